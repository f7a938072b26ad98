// SPDX-License-Identifier: GPL-3.0-or-later
// The variant lab's statistics and its paired comparison (issue 14): intervals and tests checked
// against textbook values, each figure against a direct computation from the games, the same
// seeds giving the same figures whatever the threads, the base game against itself never
// different, and a variant known to lengthen the game (Shikoku's long pilgrimage) reported as
// significantly longer.
#include "sim/comparison.h"
#include "test_support.h"

#include <cmath>

using namespace kotatsu;

namespace {

bool near(double a, double b, double tolerance = 5e-5)
{
    return std::abs(a - b) <= tolerance;
}

const ComparedFigure *figure(const ComparisonResult &result, const std::string &name)
{
    for (const auto &f : result.figures) {
        if (f.name == name)
            return &f;
    }
    return nullptr;
}

ComparisonConfig shikokuConfig(const std::string &variant, int threads)
{
    ComparisonConfig config;
    config.base = test::definition("shikoku");
    config.variant = variant.empty() ? config.base : test::definition("shikoku", variant);
    config.players = 4;
    config.games = 300;
    config.threads = threads;
    config.seed = 7;
    return config;
}

} // namespace

class TestComparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Wilson (1927), as tabulated by Newcombe (1998): 0/10, 8/10, 50/100 and 1/3 at 95%.
    void wilsonIntervalTextbookValues()
    {
        const Interval none = wilsonInterval(0, 10);
        QVERIFY(near(none.low, 0) && near(none.high, 0.2775));
        const Interval eight = wilsonInterval(8, 10);
        QVERIFY(near(eight.low, 0.4902) && near(eight.high, 0.9433));
        const Interval half = wilsonInterval(50, 100);
        QVERIFY(near(half.low, 0.4038) && near(half.high, 0.5962));
        const Interval third = wilsonInterval(1, 3);
        QVERIFY(near(third.low, 0.0615) && near(third.high, 0.7923));
        const Interval empty = wilsonInterval(0, 0);
        QCOMPARE(empty.low, 0.0);
        QCOMPARE(empty.high, 1.0);
    }

    // Student's t quantiles of 0.975 from the tables, and the expansion beyond them.
    void studentQuantiles()
    {
        QVERIFY(near(studentT975(1), 12.7062));
        QVERIFY(near(studentT975(9), 2.2622));
        QVERIFY(near(studentT975(30), 2.0423));
        QVERIFY(near(studentT975(31), 2.0395, 2e-4));
        QVERIFY(near(studentT975(60), 2.0003, 2e-4));
        QVERIFY(near(studentT975(120), 1.9799, 2e-4));
        QVERIFY(near(studentT975(1000000), kZ95, 1e-5));
    }

    // A paired difference: differences 1..5 have mean 3, standard error sqrt(2.5 / 5), and
    // the interval 3 ± t(4) · se = [1.0368, 4.9632]; a constant difference of 0 is no difference.
    void pairedDifferenceTextbook()
    {
        Moments d;
        for (int x = 1; x <= 5; ++x)
            d.add(x);
        QVERIFY(near(d.mean, 3));
        QVERIFY(near(d.variance(), 2.5));
        const Difference diff = pairedDifference(d);
        QVERIFY(near(diff.interval.low, 1.0368, 2e-4));
        QVERIFY(near(diff.interval.high, 4.9632, 2e-4));
        QVERIFY(diff.significant);
        Moments zero;
        for (int i = 0; i < 50; ++i)
            zero.add(0);
        QVERIFY(!pairedDifference(zero).significant);
        Moments straddling;
        for (int x : {-2, 1, 3, -1, 0})
            straddling.add(x);
        QVERIFY(!pairedDifference(straddling).significant);
    }

    // The figures are the games' own numbers: the length on each side is the simulator's mean,
    // a seat's win share is its wins over the games, the difference is the mean of the pairs.
    void figuresEqualDirectComputation()
    {
        ComparisonConfig config = shikokuConfig("long_pilgrimage", 2);
        const ComparisonResult result = Comparison::run(config);
        QCOMPARE(result.pairedGames, config.games);
        const ComparedFigure *plies = figure(result, "plies");
        QVERIFY(plies);
        QVERIFY(near(plies->base.value, result.base.plies.mean, 1e-9));
        QVERIFY(near(plies->variant.value, result.variant.plies.mean, 1e-9));
        QVERIFY(near(plies->difference.estimate, result.variant.plies.mean - result.base.plies.mean,
                     1e-9));
        for (int seat = 0; seat < config.players; ++seat) {
            const ComparedFigure *wins = figure(result, "wins.seat" + std::to_string(seat));
            QVERIFY(wins && wins->proportion);
            const auto s = static_cast<std::size_t>(seat);
            QVERIFY(near(wins->base.value, double(result.base.winsBySeat[s]) / config.games, 1e-9));
            const Interval w = wilsonInterval(result.base.winsBySeat[s], config.games);
            QVERIFY(near(wins->base.interval.low, w.low, 1e-9));
            QVERIFY(near(wins->base.interval.high, w.high, 1e-9));
        }
    }

    // Shikoku's long pilgrimage (the pagoda on step 45) makes games longer, and significantly so.
    void longPilgrimageIsLonger()
    {
        const ComparisonResult result = Comparison::run(shikokuConfig("long_pilgrimage", 2));
        for (const char *name : {"plies", "rounds"}) {
            const ComparedFigure *f = figure(result, name);
            QVERIFY2(f, name);
            QVERIFY2(f->difference.significant, name);
            QVERIFY2(f->difference.interval.low > 0, name);
        }
    }

    // The base game against itself: every figure the same, none different.
    void baseAgainstItselfIsNotDifferent()
    {
        const ComparisonResult result = Comparison::run(shikokuConfig("", 2));
        QVERIFY(result.figures.size() > 8);
        for (const auto &f : result.figures) {
            QVERIFY2(!f.difference.significant, f.name.c_str());
            QCOMPARE(f.difference.estimate, 0.0);
        }
    }

    // The same seeds give the same figures on 1 and 2 threads.
    void threadsDoNotChangeFigures()
    {
        const Json one = Comparison::run(shikokuConfig("four_card_hands", 1)).toJson();
        const Json two = Comparison::run(shikokuConfig("four_card_hands", 2)).toJson();
        QVERIFY(one.get("figures") == two.get("figures"));
    }

    void checksItsConfig()
    {
        ComparisonConfig config = shikokuConfig("", 1);
        QVERIFY(Comparison::check(config).empty());
        config.variant = test::definition("hyano");
        QCOMPARE(Comparison::check(config),
                 std::string("the two rule sets are of different games"));
        config = shikokuConfig("", 1);
        config.players = 1;
        QVERIFY(!Comparison::check(config).empty());
    }
};

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
