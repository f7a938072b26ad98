// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/sweep_lab.h"

#include "ai/agent_factory.h"
#include "app_context.h"
#include "data/schema.h"
#include "data_error_text.h"
#include "editor/path_words.h"
#include "game_catalog_model.h"
#include "localization.h"
#include "sim/sweep.h"
#include "sim/targets.h"

#include <QDateTime>
#include <QMetaObject>
#include <algorithm>
#include <fstream>
#include <sstream>
#include <thread>

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// How often progress reaches the UI thread at most.
constexpr qint64 kProgressEveryMs = 50;

const char *kindOf(kotatsu::ValueType type)
{
    switch (type) {
    case kotatsu::ValueType::Integer:
        return "integer";
    case kotatsu::ValueType::Number:
        return "number";
    case kotatsu::ValueType::Word:
        return "word";
    case kotatsu::ValueType::Boolean:
        return "boolean";
    default:
        return "";
    }
}

} // namespace

struct SweepLab::Run
{
    std::atomic<bool> cancel{false};
    std::atomic<qint64> lastProgressMs{0};
};

SweepLab::SweepLab(QObject *parent) : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
}

SweepLab::SweepLab(AppContext &app, QObject *parent) : SweepLab(parent)
{
    useContext(app);
}

SweepLab::~SweepLab()
{
    if (m_run)
        m_run->cancel = true;
    m_pool.waitForDone();
}

void SweepLab::classBegin()
{
    if (!m_app)
        useContext(AppContext::of(this));
}

void SweepLab::useContext(AppContext &app)
{
    m_app = &app;
    // The keys' labels and the refusals' reasons are said again in the new language.
    connect(app.localization(), &Localization::languageChanged, this, [this] {
        loadKeys();
        refreshPoints();
    });
}

std::string SweepLab::uiLanguage() const
{
    return m_app->localization()->language().toStdString();
}

void SweepLab::setGame(const QString &game)
{
    if (game == m_game)
        return;
    m_game = game;
    Q_EMIT settingsChanged();
    loadKeys();
}

void SweepLab::setVariant(const QString &variant)
{
    if (variant == m_variant)
        return;
    m_variant = variant;
    Q_EMIT settingsChanged();
}

void SweepLab::setPlayers(int players)
{
    if (players == m_players)
        return;
    m_players = players;
    Q_EMIT settingsChanged();
}

void SweepLab::setAgents(const QStringList &agents)
{
    if (agents == m_agents)
        return;
    m_agents = agents;
    Q_EMIT settingsChanged();
}

void SweepLab::setGames(int games)
{
    if (games == m_games)
        return;
    m_games = games;
    Q_EMIT settingsChanged();
}

void SweepLab::setSeed(qint64 seed)
{
    if (seed == m_seed)
        return;
    m_seed = seed;
    Q_EMIT settingsChanged();
}

void SweepLab::setKey(const QString &key)
{
    if (key == m_key)
        return;
    m_key = key;
    Q_EMIT settingsChanged();
}

void SweepLab::setValues(const QString &values)
{
    if (values == m_values)
        return;
    m_values = values;
    Q_EMIT settingsChanged();
}

void SweepLab::setTargets(const QStringList &targets)
{
    if (targets == m_targets)
        return;
    m_targets = targets;
    Q_EMIT settingsChanged();
}

void SweepLab::setError(const QString &message)
{
    if (message == m_error)
        return;
    m_error = message;
    Q_EMIT errorChanged();
}

void SweepLab::loadKeys()
{
    QVariantList keys;
    const kotatsu::GameEntry *entry = m_app && !m_game.isEmpty()
                                          ? m_app->catalog()->catalog().find(m_game.toStdString())
                                          : nullptr;
    const kotatsu::Schema *schema =
        entry && entry->definition ? kotatsu::builtinSchema(entry->definition->info().rulesEngine)
                                   : nullptr;
    if (schema) {
        // The keys checkAxes takes and a form field can hold: a number, a word or a switch,
        // not in a list item nor an entry of a map keyed by data (one value, one key).
        for (const kotatsu::SchemaRow &row : schema->rows()) {
            const char *kind = kindOf(row.type);
            if (!*kind || row.key.find('[') != std::string::npos ||
                row.key.find('<') != std::string::npos)
                continue;
            QVariantList words;
            for (const std::string &word : row.words)
                words.append(qs(word));
            QVariantMap key{
                {QStringLiteral("key"), qs(row.key)},
                {QStringLiteral("label"),
                 kotatsu::bridge::capitalizedLabel(kotatsu::bridge::keyLabel(schema, row.key))},
                {QStringLiteral("kind"), QLatin1String(kind)},
                {QStringLiteral("words"), words},
                {QStringLiteral("defaultValue"), qs(row.defaultValue)}};
            if (row.min)
                key.insert(QStringLiteral("min"), static_cast<qint64>(*row.min));
            if (row.max)
                key.insert(QStringLiteral("max"), static_cast<qint64>(*row.max));
            keys.append(key);
        }
    }
    m_keys = keys;
    Q_EMIT keysChanged();
}

bool SweepLab::start()
{
    if (m_running) {
        //: Variant lab, sweep: Run while a sweep runs
        setError(tr("A sweep is already running."));
        return false;
    }
    const kotatsu::GameCatalog &catalog = m_app->catalog()->catalog();
    const kotatsu::GameEntry *entry = catalog.find(m_game.toStdString());
    if (!entry || !entry->definition) {
        setError(tr("The rules “%1” are not available.").arg(m_game));
        return false;
    }
    kotatsu::SweepSetup setup;
    setup.gameId = entry->id;
    setup.base = std::make_shared<const kotatsu::DataNode>(entry->document);
    setup.schema = kotatsu::builtinSchema(entry->definition->info().rulesEngine);
    setup.name = entry->definition->info().name;
    setup.variantFile = "sweep.yaml";
    if (!m_variant.isEmpty()) {
        setup.variantFile = catalog.variantFile(entry->id, m_variant.toStdString());
        std::ifstream in(setup.variantFile, std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        if (!in) {
            setError(tr("The rules “%1” are not available.").arg(m_variant));
            return false;
        }
        setup.variantText = text.str();
    }
    if (m_key.isEmpty()) {
        //: Variant lab, sweep: Run before a key of the rules is chosen
        setError(tr("Choose the rule to vary."));
        return false;
    }
    setup.axes.push_back({m_key.toStdString(), {}, false});
    if (std::string problem = setup.checkAxes(); !problem.empty()) {
        //: Variant lab, sweep: the chosen key cannot be swept; %1 the key
        setError(tr("The rule %1 holds no number or word to vary.").arg(m_key));
        return false;
    }
    const kotatsu::SchemaRow *row =
        setup.schema->find(setup.schema->keyOfPath(m_key.toStdString()));
    std::string valuesError;
    auto values = parseSweepValues(*row, m_values.trimmed().toStdString(), &valuesError);
    if (!values || values->empty()) {
        //: Variant lab, sweep: the values typed do not read; %1 what was typed
        setError(tr("“%1” is not a list of values: write them with commas (3, 5, 8) or as a "
                    "range with its step (21..41:2).")
                     .arg(m_values));
        return false;
    }
    setup.axes.front().values = std::move(*values);

    std::vector<kotatsu::Target> targets;
    for (const QString &text : m_targets) {
        if (text.trimmed().isEmpty())
            continue;
        std::string error;
        auto target = kotatsu::parseTarget(text.trimmed().toStdString(), &error);
        if (!target) {
            //: Variant lab, sweep: a target does not read; %1 what was typed. Keep the examples as
            //: they are (figure names and numbers)
            setError(tr("“%1” is not a target: write it as rounds=10..14, wins.seat0=45%..55% "
                        "or draws<2%.")
                         .arg(text));
            return false;
        }
        targets.push_back(std::move(*target));
    }

    kotatsu::SweepConfig config;
    config.gameId = entry->id;
    config.variant = m_variant.toStdString();
    config.axes = setup.axes;
    config.points = setup.points();
    config.players = m_players > 0 ? m_players : entry->definition->info().minPlayers;
    config.games = m_games;
    config.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    config.seed = static_cast<std::uint64_t>(std::max<qint64>(0, m_seed));
    config.agents.clear();
    for (const QString &agent : m_agents)
        config.agents.push_back(agent.toStdString());
    if (config.agents.empty())
        config.agents = {"random"};
    config.maxPlies = 100000;
    if (m_games < 2 || m_games > 1000000) {
        //: Variant lab, sweep: the number of games per value is out of range
        setError(tr("A sweep needs at least 2 games per value."));
        return false;
    }
    for (const std::string &spec : config.agents) {
        kotatsu::DataMessage agentProblem;
        if (!kotatsu::rulesLevelOfSpec(spec) && !kotatsu::makeAgent(spec, &agentProblem)) {
            setError(kotatsu::bridge::dataMessageText(agentProblem, uiLanguage()));
            return false;
        }
    }
    const bool anyAccepted = std::any_of(config.points.begin(), config.points.end(),
                                         [](const kotatsu::SweepPoint &p) { return !p.refused(); });
    if (anyAccepted) {
        if (std::string problem = kotatsu::Sweep::check(config); !problem.empty()) {
            //: Variant lab, sweep: the players or the computer players do not suit these rules; %1
            //: the reason (in English, from the simulator)
            setError(tr("These settings cannot be played: %1").arg(qs(problem)));
            return false;
        }
    }

    setError(QString());
    const quint64 generation = ++m_generation;
    auto run = std::make_shared<Run>();
    m_run = run;
    m_running = true;
    m_cancelled = false;
    m_progress = 0;
    m_gamesDone = 0;
    m_gamesTotal = 0;
    m_pointValues.clear();
    for (const kotatsu::SweepPoint &point : config.points) {
        m_pointValues.push_back(qs(point.values.front()));
        if (!point.refused())
            m_gamesTotal += config.games;
    }
    m_results.assign(config.points.size(), nullptr);
    m_parsedTargets = std::move(targets);
    refreshPoints();
    Q_EMIT runningChanged();
    Q_EMIT progressChanged();

    m_pool.start([this, generation, run, config]() mutable {
        const auto progress = [this, generation, run](int done, int total) {
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            if (done < total && now - run->lastProgressMs.load() < kProgressEveryMs)
                return;
            run->lastProgressMs = now;
            QMetaObject::invokeMethod(
                this, [this, generation, done, total] { onProgress(generation, done, total); },
                Qt::QueuedConnection);
        };
        config.onPoint = [this, generation](std::size_t index,
                                            const kotatsu::SweepPointResult &point) {
            auto copy = std::make_shared<const kotatsu::SweepPointResult>(point);
            QMetaObject::invokeMethod(
                this, [this, generation, index, copy] { onPoint(generation, index, copy); },
                Qt::QueuedConnection);
        };
        kotatsu::Sweep::run(config, progress, &run->cancel);
        // The lab waits for this pool before it goes, and a queued call dies with it.
        QMetaObject::invokeMethod(
            this, [this, generation] { onFinished(generation); }, Qt::QueuedConnection);
    });
    return true;
}

void SweepLab::cancel()
{
    if (m_run)
        m_run->cancel = true;
}

void SweepLab::waitForDone()
{
    m_pool.waitForDone();
}

void SweepLab::onProgress(quint64 generation, int done, int total)
{
    if (generation != m_generation || !m_running || total <= 0)
        return;
    if (done < m_gamesDone)
        return; // a late report
    m_gamesDone = done;
    m_progress = std::clamp(static_cast<double>(done) / total, 0.0, 1.0);
    Q_EMIT progressChanged();
}

void SweepLab::onPoint(quint64 generation, std::size_t index,
                       const std::shared_ptr<const kotatsu::SweepPointResult> &point)
{
    if (generation != m_generation || index >= m_results.size())
        return;
    m_results[index] = point;
    refreshPoints();
}

void SweepLab::onFinished(quint64 generation)
{
    if (generation != m_generation)
        return;
    m_cancelled = m_run && m_run->cancel;
    m_run.reset();
    m_running = false;
    if (!m_cancelled) {
        m_progress = 1;
        m_gamesDone = m_gamesTotal;
    }
    // A target naming no figure of the sweep is said once every value is in.
    kotatsu::SweepResult all;
    for (const auto &point : m_results) {
        if (point && !point->refused)
            all.points.push_back(*point);
    }
    for (const kotatsu::Target &target : m_parsedTargets) {
        const kotatsu::SweepFigure *figure = nullptr;
        for (const auto &point : all.points) {
            if ((figure = point.figure(target.figure)))
                break;
        }
        if (!figure && !all.points.empty()) {
            //: Variant lab, sweep: a target names a figure the sweep does not have; %1 the target
            //: as typed, %2 the figure's name
            setError(tr("The target “%1” names no figure of this sweep (%2).")
                         .arg(qs(target.text), qs(target.figure)));
            break;
        }
        if (figure) {
            if (std::string problem = kotatsu::targetProblem(target, figure->proportion);
                !problem.empty()) {
                //: Variant lab, sweep: a target's bounds do not suit its figure (a share in % of a
                //: count, or beyond 100 %); %1 the target as typed, %2 the reason (English, from
                //: the simulator)
                setError(tr("The target “%1” does not suit its figure: %2")
                             .arg(qs(target.text), qs(problem)));
                break;
            }
        }
    }
    Q_EMIT progressChanged();
    Q_EMIT runningChanged();
    Q_EMIT finished();
}

void SweepLab::refreshPoints()
{
    // The values played so far, marked against the targets that name one of their figures
    // (every target, once each figure is there: SweepResult::checkTargets).
    kotatsu::SweepResult played;
    std::vector<std::size_t> where;
    for (std::size_t i = 0; i < m_results.size(); ++i) {
        if (m_results[i]) {
            played.points.push_back(*m_results[i]);
            where.push_back(i);
        }
    }
    std::vector<kotatsu::Target> usable;
    for (const kotatsu::Target &target : m_parsedTargets) {
        for (const auto &point : played.points) {
            if (const kotatsu::SweepFigure *f = point.figure(target.figure)) {
                if (kotatsu::targetProblem(target, f->proportion).empty())
                    usable.push_back(target);
                break;
            }
        }
    }
    const bool marked = !usable.empty() && usable.size() == m_parsedTargets.size() &&
                        played.checkTargets(usable).empty();

    QVariantList list;
    std::vector<const kotatsu::SweepPointResult *> byIndex(m_results.size(), nullptr);
    for (std::size_t k = 0; k < where.size(); ++k)
        byIndex[where[k]] = &played.points[k];
    m_meeting = 0;
    for (std::size_t i = 0; i < m_pointValues.size(); ++i) {
        QVariantMap entry{{QStringLiteral("value"), m_pointValues[i]}};
        const kotatsu::SweepPointResult *point = byIndex[i];
        entry.insert(QStringLiteral("pending"), point == nullptr);
        entry.insert(QStringLiteral("refused"), point && point->refused);
        if (point && point->refused) {
            QStringList reasons;
            for (const kotatsu::DataError &problem : point->problems) {
                const QString text = kotatsu::bridge::dataMessageText(problem.text, uiLanguage());
                reasons.append(problem.keyPath.empty()
                                   ? text
                                   : qs(problem.keyPath) + QStringLiteral(": ") + text);
            }
            entry.insert(QStringLiteral("reason"), reasons.join(QStringLiteral("; ")));
        }
        QVariantMap figures;
        if (point && !point->refused) {
            for (const kotatsu::SweepFigure &f : point->figures) {
                figures.insert(qs(f.name),
                               QVariantMap{{QStringLiteral("value"), f.estimate.value},
                                           {QStringLiteral("low"), f.estimate.interval.low},
                                           {QStringLiteral("high"), f.estimate.interval.high},
                                           {QStringLiteral("proportion"), f.proportion}});
            }
            entry.insert(QStringLiteral("games"), point->sums.games());
        }
        entry.insert(QStringLiteral("figures"), figures);
        QString mark;
        double confidence = 0;
        QVariantList checks;
        if (marked && point && !point->refused) {
            mark = QLatin1String(kotatsu::markName(point->overall.mark));
            confidence = point->overall.confidence;
            for (const kotatsu::TargetCheck &check : point->checks)
                checks.append(QVariantMap{
                    {QStringLiteral("mark"), QLatin1String(kotatsu::markName(check.mark))},
                    {QStringLiteral("confidence"), check.confidence}});
            if (point->overall.mark == kotatsu::TargetMark::Meets)
                ++m_meeting;
        }
        entry.insert(QStringLiteral("mark"), mark);
        entry.insert(QStringLiteral("confidence"), confidence);
        entry.insert(QStringLiteral("checks"), checks);
        list.append(entry);
    }
    m_points = list;

    QStringList names;
    for (const std::string &name : played.figureNames())
        names.append(qs(name));
    m_figureNames = names;

    QVariantList targets;
    for (const kotatsu::Target &target : m_parsedTargets) {
        QVariantMap t{{QStringLiteral("text"), qs(target.text)},
                      {QStringLiteral("figure"), qs(target.figure)}};
        if (target.hasLow())
            t.insert(QStringLiteral("low"), target.low);
        if (target.hasHigh())
            t.insert(QStringLiteral("high"), target.high);
        targets.append(t);
    }
    m_targetList = targets;
    Q_EMIT pointsChanged();
}
