// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The launcher used as a person uses it: the real app window, clicks on the game cards, the
// rules and seat drop-downs and the player count, then Start.
TestCase {
    id: testCase
    name: "Launcher"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: mainWindow
        Main {
            width: 1280
            height: 800
            // Computer players wait: the test clicks through the launcher, not a game.
            startup: ({ aiDelay: 600000 })
        }
    }

    // Checks that the seats the launcher hands over really start the game.
    GameSession {
        id: probe
    }

    SignalSpy {
        id: startSpy
        signalName: "startRequested"
    }

    property var win: null
    property var page: null

    function init() {
        Localization.language = "en"
        win = createTemporaryObject(mainWindow, testCase)
        verify(win)
        page = findChild(win.contentItem, "launcher")
        verify(page)
        win.update(); waitForRendering(win.contentItem)
        startSpy.target = page
        startSpy.clear()
    }
    function cleanup() {
        probe.stop()
        Localization.language = "en"
    }

    function catalogIds() {
        const ids = []
        for (let i = 0; i < Catalog.count; ++i)
            ids.push(Catalog.get(i).gameId)
        return ids
    }
    function limits(id, variant) {
        const g = Catalog.get(Catalog.indexOf(id))
        const v = variant > 0 ? g.variants[variant - 1] : null
        return v ? { min: v.minPlayers, max: v.maxPlayers } : { min: g.minPlayers, max: g.maxPlayers }
    }
    function seatCount() { return findChild(page, "seatList").count }

    function clickCard(id) {
        const card = findChild(page, "gameCard_" + id)
        verify(card, "a card for " + id)
        findChild(page, "gameList").positionViewAtIndex(Catalog.indexOf(id), ListView.Contain)
        mouseClick(card, 30, 20)
        compare(page.selected.gameId, id)
    }
    // Clicks Start and returns the seats it asked for, checking they start the game for real.
    function clickStart(id, variantId) {
        startSpy.clear()
        const start = findChild(page, "startButton")
        verify(start.enabled)
        mouseClick(start)
        compare(startSpy.count, 1, "Start asks for a table")
        compare(startSpy.signalArguments[0][0], id)
        compare(startSpy.signalArguments[0][1], variantId)
        const seats = startSpy.signalArguments[0][2]
        verify(probe.start(id, variantId, seats), "the seats start " + id + ": " + probe.lastError)
        probe.stop()
        // The window went to the table; go back for the next round of clicks.
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        compare(findChild(page, "startProblem").visible, false)
        mouseClick(findChild(win.contentItem, "gamesButton"))
        tryCompare(stack, "depth", 1)
        tryCompare(stack, "busy", false)
        return seats
    }
    // What Start would ask for now, without going to the table: Start enabled, nothing
    // missing (what LauncherPage.start() checks first), and the seats it hands over
    // (seatsForStart(), what start() sends), checked to start the game for real. The walk
    // through every ordered pair of cards checks the seats this way at each click (a table
    // opened and closed per pair made the test quadratic in the games); Start itself is
    // clicked once per game and row (clickStart).
    function seatsStartAsksFor(id, variantId) {
        verify(findChild(page, "startButton").enabled)
        compare(page.missingForStart(), "", id + ": nothing missing for Start")
        compare(page.selected.gameId, id)
        const seats = page.seatsForStart()
        verify(probe.start(id, variantId, seats), "the seats start " + id + ": " + probe.lastError)
        probe.stop()
        return seats
    }
    // Opens a drop-down with the mouse and returns its list of entries.
    function openPopup(box) {
        mouseClick(box)
        tryCompare(box.popup, "opened", true)
        return box.popup.contentItem
    }
    function chooseEntry(box, index) {
        const list = openPopup(box)
        list.positionViewAtIndex(index, ListView.Contain)
        const entry = list.itemAtIndex(index)
        verify(entry, "entry " + index)
        mouseClick(entry)
        tryCompare(box.popup, "visible", false)
        compare(box.currentIndex, index)
    }

    function test_listsTheGamesFromData() {
        verify(Catalog.count >= 3)
        const row = Catalog.indexOf("shikoku")
        verify(row >= 0)
        compare(Catalog.get(row).name, "Shikoku")
        compare(Catalog.get(row).minPlayers, 3)
    }

    // The review's case: a click on another card must rebuild the seats for that game, in
    // whatever order the cards are clicked.
    function test_clickedCardStartsThatGame_data() {
        const ids = catalogIds()
        // Every game after every other game, and back, in one walk through the cards (one
        // window, one click per ordered pair, instead of a window per pair): a b a c a … then
        // b c b …, each game's walk starting where the last one ended.
        const order = [ids[0]]
        for (let i = 0; i < ids.length; ++i) {
            if (order[order.length - 1] !== ids[i])
                order.push(ids[i])
            for (let j = i + 1; j < ids.length; ++j)
                order.push(ids[j], ids[i])
        }
        // Start is clicked once per game in each row (the first time the walk reaches it):
        // the clicks, not the tables opened, grow with the pairs.
        return [{ tag: "every game after every other", order: order, everyPair: true },
                { tag: "all, twice", order: ids.concat(ids.slice().reverse()) }]
    }
    function test_clickedCardStartsThatGame(data) {
        // The walk has each ordered pair (a, b) of different games: b clicked right after a.
        if (data.everyPair) {
            const ids = catalogIds()
            for (const a of ids)
                for (const b of ids)
                    verify(a === b || data.order.some((x, k) => x === a && data.order[k + 1] === b),
                           "the walk has " + a + " then " + b)
        }
        const started = new Set()
        for (const id of data.order) {
            clickCard(id)
            const b = limits(id, 0)
            const count = Math.max(b.min, Math.min(b.max, 4))
            compare(findChild(page, "playersBox").value, count, id + ": players")
            compare(seatCount(), count, id + ": seats")
            const seats = started.has(id) ? seatsStartAsksFor(id, "") : clickStart(id, "")
            started.add(id)
            compare(seats.length, count)
            compare(seats[0].kind, "human")
        }
        compare(started.size, catalogIds().length, "Start clicked for every game")
    }

    // Every variant of every game, every player count the spin box offers.
    function test_variantAndCountFollow_data() {
        const rows = []
        for (const id of catalogIds()) {
            const g = Catalog.get(Catalog.indexOf(id))
            for (let v = 0; v <= g.variants.length; ++v)
                rows.push({ tag: id + " variant " + v, game: id, variant: v })
        }
        return rows
    }
    function test_variantAndCountFollow(data) {
        // Come from another game, so that the previous limits differ.
        const other = catalogIds().find(x => x !== data.game)
        clickCard(other)
        clickCard(data.game)
        const box = findChild(page, "variantBox")
        if (data.variant !== box.currentIndex)
            chooseEntry(box, data.variant)
        const b = limits(data.game, data.variant)
        const spin = findChild(page, "playersBox")
        compare(spin.from, b.min)
        compare(spin.to, b.max)
        compare(seatCount(), spin.value)
        const variantId = data.variant > 0 ? Catalog.get(Catalog.indexOf(data.game)).variants[data.variant - 1].id : ""
        // Down to the fewest players, then up to the most, one click at a time.
        for (let guard = 0; spin.value > b.min && guard < 20; ++guard)
            mouseClick(spin.down.indicator)
        compare(spin.value, b.min)
        compare(seatCount(), b.min)
        // Start is clicked once a row: at the most players (at the fewest when that is all).
        if (b.max === b.min) {
            compare(clickStart(data.game, variantId).length, b.min)
            return
        }
        compare(seatsStartAsksFor(data.game, variantId).length, b.min)
        clickCard(data.game)
        if (data.variant !== box.currentIndex)
            chooseEntry(box, data.variant)
        for (let guard = 0; spin.value < b.max && guard < 20; ++guard)
            mouseClick(spin.up.indicator)
        compare(spin.value, b.max)
        compare(seatCount(), b.max)
        compare(clickStart(data.game, variantId).length, b.max)
    }

    // A narrower variant after choosing many players: the count and the seats shrink with it.
    function test_variantNarrowsTheCount() {
        clickCard("shikoku")
        const spin = findChild(page, "playersBox")
        for (let guard = 0; spin.value < spin.to && guard < 20; ++guard)
            mouseClick(spin.up.indicator)
        compare(spin.value, 8)
        const g = Catalog.get(Catalog.indexOf("shikoku"))
        const narrow = g.variants.findIndex(v => v.maxPlayers < 8)
        verify(narrow >= 0, "a variant for fewer players")
        chooseEntry(findChild(page, "variantBox"), narrow + 1)
        compare(spin.value, g.variants[narrow].maxPlayers)
        compare(seatCount(), g.variants[narrow].maxPlayers)
        compare(clickStart("shikoku", g.variants[narrow].id).length, g.variants[narrow].maxPlayers)
    }

    // The seat drop-downs: what is chosen is what is started.
    function test_seatChoicesReachTheGame() {
        clickCard("hyano")
        const seatList = findChild(page, "seatList")
        const second = seatList.itemAtIndex(1)
        verify(second)
        chooseEntry(findChild(second, "levelBox"), 2)
        chooseEntry(findChild(second, "kindBox"), 0)
        const seats = clickStart("hyano", "")
        compare(seats[1].kind, "human")
        compare(seats[1].level, "strong")
    }

    // Solo Tokaido Duo: seat 2's drop-down offers the seat its rules play (the Automa), then
    // its levels by name with the level's description under the row; Start opens a solo table.
    function test_soloThroughTheSeatDropDown() {
        clickCard("tokaido_duo")
        const levels = Catalog.get(Catalog.indexOf("tokaido_duo")).rulesSeat.levels
        compare(levels.length, 3)
        const seatList = findChild(page, "seatList")
        const second = seatList.itemAtIndex(1)
        verify(second)
        const kind = findChild(second, "kindBox")
        compare(kind.count, 3)
        chooseEntry(kind, 2)
        compare(kind.currentText, "Automa")
        verify(page.solo)
        compare(findChild(page, "soloSwitch").checked, true)
        const level = findChild(second, "rulesLevelBox")
        verify(level.visible)
        verify(!findChild(second, "levelBox").visible)
        verify(!findChild(second, "nameField").visible)
        chooseEntry(level, 0)
        compare(level.currentText, levels[0].name)
        const description = findChild(second, "rulesDescription")
        verify(description.visible)
        compare(description.text, levels[0].description)

        mouseClick(findChild(page, "startButton"))
        const stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "depth", 2)
        tryCompare(stack, "busy", false)
        const session = findChild(win.contentItem, "gamePage").session
        compare(session.gameId, "tokaido_duo")
        compare(session.rulesSeat, 1)
        compare(session.seats[0].kind, "human")
        compare(session.seats[1].kind, "rules")
        compare(session.seats[1].level, 1)
        compare(session.observation.automa.level, 1)
        compare(session.observation.automa.level_id, levels[0].id)
        compare(session.viewerSeat, 0)
        // The table shows the Automa's tracks instead of its boards.
        const board = findChild(win.contentItem, "automaBoard")
        verify(board && board.visible)
        mouseClick(findChild(win.contentItem, "gamesButton"))
        tryCompare(stack, "depth", 1)
    }

    // The solo switch is where a person choosing Tokaido Duo sees it: a click (or Space)
    // makes the last seat the Automa at its default level, and back; other games have none.
    function test_soloSwitch() {
        clickCard("hyano")
        verify(!findChild(page, "soloCard").visible)
        compare(findChild(findChild(page, "seatList").itemAtIndex(1), "kindBox").count, 2)
        clickCard("tokaido_duo")
        const card = findChild(page, "soloCard")
        verify(card.visible)
        const toggle = findChild(page, "soloSwitch")
        verify(!toggle.checked)
        mouseClick(toggle)
        verify(page.solo)
        const second = findChild(page, "seatList").itemAtIndex(1)
        compare(second.kind, "rules")
        const rulesSeat = Catalog.get(Catalog.indexOf("tokaido_duo")).rulesSeat
        compare(second.rulesLevel, rulesSeat.defaultLevel)
        compare(findChild(second, "rulesLevelBox").currentText,
                rulesSeat.levels.find(l => l.level === rulesSeat.defaultLevel).name)
        const seats = clickStart("tokaido_duo", "")
        compare(seats[1].kind, "rules")
        compare(seats[1].level, rulesSeat.defaultLevel)
        // Off again with the keyboard: the seat goes back to the computer.
        clickCard("tokaido_duo")
        verify(page.solo)
        toggle.forceActiveFocus()
        keyClick(Qt.Key_Space)
        verify(!page.solo)
        compare(findChild(page, "seatList").itemAtIndex(1).kind, "computer")
        // Choosing the Automa for the first seat takes it from the second; another game
        // without one gives its seat back to the computer.
        keyClick(Qt.Key_Space)
        verify(page.solo)
        chooseEntry(findChild(findChild(page, "seatList").itemAtIndex(0), "kindBox"), 2)
        compare(page.rulesSeatIndex, 0)
        compare(findChild(page, "seatList").itemAtIndex(1).kind, "computer")
        clickCard("hyano")
        verify(!page.solo)
        compare(clickStart("hyano", "")[0].kind, "computer")
    }

    // The solo words are the game's (game.rules_seat in data/games/tokaido_duo/game.yaml), in
    // the UI language: in Japanese the switch, the hint beside it, the seat's kind and, solo,
    // the hint about the Automa's rules; a game without a rules seat shows none of them.
    function test_soloWordsComeFromTheGamesData() {
        Localization.language = "ja"
        clickCard("tokaido_duo")
        const words = Catalog.get(Catalog.indexOf("tokaido_duo")).rulesSeat
        verify(words, "the catalog gives the game's rules seat")
        const toggle = findChild(page, "soloSwitch")
        const hint = findChild(page, "seatHint")
        compare(toggle.Accessible.name, "ひとりでオートマと対戦")
        compare(toggle.Accessible.name, words.playAlone)
        compare(hint.text, "ひとりで遊ぶなら：オートマはルールどおりに動く相手です。旅人ボードの代わりに3本のランクトラックを持ち、その上に各ダイスを選んだ理由を表示します。")
        compare(hint.text, words.offer)
        mouseClick(toggle)
        verify(page.solo)
        compare(hint.text, "オートマは銅銭を持たず、絵を描くことも寄贈することも売ることもしません。ランクがそのまま得点になり、同点ならあなたの勝ちです。")
        compare(hint.text, words.solo)
        const second = findChild(page, "seatList").itemAtIndex(1)
        compare(findChild(second, "kindBox").currentText, "オートマ")
        compare(findChild(second, "kindBox").currentText, words.name)
        compare(findChild(second, "rulesDescription").text,
                words.levels.find(l => l.level === words.defaultLevel).description)
        // Hyano has no rules seat: no switch, no solo words, two kinds of seat.
        clickCard("hyano")
        verify(!findChild(page, "soloCard").visible)
        verify(hint.text.indexOf("オートマ") < 0, hint.text)
        compare(findChild(findChild(page, "seatList").itemAtIndex(1), "kindBox").count, 2)
    }

    // A TextEdit lays a line out as a Text does and says where each character lands.
    Component {
        id: layoutCopy
        TextEdit {
            visible: false
            readOnly: true
            textFormat: TextEdit.PlainText
        }
    }
    // The painted box of a Text in the window: its lines, not the room its layout gives it.
    function paintedBox(text) {
        const p = text.mapToItem(win.contentItem, 0, 0)
        return { x: p.x, y: p.y, w: Math.min(text.width, text.contentWidth), h: Math.min(text.height, text.contentHeight) }
    }
    // Japanese at 1024×640: on every card the player count stands beside the name, clear of
    // the tagline under it (「3〜8人」 touched its first line), and the credits break between
    // words, never inside a name (「ドラ / イ・マギア」).
    function test_japaneseCardsAtTheSmallSize() {
        Localization.language = "ja"
        win.width = 1024
        win.height = 640
        const list = findChild(page, "gameList")
        for (const id of catalogIds()) {
            list.positionViewAtIndex(Catalog.indexOf(id), ListView.Beginning)
            win.update(); waitForRendering(win.contentItem)
            const card = findChild(page, "gameCard_" + id)
            const players = paintedBox(findChild(card, "playersText"))
            const tagline = paintedBox(findChild(card, "taglineText"))
            verify(players.y + players.h <= tagline.y - 4,
                   id + ": the player count (" + Math.round(players.y) + "+" + Math.round(players.h)
                   + ") reaches into the tagline at " + Math.round(tagline.y))
            // It hangs from the top of the name's line, whatever that line's height (centred in
            // a tall title line, it sank onto the tagline).
            const name = paintedBox(findChild(card, "nameText"))
            verify(players.y <= name.y + 4.5,
                   id + ": the player count starts " + Math.round(players.y - name.y) + " px below the name's top")
            const credits = findChild(card, "creditsText")
            const copy = createTemporaryObject(layoutCopy, testCase, {
                width: credits.width, wrapMode: credits.wrapMode, font: credits.font, text: credits.text })
            const words = Catalog.get(Catalog.indexOf(id)).credits.match(/[\u30A1-\u30FF]{2,}/g) || []
            for (const word of words) {
                const pattern = new RegExp(Array.from(word).join("\u2060?"))
                const m = pattern.exec(credits.text)
                verify(m, id + ": " + word + " in " + credits.text)
                const first = copy.positionToRectangle(m.index)
                const last = copy.positionToRectangle(m.index + m[0].length - 1)
                verify(Math.abs(first.y - last.y) <= 1, id + ": 「" + word + "」 is split across two lines of the credits")
            }
        }
    }

    // Relative luminance contrast of two colours (WCAG).
    function contrast(a, b) {
        function lum(c) {
            const ch = x => x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4)
            return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b)
        }
        const la = lum(a), lb = lum(b)
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
    }
    // The open popup of `box` shows its current entry: the right text, readable on its row.
    function verifyCurrentEntryShows(box, expected) {
        const list = openPopup(box)
        const entry = list.itemAtIndex(box.currentIndex)
        verify(entry, "the current entry has a row")
        verify(entry.visible)
        compare(entry.text, expected)
        const label = entry.contentItem
        verify(label.visible)
        compare(label.text, expected)
        verify(label.width > 10 && label.opacity > 0.9)
        const background = entry.background && entry.background.visible ? entry.background.color
                                                                        : box.popup.background.color
        verify(contrast(label.color, background) >= 4.5,
               "text " + label.color + " on " + background + " for " + expected)
        keyClick(Qt.Key_Escape)
        tryCompare(box.popup, "visible", false)
    }

    function test_dropDownsShowTheirChoice() {
        clickCard("shikoku")
        const variants = findChild(page, "variantBox")
        verifyCurrentEntryShows(variants, "Standard rules")
        chooseEntry(variants, 1)
        verifyCurrentEntryShows(variants, Catalog.get(Catalog.indexOf("shikoku")).variants[0].name)
        const seat = findChild(page, "seatList").itemAtIndex(1)
        const kind = findChild(seat, "kindBox")
        verifyCurrentEntryShows(kind, "Computer")
        const level = findChild(seat, "levelBox")
        verifyCurrentEntryShows(level, "Normal")
        chooseEntry(level, 0)
        verifyCurrentEntryShows(level, "Easy")
        chooseEntry(kind, 0)
        verifyCurrentEntryShows(kind, "Person")
    }

    function test_languageSwitchRenamesGames() {
        Localization.language = "ja"
        compare(Catalog.get(Catalog.indexOf("shikoku")).name, "四国")
        compare(page.selected.name, Catalog.get(page.selectedRow).name)
        Localization.language = "en"
        compare(Catalog.get(Catalog.indexOf("shikoku")).name, "Shikoku")
    }

    // Eight seats do not fit a small window: the setup says there are more and scrolls to them
    // under the wheel.
    function test_manySeatsSayTheyScroll() {
        win.width = 1024
        win.height = 640
        clickCard("shikoku")
        const spin = findChild(page, "playersBox")
        for (let guard = 0; spin.value < spin.to && guard < 20; ++guard)
            mouseClick(spin.up.indicator)
        compare(seatCount(), 8)
        const seatList = findChild(page, "seatList")
        const setup = findChild(page, "setupScroll")
        waitForItemPolished(seatList)
        verify(setup.contentHeight > setup.height)
        const hint = findChild(page, "moreSeatsHint")
        tryCompare(hint, "visible", true)
        for (let k = 0; k < 30 && !setup.atYEnd; ++k) {
            mouseWheel(seatList, seatList.width / 2, 30, 0, -120)
            wait(20)
        }
        verify(setup.atYEnd, "scrolled " + setup.contentY + " of " + setup.contentHeight + " in " + setup.height)
        tryCompare(hint, "visible", false)
        const last = seatList.itemAtIndex(7)
        verify(last)
        // The last name field is wide enough to type a name into.
        verify(findChild(last, "nameField").width >= 120)
    }

    // The shown lines under `item`.
    function shownTexts(item, out) {
        if (!item || !item.visible)
            return out
        if (item.text !== undefined && typeof item.text === "string" && item.truncated !== undefined)
            out.push(item.text)
        for (let i = 0; i < item.children.length; ++i)
            shownTexts(item.children[i], out)
        return out
    }
    // The hot-seat sentence promises a hand-over screen that hides hands: said for a game with
    // secrets (Shikoku's hands), not for the garden, where everything is in view (its rules
    // say so: GameInfo::hiddenInformation, read from the catalog).
    function test_hotSeatSentenceOnlyWithSecrets() {
        const handover = "hides each hand"
        const says = () => shownTexts(page, []).some(t => t.indexOf(handover) >= 0)
        clickCard("shikoku")
        verify(says(), "Shikoku's launcher speaks of hidden hands")
        clickCard("garden")
        verify(!says(), "the garden's launcher does not speak of hidden hands")
        verify(shownTexts(page, []).some(t => t.indexOf("share this screen") >= 0),
               "the garden's launcher still says several people can share the screen")
        clickCard("shikoku")
        verify(says())
        verify(Catalog.get(Catalog.indexOf("shikoku")).hiddenInformation === true)
        verify(Catalog.get(Catalog.indexOf("garden")).hiddenInformation === false)
    }
}
