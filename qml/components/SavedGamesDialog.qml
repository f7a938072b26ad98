// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The player's saved games, newest first, to open one again or delete it. Kotatsu keeps
// saves in its own folder, so no file browser is needed.
Popup {
    id: dialog
    required property GameSession session
    signal loaded()

    // Opens saved game `index` on the table; `replay`: at its start, in the replay (the game
    // itself goes on from where it was saved once the replay is left).
    function openSaved(index, replay) {
        if (!session.load(SavedGames.fileUrl(index))) {
            problem.text = session.lastError
            return
        }
        if (replay)
            session.review(0)
        close()
        loaded()
    }

    // Sized by the window, whatever item declares it (a Loader, say, has no size).
    parent: Overlay.overlay
    modal: true
    focus: true
    anchors.centerIn: parent
    // Wide enough for three buttons beside the date, moves and players of a save.
    width: Math.min(800, (parent ? parent.width : 800) - 80)
    height: Math.min(560, (parent ? parent.height : 560) - 80)
    padding: 24
    onOpened: {
        SavedGames.refresh()
        problem.text = ""
    }

    background: Rectangle {
        radius: 12
        color: Theme.paperLight
        border.color: Theme.gold
        border.width: 2
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 12
        Text {
            //: Title of the list of saved games
            text: qsTr("Saved games")
            font.family: Theme.titleFont
            font.pixelSize: 26
            font.bold: true
            color: Theme.ink
        }
        ListView {
            id: list
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 8
            model: SavedGames
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: entry
                required property int index
                required property string gameName
                required property string variantName
                required property var savedAt
                required property int moves
                required property int players
                width: list.width - 10
                height: 64
                radius: Theme.radius
                color: Qt.rgba(1, 1, 1, 0.5)
                border.color: Theme.line
                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: 14
                    anchors.rightMargin: 10
                    spacing: 10
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2
                        Text {
                            Layout.fillWidth: true
                            text: entry.variantName !== "" ? entry.gameName + " · " + entry.variantName
                                                           : entry.gameName
                            font.family: Theme.titleFont
                            font.pixelSize: 17
                            font.bold: true
                            color: Theme.ink
                            elide: Text.ElideRight
                        }
                        Text {
                            Layout.fillWidth: true
                            //: A saved game in the list; %1 is a date and time, %2 the moves played, %3 the players
                            text: qsTr("Saved %1 · Moves: %2 · Players: %3")
                                  .arg(entry.savedAt.toLocaleString(Qt.locale(Localization.language), Locale.ShortFormat))
                                  .arg(entry.moves).arg(entry.players)
                            font.pixelSize: 13
                            color: Theme.inkSoft
                            elide: Text.ElideRight
                        }
                    }
                    InkButton {
                        objectName: "openSaved_" + entry.index
                        primary: true
                        //: Button in the list of saved games: open this one
                        text: qsTr("Open")
                        onClicked: dialog.openSaved(entry.index, false)
                    }
                    InkButton {
                        objectName: "replaySaved_" + entry.index
                        enabled: entry.moves > 0
                        //: Button in the list of saved games: open this one and step through its moves from the start
                        text: qsTr("Replay")
                        onClicked: dialog.openSaved(entry.index, true)
                    }
                    InkButton {
                        objectName: "deleteSaved_" + entry.index
                        //: Button in the list of saved games: delete this one
                        text: qsTr("Delete")
                        onClicked: SavedGames.remove(entry.index)
                    }
                }
            }
            Text {
                anchors.centerIn: parent
                width: parent.width - 40
                visible: list.count === 0
                //: Shown when there are no saved games
                text: qsTr("No saved games yet. During a game, choose Menu › Save game.")
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: 15
                color: Theme.inkSoft
            }
        }
        Text {
            id: problem
            Layout.fillWidth: true
            visible: text !== ""
            wrapMode: Text.Wrap
            font.pixelSize: 14
            color: Theme.vermilion
        }
        InkButton {
            objectName: "savedGamesClose"
            Layout.alignment: Qt.AlignRight
            //: Closes the list of saved games
            text: qsTr("Close")
            onClicked: dialog.close()
        }
    }
}
