// SPDX-License-Identifier: GPL-3.0-or-later
#include "app_context.h"

#include "editor/editor_autosave.h"
#include "editor/variant_library.h"
#include "engine/game_catalog.h"
#include "game_catalog_model.h"
#include "localization.h"
#include "saved_games_model.h"
#include "settings/app_settings.h"
#include "stats/game_statistics.h"

#include <QCoreApplication>
#include <QQmlEngine>

namespace {
// The engine's property naming its context (attachTo, of).
constexpr char kProperty[] = "kotatsuAppContext";

std::shared_ptr<const kotatsu::GameCatalog> readCatalog(const std::string &executablePath)
{
    return std::make_shared<kotatsu::GameCatalog>(
        kotatsu::GameCatalog::locateDataDir(executablePath));
}
} // namespace

AppContext::AppContext(QObject *parent)
    : QObject(parent),
      // core/ is plain C++ (no Qt objects): the catalog can be built on any thread, while Qt
      // sets up the window and the scene graph.
      m_loading(std::async(std::launch::async, readCatalog,
                           QCoreApplication::applicationFilePath().toStdString())),
      m_statisticsFile(GameStatistics::defaultFile())
{}

AppContext::AppContext(std::shared_ptr<const kotatsu::GameCatalog> catalog,
                       const QString &statisticsFile, QObject *parent)
    : QObject(parent), m_games(std::move(catalog)),
      m_statisticsFile(statisticsFile.isEmpty() ? GameStatistics::defaultFile() : statisticsFile)
{}

AppContext::~AppContext() = default;

Localization *AppContext::localization()
{
    if (!m_localization)
        m_localization = new Localization(this);
    return m_localization;
}

AppSettings *AppContext::settings()
{
    if (!m_settings)
        m_settings = new AppSettings(this);
    return m_settings;
}

std::shared_ptr<const kotatsu::GameCatalog> AppContext::games()
{
    if (!m_games)
        m_games = m_loading.get(); // waits for the reading if need be
    return m_games;
}

VariantLibrary *AppContext::variants()
{
    if (!m_variants)
        m_variants = new VariantLibrary(games(), localization(), this);
    return m_variants;
}

GameCatalogModel *AppContext::catalog()
{
    if (!m_catalog)
        m_catalog = new GameCatalogModel(games(), localization(), variants(), this);
    return m_catalog;
}

SavedGamesModel *AppContext::savedGames()
{
    if (!m_savedGames)
        m_savedGames = new SavedGamesModel(catalog(), localization(), this);
    return m_savedGames;
}

GameStatistics *AppContext::statistics()
{
    if (!m_statistics)
        m_statistics = new GameStatistics(m_statisticsFile, this);
    return m_statistics;
}

EditorRecovery *AppContext::editorRecovery()
{
    if (!m_editorRecovery)
        m_editorRecovery = new EditorRecovery(localization(), catalog(), this);
    return m_editorRecovery;
}

void AppContext::attachTo(QQmlEngine *engine)
{
    engine->setProperty(kProperty, QVariant::fromValue(static_cast<QObject *>(this)));
    localization()->setEngine(engine);
}

AppContext &AppContext::of(const QQmlEngine *engine)
{
    auto *context = engine
                        ? qobject_cast<AppContext *>(engine->property(kProperty).value<QObject *>())
                        : nullptr;
    if (!context)
        qFatal("No AppContext is attached to this QML engine (AppContext::attachTo)");
    return *context;
}

AppContext &AppContext::of(const QObject *qmlObject)
{
    return of(qmlEngine(qmlObject));
}
