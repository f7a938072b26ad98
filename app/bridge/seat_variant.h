// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "match/seat_spec.h"

#include <QVariant>
#include <optional>

// Who sits at one seat is core's SeatSpec; the bridge only converts it to and from QML's map.
using Seat = kotatsu::SeatSpec;

// For QML: {kind: "human" | "ai" | "automa", level (a strength, or the rules' level as a
// number), name, spec (SeatSpec's text form)}.
QVariantMap seatToVariant(const Seat &seat);
// From QML's {spec, name} or {kind: "human" | "ai" | "automa", level, name}; nullopt when
// malformed. The rules' level is a whole number; absent, it is the game's default (0 here).
std::optional<Seat> seatFromVariant(const QVariant &value);
