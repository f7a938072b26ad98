// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson_library.h"

#include <QtGlobal>
#include <map>
#include <mutex>

namespace kotatsu::bridge {

std::vector<std::shared_ptr<const Lesson>> lessonsOf(const GameCatalog &catalog,
                                                     const std::string &gameId)
{
    const GameEntry *entry = catalog.find(gameId);
    if (!entry || !entry->definition)
        return {};
    // By folder: the app's data and a test's fixtures never share one.
    static std::mutex mutex;
    static std::map<std::string, std::vector<std::shared_ptr<const Lesson>>> kept;
    const std::lock_guard lock(mutex);
    const std::string folder = entry->folder + "/lessons";
    if (const auto found = kept.find(folder); found != kept.end())
        return found->second;
    std::vector<std::shared_ptr<const Lesson>> lessons;
    const ScenarioRules rules{entry->id, &entry->document, nullptr};
    for (const std::string &file : lessonFiles(folder)) {
        DataErrors errors;
        auto lesson = readLessonFile(rules, file, errors);
        for (const DataError &error : errors)
            qWarning("%s", error.format().c_str());
        if (lesson && errors.empty())
            lessons.push_back(std::make_shared<const Lesson>(std::move(*lesson)));
    }
    kept.emplace(folder, lessons);
    return lessons;
}

std::shared_ptr<const Lesson> findLesson(const GameCatalog &catalog, const std::string &gameId,
                                         const std::string &lessonId)
{
    for (auto &lesson : lessonsOf(catalog, gameId)) {
        if (lesson->id == lessonId)
            return lesson;
    }
    return nullptr;
}

} // namespace kotatsu::bridge
