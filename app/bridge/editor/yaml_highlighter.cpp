// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/yaml_highlighter.h"

#include <QRegularExpression>
#include <QTextDocument>

namespace {

bool isBlank(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t');
}

bool isFlowIndicator(QChar c)
{
    return c == QLatin1Char('[') || c == QLatin1Char(']') || c == QLatin1Char('{') ||
           c == QLatin1Char('}') || c == QLatin1Char(',');
}

// A plain scalar's class: 'n' number, 'w' boolean or null, ' ' text.
QChar plainClass(const QString &word)
{
    static const QRegularExpression number(
        QStringLiteral("^[-+]?(\\d[\\d_]*(\\.\\d*)?([eE][-+]?\\d+)?|\\.\\d+([eE][-+]?\\d+)?|0x[0-"
                       "9a-fA-F]+|0o[0-7]+|"
                       "\\.(inf|Inf|INF)|\\.(nan|NaN|NAN))$"));
    static const QRegularExpression keyword(
        QStringLiteral("^(true|True|TRUE|false|False|FALSE|null|Null|NULL|~|yes|Yes|YES|no|No|"
                       "NO|on|On|ON|off|Off|OFF)$"));
    if (number.match(word).hasMatch())
        return QLatin1Char('n');
    if (keyword.match(word).hasMatch())
        return QLatin1Char('w');
    return QLatin1Char(' ');
}

// The end of a quoted scalar starting at `from` (its opening quote), past the closing quote.
qsizetype quotedEnd(const QString &line, qsizetype from)
{
    const QChar quote = line[from];
    qsizetype i = from + 1;
    while (i < line.size()) {
        if (quote == QLatin1Char('"') && line[i] == QLatin1Char('\\')) {
            i += 2;
            continue;
        }
        if (line[i] == quote) {
            if (quote == QLatin1Char('\'') && i + 1 < line.size() && line[i + 1] == quote) {
                i += 2; // '' inside single quotes
                continue;
            }
            return i + 1;
        }
        ++i;
    }
    return line.size();
}

} // namespace

YamlHighlighter::YamlHighlighter(QObject *parent) : QSyntaxHighlighter(parent) {}

void YamlHighlighter::setQuickDocument(QQuickTextDocument *document)
{
    if (m_quickDocument == document)
        return;
    m_quickDocument = document;
    setDocument(document ? document->textDocument() : nullptr);
    Q_EMIT quickDocumentChanged();
}

QVariantList YamlHighlighter::errorLines() const
{
    QList<int> lines = m_errorLines.values();
    std::sort(lines.begin(), lines.end());
    QVariantList list;
    for (int line : lines)
        list.append(line);
    return list;
}

void YamlHighlighter::setErrorLines(const QVariantList &lines)
{
    QSet<int> next;
    for (const QVariant &line : lines) {
        bool ok = false;
        const int n = line.toInt(&ok);
        if (ok && n > 0)
            next.insert(n);
    }
    if (next == m_errorLines)
        return;
    const QSet<int> touched = next + m_errorLines;
    m_errorLines = next;
    if (QTextDocument *doc = document()) {
        for (int line : touched) {
            const QTextBlock block = doc->findBlockByNumber(line - 1);
            if (block.isValid())
                rehighlightBlock(block);
        }
    }
    Q_EMIT errorLinesChanged();
}

void YamlHighlighter::setColour(QColor &slot, const QColor &colour)
{
    if (slot == colour)
        return;
    slot = colour;
    Q_EMIT coloursChanged();
    rehighlight();
}

QString YamlHighlighter::classify(const QString &line)
{
    QString classes(line.size(), QLatin1Char(' '));
    auto mark = [&](qsizetype from, qsizetype to, char c) {
        for (qsizetype i = from; i < to && i < classes.size(); ++i)
            classes[i] = QLatin1Char(c);
    };
    qsizetype i = 0;
    bool lineStart = true; // only indentation, dashes and "? " so far: a key may follow
    int flowDepth = 0;
    while (i < line.size()) {
        const QChar c = line[i];
        if (isBlank(c)) {
            ++i;
            continue;
        }
        if (c == QLatin1Char('#') && (i == 0 || isBlank(line[i - 1]))) {
            mark(i, line.size(), 'c');
            break;
        }
        if ((c == QLatin1Char('-') || c == QLatin1Char('?')) && lineStart &&
            (i + 1 == line.size() || isBlank(line[i + 1]))) {
            mark(i, i + 1, 'd');
            ++i;
            continue;
        }
        if (line.mid(i, 3) == QLatin1String("---") || line.mid(i, 3) == QLatin1String("...")) {
            if (i == 0 && (line.size() == 3 || isBlank(line[3]))) {
                mark(0, 3, 'd');
                i = 3;
                continue;
            }
        }
        if (isFlowIndicator(c)) {
            flowDepth += (c == QLatin1Char('[') || c == QLatin1Char('{'))   ? 1
                         : (c == QLatin1Char(']') || c == QLatin1Char('}')) ? -1
                                                                            : 0;
            mark(i, i + 1, 'd');
            lineStart = c == QLatin1Char('{') || c == QLatin1Char(',');
            ++i;
            continue;
        }
        if (c == QLatin1Char('|') || c == QLatin1Char('>')) {
            qsizetype end = i + 1;
            while (end < line.size() && !isBlank(line[end]))
                ++end;
            mark(i, end, 'd');
            i = end;
            continue;
        }
        if (c == QLatin1Char('&') || c == QLatin1Char('*') || c == QLatin1Char('!')) {
            qsizetype end = i + 1;
            while (end < line.size() && !isBlank(line[end]) && !isFlowIndicator(line[end]))
                ++end;
            mark(i, end, 'a');
            i = end;
            continue;
        }
        // A scalar: quoted, or plain up to ": ", " #" or (in flow) an indicator.
        qsizetype end;
        const bool quoted = c == QLatin1Char('"') || c == QLatin1Char('\'');
        if (quoted) {
            end = quotedEnd(line, i);
        } else {
            end = i;
            while (end < line.size()) {
                const QChar e = line[end];
                if (e == QLatin1Char(':') && (end + 1 == line.size() || isBlank(line[end + 1]) ||
                                              (flowDepth > 0 && isFlowIndicator(line[end + 1]))))
                    break;
                if (e == QLatin1Char('#') && end > i && isBlank(line[end - 1]))
                    break;
                if (flowDepth > 0 && isFlowIndicator(e))
                    break;
                ++end;
            }
        }
        qsizetype wordEnd = end;
        while (wordEnd > i && isBlank(line[wordEnd - 1]))
            --wordEnd;
        qsizetype after = end;
        while (after < line.size() && isBlank(line[after]))
            ++after;
        const bool isKey = after < line.size() && line[after] == QLatin1Char(':') &&
                           (after + 1 == line.size() || isBlank(line[after + 1]) ||
                            (flowDepth > 0 && isFlowIndicator(line[after + 1])));
        if (isKey) {
            mark(i, wordEnd, 'k');
            mark(after, after + 1, 'd');
            i = after + 1;
            lineStart = false;
            continue;
        }
        if (quoted)
            mark(i, end, 's');
        else if (const QChar kind = plainClass(line.mid(i, wordEnd - i)); kind != QLatin1Char(' '))
            mark(i, wordEnd, kind.toLatin1());
        i = end;
        lineStart = false;
    }
    return classes;
}

void YamlHighlighter::highlightBlock(const QString &text)
{
    // Inside a block scalar (| or >): the lines indented deeper than its key are text. The
    // block state holds that key's indentation, -1 outside.
    static const QRegularExpression blockStart(
        QStringLiteral("(^|[:\\-]\\s)\\s*[|>][-+0-9]*\\s*(#.*)?$"));
    qsizetype indent = 0;
    while (indent < text.size() && isBlank(text[indent]))
        ++indent;
    const int parent = previousBlockState();
    QString classes;
    if (parent >= 0 && (indent == text.size() || indent > parent)) {
        classes = QString(text.size(), QLatin1Char('s'));
        setCurrentBlockState(parent);
    } else {
        classes = classify(text);
        setCurrentBlockState(blockStart.match(text).hasMatch() ? int(indent) : -1);
    }
    auto formatOf = [&](QChar c) {
        QTextCharFormat format;
        switch (c.toLatin1()) {
        case 'k':
            format.setForeground(m_keyColor);
            format.setFontWeight(QFont::DemiBold);
            break;
        case 'c':
            format.setForeground(m_commentColor);
            format.setFontItalic(true);
            break;
        case 's':
            format.setForeground(m_stringColor);
            break;
        case 'n':
            format.setForeground(m_numberColor);
            break;
        case 'w':
            format.setForeground(m_keywordColor);
            break;
        case 'a':
            format.setForeground(m_anchorColor);
            break;
        case 'd':
            format.setForeground(m_punctuationColor);
            break;
        default:
            break;
        }
        return format;
    };
    const bool error = m_errorLines.contains(currentBlock().blockNumber() + 1);
    qsizetype start = 0;
    for (qsizetype i = 1; i <= classes.size(); ++i) {
        if (i < classes.size() && classes[i] == classes[start])
            continue;
        QTextCharFormat format = formatOf(classes[start]);
        if (error) {
            format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
            format.setUnderlineColor(m_errorColor);
        }
        if (error || classes[start] != QLatin1Char(' '))
            setFormat(int(start), int(i - start), format);
        start = i;
    }
}
