// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts
import Kotatsu

// A compact, lasting summary of the last round's prophecy; click it to see the reveal again.
Rectangle {
    id: summary
    property var report: null   // observation.last_round
    property var table: null
    signal replayRequested()

    readonly property bool known: report !== null && report.predicted_pile !== null && report.predicted_pile !== undefined
    readonly property var symbol: known && table ? table.symbolAt(report.predicted_pile) : null

    objectName: "lastProphecy"
    visible: report !== null && report !== undefined
    implicitHeight: column.implicitHeight + 18
    radius: 10
    color: Qt.rgba(1, 1, 1, 0.4)
    border.color: Theme.line
    // Read by a screen reader, and pressed to show the reveal again.
    Accessible.role: Accessible.Button
    Accessible.name: heading.text
    Accessible.description: outcome.text
    Accessible.onPressAction: summary.replayRequested()

    MouseArea {
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        onClicked: summary.replayRequested()
    }

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 9
        spacing: 6
        Text {
            id: heading
            Layout.fillWidth: true
            //: Heading of the last-round summary; %1 is the round number
            text: summary.report ? qsTr("Last prophecy · round %1").arg(summary.report.round) : ""
            font.family: Theme.titleFont
            font.pixelSize: 14
            color: Theme.ink
            elide: Text.ElideRight
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 10
            SymbolDisc {
                Layout.alignment: Qt.AlignTop
                yellow: true
                size: 34
                faceDown: !summary.known
                symbol: summary.symbol
            }
            Text {
                id: outcome
                Layout.fillWidth: true
                text: summary.table && summary.report ? summary.table.outcomeLine(summary.report) : ""
                font.pixelSize: 13
                font.bold: true
                color: summary.report && summary.report.success ? Theme.pine : Theme.indigo
                wrapMode: Text.Wrap
            }
        }
        Row {
            spacing: 3
            Repeater {
                model: summary.report ? summary.report.cards : []
                HyanoCard {
                    required property var modelData
                    width: 30
                    height: 42
                    info: summary.table ? summary.table.cardInfo(modelData.card) : null
                    declared: info && info.sun ? modelData.value : 0
                    marked: summary.known && modelData.card === summary.report.predicted_card
                }
            }
        }
    }
}
