// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lab/lab_run.h"

#include <QObject>
#include <QQmlEngine>
#include <QQmlParserStatus>
#include <QStringList>
#include <QUrl>
#include <QVariant>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace kotatsu {
class Schema;
struct SchemaRow;
struct SweepAxis;
struct SweepConfig;
struct SweepPointResult;
struct SweepResult;
struct Target;
} // namespace kotatsu

class AppContext;

// The variant lab's sweep (issue 35, points 1 and 2): one key of a game's rules set to each
// of a list of values, each value played the same games on the same seeds, every figure per
// value with its 95% interval, marked against the designer's targets. kotatsu::Sweep on a
// worker thread, one value after another; each value reaches the page as it finishes. The
// defaults are kotatsu-cli sweep's (seed 1, the fewest players, random play), so the page and
// `kotatsu-cli sweep --game G --key K --values V --games N` give the same figures.
class SweepLab : public QObject, public QQmlParserStatus
{
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    QML_ELEMENT
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY settingsChanged)
    // The variant the values are written into ("" for the game itself), as the lab names it.
    Q_PROPERTY(QString variant READ variant WRITE setVariant NOTIFY settingsChanged)
    Q_PROPERTY(int players READ players WRITE setPlayers NOTIFY settingsChanged)
    Q_PROPERTY(QStringList agents READ agents WRITE setAgents NOTIFY settingsChanged)
    // Games per value.
    Q_PROPERTY(int games READ games WRITE setGames NOTIFY settingsChanged)
    Q_PROPERTY(qint64 seed READ seed WRITE setSeed NOTIFY settingsChanged)
    // The key swept ("rules.steps_to_pagoda") and its values as typed ("21..41:2", "cap,bounce").
    Q_PROPERTY(QString key READ key WRITE setKey NOTIFY settingsChanged)
    Q_PROPERTY(QString values READ values WRITE setValues NOTIFY settingsChanged)
    // A second key and its values for a grid (every pair of values); "" for one key.
    Q_PROPERTY(QString key2 READ key2 WRITE setKey2 NOTIFY settingsChanged)
    Q_PROPERTY(QString values2 READ values2 WRITE setValues2 NOTIFY settingsChanged)
    // The designer's targets, one per entry ("rounds=10..14", "wins.seat0=45%..55%").
    Q_PROPERTY(QStringList targets READ targets WRITE setTargets NOTIFY settingsChanged)

    // The keys of the game's schema a sweep can vary (a number, a word or a switch, not
    // inside a list), as the rules editor's schema names them: [{key, label, kind ("integer",
    // "number", "word", "boolean"), words: [...], defaultValue, min, max}], in the schema's order.
    Q_PROPERTY(QVariantList keys READ keys NOTIFY keysChanged)

    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    Q_PROPERTY(int gamesDone READ gamesDone NOTIFY progressChanged)
    Q_PROPERTY(int gamesTotal READ gamesTotal NOTIFY progressChanged)
    // One entry per value (per pair of values in a grid: the first key outermost), in the
    // order typed, or after a search the values it played in increasing order: {value,
    // value2 ("" with one key), label, label2 (the values as the page shows them: a word's
    // or a switch's label in the current language, a number in its way), pending, refused,
    // reason, figures:
    // {name: {value, low, high, proportion}}, mark ("meets", "fails", "unsure" or "" without
    // targets), confidence, checks: [{mark, confidence}]} (one check per target).
    Q_PROPERTY(QVariantList points READ points NOTIFY pointsChanged)
    // Every figure a value has, in the lab's listing order.
    Q_PROPERTY(QStringList figureNames READ figureNames NOTIFY pointsChanged)
    // The targets as read: [{text, figure, low, high}] (a missing bound is absent).
    Q_PROPERTY(QVariantList targetList READ targetList NOTIFY pointsChanged)
    // How many values meet every target, of those played.
    Q_PROPERTY(int meeting READ meeting NOTIFY pointsChanged)
    Q_PROPERTY(bool cancelled READ cancelled NOTIFY runningChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // How many keys the last run varied (1, or 2 for a grid).
    Q_PROPERTY(int axisCount READ axisCount NOTIFY pointsChanged)
    // Whether the run under way is a search (startSearch).
    Q_PROPERTY(bool searching READ searching NOTIFY runningChanged)
    // The last search's report (empty after a sweep): {rounds, candidates (the values of the
    // range), evaluated (the values played), gamesSpent, meets: [values], unsure: [values],
    // meetsLabels, unsureLabels (the same as the page shows them), seconds}; while a search runs,
    // only {candidates} (its values come into `points` as they are played, and its games into
    // gamesDone).
    Q_PROPERTY(QVariantMap search READ search NOTIFY searchChanged)

public:
    explicit SweepLab(QObject *parent = nullptr);
    explicit SweepLab(AppContext &app, QObject *parent = nullptr);
    ~SweepLab() override;
    void classBegin() override;
    void componentComplete() override {}

    QString game() const { return m_game; }
    void setGame(const QString &game);
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
    QString key() const { return m_key; }
    void setKey(const QString &key);
    QString values() const { return m_values; }
    void setValues(const QString &values);
    QString key2() const { return m_key2; }
    void setKey2(const QString &key);
    QString values2() const { return m_values2; }
    void setValues2(const QString &values);
    int axisCount() const { return m_axisCount; }
    bool searching() const { return m_searching; }
    QVariantMap search() const { return m_search; }
    QStringList targets() const { return m_targets; }
    void setTargets(const QStringList &targets);

    QVariantList keys() const { return m_keys; }
    bool running() const { return m_run.running(); }
    double progress() const { return m_run.progress(); }
    int gamesDone() const { return m_gamesDone; }
    int gamesTotal() const { return m_gamesTotal; }
    QVariantList points() const { return m_points; }
    QStringList figureNames() const { return m_figureNames; }
    QVariantList targetList() const { return m_targetList; }
    int meeting() const { return m_meeting; }
    bool cancelled() const { return m_run.cancelled(); }
    QString error() const { return m_error; }

    // Starts the sweep; false (and `error`) when a setting is wrong or one is running.
    Q_INVOKABLE bool start();
    // Searches the range of one numeric key for the values that meet every target, coarse to
    // fine (kotatsu::Sweep::search, as kotatsu-cli sweep --search), reporting the games it
    // spent in `search`; false (and `error`) when a setting is wrong, the sweep has two keys,
    // the key holds no number or no target is given.
    Q_INVOKABLE bool startSearch();
    // The table of the values played as CSV, as kotatsu-cli sweep --csv writes it (a row per
    // value: the values, refused and the reason, every figure with its 95 % interval, each
    // target's mark and confidence), written atomically; false (and `error`) before a sweep.
    Q_INVOKABLE bool exportCsv(const QUrl &file);
    // Stops at the next game; the values finished stay.
    Q_INVOKABLE void cancel();
    // Blocks until the run ends (tests only).
    void waitForDone();

Q_SIGNALS:
    void settingsChanged();
    void keysChanged();
    void runningChanged();
    void progressChanged();
    void pointsChanged();
    void searchChanged();
    void errorChanged();
    void finished();

private:
    void useContext(AppContext &app);
    std::string uiLanguage() const;
    void loadKeys();
    // The schema of the game's rules engine, or null.
    const kotatsu::Schema *gameSchema() const;
    // A value of a key as the page shows it: a word or a switch by its label in the current
    // language, a number in the language's way ("4 022", "0,5"), else as written.
    static QString valueLabel(const kotatsu::SchemaRow *row, const QString &value);
    // The search report's values as labels (meetsLabels, unsureLabels).
    void labelSearch();
    void setError(const QString &message);
    void onPoint(std::size_t index, const std::shared_ptr<const kotatsu::SweepPointResult> &point);
    void onFinished();
    // A value the search has just played.
    void onSearchPoint(const std::shared_ptr<const kotatsu::SweepPointResult> &point);
    void onSearchFinished(const std::shared_ptr<const kotatsu::SweepResult> &result);
    // The settings as a sweep's config and its targets; false (and `error`) when wrong.
    bool prepare(kotatsu::SweepConfig &config, std::vector<kotatsu::Target> &targets);
    // A run begins: the values it plays (none yet for a search) and its targets.
    void beginRun(const kotatsu::SweepConfig &config, std::vector<kotatsu::Target> targets,
                  bool search);
    // Marks every value played against the targets and rebuilds `points`.
    void refreshPoints();

    AppContext *m_app = nullptr;
    QString m_game;
    QString m_variant;
    int m_players = 0;
    QStringList m_agents;
    int m_games = 500;
    qint64 m_seed = 1;
    QString m_key;
    QString m_values;
    QString m_key2;
    QString m_values2;
    int m_axisCount = 1;
    std::vector<kotatsu::SweepAxis> m_axes; // those of the last run
    // Their schema rows (null where the schema has none), for the values' labels.
    std::vector<const kotatsu::SchemaRow *> m_axisRows;
    bool m_searching = false;
    QVariantMap m_search;
    QStringList m_targets;
    QVariantList m_keys;

    int m_gamesDone = 0;
    int m_gamesTotal = 0;
    QString m_error;
    // The values of the run, as typed, and what came back for each so far.
    std::vector<QStringList> m_pointValues;
    std::vector<std::shared_ptr<const kotatsu::SweepPointResult>> m_results;
    std::vector<kotatsu::Target> m_parsedTargets;
    QVariantList m_points;
    QStringList m_figureNames;
    QVariantList m_targetList;
    int m_meeting = 0;

    // The sweep under way (one at a time).
    LabRun m_run;
};
