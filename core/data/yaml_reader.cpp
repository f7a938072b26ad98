// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/yaml_reader.h"

#include "util/text.h"

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
    std::string message;
};

class TreeBuilder : public YAML::EventHandler
{
public:
    TreeBuilder(std::shared_ptr<const std::string> file, const YamlLimits &limits)
        : m_file(std::move(file)), m_limits(limits)
    {}

    std::optional<DataNode> takeRoot() { return std::move(m_root); }

    void OnDocumentStart(const YAML::Mark &) override {}
    void OnDocumentEnd() override {}

    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        DataNode node;
        node.pos = pos(mark);
        add(std::move(node), anchor);
    }

    void OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        if (++m_aliases > m_limits.maxAliases)
            throw LimitExceeded{pos(mark), "too many aliases (more than " +
                                               std::to_string(m_limits.maxAliases) + ")"};
        auto it = m_anchors.find(anchor);
        if (it == m_anchors.end())
            throw LimitExceeded{pos(mark), "alias refers to an anchor that is not complete yet"};
        // Aliases are expanded into copies: count the copy so that nested aliases ("billion
        // laughs") hit the node budget instead of memory.
        countNodes(it->second.countNodes(), mark);
        DataNode copy = it->second;
        copy.pos = pos(mark);
        addNode(std::move(copy));
    }

    void OnScalar(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                  const std::string &value) override
    {
        if (value.size() > m_limits.maxScalarBytes)
            throw LimitExceeded{pos(mark), "value is too long (more than " +
                                               std::to_string(m_limits.maxScalarBytes) + " bytes)"};
        DataNode node;
        node.pos = pos(mark);
        node.kind = DataNode::Kind::Scalar;
        node.scalar = value;
        // yaml-cpp reports "?" for plain scalars and "!" for quoted ones.
        node.quoted = tag == "!";
        if (!tag.empty() && tag != "?" && tag != "!")
            throw LimitExceeded{pos(mark), "tags such as '" + tag + "' are not supported"};
        add(std::move(node), anchor);
    }

    void OnSequenceStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value) override
    {
        open(mark, tag, anchor, DataNode::Kind::Sequence);
    }
    void OnSequenceEnd() override { close(); }

    void OnMapStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value) override
    {
        open(mark, tag, anchor, DataNode::Kind::Map);
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
    };

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
            throw LimitExceeded{pos(mark), "document is too large (more than " +
                                               std::to_string(m_limits.maxNodes) +
                                               " values, aliases expanded)"};
    }

    void open(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
              DataNode::Kind kind)
    {
        if (!tag.empty() && tag != "?" && tag != "!")
            throw LimitExceeded{pos(mark), "tags such as '" + tag + "' are not supported"};
        if (static_cast<int>(m_stack.size()) >= m_limits.maxDepth)
            throw LimitExceeded{pos(mark), "nesting is too deep (more than " +
                                               std::to_string(m_limits.maxDepth) + " levels)"};
        countNodes(1, mark);
        Frame frame;
        frame.node.kind = kind;
        frame.node.pos = pos(mark);
        frame.anchor = anchor;
        m_stack.push_back(std::move(frame));
    }

    void close()
    {
        Frame frame = std::move(m_stack.back());
        m_stack.pop_back();
        if (frame.node.isMap() && !frame.expectingKey)
            throw LimitExceeded{frame.node.pos, "map ends after a key without a value"};
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
            throw LimitExceeded{p, "document is too large (more than " +
                                       std::to_string(m_limits.maxNodes) + " values)"};
    }

    void addNode(DataNode node)
    {
        if (m_stack.empty()) {
            m_root = std::move(node);
            return;
        }
        Frame &parent = m_stack.back();
        if (parent.node.isSequence()) {
            if (parent.node.items.size() >= m_limits.maxCollectionSize)
                throw LimitExceeded{node.pos, "list is too long (more than " +
                                                  std::to_string(m_limits.maxCollectionSize) +
                                                  " items)"};
            parent.node.items.push_back(std::move(node));
            return;
        }
        if (parent.expectingKey) {
            if (!node.isScalar())
                throw LimitExceeded{node.pos, "map keys must be plain values"};
            for (const auto &entry : parent.node.entries) {
                if (entry.key == node.scalar)
                    throw LimitExceeded{node.pos, "duplicate key '" + node.scalar +
                                                      "' (first at line " +
                                                      std::to_string(entry.keyPos.line) + ")"};
            }
            if (parent.node.entries.size() >= m_limits.maxCollectionSize)
                throw LimitExceeded{node.pos, "map is too large (more than " +
                                                  std::to_string(m_limits.maxCollectionSize) +
                                                  " keys)"};
            parent.pendingKey = std::move(node.scalar);
            parent.pendingKeyPos = node.pos;
            parent.expectingKey = false;
            return;
        }
        parent.node.entries.push_back(
            DataNode::Entry{std::move(parent.pendingKey), parent.pendingKeyPos, std::move(node)});
        parent.expectingKey = true;
    }

    std::shared_ptr<const std::string> m_file;
    const YamlLimits &m_limits;
    std::vector<Frame> m_stack;
    std::map<YAML::anchor_t, DataNode> m_anchors;
    std::optional<DataNode> m_root;
    std::size_t m_nodes = 0;
    std::size_t m_aliases = 0;
};

} // namespace

std::optional<DataNode> readYamlText(std::string_view text, const std::string &fileName,
                                     DataErrors &errors, const YamlLimits &limits)
{
    auto file = std::make_shared<const std::string>(fileName);
    if (text.size() > limits.maxFileBytes) {
        errors.push_back({SourcePos{file}, "",
                          "file is too large (" + std::to_string(text.size()) +
                              " bytes; the limit is " + std::to_string(limits.maxFileBytes) + ")"});
        return std::nullopt;
    }
    if (auto bad = firstInvalidUtf8(text)) {
        errors.push_back(
            {SourcePos{file}, "", "file is not valid UTF-8 (byte " + std::to_string(*bad) + ")"});
        return std::nullopt;
    }
    if (text.find('\0') != std::string_view::npos) {
        errors.push_back({SourcePos{file}, "", "file contains a NUL byte"});
        return std::nullopt;
    }

    std::istringstream in{std::string(text)};
    TreeBuilder builder(file, limits);
    try {
        YAML::Parser parser(in);
        if (!parser.HandleNextDocument(builder)) {
            errors.push_back({SourcePos{file, 1, 1}, "", "file is empty"});
            return std::nullopt;
        }
        auto root = builder.takeRoot();
        TreeBuilder rest(file, limits);
        if (parser.HandleNextDocument(rest)) {
            auto second = rest.takeRoot();
            SourcePos p = second ? second->pos : SourcePos{file};
            errors.push_back({p, "", "a data file holds one YAML document, found a second"});
            return std::nullopt;
        }
        if (!root) {
            errors.push_back({SourcePos{file, 1, 1}, "", "file is empty"});
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
        errors.push_back({p, "", "YAML syntax error: " + e.msg});
    } catch (const std::exception &e) {
        errors.push_back({SourcePos{file}, "", std::string("cannot parse: ") + e.what()});
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
        errors.push_back({SourcePos{file}, "", "file not found"});
        return std::nullopt;
    case ReadStatus::TooLarge:
        errors.push_back(
            {SourcePos{file}, "",
             "file is too large (the limit is " + std::to_string(limits.maxFileBytes) + " bytes)"});
        return std::nullopt;
    case ReadStatus::Unreadable:
        errors.push_back({SourcePos{file}, "", "file cannot be read"});
        return std::nullopt;
    }
    return readYamlText(text, path, errors, limits);
}

} // namespace kotatsu
