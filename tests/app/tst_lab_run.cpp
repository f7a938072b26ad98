// SPDX-License-Identifier: GPL-3.0-or-later
// The lab's one run at a time (LabRun, shared by VariantLab and SweepLab): the work runs off
// the UI thread, its progress and its calls reach the owner's thread, a call of a run that a
// newer one replaced is dropped, and a cancelled run ends neither full nor with a time left.
#include "lab/lab_run.h"

#include <QCoreApplication>
#include <QTest>
#include <QThread>
#include <atomic>

class TestLabRun : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void progressAndCallsReachTheOwnersThread()
    {
        QObject owner;
        int reports = 0;
        LabRun run(&owner, [&] { ++reports; });
        QThread *worker = nullptr;
        bool ended = false;
        QThread *endedOn = nullptr;
        run.start([&](LabRun::Worker &w) {
            worker = QThread::currentThread();
            w.progress(5, 10);
            w.progress(10, 10); // the last one always comes, however soon
            w.post([&] {
                endedOn = QThread::currentThread();
                ended = true;
                run.finish();
            });
        });
        QVERIFY(run.running());
        QTRY_VERIFY(ended);
        QVERIFY(worker != QThread::currentThread());
        QCOMPARE(endedOn, QThread::currentThread());
        QVERIFY(reports >= 1);
        QCOMPARE(run.done(), 10);
        QVERIFY(!run.running());
        QVERIFY(!run.cancelled());
        QCOMPARE(run.progress(), 1.0);
        QCOMPARE(run.secondsLeft(), 0);
    }

    void aReplacedRunsCallsAreDropped()
    {
        QObject owner;
        LabRun run(&owner, {});
        std::atomic<bool> release{false};
        int oldCalls = 0;
        int newCalls = 0;
        run.start([&](LabRun::Worker &w) {
            while (!release)
                QThread::msleep(1);
            w.progress(3, 4);
            w.post([&] { ++oldCalls; });
        });
        run.cancel();
        // A new run begins before the first one's calls arrive.
        run.start([&](LabRun::Worker &w) { w.post([&] { ++newCalls; }); });
        release = true;
        run.waitForDone();
        QCoreApplication::processEvents();
        QCOMPARE(newCalls, 1);
        QCOMPARE(oldCalls, 0);
        QCOMPARE(run.done(), 0); // the old run's progress is not this run's
    }

    void aCancelledRunEndsCancelled()
    {
        QObject owner;
        LabRun run(&owner, {});
        bool stopped = false;
        run.start([&](LabRun::Worker &w) {
            while (!w.cancelFlag()->load())
                QThread::msleep(1);
            w.progress(2, 10);
            w.post([&] {
                run.finish();
                stopped = true;
            });
        });
        run.cancel();
        QTRY_VERIFY(stopped);
        QVERIFY(run.cancelled());
        QVERIFY(!run.running());
        QCOMPARE(run.secondsLeft(), -1);
        QVERIFY(run.progress() < 1.0);
    }
};

QTEST_GUILESS_MAIN(TestLabRun)
#include "tst_lab_run.moc"
