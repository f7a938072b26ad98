// SPDX-License-Identifier: GPL-3.0-or-later
// Hyano's checks that are not rules scenarios (those are data: data/games/hyano/scenarios, run by
// tst_scenarios; docs/scenarios.md): properties of every random deal and game, the search's
// determinization and heuristic, counters no observation holds, the action grammar and data
// errors. Section numbers refer to data/games/hyano/spec.md. Seats sit clockwise: seat s + 1 is
// the left neighbour of seat s. Piles are S0..S5.
#include "data/document_loader.h"
#include "data/yaml_reader.h"
#include "games/hyano/hyano_emblem.h"
#include "games/hyano/hyano_state.h"
#include "sim/scenarios.h"
#include "test_support.h"

#include <algorithm>
#include <set>

using namespace kotatsu;
using namespace kotatsu::hyano;

namespace {

// A pile written top first: its face-up card, then its face-down cards. {} is an empty pile.
using Pile = std::vector<std::string>;

const Params &paramsOf(const GameDefinition &def)
{
    return static_cast<const HyanoDefinition &>(def).params();
}

int cardId(const GameDefinition &def, const std::string &name)
{
    auto id = paramsOf(def).findCard(name);
    if (!id)
        QTest::qFail(("no card '" + name + "'").c_str(), __FILE__, __LINE__);
    return id.value_or(0);
}

// The start of a round in the position `piles` describe (the sage about to predict), loaded as a
// scenario's position is (sim/scenarios.h): every card not on a pile or won is out of the game.
std::unique_ptr<HyanoState> arranged(int players, const std::vector<Pile> &piles, int sage,
                                     std::shared_ptr<const GameDefinition> def = {},
                                     std::vector<int> wonCounts = {})
{
    if (!def)
        def = test::definition("hyano");
    auto game = def->newGame(players, 7);
    std::unique_ptr<HyanoState> state(static_cast<HyanoState *>(game.release()));
    std::string up, down;
    int placed = 0;
    for (const Pile &pile : piles) {
        up += std::string(up.empty() ? "" : ", ") + "{face_up: " +
              (pile.empty() ? std::string("null") : std::to_string(cardId(*def, pile.front()))) +
              "}";
        std::string ids;
        for (std::size_t i = 1; i < pile.size(); ++i)
            ids += (i > 1 ? ", " : "") + std::to_string(cardId(*def, pile[i]));
        down += std::string(down.empty() ? "" : ", ") + "[" + ids + "]";
        placed += static_cast<int>(pile.size());
    }
    std::string scores;
    for (int seat = 0; seat < players; ++seat) {
        const int won = seat < static_cast<int>(wonCounts.size()) ? wonCounts[seat] : 0;
        scores += (seat > 0 ? ", " : "") + std::to_string(won);
        placed += won;
    }
    const int cards = static_cast<int>(paramsOf(*def).cards.size());
    const std::string text =
        "{sage: " + std::to_string(sage) + ", first_sage: " + std::to_string(sage) +
        ", current_player: " + std::to_string(sage) + ", piles: [" + up + "], face_down: [" + down +
        "], scores: [" + scores + "], removed: " + std::to_string(cards - placed) + "}";
    std::string error;
    if (!loadPositionText(*state, text, &error))
        QTest::qFail(("the position does not load: " + error).c_str(), __FILE__, __LINE__);
    return state;
}

// Plays `texts` in order, checking before each one that `seats[i]` is to move.
void playChain(HyanoState &state, const std::vector<std::string> &texts,
               const std::vector<int> &seats)
{
    for (std::size_t i = 0; i < texts.size(); ++i) {
        QCOMPARE(state.currentPlayer(), seats[i]);
        QVERIFY(test::play(state, texts[i]));
        const std::string broken = state.checkInvariants();
        QVERIFY2(broken.empty(), broken.c_str());
    }
}

// Errors of the shipped game with `overridesYaml` merged in, as a variant would.
DataErrors errorsWith(const std::string &overridesYaml)
{
    DataErrors errors;
    const GameEntry *entry = test::catalog().find("hyano");
    auto overrides = readYamlText(overridesYaml, "<test overrides>", errors);
    if (entry && overrides) {
        VariantFile variant;
        variant.id = "test";
        variant.baseId = "hyano";
        variant.overrides = *overrides;
        if (buildVariantDefinition(entry->document, variant, errors))
            errors.push_back({SourcePos{}, "", "unexpectedly valid"});
    }
    return errors;
}

} // namespace

class TestHyanoRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // §3.2: 55 cards dealt round robin into six piles of 10, 9, 9, 9, 9, 9; §3.3 the top card
    // of each pile face up; §3.4 a random first sage. A property of 40 random deals (every seat
    // is the first sage of one), not one position: C++.
    void setupDealsSixPilesAndTurnsTheirTops()
    {
        auto def = test::definition("hyano");
        std::set<int> firstSages;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            auto game = def->newGame(4, seed);
            auto &state = static_cast<HyanoState &>(*game);
            QCOMPARE(state.faceDownCount(0) + 1, 10);
            for (int pile = 1; pile < 6; ++pile) {
                QVERIFY(state.faceUp(pile) >= 0);
                QCOMPARE(state.faceDownCount(pile) + 1, 9);
            }
            QCOMPARE(state.phase(), HyanoState::Phase::Predict);
            QCOMPARE(state.currentPlayer(), state.sage());
            QCOMPARE(static_cast<int>(state.revealCount()), 6);
            QVERIFY(state.checkInvariants().empty());
            firstSages.insert(state.sage());
        }
        QCOMPARE(static_cast<int>(firstSages.size()), 4);

        auto randomStart = test::definitionWith("hyano", "rules: {deal: round_robin_random_start}");
        std::set<int> tallPiles;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            auto game = randomStart->newGame(3, seed);
            auto &state = static_cast<HyanoState &>(*game);
            int tall = -1;
            for (int pile = 0; pile < 6; ++pile) {
                const int size = state.faceDownCount(pile) + 1;
                QVERIFY(size == 9 || size == 10);
                if (size == 10) {
                    QCOMPARE(tall, -1);
                    tall = pile;
                }
            }
            tallPiles.insert(tall);
        }
        QVERIFY(tallPiles.size() > 3);
    }

    // §4.2.7, §6: what the refresh turns up counts as revealed (revealCount, which no
    // observation holds; the scenario round.yaml checks the same round's cards).
    void refreshRevealsWhatItTurnsUp()
    {
        auto state = arranged(3,
                              {{"blue 5", "green 1"},
                               {"blue 6"},
                               {"blue 7", "green 2", "green 3"},
                               {"red 1"},
                               {"blue 9", "black 4"},
                               {"yellow 3"}},
                              0);
        const auto revealsBefore = state->revealCount();
        playChain(*state, {"predict S2", "open S0", "play S1", "play S2"}, {0, 0, 1, 2});
        QCOMPARE(state->lastRound().turnedUp, 2);
        QCOMPARE(state->revealCount(), revealsBefore + 2);
    }

    // Determinization (the search's resampling, not a rule): the others' guess of the prediction is
    // any card face up at the prediction that has not been played (the round would have stopped);
    // the sage keeps his.
    void resamplingRedrawsOnlyWhatTheSeatCannotSee()
    {
        auto state = arranged(3,
                              {{"blue 5", "green 5"},
                               {"blue 6", "green 6"},
                               {"blue 8", "green 7"},
                               {"yellow 9", "green 8", "red 8"},
                               {"black 3"},
                               {"blue 1"}},
                              2);
        playChain(*state, {"predict S3", "open S0", "play S1"}, {2, 2, 0});
        QCOMPARE(state->phase(), HyanoState::Phase::Play);
        std::set<int> guesses;
        Rng rng(99);
        std::multiset<int> faceDown;
        for (int pile = 0; pile < 6; ++pile)
            faceDown.insert(state->faceDownCount(pile));
        for (int i = 0; i < 300; ++i) {
            auto resampled = state->resampleHidden(1, rng);
            auto &copy = static_cast<HyanoState &>(*resampled);
            guesses.insert(copy.prediction());
            QVERIFY(copy.checkInvariants().empty());
            QVERIFY(copy.observation(1) == state->observation(1));
            for (int pile = 0; pile < 6; ++pile)
                QCOMPARE(copy.faceDownCount(pile), state->faceDownCount(pile));
            auto sages = state->resampleHidden(2, rng);
            QCOMPARE(static_cast<HyanoState &>(*sages).prediction(), 3);
        }
        QVERIFY(guesses == (std::set<int>{2, 3, 4, 5}));
    }

    // The action texts (a grammar, not a rule): each kind formats and parses back.
    void actionTextsRoundTrip()
    {
        auto def = test::definition("hyano");
        const auto &h = static_cast<const HyanoDefinition &>(*def);
        QCOMPARE(h.formatAction(makeAction(kPredict, 3)), std::string("predict S3"));
        QCOMPARE(h.formatAction(makeAction(kOpen, 2, 1, 7)), std::string("open S2 sun 7"));
        QCOMPARE(h.formatAction(makeAction(kOpen, 2)), std::string("open S2"));
        QCOMPARE(h.formatAction(makeAction(kPlay, 4)), std::string("play S4"));
        QCOMPARE(h.formatAction(makeAction(kPlay, 4, 1, 6)), std::string("play S4 sun 6"));
        QCOMPARE(h.formatAction(makeAction(kPass)), std::string("pass"));
        // Text to action matches the legal actions' texts: the sage's predictions now.
        auto state = def->newGame(3, 5);
        for (const Action &a : state->legalActions())
            QCOMPARE(*state->actionFromString(state->actionToString(a)), a);
        for (const char *text : {"predict S3 sun 2", "play S9", "play", "play S4 moon 3",
                                 "play S4 sun", "play S4 sun 99", "pass S1", "open s2", "pass"})
            QVERIFY2(!state->actionFromString(text), text);
    }

    // An emblem is a drawn shape or a few letters of the designer's own; describe() says
    // which, and a seventh pile with a seventh disc is dealt like the others.
    void emblemsAreShapesOrLetters()
    {
        QVERIFY(isEmblemShape("moon") && isEmblemShape("turtle"));
        QVERIFY(!isEmblemShape("Moon") && !isEmblemShape("蓮"));
        for (const char *good : {"moon", "feather", "蓮", "AB", "Ab1", "月と星", "É"})
            QVERIFY2(!emblemProblem(good), good);
        for (const char *bad : {"lotus", "ABCD", "蓮の花です", "A B", "A-B", "", " "})
            QVERIFY2(emblemProblem(bad).has_value(), bad);
        QVERIFY(emblemProblem("moom")->english().find("did you mean 'moon'") != std::string::npos);
        QCOMPARE(drawnKey("Ab"), drawnKey("ａB"));
        QVERIFY(drawnKey("moon") != drawnKey("Moo"));

        std::string yaml = "rules: {piles: 7}\nsymbols:\n";
        const char *emblems[] = {"moon", "star", "eagle", "mountain", "river", "drum", "蓮"};
        for (int i = 0; i < 7; ++i)
            yaml += "  - {id: S" + std::to_string(i) + ", emblem: " + emblems[i] +
                    ", name: {en: N" + std::to_string(i) + ", es: N, fr: N, ja: N, hu: N}}\n";
        auto def = test::definitionWith("hyano", yaml);
        QVERIFY(def);
        const Json json = def->describe();
        QCOMPARE(json.get("piles").asInt(), 7);
        const Json &symbols = json.get("symbols");
        QCOMPARE(symbols.size(), std::size_t(7));
        QCOMPARE(symbols.at(0).get("emblem_kind").asString(), std::string("shape"));
        QCOMPARE(symbols.at(6).get("emblem").asString(), std::string("蓮"));
        QCOMPARE(symbols.at(6).get("emblem_kind").asString(), std::string("letters"));
        auto state = def->newGame(3, 4);
        const Json observed = state->observation(0);
        const Json &piles = observed.get("piles");
        QCOMPARE(piles.size(), std::size_t(7));
        int cards = 0;
        for (std::size_t i = 0; i < 7; ++i)
            cards += 1 + static_cast<int>(piles.at(i).get("face_down").asInt());
        QCOMPARE(cards, 55);
    }

    // Bad data gives FILE:LINE:COL errors with the key path, never a crash.
    void badDataIsReported_data()
    {
        QTest::addColumn<QString>("yaml");
        QTest::addColumn<QString>("keyPath");
        QTest::addColumn<int>("line");
        QTest::newRow("end beyond the piles") << "rules:\n  end_when_empty_piles: 7\n"
                                              << "rules.end_when_empty_piles" << 2;
        QTest::newRow("more piles than symbols") << "rules:\n  piles: 7\n"
                                                 << "symbols" << 0;
        QTest::newRow("too few values for a Sun") << "deck:\n  values: [1, 4]\n"
                                                  << "deck.values" << 2;
        QTest::newRow("match rule twice") << "rules:\n  match_rules: [same_colour, same_colour]\n"
                                          << "rules.match_rules[1]" << 2;
        QTest::newRow("unknown match rule") << "rules:\n  match_rules: [same_suit]\n"
                                            << "rules.match_rules[0]" << 2;
        QTest::newRow("unknown key") << "rules:\n  mandatory_plays: true\n"
                                     << "rules.mandatory_plays" << 2;
        QTest::newRow("bad choice") << "rules:\n  on_failure: give_to_nobody\n"
                                    << "rules.on_failure" << 2;
        QTest::newRow("too many players") << "game:\n  players: {min: 2, max: 9}\n"
                                          << "game.players" << 0;
        QTest::newRow("mark used twice") << "deck:\n  colours:\n"
                                            "    - {id: blue, hex: \"#2a5caa\", mark: drop, name: "
                                            "{en: B, es: B, fr: B, ja: B, hu: B}}\n"
                                            "    - {id: red, hex: \"#c0392b\", mark: drop, name: "
                                            "{en: R, es: R, fr: R, ja: R, hu: R}}\n"
                                         << "deck.colours[1].mark" << 4;
        QTest::newRow("bad hex") << "deck:\n  colours:\n"
                                    "    - {id: blue, hex: blue, mark: drop, name: {en: B, es: B, "
                                    "fr: B, ja: B, hu: B}}\n"
                                 << "deck.colours[0].hex" << 3;
        QTest::newRow("unknown language") << "deck:\n  sun_name: {en: Sun, xx: Sol}\n"
                                          << "deck.sun_name.xx" << 2;
        QTest::newRow("symbol id with a space")
            << "symbols:\n  - {id: S 0, emblem: moon, name: {en: M, es: M, fr: M, ja: M, hu: M}}\n"
            << "symbols[0].id" << 2;
        // An emblem the table cannot draw: not a shape, and too long for letters.
        QTest::newRow("emblem neither a shape nor letters")
            << "symbols:\n  - {id: S0, emblem: lotus, name: {en: M, es: M, fr: M, ja: M, hu: M}}\n"
            << "symbols[0].emblem" << 2;
        QTest::newRow("emblem letters with a space")
            << "symbols:\n  - {id: S0, emblem: \"A B\", name: {en: M, es: M, fr: M, ja: M, hu: "
               "M}}\n"
            << "symbols[0].emblem" << 2;
        // Two discs a player cannot tell apart: the same shape, or letters alike on a disc.
        QTest::newRow("shape twice")
            << "symbols:\n  - {id: S0, emblem: moon, name: {en: M, es: M, fr: M, ja: M, hu: M}}\n"
               "  - {id: S1, emblem: moon, name: {en: N, es: N, fr: N, ja: N, hu: N}}\n"
            << "symbols[1].emblem" << 3;
        QTest::newRow("letters alike")
            << "symbols:\n  - {id: S0, emblem: Ab, name: {en: M, es: M, fr: M, ja: M, hu: M}}\n"
               "  - {id: S1, emblem: ＡＢ, name: {en: N, es: N, fr: N, ja: N, hu: N}}\n"
            << "symbols[1].emblem" << 3;
    }
    void badDataIsReported()
    {
        QFETCH(QString, yaml);
        QFETCH(QString, keyPath);
        QFETCH(int, line);
        const DataErrors errors = errorsWith(yaml.toStdString());
        std::string all;
        bool found = false;
        for (const DataError &e : errors) {
            all += "\n" + e.format();
            if (e.keyPath == keyPath.toStdString()) {
                found = true;
                if (line > 0) {
                    QCOMPARE(e.pos.line, line);
                    QCOMPARE(e.pos.fileName(), std::string("<test overrides>"));
                }
                QVERIFY(e.pos.hasPosition());
            }
        }
        QVERIFY2(found, ("no error at " + keyPath.toStdString() + "; got:" + all).c_str());
    }

    // Every rule alternative plays to the end at random with the invariants holding after
    // every action and determinizations that keep the seat's view and the mover's choices.
    void everyRuleAlternativePlaysThrough_data()
    {
        QTest::addColumn<QString>("overrides");
        for (const char *yaml :
             {"rules: {deal: round_robin_random_start, first_sage: first_seat}",
              "rules: {adjacent_wraps: true, match_rules: [same_colour, adjacent_value]}",
              "rules: {sun_forbidden_values: ring_and_centre}",
              "rules: {sun_forbidden_values: none}", "rules: {mandatory_play: false}",
              "rules: {mandatory_play: false, round_end_mode: play_out}",
              "rules: {sage_in_rotation: false}",
              "rules: {turn_direction: counterclockwise, sage_rotation: right}",
              "rules: {round_end_mode: play_out, on_failure: leave_in_centre}",
              "rules: {reveal_on_failure: false}", "rules: {refresh_during_round: true}",
              "rules: {refresh_during_round: true, round_end_mode: play_out}",
              "rules: {end_when_empty_piles: 6, end_after_full_rotation: true}",
              "rules: {end_after_full_rotation: true}", "rules: {tie: most_successful_prophecies}",
              "rules: {piles: 2, end_when_empty_piles: 1}",
              "deck: {values: [0, 20], suns_per_colour: 3}",
              "deck: {values: [1, 6], suns_per_colour: 0}"})
            QTest::newRow(yaml) << QString::fromUtf8(yaml);
    }
    void everyRuleAlternativePlaysThrough()
    {
        QFETCH(QString, overrides);
        auto def = test::definitionWith("hyano", overrides.toStdString());
        QVERIFY(def);
        std::vector<Action> legalNow;
        std::vector<Action> legalResampled;
        for (int players = 2; players <= 5; ++players) {
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                auto state = def->newGame(players, seed);
                Rng rng(seed * 31 + static_cast<std::uint64_t>(players));
                int watcher = 0;
                while (!state->isTerminal()) {
                    const std::string broken = state->checkInvariants();
                    QVERIFY2(broken.empty(), broken.c_str());
                    state->legalActions(legalNow);
                    QVERIFY(!legalNow.empty());
                    std::set<std::string> texts;
                    for (const Action &a : legalNow)
                        QVERIFY(texts.insert(state->actionToString(a)).second);
                    const int mover = state->currentPlayer();
                    for (int seat : {mover, watcher}) {
                        auto resampled = state->resampleHidden(seat, rng);
                        QVERIFY(resampled->checkInvariants().empty());
                        QVERIFY(resampled->observation(seat) == state->observation(seat));
                        if (seat == mover) {
                            resampled->legalActions(legalResampled);
                            QVERIFY(legalResampled == legalNow);
                        }
                    }
                    watcher = (watcher + 1) % players;
                    state->apply(legalNow[rng.below(static_cast<std::uint32_t>(legalNow.size()))]);
                    QVERIFY(state->plyCount() < 5000);
                }
                QVERIFY(state->checkInvariants().empty());
                const Outcome outcome = state->outcome();
                QCOMPARE(static_cast<int>(outcome.ranks.size()), players);
                QVERIFY(outcome.draw || !outcome.winners.empty());
                const double value = state->heuristicValue(0);
                QVERIFY(value >= 0.0 && value <= 1.0);
            }
        }
    }

    // The heuristic stays in [0, 1] and prefers the leader.
    void heuristicFavoursTheLeader()
    {
        auto state = arranged(3,
                              {{"blue 5", "green 5"},
                               {"blue 6", "green 6"},
                               {"red 1", "green 7"},
                               {"yellow 9", "green 8"},
                               {"black 3", "black 4"},
                               {"red 7"}},
                              0, {}, {9, 2, 2});
        const double leader = state->heuristicValue(0);
        const double trailer = state->heuristicValue(1);
        QVERIFY(leader > 0.5 && leader <= 1.0);
        QVERIFY(trailer < 0.5 && trailer >= 0.0);
    }
};

QTEST_GUILESS_MAIN(TestHyanoRules)
#include "tst_hyano_rules.moc"
