// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_node.h"

#include <QVariant>

namespace kotatsu::bridge {

// A node of a game's data as the rules editor's QML reads it: maps and lists as JavaScript
// objects and arrays; a plain scalar that YAML reads as a number, boolean or null as that
// (core's plainReadsAsNonString decides), every other scalar, quoted ones included, as text.
QVariant dataNodeToVariant(const DataNode *node);

// A value from QML as a node to write into the data: whole doubles as integers, a map whose
// keys are all language codes in the data files' order (en, es, fr, ja, hu), anything else
// as text (quoted when written if YAML would read it otherwise).
DataNode variantToDataNode(const QVariant &value);

// Whether every key of `map` is a language code (a localized text).
bool isLanguageMap(const QVariantMap &map);

} // namespace kotatsu::bridge
