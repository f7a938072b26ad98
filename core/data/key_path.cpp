// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/key_path.h"

namespace kotatsu {

std::optional<KeyPath> parseKeyPath(std::string_view text)
{
    KeyPath path;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '[') {
            const std::size_t close = text.find(']', i);
            if (close == std::string_view::npos || close == i + 1)
                return std::nullopt;
            KeyStep step;
            step.isIndex = true;
            for (std::size_t k = i + 1; k < close; ++k) {
                if (text[k] < '0' || text[k] > '9' || k - i > 9)
                    return std::nullopt;
                step.index = step.index * 10 + static_cast<std::size_t>(text[k] - '0');
            }
            path.push_back(step);
            i = close + 1;
            if (i < text.size() && text[i] == '.')
                ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && text[end] != '.' && text[end] != '[')
            ++end;
        if (end == i)
            return std::nullopt;
        KeyStep step;
        step.key = std::string(text.substr(i, end - i));
        path.push_back(std::move(step));
        i = end;
        if (i < text.size() && text[i] == '.') {
            ++i;
            if (i == text.size())
                return std::nullopt;
        }
    }
    return path;
}

std::string keyPathText(const KeyPath &path)
{
    std::string out;
    for (const auto &step : path) {
        if (step.isIndex) {
            out += "[" + std::to_string(step.index) + "]";
        } else {
            if (!out.empty())
                out += '.';
            out += step.key;
        }
    }
    return out;
}

} // namespace kotatsu
