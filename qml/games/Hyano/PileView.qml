// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// One pile of the ring: its red symbol disc (towards the centre), its face-up card on top of
// the face-down stack, and how many cards are still face down. The item is the card's box;
// the disc and the labels are placed around it.
Item {
    id: pile
    property var symbol: null      // {id, emblem, name} from the definition
    property var pileState: null   // {symbol, face_up, face_down} from the observation
    property var cardInfo: null    // HyanoTable.cardInfo() of the face-up card
    property real inwardX: 0       // unit vector from the card towards the centre
    property real inwardY: 1
    property real discDistance: 100
    property int discSize: 52
    property bool clickable: false // the person at the screen may act on this pile
    property color accent: Theme.vermilion
    property bool dimmed: false
    // The hint the person asked for plays this pile (a gold ring).
    property bool hinted: false
    property bool predicted: false // the sage's own prediction (never set for anybody else)
    property bool revealed: false  // the prediction disc turned over at the end of a round
    property string cardTip: ""
    // Keyboard and screen readers (MoveTarget): what a key does here and what the pile shows.
    // In the prophecy the red disc is the piece to choose; afterwards, the card.
    property bool discTarget: false   // the move on this pile is made on its disc
    property string moveName: ""      // "Play the blue 7 from the Moon"
    property string description: ""   // "Moon pile: blue 7 face up, 8 cards face down"
    signal activated()

    // A card turned face up (after a round, or during one in a variant): the back shows for
    // `delay` ms, then the card turns over on its edge.
    function turnUp(delay) {
        if (!Theme.motionOn)
            return
        turning.stop()
        showBack = true
        turnPause.duration = delay
        turning.start()
    }
    function finishTurning() {
        if (turning.running)
            turning.complete()
    }
    property bool showBack: false
    SequentialAnimation {
        id: turning
        PauseAnimation { id: turnPause; duration: 0 }
        NumberAnimation { target: turnScale; property: "xScale"; from: 1; to: 0; duration: Theme.motion(130); easing.type: Easing.InQuad }
        PropertyAction { target: pile; property: "showBack"; value: false }
        NumberAnimation { target: turnScale; property: "xScale"; from: 0; to: 1; duration: Theme.motion(170); easing.type: Easing.OutQuad }
        onStopped: {
            pile.showBack = false
            turnScale.xScale = 1
        }
    }

    readonly property string symbolId: symbol ? symbol.id : ""
    readonly property bool hasFaceUp: pileState !== null && pileState.face_up !== null && pileState.face_up !== undefined
    readonly property int faceDown: pileState ? pileState.face_down : 0
    readonly property bool usedUp: !hasFaceUp && faceDown === 0
    readonly property real unit: width / 80

    objectName: "pile_" + symbolId
    implicitWidth: 80
    implicitHeight: 112
    // The pile by its symbol's name; what it shows is its card's (or disc's) MoveTarget's.
    Accessible.role: Accessible.Grouping
    Accessible.name: symbol ? Theme.t(symbol.name) : ""

    // The face-down stack, peeking out behind the top card.
    Repeater {
        model: Math.min(pile.faceDown, 4)
        Rectangle {
            required property int index
            readonly property int depth: Math.min(pile.faceDown, 4) - index
            x: -depth * 2.5 * pile.unit
            y: -depth * 2.5 * pile.unit
            width: pile.width
            height: pile.height
            radius: 7 * pile.unit
            color: "#6b3a22"
            border.color: Qt.darker("#6b3a22", 1.4)
            border.width: 1
        }
    }

    // Nothing left: the place of the pile.
    Rectangle {
        visible: pile.usedUp
        anchors.fill: parent
        radius: 7 * pile.unit
        color: Qt.rgba(1, 1, 1, 0.18)
        border.color: Theme.line
        border.width: 1.5
        Text {
            anchors.fill: parent
            // Room for one long word at the smallest window ("elfogyott"), never broken inside.
            anchors.margins: 2
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.WordWrap
            //: On the place of a pile that has no cards left
            text: qsTr("used up")
            font.pixelSize: Math.max(11, 12 * pile.unit)
            color: Theme.inkFaint
        }
    }

    HyanoCard {
        id: card
        objectName: "card_" + pile.symbolId
        visible: !pile.usedUp
        anchors.fill: parent
        faceDown: !pile.hasFaceUp || pile.showBack
        info: pile.cardInfo
        playable: pile.clickable
        accent: pile.accent
        dimmed: pile.dimmed
        marked: pile.predicted
        tip: pile.cardTip
        onClicked: pile.activated()
        transform: Scale {
            id: turnScale
            origin.x: card.width / 2
            xScale: 1
        }
        MoveTarget {
            objectName: "pileTarget_" + pile.symbolId
            active: pile.clickable && !pile.discTarget
            hinted: pile.hinted
            name: pile.moveName
            // The disc carries the description while the prophecy is made on it.
            description: pile.discTarget ? "" : pile.description
            ringMargin: 6 * pile.unit
            ringRadius: 10 * pile.unit
            onActivated: pile.activated()
        }
    }

    // How many cards are still face down.
    Rectangle {
        visible: pile.faceDown > 0
        x: pile.width - width * 0.6
        y: -height * 0.4
        width: Math.max(height, countText.implicitWidth + 10)
        height: Math.max(19, 22 * pile.unit)
        radius: height / 2
        color: Theme.paperLight
        border.color: "#6b3a22"
        border.width: 1.5
        Text {
            id: countText
            anchors.centerIn: parent
            text: pile.faceDown
            font.pixelSize: Math.max(11, 12 * pile.unit)
            font.bold: true
            color: "#6b3a22"
        }
    }

    // The red symbol disc that names the pile; in the prediction it can be clicked too.
    SymbolDisc {
        id: disc
        objectName: "disc_" + pile.symbolId
        size: pile.discSize
        symbol: pile.symbol
        glowing: pile.clickable
        x: pile.width / 2 + pile.inwardX * pile.discDistance - width / 2
        y: pile.height / 2 + pile.inwardY * pile.discDistance - height / 2
        MouseArea {
            anchors.fill: parent
            enabled: pile.clickable
            cursorShape: Qt.PointingHandCursor
            onClicked: pile.activated()
        }
        MoveTarget {
            objectName: "discTarget_" + pile.symbolId
            active: pile.clickable && pile.discTarget
            hinted: pile.hinted
            name: pile.moveName
            description: pile.discTarget ? pile.description : ""
            ringMargin: 9
            ringRadius: width / 2 + 9
            onActivated: pile.activated()
        }
        // The sage's own prediction: the yellow disc lies face up beside the red one.
        SymbolDisc {
            visible: pile.predicted || pile.revealed
            yellow: true
            size: pile.discSize * 0.62
            symbol: pile.symbol
            // Beside the red disc, along the ring, clear of the card and its count.
            x: parent.width / 2 - pile.inwardY * parent.width * 0.78 - width / 2
            y: parent.height / 2 + pile.inwardX * parent.height * 0.78 - height / 2
        }
    }

    // The symbol's name, on the side away from the disc.
    Text {
        id: nameLabel
        anchors.horizontalCenter: parent.horizontalCenter
        y: pile.inwardY > 0.3 ? -height - 10 * pile.unit : pile.height + 4 * pile.unit
        width: pile.width + 40
        horizontalAlignment: Text.AlignHCenter
        elide: Text.ElideRight
        text: pile.symbol ? Theme.t(pile.symbol.name) : ""
        font.family: Theme.titleFont
        // Readable on a small window, where the cards are at their smallest.
        font.pixelSize: Math.max(13, 14 * pile.unit)
        color: pile.predicted ? Theme.gold : Theme.inkSoft
        font.bold: pile.predicted
    }
}
