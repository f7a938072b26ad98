// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The launcher: the games found in data/, and the table to set up for the chosen one.
Page {
    id: page
    signal startRequested(string gameId, string variantId, var seats)
    signal loadRequested()

    property int selectedRow: 0
    // 0: the standard rules; k: the k-th variant of the selected game.
    property int variantIndex: 0
    readonly property var selected: Catalog.count > 0 ? gameAt(selectedRow) : ({})
    // Why the last Start did not open a table (set by whoever starts the game), or "".
    property string startProblem: ""
    // How many players a fresh table gets when the game allows it.
    readonly property int defaultPlayers: 4

    // Re-read the row whenever the catalog's texts change language.
    function gameAt(row) {
        Localization.language
        return Catalog.get(row)
    }

    background: PaperBackground {}

    ListModel {
        id: seatModel
    }

    function resetSeats(count) {
        while (seatModel.count > count)
            seatModel.remove(seatModel.count - 1)
        while (seatModel.count < count)
            seatModel.append({ kind: seatModel.count === 0 ? "human" : "ai", level: "normal", name: "" })
    }

    // The player limits of a game row and variant, read from the catalog itself rather than
    // from bindings (`selected`, the spin box range) that may not have caught up yet.
    function boundsOf(row, variant) {
        const game = Catalog.count > 0 ? Catalog.get(row) : null
        if (!game)
            return { min: 0, max: 0 }
        const v = variant > 0 && game.variants ? game.variants[variant - 1] : null
        return v ? { min: v.minPlayers, max: v.maxPlayers } : { min: game.minPlayers, max: game.maxPlayers }
    }
    function variantBounds() { return boundsOf(selectedRow, variantIndex) }

    // Sets the player count (kept within the current game's limits) and rebuilds the seats
    // for it. The range is first widened, then narrowed, so that the spin box never clamps the
    // new count against the previous game's limits.
    function setPlayers(wanted) {
        const b = variantBounds()
        const count = Math.max(b.min, Math.min(b.max, wanted))
        playersBox.from = Math.min(playersBox.from, b.min)
        playersBox.to = Math.max(playersBox.to, b.max)
        playersBox.value = count
        playersBox.from = b.min
        playersBox.to = b.max
        resetSeats(count)
        startProblem = ""
    }

    // What keeps the table from starting, or "" (the session checks the rest and says why).
    function missingForStart() {
        if (page.selected.valid !== true)
            //: Under the Start button when the chosen game's data files have errors
            return qsTr("This game's data has errors; choose another game.")
        const b = variantBounds()
        if (seatModel.count < b.min || seatModel.count > b.max)
            return b.min === b.max
                   //: Under the Start button; %n is the exact number of players of the game (2 or more)
                   ? qsTr("This game needs exactly %n player(s).", "", b.min)
                   //: Under the Start button; %1 and %n are the player range (fewest, most)
                   : qsTr("This game needs %1 to %n player(s).", "", b.max).arg(b.min)
        return ""
    }

    function seatsForStart() {
        const seats = []
        for (let i = 0; i < seatModel.count; ++i) {
            const s = seatModel.get(i)
            seats.push({ kind: s.kind, level: s.level, name: s.name })
        }
        return seats
    }

    function start() {
        const missing = missingForStart()
        if (missing !== "") {
            startProblem = missing
            return
        }
        startProblem = ""
        const v = variantIndex > 0 ? page.selected.variants[variantIndex - 1].id : ""
        page.startRequested(page.selected.gameId, v, page.seatsForStart())
    }

    onSelectedRowChanged: {
        variantIndex = 0
        setPlayers(defaultPlayers)
    }
    onVariantIndexChanged: setPlayers(playersBox.value)
    Component.onCompleted: setPlayers(defaultPlayers)

    header: Item {
        height: 108
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 40
            anchors.rightMargin: 32
            spacing: 20
            Hanko {
                size: 62
                text: "炬燵"
            }
            ColumnLayout {
                spacing: 0
                Text {
                    text: "Kotatsu"
                    font.family: Theme.titleFont
                    font.pixelSize: 40
                    font.bold: true
                    color: Theme.ink
                }
                Text {
                    //: Subtitle under the app name in the launcher
                    text: qsTr("Tabletop games around one warm table")
                    font.pixelSize: 16
                    color: Theme.inkSoft
                }
            }
            Item { Layout.fillWidth: true }
            InkButton {
                //: Launcher button that opens a file dialog
                text: qsTr("Open a saved game…")
                onClicked: page.loadRequested()
            }
            LanguageMenu {}
        }
        Rectangle {
            anchors.bottom: parent.bottom
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.leftMargin: 40
            anchors.rightMargin: 32
            height: 1
            color: Theme.line
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 32
        anchors.leftMargin: 40
        spacing: 32

        // The games.
        ListView {
            id: gameList
            objectName: "gameList"
            // Narrower on a small window so that the seats keep room for names; wider cards
            // on a big one.
            Layout.preferredWidth: Math.max(300, Math.min(560, page.width * 0.32))
            Layout.fillHeight: true
            spacing: 14
            clip: true
            model: Catalog
            currentIndex: page.selectedRow
            delegate: Rectangle {
                id: gameCard
                objectName: "gameCard_" + gameId
                required property int index
                required property string gameId
                required property string name
                required property string tagline
                required property string credits
                required property int minPlayers
                required property int maxPlayers
                required property bool valid
                width: gameList.width
                height: column.implicitHeight + 28
                radius: Theme.radius
                color: index === page.selectedRow ? Theme.paperLight : Qt.rgba(1, 1, 1, 0.35)
                border.color: index === page.selectedRow ? Theme.vermilion : Theme.line
                border.width: index === page.selectedRow ? 2 : 1
                opacity: valid ? 1 : 0.5

                ColumnLayout {
                    id: column
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.margins: 14
                    anchors.leftMargin: 18
                    spacing: 4
                    RowLayout {
                        Layout.fillWidth: true
                        Text {
                            Layout.fillWidth: true
                            text: gameCard.name
                            font.family: Theme.titleFont
                            font.pixelSize: 24
                            font.bold: true
                            color: Theme.ink
                            // Two lines rather than an elided name ("Kokeshi & Samouraï").
                            wrapMode: Text.Wrap
                        }
                        Text {
                            text: gameCard.minPlayers === gameCard.maxPlayers
                                  //: Player count of a game for an exact number of players, e.g. "2 players"
                                  ? qsTr("%n player(s)", "", gameCard.minPlayers)
                                  //: Player range of a game in the launcher, e.g. "3–8 players"; %1 the fewest, %n the most
                                  : qsTr("%1–%n player(s)", "", gameCard.maxPlayers).arg(gameCard.minPlayers)
                            color: Theme.indigo
                            font.pixelSize: 14
                        }
                    }
                    Text {
                        Layout.fillWidth: true
                        text: gameCard.tagline
                        wrapMode: Text.Wrap
                        font.pixelSize: 15
                        color: Theme.inkSoft
                    }
                    Text {
                        Layout.fillWidth: true
                        text: gameCard.valid ? gameCard.credits
                                             //: Shown for a game whose data files have errors
                                             : qsTr("This game's data has errors; run kotatsu-cli validate.")
                        font.pixelSize: 12
                        color: Theme.inkFaint
                        wrapMode: Text.Wrap
                    }
                }
                MouseArea {
                    anchors.fill: parent
                    enabled: gameCard.valid
                    cursorShape: Qt.PointingHandCursor
                    onClicked: page.selectedRow = gameCard.index
                }
            }
        }

        // The table to set up.
        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            radius: Theme.radius
            color: Qt.rgba(1, 1, 1, 0.45)
            border.color: Theme.line

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 24
                spacing: 14

                Text {
                    text: page.selected.name || ""
                    font.family: Theme.titleFont
                    font.pixelSize: 30
                    font.bold: true
                    color: Theme.ink
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 16
                    Text {
                        Layout.preferredWidth: 90
                        //: Launcher label for the rules variant chooser
                        text: qsTr("Rules")
                        color: Theme.inkSoft
                        font.pixelSize: 15
                    }
                    InkComboBox {
                        id: variantBox
                        objectName: "variantBox"
                        Layout.fillWidth: true
                        model: {
                            //: The base game, without a variant
                            const names = [qsTr("Standard rules")]
                            for (const v of (page.selected.variants || []))
                                names.push(v.name)
                            return names
                        }
                        // Follows the page (a new model would otherwise reset it on its own).
                        currentIndex: page.variantIndex
                        onActivated: function(index) { page.variantIndex = index }
                    }
                }
                Text {
                    Layout.fillWidth: true
                    Layout.leftMargin: 106
                    visible: text !== ""
                    text: page.variantIndex > 0 && page.selected.variants && page.selected.variants[page.variantIndex - 1]
                          ? page.selected.variants[page.variantIndex - 1].description : ""
                    wrapMode: Text.Wrap
                    font.pixelSize: 13
                    color: Theme.inkSoft
                }
                RowLayout {
                    spacing: 16
                    Text {
                        Layout.preferredWidth: 90
                        //: Launcher label for the number of players
                        text: qsTr("Players")
                        color: Theme.inkSoft
                        font.pixelSize: 15
                    }
                    SpinBox {
                        id: playersBox
                        objectName: "playersBox"
                        // The range and the value are set together by page.setPlayers().
                        editable: false
                        onValueModified: page.setPlayers(value)
                    }
                }

                Text {
                    //: Launcher heading above the list of seats
                    text: qsTr("Who plays?")
                    font.family: Theme.titleFont
                    font.pixelSize: 18
                    color: Theme.ink
                    Layout.topMargin: 6
                }

                ListView {
                    id: seatList
                    objectName: "seatList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: 88
                    clip: true
                    spacing: 8
                    model: seatModel
                    boundsBehavior: Flickable.StopAtBounds
                    // Always shown while some seats are out of sight, so that nobody misses them.
                    ScrollBar.vertical: ScrollBar {
                        policy: seatList.contentHeight > seatList.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                    }
                    delegate: SeatRow {
                        width: seatList.width - (seatList.contentHeight > seatList.height ? 16 : 0)
                        onEdited: function(kind, level, name) {
                            seatModel.set(index, { kind: kind, level: level, name: name })
                        }
                    }
                }
                Text {
                    objectName: "moreSeatsHint"
                    Layout.fillWidth: true
                    visible: seatList.contentHeight > seatList.height + 1 && !seatList.atYEnd
                    //: Under the seat list when some seats are out of sight
                    text: qsTr("More seats below: scroll down to see them all")
                    font.pixelSize: 13
                    font.italic: true
                    color: Theme.indigo
                    elide: Text.ElideRight
                }

                Text {
                    Layout.fillWidth: true
                    //: Launcher hint about hot-seat play
                    text: qsTr("Several people can share this screen: the game hides each hand until its owner takes the seat.")
                    wrapMode: Text.Wrap
                    font.pixelSize: 13
                    color: Theme.inkFaint
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 12
                    InkButton {
                        //: Opens the rules of the selected game
                        text: qsTr("How to play")
                        onClicked: {
                            rules.gameId = page.selected.gameId
                            rules.open()
                        }
                    }
                    Text {
                        objectName: "startProblem"
                        Layout.fillWidth: true
                        visible: text !== ""
                        text: page.startProblem
                        horizontalAlignment: Text.AlignRight
                        wrapMode: Text.Wrap
                        maximumLineCount: 3
                        elide: Text.ElideRight
                        font.pixelSize: 14
                        font.bold: true
                        color: Theme.vermilion
                    }
                    Item {
                        visible: page.startProblem === ""
                        Layout.fillWidth: true
                    }
                    InkButton {
                        objectName: "startButton"
                        primary: true
                        //: Starts the game set up in the launcher
                        text: qsTr("Start the game")
                        font.pixelSize: 17
                        // Always clickable: when something is missing, Start says what.
                        onClicked: page.start()
                    }
                }
            }
        }
    }

    RulesDrawer {
        id: rules
    }
}
