// SPDX-License-Identifier: GPL-3.0-or-later
#include "startup_benchmark.h"

#include "engine/game_catalog.h"
#include "scene_graph_choice.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QQuickWindow>
#include <QTextStream>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <sys/resource.h>
#include <vector>

namespace StartupBenchmark {

void quitAtFirstFrame(QQuickWindow *window, int settleMs)
{
    // Direct: the moment the frame is swapped, on the thread that swaps it. (Queued to the GUI
    // thread, the mark would wait behind whatever else was queued for after the first frame,
    // such as a computer starting to think, and count it.)
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [settleMs] {
            // The CPU time too: on a busy machine it says more than the wall clock.
            std::printf("first-frame\ncpu-ms %.1f\n", processCpuMs());
            std::fflush(stdout);
            QMetaObject::invokeMethod(
                qApp,
                [settleMs] {
                    QTimer::singleShot(std::max(0, settleMs), [] {
                        std::printf("peak-rss-kib %lld\n", peakResidentKib());
                        std::fflush(stdout);
                        QCoreApplication::exit(0);
                    });
                },
                Qt::QueuedConnection);
        },
        static_cast<Qt::ConnectionType>(Qt::DirectConnection | Qt::SingleShotConnection));
}

double processCpuMs()
{
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) != 0)
        return -1;
    const auto ms = [](const timeval &t) {
        return static_cast<double>(t.tv_sec) * 1000.0 + static_cast<double>(t.tv_usec) / 1000.0;
    };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
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
    double cpuMs = -1;        // the CPU time it had used then (all its threads)
    long long peakKib = -1;   // its VmHWM after settling
};

// Starts `program` once (with `environment` added to its own) and reads its first frame time
// and its peak memory.
Sample runOnce(const QString &program, const QStringList &arguments, const QStringList &environment)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &setting : environment)
        env.insert(setting.section(QLatin1Char('='), 0, 0), setting.section(QLatin1Char('='), 1));
    process.setProcessEnvironment(env);
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
    const qsizetype cpuAt = out.indexOf("cpu-ms ");
    if (cpuAt >= 0)
        sample.cpuMs = out.mid(cpuAt + 7).split('\n').value(0).trimmed().toDouble();
    const qsizetype at = out.indexOf("peak-rss-kib ");
    if (at >= 0)
        sample.peakKib = out.mid(at + 13).split('\n').value(0).trimmed().toLongLong();
    return sample;
}

struct Scenario
{
    enum Kind
    {
        Reference,
        Launcher,
        Table
    };
    QString name;
    QString language; // a launcher's or a table's; a table is compared with the launcher in it
    Kind kind = Table;
    QStringList arguments;
    QStringList environment = {}; // NAME=value, added to the benchmark's own
    std::vector<Sample> samples = {};

    // The median first frame: half the runs were faster, half slower (a busy machine only
    // ever adds to a run, so the median moves less than the mean, and less than the fastest
    // from one benchmark to the next).
    double medianMs() const { return median(&Sample::firstFrameMs); }
    double medianCpuMs() const { return median(&Sample::cpuMs); }
    double median(double Sample::*field) const
    {
        std::vector<double> times;
        for (const Sample &s : samples)
            if (s.*field >= 0)
                times.push_back(s.*field);
        if (times.empty())
            return -1;
        std::sort(times.begin(), times.end());
        const std::size_t middle = times.size() / 2;
        return times.size() % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2;
    }
    double fastestMs() const
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

// The machine's load average over the last minute (/proc/loadavg), or -1.
double loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return -1;
    bool ok = false;
    const double load = file.readAll().split(' ').value(0).toDouble(&ok);
    return ok ? load : -1;
}
} // namespace

int run(const QString &program, const QStringList &extraArguments, int runs)
{
    QTextStream out(stdout);
    // Every window at the reference's size unless the command line says otherwise, and a few
    // seconds after the first frame before the peak is read (pictures loaded late, a table's
    // first computer moves at the app's own pace) unless --settle-ms says otherwise.
    QStringList common = QStringList{QStringLiteral("--quit-at-first-frame")} + extraArguments;
    if (!extraArguments.contains(QStringLiteral("--settle-ms")))
        common << QStringLiteral("--settle-ms") << QStringLiteral("3000");
    if (!extraArguments.contains(QStringLiteral("--window-size")))
        common << QStringLiteral("--window-size") << QStringLiteral("1280x800");
    std::vector<Scenario> scenarios;
    // The yardstick: a minimal window as Qt draws it by default (OpenGL, llvmpipe where there
    // is no GPU), in English and in Japanese (its text Japanese, so its font is loaded); and the
    // same window drawn by the software renderer that Kotatsu picks where there is no GPU.
    const auto reference = [&](const QString &name, const QString &language,
                               const QStringList &environment) {
        QStringList arguments = common + QStringList{QStringLiteral("--reference-window")};
        if (!language.isEmpty())
            arguments << QStringLiteral("--language") << language;
        scenarios.push_back({name, language.isEmpty() ? QStringLiteral("en") : language,
                             Scenario::Reference, arguments, environment});
    };
    reference(QStringLiteral("minimal Qt Quick Controls window"), {}, {});
    reference(QStringLiteral("minimal window, ja"), QStringLiteral("ja"), {});
    if (SceneGraphChoice::prefersSoftware()) {
        reference(QStringLiteral("minimal window, software renderer"), {},
                  {QStringLiteral("QT_QUICK_BACKEND=software")});
        reference(QStringLiteral("minimal window, ja, software"), QStringLiteral("ja"),
                  {QStringLiteral("QT_QUICK_BACKEND=software")});
    }
    const QStringList languages{QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("fr"),
                                QStringLiteral("ja"), QStringLiteral("hu")};
    for (const QString &language : languages)
        scenarios.push_back({QStringLiteral("launcher, %1").arg(language), language,
                             Scenario::Launcher,
                             common + QStringList{QStringLiteral("--language"), language}});
    // A table of every game, opened straight from the command line (seat 1 a person, the
    // others the computer at the usual level), with its fewest and its most players, in
    // English and in Japanese (whose fonts cost most).
    // The games are the catalog's (the data folder the app itself reads), in launcher order.
    struct Table
    {
        QString id;
        QString name;
        QList<int> players;
        int order = 0;
    };
    QList<Table> tables;
    const kotatsu::GameCatalog catalog(
        kotatsu::GameCatalog::locateDataDir(QCoreApplication::applicationFilePath().toStdString()));
    for (const kotatsu::GameEntry &game : catalog.games()) {
        if (!game.definition)
            continue;
        const kotatsu::GameInfo &info = game.definition->info();
        QList<int> players{info.minPlayers};
        if (info.maxPlayers != info.minPlayers)
            players << info.maxPlayers;
        tables.push_back({QString::fromStdString(game.id),
                          QString::fromStdString(info.name.english()), players, info.order});
    }
    std::stable_sort(tables.begin(), tables.end(),
                     [](const Table &a, const Table &b) { return a.order < b.order; });
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("ja")})
        for (const Table &table : tables)
            for (int players : table.players)
                scenarios.push_back(
                    {QStringLiteral("%1, %2 players, %3")
                         .arg(table.name)
                         .arg(players)
                         .arg(language),
                     language, Scenario::Table,
                     common + QStringList{QStringLiteral("--language"), language,
                                          QStringLiteral("--seed"), QStringLiteral("1"),
                                          QStringLiteral("--game"), table.id,
                                          QStringLiteral("--players"), QString::number(players)}});

    // One warm-up of each (page cache, font cache, shader cache), then `runs` rounds through
    // all of them, so that a change in the machine's load hits every one alike; the median
    // time and the smallest peak of each are kept (other work only ever adds to the peak).
    const double loadBefore = loadAverage();
    for (Scenario &scenario : scenarios)
        runOnce(program, scenario.arguments, scenario.environment);
    for (int i = 0; i < runs; ++i) {
        for (Scenario &scenario : scenarios) {
            const Sample sample = runOnce(program, scenario.arguments, scenario.environment);
            if (sample.firstFrameMs < 0 || sample.peakKib < 0) {
                out << QStringLiteral("%1: a run did not show its first frame\n")
                           .arg(scenario.name);
                return 1;
            }
            scenario.samples.push_back(sample);
        }
    }
    const double loadAfter = loadAverage();

    const Scenario &yardstick = scenarios.front();
    const double yardstickMib = yardstick.smallestMib();
    const auto find = [&](Scenario::Kind kind, const QString &language) -> const Scenario * {
        for (const Scenario &s : scenarios)
            if (s.kind == kind && s.language == language)
                return &s;
        return nullptr;
    };
    const auto ratio = [](double ms, double of) {
        return of > 0 ? QStringLiteral("%1").arg(ms / of, 0, 'f', 2) : QString();
    };
    out << QStringLiteral("Startup and memory, %1 runs each: the median time from process start "
                          "to the first frame (the fastest in brackets), the median CPU time used "
                          "by then (all threads; steadier than the clock on a busy machine) and "
                          "the smallest peak RSS, against a minimal Qt Quick Controls window; "
                          "load average %2 before, %3 after.\n"
                          "A launcher is also compared with the minimal window in its language "
                          "(\"its lang.\"), a table with the launcher in its language.\n")
               .arg(runs)
               .arg(loadBefore, 0, 'f', 1)
               .arg(loadAfter, 0, 'f', 1);
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
               .arg(QStringLiteral("window"), -34)
               .arg(QStringLiteral("first frame"), 16)
               .arg(QStringLiteral("× minimal"), 10)
               .arg(QStringLiteral("× its lang."), 12)
               .arg(QStringLiteral("× launcher"), 11)
               .arg(QStringLiteral("CPU"), 8)
               .arg(QStringLiteral("× launcher"), 11)
               .arg(QStringLiteral("peak RSS"), 9)
               .arg(QStringLiteral("× minimal"), 10);
    for (const Scenario &s : scenarios) {
        const double ms = s.medianMs();
        const double cpu = s.medianCpuMs();
        const double mib = s.smallestMib();
        const Scenario *minimal =
            s.kind == Scenario::Launcher
                ? find(Scenario::Reference,
                       s.language == QLatin1String("ja") ? s.language : QStringLiteral("en"))
                : nullptr;
        const Scenario *launcher =
            s.kind == Scenario::Table ? find(Scenario::Launcher, s.language) : nullptr;
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
                   .arg(s.name, -34)
                   .arg(QStringLiteral("%1 (%2)").arg(ms, 0, 'f', 0).arg(s.fastestMs(), 0, 'f', 0),
                        16)
                   .arg(ratio(ms, yardstick.medianMs()), 10)
                   .arg(minimal ? ratio(ms, minimal->medianMs()) : QString(), 12)
                   .arg(launcher ? ratio(ms, launcher->medianMs()) : QString(), 11)
                   .arg(QStringLiteral("%1").arg(cpu, 0, 'f', 0), 8)
                   .arg(launcher ? ratio(cpu, launcher->medianCpuMs()) : QString(), 11)
                   .arg(QStringLiteral("%1 MiB").arg(mib, 0, 'f', 0), 9)
                   .arg(ratio(mib, yardstickMib), 10);
    }
    return 0;
}

} // namespace StartupBenchmark
