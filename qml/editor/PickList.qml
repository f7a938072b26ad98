// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import "Schema.js" as Schema

// A list of words with parameters (a schema node of kind "picks"; Tokaido Duo's effects): one line per
// item with the word chosen from a drop-down of the schema's words (their labels; the word
// itself as a hint), its parameter as the field its schema row calls for, and buttons to move
// the item up or down or remove it. An item is written bare when its word takes no parameter,
// else as {word: parameter}: the choice writes that form, so a parameter is never text.
// Everything comes from the schema rows: "<list>[]" (the words) and "<list>[].<word>" (each
// word's parameter: its type, range, words, label and description).
Column {
    id: picks
    required property var ctx
    required property var row
    required property string path
    readonly property string itemKey: row.itemKey
    readonly property var itemRow: ctx.idx.nodes[itemKey] || null
    readonly property var words: itemRow ? itemRow.words || [] : []
    readonly property var labels: itemRow ? itemRow.word_labels || [] : []
    readonly property var items: {
        ctx.editor.revision
        const v = ctx.editor.value(path)
        return Array.isArray(v) ? v : []
    }
    readonly property int maxItems: row.max !== undefined && row.max !== null ? row.max : 1000

    objectName: "picks:" + path
    spacing: 6

    function report(ok) {
        if (!ok && ctx.editor.lastError !== "")
            ctx.showProblem(ctx.editor.lastError)
    }
    // Item `index` becomes `word` with its parameter's starting value (the editor's newItem).
    function setItemWord(index, word) {
        report(ctx.editor.setValueText(path + "[" + index + "]", ctx.editor.newItem(path, word)))
    }
    // One undo step: the whole list in its new order.
    function move(index, by) {
        report(ctx.editor.moveItem(path, index, index + by))
        ctx.select(path + "[" + (index + by) + "]", "form")
    }

    // A parameter's field is labelled with its row's label (the key's last part without one).
    component ParameterLabel: Text {
        property var row
        text: row ? row.label : ""
        font.pixelSize: 13
        color: Theme.inkSoft
        Layout.alignment: Qt.AlignVCenter
    }

    // The list's name (its label; the key as a hint) and help.
    RowLayout {
        width: parent.width
        spacing: 6
        Text {
            text: picks.row.label
            font.family: Theme.titleFont
            font.pixelSize: 16
            font.bold: true
            color: Theme.ink
        }
        Text {
            visible: !!picks.row.label
            text: picks.row.keyHint
            font.family: "Noto Sans Mono"
            font.pixelSize: 11
            color: Theme.inkFaint
        }
        ChangeMark {
            ctx: picks.ctx
            path: picks.path
        }
        Item { Layout.fillWidth: true }
    }
    Text {
        width: parent.width
        visible: text !== ""
        text: picks.row.description || ""
        font.pixelSize: 12
        color: Theme.inkFaint
        wrapMode: Text.Wrap
    }

    Repeater {
        model: picks.items.length
        Rectangle {
            id: entry
            required property int index
            readonly property string itemPath: picks.path + "[" + index + "]"
            readonly property var pick: Schema.pickOf(picks.items[index])
            readonly property int wordIndex: picks.words.indexOf(pick.word)
            readonly property var parameterRow: pick.word !== "" ? picks.ctx.editor.nodeAt(parameterPath) || null : null
            readonly property string parameterPath: itemPath + "." + pick.word
            readonly property bool selected: picks.ctx.selectedPath !== "" && Schema.within(picks.ctx.selectedPath, itemPath)
            objectName: "pick:" + itemPath
            width: picks.width
            implicitHeight: entryCol.implicitHeight + 12
            radius: 5
            color: Theme.paperLight
            border.color: selected ? Theme.indigo : Theme.line
            border.width: selected ? 2 : 1
            onSelectedChanged: if (selected) picks.ctx.reveal(entry)

            Column {
                id: entryCol
                x: 8
                y: 6
                width: parent.width - 16
                spacing: 4
                RowLayout {
                    width: parent.width
                    spacing: 6
                    Text {
                        text: (entry.index + 1) + "."
                        font.pixelSize: 13
                        color: Theme.inkFaint
                    }
                    InkComboBox {
                        id: wordBox
                        objectName: "pickWord"
                        Layout.fillWidth: true
                        Layout.maximumWidth: 420
                        Layout.minimumWidth: 120
                        // The words' labels in the current language; an item the schema does
                        // not know shows as it is written, so that the error beside it reads.
                        model: picks.words.map((w, i) => picks.labels[i] || w)
                        currentIndex: entry.wordIndex
                        displayText: {
                            picks.items // read again after each edit
                            return entry.wordIndex >= 0 ? currentText : picks.ctx.editor.valueText(picks.path + "[" + entry.index + "]")
                        }
                        font.pixelSize: 14
                        // The list shows every label whole, wider than the box if need be.
                        readonly property real widest: {
                            let w = 0
                            for (const text of model)
                                w = Math.max(w, wordMetrics.advanceWidth(text))
                            return w
                        }
                        popup.width: Math.max(width, Math.ceil(widest) + 48)
                        FontMetrics {
                            id: wordMetrics
                            font: wordBox.font
                        }
                        onActivated: function(i) {
                            if (picks.words[i] !== entry.pick.word)
                                picks.setItemWord(entry.index, picks.words[i])
                        }
                        onActiveFocusChanged: if (activeFocus) picks.ctx.select(entry.itemPath, "form")
                        Accessible.name: entry.itemPath
                    }
                }
                // The parameter, as its row's type asks (a field, a number or a word, or the
                // fields of a map), then the buttons that move and remove the effect: the
                // drop-down above keeps the whole width for the words' labels.
                RowLayout {
                    width: parent.width
                    spacing: 6
                    Loader {
                        id: parameter
                        Layout.fillWidth: true
                        visible: active
                        active: !!entry.parameterRow && entry.parameterRow.kind !== "none"
                        sourceComponent: {
                            const r = entry.parameterRow
                            if (!r)
                                return null
                            if (r.type === "map")
                                return mapFields
                            if (r.type === "integer" && (r.words || []).length > 0)
                                return numberOrWord
                            return oneField
                        }
                    }
                    Item {
                        visible: !parameter.active
                        Layout.fillWidth: true
                    }
                    ToolButton {
                        objectName: "pickEarlier"
                        Layout.preferredWidth: 30
                        Layout.alignment: Qt.AlignTop
                        enabled: entry.index > 0
                        text: "↑"
                        //: Rules editor: moves an effect one place earlier in its list (effects are carried out in order)
                        ToolTip.text: qsTr("Earlier")
                        ToolTip.visible: hovered
                        ToolTip.delay: 400
                        Accessible.name: ToolTip.text
                        onClicked: picks.move(entry.index, -1)
                    }
                    ToolButton {
                        objectName: "pickLater"
                        Layout.preferredWidth: 30
                        Layout.alignment: Qt.AlignTop
                        enabled: entry.index < picks.items.length - 1
                        text: "↓"
                        //: Rules editor: moves an effect one place later in its list
                        ToolTip.text: qsTr("Later")
                        ToolTip.visible: hovered
                        ToolTip.delay: 400
                        Accessible.name: ToolTip.text
                        onClicked: picks.move(entry.index, 1)
                    }
                    ToolButton {
                        objectName: "pickRemove"
                        Layout.preferredWidth: 30
                        Layout.alignment: Qt.AlignTop
                        text: "✕"
                        //: Rules editor: button in a table row that removes the item
                        ToolTip.text: qsTr("Remove")
                        ToolTip.visible: hovered
                        Accessible.name: ToolTip.text
                        onClicked: picks.ctx.editor.removeItem(picks.path, entry.index)
                    }
                }
                // What the word does, with the word itself as it is written in the file.
                Text {
                    width: parent.width
                    visible: entry.parameterRow !== null
                    text: (entry.parameterRow ? entry.parameterRow.description || "" : "")
                          + "  <font face=\"Noto Sans Mono\" color=\"" + Theme.inkFaint + "\">" + entry.pick.word + "</font>"
                    textFormat: Text.StyledText
                    font.pixelSize: 12
                    color: Theme.inkSoft
                    wrapMode: Text.Wrap
                }
            }

            Component {
                id: oneField
                RowLayout {
                    spacing: 8
                    ParameterLabel { row: entry.parameterRow }
                    FieldEditor {
                        ctx: picks.ctx
                        row: entry.parameterRow
                        path: entry.parameterPath
                        Layout.preferredWidth: implicitWidth
                        Layout.preferredHeight: implicitHeight
                    }
                    Item { Layout.fillWidth: true }
                }
            }

            Component {
                id: mapFields
                Flow {
                    spacing: 12
                    Repeater {
                        model: picks.ctx.idx.kids[entry.parameterRow.key] || []
                        RowLayout {
                            required property var modelData
                            spacing: 6
                            ParameterLabel { row: modelData }
                            FieldEditor {
                                ctx: picks.ctx
                                row: modelData
                                path: entry.parameterPath + "." + modelData.name
                                Layout.preferredWidth: implicitWidth
                                Layout.preferredHeight: implicitHeight
                            }
                        }
                    }
                }
            }

            // A number in the row's range, or one of its words (gain_coins: 3 or
            // boutique_value): a drop-down of "a number" and the words, and the number's box.
            Component {
                id: numberOrWord
                RowLayout {
                    id: nw
                    readonly property var r: entry.parameterRow
                    readonly property var value: {
                        picks.ctx.editor.revision
                        return picks.ctx.editor.value(entry.parameterPath)
                    }
                    readonly property int wordAt: (r.words || []).indexOf(String(value))
                    spacing: 8
                    ParameterLabel { row: nw.r }
                    InkComboBox {
                        id: kindBox
                        objectName: "pickParameterKind"
                        //: Rules editor: the parameter of an effect is a number (not one of the named values)
                        model: [qsTr("A number")].concat((nw.r.words || []).map((w, i) => (nw.r.word_labels || [])[i] || w))
                        currentIndex: nw.wordAt + 1
                        font.pixelSize: 14
                        // As wide as its longest choice (within reason), each shown whole.
                        readonly property real widest: {
                            let w = 0
                            for (const text of model)
                                w = Math.max(w, kindMetrics.advanceWidth(text))
                            return w
                        }
                        implicitWidth: Math.min(320, Math.max(120, Math.ceil(widest) + 56))
                        popup.width: Math.max(width, Math.ceil(widest) + 48)
                        FontMetrics {
                            id: kindMetrics
                            font: kindBox.font
                        }
                        onActivated: function(i) {
                            // A number: the parameter's starting value (from the schema);
                            // a word: that word.
                            if (i === 0 && nw.wordAt >= 0)
                                picks.report(picks.ctx.editor.setValueText(entry.parameterPath,
                                                                           picks.ctx.editor.startValue(entry.parameterPath)))
                            else if (i > 0 && nw.r.words[i - 1] !== nw.value)
                                picks.report(picks.ctx.editor.setInput(entry.parameterPath, nw.r.words[i - 1]))
                        }
                        Accessible.name: entry.parameterPath
                    }
                    FieldEditor {
                        visible: nw.wordAt < 0
                        ctx: picks.ctx
                        row: ({ key: nw.r.key, type: "integer", min: nw.r.min, max: nw.r.max })
                        path: entry.parameterPath
                        Layout.preferredWidth: implicitWidth
                        Layout.preferredHeight: implicitHeight
                    }
                    Item { Layout.fillWidth: true }
                }
            }
        }
    }

    RowLayout {
        width: parent.width
        spacing: 8
        InkButton {
            objectName: "addPick:" + picks.path
            enabled: picks.items.length < picks.maxItems && picks.words.length > 0
            font.pixelSize: 13
            topPadding: 3
            bottomPadding: 3
            //: Rules editor: adds an effect at the end of an effect list (a ring space's or a wave tile's)
            text: qsTr("Add an effect")
            onClicked: {
                const at = picks.items.length
                picks.report(picks.ctx.editor.insertItemText(picks.path, at,
                                                             picks.ctx.editor.newItem(picks.path, picks.words[0])))
                picks.ctx.select(picks.path + "[" + at + "]", "form")
            }
        }
        Text {
            Layout.fillWidth: true
            //: Rules editor: the totals line under an effect list; %n is the number of effects
            text: qsTr("%n effect(s)", "", picks.items.length)
            font.pixelSize: 13
            color: Theme.indigo
        }
    }
}
