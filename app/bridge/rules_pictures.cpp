// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules_pictures.h"

#include <QtGlobal>
#include <filesystem>
#include <map>
#include <mutex>

namespace kotatsu::bridge {

std::shared_ptr<const RulesPicture> findRulesPicture(const GameCatalog &catalog,
                                                     const std::string &gameId,
                                                     const std::string &pictureId)
{
    const GameEntry *entry = catalog.find(gameId);
    if (!entry || !entry->definition || pictureId.empty() ||
        pictureId.find_first_of("/\\.") != std::string::npos)
        return nullptr;
    // By file: the app's data and a test's fixtures never share a folder.
    const std::string file =
        (std::filesystem::path(entry->folder) / "rules" / "pictures" / (pictureId + ".yaml"))
            .string();
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const RulesPicture>> kept;
    const std::lock_guard lock(mutex);
    if (const auto found = kept.find(file); found != kept.end())
        return found->second;
    std::shared_ptr<const RulesPicture> picture;
    std::error_code ec;
    if (std::filesystem::exists(file, ec)) {
        DataErrors errors;
        const ScenarioRules rules{entry->id, &entry->document, nullptr};
        auto read = readRulesPictureFile(rules, file, errors);
        for (const DataError &error : errors)
            qWarning("%s", error.format().c_str());
        if (read && errors.empty())
            picture = std::make_shared<const RulesPicture>(std::move(*read));
    } else {
        qWarning("rules picture %s of %s: no file %s", pictureId.c_str(), gameId.c_str(),
                 file.c_str());
    }
    kept.emplace(file, picture);
    return picture;
}

} // namespace kotatsu::bridge
