// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import Kotatsu
import Kotatsu.Bridge

ApplicationWindow {
    id: window
    // Set from the command line: a game to open straight away, computer speed.
    property var startup: ({})

    // The size and place come from the app (the last ones used, kept within the screen);
    // these are for a first run. Every table is laid out for 1024×640 and up.
    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    //: Window title
    title: gameSession.active ? qsTr("Kotatsu — %1").arg(Theme.t(gameSession.info.name)) : qsTr("Kotatsu")
    font.family: Theme.bodyFont
    // The Basic style takes its colours from the palette: paper and ink everywhere.
    palette.window: Theme.paper
    palette.windowText: Theme.ink
    palette.base: Theme.paperLight
    palette.alternateBase: Theme.paper
    palette.text: Theme.ink
    palette.button: Theme.paperLight
    palette.buttonText: Theme.ink
    // Highlighted menu entries are drawn in highlightedText on `light` (paper): it must be ink.
    palette.highlight: Theme.vermilionSoft
    palette.highlightedText: Theme.ink
    palette.light: Theme.paperLight
    palette.midlight: Theme.paperDeep
    palette.mid: Theme.line
    palette.dark: Theme.inkSoft
    palette.placeholderText: Theme.inkFaint
    palette.toolTipBase: Theme.ink
    palette.toolTipText: Theme.paperLight

    GameSession {
        id: gameSession
        // The computer's pace (Settings), unless the command line set it for this run.
        aiDelay: window.startup.aiDelay !== undefined ? window.startup.aiDelay : AppSettings.computerDelay
    }
    // For tests: popups are not among the window's visual children.
    readonly property alias savedGamesDialog: loadDialog

    StackView {
        id: stack
        objectName: "stack"
        anchors.fill: parent
        // The launcher is made when it is first shown: a table opened from the command line
        // (--game) draws its first frame without building the launcher under it, and the
        // launcher is built when that table is left.
        initialItem: Item {
            id: launcherSlot
            objectName: "launcherSlot"
            readonly property bool shown: StackView.status === StackView.Activating
                                          || StackView.status === StackView.Active
            onShownChanged: if (shown && window.openedFromCommandLine) window.launcherWanted = true
            Loader {
                id: launcherLoader
                objectName: "launcherLoader"
                anchors.fill: parent
                focus: true
                active: window.launcherWanted
                // By URL, so that a table opened from the command line does not even load the
                // launcher's types (its statistics, seat rows, combo and spin boxes).
                source: "LauncherPage.qml"
                onLoaded: {
                    item.objectName = "launcher"
                    item.hostedTable = Qt.binding(() => gameSession.hostedTable)
                }
            }
            Connections {
                target: launcherLoader.item
                function onStartRequested(gameId, variantId, seats) {
                    if (gameSession.start(gameId, variantId, seats))
                        window.showTable()
                    else
                        // Never a silent Start: the session says what is wrong.
                        //: Under the Start button when the game could not be started for an unknown reason
                        launcherLoader.item.startProblem = gameSession.lastError !== "" ? gameSession.lastError : qsTr("The game could not be started.")
                }
                function onLessonRequested(gameId, lessonId) {
                    if (gameSession.startLesson(gameId, lessonId))
                        window.showTable()
                    else
                        launcherLoader.item.startProblem = gameSession.lastError
                }
                function onLoadRequested() { loadDialog.open() }
                function onReopenHostedRequested() {
                    // The table is shown once its first position comes (onNetworkTableReady).
                    if (!gameSession.reopenHosted())
                        launcherLoader.item.startProblem = gameSession.lastError
                }
                function onNetworkRequested() {
                    netDialog.hostSetup = launcherLoader.item.setupForHost()
                    netDialog.open()
                }
                function onSettingsRequested() { window.openSettings() }
                function onResumeRequested() {
                    if (gameSession.resume())
                        window.showTable()
                    else
                        launcherLoader.item.startProblem = gameSession.lastError
                }
                function onEditRequested(gameId, variantId) { window.openEditor(gameId, variantId) }
                function onCompareRequested(gameId, variantId) { window.openLab(gameId, "", variantId, false) }
            }
        }
    }
    // Whether the launcher is built: from the start, unless the command line opens a page
    // (and that page could be opened); else once it is shown.
    property bool launcherWanted: !startup.game
    property bool openedFromCommandLine: false
    // For tests: the launcher page, null until it is first shown.
    readonly property alias launcherPage: launcherLoader.item

    function openSettings() {
        if (stack.currentItem && stack.currentItem.objectName === "settingsPage")
            return
        const settings = stack.push(Qt.resolvedUrl("SettingsPage.qml"), { objectName: "settingsPage" })
        settings.closed.connect(() => stack.pop())
    }
    Shortcut {
        sequence: "Ctrl+,"
        enabled: stack.depth === 1
        onActivated: window.openSettings()
    }

    // The variant lab: `variantId` (an id or file) against `baseVariant` ("" the base game).
    // The lab and the editor are loaded by URL when first opened, so that the launcher's first
    // frame does not wait for Qt Charts and the file dialogs they import.
    function openLab(gameId, baseVariant, variantId, autoRun) {
        const lab = stack.push(Qt.resolvedUrl("lab/LabPage.qml"),
                               { objectName: "labPage", gameId: gameId, baseVariant: baseVariant,
                                 variantId: variantId, autoRun: autoRun })
        lab.closed.connect(() => stack.pop())
        lab.playRequested.connect(function(gameId, variantId, seats) {
            if (gameSession.start(gameId, variantId, seats))
                window.showTable()
            else
                //: Variant lab: Play this variant could not start the game for an unknown reason
                lab.playProblem = gameSession.lastError !== "" ? gameSession.lastError : qsTr("The game could not be started.")
        })
    }

    // The rules editor on a game or variant, above the launcher. From a game's menu, the game
    // is left: back to the editor it was started from, else the editor takes the game's place.
    function openEditor(gameId, variantId) {
        const below = stack.depth >= 2 ? stack.get(stack.depth - 2) : null
        const properties = { objectName: "editorPage", gameId: gameId, variantId: variantId }
        const url = Qt.resolvedUrl("editor/EditorPage.qml")
        if (stack.currentItem && stack.currentItem.objectName === "gamePage") {
            gameSession.stop()
            if (below && below.objectName === "editorPage" && below.editor.gameId === gameId) {
                stack.pop()
                return
            }
            connectEditor(stack.replace(url, properties))
            return
        }
        connectEditor(stack.push(url, properties))
    }
    function connectEditor(editor) {
        editor.closed.connect(() => stack.pop())
        editor.compareRequested.connect(function(gameId, variantFile) { window.openLab(gameId, "", variantFile, false) })
        editor.playRequested.connect(function(gameId, variantFile, seats) {
            if (gameSession.start(gameId, variantFile, seats))
                window.showTable()
            else
                //: Rules editor: Play this variant could not start the game for an unknown reason
                editor.playProblem = gameSession.lastError !== "" ? gameSession.lastError : qsTr("The game could not be started.")
        })
    }

    // The table of the game in gameSession (loaded by URL on first use, like the other pages).
    function showTable() {
        // The table's ink pictures are painted once its layouts have settled, for its first
        // frame, not at each size they pass through on the way.
        InkPictures.holdUntilNextFrame(window)
        const table = stack.push(Qt.resolvedUrl("GamePage.qml"), { objectName: "gamePage", session: gameSession })
        table.leave.connect(function() {
            gameSession.stop()
            stack.pop()
        })
        table.loadRequested.connect(() => loadDialog.open())
        table.settingsRequested.connect(() => window.openSettings())
        table.editRequested.connect(function(gameId, variantId) { window.openEditor(gameId, variantId) })
        return table
    }

    // Play on the network (docs/network.md): the table is shown once the host sends its first
    // position.
    NetworkDialog {
        id: netDialog
        objectName: "networkDialog"
        session: gameSession
    }
    readonly property alias networkDialog: netDialog
    Connections {
        target: gameSession
        function onNetworkTableReady() {
            netDialog.close()
            if (stack.currentItem.objectName !== "gamePage")
                window.showTable()
        }
    }

    SavedGamesDialog {
        id: loadDialog
        objectName: "savedGamesDialog"
        session: gameSession
        onLoaded: {
            if (stack.currentItem.objectName !== "gamePage")
                window.showTable()
        }
    }

    Component.onCompleted: {
        // The computer's first move is thought after the window's first frame, not before.
        gameSession.holdComputerUntilShown(window)
        // A table's invitation link given on the command line (kotatsu://host:port/table?code=…).
        if (startup.join) {
            netDialog.joinNow(startup.join)
            return
        }
        if (!startup.game)
            return
        if (openFromCommandLine())
            openedFromCommandLine = true
        else
            launcherWanted = true
    }
    // The game, the editor or the lab that the command line names; false when there is none
    // to open (an unknown game, a game that could not start).
    function openFromCommandLine() {
        const row = Catalog.indexOf(startup.game)
        if (row < 0)
            return false
        if (startup.edit) {
            openEditor(startup.game, startup.variant || "")
            return true
        }
        if (startup.compare) {
            openLab(startup.game, "", startup.variant || "", true)
            return true
        }
        // --lesson: that lesson of the game (Learn to play), at --lesson-step.
        if (startup.lesson) {
            if (!gameSession.startLesson(startup.game, startup.lesson, startup.lessonStep || 0))
                return false
            window.showTable()
            return true
        }
        const info = Catalog.get(row, ["minPlayers"])
        const players = startup.players > 0 ? startup.players : info.minPlayers
        const seats = []
        for (let i = 0; i < players; ++i)
            seats.push(i < startup.humans ? { kind: "human" } : { kind: "computer", level: startup.level })
        // Solo (--solo N): the last seat is the one the game's rules play, at that level.
        if (startup.rulesLevel > 0 && players > startup.humans)
            seats[players - 1] = { kind: "rules", level: startup.rulesLevel }
        if (!gameSession.start(startup.game, startup.variant || "", seats, startup.seed))
            return false
        // Pushed as every table is: pushed at once (StackView.Immediate) from here, the table
        // did not get the window's keys (tst_keyboard_play).
        const table = window.showTable()
        // --rules: the how-to-play drawer open from the start (screenshots of the pages).
        if (startup.rules)
            table.rulesDrawer.open()
        return true
    }
}
