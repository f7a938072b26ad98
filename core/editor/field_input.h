// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_error.h"
#include "data/data_node.h"
#include "data/schema.h"

#include <optional>
#include <string_view>

namespace kotatsu {

// What a designer typed into a form field, read against the field's schema row: the value to
// write, or why it cannot be written, in words for the field ("Must be between 1 and 8").
// Nothing is clamped, rounded or dropped: a value out of range is a problem, not the nearest
// value in range. Full-width digits and signs (２５, －５, as Japanese input methods type
// them) read as the ASCII ones; spaces around the value are ignored.
struct FieldInput
{
    std::optional<DataNode> value; // a plain scalar, as YAML writes it ("25", "0.5", "M1")
    DataMessage problem;           // set when there is no value
};

// Integer, number, text and colour rows read text; a boolean row reads true or false and a word
// row one of its words, as a switch or a drop-down gives them (an integer row that allows words
// reads those too); a row of another type takes none (a problem). `text` is UTF-8.
FieldInput readFieldInput(const SchemaRow &row, std::string_view text);

} // namespace kotatsu
