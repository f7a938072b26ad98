// SPDX-License-Identifier: GPL-3.0-or-later
// Which change did what (issue 35, point 3): a variant's changes are the keys it overrides;
// each change alone, played on the same seeds, gives exactly the effects of a one-change
// variant written by hand; and the interaction is the combined effect minus their sum, game by
// game, with its interval from those per-game records.
#include "data/document_loader.h"
#include "engine/game_catalog.h"
#include "sim/attribution.h"
#include "test_support.h"

#include <cmath>

using namespace kotatsu;

namespace {

std::vector<std::string> paths(const std::vector<VariantOverride> &changes)
{
    std::vector<std::string> out;
    for (const auto &c : changes)
        out.push_back(c.path);
    return out;
}

VariantFile variantFile(const std::string &game, const std::string &variant)
{
    DataErrors errors;
    auto file = loadVariantFile(test::catalog().variantFile(game, variant), errors);
    if (!file)
        QTest::qFail(("cannot read " + variant).c_str(), __FILE__, __LINE__);
    return file ? *file : VariantFile{};
}

ComparisonConfig comparison(const std::string &game, const std::string &variant, int players,
                            int games)
{
    ComparisonConfig config;
    config.base = test::definition(game);
    config.variant = test::definition(game, variant);
    config.players = players;
    config.games = games;
    config.threads = 2;
    config.seed = 5;
    return config;
}

// The JSON without what depends on the machine (times, thread counts).
Json withoutTimes(const Json &json)
{
    return test::withoutKeys(json, {"elapsed_seconds", "threads"});
}

} // namespace

class TestAttribution : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A variant's changes: the keys it overrides, down to where the base holds no map.
    void changesAreTheOverriddenKeys()
    {
        const GameEntry *garden = test::catalog().find("garden");
        const GameEntry *shikoku = test::catalog().find("shikoku");
        QVERIFY(garden && shikoku);
        QCOMPARE(paths(variantOverrides(garden->document,
                                        variantFile("garden", "straight_jumps").overrides)),
                 (std::vector<std::string>{"rules.jump.landing", "rules.jump.double"}));
        QCOMPARE(paths(variantOverrides(garden->document,
                                        variantFile("garden", "long_garden").overrides)),
                 (std::vector<std::string>{"board.extra_tile_rows", "rules.end.max_plies"}));
        const auto hands = variantOverrides(shikoku->document,
                                            variantFile("shikoku", "four_card_hands").overrides);
        // players: {min: 3, max: 6} against the base game's {min: 3, max: 8}: min is no change.
        QCOMPARE(paths(hands), (std::vector<std::string>{"game.players.max", "rules.hand_size"}));
        // Each holds its change only, on the way down from the top.
        const DataNode *size = hands[1].overrides.find("rules");
        QVERIFY(size && size->isMap() && size->entries.size() == 1);
        QCOMPARE(size->entries[0].key, std::string("hand_size"));
        QCOMPARE(size->entries[0].value.scalar, std::string("4"));
        QVERIFY(!hands[1].overrides.find("game"));
    }

    // The long garden changes two keys: two more rows of garden cards, and a draw after 300
    // moves. Each alone, as the attribution plays it, gives exactly the figures of that change
    // written as a variant by hand, on the same seeds; the interaction is the combined effect
    // minus the two, game by game (a longer garden meets the move limit more often).
    void twoChangesEqualTheirOneChangeRuns()
    {
        const int games = 240;
        const GameEntry *game = test::catalog().find("garden");
        const AttributionConfig config =
            Attribution::configure(comparison("garden", "long_garden", 2, games), game->document,
                                   variantFile("garden", "long_garden"));
        QCOMPARE(config.changes,
                 (std::vector<std::string>{"board.extra_tile_rows", "rules.end.max_plies"}));
        QVERIFY2(config.definitions[0] && config.definitions[1],
                 (config.refused[0] + " / " + config.refused[1]).c_str());
        int lastDone = 0, lastTotal = 0;
        const AttributionResult result = Attribution::run(config, [&](int done, int total) {
            lastDone = std::max(lastDone, done);
            lastTotal = total;
        });
        QCOMPARE(lastTotal, 3 * 2 * games);
        QCOMPARE(lastDone, lastTotal);
        QVERIFY(!result.cancelled);
        QCOMPARE(result.changes.size(), std::size_t(2));

        // The runs by hand, keeping each game.
        std::vector<PairedGame> combined, rows, limit;
        auto runWith = [&](std::shared_ptr<const GameDefinition> variant,
                           std::vector<PairedGame> &records) {
            ComparisonConfig c = comparison("garden", "long_garden", 2, games);
            c.variant = std::move(variant);
            c.onRecord = [&records](const PairedGame &g) { records.push_back(g); };
            return Comparison::run(c);
        };
        const ComparisonResult whole = runWith(test::definition("garden", "long_garden"), combined);
        const ComparisonResult alone[2] = {
            runWith(test::definitionWith("garden", "board: {extra_tile_rows: 2}"), rows),
            runWith(test::definitionWith("garden", "rules: {end: {max_plies: 300}}"), limit)};
        QVERIFY(withoutTimes(result.combined.toJson()) == withoutTimes(whole.toJson()));
        for (std::size_t k = 0; k < 2; ++k) {
            const ComparisonResult &effect = result.changes[k].result;
            QCOMPARE(effect.figures.size(), alone[k].figures.size());
            for (std::size_t i = 0; i < effect.figures.size(); ++i) {
                const ComparedFigure &a = effect.figures[i], &b = alone[k].figures[i];
                QCOMPARE(a.name, b.name);
                QVERIFY2(a.exact.difference == b.exact.difference, a.name.c_str());
                QCOMPARE(a.difference.estimate, b.difference.estimate);
                QCOMPARE(a.difference.interval.low, b.difference.interval.low);
                QCOMPARE(a.difference.interval.high, b.difference.interval.high);
                QCOMPARE(a.verdict.verdict, b.verdict.verdict);
            }
        }

        // The interaction, per figure: (V - B) - (S1 - B) - (S2 - B) per game, its mean equal
        // to the combined difference minus the sum of the single ones, its t interval.
        QVERIFY(result.interaction.size() > 5);
        QCOMPARE(int(combined.size()), games);
        for (const InteractionFigure &f : result.interaction) {
            Moments direct;
            for (std::size_t i = 0; i < combined.size(); ++i) {
                QCOMPARE(rows[i].base.seed, combined[i].base.seed);
                QCOMPARE(limit[i].base.seed, combined[i].base.seed);
                const auto b = figureOfGame(combined[i].base, f.name);
                const auto v = figureOfGame(combined[i].variant, f.name);
                const auto s1 = figureOfGame(rows[i].variant, f.name);
                const auto s2 = figureOfGame(limit[i].variant, f.name);
                if (b && v && s1 && s2)
                    direct.add((*v - *b) - (*s1 - *b) - (*s2 - *b));
            }
            QVERIFY2(direct == f.exact, f.name.c_str());
            const Difference t = pairedDifference(direct);
            QCOMPARE(f.difference.interval.low, t.interval.low);
            QCOMPARE(f.difference.interval.high, t.interval.high);
            const double sum = result.changes[0].result.figure(f.name)->difference.estimate +
                               result.changes[1].result.figure(f.name)->difference.estimate;
            QVERIFY2(std::abs(f.difference.estimate -
                              (result.combined.figure(f.name)->difference.estimate - sum)) < 1e-5,
                     f.name.c_str());
        }
        // The move limit cuts the longer garden's games: an interaction on the length.
        QVERIFY(result.interactionOf("plies")->difference.significant);
        QCOMPARE(result.toJson().get("changes").size(), std::size_t(2));
        QVERIFY(result.toTable().find("interaction") != std::string::npos);
    }

    // Changes that need each other: Shikoku's four-card hands with the base game's 8 seats
    // cannot be dealt, so the hand size alone is refused with the reason, and no interaction
    // is given (the sum would leave it out).
    void aChangeThatCannotStandAlone()
    {
        const GameEntry *game = test::catalog().find("shikoku");
        const AttributionConfig config =
            Attribution::configure(comparison("shikoku", "four_card_hands", 4, 40), game->document,
                                   variantFile("shikoku", "four_card_hands"));
        QCOMPARE(config.changes, (std::vector<std::string>{"game.players.max", "rules.hand_size"}));
        QVERIFY(config.definitions[0] && config.refused[0].empty());
        QVERIFY(!config.definitions[1]);
        QVERIFY2(config.refused[1].find("hand_size") != std::string::npos,
                 config.refused[1].c_str());
        const AttributionResult result = Attribution::run(config);
        QCOMPARE(result.changes.size(), std::size_t(2));
        QCOMPARE(result.changes[1].refused, config.refused[1]);
        QVERIFY(result.interaction.empty());
        QVERIFY(result.changes[0].result.figure("plies"));
        const std::string table = result.toTable();
        QVERIFY2(table.find("cannot be played alone: rules.hand_size") != std::string::npos,
                 table.c_str());
        QVERIFY(result.toJson().get("changes").at(1).get("refused").isString());
    }
};

QTEST_GUILESS_MAIN(TestAttribution)
#include "tst_attribution.moc"
