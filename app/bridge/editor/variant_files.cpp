// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/variant_files.h"

#include "editor/user_data.h"
#include "editor/variant_library.h"
#include "engine/game_catalog.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFileInfo>

namespace VariantFiles {

namespace {

// The messages keep the context they had in RulesEditor (its translations).
QString cannotOpen(const QString &why)
{
    //: Error in the rules editor; %1 is a variant's name or file, or the system's reason
    return QCoreApplication::translate("RulesEditor", "The variant cannot be opened: %1").arg(why);
}

} // namespace

std::optional<Opened> open(const kotatsu::GameEntry &game, const QString &dataDir,
                           const QString &variantIdOrFile, QString *error)
{
    const QString gameId = QString::fromStdString(game.id);
    Opened opened;
    const std::string wanted = variantIdOrFile.toStdString();
    for (const auto &v : game.variants) {
        if (v.id == wanted || v.file == wanted) {
            opened.path = QString::fromStdString(v.file);
            opened.shipped = true;
        }
    }
    if (opened.path.isEmpty() && kotatsu::bridge::isVariantId(variantIdOrFile) &&
        QFileInfo(kotatsu::bridge::userVariantFile(gameId, variantIdOrFile)).isFile())
        opened.path = kotatsu::bridge::userVariantFile(gameId, variantIdOrFile);
    if (opened.path.isEmpty() && QFileInfo(variantIdOrFile).isFile()) {
        opened.path = QFileInfo(variantIdOrFile).absoluteFilePath();
        opened.shipped = kotatsu::bridge::isInside(opened.path, dataDir);
    }
    QString why;
    if (opened.path.isEmpty() ||
        !kotatsu::bridge::readTextFile(opened.path, opened.content, &why)) {
        if (error)
            *error = cannotOpen(opened.path.isEmpty() ? variantIdOrFile : why);
        return std::nullopt;
    }
    return opened;
}

QString newFileName(const QString &gameId)
{
    QString id = QStringLiteral("my_variant");
    for (int n = 2; QFileInfo::exists(kotatsu::bridge::userVariantFile(gameId, id)); ++n)
        id = QStringLiteral("my_variant_%1").arg(n);
    return id + QStringLiteral(".yaml");
}

QString importedFileName(const QString &path)
{
    QString stem = QFileInfo(path).completeBaseName().toLower();
    for (QChar &c : stem) {
        if (!((c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
              (c >= QLatin1Char('0') && c <= QLatin1Char('9'))))
            c = QLatin1Char('_');
    }
    if (!kotatsu::bridge::isVariantId(stem))
        stem = QStringLiteral("imported");
    return stem + QStringLiteral(".yaml");
}

QString saveAsTarget(const QString &gameId, const QString &variantId, const QString &openPath,
                     bool openShipped, QString *error)
{
    if (!kotatsu::bridge::isVariantId(variantId)) {
        if (error)
            *error = VariantLibrary::badIdMessage(variantId);
        return {};
    }
    const QString target = kotatsu::bridge::userVariantFile(gameId, variantId);
    const bool same =
        !openPath.isEmpty() && !openShipped &&
        QFileInfo(target).absoluteFilePath() == QFileInfo(openPath).absoluteFilePath();
    if (QFileInfo::exists(target) && !same) {
        if (error)
            *error = VariantLibrary::takenIdMessage(variantId);
        return {};
    }
    return target;
}

bool write(const QString &path, const QString &dataDir, const QString &text, QString *error)
{
    if (kotatsu::bridge::isInside(path, dataDir)) {
        if (error)
            //: Error in the rules editor: the files shipped with Kotatsu are never overwritten
            *error = QCoreApplication::translate(
                "RulesEditor", "The shipped games are never changed: save the variant under a "
                               "name of your own.");
        return false;
    }
    QString why;
    if (!kotatsu::bridge::writeFileAtomically(path, text.toUtf8(), &why)) {
        if (error)
            *error = VariantLibrary::writeFailedMessage(why);
        return false;
    }
    return true;
}

QString playPath(const QString &fileName, const QString &text)
{
    const QString digest = QString::fromLatin1(
        QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1).toHex().left(12));
    return kotatsu::bridge::editorDir() + QStringLiteral("/play/") +
           QFileInfo(fileName).completeBaseName() + QLatin1Char('-') + digest +
           QStringLiteral(".yaml");
}

QString previewPath(const QString &fileName)
{
    return kotatsu::bridge::editorDir() + QStringLiteral("/preview/") + fileName;
}

} // namespace VariantFiles
