// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// A wave tile (one per character, one side active for the whole game): its character, the
// name of its active side, what it does (when there is room, else as the description read by
// a screen reader and shown while the mouse is over it) and who holds it. Clickable when it
// is the tile to take on a seashore.
TableTarget {
    id: chip
    required property var table
    property var tile: null              // {character, side, holder}
    property bool showText: false
    property bool showHolder: true
    readonly property string character: tile ? tile.character : ""
    readonly property string tileName: tile ? table.words.waveName(tile.character, tile.side) : ""
    readonly property string tileText: tile ? table.words.waveText(tile.character, tile.side) : ""
    readonly property int holder: tile && tile.holder !== undefined ? tile.holder : -1
    readonly property bool offered: table.offer.waveMoves.some(m => m.character === character)

    objectName: "wave_" + character
    active: offered
    round: false
    //: Accessible name of a wave tile; %1 its name, %2 its character (Pilgrim, ...)
    readonly property string label: qsTr("Wave tile %1 (%2)").arg(tileName).arg(table.words.characterName(character))
    readonly property string takeFrom: {
        const m = table.offer.waveMoves.find(x => x.character === chip.character)
        return m && m.from !== undefined && m.from >= 0 ? table.seatName(m.from) : ""
    }
    name: !offered ? label
          : takeFrom !== ""
            //: Keyboard and screen reader: what choosing a wave tile does; %1 its name, %2 its character, %3 the player it is taken from
            ? Theme.sentence(qsTr("Take the wave tile %1 (%2) from %3"), [tileName, table.words.characterName(character), takeFrom])
            //: Keyboard and screen reader: what choosing a wave tile does; %1 its name, %2 its character (Pilgrim, ...)
            : qsTr("Take the wave tile %1 (%2)").arg(tileName).arg(table.words.characterName(character))
    description: table.words.sentences([offered ? label : "", tileText,
                                  holder >= 0
                                  //: Wave tile tooltip: who holds it; %1 a player
                                  ? Theme.sentence(qsTr("Held by %1"), [table.seatName(holder)])
                                  //: Wave tile: nobody has taken it yet
                                  : qsTr("On the board")])
    implicitWidth: showText ? 220 : chipRow.implicitWidth + 12
    implicitHeight: showText ? column.implicitHeight + 10 : Math.max(22, column.implicitHeight + 6)
    onActivated: {
        const m = table.offer.waveMoves.find(x => x.character === chip.character)
        if (m)
            table.play(m)
    }

    Rectangle {
        anchors.fill: parent
        radius: 6
        color: chip.offered ? (chip.hovered ? "#f6dcd2" : "#fbeee6")
                            : Qt.rgba(0.86, 0.91, 0.93, 0.75)
        // Without the holder's dot, a held tile is framed in the holder's colour.
        border.color: chip.offered ? Theme.vermilion
                                   : !chip.showHolder && chip.holder >= 0 ? chip.table.seatColour(chip.holder)
                                                                          : Theme.indigoSoft
        border.width: chip.offered || (!chip.showHolder && chip.holder >= 0) ? 2 : 1
    }
    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: chip.showText ? 5 : 3
        spacing: 2
        // The icon, the name and the holder's dot, placed by hand (not a RowLayout: laid out
        // before the Japanese font was ready, a RowLayout left the icon a line too low, over
        // the line under it, "On the board").
        Item {
            id: chipRow
            Layout.fillWidth: true
            implicitWidth: 22 + nameText.implicitWidth + (holderDot.visible ? 4 + holderDot.width : 0)
            implicitHeight: Math.max(18, nameText.implicitHeight)
            Glyph {
                x: 0
                y: Math.max(0, (Math.min(chipRow.height, nameText.firstLine) - height) / 2)
                width: 18
                height: 18
                kind: chip.character
                colour: Theme.indigo
            }
            Text {
                id: nameText
                // The height of the name's first line, for the icon and the dot beside it.
                readonly property real firstLine: lineCount > 0 ? Math.min(implicitHeight, implicitHeight / lineCount + 2) : 18
                x: 22
                width: Math.max(0, chipRow.width - x - (holderDot.visible ? holderDot.width + 4 : 0))
                text: chip.tileName
                font.family: Theme.titleFont
                font.pixelSize: chip.showText ? 13 : 12
                font.bold: true
                color: Theme.indigo
                // A long side name ("Bien achalandé") takes two lines in a narrow chip, and one
                // long word ("Apresurado") a smaller size.
                wrapMode: Text.WordWrap
                lineHeight: 0.9
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 11
            }
            Rectangle {
                id: holderDot
                visible: chip.showHolder || (Theme.colourBlind && chip.holder >= 0)
                readonly property bool marked: Theme.colourBlind && chip.holder >= 0
                x: chipRow.width - width
                y: Math.max(0, (Math.min(chipRow.height, Math.max(18, nameText.firstLine)) - height) / 2)
                width: marked ? 14 : 10
                height: marked ? 14 : 10
                radius: width / 2
                color: chip.holder >= 0 ? chip.table.seatColour(chip.holder) : "transparent"
                border.color: chip.holder >= 0 ? Qt.darker(color, 1.4) : Theme.indigoSoft
                border.width: 1.5
                // Colour-blind-safe mode: the holder's seat shape (● ■).
                Loader {
                    objectName: "waveSeatMark_" + chip.character
                    readonly property string text: item ? item.text : ""
                    active: holderDot.marked
                    visible: active
                    anchors.centerIn: parent
                    sourceComponent: Text {
                        text: chip.table.seatShape(chip.holder)
                        font.pixelSize: 8
                        color: Theme.paperLight
                    }
                }
            }
        }
        // Wrapped, not elided: "Détenue par Ordinateur 1 (plateau : Pèlerin)" is longer than
        // the panel (which scrolls).
        Text {
            objectName: "waveHolder_" + chip.character
            visible: chip.showText && chip.showHolder
            Layout.fillWidth: true
            text: chip.holder >= 0
                  //: Wave tile: who holds it; %1 a player and %2 the character board it is on
                  ? Theme.sentence(qsTr("Held by %1 (%2 board)"), [chip.table.seatName(chip.holder), chip.table.words.characterName(chip.character)])
                  //: Wave tile: nobody has taken it yet
                  : qsTr("On the board")
            font.pixelSize: 11
            color: Theme.inkSoft
            wrapMode: Text.Wrap
        }
        Text {
            visible: chip.showText && text !== ""
            Layout.fillWidth: true
            text: chip.tileText
            font.pixelSize: 12
            color: Theme.ink
            wrapMode: Text.Wrap
        }
    }
    // What the tile does, while the mouse is over a chip that has no room to say it.
    ToolTip {
        visible: !chip.showText && chip.hovered
        delay: 300
        text: "<b>" + chip.tileName + "</b> (" + chip.table.words.characterName(chip.character) + ")<br>" + chip.tileText
              + "<br><i>" + (chip.holder >= 0
                             //: Wave tile tooltip: who holds it; %1 a player
                             ? Theme.sentence(qsTr("Held by %1"), [chip.table.seatName(chip.holder)])
                             //: Wave tile: nobody has taken it yet
                             : qsTr("On the board")) + "</i>"
        width: Math.min(300, implicitWidth)
    }
}
