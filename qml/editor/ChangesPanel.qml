// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// What the variant changes against its base game, at a glance: one line per changed value
// ("Uchiko: Mountain-town draw  2 → 4"), added item or removed item, each with a button that
// takes that change alone back; a click goes to the field.
Item {
    id: panel
    required property var ctx
    // Said again in a language chosen while the panel is open.
    readonly property var changes: {
        Localization.language
        return ctx.editor.changes || []
    }

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
                // One line per change: what changed, in words, then how.
                Flow {
                    Layout.fillWidth: true
                    spacing: 8
                    Text {
                        objectName: "changeLabel"
                        width: Math.min(implicitWidth, parent.width)
                        text: line.modelData.label || line.modelData.path
                        font.pixelSize: 14
                        font.bold: true
                        color: Theme.ink
                        wrapMode: Text.Wrap
                    }
                    Text {
                        // A word is shown by its label in the current language, as in the forms.
                        readonly property bool labelled: line.modelData.kind !== "value"
                                                         || !!(line.modelData.baseLabel || line.modelData.valueLabel)
                        objectName: "changeValues"
                        width: Math.min(implicitWidth, parent.width)
                        text: line.modelData.kind === "added"
                              //: Rules editor, Changes list: after an item the variant adds ("Towns: Ōzu  added")
                              ? qsTr("added")
                              : line.modelData.kind === "removed"
                                //: Rules editor, Changes list: after an item the variant takes out ("Routes: Matsuyama–Uchiko  removed")
                                ? qsTr("removed")
                                //: Rules editor, Changes panel: a value of the base game and the variant's; %1 the base value, %2 the variant's
                                : qsTr("%1 → %2").arg(line.modelData.baseLabel || line.modelData.base)
                                                 .arg(line.modelData.valueLabel || line.modelData.value)
                        font.family: labelled ? Theme.bodyFont : "Noto Sans Mono"
                        font.pixelSize: 13
                        color: line.modelData.kind === "removed" ? Theme.vermilion
                               : line.modelData.kind === "added" ? Theme.indigo : Theme.inkSoft
                        // Words wrap between words; YAML anywhere.
                        wrapMode: labelled ? Text.Wrap : Text.WrapAnywhere
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
                    onClicked: panel.ctx.editor.revertChange(line.index)
                }
            }
        }
    }
}
