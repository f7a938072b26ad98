// SPDX-License-Identifier: GPL-3.0-or-later
#include "data_error_text.h"

#include "data/localized_text.h"

#include <QCoreApplication>

namespace kotatsu::bridge {

namespace {

// %1 to %9 replaced in one pass (core's DataMessage::substitute, on UTF-8): an argument
// holding "%2" stays as it is.
QString substitute(const QString &text, const QStringList &args)
{
    std::vector<std::string> utf8;
    utf8.reserve(std::size_t(args.size()));
    for (const QString &arg : args)
        utf8.push_back(arg.toStdString());
    return QString::fromStdString(kotatsu::DataMessage::substitute(text.toStdString(), utf8));
}

} // namespace

QString dataMessageText(const kotatsu::DataMessage &message, const std::string &language)
{
    QStringList args;
    args.reserve(qsizetype(message.args().size()));
    for (const kotatsu::DataArg &arg : message.args()) {
        if (arg.message)
            args.append(dataMessageText(*arg.message, language));
        else if (arg.localized)
            args.append(QString::fromStdString(arg.localized->get(language)));
        else
            args.append(QString::fromStdString(arg.text));
    }
    const char *text = message.text() ? message.text() : "";
    const auto n = message.countValue();
    if (n < 0)
        return substitute(QCoreApplication::translate("DataError", text), args);
    // A count: the catalog's plural form; without a catalog (or an entry), core's English
    // forms rather than "2 card(s)".
    const QString translated = QCoreApplication::translate("DataError", text, nullptr, int(n));
    const QString untranslated =
        QString::fromUtf8(text).replace(QLatin1String("%n"), QString::number(n));
    if (translated == untranslated)
        return substitute(QString::fromStdString(kotatsu::DataMessage::count(text, n).english()),
                          args);
    return substitute(translated, args);
}

QString dataErrorText(const kotatsu::DataError &error, const std::string &language)
{
    QString out = QString::fromStdString(error.pos.fileName());
    if (error.pos.hasPosition())
        out += QStringLiteral(":%1:%2").arg(error.pos.line).arg(error.pos.column);
    out += QStringLiteral(": ");
    if (!error.keyPath.empty())
        out += QString::fromStdString(error.keyPath) + QStringLiteral(": ");
    return out + dataMessageText(error.text, language);
}

QString dataErrorsText(const kotatsu::DataErrors &errors, const std::string &language)
{
    QStringList lines;
    for (const kotatsu::DataError &e : errors)
        lines.append(dataErrorText(e, language));
    return lines.join(QLatin1Char('\n'));
}

} // namespace kotatsu::bridge
