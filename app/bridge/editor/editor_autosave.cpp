// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/editor_autosave.h"

#include "editor/user_data.h"
#include "game_catalog_model.h"
#include "localization.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <algorithm>

namespace {

bool isAutosaveId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[0-9a-z-]{1,64}$"));
    return pattern.match(id).hasMatch();
}

QString pathOf(const QString &id, const char *suffix)
{
    return EditorRecovery::folder() + QLatin1Char('/') + id + QLatin1String(suffix);
}

// A lock that only a live process holds: never taken as stale for its age.
std::unique_ptr<QLockFile> lockFor(const QString &id)
{
    auto lock = std::make_unique<QLockFile>(pathOf(id, ".lock"));
    lock->setStaleLockTime(0);
    return lock;
}

bool inUse(const QString &id)
{
    auto probe = lockFor(id);
    if (!probe->tryLock(0))
        return true;
    probe->unlock();
    return false;
}

QString newId()
{
    return QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss-")) +
           QString::number(QRandomGenerator::global()->generate() & 0xffffff, 16);
}

std::optional<AutosaveInfo> parseInfo(const QString &id, const QByteArray &bytes)
{
    const QJsonObject json = QJsonDocument::fromJson(bytes).object();
    AutosaveInfo info;
    info.id = id;
    info.gameId = json.value(QStringLiteral("gameId")).toString();
    if (info.gameId.isEmpty())
        return std::nullopt;
    info.filePath = json.value(QStringLiteral("filePath")).toString();
    info.fileName = json.value(QStringLiteral("fileName")).toString();
    info.shipped = json.value(QStringLiteral("shipped")).toBool();
    info.variantName = json.value(QStringLiteral("variantName")).toObject();
    info.baseText = json.value(QStringLiteral("baseText")).toString();
    info.savedAt =
        QDateTime::fromString(json.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
    if (!info.savedAt.isValid())
        info.savedAt = QFileInfo(pathOf(id, ".yaml")).lastModified().toUTC();
    return info;
}

// Kotatsu before one autosave per document kept one for all: editor/autosave.yaml and .json.
// It becomes an autosave like the others (its time the file's), so it is not lost.
void adoptLegacyAutosave()
{
    const QString text = kotatsu::bridge::editorDir() + QStringLiteral("/autosave.yaml");
    const QString json = kotatsu::bridge::editorDir() + QStringLiteral("/autosave.json");
    if (!QFileInfo::exists(text) || !QFileInfo::exists(json))
        return;
    QFile file(json);
    if (!file.open(QIODevice::ReadOnly))
        return;
    QJsonObject info = QJsonDocument::fromJson(file.read(64 * 1024)).object();
    file.close();
    info.insert(QStringLiteral("savedAt"),
                QFileInfo(text).lastModified().toUTC().toString(Qt::ISODateWithMs));
    const QString id = newId();
    if (!QDir().mkpath(EditorRecovery::folder()) || !QFile::rename(text, pathOf(id, ".yaml")))
        return;
    if (kotatsu::bridge::writeFileAtomically(pathOf(id, ".json"), QJsonDocument(info).toJson(),
                                             nullptr))
        QFile::remove(json);
}

} // namespace

// --- AutosaveSlot ----------------------------------------------------------------------------

AutosaveSlot::AutosaveSlot(EditorRecovery &recovery) : m_recovery(recovery), m_id(newId()) {}

AutosaveSlot::~AutosaveSlot()
{
    if (m_lock) {
        m_recovery.writer().waitForDone(); // written before it is let go
        m_lock->unlock();
        m_recovery.notifyChanged(); // its work is now to be recovered
    }
}

std::unique_ptr<AutosaveSlot> AutosaveSlot::adopt(EditorRecovery &recovery, const QString &id)
{
    if (!isAutosaveId(id) || !QFileInfo::exists(pathOf(id, ".json")))
        return nullptr;
    auto slot = std::make_unique<AutosaveSlot>(recovery);
    slot->m_id = id;
    if (!slot->lock())
        return nullptr;
    recovery.notifyChanged();
    return slot;
}

QString AutosaveSlot::textPath() const
{
    return pathOf(m_id, ".yaml");
}

QString AutosaveSlot::infoPath() const
{
    return pathOf(m_id, ".json");
}

bool AutosaveSlot::lock()
{
    if (m_lock)
        return true;
    if (!QDir().mkpath(EditorRecovery::folder()))
        return false;
    auto lock = lockFor(m_id);
    if (!lock->tryLock(0))
        return false;
    m_lock = std::move(lock);
    return true;
}

bool AutosaveSlot::write(AutosaveInfo info, const QString &text)
{
    const bool first = !m_lock;
    if (!lock())
        return false;
    const QJsonObject json{
        {QStringLiteral("gameId"), info.gameId},
        {QStringLiteral("filePath"), info.filePath},
        {QStringLiteral("fileName"), info.fileName},
        {QStringLiteral("shipped"), info.shipped},
        {QStringLiteral("variantName"), info.variantName},
        {QStringLiteral("baseText"), info.baseText},
        {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
    // Written by the writer thread (two files each written whole and flushed to the disk take
    // about 20 ms here, too long for the UI thread), in the order they were asked for.
    const QString textFile = textPath();
    const QString infoFile = infoPath();
    const QByteArray textBytes = text.toUtf8();
    const QByteArray infoBytes = QJsonDocument(json).toJson();
    m_recovery.writer().start([textFile, infoFile, textBytes, infoBytes] {
        if (kotatsu::bridge::writeFileAtomically(textFile, textBytes, nullptr))
            kotatsu::bridge::writeFileAtomically(infoFile, infoBytes, nullptr);
    });
    if (first)
        m_recovery.notifyChanged();
    return true;
}

void AutosaveSlot::remove()
{
    if (!m_lock)
        return;                        // never written (or someone else's)
    m_recovery.writer().waitForDone(); // no write of it left to come
    QFile::remove(infoPath());
    QFile::remove(textPath());
    m_lock->unlock();
    m_lock.reset();
    m_recovery.notifyChanged();
}

// --- EditorRecovery --------------------------------------------------------------------------

EditorRecovery::EditorRecovery(Localization *localization, const GameCatalogModel *catalog,
                               QObject *parent)
    : QObject(parent), m_localization(localization), m_catalog(catalog)
{
    m_writer.setMaxThreadCount(1);
}

EditorRecovery::~EditorRecovery()
{
    m_writer.waitForDone();
}

void EditorRecovery::notifyChanged()
{
    ++m_revision;
    Q_EMIT changed();
}

QString EditorRecovery::folder()
{
    return kotatsu::bridge::editorDir() + QStringLiteral("/autosave");
}

std::vector<AutosaveInfo> EditorRecovery::entries(const QString &gameId)
{
    adoptLegacyAutosave();
    std::vector<AutosaveInfo> out;
    const QFileInfoList files =
        QDir(folder()).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QFileInfo &file : files) {
        const QString id = file.completeBaseName();
        if (!isAutosaveId(id) || !QFileInfo::exists(pathOf(id, ".yaml")))
            continue;
        QByteArray bytes;
        if (!kotatsu::bridge::readTextFile(file.absoluteFilePath(), bytes, nullptr))
            continue;
        auto info = parseInfo(id, bytes);
        if (!info || info->gameId != gameId || inUse(id))
            continue;
        out.push_back(std::move(*info));
    }
    std::stable_sort(out.begin(), out.end(), [](const AutosaveInfo &a, const AutosaveInfo &b) {
        return a.savedAt > b.savedAt;
    });
    return out;
}

std::optional<AutosaveInfo> EditorRecovery::read(const QString &id, QString *text, QString *error)
{
    QByteArray info;
    QByteArray content;
    if (!isAutosaveId(id) || !kotatsu::bridge::readTextFile(pathOf(id, ".json"), info, error) ||
        !kotatsu::bridge::readTextFile(pathOf(id, ".yaml"), content, error))
        return std::nullopt;
    if (text)
        *text = QString::fromUtf8(content);
    return parseInfo(id, info);
}

bool EditorRecovery::discard(const QString &id)
{
    if (!isAutosaveId(id))
        return false;
    auto lock = lockFor(id);
    if (!lock->tryLock(0))
        return false; // an editor has it open
    QFile::remove(pathOf(id, ".json"));
    QFile::remove(pathOf(id, ".yaml"));
    lock->unlock();
    notifyChanged();
    return true;
}

QVariantMap EditorRecovery::describe(const AutosaveInfo &info) const
{
    const QString language = m_localization->language();
    const QLocale locale(language);
    QString gameName = info.gameId;
    if (const kotatsu::GameEntry *game = m_catalog->catalog().find(info.gameId.toStdString());
        game && game->definition)
        gameName =
            QString::fromStdString(game->definition->info().name.get(language.toStdString()));
    QString variantName = info.variantName.value(language).toString();
    if (variantName.isEmpty())
        variantName = info.variantName.value(QStringLiteral("en")).toString();
    if (variantName.isEmpty())
        variantName = info.fileName;
    const QDateTime local = info.savedAt.toLocalTime();
    const qint64 days = local.date().daysTo(QDate::currentDate());
    const QString time = locale.toString(local.time(), QLocale::ShortFormat);
    const QString date = locale.toString(local.date(), QLocale::ShortFormat);
    const QString when =
        days == 0 ?
                  //: When the rules editor autosaved unsaved changes, inside
                  //: "Recover your changes to “X” (Game), autosaved %3?"; %1 is a time
            tr("today at %1").arg(time)
                  : days == 1 ?
                              //: As "today at %1", the day before; %1 is a time
                        tr("yesterday at %1").arg(time)
                              //: As "today at %1", an earlier day; %1 is a date, %2 a time
                              : tr("on %1 at %2").arg(date, time);
    return {{QStringLiteral("id"), info.id},
            {QStringLiteral("gameId"), info.gameId},
            {QStringLiteral("gameName"), gameName},
            {QStringLiteral("variantName"), variantName},
            {QStringLiteral("fileName"), info.fileName},
            {QStringLiteral("filePath"), info.filePath},
            {QStringLiteral("shipped"), info.shipped},
            {QStringLiteral("savedAt"), local},
            {QStringLiteral("time"), time},
            {QStringLiteral("date"), date},
            {QStringLiteral("when"), when},
            {QStringLiteral("daysAgo"), days}};
}

QVariantList EditorRecovery::forGame(const QString &gameId) const
{
    QVariantList list;
    for (const AutosaveInfo &info : entries(gameId))
        list.append(describe(info));
    return list;
}
