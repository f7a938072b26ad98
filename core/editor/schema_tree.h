// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/schema.h"

#include <deque>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// The schema of a game as a tree, as the rules editor draws it: every row is a node, and so is
// every list item the rows imply without a row of their own ("deck.cards[]" when only
// "deck.cards[].value" is listed). Each node knows its children, what it is drawn as (its form
// kind) and the names the forms show, so that QML walks no key paths of its own.

// What a node is drawn as:
//   Field      a scalar (integer, number, boolean, text, word, colour)
//   Localized  a five-language grid
//   Group      a map of named keys: a heading and its keys under it
//   Dict       a map whose keys are data (deck.sandals.<value>): a key/value table
//   Table      a list of maps: one row per item
//   Values     a list of scalars (dice faces, a range): a row of small fields
//   Words      a list of words chosen from the schema's words: check boxes
//   Picks      a list of words with parameters (effects): each item a word from a drop-down,
//              written bare or as {word: parameter}, the parameter's row "<item>.<word>"
//   Raw        any other list (pairs, outlines): one line of flow text per item
//   None       a word's "no value" row: a word that takes no parameter
enum class FormKind
{
    Field,
    Localized,
    Group,
    Dict,
    Table,
    Values,
    Words,
    Picks,
    Raw,
    None
};
// "field", "localized", "group", "dict", "table", "values", "words", "picks", "raw", "none".
std::string_view formKindName(FormKind kind);

// Whether a value of this type is one scalar, drawn as one field. Every ValueType is named
// here (no default case), so a new one cannot be forgotten by the forms.
bool isScalarType(ValueType type);

struct SchemaNode
{
    std::string key;                   // "deck.cards[].value"; "deck.cards[]" for an item
    const SchemaRow *row = nullptr;    // nullptr: an item the rows imply (a "virtual" node)
    std::string parent;                // "deck.cards[]"; "" for a section
    std::vector<std::string> children; // keys, in schema order
    FormKind kind = FormKind::Raw;
    // The key's last part ("value"; "[]" for an item) and the key beside a label as the YAML
    // writes it ("value"; "cards[]" for an item).
    std::string name;
    std::string keyHint;
    std::string dataKey;              // Dict: the key of its entries' row ("deck.sandals.<value>")
    std::string itemKey;              // a list: its items' key ("deck.cards[]")
    std::vector<std::string> columns; // Table: the scalar and localized fields of its items
    bool hasDetail = false;           // Table: some field of its items is no column
};

class SchemaTree
{
public:
    explicit SchemaTree(const Schema &schema);

    // The node of a schema key ("deck.cards[].value"), or nullptr.
    const SchemaNode *node(std::string_view key) const;
    // The node the value at a data path lies in ("deck.cards[3].value", "deck.sandals.7"),
    // or nullptr when the schema has no such key.
    const SchemaNode *nodeAtPath(std::string_view path) const;
    // The top-level keys, in schema order.
    const std::vector<std::string> &sections() const;
    // Every node, in the order the rows first name them (a row's ancestors after it).
    const std::deque<SchemaNode> &nodes() const { return m_nodes; }

private:
    const Schema &m_schema;
    std::deque<SchemaNode> m_nodes;
    std::map<std::string, SchemaNode *, std::less<>> m_byKey;
    std::vector<std::string> m_sections;

    SchemaNode &at(const std::string &key);
    std::vector<std::string> &childrenOf(const std::string &key);
    FormKind kindOf(const SchemaNode &node) const;
};

} // namespace kotatsu
