// SPDX-License-Identifier: GPL-3.0-or-later
#include "move_log_model.h"

int MoveLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

QVariant MoveLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &e = m_entries[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case TextRole:
        return e.text;
    case PlyRole:
        return e.ply;
    case SeatRole:
        return e.seat;
    case RoundRole:
        return e.round;
    case MoveRole:
        return e.move;
    case EventsRole:
        return e.events;
    }
    return {};
}

QHash<int, QByteArray> MoveLogModel::roleNames() const
{
    return {{PlyRole, "ply"},     {SeatRole, "seat"}, {TextRole, "text"},
            {RoundRole, "round"}, {MoveRole, "move"}, {EventsRole, "events"}};
}

int MoveLogModel::rowOfPly(int ply) const
{
    for (int row = static_cast<int>(m_entries.size()) - 1; row >= 0; --row) {
        if (m_entries[row].ply == ply)
            return row;
    }
    return -1;
}

void MoveLogModel::append(const Entry &entry)
{
    const int row = rowCount();
    beginInsertRows({}, row, row);
    m_entries.append(entry);
    endInsertRows();
    Q_EMIT countChanged();
}

void MoveLogModel::removeLast()
{
    if (m_entries.isEmpty())
        return;
    const int row = rowCount() - 1;
    beginRemoveRows({}, row, row);
    m_entries.removeLast();
    endRemoveRows();
    Q_EMIT countChanged();
}

void MoveLogModel::reset(const QList<Entry> &entries)
{
    beginResetModel();
    m_entries = entries;
    endResetModel();
    Q_EMIT countChanged();
}
