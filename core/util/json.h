// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace kotatsu {

// A small JSON value for observations, transcripts, saves and statistics. core/ may not use Qt,
// and these documents are small, so a plain ordered tree is enough. Object keys keep their
// insertion order so that dumps are stable byte for byte (transcripts are compared as text).
class Json
{
public:
    enum class Type
    {
        Null,
        Bool,
        Int,
        Double,
        String,
        Array,
        Object
    };
    using Array = std::vector<Json>;
    using Object = std::vector<std::pair<std::string, Json>>;

    Json() = default;
    Json(std::nullptr_t) {}
    Json(bool b) : m_value(b) {}
    Json(int i) : m_value(static_cast<std::int64_t>(i)) {}
    Json(unsigned i) : m_value(static_cast<std::int64_t>(i)) {}
    Json(long i) : m_value(static_cast<std::int64_t>(i)) {}
    Json(long long i) : m_value(static_cast<std::int64_t>(i)) {}
    Json(unsigned long i) : m_value(static_cast<std::int64_t>(i)) {}
    Json(unsigned long long i) : m_value(static_cast<std::int64_t>(i)) {}
    Json(double d) : m_value(d) {}
    Json(const char *s) : m_value(std::string(s)) {}
    Json(std::string s) : m_value(std::move(s)) {}
    Json(std::string_view s) : m_value(std::string(s)) {}
    Json(Array a) : m_value(std::move(a)) {}

    static Json array() { return Json(Array{}); }
    static Json object();

    Type type() const { return static_cast<Type>(m_value.index()); }
    bool isNull() const { return type() == Type::Null; }
    bool isBool() const { return type() == Type::Bool; }
    bool isInt() const { return type() == Type::Int; }
    bool isNumber() const { return type() == Type::Int || type() == Type::Double; }
    bool isString() const { return type() == Type::String; }
    bool isArray() const { return type() == Type::Array; }
    bool isObject() const { return type() == Type::Object; }

    bool asBool(bool fallback = false) const;
    std::int64_t asInt(std::int64_t fallback = 0) const;
    double asDouble(double fallback = 0.0) const;
    const std::string &asString() const; // empty string when not a string

    // Arrays.
    void push(Json value);
    std::size_t size() const; // elements of an array or entries of an object
    const Json &at(std::size_t index) const;
    const Array &elements() const;

    // Objects. operator[] inserts (turning a null into an object); find does not.
    Json &operator[](std::string_view key);
    const Json *find(std::string_view key) const;
    const Json &get(std::string_view key) const; // null when absent
    const Object &entries() const;

    // Compact, deterministic text (no spaces, keys in insertion order, doubles with %.17g
    // trimmed to the shortest form that reads back equal).
    std::string dump() const;
    void dumpTo(std::string &out) const;
    // Indented for people (two spaces), same content as dump().
    std::string dumpPretty() const;

    // Strict RFC 8259 parser, bounded depth; returns nullopt and sets *error on bad input.
    static std::optional<Json> parse(std::string_view text, std::string *error = nullptr);

    bool operator==(const Json &other) const;

private:
    std::variant<std::nullptr_t, bool, std::int64_t, double, std::string, Array, Object> m_value;
};

} // namespace kotatsu
