// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QVariantList>

// The moves the person in front of the screen may make now, in the rules' order. Each row is
// one legal action: its index (what GameSession::play takes), its text (for tooltips and
// tests) and its structured description from the rules (kind and the pieces and places it
// names), so that tables never parse move text. Empty when it is not that person's turn.
class LegalMovesModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // The same rows as JavaScript objects {index, text, kind, ...description}, for tables
    // that filter moves by their parts ("every move of figure K1").
    Q_PROPERTY(QVariantList moves READ moves NOTIFY countChanged)

public:
    enum Role
    {
        IndexRole = Qt::UserRole + 1,
        TextRole,
        KindRole,
        DescriptionRole
    };
    Q_ENUM(Role)

    struct Move
    {
        QString text;
        QString kind;
        QVariantMap description; // includes kind
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QVariantList moves() const { return m_list; }
    // The row whose text is `text`, or -1 (tests and the command line speak in texts).
    Q_INVOKABLE int indexOfText(const QString &text) const;

    void reset(const QList<Move> &moves);

Q_SIGNALS:
    void countChanged();

private:
    QList<Move> m_moves;
    QVariantList m_list;
};
