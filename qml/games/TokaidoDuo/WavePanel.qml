// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// On a roomy table: the three wave tiles with their active side explained and their holder,
// and the hot spring token.
Rectangle {
    id: panel
    required property var table
    radius: Theme.radius
    color: Qt.rgba(1, 1, 1, 0.45)
    border.color: Theme.line
    clip: true

    // A wave tile's chip and the hot spring token's spot (for TokenFlights).
    function waveItem(character) {
        for (let i = 0; i < waveRepeater.count; ++i) {
            const w = waveRepeater.itemAt(i)
            if (w && w.character === character)
                return w
        }
        return null
    }
    readonly property alias springItem: springToken

    Flickable {
        id: flick
        anchors.fill: parent
        anchors.margins: 8
        contentHeight: column.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        // Shown while the texts are longer than the panel (long Hungarian tile texts at
        // 1920×1080): the hot spring's line under the edge is not lost from sight.
        ScrollBar.vertical: ScrollBar {
            policy: flick.contentHeight > flick.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
            Accessible.ignored: !visible
        }
        ColumnLayout {
            id: column
            width: flick.width
            spacing: 6
            Text {
                //: Heading of the wave tiles (波タイル) and the hot spring token (温泉)
                text: qsTr("Wave tiles")
                font.family: Theme.titleFont
                font.pixelSize: 15
                font.bold: true
                color: Theme.ink
            }
            Repeater {
                id: waveRepeater
                model: panel.table.waveTiles
                WaveChip {
                    required property var modelData
                    table: panel.table
                    tile: modelData
                    showText: true
                    Layout.fillWidth: true
                }
            }
            RowLayout {
                Layout.fillWidth: true
                Layout.topMargin: 4
                spacing: 8
                SpringToken {
                    id: springToken
                    table: panel.table
                    holder: panel.table.springHolder
                    holderColour: panel.table.seatColour(panel.table.springHolder)
                }
                Text {
                    Layout.fillWidth: true
                    text: panel.table.springHolder >= 0
                          //: The hot spring token's holder; %1 a player
                          ? Theme.sentence(qsTr("Hot spring: %1 may repeat a die once"), [panel.table.seatName(panel.table.springHolder)])
                          //: The hot spring token is on the board
                          : qsTr("Hot spring: on the board")
                    font.pixelSize: 12
                    color: Theme.ink
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
