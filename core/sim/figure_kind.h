// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace kotatsu {

// What a lab figure's value is, which says how it is written (the lab's tables and charts read
// it instead of guessing from the figure's name):
// - Mean: a mean of something counted (decisions, points, lead changes), as it is;
// - Share: a share of games (wins, draws, comebacks), in %;
// - ShareDifference: a difference of two shares (a seat's advantage: its share of the wins
//   less a fair share, 1 / players), in signed percentage points, from -100 to +100.
enum class FigureKind
{
    Mean,
    Share,
    ShareDifference
};

// The kind as the JSON and the bridge write it: "mean", "share", "share_difference".
constexpr const char *figureKindName(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Share:
        return "share";
    case FigureKind::ShareDifference:
        return "share_difference";
    case FigureKind::Mean:
        break;
    }
    return "mean";
}

} // namespace kotatsu
