// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPointer>
#include <QQmlEngine>
#include <QQuickTextDocument>
#include <QSet>
#include <QSyntaxHighlighter>
#include <QVariant>

// Colours the YAML text of the rules editor: attach it to a TextArea's textDocument. Keys,
// comments, quoted strings, numbers, booleans and null, anchors and aliases, list dashes;
// the lines in errorLines (1-based) get a red wavy underline. It only sets formats: the text
// itself is changed through the TextArea, never from here.
class YamlHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QQuickTextDocument *document READ quickDocument WRITE setQuickDocument NOTIFY
                   quickDocumentChanged)
    Q_PROPERTY(QVariantList errorLines READ errorLines WRITE setErrorLines NOTIFY errorLinesChanged)
    Q_PROPERTY(QColor keyColor MEMBER m_keyColor WRITE setKeyColor NOTIFY coloursChanged)
    Q_PROPERTY(
        QColor commentColor MEMBER m_commentColor WRITE setCommentColor NOTIFY coloursChanged)
    Q_PROPERTY(QColor stringColor MEMBER m_stringColor WRITE setStringColor NOTIFY coloursChanged)
    Q_PROPERTY(QColor numberColor MEMBER m_numberColor WRITE setNumberColor NOTIFY coloursChanged)
    Q_PROPERTY(
        QColor keywordColor MEMBER m_keywordColor WRITE setKeywordColor NOTIFY coloursChanged)
    Q_PROPERTY(QColor anchorColor MEMBER m_anchorColor WRITE setAnchorColor NOTIFY coloursChanged)
    Q_PROPERTY(QColor punctuationColor MEMBER m_punctuationColor WRITE setPunctuationColor NOTIFY
                   coloursChanged)
    Q_PROPERTY(QColor errorColor MEMBER m_errorColor WRITE setErrorColor NOTIFY coloursChanged)

public:
    explicit YamlHighlighter(QObject *parent = nullptr);

    QQuickTextDocument *quickDocument() const { return m_quickDocument; }
    void setQuickDocument(QQuickTextDocument *document);
    QVariantList errorLines() const;
    void setErrorLines(const QVariantList &lines);

    void setKeyColor(const QColor &c) { setColour(m_keyColor, c); }
    void setCommentColor(const QColor &c) { setColour(m_commentColor, c); }
    void setStringColor(const QColor &c) { setColour(m_stringColor, c); }
    void setNumberColor(const QColor &c) { setColour(m_numberColor, c); }
    void setKeywordColor(const QColor &c) { setColour(m_keywordColor, c); }
    void setAnchorColor(const QColor &c) { setColour(m_anchorColor, c); }
    void setPunctuationColor(const QColor &c) { setColour(m_punctuationColor, c); }
    void setErrorColor(const QColor &c) { setColour(m_errorColor, c); }

    // What a text is coloured as, for tests: one letter per character ('k' key, 'c' comment,
    // 's' string, 'n' number, 'w' boolean/null, 'a' anchor/alias, 'd' dash or indicator,
    // ' ' plain).
    static QString classify(const QString &line);

Q_SIGNALS:
    void quickDocumentChanged();
    void errorLinesChanged();
    void coloursChanged();

protected:
    void highlightBlock(const QString &text) override;

private:
    void setColour(QColor &slot, const QColor &colour);

    QPointer<QQuickTextDocument> m_quickDocument;
    QSet<int> m_errorLines;
    QColor m_keyColor{0x2b, 0x3a, 0x67};         // indigo ink
    QColor m_commentColor{0x8a, 0x82, 0x75};     // faded ink
    QColor m_stringColor{0x4f, 0x6b, 0x2a};      // moss
    QColor m_numberColor{0x8c, 0x5a, 0x1e};      // umber
    QColor m_keywordColor{0x6b, 0x3a, 0x7a};     // plum
    QColor m_anchorColor{0x1f, 0x6f, 0x78};      // teal
    QColor m_punctuationColor{0x6b, 0x63, 0x57}; // grey ink
    QColor m_errorColor{0xd9, 0x38, 0x1e};       // vermilion
};
