// SPDX-License-Identifier: GPL-3.0-or-later
// Generic conformance over every registered game and every shipped variant (after
// OpenSpiel's basic tests): seeded random games to the end with the game's invariants after
// every action, hidden information consistent under determinization, clones that stay equal,
// action texts that round-trip, transcripts that replay, same seed => same transcript, and a
// golden playthrough per game that catches unintended rule changes. A game with an Automa is
// also played solo: at each of its levels with the Automa in seat 1, and in seat 0 once.
#include "sim/transcript.h"
#include "test_support.h"
#include "util/text.h"

#include <QProcessEnvironment>
#include <filesystem>
#include <regex>
#include <set>

using namespace kotatsu;

namespace {

int gamesPerRow()
{
    bool ok = false;
    int n = qEnvironmentVariableIntValue("KOTATSU_CONFORMANCE_GAMES", &ok);
    return ok && n > 0 ? n : 12;
}

// The definition a row plays: with the Automa in `automaSeat` at `automaLevel` (0: none).
std::shared_ptr<const GameDefinition> rowDefinition(const QString &game, const QString &variant,
                                                    int automaSeat, int automaLevel)
{
    auto def = test::definition(game.toStdString(), variant.toStdString());
    if (def && automaLevel > 0)
        return def->withRulesSeat(automaSeat, automaLevel);
    return def;
}

// A row of randomPlay_data(): the definition it plays, with how many players and where the
// Automa sits (seat -1 and level 0: no Automa).
struct PlayRow
{
    std::shared_ptr<const GameDefinition> definition;
    int players = 0;
    int automaSeat = -1;
    int automaLevel = 0;
};

PlayRow fetchPlayRow()
{
    QFETCH(QString, game);
    QFETCH(QString, variant);
    QFETCH(int, players);
    QFETCH(int, automaSeat);
    QFETCH(int, automaLevel);
    return {rowDefinition(game, variant, automaSeat, automaLevel), players, automaSeat,
            automaLevel};
}

// Where a game stands: its omniscient observation without the log of what the last action
// set off ("events"), which a playout may skip (GameState::playRandomly()).
Json positionOf(const GameState &state)
{
    Json json = state.observation(kOmniscient);
    if (json.find("events"))
        json["events"] = Json();
    return json;
}

// What loadPosition() restores of an omniscient observation: the position without the
// history behind it (the log, the Automa's reasoning about its last choice, and the
// statistics of the finished game).
Json loadableOf(Json json)
{
    if (json.find("events"))
        json["events"] = Json();
    if (json.get("automa").isObject())
        json["automa"]["reasoning"] = Json();
    if (json.get("outcome").isObject())
        json["outcome"]["figures"] = Json();
    return json;
}

// Whether `loaded`, a game loaded from the position before `played`'s last action, differs from
// `played` only as the garden's repetition rule allows: the observation keeps how often the
// position it shows has occurred, not which positions came before (GardenState::loadPosition),
// so a position first seen before the load counts fewer occurrences in the loaded game, which
// may then go on where the other was drawn. Everything else must still be equal.
bool countsFewerRepetitions(const Json &loaded, const Json &played)
{
    if (!played.find("history") ||
        loaded.get("repetition").asInt() >= played.get("repetition").asInt())
        return false;
    const std::set<std::string> allowed{"repetition", "phase", "current_player", "outcome"};
    for (const Json *one : {&loaded, &played}) {
        const Json &other = one == &loaded ? played : loaded;
        for (const auto &[key, value] : one->entries()) {
            if (!allowed.count(key) && !(other.get(key) == value))
                return false;
        }
    }
    return true;
}

// The fields (top level, and one level into lists and objects) where two positions differ.
std::string differences(const Json &a, const Json &b)
{
    std::string out;
    for (const auto &[key, value] : a.entries()) {
        const Json &other = b.get(key);
        if (value == other)
            continue;
        out += " " + key;
        if (value.isArray() && other.isArray() && value.size() == other.size()) {
            for (std::size_t i = 0; i < value.size(); ++i) {
                if (!(value.at(i) == other.at(i)))
                    out += "[" + std::to_string(i) + "]: " + value.at(i).dump() + " / " +
                           other.at(i).dump();
            }
        } else {
            out += ": " + value.dump() + " / " + other.dump();
        }
    }
    return out;
}

std::string playRandomGame(const GameDefinition &def, int players, std::uint64_t seed)
{
    TranscriptHeader header{def.info().id, def.info().variantId, "", seed, players, {}};
    header.agents.assign(static_cast<std::size_t>(players), "random");
    // The transcript names the Automa's seat, so that verifyTranscript rebuilds it.
    if (const RulesSeat automa = def.info().playedByRules; automa.used())
        header.agents[static_cast<std::size_t>(automa.seat)] =
            "automa:level=" + std::to_string(automa.level);
    auto state = def.newGame(players, seed);
    TranscriptRecorder recorder(header, *state);
    Rng rng(seed * 7919 + 1);
    std::vector<Action> legal;
    while (!state->isTerminal() && state->plyCount() < 20000) {
        const int seat = state->currentPlayer();
        state->legalActions(legal);
        const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        const std::string text = state->actionToString(a);
        state->apply(a);
        recorder.recordAction(seat, text, *state);
    }
    recorder.recordOutcome(*state);
    return recorder.text();
}

} // namespace

class TestConformance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyGameLoads()
    {
        QVERIFY(!test::catalog().games().empty());
        for (const auto &game : test::catalog().games()) {
            std::string errors;
            for (const auto &e : game.errors)
                errors += "\n" + e.format();
            QVERIFY2(game.definition, (game.id + errors).c_str());
            QCOMPARE(test::q(game.definition->info().id), test::q(game.id));
            for (const auto &variant : game.variants) {
                std::string verrors;
                for (const auto &e : variant.errors)
                    verrors += "\n" + e.format();
                QVERIFY2(variant.definition, (variant.file + verrors).c_str());
            }
        }
    }

    // The round trip of randomPlay under rules no shipped variant uses but a loader must
    // read (the state they leave that the observation only implies): Shikoku's last seat
    // that still needs its card during the draft (take_leftover), and its previous line
    // drafted away (others_source: current_line); Hyano's face-up cards of the prediction
    // when piles refresh during the round.
    void loadPositionUnderOtherRules_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("overrides");
        QTest::addColumn<int>("players");
        QTest::newRow("shikoku take_leftover") << "shikoku"
                                               << "rules: {on_empty_deck: take_leftover}" << 4;
        QTest::newRow("shikoku current_line")
            << "shikoku"
            << "rules: {refill: {others_source: current_line}}" << 5;
        QTest::newRow("shikoku both, leftover to the deck")
            << "shikoku"
            << "rules: {on_empty_deck: take_leftover, refill: {others_source: current_line, "
               "leftover: return_to_deck_bottom}}"
            << 3;
        // The garden's whole-stack orders in the last move's text (chooser), a figure that
        // keeps stepping (turn), a draft, a hidden set-up and a stuck side passing its turn.
        QTest::newRow("garden chooser, two steps, bulk passes")
            << "garden"
            << "rules: {move: {transfer_order: chooser, steps_per_turn: 2}, pass: {bulk: true}}"
            << 2;
        QTest::newRow("garden draft, simultaneous set-up, stack 3")
            << "garden"
            << "rules: {setup: {bead_pairs: draft, order: simultaneous}, stack: {max: 3}, end: "
               "{no_move: pass_turn}}"
            << 2;
        QTest::newRow("garden costs bead, jumps carry all, short games")
            << "garden"
            << "rules: {jump: {costs_bead: true}, move: {all_beads_on_jump: true}, end: "
               "{repetition: 2, max_plies: 40}}"
            << 2;
        QTest::newRow("hyano refresh during the round, passes")
            << "hyano"
            << "rules: {refresh_during_round: true, mandatory_play: false, "
               "end_after_full_rotation: true}"
            << 4;
    }
    void loadPositionUnderOtherRules()
    {
        QFETCH(QString, game);
        QFETCH(QString, overrides);
        QFETCH(int, players);
        const auto def = test::definitionWith(game.toStdString(), overrides.toStdString());
        QVERIFY(def);
        int loadedPositions = 0;
        std::vector<Action> legal, loadedLegal;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto state = def->newGame(players, seed);
            auto loaded = def->newGame(players, seed + 99);
            Rng rng(seed);
            while (!state->isTerminal()) {
                const std::string where =
                    "seed " + std::to_string(seed) + " ply " + std::to_string(state->plyCount());
                std::string error;
                QVERIFY2(loaded->loadPosition(state->observation(kOmniscient), &error),
                         (where + ": " + error).c_str());
                ++loadedPositions;
                const Json there = loadableOf(loaded->observation(kOmniscient));
                QVERIFY2(there == loadableOf(state->observation(kOmniscient)),
                         (where + ": another position:" +
                          differences(there, loadableOf(state->observation(kOmniscient))))
                             .c_str());
                state->legalActions(legal);
                loaded->legalActions(loadedLegal);
                QVERIFY2(legal == loadedLegal, (where + ": other choices").c_str());
                const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
                state->apply(a);
                loaded->apply(a);
                const Json after = loadableOf(loaded->observation(kOmniscient));
                if (countsFewerRepetitions(after, loadableOf(state->observation(kOmniscient))))
                    continue;
                QVERIFY2(after == loadableOf(state->observation(kOmniscient)),
                         (where + ": played on differently:" +
                          differences(after, loadableOf(state->observation(kOmniscient))))
                             .c_str());
            }
        }
        QVERIFY(loadedPositions > 200);
    }

    void randomPlay_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("automaSeat");
        QTest::addColumn<int>("automaLevel");
        for (const auto &p : test::allPlayables()) {
            if (!p.definition)
                continue;
            const std::string prefix = p.game + "/" + (p.variant.empty() ? "base" : p.variant);
            for (int n = p.definition->info().minPlayers; n <= p.definition->info().maxPlayers;
                 ++n) {
                const std::string name = prefix + "/" + std::to_string(n) + "p";
                QTest::newRow(name.c_str())
                    << test::q(p.game) << test::q(p.variant) << n << -1 << 0;
            }
            const int players = p.definition->info().maxPlayers;
            for (int level = 1; level <= p.definition->rulesSeatLevels(); ++level) {
                for (int seat : {1, 0}) {
                    if (seat == 0 && level != p.definition->rulesSeatDefaultLevel())
                        continue;
                    const std::string name =
                        prefix + "/automa" + std::to_string(level) + "-seat" + std::to_string(seat);
                    QTest::newRow(name.c_str())
                        << test::q(p.game) << test::q(p.variant) << players << seat << level;
                }
            }
        }
    }

    void randomPlay()
    {
        const PlayRow row = fetchPlayRow();
        const auto &def = row.definition;
        const int players = row.players;
        QVERIFY(def);
        const int games = gamesPerRow();
        std::vector<Action> legal;
        std::vector<Action> resampledLegal;
        int positionsLoaded = 0;
        for (int g = 0; g < games; ++g) {
            const std::uint64_t seed = 1000 + static_cast<std::uint64_t>(g) * 17;
            auto state = def->newGame(players, seed);
            auto shadow = state->clone();
            Rng rng(seed ^ 0x5eed);
            Rng sampler(seed ^ 0xd00d);
            std::uint64_t reveals = state->revealCount();
            auto loaded = def->newGame(players, seed + 99);
            bool tryLoading = true;
            int checkedSeat = 0;
            while (!state->isTerminal()) {
                const std::string where =
                    "seed " + std::to_string(seed) + " ply " + std::to_string(state->plyCount());
                const std::string broken = state->checkInvariants();
                QVERIFY2(broken.empty(), (where + ": " + broken).c_str());
                const int seat = state->currentPlayer();
                QVERIFY2(seat >= 0 && seat < players, where.c_str());
                QVERIFY2(seat != row.automaSeat || row.automaLevel == 0,
                         (where + ": the Automa's seat is asked to decide").c_str());
                // Every observation holds only documented fields of documented types.
                for (int viewer = kPublicView; viewer < players; ++viewer) {
                    const std::string drift = checkObservation(*state, viewer);
                    QVERIFY2(drift.empty(),
                             (where + ", viewer " + std::to_string(viewer) + ": " + drift).c_str());
                }
                state->legalActions(legal);
                QVERIFY2(!legal.empty(), (where + ": no legal action").c_str());

                // Every action has a unique text that matches back to it, and a structured
                // description that names its kind (the text's first word).
                // Unique texts make the match exact; the match itself is checked on one.
                std::set<std::string> texts;
                for (const Action &a : legal) {
                    const std::string text = state->actionToString(a);
                    const Json description = state->describeAction(a);
                    QVERIFY2(description.isObject() &&
                                 text.rfind(description.get("kind").asString(), 0) == 0,
                             (where + ": description of '" + text + "'").c_str());
                    QVERIFY2(texts.insert(text).second, (where + ": duplicate " + text).c_str());
                }
                const Action sample = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
                const auto matched = state->actionFromString(state->actionToString(sample));
                QVERIFY2(matched && *matched == sample, (where + ": text match").c_str());

                // A determinization keeps what its seat sees, is itself consistent, and
                // offers the mover the same choices.
                for (int s : {seat, checkedSeat}) {
                    auto resampled = state->resampleHidden(s, sampler);
                    QVERIFY2(resampled->observation(s) == state->observation(s),
                             (where + ": resampleHidden changed seat " + std::to_string(s) +
                              "'s observation")
                                 .c_str());
                    QVERIFY2(resampled->checkInvariants().empty(),
                             (where + ": resampled state broken: " + resampled->checkInvariants())
                                 .c_str());
                    // Two states `s` cannot tell apart resample identically: a
                    // determinization reads the seat's information and nothing else.
                    Rng a(seed + 11);
                    Rng b(seed + 11);
                    QVERIFY2(state->resampleHidden(s, a)->observation(kOmniscient) ==
                                 resampled->resampleHidden(s, b)->observation(kOmniscient),
                             (where + ": resampleHidden depends on hidden information (seat " +
                              std::to_string(s) +
                              "); e.g. sort the unknown cards before shuffling them")
                                 .c_str());
                    if (s == seat) {
                        resampled->legalActions(resampledLegal);
                        QVERIFY2(resampledLegal == legal,
                                 (where + ": legal actions depend on hidden information").c_str());
                    }
                }
                checkedSeat = (checkedSeat + 1) % players;

                const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];

                // The position loads back from its omniscient observation into another game
                // (loadPosition, docs/scenarios.md): the same position, the same choices, and
                // after the same action the same position again. (Messages are built only on
                // failure: this runs at every position.)
                bool loadedHere = false;
                if (tryLoading) {
                    const Json full = state->observation(kOmniscient);
                    std::string error;
                    if (loaded->loadPosition(full, &error)) {
                        loadedHere = true;
                        ++positionsLoaded;
                        const Json there = loadableOf(loaded->observation(kOmniscient));
                        const Json here = loadableOf(full);
                        if (!(there == here))
                            QFAIL((where + ": loadPosition gave another position:" +
                                   differences(there, here))
                                      .c_str());
                        loaded->legalActions(resampledLegal);
                        if (resampledLegal != legal)
                            QFAIL((where + ": a loaded position offers other choices").c_str());
                        loaded->apply(a);
                    } else if (error == "positions cannot be loaded for this game") {
                        tryLoading = false; // a game without a loader yet
                    } else if (def->info().rulesEngine != "tokaido_duo" ||
                               error.find("cannot be loaded while the artist") ==
                                   std::string::npos) {
                        // Every position loads, but Tokaido Duo's decision that depends on
                        // the artist's path, which the position does not hold.
                        QFAIL((where + ": loadPosition: " + error).c_str());
                    }
                }
                state->apply(a);
                shadow->apply(a);
                if (loadedHere) {
                    const Json there = loadableOf(loaded->observation(kOmniscient));
                    const Json here = loadableOf(state->observation(kOmniscient));
                    if (!(there == here) && !countsFewerRepetitions(there, here))
                        QFAIL((where + ": a loaded position played on differently:" +
                               differences(there, here))
                                  .c_str());
                }
                QVERIFY2(state->plyCount() < 20000, (where + ": the game does not end").c_str());
                QVERIFY2(state->revealCount() >= reveals, where.c_str());
                reveals = state->revealCount();
                if (state->plyCount() % 7 == 0) {
                    QVERIFY2(shadow->observation(kOmniscient) == state->observation(kOmniscient),
                             (where + ": a clone diverged").c_str());
                    shadow = state->clone();
                }
            }
            QVERIFY2(state->checkInvariants().empty(), state->checkInvariants().c_str());
            QCOMPARE(state->currentPlayer(), kTerminalPlayer);
            for (int viewer = kPublicView; viewer < players; ++viewer)
                QVERIFY2(checkObservation(*state, viewer).empty(),
                         checkObservation(*state, viewer).c_str());
            state->legalActions(legal);
            QVERIFY(legal.empty());
            const Outcome outcome = state->outcome();
            QCOMPARE(static_cast<int>(outcome.ranks.size()), players);
            QCOMPARE(static_cast<int>(outcome.scores.size()), players);
            QVERIFY(!outcome.reason.empty());
            QVERIFY(outcome.draw || !outcome.winners.empty());
            for (int w : outcome.winners) {
                QVERIFY(w >= 0 && w < players);
                QCOMPARE(outcome.ranks[static_cast<std::size_t>(w)], 1);
            }
        }
        // The games that load positions load (nearly) all of them.
        const std::string engine = def->info().rulesEngine;
        if (engine == "tokaido_duo")
            QVERIFY(positionsLoaded > games * 50);
        if (engine == "shikoku" || engine == "hyano" || engine == "garden")
            QVERIFY(positionsLoaded > games * 10);
    }

    // A game's playRandomly() — what rollouts and the benchmark run — plays the games of the
    // loop it stands for (list the legal actions, apply the one a uniform draw picks), from
    // the start and from midgame, to the end and stopped after a few plies: an override may
    // take shortcuts and skip the log of what each action set off, never play other games.
    void playRandomlyIsTheListedLoop_data() { randomPlay_data(); }
    void playRandomlyIsTheListedLoop()
    {
        const PlayRow row = fetchPlayRow();
        const auto &def = row.definition;
        const int players = row.players;
        QVERIFY(def);
        std::vector<Action> legal;
        std::vector<Action> scratch;
        for (int g = 0; g < gamesPerRow(); ++g) {
            const std::uint64_t seed = 5000 + static_cast<std::uint64_t>(g) * 31;
            auto state = def->newGame(players, seed);
            Rng walk(seed);
            for (int ply = 0; ply < g % 3 * 9 && !state->isTerminal(); ++ply) {
                state->legalActions(legal);
                state->apply(legal[walk.below(static_cast<std::uint32_t>(legal.size()))]);
            }
            for (int maxPlies : {5, 100000}) {
                const std::string where = "seed " + std::to_string(seed) + ", ply " +
                                          std::to_string(state->plyCount()) + ", at most " +
                                          std::to_string(maxPlies);
                auto fast = state->clone();
                auto listed = state->clone();
                Rng fastRng(seed + static_cast<std::uint64_t>(maxPlies));
                Rng listedRng = fastRng;
                const int fastPlies = fast->playRandomly(fastRng, scratch, maxPlies);
                int listedPlies = 0;
                while (!listed->isTerminal() && listedPlies < maxPlies) {
                    listed->legalActions(legal);
                    listed->apply(legal[listedRng.below(static_cast<std::uint32_t>(legal.size()))]);
                    ++listedPlies;
                }
                QVERIFY2(fastPlies == listedPlies, (where + ": a different length").c_str());
                QVERIFY2(fastRng == listedRng, (where + ": different draws").c_str());
                QVERIFY2(positionOf(*fast) == positionOf(*listed),
                         (where + ": a different game").c_str());
                // A skipped log is empty, not stale, and the next action is logged again.
                const Json after = fast->observation(kOmniscient);
                if (const Json *events = after.find("events"); events && fastPlies > 0)
                    QVERIFY2(events->size() == 0, (where + ": a stale log").c_str());
                if (!fast->isTerminal()) {
                    fast->legalActions(legal);
                    const Action next = legal.front();
                    fast->apply(next);
                    listed->apply(next);
                    QVERIFY2(fast->observation(kOmniscient) == listed->observation(kOmniscient),
                             (where + ": the log after a playout").c_str());
                }
            }
        }
    }

    void transcriptsReplayAndRepeat_data() { randomPlay_data(); }
    void transcriptsReplayAndRepeat()
    {
        const PlayRow row = fetchPlayRow();
        const auto &def = row.definition;
        const int players = row.players;
        QVERIFY(def);
        for (std::uint64_t seed : {3u, 44u}) {
            const std::string first = playRandomGame(*def, players, seed);
            const std::string second = playRandomGame(*def, players, seed);
            QVERIFY2(first == second, "same seed, different transcript");
            std::string error;
            auto transcript = parseTranscript(first, &error);
            QVERIFY2(transcript, error.c_str());
            QVERIFY(transcript->outcome.has_value());
            const std::string mismatch = verifyTranscript(*def, *transcript);
            QVERIFY2(mismatch.empty(), mismatch.c_str());
        }
    }

    // core/games/<rules engine>/tests/playthrough.jsonl: a seeded random game recorded once. A
    // rules change that alters it must be deliberate: regenerate with KOTATSU_UPDATE_GOLDEN=1
    // (every game) or KOTATSU_UPDATE_GOLDEN=<game id>.
    void goldenPlaythroughs_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<bool>("solo");
        for (const auto &game : test::catalog().games()) {
            QTest::newRow(game.id.c_str()) << test::q(game.id) << false;
            if (game.definition && game.definition->rulesSeatLevels() > 0)
                QTest::newRow((game.id + "/automa").c_str()) << test::q(game.id) << true;
        }
    }
    void goldenPlaythroughs()
    {
        QFETCH(QString, gameId);
        QFETCH(bool, solo);
        const GameEntry &game = *test::catalog().find(gameId.toStdString());
        QVERIFY(game.definition);
        const auto &info = game.definition->info();
        const int players = std::clamp(4, info.minPlayers, info.maxPlayers);
        // Solo: the Automa at its default level in the last seat.
        const auto def = solo ? game.definition->withRulesSeat(
                                    players - 1, game.definition->rulesSeatDefaultLevel())
                              : game.definition;
        QVERIFY(def);
        const std::string text = playRandomGame(*def, players, 2024);
        // In the tree that holds the game's folders: the source tree, or a second tree of game
        // folders (tests/fifth_game), the folder above data/games/<id>.
        const std::filesystem::path tree =
            std::filesystem::canonical(std::filesystem::path(test::dataDir()) / "games" / game.id)
                .parent_path()
                .parent_path()
                .parent_path();
        const std::string path = tree.string() + "/core/games/" + info.rulesEngine + "/tests/" +
                                 (solo ? "playthrough-automa.jsonl" : "playthrough.jsonl");
        const QString update = qEnvironmentVariable("KOTATSU_UPDATE_GOLDEN");
        if (update == QLatin1String("1") || update == gameId) {
            std::string error;
            QVERIFY2(writeFileAtomically(path, text, &error), error.c_str());
            return;
        }
        std::string golden;
        QVERIFY2(readFile(path, 64 * 1024 * 1024, golden) == ReadStatus::Ok,
                 ("missing " + path + " (run with KOTATSU_UPDATE_GOLDEN=1)").c_str());
        QVERIFY2(golden == text, ("the playthrough of " + game.id +
                                  " changed; if the rules change is intended, regenerate "
                                  "with KOTATSU_UPDATE_GOLDEN=1")
                                     .c_str());
    }

    // heuristicValues() is heuristicValue() of every seat, whichever way a game computes it.
    void heuristicValuesMatchEachSeat()
    {
        for (const auto &game : test::catalog().games()) {
            QVERIFY(game.definition);
            const auto &info = game.definition->info();
            for (int players : {info.minPlayers, info.maxPlayers}) {
                auto state = game.definition->newGame(players, 99);
                Rng rng(3);
                std::vector<Action> legal;
                std::vector<double> values;
                for (int ply = 0; ply < 400; ++ply) {
                    state->heuristicValues(values);
                    QCOMPARE(int(values.size()), players);
                    for (int seat = 0; seat < players; ++seat)
                        QCOMPARE(values[std::size_t(seat)], state->heuristicValue(seat));
                    if (state->isTerminal())
                        break;
                    state->legalActions(legal);
                    state->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
                }
            }
        }
    }

    // A transcript written before a statistics figure existed still verifies (its figures are
    // a subset of today's), but every figure it records must agree.
    void olderTranscriptsWithFewerFiguresVerify()
    {
        const auto def = test::definition("shikoku");
        const std::string text = playRandomGame(*def, 4, 2024);
        const std::regex frozen("\"frozen_pilgrims\":[0-9.]+,\"frozen_sandals\":[0-9.]+,");
        const std::string older = std::regex_replace(text, frozen, "");
        QVERIFY(older != text);
        std::string error;
        auto transcript = parseTranscript(older, &error);
        QVERIFY2(transcript, error.c_str());
        QCOMPARE(verifyTranscript(*def, *transcript), std::string());
        const std::string wrong = std::regex_replace(
            text, std::regex("\"reshuffles\":0\\.0,\"frozen"), "\"reshuffles\":1.0,\"frozen");
        QVERIFY(wrong != text);
        transcript = parseTranscript(wrong, &error);
        QVERIFY2(transcript, error.c_str());
        QVERIFY(!verifyTranscript(*def, *transcript).empty());
    }
};

QTEST_GUILESS_MAIN(TestConformance)
#include "tst_conformance.moc"
