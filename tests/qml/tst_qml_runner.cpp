// SPDX-License-Identifier: GPL-3.0-or-later
// Qt Quick Test runner with the app's static QML modules imported.
#include "app_context.h"
#include "qml_interpreter.h"
#include "settings/app_settings.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QInputMethodEvent>
#include <QMutex>
#include <QProcess>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtQuickTest/quicktest.h>
#include <utility>

Q_IMPORT_QML_PLUGIN(KotatsuPlugin)
Q_IMPORT_QML_PLUGIN(Kotatsu_BridgePlugin)

// What TestCase cannot type: text an input method commits (a Japanese IME's "２５" or "十五";
// keyClick sends Latin-1 keys only). `TestInput.commit(text)` delivers it to the item that has
// the keyboard, through the same input-method event an IME sends.
class TestInput : public QObject
{
    Q_OBJECT

public:
    Q_INVOKABLE bool commit(QQuickItem *anyItem, const QString &text)
    {
        QQuickWindow *window = anyItem ? anyItem->window() : nullptr;
        QObject *target = window ? window->focusObject() : nullptr;
        if (!target)
            return false;
        QInputMethodEvent event;
        event.setCommitString(text);
        QCoreApplication::sendEvent(target, &event);
        return true;
    }
};

// Every warning the QML engine prints (a binding's TypeError, a Shortcut's complaint, a
// qsTr() misuse), kept for the tests that play whole games: after `QmlWarnings.watch()`,
// `QmlWarnings.take()` returns those printed since the last call and forgets them. The
// messages are printed as before.
class QmlWarnings : public QObject
{
    Q_OBJECT

public:
    static QmlWarnings &instance()
    {
        static QmlWarnings warnings;
        return warnings;
    }
    // Starts keeping the warnings (and forgets those kept so far). Called by a test when it
    // starts: Qt Test installs its own handler as a test file starts, and this one passes
    // every message on to it.
    Q_INVOKABLE void watch()
    {
        const QtMessageHandler previous = qInstallMessageHandler(&QmlWarnings::handle);
        if (previous != &QmlWarnings::handle)
            s_previous = previous;
        take();
    }
    Q_INVOKABLE QStringList take()
    {
        const QMutexLocker lock(&m_mutex);
        return std::exchange(m_messages, {});
    }

private:
    static void handle(QtMsgType type, const QMessageLogContext &context, const QString &message)
    {
        const QLatin1String category(context.category ? context.category : "");
        const bool fromQml = category == QLatin1String("qml") || category == QLatin1String("js") ||
                             message.contains(QLatin1String(".qml:"));
        if ((type == QtWarningMsg || type == QtCriticalMsg) && fromQml) {
            QmlWarnings &self = instance();
            const QMutexLocker lock(&self.m_mutex);
            self.m_messages.append(message);
        }
        if (s_previous)
            s_previous(type, context, message);
    }
    static inline QtMessageHandler s_previous = nullptr;
    QMutex m_mutex;
    QStringList m_messages;
};

// The environment a ctest sets for a test file, read by the file: `TestEnvironment.value(name)`
// (tst_text_fits reads which part of its checks a ctest runs).
class TestEnvironment : public QObject
{
    Q_OBJECT

public:
    Q_INVOKABLE QString value(const QString &name) const
    {
        return qEnvironmentVariable(name.toLocal8Bit().constData());
    }
};

// The texts a Qt Charts ChartView draws, as it draws them: its axes' labels (cut to "…" or
// hidden where they do not fit), its title, its legend. A ChartView paints a Graphics View
// scene of its own (a child object of the item), where each of these is a text item; none of
// them is a Qt Quick item that findChild could reach. `ChartTexts.of(chart)` returns
// [{text, x, y, width, height}] for every visible one, in the chart item's coordinates.
class ChartTexts : public QObject
{
    Q_OBJECT

public:
    Q_INVOKABLE QVariantList of(QQuickItem *chart) const
    {
        QVariantList out;
        if (!chart)
            return out;
        for (const QGraphicsScene *scene : chart->findChildren<QGraphicsScene *>()) {
            for (const QGraphicsItem *item : scene->items()) {
                const auto *text = dynamic_cast<const QGraphicsTextItem *>(item);
                if (!text || !text->isVisible())
                    continue;
                const QRectF box = text->sceneBoundingRect();
                // The raw text: toPlainText() turns a no-break space into a space.
                QString raw = text->document()->toRawText();
                raw.replace(QChar::ParagraphSeparator, QLatin1Char('\n'))
                    .replace(QChar::LineSeparator, QLatin1Char('\n'));
                out.append(QVariantMap{{QStringLiteral("text"), raw},
                                       {QStringLiteral("x"), box.x()},
                                       {QStringLiteral("y"), box.y()},
                                       {QStringLiteral("width"), box.width()},
                                       {QStringLiteral("height"), box.height()}});
            }
        }
        return out;
    }
};

// A table on another computer, for the network tests: `TestServer.start(arguments)` runs the
// real kotatsu-server (built with the tests) on the loopback with those arguments, its saves in
// a folder of its own, and returns the invitation line it printed ("" if it did not start);
// `stop()` ends it (also at the end of the run).
class TestServer : public QObject
{
    Q_OBJECT

public:
    ~TestServer() override { stop(); }
    Q_INVOKABLE QString start(const QStringList &arguments)
    {
        stop();
        m_process.setProgram(QStringLiteral(KOTATSU_SERVER));
        m_process.setArguments(arguments + QStringList{QStringLiteral("--saves"), m_saves.path()});
        m_process.start();
        if (!m_process.waitForStarted(10000))
            return QString();
        for (int i = 0; i < 100 && !m_process.canReadLine(); ++i)
            m_process.waitForReadyRead(200);
        if (!m_process.canReadLine()) {
            qWarning("kotatsu-server did not start: %s",
                     m_process.readAllStandardError().constData());
            return QString();
        }
        return QString::fromUtf8(m_process.readLine()).trimmed();
    }
    Q_INVOKABLE void stop()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }

private:
    QProcess m_process;
    QTemporaryDir m_saves;
};

class Setup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
#ifdef KOTATSU_TEST_IMPORTS
        // KotatsuTest: the TestCase the test files use (tests/qml/imports/KotatsuTest).
        engine->addImportPath(QStringLiteral(KOTATSU_TEST_IMPORTS));
#endif
        // Every test file's engine shares the run's objects, as the app's one engine does.
        m_context.attachTo(engine);
        engine->rootContext()->setContextProperty(QStringLiteral("TestInput"), &m_input);
        engine->rootContext()->setContextProperty(QStringLiteral("QmlWarnings"),
                                                  &QmlWarnings::instance());
        engine->rootContext()->setContextProperty(QStringLiteral("TestEnvironment"),
                                                  &m_environment);
        engine->rootContext()->setContextProperty(QStringLiteral("TestServer"), &m_server);
        engine->rootContext()->setContextProperty(QStringLiteral("ChartTexts"), &m_chartTexts);
        // KOTATSU_TEST_MOTION (tests/qml/CMakeLists.txt): the animations setting a test file
        // starts with, "off" for the files that test no motion (an idle table's endless pulses
        // otherwise draw frames all the while it waits). A file that sets it itself, or resets
        // the settings, has its own.
        const QString motion = qEnvironmentVariable("KOTATSU_TEST_MOTION");
        if (!motion.isEmpty())
            m_context.settings()->setMotion(motion);
    }

private:
    AppContext m_context;
    TestInput m_input;
    TestEnvironment m_environment;
    TestServer m_server;
    ChartTexts m_chartTexts;
};

// QUICK_TEST_MAIN_WITH_SETUP with a QApplication: Qt Charts (the variant lab) draws through
// Graphics View, which needs one (quick_test_main makes a QGuiApplication only when there is
// no application yet).
int main(int argc, char **argv)
{
    // QT_QPA_UPDATE_IDLE_TIME is left to Qt (a frame 5 ms after it is asked for, as in the
    // app), not set to 0: with 0, a window with anything moving drew frames as fast as the
    // software renderer could, most of a test's CPU time (tst_launcher_variants: 16.6 s of CPU
    // with 0 ms, 9.3 s with 5 ms, the same 16.5 s on the clock).

    // As the app runs its QML (qml_interpreter.h).
    useQmlInterpreter();
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    Setup setup;
    return quick_test_main_with_setup(argc, argv, "kotatsu_qml", nullptr, &setup);
}
#include "tst_qml_runner.moc"
