// SPDX-License-Identifier: GPL-3.0-or-later
// The Automa of solo Tokaido Duo, from data/games/tokaido_duo/spec.md §14 (its provisional design
// §14.2) and §17's readings of it. The tests give the Automa the spec's own values (the
// shipped levels are tuned by simulation and may change): rank tracks 9 / 6 / 10 as in
// §14.2, gains on temples and gardens, an artist threshold the test chooses. The Automa is
// seat 1; the person is seat 0. Positions: see tokaido_duo_positions.h.
#include "ai/agent_factory.h"
#include "sim/transcript.h"
#include "tokaido_duo_positions.h"

using namespace kotatsu;
using namespace kotatsu::tokaido_duo;
using namespace kotatsu::tokaido_duo::test_positions;

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

// A solo game on the quiet board: tiles and the hot spring on the board, nobody holding wares.
std::unique_ptr<TokaidoDuoState> solo(int artistMeeples = 6, const std::string &startRanks = "{}")
{
    auto def = rulesWith({}, specAutoma(artistMeeples, startRanks));
    if (!def)
        return nullptr;
    auto s = start(def->withAutoma(kAutomaSeat, 1));
    clearBoard(*s);
    return s;
}

void setRanks(TokaidoDuoState &s, int pilgrim, int merchant, int artist, bool loaded = false)
{
    PlayerState &a = s.mutablePlayer(kAutomaSeat);
    a.ranks = {static_cast<std::uint8_t>(pilgrim), static_cast<std::uint8_t>(merchant),
               static_cast<std::uint8_t>(artist)};
    a.loaded = loaded;
}

// The Automa's die choices since the last action (their reasoning), first first.
std::vector<Json> picks(const TokaidoDuoState &s)
{
    std::vector<Json> out;
    for (const Json &e : eventsOf(s, "automa_pick"))
        out.push_back(e.get("reasoning"));
    return out;
}

Json chosen(const Json &reasoning)
{
    return reasoning.get("options").elements().front();
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
        QCOMPARE(shipped->automaLevels(), 3);
        QVERIFY(!shipped->withAutoma(1, 0));
        QVERIFY(!shipped->withAutoma(1, 4));
        QVERIFY(!shipped->withAutoma(2, 1));
        for (int level = 1; level <= 3; ++level) {
            for (int seat : {0, 1}) {
                auto def = shipped->withAutoma(seat, level);
                QVERIFY(def);
                QCOMPARE(def->info().automa.seat, seat);
                QCOMPARE(def->info().automa.level, level);
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

    // §14.2 gains (pilgrim) and die priority 1: the die whose destination moves a rank.
    void gainDecidesTheDie()
    {
        auto s = solo();
        place(*s, kPerson, 10, "M4", "R4");
        place(*s, kAutomaSeat, 0, "M2", "R8");
        roll(*s, 1, 2, 1, kAutomaSeat); // its pilgrim reaches ring 1, a temple
        const auto p = picks(*s);
        QCOMPARE(static_cast<int>(p.size()), 1);
        QCOMPARE(word(chosen(p[0]), "character"), std::string("pilgrim"));
        QCOMPARE(word(p[0], "rule"), std::string("gain"));
        QVERIFY(chosen(p[0]).get("gain").asBool());
        QCOMPARE(static_cast<int>(p[0].get("options").elements().size()), 3);
        const PlayerState &a = s->player(kAutomaSeat);
        QCOMPARE(static_cast<int>(a.pilgrim), 1);
        QCOMPARE(static_cast<int>(a.ranks[kPilgrim]), 1);
        QCOMPARE(static_cast<int>(a.temples), 0); // ranks, not the temple track (§14.1)
        const auto ranks = eventsOf(*s, "automa_rank");
        QCOMPARE(static_cast<int>(ranks.size()), 1);
        QCOMPARE(word(ranks[0], "why"), std::string("space"));
        QCOMPARE(word(ranks[0], "space"), std::string("temple"));
        QCOMPARE(s->currentPlayer(), kPerson);
        QCOMPARE(s->score(kAutomaSeat, kPilgrim), 2);
    }

    // Die priority 2: equal gains, the character whose track has the fewest steps (§17).
    void lowestRankBreaksAGainTie()
    {
        auto s = solo();
        place(*s, kPerson, 10, "M4", "R4");
        place(*s, kAutomaSeat, 0, "M1", "R8");
        setRanks(*s, 2, 0, 3, true); // loaded: a coastal town is a gain for its merchant
        roll(*s, 1, 1, 1, kAutomaSeat);
        const auto p = picks(*s);
        QCOMPARE(word(chosen(p[0]), "character"), std::string("merchant"));
        QCOMPARE(word(p[0], "rule"), std::string("lowest_rank"));
        // Its destinations C1 and C8 both gain; neither denies; the listing picks C1.
        QCOMPARE(word(chosen(p[0]), "to"), std::string("C1"));
        QCOMPARE(word(chosen(p[0]), "destination_rule"), std::string("lowest_id"));
        QCOMPARE(static_cast<int>(s->player(kAutomaSeat).ranks[kMerchant]), 1);
        QVERIFY(!s->player(kAutomaSeat).loaded);
        QCOMPARE(static_cast<int>(s->player(kAutomaSeat).coins), 0);
        QCOMPARE(word(eventsOf(*s, "automa_rank")[0], "why"), std::string("delivery"));
    }

    // Die priority 3: equal gains and ranks, pilgrim > merchant > artist.
    void orderBreaksTheRest()
    {
        auto s = solo();
        place(*s, kPerson, 10, "M4", "R4");
        place(*s, kAutomaSeat, 0, "M1", "R8");
        setRanks(*s, 1, 1, 1, true);
        roll(*s, 1, 1, 1, kAutomaSeat);
        const auto p = picks(*s);
        QCOMPARE(word(chosen(p[0]), "character"), std::string("pilgrim"));
        QCOMPARE(word(p[0], "rule"), std::string("order"));
        const auto options = p[0].get("options").elements();
        QCOMPARE(word(options[1], "character"), std::string("merchant"));
        QCOMPARE(word(options[2], "character"), std::string("artist"));
    }

    // The last die of a round is taken without a choice ("only").
    void lastDieIsTheOnlyOne()
    {
        auto s = solo();
        place(*s, kPerson, 10, "M4", "R4");
        place(*s, kAutomaSeat, 0, "M2", "R8");
        roll(*s, 2, 1, 1, kAutomaSeat);
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

    // §14.2: at a mountain town its merchant loads and draws nothing.
    void merchantLoadsAndDrawsNothing()
    {
        auto s = solo();
        place(*s, kPerson, 10, "M4", "R4");
        place(*s, kAutomaSeat, 0, "M2", "R8");
        setRanks(*s, 1, 0, 1);
        const int bag = s->observation(kOmniscient).get("bag_total").asInt();
        roll(*s, 2, 1, 1, kAutomaSeat);
        const auto p = picks(*s);
        QCOMPARE(word(chosen(p[0]), "character"), std::string("merchant"));
        QCOMPARE(word(chosen(p[0]), "to"), std::string("M1")); // no gain, no denial: listing
        QVERIFY(s->player(kAutomaSeat).loaded);
        QCOMPARE(static_cast<int>(s->player(kAutomaSeat).hand), 0);
        QCOMPARE(static_cast<int>(s->observation(kOmniscient).get("bag_total").asInt()), bag);
        QCOMPARE(word(eventsOf(*s, "automa_load")[0], "town"), std::string("M1"));
        QVERIFY(eventsOf(*s, "draw").empty());
    }

    // §17: a full track gives no gain, but a loaded merchant still unloads.
    void fullTrackGivesNothing()
    {
        auto s = solo();
        // The person's pilgrim would stop on C1's space (1 + 2): denial sends its merchant
        // there rather than to M2, first in the listing.
        place(*s, kPerson, 1, "M4", "R4");
        place(*s, kAutomaSeat, 0, "M1", "R8");
        setRanks(*s, 9, 6, 10, true); // every track full
        roll(*s, 2, 1, 1, kAutomaSeat);
        const auto p = picks(*s);
        QCOMPARE(word(chosen(p[0]), "character"), std::string("merchant")); // lowest rank: 6
        QCOMPARE(word(chosen(p[0]), "to"), std::string("C1"));
        QVERIFY(!chosen(p[0]).get("gain").asBool());
        QVERIFY(!s->player(kAutomaSeat).loaded);
        QCOMPARE(static_cast<int>(s->player(kAutomaSeat).ranks[kMerchant]), 6);
        QVERIFY(eventsOf(*s, "automa_rank").empty());
        // Its full tracks end the game (§12, §17).
        QVERIFY(s->endTriggered());
        std::set<std::string> triggers;
        const Json observation = s->observation(0);
        for (const Json &t : observation.get("end_triggers").elements())
            triggers.insert(t.get("trigger").asString());
        QCOMPARE(triggers,
                 (std::set<std::string>{"automa_pilgrim", "automa_merchant", "automa_artist"}));
    }

    // Destination priority 2 (§17): a coastal town the person could sell in next turn.
    void deniesASale()
    {
        auto s = solo();
        place(*s, kPerson, 10, "M3", "R4");
        place(*s, kAutomaSeat, 0, "M2", "R8");
        setRanks(*s, 1, 0, 1);
        s->setWares(kPerson, {1, 0, 0, 0}); // one kimono
        // C7 buys kimono and the person's merchant reaches it with a 2 (M3–M2–C7); C2,
        // reached as well, buys dolls.
        s->setBoutique(town(*s, "C7"), 0);
        s->setBoutique(town(*s, "C2"), 4);
        roll(*s, 2, 1, 1, kAutomaSeat);
        const Json c = chosen(picks(*s)[0]);
        QCOMPARE(word(c, "character"), std::string("merchant"));
        QCOMPARE(word(c, "to"), std::string("C7"));
        QVERIFY(c.get("deny_sale").asBool());
        QCOMPARE(word(c, "destination_rule"), std::string("deny"));
    }

    // §14.2 (a) with §3's occupancy: a pilgrim on a coastal town's space blocks that town for
    // merchants (§4.1, §8.1), so the Automa's pilgrim stopping there denies the person the
    // sale they could make in it next turn, and its reasoning says so.
    void pilgrimStopDeniesASale()
    {
        for (const bool holdsKimono : {true, false}) {
            auto s = solo();
            place(*s, kPerson, 10, "M3", "R4");
            place(*s, kAutomaSeat, 28, "M4", "R8");
            setRanks(*s, 0, 0, 0);
            // The person's merchant reaches C7 (ring space 30) with a 2 (M3–M2–C7); C7 buys
            // kimono.
            s->setWares(kPerson, {holdsKimono ? std::uint8_t{1} : std::uint8_t{0}, 0, 1, 0});
            s->setBoutique(town(*s, "C7"), 0);
            // Nothing gains and every track is at rank 0: the order takes the pilgrim's die,
            // whose 2 stops on C7's space.
            roll(*s, 2, 1, 1, kAutomaSeat);
            const Json c = chosen(picks(*s)[0]);
            QCOMPARE(word(c, "character"), std::string("pilgrim"));
            QCOMPARE(c.get("to").asInt(), std::int64_t{30});
            QCOMPARE(c.get("deny_sale").asBool(), holdsKimono);
            QVERIFY(!c.get("deny_pilgrim").asBool());
            // The observation's reasoning (what the table shows above the rank tracks) too.
            const Json shown =
                s->observation(kPerson).get("automa").get("reasoning").get("options").at(0);
            QCOMPARE(shown.get("deny_sale").asBool(), holdsKimono);
        }
    }

    // Destination priority 2 (§17): the space the person's pilgrim would stop on, for every
    // count their wave tile allows (Hurried: the die or one more).
    void deniesThePilgrimsLanding()
    {
        auto s = solo();
        place(*s, kPerson, 4, "M4", "R4");
        place(*s, kAutomaSeat, 0, "M2", "R8");
        setRanks(*s, 1, 0, 1);
        s->setWave(0, 1, kPerson); // Hurried: from 4 a 3 stops on 7, or 8 (C2's space)
        roll(*s, 3, 1, 1, kAutomaSeat);
        const Json c = chosen(picks(*s)[0]);
        QCOMPARE(word(c, "character"), std::string("merchant"));
        QCOMPARE(word(c, "to"), std::string("C2"));
        QVERIFY(c.get("deny_pilgrim").asBool());
        QVERIFY(!c.get("deny_sale").asBool());
        QCOMPARE(word(c, "destination_rule"), std::string("deny"));

        // Without the tile a 3 stops on 7: nothing to deny, the listing decides (M1).
        auto plain = solo();
        place(*plain, kPerson, 4, "M4", "R4");
        place(*plain, kAutomaSeat, 0, "M2", "R8");
        setRanks(*plain, 1, 0, 1);
        roll(*plain, 3, 1, 1, kAutomaSeat);
        QCOMPARE(word(chosen(picks(*plain)[0]), "to"), std::string("M1"));
    }

    // The pilgrim denial needs the pilgrim die to stay in the draft: the Automa taking its
    // last die after the person picked the pilgrim denies nothing (§17).
    void noPilgrimDenialOnceThePilgrimDieIsGone()
    {
        // The person's pilgrim goes 2 -> 5; a second 3 would reach 8, C2's space, where the
        // Automa's merchant could go: but no pilgrim die is left to deny.
        auto s = solo();
        place(*s, kPerson, 2, "M4", "R4");
        place(*s, kAutomaSeat, 0, "M2", "R8");
        setRanks(*s, 0, 0, 0);
        roll(*s, 3, 1, 1, kPerson); // the person picks first
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

    // §14.2 artist: a rank when its destination's paint scope holds enough meeples.
    void artistClimbsWithCompany()
    {
        auto s = solo(2);
        // R1's scope holds the person's pilgrim (5) and merchant (M1); R7's only the merchant.
        place(*s, kPerson, 5, "M1", "R4");
        place(*s, kAutomaSeat, 0, "M4", "R8");
        setRanks(*s, 1, 1, 0);
        roll(*s, 2, 2, 1, kAutomaSeat);
        const auto p = picks(*s);
        QCOMPARE(word(chosen(p[0]), "character"), std::string("artist"));
        QCOMPARE(word(p[0], "rule"), std::string("gain"));
        QCOMPARE(word(chosen(p[0]), "to"), std::string("R1"));
        QCOMPARE(word(chosen(p[0]), "destination_rule"), std::string("gain"));
        QCOMPARE(static_cast<int>(s->player(kAutomaSeat).ranks[kArtist]), 1);
        const Json rank = eventsOf(*s, "automa_rank")[0];
        QCOMPARE(word(rank, "why"), std::string("scope"));
        QCOMPARE(static_cast<int>(rank.get("meeples").asInt()), 2);
        QVERIFY(eventsOf(*s, "paint").empty() && eventsOf(*s, "gift").empty());
        QCOMPARE(static_cast<int>(s->player(kAutomaSeat).flipped), 0);
    }

    // §14.2 / §17 seashore: a tile from the board in wave_order, else the person's.
    void seashoreTakesTilesInOrder()
    {
        struct Case
        {
            int holders[3]; // per tile: -1 board, else seat
            int expectTile;
            int expectFrom;
        };
        const Case cases[] = {
            {{-1, -1, -1}, 0, -1},
            {{kPerson, -1, -1}, 1, -1},
            {{kPerson, kPerson, -1}, 2, -1},
            {{kPerson, kPerson, kPerson}, 0, kPerson},
        };
        for (const Case &c : cases) {
            auto s = solo();
            place(*s, kPerson, 10, "M4", "R4");
            place(*s, kAutomaSeat, 0, "M2", "R8");
            setRanks(*s, 0, 1, 1);
            for (int t = 0; t < 3; ++t)
                s->setWave(t, 0, c.holders[t]);
            roll(*s, 2, 1, 1, kAutomaSeat); // its pilgrim stops on ring 2, a seashore
            QCOMPARE(static_cast<int>(s->player(kAutomaSeat).pilgrim), 2);
            QCOMPARE(s->waveHolder(c.expectTile), kAutomaSeat);
            const Json wave = eventsOf(*s, "wave")[0];
            QCOMPARE(static_cast<int>(wave.get("from").asInt()), c.expectFrom);
        }
    }

    // §14.2: it holds wave tiles but never uses them; it takes the hot spring, even from the
    // person, and never spends it; its pilgrim gains no coins at a town.
    void tilesAndSpringUnused()
    {
        auto s = solo();
        place(*s, kPerson, 10, "M4", "R4");
        place(*s, kAutomaSeat, 4, "M2", "R8");
        setRanks(*s, 0, 1, 1);
        s->setWave(0, 1, kAutomaSeat); // Hurried: no second count for it
        s->setSpring(kPerson);
        roll(*s, 2, 1, 1, kAutomaSeat); // 4 + 2 = 6, a hot spring
        const Json c = chosen(picks(*s)[0]);
        QCOMPARE(static_cast<int>(c.get("destinations").asInt()), 1);
        QCOMPARE(static_cast<int>(s->player(kAutomaSeat).pilgrim), 6);
        QCOMPARE(s->springHolder(), kAutomaSeat);
        QCOMPARE(static_cast<int>(eventsOf(*s, "hot_spring")[0].get("from").asInt()), kPerson);
        QVERIFY(eventsOf(*s, "spring").empty());
        QCOMPARE(s->currentPlayer(), kPerson);

        auto town = solo();
        place(*town, kPerson, 10, "M4", "R4");
        place(*town, kAutomaSeat, 0, "M2", "R8");
        setRanks(*town, 0, 1, 1);
        roll(*town, 3, 1, 1, kAutomaSeat); // ring 3: C1's space
        QCOMPARE(static_cast<int>(town->player(kAutomaSeat).pilgrim), 3);
        QCOMPARE(static_cast<int>(town->player(kAutomaSeat).coins), 0);
        QVERIFY(eventsOf(*town, "coins").empty());
    }

    // §12 / §17: a full rank track ends the game at the end of the round.
    void fullTrackEndsTheGame()
    {
        auto s = solo();
        place(*s, kPerson, 10, "M4", "R4");
        place(*s, kAutomaSeat, 0, "M2", "R8");
        setRanks(*s, 8, 0, 0);
        roll(*s, 1, 2, 2, kAutomaSeat);
        QVERIFY(s->endTriggered());
        QVERIFY(!s->isTerminal());
        const int round = s->round();
        while (!s->isTerminal())
            s->apply(s->legalActions().front());
        QCOMPARE(s->round(), round);
        QCOMPARE(s->outcome().reason, std::string("automa_pilgrim"));
    }

    // §13: its score is the sum of its ranks' values; it has no money, so ties go to the
    // person.
    void scoreAndTies()
    {
        auto s = solo();
        setRanks(*s, 2, 1, 0); // 4 + 3 + 0
        QCOMPARE(s->score(kAutomaSeat, -1), 7);
        PlayerState &person = s->mutablePlayer(kPerson);
        person.temples = 7;
        person.gardens = 1; // 7 × 1
        QCOMPARE(s->score(kPerson, -1), 7);
        Outcome tie = s->outcome();
        QVERIFY(!tie.draw);
        QCOMPARE(tie.winners, std::vector<int>{kPerson});
        person.gardens = 0;
        QCOMPARE(s->outcome().winners, std::vector<int>{kAutomaSeat});
    }

    // A level's start ranks (data).
    void levelStartRanks()
    {
        auto s = solo(6, "{pilgrim: 2, artist: 1}");
        QCOMPARE(static_cast<int>(s->player(kAutomaSeat).ranks[kPilgrim]), 2);
        QCOMPARE(static_cast<int>(s->player(kAutomaSeat).ranks[kMerchant]), 0);
        QCOMPARE(static_cast<int>(s->player(kAutomaSeat).ranks[kArtist]), 1);
        QCOMPARE(s->score(kAutomaSeat, -1), 4 + 1);
    }

    // Awaji Island (issue 30): a shrine gate moves a person's temple track, so the Automa's
    // pilgrim climbs there as on a temple, at every level (the gentle one climbs on the temple
    // track's spaces only, so on shrine gates but not on gardens).
    void awajiShrineGateIsATemple()
    {
        const auto awaji = test::definition("tokaido_duo", "awaji_island");
        QVERIFY(awaji);
        for (int level = 1; level <= awaji->automaLevels(); ++level) {
            for (const auto &[from, type] :
                 std::vector<std::pair<int, std::string>>{{3, "shrine_gate"}, {2, "garden"}}) {
                auto s = start(awaji->withAutoma(kAutomaSeat, level));
                clearBoard(*s);
                place(*s, kPerson, 20, "M2", "R3");
                place(*s, kAutomaSeat, from, "M3", "R5");
                const Params &p = paramsOf(*s);
                QCOMPARE(p.spaceTypes[static_cast<std::size_t>(p.ring[from + 1].type)].id, type);
                roll(*s, 1, 1, 1, kAutomaSeat);
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
        for (int level = 1; level <= shipped->automaLevels(); ++level) {
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
        QCOMPARE(def->info().automa.seat, 0);
        QCOMPARE(def->info().automa.level, shipped->automaDefaultLevel());
        QVERIFY(!definitionForSeats(shipped, {"automa", "automa:level=1"}, &error));
        QVERIFY(!definitionForSeats(shipped, {"random", "automa:level=9"}, &error));
        QCOMPARE(error, std::string("the Automa has levels 1 to 3"));
        QVERIFY(!definitionForSeats(shipped, {"random", "automa:lvl=1"}, &error));
        const auto garden = test::catalog().find("garden")->definition;
        QVERIFY(!definitionForSeats(garden, {"random", "automa"}, &error));
        QCOMPARE(error, std::string("Kokeshi & Samurai has no Automa"));
    }
};

QTEST_GUILESS_MAIN(TestTokaidoDuoAutoma)
#include "tst_tokaido_duo_automa.moc"
