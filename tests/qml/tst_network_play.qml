// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// Playing at a table another computer holds, as a person does it: the real kotatsu-server on
// the loopback (TestServer, tst_qml_runner.cpp) hosts a Shikoku table with two computers; on the
// real app window, "Play on the network…" on the launcher, the invitation typed into the
// dialog, a name, Join; then moves played by clicks on the table's own pieces (its
// MoveTargets) until a few moves have passed. The table shows this seat's hand and not the
// computer's, offers no undo, and its log grows with the moves.
TestCase {
    id: testCase
    name: "NetworkPlay"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: mainWindow
        Main {
            width: 1280
            height: 800
            startup: ({ aiDelay: 0 })
        }
    }

    function cleanup() {
        TestServer.stop()
        Localization.language = "en"
    }

    // Types `text` key by key into the item that has the keyboard.
    // As a keyboard types: a capital letter with Shift (without it, a synthetic "H" is the
    // page's hint key, which a person typing H with Shift never presses).
    function type(text) {
        for (const c of text)
            keyClick(c, c !== c.toLowerCase() ? Qt.ShiftModifier : Qt.NoModifier)
    }

    // One move of this seat by clicks on the table: a piece of the furthest part of a move
    // (MoveKeys' targets: the same the mouse and the keys act on), and the confirmation bar's
    // button when the table asks for one, until the host's next position comes.
    function playByClicks(page) {
        const session = page.session
        const before = session.plyCount
        for (let i = 0; i < 12 && session.plyCount === before && session.humanToMove; ++i) {
            const confirm = findChild(page, "confirmMoveButton")
            if (confirm && confirm.visible && confirm.enabled) {
                mouseClick(confirm)
            } else {
                const list = page.moveKeys.targets()
                verify(list.length > 0, "a piece to click at ply " + before)
                const top = Math.max(...list.map(t => t.step))
                const choices = list.filter(t => t.step === top)
                mouseClick(choices[(before + i) % choices.length])
            }
            wait(50)
        }
        tryVerify(() => session.plyCount > before || session.over, 30000,
                  "the host answered the move at ply " + before)
    }

    function test_joinByTheLauncherAndPlay() {
        Localization.language = "en"
        const line = TestServer.start(["--game", "shikoku", "--seats", "remote,computer:level=easy,computer:level=easy",
                                       "--seed", "11", "--port", "0"])
        verify(line !== "", "kotatsu-server started")
        const link = JSON.parse(line).invitation
        verify(link.startsWith("kotatsu://127.0.0.1:"))

        const win = createTemporaryObject(mainWindow, testCase)
        verify(win)
        const launcher = findChild(win.contentItem, "launcher")
        verify(launcher)
        win.update(); waitForRendering(win.contentItem)
        mouseClick(findChild(launcher, "networkButton"))
        const dialog = win.networkDialog
        tryCompare(dialog, "opened", true)
        const join = findChild(dialog.contentItem, "joinButton")
        verify(!join.enabled, "nothing to join yet")

        // A text that is no invitation: Join says so, and nothing is joined.
        const invitation = findChild(dialog.contentItem, "invitationField")
        mouseClick(invitation)
        type("hello")
        verify(join.enabled)
        mouseClick(join)
        const problem = findChild(dialog.contentItem, "networkProblem")
        verify(problem.visible)
        verify(problem.text.indexOf("invitation") >= 0, problem.text)
        verify(!findChild(win.contentItem, "gamePage"))

        // The link, typed; a name; Join.
        mouseClick(invitation)
        keyClick(Qt.Key_A, Qt.ControlModifier)
        keyClick(Qt.Key_Delete)
        compare(invitation.text, "")
        type(link)
        compare(invitation.text, link)
        mouseClick(findChild(dialog.contentItem, "nameField"))
        type("Ana")
        mouseClick(join)
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2, 30000)
        tryCompare(stack, "busy", false)
        tryCompare(dialog, "opened", false)
        const page = findChild(win.contentItem, "gamePage")
        const session = page.session
        verify(session.networked)
        compare(session.networkStatus, "seated")
        compare(session.gameId, "shikoku")
        compare(session.viewerSeat, 0)
        compare(session.seats[0].name, "Ana")
        compare(session.seats[0].you, true)
        compare(session.seats[1].kind, "computer")
        // No take-backs at a network table.
        compare(findChild(page, "undoButton").visible, false)
        compare(findChild(page, "redoButton").visible, false)

        // A few moves by clicks; the computer answers on the host.
        for (let turn = 0; turn < 40 && session.plyCount < 6 && !session.over; ++turn) {
            tryVerify(() => session.humanToMove || session.over, 30000)
            if (!session.over)
                playByClicks(page)
        }
        verify(session.plyCount >= 6, "six moves passed: " + session.plyCount)
        // This seat's own hand is on its screen; the computer's is not even in its view.
        const players = session.observation.players
        compare(players.length, 3)
        verify(players[0].hand.length > 0, "its own hand")
        for (const other of [1, 2]) {
            compare(players[other].hand, null, "no hand of seat " + other)
            verify(players[other].hand_size > 0)
        }
        verify(session.log.count >= 5, "the log has the moves: " + session.log.count)
        // Each line says something true: another seat's move is known by its mover and what it
        // set off, never "Blue takes undefined" (its description is not sent to this seat).
        const list = findChild(page, "moveLogList")
        const drawn = function() {
            const rows = []
            for (let i = 0; i < list.contentItem.children.length; ++i) {
                const row = list.contentItem.children[i]
                if (row.sentence !== undefined)
                    rows.push(row)
            }
            return rows
        }
        tryVerify(() => drawn().length >= 5, 5000, "the log's lines are drawn")
        for (const row of drawn())
            verify(row.sentence.length > 0 && row.sentence.indexOf("undefined") < 0, row.sentence)
    }

    // A table offered on the local network is listed in the dialog and joined with one click,
    // without typing anything (kotatsu-server --announce to the loopback, the dialog's list on
    // a free port). In Hungarian: the list's line is the person's language.
    function test_joinATableOfferedOnThisNetwork() {
        Localization.language = "hu"
        const win = createTemporaryObject(mainWindow, testCase)
        verify(win)
        const launcher = findChild(win.contentItem, "launcher")
        win.update(); waitForRendering(win.contentItem)
        const dialog = win.networkDialog
        const lan = dialog.lanTables
        verify(lan)
        lan.port = 0 // any free port; the server is told which
        mouseClick(findChild(launcher, "networkButton"))
        tryCompare(dialog, "opened", true)
        tryCompare(lan, "listening", true)
        verify(lan.port > 0)
        compare(findChild(dialog.contentItem, "noLanTable").visible, true)
        const line = TestServer.start(["--game", "garden", "--seats", "remote,computer:level=easy",
                                       "--seed", "4", "--port", "0", "--announce", "Anna",
                                       "--announce-to", "127.0.0.1:" + lan.port])
        verify(line !== "", "kotatsu-server started")
        const list = findChild(dialog.contentItem, "lanList")
        tryCompare(list, "count", 1, 10000)
        compare(findChild(dialog.contentItem, "noLanTable").visible, false)
        let row = null
        tryVerify(() => (row = findChild(list, "lanTable")) !== null && row.visible)
        verify(row.text.indexOf("Anna") >= 0 && row.text.indexOf("1 szabad hely") >= 0, row.text)
        verify(row.text.indexOf(Catalog.get(Catalog.indexOf("garden")).name) === 0, row.text)
        mouseClick(row)
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2, 30000)
        tryCompare(stack, "busy", false)
        const session = findChild(win.contentItem, "gamePage").session
        verify(session.networked)
        compare(session.networkStatus, "seated")
        compare(session.gameId, "garden")
        compare(session.viewerSeat, 0)
    }

    Component {
        id: secondPerson
        GameSession {}
    }

    // Hosting the launcher's table: the garden with two people, set up by clicks on the
    // launcher; Host in the network dialog opens the table here (this app joins its own table at
    // the first seat) with the invitation to copy; a second person joins with that invitation
    // alone and gets the other seat; a move made here reaches them.
    function test_hostTheLaunchersTable() {
        Localization.language = "en"
        const win = createTemporaryObject(mainWindow, testCase)
        verify(win)
        const launcher = findChild(win.contentItem, "launcher")
        win.update(); waitForRendering(win.contentItem)
        const card = findChild(launcher, "gameCard_garden")
        findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf("garden"), ListView.Contain)
        mouseClick(card, 30, 20)
        compare(launcher.selected.gameId, "garden")
        // The second seat: a person (on another computer, once hosted).
        const second = findChild(launcher, "seatList").itemAtIndex(1)
        const kind = findChild(second, "kindBox")
        mouseClick(kind)
        tryCompare(kind.popup, "opened", true)
        const entry = kind.popup.contentItem.itemAtIndex(0)
        mouseClick(entry)
        tryCompare(kind.popup, "visible", false)
        compare(launcher.seatsForStart()[1].kind, "human")

        mouseClick(findChild(launcher, "networkButton"))
        const dialog = win.networkDialog
        tryCompare(dialog, "opened", true)
        const explanation = findChild(dialog.contentItem, "hostExplanation")
        verify(explanation.text.indexOf("2 seats for people") >= 0, explanation.text)
        mouseClick(findChild(dialog.contentItem, "nameField"))
        type("Ana")
        mouseClick(findChild(dialog.contentItem, "hostButton"))
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2, 30000)
        tryCompare(stack, "busy", false)
        const page = findChild(win.contentItem, "gamePage")
        const session = page.session
        verify(session.networked)
        compare(session.networkStatus, "seated")
        compare(session.viewerSeat, 0)
        compare(session.seats[0].name, "Ana")
        const invitation = session.hostInvitation
        verify(invitation.startsWith("kotatsu://"), invitation)
        const copy = findChild(page, "copyInvitationButton")
        verify(copy.visible)
        mouseClick(copy)
        compare(findChild(page, "invitationCopy").text, invitation)

        // The second person, with the invitation alone (on this computer: the loopback).
        const port = invitation.split(":")[2].split("/")[0]
        const local = "kotatsu://127.0.0.1:" + port + "/" + invitation.split("/")[3]
        const bea = createTemporaryObject(secondPerson, testCase)
        verify(bea.join(local, "Bea"), bea.lastError)
        tryCompare(bea, "networkStatus", "seated", 30000)
        compare(bea.viewerSeat, 1)
        // A move here reaches them.
        tryVerify(() => session.humanToMove || bea.humanToMove, 30000)
        const mover = session.humanToMove ? session : bea
        const watcher = mover === session ? bea : session
        const before = watcher.plyCount
        if (mover === session)
            playByClicks(page)
        else
            verify(bea.play(0), bea.lastError)
        tryVerify(() => watcher.plyCount > before, 30000, "the move reached the other person")
    }

    // Hosting over TLS, chosen as a person does in the network dialog: the Connections box
    // clicked open and its entry for the certificate Kotatsu makes clicked; Host then opens a
    // table whose invitation says tls=1 and carries the certificate's fingerprint, and a second
    // person joins with it. The choice of the person's own files offers the two file buttons,
    // and Host waits until both files are chosen.
    function test_hostOverTls() {
        Localization.language = "en"
        const win = createTemporaryObject(mainWindow, testCase)
        verify(win)
        const launcher = findChild(win.contentItem, "launcher")
        win.update(); waitForRendering(win.contentItem)
        findChild(launcher, "gameList").positionViewAtIndex(Catalog.indexOf("garden"), ListView.Contain)
        mouseClick(findChild(launcher, "gameCard_garden"), 30, 20)
        const kind = findChild(findChild(launcher, "seatList").itemAtIndex(1), "kindBox")
        mouseClick(kind)
        tryCompare(kind.popup, "opened", true)
        mouseClick(kind.popup.contentItem.itemAtIndex(0))
        tryCompare(kind.popup, "visible", false)

        mouseClick(findChild(launcher, "networkButton"))
        const dialog = win.networkDialog
        tryCompare(dialog, "opened", true)
        const session = dialog.session
        const box = findChild(dialog.contentItem, "tlsBox")
        const hostButton = findChild(dialog.contentItem, "hostButton")
        function choose(index) {
            mouseClick(box)
            tryCompare(box.popup, "opened", true)
            mouseClick(box.popup.contentItem.itemAtIndex(index))
            tryCompare(box.popup, "visible", false)
        }
        // The person's own files: two buttons, and no hosting without both.
        choose(2)
        compare(session.hostSecurity.mode, "files")
        session.hostSecurity.setFile(HostSecurity.Certificate, "")
        session.hostSecurity.setFile(HostSecurity.Key, "")
        verify(findChild(dialog.contentItem, "certificateButton").visible)
        verify(findChild(dialog.contentItem, "keyButton").visible)
        verify(findChild(dialog.contentItem, "tlsExplanation").visible)
        verify(!hostButton.enabled)
        // The certificate Kotatsu makes.
        choose(1)
        compare(session.hostSecurity.mode, "self-signed")
        verify(!findChild(dialog.contentItem, "certificateButton").visible)
        verify(hostButton.enabled)
        mouseClick(findChild(dialog.contentItem, "nameField"))
        type("Ana")
        mouseClick(hostButton)
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2, 30000)
        tryCompare(stack, "busy", false)
        const page = findChild(win.contentItem, "gamePage")
        tryCompare(page.session, "networkStatus", "seated", 30000)
        const invitation = page.session.hostInvitation
        verify(/&tls=1&sha256=[0-9a-f]{64}$/.test(invitation), invitation)

        // The second person, with the invitation (on the loopback).
        const port = invitation.split(":")[2].split("/")[0]
        const local = "kotatsu://127.0.0.1:" + port + "/" + invitation.split("/")[3]
        const bea = createTemporaryObject(secondPerson, testCase)
        verify(bea.join(local, "Bea"), bea.lastError)
        tryCompare(bea, "networkStatus", "seated", 30000)
        compare(bea.viewerSeat, 1)
        page.session.hostSecurity.mode = "plain"
    }

    Component {
        id: smallWindow
        Main {
            width: 1024
            height: 640
            startup: ({ aiDelay: 0 })
        }
    }

    // Joins `link` as `name` from the launcher of window `win`, by clicks and typing in the
    // network dialog; gives the table's page.
    function joinFromLauncher(win, link, name) {
        win.requestActivate()
        tryCompare(win, "active", true)
        const launcher = findChild(win.contentItem, "launcher")
        win.update(); waitForRendering(win.contentItem)
        mouseClick(findChild(launcher, "networkButton"))
        const dialog = win.networkDialog
        tryCompare(dialog, "opened", true)
        mouseClick(findChild(dialog.contentItem, "invitationField"))
        type(link)
        mouseClick(findChild(dialog.contentItem, "nameField"))
        type(name)
        mouseClick(findChild(dialog.contentItem, "joinButton"))
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2, 30000)
        tryCompare(stack, "busy", false)
        tryCompare(dialog, "opened", false)
        const page = findChild(win.contentItem, "gamePage")
        tryCompare(page.session, "networkStatus", "seated", 30000)
        return page
    }

    // Writes `text` into the chat of window `win` by clicks and keys, and sends it with Enter.
    function say(win, page, text) {
        win.requestActivate()
        tryCompare(win, "active", true)
        const field = findChild(page, "chatField")
        mouseClick(field)
        tryVerify(() => field.activeFocus, 2000, "the chat field has the keys")
        type(text)
        verify(field.text.indexOf(text) >= 0, "typed into the field: " + text)
        keyClick(Qt.Key_Return)
    }

    // Two people at one table, each in their own window at 1024×640: the chat is a closed
    // button beside the table (never over it); a line written in one window reaches the other
    // with its sender's name, marked as new while that one's panel is closed; the answer comes
    // back; a line too long for the protocol is refused with the reason and stays in its field.
    function test_chatAtOneTable() {
        Localization.language = "en"
        const line = TestServer.start(["--game", "hyano", "--seats", "remote,remote",
                                       "--seed", "5", "--port", "0"])
        verify(line !== "", "kotatsu-server started")
        const link = JSON.parse(line).invitation
        const anaWin = createTemporaryObject(smallWindow, testCase)
        const beaWin = createTemporaryObject(smallWindow, testCase)
        verify(anaWin && beaWin)
        const ana = joinFromLauncher(anaWin, link, "Ana")
        const bea = joinFromLauncher(beaWin, link, "Bea")
        compare(ana.session.viewerSeat + bea.session.viewerSeat, 1)

        const anaPanel = findChild(ana, "chatPanel")
        const beaPanel = findChild(bea, "chatPanel")
        verify(anaPanel.visible && beaPanel.visible)
        // Beside the table, closed or open: it covers none of the table's pieces.
        const table = findChild(ana, "tableArea")
        function besideTheTable(panel) {
            const p = panel.mapToItem(table, 0, 0)
            return p.x >= table.width || p.y >= table.height || p.x + panel.width <= 0
        }
        verify(besideTheTable(anaPanel), "the closed chat is beside the table")
        compare(findChild(ana, "chatField").visible, false)

        // Ana opens the chat and writes; Bea's closed panel says one line is new.
        anaWin.requestActivate()
        tryCompare(anaWin, "active", true)
        mouseClick(findChild(ana, "chatToggle"))
        tryCompare(findChild(ana, "chatField"), "visible", true)
        verify(besideTheTable(anaPanel), "the open chat is beside the table")
        say(anaWin, ana, "Hello from Ana")
        compare(findChild(ana, "chatField").text, "")
        const beaToggle = findChild(bea, "chatToggle")
        tryCompare(beaToggle, "text", "Chat: 1 new", 30000)
        verify(findChild(bea, "chatUnreadMark").visible)
        beaWin.requestActivate()
        tryCompare(beaWin, "active", true)
        mouseClick(beaToggle)
        compare(beaToggle.text, "Chat")
        compare(findChild(bea, "chatUnreadMark").visible, false)
        const beaLines = findChild(bea, "chatLines")
        compare(beaLines.count, 1)
        let shown = null
        tryVerify(() => (shown = findChild(beaLines, "chatLine")) !== null)
        compare(shown.Accessible.name, "Ana: Hello from Ana")
        // What is drawn is the message too (a delegate whose role "text" took its own text drew
        // nothing, in a binding loop).
        compare(shown.shownText, "<b>Ana</b>: Hello from Ana")

        // Bea answers with the Send button; Ana, whose panel is open, reads it at once.
        const beaField = findChild(bea, "chatField")
        mouseClick(beaField)
        tryVerify(() => beaField.activeFocus, 2000, "Bea's chat field has the keys")
        type("Hi Ana")
        compare(beaField.text, "Hi Ana")
        mouseClick(findChild(bea, "chatSend"))
        const anaLines = findChild(ana, "chatLines")
        tryCompare(anaLines, "count", 2, 30000)
        compare(findChild(ana, "chatToggle").text, "Chat")
        tryVerify(() => anaLines.itemAtIndex(1) !== null)
        compare(anaLines.itemAtIndex(1).Accessible.name, "Bea: Hi Ana")
        compare(anaLines.itemAtIndex(0).Accessible.name, "Ana: Hello from Ana")

        // A pasted text of 1,000 letters and two more typed: refused, with how much must go.
        const anaField = findChild(ana, "chatField")
        anaField.text = "a".repeat(1000)
        say(anaWin, ana, "!!")
        const problem = findChild(ana, "chatProblem")
        tryCompare(problem, "visible", true)
        compare(problem.text, "Too long to send: shorten it by 2 characters.")
        compare(anaField.text.length, 1002, "the text stays to be shortened")
        wait(300)
        compare(beaLines.count, 2, "nothing refused reached Bea")
        // Shortened by two, it goes.
        anaWin.requestActivate()
        tryCompare(anaWin, "active", true)
        mouseClick(anaField)
        keyClick(Qt.Key_End)
        keyClick(Qt.Key_Backspace)
        keyClick(Qt.Key_Backspace)
        keyClick(Qt.Key_Return)
        compare(problem.visible, false)
        tryCompare(beaLines, "count", 3, 30000)
    }
}
