// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick (tokaido_duo_yardstick.h) simulates the same game as the engine: its baked-in
// tables equal the ones the engine builds from data/games/tokaido_duo, one seed gives the very
// same games in both, and with different seeds the two agree on the mean game length and the
// outcome shares within four standard errors.
#include "ai/random_agent.h"
#include "games/tokaido_duo/tokaido_duo_definition.h"
#include "games/tokaido_duo/tokaido_duo_state.h"
#include "test_support.h"
#include "tokaido_duo_yardstick.h"
#include "yardstick_statistics.h"

#include <array>
#include <string>
#include <vector>

using namespace kotatsu;
namespace td = kotatsu::tokaido_duo;
namespace ys = tokaido_duo_yardstick;

namespace {

// One game's result in the terms both simulators share.
struct GameResult
{
    int plies = 0; // decisions with two options or more (as the bench counts moves)
    int rounds = 0;
    int winner = -1; // -1: a draw
    int firstOfGame = 0;
    int reason = -1; // the first end trigger: 0 temples, 1 gardens, 2 slabs, 3 gifts
    std::array<int, 2> scores{};
    std::array<int, 2> coins{};
    // Where each seat ends: its meeples, tracks, slabs, wares and paintings.
    std::array<std::array<int, 9>, 2> board{};
    bool operator==(const GameResult &) const = default;
};

int reasonIndex(const std::string &reason)
{
    const std::array<const char *, 4> words{"temples", "gardens", "slabs", "gifts"};
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (reason == words[i])
            return static_cast<int>(i);
    }
    return -1;
}

template <typename Player>
std::array<int, 9> boardOf(const Player &p)
{
    return {p.pilgrim, p.merchant, p.artist,  p.temples, p.gardens,
            p.slabs,   p.hand,     p.flipped, p.gifted};
}

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
        const auto &duo = dynamic_cast<const td::TokaidoDuoState &>(*state);
        const Outcome o = duo.outcome();
        r.rounds = duo.round();
        r.winner = o.draw ? -1 : o.winners.front();
        // The first pick alternates every round and does not change after the last one.
        r.firstOfGame = duo.round() % 2 == 1 ? duo.firstPlayer() : 1 - duo.firstPlayer();
        r.reason = reasonIndex(o.reason);
        for (int s = 0; s < 2; ++s) {
            r.scores[static_cast<std::size_t>(s)] = duo.score(s, -1);
            r.coins[static_cast<std::size_t>(s)] = duo.player(s).coins;
            r.board[static_cast<std::size_t>(s)] = boardOf(duo.player(s));
        }
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
        r.rounds = game.rounds();
        r.winner = game.winner();
        r.firstOfGame = game.firstOfGame();
        r.reason = static_cast<int>(game.endReason());
        for (int s = 0; s < 2; ++s) {
            r.scores[static_cast<std::size_t>(s)] = game.score(s);
            r.coins[static_cast<std::size_t>(s)] = game.player(s).coins;
            r.board[static_cast<std::size_t>(s)] = boardOf(game.player(s));
        }
        out.push_back(r);
    }
    return out;
}

template <typename T, std::size_t N>
bool sameList(const std::vector<int> &engine, const T (&mine)[N])
{
    return engine.size() == N &&
           std::equal(engine.begin(), engine.end(), mine, [](int a, T b) { return a == int(b); });
}

} // namespace

class TestTokaidoDuoYardstick : public QObject
{
    Q_OBJECT

    std::shared_ptr<const GameDefinition> m_definition;
    const td::TokaidoDuoDefinition *m_duo = nullptr;

private Q_SLOTS:
    void initTestCase()
    {
        m_definition = test::definition("tokaido_duo");
        m_duo = dynamic_cast<const td::TokaidoDuoDefinition *>(m_definition.get());
        QVERIFY(m_duo);
        // The bench plays the minimum player count: two, no Automa.
        QCOMPARE(m_definition->info().minPlayers, 2);
        QCOMPARE(m_duo->params().automaSeat, -1);
    }

    // The baked-in island, pieces and rules are the shipped ones, and the compiler's path
    // tables list the engine's paths in the engine's order.
    void islandMatchesTheData()
    {
        const td::Params &p = m_duo->params();
        QCOMPARE(static_cast<int>(p.spaceTypes.size()), int(ys::kSpaceTypes));
        for (int t = 0; t < ys::kSpaceTypes; ++t)
            QCOMPARE(p.spaceTypes[static_cast<std::size_t>(t)].id, std::string(ys::kSpaceName[t]));
        // What each kind of space does on arrival: the one effect the yardstick carries out.
        using K = td::SpaceEffectKind;
        const std::array<std::vector<std::pair<K, int>>, ys::kSpaceTypes> effects{{
            {},
            {{K::AdvanceTrack, 0}},
            {{K::AdvanceTrack, 1}},
            {{K::GainBoutiqueValue, 0}},
            {{K::TakeHotSpring, 0}},
            {{K::TakeWaveTile, 0}},
        }};
        for (std::size_t t = 0; t < effects.size(); ++t) {
            const auto &mine = effects[t];
            const auto &theirs = p.spaceTypes[t].effects;
            QCOMPARE(static_cast<std::size_t>(theirs.size()), mine.size());
            for (std::size_t e = 0; e < mine.size(); ++e) {
                QVERIFY(theirs[e].kind == mine[e].first);
                if (mine[e].first == K::AdvanceTrack)
                    QCOMPARE(int(theirs[e].arg), mine[e].second);
            }
        }

        QCOMPARE(static_cast<int>(p.ring.size()), ys::kRing);
        for (int i = 0; i < ys::kRing; ++i) {
            QCOMPARE(p.ring[static_cast<std::size_t>(i)].type, int(ys::kRingSpace[i]));
            QCOMPARE(p.ring[static_cast<std::size_t>(i)].town, int(ys::kRingTown.town[i]));
        }
        QCOMPARE(static_cast<int>(p.towns.size()), int(ys::kTowns));
        for (int t = 0; t < ys::kTowns; ++t) {
            const td::Town &town = p.towns[static_cast<std::size_t>(t)];
            QCOMPARE(town.id, std::string(ys::kTownName[t]));
            QCOMPARE(town.coastal, ys::coastal(t));
            QCOMPARE(town.ring, int(ys::kTownRing[t]));
            QCOMPARE(town.draw, int(ys::kTownDraw[t]));
        }
        QCOMPARE(static_cast<int>(p.icons.size()), int(ys::kIcons));
        for (int i = 0; i < ys::kIcons; ++i) {
            QCOMPARE(p.icons[static_cast<std::size_t>(i)].id, std::string(ys::kIconName[i]));
            QCOMPARE(p.icons[static_cast<std::size_t>(i)].count, int(ys::kIconCount[i]));
        }
        QCOMPARE(static_cast<int>(p.regions.size()), int(ys::kRegions));
        for (int r = 0; r < ys::kRegions; ++r) {
            const td::Region &region = p.regions[static_cast<std::size_t>(r)];
            QCOMPARE(region.id, std::string(ys::kRegionName[r]));
            QCOMPARE(region.icon, int(ys::kRegionData[r].icon));
            QCOMPARE(region.ringMask, ys::kScope.ring[r]);
            QCOMPARE(region.townMask, ys::kScope.towns[r]);
        }
        QCOMPARE(p.startRing, ys::kStartRing);
        QCOMPARE(p.startTown, int(ys::kStartTown));
        QCOMPARE(p.startRegion, int(ys::kStartRegion));

        // The paths of every length a die can show, in the engine's order.
        const td::PathTables &paths = m_duo->paths();
        auto samePaths = [](std::span<const td::PathSummary> theirs, const ys::PathList &mine) {
            if (theirs.size() != mine.count)
                return false;
            for (std::size_t i = 0; i < theirs.size(); ++i) {
                if (theirs[i].to != mine.path[i].to || theirs[i].entered != mine.path[i].entered)
                    return false;
            }
            return true;
        };
        auto sameDestinations = [](std::span<const td::Destination> theirs, const auto &mine) {
            if (theirs.size() != mine.count)
                return false;
            for (std::size_t i = 0; i < theirs.size(); ++i) {
                if (theirs[i].to != mine.to[i])
                    return false;
            }
            return true;
        };
        for (int length = 1; length <= ys::kMaxLength; ++length) {
            for (int t = 0; t < ys::kTowns; ++t) {
                QVERIFY(samePaths(paths.merchant(t, length), ys::kMerchantPaths.list[t][length]));
                QVERIFY(sameDestinations(paths.merchantDestinations(t, length),
                                         ys::kMerchantPaths.destinations[t][length]));
            }
            for (int r = 0; r < ys::kRegions; ++r) {
                QVERIFY(samePaths(paths.artist(r, length), ys::kArtistPaths.list[r][length]));
                QVERIFY(sameDestinations(paths.artistDestinations(r, length),
                                         ys::kArtistPaths.destinations[r][length]));
            }
        }
        QCOMPARE(p.maxFace(td::kMerchant), ys::kMaxLength);
        QCOMPARE(p.maxFace(td::kArtist), ys::kMaxLength);
    }

    void piecesMatchTheData()
    {
        const td::Params &p = m_duo->params();
        for (int c = 0; c < ys::kCharacters; ++c)
            QVERIFY(sameList(p.dice[static_cast<std::size_t>(c)], ys::kDice[c]));
        QCOMPARE(p.sizes.wares, int(ys::kWares));
        for (int w = 0; w < ys::kWares; ++w)
            QCOMPARE(p.wares[static_cast<std::size_t>(w)].count, int(ys::kWareCount[w]));
        QCOMPARE(p.totalWares(), ys::kAllWares);
        QCOMPARE(static_cast<int>(p.boutiques.size()), ys::kBoutiques);
        for (int b = 0; b < ys::kBoutiques; ++b) {
            QCOMPARE(p.boutiques[static_cast<std::size_t>(b)].ware, int(ys::kBoutique[b].ware));
            QCOMPARE(p.boutiques[static_cast<std::size_t>(b)].value, int(ys::kBoutique[b].value));
        }
        QVERIFY(sameList(p.templeTrack, ys::kTempleTrack));
        QVERIFY(sameList(p.gardenTrack, ys::kGardenTrack));
        QVERIFY(sameList(p.merchantSlots, ys::kMerchantSlots));
        QVERIFY(sameList(p.artistSlots, ys::kArtistSlots));
        QCOMPARE(p.coinsPerSlab, ys::kCoinsPerSlab);
        QCOMPARE(p.handLimit, ys::kHandLimit);
        QCOMPARE(p.paintings(), ys::kPaintings);

        QCOMPARE(static_cast<int>(p.waveTiles.size()), int(ys::kCharacters));
        for (int t = 0; t < ys::kCharacters; ++t) {
            const td::WaveTile &tile = p.waveTiles[static_cast<std::size_t>(t)];
            QCOMPARE(tile.character, t);
            for (int s = 0; s < 2; ++s) {
                const td::WaveEffects &fx = tile.sides[static_cast<std::size_t>(s)].effects;
                const ys::WaveSide &mine = ys::kWaveSide[t][s];
                QCOMPARE(fx.stepOffsets.size() == 1, mine.steps);
                if (mine.steps) {
                    QCOMPARE(int(fx.stepOffsets[0]), int(mine.stepOffset));
                    QCOMPARE(int(fx.stepMins[0]), int(mine.stepMin));
                }
                QCOMPARE(int(fx.extraDraw), int(mine.extraDraw));
                QCOMPARE(int(fx.extraCoinsPerSale), int(mine.extraCoinsPerSale));
                QCOMPARE(int(fx.extraFlips), int(mine.extraFlips));
                QCOMPARE(fx.paintCountsPath, mine.paintCountsPath);
            }
        }
    }

    // The rules the yardstick plays (game.yaml's rules section).
    void rulesMatchTheData()
    {
        const td::Params &p = m_duo->params();
        QVERIFY(p.firstPlayer == td::FirstPlayer::Random);
        QCOMPARE(p.startingCoins, 0);
        QCOMPARE(p.startingWares, 0);
        QVERIFY(p.waveSides == td::WaveSides::Random);
        QVERIFY(p.ownMeeplesBlock);
        QVERIFY(p.startSpaceBlocks);
        QVERIFY(p.stealWaveTiles == td::StealWaveTiles::WhenBoardEmpty);
        QVERIFY(p.convertRepeatedly);
        QVERIFY(!p.springOnGainingDie);
        QCOMPARE(p.springRepeatsPerDie, 1);
        QVERIFY(p.springInLastRound);
        QCOMPARE(int(p.triggers), 0xf);
        QVERIFY(p.endTiming == td::EndTiming::EndOfRound);
        QVERIFY(p.pilgrimScoring == td::PilgrimScoring::Product);
        QVERIFY(p.merchantScoring == td::MerchantScoring::SlabSlot);
        QVERIFY(p.artistScoring == td::ArtistScoring::GiftSlot);
        QVERIFY(p.tieBreak == td::TieBreak::Coins);
    }

    // Same generators, same options in the same order: the same seed gives the same games.
    void sameSeedSameGames()
    {
        const int games = 10000;
        const auto engine = engineGames(*m_definition, games, 20261202);
        const auto mine = yardstickGames(games, 20261202);
        for (int g = 0; g < games; ++g) {
            const auto &e = engine[static_cast<std::size_t>(g)];
            const auto &y = mine[static_cast<std::size_t>(g)];
            if (!(e == y))
                QFAIL(qPrintable(QString("game %1: engine %2 moves, %3 rounds, winner %4, scores "
                                         "%5:%6; yardstick %7 moves, %8 rounds, winner %9, "
                                         "scores %10:%11")
                                     .arg(g)
                                     .arg(e.plies)
                                     .arg(e.rounds)
                                     .arg(e.winner)
                                     .arg(e.scores[0])
                                     .arg(e.scores[1])
                                     .arg(y.plies)
                                     .arg(y.rounds)
                                     .arg(y.winner)
                                     .arg(y.scores[0])
                                     .arg(y.scores[1])));
        }
    }

    // Independent seeds: the distributions agree (mean moves, rounds and scores, and every
    // outcome share) within four standard errors of the difference.
    void sameDistributions()
    {
        const int games = 40000;
        const auto engine = engineGames(*m_definition, games, 1);
        const auto mine = yardstickGames(games, 99);
        const std::array<std::pair<const char *, double (*)(const GameResult &)>, 4> means{{
            {"moves per game", [](const GameResult &r) { return double(r.plies); }},
            {"rounds per game", [](const GameResult &r) { return double(r.rounds); }},
            {"seat 0's score", [](const GameResult &r) { return double(r.scores[0]); }},
            {"seat 1's score", [](const GameResult &r) { return double(r.scores[1]); }},
        }};
        for (const auto &[name, figure] : means)
            QVERIFY2(yardstick::meansAgree(name, engine, mine, figure), name);

        const std::array<std::pair<const char *, bool (*)(const GameResult &)>, 8> outcomes{{
            {"seat 0 wins", [](const GameResult &r) { return r.winner == 0; }},
            {"seat 1 wins", [](const GameResult &r) { return r.winner == 1; }},
            {"draw", [](const GameResult &r) { return r.winner < 0; }},
            {"the first player of round 1 wins",
             [](const GameResult &r) { return r.winner == r.firstOfGame; }},
            {"ended by the temple track", [](const GameResult &r) { return r.reason == 0; }},
            {"ended by the garden track", [](const GameResult &r) { return r.reason == 1; }},
            {"ended by the sixth slab", [](const GameResult &r) { return r.reason == 2; }},
            {"ended by the last gift", [](const GameResult &r) { return r.reason == 3; }},
        }};
        for (const auto &[name, pred] : outcomes)
            QVERIFY2(yardstick::sharesAgree(name, engine, mine, pred), name);
    }
};

QTEST_GUILESS_MAIN(TestTokaidoDuoYardstick)
#include "tst_tokaido_duo_yardstick.moc"
