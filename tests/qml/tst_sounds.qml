// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The table's sounds, asked for by what happens at the table: a move makes the sound its game
// gives its kind (a card drafted in Shikoku, a die taken in Tokaido Duo), the computer's too,
// a chime when the turn comes back to the person, and the end of a game.
// The sounds exist and are WAV files. The Settings page turns them off and sets their volume,
// and keeps both. The tests run with $KOTATSU_NO_SOUND (no audio device is needed): the page's
// TableSounds counts what is asked for without playing it.
TestCase {
    id: testCase
    name: "Sounds"
    when: windowShown
    visible: true
    width: 200
    height: 100

    Component {
        id: shikokuGame
        Main {
            width: 1280
            height: 800
            startup: ({ game: "shikoku", players: 3, humans: 1, seed: 7, level: "easy", aiDelay: 0 })
        }
    }
    Component {
        id: tokaidoGame
        Main {
            width: 1280
            height: 800
            startup: ({ game: "tokaido_duo", players: 2, humans: 1, seed: 3, level: "easy", aiDelay: 600000 })
        }
    }
    Component {
        id: computersOnly
        Main {
            width: 1024
            height: 700
            startup: ({ game: "shikoku", players: 3, humans: 0, seed: 2, level: "easy", aiDelay: 0 })
        }
    }
    Component {
        id: launcherOnly
        Main {
            width: 1024
            height: 700
        }
    }

    property var win: null
    property var stack: null

    function init() {
        AppSettings.motion = "off"
        Localization.language = "en"
    }
    function cleanup() { AppSettings.resetToDefaults() }

    function open(component) {
        win = createTemporaryObject(component, testCase)
        verify(win)
        stack = findChild(win.contentItem, "stack")
        tryCompare(stack, "busy", false)
    }
    function gamePage() {
        tryVerify(function() { return findChild(win.contentItem, "gamePage") !== null })
        tryCompare(stack, "busy", false)
        return findChild(win.contentItem, "gamePage")
    }
    // Every active MoveTarget under `item`.
    function targets(item, list) {
        if (!item || !item.visible)
            return list
        if (item.isMoveTarget === true && item.active)
            list.push(item)
        for (let i = 0; i < item.children.length; ++i)
            targets(item.children[i], list)
        return list
    }
    // Clicks the first piece the person can play.
    function clickAPiece(page) {
        const session = page.session
        tryVerify(function() { return session.humanToMove && !session.aiThinking && page.table.myTurn }, 30000)
        const pieces = targets(page.table, [])
        verify(pieces.length > 0, "a piece to click")
        const before = session.plyCount
        waitForItemPolished(pieces[0])
        mouseClick(pieces[0])
        tryVerify(function() { return session.plyCount > before }, 5000, "the click played a move")
    }

    function test_theSoundsAreThere() {
        const sounds = createTemporaryObject(Qt.createComponent(Qt.resolvedUrl(
            "qrc:/qt/qml/Kotatsu/components/TableSounds.qml")), testCase)
        verify(sounds)
        compare(sounds.kinds, ["card", "dice", "step", "bead", "turn", "end"])
        for (const kind of sounds.kinds) {
            const request = new XMLHttpRequest()
            request.open("GET", sounds.source(kind), false)
            request.responseType = "arraybuffer"
            request.send()
            const bytes = new Uint8Array(request.response || new ArrayBuffer(0))
            verify(bytes.length > 2000, kind + ".wav is shipped")
            compare(String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3],
                                        bytes[8], bytes[9], bytes[10], bytes[11]), "RIFFWAVE")
        }
        // The player behind it (Qt Multimedia) is there; it plays nothing here: no audio device.
        verify(findChild(sounds, "soundPlayer"), "TableSounds has its SoundPlayer")
        verify(!AppSettings.soundOutput, "the tests run with KOTATSU_NO_SOUND")
        // An unknown kind is no sound.
        verify(!sounds.play("applause"))
        compare(sounds.playCount, 0)
    }

    function test_aMoveMakesItsGamesSound() {
        open(shikokuGame)
        const page = gamePage()
        const sounds = findChild(page, "tableSounds")
        verify(sounds)
        compare(sounds.playCount, 0)
        clickAPiece(page)
        verify(["draft", "play"].indexOf(page.session.lastMove.kind) >= 0, page.session.lastMove.kind)
        compare(sounds.played[0], "card")
        // The two computers draft, then the turn comes back: one chime, after their cards.
        tryVerify(function() { return page.table.myTurn && sounds.played.indexOf("turn") >= 0 }, 30000)
        compare(sounds.played.slice(0, 4), ["card", "card", "card", "turn"])
        compare(sounds.played.filter(s => s === "turn").length, 1)
    }

    function test_aDieTaken() {
        open(tokaidoGame)
        const page = gamePage()
        const sounds = findChild(page, "tableSounds")
        clickAPiece(page)
        compare(page.session.lastMove.kind, "pick")
        compare(sounds.lastPlayed, "dice")
        compare(sounds.playCount, 1)
    }

    function test_theEndOfAGame() {
        open(computersOnly)
        const page = gamePage()
        const sounds = findChild(page, "tableSounds")
        tryVerify(function() { return page.session.over }, 90000)
        tryCompare(sounds, "lastPlayed", "end")
        // Every move a card, then the end; nobody at the screen waits for a turn.
        compare(sounds.played.filter(s => s === "end").length, 1)
        verify(sounds.played.indexOf("turn") < 0)
        verify(sounds.played.filter(s => s === "card").length >= Math.min(page.session.plyCount, 40))
    }

    function test_settingsTurnThemOffAndSetTheirVolume() {
        open(launcherOnly)
        const button = findChild(win.contentItem, "settingsButton")
        tryVerify(function() { return button.visible && button.width > 0 })
        mouseClick(button)
        tryVerify(function() { return stack.currentItem && stack.currentItem.objectName === "settingsPage" })
        tryCompare(stack, "busy", false)
        let slider = findChild(stack.currentItem, "volumeSlider")
        let toggle = findChild(stack.currentItem, "soundSwitch")
        const preview = findChild(stack.currentItem, "soundPreview")
        verify(slider && toggle && preview)
        compare(AppSettings.soundVolume, 70)
        verify(toggle.checked)
        // A click at a third of the slider: the volume is about a third, and a bead says how loud.
        waitForItemPolished(slider)
        const track = slider.availableWidth
        mouseClick(slider, slider.leftPadding + track * 0.3, slider.height / 2)
        const volume = AppSettings.soundVolume
        verify(volume >= 20 && volume <= 35, volume)
        compare(slider.value, volume)
        compare(preview.lastPlayed, "bead")
        mouseClick(toggle)
        verify(AppSettings.soundMuted)
        verify(!slider.enabled)

        // Kept: the page opened again shows them.
        mouseClick(findChild(stack.currentItem, "settingsBack"))
        tryCompare(stack, "depth", 1)
        tryCompare(stack, "busy", false)
        mouseClick(button)
        tryVerify(function() { return stack.currentItem && stack.currentItem.objectName === "settingsPage" })
        tryCompare(stack, "busy", false)
        slider = findChild(stack.currentItem, "volumeSlider")
        toggle = findChild(stack.currentItem, "soundSwitch")
        verify(!toggle.checked)
        compare(slider.value, volume)
        mouseClick(toggle)
        verify(!AppSettings.soundMuted)
        compare(AppSettings.soundVolume, volume)
    }
}
