// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/translate_noop.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace kotatsu {

class LocalizedText;

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

class DataMessage;

// One argument of a DataMessage: data shown as it is (a key, a number, a value from the file),
// a message of its own that is translated with the one around it ("a list" in "expected a
// map, found a list"), or a text the data gives in every language (a game's name: `text` holds
// its English, the Qt side picks the user's language).
struct DataArg
{
    std::string text;
    std::shared_ptr<const DataMessage> message;
    std::shared_ptr<const LocalizedText> localized;
};

// A problem's words, kept apart from its data so that each language can say them: an English
// template written QT_TRANSLATE_NOOP("DataError", "'%1' appears twice") — lupdate puts it in
// the catalogs, the Qt side translates it with QCoreApplication::translate("DataError", ...)
// — and its arguments, %1, %2... in order. The command line and the files say english().
class DataMessage
{
public:
    DataMessage() = default;
    // `text` is a string literal (it is kept by pointer). An argument is data: a string, a
    // number, a LocalizedText (a name the data gives in every language), or another
    // DataMessage (a word or phrase of the sentence, translated too).
    template <typename... Args>
    DataMessage(const char *text, Args &&...args) : m_text(text)
    {
        m_args.reserve(sizeof...(args));
        (add(std::forward<Args>(args)), ...);
    }

    // A count in words, written QT_TRANSLATE_N_NOOP("DataError", "%n card(s)"): %n is `n`,
    // and English says "1 card", "2 cards" ("(s)" is dropped for one, else an "s").
    static DataMessage count(const char *text, std::int64_t n)
    {
        DataMessage message(text);
        message.m_count = n;
        return message;
    }

    // The English template ("" for none).
    const char *text() const { return m_text; }
    // The count of a count message (count()), else -1.
    std::int64_t countValue() const { return m_count; }
    const std::vector<DataArg> &args() const { return m_args; }
    // The template with its arguments in place, %1 to %9, in one pass (an argument that holds
    // "%2" stays as it is).
    std::string english() const;
    // Substitutes `args` for %1 to %9 in `text`, in one pass.
    static std::string substitute(std::string_view text, const std::vector<std::string> &args);

private:
    void add(std::string text) { m_args.push_back({std::move(text), nullptr, nullptr}); }
    void add(std::string_view text) { add(std::string(text)); }
    void add(const char *text) { add(std::string(text)); }
    void add(const LocalizedText &text);
    void add(DataMessage message)
    {
        m_args.push_back({{}, std::make_shared<const DataMessage>(std::move(message)), nullptr});
    }
    template <typename Number, typename = std::enable_if_t<std::is_arithmetic_v<Number>>>
    void add(Number n)
    {
        if constexpr (std::is_same_v<Number, bool>)
            add(std::string(n ? "true" : "false"));
        else if constexpr (std::is_floating_point_v<Number>)
            add(formatNumber(static_cast<double>(n)));
        else if constexpr (std::is_signed_v<Number>)
            add(std::to_string(static_cast<std::int64_t>(n)));
        else
            add(std::to_string(static_cast<std::uint64_t>(n)));
    }
    static std::string formatNumber(double value);

    const char *m_text = "";
    std::vector<DataArg> m_args;
    std::int64_t m_count = -1;
};

// One problem found in a data file: FILE:LINE:COL: key.path: message
struct DataError
{
    DataError() = default;
    DataError(SourcePos where, std::string path, DataMessage words);

    SourcePos pos;
    std::string keyPath; // e.g. "rules.hand_size" or "deck.sandals[3]"; may be empty
    std::string message; // text.english()
    DataMessage text;

    // Replaces the message (its English follows).
    void setText(DataMessage words);
    std::string format() const;
};

using DataErrors = std::vector<DataError>;

} // namespace kotatsu
