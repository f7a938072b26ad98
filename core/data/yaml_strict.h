// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_error.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace kotatsu::yaml_strict {

// The strictness layer of the YAML reader. yaml-cpp 0.7 accepts some inputs that YAML 1.2
// calls invalid, and most of them are designer typos that silently change a value: an
// unclosed double quote runs to the end of the file, a key without ':' becomes a key with an
// empty value, a tab that looks like indentation, an extra comma in a flow list, a comment
// glued to a quoted value. YamlReader calls these checks on the text around each value that
// yaml-cpp has located (the reader knows the block indentation that encloses the value, which
// a separate linter would have to work out again); each returns the byte offset of the first
// problem and a message. The cases come from the YAML Test Suite
// (tests/data/yaml-test-suite/): every input it marks invalid is rejected.
struct Problem
{
    std::size_t offset = 0;
    DataMessage message;
};

// Before parsing: a directive (%YAML, %TAG) must be followed by '---'.
std::optional<Problem> checkDirectives(std::string_view text);

// A quoted scalar starting at `begin` (its quote), inside block indentation `parentIndent`
// (-1 at the top level): it is closed, its escapes are valid, its continuation lines are
// indented deeper than the parent (with spaces; a tab is not indentation), and a comment after
// it is separated by a blank.
std::optional<Problem> checkQuoted(std::string_view text, std::size_t begin, int parentIndent);

// A plain scalar starting at `begin` inside a flow collection: '-', '?' and ':' followed by a
// blank or a flow indicator cannot start one ([-] is not a list holding "-").
std::optional<Problem> checkFlowPlain(std::string_view text, std::size_t begin);

// A block scalar whose indicator (| or >) is at `begin`, inside block indentation
// `parentIndent`: a comment on the header line is separated by a blank, and leading empty
// lines are not indented deeper than the first line of content.
std::optional<Problem> checkBlockScalar(std::string_view text, std::size_t begin, int parentIndent);

// A flow collection spanning [begin, end) (from its bracket to the matching one) inside block
// indentation `parentIndent`: no comma without an entry before it ([ , a], [a, , b]), a
// comment separated by a blank, and continuation lines indented deeper than the parent.
std::optional<Problem> checkFlowCollection(std::string_view text, std::size_t begin,
                                           std::size_t end, int parentIndent);

// A key of a block map whose text ends at `keyEnd`: a ':' follows it (on the same line).
// `keyBegin` is where the key's text starts (an explicit key, '? key', is exempt).
std::optional<Problem> checkBlockKey(std::string_view text, std::size_t keyBegin,
                                     std::size_t keyEnd);

// A value of a block map starting at `begin` (its first property or token) on a line after
// its key: indented deeper than the map (`mapIndent`), except a list whose '-' is at the
// map's own column.
std::optional<Problem> checkBlockValueIndent(std::string_view text, std::size_t keyEnd,
                                             std::size_t begin, int mapIndent);

} // namespace kotatsu::yaml_strict
