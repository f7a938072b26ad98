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
    readonly property alias gameMenu: gameMenu
    readonly property alias rulesDrawer: rules
    readonly property alias moveKeys: moveKeys
    readonly property alias replayBar: replayBar
    // Leaving a game that is under way loses it, so the page asks first; once the game is
    // over, or before the first move, there is nothing to lose.
    readonly property bool inProgress: session.active && !session.over && session.plyCount > 0

    // "games": back to the launcher; "load": the list of saved games.
    function requestLeave(where) {
        if (!inProgress || !AppSettings.confirmLeave) {
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
        if (replayBar.handle(event) || (!session.reviewing && moveKeys.handle(event)))
            event.accepted = true
    }
    MoveKeys {
        id: moveKeys
        table: page.table
        page: page
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
        session.review(session.over ? 0 : session.plyCount)
        page.forceActiveFocus()
    }
    Shortcut {
        id: undoKey
        enabled: page.onTop
        sequence: StandardKey.Undo
        onActivated: if (page.session.canUndo) page.session.undo()
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
        sequence: StandardKey.Redo
    }
    Shortcut {
        id: saveKey
        enabled: page.onTop
        sequence: StandardKey.Save
        onActivated: page.saveNow()
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
        onActivated: page.session.restart()
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
        onActivated: page.session.reviewing ? page.session.endReview() : page.startReplay()
    }
    Shortcut {
        id: settingsKey
        enabled: page.onTop
        sequence: "Ctrl+,"
        onActivated: page.settingsRequested()
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
        { keys: undoKey.nativeText, what: qsTr("Undo") },
        { keys: redoLabel.nativeText, what: qsTr("Redo") },
        { keys: saveKey.nativeText, what: qsTr("Save game") },
        { keys: openKey.nativeText, what: qsTr("Open a saved game…") },
        { keys: newKey.nativeText, what: qsTr("New game") },
        { keys: replayKey.nativeText, what: qsTr("Replay the game") },
        { keys: rulesKey.nativeText, what: qsTr("How to play") },
        { keys: hintKey.nativeText, what: qsTr("Hint") },
        { keys: fullScreenKey.nativeText, what: qsTr("Full screen") },
        { keys: settingsKey.nativeText, what: qsTr("Settings") }
    ]

    // The status sits between the buttons while it fits there on one line at a readable size;
    // a longer sentence (Hungarian, Spanish, French, a small window) gets a banner of its own
    // across the whole width under the buttons instead of two cramped lines.
    readonly property string statusText: table ? table.statusText : ""
    readonly property bool statusInline: statusMetrics.width <= bannerSlot.width - 36

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

    TextMetrics {
        id: statusMetrics
        font.family: Theme.bodyFont
        font.pixelSize: 14
        font.bold: true
        text: page.statusText
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
            InkButton {
                objectName: "undoButton"
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
                onClicked: gameMenu.open()
                Menu {
                    id: gameMenu
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
                        onTriggered: page.session.restart()
                    }
                    ShortcutMenuItem {
                        objectName: "saveItem"
                        //: Game menu: saves into the list of saved games
                        text: qsTr("Save game")
                        shortcut: saveKey.nativeText
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
                        enabled: page.session.plyCount > 0
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
                        objectName: "settingsItem"
                        //: Game menu: opens the settings page
                        text: qsTr("Settings…")
                        shortcut: settingsKey.nativeText
                        onTriggered: page.settingsRequested()
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
        ReplayBar {
            id: replayBar
            objectName: "replayBar"
            Layout.fillWidth: true
            Layout.preferredHeight: height
            session: page.session
            moveText: page.table && page.session.reviewing && page.session.reviewPly > 0
                      ? page.table.describeMove(page.session.lastMove.seat, page.session.lastMove) : ""
            onClosed: {
                page.session.endReview()
                page.forceActiveFocus()
            }
        }
        HintBar {
            objectName: "hintBar"
            Layout.fillWidth: true
            Layout.preferredHeight: height
            session: page.session
            moveText: page.table && page.session.hint.move
                      ? page.table.describeMove(page.session.currentPlayer, page.session.hint.move) : ""
        }
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
        }

        MoveLog {
            id: moveLog
            Layout.preferredWidth: page.width >= 1600 ? 300 : 250
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
        onReplay: page.startReplay()
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
