// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_definition.h"
#include "sim/ratings.h"
#include "sim/statistics.h"
#include "util/json.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace kotatsu {

// An arena: every two of a list of agents play each other, and the results are turned into
// ratings.
//
// Pairings. Each unordered pair {A, B} of the listed agents (A listed first) plays `games`
// games. They come in deals: a deal is one seed, played once in each seat pattern (see
// seatPatterns()), so a deal's luck falls on both agents alike and the seats' advantage
// cancels out ("seeds paired"). Game g of pairing p is deal g / patterns, pattern
// g % patterns, on seed Rng::derive(Rng::derive(seed, p), g / patterns); its agents draw from
// Rng::derive(that seed, 0xA6E27) as in kotatsu-cli play and simulate, so
// `kotatsu-cli play --seed <the deal's seed> --agents <the seats' agents>` replays it.
//
// Results. A game is a win for the agent holding the best place (Outcome::ranks, 1 = best);
// when A and B share the best place it is a draw, half a win each. With more than two seats
// an agent holds several seats, and its best-placed seat counts. A game stopped by the ply
// limit is a draw.
//
// The game's own opponent. "rules" or "rules:level=N" (older "automa[:level=N]") may be one of
// the agents (Tokaido Duo's Automa): the rules play its seat (definitionForSeats()), so it only
// meets the other agents one to one, in games of two seats, and two rules seats cannot meet.
//
// Ratings: ratings.h, anchored to the first agent, with bootstrap intervals that reweight
// whole deals (a deal's games share their luck, so they are not independent). The time agents take
// is measured (ms per move) but changes nothing else: with iteration budgets
// (montecarlo:iterations=N) the result is reproducible from the seed whatever the number of
// threads.
struct ArenaConfig
{
    std::shared_ptr<const GameDefinition> definition;
    std::vector<std::string> agents; // two or more specs (makeAgent, or the rules)
    int players = 0;                 // seats at the table; 0: the game's minimum
    int games = 0;                   // per pairing: a multiple of the number of seat patterns
    std::uint64_t seed = 1;
    int threads = 1;
    int maxPlies = 100000; // a game that reaches it is stopped and counts as a draw
    int resamples = 200;   // bootstrap resamples for the ratings' intervals
    double priorDraws = 1; // virtual draws per pairing (RatingOptions::priorDraws)
};

// Who sits where in a pairing's games of `players` seats: each pattern gives every seat to A
// (0) or B (1), both present. For two seats: AB, BA. For more, every such arrangement
// (2^players - 2 of them), first those where A holds the fewer seats (for three: ABB, BAB,
// BBA), then the same with A and B exchanged (BAA, ABA, AAB); so each agent holds each seat
// equally often in every deal.
std::vector<std::vector<int>> seatPatterns(int players);

// One game of an arena, as played.
struct ArenaGame
{
    int pairing = 0;
    int game = 0;           // within the pairing
    std::uint64_t seed = 0; // the deal's seed
    std::vector<int> seats; // each seat's agent (its index in ArenaConfig::agents)
    int plies = 0;
    bool plyLimit = false;
    double scoreOfA = 0; // 1 a win, ½ a draw, 0 a loss
    // Per side (0 for A, 1 for B): decisions taken and the time spent on them. The rules'
    // seat takes none as a player.
    std::array<long, 2> moves{};
    std::array<double, 2> thinkingSeconds{};
};

struct ArenaAgent
{
    std::string spec;
    Rating rating;
    int games = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    long moves = 0;
    double thinkingSeconds = 0;
    // The mean time per decision in milliseconds; negative when it took none (the rules' seat).
    double msPerMove() const;
};

struct ArenaPairing
{
    int a = 0; // agent indices, a listed before b
    int b = 0;
    int games = 0;
    int aWins = 0;
    int draws = 0;
    int bWins = 0;
    int plyLimitGames = 0;
    double aScore = 0;       // A's share of the points, a draw counting half
    Interval aScoreInterval; // its 95% Wilson interval
};

struct ArenaResult
{
    std::string gameId;
    std::string variantId;
    int players = 0;
    int gamesPerPairing = 0;
    std::vector<std::vector<int>> patterns;
    std::uint64_t seed = 0;
    int threads = 1;
    int maxPlies = 0;
    int resamples = 0;
    double priorDraws = 0;
    double elapsedSeconds = 0;
    std::vector<ArenaAgent> agents;     // in the listed order
    std::vector<ArenaPairing> pairings; // (0,1), (0,2), ..., (1,2), ...
    std::vector<ArenaGame> games;       // pairing by pairing, in game order

    Json toJson() const;
    // The agents' ratings and the pairings' scores as aligned text, with a note on the method.
    std::string toTable() const;
};

class Arena
{
public:
    using Progress = std::function<void(int done, int total)>;
    // An error message for a config that cannot be played (too few agents, a bad spec, an
    // impossible pairing with the rules' seat, a player count or number of games that does not
    // fit), or "".
    static std::string check(const ArenaConfig &config);
    // Plays every game of a config that check() accepts, on `config.threads` threads;
    // `progress(done, total)` is called from worker threads.
    static ArenaResult run(const ArenaConfig &config, const Progress &progress = {});
};

} // namespace kotatsu
