// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QDeadlineTimer>
#include <QPointer>
#include <QQmlEngine>
#include <QString>
#include <deque>
#include <vector>

class GameSession;
class RemoteTable;

// The chat of a network table (docs/network.md, the `chat` messages): what was said at the
// table, each line with its sender's seat and the name they gave, oldest first, and the
// player's own lines sent from here. It follows the session's RemoteTable: a new table starts
// a new chat. A line that is too long for the protocol or comes too fast after others is
// refused here with a sentence saying why (problem), before the host would have to; so is
// one the host refuses. Lines that come while the panel is closed are counted (unread).
class TableChat : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // Whether the player can send now: seated (or sitting down) at a table, connected.
    Q_PROPERTY(bool canSend READ canSend NOTIFY canSendChanged)
    // Whether the chat is on screen (the panel open): lines that come then are read at once.
    Q_PROPERTY(bool open READ isOpen WRITE setOpen NOTIFY unreadChanged)
    // Lines of the others that came while the panel was closed.
    Q_PROPERTY(int unread READ unread NOTIFY unreadChanged)
    // Why the last line was not sent, in the player's language; "" after one that was.
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)

public:
    enum Role
    {
        SeatRole = Qt::UserRole + 1,
        NameRole,
        TextRole,
        MineRole,
    };
    // The lines kept (the oldest go first).
    static constexpr int kMaxLines = 200;
    // The pace a person may send at: at most kBurst lines in any kWindowMs. The host refuses
    // more than 20 messages a second and closes a connection after 20 refusals; a person is
    // told to wait long before that.
    static constexpr int kBurst = 5;
    static constexpr int kWindowMs = 10000;

    explicit TableChat(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    GameSession *session() const { return m_session; }
    void setSession(GameSession *session);
    bool canSend() const;
    bool isOpen() const { return m_open; }
    void setOpen(bool open);
    int unread() const { return m_unread; }
    QString problem() const { return m_problem; }

    // Sends `text` (trimmed) to the table. False, and problem() saying why, when it is empty,
    // too long for the protocol, too soon after kBurst others, or the table is not there.
    Q_INVOKABLE bool send(const QString &text);

Q_SIGNALS:
    void sessionChanged();
    void countChanged();
    void canSendChanged();
    void unreadChanged();
    void problemChanged();

private:
    struct Line
    {
        int seat = -1;
        QString name;
        QString text;
        bool mine = false;
    };
    void follow();
    void heard(int seat, const QString &name, const QString &text);
    void refused(const QString &reason);
    void setProblem(const QString &problem);

    QPointer<GameSession> m_session;
    QPointer<RemoteTable> m_table;
    std::vector<Line> m_lines;
    std::deque<QDeadlineTimer> m_sent; // when each recent line may be forgotten by the pace
    bool m_open = false;
    int m_unread = 0;
    QString m_problem;
};
