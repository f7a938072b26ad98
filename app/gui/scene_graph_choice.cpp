// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene_graph_choice.h"

#include <QDir>

namespace SceneGraphChoice {

bool prefersSoftware(const std::function<QString(const char *)> &environment,
                     const QString &renderNodeDir)
{
    // Someone chose a scene graph or a graphics API: theirs.
    if (!environment("QT_QUICK_BACKEND").isEmpty() || !environment("QSG_RHI_BACKEND").isEmpty())
        return false;
    // Mesa told to rasterize on the CPU.
    const QString alwaysSoftware = environment("LIBGL_ALWAYS_SOFTWARE");
    if (!alwaysSoftware.isEmpty() && alwaysSoftware != QLatin1String("0") &&
        alwaysSoftware.compare(QLatin1String("false"), Qt::CaseInsensitive) != 0)
        return true;
    // No GPU render node: OpenGL could only be emulated on the CPU.
    return QDir(renderNodeDir)
        .entryList({QStringLiteral("renderD*")}, QDir::System | QDir::Files | QDir::Drives)
        .isEmpty();
}

bool prefersSoftware()
{
    return prefersSoftware([](const char *name) { return qEnvironmentVariable(name); });
}

} // namespace SceneGraphChoice
