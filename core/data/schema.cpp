// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/schema.h"

#include "data/key_path.h"
#include "util/text.h"

#include <algorithm>
#include <stdexcept>

namespace kotatsu {

std::string_view typeName(ValueType type)
{
    switch (type) {
    case ValueType::Integer:
        return "integer";
    case ValueType::Number:
        return "number";
    case ValueType::Boolean:
        return "boolean";
    case ValueType::Text:
        return "text";
    case ValueType::Word:
        return "word";
    case ValueType::Colour:
        return "colour";
    case ValueType::LocalizedText:
        return "localized text";
    case ValueType::List:
        return "list";
    case ValueType::Map:
        return "map";
    case ValueType::NoValue:
        return "no value";
    }
    return "?";
}

std::string_view SchemaRow::name() const
{
    std::string_view key_ = key;
    const std::size_t dot = key_.rfind('.');
    return dot == std::string_view::npos ? key_ : key_.substr(dot + 1);
}

SchemaRow SchemaRow::integer(std::string key, std::int64_t min, std::int64_t max,
                             std::string defaultValue, const char *description)
{
    SchemaRow row;
    row.key = std::move(key);
    row.type = ValueType::Integer;
    row.min = min;
    row.max = max;
    row.defaultValue = std::move(defaultValue);
    row.description = description;
    return row;
}

SchemaRow SchemaRow::boolean(std::string key, bool defaultValue, const char *description)
{
    SchemaRow row;
    row.key = std::move(key);
    row.type = ValueType::Boolean;
    row.defaultValue = defaultValue ? "true" : "false";
    row.description = description;
    return row;
}

SchemaRow SchemaRow::text(std::string key, std::int64_t maxLength, const char *description)
{
    SchemaRow row;
    row.key = std::move(key);
    row.type = ValueType::Text;
    row.max = maxLength;
    row.description = description;
    return row;
}

SchemaRow SchemaRow::colour(std::string key, const char *description)
{
    SchemaRow row;
    row.key = std::move(key);
    row.type = ValueType::Colour;
    row.description = description;
    return row;
}

SchemaRow SchemaRow::localized(std::string key, const char *description)
{
    SchemaRow row;
    row.key = std::move(key);
    row.type = ValueType::LocalizedText;
    row.description = description;
    return row;
}

SchemaRow SchemaRow::list(std::string key, std::int64_t minItems, std::int64_t maxItems,
                          const char *description)
{
    SchemaRow row;
    row.key = std::move(key);
    row.type = ValueType::List;
    row.min = minItems;
    row.max = maxItems;
    row.description = description;
    return row;
}

SchemaRow SchemaRow::map(std::string key, const char *description)
{
    SchemaRow row;
    row.key = std::move(key);
    row.type = ValueType::Map;
    row.description = description;
    return row;
}

SchemaRow SchemaRow::noValue(std::string key, const char *description)
{
    SchemaRow row;
    row.key = std::move(key);
    row.type = ValueType::NoValue;
    row.description = description;
    return row;
}

SchemaRow &SchemaRow::withWordLabels(std::initializer_list<const char *> labels)
{
    if (labels.size() != words.size())
        throw std::logic_error("schema row '" + key + "' has " + std::to_string(words.size()) +
                               " words and " + std::to_string(labels.size()) + " labels");
    wordLabels.assign(labels.begin(), labels.end());
    return *this;
}

std::string_view SchemaRow::wordLabel(std::size_t index) const
{
    if (index < wordLabels.size() && wordLabels[index] && *wordLabels[index])
        return wordLabels[index];
    return index < words.size() ? std::string_view(words[index]) : std::string_view();
}

namespace {

// The default as JSON: numbers and booleans as such, a flow list as an array of words.
Json defaultJson(const SchemaRow &row)
{
    const std::string &d = row.defaultValue;
    if (row.type == ValueType::Integer) {
        if (auto value = parseInteger(d))
            return Json(static_cast<long long>(*value));
        return Json(d);
    }
    if (row.type == ValueType::Boolean)
        return Json(d == "true");
    if (row.type == ValueType::List && d.size() >= 2 && d.front() == '[' && d.back() == ']') {
        Json items = Json::array();
        std::string item;
        auto flush = [&] {
            const auto first = item.find_first_not_of(' ');
            const auto last = item.find_last_not_of(' ');
            if (first != std::string::npos)
                items.push(item.substr(first, last - first + 1));
            item.clear();
        };
        for (char c : d.substr(1, d.size() - 2)) {
            if (c == ',')
                flush();
            else
                item += c;
        }
        flush();
        return items;
    }
    return Json(d);
}

std::string cell(std::string_view text)
{
    std::string out;
    for (char c : text) {
        if (c == '|')
            out += "\\|";
        else if (c == '\n')
            out += ' ';
        else
            out += c;
    }
    return out;
}

std::string rangeText(const SchemaRow &row)
{
    if (row.type == ValueType::Integer && !row.words.empty() && row.min && row.max) {
        // A number or a word: "1 to 20, or `boutique_value` (The boutique token's value)".
        std::string out = std::to_string(*row.min) + " to " + std::to_string(*row.max);
        for (std::size_t i = 0; i < row.words.size(); ++i) {
            out += (i == 0 ? ", or `" : ", `") + row.words[i] + "`";
            if (i < row.wordLabels.size())
                out += " (" + std::string(row.wordLabel(i)) + ")";
        }
        return out;
    }
    if (!row.words.empty()) {
        std::string out;
        for (std::size_t i = 0; i < row.words.size(); ++i) {
            out += (out.empty() ? "`" : ", `") + row.words[i] + "`";
            if (i < row.wordLabels.size())
                out += " (" + std::string(row.wordLabel(i)) + ")";
        }
        if (row.type == ValueType::List && row.min && row.max)
            out +=
                " (" + std::to_string(*row.min) + " to " + std::to_string(*row.max) + " of them)";
        return out;
    }
    if (!row.min || !row.max)
        return {};
    switch (row.type) {
    case ValueType::Integer:
        if (*row.max == INT64_MAX)
            return std::to_string(*row.min) + " or more";
        return std::to_string(*row.min) + " to " + std::to_string(*row.max);
    case ValueType::List:
        if (*row.min == *row.max)
            return std::to_string(*row.min) + " items";
        return std::to_string(*row.min) + " to " + std::to_string(*row.max) + " items";
    default:
        return {};
    }
}

} // namespace

Json SchemaRow::toJson() const
{
    Json json = Json::object();
    json["key"] = key;
    json["type"] = typeName(type);
    json["required"] = required;
    if (type == ValueType::Text) {
        if (max)
            json["max_length"] = static_cast<long long>(*max);
    } else {
        if (min)
            json["min"] = static_cast<long long>(*min);
        if (max)
            json["max"] = static_cast<long long>(*max);
    }
    if (!words.empty()) {
        Json list = Json::array();
        for (const auto &w : words)
            list.push(w);
        json["words"] = std::move(list);
    }
    if (!wordLabels.empty()) {
        Json list = Json::array();
        for (std::size_t i = 0; i < wordLabels.size(); ++i)
            list.push(std::string(wordLabel(i)));
        json["word_labels"] = std::move(list);
    }
    if (!defaultValue.empty())
        json["default"] = defaultJson(*this);
    if (label && *label)
        json["label"] = label;
    if (itemLabel && *itemLabel)
        json["item_label"] = itemLabel;
    json["description"] = description;
    return json;
}

void setReferences(std::vector<SchemaRow> &rows,
                   std::initializer_list<std::pair<std::string_view, std::string_view>> pairs)
{
    for (const auto &[key, list] : pairs) {
        auto it = std::find_if(rows.begin(), rows.end(),
                               [key = key](const SchemaRow &row) { return row.key == key; });
        if (it == rows.end())
            throw std::logic_error("no schema row '" + std::string(key) + "' to refer to " +
                                   std::string(list));
        it->refersTo = list;
    }
}

Schema::Schema(std::string engine, std::vector<SchemaRow> rows)
    : m_engine(std::move(engine)), m_rows(std::move(rows))
{}

const SchemaRow *Schema::find(std::string_view key) const
{
    for (const auto &row : m_rows) {
        if (row.key == key)
            return &row;
    }
    return nullptr;
}

std::string Schema::keyOfPath(std::string_view keyPath) const
{
    const auto steps = parseKeyPath(keyPath);
    if (!steps)
        return {};
    // Whether some row is `key` or lies below it.
    auto reaches = [this](std::string_view key) {
        for (const auto &row : m_rows) {
            const std::string_view k = row.key;
            if (k.substr(0, key.size()) == key &&
                (k.size() == key.size() || k[key.size()] == '.' || k[key.size()] == '['))
                return true;
        }
        return false;
    };
    std::string key;
    for (const KeyStep &step : *steps) {
        if (step.isIndex) {
            key += "[]";
            continue;
        }
        const std::string named = key.empty() ? step.key : key + "." + step.key;
        if (reaches(named)) {
            key = named;
            continue;
        }
        // A key that is data: the row written <...> right under `key`.
        const std::string prefix = key + ".<";
        const SchemaRow *data = nullptr;
        for (const auto &row : m_rows) {
            if (row.key.size() > prefix.size() && row.key.compare(0, prefix.size(), prefix) == 0 &&
                row.key.find_first_of(".[", prefix.size()) == std::string::npos) {
                data = &row;
                break;
            }
        }
        if (!data)
            return {};
        key = data->key;
    }
    return key;
}

const SchemaRow &Schema::row(std::string_view key) const
{
    if (const SchemaRow *found = find(key))
        return *found;
    throw std::logic_error("the " + m_engine + " schema has no row '" + std::string(key) + "'");
}

Json Schema::toJson() const
{
    Json json = Json::array();
    for (const auto &row : m_rows)
        json.push(row.toJson());
    return json;
}

std::string Schema::toMarkdown(std::string_view gameId) const
{
    const std::string id(gameId);
    std::string out;
    out += "# Keys of " + id + "\n\n";
    out += "Every key the `" + m_engine + "` rules engine reads from `data/games/" + id +
           "/` (the game file, its includes and its variants). Generated by `kotatsu-cli schema "
           "--game " +
           id + "`; do not edit by hand.\n\n";
    out += "List items are written `key[]`; `<...>` stands for a key that is data (a player "
           "count, a card value, a side id). Keys marked *(optional)* may be left out.\n\n";
    out += "The label is what the rules editor calls a key (in lower case inside its undo "
           "steps); *one:* says how it calls one item of a list or one entry of a map whose "
           "keys are data, *N* standing for the item's number (0 first) or the entry's key.\n\n";
    out += "| Key | Label | Type | Range / words | Default | Description |\n";
    out += "|---|---|---|---|---|---|\n";
    for (const auto &row : m_rows) {
        std::string type(typeName(row.type));
        if (row.type == ValueType::Text && row.max)
            type += " (up to " + std::to_string(*row.max) + ")";
        std::string label = capitalized(row.label ? row.label : "");
        if (row.itemLabel && *row.itemLabel) {
            std::string one = row.itemLabel;
            if (const auto at = one.find("%1"); at != std::string::npos)
                one.replace(at, 2, "*N*");
            label += "; *one:* " + one;
        }
        out += "| `" + cell(row.key) + "`" + (row.required ? "" : " *(optional)*") + " | " +
               cell(label) + " | " + type + " | " + cell(rangeText(row)) + " | " +
               (row.defaultValue.empty() ? "" : "`" + cell(row.defaultValue) + "`") + " | " +
               cell(row.description) + " |\n";
    }
    return out;
}

std::vector<SchemaRow> headerRows()
{
    return {
        SchemaRow::map("game", QT_TRANSLATE_NOOP("Schema", "The game's header."))
            //: Rules editor: the section of the game's header (its name, players, ...)
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "game")),
        SchemaRow::text("game.id", 64,
                        QT_TRANSLATE_NOOP("Schema", "The game's id: its folder's name."))
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "game id")),
        SchemaRow::text("game.rules_engine", 64,
                        QT_TRANSLATE_NOOP("Schema", "Which built-in rules read this file."))
            //: Rules editor: which of Kotatsu's built-in rules programs reads the game's data
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "rules engine")),
        SchemaRow::localized("game.name", QT_TRANSLATE_NOOP("Schema", "The game's name."))
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "game name")),
        SchemaRow::localized("game.tagline",
                             QT_TRANSLATE_NOOP("Schema", "One line about the game for the "
                                                         "launcher."))
            //: Rules editor: the one line about a game under its name in the launcher
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "tagline")),
        SchemaRow::localized("game.credits",
                             QT_TRANSLATE_NOOP("Schema", "Designer, publisher and year."))
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "credits")),
        SchemaRow::integer("game.order", 0, 1000, "100",
                           QT_TRANSLATE_NOOP("Schema", "Place in the launcher, lowest first."))
            .optional()
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "place in the launcher")),
        SchemaRow::map("game.players", QT_TRANSLATE_NOOP("Schema", "How many players may play."))
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "number of players")),
        SchemaRow::integer("game.players.min", 1, 16, "",
                           QT_TRANSLATE_NOOP("Schema", "The fewest players."))
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "fewest players")),
        SchemaRow::integer("game.players.max", 1, 16, "",
                           QT_TRANSLATE_NOOP("Schema", "The most players."))
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "most players")),
        SchemaRow::map("game.computer",
                       QT_TRANSLATE_NOOP("Schema", "How the computer plays at each of its "
                                                   "strengths in this game."))
            .optional()
            //: Rules editor: how the computer plays at each strength (Easy, Normal, Strong)
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "computer strengths")),
        SchemaRow::text("game.computer.easy", 200,
                        QT_TRANSLATE_NOOP("Schema", "How the computer plays at the Easy "
                                                    "strength, e.g. heuristic."))
            //: Rules editor: how the computer plays at the launcher's Easy strength
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "computer at Easy")),
        SchemaRow::text("game.computer.normal", 200,
                        QT_TRANSLATE_NOOP("Schema", "How the computer plays at the Normal "
                                                    "strength, e.g. "
                                                    "ismcts:iterations=2000,threads=2."))
            //: Rules editor: how the computer plays at the launcher's Normal strength
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "computer at Normal")),
        SchemaRow::text("game.computer.strong", 200,
                        QT_TRANSLATE_NOOP("Schema", "How the computer plays at the Strong "
                                                    "strength."))
            //: Rules editor: how the computer plays at the launcher's Strong strength
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "computer at Strong")),
        SchemaRow::text("game.computer.quick", 200,
                        QT_TRANSLATE_NOOP("Schema", "How the computer plays in the variant lab's "
                                                    "quick search: a cheap search that still "
                                                    "beats Easy, e.g. "
                                                    "ismcts:iterations=20,depth=4."))
            .optional()
            //: Rules editor: how the computer plays the variant lab's Quick search (a cheap
            //: search stronger than Easy, for thousands of test games)
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "computer in the lab's quick search")),
        SchemaRow::map("game.rules_seat",
                       QT_TRANSLATE_NOOP("Schema", "The words for the seat the rules play "
                                                   "themselves, the game's own solo opponent "
                                                   "(its levels are the rules' own data)."))
            .optional()
            //: Rules editor: the words of the game's own solo opponent (Tokaido Duo's Automa)
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "solo opponent")),
        SchemaRow::localized("game.rules_seat.name",
                             QT_TRANSLATE_NOOP("Schema", "Its name, as the seat's name and in "
                                                         "the launcher's list of players."))
            //: Rules editor: the name of the game's own solo opponent ("Automa")
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "solo opponent's name")),
        SchemaRow::localized("game.rules_seat.play_alone",
                             QT_TRANSLATE_NOOP("Schema", "The launcher's switch that makes the "
                                                         "game solo, one person against it."))
            .optional()
            //: Rules editor: the words of the launcher's solo switch
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "solo switch")),
        SchemaRow::localized("game.rules_seat.offer",
                             QT_TRANSLATE_NOOP("Schema", "The launcher's hint beside the solo "
                                                         "switch: what the opponent is."))
            .optional()
            //: Rules editor: the hint that offers solo play in the launcher
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "solo offer")),
        SchemaRow::localized("game.rules_seat.solo",
                             QT_TRANSLATE_NOOP("Schema", "The launcher's hint in a solo game: "
                                                         "how the opponent's rules differ."))
            .optional()
            //: Rules editor: the launcher's hint while solo play is chosen
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "solo hint")),
        SchemaRow::list("include", 0, 16,
                        QT_TRANSLATE_NOOP("Schema", "Files of the same folder whose keys "
                                                    "belong to this game."))
            .optional()
            //: Rules editor: the other data files a game file includes
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "included files"))
            //: Rules editor: one of the files a game file includes; %1 its number, 0 first
            .withItemLabel(QT_TRANSLATE_NOOP("SchemaItem", "included file %1")),
        SchemaRow::map("variant", QT_TRANSLATE_NOOP("Schema", "A variant file's header: the "
                                                              "variant changes the keys it "
                                                              "gives."))
            .optional()
            //: Rules editor: the section of a variant's header (its name, description, base game)
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "variant")),
        SchemaRow::text("variant.base", 64,
                        QT_TRANSLATE_NOOP("Schema", "The id of the game the variant changes."))
            //: Rules editor: the game a variant changes
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "base game")),
        SchemaRow::localized("variant.name", QT_TRANSLATE_NOOP("Schema", "The variant's name."))
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "variant name")),
        SchemaRow::localized("variant.description",
                             QT_TRANSLATE_NOOP("Schema", "What the variant changes, in a few "
                                                         "sentences."))
            .withLabel(QT_TRANSLATE_NOOP("SchemaLabel", "variant description")),
    };
}

const Schema &headerSchema()
{
    static const Schema instance("header", headerRows());
    return instance;
}

std::string capitalized(std::string_view label)
{
    std::string out(label);
    if (!out.empty() && out[0] >= 'a' && out[0] <= 'z')
        out[0] = static_cast<char>(out[0] - 'a' + 'A');
    return out;
}

std::string schemaKeyOf(std::string_view keyPath)
{
    std::string out;
    bool inIndex = false;
    for (char c : keyPath) {
        if (c == '[') {
            inIndex = true;
            out += "[]";
        } else if (c == ']') {
            inIndex = false;
        } else if (!inIndex) {
            out += c;
        }
    }
    return out;
}

} // namespace kotatsu
