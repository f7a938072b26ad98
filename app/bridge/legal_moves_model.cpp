// SPDX-License-Identifier: GPL-3.0-or-later
#include "legal_moves_model.h"

int LegalMovesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_moves.size());
}

QVariant LegalMovesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Move &move = m_moves[index.row()];
    switch (role) {
    case IndexRole:
        return index.row();
    case Qt::DisplayRole:
    case TextRole:
        return move.text;
    case KindRole:
        return move.kind;
    case DescriptionRole:
        return move.description;
    }
    return {};
}

QHash<int, QByteArray> LegalMovesModel::roleNames() const
{
    return {{IndexRole, "moveIndex"},
            {TextRole, "text"},
            {KindRole, "kind"},
            {DescriptionRole, "description"}};
}

int LegalMovesModel::indexOfText(const QString &text) const
{
    for (int i = 0; i < m_moves.size(); ++i) {
        if (m_moves[i].text == text)
            return i;
    }
    return -1;
}

void LegalMovesModel::reset(const QList<Move> &moves)
{
    // Unchanged moves (a refresh that changed only whose screen it is) keep the model still,
    // so that views keep their selection and focus.
    bool same = moves.size() == m_moves.size();
    for (int i = 0; same && i < moves.size(); ++i)
        same = moves[i].text == m_moves[i].text && moves[i].description == m_moves[i].description;
    if (same)
        return;
    beginResetModel();
    m_moves = moves;
    m_list.clear();
    for (int i = 0; i < m_moves.size(); ++i) {
        QVariantMap row = m_moves[i].description;
        row.insert(QStringLiteral("index"), i);
        row.insert(QStringLiteral("text"), m_moves[i].text);
        m_list.append(row);
    }
    endResetModel();
    Q_EMIT countChanged();
}
