// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// The Automa's place at the table, instead of three character boards: its name and level,
// its reasoning for its latest die choice, and its three rank tracks (pilgrim, merchant,
// artist), one cell per rank showing the points it is worth, the current rank marked; the
// merchant's track says whether it carries a load. Its score is the value of its ranks.
Rectangle {
    id: card
    required property var table
    property int seat: 1

    readonly property var automa: table.automa
    readonly property var p: table.players[seat] || null
    readonly property var score: p && p.score ? p.score : ({})
    readonly property bool winner: table.session.over && (table.session.outcome.winners || []).indexOf(seat) >= 0
    readonly property color colour: table.seatColour(seat)
    readonly property var level: {
        const levels = table.def.automa && table.def.automa.levels ? table.def.automa.levels : []
        return levels.find(l => automa && l.level === automa.level) || null
    }
    readonly property var tracks: automa && automa.tracks ? automa.tracks : ({})
    readonly property var ranks: automa && automa.ranks ? automa.ranks : ({})
    readonly property int longest: Math.max(1, ...table.characters.map(c => (tracks[c] || []).length))
    readonly property int merchantLength: Math.max(1, (tracks.merchant || []).length)
    readonly property bool holdsWave: table.waveTiles.some(w => w.holder === seat)
    readonly property bool loaded: automa ? automa.loaded === true : false
    readonly property int loadFontSize: cell >= 20 ? 12 : 11
    // The size of a rank cell, from the room the card gets: each track row (its symbol, one
    // cell per rank, a wave tile it holds, its points; the merchant's also its load) fits
    // the card's width, and the three rows leave the reasoning most of its height.
    readonly property real rowWidth: width - 17
    readonly property real cell: {
        const w = holdsWave ? 1 : 0
        const byLongest = (rowWidth - 31 - 2 * longest - 3 * w) / (longest + 1 + 0.9 * w)
        const byMerchant = (rowWidth - 53 - loadMetrics.advanceWidth - 3 * w
                            - 2 * (merchantLength - 6)) / (merchantLength + 2 + 0.9 * w)
        return Math.floor(Math.max(14, Math.min(table.roomy ? 32 : 26, byLongest, byMerchant, (height - 60) / 6.5)))
    }
    TextMetrics {
        id: loadMetrics
        font.family: Theme.bodyFont
        font.pixelSize: 12
        font.bold: true
        text: card.loadText
    }
    readonly property string loadText: loaded
                                       //: The Automa's merchant track: it carries a load (taken at a mountain town, delivered at a coastal town); keep it short
                                       ? qsTr("Loaded")
                                       //: The Automa's merchant track: it carries no load; keep it short
                                       : qsTr("No load")
    readonly property int fontSize: Math.max(12, Math.min(13, Math.round(cell * 0.55)))

    objectName: "automaBoard"
    radius: Theme.radius
    color: Qt.rgba(1, 1, 1, 0.4)
    border.color: winner ? Theme.gold : Theme.line
    border.width: winner ? 2 : 1
    clip: true

    // Where a character's rank track is, and the hot spring token's place in the heading (for
    // the pieces that travel to the Automa: TokenFlights).
    function spot(character) {
        return character === "pilgrim" ? pilgrimTrack : character === "merchant" ? merchantTrack
             : character === "artist" ? artistTrack : springSpot
    }
    readonly property alias springSpot: springSpot
    Accessible.role: Accessible.Pane
    // Out of sight (no Automa at the table), out of the tree with every piece it holds.
    Accessible.ignored: !visible
    Accessible.name: table.seatName(seat)
    Accessible.description: table.words.sentences([
        //: The Automa's board read out: its total score; %n points
        qsTr("%n point(s)", "", score.total || 0),
        //: The Automa's board read out: its merchant's load
        loadText,
        //: The Automa's board read out: it holds the hot spring token
        table.springHolder === seat ? qsTr("Holds the hot spring token") : ""])

    function waveHeld(character) {
        const w = table.waveOf(character)
        return w && w.holder === seat ? w : null
    }
    function value(character, rank) {
        const v = tracks[character] || []
        return rank > 0 && rank <= v.length ? v[rank - 1] : 0
    }

    Rectangle {
        x: 0
        y: card.radius
        width: 5
        height: parent.height - 2 * card.radius
        color: card.colour
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 6
        anchors.leftMargin: 11
        spacing: 4

        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            // Colour-blind-safe mode: the seat's shape beside its name (● ■).
            Loader {
                objectName: "cardSeatMark_" + card.seat
                readonly property string text: item ? item.text : ""
                active: Theme.colourBlind
                visible: active
                sourceComponent: Text {
                    text: card.table.seatShape(card.seat)
                    font.pixelSize: 15
                    color: card.colour
                }
            }
            Text {
                Layout.fillWidth: true
                // The points keep their width; the name takes the rest (and wraps).
                Layout.preferredWidth: 10
                text: card.level
                      //: The Automa's board heading; %1 its name (Automa), %2 its level's name (Gentle, Steady, Relentless)
                      ? qsTr("%1 · %2").arg(card.table.seatName(card.seat)).arg(Theme.t(card.level.name))
                      : card.table.seatName(card.seat)
                font.family: Theme.titleFont
                font.pixelSize: 15
                font.bold: true
                color: Theme.ink
                // On a narrow card with the Winner badge the level goes to a second line.
                wrapMode: Text.Wrap
            }
            Rectangle {
                visible: card.winner
                Layout.preferredHeight: 20
                Layout.preferredWidth: winText.implicitWidth + 14
                radius: 10
                color: Theme.gold
                Text {
                    id: winText
                    anchors.centerIn: parent
                    //: The Automa's board: it won
                    text: qsTr("Winner")
                    color: Theme.paperLight
                    font.pixelSize: 11
                    font.bold: true
                }
            }
            // Always in the row (Qt 6.4's layouts misplace an item that turns visible);
            // it takes room only while the player holds the token.
            Item {
                id: springSpot
                readonly property bool held: card.table.springHolder === card.seat
                Layout.preferredWidth: held ? 20 : 0
                Layout.preferredHeight: 20
                SpringToken {
                    visible: parent.held
                    size: 20
                    holder: card.seat
                    holderColour: card.colour
                }
            }
            Text {
                objectName: "automaTotal"
                //: The Automa's board: its total score, the value of its three ranks (short); %n points
                text: qsTr("%n pt(s)", "", card.score.total || 0)
                font.family: Theme.titleFont
                font.pixelSize: 16
                font.bold: true
                color: card.colour
            }
        }

        AutomaReasoning {
            table: card.table
            reasoning: card.automa ? card.automa.reasoning : null
            fontSize: card.table.roomy ? 13 : 12
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 40
        }

        RankTrack {
            id: pilgrimTrack
            character: "pilgrim"
        }
        RankTrack {
            id: merchantTrack
            character: "merchant"
            showsLoad: true
        }
        RankTrack {
            id: artistTrack
            character: "artist"
        }
    }

    // One rank track: the character, one cell per rank with the points it is worth (filled
    // up to the current rank, which is ringed), the merchant's load, the track's points.
    component RankTrack: RowLayout {
        id: track
        property string character: ""
        property bool showsLoad: false
        readonly property var values: card.tracks[character] || []
        readonly property int rank: card.ranks[character] || 0
        readonly property var wave: card.waveHeld(character)
        objectName: "rankTrack_" + character
        Layout.fillWidth: true
        spacing: 3
        Accessible.role: Accessible.StaticText
        Accessible.ignored: !visible
        //: The Automa's rank track read out; %1 the character (Pilgrim), %2 its rank, %3 the track's length, %4 the points it is worth
        Accessible.name: qsTr("%1 track: rank %2 of %3, worth %4").arg(card.table.words.characterName(character))
                         .arg(rank).arg(values.length).arg(card.value(character, rank))
        Glyph {
            Layout.preferredWidth: Math.min(22, card.cell + 2)
            Layout.preferredHeight: Layout.preferredWidth
            kind: track.character
            colour: card.colour
        }
        Row {
            spacing: 2
            Repeater {
                model: track.values
                Rectangle {
                    required property int index
                    required property var modelData
                    readonly property bool reached: index < track.rank
                    readonly property bool current: index === track.rank - 1
                    objectName: "rank_" + track.character + "_" + (index + 1)
                    width: card.cell
                    height: card.cell
                    radius: 3
                    color: reached ? Qt.lighter(card.colour, 1.9) : "transparent"
                    border.color: current ? card.colour : reached ? Qt.lighter(card.colour, 1.3) : Theme.line
                    border.width: current ? 2.5 : 1
                    Text {
                        anchors.centerIn: parent
                        text: parent.modelData
                        font.pixelSize: card.fontSize - 1
                        font.bold: parent.reached
                        color: parent.reached ? Theme.ink : Theme.inkFaint
                    }
                }
            }
        }
        Item { Layout.fillWidth: true }
        // The merchant's load.
        Rectangle {
            objectName: "automaLoad"
            visible: track.showsLoad
            readonly property bool loaded: card.loaded
            Layout.preferredHeight: card.cell
            Layout.preferredWidth: loadRow.implicitWidth + 8
            radius: height / 2
            color: loaded ? "#f1dfb8" : "transparent"
            border.color: loaded ? "#9a7420" : Theme.line
            Row {
                id: loadRow
                anchors.centerIn: parent
                spacing: 3
                Glyph {
                    width: card.cell - 4
                    height: width
                    anchors.verticalCenter: parent.verticalCenter
                    kind: "merchant"
                    colour: card.loaded ? "#7a4a1a" : Theme.inkFaint
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: card.loadText
                    font.pixelSize: card.loadFontSize
                    font.bold: true
                    color: card.loaded ? "#5a3a08" : Theme.inkSoft
                }
            }
        }
        // A wave tile it took: it never uses one, but it is not the person's.
        Rectangle {
            visible: track.wave !== null
            Layout.preferredWidth: card.cell * 0.9
            Layout.preferredHeight: card.cell * 1.1
            radius: 3
            color: "#dbe6ea"
            border.color: Theme.indigo
            Glyph {
                anchors.fill: parent
                anchors.margins: 2
                kind: "wave_tile"
                colour: Theme.indigo
            }
            TableTarget {
                anchors.fill: parent
                name: track.wave ? card.table.words.waveName(track.wave.character, track.wave.side) : ""
                //: Tooltip of a wave tile the Automa holds
                description: qsTr("The Automa holds this tile but never uses it.")
            }
        }
        Text {
            objectName: "rankPoints_" + track.character
            Layout.preferredWidth: 22
            horizontalAlignment: Text.AlignRight
            text: card.value(track.character, track.rank)
            font.family: Theme.titleFont
            font.pixelSize: card.fontSize + 4
            font.bold: true
            color: Theme.ink
        }
    }
}
