// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_error.h"
#include "data/data_node.h"
#include "engine/game_definition.h"

#include <memory>
#include <string>
#include <vector>

namespace kotatsu {

// One playable variant of a game, as shipped in data/games/<id>/variants/ or given by path.
struct VariantEntry
{
    std::string id;
    std::string file;
    std::shared_ptr<const GameDefinition> definition; // null when the file has errors
    DataErrors errors;
};

struct GameEntry
{
    std::string id;
    std::string folder;                               // data/games/<id>
    std::string gameFile;                             // data/games/<id>/game.yaml
    std::shared_ptr<const GameDefinition> definition; // null when the files have errors
    DataNode document; // the merged game document, the base for its variants
    DataErrors errors;
    std::vector<VariantEntry> variants;

    // data/games/<id>/rules/<language>.md
    std::string rulesFile(std::string_view languageCode) const;
};

struct VariantFile;
// The definition of a variant: `baseDocument` (a merged game document) with the variant's
// overrides merged in, validated like a game file.
std::shared_ptr<GameDefinition> buildVariantDefinition(const DataNode &baseDocument,
                                                       const VariantFile &variant,
                                                       DataErrors &errors);

// Every game found under <dataDir>/games/*/game.yaml, in folder-name order. Nothing here is
// hard-coded: a new folder with a game.yaml whose rules engine this build knows is a new game.
class GameCatalog
{
public:
    explicit GameCatalog(std::string dataDir);

    const std::string &dataDir() const { return m_dataDir; }
    const std::vector<GameEntry> &games() const { return m_games; }
    const GameEntry *find(std::string_view id) const;

    // Loads a variant file (shipped or the user's) against the game it names.
    VariantEntry loadVariant(const std::string &file) const;
    // The definition for (game, variant); errors explain a failure. `variant` is, in this
    // order: "" for the base game, a shipped variant's id or file, the id of one of the user's
    // variants (userVariantFile(game, id), engine/user_data_dir.h), or a variant file's path.
    std::shared_ptr<const GameDefinition>
    resolve(std::string_view gameId, const std::string &variant, DataErrors &errors) const;
    // The file resolve() reads for (game, variant): a shipped variant's file, the user's
    // variant of that id, else `variant` itself as a path; "" for the base game.
    std::string variantFile(std::string_view gameId, const std::string &variant) const;

    // Where the shipped data lives: $KOTATSU_DATA_DIR, else the installed data next to the
    // executable (<exe dir>/../share/games/kotatsu/data for /usr/games/kotatsu, as configured
    // by KOTATSU_INSTALL_BINDIR/KOTATSU_INSTALL_DATADIR; also <exe dir>/../share/kotatsu/data),
    // else the source tree's data/ (developer builds).
    static std::string locateDataDir(const std::string &executablePath);

private:
    std::string m_dataDir;
    std::vector<GameEntry> m_games;
};

} // namespace kotatsu
