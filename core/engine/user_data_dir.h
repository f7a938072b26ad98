// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

// Where the user's own files live (their variants, the editor's autosave, statistics): the one
// rule that the app (app/bridge/editor/user_data.*) and kotatsu-cli share, so that a variant
// saved by the rules editor is found by `kotatsu-cli simulate --variant ID` too.
namespace kotatsu {

// $KOTATSU_USER_DATA_DIR when set; else $XDG_DATA_HOME/Kotatsu/Kotatsu when XDG_DATA_HOME is
// an absolute path (the XDG Base Directory rule: a relative one is ignored); else
// ~/.local/share/Kotatsu/Kotatsu. That is where Qt's QStandardPaths::AppDataLocation puts the
// app's data on Linux for its organization and application name ("Kotatsu", "Kotatsu"), so
// files saved before this rule moved into core stay where they were.
std::string userDataDir();
// <user data>/variants/<gameId>: the user's variants of a game, one <id>.yaml each.
std::string userVariantsDir(std::string_view gameId);
// <user data>/variants/<gameId>/<id>.yaml
std::string userVariantFile(std::string_view gameId, std::string_view id);
// A variant id: [a-z0-9_]+, at most 64 characters (a user variant's file stem).
bool isVariantId(std::string_view id);

} // namespace kotatsu
