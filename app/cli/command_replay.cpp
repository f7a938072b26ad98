// SPDX-License-Identifier: GPL-3.0-or-later
// kotatsu-cli replay FILE: a saved game (.kotatsu/.json) or a transcript (.jsonl), every move
// replayed and checked, the outcome printed; a damaged file is explained as the app does.
#include "ai/agent_factory.h"
#include "cli_options.h"
#include "match/match_record.h"
#include "match/saved_match.h"
#include "sim/lesson.h"
#include "sim/transcript.h"
#include "util/text.h"

#include <cstdio>
#include <filesystem>

namespace kotatsu::cli {

namespace {

constexpr std::size_t kMaxSaveBytes = 8 * 1024 * 1024;
constexpr std::size_t kMaxTranscriptBytes = 256 * 1024 * 1024;

void printOutcome(const MatchRecord &match)
{
    if (!match.isOver()) {
        std::printf("in progress after %zu moves\n", match.history().size());
        return;
    }
    const Outcome outcome = match.outcome();
    std::printf("over after %zu moves\nend: %s\n", match.history().size(), outcome.reason.c_str());
    if (outcome.draw) {
        std::printf("result: draw\n");
    } else {
        std::printf("winners:");
        for (int seat : outcome.winners)
            std::printf(" seat %d", seat);
        std::printf("\n");
    }
    if (!outcome.scores.empty()) {
        std::printf("scores:");
        for (double score : outcome.scores)
            std::printf(" %g", score);
        std::printf("\n");
    }
}

// The definition a save or a transcript was played with; the same messages as the app.
std::shared_ptr<const GameDefinition>
definitionFor(const GameCatalog &catalog, const std::string &game, const std::string &variant,
              const std::string &variantFile, std::string &error)
{
    std::shared_ptr<const GameDefinition> definition;
    DataErrors errors;
    if (!variantFile.empty()) {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(variantFile, ec)) {
            error = "The saved game was played with the variant file “" + variantFile +
                    "”, which is missing.";
            return nullptr;
        }
        VariantEntry entry = catalog.loadVariant(variantFile);
        if (!entry.definition) {
            error = "The variant file “" + variantFile + "” of this saved game cannot be used: " +
                    (entry.errors.empty() ? std::string() : entry.errors.front().format());
            return nullptr;
        }
        definition = entry.definition;
    } else {
        definition = catalog.resolve(game, variant, errors);
    }
    if (!definition || definition->info().id != game) {
        error = "The saved game needs “" + (variant.empty() ? game : game + "/" + variant) +
                "”, which is not available.";
        return nullptr;
    }
    return definition;
}

// A lesson's save (docs/lessons.md): the lesson's start (its deal and position, not the
// seed's) with the save's moves, each checked and each the lesson's own up to its step.
int replayLesson(const GameCatalog &catalog, const SavedMatch &saved, const std::string &path)
{
    auto fail = [&](const std::string &message) {
        std::fprintf(stderr, "%s: %s\n", path.c_str(), message.c_str());
        return 1;
    };
    const GameEntry *entry = catalog.find(saved.game);
    if (!entry || !entry->definition)
        return fail("The saved lesson needs “" + saved.game + "”, which is not available.");
    std::shared_ptr<const Lesson> lesson;
    const ScenarioRules rules{entry->id, &entry->document, nullptr};
    for (const std::string &file : lessonFiles(entry->folder + "/lessons")) {
        if (std::filesystem::path(file).stem().string() != saved.lesson)
            continue;
        DataErrors errors;
        auto read = readLessonFile(rules, file, errors);
        if (!read)
            return fail("The lesson “" + saved.lesson + "” cannot be read: " +
                        (errors.empty() ? std::string() : errors.front().format()));
        lesson = std::make_shared<const Lesson>(std::move(*read));
    }
    if (!lesson)
        return fail("The saved lesson “" + saved.lesson + "” of " + saved.game +
                    " is not available.");
    if (saved.lessonStep < 0)
        return fail("The saved lesson is at no step.");
    std::string error;
    const auto match =
        replayLessonSave(lesson, static_cast<std::size_t>(saved.lessonStep), saved.actions, &error);
    if (!match)
        return fail("The saved lesson does not match the lesson: " + error);
    const std::size_t steps = lesson->steps.size();
    const std::string at =
        static_cast<std::size_t>(saved.lessonStep) < steps
            ? "step " + std::to_string(saved.lessonStep + 1) + " of " + std::to_string(steps)
            : "after its " + std::to_string(steps) + " steps";
    std::printf("%s: saved lesson “%s” (%s) of %s, %s, %d players: every move checked\n",
                path.c_str(), lesson->id.c_str(), lesson->title.english().c_str(),
                match->definition().info().name.english().c_str(), at.c_str(), lesson->players);
    printOutcome(*match);
    return 0;
}

} // namespace

int commandReplay(int argc, char **argv)
{
    Options options = parseOptions(argc, argv, 2, {"data"});
    auto usage = [](const std::string &message) {
        std::fprintf(stderr, "kotatsu-cli replay: %s\n", message.c_str());
        return 2;
    };
    if (!options.error.empty())
        return usage(options.error);
    if (options.positional.size() != 1)
        return usage("give one saved game (.kotatsu, .json) or transcript (.jsonl)");
    const std::string path = options.positional.front();
    auto fail = [&](const std::string &message) {
        std::fprintf(stderr, "%s: %s\n", path.c_str(), message.c_str());
        return 1;
    };
    const bool isTranscript = std::filesystem::path(path).extension() == ".jsonl";
    std::string text;
    switch (readFile(path, isTranscript ? kMaxTranscriptBytes : kMaxSaveBytes, text)) {
    case ReadStatus::Ok:
        break;
    case ReadStatus::Missing:
        return fail("There is no saved game file at this place.");
    case ReadStatus::TooLarge:
        return fail(isTranscript ? "The file is too large to be a transcript."
                                 : "The file is too large to be a saved game.");
    case ReadStatus::Unreadable:
        return fail("The file cannot be read.");
    }
    GameCatalog catalog = openCatalog(options, argv[0]);
    std::string error;

    if (isTranscript) {
        auto transcript = parseTranscript(text, &error);
        if (!transcript)
            return fail("The transcript is damaged: " + error);
        const TranscriptHeader &h = transcript->header;
        auto definition = definitionFor(catalog, h.game, h.variant, h.variantFile, error);
        if (!definition)
            return fail(error);
        // A seat whose agent is "rules[:level=N]" (or "automa[:level=N]") was played by the
        // game's rules seat.
        definition = definitionForSeats(definition, h.agents, &error);
        if (!definition)
            return fail("The transcript names a rules seat this game cannot play: " + error);
        const std::string mismatch = verifyTranscript(*definition, *transcript);
        if (!mismatch.empty())
            return fail("The transcript does not match the rules: " + mismatch);
        std::vector<std::string> texts;
        for (const auto &step : transcript->steps)
            texts.push_back(step.action);
        auto match = MatchRecord::replay(definition, h.players, h.seed, texts, &error);
        if (!match)
            return fail("The transcript does not match the rules: " + error);
        std::printf("%s: transcript of %s, %d players, seed %llu: every move checked\n",
                    path.c_str(), definition->info().name.english().c_str(), h.players,
                    static_cast<unsigned long long>(h.seed));
        printOutcome(*match);
        return 0;
    }

    SavedMatch::Error problem;
    auto saved = SavedMatch::fromJson(text, &problem);
    if (!saved)
        return fail(problem.message());
    if (!saved->lesson.empty())
        return replayLesson(catalog, *saved, path);
    auto definition =
        definitionFor(catalog, saved->game, saved->variant, saved->variantFile, error);
    if (!definition)
        return fail(error);
    // A solo save names its rules seat ("rules:level=N"): the same rules, that seat played by them.
    definition = definitionForSeats(definition, saved->seatSpecs(), &error);
    if (!definition)
        return fail("The saved game cannot be played: " + error);
    const GameInfo &info = definition->info();
    const int players = static_cast<int>(saved->seats.size());
    if (players < info.minPlayers || players > info.maxPlayers)
        return fail("The saved game has a number of players this game does not allow.");
    int bad = -1;
    auto match =
        MatchRecord::replay(definition, players, saved->seed, saved->actions, nullptr, &bad);
    if (!match)
        return fail("The saved game does not match the rules: move " + std::to_string(bad + 1) +
                    " (“" + saved->actions[static_cast<std::size_t>(bad)] + "”) is not allowed.");
    std::printf("%s: saved game of %s%s%s, %d players, seed %llu: every move checked\n",
                path.c_str(), info.name.english().c_str(), info.variantId.empty() ? "" : " / ",
                info.variantId.empty() ? "" : info.variantName.english().c_str(), players,
                static_cast<unsigned long long>(saved->seed));
    printOutcome(*match);
    return 0;
}

} // namespace kotatsu::cli
