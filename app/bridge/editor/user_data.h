// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUrl>

// Where the user's own files live: core's rule (engine/user_data_dir.h, shared with
// kotatsu-cli): $KOTATSU_USER_DATA_DIR, else the XDG data folder's Kotatsu/Kotatsu. The rules
// editor and the variant library write only there (never into the shipped data folder).
namespace kotatsu::bridge {

QString userDataDir();
// <user data>/variants/<gameId>: the user's variants of a game, one <id>.yaml each.
QString userVariantsDir(const QString &gameId);
// <user data>/variants/<gameId>/<id>.yaml
QString userVariantFile(const QString &gameId, const QString &id);
// <user data>/editor: the editor's autosave and the files it plays.
QString editorDir();
// A variant id: [a-z0-9_]+, at most 64 characters.
bool isVariantId(const QString &id);
// Whether `path` is `folder` or lies inside it (both made absolute and clean; links resolved
// where they exist).
bool isInside(const QString &path, const QString &folder);
// Reads a text file of at most 1 MiB (a data file's limit); false with *error on failure.
bool readTextFile(const QString &path, QByteArray &out, QString *error);
// The local path a file dialog or a typed path names. Qt 6.4's file dialog gives a typed name
// as a bare path (no file://), and puts its default suffix in front of a "#" or "?" of the
// name typed ("a #b.yaml" arrives as "a .yaml#b.yaml"): the name typed is read back.
QString localPath(const QUrl &url);
// Writes a file atomically (QSaveFile), creating its folder; false with *error on failure.
bool writeFileAtomically(const QString &path, const QByteArray &content, QString *error);

} // namespace kotatsu::bridge
