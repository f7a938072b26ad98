// SPDX-License-Identifier: GPL-3.0-or-later
// kotatsu: the desktop app. QML draws; the bridge (Kotatsu.Bridge) adapts core.
#include "app_context.h"
#include "localization.h"
#include "qml_interpreter.h"
#include "scene_graph_choice.h"
#include "startup_benchmark.h"
#include "startup_options.h"
#include "window_placement.h"

#include <QApplication>
#include <QFont>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QScreen>
#include <QTimer>
#include <cstdio>

Q_IMPORT_QML_PLUGIN(KotatsuPlugin)
Q_IMPORT_QML_PLUGIN(Kotatsu_BridgePlugin)

int main(int argc, char *argv[])
{
    useQmlInterpreter();
    // Qt Charts (the variant comparison) draws through Graphics View: it needs QApplication.
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Kotatsu"));
    QApplication::setApplicationName(QStringLiteral("Kotatsu"));
    QApplication::setApplicationVersion(QStringLiteral(KOTATSU_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("kotatsu"));
    QQuickStyle::setStyle(QStringLiteral("Basic"));

    // Latin text (Hungarian ő and ű included) from Noto Sans, Japanese from Noto Sans CJK JP;
    // QML picks per language where it names a family (Theme.bodyFont, Theme.titleFont).
    QFont font;
    font.setFamilies({QStringLiteral("Noto Sans"), QStringLiteral("Noto Sans CJK JP")});
    font.setPointSizeF(10.5);
    QApplication::setFont(font);

    const StartupOptions options = StartupOptions::parse(QApplication::arguments());
    if (!options.error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(options.error));
        return 2;
    }
    if (options.startupBenchmarkRuns > 0) {
        // Every language is measured: only the window size and the settling time are passed on.
        QStringList passOn;
        if (options.settleMs >= 0)
            passOn << QStringLiteral("--settle-ms") << QString::number(options.settleMs);
        if (options.windowSize.isValid())
            passOn << QStringLiteral("--window-size")
                   << QStringLiteral("%1x%2")
                          .arg(options.windowSize.width())
                          .arg(options.windowSize.height());
        return StartupBenchmark::run(QCoreApplication::applicationFilePath(), passOn,
                                     options.startupBenchmarkRuns);
    }
    if (options.referenceWindow) {
        QQmlApplicationEngine reference;
        reference.loadData(StartupBenchmark::referenceQml(options.language));
        if (reference.rootObjects().isEmpty())
            return 1;
        if (options.quitAtFirstFrame)
            StartupBenchmark::quitAtFirstFrame(
                qobject_cast<QQuickWindow *>(reference.rootObjects().constFirst()),
                options.settleMs);
        return QApplication::exec();
    }
    // Lighter scene graph settings (docs/architecture.md, "Speed and memory"); a value set
    // in the environment wins. The small-picture atlas Qt sizes from the window (2048×1024,
    // 8 MiB, for a few icons and the Controls' arrows) is 512×512: what we draw fits in it, and
    // Qt opens another if not. Rendering on the GUI thread (the basic loop) holds ~30 MiB less
    // at a table than a render thread of its own, and a board game has no frame to lose to it.
    const auto setDefault = [](const char *name, const QByteArray &value) {
        if (!qEnvironmentVariableIsSet(name))
            qputenv(name, value);
    };
    setDefault("QSG_ATLAS_WIDTH", "512");
    setDefault("QSG_ATLAS_HEIGHT", "512");
    setDefault("QSG_RENDER_LOOP", "basic");
    // Without a GPU, Qt Quick's software renderer instead of OpenGL emulated on the CPU
    // (scene_graph_choice.h): at a table about 110 MiB less, and no shaders to compile.
    if (SceneGraphChoice::prefersSoftware())
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);

    // The one composition root: the catalog is read from now on, while Qt sets up the window
    // and the scene graph. Built before the engine, gone after it.
    AppContext context;
    if (!options.language.isEmpty())
        context.localization()->useForThisRun(options.language);

    QQmlApplicationEngine engine;
#if QT_VERSION < QT_VERSION_CHECK(6, 5, 0)
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
#endif
    context.attachTo(&engine);
    QVariantMap startup = options.directGame;
    if (!options.joinLink.isEmpty())
        startup.insert(QStringLiteral("join"), options.joinLink);
    if (options.aiDelayMs >= 0)
        startup.insert(QStringLiteral("aiDelay"), options.aiDelayMs);
    engine.setInitialProperties({{QStringLiteral("startup"), startup}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Kotatsu/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;

    // Placed before the event loop runs, so the window never shows at the wrong size.
    auto *mainWindow = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    const QSize firstRunSize(1280, 800);
    if (mainWindow && options.windowSize.isValid()) {
        const QScreen *screen = mainWindow->screen();
        QRect wanted(QPoint(0, 0), options.windowSize);
        if (screen)
            wanted.moveCenter(screen->availableGeometry().center());
        mainWindow->setGeometry(screen
                                    ? WindowPlacement::fitted(wanted, screen->availableGeometry(),
                                                              mainWindow->minimumSize())
                                    : wanted);
    } else if (mainWindow) {
        WindowPlacement::restoreAndRemember(mainWindow, firstRunSize);
    }

    if (mainWindow && options.quitAtFirstFrame)
        StartupBenchmark::quitAtFirstFrame(mainWindow, options.settleMs);
    if (!options.screenshot.isEmpty()) {
        QTimer::singleShot(options.screenshotDelayMs, &app,
                           [window = mainWindow, path = options.screenshot] {
                               const bool saved = window && window->grabWindow().save(path);
                               QCoreApplication::exit(saved ? 0 : 1);
                           });
    }
    return QApplication::exec();
}
