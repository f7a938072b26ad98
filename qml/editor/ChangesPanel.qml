// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import "Schema.js" as Schema

// What the variant changes against its base game, at a glance: each change's label, the
// base value → the variant's, a button to take the change back; a click goes to the field.
Item {
    id: panel
    required property var ctx
    readonly property var changes: ctx.editor.changes || []

    Text {
        anchors.centerIn: parent
        width: parent.width - 40
        visible: panel.changes.length === 0
        //: Rules editor: the Changes panel when the variant changes nothing yet
        text: qsTr("The variant changes nothing yet: edit a value in the forms or in the text.")
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        font.pixelSize: 14
        color: Theme.inkSoft
    }
    ListView {
        id: view
        objectName: "changesList"
        anchors.fill: parent
        clip: true
        spacing: 4
        model: panel.changes
        ScrollBar.vertical: ScrollBar {}
        delegate: Rectangle {
            id: line
            required property var modelData
            required property int index
            objectName: "change_" + index
            width: view.width - 12
            height: row.implicitHeight + 10
            radius: 4
            color: panel.ctx.selectedPath === modelData.path ? Qt.rgba(0.18, 0.29, 0.43, 0.1) : Qt.rgba(1, 1, 1, 0.4)
            border.color: Theme.line
            MouseArea {
                anchors.fill: parent
                onClicked: panel.ctx.select(line.modelData.path, "changes")
            }
            RowLayout {
                id: row
                x: 8
                y: 5
                width: parent.width - 16
                spacing: 8
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 1
                    Text {
                        Layout.fillWidth: true
                        text: line.modelData.label || line.modelData.path
                        font.pixelSize: 14
                        font.bold: true
                        color: Theme.ink
                        wrapMode: Text.Wrap
                    }
                    Text {
                        // A word is shown by its label in the current language, as in the forms.
                        readonly property bool labelled: !!(line.modelData.baseLabel || line.modelData.valueLabel)
                        Layout.fillWidth: true
                        //: Rules editor, Changes panel: a value of the base game and the variant's; %1 the base value, %2 the variant's
                        text: qsTr("%1 → %2").arg(line.modelData.baseLabel || Schema.flow(line.modelData.base))
                                             .arg(line.modelData.valueLabel || Schema.flow(line.modelData.value))
                        font.family: labelled ? Theme.bodyFont : "Noto Sans Mono"
                        font.pixelSize: 13
                        color: Theme.inkSoft
                        wrapMode: Text.WrapAnywhere
                        maximumLineCount: 3
                        elide: Text.ElideRight
                    }
                }
                ToolButton {
                    objectName: "revertChange_" + line.index
                    text: "↺"
                    //: Rules editor: takes a change of the variant back (the base game's value again)
                    ToolTip.text: qsTr("Take this change back")
                    ToolTip.visible: hovered
                    Accessible.name: ToolTip.text
                    onClicked: panel.ctx.editor.revert(line.modelData.path)
                }
            }
        }
    }
}
