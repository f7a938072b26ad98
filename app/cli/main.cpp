// SPDX-License-Identifier: GPL-3.0-or-later
// kotatsu-cli: the headless face of Kotatsu (validate data, play, simulate, benchmark).
#include "cli_options.h"

#include <cstdio>
#include <cstring>

namespace {

void printUsage(std::FILE *out)
{
    std::fputs(
        "usage: kotatsu-cli COMMAND [options]\n"
        "       kotatsu-cli COMMAND --help   (or kotatsu-cli help COMMAND): its options and an\n"
        "                                    example\n"
        "\n"
        "  validate PATH...            check game, variant and included YAML files\n"
        "                              (a folder checks every game and variant in it)\n"
        "  play --game ID --players N --seed S [--variant FILE|ID]\n"
        "       [--agents a,b,...] [--transcript FILE]\n"
        "                              play one game to the end and print the outcome\n"
        "  replay FILE                 replay and check a saved game (.kotatsu, .json) or a\n"
        "                              transcript (.jsonl); print its outcome\n"
        "  simulate --game ID --players N --games G [--threads T] [--variant FILE|ID]\n"
        "       [--agents a,b,...] [--seed S] [--max-plies N] [--records FILE] [--check]\n"
        "       [--shard K/N]\n"
        "                              play many games and print statistics as JSON;\n"
        "                              --records writes one JSON line per game, --check\n"
        "                              checks the invariants after every move\n"
        "  compare --game ID --variant FILE|ID [--against FILE|ID] --games G [--players N]\n"
        "       [--agents a,b,...] [--seed S] [--threads T] [--table] [--shard K/N]\n"
        "       [--records FILE.csv|.json|.jsonl] [--margin FIGURE=VALUE]... [--attribute]\n"
        "                              play both rule sets on the same seeds and print each\n"
        "                              figure on both sides with 95% intervals, the paired\n"
        "                              difference and whether it matters (JSON, or a table\n"
        "                              with --table); --attribute also plays each change of\n"
        "                              the variant alone: which change did what\n"
        "  balance --game ID --games G [--variant FILE|ID] [--players N] [--table]\n"
        "                              each seat's advantage, comebacks, decisiveness, drama,\n"
        "                              duration and branching, with 95% intervals\n"
        "  sweep --game ID --key KEY --values V [--key KEY2 --values V2] --games G\n"
        "       [--target T]... [--search] [--players N] [--agents a,b,...]\n"
        "       [--variant FILE|ID] [--seed S] [--threads T] [--shard K/N]\n"
        "       [--json|--table|--csv]\n"
        "                              set a key of the rules (or two, a grid) to each value\n"
        "                              (21..41:2, or a,b,c), play G games per value on the same\n"
        "                              seeds and print every figure per value with its 95%\n"
        "                              interval; mark each value against the targets\n"
        "                              (rounds=10..14, draws<2%); --search looks for the values\n"
        "                              that meet them, coarse to fine\n"
        "  merge FILE... [--table]     combine the JSON of the shards of one simulate, compare\n"
        "                              or sweep run (--shard 1/N ... N/N) into that run's JSON\n"
        "  bench --game ID [--players N] [--seconds S]\n"
        "                              random playouts per second\n"
        "  bench --game ID --compare VARIANT [--games G] [--threads T] [--players N]\n"
        "                              the time of a comparison of G + G random games\n"
        "  bench --lab-agents [--game ID] [--games G] [--duel-games D] [--threads T]\n"
        "                              the lab's players (random, Easy, the quick search,\n"
        "                              Normal, Strong): games per second, CPU time per\n"
        "                              game, and the quick search's score against Easy\n"
        "  schema --game ID [--json]   the keys a game's data may use, as Markdown\n"
        "                              (docs/keys/ID.md) or JSON\n"
        "  scenarios --game ID [--variant FILE|ID] [--json]\n"
        "                              run the game's rules scenarios (data/games/ID/\n"
        "                              scenarios) under the game or a variant: which pass,\n"
        "                              fail, or are skipped (rules the variant sets otherwise)\n"
        "  lesson --game ID [--check] [--lesson ID|--file FILE] [--language L]\n"
        "                              check the game's lessons (data/games/ID/lessons) and\n"
        "                              play each to its end, or print a lesson's steps\n"
        "  arena --game ID --agents a,b,... --games N [--players P] [--seed S]\n"
        "       [--threads T] [--variant FILE|ID] [--max-plies N] [--resamples R] [--json]\n"
        "                              every two agents play N games: each deal (seed) once\n"
        "                              in every seat pattern (AB and BA; for P seats every\n"
        "                              arrangement of A and B, both present, so N must be a\n"
        "                              multiple of 2^P - 2). The agent holding the best place\n"
        "                              wins; a shared best place is a draw, half a win.\n"
        "                              Prints Bradley-Terry ratings on the Elo scale (first\n"
        "                              agent 0, one virtual draw per pairing) with 95%\n"
        "                              intervals from R (200) Bayesian bootstrap resamples\n"
        "                              of the deals, each pairing's score with its Wilson\n"
        "                              interval, and ms per move (measured; the rest is\n"
        "                              reproducible from --seed whatever T). P: the game's\n"
        "                              minimum, T: 1. The game's own opponent (rules) may be\n"
        "                              one of the agents (in games of 2 seats).\n"
        "\n"
        "Seats (--agents): random, heuristic, montecarlo[:iterations=N,ms=N],\n"
        "ismcts[:iterations=N,ms=N,threads=T,c=X], computer[:level=easy|normal|strong] (the\n"
        "agent the game's data names for the app's strength), rules[:level=N] (the seat the\n"
        "game's own rules play, in games that have such an opponent). One per seat, or one for\n"
        "all. --shard K/N plays the K-th of N disjoint parts of\n"
        "the games (for a cluster's job array). Every command that reads games takes --data DIR\n"
        "to read them from another data folder. A variant (ID|FILE) is a shipped variant's id,\n"
        "the id of one of your own (<user data>/variants/<game>/<id>.yaml, <user data> being\n"
        "$KOTATSU_USER_DATA_DIR, else $XDG_DATA_HOME/Kotatsu/Kotatsu, else\n"
        "~/.local/share/Kotatsu/Kotatsu), or a file.\n",
        out);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0) {
        printUsage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    const char *command = argv[1];
    // "help COMMAND", or COMMAND with --help/-h anywhere among its options.
    if (std::strcmp(command, "help") == 0) {
        if (argc < 3) {
            printUsage(stdout);
            return 0;
        }
        if (kotatsu::cli::printCommandHelp(argv[2]))
            return 0;
        std::fprintf(stderr, "kotatsu-cli: unknown command '%s'\n\n", argv[2]);
        printUsage(stderr);
        return 2;
    }
    if (kotatsu::cli::asksForHelp(argc, argv, 2) && kotatsu::cli::printCommandHelp(command))
        return 0;
    if (std::strcmp(command, "validate") == 0)
        return kotatsu::cli::commandValidate(argc, argv);
    if (std::strcmp(command, "play") == 0)
        return kotatsu::cli::commandPlay(argc, argv);
    if (std::strcmp(command, "replay") == 0)
        return kotatsu::cli::commandReplay(argc, argv);
    if (std::strcmp(command, "simulate") == 0)
        return kotatsu::cli::commandSimulate(argc, argv);
    if (std::strcmp(command, "compare") == 0)
        return kotatsu::cli::commandCompare(argc, argv);
    if (std::strcmp(command, "balance") == 0)
        return kotatsu::cli::commandBalance(argc, argv);
    if (std::strcmp(command, "merge") == 0)
        return kotatsu::cli::commandMerge(argc, argv);
    if (std::strcmp(command, "bench") == 0)
        return kotatsu::cli::commandBench(argc, argv);
    if (std::strcmp(command, "schema") == 0)
        return kotatsu::cli::commandSchema(argc, argv);
    if (std::strcmp(command, "arena") == 0)
        return kotatsu::cli::commandArena(argc, argv);
    if (std::strcmp(command, "scenarios") == 0)
        return kotatsu::cli::commandScenarios(argc, argv);
    if (std::strcmp(command, "lesson") == 0)
        return kotatsu::cli::commandLesson(argc, argv);
    if (std::strcmp(command, "sweep") == 0)
        return kotatsu::cli::commandSweep(argc, argv);
    std::fprintf(stderr, "kotatsu-cli: unknown command '%s'\n\n", command);
    printUsage(stderr);
    return 2;
}
