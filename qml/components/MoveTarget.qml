// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A piece of the table a person can act on now: a card to play, a figure to pick, a step to
// climb to, a field to carry beads to. Put one inside the piece (it fills its parent) and
// give it the same action as the piece's click:
//
//     MoveTarget {
//         active: card.playable          // a legal move (or part of one) right now
//         name: qsTr("Play the 7 of rain")
//         onActivated: card.clicked()
//     }
//
// MoveKeys (on the game page) moves a visible focus among the active targets with the arrow
// keys and activates the focused one with Enter or Space; screen readers read `name` and
// `description` and can press it. A table never handles arrow keys itself.
Item {
    id: target
    anchors.fill: parent
    // Set by the table: the piece can be acted on now.
    property bool active: false
    // What acting on it does, as a short imperative sentence ("Play the 7 of rain").
    property string name: ""
    // What the piece is and shows, for a screen reader ("Rain 7, in your hand").
    property string description: ""
    // Several parts of one move (figure → field → recipient): a higher step is nearer the
    // end of the move. MoveKeys prefers, after a part is chosen, targets of the next step.
    property int step: 0
    // Set by MoveKeys: the keyboard focus is here (a ring is drawn around the piece).
    property bool focused: false
    // Set by the table: the hint the person asked for (session.hint) plays this piece, or
    // this part of its move; a gold ring shows it.
    property bool hinted: false
    // Set here: a lesson rings other moves (GameTable.lessonDims), so this piece is veiled.
    readonly property bool dimmed: active && !hinted && lessonDimsAbove()
    // The table this piece is on dims for a lesson's step (its parents are read, so this is
    // asked again when the piece is put on the table).
    function lessonDimsAbove() {
        for (let p = target.parent; p; p = p.parent) {
            if (p.lessonDims !== undefined)
                return p.lessonDims
        }
        return false
    }
    // Set by the table: a lesson's step rings this place though no move of it is played here
    // (as LessonRing does, in the Loader the other rings share: a board with many places makes
    // one Loader for each, not two), round or with rounded corners.
    property bool placeRinged: false
    property bool placeRingRound: false
    // How far the ring stands out of the piece, and its corners.
    property real ringMargin: 4
    property real ringRadius: 8
    readonly property bool isMoveTarget: true
    signal activated()

    visible: true
    // A piece that can be played is a button named by what it does; one that cannot is read
    // as what it shows (never an unnamed button). Out of sight, it is not read at all.
    Accessible.role: active ? Accessible.Button : Accessible.StaticText
    Accessible.name: active && name !== "" ? name : description
    Accessible.description: active && name !== "" ? description : ""
    Accessible.focusable: active
    Accessible.focused: focused
    Accessible.ignored: (!active && description === "") || !visible
    Accessible.onPressAction: if (active) target.activated()

    // The rings (and a lesson's veil) are made when they are shown, not with every piece that
    // might be played (a table has a hundred or more, and its first frame shows none of them):
    // one Loader while any shows, each its own inside it.
    Loader {
        anchors.fill: parent
        z: 99
        active: target.dimmed || target.placeRinged || ((target.hinted || target.focused) && target.active)
        sourceComponent: Item {
            // The other moves of a lesson's step, veiled in paper so that the ringed one
            // stands out.
            Loader {
                anchors.fill: parent
                anchors.margins: -2
                active: target.dimmed
                sourceComponent: Rectangle {
                    objectName: "lessonVeil"
                    radius: target.ringRadius
                    color: Theme.paper
                    opacity: 0.62
                }
            }
            Loader {
                anchors.fill: parent
                anchors.margins: -target.ringMargin - 2
                active: target.hinted && target.active
                sourceComponent: GoldRing {
                    objectName: "hintRing"
                    ringRadius: target.ringRadius + 2
                }
            }
            Loader {
                anchors.fill: parent
                anchors.margins: -target.ringMargin
                active: target.focused && target.active
                sourceComponent: Rectangle {
                    objectName: "moveFocusRing"
                    radius: target.ringRadius
                    color: "transparent"
                    border.width: 3
                    border.color: Theme.indigo
                    Rectangle {
                        anchors.fill: parent
                        anchors.margins: -3
                        radius: parent.radius + 3
                        color: "transparent"
                        border.width: 2
                        border.color: Theme.paperLight
                        opacity: 0.9
                    }
                }
            }
            // A place a lesson's step rings (LessonRing's ring and margin), above the rest.
            Loader {
                anchors.fill: parent
                anchors.margins: -6
                active: target.placeRinged
                sourceComponent: GoldRing {
                    objectName: "lessonPlaceRing"
                    ringRadius: target.placeRingRound ? Math.min(width, height) / 2 : 10
                }
            }
        }
    }
}
