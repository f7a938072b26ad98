// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts
import Kotatsu

// This round's prophecy: the sage's yellow disc, face down for everybody but the sage, who
// sees which pile they predicted. `prediction` must only be set for the sage.
Rectangle {
    id: panel
    property var table: null
    property string phase: ""
    property int sage: -1
    property var prediction: null   // {pile, card} for the sage at the screen, else null
    property bool sageAtScreen: false
    // While the sage's disc travels here (HyanoMotion), the disc in the box waits unseen.
    property bool discArriving: false
    readonly property alias disc: predictionDisc

    readonly property bool predicted: phase === "open" || phase === "play"
    readonly property var symbol: prediction && table ? table.symbolAt(prediction.pile) : null

    objectName: "prophecyPanel"
    implicitHeight: row.implicitHeight + 20
    radius: 10
    color: Qt.rgba(1, 1, 1, 0.4)
    border.color: prediction ? Theme.gold : Theme.line
    border.width: prediction ? 2 : 1
    Accessible.role: Accessible.Grouping
    Accessible.name: heading.text
    Accessible.description: line.text

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: 10
        spacing: 12
        SymbolDisc {
            id: predictionDisc
            objectName: "predictionDisc"
            Layout.alignment: Qt.AlignVCenter
            yellow: true
            size: 54
            faceDown: panel.prediction === null
            symbol: panel.symbol
            opacity: panel.discArriving ? 0 : panel.predicted ? 1 : 0.35
        }
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2
            Text {
                id: heading
                Layout.fillWidth: true
                //: Heading of the prophecy box; %1 is the sage's name
                text: panel.table && panel.sage >= 0 ? Theme.fill(qsTr("The prophecy of %1"), [panel.table.seatName(panel.sage)]) : ""
                font.family: Theme.titleFont
                font.pixelSize: 15
                color: Theme.ink
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
            Text {
                id: line
                Layout.fillWidth: true
                text: {
                    if (!panel.table)
                        return ""
                    if (panel.prediction && panel.symbol)
                        //: The sage's own prediction; %1 is a pile symbol, %2 a card ("Moon: Blue 7")
                        return Theme.fill(qsTr("You foresee the %1: %2"), [Theme.t(panel.symbol.name), panel.table.cardName(panel.prediction.card)])
                    if (!panel.predicted)
                        return panel.sageAtScreen
                               //: Prophecy box before the sage (you) has chosen
                               ? qsTr("Choose the card that will be played last.")
                               //: Prophecy box before the sage has chosen
                               : qsTr("The sage is choosing a disc in secret.")
                    //: Prophecy box: the disc is hidden from the other players
                    return qsTr("The disc lies face down until the round ends.")
                }
                font.pixelSize: 13
                font.bold: panel.prediction !== null
                color: panel.prediction ? Theme.ink : Theme.inkSoft
                wrapMode: Text.Wrap
            }
        }
    }
}
