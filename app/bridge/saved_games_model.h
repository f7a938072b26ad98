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
    // The game left unfinished (kept after every move, also when the app was killed), for the
    // launcher's Resume: {gameId, gameName, variantName, moves, players, savedAt}, or empty.
    Q_PROPERTY(QVariantMap resumable READ resumable NOTIFY resumableChanged)

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
    // Where the game on the table is kept after every move: a folder of its own inside the
    // saves folder, so that it is not listed among the saved games.
    QString autosavePath() const;
    QVariantMap resumable() const { return m_resumable; }
    // Rereads the kept game (after it was written or removed).
    void refreshResumable();
    // Moves the kept game into the list of saved games (when another game takes its place,
    // so that no unfinished game is ever lost); returns whether there was one to move.
    bool keepAutosaveInLibrary();

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    Q_INVOKABLE void refresh();
    // Deletes the saved game in `row`; returns whether it is gone.
    Q_INVOKABLE bool remove(int row);
    Q_INVOKABLE QUrl fileUrl(int row) const;

Q_SIGNALS:
    void countChanged();
    void resumableChanged();

private:
    // Names in the language shown: the game's (its id when the catalog does not know it) and
    // the variant's ("" for the standard rules or a variant the catalog does not know).
    static QString gameName(const QString &gameId);
    static QString variantName(const QString &gameId, const QString &variantId);
    explicit SavedGamesModel(QObject *parent = nullptr);
    void languageChanged();

    struct Entry
    {
        QString file;
        QString gameId;
        QString variantId;
        QDateTime savedAt;
        QDateTime modified;
        int moves = 0;
        int players = 0;
    };
    QString m_folder;
    QList<Entry> m_entries;
    QVariantMap m_resumable;
};
