// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/field_input.h"

#include "data/yaml_emitter.h"
#include "util/text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace kotatsu {

namespace {

FieldInput problem(DataMessage message)
{
    FieldInput out;
    out.problem = std::move(message);
    return out;
}

FieldInput value(std::string text, bool quoted = false)
{
    FieldInput out;
    out.value = DataNode::makeScalar(std::move(text), quoted);
    return out;
}

// The row's range as words for a field ("Must be between 1 and 8"), for a value outside it.
template <typename Number>
std::optional<DataMessage> outOfRange(const SchemaRow &row, Number v)
{
    const bool low = row.min && v < static_cast<Number>(*row.min);
    const bool high = row.max && v > static_cast<Number>(*row.max);
    if (!low && !high)
        return std::nullopt;
    if (row.min && row.max)
        //: Rules editor, under a number field: the value typed is outside the allowed range
        return DataMessage(QT_TRANSLATE_NOOP("DataError", "Must be between %1 and %2"), *row.min,
                           *row.max);
    if (low)
        //: Rules editor, under a number field: the value typed is below the smallest allowed
        return DataMessage(QT_TRANSLATE_NOOP("DataError", "Must be at least %1"), *row.min);
    //: Rules editor, under a number field: the value typed is above the largest allowed
    return DataMessage(QT_TRANSLATE_NOOP("DataError", "Must be at most %1"), *row.max);
}

// Whether `text` is one of the row's words.
bool isWordOf(const SchemaRow &row, std::string_view text)
{
    return std::find(row.words.begin(), row.words.end(), text) != row.words.end();
}

FieldInput readInteger(const SchemaRow &row, std::string_view text)
{
    if (isWordOf(row, text)) // gain_coins: 3, or boutique_value
        return value(std::string(text));
    if (text.empty())
        //: Rules editor, under a whole-number field left empty
        return problem(QT_TRANSLATE_NOOP("DataError", "Enter a whole number"));
    const auto v = parseInteger(text);
    if (!v)
        //: Rules editor, under a whole-number field: what was typed is not one ("abc", "2.5")
        return problem(QT_TRANSLATE_NOOP("DataError", "Not a whole number"));
    if (auto range = outOfRange(row, *v))
        return problem(std::move(*range));
    return value(std::to_string(*v));
}

FieldInput readNumber(const SchemaRow &row, std::string_view text)
{
    if (text.empty())
        //: Rules editor, under a number field left empty
        return problem(QT_TRANSLATE_NOOP("DataError", "Enter a number"));
    const std::string copy(text.front() == '+' ? text.substr(1) : text);
    char *end = nullptr;
    const double v = std::strtod(copy.c_str(), &end);
    // strtod also reads "inf", "nan" and hexadecimal; a field takes decimals only.
    const bool decimal =
        !copy.empty() && copy.find_first_not_of("0123456789.-eE") == std::string::npos;
    if (!decimal || !end || *end != '\0' || !std::isfinite(v))
        //: Rules editor, under a number field: what was typed is not a number ("abc")
        return problem(QT_TRANSLATE_NOOP("DataError", "Not a number"));
    if (auto range = outOfRange(row, v))
        return problem(std::move(*range));
    return value(copy);
}

FieldInput readText(const SchemaRow &row, std::string_view text)
{
    const auto max = static_cast<std::size_t>(row.max.value_or(200));
    if (text.size() > max)
        //: Rules editor, under a text field: %1 is the most bytes allowed (an id's letters count
        //: one byte each; most accented letters two, Japanese three), %2 the bytes typed
        return problem({QT_TRANSLATE_NOOP("DataError", "Too long: at most %1 bytes (now %2)"), max,
                        text.size()});
    // Quoted unless it reads as the same text unquoted (an id such as M1), so that "3" or
    // "true" typed into a text field stays text.
    return value(std::string(text), plainReadsAsNonString(text) || text.empty());
}

FieldInput readColour(std::string_view text)
{
    const bool valid =
        text.size() == 7 && text[0] == '#' && std::all_of(text.begin() + 1, text.end(), [](char c) {
            return std::isxdigit(static_cast<unsigned char>(c)) != 0;
        });
    if (!valid)
        //: Rules editor, under a colour field: what was typed is not a colour
        return problem(QT_TRANSLATE_NOOP("DataError", "Write a colour as #rrggbb, e.g. #c0432c"));
    return value(std::string(text), true);
}

} // namespace

FieldInput readFieldInput(const SchemaRow &row, std::string_view text)
{
    const std::string ascii = asciiDigits(text);
    switch (row.type) {
    case ValueType::Integer:
        return readInteger(row, trim(ascii));
    case ValueType::Number:
        return readNumber(row, trim(ascii));
    case ValueType::Text:
        return readText(row, text);
    case ValueType::Colour:
        return readColour(trim(text));
    case ValueType::Boolean:
        if (trim(text) == "true" || trim(text) == "false")
            return value(std::string(trim(text)));
        break;
    case ValueType::Word:
        if (isWordOf(row, trim(text)))
            return value(std::string(trim(text)));
        break;
    default:
        break;
    }
    //: Rules editor: a value that is chosen, not typed (a switch, a list of words)
    return problem(QT_TRANSLATE_NOOP("DataError", "This value is chosen, not typed"));
}

} // namespace kotatsu
