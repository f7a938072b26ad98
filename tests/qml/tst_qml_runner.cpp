// SPDX-License-Identifier: GPL-3.0-or-later
// Qt Quick Test runner with the app's static QML modules imported.
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

QUICK_TEST_MAIN_WITH_SETUP(kotatsu_qml, Setup)
#include "tst_qml_runner.moc"
