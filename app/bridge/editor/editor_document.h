// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_error.h"
#include "editor/variant_document.h"

#include <QString>
#include <QUndoStack>
#include <functional>
#include <optional>

// The variant the rules editor has open: its tree (kotatsu::VariantDocument), its text as the
// views count it (QString offsets, not bytes), the text last saved, and the undo history. Every
// edit is one undo step holding the text before and after it, so undo and redo work the same
// whatever made the change; typing in the text merges into one step while it goes on. Signals
// are RulesEditor's: `restored` runs after undo or redo put a text back.
class EditorDocument
{
public:
    explicit EditorDocument(std::function<void()> restored);
    EditorDocument(const EditorDocument &) = delete;
    EditorDocument &operator=(const EditorDocument &) = delete;

    // The tree; empty when nothing is open.
    std::optional<kotatsu::VariantDocument> &variant() { return m_variant; }
    const std::optional<kotatsu::VariantDocument> &variant() const { return m_variant; }
    bool isOpen() const { return m_variant.has_value(); }

    // A document in place of the open one: no undo history; `savedText` what its file holds
    // ("" for none: a new or imported variant, dirty until saved).
    void open(kotatsu::VariantDocument document, const QString &savedText);
    void close();
    // The same text under another file name (saveAs): errors name the file.
    void rename(const std::string &fileName);

    const QString &text() const { return m_text; }
    const QString &savedText() const { return m_savedText; }
    bool dirty() const { return m_variant && m_text != m_savedText; }
    // The text as it is now is what the file holds.
    void markSaved() { m_savedText = m_text; }

    QUndoStack &undoStack() { return m_undo; }
    const QUndoStack &undoStack() const { return m_undo; }

    // Applies an edit of the tree, all or nothing: on failure the text is put back and false
    // returned with `errors`; on success a change of the text is one undo step named
    // `description`, and *changed says whether there was one.
    template <typename Edit>
    bool edit(const QString &description, Edit &&apply, kotatsu::DataErrors &errors, bool *changed)
    {
        const QString before = m_text;
        if (!apply(*m_variant, errors)) {
            if (QString::fromStdString(m_variant->text()) != before)
                m_variant->setText(before.toStdString());
            return false;
        }
        m_text = QString::fromStdString(m_variant->text());
        *changed = m_text != before;
        if (*changed)
            pushStep(description, before, false);
        return true;
    }
    // The whole new text as one undo step (`mergeable`: typing, merged with the steps of the
    // last second). False when it is the text already.
    bool setText(const QString &text, const QString &description, bool mergeable);
    // Puts a text back (undo and redo), without a step.
    void restore(const QString &text);

    // Offsets between the tree's bytes and the text's characters.
    int charOffset(std::size_t byteOffset) const;
    std::size_t byteOffset(int charOffset) const;
    // The character offset of a line and column (1-based, as DataError gives them).
    int charOffsetOf(int line, int column) const;

private:
    void pushStep(const QString &description, const QString &before, bool mergeable);

    std::function<void()> m_restored;
    std::optional<kotatsu::VariantDocument> m_variant;
    QString m_text;
    QString m_savedText;
    QUndoStack m_undo;
};
