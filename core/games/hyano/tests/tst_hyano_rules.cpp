// SPDX-License-Identifier: GPL-3.0-or-later
// Hyano scenarios written from data/games/hyano/spec.md (section numbers refer to it). Seats sit
// clockwise: seat s + 1 is the left neighbour of seat s. Piles are S0..S5.
#include "data/document_loader.h"
#include "data/yaml_reader.h"
#include "games/hyano/hyano_emblem.h"
#include "games/hyano/hyano_state.h"
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

std::unique_ptr<HyanoState> arranged(int players, const std::vector<Pile> &piles, int sage,
                                     std::shared_ptr<const GameDefinition> def = {},
                                     std::vector<int> wonCounts = {},
                                     std::vector<int> prophecies = {})
{
    if (!def)
        def = test::definition("hyano");
    auto game = def->newGame(players, 7);
    std::unique_ptr<HyanoState> state(static_cast<HyanoState *>(game.release()));
    HyanoState::Setup setup;
    for (const Pile &pile : piles) {
        setup.faceUp.push_back(pile.empty() ? -1 : cardId(*def, pile.front()));
        std::vector<int> down;
        for (std::size_t i = 1; i < pile.size(); ++i)
            down.push_back(cardId(*def, pile[i]));
        setup.faceDown.push_back(down);
    }
    setup.sage = sage;
    setup.wonCounts = std::move(wonCounts);
    setup.prophecies = std::move(prophecies);
    state->arrange(setup);
    const std::string broken = state->checkInvariants();
    if (!broken.empty())
        QTest::qFail(("arranged position is broken: " + broken).c_str(), __FILE__, __LINE__);
    return state;
}

std::vector<std::string> legal(const GameState &state)
{
    std::vector<std::string> out;
    for (const Action &a : state.legalActions())
        out.push_back(state.actionToString(a));
    return out;
}

bool isLegal(const GameState &state, const std::string &text)
{
    const auto all = legal(state);
    return std::find(all.begin(), all.end(), text) != all.end();
}

// The values a Sun on `symbol` may be declared as by the legal `verb` actions.
std::vector<int> sunValues(const GameState &state, const std::string &verb,
                           const std::string &symbol)
{
    const std::string prefix = verb + " " + symbol + " sun ";
    std::vector<int> out;
    for (const std::string &text : legal(state)) {
        if (text.rfind(prefix, 0) == 0)
            out.push_back(std::stoi(text.substr(prefix.size())));
    }
    return out;
}

std::vector<int> scores(const HyanoState &state)
{
    std::vector<int> out;
    for (int seat = 0; seat < state.numPlayers(); ++seat)
        out.push_back(state.score(seat));
    return out;
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

std::string colourOf(const std::string &card)
{
    return card.substr(0, card.find(' '));
}

std::string valueOf(const std::string &card)
{
    return card.substr(card.find(' ') + 1);
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
    // of each pile face up; §3.4 a random first sage.
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

    // §4.2.1: the sage predicts a pile whose face-up card exists; §6: not an empty pile.
    void predictionOnlyNamesPilesWithAFaceUpCard()
    {
        auto state = arranged(
            3, {{"blue 5"}, {"red 2", "red 3"}, {}, {"green 9"}, {"black 1"}, {"yellow 4"}}, 1);
        QCOMPARE(state->currentPlayer(), 1);
        QCOMPARE(legal(*state), (std::vector<std::string>{"predict S0", "predict S1", "predict S3",
                                                          "predict S4", "predict S5"}));
    }

    // §4.2.2: any face-up card may open, without matching anything.
    void anyFaceUpCardMayOpen()
    {
        auto state = arranged(2, {{"blue 5"}, {"red 2"}, {"green 9"}, {}, {"black 1"}, {}}, 0);
        QVERIFY(test::play(*state, "predict S0"));
        QCOMPARE(legal(*state),
                 (std::vector<std::string>{"open S0", "open S1", "open S2", "open S4"}));
    }

    // §4.1: same colour, same value, or a value one apart; 10 and 1 are not neighbours.
    void legalityTable_data()
    {
        QTest::addColumn<QString>("top");
        QTest::addColumn<QString>("candidate");
        QTest::addColumn<bool>("expected");
        QTest::newRow("same colour") << "blue 7"
                                     << "blue 2" << true;
        QTest::newRow("same colour, far apart") << "black 1"
                                                << "black 10" << true;
        QTest::newRow("same value") << "blue 7"
                                    << "red 7" << true;
        QTest::newRow("one lower") << "blue 7"
                                   << "red 6" << true;
        QTest::newRow("one higher") << "blue 7"
                                    << "green 8" << true;
        QTest::newRow("two apart") << "blue 7"
                                   << "red 9" << false;
        QTest::newRow("far apart") << "blue 7"
                                   << "yellow 1" << false;
        QTest::newRow("2 on 1") << "red 1"
                                << "yellow 2" << true;
        QTest::newRow("9 on 10") << "green 10"
                                 << "black 9" << true;
        QTest::newRow("no wrap: 10 on 1") << "red 1"
                                          << "yellow 10" << false;
        QTest::newRow("no wrap: 1 on 10") << "red 10"
                                          << "yellow 1" << false;
    }
    void legalityTable()
    {
        QFETCH(QString, top);
        QFETCH(QString, candidate);
        QFETCH(bool, expected);
        // A filler of the top's value in a third colour keeps the round going, so that the
        // candidate's legality is what is seen.
        std::string filler;
        for (const char *colour : {"blue", "red", "yellow", "green", "black"}) {
            if (colour != colourOf(top.toStdString()) &&
                colour != colourOf(candidate.toStdString()) && filler.empty())
                filler = std::string(colour) + " " + valueOf(top.toStdString());
        }
        auto state =
            arranged(2, {{top.toStdString()}, {candidate.toStdString()}, {filler}, {}, {}, {}}, 0);
        QVERIFY(test::play(*state, "predict S2"));
        QVERIFY(test::play(*state, "open S0"));
        QCOMPARE(state->phase(), HyanoState::Phase::Play);
        QCOMPARE(isLegal(*state, "play S1"), expected);
    }

    // §4.1 [A] adjacent_wraps and §7 match_rules are data.
    void wrapAndMatchRulesAreData()
    {
        auto wraps = test::definitionWith("hyano", "rules: {adjacent_wraps: true}");
        auto state = arranged(2, {{"red 10"}, {"yellow 1"}, {"green 10"}, {}, {}, {}}, 0, wraps);
        QVERIFY(test::play(*state, "predict S2"));
        QVERIFY(test::play(*state, "open S0"));
        QVERIFY(isLegal(*state, "play S1"));

        auto colourOnly = test::definitionWith("hyano", "rules: {match_rules: [same_colour]}");
        state = arranged(2, {{"blue 7"}, {"red 6"}, {"red 7"}, {"blue 1"}, {}, {}}, 0, colourOnly);
        QVERIFY(test::play(*state, "predict S3"));
        QVERIFY(test::play(*state, "open S0"));
        QCOMPARE(legal(*state), (std::vector<std::string>{"play S3"}));
    }

    // §4.1 Sun: a Sun of the top's colour may take any value not lying face up in the ring.
    void sunOfTheTopColourTakesAnyFreeValue()
    {
        auto state =
            arranged(2, {{"blue 7"}, {"blue sun"}, {"red 7"}, {"blue 3"}, {"green 2"}, {}}, 0);
        QVERIFY(test::play(*state, "predict S4"));
        QVERIFY(test::play(*state, "open S0"));
        // blue 7 now lies in the centre, not in the ring; blue 3 is in the ring.
        QCOMPARE(sunValues(*state, "play", "S1"), (std::vector<int>{1, 2, 4, 5, 6, 7, 8, 9, 10}));
    }

    // §4.1 Sun: on another colour, a Sun needs a free value within one of the top's value.
    void sunOfAnotherColourMustDeclareANeighbouringFreeValue()
    {
        auto state =
            arranged(2, {{"blue 7"}, {"red sun"}, {"yellow 7"}, {"red 6"}, {"green 2"}, {}}, 0);
        QVERIFY(test::play(*state, "predict S4"));
        QVERIFY(test::play(*state, "open S0"));
        QCOMPARE(sunValues(*state, "play", "S1"), (std::vector<int>{7, 8}));
    }

    // §6: a Sun with no legal declared value is not playable.
    void sunWithoutAFreeValueCannotBePlayed()
    {
        auto state =
            arranged(2, {{"blue 7"}, {"red sun"}, {"red 6"}, {"red 7"}, {"red 8"}, {"green 2"}}, 0);
        QVERIFY(test::play(*state, "predict S5"));
        QVERIFY(test::play(*state, "open S0"));
        QVERIFY(sunValues(*state, "play", "S1").empty());
        QCOMPARE(legal(*state), (std::vector<std::string>{"play S2", "play S3", "play S4"}));
    }

    // §7 sun_forbidden_values: ring_and_centre also forbids values lying in the centre; none
    // forbids nothing.
    void sunForbiddenValuesAreData()
    {
        const std::vector<Pile> piles = {{"blue 7"}, {"blue sun"}, {"red 7"},
                                         {"blue 3"}, {"green 2"},  {}};
        auto strict =
            test::definitionWith("hyano", "rules: {sun_forbidden_values: ring_and_centre}");
        auto state = arranged(2, piles, 0, strict);
        QVERIFY(test::play(*state, "predict S4"));
        QVERIFY(test::play(*state, "open S0"));
        QCOMPARE(sunValues(*state, "play", "S1"), (std::vector<int>{1, 2, 4, 5, 6, 8, 9, 10}));

        auto free = test::definitionWith("hyano", "rules: {sun_forbidden_values: none}");
        state = arranged(2, piles, 0, free);
        QVERIFY(test::play(*state, "predict S4"));
        QVERIFY(test::play(*state, "open S0"));
        QCOMPARE(sunValues(*state, "play", "S1"),
                 (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}));
    }

    // §4.2.2: an opening Sun declares a value that is not forbidden; one action per value.
    void openingSunDeclaresAFreeValue()
    {
        auto state = arranged(2, {{"blue sun"}, {"blue 4"}, {"blue 9"}, {"red 2"}, {}, {}}, 0);
        QVERIFY(test::play(*state, "predict S3"));
        QCOMPARE(sunValues(*state, "open", "S0"), (std::vector<int>{1, 2, 3, 5, 6, 7, 8, 10}));
        QCOMPARE(static_cast<int>(legal(*state).size()), 8 + 3);
    }

    // §6: a Sun on top is compared by its colour and its declared value.
    void sunOnTopUsesItsDeclaredValue()
    {
        auto state = arranged(2, {{"blue sun"}, {"green 5"}, {"green 8"}, {"red 2"}, {}, {}}, 0);
        QVERIFY(test::play(*state, "predict S3"));
        QVERIFY(test::play(*state, "open S0 sun 4"));
        QCOMPARE(state->centre().back().value, 4);
        QCOMPARE(legal(*state), (std::vector<std::string>{"play S1"}));
    }

    // §4.2.4: a legal card must be played; there is no pass while one exists. With
    // mandatory_play: false a player may pass, and a full rotation of passes ends the round.
    void playIsMandatory()
    {
        // green 9 fits nothing here; it and black 2 keep the piles from running out.
        const std::vector<Pile> piles = {{"blue 5", "black 2"}, {"blue 6"}, {"red 1"}, {"blue 8"},
                                         {"green 9"},           {}};
        auto state = arranged(3, piles, 0);
        QVERIFY(test::play(*state, "predict S2"));
        QVERIFY(test::play(*state, "open S0"));
        QCOMPARE(legal(*state), (std::vector<std::string>{"play S1", "play S3"}));

        auto optional = test::definitionWith("hyano", "rules: {mandatory_play: false}");
        state = arranged(3, piles, 0, optional);
        const int removedBefore = state->removedCount();
        QVERIFY(test::play(*state, "predict S2"));
        QVERIFY(test::play(*state, "open S0"));
        QCOMPARE(legal(*state), (std::vector<std::string>{"play S1", "play S3", "pass"}));
        playChain(*state, {"pass", "pass"}, {1, 2});
        QCOMPARE(state->phase(), HyanoState::Phase::Play);
        playChain(*state, {"pass"}, {0});
        QCOMPARE(state->phase(), HyanoState::Phase::Predict);
        QVERIFY(!state->lastRound().success);
        QCOMPARE(state->removedCount(), removedBefore + 1);
    }

    // §4.2.4-5: the round stops the moment the predicted card is played, even while other
    // cards could still be played; the sage takes the centre pile. §4.2.7 refresh.
    void roundStopsWhenThePredictedCardIsPlayed()
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
        QCOMPARE(scores(*state), (std::vector<int>{3, 0, 0}));
        QCOMPARE(state->prophecies(0), 1);
        QVERIFY(state->lastRound().success);
        QCOMPARE(state->lastRound().won, 3);
        // blue 9 could still have been played: it stays face up.
        QCOMPARE(state->faceUp(4), cardId(state->definition(), "blue 9"));
        QCOMPARE(state->faceDownCount(4), 1);
        // Played piles turn their next card up; the emptied pile stays empty.
        QCOMPARE(state->faceUp(0), cardId(state->definition(), "green 1"));
        QCOMPARE(state->faceDownCount(0), 0);
        QCOMPARE(state->faceUp(1), -1);
        QCOMPARE(state->faceUp(2), cardId(state->definition(), "green 2"));
        QCOMPARE(state->faceDownCount(2), 1);
        QCOMPARE(state->faceUp(3), cardId(state->definition(), "red 1"));
        QCOMPARE(state->revealCount(), revealsBefore + 2);
        QCOMPARE(state->lastRound().turnedUp, 2);
        // One empty pile does not end the game; the sage role passes left.
        QVERIFY(!state->isTerminal());
        QCOMPARE(state->sage(), 1);
        QCOMPARE(state->round(), 2);
        QCOMPARE(state->currentPlayer(), 1);
    }

    // §4.2.2 / §6: opening with the predicted card ends the round at once with one card.
    void openingWithThePredictedCardScoresOneCard()
    {
        auto state = arranged(2,
                              {{"blue 5", "red 4"},
                               {"blue 6", "red 5"},
                               {"blue 7", "red 6"},
                               {"red 1", "red 7"},
                               {"black 9"},
                               {}},
                              1);
        playChain(*state, {"predict S1", "open S1"}, {1, 1});
        QCOMPARE(scores(*state), (std::vector<int>{0, 1}));
        QVERIFY(state->lastRound().success);
        QCOMPARE(state->phase(), HyanoState::Phase::Predict);
        QCOMPARE(state->sage(), 0);
        QCOMPARE(state->faceUp(1), cardId(state->definition(), "red 5"));
    }

    // §4.2.6: when the predicted card gets stuck, the round's cards leave the game and the
    // predicted card stays face up on its pile.
    void failureRemovesThePlayedCards()
    {
        auto state = arranged(3,
                              {{"blue 5", "green 5"},
                               {"blue 6", "green 6"},
                               {"red 1", "green 7"},
                               {"yellow 9", "green 8"},
                               {"black 3"},
                               {}},
                              2);
        const int removedBefore = state->removedCount();
        playChain(*state, {"predict S2", "open S0", "play S1"}, {2, 2, 0});
        // Nothing fits blue 6 any more: red 1, yellow 9 and black 3 are stuck.
        QCOMPARE(state->phase(), HyanoState::Phase::Predict);
        QVERIFY(!state->lastRound().success);
        QCOMPARE(state->lastRound().removed, 2);
        QCOMPARE(state->removedCount(), removedBefore + 2);
        QCOMPARE(scores(*state), (std::vector<int>{0, 0, 0}));
        QCOMPARE(state->prophecies(2), 0);
        QCOMPARE(state->faceUp(2), cardId(state->definition(), "red 1"));
        QCOMPARE(state->faceDownCount(2), 1);
        QCOMPARE(state->faceUp(0), cardId(state->definition(), "green 5"));
        QCOMPARE(state->sage(), 0);
    }

    // §6: no legal card after the opening: the round ends at once and the opening card,
    // not being the predicted one, is removed.
    void noLegalCardAfterTheOpeningEndsTheRound()
    {
        auto state = arranged(
            2, {{"yellow 9", "green 5"}, {"blue 2"}, {"red 4"}, {"green 1"}, {}, {"black 6"}}, 0);
        const int removedBefore = state->removedCount();
        playChain(*state, {"predict S1", "open S0"}, {0, 0});
        QCOMPARE(state->phase(), HyanoState::Phase::Predict);
        QVERIFY(!state->lastRound().success);
        QCOMPARE(state->removedCount(), removedBefore + 1);
        QCOMPARE(state->sage(), 1);
    }

    // §5: the game ends when two piles are used up (no face-up, no face-down card), checked
    // after the refresh.
    void gameEndsWhenTwoPilesAreEmpty()
    {
        auto state = arranged(3,
                              {{"blue 5"},
                               {"blue 6"},
                               {"red 1", "red 2"},
                               {"green 9", "green 8"},
                               {"black 1", "black 2"},
                               {"yellow 5", "yellow 6"}},
                              0);
        playChain(*state, {"predict S1", "open S0", "play S1"}, {0, 0, 1});
        QVERIFY(state->isTerminal());
        QCOMPARE(state->currentPlayer(), kTerminalPlayer);
        QVERIFY(legal(*state).empty());
        const Outcome outcome = state->outcome();
        QCOMPARE(outcome.reason, std::string("piles_empty"));
        QCOMPARE(outcome.scores, (std::vector<double>{2, 0, 0}));
        QCOMPARE(outcome.winners, (std::vector<int>{0}));
        QCOMPARE(outcome.ranks, (std::vector<int>{1, 2, 2}));
        QVERIFY(state->checkInvariants().empty());
    }

    // §5 [A]: a pile whose face-up card was played but that still has face-down cards is not
    // empty; one empty pile does not end the game.
    void onePileEmptyIsNotTheEnd()
    {
        auto state = arranged(3,
                              {{"blue 5"},
                               {"blue 6", "green 7"},
                               {"red 1", "red 2"},
                               {"green 9", "green 8"},
                               {"black 1", "black 2"},
                               {"yellow 5", "yellow 6"}},
                              0);
        playChain(*state, {"predict S1", "open S0", "play S1"}, {0, 0, 1});
        QVERIFY(!state->isTerminal());
        QCOMPARE(state->faceUp(0), -1);
        QCOMPARE(state->faceUp(1), cardId(state->definition(), "green 7"));
        QCOMPARE(state->sage(), 1);
        QVERIFY(!isLegal(*state, "predict S0"));
    }

    // §5 [A] ties: tied players share the victory; the most-successful-prophecies tie-break
    // is data; everybody tied is a draw.
    void tiesAreShared()
    {
        const std::vector<Pile> piles = {{"blue 5"},
                                         {"blue 6"},
                                         {"red 1", "red 2"},
                                         {"green 9", "green 8"},
                                         {"black 1", "black 2"},
                                         {}};
        const std::vector<std::string> finalRound = {"predict S2", "open S0", "play S1"};
        auto state = arranged(3, piles, 2, {}, {4, 4, 2}, {1, 2, 0});
        playChain(*state, finalRound, {2, 2, 0});
        QVERIFY(state->isTerminal());
        Outcome outcome = state->outcome();
        QCOMPARE(outcome.winners, (std::vector<int>{0, 1}));
        QCOMPARE(outcome.ranks, (std::vector<int>{1, 1, 3}));
        QVERIFY(!outcome.draw);
        QCOMPARE(outcome.reward(0), 1.0);
        QCOMPARE(outcome.reward(2), 0.0);

        auto tieBreak = test::definitionWith("hyano", "rules: {tie: most_successful_prophecies}");
        state = arranged(3, piles, 2, tieBreak, {4, 4, 2}, {1, 2, 0});
        playChain(*state, finalRound, {2, 2, 0});
        outcome = state->outcome();
        QCOMPARE(outcome.winners, (std::vector<int>{1}));
        QCOMPARE(outcome.ranks, (std::vector<int>{2, 1, 3}));

        state = arranged(2, piles, 1, {}, {3, 3});
        playChain(*state, {"predict S2", "open S0", "play S1"}, {1, 1, 0});
        outcome = state->outcome();
        QVERIFY(outcome.draw);
        QVERIFY(outcome.winners.empty());
        QCOMPARE(outcome.ranks, (std::vector<int>{1, 1}));
    }

    // §6: with two players, sage and opponent alternate; the sage plays cards 1, 3, 5.
    void twoPlayersAlternate()
    {
        auto state = arranged(
            2, {{"blue 1"}, {"blue 2"}, {"blue 3"}, {"blue 4"}, {"blue 5"}, {"green 9", "green 8"}},
            0);
        playChain(*state, {"predict S5", "open S0", "play S1", "play S2", "play S3", "play S4"},
                  {0, 0, 1, 0, 1, 0});
        const auto &cards = state->lastRound().cards;
        QCOMPARE(static_cast<int>(cards.size()), 5);
        for (std::size_t i = 0; i < cards.size(); ++i)
            QCOMPARE(static_cast<int>(cards[i].player), i % 2 == 0 ? 0 : 1);
        QVERIFY(!state->lastRound().success);
    }

    // §4.2.3 [A] sage_in_rotation: with five players the turn goes round from the sage's
    // left and the sage plays the sixth card.
    void fivePlayersFollowFromTheSagesLeft()
    {
        auto state = arranged(5,
                              {{"blue 1", "red 1"},
                               {"blue 2", "red 2"},
                               {"blue 3", "red 3"},
                               {"blue 4", "red 4"},
                               {"blue 5", "red 5"},
                               {"blue 6", "red 6"}},
                              2);
        playChain(*state,
                  {"predict S5", "open S0", "play S1", "play S2", "play S3", "play S4", "play S5"},
                  {2, 2, 3, 4, 0, 1, 2});
        QVERIFY(state->lastRound().success);
        QCOMPARE(scores(*state), (std::vector<int>{0, 0, 6, 0, 0}));
        QCOMPARE(state->sage(), 3);
        QCOMPARE(state->currentPlayer(), 3);
    }

    // §7: without sage_in_rotation the others play in turn and the sage never does; the
    // turn direction and the sage's rotation are data.
    void turnOrderIsData()
    {
        const std::vector<Pile> piles = {{"blue 1", "red 1"}, {"blue 2", "red 2"},
                                         {"blue 3", "red 3"}, {"blue 4", "red 4"},
                                         {"blue 5", "red 5"}, {"blue 6", "red 6"}};
        auto outside = test::definitionWith("hyano", "rules: {sage_in_rotation: false}");
        auto state = arranged(3, piles, 0, outside);
        playChain(*state, {"predict S5", "open S0", "play S1", "play S2", "play S3", "play S4"},
                  {0, 0, 1, 2, 1, 2});

        auto reversed = test::definitionWith(
            "hyano", "rules: {turn_direction: counterclockwise, sage_rotation: right}");
        state = arranged(4, piles, 1, reversed);
        playChain(*state, {"predict S3", "open S0", "play S1", "play S2", "play S3"},
                  {1, 1, 0, 3, 2});
        QCOMPARE(state->sage(), 0);
    }

    // §4.2.8: the sage role passes to the left every round, whatever happened.
    void sagePassesLeft()
    {
        auto state = arranged(3,
                              {{"blue 1", "red 1", "yellow 1"},
                               {"blue 2", "red 2", "yellow 2"},
                               {"blue 3", "red 3", "yellow 3"},
                               {"green 9", "black 9"},
                               {"green 7", "black 7"},
                               {"green 5", "black 5"}},
                              1);
        playChain(*state, {"predict S0", "open S0"}, {1, 1});
        QCOMPARE(state->sage(), 2);
        playChain(*state, {"predict S3", "open S1", "play S2"}, {2, 2, 0});
        QCOMPARE(state->sage(), 0);
        QCOMPARE(state->currentPlayer(), 0);
        playChain(*state, {"predict S0", "open S0"}, {0, 0});
        QCOMPARE(state->sage(), 1);
    }

    // §4.2.1 / §6: the prediction is hidden from the others until the round ends; the sage
    // sees it; last_round reveals it to all (also on failure, [A] reveal_on_failure).
    void predictionIsSecretUntilTheReveal()
    {
        auto state = arranged(3,
                              {{"blue 5", "green 5"},
                               {"blue 6", "green 6"},
                               {"red 1", "green 7"},
                               {"yellow 9", "green 8"},
                               {"black 3"},
                               {}},
                              2);
        QVERIFY(test::play(*state, "predict S2"));
        QVERIFY(state->observation(0).get("prediction").isNull());
        QVERIFY(state->observation(1).get("prediction").isNull());
        QCOMPARE(state->observation(2).get("prediction").get("pile").asInt(), 2);
        QCOMPARE(state->observation(kOmniscient).get("prediction").get("pile").asInt(), 2);
        QVERIFY(state->observation(0).find("face_down") == nullptr);
        QVERIFY(state->observation(kOmniscient).find("face_down") != nullptr);
        QVERIFY(state->observation(0).get("last_round").isNull());
        playChain(*state, {"open S0", "play S1"}, {2, 0});
        for (int seat : {0, 1, 2}) {
            const Json report = state->observation(seat).get("last_round");
            QCOMPARE(report.get("predicted_pile").asInt(), 2);
            QCOMPARE(report.get("predicted_card").asInt(), cardId(state->definition(), "red 1"));
            QCOMPARE(report.get("success").asBool(true), false);
            QCOMPARE(report.get("sage").asInt(), 2);
            QCOMPARE(report.get("removed").asInt(), 2);
            QCOMPARE(static_cast<int>(report.get("cards").size()), 2);
            QVERIFY(state->observation(seat).get("prediction").isNull());
        }

        auto secret = test::definitionWith("hyano", "rules: {reveal_on_failure: false}");
        state = arranged(3,
                         {{"blue 5", "green 5"},
                          {"blue 6", "green 6"},
                          {"red 1", "green 7"},
                          {"yellow 9", "green 8"},
                          {"black 3"},
                          {}},
                         2, secret);
        playChain(*state, {"predict S2", "open S0", "play S1"}, {2, 2, 0});
        QVERIFY(state->observation(0).get("last_round").get("predicted_pile").isNull());
        QCOMPARE(state->observation(2).get("last_round").get("predicted_pile").asInt(), 2);
    }

    // Determinization: the others' guess of the prediction is any card face up at the
    // prediction that has not been played (the round would have stopped); the sage keeps his.
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

    // §8.2 alternative round_end_mode: play_out — play goes on past the predicted card and
    // the sage scores only if his card is the very last one played.
    void playOutRewardsOnlyTheLastCard()
    {
        auto playOut = test::definition("hyano", "play_out");
        const std::vector<Pile> piles = {{"blue 5", "red 5"}, {"blue 6", "red 6"},
                                         {"blue 7", "red 7"}, {"red 1", "red 9"},
                                         {"green 1"},         {}};
        auto state = arranged(2, piles, 0, playOut);
        playChain(*state, {"predict S1", "open S0", "play S1"}, {0, 0, 1});
        QCOMPARE(state->phase(), HyanoState::Phase::Play);
        playChain(*state, {"play S2"}, {0});
        QVERIFY(!state->lastRound().success);
        QCOMPARE(state->lastRound().removed, 3);

        state = arranged(2, piles, 0, playOut);
        playChain(*state, {"predict S2", "open S0", "play S1", "play S2"}, {0, 0, 1, 0});
        QVERIFY(state->lastRound().success);
        QCOMPARE(scores(*state), (std::vector<int>{3, 0}));
    }

    // §7 alternative on_failure: leave_in_centre — a failed round's cards wait for the next
    // sage who is right.
    void growingPotGoesToTheNextRightSage()
    {
        auto pot = test::definition("hyano", "growing_pot");
        auto state = arranged(2,
                              {{"blue 5", "green 5"},
                               {"blue 6", "green 6"},
                               {"red 1", "green 7"},
                               {"yellow 9", "green 8"},
                               {"black 3", "black 4"},
                               {}},
                              0, pot);
        const int removedBefore = state->removedCount();
        playChain(*state, {"predict S2", "open S0", "play S1"}, {0, 0, 1});
        QVERIFY(!state->lastRound().success);
        QCOMPARE(state->potCount(), 2);
        QCOMPARE(state->removedCount(), removedBefore);
        QCOMPARE(state->observation(0).get("pot").size(), std::size_t(2));
        // Round 2: sage 1 opens with green 5 and predicts green 6, played by seat 0.
        playChain(*state, {"predict S1", "open S0", "play S1"}, {1, 1, 0});
        QVERIFY(state->lastRound().success);
        QCOMPARE(state->lastRound().won, 4);
        QCOMPARE(scores(*state), (std::vector<int>{0, 4}));
        QCOMPARE(state->potCount(), 0);
    }

    // §8.12 [A] end_after_full_rotation: after the end trigger, the rotation of sages is
    // completed so that everybody was sage equally often.
    void fullRotationOption()
    {
        auto rotation = test::definitionWith("hyano", "rules: {end_after_full_rotation: true}");
        auto game = rotation->newGame(3, 7);
        auto &state = static_cast<HyanoState &>(*game);
        HyanoState::Setup setup;
        for (const char *card : {"blue 5", "blue 6", "red 1", "green 9", "black 1", "yellow 5"})
            setup.faceUp.push_back(cardId(*rotation, card));
        setup.faceDown = {{}, {}, {cardId(*rotation, "red 2")}, {}, {}, {}};
        setup.sage = 1;
        setup.firstSage = 0;
        state.arrange(setup);
        QVERIFY(state.checkInvariants().empty());
        playChain(state, {"predict S1", "open S0", "play S1"}, {1, 1, 2});
        QVERIFY(!state.isTerminal());
        QCOMPARE(state.sage(), 2);
        playChain(state, {"predict S2", "open S2"}, {2, 2});
        QVERIFY(state.isTerminal());
        QCOMPARE(state.outcome().reason, std::string("piles_empty"));
    }

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
