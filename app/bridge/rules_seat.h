// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_definition.h"
#include "seat_variant.h"

#include <QList>
#include <QString>
#include <memory>
#include <string>

namespace kotatsu::bridge {

// `definition` with its rules seat (SeatSpec's "rules" seat: the game's own solo opponent) at
// the seat of `seats` that is one, its level resolved in `seats` (the game's default when
// none is given), or unchanged when no seat is; nullptr and *error (in `language`) when the
// game has none, the level is out of range or two seats are.
std::shared_ptr<const kotatsu::GameDefinition>
withRulesSeat(std::shared_ptr<const kotatsu::GameDefinition> definition, QList<Seat> &seats,
              const std::string &language, QString *error);

} // namespace kotatsu::bridge
