// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The parts of a game's table by name, for the pictures of the rules pages (sim/picture.h):
// what a picture's `region:` may name.

#include <string>
#include <vector>

namespace kotatsu {

class GameState;

// The parts of this position's table that `seat` sees: the names the game's table gives the
// items that draw the position's own pieces and places (their objectName in
// qml/games/<Game>/<Game>Table.qml: "field_c4", "pile_S0", "handCard_12"). Each game's list is
// here, beside the registration of its rules engine (builtin_rules.cpp), because the names are
// its pieces' ids as the position has them (the board a variant builds, the cards in a hand),
// which its data alone does not list; tst_rules_pictures checks that the table draws every
// part listed for each shipped picture. Empty for a game that names none.
std::vector<std::string> tableParts(const GameState &state, int seat);

} // namespace kotatsu
