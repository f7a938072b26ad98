// SPDX-License-Identifier: GPL-3.0-or-later
pragma Singleton
import QtQuick
import "Grammar.js" as Grammar

// The look of Kotatsu: washi paper, sumi ink, vermilion seals, indigo accents.
QtObject {
    readonly property color paper: "#f4ecdc"
    readonly property color paperDeep: "#e8dbc0"
    readonly property color paperLight: "#fbf7ee"
    readonly property color card: "#fdf9f0"
    readonly property color ink: "#2b2722"
    readonly property color inkSoft: "#5e564b"
    readonly property color inkFaint: "#8f8676"
    readonly property color line: "#cdbb98"
    readonly property color vermilion: "#c0432c"
    readonly property color vermilionSoft: "#e3a08f"
    readonly property color indigo: "#2d4a6d"
    readonly property color indigoSoft: "#9fb2c8"
    readonly property color gold: "#b8893b"
    readonly property color pine: "#4c6b3f"
    readonly property color shadow: "#40000000"

    // Noto Sans/Serif carry every Latin letter (Hungarian ő and ű included); the CJK families
    // carry Japanese. Each language gets the family drawn for it.
    readonly property bool japanese: Localization.language === "ja"
    readonly property string bodyFont: japanese ? "Noto Sans CJK JP" : "Noto Sans"
    readonly property string titleFont: japanese ? "Noto Serif CJK JP" : "Noto Serif"
    // Asides (captions, notes, what the rules did on their own) are slanted, except in
    // Japanese: its type has no italics, and slanted kana and kanji look like a fault. Use
    // `font.italic: Theme.italic` (or `Theme.italic && …`), never `true`.
    readonly property bool italic: !japanese
    // For kanji on seals and card backs, whatever the UI language.
    readonly property string kanjiFont: "Noto Serif CJK JP"

    // Motion (Settings → Animations): every animation's duration goes through motion(), so
    // "off" makes moves land at once and "slow" doubles them. motionOn is false when off.
    readonly property real motionScale: AppSettings.motionScale
    readonly property bool motionOn: motionScale > 0
    function motion(ms) { return Math.round(ms * motionScale) }
    // Colour-blind-safe mode (Settings): every colour that carries a rule is also told by a
    // shape or a letter (seat marks, bead letters, line patterns).
    readonly property bool colourBlind: AppSettings.colourBlind
    // The seats' shapes in colour-blind mode, in seat order: drawn beside a seat's colour.
    readonly property var seatShapes: ["●", "■", "▲", "◆", "★", "✚", "▼", "✖"]

    // The table's zoom (Settings, Ctrl + and Ctrl − on the table): the steps in percent, and
    // a step's name; 0 is automatic (the table fills a large window).
    readonly property var zoomSteps: [80, 90, 100, 110, 125, 150, 175, 200]
    function zoomName(percent) {
        //: Zoom setting: the table's size follows the window's
        return percent <= 0 ? qsTr("Automatic")
                            //: Zoom setting: a size in percent ("125 %")
                            : qsTr("%1 %").arg(percent)
    }

    readonly property int radius: 8
    readonly property int spacing: 12

    // Names joined into one phrase: "Red, Blue and Green" ("赤、青と緑").
    function names(list) {
        if (list.length <= 1)
            return list.join("")
        //: Separator between names in a list ("Red, Blue and Green"); Japanese uses 、
        const separator = qsTr(", ")
        //: The last two names of a list; %1 is the names before, %2 the last name
        // Through fill(): Spanish "y" becomes "e" before an /i/ sound ("Ana e Inés").
        return fill(qsTr("%1 and %2"), [list.slice(0, -1).join(separator), list[list.length - 1]])
    }

    // A translated template filled in with names from the data, in the current language:
    // Theme.fill(qsTr("%1 plays %2"), [who, card]) is qsTr(…).arg(who).arg(card) plus the
    // grammar of names inside sentences (qml/Grammar.js: Hungarian a(z) and case markers,
    // Spanish and French contractions). Use it wherever a data name enters a sentence.
    function fill(template, args) {
        return Grammar.fill(Localization.language, template, args.map(a => String(a)))
    }

    // `text` with each of `names` held together on one line: a wrapped line may break between
    // words but never inside a name (ja 「コンピュー / ター2」 breaks between any two kana).
    // Word joiners (U+2060) between its letters; spaces stay breaks ("Computer / 2"). For
    // the shown text only, after Theme.fill has composed it.
    // With `spaces`, a name's spaces do not break either (no-break spaces): for short names
    // whose parts mean nothing alone ("Kokeshi / 1").
    function keepWhole(text, names, spaces) {
        let result = String(text)
        for (const name of names) {
            const n = String(name)
            if (n.length > 1) {
                const held = n.replace(/(\S)(?=\S)/g, "$1\u2060")
                result = result.split(n).join(spaces ? held.replace(/ /g, "\u00a0") : held)
            }
        }
        return result
    }

    // A text as a screen reader is given it: without the marks keepWhole() puts in a name
    // (a word joiner between its letters, a no-break space), which a screen reader or a
    // braille display may spell out letter by letter.
    function spoken(text) {
        return String(text).replace(/\u2060/g, "").replace(/\u00a0/g, " ")
    }

    // The parts of one line joined ("Rounds: 11 · 48 moves in all"): " · " where a space
    // separates words, ja 「・」 (the glossary's list dot, no spaces).
    function joinParts(parts) {
        //: Separator between the parts of one line ("Round 3 · Blue to move", "Rounds: 11 · 48 moves in all"); ja 「・」 with no spaces
        return parts.join(qsTr(" · "))
    }

    // A sentence pasted in the middle of a line (after a round, a colon): a Hungarian article
    // at its start before a seat's name is lower case there ("· a 2. gép következik").
    // With the seats' names, Spanish and French lower the first word of any text that does not
    // start with one of them ("Repetición: ronda 3 · empate").
    function midLine(text, names) {
        return Grammar.midLine(Localization.language, String(text), names)
    }

    // Theme.fill() for a whole sentence (a title, a line a screen reader says): it begins with
    // a capital letter even when a lower-case in-sentence name comes first in the language's
    // word order ("%1: mondj be egy értéket" → "Kék napkártya: …").
    function sentence(template, args) {
        return Grammar.sentence(Localization.language, template, args.map(a => String(a)))
    }

    // The folder of a game's views under qml/games/: "garden" → "Garden", "tokaido_duo" →
    // "TokaidoDuo" (tables, board editors and their tests are found by this name).
    function gameFolder(gameId) {
        return gameId.split("_").map(w => w.charAt(0).toUpperCase() + w.slice(1)).join("")
    }

    // Text of a localized data map ({en: ..., ja: ...}) in the current UI language.
    function t(map) {
        if (!map)
            return ""
        const lang = Localization.language
        return map[lang] !== undefined && map[lang] !== "" ? map[lang] : (map["en"] || "")
    }
}
