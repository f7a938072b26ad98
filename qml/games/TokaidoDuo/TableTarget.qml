// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// Something on the Tokaido Duo table that can be chosen: a die, a ring space, a town, a
// region, a wave tile, a ware. Clicking it emits activated(); so does Enter or Space when the
// page's keyboard focus (MoveKeys, the arrow keys) is on it, through the MoveTarget inside.
// The table never takes the key focus itself: the page keeps it, so that the arrows, Enter
// and Escape always reach MoveKeys. A piece that only shows something (a wave tile on a
// board) is read out by a screen reader through the same MoveTarget, inactive.
Item {
    id: target
    // Whether choosing it does something now.
    property bool active: false
    // What choosing it does, as a short imperative sentence ("Move your merchant to Kōchi").
    property string name: ""
    // What the piece is and shows, for a screen reader.
    property string description: ""
    // Whether the arrow keys stop here (normally when it can be chosen; a part of a move
    // already chosen may leave the keys to the next part while the mouse can still change it).
    property bool keyActive: active
    // The hint the person asked for chooses this (a gold ring).
    property bool hinted: false
    // A later part of a move (the artist's route after its region, the return button after
    // the wares): MoveKeys moves the focus on to the highest step after a part is chosen.
    property int step: 0
    // The focus ring: a circle or a rounded square.
    property bool round: true
    property real ringMargin: 3
    // A lesson's step rings this place (MoveTarget.placeRinged: LessonRing's gold ring).
    property bool lessonRinged: false
    readonly property bool hovered: mouse.containsMouse
    // The keyboard focus is here (MoveKeys): the piece shows what choosing it would do.
    readonly property bool focused: moveTarget.focused && moveTarget.active
    readonly property alias moveTarget: moveTarget
    signal activated()

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        enabled: target.active
        cursorShape: target.active ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: target.activated()
    }

    MoveTarget {
        id: moveTarget
        // Above the piece's own drawing (its glow, its face), so that the ring shows.
        z: 50
        // Not `enabled`, as no game's MoveTarget asks it: a table shown disabled (a rules page's
        // picture) still rings and veils its pieces, and its MouseArea takes no click.
        active: target.active && target.keyActive && target.visible
        name: target.name
        description: target.description
        step: target.step
        hinted: target.hinted
        placeRinged: target.lessonRinged
        placeRingRound: target.round
        ringMargin: target.ringMargin
        ringRadius: target.round ? Math.min(target.width, target.height) / 2 + target.ringMargin : 6
        onActivated: if (target.active) target.activated()
    }
}
