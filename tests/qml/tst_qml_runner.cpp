// SPDX-License-Identifier: GPL-3.0-or-later
// Qt Quick Test runner with the app's static QML modules imported.
#include <QApplication>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(KotatsuPlugin)
Q_IMPORT_QML_PLUGIN(Kotatsu_BridgePlugin)

class Setup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    }
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
