// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules_seat.h"

#include <QCoreApplication>

namespace kotatsu::bridge {

namespace {
// The session's messages (the same words as when GameSession said them).
class Words
{
    Q_DECLARE_TR_FUNCTIONS(GameSession)

public:
    static QString onlyOne(const QString &rulesSeat)
    {
        //: Error when starting a solo game: two seats were set to the game's own opponent; %1
        //: its name from the game's data (Tokaido Duo: "Automa"), a name without an article
        return tr("Only one seat can be %1.").arg(rulesSeat);
    }
    static QString noneOfItsOwn(const QString &game)
    {
        //: Error when starting a game; %1 is the game. It has no opponent the rules play (as
        //: Tokaido Duo's Automa), so it cannot be played solo
        return tr("%1 has no opponent of its own to play against.").arg(game);
    }
    static QString noSuchLevel(const QString &rulesSeat, int level, int levels)
    {
        //: Error when starting a solo game; %1 is the name of the game's own opponent from its data
        //: (Tokaido Duo: "Automa", a name without an article), %2 the level asked for, %n how many
        //: levels it has
        return tr("%1 has no level %2: it has %n level(s).", nullptr, levels)
            .arg(rulesSeat)
            .arg(level);
    }
};
} // namespace

std::shared_ptr<const kotatsu::GameDefinition>
withRulesSeat(std::shared_ptr<const kotatsu::GameDefinition> definition, QList<Seat> &seats,
              const std::string &language, QString *error)
{
    // The name the game's data gives the seat its rules play, in the UI language.
    const QString rulesSeatName =
        QString::fromStdString(definition->info().rulesSeat.name.get(language));
    int rulesSeat = -1;
    for (int i = 0; i < seats.size(); ++i) {
        if (!seats[i].isRules())
            continue;
        if (rulesSeat >= 0) {
            *error = Words::onlyOne(rulesSeatName);
            return nullptr;
        }
        rulesSeat = i;
    }
    if (rulesSeat < 0)
        return definition;
    const int levels = definition->rulesSeatLevels();
    if (levels == 0) {
        *error = Words::noneOfItsOwn(QString::fromStdString(definition->info().name.get(language)));
        return nullptr;
    }
    Seat &seat = seats[rulesSeat];
    if (seat.rulesLevel == 0)
        seat.rulesLevel = definition->rulesSeatDefaultLevel();
    if (seat.rulesLevel < 1 || seat.rulesLevel > levels) {
        *error = Words::noSuchLevel(rulesSeatName, seat.rulesLevel, levels);
        return nullptr;
    }
    return definition->withRulesSeat(rulesSeat, seat.rulesLevel);
}

} // namespace kotatsu::bridge
