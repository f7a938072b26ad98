// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/data_error.h"

#include "data/localized_text.h"

#include <cstdio>

namespace kotatsu {

const std::string &SourcePos::fileName() const
{
    static const std::string unknown = "<input>";
    return file ? *file : unknown;
}

void DataMessage::add(const LocalizedText &text)
{
    m_args.push_back({text.english(), nullptr, std::make_shared<const LocalizedText>(text)});
}

std::string DataMessage::substitute(std::string_view text, const std::vector<std::string> &args)
{
    std::string out;
    out.reserve(text.size() + 16);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const auto index = static_cast<std::size_t>(text[i + 1] - '1');
            if (index < args.size()) {
                out += args[index];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::string DataMessage::english() const
{
    std::vector<std::string> args;
    args.reserve(m_args.size());
    for (const DataArg &arg : m_args)
        args.push_back(arg.message ? arg.message->english() : arg.text);
    // The count goes into the template first, so that an argument holding "(s)" or "%n" is
    // data, as the one-pass substitution promises.
    std::string text = m_text ? m_text : "";
    if (m_count >= 0) {
        const std::string n = std::to_string(m_count);
        for (std::size_t at = text.find("%n"); at != std::string::npos;
             at = text.find("%n", at + n.size()))
            text.replace(at, 2, n);
        const std::string plural = m_count == 1 ? "" : "s";
        for (std::size_t at = text.find("(s)"); at != std::string::npos;
             at = text.find("(s)", at + plural.size()))
            text.replace(at, 3, plural);
    }
    return substitute(text, args);
}

std::string DataMessage::formatNumber(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

DataError::DataError(SourcePos where, std::string path, DataMessage words)
    : pos(std::move(where)), keyPath(std::move(path)), message(words.english()),
      text(std::move(words))
{}

void DataError::setText(DataMessage newText)
{
    message = newText.english();
    text = std::move(newText);
}

std::string DataError::format() const
{
    std::string out = pos.fileName();
    if (pos.hasPosition())
        out += ":" + std::to_string(pos.line) + ":" + std::to_string(pos.column);
    out += ": ";
    if (!keyPath.empty())
        out += keyPath + ": ";
    out += message;
    return out;
}

} // namespace kotatsu
