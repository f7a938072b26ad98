// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <future>
#include <memory>

namespace kotatsu {
class GameCatalog;
}
class AppSettings;
class EditorRecovery;
class GameCatalogModel;
class GameStatistics;
class Localization;
class QQmlEngine;
class SavedGamesModel;
class VariantLibrary;

// The app's one composition root: it owns the objects there is one of per run (the games'
// catalog, the UI language, the settings, the saved games, the player's record, the user's
// variants, the editor's autosaves) and hands each object what it needs. app/gui/main.cpp
// builds one and attaches it to the QML engine, where the singletons (Catalog, Localization,
// AppSettings, SavedGames, Statistics, VariantLibrary, EditorRecovery: qml_singletons.h) are
// its objects, and GameSession, RulesEditor, VariantLab and SoundPlayer made in QML find it
// (AppContext::of). Tests build one on fixture data (the second constructor).
//
// Each object is made the first time it is asked for (the catalog is read on another thread
// from the start), so a run pays only for what it uses, as before.
class AppContext : public QObject
{
    Q_OBJECT

public:
    // The app's: data/ found from the executable (read on another thread from now on),
    // statistics and settings in the user's data folder.
    explicit AppContext(QObject *parent = nullptr);
    // Tests: the games of `catalog` (fixture data); the statistics in `statisticsFile`
    // ("" for the user's data folder, as the app keeps them).
    explicit AppContext(std::shared_ptr<const kotatsu::GameCatalog> catalog,
                        const QString &statisticsFile = {}, QObject *parent = nullptr);
    ~AppContext() override;

    Localization *localization();
    AppSettings *settings();
    // The catalog as core reads it, and as the launcher's list model.
    std::shared_ptr<const kotatsu::GameCatalog> games();
    GameCatalogModel *catalog();
    VariantLibrary *variants();
    SavedGamesModel *savedGames();
    GameStatistics *statistics();
    EditorRecovery *editorRecovery();

    // QML objects made by `engine` find this context (of()).
    void attachTo(QQmlEngine *engine);
    // The context attached to `engine`, or to the engine that made `qmlObject`; stops the run
    // with a message when there is none (a QML engine the app did not set up).
    static AppContext &of(const QQmlEngine *engine);
    static AppContext &of(const QObject *qmlObject);

private:
    std::shared_future<std::shared_ptr<const kotatsu::GameCatalog>> m_loading;
    std::shared_ptr<const kotatsu::GameCatalog> m_games;
    QString m_statisticsFile;
    Localization *m_localization = nullptr;
    AppSettings *m_settings = nullptr;
    GameCatalogModel *m_catalog = nullptr;
    VariantLibrary *m_variants = nullptr;
    SavedGamesModel *m_savedGames = nullptr;
    GameStatistics *m_statistics = nullptr;
    EditorRecovery *m_editorRecovery = nullptr;
};
