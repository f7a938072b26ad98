// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/variant_library.h"

#include "data/document_loader.h"
#include "data_error_text.h"
#include "editor/user_data.h"
#include "editor/variant_names.h"
#include "localization.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>

namespace {
QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

VariantLibrary::VariantLibrary(std::shared_ptr<const kotatsu::GameCatalog> games,
                               Localization *localization, QObject *parent)
    : QObject(parent), m_games(std::move(games)), m_localization(localization)
{
    connect(this, &VariantLibrary::gameVariantsChanged, this, &VariantLibrary::changed);
}

QString VariantLibrary::badIdMessage(const QString &id)
{
    //: Error in the rules editor and the variant list; %1 is the name typed for a variant file
    return QCoreApplication::translate("VariantLibrary", "“%1” cannot name a variant: use "
                                                         "lowercase letters a–z, digits and _.")
        .arg(id);
}

QString VariantLibrary::takenIdMessage(const QString &id)
{
    //: Error when saving or renaming a variant; %1 is its name in the user's folder
    return QCoreApplication::translate("VariantLibrary", "There is already a variant “%1”.")
        .arg(id);
}

QString VariantLibrary::writeFailedMessage(const QString &reason)
{
    //: Error when writing a variant file; %1 is the system's reason
    return QCoreApplication::translate("VariantLibrary", "The variant could not be written: %1")
        .arg(reason);
}

bool VariantLibrary::fail(const QString &message)
{
    if (m_lastError != message) {
        m_lastError = message;
        Q_EMIT lastErrorChanged();
    }
    return false;
}

bool VariantLibrary::succeed()
{
    if (!m_lastError.isEmpty()) {
        m_lastError.clear();
        Q_EMIT lastErrorChanged();
    }
    return true;
}

const std::vector<kotatsu::VariantEntry> &VariantLibrary::entries(const QString &gameId)
{
    auto it = m_cache.find(gameId);
    if (it != m_cache.end())
        return *it;
    std::vector<kotatsu::VariantEntry> list;
    const kotatsu::GameCatalog &catalog = *m_games;
    if (catalog.find(gameId.toStdString())) {
        const QFileInfoList files = QDir(kotatsu::bridge::userVariantsDir(gameId))
                                        .entryInfoList({QStringLiteral("*.yaml")},
                                                       QDir::Files | QDir::NoSymLinks, QDir::Name);
        for (const QFileInfo &info : files) {
            if (!info.isFile() || !kotatsu::bridge::isVariantId(info.completeBaseName()))
                continue;
            kotatsu::VariantEntry entry =
                catalog.loadVariant(info.absoluteFilePath().toStdString());
            if (entry.definition && qs(entry.definition->info().id) != gameId) {
                const QString otherGame = qs(entry.definition->info().id);
                entry.definition.reset();
                entry.errors.push_back(
                    {kotatsu::SourcePos{},
                     "variant.base",
                     //: Error of a user variant kept in the folder of another game; %1 is the
                     //: game the variant names as its base
                     {QT_TRANSLATE_NOOP("DataError", "this variant is for the game '%1'"),
                      otherGame.toStdString()}});
            }
            list.push_back(std::move(entry));
        }
    }
    return *m_cache.insert(gameId, std::move(list));
}

QVariantList VariantLibrary::variants(const QString &gameId)
{
    const std::string lang = m_localization->language().toStdString();
    QVariantList list;
    for (const kotatsu::VariantEntry &entry : entries(gameId)) {
        QVariantMap map;
        map.insert(QStringLiteral("id"), qs(entry.id));
        map.insert(QStringLiteral("file"), qs(entry.file));
        const auto *def = entry.definition.get();
        map.insert(QStringLiteral("name"),
                   def && !def->info().variantName.empty()
                       ? kotatsu::bridge::variantDisplayName(def->info(), lang)
                       : qs(entry.id));
        map.insert(QStringLiteral("description"),
                   def ? qs(def->info().variantDescription.get(lang)) : QString());
        map.insert(QStringLiteral("valid"), def != nullptr);
        QStringList errors;
        for (const auto &e : entry.errors)
            errors.append(kotatsu::bridge::dataErrorText(e, lang));
        map.insert(QStringLiteral("errors"), errors);
        list.append(map);
    }
    return list;
}

void VariantLibrary::notifyChanged(const QString &gameId)
{
    m_cache.remove(gameId);
    Q_EMIT gameVariantsChanged(gameId);
}

QString VariantLibrary::freeId(const QString &gameId, const QString &stem) const
{
    QString base = stem.left(56);
    QString id = base;
    for (int n = 2; QFileInfo::exists(kotatsu::bridge::userVariantFile(gameId, id)); ++n)
        id = base + QLatin1Char('_') + QString::number(n);
    return id;
}

bool VariantLibrary::rename(const QString &gameId, const QString &id, const QString &newId)
{
    if (!kotatsu::bridge::isVariantId(newId))
        return fail(badIdMessage(newId));
    const QString from = kotatsu::bridge::userVariantFile(gameId, id);
    const QString to = kotatsu::bridge::userVariantFile(gameId, newId);
    if (!kotatsu::bridge::isVariantId(id) || !QFileInfo(from).isFile())
        //: Error in the list of the user's variants; %1 is a variant's name in the user's folder
        return fail(tr("There is no variant “%1”.").arg(id));
    if (newId == id)
        return succeed();
    if (QFileInfo::exists(to))
        return fail(takenIdMessage(newId));
    QFile file(from);
    if (!file.rename(to))
        return fail(writeFailedMessage(file.errorString()));
    notifyChanged(gameId);
    return succeed();
}

QString VariantLibrary::duplicate(const QString &gameId, const QString &id)
{
    const QString from = kotatsu::bridge::userVariantFile(gameId, id);
    if (!kotatsu::bridge::isVariantId(id) || !QFileInfo(from).isFile()) {
        fail(tr("There is no variant “%1”.").arg(id));
        return {};
    }
    QByteArray content;
    QString error;
    const QString copy = freeId(gameId, id + QStringLiteral("_copy"));
    if (!kotatsu::bridge::readTextFile(from, content, &error) ||
        !kotatsu::bridge::writeFileAtomically(kotatsu::bridge::userVariantFile(gameId, copy),
                                              content, &error)) {
        fail(writeFailedMessage(error));
        return {};
    }
    notifyChanged(gameId);
    succeed();
    return copy;
}

bool VariantLibrary::remove(const QString &gameId, const QString &id)
{
    const QString path = kotatsu::bridge::userVariantFile(gameId, id);
    if (!kotatsu::bridge::isVariantId(id) || !QFileInfo(path).isFile())
        return fail(tr("There is no variant “%1”.").arg(id));
    QFile file(path);
    if (!file.remove())
        return fail(writeFailedMessage(file.errorString()));
    notifyChanged(gameId);
    return succeed();
}

QString VariantLibrary::pathOf(const QUrl &file) const
{
    return kotatsu::bridge::localPath(file);
}

bool VariantLibrary::exportVariant(const QString &gameId, const QString &id, const QUrl &file)
{
    const QString from = kotatsu::bridge::userVariantFile(gameId, id);
    if (!kotatsu::bridge::isVariantId(id) || !QFileInfo(from).isFile())
        return fail(tr("There is no variant “%1”.").arg(id));
    const QString to = kotatsu::bridge::localPath(file);
    if (kotatsu::bridge::isInside(to, qs(m_games->dataDir())))
        return fail(writeFailedMessage(QStringLiteral("%1: inside the shipped data").arg(to)));
    QByteArray content;
    QString error;
    if (!kotatsu::bridge::readTextFile(from, content, &error) ||
        !kotatsu::bridge::writeFileAtomically(to, content, &error))
        return fail(writeFailedMessage(error));
    return succeed();
}

QString VariantLibrary::importFile(const QUrl &file)
{
    const QString from = kotatsu::bridge::localPath(file);
    QByteArray content;
    QString error;
    if (!kotatsu::bridge::readTextFile(from, content, &error)) {
        //: Error when importing a variant file; %1 is the reason
        fail(tr("The file cannot be imported: %1").arg(error));
        return {};
    }
    kotatsu::DataErrors errors;
    const auto variant = kotatsu::loadVariantFile(from.toStdString(), errors);
    const kotatsu::GameCatalog &catalog = *m_games;
    if (!variant || !catalog.find(variant->baseId)) {
        fail(tr("The file cannot be imported: %1")
                 .arg(errors.empty()
                          ? kotatsu::bridge::dataErrorText(
                                {kotatsu::SourcePos{
                                     std::make_shared<const std::string>(from.toStdString())},
                                 "variant.base",
                                 {QT_TRANSLATE_NOOP("DataError", "unknown base game '%1'"),
                                  variant ? variant->baseId : std::string()}},
                                m_localization->language().toStdString())
                          : kotatsu::bridge::dataErrorText(
                                errors.front(), m_localization->language().toStdString())));
        return {};
    }
    const QString gameId = qs(variant->baseId);
    QString stem = QFileInfo(from).completeBaseName().toLower();
    for (QChar &c : stem) {
        if (!((c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
              (c >= QLatin1Char('0') && c <= QLatin1Char('9'))))
            c = QLatin1Char('_');
    }
    if (stem.isEmpty())
        stem = QStringLiteral("imported");
    const QString id = freeId(gameId, stem);
    if (!kotatsu::bridge::writeFileAtomically(kotatsu::bridge::userVariantFile(gameId, id), content,
                                              &error)) {
        fail(writeFailedMessage(error));
        return {};
    }
    notifyChanged(gameId);
    succeed();
    return gameId;
}
