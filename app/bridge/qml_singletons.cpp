// SPDX-License-Identifier: GPL-3.0-or-later
#include "qml_singletons.h"

#include "app_context.h"

namespace {
// The engine never deletes them: the context owns them.
template <typename T>
T *kept(T *object)
{
    QJSEngine::setObjectOwnership(object, QJSEngine::CppOwnership);
    return object;
}
} // namespace

GameCatalogModel *CatalogSingleton::create(QQmlEngine *engine, QJSEngine *)
{
    return kept(AppContext::of(engine).catalog());
}

Localization *LocalizationSingleton::create(QQmlEngine *engine, QJSEngine *)
{
    return kept(AppContext::of(engine).localization());
}

AppSettings *AppSettingsSingleton::create(QQmlEngine *engine, QJSEngine *)
{
    return kept(AppContext::of(engine).settings());
}

SavedGamesModel *SavedGamesSingleton::create(QQmlEngine *engine, QJSEngine *)
{
    return kept(AppContext::of(engine).savedGames());
}

GameStatistics *StatisticsSingleton::create(QQmlEngine *engine, QJSEngine *)
{
    return kept(AppContext::of(engine).statistics());
}

VariantLibrary *VariantLibrarySingleton::create(QQmlEngine *engine, QJSEngine *)
{
    return kept(AppContext::of(engine).variants());
}

EditorRecovery *EditorRecoverySingleton::create(QQmlEngine *engine, QJSEngine *)
{
    return kept(AppContext::of(engine).editorRecovery());
}
