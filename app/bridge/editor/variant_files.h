// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace kotatsu {
struct GameEntry;
}

// A game's variant files as the rules editor finds, opens, names and writes them: a shipped
// variant (in the data folder, never written), the user's own (<user data>/variants/<game>,
// user_data.h), any file imported from elsewhere, and the copies it plays and previews
// (<user data>/editor/play and /preview). Errors are sentences in the user's language, as
// RulesEditor shows them (lastError).
namespace VariantFiles {

struct Opened
{
    QString path;
    bool shipped = false; // a file of the shipped data folder (saved under a new name only)
    QByteArray content;
};

// A shipped variant's id or file, one of the user's variant ids, or a variant file's path, and
// its text; nullopt with *error ("The variant cannot be opened: ...").
std::optional<Opened> open(const kotatsu::GameEntry &game, const QString &dataDir,
                           const QString &variantIdOrFile, QString *error);
// A file name no variant of the user's has yet: my_variant.yaml, my_variant_2.yaml...
QString newFileName(const QString &gameId);
// The file name a variant imported from `path` is saved under by default: its name in lower
// case letters, digits and _ ("My Rules.yaml" -> "my_rules.yaml"), else "imported.yaml".
QString importedFileName(const QString &path);
// Where "save as `variantId`" writes: the user's file of that id, unless that is taken by
// another variant than the one open (`openPath`, not a shipped one); "" with *error.
QString saveAsTarget(const QString &gameId, const QString &variantId, const QString &openPath,
                     bool openShipped, QString *error);
// Writes `text` to `path` atomically, never into the shipped data folder; false with *error.
bool write(const QString &path, const QString &dataDir, const QString &text, QString *error);
// The file a variant of this text is played from: one per text, so that a saved game never
// names a file that is later overwritten (<user data>/editor/play/<name>-<digest>.yaml).
QString playPath(const QString &fileName, const QString &text);
// The file the board preview's own game reads (overwritten at every change).
QString previewPath(const QString &fileName);

} // namespace VariantFiles
