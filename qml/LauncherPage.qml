// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The launcher: the games found in data/, and the table to set up for the chosen one.
Page {
    id: page
    // A page under another one (the stack keeps it) is out of the screen reader's tree.
    Accessible.ignored: !visible
    signal startRequested(string gameId, string variantId, var seats)
    signal loadRequested()
    // Play on the network: join (or host) a table with people on other computers.
    signal networkRequested()
    signal settingsRequested()
    // Resume: the game left unfinished (SavedGames.resumable).
    signal resumeRequested()
    // Reopen: the network table this app hosted and left unfinished (GameSession.hostedTable).
    signal reopenHostedRequested()
    // That table ({gameId, variantId, moves, savedAt}, or empty), set by whoever shows the page.
    property var hostedTable: ({})
    // The rules editor on a game ("" variant) or one of its variants.
    signal editRequested(string gameId, string variantId)
    // The variant lab: the chosen variant against the base game.
    signal compareRequested(string gameId, string variantId)
    // "Learn to play": a lesson of a game (data/games/<id>/lessons, docs/lessons.md).
    signal lessonRequested(string gameId, string lessonId)

    property int selectedRow: 0
    // 0: the standard rules; k: the k-th variant of the selected game.
    property int variantIndex: 0
    readonly property var selected: Catalog.count > 0 ? gameAt(selectedRow) : ({})
    // Why the last Start did not open a table (set by whoever starts the game), or "".
    property string startProblem: ""
    // How many players a fresh table gets when the game allows it.
    readonly property int defaultPlayers: 4
    // The seat the chosen game's rules play, its own solo opponent ({count, defaultLevel,
    // levels, name, playAlone, offer, solo}: the game's words, shown as it gives them).
    readonly property var rulesSeat: page.selected.rulesSeat
                                     || ({ count: 0, defaultLevel: 0, levels: [], name: "", playAlone: "", offer: "", solo: "" })
    readonly property bool rulesOffered: rulesSeat.count > 0
    // Solo: one seat is the rules seat.
    readonly property bool solo: rulesSeatIndex >= 0
    property int rulesSeatIndex: -1
    // Whether the chosen game (its variant, if one is chosen) keeps secrets from some players,
    // as its rules say (a hot-seat game then shows a hand-over screen between people).
    readonly property bool hasSecrets: {
        const v = variantIndex > 0 && selected.variants ? selected.variants[variantIndex - 1] : null
        return v ? v.hiddenInformation === true : selected.hiddenInformation === true
    }

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
            seatModel.append({ kind: seatModel.count === 0 ? "human" : "computer", level: "normal",
                               rulesLevel: 0, name: "" })
        // A seat kept from another game is the rules seat only if this game has one, at a
        // level it has (read from the catalog: `rulesSeat` may not have caught up yet).
        const game = Catalog.count > 0 ? Catalog.get(selectedRow) : null
        const offered = game && game.rulesSeat && game.rulesSeat.count > 0 ? game.rulesSeat : null
        for (let i = 0; i < seatModel.count; ++i) {
            const s = seatModel.get(i)
            if (s.kind !== "rules")
                continue
            if (!offered)
                seatModel.setProperty(i, "kind", "computer")
            else if (!offered.levels.some(l => l.level === s.rulesLevel))
                seatModel.setProperty(i, "rulesLevel", offered.defaultLevel)
        }
        updateRulesSeat()
    }
    function updateRulesSeat() {
        let found = -1
        for (let i = 0; i < seatModel.count; ++i)
            if (seatModel.get(i).kind === "rules")
                found = i
        rulesSeatIndex = found
    }
    // A seat edited in its row. The rules seat is one seat at most: choosing it for one
    // seat gives the seat that had it to the computer.
    function editSeat(index, kind, level, rulesLevel, name) {
        if (kind === "rules")
            for (let i = 0; i < seatModel.count; ++i)
                if (i !== index && seatModel.get(i).kind === "rules")
                    seatModel.setProperty(i, "kind", "computer")
        seatModel.set(index, { kind: kind, level: level, rulesLevel: rulesLevel, name: name })
        updateRulesSeat()
        startProblem = ""
    }
    // The solo switch: you alone (the first seat) against the rules seat (the last one), at
    // the level chosen before or the game's default; off again, the rules seat goes back to
    // the computer.
    function setSolo(on) {
        if (on === solo || !rulesOffered)
            return
        if (on) {
            const last = seatModel.count - 1
            if (last < 1)
                return
            const s = seatModel.get(last)
            if (seatModel.get(0).kind !== "human")
                seatModel.setProperty(0, "kind", "human")
            editSeat(last, "rules", s.level, s.rulesLevel > 0 ? s.rulesLevel : rulesSeat.defaultLevel, s.name)
        } else {
            const s = seatModel.get(rulesSeatIndex)
            editSeat(rulesSeatIndex, "computer", s.level, s.rulesLevel, s.name)
        }
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
            seats.push(s.kind === "rules" ? { kind: "rules", level: s.rulesLevel }
                                          : { kind: s.kind, level: s.level, name: s.name })
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

    // The table set up here, for hosting it on the network (the network dialog's Host):
    // {gameId, variantId, gameName, seats, people}, or {problem} when it cannot start.
    function setupForHost() {
        const missing = missingForStart()
        if (missing !== "")
            return { problem: missing }
        const v = variantIndex > 0 ? page.selected.variants[variantIndex - 1].id : ""
        const seats = page.seatsForStart()
        return { gameId: page.selected.gameId, variantId: v, gameName: page.selected.name,
                 seats: seats, people: seats.filter(s => s.kind === "human").length }
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
                image: Qt.resolvedUrl("images/kotatsu-seal.png")
            }
            ColumnLayout {
                spacing: 0
                // Shrinks before the buttons do: the subtitle gives way on a narrow window.
                Layout.fillWidth: true
                Layout.minimumWidth: 160
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
                    Layout.fillWidth: true
                    font.pixelSize: 16
                    color: Theme.inkSoft
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                }
            }
            InkButton {
                objectName: "openSavedButton"
                //: Launcher button that opens a file dialog
                text: qsTr("Open a saved game…")
                onClicked: page.loadRequested()
            }
            InkButton {
                objectName: "settingsButton"
                //: Launcher button: the settings page
                text: qsTr("Settings")
                onClicked: page.settingsRequested()
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

        ColumnLayout {
            // A fixed width: a long Resume text elides instead of widening the column.
            readonly property real columnWidth: Math.max(300, Math.min(560, page.width * 0.32))
            Layout.preferredWidth: columnWidth
            Layout.minimumWidth: columnWidth
            Layout.maximumWidth: columnWidth
            Layout.fillHeight: true
            spacing: 14
        // The game left unfinished, first: one click goes on with it.
        InkButton {
            id: resumeButton
            objectName: "resumeButton"
            readonly property var kept: SavedGames.resumable
            visible: kept.gameId !== undefined
            primary: true
            Layout.fillWidth: true
            Layout.preferredWidth: 100
            font.pixelSize: 16
            // A long game name in a narrow column goes on a second line rather than being cut.
            maximumLineCount: 2
            topPadding: 10
            bottomPadding: 10
            //: Launcher button: go on with the game left unfinished; %1 is the game's name, %n the number of moves played
            text: visible ? qsTr("Resume: %1 · %n move(s)", "", kept.moves).arg(kept.gameName) : ""
            //: Tooltip of the Resume button; %1 is when the game was last kept
            ToolTip.text: visible ? qsTr("Left unfinished on %1").arg(kept.savedAt.toLocaleString(Qt.locale(Localization.language), Locale.ShortFormat)) : ""
            ToolTip.visible: hovered
            ToolTip.delay: 400
            Accessible.description: ToolTip.text
            onClicked: page.resumeRequested()
        }
        // The network table this app hosted, left unfinished (the app was closed, or stopped
        // without warning): reopened, the others come back to their seats by themselves.
        InkButton {
            id: reopenButton
            objectName: "reopenHostedButton"
            readonly property var kept: page.hostedTable
            readonly property int row: kept && kept.gameId !== undefined ? Catalog.indexOf(kept.gameId) : -1
            visible: row >= 0
            primary: !resumeButton.visible
            Layout.fillWidth: true
            Layout.preferredWidth: 100
            font.pixelSize: 16
            maximumLineCount: 2
            topPadding: 10
            bottomPadding: 10
            //: Launcher button: opens again the network table this app hosted and left unfinished (the app was closed or stopped); %1 is the game's name, %n the number of moves played
            text: visible ? qsTr("Reopen your network table: %1 · %n move(s)", "", kept.moves).arg(page.gameAt(row).name) : ""
            //: Tooltip of the button that reopens the network table this app hosted; %1 is when a move was last made at it
            ToolTip.text: visible ? qsTr("Left on %1. The players come back to their seats with the invitation they have.").arg(kept.savedAt.toLocaleString(Qt.locale(Localization.language), Locale.ShortFormat)) : ""
            ToolTip.visible: hovered
            ToolTip.delay: 400
            Accessible.description: ToolTip.text
            onClicked: page.reopenHostedRequested()
        }
        // The games.
        ListView {
            id: gameList
            objectName: "gameList"
            // Narrower on a small window so that the seats keep room for names; wider cards
            // on a big one.
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 14
            clip: true
            model: Catalog
            currentIndex: page.selectedRow
            // Tab reaches the list; ↑ and ↓ choose a game, Enter starts it.
            activeFocusOnTab: true
            keyNavigationEnabled: false
            function choose(delta) {
                for (let row = page.selectedRow + delta; row >= 0 && row < Catalog.count; row += delta) {
                    if (Catalog.get(row).valid) {
                        page.selectedRow = row
                        positionViewAtIndex(row, ListView.Contain)
                        return
                    }
                }
            }
            Keys.onUpPressed: choose(-1)
            Keys.onDownPressed: choose(1)
            Keys.onReturnPressed: page.start()
            Keys.onEnterPressed: page.start()
            Accessible.role: Accessible.List
            //: Launcher: the list of games, for screen readers
            Accessible.name: qsTr("Games")
            Accessible.ignored: !visible
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
                readonly property bool chosen: index === page.selectedRow
                border.color: chosen && gameList.activeFocus ? Theme.indigo : chosen ? Theme.vermilion : Theme.line
                border.width: chosen ? (gameList.activeFocus ? 3 : 2) : 1
                opacity: valid ? 1 : 0.5
                Accessible.role: Accessible.ListItem
                Accessible.name: name
                Accessible.description: tagline
                Accessible.selected: chosen
                Accessible.selectable: valid
                Accessible.onPressAction: if (valid) page.selectedRow = index
                Accessible.ignored: !visible

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
                            objectName: "nameText"
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
                            objectName: "playersText"
                            // From the top of the name's line, clear of the tagline under it
                            // (centred in the tall title line, 「3〜8人」 sank onto the tagline).
                            Layout.alignment: Qt.AlignTop | Qt.AlignRight
                            Layout.topMargin: 4
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
                        objectName: "taglineText"
                        Layout.fillWidth: true
                        text: gameCard.tagline
                        wrapMode: Text.Wrap
                        font.pixelSize: 15
                        color: Theme.inkSoft
                    }
                    Text {
                        Layout.fillWidth: true
                        objectName: "creditsText"
                        // A wrapped line breaks between words, never inside a katakana name
                        // (「ドラ / イ・マギア」): each one is held whole (Theme.keepWhole).
                        text: gameCard.valid ? Theme.keepWhole(gameCard.credits, gameCard.credits.match(/[\u30A1-\u30FF]{2,}/g) || [])
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
        // Under the games (the header has no room left for a fourth button in every language).
        InkButton {
            objectName: "networkButton"
            Layout.fillWidth: true
            //: Launcher button: opens the dialog for playing with people on other computers
            text: qsTr("Play on the network…")
            onClicked: page.networkRequested()
        }
        }

        // The table to set up.
        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            radius: Theme.radius
            color: Qt.rgba(1, 1, 1, 0.45)
            border.color: Theme.line

            // What does not fit a small window scrolls (eight seats at 1024×640); the seats are
            // one list in it, never a list scrolling inside a scrolling page. The buttons stay
            // in sight below.
            Flickable {
                id: setupScroll
                objectName: "setupScroll"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.bottom: setupFooter.top
                anchors.topMargin: 24
                anchors.leftMargin: 24
                anchors.rightMargin: 8
                anchors.bottomMargin: 8
                readonly property bool scrolls: contentHeight > height + 1
                contentWidth: width
                contentHeight: setupColumn.height
                clip: true
                interactive: scrolls
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {
                    Accessible.ignored: !visible
                    policy: setupScroll.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                }

            ColumnLayout {
                id: setupColumn
                // Room kept for the scroll bar, always: a width that followed it would feed
                // back into the height that decides it.
                width: setupScroll.width - 16
                height: Math.max(setupScroll.height, implicitHeight)
                spacing: 10

                // The game's name, and beside it (where a small window has room to spare) its
                // lessons.
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 12
                    Text {
                        Layout.fillWidth: true
                        text: page.selected.name || ""
                        font.family: Theme.titleFont
                        font.pixelSize: 30
                        font.bold: true
                        color: Theme.ink
                        elide: Text.ElideRight
                    }
                    // A guided first game on the real table, for a game that has lessons; with
                    // several (a game and its solo opponent), a menu of their titles.
                    InkButton {
                        id: learnButton
                        objectName: "learnButton"
                        readonly property var lessons: page.selected.lessons || []
                        visible: lessons.length > 0
                        //: Launcher: starts a guided first game of the selected game (a lesson on the real table)
                        text: qsTr("Learn to play")
                        onClicked: {
                            if (lessons.length === 1)
                                page.lessonRequested(page.selected.gameId, lessons[0].id)
                            else
                                lessonMenu.open()
                        }
                        // Under the button, in the window.
                        Menu {
                            id: lessonMenu
                            objectName: "lessonMenu"
                            // As wide as its longest title (within the window), its right edge
                            // under the button's.
                            width: Math.min(page.width - 48, Math.max(learnButton.width, widestTitle + 24))
                            x: learnButton.width - width
                            y: learnButton.height
                            margins: 0
                            property real widestTitle: 0
                            onAboutToShow: {
                                let widest = 0
                                for (let i = 0; i < count; ++i)
                                    widest = Math.max(widest, itemAt(i).implicitWidth)
                                widestTitle = widest
                            }
                            Instantiator {
                                model: learnButton.lessons
                                delegate: MenuItem {
                                    required property var modelData
                                    objectName: "lessonItem_" + modelData.id
                                    text: modelData.title
                                    onTriggered: page.lessonRequested(page.selected.gameId, modelData.id)
                                }
                                onObjectAdded: (index, object) => lessonMenu.insertItem(index, object)
                                onObjectRemoved: (index, object) => lessonMenu.removeItem(object)
                            }
                        }
                    }
                }

                // The chooser and the editor's buttons on one line when the chooser keeps room
                // for a long variant name, else the buttons on a line of their own under it.
                GridLayout {
                    id: rulesRow
                    Layout.fillWidth: true
                    columnSpacing: 16
                    rowSpacing: 8
                    readonly property bool oneLine: width - 106 - compareBox.implicitWidth - editorButtons.implicitWidth - 32 >= 260
                    columns: 4
                    Text {
                        Layout.row: 0
                        Layout.column: 0
                        Layout.preferredWidth: 90
                        //: Launcher label for the rules variant chooser
                        text: qsTr("Rules")
                        color: Theme.inkSoft
                        font.pixelSize: 15
                    }
                    InkComboBox {
                        id: variantBox
                        objectName: "variantBox"
                        Layout.row: 0
                        Layout.column: 1
                        Layout.fillWidth: true
                        model: {
                            //: The base game, without a variant
                            const names = [qsTr("Standard rules")]
                            for (const v of (page.selected.variants || []))
                                //: Launcher rules chooser: one of the user's own variants; %1 is its name
                                names.push(v.user ? qsTr("%1 (yours)").arg(v.name) : v.name)
                            return names
                        }
                        // Follows the page: read through the model, so that it is read again
                        // after a language switch rebuilds the model (which resets the index).
                        currentIndex: model.length > page.variantIndex ? page.variantIndex : 0
                        onActivated: function(index) { page.variantIndex = index }
                        Accessible.name: qsTr("Rules")
                    }
                    // Compare… right of the chooser: the variant lab, the chosen variant against
                    // the standard rules.
                    Item {
                        id: compareBox
                        Layout.row: 0
                        Layout.column: 2
                        implicitWidth: compareButton.implicitWidth
                        implicitHeight: compareButton.implicitHeight
                        InkButton {
                            id: compareButton
                            objectName: "compareButton"
                            anchors.fill: parent
                            enabled: page.selected.valid === true && page.variantIndex > 0
                            //: Launcher: opens the variant lab, comparing the chosen variant with the standard rules
                            text: qsTr("Compare…")
                            Accessible.description: compareHover.tip
                            onClicked: page.compareRequested(page.selected.gameId, page.selected.variants[page.variantIndex - 1].id)
                        }
                        HoverHandler {
                            id: compareHover
                            readonly property string tip: page.variantIndex > 0
                                                          //: Launcher: tooltip of Compare…
                                                          ? qsTr("Play this variant and the standard rules many times on the same seeds, and compare them")
                                                          //: Launcher: tooltip of the disabled Compare… while the standard rules are chosen
                                                          : qsTr("Choose a variant to compare it with the standard rules")
                        }
                        ToolTip.visible: compareHover.hovered
                        ToolTip.text: compareHover.tip
                        ToolTip.delay: 300
                    }
                    RowLayout {
                        id: editorButtons
                        Layout.row: rulesRow.oneLine ? 0 : 1
                        Layout.column: rulesRow.oneLine ? 3 : 1
                        Layout.columnSpan: rulesRow.oneLine ? 1 : 2
                        spacing: 16
                        InkButton {
                            objectName: "editRulesButton"
                            enabled: page.selected.valid === true
                            //: Launcher: opens the rules editor on the chosen game or variant
                            text: qsTr("Edit rules…")
                            onClicked: {
                                const v = page.variantIndex > 0 ? page.selected.variants[page.variantIndex - 1].id : ""
                                page.editRequested(page.selected.gameId, v)
                            }
                        }
                        InkButton {
                            objectName: "myVariantsButton"
                            //: Launcher: opens the list of the user's own variants of the chosen game (rename, delete, export, import)
                            text: qsTr("My variants…")
                            onClicked: {
                                // Loaded on first use: it brings the file dialogs, which the
                                // launcher's first frame need not wait for.
                                myVariants.active = true
                                const dialog = myVariants.item
                                dialog.gameId = page.selected.gameId
                                dialog.gameName = page.selected.name
                                dialog.open()
                            }
                        }
                    }
                }
                // Unsaved editor work of this game (an editor that was not closed: a crash or
                // a quit), which its Edit rules… offers back.
                Text {
                    id: recoveryNote
                    objectName: "recoveryNote"
                    Layout.fillWidth: true
                    Layout.leftMargin: 106
                    readonly property var kept: {
                        EditorRecovery.revision
                        Localization.language
                        return page.selected.gameId ? EditorRecovery.forGame(page.selected.gameId) : []
                    }
                    visible: kept.length > 0
                    text: kept.length === 1
                          //: Launcher, under Edit rules…; %1 is a variant's name, %2 when it was autosaved ("today at 14:32")
                          ? qsTr("✎ Your unsaved changes to “%1” (autosaved %2) are kept: Edit rules… offers them back.").arg(kept[0].variantName).arg(kept[0].when)
                          //: Launcher, under Edit rules…; %n is how many autosaved documents of the chosen game have unsaved changes
                          : qsTr("✎ %n autosaved documents of this game have unsaved changes: Edit rules… offers them back.", "", kept.length)
                    wrapMode: Text.Wrap
                    font.pixelSize: 13
                    color: Theme.vermilion
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
                    Layout.fillWidth: true
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
                        Accessible.name: qsTr("Players")
                        Accessible.ignored: !visible
                    }
                    // Solo, offered where a person choosing the game sees it, beside the
                    // player count: you alone against the game's own opponent, in its words.
                    Rectangle {
                        id: soloCard
                        objectName: "soloCard"
                        visible: page.rulesOffered && page.rulesSeat.playAlone !== ""
                        Layout.fillWidth: true
                        Layout.preferredHeight: Math.max(40, soloRow.implicitHeight + 8)
                        radius: height / 2
                        color: page.solo ? Theme.paperLight : Qt.rgba(1, 1, 1, 0.3)
                        border.color: page.solo ? Theme.vermilion : Theme.line
                        border.width: page.solo ? 2 : 1
                        RowLayout {
                            id: soloRow
                            anchors.fill: parent
                            anchors.leftMargin: 8
                            anchors.rightMargin: 14
                            spacing: 6
                            Switch {
                                id: soloSwitch
                                objectName: "soloSwitch"
                                checked: page.solo
                                onToggled: page.setSolo(checked)
                                Accessible.name: soloTitle.text
                                // Its own sentence (the one under the seats while it is
                                // offered), never the hot-seat one of the other games.
                                Accessible.description: soloCard.visible ? soloText.text : ""
                                Accessible.ignored: !visible
                                indicator: Rectangle {
                                    implicitWidth: 44
                                    implicitHeight: 24
                                    x: soloSwitch.leftPadding
                                    y: (soloSwitch.height - height) / 2
                                    radius: height / 2
                                    color: soloSwitch.checked ? Theme.vermilion : Theme.paperDeep
                                    border.color: soloSwitch.visualFocus ? Theme.indigo
                                                                         : soloSwitch.checked ? Qt.darker(Theme.vermilion, 1.25) : Theme.line
                                    border.width: soloSwitch.visualFocus ? 2.5 : 1
                                    Rectangle {
                                        x: soloSwitch.checked ? parent.width - width - 3 : 3
                                        anchors.verticalCenter: parent.verticalCenter
                                        width: 18
                                        height: 18
                                        radius: 9
                                        color: Theme.paperLight
                                        border.color: soloSwitch.checked ? Qt.darker(Theme.vermilion, 1.25) : Theme.line
                                        Behavior on x { NumberAnimation { duration: 120 } }
                                    }
                                }
                            }
                            Text {
                                id: soloTitle
                                Layout.fillWidth: true
                                // The game's words (game.rules_seat.play_alone).
                                text: page.rulesSeat.playAlone
                                font.family: Theme.titleFont
                                font.pixelSize: 15
                                font.bold: true
                                color: page.solo ? Theme.vermilion : Theme.ink
                                wrapMode: Text.Wrap
                                // The words switch it too.
                                TapHandler {
                                    onTapped: page.setSolo(!page.solo)
                                }
                            }
                        }
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
                    // Every seat in the list: the setup around it scrolls when they are many.
                    Layout.minimumHeight: contentHeight
                    interactive: false
                    spacing: 4
                    model: seatModel
                    delegate: SeatRow {
                        width: seatList.width
                        rulesSeat: page.rulesSeat
                        onEdited: function(kind, level, rulesLevel, name) {
                            page.editSeat(index, kind, level, rulesLevel, name)
                        }
                    }
                }

                Text {
                    id: soloText
                    objectName: "seatHint"
                    Layout.fillWidth: true
                    // Solo play in the game's words (game.rules_seat), else hot-seat play.
                    text: page.solo && page.rulesSeat.solo !== ""
                          ? page.rulesSeat.solo
                          : page.rulesOffered && page.rulesSeat.offer !== ""
                            ? page.rulesSeat.offer
                            : page.hasSecrets
                              //: Launcher hint about hot-seat play in a game with secrets (hands, face-down tiles)
                              ? qsTr("Several people can share this screen: the game hides each hand until its owner takes the seat.")
                              //: Launcher hint about hot-seat play in a game where everything is in view (no hand-over screen)
                              : qsTr("Several people can share this screen and play in turn: nothing in this game is hidden.")
                    wrapMode: Text.Wrap
                    font.pixelSize: 13
                    color: Theme.inkFaint
                    // The solo switch reads it as its description while it is offered.
                    Accessible.ignored: soloCard.visible || !visible
                }

            }
            }
            // Under the setup, always in sight: more seats below, then the buttons.
            ColumnLayout {
                id: setupFooter
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                anchors.margins: 24
                anchors.topMargin: 0
                spacing: 6
                Text {
                    objectName: "moreSeatsHint"
                    Layout.fillWidth: true
                    // Some seats below the part of the setup in sight.
                    visible: seatList.y + seatList.contentHeight > setupScroll.contentY + setupScroll.height + 1
                    //: Under the seat list when some seats are out of sight
                    text: qsTr("More seats below: scroll down to see them all")
                    font.pixelSize: 13
                    font.italic: Theme.italic
                    color: Theme.indigo
                    elide: Text.ElideRight
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 12
                    InkButton {
                        objectName: "howToPlayButton"
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
                    // The chosen game's record, between the buttons (where a problem would show).
                    GameStatsPanel {
                        objectName: "gameStats"
                        visible: page.startProblem === ""
                        Layout.fillWidth: true
                        Layout.preferredWidth: 0
                        gameId: page.selected.gameId || ""
                        rulesSeat: page.rulesSeat
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
    // For tests: popups are not among the page's visual children.
    readonly property alias rulesDrawer: rules
    readonly property var myVariantsDialog: myVariants.item
    Loader {
        id: myVariants
        active: false
        source: "editor/VariantManager.qml"
        onLoaded: {
            item.objectName = "myVariantsDialog"
            item.editRequested.connect(function(gameId, variantId) { page.editRequested(gameId, variantId) })
        }
    }
}
