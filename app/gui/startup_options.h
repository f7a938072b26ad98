// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>
#include <QString>
#include <QStringList>
#include <QVariantMap>

// Command-line options of the app: a language for this run, a game to open straight away
// (for demos and screenshots), and a window grab after a delay.
struct StartupOptions
{
    QString language;       // empty: the saved or system language
    QVariantMap directGame; // {game, variant, players, humans, seed, level, rulesLevel, edit,
                            // compare, rules}; empty: launcher
    // A network table's invitation link (kotatsu://host:port/table?code=…, docs/network.md),
    // the one argument that is no option: the app joins that table.
    QString joinLink;
    QString screenshot; // save a PNG of the window and quit
    int screenshotDelayMs = 3000;
    int aiDelayMs = -1; // -1: the app's default
    QSize windowSize;   // invalid: the saved placement
    // Startup benchmark (startup_benchmark.h): quit at the first frame drawn, saying so on
    // stdout (and, settleMs later, the peak memory); show a minimal Qt Quick Controls window
    // instead of Kotatsu's launcher; or run both this many times each and print the comparison.
    bool quitAtFirstFrame = false;
    int settleMs = -1; // after the first frame, before the peak memory is read and the app quits
                       // (-1: not given, none; the benchmark's own default)
    bool referenceWindow = false;
    int startupBenchmarkRuns = 0;
    QString error; // a value the app cannot use: said on stderr, and the app does not start

    static StartupOptions parse(const QStringList &arguments);
};
