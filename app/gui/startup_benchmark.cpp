// SPDX-License-Identifier: GPL-3.0-or-later
#include "startup_benchmark.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QQuickWindow>
#include <QTextStream>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <vector>

namespace StartupBenchmark {

void quitAtFirstFrame(QQuickWindow *window, int settleMs)
{
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [settleMs] {
            std::fputs("first-frame\n", stdout);
            std::fflush(stdout);
            QTimer::singleShot(std::max(0, settleMs), [] {
                std::printf("peak-rss-kib %lld\n", peakResidentKib());
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        },
        Qt::SingleShotConnection);
}

long long peakResidentKib()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly | QIODevice::Text))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:")) {
            bool ok = false;
            const long long kib = line.mid(6).trimmed().split(' ').value(0).toLongLong(&ok);
            return ok ? kib : -1;
        }
    }
    return -1;
}

QByteArray referenceQml(const QString &language)
{
    // In Japanese its two lines are Japanese, so that its font is loaded as the app's is.
    const bool japanese = language == QLatin1String("ja");
    QByteArray qml = QByteArrayLiteral(R"(import QtQuick
import QtQuick.Controls.Basic
ApplicationWindow {
    width: 1280
    height: 800
    visible: true
    title: "Reference"
    Column {
        anchors.centerIn: parent
        spacing: 12
        Label { text: "%LABEL%" }
        Button { text: "%BUTTON%" }
    }
}
)");
    qml.replace("%LABEL%", japanese ? QByteArrayLiteral("最小限の Qt Quick Controls ウィンドウ")
                                    : QByteArrayLiteral("A minimal Qt Quick Controls window"));
    qml.replace("%BUTTON%", japanese ? QByteArrayLiteral("開始") : QByteArrayLiteral("Start"));
    return qml;
}

namespace {
struct Sample
{
    double firstFrameMs = -1; // from starting the process to its "first-frame" line
    long long peakKib = -1;   // its VmHWM after settling
};

// Starts `program` once and reads its first frame time and its peak memory.
Sample runOnce(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    QElapsedTimer clock;
    clock.start();
    process.start(program, arguments);
    Sample sample;
    if (!process.waitForStarted(10000))
        return sample;
    QByteArray out;
    while (!out.contains("peak-rss-kib")) {
        if (!process.waitForReadyRead(60000))
            break;
        out += process.readAllStandardOutput();
        if (sample.firstFrameMs < 0 && out.contains("first-frame"))
            sample.firstFrameMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    }
    if (!process.waitForFinished(10000)) {
        process.kill();
        process.waitForFinished(2000);
    }
    out += process.readAllStandardOutput();
    const qsizetype at = out.indexOf("peak-rss-kib ");
    if (at >= 0)
        sample.peakKib = out.mid(at + 13).split('\n').value(0).trimmed().toLongLong();
    return sample;
}

struct Scenario
{
    QString name;
    QString language; // the launcher a table is compared with: the one in its language
    bool table = false;
    QStringList arguments;
    std::vector<Sample> samples;

    double fastest() const
    {
        double best = -1;
        for (const Sample &s : samples)
            if (s.firstFrameMs >= 0 && (best < 0 || s.firstFrameMs < best))
                best = s.firstFrameMs;
        return best;
    }
    double smallestMib() const
    {
        long long best = -1;
        for (const Sample &s : samples)
            if (s.peakKib >= 0 && (best < 0 || s.peakKib < best))
                best = s.peakKib;
        return best < 0 ? -1 : static_cast<double>(best) / 1024.0;
    }
};
} // namespace

int run(const QString &program, const QStringList &extraArguments, int runs)
{
    QTextStream out(stdout);
    // Every window at the reference's size unless the command line says otherwise, and a few
    // seconds after the first frame before the peak is read (pictures loaded late, a table's
    // first computer moves at the app's own pace).
    QStringList common = QStringList{QStringLiteral("--quit-at-first-frame"),
                                     QStringLiteral("--settle-ms"), QStringLiteral("3000")} +
                         extraArguments;
    if (!extraArguments.contains(QStringLiteral("--window-size")))
        common << QStringLiteral("--window-size") << QStringLiteral("1280x800");
    std::vector<Scenario> scenarios;
    scenarios.push_back({QStringLiteral("minimal Qt Quick Controls window"),
                         {},
                         false,
                         common + QStringList{QStringLiteral("--reference-window")},
                         {}});
    scenarios.push_back({QStringLiteral("minimal window, ja"),
                         {},
                         false,
                         common + QStringList{QStringLiteral("--reference-window"),
                                              QStringLiteral("--language"), QStringLiteral("ja")},
                         {}});
    const QStringList languages{QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("fr"),
                                QStringLiteral("ja"), QStringLiteral("hu")};
    for (const QString &language : languages)
        scenarios.push_back({QStringLiteral("launcher, %1").arg(language),
                             language,
                             false,
                             common + QStringList{QStringLiteral("--language"), language},
                             {}});
    // A table of every game, opened straight from the command line (seat 1 a person, the
    // others the computer at the usual level), at its largest player count where that is
    // what costs most.
    const auto table = [&](const QString &name, const QString &language,
                           const QStringList &arguments) {
        scenarios.push_back({name,
                             language,
                             true,
                             common +
                                 QStringList{QStringLiteral("--language"), language,
                                             QStringLiteral("--seed"), QStringLiteral("1")} +
                                 arguments,
                             {}});
    };
    table(QStringLiteral("Shikoku, 8 players"), QStringLiteral("en"),
          {QStringLiteral("--game"), QStringLiteral("shikoku"), QStringLiteral("--players"),
           QStringLiteral("8")});
    table(QStringLiteral("Hyano, 5 players"), QStringLiteral("en"),
          {QStringLiteral("--game"), QStringLiteral("hyano"), QStringLiteral("--players"),
           QStringLiteral("5")});
    table(QStringLiteral("Tokaido Duo, en"), QStringLiteral("en"),
          {QStringLiteral("--game"), QStringLiteral("tokaido_duo")});
    table(QStringLiteral("Tokaido Duo, ja"), QStringLiteral("ja"),
          {QStringLiteral("--game"), QStringLiteral("tokaido_duo")});
    table(QStringLiteral("Japanese Garden"), QStringLiteral("en"),
          {QStringLiteral("--game"), QStringLiteral("garden")});

    // One warm-up of each (page cache, font cache, shader cache), then `runs` rounds through
    // all of them, so that a change in the machine's load hits every one alike; the fastest
    // time and the smallest peak of each are kept (other work only ever adds to them).
    for (Scenario &scenario : scenarios)
        runOnce(program, scenario.arguments);
    for (int i = 0; i < runs; ++i) {
        for (Scenario &scenario : scenarios) {
            const Sample sample = runOnce(program, scenario.arguments);
            if (sample.firstFrameMs < 0 || sample.peakKib < 0) {
                out << QStringLiteral("%1: a run did not show its first frame\n")
                           .arg(scenario.name);
                return 1;
            }
            scenario.samples.push_back(sample);
        }
    }

    const Scenario &reference = scenarios.front();
    const double referenceMs = reference.fastest();
    const double referenceMib = reference.smallestMib();
    const auto launcherMs = [&](const QString &language) {
        for (const Scenario &s : scenarios)
            if (!s.table && s.language == language)
                return s.fastest();
        return -1.0;
    };
    out << QStringLiteral("Startup and memory, %1 runs each (fastest first frame, smallest peak "
                          "RSS), against a minimal Qt Quick Controls window:\n")
               .arg(runs);
    out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
               .arg(QStringLiteral("window"), -34)
               .arg(QStringLiteral("first frame"), 12)
               .arg(QStringLiteral("× minimal"), 10)
               .arg(QStringLiteral("× launcher"), 11)
               .arg(QStringLiteral("peak RSS"), 10)
               .arg(QStringLiteral("× minimal"), 10);
    for (const Scenario &s : scenarios) {
        const double ms = s.fastest();
        const double mib = s.smallestMib();
        const double launcher = s.table ? launcherMs(s.language) : -1;
        out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                   .arg(s.name, -34)
                   .arg(QStringLiteral("%1 ms").arg(ms, 0, 'f', 0), 12)
                   .arg(QStringLiteral("%1").arg(ms / referenceMs, 0, 'f', 2), 10)
                   .arg(launcher > 0 ? QStringLiteral("%1").arg(ms / launcher, 0, 'f', 2)
                                     : QString(),
                        11)
                   .arg(QStringLiteral("%1 MiB").arg(mib, 0, 'f', 0), 10)
                   .arg(QStringLiteral("%1").arg(mib / referenceMib, 0, 'f', 2), 10);
    }
    return 0;
}

} // namespace StartupBenchmark
