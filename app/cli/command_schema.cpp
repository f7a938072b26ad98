// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_options.h"
#include "data/schema.h"

#include <cstdio>

namespace kotatsu::cli {

// The key table of a game's rules engine: Markdown for docs/keys/<id>.md, or --json for
// editors.
int commandSchema(int argc, char **argv)
{
    Options options = parseOptions(argc, argv, 2, {"game", "data"}, {"json"});
    auto fail = [](const std::string &message) {
        std::fprintf(stderr, "kotatsu-cli schema: %s\n", message.c_str());
        return 2;
    };
    if (!options.error.empty())
        return fail(options.error);
    if (!options.has("game"))
        return fail("--game is required");
    GameCatalog catalog = openCatalog(options, argv[0]);
    const std::string id = options.get("game");
    const GameEntry *entry = catalog.find(id);
    if (!entry || !entry->definition)
        return fail("no valid game '" + id + "' (kotatsu-cli validate shows why)");
    const Schema *schema = builtinSchema(entry->definition->info().rulesEngine);
    if (!schema)
        return fail("the rules engine of '" + id + "' has no schema");
    if (options.has("json"))
        std::printf("%s\n", schema->toJson().dumpPretty().c_str());
    else
        std::fputs(schema->toMarkdown(id).c_str(), stdout);
    return 0;
}

} // namespace kotatsu::cli
