// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// The centre pile: this round's cards fanned from left to right, the top card in front and
// unturned, so its colour and its value (declared, for a Sun) are plain to see. While it is
// empty it shows a hint instead.
Item {
    id: centre
    property var entries: []      // observation.centre: [{card, value, pile, player}]
    property var table: null      // HyanoTable: cardInfo(), seatColour(), playedName()
    property int potCount: 0      // cards waiting from failed prophecies (a variant)
    property string hint: ""      // shown on the empty pile
    property real cardWidth: 86
    readonly property real cardHeight: cardWidth * 1.4
    readonly property int maxShown: 6
    readonly property var shown: entries.length > maxShown ? entries.slice(entries.length - maxShown) : entries
    readonly property real step: cardWidth * 0.38
    readonly property var topEntry: entries.length > 0 ? entries[entries.length - 1] : null
    // While a card travels here (HyanoMotion), the top card is drawn by the traveller: the
    // pile's own top card waits unseen, then lands with `topScale` (a Sun's declared value
    // shows as it lands).
    property bool arriving: false
    property real topScale: 1
    // While the last round's cards still lie here on their way out (HyanoMotion), the empty
    // pile's hint waits: it shows once they are gone, never under them.
    property bool clearing: false
    // An item over the moving cards, in which the caption is drawn (HyanoTable): a card on
    // its way to the centre passes under the caption, which stays read. Unset, the caption
    // is drawn here.
    property Item captionLayer: null

    // Where the card at `index` of `count` shown cards lies, in this item's coordinates (the
    // moving cards fly to and from these places).
    function slotX(index, count) {
        return (width - (cardWidth + (count - 1) * step)) / 2 + index * step
    }
    function slotY(index, count) {
        return 12 + (index === count - 1 ? 0 : 4)
    }
    function slotRotation(index, count) {
        return index === count - 1 ? 0 : (index % 2 === 0 ? -5 : 4)
    }

    Accessible.role: Accessible.Grouping
    //: Screen reader: the centre pile
    Accessible.name: qsTr("Centre pile")
    Accessible.description: {
        if (!table || entries.length === 0)
            return hint
        const top = entries[entries.length - 1]
        const parts = []
        //: Screen reader, the centre pile; %n is the number of cards in it
        parts.push(qsTr("%n card(s) in the centre", "", entries.length))
        //: Under the centre pile; %1 is a card ("Blue 7", "Red Sun, declared 6")
        parts.push(qsTr("Top: %1").arg(table.playedName(top.card, top.value)))
        if (potCount > 0)
            //: Growing-pot variant: %n cards waiting in the middle from failed prophecies
            parts.push(qsTr("%n card(s) waiting from failed prophecies", "", potCount))
        return parts.join(". ")
    }

    implicitWidth: cardWidth + (maxShown - 1) * step + 20
    implicitHeight: cardHeight + 46

    // The place of the pile, with a hint while it is empty.
    Rectangle {
        id: place
        anchors.horizontalCenter: parent.horizontalCenter
        y: 4
        width: Math.max(centre.cardWidth + 24, centre.width - 10)
        height: centre.cardHeight + 16
        radius: 14
        color: Qt.rgba(1, 1, 1, 0.3)
        border.color: Theme.line
        border.width: 1.5
        visible: centre.entries.length === 0 && !centre.clearing
        Text {
            anchors.fill: parent
            anchors.margins: 14
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.Wrap
            text: centre.hint
            font.family: Theme.titleFont
            font.pixelSize: 15
            lineHeight: 1.1
            color: Theme.ink
            fontSizeMode: Text.Fit
            minimumPixelSize: 10
        }
    }

    Repeater {
        model: centre.shown
        HyanoCard {
            required property var modelData
            required property int index
            readonly property int fromTop: centre.shown.length - 1 - index
            objectName: "centreCard_" + index
            width: centre.cardWidth
            height: centre.cardHeight
            x: centre.slotX(index, centre.shown.length)
            y: centre.slotY(index, centre.shown.length)
            z: index
            rotation: centre.slotRotation(index, centre.shown.length)
            opacity: fromTop === 0 && centre.arriving ? 0 : 1
            scale: fromTop === 0 ? centre.topScale : 1
            info: centre.table ? centre.table.cardInfo(modelData.card) : null
            declared: info && info.sun ? modelData.value : 0
            playerColour: centre.table ? centre.table.seatColour(modelData.player) : "transparent"
            playerShape: centre.table ? centre.table.seatShape(modelData.player) : ""
            tip: centre.table ? centre.table.playedName(modelData.card, modelData.value) : ""
        }
    }

    // The caption: how many cards, and the top card in words. On a small table it may reach
    // the symbols around the centre, and cards fly under it to the pile: a paper backing
    // keeps it readable over them. It lies over the pile's place, in the caption layer when
    // there is one (in this item's coordinates otherwise).
    Item {
        id: captionBox
        objectName: "centreCaption"
        parent: centre.captionLayer ? centre.captionLayer : centre
        // The pile's place in the layer (read again when the pile or the ring moves).
        readonly property point at: {
            void [centre.x, centre.y, centre.width, centre.height,
                  centre.parent ? centre.parent.width + centre.parent.height : 0]
            return parent === centre ? Qt.point(0, 0) : centre.mapToItem(parent, 0, 0)
        }
        x: at.x
        y: at.y
        width: centre.width
        height: centre.height
        visible: centre.visible

        Rectangle {
            anchors.centerIn: caption
            width: Math.max(topLine.visible ? topLine.contentWidth : 0, countLine.visible ? countLine.contentWidth : 0) + 12
            height: caption.height + 4
            visible: width > 12
            radius: 4
            color: Theme.paper
            opacity: 0.9
        }
        Column {
            id: caption
            anchors.horizontalCenter: parent.horizontalCenter
            y: centre.cardHeight + 22
            width: centre.width + 40
            spacing: 0
            Text {
                id: topLine
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                visible: centre.topEntry !== null
                elide: Text.ElideRight
                text: centre.topEntry && centre.table
                      //: Under the centre pile; %1 is a card ("Blue 7", "Red Sun, declared 6")
                      ? qsTr("Top: %1").arg(centre.table.playedName(centre.topEntry.card, centre.topEntry.value)) : ""
                font.pixelSize: 13
                font.bold: true
                color: Theme.ink
            }
            Text {
                id: countLine
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                visible: centre.entries.length > 0 || centre.potCount > 0
                elide: Text.ElideRight
                text: {
                    const parts = []
                    if (centre.entries.length > 0)
                        //: Size of the centre pile; %n is a number of cards
                        parts.push(qsTr("%n card(s) in the centre", "", centre.entries.length))
                    if (centre.potCount > 0)
                        //: Growing-pot variant: %n cards waiting in the middle from failed prophecies
                        parts.push(qsTr("%n card(s) waiting from failed prophecies", "", centre.potCount))
                    return Theme.joinParts(parts)
                }
                font.pixelSize: 12
                color: Theme.inkSoft
            }
        }
    }
}
