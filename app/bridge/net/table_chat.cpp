// SPDX-License-Identifier: GPL-3.0-or-later
#include "table_chat.h"

#include "game_session.h"
#include "net/net_protocol.h"
#include "remote_table.h"

namespace {
// The bytes of one character in UTF-8.
int utf8Bytes(char32_t c)
{
    return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
}

// The text as the protocol takes it: newlines kept (a pasted "\r\n" is one), a tab a space,
// no other control character.
QString cleaned(const QString &text)
{
    QString out;
    out.reserve(text.size());
    QString in = text;
    in.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    for (const QChar c : in) {
        if (c == QLatin1Char('\n'))
            out += c;
        else if (c == QLatin1Char('\t') || c == QLatin1Char('\r'))
            out += QLatin1Char(' ');
        else if (c.unicode() >= 0x20)
            out += c;
    }
    return out.trimmed();
}

// How many characters must go from the end of `text` for it to fit in `maxBytes` of UTF-8.
int charactersOver(const QString &text, std::size_t maxBytes)
{
    const QList<uint> characters = text.toUcs4();
    std::size_t bytes = 0;
    for (const uint c : characters)
        bytes += static_cast<std::size_t>(utf8Bytes(c));
    int over = 0;
    for (auto it = characters.crbegin(); it != characters.crend() && bytes > maxBytes; ++it) {
        bytes -= static_cast<std::size_t>(utf8Bytes(*it));
        ++over;
    }
    return over;
}
} // namespace

TableChat::TableChat(QObject *parent) : QAbstractListModel(parent) {}

int TableChat::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_lines.size());
}

QVariant TableChat::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Line &line = m_lines[static_cast<std::size_t>(index.row())];
    switch (role) {
    case SeatRole:
        return line.seat;
    case NameRole:
        return line.name;
    case TextRole:
        return line.text;
    case MineRole:
        return line.mine;
    default:
        return {};
    }
}

QHash<int, QByteArray> TableChat::roleNames() const
{
    return {{SeatRole, "seat"}, {NameRole, "name"}, {TextRole, "text"}, {MineRole, "mine"}};
}

void TableChat::setSession(GameSession *session)
{
    if (session == m_session)
        return;
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (m_session)
        connect(m_session, &GameSession::networkChanged, this, &TableChat::follow);
    Q_EMIT sessionChanged();
    follow();
}

// The session's table now: a new one (joined, hosted) or none (left) starts the chat anew.
void TableChat::follow()
{
    RemoteTable *table = m_session ? m_session->remoteTable() : nullptr;
    if (table == m_table) {
        Q_EMIT canSendChanged();
        return;
    }
    if (m_table)
        m_table->disconnect(this);
    m_table = table;
    if (m_table) {
        connect(m_table, &RemoteTable::chat, this, &TableChat::heard);
        connect(m_table, &RemoteTable::chatRefused, this, &TableChat::refused);
        connect(m_table, &RemoteTable::statusChanged, this, &TableChat::canSendChanged);
    }
    beginResetModel();
    m_lines.clear();
    endResetModel();
    m_sent.clear();
    m_unread = 0;
    Q_EMIT countChanged();
    Q_EMIT unreadChanged();
    Q_EMIT canSendChanged();
    setProblem(QString());
}

bool TableChat::canSend() const
{
    return m_table && (m_table->status() == RemoteTable::Status::Seated ||
                       m_table->status() == RemoteTable::Status::Sitting);
}

void TableChat::setOpen(bool open)
{
    if (open == m_open)
        return;
    m_open = open;
    if (m_open)
        m_unread = 0;
    Q_EMIT unreadChanged();
}

bool TableChat::send(const QString &text)
{
    const QString line = cleaned(text);
    if (line.isEmpty())
        return false;
    const int over = charactersOver(line, kotatsu::net::kMaxChatBytes);
    if (over > 0) {
        //: Chat at a network table: the message typed is longer than the table takes (1,000
        //: bytes of UTF-8: about 1,000 Latin letters or 330 Japanese characters); %n is how
        //: many characters must go for it to fit
        setProblem(tr("Too long to send: shorten it by %n character(s).", "", over));
        return false;
    }
    while (!m_sent.empty() && m_sent.front().hasExpired())
        m_sent.pop_front();
    if (static_cast<int>(m_sent.size()) >= kBurst) {
        const int seconds = static_cast<int>((m_sent.front().remainingTime() + 999) / 1000);
        //: Chat at a network table: the player sent many messages in a short time; %n is how
        //: many seconds until the next one may go
        setProblem(tr("Too many messages at once: wait %n second(s) before sending more.", "",
                      std::max(1, seconds)));
        return false;
    }
    if (!m_table || !m_table->sendChat(line)) {
        //: Chat at a network table: the connection to the table is not there (dropped, or
        //: not yet seated); the message typed stays in its field
        setProblem(tr("Not connected to the table: the message was not sent."));
        return false;
    }
    m_sent.emplace_back(kWindowMs);
    setProblem(QString());
    return true;
}

void TableChat::heard(int seat, const QString &name, const QString &text)
{
    const bool mine = m_table && seat >= 0 && seat == m_table->seat();
    if (static_cast<int>(m_lines.size()) >= kMaxLines) {
        beginRemoveRows({}, 0, 0);
        m_lines.erase(m_lines.begin());
        endRemoveRows();
    }
    const int row = static_cast<int>(m_lines.size());
    beginInsertRows({}, row, row);
    m_lines.push_back(Line{seat, name, text, mine});
    endInsertRows();
    Q_EMIT countChanged();
    if (!m_open && !mine) {
        ++m_unread;
        Q_EMIT unreadChanged();
    }
}

void TableChat::refused(const QString &reason)
{
    if (reason == QLatin1String("too_fast"))
        //: Chat at a network table: the host refused a message because too many came from
        //: this player in a short time
        setProblem(tr("The table refuses messages this fast: wait a moment before sending more."));
    else
        //: Chat at a network table: the host refused a message; %1 is the protocol's reason
        //: (a code such as bad_message)
        setProblem(tr("The table refused the message (%1).").arg(reason));
}

void TableChat::setProblem(const QString &problem)
{
    if (problem == m_problem)
        return;
    m_problem = problem;
    Q_EMIT problemChanged();
}
