// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/json.h"

#include "util/text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace kotatsu {

namespace {
const Json kNull;
const std::string kEmpty;
const Json::Array kEmptyArray;
const Json::Object kEmptyObject;
constexpr int kMaxParseDepth = 256;

void appendEscaped(std::string &out, const std::string &s)
{
    out.push_back('"');
    for (unsigned char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out.push_back(static_cast<char>(c));
            }
        }
    }
    out.push_back('"');
}

void appendDouble(std::string &out, double d)
{
    if (!std::isfinite(d)) {
        out += "null";
        return;
    }
    char buf[32];
    auto res = std::to_chars(buf, buf + sizeof buf, d);
    std::string text(buf, res.ptr);
    // Keep doubles recognisable as doubles so that a round trip keeps the type.
    if (text.find_first_of(".eE") == std::string::npos)
        text += ".0";
    out += text;
}

class Parser
{
public:
    explicit Parser(std::string_view text) : m_text(text) {}

    std::optional<Json> run(std::string *error)
    {
        Json value;
        if (!parseValue(value, 0)) {
            if (error)
                *error = m_error + " at offset " + std::to_string(m_pos);
            return std::nullopt;
        }
        skipSpace();
        if (m_pos != m_text.size()) {
            if (error)
                *error = "trailing characters at offset " + std::to_string(m_pos);
            return std::nullopt;
        }
        return value;
    }

private:
    bool fail(const char *message)
    {
        m_error = message;
        return false;
    }
    void skipSpace()
    {
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\n' ||
                                         m_text[m_pos] == '\r' || m_text[m_pos] == '\t'))
            ++m_pos;
    }
    bool literal(std::string_view word)
    {
        if (m_text.substr(m_pos, word.size()) != word)
            return false;
        m_pos += word.size();
        return true;
    }
    bool parseValue(Json &out, int depth)
    {
        if (depth > kMaxParseDepth)
            return fail("nesting too deep");
        skipSpace();
        if (m_pos >= m_text.size())
            return fail("unexpected end of input");
        char c = m_text[m_pos];
        if (c == '{')
            return parseObject(out, depth);
        if (c == '[')
            return parseArray(out, depth);
        if (c == '"') {
            std::string s;
            if (!parseString(s))
                return false;
            out = Json(std::move(s));
            return true;
        }
        if (literal("true")) {
            out = Json(true);
            return true;
        }
        if (literal("false")) {
            out = Json(false);
            return true;
        }
        if (literal("null")) {
            out = Json();
            return true;
        }
        return parseNumber(out);
    }
    bool parseNumber(Json &out)
    {
        std::size_t start = m_pos;
        if (m_pos < m_text.size() && m_text[m_pos] == '-')
            ++m_pos;
        if (m_pos >= m_text.size() || m_text[m_pos] < '0' || m_text[m_pos] > '9')
            return fail("invalid value");
        bool isDouble = false;
        while (m_pos < m_text.size()) {
            char c = m_text[m_pos];
            if (c >= '0' && c <= '9') {
                ++m_pos;
            } else if (c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
                isDouble = true;
                ++m_pos;
            } else {
                break;
            }
        }
        std::string_view token = m_text.substr(start, m_pos - start);
        if (!isDouble) {
            std::int64_t v = 0;
            auto res = std::from_chars(token.data(), token.data() + token.size(), v);
            if (res.ec == std::errc() && res.ptr == token.data() + token.size()) {
                out = Json(v);
                return true;
            }
        }
        double d = 0;
        auto res = std::from_chars(token.data(), token.data() + token.size(), d);
        if (res.ec != std::errc() || res.ptr != token.data() + token.size())
            return fail("invalid number");
        out = Json(d);
        return true;
    }
    bool parseHex4(unsigned &cp)
    {
        if (m_pos + 4 > m_text.size())
            return fail("truncated \\u escape");
        cp = 0;
        for (int i = 0; i < 4; ++i) {
            char c = m_text[m_pos++];
            cp <<= 4;
            if (c >= '0' && c <= '9')
                cp |= static_cast<unsigned>(c - '0');
            else if (c >= 'a' && c <= 'f')
                cp |= static_cast<unsigned>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                cp |= static_cast<unsigned>(c - 'A' + 10);
            else
                return fail("invalid \\u escape");
        }
        return true;
    }
    bool parseString(std::string &s)
    {
        ++m_pos; // opening quote
        while (m_pos < m_text.size()) {
            char c = m_text[m_pos++];
            if (c == '"')
                return true;
            if (static_cast<unsigned char>(c) < 0x20)
                return fail("control character in string");
            if (c != '\\') {
                s.push_back(c);
                continue;
            }
            if (m_pos >= m_text.size())
                return fail("unterminated escape");
            char e = m_text[m_pos++];
            switch (e) {
            case '"':
                s.push_back('"');
                break;
            case '\\':
                s.push_back('\\');
                break;
            case '/':
                s.push_back('/');
                break;
            case 'b':
                s.push_back('\b');
                break;
            case 'f':
                s.push_back('\f');
                break;
            case 'n':
                s.push_back('\n');
                break;
            case 'r':
                s.push_back('\r');
                break;
            case 't':
                s.push_back('\t');
                break;
            case 'u': {
                unsigned cp = 0;
                if (!parseHex4(cp))
                    return false;
                if (cp >= 0xD800 && cp < 0xDC00) {
                    unsigned low = 0;
                    if (!literal("\\u") || !parseHex4(low) || low < 0xDC00 || low > 0xDFFF)
                        return fail("invalid surrogate pair");
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                }
                appendUtf8(s, static_cast<char32_t>(cp));
                break;
            }
            default:
                return fail("invalid escape");
            }
        }
        return fail("unterminated string");
    }
    bool parseArray(Json &out, int depth)
    {
        ++m_pos;
        out = Json::array();
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == ']') {
            ++m_pos;
            return true;
        }
        for (;;) {
            Json item;
            if (!parseValue(item, depth + 1))
                return false;
            out.push(std::move(item));
            skipSpace();
            if (m_pos >= m_text.size())
                return fail("unterminated array");
            char c = m_text[m_pos++];
            if (c == ']')
                return true;
            if (c != ',')
                return fail("expected ',' or ']'");
        }
    }
    bool parseObject(Json &out, int depth)
    {
        ++m_pos;
        out = Json::object();
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == '}') {
            ++m_pos;
            return true;
        }
        for (;;) {
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != '"')
                return fail("expected a string key");
            std::string key;
            if (!parseString(key))
                return false;
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != ':')
                return fail("expected ':'");
            ++m_pos;
            Json value;
            if (!parseValue(value, depth + 1))
                return false;
            out[key] = std::move(value);
            skipSpace();
            if (m_pos >= m_text.size())
                return fail("unterminated object");
            char c = m_text[m_pos++];
            if (c == '}')
                return true;
            if (c != ',')
                return fail("expected ',' or '}'");
        }
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::string m_error;
};
} // namespace

Json Json::object()
{
    Json j;
    j.m_value = Object{};
    return j;
}

bool Json::asBool(bool fallback) const
{
    if (auto *b = std::get_if<bool>(&m_value))
        return *b;
    return fallback;
}

std::int64_t Json::asInt(std::int64_t fallback) const
{
    if (auto *i = std::get_if<std::int64_t>(&m_value))
        return *i;
    if (auto *d = std::get_if<double>(&m_value))
        return static_cast<std::int64_t>(*d);
    return fallback;
}

double Json::asDouble(double fallback) const
{
    if (auto *d = std::get_if<double>(&m_value))
        return *d;
    if (auto *i = std::get_if<std::int64_t>(&m_value))
        return static_cast<double>(*i);
    return fallback;
}

const std::string &Json::asString() const
{
    if (auto *s = std::get_if<std::string>(&m_value))
        return *s;
    return kEmpty;
}

void Json::push(Json value)
{
    if (isNull())
        m_value = Array{};
    if (auto *a = std::get_if<Array>(&m_value))
        a->push_back(std::move(value));
}

std::size_t Json::size() const
{
    if (auto *a = std::get_if<Array>(&m_value))
        return a->size();
    if (auto *o = std::get_if<Object>(&m_value))
        return o->size();
    return 0;
}

const Json &Json::at(std::size_t index) const
{
    if (auto *a = std::get_if<Array>(&m_value); a && index < a->size())
        return (*a)[index];
    return kNull;
}

const Json::Array &Json::elements() const
{
    if (auto *a = std::get_if<Array>(&m_value))
        return *a;
    return kEmptyArray;
}

Json &Json::operator[](std::string_view key)
{
    if (isNull())
        m_value = Object{};
    auto &object = std::get<Object>(m_value);
    for (auto &entry : object) {
        if (entry.first == key)
            return entry.second;
    }
    // Observations are built key by key into many small objects: starting at eight entries
    // saves the reallocations (and moves) of growing by one, two and four, which were a
    // quarter of building one.
    if (object.size() == object.capacity())
        object.reserve(std::max<std::size_t>(8, 2 * object.capacity()));
    object.emplace_back(std::string(key), Json());
    return object.back().second;
}

const Json *Json::find(std::string_view key) const
{
    if (auto *o = std::get_if<Object>(&m_value)) {
        for (auto &entry : *o) {
            if (entry.first == key)
                return &entry.second;
        }
    }
    return nullptr;
}

const Json &Json::get(std::string_view key) const
{
    const Json *j = find(key);
    return j ? *j : kNull;
}

const Json::Object &Json::entries() const
{
    if (auto *o = std::get_if<Object>(&m_value))
        return *o;
    return kEmptyObject;
}

std::string Json::dump() const
{
    std::string out;
    dumpTo(out);
    return out;
}

void Json::dumpTo(std::string &out) const
{
    switch (type()) {
    case Type::Null:
        out += "null";
        break;
    case Type::Bool:
        out += std::get<bool>(m_value) ? "true" : "false";
        break;
    case Type::Int:
        out += std::to_string(std::get<std::int64_t>(m_value));
        break;
    case Type::Double:
        appendDouble(out, std::get<double>(m_value));
        break;
    case Type::String:
        appendEscaped(out, std::get<std::string>(m_value));
        break;
    case Type::Array: {
        out.push_back('[');
        bool first = true;
        for (const Json &item : std::get<Array>(m_value)) {
            if (!first)
                out.push_back(',');
            first = false;
            item.dumpTo(out);
        }
        out.push_back(']');
        break;
    }
    case Type::Object: {
        out.push_back('{');
        bool first = true;
        for (const auto &[key, value] : std::get<Object>(m_value)) {
            if (!first)
                out.push_back(',');
            first = false;
            appendEscaped(out, key);
            out.push_back(':');
            value.dumpTo(out);
        }
        out.push_back('}');
        break;
    }
    }
}

namespace {
void dumpPrettyTo(const Json &json, std::string &out, int indent)
{
    const std::string pad(static_cast<std::size_t>(indent + 2), ' ');
    const std::string closePad(static_cast<std::size_t>(indent), ' ');
    if (json.isArray() && json.size() > 0) {
        bool scalars = true;
        for (const Json &item : json.elements())
            scalars = scalars && !item.isArray() && !item.isObject();
        if (scalars) { // short lists of numbers stay on one line
            json.dumpTo(out);
            return;
        }
        out += "[\n";
        for (std::size_t i = 0; i < json.size(); ++i) {
            out += pad;
            dumpPrettyTo(json.at(i), out, indent + 2);
            out += i + 1 < json.size() ? ",\n" : "\n";
        }
        out += closePad + "]";
    } else if (json.isObject() && json.size() > 0) {
        out += "{\n";
        std::size_t i = 0;
        for (const auto &[key, value] : json.entries()) {
            out += pad;
            Json(key).dumpTo(out);
            out += ": ";
            dumpPrettyTo(value, out, indent + 2);
            out += ++i < json.size() ? ",\n" : "\n";
        }
        out += closePad + "}";
    } else {
        json.dumpTo(out);
    }
}
} // namespace

std::string Json::dumpPretty() const
{
    std::string out;
    dumpPrettyTo(*this, out, 0);
    return out;
}

std::optional<Json> Json::parse(std::string_view text, std::string *error)
{
    return Parser(text).run(error);
}

bool Json::operator==(const Json &other) const
{
    return m_value == other.m_value;
}

} // namespace kotatsu
