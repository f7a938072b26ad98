// SPDX-License-Identifier: GPL-3.0-or-later
// The Automa of solo Tokaido Duo, from data/games/tokaido_duo/spec.md §14 (its provisional design
// §14.2) and §17's readings of it. The tests give the Automa the spec's own values (the
// shipped levels are tuned by simulation and may change): rank tracks 9 / 6 / 10 as in
// §14.2, gains on temples and gardens, an artist threshold the test chooses. The Automa is
// seat 1; the person is seat 0. Its rules scenarios are data
// (data/games/tokaido_duo/scenarios/automa.yaml); these are the checks that are not.
#include "ai/agent_factory.h"
#include "sim/scenarios.h"
#include "sim/transcript.h"
#include "tokaido_duo_test_data.h"

using namespace kotatsu;
using namespace kotatsu::tokaido_duo;
using namespace kotatsu::tokaido_duo::test_data;

namespace {

constexpr int kAutomaSeat = 1;
constexpr int kPerson = 0;

// §14.2 as data, with the artist's threshold and the level's start ranks given by the test.
std::string specAutoma(int artistMeeples, const std::string &start = "{}")
{
    return "automa:\n"
           "  default_level: 1\n"
           "  gains: {pilgrim_tracks: [temple, garden], merchant: load_and_deliver, "
           "artist_meeples: " +
           std::to_string(artistMeeples) +
           "}\n"
           "  space_effects: [take_hot_spring, take_wave_tile]\n"
           "  die_priorities: [gain, lowest_rank, order]\n"
           "  destination_priorities: [gain, deny, lowest_id]\n"
           "  character_order: [pilgrim, merchant, artist]\n"
           "  wave_order: [pilgrim, merchant, artist]\n"
           "  full_tracks_end: true\n"
           "  levels:\n"
           "    - id: spec\n"
           "      name: {en: Spec, es: Spec, fr: Spec, ja: Spec, hu: Spec}\n"
           "      description: {en: S, es: S, fr: S, ja: S, hu: S}\n"
           "      tracks:\n"
           "        pilgrim: [2, 4, 6, 9, 12, 15, 19, 23, 28]\n"
           "        merchant: [3, 7, 12, 18, 25, 33]\n"
           "        artist: [1, 2, 4, 6, 9, 12, 16, 20, 25, 30]\n"
           "      start: " +
           start + "\n";
}

// A solo game (seed 1, seat 0 picking first, every wave tile on its first side) put in the
// position `position` describes, as a scenario's `position:` (sim/scenarios.h).
std::unique_ptr<TokaidoDuoState> solo(const std::string &position = {}, int artistMeeples = 6,
                                      const std::string &startRanks = "{}")
{
    auto def = rulesWith({}, specAutoma(artistMeeples, startRanks));
    if (!def)
        return nullptr;
    auto s = start(def->withRulesSeat(kAutomaSeat, 1));
    std::string error;
    if (!position.empty() && !loadPositionText(*s, position, &error))
        QTest::qFail(error.c_str(), __FILE__, __LINE__);
    return s;
}

// The Automa's die choices since the last action (their reasoning), first first.
std::vector<Json> picks(const TokaidoDuoState &s)
{
    std::vector<Json> out;
    for (const Json &e : eventsOf(s, "automa_pick"))
        out.push_back(e.get("reasoning"));
    return out;
}

std::string word(const Json &j, const char *key)
{
    return j.get(key).asString();
}

} // namespace

class TestTokaidoDuoAutoma : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // §14.1: a seat of its own — never the current player, its tracks instead of boards.
    void seatOfItsOwn()
    {
        const auto shipped = test::catalog().find("tokaido_duo")->definition;
        QCOMPARE(shipped->rulesSeatLevels(), 3);
        QVERIFY(!shipped->withRulesSeat(1, 0));
        QVERIFY(!shipped->withRulesSeat(1, 4));
        QVERIFY(!shipped->withRulesSeat(2, 1));
        for (int level = 1; level <= 3; ++level) {
            for (int seat : {0, 1}) {
                auto def = shipped->withRulesSeat(seat, level);
                QVERIFY(def);
                QCOMPARE(def->info().playedByRules.seat, seat);
                QCOMPARE(def->info().playedByRules.level, level);
                auto state = def->newGame(2, 7);
                for (int ply = 0; ply < 40 && !state->isTerminal(); ++ply) {
                    QVERIFY(state->currentPlayer() != seat);
                    state->apply(state->legalActions().front());
                }
                const Json obs = state->observation(1 - seat);
                QCOMPARE(static_cast<int>(obs.get("automa").get("seat").asInt()), seat);
                QVERIFY(obs.get("players")
                            .elements()[static_cast<std::size_t>(seat)]
                            .get("automa")
                            .asBool());
            }
        }
        // Each level's name and description exist in every language.
        const Json described = shipped->describe();
        for (const Json &level : described.get("automa").get("levels").elements()) {
            for (const char *lang : {"en", "es", "fr", "ja", "hu"}) {
                QVERIFY(!level.get("name").get(lang).asString().empty());
                QVERIFY(!level.get("description").get(lang).asString().empty());
            }
        }
    }

    // The last die of a round is taken without a choice ("only").
    void lastDieIsTheOnlyOne()
    {
        auto s = solo("first_player: 1\ncurrent_player: 1\n"
                      "dice: [{value: 2}, {value: 1}, {value: 1}]\n"
                      "players: [{pilgrim: 10, merchant: M4, artist: R4},\n"
                      "  {pilgrim: 0, merchant: M2, artist: R8}]");
        QCOMPARE(s->currentPlayer(), kPerson);
        QCOMPARE(s->step(), 1);
        // The person takes one die and resolves it; the Automa takes the last.
        while (s->currentPlayer() == kPerson && s->step() == 1)
            s->apply(s->legalActions().front());
        const auto p = picks(*s);
        QVERIFY(!p.empty());
        QCOMPARE(word(p[0], "rule"), std::string("only"));
        QCOMPARE(static_cast<int>(p[0].get("step").asInt()), 2);
    }

    // The pilgrim denial needs the pilgrim die to stay in the draft: the Automa taking its
    // last die after the person picked the pilgrim denies nothing (§17).
    void noPilgrimDenialOnceThePilgrimDieIsGone()
    {
        // The person's pilgrim goes 2 -> 5; a second 3 would reach 8, C2's space, where the
        // Automa's merchant could go: but no pilgrim die is left to deny.
        auto s = solo("dice: [{value: 3}, {value: 1}, {value: 1}]\n" // the person picks first
                      "players: [{pilgrim: 2, merchant: M4, artist: R4},\n"
                      "  {pilgrim: 0, merchant: M2, artist: R8}]\n"
                      "automa: {ranks: {pilgrim: 0, merchant: 0, artist: 0}}");
        s->apply(*s->actionFromString("pick pilgrim"));
        while (s->currentPlayer() == kPerson && s->step() == 0)
            s->apply(s->legalActions().front());
        int weighed = 0;
        for (const Json &r : picks(*s)) {
            if (r.get("round").asInt() != 1)
                continue; // a new round rolls a new pilgrim die
            QCOMPARE(static_cast<int>(r.get("step").asInt()), 1);
            for (const Json &o : r.get("options").elements()) {
                QVERIFY(!o.get("deny_pilgrim").asBool());
                ++weighed;
            }
        }
        QCOMPARE(weighed, 2); // the merchant and artist dice
    }

    // §13: its score is the sum of its ranks' values; it has no money, so ties go to the
    // person.
    void scoreAndTies()
    {
        // 4 + 3 + 0 for the Automa, 7 × 1 for the person.
        auto s = solo("players: [{temples: 7, gardens: 1}]\n"
                      "automa: {ranks: {pilgrim: 2, merchant: 1, artist: 0}}");
        QCOMPARE(s->score(kAutomaSeat, -1), 7);
        QCOMPARE(s->score(kPerson, -1), 7);
        Outcome tie = s->outcome();
        QVERIFY(!tie.draw);
        QCOMPARE(tie.winners, std::vector<int>{kPerson});
        auto t = solo("players: [{temples: 7, gardens: 0}]\n"
                      "automa: {ranks: {pilgrim: 2, merchant: 1, artist: 0}}");
        QCOMPARE(t->outcome().winners, std::vector<int>{kAutomaSeat});
    }

    // Awaji Island (issue 30): a shrine gate moves a person's temple track, so the Automa's
    // pilgrim climbs there as on a temple, at every level (the gentle one climbs on the temple
    // track's spaces only, so on shrine gates but not on gardens).
    void awajiShrineGateIsATemple()
    {
        const auto awaji = test::definition("tokaido_duo", "awaji_island");
        QVERIFY(awaji);
        for (int level = 1; level <= awaji->rulesSeatLevels(); ++level) {
            for (const auto &[from, type] :
                 std::vector<std::pair<int, std::string>>{{3, "shrine_gate"}, {2, "garden"}}) {
                auto s = start(awaji->withRulesSeat(kAutomaSeat, level));
                std::string error;
                QVERIFY2(loadPositionText(*s,
                                          "first_player: 1\ncurrent_player: 1\n"
                                          "dice: [{value: 1}, {value: 1}, {value: 1}]\n"
                                          "players: [{pilgrim: 20, merchant: M2, artist: R3},\n"
                                          "  {pilgrim: " +
                                              std::to_string(from) + ", merchant: M3, artist: R5}]",
                                          &error),
                         error.c_str());
                const Params &p = paramsOf(*s);
                QCOMPARE(p.spaceTypes[static_cast<std::size_t>(p.ring[from + 1].type)].id, type);
                const bool climbs = type == "shrine_gate" || level > 1;
                const std::string where = "level " + std::to_string(level) + ", " + type;
                // The pilgrim's die, as the Automa weighed it: a gain or not.
                const auto p0 = picks(*s);
                QVERIFY2(!p0.empty(), where.c_str());
                bool weighed = false;
                for (const Json &o : p0[0].get("options").elements()) {
                    if (word(o, "character") == "pilgrim") {
                        weighed = true;
                        QVERIFY2(o.get("gain").asBool() == climbs, where.c_str());
                    }
                }
                QVERIFY2(weighed, where.c_str());
                if (climbs) {
                    // The gain decides the die: the pilgrim goes there and climbs.
                    const PlayerState &a = s->player(kAutomaSeat);
                    QVERIFY2(static_cast<int>(a.pilgrim) == from + 1, where.c_str());
                    QVERIFY2(static_cast<int>(a.ranks[kPilgrim]) == 1, where.c_str());
                    const auto ranks = eventsOf(*s, "automa_rank");
                    QVERIFY2(!ranks.empty(), where.c_str());
                    QCOMPARE(word(ranks[0], "space"), type);
                }
            }
        }
    }

    // Bad Automa data names its place and key.
    void badData()
    {
        const std::string from = "pilgrim_tracks: [temple, garden]";
        const std::string named = from + "\n    pilgrim_spaces: [temple, gardn]";
        QVERIFY(errorsAfterEdit("automa.yaml", from, named).find("automa.yaml:") !=
                std::string::npos);
        QVERIFY(errorsAfterEdit("automa.yaml", from, named)
                    .find("automa.gains.pilgrim_spaces[1]: unknown space type 'gardn'") !=
                std::string::npos);
        QVERIFY(errorsAfterEdit("automa.yaml", from, "pilgrim_tracks: [temple, gardn]")
                    .find("automa.gains.pilgrim_tracks[1]: 'gardn' is not one of") !=
                std::string::npos);
        QVERIFY(errorsAfterEdit("automa.yaml", "die_priorities: [gain, lowest_rank, order]",
                                "die_priorities: [gain, highest_rank]")
                    .find("automa.die_priorities[1]") != std::string::npos);
        QVERIFY(errorsAfterEdit("automa.yaml", "character_order: [pilgrim, merchant, artist]",
                                "character_order: [pilgrim, merchant]")
                    .find("automa.character_order: name each of pilgrim, merchant and artist "
                          "once") != std::string::npos);
        QVERIFY(errorsAfterEdit("automa.yaml", "default_level: 2", "default_level: 5")
                    .find("automa.default_level: there are only 3 levels") != std::string::npos);
    }

    // Whole solo games at every shipped level, against each kind of agent: the invariants
    // hold, clones and replays agree, transcripts verify.
    void fullSoloGames()
    {
        const auto shipped = test::catalog().find("tokaido_duo")->definition;
        for (int level = 1; level <= shipped->rulesSeatLevels(); ++level) {
            for (const char *agent : {"random", "heuristic"}) {
                const std::vector<std::string> specs{agent,
                                                     "automa:level=" + std::to_string(level)};
                std::string error;
                auto def = definitionForSeats(shipped, specs, &error);
                QVERIFY2(def, error.c_str());
                auto agents = makeSeatAgents(specs);
                QVERIFY(agents[0] && !agents[1]);
                for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                    TranscriptHeader header{"tokaido_duo", "", "", seed, 2, specs};
                    auto state = def->newGame(2, seed);
                    TranscriptRecorder recorder(header, *state);
                    Rng rng(seed);
                    while (!state->isTerminal()) {
                        QVERIFY2(state->checkInvariants().empty(),
                                 state->checkInvariants().c_str());
                        QCOMPARE(state->currentPlayer(), 0);
                        PlayerView view(*state);
                        const Action a = agents[0]->chooseAction(view, rng);
                        const std::string text = state->actionToString(a);
                        auto copy = state->clone();
                        state->apply(a);
                        copy->apply(a);
                        QVERIFY(copy->observation(kOmniscient) == state->observation(kOmniscient));
                        recorder.recordAction(0, text, *state);
                    }
                    recorder.recordOutcome(*state);
                    const Outcome o = state->outcome();
                    QVERIFY(!o.draw); // ties go to the person
                    auto transcript = parseTranscript(recorder.text(), &error);
                    QVERIFY2(transcript, error.c_str());
                    const std::string mismatch = verifyTranscript(*shipped, *transcript);
                    QVERIFY2(mismatch.empty(), mismatch.c_str());
                }
            }
        }
    }

    // The agent specs: "automa" takes the game's default level; bad ones are refused.
    void seatSpecs()
    {
        const auto shipped = test::catalog().find("tokaido_duo")->definition;
        std::string error;
        auto def = definitionForSeats(shipped, {"automa", "random"}, &error);
        QVERIFY(def);
        QCOMPARE(def->info().playedByRules.seat, 0);
        QCOMPARE(def->info().playedByRules.level, shipped->rulesSeatDefaultLevel());
        QVERIFY(!definitionForSeats(shipped, {"automa", "automa:level=1"}, &error));
        QVERIFY(!definitionForSeats(shipped, {"random", "automa:level=9"}, &error));
        QCOMPARE(error, std::string("Automa has levels 1 to 3"));
        QVERIFY(!definitionForSeats(shipped, {"random", "automa:lvl=1"}, &error));
        const auto garden = test::catalog().find("garden")->definition;
        QVERIFY(!definitionForSeats(garden, {"random", "automa"}, &error));
        QCOMPARE(error, std::string("Kokeshi & Samurai has no opponent of its own"));
    }
};

QTEST_GUILESS_MAIN(TestTokaidoDuoAutoma)
#include "tst_tokaido_duo_automa.moc"
