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
// The text with full-width digits, signs and point (０-９, －, ＋, ．, as Japanese and Chinese
// input methods type them), the minus sign U+2212 and the ideographic space U+3000 written as
// ASCII ones; the rest as it is.
std::string asciiDigits(std::string_view text);
// Levenshtein distance, for "did you mean" suggestions.
std::size_t editDistance(std::string_view a, std::string_view b);
// Decimal digits only (no sign, no spaces) that fit 64 bits.
std::optional<std::uint64_t> parseUnsigned(std::string_view text);
// Returns the byte offset of the first invalid UTF-8 sequence, or nullopt when valid.
std::optional<std::size_t> firstInvalidUtf8(std::string_view text);
// The code points of a UTF-8 text; nothing when it is not valid UTF-8.
std::optional<std::u32string> decodeUtf8(std::string_view text);
// Appends the code point `cp` (at most U+10FFFF) to `out` as UTF-8.
void appendUtf8(std::string &out, char32_t cp);
// Reads a whole regular file, refusing files larger than maxBytes (checked before and while
// reading) and anything that is not a regular file (devices, FIFOs, sockets: Missing).
// Links::Refuse also refuses a symbolic link as the last path component, for untrusted
// places such as the saves folder.
enum class Links
{
    Follow,
    Refuse
};
enum class ReadStatus
{
    Ok,
    Missing,
    TooLarge,
    Unreadable
};
ReadStatus readFile(const std::string &path, std::size_t maxBytes, std::string &out,
                    Links links = Links::Follow);
// Writes a file atomically and durably: a fresh temporary file in the same directory, every
// write checked, fsync, rename(), then fsync of the directory. On any failure (a full disk
// included) the earlier file is untouched and *error says why.
bool writeFileAtomically(const std::string &path, std::string_view content, std::string *error);
// fsync() of the directory holding `path`, so that a rename into it survives a power cut.
bool syncDirectoryOf(const std::string &path);

} // namespace kotatsu
