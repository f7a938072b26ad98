// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_catalog.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <memory>
#include <optional>
#include <vector>

// The games found in data/, as a list model for the launcher. Names, taglines and variant
// texts follow the current UI language.
class Localization;
class VariantLibrary;

class GameCatalogModel : public QAbstractListModel
{
    Q_OBJECT
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(QString dataDir READ dataDir CONSTANT)

public:
    enum Role
    {
        IdRole = Qt::UserRole + 1,
        NameRole,
        TaglineRole,
        CreditsRole,
        MinPlayersRole,
        MaxPlayersRole,
        // Shipped variants [{id, name, description, minPlayers, maxPlayers, hiddenInformation}],
        // then the user's own (VariantLibrary) with {user: true, file} and the file's path as id.
        VariantsRole,
        ValidRole,
        ErrorsRole,
        // The seat the game's rules play (its own solo opponent, SeatSpec's "rules" seat):
        // {count, defaultLevel, levels: [{level, id, name, description}], name, playAlone,
        // offer, solo}, every text from the game's data in the current language (the levels
        // from its rules' describe(), the rest from game.rules_seat); count 0, no levels and
        // empty texts for a game without one.
        RulesSeatRole,
        // Whether the game keeps secrets from some players (hands, face-down tiles, a hidden
        // set-up): GameInfo::hiddenInformation. Variants carry their own in VariantsRole.
        HiddenInformationRole,
    };
    Q_ENUM(Role)

    // The games of `catalog`, named in `localization`'s language, with the user's own variants
    // of `variants` after the shipped ones (AppContext makes the app's).
    GameCatalogModel(std::shared_ptr<const kotatsu::GameCatalog> catalog,
                     Localization *localization, VariantLibrary *variants,
                     QObject *parent = nullptr);

    const kotatsu::GameCatalog &catalog() const { return *m_catalog; }
    QString dataDir() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Row of a game id, or -1.
    Q_INVOKABLE int indexOf(const QString &gameId) const;
    // One row as a map of its roles (for QML code that is not a delegate); only the roles named
    // in `roles` when given (a table opened from the command line wants its player count, not
    // the game's lessons, which are read from their files each time they are asked for).
    Q_INVOKABLE QVariantMap get(int row, const QStringList &roles = {}) const;
    // The how-to-play page of a game in the current language (Markdown).
    Q_INVOKABLE QString rulesText(const QString &gameId) const;
    // The same page cut at its pictures' markers (sim/picture.h, splitRulesPage): a list of
    // {text: Markdown} and {picture: id}, in page order, for the rules drawer.
    Q_INVOKABLE QVariantList rulesPage(const QString &gameId) const;
    // The keys a game's data may use, for editor forms: its rules engine's schema table as
    // [{key, type, required, min, max, max_length, words, word_labels, default,
    // description}], the descriptions and the words' labels in the current language. Empty
    // for an unknown game.
    Q_INVOKABLE QVariantList schema(const QString &gameId) const;

Q_SIGNALS:
    void countChanged();

private:
    void languageChanged();
    void userVariantsChanged(const QString &gameId);
    QVariantMap rulesSeatOf(std::size_t row, const std::string &lang) const;

    std::shared_ptr<const kotatsu::GameCatalog> m_catalog;
    Localization *m_localization;
    VariantLibrary *m_variants;
};
