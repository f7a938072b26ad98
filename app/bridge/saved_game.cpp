// SPDX-License-Identifier: GPL-3.0-or-later
#include "saved_game.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace {
constexpr auto kFormat = "kotatsu-save";
constexpr int kVersion = 1;
constexpr qint64 kMaxSaveBytes = 8 * 1024 * 1024;
} // namespace

QByteArray SavedGame::toJson() const
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), QLatin1String(kFormat));
    root.insert(QStringLiteral("version"), kVersion);
    root.insert(QStringLiteral("game"), game);
    root.insert(QStringLiteral("variant"), variant);
    root.insert(QStringLiteral("variant_file"), variantFile);
    root.insert(QStringLiteral("seed"), QString::number(seed));
    QJsonArray seatList;
    for (const Seat &seat : seats)
        seatList.append(QJsonObject::fromVariantMap(seat.toVariant()));
    root.insert(QStringLiteral("seats"), seatList);
    root.insert(QStringLiteral("actions"), QJsonArray::fromStringList(actions));
    root.insert(QStringLiteral("saved_at"), savedAt.toString(Qt::ISODate));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool SavedGame::fromJson(const QByteArray &json, SavedGame &out, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull() || !doc.isObject())
        //: Error when opening a saved game
        return fail(QCoreApplication::translate("SavedGame",
                                                "The file is not a Kotatsu saved game "
                                                "(it is damaged or of another kind)."));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat))
        //: Error when opening a file that is JSON but not a saved game
        return fail(
            QCoreApplication::translate("SavedGame", "The file is not a Kotatsu saved game."));
    if (root.value(QStringLiteral("version")).toInt() != kVersion)
        //: Error when opening a saved game
        return fail(QCoreApplication::translate("SavedGame",
                                                "This saved game comes from another version of "
                                                "Kotatsu and cannot be read."));
    SavedGame saved;
    saved.game = root.value(QStringLiteral("game")).toString();
    saved.variant = root.value(QStringLiteral("variant")).toString();
    saved.variantFile = root.value(QStringLiteral("variant_file")).toString();
    bool ok = false;
    saved.seed = root.value(QStringLiteral("seed")).toString().toULongLong(&ok);
    if (!ok || saved.game.isEmpty())
        //: Error when opening a saved game
        return fail(QCoreApplication::translate("SavedGame", "The saved game is damaged: its game "
                                                             "or seed is missing."));
    for (const QJsonValue &value : root.value(QStringLiteral("seats")).toArray()) {
        auto seat = Seat::fromVariant(value.toObject().toVariantMap());
        if (!seat)
            //: Error when opening a saved game
            return fail(QCoreApplication::translate("SavedGame",
                                                    "The saved game is damaged: a seat is not "
                                                    "readable."));
        saved.seats.append(*seat);
    }
    for (const QJsonValue &value : root.value(QStringLiteral("actions")).toArray()) {
        if (!value.isString())
            //: Error when opening a saved game
            return fail(QCoreApplication::translate("SavedGame",
                                                    "The saved game is damaged: a move is not "
                                                    "readable."));
        saved.actions.append(value.toString());
    }
    saved.savedAt =
        QDateTime::fromString(root.value(QStringLiteral("saved_at")).toString(), Qt::ISODate);
    out = saved;
    return true;
}

bool SavedGame::write(const QString &path, QString *error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    file.write(toJson());
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

bool SavedGame::read(const QString &path, SavedGame &out, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    if (file.size() > kMaxSaveBytes) {
        if (error)
            //: Error when opening a saved game
            *error = QCoreApplication::translate("SavedGame", "The file is too large to be a "
                                                              "saved game.");
        return false;
    }
    return fromJson(file.readAll(), out, error);
}
