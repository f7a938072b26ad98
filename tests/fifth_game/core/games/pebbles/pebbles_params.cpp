// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/pebbles/pebbles_params.h"

#include "engine/rules_registry.h"

namespace kotatsu::pebbles {

const Schema &schema()
{
    static const Schema instance = [] {
        std::vector<SchemaRow> rows = headerRows();
        auto add = [&](SchemaRow row) { rows.push_back(std::move(row)); };
        add(SchemaRow::map("rules", QT_TRANSLATE_NOOP("Schema", "The rules parameters."))
                //: Rules editor: the section of a game's rules parameters
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "rules")));
        add(SchemaRow::integer("rules.pile", 1, kMaxPile, "15",
                               QT_TRANSLATE_NOOP("Schema", "Pebbles on the table at the start."))
                //: Pebbles: how many pebbles the pile has at the start
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "pebbles at the start")));
        add(SchemaRow::integer("rules.max_take", 1, kMaxTake, "3",
                               QT_TRANSLATE_NOOP("Schema", "The most pebbles one turn takes."))
                //: Pebbles: the most pebbles a player may take in one turn
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "most pebbles per turn")));
        add(SchemaRow::word("rules.last_pebble", kLastPebbleWords, LastPebble::Wins,
                            QT_TRANSLATE_NOOP("Schema", "Whether taking the last pebble wins "
                                                        "or loses the game."))
                .withWordLabels({
                    //: Rules editor, rules.last_pebble: wins
                    QT_TRANSLATE_NOOP("SchemaWord", "Taking the last pebble wins"),
                    //: Rules editor, rules.last_pebble: loses
                    QT_TRANSLATE_NOOP("SchemaWord", "Taking the last pebble loses"),
                })
                //: Pebbles: what taking the last pebble does
                .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "last pebble")));
        return Schema("pebbles", std::move(rows));
    }();
    return instance;
}

std::optional<Params> readParams(NodeReader &root, const GameInfo &info, DataErrors &errors)
{
    const std::size_t errorsBefore = errors.size();
    const Schema &s = schema();
    Params p;
    checkPlayerRange(root, info, 2, 2, QT_TRANSLATE_NOOP("DataError", "Pebbles supports 2 players"),
                     errors);
    if (const DataNode *rulesNode = root.map(s.row("rules"))) {
        NodeReader rules(*rulesNode, "rules", errors);
        p.pile = static_cast<int>(rules.integer(s.row("rules.pile")));
        p.maxTake = static_cast<int>(rules.integer(s.row("rules.max_take")));
        p.lastPebble = rules.word(s.row("rules.last_pebble"), kLastPebbleWords);
        rules.finish();
    }
    if (errors.size() > errorsBefore)
        return std::nullopt;
    return p;
}

} // namespace kotatsu::pebbles
