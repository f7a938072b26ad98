// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/user_data_dir.h"

#include <cstdlib>

namespace kotatsu {

namespace {

std::string environment(const char *name)
{
    const char *value = std::getenv(name);
    return value ? std::string(value) : std::string();
}

// $HOME, else the root folder, as QDir::homePath() has it.
std::string homeDir()
{
    std::string home = environment("HOME");
    return home.empty() ? std::string("/") : home;
}

} // namespace

std::string userDataDir()
{
    if (std::string overridden = environment("KOTATSU_USER_DATA_DIR"); !overridden.empty())
        return overridden;
    std::string data = environment("XDG_DATA_HOME");
    if (data.empty() || data.front() != '/') {
        data = homeDir();
        if (data.back() != '/')
            data.push_back('/');
        data += ".local/share";
    }
    return data + "/Kotatsu/Kotatsu";
}

std::string userVariantsDir(std::string_view gameId)
{
    return userDataDir() + "/variants/" + std::string(gameId);
}

std::string userVariantFile(std::string_view gameId, std::string_view id)
{
    return userVariantsDir(gameId) + "/" + std::string(id) + ".yaml";
}

bool isVariantId(std::string_view id)
{
    if (id.empty() || id.size() > 64)
        return false;
    for (const char c : id) {
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'))
            return false;
    }
    return true;
}

} // namespace kotatsu
