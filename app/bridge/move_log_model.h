// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QQmlEngine>

// The moves of the current game, oldest first. Each carries the rules' structured description
// of the move (kind, pieces, places, what it took), which the game's table turns into a
// sentence in the current language; the text is the move's notation, for tooltips and tests.
// Games whose observation has an `events` list (what the rules did on their own after a move:
// dice rolled, forced decisions, cards drawn, ...) get it on the entry of the move it followed
// (GameSession chooses the seat whose view it is). What the rules did before the first move
// (the Automa's opening turn, a setup that moves pieces) is an opening entry: ply 0, seat -1,
// move {kind: "start"}, with those events.
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
        TextRole,
        RoundRole,
        MoveRole,
        EventsRole
    };
    Q_ENUM(Role)

    struct Entry
    {
        int ply = 0;
        int seat = 0;
        QString text;
        int round = 0;    // the game's round when it was played, 0 when the game has none
        QVariantMap move; // GameState::describeAction in the position it was played in
        // The public observation's `events` right after the move (empty for games without).
        QVariantList events;
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The row of the entry of move `ply` (0: the opening entry), or -1 when there is none.
    Q_INVOKABLE int rowOfPly(int ply) const;

    void append(const Entry &entry);
    void removeLast();
    void reset(const QList<Entry> &entries);

Q_SIGNALS:
    void countChanged();

private:
    QList<Entry> m_entries;
};
