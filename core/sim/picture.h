// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The pictures of the how-to-play pages (docs/lessons.md, "Pictures of the rules pages"):
// data/games/<id>/rules/pictures/*.yaml, each a position drawn by the game's own table, what to
// ring on it and a caption in every language. A rules page places one with a line of its own,
// `<!-- picture: ID -->` (an HTML comment: a reader that does not draw pictures shows
// nothing). Read and validated here (plain C++), drawn by the app's rules drawer, checked by
// `kotatsu-cli validate` and tst_rules_pictures.

#include "data/data_error.h"
#include "data/data_node.h"
#include "data/localized_text.h"
#include "sim/scenarios.h"
#include "util/json.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace kotatsu {

class GameDefinition;
class GameState;

struct RulesPicture
{
    std::string file;
    std::string id; // the file's stem
    std::string gameId;
    int players = 0;
    int seat = 0; // whose view the table draws (and whose moves it rings)
    std::uint64_t seed = 1;
    DataNode node; // the `picture:` map (its rules, overrides, position)
    std::shared_ptr<const GameDefinition> definition;
    // Played from the start (the seed's deal with the position), whoever is to move.
    std::vector<std::string> moves;
    // What to ring: each item a map of parts of a legal move's description, as a lesson step's
    // ring item ({card: 29}, {figure: K1, to: c6}); the table rings every move one of the
    // items names (a lesson's step rings the move all its items name); a named place of the
    // table, {place: NAME}, is rung as a lesson's. The seat must be to move when it rings
    // anything, and each item other than a place must name one of its legal moves.
    std::vector<Json> ring;
    // The part of the table the picture shows: names of the table's items (their objectName in
    // the game's QML table, e.g. "pile_S0"), each one of the parts the position's table has for
    // the seat (GameState::tableParts; another name is an error at its item); the drawing crops
    // to them with a margin. Empty: what it rings.
    std::vector<std::string> region;
    LocalizedText caption;

    // The game at its start, before `moves` (null and *error when it does not set up; never
    // for a picture readRulesPictureFile returned).
    std::unique_ptr<GameState> start(std::string *error = nullptr) const;
    // The position drawn: the start with `moves` played.
    std::unique_ptr<GameState> position(std::string *error = nullptr) const;
    // The legal moves (indices into position's legalActions()) one of the ring's items names.
    std::vector<std::size_t> ringed(const GameState &position) const;
    // The ring's items no ringed move's description has, drawn as places of the table as a
    // lesson's step's are (kotatsu::ringedPlaces): a named place ({place: discard}).
    std::vector<Json> places(const GameState &position) const;
};

// Reads and validates a picture file against its game (`rules` as lessons take them): its
// structure and captions, its rules, the position loading, every move legal where it is
// played, the seat to move when it rings, every ring naming what a legal move names.
// FILE:LINE:COL errors with the key; nullopt then.
std::optional<RulesPicture> readRulesPictureFile(const ScenarioRules &rules,
                                                 const std::string &path, DataErrors &errors);
// The picture files of a game folder (<folder>/rules/pictures/*.yaml), sorted.
std::vector<std::string> rulesPictureFiles(const std::string &gameFolder);

// A rules page cut at its picture markers: runs of Markdown and pictures, in page order.
struct RulesPagePart
{
    std::string markdown;  // a run of text ("" for a picture)
    std::string pictureId; // a picture ("" for text)
    int line = 0;          // the marker's line (1-based) for a picture
};
std::vector<RulesPagePart> splitRulesPage(const std::string &markdown);

// Checks a game folder's rules pages (<folder>/rules/<lang>.md) against its pictures: every
// marker names a picture file of the folder, and every page places the same pictures, in the
// same order, as the English page (errors at the page's marker, or its first line).
void checkRulesPages(const std::string &gameFolder, DataErrors &errors);

} // namespace kotatsu
