// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRect>
#include <QSize>

class QWindow;

// Where the main window opens: the size and place it had when the app last closed, kept
// within a screen that is still there, or a first-run size centred on the primary screen.
namespace WindowPlacement {

// The geometry (of the window's contents) to open with. `minimum` is the window's minimum
// size; `preferred` the first-run size.
QRect initial(const QSize &minimum, const QSize &preferred);
// Fits `wanted` into the available area of a screen: no bigger than it (unless the minimum
// size is bigger still), and moved so that it lies inside.
QRect fitted(const QRect &wanted, const QRect &available, const QSize &minimum);
// Restores the saved placement onto `window` and saves it again when the app quits.
void restoreAndRemember(QWindow *window, const QSize &preferred);

} // namespace WindowPlacement
