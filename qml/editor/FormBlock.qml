// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import "Schema.js" as Schema

// The forms of one map of the document, generated from the schema: the children of schema
// key `key` at document path `path`, each drawn by its kind (its schema node's kind): fields, five-
// language grids, groups (this block again, one level in), key/value tables, item tables,
// lists of values or words, and flow-text lines for other lists.
Column {
    id: block
    required property var ctx
    // The schema key ("deck", "deck.colours[]") and the document path ("deck", "deck.colours[2]").
    required property string key
    required property string path
    property int depth: 0
    // In a table's detail: the scalar fields are already the table's cells.
    property bool skipScalars: false
    // The rows to draw; a section of one scalar key draws that key itself.
    property var rows: ctx.idx.kids[key] || []
    // A map entry whose key is data (DictTable): the one row is drawn at path.dataKey.
    property string dataKey: ""

    spacing: 10

    Repeater {
        model: block.rows.filter(r => !(block.skipScalars && r.kind === "field"))
        Loader {
            id: entry
            required property var modelData
            readonly property string kind: modelData ? modelData.kind : "none"
            readonly property string itemPath: block.dataKey !== "" ? block.path + "." + block.dataKey
                                                                    : Schema.childPath(block.path, modelData)
            width: block.width
            // What a variant may not change (the game's id, its includes) is shown, not edited.
            enabled: block.ctx.editor.canOverride(itemPath)
            opacity: enabled ? 1 : 0.6
            sourceComponent: {
                switch (kind) {
                case "field": return fieldRow
                case "localized": return localizedGrid
                case "group": return group
                case "dict": return dict
                case "table": return table
                case "values": return values
                case "words": return wordSet
                default: return raw
                }
            }
        }
    }

    // The name of a key in words (the schema's label), the key itself beside it as a hint in
    // small type, its help, and its change mark.
    component KeyLabel: ColumnLayout {
        id: label
        property var ctx
        property var row
        property string path
        property bool heading: false
        spacing: 1
        Flow {
            id: nameLine
            Layout.fillWidth: true
            spacing: 6
            Text {
                id: name
                objectName: "label:" + label.path
                width: Math.min(implicitWidth, nameLine.width)
                text: label.row ? label.row.label : ""
                font.family: label.heading ? Theme.titleFont : Theme.bodyFont
                font.pixelSize: label.heading ? 17 : 14
                font.bold: label.heading
                color: label.ctx && label.ctx.selectedPath === label.path ? Theme.indigo : Theme.ink
                wrapMode: Text.Wrap
            }
            Text {
                objectName: "keyHint:" + label.path
                // Set on the label's first line (the fonts differ in size).
                topPadding: Math.max(0, name.font.pixelSize - font.pixelSize - 1)
                width: Math.min(implicitWidth, nameLine.width)
                text: label.row ? label.row.keyHint : ""
                font.family: "Noto Sans Mono"
                font.pixelSize: 11
                color: Theme.inkFaint
                // A key is never cut: in a narrow column it wraps (keys have no spaces).
                wrapMode: Text.WrapAnywhere
                Accessible.ignored: true
            }
            ChangeMark {
                ctx: label.ctx
                path: label.path
            }
        }
        Text {
            objectName: "help:" + label.path
            Layout.fillWidth: true
            visible: text !== ""
            text: label.row.description || ""
            font.pixelSize: 12
            color: Theme.inkFaint
            wrapMode: Text.Wrap
        }
    }

    // A highlight behind the field the page selected (a click, the text cursor, an error).
    component Selectable: Rectangle {
        id: sel
        property var ctx
        property string path
        readonly property bool selected: ctx && ctx.selectedPath !== "" && Schema.within(ctx.selectedPath, path)
        radius: 6
        color: selected ? Qt.rgba(0.18, 0.29, 0.43, 0.08) : "transparent"
        border.color: selected ? Theme.indigoSoft : "transparent"
        onSelectedChanged: if (selected) sel.ctx.reveal(sel)
    }

    Component {
        id: fieldRow
        Selectable {
            ctx: block.ctx
            id: fr
            path: parent.itemPath
            objectName: "row:" + path
            readonly property var row: parent.modelData
            implicitHeight: frLayout.implicitHeight + 8
            GridLayout {
                id: frLayout
                x: 6
                y: 4
                width: parent.width - 12
                // Label and control side by side when there is room, else one above the other.
                columns: width > 520 ? 2 : 1
                columnSpacing: 12
                rowSpacing: 4
                KeyLabel {
                    ctx: block.ctx
                    row: fr.row
                    path: fr.path
                    Layout.fillWidth: true
                    // The help wraps at the width it really gets (one column: the whole row).
                    Layout.preferredWidth: frLayout.columns === 1 ? frLayout.width : 200
                }
                FieldEditor {
                    ctx: block.ctx
                    row: fr.row
                    path: fr.path
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: implicitWidth
                    Layout.preferredHeight: implicitHeight
                }
            }
        }
    }

    Component {
        id: localizedGrid
        Selectable {
            ctx: block.ctx
            path: parent.itemPath
            objectName: "row:" + path
            implicitHeight: lg.implicitHeight + 8
            LocalizedGrid {
                id: lg
                x: 6
                y: 4
                width: parent.width - 12
                ctx: block.ctx
                row: parent.parent.modelData
                path: parent.path
            }
        }
    }

    Component {
        id: group
        Column {
            id: g
            readonly property var row: parent.modelData
            readonly property string gpath: parent.itemPath
            spacing: 6
            KeyLabel {
                ctx: block.ctx
                width: g.width
                row: g.row
                path: g.gpath
                heading: true
            }
            Rectangle {
                width: g.width
                height: inner.implicitHeight + 12
                color: "transparent"
                border.color: Theme.line
                radius: 6
                Loader {
                    id: inner
                    x: 10
                    y: 6
                    width: parent.width - 20
                    Component.onCompleted: setSource("FormBlock.qml", {
                        ctx: block.ctx, key: g.row.key, path: g.gpath, depth: block.depth + 1 })
                }
            }
        }
    }

    Component {
        id: dict
        DictTable {
            ctx: block.ctx
            row: parent.modelData
            path: parent.itemPath
        }
    }

    Component {
        id: table
        ListTable {
            ctx: block.ctx
            row: parent.modelData
            path: parent.itemPath
        }
    }

    Component {
        id: values
        Selectable {
            ctx: block.ctx
            id: vl
            path: parent.itemPath
            objectName: "row:" + path
            readonly property var row: parent.modelData
            readonly property var itemRow: block.ctx.idx.nodes[row.itemKey]
            readonly property var items: {
                block.ctx.editor.revision
                const v = block.ctx.editor.value(path)
                return Array.isArray(v) ? v : []
            }
            implicitHeight: vlCol.implicitHeight + 8
            Column {
                id: vlCol
                x: 6
                y: 4
                width: parent.width - 12
                spacing: 4
                KeyLabel {
                    ctx: block.ctx
                    width: parent.width
                    row: vl.row
                    path: vl.path
                }
                Flow {
                    width: parent.width
                    spacing: 6
                    Repeater {
                        model: vl.items.length
                        FieldEditor {
                            required property int index
                            ctx: block.ctx
                            row: vl.itemRow
                            path: vl.path + "[" + index + "]"
                            compact: true
                            width: Math.max(56, implicitWidth)
                            height: implicitHeight
                        }
                    }
                    ToolButton {
                        objectName: "addValue:" + vl.path
                        text: "+"
                        //: Rules editor: adds a value at the end of a list of values
                        ToolTip.text: qsTr("Add a value")
                        ToolTip.visible: hovered
                        Accessible.name: ToolTip.text
                        onClicked: block.ctx.editor.insertItemText(vl.path, vl.items.length,
                                                                   block.ctx.editor.newItem(vl.path))
                    }
                    ToolButton {
                        objectName: "removeValue:" + vl.path
                        enabled: vl.items.length > 0
                        text: "−"
                        //: Rules editor: removes the last value of a list of values
                        ToolTip.text: qsTr("Remove the last value")
                        ToolTip.visible: hovered
                        Accessible.name: ToolTip.text
                        onClicked: block.ctx.editor.removeItem(vl.path, vl.items.length - 1)
                    }
                }
            }
        }
    }

    Component {
        id: wordSet
        Selectable {
            ctx: block.ctx
            id: ws
            path: parent.itemPath
            objectName: "row:" + path
            readonly property var row: parent.modelData
            readonly property var chosen: {
                block.ctx.editor.revision
                const v = block.ctx.editor.value(path)
                return Array.isArray(v) ? v : []
            }
            implicitHeight: wsCol.implicitHeight + 8
            Column {
                id: wsCol
                x: 6
                y: 4
                width: parent.width - 12
                KeyLabel {
                    ctx: block.ctx
                    width: parent.width
                    row: ws.row
                    path: ws.path
                }
                // The chosen words first, in the list's order (a priority list reads in that
                // order), each with its place and a button to move it earlier; then the others.
                Flow {
                    width: parent.width
                    spacing: 4
                    Repeater {
                        model: ws.chosen.concat(ws.row.words.filter(w => ws.chosen.indexOf(w) < 0))
                        Row {
                            id: wordEntry
                            required property string modelData
                            readonly property int place: ws.chosen.indexOf(modelData)
                            readonly property string label: (ws.row.word_labels || [])[ws.row.words.indexOf(modelData)] || modelData
                            spacing: 0
                            CheckBox {
                                objectName: "word:" + ws.path + ":" + wordEntry.modelData
                                // The word's label in the current language; the list holds the word.
                                text: wordEntry.place >= 0 && ws.chosen.length > 1
                                      ? (wordEntry.place + 1) + ". " + wordEntry.label : wordEntry.label
                                font.family: Theme.bodyFont
                                font.pixelSize: 13
                                checked: wordEntry.place >= 0
                                onToggled: {
                                    // A word chosen goes last; one unchosen leaves its place.
                                    const next = checked ? ws.chosen.concat([wordEntry.modelData])
                                                         : ws.chosen.filter(w => w !== wordEntry.modelData)
                                    block.ctx.editor.setValue(ws.path, next)
                                }
                            }
                            ToolButton {
                                objectName: "wordEarlier:" + ws.path + ":" + wordEntry.modelData
                                visible: wordEntry.place > 0
                                text: "↑"
                                font.pixelSize: 13
                                //: Rules editor: moves a word one place earlier in an ordered list (a priority list)
                                ToolTip.text: qsTr("Earlier in the list")
                                ToolTip.visible: hovered
                                ToolTip.delay: 400
                                Accessible.name: ToolTip.text
                                onClicked: {
                                    const next = ws.chosen.slice()
                                    const i = wordEntry.place
                                    next[i] = next[i - 1]
                                    next[i - 1] = wordEntry.modelData
                                    block.ctx.editor.setValue(ws.path, next)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    Component {
        id: raw
        RawList {
            ctx: block.ctx
            row: parent.modelData
            path: parent.itemPath
        }
    }
}
