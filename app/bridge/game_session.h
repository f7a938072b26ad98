// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai_runner.h"
#include "engine/game_state.h"
#include "move_log_model.h"
#include "seat.h"

#include <QElapsedTimer>
#include <QObject>
#include <QQmlEngine>
#include <QUrl>
#include <QVariant>
#include <memory>
#include <vector>

// One game at the table, for any game in the catalog: QML starts it, shows the observation
// of the seat in front of the screen, and sends the actions a person picks as their text
// form. Computer seats think on a worker thread. Undo and redo follow the history of
// actions; a game is reproduced from (game, variant, seed, actions).
class GameSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active NOTIFY gameChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QString variantId READ variantId NOTIFY gameChanged)
    Q_PROPERTY(QVariantMap info READ info NOTIFY gameChanged)
    Q_PROPERTY(QVariantMap definition READ definition NOTIFY gameChanged)
    Q_PROPERTY(QVariantList seats READ seats NOTIFY gameChanged)
    Q_PROPERTY(int numPlayers READ numPlayers NOTIFY gameChanged)
    Q_PROPERTY(bool hiddenInformation READ hiddenInformation NOTIFY gameChanged)
    Q_PROPERTY(QVariantMap observation READ observation NOTIFY stateChanged)
    Q_PROPERTY(int currentPlayer READ currentPlayer NOTIFY stateChanged)
    Q_PROPERTY(int viewerSeat READ viewerSeat NOTIFY stateChanged)
    Q_PROPERTY(QStringList legalActions READ legalActions NOTIFY stateChanged)
    Q_PROPERTY(bool over READ over NOTIFY stateChanged)
    Q_PROPERTY(QVariantMap outcome READ outcome NOTIFY stateChanged)
    Q_PROPERTY(bool humanToMove READ humanToMove NOTIFY stateChanged)
    Q_PROPERTY(bool aiThinking READ aiThinking NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)
    Q_PROPERTY(bool handoverPending READ handoverPending NOTIFY stateChanged)
    Q_PROPERTY(int plyCount READ plyCount NOTIFY stateChanged)
    Q_PROPERTY(MoveLogModel *log READ log CONSTANT)
    Q_PROPERTY(int aiDelay READ aiDelay WRITE setAiDelay NOTIFY aiDelayChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(QString seed READ seed NOTIFY gameChanged)

public:
    // observation() of the public view: what everybody at the table may see.
    static constexpr int kNobody = -2;

    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    // Starts a game. `seats` is a list of {kind: "human"|"ai", level, name}; `seed` < 0
    // draws a fresh one. Returns false (and sets lastError) when the request is invalid.
    Q_INVOKABLE bool start(const QString &gameId, const QString &variantId,
                           const QVariantList &seats, qint64 seed = -1);
    // The same game, seats and variant again with a new seed.
    Q_INVOKABLE bool restart();
    Q_INVOKABLE void stop();
    // Plays the action (its text form) for the person whose turn it is.
    Q_INVOKABLE bool play(const QString &actionText);
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    // The person named by the hand-over screen has taken the seat.
    Q_INVOKABLE void confirmHandover();
    Q_INVOKABLE bool save(const QUrl &file);
    // Saves into the player's list of saved games (SavedGames); returns whether it worked.
    Q_INVOKABLE bool saveToLibrary();
    Q_INVOKABLE bool load(const QUrl &file);
    // Whether the given action text is legal now for the person in front of the screen.
    Q_INVOKABLE bool isLegal(const QString &actionText) const;

    bool active() const { return m_state != nullptr; }
    QString gameId() const;
    QString variantId() const;
    QVariantMap info() const;
    QVariantMap definition() const { return m_definitionView; }
    QVariantList seats() const;
    int numPlayers() const;
    bool hiddenInformation() const;
    QVariantMap observation() const { return m_observation; }
    int currentPlayer() const;
    int viewerSeat() const { return m_viewer; }
    QStringList legalActions() const { return m_legal; }
    bool over() const;
    QVariantMap outcome() const;
    bool humanToMove() const;
    bool aiThinking() const { return m_ai.running() || m_aiPending; }
    bool canUndo() const;
    bool canRedo() const;
    bool handoverPending() const { return m_handover; }
    int plyCount() const { return static_cast<int>(m_history.size()); }
    MoveLogModel *log() { return &m_log; }
    int aiDelay() const { return m_aiDelay; }
    void setAiDelay(int ms);
    QString lastError() const { return m_lastError; }
    QString seed() const { return QString::number(m_seed); }

    const kotatsu::GameState *state() const { return m_state.get(); }

Q_SIGNALS:
    void gameChanged();
    void stateChanged();
    void aiDelayChanged();
    void lastErrorChanged();
    // A move was made (by anyone); views animate from the previous observation.
    void moved(int seat, const QString &actionText);

private:
    struct Step
    {
        kotatsu::Action action;
        int seat = 0;
        std::uint64_t revealsBefore = 0;
        std::uint64_t revealsAfter = 0;
    };

    bool begin(std::shared_ptr<const kotatsu::GameDefinition> definition, const QList<Seat> &seats,
               quint64 seed, const QString &variantFile);
    void applyAction(const kotatsu::Action &action);
    // Replays `actions` from the initial state, rebuilding the history and the log.
    void replay(const std::vector<kotatsu::Action> &actions);
    void refresh();
    void updateViewer();
    void scheduleAi();
    void onAiDecided(quint64 token, const QString &actionText);
    void invalidateAi();
    void setError(const QString &message);
    bool isHumanSeat(int seat) const;
    int humanCount() const;
    // Applies an action to the state, appends it to the history and returns its log entry.
    MoveLogModel::Entry record(const kotatsu::Action &action);

    std::shared_ptr<const kotatsu::GameDefinition> m_definition;
    QString m_variantFile;
    std::unique_ptr<kotatsu::GameState> m_state;
    std::unique_ptr<kotatsu::GameState> m_initial;
    std::vector<Step> m_history;
    std::vector<kotatsu::Action> m_redo;
    QList<Seat> m_seats;
    quint64 m_seed = 0;

    QVariantMap m_definitionView;
    QVariantMap m_observation;
    QStringList m_legal;
    int m_viewer = kNobody;
    int m_holder = -1; // the person who last had the screen (hot-seat)
    bool m_handover = false;

    MoveLogModel m_log;
    AiRunner m_ai;
    quint64 m_aiToken = 0;
    bool m_aiPending = false; // an answer is waiting for the minimum delay
    int m_aiDelay = 700;
    QElapsedTimer m_sinceLastMove;
    QString m_lastError;
};
