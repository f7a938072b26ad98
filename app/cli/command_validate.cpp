// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_options.h"
#include "data/document_loader.h"
#include "engine/rules_registry.h"
#include "sim/picture.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>

namespace kotatsu::cli {

namespace fs = std::filesystem;

namespace {

// Validates a game file (with its includes).
std::shared_ptr<GameDefinition> validateGame(const std::string &file, DataErrors &errors,
                                             DataNode *documentOut = nullptr)
{
    const std::size_t before = errors.size();
    auto document = loadGameDocument(file, errors);
    if (!document)
        return nullptr;
    auto definition = buildGameDefinition(*document, nullptr, errors);
    if (definition && fs::path(file).filename() == "game.yaml") {
        const std::string folder = fs::path(file).parent_path().filename().string();
        if (!folder.empty() && folder != definition->info().id) {
            const DataNode *game = document->find("game");
            const DataNode *id = game ? game->find("id") : nullptr;
            errors.push_back(
                {id ? id->pos : SourcePos{},
                 "game.id",
                 {"the id '%1' differs from the folder name '%2'", definition->info().id, folder}});
        }
    }
    if (documentOut && errors.size() == before)
        *documentOut = *document;
    return errors.size() == before ? definition : nullptr;
}

void validateVariant(const std::string &file, const GameCatalog &catalog, DataErrors &errors)
{
    auto variant = loadVariantFile(file, errors);
    if (!variant)
        return;
    // A variant beside its game (<game>/variants/x.yaml) is checked against that game file,
    // so that an edited copy of a game folder validates as a whole; otherwise the catalog.
    const fs::path sibling = fs::path(file).parent_path().parent_path() / "game.yaml";
    std::error_code ec;
    if (fs::path(file).parent_path().filename() == "variants" && fs::exists(sibling, ec)) {
        DataErrors baseErrors;
        DataNode baseDocument;
        if (!validateGame(sibling.string(), baseErrors, &baseDocument)) {
            // Name the base game's own problems: they are what stops this variant.
            errors.insert(errors.end(), baseErrors.begin(), baseErrors.end());
            errors.push_back({SourcePos{std::make_shared<const std::string>(file), 1, 1},
                              "variant.base",
                              {"its game file %1 has the errors above", sibling.string()}});
            return;
        }
        const DataNode *game = baseDocument.find("game");
        const DataNode *id = game ? game->find("id") : nullptr;
        if (id && id->scalar != variant->baseId) {
            errors.push_back(
                {SourcePos{std::make_shared<const std::string>(file), 1, 1},
                 "variant.base",
                 {"names '%1' but sits beside the game '%2'", variant->baseId, id->scalar}});
            return;
        }
        buildVariantDefinition(baseDocument, *variant, errors);
        return;
    }
    const GameEntry *base = catalog.find(variant->baseId);
    if (!base || !base->definition) {
        errors.push_back(
            {SourcePos{std::make_shared<const std::string>(file), 1, 1},
             "variant.base",
             {base ? "the base game '%1' has errors" : "unknown base game '%1'", variant->baseId}});
        return;
    }
    buildVariantDefinition(base->document, *variant, errors);
}

// A YAML file that is neither a game nor a variant is checked through the game that
// includes it.
// Whether a file is a picture of a rules page (<game>/rules/pictures/<id>.yaml).
bool isRulesPicture(const fs::path &file)
{
    return file.parent_path().filename() == "pictures" &&
           file.parent_path().parent_path().filename() == "rules";
}

// A picture of a rules page, against the game file beside it (so that an edited copy of a game
// folder validates as a whole), drawn from its position as the app draws it.
void validateRulesPicture(const std::string &file, DataErrors &errors)
{
    const fs::path folder = fs::path(file).parent_path().parent_path().parent_path();
    const fs::path game = folder / "game.yaml";
    DataErrors gameErrors;
    DataNode document;
    auto definition = validateGame(game.string(), gameErrors, &document);
    if (!definition) {
        errors.insert(errors.end(), gameErrors.begin(), gameErrors.end());
        errors.push_back({SourcePos{std::make_shared<const std::string>(file), 1, 1},
                          "picture",
                          {"its game file %1 has the errors above", game.string()}});
        return;
    }
    const ScenarioRules rules{definition->info().id, &document, nullptr};
    readRulesPictureFile(rules, file, errors);
}

void validateIncluded(const std::string &file, DataErrors &errors)
{
    for (fs::path dir = fs::path(file).parent_path(); !dir.empty(); dir = dir.parent_path()) {
        const fs::path game = dir / "game.yaml";
        std::error_code ec;
        if (fs::exists(game, ec)) {
            DataErrors scratch;
            auto root = readYamlFile(game.string(), scratch);
            const DataNode *include = root ? root->find("include") : nullptr;
            const std::string relative = fs::relative(file, dir, ec).string();
            if (include && include->isSequence() &&
                std::any_of(include->items.begin(), include->items.end(),
                            [&](const DataNode &item) { return item.scalar == relative; })) {
                validateGame(game.string(), errors);
                return;
            }
        }
        if (dir == dir.parent_path())
            break;
    }
    errors.push_back({SourcePos{std::make_shared<const std::string>(file), 1, 1}, "",
                      "not a game file (no 'game:' block), not a variant (no 'variant:' block), "
                      "and no game.yaml includes it"});
}

void validateFile(const std::string &file, const GameCatalog &catalog, DataErrors &errors)
{
    auto root = readYamlFile(file, errors);
    if (!root)
        return;
    switch (classifyDataFile(*root)) {
    case DataFileKind::Game:
        // A game folder's rules pages place only pictures it has, the same in every language.
        if (validateGame(file, errors) && fs::path(file).filename() == "game.yaml")
            checkRulesPages(fs::path(file).parent_path().string(), errors);
        break;
    case DataFileKind::Variant:
        validateVariant(file, catalog, errors);
        break;
    case DataFileKind::Other:
        if (isRulesPicture(file) && root->find("picture"))
            validateRulesPicture(file, errors);
        else
            validateIncluded(file, errors);
        break;
    }
}

std::vector<std::string> collectFiles(const std::string &path, DataErrors &errors)
{
    std::vector<std::string> files;
    std::error_code ec;
    if (fs::is_directory(path, ec)) {
        for (auto it = fs::recursive_directory_iterator(path, ec);
             it != fs::recursive_directory_iterator(); it.increment(ec)) {
            if (ec)
                break;
            const fs::path &p = it->path();
            if (!it->is_regular_file(ec) || p.extension() != ".yaml")
                continue;
            // Included files are checked through their game file.
            if (p.filename() == "game.yaml" || p.parent_path().filename() == "variants" ||
                isRulesPicture(p))
                files.push_back(p.string());
        }
        std::sort(files.begin(), files.end());
        if (files.empty())
            errors.push_back({SourcePos{std::make_shared<const std::string>(path)}, "",
                              "no game.yaml or variants/*.yaml found in this folder"});
    } else {
        files.push_back(path);
    }
    return files;
}

} // namespace

int commandValidate(int argc, char **argv)
{
    Options options = parseOptions(argc, argv, 2, {"data"}, {"quiet"});
    if (!options.error.empty() || options.positional.empty()) {
        std::fprintf(stderr, "kotatsu-cli validate: %s\nusage: kotatsu-cli validate PATH...\n",
                     options.error.empty() ? "name at least one file or folder"
                                           : options.error.c_str());
        return 2;
    }
    GameCatalog catalog = openCatalog(options, argv[0]);
    bool allValid = true;
    for (const auto &path : options.positional) {
        DataErrors errors;
        for (const auto &file : collectFiles(path, errors)) {
            const std::size_t before = errors.size();
            validateFile(file, catalog, errors);
            if (errors.size() == before && !options.has("quiet"))
                std::printf("%s: ok\n", file.c_str());
        }
        for (const auto &error : errors)
            std::fprintf(stderr, "%s\n", error.format().c_str());
        allValid = allValid && errors.empty();
    }
    return allValid ? 0 : 1;
}

} // namespace kotatsu::cli
