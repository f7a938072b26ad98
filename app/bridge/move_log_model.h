// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QQmlEngine>

// The moves of the current game, oldest first. The per-game QML view turns each action text
// into a sentence in the current language.
class MoveLogModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role
    {
        PlyRole = Qt::UserRole + 1,
        SeatRole,
        ActionRole,
        RoundRole,
        BeforeRole
    };
    Q_ENUM(Role)

    struct Entry
    {
        int ply = 0;
        int seat = 0;
        QString action;
        int round = 0; // the game's round when it was played, 0 when the game has none
        // What everybody could see just before the move (the public observation), so that a
        // view can say what an action did ("plays Blue 7" for "play S2").
        QVariantMap before;
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void append(const Entry &entry);
    void removeLast();
    void reset(const QList<Entry> &entries);

Q_SIGNALS:
    void countChanged();

private:
    QList<Entry> m_entries;
};
