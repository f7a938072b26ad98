// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/editor_autosave.h"
#include "editor/variant_library.h"
#include "game_catalog_model.h"
#include "localization.h"
#include "saved_games_model.h"
#include "settings/app_settings.h"
#include "stats/game_statistics.h"

#include <QQmlEngine>

// The QML singletons of Kotatsu.Bridge, each one the object of the AppContext attached to the
// engine (app_context.h): the names QML knows them by, and where they come from. The classes
// themselves know nothing of QML's registration.

struct CatalogSingleton
{
    Q_GADGET
    QML_FOREIGN(GameCatalogModel)
    QML_NAMED_ELEMENT(Catalog)
    QML_SINGLETON

public:
    static GameCatalogModel *create(QQmlEngine *engine, QJSEngine *);
};

struct LocalizationSingleton
{
    Q_GADGET
    QML_FOREIGN(Localization)
    QML_NAMED_ELEMENT(Localization)
    QML_SINGLETON

public:
    static Localization *create(QQmlEngine *engine, QJSEngine *);
};

struct AppSettingsSingleton
{
    Q_GADGET
    QML_FOREIGN(AppSettings)
    QML_NAMED_ELEMENT(AppSettings)
    QML_SINGLETON

public:
    static AppSettings *create(QQmlEngine *engine, QJSEngine *);
};

struct SavedGamesSingleton
{
    Q_GADGET
    QML_FOREIGN(SavedGamesModel)
    QML_NAMED_ELEMENT(SavedGames)
    QML_SINGLETON

public:
    static SavedGamesModel *create(QQmlEngine *engine, QJSEngine *);
};

struct StatisticsSingleton
{
    Q_GADGET
    QML_FOREIGN(GameStatistics)
    QML_NAMED_ELEMENT(Statistics)
    QML_SINGLETON

public:
    static GameStatistics *create(QQmlEngine *engine, QJSEngine *);
};

struct VariantLibrarySingleton
{
    Q_GADGET
    QML_FOREIGN(VariantLibrary)
    QML_NAMED_ELEMENT(VariantLibrary)
    QML_SINGLETON

public:
    static VariantLibrary *create(QQmlEngine *engine, QJSEngine *);
};

struct EditorRecoverySingleton
{
    Q_GADGET
    QML_FOREIGN(EditorRecovery)
    QML_NAMED_ELEMENT(EditorRecovery)
    QML_SINGLETON

public:
    static EditorRecovery *create(QQmlEngine *engine, QJSEngine *);
};
