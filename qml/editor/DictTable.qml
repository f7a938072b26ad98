// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import "Schema.js" as Schema

// A map whose keys are data (deck.sandals.<value>, board.tiles.<tile>): one line per key, its
// value edited by its schema type, or as the forms of a map or a list. Under a table of
// numbers, how often each number comes (e.g. how many cards have 2 sandals).
Rectangle {
    id: dict
    required property var ctx
    required property var row
    required property string path
    readonly property var childRow: ctx.idx.nodes[row.dataKey] || null
    readonly property string childKind: childRow ? childRow.kind : "none"
    readonly property var current: {
        ctx.editor.revision
        const v = ctx.editor.value(path)
        return v && typeof v === "object" && !Array.isArray(v) ? v : ({})
    }
    readonly property var keys: Object.keys(current)
    readonly property var counts: childRow && (childRow.type === "integer" || childRow.type === "word")
                                  ? Schema.histogram(keys.map(k => ({ v: current[k] })), "v") : []
    objectName: "dict:" + path
    implicitHeight: col.implicitHeight + 16
    radius: 6
    color: Qt.rgba(1, 1, 1, 0.35)
    border.color: Theme.line

    Column {
        id: col
        x: 8
        y: 8
        width: parent.width - 16
        spacing: 4
        RowLayout {
            width: parent.width
            spacing: 6
            Text {
                objectName: "label:" + dict.path
                Layout.maximumWidth: col.width - dictKey.implicitWidth - 12
                text: dict.row.label
                font.family: Theme.titleFont
                font.pixelSize: 17
                font.bold: true
                color: Theme.ink
                wrapMode: Text.Wrap
            }
            Text {
                id: dictKey
                objectName: "keyHint:" + dict.path
                Layout.alignment: Qt.AlignBaseline
                text: dict.row.keyHint
                font.family: "Noto Sans Mono"
                font.pixelSize: 11
                color: Theme.inkFaint
                Accessible.ignored: true
            }
            ChangeMark {
                ctx: dict.ctx
                path: dict.path
            }
            Item { Layout.fillWidth: true }
        }
        Text {
            width: parent.width
            visible: text !== ""
            text: (dict.row.description || "") + (dict.childRow && dict.childRow.description ? " " + dict.childRow.description : "")
            font.pixelSize: 12
            color: Theme.inkFaint
            wrapMode: Text.Wrap
        }
        Flow {
            width: parent.width
            spacing: 6
            visible: dict.childKind === "field"
            Repeater {
                model: dict.childKind === "field" ? dict.keys : []
                Rectangle {
                    id: cell
                    required property string modelData
                    required property int index
                    readonly property string cellPath: dict.path + "." + modelData
                    readonly property bool selected: Schema.within(dict.ctx.selectedPath, cellPath)
                    objectName: "dictRow:" + cellPath
                    width: keyText.implicitWidth + editor.width + 22
                    height: Math.max(keyText.implicitHeight, editor.height) + 8
                    radius: 4
                    color: selected ? Qt.rgba(0.18, 0.29, 0.43, 0.1) : "transparent"
                    border.color: selected ? Theme.indigo : Theme.line
                    onSelectedChanged: if (selected) dict.ctx.reveal(cell)
                    Text {
                        id: keyText
                        x: 6
                        anchors.verticalCenter: parent.verticalCenter
                        text: cell.modelData
                        font.family: "Noto Sans Mono"
                        font.pixelSize: 13
                        color: Theme.inkSoft
                    }
                    FieldEditor {
                        id: editor
                        x: keyText.x + keyText.implicitWidth + 6
                        anchors.verticalCenter: parent.verticalCenter
                        ctx: dict.ctx
                        row: dict.childRow
                        path: cell.cellPath
                        compact: true
                        width: Math.max(52, implicitWidth)
                        height: implicitHeight
                    }
                    Rectangle {
                        visible: dict.ctx.editor.revision >= 0 && dict.ctx.editor.changeAt(cell.cellPath) > 0
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.margins: 2
                        width: 6
                        height: 6
                        radius: 3
                        color: Theme.vermilion
                    }
                }
            }
        }
        // Other values: the forms of each entry.
        Repeater {
            model: dict.childKind !== "field" ? dict.keys : []
            Column {
                id: entry
                required property string modelData
                width: col.width
                spacing: 2
                // The entry in words ("Player count 3"), its key as the data writes it.
                Text {
                    objectName: "label:" + dict.path + "." + entry.modelData
                    text: {
                        dict.ctx.editor.revision
                        return dict.ctx.editor.describe(dict.path + "." + entry.modelData)
                    }
                    font.family: Theme.bodyFont
                    font.pixelSize: 14
                    font.bold: true
                    color: Theme.inkSoft
                }
                Loader {
                    width: parent.width
                    Component.onCompleted: {
                        // A list or a map under the key: its own forms; a whole list in one line.
                        if (dict.childKind === "group" || dict.childKind === "dict")
                            setSource("FormBlock.qml", { ctx: dict.ctx, key: dict.childRow.key,
                                                         path: dict.path + "." + entry.modelData,
                                                         depth: 1 })
                        else
                            setSource("FormBlock.qml", { ctx: dict.ctx, key: dict.childRow.parent,
                                                         path: dict.path, rows: [dict.childRow],
                                                         dataKey: entry.modelData, depth: 1 })
                    }
                }
            }
        }
        Text {
            width: parent.width
            visible: dict.counts.length > 1
            //: Rules editor: under a table of numbers by key, how often each number comes; %1 is e.g. "1 ×4 · 2 ×6"
            text: qsTr("How often: %1").arg(Theme.joinParts(dict.counts.map(c => c.value + " ×" + c.count)))
            font.pixelSize: 13
            color: Theme.indigo
            wrapMode: Text.Wrap
        }
    }
}
