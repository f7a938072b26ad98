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
    // A page under another one (the stack keeps it) is out of the screen reader's tree.
    Accessible.ignored: !visible
    required property GameSession session
    signal leave()
    signal loadRequested()
    // The rules editor on this game's rules (the game on the table is left).
    signal editRequested(string gameId, string variantId)
    signal settingsRequested()

    // games/<Id>/<Id>Table.qml for a game id: "garden" → Garden, "tokaido_duo" → TokaidoDuo.
    function tableFile(gameId) {
        const id = Theme.gameFolder(gameId)
        return "games/" + id + "/" + id + "Table.qml"
    }
    readonly property var table: tableLoader.item
    // For tests: popups are not among the page's visual children.
    readonly property alias confirmDialog: confirmLeave
    // The game menu (null until it is first opened: it is built then).
    readonly property var gameMenu: gameMenuLoader.item
    function openMenu() {
        gameMenuLoader.active = true
        gameMenuLoader.item.open()
    }
    readonly property alias rulesDrawer: rules
    readonly property alias moveKeys: moveKeys
    // The replay's bar (null until a replay is first opened: it is built then).
    readonly property var replayBar: replayBarLoader.item
    // Leaving a game that is under way loses it, so the page asks first; once the game is
    // over, or before the first move, there is nothing to lose.
    readonly property bool inProgress: session.active && !session.gameOver && session.plyCount > 0

    // "games": back to the launcher; "load": the list of saved games.
    function requestLeave(where) {
        // A lesson is kept at its step: Learn to play or Resume goes on with it.
        // At a network table there is nothing here to save: the host keeps the game.
        if (!inProgress || !AppSettings.confirmLeave || session.lesson.active || session.networked) {
            proceed(where)
            return
        }
        confirmLeave.where = where
        confirmLeave.open()
    }
    function proceed(where) {
        if (where === "load")
            page.loadRequested()
        else if (where === "edit")
            page.editRequested(page.session.gameId, page.session.variantId)
        else
            page.leave()
    }

    background: PaperBackground {}

    // Shortcuts work while this page is the one shown (the editor below has its own).
    readonly property bool onTop: StackView.view ? StackView.status === StackView.Active : true
    onOnTopChanged: if (onTop) forceActiveFocus()
    Component.onCompleted: forceActiveFocus()
    focus: true
    // The table by keyboard (MoveKeys), and the replay's arrows while it is shown.
    Keys.onPressed: function(event) {
        if ((replayBar && replayBar.handle(event)) || page.handleProposal(event)
                || (!session.reviewing && moveKeys.handle(event)))
            event.accepted = true
    }
    // "Confirm move": while a chosen move waits, Enter (or Space) plays it, Escape drops it,
    // and no other key reaches the table.
    readonly property bool proposing: page.table !== null && page.table.proposedMove !== undefined
                                      && page.table.proposedMove !== null
    function handleProposal(event) {
        if (!proposing)
            return false
        switch (event.key) {
        case Qt.Key_Return:
        case Qt.Key_Enter:
        case Qt.Key_Space:
            moveKeys.byKey = true
            page.table.confirmProposal()
            Qt.callLater(moveKeys.afterChange)
            return true
        case Qt.Key_Escape:
            page.table.cancelProposal()
            return true
        case Qt.Key_Tab:
        case Qt.Key_Backtab:
            return false
        }
        return true
    }
    MoveKeys {
        id: moveKeys
        table: page.table
        page: page
        pageHasKeys: page.focusedItem === page
    }
    // The item with the window's key focus. While the page is shown and that focus is on
    // nothing, or on something hidden (the control that had it was hidden: the hint's "Play
    // it" once played leaves it on its bar's Loader, a focus scope), the page takes it back, so
    // that the keys are never lost.
    readonly property Item focusedItem: Window.activeFocusItem
    onFocusedItemChanged: Qt.callLater(page.reclaimKeys)
    function reclaimKeys() {
        const w = page.appWindow
        const f = page.focusedItem
        if (page.onTop && w && (!f || f === w.contentItem || !f.visible))
            page.forceActiveFocus()
    }
    Connections {
        target: page.session
        function onStateChanged() { Qt.callLater(moveKeys.afterChange) }
        function onMoved(seat, move) {
            const s = page.session.seats[seat]
            moveKeys.movedBy(!s || s.kind === "human")
            page.soundOf(s, move)
        }
    }
    // The table's sounds: each move's (the game's word for its kind, GameTable.moveSounds), a
    // chime when the turn comes back to the person at the screen after the computer's moves or
    // a hand-over (never after an undo), and the end of the game.
    TableSounds {
        id: sounds
        objectName: "tableSounds"
    }
    property bool chimeAfterHandover: false
    function soundOf(seat, move) {
        if (!page.table)
            return
        sounds.play(page.table.moveSound(move))
        if (page.session.reviewing)
            return
        if (page.session.over)
            endSound.restart()
        else if (page.session.handoverPending)
            page.chimeAfterHandover = true
        else if (seat && seat.kind !== "human")
            turnSound.restart()
    }
    Timer {
        id: turnSound
        // After the move's own sound; by then the computer may have moved again.
        interval: 300
        onTriggered: if (page.table && page.table.myTurn && !page.session.reviewing) sounds.play("turn")
    }
    Timer {
        id: endSound
        interval: 300
        onTriggered: sounds.play("end")
    }
    Connections {
        target: page.table
        function onMyTurnChanged() {
            if (page.table.myTurn && page.chimeAfterHandover) {
                page.chimeAfterHandover = false
                turnSound.restart()
            }
        }
    }
    function saveNow() {
        //: Shown for a moment after saving
        toast.show(session.saveToLibrary() ? qsTr("Game saved") : session.lastError)
    }
    // The window the page is in (for full screen).
    readonly property var appWindow: Window.window
    function toggleFullScreen() {
        const w = page.appWindow
        if (w)
            w.visibility = w.visibility === Window.FullScreen ? Window.Windowed : Window.FullScreen
    }
    function startReplay() {
        if (session.plyCount === 0)
            return
        session.review(session.gameOver ? 0 : session.plyCount)
        page.forceActiveFocus()
    }
    // Undo and Redo bind every key the platform gives them (`sequences`); a Shortcut given one
    // StandardKey with several bindings warns that it binds only the first. The labels in the
    // keys list come from disabled Shortcuts holding each one's first binding.
    Shortcut {
        id: undoKey
        enabled: page.onTop
        sequences: [StandardKey.Undo]
        onActivated: if (page.session.canUndo) page.session.undo()
    }
    Shortcut {
        id: undoLabel
        enabled: false
        sequence: "Ctrl+Z"
    }
    Shortcut {
        id: redoKey
        enabled: page.onTop
        // Every binding of the platform's Redo (Ctrl+Shift+Z, Ctrl+Y); redoLabel names it.
        sequences: [StandardKey.Redo]
        onActivated: if (page.session.canRedo) page.session.redo()
    }
    Shortcut {
        id: redoLabel
        enabled: false
        sequence: Qt.platform.os === "windows" ? "Ctrl+Y" : "Ctrl+Shift+Z"
    }
    Shortcut {
        id: saveKey
        enabled: page.onTop
        sequence: StandardKey.Save
        onActivated: if (!page.session.networked && !page.session.networkRecord) page.saveNow()
    }
    Shortcut {
        id: openKey
        enabled: page.onTop
        sequence: StandardKey.Open
        onActivated: page.requestLeave("load")
    }
    Shortcut {
        id: newKey
        enabled: page.onTop
        sequence: StandardKey.New
        onActivated: if (!page.session.networked && !page.session.networkRecord) page.session.restart()
    }
    Shortcut {
        id: rulesKey
        enabled: page.onTop
        sequence: "F1"
        onActivated: rules.visible ? rules.close() : rules.open()
    }
    Shortcut {
        id: fullScreenKey
        enabled: page.onTop
        sequence: "F11"
        onActivated: page.toggleFullScreen()
    }
    Shortcut {
        id: replayKey
        enabled: page.onTop
        sequence: "Ctrl+R"
        onActivated: if (!page.session.networked) page.session.reviewing ? page.session.endReview() : page.startReplay()
    }
    Shortcut {
        id: settingsKey
        enabled: page.onTop
        sequence: "Ctrl+,"
        onActivated: page.settingsRequested()
    }
    // Zoom: the table and its text larger or smaller, kept in the settings; automatic fills a
    // large window.
    Shortcut {
        id: zoomInKey
        enabled: page.onTop
        sequences: ["Ctrl++", "Ctrl+="]
        onActivated: page.zoomBy(1)
    }
    Shortcut {
        id: zoomOutKey
        enabled: page.onTop
        sequences: ["Ctrl+-"]
        onActivated: page.zoomBy(-1)
    }
    // Shortcuts with several sequences have no nativeText: the keys list names their first.
    Shortcut {
        id: zoomInLabel
        enabled: false
        sequence: "Ctrl++"
    }
    Shortcut {
        id: zoomOutLabel
        enabled: false
        sequence: "Ctrl+-"
    }
    Shortcut {
        id: zoomAutoKey
        enabled: page.onTop
        sequence: "Ctrl+0"
        onActivated: AppSettings.zoom = 0
    }
    // The next step of Theme.zoomSteps up (+1) or down (−1) from the zoom shown now.
    function zoomBy(direction) {
        const now = Math.round(tableArea.zoom * 100)
        const steps = Theme.zoomSteps
        if (direction > 0) {
            const up = steps.find(v => v > now + 1)
            AppSettings.zoom = up !== undefined ? up : steps[steps.length - 1]
        } else {
            const down = steps.slice().reverse().find(v => v < now - 1)
            AppSettings.zoom = down !== undefined ? down : steps[0]
        }
    }
    Shortcut {
        id: hintKey
        enabled: page.onTop
        sequence: "H"
        onActivated: page.session.hint.index !== undefined ? page.session.dismissHint() : page.session.requestHint()
    }
    // What the keys do, for the rules drawer.
    readonly property var shortcutList: [
        //: Keys list in the rules drawer: arrow keys on the table
        { keys: "← ↑ → ↓", what: qsTr("Move the focus among the moves you can make") },
        //: Keys list: Enter plays the move with the focus
        { keys: qsTr("Enter") + " / " + qsTr("Space"), what: qsTr("Play the move with the focus (or choose that part of it)") },
        //: Keys list: Escape steps back
        { keys: qsTr("Esc"), what: qsTr("Step back from a move begun") },
        { keys: undoLabel.nativeText, what: qsTr("Undo") },
        { keys: redoLabel.nativeText, what: qsTr("Redo") },
        { keys: saveKey.nativeText, what: qsTr("Save game") },
        { keys: openKey.nativeText, what: qsTr("Open a saved game…") },
        { keys: newKey.nativeText, what: qsTr("New game") },
        { keys: replayKey.nativeText, what: qsTr("Replay the game") },
        { keys: rulesKey.nativeText, what: qsTr("How to play") },
        { keys: hintKey.nativeText, what: qsTr("Hint") },
        { keys: fullScreenKey.nativeText, what: qsTr("Full screen") },
        //: Keys list: the zoom keys (Ctrl + / Ctrl −)
        { keys: zoomInLabel.nativeText + " / " + zoomOutLabel.nativeText, what: qsTr("Zoom the table in or out") },
        { keys: zoomAutoKey.nativeText, what: qsTr("Automatic zoom") },
        { keys: settingsKey.nativeText, what: qsTr("Settings") }
    ]

    // The status sits between the buttons while it fits there on one line at a readable size;
    // a longer sentence (Hungarian, Spanish, French, a small window) gets a banner of its own
    // across the whole width under the buttons instead of two cramped lines.
    // In the replay it tells the position shown (its round, whose turn it was, or the end),
    // never the game as it is now.
    readonly property string statusText: !table ? "" : session.reviewing ? replayStatus
                                                     : networkStatusText !== "" ? networkStatusText : table.statusText
    // At a network table, while the connection is not there: what is happening to it.
    readonly property string networkStatusText: {
        if (!session.networked)
            return ""
        if (session.networkStatus === "failed")
            return session.networkProblem
        if (session.networkStatus === "reconnecting")
            //: Status line at a network table when the connection to the host dropped; the app connects again by itself
            return qsTr("The connection to the table dropped; joining again…")
        return ""
    }
    readonly property string replayStatus: {
        if (!table || !session.reviewing)
            return ""
        const state = session.over ? table.endTitle
                                   //: Status line in the replay: whose turn it was in the position shown; %1 a player's name
                                   : Theme.fill(qsTr("%1 to move"), [table.seatName(session.currentPlayer)])
        // Every part is mid-line (after "Replay:" or " · "): "a 2. gép", not "A 2. gép"; in
        // Spanish and French the round and the end are no headings there either ("Repetición:
        // ronda 3 · turno de Azul", « Revoir : manche 8, partie nulle »), a seat's name keeps
        // its capital.
        const names = session.seats.map((s, i) => table.seatName(i))
        if (session.observation.round === undefined)
            //: Status line in the replay of a game without rounds; %1 the position shown: whose turn it was, or how the game ended (after the colon, in lower case unless it starts with a name)
            return qsTr("Replay: %1").arg(Theme.midLine(state, names))
        //: Status line in the replay; %1 the round of the position shown (the move log's "Round 3", lower case here in es and fr: "ronda 3", "manche 3"), %2 whose turn it was ("Blue to move") or how the game ended; fr « Revoir : manche 3, au tour de Bleu »
        return qsTr("Replay: %1 · %2").arg(Theme.midLine(table.roundTitle(session.observation.round), names))
                                      .arg(Theme.midLine(state, names))
    }
    // Where the status goes depends on the window only, never on the sentence: the table keeps
    // its size whatever the prompt says (a long one wraps or shrinks in its banner).
    readonly property bool statusInline: bannerSlot.width >= 640

    // The turn prompt is an alert: a screen reader says it when it appears and when it
    // changes (only the banner shown is in the tree).
    component StatusBanner: Rectangle {
        Accessible.role: Accessible.AlertMessage
        Accessible.name: page.statusText
        Accessible.ignored: !visible || page.statusText === ""
        radius: 20
        color: page.session.humanToMove && !page.session.handoverPending ? Theme.vermilion : Theme.paperLight
        border.color: page.session.humanToMove ? Qt.darker(Theme.vermilion, 1.2) : Theme.line
        Text {
            objectName: "statusText"
            // The banner itself says it.
            Accessible.ignored: true
            anchors.fill: parent
            anchors.leftMargin: 18
            anchors.rightMargin: 18
            verticalAlignment: Text.AlignVCenter
            horizontalAlignment: Text.AlignHCenter
            text: page.statusText
            color: page.session.humanToMove && !page.session.handoverPending ? Theme.paperLight : Theme.ink
            font.pixelSize: 16
            font.bold: page.session.humanToMove
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            fontSizeMode: Text.Fit
            minimumPixelSize: 13
            elide: Text.ElideRight
        }
    }

    header: Rectangle {
        height: page.statusInline ? 60 : 106
        StatusBanner {
            objectName: "statusBannerWide"
            visible: !page.statusInline
            x: 16
            y: 56
            width: parent.width - 32
            height: 40
        }
        color: Qt.rgba(1, 1, 1, 0.35)
        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.line
        }
        RowLayout {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            height: 60
            anchors.leftMargin: 16
            anchors.rightMargin: 16
            spacing: 12
            InkButton {
                objectName: "gamesButton"
                //: Leaves the game for the launcher
                text: qsTr("‹ Games")
                onClicked: page.requestLeave("games")
            }
            ColumnLayout {
                spacing: 0
                Layout.fillWidth: false
                Layout.preferredWidth: Math.max(150, Math.min(230, page.width * 0.14))
                Text {
                    Layout.fillWidth: true
                    text: Theme.t(page.session.info.name)
                    font.family: Theme.titleFont
                    font.pixelSize: 20
                    // A long name gets smaller on a small window rather than cut.
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 12
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
            // Where the status sits when it fits on one line between the buttons.
            Item {
                id: bannerSlot
                Layout.fillWidth: true
                Layout.preferredHeight: 40
                StatusBanner {
                    objectName: "statusBanner"
                    anchors.fill: parent
                    visible: page.statusInline
                }
            }
            // At a table this app hosts: the invitation for the others, copied with a click.
            InkButton {
                objectName: "copyInvitationButton"
                visible: page.session.hostInvitation !== ""
                //: At a table this app hosts for people on other computers: copies the invitation to send them
                text: qsTr("Copy the invitation")
                onClicked: {
                    invitationCopy.text = page.session.hostInvitation
                    invitationCopy.selectAll()
                    invitationCopy.copy()
                }
                ToolTip.visible: hovered
                ToolTip.delay: 400
                //: Tooltip of "Copy the invitation"; %1 is the invitation's link (kotatsu://…)
                ToolTip.text: qsTr("Send this to the people you invite: %1").arg(page.session.hostInvitation)
                Accessible.description: ToolTip.text
                TextEdit {
                    id: invitationCopy
                    objectName: "invitationCopy"
                    visible: false
                }
            }
            // No take-backs at a network table (README, "Playing on the network").
            InkButton {
                objectName: "undoButton"
                visible: !page.session.networked && !page.session.networkRecord
                //: Takes back your last move
                text: qsTr("Undo")
                enabled: page.session.canUndo
                onClicked: page.session.undo()
                ToolTip.visible: hovered
                ToolTip.delay: 400
                ToolTip.text: page.session.undoLength > 1
                              //: Undo button tooltip when the computer has answered; %n is how many of its moves go too
                              ? qsTr("Takes back your last move and the computer's %n move(s) after it", "", page.session.undoLength - 1)
                              //: Undo button tooltip
                              : qsTr("Takes back your last move")
                Accessible.description: ToolTip.text
            }
            InkButton {
                objectName: "redoButton"
                visible: !page.session.networked && !page.session.networkRecord
                //: Plays again a move you took back
                text: qsTr("Redo")
                enabled: page.session.canRedo
                onClicked: page.session.redo()
            }
            InkButton {
                id: menuButton
                objectName: "menuButton"
                //: Opens the game menu
                text: qsTr("Menu")
                onClicked: page.openMenu()
                // Built when first opened: the table's first frame does not wait for it.
                Loader {
                    id: gameMenuLoader
                    active: false
                    sourceComponent: Menu {
                        id: gameMenu
                        parent: menuButton
                        y: menuButton.height
                        // As wide as its widest entry with its shortcut (the Basic Menu keeps 200).
                        width: {
                            let widest = 220
                            for (let i = 0; i < count; ++i) {
                                const entry = itemAt(i)
                                if (entry)
                                    widest = Math.max(widest, entry.implicitWidth)
                            }
                            return Math.min(widest + leftPadding + rightPadding, page.width - 32)
                        }
                        ShortcutMenuItem {
                            //: Game menu: same players, new shuffle
                            text: qsTr("New game")
                            shortcut: newKey.nativeText
                            enabled: !page.session.networked && !page.session.networkRecord
                            onTriggered: page.session.restart()
                        }
                        ShortcutMenuItem {
                            objectName: "saveItem"
                            //: Game menu: saves into the list of saved games
                            text: qsTr("Save game")
                            shortcut: saveKey.nativeText
                            enabled: !page.session.networked && !page.session.networkRecord
                            onTriggered: page.saveNow()
                        }
                        ShortcutMenuItem {
                            objectName: "openSavedItem"
                            //: Game menu
                            text: qsTr("Open a saved game…")
                            shortcut: openKey.nativeText
                            onTriggered: page.requestLeave("load")
                        }
                        ShortcutMenuItem {
                            objectName: "replayItem"
                            //: Game menu: step through the moves played so far
                            text: qsTr("Replay the game")
                            shortcut: replayKey.nativeText
                            enabled: page.session.plyCount > 0 && !page.session.networked
                            onTriggered: page.startReplay()
                        }
                        ShortcutMenuItem {
                            objectName: "hintItem"
                            //: Game menu: asks the strong computer which move to make
                            text: qsTr("Hint")
                            shortcut: hintKey.nativeText
                            enabled: page.session.canHint
                            onTriggered: page.session.requestHint()
                        }
                        MenuItem {
                            objectName: "editRulesItem"
                            //: Game menu: opens the rules editor on the rules of this game (leaves the game)
                            text: qsTr("Edit these rules…")
                            onTriggered: page.requestLeave("edit")
                        }
                        MenuSeparator {}
                        ShortcutMenuItem {
                            objectName: "rulesItem"
                            //: Game menu: opens the rules
                            text: qsTr("How to play")
                            shortcut: rulesKey.nativeText
                            onTriggered: rules.open()
                        }
                        ShortcutMenuItem {
                            objectName: "fullScreenItem"
                            //: Game menu: the window fills the screen (or back)
                            text: qsTr("Full screen")
                            checkable: true
                            checked: page.appWindow !== null && page.appWindow.visibility === Window.FullScreen
                            shortcut: fullScreenKey.nativeText
                            onTriggered: page.toggleFullScreen()
                        }
                        ShortcutMenuItem {
                            objectName: "zoomInItem"
                            //: Game menu: the table larger; %1 is the zoom now ("120 %")
                            text: qsTr("Zoom in (now %1)").arg(Theme.zoomName(Math.round(tableArea.zoom * 100)))
                            shortcut: zoomInKey.nativeText
                            enabled: tableArea.zoom < Theme.zoomSteps[Theme.zoomSteps.length - 1] / 100 - 0.001
                            onTriggered: page.zoomBy(1)
                        }
                        ShortcutMenuItem {
                            objectName: "zoomOutItem"
                            //: Game menu: the table smaller
                            text: qsTr("Zoom out")
                            shortcut: zoomOutKey.nativeText
                            enabled: tableArea.zoom > Theme.zoomSteps[0] / 100 + 0.001
                            onTriggered: page.zoomBy(-1)
                        }
                        ShortcutMenuItem {
                            objectName: "zoomAutoItem"
                            //: Game menu: the table's zoom follows the window (a check mark when on)
                            text: qsTr("Automatic zoom")
                            checkable: true
                            checked: AppSettings.zoom === 0
                            shortcut: zoomAutoKey.nativeText
                            onTriggered: AppSettings.zoom = 0
                        }
                        ShortcutMenuItem {
                            objectName: "settingsItem"
                            //: Game menu: opens the settings page
                            text: qsTr("Settings…")
                            shortcut: settingsKey.nativeText
                            onTriggered: page.settingsRequested()
                        }
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

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8
        // The table, drawn at the zoom: laid out at the room divided by the zoom and scaled up
        // (so a larger zoom is a larger table, not more of it). Zoomed in on a small window, the
        // table keeps a least size and scrolls.
        Item {
            id: tableArea
            objectName: "tableArea"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            // Automatic: 100 % up to a room of 1150×800, then as much larger as the room is,
            // in steps of 5 %, up to 200 %.
            readonly property real autoZoom: Math.max(1, Math.min(2, Math.floor(Math.min(width / 1150, height / 800) * 20) / 20))
            readonly property real zoom: AppSettings.zoom > 0 ? AppSettings.zoom / 100 : autoZoom
            Flickable {
                id: tableFlick
                anchors.fill: parent
                contentWidth: tableLoader.width * tableArea.zoom
                contentHeight: tableLoader.height * tableArea.zoom
                interactive: contentWidth > width + 1 || contentHeight > height + 1
                boundsBehavior: Flickable.StopAtBounds
                // Not needed (the table fits), the bars are out of sight and out of the tree.
                ScrollBar.vertical: ScrollBar {
                    policy: tableFlick.contentHeight > tableFlick.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                    Accessible.ignored: !visible || opacity === 0
                }
                ScrollBar.horizontal: ScrollBar {
                    policy: tableFlick.contentWidth > tableFlick.width + 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                    Accessible.ignored: !visible || opacity === 0
                }
                Loader {
                    id: tableLoader
                    width: Math.max(tableArea.width / tableArea.zoom, Math.min(tableArea.width, 720))
                    height: Math.max(tableArea.height / tableArea.zoom, Math.min(tableArea.height, 480))
                    scale: tableArea.zoom
                    transformOrigin: Item.TopLeft
                    Component.onCompleted: load()
                    function load() {
                        setSource(page.tableFile(page.session.gameId), { session: page.session })
                    }
                    onStatusChanged: {
                        if (status === Loader.Error)
                            sourceComponent = missingView
                    }
                }
            }
            // While a chosen move waits for Confirm, the table takes no other click.
            MouseArea {
                objectName: "proposalShield"
                anchors.fill: parent
                z: 1000
                visible: page.proposing
                acceptedButtons: Qt.AllButtons
                hoverEnabled: true
            }
        }
        }

        // The side column: the replay, the move that waits for Confirm and the hint over the
        // move log. Those bars take their room from the log, never from the table, so the board
        // keeps its size and place while they come and go, and they lie over no piece that
        // plays a move.
        ColumnLayout {
            // (A layout in a layout fills by default: the table would share its width.)
            Layout.fillWidth: false
            Layout.preferredWidth: page.width >= 1600 ? 300 : 250
            Layout.fillHeight: true
            spacing: 8
            // The lesson played at the table (Learn to play), over the rest of the column.
            LessonPanel {
                objectName: "lessonPanel"
                Layout.fillWidth: true
                Layout.preferredHeight: height
                session: page.session
                onPlayRealGame: page.session.playRealGame()
            }
            // The replay's bar, at the top of the side column (the table keeps its size while a
            // replay is open), built when a replay is first opened (never at a table's first frame).
            Item {
                Layout.fillWidth: true
                Layout.preferredHeight: replayBarLoader.item ? replayBarLoader.item.height : 0
                visible: page.session.reviewing
                Loader {
                    id: replayBarLoader
                    objectName: "replayBarLoader"
                    width: parent.width
                    property bool made: false
                    active: made || page.session.reviewing
                    onLoaded: made = true
                    sourceComponent: ReplayBar {
                        objectName: "replayBar"
                        session: page.session
                        // (A network record knows only its own seat's moves: the others' have no
                        // sentence, only the position they led to.)
                        moveText: page.table && page.session.reviewing && page.session.reviewPly > 0
                                  && page.session.lastMove.kind
                                  ? page.table.describeMove(page.session.lastMove.seat, page.session.lastMove) : ""
                        onClosed: {
                            page.session.endReview()
                            page.forceActiveFocus()
                        }
                    }
                }
            }
            // The bars are built when first shown (never at a table's first frame); each one's
            // slot is shown with it, as tall as it is.
            Item {
                objectName: "confirmMoveBar"
                Layout.fillWidth: true
                Layout.preferredHeight: confirmMoveBarLoader.item ? confirmMoveBarLoader.item.height : 0
                visible: confirmMoveBarLoader.item !== null && confirmMoveBarLoader.item.shown
                Loader {
                    id: confirmMoveBarLoader
                    objectName: "confirmMoveBarLoader"
                    width: parent.width
                    property bool made: false
                    active: made || page.proposing
                    onLoaded: made = true
                    sourceComponent: ConfirmMoveBar {
                        table: page.table
                        onConfirmed: page.table.confirmProposal()
                        onCancelled: page.table.cancelProposal()
                    }
                }
            }
            Item {
                objectName: "hintBar"
                Layout.fillWidth: true
                Layout.preferredHeight: hintBarLoader.item ? hintBarLoader.item.height : 0
                visible: hintBarLoader.item !== null && hintBarLoader.item.shown && !page.session.reviewing
                Loader {
                    id: hintBarLoader
                    objectName: "hintBarLoader"
                    width: parent.width
                    // Made when first wanted, then kept (set from the change, not from the
                    // Loader's own loading, which would loop through `active`).
                    property bool made: false
                    readonly property bool wanted: page.session.hintThinking || page.session.hint.index !== undefined
                    onWantedChanged: if (wanted) made = true
                    active: made || wanted
                    sourceComponent: HintBar {
                        table: page.table
                        session: page.session
                        moveText: page.table && page.session.hint.move
                                  ? page.table.adviseMove(page.session.currentPlayer, page.session.hint.move) : ""
                    }
                }
            }
            MoveLog {
                id: moveLog
                Layout.fillWidth: true
                Layout.fillHeight: true
                session: page.session
                table: page.table
            }
            // At a network table: the chat, under the log (open, it takes half the column from
            // the log; closed, one button).
            // (Made only at a network table: every other table's first frame goes without it.)
            Loader {
                id: chatPanel
                active: page.session.networked
                visible: active
                Layout.fillWidth: true
                Layout.preferredHeight: !item ? 0
                                        : item.open ? Math.max(item.implicitHeight, parent.height * 0.5)
                                                    : item.implicitHeight
                sourceComponent: ChatPanel {
                    objectName: "chatPanel"
                    session: page.session
                    table: page.table
                }
            }
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

    // The hand-over and end screens are built when they are shown, not with the table.
    Loader {
        objectName: "handoverLoader"
        anchors.fill: parent
        active: page.session.handoverPending
        sourceComponent: HandoverOverlay {
            session: page.session
            table: page.table
        }
    }

    Loader {
        objectName: "endLoader"
        anchors.fill: parent
        // Kept through the replay of a finished game (it remembers "Look at the table").
        // A lesson's end is said by its panel, with "Play a real game".
        active: page.session.gameOver && !page.session.lesson.active
        sourceComponent: EndOverlay {
            session: page.session
            table: page.table
            onPlayAgain: page.session.restart()
            onLeave: page.leave()
            onReplay: page.startReplay()
        }
    }

    RulesDrawer {
        id: rules
        gameId: page.session.gameId
        shortcuts: page.shortcutList
    }

    ConfirmDialog {
        id: confirmLeave
        objectName: "confirmLeave"
        property string where: "games"
        message: where === "load"
                 //: Dialog before opening another saved game while a game is under way
                 ? qsTr("The game on the table is kept: Resume on the game list goes on with it until you start another one. Save it to keep it in your saved games as well.")
                 : where === "edit"
                 //: Dialog before opening the rules editor while a game is under way
                 ? qsTr("Editing the rules leaves the game on the table. It is kept: Resume on the game list goes on with it until you start another one.")
                 //: Dialog before going back to the game list while a game is under way
                 : qsTr("The game on the table is kept: Resume on the game list goes on with it until you start another one. Save it to keep it in your saved games as well.")
        leaveText: where === "load"
                   //: Dialog button: open the list of saved games (the game on the table is kept for Resume)
                   ? qsTr("Open a saved game")
                   : where === "edit"
                   //: Dialog button: open the rules editor (the game on the table is kept for Resume)
                   ? qsTr("Edit the rules")
                   //: Dialog button: go back to the game list (the game on the table is kept for Resume)
                   : qsTr("Back to the games")
        onConfirmed: function(save) {
            if (save && !page.session.saveToLibrary()) {
                toast.show(page.session.lastError)
                return
            }
            page.proceed(where)
        }
    }

    // A short message in the corner of the move log (e.g. after saving), where it covers no
    // card or piece of the table.
    Rectangle {
        id: toast
        function show(message) {
            toastText.text = message
            opacity = 1
            toastTimer.restart()
        }
        objectName: "toast"
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.rightMargin: 16
        anchors.bottomMargin: 16
        width: Math.min(toastText.implicitWidth + 40, moveLog.width - 8)
        z: 5
        height: toastText.implicitHeight + 20
        radius: Math.min(height / 2, 18)
        color: Theme.ink
        opacity: 0
        visible: opacity > 0
        Behavior on opacity { NumberAnimation { duration: 250 } }
        Text {
            id: toastText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, toast.width - 40)
            color: Theme.paperLight
            font.pixelSize: 15
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
        }
        Timer {
            id: toastTimer
            interval: 2500
            onTriggered: toast.opacity = 0
        }
    }
}
