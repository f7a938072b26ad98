// SPDX-License-Identifier: GPL-3.0-or-later
// Differences that matter (issue 35, point 4): the equivalence test (TOST) against a worked
// textbook example, each verdict on both sides of its boundaries, the margins as a designer
// writes them, the base game against itself "the same" in every figure, and verdicts that are
// interim until the run's planned games are played.
#include "sim/comparison.h"
#include "sim/verdict.h"
#include "test_support.h"

#include <cmath>

using namespace kotatsu;

namespace {

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

// Student's sleep data (Cushny and Peebles; Student, "The probable error of a mean",
// Biometrika 6 (1908), R's `sleep`): the extra hours of sleep of 10 patients under two drugs,
// as the paired differences (drug 2 minus drug 1).
Moments sleepDifferences()
{
    Moments d;
    for (double x : {1.2, 2.4, 1.3, 1.3, 0.0, 1.0, 1.8, 0.8, 4.6, 1.4})
        d.add(x);
    return d;
}

} // namespace

class TestVerdict : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The worked example of TOSTER's paired t_TOST (Caldwell, "An introduction to t_TOST",
    // the sleep data, equivalence bounds of ±0.5 hours): mean difference 1.58, standard error
    // 0.389, t(9) = 4.062 for the usual test with the 95 % interval [0.700, 2.460] (as R's
    // t.test prints it), the two one-sided tests t = 5.348 against -0.5 and 2.777 against
    // +0.5, the 90 % interval [0.867, 2.293]: not equivalent, since 2.777 is not below
    // -t(0.95, 9) = -1.833.
    void tostSleepExample()
    {
        const Moments d = sleepDifferences();
        const Equivalence e = pairedEquivalence(d, 0.5);
        QVERIFY(near(e.estimate, 1.58, 1e-9));
        QVERIFY(near(e.standardError, 0.38896, 1e-5));
        QCOMPARE(e.degrees, 9LL);
        QVERIFY(near(e.critical, 1.833113, 5e-5)); // t(0.95, 9) = 1.833113
        QVERIFY2(near(e.tLower, 5.348, 5e-4), std::to_string(e.tLower).c_str());
        QVERIFY2(near(e.tUpper, 2.777, 5e-4), std::to_string(e.tUpper).c_str());
        QVERIFY(near(e.interval90.low, 0.867, 5e-4));
        QVERIFY(near(e.interval90.high, 2.293, 5e-4));
        QVERIFY(!e.equivalent);
        const Difference usual = pairedDifference(d);
        QVERIFY(near(usual.estimate / e.standardError, 4.062, 5e-4));
        QVERIFY(near(usual.interval.low, 0.700, 5e-4));
        QVERIFY(near(usual.interval.high, 2.460, 5e-4));
        // Bounds of ±2.5 hours hold the 90 % interval: both tests reject, t = -2.365 < -1.833.
        const Equivalence wide = pairedEquivalence(d, 2.5);
        QVERIFY(near(wide.tUpper, -2.365, 5e-4));
        QVERIFY(wide.equivalent);
        // The 90 % interval is the TOST: inside the bounds exactly when both tests reject.
        for (double margin : {0.5, 1.0, 2.0, 2.29, 2.30, 2.5, 4.0}) {
            const Equivalence t = pairedEquivalence(d, margin);
            QCOMPARE(t.equivalent, t.interval90.low >= -margin && t.interval90.high <= margin);
        }
    }

    // The same example as verdicts: beyond a margin of 0.5 (the 95 % interval starts at
    // 0.700), too small to matter within 2.5 (it leaves out 0 and its 90 % interval fits),
    // and undecided at 1.0, where the 95 % interval must clear 1.0 by 0.58:
    // (1.96 · 1.23 / 0.58)² = 17.3, so 18 games, 8 more than the 10.
    void sleepExampleVerdicts()
    {
        const Moments d = sleepDifferences();
        const Difference at95 = pairedDifference(d);
        QCOMPARE(judgeDifference(false, d, d, d, at95, 0.5).verdict, Verdict::Matters);
        QCOMPARE(judgeDifference(false, d, d, d, at95, 2.5).verdict, Verdict::TooSmall);
        const FigureVerdict one = judgeDifference(false, d, d, d, at95, 1.0);
        QCOMPARE(one.verdict, Verdict::NotEnough);
        QCOMPARE(one.moreGames, 8LL);
        QCOMPARE(std::string(verdictName(one.verdict)), std::string("not_enough"));
    }

    // Each verdict on both sides of its boundary, with constructed intervals (margin 1).
    void verdictBoundaries()
    {
        auto v = [](double lo95, double hi95, double lo90, double hi90) {
            return decide({lo95, hi95}, {lo90, hi90}, 1.0);
        };
        // Beyond the margin, either way, or just not.
        QCOMPARE(v(1.01, 2.0, 1.1, 1.9), Verdict::Matters);
        QCOMPARE(v(-2.0, -1.01, -1.9, -1.1), Verdict::Matters);
        QCOMPARE(v(0.99, 2.0, 1.05, 1.9), Verdict::NotEnough);
        QCOMPARE(v(-2.0, -0.99, -1.9, -1.05), Verdict::NotEnough);
        // Different (0 left out) and within the margin, or just not within it.
        QCOMPARE(v(0.1, 0.9, 0.2, 0.8), Verdict::TooSmall);
        QCOMPARE(v(0.1, 1.1, 0.2, 0.99), Verdict::TooSmall);
        QCOMPARE(v(0.1, 1.1, 0.2, 1.01), Verdict::NotEnough);
        QCOMPARE(v(-0.9, -0.01, -0.8, -0.02), Verdict::TooSmall);
        // 0 inside: the same when the 90 % interval fits, on either side.
        QCOMPARE(v(-0.5, 0.9, -0.4, 0.8), Verdict::Same);
        QCOMPARE(v(-0.5, 1.2, -0.4, 0.99), Verdict::Same);
        QCOMPARE(v(-0.5, 1.2, -0.4, 1.01), Verdict::NotEnough);
        QCOMPARE(v(-1.2, 0.5, -1.01, 0.4), Verdict::NotEnough);
        // A margin of 0: only no difference at all is the same.
        QCOMPARE(decide({0, 0}, {0, 0}, 0), Verdict::Same);
        QCOMPARE(decide({-0.1, 0.1}, {-0.05, 0.05}, 0), Verdict::NotEnough);
    }

    // The games needed for a half-width z·sd/sqrt(n) below the distance to the boundary.
    void gamesToDecideFromTheVariance()
    {
        // (1.96 · 10 / 1)² = 384.1: 385 games, 285 more than 100.
        QCOMPARE(gamesToDecide(10, 1, kZ95, 100), 285LL);
        QCOMPARE(gamesToDecide(10, 2, kZ95, 100), 1LL); // 97 are enough: at least one more
        QCOMPARE(gamesToDecide(10, 0, kZ95, 100), -1LL);
        // Four times the noise: sixteen times the games.
        QCOMPARE(gamesToDecide(40, 1, kZ95, 0), 6147LL); // (1.96 · 40)² = 6146.3
    }

    // A share no game differs on (no draw on either side of 200 games): its differences' sd
    // is 0, but Newcombe's interval is still wider than a 1-point margin, so more games are
    // needed, as many as that interval's half-width says, not "about 1" (the sd said that).
    void sharesThatNeverDifferNeedMoreThanOneGame()
    {
        Moments none;
        none.addZeros(200);
        const Difference at95 = pairedShareDifference(none, none, none);
        const FigureVerdict v = judgeDifference(true, none, none, none, at95, 0.01);
        QCOMPARE(v.verdict, Verdict::NotEnough);
        const Difference at90 = pairedShareDifference(none, none, none, kZ90);
        const double half = at90.interval.high;
        QVERIFY(half > 0.01);
        QCOMPARE(v.moreGames, gamesToNarrow(half, 0.01, 200));
        QVERIFY2(v.moreGames > 100, std::to_string(v.moreGames).c_str());
        // The half-width halves with four times the games.
        QCOMPARE(gamesToNarrow(0.02, 0.01, 200), 600LL);
        QCOMPARE(gamesToNarrow(0.005, 0.01, 200), 1LL);
        QCOMPARE(gamesToNarrow(0.02, 0, 200), -1LL);
    }

    // The margins as a designer writes them, and the defaults.
    void marginsReadAsWritten()
    {
        Margins margins;
        QVERIFY(near(margins.marginFor("plies", false, 40, 50), 2.0, 1e-12)); // 5 % of the base
        QVERIFY(near(margins.marginFor("wins.seat2", true, 0.25, 0.3), 0.03, 1e-12)); // 3 points
        QVERIFY(near(margins.marginFor("draws", true, 0.01, 0.0), 0.01, 1e-12));      // 1 point
        QVERIFY(near(margins.marginFor("lead_changes", false, 3, 3), 0.3, 1e-12));    // 10 %
        QVERIFY(near(margins.marginFor("legal_moves", false, 20, 20), 2.0, 1e-12));   // 10 %
        QVERIFY(near(margins.marginFor("end.pagoda", true, 0.9, 0.9), 0.03, 1e-12));  // 3 points
        QVERIFY(near(margins.marginFor("rounds", false, 12, 14), 0.6, 1e-12));        // 5 %
        QVERIFY(near(margins.marginFor("reshuffles", false, 0, 2), 0.1, 1e-12)); // of the variant's
        std::string error;
        QVERIFY(margins.set("length=0.5", &error));
        QVERIFY(near(margins.marginFor("plies", false, 40, 50), 0.5, 1e-12));
        QVERIFY(margins.set("wins=2%", &error));
        QVERIFY(near(margins.marginFor("wins.seat0", true, 0.5, 0.5), 0.02, 1e-15));
        QVERIFY(margins.set("draws=0.5", &error)); // points, with or without %
        QVERIFY(near(margins.marginFor("draws", true, 0, 0), 0.005, 1e-15));
        QVERIFY(margins.set("rounds=10%", &error));
        QVERIFY(near(margins.marginFor("rounds", false, 12, 14), 1.2, 1e-12));
        QVERIFY(near(margins.marginFor("reshuffles", false, 4, 2), 0.2, 1e-12)); // still 5 %
        QVERIFY(margins.set("wins.seat0=5", &error)); // one figure by its name
        QVERIFY(near(margins.marginFor("wins.seat0", true, 0.5, 0.5), 0.05, 1e-15));
        QVERIFY(near(margins.marginFor("wins.seat1", true, 0.5, 0.5), 0.02, 1e-15));
        QVERIFY(margins.set("lead_changes=1", &error)); // a figure's name for its kind
        QVERIFY(near(margins.marginFor("lead_changes", false, 3, 3), 1.0, 1e-12));
        for (const char *bad : {"length", "length=", "=3", "length=-1", "length=abc", "wins=2%%"}) {
            error.clear();
            QVERIFY2(!margins.set(bad, &error), bad);
            QVERIFY2(error.find(bad) != std::string::npos, error.c_str());
        }
        // The JSON gives the same margins back.
        QVERIFY(Margins::fromJson(margins.toJson()) == margins);
        QVERIFY(!(Margins() == margins));
    }

    // The base game against itself at 400 games: every figure the same within its default
    // margin (the games are identical, so every difference is 0; the shares' intervals are
    // Newcombe's, which need a few hundred games to fit inside a 1-point margin for draws).
    void baseAgainstItselfIsTheSame()
    {
        ComparisonConfig config;
        config.base = test::definition("shikoku");
        config.variant = config.base;
        config.players = 4;
        config.games = 400;
        config.threads = 2;
        config.seed = 3;
        const ComparisonResult result = Comparison::run(config);
        QVERIFY(result.settled());
        QVERIFY(result.figures.size() > 8);
        for (const ComparedFigure &f : result.figures) {
            QVERIFY2(f.verdict.verdict == Verdict::Same,
                     (f.name + ": " + verdictName(f.verdict.verdict)).c_str());
        }
        const Json json = result.toJson();
        QVERIFY(json.get("settled").asBool());
        QCOMPARE(json.get("figures").at(0).get("verdict").asString(), std::string("same"));
    }

    // The long pilgrimage: its length matters; a margin larger than the change makes it too
    // small to matter; the verdicts are interim while the run grows and in a shard.
    void verdictsSettleWithThePlannedGames()
    {
        ComparisonConfig config;
        config.base = test::definition("shikoku");
        config.variant = test::definition("shikoku", "long_pilgrimage");
        config.players = 4;
        config.games = 300;
        config.threads = 2;
        int partials = 0;
        config.onPartial = [&partials](const ComparisonResult &partial) {
            ++partials;
            QVERIFY(!partial.settled());
            QVERIFY(!partial.toJson().get("settled").asBool());
        };
        const ComparisonResult result = Comparison::run(config);
        QVERIFY(partials > 0);
        QVERIFY(result.settled());
        const ComparedFigure *plies = result.figure("plies");
        QVERIFY(plies);
        QCOMPARE(plies->verdict.verdict, Verdict::Matters);
        QVERIFY(near(plies->verdict.margin, 0.05 * plies->base.value, 1e-12));

        // A margin beyond the whole interval: real, and too small to matter.
        ComparisonConfig lenient = config;
        lenient.onPartial = nullptr;
        std::string error;
        QVERIFY(lenient.margins.set(
            "length=" + std::to_string(std::ceil(plies->difference.interval.high * 1.3)), &error));
        const ComparisonResult judged = Comparison::run(lenient);
        QCOMPARE(judged.figure("plies")->verdict.verdict, Verdict::TooSmall);
        QCOMPARE(judged.figure("plies")->difference.estimate, plies->difference.estimate);
        // The margins travel with the JSON (merge reads them back).
        std::string why;
        const auto back = ComparisonResult::fromJson(judged.toJson(), &why);
        QVERIFY2(back, why.c_str());
        QCOMPARE(back->figure("plies")->verdict.verdict, Verdict::TooSmall);

        // A shard is part of a run: not settled.
        ComparisonConfig shard = config;
        shard.onPartial = nullptr;
        shard.firstGame = 100;
        shard.games = 100;
        shard.runGames = 300;
        QVERIFY(!Comparison::run(shard).settled());
    }
};

QTEST_GUILESS_MAIN(TestVerdict)
#include "tst_verdict.moc"
