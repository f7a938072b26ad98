// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge

// The Pebbles table: the pile, and one button per legal take. Everything is drawn from the
// session's observation; a click plays the legal move that takes that many pebbles.
GameTable {
    id: table
    moveSounds: ({ take: "bead" })

    readonly property var obs: session.observation
    readonly property int pile: obs.pile !== undefined ? obs.pile : 0

    statusText: {
        if (!session.active)
            return ""
        if (session.over)
            //: Pebbles, status line when the pile is empty
            return qsTr("The pile is empty")
        const name = seatName(session.currentPlayer)
        if (session.handoverPending || !myTurn)
            //: Status line; %1 is a player's name
            return Theme.sentence(qsTr("Waiting for %1"), [name])
        //: Pebbles, status line: your turn; %1 is your name
        return Theme.sentence(qsTr("%1, take one pebble or more"), [name])
    }
    //: Pebbles, move log; %1 is a player's name, %n the pebbles taken
    function describeMove(seat, move) {
        return Theme.sentence(qsTr("%1 takes %n pebble(s)", "", move.count), [seatName(seat)])
    }
    endTitle: {
        const outcome = session.outcome
        if (!outcome.winners || outcome.winners.length === 0)
            return ""
        //: End screen title; %1 is a player's name
        return Theme.sentence(qsTr("%1 wins"), [seatName(outcome.winners[0])])
    }
    //: Pebbles, end screen: why the game ended
    endDetails: session.over ? qsTr("The last pebble has been taken.") : ""

    Column {
        anchors.centerIn: parent
        spacing: 24

        Text {
            objectName: "pileCount"
            anchors.horizontalCenter: parent.horizontalCenter
            //: Pebbles: the pebbles left on the table
            text: qsTr("%n pebble(s) left", "", table.pile)
            font.pixelSize: 28
            color: Theme.ink
        }
        Flow {
            width: Math.min(table.width * 0.8, 600)
            spacing: 8
            Repeater {
                model: table.pile
                Rectangle { width: 28; height: 28; radius: 14; color: Theme.inkFaint }
            }
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: 16
            Repeater {
                model: table.movesWhere({ kind: "take" })
                Rectangle {
                    id: button
                    required property var modelData
                    objectName: "take_" + modelData.count
                    width: 120; height: 56; radius: 8
                    color: Theme.paper
                    border.color: Theme.ink
                    Text {
                        anchors.centerIn: parent
                        //: Pebbles: a button that takes this many pebbles
                        text: qsTr("Take %n", "", button.modelData.count)
                        color: Theme.ink
                        font.pixelSize: 20
                    }
                    MouseArea {
                        anchors.fill: parent
                        enabled: table.myTurn
                        onClicked: table.choose(button.modelData)
                    }
                    MoveTarget {
                        active: table.myTurn
                        //: Pebbles: what the button does, for keys and screen readers
                        name: qsTr("Take %n pebble(s)", "", button.modelData.count)
                        hinted: table.isHinted(button.modelData)
                        onActivated: table.choose(button.modelData)
                    }
                }
            }
        }
    }
}
