// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The table for any game: a header with the turn and the controls, the game's own view
// (games/<Id>/<Id>Table.qml, a GameTable found by that name from the game id), the move log,
// and the hand-over and end screens. GameTable.qml states what a table provides.
Page {
    id: page
    required property GameSession session
    signal leave()
    signal loadRequested()

    // games/<Id>/<Id>Table.qml for a game id: "garden" → Garden, "tokaido_duo" → TokaidoDuo.
    function tableFile(gameId) {
        const id = gameId.split("_").map(w => w.charAt(0).toUpperCase() + w.slice(1)).join("")
        return "games/" + id + "/" + id + "Table.qml"
    }
    readonly property var table: tableLoader.item

    background: PaperBackground {}

    header: Rectangle {
        height: 60
        color: Qt.rgba(1, 1, 1, 0.35)
        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.line
        }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 16
            anchors.rightMargin: 16
            spacing: 12
            InkButton {
                //: Leaves the game for the launcher
                text: qsTr("‹ Games")
                onClicked: page.leave()
            }
            ColumnLayout {
                spacing: 0
                Layout.fillWidth: false
                Layout.preferredWidth: 230
                Text {
                    Layout.fillWidth: true
                    text: Theme.t(page.session.info.name)
                    font.family: Theme.titleFont
                    font.pixelSize: 20
                    font.bold: true
                    color: Theme.ink
                    elide: Text.ElideRight
                }
                Text {
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: Theme.t(page.session.info.variantName)
                    font.pixelSize: 12
                    color: Theme.inkSoft
                    elide: Text.ElideRight
                }
            }
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: 40
                radius: 20
                color: page.session.humanToMove && !page.session.handoverPending ? Theme.vermilion : Theme.paperLight
                border.color: page.session.humanToMove ? Qt.darker(Theme.vermilion, 1.2) : Theme.line
                Text {
                    anchors.fill: parent
                    anchors.leftMargin: 18
                    anchors.rightMargin: 18
                    verticalAlignment: Text.AlignVCenter
                    horizontalAlignment: Text.AlignHCenter
                    text: page.table ? page.table.statusText : ""
                    color: page.session.humanToMove && !page.session.handoverPending ? Theme.paperLight : Theme.ink
                    font.pixelSize: 16
                    font.bold: page.session.humanToMove
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    fontSizeMode: Text.Fit
                    minimumPixelSize: 11
                    elide: Text.ElideRight
                }
            }
            InkButton {
                //: Takes back your last move
                text: qsTr("Undo")
                enabled: page.session.canUndo
                onClicked: page.session.undo()
            }
            InkButton {
                //: Plays again a move you took back
                text: qsTr("Redo")
                enabled: page.session.canRedo
                onClicked: page.session.redo()
            }
            InkButton {
                id: menuButton
                //: Opens the game menu
                text: qsTr("Menu")
                onClicked: gameMenu.open()
                Menu {
                    id: gameMenu
                    y: menuButton.height
                    MenuItem {
                        //: Game menu: same players, new shuffle
                        text: qsTr("New game")
                        onTriggered: page.session.restart()
                    }
                    MenuItem {
                        //: Game menu: saves into the list of saved games
                        text: qsTr("Save game")
                        onTriggered: {
                            //: Shown for a moment after saving
                            toast.show(page.session.saveToLibrary() ? qsTr("Game saved")
                                                                    : page.session.lastError)
                        }
                    }
                    MenuItem {
                        //: Game menu
                        text: qsTr("Open a saved game…")
                        onTriggered: page.loadRequested()
                    }
                    MenuSeparator {}
                    MenuItem {
                        //: Game menu: opens the rules
                        text: qsTr("How to play")
                        onTriggered: rules.open()
                    }
                }
            }
            LanguageMenu {}
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 12

        Loader {
            id: tableLoader
            Layout.fillWidth: true
            Layout.fillHeight: true
            Component.onCompleted: load()
            function load() {
                setSource(page.tableFile(page.session.gameId), { session: page.session })
            }
            onStatusChanged: {
                if (status === Loader.Error)
                    sourceComponent = missingView
            }
        }

        MoveLog {
            Layout.preferredWidth: 250
            Layout.fillHeight: true
            session: page.session
            table: page.table
        }
    }

    Connections {
        target: page.session
        function onGameChanged() {
            if (page.session.active)
                tableLoader.load()
        }
    }

    Component {
        id: missingView
        Text {
            //: Shown when a game from data/ has no table view in this build
            text: qsTr("This build of Kotatsu has no table for this game yet.")
            color: Theme.inkSoft
            font.pixelSize: 18
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
        }
    }

    HandoverOverlay {
        anchors.fill: parent
        session: page.session
        table: page.table
    }

    EndOverlay {
        anchors.fill: parent
        session: page.session
        table: page.table
        onPlayAgain: page.session.restart()
        onLeave: page.leave()
    }

    RulesDrawer {
        id: rules
        gameId: page.session.gameId
    }

    // A short message at the bottom of the table (e.g. after saving).
    Rectangle {
        id: toast
        function show(message) {
            toastText.text = message
            opacity = 1
            toastTimer.restart()
        }
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 24
        width: toastText.implicitWidth + 40
        height: toastText.implicitHeight + 20
        radius: height / 2
        color: Theme.ink
        opacity: 0
        visible: opacity > 0
        Behavior on opacity { NumberAnimation { duration: 250 } }
        Text {
            id: toastText
            anchors.centerIn: parent
            color: Theme.paperLight
            font.pixelSize: 15
        }
        Timer {
            id: toastTimer
            interval: 2500
            onTriggered: toast.opacity = 0
        }
    }
}
