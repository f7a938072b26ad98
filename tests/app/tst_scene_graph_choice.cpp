// SPDX-License-Identifier: GPL-3.0-or-later
// Which scene graph draws the window (app/gui/scene_graph_choice.h): Qt Quick's software
// renderer when OpenGL could only be emulated on the CPU, OpenGL when there is a GPU, and
// whatever the environment chose when it chose.
#include "scene_graph_choice.h"

#include <QFile>
#include <QHash>
#include <QTemporaryDir>
#include <QtTest>

namespace {
// An environment made of `variables` only.
std::function<QString(const char *)> environment(const QHash<QString, QString> &variables)
{
    return [variables](const char *name) { return variables.value(QString::fromLatin1(name)); };
}
} // namespace

class TestSceneGraphChoice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void softwareWithoutARenderNode()
    {
        QTemporaryDir dri;
        QVERIFY(SceneGraphChoice::prefersSoftware(environment({}), dri.path()));
        QVERIFY(SceneGraphChoice::prefersSoftware(environment({}),
                                                  dri.path() + QStringLiteral("/missing")));
        // A card node alone (no render node) draws nothing for Mesa's GPU drivers either.
        QFile card(dri.filePath(QStringLiteral("card0")));
        QVERIFY(card.open(QIODevice::WriteOnly));
        QVERIFY(SceneGraphChoice::prefersSoftware(environment({}), dri.path()));
    }

    void openGlWithARenderNode()
    {
        QTemporaryDir dri;
        QFile node(dri.filePath(QStringLiteral("renderD128")));
        QVERIFY(node.open(QIODevice::WriteOnly));
        QVERIFY(!SceneGraphChoice::prefersSoftware(environment({}), dri.path()));
        // …unless Mesa is told to rasterize on the CPU.
        QVERIFY(SceneGraphChoice::prefersSoftware(
            environment({{QStringLiteral("LIBGL_ALWAYS_SOFTWARE"), QStringLiteral("1")}}),
            dri.path()));
        QVERIFY(!SceneGraphChoice::prefersSoftware(
            environment({{QStringLiteral("LIBGL_ALWAYS_SOFTWARE"), QStringLiteral("0")}}),
            dri.path()));
    }

    void theEnvironmentsChoiceWins()
    {
        QTemporaryDir dri; // no render node
        QVERIFY(!SceneGraphChoice::prefersSoftware(
            environment({{QStringLiteral("QT_QUICK_BACKEND"), QStringLiteral("rhi")}}),
            dri.path()));
        QVERIFY(!SceneGraphChoice::prefersSoftware(
            environment({{QStringLiteral("QSG_RHI_BACKEND"), QStringLiteral("opengl")},
                         {QStringLiteral("LIBGL_ALWAYS_SOFTWARE"), QStringLiteral("1")}}),
            dri.path()));
    }
};

QTEST_GUILESS_MAIN(TestSceneGraphChoice)
#include "tst_scene_graph_choice.moc"
