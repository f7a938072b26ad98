// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "computer_seats.h"
#include "ended_game.h"
#include "engine/game_state.h"
#include "legal_moves_model.h"
#include "lesson_session.h"
#include "match/match_record.h"
#include "match_files.h"
#include "move_log_model.h"
#include "net/network_session.h"
#include "screen_holder.h"
#include "seat_variant.h"
#include "sim/picture.h"

#include <QObject>
#include <QQmlEngine>
#include <QQmlParserStatus>
#include <QQuickWindow>
#include <QUrl>
#include <QVariant>
#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

// One game at the table, for any game in the catalog: the Qt adapter over a MatchRecord (which
// keeps the moves, undo limits, replay and saves). QML starts a game, shows the observation
// of the seat in front of the screen, and plays one of the legal moves by its index in
// `legalMoves`. The session keeps the game's course (start, play, undo, review) and its
// properties; who sees the screen is ScreenHolder's, the programs' thinking and pace
// ComputerSeats', the files MatchFiles', a lesson's moves and replies LessonSession's; the
// rules and the record live in core.
class AppContext;

class GameSession : public QObject, public QQmlParserStatus
{
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
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
    Q_PROPERTY(LegalMovesModel *legalMoves READ legalMoves CONSTANT)
    // The position shown: in the replay, currentPlayer, over and outcome are those of the
    // replayed position; gameOver is the game's own end, whatever is shown.
    Q_PROPERTY(bool over READ over NOTIFY stateChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY stateChanged)
    Q_PROPERTY(QVariantMap outcome READ outcome NOTIFY stateChanged)
    Q_PROPERTY(bool humanToMove READ humanToMove NOTIFY stateChanged)
    // (Their own signal: a computer starting or stopping to think changes no position, so the
    // observation and every binding on it are not made again; it also comes with stateChanged.)
    Q_PROPERTY(bool aiThinking READ aiThinking NOTIFY computersChanged)
    // The computer's move waits for the window's first frame (holdComputerUntilShown): the
    // table is drawn before the computer starts to think.
    Q_PROPERTY(bool computerHeld READ computerHeld NOTIFY computersChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)
    // How many moves Undo takes back: 1 for the person's own move, more with the computer's
    // replies after it (MatchRecord::takeBack); 0 when it cannot.
    Q_PROPERTY(int undoLength READ undoLength NOTIFY stateChanged)
    // The replay: while reviewing, the table shows the position after `reviewPly` of the
    // game's `reviewLength` moves (0: the start), nothing can be played and the computer
    // waits; the game itself is unchanged.
    Q_PROPERTY(bool reviewing READ reviewing NOTIFY stateChanged)
    Q_PROPERTY(int reviewPly READ reviewPly NOTIFY stateChanged)
    Q_PROPERTY(int reviewLength READ plyCount NOTIFY stateChanged)
    Q_PROPERTY(bool handoverPending READ handoverPending NOTIFY stateChanged)
    Q_PROPERTY(int plyCount READ plyCount NOTIFY stateChanged)
    // The last move: {seat, text, ...its structured description}, or empty before the first.
    Q_PROPERTY(QVariantMap lastMove READ lastMove NOTIFY stateChanged)
    Q_PROPERTY(MoveLogModel *log READ log CONSTANT)
    Q_PROPERTY(int aiDelay READ aiDelay WRITE setAiDelay NOTIFY aiDelayChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(QString seed READ seed NOTIFY gameChanged)
    // Solo: the seat the game's rules play (SeatSpec's rules seat, the game's own solo
    // opponent; it is never the current player), else -1.
    Q_PROPERTY(int rulesSeat READ rulesSeat NOTIFY gameChanged)
    // The hint asked for by the person to move (requestHint, kotatsu::searchHint): {index (a row
    // of legalMoves), text, move (its description, as legalMoves gives it), reason ("winShare":
    // say estimate; "margin": say margin; "": a forced move, no reason), estimate (the share of
    // the games played out from here with the move that were won, 0..1, or -1), margin (their
    // mean score margin: own score minus the best other's), playouts, forecast and
    // forecastGames (kotatsu::ForecastRun: the share of forecastGames games played on from here
    // with the move, the person's seat played like a person who keeps following the hints,
    // that the person won, so far: it grows while the person thinks), forecasting (more games
    // are coming), forecastReady (enough games to give a share: kotatsu::kForecastMinGames),
    // forecastPercent (the share as the bar says it: kotatsu::shownForecastPercent),
    // forecastLow and forecastHigh (the range those games are consistent with, in percent:
    // kotatsu::forecastRangePercent)}; {} when there is none.
    Q_PROPERTY(QVariantMap hint READ hint NOTIFY hintChanged)
    Q_PROPERTY(bool hintThinking READ hintThinking NOTIFY hintChanged)
    // Whether a hint can be asked for now (a person to move, no hint shown or on its way).
    Q_PROPERTY(bool canHint READ canHint NOTIFY hintChanged)
    // How many hints the people at this table asked for in this game (kept in its save).
    Q_PROPERTY(int hintsUsed READ hintsUsed NOTIFY hintChanged)
    // The lesson played at this table (startLesson), inactive in a game.
    Q_PROPERTY(LessonGuide *lesson READ lesson CONSTANT)
    // A picture of a rules page (startPicture): a still position, nothing is played.
    Q_PROPERTY(bool still READ still NOTIFY gameChanged)
    // A table another computer holds (join): the game, the seats and every position come from
    // the host's frames (docs/network.md); this screen is one seat, viewerSeat. Undo, redo,
    // hints, the replay, a new game and saving are the host's business, never a remote seat's.
    // NetworkSession holds such a table, and a seat's record of one opened from the saved games
    // (load), which is replayed from its frames (networked is false then).
    Q_PROPERTY(bool networked READ networked NOTIFY networkChanged)
    // "" (not networked), "connecting", "sitting", "seated", "reconnecting" (the connection
    // dropped; the seat is taken back with its token) or "failed" (networkProblem says why).
    Q_PROPERTY(QString networkStatus READ networkStatus NOTIFY networkChanged)
    Q_PROPERTY(QString networkProblem READ networkProblem NOTIFY networkChanged)
    // The invitation's link (kotatsu://host:port/table?code=…), for the table's status.
    Q_PROPERTY(QString networkLink READ networkLink NOTIFY networkChanged)
    // A seat's record of a network game is shown (opened from the saved games, load): it
    // replays, nothing is played on, saved or started again from it.
    Q_PROPERTY(bool networkRecord READ networkRecord NOTIFY gameChanged)
    // At a table this app hosts (host()): the invitation for the others, with this computer's
    // address on its local network; "" at any other table.
    Q_PROPERTY(QString hostInvitation READ hostInvitation NOTIFY networkChanged)
    // The network table this app hosted and left unfinished (closed, killed, crashed), for the
    // launcher to offer reopening it: {gameId, variantId, moves, savedAt}, or empty.
    Q_PROPERTY(QVariantMap hostedTable READ hostedTable NOTIFY networkChanged)
    // How host() opens the table (TLS or not, with which certificate), as the network dialog
    // last chose: NetworkSession's.
    Q_PROPERTY(HostSecurity *hostSecurity READ hostSecurity CONSTANT)

public:
    // observation() of the public view: what everybody at the table may see.
    static constexpr int kNobody = ScreenHolder::kNobody;

    // Made in QML: the games, the saved games, the language and the player's record are
    // those of the AppContext attached to its engine (classBegin).
    explicit GameSession(QObject *parent = nullptr);
    // Made in C++ (tests): those of `app`.
    explicit GameSession(AppContext &app, QObject *parent = nullptr);
    ~GameSession() override;
    void classBegin() override;
    void componentComplete() override {}

    // Starts a game. `seats` is a list of {kind: "human"|"computer"|"rules", level, name}
    // (seat_variant.h; a rules seat's level is its number, 1.., the game's default when
    // absent; at most one seat, in a game that has one); `seed` < 0 draws a fresh one. Returns
    // false (and sets lastError) when the request is invalid.
    Q_INVOKABLE bool start(const QString &gameId, const QString &variantId,
                           const QVariantList &seats, qint64 seed = -1);
    // The computer starts to think only once `window` has shown its first frame (or after
    // two seconds if it never does): its first move costs nothing to the table's first frame.
    // What it plays is the same (its seed comes from the game), and so is its pace: the
    // delay before it answers still counts from the start of the game.
    Q_INVOKABLE void holdComputerUntilShown(QQuickWindow *window);
    bool computerHeld() const { return m_computers.held(); }
    // A lesson of a game (data/games/<id>/lessons/<lessonId>.yaml) at its step `step` (0: the
    // start): the table plays the lesson's start (its seed or position) and its moves so far;
    // the learner's moves go through the lesson (play), the other seats play its scripted
    // moves. Saved like a game, and resumed at its step. False (and lastError) when the game
    // has no such lesson.
    Q_INVOKABLE bool startLesson(const QString &gameId, const QString &lessonId, int step = 0);
    // After a lesson: a real game with the lesson's game, variant and number of players, the
    // learner at the lesson's seat and the computer (or the game's own opponent) at the others.
    Q_INVOKABLE bool playRealGame();
    LessonGuide *lesson() { return &m_lessons.guide(); }
    // A picture of a game's rules page (data/games/<id>/rules/pictures/<pictureId>.yaml,
    // sim/picture.h): its position as seen from its seat, the moves it rings ringed as a
    // lesson's (lesson.ringed), and nothing played (no computer thinks, play() refuses). False
    // (and lastError) when the game has no such picture.
    Q_INVOKABLE bool startPicture(const QString &gameId, const QString &pictureId);
    // The picture's caption in the user's language ("" outside a picture).
    Q_INVOKABLE QString pictureCaption() const;
    // The parts of the picture's table its data may name in its region (GameState::tableParts:
    // the names the game's table gives its items), for the picture to check that its table
    // draws each of them (empty outside a picture).
    Q_INVOKABLE QStringList pictureTableParts() const;
    bool still() const { return m_picture != nullptr; }
    // Joins the table of `invitation` (its JSON line or kotatsu:// link, docs/network.md) as
    // `name`, and sits at its first free seat for someone on another computer; the table is
    // shown once its first position comes (networkTableReady). False (and lastError) when the
    // invitation cannot be read; whether joining works comes later (networkStatus).
    Q_INVOKABLE bool join(const QString &invitation, const QString &name);
    // Hosts the game set up in the launcher for people on other computers (docs/network.md):
    // the table is held in this app (TableHost); every person's seat is one for someone on
    // another computer, and this app joins its own table as `name` at the first of them. False
    // (and lastError) when the table cannot be opened.
    // With `announce`, the table is offered to the local network while it has a free seat
    // (TableHost::announce, named by `name`).
    Q_INVOKABLE bool host(const QString &gameId, const QString &variantId,
                          const QVariantList &seats, const QString &name, bool announce = false);
    // Opens hostedTable again from its save, on its port: this app sits at its own seat again
    // and the others come back by themselves (docs/network.md). The table is shown once its
    // first position comes (networkTableReady). False (and lastError) when it cannot.
    Q_INVOKABLE bool reopenHosted();
    QVariantMap hostedTable() const { return m_network.hostedTable(); }
    QString hostInvitation() const { return m_network.hostInvitation(); }
    HostSecurity *hostSecurity() { return &m_network.hostSecurity(); }
    bool networked() const { return m_network.networked(); }
    bool networkRecord() const { return m_network.holdsTable() && !m_network.networked(); }
    QString networkStatus() const { return m_network.status(); }
    QString networkProblem() const { return m_network.problem(); }
    QString networkLink() const { return m_network.link(); }
    // This seat's record of the network game at the table (NetworkRecord), "" when none.
    QString networkRecordFile() const { return m_network.recordFile(); }
    // The connection of the live table (TableChat follows it), else null.
    RemoteTable *remoteTable() { return m_network.remote(); }
    // The same game, seats and variant again with a new seed.
    Q_INVOKABLE bool restart();
    Q_INVOKABLE void stop();
    // Plays legal move number `index` (a row of legalMoves) for the person whose turn it is.
    Q_INVOKABLE bool play(int index);
    // The same by the move's text, for tests and tools that speak in notation.
    bool playText(const QString &actionText);
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    // The person named by the hand-over screen has taken the seat.
    Q_INVOKABLE void confirmHandover();
    Q_INVOKABLE bool save(const QUrl &file);
    // Saves into the player's list of saved games (SavedGames); returns whether it worked.
    Q_INVOKABLE bool saveToLibrary();
    Q_INVOKABLE bool load(const QUrl &file);
    // Opens the game kept after every move (SavedGames.resumable) and goes on with it.
    Q_INVOKABLE bool resume();
    // Shows the position after `ply` moves (clamped to the game); see `reviewing`.
    Q_INVOKABLE void review(int ply);
    // Back to the game as it is now.
    Q_INVOKABLE void endReview();
    // Asks the strong level what the person to move should play; the answer comes as `hint`
    // (the computer thinks on another thread). Recorded in the game's save.
    Q_INVOKABLE void requestHint();
    Q_INVOKABLE void dismissHint();
    QVariantMap hint() const { return m_hint; }
    bool hintThinking() const { return m_computers.hintThinking(); }
    bool canHint() const;
    int hintsUsed() const { return static_cast<int>(m_hintPlies.size()); }
    bool active() const { return m_match.has_value() || m_network.ready(); }
    QString gameId() const;
    QString variantId() const;
    QVariantMap info() const;
    QVariantMap definition() const
    {
        return m_network.holdsTable() ? m_network.definitionView() : m_definitionView;
    }
    QVariantList seats() const;
    int numPlayers() const;
    bool hiddenInformation() const;
    QVariantMap observation() const
    {
        return m_network.holdsTable() ? m_network.observation() : m_observation;
    }
    int currentPlayer() const;
    int viewerSeat() const;
    LegalMovesModel *legalMoves() { return &m_legal; }
    bool over() const;
    bool gameOver() const;
    QVariantMap outcome() const;
    bool humanToMove() const;
    // (Held for the first frame, the computer to move already says it is thinking.)
    bool aiThinking() const { return m_computers.thinking(); }
    bool canUndo() const;
    bool canRedo() const;
    int undoLength() const;
    bool reviewing() const { return m_review != nullptr || m_network.reviewing(); }
    int reviewPly() const
    {
        if (m_network.holdsTable())
            return m_network.reviewPly();
        return m_review ? m_reviewPly : plyCount();
    }
    bool handoverPending() const { return m_screen.handoverPending(); }
    int plyCount() const
    {
        if (m_network.holdsTable())
            return m_network.plyCount();
        return m_match ? static_cast<int>(m_match->history().size()) : 0;
    }
    MoveLogModel *log() { return &m_log; }
    QVariantMap lastMove() const;
    int aiDelay() const { return m_computers.delay(); }
    void setAiDelay(int ms);
    QString lastError() const { return m_lastError; }
    QString seed() const { return m_match ? QString::number(m_match->seed()) : QString(); }
    int rulesSeat() const
    {
        const kotatsu::GameDefinition *definition = currentDefinition();
        return definition ? definition->info().playedByRules.seat : -1;
    }

    const kotatsu::GameState *state() const { return m_match ? &m_match->state() : nullptr; }
    const kotatsu::MatchRecord *match() const { return m_match ? &*m_match : nullptr; }
    // The game as gameEnded tells it; an empty gameId while it is not over.
    EndedGame endedGame() const;

Q_SIGNALS:
    void gameChanged();
    void stateChanged();
    void computersChanged();
    void aiDelayChanged();
    void lastErrorChanged();
    void hintChanged();
    // A move was made (by anyone); `move` is its structured description (as in the log), so
    // views can animate it.
    void moved(int seat, const QVariantMap &move);
    // A move (played or redone) ended the game. The player's record (GameStatistics) counts
    // it, once however often it ends.
    void gameEnded(const EndedGame &ended);
    void networkChanged();
    // The joined table's first position has come: the table can be shown.
    void networkTableReady();

private:
    void useContext(AppContext &app);
    std::string uiLanguage() const;
    bool begin(kotatsu::MatchRecord match, const QList<Seat> &seats, const QString &variantFile);
    // Plays an action through the record; returns the record's refusal, or "".
    std::string applyAction(const kotatsu::Action &action);
    // The move just recorded (played or redone) reaches the log, the screen and the computer;
    // `round` is the round it was played in.
    void afterMove(int round);
    void rebuildLog();
    // The events after a move, from the observation of ScreenHolder::logViewer.
    QVariantList eventsAfter(const kotatsu::GameState &state) const;
    // The log entry of a recorded move; `after` is the position it led to (for its events).
    MoveLogModel::Entry logEntry(const kotatsu::MatchRecord::Step &step, int round,
                                 const kotatsu::GameState &after) const;
    void refresh();
    // What the table rings (lesson.ringed, ringedPlaces): the lesson's step's, or the picture's.
    void updateRing();
    void updateViewer();
    // The game on the table is kept in SavedGames.autosavePath after every move (MatchFiles);
    // a finished game is no longer offered for Resume.
    void autosave();
    // The game as its save file holds it.
    SavedGame savedGame() const;
    // Bit s set for every seat a program plays (the computer's replies undo takes back too).
    std::uint32_t computerSeats() const;
    void scheduleAi();
    void onAiDecided(const kotatsu::Action &action);
    void onHintDecided(const kotatsu::Hint &answer);
    void onForecast(int games, double winShare, bool done);
    // Puts the forecast's figures into m_hint.
    void setForecast(int games, double winShare);
    // Drops the hint shown or being thought about (the position it was for has changed); the
    // caller emits hintChanged.
    void clearHint();
    void invalidateAi();
    void setError(const QString &message);
    bool isHumanSeat(int seat) const;
    int publicRound() const;
    bool checkPlayers(const kotatsu::GameDefinition &definition, int players);
    // kotatsu::bridge::withRulesSeat (rules_seat.h), its refusal as lastError.
    std::shared_ptr<const kotatsu::GameDefinition>
    withRulesSeat(std::shared_ptr<const kotatsu::GameDefinition> definition, QList<Seat> &seats);

    const kotatsu::GameDefinition *currentDefinition() const;

    AppContext *m_app = nullptr;
    std::optional<kotatsu::MatchRecord> m_match;
    QString m_variantFile;
    QList<Seat> m_seats;

    QVariantMap m_definitionView;
    QVariantMap m_observation;
    LegalMovesModel m_legal;
    ScreenHolder m_screen;
    ComputerSeats m_computers;
    MatchFiles m_files;

    MoveLogModel m_log;
    QVariantMap m_hint;
    QList<int> m_hintPlies; // moves played when each hint was asked for (saved)
    std::unique_ptr<kotatsu::GameState> m_review; // the replayed position, while reviewing
    int m_reviewPly = 0;
    QString m_lastError;
    // The lesson played at this table, if any (startLesson).
    LessonSession m_lessons;
    std::shared_ptr<const kotatsu::RulesPicture> m_picture; // a still picture (startPicture)
    // A network table, or a seat's record of one (NetworkSession).
    NetworkSession m_network;
};
