// SPDX-License-Identifier: GPL-3.0-or-later
// kotatsu-server: hosts network tables without a screen, for a club or a machine others
// reach (docs/network.md). Each table's invitation is printed on standard output as one JSON
// line; each table is saved after every move and resumed with --resume.
#include "engine/game_catalog.h"
#include "engine/user_data_dir.h"
#include "net_server.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <cstdio>
#include <random>

using kotatsu::net::NetTable;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kotatsu-server"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Hosts Kotatsu tables for players on other computers. Example:\n"
        "  kotatsu-server --game shikoku --seats remote,remote,computer:level=easy --port 7070"));
    parser.addHelpOption();
    const QCommandLineOption game(QStringLiteral("game"), QStringLiteral("The game's id."),
                                  QStringLiteral("id"));
    const QCommandLineOption variant(
        QStringLiteral("variant"), QStringLiteral("A variant's id or file."), QStringLiteral("id"));
    const QCommandLineOption seats(
        QStringLiteral("seats"),
        QStringLiteral("One word a seat, by commas: remote (a person on another computer), a "
                       "computer (computer:level=easy|normal|strong, or an agent spec), or "
                       "rules[:level=N] (the game's own opponent)."),
        QStringLiteral("list"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("The game's seed."),
                                  QStringLiteral("n"));
    const QCommandLineOption tables(QStringLiteral("tables"),
                                    QStringLiteral("How many such tables to open (default 1)."),
                                    QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption port(QStringLiteral("port"),
                                  QStringLiteral("The port (0: any free one; default 7070)."),
                                  QStringLiteral("n"), QStringLiteral("7070"));
    const QCommandLineOption listen(
        QStringLiteral("listen"),
        QStringLiteral("The address to listen on (default 127.0.0.1, this computer only; "
                       "0.0.0.0 for every network)."),
        QStringLiteral("address"), QStringLiteral("127.0.0.1"));
    const QCommandLineOption code(QStringLiteral("code"),
                                  QStringLiteral("The invitation's code (default: a new one)."),
                                  QStringLiteral("code"));
    const QCommandLineOption saves(
        QStringLiteral("saves"),
        QStringLiteral(
            "Where the tables are saved after every move (default <user data>/network)."),
        QStringLiteral("dir"));
    const QCommandLineOption resume(QStringLiteral("resume"),
                                    QStringLiteral("Open a saved table again (repeatable)."),
                                    QStringLiteral("file"));
    const QCommandLineOption standIn(
        QStringLiteral("stand-in"),
        QStringLiteral("Who plays the seat of someone who left, until they come back: a "
                       "computer (computer:level=easy|normal|strong, or an agent spec). "
                       "Default: nobody, the table waits."),
        QStringLiteral("seat"));
    const QCommandLineOption standInAfter(
        QStringLiteral("stand-in-after"),
        QStringLiteral("Seconds to wait for someone who left before the stand-in plays "
                       "(default 60)."),
        QStringLiteral("seconds"), QStringLiteral("60"));
    parser.addOptions({game, variant, seats, seed, tables, port, listen, code, saves, resume,
                       standIn, standInAfter});
    parser.process(app);

    QTextStream err(stderr);
    const kotatsu::GameCatalog catalog(
        kotatsu::GameCatalog::locateDataDir(QCoreApplication::applicationFilePath().toStdString()));
    const QString saveDir = parser.isSet(saves) ? parser.value(saves)
                                                : QString::fromStdString(kotatsu::userDataDir()) +
                                                      QStringLiteral("/network");
    QDir().mkpath(saveDir);
    NetServer server(catalog, saveDir);
    if (parser.isSet(standIn)) {
        std::string why;
        const auto seat = kotatsu::SeatSpec::parse(parser.value(standIn).toStdString(), &why);
        if (!seat || !seat->isAgent()) {
            err << "kotatsu-server: --stand-in: " << parser.value(standIn) << ": "
                << (seat ? QStringLiteral("not a computer") : QString::fromStdString(why)) << "\n";
            return 2;
        }
        server.setStandIn(parser.value(standIn), std::max(0, parser.value(standInAfter).toInt()));
    }
    QString error;
    bool portOk = false;
    const uint portNumber = parser.value(port).toUInt(&portOk);
    if (!portOk || portNumber > 65535 ||
        !server.listen(QHostAddress(parser.value(listen)), static_cast<quint16>(portNumber),
                       &error)) {
        err << "kotatsu-server: cannot listen on " << parser.value(listen) << ":"
            << parser.value(port) << ": " << error << "\n";
        return 1;
    }
    std::vector<QString> opened;
    for (const QString &file : parser.values(resume)) {
        const QString id = server.resumeTable(file, &error);
        if (id.isEmpty()) {
            err << "kotatsu-server: " << error << "\n";
            return 1;
        }
        opened.push_back(id);
    }
    if (parser.isSet(game)) {
        NetServer::TableSpec spec;
        spec.game = parser.value(game);
        spec.variant = parser.value(variant);
        for (const QString &word :
             parser.value(seats).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (word == QLatin1String("remote")) {
                spec.seats.push_back(NetTable::Seat{kotatsu::SeatSpec::person(), true});
                continue;
            }
            std::string why;
            const auto seat = kotatsu::SeatSpec::parse(word.toStdString(), &why);
            if (!seat || seat->isPerson()) {
                err << "kotatsu-server: --seats: " << word << ": "
                    << (seat ? QStringLiteral("a person here has no screen; say remote")
                             : QString::fromStdString(why))
                    << "\n";
                return 2;
            }
            spec.seats.push_back(NetTable::Seat{*seat, false});
        }
        spec.players = static_cast<int>(spec.seats.size());
        spec.code = parser.value(code);
        std::random_device device;
        const quint64 firstSeed = parser.isSet(seed)
                                      ? parser.value(seed).toULongLong()
                                      : (static_cast<quint64>(device()) << 32 | device());
        const int count = std::max(1, parser.value(tables).toInt());
        for (int i = 0; i < count; ++i) {
            spec.seed = firstSeed + static_cast<quint64>(i);
            const QString id = server.openTable(spec, &error);
            if (id.isEmpty()) {
                err << "kotatsu-server: " << error << "\n";
                return 2;
            }
            opened.push_back(id);
        }
    }
    if (opened.empty()) {
        err << "kotatsu-server: nothing to host: give --game and --seats, or --resume\n";
        return 2;
    }
    for (const QString &id : opened) {
        const QByteArray line = QJsonDocument(server.invitation(id)).toJson(QJsonDocument::Compact);
        std::fwrite(line.constData(), 1, static_cast<std::size_t>(line.size()), stdout);
        std::fputc('\n', stdout);
    }
    std::fflush(stdout);
    return app.exec();
}
