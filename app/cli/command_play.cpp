// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/agent_factory.h"
#include "cli_options.h"
#include "engine/game_state.h"
#include "match/match_record.h"
#include "sim/transcript.h"
#include "util/text.h"

#include <cstdio>
#include <filesystem>

namespace kotatsu::cli {

int commandPlay(int argc, char **argv)
{
    auto parsed = parseMatchOptions("play", argc, argv,
                                    {"game", "variant", "players", "seed", "agents", "transcript"},
                                    {}, {"game", "players", "seed"});
    if (!parsed)
        return 2;
    Options &options = parsed->options;
    auto fail = [&](const std::string &message) { return parsed->fail(message); };
    auto players = options.integer("players", 0, 1, 16);
    auto seed = options.integer("seed", 0, 0, INT64_MAX);
    if (!players || !seed)
        return fail(options.error);

    GameCatalog catalog = parsed->catalog();
    const std::string variant = options.get("variant");
    std::shared_ptr<const GameDefinition> definition = parsed->resolve(catalog);
    if (!definition)
        return 1;
    const GameInfo info = definition->info(); // a copy: a rules seat below replaces the definition
    if (*players < info.minPlayers || *players > info.maxPlayers)
        return fail(info.id + " is for " + std::to_string(info.minPlayers) + " to " +
                    std::to_string(info.maxPlayers) + " players");

    std::vector<std::string> specs = splitAgentList(options.get("agents", "montecarlo"));
    if (specs.size() == 1)
        specs.assign(static_cast<std::size_t>(*players), specs.front());
    if (static_cast<long long>(specs.size()) != *players)
        return fail("give one agent for every seat, or a single agent for all");
    // A seat given as "rules[:level=N]" (or the older "automa[:level=N]") is played by the
    // game's own opponent, Tokaido Duo's Automa; "computer:level=strong" by the game's agent
    // for that strength.
    {
        std::string error;
        definition = definitionForSeats(definition, specs, &error);
        if (!definition)
            return fail(error);
        for (const auto &spec : specs) {
            if (!rulesLevelOfSpec(spec) && !makeAgent(seatAgentSpec(*definition, spec), &error))
                return fail(error);
        }
    }
    std::vector<std::unique_ptr<Agent>> agents = makeSeatAgents(*definition, specs);

    TranscriptHeader header;
    header.game = info.id;
    header.seed = static_cast<std::uint64_t>(*seed);
    header.players = static_cast<int>(*players);
    header.agents = specs;
    if (!info.variantId.empty()) {
        const GameEntry *entry = catalog.find(info.id);
        bool shipped = false;
        for (const auto &v : entry->variants)
            shipped = shipped || (v.id == variant || v.file == variant);
        header.variant = info.variantId;
        // The user's variant of that id, or a file: replay reads it from there.
        if (!shipped)
            header.variantFile =
                std::filesystem::absolute(catalog.variantFile(info.id, variant)).string();
    }

    MatchRecord match(definition, header.players, header.seed);
    Rng agentRng(Rng::derive(header.seed, 0xA6E27));
    while (!match.isOver()) {
        const int seat = match.currentPlayer();
        PlayerView view(match.state());
        const Action action = agents[static_cast<std::size_t>(seat)]->chooseAction(view, agentRng);
        const std::string problem = match.play(action);
        if (!problem.empty())
            return fail("the agent of seat " + std::to_string(seat) + " (" +
                        specs[static_cast<std::size_t>(seat)] +
                        ") chose a move that is not "
                        "allowed: " +
                        problem);
    }
    const GameState *state = &match.state();
    std::printf("%s%s%s, %d players, seed %llu: %d plies\n", info.name.english().c_str(),
                info.variantId.empty() ? "" : " / ",
                info.variantId.empty() ? "" : info.variantName.english().c_str(), header.players,
                static_cast<unsigned long long>(header.seed), state->plyCount());
    if (match.stoppedByPlyLimit()) {
        std::printf("stopped after %d plies without an end: a draw\n", match.plyLimit());
    } else {
        const Outcome outcome = match.outcome();
        std::printf("end: %s\n", outcome.reason.c_str());
        if (outcome.draw) {
            std::printf("result: draw\n");
        } else {
            std::printf("winners:");
            for (int seat : outcome.winners)
                std::printf(" seat %d (%s)", seat, specs[static_cast<std::size_t>(seat)].c_str());
            std::printf("\n");
        }
        std::printf("scores:");
        for (double score : outcome.scores)
            std::printf(" %g", score);
        std::printf("\n");
    }

    if (options.has("transcript")) {
        std::string error;
        if (!writeFileAtomically(options.get("transcript"), transcriptOf(match, header), &error)) {
            std::fprintf(stderr, "kotatsu-cli play: %s\n", error.c_str());
            return 1;
        }
        std::printf("transcript: %s\n", options.get("transcript").c_str());
    }
    return 0;
}

} // namespace kotatsu::cli
