// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// A place of the table a lesson's step rings though no move of the step is played there
// (docs/lessons.md, kotatsu::ringedPlaces): where the expected move's effects land (the space
// Tokaido Duo's pilgrim will stop on), a piece no move names (Shikoku's frozen card), a named
// place (a pile). Put one inside the place's item; the table says whether it is ringed:
//
//     LessonRing { shown: table.lessonRingsPlace({card: value}) }
//
// It draws the same gold ring as a hinted move's piece (GoldRing), made only while shown.
Loader {
    id: ring
    property bool shown: false
    // How far the ring stands out of the place, and its corners (a round place: half its size).
    property real ringMargin: 4
    property real ringRadius: 8
    property bool round: false
    anchors.fill: parent
    anchors.margins: -ringMargin - 2
    z: 99
    active: shown
    sourceComponent: GoldRing {
        objectName: "lessonPlaceRing"
        ringRadius: ring.round ? Math.min(width, height) / 2 : ring.ringRadius + 2
    }
}
