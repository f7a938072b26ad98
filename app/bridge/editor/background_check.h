// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_error.h"
#include "data/data_node.h"

#include <QObject>
#include <QThreadPool>
#include <QTimer>
#include <QVariantMap>
#include <memory>
#include <string>

// The rules editor's check of a variant's text, on a worker thread: the text is read, merged
// with its game and its rules built, as playing it would. A check starts shortly after the
// last change (schedule) or at once (start); one runs at a time, and only the newest text's
// result is given (finished): a result for an older text, or after cancel(), is dropped.
class BackgroundCheck : public QObject
{
    Q_OBJECT

public:
    struct Job
    {
        std::shared_ptr<const kotatsu::DataNode> base; // the game's merged document
        std::string gameId;
        std::string text;
        std::string fileName;
    };
    struct Result
    {
        kotatsu::DataErrors errors;
        bool built = false; // the rules were built: `board` is their describe()
        QVariantMap board;
    };

    explicit BackgroundCheck(QObject *parent = nullptr);
    ~BackgroundCheck() override; // waits for the running check

    // The text changed: drops older results and asks for a check (due) after a pause.
    void schedule();
    // Checks `job` now.
    void start(Job job);
    // Drops any result still to come and any check not yet due.
    void cancel();

Q_SIGNALS:
    // A pause after schedule(): the owner starts a check of its text as it is now.
    void due();
    void finished(const std::shared_ptr<const BackgroundCheck::Result> &result);

private:
    QTimer m_delay;
    QThreadPool m_pool;
    quint64 m_generation = 0;
};
