// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_catalog.h"

#include <QHash>
#include <QObject>
#include <QQmlEngine>
#include <QUrl>
#include <QVariant>
#include <memory>
#include <vector>

// The user's own variants, <user data>/variants/<gameId>/<id>.yaml (see editor/user_data.h):
// listed, renamed, duplicated, deleted, exported and imported as single files. Each file is
// read and checked against its base game once and kept until it changes. Catalog's
// `variants` role lists them after the shipped ones.
class Localization;

class VariantLibrary : public QObject
{
    Q_OBJECT
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)

public:
    // The user's variants of the games of `games`, named in `localization`'s language
    // (AppContext makes the app's).
    VariantLibrary(std::shared_ptr<const kotatsu::GameCatalog> games, Localization *localization,
                   QObject *parent = nullptr);

    // [{id, file, name, description, valid, errors}] in id order; names in the UI language.
    Q_INVOKABLE QVariantList variants(const QString &gameId);
    Q_INVOKABLE bool rename(const QString &gameId, const QString &id, const QString &newId);
    // A copy beside the original; returns the copy's id ("" on failure).
    Q_INVOKABLE QString duplicate(const QString &gameId, const QString &id);
    Q_INVOKABLE bool remove(const QString &gameId, const QString &id);
    Q_INVOKABLE bool exportVariant(const QString &gameId, const QString &id, const QUrl &file);
    // The local path of a file a dialog chose, as exportVariant and importFile read it.
    Q_INVOKABLE QString pathOf(const QUrl &file) const;
    // Copies a variant file into the user's folder of the game it names (under a free id);
    // returns that game's id, or "" (and lastError).
    Q_INVOKABLE QString importFile(const QUrl &file);

    // The checked variants of a game (cached).
    const std::vector<kotatsu::VariantEntry> &entries(const QString &gameId);
    // A variant file of a game was written or removed outside the library (the editor saved).
    void notifyChanged(const QString &gameId);
    QString lastError() const { return m_lastError; }

    // Messages shared with the rules editor (in the UI language).
    static QString badIdMessage(const QString &id);
    static QString takenIdMessage(const QString &id);
    static QString writeFailedMessage(const QString &reason);

Q_SIGNALS:
    void changed();
    // The same, naming the game whose variants changed.
    void gameVariantsChanged(const QString &gameId);
    void lastErrorChanged();

private:
    bool fail(const QString &message);
    bool succeed();
    QString freeId(const QString &gameId, const QString &stem) const;

    std::shared_ptr<const kotatsu::GameCatalog> m_games;
    Localization *m_localization;
    QHash<QString, std::vector<kotatsu::VariantEntry>> m_cache;
    QString m_lastError;
};
