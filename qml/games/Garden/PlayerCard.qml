// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts
import Kotatsu

// One player: name, side and goal, whether it is their turn, and their three figures with
// the beads they carry (or, during the set-up, the bead pairs still to place). A screen
// reader reads the same: side, goal, turn, the figures and how many beads of each colour. In
// colour-blind-safe mode the seat's shape stands before the name.
Rectangle {
    id: card
    required property var table
    property int seat: 0
    property bool compact: false

    readonly property var side: table.sides[seat] || null
    readonly property var sideObs: (table.obs.sides || [])[seat] || null
    readonly property bool current: table.session.currentPlayer === seat && !table.session.over
    readonly property bool winner: table.session.over && (table.session.outcome.winners || []).indexOf(seat) >= 0
    readonly property var pairs: sideObs && Array.isArray(sideObs.pairs_to_place) ? sideObs.pairs_to_place : []
    readonly property var myFigures: table.figures.filter(f => f.side === seat)

    // "Kokeshi 1 on c3, beads …; …", and the beads carried by colour.
    readonly property string spokenState: {
        const t = table
        const parts = []
        if (side)
            //: Screen reader, player card: %1 the side (Kokeshi), %2 the pagoda it must reach
            parts.push(Theme.fill(qsTr("%1, goal: %2"), [t.sideName(seat), t.regionLabel(side.goal)]))
        if (winner)
            //: Screen reader, player card: this player won
            parts.push(qsTr("winner"))
        else if (current)
            //: Screen reader, player card: it is this player's turn
            parts.push(qsTr("to move"))
        const placed = myFigures.filter(f => f.region)
        //: Screen reader, player card: %n figures of the player on the board
        parts.push(qsTr("%n figure(s) on the board", "", placed.length))
        const counts = {}
        let total = 0
        for (const f of myFigures)
            for (const b of (f.beads || [])) {
                counts[b] = (counts[b] || 0) + 1
                ++total
            }
        const byColour = Object.keys(counts).map(c => t.colourName(c) + " " + counts[c])
        //: Screen reader, player card: %n beads on the player's figures, then the count of each colour after the colon
        parts.push(qsTr("%n bead(s) carried", "", total) + (byColour.length > 0 ? ": " + t.listText(byColour) : ""))
        for (const f of placed)
            parts.push(t.figureDescription(f.id))
        if (pairs.length > 0)
            //: Screen reader, player card during the set-up: %1 the colours of the bead pairs not yet placed
            parts.push(qsTr("pairs to place: %1").arg(t.listText(pairs.map(c => t.colourName(c)))))
        return parts.join(". ")
    }
    Accessible.role: Accessible.Pane
    Accessible.name: table.seatName(seat)
    Accessible.description: spokenState

    implicitHeight: column.implicitHeight + 20
    radius: Theme.radius
    color: current ? Qt.rgba(1, 1, 1, 0.62) : Qt.rgba(1, 1, 1, 0.38)
    border.color: current ? Theme.vermilion : Theme.line
    border.width: current ? 2 : 1

    Rectangle {
        x: 0
        y: card.radius
        width: 5
        height: parent.height - 2 * card.radius
        color: card.table.seatColour(card.seat)
    }

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 10
        anchors.leftMargin: 16
        spacing: 4

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            // (Made while it shows: its symbols are in a fallback font, a Japanese one here.)
            Loader {
                objectName: "seatShape"
                readonly property string text: item ? item.text : ""
                active: Theme.colourBlind
                visible: active
                sourceComponent: Text {
                    text: Theme.seatShapes[card.seat % Theme.seatShapes.length]
                    font.pixelSize: 17
                    color: card.table.seatColour(card.seat)
                }
            }
            Text {
                Layout.fillWidth: true
                text: card.table.seatName(card.seat)
                font.family: Theme.titleFont
                font.pixelSize: 17
                font.bold: true
                color: Theme.ink
                elide: Text.ElideRight
            }
            // The state badge, a pill drawn as two discs and the band between them, overlapping.
            // (Not one Rectangle with a radius: Qt's software renderer paints that as corner
            // pictures and a band, each rounded to whole pixels on its own, and under the
            // table's zoom (120 % at 1920×1080) a 1-px column of the card showed between them
            // where a corner's edge fell on a fraction of a pixel: French "Vainqueur".)
            Item {
                id: badge
                objectName: "stateBadge"
                visible: card.current || card.winner
                Layout.preferredHeight: 22
                Layout.preferredWidth: Math.min(stateText.implicitWidth + 16, card.width * 0.5)
                readonly property color colour: card.winner ? Theme.gold : Theme.vermilion
                Repeater {
                    model: 2
                    Rectangle {
                        required property int index
                        x: index === 0 ? 0 : badge.width - width
                        width: badge.height
                        height: badge.height
                        radius: height / 2
                        color: badge.colour
                    }
                }
                Rectangle {
                    x: badge.height / 2
                    width: Math.max(0, badge.width - badge.height)
                    height: badge.height
                    color: badge.colour
                }
                Text {
                    id: stateText
                    anchors.centerIn: parent
                    width: parent.width - 12
                    horizontalAlignment: Text.AlignHCenter
                    elide: Text.ElideRight
                    text: card.winner
                          //: Player card: this player won
                          ? qsTr("Winner")
                          : card.table.session.aiThinking
                            //: Player card: the computer is choosing its move
                            ? qsTr("Thinking…")
                            //: Player card: it is this player's turn
                            : qsTr("To move")
                    color: Theme.paperLight
                    font.pixelSize: 12
                    font.bold: true
                }
            }
        }
        Text {
            Layout.fillWidth: true
            visible: card.side !== null
            readonly property string goal: card.side ? card.table.regionLabel(card.side.goal) : ""
            text: card.table.seatName(card.seat) === card.table.sideName(card.seat)
                  //: Player card: the pagoda the side must reach
                  ? qsTr("Goal: %1").arg(goal)
                  //: Player card: %1 the side (Kokeshi, Samurai), %2 the pagoda the side must reach
                  : qsTr("%1 · goal: %2").arg(card.table.sideName(card.seat)).arg(goal)
            font.pixelSize: 13
            color: Theme.inkSoft
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }

        // The figures and their beads (the board shows them too; a compact card leaves them
        // out). Every figure stands on the same ground line, tall stacks reach upwards.
        Row {
            id: figureRow
            visible: !card.compact
            Layout.topMargin: 2
            spacing: 8
            readonly property real cell: 58
            readonly property real headroom: {
                let most = 0
                for (const f of card.myFigures)
                    most = Math.max(most, (f.beads || []).length)
                const bead = Theme.colourBlind ? Math.max(Theme.japanese ? 21 : 16, Math.min(30, cell * 0.27))
                                               : Math.max(12, Math.min(26, cell * 0.21))
                const pitch = most > 3 ? bead * 0.62 : bead * 0.82
                return Math.max(0, (most - 2) * pitch)
            }
            Repeater {
                model: card.myFigures
                Item {
                    required property var modelData
                    width: figureRow.cell
                    height: figureRow.cell + figureRow.headroom
                    Figure {
                        y: figureRow.headroom
                        cell: figureRow.cell
                        samurai: card.table.isSamurai(card.seat)
                        colour: card.table.seatColour(card.seat)
                        number: card.table.figureNumber(parent.modelData.id)
                        beads: parent.modelData.beads || []
                        colours: card.table.colourInfo
                        opacity: parent.modelData.region ? 1 : 0.35
                        enabled: false
                    }
                }
            }
            Item {
                width: 4
                height: 1
            }
            PairsToPlace {
                anchors.verticalCenter: parent.verticalCenter
                pairs: card.pairs
                colourInfo: card.table.colourInfo
            }
        }
        PairsToPlace {
            visible: card.compact && card.pairs.length > 0
            pairs: card.pairs
            colourInfo: card.table.colourInfo
        }
    }

    // The bead pairs still to place.
    component PairsToPlace: Column {
        id: pairsColumn
        property var pairs: []
        property var colourInfo: ({})
        visible: pairs.length > 0
        spacing: 3
        Text {
            //: Player card during the set-up: the bead pairs not yet on a figure
            text: qsTr("To place:")
            font.pixelSize: 11
            color: Theme.inkSoft
        }
        Row {
            spacing: 6
            Repeater {
                model: pairsColumn.pairs
                Row {
                    id: pair
                    required property var modelData
                    spacing: -4
                    Bead { size: Theme.colourBlind ? 20 : 15; info: pairsColumn.colourInfo[pair.modelData] || null }
                    Bead { size: Theme.colourBlind ? 20 : 15; info: pairsColumn.colourInfo[pair.modelData] || null }
                }
            }
        }
    }
}
