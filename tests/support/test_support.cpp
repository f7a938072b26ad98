// SPDX-License-Identifier: GPL-3.0-or-later
#include "test_support.h"

#include "data/document_loader.h"
#include "data/yaml_reader.h"

#include <algorithm>
#include <cstdlib>

namespace kotatsu::test {

std::string dataDir()
{
    // ctest names the data folder (a test of tests/fifth_game reads one with a fifth game).
    if (const char *env = std::getenv("KOTATSU_DATA_DIR"); env && *env)
        return env;
    return KOTATSU_TEST_DATA_DIR;
}

std::string fixturesDir()
{
    return KOTATSU_TEST_FIXTURES_DIR;
}

const GameCatalog &catalog()
{
    static const GameCatalog instance(dataDir());
    return instance;
}

std::shared_ptr<const GameDefinition> definition(const std::string &game,
                                                 const std::string &variant)
{
    DataErrors errors;
    auto def = catalog().resolve(game, variant, errors);
    if (!def) {
        std::string message = "cannot load " + game + (variant.empty() ? "" : "/" + variant);
        for (const auto &e : errors)
            message += "\n  " + e.format();
        QTest::qFail(message.c_str(), __FILE__, __LINE__);
    }
    return def;
}

std::shared_ptr<const GameDefinition> definitionWith(const std::string &game,
                                                     const std::string &overridesYaml)
{
    DataErrors errors;
    const GameEntry *entry = catalog().find(game);
    auto overrides = readYamlText(overridesYaml, "<test overrides>", errors);
    std::shared_ptr<const GameDefinition> def;
    if (entry && overrides) {
        VariantFile variant;
        variant.id = "test";
        variant.baseId = game;
        variant.overrides = *overrides;
        def = buildVariantDefinition(entry->document, variant, errors);
    }
    if (!def) {
        std::string message = "invalid overrides for " + game;
        for (const auto &e : errors)
            message += "\n  " + e.format();
        QTest::qFail(message.c_str(), __FILE__, __LINE__);
    }
    return def;
}

bool play(GameState &state, const std::string &actionText)
{
    auto action = state.actionFromString(actionText);
    if (!action) {
        std::string legal;
        for (const auto &a : state.legalActions())
            legal += " [" + state.actionToString(a) + "]";
        QTest::qFail(("'" + actionText + "' is not legal; legal:" + legal).c_str(), __FILE__,
                     __LINE__);
        return false;
    }
    state.apply(*action);
    return true;
}

std::vector<Playable> allPlayables()
{
    std::vector<Playable> out;
    for (const auto &game : catalog().games()) {
        out.push_back({game.id, "", game.definition});
        for (const auto &variant : game.variants)
            out.push_back({game.id, variant.id, variant.definition});
    }
    return out;
}

Json withoutKeys(const Json &json, std::initializer_list<std::string_view> keys)
{
    if (json.isObject()) {
        Json out = Json::object();
        for (const auto &[key, value] : json.entries()) {
            if (std::find(keys.begin(), keys.end(), key) == keys.end())
                out[key] = withoutKeys(value, keys);
        }
        return out;
    }
    if (json.isArray()) {
        Json out = Json::array();
        for (const Json &item : json.elements())
            out.push(withoutKeys(item, keys));
        return out;
    }
    return json;
}

} // namespace kotatsu::test
