// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/variant_lab.h"

#include "ai/agent_factory.h"
#include "app_context.h"
#include "data/document_loader.h"
#include "data/schema.h"
#include "data_error_text.h"
#include "editor/path_words.h"
#include "editor/user_data.h"
#include "editor/variant_names.h"
#include "game_catalog_model.h"
#include "json_variant.h"
#include "localization.h"
#include "sim/attribution.h"
#include "sim/comparison.h"
#include "sim/comparison_records.h"
#include "sim/scenarios.h"

#include <QDateTime>
#include <QMetaObject>
#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>
#include <thread>

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// Most bars a length histogram gets: wider buckets beyond that.
constexpr int kMaxBuckets = 32;

// A side's exact counts per value of one quantity: its "distributions" entry, else (plies
// only) its plies histogram with each bucket at its lowest value.
std::vector<std::pair<double, double>> countsOf(const kotatsu::Json &side, const std::string &name,
                                                int *width)
{
    std::vector<std::pair<double, double>> out;
    *width = 1;
    if (const kotatsu::Json *d = side.get("distributions").find(name); d && d->isArray()) {
        for (const kotatsu::Json &pair : d->elements()) {
            if (pair.isArray() && pair.size() == 2)
                out.emplace_back(pair.at(0).asDouble(), pair.at(1).asDouble());
        }
        return out;
    }
    if (name != "plies")
        return out;
    const kotatsu::Json &histogram = side.get("plies_histogram");
    *width = std::max<int>(1, static_cast<int>(histogram.get("bucket_width").asInt(1)));
    const kotatsu::Json &counts = histogram.get("counts");
    for (std::size_t i = 0; i < counts.size(); ++i) {
        const double c = counts.at(i).asDouble();
        if (c > 0)
            out.emplace_back(static_cast<double>(i) * *width, c);
    }
    return out;
}

bool hasDistribution(const kotatsu::Json &result, const std::string &name)
{
    for (const char *side : {"base", "variant"}) {
        if (result.get(side).get("distributions").find(name))
            return true;
    }
    return false;
}

// The value below which a share `q` of the games lie (counts sorted by value).
double quantile(const std::vector<std::pair<double, double>> &counts, double q)
{
    double total = 0;
    for (const auto &[value, count] : counts)
        total += count;
    if (total <= 0)
        return 0;
    const double wanted = q * total;
    double seen = 0;
    for (const auto &[value, count] : counts) {
        seen += count;
        if (seen >= wanted)
            return value;
    }
    return counts.back().first;
}

QVariantMap boxOf(const kotatsu::Json &side, int seat)
{
    int width = 1;
    const auto counts = countsOf(side, "score.seat" + std::to_string(seat), &width);
    if (!counts.empty()) {
        return {{QStringLiteral("low"), counts.front().first},
                {QStringLiteral("q1"), quantile(counts, 0.25)},
                {QStringLiteral("median"), quantile(counts, 0.5)},
                {QStringLiteral("q3"), quantile(counts, 0.75)},
                {QStringLiteral("high"), counts.back().first}};
    }
    // Without exact counts: the range and one standard deviation around the mean.
    const kotatsu::Json &s = side.get("scores_by_seat").at(static_cast<std::size_t>(seat));
    const double mean = s.get("mean").asDouble();
    const double sd = s.get("stddev").asDouble();
    return {{QStringLiteral("low"), s.get("min").asDouble()},
            {QStringLiteral("q1"), mean - sd},
            {QStringLiteral("median"), mean},
            {QStringLiteral("q3"), mean + sd},
            {QStringLiteral("high"), s.get("max").asDouble()}};
}

QVariantMap proportionOf(const kotatsu::Json &figure)
{
    const kotatsu::Json &bi = figure.get("base_interval");
    const kotatsu::Json &vi = figure.get("variant_interval");
    return {{QStringLiteral("base"), figure.get("base").asDouble()},
            {QStringLiteral("baseLow"), bi.size() == 2 ? bi.at(0).asDouble() : 0.0},
            {QStringLiteral("baseHigh"), bi.size() == 2 ? bi.at(1).asDouble() : 0.0},
            {QStringLiteral("variant"), figure.get("variant").asDouble()},
            {QStringLiteral("variantLow"), vi.size() == 2 ? vi.at(0).asDouble() : 0.0},
            {QStringLiteral("variantHigh"), vi.size() == 2 ? vi.at(1).asDouble() : 0.0},
            {QStringLiteral("significant"), figure.get("significant").asBool()}};
}

} // namespace

VariantLab::VariantLab(QObject *parent)
    : QObject(parent), m_run(this, [this] { Q_EMIT progressChanged(); })
{
    m_scenarioPool.setMaxThreadCount(1);
}

VariantLab::VariantLab(AppContext &app, QObject *parent) : VariantLab(parent)
{
    useContext(app);
}

void VariantLab::classBegin()
{
    if (!m_app)
        useContext(AppContext::of(this));
}

void VariantLab::useContext(AppContext &app)
{
    m_app = &app;
    // A rule set's problem is said again in the new language.
    connect(app.localization(), &Localization::languageChanged, this, [this] {
        if (!m_game.isEmpty())
            loadSides();
    });
}

std::string VariantLab::uiLanguage() const
{
    return m_app->localization()->language().toStdString();
}

VariantLab::~VariantLab()
{
    // The worker posts to this object only through queued calls, which die with it; it must
    // not outlive the settings it reads, so stop it and wait.
    m_run.stop();
    m_scenarioPool.waitForDone();
}

void VariantLab::setGame(const QString &game)
{
    if (game == m_game)
        return;
    m_game = game;
    changeSettings();
    loadSides();
}

void VariantLab::setBaseVariant(const QString &variant)
{
    if (variant == m_baseVariant)
        return;
    m_baseVariant = variant;
    changeSettings();
    loadSides();
}

void VariantLab::setVariant(const QString &variant)
{
    if (variant == m_variant)
        return;
    m_variant = variant;
    changeSettings();
    loadSides();
}

void VariantLab::setPlayers(int players)
{
    if (players == m_players)
        return;
    m_players = players;
    changeSettings();
}

void VariantLab::setAgents(const QStringList &agents)
{
    if (agents == m_agents)
        return;
    m_agents = agents;
    changeSettings();
}

void VariantLab::setGames(int games)
{
    if (games == m_games)
        return;
    m_games = games;
    changeSettings();
}

void VariantLab::setSeed(qint64 seed)
{
    if (seed == m_seed)
        return;
    m_seed = seed;
    changeSettings();
}

void VariantLab::setTargetMin(int rounds)
{
    if (rounds == m_targetMin)
        return;
    m_targetMin = rounds;
    Q_EMIT settingsChanged();
    Q_EMIT targetSharesChanged();
}

void VariantLab::setTargetMax(int rounds)
{
    if (rounds == m_targetMax)
        return;
    m_targetMax = rounds;
    Q_EMIT settingsChanged();
    Q_EMIT targetSharesChanged();
}

VariantLab::RunSettings VariantLab::currentSettings() const
{
    return {m_game, m_baseVariant, m_variant, m_players, m_agents, m_games, m_seed};
}

// A setting changed: the result shown may now be of other settings.
void VariantLab::changeSettings()
{
    Q_EMIT settingsChanged();
    const bool stale = m_resultSettings && !(*m_resultSettings == currentSettings());
    if (stale != m_stale) {
        m_stale = stale;
        Q_EMIT staleChanged();
    }
}

bool VariantLab::stale() const
{
    return m_stale;
}

bool VariantLab::settled() const
{
    return m_resultData && !m_run.running() && !m_run.cancelled() &&
           m_resultData->get("paired_games").asInt() ==
               m_resultData->get("games_requested").asInt();
}

void VariantLab::setError(const QString &message)
{
    if (message == m_error)
        return;
    m_error = message;
    Q_EMIT errorChanged();
}

QString VariantLab::agentForLevel(const QString &level) const
{
    return qs(m_levels.spec(level.toStdString()));
}

void VariantLab::loadSides()
{
    QVariantMap sides;
    const kotatsu::GameCatalog &catalog = m_app->catalog()->catalog();
    kotatsu::DataErrors errors;
    const auto base = m_game.isEmpty() ? nullptr
                                       : catalog.resolve(m_game.toStdString(),
                                                         m_baseVariant.toStdString(), errors);
    const auto variant =
        m_game.isEmpty() ? nullptr
                         : catalog.resolve(m_game.toStdString(), m_variant.toStdString(), errors);
    auto sideOf = [](const kotatsu::GameDefinition &definition, const QString &asked) {
        const auto &info = definition.info();
        return QVariantMap{
            {QStringLiteral("variantId"), qs(info.variantId)},
            {QStringLiteral("asked"), asked},
            // A language the designer has not written shows one they have, so that two
            // unnamed variants' columns still differ (editor/variant_names.h).
            {QStringLiteral("name"), info.variantId.empty()
                                         ? kotatsu::bridge::toVariant(info.variantName.toJson())
                                         : QVariant(kotatsu::bridge::variantDisplayNames(info))},
            {QStringLiteral("description"),
             kotatsu::bridge::toVariant(info.variantDescription.toJson())},
            {QStringLiteral("minPlayers"), info.minPlayers},
            {QStringLiteral("maxPlayers"), info.maxPlayers}};
    };
    sides.insert(QStringLiteral("valid"), base && variant);
    if (base && variant) {
        const auto &info = base->info();
        sides.insert(QStringLiteral("gameName"), kotatsu::bridge::toVariant(info.name.toJson()));
        sides.insert(QStringLiteral("minPlayers"),
                     std::max(info.minPlayers, variant->info().minPlayers));
        sides.insert(QStringLiteral("maxPlayers"),
                     std::min(info.maxPlayers, variant->info().maxPlayers));
        sides.insert(QStringLiteral("rulesSeatLevels"),
                     std::min(base->rulesSeatLevels(), variant->rulesSeatLevels()));
        sides.insert(QStringLiteral("rulesSeatDefaultLevel"), base->rulesSeatDefaultLevel());
        m_levels = base->info().computer;
        sides.insert(QStringLiteral("base"), sideOf(*base, m_baseVariant));
        sides.insert(QStringLiteral("variant"), sideOf(*variant, m_variant));
    } else if (!errors.empty()) {
        sides.insert(QStringLiteral("problem"),
                     kotatsu::bridge::dataErrorText(errors.front(), uiLanguage()));
    }
    m_sides = sides;
    Q_EMIT sidesChanged();
    checkScenarios(catalog);
}

void VariantLab::checkScenarios(const kotatsu::GameCatalog &catalog)
{
    const QString key = m_game + QLatin1Char('\n') + m_variant;
    if (key == m_scenariosOf)
        return;
    m_scenariosOf = key;
    const quint64 generation = ++m_scenarioGeneration;
    std::string error;
    auto set = m_game.isEmpty() ? std::nullopt
                                : kotatsu::ScenarioSet::of(catalog, m_game.toStdString(),
                                                           m_variant.toStdString(), &error);
    if (!set) {
        m_scenarios = {{QStringLiteral("state"), QStringLiteral("unavailable")}};
        Q_EMIT scenariosChanged();
        return;
    }
    m_scenarios = {{QStringLiteral("state"), QStringLiteral("running")}};
    Q_EMIT scenariosChanged();
    // Tens of scenarios of a few milliseconds each: off the UI thread. A newer run (another
    // game or variant) makes this one's result stale, and it is dropped.
    m_scenarioPool.start([this, generation, set = std::move(*set)] {
        const kotatsu::ScenarioTally tally = kotatsu::ScenarioTally::of(set.run());
        QVariantMap result = kotatsu::bridge::toVariant(tally.toJson()).toMap();
        result.insert(QStringLiteral("state"), QStringLiteral("done"));
        result.insert(QStringLiteral("total"), tally.passed + tally.failed + tally.skipped);
        QMetaObject::invokeMethod(
            this,
            [this, generation, result] {
                if (generation != m_scenarioGeneration)
                    return;
                m_scenarios = result;
                Q_EMIT scenariosChanged();
            },
            Qt::QueuedConnection);
    });
}

QString VariantLab::buildConfig(kotatsu::ComparisonConfig &config) const
{
    const kotatsu::GameCatalog &catalog = m_app->catalog()->catalog();
    kotatsu::DataErrors errors;
    // As kotatsu-cli compare: --variant against --against ("" the base game).
    config.variant = catalog.resolve(m_game.toStdString(), m_variant.toStdString(), errors);
    config.base = catalog.resolve(m_game.toStdString(), m_baseVariant.toStdString(), errors);
    if (!config.variant || !config.base) {
        //: Variant lab: a rule set could not be loaded; %1 is the game (and variant) asked for
        return errors.empty() ? tr("The rules “%1” are not available.").arg(m_game)
                              : kotatsu::bridge::dataErrorText(errors.front(), uiLanguage());
    }
    // kotatsu-cli compare's defaults: threads = the cores, players = the base game's fewest,
    // agents "random", seed 1, max plies 100000.
    config.players = m_players > 0 ? m_players : config.base->info().minPlayers;
    config.games = m_games;
    config.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    config.seed = static_cast<std::uint64_t>(std::max<qint64>(0, m_seed));
    config.agents.clear();
    for (const QString &agent : m_agents)
        config.agents.push_back(agent.toStdString());
    if (config.agents.empty())
        config.agents = {"random"};
    config.maxPlies = 100000;
    if (m_games < 2 || m_games > 100000000)
        //: Variant lab: the number of games is out of range
        return tr("A comparison needs at least 2 games.");
    // What the person can set wrong, said with the lab's words, before core's own check (said
    // in the user's language too: DataError messages).
    const int fewest = std::max(config.base->info().minPlayers, config.variant->info().minPlayers);
    const int most = std::min(config.base->info().maxPlayers, config.variant->info().maxPlayers);
    if (config.players < fewest || config.players > most)
        //: Variant lab: the number of players is not one both rule sets take; %1 the fewest,
        //: %2 the most
        return tr("The number of players must be from %1 to %2 with these rules.")
            .arg(fewest)
            .arg(most);
    if (config.agents.size() > 1 && int(config.agents.size()) != config.players)
        //: Variant lab: the seats' computer players do not match the number of players
        return tr("Choose a computer player for every seat, or one for all.");
    for (const std::string &spec : config.agents) {
        kotatsu::DataMessage agentProblem;
        if (!kotatsu::rulesLevelOfSpec(spec) && !kotatsu::makeAgent(spec, &agentProblem))
            return kotatsu::bridge::dataMessageText(agentProblem, uiLanguage());
    }
    const kotatsu::DataMessage problem = kotatsu::Comparison::problem(config);
    return *problem.text() ? kotatsu::bridge::dataMessageText(problem, uiLanguage()) : QString();
}

bool VariantLab::start()
{
    if (m_run.running()) {
        //: Variant lab: Run while a comparison runs
        setError(tr("A comparison is already running."));
        return false;
    }
    kotatsu::ComparisonConfig config;
    const QString problem = buildConfig(config);
    if (!problem.isEmpty()) {
        setError(problem);
        return false;
    }
    setError(QString());
    config.margins = currentMargins();
    beginRun(QStringLiteral("compare"), [this, config](LabRun::Worker &worker) mutable {
        // The per-game records in both export formats, as kotatsu-cli compare --records
        // writes them (PairedRecordWriter), in game order.
        auto csv = std::make_shared<std::string>();
        auto records = std::make_shared<std::string>();
        auto csvWriter = std::make_shared<kotatsu::PairedRecordWriter>(
            kotatsu::PairedRecordWriter::Format::Csv, config.players);
        auto jsonWriter = std::make_shared<kotatsu::PairedRecordWriter>(
            kotatsu::PairedRecordWriter::Format::Json, config.players);
        config.onRecord = [csv, records, csvWriter, jsonWriter](const kotatsu::PairedGame &game) {
            *csv += csvWriter->record(game);
            *records += jsonWriter->record(game);
        };
        // The result so far after each batch: the page follows the run.
        config.onPartial = [this, &worker](const kotatsu::ComparisonResult &partial) {
            auto json = std::make_shared<const kotatsu::Json>(partial.toJson());
            QVariantMap charts = chartData(*json);
            worker.post([this, json, charts] { onPartial(json, charts); });
        };
        const kotatsu::ComparisonResult result = kotatsu::Comparison::run(
            config, [&worker](int done, int total) { worker.progress(done, total); },
            worker.cancelFlag());
        *csv += csvWriter->finish();
        *records += jsonWriter->finish();
        auto json = std::make_shared<const kotatsu::Json>(result.toJson());
        QVariantMap charts = chartData(*json);
        worker.post([this, json, charts, csv, records] { onFinished(json, charts, csv, records); });
    });
    return true;
}

void VariantLab::beginRun(const QString &kind, std::function<void(LabRun::Worker &)> work)
{
    m_runKind = kind;
    m_run.start(std::move(work));
    m_gamesDone = 0;
    m_result.clear();
    m_resultData.reset();
    m_charts.clear();
    m_resultJson.clear();
    m_csvRecords.clear();
    m_jsonRecords.clear();
    m_attributionCsv.clear();
    if (!m_attribution.isEmpty()) {
        m_attribution.clear();
        Q_EMIT attributionChanged();
    }
    m_resultSettings = currentSettings();
    if (m_stale) {
        m_stale = false;
        Q_EMIT staleChanged();
    }
    Q_EMIT runningChanged();
    Q_EMIT progressChanged();
    Q_EMIT resultChanged();
    Q_EMIT settledChanged();
    Q_EMIT targetSharesChanged();
}

kotatsu::Margins VariantLab::currentMargins() const
{
    kotatsu::Margins margins;
    for (auto it = m_marginTexts.cbegin(); it != m_marginTexts.cend(); ++it) {
        std::string ignored;
        margins.set((it.key() + QLatin1Char('=') + it.value().toString()).toStdString(), &ignored);
    }
    return margins;
}

bool VariantLab::setMargin(const QString &figure, const QString &value)
{
    QString text = value.trimmed();
    // A share's margin may be typed as the table writes it ("3 pp") or with a comma.
    text.remove(QStringLiteral("pp")).replace(QLatin1Char(','), QLatin1Char('.'));
    text = text.trimmed();
    if (text.startsWith(QStringLiteral("±")))
        text = text.mid(1).trimmed();
    if (text.isEmpty()) {
        m_marginTexts.remove(figure);
    } else {
        kotatsu::Margins check;
        std::string error;
        if (figure.isEmpty() ||
            !check.set((figure + QLatin1Char('=') + text).toStdString(), &error)) {
            //: Variant lab: a margin (the smallest difference that matters) does not read; %1 what
            //: was typed
            setError(tr("“%1” is not a margin: write a number in the figure’s unit (2, 0.5), "
                        "or a share of the standard value (5%).")
                         .arg(value));
            return false;
        }
        m_marginTexts.insert(figure, text);
    }
    setError(QString());
    Q_EMIT marginsChanged();
    // The verdicts shown, judged again from the exact sums against the new margins.
    if (m_resultData) {
        std::string error;
        if (auto judged = kotatsu::ComparisonResult::fromJson(*m_resultData, &error)) {
            std::map<std::string, kotatsu::FigureMoments> sums;
            for (const kotatsu::ComparedFigure &f : judged->figures)
                sums[f.name] = f.exact;
            judged->margins = currentMargins();
            judged->setFigures(sums);
            const kotatsu::Json json = judged->toJson();
            applyResult(json, chartData(json));
        }
    }
    return true;
}

bool VariantLab::startAttribution()
{
    if (m_run.running()) {
        setError(tr("A comparison is already running."));
        return false;
    }
    if (!m_baseVariant.isEmpty() || m_variant.isEmpty()) {
        //: Variant lab: "Which change did what" needs a variant compared with the standard rules
        setError(tr("Each change is measured against the standard rules: compare the variant "
                    "with the standard rules."));
        return false;
    }
    kotatsu::ComparisonConfig config;
    const QString problem = buildConfig(config);
    if (!problem.isEmpty()) {
        setError(problem);
        return false;
    }
    const kotatsu::GameCatalog &catalog = m_app->catalog()->catalog();
    const kotatsu::GameEntry *game = catalog.find(m_game.toStdString());
    kotatsu::DataErrors errors;
    const std::string file = catalog.variantFile(m_game.toStdString(), m_variant.toStdString());
    const auto variantFile = kotatsu::loadVariantFile(file, errors);
    if (!game || !variantFile) {
        setError(errors.empty() ? tr("The rules “%1” are not available.").arg(m_variant)
                                : kotatsu::bridge::dataErrorText(errors.front(), uiLanguage()));
        return false;
    }
    config.margins = currentMargins();
    const kotatsu::AttributionConfig attribution =
        kotatsu::Attribution::configure(config, game->document, *variantFile);
    setError(QString());
    beginRun(QStringLiteral("attribute"), [this, attribution](LabRun::Worker &worker) {
        const kotatsu::AttributionResult result = kotatsu::Attribution::run(
            attribution, [&worker](int done, int total) { worker.progress(done, total); },
            worker.cancelFlag());
        auto json = std::make_shared<const kotatsu::Json>(result.toJson());
        auto combined = std::make_shared<const kotatsu::Json>(result.combined.toJson());
        auto csv = std::make_shared<const std::string>(result.toCsv());
        QVariantMap charts = chartData(*combined);
        worker.post([this, json, combined, charts, csv] {
            onAttributionFinished(json, combined, charts, csv);
        });
    });
    return true;
}

void VariantLab::onAttributionFinished(const std::shared_ptr<const kotatsu::Json> &json,
                                       const std::shared_ptr<const kotatsu::Json> &combined,
                                       const QVariantMap &charts,
                                       const std::shared_ptr<const std::string> &csv)
{
    m_run.finish();
    m_attributionCsv = *csv;
    applyResult(*combined, charts);
    QVariantMap attribution = kotatsu::bridge::toVariantMap(*json);
    // Each change's key in the words of the rules editor's Changes list.
    const kotatsu::GameEntry *game = m_app->catalog()->catalog().find(m_game.toStdString());
    const kotatsu::Schema *schema =
        game && game->definition ? kotatsu::builtinSchema(game->definition->info().rulesEngine)
                                 : nullptr;
    QVariantList changes = attribution.value(QStringLiteral("changes")).toList();
    for (QVariant &change : changes) {
        QVariantMap map = change.toMap();
        const std::string path = map.value(QStringLiteral("change")).toString().toStdString();
        const std::string key = schema ? schema->keyOfPath(path) : std::string();
        map.insert(QStringLiteral("label"),
                   key.empty()
                       ? qs(path)
                       : kotatsu::bridge::capitalizedLabel(kotatsu::bridge::keyLabel(schema, key)));
        change = map;
    }
    attribution.insert(QStringLiteral("changes"), changes);
    m_attribution = attribution;
    Q_EMIT attributionChanged();
    Q_EMIT progressChanged();
    Q_EMIT runningChanged();
    Q_EMIT settledChanged();
    Q_EMIT finished();
}

void VariantLab::cancel()
{
    m_run.cancel();
}

void VariantLab::waitForDone()
{
    m_run.waitForDone();
}

void VariantLab::applyResult(const kotatsu::Json &json, const QVariantMap &charts)
{
    m_resultData = std::make_shared<const kotatsu::Json>(json);
    m_result = kotatsu::bridge::toVariantMap(json);
    m_charts = charts;
    m_resultJson = json.dumpPretty();
    m_gamesDone = static_cast<int>(json.get("paired_games").asInt());
    Q_EMIT resultChanged();
    Q_EMIT targetSharesChanged();
}

QVariantMap VariantLab::targetShares() const
{
    if (!m_resultData)
        return {{QStringLiteral("valid"), false}};
    return targetSharesOf(*m_resultData, m_targetMin, m_targetMax);
}

QVariantMap VariantLab::targetSharesOf(const kotatsu::Json &result, int low, int high)
{
    const std::string figure = hasDistribution(result, "rounds") ? "rounds" : "plies";
    QVariantMap shares{{QStringLiteral("valid"), false}};
    if (low <= 0 && high <= 0)
        return shares;
    for (const char *side : {"base", "variant"}) {
        int width = 1;
        const auto counts = countsOf(result.get(side), figure, &width);
        double inside = 0, total = 0;
        for (const auto &[value, count] : counts) {
            total += count;
            // A bucket of the plies histogram (width > 1) counts when it starts inside.
            if ((low <= 0 || value >= low) && (high <= 0 || value <= high))
                inside += count;
        }
        if (total <= 0)
            return shares;
        const kotatsu::Interval interval = kotatsu::wilsonInterval(
            static_cast<std::int64_t>(inside), static_cast<std::int64_t>(total));
        const QString key = QLatin1String(side);
        shares.insert(key, inside / total);
        shares.insert(key + QStringLiteral("Low"), interval.low);
        shares.insert(key + QStringLiteral("High"), interval.high);
    }
    shares.insert(QStringLiteral("valid"), true);
    return shares;
}

void VariantLab::onPartial(const std::shared_ptr<const kotatsu::Json> &json,
                           const QVariantMap &charts)
{
    if (!m_run.running())
        return;
    applyResult(*json, charts);
    Q_EMIT progressChanged();
}

void VariantLab::onFinished(const std::shared_ptr<const kotatsu::Json> &json,
                            const QVariantMap &charts, const std::shared_ptr<std::string> &csv,
                            const std::shared_ptr<std::string> &records)
{
    m_run.finish();
    m_csvRecords = std::move(*csv);
    m_jsonRecords = std::move(*records);
    applyResult(*json, charts);
    Q_EMIT progressChanged();
    Q_EMIT runningChanged();
    Q_EMIT settledChanged();
    Q_EMIT finished();
}

bool VariantLab::exportJson(const QUrl &file)
{
    if (m_resultJson.empty()) {
        //: Variant lab: Export before any comparison has run
        setError(tr("There is no result to export yet."));
        return false;
    }
    QString error;
    if (!kotatsu::bridge::writeFileAtomically(kotatsu::bridge::localPath(file),
                                              QByteArray::fromStdString(m_resultJson + "\n"),
                                              &error)) {
        //: Variant lab: an export failed; %1 is the system's reason
        setError(tr("The file cannot be written: %1").arg(error));
        return false;
    }
    setError(QString());
    return true;
}

bool VariantLab::exportAttributionCsv(const QUrl &file)
{
    if (m_attributionCsv.empty() || m_run.running()) {
        setError(tr("There is no result to export yet."));
        return false;
    }
    QString error;
    if (!kotatsu::bridge::writeFileAtomically(kotatsu::bridge::localPath(file),
                                              QByteArray::fromStdString(m_attributionCsv),
                                              &error)) {
        setError(tr("The file cannot be written: %1").arg(error));
        return false;
    }
    setError(QString());
    return true;
}

bool VariantLab::exportRecords(const QUrl &file, const QString &format)
{
    if (m_resultJson.empty() || m_run.running()) {
        setError(tr("There is no result to export yet."));
        return false;
    }
    const bool json = format.compare(QLatin1String("json"), Qt::CaseInsensitive) == 0;
    const std::string &text = json ? m_jsonRecords : m_csvRecords;
    QString error;
    if (!kotatsu::bridge::writeFileAtomically(kotatsu::bridge::localPath(file),
                                              QByteArray::fromStdString(text), &error)) {
        setError(tr("The file cannot be written: %1").arg(error));
        return false;
    }
    setError(QString());
    return true;
}

QVariantMap VariantLab::chartData(const kotatsu::Json &result)
{
    QVariantMap charts;
    const kotatsu::Json &base = result.get("base");
    const kotatsu::Json &variant = result.get("variant");

    // The length: rounds where the game counts them, else decisions.
    const std::string lengthFigure = hasDistribution(result, "rounds") ? "rounds" : "plies";
    int baseWidth = 1, variantWidth = 1;
    const auto a = countsOf(base, lengthFigure, &baseWidth);
    const auto b = countsOf(variant, lengthFigure, &variantWidth);
    QVariantMap length{{QStringLiteral("figure"), qs(lengthFigure)}};
    if (!a.empty() || !b.empty()) {
        double low = INFINITY, high = -INFINITY;
        for (const auto *counts : {&a, &b}) {
            if (!counts->empty()) {
                low = std::min(low, counts->front().first);
                high = std::max(high, counts->back().first);
            }
        }
        const int unit = std::max(baseWidth, variantWidth);
        const double span = high - low + unit;
        int width = unit * std::max(1, static_cast<int>(std::ceil(span / unit / kMaxBuckets)));
        const double start = std::floor(low / width) * width;
        const int buckets = std::max(1, static_cast<int>(std::ceil((high + unit - start) / width)));
        auto bucketed = [&](const std::vector<std::pair<double, double>> &counts) {
            std::vector<double> shares(static_cast<std::size_t>(buckets), 0.0);
            double total = 0;
            for (const auto &[value, count] : counts)
                total += count;
            for (const auto &[value, count] : counts) {
                const int i = std::clamp(static_cast<int>(std::floor((value - start) / width)), 0,
                                         buckets - 1);
                shares[static_cast<std::size_t>(i)] += total > 0 ? count / total : 0.0;
            }
            return shares;
        };
        const auto sa = bucketed(a);
        const auto sb = bucketed(b);
        QVariantList lows, baseShares, variantShares;
        double most = 0;
        for (int i = 0; i < buckets; ++i) {
            lows.append(start + i * width);
            baseShares.append(sa[static_cast<std::size_t>(i)]);
            variantShares.append(sb[static_cast<std::size_t>(i)]);
            most =
                std::max({most, sa[static_cast<std::size_t>(i)], sb[static_cast<std::size_t>(i)]});
        }
        length.insert(QStringLiteral("width"), width);
        length.insert(QStringLiteral("start"), start);
        length.insert(QStringLiteral("end"), start + buckets * width);
        length.insert(QStringLiteral("lows"), lows);
        length.insert(QStringLiteral("base"), baseShares);
        length.insert(QStringLiteral("variant"), variantShares);
        length.insert(QStringLiteral("most"), most);
    }
    charts.insert(QStringLiteral("length"), length);

    // Wins by seat, draws and end conditions: the figures' own (Wilson) intervals.
    QVariantList wins, ends;
    const int players = static_cast<int>(base.get("players").asInt());
    for (const kotatsu::Json &figure : result.get("figures").elements()) {
        const std::string &name = figure.get("name").asString();
        if (name.rfind("wins.seat", 0) == 0) {
            QVariantMap entry = proportionOf(figure);
            entry.insert(QStringLiteral("seat"), std::atoi(name.c_str() + 9));
            wins.append(entry);
        } else if (name == "draws") {
            charts.insert(QStringLiteral("draws"), proportionOf(figure));
        } else if (name.rfind("end.", 0) == 0) {
            QVariantMap entry = proportionOf(figure);
            entry.insert(QStringLiteral("reason"), qs(name.substr(4)));
            ends.append(entry);
        }
    }
    charts.insert(QStringLiteral("wins"), wins);
    charts.insert(QStringLiteral("ends"), ends);

    // Score distributions per seat as boxes (quartiles from the exact counts).
    QVariantList scores;
    double lowest = INFINITY, highest = -INFINITY;
    for (int seat = 0; seat < players; ++seat) {
        if (base.get("scores_by_seat").size() <= static_cast<std::size_t>(seat))
            break;
        const QVariantMap boxA = boxOf(base, seat);
        const QVariantMap boxB = boxOf(variant, seat);
        for (const QVariantMap *box : {&boxA, &boxB}) {
            lowest = std::min(lowest, box->value(QStringLiteral("low")).toDouble());
            highest = std::max(highest, box->value(QStringLiteral("high")).toDouble());
        }
        scores.append(QVariantMap{{QStringLiteral("seat"), seat},
                                  {QStringLiteral("base"), boxA},
                                  {QStringLiteral("variant"), boxB}});
    }
    charts.insert(QStringLiteral("scores"), scores);
    charts.insert(QStringLiteral("scoreLow"), std::isfinite(lowest) ? lowest : 0.0);
    charts.insert(QStringLiteral("scoreHigh"), std::isfinite(highest) ? highest : 1.0);
    return charts;
}
