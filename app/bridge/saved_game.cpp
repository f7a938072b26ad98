// SPDX-License-Identifier: GPL-3.0-or-later
#include "saved_game.h"

#include "match/saved_match.h"
#include "util/text.h"

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
    match.seats.assign(seats.cbegin(), seats.cend());
    for (const QString &action : actions)
        match.actions.push_back(action.toStdString());
    match.savedAt = savedAt.toString(Qt::ISODate).toStdString();
    match.hints.assign(hints.cbegin(), hints.cend());
    match.lesson = lesson.toStdString();
    match.lessonStep = lessonStep;
    return QByteArray::fromStdString(match.toJson());
}

QString SavedGame::problemText(const kotatsu::SavedMatch::Error &problem)
{
    using Problem = kotatsu::SavedMatch::Problem;
    const QString key = QString::fromStdString(problem.key);
    // The same sentences as kotatsu::SavedMatch::Error::message(), which kotatsu-cli prints.
    switch (problem.problem) {
    case Problem::None:
        return {};
    case Problem::NotASave:
        //: Error when opening a file that is JSON but not a saved game
        return QCoreApplication::translate("SavedGame", "The file is not a Kotatsu saved game.");
    case Problem::OtherVersion:
        //: Error when opening a saved game
        return QCoreApplication::translate("SavedGame",
                                           "This saved game comes from another version "
                                           "of Kotatsu and cannot be read.");
    case Problem::MissingKey:
        //: Error when opening a saved game; %1 is a key of the file, like seats[1].kind
        return QCoreApplication::translate("SavedGame", "The saved game is damaged: “%1” is "
                                                        "missing.")
            .arg(key);
    case Problem::WrongType:
        //: Error when opening a saved game; %1 is a key of the file, like seats[1].kind
        return QCoreApplication::translate("SavedGame", "The saved game is damaged: “%1” holds "
                                                        "the wrong kind of value.")
            .arg(key);
    case Problem::BadValue:
        //: Error when opening a saved game; %1 is a key of the file, like seats[1].level
        return QCoreApplication::translate("SavedGame", "The saved game is damaged: the value "
                                                        "of “%1” is not allowed.")
            .arg(key);
    case Problem::UnknownKey:
        //: Error when opening a saved game; %1 is a key of the file that saves do not have
        return QCoreApplication::translate("SavedGame", "The saved game is damaged: “%1” is not "
                                                        "part of a saved game.")
            .arg(key);
    case Problem::NotJson:
        break;
    }
    //: Error when opening a saved game
    return QCoreApplication::translate("SavedGame", "The file is not a Kotatsu saved game "
                                                    "(it is damaged or of another kind).");
}

bool SavedGame::fromJson(const QByteArray &json, SavedGame &out, QString *error)
{
    kotatsu::SavedMatch::Error problem;
    const auto match = kotatsu::SavedMatch::fromJson(
        std::string_view(json.constData(), std::size_t(json.size())), &problem);
    if (!match) {
        if (error)
            *error = problemText(problem);
        return false;
    }
    SavedGame saved;
    saved.game = QString::fromStdString(match->game);
    saved.variant = QString::fromStdString(match->variant);
    saved.variantFile = QString::fromStdString(match->variantFile);
    saved.seed = match->seed;
    for (Seat seat : match->seats) {
        seat.name = QString::fromStdString(seat.name).left(40).toStdString();
        saved.seats.append(std::move(seat));
    }
    for (const std::string &action : match->actions)
        saved.actions.append(QString::fromStdString(action));
    saved.savedAt = QDateTime::fromString(QString::fromStdString(match->savedAt), Qt::ISODate);
    saved.hints = QList<int>(match->hints.cbegin(), match->hints.cend());
    saved.lesson = QString::fromStdString(match->lesson);
    saved.lessonStep = match->lessonStep;
    out = saved;
    return true;
}

bool SavedGame::write(const QString &path, QString *error) const
{
    // Every step checked: on a full disk the error shows at write() or flush(), and
    // QSaveFile::commit() would otherwise rename an empty file over the earlier save
    // (QTBUG-75077). cancelWriting() leaves the earlier file as it was.
    QSaveFile file(path);
    auto fail = [&](const QString &reason) {
        if (error)
            *error = reason;
        file.cancelWriting();
        return false;
    };
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    const QByteArray data = toJson();
    if (file.write(data) != data.size())
        return fail(file.errorString());
    if (!file.flush())
        return fail(file.errorString());
    if (file.error() != QFileDevice::NoError)
        return fail(file.errorString());
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    // The rename is on disk only once the folder is.
    if (!kotatsu::syncDirectoryOf(QFile::encodeName(path).toStdString())) {
        if (error)
            //: Error when saving: the file was written but the system did not confirm it
            //: is on disk
            *error = QCoreApplication::translate("SavedGame",
                                                 "The saves folder could not be written to disk.");
        return false;
    }
    return true;
}

bool SavedGame::read(const QString &path, SavedGame &out, QString *error)
{
    // A save is untrusted input: only a regular file, not a link (a link to /dev/zero or a
    // FIFO would allocate without end or block), never more than kMaxSaveBytes.
    std::string text;
    switch (kotatsu::readFile(QFile::encodeName(path).toStdString(), std::size_t(kMaxSaveBytes),
                              text, kotatsu::Links::Refuse)) {
    case kotatsu::ReadStatus::Ok:
        break;
    case kotatsu::ReadStatus::Missing:
        if (error)
            //: Error when opening a saved game: the path is missing, a link, a device…
            *error = QCoreApplication::translate("SavedGame",
                                                 "There is no saved game file at this place.");
        return false;
    case kotatsu::ReadStatus::TooLarge:
        if (error)
            //: Error when opening a saved game
            *error = QCoreApplication::translate("SavedGame", "The file is too large to be a "
                                                              "saved game.");
        return false;
    case kotatsu::ReadStatus::Unreadable:
        if (error)
            //: Error when opening a saved game: permissions or a read error
            *error = QCoreApplication::translate("SavedGame", "The file cannot be read.");
        return false;
    }
    return fromJson(QByteArray::fromStdString(text), out, error);
}
