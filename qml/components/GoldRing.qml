// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// The gold ring around what to look at: the hinted move's pieces (MoveTarget) and the places a
// lesson's step rings (LessonRing). It pulses while motion is on. Fill the ring's own area (the
// piece and a margin around it) with it.
Rectangle {
    property real ringRadius: 10
    radius: ringRadius
    color: "transparent"
    border.width: 4
    border.color: Theme.gold
    SequentialAnimation on opacity {
        running: Theme.motionOn
        loops: Animation.Infinite
        alwaysRunToEnd: true
        NumberAnimation { from: 1; to: 0.45; duration: 700; easing.type: Easing.InOutSine }
        NumberAnimation { from: 0.45; to: 1; duration: 700; easing.type: Easing.InOutSine }
    }
}
