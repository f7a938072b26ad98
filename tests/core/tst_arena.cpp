// SPDX-License-Identifier: GPL-3.0-or-later
// The arena (issue 16): Bradley–Terry ratings checked against win matrices whose answer is known
// in closed form, the bootstrap's intervals against their nominal coverage, and arenas of real
// agents in the garden, Hyano and Tokaido Duo (with its Automa): every game played once, the
// seats rotated, each deal played in every seat pattern on one seed, a game's result replayed
// from its seed, and the same result from the same seed whatever the threads.
#include "ai/agent_factory.h"
#include "sim/arena.h"
#include "sim/ratings.h"
#include "test_support.h"

#include <cmath>
#include <map>
#include <set>

using namespace kotatsu;

namespace {

const double kElo75 = 400 * std::log10(3.0); // a 75% score: strengths 3 to 1

// The JSON without what depends on the machine (times, thread counts).
Json withoutTimes(const Json &json)
{
    return test::withoutKeys(json, {"elapsed_seconds", "threads", "ms_per_move"});
}

// The games as played, without their times.
std::vector<std::tuple<int, int, std::uint64_t, std::vector<int>, int, double>>
gamesOf(const ArenaResult &result)
{
    std::vector<std::tuple<int, int, std::uint64_t, std::vector<int>, int, double>> out;
    for (const ArenaGame &g : result.games)
        out.emplace_back(g.pairing, g.game, g.seed, g.seats, g.plies, g.scoreOfA);
    return out;
}

ArenaConfig config(const std::string &game, std::vector<std::string> agents, int games,
                   int players = 0)
{
    ArenaConfig c;
    c.definition = test::definition(game);
    c.agents = std::move(agents);
    c.games = games;
    c.players = players;
    c.seed = 11;
    return c;
}

// Plays an arena's game again from its seed alone, the way `kotatsu-cli play --seed` does, and
// scores it by the rule the arena documents: the best place of A's seats against B's.
std::pair<int, double> replay(const ArenaConfig &c, const ArenaResult &result, const ArenaGame &g)
{
    std::vector<std::string> specs;
    for (int agent : g.seats)
        specs.push_back(c.agents[static_cast<std::size_t>(agent)]);
    auto definition = definitionForSeats(c.definition, specs);
    auto agents = makeSeatAgents(specs);
    auto state = definition->newGame(result.players, g.seed);
    Rng rng(Rng::derive(g.seed, 0xA6E27));
    int plies = 0;
    while (!state->isTerminal()) {
        PlayerView view(*state);
        state->apply(agents[static_cast<std::size_t>(view.seat())]->chooseAction(view, rng));
        ++plies;
    }
    const Outcome outcome = state->outcome();
    const int a = result.pairings[static_cast<std::size_t>(g.pairing)].a;
    int bestA = 99, bestB = 99;
    for (std::size_t seat = 0; seat < g.seats.size(); ++seat) {
        int &best = g.seats[seat] == a ? bestA : bestB;
        best = std::min(best, outcome.ranks.at(seat));
    }
    return {plies, bestA < bestB ? 1.0 : bestA == bestB ? 0.5 : 0.0};
}

// What every arena must satisfy: each game once, each deal on one seed in every pattern, each
// agent in each seat equally often, the tallies adding up.
void checkBookkeeping(const ArenaConfig &c, const ArenaResult &result)
{
    const auto patterns = seatPatterns(result.players);
    const std::size_t agents = c.agents.size();
    QCOMPARE(result.pairings.size(), agents * (agents - 1) / 2);
    QCOMPARE(result.games.size(), result.pairings.size() * static_cast<std::size_t>(c.games));
    std::set<std::pair<int, int>> seen;
    std::set<std::uint64_t> dealSeeds;
    std::map<std::tuple<int, int, int>, int> seatCount; // (pairing, seat, agent) -> games
    for (std::size_t i = 0; i < result.games.size(); ++i) {
        const ArenaGame &g = result.games[i];
        QVERIFY(seen.insert({g.pairing, g.game}).second);
        const ArenaPairing &p = result.pairings[static_cast<std::size_t>(g.pairing)];
        const std::size_t pattern = static_cast<std::size_t>(g.game) % patterns.size();
        QCOMPARE(g.seats.size(), static_cast<std::size_t>(result.players));
        for (std::size_t seat = 0; seat < g.seats.size(); ++seat) {
            QCOMPARE(g.seats[seat], patterns[pattern][seat] == 0 ? p.a : p.b);
            ++seatCount[{g.pairing, static_cast<int>(seat), g.seats[seat]}];
        }
        // Seeds paired: the deal's first game fixes the seed of the others, and no two deals
        // (of this pairing or another) share one.
        if (pattern == 0)
            QVERIFY(dealSeeds.insert(g.seed).second);
        else
            QCOMPARE(g.seed, result.games[i - pattern].seed);
    }
    const int perSeat = c.games / 2; // each pattern's exchange is a pattern too
    for (const auto &[key, count] : seatCount)
        QCOMPARE(count, perSeat);
    int games = 0;
    for (const ArenaAgent &agent : result.agents) {
        QCOMPARE(agent.wins + agent.draws + agent.losses, agent.games);
        QCOMPARE(agent.games, static_cast<int>(agents - 1) * c.games);
        games += agent.games;
        QVERIFY(std::isfinite(agent.rating.elo));
        QVERIFY(agent.rating.interval.low <= agent.rating.interval.high);
    }
    QCOMPARE(games, 2 * static_cast<int>(result.games.size()));
    QCOMPARE(result.agents.front().rating.elo, 0.0);
    for (const ArenaPairing &p : result.pairings) {
        QCOMPARE(p.aWins + p.draws + p.bWins, c.games);
        // (Within rounding: at a score of 100% Wilson's upper end is 1 - 1e-16.)
        QVERIFY(p.aScoreInterval.low <= p.aScore + 1e-12 &&
                p.aScore <= p.aScoreInterval.high + 1e-12);
    }
}

} // namespace

class TestArena : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A 75% score is 400·log10(3) ≈ +191: exactly so from the data alone, and with the prior's
    // virtual draw the fit is that of 75.5 to 25.5.
    void aSeventyFivePercentScoreIsPlus191()
    {
        PairwiseScores scores(2);
        scores.add(0, 1, 75, 100);
        const auto exact = fitBradleyTerry(scores, 0, 1);
        QVERIFY(std::abs(exact[0] - kElo75) < 1e-6);
        QCOMPARE(exact[1], 0.0);
        const auto anchored = fitBradleyTerry(scores, 0, 0);
        QVERIFY(std::abs(anchored[1] + kElo75) < 1e-6);
        const auto prior = fitBradleyTerry(scores, 1, 1);
        QVERIFY(std::abs(prior[0] - 400 * std::log10(75.5 / 25.5)) < 1e-6);
        QVERIFY(std::abs(prior[0] - 191) < 3);
    }

    // Strengths 1, 2 and 4 with each pairing's score exactly as the model predicts: the fit
    // gives them back, 400·log10(2) ≈ 120.4 apart, in order.
    void consistentScoresGiveTheirStrengthsBack()
    {
        const double strength[] = {1, 2, 4};
        PairwiseScores scores(3);
        for (int a = 0; a < 3; ++a) {
            for (int b = a + 1; b < 3; ++b)
                scores.add(a, b, 300 * strength[a] / (strength[a] + strength[b]), 300);
        }
        const auto elo = fitBradleyTerry(scores, 0, 0);
        QCOMPARE(elo[0], 0.0);
        QVERIFY(std::abs(elo[1] - 400 * std::log10(2.0)) < 1e-6);
        QVERIFY(std::abs(elo[2] - 400 * std::log10(4.0)) < 1e-6);
    }

    // Scores no strengths explain exactly: the fit is still the maximum of the likelihood,
    // where each player's points equal the points the model expects of it (the score
    // equations), prior draws included.
    void anyScoresMeetTheScoreEquations()
    {
        PairwiseScores scores(4);
        scores.add(0, 1, 12, 20);
        scores.add(0, 2, 3, 10);
        scores.add(0, 3, 7.5, 30);
        scores.add(1, 2, 9, 10);
        scores.add(1, 3, 2, 6);
        scores.add(2, 3, 14, 16);
        for (double prior : {0.0, 1.0}) {
            const auto elo = fitBradleyTerry(scores, prior, 2);
            QCOMPARE(elo[2], 0.0);
            for (int i = 0; i < 4; ++i) {
                double points = 0, expected = 0;
                for (int j = 0; j < 4; ++j) {
                    if (j == i)
                        continue;
                    const double p = 1 / (1 + std::pow(10.0, (elo[j] - elo[i]) / 400));
                    points += scores.score(i, j) + prior / 2;
                    expected += (scores.games(i, j) + prior) * p;
                }
                QVERIFY2(std::abs(points - expected) < 1e-7,
                         qPrintable(QStringLiteral("player %1: %2 points, %3 expected")
                                        .arg(i)
                                        .arg(points)
                                        .arg(expected)));
            }
        }
    }

    // One agent won every game: without the prior its strength would be infinite; with one
    // virtual draw per pairing every rating and interval is finite, the winner on top.
    void allWinsStayFiniteWithThePrior()
    {
        PairingBlocks ab{0, 1, std::vector<ScoreBlock>(20, ScoreBlock{2, 2})};
        PairingBlocks ac{0, 2, std::vector<ScoreBlock>(20, ScoreBlock{2, 2})};
        PairingBlocks bc{1, 2, std::vector<ScoreBlock>(20, ScoreBlock{2, 1})};
        RatingOptions options;
        options.seed = 5;
        const auto ratings = rateWithBootstrap(3, {ab, ac, bc}, options);
        for (const Rating &r : ratings) {
            QVERIFY(std::isfinite(r.elo));
            QVERIFY(std::isfinite(r.interval.low) && std::isfinite(r.interval.high));
        }
        QVERIFY(ratings[1].elo < -500 && ratings[2].elo < -500);
        // Not a certainty either: the virtual draws' weight varies from resample to resample.
        for (int i : {1, 2}) {
            const Rating &r = ratings[static_cast<std::size_t>(i)];
            QVERIFY(r.interval.low < r.elo && r.elo < r.interval.high);
            QVERIFY(r.interval.high - r.interval.low > 100);
        }
        QVERIFY(std::abs(ratings[1].elo - ratings[2].elo) < 1e-6);
        QCOMPARE(ratings[0].interval.low, 0.0);
        QCOMPARE(ratings[0].interval.high, 0.0);
    }

    // Games drawn with A scoring 75%: the bootstrap's 95% interval holds the true -191 in
    // about 95% of 200 independent samples (at least 88%, four standard errors below), is
    // reproducible from its seed, and narrows about as 1/√n.
    void bootstrapIntervalsCoverTheTruth()
    {
        Rng world(2024);
        auto sample = [&](int deals) {
            PairingBlocks pairing{0, 1, {}};
            for (int d = 0; d < deals; ++d) {
                ScoreBlock block{2, 0};
                for (int g = 0; g < 2; ++g)
                    block.scoreOfA += world.unit() < 0.75 ? 1 : 0;
                pairing.blocks.push_back(block);
            }
            return pairing;
        };
        RatingOptions options;
        options.anchor = 0;
        int covered = 0;
        const int samples = 200;
        for (int s = 0; s < samples; ++s) {
            options.seed = static_cast<std::uint64_t>(s);
            const auto ratings = rateWithBootstrap(2, {sample(50)}, options);
            covered += ratings[1].interval.low <= -kElo75 && -kElo75 <= ratings[1].interval.high;
        }
        QVERIFY2(covered >= samples * 88 / 100, qPrintable(QString::number(covered)));

        const PairingBlocks small = sample(50);
        const PairingBlocks large = sample(800);
        options.seed = 9;
        const auto once = rateWithBootstrap(2, {small}, options);
        const auto again = rateWithBootstrap(2, {small}, options);
        QCOMPARE(once[1].interval.low, again[1].interval.low);
        QCOMPARE(once[1].interval.high, again[1].interval.high);
        options.seed = 10;
        QVERIFY(rateWithBootstrap(2, {small}, options)[1].interval.low != once[1].interval.low);
        const auto wide = once[1].interval,
                   narrow = rateWithBootstrap(2, {large}, options)[1].interval;
        const double ratio = (wide.high - wide.low) / (narrow.high - narrow.low);
        QVERIFY2(ratio > 2.5 && ratio < 6, qPrintable(QString::number(ratio))); // √16 = 4
    }

    // The seat patterns of the documentation, and for any count every arrangement of A and B
    // with both present, once, each seat A's in half of them.
    void seatPatternsRotateEverySeat()
    {
        using P = std::vector<std::vector<int>>;
        QCOMPARE(seatPatterns(2), (P{{0, 1}, {1, 0}}));
        QCOMPARE(seatPatterns(3),
                 (P{{0, 1, 1}, {1, 0, 1}, {1, 1, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}));
        for (int players = 2; players <= 8; ++players) {
            const auto patterns = seatPatterns(players);
            QCOMPARE(patterns.size(), (std::size_t{1} << players) - 2);
            QCOMPARE(std::set<std::vector<int>>(patterns.begin(), patterns.end()).size(),
                     patterns.size());
            for (int seat = 0; seat < players; ++seat) {
                std::size_t a = 0;
                for (const auto &pattern : patterns)
                    a += pattern[static_cast<std::size_t>(seat)] == 0;
                QCOMPARE(a * 2, patterns.size());
            }
            for (const auto &pattern : patterns) {
                QVERIFY(std::count(pattern.begin(), pattern.end(), 0) > 0);
                QVERIFY(std::count(pattern.begin(), pattern.end(), 1) > 0);
            }
        }
    }

    // A pairing's score interval is Wilson's: for 8 wins of 10 exactly wilsonInterval(8, 10),
    // and with draws Wilson's formula at the share of points.
    void pairingScoresHaveWilsonIntervals()
    {
        ArenaConfig c = config("garden", {"heuristic", "random"}, 40);
        c.resamples = 0;
        const ArenaResult result = Arena::run(c);
        const ArenaPairing &p = result.pairings.at(0);
        const double n = p.games, share = (p.aWins + p.draws / 2.0) / n, z = kZ95;
        const double centre = (share + z * z / (2 * n)) / (1 + z * z / n);
        const double half =
            z * std::sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n);
        QVERIFY(std::abs(p.aScore - share) < 1e-12);
        QVERIFY(std::abs(p.aScoreInterval.low - std::max(0.0, centre - half)) < 1e-12);
        QVERIFY(std::abs(p.aScoreInterval.high - std::min(1.0, centre + half)) < 1e-12);
        if (p.draws == 0) {
            const Interval wilson = wilsonInterval(p.aWins, p.games);
            QVERIFY(std::abs(p.aScoreInterval.low - wilson.low) < 1e-12);
        }
        QVERIFY2(p.aScore > 0.5, "the heuristic outscores random play in the garden");
    }

    // Three agents in the garden: the bookkeeping holds, each game replays from its seed to the
    // recorded result, the same seed gives the same arena on 1 and 2 threads, another seed
    // another arena.
    void gardenArenaIsReproducible()
    {
        ArenaConfig c = config("garden", {"random", "heuristic", "montecarlo:iterations=50"}, 4);
        QCOMPARE(Arena::check(c), std::string());
        const ArenaResult one = Arena::run(c);
        checkBookkeeping(c, one);
        for (const ArenaGame &g : one.games) {
            const auto [plies, score] = replay(c, one, g);
            QCOMPARE(plies, g.plies);
            QCOMPARE(score, g.scoreOfA);
        }
        QVERIFY(one.agents[2].moves > 0 && one.agents[2].msPerMove() > 0);
        c.threads = 2;
        const ArenaResult two = Arena::run(c);
        QCOMPARE(two.threads, 2);
        QVERIFY(gamesOf(one) == gamesOf(two));
        QCOMPARE(withoutTimes(one.toJson()), withoutTimes(two.toJson()));
        c.threads = 1;
        QCOMPARE(withoutTimes(Arena::run(c).toJson()), withoutTimes(one.toJson()));
        c.seed = 12;
        const ArenaResult other = Arena::run(c);
        checkBookkeeping(c, other);
        QVERIFY(gamesOf(other) != gamesOf(one));
        QVERIFY(other.games.front().seed != one.games.front().seed);
    }

    // Hyano for two: the same guarantees in a game of hidden cards.
    void hyanoTwoPlayerArenaIsReproducible()
    {
        ArenaConfig c = config("hyano", {"random", "heuristic", "montecarlo:iterations=50"}, 4, 2);
        const ArenaResult one = Arena::run(c);
        checkBookkeeping(c, one);
        c.threads = 2;
        const ArenaResult two = Arena::run(c);
        QVERIFY(gamesOf(one) == gamesOf(two));
        QCOMPARE(withoutTimes(one.toJson()), withoutTimes(two.toJson()));
    }

    // Hyano for three: each deal in the six patterns (ABB ... AAB), the best-placed seat of an
    // agent counting for it, as a replay of each game confirms.
    void threeSeatsRotateThroughEveryPattern()
    {
        ArenaConfig c = config("hyano", {"random", "heuristic"}, 12, 3);
        QCOMPARE(Arena::check(c), std::string());
        const ArenaResult result = Arena::run(c);
        QCOMPARE(result.players, 3);
        checkBookkeeping(c, result);
        for (const ArenaGame &g : result.games) {
            const auto [plies, score] = replay(c, result, g);
            QCOMPARE(plies, g.plies);
            QCOMPARE(score, g.scoreOfA);
        }
        c.games = 4;
        QVERIFY(Arena::check(c).find("multiple of 6") != std::string::npos);
    }

    // Tokaido Duo solo: the Automa is one of the agents, its seat played by the rules in both
    // seats in turn; it takes no decisions, so has no time per move.
    void tokaidoDuoArenaWithTheAutoma()
    {
        ArenaConfig c = config("tokaido_duo", {"heuristic", "automa:level=2", "random"}, 4);
        QCOMPARE(Arena::check(c), std::string());
        const ArenaResult result = Arena::run(c);
        checkBookkeeping(c, result);
        QCOMPARE(result.agents[1].moves, 0L);
        QVERIFY(result.agents[1].msPerMove() < 0);
        QVERIFY(result.agents[0].moves > 0 && result.agents[2].moves > 0);
        for (const ArenaGame &g : result.games) {
            const auto [plies, score] = replay(c, result, g);
            QCOMPARE(plies, g.plies);
            QCOMPARE(score, g.scoreOfA);
        }
    }

    // Configs that cannot be played say why.
    void impossibleArenasAreRefused()
    {
        auto refusal = [](ArenaConfig c) { return Arena::check(c); };
        QVERIFY(refusal(config("garden", {"random"}, 2)).find("at least two agents") !=
                std::string::npos);
        QVERIFY(refusal(config("garden", {"random", "montecarlo:depth=3"}, 2))
                    .find("unknown agent option") != std::string::npos);
        QVERIFY(refusal(config("garden", {"random", "wizard"}, 2)).find("unknown agent") !=
                std::string::npos);
        QVERIFY(refusal(config("garden", {"random", "heuristic"}, 3)).find("multiple of 2") !=
                std::string::npos);
        QVERIFY(refusal(config("garden", {"random", "heuristic"}, 0)).find("multiple of 2") !=
                std::string::npos);
        QVERIFY(refusal(config("garden", {"random", "heuristic"}, 2, 3)).find("2 to 2 players") !=
                std::string::npos);
        QVERIFY(refusal(config("garden", {"random", "automa"}, 2))
                    .find("Kokeshi & Samurai has no opponent of its own") != std::string::npos);
        QVERIFY(refusal(config("tokaido_duo", {"automa", "random", "automa:level=2"}, 2))
                    .find("two rules seats cannot meet") != std::string::npos);
        QVERIFY(refusal(config("garden", {"random", "heuristic", "random"}, 4000000))
                    .find("at most 10000000 games") != std::string::npos);
        QVERIFY(
            refusal(config("tokaido_duo", {"automa:level=9", "random"}, 2)).find("levels 1 to") !=
            std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestArena)
#include "tst_arena.moc"
