// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts
import Kotatsu

// The reveal at the end of a round: the sage turns the prediction disc over, and everybody
// sees whether the prophecy came true. It stays a few seconds (computer players go on
// quickly) or until clicked; the timer waits while the hand-over screen is up.
Rectangle {
    id: banner
    property var report: null      // observation.last_round
    property var table: null       // HyanoTable
    property bool paused: false
    property int duration: 5000

    readonly property bool success: report ? report.success === true : false
    readonly property bool known: report !== null && report.predicted_pile !== null && report.predicted_pile !== undefined
    readonly property var symbol: known && table ? table.symbolAt(report.predicted_pile) : null

    function show() {
        if (!report)
            return
        visible = true
        flip.restart()
        timer.restart()
    }
    function hide() {
        visible = false
        timer.stop()
    }

    objectName: "prophecyReveal"
    visible: false
    width: Math.min(400, parent ? parent.width - 40 : 400)
    height: content.implicitHeight + 36
    radius: 14
    color: Theme.paperLight
    border.color: success ? Theme.gold : Theme.inkFaint
    border.width: 3
    opacity: visible ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: Theme.motion(200) } }
    // Screen readers announce the reveal as it appears.
    Accessible.role: Accessible.AlertMessage
    Accessible.ignored: !visible
    Accessible.name: titleText.text
    Accessible.description: outcomeText.text + " " + predictionText.text

    // A soft shadow under the banner.
    Rectangle {
        z: -1
        x: 4
        y: 6
        width: parent.width
        height: parent.height
        radius: parent.radius
        color: Theme.shadow
    }

    Timer {
        id: timer
        interval: banner.duration
        running: false
        onTriggered: banner.hide()
    }
    onPausedChanged: {
        if (paused)
            timer.stop()
        else if (visible)
            timer.restart()
    }

    MouseArea {
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        onClicked: banner.hide()
    }

    ColumnLayout {
        id: content
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 18
        spacing: 10

        RowLayout {
            Layout.fillWidth: true
            spacing: 16
            // The prediction disc, turned over.
            SymbolDisc {
                id: revealed
                Layout.alignment: Qt.AlignTop
                yellow: true
                size: 64
                faceDown: !banner.known
                symbol: banner.symbol
                transform: Scale {
                    id: flipScale
                    origin.x: 32
                    xScale: 1
                }
                SequentialAnimation {
                    id: flip
                    NumberAnimation { target: flipScale; property: "xScale"; from: 1; to: 0; duration: Theme.motion(220) }
                    NumberAnimation { target: flipScale; property: "xScale"; from: 0; to: 1; duration: Theme.motion(260); easing.type: Easing.OutBack }
                }
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 4
                Text {
                    id: titleText
                    Layout.fillWidth: true
                    text: banner.success
                          //: Reveal banner title when the sage's predicted card was played
                          ? qsTr("The prophecy comes true!")
                          //: Reveal banner title when the predicted card was never played
                          : qsTr("The prophecy fails")
                    font.family: Theme.titleFont
                    font.pixelSize: 20
                    font.bold: true
                    color: banner.success ? Theme.vermilion : Theme.indigo
                    wrapMode: Text.Wrap
                }
                Text {
                    id: outcomeText
                    Layout.fillWidth: true
                    text: banner.table ? banner.table.outcomeLine(banner.report, true) : ""
                    font.pixelSize: 16
                    font.bold: true
                    color: Theme.ink
                    wrapMode: Text.Wrap
                }
                Text {
                    id: predictionText
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: banner.table ? banner.table.predictionLine(banner.report) : ""
                    font.pixelSize: 13
                    color: Theme.inkSoft
                    wrapMode: Text.Wrap
                }
            }
        }

        // The round's cards in the order they were played.
        Row {
            Layout.alignment: Qt.AlignHCenter
            spacing: 6
            Repeater {
                model: banner.report ? banner.report.cards : []
                HyanoCard {
                    required property var modelData
                    width: 44
                    height: 62
                    info: banner.table ? banner.table.cardInfo(modelData.card) : null
                    declared: info && info.sun ? modelData.value : 0
                    marked: banner.known && modelData.card === banner.report.predicted_card
                    dimmed: !banner.success
                    playerColour: banner.table ? banner.table.seatColour(modelData.player) : "transparent"
                    playerShape: banner.table ? banner.table.seatShape(modelData.player) : ""
                }
            }
        }

        Text {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignRight
            //: Small hint on the reveal banner
            text: qsTr("Click to close")
            font.pixelSize: 11
            color: Theme.inkFaint
        }
    }
}
