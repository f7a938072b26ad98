// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import Kotatsu

// A brush-and-ink button; `primary` buttons are vermilion like a seal.
Button {
    id: control
    property bool primary: false
    // Lines the text may take before it is elided (a long game name on the Resume button).
    property int maximumLineCount: 1
    font.family: Theme.bodyFont
    font.pixelSize: 15
    leftPadding: 16
    rightPadding: 16
    topPadding: 7
    bottomPadding: 7
    hoverEnabled: true
    // Enter presses a focused button too, as Space does.
    Keys.onReturnPressed: if (enabled) clicked()
    Keys.onEnterPressed: if (enabled) clicked()
    // Read without the marks that hold a name on one line (Theme.keepWhole).
    Accessible.name: Theme.spoken(text)
    // Qt 6.4 keeps hidden items in the accessibility tree: a button out of sight (a page
    // underneath, a closed overlay) must not be read or pressed.
    Accessible.ignored: !visible
    // A screen reader's "press" clicks it (Qt 6.4's own press action did nothing here).
    Accessible.onPressAction: if (control.enabled) control.clicked()

    contentItem: Text {
        text: control.text
        font: control.font
        color: !control.enabled ? Theme.inkFaint : control.primary ? Theme.paperLight : Theme.ink
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: control.maximumLineCount > 1 ? Text.Wrap : Text.NoWrap
        maximumLineCount: control.maximumLineCount
        elide: Text.ElideRight
    }
    background: Rectangle {
        implicitWidth: 96
        implicitHeight: 36
        radius: 6
        color: {
            if (!control.enabled)
                return control.primary ? Theme.paperDeep : "transparent"
            if (control.primary)
                return control.down ? Qt.darker(Theme.vermilion, 1.2)
                                    : control.hovered ? Qt.lighter(Theme.vermilion, 1.08) : Theme.vermilion
            return control.down ? Theme.paperDeep : control.hovered ? Theme.paperLight : "transparent"
        }
        // The keyboard focus shows as an indigo ring.
        border.color: control.visualFocus ? Theme.indigo
                                          : control.primary ? Qt.darker(Theme.vermilion, 1.25) : Theme.line
        border.width: control.visualFocus ? 2.5 : 1
    }
}
