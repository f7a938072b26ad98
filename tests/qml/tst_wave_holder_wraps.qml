// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu

// A Tokaido Duo wave tile in the roomy table's wave panel (250 px wide) says who holds it in
// full, in every language: the French "Détenue par Ordinateur 1 (plateau : Pèlerin)" was cut
// to "Détenue par Ordinateur 1 (plateau : Pèler…" at 1920x1080.
TestCase {
    id: testCase
    name: "WaveHolderWraps"
    when: windowShown
    visible: true
    width: 300
    height: 300

    // What a wave chip reads from its table: the names the real table gives (seat and
    // character names as the French table says them).
    QtObject {
        id: frenchTable
        // Its words and its moves, as the real table splits them (TokaidoDuoWords, TokaidoDuoMoves).
        property QtObject words: QtObject {
            function waveName(character, side) { return "Pressé" }
            function waveText(character, side) { return "Votre pèlerin peut avancer d’une case de plus que le dé." }
            function characterName(character) { return "Pèlerin" }
            function sentences(list) { return list.filter(s => s !== "").join(" ") }
        }
        property QtObject offer: QtObject {
            property var waveMoves: []
        }
        function seatName(seat) { return "Ordinateur " + (seat + 1) }
        function seatColour(seat) { return "green" }
        function seatShape(seat) { return "●" }
        function play(move) {}
    }
    Component {
        id: chipComponent
        WaveChip {
            table: frenchTable
            tile: ({ character: "pilgrim", side: "a", holder: 0 })
            showText: true
            width: 234 // the wave panel's 250 px less its margins
        }
    }

    function cleanup() {
        Localization.language = "en"
    }

    function test_holderShownInFull_data() {
        return [{ tag: "fr" }, { tag: "es" }, { tag: "en" }]
    }
    function test_holderShownInFull(data) {
        Localization.language = data.tag
        const chip = createTemporaryObject(chipComponent, testCase)
        verify(chip)
        const holder = findChild(chip, "waveHolder_pilgrim")
        verify(holder)
        verify(holder.text.indexOf("Ordinateur 1") >= 0, holder.text)
        verify(holder.text.indexOf("Pèlerin") >= 0, holder.text)
        compare(holder.truncated, false, holder.text + " is cut")
        verify(holder.contentWidth <= holder.width + 0.5, holder.contentWidth + " > " + holder.width)
        verify(chip.implicitHeight >= holder.y + holder.height, "the chip grows with the holder's lines")
    }
}
