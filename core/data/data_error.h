// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace kotatsu {

// Where a piece of data came from. line and column are 1-based; 0 means "no position"
// (a file that is too large or cannot be read has none).
struct SourcePos
{
    std::shared_ptr<const std::string> file;
    int line = 0;
    int column = 0;

    const std::string &fileName() const;
    bool hasPosition() const { return line > 0; }
};

// One problem found in a data file: FILE:LINE:COL: key.path: message
struct DataError
{
    SourcePos pos;
    std::string keyPath; // e.g. "rules.hand_size" or "deck.sandals[3]"; may be empty
    std::string message;

    std::string format() const;
};

using DataErrors = std::vector<DataError>;

} // namespace kotatsu
