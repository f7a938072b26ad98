// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/editor_document.h"

#include <QDateTime>
#include <QUndoCommand>
#include <algorithm>
#include <utility>

namespace {

constexpr qint64 kMergeTextMs = 1000;

// One edit: the text before and after it. The edit itself is made before the step is pushed,
// so the first redo() (QUndoStack::push calls it) has nothing to do.
class EditCommand : public QUndoCommand
{
public:
    EditCommand(EditorDocument *document, const QString &description, QString before, QString after,
                bool mergeable)
        : QUndoCommand(description), m_document(document), m_before(std::move(before)),
          m_after(std::move(after)), m_mergeable(mergeable),
          m_at(QDateTime::currentMSecsSinceEpoch())
    {}

    int id() const override { return m_mergeable ? 1 : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const EditCommand *>(other);
        if (!next->m_mergeable || next->m_at - m_at > kMergeTextMs)
            return false;
        m_after = next->m_after;
        m_at = next->m_at;
        setObsolete(m_after == m_before);
        return true;
    }
    void undo() override { m_document->restore(m_before); }
    void redo() override
    {
        if (m_first)
            m_first = false;
        else
            m_document->restore(m_after);
    }

private:
    EditorDocument *m_document;
    QString m_before;
    QString m_after;
    bool m_mergeable;
    qint64 m_at;
    bool m_first = true;
};

} // namespace

EditorDocument::EditorDocument(std::function<void()> restored) : m_restored(std::move(restored)) {}

void EditorDocument::open(kotatsu::VariantDocument document, const QString &savedText)
{
    m_variant = std::move(document);
    m_text = QString::fromStdString(m_variant->text());
    m_savedText = savedText;
    m_undo.clear();
}

void EditorDocument::close()
{
    m_variant.reset();
    m_text.clear();
    m_savedText.clear();
    m_undo.clear();
}

void EditorDocument::rename(const std::string &fileName)
{
    if (m_variant)
        m_variant = kotatsu::VariantDocument::fromText(m_variant->sharedBase(), m_variant->gameId(),
                                                       m_variant->text(), fileName);
}

bool EditorDocument::setText(const QString &text, const QString &description, bool mergeable)
{
    if (!m_variant || text == m_text)
        return false;
    const QString before = m_text;
    m_variant->setText(text.toStdString());
    m_text = text;
    pushStep(description, before, mergeable);
    return true;
}

void EditorDocument::restore(const QString &text)
{
    if (!m_variant)
        return;
    m_variant->setText(text.toStdString());
    m_text = text;
    if (m_restored)
        m_restored();
}

void EditorDocument::pushStep(const QString &description, const QString &before, bool mergeable)
{
    m_undo.push(new EditCommand(this, description, before, m_text, mergeable));
}

int EditorDocument::charOffset(std::size_t byteOffset) const
{
    const std::string &bytes = m_variant->text();
    return int(
        QString::fromUtf8(bytes.data(), qsizetype(std::min(byteOffset, bytes.size()))).size());
}

std::size_t EditorDocument::byteOffset(int charOffset) const
{
    return std::size_t(m_text.left(charOffset).toUtf8().size());
}

int EditorDocument::charOffsetOf(int line, int column) const
{
    const std::string &bytes = m_variant->text();
    std::size_t at = 0;
    for (int l = 1; l < line; ++l) {
        const std::size_t next = bytes.find('\n', at);
        if (next == std::string::npos)
            return charOffset(bytes.size());
        at = next + 1;
    }
    const std::size_t end = std::min(bytes.find('\n', at), bytes.size());
    return charOffset(std::min(at + std::size_t(std::max(column - 1, 0)), end));
}
