// SPDX-License-Identifier: GPL-3.0-or-later
#include "saved_game.h"

#include "match/saved_match.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

namespace {
constexpr qint64 kMaxSaveBytes = 8 * 1024 * 1024;
} // namespace

QByteArray SavedGame::toJson() const
{
    kotatsu::SavedMatch match;
    match.game = game.toStdString();
    match.variant = variant.toStdString();
    match.variantFile = variantFile.toStdString();
    match.seed = seed;
    for (const Seat &seat : seats)
        match.seats.push_back({seat.isHuman(), seat.level.toStdString(), seat.name.toStdString()});
    for (const QString &action : actions)
        match.actions.push_back(action.toStdString());
    match.savedAt = savedAt.toString(Qt::ISODate).toStdString();
    return QByteArray::fromStdString(match.toJson());
}

bool SavedGame::fromJson(const QByteArray &json, SavedGame &out, QString *error)
{
    using Problem = kotatsu::SavedMatch::Problem;
    Problem problem = Problem::None;
    const auto match = kotatsu::SavedMatch::fromJson(
        std::string_view(json.constData(), std::size_t(json.size())), &problem);
    if (!match) {
        if (error) {
            switch (problem) {
            case Problem::NotASave:
                //: Error when opening a file that is JSON but not a saved game
                *error = QCoreApplication::translate("SavedGame",
                                                     "The file is not a Kotatsu saved game.");
                break;
            case Problem::OtherVersion:
                //: Error when opening a saved game
                *error = QCoreApplication::translate("SavedGame",
                                                     "This saved game comes from another version "
                                                     "of Kotatsu and cannot be read.");
                break;
            case Problem::MissingGame:
                //: Error when opening a saved game
                *error = QCoreApplication::translate("SavedGame",
                                                     "The saved game is damaged: its game or seed "
                                                     "is missing.");
                break;
            case Problem::BadSeat:
                //: Error when opening a saved game
                *error = QCoreApplication::translate("SavedGame",
                                                     "The saved game is damaged: a seat is not "
                                                     "readable.");
                break;
            case Problem::BadMove:
                //: Error when opening a saved game
                *error = QCoreApplication::translate("SavedGame",
                                                     "The saved game is damaged: a move is not "
                                                     "readable.");
                break;
            case Problem::None:
            case Problem::NotJson:
                //: Error when opening a saved game
                *error =
                    QCoreApplication::translate("SavedGame", "The file is not a Kotatsu saved game "
                                                             "(it is damaged or of another kind).");
                break;
            }
        }
        return false;
    }
    SavedGame saved;
    saved.game = QString::fromStdString(match->game);
    saved.variant = QString::fromStdString(match->variant);
    saved.variantFile = QString::fromStdString(match->variantFile);
    saved.seed = match->seed;
    for (const kotatsu::SavedSeat &s : match->seats) {
        Seat seat;
        seat.kind = s.human ? Seat::Kind::Human : Seat::Kind::Computer;
        seat.level = QString::fromStdString(s.level);
        seat.name = QString::fromStdString(s.name).left(40);
        saved.seats.append(seat);
    }
    for (const std::string &action : match->actions)
        saved.actions.append(QString::fromStdString(action));
    saved.savedAt = QDateTime::fromString(QString::fromStdString(match->savedAt), Qt::ISODate);
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
