// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge

// A game's real table, started on the rules being edited and shown only as far as its board:
// the rules editor's board preview is the very view the game uses. The table takes no input
// here (nothing is played); the editing handles lie above it in the board's own coordinates:
// `overlay` is created with the board's size and gets `board` (the table's board item) and
// `table`.
//
// The table follows the document: each time the edited rules check clean, the preview game is
// started again from them. While the document has errors the board keeps showing the last rules
// that checked clean (the base game's, for a document opened with errors), and the handles draw
// what the errors point at.
Item {
    id: preview
    objectName: "tablePreview"
    required property var editor
    // The table's property holding its board item ("island", "gardenBoard"); the whole table
    // when empty.
    property string boardProperty: ""
    property Component overlay: null

    readonly property var table: tableLoader.item
    readonly property Item board: table ? (boardProperty !== "" ? table[boardProperty] || null : table) : null
    readonly property Item overlayItem: overlayLoader.item
    // Why there is no table to show ("" when there is one).
    property string problem: ""
    property string startedText: ""

    // games/<Id>/<Id>Table.qml, as GamePage finds it.
    function tableFile(gameId) {
        const id = Theme.gameFolder(gameId)
        return "../games/" + id + "/" + id + "Table.qml"
    }

    function restart() {
        if (!editor || editor.gameId === "" || editor.validating || editor.text === startedText)
            return
        // Rules with errors: the base game's board until they check clean (the handles draw
        // what the errors point at over it), if nothing has been shown yet.
        if (!editor.playable && table !== null)
            return
        const file = editor.playable ? editor.previewFile() : ""
        const players = Math.max(1, Number(editor.playable ? editor.value("game.players.min")
                                                            : editor.baseValue("game.players.min")) || 2)
        const seats = []
        for (let i = 0; i < players; ++i)
            seats.push({ kind: "human" })
        startedText = editor.playable ? editor.text : ""
        if (!session.start(editor.gameId, file, seats, 1)) {
            problem = session.lastError
            return
        }
        problem = ""
        tableLoader.setSource(tableFile(editor.gameId), { session: session })
    }

    GameSession {
        id: session
        aiDelay: 0
    }

    // A quiet moment after the document checks clean, then the table again.
    Timer {
        id: restartTimer
        interval: 150
        onTriggered: preview.restart()
    }
    Connections {
        target: preview.editor
        function onValidationChanged() { restartTimer.restart() }
    }
    Component.onCompleted: restartTimer.restart()

    // The table is laid out at a size of its own (where its board comes out large) and scaled
    // so that the board fills the preview.
    readonly property real tableWidth: Math.max(1100, width * 1.6)
    readonly property real tableHeight: Math.max(720, height * 1.6)
    readonly property point boardOrigin: {
        if (!board || !table)
            return Qt.point(0, 0)
        // Depend on the board's geometry: mapToItem is not a binding of its own.
        void (board.x + board.y + board.width + board.height + table.width + table.height)
        return board === table ? Qt.point(0, 0) : board.mapToItem(table, 0, 0)
    }
    readonly property real fit: board && board.width > 0 && board.height > 0
                                ? Math.min(width / board.width, height / board.height) : 1

    // The board's own rectangle, scaled: the table's other parts around it stay hidden.
    Item {
        id: viewport
        width: (preview.board ? preview.board.width : 0) * preview.fit
        height: (preview.board ? preview.board.height : 0) * preview.fit
        x: (preview.width - width) / 2
        y: (preview.height - height) / 2
        clip: true

        Item {
            id: stage
            width: preview.tableWidth
            height: preview.tableHeight
            transformOrigin: Item.TopLeft
            scale: preview.fit
            x: -preview.boardOrigin.x * preview.fit
            y: -preview.boardOrigin.y * preview.fit

            Loader {
                id: tableLoader
                anchors.fill: parent
                // A preview: the table's own clicks and keys would play moves.
                enabled: false
            }

            Loader {
                id: overlayLoader
                x: preview.boardOrigin.x
                y: preview.boardOrigin.y
                width: preview.board ? preview.board.width : 0
                height: preview.board ? preview.board.height : 0
                active: preview.board !== null
                sourceComponent: preview.overlay
            }
        }
    }

    Text {
        anchors.centerIn: parent
        width: parent.width - 40
        visible: preview.table === null
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        color: preview.problem !== "" ? Theme.vermilion : Theme.inkFaint
        font.family: Theme.bodyFont
        text: preview.problem !== "" ? preview.problem
              //: Rules editor: shown where the board preview will be, until the rules check clean once
              : qsTr("The board appears here once the rules check without errors.")
    }
}
