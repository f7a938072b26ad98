// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_options.h"
#include "engine/game_state.h"
#include "sim/lesson.h"

#include <cstdio>
#include <filesystem>

namespace kotatsu::cli {

namespace {

// Plays a read lesson to its end with its expected moves; at every step first a legal move the
// lesson does not want and a text no legal move has, each of which must leave it waiting at the
// same step. Empty when it does, else what went wrong.
std::string playThrough(const std::shared_ptr<const Lesson> &lesson)
{
    LessonRun run(lesson);
    std::string error;
    if (!run.start(&error))
        return error;
    while (!run.finished()) {
        const std::size_t at = run.stepIndex();
        const std::string where = "step " + std::to_string(at + 1) + ": ";
        const std::string expected = run.step()->expect.text;
        for (const Action &a : run.state().legalActions()) {
            const std::string text = run.state().actionToString(a);
            if (text == expected)
                continue;
            if (run.tryMove(text).verdict != LessonVerdict::NotTheLesson || run.stepIndex() != at)
                return where + "'" + text + "' was not refused as another move";
            break;
        }
        if (run.tryMove("no such move").verdict != LessonVerdict::Illegal || run.stepIndex() != at)
            return where + "an illegal move was not refused";
        if (run.tryMove(expected).verdict != LessonVerdict::Expected)
            return where + "'" + expected + "' was not taken";
    }
    return {};
}

} // namespace

// Lessons (data/games/<id>/lessons, docs/lessons.md): --check validates every lesson of the
// game (or --lesson ID) and plays it to its end; without it, prints a lesson's steps in a
// language. Exit status 1 when a lesson has errors.
int commandLesson(int argc, char **argv)
{
    auto parsed = parseMatchOptions("lesson", argc, argv, {"game", "lesson", "file", "language"},
                                    {"check"}, {"game"});
    if (!parsed)
        return 2;
    const Options &options = parsed->options;
    GameCatalog catalog = parsed->catalog();
    const GameEntry *entry = parsed->validGame(catalog);
    if (!entry)
        return 2;
    const std::string language = options.get("language", "en");
    if (languageIndex(language) < 0)
        return parsed->fail("unknown language '" + language + "' (en, es, fr, ja, hu)");
    const ScenarioRules rules{entry->id, &entry->document, nullptr};
    std::vector<std::string> files = lessonFiles(entry->folder + "/lessons");
    if (options.has("lesson")) {
        const std::string wanted = options.get("lesson");
        std::erase_if(files, [&](const std::string &f) {
            return std::filesystem::path(f).stem().string() != wanted;
        });
        if (files.empty())
            return parsed->fail("no lesson '" + wanted + "' in " + entry->folder + "/lessons");
    }
    if (options.has("file"))
        files = {options.get("file")};
    if (files.empty())
        return parsed->fail("no lessons in " + entry->folder + "/lessons");
    bool good = true;
    for (const std::string &file : files) {
        DataErrors errors;
        auto read = readLessonFile(rules, file, errors);
        for (const auto &e : errors)
            std::fprintf(stderr, "%s\n", e.format().c_str());
        if (!read) {
            good = false;
            continue;
        }
        auto lesson = std::make_shared<const Lesson>(std::move(*read));
        if (options.has("check")) {
            const std::string problem = playThrough(lesson);
            if (!problem.empty()) {
                std::fprintf(stderr, "%s: %s\n", file.c_str(), problem.c_str());
                good = false;
            } else {
                std::printf("ok  %s (%zu steps)\n", file.c_str(), lesson->steps.size());
            }
            continue;
        }
        std::printf("%s\n", lesson->title.get(language).c_str());
        for (std::size_t i = 0; i < lesson->steps.size(); ++i) {
            const LessonStep &s = lesson->steps[i];
            std::printf("\n%zu. %s\n   -> %s\n", i + 1, s.text.get(language).c_str(),
                        s.expect.text.c_str());
        }
        std::printf("\n%s\n", lesson->endText.get(language).c_str());
    }
    return good ? 0 : 1;
}

} // namespace kotatsu::cli
