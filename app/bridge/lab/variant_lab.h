// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_definition.h"
#include "lab/lab_run.h"
#include "sim/verdict.h"
#include "util/json.h"

#include <QObject>
#include <QQmlEngine>
#include <QQmlParserStatus>
#include <QStringList>
#include <QThreadPool>
#include <QUrl>
#include <QVariant>
#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kotatsu {
class GameCatalog;
struct ComparisonConfig;
} // namespace kotatsu

// The variant lab (issue 14): two rule sets of one game (a variant and its base game, or any
// two variants) played by the same seats on the same seeds, compared figure by figure with
// kotatsu::Comparison, on a worker thread. Progress, the time left and the result so far come
// back to the UI thread as queued calls. The defaults are kotatsu-cli compare's, so the app and
// the CLI give the same numbers for the same arguments.
//
// A side is a variant id, a variant file (the user's own, the rules editor's play file) or ""
// for the base game, as GameSession::start takes it.
class AppContext;

class VariantLab : public QObject, public QQmlParserStatus
{
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    QML_ELEMENT
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY settingsChanged)
    Q_PROPERTY(QString baseVariant READ baseVariant WRITE setBaseVariant NOTIFY settingsChanged)
    Q_PROPERTY(QString variant READ variant WRITE setVariant NOTIFY settingsChanged)
    // 0: the fewest players the base game allows (kotatsu-cli compare's default).
    Q_PROPERTY(int players READ players WRITE setPlayers NOTIFY settingsChanged)
    // One agent spec per seat ("random", "heuristic", "montecarlo:iterations=200",
    // "rules:level=2"); empty: "random" at every seat.
    Q_PROPERTY(QStringList agents READ agents WRITE setAgents NOTIFY settingsChanged)
    Q_PROPERTY(int games READ games WRITE setGames NOTIFY settingsChanged)
    Q_PROPERTY(qint64 seed READ seed WRITE setSeed NOTIFY settingsChanged)
    // The designer's target for the game's length, in rounds (0: none on that side).
    Q_PROPERTY(int targetMin READ targetMin WRITE setTargetMin NOTIFY settingsChanged)
    Q_PROPERTY(int targetMax READ targetMax WRITE setTargetMax NOTIFY settingsChanged)

    // Both rule sets as loaded: {valid, gameName, minPlayers, maxPlayers, rulesSeatLevels,
    // base: {variantId, name, description, file}, variant: {…}}; names as localized maps.
    Q_PROPERTY(QVariantMap sides READ sides NOTIFY sidesChanged)

    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    // Estimated from the time taken and the games done so far; -1 until known.
    Q_PROPERTY(int secondsLeft READ secondsLeft NOTIFY progressChanged)
    // Paired games done so far (both sides), of `games`.
    Q_PROPERTY(int gamesDone READ gamesDone NOTIFY progressChanged)
    // ComparisonResult::toJson() as QML objects (partial while running); empty before a run.
    Q_PROPERTY(QVariantMap result READ result NOTIFY resultChanged)
    // What the charts draw, computed from `result` (see chartData()).
    Q_PROPERTY(QVariantMap charts READ charts NOTIFY resultChanged)
    // The share of games inside the designer's target length, on each side, with its Wilson
    // interval: {valid, base, baseLow, baseHigh, variant, variantLow, variantHigh}; valid is
    // false without a target or a result.
    Q_PROPERTY(QVariantMap targetShares READ targetShares NOTIFY targetSharesChanged)
    // Whether the last run was cancelled (its result is then partial).
    Q_PROPERTY(bool cancelled READ cancelled NOTIFY resultChanged)
    // Whether the result holds every game planned (a run that ended, not cancelled): only then
    // is a difference's verdict settled. While a run goes, or after a cancel, the figures are
    // a look at fewer games, and stopping when a difference looks big picks a lucky moment.
    Q_PROPERTY(bool settled READ settled NOTIFY settledChanged)
    // Whether a setting changed since the result shown was run (players, agents, games, seed,
    // either rule set): the figures then belong to the previous settings.
    Q_PROPERTY(bool stale READ stale NOTIFY staleChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // Whether the variant still passes the game's rules scenarios (docs/scenarios.md), run on
    // a worker thread whenever the game or the variant changes: {state: "running" | "done" |
    // "unavailable", passed, failed, skipped, total, failures: [{file ("jumps.yaml"), line,
    // name, spec, message}]} (kotatsu::ScenarioTally, as kotatsu-cli compare prints it).
    Q_PROPERTY(QVariantMap scenarios READ scenarios NOTIFY scenariosChanged)
    // What the running (or last) run plays: "compare" (the two rule sets) or "attribute"
    // (the variant and each of its changes alone against the standard rules).
    Q_PROPERTY(QString runKind READ runKind NOTIFY runningChanged)
    // The last "Which change did what" run: kotatsu::AttributionResult::toJson() as QML
    // objects ({combined, changes: [{change, label, refused | figures, settled}],
    // interaction: [...], cancelled}), each change also with `label`, its key said in words;
    // empty before one. Its combined comparison is also `result`.
    Q_PROPERTY(QVariantMap attribution READ attribution NOTIFY attributionChanged)
    // The designer's margins, per figure, as typed: {"plies": "2", "wins.seat0": "5"}. Every
    // other figure has the default of its kind (kotatsu::Margins).
    Q_PROPERTY(QVariantMap margins READ margins NOTIFY marginsChanged)

public:
    // Made in QML: the games and the language are those of the AppContext attached to its
    // engine (classBegin); made in C++ (tests), those of `app`.
    explicit VariantLab(QObject *parent = nullptr);
    explicit VariantLab(AppContext &app, QObject *parent = nullptr);
    ~VariantLab() override;
    void classBegin() override;
    void componentComplete() override {}

    QString game() const { return m_game; }
    void setGame(const QString &game);
    QString baseVariant() const { return m_baseVariant; }
    void setBaseVariant(const QString &variant);
    QString variant() const { return m_variant; }
    void setVariant(const QString &variant);
    int players() const { return m_players; }
    void setPlayers(int players);
    QStringList agents() const { return m_agents; }
    void setAgents(const QStringList &agents);
    int games() const { return m_games; }
    void setGames(int games);
    qint64 seed() const { return m_seed; }
    void setSeed(qint64 seed);
    int targetMin() const { return m_targetMin; }
    void setTargetMin(int rounds);
    int targetMax() const { return m_targetMax; }
    void setTargetMax(int rounds);

    QVariantMap sides() const { return m_sides; }
    bool running() const { return m_run.running(); }
    double progress() const { return m_run.progress(); }
    int secondsLeft() const { return m_run.secondsLeft(); }
    int gamesDone() const { return m_gamesDone; }
    QVariantMap result() const { return m_result; }
    QVariantMap charts() const { return m_charts; }
    QVariantMap targetShares() const;
    bool cancelled() const { return m_run.cancelled(); }
    bool settled() const;
    bool stale() const;
    QString error() const { return m_error; }
    QVariantMap scenarios() const { return m_scenarios; }
    QString runKind() const { return m_runKind; }
    QVariantMap attribution() const { return m_attribution; }
    QVariantMap margins() const { return m_marginTexts; }

    // Starts a comparison with the current settings; false (and `error`) when they are wrong
    // or one is running.
    Q_INVOKABLE bool start();
    // Plays the variant and each of its changes alone against the standard rules, on the
    // same seeds (kotatsu::Attribution, as kotatsu-cli compare --attribute); false (and
    // `error`) when the settings are wrong, the variant is compared with another variant or
    // a run is under way.
    Q_INVOKABLE bool startAttribution();
    // The smallest difference that matters for `figure`, as kotatsu-cli compare --margin
    // takes it ("2" in the figure's unit, a share in percentage points; "5%" of the base
    // mean for a mean); "" goes back to the default of its kind. The verdicts shown are
    // judged again at once from the exact sums (no games are played again), and the next run
    // uses it. False (and `error`) when it does not read.
    Q_INVOKABLE bool setMargin(const QString &figure, const QString &value);
    // Stops the run at the next game; the result keeps the games played on both sides.
    Q_INVOKABLE void cancel();
    // The per-game records of the last run (paired by seed), as CSV (a header, then one line
    // per game) or JSON (a list), written atomically.
    Q_INVOKABLE bool exportRecords(const QUrl &file, const QString &format);
    // The result as kotatsu-cli compare prints it (and the records as its --records writes
    // them: the same PairedRecordWriter).
    Q_INVOKABLE bool exportJson(const QUrl &file);
    // The last "Which change did what" table as CSV (kotatsu::AttributionResult::toCsv: per
    // figure a row per change alone, all changes and the interaction), written atomically.
    Q_INVOKABLE bool exportAttributionCsv(const QUrl &file);
    // The agent spec of the app's computer strengths ("easy", "normal", "strong") in the
    // chosen game (its game.computer; ComputerLevels' defaults until a game is chosen).
    Q_INVOKABLE QString agentForLevel(const QString &level) const;
    // Blocks until the run ends (tests and the C++ side only; QML never waits).
    void waitForDone();

    // The settings as a ComparisonConfig, the definitions resolved as kotatsu-cli compare
    // resolves them (the same catalog lookup); "" or an error message.
    QString buildConfig(kotatsu::ComparisonConfig &config) const;
    // The result as JSON text (kotatsu-cli compare's output).
    std::string resultJson() const { return m_resultJson; }
    // What the charts draw, from a ComparisonResult::toJson(): {length: {figure, buckets,
    // base, variant, …}, wins: [{seat, base, baseLow, baseHigh, variant, …}], draws: {…},
    // scores: [{seat, base: {low, q1, median, q3, high}, variant: {…}}], ends: [{reason,
    // base, variant, …}]}.
    static QVariantMap chartData(const kotatsu::Json &result);
    // The shares of games of length (rounds where the game counts them, else decisions) in
    // [low, high] (0: no bound) on both sides of a ComparisonResult::toJson().
    static QVariantMap targetSharesOf(const kotatsu::Json &result, int low, int high);

Q_SIGNALS:
    void settingsChanged();
    void sidesChanged();
    void runningChanged();
    void progressChanged();
    void resultChanged();
    void targetSharesChanged();
    void staleChanged();
    void settledChanged();
    void errorChanged();
    void scenariosChanged();
    void attributionChanged();
    void marginsChanged();
    // The run ended (finished or cancelled).
    void finished();

private:
    // What a run plays: a result is stale when the settings are no longer these.
    struct RunSettings
    {
        QString game, baseVariant, variant;
        int players = 0;
        QStringList agents;
        int games = 0;
        qint64 seed = 0;
        bool operator==(const RunSettings &) const = default;
    };
    RunSettings currentSettings() const;
    void changeSettings();
    void loadSides();
    // Runs the scenarios of (game, variant) off the UI thread, unless they are those shown.
    void checkScenarios(const kotatsu::GameCatalog &catalog);
    void setError(const QString &message);
    void onPartial(const std::shared_ptr<const kotatsu::Json> &json, const QVariantMap &charts);
    void onFinished(const std::shared_ptr<const kotatsu::Json> &json, const QVariantMap &charts,
                    const std::shared_ptr<std::string> &csv,
                    const std::shared_ptr<std::string> &records);
    void applyResult(const kotatsu::Json &json, const QVariantMap &charts);
    // Clears the page's result and starts the clock: a run begins.
    void beginRun(const QString &kind, std::function<void(LabRun::Worker &)> work);
    // The margins of the designer's texts (the defaults for the others).
    kotatsu::Margins currentMargins() const;
    void onAttributionFinished(const std::shared_ptr<const kotatsu::Json> &json,
                               const std::shared_ptr<const kotatsu::Json> &combined,
                               const QVariantMap &charts,
                               const std::shared_ptr<const std::string> &csv);

    void useContext(AppContext &app);
    std::string uiLanguage() const;

    AppContext *m_app = nullptr;
    QString m_game;
    QString m_baseVariant;
    kotatsu::ComputerLevels m_levels;
    QString m_variant;
    int m_players = 0;
    QStringList m_agents;
    int m_games = 2000;
    qint64 m_seed = 1;
    int m_targetMin = 0;
    int m_targetMax = 0;
    QVariantMap m_sides;

    int m_gamesDone = 0;
    QVariantMap m_result;
    QVariantMap m_charts;
    std::string m_resultJson;
    std::shared_ptr<const kotatsu::Json> m_resultData; // the result as it came
    std::optional<RunSettings> m_resultSettings;       // those of the result shown
    bool m_stale = false;
    QString m_error;
    std::string m_csvRecords;  // the last run's per-game records as CSV
    std::string m_jsonRecords; // and as a JSON array

    QVariantMap m_scenarios;
    QString m_runKind = QStringLiteral("compare");
    QVariantMap m_attribution;
    std::string m_attributionCsv; // the attribution's table as CSV
    QVariantMap m_marginTexts;
    QString m_scenariosOf; // "game\nvariant" of m_scenarios (or of the run under way)
    quint64 m_scenarioGeneration = 0;
    QThreadPool m_scenarioPool; // not m_pool: a comparison may be running there

    // The comparison or attribution under way (one at a time).
    LabRun m_run;
};
