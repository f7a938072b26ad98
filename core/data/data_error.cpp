// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/data_error.h"

namespace kotatsu {

const std::string &SourcePos::fileName() const
{
    static const std::string unknown = "<input>";
    return file ? *file : unknown;
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
