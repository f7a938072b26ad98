.pragma library
// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences composed from a translated template and data names (docs/glossary.md, "Names
// inside sentences"). Theme.fill(template, …) calls fill() with the UI language; the
// translation test (tests/app/tst_translations.cpp) runs this same file.
//
// A template is a qsTr() translation with %1..%9. Hungarian translations may add, after a
// placeholder, markers that are applied to the pasted text, left to right:
//   {es}    a number becomes its adjective form ("7" → "7-es", "3" → "3-as", "5" → "5-ös");
//           anything that is not a number is left as it is ("napkártya")
//   {t} {ba} {ban} {ból} {ra} {ról} {nak} {val} {hoz} {ként} {tól} {nál} {on}
//           a case suffix on the last word, in its vowel harmony ("7-est", "5-össel",
//           "napkártyát", "napkártyával", "Beától", "a kereskedőnél", "a pagodán",
//           "a templomon", "a kerten", "az 5-ön")
// and "a(z) " before a word, which becomes "a " or "az " by how that word is read
// ("az 5-öst", "a kék 7-est", "az f3"). A pasted name that is an ordinal ("2. gép",
// "1. játékos": a seat's default name) takes its article by itself, "A"/"Az" at the start
// of the text ("A 2. gép következik", "elveszi a 2. géptől"; midLine() lowers it when the
// sentence is pasted mid-line); after a colon it stays a label.
//   {voc}   the placeholder is a form of address and takes no article ("%1{voc}, játssz ki egy
//           kártyát" → "1. játékos, játssz ki egy kártyát", not "Az 1. játékos, játssz…")
// Spanish contracts "a el" → "al", "de el" → "del",
// and writes the conjunction "y" as "e" before an /i/ sound ("Ana e Inés", "Tsurugi e Hiwasa",
// not before "hie-": "agua y hielo") and "o" as "u" before an /o/ sound ("Ana u Olga",
// "mujer u hombre", "7 u 8", "10 u 11"). French "à le" → "au", "à les" → "aux", "de le" →
// "du", "de les" → "des", and "de" and "que" elide before a vowel of any case, with accents
// and macrons ("d’Anna", "d’émilie", "d’Ōzu", "qu’Inès"), not before a semivowel y ("de
// Yokohama", but "d’Yves"); French writes the typographic apostrophe ’ (docs/glossary.md).

var BACK = "aáoóuú"
var ROUNDED = "öőüű"
var VOWELS = "aáeéiíoóöőuúüű"

// The harmony of a Hungarian word: "back", "front" or "rounded" (front rounded).
function harmony(word) {
    var w = String(word).toLowerCase()
    for (var i = w.length - 1; i >= 0; --i) {
        var c = w.charAt(i)
        if (BACK.indexOf(c) >= 0)
            return "back"
        if (ROUNDED.indexOf(c) >= 0)
            return "rounded"
        if (c === "e")
            return "front"
        // é, i, í are neutral: the vowel before them decides ("Kócsi" → back).
    }
    return "front"
}

// The adjective form of a number, written with a hyphen: 1-es, 2-es, 3-as, 4-es, 5-ös, 6-os,
// 7-es, 8-as, 9-es, 10-es, 20-as, 30-as, 100-as, 1000-es. It follows the last word said.
function numberAdjective(digits) {
    var n = parseInt(digits, 10)
    var ones = ["", "es", "es", "as", "es", "ös", "os", "es", "as", "es"]
    var tens = ["", "es", "as", "as", "es", "es", "as", "es", "as", "es"]
    var suffix
    if (n % 10 !== 0)
        suffix = ones[n % 10]
    else if (n % 100 !== 0)
        suffix = tens[(n / 10) % 10]
    else if (n % 1000 !== 0)
        suffix = "as" // száz
    else
        suffix = "es" // ezer
    return digits + "-" + suffix
}

var CASES = {
    // case: [back, front, front rounded]
    "t": ["t", "t", "t"],
    "ba": ["ba", "be", "be"],
    "ban": ["ban", "ben", "ben"],
    "ból": ["ból", "ből", "ből"],
    "ra": ["ra", "re", "re"],
    "ról": ["ról", "ről", "ről"],
    "nak": ["nak", "nek", "nek"],
    "val": ["val", "vel", "vel"],
    "hoz": ["hoz", "hez", "höz"],
    "ként": ["ként", "ként", "ként"],
    "tól": ["tól", "től", "től"],
    "nál": ["nál", "nél", "nél"],
    // The superessive: -n after a vowel, else -on/-en/-ön (caseWord adds the linking vowel).
    "on": ["n", "n", "n"]
}
var LINKED_ON = ["on", "en", "ön"]
var FRONT_NAMES = { "be": "ba", "ben": "ban", "ből": "ból", "re": "ra", "ről": "ról",
                    "nek": "nak", "vel": "val", "hez": "hoz", "höz": "hoz",
                    "től": "tól", "nél": "nál", "en": "on", "ön": "on", "n": "on" }
// Consonants after which the accusative takes a bare -t ("Sast", "7-est", "kimonót").
var DIRECT_T = ["j", "l", "ly", "n", "ny", "r", "s", "sz", "z", "zs"]
var DIGRAPHS = ["dzs", "cs", "dz", "gy", "ly", "ny", "sz", "ty", "zs"]

function lastConsonant(word) {
    var w = word.toLowerCase()
    for (var i = 0; i < DIGRAPHS.length; ++i) {
        var d = DIGRAPHS[i]
        if (w.length >= d.length && w.slice(-d.length) === d)
            return d
    }
    return w.charAt(w.length - 1)
}

// A number with a case suffix, after a hyphen, by the last word said: 1 egy, 2 kettő, 3 három
// … 10 tíz, 20 húsz, 30 harminc … 100 száz, 1000 ezer. Each entry: harmony, the accusative,
// the -val/-vel form ("7-et", "3-mal", "5-tel", "10-zel").
var NUMBER_ONES = [null, ["front", "et", "gyel"], ["rounded", "t", "vel"], ["back", "at", "mal"],
                   ["front", "et", "gyel"], ["rounded", "öt", "tel"], ["back", "ot", "tal"],
                   ["front", "et", "tel"], ["back", "at", "cal"], ["front", "et", "cel"]]
var NUMBER_TENS = [null, ["front", "et", "zel"], ["back", "at", "szal"], ["back", "at", "cal"],
                   ["front", "et", "nel"], ["front", "et", "nel"], ["back", "at", "nal"],
                   ["front", "et", "nel"], ["back", "at", "nal"], ["front", "et", "nel"]]
function caseNumber(digits, key) {
    var n = parseInt(digits, 10)
    var last = n % 10 !== 0 ? NUMBER_ONES[n % 10]
             : n % 100 !== 0 ? NUMBER_TENS[(n / 10) % 10]
             : n % 1000 !== 0 ? ["back", "at", "zal"] : ["front", "et", "rel"]
    if (n === 0)
        last = ["rounded", "t", "val"] // nulla: "0-t", "0-val", "0-ba"
    var forms = CASES[key]
    var h = last[0] === "back" ? 0 : last[0] === "front" ? 1 : 2
    var suffix = key === "t" ? last[1] : key === "val" ? last[2]
               : key === "on" ? LINKED_ON[h] : forms[h]
    if (n === 0 && key !== "t" && key !== "val")
        suffix = forms[0]
    // kettő and nulla end in a vowel: "2-n", "0-n".
    if (key === "on" && (n % 10 === 2 || n === 0))
        suffix = "n"
    return digits + "-" + suffix
}

// One Hungarian word with a case suffix.
function caseWord(word, name) {
    var key = FRONT_NAMES[name] || name
    var forms = CASES[key]
    if (!forms || word.length === 0)
        return word
    var number = /^(.*?)(\d+)$/.exec(word)
    if (number)
        return number[1] + caseNumber(number[2], key)
    var h = harmony(word)
    var suffix = forms[h === "back" ? 0 : h === "front" ? 1 : 2]
    var last = word.charAt(word.length - 1)
    var lower = last.toLowerCase()
    if (VOWELS.indexOf(lower) >= 0) {
        // A final a/e lengthens before every suffix but -ként ("napkártyát", "napkártyaként"),
        // and so does the final o/ö of a foreign name ("Murotóba", "Oslóban").
        var stem = word
        var LONG = { "a": "á", "e": "é", "o": "ó", "ö": "ő" }
        if (key !== "ként" && LONG[lower] !== undefined) {
            var long = LONG[lower]
            if (last !== lower)
                long = long.toUpperCase()
            stem = word.slice(0, -1) + long
        }
        return stem + suffix
    }
    if (key === "t") {
        if (DIRECT_T.indexOf(lastConsonant(word)) >= 0)
            return word + "t"
        return word + (h === "back" ? "ot" : h === "front" ? "et" : "öt")
    }
    if (key === "on")
        return word + LINKED_ON[h === "back" ? 0 : h === "front" ? 1 : 2]
    if (key === "val") {
        // The v of -val/-vel turns into the final consonant, doubled ("7-essel", "Sassal",
        // "Heggyel"); a consonant already double stays double ("tollal").
        var c = lastConsonant(word)
        var tail = suffix.slice(1)
        if (c.length === 1) {
            var before = word.length >= 2 ? word.charAt(word.length - 2).toLowerCase() : ""
            return word + (before === c ? "" : c) + tail
        }
        return word.slice(0, -c.length) + c.charAt(0) + c + tail
    }
    return word + suffix
}

// The markers of one placeholder applied to its text.
function applyMarkers(text, markers) {
    var result = String(text)
    for (var i = 0; i < markers.length; ++i) {
        var m = markers[i]
        if (m === "voc")
            continue // fill() reads it: no article before a form of address
        if (m === "es") {
            result = result.replace(/(^|\s)(\d+)$/, function (all, space, digits) {
                return space + numberAdjective(digits)
            })
            continue
        }
        var cut = result.lastIndexOf(" ")
        result = result.slice(0, cut + 1) + caseWord(result.slice(cut + 1), m)
    }
    // A name held on one line (Theme.keepWhole: word joiners between its letters) stays held
    // with its ending, the hyphen too: "Szamuráj 3-nak" never breaks as "Szamuráj 3-" / "nak".
    // The joiners are the shown text's only; Theme.spoken() takes them out again.
    if (markers.length > 0 && result.indexOf("\u2060") >= 0)
        result = result.replace(/\u2060/g, "").replace(/(\S)(?=\S)/g, "$1\u2060")
    return result
}

// "a" or "az" before a word, by how it is read: a vowel, a number read with a vowel first
// (1 egy, 5 öt, 50–59 ötven…, 1000–1999 ezer…), a field name whose letter is read with a
// vowel first (f ef, l el, m em, n en, r er, s es, x iksz, y ipszilon).
function articleFor(following) {
    var word = String(following).replace(/^(<[^>]*>|[„“"'(«])+/, "")
    var digits = /^\d+/.exec(word)
    if (digits) {
        var d = digits[0]
        if (d === "1" || d.charAt(0) === "5" || (d.length === 4 && d.charAt(0) === "1"))
            return "az"
        return "a"
    }
    var first = word.charAt(0).toLowerCase()
    if (VOWELS.indexOf(first) >= 0)
        return "az"
    if (/^[a-z]\d/i.test(word) && "flmnrsxy".indexOf(first) >= 0)
        return "az"
    return "a"
}

// What may stand between a Spanish conjunction and the word after it: markup and opening
// quotes ("e <b>Inés</b>", "u «Olga»"). French elides before markup only ("d’<b>Anna</b>").
var OPENERS = "(?:<[^>]*>|[«“\"'(¿¡]\\s?)*"
// Spanish: "y" → "e" before i-/hi- read /i/ (not the diphthong of "hielo", "Iowa"), "o" → "u"
// before o-/ho- and before numbers read with an o first (8, 80–89, 800…, 11 "once").
var ES_Y = new RegExp("(^|[\\s(«“])([yY]) (?=" + OPENERS
                      + "(?:[hH]?[iI](?![aeouáéóúAEOUÁÉÓÚ])|[hH]?[íÍ]))", "g")
var ES_O = new RegExp("(^|[\\s(«“])([oO]) (?=" + OPENERS
                      + "(?:[hH]?[oOóÓōŌ]|8|11(?!\\d)))", "g")
// French: the vowels a word may begin with, any case, accents and Hepburn macrons; y only
// before a consonant ("Yves", not "Yokohama").
var FR_VOWEL = "(?:[aeiouàâäéèêëîïôöûüùæœāēīōūAEIOUÀÂÄÉÈÊËÎÏÔÖÛÜÙÆŒĀĒĪŌŪ]|[yY](?![aeiouAEIOU]))"
var FR_ELIDE = new RegExp("(^|[\\s(«“])(d|D|qu|Qu)e ((?:<[^>]*>)*)(?=" + FR_VOWEL + ")", "g")

function contract(language, text) {
    if (language === "es")
        return text.replace(/(^|[\s(«“])(a|A|de|De) el(?=\s)/g, function (all, before, prep) {
            return before + prep + "l"
        }).replace(ES_Y, function (all, before, y) {
            return before + (y === "Y" ? "E" : "e") + " "
        }).replace(ES_O, function (all, before, o) {
            return before + (o === "O" ? "U" : "u") + " "
        })
    if (language === "fr")
        // "de" and "que" elide before a word that starts with a vowel ("le pèlerin d’Anna").
        return text.replace(FR_ELIDE, "$1$2’$3").replace(/(^|[\s(«“'’])(à|À|de|De) (le|les)(?=\s)/g, function (all, before, prep, art) {
            var a = prep.toLowerCase() === "à"
            var word = a ? (art === "le" ? "au" : "aux") : (art === "le" ? "du" : "des")
            if (prep.charAt(0) !== prep.charAt(0).toLowerCase())
                word = word.charAt(0).toUpperCase() + word.slice(1)
            return before + word
        })
    return text
}

// The template with its placeholders filled in, in the given language.
function fill(language, template, args) {
    var text = String(template).replace(/%(\d)((?:\{[^{}%]*\})*)/g, function (all, index, marks, offset) {
        var i = parseInt(index, 10) - 1
        if (i < 0 || i >= args.length)
            return all
        var markers = marks.length > 0 ? marks.slice(1, -1).split("}{") : []
        var pasted = applyMarkers(args[i], markers)
        if (language === "hu" && markers.indexOf("voc") < 0 && /^\d+\. \S/.test(pasted)) {
            var before = String(template).slice(0, offset).replace(/(<[^>]*>)+$/, "")
            if (!/(^|[^\wáéíóöőúüű])(a|az|a\(z\))\s*$/i.test(before) && !/:\s*$/.test(before)) {
                // A list of such names (Theme.names: "2. gép és 4. gép") gives each its own.
                pasted = pasted.replace(/(, | és )(\d+\. \S)/g, "$1a(z) $2")
                pasted = (/^\s*$/.test(before) ? "A(z) " : "a(z) ") + pasted
            }
        }
        return pasted
    })
    text = text.replace(/(^|[^\wáéíóöőúüű])([aA])\(z\) (\S+)/g, function (all, before, a, word) {
        var article = articleFor(word)
        if (a === "A")
            article = article.charAt(0).toUpperCase() + article.slice(1)
        return before + article + " " + word
    })
    return contract(language, text)
}

// A sentence pasted in the middle of a line (the replay's "Visszajátszás: 3. forduló · a 2. gép
// következik", the lab's "Vége: egy zarándok elérte a pagodát", « Fin : un pèlerin a atteint la
// pagode », "Fin: un peregrino llegó a la pagoda"): an article at its start (hu a, az, egy:
// before a seat's ordinal name "A 2. gép" as before any word; the French and Spanish articles)
// is lower case there, as after any word or colon. Names themselves keep their capitals.
const midLineArticles = {
    "hu": /^((?:<[^>]*>)*)(A |Az |Egy )(?=\S)/,
    "fr": /^((?:<[^>]*>)*)(Un |Une |Le |La |Les |Des |Au |Aux |L[’'])(?=\S)/,
    "es": /^((?:<[^>]*>)*)(Un |Una |Unos |Unas |El |La |Los |Las )(?=\S)/
}
// With `names` (the seats' names of the game), Spanish and French go further: the whole first
// word is lower case unless the text starts with one of those names, as after any colon in
// those languages ("Repetición: ronda 3 · empate", « Revoir : manche 8, partie nulle », but
// "Rojo gana", « Bleu gagne »). A heading word ("Ronda", "Manche", "Empate") stays a heading
// only where it stands alone.
const midLineLowersWords = { "es": true, "fr": true }
function midLine(language, text, names) {
    const article = midLineArticles[language]
    if (!article)
        return String(text)
    const t = String(text)
    if (names !== undefined && midLineLowersWords[language]) {
        const bare = t.replace(/^(<[^>]*>|[«“"'(¿¡]\s?)*/, "")
        for (let i = 0; i < names.length; ++i) {
            const name = String(names[i])
            if (name.length > 0 && bare.startsWith(name))
                return t
        }
        return t.replace(/^((?:<[^>]*>|[«“"'(¿¡]\s?)*)(\S)/, function (all, before, first) {
            return before + first.toLowerCase()
        })
    }
    return t.replace(article, function (all, markup, word) {
        return markup + word.toLowerCase()
    })
}

// A sentence begins with a capital letter, also when it begins with a name the data writes in
// lower case inside sentences (Hungarian "kék napkártya", French "soleil rouge"): the first
// letter after any markup or opening quote is upper-cased. Japanese and digits are unchanged.
function capitalize(text) {
    return String(text).replace(/^((?:<[^>]*>|[\s„“"'(«¿¡])*)(\S)/, function (all, before, first) {
        return before + first.toUpperCase()
    })
}

// fill() for a whole sentence: its first letter a capital.
function sentence(language, template, args) {
    return capitalize(fill(language, template, args))
}

