// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QQuickWindow;

// How long the app takes to show its first frame, and how much memory it holds at its peak,
// against a minimal Qt Quick Controls window started by the same binary
// (`kotatsu --reference-window`: same style, same platform, same font): the cost of Kotatsu's
// own launcher and tables beyond what any Qt Quick app pays. Each run is a fresh process,
// timed from its start until it reports its first frame on stdout; its peak memory is its
// VmHWM (peak resident set) a few seconds after that frame, so that a table's first computer
// moves and the pictures loaded after the first frame are counted.
namespace StartupBenchmark {
// Writes "first-frame" and "cpu-ms N" (processCpuMs()) to stdout once `window` has drawn its
// first frame; `settleMs` later,
// writes "peak-rss-kib N" (the process's VmHWM) and quits.
void quitAtFirstFrame(QQuickWindow *window, int settleMs = 0);
// The CPU time the process has used so far (user and system, all its threads), in ms; -1 if
// unknown.
double processCpuMs();
// The process's peak resident set size in KiB (VmHWM in /proc/self/status); -1 if unknown.
long long peakResidentKib();
// Runs the reference window, the launcher in every language and a table of every game
// (`runs` times each, interleaved), and prints each one's median first frame (wall clock and
// CPU time) and smallest peak memory with their ratios; returns the process exit code.
int run(const QString &program, const QStringList &extraArguments, int runs);
// The QML of the reference window: an ApplicationWindow with a label and a button, in
// Japanese when `language` is "ja" (else in English).
QByteArray referenceQml(const QString &language = QString());
} // namespace StartupBenchmark
