// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_session.h"

#include "ai/agent_factory.h"
#include "game_catalog_model.h"
#include "json_variant.h"
#include "localization.h"
#include "saved_game.h"
#include "saved_games_model.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QTimer>

using kotatsu::Action;
using kotatsu::GameState;

namespace {
QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString localPath(const QUrl &url)
{
    return url.isLocalFile() ? url.toLocalFile() : url.toString();
}
} // namespace

GameSession::GameSession(QObject *parent) : QObject(parent)
{
    connect(&m_ai, &AiRunner::decided, this, &GameSession::onAiDecided);
}

GameSession::~GameSession() = default;

bool GameSession::start(const QString &gameId, const QString &variantId, const QVariantList &seats,
                        qint64 seed)
{
    const kotatsu::GameCatalog &catalog = GameCatalogModel::instance()->catalog();
    kotatsu::DataErrors errors;
    auto definition = catalog.resolve(gameId.toStdString(), variantId.toStdString(), errors);
    if (!definition) {
        //: Error when starting a game; %1 is a game id
        setError(errors.empty() ? tr("The game “%1” is not available.").arg(gameId)
                                : qs(errors.front().format()));
        return false;
    }
    QList<Seat> parsed;
    for (const QVariant &value : seats) {
        auto seat = Seat::fromVariant(value);
        if (!seat) {
            //: Error when starting a game with a malformed seat
            setError(tr("A seat is neither a person nor a computer player."));
            return false;
        }
        parsed.append(*seat);
    }
    const quint64 actualSeed =
        seed >= 0 ? static_cast<quint64>(seed) : QRandomGenerator::global()->generate64() >> 1;
    return begin(definition, parsed, actualSeed, QString());
}

bool GameSession::begin(std::shared_ptr<const kotatsu::GameDefinition> definition,
                        const QList<Seat> &seats, quint64 seed, const QString &variantFile)
{
    const auto &info = definition->info();
    if (seats.size() < info.minPlayers || seats.size() > info.maxPlayers) {
        const QString name = qs(info.name.get(Localization::instance()->language().toStdString()));
        if (info.minPlayers == info.maxPlayers) {
            //: Error when starting a game; %1 is the game, %2 its number of players
            setError(tr("%1 is played by exactly %2 players.").arg(name).arg(info.minPlayers));
        } else {
            //: Error when starting a game; %1 is the game, %2 and %3 the player range
            setError(tr("%1 is played by %2 to %3 players.")
                         .arg(name)
                         .arg(info.minPlayers)
                         .arg(info.maxPlayers));
        }
        return false;
    }
    invalidateAi();
    m_definition = std::move(definition);
    m_variantFile = variantFile;
    m_seats = seats;
    m_seed = seed;
    m_initial = m_definition->newGame(static_cast<int>(seats.size()), seed);
    m_state = m_initial->clone();
    m_history.clear();
    m_redo.clear();
    m_log.reset({});
    m_handover = false;
    m_viewer = kNobody;
    m_holder = -1;
    m_definitionView = kotatsu::bridge::toVariantMap(m_definition->describe());
    m_sinceLastMove.start();
    setError(QString());
    Q_EMIT gameChanged();
    updateViewer();
    refresh();
    scheduleAi();
    return true;
}

bool GameSession::restart()
{
    if (!m_definition)
        return false;
    return begin(m_definition, m_seats, QRandomGenerator::global()->generate64() >> 1,
                 m_variantFile);
}

void GameSession::stop()
{
    invalidateAi();
    m_state.reset();
    m_initial.reset();
    m_definition.reset();
    m_history.clear();
    m_redo.clear();
    m_log.reset({});
    m_observation.clear();
    m_legal.clear();
    m_handover = false;
    Q_EMIT gameChanged();
    Q_EMIT stateChanged();
}

QString GameSession::gameId() const
{
    return m_definition ? qs(m_definition->info().id) : QString();
}

QString GameSession::variantId() const
{
    return m_definition ? qs(m_definition->info().variantId) : QString();
}

QVariantMap GameSession::info() const
{
    QVariantMap map;
    if (!m_definition)
        return map;
    const auto &info = m_definition->info();
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
    QVariantList list;
    for (const Seat &seat : m_seats)
        list.append(seat.toVariant());
    return list;
}

int GameSession::numPlayers() const
{
    return m_state ? m_state->numPlayers() : 0;
}

bool GameSession::hiddenInformation() const
{
    return m_definition && m_definition->info().hiddenInformation;
}

int GameSession::currentPlayer() const
{
    return m_state ? m_state->currentPlayer() : kotatsu::kTerminalPlayer;
}

bool GameSession::over() const
{
    return m_state && m_state->isTerminal();
}

QVariantMap GameSession::outcome() const
{
    if (!over())
        return {};
    return kotatsu::bridge::toVariantMap(m_state->outcome().toJson());
}

bool GameSession::isHumanSeat(int seat) const
{
    return seat >= 0 && seat < m_seats.size() && m_seats[seat].isHuman();
}

int GameSession::humanCount() const
{
    int n = 0;
    for (const Seat &seat : m_seats)
        n += seat.isHuman();
    return n;
}

bool GameSession::humanToMove() const
{
    return m_state && !m_state->isTerminal() && isHumanSeat(m_state->currentPlayer());
}

bool GameSession::isLegal(const QString &actionText) const
{
    return m_legal.contains(actionText);
}

void GameSession::setAiDelay(int ms)
{
    ms = std::max(0, ms);
    if (ms == m_aiDelay)
        return;
    m_aiDelay = ms;
    Q_EMIT aiDelayChanged();
}

void GameSession::setError(const QString &message)
{
    if (message == m_lastError)
        return;
    m_lastError = message;
    Q_EMIT lastErrorChanged();
}

// Who is in front of the screen. With one person, always that person. With several people
// and hidden information, the screen shows nobody's secrets until the person whose turn it
// is confirms the hand-over; without hidden information it simply follows the turn.
void GameSession::updateViewer()
{
    m_handover = false;
    if (!m_state) {
        m_viewer = kNobody;
        return;
    }
    const int humans = humanCount();
    if (humans == 0) {
        m_viewer = kNobody;
        return;
    }
    if (humans == 1) {
        for (int seat = 0; seat < m_seats.size(); ++seat) {
            if (m_seats[seat].isHuman())
                m_viewer = seat;
        }
        m_holder = m_viewer;
        return;
    }
    const int current = m_state->currentPlayer();
    if (m_state->isTerminal() || !isHumanSeat(current)) {
        m_viewer = m_holder >= 0 ? m_holder : kNobody;
        return;
    }
    if (!hiddenInformation() || current == m_holder) {
        m_holder = current;
        m_viewer = current;
        return;
    }
    m_handover = true;
    m_viewer = kNobody;
}

void GameSession::confirmHandover()
{
    if (!m_handover || !m_state)
        return;
    m_holder = m_state->currentPlayer();
    updateViewer();
    refresh();
}

void GameSession::refresh()
{
    m_legal.clear();
    if (m_state) {
        m_observation = kotatsu::bridge::toVariantMap(m_state->observation(m_viewer));
        if (!m_state->isTerminal() && !m_handover && isHumanSeat(m_state->currentPlayer()) &&
            m_viewer == m_state->currentPlayer()) {
            for (const Action &action : m_state->legalActions())
                m_legal.append(qs(m_definition->actionToText(action)));
        }
    } else {
        m_observation.clear();
    }
    Q_EMIT stateChanged();
}

MoveLogModel::Entry GameSession::record(const Action &action)
{
    Step step;
    step.action = action;
    step.seat = m_state->currentPlayer();
    step.revealsBefore = m_state->revealCount();
    const kotatsu::Json before = m_state->observation(kNobody);
    m_state->apply(action);
    step.revealsAfter = m_state->revealCount();
    m_history.push_back(step);

    MoveLogModel::Entry entry;
    entry.ply = static_cast<int>(m_history.size());
    entry.seat = step.seat;
    entry.action = qs(m_definition->actionToText(action));
    // Games with rounds report them in their observation; others have none (0).
    entry.round = static_cast<int>(before.get("round").asInt(0));
    entry.before = kotatsu::bridge::toVariantMap(before);
    return entry;
}

void GameSession::applyAction(const Action &action)
{
    const MoveLogModel::Entry entry = record(action);
    m_log.append(entry);
    m_sinceLastMove.restart();
    updateViewer();
    refresh();
    Q_EMIT moved(entry.seat, entry.action);
    scheduleAi();
}

bool GameSession::play(const QString &actionText)
{
    if (!m_state || m_state->isTerminal() || m_handover) {
        //: Error when a move is sent out of turn
        setError(tr("It is not your turn."));
        return false;
    }
    const int current = m_state->currentPlayer();
    if (!isHumanSeat(current) || m_viewer != current) {
        //: Error when a move is sent out of turn
        setError(tr("It is not your turn."));
        return false;
    }
    auto action = m_definition->parseAction(actionText.toStdString());
    if (!action || !m_state->isLegal(*action)) {
        //: Error when a move breaks the rules
        setError(tr("That move is not allowed now."));
        return false;
    }
    setError(QString());
    m_redo.clear();
    applyAction(*action);
    return true;
}

bool GameSession::canUndo() const
{
    if (!m_state || m_history.empty() || m_state->isTerminal())
        return false;
    const Step &last = m_history.back();
    // Only the person at the screen takes back their own move, and never a move that
    // revealed a card: what they saw cannot be unseen.
    return isHumanSeat(last.seat) && last.seat == m_holder &&
           last.revealsBefore == last.revealsAfter;
}

bool GameSession::canRedo() const
{
    if (!m_state || m_redo.empty() || m_state->isTerminal())
        return false;
    return m_state->currentPlayer() == m_holder && m_state->isLegal(m_redo.back());
}

void GameSession::replay(const std::vector<Action> &actions)
{
    m_state = m_initial->clone();
    m_history.clear();
    QList<MoveLogModel::Entry> entries;
    for (const Action &action : actions)
        entries.append(record(action));
    m_log.reset(entries);
}

void GameSession::undo()
{
    if (!canUndo())
        return;
    invalidateAi();
    m_redo.push_back(m_history.back().action);
    std::vector<Action> actions;
    for (std::size_t i = 0; i + 1 < m_history.size(); ++i)
        actions.push_back(m_history[i].action);
    replay(actions);
    updateViewer();
    refresh();
    scheduleAi();
}

void GameSession::redo()
{
    if (!canRedo())
        return;
    const Action action = m_redo.back();
    m_redo.pop_back();
    applyAction(action);
}

void GameSession::invalidateAi()
{
    ++m_aiToken;
    m_ai.cancel();
    m_aiPending = false;
}

void GameSession::scheduleAi()
{
    if (!m_state || m_state->isTerminal() || m_ai.running() || m_aiPending)
        return;
    const int seat = m_state->currentPlayer();
    if (seat < 0 || seat >= m_seats.size() || m_seats[seat].isHuman())
        return;
    const std::string spec = kotatsu::agentSpecForLevel(m_seats[seat].level.toStdString());
    const std::uint64_t seed = kotatsu::Rng::derive(m_seed, m_history.size() + 1);
    m_ai.start(m_state->clone(), spec, seed, m_aiToken);
    Q_EMIT stateChanged();
}

void GameSession::onAiDecided(quint64 token, const QString &actionText)
{
    if (token != m_aiToken || !m_state)
        return;
    auto action = m_definition->parseAction(actionText.toStdString());
    if (!action || !m_state->isLegal(*action)) {
        //: Internal error; %1 is the move in the game's notation
        setError(tr("The computer chose a move that is not allowed: %1").arg(actionText));
        return;
    }
    // After a move that revealed something (a round resolved, cards turned up) people need
    // longer to take it in before the computer moves on.
    const bool revealed =
        !m_history.empty() && m_history.back().revealsAfter != m_history.back().revealsBefore;
    const qint64 remaining = (revealed ? 3 * m_aiDelay : m_aiDelay) - m_sinceLastMove.elapsed();
    if (remaining <= 0) {
        applyAction(*action);
        return;
    }
    // Let people follow the game: the computer never answers faster than aiDelay.
    m_aiPending = true;
    Q_EMIT stateChanged();
    const Action chosen = *action;
    QTimer::singleShot(static_cast<int>(remaining), this, [this, token, chosen] {
        if (token != m_aiToken || !m_aiPending)
            return;
        m_aiPending = false;
        applyAction(chosen);
    });
}

bool GameSession::saveToLibrary()
{
    if (!m_state) {
        //: Error when saving without a game
        setError(tr("There is no game to save."));
        return false;
    }
    SavedGamesModel *library = SavedGamesModel::instance();
    if (!save(QUrl::fromLocalFile(library->newFilePath(gameId()))))
        return false;
    library->refresh();
    return true;
}

bool GameSession::save(const QUrl &file)
{
    if (!m_state) {
        //: Error when saving without a game
        setError(tr("There is no game to save."));
        return false;
    }
    SavedGame saved;
    saved.game = gameId();
    saved.variant = m_variantFile.isEmpty() ? variantId() : QString();
    saved.variantFile = m_variantFile;
    saved.seed = m_seed;
    saved.seats = m_seats;
    for (const Step &step : m_history)
        saved.actions.append(qs(m_definition->actionToText(step.action)));
    saved.savedAt = QDateTime::currentDateTime();
    QString error;
    if (!saved.write(localPath(file), &error)) {
        //: Error when saving; %1 is the system's reason
        setError(tr("The game could not be saved: %1").arg(error));
        return false;
    }
    setError(QString());
    return true;
}

bool GameSession::load(const QUrl &file)
{
    SavedGame saved;
    QString error;
    if (!SavedGame::read(localPath(file), saved, &error)) {
        //: Error when opening a saved game; %1 is the reason
        setError(tr("The saved game could not be opened: %1").arg(error));
        return false;
    }
    const kotatsu::GameCatalog &catalog = GameCatalogModel::instance()->catalog();
    kotatsu::DataErrors errors;
    std::shared_ptr<const kotatsu::GameDefinition> definition;
    if (!saved.variantFile.isEmpty()) {
        kotatsu::VariantEntry entry = catalog.loadVariant(saved.variantFile.toStdString());
        definition = entry.definition;
        errors = entry.errors;
    } else {
        definition = catalog.resolve(saved.game.toStdString(), saved.variant.toStdString(), errors);
    }
    if (!definition || qs(definition->info().id) != saved.game) {
        //: Error when opening a saved game; %1 is a game or game/variant id
        setError(tr("The saved game needs “%1”, which is not available.")
                     .arg(saved.variant.isEmpty() ? saved.game
                                                  : saved.game + QLatin1Char('/') + saved.variant));
        return false;
    }
    const auto &info = definition->info();
    if (saved.seats.size() < info.minPlayers || saved.seats.size() > info.maxPlayers) {
        //: Error when opening a saved game
        setError(tr("The saved game has a number of players this game does not allow."));
        return false;
    }
    // Replay every move on a fresh game before touching the current one.
    auto state = definition->newGame(static_cast<int>(saved.seats.size()), saved.seed);
    std::vector<Action> actions;
    for (int i = 0; i < saved.actions.size(); ++i) {
        auto action = definition->parseAction(saved.actions[i].toStdString());
        if (!action || state->isTerminal() || !state->isLegal(*action)) {
            //: Error when opening a saved game; %1 is the move number, %2 the move in the game's
            //: notation
            setError(tr("The saved game does not match the rules: move %1 (“%2”) is not allowed.")
                         .arg(i + 1)
                         .arg(saved.actions[i]));
            return false;
        }
        state->apply(*action);
        actions.push_back(*action);
    }
    if (!begin(definition, saved.seats, saved.seed, saved.variantFile))
        return false;
    invalidateAi();
    replay(actions);
    m_holder = -1;
    updateViewer();
    refresh();
    scheduleAi();
    return true;
}
