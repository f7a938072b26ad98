<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AttributionTable</name>
    <message numerus="yes">
        <source>Each of the %Ln change(s) alone against the standard rules, on the same seeds; the last row is what only the combination does (the whole effect minus the sum of the changes alone).</source>
        <extracomment>Variant lab, which change did what: above the table; %n the changes of the variant</extracomment>
        <translation>
            <numerusform>%Ln change alone against the standard rules, on the same seeds; the last row is what only the combination does (the whole effect minus the sum of the changes alone).</numerusform>
            <numerusform>Each of the %Ln changes alone against the standard rules, on the same seeds; the last row is what only the combination does (the whole effect minus the sum of the changes alone).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AutomaBoard</name>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <extracomment>The Automa's board: its total score, the value of its three ranks (short); %n points</extracomment>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The Automa's board read out: its total score; %n points</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AutomaWords</name>
    <message numerus="yes">
        <source>goes to %1, with at least %n meeple(s) around it — climbs a rank</source>
        <extracomment>The Automa's reasoning (chosen die); %1 the region its artist goes to ("Mount Sasa", "the Uwa Sea"); %n the meeples it needs around it to climb</extracomment>
        <translation>
            <numerusform>goes to %1, with at least %n meeple around it — climbs a rank</numerusform>
            <numerusform>goes to %1, with at least %n meeples around it — climbs a rank</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the first of its %n destinations in the board's order</source>
        <extracomment>The Automa's reasoning: among equal destinations it takes the first one in the board's listing; %n how many it could reach</extracomment>
        <translation>
            <numerusform>the first of its %n destination in the board's order</numerusform>
            <numerusform>the first of its %n destinations in the board's order</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 climbs to rank %2 on its artist track (worth %3): %n meeple(s) around its artist</source>
        <extracomment>Move log: the Automa's artist track moves up; %1 its name, %2 the new rank, %3 that rank's points; %n meeples around its artist</extracomment>
        <translation>
            <numerusform>%1 climbs to rank %2 on its artist track (worth %3): %n meeple around its artist</numerusform>
            <numerusform>%1 climbs to rank %2 on its artist track (worth %3): %n meeples around its artist</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CentrePile</name>
    <message numerus="yes">
        <source>%n card(s) in the centre</source>
        <extracomment>Screen reader, the centre pile; %n is the number of cards in it
----------
Size of the centre pile; %n is a number of cards</extracomment>
        <translation>
            <numerusform>%n card in the centre</numerusform>
            <numerusform>%n cards in the centre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) waiting from failed prophecies</source>
        <extracomment>Growing-pot variant: %n cards waiting in the middle from failed prophecies</extracomment>
        <translation>
            <numerusform>%n card waiting from failed prophecies</numerusform>
            <numerusform>%n cards waiting from failed prophecies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message numerus="yes">
        <source>Chat: %n new</source>
        <extracomment>Chat at a network table: the closed panel&apos;s button when messages came since it was last open; %n how many</extracomment>
        <translation>
            <numerusform>Chat: %n new</numerusform>
            <numerusform>Chat: %n new</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataError</name>
    <message numerus="yes">
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n value</numerusform>
            <numerusform>%n values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n figure</numerusform>
            <numerusform>%n figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bead(s)</source>
        <translation>
            <numerusform>%n bead</numerusform>
            <numerusform>%n beads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty pile(s)</source>
        <translation>
            <numerusform>%n empty pile</numerusform>
            <numerusform>%n empty piles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pile(s)</source>
        <translation>
            <numerusform>%n pile</numerusform>
            <numerusform>%n piles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n symbol(s)</source>
        <translation>
            <numerusform>%n symbol</numerusform>
            <numerusform>%n symbols</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pilgrim(s)</source>
        <translation>
            <numerusform>%n pilgrim</numerusform>
            <numerusform>%n pilgrims</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ware(s)</source>
        <translation>
            <numerusform>%n ware</numerusform>
            <numerusform>%n wares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message numerus="yes">
        <source>%1: %n traveller(s) to paint</source>
        <extracomment>Move panel: the region under the mouse; %1 its name; %n meeples Paint would count there</extracomment>
        <translation>
            <numerusform>%1: %n traveller to paint</numerusform>
            <numerusform>%1: %n travellers to paint</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk %n space(s): %1</source>
        <extracomment>Move panel button; %1 the space reached; %n spaces</extracomment>
        <translation>
            <numerusform>Walk %n space: %1</numerusform>
            <numerusform>Walk %n spaces: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n more</source>
        <extracomment>Move panel button on an overflow, before enough wares are chosen; %n wares still to choose</extracomment>
        <translation>
            <numerusform>Choose %n more</numerusform>
            <numerusform>Choose %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell %n (+%1)</source>
        <extracomment>Move panel button (short); %1 coins earned; %n wares sold</extracomment>
        <translation>
            <numerusform>Sell %n (+%1)</numerusform>
            <numerusform>Sell %n (+%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n to paint)</source>
        <extracomment>Move panel button: an artist's route; %1 the regions, %n meeples counted when painting</extracomment>
        <translation>
            <numerusform>%1 (%n to paint)</numerusform>
            <numerusform>%1 (%n to paint)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint: %n painting(s) face up</source>
        <extracomment>Move panel button; %n paintings turned face up</extracomment>
        <translation>
            <numerusform>Paint: %n painting face up</numerusform>
            <numerusform>Paint: %n paintings face up</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may keep %n ware(s). Click the wares that go back into the bag.</source>
        <extracomment>Move panel prompt on an overflow; %n the hand limit</extracomment>
        <translation>
            <numerusform>You may keep %n ware. Click the wares that go back into the bag.</numerusform>
            <numerusform>You may keep %n wares. Click the wares that go back into the bag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell %n %1 (%2)</source>
        <extracomment>Move panel button; %1 the ware, %2 the coins earned ("+6 coins", the message "+%n coin(s)"); %n wares sold</extracomment>
        <translation>
            <numerusform>Sell %n %1 (%2)</numerusform>
            <numerusform>Sell %n %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n coin(s)</source>
        <extracomment>Move panel button, the coins a sale earns; %n coins</extracomment>
        <translation>
            <numerusform>+%n coin</numerusform>
            <numerusform>+%n coins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorPage</name>
    <message numerus="yes">
        <source>Fix the %n error(s) first: a variant with errors cannot be played.</source>
        <extracomment>Rules editor: tooltip of the disabled Play button; %n is the number of errors</extracomment>
        <translation>
            <numerusform>Fix the %n error first: a variant with errors cannot be played.</numerusform>
            <numerusform>Fix the %n errors first: a variant with errors cannot be played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changes (%n)</source>
        <extracomment>Rules editor: tab listing what the variant changes; %n is how many changes</extracomment>
        <translation>
            <numerusform>Changes (%n)</numerusform>
            <numerusform>Changes (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more autosaved document(s) of this game will be offered after this one.</source>
        <extracomment>Rules editor, recovery prompt: more autosaved documents of this game are waiting; %n how many</extracomment>
        <translation>
            <numerusform>%n more autosaved document of this game will be offered after this one.</numerusform>
            <numerusform>%n more autosaved documents of this game will be offered after this one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndOverlay</name>
    <message numerus="yes">
        <source>%n move(s) in all</source>
        <extracomment>End screen: how many moves the game had (everybody's, from the first)</extracomment>
        <translation>
            <numerusform>%n move in all</numerusform>
            <numerusform>%n moves in all</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndStandings</name>
    <message numerus="yes">
        <source>%n other player(s)</source>
        <extracomment>End screen: the players sharing a place, when there are more than two of them</extracomment>
        <translation>
            <numerusform>%n other player</numerusform>
            <numerusform>%n other players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %1 of %n</source>
        <extracomment>End screen, one person against the computer: their place; %1 is the place ("2nd"), %n the number of players</extracomment>
        <translation>
            <numerusform>You finished %1 of %n</numerusform>
            <numerusform>You finished %1 of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %1 of %n, level with %2</source>
        <extracomment>End screen: the person's place, shared; %1 is the place ("1st"), %2 who shares it ("Computer 2", "3 other players"), %n the number of players</extracomment>
        <translation>
            <numerusform>You finished %1 of %n, level with %2</numerusform>
            <numerusform>You finished %1 of %n, level with %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 finished %2 of %n</source>
        <extracomment>End screen, several people at the screen: one person's place; %1 is the name, %2 the place ("2nd"), %n the number of players</extracomment>
        <translation>
            <numerusform>%1 finished %2 of %n</numerusform>
            <numerusform>%1 finished %2 of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 finished %2 of %n, level with %3</source>
        <extracomment>End screen, several people at the screen: one person's shared place; %1 is the name, %2 the place, %3 who shares it, %n the number of players</extracomment>
        <translation>
            <numerusform>%1 finished %2 of %n, level with %3</numerusform>
            <numerusform>%1 finished %2 of %n, level with %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorList</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <extracomment>Rules editor status line; %n is the number of errors in the variant</extracomment>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FiguresTable</name>
    <message numerus="yes">
        <source>The verdicts come once all %Ln game(s) are played: a difference that looks real half-way can still vanish.</source>
        <extracomment>Variant lab, above the figures while a comparison runs; %n the games planned on each side</extracomment>
        <translation>
            <numerusform>The verdict comes once the %Ln game is played: a difference that looks real half-way can still vanish.</numerusform>
            <numerusform>The verdicts come once all %Ln games are played: a difference that looks real half-way can still vanish.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No verdicts: the run stopped after %1 of %Ln game(s), and stopping early can catch a lucky moment. The intervals describe the games played.</source>
        <extracomment>Variant lab, above the figures of a cancelled comparison; %1 the games played on each side, %n the games planned</extracomment>
        <translation>
            <numerusform>No verdicts: the run stopped after %1 of %Ln game, and stopping early can catch a lucky moment. The intervals describe the games played.</numerusform>
            <numerusform>No verdicts: the run stopped after %1 of %Ln games, and stopping early can catch a lucky moment. The intervals describe the games played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message numerus="yes">
        <source>Takes back your last move and the computer's %n move(s) after it</source>
        <extracomment>Undo button tooltip when the computer has answered; %n is how many of its moves go too</extracomment>
        <translation>
            <numerusform>Takes back your last move and the computer's %n move after it</numerusform>
            <numerusform>Takes back your last move and the computer's %n moves after it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message numerus="yes">
        <source>%1 is played by exactly %n player(s).</source>
        <extracomment>Error when starting a game; %1 is the game, %n its number of players</extracomment>
        <translation>
            <numerusform>%1 is played by exactly %n player.</numerusform>
            <numerusform>%1 is played by exactly %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is played by %2 to %n player(s).</source>
        <extracomment>Error when starting a game; %1 is the game, %2 and %n the player range (fewest, most)</extracomment>
        <translation>
            <numerusform>%1 is played by %2 to %n player.</numerusform>
            <numerusform>%1 is played by %2 to %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has no level %2: it has %n level(s).</source>
        <extracomment>Error when starting a solo game; %1 is the name of the game's own opponent from its data (Tokaido Duo: "Automa", a name without an article), %2 the level asked for, %n how many levels it has</extracomment>
        <translation>
            <numerusform>%1 has no level %2: it has %n level.</numerusform>
            <numerusform>%1 has no level %2: it has %n levels.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatsPanel</name>
    <message numerus="yes">
        <source>Played %n</source>
        <extracomment>Launcher statistics of the chosen game: games finished with a person at the table</extracomment>
        <translation>
            <numerusform>Played %n</numerusform>
            <numerusform>Played %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won %n</source>
        <extracomment>Launcher statistics: games the person won (alone against the computer)</extracomment>
        <translation>
            <numerusform>Won %n</numerusform>
            <numerusform>Won %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hot-seat %n</source>
        <extracomment>Launcher statistics: games played by several people at one screen</extracomment>
        <translation>
            <numerusform>Hot-seat %n</numerusform>
            <numerusform>Hot-seat %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GardenTable</name>
    <message numerus="yes">
        <source>The same position came up %n time(s) with the same player to move.</source>
        <extracomment>End screen: why the game is drawn; %n is a number (3)</extracomment>
        <translation>
            <numerusform>The same position came up %n time with the same player to move.</numerusform>
            <numerusform>The same position came up %n times with the same player to move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) were played without a winner.</source>
        <extracomment>End screen: why the game is drawn; %n is a number of moves</extracomment>
        <translation>
            <numerusform>%n move was played without a winner.</numerusform>
            <numerusform>%n moves were played without a winner.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message numerus="yes">
        <source>On average it finished %n point(s) behind the best other player.</source>
        <extracomment>Hint bar, the second half of why, when the games were nearly all lost: %n is how many points (the game's score) the person's side ended behind the best other player, on average</extracomment>
        <translation>
            <numerusform>On average it finished %n point behind the best other player.</numerusform>
            <numerusform>On average it finished %n points behind the best other player.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On average it finished %n point(s) ahead of the best other player.</source>
        <extracomment>Hint bar, the second half of why, when the games were nearly all won: %n is how many points (the game's score) the person's side ended ahead of the best other player, on average</extracomment>
        <translation>
            <numerusform>On average it finished %n point ahead of the best other player.</numerusform>
            <numerusform>On average it finished %n points ahead of the best other player.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The strong computer played %n game(s) to the end from here with this move, your later moves mostly at random.</source>
        <extracomment>Hint bar, after the move, the first half of why: %n is how many games the strong computer played to the end from this position (in its head), starting with this move; the person's later moves in those games were mostly chosen at random</extracomment>
        <translation>
            <numerusform>The strong computer played %n game to the end from here with this move, your later moves mostly at random.</numerusform>
            <numerusform>The strong computer played %n games to the end from here with this move, your later moves mostly at random.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you keep following the hints, this move wins nearly every game from here (likely at least %1%; %n game(s) played out).</source>
        <extracomment>Hint bar, after the move: a forecast when nearly all the games played on from here were won. %1% is the lowest share of wins those games are consistent with (the low end of a 95% range, 87%); %n is how many games the computer has played on from here (in its head) with this move so far, the person&apos;s later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>If you keep following the hints, this move wins nearly every game from here (likely at least %1%; %n game played out).</numerusform>
            <numerusform>If you keep following the hints, this move wins nearly every game from here (likely at least %1%; %n games played out).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you keep following the hints, this move wins hardly any game from here (likely at most %1%; %n game(s) played out).</source>
        <extracomment>Hint bar, after the move: a forecast when hardly any of the games played on from here were won. %1% is the highest share of wins those games are consistent with (the high end of a 95% range, 13%); %n is how many games the computer has played on from here (in its head) with this move so far, the person&apos;s later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>If you keep following the hints, this move wins hardly any game from here (likely at most %1%; %n game played out).</numerusform>
            <numerusform>If you keep following the hints, this move wins hardly any game from here (likely at most %1%; %n games played out).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you keep following the hints, this move wins about %1% of games from here (likely %2–%3%; %n game(s) played out).</source>
        <extracomment>Hint bar, after the move: a forecast. %1% is the share of games the person wins from this position with this move, rounded to 5% or 10% (60%); %2% and %3% are the range of shares those games are consistent with (a 95% range, 45% to 74%); %n is how many games the computer has played on from here (in its head) with this move so far, the person&apos;s later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>If you keep following the hints, this move wins about %1% of games from here (likely %2–%3%; %n game played out).</numerusform>
            <numerusform>If you keep following the hints, this move wins about %1% of games from here (likely %2–%3%; %n games played out).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing the game on from here to see how often this move wins: %n game(s) so far, too few to tell yet.</source>
        <extracomment>Hint bar, after the move, while the computer is still playing the game on from here (in its head) to forecast how often the move wins, and has played too few games to say: %n is how many games so far. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>Playing the game on from here to see how often this move wins: %n game so far, too few to tell yet.</numerusform>
            <numerusform>Playing the game on from here to see how often this move wins: %n games so far, too few to tell yet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HyanoBoardEditor</name>
    <message numerus="yes">
        <source>%n pile(s) dealt</source>
        <extracomment>Rules editor, Hyano: under the ring; %n is the number of piles play deals (rules.piles)</extracomment>
        <translation>
            <numerusform>%n pile dealt</numerusform>
            <numerusform>%n piles dealt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spare disc(s) left out</source>
        <extracomment>Rules editor, Hyano: after the number of piles; %n symbol discs listed after them that play leaves out</extracomment>
        <translation>
            <numerusform>%n spare disc left out</numerusform>
            <numerusform>%n spare discs left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %n letter(s) or kanji, then Enter</source>
        <extracomment>Rules editor, Hyano: beside the field for a disc's letters; %n how many characters at most</extracomment>
        <translation>
            <numerusform>Up to %n letter or kanji, then Enter</numerusform>
            <numerusform>Up to %n letters or kanji, then Enter</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HyanoTable</name>
    <message numerus="yes">
        <source>%n pile(s) used up.</source>
        <extracomment>Why a Hyano game ended; %n is the number of piles with no card left (1 in a variant, usually 2)</extracomment>
        <translation>
            <numerusform>%n pile is used up.</numerusform>
            <numerusform>%n piles are used up.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 foresaw it: wins %n card(s)</source>
        <extracomment>Reveal; %1 is the sage, %n the cards won</extracomment>
        <translation>
            <numerusform>%1 foresaw it: wins %n card</numerusform>
            <numerusform>%1 foresaw it: wins %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) leave the game</source>
        <extracomment>Reveal when the predicted card was never played; %n is a number of cards</extracomment>
        <translation>
            <numerusform>%n card leaves the game</numerusform>
            <numerusform>%n cards leave the game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The prophecy of %1 failed: %n card(s) left the game</source>
        <extracomment>Last prophecy; %1 is the sage, %n a number of cards</extracomment>
        <translation>
            <numerusform>The prophecy of %1 failed: %n card left the game</numerusform>
            <numerusform>The prophecy of %1 failed: %n cards left the game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pile: %2 face up, %n card(s) face down</source>
        <extracomment>Screen reader: a pile of the ring; %1 is its symbol ("Moon"), %2 its face-up card ("Blue 7"), %n the cards face down under it</extracomment>
        <translation>
            <numerusform>%1 pile: %2 face up, %n card face down</numerusform>
            <numerusform>%1 pile: %2 face up, %n cards face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pile: no card face up, %n card(s) face down</source>
        <extracomment>Screen reader: a pile of the ring whose card was played this round; %1 is its symbol, %n the cards face down</extracomment>
        <translation>
            <numerusform>%1 pile: no card face up, %n card face down</numerusform>
            <numerusform>%1 pile: no card face up, %n cards face down</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IslandBoard</name>
    <message numerus="yes">
        <source>%1, mountain town: draws %n ware(s)</source>
        <extracomment>Accessible name of a mountain town; %1 its name; %n how many wares a merchant draws there</extracomment>
        <translation>
            <numerusform>%1, mountain town: draws %n ware</numerusform>
            <numerusform>%1, mountain town: draws %n wares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabPage</name>
    <message numerus="yes">
        <source>%1 of %Ln game(s) on each side</source>
        <extracomment>Variant lab progress: paired games done so far; %1 is how many, %n how many were asked for</extracomment>
        <translation>
            <numerusform>%1 of %Ln game on each side</numerusform>
            <numerusform>%1 of %Ln games on each side</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — about %Ln second(s) left</source>
        <extracomment>Variant lab progress; %1 the games done ("300 of 2000 games on each side"), %n the estimated seconds left</extracomment>
        <translation>
            <numerusform>%1 — about %Ln second left</numerusform>
            <numerusform>%1 — about %Ln seconds left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) on each side, on the same seeds.</source>
        <extracomment>Variant lab: a finished comparison; %n how many games each side played</extracomment>
        <translation>
            <numerusform>%Ln game on each side, on the same seeds.</numerusform>
            <numerusform>%Ln games on each side, on the same seeds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %Ln game(s) kept with each rule set.</source>
        <extracomment>Variant lab: a cancelled comparison; %1 the games it kept (played with both rule sets), %n the games planned</extracomment>
        <translation>
            <numerusform>Cancelled: %1 of %Ln game kept with each rule set.</numerusform>
            <numerusform>Cancelled: %1 of %Ln games kept with each rule set.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s) played</source>
        <extracomment>Variant lab, sweep progress: games played of all values; %1 how many, %n how many in all</extracomment>
        <translation>
            <numerusform>%1 of %Ln game played</numerusform>
            <numerusform>%1 of %Ln games played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) played on the same seeds</source>
        <extracomment>Variant lab, sweep: after a sweep, the first part of a line; %n the values played (refused ones aside)</extracomment>
        <translation>
            <numerusform>%Ln value played on the same seeds</numerusform>
            <numerusform>%Ln values played on the same seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln refused by the rules</source>
        <extracomment>Variant lab, sweep: after a sweep, a part of the line; %n the values the rules refuse (not played)</extracomment>
        <translation>
            <numerusform>%Ln refused by the rules</numerusform>
            <numerusform>%Ln refused by the rules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln meet(s) every target</source>
        <extracomment>Variant lab, sweep: after a sweep, a part of the line; %n the values meeting every target</extracomment>
        <translation>
            <numerusform>%Ln meets every target</numerusform>
            <numerusform>%Ln meet every target</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching: %Ln value(s) played</source>
        <extracomment>Variant lab, sweep progress while searching for the values meeting the targets, the first part of the line; %n the values played so far</extracomment>
        <translation>
            <numerusform>Searching: %Ln value played</numerusform>
            <numerusform>Searching: %Ln values played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search: %Ln value(s) played</source>
        <extracomment>Variant lab, sweep: after a search, the first part of a line; %n the values it played</extracomment>
        <translation>
            <numerusform>Search: %Ln value played</numerusform>
            <numerusform>Search: %Ln values played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln in the range</source>
        <extracomment>Variant lab, sweep: after a search, a part of the line; %n the values of the range searched</extracomment>
        <translation>
            <numerusform>%Ln in the range</numerusform>
            <numerusform>%Ln in the range</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <extracomment>Variant lab, sweep: after a search, a part of the line; %n the search&apos;s steps (each plays a few values)</extracomment>
        <translation>
            <numerusform>%Ln step</numerusform>
            <numerusform>%Ln steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <extracomment>Variant lab, sweep: after a search, a part of the line; %n the games it played</extracomment>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabWords</name>
    <message numerus="yes">
        <source>Not enough games yet: about %Ln more would tell</source>
        <extracomment>Variant lab verdict: the games played cannot tell yet; %n about how many more games would (from the spread seen so far)</extracomment>
        <translation>
            <numerusform>Not enough games yet: about %Ln more would tell</numerusform>
            <numerusform>Not enough games yet: about %Ln more would tell</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LauncherPage</name>
    <message numerus="yes">
        <source>This game needs exactly %n player(s).</source>
        <extracomment>Under the Start button; %n is the exact number of players of the game (2 or more)</extracomment>
        <translation>
            <numerusform>This game needs exactly %n player.</numerusform>
            <numerusform>This game needs exactly %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This game needs %1 to %n player(s).</source>
        <extracomment>Under the Start button; %1 and %n are the player range (fewest, most)</extracomment>
        <translation>
            <numerusform>This game needs %1 to %n player.</numerusform>
            <numerusform>This game needs %1 to %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>Player count of a game for an exact number of players, e.g. "2 players"</extracomment>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n player(s)</source>
        <extracomment>Player range of a game in the launcher, e.g. "3–8 players"; %1 the fewest, %n the most</extracomment>
        <translation>
            <numerusform>%1–%n player</numerusform>
            <numerusform>%1–%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resume: %1 · %n move(s)</source>
        <extracomment>Launcher button: go on with the game left unfinished; %1 is the game's name, %n the number of moves played</extracomment>
        <translation>
            <numerusform>Resume: %1 · %n move</numerusform>
            <numerusform>Resume: %1 · %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✎ %n autosaved documents of this game have unsaved changes: Edit rules… offers them back.</source>
        <extracomment>Launcher, under Edit rules…; %n is how many autosaved documents of the chosen game have unsaved changes</extracomment>
        <translation>
            <numerusform>✎ %n autosaved document of this game has unsaved changes: Edit rules… offers it back.</numerusform>
            <numerusform>✎ %n autosaved documents of this game have unsaved changes: Edit rules… offers them back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reopen your network table: %1 · %n move(s)</source>
        <extracomment>Launcher button: opens again the network table this app hosted and left unfinished (the app was closed or stopped); %1 is the game's name, %n the number of moves played</extracomment>
        <translation>
            <numerusform>Reopen your network table: %1 · %n move</numerusform>
            <numerusform>Reopen your network table: %1 · %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ListTable</name>
    <message numerus="yes">
        <source>Show all %n row(s)</source>
        <extracomment>Rules editor: shows every row of a long table; %n is how many rows there are</extracomment>
        <translation>
            <numerusform>Show the %n row</numerusform>
            <numerusform>Show all %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Rules editor: the totals line under a table; %n is the number of items (cards, towns, spaces...)</extracomment>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LocalizedGrid</name>
    <message numerus="yes">
        <source>%n language(s) missing</source>
        <extracomment>Rules editor: beside a text given in every language, how many languages are not written yet (empty, or still a new variant's "Game (variant)")</extracomment>
        <translation>
            <numerusform>%n language missing</numerusform>
            <numerusform>%n languages missing</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message numerus="yes">
        <source>%n move(s) left before a draw</source>
        <extracomment>Move panel: moves left before the game is drawn; %n is a number</extracomment>
        <translation>
            <numerusform>%n move left before a draw</numerusform>
            <numerusform>%n moves left before a draw</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position has come up %n time(s): once more and the game is drawn.</source>
        <extracomment>Move panel warning: the position has come up before; once more and the game is drawn</extracomment>
        <translation>
            <numerusform>This position has come up %n time: once more and the game is drawn.</numerusform>
            <numerusform>This position has come up %n times: once more and the game is drawn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message numerus="yes">
        <source>%1 · %2 · %n free seat(s)</source>
        <extracomment>Network dialog: one table offered on this network; %1 the game, %2 the host&apos;s name (or its address), %n the seats nobody holds yet</extracomment>
        <translation>
            <numerusform>%1 · %2 · %n free seat</numerusform>
            <numerusform>%1 · %2 · %n free seats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the table as you set it up, with %n seat(s) for people: you take the first, the others are for the people you invite.</source>
        <extracomment>Network dialog, under "Host a table": %1 the game set up in the launcher; %n its seats for people, always 2 or more (the host&apos;s own is the first; the others are for people on other computers)</extracomment>
        <translation>
            <numerusform>%1: the table as you set it up, with %n seat for people, yours: nobody else can join.</numerusform>
            <numerusform>%1: the table as you set it up, with %n seats for people: you take the first, the others are for the people you invite.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PickList</name>
    <message numerus="yes">
        <source>%n effect(s)</source>
        <extracomment>Rules editor: the totals line under an effect list; %n is the number of effects</extracomment>
        <translation>
            <numerusform>%n effect</numerusform>
            <numerusform>%n effects</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PilgrimsPanel</name>
    <message numerus="yes">
        <source>step %1 · %n card(s) in hand</source>
        <extracomment>Compact player info: %1 the step a pilgrim stands on, %n how many cards they hold</extracomment>
        <translation>
            <numerusform>step %1 · %n card in hand</numerusform>
            <numerusform>step %1 · %n cards in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerBoards</name>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <extracomment>Player boards: the total score (short); %n points</extracomment>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>Player boards read out: the total score; %n points</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>%n figure(s) on the board</source>
        <extracomment>Screen reader, player card: %n figures of the player on the board</extracomment>
        <translation>
            <numerusform>%n figure on the board</numerusform>
            <numerusform>%n figures on the board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bead(s) carried</source>
        <extracomment>Screen reader, player card: %n beads on the player's figures, then the count of each colour after the colon</extracomment>
        <translation>
            <numerusform>%n bead carried</numerusform>
            <numerusform>%n beads carried</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RawList</name>
    <message numerus="yes">
        <source>Show all %n row(s)</source>
        <extracomment>Rules editor: shows every row of a long table; %n is how many rows there are</extracomment>
        <translation>
            <numerusform>Show the %n row</numerusform>
            <numerusform>Show all %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Rules editor: the totals line under a table; %n is the number of items (cards, towns, spaces...)</extracomment>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RenameOffer</name>
    <message numerus="yes">
        <source>%n other value(s) name “%1”. Rename them to “%2” too?</source>
        <extracomment>Rules editor, after a new id is typed for an item (a town, a region...) that other values name; %1 is the old id, %2 the new one, %n how many values name it</extracomment>
        <translation>
            <numerusform>%n other value names “%1”. Rename it to “%2” too?</numerusform>
            <numerusform>%n other values name “%1”. Rename them to “%2” too?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveAsDialog</name>
    <message numerus="yes">
        <source>%n language(s) missing: players in them see the name you wrote in another language.</source>
        <extracomment>Save-as dialog: how many languages still lack the variant's own name or description (empty, or the editor's "Tokaido Duo (variant)"); saving is allowed, and those languages show a name written in another</extracomment>
        <translation>
            <numerusform>%n language missing: players in it see the name you wrote in another language.</numerusform>
            <numerusform>%n languages missing: players in them see the name you wrote in another language.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n language(s) missing: until you name the variant, the launcher shows the stand-in name and its id.</source>
        <extracomment>Save-as dialog: as above, when no language has a name of the designer's yet: the launcher shows the stand-in name followed by the variant's id</extracomment>
        <translation>
            <numerusform>%n language missing: until you name the variant, the launcher shows the stand-in name and its id.</numerusform>
            <numerusform>%n languages missing: until you name the variant, the launcher shows the stand-in name and its id.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message numerus="yes">
        <source>In progress: round %1, %n move(s)</source>
        <extracomment>Saved games: a game not finished; %1 the round it was saved in, %n the moves played</extracomment>
        <translation>
            <numerusform>In progress: round %1, %n move</numerusform>
            <numerusform>In progress: round %1, %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In progress: %n move(s)</source>
        <extracomment>Saved games: a game not finished (a game without rounds); %n the moves played</extracomment>
        <translation>
            <numerusform>In progress: %n move</numerusform>
            <numerusform>In progress: %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShikokuTable</name>
    <message numerus="yes">
        <source>card %1, %n sandal(s)</source>
        <extracomment>Screen reader: a mantra card; %1 its number, %n its sandals (steps it makes climb)</extracomment>
        <translation>
            <numerusform>card %1, %n sandal</numerusform>
            <numerusform>card %1, %n sandals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 climbs %n step(s) to step %2 with card %3</source>
        <extracomment>Move log: a pilgrim climbs the staircase; %1 a player, %2 the step reached, %3 the card number; %n steps climbed</extracomment>
        <translation>
            <numerusform>%1 climbs %n step to step %2 with card %3</numerusform>
            <numerusform>%1 climbs %n steps to step %2 with card %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s) from the deck</source>
        <extracomment>Move log: another player drew from the deck (the card stays secret); %1 a player; %n cards drawn</extracomment>
        <translation>
            <numerusform>%1 draws %n card from the deck</numerusform>
            <numerusform>%1 draws %n cards from the deck</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message numerus="yes">
        <source>Too long to send: shorten it by %n character(s).</source>
        <extracomment>Chat at a network table: the message typed is longer than the table takes (1,000 bytes of UTF-8: about 1,000 Latin letters or 330 Japanese characters); %n is how many characters must go for it to fit</extracomment>
        <translation>
            <numerusform>Too long to send: shorten it by %n character.</numerusform>
            <numerusform>Too long to send: shorten it by %n characters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many messages at once: wait %n second(s) before sending more.</source>
        <extracomment>Chat at a network table: the player sent many messages in a short time; %n is how many seconds until the next one may go</extracomment>
        <translation>
            <numerusform>Too many messages at once: wait %n second before sending more.</numerusform>
            <numerusform>Too many messages at once: wait %n seconds before sending more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TokaidoDuoWords</name>
    <message numerus="yes">
        <source>%1's pilgrim walks %n space(s) and jumps on to %2</source>
        <extracomment>Move log; %1 player, %2 the space reached after jumping over occupied spaces ("the temple (space 14)", "Kōchi"); %n spaces counted by the die</extracomment>
        <translation>
            <numerusform>%1's pilgrim walks %n space and jumps on to %2</numerusform>
            <numerusform>%1's pilgrim walks %n spaces and jumps on to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1's pilgrim walks %n space(s) to %2</source>
        <extracomment>Move log; %1 player, %2 the space reached ("the temple (space 14)", "Kōchi"); %n spaces walked</extracomment>
        <translation>
            <numerusform>%1's pilgrim walks %n space to %2</numerusform>
            <numerusform>%1's pilgrim walks %n spaces to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 paints: %n painting(s) turned face up</source>
        <extracomment>Move log; %1 player; %n paintings turned face up</extracomment>
        <translation>
            <numerusform>%1 paints: %n painting turned face up</numerusform>
            <numerusform>%1 paints: %n paintings turned face up</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n coin(s)</source>
        <extracomment>Move log: coins gained in a coastal town; %1 player; %n coins</extracomment>
        <translation>
            <numerusform>%1 gains %n coin</numerusform>
            <numerusform>%1 gains %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 turns up %n painting(s)</source>
        <extracomment>Move log: a space's effect turns paintings face up; %1 player; %n paintings</extracomment>
        <translation>
            <numerusform>%1 turns up %n painting</numerusform>
            <numerusform>%1 turns up %n paintings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wares: choose %n to put back</source>
        <extracomment>Status line: more wares than the hand limit; %n wares must go back</extracomment>
        <translation>
            <numerusform>Too many wares: choose %n to put back</numerusform>
            <numerusform>Too many wares: choose %n to put back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 token(s)</source>
        <comment>wares in a sentence</comment>
        <extracomment>Wares of one kind inside a sentence; %1 the ware (kimono, ceramics, ...); %n how many</extracomment>
        <translation>
            <numerusform>%n %1 token</numerusform>
            <numerusform>%n %1 tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sells %n × %2 %3</source>
        <extracomment>Move log; %1 player, %2 ware name (kimono, ceramics, ...), %3 what the sale brings ("for 6 coins"); %n wares sold</extracomment>
        <translation>
            <numerusform>%1 sells %n × %2 %3</numerusform>
            <numerusform>%1 sells %n × %2 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>for %n coin(s)</source>
        <comment>what a sale brings</comment>
        <extracomment>Move log: what a sale brings, pasted into "%1 sells %n × %2 %3"; %n coins earned</extracomment>
        <translation>
            <numerusform>for %n coin</numerusform>
            <numerusform>for %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, coastal town: buys %2 for %n coin(s) each</source>
        <extracomment>Accessible name of a coastal town; %1 its name, %2 the ware its boutique buys (a label: "Kimono"), %n coins per ware</extracomment>
        <translation>
            <numerusform>%1, coastal town: buys %2 for %n coin each</numerusform>
            <numerusform>%1, coastal town: buys %2 for %n coins each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 changes %n coin(s) for a gold slab (%2 of %3)</source>
        <extracomment>Move log: coins become a gold slab (小判); %1 player, %n coins per slab, %2 slabs now, %3 slots</extracomment>
        <translation>
            <numerusform>%1 changes %n coin for a gold slab (%2 of %3)</numerusform>
            <numerusform>%1 changes %n coins for a gold slab (%2 of %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) and on to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the space reached after jumping over occupied spaces ("the temple (space 14)", "Kōchi"); %n spaces counted by the die</extracomment>
        <translation>
            <numerusform>Walk your pilgrim %n space and on to %1</numerusform>
            <numerusform>Walk your pilgrim %n spaces and on to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) and on to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>Walk your pilgrim %n space and on to %1?</numerusform>
            <numerusform>Walk your pilgrim %n spaces and on to %1?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the space reached ("the temple (space 14)", "Kōchi"); %n spaces walked</extracomment>
        <translation>
            <numerusform>Walk your pilgrim %n space to %1</numerusform>
            <numerusform>Walk your pilgrim %n spaces to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>Walk your pilgrim %n space to %1?</numerusform>
            <numerusform>Walk your pilgrim %n spaces to %1?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell %n × %1 %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 ware name (kimono, ceramics, ...), %2 what the sale brings ("for 6 coins", the move log's words); %n wares sold</extracomment>
        <translation>
            <numerusform>Sell %n × %1 %2</numerusform>
            <numerusform>Sell %n × %1 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell %n × %1 %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>Sell %n × %1 %2?</numerusform>
            <numerusform>Sell %n × %1 %2?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint: turn up %n painting(s)</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to paint with the artist (imperative, ja 〜ましょう); %n paintings it turns face up</extracomment>
        <translation>
            <numerusform>Paint: turn up %n painting</numerusform>
            <numerusform>Paint: turn up %n paintings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint: turn up %n painting(s)?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>Paint: turn up %n painting?</numerusform>
            <numerusform>Paint: turn up %n paintings?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnOrderPanel</name>
    <message numerus="yes">
        <source>%n card(s) won</source>
        <extracomment>Screen reader, a row of the turn order; %n is the number of cards the player has won</extracomment>
        <translation>
            <numerusform>%n card won</numerusform>
            <numerusform>%n cards won</numerusform>
        </translation>
    </message>
</context>
</TS>