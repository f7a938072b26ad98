// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/sweep_lab.h"

#include "ai/agent_factory.h"
#include "app_context.h"
#include "data/schema.h"
#include "data_error_text.h"
#include "editor/path_words.h"
#include "editor/user_data.h"
#include "game_catalog_model.h"
#include "localization.h"
#include "sim/sweep.h"
#include "sim/targets.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
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

QString SweepLab::valueLabel(const kotatsu::SchemaRow *row, const QString &value)
{
    if (!row)
        return value;
    // A word by its label in the schema, as the rules editor's forms show it.
    const auto word = std::find(row->words.begin(), row->words.end(), value.toStdString());
    if (word != row->words.end()) {
        const std::string label(
            row->wordLabel(static_cast<std::size_t>(word - row->words.begin())));
        return QCoreApplication::translate("SchemaWord", label.c_str());
    }
    if (row->type == kotatsu::ValueType::Boolean) {
        if (value == QLatin1String("true"))
            //: Variant lab, sweep: a rule that is a switch (on or off), as a value in the table,
            //: the grid's headings and the chart ("Stop on the pagoda: Yes")
            return tr("Yes", "switch on");
        if (value == QLatin1String("false"))
            //: Variant lab, sweep: a rule that is a switch, set off, as a value in the table, the
            //: grid's headings and the chart ("Stop on the pagoda: No")
            return tr("No", "switch off");
    }
    // A number in the language's way ("4 022", "0,5"), with the decimals it was written with.
    bool ok = false;
    if (row->type == kotatsu::ValueType::Integer || row->type == kotatsu::ValueType::Number) {
        const qlonglong whole = value.toLongLong(&ok);
        if (ok)
            return QLocale().toString(whole);
        const double number = value.toDouble(&ok);
        if (ok) {
            const qsizetype point = value.indexOf(QLatin1Char('.'));
            const int decimals = point < 0 ? 0 : static_cast<int>(value.size() - point - 1);
            return QLocale().toString(number, 'f', decimals);
        }
    }
    return value;
}

SweepLab::SweepLab(QObject *parent)
    : QObject(parent), m_run(this, [this] {
          m_gamesDone = m_run.done();
          Q_EMIT progressChanged();
      })
{}

SweepLab::SweepLab(AppContext &app, QObject *parent) : SweepLab(parent)
{
    useContext(app);
}

SweepLab::~SweepLab()
{
    m_run.stop();
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
        if (!m_search.isEmpty()) {
            labelSearch();
            Q_EMIT searchChanged();
        }
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

void SweepLab::setKey2(const QString &key)
{
    if (key == m_key2)
        return;
    m_key2 = key;
    Q_EMIT settingsChanged();
}

void SweepLab::setValues2(const QString &values)
{
    if (values == m_values2)
        return;
    m_values2 = values;
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

const kotatsu::Schema *SweepLab::gameSchema() const
{
    const kotatsu::GameEntry *entry = m_app && !m_game.isEmpty()
                                          ? m_app->catalog()->catalog().find(m_game.toStdString())
                                          : nullptr;
    return entry && entry->definition
               ? kotatsu::builtinSchema(entry->definition->info().rulesEngine)
               : nullptr;
}

void SweepLab::loadKeys()
{
    QVariantList keys;
    const kotatsu::Schema *schema = gameSchema();
    if (schema) {
        // The keys checkAxes takes and a form field can hold: a number, a word or a switch of
        // the rules (not the game's header), not in a list item nor an entry of a map keyed
        // by data (one value, one key).
        for (const kotatsu::SchemaRow &row : schema->rows()) {
            const char *kind = kindOf(row.type);
            if (!kotatsu::sweepableRow(row) || row.key.find('[') != std::string::npos ||
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

bool SweepLab::prepare(kotatsu::SweepConfig &config, std::vector<kotatsu::Target> &targets)
{
    if (m_run.running()) {
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
    // One key, or two for a grid (the second one chosen).
    std::vector<std::pair<QString, QString>> axes{{m_key, m_values}};
    if (!m_key2.isEmpty())
        axes.emplace_back(m_key2, m_values2);
    if (axes.size() == 2 && m_key2 == m_key) {
        //: Variant lab, sweep: the same rule chosen as both keys of a grid
        setError(tr("Choose two different rules for a grid."));
        return false;
    }
    for (const auto &[key, text] : axes) {
        setup.axes.push_back({key.toStdString(), {}, false});
        if (std::string problem = setup.checkAxes(); !problem.empty()) {
            //: Variant lab, sweep: the chosen key cannot be swept; %1 the key
            setError(tr("The rule %1 holds no number or word to vary.").arg(key));
            return false;
        }
        const kotatsu::SchemaRow *row =
            setup.schema->find(setup.schema->keyOfPath(key.toStdString()));
        std::string valuesError;
        auto values = parseSweepValues(*row, text.trimmed().toStdString(), &valuesError);
        if (!values || values->empty()) {
            //: Variant lab, sweep: the values typed do not read; %1 what was typed
            setError(tr("“%1” is not a list of values: write them with commas (3, 5, 8) or as a "
                        "range with its step (21..41:2).")
                         .arg(text));
            return false;
        }
        setup.axes.back().values = std::move(*values);
    }

    targets.clear();
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

    config = kotatsu::SweepConfig();
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
    const auto accepted = std::find_if(config.points.begin(), config.points.end(),
                                       [](const kotatsu::SweepPoint &p) { return !p.refused(); });
    const bool anyAccepted = accepted != config.points.end();
    if (anyAccepted) {
        // The players said with the lab's words, before core's check (which names the game
        // by its id).
        const auto &info = accepted->definition->info();
        if (config.players < info.minPlayers || config.players > info.maxPlayers) {
            //: Variant lab, sweep: the number of players is not one the rules take; %1 the
            //: fewest, %2 the most
            setError(tr("The number of players must be from %1 to %2 with these rules.")
                         .arg(info.minPlayers)
                         .arg(info.maxPlayers));
            return false;
        }
        if (const kotatsu::DataMessage problem = kotatsu::Sweep::problem(config); *problem.text()) {
            //: Variant lab, sweep: the players or the computer players do not suit these rules; %1
            //: the reason
            setError(tr("These settings cannot be played: %1")
                         .arg(kotatsu::bridge::dataMessageText(problem, uiLanguage())));
            return false;
        }
    }
    return true;
}

void SweepLab::beginRun(const kotatsu::SweepConfig &config, std::vector<kotatsu::Target> targets,
                        bool search)
{
    setError(QString());
    m_gamesDone = 0;
    m_gamesTotal = 0;
    m_searching = search;
    if (!m_search.isEmpty()) {
        m_search.clear();
        Q_EMIT searchChanged();
    }
    m_pointValues.clear();
    m_axisCount = static_cast<int>(config.axes.size());
    m_axes = config.axes;
    m_axisRows.clear();
    const kotatsu::Schema *schema = gameSchema();
    for (const kotatsu::SweepAxis &axis : config.axes)
        m_axisRows.push_back(schema ? schema->find(schema->keyOfPath(axis.key)) : nullptr);
    // A sweep's rows are its values, pending until played; a search adds each value's row as
    // it plays it (it picks them as it goes).
    if (!search) {
        for (const kotatsu::SweepPoint &point : config.points) {
            QStringList values;
            for (const std::string &value : point.values)
                values.append(qs(value));
            m_pointValues.push_back(values);
            if (!point.refused())
                m_gamesTotal += config.games;
        }
    }
    m_results.assign(m_pointValues.size(), nullptr);
    m_parsedTargets = std::move(targets);
    refreshPoints();
}

bool SweepLab::start()
{
    kotatsu::SweepConfig config;
    std::vector<kotatsu::Target> targets;
    if (!prepare(config, targets))
        return false;
    beginRun(config, std::move(targets), false);
    m_run.start([this, config](LabRun::Worker &worker) mutable {
        config.onPoint = [this, &worker](std::size_t index,
                                         const kotatsu::SweepPointResult &point) {
            auto copy = std::make_shared<const kotatsu::SweepPointResult>(point);
            worker.post([this, index, copy] { onPoint(index, copy); });
        };
        kotatsu::Sweep::run(
            config, [&worker](int done, int total) { worker.progress(done, total); },
            worker.cancelFlag());
        worker.post([this] { onFinished(); });
    });
    Q_EMIT runningChanged();
    Q_EMIT progressChanged();
    return true;
}

bool SweepLab::startSearch()
{
    if (!m_key2.isEmpty()) {
        //: Variant lab, sweep: the search takes one rule, not a grid of two
        setError(tr("A search varies one rule: remove the second one."));
        return false;
    }
    kotatsu::SweepConfig config;
    std::vector<kotatsu::Target> targets;
    if (!prepare(config, targets))
        return false;
    if (!config.axes.front().numeric) {
        //: Variant lab, sweep: the search needs a rule holding a number; %1 the rule
        setError(tr("A search needs a rule that holds a number; %1 does not.").arg(m_key));
        return false;
    }
    if (targets.empty()) {
        //: Variant lab, sweep: the search looks for values meeting targets, and none is given
        setError(tr("A search looks for the values that meet the targets: write at least one "
                    "target."));
        return false;
    }
    beginRun(config, targets, true);
    // What the line under Run says while the search goes: the values of the range, then the
    // values and games as they come.
    m_search = QVariantMap{{QStringLiteral("candidates"),
                            static_cast<int>(std::count_if(
                                config.points.begin(), config.points.end(),
                                [](const kotatsu::SweepPoint &p) { return !p.refused(); }))}};
    Q_EMIT searchChanged();
    m_run.start([this, config, targets](LabRun::Worker &worker) mutable {
        // Each value reaches the page as soon as it is played, in its place among those
        // played so far; a cancel keeps them.
        config.onPoint = [this, &worker](std::size_t, const kotatsu::SweepPointResult &point) {
            auto copy = std::make_shared<const kotatsu::SweepPointResult>(point);
            worker.post([this, copy] { onSearchPoint(copy); });
        };
        // Each round of the search is a sweep of its own, counting its games from 0, and the
        // simulator's threads report each game as it ends: the games of all rounds are
        // counted here, so that the count only grows (the rest of the round after them).
        auto spent = std::make_shared<std::atomic<int>>(0);
        const auto progress = [&worker, spent](int done, int total) {
            const int games = spent->fetch_add(1) + 1;
            worker.progress(games, games + std::max(0, total - done));
        };
        std::string error;
        auto result = std::make_shared<const kotatsu::SweepResult>(
            kotatsu::Sweep::search(config, targets, &error, progress, worker.cancelFlag()));
        worker.post([this, result] { onSearchFinished(result); });
    });
    Q_EMIT runningChanged();
    Q_EMIT progressChanged();
    return true;
}

void SweepLab::onSearchPoint(const std::shared_ptr<const kotatsu::SweepPointResult> &point)
{
    // In increasing order of the value, as the search's result lists them.
    const QString value = qs(point->values.front());
    const double number = value.toDouble();
    auto at = m_pointValues.begin();
    while (at != m_pointValues.end() && at->value(0).toDouble() < number)
        ++at;
    const auto offset = at - m_pointValues.begin();
    m_pointValues.insert(at, QStringList{value});
    m_results.insert(m_results.begin() + offset, point);
    refreshPoints();
}

void SweepLab::onSearchFinished(const std::shared_ptr<const kotatsu::SweepResult> &result)
{
    // The values the search played, in increasing order, then those the rules refuse.
    m_pointValues.clear();
    m_results.clear();
    for (const kotatsu::SweepPointResult &point : result->points) {
        m_pointValues.push_back({qs(point.values.front())});
        m_results.push_back(std::make_shared<const kotatsu::SweepPointResult>(point));
    }
    if (result->search) {
        const kotatsu::SweepSearchReport &report = *result->search;
        QStringList meets, unsure;
        for (const std::string &value : report.meets)
            meets.append(qs(value));
        for (const std::string &value : report.unsure)
            unsure.append(qs(value));
        m_search = QVariantMap{{QStringLiteral("rounds"), report.rounds},
                               {QStringLiteral("candidates"), report.candidates},
                               {QStringLiteral("evaluated"), report.evaluated},
                               {QStringLiteral("gamesSpent"), report.gamesSpent},
                               {QStringLiteral("meets"), meets},
                               {QStringLiteral("unsure"), unsure},
                               {QStringLiteral("seconds"), result->elapsedSeconds}};
        labelSearch();
        Q_EMIT searchChanged();
    }
    m_gamesTotal = 0;
    for (const auto &point : m_results)
        if (!point->refused)
            m_gamesTotal += point->sums.games();
    refreshPoints();
    onFinished();
}

bool SweepLab::exportCsv(const QUrl &file)
{
    // The values played (and refused), as kotatsu-cli sweep --csv writes them: the values,
    // then every figure with its interval, then each target's mark and confidence.
    kotatsu::SweepResult table;
    table.axes = m_axes;
    for (const auto &point : m_results) {
        if (point)
            table.points.push_back(*point);
    }
    if (table.points.empty() || m_run.running()) {
        //: Variant lab, sweep: Export before any value has been played
        setError(tr("There is no sweep to export yet."));
        return false;
    }
    if (!m_parsedTargets.empty())
        table.checkTargets(m_parsedTargets);
    QString error;
    if (!kotatsu::bridge::writeFileAtomically(kotatsu::bridge::localPath(file),
                                              QByteArray::fromStdString(table.toCsv()), &error)) {
        //: Variant lab, sweep: an export failed; %1 is the system's reason
        setError(tr("The file cannot be written: %1").arg(error));
        return false;
    }
    setError(QString());
    return true;
}

void SweepLab::cancel()
{
    m_run.cancel();
}

void SweepLab::waitForDone()
{
    m_run.waitForDone();
}

void SweepLab::onPoint(std::size_t index,
                       const std::shared_ptr<const kotatsu::SweepPointResult> &point)
{
    if (index >= m_results.size())
        return;
    m_results[index] = point;
    refreshPoints();
}

void SweepLab::onFinished()
{
    m_run.finish();
    m_searching = false;
    if (!m_run.cancelled())
        m_gamesDone = m_gamesTotal;
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
            if (const kotatsu::DataMessage problem =
                    kotatsu::targetBoundsProblem(target, figure->proportion);
                *problem.text()) {
                //: Variant lab, sweep: a target's bounds do not suit its figure (a share in % of a
                //: count, or beyond 100 %); %1 the target as typed, %2 the reason
                setError(tr("The target “%1” does not suit its figure: %2")
                             .arg(qs(target.text),
                                  kotatsu::bridge::dataMessageText(problem, uiLanguage())));
                break;
            }
        }
    }
    Q_EMIT progressChanged();
    Q_EMIT runningChanged();
    Q_EMIT finished();
}

void SweepLab::labelSearch()
{
    if (m_search.isEmpty())
        return;
    const kotatsu::SchemaRow *row = m_axisRows.empty() ? nullptr : m_axisRows.front();
    for (const char *name : {"meets", "unsure"}) {
        QStringList labels;
        for (const QString &value : m_search.value(QLatin1String(name)).toStringList())
            labels.append(valueLabel(row, value));
        m_search.insert(QLatin1String(name) + QLatin1String("Labels"), labels);
    }
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
        // The first key's value, and the second's in a grid.
        // With their labels in the current language: a word's or a switch's from the schema,
        // a number in the language's way.
        QVariantMap entry{
            {QStringLiteral("value"), m_pointValues[i].value(0)},
            {QStringLiteral("value2"), m_pointValues[i].value(1)},
            {QStringLiteral("label"),
             valueLabel(m_axisRows.empty() ? nullptr : m_axisRows[0], m_pointValues[i].value(0))},
            {QStringLiteral("label2"), valueLabel(m_axisRows.size() < 2 ? nullptr : m_axisRows[1],
                                                  m_pointValues[i].value(1))}};
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
                                           {QStringLiteral("proportion"), f.proportion},
                                           {QStringLiteral("kind"),
                                            QString::fromLatin1(kotatsu::figureKindName(f.kind))}});
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
