// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ai/agent.h"
#include "engine/game_state.h"

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace kotatsu {

// A hint: what the seat to move should play, and why. The app's hint (GameSession's
// requestHint, on the AI runner's thread), the hint-play tests and the CLI all ask here.
struct Hint
{
    // Which sentence tells why: the share of the played-out games won with the move, or, when
    // that share says nothing (it is near 0 % or 100 % from here), the mean score margin.
    enum class Reason
    {
        None,     // a forced move, or nothing searched: no reason
        WinShare, // "it won about 62 % of the 3,950 games played out from here"
        Margin    // "it ended on average 6 points behind the leader in those games"
    };

    Action action;
    Reason reason = Reason::None;
    // The forecast (forecastWins): of `forecastGames` games played on from here with `action`,
    // the person's seat played like a person who follows the hints (personLikeSpec()) and every
    // other seat by what plays it (forecastSpec), the share the person's seat won (a draw
    // half). 0 games: no forecast (no seats given, too few games in the time, or a forced
    // move); the hint bar then gives the reason above.
    int forecastGames = 0;
    double forecast = 0.0;
    int playouts = 0;      // games played out from here with `action`
    double winShare = 0.0; // of those games: won 1, drawn ½, lost 0, averaged
    double margin = 0.0;   // mean of (own score − best other score) at their end
    int iterations = 0;    // games played out from here, all moves together
};

struct HintOptions
{
    // The search's iteration budget; 0: the game's strong level's (game.computer.strong).
    int iterations = 0;
    // The weight of the score margin in the search's reward (IsmctsAgent::Settings::margin),
    // for one search with it. Below 0 (the app's): the strong level's search (the result
    // alone), then, when the move it found was won in about none or all of its playouts, a
    // second search with the margin weighed in at ½ (hint.cpp says why). 0 is the hint as it
    // was before issue 31.
    double margin = -1.0;
    // A time limit for the search (both searches together), when above 0; the iteration
    // budget still holds. 0: none (the strong level's own, the tests').
    int milliseconds = 0;
    // The search's root-parallel trees; 0: the strong level's (HintAgent: 1).
    int threads = 0;
    // Who really plays each seat, for the forecast: an agent spec (a computer at its level), a
    // rules seat's spec ("rules:level=N": the rules play it), or "" for a person (played like a
    // person: personLikeSpec()). Empty: no forecast.
    std::vector<std::string> seats;
    // The forecast's budget: at most this many games, and (when above 0) at most this long;
    // fewer than kForecastMinGames games in that time give no forecast.
    int forecastGames = 200;
    int forecastMilliseconds = 0;
    // How the person's seats play in the forecast: "" the person-like search (personLikeSpec),
    // or (tests of the forecast's mechanics) a cheaper agent spec.
    std::string forecastPerson;
};

// How the forecast plays a person's seat after the hinted move: as the hint plays, so that
// "wins about 62 % of games from here" is true of someone who plays the hint and keeps asking
// for it. Since December 2026 (issue 31) that is the hint's own search (HintAgent: the strong
// level's search, the margin weighed in when it is blind) at a sixteenth of its budget
// (kPersonBudgetDivisor; Tokaido Duo 500 iterations, Hyano and Shikoku 1,000, the garden
// 2,000), on one tree: personLikeSpec(). Until then it was a different, cheaper search (32
// iterations whose playouts were cut after 4 plies and scored by GameState::heuristicValue):
// strong where the hint is weak and weak where it is strong, so the forecast ran low against
// the Steady Automa and high against the Easy computer; the hint's own search at 100
// iterations was far too weak against the Automa (docs/ai.md has the figures). The hint's
// search costs some hundred times as much a game as that old person (about 1 s of one core
// for a whole game of Tokaido Duo), which the app affords by showing the hint at once and
// playing the forecast on while the person thinks (ForecastRun). It is still weaker than the
// app's hint (a sixteenth of the search), so where more search pays the figure errs on the
// cautious side. tst_hint_forecast's forecastMatchesHintPlay checks it against hint-only games.
inline constexpr int kPersonBudgetDivisor = 16;
inline constexpr int kPersonLeastIterations = 100;
std::string personLikeSpec(const GameDefinition &definition);
// What plays a computer in the forecast whose search is too dear to play as itself
// (forecastSpec): 32 iterations cut after 4 plies, at most its own iterations.
inline constexpr int kComputerStandInIterations = 32;
// A computer whose search has at most this many iterations plays as itself in the forecast.
inline constexpr int kForecastOwnSearchIterations = 2000;
// Fewer games than this give no forecast; below kForecastFineGames the share is shown
// rounded to 10 % (20 games: a share's standard error is at most 0.11), then to 5 %.
inline constexpr int kForecastMinGames = 20;
inline constexpr int kForecastFineGames = 100;

// The forecast as the hint bar shows it, in percent: rounded to 10 below kForecastFineGames
// games, else to 5 (with 100 games a share's standard error is at most 0.05, and the model of
// the person is itself only about that close: tst_hint_forecast). 0 and 100 mean "hardly
// any" and "nearly every" game, never a certainty.
int shownForecastPercent(double share, int games);

// What plays a computer's seat (agent `spec`) in the forecast: a computer that does not search
// (Easy) or whose search has at most kForecastOwnSearchIterations (Normal: 300-1,000) as
// itself, on one tree; a dearer search (Strong: 8,000-32,000 iterations, too slow to play out
// dozens of times) by a small stand-in search, as a match for a person following the hints.
// (Until December 2026 Normal was played by that stand-in too. Shrinking a search by the
// ratio of its budget to the hint's instead, 1-4 iterations, nearly random, forecast 97-100 %
// where the hint-only games were won half the time: tst_hint_forecast, z about -3.)
std::string forecastSpec(const std::string &spec);

struct ForecastSettings
{
    std::vector<std::string> seats; // as HintOptions::seats
    // How the person's seats play after `action`: "" the person-like search of the game
    // (personLikeSpec), or (tests of the forecast's mechanics that need many games) any cheaper
    // agent spec.
    std::string person;
    int games = 200;
    int milliseconds = 0; // 0: no time limit (then the result depends on the seed alone)
    int threads = 2;
};

struct Forecast
{
    int games = 0;         // games played on
    double winShare = 0.0; // the seat's share of them won (a draw half)
};

// The share of games the seat to move in `state` wins when it plays `action` and the game is
// played on: that seat (and any other person's) like a person following the hints
// (personLikeSpec()), the computers by forecastSpec, a rules seat by the rules. Every game starts
// from a state drawn from that seat's own observation (GameState::resampleHidden: the hidden cards,
// deck order and dice redrawn), so the forecast never reads what the person cannot see.
// Deterministic for a seed when settings.milliseconds is 0. Stops promptly once *stop becomes true.
Forecast forecastWins(const GameState &state, const Action &action, std::uint64_t seed,
                      const ForecastSettings &settings, const std::atomic<bool> *stop = nullptr);

// A forecast that goes on (the app's, issue 31): each more() plays that many more games and
// adds them to the ones before, game g always from its own seed as forecastWins plays it, so
// that after n games (none cut short) the total is forecastWins' for n games. The app shows
// the hint at once and keeps calling more() on its worker thread while the person thinks,
// the hint bar's count growing, until the person moves or kAppForecastMaxGames.
class ForecastRun
{
public:
    ForecastRun(const GameState &state, Action action, std::uint64_t seed,
                ForecastSettings settings);
    // Plays up to `games` more games (fewer once *stop becomes true or the time limit of the
    // settings, counted from this call, passes); returns the total so far.
    Forecast more(int games, const std::atomic<bool> *stop = nullptr);
    const Forecast &total() const { return m_total; }

private:
    std::unique_ptr<GameState> m_state;
    Action m_action;
    std::uint64_t m_seed;
    ForecastSettings m_settings;
    int m_next = 0; // the next game's index
    double m_won = 0.0;
    Forecast m_total;
};

// The range of win shares a forecast of `games` games is consistent with: the 95 % Wilson
// score interval around `share`, in whole percent (the low end rounded down, the high end
// up). The hint bar gives it beside the share, so that a figure from 25 games does not read
// as if from 2,500.
struct PercentRange
{
    int low = 0;
    int high = 100;
};
PercentRange forecastRangePercent(double share, int games);

// Plays `state` (a complete state) to its end with the policies of forecastWins(), `person`
// being a person's seat whatever `seats` says; returns `person`'s result (1 a win, ½ a draw,
// 0 a loss). Also what the calibration test plays real games on with.
double playOn(GameState &state, int person, const std::vector<std::string> &seats, Rng &rng,
              const std::atomic<bool> *stop = nullptr,
              const std::string &personSpec = std::string());

// The app's hint (AiRunner::startHint) for a table whose seats are played by `seats` (as
// HintOptions::seats): the strong level's search, cut after kAppSearchMilliseconds, shown as
// soon as it is done; then the forecast (appForecastSettings) goes on on the same worker thread
// while the person thinks, kAppForecastBatch games at a time, each batch's total shown, until
// the person moves or puts the hint away, or kAppForecastMaxGames games or
// kAppForecastMaxMilliseconds have passed. (Until December 2026 the forecast had to fit in the
// hint's own time, 0.8 s plus what the search left: the hint took 2 s, and a person who plays
// like the hint was too dear to play out in that time.)
inline constexpr int kAppSearchMilliseconds = 1200;
inline constexpr int kAppForecastBatch = 4;
inline constexpr int kAppForecastMaxGames = 400;
inline constexpr int kAppForecastMaxMilliseconds = 90000;
// The seed of the forecast of a hint searched with `seed` (findHint's and the app's).
std::uint64_t forecastSeed(std::uint64_t seed);
// How the app plays its forecast: the seats of `options`, the person-like search, one thread
// (the person's machine keeps a core for the window), no time limit per batch.
ForecastSettings appForecastSettings(const HintOptions &options);
HintOptions appHintOptions(std::vector<std::string> seats);

// The hint for the seat to move in `state` (not terminal), from that seat's own view (a
// PlayerView: it reads nothing that seat cannot see), seeded by `seed`. Returns promptly
// (with what it has) once *stop becomes true. With options.seats given, the hinted move's
// forecast follows the search (forecastWins).
Hint findHint(const GameState &state, std::uint64_t seed, const HintOptions &options = {},
              const std::atomic<bool> *stop = nullptr);
// findHint's search alone: the move and the search's own figures, no forecast.
Hint searchHint(const GameState &state, std::uint64_t seed, const HintOptions &options = {},
                const std::atomic<bool> *stop = nullptr);

// The hint's own search as an agent ("hint:iterations=N", agent_factory): at every move it
// plays what searchHint would hint there with that iteration budget and one tree (the strong
// level's search, the result alone, then the margin weighed in when that search was blind).
// The forecast's person (personLikeSpec()) is this agent: a person who follows the hints plays
// the hint's moves, so the forecast plays the hint's search, at a smaller budget.
class HintAgent : public Agent
{
public:
    explicit HintAgent(int iterations);
    static std::string spec(int iterations);
    std::string name() const override { return "hint"; }
    Action chooseAction(const PlayerView &view, Rng &rng) override;
    int iterations() const { return m_iterations; }

private:
    int m_iterations;
};

// searchHint from a seat's view (what HintAgent asks at each move).
Hint searchHint(const PlayerView &view, std::uint64_t seed, const HintOptions &options = {},
                const std::atomic<bool> *stop = nullptr);

// The agent spec findHint() searches with.
std::string hintAgentSpec(const GameDefinition &definition, const HintOptions &options = {});

} // namespace kotatsu
