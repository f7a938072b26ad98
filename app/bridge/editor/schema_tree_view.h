// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/schema_tree.h"

#include <QVariantList>
#include <QVariantMap>
#include <memory>

// The schema tree (kotatsu::SchemaTree) as the rules editor's forms read it: one map per node,
// the schema row's fields in the user's language (GameCatalogModel::schema) and the tree's:
//   kind      what it is drawn as (kotatsu::formKindName)
//   name      its key's last part; keyHint: the key beside its label
//   label     the row's label; an item without a row by its name
//   parent, itemKey, dataKey
//   columns   a table's columns (node maps), hasDetail
//   inItem    the node lies inside a list item
// and the tree: {nodes: {key: node}, kids: {key: [node, ...]}, sections: [key, ...],
// keys: [every key, in the schema's order]}.
class SchemaTreeView
{
public:
    SchemaTreeView(const kotatsu::Schema &schema, const QVariantList &translatedRows);

    const QVariantMap &tree() const { return m_tree; }
    // The node the value at a data path lies in ("deck.cards[3].value"); empty when none.
    QVariantMap nodeAt(const QString &path) const;

private:
    std::unique_ptr<kotatsu::SchemaTree> m_schemaTree;
    QVariantMap m_nodes;
    QVariantMap m_tree;
};
