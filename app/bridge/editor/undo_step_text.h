// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/path_words.h"

#include <QString>

namespace kotatsu::bridge {

// Undo steps in words (editor/path_words.h), whole sentences so that each language orders
// them: "Change the type of ring space 9", "Revert the hand size", "Remove Uchiko".
enum class ValueStep
{
    Change,
    Revert
};
enum class ItemStep
{
    Add,
    Remove,
    Duplicate
};

QString valueStepText(ValueStep step, const PathWords &words);
QString itemStepText(ItemStep step, const PathWords &words);

} // namespace kotatsu::bridge
