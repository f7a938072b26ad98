// SPDX-License-Identifier: GPL-3.0-or-later
// The shape of the editor's forms, read from a game's schema rows (RulesEditor.schema):
// which rows are fields, which are tables, which are groups. Only layout: the rules, ranges
// and checks stay in core, which validates every edit.
.pragma library

const scalarTypes = ["integer", "number", "boolean", "text", "word", "colour"]

function isScalar(row) {
    return !!row && scalarTypes.indexOf(row.type) >= 0
}

// The parent key of a schema key: "a.b[].c" → "a.b[]", "a.b[]" → "a.b", "a.b" → "a", "a" → "".
function parentKey(key) {
    if (key.endsWith("[]"))
        return key.slice(0, -2)
    const dot = key.lastIndexOf(".")
    return dot < 0 ? "" : key.slice(0, dot)
}

// The last segment of a key ("deck.cards[].value" → "value", "deck.values[]" → "[]").
function lastSegment(key) {
    if (key.endsWith("[]"))
        return "[]"
    const dot = key.lastIndexOf(".")
    return dot < 0 ? key : key.slice(dot + 1)
}

// {rows: {key: row}, kids: {key: [child rows]}} for a schema.
function index(schema) {
    const rows = {}
    const kids = {}
    for (const row of (schema || [])) {
        rows[row.key] = row
        let child = row.key
        // Every ancestor gets its child, virtual list items ("a.b[]" without a row) included.
        for (;;) {
            const parent = parentKey(child)
            if (!kids[parent])
                kids[parent] = []
            const list = kids[parent]
            if (child === row.key) {
                const at = list.findIndex(r => r.key === child)
                if (at >= 0)
                    list[at] = row
                else
                    list.push(row)
            } else if (!list.some(r => r.key === child))
                list.push({ key: child, type: "virtual" })
            else
                break
            if (parent === "")
                break
            child = parent
        }
    }
    return { rows: rows, kids: kids }
}

// The top-level keys, in schema order.
function sections(idx) {
    return (idx.kids[""] || []).map(r => r.key)
}

function dataKeyChild(idx, key) {
    return (idx.kids[key] || []).find(r => lastSegment(r.key).startsWith("<")) || null
}

// What a schema row is drawn as:
//   field      a scalar (integer, number, boolean, text, word, colour)
//   localized  a five-language grid
//   group      a map of named keys: a heading and its keys under it
//   dict       a map whose keys are data (deck.sandals.<value>): a key/value table
//   table      a list of maps: one row per item
//   values     a list of scalars (dice faces, a range): a row of small fields
//   words      a list of words chosen from the schema's words: check boxes
//   picks      a list of words with parameters (effects): each item a word from a drop-down,
//              written bare or as {word: parameter}, the parameter's row being "<item>.<word>"
//   raw        any other list (pairs, outlines): one line of flow text per item
function kindOf(idx, row) {
    if (!row)
        return "none"
    if (isScalar(row))
        return "field"
    if (row.type === "localized text")
        return "localized"
    if (row.type === "map" || row.type === "virtual") {
        if (dataKeyChild(idx, row.key))
            return "dict"
        return "group"
    }
    if (row.type === "list") {
        if (row.words && row.words.length > 0)
            return "words"
        const item = idx.rows[row.key + "[]"]
        const itemKids = idx.kids[row.key + "[]"] || []
        if (isWordWithParameters(idx, item))
            return "picks"
        if (!item && itemKids.length > 0)
            return "table"
        if (item && isScalar(item) && itemKids.length === 0)
            return "values"
        return "raw"
    }
    return "raw"
}

// The columns of a table: the scalar and localized fields of its items.
function columnsOf(idx, listKey) {
    return (idx.kids[listKey + "[]"] || []).filter(r => isScalar(r) || r.type === "localized text")
}

// The actual path of a child: prefix "deck.colours[2]" + row "deck.colours[].hex" → "deck.colours[2].hex".
function childPath(prefix, row) {
    const seg = lastSegment(row.key)
    return prefix === "" ? seg : prefix + "." + seg
}

// The schema key of an actual path: "deck.colours[2].hex" → "deck.colours[].hex"; data keys
// (deck.sandals.7) are matched against the schema's <name> rows.
function schemaKeyOf(idx, path) {
    const parts = splitPath(path)
    let key = ""
    for (const p of parts) {
        if (p.index !== undefined) {
            key += "[]"
            continue
        }
        const candidate = key === "" ? p.name : key + "." + p.name
        if (idx.rows[candidate] || idx.kids[candidate]) {
            key = candidate
            continue
        }
        const data = dataKeyChild(idx, key)
        if (!data)
            return key
        key = data.key
    }
    return key
}

// "deck.cards[3].value" → [{name: "deck"}, {name: "cards"}, {index: 3}, {name: "value"}]
function splitPath(path) {
    const out = []
    const re = /([^.\[\]]+)|\[(\d+)\]/g
    let m
    while ((m = re.exec(path || "")) !== null) {
        if (m[2] !== undefined)
            out.push({ index: parseInt(m[2]) })
        else
            out.push({ name: m[1] })
    }
    return out
}

function topSection(path) {
    const parts = splitPath(path)
    return parts.length > 0 && parts[0].name !== undefined ? parts[0].name : ""
}

// Whether `path` is `base` or lies inside it.
function within(path, base) {
    if (!path || !base)
        return false
    return path === base || path.startsWith(base + ".") || path.startsWith(base + "[")
}

// Whether one of the check's errors (RulesEditor.errors) points at `path` or inside it: what
// the board editors draw in red.
function errorAt(errors, path) {
    return (errors || []).some(e => within(e.key, path))
}

// The index of the item of list `listPath` that `path` lies in, or -1.
function itemIndexIn(path, listPath) {
    if (!path || !path.startsWith(listPath + "["))
        return -1
    const m = /^\[(\d+)\]/.exec(path.slice(listPath.length))
    return m ? parseInt(m[1]) : -1
}

// Counts of each value of `field` over the items: [{value, count}], most frequent first
// for words, by value for numbers.
function histogram(items, field) {
    const counts = {}
    for (const it of (items || [])) {
        if (!it || typeof it !== "object")
            continue
        const v = it[field]
        if (v === undefined || v === null || typeof v === "object")
            continue
        counts[String(v)] = (counts[String(v)] || 0) + 1
    }
    const out = Object.keys(counts).map(k => ({ value: k, count: counts[k] }))
    const numeric = out.every(e => /^-?\d+(\.\d+)?$/.test(e.value))
    out.sort(numeric ? (a, b) => Number(a.value) - Number(b.value) : (a, b) => b.count - a.count)
    return out
}

// A row's name in the current language as it stands alone ("Hand size", the schema's label);
// a row the schema does not list (a list's items) by its key's last part.
function labelOf(row) {
    if (!row)
        return ""
    return row.label ? row.label : lastSegment(row.key)
}

// The key beside a label, as the YAML writes it: its last part ("hand_size"); a list's items
// by the list's ("values[]").
function keyHint(row) {
    if (!row)
        return ""
    const key = row.key.endsWith("[]") ? row.key.slice(0, -2) : row.key
    return lastSegment(key) + (row.key.endsWith("[]") ? "[]" : "")
}

// A list item of words with parameters (core's SchemaRow: a word row with rows under it):
// "effects[]" is a word, and "effects[].gain_coins" the parameter of the word gain_coins.
function isWordWithParameters(idx, itemRow) {
    return !!itemRow && itemRow.type === "word" && (idx.kids[itemRow.key] || []).length > 0
}

// An item of such a list as {word, parameter}: a bare word has no parameter; a map of one
// word to its parameter has it. Anything else is {word: "", parameter: undefined}.
function pickOf(value) {
    if (typeof value === "string")
        return { word: value, parameter: undefined }
    if (value && typeof value === "object" && !Array.isArray(value)) {
        const keys = Object.keys(value)
        if (keys.length === 1)
            return { word: keys[0], parameter: value[keys[0]] }
    }
    return { word: "", parameter: undefined }
}

// The row of a word's parameter ("effects[]" + "gain_coins"), or null.
function parameterRow(idx, itemKey, word) {
    return idx.rows[itemKey + "." + word] || null
}

// Whether a word takes a parameter (its row exists and is not "no value").
function takesParameter(row) {
    return !!row && row.type !== "no value"
}
