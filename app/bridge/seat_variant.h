// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "match/seat_spec.h"

#include <QVariant>
#include <optional>

// Who sits at one seat is core's SeatSpec; the bridge only converts it to and from QML's map.
using Seat = kotatsu::SeatSpec;

// QML's seat is SeatSpec as a map: {kind, level, name, spec}, kind one of SeatSpec's kinds in
// the words of its text form:
//  - "human": a person (level "normal", unused);
//  - "computer": the computer at one of the app's strengths, level "easy" | "normal" | "strong";
//  - "rules": the seat the game's rules play (its own solo opponent), level the rules' level
//    as a number (0: the game's default);
// and spec, SeatSpec's text form ("human", "computer:level=easy", "rules:level=2").
//
// The next kind of seat, a person on another computer, needs nothing new here: it is a
// "human" (SeatSpec::Person), and where their moves come from is the session's business, not
// the seat's; should it need saying who they are, that is the seat's name (or one more key of
// the same map, read by seatFromVariant like "name").
QVariantMap seatToVariant(const Seat &seat);
// From QML's {spec, name} or {kind, level, name}; nullopt when malformed. The rules' level is
// a whole number; absent, it is the game's default (0 here). Older maps still read: kind
// "ai" is "computer", "automa" is "rules" (saved seats and statistics of earlier versions).
std::optional<Seat> seatFromVariant(const QVariant &value);
