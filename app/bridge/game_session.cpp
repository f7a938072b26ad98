// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_session.h"

#include "ai/agent_factory.h"
#include "app_context.h"
#include "data_error_text.h"
#include "engine/user_data_dir.h"
#include "game_catalog_model.h"
#include "json_variant.h"
#include "localization.h"
#include "rules_pictures.h"
#include "rules_seat.h"
#include "saved_game.h"
#include "stats/game_statistics.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QUrl>
#include <algorithm>

using kotatsu::Action;
using kotatsu::GameState;

namespace {
QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// What `viewer` sees, its events as views draw them (GameState::describeEvents: the path of a
// piece that moved, which the observation's record may leave out).
QVariantMap viewOf(const GameState &state, int viewer)
{
    QVariantMap view = kotatsu::bridge::toVariantMap(state.observation(viewer));
    const kotatsu::Json events = state.describeEvents(viewer);
    if (events.isArray())
        view.insert(QStringLiteral("events"), kotatsu::bridge::toVariant(events));
    return view;
}

} // namespace

GameSession::GameSession(AppContext &app, QObject *parent) : GameSession(parent)
{
    useContext(app);
}

void GameSession::classBegin()
{
    if (!m_app)
        useContext(AppContext::of(this));
}

void GameSession::useContext(AppContext &app)
{
    m_app = &app;
    m_files.use(app);
    m_network.use(app);
    m_lessons.guide().useLocalization(app.localization());
    // A move that ends the game counts it (once, however often it ends: undo and redo).
    connect(this, &GameSession::gameEnded, app.statistics(), &GameStatistics::countEndedGame);
}

std::string GameSession::uiLanguage() const
{
    return m_app->localization()->language().toStdString();
}

EndedGame GameSession::endedGame() const
{
    EndedGame ended;
    if (!m_match || !m_match->isOver())
        return ended;
    ended.gameId = gameId();
    ended.variantId = variantId();
    ended.seed = m_match->seed();
    ended.seats = m_seats;
    ended.outcome = m_match->outcome();
    return ended;
}

GameSession::GameSession(QObject *parent)
    : QObject(parent),
      m_network(m_log, m_legal,
                {[this] { Q_EMIT networkChanged(); }, [this] { Q_EMIT gameChanged(); },
                 [this] { Q_EMIT stateChanged(); }, [this] { Q_EMIT networkTableReady(); },
                 [this](int seat, const QVariantMap &move) { Q_EMIT moved(seat, move); },
                 [this](const QString &message) { setError(message); }})
{
    connect(&m_computers, &ComputerSeats::decided, this, &GameSession::onAiDecided);
    connect(&m_computers, &ComputerSeats::play, this, [this](const Action &action) {
        // In a lesson the "computer" plays the lesson's scripted replies (scheduleAi).
        m_lessons.replyPlayed();
        applyAction(action);
    });
    connect(&m_computers, &ComputerSeats::hinted, this, &GameSession::onHintDecided);
    connect(&m_computers, &ComputerSeats::forecasted, this, &GameSession::onForecast);
    connect(&m_computers, &ComputerSeats::released, this, &GameSession::scheduleAi);
    connect(&m_computers, &ComputerSeats::changed, this, &GameSession::computersChanged);
    connect(this, &GameSession::stateChanged, this, &GameSession::computersChanged);
}

GameSession::~GameSession() = default;

bool GameSession::start(const QString &gameId, const QString &variantId, const QVariantList &seats,
                        qint64 seed)
{
    const kotatsu::GameCatalog &catalog = m_app->catalog()->catalog();
    kotatsu::DataErrors errors;
    auto definition = catalog.resolve(gameId.toStdString(), variantId.toStdString(), errors);
    if (!definition) {
        //: Error when starting a game; %1 is a game id
        setError(errors.empty() ? tr("The game “%1” is not available.").arg(gameId)
                                : kotatsu::bridge::dataErrorText(errors.front(), uiLanguage()));
        return false;
    }
    QList<Seat> parsed;
    for (const QVariant &value : seats) {
        auto seat = seatFromVariant(value);
        if (!seat) {
            //: Error when starting a game with a malformed seat; the game's own opponent is a seat
            //: the rules play (Tokaido Duo's Automa)
            setError(
                tr("A seat is neither a person, a computer player nor the game's own opponent."));
            return false;
        }
        parsed.append(*seat);
    }
    const quint64 actualSeed =
        seed >= 0 ? static_cast<quint64>(seed) : QRandomGenerator::global()->generate64() >> 1;
    if (!checkPlayers(*definition, static_cast<int>(parsed.size())))
        return false;
    definition = withRulesSeat(std::move(definition), parsed);
    if (!definition)
        return false;
    // A variant given by its file (the user's own, or the editor's): saves name the file.
    QString variantFile;
    if (!variantId.isEmpty() && QFileInfo(variantId).isFile()) {
        const kotatsu::GameEntry *game = catalog.find(gameId.toStdString());
        const std::string text = variantId.toStdString();
        const bool shipped =
            game && std::any_of(game->variants.begin(), game->variants.end(),
                                [&](const auto &v) { return v.id == text || v.file == text; });
        if (!shipped)
            variantFile = QFileInfo(variantId).absoluteFilePath();
    }
    m_lessons.end();
    m_picture.reset();
    return begin(kotatsu::MatchRecord(definition, static_cast<int>(parsed.size()), actualSeed),
                 parsed, variantFile);
}

bool GameSession::startLesson(const QString &gameId, const QString &lessonId, int step)
{
    QString error;
    auto table = m_lessons.start(*m_app->games(), gameId, lessonId, step, &error);
    if (!table) {
        setError(error);
        return false;
    }
    m_picture.reset();
    return begin(std::move(table->match), table->seats, QString());
}

bool GameSession::startPicture(const QString &gameId, const QString &pictureId)
{
    auto picture = kotatsu::bridge::findRulesPicture(*m_app->games(), gameId.toStdString(),
                                                     pictureId.toStdString());
    std::unique_ptr<kotatsu::GameState> start = picture ? picture->start() : nullptr;
    if (!start) {
        //: Error when a picture of the rules page cannot be drawn; %1 is the picture's id
        setError(tr("The picture “%1” is not available.").arg(pictureId));
        return false;
    }
    // Kept as a game from the picture's start with its moves, as a lesson is: the table draws
    // the last move as it would in a game.
    kotatsu::MatchRecord match(picture->definition, picture->players, picture->seed,
                               std::move(start));
    for (const std::string &text : picture->moves) {
        if (!match.playText(text).empty()) {
            //: Error when a picture of the rules page cannot be drawn; %1 is the picture's id
            setError(tr("The picture “%1” is not available.").arg(pictureId));
            return false;
        }
    }
    // The table shows the picture's seat; nobody plays (scheduleAi, play).
    QList<Seat> seats;
    const kotatsu::RulesSeat rules = picture->definition->info().playedByRules;
    for (int seat = 0; seat < picture->players; ++seat)
        seats.append(seat == picture->seat ? Seat::person()
                     : seat == rules.seat  ? Seat::rules(rules.level)
                                           : Seat::computer("normal"));
    m_lessons.end();
    m_picture = std::move(picture);
    return begin(std::move(match), seats, QString());
}

QString GameSession::pictureCaption() const
{
    return m_picture ? qs(m_picture->caption.get(uiLanguage())) : QString();
}

QStringList GameSession::pictureTableParts() const
{
    QStringList parts;
    if (m_picture && m_match) {
        for (const std::string &part : m_match->state().tableParts(m_picture->seat))
            parts.append(qs(part));
    }
    return parts;
}

void GameSession::updateRing()
{
    const kotatsu::GameState *shown = m_match && !m_review ? &m_match->state() : nullptr;
    if (!m_picture) {
        m_lessons.updateRing(shown && m_legal.rowCount() > 0 ? shown : nullptr);
        return;
    }
    // A picture rings as a lesson's step does: its moves' rows, and the places no ringed
    // move's piece shows.
    QVariantList rows;
    QVariantList places;
    if (shown) {
        if (m_legal.rowCount() > 0) {
            for (const std::size_t row : m_picture->ringed(*shown))
                rows.append(static_cast<int>(row));
        }
        for (const kotatsu::Json &place : m_picture->places(*shown))
            places.append(kotatsu::bridge::toVariant(place));
    }
    m_lessons.guide().setRinged(rows, places);
}

bool GameSession::playRealGame()
{
    QString game;
    QString variant;
    QVariantList seats;
    return m_lessons.realGame(&game, &variant, &seats) && start(game, variant, seats);
}

std::shared_ptr<const kotatsu::GameDefinition>
GameSession::withRulesSeat(std::shared_ptr<const kotatsu::GameDefinition> definition,
                           QList<Seat> &seats)
{
    QString error;
    definition = kotatsu::bridge::withRulesSeat(std::move(definition), seats, uiLanguage(), &error);
    if (!definition)
        setError(error);
    return definition;
}

bool GameSession::checkPlayers(const kotatsu::GameDefinition &definition, int players)
{
    const auto &info = definition.info();
    if (players >= info.minPlayers && players <= info.maxPlayers)
        return true;
    const QString name = qs(info.name.get(uiLanguage()));
    if (info.minPlayers == info.maxPlayers) {
        //: Error when starting a game; %1 is the game, %n its number of players
        setError(tr("%1 is played by exactly %n player(s).", nullptr, info.minPlayers).arg(name));
    } else {
        //: Error when starting a game; %1 is the game, %2 and %n the player range (fewest, most)
        setError(tr("%1 is played by %2 to %n player(s).", nullptr, info.maxPlayers)
                     .arg(name)
                     .arg(info.minPlayers));
    }
    return false;
}

bool GameSession::begin(kotatsu::MatchRecord match, const QList<Seat> &seats,
                        const QString &variantFile)
{
    m_network.leave();
    invalidateAi();
    m_review.reset();
    m_files.newGame();
    m_hintPlies.clear();
    m_match = std::move(match);
    m_variantFile = variantFile;
    m_seats = seats;
    m_screen.reset();
    m_definitionView = kotatsu::bridge::toVariantMap(m_match->definition().describe());
    m_computers.moveMade();
    setError(QString());
    rebuildLog();
    Q_EMIT gameChanged();
    updateViewer();
    refresh();
    scheduleAi();
    return true;
}

bool GameSession::restart()
{
    if (!m_match)
        return false;
    if (m_lessons.active())
        return startLesson(gameId(), m_lessons.guide().lessonId());
    return begin(kotatsu::MatchRecord(m_match->sharedDefinition(), m_match->players(),
                                      QRandomGenerator::global()->generate64() >> 1),
                 m_seats, m_variantFile);
}

void GameSession::stop()
{
    m_network.leave();
    invalidateAi();
    clearHint();
    m_hintPlies.clear();
    Q_EMIT hintChanged();
    m_review.reset();
    m_lessons.end();
    m_picture.reset();
    m_match.reset();
    m_log.reset({});
    m_observation.clear();
    m_legal.reset({});
    m_screen.dropHandover();
    Q_EMIT gameChanged();
    Q_EMIT stateChanged();
}

const kotatsu::GameDefinition *GameSession::currentDefinition() const
{
    if (m_match)
        return &m_match->definition();
    return m_network.definition();
}

QString GameSession::gameId() const
{
    const kotatsu::GameDefinition *definition = currentDefinition();
    return definition ? qs(definition->info().id) : QString();
}

QString GameSession::variantId() const
{
    const kotatsu::GameDefinition *definition = currentDefinition();
    return definition ? qs(definition->info().variantId) : QString();
}

QVariantMap GameSession::info() const
{
    QVariantMap map;
    const kotatsu::GameDefinition *definition = currentDefinition();
    if (!definition)
        return map;
    const auto &info = definition->info();
    map.insert(QStringLiteral("id"), qs(info.id));
    map.insert(QStringLiteral("name"), kotatsu::bridge::toVariant(info.name.toJson()));
    map.insert(QStringLiteral("tagline"), kotatsu::bridge::toVariant(info.tagline.toJson()));
    map.insert(QStringLiteral("variantId"), qs(info.variantId));
    if (!info.variantId.empty()) {
        map.insert(QStringLiteral("variantName"),
                   kotatsu::bridge::toVariant(info.variantName.toJson()));
        map.insert(QStringLiteral("variantDescription"),
                   kotatsu::bridge::toVariant(info.variantDescription.toJson()));
    }
    map.insert(QStringLiteral("minPlayers"), info.minPlayers);
    map.insert(QStringLiteral("maxPlayers"), info.maxPlayers);
    return map;
}

QVariantList GameSession::seats() const
{
    if (m_network.holdsTable())
        return m_network.seats();
    QVariantList list;
    for (const Seat &seat : m_seats)
        list.append(seatToVariant(seat));
    return list;
}

int GameSession::numPlayers() const
{
    if (m_network.holdsTable())
        return m_network.numPlayers();
    return m_match ? m_match->players() : 0;
}

bool GameSession::hiddenInformation() const
{
    const kotatsu::GameDefinition *definition = currentDefinition();
    return definition && definition->info().hiddenInformation;
}

int GameSession::viewerSeat() const
{
    return m_network.holdsTable() ? m_network.viewerSeat() : m_screen.viewer();
}

int GameSession::currentPlayer() const
{
    if (m_network.holdsTable())
        return m_network.currentPlayer();
    if (m_review)
        return m_review->currentPlayer();
    return m_match ? m_match->currentPlayer() : kotatsu::kTerminalPlayer;
}

bool GameSession::over() const
{
    if (m_network.holdsTable())
        return m_network.over();
    if (m_review)
        return m_review->isTerminal();
    return m_match && m_match->isOver();
}

bool GameSession::gameOver() const
{
    if (m_network.holdsTable())
        return m_network.gameOver();
    return m_match && m_match->isOver();
}

QVariantMap GameSession::outcome() const
{
    if (!over())
        return {};
    if (m_network.holdsTable())
        return m_network.outcome();
    return kotatsu::bridge::toVariantMap(m_review ? m_review->outcome().toJson()
                                                  : m_match->outcome().toJson());
}

bool GameSession::isHumanSeat(int seat) const
{
    return ScreenHolder::isPerson(m_seats, seat);
}

bool GameSession::humanToMove() const
{
    if (m_network.holdsTable())
        return m_network.humanToMove();
    return m_match && !m_review && isHumanSeat(m_match->currentPlayer());
}

void GameSession::setAiDelay(int ms)
{
    if (m_computers.setDelay(ms))
        Q_EMIT aiDelayChanged();
}

void GameSession::setError(const QString &message)
{
    if (message == m_lastError)
        return;
    m_lastError = message;
    Q_EMIT lastErrorChanged();
}

void GameSession::updateViewer()
{
    m_screen.update(match(), m_seats, hiddenInformation());
}

void GameSession::confirmHandover()
{
    if (!m_match || !m_screen.confirm(*m_match))
        return;
    updateViewer();
    refresh();
}

void GameSession::refresh()
{
    QList<LegalMovesModel::Move> moves;
    if (m_match && m_review) {
        m_observation = viewOf(*m_review, m_screen.reviewViewer(*m_match, m_seats, *m_review));
    } else if (m_match) {
        const kotatsu::GameState &state = m_match->state();
        const int viewer = m_screen.viewer();
        m_observation = viewOf(state, viewer);
#ifndef NDEBUG
        // The tables rely on each game's documented observation; say so at once if it drifts.
        const std::string drift = kotatsu::checkObservation(state, viewer);
        if (!drift.empty())
            qWarning("observation of %s does not match its schema: %s",
                     state.definition().info().id.c_str(), drift.c_str());
#endif
        const int current = m_match->currentPlayer();
        // A lesson over waits for nothing more (its closing text and "Play a real game").
        if (!m_match->isOver() && !m_screen.handoverPending() && isHumanSeat(current) &&
            viewer == current && !m_lessons.finished()) {
            for (const Action &action : state.legalActions()) {
                LegalMovesModel::Move move;
                move.text = qs(state.actionToString(action));
                move.description = kotatsu::bridge::toVariantMap(state.describeAction(action));
                move.kind = move.description.value(QStringLiteral("kind")).toString();
                moves.append(move);
            }
        }
    } else {
        m_observation.clear();
    }
    m_legal.reset(moves);
    updateRing();
    // A hint is for the position it was asked in; whether one can be asked changes too.
    clearHint();
    Q_EMIT hintChanged();
    Q_EMIT stateChanged();
}

bool GameSession::canHint() const
{
    return m_match && !m_review && !m_lessons.active() && !m_computers.hintThinking() &&
           m_hint.isEmpty() && m_legal.rowCount() > 0;
}

void GameSession::requestHint()
{
    if (!canHint())
        return;
    m_hintPlies.append(plyCount());
    const std::uint64_t seed =
        kotatsu::Rng::derive(m_match->seed() ^ 0x68696e74ULL, m_match->history().size() + 1);
    // The person's own view: the search draws what they cannot see (PlayerView), as the
    // computer does when it plays (kotatsu::findHint).
    // Who plays each seat, for the hinted move's forecast: people like a person, the computers
    // at their levels, the rules seat by the rules.
    std::vector<std::string> seats;
    for (const Seat &seat : m_seats)
        seats.push_back(seat.isPerson()  ? std::string()
                        : seat.isRules() ? seat.text()
                                         : seat.agentFor(m_match->definition()));
    m_computers.startHint(m_match->state().clone(), seed, std::move(seats));
    autosave();
    Q_EMIT hintChanged();
}

void GameSession::onHintDecided(const kotatsu::Hint &answer)
{
    const Action &action = answer.action;
    if (!m_match || m_review)
        return;
    const std::vector<Action> legal = m_match->state().legalActions();
    const auto found = std::find(legal.begin(), legal.end(), action);
    if (found == legal.end() || m_legal.rowCount() != static_cast<int>(legal.size())) {
        m_computers.cancelHint(); // no forecast for a move that is not shown
        Q_EMIT hintChanged();
        return;
    }
    const int index = static_cast<int>(found - legal.begin());
    const QModelIndex row = m_legal.index(index);
    m_hint = {{QStringLiteral("index"), index},
              {QStringLiteral("text"), m_legal.data(row, LegalMovesModel::TextRole)},
              {QStringLiteral("move"), m_legal.data(row, LegalMovesModel::DescriptionRole)},
              {QStringLiteral("reason"),
               answer.reason == kotatsu::Hint::Reason::WinShare ? QStringLiteral("winShare")
               : answer.reason == kotatsu::Hint::Reason::Margin ? QStringLiteral("margin")
                                                                : QString()},
              {QStringLiteral("estimate"),
               answer.reason == kotatsu::Hint::Reason::None ? -1.0 : answer.winShare},
              {QStringLiteral("margin"), answer.margin},
              {QStringLiteral("playouts"), answer.playouts},
              // The forecast comes after the hint, while the person thinks (onForecast).
              {QStringLiteral("forecasting"), answer.reason != kotatsu::Hint::Reason::None}};
    setForecast(0, 0.0);
    Q_EMIT hintChanged();
}

void GameSession::onForecast(int games, double winShare, bool done)
{
    if (m_hint.isEmpty())
        return;
    m_hint[QStringLiteral("forecasting")] = !done;
    setForecast(games, winShare);
    Q_EMIT hintChanged();
}

void GameSession::setForecast(int games, double winShare)
{
    // The forecast (kotatsu::ForecastRun): the share of `forecastGames` games played on from
    // here that the person won, what the bar says of it (rounded as the number of games
    // allows) and the range those games are consistent with.
    const kotatsu::PercentRange range = kotatsu::forecastRangePercent(winShare, games);
    m_hint[QStringLiteral("forecast")] = winShare;
    m_hint[QStringLiteral("forecastGames")] = games;
    m_hint[QStringLiteral("forecastReady")] = games >= kotatsu::kForecastMinGames;
    m_hint[QStringLiteral("forecastPercent")] = kotatsu::shownForecastPercent(winShare, games);
    m_hint[QStringLiteral("forecastLow")] = range.low;
    m_hint[QStringLiteral("forecastHigh")] = range.high;
}

void GameSession::dismissHint()
{
    clearHint();
    Q_EMIT hintChanged();
}

void GameSession::clearHint()
{
    m_computers.cancelHint();
    m_hint.clear();
}

QVariantMap GameSession::lastMove() const
{
    // At a network table only this seat's own moves are known as moves; the others' come as
    // what the rules let this seat see of them (the observation and its events).
    if (m_network.holdsTable())
        return m_network.lastMove();
    const int shown = reviewPly();
    if (!m_match || shown <= 0)
        return {};
    const auto &step = m_match->history()[static_cast<std::size_t>(shown - 1)];
    QVariantMap move = kotatsu::bridge::toVariantMap(step.description);
    move.insert(QStringLiteral("seat"), step.seat);
    move.insert(QStringLiteral("text"), qs(step.text));
    return move;
}

int GameSession::publicRound() const
{
    // Games with rounds report them in their observation; others have none (0).
    return static_cast<int>(m_match->state().observation(kNobody).get("round").asInt(0));
}

QVariantList GameSession::eventsAfter(const kotatsu::GameState &state) const
{
    // What the rules did on their own (games that report it in their observation).
    const int viewer = ScreenHolder::logViewer(m_seats);
    const kotatsu::Json described = state.describeEvents(viewer);
    if (described.isArray())
        return kotatsu::bridge::toVariant(described).toList();
    const kotatsu::Json observation = state.observation(viewer);
    const kotatsu::Json &events = observation.get("events");
    if (events.isArray())
        return kotatsu::bridge::toVariant(events).toList();
    return {};
}

MoveLogModel::Entry GameSession::logEntry(const kotatsu::MatchRecord::Step &step, int round,
                                          const kotatsu::GameState &after) const
{
    MoveLogModel::Entry entry;
    entry.seat = step.seat;
    entry.text = qs(step.text);
    entry.round = round;
    entry.move = kotatsu::bridge::toVariantMap(step.description);
    entry.events = eventsAfter(after);
    return entry;
}

void GameSession::rebuildLog()
{
    QList<MoveLogModel::Entry> entries;
    auto state = m_match->initialState().clone();
    // What the rules did before anybody moved (a rules seat's first turn, a setup that moves
    // pieces): an opening entry, ply 0, of nobody's move.
    const QVariantList opening = eventsAfter(*state);
    if (!opening.isEmpty()) {
        MoveLogModel::Entry entry;
        entry.ply = 0;
        entry.seat = -1;
        entry.round = static_cast<int>(state->observation(kNobody).get("round").asInt(0));
        entry.move = {{QStringLiteral("kind"), QStringLiteral("start")}};
        entry.events = opening;
        entries.append(entry);
    }
    for (const auto &step : m_match->history()) {
        const int round = static_cast<int>(state->observation(kNobody).get("round").asInt(0));
        state->apply(step.action);
        MoveLogModel::Entry entry = logEntry(step, round, *state);
        entry.ply = static_cast<int>(&step - m_match->history().data()) + 1;
        entries.append(entry);
    }
    m_log.reset(entries);
}

std::string GameSession::applyAction(const Action &action)
{
    const int round = publicRound();
    const std::string problem = m_match->play(action);
    if (!problem.empty())
        return problem;
    afterMove(round);
    return {};
}

void GameSession::afterMove(int round)
{
    MoveLogModel::Entry entry = logEntry(m_match->history().back(), round, m_match->state());
    entry.ply = static_cast<int>(m_match->history().size());
    m_log.append(entry);
    m_computers.moveMade();
    updateViewer();
    refresh();
    autosave();
    // A lesson is not a game of the player's record.
    if (m_match->isOver() && !m_lessons.active())
        Q_EMIT gameEnded(endedGame());
    Q_EMIT moved(entry.seat, entry.move);
    scheduleAi();
}

bool GameSession::play(int index)
{
    if (m_network.holdsTable()) {
        QString error;
        const bool sent = m_network.play(index, &error);
        setError(error);
        return sent;
    }
    if (!m_match || m_match->isOver() || m_screen.handoverPending() || m_review || m_picture) {
        //: Error when a move is sent out of turn
        setError(tr("It is not your turn."));
        return false;
    }
    const int current = m_match->currentPlayer();
    if (!isHumanSeat(current) || m_screen.viewer() != current) {
        //: Error when a move is sent out of turn
        setError(tr("It is not your turn."));
        return false;
    }
    std::vector<Action> legal = m_match->state().legalActions();
    if (index < 0 || index >= static_cast<int>(legal.size()) || index >= m_legal.rowCount()) {
        //: Error when a move breaks the rules
        setError(tr("That move is not allowed now."));
        return false;
    }
    setError(QString());
    const Action &action = legal[static_cast<std::size_t>(index)];
    // In a lesson, only the move its step waits for is played (the lesson says why not).
    if (m_lessons.active() && !m_lessons.learnerMove(action, uiLanguage()))
        return false;
    applyAction(action);
    return true;
}

bool GameSession::playText(const QString &actionText)
{
    const int index = m_legal.indexOfText(actionText);
    if (index < 0) {
        //: Error when a move breaks the rules
        setError(tr("That move is not allowed now."));
        return false;
    }
    return play(index);
}

std::uint32_t GameSession::computerSeats() const
{
    std::uint32_t mask = 0;
    for (int seat = 0; seat < m_seats.size() && seat < 32; ++seat) {
        if (!m_seats[seat].isPerson())
            mask |= 1u << seat;
    }
    return mask;
}

int GameSession::undoLength() const
{
    // Only the person at the screen takes back their own move, with the computer's replies
    // after it (MatchRecord keeps the rest of the rule: never past a move that revealed
    // something, never another person's move).
    const int holder = m_screen.holder();
    // A lesson goes forward only (its step is what it keeps).
    if (!m_match || m_review || m_lessons.active() || holder < 0 || !isHumanSeat(holder))
        return 0;
    return static_cast<int>(m_match->takeBackLength(holder, computerSeats()));
}

bool GameSession::canUndo() const
{
    return undoLength() > 0;
}

bool GameSession::canRedo() const
{
    if (m_review || m_lessons.active())
        return false;
    return m_match && m_match->canRedo(m_screen.holder());
}

void GameSession::undo()
{
    if (!canUndo())
        return;
    // The computer may be thinking about its reply, or waiting to show it: that is dropped.
    invalidateAi();
    m_match->takeBack(m_screen.holder(), computerSeats());
    rebuildLog();
    updateViewer();
    refresh();
    autosave();
    scheduleAi();
}

void GameSession::redo()
{
    if (!canRedo())
        return;
    invalidateAi();
    const int round = publicRound();
    m_match->redo(m_screen.holder());
    afterMove(round);
}

void GameSession::invalidateAi()
{
    m_computers.invalidate();
}

void GameSession::holdComputerUntilShown(QQuickWindow *window)
{
    m_computers.holdUntilShown(window);
}

void GameSession::scheduleAi()
{
    if (!m_match || m_match->isOver() || !m_computers.idle() || m_review || m_picture)
        return;
    if (m_lessons.active()) {
        // The lesson's other seats play its scripted replies, at the computer's pace.
        if (const auto reply = m_lessons.nextReply(m_match->state())) {
            const auto &history = m_match->history();
            m_computers.pace(*reply, !history.empty() && history.back().revealed());
        }
        return;
    }
    const int seat = m_match->currentPlayer();
    // The rules seat never is the current player (the rules play it inside the state);
    // it is never handed to an agent either.
    if (seat < 0 || seat >= m_seats.size() || !m_seats[seat].isAgent())
        return;
    const std::string spec = m_seats[seat].agentFor(m_match->definition());
    const std::uint64_t seed = kotatsu::Rng::derive(m_match->seed(), m_match->history().size() + 1);
    m_computers.think(m_match->state().clone(), spec, seed);
}

void GameSession::onAiDecided(const Action &decided)
{
    if (!m_match)
        return;
    Action action = decided;
    if (!m_match->state().isLegal(action)) {
        // A bug in an agent must not stall the table: say so, and let the computer play the
        // first legal move instead so that the game goes on.
        //: Internal error shown to the player; the game goes on with another move
        setError(tr("The computer chose a move that is not allowed; it plays another one."));
        const std::vector<Action> legal = m_match->state().legalActions();
        if (legal.empty())
            return;
        action = legal.front();
    }
    // After a move that revealed something (a round resolved, cards turned up) people need
    // longer to take it in before the computer moves on.
    const auto &history = m_match->history();
    m_computers.pace(action, !history.empty() && history.back().revealed());
}

bool GameSession::saveToLibrary()
{
    if (!m_match) {
        //: Error when saving without a game
        setError(tr("There is no game to save."));
        return false;
    }
    if (!save(QUrl::fromLocalFile(m_files.libraryPath(gameId()))))
        return false;
    m_files.libraryWritten();
    return true;
}

bool GameSession::save(const QUrl &file)
{
    if (!m_match) {
        //: Error when saving without a game
        setError(tr("There is no game to save."));
        return false;
    }
    const QString error = m_files.write(file, savedGame());
    if (!error.isEmpty()) {
        //: Error when saving; %1 is the system's reason
        setError(tr("The game could not be saved: %1").arg(error));
        return false;
    }
    setError(QString());
    return true;
}

SavedGame GameSession::savedGame() const
{
    SavedGame saved;
    saved.game = gameId();
    saved.variant = m_variantFile.isEmpty() ? variantId() : QString();
    saved.variantFile = m_variantFile;
    saved.seed = m_match->seed();
    saved.seats = m_seats;
    for (const std::string &text : m_match->actionTexts())
        saved.actions.append(qs(text));
    saved.savedAt = QDateTime::currentDateTime();
    saved.hints = m_hintPlies;
    m_lessons.writeTo(saved);
    return saved;
}

bool GameSession::load(const QUrl &file)
{
    QString error;
    // A seat's record of a network game: shown at its end, for its replay.
    if (file.toLocalFile().endsWith(QLatin1String(NetworkRecord::kSuffix))) {
        std::optional<NetworkRecord> record =
            NetworkSession::readRecord(file.toLocalFile(), &error);
        if (!record) {
            setError(error);
            return false;
        }
        stop();
        const bool shown = m_network.showRecord(std::move(*record), &error);
        setError(error);
        return shown;
    }
    SavedGame lessonSave;
    std::optional<OpenedMatch> opened = m_files.open(file, uiLanguage(), &error, &lessonSave);
    // A lesson's save: the lesson again, at its step.
    if (!opened && !lessonSave.lesson.isEmpty())
        return startLesson(lessonSave.game, lessonSave.lesson, lessonSave.lessonStep);
    if (!opened) {
        setError(error);
        return false;
    }
    m_lessons.end();
    if (!begin(std::move(opened->match), opened->seats, opened->variantFile))
        return false;
    m_hintPlies = opened->hints;
    Q_EMIT hintChanged();
    return true;
}

void GameSession::autosave()
{
    if (!m_match)
        return;
    const auto &history = m_match->history();
    const bool personMoved = std::any_of(history.begin(), history.end(), [this](const auto &step) {
        return isHumanSeat(step.seat);
    });
    if (m_match->isOver() || !personMoved || m_lessons.finished()) {
        m_files.drop();
        return;
    }
    // Keeping the game is background work: it neither shows nor clears a message.
    const QString error = m_files.keep(savedGame());
    if (!error.isEmpty())
        qWarning("the game in progress could not be kept: %s", qPrintable(error));
}

bool GameSession::resume()
{
    const QUrl kept = m_files.resumable();
    if (kept.isEmpty()) {
        //: Error when Resume finds no game left unfinished
        setError(tr("There is no unfinished game to resume."));
        return false;
    }
    if (!load(kept))
        return false;
    m_files.ownAutosave();
    return true;
}

void GameSession::review(int ply)
{
    if (m_network.holdsTable()) {
        m_network.review(ply);
        return;
    }
    if (!m_match)
        return;
    const int length = plyCount();
    ply = std::clamp(ply, 0, length);
    const bool forwardByOne = m_review && ply == m_reviewPly + 1;
    if (!m_review) {
        invalidateAi();
        m_review = m_match->initialState().clone();
        m_reviewPly = 0;
    }
    if (ply < m_reviewPly) {
        m_review = m_match->initialState().clone();
        m_reviewPly = 0;
    }
    const auto &history = m_match->history();
    for (; m_reviewPly < ply; ++m_reviewPly)
        m_review->apply(history[static_cast<std::size_t>(m_reviewPly)].action);
    m_screen.dropHandover();
    refresh();
    // A step forward is drawn as the move it replays.
    if (forwardByOne) {
        const auto &step = history[static_cast<std::size_t>(ply - 1)];
        Q_EMIT moved(step.seat, kotatsu::bridge::toVariantMap(step.description));
    }
}

void GameSession::endReview()
{
    if (m_network.holdsTable()) {
        m_network.endReview();
        return;
    }
    if (!m_review)
        return;
    m_review.reset();
    updateViewer();
    refresh();
    scheduleAi();
}

bool GameSession::join(const QString &invitation, const QString &name)
{
    QString error;
    // Not an invitation: the table at the screen stays.
    if (!NetworkSession::isInvitation(invitation, &error)) {
        setError(error);
        return false;
    }
    stop();
    setError(QString());
    const bool joined = m_network.join(invitation, name, &error);
    setError(error);
    return joined;
}

bool GameSession::reopenHosted()
{
    stop();
    QString error;
    const bool reopened = m_network.reopenHosted(&error);
    setError(error);
    return reopened;
}

bool GameSession::host(const QString &gameId, const QString &variantId, const QVariantList &seats,
                       const QString &name, bool announce)
{
    stop();
    QString error;
    const bool hosted = m_network.host(gameId, variantId, seats, name, announce, &error);
    setError(error);
    return hosted;
}
