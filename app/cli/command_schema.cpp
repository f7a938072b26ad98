// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_options.h"
#include "data/schema.h"

#include <cstdio>

namespace kotatsu::cli {

// The key table of a game's rules engine: Markdown for docs/keys/<id>.md, or --json for
// editors.
int commandSchema(int argc, char **argv)
{
    auto parsed = parseMatchOptions("schema", argc, argv, {"game"}, {"json"}, {"game"});
    if (!parsed)
        return 2;
    const Options &options = parsed->options;
    GameCatalog catalog = parsed->catalog();
    const GameEntry *entry = parsed->validGame(catalog);
    if (!entry)
        return 2;
    const std::string id = options.get("game");
    const Schema *schema = builtinSchema(entry->definition->info().rulesEngine);
    if (!schema)
        return parsed->fail("the rules engine of '" + id + "' has no schema");
    if (options.has("json"))
        std::printf("%s\n", schema->toJson().dumpPretty().c_str());
    else
        std::fputs(schema->toMarkdown(id).c_str(), stdout);
    return 0;
}

} // namespace kotatsu::cli
