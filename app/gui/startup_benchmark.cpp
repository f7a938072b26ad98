// SPDX-License-Identifier: GPL-3.0-or-later
#include "startup_benchmark.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QQuickWindow>
#include <QTextStream>
#include <algorithm>
#include <cstdio>
#include <vector>

namespace StartupBenchmark {

void quitAtFirstFrame(QQuickWindow *window)
{
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [] {
            std::fputs("first-frame\n", stdout);
            std::fflush(stdout);
            QCoreApplication::exit(0);
        },
        Qt::SingleShotConnection);
}

QByteArray referenceQml()
{
    return QByteArrayLiteral(R"(import QtQuick
import QtQuick.Controls.Basic
ApplicationWindow {
    width: 1280
    height: 800
    visible: true
    title: "Reference"
    Column {
        anchors.centerIn: parent
        spacing: 12
        Label { text: "A minimal Qt Quick Controls window" }
        Button { text: "Start" }
    }
}
)");
}

namespace {
// Milliseconds from starting `program` to its "first-frame" line; negative on failure.
double timeOnce(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    QElapsedTimer clock;
    clock.start();
    process.start(program, arguments);
    if (!process.waitForStarted(10000))
        return -1;
    QByteArray out;
    while (!out.contains("first-frame")) {
        if (!process.waitForReadyRead(30000))
            break;
        out += process.readAllStandardOutput();
    }
    const double ms = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    if (!process.waitForFinished(10000))
        process.kill();
    return out.contains("first-frame") ? ms : -1;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}
} // namespace

int run(const QString &program, const QStringList &extraArguments, int runs)
{
    QTextStream out(stdout);
    const QStringList launcher =
        QStringList{QStringLiteral("--quit-at-first-frame")} + extraArguments;
    const QStringList reference = launcher + QStringList{QStringLiteral("--reference-window")};
    std::vector<double> ours;
    std::vector<double> minimal;
    // One warm-up of each (page cache, font cache), then alternating runs so that a change in
    // the machine's load hits both alike.
    timeOnce(program, launcher);
    timeOnce(program, reference);
    for (int i = 0; i < runs; ++i) {
        const double a = timeOnce(program, launcher);
        const double b = timeOnce(program, reference);
        if (a < 0 || b < 0) {
            out << "a run did not show its first frame\n";
            return 1;
        }
        ours.push_back(a);
        minimal.push_back(b);
    }
    const double a = median(ours);
    const double b = median(minimal);
    out << QStringLiteral("launcher first frame: %1 ms (median of %2)\n")
               .arg(a, 0, 'f', 1)
               .arg(runs);
    out << QStringLiteral("minimal Qt Quick Controls window: %1 ms\n").arg(b, 0, 'f', 1);
    out << QStringLiteral("ratio: %1\n").arg(a / b, 0, 'f', 2);
    return 0;
}

} // namespace StartupBenchmark
