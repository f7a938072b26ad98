// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge
import "GardenDrawings.js" as GardenDrawings

// A base: a paved court with a three-storey pagoda in the base's colour and its name.
// `target` lights it up when a figure may enter it with the move being chosen. In
// colour-blind-safe mode its owner's seat shape stands beside the name.
Item {
    id: pagoda
    property color colour: Theme.vermilion
    property string name: ""
    property bool target: false
    property bool hovered: false
    // The owner's seat shape (Theme.seatShapes), shown in colour-blind-safe mode.
    property string shape: ""

    // The paved court.
    Rectangle {
        anchors.fill: parent
        anchors.margins: 2
        radius: 6
        color: "#ddd4c1"
        border.color: Qt.darker(pagoda.colour, 1.2)
        border.width: 2
        Rectangle {
            anchors.fill: parent
            anchors.margins: 5
            radius: 4
            color: "transparent"
            border.color: Qt.rgba(pagoda.colour.r, pagoda.colour.g, pagoda.colour.b, 0.35)
            border.width: 1
        }
    }

    // The pagoda on its plinth (GardenDrawings: painted once per colour and size).
    Image {
        anchors.fill: parent
        anchors.margins: parent.width * 0.08
        anchors.bottomMargin: parent.height * 0.16
        sourceSize: Qt.size(Math.ceil(width), Math.ceil(height))
        source: width >= 2 && height >= 2 && InkPictures.ready
                ? InkPictures.source(Qt.size(width, height), [], GardenDrawings.pagoda(pagoda.colour, width, height))
                : ""
    }

    Text {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: parent.height * 0.035
        width: parent.width - 12
        horizontalAlignment: Text.AlignHCenter
        text: Theme.colourBlind && pagoda.shape !== "" ? pagoda.shape + " " + pagoda.name : pagoda.name
        elide: Text.ElideRight
        font.family: Theme.titleFont
        font.pixelSize: Math.max(11, Math.min(15, parent.height * 0.075))
        font.bold: true
        color: Qt.darker(pagoda.colour, 1.3)
    }

    // Lit when a figure may enter.
    Rectangle {
        visible: pagoda.target
        anchors.fill: parent
        radius: 8
        color: pagoda.hovered ? Qt.rgba(0.72, 0.54, 0.23, 0.35) : Qt.rgba(0.72, 0.54, 0.23, 0.18)
        border.color: Theme.gold
        border.width: 5
        SequentialAnimation on border.width {
            running: pagoda.target && Theme.motionOn
            loops: Animation.Infinite
            NumberAnimation { from: 4; to: 7; duration: 700 }
            NumberAnimation { from: 7; to: 4; duration: 700 }
        }
    }
}
