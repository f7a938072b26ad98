// SPDX-License-Identifier: GPL-3.0-or-later
// Qt Quick Test runner with the app's static QML modules imported.
#include <QApplication>
#include <QInputMethodEvent>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtQuickTest/quicktest.h>

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

class Setup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        engine->rootContext()->setContextProperty(QStringLiteral("TestInput"), &m_input);
    }

private:
    TestInput m_input;
};

// QUICK_TEST_MAIN_WITH_SETUP with a QApplication: Qt Charts (the variant lab) draws through
// Graphics View, which needs one (quick_test_main makes a QGuiApplication only when there is
// no application yet).
int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    Setup setup;
    return quick_test_main_with_setup(argc, argv, "kotatsu_qml", nullptr, &setup);
}
#include "tst_qml_runner.moc"
