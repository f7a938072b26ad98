// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/schema_tree_view.h"

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QStringList keys(const std::vector<std::string> &list)
{
    QStringList out;
    out.reserve(qsizetype(list.size()));
    for (const std::string &key : list)
        out.append(qs(key));
    return out;
}

} // namespace

SchemaTreeView::SchemaTreeView(const kotatsu::Schema &schema, const QVariantList &translatedRows)
    : m_schemaTree(std::make_unique<kotatsu::SchemaTree>(schema))
{
    QVariantMap rows;
    for (const QVariant &row : translatedRows)
        rows.insert(row.toMap().value(QStringLiteral("key")).toString(), row);
    // Tables last: their columns are the finished maps of other nodes.
    const auto nodeMap = [&](const kotatsu::SchemaNode &node) {
        const QString key = qs(node.key);
        QVariantMap map = rows.value(key).toMap();
        if (map.isEmpty()) {
            map.insert(QStringLiteral("key"), key);
            map.insert(QStringLiteral("type"), QStringLiteral("virtual"));
            map.insert(QStringLiteral("label"), qs(node.name));
            map.insert(QStringLiteral("label_in_text"), qs(node.name));
        }
        map.insert(QStringLiteral("kind"), qs(kotatsu::formKindName(node.kind)));
        map.insert(QStringLiteral("name"), qs(node.name));
        map.insert(QStringLiteral("keyHint"), qs(node.keyHint));
        map.insert(QStringLiteral("parent"), qs(node.parent));
        map.insert(QStringLiteral("itemKey"), qs(node.itemKey));
        map.insert(QStringLiteral("dataKey"), qs(node.dataKey));
        map.insert(QStringLiteral("hasDetail"), node.hasDetail);
        map.insert(QStringLiteral("inItem"), qs(node.key).contains(QStringLiteral("[]")));
        return map;
    };
    for (const kotatsu::SchemaNode &node : m_schemaTree->nodes()) {
        if (node.columns.empty())
            m_nodes.insert(qs(node.key), nodeMap(node));
    }
    for (const kotatsu::SchemaNode &node : m_schemaTree->nodes()) {
        if (node.columns.empty())
            continue;
        QVariantMap map = nodeMap(node);
        QVariantList columns;
        for (const std::string &column : node.columns)
            columns.append(m_nodes.value(qs(column)));
        map.insert(QStringLiteral("columns"), columns);
        m_nodes.insert(qs(node.key), map);
    }
    QVariantMap kids;
    for (const kotatsu::SchemaNode &node : m_schemaTree->nodes()) {
        if (node.children.empty())
            continue;
        QVariantList list;
        for (const std::string &child : node.children)
            list.append(m_nodes.value(qs(child)));
        kids.insert(qs(node.key), list);
    }
    QVariantList sections;
    for (const std::string &key : m_schemaTree->sections())
        sections.append(m_nodes.value(qs(key)));
    kids.insert(QString(), sections);
    m_tree.insert(QStringLiteral("nodes"), m_nodes);
    m_tree.insert(QStringLiteral("kids"), kids);
    m_tree.insert(QStringLiteral("sections"), keys(m_schemaTree->sections()));
    QStringList all; // the rows in the schema's order, then the items without a row
    for (const kotatsu::SchemaRow &row : schema.rows())
        all.append(qs(row.key));
    for (const kotatsu::SchemaNode &node : m_schemaTree->nodes()) {
        if (!node.row)
            all.append(qs(node.key));
    }
    m_tree.insert(QStringLiteral("keys"), all);
}

QVariantMap SchemaTreeView::nodeAt(const QString &path) const
{
    const kotatsu::SchemaNode *node = m_schemaTree->nodeAtPath(path.toStdString());
    return node ? m_nodes.value(qs(node->key)).toMap() : QVariantMap();
}
