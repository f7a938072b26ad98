// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/yaml_strict.h"

#include <algorithm>

namespace kotatsu::yaml_strict {

namespace {

bool isBreak(char c)
{
    return c == '\n' || c == '\r';
}
bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}
bool isFlowIndicator(char c)
{
    return c == ',' || c == '[' || c == ']' || c == '{' || c == '}';
}
bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

char at(std::string_view text, std::size_t i)
{
    return i < text.size() ? text[i] : '\0';
}

// The start of the line after the break at i (CRLF counts as one).
std::size_t afterBreak(std::string_view text, std::size_t i)
{
    if (at(text, i) == '\r' && at(text, i + 1) == '\n')
        return i + 2;
    return i + 1;
}

std::size_t lineStart(std::string_view text, std::size_t i)
{
    i = std::min(i, text.size());
    while (i > 0 && !isBreak(text[i - 1]))
        --i;
    return i;
}

std::size_t countSpaces(std::string_view text, std::size_t i)
{
    std::size_t k = i;
    while (at(text, k) == ' ')
        ++k;
    return k - i;
}

// Whether the line starting at i holds only blanks.
bool blankLine(std::string_view text, std::size_t i)
{
    while (i < text.size() && isBlank(text[i]))
        ++i;
    return i >= text.size() || isBreak(text[i]);
}

bool isDocumentMarker(std::string_view text, std::size_t i, std::string_view marker)
{
    if (text.substr(std::min(i, text.size()), 3) != marker)
        return false;
    const char c = at(text, i + 3);
    return i + 3 >= text.size() || isBlank(c) || isBreak(c);
}

const char *const kGluedComment =
    QT_TRANSLATE_NOOP("DataError", "a comment needs a blank before '#'");

// Checks that the line starting at `line` (inside a value that began on an earlier line) is
// indented deeper than `parentIndent` with spaces; blank lines are exempt.
std::optional<Problem> checkContinuation(std::string_view text, std::size_t line, int parentIndent,
                                         bool flow)
{
    if (parentIndent < 0 || blankLine(text, line))
        return std::nullopt;
    const std::size_t spaces = countSpaces(text, line);
    if (static_cast<int>(spaces) > parentIndent)
        return std::nullopt;
    const bool tab = at(text, line + spaces) == '\t';
    // One sentence per case: a translation cannot be glued from parts.
    if (flow)
        return Problem{
            line + spaces,
            tab ? QT_TRANSLATE_NOOP("DataError", "a flow collection goes on at a line that is not "
                                                 "indented more than its parent (a tab is not "
                                                 "indentation)")
                : QT_TRANSLATE_NOOP("DataError", "a flow collection goes on at a line that is not "
                                                 "indented more than its parent")};
    return Problem{line + spaces,
                   tab ? QT_TRANSLATE_NOOP("DataError",
                                           "a quoted value goes on at a line that is not indented "
                                           "more than its parent (a tab is not indentation)")
                       : QT_TRANSLATE_NOOP("DataError",
                                           "a quoted value goes on at a line that is not indented "
                                           "more than its parent")};
}

// Past a nested flow collection starting at its bracket i: quoted values and comments skipped.
std::size_t skipNested(std::string_view text, std::size_t i, std::size_t end)
{
    int depth = 0;
    bool tokenStart = true;
    while (i < end) {
        const char c = text[i];
        if (c == '[' || c == '{') {
            ++depth;
            tokenStart = true;
        } else if (c == ']' || c == '}') {
            if (--depth == 0)
                return i + 1;
            tokenStart = false;
        } else if ((c == '"' || c == '\'') && tokenStart) {
            ++i;
            while (i < end && text[i] != c) {
                if (c == '"' && text[i] == '\\')
                    ++i;
                ++i;
            }
            tokenStart = false;
        } else if (c == '#' && tokenStart) {
            while (i < end && !isBreak(text[i]))
                ++i;
            continue;
        } else {
            tokenStart = isBlank(c) || isBreak(c) || c == ',' || c == ':';
        }
        ++i;
    }
    return end;
}

} // namespace

std::optional<Problem> checkDirectives(std::string_view text)
{
    std::size_t i = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
    std::optional<std::size_t> directive;
    while (i < text.size()) {
        std::size_t k = i;
        while (k < text.size() && isBlank(text[k]))
            ++k;
        const bool skip = k >= text.size() || isBreak(text[k]) || text[k] == '#';
        if (!skip) {
            if (text[i] == '%') {
                if (!directive)
                    directive = i;
            } else if (!directive || isDocumentMarker(text, i, "---")) {
                return std::nullopt;
            } else {
                break;
            }
        }
        while (k < text.size() && !isBreak(text[k]))
            ++k;
        if (k >= text.size())
            break;
        i = afterBreak(text, k);
    }
    if (!directive)
        return std::nullopt;
    return Problem{*directive, QT_TRANSLATE_NOOP("DataError", "a directive must be followed by "
                                                              "'---' and a document")};
}

std::optional<Problem> checkQuoted(std::string_view text, std::size_t begin, int parentIndent)
{
    const char quote = at(text, begin);
    std::optional<Problem> badLine;
    std::size_t i = begin + 1;
    while (i < text.size()) {
        const char c = text[i];
        if (c == quote) {
            if (quote == '\'' && at(text, i + 1) == '\'') {
                i += 2;
                continue;
            }
            if (badLine)
                return badLine;
            if (at(text, i + 1) == '#')
                return Problem{i + 1, kGluedComment};
            return std::nullopt;
        }
        if (isBreak(c)) {
            const std::size_t line = afterBreak(text, i);
            // Reported at the closing quote: without one, the missing quote is the problem.
            if (!badLine)
                badLine = checkContinuation(text, line, parentIndent, false);
            i = line;
            continue;
        }
        if (quote == '"' && c == '\\') {
            const char e = at(text, i + 1);
            std::size_t hex = 0;
            if (e == 'x')
                hex = 2;
            else if (e == 'u')
                hex = 4;
            else if (e == 'U')
                hex = 8;
            if (hex > 0) {
                for (std::size_t k = 0; k < hex; ++k) {
                    if (!isHex(at(text, i + 2 + k)))
                        return Problem{i,
                                       {QT_TRANSLATE_NOOP(
                                            "DataError", "escape \\%1 needs %2 hexadecimal digits"),
                                        std::string(1, e), hex}};
                }
                i += 2 + hex;
                continue;
            }
            if (isBreak(e)) {
                ++i;
                continue;
            }
            static constexpr std::string_view kEscapes = "0abt\tnvfre \"/\\N_LP";
            if (i + 1 >= text.size() || kEscapes.find(e) == std::string_view::npos)
                return Problem{i,
                               {QT_TRANSLATE_NOOP("DataError",
                                                  "invalid escape '\\%1' in a double-quoted value"),
                                i + 1 < text.size() ? std::string(1, e) : std::string()}};
            i += 2;
            continue;
        }
        ++i;
    }
    return Problem{
        begin,
        quote == '"'
            ? QT_TRANSLATE_NOOP("DataError", "the quoted value has no closing double quote")
            : QT_TRANSLATE_NOOP("DataError", "the quoted value has no closing single quote")};
}

std::optional<Problem> checkFlowPlain(std::string_view text, std::size_t begin)
{
    const char c = at(text, begin);
    if (c != '-' && c != '?' && c != ':')
        return std::nullopt;
    const char n = at(text, begin + 1);
    if (begin + 1 >= text.size() || isBlank(n) || isBreak(n) || isFlowIndicator(n))
        return Problem{
            begin,
            {QT_TRANSLATE_NOOP("DataError",
                               "'%1' cannot start a value in a flow collection (quote it)"),
             std::string(1, c)}};
    return std::nullopt;
}

std::optional<Problem> checkBlockScalar(std::string_view text, std::size_t begin, int parentIndent)
{
    std::size_t i = begin + 1;
    bool explicitIndent = false;
    while (i < text.size() &&
           (text[i] == '+' || text[i] == '-' || (text[i] >= '0' && text[i] <= '9'))) {
        if (text[i] >= '1' && text[i] <= '9')
            explicitIndent = true;
        ++i;
    }
    if (at(text, i) == '#')
        return Problem{i, kGluedComment};
    if (explicitIndent)
        return std::nullopt;
    while (i < text.size() && !isBreak(text[i]))
        ++i;
    std::size_t deepestEmpty = 0;
    std::size_t deepestAt = 0;
    while (i < text.size()) {
        const std::size_t line = afterBreak(text, i);
        const std::size_t spaces = countSpaces(text, line);
        const char c = at(text, line + spaces);
        if (line + spaces >= text.size() || isBreak(c)) {
            if (spaces > deepestEmpty) {
                deepestEmpty = spaces;
                deepestAt = line;
            }
            i = line + spaces;
            continue;
        }
        if (static_cast<int>(spaces) > parentIndent && deepestEmpty > spaces)
            return Problem{deepestAt,
                           QT_TRANSLATE_NOOP("DataError", "an empty line at the start of a block "
                                                          "scalar is indented more than its first "
                                                          "line of text")};
        break;
    }
    return std::nullopt;
}

std::optional<Problem> checkFlowCollection(std::string_view text, std::size_t begin,
                                           std::size_t end, int parentIndent)
{
    end = std::min(end, text.size());
    if (at(text, end) == '#' && end > begin)
        return Problem{end, kGluedComment};
    for (std::size_t i = begin; i < end; ++i) {
        if (isBreak(text[i])) {
            const std::size_t line = afterBreak(text, i);
            if (line < end) {
                if (auto p = checkContinuation(text, line, parentIndent, true))
                    return p;
            }
            i = line - 1;
        }
    }
    const std::size_t last = end > begin ? end - 1 : begin; // the closing bracket
    bool hadEntry = false;
    bool afterBlank = false;
    std::size_t i = begin + 1;
    while (i < last) {
        const char c = text[i];
        if (isBlank(c) || isBreak(c)) {
            afterBlank = true;
            ++i;
            continue;
        }
        if (c == '#') {
            if (!afterBlank)
                return Problem{i, kGluedComment};
            while (i < last && !isBreak(text[i]))
                ++i;
            continue;
        }
        afterBlank = false;
        if (c == ',') {
            if (!hadEntry)
                return Problem{
                    i, QT_TRANSLATE_NOOP("DataError", "a comma without an entry before it")};
            hadEntry = false;
            ++i;
        } else if (c == '[' || c == '{') {
            i = skipNested(text, i, last);
            hadEntry = true;
        } else if (c == '"' || c == '\'') {
            ++i;
            while (i < last && text[i] != c) {
                if (c == '"' && text[i] == '\\')
                    ++i;
                ++i;
            }
            ++i;
            hadEntry = true;
        } else {
            // A plain value (or a stray bracket when yaml-cpp's collection ended elsewhere):
            // at least one character, so that the scan always moves on.
            ++i;
            while (i < last && !isBlank(text[i]) && !isBreak(text[i]) && !isFlowIndicator(text[i]))
                ++i;
            hadEntry = true;
        }
    }
    return std::nullopt;
}

std::optional<Problem> checkBlockKey(std::string_view text, std::size_t keyBegin,
                                     std::size_t keyEnd)
{
    // An explicit key ('? key', also with properties: '? &a key') has its ':' on a later line.
    for (std::size_t b = lineStart(text, keyBegin); b < keyBegin; ++b) {
        if (text[b] == '?' && (b == 0 || isBlank(text[b - 1]) || isBreak(text[b - 1])) &&
            isBlank(at(text, b + 1)))
            return std::nullopt;
    }
    std::size_t k = keyEnd;
    while (isBlank(at(text, k)))
        ++k;
    if (at(text, k) == ':')
        return std::nullopt;
    return Problem{keyBegin,
                   QT_TRANSLATE_NOOP("DataError", "expected ':' after this key (a value that goes "
                                                  "on at the next line must be indented more than "
                                                  "its key)")};
}

std::optional<Problem> checkBlockValueIndent(std::string_view text, std::size_t keyEnd,
                                             std::size_t begin, int mapIndent)
{
    begin = std::min(begin, text.size());
    if (begin <= keyEnd)
        return std::nullopt;
    const std::size_t line = lineStart(text, begin);
    if (line <= keyEnd)
        return std::nullopt;
    const int column = static_cast<int>(begin - line);
    if (column > mapIndent || (column == mapIndent && at(text, begin) == '-'))
        return std::nullopt;
    return Problem{begin, QT_TRANSLATE_NOOP("DataError", "a value on the line after its key must "
                                                         "be indented more than the key")};
}

} // namespace kotatsu::yaml_strict
