// SPDX-License-Identifier: GPL-3.0-or-later
#include "startup_options.h"

#include <QCommandLineParser>
#include <algorithm>

StartupOptions StartupOptions::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Kotatsu: four tabletop games at one table"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption language(
        QStringLiteral("language"),
        QStringLiteral("UI language for this run (en, es, fr, ja, hu)."), QStringLiteral("code"));
    const QCommandLineOption game(QStringLiteral("game"),
                                  QStringLiteral("Open this game directly."), QStringLiteral("id"));
    const QCommandLineOption variant(
        QStringLiteral("variant"),
        QStringLiteral("Variant: a shipped variant's id, one of your own variants' ids, or a "
                       "variant file."),
        QStringLiteral("id"));
    const QCommandLineOption players(QStringLiteral("players"),
                                     QStringLiteral("Number of players."), QStringLiteral("n"));
    const QCommandLineOption humans(
        QStringLiteral("humans"),
        QStringLiteral("How many of them are people (the rest are computer players)."),
        QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Game seed."),
                                  QStringLiteral("n"));
    const QCommandLineOption level(QStringLiteral("level"),
                                   QStringLiteral("Computer strength: easy, normal or strong."),
                                   QStringLiteral("level"), QStringLiteral("normal"));
    // --automa, its first name, still reads.
    const QCommandLineOption solo(
        QStringList{QStringLiteral("solo"), QStringLiteral("automa")},
        QStringLiteral(
            "Solo: the last seat is played by the game's own rules (its solo "
            "opponent) at this level (its number, 1 the lowest), in games that have one."),
        QStringLiteral("level"));
    const QCommandLineOption aiDelay(QStringLiteral("ai-delay"),
                                     QStringLiteral("Minimum time a computer move takes, in ms."),
                                     QStringLiteral("ms"));
    const QCommandLineOption edit(
        QStringLiteral("edit"),
        QStringLiteral("Open the rules editor on --game (and --variant) instead of a table."));
    const QCommandLineOption compare(
        QStringLiteral("compare"),
        QStringLiteral("Open the variant lab on --variant against --game's standard rules, "
                       "and start the comparison. The variant is a shipped variant's id, the id "
                       "of one of your own (<user data>/variants/<game>/<id>.yaml), or a file."));
    const QCommandLineOption rules(
        QStringLiteral("rules"),
        QStringLiteral("With --game: open the table's how-to-play drawer at start (for "
                       "screenshots of the rules pages)."));
    const QCommandLineOption lesson(
        QStringLiteral("lesson"),
        QStringLiteral("With --game: open that lesson of the game (Learn to play, "
                       "data/games/<game>/lessons/<id>.yaml) instead of a game."),
        QStringLiteral("id"));
    const QCommandLineOption lessonStep(
        QStringLiteral("lesson-step"),
        QStringLiteral("With --lesson: start at this step (0 is the first)."), QStringLiteral("n"),
        QStringLiteral("0"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral("Save a PNG of the window and quit."),
                                        QStringLiteral("file"));
    const QCommandLineOption delay(QStringLiteral("screenshot-delay"),
                                   QStringLiteral("Wait this long before the screenshot, in ms."),
                                   QStringLiteral("ms"), QStringLiteral("3000"));
    const QCommandLineOption windowSize(
        QStringLiteral("window-size"),
        QStringLiteral("Open the window at this size (e.g. 1024x700) instead of the saved one; "
                       "it is not remembered."),
        QStringLiteral("WxH"));
    const QCommandLineOption firstFrame(
        QStringLiteral("quit-at-first-frame"),
        QStringLiteral("Quit as soon as the window has drawn its first frame (startup timing)."));
    const QCommandLineOption settle(
        QStringLiteral("settle-ms"),
        QStringLiteral("With --quit-at-first-frame: wait this long after the first frame, then "
                       "print the peak memory (VmHWM) and quit."),
        QStringLiteral("ms"), QStringLiteral("0"));
    const QCommandLineOption reference(
        QStringLiteral("reference-window"),
        QStringLiteral("Show a minimal Qt Quick Controls window instead of Kotatsu's (the "
                       "yardstick of the startup benchmark)."));
    const QCommandLineOption benchmark(
        QStringLiteral("startup-benchmark"),
        QStringLiteral("Time the first frame and measure the peak memory of the launcher (every "
                       "language) and of a table of every game against a minimal Qt Quick "
                       "Controls window, each started this many times, and print them with "
                       "their ratios."),
        QStringLiteral("runs"));
    parser.addOptions({language,   game,    variant,    players,    humans, seed,      level,
                       solo,       aiDelay, edit,       compare,    rules,  lesson,    lessonStep,
                       screenshot, delay,   windowSize, firstFrame, settle, reference, benchmark});
    parser.addPositionalArgument(
        QStringLiteral("link"),
        QStringLiteral("A network table's invitation link (kotatsu://host:port/table?code=CODE): "
                       "join that table."),
        QStringLiteral("[link]"));
    parser.process(arguments);

    StartupOptions options;
    options.language = parser.value(language);
    if (parser.isSet(game)) {
        options.directGame.insert(QStringLiteral("game"), parser.value(game));
        options.directGame.insert(QStringLiteral("variant"), parser.value(variant));
        options.directGame.insert(QStringLiteral("players"), parser.value(players).toInt());
        options.directGame.insert(QStringLiteral("humans"), parser.value(humans).toInt());
        options.directGame.insert(QStringLiteral("seed"),
                                  parser.isSet(seed) ? parser.value(seed).toLongLong() : -1);
        options.directGame.insert(QStringLiteral("level"), parser.value(level));
        if (parser.isSet(solo)) {
            // A level is its number (1 is the lowest); a word ("steady") would read as 0 and
            // start a game without the solo opponent, so it is refused.
            bool number = false;
            const int rulesLevel = parser.value(solo).toInt(&number);
            if (!number || rulesLevel < 1)
                options.error =
                    QStringLiteral("--solo: \"%1\" is not a level number (1 is the lowest)")
                        .arg(parser.value(solo));
            options.directGame.insert(QStringLiteral("rulesLevel"), rulesLevel);
        }
        if (parser.isSet(edit))
            options.directGame.insert(QStringLiteral("edit"), true);
        if (parser.isSet(compare)) {
            // Without a variant the lab would compare the standard rules with themselves.
            if (parser.value(variant).isEmpty())
                options.error = QStringLiteral(
                    "--compare: name the variant to compare with the standard rules with "
                    "--variant (a shipped variant's id, one of your own or a file)");
            options.directGame.insert(QStringLiteral("compare"), true);
        }
        if (parser.isSet(rules))
            options.directGame.insert(QStringLiteral("rules"), true);
        if (parser.isSet(lesson)) {
            options.directGame.insert(QStringLiteral("lesson"), parser.value(lesson));
            options.directGame.insert(QStringLiteral("lessonStep"),
                                      parser.value(lessonStep).toInt());
        }
    }
    // The one argument is a table's link; anything else (a variant meant for --variant, a
    // second link) is said, not dropped.
    for (const QString &argument : parser.positionalArguments()) {
        if (argument.startsWith(QLatin1String("kotatsu://"), Qt::CaseInsensitive) &&
            options.joinLink.isEmpty())
            options.joinLink = argument;
        else if (options.error.isEmpty())
            options.error =
                QStringLiteral("\"%1\": the one argument is a network table's invitation link "
                               "(kotatsu://host:port/table?code=CODE); other choices are options "
                               "(kotatsu --help)")
                    .arg(argument);
    }
    options.screenshot = parser.value(screenshot);
    options.screenshotDelayMs = parser.value(delay).toInt();
    if (parser.isSet(windowSize)) {
        const QStringList parts = parser.value(windowSize).split(QLatin1Char('x'));
        if (parts.size() == 2)
            options.windowSize = QSize(parts[0].toInt(), parts[1].toInt());
        if (!options.windowSize.isValid() || options.windowSize.isEmpty())
            options.windowSize = QSize();
    }
    if (parser.isSet(aiDelay))
        options.aiDelayMs = parser.value(aiDelay).toInt();
    options.quitAtFirstFrame = parser.isSet(firstFrame);
    options.settleMs = parser.isSet(settle) ? std::max(0, parser.value(settle).toInt()) : -1;
    options.referenceWindow = parser.isSet(reference);
    if (parser.isSet(benchmark))
        options.startupBenchmarkRuns = std::max(1, parser.value(benchmark).toInt());
    return options;
}
