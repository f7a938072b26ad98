// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_options.h"
#include "data/document_loader.h"
#include "sim/scenarios.h"

#include <cstdio>

namespace kotatsu::cli {

// Runs a game's rules scenarios (data/games/<id>/scenarios, docs/scenarios.md) under the base
// game or a variant: which ones the variant still passes. A scenario whose rules the variant
// sets otherwise is skipped. Exit status 1 when one fails.
int commandScenarios(int argc, char **argv)
{
    auto parsed =
        parseMatchOptions("scenarios", argc, argv, {"game", "variant"}, {"json"}, {"game"});
    if (!parsed)
        return 2;
    const Options &options = parsed->options;
    GameCatalog catalog = parsed->catalog();
    const GameEntry *entry = parsed->validGame(catalog);
    if (!entry)
        return 2;
    const std::string id = options.get("game");
    std::optional<VariantFile> variant;
    if (options.has("variant")) {
        DataErrors errors;
        const std::string file = catalog.variantFile(id, options.get("variant"));
        variant = loadVariantFile(file, errors);
        if (!variant || !errors.empty()) {
            for (const auto &e : errors)
                std::fprintf(stderr, "%s\n", e.format().c_str());
            return parsed->fail("cannot read the variant " + file);
        }
    }
    const ScenarioRules rules{id, &entry->document, variant ? &variant->overrides : nullptr};
    const auto results = runScenarios(rules, entry->folder + "/scenarios");
    int counts[3] = {0, 0, 0};
    Json list = Json::array();
    for (const ScenarioResult &r : results) {
        ++counts[static_cast<int>(r.status)];
        const char *word = r.status == ScenarioResult::Status::Passed   ? "pass"
                           : r.status == ScenarioResult::Status::Failed ? "fail"
                                                                        : "skip";
        if (options.has("json")) {
            Json item = Json::object();
            item["file"] = r.topic;
            item["name"] = r.name;
            item["line"] = r.line;
            item["status"] = word;
            item["message"] = r.message;
            list.push(std::move(item));
        } else {
            std::printf("%s  %s / %s%s%s\n", word, r.topic.c_str(),
                        r.name.empty() ? "(file)" : r.name.c_str(), r.message.empty() ? "" : ": ",
                        r.message.c_str());
        }
    }
    if (options.has("json")) {
        Json out = Json::object();
        out["game"] = id;
        out["variant"] = variant ? Json(variant->id) : Json();
        out["passed"] = counts[0];
        out["failed"] = counts[1];
        out["skipped"] = counts[2];
        out["scenarios"] = std::move(list);
        std::printf("%s\n", out.dumpPretty().c_str());
    } else {
        std::printf("%d passed, %d failed, %d skipped (rules the variant sets otherwise)\n",
                    counts[0], counts[1], counts[2]);
    }
    return counts[1] > 0 ? 1 : 0;
}

} // namespace kotatsu::cli
