// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick (garden_yardstick.h) simulates the same game as the engine: its baked-in
// tables equal the ones the engine builds from data/games/garden, one seed gives the very
// same games in both, and with different seeds the two agree on the mean game length and the
// outcome shares within four standard errors.
#include "ai/random_agent.h"
#include "games/garden/garden_definition.h"
#include "games/garden/garden_state.h"
#include "garden_yardstick.h"
#include "test_support.h"
#include "yardstick_statistics.h"

#include <array>
#include <string>
#include <vector>

using namespace kotatsu;
namespace ys = garden_yardstick;

namespace {

// One game's result in the terms both simulators share.
struct GameResult
{
    int plies = 0; // actions applied, set-up placements included (as the bench counts)
    int winner = -1;
    int reason = 0; // 1 base reached, 2 repetition, 3 ply limit, 4 no move
    bool operator==(const GameResult &) const = default;
};

// Games as core/sim/benchmark.cpp plays them: one Rng; per game a seed draw, then random
// legal actions until the game is over.
std::vector<GameResult> engineGames(const GameDefinition &definition, int games, std::uint64_t seed)
{
    std::vector<GameResult> out;
    Rng rng(seed);
    std::vector<Action> scratch;
    for (int g = 0; g < games; ++g) {
        auto state = definition.newGame(2, rng.next());
        GameResult r;
        r.plies = randomPlayout(*state, rng, scratch, 100000);
        const auto &garden = dynamic_cast<const garden::GardenState &>(*state);
        r.winner = garden.winner();
        r.reason = static_cast<int>(garden.endReason());
        out.push_back(r);
    }
    return out;
}

std::vector<GameResult> yardstickGames(int games, std::uint64_t seed)
{
    std::vector<GameResult> out;
    ys::Rng rng(seed);
    ys::Game game;
    for (int g = 0; g < games; ++g) {
        GameResult r;
        r.plies = ys::randomPlayout(game, rng);
        r.winner = game.winner();
        r.reason = static_cast<int>(game.end());
        out.push_back(r);
    }
    return out;
}

static_assert(static_cast<int>(garden::EndReason::BaseReached) ==
                  static_cast<int>(ys::End::BaseReached) &&
              static_cast<int>(garden::EndReason::Repetition) ==
                  static_cast<int>(ys::End::Repetition) &&
              static_cast<int>(garden::EndReason::PlyLimit) == static_cast<int>(ys::End::PlyLimit));

} // namespace

class TestGardenYardstick : public QObject
{
    Q_OBJECT

    std::shared_ptr<const GameDefinition> m_definition;
    const garden::GardenDefinition *m_garden = nullptr;
    std::vector<int> m_toYardstick; // engine region index -> yardstick region

    std::uint64_t mask(auto regions) const
    {
        std::uint64_t m = 0;
        for (int r : regions)
            m |= ys::bit(m_toYardstick[static_cast<std::size_t>(r)]);
        return m;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_definition = test::definition("garden");
        m_garden = dynamic_cast<const garden::GardenDefinition *>(m_definition.get());
        QVERIFY(m_garden);
        const auto &regions = m_garden->board().regions;
        QCOMPARE(static_cast<int>(regions.size()), static_cast<int>(ys::kRegions));
        for (std::size_t r = 0; r < regions.size(); ++r) {
            int found = -1;
            for (int y = 0; y < ys::kRegions; ++y) {
                if (regions[r].name == ys::kRegionName[y])
                    found = y;
            }
            QVERIFY2(found >= 0, regions[r].name.c_str());
            m_toYardstick.push_back(found);
        }
    }

    // The baked-in board is the shipped one: step targets, jump geometry, start fields, bases.
    void tablesMatchTheData()
    {
        const garden::GardenDefinition &d = *m_garden;
        const auto &board = d.board();
        for (int s = 0; s < ys::kSides; ++s) {
            QCOMPARE(m_toYardstick[static_cast<std::size_t>(d.home(s))], int(ys::kHome[s]));
            QCOMPARE(mask(board.startFields[static_cast<std::size_t>(s)]), ys::kStartFields[s]);
        }
        for (std::size_t r = 0; r < board.regions.size(); ++r) {
            const int y = m_toYardstick[r];
            const std::string where = board.regions[r].name;
            for (int s = 0; s < ys::kSides; ++s) {
                for (int c = 0; c < 3; ++c) {
                    QVERIFY2(mask(d.stepTargets(s, static_cast<int>(r), c)) == ys::kStep[s][y][c],
                             where.c_str());
                }
            }
            if (!board.isField(static_cast<int>(r)))
                continue;
            const auto &jumps = d.jumps(static_cast<int>(r));
            const ys::JumpList &mine = ys::kJumps[y];
            int n = 0;
            for (const garden::JumpGeometry &j : jumps) {
                if (j.over == garden::kNoRegion)
                    break;
                QVERIFY2(n < mine.count, where.c_str());
                const ys::Jump &k = mine.jump[n++];
                QCOMPARE(int(k.over), m_toYardstick[j.over]);
                QVERIFY2(mask(j.behind1) == k.behind1, where.c_str());
                QVERIFY2(mask(j.behind2) == k.behind2, where.c_str());
            }
            QCOMPARE(n, int(mine.count));
        }
    }

    // Same generator, same moves in the same order: the same seed gives the same games.
    void sameSeedSameGames()
    {
        const int games = 5000;
        const auto engine = engineGames(*m_definition, games, 20261202);
        const auto mine = yardstickGames(games, 20261202);
        for (int g = 0; g < games; ++g) {
            const auto &e = engine[static_cast<std::size_t>(g)];
            const auto &y = mine[static_cast<std::size_t>(g)];
            if (!(e == y))
                QFAIL(qPrintable(QString("game %1: engine %2 plies, winner %3, reason %4; "
                                         "yardstick %5 plies, winner %6, reason %7")
                                     .arg(g)
                                     .arg(e.plies)
                                     .arg(e.winner)
                                     .arg(e.reason)
                                     .arg(y.plies)
                                     .arg(y.winner)
                                     .arg(y.reason)));
        }
    }

    // Independent seeds: the distributions agree (mean length, and every outcome share)
    // within four standard errors of the difference.
    void sameDistributions()
    {
        const int games = 15000;
        const auto engine = engineGames(*m_definition, games, 1);
        const auto mine = yardstickGames(games, 99);
        QVERIFY(yardstick::meansAgree(
            "moves per game", engine, mine, [](const GameResult &r) { return double(r.plies); },
            2));

        const std::array<std::pair<const char *, bool (*)(const GameResult &)>, 4> outcomes{{
            {"first side wins", [](const GameResult &r) { return r.winner == 0; }},
            {"second side wins", [](const GameResult &r) { return r.winner == 1; }},
            {"draw by repetition", [](const GameResult &r) { return r.reason == 2; }},
            {"draw by the ply limit", [](const GameResult &r) { return r.reason == 3; }},
        }};
        for (const auto &[name, pred] : outcomes)
            QVERIFY2(yardstick::sharesAgree(name, engine, mine, pred), name);
    }
};

QTEST_GUILESS_MAIN(TestGardenYardstick)
#include "tst_garden_yardstick.moc"
