// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The end of a game: who won and why (the table's endTitle and endDetails), how the person at
// the screen did (their place, and every seat's figures in a table beside theirs), then play
// again, look at the table, replay the game or leave. The card never grows past the window:
// what does not fit scrolls, the buttons stay in sight.
Item {
    id: overlay
    required property GameSession session
    property var table: null
    property bool dismissed: false
    signal playAgain()
    signal leave()
    signal replay()
    visible: session.over && !dismissed && !session.reviewing

    Connections {
        target: overlay.session
        function onGameChanged() {
            overlay.dismissed = false
            overlay.loadLabels()
        }
        function onStateChanged() {
            if (!overlay.session.gameOver)
                overlay.dismissed = false
        }
    }

    // The game's words for its figures (games/<Id>/<Id>LabLabels.qml, as the variant lab
    // reads them), else none.
    property var labels: null
    property string labelsFor: ""
    function loadLabels() {
        const id = session.gameId
        if (id === labelsFor)
            return
        if (labels)
            labels.destroy()
        labels = null
        labelsFor = id
        if (id === "")
            return
        const folder = Theme.gameFolder(id)
        const component = Qt.createComponent("../games/" + folder + "/" + folder + "LabLabels.qml")
        if (component.status === Component.Ready)
            labels = component.createObject(overlay)
    }
    Component.onCompleted: loadLabels()

    // The game's length in its own figure ("Rounds: 11"), and the moves of the game.
    readonly property string lengthText: {
        const outcome = session.over ? session.outcome : ({})
        const parts = []
        const figure = labels && labels.lengthFigure ? labels.lengthFigure : ""
        if (figure !== "" && figure !== "plies" && outcome.figures && outcome.figures[figure] !== undefined) {
            const label = labels.figure(figure, null)
            if (label !== "")
                //: End screen: one of the game's figures and its value ("Rounds: 11")
                parts.push(qsTr("%1: %2").arg(label).arg(outcome.figures[figure]))
        }
        //: End screen: how many moves the game had (everybody's, from the first)
        parts.push(qsTr("%n move(s) in all", "", session.plyCount))
        return Theme.joinParts(parts)
    }

    Rectangle {
        anchors.fill: parent
        color: "#88302a24"
        MouseArea {
            anchors.fill: parent
            hoverEnabled: true
        }
    }

    Rectangle {
        id: card
        objectName: "endCard"
        anchors.centerIn: parent
        width: Math.min(780, parent.width - 48)
        height: Math.min(scroller.contentHeight + buttons.height + 24 + 20 + 24,
                         parent.height - 24)
        radius: 12
        color: Theme.paperLight
        border.color: Theme.gold
        border.width: 2

        Flickable {
            id: scroller
            objectName: "endScroller"
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.bottom: buttons.top
            anchors.topMargin: 24
            anchors.bottomMargin: 20
            anchors.leftMargin: 28
            anchors.rightMargin: 20
            contentWidth: width
            contentHeight: column.implicitHeight
            clip: contentHeight > height
            interactive: contentHeight > height
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {
                policy: scroller.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                Accessible.ignored: !visible
            }

            ColumnLayout {
                id: column
                width: scroller.width - (scroller.interactive ? 14 : 8)
                spacing: 12

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 12
                    Text {
                        Layout.fillWidth: true
                        Layout.alignment: Qt.AlignVCenter
                        text: overlay.table ? overlay.table.endTitle : ""
                        font.family: Theme.titleFont
                        font.pixelSize: 30
                        font.bold: true
                        color: Theme.ink
                        wrapMode: Text.Wrap
                    }
                    Hanko {
                        Layout.alignment: Qt.AlignTop
                        Layout.preferredWidth: size
                        Layout.preferredHeight: size
                        size: 56
                        //: Seal on the end screen: the kanji for "end"
                        text: qsTr("終")
                    }
                }
                // How you did: your place (each person's, at a shared screen).
                Repeater {
                    model: standings.placeSentences
                    Text {
                        required property string modelData
                        objectName: "endPlace"
                        Layout.fillWidth: true
                        text: modelData
                        font.family: Theme.titleFont
                        font.pixelSize: 19
                        font.bold: true
                        color: Theme.vermilion
                        wrapMode: Text.Wrap
                    }
                }
                Text {
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: overlay.table ? overlay.table.endDetails : ""
                    font.pixelSize: 15
                    color: Theme.inkSoft
                    wrapMode: Text.Wrap
                    textFormat: Text.StyledText
                    lineHeight: 1.15
                }
                EndStandings {
                    id: standings
                    objectName: "endStandings"
                    Layout.fillWidth: true
                    Layout.preferredHeight: implicitHeight
                    Layout.topMargin: 2
                    session: overlay.session
                    table: overlay.table
                    labels: overlay.labels
                }
                Text {
                    objectName: "endLength"
                    Layout.fillWidth: true
                    text: overlay.lengthText
                    font.pixelSize: 13
                    color: Theme.inkFaint
                    wrapMode: Text.Wrap
                }
            }
        }

        // The buttons wrap onto a second line rather than leave the card.
        Flow {
            id: buttons
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.leftMargin: 28
            anchors.rightMargin: 28
            anchors.bottomMargin: 24
            spacing: 12
            InkButton {
                objectName: "endPlayAgain"
                // A network table's next game is the host's to open (a player's record of one
                // is only replayed).
                visible: !overlay.session.networked && !overlay.session.networkRecord
                primary: true
                //: End screen button
                text: qsTr("Play again")
                onClicked: overlay.playAgain()
            }
            InkButton {
                objectName: "endLookAtTable"
                //: End screen button: close the end screen and look at the final position
                text: qsTr("Look at the table")
                onClicked: overlay.dismissed = true
            }
            InkButton {
                objectName: "endReplay"
                visible: !overlay.session.networked
                //: End screen button: step through the game's moves from the start
                text: qsTr("Replay")
                onClicked: overlay.replay()
            }
            InkButton {
                objectName: "endLeave"
                //: End screen button
                text: qsTr("Back to the games")
                onClicked: overlay.leave()
            }
        }
    }
}
