// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import "Schema.js" as Schema

// A list that is neither a table nor a row of values (routes [town, town], lines, outlines):
// one line of flow text per item ("[M1, C2]"), added and removed like table rows. A list of
// words with parameters (effects) is drawn by PickList instead.
// Long lists show their first items; the rest is in the text.
Rectangle {
    id: list
    required property var ctx
    required property var row
    required property string path
    readonly property var items: {
        ctx.editor.revision
        const v = ctx.editor.value(path)
        return Array.isArray(v) ? v : []
    }
    // A list of words with parameters (effects) is chosen from the schema, never typed.
    readonly property bool picks: row.kind === "picks"
    property bool showAll: false
    readonly property int shown: showAll ? items.length : Math.min(items.length, 40)
    property int currentRow: -1
    Connections {
        target: list.ctx
        function onSelectedPathChanged() {
            const i = Schema.itemIndexIn(list.ctx.selectedPath, list.path)
            if (i >= 0) {
                if (i >= 40)
                    list.showAll = true
                list.currentRow = i
            }
        }
    }

    objectName: "list:" + path
    implicitHeight: (picks ? picker.implicitHeight : col.implicitHeight) + 16
    radius: 6
    color: Qt.rgba(1, 1, 1, 0.35)
    border.color: Theme.line

    Loader {
        id: picker
        x: 8
        y: 8
        width: parent.width - 16
        active: list.picks
        sourceComponent: Component {
            PickList {
                ctx: list.ctx
                row: list.row
                path: list.path
            }
        }
    }

    Column {
        id: col
        x: 8
        y: 8
        width: parent.width - 16
        visible: !list.picks
        spacing: 3
        RowLayout {
            width: parent.width
            spacing: 6
            Text {
                objectName: "label:" + list.path
                Layout.maximumWidth: col.width - listKey.implicitWidth - 12
                text: list.row.label
                font.family: Theme.titleFont
                font.pixelSize: 16
                font.bold: true
                color: Theme.ink
                wrapMode: Text.Wrap
            }
            Text {
                id: listKey
                objectName: "keyHint:" + list.path
                Layout.alignment: Qt.AlignBaseline
                text: list.row.keyHint
                font.family: "Noto Sans Mono"
                font.pixelSize: 11
                color: Theme.inkFaint
                Accessible.ignored: true
            }
            ChangeMark {
                ctx: list.ctx
                path: list.path
            }
            Item { Layout.fillWidth: true }
        }
        Text {
            width: parent.width
            visible: text !== ""
            text: list.row.description || ""
            font.pixelSize: 12
            color: Theme.inkFaint
            wrapMode: Text.Wrap
        }
        Repeater {
            model: list.picks ? 0 : list.shown
            RowLayout {
                id: line
                required property int index
                readonly property string itemPath: list.path + "[" + index + "]"
                readonly property bool current: list.currentRow === index
                objectName: "listRow:" + itemPath
                width: col.width
                spacing: 4
                onCurrentChanged: if (current) list.ctx.reveal(line)
                Text {
                    Layout.preferredWidth: 34
                    text: line.index
                    horizontalAlignment: Text.AlignRight
                    font.family: "Noto Sans Mono"
                    font.pixelSize: 12
                    color: Theme.inkFaint
                }
                TextField {
                    id: entry
                    objectName: "cell"
                    Layout.fillWidth: true
                    text: {
                        list.ctx.editor.revision
                        return list.ctx.editor.valueText(line.itemPath)
                    }
                    font.family: "Noto Sans Mono"
                    font.pixelSize: 13
                    selectByMouse: true
                    topPadding: 3
                    bottomPadding: 3
                    background: Rectangle {
                        implicitHeight: 28
                        radius: 4
                        color: Theme.paperLight
                        border.color: entry.activeFocus || line.current ? Theme.indigo : Theme.line
                        border.width: entry.activeFocus || line.current ? 2 : 1
                    }
                    onActiveFocusChanged: if (activeFocus) list.ctx.select(line.itemPath, "form")
                    onEditingFinished: {
                        if (text !== list.ctx.editor.valueText(line.itemPath)
                                && !list.ctx.editor.setValueText(line.itemPath, text)
                                && list.ctx.editor.lastError !== "")
                            list.ctx.showProblem(list.ctx.editor.lastError)
                    }
                    Accessible.name: {
                        list.ctx.editor.revision
                        return list.ctx.editor.describe(line.itemPath)
                    }
                }
                ToolButton {
                    Layout.preferredWidth: 28
                    text: "✕"
                    //: Rules editor: button in a table row that removes the item
                    ToolTip.text: qsTr("Remove")
                    ToolTip.visible: hovered
                    Accessible.name: ToolTip.text
                    onClicked: list.ctx.editor.removeItem(list.path, line.index)
                }
            }
        }
        RowLayout {
            width: parent.width
            spacing: 8
            InkButton {
                objectName: "add:" + list.path
                font.pixelSize: 13
                topPadding: 3
                bottomPadding: 3
                //: Rules editor: adds an item (a card, a town, a space...) at the end of a table
                text: qsTr("Add")
                onClicked: {
                    const at = list.items.length
                    list.ctx.editor.insertItemText(list.path, at, list.ctx.editor.newItem(list.path))
                    list.ctx.select(list.path + "[" + at + "]", "form")
                }
            }
            InkButton {
                visible: list.items.length > list.shown
                font.pixelSize: 13
                topPadding: 3
                bottomPadding: 3
                //: Rules editor: shows every row of a long table; %n is how many rows there are
                text: qsTr("Show all %n row(s)", "", list.items.length)
                onClicked: list.showAll = true
            }
            Text {
                Layout.fillWidth: true
                //: Rules editor: the totals line under a table; %n is the number of items (cards, towns, spaces...)
                text: qsTr("%n item(s)", "", list.items.length)
                font.pixelSize: 13
                color: Theme.indigo
            }
        }
    }
}
