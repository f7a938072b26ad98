// SPDX-License-Identifier: GPL-3.0-or-later
// Each command's --help: its usage, every option it takes, and an example.
#include "cli_options.h"

#include <cstdio>
#include <cstring>

namespace kotatsu::cli {

namespace {

struct CommandHelp
{
    const char *name;
    const char *text;
};

// Said once for every command that reads rules or plays games.
#define KOTATSU_VARIANT_HELP                                                                       \
    "  --variant ID|FILE   a shipped variant's id (kotatsu-cli validate lists them), the id\n"     \
    "                      of one of your own variants (<user data>/variants/<game>/<id>.yaml,\n"  \
    "                      as the rules editor saves them; <user data> is\n"                       \
    "                      $KOTATSU_USER_DATA_DIR, else $XDG_DATA_HOME/Kotatsu/Kotatsu, else\n"    \
    "                      ~/.local/share/Kotatsu/Kotatsu), or a variant file's path\n"
#define KOTATSU_AGENTS_HELP                                                                        \
    "  --agents A,B,...    one agent per seat, or one for every seat: random, heuristic,\n"        \
    "                      montecarlo[:iterations=N,ms=N], ismcts[:iterations=N,ms=N,\n"           \
    "                      threads=T,c=X], computer[:level=easy|normal|strong] (the app's\n"       \
    "                      strengths), rules[:level=N] (the game's own opponent, where it has\n"   \
    "                      one)\n"
#define KOTATSU_DATA_HELP                                                                          \
    "  --data DIR          read the games from this data folder instead of the installed one\n"    \
    "  -h, --help          this help\n"

const CommandHelp kHelp[] = {
    {"validate", "usage: kotatsu-cli validate PATH... [--quiet] [--data DIR]\n"
                 "\n"
                 "Checks game, variant and included YAML files and names every problem as\n"
                 "file:line:column with its key. A folder checks every game and variant in it.\n"
                 "Exit status 0 when every file is valid, 1 otherwise.\n"
                 "\n"
                 "  PATH                a game.yaml, a variant file or a folder\n"
                 "  --quiet             print only the problems\n" KOTATSU_DATA_HELP "\n"
                 "example:\n"
                 "  kotatsu-cli validate data/games/shikoku/variants/long_pilgrimage.yaml\n"},
    {"play",
     "usage: kotatsu-cli play --game ID --players N --seed S [--variant ID|FILE]\n"
     "                        [--agents A,B,...] [--transcript FILE] [--data DIR]\n"
     "\n"
     "Plays one game to the end with computer agents and prints its outcome.\n"
     "\n"
     "  --game ID           the game, its folder's name in data/games\n"
     "  --players N         the number of seats\n"
     "  --seed S            the game's seed (the same seed deals the same "
     "game)\n" KOTATSU_VARIANT_HELP KOTATSU_AGENTS_HELP
     "                      (default montecarlo)\n"
     "  --transcript FILE   write every move as JSON Lines (kotatsu-cli replay checks "
     "it)\n" KOTATSU_DATA_HELP "\n"
     "example:\n"
     "  kotatsu-cli play --game hyano --players 3 --seed 7 --agents montecarlo,random,random\n"},
    {"replay",
     "usage: kotatsu-cli replay FILE [--data DIR]\n"
     "\n"
     "Replays a saved game (.kotatsu, .json) or a transcript (.jsonl), checks every move\n"
     "against the rules and prints the outcome. A damaged file is explained as the app\n"
     "explains it. A lesson's save is replayed from the lesson's start (its deal and\n"
     "position), each move checked to be the lesson's own up to the step it was saved at.\n"
     "\n"
     "  FILE                the saved game or transcript\n" KOTATSU_DATA_HELP "\n"
     "example:\n"
     "  kotatsu-cli replay game.jsonl\n"},
    {"simulate",
     "usage: kotatsu-cli simulate --game ID --players N --games G [--variant ID|FILE]\n"
     "                            [--agents A,B,...] [--seed S] [--threads T]\n"
     "                            [--max-plies N] [--records FILE] [--check]\n"
     "                            [--shard K/N] [--progress] [--data DIR]\n"
     "\n"
     "Plays many games and prints their statistics as JSON (wins by seat, length, scores,\n"
     "end conditions, the game's own figures, and the exact sums kotatsu-cli merge reads).\n"
     "Game i is played on a seed derived from --seed and i, whatever the threads.\n"
     "\n"
     "  --game ID           the game\n"
     "  --players N         the number of seats\n"
     "  --games G           how many games\n" KOTATSU_VARIANT_HELP KOTATSU_AGENTS_HELP
     "                      (default random)\n"
     "  --seed S            the run's seed (default 1)\n"
     "  --threads T         worker threads (default: one per core)\n"
     "  --max-plies N       stop a game after N moves and count it a draw (default 100000)\n"
     "  --records FILE      write one JSON line per game\n"
     "  --check             check the rules' invariants after every move\n"
     "  --shard K/N         play only the K-th of N parts of the G games (a cluster's job\n"
     "                      array); kotatsu-cli merge joins the N results\n"
     "  --progress          show the games done on stderr\n" KOTATSU_DATA_HELP "\n"
     "example:\n"
     "  kotatsu-cli simulate --game shikoku --players 4 --games 10000 --variant long_pilgrimage\n"},
    {"compare",
     "usage: kotatsu-cli compare --game ID --variant ID|FILE --games G\n"
     "                           [--against ID|FILE] [--players N] [--agents A,B,...]\n"
     "                           [--seed S] [--threads T] [--max-plies N] [--table]\n"
     "                           [--records FILE.csv|.json|.jsonl] [--shard K/N]\n"
     "                           [--progress] [--data DIR]\n"
     "\n"
     "Plays two rule sets of one game on the same seeds (the variant lab's comparison) and\n"
     "prints every figure on both sides with its 95% interval and the paired difference,\n"
     "marked when it is significant (JSON, or a table with --table). docs/variant-lab.md\n"
     "says how each interval is computed. It also runs the game's rules scenarios under the\n"
     "variant (as `scenarios --variant` does) and says how many pass, fail and are skipped,\n"
     "naming the failing ones by file:line and spec section (\"scenarios\" in the JSON).\n"
     "\n"
     "  --game ID           the game\n"
     "  --variant ID|FILE   the rules compared: a shipped variant's id, one of your own\n"
     "                      variants' ids (<user data>/variants/<game>/<id>.yaml), or a file\n"
     "  --against ID|FILE   what it is compared with (default: the standard rules)\n"
     "  --games G           games on each side (at least 2)\n"
     "  --players N         the number of seats (default: the game's fewest)\n" KOTATSU_AGENTS_HELP
     "                      (default computer:level=easy, the lab page's Easy)\n"
     "  --seed S            the run's seed (default 1)\n"
     "  --threads T         worker threads (default: one per core)\n"
     "  --max-plies N       stop a game after N moves and count it a draw (default 100000)\n"
     "  --table             print a readable table instead of JSON\n"
     "  --records FILE      write one record per paired game (CSV, JSON or JSON Lines)\n"
     "  --shard K/N         play only the K-th of N parts of the G games; kotatsu-cli merge\n"
     "                      joins the N results into the run's\n"
     "  --margin FIGURE=V   the smallest difference that matters for a figure or a kind of\n"
     "                      figure (length, wins, draws, drama, branching, scores, ends,\n"
     "                      figures, or a figure's name such as rounds or wins.seat0); for a\n"
     "                      share V is in percentage points (wins=2 or wins=2%), for a mean a\n"
     "                      number in its unit (length=0.5) or N% of the base mean\n"
     "                      (length=5%). Defaults: length 5%, wins 3, draws 1, drama 10%,\n"
     "                      branching 10%, scores 5%, ends 3, the game's figures 5%. May be\n"
     "                      given more than once; each figure's verdict says whether the\n"
     "                      difference matters, is too small to matter, is the same within\n"
     "                      the margin, or needs about N more games (\"settled\": false\n"
     "                      until the run's planned games are played)\n"
     "  --attribute         also play each change of the variant (each key it overrides)\n"
     "                      alone against the standard rules, on the same seeds: each\n"
     "                      change's effect on each figure and what only the combination does\n"
     "                      (not with --against or --shard)\n"
     "  --progress          show the games done on stderr\n" KOTATSU_DATA_HELP "\n"
     "example:\n"
     "  kotatsu-cli compare --game shikoku --variant long_pilgrimage --players 4 --games 10000 "
     "--table\n"
     "  kotatsu-cli compare --game garden --variant straight_jumps --games 2000 --attribute "
     "--margin length=2% --table\n"},
    {"balance",
     "usage: kotatsu-cli balance --game ID --games G [--variant ID|FILE] [--players N]\n"
     "                           [--agents A,B,...] [--seed S] [--threads T] [--max-plies N]\n"
     "                           [--table] [--progress] [--data DIR]\n"
     "\n"
     "Plays G games and reports the game's balance in the words of Ludii's metrics, each with\n"
     "its 95% interval: each seat's advantage (its share of the wins minus 1/players),\n"
     "comebacks (of the games with a leader at half time, the share that leader does not\n"
     "win), decisiveness (the share of a game's decisions after its winner took the lead for\n"
     "good), drama (lead changes), duration (decisions) and branching (legal moves per\n"
     "decision). docs/variant-lab.md defines each.\n"
     "\n"
     "  --game ID           the game\n" KOTATSU_VARIANT_HELP "  --games G           games to play\n"
     "  --players N         the number of seats (default: the game's fewest)\n" KOTATSU_AGENTS_HELP
     "                      (default computer:level=easy, the lab page's Easy)\n"
     "  --seed S            the run's seed (default 1)\n"
     "  --threads T         worker threads (default: one per core)\n"
     "  --max-plies N       stop a game after N moves and count it a draw (default 100000)\n"
     "  --table             print a readable table instead of JSON\n"
     "  --progress          show the games done on stderr\n" KOTATSU_DATA_HELP "\n"
     "example:\n"
     "  kotatsu-cli balance --game hyano --players 4 --games 5000 --table\n"},
    {"sweep",
     "usage: kotatsu-cli sweep --game ID --key KEY --values VALUES [--key KEY --values VALUES]\n"
     "                         --games G [--target T]... [--search] [--players N]\n"
     "                         [--agents A,B,...] [--variant ID|FILE] [--seed S]\n"
     "                         [--threads T] [--max-plies N] [--shard K/N]\n"
     "                         [--json | --table | --csv] [--figures F,...] [--progress]\n"
     "                         [--data DIR]\n"
     "\n"
     "Sets a key of the game's rules to each of a list of values (two keys: every pair of\n"
     "values, a grid), writing each into a variant as the rules editor does and checking it\n"
     "with the editor's checker: a value the rules refuse is listed as refused, with the\n"
     "reason, and not played. Every other value plays G games on the same seeds (game i of\n"
     "every value is dealt alike) and gets every figure of the variant lab (length, lead\n"
     "changes, legal moves, each seat's wins and score, draws, end conditions, the game's\n"
     "own figures) and of its balance report (each seat's advantage, comebacks,\n"
     "decisiveness) with its 95% interval: JSON, a table (a row per value) or CSV.\n"
     "Targets mark each value: meets (the whole interval inside the target), fails (the\n"
     "whole interval outside) or unsure, with the chance that the figure is inside.\n"
     "\n"
     "  --game ID           the game\n"
     "  --key KEY           a key of the game's data holding a number, a word or\n"
     "                      true/false, e.g. rules.steps_to_pagoda (kotatsu-cli schema\n"
     "                      --game ID lists them); a second --key, with its own --values,\n"
     "                      makes a grid\n"
     "  --values VALUES     the values of the --key before it: a list (3,5,8 or\n"
     "                      arrival_order,levels_x) whose items may be ranges LOW..HIGH:STEP\n"
     "                      (21..41:2; the step is 1 unless given)\n"
     "  --games G           games per value (at least 1)\n"
     "  --target T          what a figure should be, repeatable: FIGURE=LOW..HIGH,\n"
     "                      FIGURE<HIGH or FIGURE>LOW, shares in % or as fractions:\n"
     "                      rounds=10..14, wins.seat0=45%..55%, draws<2%. Figures are\n"
     "                      named as in compare (plies, lead_changes, legal_moves,\n"
     "                      wins.seatN, draws, score.seatN, end.REASON, the game's own\n"
     "                      such as rounds) and as the balance report names them\n"
     "                      (advantage.seatN, comebacks, decisiveness; drama, duration\n"
     "                      and branching mean lead_changes, plies and legal_moves);\n"
     "                      seatN.wins means wins.seatN; seats count from 0 (seat0 plays\n"
     "                      first); an advantage may be below 0 (advantage.seat0=-5%..5%)\n"
     "  --search            instead of every value, search the range of one numeric --key\n"
     "                      for the values that meet every target: five values spread over\n"
     "                      it, then, round by round, the middle of each gap that could hold\n"
     "                      one; says how many values and games it played\n"
     "  --players N         the number of seats (default: the game's fewest)\n" KOTATSU_AGENTS_HELP
     "                      (default computer:level=easy, the lab page's "
     "Easy)\n" KOTATSU_VARIANT_HELP
     "                      (the values are written into it; default: the standard rules)\n"
     "  --seed S            the run's seed (default 1)\n"
     "  --threads T         worker threads (default: one per core)\n"
     "  --max-plies N       stop a game after N moves and count it a draw (default 100000)\n"
     "  --shard K/N         play only the K-th of N parts of the G games of every value;\n"
     "                      kotatsu-cli merge joins the N results into the run's\n"
     "  --json              print JSON (the default): every figure with its interval and\n"
     "                      exact sums, each value's full statistics\n"
     "  --table             print a table: a row per value, a column per figure\n"
     "  --csv               print CSV: a row per value, each figure's value, low and high\n"
     "  --figures F,...     only these figures' columns in the table or CSV\n"
     "  --progress          show the games done on stderr\n" KOTATSU_DATA_HELP "\n"
     "example:\n"
     "  kotatsu-cli sweep --game shikoku --key rules.steps_to_pagoda --values 21..41:2 \\\n"
     "      --games 2000 --players 4 --target rounds=10..14 --table --figures plies,rounds\n"},
    {"merge",
     "usage: kotatsu-cli merge FILE... [--table]\n"
     "\n"
     "Combines the JSON of the shards of one simulate, compare or sweep run (--shard 1/N to\n"
     "N/N) into the JSON one run of all the games prints, figure for figure. It refuses,\n"
     "naming the file: a missing shard, overlapping or cancelled shards, and shards of other\n"
     "runs (another game, other rules - each shard carries a digest of the game data it\n"
     "played, so two edits of one variant file differ -, other agents, players, seed, ply\n"
     "limit or number of games; for a sweep also other keys, values or targets).\n"
     "\n"
     "  FILE                a shard's JSON, as simulate, compare or sweep printed it\n"
     "  --table             print a compare or sweep run's table instead of JSON\n"
     "  -h, --help          this help\n"
     "\n"
     "example:\n"
     "  kotatsu-cli merge shard-1.json shard-2.json shard-3.json shard-4.json --table\n"
     "with the shards made by\n"
     "  for k in 1 2 3 4; do kotatsu-cli compare --game hyano --variant five_piles \\\n"
     "      --games 20000 --shard $k/4 > shard-$k.json; done\n"},
    {"bench",
     "usage: kotatsu-cli bench --game ID [--variant ID|FILE] [--players N] [--seconds S]\n"
     "                         [--json] [--data DIR]\n"
     "       kotatsu-cli bench --game ID --compare ID|FILE [--variant ID|FILE] [--games G]\n"
     "                         [--threads T] [--players N] [--json] [--data DIR]\n"
     "       kotatsu-cli bench --lab-agents [--game ID] [--games G] [--duel-games D]\n"
     "                         [--strength-games S] [--threads T] [--seed S] [--json]\n"
     "                         [--data DIR]\n"
     "\n"
     "Measures speed: random playouts per second on one thread, or with --compare the wall\n"
     "time of a comparison of G + G random games (the variant lab's speed). With --lab-agents,\n"
     "for every game (or --game's) and each of the lab's players (random, Easy, the quick\n"
     "search game.computer.quick, and Normal and Strong): G games (S for Normal and Strong,\n"
     "default 8) at the game's fewest players, that agent at every seat, in games per second\n"
     "and CPU time per game; and for random play and the quick search D games against\n"
     "Easy on paired seeds with the seats rotated, its share of the points (a draw half) with\n"
     "its 95% Wilson interval.\n"
     "\n"
     "  --game ID           the game\n" KOTATSU_VARIANT_HELP
     "  --players N         the number of seats (default: 4 where the game allows it)\n"
     "  --seconds S         how long to measure playouts (default 3)\n"
     "  --compare ID|FILE   time a comparison of --variant (or the standard rules) with this\n"
     "  --games G           games on each side of the comparison (default 10000); with\n"
     "                      --lab-agents, games per player (default 1000)\n"
     "  --threads T         worker threads (default: one per core)\n"
     "  --lab-agents        the variant lab's players: speed and score against Easy\n"
     "  --duel-games D      games against Easy per player, rounded up to whole deals\n"
     "                      (default 400; 0: none)\n"
     "  --strength-games S  games at every seat for Normal and Strong (default 8; 0: none)\n"
     "  --seed S            the seed of --lab-agents' games (default 1)\n"
     "  --json              print JSON\n" KOTATSU_DATA_HELP "\n"
     "example:\n"
     "  kotatsu-cli bench --game garden --compare straight_jumps --games 10000\n"
     "  kotatsu-cli bench --lab-agents --game tokaido_duo --games 1000 --threads 2\n"},
    {"schema", "usage: kotatsu-cli schema --game ID [--json] [--data DIR]\n"
               "\n"
               "Prints the keys a game's data may use, with their types, ranges and meaning, as\n"
               "Markdown (docs/keys/ID.md) or JSON.\n"
               "\n"
               "  --game ID           the game\n"
               "  --json              print JSON instead of Markdown\n" KOTATSU_DATA_HELP "\n"
               "example:\n"
               "  kotatsu-cli schema --game tokaido_duo > tokaido_duo-keys.md\n"},
    {"scenarios",
     "usage: kotatsu-cli scenarios --game ID [--variant FILE|ID] [--json] [--data DIR]\n"
     "\n"
     "Runs the game's rules scenarios (data/games/ID/scenarios/*.yaml, docs/scenarios.md)\n"
     "under the game or a variant and prints each one's result: pass, fail (with the file,\n"
     "line and what differed) or skip (its rules set a value the variant sets otherwise).\n"
     "Exit status 1 when a scenario fails.\n"
     "\n"
     "  --game ID           the game\n"
     "  --variant FILE|ID   a shipped variant, one of yours, or a variant file\n"
     "  --json              print JSON\n" KOTATSU_DATA_HELP "\n"
     "example:\n"
     "  kotatsu-cli scenarios --game tokaido_duo --variant new_tides\n"},
    {"lesson",
     "usage: kotatsu-cli lesson --game ID [--check] [--lesson ID | --file FILE] [--language L]\n"
     "                          [--data DIR]\n"
     "\n"
     "Reads the game's lessons (data/games/ID/lessons/*.yaml, docs/lessons.md). With --check,\n"
     "validates each (errors as FILE:LINE:COL: key: message) and plays it to its end with its\n"
     "expected moves, trying at every step another legal move and an illegal one, which the\n"
     "lesson must refuse and wait; without it, prints each step's text and expected move.\n"
     "Exit status 1 when a lesson has errors.\n"
     "\n"
     "  --game ID           the game\n"
     "  --check             validate and play every lesson to its end\n"
     "  --lesson ID         only this lesson (its file name without .yaml)\n"
     "  --file FILE         a lesson file of the game kept elsewhere (one being written)\n"
     "  --language L        the texts' language when printing (en, es, fr, ja, hu; default "
     "en)\n" KOTATSU_DATA_HELP "\n"
     "example:\n"
     "  kotatsu-cli lesson --game shikoku --check\n"},
    {"arena",
     "usage: kotatsu-cli arena --game ID --agents A,B,... --games N [--players P]\n"
     "                         [--seed S] [--threads T] [--variant ID|FILE]\n"
     "                         [--max-plies N] [--resamples R] [--json] [--progress]\n"
     "                         [--data DIR]\n"
     "\n"
     "Every two agents play N games: each deal (seed) once in every seat pattern (AB and\n"
     "BA; for P seats every arrangement of A and B, both present, so N must be a multiple\n"
     "of 2^P - 2). The agent holding the best place wins; a shared best place is a draw.\n"
     "Prints Bradley-Terry ratings on the Elo scale (the first agent at 0) with 95%\n"
     "intervals from Bayesian bootstrap resamples of the deals, each pairing's score with\n"
     "its Wilson interval, and ms per move.\n"
     "\n"
     "  --game ID           the game\n"
     "  --agents A,B,...    at least two agents (see kotatsu-cli play --help); the game's\n"
     "                      rules seat (rules:level=N) may be one in games of 2 seats\n"
     "  --games N           games per pairing\n"
     "  --players P         the number of seats (default: the game's fewest)\n"
     "  --seed S            the run's seed (default 1)\n"
     "  --threads T         worker threads (default 1)\n" KOTATSU_VARIANT_HELP
     "  --max-plies N       stop a game after N moves and count it a draw (default 100000)\n"
     "  --resamples R       bootstrap resamples of the intervals (default 200)\n"
     "  --json              print JSON instead of a table\n"
     "  --progress          show the games done on stderr\n" KOTATSU_DATA_HELP "\n"
     "example:\n"
     "  kotatsu-cli arena --game garden --agents random,heuristic,montecarlo --games 200\n"},
};

#undef KOTATSU_VARIANT_HELP
#undef KOTATSU_AGENTS_HELP
#undef KOTATSU_DATA_HELP

} // namespace

bool printCommandHelp(const char *command)
{
    for (const CommandHelp &help : kHelp) {
        if (std::strcmp(help.name, command) == 0) {
            std::fputs(help.text, stdout);
            return true;
        }
    }
    return false;
}

bool asksForHelp(int argc, char **argv, int first)
{
    for (int i = first; i < argc; ++i) {
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0)
            return true;
    }
    return false;
}

} // namespace kotatsu::cli
