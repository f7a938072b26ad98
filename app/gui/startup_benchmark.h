// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QQuickWindow;

// How long the app takes to show its first frame, against a minimal Qt Quick Controls window
// started by the same binary (`kotatsu --reference-window`): the cost of Kotatsu's own
// launcher beyond what any Qt Quick app pays. Each run is a fresh process, timed from its
// start until it reports its first frame on stdout.
namespace StartupBenchmark {
// Writes "first-frame" to stdout and quits once `window` has drawn its first frame.
void quitAtFirstFrame(QQuickWindow *window);
// Runs the launcher and the reference `runs` times each (alternating), prints the medians
// and the ratio; returns the process exit code.
int run(const QString &program, const QStringList &extraArguments, int runs);
// The QML of the reference window: an ApplicationWindow with a label and a button.
QByteArray referenceQml();
} // namespace StartupBenchmark
