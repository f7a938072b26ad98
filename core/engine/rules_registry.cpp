// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rules_registry.h"

#include "ai/agent_factory.h"
#include "data/document_loader.h"

namespace kotatsu {

const RulesRegistry &RulesRegistry::builtin()
{
    static const RulesRegistry registry = [] {
        RulesRegistry r;
        registerBuiltinRules(r);
        return r;
    }();
    return registry;
}

void RulesRegistry::add(std::string name, RulesBuilder builder, SchemaGetter schemaTable,
                        DocumentFixFinder fixes)
{
    m_engines.push_back({std::move(name), builder, schemaTable, fixes});
}

DocumentFixFinder RulesRegistry::fixFinder(std::string_view name) const
{
    for (const Engine &engine : m_engines) {
        if (engine.name == name)
            return engine.fixes;
    }
    return nullptr;
}

RulesBuilder RulesRegistry::find(std::string_view name) const
{
    for (const Engine &engine : m_engines) {
        if (engine.name == name)
            return engine.builder;
    }
    return nullptr;
}

const Schema *RulesRegistry::schema(std::string_view name) const
{
    for (const Engine &engine : m_engines) {
        if (engine.name == name)
            return engine.schema ? &engine.schema() : nullptr;
    }
    return nullptr;
}

std::vector<std::string> RulesRegistry::names() const
{
    std::vector<std::string> out;
    for (const Engine &engine : m_engines)
        out.push_back(engine.name);
    return out;
}

const Schema *builtinSchema(std::string_view rulesEngine)
{
    return RulesRegistry::builtin().schema(rulesEngine);
}

bool checkPlayerRange(const NodeReader &root, const GameInfo &info, int min, int max,
                      DataMessage what, DataErrors &errors)
{
    if (info.minPlayers >= min && info.maxPlayers <= max)
        return true;
    if (const DataNode *game = root.node().find("game")) {
        const DataNode *players = game->find("players");
        errors.push_back({players ? players->pos : game->pos, "game.players", std::move(what)});
    }
    return false;
}

namespace {

// game.computer: each level's agent must be one makeAgent() builds (a seat the rules play
// is a seat of its own, not a level), so a typo is reported where it was written, not when a game
// starts.
void readComputerLevels(const DataNode &node, ComputerLevels &levels, DataErrors &errors)
{
    const Schema &s = headerSchema();
    NodeReader reader(node, "game.computer", errors);
    if (!reader.isMap()) {
        errors.push_back(
            {node.pos, "game.computer",
             QT_TRANSLATE_NOOP("DataError", "expected a map of easy, normal, strong")});
        return;
    }
    auto level = [&](const char *row, std::string &spec) {
        // The lab's quick search may be left out: ComputerLevels' default plays it then.
        if (!s.row(row).required && !reader.optional(s.row(row).name()))
            return;
        const std::size_t before = errors.size();
        std::string value = reader.string(s.row(row));
        if (errors.size() > before)
            return;
        DataMessage problem;
        if (!makeAgent(value, &problem)) {
            reader.error(reader.at(s.row(row).name()), s.row(row).name(), problem);
            return;
        }
        spec = std::move(value);
    };
    level("game.computer.easy", levels.easy);
    level("game.computer.normal", levels.normal);
    level("game.computer.strong", levels.strong);
    level("game.computer.quick", levels.quick);
    reader.finish();
}

// `game.rules_seat`: the name is required, the launcher's sentences are not.
void readRulesSeatWords(const DataNode &node, RulesSeatWords &words, DataErrors &errors)
{
    const Schema &s = headerSchema();
    NodeReader reader(node, "game.rules_seat", errors);
    words.name = reader.text(s.row("game.rules_seat.name"));
    auto optionalText = [&](const char *row, LocalizedText &text) {
        if (const DataNode *value = reader.optional(s.row(row)))
            text = NodeReader::toText(*value, row, errors);
    };
    optionalText("game.rules_seat.play_alone", words.playAlone);
    optionalText("game.rules_seat.offer", words.offer);
    optionalText("game.rules_seat.solo", words.solo);
    reader.finish();
}

} // namespace

std::shared_ptr<GameDefinition> buildGameDefinition(const DataNode &root,
                                                    const VariantFile *variant, DataErrors &errors,
                                                    const RulesRegistry &registry)
{
    const std::size_t errorsBefore = errors.size();
    NodeReader reader(root, "", errors);
    if (!reader.isMap())
        return nullptr;

    const Schema &s = headerSchema();
    GameInfo info;
    const DataNode *header = reader.map(s.row("game"));
    if (!header)
        return nullptr;
    NodeReader game(*header, "game", errors);
    info.id = game.string(s.row("game.id"));
    info.rulesEngine = game.string(s.row("game.rules_engine"));
    info.name = game.text(s.row("game.name"));
    info.tagline = game.text(s.row("game.tagline"));
    info.credits = game.text(s.row("game.credits"));
    const SchemaRow &orderRow = s.row("game.order");
    if (const DataNode *order = game.optional(orderRow)) {
        if (auto value =
                NodeReader::toInteger(*order, "game.order", errors, *orderRow.min, *orderRow.max))
            info.order = static_cast<int>(*value);
    }
    if (const DataNode *players = game.map(s.row("game.players"))) {
        NodeReader range(*players, "game.players", errors);
        info.minPlayers = static_cast<int>(range.integer(s.row("game.players.min")));
        info.maxPlayers = static_cast<int>(range.integer(s.row("game.players.max")));
        if (info.maxPlayers < info.minPlayers)
            range.error(*players, "max", QT_TRANSLATE_NOOP("DataError", "max is smaller than min"));
        range.finish();
    }
    if (const DataNode *computer = game.optional(s.row("game.computer")))
        readComputerLevels(*computer, info.computer, errors);
    if (game.optional(s.row("game.rules_seat"))) {
        if (const DataNode *seat = game.map(s.row("game.rules_seat")))
            readRulesSeatWords(*seat, info.rulesSeat, errors);
    }
    game.finish();
    if (variant) {
        info.variantId = variant->id;
        info.variantName = variant->name;
        info.variantDescription = variant->description;
    }

    info.rulesDigest = dataDigest(root);

    RulesBuilder builder = registry.find(info.rulesEngine);
    if (!builder) {
        if (const DataNode *engine = header->find("rules_engine")) {
            std::string known;
            for (const auto &name : registry.names())
                known += (known.empty() ? "" : ", ") + name;
            errors.push_back(
                {engine->pos,
                 "game.rules_engine",
                 {QT_TRANSLATE_NOOP("DataError", "unknown rules engine '%1' (known: %2)"),
                  info.rulesEngine, known}});
        }
        return nullptr;
    }
    auto definition = builder(reader, info, errors);
    reader.finish();
    if (errors.size() > errorsBefore)
        return nullptr;
    return definition;
}

} // namespace kotatsu
