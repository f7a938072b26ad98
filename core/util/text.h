// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu {

// Splits on runs of ASCII whitespace.
std::vector<std::string_view> splitWords(std::string_view text);
std::string_view trim(std::string_view text);
std::optional<std::int64_t> parseInteger(std::string_view text);
// Decimal digits only (no sign, no spaces) that fit 64 bits.
std::optional<std::uint64_t> parseUnsigned(std::string_view text);
// Returns the byte offset of the first invalid UTF-8 sequence, or nullopt when valid.
std::optional<std::size_t> firstInvalidUtf8(std::string_view text);
// Reads a whole file, refusing files larger than maxBytes.
enum class ReadStatus
{
    Ok,
    Missing,
    TooLarge,
    Unreadable
};
ReadStatus readFile(const std::string &path, std::size_t maxBytes, std::string &out);
// Writes a file atomically: a temporary file in the same directory, then rename().
bool writeFileAtomically(const std::string &path, std::string_view content, std::string *error);

} // namespace kotatsu
