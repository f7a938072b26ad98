// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/game_catalog.h"

#include "data/document_loader.h"
#include "data/variant_merge.h"
#include "engine/rules_registry.h"
#include "engine/user_data_dir.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#ifndef KOTATSU_SOURCE_DATA_DIR
#define KOTATSU_SOURCE_DATA_DIR ""
#endif
#ifndef KOTATSU_DATA_DIR_FROM_BINDIR
#define KOTATSU_DATA_DIR_FROM_BINDIR "../share/games/kotatsu/data"
#endif

namespace kotatsu {

namespace fs = std::filesystem;

std::string GameEntry::rulesFile(std::string_view languageCode) const
{
    return (fs::path(folder) / "rules" / (std::string(languageCode) + ".md")).string();
}

GameCatalog::GameCatalog(std::string dataDir) : m_dataDir(std::move(dataDir))
{
    std::error_code ec;
    const fs::path gamesDir = fs::path(m_dataDir) / "games";
    std::vector<fs::path> folders;
    for (const auto &dirEntry : fs::directory_iterator(gamesDir, ec)) {
        if (dirEntry.is_directory(ec) && fs::exists(dirEntry.path() / "game.yaml", ec))
            folders.push_back(dirEntry.path());
    }
    std::sort(folders.begin(), folders.end());

    for (const auto &folder : folders) {
        GameEntry entry;
        entry.id = folder.filename().string();
        entry.folder = folder.string();
        entry.gameFile = (folder / "game.yaml").string();
        if (auto document = loadGameDocument(entry.gameFile, entry.errors)) {
            entry.document = *document;
            entry.definition = buildGameDefinition(*document, nullptr, entry.errors);
            if (entry.definition && entry.definition->info().id != entry.id) {
                entry.errors.push_back(
                    {entry.document.find("game")->pos,
                     "game.id",
                     {QT_TRANSLATE_NOOP("DataError", "the id '%1' differs "
                                                     "from the folder name '%2'"),
                      entry.definition->info().id, entry.id}});
                entry.definition.reset();
            }
        }
        m_games.push_back(std::move(entry));
        GameEntry &game = m_games.back();

        std::vector<fs::path> variantFiles;
        for (const auto &file : fs::directory_iterator(folder / "variants", ec)) {
            if (file.is_regular_file(ec) && file.path().extension() == ".yaml")
                variantFiles.push_back(file.path());
        }
        std::sort(variantFiles.begin(), variantFiles.end());
        for (const auto &file : variantFiles)
            game.variants.push_back(loadVariant(file.string()));
    }
    // Launcher order: each game's `order`, then its id.
    std::stable_sort(m_games.begin(), m_games.end(), [](const GameEntry &a, const GameEntry &b) {
        const int oa = a.definition ? a.definition->info().order : 1000;
        const int ob = b.definition ? b.definition->info().order : 1000;
        return oa != ob ? oa < ob : a.id < b.id;
    });
}

const GameEntry *GameCatalog::find(std::string_view id) const
{
    for (const auto &game : m_games) {
        if (game.id == id)
            return &game;
    }
    return nullptr;
}

VariantEntry GameCatalog::loadVariant(const std::string &file) const
{
    VariantEntry entry;
    entry.file = file;
    entry.id = fs::path(file).stem().string();
    auto variant = loadVariantFile(file, entry.errors);
    if (!variant)
        return entry;
    const GameEntry *base = find(variant->baseId);
    if (!base) {
        entry.errors.push_back(
            {SourcePos{std::make_shared<const std::string>(file), 1, 1},
             "variant.base",
             {QT_TRANSLATE_NOOP("DataError", "unknown base game '%1'"), variant->baseId}});
        return entry;
    }
    if (!base->definition) {
        entry.errors.push_back(
            {SourcePos{std::make_shared<const std::string>(file), 1, 1},
             "variant.base",
             {QT_TRANSLATE_NOOP("DataError", "the base game '%1' has errors itself"),
              variant->baseId}});
        return entry;
    }
    entry.definition = buildVariantDefinition(base->document, *variant, entry.errors);
    return entry;
}

std::shared_ptr<GameDefinition>
buildVariantDefinition(const DataNode &baseDocument, const VariantFile &variant, DataErrors &errors)
{
    DataNode merged = baseDocument;
    // A mistake in a list patch leaves that part out; the rest is still checked, so that
    // every error is reported at once, but the variant does not build.
    const bool mergedWell = mergeInto(merged, variant.overrides, errors);
    auto definition = buildGameDefinition(merged, &variant, errors);
    return mergedWell ? definition : nullptr;
}

std::shared_ptr<const GameDefinition>
GameCatalog::resolve(std::string_view gameId, const std::string &variant, DataErrors &errors) const
{
    const GameEntry *game = find(gameId);
    if (!game) {
        errors.push_back(
            {SourcePos{}, "", {QT_TRANSLATE_NOOP("DataError", "unknown game '%1'"), gameId}});
        return nullptr;
    }
    if (!game->definition) {
        errors.insert(errors.end(), game->errors.begin(), game->errors.end());
        return nullptr;
    }
    if (variant.empty())
        return game->definition;
    for (const auto &entry : game->variants) {
        if (entry.id == variant || entry.file == variant) {
            if (!entry.definition)
                errors.insert(errors.end(), entry.errors.begin(), entry.errors.end());
            return entry.definition;
        }
    }
    const std::string file = variantFile(gameId, variant);
    std::error_code ec;
    if (file == variant && isVariantId(variant) && !fs::exists(file, ec)) {
        // An id that names nothing: say where it was looked for, not "file not found".
        std::string shipped;
        for (const auto &entry : game->variants)
            shipped += (shipped.empty() ? "" : ", ") + entry.id;
        errors.push_back(
            {SourcePos{}, "",
             shipped.empty()
                 ? DataMessage(QT_TRANSLATE_NOOP("DataError",
                                                 "no variant '%1' of %2: none is shipped, and it "
                                                 "is not one of yours (no %3)"),
                               variant, gameId, userVariantFile(gameId, variant))
                 : DataMessage(QT_TRANSLATE_NOOP("DataError",
                                                 "no variant '%1' of %2: it is not shipped (%3) "
                                                 "and not one of yours (no %4)"),
                               variant, gameId, shipped, userVariantFile(gameId, variant))});
        return nullptr;
    }
    VariantEntry entry = loadVariant(file);
    if (entry.definition && entry.definition->info().id != gameId) {
        errors.push_back({SourcePos{},
                          "",
                          {QT_TRANSLATE_NOOP("DataError", "the variant '%1' is for the game '%2'"),
                           variant, entry.definition->info().id}});
        return nullptr;
    }
    errors.insert(errors.end(), entry.errors.begin(), entry.errors.end());
    return entry.definition;
}

std::string GameCatalog::variantFile(std::string_view gameId, const std::string &variant) const
{
    if (variant.empty())
        return {};
    if (const GameEntry *game = find(gameId)) {
        for (const auto &entry : game->variants) {
            if (entry.id == variant || entry.file == variant)
                return entry.file;
        }
    }
    std::error_code ec;
    if (isVariantId(variant)) {
        const std::string mine = userVariantFile(gameId, variant);
        if (fs::is_regular_file(mine, ec))
            return mine;
    }
    return variant;
}

std::string GameCatalog::locateDataDir(const std::string &executablePath)
{
    if (const char *env = std::getenv("KOTATSU_DATA_DIR"); env && *env)
        return env;
    std::error_code ec;
    if (!executablePath.empty()) {
        const fs::path bindir = fs::path(executablePath).parent_path();
        // The configured layout (games/ -> share/games/kotatsu/data), then the older
        // bin/ -> share/kotatsu/data one.
        for (const fs::path &installed : {bindir / KOTATSU_DATA_DIR_FROM_BINDIR,
                                          bindir / ".." / "share" / "kotatsu" / "data"}) {
            if (fs::exists(installed / "games", ec))
                return installed.lexically_normal().string();
        }
    }
    return KOTATSU_SOURCE_DATA_DIR;
}

} // namespace kotatsu
