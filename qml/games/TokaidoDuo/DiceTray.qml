// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts
import Kotatsu

// The round's draft: the three dice with their character and value, which are taken and by
// whom, the first player of the round; a die is clicked (or chosen with Tab and Enter) when
// it is your pick. On a small table it also shows the wave tiles and the hot spring.
Rectangle {
    id: tray
    required property var table
    readonly property var obs: table.obs
    readonly property bool picking: table.myTurn && table.decision === "pick"
    readonly property real dieSize: table.roomy ? 52 : 36

    implicitHeight: column.implicitHeight + 14
    radius: Theme.radius
    color: Qt.rgba(1, 1, 1, 0.5)
    border.color: picking ? Theme.vermilion : Theme.line
    border.width: picking ? 1.5 : 1

    // The die of a character in the tray, and the hot spring token's spot (for the pieces
    // that travel between the tray and the players: TokenFlights).
    function dieItem(character) {
        for (let i = 0; i < diceRepeater.count; ++i) {
            const d = diceRepeater.itemAt(i)
            if (d && d.modelData.character === character)
                return d
        }
        return null
    }
    function waveItem(character) {
        for (let i = 0; i < waveRepeater.count; ++i) {
            const w = waveRepeater.itemAt(i)
            if (w && w.character === character)
                return w
        }
        return null
    }
    readonly property alias springItem: springToken
    function dieText(d) {
        const c = table.words.characterName(d.character)
        return d.taken_by !== undefined && d.taken_by >= 0
               //: Accessible name of a die taken in the draft; %1 character, %2 value, %3 the player who took it
               ? Theme.fill(qsTr("%1 die: %2, taken by %3"), [c, d.value, table.seatName(d.taken_by)])
               //: Accessible name of a die; %1 character, %2 value
               : qsTr("%1 die: %2").arg(c).arg(d.value)
    }
    // Read out as a whole: the round, who picks first, every die and who took it.
    Accessible.role: Accessible.Grouping
    //: Accessible name of the dice tray (the round's three dice)
    Accessible.name: qsTr("Dice tray")
    Accessible.description: table.words.sentences([roundText.text].concat(table.dice.map(dieText)))


    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 7
        spacing: 5

        Text {
            id: roundText
            readonly property string firstName: tray.table.seatName(tray.obs.first_player || 0)
            Layout.fillWidth: true
            text: tray.obs.round !== undefined
                  //: Dice tray heading; %1 the round, %2 the player who picks first this round
                  ? Theme.keepWhole(Theme.fill(qsTr("Round %1 · %2 picks first"), [tray.obs.round, roundText.firstName]), [roundText.firstName])
                  : ""
            font.pixelSize: 12
            color: Theme.inkSoft
            // Two lines rather than a cut name on a small window ("Manche 29 · Ordinateur 2…"),
            // broken between words, not inside the name (ja 「コンピュー / ター2」).
            wrapMode: Text.WordWrap
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            ColumnLayout {
                spacing: 4
                // A Row, not a RowLayout: Qt 6.4's layouts can crash when a Repeater's items are
                // replaced while they are arranged, and the dice are replaced every round.
                Row {
                    spacing: 6
                    Repeater {
                        id: diceRepeater
                        // (A count: the dice stay the same items from one observation to the
                        // next, so that a new roll can tumble.)
                        model: tray.table.dice.length
                        TableTarget {
                                id: die
                                required property int index
                                readonly property var modelData: tray.table.dice[index] || ({ character: "", value: 0 })
                                readonly property int takenBy: modelData.taken_by !== undefined ? modelData.taken_by : -1
                                readonly property bool offered: tray.table.offer.dieMoves[modelData.character] !== undefined
                                readonly property bool resolving: !!tray.obs.resolving && tray.obs.resolving.character === modelData.character
                                objectName: "die_" + modelData.character
                                active: offered
                                hinted: tray.table.hintedWhere({kind: "pick", character: modelData.character})
                                round: false
                                name: offered ? tray.table.words.dieActionName(modelData.character, modelData.value)
                                              : tray.dieText(modelData)
                                description: offered ? tray.dieText(modelData) : ""
                                width: tray.dieSize
                                height: tray.dieSize
                                onActivated: tray.table.offer.clickDie(modelData.character)
                                Rectangle {
                                    id: face
                                    anchors.fill: parent
                                    radius: 8
                                    color: tray.table.dieColour(die.modelData.character)
                                    opacity: die.takenBy >= 0 && !die.resolving ? 0.38 : 1
                                    border.color: die.offered ? Theme.vermilion : Qt.darker(color, 1.4)
                                    border.width: die.offered ? (die.hovered ? 3.5 : 2.5) : 1.5
                                    scale: die.offered && (die.hovered || die.focused) ? 1.08 : 1
                                    Behavior on scale { NumberAnimation { duration: Theme.motion(90) } }
                                    // A new round: the dice are rolled (a quick tumble).
                                    readonly property int round: tray.obs.round || 0
                                    property bool shown: false
                                    Component.onCompleted: shown = true
                                    onRoundChanged: if (shown && Theme.motionOn) roll.restart()
                                    RotationAnimation on rotation {
                                        id: roll
                                        running: false
                                        from: -200
                                        to: 0
                                        duration: Theme.motion(380)
                                        easing.type: Easing.OutBack
                                    }
                                    Glyph {
                                        x: 4
                                        y: 4
                                        width: 15
                                        height: 15
                                        kind: die.modelData.character
                                        inverted: true
                                    }
                                    Text {
                                        anchors.right: parent.right
                                        anchors.bottom: parent.bottom
                                        anchors.rightMargin: 6
                                        anchors.bottomMargin: 1
                                        text: die.modelData.value
                                        color: Theme.paperLight
                                        font.family: Theme.titleFont
                                        font.pixelSize: tray.dieSize * 0.56
                                        font.bold: true
                                    }
                                }
                                // Who took it (in colour-blind-safe mode also by the seat's shape).
                                Rectangle {
                                    visible: die.takenBy >= 0
                                    width: 16
                                    height: 16
                                    radius: 8
                                    x: parent.width - 11
                                    y: -5
                                    color: tray.table.seatColour(die.takenBy)
                                    border.color: Theme.paperLight
                                    border.width: 2
                                    Loader {
                                        objectName: "dieSeatMark_" + die.modelData.character
                                        readonly property string text: item ? item.text : ""
                                        active: Theme.colourBlind
                                        visible: active
                                        anchors.centerIn: parent
                                        sourceComponent: Text {
                                            text: tray.table.seatShape(die.takenBy)
                                            font.pixelSize: 9
                                            color: Theme.paperLight
                                        }
                                    }
                                }
                            }
                        }
                }
                // The hot spring token (when the table has no wave panel).
                RowLayout {
                    visible: !tray.table.roomy
                    spacing: 4
                    SpringToken {
                        id: springToken
                        objectName: "springToken"
                        table: tray.table
                        size: 20
                        holder: tray.table.springHolder
                        holderColour: tray.table.seatColour(tray.table.springHolder)
                    }
                    Text {
                        Layout.maximumWidth: 3 * tray.dieSize
                        text: tray.table.springHolder >= 0 ? tray.table.seatName(tray.table.springHolder)
                                                           //: The hot spring token is on the board (short)
                                                           : qsTr("On the board")
                        font.pixelSize: 11
                        color: Theme.inkSoft
                        elide: Text.ElideRight
                    }
                }
            }
            // The wave tiles (names; what they do on hover and in the move panel), when the
            // table has no panel for them.
            Column {
                id: chips
                visible: !tray.table.roomy
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                spacing: 3
                Repeater {
                    id: waveRepeater
                    model: tray.table.roomy ? [] : tray.table.waveTiles
                    WaveChip {
                        required property var modelData
                        table: tray.table
                        tile: modelData
                        showHolder: false
                        width: chips.width
                    }
                }
            }
            Item {
                visible: tray.table.roomy
                Layout.fillWidth: true
            }
        }
    }
}
