// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <functional>

// Which scene graph draws Kotatsu's window. Without a GPU, Mesa's OpenGL is llvmpipe: a GPU
// emulated in the process, which links LLVM (~55 MiB resident), compiles every pipeline state
// to machine code and keeps its own copy of every texture and vertex buffer — at a Tokaido Duo
// table in Japanese about 110 MiB of the 245 MiB peak. Qt Quick's software renderer paints the
// same scene with QPainter (everything Kotatsu draws: rectangles, images, text, Canvas; no
// shader effects or layers) in a fraction of that, so it is used when there is no GPU to
// render on. A scene graph chosen in the environment (QT_QUICK_BACKEND, QSG_RHI_BACKEND) wins.
namespace SceneGraphChoice {
// `environment(name)` reads a variable ("" when unset); `renderNodeDir` is where the kernel's
// GPU render nodes are (/dev/dri: renderD128...). True when Qt Quick should draw in software.
bool prefersSoftware(const std::function<QString(const char *)> &environment,
                     const QString &renderNodeDir = QStringLiteral("/dev/dri"));
// The same for this process (its environment, /dev/dri).
bool prefersSoftware();
} // namespace SceneGraphChoice
