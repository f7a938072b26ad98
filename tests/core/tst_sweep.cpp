// SPDX-License-Identifier: GPL-3.0-or-later
// The variant lab's sweeps and targets (issue 35, points 1 and 2): a sweep of Shikoku's pagoda
// step finds the game's known, rising length curve; each figure of a value equals a direct
// computation from that value's games; a value the rules refuse is listed with its reason and
// not played; the shards of a sweep merge into one run's result bit for bit, and other sweeps'
// or an incomplete set are refused; targets are marked right on constructed intervals; a
// search finds a step meeting a length target and says how many games it spent.
#include "sim/comparison.h"
#include "sim/sweep.h"
#include "sim/targets.h"
#include "test_support.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <optional>

using namespace kotatsu;

namespace {

bool near(double a, double b, double tolerance = 1e-9)
{
    return std::abs(a - b) <= tolerance;
}

const Schema &shikokuSchema()
{
    const GameEntry *game = test::catalog().find("shikoku");
    return *builtinSchema(game->definition->info().rulesEngine);
}

SweepSetup shikokuSetup(const std::string &key, const std::string &values,
                        const std::string &variantText = {})
{
    const GameEntry *game = test::catalog().find("shikoku");
    SweepSetup setup;
    setup.gameId = "shikoku";
    setup.base = std::make_shared<const DataNode>(game->document);
    setup.schema = &shikokuSchema();
    setup.name = game->definition->info().name;
    setup.variantText = variantText;
    setup.variantFile = "sweep.yaml";
    setup.axes.push_back({key, {}, false});
    const std::string problem = setup.checkAxes();
    if (!problem.empty())
        qFatal("%s", problem.c_str());
    std::string error;
    auto parsed =
        parseSweepValues(*setup.schema->find(setup.schema->keyOfPath(key)), values, &error);
    if (!parsed)
        qFatal("%s", error.c_str());
    setup.axes.front().values = *parsed;
    return setup;
}

SweepConfig configOf(const SweepSetup &setup, int games, int players = 4)
{
    SweepConfig config;
    config.gameId = setup.gameId;
    config.axes = setup.axes;
    config.points = setup.points();
    config.players = players;
    config.games = games;
    config.threads = 2;
    config.seed = 11;
    return config;
}

// A figure's value in one game, straight from the game's summary (nullopt: the game lacks it).
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
    // The balance report's figures (sim/balance.h): a seat's share of the wins, a shared win
    // split between the winners (the figure is this less 1 / players); whether the leader at
    // half time lost, in the games that had one; the share of the decisions played after the
    // winner took the lead for good.
    if (name.rfind("advantage.seat", 0) == 0)
        return o.isWinner(std::stoi(name.substr(14))) ? 1.0 / double(o.winners.size()) : 0.0;
    if (name == "comebacks") {
        if (game.leaderAtHalf < 0)
            return std::nullopt;
        return o.isWinner(game.leaderAtHalf) ? 0.0 : 1.0;
    }
    if (name == "decisiveness") {
        if (o.draw || o.winners.empty() || game.finalLeader < 0 || !o.isWinner(game.finalLeader))
            return 0.0;
        return double(game.plies - game.finalLeadSince) / double(game.plies);
    }
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

Json withoutTimes(const Json &json)
{
    return test::withoutKeys(json, {"elapsed_seconds", "threads"});
}

Estimate estimate(double value, double low, double high)
{
    return {value, {low, high}};
}

Target target(const std::string &text)
{
    std::string error;
    auto parsed = parseTarget(text, &error);
    if (!parsed)
        qFatal("%s", error.c_str());
    return *parsed;
}

} // namespace

class TestSweep : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Ranges, steps and lists read as a designer writes them; words are not ranges.
    void valuesReadAsWritten()
    {
        const Schema &schema = shikokuSchema();
        const SchemaRow &steps = *schema.find("rules.steps_to_pagoda");
        std::string error;
        auto odd = parseSweepValues(steps, "21..41:2", &error);
        QVERIFY2(odd, error.c_str());
        QCOMPARE(odd->size(), std::size_t(11));
        QCOMPARE(odd->front(), std::string("21"));
        QCOMPARE(odd->back(), std::string("41"));
        auto mixed = parseSweepValues(steps, "5, 10..12, 030", &error);
        QVERIFY2(mixed, error.c_str());
        QCOMPARE(*mixed, (std::vector<std::string>{"5", "10", "11", "12", "30"}));
        QVERIFY(!parseSweepValues(steps, "41..21", &error));
        QVERIFY(!parseSweepValues(steps, "21..41:0", &error));
        QVERIFY(!parseSweepValues(steps, "1..100000", &error));
        QVERIFY(error.find("10000") != std::string::npos);
        const SchemaRow *word = nullptr;
        for (const SchemaRow &row : schema.rows()) {
            if (row.type == ValueType::Word && row.key.find("[]") == std::string::npos) {
                word = &row;
                break;
            }
        }
        QVERIFY(word);
        QVERIFY(!parseSweepValues(*word, "1..3", &error));
        auto words = parseSweepValues(*word, word->words.front(), &error);
        QVERIFY2(words, error.c_str());
        QCOMPARE(words->size(), std::size_t(1));
        // Keys that hold no number or word, and keys the game does not have, are refused.
        SweepSetup setup;
        setup.gameId = "shikoku";
        setup.schema = &schema;
        setup.axes.push_back({"rules.no_such_key", {}, false});
        QVERIFY(setup.checkAxes().find("not a key of shikoku") != std::string::npos);
        setup.axes.front().key = "deck.values";
        QVERIFY(setup.checkAxes().find("not a number or a word") != std::string::npos);
        // The game's header holds numbers too, but no rule: where the launcher lists the game,
        // which player counts it offers.
        for (const char *header : {"game.order", "game.players.min", "game.players.max"}) {
            setup.axes.front().key = header;
            QVERIFY2(setup.checkAxes().find("in the game's header") != std::string::npos, header);
            QVERIFY(!sweepableRow(*schema.find(header)));
        }
        QVERIFY(sweepableRow(*schema.find("rules.steps_to_pagoda")));
        setup.axes.front().key = "rules.steps_to_pagoda";
        QVERIFY(setup.checkAxes().empty());
        QVERIFY(setup.axes.front().numeric);
    }

    // The pagoda farther up makes the game longer, value after value: the designer's shell
    // loop saw the rounds go from 5.0 at 21 steps to 12.0 at 41 (4 seats, random players).
    void pagodaStepGivesTheKnownLengthCurve()
    {
        SweepConfig config = configOf(shikokuSetup("rules.steps_to_pagoda", "21..41:4"), 150);
        const SweepResult result = Sweep::run(config);
        QCOMPARE(result.points.size(), std::size_t(6));
        double previous = 0;
        for (const SweepPointResult &point : result.points) {
            QVERIFY2(!point.refused, point.reason.c_str());
            QCOMPARE(point.sums.games(), 150);
            const SweepFigure *rounds = point.figure("rounds");
            QVERIFY(rounds);
            QVERIFY2(
                rounds->estimate.value > previous,
                (point.values.front() + ": " + std::to_string(rounds->estimate.value)).c_str());
            previous = rounds->estimate.value;
        }
        const double first = result.points.front().figure("rounds")->estimate.value;
        const double last = result.points.back().figure("rounds")->estimate.value;
        QVERIFY2(first > 4.5 && first < 5.5, std::to_string(first).c_str());
        QVERIFY2(last > 11.3 && last < 12.7, std::to_string(last).c_str());
    }

    // Each figure of a value is the mean (or share) of that value's games, with the interval
    // computed from them; the names are the comparison's, and a value's games are the games of
    // its rules on the sweep's seeds.
    void everyFigureEqualsADirectComputation()
    {
        SweepSetup setup = shikokuSetup("rules.steps_to_pagoda", "25,40");
        SweepConfig config = configOf(setup, 60);
        const SweepResult result = Sweep::run(config);
        QCOMPARE(result.points.size(), std::size_t(2));
        for (std::size_t p = 0; p < 2; ++p) {
            const SweepPointResult &point = result.points[p];
            SimulationConfig run;
            run.definition = config.points[p].definition;
            run.players = 4;
            run.games = 60;
            run.threads = 1;
            run.seed = 11;
            std::vector<GameSummary> games;
            run.onGame = [&games](const GameSummary &game) { games.push_back(game); };
            Simulator::run(run);
            QCOMPARE(games.size(), std::size_t(60));
            QVERIFY(point.figures.size() > 12);
            for (const SweepFigure &figure : point.figures) {
                std::vector<double> values;
                for (const GameSummary &game : games) {
                    if (auto v = valueOf(figure.name, game))
                        values.push_back(*v);
                }
                QVERIFY2(!values.empty(), figure.name.c_str());
                double sum = 0;
                bool zeroOrOne = true;
                for (double v : values) {
                    sum += v;
                    zeroOrOne = zeroOrOne && (v == 0 || v == 1);
                }
                // An advantage is the seat's share of the wins less the fair share.
                const double offset = figure.name.rfind("advantage.", 0) == 0 ? 1.0 / 4 : 0.0;
                const double mean = sum / double(values.size());
                QVERIFY2(near(figure.estimate.value, mean - offset, 1e-6),
                         (figure.name + " " + std::to_string(figure.estimate.value) + " vs " +
                          std::to_string(mean - offset))
                             .c_str());
                if (figure.proportion && zeroOrOne) {
                    const Interval w =
                        wilsonInterval(std::llround(sum), std::int64_t(values.size()));
                    QVERIFY2(near(figure.estimate.interval.low, w.low - offset, 1e-9),
                             figure.name.c_str());
                    QVERIFY2(near(figure.estimate.interval.high, w.high - offset, 1e-9),
                             figure.name.c_str());
                } else if (values.size() > 1) {
                    double squares = 0;
                    for (double v : values)
                        squares += (v - mean) * (v - mean);
                    const double n = double(values.size());
                    const double half = studentT975(std::int64_t(values.size()) - 1) *
                                        std::sqrt(squares / (n - 1) / n);
                    QVERIFY2(near(figure.estimate.interval.high - (mean - offset), half, 1e-6),
                             figure.name.c_str());
                }
            }
            // The balance report's figures are the sweep's too (a target may name them).
            for (const char *name :
                 {"advantage.seat0", "advantage.seat3", "comebacks", "decisiveness"})
                QVERIFY2(point.figure(name), name);
            QVERIFY(point.figure("comebacks")->proportion);
            QVERIFY(point.figure("decisiveness")->proportion);
            // Each figure says its kind, which the lab's tables and chart read to write it: a
            // seat's advantage a difference of shares, a share of games a share, a count a mean.
            QVERIFY(point.figure("advantage.seat0")->kind == FigureKind::ShareDifference);
            QVERIFY(point.figure("comebacks")->kind == FigureKind::Share);
            QVERIFY(point.figure("wins.seat1")->kind == FigureKind::Share);
            QVERIFY(point.figure("plies")->kind == FigureKind::Mean);
            QVERIFY(point.figure("rounds")->kind == FigureKind::Mean);
            QCOMPARE(point.figure("advantage.seat0")->toJson().get("kind").asString(),
                     std::string("share_difference"));
            // The others have the same names and sums as the lab's comparison of these rules
            // (which shows the balance report in its own tab).
            ComparisonConfig compare;
            compare.base = compare.variant = config.points[p].definition;
            compare.players = 4;
            compare.games = 60;
            compare.seed = 11;
            const ComparisonResult paired = Comparison::run(compare);
            std::vector<const SweepFigure *> shared;
            for (const SweepFigure &figure : point.figures) {
                if (figure.name != "comebacks" && figure.name != "decisiveness" &&
                    figure.name.rfind("advantage.", 0) != 0)
                    shared.push_back(&figure);
            }
            QCOMPARE(paired.figures.size(), shared.size());
            for (std::size_t f = 0; f < paired.figures.size(); ++f) {
                QCOMPARE(shared[f]->name, paired.figures[f].name);
                QCOMPARE(shared[f]->exact, paired.figures[f].exact.variant);
            }
        }
        // The two values differ (the rules were set), on the same seeds.
        QVERIFY(result.points[0].figure("rounds")->estimate.value <
                result.points[1].figure("rounds")->estimate.value);
        QCOMPARE(result.points[0].simulation.seed, result.points[1].simulation.seed);
    }

    // Values outside the key's range, not numbers, or refused by the rules' own checks are
    // listed with the reason, naming the key, without a file position, and are not played.
    void refusedValuesAreReportedWithTheirReason()
    {
        SweepConfig config = configOf(shikokuSetup("rules.steps_to_pagoda", "1,23,300,lots"), 20);
        const SweepResult result = Sweep::run(config);
        QCOMPARE(result.points.size(), std::size_t(4));
        const SweepPointResult &low = result.points[0];
        QVERIFY(low.refused);
        QVERIFY2(low.reason.rfind("rules.steps_to_pagoda: ", 0) == 0, low.reason.c_str());
        QVERIFY2(low.reason.find("between 2 and 250") != std::string::npos, low.reason.c_str());
        QVERIFY(low.reason.find("sweep.yaml") == std::string::npos);
        QVERIFY(!result.points[1].refused);
        QCOMPARE(result.points[1].sums.games(), 20);
        QVERIFY(result.points[2].refused);
        QVERIFY(result.points[3].refused);
        QVERIFY2(result.points[3].reason.find("rules.steps_to_pagoda") != std::string::npos,
                 result.points[3].reason.c_str());
        // A refused value plays nothing and has no figures.
        QCOMPARE(result.points[0].simulation.gamesPlayed, 0);
        QVERIFY(result.points[0].figures.empty());
        // Refused by the rules' own checks, inside the key's range: a start above the pagoda.
        SweepConfig above = configOf(shikokuSetup("rules.start_step", "5,40"), 5);
        QCOMPARE(above.points.size(), std::size_t(2));
        QVERIFY(!above.points[0].refused());
        QVERIFY(above.points[1].refused());
        QVERIFY2(above.points[1].reason().rfind("rules.start_step: ", 0) == 0,
                 above.points[1].reason().c_str());
        // The JSON and the table say it.
        const Json json = result.toJson();
        QCOMPARE(json.get("points").at(0).get("refused").asBool(), true);
        QCOMPARE(json.get("points").at(0).get("reason").asString(), low.reason);
        QVERIFY(result.toTable().find("refused: rules.steps_to_pagoda: ") != std::string::npos);
    }

    // Each value is handed out as it finishes (the app's lab page shows the values as they
    // come), in order, a refused one too, each as the run's result then holds it; a
    // cancelled run hands out no value it did not finish.
    void eachValueIsHandedOutAsItFinishes()
    {
        SweepConfig config = configOf(shikokuSetup("rules.steps_to_pagoda", "21,300,31"), 30);
        std::vector<std::size_t> order;
        std::vector<SweepPointResult> seen;
        std::vector<int> gamesWhenSeen;
        int gamesSoFar = 0;
        config.onPoint = [&](std::size_t index, const SweepPointResult &point) {
            order.push_back(index);
            seen.push_back(point);
            gamesWhenSeen.push_back(gamesSoFar);
        };
        const SweepResult result = Sweep::run(config, [&](int done, int) { gamesSoFar = done; });
        QCOMPARE(order, (std::vector<std::size_t>{0, 1, 2}));
        QVERIFY(!seen[0].refused);
        QVERIFY(seen[1].refused);
        QCOMPARE(seen[1].reason, result.points[1].reason);
        QVERIFY(!seen[2].refused);
        // Handed out once its own games are played, before the next value's.
        QCOMPARE(gamesWhenSeen[0], 30);
        QCOMPARE(gamesWhenSeen[2], 60);
        for (std::size_t i : {std::size_t(0), std::size_t(2)}) {
            QCOMPARE(seen[i].values, result.points[i].values);
            QCOMPARE(seen[i].sums.games(), 30);
            QCOMPARE(seen[i].figure("rounds")->exact, result.points[i].figure("rounds")->exact);
        }
        // Cancelled from the first value's callback: the value after it is not played nor
        // handed out; the refused one is still said (it needs no games).
        std::atomic<bool> cancel{false};
        std::vector<std::size_t> handed;
        config.onPoint = [&](std::size_t index, const SweepPointResult &) {
            handed.push_back(index);
            cancel = true;
        };
        const SweepResult cancelled = Sweep::run(config, {}, &cancel);
        QCOMPARE(handed, (std::vector<std::size_t>{0, 1}));
        QVERIFY(cancelled.cancelled);
    }

    // Two keys make a grid, the first key outermost; a word the key does not take is refused
    // with the words it does, and a switch takes true and false only.
    void twoKeysMakeAGrid()
    {
        SweepSetup setup = shikokuSetup("rules.overshoot", "cap,sideways");
        setup.axes.push_back({"rules.steps_to_pagoda", {"21", "41"}, false});
        QVERIFY(setup.checkAxes().empty());
        SweepConfig config = configOf(setup, 40);
        const SweepResult result = Sweep::run(config);
        QCOMPARE(result.points.size(), std::size_t(4));
        QCOMPARE(result.points[0].values, (std::vector<std::string>{"cap", "21"}));
        QCOMPARE(result.points[1].values, (std::vector<std::string>{"cap", "41"}));
        QVERIFY(!result.points[0].refused && !result.points[1].refused);
        QVERIFY(result.points[0].figure("rounds")->estimate.value <
                result.points[1].figure("rounds")->estimate.value);
        for (std::size_t p = 2; p < 4; ++p) {
            QVERIFY(result.points[p].refused);
            const std::string &reason = result.points[p].reason;
            QVERIFY2(reason.rfind("rules.overshoot: ", 0) == 0 &&
                         reason.find("bounce") != std::string::npos,
                     reason.c_str());
        }
        SweepConfig switches = configOf(shikokuSetup("rules.setup_move", "true,false,maybe"), 5);
        QVERIFY(!switches.points[0].refused() && !switches.points[1].refused());
        QVERIFY(switches.points[2].refused());
        QVERIFY2(switches.points[2].reason().find("true or false") != std::string::npos,
                 switches.points[2].reason().c_str());
    }

    // Three shards, written and read back as JSON, merge into the JSON of one run; a missing
    // shard, and a shard of a sweep of other values, are refused.
    void shardsMergeBitForBit()
    {
        SweepSetup setup = shikokuSetup("rules.steps_to_pagoda", "21,31,1");
        SweepConfig config = configOf(setup, 90);
        SweepResult whole = Sweep::run(config);
        QVERIFY(whole.checkTargets({target("rounds=6..9")}).empty());
        std::vector<SweepResult> parts;
        for (int k = 0; k < 3; ++k) {
            SweepConfig shard = config;
            shard.firstGame = k * 30;
            shard.games = 30;
            shard.runGames = 90;
            shard.threads = 1 + k % 2;
            SweepResult part = Sweep::run(shard);
            QVERIFY(part.checkTargets({target("rounds=6..9")}).empty());
            std::string error;
            auto read = SweepResult::fromJson(Json::parse(part.toJson().dump()).value(), &error);
            QVERIFY2(read, error.c_str());
            parts.push_back(std::move(*read));
        }
        std::string error;
        auto merged = SweepResult::merge({parts[2], parts[0], parts[1]}, &error);
        QVERIFY2(merged, error.c_str());
        QCOMPARE(withoutTimes(merged->toJson()).dump(), withoutTimes(whole.toJson()).dump());
        auto missing = SweepResult::merge({parts[0], parts[2]}, &error, {"a.json", "c.json"});
        QVERIFY(!missing);
        QVERIFY2(error.find("missing") != std::string::npos, error.c_str());
        SweepConfig other = configOf(shikokuSetup("rules.steps_to_pagoda", "21,33,1"), 30);
        other.runGames = 90;
        SweepResult stranger = Sweep::run(other);
        QVERIFY(stranger.checkTargets({target("rounds=6..9")}).empty());
        auto mixed = SweepResult::merge({parts[0], parts[1], stranger}, &error,
                                        {"a.json", "b.json", "x.json"});
        QVERIFY(!mixed);
        QVERIFY2(error.find("x.json is a shard of another sweep") != std::string::npos,
                 error.c_str());
    }

    // meets: the interval inside the target; fails: wholly outside; unsure: across an end.
    void targetsAreMarkedOnIntervals()
    {
        const Target rounds = target("rounds=10..14");
        QCOMPARE(rounds.figure, std::string("rounds"));
        TargetCheck check = checkTarget(rounds, estimate(12, 11, 13));
        QCOMPARE(check.mark, TargetMark::Meets);
        QVERIFY(check.confidence > 0.99);
        check = checkTarget(rounds, estimate(9, 8.5, 9.5));
        QCOMPARE(check.mark, TargetMark::Fails);
        QVERIFY(check.confidence < 0.01);
        check = checkTarget(rounds, estimate(10, 9, 11));
        QCOMPARE(check.mark, TargetMark::Unsure);
        QVERIFY2(near(check.confidence, 0.5, 1e-6), std::to_string(check.confidence).c_str());
        // Half a round above the top, the interval's half-width 0.7: the chance below 14 is
        // that of a normal variable 0.5 / (0.7 / 1.96) = 1.4 spreads below its mean, 8.08%.
        check = checkTarget(rounds, estimate(14.5, 13.8, 15.2));
        QCOMPARE(check.mark, TargetMark::Unsure);
        QVERIFY2(near(check.confidence, 0.0808, 2e-4), std::to_string(check.confidence).c_str());
        // A share in %, and a one-sided bound.
        const Target seat = target("seat1.wins=45%..55%");
        QCOMPARE(seat.figure, std::string("wins.seat1"));
        QVERIFY(near(seat.low, 0.45) && near(seat.high, 0.55));
        QCOMPARE(checkTarget(seat, estimate(0.5, 0.47, 0.53)).mark, TargetMark::Meets);
        QCOMPARE(checkTarget(seat, estimate(0.6, 0.56, 0.64)).mark, TargetMark::Fails);
        const Target draws = target("draws<2%");
        QVERIFY(!draws.hasLow() && near(draws.high, 0.02));
        QCOMPARE(checkTarget(draws, estimate(0.0, 0.0, 0.0019)).mark, TargetMark::Meets);
        QCOMPARE(checkTarget(draws, estimate(0.03, 0.021, 0.04)).mark, TargetMark::Fails);
        QCOMPARE(checkTarget(draws, estimate(0.015, 0.01, 0.025)).mark, TargetMark::Unsure);
        const Target drama = target("lead_changes>3");
        QCOMPARE(checkTarget(drama, estimate(5, 4, 6)).mark, TargetMark::Meets);
        // All together: one failing target fails the value.
        QCOMPARE(combineChecks({checkTarget(rounds, estimate(12, 11, 13)),
                                checkTarget(draws, estimate(0.03, 0.021, 0.04))})
                     .mark,
                 TargetMark::Fails);
        QCOMPARE(combineChecks({checkTarget(rounds, estimate(12, 11, 13)),
                                checkTarget(draws, estimate(0.015, 0.01, 0.025))})
                     .mark,
                 TargetMark::Unsure);
        // What does not read, or does not fit its figure, is refused.
        std::string error;
        QVERIFY(!parseTarget("rounds", &error));
        QVERIFY(!parseTarget("rounds=14..10", &error));
        QVERIFY(!parseTarget("rounds=ten..14", &error));
        QVERIFY(!targetProblem(target("rounds=10%..20%"), false).empty());
        QVERIFY(!targetProblem(target("draws<2"), true).empty());
        QVERIFY(targetProblem(target("draws<0.02"), true).empty());
    }

    // The search plays a few steps spread over the range and then refines where the length
    // target can be met: it finds steps whose rounds lie wholly in 8..9, plays fewer values
    // than the range holds, says how many games it spent, and each value it played has the
    // figures a sweep gives it.
    // A target may name any figure of the balance report, as the report names it: a target
    // on comebacks is met where the figure's interval lies inside it and fails where it lies
    // outside; drama, duration and branching are the lab's lead changes, length and legal
    // moves; a seat's advantage takes bounds below 0.
    void targetsNameTheBalanceFigures()
    {
        SweepSetup setup = shikokuSetup("rules.steps_to_pagoda", "21,41");
        SweepResult result = Sweep::run(configOf(setup, 40));
        const SweepFigure *first = result.points[0].figure("comebacks");
        QVERIFY(first);
        const Interval i = first->estimate.interval;
        QVERIFY(i.low > 0 && i.high < 1);
        char inside[120], below[120];
        std::snprintf(inside, sizeof inside, "comebacks=%.6f..%.6f", i.low - 1e-6, i.high + 1e-6);
        std::snprintf(below, sizeof below, "comebacks<%.6f", i.low - 1e-3);
        std::string problem = result.checkTargets({target(inside)});
        QVERIFY2(problem.empty(), problem.c_str());
        QCOMPARE(result.points[0].overall.mark, TargetMark::Meets);
        problem = result.checkTargets({target(below)});
        QVERIFY2(problem.empty(), problem.c_str());
        QCOMPARE(result.points[0].overall.mark, TargetMark::Fails);
        // Each point's mark is what its own figure says.
        problem = result.checkTargets({target("comebacks=0%..100%"), target("decisiveness>0%"),
                                       target("advantage.seat0=-100%..100%"),
                                       target("seat1.advantage<100%"), target("drama>0"),
                                       target("duration>1"), target("branching>1")});
        QVERIFY2(problem.empty(), problem.c_str());
        QCOMPARE(result.targets[4].figure, std::string("lead_changes"));
        QCOMPARE(result.targets[5].figure, std::string("plies"));
        QCOMPARE(result.targets[6].figure, std::string("legal_moves"));
        QCOMPARE(result.targets[3].figure, std::string("advantage.seat1"));
        for (const SweepPointResult &point : result.points) {
            for (std::size_t t = 0; t < result.targets.size(); ++t) {
                const SweepFigure *figure = point.figure(result.targets[t].figure);
                QVERIFY(figure);
                QCOMPARE(point.checks[t].mark,
                         checkTarget(result.targets[t], figure->estimate).mark);
            }
        }
        QCOMPARE(result.points[0].checks[0].mark, TargetMark::Meets);
        QCOMPARE(result.points[0].checks[2].mark, TargetMark::Meets);
        // A share's bounds stay within 0% and 100%; an advantage's may go below 0.
        QVERIFY(!targetProblem(target("comebacks=-5%..5%"), true).empty());
        QVERIFY(targetProblem(target("advantage.seat0=-5%..5%"), true).empty());
        QVERIFY(!targetProblem(target("advantage.seat0=-5..5"), true).empty());
    }

    void searchFindsAStepMeetingALengthTarget()
    {
        SweepConfig config = configOf(shikokuSetup("rules.steps_to_pagoda", "10..60"), 80);
        // Each value is heard as soon as it is played, by its index in the config's points.
        std::vector<std::string> heard;
        config.onPoint = [&](std::size_t index, const SweepPointResult &point) {
            QCOMPARE(config.points.at(index).values, point.values);
            heard.push_back(point.values.front());
        };
        std::string error;
        const SweepResult result = Sweep::search(config, {target("rounds=8..9.5")}, &error);
        QVERIFY2(error.empty(), error.c_str());
        std::vector<std::string> played;
        for (const SweepPointResult &p : result.points)
            played.push_back(p.values.front());
        std::sort(heard.begin(), heard.end());
        std::sort(played.begin(), played.end());
        QCOMPARE(heard, played);
        QVERIFY(result.search);
        const SweepSearchReport &report = *result.search;
        QCOMPARE(report.candidates, 51);
        QVERIFY2(report.evaluated < 20, std::to_string(report.evaluated).c_str());
        QCOMPARE(report.gamesSpent, 80LL * report.evaluated);
        QVERIFY2(!report.meets.empty(), result.toTable({"rounds"}).c_str());
        for (const std::string &value : report.meets) {
            const SweepPointResult *point = nullptr;
            for (const SweepPointResult &p : result.points) {
                if (p.values.front() == value)
                    point = &p;
            }
            QVERIFY(point);
            const Interval i = point->figure("rounds")->estimate.interval;
            QVERIFY(i.low >= 8 && i.high <= 9.5);
            // The same figures as a sweep of that value alone.
            SweepConfig alone = configOf(shikokuSetup("rules.steps_to_pagoda", value), 80);
            QCOMPARE(Sweep::run(alone).points.front().figure("rounds")->exact,
                     point->figure("rounds")->exact);
        }
        QVERIFY(result.toTable().find("search: ") != std::string::npos);
        // A search needs a target and one numeric key.
        Sweep::search(config, {}, &error);
        QVERIFY(error.find("--target") != std::string::npos);
    }

    // A search cancelled after its second value keeps the two values played, marked, and
    // counts their games; the values it had not begun are not in the result.
    void cancelledSearchKeepsTheValuesPlayed()
    {
        SweepConfig config = configOf(shikokuSetup("rules.steps_to_pagoda", "10..60"), 40);
        std::atomic<bool> cancel{false};
        std::vector<std::string> heard;
        config.onPoint = [&](std::size_t, const SweepPointResult &point) {
            heard.push_back(point.values.front());
            if (heard.size() == 2)
                cancel = true;
        };
        std::string error;
        const SweepResult result =
            Sweep::search(config, {target("rounds=8..9.5")}, &error, {}, &cancel);
        QVERIFY2(error.empty(), error.c_str());
        QVERIFY(result.cancelled);
        QCOMPARE(heard.size(), std::size_t(2));
        QCOMPARE(result.points.size(), std::size_t(2));
        for (const SweepPointResult &point : result.points) {
            QVERIFY(std::find(heard.begin(), heard.end(), point.values.front()) != heard.end());
            QCOMPARE(point.simulation.gamesPlayed, 40);
            QCOMPARE(point.checks.size(), std::size_t(1)); // marked against the target
        }
        QVERIFY(result.search);
        QCOMPARE(result.search->evaluated, 2);
        QCOMPARE(result.search->gamesSpent, 80LL);
    }
};

QTEST_GUILESS_MAIN(TestSweep)
#include "tst_sweep.moc"
