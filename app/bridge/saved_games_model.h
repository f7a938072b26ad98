// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QDateTime>
#include <QFileInfo>
#include <QHash>
#include <QQmlEngine>

// The player's saved games, newest first: the files in the app's data folder (or
// $KOTATSU_SAVE_DIR). The app saves there and offers this list to open a game again, in
// its own look and language instead of a file browser.
struct SavedGame;
class GameCatalogModel;
class Localization;
namespace kotatsu {
struct GameEntry;
}

class SavedGamesModel : public QAbstractListModel
{
    Q_OBJECT
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
        // Who sat where: [{kind: "human"|"computer"|"rules", level, name}] (seatToVariant).
        SeatsRole,
        // Whether the game was played to its end; then RanksRole and WinnersRole say how it
        // came out (ranks per seat, 1 the best; the winning seats, none for a draw).
        OverRole,
        RanksRole,
        WinnersRole,
        // The round it was saved in, for games that count rounds (0 for the others).
        RoundRole,
        // A lesson's save (docs/lessons.md): the lesson's title in the language shown ("" for a
        // game, or a lesson the game no longer has), the step it waits at (0-based; the number
        // of steps once it is over) and its number of steps.
        LessonTitleRole,
        LessonStepRole,
        LessonStepsRole,
        // A seat's record of a network game (NetworkRecord, *.kotatsu-seat): the game as this
        // player's seat saw it, replayed from its frames (its computers' strength unknown).
        NetworkRole,
    };
    Q_ENUM(Role)

    // The saved games of the folder ($KOTATSU_SAVE_DIR, else the app's data folder), read on
    // the rules of `catalog` and named in `localization`'s language (AppContext makes the app's).
    SavedGamesModel(const GameCatalogModel *catalog, Localization *localization,
                    QObject *parent = nullptr);

    QString folder() const { return m_folder; }
    // A new file name in the folder for a game of `gameId` saved now.
    QString newFilePath(const QString &gameId) const;
    // Where the game on the table is kept after every move: a folder of its own inside the
    // saves folder, so that it is not listed among the saved games.
    QString autosavePath() const;
    QVariantMap resumable() const { return m_resumable; }
    // Rereads the kept game (after it was written or removed).
    void refreshResumable();
    // Moves the kept game into the list of saved games when another game takes its place,
    // so that no unfinished game a person played is lost; returns whether it was moved. It
    // is dropped instead when the list already holds the same game at the same move (it was
    // saved, then left). A game no person moved in is never kept (GameSession::autosave).
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
    QString gameName(const QString &gameId) const;
    QString variantName(const QString &gameId, const QString &variantId) const;
    const kotatsu::GameEntry *catalogEntry(const QString &gameId) const;
    std::string shownLanguage() const;
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
        QVariantList seats;
        bool over = false;
        QVariantList ranks;
        QVariantList winners;
        int round = 0;
        QString lessonId;
        int lessonStep = 0;
        bool network = false;
    };
    // A network game's entry, from its record; false when the file is none.
    bool networkEntry(const QFileInfo &info, Entry &entry) const;
    // The saved game replayed on its rules: how it stands (over, places, round). Left as it
    // is when its rules are no longer available or its moves do not fit them.
    void summarize(const SavedGame &saved, Entry &entry) const;
    // Entries already summarized, by file, for as long as the file is unchanged.
    const GameCatalogModel *m_catalog;
    Localization *m_localization;
    QHash<QString, Entry> m_summaries;
    QString m_folder;
    QList<Entry> m_entries;
    QVariantMap m_resumable;
};
