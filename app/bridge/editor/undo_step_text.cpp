// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/undo_step_text.h"

#include <QCoreApplication>

namespace kotatsu::bridge {

QString valueStepText(ValueStep step, const PathWords &words)
{
    QString text;
    const bool change = step == ValueStep::Change;
    if (!words.item.isEmpty() && !words.field.isEmpty())
        text = change
                   //: Undo step in the rules editor: a value of one item changed, e.g. "Change
                   //: the type of ring space 9"; %1 the value's label (type, mountain-town draw),
                   //: %2 the item (ring space 9, Uchiko). Both in lower case unless names: the
                   //: sentence's first letter is made a capital
                   ? QCoreApplication::translate("RulesEditor", "Change the %1 of %2")
                   //: Undo step in the rules editor: a value of one item put back to the base
                   //: game's, e.g. "Revert the type of ring space 9"; %1 the value's label, %2
                   //: the item
                   : QCoreApplication::translate("RulesEditor", "Revert the %1 of %2");
    if (!text.isEmpty())
        return capitalizedLabel(text.arg(words.field, words.item));
    if (!words.field.isEmpty())
        text = change
                   //: Undo step in the rules editor: a value changed, e.g. "Change the hand
                   //: size"; %1 its label in lower case (the sentence's first letter is made a
                   //: capital)
                   ? QCoreApplication::translate("RulesEditor", "Change the %1")
                   //: Undo step in the rules editor: a value put back to the base game's, e.g.
                   //: "Revert the hand size"; %1 its label in lower case
                   : QCoreApplication::translate("RulesEditor", "Revert the %1");
    else
        text = change
                   //: Undo step in the rules editor: a whole item changed, e.g. "Change route
                   //: 3"; %1 the item (a name, or a kind and its number)
                   ? QCoreApplication::translate("RulesEditor", "Change %1")
                   //: Undo step in the rules editor: a whole item put back to the base game's,
                   //: e.g. "Revert route 3"; %1 the item
                   : QCoreApplication::translate("RulesEditor", "Revert %1");
    return capitalizedLabel(text.arg(words.field.isEmpty() ? words.item : words.field));
}

QString itemStepText(ItemStep step, const PathWords &words)
{
    const QString item = words.item.isEmpty() ? words.field : words.item;
    QString text;
    switch (step) {
    case ItemStep::Add:
        //: Undo step in the rules editor: an item added to a list, e.g. "Add ring space 37";
        //: %1 the new item, by its kind and number (0 first)
        text = QCoreApplication::translate("RulesEditor", "Add %1");
        break;
    case ItemStep::Remove:
        //: Undo step in the rules editor: an item removed from a list, e.g. "Remove Uchiko",
        //: "Remove route 3"; %1 the item
        text = QCoreApplication::translate("RulesEditor", "Remove %1");
        break;
    case ItemStep::Duplicate:
        //: Undo step in the rules editor: a copy of an item inserted after it, e.g.
        //: "Duplicate Uchiko"; %1 the item copied
        text = QCoreApplication::translate("RulesEditor", "Duplicate %1");
        break;
    }
    return capitalizedLabel(text.arg(item));
}

} // namespace kotatsu::bridge
