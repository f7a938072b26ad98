// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// Something on the Tokaido Duo table that can be chosen: a die, a ring space, a town, a
// region, a wave tile, a ware. Clicking it, or Enter/Space when it has the keyboard focus,
// emits activated(); Tab and the arrow keys walk through the choices that are open now
// (only those are in the focus chain). A vermilion ring shows the keyboard focus.
Item {
    id: target
    // Whether choosing it does something now.
    property bool active: false
    // The name read out by a screen reader and shown as a tooltip-like hint.
    property string name: ""
    property string description: ""
    // The ring drawn round the item when it has the focus: a circle or a rounded square.
    property bool round: true
    property real ringMargin: 3
    readonly property bool hovered: mouse.containsMouse
    signal activated()

    activeFocusOnTab: active && enabled && visible
    Accessible.role: Accessible.Button
    Accessible.name: name
    Accessible.description: description
    Accessible.focusable: active
    Accessible.onPressAction: if (target.active) target.activated()

    Keys.onReturnPressed: if (target.active) target.activated()
    Keys.onEnterPressed: if (target.active) target.activated()
    Keys.onSpacePressed: if (target.active) target.activated()
    Keys.onRightPressed: target.step(true)
    Keys.onDownPressed: target.step(true)
    Keys.onLeftPressed: target.step(false)
    Keys.onUpPressed: target.step(false)
    function step(forward) {
        const next = nextItemInFocusChain(forward)
        if (next && next !== target)
            next.forceActiveFocus(forward ? Qt.TabFocusReason : Qt.BacktabFocusReason)
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        enabled: target.active
        cursorShape: target.active ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: target.activated()
    }

    Rectangle {
        visible: target.activeFocus
        anchors.fill: parent
        anchors.margins: -target.ringMargin
        radius: target.round ? width / 2 : 6
        color: "transparent"
        border.width: 3
        border.color: Theme.vermilion
        z: 10
        Rectangle {
            anchors.fill: parent
            anchors.margins: -3
            radius: target.round ? width / 2 : 8
            color: "transparent"
            border.width: 1.5
            border.color: Theme.paperLight
        }
    }
}
