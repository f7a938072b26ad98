// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_catalog.h"
#include "sim/picture.h"

#include <memory>
#include <string>

namespace kotatsu::bridge {

// A picture of a game's rules page (data/games/<id>/rules/pictures/<id>.yaml, sim/picture.h),
// read and checked (readRulesPictureFile) the first time the rules drawer shows it, then kept;
// null when there is none or it has errors (they are logged; `kotatsu-cli validate` and
// tst_rules_pictures say them at their lines).
std::shared_ptr<const RulesPicture> findRulesPicture(const GameCatalog &catalog,
                                                     const std::string &gameId,
                                                     const std::string &pictureId);

} // namespace kotatsu::bridge
