// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/document_loader.h"

#include "data/node_reader.h"

#include <filesystem>
#include <set>

namespace kotatsu {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMaxIncludes = 16;

bool isSafeRelativePath(const std::string &path)
{
    if (path.empty() || path.front() == '/' || path.find('\\') != std::string::npos)
        return false;
    for (const auto &part : fs::path(path)) {
        if (part == ".." || part == ".")
            return false;
    }
    return fs::path(path).extension() == ".yaml";
}

} // namespace

std::optional<DataNode> loadGameDocument(const std::string &gameFile, DataErrors &errors,
                                         const YamlLimits &limits)
{
    auto root = readYamlFile(gameFile, errors, limits);
    if (!root)
        return std::nullopt;
    return mergeGameDocument(std::move(*root), gameFile, errors, limits);
}

std::optional<DataNode> mergeGameDocument(DataNode gameRoot, const std::string &gameFile,
                                          DataErrors &errors, const YamlLimits &limits)
{
    const std::size_t errorsBefore = errors.size();
    std::optional<DataNode> root = std::move(gameRoot);
    if (!root->isMap()) {
        errors.push_back(
            {root->pos, "",
             QT_TRANSLATE_NOOP("DataError", "a game file must be a map with a 'game:' block")});
        return std::nullopt;
    }

    // Pull the include list out of the tree: it is loader syntax, not game data.
    DataNode includes;
    for (auto it = root->entries.begin(); it != root->entries.end(); ++it) {
        if (it->key == "include") {
            includes = it->value;
            root->entries.erase(it);
            break;
        }
    }
    if (includes.isNull())
        return root;
    if (!includes.isSequence()) {
        errors.push_back({includes.pos, "include",
                          QT_TRANSLATE_NOOP("DataError", "expected a list of file names")});
        return std::nullopt;
    }
    if (includes.items.size() > kMaxIncludes) {
        errors.push_back({includes.pos,
                          "include",
                          {QT_TRANSLATE_NOOP("DataError", "too many included files (at most %1)"),
                           kMaxIncludes}});
        return std::nullopt;
    }

    const fs::path folder = fs::path(gameFile).parent_path();
    std::set<std::string> seen;
    for (std::size_t i = 0; i < includes.items.size(); ++i) {
        const DataNode &item = includes.items[i];
        const std::string path = NodeReader::itemPath("include", i);
        auto name = NodeReader::toString(item, path, errors, 200);
        if (!name)
            continue;
        if (!isSafeRelativePath(*name)) {
            errors.push_back(
                {item.pos,
                 path,
                 {QT_TRANSLATE_NOOP("DataError", "'%1' must be a .yaml file inside the game "
                                                 "folder (no '..', no absolute path)"),
                  *name}});
            continue;
        }
        if (!seen.insert(*name).second) {
            errors.push_back({item.pos,
                              path,
                              {QT_TRANSLATE_NOOP("DataError", "'%1' is included twice"), *name}});
            continue;
        }
        const std::string includePath = (folder / *name).string();
        const std::size_t before = errors.size();
        auto included = readYamlFile(includePath, errors, limits);
        if (!included) {
            if (errors.size() > before && errors[before].message == "file not found")
                errors[before] = {
                    item.pos,
                    path,
                    {QT_TRANSLATE_NOOP("DataError", "included file '%1' not found"), *name}};
            continue;
        }
        if (!included->isMap()) {
            errors.push_back({included->pos, "",
                              QT_TRANSLATE_NOOP("DataError", "an included file must be a map")});
            continue;
        }
        for (auto &entry : included->entries) {
            if (entry.key == "include") {
                errors.push_back(
                    {entry.keyPos, "include",
                     QT_TRANSLATE_NOOP("DataError",
                                       "included files may not include further files")});
                continue;
            }
            if (const DataNode::Entry *existing = root->findEntry(entry.key)) {
                errors.push_back({entry.keyPos,
                                  entry.key,
                                  {QT_TRANSLATE_NOOP("DataError", "already defined at %1:%2:%3"),
                                   existing->keyPos.fileName(), existing->keyPos.line,
                                   existing->keyPos.column}});
                continue;
            }
            root->entries.push_back(std::move(entry));
        }
    }
    if (errors.size() > errorsBefore)
        return std::nullopt;
    return root;
}

std::optional<VariantFile> loadVariantFile(const std::string &path, DataErrors &errors,
                                           const YamlLimits &limits)
{
    auto root = readYamlFile(path, errors, limits);
    if (!root)
        return std::nullopt;
    return variantFromDocument(std::move(*root), path, errors);
}

bool variantMayOverride(std::string_view keyPath)
{
    const auto startsWith = [&](std::string_view prefix) {
        return keyPath.substr(0, prefix.size()) == prefix &&
               (keyPath.size() == prefix.size() || keyPath[prefix.size()] == '.' ||
                keyPath[prefix.size()] == '[');
    };
    if (startsWith("include"))
        return false;
    // A variant may change a game's player range, never its identity.
    if (startsWith("game"))
        return keyPath == "game" || startsWith("game.players");
    return true;
}

std::optional<VariantFile> variantFromDocument(DataNode document, const std::string &path,
                                               DataErrors &errors)
{
    const std::size_t errorsBefore = errors.size();
    std::optional<DataNode> root = std::move(document);
    if (!root->isMap() || !root->find("variant")) {
        errors.push_back(
            {root->pos, "variant",
             QT_TRANSLATE_NOOP(
                 "DataError",
                 "a variant file starts with a 'variant:' block naming its base game")});
        return std::nullopt;
    }
    VariantFile variant;
    variant.id = fs::path(path).stem().string();
    {
        NodeReader header(*root->find("variant"), "variant", errors);
        variant.baseId = header.string("base", 64);
        variant.name = header.text("name");
        variant.description = header.text("description");
        header.finish();
    }
    variant.overrides = *root;
    auto &entries = variant.overrides.entries;
    for (auto it = entries.begin(); it != entries.end(); ++it) {
        if (it->key == "variant") {
            entries.erase(it);
            break;
        }
    }
    for (const auto &entry : entries) {
        if (!variantMayOverride(entry.key))
            errors.push_back(
                {entry.keyPos, "include",
                 QT_TRANSLATE_NOOP("DataError", "variant files cannot include files")});
        if (entry.key == "game" && entry.value.isMap()) {
            for (const auto &sub : entry.value.entries) {
                if (!variantMayOverride("game." + sub.key))
                    errors.push_back(
                        {sub.keyPos, "game." + sub.key,
                         QT_TRANSLATE_NOOP("DataError",
                                           "a variant may only override game.players")});
            }
        }
    }
    if (errors.size() > errorsBefore)
        return std::nullopt;
    return variant;
}

DataFileKind classifyDataFile(const DataNode &root)
{
    if (root.isMap() && root.find("variant"))
        return DataFileKind::Variant;
    if (root.isMap() && root.find("game"))
        return DataFileKind::Game;
    return DataFileKind::Other;
}

} // namespace kotatsu
