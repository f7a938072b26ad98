// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// Beside a value: whether the variant changes it (a vermilion "changed" with the base value
// and a revert button), or something inside it (a small dot).
RowLayout {
    id: mark
    required property var ctx
    required property string path
    readonly property int change: {
        ctx.editor.revision
        return ctx.editor.changeAt(path)
    }
    spacing: 4
    visible: change > 0

    Text {
        objectName: "changedMark"
        visible: mark.change === 1
        //: Rules editor: beside a value the variant changes against its base game
        text: qsTr("changed")
        font.pixelSize: 12
        font.bold: true
        color: Theme.vermilion
        HoverHandler { id: hover }
        ToolTip.visible: hover.hovered
        ToolTip.text: {
            mark.ctx.editor.revision
            //: Rules editor tooltip: the base game's value of a changed field; %1 is the value
            return qsTr("Base game: %1").arg(mark.ctx.editor.baseValueText(mark.path))
        }
    }
    Rectangle {
        visible: mark.change === 2
        width: 8
        height: 8
        radius: 4
        color: Theme.vermilion
        //: Rules editor: accessible name of the dot beside a group whose contents the variant changes
        Accessible.name: qsTr("changed inside")
    }
    ToolButton {
        objectName: "revert:" + mark.path
        visible: mark.change === 1
        text: "↺"
        //: Rules editor: accessible name of the small button that sets a value back to the base game's
        Accessible.name: qsTr("Revert")
        font.pixelSize: 14
        implicitWidth: 26
        implicitHeight: 24
        ToolTip.visible: hovered
        //: Rules editor tooltip of the revert button; %1 is the base game's value
        ToolTip.text: qsTr("Back to the base game's value (%1)").arg(mark.ctx.editor.baseValueText(mark.path))
        onClicked: mark.ctx.editor.revert(mark.path)
    }
}
