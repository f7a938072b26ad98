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
    // Wide enough for three buttons beside a save's game, players, result and date.
    width: Math.min(800, (parent ? parent.width : 800) - 80)
    height: Math.min(560, (parent ? parent.height : 560) - 80)
    padding: 24
    // The list is filled when the dialog is first opened: a table's first frame neither reads
    // the saves nor lays them out.
    property bool built: false
    onAboutToShow: built = true
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
            objectName: "savedGamesList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 8
            model: dialog.built ? SavedGames : null
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: entry
                objectName: "savedGame_" + index
                required property int index
                required property string gameId
                required property string gameName
                required property string variantName
                required property var savedAt
                required property int moves
                required property int players
                required property var seats
                required property bool over
                required property var winners
                required property int round
                required property string lessonTitle
                required property int lessonStep
                required property int lessonSteps
                required property bool network
                width: list.width - 10
                height: Math.max(64, row.implicitHeight + 16)
                radius: Theme.radius
                color: Qt.rgba(1, 1, 1, 0.5)
                border.color: Theme.line
                // A seat as the table names it (its own name, else "Player 2", "Computer 3",
                // the name the game gives the seat its rules play), a program's seat with its
                // strength.
                function seatName(i) {
                    const s = entry.seats[i]
                    if (s.name)
                        return s.name
                    if (s.kind === "computer")
                        //: Saved games: default name of a computer seat; %1 is the seat number
                        return qsTr("Computer %1").arg(i + 1)
                    if (s.kind === "rules") {
                        const row = Catalog.indexOf(entry.gameId)
                        const game = row >= 0 ? Catalog.get(row) : null
                        return game && game.rulesSeat ? game.rulesSeat.name : ""
                    }
                    //: Saved games: default name of a person's seat; %1 is the seat number
                    return qsTr("Player %1").arg(i + 1)
                }
                function seatText(i) {
                    const s = entry.seats[i]
                    // A network game's record knows its computers, not their strength.
                    if (s.kind === "computer" && entry.network)
                        return s.name
                               //: Saved games, a game played on the network: a computer seat the host named; %1 its name
                               ? qsTr("%1 (computer)").arg(s.name) : seatName(i)
                    if (s.kind === "computer") {
                        const level = s.level === "easy"
                                      //: Saved games: the strength of a computer seat
                                      ? qsTr("easy") : s.level === "strong"
                                                       //: Saved games: the strength of a computer seat
                                                       ? qsTr("strong")
                                                       //: Saved games: the strength of a computer seat
                                                       : qsTr("normal")
                        return s.name
                               //: Saved games: a computer seat the player named; %1 its name, %2 its strength ("easy")
                               ? qsTr("%1 (computer, %2)").arg(s.name).arg(level)
                               //: Saved games: a computer seat with its default name; %1 the name ("Computer 2"), %2 its strength ("easy")
                               : qsTr("%1 (%2)").arg(seatName(i)).arg(level)
                    }
                    if (s.kind === "rules")
                        //: Saved games: the seat the game's rules play (its own solo opponent); %1 its name from the game's data (Tokaido Duo: "Automa"), %2 its level (a number)
                        return qsTr("%1 (level %2)").arg(seatName(i)).arg(s.level)
                    return seatName(i)
                }
                readonly property string playersText: {
                    Localization.language
                    const names = []
                    for (let i = 0; i < entry.seats.length; ++i)
                        names.push(seatText(i))
                    return Theme.joinParts(names)
                }
                readonly property string resultText: {
                    Localization.language
                    // A lesson ("Learn to play") kept at its step: Open goes on from there.
                    if (entry.lessonTitle !== "")
                        return entry.lessonStep < entry.lessonSteps
                               //: Saved games: a lesson ("Learn to play", a guided first game) left at a step; %1 the lesson's title, %2 the step it waits at, %3 how many steps it has
                               ? qsTr("Lesson: %1 — step %2 of %3").arg(entry.lessonTitle).arg(entry.lessonStep + 1).arg(entry.lessonSteps)
                               //: Saved games: a lesson ("Learn to play", a guided first game) played to its end; %1 the lesson's title
                               : qsTr("Lesson: %1 — complete").arg(entry.lessonTitle)
                    if (!entry.over)
                        return entry.round > 0
                               //: Saved games: a game not finished; %1 the round it was saved in, %n the moves played
                               ? qsTr("In progress: round %1, %n move(s)", "", entry.moves).arg(entry.round)
                               //: Saved games: a game not finished (a game without rounds); %n the moves played
                               : qsTr("In progress: %n move(s)", "", entry.moves)
                    const names = entry.winners.map(w => seatName(w))
                    if (names.length === 0)
                        //: Saved games: a finished game that ended in a draw
                        return qsTr("Finished: a draw")
                    return names.length === 1
                           //: Saved games: a finished game; %1 the winner's name
                           ? Theme.fill(qsTr("Finished: %1 won"), [names[0]])
                           //: Saved games: a finished game with a shared victory; %1 the winners ("Maya and Leo")
                           : Theme.fill(qsTr("Finished: %1 shared the victory"), [Theme.names(names)])
                }
                RowLayout {
                    id: row
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.leftMargin: 14
                    anchors.rightMargin: 10
                    spacing: 10
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2
                        Text {
                            Layout.fillWidth: true
                            text: (entry.variantName !== "" ? entry.gameName + " · " + entry.variantName
                                                            : entry.gameName)
                                  //: Saved games: after the game's name, a game played with people on other computers (the player's own record of it)
                                  + (entry.network ? " · " + qsTr("played on the network") : "")
                            font.family: Theme.titleFont
                            font.pixelSize: 17
                            font.bold: true
                            color: Theme.ink
                            wrapMode: Text.Wrap
                        }
                        Text {
                            objectName: "savedPlayers"
                            Layout.fillWidth: true
                            text: entry.playersText
                            font.pixelSize: 14
                            color: Theme.ink
                            wrapMode: Text.Wrap
                        }
                        Text {
                            objectName: "savedResult"
                            Layout.fillWidth: true
                            text: entry.resultText
                            font.pixelSize: 14
                            font.bold: entry.over
                            color: entry.over ? Theme.vermilion : Theme.inkSoft
                            wrapMode: Text.Wrap
                        }
                        Text {
                            Layout.fillWidth: true
                            //: A saved game in the list: when it was saved; %1 is a date and time
                            text: qsTr("Saved %1").arg(entry.savedAt.toLocaleString(Qt.locale(Localization.language), Locale.ShortFormat))
                            font.pixelSize: 13
                            color: Theme.inkSoft
                            wrapMode: Text.Wrap
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
