// SPDX-License-Identifier: GPL-3.0-or-later
// The garden's checks that are not rules scenarios (those are data/games/garden/scenarios/*.yaml,
// run by tst_scenarios), written from data/games/garden/spec.md (section numbers refer to it):
// the board data, bad data, whole random games under every alternative, the observation and
// action texts, the repetition history's counting, hidden set-ups, and the search's playouts and
// heuristic. Positions use the canonical board of §3.5 / Appendix A; each side owns 2 red,
// 2 yellow and 2 green beads (§2), so every position below hands out exactly those.
#include "ai/heuristic_agent.h"
#include "ai/montecarlo_agent.h"
#include "data/document_loader.h"
#include "data/yaml_reader.h"
#include "games/garden/garden_rollout.h"
#include "games/garden/garden_state.h"
#include "sim/scenarios.h"
#include "test_support.h"
#include "util/text.h"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

using namespace kotatsu;
using namespace kotatsu::garden;

namespace {

using Texts = std::set<std::string>;

// Appendix A of the spec, verbatim: [field, field or base, colour] # kind.
const char *const kAppendixA = R"(
    - [a1, b1, yellow]   # L01 internal
    - [a1, a2, red]   # L02 internal
    - [b1, red_base, red]   # L03 base
    - [b1, b2, green]   # L04 internal
    - [e1, red_base, yellow]   # L05 base
    - [e1, f1, red]   # L06 internal
    - [e1, e2, green]   # L07 internal
    - [f1, f2, yellow]   # L08 internal
    - [a2, b2, green]   # L09 internal
    - [a2, a3, yellow]   # L10 seam
    - [b2, red_base, red]   # L11 base
    - [b2, b3, yellow]   # L12 seam
    - [e2, red_base, yellow]   # L13 base
    - [e2, f2, red]   # L14 internal
    - [e2, e3, red]   # L15 seam
    - [f2, f3, green]   # L16 seam
    - [a3, b3, green]   # L17 internal
    - [a3, a4, red]   # L18 internal
    - [b3, c3, red]   # L19 seam
    - [b3, b4, yellow]   # L20 internal
    - [c3, red_base, green]   # L21 base
    - [c3, d3, yellow]   # L22 internal
    - [c3, c4, green]   # L23 internal
    - [d3, red_base, green]   # L24 base
    - [d3, e3, red]   # L25 seam
    - [d3, d4, yellow]   # L26 internal
    - [e3, f3, yellow]   # L27 internal
    - [e3, e4, green]   # L28 internal
    - [f3, f4, red]   # L29 internal
    - [a4, b4, yellow]   # L30 internal
    - [a4, a5, green]   # L31 seam
    - [b4, c4, green]   # L32 seam
    - [b4, b5, red]   # L33 seam
    - [c4, d4, red]   # L34 internal
    - [c4, c5, yellow]   # L35 seam
    - [d4, e4, green]   # L36 seam
    - [d4, d5, yellow]   # L37 seam
    - [e4, f4, yellow]   # L38 internal
    - [e4, e5, red]   # L39 seam
    - [f4, f5, green]   # L40 seam
    - [a5, b5, yellow]   # L41 internal
    - [a5, a6, red]   # L42 internal
    - [b5, c5, green]   # L43 seam
    - [b5, b6, green]   # L44 internal
    - [c5, d5, red]   # L45 internal
    - [c5, c6, yellow]   # L46 internal
    - [d5, e5, green]   # L47 seam
    - [d5, d6, green]   # L48 internal
    - [e5, f5, yellow]   # L49 internal
    - [e5, e6, yellow]   # L50 internal
    - [f5, f6, red]   # L51 internal
    - [a6, b6, yellow]   # L52 internal
    - [a6, a7, green]   # L53 seam
    - [b6, c6, red]   # L54 seam
    - [b6, b7, red]   # L55 seam
    - [c6, d6, yellow]   # L56 internal
    - [c6, blue_base, green]   # L57 base
    - [d6, e6, red]   # L58 seam
    - [d6, blue_base, green]   # L59 base
    - [e6, f6, green]   # L60 internal
    - [e6, e7, yellow]   # L61 seam
    - [f6, f7, yellow]   # L62 seam
    - [a7, b7, red]   # L63 internal
    - [a7, a8, yellow]   # L64 internal
    - [b7, blue_base, yellow]   # L65 base
    - [b7, b8, green]   # L66 internal
    - [e7, blue_base, red]   # L67 base
    - [e7, f7, green]   # L68 internal
    - [e7, e8, green]   # L69 internal
    - [f7, f8, red]   # L70 internal
    - [a8, b8, red]   # L71 internal
    - [b8, blue_base, yellow]   # L72 base
    - [e8, blue_base, red]   # L73 base
    - [e8, f8, yellow]   # L74 internal
)";

const GardenDefinition &gardenOf(const std::shared_ptr<const GameDefinition> &def)
{
    return static_cast<const GardenDefinition &>(*def);
}

std::unique_ptr<GardenState> newGarden(std::shared_ptr<const GameDefinition> def = {},
                                       std::uint64_t seed = 1)
{
    if (!def)
        def = test::definition("garden");
    auto state = def->newGame(2, seed);
    return std::unique_ptr<GardenState>(static_cast<GardenState *>(state.release()));
}

// A play position: three texts per side ("field bead bead ..."), side to move; loaded as a
// scenario's `position:` is (loadPositionText), for the checks that are not scenarios.
std::unique_ptr<GardenState> position(const std::vector<std::string> &kokeshi,
                                      const std::vector<std::string> &samurai, int toMove = 0,
                                      std::shared_ptr<const GameDefinition> def = {})
{
    auto state = newGarden(std::move(def));
    std::string yaml = "phase: play\ncurrent_player: " + std::to_string(toMove) +
                       "\nsides: [{pairs_to_place: [], figures_placed: 3}, {pairs_to_place: [], "
                       "figures_placed: 3}]\nfigures:\n";
    for (const auto *side : {&kokeshi, &samurai}) {
        for (const std::string &text : *side) {
            const auto words = splitWords(text);
            yaml += "  - {region: " + std::string(words.at(0)) + ", beads: [";
            for (std::size_t k = 1; k < words.size(); ++k)
                yaml += (k > 1 ? ", " : "") + std::string(words[k]);
            yaml += "]}\n";
        }
    }
    std::string error;
    if (!loadPositionText(*state, yaml, &error))
        QTest::qFail(("loadPositionText: " + error).c_str(), __FILE__, __LINE__);
    return state;
}

Texts legalTexts(const GameState &state)
{
    Texts out;
    for (const Action &a : state.legalActions())
        out.insert(state.actionToString(a));
    return out;
}

// Actions whose text starts with `prefix`.
Texts starting(const Texts &texts, const std::string &prefix)
{
    Texts out;
    for (const auto &t : texts) {
        if (t.rfind(prefix, 0) == 0)
            out.insert(t);
    }
    return out;
}

// The region names of a jump geometry set.
Texts names(const GardenDefinition &def, const FixedVector<std::uint8_t, 3> &set)
{
    Texts out;
    for (auto r : set)
        out.insert(def.regionName(r));
    return out;
}

const JumpGeometry *geometry(const GardenDefinition &def, const std::string &from,
                             const std::string &over)
{
    const int j = def.board().findRegion(from);
    const int o = def.board().findRegion(over);
    for (const JumpGeometry &g : def.jumps(j)) {
        if (g.over == o)
            return &g;
    }
    return nullptr;
}

// The shipped game with a variant's overrides, or the errors it gives.
DataErrors errorsFor(const std::string &overridesYaml)
{
    DataErrors errors;
    const GameEntry *entry = test::catalog().find("garden");
    auto overrides = readYamlText(overridesYaml, "bad.yaml", errors);
    if (entry && overrides) {
        VariantFile variant;
        variant.id = "bad";
        variant.baseId = "garden";
        variant.overrides = *overrides;
        buildVariantDefinition(entry->document, variant, errors);
    }
    return errors;
}

std::string formatted(const DataErrors &errors)
{
    std::string out;
    for (const auto &e : errors)
        out += e.format() + "\n";
    return out;
}

void playRandomly(GardenState &state, std::uint64_t seed, int maxPlies = 10000)
{
    Rng rng(seed);
    std::vector<Action> legal;
    for (int i = 0; i < maxPlies && !state.isTerminal(); ++i) {
        const std::string broken = state.checkInvariants();
        QVERIFY2(broken.empty(), broken.c_str());
        state.legalActions(legal);
        QVERIFY(!legal.empty());
        state.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    QVERIFY2(state.checkInvariants().empty(), state.checkInvariants().c_str());
}

} // namespace

class TestGardenRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // §3 / Appendix A: the cards and frame lines of the data give exactly the 74 lines.
    void boardReproducesAppendixA()
    {
        auto def = test::definition("garden");
        const Board &board = gardenOf(def).board();
        QCOMPARE(board.width, 6);
        QCOMPARE(board.height, 8);
        int fields = 0;
        for (const Region &r : board.regions)
            fields += r.kind == RegionKind::Field;
        QCOMPARE(fields, 40);
        QCOMPARE(static_cast<int>(board.regions.size()), 42);

        std::set<std::tuple<std::string, std::string, std::string, std::string>> expected;
        std::istringstream in(kAppendixA);
        std::string line;
        while (std::getline(in, line)) {
            const auto open = line.find('[');
            if (open == std::string::npos)
                continue;
            std::string inner = line.substr(open + 1, line.find(']') - open - 1);
            std::replace(inner.begin(), inner.end(), ',', ' ');
            const auto words = splitWords(inner);
            std::string kind(splitWords(line).back());
            std::string a(words[0]);
            std::string b(words[1]);
            if (b < a)
                std::swap(a, b);
            expected.insert({a, b, std::string(words[2]), kind == "base" ? "gate" : kind});
        }
        QCOMPARE(static_cast<int>(expected.size()), 74);

        std::set<std::tuple<std::string, std::string, std::string, std::string>> actual;
        for (const Line &l : board.lines) {
            std::string a = board.regions[static_cast<std::size_t>(l.a)].name;
            std::string b = board.regions[static_cast<std::size_t>(l.b)].name;
            if (b < a)
                std::swap(a, b);
            const char *kind = l.kind == LineKind::Internal ? "internal"
                               : l.kind == LineKind::Seam   ? "seam"
                                                            : "gate";
            actual.insert({a, b, gardenOf(def).colourId(l.colour), kind});
        }
        QCOMPARE(static_cast<int>(board.lines.size()), 74);
        for (const auto &e : expected)
            QVERIFY2(actual.count(e), (std::get<0>(e) + "-" + std::get<1>(e)).c_str());
        QVERIFY(actual == expected);
    }

    // §3.4 start fields and §3.5 property: point symmetry, RB <-> BB.
    void startFieldsAndSymmetry()
    {
        auto def = test::definition("garden");
        const Board &board = gardenOf(def).board();
        auto namesOf = [&](const std::vector<int> &regions) {
            Texts out;
            for (int r : regions)
                out.insert(board.regions[static_cast<std::size_t>(r)].name);
            return out;
        };
        QCOMPARE(namesOf(board.startFields[0]), (Texts{"b1", "b2", "e1", "e2", "c3", "d3"}));
        QCOMPARE(namesOf(board.startFields[1]), (Texts{"b7", "b8", "e7", "e8", "c6", "d6"}));
        QCOMPARE(board.regions[static_cast<std::size_t>(board.home[0])].name,
                 std::string("red_base"));
        for (const Line &l : board.lines) {
            const Cell a{5 - l.cellA.x, 7 - l.cellA.y};
            const Cell b{5 - l.cellB.x, 7 - l.cellB.y};
            const int ra = board.regionAt(a.x, a.y);
            const int rb = board.regionAt(b.x, b.y);
            QCOMPARE(board.lineColour(ra, rb), l.colour);
        }
    }

    // §3.7 worked examples, from the geometry the definition computes out of coordinates.
    void jumpGeometryExamples()
    {
        auto def = test::definition("garden");
        const GardenDefinition &g = gardenOf(def);
        const JumpGeometry *up = geometry(g, "c4", "c5");
        QVERIFY(up);
        QCOMPARE(names(g, up->behind1), (Texts{"c6", "b6", "d6"}));
        QCOMPARE(names(g, up->behind2), (Texts{"blue_base", "b7"}));
        const JumpGeometry *edgeOfBase = geometry(g, "b5", "b6");
        QVERIFY(edgeOfBase);
        QCOMPARE(names(g, edgeOfBase->behind1), (Texts{"b7", "a7", "blue_base"}));
        const JumpGeometry *edge = geometry(g, "a4", "a5");
        QVERIFY(edge);
        QCOMPARE(names(g, edge->behind1), (Texts{"a6", "b6"}));
        // No field to jump over on the far side of a corner, and none into a base.
        QVERIFY(!geometry(g, "b1", "red_base"));
    }

    // §6.2: since a side always has six beads on three figures, some PASS is legal in every
    // position of random games (the single-position checks are scenarios, passes.yaml).
    void passIsAlwaysLegal()
    {
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            auto g = newGarden({}, seed);
            Rng rng(seed);
            std::vector<Action> legal;
            while (!g->isTerminal()) {
                g->legalActions(legal);
                if (g->phase() == GardenState::Phase::Play)
                    QVERIFY(!starting(legalTexts(*g), "pass ").empty());
                g->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            }
        }
    }

    // §2: beads never change sides; each side keeps 2R 2Y 2G through whole random games.
    void beadConservation()
    {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            auto g = newGarden({}, seed);
            playRandomly(*g, seed * 31);
            const auto &def = gardenOf(test::definition("garden"));
            for (int side = 0; side < 2; ++side) {
                std::map<std::string, int> count;
                for (int f = def.firstFigure(side); f < def.firstFigure(side) + 3; ++f) {
                    for (auto b : g->figure(f).beads)
                        ++count[def.colourId(b)];
                }
                QCOMPARE(count,
                         (std::map<std::string, int>{{"green", 2}, {"red", 2}, {"yellow", 2}}));
            }
        }
    }

    // setup.order: simultaneous: neither side sees the other's placement until both are
    // done; a determinization redraws what the viewer cannot see.
    void simultaneousSetupIsHidden()
    {
        auto def = test::definitionWith("garden", "rules: {setup: {order: simultaneous}}");
        QVERIFY(def->info().hiddenInformation);
        auto s = newGarden(def);
        QVERIFY(test::play(*s, "setup K1 c3 red"));
        QVERIFY(test::play(*s, "setup K2 d3 yellow"));
        QVERIFY(test::play(*s, "setup K3 b2 green"));
        const Json seen = s->observation(1);
        QVERIFY(seen.get("figures").at(0).get("region").isNull());
        QVERIFY(seen.get("figures").at(0).get("beads").isNull());
        QVERIFY(seen.get("last_move").get("hidden").asBool());
        QVERIFY(!s->observation(0).get("figures").at(0).get("region").isNull());
        Rng rng(9);
        bool moved = false;
        for (int i = 0; i < 20; ++i) {
            auto other = s->resampleHidden(1, rng);
            QCOMPARE(other->observation(1), seen);
            QVERIFY(other->checkInvariants().empty());
            moved = moved || other->observation(kOmniscient).get("figures") !=
                                 s->observation(kOmniscient).get("figures");
        }
        QVERIFY(moved);
        const auto reveals = s->revealCount();
        QVERIFY(test::play(*s, "setup S1 d6 red"));
        QVERIFY(test::play(*s, "setup S2 c6 yellow"));
        QVERIFY(test::play(*s, "setup S3 e7 green"));
        QCOMPARE(s->revealCount(), reveals + 1);
        QCOMPARE(s->observation(1).get("figures").at(0).get("region").asString(),
                 std::string("c3"));
    }

    // first_player: random is a revealed chance event.
    void randomFirstPlayer()
    {
        auto def = test::definitionWith("garden", "rules: {first_player: random}");
        std::set<int> firsts;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto s = newGarden(def, seed);
            QCOMPARE(s->revealCount(), std::uint64_t{1});
            firsts.insert(s->currentPlayer());
        }
        QCOMPARE(firsts, (std::set<int>{0, 1}));
    }

    // The history behind §9 counts a key exactly, also when another key shares its filter
    // bit (the low ten bits), and a copy goes on counting on its own.
    void positionHistoryCountsExactly()
    {
        PositionHistory history;
        const std::uint64_t a = 0x1234'5678'0000'0005ULL;
        const std::uint64_t b = a + 1024; // same filter bit as a
        QCOMPARE(history.record(a), 1);
        QCOMPARE(history.record(b), 1);
        QCOMPARE(history.record(a), 2);
        QVERIFY(history.filterConsistent());
        PositionHistory copy = history;
        QCOMPARE(copy.size(), std::size_t{3});
        QCOMPARE(copy.back(), a);
        QCOMPARE(copy.record(b), 2);
        QCOMPARE(copy.record(a), 3);
        QCOMPARE(history.size(), std::size_t{3});
        QCOMPARE(history.record(a), 3);
        history = PositionHistory{};
        QVERIFY(history.empty());
        QCOMPARE(history.record(b), 1);
        history.clear();
        QVERIFY(history.empty());
        QVERIFY(history.filterConsistent());
        QCOMPARE(history.record(b), 1);
    }

    // Action texts are stable (§12 encoding); text → action is a match against the legal
    // actions' texts, so a text that no legal action has is refused.
    void actionTexts()
    {
        auto def = test::definition("garden");
        const GardenDefinition &g = gardenOf(def);
        auto f = [&](const char *name) { return g.findFigure(name); };
        auto r = [&](const char *name) { return g.board().findRegion(name); };
        auto c = [&](const char *id) { return g.params().colourIndex(id); };
        const int redGreen[] = {c("red"), c("green")};
        const std::pair<Action, const char *> cases[] = {
            {makeAction(kSetup, f("K1"), r("c3"), c("red")), "setup K1 c3 red"},
            {makeAction(kStep, f("K1"), r("c4"), f("K2"), kTop, 0), "step K1 c4 give K2 top"},
            {makeAction(kStep, f("K1"), r("c4"), f("K2"), kAll, 0), "step K1 c4 give K2 all"},
            {makeAction(kJump, f("K1"), r("c5"), r("c6"), kNoFigure, kNoTransfer, 0),
             "jump K1 over c5 to c6"},
            {makeAction(kHandoff, f("K1"), r("c5"), r("b6"), 0), "handoff K1 over c5 to b6"},
            {makeAction(kPass, f("K1"), f("K2"), kTop, 0), "pass K1 to K2"},
            {makeAction(kJump, f("S3"), r("d3"), r("red_base"), kNoFigure, kNoTransfer, 0),
             "jump S3 over d3 to red_base"},
            {makeAction(kJump, f("K1"), r("c5"), r("c6"), f("K3"), kTop, 0),
             "jump K1 over c5 to c6 give K3 top"},
            {makeAction(kStep, f("K2"), r("b7"), f("K1"), kAll,
                        GardenDefinition::encodeOrder(redGreen, 2)),
             "step K2 b7 give K1 all red+green"},
            {makeAction(kPass, f("S1"), f("S2"), kAll, 0), "pass S1 to S2 all"},
            {makeAction(kDraft, c("yellow")), "draft yellow"},
            {makeAction(kStop), "stop"}};
        for (const auto &[action, text] : cases)
            QCOMPARE(g.formatAction(action), std::string(text));
        auto state = def->newGame(2, 1);
        for (const char *bad :
             {"", "step K1 c4", "step K4 c4 give K2 top", "step K1 z9 give K2 top",
              "jump K1 over c5", "pass K1 K2", "setup K1 c3 purple", "step K1 c4 give K2 top red",
              "pass K01 to K2", "handoff K1 over c5 to"})
            QVERIFY2(!state->actionFromString(bad), bad);
        // Every legal action's text matches back to exactly that action.
        for (const Action &a : state->legalActions())
            QCOMPARE(*state->actionFromString(state->actionToString(a)), a);
    }

    // The observation carries what a view needs; describe() draws the board.
    void observationAndDescribe()
    {
        auto s = position({"c4 red yellow", "a1 red green", "f1 yellow green"},
                          {"a8 red red", "b8 yellow yellow", "f8 green green"});
        QVERIFY(test::play(*s, "step K1 c5 give K3 top"));
        const Json o = s->observation(1);
        QCOMPARE(o.get("phase").asString(), std::string("play"));
        QCOMPARE(o.get("current_player").asInt(), std::int64_t{1});
        QCOMPARE(o.get("figures").at(0).get("region").asString(), std::string("c5"));
        QCOMPARE(o.get("figures").at(2).get("beads").at(2).asString(), std::string("yellow"));
        const Json &last = o.get("last_move");
        QCOMPARE(last.get("action").asString(), std::string("step K1 c5 give K3 top"));
        QCOMPARE(last.get("from").asString(), std::string("c4"));
        QCOMPARE(last.get("to").asString(), std::string("c5"));
        QCOMPARE(last.get("recipient").asString(), std::string("K3"));
        QVERIFY(!o.find("rng"));
        QVERIFY(s->observation(kOmniscient).find("rng"));
        QCOMPARE(s->observation(kOmniscient).get("history").get("size").asInt(), std::int64_t{2});

        const Json d = test::definition("garden")->describe();
        QCOMPARE(d.get("regions").size(), std::size_t{42});
        QCOMPARE(d.get("lines").size(), std::size_t{74});
        QCOMPARE(d.get("slots").size(), std::size_t{10});
        QCOMPARE(d.get("bead_colours").size(), std::size_t{3});
        QCOMPARE(d.get("bead_colours").at(0).get("name").get("hu").asString(),
                 std::string("piros"));
        QVERIFY(!d.get("bead_colours").at(1).get("pattern").asString().empty());
        QCOMPARE(d.get("sides").at(1).get("name").get("ja").asString(), std::string("侍"));
        const Json &first = d.get("lines").at(0);
        QCOMPARE(first.get("a").asString(), std::string("a1"));
        QCOMPARE(first.get("b").asString(), std::string("b1"));
        QCOMPARE(first.get("kind").asString(), std::string("internal"));
        // a1|b1 is the vertical edge x = 1 from y = 0 to 1.
        QCOMPARE(first.get("edge"), Json(Json::Array{Json(1), Json(0), Json(1), Json(1)}));
    }

    // board.layout: shuffled_symmetric (shipped variant): another garden, still symmetric,
    // same frame lines, and it plays to the end.
    void rearrangedGardenVariant()
    {
        auto base = test::definition("garden");
        auto def = test::definition("garden", "rearranged_garden");
        const Board &board = gardenOf(def).board();
        QCOMPARE(static_cast<int>(board.lines.size()), 74);
        bool differs = false;
        for (std::size_t i = 0; i < board.tileSlots.size(); ++i) {
            const Slot &a = board.tileSlots[i];
            const Slot &b = gardenOf(base).board().tileSlots[i];
            differs = differs || a.tile != b.tile || a.rotation != b.rotation;
        }
        QVERIFY(differs);
        for (const Line &l : board.lines) {
            const int ra = board.regionAt(5 - l.cellA.x, 7 - l.cellA.y);
            const int rb = board.regionAt(5 - l.cellB.x, 7 - l.cellB.y);
            QCOMPARE(board.lineColour(ra, rb), l.colour);
            if (l.kind != LineKind::Internal)
                QCOMPARE(gardenOf(base).board().lineColour(l.a, l.b), l.colour);
        }
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            auto g = newGarden(def, seed);
            playRandomly(*g, seed);
            QVERIFY(g->isTerminal());
        }
        // A free shuffle with any rotation builds, too, and differs again.
        auto free = test::definitionWith(
            "garden", "board: {layout: shuffled_free, layout_seed: 3, tile_rotation: any}");
        QCOMPARE(static_cast<int>(gardenOf(free).board().lines.size()), 74);
        playRandomly(*newGarden(free, 2), 2);
    }

    // The move generators test free regions as bit masks in name order (RegionMask), and
    // read only the words a board needs: one for the standard garden's 42 regions, all of
    // them for the long garden's 66. Both ways must list the same moves in the same order
    // as the rules' neighbour lists; the long garden plays through the wide ones too.
    void maskWidthsListTheSameMoves()
    {
        auto standard = test::definition("garden");
        auto longer = test::definition("garden", "long_garden");
        QCOMPARE(gardenOf(standard).maskWords(), 1);
        QCOMPARE(gardenOf(longer).maskWords(), 2);
        std::vector<Action> narrow;
        std::vector<Action> wide;
        for (const auto &def : {standard, longer}) {
            const GardenDefinition &garden = gardenOf(def);
            int positions = 0;
            for (std::uint64_t seed = 1; seed <= 60; ++seed) {
                auto state = newGarden(def, seed);
                Rng rng(seed);
                while (!state->isTerminal()) {
                    state->legalActions(narrow);
                    state->legalActionsWithWideMasks(wide);
                    QCOMPARE(wide, narrow);
                    // Every step goes across a line of the top bead's colour to a free region.
                    for (const Action &a : narrow) {
                        if (a.kind != kStep)
                            continue;
                        const auto &fig = state->figure(a.args[0]);
                        const auto targets = garden.stepTargets(garden.sideOf(a.args[0]),
                                                                fig.region, fig.beads.back());
                        QVERIFY(std::find(targets.begin(), targets.end(), a.args[1]) !=
                                targets.end());
                        QCOMPARE(state->figureAt(a.args[1]), kNoFigure);
                    }
                    positions += state->phase() == GardenState::Phase::Play ? 1 : 0;
                    state->apply(narrow[rng.below(static_cast<std::uint32_t>(narrow.size()))]);
                    QCOMPARE(QString::fromStdString(state->checkInvariants()), QString());
                }
            }
            QVERIFY(positions > 1000);
        }
    }

    // board.extra_tile_rows (shipped variant): a 6 x 12 garden, point-symmetric, with the
    // Samurai end shifted up by four rows.
    void longGardenVariant()
    {
        auto def = test::definition("garden", "long_garden");
        const Board &board = gardenOf(def).board();
        QCOMPARE(board.height, 12);
        QCOMPARE(static_cast<int>(board.tileSlots.size()), 16);
        std::set<std::string> samurai;
        for (int r : board.startFields[1])
            samurai.insert(board.regions[static_cast<std::size_t>(r)].name);
        QCOMPARE(samurai, (std::set<std::string>{"b11", "b12", "e11", "e12", "c10", "d10"}));
        for (const Line &l : board.lines) {
            const int ra = board.regionAt(5 - l.cellA.x, 11 - l.cellA.y);
            const int rb = board.regionAt(5 - l.cellB.x, 11 - l.cellB.y);
            QCOMPARE(board.lineColour(ra, rb), l.colour);
        }
        // The old middle seam c4|c5 (yellow) now joins c8 to c9; the added rows bring theirs.
        const auto find = [&](const char *name) { return board.findRegion(name); };
        QCOMPARE(gardenOf(def).colourId(board.lineColour(find("c8"), find("c9"))),
                 std::string("yellow"));
        QCOMPARE(gardenOf(def).colourId(board.lineColour(find("c4"), find("c5"))),
                 std::string("yellow"));
        QCOMPARE(gardenOf(def).colourId(board.lineColour(find("b4"), find("b5"))),
                 std::string("red"));
        auto s = newGarden(def, 4);
        QVERIFY(legalTexts(*s).count("setup K1 c3 red"));
        playRandomly(*s, 4);
        QVERIFY(s->isTerminal());
    }

    // Bad data gives a clear FILE:LINE:COL key-path error, never a crash.
    void badData_data()
    {
        QTest::addColumn<QString>("yaml");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown tile") << "board: {slots: [{at: [0, 0], tile: Z, rot: 0}]}"
                                      << "bad.yaml:1:36: board.slots[0].tile: unknown tile 'Z'";
        QTest::newRow("slot outside") << "board: {slots: [{at: [3, 0], tile: A, rot: 0}]}"
                                      << "board.slots[0].at[0]: 3 is out of range (0 to 2)";
        QTest::newRow("slot on base") << "board: {slots: [{at: [1, 0], tile: A, rot: 0}]}"
                                      << "overlaps the base 'red_base'";
        QTest::newRow("bad rotation") << "board: {slots: [{at: [0, 0], tile: A, rot: 45}]}"
                                      << "board.slots[0].rot: a card turns by 0, 90, 180 or 270";
        QTest::newRow("not adjacent")
            << "board: {lines: [[a2, a4, red]]}"
            << "bad.yaml:1:17: board.lines[0]: a2 and a4 do not share an edge";
        QTest::newRow("missing line")
            << "board: {lines: [[a2, a3, yellow]]}"
            << "board.lines: no line between b2 and b3, which share an edge";
        QTest::newRow("inside a card") << "board: {lines: [[a1, b1, red]]}"
                                       << "the line between a1 and b1 lies on a card";
        QTest::newRow("unknown colour") << "board: {tiles: {A: [yellow, red, green, blue]}}"
                                        << "board.tiles.A[3]: unknown colour 'blue'";
        QTest::newRow("start not next to base")
            << "board: {start_fields: {kokeshi: [b1, b2, e1, e2, c3, c4], samurai: [b7, b8, e7, "
               "e8, c6, d6]}}"
            << "board.start_fields.kokeshi[5]: c4 is not next to the base 'red_base' of kokeshi";
        QTest::newRow("duplicate start")
            << "board: {start_fields: {kokeshi: [b1, b1, e1], samurai: [b7, b8, e7]}}"
            << "board.start_fields.kokeshi[1]: b1 is listed twice";
        QTest::newRow("base cell named") << "board: {lines: [[b1, c1, red]]}"
                                         << "c1 lies in the base 'red_base'; name the base";
        QTest::newRow("gate not touching") << "board: {lines: [[a1, red_base, red]]}"
                                           << "a1 does not touch the base 'red_base'";
        QTest::newRow("odd width") << "board: {width: 7}"
                                   << "board.width: cards are 2×2 fields";
        QTest::newRow("no max plies") << "rules: {end: {max_plies: 0}}"
                                      << "rules.end.max_plies: 0 is out of range (1 to ";
        QTest::newRow("unknown choice") << "rules: {jump: {landing: diagonal}}"
                                        << "rules.jump.landing: 'diagonal' is not one of: "
                                           "row_behind, straight, neighbours_of_jumped";
        QTest::newRow("unknown key") << "rules: {jump: {handof: true}}"
                                     << "rules.jump.handof: unknown key (did you mean 'handoff'?)";
        QTest::newRow("rotation without shuffle") << "board: {tile_rotation: any}"
                                                  << "board.tile_rotation: cards are only turned";
        QTest::newRow("asymmetric shuffle")
            << "board: {layout: shuffled_symmetric, slots: [{at: [0, 0], tile: B, rot: 0}, {at: "
               "[2, 0], tile: B, rot: 0}, {at: [0, 1], tile: C, rot: 0}, {at: [1, 1], tile: D, "
               "rot: 0}, {at: [2, 1], tile: E, rot: 0}, {at: [0, 2], tile: E, rot: 180}, {at: [1, "
               "2], tile: D, rot: 180}, {at: [2, 2], tile: C, rot: 180}, {at: [0, 3], tile: B, "
               "rot: 180}, {at: [2, 3], tile: A, rot: 180}]}"
            << "shuffled_symmetric needs a point-symmetric layout";
        QTest::newRow("fixed without positions")
            << "rules: {setup: {order: fixed}}"
            << "rules.setup.fixed_positions: order: fixed needs fixed_positions";
        QTest::newRow("beads do not add up")
            << "figures_per_side: 2"
            << "beads.colours: the colours hold 12 beads, but 4 figures";
        QTest::newRow("first player")
            << "rules: {first_player: ninja}"
            << "rules.first_player: 'ninja' is not one of: kokeshi, samurai, random";
        QTest::newRow("extra row incomplete")
            << "board: {extra_row: {lines: [[a0, a1, green], [b1, c1, red]]}}"
            << "board.extra_row.lines: the added row needs a line between b0 and b1";
        QTest::newRow("extra row line twice")
            << "board: {extra_row: {lines: [[a0, a1, green], [a1, a0, red]]}}"
            << "board.extra_row.lines[1]: this line is given twice";
        // The 34 frame lines of Appendix A, then one of them again.
        std::string frame;
        std::istringstream in(kAppendixA);
        for (std::string line; std::getline(in, line);) {
            if (line.find("internal") == std::string::npos && line.find('[') != std::string::npos)
                frame += line.substr(line.find('['), line.find(']') - line.find('[') + 1) + ", ";
        }
        QTest::newRow("line twice")
            << QString::fromStdString("board: {lines: [" + frame + "[a3, a2, red]]}")
            << "board.lines[34]: the line between a2 and a3 is given twice";
        QTest::newRow("extra row not adjacent")
            << "board: {extra_row: {lines: [[a0, b1, red]]}}"
            << "board.extra_row.lines[0]: the two cells do not share an edge";
    }

    void badData()
    {
        QFETCH(QString, yaml);
        QFETCH(QString, expected);
        const DataErrors errors = errorsFor(yaml.toStdString());
        const std::string all = formatted(errors);
        QVERIFY2(!errors.empty(), "no error");
        QVERIFY2(all.find(expected.toStdString()) != std::string::npos, all.c_str());
        for (const auto &e : errors)
            QVERIFY2(e.pos.hasPosition() && !e.keyPath.empty(), e.format().c_str());
    }

    // Every alternative of §10 plays random games to the end with its invariants intact,
    // action texts that parse back, clones that stay equal and determinizations that keep
    // what the mover sees.
    void everyAlternativePlays_data()
    {
        QTest::addColumn<QString>("yaml");
        const char *rows[][2] = {
            {"first random", "rules: {first_player: random}"},
            {"draft", "rules: {setup: {bead_pairs: draft}}"},
            {"alternate", "rules: {setup: {order: alternate}}"},
            {"simultaneous", "rules: {setup: {order: simultaneous}}"},
            {"fixed", "rules: {setup: {order: fixed, fixed_positions: {kokeshi: [[c3, red], [d3, "
                      "yellow], [b2, green]], samurai: [[d6, red], [c6, yellow], [e7, green]]}}}"},
            {"three steps", "rules: {move: {steps_per_turn: 3}}"},
            {"no all", "rules: {move: {all_beads_transfer: false}}"},
            {"all on jump", "rules: {move: {all_beads_on_jump: true}}"},
            {"reverse", "rules: {move: {transfer_order: reverse}}"},
            {"chooser", "rules: {move: {transfer_order: chooser}, pass: {bulk: true}}"},
            {"bulk", "rules: {pass: {bulk: true}}"},
            {"any bead", "rules: {base: {entry: any_bead}}"},
            {"jumped empty", "rules: {jump: {condition: jumped_must_be_empty}}"},
            {"jumper empty", "rules: {jump: {condition: jumper_must_be_empty}}"},
            {"straight", "rules: {jump: {landing: straight, double: straight}}"},
            {"neighbours", "rules: {jump: {landing: neighbours_of_jumped, double: off}}"},
            {"costs bead", "rules: {jump: {costs_bead: true}, move: {all_beads_on_jump: true}}"},
            {"no handoff", "rules: {jump: {handoff: false}}"},
            {"no repetition", "rules: {end: {repetition: 0, max_plies: 60}}"},
            {"stack 3 pass turn", "rules: {stack: {max: 3}, end: {no_move: pass_turn}}"},
            {"stack 3 draw", "rules: {stack: {max: 3}, end: {no_move: draw}}"},
            {"free layout", "board: {layout: shuffled_free, layout_seed: 11, tile_rotation: any}"},
            {"one extra row", "board: {extra_tile_rows: 1}"},
            {"draft simultaneous", "rules: {setup: {bead_pairs: draft, order: simultaneous}}"},
        };
        for (const auto &row : rows)
            QTest::newRow(row[0]) << row[1];
    }

    void everyAlternativePlays()
    {
        QFETCH(QString, yaml);
        auto def = test::definitionWith("garden", yaml.toStdString());
        QVERIFY(def);
        std::map<std::string, int> reasons;
        for (std::uint64_t seed = 1; seed <= 25; ++seed) {
            auto state = newGarden(def, seed);
            Rng rng(seed);
            Rng sampler(seed + 99);
            std::vector<Action> legal;
            while (!state->isTerminal()) {
                const std::string broken = state->checkInvariants();
                QVERIFY2(broken.empty(), broken.c_str());
                state->legalActions(legal);
                QVERIFY(!legal.empty());
                // Unique texts make text → action (a match against them) exact; check the
                // match itself on one of them.
                Texts texts;
                for (const Action &a : legal) {
                    const std::string text = state->actionToString(a);
                    QVERIFY2(texts.insert(text).second, text.c_str());
                }
                const Action sample = legal[legal.size() / 2];
                QVERIFY(state->actionFromString(state->actionToString(sample)) == sample);
                const int seat = state->currentPlayer();
                auto resampled = state->resampleHidden(seat, sampler);
                // The redrawn placement keeps the caches (figure index, keys) in step.
                QVERIFY2(resampled->checkInvariants().empty(),
                         resampled->checkInvariants().c_str());
                QVERIFY(resampled->observation(seat) == state->observation(seat));
                QVERIFY(resampled->legalActions() == legal);
                auto copy = state->clone();
                const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
                state->apply(a);
                copy->apply(a);
                QVERIFY(copy->observation(kOmniscient) == state->observation(kOmniscient));
            }
            QVERIFY2(state->checkInvariants().empty(), state->checkInvariants().c_str());
            ++reasons[state->outcome().reason];
        }
        QVERIFY(!reasons.empty());
    }

    // The search's playouts (garden_rollout.h) never walk past a win: in the springboard
    // position below, every playout's first move is the winning jump, whatever its seed;
    // a position without a win plays on at random. The definition hands the policy out.
    void rolloutPolicyTakesTheWin()
    {
        auto def = test::definition("garden");
        QVERIFY(dynamic_cast<const GardenRolloutPolicy *>(def->rolloutPolicy().get()));
        QVERIFY(!test::definition("hyano")->rolloutPolicy());
        const std::vector<std::string> k{"c5 red green", "b3 yellow yellow", "e2 red green"};
        const std::vector<std::string> s{"c6", "e7 red red green", "b8 yellow yellow green"};
        GardenRolloutPolicy policy;
        std::vector<Action> scratch;
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            auto state = position(k, s, 0, def);
            Rng rng(seed);
            QCOMPARE(policy.playout(*state, rng, scratch, 1), 1);
            QVERIFY(state->isTerminal() && state->outcome().isWinner(0));
            QCOMPARE(state->lastMove().over, gardenOf(def).board().findRegion("c6"));
        }
        // Samurai to move cannot win at once: the playout goes on, and a uniformly random
        // first move is not always the same.
        std::set<std::string> firstMoves;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto state = position(k, s, 1, def);
            auto before = state->clone();
            Rng rng(seed);
            QCOMPARE(policy.playout(*state, rng, scratch, 1), 1);
            firstMoves.insert(before->actionToString(state->lastMove().action));
        }
        QVERIFY(firstMoves.size() > 3);
    }

    // The agents punish an obvious blunder (§12 "springboards"): Samurai left S1 empty on
    // c6, next to its own base, with K1 beside it. Jumping it lands in blue_base and wins.
    void agentsPunishASpringboard()
    {
        const std::vector<std::string> k{"c5 red green", "b3 yellow yellow", "e2 red green"};
        const std::vector<std::string> s{"c6", "e7 red red green", "b8 yellow yellow green"};
        auto state = position(k, s);
        QVERIFY(state->canWinNow(0));
        QVERIFY(legalTexts(*state).count("jump K1 over c6 to blue_base"));
        QVERIFY(state->heuristicValue(0) > 0.9);
        QVERIFY(state->heuristicValue(1) < 0.1);
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            Rng rng(seed);
            MonteCarloAgent montecarlo;
            HeuristicAgent heuristic;
            for (Agent *agent : std::initializer_list<Agent *>{&montecarlo, &heuristic}) {
                PlayerView view(*state);
                const Action choice = agent->chooseAction(view, rng);
                auto after = state->clone();
                after->apply(choice);
                QVERIFY2(after->isTerminal() && after->outcome().isWinner(0),
                         (agent->name() + " chose " + state->actionToString(choice)).c_str());
            }
        }
    }

    // The heuristic sees the springboard before it is built: leaving it is worse for Samurai
    // than keeping S1 loaded.
    void heuristicFearsTheSpringboard()
    {
        auto blunder = position({"c5 red green", "b3 yellow yellow", "e2 red green"},
                                {"c6", "e7 red red green", "b8 yellow yellow green"}, 0);
        auto safe = position({"c5 red green", "b3 yellow yellow", "e2 red green"},
                             {"c6 green", "e7 red red", "b8 yellow yellow green"}, 0);
        QVERIFY(blunder->heuristicValue(1) < safe->heuristicValue(1));
    }
};

QTEST_GUILESS_MAIN(TestGardenRules)
#include "tst_garden_rules.moc"
