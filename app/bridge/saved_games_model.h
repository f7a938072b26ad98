// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QDateTime>
#include <QQmlEngine>

// The player's saved games, newest first: the files in the app's data folder (or
// $KOTATSU_SAVE_DIR). The app saves there and offers this list to open a game again, in
// its own look and language instead of a file browser.
class SavedGamesModel : public QAbstractListModel
{
    Q_OBJECT
    QML_NAMED_ELEMENT(SavedGames)
    QML_SINGLETON
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(QString folder READ folder CONSTANT)

public:
    enum Role
    {
        FileRole = Qt::UserRole + 1,
        GameIdRole,
        GameNameRole,
        VariantNameRole,
        SavedAtRole,
        MovesRole,
        PlayersRole,
    };
    Q_ENUM(Role)

    static SavedGamesModel *instance();
    static SavedGamesModel *create(QQmlEngine *, QJSEngine *);

    QString folder() const { return m_folder; }
    // A new file name in the folder for a game of `gameId` saved now.
    QString newFilePath(const QString &gameId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    Q_INVOKABLE void refresh();
    // Deletes the saved game in `row`; returns whether it is gone.
    Q_INVOKABLE bool remove(int row);
    Q_INVOKABLE QUrl fileUrl(int row) const;

Q_SIGNALS:
    void countChanged();

private:
    explicit SavedGamesModel(QObject *parent = nullptr);
    void languageChanged();

    struct Entry
    {
        QString file;
        QString gameId;
        QString variantId;
        QDateTime savedAt;
        int moves = 0;
        int players = 0;
    };
    QString m_folder;
    QList<Entry> m_entries;
};
