// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// A key path as DataError and DataDocument write it: "rules.hand_size", "deck.cards[3].value",
// "" for the root. A key holding '.' or '[' cannot be written this way.
struct KeyStep
{
    bool isIndex = false;
    std::string key;
    std::size_t index = 0;

    bool operator==(const KeyStep &) const = default;
};
using KeyPath = std::vector<KeyStep>;

// Nothing when the text is not a key path (an empty key, an unclosed or non-numeric [ ]).
std::optional<KeyPath> parseKeyPath(std::string_view text);
std::string keyPathText(const KeyPath &path);

} // namespace kotatsu
