// SPDX-License-Identifier: GPL-3.0-or-later
// The variant lab's statistics and its paired comparison (issue 14): intervals and tests checked
// against textbook values, each figure against a direct computation from the games, the same
// seeds giving the same figures whatever the threads, the base game against itself never
// different, and a variant known to lengthen the game (Shikoku's long pilgrimage) reported as
// significantly longer.
#include "sim/comparison.h"
#include "sim/comparison_records.h"
#include "test_support.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <optional>
#include <random>

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

// The JSON without what depends on the machine (times, thread counts).
Json withoutTimes(const Json &json)
{
    return test::withoutKeys(json, {"elapsed_seconds", "threads"});
}

// A figure's value in one game, straight from the game's summary; nullopt when the game lacks
// it (a game figure), 0/1 for shares.
std::optional<double> valueOf(const std::string &name, const GameSummary &game)
{
    const Outcome &o = game.outcome;
    if (name == "plies")
        return game.plies;
    if (name == "lead_changes")
        return game.leadChanges;
    if (name == "legal_moves")
        return game.legalMoves;
    if (name == "draws")
        return o.draw || o.winners.empty() ? 1.0 : 0.0;
    if (name.rfind("wins.seat", 0) == 0)
        return o.isWinner(std::stoi(name.substr(9))) ? 1.0 : 0.0;
    if (name.rfind("score.seat", 0) == 0)
        return o.scores.at(static_cast<std::size_t>(std::stoi(name.substr(10))));
    if (name.rfind("end.", 0) == 0)
        return (game.plyLimit ? "ply_limit" : o.reason) == name.substr(4) ? 1.0 : 0.0;
    const std::string own = name.rfind("game.", 0) == 0 ? name.substr(5) : name;
    for (const auto &[key, value] : o.figures) {
        if (key == own)
            return value;
    }
    return std::nullopt;
}

struct Direct
{
    std::vector<double> base, variant, difference;
    static double mean(const std::vector<double> &v)
    {
        double sum = 0;
        for (double x : v)
            sum += x;
        return v.empty() ? 0 : sum / double(v.size());
    }
    static double halfWidth(const std::vector<double> &v)
    {
        const double m = mean(v);
        double squares = 0;
        for (double x : v)
            squares += (x - m) * (x - m);
        const double n = double(v.size());
        return studentT975(static_cast<std::int64_t>(v.size()) - 1) *
               std::sqrt(squares / (n - 1) / n);
    }
};

// The sums of a 2x2 table of paired 0/1 games: `both` games with a 1 on both sides, `up` with
// the variant's 1 only, `down` with the base's 1 only, `neither` with none.
struct PairedShares
{
    Moments base, variant, difference;
    PairedShares(int both, int up, int down, int neither)
    {
        auto add = [this](int games, double x, double y) {
            for (int i = 0; i < games; ++i) {
                base.add(x);
                variant.add(y);
                difference.add(y - x);
            }
        };
        add(both, 1, 1);
        add(up, 0, 1);
        add(down, 1, 0);
        add(neither, 0, 0);
    }
    Difference interval() const { return pairedShareDifference(base, variant, difference); }
};

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
        QVERIFY(near(d.mean(), 3));
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

    // Newcombe's paired interval (method 10) on the worked example of Altman et al.,
    // "Statistics with confidence" (2000), table 6.2: 14 pairs with both, 5 with the first
    // only, none with the second only, 22 with neither; the difference 5/41 = 0.122 lies in
    // [0.0115, 0.2265] (the formula of the paper, Wilson intervals of 19/41 and 14/41).
    void shareDifferenceNewcombeExample()
    {
        const Difference d = PairedShares(14, 5, 0, 22).interval();
        QVERIFY(near(d.estimate, 5.0 / 41, 1e-12));
        QVERIFY2(near(d.interval.low, 0.0115, 1e-4), std::to_string(d.interval.low).c_str());
        QVERIFY2(near(d.interval.high, 0.2265, 1e-4), std::to_string(d.interval.high).c_str());
        QVERIFY(d.significant);
        // The mirror image is the same interval, negated.
        const Difference m = PairedShares(14, 0, 5, 22).interval();
        QVERIFY(near(m.interval.low, -d.interval.high, 1e-12));
        QVERIFY(near(m.interval.high, -d.interval.low, 1e-12));
        // Identical sides: no difference, and not significant.
        const Difference same = PairedShares(30, 0, 0, 70).interval();
        QCOMPARE(same.estimate, 0.0);
        QVERIFY(!same.significant);
    }

    // No interval of a difference of shares leaves [-100, +100] percentage points, on every
    // table of 12 games and on the extremes of 1000 games, where the paired t interval does
    // (999 of 1000 games won by the variant's first player, none by the base's).
    void shareDifferenceStaysInside()
    {
        for (int both = 0; both <= 12; ++both)
            for (int up = 0; both + up <= 12; ++up)
                for (int down = 0; both + up + down <= 12; ++down) {
                    const Difference d =
                        PairedShares(both, up, down, 12 - both - up - down).interval();
                    QVERIFY(d.interval.low >= -1.0 && d.interval.high <= 1.0);
                    QVERIFY(d.interval.low <= d.estimate && d.estimate <= d.interval.high);
                }
        const PairedShares all(0, 1000, 0, 0);
        const Difference d = all.interval();
        QCOMPARE(d.estimate, 1.0);
        QVERIFY(d.interval.high <= 1.0 && d.interval.low > 0.99);
        const PairedShares over(0, 999, 0, 1);
        QVERIFY2(pairedDifference(over.difference).interval.high > 1.0,
                 "the t interval of 999 of 1000 games won leaves [-1, 1]");
        QVERIFY(over.interval().interval.high <= 1.0);
    }

    // Its error rate by simulation: pairs drawn with a known difference of shares, 2000 times
    // for each case, the 95% interval holds the true difference at least 93% of the time
    // (the paired t interval falls to 87% on rare events), and out of 0 as often as it must.
    void shareDifferenceCoverage()
    {
        struct Case
        {
            double both, up, down;
            int games;
        };
        std::mt19937_64 rng(20261201);
        std::uniform_real_distribution<double> uniform(0.0, 1.0);
        for (const Case c : {Case{0.45, 0.05, 0.02, 200}, Case{0.96, 0.02, 0.005, 300},
                             Case{0.01, 0.01, 0.0, 500}, Case{0.2, 0.1, 0.1, 100}}) {
            const double truth = c.up - c.down;
            int covered = 0, falseAlarms = 0;
            const int runs = 2000;
            for (int r = 0; r < runs; ++r) {
                int table[4] = {0, 0, 0, 0};
                for (int i = 0; i < c.games; ++i) {
                    const double x = uniform(rng);
                    ++table[x < c.both                   ? 0
                            : x < c.both + c.up          ? 1
                            : x < c.both + c.up + c.down ? 2
                                                         : 3];
                }
                const Difference d =
                    PairedShares(table[0], table[1], table[2], table[3]).interval();
                covered += d.interval.low <= truth && truth <= d.interval.high;
                falseAlarms += truth == 0 && d.significant;
            }
            const double coverage = double(covered) / runs;
            QVERIFY2(coverage >= 0.93, std::to_string(coverage).c_str());
            if (truth == 0)
                QVERIFY2(double(falseAlarms) / runs <= 0.07, std::to_string(falseAlarms).c_str());
        }
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
        QVERIFY(withoutTimes(one) == withoutTimes(two));
    }

    // Every figure, on both sides and as a paired difference, is the mean of the per-game
    // values of the records the comparison hands out (computed here in plain doubles), with
    // the t interval of those values; shares have the Wilson interval of their counts.
    void everyFigureEqualsItsRecords()
    {
        ComparisonConfig config = shikokuConfig("long_pilgrimage", 2);
        std::vector<PairedGame> records;
        config.onRecord = [&](const PairedGame &game) { records.push_back(game); };
        const ComparisonResult result = Comparison::run(config);
        QCOMPARE(int(records.size()), config.games);
        for (int i = 0; i < config.games; ++i)
            QCOMPARE(records[std::size_t(i)].index, i);
        QVERIFY(result.figure("lead_changes") && result.figure("legal_moves"));
        for (const ComparedFigure &f : result.figures) {
            Direct d;
            for (const PairedGame &game : records) {
                const auto x = valueOf(f.name, game.base);
                const auto y = valueOf(f.name, game.variant);
                if (x)
                    d.base.push_back(*x);
                if (y)
                    d.variant.push_back(*y);
                if (x && y)
                    d.difference.push_back(*y - *x);
            }
            const char *name = f.name.c_str();
            QVERIFY2(near(f.base.value, Direct::mean(d.base), 1e-6), name);
            QVERIFY2(near(f.variant.value, Direct::mean(d.variant), 1e-6), name);
            QVERIFY2(near(f.difference.estimate, Direct::mean(d.difference), 1e-6), name);
            if (f.proportion) {
                // Shares: Newcombe's interval of the games' 2x2 table, inside [-1, 1].
                int table[4] = {0, 0, 0, 0};
                for (std::size_t i = 0; i < d.difference.size(); ++i)
                    ++table[d.base[i] == 1 ? (d.variant[i] == 1 ? 0 : 2)
                                           : (d.variant[i] == 1 ? 1 : 3)];
                const Difference direct =
                    PairedShares(table[0], table[1], table[2], table[3]).interval();
                QVERIFY2(near(f.difference.interval.low, direct.interval.low, 1e-9), name);
                QVERIFY2(near(f.difference.interval.high, direct.interval.high, 1e-9), name);
                QVERIFY2(f.difference.interval.low >= -1 && f.difference.interval.high <= 1, name);
            } else {
                const double half = Direct::halfWidth(d.difference);
                QVERIFY2(near(f.difference.interval.high - f.difference.estimate, half, 1e-6),
                         name);
            }
            if (f.proportion) {
                const auto wins = std::count(d.base.begin(), d.base.end(), 1.0);
                const Interval w = wilsonInterval(wins, std::int64_t(d.base.size()));
                QVERIFY2(near(f.base.interval.low, w.low, 1e-9), name);
                QVERIFY2(near(f.base.interval.high, w.high, 1e-9), name);
            } else if (d.base.size() > 1) {
                QVERIFY2(near(f.base.interval.high - f.base.value, Direct::halfWidth(d.base), 1e-6),
                         name);
            }
        }
    }

    // Exact sums: any order of the values, and any split into parts merged back, give the same
    // moments bit for bit; they read back from JSON unchanged, beyond the range of a double.
    void momentsAreExactInAnyOrder()
    {
        std::vector<double> values;
        std::mt19937_64 random(5);
        for (int i = 0; i < 1000; ++i)
            values.push_back(double(random() % 100000) / 7.0 - 3000);
        Moments forward, backward, left, right;
        for (double x : values)
            forward.add(x);
        for (auto it = values.rbegin(); it != values.rend(); ++it)
            backward.add(*it);
        for (std::size_t i = 0; i < values.size(); ++i)
            (i % 3 ? left : right).add(values[i]);
        right.merge(left);
        QVERIFY(forward == backward);
        QVERIFY(forward == right);
        QCOMPARE(forward.mean(), right.mean());
        QCOMPARE(forward.variance(), right.variance());
        QVERIFY(Moments::fromJson(forward.toJson()) == forward);
        Moments huge;
        for (int i = 0; i < 3; ++i)
            huge.add(9e7);
        // 3 × (9e7 × 720720)², beyond the 53 bits of a double.
        QCOMPARE(huge.toJson().get("q").asString(), std::string("12622326837120000000000000000"));
        QVERIFY(Moments::fromJson(huge.toJson()) == huge);
        QVERIFY(!Moments::fromJson(Json::parse(R"({"n":2,"s":"1x","q":"4"})").value()));
    }

    // Shards of one comparison (uneven sizes, read back from their JSON, merged in any order)
    // give exactly the JSON of one run of all the games, but for times and thread counts.
    void shardsMergeIntoOneRun()
    {
        ComparisonConfig config = shikokuConfig("four_card_hands", 2);
        config.games = 301;
        const Json whole = withoutTimes(Comparison::run(config).toJson());
        std::vector<ComparisonResult> parts;
        for (auto [first, count] : {std::pair{200, 101}, std::pair{0, 77}, std::pair{77, 123}}) {
            ComparisonConfig shard = config;
            shard.firstGame = first;
            shard.games = count;
            shard.runGames = config.games;
            shard.threads = 1;
            const std::string text = Comparison::run(shard).toJson().dump();
            std::string error;
            auto part = ComparisonResult::fromJson(Json::parse(text).value(), &error);
            QVERIFY2(part, error.c_str());
            parts.push_back(std::move(*part));
        }
        std::string error;
        auto merged = ComparisonResult::merge(parts, &error);
        QVERIFY2(merged, error.c_str());
        QVERIFY(withoutTimes(merged->toJson()) == whole);

        // The same for one side's simulation.
        SimulationConfig simulation;
        simulation.definition = test::definition("hyano");
        simulation.players = 3;
        simulation.games = 250;
        simulation.seed = 11;
        const Json one = withoutTimes(Simulator::run(simulation).toJson());
        std::vector<SimulationResult> pieces;
        for (auto [first, count] : {std::pair{0, 100}, std::pair{100, 150}}) {
            SimulationConfig piece = simulation;
            piece.firstGame = first;
            piece.games = count;
            piece.runGames = simulation.games;
            auto back = SimulationResult::fromJson(
                Json::parse(Simulator::run(piece).toJson().dump()).value(), &error);
            QVERIFY2(back, error.c_str());
            pieces.push_back(std::move(*back));
        }
        auto joined = SimulationResult::merge(pieces, &error);
        QVERIFY2(joined, error.c_str());
        QVERIFY(withoutTimes(joined->toJson()) == one);

        // Gaps, overlaps and parts of other runs are refused, and say which.
        pieces.pop_back();
        SimulationConfig late = simulation;
        late.firstGame = 120;
        late.games = 10;
        late.runGames = simulation.games;
        pieces.push_back(Simulator::run(late));
        QVERIFY(!SimulationResult::merge(pieces, &error));
        QVERIFY2(error.find("games 100 to 119 of the 250-game run are missing") !=
                     std::string::npos,
                 error.c_str());
        late.firstGame = 50;
        pieces.back() = Simulator::run(late);
        QVERIFY(!SimulationResult::merge(pieces, &error));
        QVERIFY2(error.find("overlaps") != std::string::npos, error.c_str());
        late.firstGame = 100;
        late.seed = 12;
        pieces.back() = Simulator::run(late);
        QVERIFY(!SimulationResult::merge(pieces, &error));
        QVERIFY2(error.find("seed") != std::string::npos, error.c_str());
    }

    // Cancelled half way: the result holds the games played on both sides and nothing else,
    // and its figures are those of exactly the records handed out.
    void cancelLeavesConsistentPartialResults()
    {
        ComparisonConfig config = shikokuConfig("long_pilgrimage", 2);
        config.games = 20000;
        std::atomic<bool> cancel{false};
        std::vector<PairedGame> records;
        std::vector<int> partials;
        config.onRecord = [&](const PairedGame &game) { records.push_back(game); };
        config.onPartial = [&](const ComparisonResult &partial) {
            QCOMPARE(partial.base.gamesPlayed, partial.pairedGames);
            QCOMPARE(partial.variant.gamesPlayed, partial.pairedGames);
            QCOMPARE(int(records.size()), partial.pairedGames);
            partials.push_back(partial.pairedGames);
        };
        const ComparisonResult result = Comparison::run(
            config, [&](int done, int) { cancel = cancel || done >= 3000; }, &cancel);
        QVERIFY(result.cancelled);
        QVERIFY(result.pairedGames > 0 && result.pairedGames < config.games);
        QCOMPARE(result.base.gamesPlayed, result.pairedGames);
        QCOMPARE(result.variant.gamesPlayed, result.pairedGames);
        QCOMPARE(int(records.size()), result.pairedGames);
        QVERIFY(partials.size() >= 2);
        QVERIFY(std::is_sorted(partials.begin(), partials.end()));
        for (const ComparedFigure &f : result.figures) {
            if (f.name.rfind("game.", 0) == 0 || valueOf(f.name, records.front().base))
                QCOMPARE(f.exact.difference.count, std::int64_t(result.pairedGames));
        }
        double plies = 0;
        for (const PairedGame &game : records)
            plies += game.variant.plies;
        QVERIFY(near(result.figure("plies")->variant.value, plies / double(records.size()), 1e-6));
        // A cancelled part is not merged as if it were whole.
        std::string error;
        QVERIFY(!ComparisonResult::merge({result}, &error));
    }

    // The records as CSV (a header and a line per game, one column per figure) and as JSON.
    void recordsAsCsvAndJson()
    {
        ComparisonConfig config = shikokuConfig("long_pilgrimage", 1);
        config.games = 25;
        PairedRecordWriter csv(PairedRecordWriter::Format::Csv, config.players);
        PairedRecordWriter json(PairedRecordWriter::Format::Json, config.players);
        std::string csvText, jsonText;
        config.onRecord = [&](const PairedGame &game) {
            csvText += csv.record(game);
            jsonText += json.record(game);
        };
        Comparison::run(config);
        csvText += csv.finish();
        jsonText += json.finish();
        QCOMPARE(std::count(csvText.begin(), csvText.end(), '\n'), 26L);
        const std::string header = csvText.substr(0, csvText.find('\n'));
        QVERIFY(header.rfind("game,seed,base_plies,base_lead_changes,base_legal_moves,", 0) == 0);
        QVERIFY(header.find(",variant_game_rounds,") != std::string::npos);
        const std::size_t columns = std::size_t(std::count(header.begin(), header.end(), ',')) + 1;
        const std::string second = csvText.substr(
            header.size() + 1, csvText.find('\n', header.size() + 1) - header.size() - 1);
        QCOMPARE(std::size_t(std::count(second.begin(), second.end(), ',')) + 1, columns);
        auto parsed = Json::parse(jsonText);
        QVERIFY(parsed && parsed->isArray());
        QCOMPARE(parsed->size(), std::size_t(25));
        QCOMPARE(parsed->at(3).get("game").asInt(), std::int64_t(3));
        QVERIFY(parsed->at(3).get("variant").get("outcome").get("scores").isArray());
        QCOMPARE(PairedRecordWriter::formatOf("a.jsonl"), PairedRecordWriter::Format::JsonLines);
        QVERIFY(!PairedRecordWriter::formatOf("a.txt"));
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
