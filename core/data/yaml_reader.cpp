// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/yaml_reader.h"

#include "data/yaml_strict.h"
#include "util/text.h"

#include <algorithm>
#include <map>
#include <memory>
#include <sstream>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

namespace kotatsu {

namespace {

// Thrown by the handler to abandon a document that breaks a bound.
struct LimitExceeded
{
    SourcePos pos;
    DataMessage message;
};

const char *const kEmpty = QT_TRANSLATE_NOOP("DataError", "file is empty");

// yaml-cpp's parse errors (its ErrorMsg texts, English) as words of a DataMessage, so that they
// are translated too; an unknown one is shown as it is.
DataMessage syntaxError(const std::string &message)
{
    static const char *const kKnown[] = {
        QT_TRANSLATE_NOOP("DataError", "YAML directives must have exactly one argument"),
        QT_TRANSLATE_NOOP("DataError", "YAML major version too large"),
        QT_TRANSLATE_NOOP("DataError", "repeated YAML directive"),
        QT_TRANSLATE_NOOP("DataError", "TAG directives must have exactly two arguments"),
        QT_TRANSLATE_NOOP("DataError", "repeated TAG directive"),
        QT_TRANSLATE_NOOP("DataError", "illegal character found while scanning tag handle"),
        QT_TRANSLATE_NOOP("DataError", "tag handle with no suffix"),
        QT_TRANSLATE_NOOP("DataError", "end of verbatim tag not found"),
        QT_TRANSLATE_NOOP("DataError", "end of map not found"),
        QT_TRANSLATE_NOOP("DataError", "end of map flow not found"),
        QT_TRANSLATE_NOOP("DataError", "end of sequence not found"),
        QT_TRANSLATE_NOOP("DataError", "end of sequence flow not found"),
        QT_TRANSLATE_NOOP("DataError", "cannot assign multiple tags to the same node"),
        QT_TRANSLATE_NOOP("DataError", "cannot assign multiple anchors to the same node"),
        QT_TRANSLATE_NOOP("DataError", "cannot assign multiple aliases to the same node"),
        QT_TRANSLATE_NOOP("DataError", "aliases can't have any content, *including* tags"),
        QT_TRANSLATE_NOOP("DataError", "bad character found while scanning hex number"),
        QT_TRANSLATE_NOOP("DataError", "unknown token"),
        QT_TRANSLATE_NOOP("DataError", "illegal document indicator in scalar"),
        QT_TRANSLATE_NOOP("DataError", "illegal EOF in scalar"),
        QT_TRANSLATE_NOOP("DataError", "illegal character in scalar"),
        QT_TRANSLATE_NOOP("DataError", "illegal tab when looking for indentation"),
        QT_TRANSLATE_NOOP("DataError", "illegal flow end"),
        QT_TRANSLATE_NOOP("DataError", "illegal block entry"),
        QT_TRANSLATE_NOOP("DataError", "illegal map key"),
        QT_TRANSLATE_NOOP("DataError", "illegal map value"),
        QT_TRANSLATE_NOOP("DataError", "alias not found after *"),
        QT_TRANSLATE_NOOP("DataError", "anchor not found after &"),
        QT_TRANSLATE_NOOP("DataError", "illegal character found while scanning alias"),
        QT_TRANSLATE_NOOP("DataError", "illegal character found while scanning anchor"),
        QT_TRANSLATE_NOOP("DataError", "cannot set zero indentation for a block scalar"),
        QT_TRANSLATE_NOOP("DataError", "unexpected character in block scalar"),
        QT_TRANSLATE_NOOP("DataError", "cannot assign the same alias to multiple nodes"),
        QT_TRANSLATE_NOOP("DataError", "the referenced anchor is not defined"),
        QT_TRANSLATE_NOOP("DataError", "unmatched group tag"),
        QT_TRANSLATE_NOOP("DataError", "unexpected end sequence token"),
        QT_TRANSLATE_NOOP("DataError", "unexpected end map token"),
        QT_TRANSLATE_NOOP("DataError", "invalid character in single-quoted string"),
        QT_TRANSLATE_NOOP("DataError", "invalid anchor"),
        QT_TRANSLATE_NOOP("DataError", "invalid alias"),
        QT_TRANSLATE_NOOP("DataError", "invalid tag"),
    };
    for (const char *known : kKnown) {
        if (message == known)
            return known;
    }
    // The messages that end with the text found.
    const std::pair<const char *, const char *> kPrefixed[] = {
        {YAML::ErrorMsg::YAML_VERSION, QT_TRANSLATE_NOOP("DataError", "bad YAML version: %1")},
        {YAML::ErrorMsg::INVALID_UNICODE, QT_TRANSLATE_NOOP("DataError", "invalid unicode: %1")},
        {YAML::ErrorMsg::INVALID_ESCAPE,
         QT_TRANSLATE_NOOP("DataError", "unknown escape character: %1")},
    };
    for (const auto &[prefix, text] : kPrefixed) {
        if (message.rfind(prefix, 0) == 0)
            return {text, message.substr(std::string_view(prefix).size())};
    }
    return {"%1", message};
}

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

// The line and column (1-based) of a byte offset in the text. A byte order mark (`bom` bytes
// at the start) is not counted in the first line's columns, as in yaml-cpp's marks.
SourcePos posAt(const std::shared_ptr<const std::string> &file, std::string_view text,
                std::size_t offset, std::size_t bom)
{
    offset = std::min(offset, text.size());
    SourcePos p{file, 1, 1};
    std::size_t lineBegin = 0;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n'))) {
            ++p.line;
            lineBegin = i + 1;
        }
    }
    const std::size_t skip = p.line == 1 ? std::min(bom, offset) : 0;
    p.column = static_cast<int>(offset - lineBegin - skip) + 1;
    return p;
}

// Finds where values end in the source text. yaml-cpp reports only where a value starts (its
// Mark); everything here scans forward from there. Where yaml-cpp 0.7's marks point (checked
// by experiment): Mark::pos is a byte offset that does not count a byte order mark; a value
// with an anchor is marked at its '&'; a block map at its first key, a block list at its first
// '-', a flow collection at its bracket ([a: b] at the key), a block scalar at its '|' or
// '>', a quoted scalar at its quote; an empty value (null) at the token that follows it. Offsets
// are clamped to the text, so that a surprise in the text can give a wrong span but never an
// out-of-range one.
class SpanScanner
{
public:
    explicit SpanScanner(std::string_view text) : m_text(text) {}

    std::size_t size() const { return m_text.size(); }
    char at(std::size_t i) const { return i < m_text.size() ? m_text[i] : '\0'; }
    std::size_t clamp(std::size_t i) const { return i < m_text.size() ? i : m_text.size(); }

    std::size_t lineStart(std::size_t i) const
    {
        i = clamp(i);
        while (i > 0 && !isBreak(m_text[i - 1]))
            --i;
        return i;
    }
    int column(std::size_t i) const { return static_cast<int>(clamp(i) - lineStart(i)); }

    std::string_view text() const { return m_text; }

    // Past blanks, line breaks and comments.
    std::size_t skipSpace(std::size_t i) const
    {
        bool afterBlank = true;
        while (i < size()) {
            const char c = m_text[i];
            if (isBlank(c) || isBreak(c)) {
                afterBlank = true;
                ++i;
            } else if (c == '#' && afterBlank) {
                while (i < size() && !isBreak(m_text[i]))
                    ++i;
            } else {
                break;
            }
        }
        return i;
    }

    // Past anchors (&a) and tags (!t) in front of a value.
    std::size_t skipProperties(std::size_t i) const
    {
        i = clamp(i);
        while (at(i) == '&' || at(i) == '!') {
            while (i < size() && !isBlank(m_text[i]) && !isBreak(m_text[i]))
                ++i;
            i = skipSpace(i);
        }
        return i;
    }

    std::size_t quotedEnd(std::size_t i) const
    {
        const char quote = at(i);
        ++i;
        while (i < size()) {
            const char c = m_text[i];
            if (quote == '"' && c == '\\') {
                i += 2;
            } else if (c == quote) {
                if (quote == '\'' && at(i + 1) == '\'') {
                    i += 2;
                    continue;
                }
                return i + 1;
            } else {
                ++i;
            }
        }
        return size();
    }

    // The start of the next line after the break at i (CRLF counts as one).
    std::size_t afterBreak(std::size_t i) const
    {
        if (at(i) == '\r' && at(i + 1) == '\n')
            return i + 2;
        return i + 1;
    }

    bool isDocumentMarker(std::size_t lineBegin) const
    {
        const std::string_view rest = m_text.substr(clamp(lineBegin));
        if (rest.substr(0, 3) != "---" && rest.substr(0, 3) != "...")
            return false;
        return rest.size() == 3 || isBlank(rest[3]) || isBreak(rest[3]);
    }

    // A plain scalar: in block context it ends before " #", ": " or the end of the line, and
    // goes on over lines indented deeper than `parentIndent`; in flow context it also ends
    // before , [ ] { } and goes on over any line.
    std::size_t plainEnd(std::size_t i, bool flow, int parentIndent) const
    {
        std::size_t last = i;
        while (i < size()) {
            const char c = m_text[i];
            if (isBreak(c)) {
                std::size_t next = afterBreak(i);
                // Skip empty lines, then look at the next line's indentation.
                for (;;) {
                    std::size_t k = next;
                    while (k < size() && (m_text[k] == ' ' || (flow && m_text[k] == '\t')))
                        ++k;
                    if (k < size() && isBreak(m_text[k])) {
                        next = afterBreak(k);
                        continue;
                    }
                    if (k >= size() || at(k) == '#')
                        return last;
                    if (!flow &&
                        (static_cast<int>(k - next) <= parentIndent || isDocumentMarker(next)))
                        return last;
                    i = k;
                    break;
                }
                continue;
            }
            if (isBlank(c)) {
                std::size_t k = i;
                while (isBlank(at(k)))
                    ++k;
                if (at(k) == '#')
                    return last;
                i = k;
                continue;
            }
            if (c == ':') {
                const char n = at(i + 1);
                if (i + 1 >= size() || isBlank(n) || isBreak(n) || (flow && isFlowIndicator(n)))
                    return last;
            }
            if (flow && isFlowIndicator(c))
                return last;
            ++i;
            last = i;
        }
        return last;
    }

    // A block scalar (| or >): from its indicator to the end of its last non-empty line; the
    // final line break and trailing empty lines are not part of the span.
    std::size_t blockScalarEnd(std::size_t i, int parentIndent) const
    {
        ++i;
        int explicitIndent = 0;
        while (i < size() &&
               (m_text[i] == '+' || m_text[i] == '-' || (m_text[i] >= '0' && m_text[i] <= '9'))) {
            if (m_text[i] >= '1' && m_text[i] <= '9')
                explicitIndent = m_text[i] - '0';
            ++i;
        }
        std::size_t last = i;
        while (i < size() && !isBreak(m_text[i]))
            ++i;
        int contentIndent = explicitIndent > 0 ? std::max(parentIndent, 0) + explicitIndent : -1;
        while (i < size()) {
            const std::size_t lineBegin = afterBreak(i);
            std::size_t k = lineBegin;
            while (at(k) == ' ')
                ++k;
            std::size_t lineEnd = k;
            while (lineEnd < size() && !isBreak(m_text[lineEnd]))
                ++lineEnd;
            const int indent = static_cast<int>(k - lineBegin);
            const bool empty = k >= size() || isBreak(m_text[k]);
            if (!empty) {
                if (contentIndent < 0)
                    contentIndent = indent > parentIndent ? indent : parentIndent + 1;
                if (indent < contentIndent)
                    break;
                last = lineEnd;
            }
            if (lineEnd >= size())
                break;
            i = lineEnd;
        }
        return last;
    }

    // An alias (*name).
    std::size_t aliasEnd(std::size_t i) const
    {
        ++i;
        while (i < size() && !isBlank(m_text[i]) && !isBreak(m_text[i]) &&
               !isFlowIndicator(m_text[i]))
            ++i;
        return i;
    }

    // After the last child of a flow collection: past spaces, comments and commas to the
    // closing bracket.
    std::size_t flowEnd(std::size_t i, char close) const
    {
        std::size_t k = i;
        for (;;) {
            k = skipSpace(k);
            if (at(k) == ',') {
                ++k;
                continue;
            }
            break;
        }
        return at(k) == close ? k + 1 : i;
    }

    // Length of an explicit null (~, null, Null, NULL) at i, or 0.
    std::size_t nullWordLength(std::size_t i, bool flow) const
    {
        std::size_t n = 0;
        if (at(i) == '~') {
            n = 1;
        } else {
            const std::string_view rest = m_text.substr(clamp(i));
            for (std::string_view word : {"null", "Null", "NULL"}) {
                if (rest.substr(0, 4) == word)
                    n = 4;
            }
        }
        if (n == 0)
            return 0;
        const char c = at(i + n);
        const bool ends =
            i + n >= size() || isBlank(c) || isBreak(c) || c == ':' || (flow && isFlowIndicator(c));
        return ends ? n : 0;
    }

private:
    std::string_view m_text;
};

class TreeBuilder : public YAML::EventHandler
{
public:
    TreeBuilder(std::shared_ptr<const std::string> file, const YamlLimits &limits,
                std::string_view text = {}, std::size_t offset = 0)
        : m_file(std::move(file)), m_limits(limits), m_scan(text), m_offset(offset)
    {}

    std::optional<DataNode> takeRoot() { return std::move(m_root); }

    void OnDocumentStart(const YAML::Mark &) override {}
    void OnDocumentEnd() override {}

    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        DataNode node;
        node.pos = pos(mark);
        node.span = nullSpan(mark);
        add(std::move(node), anchor);
    }

    void OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        checkValueStart(mark);
        if (++m_aliases > m_limits.maxAliases)
            throw LimitExceeded{pos(mark),
                                {QT_TRANSLATE_NOOP("DataError", "too many aliases (more than %1)"),
                                 m_limits.maxAliases}};
        auto it = m_anchors.find(anchor);
        if (it == m_anchors.end())
            throw LimitExceeded{pos(mark),
                                QT_TRANSLATE_NOOP("DataError", "alias refers to an anchor that "
                                                               "is not complete yet")};
        // Aliases are expanded into copies: count the copy so that nested aliases ("billion
        // laughs") hit the node budget instead of memory.
        countNodes(it->second.countNodes(), mark);
        DataNode copy = it->second;
        copy.pos = pos(mark);
        copy.fromAlias = true;
        const std::size_t begin = offset(mark);
        copy.span = span(begin, m_scan.aliasEnd(begin));
        addNode(std::move(copy));
    }

    void OnScalar(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                  const std::string &value) override
    {
        if (value.size() > m_limits.maxScalarBytes)
            throw LimitExceeded{
                pos(mark),
                {QT_TRANSLATE_NOOP("DataError", "value is too long (more than %1 bytes)"),
                 m_limits.maxScalarBytes}};
        DataNode node;
        node.pos = pos(mark);
        node.kind = DataNode::Kind::Scalar;
        node.scalar = value;
        node.span = scalarSpan(mark);
        // yaml-cpp reports "?" for plain scalars and "!" for quoted ones.
        node.quoted = tag == "!";
        if (!tag.empty() && tag != "?" && tag != "!")
            throw LimitExceeded{
                pos(mark),
                {QT_TRANSLATE_NOOP("DataError", "tags such as '%1' are not supported"), tag}};
        checkScalar(mark, node.span.begin);
        add(std::move(node), anchor);
    }

    void OnSequenceStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value style) override
    {
        open(mark, tag, anchor, DataNode::Kind::Sequence, style == YAML::EmitterStyle::Flow);
    }
    void OnSequenceEnd() override { close(); }

    void OnMapStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value style) override
    {
        open(mark, tag, anchor, DataNode::Kind::Map, style == YAML::EmitterStyle::Flow);
    }
    void OnMapEnd() override { close(); }

private:
    struct Frame
    {
        DataNode node;
        YAML::anchor_t anchor = 0;
        bool expectingKey = true; // maps alternate key, value
        std::string pendingKey;
        SourcePos pendingKeyPos;
        SourceSpan pendingKeySpan;
        bool flow = false;
        int indent = -1;         // column of a block collection
        std::size_t lastEnd = 0; // end of the last child (or key) added
        bool hasChildren = false;
    };

    std::size_t offset(const YAML::Mark &mark) const
    {
        if (mark.is_null() || mark.pos < 0)
            return m_scan.size();
        return m_scan.clamp(static_cast<std::size_t>(mark.pos) + m_offset);
    }

    SourceSpan span(std::size_t begin, std::size_t end) const
    {
        begin = m_scan.clamp(begin);
        end = std::max(begin, m_scan.clamp(end));
        return SourceSpan{static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(end)};
    }

    bool inFlow() const { return m_flowDepth > 0; }
    int parentIndent() const { return m_stack.empty() ? -1 : m_stack.back().indent; }

    SourceSpan scalarSpan(const YAML::Mark &mark) const
    {
        const std::size_t begin = m_scan.skipProperties(offset(mark));
        const char c = m_scan.at(begin);
        std::size_t end = begin;
        if (c == '\'' || c == '"')
            end = m_scan.quotedEnd(begin);
        else if (!inFlow() && (c == '|' || c == '>'))
            end = m_scan.blockScalarEnd(begin, parentIndent());
        else
            end = m_scan.plainEnd(begin, inFlow(), parentIndent());
        return span(begin, end);
    }

    // An explicit null (~) has its own text; an empty one is an empty span right after its
    // key's ':' or its item's '-' (yaml-cpp marks it at the next token).
    SourceSpan nullSpan(const YAML::Mark &mark) const
    {
        const std::size_t at = m_scan.skipProperties(offset(mark));
        if (const std::size_t n = m_scan.nullWordLength(at, inFlow()))
            return span(at, at + n);
        if (m_stack.empty())
            return span(at, at);
        const Frame &parent = m_stack.back();
        std::size_t after = at;
        if (parent.node.isMap() && !parent.expectingKey) {
            after = parent.pendingKeySpan.end;
            while (isBlank(m_scan.at(after)))
                ++after;
            if (m_scan.at(after) == ':')
                ++after;
        } else if (parent.node.isSequence() && !parent.flow) {
            after = parent.hasChildren ? m_scan.skipSpace(parent.lastEnd) : parent.node.span.begin;
            if (m_scan.at(after) == '-')
                ++after;
        } else if (parent.node.isMap()) {
            after = parent.hasChildren ? parent.lastEnd : parent.node.span.begin;
        }
        return span(after, after);
    }

    // The strictness layer (yaml_strict.h): a problem found in the text becomes an error at
    // its line and column.
    void strict(const std::optional<yaml_strict::Problem> &problem) const
    {
        if (problem)
            throw LimitExceeded{posAt(m_file, m_scan.text(), problem->offset, m_offset),
                                problem->message};
    }

    // A value of a block map that starts on a line after its key is indented more than the key.
    void checkValueStart(const YAML::Mark &mark) const
    {
        if (m_stack.empty())
            return;
        const Frame &parent = m_stack.back();
        if (parent.flow || !parent.node.isMap() || parent.expectingKey)
            return;
        strict(yaml_strict::checkBlockValueIndent(m_scan.text(), parent.pendingKeySpan.end,
                                                  offset(mark), parent.indent));
    }

    void checkScalar(const YAML::Mark &mark, std::size_t begin) const
    {
        checkValueStart(mark);
        const char c = m_scan.at(begin);
        if (c == '"' || c == '\'')
            strict(yaml_strict::checkQuoted(m_scan.text(), begin, parentIndent()));
        else if (!inFlow() && (c == '|' || c == '>'))
            strict(yaml_strict::checkBlockScalar(m_scan.text(), begin, parentIndent()));
        else if (inFlow())
            strict(yaml_strict::checkFlowPlain(m_scan.text(), begin));
    }

    SourcePos pos(const YAML::Mark &mark) const
    {
        SourcePos p;
        p.file = m_file;
        if (!mark.is_null()) {
            p.line = mark.line + 1;
            p.column = mark.column + 1;
        }
        return p;
    }

    void countNodes(std::size_t n, const YAML::Mark &mark)
    {
        m_nodes += n;
        if (m_nodes > m_limits.maxNodes)
            throw LimitExceeded{
                pos(mark),
                {QT_TRANSLATE_NOOP("DataError",
                                   "document is too large (more than %1, aliases expanded)"),
                 DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n value(s)"),
                                    static_cast<std::int64_t>(m_limits.maxNodes))}};
    }

    void open(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
              DataNode::Kind kind, bool flow)
    {
        if (!tag.empty() && tag != "?" && tag != "!")
            throw LimitExceeded{
                pos(mark),
                {QT_TRANSLATE_NOOP("DataError", "tags such as '%1' are not supported"), tag}};
        if (static_cast<int>(m_stack.size()) >= m_limits.maxDepth)
            throw LimitExceeded{
                pos(mark),
                {QT_TRANSLATE_NOOP("DataError", "nesting is too deep (more than %1 levels)"),
                 m_limits.maxDepth}};
        checkValueStart(mark);
        countNodes(1, mark);
        Frame frame;
        frame.node.kind = kind;
        frame.node.pos = pos(mark);
        frame.anchor = anchor;
        const std::size_t begin = m_scan.skipProperties(offset(mark));
        frame.node.span = span(begin, begin);
        frame.flow = flow;
        // A block collection's indentation is the column of its first key or '-'; properties on
        // the same line in front of it belong to that key (&a: key: value), not to the map.
        const std::size_t first = m_scan.lineStart(begin) <= offset(mark) ? offset(mark) : begin;
        frame.indent = flow ? parentIndent() : m_scan.column(first);
        frame.lastEnd = begin;
        if (flow)
            ++m_flowDepth;
        m_stack.push_back(std::move(frame));
    }

    void close()
    {
        Frame frame = std::move(m_stack.back());
        m_stack.pop_back();
        // A block collection (and a flow map without braces, [a: b]) ends with its last
        // child; a flow collection at its closing bracket.
        std::size_t end = frame.lastEnd;
        if (frame.flow) {
            --m_flowDepth;
            const char open = m_scan.at(frame.node.span.begin);
            if (open == '[' || open == '{')
                end = m_scan.flowEnd(frame.hasChildren ? frame.lastEnd : frame.node.span.begin + 1,
                                     open == '[' ? ']' : '}');
        }
        frame.node.span = span(frame.node.span.begin, end);
        if (frame.flow && frame.node.span.end > frame.node.span.begin + 1)
            strict(yaml_strict::checkFlowCollection(m_scan.text(), frame.node.span.begin,
                                                    frame.node.span.end, frame.indent));
        if (frame.node.isMap() && !frame.expectingKey)
            throw LimitExceeded{frame.node.pos,
                                QT_TRANSLATE_NOOP("DataError", "map ends after a key without "
                                                               "a value")};
        if (frame.anchor != 0)
            m_anchors[frame.anchor] = frame.node;
        addNode(std::move(frame.node));
    }

    void add(DataNode node, YAML::anchor_t anchor)
    {
        countNodesAt(node.pos);
        if (anchor != 0)
            m_anchors[anchor] = node;
        addNode(std::move(node));
    }

    void countNodesAt(const SourcePos &p)
    {
        m_nodes += 1;
        if (m_nodes > m_limits.maxNodes)
            throw LimitExceeded{
                p,
                {QT_TRANSLATE_NOOP("DataError", "document is too large (more than %1)"),
                 DataMessage::count(QT_TRANSLATE_N_NOOP("DataError", "%n value(s)"),
                                    static_cast<std::int64_t>(m_limits.maxNodes))}};
    }

    void addNode(DataNode node)
    {
        if (m_stack.empty()) {
            m_root = std::move(node);
            return;
        }
        Frame &parent = m_stack.back();
        parent.lastEnd = std::max<std::size_t>(parent.lastEnd, node.span.end);
        parent.hasChildren = true;
        if (parent.node.isSequence()) {
            if (parent.node.items.size() >= m_limits.maxCollectionSize)
                throw LimitExceeded{
                    node.pos,
                    {QT_TRANSLATE_NOOP("DataError", "list is too long (more than %1 items)"),
                     m_limits.maxCollectionSize}};
            parent.node.items.push_back(std::move(node));
            return;
        }
        if (parent.expectingKey) {
            if (!node.isScalar())
                throw LimitExceeded{
                    node.pos, QT_TRANSLATE_NOOP("DataError", "map keys must be plain values")};
            if (!parent.flow)
                strict(yaml_strict::checkBlockKey(m_scan.text(), node.span.begin, node.span.end));
            for (const auto &entry : parent.node.entries) {
                if (entry.key == node.scalar)
                    throw LimitExceeded{
                        node.pos,
                        {QT_TRANSLATE_NOOP("DataError", "duplicate key '%1' (first at line %2)"),
                         node.scalar, entry.keyPos.line}};
            }
            if (parent.node.entries.size() >= m_limits.maxCollectionSize)
                throw LimitExceeded{
                    node.pos,
                    {QT_TRANSLATE_NOOP("DataError", "map is too large (more than %1 keys)"),
                     m_limits.maxCollectionSize}};
            parent.pendingKey = std::move(node.scalar);
            parent.pendingKeyPos = node.pos;
            parent.pendingKeySpan = node.span;
            parent.expectingKey = false;
            return;
        }
        parent.node.entries.push_back(DataNode::Entry{std::move(parent.pendingKey),
                                                      parent.pendingKeyPos, std::move(node),
                                                      parent.pendingKeySpan});
        parent.expectingKey = true;
    }

    std::shared_ptr<const std::string> m_file;
    const YamlLimits &m_limits;
    std::vector<Frame> m_stack;
    std::map<YAML::anchor_t, DataNode> m_anchors;
    std::optional<DataNode> m_root;
    std::size_t m_nodes = 0;
    std::size_t m_aliases = 0;
    SpanScanner m_scan;
    std::size_t m_offset = 0; // yaml-cpp does not count a byte order mark
    int m_flowDepth = 0;
};

} // namespace

std::optional<DataNode> readYamlText(std::string_view text, const std::string &fileName,
                                     DataErrors &errors, const YamlLimits &limits)
{
    auto file = std::make_shared<const std::string>(fileName);
    if (text.size() > limits.maxFileBytes) {
        errors.push_back(
            {SourcePos{file},
             "",
             {QT_TRANSLATE_NOOP("DataError", "file is too large (%1 bytes; the limit is %2)"),
              text.size(), limits.maxFileBytes}});
        return std::nullopt;
    }
    const std::size_t bom = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
    if (auto bad = firstInvalidUtf8(text)) {
        errors.push_back(
            {posAt(file, text, *bad, bom),
             "",
             {QT_TRANSLATE_NOOP("DataError", "file is not valid UTF-8 (byte %1)"), *bad}});
        return std::nullopt;
    }
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
        errors.push_back({posAt(file, text, nul, bom), "",
                          QT_TRANSLATE_NOOP("DataError", "file contains a NUL byte")});
        return std::nullopt;
    }
    if (auto problem = yaml_strict::checkDirectives(text)) {
        errors.push_back({posAt(file, text, problem->offset, bom), "", problem->message});
        return std::nullopt;
    }

    std::istringstream in{std::string(text)};
    TreeBuilder builder(file, limits, text, bom);
    try {
        YAML::Parser parser(in);
        if (!parser.HandleNextDocument(builder)) {
            errors.push_back({SourcePos{file, 1, 1}, "", kEmpty});
            return std::nullopt;
        }
        auto root = builder.takeRoot();
        TreeBuilder rest(file, limits, text, bom);
        if (parser.HandleNextDocument(rest)) {
            auto second = rest.takeRoot();
            SourcePos p = second ? second->pos : SourcePos{file};
            errors.push_back(
                {p, "",
                 QT_TRANSLATE_NOOP("DataError", "a data file holds one YAML document, found a "
                                                "second")});
            return std::nullopt;
        }
        if (!root) {
            errors.push_back({SourcePos{file, 1, 1}, "", kEmpty});
            return std::nullopt;
        }
        return root;
    } catch (const LimitExceeded &e) {
        errors.push_back({e.pos, "", e.message});
    } catch (const YAML::Exception &e) {
        SourcePos p{file};
        if (!e.mark.is_null()) {
            p.line = e.mark.line + 1;
            p.column = e.mark.column + 1;
        }
        errors.push_back(
            {p, "", {QT_TRANSLATE_NOOP("DataError", "YAML syntax error: %1"), syntaxError(e.msg)}});
    } catch (const std::exception &e) {
        errors.push_back(
            {SourcePos{file}, "", {QT_TRANSLATE_NOOP("DataError", "cannot parse: %1"), e.what()}});
    }
    return std::nullopt;
}

std::optional<DataNode> readYamlFile(const std::string &path, DataErrors &errors,
                                     const YamlLimits &limits)
{
    std::string text;
    auto file = std::make_shared<const std::string>(path);
    switch (readFile(path, limits.maxFileBytes, text)) {
    case ReadStatus::Ok:
        break;
    case ReadStatus::Missing:
        errors.push_back({SourcePos{file}, "", QT_TRANSLATE_NOOP("DataError", "file not found")});
        return std::nullopt;
    case ReadStatus::TooLarge:
        errors.push_back(
            {SourcePos{file},
             "",
             {QT_TRANSLATE_NOOP("DataError", "file is too large (the limit is %1 bytes)"),
              limits.maxFileBytes}});
        return std::nullopt;
    case ReadStatus::Unreadable:
        errors.push_back(
            {SourcePos{file}, "", QT_TRANSLATE_NOOP("DataError", "file cannot be read")});
        return std::nullopt;
    }
    return readYamlText(text, path, errors, limits);
}

} // namespace kotatsu
