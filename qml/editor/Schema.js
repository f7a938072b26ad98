// SPDX-License-Identifier: GPL-3.0-or-later
// Drawing helpers of the editor's forms. The schema itself (which rows are fields, tables,
// groups; their labels, keys, columns and children) is RulesEditor.schemaTree and nodeAt(),
// built in C++ (core's SchemaTree); the rules, ranges and checks stay in core, which
// validates every edit.
.pragma library

// The path of a node under a value: prefix "deck.colours[2]" + node "deck.colours[].hex" →
// "deck.colours[2].hex".
function childPath(prefix, node) {
    return prefix === "" ? node.name : prefix + "." + node.name
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

// An item of a list of words with parameters as {word, parameter}: a bare word has no
// parameter; a map of one word to its parameter has it. Anything else is {word: "",
// parameter: undefined}.
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
