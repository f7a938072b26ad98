<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>AttributionTable</name>
    <message>
        <source>All changes together</source>
        <extracomment>Variant lab, which change did what: the row of every change together (the whole variant against the standard rules)</extracomment>
        <translation>Minden változtatás együtt</translation>
    </message>
    <message>
        <source>Only the combination</source>
        <extracomment>Variant lab, which change did what: the row of what only the combination does (the combined effect minus the sum of each change alone)</extracomment>
        <translation>Csak az együttes hatás</translation>
    </message>
    <message>
        <source>Playing the variant and each of its changes alone against the standard rules…</source>
        <extracomment>Variant lab, which change did what: while it runs</extracomment>
        <translation>A változat és minden egyes változtatása külön-külön fut az alapszabályokkal szemben…</translation>
    </message>
    <message>
        <source>Run to play the variant and each of its changes alone against the standard rules, on the same seeds: the table says what each change does to every figure, and what only the combination does.</source>
        <extracomment>Variant lab, which change did what: before a run; what it does</extracomment>
        <translation>Az Indítással a változat és minden egyes változtatása külön-külön fut az alapszabályokkal szemben, ugyanazokkal a véletlenmagokkal: a táblázat megmutatja, mit tesz az egyes változtatás az egyes adatokkal, és mit csak az együttesük.</translation>
    </message>
    <message numerus="yes">
        <source>Each of the %Ln change(s) alone against the standard rules, on the same seeds; the last row is what only the combination does (the whole effect minus the sum of the changes alone).</source>
        <extracomment>Variant lab, which change did what: above the table; %n the changes of the variant</extracomment>
        <translation>
            <numerusform>%Ln változtatás mindegyike külön-külön az alapszabályokkal szemben, ugyanazokkal a véletlenmagokkal; az utolsó sor az, amit csak az együttesük tesz (a teljes hatás mínusz a külön-külön hatások összege).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be played alone: %2</source>
        <extracomment>Variant lab, which change did what: a change that cannot be played alone; %1 the change (the rule&apos;s label), %2 the reason</extracomment>
        <translation>%1 nem játszható egymagában: %2</translation>
    </message>
</context>
<context>
    <name>AutomaBoard</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>The Automa's board heading; %1 its name (Automa), %2 its level's name (Gentle, Steady, Relentless)</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>The Automa's board: it won</extracomment>
        <translation>Győztes</translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <extracomment>The Automa's board: its total score, the value of its three ranks (short); %n points</extracomment>
        <translation>
            <numerusform>%n pont</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 track: rank %2 of %3, worth %4</source>
        <extracomment>The Automa's rank track read out; %1 the character (Pilgrim), %2 its rank, %3 the track's length, %4 the points it is worth</extracomment>
        <translation>%1 rangsávja: %2. rang (%3 közül), %4 pontot ér</translation>
    </message>
    <message>
        <source>Loaded</source>
        <extracomment>The Automa's merchant track: it carries a load (taken at a mountain town, delivered at a coastal town); keep it short</extracomment>
        <translation>Megrakva</translation>
    </message>
    <message>
        <source>No load</source>
        <extracomment>The Automa's merchant track: it carries no load; keep it short</extracomment>
        <translation>Üresen</translation>
    </message>
    <message>
        <source>The Automa holds this tile but never uses it.</source>
        <extracomment>Tooltip of a wave tile the Automa holds</extracomment>
        <translation>Az Autománál van ez a lapka, de sosem használja.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The Automa's board read out: its total score; %n points</extracomment>
        <translation>
            <numerusform>%n pont</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds the hot spring token</source>
        <extracomment>The Automa's board read out: its merchant's load The Automa's board read out: it holds the hot spring token</extracomment>
        <translation>Nála van a hőforráskorong</translation>
    </message>
</context>
<context>
    <name>AutomaWords</name>
    <message>
        <source>Pilgrim die</source>
        <extracomment>The Automa's reasoning: a die it weighed, as the start of a line ("Pilgrim die (2): would stop on …")</extracomment>
        <translation>A zarándok kockája</translation>
    </message>
    <message>
        <source>Merchant die</source>
        <extracomment>The Automa's reasoning: a die it weighed, as the start of a line ("Merchant die (2): would go to …")</extracomment>
        <translation>A kereskedő kockája</translation>
    </message>
    <message>
        <source>Artist die</source>
        <extracomment>The Automa's reasoning: a die it weighed, as the start of a line ("Artist die (2): would go to …")</extracomment>
        <translation>A festő kockája</translation>
    </message>
    <message>
        <source>the pilgrim's die</source>
        <extracomment>A die inside a sentence of the Automa's reasoning ("Takes the pilgrim's die (3)", "Chosen over the pilgrim's die"); hu: the template adds the endings</extracomment>
        <translation>a zarándok kockája</translation>
    </message>
    <message>
        <source>the merchant's die</source>
        <extracomment>A die inside a sentence of the Automa's reasoning ("Takes the merchant's die (3)", "Chosen over the merchant's die"); hu: the template adds the endings</extracomment>
        <translation>a kereskedő kockája</translation>
    </message>
    <message>
        <source>the artist's die</source>
        <extracomment>A die inside a sentence of the Automa's reasoning ("Takes the artist's die (3)", "Chosen over the artist's die"); hu: the template adds the endings</extracomment>
        <translation>a festő kockája</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between the reasons given for one die of the Automa ("reaches Kōchi while loaded — climbs a rank; blocks the town you could sell in")</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <source>no route has that length, so it stays where it is</source>
        <extracomment>The Automa's reasoning: the chosen die cannot move its character</extracomment>
        <translation>nincs ilyen hosszú útvonal, ezért helyben marad</translation>
    </message>
    <message>
        <source>stops on %1 — climbs a rank</source>
        <extracomment>The Automa's reasoning (chosen die); %1 the ring space its pilgrim stops on ("the temple (space 14)", "Kōchi")</extracomment>
        <translation>megáll %1{on} – egy ranggal feljebb lép</translation>
    </message>
    <message>
        <source>stops on %1 — climbs no rank</source>
        <extracomment>The Automa's reasoning (chosen die); %1 the ring space its pilgrim stops on ("the seashore (space 9)", "Kōchi")</extracomment>
        <translation>megáll %1{on} – nem lép feljebb</translation>
    </message>
    <message>
        <source>reaches %1 while loaded — climbs a rank</source>
        <extracomment>The Automa's reasoning (chosen die): its merchant carries a load to a coastal town; %1 the town</extracomment>
        <translation>megrakva eléri %1{t} – egy ranggal feljebb lép</translation>
    </message>
    <message>
        <source>goes to %1 — climbs no rank</source>
        <comment>to a town</comment>
        <extracomment>The Automa's reasoning (chosen die); %1 the town its merchant goes to</extracomment>
        <translation>%1{ba} megy – nem lép feljebb</translation>
    </message>
    <message numerus="yes">
        <source>goes to %1, with at least %n meeple(s) around it — climbs a rank</source>
        <extracomment>The Automa's reasoning (chosen die); %1 the region its artist goes to ("Mount Sasa", "the Uwa Sea"); %n the meeples it needs around it to climb</extracomment>
        <translation>
            <numerusform>felkeresi %1{t}, amely körül legalább %n figura áll – egy ranggal feljebb lép</numerusform>
        </translation>
    </message>
    <message>
        <source>goes to %1 — climbs no rank</source>
        <comment>to a region</comment>
        <extracomment>The Automa's reasoning (chosen die); %1 the region its artist goes to ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>felkeresi %1{t} – nem lép feljebb</translation>
    </message>
    <message>
        <source>blocks the town you could sell in</source>
        <extracomment>The Automa's reasoning: its merchant takes the coastal town where the person's merchant could sell next turn</extracomment>
        <translation>elállja a kikötővárost, ahol legközelebb eladhatnál</translation>
    </message>
    <message>
        <source>takes the space your pilgrim would stop on</source>
        <extracomment>The Automa's reasoning: its pilgrim takes the space the person's pilgrim would stop on</extracomment>
        <translation>elfoglalja a mezőt, ahová a zarándokod lépne</translation>
    </message>
    <message numerus="yes">
        <source>the first of its %n destinations in the board's order</source>
        <extracomment>The Automa's reasoning: among equal destinations it takes the first one in the board's listing; %n how many it could reach</extracomment>
        <translation>
            <numerusform>%n lehetséges célja közül a tábla sorrendjében az első</numerusform>
        </translation>
    </message>
    <message>
        <source>could not move: no route has that length</source>
        <extracomment>The Automa's reasoning about a die it did not take: that character could not move</extracomment>
        <translation>nem tudna lépni: nincs ilyen hosszú útvonal</translation>
    </message>
    <message>
        <source>would stop on %1 and climb a rank</source>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the ring space its pilgrim would stop on</extracomment>
        <translation>megállna %1{on}, és egy ranggal feljebb lépne</translation>
    </message>
    <message>
        <source>would stop on %1 and climb no rank</source>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the ring space its pilgrim would stop on</extracomment>
        <translation>megállna %1{on}, de nem lépne feljebb</translation>
    </message>
    <message>
        <source>would reach %1 loaded and climb a rank</source>
        <extracomment>The Automa's reasoning about a die it did not take: its loaded merchant would reach a coastal town; %1 the town</extracomment>
        <translation>megrakva elérné %1{t}, és egy ranggal feljebb lépne</translation>
    </message>
    <message>
        <source>would go to %1 and climb no rank</source>
        <comment>to a town</comment>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the town its merchant would go to</extracomment>
        <translation>%1{ba} menne, de nem lépne feljebb</translation>
    </message>
    <message>
        <source>would go to %1 and climb a rank</source>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the region its artist would go to</extracomment>
        <translation>felkeresné %1{t}, és egy ranggal feljebb lépne</translation>
    </message>
    <message>
        <source>would go to %1 and climb no rank</source>
        <comment>to a region</comment>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the region its artist would go to</extracomment>
        <translation>felkeresné %1{t}, de nem lépne feljebb</translation>
    </message>
    <message>
        <source>Takes %1 (%2): %3.</source>
        <extracomment>The Automa's reasoning, first line: the die it takes; %1 the die inside a sentence (the merchant's die), %2 its value, %3 its reasons ("reaches Kōchi while loaded — climbs a rank; blocks the town you could sell in")</extracomment>
        <translation>Az Automa %1{t} választja (%2): %3.</translation>
    </message>
    <message>
        <source>%1 (%2): %3.</source>
        <extracomment>The Automa's reasoning: a die it weighed and did not take; %1 the die as a label (Pilgrim die), %2 its value, %3 what it would have done ("would stop on the seashore (space 9) and climb no rank")</extracomment>
        <translation>%1 (%2): %3.</translation>
    </message>
    <message>
        <source>The only die left: no choice to make.</source>
        <extracomment>The Automa's reasoning: one die was left in the draft</extracomment>
        <translation>Csak ez a kocka maradt: nincs miből választani.</translation>
    </message>
    <message>
        <source>Chosen over %1: this one climbs a rank, that one would not.</source>
        <extracomment>The Automa's reasoning, why this die: it moves a rank and the other does not; %1 the other die inside a sentence (the artist's die)</extracomment>
        <translation>Ezt választotta %1 helyett: ezzel egy ranggal feljebb lép, azzal nem lépne.</translation>
    </message>
    <message>
        <source>Chosen over %1: both would climb, and this track is lower (rank %2 against %3).</source>
        <extracomment>The Automa's reasoning, why this die: both would climb, its track is lower; %1 the other die inside a sentence (the artist's die), %2 this track's rank, %3 the other's</extracomment>
        <translation>Ezt választotta %1 helyett: mindkettővel feljebb lépne, de ez a sáv áll lejjebb (rang: %2, a másiké: %3).</translation>
    </message>
    <message>
        <source>Chosen over %1: neither would climb, and this track is lower (rank %2 against %3).</source>
        <extracomment>The Automa's reasoning, why this die: neither would climb, its track is lower; %1 the other die inside a sentence (the artist's die), %2 this track's rank, %3 the other's</extracomment>
        <translation>Ezt választotta %1 helyett: egyikkel sem lépne feljebb, de ez a sáv áll lejjebb (rang: %2, a másiké: %3).</translation>
    </message>
    <message>
        <source>Chosen over %1: both would climb and both tracks are at rank %2, so the order %3 decides.</source>
        <extracomment>The Automa's reasoning, why this die: both would climb from the same rank, so its fixed order decides; %1 the other die inside a sentence (the artist's die), %2 the rank of both, %3 the order ("Pilgrim › Merchant › Artist")</extracomment>
        <translation>Ezt választotta %1 helyett: mindkettővel feljebb lépne, és mindkét sáv rangja %2, ezért a sorrend dönt (%3).</translation>
    </message>
    <message>
        <source>Chosen over %1: neither would climb and both tracks are at rank %2, so the order %3 decides.</source>
        <extracomment>The Automa's reasoning, why this die: neither would climb, both tracks at the same rank, so its fixed order decides; %1 the other die inside a sentence (the artist's die), %2 the rank of both, %3 the order ("Pilgrim › Merchant › Artist")</extracomment>
        <translation>Ezt választotta %1 helyett: egyikkel sem lépne feljebb, és mindkét sáv rangja %2, ezért a sorrend dönt (%3).</translation>
    </message>
    <message>
        <source>Chosen by its rules.</source>
        <extracomment>The Automa's reasoning when the rule that decided is not known to this version</extracomment>
        <translation>A szabályai szerint választott.</translation>
    </message>
    <message>
        <source>It has not chosen a die yet.</source>
        <extracomment>Above the Automa's rank tracks before its first choice</extracomment>
        <translation>Még nem választott kockát.</translation>
    </message>
    <message>
        <source>Why it chose, round %1</source>
        <extracomment>Above the Automa's rank tracks: heading of its latest die choice; %1 the round</extracomment>
        <translation>Miért így választott (%1. forduló)</translation>
    </message>
    <message>
        <source>%1 takes %2 (%3): %4. %5</source>
        <extracomment>Move log: the Automa takes a die; %1 its name, %2 the die inside a sentence (the merchant's die), %3 its value, %4 its reasons ("reaches Kōchi while loaded — climbs a rank"), %5 the rule that decided (a sentence)</extracomment>
        <translation>%1 %2{t} választja (%3): %4. %5</translation>
    </message>
    <message>
        <source>%1 climbs to rank %2 on its pilgrim track (worth %3): its pilgrim stopped on %4</source>
        <extracomment>Move log: the Automa's pilgrim track moves up; %1 its name, %2 the new rank, %3 that rank's points, %4 the kind of space with its article ("the temple", "the garden")</extracomment>
        <translation>%1 a zarándok rangsávján a(z) %2. rangra lép (%3 pontot ér): zarándoka meglátogatott egy %4{t}</translation>
    </message>
    <message>
        <source>%1 climbs to rank %2 on its merchant track (worth %3): its loaded merchant reached %4</source>
        <extracomment>Move log: the Automa's merchant track moves up; %1 its name, %2 the new rank, %3 that rank's points, %4 the coastal town</extracomment>
        <translation>%1 a kereskedő rangsávján a(z) %2. rangra lép (%3 pontot ér): megrakott kereskedője elérte %4{t}</translation>
    </message>
    <message numerus="yes">
        <source>%1 climbs to rank %2 on its artist track (worth %3): %n meeple(s) around its artist</source>
        <extracomment>Move log: the Automa's artist track moves up; %1 its name, %2 the new rank, %3 that rank's points; %n meeples around its artist</extracomment>
        <translation>
            <numerusform>%1 a festő rangsávján a(z) %2. rangra lép (%3 pontot ér): festője körül %n figura áll</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 climbs to rank %3 with %2</source>
        <extracomment>Move log: one of the Automa's rank tracks moves up; %1 its name, %2 the character inside a sentence, %3 the new rank</extracomment>
        <translation>%1 a(z) %2 rangsávján a(z) %3. rangra lép</translation>
    </message>
    <message>
        <source>%1's merchant loads up at %2 (it draws no wares)</source>
        <extracomment>Move log: the Automa's merchant takes a load at a mountain town (it draws no ware tokens); %1 its name, %2 the town</extracomment>
        <translation>%1 kereskedője rakományt vesz fel %2{ban} (árut nem húz)</translation>
    </message>
    <message>
        <source>%1 reaches the end of its pilgrim track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 the Automa's name</extracomment>
        <translation>%1 végigért a zarándok rangsávján: ez az utolsó forduló</translation>
    </message>
    <message>
        <source>%1 reaches the end of its merchant track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 the Automa's name</extracomment>
        <translation>%1 végigért a kereskedő rangsávján: ez az utolsó forduló</translation>
    </message>
    <message>
        <source>%1 reaches the end of its artist track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 the Automa's name</extracomment>
        <translation>%1 végigért a festő rangsávján: ez az utolsó forduló</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: Pilgrim rank %2 (%3) · Merchant rank %4 (%5) · Artist rank %6 (%7) = &lt;b&gt;%8&lt;/b&gt;</source>
        <extracomment>End screen: the Automa's score; %1 its name, %2 %4 %6 its ranks on the pilgrim, merchant and artist tracks, %3 %5 %7 the points each rank is worth, %8 the total</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: Zarándok %2. rang (%3) · Kereskedő %4. rang (%5) · Festő %6. rang (%7) = &lt;b&gt;%8&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>BalanceTable</name>
    <message>
        <source>Advantage: %1</source>
        <extracomment>Variant lab, balance report: a seat&apos;s advantage, its share of the wins minus a fair share (1 / players); %1 the seat (&quot;First player&quot;)</extracomment>
        <translation>Előny: %1</translation>
    </message>
    <message>
        <source>Comebacks</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;comebacks&quot;): the share of games the leader at half time does not win</extracomment>
        <translation>Megfordult játszmák</translation>
    </message>
    <message>
        <source>Decisiveness</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;decisiveness&quot;): the share of a game&apos;s decisions played after its winner took the lead for good</extracomment>
        <translation>Korai eldőlés</translation>
    </message>
    <message>
        <source>Drama</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;drama&quot;): lead changes per game</extracomment>
        <translation>Izgalom</translation>
    </message>
    <message>
        <source>Duration</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;duration&quot;): decisions per game</extracomment>
        <translation>Hossz</translation>
    </message>
    <message>
        <source>Branching</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;branching&quot;): legal moves per decision</extracomment>
        <translation>Elágazás</translation>
    </message>
    <message>
        <source>Its share of the wins minus a fair share: 0 is fair.</source>
        <extracomment>Variant lab, balance report: what a seat&apos;s advantage means</extracomment>
        <translation>Győzelmi aránya és az egyenlő részesedés különbsége: 0 esetén igazságos.</translation>
    </message>
    <message>
        <source>Games that the leader at half time does not win.</source>
        <extracomment>Variant lab, balance report: what comebacks means</extracomment>
        <translation>Játszmák, amelyeket nem a félidőben vezető nyer meg.</translation>
    </message>
    <message>
        <source>Decisions played after the winner took the lead for good.</source>
        <extracomment>Variant lab, balance report: what decisiveness means</extracomment>
        <translation>Döntések azután, hogy a győztes végleg az élre állt.</translation>
    </message>
    <message>
        <source>Lead changes per game.</source>
        <extracomment>Variant lab, balance report: what drama means</extracomment>
        <translation>Vezetőváltások játszmánként.</translation>
    </message>
    <message>
        <source>Decisions per game.</source>
        <extracomment>Variant lab, balance report: what duration means</extracomment>
        <translation>Döntések játszmánként.</translation>
    </message>
    <message>
        <source>Legal moves to choose from at a decision.</source>
        <extracomment>Variant lab, balance report: what branching means</extracomment>
        <translation>Szabályos lépések, amelyek közül egy döntésnél választani lehet.</translation>
    </message>
    <message>
        <source>Balance (95% interval)</source>
        <extracomment>Variant lab, balance report: heading of the figures&apos; column</extracomment>
        <translation>Egyensúly (95%-os intervallum)</translation>
    </message>
    <message>
        <source>Run a comparison: the balance of both rule sets appears here, in the figures of Ludii&apos;s reports.</source>
        <extracomment>Variant lab, balance report: before any comparison</extracomment>
        <translation>Indíts egy összehasonlítást: itt jelenik meg mindkét szabálykészlet egyensúlya, a Ludii jelentéseinek mutatóival.</translation>
    </message>
</context>
<context>
    <name>BoardPreview</name>
    <message>
        <source>This game has no board to draw: its deck, piles and staircase are edited in the tables.</source>
        <extracomment>Rules editor: in place of the board preview for games without a drawn board (Shikoku, Hyano)</extracomment>
        <translation>Ennek a játéknak nincs kirajzolható táblája: a paklit, a kupacokat és a lépcsőt a táblázatokban szerkesztheted.</translation>
    </message>
</context>
<context>
    <name>CentrePile</name>
    <message>
        <source>Top: %1</source>
        <extracomment>Under the centre pile; %1 is a card ("Blue 7", "Red Sun, declared 6")</extracomment>
        <translation>Felül: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the centre</source>
        <extracomment>Screen reader, the centre pile; %n is the number of cards in it
----------
Size of the centre pile; %n is a number of cards</extracomment>
        <translation>
            <numerusform>%n kártya középen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) waiting from failed prophecies</source>
        <extracomment>Growing-pot variant: %n cards waiting in the middle from failed prophecies</extracomment>
        <translation>
            <numerusform>%n lap vár a kasszában</numerusform>
        </translation>
    </message>
    <message>
        <source>Centre pile</source>
        <extracomment>Screen reader: the centre pile</extracomment>
        <translation>Középső kupac</translation>
    </message>
</context>
<context>
    <name>ChangeMark</name>
    <message>
        <source>changed</source>
        <extracomment>Rules editor: beside a value the variant changes against its base game</extracomment>
        <translation>módosítva</translation>
    </message>
    <message>
        <source>Base game: %1</source>
        <extracomment>Rules editor tooltip: the base game's value of a changed field; %1 is the value</extracomment>
        <translation>Alapjáték: %1</translation>
    </message>
    <message>
        <source>changed inside</source>
        <extracomment>Rules editor: accessible name of the dot beside a group whose contents the variant changes</extracomment>
        <translation>belül módosítva</translation>
    </message>
    <message>
        <source>Revert</source>
        <extracomment>Rules editor: accessible name of the small button that sets a value back to the base game's</extracomment>
        <translation>Visszaállítás</translation>
    </message>
    <message>
        <source>Back to the base game's value (%1)</source>
        <extracomment>Rules editor tooltip of the revert button; %1 is the base game's value</extracomment>
        <translation>Vissza az alapjáték értékére (%1)</translation>
    </message>
</context>
<context>
    <name>ChangesPanel</name>
    <message>
        <source>The variant changes nothing yet: edit a value in the forms or in the text.</source>
        <extracomment>Rules editor: the Changes panel when the variant changes nothing yet</extracomment>
        <translation>A változat még semmit sem módosít: szerkessz egy értéket az űrlapokon vagy a szövegben.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>Rules editor, Changes panel: a value of the base game and the variant's; %1 the base value, %2 the variant's</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Take this change back</source>
        <extracomment>Rules editor: takes a change of the variant back (the base game's value again)</extracomment>
        <translation>A módosítás visszavonása</translation>
    </message>
    <message>
        <source>added</source>
        <extracomment>Rules editor, Changes list: after an item the variant adds ("Towns: Ōzu added")</extracomment>
        <translation>hozzáadva</translation>
    </message>
    <message>
        <source>removed</source>
        <extracomment>Rules editor, Changes list: after an item the variant takes out ("Routes: Matsuyama–Uchiko removed")</extracomment>
        <translation>eltávolítva</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message numerus="yes">
        <source>Chat: %n new</source>
        <extracomment>Chat at a network table: the closed panel&apos;s button when messages came since it was last open; %n how many</extracomment>
        <translation>
            <numerusform>Csevegés: %n új üzenet</numerusform>
        </translation>
    </message>
    <message>
        <source>Chat</source>
        <extracomment>Chat at a network table: the button that opens or closes the panel
----------
Chat at a network table: the list of messages, for screen readers</extracomment>
        <translation>Csevegés</translation>
    </message>
    <message>
        <source>Closes the chat</source>
        <extracomment>Chat at a network table: what the open panel&apos;s button does, for screen readers</extracomment>
        <translation>Bezárja a csevegést</translation>
    </message>
    <message>
        <source>Opens the chat</source>
        <extracomment>Chat at a network table: what the closed panel&apos;s button does, for screen readers</extracomment>
        <translation>Megnyitja a csevegést</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Chat at a network table: one message; %1 the sender&apos;s name (bold), %2 what they wrote
----------
Chat at a network table: one message, for screen readers; %1 the sender&apos;s name, %2 what they wrote</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nobody has written yet.</source>
        <extracomment>Chat at a network table: nothing has been said yet</extracomment>
        <translation>Még senki nem írt.</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>Chat at a network table: placeholder of the field to type a message in</extracomment>
        <translation>Üzenet</translation>
    </message>
    <message>
        <source>Send</source>
        <extracomment>Chat at a network table: sends the message typed</extracomment>
        <translation>Küldés</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>The game is not over</source>
        <extracomment>Title of the dialog shown before leaving a game that is not over</extracomment>
        <translation>A játszma még nem ért véget</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <extracomment>Dialog button: close the dialog and go on with the game</extracomment>
        <translation>Játék folytatása</translation>
    </message>
    <message>
        <source>Save and leave</source>
        <extracomment>Dialog button: save the game in the list of saved games, then leave it</extracomment>
        <translation>Mentés és kilépés</translation>
    </message>
</context>
<context>
    <name>ConfirmMoveBar</name>
    <message>
        <source>Confirm</source>
        <extracomment>Button of the "Confirm move" bar: plays the chosen move (Enter does the same)</extracomment>
        <translation>Megerősítés</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Button of the "Confirm move" bar: drops the chosen move, nothing is played (Escape does the same)</extracomment>
        <translation>Mégse</translation>
    </message>
</context>
<context>
    <name>DataError</name>
    <message>
        <source>the game has no such value</source>
        <translation>a játékban nincs ilyen érték</translation>
    </message>
    <message>
        <source>this variant is for the game '%1'</source>
        <extracomment>Error of a user variant kept in the folder of another game; %1 is the game the variant names as its base</extracomment>
        <translation>ez a változat egy másik játékhoz való: „%1”</translation>
    </message>
    <message>
        <source>unknown base game '%1'</source>
        <translation>ismeretlen alapjáték: „%1”</translation>
    </message>
    <message>
        <source>agent option '%1' needs a value</source>
        <translation>értéket kell adni ennek az ügynökopciónak: „%1”</translation>
    </message>
    <message>
        <source>bad value in agent option '%1'</source>
        <translation>hibás érték az ügynökopcióban: „%1”</translation>
    </message>
    <message>
        <source>agent option 'threads' takes 1 to %1</source>
        <translation>a „threads” ügynökopció értéke 1–%1 lehet</translation>
    </message>
    <message>
        <source>unknown agent option '%1'</source>
        <translation>ismeretlen ügynökopció: „%1”</translation>
    </message>
    <message>
        <source>a montecarlo agent needs an iteration or time budget</source>
        <translation>a montecarlo ügynöknek iterációs vagy időkeret kell</translation>
    </message>
    <message>
        <source>an ismcts agent needs an iteration or time budget</source>
        <translation>az ismcts ügynöknek iterációs vagy időkeret kell</translation>
    </message>
    <message>
        <source>unknown agent '%1' (known: random, heuristic, montecarlo[:iterations=N,ms=N], ismcts[:iterations=N,ms=N,threads=T,c=X])</source>
        <translation>ismeretlen ügynök: „%1” (ismertek: random, heuristic, montecarlo[:iterations=N,ms=N], ismcts[:iterations=N,ms=N,threads=T,c=X])</translation>
    </message>
    <message>
        <source>missing required key (one of %1)</source>
        <translation>hiányzik egy kötelező kulcs (ezek egyike: %1)</translation>
    </message>
    <message>
        <source>unknown %1 kind '%2' (the %1 kinds are %3)</source>
        <translation>ismeretlen %1fajta: „%2” (a lehetséges fajták: %3)</translation>
    </message>
    <message>
        <source>unknown %1 kind '%2' (did you mean '%3'?)</source>
        <translation>ismeretlen %1fajta: „%2” (talán „%3”?)</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>szám kell</translation>
    </message>
    <message>
        <source>expected a map of up to 16 key: value pairs</source>
        <translation>legfeljebb 16 kulcs: érték párból álló tábla kell</translation>
    </message>
    <message>
        <source>a node id has no spaces, commas or brackets</source>
        <translation>a csomópont azonosítójában nem lehet szóköz, vessző vagy zárójel</translation>
    </message>
    <message>
        <source>node '%1' appears twice (first at line %2)</source>
        <translation>„%1” csomópont kétszer szerepel (először a %2. sorban)</translation>
    </message>
    <message>
        <source>node</source>
        <extracomment>A data error's word for a node of a board graph, in "unknown %1 kind '%2'"</extracomment>
        <translation>csomópont</translation>
    </message>
    <message>
        <source>nodes of this game have no owner</source>
        <translation>ebben a játékban a csomópontoknak nincs tulajdonosuk</translation>
    </message>
    <message>
        <source>unknown owner '%1' (owners are %2)</source>
        <translation>ismeretlen tulajdonos: „%1” (a tulajdonosok: %2)</translation>
    </message>
    <message>
        <source>unknown owner '%1' (did you mean '%2'?) (owners are %3)</source>
        <translation>ismeretlen tulajdonos: „%1” (talán „%2”?) (a tulajdonosok: %3)</translation>
    </message>
    <message>
        <source>expected a list of 1 to 256 cells [x, y]</source>
        <translation>1–256 mezőből ([x, y]) álló lista kell</translation>
    </message>
    <message>
        <source>expected a cell [x, y]</source>
        <translation>[x, y] mező kell</translation>
    </message>
    <message>
        <source>expected a position [x, y]</source>
        <translation>[x, y] pozíció kell</translation>
    </message>
    <message>
        <source>missing required key (a position [x, y], or cells)</source>
        <translation>hiányzik egy kötelező kulcs (egy [x, y] pozíció vagy a mezők listája)</translation>
    </message>
    <message>
        <source>unknown node '%1'</source>
        <translation>ismeretlen csomópont: „%1”</translation>
    </message>
    <message>
        <source>unknown node '%1' (did you mean '%2'?)</source>
        <translation>ismeretlen csomópont: „%1” (talán „%2”?)</translation>
    </message>
    <message>
        <source>an edge from '%1' to itself</source>
        <translation>önmagába visszatérő él: „%1”</translation>
    </message>
    <message>
        <source>'%1' and '%2' are already joined (%3)</source>
        <translation>„%1” és „%2” már össze van kötve (%3)</translation>
    </message>
    <message>
        <source>edge</source>
        <extracomment>A data error's word for an edge of a board graph (a route), in "unknown %1 kind"</extracomment>
        <translation>él</translation>
    </message>
    <message>
        <source>expected [x0, y0, x1, y1]</source>
        <translation>[x0, y0, x1, y1] kell</translation>
    </message>
    <message>
        <source>a chain has no segment</source>
        <translation>a láncnak nincs szakasza</translation>
    </message>
    <message>
        <source>missing required key (an edge is {a: node, b: node} or {chain: [nodes]})</source>
        <translation>hiányzik egy kötelező kulcs (egy él: {a: csomópont, b: csomópont} vagy {chain: [csomópontok]})</translation>
    </message>
    <message>
        <source>expected a list of up to 1024 regions</source>
        <translation>legfeljebb 1024 vidékből álló lista kell</translation>
    </message>
    <message>
        <source>region '%1' appears twice (first at line %2)</source>
        <translation>„%1” vidék kétszer szerepel (először a %2. sorban)</translation>
    </message>
    <message>
        <source>region</source>
        <extracomment>A data error's word for a region of a board, in "unknown %1 kind '%2'"</extracomment>
        <translation>vidék</translation>
    </message>
    <message>
        <source>'%1' is listed twice</source>
        <translation>„%1” kétszer szerepel a listában</translation>
    </message>
    <message>
        <source>expected a list of region ids</source>
        <translation>vidékazonosítók listája kell</translation>
    </message>
    <message>
        <source>unknown region '%1'</source>
        <translation>ismeretlen vidék: „%1”</translation>
    </message>
    <message>
        <source>unknown region '%1' (did you mean '%2'?)</source>
        <translation>ismeretlen vidék: „%1” (talán „%2”?)</translation>
    </message>
    <message>
        <source>a region is not adjacent to itself</source>
        <translation>egy vidék nem szomszédos önmagával</translation>
    </message>
    <message>
        <source>'%1' lists '%2' as adjacent, but '%2' does not list '%1'</source>
        <translation>„%1” szomszédjai között ott van „%2”, de „%2” szomszédjai között nincs ott „%1”</translation>
    </message>
    <message>
        <source>the game's graph schema is incomplete</source>
        <translation>a játék gráfsémája hiányos</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>a fájl nem található</translation>
    </message>
    <message>
        <source>file is too large (the limit is %1 bytes)</source>
        <translation>túl nagy a fájl (a korlát %1 bájt)</translation>
    </message>
    <message>
        <source>file cannot be read</source>
        <translation>a fájl nem olvasható</translation>
    </message>
    <message>
        <source>not a key path (keys separated by '.', items as [index])</source>
        <translation>ez nem kulcsútvonal (a kulcsokat pont választja el, az elemeket [index] jelöli)</translation>
    </message>
    <message>
        <source>the span lies outside the text</source>
        <translation>a szakasz a szövegen kívül esik</translation>
    </message>
    <message>
        <source>cannot edit here (bad span)</source>
        <translation>itt nem lehet szerkeszteni (hibás szakasz)</translation>
    </message>
    <message>
        <source>the edit would not read back: %1</source>
        <translation>a módosítás nem olvasható vissza: %1</translation>
    </message>
    <message>
        <source>cannot make this edit here: the edited text would not read back as intended</source>
        <translation>ezt a módosítást itt nem lehet elvégezni: a módosított szöveg nem a szándékolt módon olvasható vissza</translation>
    </message>
    <message>
        <source>this value is not part of the document</source>
        <translation>ez az érték nem része a dokumentumnak</translation>
    </message>
    <message>
        <source>no such value</source>
        <translation>nincs ilyen érték</translation>
    </message>
    <message>
        <source>cannot find the ':' after the key</source>
        <translation>nem található a kulcs utáni kettőspont</translation>
    </message>
    <message>
        <source>cannot find the '-' of the item</source>
        <translation>nem található az elemet kezdő „-” jel</translation>
    </message>
    <message>
        <source>expected a map, found %1</source>
        <translation>kulcs–érték tábla kell, de ez áll itt: %1</translation>
    </message>
    <message>
        <source>no such key</source>
        <translation>nincs ilyen kulcs</translation>
    </message>
    <message>
        <source>cannot remove this key here</source>
        <translation>ezt a kulcsot itt nem lehet törölni</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>lista kell, de ez áll itt: %1</translation>
    </message>
    <message>
        <source>the list has %1 items</source>
        <translation>a listának %1 eleme van</translation>
    </message>
    <message>
        <source>cannot find the item's '-'</source>
        <translation>nem található az elemet kezdő „-” jel</translation>
    </message>
    <message>
        <source>no such item</source>
        <translation>nincs ilyen elem</translation>
    </message>
    <message>
        <source>cannot remove this item here</source>
        <translation>ezt az elemet itt nem lehet törölni</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A data error's word for an empty YAML value, as in "expected a map, found nothing"</extracomment>
        <translation>semmi</translation>
    </message>
    <message>
        <source>a value</source>
        <extracomment>A data error's word for a single YAML value (a number, a word, a text)</extracomment>
        <translation>egyetlen érték</translation>
    </message>
    <message>
        <source>a list</source>
        <extracomment>A data error's word for a YAML list, as in "expected a map, found a list"</extracomment>
        <translation>lista</translation>
    </message>
    <message>
        <source>a map</source>
        <extracomment>A data error's word for a YAML map (keys and values)</extracomment>
        <translation>kulcs–érték tábla</translation>
    </message>
    <message>
        <source>a game file must be a map with a 'game:' block</source>
        <translation>a játékfájlnak kulcs–érték táblának kell lennie, benne egy game: blokkal</translation>
    </message>
    <message>
        <source>expected a list of file names</source>
        <translation>fájlnevek listája kell</translation>
    </message>
    <message>
        <source>too many included files (at most %1)</source>
        <translation>túl sok beemelt fájl (legfeljebb %1)</translation>
    </message>
    <message>
        <source>'%1' must be a .yaml file inside the game folder (no '..', no absolute path)</source>
        <translation>„%1” csak a játék mappáján belüli .yaml fájl lehet („..” és abszolút útvonal nélkül)</translation>
    </message>
    <message>
        <source>'%1' is included twice</source>
        <translation>„%1” kétszer van beemelve</translation>
    </message>
    <message>
        <source>included file '%1' not found</source>
        <translation>a beemelt „%1” fájl nem található</translation>
    </message>
    <message>
        <source>an included file must be a map</source>
        <translation>a beemelt fájl csak kulcs–érték tábla lehet</translation>
    </message>
    <message>
        <source>included files may not include further files</source>
        <translation>beemelt fájl nem emelhet be további fájlokat</translation>
    </message>
    <message>
        <source>already defined at %1:%2:%3</source>
        <translation>már meg van adva itt: %1:%2:%3</translation>
    </message>
    <message>
        <source>a variant file starts with a 'variant:' block naming its base game</source>
        <translation>a változatfájl egy variant: blokkal kezdődik, amely megnevezi az alapjátékot</translation>
    </message>
    <message>
        <source>variant files cannot include files</source>
        <translation>változatfájl nem emelhet be fájlokat</translation>
    </message>
    <message>
        <source>a variant may only override game.players</source>
        <translation>a változat csak a game.players kulcsot írhatja felül</translation>
    </message>
    <message>
        <source>'%1'</source>
        <extracomment>A value quoted in a data error, as in "expected a whole number, found 'three'"</extracomment>
        <translation>„%1”</translation>
    </message>
    <message>
        <source>missing required key</source>
        <translation>hiányzik egy kötelező kulcs</translation>
    </message>
    <message>
        <source>expected a whole number, found %1 (write it with the digits 0 to 9: %2)</source>
        <translation>egész szám kell, de ez áll itt: %1 (írd 0–9 számjegyekkel: %2)</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>egész szám kell, de ez áll itt: %1</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 kívül esik a megengedett tartományon (%2–%3)</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>szöveg kell, de ez áll itt: %1</translation>
    </message>
    <message>
        <source>text is too long (%1 bytes; at most %2)</source>
        <translation>túl hosszú szöveg (%1 bájt; legfeljebb %2)</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true vagy false kell, de ez áll itt: %1</translation>
    </message>
    <message>
        <source>expected a text in every language, e.g. {en: ..., es: ..., fr: ..., ja: ..., hu: ...}, found %1</source>
        <translation>minden nyelven kell szöveg, pl. {en: ..., es: ..., fr: ..., ja: ..., hu: ...}, de ez áll itt: %1</translation>
    </message>
    <message>
        <source>unknown language (expected en, es, fr, ja or hu)</source>
        <translation>ismeretlen nyelv (en, es, fr, ja vagy hu lehet)</translation>
    </message>
    <message>
        <source>text is empty</source>
        <translation>üres a szöveg</translation>
    </message>
    <message>
        <source>missing the %1 text (every language is required)</source>
        <translation>hiányzik a szöveg ezen a nyelven: %1 (minden nyelv kötelező)</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>szám kell, de ez áll itt: %1</translation>
    </message>
    <message>
        <source>%1 is not one of: %2</source>
        <translation>%1 nem ezek egyike: %2</translation>
    </message>
    <message>
        <source>expected a colour written #rrggbb, e.g. "#c0432c", found '%1'</source>
        <translation>#rrggbb alakú szín kell, pl. "#c0432c", de ez áll itt: „%1”</translation>
    </message>
    <message>
        <source>expected %1 to %2 items, found %3</source>
        <translation>%1–%2 elem kell, de %3 van</translation>
    </message>
    <message>
        <source>internal error: read with the schema row of %1 (%2)</source>
        <translation>belső hiba: olvasás ezzel a sémasorral: %1 (%2)</translation>
    </message>
    <message>
        <source>internal error: read as optional with the schema row of %1</source>
        <translation>belső hiba: nem kötelezőként olvasva ezzel a sémasorral: %1</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>ismeretlen kulcs</translation>
    </message>
    <message>
        <source>unknown key (did you mean '%1'?)</source>
        <translation>ismeretlen kulcs (talán „%1”?)</translation>
    </message>
    <message>
        <source>(did you mean '%1'?)</source>
        <translation>(talán „%1”?)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A data error followed by a hint in brackets ("there is no item 'M3' to remove" and "(did you mean 'M1'?)")</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>(the items are numbered 0 to %1)</source>
        <translation>(az elemek sorszáma 0–%1)</translation>
    </message>
    <message>
        <source>this key is removed, which a variant cannot express (a variant can only add and replace keys)</source>
        <translation>ez a kulcs törölve van, ezt pedig egy változat nem tudja leírni (a változat csak hozzáadhat és lecserélhet kulcsokat)</translation>
    </message>
    <message>
        <source>a list that became a map cannot be written as a variant</source>
        <translation>a kulcs–érték táblává alakult lista nem írható le változatként</translation>
    </message>
    <message>
        <source>it is not a list</source>
        <translation>nem lista</translation>
    </message>
    <message>
        <source>the base list is empty</source>
        <translation>az alapjáték listája üres</translation>
    </message>
    <message>
        <source>its items are plain values</source>
        <translation>az elemei egyszerű értékek</translation>
    </message>
    <message>
        <source>an item is named '%1', a word of list patches</source>
        <translation>egy elem neve „%1”, ez pedig a listamódosítások foglalt szava</translation>
    </message>
    <message>
        <source>'%1' names two of its items</source>
        <translation>két eleme is ezt a nevet viseli: „%1”</translation>
    </message>
    <message>
        <source>this list cannot be changed item by item (%1): write the whole list</source>
        <translation>ez a lista nem módosítható elemenként (%1): írd ki a teljes listát</translation>
    </message>
    <message>
        <source>there is no item '%1' to add before</source>
        <translation>nincs „%1” nevű elem, amely elé új elemet lehetne tenni</translation>
    </message>
    <message>
        <source>expected a list of the items to add, found %1</source>
        <translation>a hozzáadandó elemek listája kell, de ez áll itt: %1</translation>
    </message>
    <message>
        <source>expected a list of the items to remove, e.g. remove: %1</source>
        <translation>a törlendő elemek listája kell, pl. remove: %1</translation>
    </message>
    <message>
        <source>expected an item written as a list, such as %1</source>
        <translation>listaként írt elem kell, pl. %1</translation>
    </message>
    <message>
        <source>expected the name of an item, such as '%1'</source>
        <translation>egy elem neve kell, pl. „%1”</translation>
    </message>
    <message>
        <source>there is no item '%1' to remove</source>
        <translation>nincs „%1” nevű elem, amelyet törölni lehetne</translation>
    </message>
    <message>
        <source>'%1' is removed twice</source>
        <translation>„%1” kétszer szerepel a törlendők között</translation>
    </message>
    <message>
        <source>an item of this list is a list of values: it is not changed in place but removed (remove: [%1]) and the new one added (add: [...])</source>
        <translation>ennek a listának az elemei értéklisták: egy elem nem módosítható helyben, hanem törölni kell (remove: [%1]), és hozzá kell adni az újat (add: [...])</translation>
    </message>
    <message>
        <source>there is no item '%1' to change</source>
        <translation>nincs „%1” nevű elem, amelyet módosítani lehetne</translation>
    </message>
    <message>
        <source>'%1' is both changed and removed</source>
        <translation>„%1” a módosítandók és a törlendők között is szerepel</translation>
    </message>
    <message>
        <source>a variant overrides a game file, which is a map</source>
        <translation>a változat egy játékfájlt ír felül, amely kulcs–érték tábla</translation>
    </message>
    <message>
        <source>file is empty</source>
        <translation>üres a fájl</translation>
    </message>
    <message>
        <source>YAML directives must have exactly one argument</source>
        <translation>a YAML-direktívának pontosan egy argumentuma lehet</translation>
    </message>
    <message>
        <source>YAML major version too large</source>
        <translation>túl nagy YAML-főverzió</translation>
    </message>
    <message>
        <source>repeated YAML directive</source>
        <translation>ismételt YAML-direktíva</translation>
    </message>
    <message>
        <source>TAG directives must have exactly two arguments</source>
        <translation>a TAG-direktívának pontosan két argumentuma lehet</translation>
    </message>
    <message>
        <source>repeated TAG directive</source>
        <translation>ismételt TAG-direktíva</translation>
    </message>
    <message>
        <source>illegal character found while scanning tag handle</source>
        <translation>érvénytelen karakter a címkeazonosítóban</translation>
    </message>
    <message>
        <source>tag handle with no suffix</source>
        <translation>utótag nélküli címkeazonosító</translation>
    </message>
    <message>
        <source>end of verbatim tag not found</source>
        <translation>nem található a szó szerinti címke vége</translation>
    </message>
    <message>
        <source>end of map not found</source>
        <translation>nem található a tábla vége</translation>
    </message>
    <message>
        <source>end of map flow not found</source>
        <translation>nem található a táblát lezáró kapcsos zárójel</translation>
    </message>
    <message>
        <source>end of sequence not found</source>
        <translation>nem található a lista vége</translation>
    </message>
    <message>
        <source>end of sequence flow not found</source>
        <translation>nem található a listát lezáró szögletes zárójel</translation>
    </message>
    <message>
        <source>cannot assign multiple tags to the same node</source>
        <translation>egy értéknek nem lehet több címkéje</translation>
    </message>
    <message>
        <source>cannot assign multiple anchors to the same node</source>
        <translation>egy értéknek nem lehet több horgonya</translation>
    </message>
    <message>
        <source>cannot assign multiple aliases to the same node</source>
        <translation>egy értéknek nem lehet több álneve</translation>
    </message>
    <message>
        <source>aliases can't have any content, *including* tags</source>
        <translation>az álnévnek nem lehet tartalma, címkéje sem</translation>
    </message>
    <message>
        <source>bad character found while scanning hex number</source>
        <translation>hibás karakter a hexadecimális számban</translation>
    </message>
    <message>
        <source>unknown token</source>
        <translation>ismeretlen jel</translation>
    </message>
    <message>
        <source>illegal document indicator in scalar</source>
        <translation>érvénytelen dokumentumjelölő az értékben</translation>
    </message>
    <message>
        <source>illegal EOF in scalar</source>
        <translation>a fájl egy érték közepén ér véget</translation>
    </message>
    <message>
        <source>illegal character in scalar</source>
        <translation>érvénytelen karakter az értékben</translation>
    </message>
    <message>
        <source>illegal tab when looking for indentation</source>
        <translation>a behúzásban nem lehet tabulátor</translation>
    </message>
    <message>
        <source>illegal flow end</source>
        <translation>érvénytelen záró zárójel</translation>
    </message>
    <message>
        <source>illegal block entry</source>
        <translation>itt nem állhat listaelem („- ”)</translation>
    </message>
    <message>
        <source>illegal map key</source>
        <translation>érvénytelen táblakulcs</translation>
    </message>
    <message>
        <source>illegal map value</source>
        <translation>érvénytelen táblaérték (hiányzó behúzás vagy fölösleges kettőspont?)</translation>
    </message>
    <message>
        <source>alias not found after *</source>
        <translation>hiányzik az álnév a * után</translation>
    </message>
    <message>
        <source>anchor not found after &amp;</source>
        <translation>hiányzik a horgony neve az &amp; után</translation>
    </message>
    <message>
        <source>illegal character found while scanning alias</source>
        <translation>érvénytelen karakter az álnévben</translation>
    </message>
    <message>
        <source>illegal character found while scanning anchor</source>
        <translation>érvénytelen karakter a horgonyban</translation>
    </message>
    <message>
        <source>cannot set zero indentation for a block scalar</source>
        <translation>a szövegblokk behúzása nem lehet nulla</translation>
    </message>
    <message>
        <source>unexpected character in block scalar</source>
        <translation>váratlan karakter a szövegblokkban</translation>
    </message>
    <message>
        <source>cannot assign the same alias to multiple nodes</source>
        <translation>ugyanaz az álnév nem kerülhet több értékre</translation>
    </message>
    <message>
        <source>the referenced anchor is not defined</source>
        <translation>a hivatkozott horgony nincs definiálva</translation>
    </message>
    <message>
        <source>unmatched group tag</source>
        <translation>pár nélküli csoportcímke</translation>
    </message>
    <message>
        <source>unexpected end sequence token</source>
        <translation>váratlan listavég</translation>
    </message>
    <message>
        <source>unexpected end map token</source>
        <translation>váratlan táblavég</translation>
    </message>
    <message>
        <source>invalid character in single-quoted string</source>
        <translation>érvénytelen karakter az egyszeres idézőjelek közötti szövegben</translation>
    </message>
    <message>
        <source>invalid anchor</source>
        <translation>érvénytelen horgony</translation>
    </message>
    <message>
        <source>invalid alias</source>
        <translation>érvénytelen álnév</translation>
    </message>
    <message>
        <source>invalid tag</source>
        <translation>érvénytelen címke</translation>
    </message>
    <message>
        <source>bad YAML version: %1</source>
        <translation>hibás YAML-verzió: %1</translation>
    </message>
    <message>
        <source>invalid unicode: %1</source>
        <translation>érvénytelen Unicode-karakter: %1</translation>
    </message>
    <message>
        <source>unknown escape character: %1</source>
        <translation>ismeretlen escape-karakter: %1</translation>
    </message>
    <message>
        <source>too many aliases (more than %1)</source>
        <translation>túl sok álnév (több mint %1)</translation>
    </message>
    <message>
        <source>alias refers to an anchor that is not complete yet</source>
        <translation>az álnév egy még be nem fejezett horgonyra hivatkozik</translation>
    </message>
    <message>
        <source>value is too long (more than %1 bytes)</source>
        <translation>túl hosszú érték (több mint %1 bájt)</translation>
    </message>
    <message>
        <source>tags such as '%1' are not supported</source>
        <translation>az ilyen címkék (pl. „%1”) nem használhatók</translation>
    </message>
    <message>
        <source>document is too large (more than %1, aliases expanded)</source>
        <translation>túl nagy a dokumentum (több mint %1, az álneveket kibontva)</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n érték</numerusform>
        </translation>
    </message>
    <message>
        <source>nesting is too deep (more than %1 levels)</source>
        <translation>túl mély egymásba ágyazás (több mint %1 szint)</translation>
    </message>
    <message>
        <source>map ends after a key without a value</source>
        <translation>a tábla egy érték nélküli kulcs után ér véget</translation>
    </message>
    <message>
        <source>document is too large (more than %1)</source>
        <translation>túl nagy a dokumentum (több mint %1)</translation>
    </message>
    <message>
        <source>list is too long (more than %1 items)</source>
        <translation>túl hosszú lista (több mint %1 elem)</translation>
    </message>
    <message>
        <source>map keys must be plain values</source>
        <translation>a tábla kulcsai csak egyszerű értékek lehetnek</translation>
    </message>
    <message>
        <source>duplicate key '%1' (first at line %2)</source>
        <translation>ismétlődő kulcs: „%1” (először a %2. sorban)</translation>
    </message>
    <message>
        <source>map is too large (more than %1 keys)</source>
        <translation>túl nagy tábla (több mint %1 kulcs)</translation>
    </message>
    <message>
        <source>file is too large (%1 bytes; the limit is %2)</source>
        <translation>túl nagy a fájl (%1 bájt; a korlát %2)</translation>
    </message>
    <message>
        <source>file is not valid UTF-8 (byte %1)</source>
        <translation>a fájl nem érvényes UTF-8 (%1. bájt)</translation>
    </message>
    <message>
        <source>file contains a NUL byte</source>
        <translation>a fájl NUL bájtot tartalmaz</translation>
    </message>
    <message>
        <source>a data file holds one YAML document, found a second</source>
        <translation>egy adatfájlban egyetlen YAML-dokumentum lehet, de van egy második is</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML-szintaktikai hiba: %1</translation>
    </message>
    <message>
        <source>cannot parse: %1</source>
        <translation>nem olvasható: %1</translation>
    </message>
    <message>
        <source>a comment needs a blank before '#'</source>
        <translation>a megjegyzést kezdő „#” elé szóköz kell</translation>
    </message>
    <message>
        <source>a flow collection goes on at a line that is not indented more than its parent (a tab is not indentation)</source>
        <translation>a zárójeles gyűjtemény olyan sorban folytatódik, amely nincs beljebb húzva a szülőjénél (a tabulátor nem behúzás)</translation>
    </message>
    <message>
        <source>a flow collection goes on at a line that is not indented more than its parent</source>
        <translation>a zárójeles gyűjtemény olyan sorban folytatódik, amely nincs beljebb húzva a szülőjénél</translation>
    </message>
    <message>
        <source>a quoted value goes on at a line that is not indented more than its parent (a tab is not indentation)</source>
        <translation>az idézőjeles érték olyan sorban folytatódik, amely nincs beljebb húzva a szülőjénél (a tabulátor nem behúzás)</translation>
    </message>
    <message>
        <source>a quoted value goes on at a line that is not indented more than its parent</source>
        <translation>az idézőjeles érték olyan sorban folytatódik, amely nincs beljebb húzva a szülőjénél</translation>
    </message>
    <message>
        <source>a directive must be followed by '---' and a document</source>
        <translation>a direktíva után egy „---” sornak és egy dokumentumnak kell következnie</translation>
    </message>
    <message>
        <source>escape \%1 needs %2 hexadecimal digits</source>
        <translation>a \%1 escape-hez %2 hexadecimális számjegy kell</translation>
    </message>
    <message>
        <source>invalid escape '\%1' in a double-quoted value</source>
        <translation>érvénytelen escape („\%1”) a kettős idézőjeles értékben</translation>
    </message>
    <message>
        <source>the quoted value has no closing double quote</source>
        <translation>hiányzik az értéket lezáró kettős idézőjel</translation>
    </message>
    <message>
        <source>the quoted value has no closing single quote</source>
        <translation>hiányzik az értéket lezáró egyszeres idézőjel</translation>
    </message>
    <message>
        <source>'%1' cannot start a value in a flow collection (quote it)</source>
        <translation>zárójelen belül érték nem kezdődhet így: „%1” (tedd idézőjelbe)</translation>
    </message>
    <message>
        <source>an empty line at the start of a block scalar is indented more than its first line of text</source>
        <translation>a szövegblokk elején álló üres sor beljebb van húzva, mint az első szövegsor</translation>
    </message>
    <message>
        <source>a comma without an entry before it</source>
        <translation>a vessző előtt nincs elem</translation>
    </message>
    <message>
        <source>expected ':' after this key (a value that goes on at the next line must be indented more than its key)</source>
        <translation>ez után a kulcs után kettőspont kell (a következő sorban folytatódó értéket beljebb kell húzni a kulcsánál)</translation>
    </message>
    <message>
        <source>a value on the line after its key must be indented more than the key</source>
        <translation>a kulcs utáni sorban álló értéket beljebb kell húzni a kulcsnál</translation>
    </message>
    <message>
        <source>Must be between %1 and %2</source>
        <extracomment>Rules editor, under a number field: the value typed is outside the allowed range</extracomment>
        <translation>%1 és %2 között legyen</translation>
    </message>
    <message>
        <source>Must be at least %1</source>
        <extracomment>Rules editor, under a number field: the value typed is below the smallest allowed</extracomment>
        <translation>Legalább %1 legyen</translation>
    </message>
    <message>
        <source>Must be at most %1</source>
        <extracomment>Rules editor, under a number field: the value typed is above the largest allowed</extracomment>
        <translation>Legfeljebb %1 legyen</translation>
    </message>
    <message>
        <source>Enter a whole number</source>
        <extracomment>Rules editor, under a whole-number field left empty</extracomment>
        <translation>Írj be egy egész számot</translation>
    </message>
    <message>
        <source>Not a whole number</source>
        <extracomment>Rules editor, under a whole-number field: what was typed is not one ("abc", "2.5")</extracomment>
        <translation>Nem egész szám</translation>
    </message>
    <message>
        <source>Enter a number</source>
        <extracomment>Rules editor, under a number field left empty</extracomment>
        <translation>Írj be egy számot</translation>
    </message>
    <message>
        <source>Not a number</source>
        <extracomment>Rules editor, under a number field: what was typed is not a number ("abc")</extracomment>
        <translation>Nem szám</translation>
    </message>
    <message>
        <source>Too long: at most %1 bytes (now %2)</source>
        <extracomment>Rules editor, under a text field: %1 is the most bytes allowed (an id's letters count one byte each; most accented letters two, Japanese three), %2 the bytes typed</extracomment>
        <translation>Túl hosszú: legfeljebb %1 bájt (most %2)</translation>
    </message>
    <message>
        <source>Write a colour as #rrggbb, e.g. #c0432c</source>
        <extracomment>Rules editor, under a colour field: what was typed is not a colour</extracomment>
        <translation>A színt #rrggbb alakban írd, pl. #c0432c</translation>
    </message>
    <message>
        <source>This value is chosen, not typed</source>
        <extracomment>Rules editor: a value that is chosen, not typed (a switch, a list of words)</extracomment>
        <translation>Ezt az értéket választani kell, nem beírni</translation>
    </message>
    <message>
        <source>the base game is missing</source>
        <translation>hiányzik az alapjáték</translation>
    </message>
    <message>
        <source>this editor edits a variant of '%1', not of '%2'</source>
        <translation>ez a szerkesztő egy másik játék változatát szerkeszti (játék: „%1”, nem „%2”)</translation>
    </message>
    <message>
        <source>the text has errors: correct it before editing forms</source>
        <translation>hibás a szöveg: javítsd ki, mielőtt az űrlapokat szerkesztenéd</translation>
    </message>
    <message>
        <source>no item [%1] here</source>
        <translation>itt nincs [%1] sorszámú elem</translation>
    </message>
    <message>
        <source>not a key path of a value</source>
        <translation>ez nem egy érték kulcsútvonala</translation>
    </message>
    <message>
        <source>only an override can be reverted</source>
        <translation>csak felülírt értéket lehet visszaállítani</translation>
    </message>
    <message>
        <source>the base game has no value here (remove the item instead)</source>
        <translation>az alapjátékban itt nincs érték (inkább töröld az elemet)</translation>
    </message>
    <message>
        <source>no list to insert item %1 into</source>
        <translation>nincs lista, amelybe be lehetne szúrni ezt az elemet: %1</translation>
    </message>
    <message>
        <source>no item %1 to remove</source>
        <translation>nincs %1 sorszámú elem, amelyet törölni lehetne</translation>
    </message>
    <message>
        <source>no item %1 to duplicate</source>
        <translation>nincs %1 sorszámú elem, amelyről másolatot lehetne készíteni</translation>
    </message>
    <message>
        <source>no such base item</source>
        <translation>nincs ilyen elem az alapjátékban</translation>
    </message>
    <message>
        <source>not a change of this variant</source>
        <translation>ez nem ennek a változatnak a módosítása</translation>
    </message>
    <message>
        <source>a variant of '%1' must name it as its base</source>
        <translation>„%1” változatának alapjátékként „%1” játékot kell megneveznie</translation>
    </message>
    <message>
        <source>the id '%1' differs from the folder name '%2'</source>
        <translation>az azonosító („%1”) eltér a mappa nevétől („%2”)</translation>
    </message>
    <message>
        <source>the base game '%1' has errors itself</source>
        <translation>maga az alapjáték is hibás: „%1”</translation>
    </message>
    <message>
        <source>unknown game '%1'</source>
        <translation>ismeretlen játék: „%1”</translation>
    </message>
    <message>
        <source>no variant '%1' of %2: none is shipped, and it is not one of yours (no %3)</source>
        <translation>%2: nincs „%1” nevű változat – a Kotatsuval egy sem érkezett, és a saját változataid között sincs (nem létezik: %3)</translation>
    </message>
    <message>
        <source>no variant '%1' of %2: it is not shipped (%3) and not one of yours (no %4)</source>
        <translation>%2: nincs „%1” nevű változat – nincs a Kotatsuval érkezettek között (%3), és a saját változataid között sincs (nem létezik: %4)</translation>
    </message>
    <message>
        <source>the variant '%1' is for the game '%2'</source>
        <translation>„%1”: ez a változat egy másik játékhoz való: „%2”</translation>
    </message>
    <message>
        <source>expected a map of easy, normal, strong</source>
        <translation>easy, normal és strong kulcsú tábla kell</translation>
    </message>
    <message>
        <source>max is smaller than min</source>
        <translation>a max kisebb, mint a min</translation>
    </message>
    <message>
        <source>unknown rules engine '%1' (known: %2)</source>
        <translation>ismeretlen szabálymotor: „%1” (ismertek: %2)</translation>
    </message>
    <message>
        <source>unknown colour '%1' (the bead colours are %2)</source>
        <translation>ismeretlen szín: „%1” (a gyöngyszínek: %2)</translation>
    </message>
    <message>
        <source>unknown tile '%1' (see board.tiles)</source>
        <translation>ismeretlen kerttábla: „%1” (lásd board.tiles)</translation>
    </message>
    <message>
        <source>a card turns by 0, 90, 180 or 270 degrees</source>
        <translation>egy kerttábla 0, 90, 180 vagy 270 fokkal fordulhat</translation>
    </message>
    <message>
        <source>at least one card design is needed</source>
        <translation>legalább egy kerttáblaminta kell</translation>
    </message>
    <message>
        <source>a card id is letters, digits or _ (up to 16)</source>
        <translation>a kerttábla azonosítója betűkből, számjegyekből vagy _ jelből áll (legfeljebb 16)</translation>
    </message>
    <message>
        <source>expected the 4 internal line colours [bottom, left, top, right]</source>
        <translation>a 4 belső vonal színe kell [alsó, bal, felső, jobb]</translation>
    </message>
    <message>
        <source>'%1' is not a base id (lower-case letters, digits, _; not a cell name)</source>
        <translation>„%1” nem bázisazonosító (kisbetűk, számjegyek, _; nem mezőnév)</translation>
    </message>
    <message>
        <source>base '%1' appears twice</source>
        <translation>„%1” bázis kétszer szerepel</translation>
    </message>
    <message>
        <source>unknown side '%1' (see sides)</source>
        <translation>ismeretlen fél: „%1” (lásd sides)</translation>
    </message>
    <message>
        <source>side '%1' already owns the base '%2'; each side has one home base</source>
        <translation>„%1” félnek már van bázisa („%2”); minden félnek egyetlen saját bázisa van</translation>
    </message>
    <message>
        <source>'%1' is not a cell of the %2×%3 board</source>
        <translation>„%1” nem mezője a %2×%3-as táblának</translation>
    </message>
    <message>
        <source>%1 already belongs to the base '%2'</source>
        <translation>%1 már „%2” bázishoz tartozik</translation>
    </message>
    <message>
        <source>a base's cells must touch each other</source>
        <translation>egy bázis mezőinek összefüggő területet kell alkotniuk</translation>
    </message>
    <message>
        <source>extra_tile_rows go in at the middle seam (between rows %1 and %2), which must run between fields; this base touches it</source>
        <translation>az extra_tile_rows sorai a középső illesztésnél (a %1. és a %2. sor között) kerülnek be, ennek mezők között kell futnia, de ez a bázis érinti</translation>
    </message>
    <message>
        <source>the slot [%1, %2] overlaps the base '%3'</source>
        <translation>a [%1, %2] kerttáblahely átfedésben van egy bázissal („%3”)</translation>
    </message>
    <message>
        <source>the slot [%1, %2] is given twice</source>
        <translation>a [%1, %2] kerttáblahely kétszer szerepel</translation>
    </message>
    <message>
        <source>expected one card per slot column (%1), found %2</source>
        <translation>kerttáblahely-oszloponként egy kerttábla kell (%1), de %2 van</translation>
    </message>
    <message>
        <source>expected [cell, cell, colour], e.g. [b1, c1, red]</source>
        <translation>[mező, mező, szín] kell, pl. [b1, c1, red]</translation>
    </message>
    <message>
        <source>'%1' is not a cell of the added row: rows 1 and 2 are the added row, row 0 the row below it (e.g. b1, c0)</source>
        <translation>„%1” nem mezője a hozzáadott sornak: az 1. és 2. sor a hozzáadott sor, a 0. az alatta lévő (pl. b1, c0)</translation>
    </message>
    <message>
        <source>the two cells do not share an edge</source>
        <translation>a két mezőnek nincs közös éle</translation>
    </message>
    <message>
        <source>the line must touch the added row (rows 1 and 2)</source>
        <translation>a vonalnak érintenie kell a hozzáadott sort (1. és 2. sor)</translation>
    </message>
    <message>
        <source>the two cells lie on the same card; its colour comes from the card</source>
        <translation>a két mező ugyanazon a kerttáblán van; a vonal színét a kerttábla adja</translation>
    </message>
    <message>
        <source>this line is given twice</source>
        <translation>ez a vonal kétszer szerepel</translation>
    </message>
    <message>
        <source>the added row needs a line between %1 and %2</source>
        <translation>a hozzáadott sorban vonal kell %1 és %2 között</translation>
    </message>
    <message>
        <source>%1 cells lie in no base and on no card: %2</source>
        <translation>%1 mező se bázishoz, se kerttáblához nem tartozik: %2</translation>
    </message>
    <message>
        <source>shuffled_symmetric needs a point-symmetric board, but the card slot %1 faces a base</source>
        <translation>a shuffled_symmetric középpontosan szimmetrikus táblát kíván, de ezzel a kerttáblahellyel szemben bázis van: %1</translation>
    </message>
    <message>
        <source>shuffled_symmetric needs a point-symmetric layout: the card in slot %1 (%2 at %3°) faces %4 (%5 at %6°), not the same card turned 180°</source>
        <translation>a shuffled_symmetric középpontosan szimmetrikus elrendezést kíván, de a kerttábla ezen a helyen (%1; %2, %3°) ezzel áll szemben: %4 (%5, %6°), és ez nem ugyanaz a kerttábla 180°-kal elforgatva</translation>
    </message>
    <message>
        <source>the line between %1 and %2 lies on a card; its colour comes from the card design</source>
        <translation>a %1 és %2 közötti vonal kerttáblán van; a színét a kerttáblaminta adja</translation>
    </message>
    <message>
        <source>the line between %1 and %2 is given twice</source>
        <translation>a %1 és %2 közötti vonal kétszer szerepel</translation>
    </message>
    <message>
        <source>expected [field, field or base, colour], e.g. [a2, a3, red]</source>
        <translation>[mező, mező vagy bázis, szín] kell, pl. [a2, a3, red]</translation>
    </message>
    <message>
        <source>'%1' is neither a cell of the %2×%3 board nor a base</source>
        <translation>„%1” se nem mezője a %2×%3-as táblának, se nem bázis</translation>
    </message>
    <message>
        <source>%1 lies in the base '%2'; name the base</source>
        <translation>%1 „%2” bázishoz tartozik; a bázis nevét add meg</translation>
    </message>
    <message>
        <source>a line joins a field to a field or a base, not two bases</source>
        <translation>a vonal mezőt köt össze mezővel vagy bázissal, nem két bázist</translation>
    </message>
    <message>
        <source>%1 does not touch the base '%2'</source>
        <translation>%1 nem érintkezik „%2” bázissal</translation>
    </message>
    <message>
        <source>%1 touches the base '%2' along several edges; one line per pair of regions is needed, so reshape the base</source>
        <translation>%1 több élen is érinti „%2” bázist; területpáronként egy vonal kell, ezért alakítsd át a bázist</translation>
    </message>
    <message>
        <source>%1 and %2 do not share an edge</source>
        <translation>%1 és %2 nem szomszédos (nincs közös élük)</translation>
    </message>
    <message>
        <source>the bases '%1' and '%2' touch; keep fields between them</source>
        <translation>„%1” és „%2” bázis érintkezik; maradjanak mezők közöttük</translation>
    </message>
    <message>
        <source>%1 and %2 share %3 edges; a field must meet a base along one edge (one line)</source>
        <translation>%1 és %2 %3 élen érintkezik; mező és bázis csak egyetlen élen (egy vonallal) érintkezhet</translation>
    </message>
    <message>
        <source>no line between %1 and %2, which share an edge: add [%1, %2, colour] to board.lines</source>
        <translation>nincs vonal %1 és %2 között, pedig van közös élük: add hozzá a board.lines listához ezt: [%1, %2, colour]</translation>
    </message>
    <message>
        <source>%1 more lines are missing</source>
        <translation>még %1 vonal hiányzik</translation>
    </message>
    <message>
        <source>'%1' is not a field</source>
        <translation>„%1” nem mező</translation>
    </message>
    <message>
        <source>%1 is not next to the base '%2' of %3</source>
        <translation>%1 nem szomszédos „%2” bázissal (%3)</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 kétszer szerepel a listában</translation>
    </message>
    <message>
        <source>the %1 of %2 need as many start fields; found %3</source>
        <translation>%2: %1 van, ezért ugyanennyi induló mező kell, de %3 van</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n figura</numerusform>
        </translation>
    </message>
    <message>
        <source>cards are 2×2 fields: use an even width</source>
        <translation>a kerttáblák 2×2 mezősek: páros szélességet adj meg</translation>
    </message>
    <message>
        <source>cards are 2×2 fields: use an even height</source>
        <translation>a kerttáblák 2×2 mezősek: páros magasságot adj meg</translation>
    </message>
    <message>
        <source>the board has %1 cells with its extra rows; at most %2</source>
        <translation>a táblán a többletsorokkal %1 mező van; legfeljebb %2 lehet</translation>
    </message>
    <message>
        <source>cards are only turned when they are shuffled; use layout: shuffled_symmetric or shuffled_free, or tile_rotation: none</source>
        <translation>kerttáblát csak keveréskor lehet elforgatni: használd a layout: shuffled_symmetric vagy shuffled_free, illetve a tile_rotation: none beállítást</translation>
    </message>
    <message>
        <source>'%1' is not a start field of %2 (board.start_fields)</source>
        <translation>„%1” nem induló mező ennél a félnél: %2 (board.start_fields)</translation>
    </message>
    <message>
        <source>%1 holds two figures</source>
        <translation>%1 mezőn két figura áll</translation>
    </message>
    <message>
        <source>'%1' is not an id (lower-case letters, digits, _)</source>
        <translation>„%1” nem azonosító (kisbetűk, számjegyek, _)</translation>
    </message>
    <message>
        <source>expected one capital letter, e.g. K</source>
        <translation>egy nagybetű kell, pl. K</translation>
    </message>
    <message>
        <source>side '%1' appears twice</source>
        <translation>„%1” fél kétszer szerepel</translation>
    </message>
    <message>
        <source>both sides use the prefix %1</source>
        <translation>mindkét fél ezt az előtagot használja: %1</translation>
    </message>
    <message>
        <source>colour '%1' appears twice</source>
        <translation>„%1” szín kétszer szerepel</translation>
    </message>
    <message>
        <source>beads go out in same-colour groups of beads.per_figure (%1), so the count must be a multiple of it</source>
        <translation>a gyöngyöket egyszínű, beads.per_figure (%1) darabos csoportokban osztjátok ki, ezért a darabszámnak ennek többszörösének kell lennie</translation>
    </message>
    <message>
        <source>expected a pattern id (lower-case letters, digits, _)</source>
        <translation>mintaazonosító kell (kisbetűk, számjegyek, _)</translation>
    </message>
    <message>
        <source>expected one [field, colour] per figure (%1), found %2</source>
        <translation>figuránként egy [mező, szín] kell (%1), de %2 van</translation>
    </message>
    <message>
        <source>expected [field, colour], e.g. [c3, red]</source>
        <translation>[mező, szín] kell, pl. [c3, red]</translation>
    </message>
    <message>
        <source>unknown bead colour '%1'</source>
        <translation>ismeretlen gyöngyszín: „%1”</translation>
    </message>
    <message>
        <source>order: fixed needs fixed_positions, e.g. {kokeshi: [[c3, red], ...], samurai: [...]}</source>
        <translation>az order: fixed beállításhoz felenként megadott fixed_positions kell, pl. {&lt;fél&gt;: [[c3, red], ...], ...}</translation>
    </message>
    <message>
        <source>only used with order: fixed</source>
        <translation>csak az order: fixed beállítással használható</translation>
    </message>
    <message>
        <source>draft cannot be combined with order: fixed (the fixed positions already give every figure its pair)</source>
        <translation>a draft nem kombinálható az order: fixed beállítással (a rögzített helyek már minden figurának megadják a párját)</translation>
    </message>
    <message>
        <source>1 would end every game at once; use 2 or more, or 0 for no repetition rule</source>
        <translation>1 esetén minden játszma azonnal véget érne; adj meg 2-t vagy nagyobb számot, vagy 0-t, ha nem kell ismétlési szabály</translation>
    </message>
    <message>
        <source>a figure starts with beads.per_figure (%1) beads; the limit cannot be lower (0 = no limit)</source>
        <translation>egy figura beads.per_figure (%1) gyönggyel kezd; a korlát ennél nem lehet kisebb (0 = nincs korlát)</translation>
    </message>
    <message>
        <source>the colours hold %1, but %2 × %3 need exactly %4</source>
        <translation>a színekben összesen %1 van, de %2 × %3 miatt pontosan %4 kell</translation>
    </message>
    <message numerus="yes">
        <source>%n bead(s)</source>
        <translation>
            <numerusform>%n gyöngy</numerusform>
        </translation>
    </message>
    <message>
        <source>setup.bead_pairs: one_of_each_colour needs one colour per figure of a side (%1) and %2 of each colour (one group per side)</source>
        <translation>setup.bead_pairs: a one_of_each_colour beállításhoz egy fél minden figurájához külön szín (%1) és minden színből %2 kell (felenként egy csoport)</translation>
    </message>
    <message>
        <source>chooser supports sides with at most %1</source>
        <translation>a chooser csak felenként legfeljebb %1 esetén használható</translation>
    </message>
    <message>
        <source>with one_of_each_colour every figure of a side carries a different colour; %1 is used %2</source>
        <translation>one_of_each_colour esetén egy fél minden figurája más színt visel; „%1” %2 szerepel</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n alkalommal</numerusform>
        </translation>
    </message>
    <message>
        <source>the fixed positions use %1 of the colour %2; there are %3</source>
        <translation>a rögzített kezdőhelyekhez %1 kell ebből a színből: %2, de csak %3 van</translation>
    </message>
    <message>
        <source>the garden is a game for exactly 2 players</source>
        <translation>a kert pontosan 2 játékosra készült játék</translation>
    </message>
    <message>
        <source>'%1' is neither a shape the table draws (%2) nor letters of its own (up to %3 letters or kanji, no spaces or punctuation, e.g. 蓮 or AB)</source>
        <translation>„%1” se nem olyan forma, amelyet az asztal meg tud rajzolni (%2), se nem saját betűjel (legfeljebb %3 betű vagy kandzsi, szóköz és írásjel nélkül, pl. 蓮 vagy AB)</translation>
    </message>
    <message>
        <source>%1; did you mean '%2'?</source>
        <translation>%1; talán „%2”?</translation>
    </message>
    <message>
        <source>'%1' must be one word of letters, digits, '_' or '-'</source>
        <translation>„%1” csak betűkből, számjegyekből, „_” és „-” jelekből álló egyetlen szó lehet</translation>
    </message>
    <message>
        <source>'%1' appears twice</source>
        <translation>„%1” kétszer szerepel</translation>
    </message>
    <message>
        <source>the game cannot wait for %1 when there are %2</source>
        <translation>összesen %2 van, így a játék nem várhat ennyire: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n empty pile(s)</source>
        <translation>
            <numerusform>%n elfogyott kupac</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pile(s)</source>
        <translation>
            <numerusform>%n kupac</numerusform>
        </translation>
    </message>
    <message>
        <source>the range is empty (the first value is the lowest)</source>
        <translation>üres a tartomány (az első érték a legkisebb)</translation>
    </message>
    <message>
        <source>mark '%1' is used twice: each colour needs its own mark</source>
        <translation>ez a jel kétszer szerepel: „%1” – minden színnek saját jel kell</translation>
    </message>
    <message>
        <source>colour %1 is used twice</source>
        <translation>ez a szín kétszer szerepel: %1</translation>
    </message>
    <message>
        <source>symbol '%1' appears twice</source>
        <translation>„%1” szimbólum kétszer szerepel</translation>
    </message>
    <message>
        <source>emblem '%1' looks the same as the emblem of %2: each pile needs a disc a player can tell apart</source>
        <translation>„%1” jel ugyanúgy néz ki, mint ennek a szimbólumnak a jele: %2; minden kupacnak olyan korong kell, amelyet a játékosok meg tudnak különböztetni</translation>
    </message>
    <message>
        <source>Hyano supports 2 to %1</source>
        <translation>a Hyanót 2–%1 játszhatja</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n játékos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 need %2; found %3</source>
        <translation>%1 esetén %2 kell, de %3 van</translation>
    </message>
    <message numerus="yes">
        <source>%n symbol(s)</source>
        <translation>
            <numerusform>%n szimbólum</numerusform>
        </translation>
    </message>
    <message>
        <source>the deck has %1: too few to give each of the %2 one card</source>
        <translation>a pakliban csak %1 van, ez kevés ahhoz, hogy %2 mindegyike kapjon egy kártyát</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kártya</numerusform>
        </translation>
    </message>
    <message>
        <source>a Sun needs a value to declare even when every other face-up card is of its colour: give at least %1 (one per pile)</source>
        <translation>a napkártyának akkor is kell bemondható érték, ha minden más felfordított kártya vele azonos színű: adj meg legalább ennyit: %1 (kupaconként egyet)</translation>
    </message>
    <message>
        <source>expected a line index (0 = lowest card) or N-k (k-th from the right), found '%1'</source>
        <translation>sorbeli hely kell (0 = a legkisebb kártya) vagy N-k (jobbról a k-adik), de ez áll itt: „%1”</translation>
    </message>
    <message>
        <source>expected a map from player counts to values</source>
        <translation>játékosszámokhoz értékeket rendelő tábla kell</translation>
    </message>
    <message>
        <source>expected a player count (1 to 8) or 'default'</source>
        <translation>játékosszám (1–8) vagy „default” kell</translation>
    </message>
    <message>
        <source>no entry for %1 and no 'default'</source>
        <translation>nincs bejegyzés erre: %1, és „default” sincs</translation>
    </message>
    <message>
        <source>expected a list of places (1 = first)</source>
        <translation>helyezések listája kell (1 = első)</translation>
    </message>
    <message>
        <source>Shikoku supports 2 to 8 players</source>
        <translation>a Sikokut 2–8 játékos játszhatja</translation>
    </message>
    <message>
        <source>the start step must lie below the pagoda (steps_to_pagoda)</source>
        <translation>a kezdő lépcsőfoknak a pagoda alatt kell lennie (steps_to_pagoda)</translation>
    </message>
    <message>
        <source>expected a list of line indices</source>
        <translation>sorbeli helyek listája kell</translation>
    </message>
    <message>
        <source>index %1 lies outside the line of %2</source>
        <translation>ez a hely kívül esik a soron: %1 (a sorban %2 van)</translation>
    </message>
    <message>
        <source>with %1 every place in the line is frozen: nobody can climb, so the game could never end</source>
        <translation>%1 esetén a sor minden helyén helyben maradnak a zarándokok: senki sem léphet feljebb, így a játék sosem érne véget</translation>
    </message>
    <message>
        <source>name at least one winning place (top or bottom)</source>
        <translation>adj meg legalább egy nyerő helyezést (top vagy bottom)</translation>
    </message>
    <message>
        <source>the range is empty</source>
        <translation>üres a tartomány</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>legfeljebb %1</translation>
    </message>
    <message>
        <source>no card %1 in deck.values [%2, %3]</source>
        <translation>nincs ilyen kártya a deck.values tartományban [%2, %3]: %1</translation>
    </message>
    <message>
        <source>card %1 has no sandal count</source>
        <translation>nincs megadva a szandálok száma ennél a kártyánál: %1</translation>
    </message>
    <message>
        <source>%1 cannot deal %2-card hands (rules.hand_size) and a line to %3 (game.players.max): %4 needed</source>
        <translation>%1 nem elég ahhoz, hogy %3 (game.players.max) %2 lapos kezet (rules.hand_size) kapjon, és egy sor is kerüljön ki: %4 kell</translation>
    </message>
    <message>
        <source>pilgrim '%1' appears twice</source>
        <translation>„%1” zarándok kétszer szerepel</translation>
    </message>
    <message>
        <source>one pilgrim colour is needed per player: %1, %2</source>
        <translation>minden játékosnak kell egy zarándokszín: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pilgrim(s)</source>
        <translation>
            <numerusform>%n zarándok</numerusform>
        </translation>
    </message>
    <message>
        <source>name each of pilgrim, merchant and artist once</source>
        <translation>a pilgrim, a merchant és az artist mindegyikét pontosan egyszer add meg</translation>
    </message>
    <message>
        <source>unknown space type '%1' (board.space_types: %2)</source>
        <translation>ismeretlen mezőfajta: „%1” (board.space_types: %2)</translation>
    </message>
    <message>
        <source>level '%1' appears twice</source>
        <translation>„%1” szint kétszer szerepel</translation>
    </message>
    <message>
        <source>a starting rank must be below the track's length (%1)</source>
        <translation>a kezdő rangnak kisebbnek kell lennie a sáv hosszánál (%1)</translation>
    </message>
    <message>
        <source>there are only %1 levels</source>
        <translation>csak %1 szint van</translation>
    </message>
    <message>
        <source>expected a number from 0 to 1</source>
        <translation>0 és 1 közötti szám kell</translation>
    </message>
    <message>
        <source>space type '%1' appears twice</source>
        <translation>„%1” mezőfajta kétszer szerepel</translation>
    </message>
    <message>
        <source>gain_coins: boutique_value needs a boutique: only spaces with coastal_town: true have one</source>
        <translation>a gain_coins: boutique_value beállításhoz ajándékbolt kell: csak a coastal_town: true mezőkön van</translation>
    </message>
    <message>
        <source>town '%1' appears twice</source>
        <translation>„%1” település kétszer szerepel</translation>
    </message>
    <message>
        <source>wares are drawn in mountain towns only</source>
        <translation>árut csak hegyi faluban lehet húzni</translation>
    </message>
    <message>
        <source>a coastal town needs its ring space (ring: n)</source>
        <translation>a kikötővároshoz kell a parti úton lévő mezője (ring: n)</translation>
    </message>
    <message>
        <source>ring space %1 does not exist (the ring has %2 spaces)</source>
        <translation>a parti útnak nincs ilyen mezője: %1 (a parti út %2 mezős)</translation>
    </message>
    <message>
        <source>ring space %1 is a %2, not a coastal town's space</source>
        <translation>a parti út %1. mezője nem kikötővárosé, hanem ilyen: %2</translation>
    </message>
    <message>
        <source>ring space %1 is already town %2's</source>
        <translation>a parti út %1. mezője már ehhez a településhez tartozik: %2</translation>
    </message>
    <message>
        <source>only coastal towns stand on the ring</source>
        <translation>csak kikötővárosok állnak a parti úton</translation>
    </message>
    <message>
        <source>a mountain town needs its draw (draw: n)</source>
        <translation>a hegyi falunál meg kell adni, hány árut húznak ott (draw: n)</translation>
    </message>
    <message>
        <source>a mountain town needs its position (at: [x, y])</source>
        <translation>a hegyi falu helyét meg kell adni (at: [x, y])</translation>
    </message>
    <message>
        <source>ring space %1 is a %2 but no coastal town names it (ring: %1)</source>
        <translation>a parti út %1. mezője ilyen: %2, de egyik kikötőváros sem nevezi meg (ring: %1)</translation>
    </message>
    <message>
        <source>unknown town '%1' (board.towns: %2)</source>
        <translation>ismeretlen település: „%1” (board.towns: %2)</translation>
    </message>
    <message>
        <source>expected a route [town, town], e.g. [M1, C1]</source>
        <translation>[település, település] útvonal kell, pl. [M1, C1]</translation>
    </message>
    <message>
        <source>a route joins two different towns</source>
        <translation>az útvonal két különböző települést köt össze</translation>
    </message>
    <message>
        <source>the route %1–%2 appears twice</source>
        <translation>ez az útvonal kétszer szerepel: %1–%2</translation>
    </message>
    <message>
        <source>region '%1' appears twice</source>
        <translation>„%1” vidék kétszer szerepel</translation>
    </message>
    <message>
        <source>unknown icon '%1' (artist_board.icons: %2)</source>
        <translation>ismeretlen ikon: „%1” (artist_board.icons: %2)</translation>
    </message>
    <message>
        <source>unknown region '%1' (board.regions: %2)</source>
        <translation>ismeretlen vidék: „%1” (board.regions: %2)</translation>
    </message>
    <message>
        <source>expected a list of positions [[x, y], ...]</source>
        <translation>pozíciók listája kell: [[x, y], ...]</translation>
    </message>
    <message>
        <source>the pilgrims cannot start on a coastal town's space</source>
        <translation>a zarándokok nem indulhatnak kikötőváros mezőjéről</translation>
    </message>
    <message>
        <source>both merchants start there, and a coastal town holds one meeple: name a mountain town</source>
        <translation>mindkét kereskedő innen indul, de egy kikötővárosban csak egy figura állhat: hegyi falut adj meg</translation>
    </message>
    <message>
        <source>%1 boutique tokens for %2 coastal towns: there is one token per coastal town</source>
        <translation>%1 ajándékbolt-lapka %2 kikötővároshoz: kikötővárosonként egy lapka van</translation>
    </message>
    <message>
        <source>more than the hand limit (merchant_board.hand_limit)</source>
        <translation>több, mint amennyi árut a kereskedő tarthat (merchant_board.hand_limit)</translation>
    </message>
    <message>
        <source>would be a slab at once: give fewer than merchant_board.coins_per_slab</source>
        <translation>azonnal aranykoban lenne belőle: adj kevesebbet, mint a merchant_board.coins_per_slab</translation>
    </message>
    <message>
        <source>at most 255 wares in all</source>
        <translation>összesen legfeljebb 255 áru</translation>
    </message>
    <message>
        <source>the routes allow more than %1 merchant paths up to the longest merchant die face: use fewer routes or smaller faces</source>
        <translation>az útvonalak több mint %1 kereskedőútvonalat tesznek lehetővé a kereskedő kockájának legnagyobb értékéig: használj kevesebb útvonalat vagy kisebb értékeket</translation>
    </message>
    <message>
        <source>the regions allow more than %1 artist paths up to the longest artist die face: use fewer crossings or smaller faces</source>
        <translation>a vidékek több mint %1 festőútvonalat tesznek lehetővé a festő kockájának legnagyobb értékéig: használj kevesebb átkelést vagy kisebb értékeket</translation>
    </message>
    <message>
        <source>region %1 has an empty paint scope</source>
        <translation>üres ennek a vidéknek a festési köre: %1</translation>
    </message>
    <message>
        <source>expected a primitive name or a map of one primitive to its parameter, e.g. {advance_track: temple}</source>
        <translation>primitív neve kell, vagy egy primitívet a paraméteréhez rendelő tábla, pl. {advance_track: temple}</translation>
    </message>
    <message>
        <source>unknown effect '%1' here; the primitives are: %2</source>
        <translation>itt ismeretlen hatás: „%1”; a primitívek: %2</translation>
    </message>
    <message>
        <source>%1 takes no parameter: write it as a bare word</source>
        <translation>%1: nincs paramétere, írd le magában, egyetlen szóként</translation>
    </message>
    <message>
        <source>%1 needs a parameter, e.g. {%1: %2}</source>
        <translation>%1: paramétert kell megadni hozzá, pl. {%1: %2}</translation>
    </message>
    <message>
        <source>%1 (or %2)</source>
        <translation>%1 (vagy %2)</translation>
    </message>
    <message>
        <source>expected {offset: n, min: m}</source>
        <translation>{offset: n, min: m} kell</translation>
    </message>
    <message>
        <source>0 gives the die's own count: no choice</source>
        <translation>a 0 magát a dobott számot adja: nincs választás</translation>
    </message>
    <message>
        <source>at most two pilgrim_steps per side</source>
        <translation>oldalanként legfeljebb két pilgrim_steps</translation>
    </message>
    <message>
        <source>ware '%1' appears twice</source>
        <translation>„%1” áru kétszer szerepel</translation>
    </message>
    <message>
        <source>unknown ware '%1' (wares: %2)</source>
        <translation>ismeretlen áru: „%1” (wares: %2)</translation>
    </message>
    <message>
        <source>the board has rows × cols = %1 slots, so it needs that many values; found %2</source>
        <translation>a táblán rows × cols = %1 hely van, ezért ennyi érték kell; %2 van</translation>
    </message>
    <message>
        <source>at most %1 slots (rows × cols)</source>
        <translation>legfeljebb %1 hely (rows × cols)</translation>
    </message>
    <message>
        <source>icon '%1' appears twice</source>
        <translation>„%1” ikon kétszer szerepel</translation>
    </message>
    <message>
        <source>each player's tiles (%1) must fill the board's rows × cols = %2 slots</source>
        <translation>minden játékos lapkáinak (%1) ki kell tölteniük a tábla rows × cols = %2 helyét</translation>
    </message>
    <message>
        <source>a second %1 tile; there is at most one per character</source>
        <translation>második lapka ehhez: %1; szereplőnként legfeljebb egy van</translation>
    </message>
    <message>
        <source>both sides have the id '%1'</source>
        <translation>mindkét oldal azonosítója „%1”</translation>
    </message>
    <message>
        <source>Tokaido Duo is a game for exactly 2 players</source>
        <translation>a Tokaido Duo pontosan 2 játékosra készült játék</translation>
    </message>
    <message>
        <source>the route %1 runs through region %2: routes are the borders between regions, so split %3 along it (the rules editor offers this) or remove the route</source>
        <translation>%1 útvonal átszeli ezt a vidéket: %2; az útvonalak a vidékek közötti határok, ezért oszd ketté a vidéket (%3) az útvonal mentén (a szabályszerkesztő ezt fel is ajánlja), vagy töröld az útvonalat</translation>
    </message>
    <message>
        <source>the route %1 runs through region %2: routes are the borders between regions, so a route joins two towns on the border of one region; remove it or draw the regions again</source>
        <translation>%1 útvonal átszeli ezt a vidéket: %2; az útvonalak a vidékek közötti határok, ezért egy útvonal egyazon vidék határán fekvő két települést köt össze; töröld az útvonalat, vagy rajzold újra a vidékeket</translation>
    </message>
    <message>
        <source>the route %1 runs through regions %2: routes are the borders between regions, so a route joins two towns on the border of one region; remove it or draw the regions again</source>
        <translation>%1 útvonal átszeli ezeket a vidékeket: %2; az útvonalak a vidékek közötti határok, ezért egy útvonal egyazon vidék határán fekvő két települést köt össze; töröld az útvonalat, vagy rajzold újra a vidékeket</translation>
    </message>
    <message>
        <source>the bag holds %1, too few for %2 per player</source>
        <translation>a zsákban csak %1 van, pedig játékosonként %2 kellene</translation>
    </message>
    <message numerus="yes">
        <source>%n ware(s)</source>
        <translation>
            <numerusform>%n áru</numerusform>
        </translation>
    </message>
    <message>
        <source>both rule sets are needed</source>
        <translation>mindkét szabálykészlet kell</translation>
    </message>
    <message>
        <source>the two rule sets are of different games</source>
        <translation>a két szabálykészlet különböző játékokhoz tartozik</translation>
    </message>
    <message>
        <source>the first game must be 0 or more</source>
        <translation>az első játszma sorszáma legalább 0 legyen</translation>
    </message>
    <message>
        <source>%1 is a share of games; write its bounds from 0% to 100% (or 0 to 1)</source>
        <translation>%1 a játszmák aránya: a határait 0% és 100% (vagy 0 és 1) között add meg</translation>
    </message>
    <message>
        <source>%1 is not a share of games; write its bounds without %</source>
        <translation>%1 nem a játszmák aránya: a határait % jel nélkül add meg</translation>
    </message>
    <message>
        <source>the games per value must be 1 or more</source>
        <translation>értékenként legalább 1 játszma kell</translation>
    </message>
    <message>
        <source>a sweep varies one key, or two for a grid</source>
        <translation>a végigpróbálás egy kulcsot változtat, rácsnál kettőt</translation>
    </message>
    <message>
        <source>the games asked for go beyond the run of %1 games</source>
        <translation>a kért játszmák túlnyúlnak a %1 játszmás sorozaton</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>nincs játék</translation>
    </message>
    <message>
        <source>the number of players for %1 is %2 to %3</source>
        <extracomment>%1 is the game's id ("shikoku"), %2 and %3 its fewest and most players</extracomment>
        <translation>%1: a játékosok száma %2–%3</translation>
    </message>
    <message>
        <source>the number of games must be at least 1</source>
        <translation>legalább 1 játszma kell</translation>
    </message>
    <message>
        <source>games %1 to %2 are not inside the run of %3 games</source>
        <translation>a játszmák (%1–%2) kívül esnek a %3 játszmás sorozaton</translation>
    </message>
    <message>
        <source>give one agent for every seat, or a single agent for all</source>
        <translation>adj meg minden helyre egy ügynököt, vagy egyet mindegyikre</translation>
    </message>
    <message>
        <source>the position does not load: %1</source>
        <translation>az állás nem tölthető be: %1</translation>
    </message>
    <message>
        <source>the game is over here</source>
        <translation>itt a játék már véget ért</translation>
    </message>
    <message>
        <source>seat %1 is to move here, not the learner (seat %2): the other seats' moves go in others_play</source>
        <translation>itt nem a tanuló (%2. hely) következik, hanem egy másik játékos (%1. hely): a többi hely lépései az others_play alá kerülnek</translation>
    </message>
    <message>
        <source>'%1' is not legal here; legal: %2</source>
        <translation>„%1” itt nem szabályos; szabályos: %2</translation>
    </message>
    <message>
        <source>after it, the position breaks a rule: %1</source>
        <translation>utána szabálytalan az állás: %1</translation>
    </message>
    <message>
        <source>the learner (seat %1) is to move here: the learner's moves are the steps' expect</source>
        <translation>itt a tanuló (%1. hely) következik: a tanuló lépéseit a feladatok expect kulcsába kell írni</translation>
    </message>
    <message>
        <source>'%1' is not a role the moves name here (%2)</source>
        <translation>„%1” nem olyan szerep, amelyet itt a lépések megneveznek (%2)</translation>
    </message>
    <message>
        <source>%1 is nowhere on the table</source>
        <translation>%1 sehol sincs az asztalon</translation>
    </message>
    <message>
        <source>'%1' is the move the step expects: nothing to explain</source>
        <translation>„%1” éppen az a lépés, amelyet ez a feladat kér: nincs mit megmagyarázni</translation>
    </message>
    <message>
        <source>there is no seat %1 at this table (seats 0 to %2)</source>
        <translation>ennél az asztalnál nincs %1. hely (a helyek: 0–%2)</translation>
    </message>
    <message>
        <source>%1 is not a number of players this game takes (%2 to %3)</source>
        <translation>ez a játék nem játszható %1 játékossal (%2–%3 játékosra való)</translation>
    </message>
    <message>
        <source>the variant does not merge: %1</source>
        <translation>a változat nem vonható össze: %1</translation>
    </message>
    <message>
        <source>no such variant (%1)</source>
        <translation>nincs ilyen változat (%1)</translation>
    </message>
    <message>
        <source>these rules do not build</source>
        <translation>ezekből a szabályokból nem áll össze a játék</translation>
    </message>
    <message>
        <source>the rules play no seat at this seat and level</source>
        <translation>ezen a helyen és szinten nem a szabályok játszanak</translation>
    </message>
    <message>
        <source>'%1' is a seat the game's rules play, not an agent</source>
        <extracomment>%1 is the seat's text ("rules", or "automa" in older files)</extracomment>
        <translation>„%1” olyan hely, amelyet a játék szabályai játszanak, nem egy ügynök</translation>
    </message>
    <message>
        <source>bad rules seat '%1' (rules or rules:level=N)</source>
        <translation>hibás szabályhely-megadás: „%1” (rules vagy rules:level=N)</translation>
    </message>
    <message>
        <source>only one seat can be %1</source>
        <extracomment>%1 is the name of the game's own solo opponent from its data (Tokaido Duo: "Automa"), a name without an article</extracomment>
        <translation>csak egy helyen játszhat %1</translation>
    </message>
    <message>
        <source>%1 has no opponent of its own</source>
        <extracomment>%1 is the game's name ("Kokeshi &amp; Samurai"): it has no opponent its rules play</extracomment>
        <translation>%1: ennek a játéknak nincs saját ellenfele</translation>
    </message>
    <message>
        <source>%1 has levels 1 to %2</source>
        <extracomment>%1 is the name of the game's own solo opponent from its data (Tokaido Duo: "Automa"), %2 its highest level</extracomment>
        <translation>%1 szintjei: 1–%2</translation>
    </message>
    <message>
        <source>it is seat %1's turn here, not the picture's seat (%2): a picture can ring only the moves of the seat it shows</source>
        <translation>itt nem az ábra helye (%2. hely) következik, hanem egy másik (%1. hely): az ábra csak annak a helynek a lépéseit karikázhatja be, amelyet mutat</translation>
    </message>
    <message>
        <source>no legal move has every part of this ring; legal: %1</source>
        <translation>egyik szabályos lépésben sincs meg ennek a bekarikázásnak minden része; szabályos: %1</translation>
    </message>
    <message>
        <source>the game&apos;s table has no part &apos;%1&apos; here; its parts: %2</source>
        <translation>a játék asztalának itt nincs „%1” nevű része; a részei: %2</translation>
    </message>
    <message>
        <source>there is no picture '%1' (rules/pictures/%1.yaml)</source>
        <translation>nincs „%1” nevű ábra (rules/pictures/%1.yaml)</translation>
    </message>
    <message>
        <source>the page places other pictures than the English page (%1, in that order)</source>
        <translation>az oldal ábrái eltérnek az angol oldaléitól (ott: %1, ebben a sorrendben)</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>%1 · %2 %3 (hot spring)</source>
        <extracomment>Move panel: the die being resolved again with the hot spring; %1 player, %2 character, %3 value</extracomment>
        <translation>%1 · %2 %3 (hőforrás)</translation>
    </message>
    <message>
        <source>%1 · %2 %3</source>
        <extracomment>Move panel: the die being resolved; %1 player, %2 character, %3 value</extracomment>
        <translation>%1 · %2 %3</translation>
    </message>
    <message>
        <source>%1, goes back</source>
        <extracomment>Accessible name of a ware marked to go back; %1 the ware</extracomment>
        <translation>%1, visszakerül a zsákba</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n traveller(s) to paint</source>
        <extracomment>Move panel: the region under the mouse; %1 its name; %n meeples Paint would count there</extracomment>
        <translation>
            <numerusform>%1: festéskor %n utazó számít</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk %n space(s): %1</source>
        <extracomment>Move panel button; %1 the space reached; %n spaces</extracomment>
        <translation>
            <numerusform>Lépj %n mezőt: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Put them back</source>
        <extracomment>Move panel button on an overflow: the marked wares go back into the bag</extracomment>
        <translation>Vissza a zsákba</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n more</source>
        <extracomment>Move panel button on an overflow, before enough wares are chosen; %n wares still to choose</extracomment>
        <translation>
            <numerusform>Válassz még %n árut</numerusform>
        </translation>
    </message>
    <message>
        <source>Sell nothing</source>
        <extracomment>Move panel button: sell nothing</extracomment>
        <translation>Ne adj el semmit</translation>
    </message>
    <message numerus="yes">
        <source>Sell %n (+%1)</source>
        <extracomment>Move panel button (short); %1 coins earned; %n wares sold</extracomment>
        <translation>
            <numerusform>Adj el %n darabot (+%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n to paint)</source>
        <extracomment>Move panel button: an artist's route; %1 the regions, %n meeples counted when painting</extracomment>
        <translation>
            <numerusform>%1 (festéskor %n utazó)</numerusform>
        </translation>
    </message>
    <message>
        <source>Another region</source>
        <extracomment>Move panel button: back to the choice of the region</extracomment>
        <translation>Másik vidék</translation>
    </message>
    <message numerus="yes">
        <source>Paint: %n painting(s) face up</source>
        <extracomment>Move panel button; %n paintings turned face up</extracomment>
        <translation>
            <numerusform>Fess: fordíts fel %n festménylapkát</numerusform>
        </translation>
    </message>
    <message>
        <source>Give away the painting: %1</source>
        <extracomment>Move panel button; %1 the painting's subject</extracomment>
        <translation>Ajándékozd el a festményt: %1</translation>
    </message>
    <message>
        <source>%1 (%2), from %3</source>
        <extracomment>Move panel button; %1 tile name, %2 character, %3 the player who has it</extracomment>
        <translation>%1 (%2) – %3 lapkája</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Move panel button; %1 tile name, %2 character</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Use the hot spring</source>
        <extracomment>Move panel button: spend the hot spring token</extracomment>
        <translation>Használd a hőforráskorongot</translation>
    </message>
    <message>
        <source>Keep the token</source>
        <extracomment>Move panel button: keep the hot spring token</extracomment>
        <translation>Tartsd meg a korongot</translation>
    </message>
    <message>
        <source>Your wave tile gives a choice: click one of the lit spaces, or a button.</source>
        <extracomment>Move panel prompt: the pilgrim wave tile gives two counts</extracomment>
        <translation>A hullámlapkád választást kínál: kattints az egyik kiemelt mezőre vagy egy gombra.</translation>
    </message>
    <message>
        <source>Click a lit town. Mountain towns draw wares from the bag; coastal towns buy one kind of ware.</source>
        <extracomment>Move panel prompt</extracomment>
        <translation>Kattints egy kiemelt településre. A hegyi falvakban árut húzol a zsákból; a kikötővárosok egyféle árut vásárolnak.</translation>
    </message>
    <message>
        <source>Every region you pass counts when you paint. Choose the route to %1.</source>
        <extracomment>Move panel prompt (Inspired: the regions passed count for painting); %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>Festéskor minden vidék számít, amelyen áthaladsz. Válaszd ki az utat %1{hoz}.</translation>
    </message>
    <message>
        <source>Click a lit region (the shortest route is taken).</source>
        <extracomment>Move panel prompt</extracomment>
        <translation>Kattints egy kiemelt vidékre (a festő a legrövidebb úton jut el oda).</translation>
    </message>
    <message>
        <source>Paint turns face-down paintings face up; a gift removes your first face-up painting if it shows this region's subject.</source>
        <extracomment>Move panel prompt</extracomment>
        <translation>Festéskor a lefordított festménylapkák képpel felfelé fordulnak; az ajándékozás elveszi az első felfordított festménylapkádat, ha azon ennek a vidéknek a témája látható.</translation>
    </message>
    <message>
        <source>Take one wave tile; it stays on the matching character board.</source>
        <extracomment>Move panel prompt on a seashore</extracomment>
        <translation>Vegyél el egy hullámlapkát; az a hozzá tartozó szereplőtáblán marad.</translation>
    </message>
    <message>
        <source>Spend the token to move the same character by the same value again, or keep it.</source>
        <extracomment>Move panel prompt; the hot spring token (温泉)</extracomment>
        <translation>Használd el a korongot, hogy ugyanazzal a szereplővel ugyanannyit lépj még egyszer, vagy tartsd meg.</translation>
    </message>
    <message numerus="yes">
        <source>You may keep %n ware(s). Click the wares that go back into the bag.</source>
        <extracomment>Move panel prompt on an overflow; %n the hand limit</extracomment>
        <translation>
            <numerusform>Legfeljebb %n árut tarthatsz meg. Kattints azokra az árukra, amelyek visszakerülnek a zsákba.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the %1</source>
        <extracomment>Keyboard and screen reader: unmark a ware that was to go back into the bag; %1 the ware</extracomment>
        <translation>Tartsd meg: %1</translation>
    </message>
    <message>
        <source>Put the %1 back</source>
        <extracomment>Keyboard and screen reader: mark a ware to go back into the bag; %1 the ware</extracomment>
        <translation>Tedd vissza a zsákba: %1</translation>
    </message>
    <message>
        <source>Click a die (or go to it with the arrow keys and press Enter): that character moves by its value.</source>
        <extracomment>Move panel prompt in the dice draft</extracomment>
        <translation>Kattints egy kockára (vagy lépj rá a nyílbillentyűkkel, és nyomd meg az Entert): az a szereplő pontosan annyit lép, amennyit a kocka mutat.</translation>
    </message>
    <message>
        <source>Nothing to paint here: end the artist's turn</source>
        <extracomment>Move panel button when the artist has nobody to paint where it stands: the turn ends with nothing done</extracomment>
        <translation>Itt nincs mit festeni: fejezd be a festő lépését</translation>
    </message>
    <message numerus="yes">
        <source>Sell %n %1 (%2)</source>
        <extracomment>Move panel button; %1 the ware, %2 the coins earned ("+6 coins", the message "+%n coin(s)"); %n wares sold</extracomment>
        <translation>
            <numerusform>Adj el: %n %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n coin(s)</source>
        <extracomment>Move panel button, the coins a sale earns; %n coins</extracomment>
        <translation>
            <numerusform>+%n érme</numerusform>
        </translation>
    </message>
    <message>
        <source>, then </source>
        <extracomment>Screen reader: between two regions of an artist's route ("Dōgo, then Mount Ishizuchi"); mind the spaces</extracomment>
        <translation>, majd </translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Round %1 · %2 picks first</source>
        <extracomment>Dice tray heading; %1 the round, %2 the player who picks first this round</extracomment>
        <translation>%1. forduló · %2 választ először</translation>
    </message>
    <message>
        <source>%1 die: %2, taken by %3</source>
        <extracomment>Accessible name of a die taken in the draft; %1 character, %2 value, %3 the player who took it</extracomment>
        <translation>Kocka (%1): %2, %3 vette el</translation>
    </message>
    <message>
        <source>%1 die: %2</source>
        <extracomment>Accessible name of a die; %1 character, %2 value</extracomment>
        <translation>Kocka (%1): %2</translation>
    </message>
    <message>
        <source>On the board</source>
        <extracomment>The hot spring token is on the board (short)</extracomment>
        <translation>A táblán</translation>
    </message>
    <message>
        <source>Dice tray</source>
        <extracomment>Accessible name of the dice tray (the round's three dice)</extracomment>
        <translation>Kockatálca</translation>
    </message>
</context>
<context>
    <name>DictTable</name>
    <message>
        <source>How often: %1</source>
        <extracomment>Rules editor: under a table of numbers by key, how often each number comes; %1 is e.g. "1 ×4 · 2 ×6"</extracomment>
        <translation>Gyakoriság: %1</translation>
    </message>
</context>
<context>
    <name>EditBubble</name>
    <message>
        <source>Close</source>
        <extracomment>Closes the small editing card over the board preview</extracomment>
        <translation>Bezárás</translation>
    </message>
</context>
<context>
    <name>EditorPage</name>
    <message>
        <source>%1 — %2</source>
        <extracomment>Rules editor subtitle; %1 the variant's name, %2 its file name (the dash as your language writes it: hu &quot; – &quot;)</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>‹ Close</source>
        <extracomment>Rules editor: leaves the editor (asks first when there is unsaved work)</extracomment>
        <translation>‹ Bezárás</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <extracomment>Rules editor title; %1 is the game's name</extracomment>
        <translation>%1 – szabályok</translation>
    </message>
    <message>
        <source>New variant</source>
        <extracomment>Rules editor subtitle when the document is a new variant without a name yet</extracomment>
        <translation>Új változat</translation>
    </message>
    <message>
        <source>%1 (shipped with Kotatsu: save it as your own variant)</source>
        <extracomment>Rules editor subtitle; %1 is the variant's name: the variant ships with Kotatsu, so it is saved under another id</extracomment>
        <translation>%1 (a Kotatsu része: mentsd el saját változatként)</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <extracomment>Rules editor tooltip of the undo button; %1 is what would be undone</extracomment>
        <translation>Visszavonás: %1</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nincs mit visszavonni</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <extracomment>Rules editor tooltip of the redo button; %1 is what would be done again</extracomment>
        <translation>Mégis: %1</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nincs mit megismételni</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Rules editor: saves the variant (a shipped one asks for a new id first)</extracomment>
        <translation>Mentés</translation>
    </message>
    <message>
        <source>Save as…</source>
        <extracomment>Rules editor: saves the variant under a new id and name</extracomment>
        <translation>Mentés másként…</translation>
    </message>
    <message>
        <source>Play this variant</source>
        <extracomment>Rules editor: starts a game with the rules being edited</extracomment>
        <translation>Játék ezzel a változattal</translation>
    </message>
    <message>
        <source>Wait for the check to finish.</source>
        <extracomment>Rules editor: tooltip of the disabled Play button while the check runs</extracomment>
        <translation>Várd meg, amíg az ellenőrzés véget ér.</translation>
    </message>
    <message numerus="yes">
        <source>Fix the %n error(s) first: a variant with errors cannot be played.</source>
        <extracomment>Rules editor: tooltip of the disabled Play button; %n is the number of errors</extracomment>
        <translation>
            <numerusform>Előbb javítsd ki a hibákat (%n): hibás változattal nem lehet játszani.</numerusform>
        </translation>
    </message>
    <message>
        <source>The text does not read as a variant yet.</source>
        <extracomment>Rules editor: tooltip of the disabled Play button when the text does not read</extracomment>
        <translation>A szöveg még nem olvasható változatként.</translation>
    </message>
    <message>
        <source>Text</source>
        <extracomment>Rules editor: tab with the variant's YAML text</extracomment>
        <translation>Szöveg</translation>
    </message>
    <message numerus="yes">
        <source>Changes (%n)</source>
        <extracomment>Rules editor: tab listing what the variant changes; %n is how many changes</extracomment>
        <translation>
            <numerusform>Módosítások (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <extracomment>Title of the dialog before closing the rules editor with unsaved changes</extracomment>
        <translation>Mentetlen módosítások</translation>
    </message>
    <message>
        <source>The variant has changes that are not saved. Save them before closing?</source>
        <extracomment>Dialog before closing the rules editor with unsaved changes</extracomment>
        <translation>A változatnak mentetlen módosításai vannak. Mented őket bezárás előtt?</translation>
    </message>
    <message>
        <source>Save and close</source>
        <extracomment>Dialog button: save the variant, then close the editor</extracomment>
        <translation>Mentés és bezárás</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Dialog button: close the editor and lose the unsaved changes</extracomment>
        <translation>Elvetés</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Dialog button: close the dialog without doing anything</extracomment>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <extracomment>Title of the dialog offering the work the editor kept before it was stopped</extracomment>
        <translation>Visszaállítod a mentetlen munkát?</translation>
    </message>
    <message>
        <source>Recover</source>
        <extracomment>Dialog button: take back the autosaved changes</extracomment>
        <translation>Visszaállítás</translation>
    </message>
    <message>
        <source>Recover your changes to “%1” (%2), autosaved %3?</source>
        <extracomment>Rules editor, recovery prompt; %1 is the variant's name, %2 the game's, %3 when it was autosaved ("today at 14:32")</extracomment>
        <translation>Visszaállítod a módosításaidat („%1”, %2), amelyeket a program %3 automatikusan mentett?</translation>
    </message>
    <message>
        <source>It is a new variant, not saved in a file yet.</source>
        <extracomment>Rules editor, recovery prompt: the autosaved variant was never saved in a file</extracomment>
        <translation>Új változat, még nincs fájlba mentve.</translation>
    </message>
    <message>
        <source>The changes are to %1, which ships with Kotatsu: save them as your own variant.</source>
        <extracomment>Rules editor, recovery prompt; %1 is a file name: the changes were made to a variant shipped with Kotatsu</extracomment>
        <translation>A módosítások a Kotatsuval érkezett %1 fájlt érintik: mentsd őket saját változatként.</translation>
    </message>
    <message>
        <source>%1 keeps the version saved before them; Undo goes back to it.</source>
        <extracomment>Rules editor, recovery prompt; %1 is a file name: undo goes back to what the file holds</extracomment>
        <translation>A fájl (%1) a módosítások előtt mentett állapotot őrzi; a Visszavonás oda tér vissza.</translation>
    </message>
    <message numerus="yes">
        <source>%n more autosaved document(s) of this game will be offered after this one.</source>
        <extracomment>Rules editor, recovery prompt: more autosaved documents of this game are waiting; %n how many</extracomment>
        <translation>
            <numerusform>Utána még %n automatikusan mentett dokumentumot ajánl fel ebből a játékból.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard…</source>
        <extracomment>Dialog button: asks to confirm before the autosaved changes are deleted</extracomment>
        <translation>Elvetés…</translation>
    </message>
    <message>
        <source>Not now</source>
        <extracomment>Dialog button: leaves the autosaved changes for later (offered again next time)</extracomment>
        <translation>Most nem</translation>
    </message>
    <message>
        <source>Delete these changes?</source>
        <extracomment>Title of the dialog confirming that autosaved changes are deleted</extracomment>
        <translation>Törlöd ezeket a módosításokat?</translation>
    </message>
    <message>
        <source>Your changes to “%1” (%2), autosaved %3, will be deleted and cannot be recovered. Files you saved stay as they are.</source>
        <extracomment>Rules editor, confirming a discard; %1 is the variant's name, %2 the game's, %3 when it was autosaved ("today at 14:32")</extracomment>
        <translation>A módosításaid („%1”, %2), amelyeket a program %3 automatikusan mentett, törlődnek, és nem állíthatók vissza. Az elmentett fájlok nem változnak.</translation>
    </message>
    <message>
        <source>Delete the changes</source>
        <extracomment>Dialog button: deletes the autosaved changes for good</extracomment>
        <translation>Módosítások törlése</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Dialog button: back to the recovery prompt without deleting anything</extracomment>
        <translation>Vissza</translation>
    </message>
</context>
<context>
    <name>EditorRecovery</name>
    <message>
        <source>today at %1</source>
        <extracomment>When the rules editor autosaved unsaved changes, inside "Recover your changes to “X” (Game), autosaved %3?"; %1 is a time</extracomment>
        <translation>ma %1-kor</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <extracomment>As "today at %1", the day before; %1 is a time</extracomment>
        <translation>tegnap %1-kor</translation>
    </message>
    <message>
        <source>on %1 at %2</source>
        <extracomment>As "today at %1", an earlier day; %1 is a date, %2 a time</extracomment>
        <translation>%1 %2-kor</translation>
    </message>
</context>
<context>
    <name>EndOverlay</name>
    <message>
        <source>終</source>
        <extracomment>Seal on the end screen: the kanji for "end"</extracomment>
        <translation>終</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>End screen button</extracomment>
        <translation>Még egy játszma</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <extracomment>End screen button: close the end screen and look at the final position</extracomment>
        <translation>Végállás megtekintése</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <extracomment>End screen button</extracomment>
        <translation>Vissza a játékokhoz</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>End screen: one of the game's figures and its value ("Rounds: 11")</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) in all</source>
        <extracomment>End screen: how many moves the game had (everybody's, from the first)</extracomment>
        <translation>
            <numerusform>Összesen %n lépés</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>End screen button: step through the game's moves from the start</extracomment>
        <translation>Visszajátszás</translation>
    </message>
</context>
<context>
    <name>EndStandings</name>
    <message>
        <source>1st</source>
        <extracomment>End screen: a place in the standings ("You finished 1st of 3")</extracomment>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>3.</translation>
    </message>
    <message>
        <source>4th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>4.</translation>
    </message>
    <message>
        <source>5th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>5.</translation>
    </message>
    <message>
        <source>6th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>6.</translation>
    </message>
    <message>
        <source>7th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>7.</translation>
    </message>
    <message>
        <source>8th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>8.</translation>
    </message>
    <message numerus="yes">
        <source>%n other player(s)</source>
        <extracomment>End screen: the players sharing a place, when there are more than two of them</extracomment>
        <translation>
            <numerusform>%n másik játékos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %1 of %n</source>
        <extracomment>End screen, one person against the computer: their place; %1 is the place ("2nd"), %n the number of players</extracomment>
        <translation>
            <numerusform>A(z) %1 helyen végeztél (%n játékos közül)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %1 of %n, level with %2</source>
        <extracomment>End screen: the person's place, shared; %1 is the place ("1st"), %2 who shares it ("Computer 2", "3 other players"), %n the number of players</extracomment>
        <translation>
            <numerusform>A(z) %1 helyen végeztél (%n játékos közül), holtversenyben: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 finished %2 of %n</source>
        <extracomment>End screen, several people at the screen: one person's place; %1 is the name, %2 the place ("2nd"), %n the number of players</extracomment>
        <translation>
            <numerusform>%1 a(z) %2 helyen végzett (%n játékos közül)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 finished %2 of %n, level with %3</source>
        <extracomment>End screen, several people at the screen: one person's shared place; %1 is the name, %2 the place, %3 who shares it, %n the number of players</extracomment>
        <translation>
            <numerusform>%1 a(z) %2 helyen végzett (%n játékos közül), holtversenyben: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>End screen table: the column of each player's score</extracomment>
        <translation>Pont</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>End screen table: the column of places (1st, 2nd…)</extracomment>
        <translation>Hely</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>End screen table: the column of player names</extracomment>
        <translation>Játékos</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>End screen table: the name of the person at the screen, marked as theirs; %1 is the name</extracomment>
        <translation>%1 (te)</translation>
    </message>
</context>
<context>
    <name>ErrorList</name>
    <message>
        <source>Checking…</source>
        <extracomment>Rules editor status line while the variant is being checked</extracomment>
        <translation>Ellenőrzés…</translation>
    </message>
    <message>
        <source>No errors — ready to play</source>
        <extracomment>Rules editor status line when the variant has no errors</extracomment>
        <translation>Nincs hiba – játszható</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <extracomment>Rules editor status line; %n is the number of errors in the variant</extracomment>
        <translation>
            <numerusform>%n hiba</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved as a draft: a variant with errors cannot be played</source>
        <extracomment>Rules editor status line: what saving a variant with errors does</extracomment>
        <translation>Mentéskor vázlat lesz belőle: hibás változattal nem lehet játszani</translation>
    </message>
    <message>
        <source>Compare with the base game</source>
        <extracomment>Rules editor: opens the variant lab on the rules being edited against the game's standard rules</extracomment>
        <translation>Összevetés az alapjátékkal</translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <source>One less</source>
        <extracomment>Rules editor: button that lowers a whole-number field by one</extracomment>
        <translation>Eggyel kevesebb</translation>
    </message>
    <message>
        <source>One more</source>
        <extracomment>Rules editor: button that raises a whole-number field by one</extracomment>
        <translation>Eggyel több</translation>
    </message>
</context>
<context>
    <name>FiguresTable</name>
    <message>
        <source>Figure</source>
        <extracomment>Variant lab, figures table heading: the figure's name</extracomment>
        <translation>Mutató</translation>
    </message>
    <message>
        <source>Difference</source>
        <extracomment>Variant lab, figures table heading: the variant's value minus the base's, paired by seed</extracomment>
        <translation>Különbség</translation>
    </message>
    <message>
        <source>The first figures come after the first games…</source>
        <extracomment>Variant lab, figures table while the first games run</extracomment>
        <translation>Az első adatok az első játszmák után jelennek meg…</translation>
    </message>
    <message>
        <source>Choose the seats and the number of games, then Run. Both rule sets play the same seeds, so every difference is measured game by game.</source>
        <extracomment>Variant lab, figures table before any run</extracomment>
        <translation>Válaszd ki, ki ül az egyes helyeken és hány játszma legyen, majd kattints az Indítás gombra. A két szabálykészlet ugyanazokkal a véletlenmagokkal játszik, így minden különbség játszmáról játszmára mérhető.</translation>
    </message>
    <message numerus="yes">
        <source>The verdicts come once all %Ln game(s) are played: a difference that looks real half-way can still vanish.</source>
        <extracomment>Variant lab, above the figures while a comparison runs; %n the games planned on each side</extracomment>
        <translation>
            <numerusform>Értékelés akkor lesz, ha lement mind a tervezett %Ln játszma: ami félúton valódi különbségnek látszik, az még eltűnhet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No verdicts: the run stopped after %1 of %Ln game(s), and stopping early can catch a lucky moment. The intervals describe the games played.</source>
        <extracomment>Variant lab, above the figures of a cancelled comparison; %1 the games played on each side, %n the games planned</extracomment>
        <translation>
            <numerusform>Nincs értékelés: a futás %Ln játszmából %1 után leállt, és a korai leállás egy szerencsés pillanatot foghat ki. Az intervallumok a lejátszott játszmákat írják le.</numerusform>
        </translation>
    </message>
    <message>
        <source>Margin ±</source>
        <extracomment>Variant lab, figures table: label of the field holding the smallest difference that matters for this figure (its margin)</extracomment>
        <translation>Határérték ±</translation>
    </message>
    <message>
        <source>The smallest difference that matters for this figure, in its unit (a share in percentage points); 5% is a share of the standard value. Empty: the default.</source>
        <extracomment>Variant lab, tooltip of a figure&apos;s margin field: what it is and how to write it</extracomment>
        <translation>Az ennél az adatnál még számító legkisebb különbség, az adat mértékegységében (arány esetén százalékpontban); az 5% az alapszabályok szerinti érték része. Üresen: az alapértelmezés.</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <source>File name</source>
        <extracomment>Label of the file name field in the file dialog (Qt's own dialog)</extracomment>
        <translation>Fájlnév</translation>
    </message>
    <message>
        <source>Filter</source>
        <extracomment>Label of the file type chooser in the file dialog (Qt's own dialog)</extracomment>
        <translation>Fájltípus</translation>
    </message>
</context>
<context>
    <name>FormBlock</name>
    <message>
        <source>Add a value</source>
        <extracomment>Rules editor: adds a value at the end of a list of values</extracomment>
        <translation>Érték hozzáadása</translation>
    </message>
    <message>
        <source>Remove the last value</source>
        <extracomment>Rules editor: removes the last value of a list of values</extracomment>
        <translation>Az utolsó érték törlése</translation>
    </message>
    <message>
        <source>Earlier in the list</source>
        <extracomment>Rules editor: moves a word one place earlier in an ordered list (a priority list)</extracomment>
        <translation>Előrébb a listában</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>‹ Games</source>
        <extracomment>Leaves the game for the launcher</extracomment>
        <translation>‹ Játékok</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Takes back your last move</extracomment>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Plays again a move you took back</extracomment>
        <translation>Mégis</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Opens the game menu</extracomment>
        <translation>Menü</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>Game menu: same players, new shuffle</extracomment>
        <translation>Új játék</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <extracomment>Game menu</extracomment>
        <translation>Mentett játék megnyitása…</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Game menu: opens the rules</extracomment>
        <translation>Játékszabály</translation>
    </message>
    <message>
        <source>This build of Kotatsu has no table for this game yet.</source>
        <extracomment>Shown when a game from data/ has no table view in this build</extracomment>
        <translation>A Kotatsu ezen verziójában még nincs játékasztal ehhez a játékhoz.</translation>
    </message>
    <message>
        <source>Save game</source>
        <extracomment>Game menu: saves into the list of saved games</extracomment>
        <translation>Játék mentése</translation>
    </message>
    <message>
        <source>Game saved</source>
        <extracomment>Shown for a moment after saving</extracomment>
        <translation>Játék elmentve</translation>
    </message>
    <message>
        <source>Edit these rules…</source>
        <extracomment>Game menu: opens the rules editor on the rules of this game (leaves the game)</extracomment>
        <translation>A szabályok szerkesztése…</translation>
    </message>
    <message>
        <source>Move the focus among the moves you can make</source>
        <extracomment>Keys list in the rules drawer: arrow keys on the table</extracomment>
        <translation>A fókusz mozgatása a megtehető lépések között</translation>
    </message>
    <message>
        <source>Enter</source>
        <extracomment>Keys list: Enter plays the move with the focus</extracomment>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Szóköz</translation>
    </message>
    <message>
        <source>Play the move with the focus (or choose that part of it)</source>
        <translation>A fókuszban lévő lépés megtétele (vagy a lépés e részének kiválasztása)</translation>
    </message>
    <message>
        <source>Esc</source>
        <extracomment>Keys list: Escape steps back</extracomment>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Step back from a move begun</source>
        <translation>Visszalépés egy megkezdett lépésben</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <extracomment>Game menu: step through the moves played so far</extracomment>
        <translation>A játszma visszajátszása</translation>
    </message>
    <message>
        <source>Full screen</source>
        <extracomment>Game menu: the window fills the screen (or back)</extracomment>
        <translation>Teljes képernyő</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message numerus="yes">
        <source>Takes back your last move and the computer's %n move(s) after it</source>
        <extracomment>Undo button tooltip when the computer has answered; %n is how many of its moves go too</extracomment>
        <translation>
            <numerusform>Visszavonja az utolsó lépésedet és a gép utána következő %n lépését</numerusform>
        </translation>
    </message>
    <message>
        <source>Takes back your last move</source>
        <extracomment>Undo button tooltip</extracomment>
        <translation>Visszavonja az utolsó lépésedet</translation>
    </message>
    <message>
        <source>Settings…</source>
        <extracomment>Game menu: opens the settings page</extracomment>
        <translation>Beállítások…</translation>
    </message>
    <message>
        <source>The game on the table is kept: Resume on the game list goes on with it until you start another one. Save it to keep it in your saved games as well.</source>
        <extracomment>Dialog before opening another saved game while a game is under way
----------
Dialog before going back to the game list while a game is under way</extracomment>
        <translation>Az asztalon lévő játszma megmarad: a játéklistán a „Folytatás” gombbal folytathatod, amíg nem kezdesz újat. Mentsd el, ha a mentett játékaid között is meg akarod tartani.</translation>
    </message>
    <message>
        <source>Editing the rules leaves the game on the table. It is kept: Resume on the game list goes on with it until you start another one.</source>
        <extracomment>Dialog before opening the rules editor while a game is under way</extracomment>
        <translation>A szabályok szerkesztéséhez ki kell lépned a játszmából. A játszma megmarad: a játéklistán a „Folytatás” gombbal folytathatod, amíg nem kezdesz újat.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <extracomment>Dialog button: open the list of saved games (the game on the table is kept for Resume)</extracomment>
        <translation>Mentett játék megnyitása</translation>
    </message>
    <message>
        <source>Edit the rules</source>
        <extracomment>Dialog button: open the rules editor (the game on the table is kept for Resume)</extracomment>
        <translation>Szabályok szerkesztése</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <extracomment>Dialog button: go back to the game list (the game on the table is kept for Resume)</extracomment>
        <translation>Vissza a játékokhoz</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>Game menu: asks the strong computer which move to make</extracomment>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>Status line in the replay: whose turn it was in the position shown; %1 a player's name</extracomment>
        <translation>%1 következik</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <extracomment>Status line in the replay of a game without rounds; %1 the position shown: whose turn it was, or how the game ended (after the colon, in lower case unless it starts with a name)</extracomment>
        <translation>Visszajátszás: %1</translation>
    </message>
    <message>
        <source>Replay: %1 · %2</source>
        <extracomment>Status line in the replay; %1 the round of the position shown (the move log's "Round 3", lower case here in es and fr: "ronda 3", "manche 3"), %2 whose turn it was ("Blue to move") or how the game ended; fr « Revoir : manche 3, au tour de Bleu »</extracomment>
        <translation>Visszajátszás: %1 · %2</translation>
    </message>
    <message>
        <source>Zoom the table in or out</source>
        <extracomment>Keys list: the zoom keys (Ctrl + / Ctrl −)</extracomment>
        <translation>Az asztal nagyítása vagy kicsinyítése</translation>
    </message>
    <message>
        <source>Automatic zoom</source>
        <extracomment>Game menu: the table's zoom follows the window (a check mark when on)</extracomment>
        <translation>Automatikus nagyítás</translation>
    </message>
    <message>
        <source>Zoom in (now %1)</source>
        <extracomment>Game menu: the table larger; %1 is the zoom now ("120 %")</extracomment>
        <translation>Nagyítás (most %1)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <extracomment>Game menu: the table smaller</extracomment>
        <translation>Kicsinyítés</translation>
    </message>
    <message>
        <source>The connection to the table dropped; joining again…</source>
        <extracomment>Status line at a network table when the connection to the host dropped; the app connects again by itself</extracomment>
        <translation>Megszakadt a kapcsolat az asztallal; újracsatlakozás…</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <extracomment>At a table this app hosts for people on other computers: copies the invitation to send them</extracomment>
        <translation>Meghívó másolása</translation>
    </message>
    <message>
        <source>Send this to the people you invite: %1</source>
        <extracomment>Tooltip of "Copy the invitation"; %1 is the invitation&apos;s link (kotatsu://…)</extracomment>
        <translation>Ezt küldd el a meghívottaknak: %1</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The variant file “%1” of this saved game cannot be used: %2</source>
        <extracomment>Error when opening a saved game; %1 is the path of a variant file, %2 the first problem found in it</extracomment>
        <translation>A mentett játék „%1” változatfájlja nem használható: %2</translation>
    </message>
    <message>
        <source>The saved game was played with the variant file “%1”, which is missing.</source>
        <extracomment>Error when opening a saved game played with a variant file; %1 is its path</extracomment>
        <translation>A mentett játék változatfájlja hiányzik („%1”).</translation>
    </message>
    <message>
        <source>The game “%1” is not available.</source>
        <extracomment>Error when starting a game; %1 is a game id</extracomment>
        <translation>Ez a játék nem érhető el: „%1”.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <extracomment>Error when a move is sent out of turn</extracomment>
        <translation>Nem te következel.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <extracomment>Error when a move breaks the rules</extracomment>
        <translation>Most nem léphetsz így.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <extracomment>Error when saving without a game</extracomment>
        <translation>Nincs menthető játék.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>Error when saving; %1 is the system's reason</extracomment>
        <translation>Nem sikerült menteni a játékot: %1</translation>
    </message>
    <message>
        <source>The saved game could not be opened: %1</source>
        <extracomment>Error when opening a saved game; %1 is the reason</extracomment>
        <translation>Nem sikerült megnyitni a mentett játékot: %1</translation>
    </message>
    <message>
        <source>The saved game needs “%1”, which is not available.</source>
        <extracomment>Error when opening a saved game; %1 is a game or game/variant id</extracomment>
        <translation>A mentett játékhoz szükséges „%1” nem érhető el.</translation>
    </message>
    <message>
        <source>The saved game has a number of players this game does not allow.</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>A mentett játék játékosszáma ebben a játékban nem megengedett.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is played by exactly %n player(s).</source>
        <extracomment>Error when starting a game; %1 is the game, %n its number of players</extracomment>
        <translation>
            <numerusform>%1: pontosan %n játékossal játszható.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is played by %2 to %n player(s).</source>
        <extracomment>Error when starting a game; %1 is the game, %2 and %n the player range (fewest, most)</extracomment>
        <translation>
            <numerusform>%1: %2–%n játékossal játszható.</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer chose a move that is not allowed; it plays another one.</source>
        <extracomment>Internal error shown to the player; the game goes on with another move</extracomment>
        <translation>A gép szabálytalan lépést választott; helyette egy másikat lép.</translation>
    </message>
    <message>
        <source>The saved game does not match the rules: its move %1 is not allowed.</source>
        <extracomment>Error when opening a saved game; %1 is the number of the first move that does not fit</extracomment>
        <translation>A mentett játék nem felel meg a szabályoknak: a benne lévő %1. lépés szabálytalan.</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <extracomment>Error when Resume finds no game left unfinished</extracomment>
        <translation>Nincs folytatható befejezetlen játszma.</translation>
    </message>
    <message>
        <source>A seat is neither a person, a computer player nor the game's own opponent.</source>
        <extracomment>Error when starting a game with a malformed seat; the game's own opponent is a seat the rules play (Tokaido Duo's Automa)</extracomment>
        <translation>Az egyik helyen se ember, se gép, se a játék saját ellenfele nem játszik.</translation>
    </message>
    <message>
        <source>Only one seat can be %1.</source>
        <extracomment>Error when starting a solo game: two seats were set to the game's own opponent; %1 its name from the game's data (Tokaido Duo: "Automa"), a name without an article</extracomment>
        <translation>Csak egy helyen játszhat %1.</translation>
    </message>
    <message>
        <source>%1 has no opponent of its own to play against.</source>
        <extracomment>Error when starting a game; %1 is the game. It has no opponent the rules play (as Tokaido Duo's Automa), so it cannot be played solo</extracomment>
        <translation>%1: ebben a játékban nincs saját ellenfél, amely ellen játszhatnál.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no level %2: it has %n level(s).</source>
        <extracomment>Error when starting a solo game; %1 is the name of the game's own opponent from its data (Tokaido Duo: "Automa", a name without an article), %2 the level asked for, %n how many levels it has</extracomment>
        <translation>
            <numerusform>%1: nincs %2. szint, csak %n szint van.</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson “%1” is not available.</source>
        <extracomment>Error when starting a lesson ("Learn to play"); %1 is the lesson's id</extracomment>
        <translation>Ez a lecke nem érhető el: „%1”.</translation>
    </message>
    <message>
        <source>The lesson “%1” cannot be played with these rules.</source>
        <extracomment>Error when starting a lesson ("Learn to play"); %1 is the lesson's id</extracomment>
        <translation>Ez a lecke nem játszható ezekkel a szabályokkal: „%1”.</translation>
    </message>
    <message>
        <source>That is a move of the game, but not the one this lesson is about. Look at what is ringed.</source>
        <extracomment>A lesson ("Learn to play"): the learner made a move the lesson has no word for</extracomment>
        <translation>Ez szabályos lépés, de nem erről szól a lecke. Nézd meg, mi van bekarikázva.</translation>
    </message>
    <message>
        <source>The rules do not allow that move here.</source>
        <extracomment>A lesson ("Learn to play"): the learner's move breaks the rules</extracomment>
        <translation>A szabályok szerint itt nem léphetsz így.</translation>
    </message>
    <message>
        <source>The picture “%1” is not available.</source>
        <extracomment>Error when a picture of the rules page cannot be drawn; %1 is the picture&apos;s id</extracomment>
        <translation>Ez az ábra nem érhető el: „%1”.</translation>
    </message>
    <message>
        <source>The move could not be sent: the connection to the table is down.</source>
        <extracomment>Error when a move cannot be sent to the table another computer holds</extracomment>
        <translation>A lépést nem sikerült elküldeni: megszakadt a kapcsolat az asztallal.</translation>
    </message>
    <message>
        <source>This is not an invitation: paste the line or the kotatsu:// link the host gave you.</source>
        <extracomment>Error when joining a table on another computer: the pasted text is no invitation</extracomment>
        <translation>Ez nem meghívó: illeszd be a sort vagy a kotatsu:// linket, amelyet a házigazdától kaptál.</translation>
    </message>
    <message>
        <source>The table refused the move (%1).</source>
        <extracomment>Error when the host of a network table refused a move; %1 is the protocol's reason (a code such as stale_ply)</extracomment>
        <translation>Az asztal nem fogadta el a lépést (%1).</translation>
    </message>
    <message>
        <source>The network game “%1” cannot be read: %2</source>
        <extracomment>Error when a saved network game cannot be opened; %1 the file, %2 the reason (in English, from the file's reader)</extracomment>
        <translation>Nem sikerült beolvasni a hálózati játékot („%1”): %2</translation>
    </message>
    <message>
        <source>No table answered at %1. Is the host's app or server running, and the address right?</source>
        <extracomment>Joining a network table failed; %1 is the host's address and port (192.168.1.5:7070)</extracomment>
        <translation>Nem válaszolt asztal ezen a címen: %1. Fut a házigazda alkalmazása vagy szervere, és jó a cím?</translation>
    </message>
    <message>
        <source>The table did not accept the invitation's code. Ask the host for a new invitation.</source>
        <extracomment>Joining a network table failed: the invitation's code is not the table's</extracomment>
        <translation>Az asztal nem fogadta el a meghívó kódját. Kérj új meghívót a házigazdától.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <extracomment>Joining a network table failed: every seat for players on other computers is taken</extracomment>
        <translation>Ennél az asztalnál minden hely foglalt.</translation>
    </message>
    <message>
        <source>The table no longer keeps your seat.</source>
        <extracomment>Coming back to a network table failed: the host no longer keeps this player's seat</extracomment>
        <translation>Az asztal már nem tartja fenn a helyedet.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window.</source>
        <extracomment>A network table: the player's seat was taken back on another window or computer</extracomment>
        <translation>A helyedet egy másik ablakból vették vissza.</translation>
    </message>
    <message>
        <source>The table refused to seat you (%1).</source>
        <extracomment>Joining a network table failed; %1 is the protocol's reason (a code such as bad_message)</extracomment>
        <translation>Az asztal nem adott helyet neked (%1).</translation>
    </message>
    <message>
        <source>The table plays “%1”, which this computer does not have.</source>
        <extracomment>Joining a network table failed: this computer does not have the host's game or variant; %1 is the game's id</extracomment>
        <translation>Az asztalnál ezt játsszák: „%1”, ez viszont nincs meg ezen a gépen.</translation>
    </message>
    <message>
        <source>The table could not be hosted: %1</source>
        <extracomment>Error when the launcher cannot host a table for people on other computers; %1 says why (in English, from the network layer)</extracomment>
        <translation>Nem sikerült megnyitni az asztalt: %1</translation>
    </message>
    <message>
        <source>There is no unfinished network table of yours to reopen.</source>
        <extracomment>Error on the launcher: the network table this app hosted cannot be opened again (its save is gone, or its game is over)</extracomment>
        <translation>Nincs befejezetlen hálózati asztalod, amelyet újra megnyithatnál.</translation>
    </message>
    <message>
        <source>Your network table could not be reopened: %1</source>
        <extracomment>Error on the launcher when the network table this app hosted cannot be opened again; %1 says why (in English, from the network layer)</extracomment>
        <translation>Nem sikerült újra megnyitni a hálózati asztalodat: %1</translation>
    </message>
    <message>
        <source>Your network table could not be reopened: port %1 cannot be used (%2)</source>
        <extracomment>Error on the launcher when the network table this app hosted cannot be opened again because its port (%1, a number: the others' invitations name it) cannot be used, e.g. another program took it; %2 says why (in English, from the network layer)</extracomment>
        <translation>Nem sikerült újra megnyitni a hálózati asztalodat: a port (%1) nem használható (%2)</translation>
    </message>
    <message>
        <source>Choose the certificate and its key file, or let Kotatsu make a certificate.</source>
        <extracomment>Error when hosting a network table with TLS and the person&apos;s own certificate, but the certificate file or its key file was not chosen</extracomment>
        <translation>Válaszd ki a tanúsítványt és a kulcsfájlját, vagy hagyd, hogy a Kotatsu készítsen tanúsítványt.</translation>
    </message>
    <message>
        <source>The computer at %1 is not the host that invited you: its certificate is not the invitation&apos;s. Neither the code nor your seat&apos;s token was sent to it. Ask the host for the invitation again.</source>
        <extracomment>Joining a network table over TLS failed: the host&apos;s certificate is not the one whose fingerprint the invitation carries (someone may be between the two computers); %1 is the host&apos;s address and port</extracomment>
        <translation>Ezen a címen nem az a házigazda válaszolt, aki meghívott: %1. A tanúsítványa nem egyezik a meghívóban szereplővel. Sem a kódot, sem a helyed tokenjét nem küldtük el neki. Kérd el újra a meghívót a házigazdától.</translation>
    </message>
    <message>
        <source>The host at %1 has a certificate this computer does not trust, and the invitation does not name it. Nothing was sent to it.</source>
        <extracomment>Joining a network table over TLS failed: the invitation names no certificate and this computer does not trust the host&apos;s; %1 is the host&apos;s address and port</extracomment>
        <translation>Ez a gép nem bízik meg a házigazda tanúsítványában (%1), és a meghívó nem tartalmazza az ujjlenyomatát. Semmit sem küldtünk neki.</translation>
    </message>
</context>
<context>
    <name>GameStatsPanel</name>
    <message>
        <source>Easy</source>
        <extracomment>Launcher statistics: games against the easy computer ("Easy 3/4": 3 won of 4)</extracomment>
        <translation>Gyenge</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Launcher statistics: games against the normal computer</extracomment>
        <translation>Közepes</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Launcher statistics: games against the strong computer</extracomment>
        <translation>Erős</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <extracomment>Launcher statistics of the chosen game before its first finished game</extracomment>
        <translation>Még nincs befejezett játszmád</translation>
    </message>
    <message numerus="yes">
        <source>Played %n</source>
        <extracomment>Launcher statistics of the chosen game: games finished with a person at the table</extracomment>
        <translation>
            <numerusform>%n lejátszott játszma</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won %n</source>
        <extracomment>Launcher statistics: games the person won (alone against the computer)</extracomment>
        <translation>
            <numerusform>%n győzelem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hot-seat %n</source>
        <extracomment>Launcher statistics: games played by several people at one screen</extracomment>
        <translation>
            <numerusform>Közös gépen: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <extracomment>Launcher statistics per opponent: %1 the computer's strength or the level of the game's own solo opponent, %2 games won, %3 games played ("Easy 3/4")</extracomment>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>%1, level %2</source>
        <extracomment>Launcher statistics: a level of the game's own solo opponent without a name in the data; %1 the opponent's name from the data (Tokaido Duo: "Automa"), %2 the level's number</extracomment>
        <translation>%1, %2. szint</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>%1 to move</source>
        <extracomment>A table's move panel in the replay: whose turn it was in the position shown; %1 a player's name</extracomment>
        <translation>%1 következik</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <extracomment>Default name of a computer seat; %1 is the seat number</extracomment>
        <translation>%1. gép</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a person's seat; %1 is the seat number</extracomment>
        <translation>%1. játékos</translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the table cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1 lépett</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: a round; %1 is its number</extracomment>
        <translation>%1. forduló</translation>
    </message>
    <message>
        <source>Play the move ringed in gold</source>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice for a move the table cannot put in words; the table rings that move in gold</extracomment>
        <translation>válaszd az arany kerettel jelölt lépést</translation>
    </message>
    <message>
        <source>Play the move ringed in gold?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the question for a move the table cannot put in words (ja 〜ますか？); the table rings that move in gold</extracomment>
        <translation>az arany kerettel jelölt lépést választod?</translation>
    </message>
</context>
<context>
    <name>GardenBoard</name>
    <message>
        <source>Garden</source>
        <extracomment>Screen reader: the garden board</extracomment>
        <translation>Kert</translation>
    </message>
</context>
<context>
    <name>GardenBoardEditor</name>
    <message>
        <source>Start fields:</source>
        <extracomment>Rules editor, garden: label before the buttons that choose a side's start fields on the board</extracomment>
        <translation>Induló mezők:</translation>
    </message>
    <message>
        <source>Empty</source>
        <extracomment>Rules editor, garden: an empty tile slot on the board preview</extracomment>
        <translation>Üres</translation>
    </message>
    <message>
        <source>Turn 90° (now %1°)</source>
        <extracomment>Rules editor, garden: turns a tile a quarter turn clockwise; %1 is its turn now in degrees</extracomment>
        <translation>Forgatás 90°-kal (most %1°)</translation>
    </message>
    <message>
        <source>Bottom</source>
        <extracomment>Rules editor, garden: a tile's bottom inner line (before turning)</extracomment>
        <translation>Alsó</translation>
    </message>
    <message>
        <source>Left</source>
        <extracomment>Rules editor, garden: a tile's left inner line (before turning)</extracomment>
        <translation>Bal</translation>
    </message>
    <message>
        <source>Top</source>
        <extracomment>Rules editor, garden: a tile's top inner line (before turning)</extracomment>
        <translation>Felső</translation>
    </message>
    <message>
        <source>Right</source>
        <extracomment>Rules editor, garden: a tile's right inner line (before turning)</extracomment>
        <translation>Jobb</translation>
    </message>
    <message>
        <source>Line %1 – %2</source>
        <extracomment>Rules editor, garden: title of the card of a line of the board; %1 and %2 the fields (or pagoda) it joins</extracomment>
        <translation>Vonal: %1 – %2</translation>
    </message>
    <message>
        <source>Colour</source>
        <extracomment>Rules editor, garden: label of a line's colour chooser</extracomment>
        <translation>Szín</translation>
    </message>
    <message>
        <source>Tile slot %1, %2</source>
        <extracomment>Rules editor, garden: title of the editing card of a tile slot; %1 its column, %2 its row (from 0 at the bottom left)</extracomment>
        <translation>Kerttábla helye: %1, %2</translation>
    </message>
    <message>
        <source>Place a tile here</source>
        <extracomment>Rules editor, garden: lays a tile in an empty slot</extracomment>
        <translation>Kerttábla lerakása ide</translation>
    </message>
    <message>
        <source>Tile design</source>
        <extracomment>Rules editor, garden: label of the chooser of a slot's tile design</extracomment>
        <translation>A kerttábla mintája</translation>
    </message>
    <message>
        <source>Take the tile away</source>
        <extracomment>Rules editor, garden: takes the tile out of its slot</extracomment>
        <translation>Kerttábla eltávolítása</translation>
    </message>
    <message>
        <source>Lines of design %1 (every tile of this design changes):</source>
        <extracomment>Rules editor, garden: explains the four colour choosers of a tile design; %1 the design's id</extracomment>
        <translation>A(z) %1 minta vonalai (minden ilyen mintájú kerttábla megváltozik):</translation>
    </message>
</context>
<context>
    <name>GardenLabLabels</name>
    <message>
        <source>Moves after setup</source>
        <extracomment>Variant lab, figures table: the game's figure “plies” (plies once every figure is placed)</extracomment>
        <translation>Lépések a figurák lerakása után</translation>
    </message>
    <message>
        <source>Setup moves</source>
        <extracomment>Variant lab, figures table: the game's figure “setup_plies” (plies placing the figures)</extracomment>
        <translation>Lerakási lépések</translation>
    </message>
    <message>
        <source>Steps</source>
        <extracomment>Variant lab, figures table: the game's figure “steps” (per game)</extracomment>
        <translation>Sima lépések</translation>
    </message>
    <message>
        <source>Jumps</source>
        <extracomment>Variant lab, figures table: the game's figure “jumps” (per game)</extracomment>
        <translation>Ugrások</translation>
    </message>
    <message>
        <source>Double jumps</source>
        <extracomment>Variant lab, figures table: the game's figure “double_jumps” (per game)</extracomment>
        <translation>Dupla ugrások</translation>
    </message>
    <message>
        <source>Hand-off jumps</source>
        <extracomment>Variant lab, figures table: the game's figure “handoffs” (per game)</extracomment>
        <translation>Stafétaugrások</translation>
    </message>
    <message>
        <source>Bead passes</source>
        <extracomment>Variant lab, figures table: the game's figure “passes” (per game)</extracomment>
        <translation>Gyöngyátadások</translation>
    </message>
    <message>
        <source>A figure reached the opponent's base</source>
        <extracomment>Variant lab: the end condition “base_reached”, as a label in the figures table and the end chart</extracomment>
        <translation>Egy figura elérte az ellenfél bázisát</translation>
    </message>
    <message>
        <source>Draw by repetition</source>
        <extracomment>Variant lab: the end condition “repetition”, as a label in the figures table and the end chart</extracomment>
        <translation>Döntetlen ismétlés miatt</translation>
    </message>
    <message>
        <source>A side had no move</source>
        <extracomment>Variant lab: the end condition “no_move”, as a label in the figures table and the end chart</extracomment>
        <translation>Az egyik félnek nem maradt lépése</translation>
    </message>
    <message>
        <source>Draw at the move limit</source>
        <extracomment>Variant lab: the end condition “ply_limit” (the rules' draw after so many plies, 200 in the standard game), as a label in the figures table and the end chart</extracomment>
        <translation>Döntetlen a lépéskorlát miatt</translation>
    </message>
</context>
<context>
    <name>GardenTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a seat; %1 is a number</extracomment>
        <translation>%1. játékos</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A figure's name in texts: %1 is its side (Kokeshi, Samurai), %2 its number (1-3)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 starts on %2 (%3 ×2)</source>
        <extracomment>Move log: a figure is placed in the set-up; %1 figure (Kokeshi 1), %2 start field, %3 colour of its pair of beads</extracomment>
        <translation>%1 induló mezője: %2 (%3 ×2)</translation>
    </message>
    <message>
        <source>%1 takes a pair of beads: %2</source>
        <extracomment>Move log: a player takes a pair of beads of one colour; %1 player, %2 colour</extracomment>
        <translation>%1 gyöngypárt választ: %2</translation>
    </message>
    <message>
        <source>%1 steps to %2 and hands all its beads to %3</source>
        <extracomment>Move log; %1 figure, %2 field, %3 the figure receiving the beads</extracomment>
        <translation>%1 átlép a(z) %2{ra}, és minden gyöngyét átadja %3{nak}</translation>
    </message>
    <message>
        <source>%1 steps to %2 and gives the used bead to %3</source>
        <extracomment>Move log; %1 figure, %2 field, %3 the figure receiving the used bead</extracomment>
        <translation>%1 átlép a(z) %2{ra}, és a felhasznált gyöngyöt átadja %3{nak}</translation>
    </message>
    <message>
        <source>%1 jumps over %2 to %3 and hands all its beads to %4</source>
        <extracomment>Move log; %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field, %4 figure receiving the beads</extracomment>
        <translation>%1 átugrik %2 fölött a(z) %3{ra}, és minden gyöngyét átadja %4{nak}</translation>
    </message>
    <message>
        <source>%1 jumps over %2 to %3 and gives its top bead to %4</source>
        <extracomment>Move log; %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field, %4 figure receiving the top bead</extracomment>
        <translation>%1 átugrik %2 fölött a(z) %3{ra}, és a felső gyöngyét átadja %4{nak}</translation>
    </message>
    <message>
        <source>%1 jumps over %2 to %3</source>
        <extracomment>Move log; %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field</extracomment>
        <translation>%1 átugrik %2 fölött a(z) %3{ra}</translation>
    </message>
    <message>
        <source>%1 hands all its beads to %2 and jumps over it to %3</source>
        <extracomment>Move log: the hand-off jump (Note 3); %1 figure, %2 the figure jumped over (it receives all the beads), %3 landing field</extracomment>
        <translation>%1 minden gyöngyét átadja %2{nak}, és stafétaugrással átugrik fölötte a(z) %3{ra}</translation>
    </message>
    <message>
        <source>%1 hands all its beads to the figure on %2 and jumps over it to %3</source>
        <extracomment>Move log: the hand-off jump (Note 3); %1 figure, %2 field of the figure jumped over (it receives all the beads), %3 landing field</extracomment>
        <translation>%1 minden gyöngyét átadja a(z) %2 mezőn álló figurának, és stafétaugrással átugrik fölötte a(z) %3{ra}</translation>
    </message>
    <message>
        <source>%1 passes all its beads to %2</source>
        <extracomment>Move log: no figure moves; %1 giving figure, %2 receiving figure</extracomment>
        <translation>%1 minden gyöngyét átadja %2{nak}</translation>
    </message>
    <message>
        <source>%1 passes its top bead to %2</source>
        <extracomment>Move log: no figure moves; %1 giving figure, %2 receiving figure</extracomment>
        <translation>%1 a felső gyöngyét átadja %2{nak}</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <extracomment>Move log: a player ends a turn of several steps; %1 player</extracomment>
        <translation>%1 befejezi a körét</translation>
    </message>
    <message>
        <source>%1 (order: %2)</source>
        <extracomment>Move log: added when the player chose the order of the beads handed on; %1 the move, %2 colours bottom to top</extracomment>
        <translation>%1 (sorrend: %2)</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name
----------
Status line while another person is to move; %1 is a player's name</extracomment>
        <translation>%1 következik</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Status line while the computer chooses its move; %1 is its name</extracomment>
        <translation>%1 gondolkodik…</translation>
    </message>
    <message>
        <source>%1, take a pair of beads</source>
        <extracomment>Status line; %1 is your name</extracomment>
        <translation>%1{voc}, válassz egy gyöngypárt</translation>
    </message>
    <message>
        <source>%1: choose a bead pair and a start field</source>
        <extracomment>Status line during the set-up; %1 is your name</extracomment>
        <translation>%1: válassz gyöngypárt és induló mezőt</translation>
    </message>
    <message>
        <source>Click a lit field for %1, or pass its top bead</source>
        <extracomment>Status line: a figure is selected; %1 is the figure</extracomment>
        <translation>Kattints egy kiemelt mezőre, ahová %1 menjen, vagy add át a felső gyöngyét</translation>
    </message>
    <message>
        <source>Choose how to jump</source>
        <extracomment>Status line: the chosen field can be reached by two kinds of jump</extracomment>
        <translation>Válaszd ki az ugrás módját</translation>
    </message>
    <message>
        <source>Choose the order of the beads</source>
        <extracomment>Status line: choose the order of the beads handed over</extracomment>
        <translation>Válaszd ki a gyöngyök sorrendjét</translation>
    </message>
    <message>
        <source>Click the figure that receives the bead</source>
        <extracomment>Status line: choose which of your figures gets the bead used for the step</extracomment>
        <translation>Kattints arra a figurára, amelyik megkapja a gyöngyöt</translation>
    </message>
    <message>
        <source>Click the figure that gives its top bead</source>
        <extracomment>Status line: pass a bead, first step</extracomment>
        <translation>Kattints arra a figurára, amelyik átadja a felső gyöngyét</translation>
    </message>
    <message>
        <source>Click the figure that receives the top bead of %1</source>
        <extracomment>Status line: pass a bead, second step; %1 is the giving figure</extracomment>
        <translation>Kattints arra a figurára, amelyik megkapja %1 felső gyöngyét</translation>
    </message>
    <message>
        <source>%1: move a figure or pass a bead</source>
        <extracomment>Status line at the start of your turn; %1 is your name</extracomment>
        <translation>%1: mozgass egy figurát, vagy adj át egy gyöngyöt</translation>
    </message>
    <message>
        <source>A draw</source>
        <extracomment>End screen title when the garden game is drawn</extracomment>
        <translation>Döntetlen</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>%1 nyert</translation>
    </message>
    <message>
        <source>%1 entered %2: %3 reached the opponent's base first.</source>
        <extracomment>End screen: %1 figure, %2 the pagoda it entered, %3 the winner</extracomment>
        <translation>%1 bejutott a(z) %2{ba}: %3 érte el elsőként az ellenfél bázisát.</translation>
    </message>
    <message>
        <source>%1 could not make any move.</source>
        <extracomment>End screen: %1 is the player who could not move</extracomment>
        <translation>%1 nem tudott lépni.</translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the log cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1 lépett</translation>
    </message>
    <message numerus="yes">
        <source>The same position came up %n time(s) with the same player to move.</source>
        <extracomment>End screen: why the game is drawn; %n is a number (3)</extracomment>
        <translation>
            <numerusform>Ugyanaz az állás %n alkalommal fordult elő úgy, hogy ugyanaz a játékos következett.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) were played without a winner.</source>
        <extracomment>End screen: why the game is drawn; %n is a number of moves</extracomment>
        <translation>
            <numerusform>%n lépés után sincs győztes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves after setup: %1 · Steps: %2 · Jumps: %3 · Hand-off jumps: %4 · Beads passed: %5</source>
        <extracomment>End screen statistics (labels, so that no count needs a plural): %1 the moves once every figure was placed (the set-up's placements not counted: the end screen also says how many moves the game had in all, set-up included), %2 steps, %3 jumps, %4 hand-off jumps, %5 beads passed</extracomment>
        <translation>Lépések a figurák lerakása után: %1 · Sima lépés: %2 · Ugrás: %3 · Stafétaugrás: %4 · Gyöngyátadás: %5</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Separator between the items of a list read out by a screen reader ("red, yellow")</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>no bead</source>
        <extracomment>Screen reader: a figure carries no bead</extracomment>
        <translation>nincs gyöngye</translation>
    </message>
    <message>
        <source>beads from bottom to top: %1</source>
        <extracomment>Screen reader: the beads on a figure's head; %1 is the list of colours, bottom to top</extracomment>
        <translation>gyöngyök alulról felfelé: %1</translation>
    </message>
    <message>
        <source>%1, not placed yet</source>
        <extracomment>Screen reader: a figure not yet on the board; %1 figure</extracomment>
        <translation>%1, még nincs lerakva</translation>
    </message>
    <message>
        <source>%1 on %2, %3</source>
        <extracomment>Screen reader: a figure on the board; %1 figure (Kokeshi 1), %2 its field or pagoda, %3 its beads</extracomment>
        <translation>%1 itt áll: %2, %3</translation>
    </message>
    <message>
        <source>Pass the top bead of %1</source>
        <extracomment>Keyboard and screen reader: choose the figure that gives its top bead; %1 figure</extracomment>
        <translation>Add át %1 felső gyöngyét</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <extracomment>Keyboard and screen reader: pick one of your figures to move it; %1 figure</extracomment>
        <translation>Válaszd ki %1{t}</translation>
    </message>
    <message>
        <source>Pass the bead to %1</source>
        <extracomment>Keyboard and screen reader: the figure that receives a passed bead; %1 figure</extracomment>
        <translation>Add át a gyöngyöt %1{nak}</translation>
    </message>
    <message>
        <source>Give all the beads to %1</source>
        <extracomment>Keyboard and screen reader: the figure that receives all the beads of the moving one; %1 figure</extracomment>
        <translation>Add át az összes gyöngyöt %1{nak}</translation>
    </message>
    <message>
        <source>Give the bead to %1</source>
        <extracomment>Keyboard and screen reader: the figure that receives the bead used for the move; %1 figure</extracomment>
        <translation>Add át a gyöngyöt %1{nak}</translation>
    </message>
    <message>
        <source>Place %1 on %2 (beads: %3)</source>
        <extracomment>Keyboard and screen reader: place a figure in the set-up; %1 figure, %2 start field, %3 colour of its beads</extracomment>
        <translation>Tedd %1{t} a(z) %2{ra} (gyöngyök: %3)</translation>
    </message>
    <message>
        <source>Jump to %1</source>
        <extracomment>Keyboard and screen reader: jump to a field (or pagoda); %1 the field</extracomment>
        <translation>Ugorj a(z) %1{ra}</translation>
    </message>
    <message>
        <source>Hand-off jump to %1</source>
        <extracomment>Keyboard and screen reader: the hand-off jump to a field; %1 the field</extracomment>
        <translation>Ugorj stafétaugrással a(z) %1{ra}</translation>
    </message>
    <message>
        <source>Step to %1</source>
        <extracomment>Keyboard and screen reader: step across a line to a field (or pagoda); %1 the field</extracomment>
        <translation>Lépj a(z) %1{ra}</translation>
    </message>
    <message>
        <source>Home of %1, goal of %2</source>
        <extracomment>Screen reader: a pagoda; %1 the side whose home it is, %2 the side that must reach it</extracomment>
        <translation>%1 bázisa, %2 célja</translation>
    </message>
    <message>
        <source>Field %1</source>
        <extracomment>Screen reader: a field of the garden; %1 its name (c3)</extracomment>
        <translation>%1 mező</translation>
    </message>
    <message>
        <source>Start field of %1</source>
        <extracomment>Screen reader: a start field; %1 the side (Kokeshi)</extracomment>
        <translation>%1 induló mezője</translation>
    </message>
    <message>
        <source>%1 stands here, %2</source>
        <extracomment>Screen reader: the figure on a field; %1 figure, %2 its beads</extracomment>
        <translation>Itt áll %1, %2</translation>
    </message>
    <message>
        <source>Free</source>
        <extracomment>Screen reader: nobody stands on the field</extracomment>
        <translation>Szabad</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>Screen reader: one line around a field; %1 its colour, %2 the field (or pagoda) beyond it</extracomment>
        <translation>%1 vonal a(z) %2 felé</translation>
    </message>
    <message>
        <source>Lines: %1</source>
        <extracomment>Screen reader: the coloured lines around a field; %1 the list ("red to b3, green to c4")</extracomment>
        <translation>Vonalak: %1</translation>
    </message>
    <message>
        <source>the figure on %1</source>
        <extracomment>Move log: a jumped figure known only by its field; %1 a field (c5). hu "a(z) %1 mezőn álló figura"</extracomment>
        <translation>a(z) %1 mezőn álló figura</translation>
    </message>
    <message>
        <source>Place %1 on %2 (%3 ×2)</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure (Kokeshi 1), %2 start field, %3 colour of its pair of beads</extracomment>
        <translation>tedd %1{t} a(z) %2{ra} (%3 ×2)</translation>
    </message>
    <message>
        <source>Place %1 on %2 (%3 ×2)?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>leteszed %1{t} a(z) %2{ra} (%3 ×2)?</translation>
    </message>
    <message>
        <source>Take the pair of beads: %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the colour of the pair of beads</extracomment>
        <translation>válaszd ezt a gyöngypárt: %1</translation>
    </message>
    <message>
        <source>Take the pair of beads: %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>ezt a gyöngypárt választod: %1?</translation>
    </message>
    <message>
        <source>Step %1 to %2 and hand all its beads to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 field, %3 the figure receiving the beads</extracomment>
        <translation>léptesd %1{t} a(z) %2{ra}, és add át minden gyöngyét %3{nak}</translation>
    </message>
    <message>
        <source>Step %1 to %2 and hand all its beads to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>lépteted %1{t} a(z) %2{ra}, és átadod minden gyöngyét %3{nak}?</translation>
    </message>
    <message>
        <source>Step %1 to %2 and give the used bead to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 field, %3 the figure receiving the used bead</extracomment>
        <translation>léptesd %1{t} a(z) %2{ra}, és add át a felhasznált gyöngyöt %3{nak}</translation>
    </message>
    <message>
        <source>Step %1 to %2 and give the used bead to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>lépteted %1{t} a(z) %2{ra}, és átadod a felhasznált gyöngyöt %3{nak}?</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field</extracomment>
        <translation>ugorj %1{val} %2 fölött a(z) %3{ra}</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>átugrasz %1{val} %2 fölött a(z) %3{ra}?</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and hand all its beads to %4</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over, %3 landing field, %4 figure receiving the beads</extracomment>
        <translation>ugorj %1{val} %2 fölött a(z) %3{ra}, és add át minden gyöngyét %4{nak}</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and hand all its beads to %4?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>átugrasz %1{val} %2 fölött a(z) %3{ra}, és átadod minden gyöngyét %4{nak}?</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and give its top bead to %4</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over, %3 landing field, %4 figure receiving the top bead</extracomment>
        <translation>ugorj %1{val} %2 fölött a(z) %3{ra}, és add át a felső gyöngyét %4{nak}</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and give its top bead to %4?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>átugrasz %1{val} %2 fölött a(z) %3{ra}, és átadod a felső gyöngyét %4{nak}?</translation>
    </message>
    <message>
        <source>Hand all the beads of %1 to %2 and jump over it to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, the hand-off jump (Note 3) (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over (it receives all the beads; by its name, or "the figure on c5"), %3 landing field</extracomment>
        <translation>add át %1 összes gyöngyét %2{nak}, és stafétaugrással ugorj át fölötte a(z) %3{ra}</translation>
    </message>
    <message>
        <source>Hand all the beads of %1 to %2 and jump over it to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>átadod %1 összes gyöngyét %2{nak}, és stafétaugrással átugrasz fölötte a(z) %3{ra}?</translation>
    </message>
    <message>
        <source>Pass all the beads of %1 to %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, no figure moves (imperative, ja 〜ましょう); %1 giving figure, %2 receiving figure</extracomment>
        <translation>add át %1 összes gyöngyét %2{nak}</translation>
    </message>
    <message>
        <source>Pass all the beads of %1 to %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>átadod %1 összes gyöngyét %2{nak}?</translation>
    </message>
    <message>
        <source>Pass the top bead of %1 to %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, no figure moves (imperative, ja 〜ましょう); %1 giving figure, %2 receiving figure</extracomment>
        <translation>add át %1 felső gyöngyét %2{nak}</translation>
    </message>
    <message>
        <source>Pass the top bead of %1 to %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>átadod %1 felső gyöngyét %2{nak}?</translation>
    </message>
    <message>
        <source>End your turn</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to end a turn of several steps (imperative, ja 〜ましょう)</extracomment>
        <translation>fejezd be a körödet</translation>
    </message>
    <message>
        <source>End your turn?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>befejezed a körödet?</translation>
    </message>
</context>
<context>
    <name>HandoverOverlay</name>
    <message>
        <source>番</source>
        <extracomment>One kanji on the hand-over seal: "turn"</extracomment>
        <translation>番</translation>
    </message>
    <message>
        <source>Pass the screen to %1</source>
        <extracomment>Hand-over screen title; %1 is a player's name</extracomment>
        <translation>Add át a gépet – %1 következik</translation>
    </message>
    <message>
        <source>%1, it is your turn. Everybody else, please look away.</source>
        <extracomment>Hand-over screen explanation; %1 is a player's name</extracomment>
        <translation>%1{voc}, te következel. A többiek most ne nézzenek ide!</translation>
    </message>
    <message>
        <source>I am %1 — show my game</source>
        <extracomment>Hand-over screen button; %1 is a player's name</extracomment>
        <translation>Én vagyok %1 – mutasd!</translation>
    </message>
    <message>
        <source>Wait, take back the last move</source>
        <extracomment>Hand-over screen: the previous player takes back their move</extracomment>
        <translation>Várj, visszavonom az utolsó lépést</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <source>The strong computer is looking for a good move…</source>
        <extracomment>Hint bar while the computer looks for a hint</extracomment>
        <translation>Az erős gép jó lépést keres…</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <extracomment>Hint bar; %1 is the hinted move in words ("Play card 7")</extracomment>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <source>Play it</source>
        <extracomment>Hint bar button: plays the hinted move</extracomment>
        <translation>Lépd meg</translation>
    </message>
    <message>
        <source>Close the hint</source>
        <extracomment>Hint bar button that puts the hint away</extracomment>
        <translation>Tipp bezárása</translation>
    </message>
    <message>
        <source>It won about %1% of them.</source>
        <extracomment>Hint bar, the second half of why: %1% is the share of those games won by the person's side (64%)</extracomment>
        <translation>Ezek körülbelül %1%-át nyerte meg.</translation>
    </message>
    <message>
        <source>On average it finished level with the best other player.</source>
        <extracomment>Hint bar, the second half of why, when the games were all lost or all won: on average the person's side ended level with the best other player</extracomment>
        <translation>Átlagosan ugyanannyi pontot szerzett, mint a legjobb másik játékos.</translation>
    </message>
    <message numerus="yes">
        <source>On average it finished %n point(s) behind the best other player.</source>
        <extracomment>Hint bar, the second half of why, when the games were nearly all lost: %n is how many points (the game's score) the person's side ended behind the best other player, on average</extracomment>
        <translation>
            <numerusform>Átlagosan %n ponttal maradt le a legjobb másik játékos mögött.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On average it finished %n point(s) ahead of the best other player.</source>
        <extracomment>Hint bar, the second half of why, when the games were nearly all won: %n is how many points (the game's score) the person's side ended ahead of the best other player, on average</extracomment>
        <translation>
            <numerusform>Átlagosan %n ponttal előzte meg a legjobb másik játékost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The strong computer played %n game(s) to the end from here with this move, your later moves mostly at random.</source>
        <extracomment>Hint bar, after the move, the first half of why: %n is how many games the strong computer played to the end from this position (in its head), starting with this move; the person's later moves in those games were mostly chosen at random</extracomment>
        <translation>
            <numerusform>Az erős gép innen ezzel a lépéssel %n játszmát játszott végig, a további lépéseidet többnyire véletlenszerűen választva.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you keep following the hints, this move wins nearly every game from here (likely at least %1%; %n game(s) played out).</source>
        <extracomment>Hint bar, after the move: a forecast when nearly all the games played on from here were won. %1% is the lowest share of wins those games are consistent with (the low end of a 95% range, 87%); %n is how many games the computer has played on from here (in its head) with this move so far, the person&apos;s later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>Ha továbbra is követed a tippeket, ez a lépés innen szinte minden játszmát megnyer (valószínűleg legalább %1%-ukat; %n végigjátszott játszma alapján).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you keep following the hints, this move wins hardly any game from here (likely at most %1%; %n game(s) played out).</source>
        <extracomment>Hint bar, after the move: a forecast when hardly any of the games played on from here were won. %1% is the highest share of wins those games are consistent with (the high end of a 95% range, 13%); %n is how many games the computer has played on from here (in its head) with this move so far, the person&apos;s later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>Ha továbbra is követed a tippeket, ez a lépés innen szinte egyetlen játszmát sem nyer meg (valószínűleg legfeljebb %1%-ukat; %n végigjátszott játszma alapján).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you keep following the hints, this move wins about %1% of games from here (likely %2–%3%; %n game(s) played out).</source>
        <extracomment>Hint bar, after the move: a forecast. %1% is the share of games the person wins from this position with this move, rounded to 5% or 10% (60%); %2% and %3% are the range of shares those games are consistent with (a 95% range, 45% to 74%); %n is how many games the computer has played on from here (in its head) with this move so far, the person&apos;s later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>Ha továbbra is követed a tippeket, ez a lépés innen a játszmák körülbelül %1%-át nyeri meg (valószínűleg %2–%3%-ukat; %n végigjátszott játszma alapján).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing the game on from here to see how often this move wins: %n game(s) so far, too few to tell yet.</source>
        <extracomment>Hint bar, after the move, while the computer is still playing the game on from here (in its head) to forecast how often the move wins, and has played too few games to say: %n is how many games so far. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>A gép innen újra meg újra végigjátssza a játszmát, hogy kiderüljön, milyen gyakran nyer ez a lépés: eddig %n játszma, ez még túl kevés a becsléshez.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Hint bar: two sentences one after the other (ja: %1%2, no space after 。)</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>HyanoBoardEditor</name>
    <message>
        <source>Add a pile</source>
        <extracomment>Rules editor, Hyano: adds a pile (and its symbol disc) to the ring</extracomment>
        <translation>Kupac hozzáadása</translation>
    </message>
    <message>
        <source>Pile %1: %2</source>
        <extracomment>Rules editor, Hyano: title of the card of a pile; %1 its number around the circle, %2 its symbol's name</extracomment>
        <translation>%1. kupac: %2</translation>
    </message>
    <message>
        <source>Emblem on its disc</source>
        <extracomment>Rules editor, Hyano: label of the chooser of the emblem on a pile's disc</extracomment>
        <translation>A korong jele</translation>
    </message>
    <message>
        <source>Take this pile away</source>
        <extracomment>Rules editor, Hyano: takes the clicked pile (and its symbol) away</extracomment>
        <translation>Kupac eltávolítása</translation>
    </message>
    <message>
        <source>Add pile %1</source>
        <extracomment>Undo step in the rules editor, Hyano: a pile added to the ring; %1 its number</extracomment>
        <translation>%1. kupac hozzáadása</translation>
    </message>
    <message>
        <source>Take pile %1 away</source>
        <extracomment>Undo step in the rules editor, Hyano: a pile taken out of the ring; %1 its number</extracomment>
        <translation>%1. kupac eltávolítása</translation>
    </message>
    <message numerus="yes">
        <source>%n pile(s) dealt</source>
        <extracomment>Rules editor, Hyano: under the ring; %n is the number of piles play deals (rules.piles)</extracomment>
        <translation>
            <numerusform>Játékban lévő kupacok: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spare disc(s) left out</source>
        <extracomment>Rules editor, Hyano: after the number of piles; %n symbol discs listed after them that play leaves out</extracomment>
        <translation>
            <numerusform>Kimaradó tartalék szimbólumkorongok: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Letters or kanji…</source>
        <extracomment>Rules editor, Hyano: the emblem chooser's last entry: the disc shows letters or kanji the designer writes</extracomment>
        <translation>Betűk vagy kandzsi…</translation>
    </message>
    <message>
        <source>蓮, AB</source>
        <extracomment>Rules editor, Hyano: placeholder of the field for a disc's own letters</extracomment>
        <translation>蓮, AB</translation>
    </message>
    <message numerus="yes">
        <source>Up to %n letter(s) or kanji, then Enter</source>
        <extracomment>Rules editor, Hyano: beside the field for a disc's letters; %n how many characters at most</extracomment>
        <translation>
            <numerusform>Legfeljebb %n betű vagy kandzsi, majd Enter</numerusform>
        </translation>
    </message>
    <message>
        <source>Its name is still the English one in: %1</source>
        <extracomment>Rules editor, Hyano: under a pile's emblem; %1 a list of languages whose name of the pile is still the English one</extracomment>
        <translation>A neve még angolul áll ezeken a nyelveken: %1</translation>
    </message>
    <message>
        <source>Write its name</source>
        <extracomment>Rules editor, Hyano: opens the pile's name in every language in the forms</extracomment>
        <translation>Név megadása</translation>
    </message>
</context>
<context>
    <name>HyanoLabLabels</name>
    <message>
        <source>Rounds</source>
        <extracomment>Variant lab, figures table: the game's figure “rounds” (rounds played)</extracomment>
        <translation>Fordulók</translation>
    </message>
    <message>
        <source>Prophecies that came true</source>
        <extracomment>Variant lab, figures table: the game's figure “successful_prophecies” (per game)</extracomment>
        <translation>Beteljesült jóslatok</translation>
    </message>
    <message>
        <source>Prophecies that failed</source>
        <extracomment>Variant lab, figures table: the game's figure “failed_prophecies” (per game)</extracomment>
        <translation>Nem teljesült jóslatok</translation>
    </message>
    <message>
        <source>Cards won</source>
        <extracomment>End screen table: the column of the cards each player won (the outcome's score)
----------
Variant lab, figures table: the game's figure “cards_won” (by all players, per game)</extracomment>
        <translation>Megszerzett kártyák</translation>
    </message>
    <message>
        <source>Cards removed from the game</source>
        <extracomment>Variant lab, figures table: the game's figure “cards_removed” (by failed prophecies)</extracomment>
        <translation>A játékból kikerült kártyák</translation>
    </message>
    <message>
        <source>Cards left at the end</source>
        <extracomment>Variant lab, figures table: the game's figure “cards_left” (in the piles and face up)</extracomment>
        <translation>A végén megmaradt kártyák</translation>
    </message>
    <message>
        <source>Players sharing first place</source>
        <extracomment>Variant lab, figures table: the game's figure “sharing_first_place” (per game)</extracomment>
        <translation>Az első helyen osztozó játékosok</translation>
    </message>
    <message>
        <source>No cards left</source>
        <extracomment>Variant lab: the end condition “no_cards_left”, as a label in the figures table and the end chart</extracomment>
        <translation>Elfogytak a kártyák</translation>
    </message>
    <message>
        <source>Two piles used up</source>
        <extracomment>Variant lab: the end condition “piles_empty”, as a label in the figures table and the end chart</extracomment>
        <translation>Két kupac elfogyott</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 more rounds</source>
        <extracomment>Variant lab verdict: the variant's games last more rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>A játszmák most %1 ± %2 fordulóval hosszabbak</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 fewer rounds</source>
        <extracomment>Variant lab verdict: the variant's games last fewer rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>A játszmák most %1 ± %2 fordulóval rövidebbek</translation>
    </message>
</context>
<context>
    <name>HyanoTable</name>
    <message>
        <source>%1 passes</source>
        <extracomment>Move log: a player passes (a variant without mandatory play); %1 is a player</extracomment>
        <translation>%1 passzol</translation>
    </message>
    <message>
        <source>%1 makes a secret prophecy (you chose the %2)</source>
        <extracomment>Move log, seen only by the sage; %1 is you, %2 the pile symbol you chose</extracomment>
        <translation>%1 titokban jósol (a választásod: a(z) %2 jelű kupac)</translation>
    </message>
    <message>
        <source>%1, the sage, makes a secret prophecy</source>
        <extracomment>Move log: the sage chooses a prediction disc in secret; %1 is the sage</extracomment>
        <translation>%1, a bölcs, titokban jósol</translation>
    </message>
    <message>
        <source>%1 opens with %2 from the %3</source>
        <extracomment>Move log; %1 is the sage, %2 a card in a sentence ("blue 7"), %3 the pile symbol</extracomment>
        <translation>%1 a(z) %2{val} nyit a(z) %3 jelű kupacról</translation>
    </message>
    <message>
        <source>%1 opens with %2 from the %3, declared %4</source>
        <extracomment>Move log; %1 is the sage, %2 a Sun card in a sentence ("red Sun"), %3 the pile symbol, %4 the value declared for it</extracomment>
        <translation>%1 a(z) %2{val} nyit a(z) %3 jelű kupacról, bemondott érték: %4</translation>
    </message>
    <message>
        <source>%1 plays %2 from the %3</source>
        <extracomment>Move log; %1 is a player, %2 a card in a sentence ("blue 7"), %3 the pile symbol</extracomment>
        <translation>%1 a(z) %3 jelű kupacról kijátssza a(z) %2{t}</translation>
    </message>
    <message>
        <source>%1 plays %2 from the %3, declared %4</source>
        <extracomment>Move log; %1 is a player, %2 a Sun card in a sentence ("red Sun"), %3 the pile symbol, %4 the value declared for it</extracomment>
        <translation>%1 a(z) %3 jelű kupacról kijátssza a(z) %2{t}, bemondott érték: %4</translation>
    </message>
    <message>
        <source>%1 opens with the Sun from the %2, declared %3</source>
        <extracomment>Move log; %1 is the sage, %2 the pile symbol ("Moon"), %3 the value declared for the Sun</extracomment>
        <translation>%1 a(z) %2 jelű kupac napkártyájával nyit, bemondott érték: %3</translation>
    </message>
    <message>
        <source>%1 opens with the card from the %2</source>
        <extracomment>Move log; %1 is the sage, %2 the pile symbol ("Moon")</extracomment>
        <translation>%1 a(z) %2 jelű kupac kártyájával nyit</translation>
    </message>
    <message>
        <source>%1 plays the Sun from the %2, declared %3</source>
        <extracomment>Move log; %1 is a player, %2 the pile symbol ("Moon"), %3 the value declared for the Sun</extracomment>
        <translation>%1 kijátssza a(z) %2 jelű kupac napkártyáját, bemondott érték: %3</translation>
    </message>
    <message>
        <source>%1 plays the card from the %2</source>
        <extracomment>Move log; %1 is a player, %2 the pile symbol ("Moon")</extracomment>
        <translation>%1 kijátssza a(z) %2 jelű kupac kártyáját</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name
----------
Status line: another person is to move; %1 is a player's name</extracomment>
        <translation>%1 következik</translation>
    </message>
    <message>
        <source>%1, you are the sage: foresee the last card</source>
        <extracomment>Status line: you are the sage and must predict; %1 is your name</extracomment>
        <translation>%1{voc}, te vagy a bölcs: jósold meg az utolsó kártyát</translation>
    </message>
    <message>
        <source>%1, open the round with any face-up card</source>
        <extracomment>Status line: the sage lays the first card; %1 is your name</extracomment>
        <translation>%1{voc}, nyiss egy tetszőleges felfordított kártyával</translation>
    </message>
    <message>
        <source>%1, no card fits: pass</source>
        <extracomment>Status line: no card fits and passing is allowed; %1 is your name</extracomment>
        <translation>%1{voc}, nincs illeszkedő kártya: passzolj</translation>
    </message>
    <message>
        <source>%1, play a card that fits or pass</source>
        <extracomment>Status line: a variant where passing is allowed; %1 is your name</extracomment>
        <translation>%1{voc}, játssz ki egy illeszkedő kártyát, vagy passzolj</translation>
    </message>
    <message>
        <source>%1, play a card that fits the top card</source>
        <extracomment>Status line: your turn to play; %1 is your name</extracomment>
        <translation>%1{voc}, játssz ki egy kártyát, amely illeszkedik a felső laphoz</translation>
    </message>
    <message>
        <source>%1, the sage, is making a prophecy…</source>
        <extracomment>Status line; %1 is the sage's name</extracomment>
        <translation>%1, a bölcs, jósol…</translation>
    </message>
    <message>
        <source>%1, the sage, is choosing the opening card…</source>
        <extracomment>Status line; %1 is the sage's name</extracomment>
        <translation>%1, a bölcs, kiválasztja a nyitókártyát…</translation>
    </message>
    <message>
        <source>%1 is choosing a card…</source>
        <extracomment>Status line; %1 is a computer player's name</extracomment>
        <translation>%1 kártyát választ…</translation>
    </message>
    <message>
        <source>Everybody shares the victory</source>
        <extracomment>End screen title: every player has the same number of cards</extracomment>
        <translation>Mindenki osztozik a győzelmen</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>%1 nyert</translation>
    </message>
    <message>
        <source>No cards are left to turn up.</source>
        <extracomment>End screen: why the game ended</extracomment>
        <translation>Nem maradt felfordítható kártya.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A card's name; %1 is a colour, %2 a value or the Sun's name ("Blue 7", "Red Sun")</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, declared %2</source>
        <extracomment>A Sun in the centre pile; %1 is the card ("Red Sun"), %2 the value declared for it</extracomment>
        <translation>%1 (= %2)</translation>
    </message>
    <message>
        <source>%1 keeps the disc hidden.</source>
        <extracomment>Reveal when the variant keeps a failed prediction secret; %1 is the sage</extracomment>
        <translation>%1 nem fedi fel a korongját.</translation>
    </message>
    <message>
        <source>The disc of %1: %2 (%3)</source>
        <extracomment>Reveal: the prediction disc turned over; %1 is the sage, %2 a pile symbol, %3 a card</extracomment>
        <translation>%1 korongja: %2 (%3)</translation>
    </message>
    <message>
        <source>Foresee which card will be played last, and click its pile.</source>
        <extracomment>In the empty centre, to the sage at the screen</extracomment>
        <translation>Jósold meg, melyik kártyát játsszák ki utoljára, és kattints a kupacára.</translation>
    </message>
    <message>
        <source>%1 is reading the cards…</source>
        <extracomment>In the empty centre; %1 is the sage</extracomment>
        <translation>%1 a lapokat fürkészi…</translation>
    </message>
    <message>
        <source>Now open: click any face-up card to start the centre pile.</source>
        <extracomment>In the empty centre, to the sage at the screen</extracomment>
        <translation>Most nyiss: kattints egy tetszőleges felfordított kártyára, ezzel kezded a középső kupacot.</translation>
    </message>
    <message>
        <source>%1 will lay the opening card.</source>
        <extracomment>In the empty centre; %1 is the sage</extracomment>
        <translation>%1 teszi le a nyitókártyát.</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Button: play no card this turn (only in a variant without mandatory play)</extracomment>
        <translation>Passz</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: one sage's round; %1 is its number
----------
Heading: the number of the round in progress</extracomment>
        <translation>%1. forduló</translation>
    </message>
    <message>
        <source>Removed: %1</source>
        <extracomment>Count of cards removed by failed prophecies</extracomment>
        <translation>Kikerült: %1</translation>
    </message>
    <message>
        <source>After the opening card, play goes to the right of the sage.</source>
        <extracomment>Under the turn order (variant)</extracomment>
        <translation>Nyitás után a bölcstől jobbra folytatódik a játék.</translation>
    </message>
    <message>
        <source>After the opening card, play goes to the left of the sage.</source>
        <extracomment>Under the turn order</extracomment>
        <translation>Nyitás után a bölcstől balra folytatódik a játék.</translation>
    </message>
    <message>
        <source>%1 share the victory</source>
        <extracomment>End screen title for a tie; %1 is a list of names ("Maya and Leo")</extracomment>
        <translation>%1 osztoznak a győzelmen</translation>
    </message>
    <message>
        <source>Rounds: %1 · Prophecies fulfilled: %2 · Cards removed: %3</source>
        <extracomment>End screen summary (numbers after labels, so no plural forms are needed); %1 rounds, %2 prophecies that came true, %3 cards removed</extracomment>
        <translation>Fordulók: %1 · Beteljesült jóslatok: %2 · Kikerült kártyák: %3</translation>
    </message>
    <message>
        <source>Cards waiting in the middle for the next sage: %1</source>
        <extracomment>Reveal, growing-pot variant; %1 is a number of cards</extracomment>
        <translation>Középen a következő bölcsre váró kártyák: %1</translation>
    </message>
    <message>
        <source>The prophecy of %1 failed. Cards waiting in the middle: %2</source>
        <extracomment>Last prophecy, growing-pot variant; %1 is the sage, %2 a number of cards</extracomment>
        <translation>%1 jóslata nem teljesült. Középen váró kártyák: %2</translation>
    </message>
    <message>
        <source>The game is over. %1</source>
        <extracomment>Status line when the game has ended; %1 says why ("3 piles are used up.")</extracomment>
        <translation>Vége a játszmának. %1</translation>
    </message>
    <message>
        <source>%1 The most cards wins.</source>
        <extracomment>End screen: why the game ended (%1, e.g. "3 piles are used up."), then how it is won</extracomment>
        <translation>%1 Az nyer, akinél a legtöbb kártya van.</translation>
    </message>
    <message numerus="yes">
        <source>%n pile(s) used up.</source>
        <extracomment>Why a Hyano game ended; %n is the number of piles with no card left (1 in a variant, usually 2)</extracomment>
        <translation>
            <numerusform>%n kupac elfogyott.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the log cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1 lépett</translation>
    </message>
    <message numerus="yes">
        <source>%1 foresaw it: wins %n card(s)</source>
        <extracomment>Reveal; %1 is the sage, %n the cards won</extracomment>
        <translation>
            <numerusform>%1 előre látta: %n kártyát nyer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) leave the game</source>
        <extracomment>Reveal when the predicted card was never played; %n is a number of cards</extracomment>
        <translation>
            <numerusform>%n kártya kikerül a játékból</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The prophecy of %1 failed: %n card(s) left the game</source>
        <extracomment>Last prophecy; %1 is the sage, %n a number of cards</extracomment>
        <translation>
            <numerusform>%1 jóslata nem teljesült: %n kártya kikerült a játékból</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>card in a sentence</comment>
        <extracomment>A card's name inside a sentence; %1 is its colour in the in-sentence form (lower case where the language wants it), %2 a value or the Sun's in-sentence name ("blue 7", "red Sun")</extracomment>
        <translation>%1 %2{es}</translation>
    </message>
    <message>
        <source>Foresee the %2 on the %1 as the last card</source>
        <extracomment>Keyboard and screen reader: the sage's prophecy on a pile; %1 is the pile symbol ("Moon"), %2 its face-up card in a sentence ("blue 7")</extracomment>
        <translation>Jósold meg, hogy a(z) %1 jelű kupac lapja (%2) lesz az utolsó</translation>
    </message>
    <message>
        <source>Open with the %2 from the %1 and choose its value</source>
        <extracomment>Keyboard and screen reader: open with a Sun, its value is chosen next; %1 is the pile symbol, %2 the Sun in a sentence ("red Sun")</extracomment>
        <translation>Nyiss a(z) %1 jelű kupac lapjával (%2), és válaszd ki az értékét</translation>
    </message>
    <message>
        <source>Play the %2 from the %1 and choose its value</source>
        <extracomment>Keyboard and screen reader: play a Sun, its value is chosen next; %1 is the pile symbol, %2 the Sun in a sentence ("red Sun")</extracomment>
        <translation>Játszd ki a(z) %1 jelű kupac lapját (%2), és válaszd ki az értékét</translation>
    </message>
    <message>
        <source>Open with the %2 from the %1, declaring %3</source>
        <extracomment>Keyboard and screen reader: open with a Sun that can take one value only; %1 is the pile symbol, %2 the Sun in a sentence, %3 the value</extracomment>
        <translation>Nyiss a(z) %1 jelű kupac lapjával (%2), bemondott érték: %3</translation>
    </message>
    <message>
        <source>Play the %2 from the %1, declaring %3</source>
        <extracomment>Keyboard and screen reader: play a Sun that can take one value only; %1 is the pile symbol, %2 the Sun in a sentence, %3 the value</extracomment>
        <translation>Játszd ki a(z) %1 jelű kupac lapját (%2), bemondott érték: %3</translation>
    </message>
    <message>
        <source>Open with the %2 from the %1</source>
        <extracomment>Keyboard and screen reader: the sage's opening card; %1 is the pile symbol ("Moon"), %2 the card in a sentence ("blue 7")</extracomment>
        <translation>Nyiss a(z) %1 jelű kupac lapjával (%2)</translation>
    </message>
    <message>
        <source>Play the %2 from the %1</source>
        <extracomment>Keyboard and screen reader: play a card; %1 is the pile symbol ("Moon"), %2 the card in a sentence ("blue 7")</extracomment>
        <translation>Játszd ki a(z) %1 jelű kupac lapját (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 pile: %2 face up, %n card(s) face down</source>
        <extracomment>Screen reader: a pile of the ring; %1 is its symbol ("Moon"), %2 its face-up card ("Blue 7"), %n the cards face down under it</extracomment>
        <translation>
            <numerusform>A(z) %1 jelű kupac: felül %2, alatta %n lefordított lap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pile: no card face up, %n card(s) face down</source>
        <extracomment>Screen reader: a pile of the ring whose card was played this round; %1 is its symbol, %n the cards face down</extracomment>
        <translation>
            <numerusform>A(z) %1 jelű kupac: nincs felfordított lap, %n lefordított lap</numerusform>
        </translation>
    </message>
    <message>
        <source>Pile of %1: used up</source>
        <extracomment>Screen reader: a pile of the ring with no card left; %1 is its symbol</extracomment>
        <translation>A(z) %1 jelű kupac: elfogyott</translation>
    </message>
    <message>
        <source>(your prophecy)</source>
        <extracomment>Screen reader, after a pile's description: the sage at the screen predicted this pile</extracomment>
        <translation>(a jóslatod)</translation>
    </message>
    <message>
        <source>The ring of piles</source>
        <extracomment>Screen reader: the ring of piles around the centre pile</extracomment>
        <translation>A kupacok köre</translation>
    </message>
    <message>
        <source>Card colours</source>
        <extracomment>Screen reader: the list of card colours with their marks (colour-blind-safe mode)</extracomment>
        <translation>A kártyák színei</translation>
    </message>
    <message>
        <source>Pass: play no card this turn</source>
        <extracomment>Keyboard and screen reader: the pass button (a variant without mandatory play)</extracomment>
        <translation>Passz: most nem játszol ki lapot</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to pass (imperative, ja 〜ましょう)</extracomment>
        <translation>passzolj</translation>
    </message>
    <message>
        <source>Pass?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>passzolsz?</translation>
    </message>
    <message>
        <source>Make your prophecy on the pile of the %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to the sage to make the prophecy on a pile (imperative, ja 〜ましょう); %1 the pile symbol ("Moon")</extracomment>
        <translation>a(z) %1 jelű kupacot válaszd a jóslatodhoz</translation>
    </message>
    <message>
        <source>Make your prophecy on the pile of the %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>a(z) %1 jelű kupacot választod a jóslatodhoz?</translation>
    </message>
    <message>
        <source>Open with %1 from the %2 and declare %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a Sun card in a sentence ("red Sun"), %2 the pile symbol, %3 the value to declare for it</extracomment>
        <translation>nyiss a(z) %1{val} a(z) %2 jelű kupacról, és mondd be: %3</translation>
    </message>
    <message>
        <source>Open with %1 from the %2 and declare %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>nyitsz a(z) %1{val} a(z) %2 jelű kupacról, és bemondod: %3?</translation>
    </message>
    <message>
        <source>Play %1 from the %2 and declare %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a Sun card in a sentence ("red Sun"), %2 the pile symbol, %3 the value to declare for it</extracomment>
        <translation>játszd ki a(z) %1{t} a(z) %2 jelű kupacról, és mondd be: %3</translation>
    </message>
    <message>
        <source>Play %1 from the %2 and declare %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>kijátszod a(z) %1{t} a(z) %2 jelű kupacról, és bemondod: %3?</translation>
    </message>
    <message>
        <source>Open with %1 from the %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a card in a sentence ("blue 7"), %2 the pile symbol</extracomment>
        <translation>nyiss a(z) %1{val} a(z) %2 jelű kupacról</translation>
    </message>
    <message>
        <source>Open with %1 from the %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>nyitsz a(z) %1{val} a(z) %2 jelű kupacról?</translation>
    </message>
    <message>
        <source>Play %1 from the %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a card in a sentence ("blue 7"), %2 the pile symbol</extracomment>
        <translation>játszd ki a(z) %1{t} a(z) %2 jelű kupacról</translation>
    </message>
    <message>
        <source>Play %1 from the %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>kijátszod a(z) %1{t} a(z) %2 jelű kupacról?</translation>
    </message>
    <message>
        <source>Play the Sun from the %1 and declare %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the pile symbol ("Moon"), %2 the value to declare for its Sun</extracomment>
        <translation>játszd ki a(z) %1 jelű kupac napkártyáját, és mondd be: %2</translation>
    </message>
    <message>
        <source>Play the Sun from the %1 and declare %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>kijátszod a(z) %1 jelű kupac napkártyáját, és bemondod: %2?</translation>
    </message>
    <message>
        <source>Play the card from the %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the pile symbol ("Moon")</extracomment>
        <translation>játszd ki a(z) %1 jelű kupac kártyáját</translation>
    </message>
    <message>
        <source>Play the card from the %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>kijátszod a(z) %1 jelű kupac kártyáját?</translation>
    </message>
</context>
<context>
    <name>IslandBoard</name>
    <message numerus="yes">
        <source>%1, mountain town: draws %n ware(s)</source>
        <extracomment>Accessible name of a mountain town; %1 its name; %n how many wares a merchant draws there</extracomment>
        <translation>
            <numerusform>%1, hegyi falu: itt %n árut húzol</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabCharts</name>
    <message>
        <source>Length</source>
        <extracomment>Variant lab: tab of the chart of game lengths</extracomment>
        <translation>Hossz</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Variant lab: tab of the chart of wins by seat</extracomment>
        <translation>Győzelmek</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>Variant lab: tab of the chart of points by seat</extracomment>
        <translation>Pontok</translation>
    </message>
    <message>
        <source>Endings</source>
        <extracomment>Variant lab: tab of the chart of end conditions</extracomment>
        <translation>Befejezések</translation>
    </message>
    <message>
        <source>Share of games by rounds played</source>
        <extracomment>Variant lab, length chart title: share of games by their number of rounds</extracomment>
        <translation>A játszmák megoszlása hossz szerint</translation>
    </message>
    <message>
        <source>Share of games by decisions</source>
        <extracomment>Variant lab, length chart title: share of games by their number of decisions (moves)</extracomment>
        <translation>A játszmák megoszlása a döntések száma szerint</translation>
    </message>
    <message>
        <source>Target</source>
        <extracomment>Variant lab, length chart: the legend of the designer's target band</extracomment>
        <translation>Cél</translation>
    </message>
    <message>
        <source>Wins by seat (95% intervals)</source>
        <extracomment>Variant lab, wins chart title: share of games each seat won, with 95% intervals</extracomment>
        <translation>Győzelmek játéksorrend szerint (95%-os intervallum)</translation>
    </message>
    <message>
        <source>Draws</source>
        <extracomment>Variant lab, wins chart: the category of games without a winner</extracomment>
        <translation>Döntetlenek</translation>
    </message>
    <message>
        <source>Points by seat (lowest, quartiles, highest)</source>
        <extracomment>Variant lab, points chart title: the spread of each seat's points (lowest, quartiles, median, highest)</extracomment>
        <translation>Pontok játéksorrend szerint (minimum, kvartilisek, maximum)</translation>
    </message>
    <message>
        <source>How the games ended</source>
        <extracomment>Variant lab, end chart title: the share of games each end condition ended</extracomment>
        <translation>Hogyan értek véget a játszmák</translation>
    </message>
    <message>
        <source>Games inside the target — %1: %2 · %3: %4</source>
        <extracomment>Variant lab, under the length chart: the share of games inside the designer's target on each side, as labels (no grammar around the names); %1 and %3 are the rule sets' names, %2 and %4 shares with their intervals ("42.1% ± 2.2")</extracomment>
        <translation>A célon belüli játszmák – %1: %2 · %3: %4</translation>
    </message>
    <message>
        <source>No games to show yet</source>
        <extracomment>Variant lab: over a chart that has nothing to draw yet (no comparison run, or no game finished)</extracomment>
        <translation>Még nincs megjeleníthető játszma</translation>
    </message>
</context>
<context>
    <name>LabFileDialog</name>
    <message>
        <source>Export from the variant lab</source>
        <extracomment>Title of the variant lab's file dialog that saves an export (records, result or chart)</extracomment>
        <translation>Exportálás a változatlaborból</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>File dialog button that writes the variant lab's export</extracomment>
        <translation>Mentés</translation>
    </message>
</context>
<context>
    <name>LabPage</name>
    <message>
        <source>Standard rules</source>
        <extracomment>Variant lab: the base game as the rule set compared with
----------
Variant lab: the base game's side of a comparison (no variant)</extracomment>
        <translation>Alapszabályok</translation>
    </message>
    <message>
        <source>Random</source>
        <extracomment>Variant lab, a seat's agent: legal moves chosen at random</extracomment>
        <translation>Véletlenszerű</translation>
    </message>
    <message>
        <source>Easy (heuristic)</source>
        <extracomment>Variant lab, a seat's agent: the computer at the launcher's Easy strength (a greedy heuristic)</extracomment>
        <translation>Gyenge (mohó)</translation>
    </message>
    <message>
        <source>Quick search</source>
        <extracomment>Variant lab, a seat's agent: the lab's quick search, a cheap tree search that still beats Easy (the game's data names it)</extracomment>
        <translation>Gyors keresés</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Variant lab, a seat's agent: the computer at the launcher's Normal strength</extracomment>
        <translation>Közepes</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Variant lab, a seat's agent: the computer at the launcher's Strong strength</extracomment>
        <translation>Erős</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Variant lab: a chart was saved as a picture; %1 is the file
----------
Variant lab: an export was written; %1 is the file</extracomment>
        <translation>Mentve: %1</translation>
    </message>
    <message>
        <source>The picture cannot be saved to %1</source>
        <extracomment>Variant lab: a chart could not be saved; %1 is the file</extracomment>
        <translation>A képet nem sikerült menteni: %1</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <extracomment>Variant lab: leaves the lab (a running comparison is cancelled)</extracomment>
        <translation>‹ Vissza</translation>
    </message>
    <message>
        <source>Variant lab: %1</source>
        <extracomment>Variant lab title; %1 is the game's name</extracomment>
        <translation>Változatlabor: %1</translation>
    </message>
    <message>
        <source>%1 compared with %2</source>
        <extracomment>Variant lab subtitle: the two rule sets compared; %1 the variant, %2 what it is compared with</extracomment>
        <translation>%1 – összevetve: %2</translation>
    </message>
    <message>
        <source>Export…</source>
        <extracomment>Variant lab: opens the menu of exports (records, result, chart)</extracomment>
        <translation>Exportálás…</translation>
    </message>
    <message>
        <source>Game records (CSV)…</source>
        <extracomment>Variant lab export menu: every game's figures, paired by seed, as CSV</extracomment>
        <translation>Játszmánkénti adatok (CSV)…</translation>
    </message>
    <message>
        <source>Game records (JSON)…</source>
        <extracomment>Variant lab export menu: every game's figures, paired by seed, as JSON</extracomment>
        <translation>Játszmánkénti adatok (JSON)…</translation>
    </message>
    <message>
        <source>Result (JSON)…</source>
        <extracomment>Variant lab export menu: the comparison's figures as JSON (as kotatsu-cli compare writes them)</extracomment>
        <translation>Eredmény (JSON)…</translation>
    </message>
    <message>
        <source>This chart (PNG)…</source>
        <extracomment>Variant lab export menu: the chart shown, as a picture</extracomment>
        <translation>Ez a diagram (PNG)…</translation>
    </message>
    <message>
        <source>Play this variant</source>
        <extracomment>Variant lab: starts a game with the compared variant</extracomment>
        <translation>Játék ezzel a változattal</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Variant lab: label of the number of players</extracomment>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Variant lab: label of the number of games played on each side</extracomment>
        <translation>Játszmák</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>Variant lab: label of the first seed (both sides play the same seeds)</extracomment>
        <translation>Véletlenmag</translation>
    </message>
    <message>
        <source>Target rounds</source>
        <extracomment>Variant lab: label of the designer's target length, in rounds (0 = no bound)</extracomment>
        <translation>Célhossz</translation>
    </message>
    <message>
        <source>Target decisions</source>
        <extracomment>Variant lab: label of the designer's target length, in decisions (0 = no bound)</extracomment>
        <translation>Célhossz (döntések)</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Variant lab: starts the comparison</extracomment>
        <translation>Indítás</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Variant lab: stops the comparison (the games played so far are kept)</extracomment>
        <translation>Mégse</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s) on each side</source>
        <extracomment>Variant lab progress: paired games done so far; %1 is how many, %n how many were asked for</extracomment>
        <translation>
            <numerusform>%1 / %Ln játszma mindkét szabálykészlettel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — about %Ln second(s) left</source>
        <extracomment>Variant lab progress; %1 the games done ("300 of 2000 games on each side"), %n the estimated seconds left</extracomment>
        <translation>
            <numerusform>%1 – még kb. %Ln másodperc</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — estimating the time left…</source>
        <extracomment>Variant lab progress before the time left is known; %1 the games done</extracomment>
        <translation>%1 – a hátralévő idő becslése…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) on each side, on the same seeds.</source>
        <extracomment>Variant lab: a finished comparison; %n how many games each side played</extracomment>
        <translation>
            <numerusform>Mindkét szabálykészlettel %Ln játszma, ugyanazokkal a véletlenmagokkal.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <extracomment>Variant lab: one of the user's own variants in the chooser; %1 is its name</extracomment>
        <translation>%1 (saját)</translation>
    </message>
    <message>
        <source>Compared with</source>
        <extracomment>Variant lab: label of the chooser of the rule set the variant is compared with</extracomment>
        <translation>Összevetve ezzel</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %Ln game(s) kept with each rule set.</source>
        <extracomment>Variant lab: a cancelled comparison; %1 the games it kept (played with both rule sets), %n the games planned</extracomment>
        <translation>
            <numerusform>Megszakítva: mindkét szabálykészlettel %Ln játszmából %1 maradt meg.</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings have changed: these figures are from the previous run.</source>
        <extracomment>Variant lab: shown over the figures once a setting (players, computer players, games, seed, the rules compared) has changed since they were played</extracomment>
        <translation>A beállítások megváltoztak: ezek az adatok az előző futásból valók.</translation>
    </message>
    <message>
        <source>Run again</source>
        <extracomment>Variant lab: runs the comparison again with the changed settings (on the banner saying the figures are from the previous run)</extracomment>
        <translation>Újrafuttatás</translation>
    </message>
    <message>
        <source>%1, level %2</source>
        <extracomment>Variant lab, a seat's agent: the game's own solo opponent, played by its rules, at a level; %1 its name from the game's data (Tokaido Duo: "Automa"), %2 the level</extracomment>
        <translation>%1, %2. szint</translation>
    </message>
    <message>
        <source>Checking the rulebook’s scenarios under this variant…</source>
        <extracomment>Variant lab: shown while the game's rules scenarios run under the variant</extracomment>
        <translation>A szabálykönyv forgatókönyveinek ellenőrzése ezzel a változattal…</translation>
    </message>
    <message>
        <source>This game has no rulebook scenarios yet.</source>
        <extracomment>Variant lab: the game has no rules scenarios (data/games/&lt;id&gt;/scenarios) to check the variant against</extracomment>
        <translation>Ennek a játéknak még nincsenek szabálykönyv-forgatókönyvei.</translation>
    </message>
    <message>
        <source>Rulebook scenarios under this variant: %1</source>
        <extracomment>Variant lab: the counts of the rulebook's scenarios that pass, fail and are skipped under the variant; %1 the three labelled counts (&quot;Passed: 43 · Failed: 8 · Skipped: 2&quot;)</extracomment>
        <translation>A szabálykönyv forgatókönyvei ezzel a változattal: %1</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <extracomment>Variant lab: how many of the rulebook's scenarios the variant passes (a label, then the count)</extracomment>
        <translation>Sikeres: %1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <extracomment>Variant lab: how many of the rulebook's scenarios fail under the variant (a label, then the count)</extracomment>
        <translation>Sikertelen: %1</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <extracomment>Variant lab: how many of the rulebook's scenarios do not apply, because they set a rule the variant sets otherwise (a label, then the count)</extracomment>
        <translation>Nem vonatkozik rá: %1</translation>
    </message>
    <message>
        <source>Hide the failing ones</source>
        <extracomment>Variant lab: hides the list of the rulebook's scenarios that fail under the variant</extracomment>
        <translation>Rejtsd el a sikerteleneket</translation>
    </message>
    <message>
        <source>Show the failing ones</source>
        <extracomment>Variant lab: shows the list of the rulebook's scenarios that fail under the variant (file:line, spec section, name)</extracomment>
        <translation>Mutasd a sikerteleneket</translation>
    </message>
    <message>
        <source>Compare</source>
        <extracomment>Variant lab: tab comparing the two rule sets figure by figure</extracomment>
        <translation>Összevetés</translation>
    </message>
    <message>
        <source>Sweep a rule</source>
        <extracomment>Variant lab: tab setting one rule to each of a list of values (a parameter sweep)</extracomment>
        <translation>Szabály végigpróbálása</translation>
    </message>
    <message>
        <source>Which change did what</source>
        <extracomment>Variant lab: tab measuring each change of the variant alone (attribution)</extracomment>
        <translation>Melyik változtatás mit tett</translation>
    </message>
    <message>
        <source>Games per value</source>
        <extracomment>Variant lab, sweep: label of the number of games played with each value</extracomment>
        <translation>Játszma értékenként</translation>
    </message>
    <message>
        <source>Rule</source>
        <extracomment>Variant lab, sweep: label of the chooser of the rule whose value is varied</extracomment>
        <translation>Szabály</translation>
    </message>
    <message>
        <source>Values</source>
        <extracomment>Variant lab, sweep: label of the values the rule takes (a list or a range)</extracomment>
        <translation>Értékek</translation>
    </message>
    <message>
        <source>21..41:2 or 3,5,8</source>
        <extracomment>Variant lab, sweep: the values field when empty; keep the forms as they are</extracomment>
        <translation>21..41:2 vagy 3,5,8</translation>
    </message>
    <message>
        <source>Targets</source>
        <extracomment>Variant lab, sweep: label of the designer&apos;s targets, separated by semicolons</extracomment>
        <translation>Célok</translation>
    </message>
    <message>
        <source>rounds=10..14; wins.seat0=45%..55%</source>
        <extracomment>Variant lab, sweep: the targets field when empty; keep the figure names and numbers as they are</extracomment>
        <translation>rounds=10..14; wins.seat0=45%..55%</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s) played</source>
        <extracomment>Variant lab, sweep progress: games played of all values; %1 how many, %n how many in all</extracomment>
        <translation>
            <numerusform>%1 / %Ln játszma lejátszva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) played on the same seeds</source>
        <extracomment>Variant lab, sweep: after a sweep, the first part of a line; %n the values played (refused ones aside)</extracomment>
        <translation>
            <numerusform>%Ln érték lejátszva ugyanazokkal a véletlenmagokkal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln refused by the rules</source>
        <extracomment>Variant lab, sweep: after a sweep, a part of the line; %n the values the rules refuse (not played)</extracomment>
        <translation>
            <numerusform>%Ln értéket nem fogadnak el a szabályok</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln meet(s) every target</source>
        <extracomment>Variant lab, sweep: after a sweep, a part of the line; %n the values meeting every target</extracomment>
        <translation>
            <numerusform>%Ln minden célt teljesít</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled</source>
        <extracomment>Variant lab, sweep: after a sweep, the last part of the line when it was cancelled</extracomment>
        <translation>megszakítva</translation>
    </message>
    <message>
        <source>Sweep table (CSV)…</source>
        <extracomment>Variant lab export menu, sweep: the table of the values played (every figure with its interval, the targets&apos; marks) as CSV</extracomment>
        <translation>A végigpróbálás táblázata (CSV)…</translation>
    </message>
    <message>
        <source>Which change did what (CSV)…</source>
        <extracomment>Variant lab export menu: the &quot;Which change did what&quot; table (each change&apos;s effect on each figure) as CSV</extracomment>
        <translation>Melyik változtatás mit tett (CSV)…</translation>
    </message>
    <message>
        <source>Balance</source>
        <extracomment>Variant lab: tab of the balance report of both rule sets (each seat&apos;s advantage, comebacks, decisiveness, drama, duration, branching)</extracomment>
        <translation>Egyensúly</translation>
    </message>
    <message>
        <source>unsure: %1</source>
        <extracomment>Variant lab, sweep: after a search, values that may meet the targets (more games would tell); %1 the values</extracomment>
        <translation>bizonytalan: %1</translation>
    </message>
    <message>
        <source>no value meets every target</source>
        <extracomment>Variant lab, sweep: after a search that found no value meeting every target</extracomment>
        <translation>egyik érték sem teljesít minden célt</translation>
    </message>
    <message>
        <source>meet every target: %1</source>
        <extracomment>Variant lab, sweep: after a search, the values meeting every target; %1 the values, separated by commas</extracomment>
        <translation>minden célt teljesít: %1</translation>
    </message>
    <message numerus="yes">
        <source>Search: %Ln value(s) played</source>
        <extracomment>Variant lab, sweep: after a search, the first part of a line; %n the values it played</extracomment>
        <translation>
            <numerusform>Keresés: %Ln érték lejátszva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln in the range</source>
        <extracomment>Variant lab, sweep: after a search, a part of the line; %n the values of the range searched</extracomment>
        <translation>
            <numerusform>tartomány: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <extracomment>Variant lab, sweep: after a search, a part of the line; %n the search&apos;s steps (each plays a few values)</extracomment>
        <translation>
            <numerusform>%Ln menet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <extracomment>Variant lab, sweep: after a search, a part of the line; %n the games it played</extracomment>
        <translation>
            <numerusform>%Ln játszma</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching: %Ln value(s) played</source>
        <extracomment>Variant lab, sweep progress while searching for the values meeting the targets, the first part of the line; %n the values played so far</extracomment>
        <translation>
            <numerusform>Keresés: %Ln érték lejátszva</numerusform>
        </translation>
    </message>
    <message>
        <source>Find values that meet the targets</source>
        <extracomment>Variant lab, sweep: looks for the values of the rule that meet every target without playing them all (coarse to fine)</extracomment>
        <translation>Célokat teljesítő értékek keresése</translation>
    </message>
    <message>
        <source>Its values</source>
        <extracomment>Variant lab, sweep: label of the values the second rule takes (a list or a range)</extracomment>
        <translation>Értékei</translation>
    </message>
    <message>
        <source>no second rule</source>
        <extracomment>Variant lab, sweep: the second rule&apos;s chooser when there is none (one rule, not a grid)</extracomment>
        <translation>nincs második szabály</translation>
    </message>
    <message>
        <source>And</source>
        <extracomment>Variant lab, sweep: label of the chooser of a second rule, for a grid of every pair of values</extracomment>
        <translation>És</translation>
    </message>
</context>
<context>
    <name>LabWords</name>
    <message>
        <source>, </source>
        <extracomment>Variant lab: between the values of a list in a line (&quot;meet every target: 21, 23, 25&quot;); ja 「、」 with no space</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>Variant lab: a share of games in percent; %1 is the number ("52.3 %"); fr and es put a no-break space before %, hu and ja none</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <extracomment>Variant lab: a value with the half width of its 95% interval ("24.6 ± 0.4")</extracomment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>First player</source>
        <extracomment>Variant lab: seat 1 as a label (table rows, chart axes), in turn order</extracomment>
        <translation>Első játékos</translation>
    </message>
    <message>
        <source>Second player</source>
        <extracomment>Variant lab: seat 2 as a label (table rows, chart axes), in turn order</extracomment>
        <translation>Második játékos</translation>
    </message>
    <message>
        <source>Third player</source>
        <extracomment>Variant lab: seat 3 as a label</extracomment>
        <translation>Harmadik játékos</translation>
    </message>
    <message>
        <source>Fourth player</source>
        <extracomment>Variant lab: seat 4 as a label</extracomment>
        <translation>Negyedik játékos</translation>
    </message>
    <message>
        <source>Fifth player</source>
        <extracomment>Variant lab: seat 5 as a label</extracomment>
        <translation>Ötödik játékos</translation>
    </message>
    <message>
        <source>Sixth player</source>
        <extracomment>Variant lab: seat 6 as a label</extracomment>
        <translation>Hatodik játékos</translation>
    </message>
    <message>
        <source>Seventh player</source>
        <extracomment>Variant lab: seat 7 as a label</extracomment>
        <translation>Hetedik játékos</translation>
    </message>
    <message>
        <source>Eighth player</source>
        <extracomment>Variant lab: seat 8 as a label</extracomment>
        <translation>Nyolcadik játékos</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>Variant lab: a seat beyond the eighth as a label; %1 is its number</extracomment>
        <translation>%1. játékos</translation>
    </message>
    <message>
        <source>The first player</source>
        <extracomment>Variant lab: seat 1 as the subject starting a verdict sentence ("The first player now wins more often: +8 ± 2 percentage points")</extracomment>
        <translation>Az első játékos</translation>
    </message>
    <message>
        <source>The second player</source>
        <extracomment>Variant lab: seat 2 as the subject starting a verdict sentence</extracomment>
        <translation>A második játékos</translation>
    </message>
    <message>
        <source>The third player</source>
        <extracomment>Variant lab: seat 3 as the subject starting a verdict sentence</extracomment>
        <translation>A harmadik játékos</translation>
    </message>
    <message>
        <source>The fourth player</source>
        <extracomment>Variant lab: seat 4 as the subject starting a verdict sentence</extracomment>
        <translation>A negyedik játékos</translation>
    </message>
    <message>
        <source>The fifth player</source>
        <extracomment>Variant lab: seat 5 as the subject starting a verdict sentence</extracomment>
        <translation>Az ötödik játékos</translation>
    </message>
    <message>
        <source>The sixth player</source>
        <extracomment>Variant lab: seat 6 as the subject starting a verdict sentence</extracomment>
        <translation>A hatodik játékos</translation>
    </message>
    <message>
        <source>The seventh player</source>
        <extracomment>Variant lab: seat 7 as the subject starting a verdict sentence</extracomment>
        <translation>A hetedik játékos</translation>
    </message>
    <message>
        <source>The eighth player</source>
        <extracomment>Variant lab: seat 8 as the subject starting a verdict sentence</extracomment>
        <translation>A nyolcadik játékos</translation>
    </message>
    <message>
        <source>Stopped at the move limit</source>
        <extracomment>Variant lab: the end condition of a game stopped by the simulator's move limit (counted as a draw)</extracomment>
        <translation>Leállítva a lépéskorlátnál</translation>
    </message>
    <message>
        <source>No end condition</source>
        <extracomment>Variant lab: games that ended without a named end condition</extracomment>
        <translation>Nincs végfeltétel</translation>
    </message>
    <message>
        <source>Decisions per game</source>
        <extracomment>Variant lab, figures table: decisions (moves) per game, the game's length</extracomment>
        <translation>Döntések játszmánként</translation>
    </message>
    <message>
        <source>Draws</source>
        <extracomment>Variant lab, figures table: share of games without a winner</extracomment>
        <translation>Döntetlenek</translation>
    </message>
    <message>
        <source>Lead changes per game</source>
        <extracomment>Variant lab, figures table: how often the lead passes from one player to another in a game</extracomment>
        <translation>Vezetőváltások játszmánként</translation>
    </message>
    <message>
        <source>Legal moves per decision</source>
        <extracomment>Variant lab, figures table: the mean number of legal moves a player chooses from</extracomment>
        <translation>Szabályos lépések döntésenként</translation>
    </message>
    <message>
        <source>Wins: %1</source>
        <extracomment>Variant lab, figures table: a seat's share of games won; %1 is the seat ("First player")</extracomment>
        <translation>Győzelmek: %1</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <extracomment>Variant lab, figures table: a seat's mean points; %1 is the seat ("First player")</extracomment>
        <translation>Pontok: %1</translation>
    </message>
    <message>
        <source>Ended by: %1</source>
        <extracomment>Variant lab, figures table: a share of games ended by one end condition; %1 is the condition</extracomment>
        <translation>Vége: %1</translation>
    </message>
    <message>
        <source>No significant difference in game length</source>
        <extracomment>Variant lab verdict: the game's length did not change significantly</extracomment>
        <translation>Nincs szignifikáns különbség a játszmák hosszában</translation>
    </message>
    <message>
        <source>No significant difference in draws</source>
        <extracomment>Variant lab verdict: the share of draws did not change significantly</extracomment>
        <translation>Nincs szignifikáns különbség a döntetlenekben</translation>
    </message>
    <message>
        <source>%1 wins about as often as before (no significant difference)</source>
        <extracomment>Variant lab verdict; %1 is the seat as a subject ("The first player")</extracomment>
        <translation>%1 nagyjából ugyanolyan gyakran nyer, mint korábban (nincs szignifikáns különbség)</translation>
    </message>
    <message>
        <source>%1 scores about as much as before (no significant difference)</source>
        <extracomment>Variant lab verdict; %1 is the seat as a subject ("The first player")</extracomment>
        <translation>%1 nagyjából ugyanannyi pontot szerez, mint korábban (nincs szignifikáns különbség)</translation>
    </message>
    <message>
        <source>%1: no significant difference</source>
        <extracomment>Variant lab verdict; %1 is the figure's label ("Reshuffles") or an end condition ("A pilgrim reached the pagoda")</extracomment>
        <translation>%1: nincs szignifikáns különbség</translation>
    </message>
    <message>
        <source>Games are now %1 ± %2 decisions longer</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in decisions (moves) per game with its 95% interval</extracomment>
        <translation>A játszmák most %1 ± %2 döntéssel hosszabbak</translation>
    </message>
    <message>
        <source>Games are now %1 ± %2 decisions shorter</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in decisions (moves) per game with its 95% interval</extracomment>
        <translation>A játszmák most %1 ± %2 döntéssel rövidebbek</translation>
    </message>
    <message>
        <source>%1 now scores %2 ± %3 points more</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 ± %3 the difference in game points with its 95% interval</extracomment>
        <translation>%1 most %2 ± %3 ponttal többet szerez</translation>
    </message>
    <message>
        <source>%1 now scores %2 ± %3 points less</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 ± %3 the difference in game points with its 95% interval</extracomment>
        <translation>%1 most %2 ± %3 ponttal kevesebbet szerez</translation>
    </message>
    <message>
        <source>The lead now changes hands %1 ± %2 more times per game</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in lead changes per game with its 95% interval</extracomment>
        <translation>Játszmánként most %1 ± %2 vezetőváltással több van</translation>
    </message>
    <message>
        <source>The lead now changes hands %1 ± %2 fewer times per game</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in lead changes per game with its 95% interval</extracomment>
        <translation>Játszmánként most %1 ± %2 vezetőváltással kevesebb van</translation>
    </message>
    <message>
        <source>Players now choose from %1 ± %2 more legal moves per decision</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in legal moves per decision with its 95% interval</extracomment>
        <translation>A játékosok döntésenként most %1 ± %2 szabályos lépéssel több közül választhatnak</translation>
    </message>
    <message>
        <source>Players now choose from %1 ± %2 fewer legal moves per decision</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in legal moves per decision with its 95% interval</extracomment>
        <translation>A játékosok döntésenként most %1 ± %2 szabályos lépéssel kevesebb közül választhatnak</translation>
    </message>
    <message>
        <source>%1: now %2 ± %3 more per game</source>
        <extracomment>Variant lab verdict on a figure counted per game; %1 its label ("Reshuffles"), %2 ± %3 the difference with its 95% interval</extracomment>
        <translation>%1: játszmánként most több (+%2 ± %3)</translation>
    </message>
    <message>
        <source>%1: now %2 ± %3 less per game</source>
        <extracomment>Variant lab verdict on a figure counted per game; %1 its label ("Reshuffles"), %2 ± %3 the difference with its 95% interval</extracomment>
        <translation>%1: játszmánként most kevesebb (−%2 ± %3)</translation>
    </message>
    <message>
        <source>1st</source>
        <extracomment>Variant lab: seat 1 (the first player in turn order) under a chart's bars, as short as it can be</extracomment>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <extracomment>Variant lab: seat 2 under a chart's bars</extracomment>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <extracomment>Variant lab: seat 3 under a chart's bars</extracomment>
        <translation>3.</translation>
    </message>
    <message>
        <source>4th</source>
        <extracomment>Variant lab: seat 4 under a chart's bars</extracomment>
        <translation>4.</translation>
    </message>
    <message>
        <source>5th</source>
        <extracomment>Variant lab: seat 5 under a chart's bars</extracomment>
        <translation>5.</translation>
    </message>
    <message>
        <source>6th</source>
        <extracomment>Variant lab: seat 6 under a chart's bars</extracomment>
        <translation>6.</translation>
    </message>
    <message>
        <source>7th</source>
        <extracomment>Variant lab: seat 7 under a chart's bars</extracomment>
        <translation>7.</translation>
    </message>
    <message>
        <source>8th</source>
        <extracomment>Variant lab: seat 8 under a chart's bars</extracomment>
        <translation>8.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>Variant lab: the two ends of a 95% interval written out ("0.9 to 6.3", "−0.1 to +0.3"); used where the interval is not the same on both sides of the value</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <extracomment>Variant lab: a share with the two ends of its 95% interval, where they are not the same distance from it ("99.9% (99.6–100)"); %1 the share, %2 and %3 the ends (numbers, no %)</extracomment>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>%1 pp</source>
        <extracomment>Variant lab, Difference column: a difference of two shares in percentage points ("+3.6 ± 2.7 pp"); the short form of the unit</extracomment>
        <translation>%1 %-pont</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>difference and interval</comment>
        <extracomment>Variant lab verdict: a difference with the two ends of its 95% interval, where they are not the same distance from it ("0.4 (0.1 to 0.9)")</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>verdict and relative change</comment>
        <extracomment>Variant lab: a verdict on a mean followed by the change relative to the other rule set's value; %1 the verdict sentence, %2 the relative change ("+1.2%")</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Draws are now more frequent: +%1 percentage points</source>
        <extracomment>Variant lab verdict; %1 the rise in the share of drawn games, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>A döntetlen most gyakoribb: +%1 százalékpont</translation>
    </message>
    <message>
        <source>Draws are now less frequent: −%1 percentage points</source>
        <extracomment>Variant lab verdict; %1 the fall in the share of drawn games, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>A döntetlen most ritkább: −%1 százalékpont</translation>
    </message>
    <message>
        <source>%1 now wins more often: +%2 percentage points</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 the rise in its share of games won, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1 most gyakrabban nyer: +%2 százalékpont</translation>
    </message>
    <message>
        <source>%1 now wins less often: −%2 percentage points</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 the fall in its share of games won, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1 most ritkábban nyer: −%2 százalékpont</translation>
    </message>
    <message>
        <source>%1: more frequent now (+%2 percentage points)</source>
        <extracomment>Variant lab verdict; %1 the end condition (a label, "A pilgrim reached the pagoda"), %2 the rise in the share of games it ended, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1: most gyakoribb (+%2 százalékpont)</translation>
    </message>
    <message>
        <source>%1: less frequent now (−%2 percentage points)</source>
        <extracomment>Variant lab verdict; %1 the end condition (a label, "A pilgrim reached the pagoda"), %2 the fall in the share of games it ended, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1: most ritkább (−%2 százalékpont)</translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <comment>difference column</comment>
        <extracomment>Variant lab, Difference column (a narrow column): a difference on the first line, the two ends of its 95% interval under it, where they are not the same distance from it ("+0.4 pp" over "(+0.1 to +0.9)")</extracomment>
        <translation>%1
(%2)</translation>
    </message>
    <message>
        <source>Different, and it matters</source>
        <extracomment>Variant lab verdict against the smallest difference that matters: the whole 95% interval of the difference lies beyond the margin</extracomment>
        <translation>Eltér, és számít</translation>
    </message>
    <message>
        <source>Different, but too small to matter</source>
        <extracomment>Variant lab verdict against the smallest difference that matters: real (the interval leaves out 0) but inside the margin</extracomment>
        <translation>Eltér, de túl kicsit ahhoz, hogy számítson</translation>
    </message>
    <message>
        <source>The same within the margin</source>
        <extracomment>Variant lab verdict against the smallest difference that matters: an equivalence test (TOST) shows any difference is inside the margin</extracomment>
        <translation>A határon belül ugyanaz</translation>
    </message>
    <message numerus="yes">
        <source>Not enough games yet: about %Ln more would tell</source>
        <extracomment>Variant lab verdict: the games played cannot tell yet; %n about how many more games would (from the spread seen so far)</extracomment>
        <translation>
            <numerusform>Még kevés a játszma: nagyjából %Ln további eldöntené</numerusform>
        </translation>
    </message>
    <message>
        <source>Not enough games yet</source>
        <extracomment>Variant lab verdict: the games played cannot tell yet, and no number of games can be estimated</extracomment>
        <translation>Még kevés a játszma</translation>
    </message>
    <message>
        <source>For now: %1</source>
        <extracomment>Variant lab: a verdict read off a run still growing (or cancelled), which may change before the planned games are played; %1 the verdict (&quot;Different, and it matters&quot;)</extracomment>
        <translation>%1 (egyelőre)</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Language</source>
        <extracomment>Tooltip of the language button</extracomment>
        <translation>Nyelv</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>Language menu: Kotatsu follows the system's language (the choice is not kept)</extracomment>
        <translation>A rendszer nyelve</translation>
    </message>
    <message>
        <source>Your choice is kept for next time.</source>
        <extracomment>Language menu, last line: the language chosen by name is kept for later runs</extracomment>
        <translation>A választásod legközelebb is megmarad.</translation>
    </message>
</context>
<context>
    <name>LastProphecy</name>
    <message>
        <source>Last prophecy · round %1</source>
        <extracomment>Heading of the last-round summary; %1 is the round number</extracomment>
        <translation>Legutóbbi jóslat · %1. forduló</translation>
    </message>
</context>
<context>
    <name>LauncherPage</name>
    <message>
        <source>Open a saved game…</source>
        <extracomment>Launcher button that opens a file dialog</extracomment>
        <translation>Mentett játék megnyitása…</translation>
    </message>
    <message>
        <source>This game's data has errors; run kotatsu-cli validate.</source>
        <extracomment>Shown for a game whose data files have errors</extracomment>
        <translation>A játék adatfájljai hibásak; futtasd a kotatsu-cli validate parancsot.</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Launcher label for the rules variant chooser</extracomment>
        <translation>Szabályok</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>The base game, without a variant</extracomment>
        <translation>Alapszabályok</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Launcher label for the number of players</extracomment>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Who plays?</source>
        <extracomment>Launcher heading above the list of seats</extracomment>
        <translation>Ki játszik?</translation>
    </message>
    <message>
        <source>Several people can share this screen: the game hides each hand until its owner takes the seat.</source>
        <extracomment>Launcher hint about hot-seat play in a game with secrets (hands, face-down tiles)</extracomment>
        <translation>Többen is játszhattok egy képernyőn: a játék mindenki lapjait elrejti, amíg a tulajdonosuk nem ül a géphez.</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Opens the rules of the selected game</extracomment>
        <translation>Játékszabály</translation>
    </message>
    <message>
        <source>Start the game</source>
        <extracomment>Starts the game set up in the launcher</extracomment>
        <translation>Játék indítása</translation>
    </message>
    <message>
        <source>Tabletop games around one warm table</source>
        <extracomment>Subtitle under the app name in the launcher</extracomment>
        <translation>Társasjátékok egy meleg asztal körül</translation>
    </message>
    <message>
        <source>This game's data has errors; choose another game.</source>
        <extracomment>Under the Start button when the chosen game's data files have errors</extracomment>
        <translation>A játék adataiban hibák vannak; válassz másik játékot.</translation>
    </message>
    <message>
        <source>More seats below: scroll down to see them all</source>
        <extracomment>Under the seat list when some seats are out of sight</extracomment>
        <translation>Lejjebb további helyek vannak: görgess le, hogy mindet lásd</translation>
    </message>
    <message numerus="yes">
        <source>This game needs exactly %n player(s).</source>
        <extracomment>Under the Start button; %n is the exact number of players of the game (2 or more)</extracomment>
        <translation>
            <numerusform>Ehhez a játékhoz pontosan %n játékos kell.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This game needs %1 to %n player(s).</source>
        <extracomment>Under the Start button; %1 and %n are the player range (fewest, most)</extracomment>
        <translation>
            <numerusform>Ehhez a játékhoz %1–%n játékos kell.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>Player count of a game for an exact number of players, e.g. "2 players"</extracomment>
        <translation>
            <numerusform>%n játékos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n player(s)</source>
        <extracomment>Player range of a game in the launcher, e.g. "3–8 players"; %1 the fewest, %n the most</extracomment>
        <translation>
            <numerusform>%1–%n játékos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <extracomment>Launcher rules chooser: one of the user's own variants; %1 is its name</extracomment>
        <translation>%1 (saját)</translation>
    </message>
    <message>
        <source>Edit rules…</source>
        <extracomment>Launcher: opens the rules editor on the chosen game or variant</extracomment>
        <translation>Szabályok szerkesztése…</translation>
    </message>
    <message>
        <source>My variants…</source>
        <extracomment>Launcher: opens the list of the user's own variants of the chosen game (rename, delete, export, import)</extracomment>
        <translation>Saját változataim…</translation>
    </message>
    <message>
        <source>Compare…</source>
        <extracomment>Launcher: opens the variant lab, comparing the chosen variant with the standard rules</extracomment>
        <translation>Összevetés…</translation>
    </message>
    <message>
        <source>Play this variant and the standard rules many times on the same seeds, and compare them</source>
        <extracomment>Launcher: tooltip of Compare…</extracomment>
        <translation>Játszd le sokszor ezt a változatot és az alapszabályokat ugyanazokkal a véletlenmagokkal, és vesd össze őket</translation>
    </message>
    <message>
        <source>Choose a variant to compare it with the standard rules</source>
        <extracomment>Launcher: tooltip of the disabled Compare… while the standard rules are chosen</extracomment>
        <translation>Válassz egy változatot, hogy összevesd az alapszabályokkal</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Launcher button: the settings page</extracomment>
        <translation>Beállítások</translation>
    </message>
    <message numerus="yes">
        <source>Resume: %1 · %n move(s)</source>
        <extracomment>Launcher button: go on with the game left unfinished; %1 is the game's name, %n the number of moves played</extracomment>
        <translation>
            <numerusform>Folytatás: %1 · %n lépés</numerusform>
        </translation>
    </message>
    <message>
        <source>Left unfinished on %1</source>
        <extracomment>Tooltip of the Resume button; %1 is when the game was last kept</extracomment>
        <translation>Befejezetlenül maradt: %1</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Launcher: the list of games, for screen readers</extracomment>
        <translation>Játékok</translation>
    </message>
    <message>
        <source>✎ Your unsaved changes to “%1” (autosaved %2) are kept: Edit rules… offers them back.</source>
        <extracomment>Launcher, under Edit rules…; %1 is a variant's name, %2 when it was autosaved ("today at 14:32")</extracomment>
        <translation>✎ A „%1” mentetlen módosításai megmaradtak (automatikus mentés: %2): a Szabályok szerkesztése… felajánlja őket.</translation>
    </message>
    <message numerus="yes">
        <source>✎ %n autosaved documents of this game have unsaved changes: Edit rules… offers them back.</source>
        <extracomment>Launcher, under Edit rules…; %n is how many autosaved documents of the chosen game have unsaved changes</extracomment>
        <translation>
            <numerusform>✎ A játék %n automatikusan mentett dokumentumában mentetlen módosítások vannak: a Szabályok szerkesztése… felajánlja őket.</numerusform>
        </translation>
    </message>
    <message>
        <source>Several people can share this screen and play in turn: nothing in this game is hidden.</source>
        <extracomment>Launcher hint about hot-seat play in a game where everything is in view (no hand-over screen)</extracomment>
        <translation>Többen is játszhatnak ezen a képernyőn, felváltva: ebben a játékban semmi sincs elrejtve.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>Launcher: starts a guided first game of the selected game (a lesson on the real table)</extracomment>
        <translation>Tanuld meg a játékot</translation>
    </message>
    <message>
        <source>Play on the network…</source>
        <extracomment>Launcher button: opens the dialog for playing with people on other computers</extracomment>
        <translation>Játssz hálózaton…</translation>
    </message>
    <message numerus="yes">
        <source>Reopen your network table: %1 · %n move(s)</source>
        <extracomment>Launcher button: opens again the network table this app hosted and left unfinished (the app was closed or stopped); %1 is the game's name, %n the number of moves played</extracomment>
        <translation>
            <numerusform>Hálózati asztalod újranyitása: %1 · %n lépés</numerusform>
        </translation>
    </message>
    <message>
        <source>Left on %1. The players come back to their seats with the invitation they have.</source>
        <extracomment>Tooltip of the button that reopens the network table this app hosted; %1 is when a move was last made at it</extracomment>
        <translation>Félbehagyva: %1. A játékosok a meglévő meghívójukkal térnek vissza a helyükre.</translation>
    </message>
</context>
<context>
    <name>ListTable</name>
    <message>
        <source>Duplicate</source>
        <extracomment>Rules editor: button in a table row that inserts a copy of the item after it</extracomment>
        <translation>Másolat</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Rules editor: button in a table row that removes the item</extracomment>
        <translation>Törlés</translation>
    </message>
    <message>
        <source>Add</source>
        <extracomment>Rules editor: adds an item (a card, a town, a space...) at the end of a table</extracomment>
        <translation>Hozzáadás</translation>
    </message>
    <message numerus="yes">
        <source>Show all %n row(s)</source>
        <extracomment>Rules editor: shows every row of a long table; %n is how many rows there are</extracomment>
        <translation>
            <numerusform>Az összes sor mutatása (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Rules editor: the totals line under a table; %n is the number of items (cards, towns, spaces...)</extracomment>
        <translation>
            <numerusform>%n elem</numerusform>
        </translation>
    </message>
    <message>
        <source>by %1: %2</source>
        <extracomment>Rules editor totals line: how many items have each value of a field; %1 is the field, %2 e.g. "red ×10, blue ×10"</extracomment>
        <translation>%1 szerint: %2</translation>
    </message>
</context>
<context>
    <name>LocalizedGrid</name>
    <message>
        <source>missing</source>
        <extracomment>Rules editor: placeholder of an empty language in a five-language grid</extracomment>
        <translation>hiányzik</translation>
    </message>
    <message numerus="yes">
        <source>%n language(s) missing</source>
        <extracomment>Rules editor: beside a text given in every language, how many languages are not written yet (empty, or still a new variant's "Game (variant)")</extracomment>
        <translation>
            <numerusform>%n nyelv hiányzik</numerusform>
        </translation>
    </message>
    <message>
        <source>Not written yet: the editor's stand-in until you change it</source>
        <extracomment>Rules editor: tooltip of a language of a new variant's name or description that still holds the text the editor gave it ("Tokaido Duo (variant)")</extracomment>
        <translation>Még nincs megírva: a szerkesztő ideiglenes szövege, amíg át nem írod</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Kotatsu — %1</source>
        <extracomment>Window title</extracomment>
        <translation>Kotatsu – %1</translation>
    </message>
    <message>
        <source>Kotatsu</source>
        <translation>Kotatsu</translation>
    </message>
    <message>
        <source>The game could not be started.</source>
        <extracomment>Under the Start button when the game could not be started for an unknown reason
----------
Variant lab: Play this variant could not start the game for an unknown reason
----------
Rules editor: Play this variant could not start the game for an unknown reason</extracomment>
        <translation>A játékot nem sikerült elindítani.</translation>
    </message>
</context>
<context>
    <name>MantraLine</name>
    <message>
        <source>stays</source>
        <extracomment>Under a place of the mantra line whose pilgrim does not climb</extracomment>
        <translation>helyben</translation>
    </message>
    <message>
        <source>This round's mantra line</source>
        <extracomment>Screen reader: the row of cards played this round</extracomment>
        <translation>A forduló mantrasora</translation>
    </message>
    <message>
        <source>Turn order</source>
        <extracomment>Screen reader: the row of cards that gives the turn order</extracomment>
        <translation>Játéksorrend</translation>
    </message>
    <message>
        <source>Place %1 (stays): empty</source>
        <extracomment>Screen reader: an empty place of the mantra line whose pilgrim will not climb; %1 its number</extracomment>
        <translation>%1. hely (innen nem lép feljebb): üres</translation>
    </message>
    <message>
        <source>Place %1: empty</source>
        <extracomment>Screen reader: an empty place of the mantra line; %1 its number</extracomment>
        <translation>%1. hely: üres</translation>
    </message>
    <message>
        <source>Place %1 (stays): %2, played by %3</source>
        <extracomment>Screen reader: a card in a place whose pilgrim does not climb; %1 the place, %2 the card ("card 17, 3 sandals"), %3 a player</extracomment>
        <translation>%1. hely (innen nem lép feljebb): %2, kijátszotta: %3</translation>
    </message>
    <message>
        <source>Place %1: %2, played by %3</source>
        <extracomment>Screen reader: a card of the mantra line; %1 the place, %2 the card ("card 17, 3 sandals"), %3 a player</extracomment>
        <translation>%1. hely: %2, kijátszotta: %3</translation>
    </message>
</context>
<context>
    <name>MatchHint</name>
    <message>
        <source>A card fits the top card with</source>
        <extracomment>Heading of the reminder of the matching rules</extracomment>
        <translation>Egy kártya illeszkedik, ha a felső laphoz képest</translation>
    </message>
    <message>
        <source>the same colour</source>
        <extracomment>Matching rule reminder (list item)</extracomment>
        <translation>azonos a színe</translation>
    </message>
    <message>
        <source>the same value</source>
        <extracomment>Matching rule reminder (list item)</extracomment>
        <translation>azonos az értéke</translation>
    </message>
    <message>
        <source>a value one higher or lower (10 and 1 too)</source>
        <extracomment>Matching rule reminder (list item), variant where 10 and 1 are neighbours</extracomment>
        <translation>eggyel nagyobb vagy kisebb az értéke (a 10 és az 1 is szomszédos)</translation>
    </message>
    <message>
        <source>a value one higher or lower</source>
        <extracomment>Matching rule reminder (list item)</extracomment>
        <translation>eggyel nagyobb vagy kisebb az értéke</translation>
    </message>
    <message>
        <source>A Sun takes any value of its colour.</source>
        <extracomment>Sun reminder, variant without restriction</extracomment>
        <translation>A napkártya a saját színének bármely értékét felveheti.</translation>
    </message>
    <message>
        <source>A Sun takes a value of its colour not showing in the ring or the centre.</source>
        <extracomment>Sun reminder, variant</extracomment>
        <translation>A napkártya a saját színének olyan értékét veheti fel, amely nem látszik sem a körben, sem középen.</translation>
    </message>
    <message>
        <source>A Sun takes a value of its colour not showing in the ring.</source>
        <extracomment>Sun reminder, standard rules</extracomment>
        <translation>A napkártya a saját színének olyan értékét veheti fel, amely nem látszik a körben.</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log at a network table: another player's move, of which this player sees only what it did (the lines under it); %1 a player</extracomment>
        <translation>%1 lépett</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>Heading of the move log
----------
The move log, for screen readers</extracomment>
        <translation>Lépések</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Separator in the move log</extracomment>
        <translation>%1. forduló</translation>
    </message>
    <message>
        <source>The game begins</source>
        <extracomment>Move log: the entry before the first move, above what the set-up did (the Automa's first turn, the pilgrims' first climb)</extracomment>
        <translation>Kezdődik a játék</translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message>
        <source>Step</source>
        <comment>legend</comment>
        <extracomment>Short legend of the board (a small window): the mark of a field reachable by a step</extracomment>
        <translation>Lépés</translation>
    </message>
    <message>
        <source>Jump</source>
        <comment>legend</comment>
        <extracomment>Short legend of the board (a small window): the mark of a field reachable by a jump</extracomment>
        <translation>Ugrás</translation>
    </message>
    <message>
        <source>Hand-off jump</source>
        <comment>legend</comment>
        <extracomment>Short legend of the board (a small window): the mark of a field reachable by the hand-off jump (Note 3)</extracomment>
        <translation>Stafétaugrás</translation>
    </message>
    <message>
        <source>Take a pair of beads</source>
        <extracomment>Move panel title in the bead draft</extracomment>
        <translation>Válassz gyöngypárt</translation>
    </message>
    <message>
        <source>Place %1</source>
        <extracomment>Move panel title during the set-up; %1 is a figure (Kokeshi 2)</extracomment>
        <translation>Helyezd el: %1</translation>
    </message>
    <message>
        <source>Pass a bead</source>
        <extracomment>Move panel title: the action that moves a bead, not a figure
----------
Move panel button: the action that moves a bead instead of a figure</extracomment>
        <translation>Gyöngyátadás</translation>
    </message>
    <message>
        <source>Which jump?</source>
        <extracomment>Move panel title: two kinds of jump reach the chosen field</extracomment>
        <translation>Melyik ugrás?</translation>
    </message>
    <message>
        <source>In which order?</source>
        <extracomment>Move panel title: the order of the beads handed over</extracomment>
        <translation>Milyen sorrendben?</translation>
    </message>
    <message>
        <source>Who gets the bead?</source>
        <extracomment>Move panel title: which figure receives the used bead</extracomment>
        <translation>Ki kapja a gyöngyöt?</translation>
    </message>
    <message>
        <source>Your move</source>
        <extracomment>Move panel title at the start of your turn</extracomment>
        <translation>Te lépsz</translation>
    </message>
    <message>
        <source>Choose the colour of a pair of beads. Each figure will carry one pair.</source>
        <extracomment>Move panel prompt in the bead draft</extracomment>
        <translation>Válaszd ki egy gyöngypár színét. Minden figura egy párat visel majd.</translation>
    </message>
    <message>
        <source>1. Choose the bead pair this figure carries.
2. Click a lit start field next to your pagoda.</source>
        <extracomment>Move panel prompt during the set-up</extracomment>
        <translation>1. Válaszd ki, melyik gyöngypárt viselje ez a figura.
2. Kattints egy kiemelt induló mezőre a pagodád mellett.</translation>
    </message>
    <message>
        <source>This figure cannot step or jump now. It can still pass its top bead.</source>
        <extracomment>Move panel: the selected figure cannot step or jump now</extracomment>
        <translation>Ez a figura most nem tud lépni vagy ugrani, de a felső gyöngyét átadhatja.</translation>
    </message>
    <message>
        <source>Its top bead is %1: it may step across a %1 line. Click a lit field.</source>
        <extracomment>Move panel; %1 is the colour of the figure's top bead</extracomment>
        <translation>A felső gyöngye %1: átléphet egy %1 vonalon. Kattints egy kiemelt mezőre.</translation>
    </message>
    <message>
        <source>It carries no bead: it can only jump. Click a lit field.</source>
        <extracomment>Move panel: a figure without beads can only jump</extracomment>
        <translation>Nincs gyöngye, ezért csak ugorhat. Kattints egy kiemelt mezőre.</translation>
    </message>
    <message>
        <source>Jump and keep your beads, or hand all of them to the figure you jump over?</source>
        <extracomment>Move panel: a loaded figure next to its own figure may jump keeping its beads, or hand them all over first</extracomment>
        <translation>Ugrasz, és megtartod a gyöngyeidet, vagy mindet átadod az átugrott figurának?</translation>
    </message>
    <message>
        <source>Choose the order of the beads, from bottom to top.</source>
        <extracomment>Move panel: choose the order (bottom to top) of the beads handed over</extracomment>
        <translation>Add meg a gyöngyök sorrendjét alulról felfelé.</translation>
    </message>
    <message>
        <source>Click one of your figures, here or on the board.</source>
        <extracomment>Move panel: choose the figure that receives the bead used for the step</extracomment>
        <translation>Kattints az egyik figurádra itt vagy a táblán.</translation>
    </message>
    <message>
        <source>No figure moves: the top bead of one of your figures goes on top of another one. Click the figure that gives its top bead.</source>
        <extracomment>Move panel: the first step of passing a bead</extracomment>
        <translation>Egyik figura sem mozdul: az egyik figurád felső gyöngye egy másik figurád fejére kerül. Kattints arra a figurára, amelyik átadja a felső gyöngyét.</translation>
    </message>
    <message>
        <source>Click the figure that receives the top bead of %1.</source>
        <extracomment>Move panel: the second step of passing a bead; %1 is the giving figure</extracomment>
        <translation>Kattints arra a figurára, amelyik megkapja %1 felső gyöngyét.</translation>
    </message>
    <message>
        <source>Click one of your lit figures to see where it can go, or pass a bead from one figure to another.</source>
        <extracomment>Move panel at the start of your turn</extracomment>
        <translation>Kattints egy kiemelt figurádra, hogy lásd, hová léphet, vagy adj át egy gyöngyöt az egyik figurádról a másikra.</translation>
    </message>
    <message>
        <source>Handed on:</source>
        <extracomment>Move panel: the bead(s) about to go to another figure (shown after the colon)</extracomment>
        <translation>Átadod:</translation>
    </message>
    <message>
        <source>Hand all beads to %1, then jump over it</source>
        <extracomment>Move panel button: the hand-off jump; %1 is the figure jumped over</extracomment>
        <translation>Add át minden gyöngyödet %1{nak}, és ugord át</translation>
    </message>
    <message>
        <source>Jump over %1, keep your beads</source>
        <extracomment>Move panel button: an ordinary jump; %1 is the figure jumped over</extracomment>
        <translation>Ugord át %1{t}, és tartsd meg a gyöngyeidet</translation>
    </message>
    <message>
        <source>Step across the line</source>
        <extracomment>Move panel button: step across the line</extracomment>
        <translation>Lépj át a vonalon</translation>
    </message>
    <message>
        <source>Top bead</source>
        <extracomment>Move panel toggle: pass only the top bead</extracomment>
        <translation>Felső gyöngy</translation>
    </message>
    <message>
        <source>The used bead</source>
        <extracomment>Move panel toggle: give only the bead used for the step</extracomment>
        <translation>A felhasznált gyöngy</translation>
    </message>
    <message>
        <source>All its beads</source>
        <extracomment>Move panel toggle: hand over all the beads of the figure</extracomment>
        <translation>Az összeset</translation>
    </message>
    <message>
        <source>Pass its top bead</source>
        <extracomment>Move panel button: pass the selected figure's top bead to another figure</extracomment>
        <translation>Add át a felső gyöngyét</translation>
    </message>
    <message>
        <source>End the turn</source>
        <extracomment>Move panel button: end a turn of several steps</extracomment>
        <translation>Fejezd be a körödet</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Move panel button: go back one choice (Escape does the same)</extracomment>
        <translation>Vissza</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Move panel button: drop the selection (Escape does the same)</extracomment>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Step across a line of the top bead's colour; the used bead goes to another of your figures</source>
        <extracomment>Legend of the board: a field reachable by a step</extracomment>
        <translation>Lépés a felső gyönggyel azonos színű vonalon át; a felhasznált gyöngy egy másik figurádhoz kerül</translation>
    </message>
    <message>
        <source>Jump over a neighbour (one of the two has no bead); no bead is used</source>
        <extracomment>Legend of the board: a field reachable by a jump</extracomment>
        <translation>Ugrás egy szomszédos figura fölött (egyiküknek nincs gyöngye); gyöngy nem fogy</translation>
    </message>
    <message>
        <source>Hand-off jump: give all your beads to your figure alongside, then jump over it</source>
        <extracomment>Legend of the board: a field reachable by the hand-off jump (Note 3)</extracomment>
        <translation>Stafétaugrás: minden gyöngyödet átadod a szomszédos saját figurádnak, majd átugrod</translation>
    </message>
    <message>
        <source>The ink arrow shows the last move, the gold dotted trail where its beads went.</source>
        <extracomment>Legend of the board: how the last move is drawn</extracomment>
        <translation>A tusnyíl az utolsó lépést mutatja, az arany pontsor pedig azt, hová kerültek a gyöngyök.</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <extracomment>Move panel: the move just played; %1 is its description</extracomment>
        <translation>Utolsó lépés: %1</translation>
    </message>
    <message>
        <source>Who gets the beads?</source>
        <extracomment>Move panel title: which figure receives all the beads of the moving figure</extracomment>
        <translation>Ki kapja a gyöngyöket?</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left before a draw</source>
        <extracomment>Move panel: moves left before the game is drawn; %n is a number</extracomment>
        <translation>
            <numerusform>Még %n lépés a döntetlenig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position has come up %n time(s): once more and the game is drawn.</source>
        <extracomment>Move panel warning: the position has come up before; once more and the game is drawn</extracomment>
        <translation>
            <numerusform>Ez az állás már %n alkalommal előfordult: még egyszer, és döntetlen a játszma.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the %1 pair</source>
        <extracomment>Keyboard and screen reader: choose the bead pair of the figure being placed; %1 colour</extracomment>
        <translation>Válaszd a(z) %1 párt</translation>
    </message>
    <message>
        <source>Take the %1 pair</source>
        <extracomment>Keyboard and screen reader: take a pair of beads in the draft; %1 colour</extracomment>
        <translation>Vedd el a(z) %1 párt</translation>
    </message>
    <message>
        <source>Hand on only the top bead</source>
        <extracomment>Keyboard and screen reader: hand on only the used (top) bead</extracomment>
        <translation>Csak a felső gyöngyét add át</translation>
    </message>
    <message>
        <source>Hand on all its beads</source>
        <extracomment>Keyboard and screen reader: hand on all the beads of the figure</extracomment>
        <translation>Add át az összes gyöngyét</translation>
    </message>
    <message>
        <source>Stack them as %1</source>
        <extracomment>Keyboard and screen reader: stack the beads handed on in this order; %1 colours from bottom to top</extracomment>
        <translation>Rakd őket ebben a sorrendben: %1</translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message>
        <source>Play on the network</source>
        <extracomment>Title of the dialog for playing with people on other computers</extracomment>
        <translation>Játék hálózaton</translation>
    </message>
    <message>
        <source>Join a table</source>
        <extracomment>Heading in the network dialog: joining a table someone else opened</extracomment>
        <translation>Csatlakozás egy asztalhoz</translation>
    </message>
    <message>
        <source>Paste the invitation the host gave you: a line beginning with { or a link beginning with kotatsu://.</source>
        <extracomment>Explanation under "Join a table"</extracomment>
        <translation>Illeszd be a házigazdától kapott meghívót: egy {-vel kezdődő sort vagy egy kotatsu://-vel kezdődő linket.</translation>
    </message>
    <message>
        <source>Invitation</source>
        <extracomment>Placeholder of the invitation field in the network dialog</extracomment>
        <translation>Meghívó</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <extracomment>Label of the field for the name the other players see at a network table</extracomment>
        <translation>A neved az asztalnál</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <extracomment>Network dialog: connecting to the host's table</extracomment>
        <translation>Kapcsolódás az asztalhoz…</translation>
    </message>
    <message>
        <source>The connection dropped; trying again…</source>
        <extracomment>Network dialog: the connection dropped while joining; the app tries again</extracomment>
        <translation>Megszakadt a kapcsolat; újrapróbálkozás…</translation>
    </message>
    <message>
        <source>Taking a seat…</source>
        <extracomment>Network dialog: the host accepted the invitation; waiting for a seat and the game's first position</extracomment>
        <translation>Helyet foglalsz…</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Network dialog: closes it (and stops joining)</extracomment>
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>Join</source>
        <extracomment>Network dialog: joins the table of the invitation pasted above</extracomment>
        <translation>Csatlakozz</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <extracomment>Heading in the network dialog: tables other computers on the same network offer</extracomment>
        <translation>Asztalok ezen a hálózaton</translation>
    </message>
    <message>
        <source>No table is offered on this network right now.</source>
        <extracomment>Network dialog: no table is announced on the local network (the list stays open and fills when one is)</extracomment>
        <translation>Ezen a hálózaton most nincs meghirdetett asztal.</translation>
    </message>
    <message>
        <source>This computer cannot hear the tables offered on the network: port %1 is in use.</source>
        <extracomment>Network dialog: the app cannot listen for announced tables; %1 is the UDP port number</extracomment>
        <translation>Ez a gép nem látja a hálózaton meghirdetett asztalokat: foglalt a port (%1).</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n free seat(s)</source>
        <extracomment>Network dialog: one table offered on this network; %1 the game, %2 the host&apos;s name (or its address), %n the seats nobody holds yet</extracomment>
        <translation>
            <numerusform>%1 · %2 · %n szabad hely</numerusform>
        </translation>
    </message>
    <message>
        <source>Host a table</source>
        <extracomment>Heading in the network dialog: offering the table set up in the launcher to people on other computers</extracomment>
        <translation>Asztal nyitása házigazdaként</translation>
    </message>
    <message numerus="yes">
        <source>%1: the table as you set it up, with %n seat(s) for people: you take the first, the others are for the people you invite.</source>
        <extracomment>Network dialog, under "Host a table": %1 the game set up in the launcher; %n its seats for people, always 2 or more (the host&apos;s own is the first; the others are for people on other computers)</extracomment>
        <translation>
            <numerusform>%1, ahogy beállítottad, %n hellyel embereknek: az elsőt te foglalod el, a többi a meghívottaidé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Host</source>
        <extracomment>Network dialog: hosts the table set up in the launcher</extracomment>
        <translation>Nyiss asztalt</translation>
    </message>
    <message>
        <source>%1: the table as you set it up. Only your seat is for a person, so nobody else can join. To invite someone, set another seat to Person.</source>
        <extracomment>Network dialog, under &quot;Host a table&quot;, when the launcher&apos;s table has one seat for a person (the host&apos;s own) and the rest are computers; %1 the game set up in the launcher</extracomment>
        <translation>%1, ahogy beállítottad. Emberi játékosnak csak egy hely jut, a tiéd, ezért más nem csatlakozhat: ha meg akarsz hívni valakit, egy másik helyen is válaszd az „Ember” beállítást.</translation>
    </message>
    <message>
        <source>List the table on this network: anyone on it can see it and join while a seat is free</source>
        <extracomment>Network dialog, under &quot;Host a table&quot;: a check box, on at first; the hosted table is listed on the local network (its invitation code included) for as long as it has a free seat</extracomment>
        <translation>Az asztal meghirdetése ezen a hálózaton: amíg van szabad hely, a hálózaton bárki láthatja, és csatlakozhat hozzá</translation>
    </message>
    <message>
        <source>Connections</source>
        <extracomment>Network dialog, under &quot;Host a table&quot;: label of the choice of encrypting the connections (TLS) or not</extracomment>
        <translation>Kapcsolatok</translation>
    </message>
    <message>
        <source>Not encrypted, for a home network</source>
        <extracomment>Network dialog, the connections choice: no TLS (ws://)</extracomment>
        <translation>Titkosítás nélkül, otthoni hálózatra</translation>
    </message>
    <message>
        <source>Encrypted (TLS), with a certificate Kotatsu makes</source>
        <extracomment>Network dialog, the connections choice: TLS with a certificate the app makes for the host (self-signed); the invitation carries its fingerprint</extracomment>
        <translation>Titkosítva (TLS), a Kotatsu által készített tanúsítvánnyal</translation>
    </message>
    <message>
        <source>Encrypted (TLS), with my certificate and key</source>
        <extracomment>Network dialog, the connections choice: TLS with the host&apos;s own certificate and private key (PEM files chosen below)</extracomment>
        <translation>Titkosítva (TLS), a saját tanúsítványommal és kulcsommal</translation>
    </message>
    <message>
        <source>Choose the certificate…</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: opens the file dialog for the certificate (a PEM file)</extracomment>
        <translation>Tanúsítvány kiválasztása…</translation>
    </message>
    <message>
        <source>Certificate: %1</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: the certificate chosen (%1 its file name); a click chooses another</extracomment>
        <translation>Tanúsítvány: %1</translation>
    </message>
    <message>
        <source>Choose the key…</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: opens the file dialog for the certificate&apos;s private key (a PEM file)</extracomment>
        <translation>Kulcs kiválasztása…</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: the private key chosen (%1 its file name); a click chooses another</extracomment>
        <translation>Kulcs: %1</translation>
    </message>
    <message>
        <source>The invitation carries the certificate&apos;s fingerprint, and the others&apos; Kotatsu accepts no other certificate. Send it only to them, in a message nobody else can change.</source>
        <extracomment>Network dialog, under the connections choice when TLS is chosen: the invitation carries the certificate&apos;s fingerprint (SHA-256), which the joining app checks</extracomment>
        <translation>A meghívó tartalmazza a tanúsítvány ujjlenyomatát, és a többiek Kotatsuja más tanúsítványt nem fogad el. Csak nekik küldd el, olyan üzenetben, amelyet más nem módosíthat.</translation>
    </message>
</context>
<context>
    <name>PathWords</name>
    <message>
        <source>%1: %2</source>
        <extracomment>Rules editor: a value of one item of a list, e.g. "Uchiko: mountain-town draw"; %1 the item (a town, a ring space...), %2 the value's label</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>entry %1</source>
        <extracomment>Rules editor: one entry of a list inside another item, e.g. "entry 1 (route 3)" for the second town of a route; %1 its number, 0 first</extracomment>
        <translation>%1. elem</translation>
    </message>
    <message>
        <source>default</source>
        <extracomment>Rules editor: the entry of a rule given per number of players that applies to any count not listed (the data writes it `default`), as in "player count default"</extracomment>
        <translation>alapértelmezett</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Rules editor: an item inside another one, e.g. "effect 0 (Garden)" (the first effect of the space type Garden) or "frozen place 1 (player count 3)"; %1 the inner item, %2 the outer one</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>language</comment>
        <extracomment>Rules editor: one language of a text given in every language, e.g. "name (日本語)"; %1 the text's label, %2 the language's own name</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>PemFileDialog</name>
    <message>
        <source>Choose the certificate&apos;s private key</source>
        <extracomment>Title of the file dialog that chooses the private key of the host&apos;s TLS certificate (network dialog)</extracomment>
        <translation>A tanúsítvány titkos kulcsának kiválasztása</translation>
    </message>
    <message>
        <source>Choose the certificate</source>
        <extracomment>Title of the file dialog that chooses the host&apos;s TLS certificate (network dialog)</extracomment>
        <translation>A tanúsítvány kiválasztása</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt *.key)</source>
        <extracomment>File dialog filter for PEM files (a TLS certificate or key); keep &quot;(*.pem *.crt *.key)&quot;</extracomment>
        <translation>PEM-fájlok (*.pem *.crt *.key)</translation>
    </message>
</context>
<context>
    <name>PickList</name>
    <message>
        <source>Earlier</source>
        <extracomment>Rules editor: moves an effect one place earlier in its list (effects are carried out in order)</extracomment>
        <translation>Előrébb</translation>
    </message>
    <message>
        <source>Later</source>
        <extracomment>Rules editor: moves an effect one place later in its list</extracomment>
        <translation>Hátrébb</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Rules editor: button in a table row that removes the item</extracomment>
        <translation>Törlés</translation>
    </message>
    <message>
        <source>A number</source>
        <extracomment>Rules editor: the parameter of an effect is a number (not one of the named values)</extracomment>
        <translation>Egy szám</translation>
    </message>
    <message>
        <source>Add an effect</source>
        <extracomment>Rules editor: adds an effect at the end of an effect list (a ring space's or a wave tile's)</extracomment>
        <translation>Hatás hozzáadása</translation>
    </message>
    <message numerus="yes">
        <source>%n effect(s)</source>
        <extracomment>Rules editor: the totals line under an effect list; %n is the number of effects</extracomment>
        <translation>
            <numerusform>%n hatás</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PileView</name>
    <message>
        <source>used up</source>
        <extracomment>On the place of a pile that has no cards left</extracomment>
        <translation>elfogyott</translation>
    </message>
</context>
<context>
    <name>PilgrimsPanel</name>
    <message>
        <source>(holds %1)</source>
        <extracomment>Cards another player drafted openly; %1 is a list of numbers</extracomment>
        <translation>(nála: %1)</translation>
    </message>
    <message numerus="yes">
        <source>step %1 · %n card(s) in hand</source>
        <extracomment>Compact player info: %1 the step a pilgrim stands on, %n how many cards they hold</extracomment>
        <translation>
            <numerusform>%1. lépcsőfok · %n lap a kézben</numerusform>
        </translation>
    </message>
    <message>
        <source>Pilgrims</source>
        <extracomment>Screen reader: the row of players' summaries</extracomment>
        <translation>Zarándokok</translation>
    </message>
    <message>
        <source>(to play)</source>
        <extracomment>Screen reader: added after the name of the player whose turn it is</extracomment>
        <translation>(következik)</translation>
    </message>
</context>
<context>
    <name>PlayerBoards</name>
    <message>
        <source>Winner</source>
        <extracomment>Player boards: this player won</extracomment>
        <translation>Győztes</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>Player boards: the computer is choosing</extracomment>
        <translation>Gondolkodik…</translation>
    </message>
    <message>
        <source>To move</source>
        <extracomment>Player boards: it is this player's turn</extracomment>
        <translation>Következik</translation>
    </message>
    <message>
        <source>Pilgrim · temples: %1/%2 · gardens: %3/%4 · points: %5</source>
        <extracomment>Player boards: the pilgrim's board read out and shown on hover; %1 temples visited, %2 temple track length, %3 gardens, %4 garden track length, %5 points</extracomment>
        <translation>Zarándok · templom: %1/%2 · kert: %3/%4 · pont: %5</translation>
    </message>
    <message>
        <source>Merchant · wares: %1/%2 · coins: %3 · gold slabs: %4/%5 · points: %6</source>
        <extracomment>Player boards: the merchant's board read out and shown on hover; %1 wares held, %2 the hand limit, %3 coins, %4 gold slabs, %5 slots, %6 points</extracomment>
        <translation>Kereskedő · áru: %1/%2 · érme: %3 · aranykoban: %4/%5 · pont: %6</translation>
    </message>
    <message>
        <source>Artist · face up: %1 · given away: %2/%3 · points: %4</source>
        <extracomment>Player boards: the artist's board read out and shown on hover; %1 paintings face up, %2 given away, %3 in all, %4 points</extracomment>
        <translation>Festő · felfordítva: %1 · elajándékozva: %2/%3 · pont: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <extracomment>Player boards: the total score (short); %n points</extracomment>
        <translation>
            <numerusform>%n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>Player boards read out: the total score; %n points</extracomment>
        <translation>
            <numerusform>%n pont</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds the hot spring token</source>
        <extracomment>Player boards read out: this player holds the hot spring token</extracomment>
        <translation>Nála van a hőforráskorong</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Winner</source>
        <extracomment>Player card: this player won</extracomment>
        <translation>Győztes</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>Player card: the computer is choosing its move</extracomment>
        <translation>Gondolkodik…</translation>
    </message>
    <message>
        <source>To move</source>
        <extracomment>Player card: it is this player's turn</extracomment>
        <translation>Következik</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <extracomment>Player card: the pagoda the side must reach</extracomment>
        <translation>Cél: %1</translation>
    </message>
    <message>
        <source>%1 · goal: %2</source>
        <extracomment>Player card: %1 the side (Kokeshi, Samurai), %2 the pagoda the side must reach</extracomment>
        <translation>%1 · cél: %2</translation>
    </message>
    <message>
        <source>To place:</source>
        <extracomment>Player card during the set-up: the bead pairs not yet on a figure</extracomment>
        <translation>Elhelyezendő:</translation>
    </message>
    <message>
        <source>%1, goal: %2</source>
        <extracomment>Screen reader, player card: %1 the side (Kokeshi), %2 the pagoda it must reach</extracomment>
        <translation>%1, cél: %2</translation>
    </message>
    <message>
        <source>winner</source>
        <extracomment>Screen reader, player card: this player won</extracomment>
        <translation>győztes</translation>
    </message>
    <message>
        <source>to move</source>
        <extracomment>Screen reader, player card: it is this player's turn</extracomment>
        <translation>következik</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) on the board</source>
        <extracomment>Screen reader, player card: %n figures of the player on the board</extracomment>
        <translation>
            <numerusform>%n figura a táblán</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bead(s) carried</source>
        <extracomment>Screen reader, player card: %n beads on the player's figures, then the count of each colour after the colon</extracomment>
        <translation>
            <numerusform>%n gyöngyöt visz</numerusform>
        </translation>
    </message>
    <message>
        <source>pairs to place: %1</source>
        <extracomment>Screen reader, player card during the set-up: %1 the colours of the bead pairs not yet placed</extracomment>
        <translation>elhelyezendő párok: %1</translation>
    </message>
</context>
<context>
    <name>ProphecyPanel</name>
    <message>
        <source>The prophecy of %1</source>
        <extracomment>Heading of the prophecy box; %1 is the sage's name</extracomment>
        <translation>%1 jóslata</translation>
    </message>
    <message>
        <source>You foresee the %1: %2</source>
        <extracomment>The sage's own prediction; %1 is a pile symbol, %2 a card ("Moon: Blue 7")</extracomment>
        <translation>A jóslatod: a(z) %1 jelű kupac (%2)</translation>
    </message>
    <message>
        <source>Choose the card that will be played last.</source>
        <extracomment>Prophecy box before the sage (you) has chosen</extracomment>
        <translation>Válaszd ki a kártyát, amelyet utoljára játszanak ki.</translation>
    </message>
    <message>
        <source>The sage is choosing a disc in secret.</source>
        <extracomment>Prophecy box before the sage has chosen</extracomment>
        <translation>A bölcs titokban kiválaszt egy korongot.</translation>
    </message>
    <message>
        <source>The disc lies face down until the round ends.</source>
        <extracomment>Prophecy box: the disc is hidden from the other players</extracomment>
        <translation>A korong a forduló végéig lefordítva marad.</translation>
    </message>
</context>
<context>
    <name>ProphecyReveal</name>
    <message>
        <source>The prophecy comes true!</source>
        <extracomment>Reveal banner title when the sage's predicted card was played</extracomment>
        <translation>A jóslat beteljesült!</translation>
    </message>
    <message>
        <source>The prophecy fails</source>
        <extracomment>Reveal banner title when the predicted card was never played</extracomment>
        <translation>A jóslat nem teljesült</translation>
    </message>
    <message>
        <source>Click to close</source>
        <extracomment>Small hint on the reveal banner</extracomment>
        <translation>Kattints a bezáráshoz</translation>
    </message>
</context>
<context>
    <name>RawList</name>
    <message>
        <source>Remove</source>
        <extracomment>Rules editor: button in a table row that removes the item</extracomment>
        <translation>Törlés</translation>
    </message>
    <message>
        <source>Add</source>
        <extracomment>Rules editor: adds an item (a card, a town, a space...) at the end of a table</extracomment>
        <translation>Hozzáadás</translation>
    </message>
    <message numerus="yes">
        <source>Show all %n row(s)</source>
        <extracomment>Rules editor: shows every row of a long table; %n is how many rows there are</extracomment>
        <translation>
            <numerusform>Az összes sor mutatása (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Rules editor: the totals line under a table; %n is the number of items (cards, towns, spaces...)</extracomment>
        <translation>
            <numerusform>%n elem</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RenameOffer</name>
    <message numerus="yes">
        <source>%n other value(s) name “%1”. Rename them to “%2” too?</source>
        <extracomment>Rules editor, after a new id is typed for an item (a town, a region...) that other values name; %1 is the old id, %2 the new one, %n how many values name it</extracomment>
        <translation>
            <numerusform>Még %n érték hivatkozik erre: „%1”. Azokat is átnevezed erre: „%2”?</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename everywhere</source>
        <extracomment>Rules editor, rename offer: renames the id and every value that names it</extracomment>
        <translation>Átnevezés mindenhol</translation>
    </message>
    <message>
        <source>Only this id</source>
        <extracomment>Rules editor, rename offer: changes this id only (the values naming the old id then show errors)</extracomment>
        <translation>Csak ezt az azonosítót</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Replay</source>
        <extracomment>Replay bar title</extracomment>
        <translation>Visszajátszás</translation>
    </message>
    <message>
        <source>To the start</source>
        <extracomment>Replay: go to the start of the game (Home)</extracomment>
        <translation>Az elejére</translation>
    </message>
    <message>
        <source>One move back</source>
        <extracomment>Replay: one move back (←)</extracomment>
        <translation>Egy lépés vissza</translation>
    </message>
    <message>
        <source>Move of the game</source>
        <extracomment>Replay slider, for screen readers</extracomment>
        <translation>A játszma lépése</translation>
    </message>
    <message>
        <source>One move forward</source>
        <extracomment>Replay: one move forward (→)</extracomment>
        <translation>Egy lépés előre</translation>
    </message>
    <message>
        <source>To the last move</source>
        <extracomment>Replay: go to the last move (End)</extracomment>
        <translation>Az utolsó lépéshez</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <extracomment>Replay: which move is shown; %1 is its number, %2 the number of moves in the game</extracomment>
        <translation>%1/%2. lépés</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <extracomment>Replay: the position before the first move</extracomment>
        <translation>A játszma kezdete</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Replay: leave the replay for the game as it is now</extracomment>
        <translation>Vissza a játszmához</translation>
    </message>
</context>
<context>
    <name>RoundReport</name>
    <message>
        <source>Round %1: the climb</source>
        <extracomment>Heading of the last-round summary; %1 is the round number</extracomment>
        <translation>%1. forduló: lépcsőmászás</translation>
    </message>
    <message>
        <source>stays</source>
        <extracomment>Under a card of the last round whose pilgrim did not climb</extracomment>
        <translation>helyben</translation>
    </message>
    <message>
        <source>The deck ran out: the discard pile was shuffled into a new deck.</source>
        <extracomment>Last-round note</extracomment>
        <translation>Elfogyott a húzópakli: a megkevert dobópakli lett az új húzópakli.</translation>
    </message>
    <message>
        <source>%1 played the lowest card and drew from the deck.</source>
        <extracomment>Last-round note; %1 is a player's name</extracomment>
        <translation>%1 játszotta ki a legkisebb kártyát, ezért húzott a húzópakliból.</translation>
    </message>
    <message>
        <source>Nobody took card %1: it was discarded.</source>
        <extracomment>Last-round note; %1 is a card number</extracomment>
        <translation>Megmaradó kártya: %1 – senki sem vette el, a dobópakliba került.</translation>
    </message>
    <message>
        <source>%1 played %2 and stayed on step %3</source>
        <extracomment>Screen reader, last round: a pilgrim that did not climb; %1 a player, %2 a card ("card 17, 3 sandals"), %3 its step</extracomment>
        <translation>%1 kijátszotta: %2; helyben maradt a(z) %3. lépcsőfokon</translation>
    </message>
    <message>
        <source>%1 played %2 and climbed from step %3 to step %4</source>
        <extracomment>Screen reader, last round: a pilgrim that climbed; %1 a player, %2 a card ("card 17, 3 sandals"), %3 and %4 steps</extracomment>
        <translation>%1 kijátszotta: %2; a(z) %3. lépcsőfokról a(z) %4. lépcsőfokra lépett</translation>
    </message>
</context>
<context>
    <name>RulesDrawer</name>
    <message>
        <source>Keys</source>
        <extracomment>Heading of the list of keys under the rules</extracomment>
        <translation>Billentyűk</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>The game “%1” is not available.</source>
        <extracomment>Error in the rules editor; %1 is a game id</extracomment>
        <translation>Ez a játék nem érhető el: „%1”.</translation>
    </message>
    <message>
        <source>the value of %1</source>
        <extracomment>Rules editor: where a value typed in a list row is, in an error about it (&quot;the value of board.routes[3]:1:5: ...&quot;)</extracomment>
        <translation>%1 értéke</translation>
    </message>
    <message>
        <source>The variant cannot be opened: %1</source>
        <extracomment>Error in the rules editor; %1 is a variant's name or file, or the system's reason</extracomment>
        <translation>A változat nem nyitható meg: %1</translation>
    </message>
    <message>
        <source>No variant is open.</source>
        <extracomment>Error in the rules editor when nothing is open</extracomment>
        <translation>Nincs megnyitott változat.</translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>Undo step in the rules editor: a whole item changed, e.g. "Change route 3"; %1 the item (a name, or a kind and its number)</extracomment>
        <translation>Módosítás: %1</translation>
    </message>
    <message>
        <source>Revert %1</source>
        <translation>Visszaállítás az alapjátékra: %1</translation>
    </message>
    <message>
        <source>Edit the text</source>
        <extracomment>Undo step in the rules editor: typing in the YAML text</extracomment>
        <translation>A szöveg szerkesztése</translation>
    </message>
    <message>
        <source>The shipped games are never changed: save the variant under a name of your own.</source>
        <extracomment>Error in the rules editor: the files shipped with Kotatsu are never overwritten</extracomment>
        <translation>A mellékelt játékok sosem változnak: mentsd a változatot saját néven.</translation>
    </message>
    <message>
        <source>Choose a name to save this variant under.</source>
        <extracomment>Error in the rules editor: a new or shipped variant is saved under a new name</extracomment>
        <translation>Adj nevet a változatnak, hogy menteni tudd.</translation>
    </message>
    <message>
        <source>This variant has errors: it can be saved, but not played.</source>
        <extracomment>Error in the rules editor: "Play" with errors in the variant (or while it is checked)</extracomment>
        <translation>Ebben a változatban hibák vannak: menthető, de nem játszható.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Rules editor, Changes panel: between the labels of a list of words ("Same colour, Same value")</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>–</source>
        <extracomment>Rules editor, Changes list: between the names of what a list item joins, as in a route "Matsuyama–Uchiko"</extracomment>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Rules editor, Changes list: a text in one language; %1 the text's label, %2 the language code (ja, es...)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Rules editor, Changes list: an item added to or removed from a list; %1 the list's label ("Towns"), %2 the item ("Ōzu")</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Take back %1</source>
        <extracomment>Undo step in the rules editor: one line of the Changes list taken back; %1 says which ("Uchiko: Mountain-town draw")</extracomment>
        <translation>A módosítás visszavonása: %1</translation>
    </message>
    <message>
        <source>Change the %1 of %2</source>
        <extracomment>Undo step in the rules editor: a value of one item changed, e.g. "Change the type of ring space 9"; %1 the value's label (type, mountain-town draw), %2 the item (ring space 9, Uchiko). Both in lower case unless names: the sentence's first letter is made a capital</extracomment>
        <translation>Módosítás: %2 – %1</translation>
    </message>
    <message>
        <source>Revert the %1 of %2</source>
        <translation>Visszaállítás az alapjátékra: %2 – %1</translation>
    </message>
    <message>
        <source>Change the %1</source>
        <extracomment>Undo step in the rules editor: a value changed, e.g. "Change the hand size"; %1 its label in lower case (the sentence's first letter is made a capital)</extracomment>
        <translation>Módosítás: %1</translation>
    </message>
    <message>
        <source>Revert the %1</source>
        <translation>Visszaállítás az alapjátékra: %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>Undo step in the rules editor: an item added to a list, e.g. "Add ring space 37"; %1 the new item, by its kind and number (0 first)</extracomment>
        <translation>Hozzáadás: %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>Undo step in the rules editor: an item removed from a list, e.g. "Remove Uchiko", "Remove route 3"; %1 the item</extracomment>
        <translation>Eltávolítás: %1</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <extracomment>Undo step in the rules editor: a copy of an item inserted after it, e.g. "Duplicate Uchiko"; %1 the item copied</extracomment>
        <translation>Másolat készítése: %1</translation>
    </message>
    <message>
        <source>Those changes are open in another editor.</source>
        <extracomment>Error in the rules editor: the autosaved work chosen is open in another editor (or gone)</extracomment>
        <translation>Ezek a módosítások egy másik szerkesztőben vannak megnyitva.</translation>
    </message>
    <message>
        <source>Those changes are to another game's rules: its own editor offers them.</source>
        <extracomment>Error in the rules editor: autosaved changes of another game's rules were asked for</extracomment>
        <translation>Ezek a módosítások egy másik játék szabályaihoz tartoznak: annak a saját szerkesztője ajánlja fel őket.</translation>
    </message>
    <message>
        <source>Recover the autosaved changes</source>
        <extracomment>Undo step in the rules editor: the changes recovered from an autosave</extracomment>
        <translation>Automatikusan mentett módosítások visszaállítása</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <extracomment>Undo step in the rules editor: an id changed, and every value that names it; %1 is the old id, %2 the new one</extracomment>
        <translation>%1 átnevezése erre: %2</translation>
    </message>
    <message>
        <source>This fix no longer applies to the variant as it is now.</source>
        <extracomment>Error in the rules editor: a suggested fix no longer applies (the document changed)</extracomment>
        <translation>Ez a javítás a változat mostani állapotára már nem alkalmazható.</translation>
    </message>
</context>
<context>
    <name>SaveAsDialog</name>
    <message>
        <source>The id is one word of small letters, digits and _ (for example my_variant).</source>
        <extracomment>Save-as dialog: the variant id typed is not one word of small letters, digits and _</extracomment>
        <translation>Az azonosító egyetlen, kisbetűkből, számjegyekből és _ jelből álló szó (például sajat_valtozat).</translation>
    </message>
    <message>
        <source>Save as a variant</source>
        <extracomment>Title of the rules editor's Save as dialog</extracomment>
        <translation>Mentés változatként</translation>
    </message>
    <message>
        <source>The variant goes into your own variants: the launcher lists it at once. The game's own files are never changed.</source>
        <extracomment>Save-as dialog: what the dialog does</extracomment>
        <translation>A változat a saját változataid közé kerül: az indító azonnal megmutatja. A játék saját fájljai sosem változnak.</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Save-as dialog: label of the variant id (its file name)</extracomment>
        <translation>Azonosító</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Save-as dialog: heading above the variant's name in each language</extracomment>
        <translation>Név</translation>
    </message>
    <message>
        <source>missing</source>
        <extracomment>Rules editor: placeholder of an empty language in a five-language grid</extracomment>
        <translation>hiányzik</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Save-as dialog button</extracomment>
        <translation>Mentés</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Dialog button: close the dialog without doing anything</extracomment>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Not written yet: the editor's stand-in until you change it</source>
        <extracomment>Rules editor: tooltip of a language of a new variant's name or description that still holds the text the editor gave it ("Tokaido Duo (variant)")</extracomment>
        <translation>Még nincs megírva: a szerkesztő ideiglenes szövege, amíg át nem írod</translation>
    </message>
    <message>
        <source>Description</source>
        <extracomment>Save-as dialog: heading above the variant's description in each language</extracomment>
        <translation>Leírás</translation>
    </message>
    <message numerus="yes">
        <source>%n language(s) missing: players in them see the name you wrote in another language.</source>
        <extracomment>Save-as dialog: how many languages still lack the variant's own name or description (empty, or the editor's "Tokaido Duo (variant)"); saving is allowed, and those languages show a name written in another</extracomment>
        <translation>
            <numerusform>%n nyelv hiányzik: aki ezeken játszik, a más nyelven megadott nevet látja.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n language(s) missing: until you name the variant, the launcher shows the stand-in name and its id.</source>
        <extracomment>Save-as dialog: as above, when no language has a name of the designer's yet: the launcher shows the stand-in name followed by the variant's id</extracomment>
        <translation>
            <numerusform>%n nyelv hiányzik: amíg nem adsz nevet a változatnak, az indítóképernyő az ideiglenes nevet és az azonosítóját mutatja.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>The saved game is damaged: “%1” is not part of a saved game.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file that saves do not have</extracomment>
        <translation>A mentett játék sérült: ismeretlen elem („%1”).</translation>
    </message>
    <message>
        <source>The saved game is damaged: the value of “%1” is not allowed.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file, like seats[1].level</extracomment>
        <translation>A mentett játék sérült: nem megengedett érték („%1”).</translation>
    </message>
    <message>
        <source>The saved game is damaged: “%1” holds the wrong kind of value.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file, like seats[1].kind</extracomment>
        <translation>A mentett játék sérült: rossz típusú érték („%1”).</translation>
    </message>
    <message>
        <source>The saved game is damaged: “%1” is missing.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file, like seats[1].kind</extracomment>
        <translation>A mentett játék sérült: hiányzó elem („%1”).</translation>
    </message>
    <message>
        <source>The saves folder could not be written to disk.</source>
        <extracomment>Error when saving: the file was written but the system did not confirm it is on disk</extracomment>
        <translation>Nem sikerült írni a mentett játékok mappájába.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <extracomment>Error when opening a saved game: permissions or a read error</extracomment>
        <translation>A fájl nem olvasható.</translation>
    </message>
    <message>
        <source>There is no saved game file at this place.</source>
        <extracomment>Error when opening a saved game: the path is missing, a link, a device…</extracomment>
        <translation>Ezen a helyen nincs mentett játék.</translation>
    </message>
    <message>
        <source>The file is not a Kotatsu saved game (it is damaged or of another kind).</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>A fájl nem Kotatsuval mentett játék (sérült, vagy más típusú).</translation>
    </message>
    <message>
        <source>The file is not a Kotatsu saved game.</source>
        <extracomment>Error when opening a file that is JSON but not a saved game</extracomment>
        <translation>A fájl nem Kotatsuval mentett játék.</translation>
    </message>
    <message>
        <source>This saved game comes from another version of Kotatsu and cannot be read.</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>Ez a mentett játék a Kotatsu egy másik verziójából származik, ezért nem olvasható be.</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game.</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>A fájl túl nagy ahhoz, hogy mentett játék legyen.</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>Saved games</source>
        <extracomment>Title of the list of saved games</extracomment>
        <translation>Mentett játékok</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Button in the list of saved games: open this one</extracomment>
        <translation>Megnyitás</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Button in the list of saved games: delete this one</extracomment>
        <translation>Törlés</translation>
    </message>
    <message>
        <source>No saved games yet. During a game, choose Menu › Save game.</source>
        <extracomment>Shown when there are no saved games</extracomment>
        <translation>Még nincs mentett játék. Játék közben válaszd a Menü › Játék mentése pontot.</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the list of saved games</extracomment>
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>Button in the list of saved games: open this one and step through its moves from the start</extracomment>
        <translation>Visszajátszás</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <extracomment>Saved games: default name of a computer seat; %1 is the seat number</extracomment>
        <translation>%1. gép</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>Saved games: default name of a person's seat; %1 is the seat number</extracomment>
        <translation>%1. játékos</translation>
    </message>
    <message>
        <source>easy</source>
        <extracomment>Saved games: the strength of a computer seat</extracomment>
        <translation>gyenge</translation>
    </message>
    <message>
        <source>strong</source>
        <extracomment>Saved games: the strength of a computer seat</extracomment>
        <translation>erős</translation>
    </message>
    <message>
        <source>normal</source>
        <extracomment>Saved games: the strength of a computer seat</extracomment>
        <translation>közepes</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <extracomment>Saved games: a computer seat the player named; %1 its name, %2 its strength ("easy")</extracomment>
        <translation>%1 (gép, %2)</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <extracomment>Saved games, a game played on the network: a computer seat the host named; %1 its name</extracomment>
        <translation>%1 (gép)</translation>
    </message>
    <message>
        <source>played on the network</source>
        <extracomment>Saved games: after the game's name, a game played with people on other computers (the player's own record of it)</extracomment>
        <translation>hálózati játék</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Saved games: a computer seat with its default name; %1 the name ("Computer 2"), %2 its strength ("easy")</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <extracomment>Saved games: the seat the game's rules play (its own solo opponent); %1 its name from the game's data (Tokaido Duo: "Automa"), %2 its level (a number)</extracomment>
        <translation>%1 (%2. szint)</translation>
    </message>
    <message numerus="yes">
        <source>In progress: round %1, %n move(s)</source>
        <extracomment>Saved games: a game not finished; %1 the round it was saved in, %n the moves played</extracomment>
        <translation>
            <numerusform>Folyamatban: %1. forduló, %n lépés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In progress: %n move(s)</source>
        <extracomment>Saved games: a game not finished (a game without rounds); %n the moves played</extracomment>
        <translation>
            <numerusform>Folyamatban: %n lépés</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished: a draw</source>
        <extracomment>Saved games: a finished game that ended in a draw</extracomment>
        <translation>Véget ért: döntetlen</translation>
    </message>
    <message>
        <source>Finished: %1 won</source>
        <extracomment>Saved games: a finished game; %1 the winner's name</extracomment>
        <translation>Véget ért, %1 nyert</translation>
    </message>
    <message>
        <source>Finished: %1 shared the victory</source>
        <extracomment>Saved games: a finished game with a shared victory; %1 the winners ("Maya and Leo")</extracomment>
        <translation>Véget ért, %1 osztozott a győzelmen</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>A saved game in the list: when it was saved; %1 is a date and time</extracomment>
        <translation>Mentve: %1</translation>
    </message>
    <message>
        <source>Lesson: %1 — step %2 of %3</source>
        <extracomment>Saved games: a lesson ("Learn to play", a guided first game) left at a step; %1 the lesson&apos;s title, %2 the step it waits at, %3 how many steps it has</extracomment>
        <translation>Lecke: %1 – %2/%3. feladat</translation>
    </message>
    <message>
        <source>Lesson: %1 — complete</source>
        <extracomment>Saved games: a lesson ("Learn to play", a guided first game) played to its end; %1 the lesson&apos;s title</extracomment>
        <translation>Lecke: %1 – véget ért</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <source>The game's header.</source>
        <translation>A játék fejléce.</translation>
    </message>
    <message>
        <source>The game's id: its folder's name.</source>
        <translation>A játék azonosítója: a mappája neve.</translation>
    </message>
    <message>
        <source>Which built-in rules read this file.</source>
        <translation>Melyik beépített szabálymotor olvassa ezt a fájlt.</translation>
    </message>
    <message>
        <source>The game's name.</source>
        <translation>A játék neve.</translation>
    </message>
    <message>
        <source>One line about the game for the launcher.</source>
        <translation>Egysoros ismertető a játékról az indítóképernyőn.</translation>
    </message>
    <message>
        <source>Designer, publisher and year.</source>
        <translation>Szerző, kiadó és év.</translation>
    </message>
    <message>
        <source>Place in the launcher, lowest first.</source>
        <translation>Hely az indítóképernyőn, a legkisebb elöl.</translation>
    </message>
    <message>
        <source>How many players may play.</source>
        <translation>Hány játékos játszhat.</translation>
    </message>
    <message>
        <source>The fewest players.</source>
        <translation>A legkevesebb játékos.</translation>
    </message>
    <message>
        <source>The most players.</source>
        <translation>A legtöbb játékos.</translation>
    </message>
    <message>
        <source>Files of the same folder whose keys belong to this game.</source>
        <translation>Ugyanabban a mappában lévő fájlok, amelyek kulcsai ehhez a játékhoz tartoznak.</translation>
    </message>
    <message>
        <source>A variant file's header: the variant changes the keys it gives.</source>
        <translation>Egy változatfájl fejléce: a változat a benne megadott kulcsokat módosítja.</translation>
    </message>
    <message>
        <source>The id of the game the variant changes.</source>
        <translation>Annak a játéknak az azonosítója, amelyet a változat módosít.</translation>
    </message>
    <message>
        <source>The variant's name.</source>
        <translation>A változat neve.</translation>
    </message>
    <message>
        <source>What the variant changes, in a few sentences.</source>
        <translation>Mit változtat a változat, néhány mondatban.</translation>
    </message>
    <message>
        <source>The rules parameters.</source>
        <translation>A szabályok paraméterei.</translation>
    </message>
    <message>
        <source>The step of the pagoda at the top of the temple.</source>
        <translation>A pagoda lépcsőfoka a templom tetején.</translation>
    </message>
    <message>
        <source>The step every pilgrim starts on, below the pagoda.</source>
        <translation>Az a lépcsőfok, ahonnan minden zarándok indul, a pagoda alatt.</translation>
    </message>
    <message>
        <source>Before the first round every pilgrim climbs by a card of the first line; nobody is frozen then.</source>
        <translation>Az első forduló előtt minden zarándok feljebb lép az első sor egy kártyája szerint; ekkor senki sem marad helyben.</translation>
    </message>
    <message>
        <source>Cards in each player's hand.</source>
        <translation>Lapok száma minden játékos kezében.</translation>
    </message>
    <message>
        <source>The places in the line whose pilgrims do not climb.</source>
        <translation>A sor azon helyei, amelyek zarándokai helyben maradnak.</translation>
    </message>
    <message>
        <source>By number of players (3, 4, ...) or default.</source>
        <translation>Játékosszám szerint (3, 4, ...) vagy default.</translation>
    </message>
    <message>
        <source>Line indices: 0 is the lowest card, N-k the k-th card from the right.</source>
        <extracomment>"N-k" is written as is in the data file; keep it untranslated</extracomment>
        <translation>Sorbeli sorszámok: 0 a legkisebb kártya, N-k a jobbról k-adik kártya.</translation>
    </message>
    <message>
        <source>The places that win the game.</source>
        <translation>A játékot megnyerő helyezések.</translation>
    </message>
    <message>
        <source>The winning places: top, bottom or both.</source>
        <translation>A nyerő helyezések: top, bottom vagy mindkettő.</translation>
    </message>
    <message>
        <source>Places counted from the top; 1 is the highest pilgrim.</source>
        <translation>Felülről számolt helyezések; 1 a legmagasabban álló zarándok.</translation>
    </message>
    <message>
        <source>Places counted from the bottom; 1 is the lowest pilgrim.</source>
        <translation>Alulról számolt helyezések; 1 a legalacsonyabban álló zarándok.</translation>
    </message>
    <message>
        <source>The lowest card moves from the first place of the line to the last.</source>
        <translation>A legkisebb kártya a sor első helyéről az utolsóra kerül.</translation>
    </message>
    <message>
        <source>How the hands are filled up again after a round.</source>
        <translation>Hogyan egészülnek ki a kezek egy forduló után.</translation>
    </message>
    <message>
        <source>Where the last player draws from.</source>
        <translation>Honnan húz az utolsó játékos.</translation>
    </message>
    <message>
        <source>Which line the other players draft from.</source>
        <translation>Melyik sorból választanak kártyát a többiek.</translation>
    </message>
    <message>
        <source>What becomes of the card nobody drafted.</source>
        <translation>Mi lesz azzal a kártyával, amelyet senki sem választott.</translation>
    </message>
    <message>
        <source>What happens when the deck runs out.</source>
        <translation>Mi történik, ha elfogy a húzópakli.</translation>
    </message>
    <message>
        <source>A climb past the pagoda: stop on it (cap) or step back down by the steps left over (bounce).</source>
        <translation>Ha a zarándok túllépne a pagodán: megáll rajta (cap), vagy a fennmaradó lépcsőfokokkal visszalép (bounce).</translation>
    </message>
    <message>
        <source>Pilgrims on the same step share a place (levels) or the first to arrive ranks higher (arrival_order).</source>
        <translation>Az azonos lépcsőfokon állók osztoznak a helyezésen (levels), vagy az előbb érkező áll előrébb (arrival_order).</translation>
    </message>
    <message>
        <source>The cards.</source>
        <translation>A kártyák.</translation>
    </message>
    <message>
        <source>The lowest and the highest card value; there is one card of each value in between.</source>
        <translation>A legkisebb és a legnagyobb kártyaérték; a kettő között minden értékből egy kártya van.</translation>
    </message>
    <message>
        <source>A card value.</source>
        <translation>Egy kártyaérték.</translation>
    </message>
    <message>
        <source>true while the sandal counts are a stand-in for the real game's.</source>
        <translation>true, amíg a szandálok száma ideiglenes táblázat az igazi játék értékei helyett.</translation>
    </message>
    <message>
        <source>The sandals on each card, by card value: how many steps its pilgrim climbs.</source>
        <translation>Az egyes kártyák szandáljai értékük szerint: hány lépcsőfokot lép feljebb a zarándokuk.</translation>
    </message>
    <message>
        <source>The sandals on the card of this value.</source>
        <translation>Az ilyen értékű kártya szandáljai.</translation>
    </message>
    <message>
        <source>The pilgrims in the order the seats take them; one per player at least.</source>
        <translation>A zarándokok abban a sorrendben, ahogy a helyek megkapják őket; játékosonként legalább egy.</translation>
    </message>
    <message>
        <source>An id: one word, unique in its list.</source>
        <translation>Azonosító: egyetlen szó, a listájában egyedi.</translation>
    </message>
    <message>
        <source>The colour on the table, written #rrggbb.</source>
        <translation>A szín az asztalon, #rrggbb alakban.</translation>
    </message>
    <message>
        <source>The name shown to players.</source>
        <translation>A játékosoknak megjelenő név.</translation>
    </message>
    <message>
        <source>The cards are dealt onto the piles one by one, from the first pile (round_robin) or from a random one (round_robin_random_start).</source>
        <translation>A kártyákat egyenként osztják a kupacokra, az elsőtől kezdve (round_robin) vagy egy véletlenszerűen választott kupactól (round_robin_random_start).</translation>
    </message>
    <message>
        <source>Who is the first sage: a random player or the first seat.</source>
        <translation>Ki az első bölcs: egy véletlenszerűen választott játékos vagy az első hely.</translation>
    </message>
    <message>
        <source>When a card may be placed next to another; any one rule is enough.</source>
        <translation>Mikor illeszkedik egy kártya egy másikhoz; bármelyik szabály elég.</translation>
    </message>
    <message>
        <source>The highest and the lowest value count as neighbours.</source>
        <translation>A legnagyobb és a legkisebb érték szomszédosnak számít.</translation>
    </message>
    <message>
        <source>The values a Sun may not take: those of the face-up cards of its colour in the ring, in the ring and the centre, or none.</source>
        <translation>Az értékek, amelyeket egy napkártyára nem lehet bemondani: a saját színű felfordított kártyák értékei a körben, a körben és középen, vagy egyik sem.</translation>
    </message>
    <message>
        <source>A card that can be placed must be placed.</source>
        <translation>Amelyik kártya kijátszható, azt ki kell játszani.</translation>
    </message>
    <message>
        <source>The sage plays too when the turn comes round.</source>
        <translation>A bölcs is játszik, amikor ő következik.</translation>
    </message>
    <message>
        <source>The direction the turn passes in.</source>
        <translation>Az irány, amerre a játék halad.</translation>
    </message>
    <message>
        <source>The round stops when the predicted card is played (stop_on_prediction) or goes on to its end (play_out).</source>
        <translation>A forduló véget ér, amikor a megjósolt kártyát kijátsszák (stop_on_prediction), vagy a végéig folytatódik (play_out).</translation>
    </message>
    <message>
        <source>The cards of a failed round leave the game, or stay in the centre for the next sage who is right.</source>
        <translation>A sikertelen forduló kártyái kikerülnek a játékból, vagy középen maradnak a következő bölcsnek, akinek beteljesül a jóslata.</translation>
    </message>
    <message>
        <source>The sage shows the prophecy even when it was wrong.</source>
        <translation>A bölcs akkor is megmutatja a jóslatát, ha nem teljesült.</translation>
    </message>
    <message>
        <source>Piles are turned up during the round, not only after it.</source>
        <translation>A kupacok felső lapját a forduló közben is felfordítják, nem csak utána.</translation>
    </message>
    <message>
        <source>The game ends when this many piles are empty.</source>
        <translation>A játék véget ér, ha ennyi kupac elfogyott.</translation>
    </message>
    <message>
        <source>At the end, play on until everybody has been the sage equally often.</source>
        <translation>A végén addig folytatjátok, amíg mindenki ugyanannyiszor volt bölcs.</translation>
    </message>
    <message>
        <source>One point per card won; the values do not count.</source>
        <translation>Minden megszerzett kártya egy pont; az értékek nem számítanak.</translation>
    </message>
    <message>
        <source>Tied players share the victory, or the most successful prophecies decide first.</source>
        <translation>A holtversenyben lévők osztoznak a győzelmen, vagy előbb a beteljesült jóslatok száma dönt.</translation>
    </message>
    <message>
        <source>The direction the sage role passes in.</source>
        <translation>Az irány, amerre a bölcs szerepe továbbadódik.</translation>
    </message>
    <message>
        <source>The lowest and the highest value; each colour has one card of each value in between.</source>
        <translation>A legkisebb és a legnagyobb érték; minden színből egy kártya van minden köztes értékkel.</translation>
    </message>
    <message>
        <source>Sun jokers in each colour.</source>
        <translation>Napjokerek száma színenként.</translation>
    </message>
    <message>
        <source>The name of the Sun card.</source>
        <translation>A napkártya neve.</translation>
    </message>
    <message>
        <source>The card colours.</source>
        <translation>A kártyák színei.</translation>
    </message>
    <message>
        <source>The shape drawn on the cards of this colour, so that colour is never the only cue.</source>
        <translation>Az ilyen színű kártyákra rajzolt forma, hogy ne a szín legyen az egyetlen megkülönböztető jel.</translation>
    </message>
    <message>
        <source>The symbol discs, one per pile: pile i carries symbols[i].</source>
        <translation>A szimbólumkorongok, kupaconként egy: az i. kupacé a symbols[i].</translation>
    </message>
    <message>
        <source>The pile's word in action texts, e.g. S3.</source>
        <translation>A kupac jele a lépések leírásában, pl. S3.</translation>
    </message>
    <message>
        <source>The two sides: the first seat plays the first, the second seat the second.</source>
        <translation>A két fél: az első helyen ülő játékos az elsővel, a második helyen ülő a másodikkal játszik.</translation>
    </message>
    <message>
        <source>What one figure of the side is called.</source>
        <translation>Hogyan hívják az adott fél egy figuráját.</translation>
    </message>
    <message>
        <source>The capital letter that names the side's figures in action texts (K1, K2, ...).</source>
        <translation>A nagybetű, amely a fél figuráit jelöli a lépések szövegében (K1, K2, ...).</translation>
    </message>
    <message>
        <source>Figures on each side.</source>
        <translation>Figurák száma felenként.</translation>
    </message>
    <message>
        <source>The beads.</source>
        <translation>A gyöngyök.</translation>
    </message>
    <message>
        <source>Beads each figure starts with, all of one colour.</source>
        <translation>Gyöngyök, amelyekkel minden figura kezd, mind egy színűek.</translation>
    </message>
    <message>
        <source>The bead colours.</source>
        <translation>A gyöngyök színei.</translation>
    </message>
    <message>
        <source>Beads of this colour; a multiple of beads.per_figure.</source>
        <translation>Ilyen színű gyöngyök száma; a beads.per_figure többszöröse.</translation>
    </message>
    <message>
        <source>The fill pattern the table draws, so that colour is never the only cue.</source>
        <translation>Az asztalon rajzolt kitöltési minta, hogy ne a szín legyen az egyetlen megkülönböztető jel.</translation>
    </message>
    <message>
        <source>A one-letter label in each language.</source>
        <translation>Egybetűs címke minden nyelven.</translation>
    </message>
    <message>
        <source>Who moves first: a side id, or random.</source>
        <translation>Ki kezd: egy fél azonosítója vagy random.</translation>
    </message>
    <message>
        <source>How the figures are set up.</source>
        <translation>Hogyan kerülnek fel a figurák.</translation>
    </message>
    <message>
        <source>Every side gets one pair of each colour, or the players draft the pairs in turn.</source>
        <translation>Minden fél minden színből kap egy párt, vagy a játékosok felváltva választják ki a párokat.</translation>
    </message>
    <message>
        <source>Who places figures when: the first player all of them first, one each in turn, both unseen, or fixed positions.</source>
        <translation>Ki mikor helyezi fel a figurákat: előbb a kezdő mindet, felváltva egyet-egyet, egymás elől rejtve, vagy rögzített helyekre.</translation>
    </message>
    <message>
        <source>Only with order: fixed: every figure's start field and bead colour, by side.</source>
        <translation>Csak order: fixed esetén: minden figura induló mezője és gyöngyszíne, felenként.</translation>
    </message>
    <message>
        <source>One [field, colour] per figure, e.g. [c3, red].</source>
        <translation>Figuránként egy [mező, szín], pl. [c3, red].</translation>
    </message>
    <message>
        <source>How figures move.</source>
        <translation>Hogyan lépnek a figurák.</translation>
    </message>
    <message>
        <source>Lines one figure may cross in a turn.</source>
        <translation>Hány vonalat léphet át egy figura egy körben.</translation>
    </message>
    <message>
        <source>A step may hand on the whole stack instead of the bead used.</source>
        <translation>Egy lépéssel az egész gyöngyoszlop átadható a felhasznált gyöngy helyett.</translation>
    </message>
    <message>
        <source>An ordinary jump may hand on a whole stack too.</source>
        <translation>Egy közönséges ugrással is átadható egy egész gyöngyoszlop.</translation>
    </message>
    <message>
        <source>The order of a stack handed on: kept, reversed, or chosen by the player.</source>
        <translation>Az átadott gyöngyoszlop sorrendje: megmarad, megfordul, vagy a játékos választja.</translation>
    </message>
    <message>
        <source>Passing beads.</source>
        <translation>Gyöngyátadás.</translation>
    </message>
    <message>
        <source>A pass may move a whole stack, not only the top bead.</source>
        <translation>Gyöngyátadáskor az egész oszlop átadható, nem csak a felső gyöngy.</translation>
    </message>
    <message>
        <source>Entering the goal base.</source>
        <translation>Belépés a cél bázisba.</translation>
    </message>
    <message>
        <source>A figure enters the base across a gate line of its bead's colour, or with any bead.</source>
        <translation>A figura a gyöngyével azonos színű kapuvonalon át lép a bázisba, vagy bármilyen gyönggyel.</translation>
    </message>
    <message>
        <source>Jumps.</source>
        <translation>Ugrások.</translation>
    </message>
    <message>
        <source>Which figure must carry no bead for a jump: either one, the one jumped, or the jumper.</source>
        <translation>Melyik figurán ne legyen gyöngy az ugráshoz: a kettő közül valamelyiken, az átugrotton vagy az ugrón.</translation>
    </message>
    <message>
        <source>Where a jump lands: the row behind the figure jumped, straight behind it, or next to it.</source>
        <translation>Hová érkezik az ugrás: az átugrott figura mögötti sorba, közvetlenül mögé, vagy mellé.</translation>
    </message>
    <message>
        <source>Where a jump lands when the first landing is taken: the row after, straight on, or nowhere (off).</source>
        <translation>Hová érkezik az ugrás, ha az első érkezőhely foglalt: a következő sorba, egyenesen tovább, vagy sehová (off).</translation>
    </message>
    <message>
        <source>A loaded jumper pays its top bead to a team-mate.</source>
        <translation>A gyöngyöt vivő ugró figura a felső gyöngyét egy csapattársának adja.</translation>
    </message>
    <message>
        <source>A figure may jump a team-mate and hand it the whole stack.</source>
        <translation>Egy figura átugorhat egy csapattársat, és átadhatja neki az egész gyöngyoszlopot.</translation>
    </message>
    <message>
        <source>How the game ends.</source>
        <translation>Hogyan ér véget a játék.</translation>
    </message>
    <message>
        <source>A draw when the same position comes up this many times; 0 is off.</source>
        <translation>Döntetlen, ha ugyanaz az állás ennyiszer fordul elő; 0 esetén nincs ilyen szabály.</translation>
    </message>
    <message>
        <source>A draw after this many moves (placements not counted); 0 is not supported.</source>
        <translation>Döntetlen ennyi lépés után (a felhelyezés nem számít); a 0 nem megengedett.</translation>
    </message>
    <message>
        <source>A player who cannot move loses, passes the turn, or the game is drawn.</source>
        <translation>Aki nem tud lépni, veszít vagy kimarad, vagy a játék döntetlennel ér véget.</translation>
    </message>
    <message>
        <source>Stacks of beads.</source>
        <translation>Gyöngyoszlopok.</translation>
    </message>
    <message>
        <source>Beads one figure may carry; 0 is no limit.</source>
        <translation>Hány gyöngyöt vihet egy figura; 0 esetén nincs korlát.</translation>
    </message>
    <message>
        <source>The garden board.</source>
        <translation>A kert táblája.</translation>
    </message>
    <message>
        <source>Rows of fields (even).</source>
        <translation>Mezősorok száma (páros).</translation>
    </message>
    <message>
        <source>The shuffle of a shuffled layout: the same seed, the same garden.</source>
        <translation>Az összekevert elrendezés keverése: ugyanaz a mag ugyanazt a kertet adja.</translation>
    </message>
    <message>
        <source>The two bases, one home base per side.</source>
        <translation>A két bázis, felenként egy saját bázis.</translation>
    </message>
    <message>
        <source>The id of the side whose home it is.</source>
        <translation>Annak a félnek az azonosítója, amelyiké a bázis.</translation>
    </message>
    <message>
        <source>The cells the base covers, e.g. [c1, d1].</source>
        <translation>A bázis által lefedett mezők, pl. [c1, d1].</translation>
    </message>
    <message>
        <source>Each side's start fields, by side id.</source>
        <translation>Az egyes felek induló mezői a fél azonosítója szerint.</translation>
    </message>
    <message>
        <source>Fields next to the side's base where its figures may start.</source>
        <translation>A fél bázisa melletti mezők, ahonnan a figurái indulhatnak.</translation>
    </message>
    <message>
        <source>The lines of the board's frame: [cell, cell or base, colour].</source>
        <translation>A tábla keretének vonalai: [mező, mező vagy bázis, szín].</translation>
    </message>
    <message>
        <source>The lines between the added row and its neighbours: [cell, cell, colour].</source>
        <translation>A betett sor és a szomszédai közötti vonalak: [mező, mező, szín].</translation>
    </message>
    <message>
        <source>Piles of cards around the ring, one symbol disc each.</source>
        <translation>Kártyakupacok a kör körül, mindegyiknek egy szimbólumkorongja van.</translation>
    </message>
    <message>
        <source>Columns of fields (even: tiles are 2×2 fields).</source>
        <translation>Mezőoszlopok száma (páros: a kerttáblák 2×2 mezősek).</translation>
    </message>
    <message>
        <source>Rows of tiles added in the middle for a longer garden.</source>
        <translation>Középre betett kerttáblasorok egy hosszabb kerthez.</translation>
    </message>
    <message>
        <source>Where the tiles lie: as board.slots says, or shuffled (point-symmetric or freely).</source>
        <translation>Hol fekszenek a kerttáblák: ahogy a board.slots megadja, vagy összekeverve (középpontosan szimmetrikusan vagy szabadon).</translation>
    </message>
    <message>
        <source>How shuffled tiles may be turned: not at all, by 180°, or any way.</source>
        <translation>Hogyan fordíthatók el az összekevert kerttáblák: sehogy, 180°-kal, vagy bárhogy.</translation>
    </message>
    <message>
        <source>The tile designs, by id.</source>
        <translation>A kerttáblák mintái azonosító szerint.</translation>
    </message>
    <message>
        <source>The colours of the tile's inner lines: [bottom, left, top, right].</source>
        <translation>A kerttábla belső vonalainak színei: [alsó, bal, felső, jobb].</translation>
    </message>
    <message>
        <source>Where the tiles lie.</source>
        <translation>Hol fekszenek a kerttáblák.</translation>
    </message>
    <message>
        <source>[column, row] of the tile's slot, from 0 at the bottom left.</source>
        <translation>A kerttábla helyének [oszlop, sor] értéke, bal alul 0-tól.</translation>
    </message>
    <message>
        <source>The id of the tile design.</source>
        <translation>A kerttábla mintájának azonosítója.</translation>
    </message>
    <message>
        <source>Degrees the tile is turned clockwise: 0, 90, 180 or 270.</source>
        <translation>Hány fokkal van elfordítva a kerttábla az óramutató járásával megegyezően: 0, 90, 180 vagy 270.</translation>
    </message>
    <message>
        <source>The row of tiles that extra_tile_rows adds.</source>
        <translation>Az extra_tile_rows által betett kerttáblasor.</translation>
    </message>
    <message>
        <source>One tile per slot column: {tile, rot}.</source>
        <translation>Helyoszloponként egy kerttábla: {tile, rot}.</translation>
    </message>
    <message>
        <source>The name inside a sentence, e.g. lower case.</source>
        <translation>A név mondat belsejében, pl. kisbetűvel.</translation>
    </message>
    <message>
        <source>The Sun's name inside a sentence.</source>
        <translation>A napkártya neve mondat belsejében.</translation>
    </message>
    <message>
        <source>Where to draw it: [x, y], each from 0 to 1 (y downwards).</source>
        <translation>Hová kell rajzolni: [x, y], mindkettő 0 és 1 között (az y lefelé nő).</translation>
    </message>
    <message>
        <source>The island: ring, towns, routes and regions.</source>
        <translation>A sziget: parti út, városok, útvonalak és vidékek.</translation>
    </message>
    <message>
        <source>The board's width over its height (coordinates are fractions of each).</source>
        <translation>A tábla szélessége osztva a magasságával (a koordináták ezek törtrészei).</translation>
    </message>
    <message>
        <source>The kinds of ring space and what stopping on each does.</source>
        <translation>A parti út mezőfajtái, és hogy mi történik, ha valaki megáll rajtuk.</translation>
    </message>
    <message>
        <source>A short explanation of the effect.</source>
        <translation>A hatás rövid leírása.</translation>
    </message>
    <message>
        <source>Spaces of this kind are coastal towns' (each named by one town's ring).</source>
        <translation>Az ilyen fajtájú mezők a kikötővárosokéi (mindegyiket egy város ring mezője jelöli ki).</translation>
    </message>
    <message>
        <source>The pilgrims' ring, index 0 first, clockwise.</source>
        <translation>A zarándokok parti útja, a 0. indextől kezdve, az óramutató járásával megegyezően.</translation>
    </message>
    <message>
        <source>The space's kind: an id of board.space_types.</source>
        <translation>A mező fajtája: a board.space_types egyik azonosítója.</translation>
    </message>
    <message>
        <source>The mountain and coastal towns.</source>
        <translation>A hegyi falvak és a kikötővárosok.</translation>
    </message>
    <message>
        <source>mountain (inland, wares are drawn there) or coastal (on the ring, wares are sold there).</source>
        <translation>mountain (a sziget belsejében, itt árut húznak) vagy coastal (a parti úton, itt árut adnak el).</translation>
    </message>
    <message>
        <source>Mountain towns: the wares drawn there.</source>
        <translation>Hegyi falvak: az itt húzott áruk száma.</translation>
    </message>
    <message>
        <source>Coastal towns: the index of their ring space.</source>
        <translation>Kikötővárosok: a parti úton lévő mezőjük indexe.</translation>
    </message>
    <message>
        <source>Where to draw it, [x, y]; coastal towns default to their ring space.</source>
        <translation>Hová kell rajzolni, [x, y]; a kikötővárosok alapértelmezés szerint a parti úton lévő mezőjükre kerülnek.</translation>
    </message>
    <message>
        <source>The trade routes, each [town, town].</source>
        <translation>A kereskedelmi útvonalak, mindegyik [település, település].</translation>
    </message>
    <message>
        <source>The regions the routes divide the island into.</source>
        <translation>A vidékek, amelyekre az útvonalak a szigetet felosztják.</translation>
    </message>
    <message>
        <source>Its painting icon: an id of artist_board.icons.</source>
        <translation>A festményikonja: az artist_board.icons egyik azonosítója.</translation>
    </message>
    <message>
        <source>The regions across one of its routes (symmetric).</source>
        <translation>Az egyik útvonalának túloldalán lévő vidékek (szimmetrikus kapcsolat).</translation>
    </message>
    <message>
        <source>The paint scope: what counts as in the region.</source>
        <translation>A festés hatóköre: mi számít a vidékhez tartozónak.</translation>
    </message>
    <message>
        <source>Ring spaces on its coast (coastal towns' spaces come with the towns).</source>
        <translation>A partján lévő mezők a parti úton (a kikötővárosok mezői a városokkal együtt szerepelnek).</translation>
    </message>
    <message>
        <source>Towns on its border.</source>
        <translation>A határán lévő települések.</translation>
    </message>
    <message>
        <source>Where to draw its name and icon, [x, y].</source>
        <translation>Hová kell rajzolni a nevét és az ikonját, [x, y].</translation>
    </message>
    <message>
        <source>Its shape for drawing: [[x, y], ...].</source>
        <translation>Az alakja a rajzoláshoz: [[x, y], ...].</translation>
    </message>
    <message>
        <source>Where the meeples stand at setup.</source>
        <translation>Hol állnak a figurák az előkészületek után.</translation>
    </message>
    <message>
        <source>The ring space both pilgrims share at setup.</source>
        <translation>A parti út mezője, amelyen kezdéskor mindkét zarándok áll.</translation>
    </message>
    <message>
        <source>The mountain town of both merchants.</source>
        <translation>Mindkét kereskedő kezdő hegyi faluja.</translation>
    </message>
    <message>
        <source>The region of both artists.</source>
        <translation>Mindkét festő kezdő vidéke.</translation>
    </message>
    <message>
        <source>The faces of each character's die.</source>
        <translation>Az egyes szereplők kockájának oldalai.</translation>
    </message>
    <message>
        <source>A face: the steps it gives.</source>
        <translation>Egy oldal: ennyit lép vele a szereplő.</translation>
    </message>
    <message>
        <source>The pilgrim's die: spaces along the ring.</source>
        <translation>A zarándok kockája: mezők a parti úton.</translation>
    </message>
    <message>
        <source>The merchant's die: routes travelled.</source>
        <translation>A kereskedő kockája: bejárt útvonalak.</translation>
    </message>
    <message>
        <source>The artist's die: regions crossed into.</source>
        <translation>A festő kockája: vidékek, amelyekbe átlép.</translation>
    </message>
    <message>
        <source>The ware types and how many of each are in the bag.</source>
        <translation>Az árufajták, és hogy mindegyikből hány van a zsákban.</translation>
    </message>
    <message>
        <source>Tokens of this type.</source>
        <translation>Ilyen fajtájú lapkák száma.</translation>
    </message>
    <message>
        <source>The boutique tokens, one per coastal town, shuffled at setup.</source>
        <translation>Az ajándékbolt-lapkák, kikötővárosonként egy, az előkészületek során megkeverve.</translation>
    </message>
    <message>
        <source>The ware type it buys.</source>
        <translation>Az árufajta, amelyet felvásárol.</translation>
    </message>
    <message>
        <source>Coins per ware sold (and a pilgrim's coins there).</source>
        <translation>Eladott árunként kapott érme (és az itt megálló zarándok érméi).</translation>
    </message>
    <message>
        <source>The pilgrim board's two tracks.</source>
        <translation>A zarándoktábla két sávja.</translation>
    </message>
    <message>
        <source>The value of each temple-track space, first visit first.</source>
        <translation>A templomsáv egyes mezőinek értéke, az első látogatástól kezdve.</translation>
    </message>
    <message>
        <source>A space's value.</source>
        <translation>Egy mező értéke.</translation>
    </message>
    <message>
        <source>The value of each garden-track space, first visit first.</source>
        <translation>A kertsáv egyes mezőinek értéke, az első látogatástól kezdve.</translation>
    </message>
    <message>
        <source>The merchant board.</source>
        <translation>A kereskedőtábla.</translation>
    </message>
    <message>
        <source>The value above each slab slot; one slot per slab.</source>
        <translation>Az egyes aranykoban-helyek fölötti érték; aranykobanonként egy hely.</translation>
    </message>
    <message>
        <source>A slot's value.</source>
        <translation>Egy hely értéke.</translation>
    </message>
    <message>
        <source>Coins that become one gold slab.</source>
        <translation>Ennyi érméből lesz egy aranykoban.</translation>
    </message>
    <message>
        <source>The most wares a merchant keeps.</source>
        <translation>Legfeljebb ennyi árut tarthat meg egy kereskedő.</translation>
    </message>
    <message>
        <source>The artist board and its painting tiles.</source>
        <translation>A festőtábla és a festménylapkái.</translation>
    </message>
    <message>
        <source>Rows of painting slots.</source>
        <translation>A festményhelyek sorai.</translation>
    </message>
    <message>
        <source>Slots per row.</source>
        <translation>Helyek soronként.</translation>
    </message>
    <message>
        <source>The value under each slot, reading order: one per slot.</source>
        <translation>Az egyes helyek alatti érték, balról jobbra, a felső sortól kezdve: mindegyik helyre egy.</translation>
    </message>
    <message>
        <source>The painting icons (also the regions' icons) and each player's tiles of each.</source>
        <translation>A festményikonok (egyben a vidékek ikonjai), és hogy mindegyikből hány lapkája van az egyes játékosoknak.</translation>
    </message>
    <message>
        <source>Tiles of this icon per player.</source>
        <translation>Ilyen ikonú lapkák játékosonként.</translation>
    </message>
    <message>
        <source>The double-sided wave tiles, at most one per character.</source>
        <translation>A kétoldalas hullámlapkák, szereplőnként legfeljebb egy.</translation>
    </message>
    <message>
        <source>The character board it goes on.</source>
        <translation>A szereplőtábla, amelyre a lapka kerül.</translation>
    </message>
    <message>
        <source>Its two sides.</source>
        <translation>A két oldala.</translation>
    </message>
    <message>
        <source>Who picks first in round 1: at random, the first seat or the second seat.</source>
        <translation>Ki választ először az 1. fordulóban: véletlenszerűen, az első vagy a második helyen ülő játékos.</translation>
    </message>
    <message>
        <source>Coins each player starts with.</source>
        <translation>Az egyes játékosok kezdő érméi.</translation>
    </message>
    <message>
        <source>Wares each player draws from the bag at setup.</source>
        <translation>Ennyi árut húz a zsákból minden játékos az előkészületek során.</translation>
    </message>
    <message>
        <source>Which side of each wave tile is up for the game: random, or always the first or the second.</source>
        <translation>A hullámlapkák melyik oldala van felül a játék során: véletlenszerűen, vagy mindig az első, illetve a második.</translation>
    </message>
    <message>
        <source>A player's own merchant blocks their pilgrim, and the other way round.</source>
        <translation>A játékos saját kereskedője akadályozza a saját zarándokát, és fordítva.</translation>
    </message>
    <message>
        <source>The shared start space counts as occupied while the other pilgrim is still on it.</source>
        <translation>A közös kezdőmező foglaltnak számít, amíg a másik zarándok még rajta áll.</translation>
    </message>
    <message>
        <source>A seashore takes one of the opponent's tiles when none is left on the board, or never.</source>
        <translation>A tengerpart elvesz egy lapkát az ellenféltől, ha a táblán már nincs több, vagy soha.</translation>
    </message>
    <message>
        <source>Coins become as many slabs as they make at once (else one per gain).</source>
        <translation>Az érmékből egyszerre annyi aranykoban lesz, amennyi kijön belőlük (különben szerzésenként egy).</translation>
    </message>
    <message>
        <source>The hot spring token's repeat.</source>
        <translation>Ismétlés a hőforráskoronggal.</translation>
    </message>
    <message>
        <source>The token may repeat the die that gained it.</source>
        <translation>A korong megismételheti azt a kockát, amellyel megszerezték.</translation>
    </message>
    <message>
        <source>Repeats one die may get (0: the token is never used).</source>
        <translation>Egy kocka ennyiszer ismételhető (0: a korongot soha nem használják).</translation>
    </message>
    <message>
        <source>Repeats are allowed once the end is triggered.</source>
        <translation>Ismételni az utolsó fordulóban is lehet.</translation>
    </message>
    <message>
        <source>When the game ends.</source>
        <translation>Mikor ér véget a játék.</translation>
    </message>
    <message>
        <source>The end conditions: a full temple or garden track, the last slab, the last gift.</source>
        <translation>A játék végének feltételei: betelt templomsáv vagy kertsáv, az utolsó aranykoban, az utolsó ajándékozás.</translation>
    </message>
    <message>
        <source>The game ends at the end of the round in which a condition is met, or at once.</source>
        <translation>A játék annak a fordulónak a végén ér véget, amelyben egy feltétel teljesül, vagy azonnal.</translation>
    </message>
    <message>
        <source>How points are counted.</source>
        <translation>Hogyan számolják a pontokat.</translation>
    </message>
    <message>
        <source>The pilgrim scores the temple-track value times (or plus) the garden-track value.</source>
        <translation>A zarándok pontja a templomsáv értéke szorozva a kertsáv értékével (vagy hozzáadva).</translation>
    </message>
    <message>
        <source>The merchant scores the value above its right-most slab, or nothing.</source>
        <translation>A kereskedő a jobb szélső aranykobanja fölötti értéket kapja, vagy semmit.</translation>
    </message>
    <message>
        <source>The artist scores the value under its last gifted tile, or nothing.</source>
        <translation>A festő az utolsó elajándékozott lapkája alatti értéket kapja, vagy semmit.</translation>
    </message>
    <message>
        <source>Equal points: more coins win, or it is a draw.</source>
        <translation>Pontegyenlőség esetén: a több érme dönt, vagy döntetlen.</translation>
    </message>
    <message>
        <source>An id of board.space_types.</source>
        <translation>A board.space_types egyik azonosítója.</translation>
    </message>
    <message>
        <source>load_and_deliver: it loads at a mountain town and climbs a rank when it reaches a coastal town loaded.</source>
        <translation>load_and_deliver: egy hegyi faluban rakományt vesz fel, és egy ranggal feljebb lép, amikor megrakva elér egy kikötővárost.</translation>
    </message>
    <message>
        <source>Its artist climbs a rank when the paint scope of its destination holds at least this many other meeples.</source>
        <translation>A festője egy ranggal feljebb lép, ha a célvidéken és a körülötte lévő összes mezőn legalább ennyi másik figura áll.</translation>
    </message>
    <message>
        <source>The solo opponent: its rank tracks, how it chooses, its levels.</source>
        <translation>Az egyszemélyes játék ellenfele: a rangsávjai, a választási szabályai és a szintjei.</translation>
    </message>
    <message>
        <source>The level offered first (1 is the first of levels).</source>
        <translation>Az elsőként felkínált szint (az 1 a levels első eleme).</translation>
    </message>
    <message>
        <source>What moves a rank one step.</source>
        <translation>Mitől lép egy ranggal feljebb.</translation>
    </message>
    <message>
        <source>The ring-space effects its pilgrim carries out; it ignores the others.</source>
        <translation>A parti út mezőinek azon hatásai, amelyeket a zarándoka végrehajt; a többit figyelmen kívül hagyja.</translation>
    </message>
    <message>
        <source>How it chooses a die, first criterion first: gain, lowest_rank, order.</source>
        <translation>Hogyan választ kockát, az első szemponttal kezdve: gain, lowest_rank, order.</translation>
    </message>
    <message>
        <source>How it chooses a destination, first criterion first: gain, deny, lowest_id.</source>
        <translation>Hogyan választ célt, az első szemponttal kezdve: gain, deny, lowest_id.</translation>
    </message>
    <message>
        <source>The characters it prefers, first first (the order criterion).</source>
        <translation>A szereplők, amelyeket előnyben részesít, az elsővel kezdve (az order szempont).</translation>
    </message>
    <message>
        <source>The wave tile it takes first on a seashore.</source>
        <translation>A hullámlapka, amelyet tengerparton elsőként elvesz.</translation>
    </message>
    <message>
        <source>A full rank track ends the game like a player's full track.</source>
        <translation>A megtelt rangsáv ugyanúgy véget vet a játéknak, mint egy játékos megtelt sávja.</translation>
    </message>
    <message>
        <source>The levels, easiest first.</source>
        <translation>A szintek, a legkönnyebbel kezdve.</translation>
    </message>
    <message>
        <source>One line on what to expect.</source>
        <translation>Egy sor arról, mire számíthat a játékos.</translation>
    </message>
    <message>
        <source>The level's own gains; a key left out keeps automa.gains'.</source>
        <translation>A szint saját előrelépési szabályai; a kihagyott kulcs az automa.gains értékét tartja meg.</translation>
    </message>
    <message>
        <source>The value of each rank, per character; a track has as many ranks as values.</source>
        <translation>Az egyes rangok értéke szereplőnként; egy sávnak annyi rangja van, ahány érték.</translation>
    </message>
    <message>
        <source>The value of each rank, first rank first.</source>
        <translation>Az egyes rangok értéke, az első ranggal kezdve.</translation>
    </message>
    <message>
        <source>A rank's value.</source>
        <translation>Egy rang értéke.</translation>
    </message>
    <message>
        <source>The ranks it starts with.</source>
        <translation>A rangok, amelyekkel kezd.</translation>
    </message>
    <message>
        <source>Starting rank.</source>
        <translation>Kezdő rang.</translation>
    </message>
    <message>
        <source>The pilgrim's marker on a track (temple or garden) moves up one space; a full track gives nothing.</source>
        <translation>A zarándok jelölője egy sávon (templom- vagy kertsávon) egy mezőt előrelép; a megtelt sáv semmit sem ad.</translation>
    </message>
    <message>
        <source>The player gains coins: a number, or boutique_value (the value of this coastal town's boutique token). Coins become slabs at once.</source>
        <translation>A játékos érméket kap: egy számot vagy boutique_value értéket (a kikötőváros ajándékbolt-lapkájának értéke). Az érmék azonnal aranykobanná válnak.</translation>
    </message>
    <message>
        <source>The player takes the hot spring token, from the board or from the opponent.</source>
        <translation>A játékos elveszi a hőforráskorongot a tábláról vagy az ellenféltől.</translation>
    </message>
    <message>
        <source>The player takes a wave tile still on the board (their choice), else one of the opponent's (rules.steal_wave_tiles), else nothing.</source>
        <translation>A játékos elvesz egy még a táblán lévő hullámlapkát (szabadon választva), ha nincs ilyen, az ellenféltől egyet (rules.steal_wave_tiles), különben semmit.</translation>
    </message>
    <message>
        <source>The player turns up that many face-down painting tiles, in reading order.</source>
        <translation>A játékos ennyi lefordított festménylapkát fordít fel, balról jobbra, a felső sortól kezdve.</translation>
    </message>
    <message>
        <source>The pilgrim may move die + offset spaces instead of the die (at least min, default 1): a choice of two counts.</source>
        <translation>A zarándok a dobott szám helyett kocka + offset mezőt is léphet (legalább min, alapértelmezés 1): két lépésszám közül választhat.</translation>
    </message>
    <message>
        <source>Paint turns up that many more tiles, even with nobody in scope.</source>
        <translation>Festéskor ennyivel több lapkát fordít fel, akkor is, ha a vidéken és a körülötte lévő mezőkön senki sincs.</translation>
    </message>
    <message>
        <source>A mountain town gives that many more wares.</source>
        <translation>A hegyi falu ennyivel több árut ad.</translation>
    </message>
    <message>
        <source>Each ware sold earns that many more coins.</source>
        <translation>Minden eladott áru ennyivel több érmét hoz.</translation>
    </message>
    <message>
        <source>Paint counts the meeples of every region entered on the move, each once (not the start region); every path of the artist becomes its own choice.</source>
        <translation>Festéskor a lépés során érintett összes vidék figuráit számolja, mindegyiket egyszer (a kiinduló vidéket nem); a festő minden útvonala külön választási lehetőség lesz.</translation>
    </message>
    <message>
        <source>What the pilgrim's arrival does, in order (effect primitives).</source>
        <translation>Mi történik, amikor a zarándok megérkezik, sorrendben (hatásprimitívek).</translation>
    </message>
    <message>
        <source>What the tile changes while held (effect primitives).</source>
        <translation>Mit változtat a lapka, amíg a játékosnál van (hatásprimitívek).</translation>
    </message>
    <message>
        <source>The fewest spaces the other count may be.</source>
        <translation>A másik lépésszám legkisebb értéke mezőkben.</translation>
    </message>
    <message>
        <source>How the computer plays at each of its strengths in this game.</source>
        <translation>Hogyan játszik a gép az egyes erősségi szinteken ebben a játékban.</translation>
    </message>
    <message>
        <source>How the computer plays at the Easy strength, e.g. heuristic.</source>
        <translation>Hogyan játszik a gép Gyenge szinten, pl. heuristic.</translation>
    </message>
    <message>
        <source>How the computer plays at the Normal strength, e.g. ismcts:iterations=2000,threads=2.</source>
        <translation>Hogyan játszik a gép Közepes szinten, pl. ismcts:iterations=2000,threads=2.</translation>
    </message>
    <message>
        <source>How the computer plays at the Strong strength.</source>
        <translation>Hogyan játszik a gép Erős szinten.</translation>
    </message>
    <message>
        <source>How the computer plays in the variant lab's quick search: a cheap search that still beats Easy, e.g. ismcts:iterations=20,depth=4.</source>
        <translation>Hogyan játszik a gép a változatlabor gyors keresésében: olcsó keresés, amely mégis legyőzi a Gyenge szintet, pl. ismcts:iterations=20,depth=4.</translation>
    </message>
    <message>
        <source>What the table draws on the disc: one of the shapes listed, or up to 3 letters or kanji of your own (蓮, AB). No two discs may look the same.</source>
        <translation>Amit az asztal a korongra rajzol: a felsorolt formák egyike, vagy legfeljebb 3 saját betű vagy kandzsi (蓮, AB). Két korong nem nézhet ki egyformán.</translation>
    </message>
    <message>
        <source>Its pilgrim climbs a rank when it stops on a space whose effects move a player's marker up one of these tracks: a temple, a garden, or a new kind of space such as Awaji's shrine gates.</source>
        <translation>A zarándoka egy ranggal feljebb lép, ha olyan mezőn áll meg, amelynek hatása egy játékos jelölőjét előrelépteti e sávok egyikén: templom, kert, vagy egy újfajta mező, például Avadzsi torii-kapui.</translation>
    </message>
    <message>
        <source>More kinds of ring space (ids of board.space_types) on which its pilgrim climbs a rank.</source>
        <translation>További parti úti mezőtípusok (a board.space_types azonosítói), amelyeken a zarándoka egy ranggal feljebb lép.</translation>
    </message>
    <message>
        <source>One effect: a primitive, written bare or as a map of it to its parameter.</source>
        <translation>Egy hatás: egy primitív, magában vagy a paraméterével párban írva.</translation>
    </message>
    <message>
        <source>Added to the die: -1 one fewer, 1 one more (not 0).</source>
        <translation>A kockához adva: -1 eggyel kevesebb, 1 eggyel több (0 nem lehet).</translation>
    </message>
    <message>
        <source>A ring space's index.</source>
        <translation>A parti út egy mezőjének sorszáma.</translation>
    </message>
    <message>
        <source>The words for the seat the rules play themselves, the game's own solo opponent (its levels are the rules' own data).</source>
        <translation>A szabályok által irányított játékos szövegei: a játék saját ellenfele egyszemélyes játékban (a szintjei is a szabályok adatai közé tartoznak).</translation>
    </message>
    <message>
        <source>Its name, as the seat's name and in the launcher's list of players.</source>
        <translation>A neve: a hely neveként és a játékosok listájában az indítóképernyőn.</translation>
    </message>
    <message>
        <source>The launcher's switch that makes the game solo, one person against it.</source>
        <translation>Az indítóképernyő kapcsolója, amely egyszemélyes játékká teszi a játszmát: egy ember ellene.</translation>
    </message>
    <message>
        <source>The launcher's hint beside the solo switch: what the opponent is.</source>
        <translation>Az indítóképernyő tippje az egyszemélyes kapcsoló mellett: mi ez az ellenfél.</translation>
    </message>
    <message>
        <source>The launcher's hint in a solo game: how the opponent's rules differ.</source>
        <translation>Az indítóképernyő tippje egyszemélyes játékban: miben mások az ellenfél szabályai.</translation>
    </message>
</context>
<context>
    <name>SchemaForms</name>
    <message>
        <source>%1 — %2</source>
        <extracomment>Rules editor: the tooltip of a section's tab; %1 its name, %2 what it holds (the dash as your language writes it: hu &quot; – &quot;)</extracomment>
        <translation>%1 – %2</translation>
    </message>
</context>
<context>
    <name>SchemaItem</name>
    <message>
        <source>included file %1</source>
        <extracomment>Rules editor: one of the files a game file includes; %1 its number, 0 first</extracomment>
        <translation>%1. beemelt fájl</translation>
    </message>
    <message>
        <source>side %1</source>
        <translation>%1. fél</translation>
    </message>
    <message>
        <source>bead colour %1</source>
        <translation>%1. gyöngyszín</translation>
    </message>
    <message>
        <source>%1 side</source>
        <translation>%1 fél</translation>
    </message>
    <message>
        <source>figure %1</source>
        <translation>%1. figura</translation>
    </message>
    <message>
        <source>tile design %1</source>
        <translation>%1 kerttáblaminta</translation>
    </message>
    <message>
        <source>inner line %1</source>
        <translation>%1. belső vonal</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>%1. bázis</translation>
    </message>
    <message>
        <source>field %1</source>
        <translation>%1. mező</translation>
    </message>
    <message>
        <source>start field %1</source>
        <translation>%1. induló mező</translation>
    </message>
    <message>
        <source>tile slot %1</source>
        <translation>%1. kerttáblahely</translation>
    </message>
    <message>
        <source>coordinate %1</source>
        <translation>%1. koordináta</translation>
    </message>
    <message>
        <source>frame line %1</source>
        <translation>a keret %1. vonala</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1. vonal</translation>
    </message>
    <message>
        <source>match rule %1</source>
        <translation>%1. illeszkedési szabály</translation>
    </message>
    <message>
        <source>end of the range %1</source>
        <translation>a tartomány %1. vége</translation>
    </message>
    <message>
        <source>card colour %1</source>
        <translation>%1. kártyaszín</translation>
    </message>
    <message>
        <source>symbol %1</source>
        <translation>%1. szimbólum</translation>
    </message>
    <message>
        <source>player count %1</source>
        <translation>játékosszám: %1</translation>
    </message>
    <message>
        <source>frozen place %1</source>
        <translation>%1. helyben maradó hely</translation>
    </message>
    <message>
        <source>place from the top %1</source>
        <translation>%1. hely felülről</translation>
    </message>
    <message>
        <source>place from the bottom %1</source>
        <translation>%1. hely alulról</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>%1 értékű kártya</translation>
    </message>
    <message>
        <source>pilgrim %1</source>
        <translation>%1. zarándok</translation>
    </message>
    <message>
        <source>space type %1</source>
        <extracomment>Tokaido Duo: one entry of a list of space types; %1 its number, 0 first</extracomment>
        <translation>%1. mezőtípus</translation>
    </message>
    <message>
        <source>effect %1</source>
        <translation>%1. hatás</translation>
    </message>
    <message>
        <source>criterion %1</source>
        <translation>%1. szempont</translation>
    </message>
    <message>
        <source>character %1</source>
        <translation>%1. szereplő</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>%1. szint</translation>
    </message>
    <message>
        <source>pilgrim's rank %1</source>
        <extracomment>Tokaido Duo: one rank of the Automa's pilgrim rank track; %1 its number, 0 first</extracomment>
        <translation>a zarándok %1. rangja</translation>
    </message>
    <message>
        <source>merchant's rank %1</source>
        <extracomment>Tokaido Duo: one rank of the Automa's merchant rank track; %1 its number, 0 first</extracomment>
        <translation>a kereskedő %1. rangja</translation>
    </message>
    <message>
        <source>artist's rank %1</source>
        <extracomment>Tokaido Duo: one rank of the Automa's artist rank track; %1 its number, 0 first</extracomment>
        <translation>a festő %1. rangja</translation>
    </message>
    <message>
        <source>ring space %1</source>
        <translation>a parti út %1. mezője</translation>
    </message>
    <message>
        <source>town %1</source>
        <translation>%1. település</translation>
    </message>
    <message>
        <source>route %1</source>
        <translation>%1. útvonal</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>%1. vidék</translation>
    </message>
    <message>
        <source>neighbour %1</source>
        <translation>%1. szomszédos vidék</translation>
    </message>
    <message>
        <source>coast space %1</source>
        <translation>%1. parti mező</translation>
    </message>
    <message>
        <source>border town %1</source>
        <translation>%1. határos település</translation>
    </message>
    <message>
        <source>outline point %1</source>
        <translation>a körvonal %1. pontja</translation>
    </message>
    <message>
        <source>pilgrim's die face %1</source>
        <extracomment>Tokaido Duo: one face of the pilgrim's die; %1 its number, 0 first</extracomment>
        <translation>a zarándok kockájának %1. oldala</translation>
    </message>
    <message>
        <source>merchant's die face %1</source>
        <extracomment>Tokaido Duo: one face of the merchant's die; %1 its number, 0 first</extracomment>
        <translation>a kereskedő kockájának %1. oldala</translation>
    </message>
    <message>
        <source>artist's die face %1</source>
        <extracomment>Tokaido Duo: one face of the artist's die; %1 its number, 0 first</extracomment>
        <translation>a festő kockájának %1. oldala</translation>
    </message>
    <message>
        <source>ware %1</source>
        <translation>%1. áru</translation>
    </message>
    <message>
        <source>boutique token %1</source>
        <translation>%1. ajándékbolt-lapka</translation>
    </message>
    <message>
        <source>temple-track space %1</source>
        <translation>a templomsáv %1. mezője</translation>
    </message>
    <message>
        <source>garden-track space %1</source>
        <translation>a kertsáv %1. mezője</translation>
    </message>
    <message>
        <source>gold slab slot %1</source>
        <translation>%1. aranykoban-hely</translation>
    </message>
    <message>
        <source>painting slot %1</source>
        <translation>%1. festményhely</translation>
    </message>
    <message>
        <source>painting icon %1</source>
        <translation>%1. festményikon</translation>
    </message>
    <message>
        <source>wave tile %1</source>
        <translation>%1. hullámlapka</translation>
    </message>
    <message>
        <source>tile side %1</source>
        <translation>a lapka %1. oldala</translation>
    </message>
    <message>
        <source>end condition %1</source>
        <extracomment>Tokaido Duo: one of the end conditions; %1 its number, 0 first</extracomment>
        <translation>%1. befejezési feltétel</translation>
    </message>
    <message>
        <source>track %1</source>
        <extracomment>Tokaido Duo: one entry of the list of tracks; %1 its number, 0 first</extracomment>
        <translation>%1. sáv</translation>
    </message>
</context>
<context>
    <name>SchemaLabel</name>
    <message>
        <source>game</source>
        <extracomment>Rules editor: the section of the game's header (its name, players, ...)</extracomment>
        <translation>játék</translation>
    </message>
    <message>
        <source>game id</source>
        <translation>játékazonosító</translation>
    </message>
    <message>
        <source>rules engine</source>
        <extracomment>Rules editor: which of Kotatsu's built-in rules programs reads the game's data</extracomment>
        <translation>szabálymotor</translation>
    </message>
    <message>
        <source>game name</source>
        <translation>a játék neve</translation>
    </message>
    <message>
        <source>tagline</source>
        <extracomment>Rules editor: the one line about a game under its name in the launcher</extracomment>
        <translation>jelmondat</translation>
    </message>
    <message>
        <source>credits</source>
        <translation>készítők</translation>
    </message>
    <message>
        <source>place in the launcher</source>
        <translation>hely az indítóképernyőn</translation>
    </message>
    <message>
        <source>number of players</source>
        <translation>játékosok száma</translation>
    </message>
    <message>
        <source>fewest players</source>
        <translation>legkevesebb játékos</translation>
    </message>
    <message>
        <source>most players</source>
        <translation>legtöbb játékos</translation>
    </message>
    <message>
        <source>computer strengths</source>
        <extracomment>Rules editor: how the computer plays at each strength (Easy, Normal, Strong)</extracomment>
        <translation>a gép erőssége</translation>
    </message>
    <message>
        <source>computer at Easy</source>
        <extracomment>Rules editor: how the computer plays at the launcher's Easy strength</extracomment>
        <translation>gép (Gyenge)</translation>
    </message>
    <message>
        <source>computer at Normal</source>
        <extracomment>Rules editor: how the computer plays at the launcher's Normal strength</extracomment>
        <translation>gép (Közepes)</translation>
    </message>
    <message>
        <source>computer at Strong</source>
        <extracomment>Rules editor: how the computer plays at the launcher's Strong strength</extracomment>
        <translation>gép (Erős)</translation>
    </message>
    <message>
        <source>computer in the lab's quick search</source>
        <extracomment>Rules editor: how the computer plays the variant lab's Quick search (a cheap search stronger than Easy, for thousands of test games)</extracomment>
        <translation>gép (a labor gyors keresése)</translation>
    </message>
    <message>
        <source>included files</source>
        <extracomment>Rules editor: the other data files a game file includes</extracomment>
        <translation>beemelt fájlok</translation>
    </message>
    <message>
        <source>variant</source>
        <extracomment>Rules editor: the section of a variant's header (its name, description, base game)</extracomment>
        <translation>változat</translation>
    </message>
    <message>
        <source>base game</source>
        <extracomment>Rules editor: the game a variant changes</extracomment>
        <translation>alapjáték</translation>
    </message>
    <message>
        <source>variant name</source>
        <translation>a változat neve</translation>
    </message>
    <message>
        <source>variant description</source>
        <translation>a változat leírása</translation>
    </message>
    <message>
        <source>sides</source>
        <translation>felek</translation>
    </message>
    <message>
        <source>id</source>
        <translation>azonosító</translation>
    </message>
    <message>
        <source>name</source>
        <translation>név</translation>
    </message>
    <message>
        <source>figure name</source>
        <translation>egy figura neve</translation>
    </message>
    <message>
        <source>figure letter</source>
        <translation>a figurák betűje</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>szín</translation>
    </message>
    <message>
        <source>figures per side</source>
        <translation>figurák felenként</translation>
    </message>
    <message>
        <source>beads</source>
        <translation>gyöngyök</translation>
    </message>
    <message>
        <source>beads per figure</source>
        <translation>gyöngyök figuránként</translation>
    </message>
    <message>
        <source>bead colours</source>
        <translation>gyöngyszínek</translation>
    </message>
    <message>
        <source>beads of this colour</source>
        <translation>ilyen színű gyöngyök</translation>
    </message>
    <message>
        <source>pattern</source>
        <translation>minta</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>betű</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>szabályok</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>kezdőjátékos</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>előkészületek</translation>
    </message>
    <message>
        <source>bead pairs</source>
        <translation>gyöngypárok</translation>
    </message>
    <message>
        <source>placing order</source>
        <translation>lerakási sorrend</translation>
    </message>
    <message>
        <source>fixed positions</source>
        <translation>rögzített helyek</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>mozgás</translation>
    </message>
    <message>
        <source>steps per turn</source>
        <translation>lépések körönként</translation>
    </message>
    <message>
        <source>hand on the whole stack</source>
        <translation>az összes gyöngy átadása</translation>
    </message>
    <message>
        <source>whole stack on a jump</source>
        <translation>az összes gyöngy átadása ugráskor</translation>
    </message>
    <message>
        <source>order of a stack handed on</source>
        <translation>az átadott gyöngyök sorrendje</translation>
    </message>
    <message>
        <source>passing beads</source>
        <translation>gyöngyátadás</translation>
    </message>
    <message>
        <source>pass a whole stack</source>
        <translation>az egész gyöngyoszlop átadása</translation>
    </message>
    <message>
        <source>entering the base</source>
        <translation>belépés a bázisba</translation>
    </message>
    <message>
        <source>way into the base</source>
        <translation>bejutás a bázisba</translation>
    </message>
    <message>
        <source>jumps</source>
        <translation>ugrások</translation>
    </message>
    <message>
        <source>who carries no bead</source>
        <translation>melyik figura nem visz gyöngyöt</translation>
    </message>
    <message>
        <source>landing</source>
        <translation>érkezés</translation>
    </message>
    <message>
        <source>double jump</source>
        <translation>dupla ugrás</translation>
    </message>
    <message>
        <source>a jump costs a bead</source>
        <translation>az ugrás egy gyöngybe kerül</translation>
    </message>
    <message>
        <source>hand-off jump</source>
        <translation>stafétaugrás</translation>
    </message>
    <message>
        <source>end of the game</source>
        <translation>a játék vége</translation>
    </message>
    <message>
        <source>repetitions for a draw</source>
        <translation>ismétlődések a döntetlenhez</translation>
    </message>
    <message>
        <source>moves before a draw</source>
        <translation>lépések a döntetlenig</translation>
    </message>
    <message>
        <source>no move left</source>
        <translation>nincs több lépés</translation>
    </message>
    <message>
        <source>stacks</source>
        <translation>gyöngyoszlopok</translation>
    </message>
    <message>
        <source>most beads on a figure</source>
        <translation>legtöbb gyöngy egy figurán</translation>
    </message>
    <message>
        <source>board</source>
        <translation>tábla</translation>
    </message>
    <message>
        <source>width</source>
        <translation>szélesség</translation>
    </message>
    <message>
        <source>height</source>
        <translation>magasság</translation>
    </message>
    <message>
        <source>extra tile rows</source>
        <translation>plusz kerttáblasorok</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>elrendezés</translation>
    </message>
    <message>
        <source>shuffle seed</source>
        <translation>keverési mag</translation>
    </message>
    <message>
        <source>turning tiles</source>
        <translation>kerttáblák forgatása</translation>
    </message>
    <message>
        <source>tile designs</source>
        <translation>kerttáblaminták</translation>
    </message>
    <message>
        <source>inner lines</source>
        <translation>belső vonalak</translation>
    </message>
    <message>
        <source>bases</source>
        <translation>bázisok</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>tulajdonos</translation>
    </message>
    <message>
        <source>name in sentences</source>
        <translation>név mondatban</translation>
    </message>
    <message>
        <source>fields</source>
        <translation>mezők</translation>
    </message>
    <message>
        <source>start fields</source>
        <translation>induló mezők</translation>
    </message>
    <message>
        <source>tile slots</source>
        <translation>kerttáblahelyek</translation>
    </message>
    <message>
        <source>place</source>
        <translation>hely</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>kerttábla</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>elforgatás</translation>
    </message>
    <message>
        <source>frame lines</source>
        <translation>a keret vonalai</translation>
    </message>
    <message>
        <source>extra row</source>
        <translation>pótsor</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>vonalak</translation>
    </message>
    <message>
        <source>piles</source>
        <translation>kupacok</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>osztás</translation>
    </message>
    <message>
        <source>first sage</source>
        <translation>első bölcs</translation>
    </message>
    <message>
        <source>match rules</source>
        <translation>illeszkedési szabályok</translation>
    </message>
    <message>
        <source>highest next to lowest</source>
        <translation>a legnagyobb a legkisebb mellett</translation>
    </message>
    <message>
        <source>values a Sun may not take</source>
        <translation>a napkártya tiltott értékei</translation>
    </message>
    <message>
        <source>compulsory play</source>
        <translation>kötelező kijátszás</translation>
    </message>
    <message>
        <source>sage plays too</source>
        <translation>a bölcs is játszik</translation>
    </message>
    <message>
        <source>turn direction</source>
        <translation>a játék iránya</translation>
    </message>
    <message>
        <source>end of a round</source>
        <translation>a forduló vége</translation>
    </message>
    <message>
        <source>failed prophecy</source>
        <translation>nem teljesült jóslat</translation>
    </message>
    <message>
        <source>show a wrong prophecy</source>
        <translation>a nem teljesült jóslat felfedése</translation>
    </message>
    <message>
        <source>turn up piles during the round</source>
        <translation>kupacok felfordítása forduló közben</translation>
    </message>
    <message>
        <source>used-up piles that end the game</source>
        <translation>a játékot lezáró elfogyott kupacok</translation>
    </message>
    <message>
        <source>everybody is the sage equally often</source>
        <translation>mindenki ugyanannyiszor bölcs</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>pontozás</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>holtverseny</translation>
    </message>
    <message>
        <source>sage rotation</source>
        <translation>a bölcs szerepének iránya</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>húzópakli</translation>
    </message>
    <message>
        <source>card values</source>
        <translation>kártyaértékek</translation>
    </message>
    <message>
        <source>card value</source>
        <translation>kártyaérték</translation>
    </message>
    <message>
        <source>Sun cards per colour</source>
        <translation>napkártyák színenként</translation>
    </message>
    <message>
        <source>Sun card name</source>
        <translation>napkártya neve</translation>
    </message>
    <message>
        <source>Sun card name in sentences</source>
        <translation>napkártya neve mondatban</translation>
    </message>
    <message>
        <source>card colours</source>
        <translation>kártyaszínek</translation>
    </message>
    <message>
        <source>mark</source>
        <translation>jel</translation>
    </message>
    <message>
        <source>symbols</source>
        <translation>szimbólumok</translation>
    </message>
    <message>
        <source>steps to the pagoda</source>
        <translation>lépcsőfokok a pagodáig</translation>
    </message>
    <message>
        <source>start step</source>
        <translation>kezdő lépcsőfok</translation>
    </message>
    <message>
        <source>climb before the first round</source>
        <translation>feljebb lépés az első forduló előtt</translation>
    </message>
    <message>
        <source>hand size</source>
        <translation>lapok száma a kézben</translation>
    </message>
    <message>
        <source>frozen places</source>
        <translation>helyben maradó helyek</translation>
    </message>
    <message>
        <source>frozen places by player count</source>
        <translation>helyben maradó helyek játékosszám szerint</translation>
    </message>
    <message>
        <source>winning places</source>
        <translation>nyerő helyek</translation>
    </message>
    <message>
        <source>winning places by player count</source>
        <translation>nyerő helyek játékosszám szerint</translation>
    </message>
    <message>
        <source>places from the top</source>
        <translation>helyek felülről</translation>
    </message>
    <message>
        <source>places from the bottom</source>
        <translation>helyek alulról</translation>
    </message>
    <message>
        <source>lowest card to the end</source>
        <translation>a legkisebb kártya a sor végére</translation>
    </message>
    <message>
        <source>refilling the hands</source>
        <translation>a kezek feltöltése</translation>
    </message>
    <message>
        <source>where the last player draws</source>
        <translation>ahonnan az utolsó játékos húz</translation>
    </message>
    <message>
        <source>cards the others choose from</source>
        <translation>a többiek választható kártyái</translation>
    </message>
    <message>
        <source>leftover card</source>
        <translation>megmaradó kártya</translation>
    </message>
    <message>
        <source>empty deck</source>
        <translation>elfogyott húzópakli</translation>
    </message>
    <message>
        <source>climb past the pagoda</source>
        <translation>túllépés a pagodán</translation>
    </message>
    <message>
        <source>pilgrims on one step</source>
        <translation>zarándokok egy lépcsőfokon</translation>
    </message>
    <message>
        <source>stand-in sandal table</source>
        <translation>ideiglenes szandáltáblázat</translation>
    </message>
    <message>
        <source>sandals by card</source>
        <translation>szandálok kártyánként</translation>
    </message>
    <message>
        <source>sandals</source>
        <translation>szandálok</translation>
    </message>
    <message>
        <source>pilgrims</source>
        <translation>zarándokok</translation>
    </message>
    <message>
        <source>space type</source>
        <translation>mezőtípus</translation>
    </message>
    <message>
        <source>merchant's rank</source>
        <translation>a kereskedő rangja</translation>
    </message>
    <message>
        <source>meeples for the artist's rank</source>
        <translation>figurák a festő rangjához</translation>
    </message>
    <message>
        <source>Automa</source>
        <translation>Automa</translation>
    </message>
    <message>
        <source>first level offered</source>
        <translation>elsőként felkínált szint</translation>
    </message>
    <message>
        <source>rank gains</source>
        <translation>rangemelkedés</translation>
    </message>
    <message>
        <source>space effects it carries out</source>
        <translation>végrehajtott mezőhatások</translation>
    </message>
    <message>
        <source>how it chooses a die</source>
        <translation>hogyan választ kockát</translation>
    </message>
    <message>
        <source>how it chooses a destination</source>
        <translation>hogyan választ célt</translation>
    </message>
    <message>
        <source>character order</source>
        <translation>szereplők sorrendje</translation>
    </message>
    <message>
        <source>wave tile order</source>
        <translation>hullámlapkák sorrendje</translation>
    </message>
    <message>
        <source>full rank track ends the game</source>
        <translation>a megtelt rangsáv véget vet a játéknak</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>szintek</translation>
    </message>
    <message>
        <source>description</source>
        <translation>leírás</translation>
    </message>
    <message>
        <source>rank tracks</source>
        <translation>rangsávok</translation>
    </message>
    <message>
        <source>pilgrim's rank track</source>
        <translation>a zarándok rangsávja</translation>
    </message>
    <message>
        <source>merchant's rank track</source>
        <translation>a kereskedő rangsávja</translation>
    </message>
    <message>
        <source>artist's rank track</source>
        <translation>a festő rangsávja</translation>
    </message>
    <message>
        <source>pilgrim's starting rank</source>
        <translation>a zarándok kezdőrangja</translation>
    </message>
    <message>
        <source>merchant's starting rank</source>
        <translation>a kereskedő kezdőrangja</translation>
    </message>
    <message>
        <source>artist's starting rank</source>
        <translation>a festő kezdőrangja</translation>
    </message>
    <message>
        <source>rank value</source>
        <translation>a rang értéke</translation>
    </message>
    <message>
        <source>starting ranks</source>
        <translation>kezdőrangok</translation>
    </message>
    <message>
        <source>take a wave tile</source>
        <extracomment>Rules editor, the effect take_wave_tile (it takes no parameter)</extracomment>
        <translation>hullámlapka elvétele</translation>
    </message>
    <message>
        <source>effect</source>
        <extracomment>Rules editor, one item of an effect list</extracomment>
        <translation>hatás</translation>
    </message>
    <message>
        <source>added to the die</source>
        <translation>a kockához adott érték</translation>
    </message>
    <message>
        <source>aspect ratio</source>
        <extracomment>Tokaido Duo: the board's width over its height</extracomment>
        <translation>méretarány</translation>
    </message>
    <message>
        <source>space types</source>
        <translation>mezőtípusok</translation>
    </message>
    <message>
        <source>effect text</source>
        <translation>a hatás leírása</translation>
    </message>
    <message>
        <source>coastal-town space</source>
        <translation>kikötővárosi mező</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>parti út</translation>
    </message>
    <message>
        <source>type</source>
        <translation>típus</translation>
    </message>
    <message>
        <source>towns</source>
        <translation>települések</translation>
    </message>
    <message>
        <source>kind of town</source>
        <extracomment>Tokaido Duo: mountain town or coastal town</extracomment>
        <translation>a település fajtája</translation>
    </message>
    <message>
        <source>mountain-town draw</source>
        <translation>húzás a hegyi faluban</translation>
    </message>
    <message>
        <source>ring space</source>
        <translation>a parti út mezője</translation>
    </message>
    <message>
        <source>trade routes</source>
        <translation>kereskedelmi útvonalak</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>vidékek</translation>
    </message>
    <message>
        <source>painting icon</source>
        <translation>festményikon</translation>
    </message>
    <message>
        <source>neighbouring regions</source>
        <translation>szomszédos vidékek</translation>
    </message>
    <message>
        <source>paint scope</source>
        <translation>a festés hatóköre</translation>
    </message>
    <message>
        <source>coast spaces</source>
        <translation>parti mezők</translation>
    </message>
    <message>
        <source>border towns</source>
        <translation>határos települések</translation>
    </message>
    <message>
        <source>name position</source>
        <translation>a név helye</translation>
    </message>
    <message>
        <source>outline</source>
        <translation>körvonal</translation>
    </message>
    <message>
        <source>start positions</source>
        <translation>kezdőhelyek</translation>
    </message>
    <message>
        <source>pilgrims' start space</source>
        <translation>a zarándokok kezdőmezője</translation>
    </message>
    <message>
        <source>merchants' start town</source>
        <translation>a kereskedők kezdő hegyi faluja</translation>
    </message>
    <message>
        <source>artists' start region</source>
        <translation>a festők kezdővidéke</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>kockák</translation>
    </message>
    <message>
        <source>pilgrim's die</source>
        <translation>a zarándok kockája</translation>
    </message>
    <message>
        <source>merchant's die</source>
        <translation>a kereskedő kockája</translation>
    </message>
    <message>
        <source>artist's die</source>
        <translation>a festő kockája</translation>
    </message>
    <message>
        <source>face</source>
        <translation>kockaoldal</translation>
    </message>
    <message>
        <source>wares</source>
        <translation>áruk</translation>
    </message>
    <message>
        <source>tokens in the bag</source>
        <translation>lapkák a zsákban</translation>
    </message>
    <message>
        <source>boutique tokens</source>
        <translation>ajándékbolt-lapkák</translation>
    </message>
    <message>
        <source>ware</source>
        <translation>áru</translation>
    </message>
    <message>
        <source>value</source>
        <translation>érték</translation>
    </message>
    <message>
        <source>tracks</source>
        <translation>sávok</translation>
    </message>
    <message>
        <source>temple track</source>
        <translation>templomsáv</translation>
    </message>
    <message>
        <source>space value</source>
        <translation>a mező értéke</translation>
    </message>
    <message>
        <source>garden track</source>
        <translation>kertsáv</translation>
    </message>
    <message>
        <source>merchant board</source>
        <translation>kereskedőtábla</translation>
    </message>
    <message>
        <source>gold slab slot values</source>
        <translation>aranykoban-helyek értéke</translation>
    </message>
    <message>
        <source>slot value</source>
        <translation>a hely értéke</translation>
    </message>
    <message>
        <source>coins per gold slab</source>
        <translation>érmék aranykobanonként</translation>
    </message>
    <message>
        <source>ware limit</source>
        <translation>legfeljebb ennyi áru</translation>
    </message>
    <message>
        <source>artist board</source>
        <translation>festőtábla</translation>
    </message>
    <message>
        <source>rows of slots</source>
        <translation>helysorok</translation>
    </message>
    <message>
        <source>slots per row</source>
        <translation>helyek soronként</translation>
    </message>
    <message>
        <source>painting slot values</source>
        <translation>festményhelyek értéke</translation>
    </message>
    <message>
        <source>painting icons</source>
        <translation>festményikonok</translation>
    </message>
    <message>
        <source>tiles per player</source>
        <translation>lapkák játékosonként</translation>
    </message>
    <message>
        <source>wave tiles</source>
        <translation>hullámlapkák</translation>
    </message>
    <message>
        <source>character</source>
        <extracomment>Tokaido Duo: the character board a wave tile goes on</extracomment>
        <translation>szereplő</translation>
    </message>
    <message>
        <source>tile sides</source>
        <translation>a lapka oldalai</translation>
    </message>
    <message>
        <source>starting coins</source>
        <translation>kezdő érmék</translation>
    </message>
    <message>
        <source>starting wares</source>
        <translation>kezdő áruk</translation>
    </message>
    <message>
        <source>wave tile sides</source>
        <translation>a hullámlapkák felső oldala</translation>
    </message>
    <message>
        <source>own meeples block</source>
        <translation>a saját figurák is elállják</translation>
    </message>
    <message>
        <source>start space blocks</source>
        <translation>a kezdőmező is foglalt</translation>
    </message>
    <message>
        <source>taking the opponent's wave tiles</source>
        <translation>hullámlapka elvétele az ellenféltől</translation>
    </message>
    <message>
        <source>several gold slabs at once</source>
        <translation>több aranykoban egyszerre</translation>
    </message>
    <message>
        <source>Hot Spring token</source>
        <translation>hőforráskorong</translation>
    </message>
    <message>
        <source>repeat the die that gained it</source>
        <translation>a megszerző kocka megismétlése</translation>
    </message>
    <message>
        <source>repeats per die</source>
        <translation>ismétlések kockánként</translation>
    </message>
    <message>
        <source>repeats in the last round</source>
        <translation>ismétlés az utolsó fordulóban</translation>
    </message>
    <message>
        <source>end conditions</source>
        <extracomment>Tokaido Duo: what ends the game (glossary: end conditions)</extracomment>
        <translation>a játék végének feltételei</translation>
    </message>
    <message>
        <source>when the game ends</source>
        <translation>mikor ér véget a játék</translation>
    </message>
    <message>
        <source>pilgrim's points</source>
        <translation>a zarándok pontjai</translation>
    </message>
    <message>
        <source>merchant's points</source>
        <translation>a kereskedő pontjai</translation>
    </message>
    <message>
        <source>artist's points</source>
        <translation>a festő pontjai</translation>
    </message>
    <message>
        <source>tie-break</source>
        <translation>holtverseny eldöntése</translation>
    </message>
    <message>
        <source>emblem on the disc</source>
        <extracomment>Rules editor, Hyano: label of symbols[].emblem, what a pile's disc shows</extracomment>
        <translation>a korong jele</translation>
    </message>
    <message>
        <source>tracks that give the pilgrim a rank</source>
        <extracomment>Rules editor, automa.gains.pilgrim_tracks: the tracks whose spaces make the Automa's pilgrim climb a rank</extracomment>
        <translation>a zarándokot egy ranggal feljebb léptető sávok</translation>
    </message>
    <message>
        <source>more spaces that give the pilgrim a rank</source>
        <extracomment>Rules editor, automa.gains.pilgrim_spaces: more kinds of ring space on which the Automa's pilgrim climbs</extracomment>
        <translation>további, a zarándokot egy ranggal feljebb léptető mezők</translation>
    </message>
    <message>
        <source>track</source>
        <extracomment>Rules editor, the parameter of advance_track: which track moves up</extracomment>
        <translation>sáv</translation>
    </message>
    <message>
        <source>coins</source>
        <extracomment>Rules editor, the parameter of gain_coins: how many coins</extracomment>
        <translation>érmék</translation>
    </message>
    <message>
        <source>painting tiles</source>
        <extracomment>Rules editor, the parameter of flip_paintings: how many painting tiles</extracomment>
        <translation>festménylapkák</translation>
    </message>
    <message>
        <source>other step count</source>
        <extracomment>Rules editor, the parameter of pilgrim_steps: the other count the pilgrim may move</extracomment>
        <translation>másik lépésszám</translation>
    </message>
    <message>
        <source>more tiles</source>
        <extracomment>Rules editor, the parameter of extra_flips: how many more painting tiles</extracomment>
        <translation>további lapkák</translation>
    </message>
    <message>
        <source>more wares</source>
        <extracomment>Rules editor, the parameter of extra_draw: how many more wares</extracomment>
        <translation>további áruk</translation>
    </message>
    <message>
        <source>more coins</source>
        <extracomment>Rules editor, the parameter of extra_coins_per_sale: how many more coins per ware</extracomment>
        <translation>további érmék</translation>
    </message>
    <message>
        <source>take the hot spring token</source>
        <extracomment>Rules editor, the effect take_hot_spring (it takes no parameter)</extracomment>
        <translation>a hőforráskorong elvétele</translation>
    </message>
    <message>
        <source>paint: the whole path counts</source>
        <extracomment>Rules editor, the effect paint_counts_path (it takes no parameter)</extracomment>
        <translation>festés: az egész útvonal számít</translation>
    </message>
    <message>
        <source>effects on arrival</source>
        <translation>hatások érkezéskor</translation>
    </message>
    <message>
        <source>effects while held</source>
        <translation>hatások, amíg a játékosnál van</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>legalább</translation>
    </message>
    <message>
        <source>solo opponent</source>
        <extracomment>Rules editor: the words of the game's own solo opponent (Tokaido Duo's Automa)</extracomment>
        <translation>egyszemélyes ellenfél</translation>
    </message>
    <message>
        <source>solo opponent's name</source>
        <extracomment>Rules editor: the name of the game's own solo opponent ("Automa")</extracomment>
        <translation>az egyszemélyes ellenfél neve</translation>
    </message>
    <message>
        <source>solo switch</source>
        <extracomment>Rules editor: the words of the launcher's solo switch</extracomment>
        <translation>egyszemélyes kapcsoló</translation>
    </message>
    <message>
        <source>solo offer</source>
        <extracomment>Rules editor: the hint that offers solo play in the launcher</extracomment>
        <translation>egyszemélyes ajánlat</translation>
    </message>
    <message>
        <source>solo hint</source>
        <extracomment>Rules editor: the launcher's hint while solo play is chosen</extracomment>
        <translation>egyszemélyes tipp</translation>
    </message>
</context>
<context>
    <name>SchemaWord</name>
    <message>
        <source>One pair of each colour</source>
        <extracomment>Rules editor, rules.setup.bead_pairs: one_of_each_colour (each side gets a red, a yellow and a green pair of beads)</extracomment>
        <translation>Minden színből egy pár</translation>
    </message>
    <message>
        <source>Pairs taken in turn</source>
        <extracomment>Rules editor, rules.setup.bead_pairs: draft (the players take same-colour pairs in turn)</extracomment>
        <translation>Felváltva választott párok</translation>
    </message>
    <message>
        <source>The first player places all first</source>
        <extracomment>Rules editor, rules.setup.order: first_player_first (the first player places all three figures, then the second player)</extracomment>
        <translation>Előbb a kezdő helyezi fel mindet</translation>
    </message>
    <message>
        <source>One figure each in turn</source>
        <extracomment>Rules editor, rules.setup.order: alternate</extracomment>
        <translation>Felváltva egyet-egyet</translation>
    </message>
    <message>
        <source>Both at once, unseen</source>
        <extracomment>Rules editor, rules.setup.order: simultaneous (both place unseen, at the same time)</extracomment>
        <translation>Egyszerre, egymás elől rejtve</translation>
    </message>
    <message>
        <source>Fixed positions</source>
        <extracomment>Rules editor, rules.setup.order: fixed (the positions of rules.setup.fixed_positions)</extracomment>
        <translation>Rögzített helyek</translation>
    </message>
    <message>
        <source>Order kept</source>
        <extracomment>Rules editor, rules.move.transfer_order: preserve (a stack of beads handed on keeps its order)</extracomment>
        <translation>A sorrend marad</translation>
    </message>
    <message>
        <source>Order reversed</source>
        <extracomment>Rules editor, rules.move.transfer_order: reverse</extracomment>
        <translation>Fordított sorrend</translation>
    </message>
    <message>
        <source>Chosen by the player</source>
        <extracomment>Rules editor, rules.move.transfer_order: chooser (the player chooses the order)</extracomment>
        <translation>A játékos választja meg</translation>
    </message>
    <message>
        <source>A bead of the gate line's colour</source>
        <extracomment>Rules editor, rules.base.entry: matching_colour (a figure enters the base across a gate line of its top bead's colour)</extracomment>
        <translation>A kapuvonal színével egyező gyöngy</translation>
    </message>
    <message>
        <source>Any bead</source>
        <extracomment>Rules editor, rules.base.entry: any_bead</extracomment>
        <translation>Bármilyen gyöngy</translation>
    </message>
    <message>
        <source>Either figure without beads</source>
        <extracomment>Rules editor, rules.jump.condition: either_empty (one of the two figures must carry no bead)</extracomment>
        <translation>Valamelyik figura gyöngy nélkül</translation>
    </message>
    <message>
        <source>The jumped figure without beads</source>
        <extracomment>Rules editor, rules.jump.condition: jumped_must_be_empty</extracomment>
        <translation>Az átugrott figura gyöngy nélkül</translation>
    </message>
    <message>
        <source>The jumper without beads</source>
        <extracomment>Rules editor, rules.jump.condition: jumper_must_be_empty</extracomment>
        <translation>Az ugró figura gyöngy nélkül</translation>
    </message>
    <message>
        <source>The three fields behind</source>
        <extracomment>Rules editor, rules.jump.landing: row_behind (any free field of the three behind the figure jumped)</extracomment>
        <translation>A mögötte lévő három mező</translation>
    </message>
    <message>
        <source>Straight behind</source>
        <extracomment>Rules editor, rules.jump.landing: straight (only the field straight behind the figure jumped)</extracomment>
        <translation>Közvetlenül mögötte</translation>
    </message>
    <message>
        <source>Next to the jumped figure</source>
        <extracomment>Rules editor, rules.jump.landing: neighbours_of_jumped (the figure jumped's other neighbours)</extracomment>
        <translation>Az átugrott figura mellett</translation>
    </message>
    <message>
        <source>The row after</source>
        <extracomment>Rules editor, rules.jump.double: row_after_next (when the three fields behind are taken, the jump lands in the row after them)</extracomment>
        <translation>Az azutáni sor</translation>
    </message>
    <message>
        <source>Straight on</source>
        <extracomment>Rules editor, rules.jump.double: straight (two fields straight on)</extracomment>
        <translation>Egyenesen tovább</translation>
    </message>
    <message>
        <source>No double jump</source>
        <extracomment>Rules editor, rules.jump.double: off (no double jump)</extracomment>
        <translation>Nincs dupla ugrás</translation>
    </message>
    <message>
        <source>The player loses</source>
        <extracomment>Rules editor, rules.end.no_move: lose (a player who cannot move loses)</extracomment>
        <translation>A játékos veszít</translation>
    </message>
    <message>
        <source>The turn passes</source>
        <extracomment>Rules editor, rules.end.no_move: pass_turn</extracomment>
        <translation>A játékos passzol</translation>
    </message>
    <message>
        <source>The game is a draw</source>
        <extracomment>Rules editor, rules.end.no_move: draw (the game ends with no winner)</extracomment>
        <translation>Döntetlen</translation>
    </message>
    <message>
        <source>Tiles as placed</source>
        <extracomment>Rules editor, board.layout: canonical (the tiles lie as board.slots says)</extracomment>
        <translation>A kerttáblák a megadott helyükön</translation>
    </message>
    <message>
        <source>Shuffled, both sides alike</source>
        <extracomment>Rules editor, board.layout: shuffled_symmetric (tiles shuffled so that the two halves of the garden are alike, point-symmetric)</extracomment>
        <translation>Összekeverve, a két oldal egyforma</translation>
    </message>
    <message>
        <source>Shuffled freely</source>
        <extracomment>Rules editor, board.layout: shuffled_free</extracomment>
        <translation>Szabadon összekeverve</translation>
    </message>
    <message>
        <source>Not turned</source>
        <extracomment>Rules editor, board.tile_rotation: none (shuffled tiles are not turned)</extracomment>
        <translation>Elforgatás nélkül</translation>
    </message>
    <message>
        <source>Turned by 180°</source>
        <extracomment>Rules editor, board.tile_rotation: r180</extracomment>
        <translation>180°-kal elforgatva</translation>
    </message>
    <message>
        <source>Turned any way</source>
        <extracomment>Rules editor, board.tile_rotation: any (by 90°, 180° or 270°)</extracomment>
        <translation>Bárhogy elforgatva</translation>
    </message>
    <message>
        <source>One at a time from the first pile</source>
        <extracomment>Rules editor, rules.deal: round_robin (dealt one by one onto the piles, starting with the first pile)</extracomment>
        <translation>Egyesével, az első kupactól kezdve</translation>
    </message>
    <message>
        <source>One at a time from a random pile</source>
        <extracomment>Rules editor, rules.deal: round_robin_random_start</extracomment>
        <translation>Egyesével, egy véletlenszerű kupactól kezdve</translation>
    </message>
    <message>
        <source>A random player</source>
        <extracomment>Rules editor, rules.first_sage: random</extracomment>
        <translation>Egy véletlenszerűen választott játékos</translation>
    </message>
    <message>
        <source>The first seat</source>
        <extracomment>Rules editor, rules.first_sage: first_seat
----------
Rules editor, rules.first_player: seat0</extracomment>
        <translation>Az első hely</translation>
    </message>
    <message>
        <source>Same colour</source>
        <extracomment>Rules editor, rules.match_rules: same_colour (a card matches one of the same colour)</extracomment>
        <translation>Azonos szín</translation>
    </message>
    <message>
        <source>Same value</source>
        <extracomment>Rules editor, rules.match_rules: same_value</extracomment>
        <translation>Azonos érték</translation>
    </message>
    <message>
        <source>One higher or lower</source>
        <extracomment>Rules editor, rules.match_rules: adjacent_value (one higher or one lower)</extracomment>
        <translation>Eggyel nagyobb vagy kisebb</translation>
    </message>
    <message>
        <source>Values face up in the ring</source>
        <extracomment>Rules editor, rules.sun_forbidden_values: ring (a Sun may not take the value of a face-up card of its colour in the ring)</extracomment>
        <translation>A körben felfordított értékek</translation>
    </message>
    <message>
        <source>Values face up in the ring or the centre</source>
        <extracomment>Rules editor, rules.sun_forbidden_values: ring_and_centre</extracomment>
        <translation>A körben vagy középen felfordított értékek</translation>
    </message>
    <message>
        <source>No value is forbidden</source>
        <extracomment>Rules editor, rules.sun_forbidden_values: none (a Sun may take any value)</extracomment>
        <translation>Nincs tiltott érték</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <extracomment>Rules editor, rules.turn_direction: clockwise</extracomment>
        <translation>Az óramutató járásával megegyezően</translation>
    </message>
    <message>
        <source>Counterclockwise</source>
        <extracomment>Rules editor, rules.turn_direction: counterclockwise</extracomment>
        <translation>Az óramutató járásával ellentétesen</translation>
    </message>
    <message>
        <source>Stop when the predicted card is played</source>
        <extracomment>Rules editor, rules.round_end_mode: stop_on_prediction</extracomment>
        <translation>A forduló véget ér, amikor a megjósolt kártyát kijátsszák</translation>
    </message>
    <message>
        <source>Play the round to its end</source>
        <extracomment>Rules editor, rules.round_end_mode: play_out</extracomment>
        <translation>Végigjátsszák a fordulót</translation>
    </message>
    <message>
        <source>Removed from the game</source>
        <extracomment>Rules editor, rules.on_failure: remove_from_game (the cards of a failed prophecy)</extracomment>
        <translation>Kikerülnek a játékból</translation>
    </message>
    <message>
        <source>Left in the centre</source>
        <extracomment>Rules editor, rules.on_failure: leave_in_centre (kept for the next sage who is right)</extracomment>
        <translation>Középen maradnak</translation>
    </message>
    <message>
        <source>One point per card won</source>
        <extracomment>Rules editor, rules.score: card_count</extracomment>
        <translation>Minden megnyert kártya egy pont</translation>
    </message>
    <message>
        <source>Shared victory</source>
        <extracomment>Rules editor, rules.tie: shared (tied players share the victory)</extracomment>
        <translation>Megosztott győzelem</translation>
    </message>
    <message>
        <source>Most successful prophecies first</source>
        <extracomment>Rules editor, rules.tie: most_successful_prophecies (they decide first, then the victory is shared)</extracomment>
        <translation>Előbb a beteljesült jóslatok száma dönt</translation>
    </message>
    <message>
        <source>To the left</source>
        <extracomment>Rules editor, rules.sage_rotation: left (the sage role passes to the left)</extracomment>
        <translation>Balra</translation>
    </message>
    <message>
        <source>To the right</source>
        <extracomment>Rules editor, rules.sage_rotation: right</extracomment>
        <translation>Jobbra</translation>
    </message>
    <message>
        <source>From the deck</source>
        <extracomment>Rules editor, rules.refill.last_player_source: deck</extracomment>
        <translation>A húzópakliból</translation>
    </message>
    <message>
        <source>The previous round's cards</source>
        <extracomment>Rules editor, rules.refill.others_source: previous_line (the cards of the round before, which no longer carry pilgrims)</extracomment>
        <translation>Az előző forduló kártyái</translation>
    </message>
    <message>
        <source>This round's cards</source>
        <extracomment>Rules editor, rules.refill.others_source: current_line (the cards just played, the new mantra line)</extracomment>
        <translation>Az aktuális forduló kártyái</translation>
    </message>
    <message>
        <source>Onto the discard pile</source>
        <extracomment>Rules editor, rules.refill.leftover: discard</extracomment>
        <translation>A dobópakliba</translation>
    </message>
    <message>
        <source>Under the deck</source>
        <extracomment>Rules editor, rules.refill.leftover: return_to_deck_bottom</extracomment>
        <translation>A húzópakli aljára</translation>
    </message>
    <message>
        <source>Shuffle the discard pile into a new deck</source>
        <extracomment>Rules editor, rules.on_empty_deck: reshuffle_discard</extracomment>
        <translation>A megkevert dobópakliból új húzópakli lesz</translation>
    </message>
    <message>
        <source>The last player takes the leftover card</source>
        <extracomment>Rules editor, rules.on_empty_deck: take_leftover (the last player takes the card nobody drafted instead of drawing)</extracomment>
        <translation>Az utolsó játékos elveszi a megmaradó kártyát</translation>
    </message>
    <message>
        <source>Stop on the pagoda</source>
        <extracomment>Rules editor, rules.overshoot: cap (a climb past step 33 ends on it)</extracomment>
        <translation>Megáll a pagodán</translation>
    </message>
    <message>
        <source>Bounce back down</source>
        <extracomment>Rules editor, rules.overshoot: bounce (the steps left over are climbed back down from the pagoda)</extracomment>
        <translation>Visszapattan lefelé</translation>
    </message>
    <message>
        <source>Same step, same place</source>
        <extracomment>Rules editor, rules.tie_mode: levels (pilgrims on one step share a place)</extracomment>
        <translation>Azonos lépcsőfok, azonos helyezés</translation>
    </message>
    <message>
        <source>First to arrive ranks higher</source>
        <extracomment>Rules editor, rules.tie_mode: arrival_order</extracomment>
        <translation>Az előbb érkező áll előrébb</translation>
    </message>
    <message>
        <source>Load in the mountains, deliver to the coast</source>
        <extracomment>Rules editor, automa.gains.merchant: load_and_deliver (the Automa's merchant loads at a mountain town and climbs a rank when it reaches a coastal town loaded)</extracomment>
        <translation>Rakodás a hegyekben, leadás a parton</translation>
    </message>
    <message>
        <source>Take the hot spring token</source>
        <extracomment>Rules editor, automa.space_effects: take_hot_spring (the Automa's pilgrim takes the hot spring token)
----------
Rules editor, an effect of a ring space (also a word of automa.space_effects)</extracomment>
        <translation>A hőforráskorong elvétele</translation>
    </message>
    <message>
        <source>Take a wave tile</source>
        <extracomment>Rules editor, automa.space_effects: take_wave_tile
----------
Rules editor, an effect of a ring space (also a word of automa.space_effects)</extracomment>
        <translation>Hullámlapka elvétele</translation>
    </message>
    <message>
        <source>A die that climbs a rank</source>
        <extracomment>Rules editor, automa.die_priorities: gain (the Automa prefers a die that moves a rank)</extracomment>
        <translation>Kocka, amellyel egy ranggal feljebb lép</translation>
    </message>
    <message>
        <source>The lowest rank</source>
        <extracomment>Rules editor, automa.die_priorities: lowest_rank (the character lowest on its rank track)</extracomment>
        <translation>A legalacsonyabb rang</translation>
    </message>
    <message>
        <source>The character order</source>
        <extracomment>Rules editor, automa.die_priorities: order (automa.character_order decides)</extracomment>
        <translation>A szereplők sorrendje</translation>
    </message>
    <message>
        <source>A destination that climbs a rank</source>
        <extracomment>Rules editor, automa.destination_priorities: gain (a destination where it climbs a rank)</extracomment>
        <translation>Cél, ahol egy ranggal feljebb lép</translation>
    </message>
    <message>
        <source>Block the player</source>
        <extracomment>Rules editor, automa.destination_priorities: deny (a destination the person's merchant or pilgrim wants, blocked)</extracomment>
        <translation>A játékos útjának elállása</translation>
    </message>
    <message>
        <source>First in the board's list</source>
        <extracomment>Rules editor, automa.destination_priorities: lowest_id (the first in the board's listing)</extracomment>
        <translation>Az első a tábla listájában</translation>
    </message>
    <message>
        <source>Pilgrim</source>
        <extracomment>Rules editor, automa.character_order: pilgrim
----------
Rules editor, automa.wave_order: pilgrim
----------
Rules editor, wave_tiles[].character: pilgrim (the character board the tile goes on)</extracomment>
        <translation>Zarándok</translation>
    </message>
    <message>
        <source>Merchant</source>
        <extracomment>Rules editor, automa.character_order: merchant
----------
Rules editor, automa.wave_order: merchant
----------
Rules editor, wave_tiles[].character: merchant</extracomment>
        <translation>Kereskedő</translation>
    </message>
    <message>
        <source>Artist</source>
        <extracomment>Rules editor, automa.character_order: artist
----------
Rules editor, automa.wave_order: artist
----------
Rules editor, wave_tiles[].character: artist</extracomment>
        <translation>Festő</translation>
    </message>
    <message>
        <source>Temple track</source>
        <extracomment>Rules editor, automa.gains.pilgrim_tracks: temple (the Automa's pilgrim climbs on spaces that move the temple track up)
----------
Rules editor, advance_track: temple (an effect moves the pilgrim's marker up the temple track)</extracomment>
        <translation>Templomsáv</translation>
    </message>
    <message>
        <source>Garden track</source>
        <extracomment>Rules editor, automa.gains.pilgrim_tracks: garden
----------
Rules editor, advance_track: garden</extracomment>
        <translation>Kertsáv</translation>
    </message>
    <message>
        <source>Mountain town</source>
        <extracomment>Rules editor, board.towns[].kind: mountain (an inland town where wares are drawn)</extracomment>
        <translation>Hegyi falu</translation>
    </message>
    <message>
        <source>Coastal town</source>
        <extracomment>Rules editor, board.towns[].kind: coastal (a town on the ring where wares are sold)</extracomment>
        <translation>Kikötőváros</translation>
    </message>
    <message>
        <source>At random</source>
        <extracomment>Rules editor, rules.first_player: random (who picks first in round 1)
----------
Rules editor, rules.wave_sides: random (which side of each wave tile is up)</extracomment>
        <translation>Véletlenszerűen</translation>
    </message>
    <message>
        <source>The second seat</source>
        <extracomment>Rules editor, rules.first_player: seat1</extracomment>
        <translation>A második hely</translation>
    </message>
    <message>
        <source>Always the first side</source>
        <extracomment>Rules editor, rules.wave_sides: first</extracomment>
        <translation>Mindig az első oldal</translation>
    </message>
    <message>
        <source>Always the second side</source>
        <extracomment>Rules editor, rules.wave_sides: second</extracomment>
        <translation>Mindig a második oldal</translation>
    </message>
    <message>
        <source>When the board has none left</source>
        <extracomment>Rules editor, rules.steal_wave_tiles: when_board_empty (a seashore takes one of the opponent's wave tiles when none is left on the board)</extracomment>
        <translation>Ha a táblán már nincs több</translation>
    </message>
    <message>
        <source>Never</source>
        <extracomment>Rules editor, rules.steal_wave_tiles: never</extracomment>
        <translation>Soha</translation>
    </message>
    <message>
        <source>A full temple track</source>
        <extracomment>Rules editor, rules.end.triggers: temples (an end condition)</extracomment>
        <translation>Betelt templomsáv</translation>
    </message>
    <message>
        <source>A full garden track</source>
        <extracomment>Rules editor, rules.end.triggers: gardens</extracomment>
        <translation>Betelt kertsáv</translation>
    </message>
    <message>
        <source>The last gold slab</source>
        <extracomment>Rules editor, rules.end.triggers: slabs (the last gold slab is taken)</extracomment>
        <translation>Az utolsó aranykoban</translation>
    </message>
    <message>
        <source>The last gift</source>
        <extracomment>Rules editor, rules.end.triggers: gifts (the last painting tile is gifted)</extracomment>
        <translation>Az utolsó ajándékozás</translation>
    </message>
    <message>
        <source>At the end of the round</source>
        <extracomment>Rules editor, rules.end.timing: end_of_round (the game ends at the end of the round)</extracomment>
        <translation>A forduló végén</translation>
    </message>
    <message>
        <source>At once</source>
        <extracomment>Rules editor, rules.end.timing: immediately</extracomment>
        <translation>Azonnal</translation>
    </message>
    <message>
        <source>Temples × gardens</source>
        <extracomment>Rules editor, rules.scoring.pilgrim: product (temple-track value times garden-track value)</extracomment>
        <translation>Templom × kert</translation>
    </message>
    <message>
        <source>Temples + gardens</source>
        <extracomment>Rules editor, rules.scoring.pilgrim: sum</extracomment>
        <translation>Templom + kert</translation>
    </message>
    <message>
        <source>The value above the last slab</source>
        <extracomment>Rules editor, rules.scoring.merchant: slab_slot (the value above its right-most gold slab)</extracomment>
        <translation>Az utolsó aranykoban feletti érték</translation>
    </message>
    <message>
        <source>Nothing</source>
        <extracomment>Rules editor, rules.scoring.merchant: none (the merchant scores nothing)
----------
Rules editor, rules.scoring.artist: none (the artist scores nothing)</extracomment>
        <translation>Semmi</translation>
    </message>
    <message>
        <source>The value under the last gift</source>
        <extracomment>Rules editor, rules.scoring.artist: gift_slot (the value under its last gifted tile)</extracomment>
        <translation>Az utolsó elajándékozott lapka alatti érték</translation>
    </message>
    <message>
        <source>More coins win</source>
        <extracomment>Rules editor, rules.scoring.tie_break: coins (equal points: more coins win)</extracomment>
        <translation>A több érme dönt</translation>
    </message>
    <message>
        <source>A draw</source>
        <extracomment>Rules editor, rules.scoring.tie_break: none (equal points: a draw)</extracomment>
        <translation>Döntetlen</translation>
    </message>
    <message>
        <source>Moon</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Hold</translation>
    </message>
    <message>
        <source>Star</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Csillag</translation>
    </message>
    <message>
        <source>Eagle</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Sas</translation>
    </message>
    <message>
        <source>Mountain</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Hegy</translation>
    </message>
    <message>
        <source>River</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Folyó</translation>
    </message>
    <message>
        <source>Drum</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Dob</translation>
    </message>
    <message>
        <source>Feather</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Toll</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem): a flame</extracomment>
        <translation>Tűz</translation>
    </message>
    <message>
        <source>Arrow</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Nyíl</translation>
    </message>
    <message>
        <source>Turtle</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Teknős</translation>
    </message>
    <message>
        <source>Move up a track</source>
        <extracomment>Rules editor, an effect of a ring space: the pilgrim's marker moves up the temple or garden track</extracomment>
        <translation>Előrelépés egy sávon</translation>
    </message>
    <message>
        <source>Gain coins</source>
        <extracomment>Rules editor, an effect of a ring space: the player gains copper coins</extracomment>
        <translation>Érmék szerzése</translation>
    </message>
    <message>
        <source>Turn up painting tiles</source>
        <extracomment>Rules editor, an effect of a ring space: face-down painting tiles are turned face up</extracomment>
        <translation>Festménylapkák felfordítása</translation>
    </message>
    <message>
        <source>Pilgrim: another step count</source>
        <extracomment>Rules editor, an effect of a wave tile: the pilgrim may move another number of spaces than the die shows</extracomment>
        <translation>Zarándok: másik lépésszám</translation>
    </message>
    <message>
        <source>Paint: more tiles turned up</source>
        <extracomment>Rules editor, an effect of a wave tile: Paint turns up more painting tiles</extracomment>
        <translation>Festés: több felfordított lapka</translation>
    </message>
    <message>
        <source>Mountain town: more wares</source>
        <extracomment>Rules editor, an effect of a wave tile: a mountain town gives more wares</extracomment>
        <translation>Hegyi falu: több áru</translation>
    </message>
    <message>
        <source>Sale: more coins per ware</source>
        <extracomment>Rules editor, an effect of a wave tile: each ware sold earns more coins</extracomment>
        <translation>Eladás: több érme árunként</translation>
    </message>
    <message>
        <source>Paint: the whole path counts</source>
        <extracomment>Rules editor, an effect of a wave tile (Inspired): Paint counts the meeples of every region the artist entered on its move</extracomment>
        <translation>Festés: az egész útvonal számít</translation>
    </message>
    <message>
        <source>The boutique token's value</source>
        <extracomment>Rules editor, gain_coins: boutique_value (the player gains the value of the boutique token of this coastal town)</extracomment>
        <translation>Az ajándékbolt-lapka értéke</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Person</source>
        <extracomment>Seat type in the launcher: a human player at this computer</extracomment>
        <translation>Ember</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>Seat type in the launcher: the computer plays this seat</extracomment>
        <translation>Gép</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>Computer strength</extracomment>
        <translation>Gyenge</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Computer strength</extracomment>
        <translation>Közepes</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Computer strength</extracomment>
        <translation>Erős</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <extracomment>Placeholder of the player name field in the launcher</extracomment>
        <translation>Név (nem kötelező)</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <extracomment>Launcher, for screen readers: who plays seat %1 (person, computer, or the game's own solo opponent)</extracomment>
        <translation>%1. hely: ki játszik</translation>
    </message>
    <message>
        <source>Computer strength, seat %1</source>
        <extracomment>Launcher, for screen readers: the computer's strength at seat %1</extracomment>
        <translation>A gép erőssége, %1. hely</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <extracomment>Launcher, for screen readers: the name field of seat %1</extracomment>
        <translation>%1. hely: név</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>‹ Back</source>
        <extracomment>Leaves the settings page</extracomment>
        <translation>‹ Vissza</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Title of the settings page</extracomment>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>Restore the defaults</source>
        <extracomment>Settings: puts every setting back as it was at the first run</extracomment>
        <translation>Alapbeállítások visszaállítása</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Settings: the language of the app</extracomment>
        <translation>Nyelv</translation>
    </message>
    <message>
        <source>Kotatsu speaks your system's language when it knows it, else English.</source>
        <extracomment>Settings: explanation while the app follows the system language</extracomment>
        <translation>A Kotatsu a rendszered nyelvén szól, ha ismeri, különben angolul.</translation>
    </message>
    <message>
        <source>Kept for the next time you open Kotatsu.</source>
        <extracomment>Settings: explanation once a language has been chosen</extracomment>
        <translation>A Kotatsu következő megnyitásakor is ez marad.</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>Settings: the first entry of the language list</extracomment>
        <translation>A rendszer nyelve</translation>
    </message>
    <message>
        <source>Animations</source>
        <extracomment>Settings: how moves are shown on the table</extracomment>
        <translation>Animációk</translation>
    </message>
    <message>
        <source>Pieces move along their way when a move is played, yours and the computer's.</source>
        <extracomment>Settings: explanation of the animation speed</extracomment>
        <translation>Lépéskor a figurák végigmennek az útjukon, a te lépéseidnél és a gépéinél is.</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>Settings: no animations</extracomment>
        <translation>Ki</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Settings: animations at half speed</extracomment>
        <translation>Lassú</translation>
    </message>
    <message>
        <source>Computer pace</source>
        <extracomment>Settings: how long the computer takes per move</extracomment>
        <translation>A gép tempója</translation>
    </message>
    <message>
        <source>The least time the computer takes for a move, so that you can follow it.</source>
        <extracomment>Settings: explanation of the computer's pace</extracomment>
        <translation>A legrövidebb idő, amennyit a gép egy lépésre szán, hogy követni tudd.</translation>
    </message>
    <message>
        <source>Quick</source>
        <extracomment>Settings: the computer plays quickly</extracomment>
        <translation>Gyors</translation>
    </message>
    <message>
        <source>Unhurried</source>
        <extracomment>Settings: the computer takes its time</extracomment>
        <translation>Komótos</translation>
    </message>
    <message>
        <source>Ask before leaving a game</source>
        <extracomment>Settings: whether leaving a game asks first</extracomment>
        <translation>Kérdés a játszma elhagyása előtt</translation>
    </message>
    <message>
        <source>A game left unfinished is always kept for Resume; the question offers to save it in your saved games too.</source>
        <extracomment>Settings: explanation of the leave confirmation</extracomment>
        <translation>A befejezetlen játszma mindig megmarad a „Folytatás” számára; a kérdés felajánlja, hogy a mentett játékaid közé is elmentsd.</translation>
    </message>
    <message>
        <source>Colour-blind-safe mode</source>
        <extracomment>Settings: the colour-blind-safe mode</extracomment>
        <translation>Színtévesztőbarát mód</translation>
    </message>
    <message>
        <source>Every colour that matters for the rules is also shown by a shape or a letter: seats, Hyano's colours, the garden's beads and lines.</source>
        <extracomment>Settings: explanation of the colour-blind-safe mode</extracomment>
        <translation>Minden szín, amely a szabályok szempontjából számít, formával vagy betűvel is jelölve van: a helyek, a Hyano színei, a kert gyöngyei és vonalai.</translation>
    </message>
    <message>
        <source>Confirm each move</source>
        <extracomment>Settings: whether a move chosen on the table waits for a Confirm before it is played</extracomment>
        <translation>Minden lépés megerősítése</translation>
    </message>
    <message>
        <source>A move you choose, by a click or a key, is shown with its sentence first; Confirm (Enter) plays it, Cancel (Esc) lets you choose again.</source>
        <extracomment>Settings: explanation of the move confirmation</extracomment>
        <translation>A kattintással vagy billentyűvel választott lépésed előbb a mondatával együtt megjelenik; a Megerősítés (Enter) megteszi, a Mégse (Esc) után újra választhatsz.</translation>
    </message>
    <message>
        <source>Sounds</source>
        <extracomment>Settings: the table's sounds (on or off, and their volume)</extracomment>
        <translation>Hangok</translation>
    </message>
    <message>
        <source>Cards, dice, steps and beads as moves are played, a chime when your turn comes, and the end of a game.</source>
        <extracomment>Settings: explanation of the sounds</extracomment>
        <translation>Kártyák, kockák, lépések és gyöngyök hangja minden lépésnél, csengő, amikor te következel, és a játszma vége.</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>Settings: the name of the sound volume slider, for screen readers</extracomment>
        <translation>Hangerő</translation>
    </message>
    <message>
        <source>Table zoom</source>
        <extracomment>Settings: how large the game table is drawn</extracomment>
        <translation>Az asztal nagyítása</translation>
    </message>
    <message>
        <source>The table and its text drawn larger or smaller (Ctrl + and Ctrl − on the table, Ctrl 0 for automatic). Automatic fills a large window.</source>
        <extracomment>Settings: explanation of the table zoom; the keys are Ctrl and plus, minus, zero</extracomment>
        <translation>Az asztal és a szövegei nagyobban vagy kisebben (az asztalnál Ctrl + és Ctrl −, automatikushoz Ctrl 0). Automatikus módban az asztal kitölti a nagy ablakot.</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>animations</comment>
        <extracomment>Settings: animations at normal speed (an option of Animations, beside Off and Slow: fr “Normales”)</extracomment>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>computer pace</comment>
        <extracomment>Settings: the computer plays at normal pace (an option of Computer pace, beside Quick and Unhurried: fr “Normal”)</extracomment>
        <translation>Normál</translation>
    </message>
</context>
<context>
    <name>ShikokuBoardEditor</name>
    <message>
        <source>Step %1</source>
        <extracomment>Rules editor, Shikoku: title of the card of a step clicked on the staircase; %1 its number</extracomment>
        <translation>%1. lépcsőfok</translation>
    </message>
    <message>
        <source>Put the pagoda here</source>
        <extracomment>Rules editor, Shikoku: makes the clicked step the pagoda's (the top of the temple)</extracomment>
        <translation>Tedd ide a pagodát</translation>
    </message>
    <message>
        <source>Pilgrims start here</source>
        <extracomment>Rules editor, Shikoku: makes the clicked step the one every pilgrim starts on</extracomment>
        <translation>Innen indulnak a zarándokok</translation>
    </message>
    <message>
        <source>The pagoda</source>
        <extracomment>Rules editor, Shikoku: title of the card of the pagoda on the staircase</extracomment>
        <translation>A pagoda</translation>
    </message>
    <message>
        <source>It stands on step</source>
        <extracomment>Rules editor, Shikoku: label of the number of the pagoda's step</extracomment>
        <translation>Ezen a lépcsőfokon áll:</translation>
    </message>
</context>
<context>
    <name>ShikokuLabLabels</name>
    <message>
        <source>Rounds</source>
        <extracomment>Variant lab, figures table: the game's figure “rounds” (rounds played)</extracomment>
        <translation>Fordulók</translation>
    </message>
    <message>
        <source>Reshuffles</source>
        <extracomment>Variant lab, figures table: the game's figure “reshuffles” (times the deck was reshuffled)</extracomment>
        <translation>Újrakeverések</translation>
    </message>
    <message>
        <source>Winners per game</source>
        <extracomment>Variant lab, figures table: the game's figure “winners” (how many pilgrims share the victory)</extracomment>
        <translation>Győztesek játszmánként</translation>
    </message>
    <message>
        <source>Pilgrims at the pagoda</source>
        <extracomment>Variant lab, figures table: the game's figure “pilgrims_at_pagoda” (pilgrims on the pagoda's step at the end)</extracomment>
        <translation>Zarándokok a pagodán</translation>
    </message>
    <message>
        <source>Spread of the pilgrims</source>
        <extracomment>Variant lab, figures table: the game's figure “spread” (steps between the highest and the lowest pilgrim at the end)</extracomment>
        <translation>A zarándokok közti távolság</translation>
    </message>
    <message>
        <source>A pilgrim reached the pagoda</source>
        <extracomment>Variant lab: the end condition “pagoda”, as a label in the figures table and the end chart</extracomment>
        <translation>Egy zarándok elérte a pagodát</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 more rounds</source>
        <extracomment>Variant lab verdict: the variant's games last more rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>A játszmák most %1 ± %2 fordulóval hosszabbak</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 fewer rounds</source>
        <extracomment>Variant lab verdict: the variant's games last fewer rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>A játszmák most %1 ± %2 fordulóval rövidebbek</translation>
    </message>
    <message>
        <source>Pilgrims frozen</source>
        <extracomment>Variant lab, figures table: the game's figure “frozen_pilgrims” (times a pilgrim stayed put, second card from the left or right)</extracomment>
        <translation>Helyben maradt zarándokok</translation>
    </message>
    <message>
        <source>Steps lost by frozen pilgrims</source>
        <extracomment>Variant lab, figures table: the game's figure “frozen_sandals” (steps the frozen pilgrims did not climb)</extracomment>
        <translation>A helyben maradt zarándokok elmaradt lépcsőfokai</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>End screen table: the column of each pilgrim's step on the staircase at the end (the outcome's score)</extracomment>
        <translation>Lépcsőfok</translation>
    </message>
</context>
<context>
    <name>ShikokuTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a seat without a pilgrim colour; %1 is a number</extracomment>
        <translation>%1. játékos</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <extracomment>Move log; %1 is a player, %2 a card number</extracomment>
        <translation>%1 kijátssza a(z) %2{es}{t}</translation>
    </message>
    <message>
        <source>The pilgrimage is over</source>
        <extracomment>Status line when the game has ended</extracomment>
        <translation>Véget ért a zarándoklat</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name</extracomment>
        <translation>%1 következik</translation>
    </message>
    <message>
        <source>%1 is choosing a card from the previous line…</source>
        <extracomment>Status line; %1 is a computer player's name</extracomment>
        <translation>%1 kártyát választ az előző sorból…</translation>
    </message>
    <message>
        <source>%1 is choosing a mantra card…</source>
        <extracomment>Status line; %1 is a computer player's name</extracomment>
        <translation>%1 mantrakártyát választ…</translation>
    </message>
    <message>
        <source>%1, take one card from the previous line</source>
        <extracomment>Status line: your turn in the draft; %1 is your name</extracomment>
        <translation>%1{voc}, vegyél el egy kártyát az előző sorból</translation>
    </message>
    <message>
        <source>%1, play a mantra card</source>
        <extracomment>Status line: your turn to play; %1 is your name</extracomment>
        <translation>%1{voc}, játssz ki egy mantrakártyát</translation>
    </message>
    <message>
        <source>Nobody walked the Middle Way</source>
        <extracomment>End screen title when nobody wins</extracomment>
        <translation>Senki sem járta a Középutat</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>%1 nyert</translation>
    </message>
    <message>
        <source>A pilgrim reached the pagoda. The Middle Way rewards moderation: the first and the last never win.</source>
        <extracomment>End screen: why the winners won</extracomment>
        <translation>Egy zarándok elérte a pagodát. A Középút a mértékletességet jutalmazza: az első és az utolsó sosem nyer.</translation>
    </message>
    <message>
        <source>Second from the top</source>
        <extracomment>End screen: the winning place counted from the highest pilgrim</extracomment>
        <translation>Felülről második</translation>
    </message>
    <message>
        <source>Place %1 from the top</source>
        <extracomment>%1 is a number</extracomment>
        <translation>%1. hely felülről</translation>
    </message>
    <message>
        <source>Second from the bottom</source>
        <extracomment>End screen: the winning place counted from the lowest pilgrim</extracomment>
        <translation>Alulról második</translation>
    </message>
    <message>
        <source>Place %1 from the bottom</source>
        <extracomment>%1 is a number</extracomment>
        <translation>%1. hely alulról</translation>
    </message>
    <message>
        <source>%1 (step %2): %3</source>
        <extracomment>End screen line: "Second from the top (step 30): Blue"</extracomment>
        <translation>%1 (%2. lépcsőfok): %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>End screen: one level of the final standings; %1 the players on it, %2 their step number ("Red 33"; ja 「赤：33段目」)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Final steps, from the top: %1</source>
        <extracomment>End screen: the final standings from the top; %1 is a list</extracomment>
        <translation>Végállás felülről: %1</translation>
    </message>
    <message>
        <source>Next round's order: the lowest card moved to the end</source>
        <extracomment>Heading of the line that gives the next round's turn order</extracomment>
        <translation>A következő forduló sorrendje: a legkisebb kártya a sor végére került</translation>
    </message>
    <message>
        <source>Turn order: the previous line</source>
        <extracomment>Heading of the line that gives this round's turn order</extracomment>
        <translation>Játéksorrend: az előző sor</translation>
    </message>
    <message>
        <source>This round's mantra line (lowest card on the left)</source>
        <extracomment>Heading of the row of cards played this round</extracomment>
        <translation>A forduló mantrasora (balra a legkisebb kártya)</translation>
    </message>
    <message>
        <source>Draft: the cards of the previous line</source>
        <extracomment>Heading of the draft row</extracomment>
        <translation>Választás: az előző sor kártyái</translation>
    </message>
    <message>
        <source>Your hand, %1</source>
        <extracomment>Heading above your cards; %1 is your name</extracomment>
        <translation>%1{voc}, ezek a lapjaid</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <extracomment>Heading above the cards when nobody's hand is shown</extracomment>
        <translation>A lapok rejtve vannak</translation>
    </message>
    <message>
        <source>Deck: %1</source>
        <extracomment>Number of cards left in the draw deck</extracomment>
        <translation>Húzópakli: %1</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <extracomment>Number of cards in the discard pile</extracomment>
        <translation>Dobópakli: %1</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <extracomment>Move log: a player drafts a card of the previous line; %1 is a player, %2 a card number</extracomment>
        <translation>%1 elveszi a(z) %2{es}{t}</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: a Shikoku round; %1 is its number</extracomment>
        <translation>%1. forduló</translation>
    </message>
    <message>
        <source>%1 win together</source>
        <extracomment>End screen title when several pilgrims win together; %1 is a list of names ("Red and Blue")</extracomment>
        <translation>%1 együtt nyertek</translation>
    </message>
    <message numerus="yes">
        <source>card %1, %n sandal(s)</source>
        <extracomment>Screen reader: a mantra card; %1 its number, %n its sandals (steps it makes climb)</extracomment>
        <translation>
            <numerusform>%1{es} kártya, %n szandál</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on step %2</source>
        <extracomment>Screen reader: a pilgrim on the staircase; %1 a player, %2 a step number</extracomment>
        <translation>%1: %2. lépcsőfok</translation>
    </message>
    <message>
        <source>Take card %1</source>
        <extracomment>Keyboard and screen reader: takes a card of the previous line into your hand; %1 its number</extracomment>
        <translation>Vedd el a(z) %1{es}{t}</translation>
    </message>
    <message>
        <source>%1, in the draft</source>
        <extracomment>Screen reader: a card to draft; %1 the card ("card 17, 3 sandals")</extracomment>
        <translation>%1, választható</translation>
    </message>
    <message>
        <source>Play card %1</source>
        <extracomment>Keyboard and screen reader: plays a card of your hand to the mantra line; %1 its number</extracomment>
        <translation>Játszd ki a(z) %1{es}{t}</translation>
    </message>
    <message>
        <source>%1, in your hand</source>
        <extracomment>Screen reader: a card of your hand; %1 the card ("card 17, 3 sandals")</extracomment>
        <translation>%1, a kezedben</translation>
    </message>
    <message>
        <source>A hidden card</source>
        <extracomment>Screen reader: a face-down card of a hidden hand</extracomment>
        <translation>Rejtett kártya</translation>
    </message>
    <message>
        <source>%1 stays on step %2: card %3 lies in a frozen place</source>
        <extracomment>Move log: a pilgrim of the line does not climb (its card lies in a frozen place); %1 a player, %2 the step it stays on, %3 its card number</extracomment>
        <translation>%1 helyben marad a(z) %2. lépcsőfokon: a(z) %3{es} kártyája a sor egyik helyben maradó helyén van</translation>
    </message>
    <message>
        <source>%1 climbs to the pagoda with card %2</source>
        <extracomment>Move log: a pilgrim climbs to the pagoda, which ends the game; %1 a player, %2 the card number that made it climb</extracomment>
        <translation>%1 a(z) %2{es} kártyával felmászik a pagodáig</translation>
    </message>
    <message numerus="yes">
        <source>%1 climbs %n step(s) to step %2 with card %3</source>
        <extracomment>Move log: a pilgrim climbs the staircase; %1 a player, %2 the step reached, %3 the card number; %n steps climbed</extracomment>
        <translation>
            <numerusform>%1 %n lépcsőfokot lép feljebb a(z) %3{es} kártyával, a(z) %2. lépcsőfokra</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 goes to step %2 with card %3</source>
        <extracomment>Move log: a pilgrim that passed the pagoda goes back down to a step (variant rule); %1 a player, %2 the step, %3 the card number</extracomment>
        <translation>%1 a(z) %3{es} kártyával a(z) %2. lépcsőfokra kerül</translation>
    </message>
    <message>
        <source>The deck ran out: the discard pile is shuffled into a new deck</source>
        <extracomment>Move log: the deck was empty, the discard pile becomes the new deck</extracomment>
        <translation>Elfogyott a húzópakli: a megkevert dobópakli lesz az új húzópakli</translation>
    </message>
    <message>
        <source>%1 draws %2 from the deck</source>
        <extracomment>Move log: you drew from the deck and may see which card; %1 a player, %2 the card number(s)</extracomment>
        <translation>%1 a húzópakliból kihúzza a(z) %2{es}{t}</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s) from the deck</source>
        <extracomment>Move log: another player drew from the deck (the card stays secret); %1 a player; %n cards drawn</extracomment>
        <translation>
            <numerusform>%1 %n kártyát húz a húzópakliból</numerusform>
        </translation>
    </message>
    <message>
        <source>The deck is empty: %1 takes %2, the leftover card</source>
        <extracomment>Move log: the deck and discard pile are empty, so the last player takes the leftover card (the one nobody drafted); %1 a player, %2 the card number</extracomment>
        <translation>A húzópakli üres: %1 elveszi a megmaradó kártyát, a(z) %2{es}{t}</translation>
    </message>
    <message>
        <source>Nobody took card %1: it goes to the bottom of the deck</source>
        <extracomment>Move log: the leftover card (the one nobody drafted) goes under the deck (variant rule); %1 the card number</extracomment>
        <translation>Senki sem vette el a(z) %1{es} kártyát: a húzópakli aljára kerül</translation>
    </message>
    <message>
        <source>Nobody took card %1: it goes to the discard pile</source>
        <extracomment>Move log: the leftover card (the one nobody drafted) is discarded; %1 the card number</extracomment>
        <translation>Senki sem vette el a(z) %1{es} kártyát: a dobópakliba kerül</translation>
    </message>
    <message>
        <source>Play %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to play a card (imperative, ja 〜ましょう); %1 a card number</extracomment>
        <translation>játszd ki a(z) %1{es}{t}</translation>
    </message>
    <message>
        <source>Play %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>kijátszod a(z) %1{es}{t}?</translation>
    </message>
    <message>
        <source>Take %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to take a card of the previous line (imperative, ja 〜ましょう); %1 a card number</extracomment>
        <translation>vedd el a(z) %1{es}{t}</translation>
    </message>
    <message>
        <source>Take %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>elveszed a(z) %1{es}{t}?</translation>
    </message>
</context>
<context>
    <name>SpringToken</name>
    <message>
        <source>Hot spring token</source>
        <extracomment>Accessible name of the hot spring token (温泉トークン)</extracomment>
        <translation>Hőforráskorong</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <extracomment>Accessible description of the hot spring token; %1 the player who holds it</extracomment>
        <translation>%1{nál} van</translation>
    </message>
    <message>
        <source>On the board</source>
        <extracomment>Accessible description of the hot spring token: nobody holds it</extracomment>
        <translation>A táblán</translation>
    </message>
</context>
<context>
    <name>Staircase</name>
    <message>
        <source>Temple staircase</source>
        <extracomment>Screen reader: the Shikoku staircase</extracomment>
        <translation>A templom lépcsője</translation>
    </message>
</context>
<context>
    <name>SunValueChooser</name>
    <message>
        <source>Declare a value for the %1</source>
        <extracomment>Title of the Sun value choice; %1 is a card, e.g. "Red Sun"</extracomment>
        <translation>%1: mondj be egy értéket</translation>
    </message>
    <message>
        <source>Until it is covered, the Sun counts as that value of its colour.</source>
        <extracomment>Under the title of the Sun value choice</extracomment>
        <translation>Amíg le nem fedik, a napkártya a saját színének ilyen értékű kártyájaként számít.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the Sun value choice without playing</extracomment>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <extracomment>Keyboard and screen reader: declares this value for the Sun being played; %1 is a value</extracomment>
        <translation>Mondd be: %1</translation>
    </message>
    <message>
        <source>The %1 as a %2</source>
        <extracomment>Screen reader: a choice in the Sun value choice; %1 is the Sun ("red Sun"), %2 a value</extracomment>
        <translation>%1, %2 értékkel</translation>
    </message>
    <message>
        <source>Back to the table without playing</source>
        <extracomment>Keyboard and screen reader: closes the Sun value choice, back to the table</extracomment>
        <translation>Vissza az asztalhoz kijátszás nélkül</translation>
    </message>
</context>
<context>
    <name>SweepLab</name>
    <message>
        <source>Yes</source>
        <comment>switch on</comment>
        <extracomment>Variant lab, sweep: a rule that is a switch (on or off), as a value in the table, the grid&apos;s headings and the chart (&quot;Stop on the pagoda: Yes&quot;)</extracomment>
        <translation>Igen</translation>
    </message>
    <message>
        <source>No</source>
        <comment>switch off</comment>
        <extracomment>Variant lab, sweep: a rule that is a switch, set off, as a value in the table, the grid&apos;s headings and the chart (&quot;Stop on the pagoda: No&quot;)</extracomment>
        <translation>Nem</translation>
    </message>
    <message>
        <source>A sweep is already running.</source>
        <extracomment>Variant lab, sweep: Run while a sweep runs</extracomment>
        <translation>Már fut egy végigpróbálás.</translation>
    </message>
    <message>
        <source>The rules “%1” are not available.</source>
        <translation>Ezek a szabályok nem érhetők el: „%1”.</translation>
    </message>
    <message>
        <source>Choose the rule to vary.</source>
        <extracomment>Variant lab, sweep: Run before a key of the rules is chosen</extracomment>
        <translation>Válaszd ki a változtatandó szabályt.</translation>
    </message>
    <message>
        <source>The rule %1 holds no number or word to vary.</source>
        <extracomment>Variant lab, sweep: the chosen key cannot be swept; %1 the key</extracomment>
        <translation>Ebben a szabályban nincs változtatható szám vagy szó: %1.</translation>
    </message>
    <message>
        <source>“%1” is not a list of values: write them with commas (3, 5, 8) or as a range with its step (21..41:2).</source>
        <extracomment>Variant lab, sweep: the values typed do not read; %1 what was typed</extracomment>
        <translation>Nem értéklista: „%1”. Írd vesszővel elválasztva (3, 5, 8), vagy tartományként a lépésközzel (21..41:2).</translation>
    </message>
    <message>
        <source>“%1” is not a target: write it as rounds=10..14, wins.seat0=45%..55% or draws&lt;2%.</source>
        <extracomment>Variant lab, sweep: a target does not read; %1 what was typed. Keep the examples as they are (figure names and numbers)</extracomment>
        <translation>Nem cél: „%1”. Így írd: rounds=10..14, wins.seat0=45%..55% vagy draws&lt;2%.</translation>
    </message>
    <message>
        <source>A sweep needs at least 2 games per value.</source>
        <extracomment>Variant lab, sweep: the number of games per value is out of range</extracomment>
        <translation>A végigpróbáláshoz értékenként legalább 2 játszma kell.</translation>
    </message>
    <message>
        <source>There is no sweep to export yet.</source>
        <extracomment>Variant lab, sweep: Export before any value has been played</extracomment>
        <translation>Még nincs exportálható végigpróbálás.</translation>
    </message>
    <message>
        <source>The file cannot be written: %1</source>
        <extracomment>Variant lab, sweep: an export failed; %1 is the system&apos;s reason</extracomment>
        <translation>A fájl nem írható: %1</translation>
    </message>
    <message>
        <source>A search looks for the values that meet the targets: write at least one target.</source>
        <extracomment>Variant lab, sweep: the search looks for values meeting targets, and none is given</extracomment>
        <translation>A keresés azokat az értékeket adja meg, amelyek teljesítik a célokat: adj meg legalább egy célt.</translation>
    </message>
    <message>
        <source>A search needs a rule that holds a number; %1 does not.</source>
        <extracomment>Variant lab, sweep: the search needs a rule holding a number; %1 the rule</extracomment>
        <translation>A kereséshez számértékű szabály kell, ez viszont nem számértékű: %1.</translation>
    </message>
    <message>
        <source>A search varies one rule: remove the second one.</source>
        <extracomment>Variant lab, sweep: the search takes one rule, not a grid of two</extracomment>
        <translation>A keresés egy szabályt változtat: vedd ki a másodikat.</translation>
    </message>
    <message>
        <source>The number of players must be from %1 to %2 with these rules.</source>
        <extracomment>Variant lab, sweep: the number of players is not one the rules take; %1 the fewest, %2 the most</extracomment>
        <translation>Ezekkel a szabályokkal %1–%2 játékos játszhat.</translation>
    </message>
    <message>
        <source>Choose two different rules for a grid.</source>
        <extracomment>Variant lab, sweep: the same rule chosen as both keys of a grid</extracomment>
        <translation>A rácshoz két különböző szabályt válassz.</translation>
    </message>
    <message>
        <source>These settings cannot be played: %1</source>
        <extracomment>Variant lab, sweep: the players or the computer players do not suit these rules; %1 the reason</extracomment>
        <translation>Ezekkel a beállításokkal nem lehet játszani: %1</translation>
    </message>
    <message>
        <source>The target “%1” names no figure of this sweep (%2).</source>
        <extracomment>Variant lab, sweep: a target names a figure the sweep does not have; %1 the target as typed, %2 the figure&apos;s name</extracomment>
        <translation>Ez a cél olyan adatot nevez meg, amely nincs ebben a végigpróbálásban: „%1” (%2).</translation>
    </message>
    <message>
        <source>The target “%1” does not suit its figure: %2</source>
        <extracomment>Variant lab, sweep: a target&apos;s bounds do not suit its figure (a share in % of a count, or beyond 100 %); %1 the target as typed, %2 the reason</extracomment>
        <translation>Ez a cél nem illik az adatához: „%1” – %2</translation>
    </message>
</context>
<context>
    <name>SweepView</name>
    <message>
        <source>Value</source>
        <extracomment>Variant lab, sweep table heading: the value the rule was set to</extracomment>
        <translation>Érték</translation>
    </message>
    <message>
        <source>Targets</source>
        <extracomment>Variant lab, sweep table heading: whether the value meets the designer&apos;s targets</extracomment>
        <translation>Célok</translation>
    </message>
    <message>
        <source>Choose a rule, its values and the games per value, then Run. Every value plays the same seeds, so the values differ by their rules, not by their luck. Targets such as rounds=10..14 or wins.seat0=45%..55% mark the values that meet them all.</source>
        <extracomment>Variant lab, sweep: before any sweep; what a sweep does</extracomment>
        <translation>Válassz egy szabályt, az értékeit és az értékenkénti játszmák számát, majd kattints az Indítás gombra. Minden érték ugyanazokkal a véletlenmagokkal játszik, így az értékek a szabályaikban térnek el, nem a szerencséjükben. Az olyan célok, mint a rounds=10..14 vagy a wins.seat0=45%..55%, megjelölik azokat az értékeket, amelyek mindet teljesítik.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <extracomment>Variant lab, sweep table: a value the rules refuse, not played; %1 the rules&apos; reason</extracomment>
        <translation>Elutasítva: %1</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <extracomment>Variant lab, sweep table: a value not played yet</extracomment>
        <translation>Várakozik…</translation>
    </message>
    <message>
        <source>Not played</source>
        <extracomment>Variant lab, sweep table: a value the cancelled sweep did not play</extracomment>
        <translation>Nem játszott</translation>
    </message>
    <message>
        <source>✓ Meets every target (%1%)</source>
        <extracomment>Variant lab, sweep table: the value meets every target; %1 the confidence in percent (a number, no %)</extracomment>
        <translation>✓ Minden célt teljesít (%1%)</translation>
    </message>
    <message>
        <source>Misses a target</source>
        <extracomment>Variant lab, sweep table: the value misses a target for sure (its interval lies outside)</extracomment>
        <translation>Egy célt nem teljesít</translation>
    </message>
    <message>
        <source>Unsure (%1%): needs more games</source>
        <extracomment>Variant lab, sweep table: more games would tell whether the value meets every target; %1 the chance it does, in percent (a number, no %)</extracomment>
        <translation>Bizonytalan (%1%): több játszma kell</translation>
    </message>
    <message>
        <source>Chart</source>
        <extracomment>Variant lab, sweep: label of the chooser of the figure the chart draws against the value</extracomment>
        <translation>Grafikon</translation>
    </message>
    <message>
        <source>%1 by %2 (95% interval)</source>
        <extracomment>Variant lab, sweep chart title: a figure against the rule&apos;s value, with its 95% interval as a band; %1 the figure, %2 the rule</extracomment>
        <translation>%1 – %2 szerint (95%-os intervallum)</translation>
    </message>
    <message>
        <source>Gold band: the target. Gold dots: values that meet every target.</source>
        <extracomment>Variant lab, sweep chart&apos;s legend: the gold band is the target, the big gold dots the values that meet every target</extracomment>
        <translation>Arany sáv: a cél. Arany pontok: a minden célt teljesítő értékek.</translation>
    </message>
    <message>
        <source>No games to show yet</source>
        <translation>Még nincs megjeleníthető játszma</translation>
    </message>
    <message>
        <source>Refused</source>
        <extracomment>Variant lab, sweep grid: a pair of values the rules refuse (the reason is in the cell&apos;s tip)</extracomment>
        <translation>Elutasítva</translation>
    </message>
    <message>
        <source>Rows: %1. Columns: %2. Each cell: %3 with its 95% interval. ✓ meets every target, ✗ misses at least one, ~ needs more games.</source>
        <extracomment>Variant lab, sweep grid: what the table shows; %1 the first rule (rows), %2 the second (columns), %3 the figure in each cell</extracomment>
        <translation>Sorok: %1. Oszlopok: %2. A táblázatban: %3 a 95%-os intervallummal. ✓ minden célt teljesít, ✗ legalább egy célt nem teljesít, ~ több játszma kell a döntéshez.</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message numerus="yes">
        <source>Too long to send: shorten it by %n character(s).</source>
        <extracomment>Chat at a network table: the message typed is longer than the table takes (1,000 bytes of UTF-8: about 1,000 Latin letters or 330 Japanese characters); %n is how many characters must go for it to fit</extracomment>
        <translation>
            <numerusform>Túl hosszú, nem küldhető el: rövidítsd %n karakterrel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many messages at once: wait %n second(s) before sending more.</source>
        <extracomment>Chat at a network table: the player sent many messages in a short time; %n is how many seconds until the next one may go</extracomment>
        <translation>
            <numerusform>Túl sok üzenet egyszerre: várj %n másodpercet, mielőtt újabbat küldesz.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected to the table: the message was not sent.</source>
        <extracomment>Chat at a network table: the connection to the table is not there (dropped, or not yet seated); the message typed stays in its field</extracomment>
        <translation>Nincs kapcsolat az asztallal: az üzenet nem ment el.</translation>
    </message>
    <message>
        <source>The table refuses messages this fast: wait a moment before sending more.</source>
        <extracomment>Chat at a network table: the host refused a message because too many came from this player in a short time</extracomment>
        <translation>Az asztal nem fogad ilyen gyorsan üzeneteket: várj egy kicsit, mielőtt újabbat küldesz.</translation>
    </message>
    <message>
        <source>The table refused the message (%1).</source>
        <extracomment>Chat at a network table: the host refused a message; %1 is the protocol&apos;s reason (a code such as bad_message)</extracomment>
        <translation>Az asztal nem fogadta el az üzenetet (%1).</translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <source>The board appears here once the rules check without errors.</source>
        <extracomment>Rules editor: shown where the board preview will be, until the rules check clean once</extracomment>
        <translation>A tábla itt jelenik meg, amint a szabályok hibátlanok.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>, </source>
        <extracomment>Separator between names in a list ("Red, Blue and Green"); Japanese uses 、</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two names of a list; %1 is the names before, %2 the last name</extracomment>
        <translation>%1 és %2</translation>
    </message>
    <message>
        <source>Automatic</source>
        <extracomment>Zoom setting: the table's size follows the window's</extracomment>
        <translation>Automatikus</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>Zoom setting: a size in percent ("125 %")</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source> · </source>
        <extracomment>Separator between the parts of one line ("Round 3 · Blue to move", "Rounds: 11 · 48 moves in all"); ja 「・」 with no spaces</extracomment>
        <translation> · </translation>
    </message>
</context>
<context>
    <name>TokaidoDuoBoardEditor</name>
    <message>
        <source>Space %1: %2</source>
        <extracomment>Rules editor, Tokaido Duo: title of the card editing a ring space; %1 its number, %2 its type</extracomment>
        <translation>%1. mező: %2</translation>
    </message>
    <message>
        <source>Type of space</source>
        <extracomment>Rules editor, Tokaido Duo: label of the chooser of a ring space's type</extracomment>
        <translation>A mező fajtája</translation>
    </message>
    <message>
        <source>Wares drawn here</source>
        <extracomment>Rules editor, Tokaido Duo: label of a mountain town's draw number (wares drawn there)</extracomment>
        <translation>Itt húzott áruk</translation>
    </message>
    <message>
        <source>Stands on ring space %1</source>
        <extracomment>Rules editor, Tokaido Duo: a coastal town's ring space; %1 its number</extracomment>
        <translation>A parti út %1. mezőjén áll</translation>
    </message>
    <message>
        <source>Drag from this town to another to add a route between them.</source>
        <extracomment>Rules editor, Tokaido Duo: how routes are added on the board preview</extracomment>
        <translation>Húzd ebből a településből egy másikba, hogy kereskedelmi útvonalat adj hozzá közéjük.</translation>
    </message>
    <message>
        <source>%1 (no such town)</source>
        <extracomment>Rules editor, Tokaido Duo: a route's end that names no town; %1 the id written</extracomment>
        <translation>%1 (nincs ilyen település)</translation>
    </message>
    <message>
        <source>Route %1 – %2</source>
        <extracomment>Rules editor, Tokaido Duo: title of the card of a route; %1 and %2 are its towns</extracomment>
        <translation>Útvonal: %1 – %2</translation>
    </message>
    <message>
        <source>Remove this route</source>
        <extracomment>Rules editor, Tokaido Duo: removes the route clicked on the board</extracomment>
        <translation>Útvonal eltávolítása</translation>
    </message>
    <message>
        <source>Painting icon</source>
        <extracomment>Rules editor, Tokaido Duo: label of a region's painting icon</extracomment>
        <translation>Festményikon</translation>
    </message>
    <message>
        <source>Done with the scope</source>
        <extracomment>Rules editor, Tokaido Duo: ends choosing a region's paint scope on the board</extracomment>
        <translation>A hatókör kész</translation>
    </message>
    <message>
        <source>Choose its scope on the board</source>
        <extracomment>Rules editor, Tokaido Duo: starts choosing a region's paint scope by clicking spaces and towns</extracomment>
        <translation>Hatókör kijelölése a táblán</translation>
    </message>
    <message>
        <source>Click spaces and towns to add them to the scope of %1 or take them out</source>
        <extracomment>Rules editor, Tokaido Duo: banner while a region's paint scope is chosen; %1 the region</extracomment>
        <translation>Kattints mezőkre és településekre, hogy hozzáadd őket a(z) %1 hatóköréhez, vagy kivedd őket belőle</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>Rules editor: ends a mode of the board preview</extracomment>
        <translation>Kész</translation>
    </message>
    <message>
        <source>Split %1 along the route %2 – %3</source>
        <extracomment>Rules editor, Tokaido Duo: undo step; %1 is a region, %2 and %3 the towns of a route</extracomment>
        <translation>%1 kettéosztása a(z) %2 – %3 útvonal mentén</translation>
    </message>
    <message>
        <source>Split %1 along this route</source>
        <extracomment>Rules editor, Tokaido Duo: splits the region a new route runs through into two regions along it; %1 the region</extracomment>
        <translation>%1 kettéosztása ezen az útvonalon</translation>
    </message>
    <message>
        <source>The route %1 – %2 runs through %3, but routes are the borders between regions.</source>
        <extracomment>Rules editor, Tokaido Duo: a route drawn through a region; %1 and %2 the route's towns, %3 the region</extracomment>
        <translation>Ez az útvonal (%1 – %2) átszeli %3{t}, pedig az útvonalak a vidékek határai.</translation>
    </message>
    <message>
        <source>The new region is called %1 for now: write its name in every language.</source>
        <extracomment>Rules editor, Tokaido Duo: after a region was split; %1 is the new region's made-up name</extracomment>
        <translation>Az új vidék neve egyelőre %1: írd meg a nevét minden nyelven.</translation>
    </message>
    <message>
        <source>Write its name</source>
        <extracomment>Rules editor, Tokaido Duo: goes to the name fields of the region a split just made</extracomment>
        <translation>Név megadása</translation>
    </message>
</context>
<context>
    <name>TokaidoDuoLabLabels</name>
    <message>
        <source>Rounds</source>
        <extracomment>Variant lab, figures table: the game's figure “rounds” (rounds played)</extracomment>
        <translation>Fordulók</translation>
    </message>
    <message>
        <source>Decisions (the game's count)</source>
        <extracomment>Variant lab, figures table: the game's figure “decisions” (moves of both players)</extracomment>
        <translation>Döntések (a játék számlálása)</translation>
    </message>
    <message>
        <source>Pilgrim's points</source>
        <extracomment>Variant lab, figures table: the game's figure “pilgrim_score” (per player)</extracomment>
        <translation>A zarándok pontjai</translation>
    </message>
    <message>
        <source>Merchant's points</source>
        <extracomment>Variant lab, figures table: the game's figure “merchant_score” (per player)</extracomment>
        <translation>A kereskedő pontjai</translation>
    </message>
    <message>
        <source>Artist's points</source>
        <extracomment>Variant lab, figures table: the game's figure “artist_score” (per player)</extracomment>
        <translation>A festő pontjai</translation>
    </message>
    <message>
        <source>Points in all</source>
        <extracomment>Variant lab, figures table: the game's figure “total_score” (per player)</extracomment>
        <translation>Összes pont</translation>
    </message>
    <message>
        <source>Temple track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_temples” (share of games)
----------
Variant lab: the end condition “temples”, as a label in the figures table and the end chart</extracomment>
        <translation>Betelt templomsáv</translation>
    </message>
    <message>
        <source>Garden track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_gardens” (share of games)
----------
Variant lab: the end condition “gardens”, as a label in the figures table and the end chart</extracomment>
        <translation>Betelt kertsáv</translation>
    </message>
    <message>
        <source>Gold slabs completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_slabs” (share of games)
----------
Variant lab: the end condition “slabs”, as a label in the figures table and the end chart</extracomment>
        <translation>Összegyűlt aranykobanok</translation>
    </message>
    <message>
        <source>Paintings all gifted</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_gifts” (share of games)
----------
Variant lab: the end condition “gifts”, as a label in the figures table and the end chart</extracomment>
        <translation>Minden festmény elajándékozva</translation>
    </message>
    <message>
        <source>The first player of the game won</source>
        <extracomment>Variant lab, figures table: the game's figure “first_player_won” (share of games, a draw counting half)</extracomment>
        <translation>A játszma kezdőjátékosa nyert</translation>
    </message>
    <message>
        <source>Draws (the game's count)</source>
        <extracomment>Variant lab, figures table: the game's figure “draw” (share of games)</extracomment>
        <translation>Döntetlenek (a játék számlálása)</translation>
    </message>
    <message>
        <source>Wave tiles taken from the board</source>
        <extracomment>Variant lab, figures table: the game's figure “wave_from_board” (per game)</extracomment>
        <translation>A tábláról elvett hullámlapkák</translation>
    </message>
    <message>
        <source>Wave tiles stolen</source>
        <extracomment>Variant lab, figures table: the game's figure “wave_stolen” (per game)</extracomment>
        <translation>Az ellenféltől elvett hullámlapkák</translation>
    </message>
    <message>
        <source>Hot Spring dice repeated</source>
        <extracomment>Variant lab, figures table: the game's figure “spring_repeats” (per game)</extracomment>
        <translation>Hőforráskoronggal megismételt kockák</translation>
    </message>
    <message>
        <source>Hot Spring tokens stolen</source>
        <extracomment>Variant lab, figures table: the game's figure “spring_steals” (per game)</extracomment>
        <translation>Az ellenféltől elvett hőforráskorongok</translation>
    </message>
    <message>
        <source>Dice with no move</source>
        <extracomment>Variant lab, figures table: the game's figure “no_path” (per game)</extracomment>
        <translation>Lépés nélküli kockák</translation>
    </message>
    <message>
        <source>The Automa's points</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_score” (solo)</extracomment>
        <translation>Az Automa pontjai</translation>
    </message>
    <message>
        <source>The Automa won</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_won” (solo, share of games)</extracomment>
        <translation>Az Automa nyert</translation>
    </message>
    <message>
        <source>The Automa's pilgrim rank</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_rank_pilgrim” (solo, at the end)</extracomment>
        <translation>Az Automa zarándokának rangja</translation>
    </message>
    <message>
        <source>The Automa's merchant rank</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_rank_merchant” (solo, at the end)</extracomment>
        <translation>Az Automa kereskedőjének rangja</translation>
    </message>
    <message>
        <source>The Automa's artist rank</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_rank_artist” (solo, at the end)</extracomment>
        <translation>Az Automa festőjének rangja</translation>
    </message>
    <message>
        <source>The Automa's pilgrim track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_automa_pilgrim” (solo, share of games)
----------
Variant lab: the end condition “automa_pilgrim”, as a label in the figures table and the end chart</extracomment>
        <translation>Betelt az Automa zarándokának rangsávja</translation>
    </message>
    <message>
        <source>The Automa's merchant track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_automa_merchant” (solo, share of games)
----------
Variant lab: the end condition “automa_merchant”, as a label in the figures table and the end chart</extracomment>
        <translation>Betelt az Automa kereskedőjének rangsávja</translation>
    </message>
    <message>
        <source>The Automa's artist track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_automa_artist” (solo, share of games)
----------
Variant lab: the end condition “automa_artist”, as a label in the figures table and the end chart</extracomment>
        <translation>Betelt az Automa festőjének rangsávja</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <extracomment>Variant lab: the end condition “unfinished”, as a label in the figures table and the end chart</extracomment>
        <translation>Befejezetlen</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 more rounds</source>
        <extracomment>Variant lab verdict: the variant's games last more rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>A játszmák most %1 ± %2 fordulóval hosszabbak</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 fewer rounds</source>
        <extracomment>Variant lab verdict: the variant's games last fewer rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>A játszmák most %1 ± %2 fordulóval rövidebbek</translation>
    </message>
    <message>
        <source>Pilgrim's points (%1)</source>
        <extracomment>Variant lab, figures table: one seat's pilgrim points; %1 is the seat ("First player")</extracomment>
        <translation>A zarándok pontjai (%1)</translation>
    </message>
    <message>
        <source>Merchant's points (%1)</source>
        <extracomment>Variant lab, figures table: one seat's merchant points; %1 is the seat ("First player")</extracomment>
        <translation>A kereskedő pontjai (%1)</translation>
    </message>
    <message>
        <source>Artist's points (%1)</source>
        <extracomment>Variant lab, figures table: one seat's artist points; %1 is the seat ("First player")</extracomment>
        <translation>A festő pontjai (%1)</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>End screen table: the column of each traveller's points in all (the outcome's score)</extracomment>
        <translation>Pontok</translation>
    </message>
</context>
<context>
    <name>TokaidoDuoTable</name>
    <message>
        <source>Final round: the game ends when this round is over</source>
        <extracomment>Banner on the island when an end condition has been met</extracomment>
        <translation>Utolsó forduló: a játék ennek a fordulónak a végén ér véget</translation>
    </message>
</context>
<context>
    <name>TokaidoDuoWords</name>
    <message>
        <source>Pilgrim</source>
        <extracomment>A character of Tokaido Duo (巡礼者)</extracomment>
        <translation>Zarándok</translation>
    </message>
    <message>
        <source>Merchant</source>
        <extracomment>A character of Tokaido Duo (商人)</extracomment>
        <translation>Kereskedő</translation>
    </message>
    <message>
        <source>Artist</source>
        <extracomment>A character of Tokaido Duo (絵描き)</extracomment>
        <translation>Festő</translation>
    </message>
    <message>
        <source>%1 (space %2)</source>
        <extracomment>A ring space in texts; %1 its type (Temple, Garden, ...), %2 its number on the ring</extracomment>
        <translation>%1 (%2. mező)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: a round of Tokaido Duo; %1 is its number</extracomment>
        <translation>%1. forduló</translation>
    </message>
    <message numerus="yes">
        <source>%1's pilgrim walks %n space(s) and jumps on to %2</source>
        <extracomment>Move log; %1 player, %2 the space reached after jumping over occupied spaces ("the temple (space 14)", "Kōchi"); %n spaces counted by the die</extracomment>
        <translation>
            <numerusform>%1 zarándoka %n mezőt lép, majd a következő szabad mezőre továbblépve eléri %2{t}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1's pilgrim walks %n space(s) to %2</source>
        <extracomment>Move log; %1 player, %2 the space reached ("the temple (space 14)", "Kōchi"); %n spaces walked</extracomment>
        <translation>
            <numerusform>%1 zarándoka %n mezőt lép, és eléri %2{t}</numerusform>
        </translation>
    </message>
    <message>
        <source>%1's merchant travels to %2</source>
        <extracomment>Move log; %1 player, %2 the town reached (no article)</extracomment>
        <translation>%1 kereskedője %2{ba} utazik</translation>
    </message>
    <message>
        <source>%1 sells nothing</source>
        <extracomment>Move log: a merchant in a coastal town sells nothing; %1 player</extracomment>
        <translation>%1 nem ad el semmit</translation>
    </message>
    <message>
        <source>%1's artist travels through %2 to %3</source>
        <extracomment>Move log (Inspired tile: the route matters); %1 player, %2 the regions passed, %3 the region reached (in-sentence names: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>%1 festője %2 érintésével felkeresi %3{t}</translation>
    </message>
    <message>
        <source>%1's artist travels to %2</source>
        <extracomment>Move log; %1 player, %2 the region reached (in-sentence name: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>%1 festője felkeresi %2{t}</translation>
    </message>
    <message numerus="yes">
        <source>%1 paints: %n painting(s) turned face up</source>
        <extracomment>Move log; %1 player; %n paintings turned face up</extracomment>
        <translation>
            <numerusform>%1 fest: %n festménylapka felfordítva</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gives away a painting: %2</source>
        <extracomment>Move log; %1 player, %2 the painting's subject (bamboo grove, waterfall, ...)</extracomment>
        <translation>%1 elajándékoz egy %2{t} ábrázoló festményt</translation>
    </message>
    <message>
        <source>%1 uses the hot spring: the same die once more</source>
        <extracomment>Move log: the hot spring token is spent to move the same character again; %1 player</extracomment>
        <translation>%1 a hőforráskoronggal még egyszer lép ugyanazzal a kockával</translation>
    </message>
    <message>
        <source>%1 keeps the hot spring token</source>
        <extracomment>Move log: the hot spring token is kept for later; %1 player</extracomment>
        <translation>%1 megtartja a hőforráskorongot</translation>
    </message>
    <message>
        <source>Dice rolled: %1</source>
        <extracomment>Move log: the dice of a new round; %1 list such as "Pilgrim 3, Merchant 1 and Artist 2"</extracomment>
        <translation>Kockadobás: %1</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <extracomment>Move log: wares drawn from the bag in a mountain town; %1 player, %2 the wares ("2 kimono tokens and 1 fan token")</extracomment>
        <translation>%1 %2 húz a zsákból</translation>
    </message>
    <message>
        <source>%1 visits a temple (%2 of %3)</source>
        <extracomment>Move log: the pilgrim's arrival effect; %1 player, %2 temples visited so far, %3 the track's length</extracomment>
        <translation>%1 meglátogat egy templomot (%2/%3)</translation>
    </message>
    <message>
        <source>%1 visits a garden (%2 of %3)</source>
        <extracomment>Move log: the pilgrim's arrival effect; %1 player, %2 gardens visited so far, %3 the track's length</extracomment>
        <translation>%1 meglátogat egy kertet (%2/%3)</translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n coin(s)</source>
        <extracomment>Move log: coins gained in a coastal town; %1 player; %n coins</extracomment>
        <translation>
            <numerusform>%1 %n érmét kap</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes the hot spring token from %2</source>
        <extracomment>Move log; %1 player, %2 the player who held it</extracomment>
        <translation>%1 elveszi %2{tól} a hőforráskorongot</translation>
    </message>
    <message>
        <source>%1 takes the hot spring token</source>
        <extracomment>Move log; %1 player</extracomment>
        <translation>%1 elveszi a hőforráskorongot</translation>
    </message>
    <message numerus="yes">
        <source>%1 turns up %n painting(s)</source>
        <extracomment>Move log: a space's effect turns paintings face up; %1 player; %n paintings</extracomment>
        <translation>
            <numerusform>%1 %n festménylapkát fordít fel</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 completes the temple track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1 végigért a templomsávon: ez az utolsó forduló</translation>
    </message>
    <message>
        <source>%1 completes the garden track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1 végigért a kertsávon: ez az utolsó forduló</translation>
    </message>
    <message>
        <source>%1 has every gold slab: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1 megszerezte az összes aranykobant: ez az utolsó forduló</translation>
    </message>
    <message>
        <source>%1 has given away every painting: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1 minden festményét elajándékozta: ez az utolsó forduló</translation>
    </message>
    <message>
        <source>The end is near: this is the final round</source>
        <extracomment>Move log: an end condition was met; the round is played to its end</extracomment>
        <translation>Közeleg a vége: ez az utolsó forduló</translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the log cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1 lépett</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name
----------
Status line while another person is to move; %1 is a player's name</extracomment>
        <translation>%1 következik</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Status line while the computer chooses; %1 is its name</extracomment>
        <translation>%1 gondolkodik…</translation>
    </message>
    <message>
        <source>Choose a die</source>
        <extracomment>Status line: your pick in the dice draft</extracomment>
        <translation>Válassz egy kockát</translation>
    </message>
    <message>
        <source>Move your pilgrim: choose a space</source>
        <extracomment>Status line: the pilgrim wave tile gives two spaces to choose from</extracomment>
        <translation>Lépj a zarándokoddal: válassz egy mezőt</translation>
    </message>
    <message>
        <source>Move your merchant: choose a town</source>
        <extracomment>Status line</extracomment>
        <translation>Lépj a kereskedőddel: válassz egy települést</translation>
    </message>
    <message numerus="yes">
        <source>Too many wares: choose %n to put back</source>
        <extracomment>Status line: more wares than the hand limit; %n wares must go back</extracomment>
        <translation>
            <numerusform>Túl sok áru: válassz ki %n darabot, amelyet visszateszel a zsákba</numerusform>
        </translation>
    </message>
    <message>
        <source>Sell your %1?</source>
        <extracomment>Status line in a coastal town; %1 the ware its boutique buys (kimono, ceramics, ...)</extracomment>
        <translation>Hány %1{t} adsz el?</translation>
    </message>
    <message>
        <source>How many wares do you sell?</source>
        <extracomment>Status line in a coastal town</extracomment>
        <translation>Hány árut adsz el?</translation>
    </message>
    <message>
        <source>Choose the artist's route</source>
        <extracomment>Status line (Inspired tile): several routes lead to the chosen region</extracomment>
        <translation>Válaszd ki a festő útvonalát</translation>
    </message>
    <message>
        <source>Move your artist: choose a region</source>
        <extracomment>Status line</extracomment>
        <translation>Lépj a festőddel: válassz egy vidéket</translation>
    </message>
    <message>
        <source>Paint, or give away a painting?</source>
        <extracomment>Status line after the artist's move</extracomment>
        <translation>Festesz, vagy elajándékozol egy festményt?</translation>
    </message>
    <message>
        <source>Choose a wave tile</source>
        <extracomment>Status line on a seashore space</extracomment>
        <translation>Válassz egy hullámlapkát</translation>
    </message>
    <message>
        <source>Use the hot spring to repeat this die?</source>
        <extracomment>Status line after a die, when you hold the hot spring token</extracomment>
        <translation>Megismétled ezt a kockát a hőforráskoronggal?</translation>
    </message>
    <message>
        <source>Your move</source>
        <extracomment>Status line when it is your move and no better hint is known</extracomment>
        <translation>Te lépsz</translation>
    </message>
    <message>
        <source>A draw</source>
        <extracomment>End screen title when both players have the same points and coins</extracomment>
        <translation>Döntetlen</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>%1 nyert</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: Pilgrim %2 · Merchant %3 · Artist %4 = &lt;b&gt;%5&lt;/b&gt; (coins: %6)</source>
        <extracomment>End screen: one player's score; %1 name, %2 pilgrim points, %3 merchant points, %4 artist points, %5 total, %6 coins left</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: Zarándok %2 · Kereskedő %3 · Festő %4 = &lt;b&gt;%5&lt;/b&gt; (érmék: %6)</translation>
    </message>
    <message>
        <source>Equal points: %1 has more coins left and wins.</source>
        <extracomment>End screen: the tie-break; %1 is the winner</extracomment>
        <translation>Pontegyenlőség: %1 nyert, mert több érméje maradt.</translation>
    </message>
    <message>
        <source>Equal points and equal coins: the game is drawn.</source>
        <extracomment>End screen: the tie-break did not decide</extracomment>
        <translation>Pont- és érmeegyenlőség: a játék döntetlen.</translation>
    </message>
    <message>
        <source>the pilgrim</source>
        <extracomment>A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))</extracomment>
        <translation>zarándok</translation>
    </message>
    <message>
        <source>the merchant</source>
        <extracomment>A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))</extracomment>
        <translation>kereskedő</translation>
    </message>
    <message>
        <source>the artist</source>
        <extracomment>A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))</extracomment>
        <translation>festő</translation>
    </message>
    <message>
        <source>%1 (space %2)</source>
        <comment>ring space in a sentence</comment>
        <extracomment>A ring space inside a sentence; %1 its type with its article ("the temple"), %2 its number on the ring</extracomment>
        <translation>a(z) %2. mezőn lévő %1</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 token(s)</source>
        <comment>wares in a sentence</comment>
        <extracomment>Wares of one kind inside a sentence; %1 the ware (kimono, ceramics, ...); %n how many</extracomment>
        <translation>
            <numerusform>%n %1{t}</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2's die: %3</source>
        <extracomment>Move log: a player takes a die of the draft; %1 player, %2 character in a sentence (the pilgrim, ...), %3 the die's value</extracomment>
        <translation>%1 a(z) %2 kockáját választja: %3</translation>
    </message>
    <message>
        <source>%1 puts %2 back into the bag</source>
        <extracomment>Move log: wares over the limit go back into the bag; %1 player, %2 the wares ("1 kimono token and 2 fan tokens")</extracomment>
        <translation>%1 visszatesz %2 a zsákba</translation>
    </message>
    <message>
        <source>%1 takes the %2 tile for %3 from %4</source>
        <extracomment>Move log; %1 player, %2 wave tile name (Tranquil), %3 the character it belongs to in a sentence (the pilgrim), %4 the player it is taken from</extracomment>
        <translation>%1 elveszi %4{tól} a(z) %3 %2 hullámlapkáját</translation>
    </message>
    <message>
        <source>%1 takes the %2 tile for %3</source>
        <extracomment>Move log; %1 player, %2 wave tile name (Tranquil), %3 the character it belongs to in a sentence (the pilgrim)</extracomment>
        <translation>%1 elveszi a tábláról a(z) %3 %2 hullámlapkáját</translation>
    </message>
    <message>
        <source>%1 cannot move %2: no route has that length</source>
        <extracomment>Move log: the die cannot be used; %1 player, %2 character in a sentence (the merchant, the artist)</extracomment>
        <translation>%1 nem tudja mozgatni a(z) %2{t}: nincs ilyen hosszú útvonal</translation>
    </message>
    <message>
        <source>The Automa wins</source>
        <extracomment>End screen title of a solo game: the Automa has more points</extracomment>
        <translation>Az Automa nyert</translation>
    </message>
    <message>
        <source>You beat the Automa</source>
        <extracomment>End screen title of a solo game: the person beat the Automa</extracomment>
        <translation>Legyőzted az Automát</translation>
    </message>
    <message>
        <source>Equal points: the Automa has no coins, so the tie goes to you.</source>
        <extracomment>End screen of a solo game: equal points; the Automa has no money, so a tie goes to the person</extracomment>
        <translation>Pontegyenlőség: az Automának nincs érméje, ezért te nyertél.</translation>
    </message>
    <message>
        <source>Equal points: the Automa has no coins, so the tie goes to %1.</source>
        <extracomment>End screen of a solo game a computer played against the Automa: equal points; the Automa has no money, so the tie goes to %1, the computer</extracomment>
        <translation>Pontegyenlőség: az Automának nincs érméje, ezért %1 nyert.</translation>
    </message>
    <message>
        <source>The Automa's points are the values of its three ranks.</source>
        <extracomment>End screen of a solo game: how the Automa scores</extracomment>
        <translation>Az Automa pontjai a három rangja értékének összege.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sells %n × %2 %3</source>
        <extracomment>Move log; %1 player, %2 ware name (kimono, ceramics, ...), %3 what the sale brings ("for 6 coins"); %n wares sold</extracomment>
        <translation>
            <numerusform>%1 elad %n %2{t} %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>for %n coin(s)</source>
        <comment>what a sale brings</comment>
        <extracomment>Move log: what a sale brings, pasted into "%1 sells %n × %2 %3"; %n coins earned</extracomment>
        <translation>
            <numerusform>%n érméért</numerusform>
        </translation>
    </message>
    <message>
        <source>%1's pilgrim</source>
        <extracomment>A traveller read out by a screen reader; %1 a player's name</extracomment>
        <translation>%1 zarándoka</translation>
    </message>
    <message>
        <source>%1's merchant</source>
        <extracomment>A traveller read out by a screen reader; %1 a player's name</extracomment>
        <translation>%1 kereskedője</translation>
    </message>
    <message>
        <source>%1's artist</source>
        <extracomment>A traveller read out by a screen reader; %1 a player's name</extracomment>
        <translation>%1 festője</translation>
    </message>
    <message>
        <source>Here: %1</source>
        <extracomment>Read out with a place of the island: who stands there; %1 a list of travellers ("Player 1's pilgrim and Automa's artist")</extracomment>
        <translation>Itt áll: %1</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Take %1's die (%2)</source>
        <extracomment>Keyboard and screen reader: what choosing a die does; %1 the character in a sentence (the pilgrim), %2 the die's value</extracomment>
        <translation>Válaszd a(z) %1 kockáját (%2)</translation>
    </message>
    <message>
        <source>Walk your pilgrim to %1</source>
        <extracomment>Keyboard and screen reader: what choosing a ring space does; %1 the space in a sentence ("the temple (space 14)", "Kōchi")</extracomment>
        <translation>Zarándokoddal érd el %1{t}</translation>
    </message>
    <message>
        <source>Move your merchant to %1</source>
        <extracomment>Keyboard and screen reader: what choosing a town does; %1 the town (no article)</extracomment>
        <translation>Kereskedőddel menj %1{ba}</translation>
    </message>
    <message>
        <source>Choose a route for your artist to %1</source>
        <extracomment>Keyboard and screen reader (Inspired tile): choosing the region then asks for the route; %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>Válassz utat a festődnek %1{hoz}</translation>
    </message>
    <message>
        <source>Move your artist to %1</source>
        <extracomment>Keyboard and screen reader: what choosing a region does; %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>Festőddel keresd fel %1{t}</translation>
    </message>
    <message>
        <source>%1's artist has nothing to paint</source>
        <extracomment>Move log: the artist had nobody to paint and did nothing; %1 player</extracomment>
        <translation>%1 festőjének nincs mit festenie</translation>
    </message>
    <message numerus="yes">
        <source>%1, coastal town: buys %2 for %n coin(s) each</source>
        <extracomment>Accessible name of a coastal town; %1 its name, %2 the ware its boutique buys (a label: "Kimono"), %n coins per ware</extracomment>
        <translation>
            <numerusform>%1, kikötőváros – felvásárolt áru: %2, darabonként %n érme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 changes %n coin(s) for a gold slab (%2 of %3)</source>
        <extracomment>Move log: coins become a gold slab (小判); %1 player, %n coins per slab, %2 slabs now, %3 slots</extracomment>
        <translation>
            <numerusform>%1 %n érmét becserél egy aranykobanra (%2/%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a die of a roll</comment>
        <extracomment>Move log, a die of a roll in a list; %1 its character (Pilgrim, ...), %2 its value ("Pilgrim 3"; ja writes 巡礼者3)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the dice of a roll</comment>
        <extracomment>Move log: separator between the dice of a roll ("Pilgrim 4, Merchant 3"; ja ・)</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the dice of a roll</comment>
        <extracomment>Move log: the last two items of the dice of a roll; %1 the dice before, %2 the last ("Pilgrim 4, Merchant 3 and Artist 2"; ja 巡礼者4・商人3・絵描き2, not と after a number)</extracomment>
        <translation>%1 és %2</translation>
    </message>
    <message>
        <source>Take %1's die (%2)</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 character in a sentence (the pilgrim, ...), %2 the die's value</extracomment>
        <translation>válaszd a(z) %1 kockáját (%2)</translation>
    </message>
    <message>
        <source>Take %1's die (%2)?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>a(z) %1 kockáját választod (%2)?</translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) and on to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the space reached after jumping over occupied spaces ("the temple (space 14)", "Kōchi"); %n spaces counted by the die</extracomment>
        <translation>
            <numerusform>lépj a zarándokoddal %n mezőt, majd továbblépve érd el %1{t}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) and on to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>lépsz a zarándokoddal %n mezőt, majd továbblépve eléred %1{t}?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the space reached ("the temple (space 14)", "Kōchi"); %n spaces walked</extracomment>
        <translation>
            <numerusform>lépj a zarándokoddal %n mezőt, és érd el %1{t}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>lépsz a zarándokoddal %n mezőt, és eléred %1{t}?</numerusform>
        </translation>
    </message>
    <message>
        <source>Send your merchant to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the town (no article)</extracomment>
        <translation>küldd a kereskedődet %1{ba}</translation>
    </message>
    <message>
        <source>Send your merchant to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>elküldöd a kereskedődet %1{ba}?</translation>
    </message>
    <message>
        <source>Put %1 back into the bag</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, wares over the limit (imperative, ja 〜ましょう); %1 the wares ("1 kimono token and 2 fan tokens")</extracomment>
        <translation>tegyél vissza %1 a zsákba</translation>
    </message>
    <message>
        <source>Put %1 back into the bag?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>visszateszel %1 a zsákba?</translation>
    </message>
    <message>
        <source>Sell nothing</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to sell nothing in a coastal town (imperative, ja 〜ましょう)</extracomment>
        <translation>ne adj el semmit</translation>
    </message>
    <message>
        <source>Sell nothing?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>nem adsz el semmit?</translation>
    </message>
    <message numerus="yes">
        <source>Sell %n × %1 %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 ware name (kimono, ceramics, ...), %2 what the sale brings ("for 6 coins", the move log's words); %n wares sold</extracomment>
        <translation>
            <numerusform>adj el %n %1{t} %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell %n × %1 %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>eladsz %n %1{t} %2?</numerusform>
        </translation>
    </message>
    <message>
        <source>Send your artist through %1 to %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the regions passed, %2 the region reached (in-sentence names: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>a festőddel %1 érintésével keresd fel %2{t}</translation>
    </message>
    <message>
        <source>Send your artist through %1 to %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>a festőddel %1 érintésével felkeresed %2{t}?</translation>
    </message>
    <message>
        <source>Send your artist to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the region reached (in-sentence name: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>a festőddel keresd fel %1{t}</translation>
    </message>
    <message>
        <source>Send your artist to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>a festőddel felkeresed %1{t}?</translation>
    </message>
    <message numerus="yes">
        <source>Paint: turn up %n painting(s)</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to paint with the artist (imperative, ja 〜ましょう); %n paintings it turns face up</extracomment>
        <translation>
            <numerusform>fess: fordíts fel %n festménylapkát</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint: turn up %n painting(s)?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>festesz, és felfordítasz %n festménylapkát?</numerusform>
        </translation>
    </message>
    <message>
        <source>Give away a painting: %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the painting's subject (bamboo grove, waterfall, ...)</extracomment>
        <translation>ajándékozz el egy %1{t} ábrázoló festményt</translation>
    </message>
    <message>
        <source>Give away a painting: %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>elajándékozol egy %1{t} ábrázoló festményt?</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2 from %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 wave tile name (Tranquil), %2 the character it belongs to in a sentence (the pilgrim), %3 the player it is taken from</extracomment>
        <translation>vedd el %3{tól} a(z) %2 %1 hullámlapkáját</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2 from %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>elveszed %3{tól} a(z) %2 %1 hullámlapkáját?</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 wave tile name (Tranquil), %2 the character it belongs to in a sentence (the pilgrim)</extracomment>
        <translation>vedd el a tábláról a(z) %2 %1 hullámlapkáját</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>elveszed a tábláról a(z) %2 %1 hullámlapkáját?</translation>
    </message>
    <message>
        <source>Use the hot spring: the same die once more</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to spend the hot spring token on the same die once more (imperative, ja 〜ましょう)</extracomment>
        <translation>használd el a hőforráskorongot, és lépj még egyszer ugyanazzal a kockával</translation>
    </message>
    <message>
        <source>Use the hot spring: the same die once more?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>elhasználod a hőforráskorongot, és még egyszer lépsz ugyanazzal a kockával?</translation>
    </message>
    <message>
        <source>Keep the hot spring token</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to keep the hot spring token for later (imperative, ja 〜ましょう)</extracomment>
        <translation>tartsd meg a hőforráskorongot</translation>
    </message>
    <message>
        <source>Keep the hot spring token?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>megtartod a hőforráskorongot?</translation>
    </message>
</context>
<context>
    <name>TurnOrderPanel</name>
    <message>
        <source>Turn order</source>
        <extracomment>Heading of the list of players, in the order they play</extracomment>
        <translation>Játéksorrend</translation>
    </message>
    <message>
        <source>Cards won</source>
        <extracomment>Column heading: the number of cards each player has won</extracomment>
        <translation>Megszerzett kártyák</translation>
    </message>
    <message>
        <source>the sage</source>
        <extracomment>Label under the name of this round's sage</extracomment>
        <translation>a bölcs</translation>
    </message>
    <message>
        <source>Prophecies fulfilled: %1 of %2</source>
        <extracomment>Tooltip, a label so that no count needs a plural; %1 prophecies that came true, %2 rounds as the sage</extracomment>
        <translation>Beteljesült jóslatok: %1 / %2</translation>
    </message>
    <message>
        <source>to play</source>
        <extracomment>Screen reader, a row of the turn order: this player is to move</extracomment>
        <translation>következik</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) won</source>
        <extracomment>Screen reader, a row of the turn order; %n is the number of cards the player has won</extracomment>
        <translation>
            <numerusform>%n lapot nyert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VariantFileDialog</name>
    <message>
        <source>Kotatsu variants (*.yaml)</source>
        <extracomment>File dialog filter for variant files</extracomment>
        <translation>Kotatsu-változatok (*.yaml)</translation>
    </message>
    <message>
        <source>Export the variant “%1”</source>
        <extracomment>Title of the file dialog that exports one of the user's variants; %1 is its id</extracomment>
        <translation>„%1” változat exportálása</translation>
    </message>
    <message>
        <source>Import a variant file</source>
        <extracomment>Title of the file dialog that imports a variant file</extracomment>
        <translation>Változatfájl importálása</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>File dialog button that writes the exported variant file</extracomment>
        <translation>Mentés</translation>
    </message>
</context>
<context>
    <name>VariantLab</name>
    <message>
        <source>The rules “%1” are not available.</source>
        <extracomment>Variant lab: a rule set could not be loaded; %1 is the game (and variant) asked for</extracomment>
        <translation>Ezek a szabályok nem érhetők el: %1.</translation>
    </message>
    <message>
        <source>A comparison needs at least 2 games.</source>
        <extracomment>Variant lab: the number of games is out of range</extracomment>
        <translation>Az összehasonlításhoz legalább 2 játszma kell.</translation>
    </message>
    <message>
        <source>A comparison is already running.</source>
        <extracomment>Variant lab: Run while a comparison runs</extracomment>
        <translation>Már fut egy összehasonlítás.</translation>
    </message>
    <message>
        <source>There is no result to export yet.</source>
        <extracomment>Variant lab: Export before any comparison has run</extracomment>
        <translation>Még nincs exportálható eredmény.</translation>
    </message>
    <message>
        <source>The file cannot be written: %1</source>
        <extracomment>Variant lab: an export failed; %1 is the system's reason</extracomment>
        <translation>A fájl nem írható: %1</translation>
    </message>
    <message>
        <source>The number of players must be from %1 to %2 with these rules.</source>
        <extracomment>Variant lab: the number of players is not one both rule sets take; %1 the fewest, %2 the most</extracomment>
        <translation>Ezekkel a szabályokkal %1–%2 játékos játszhat.</translation>
    </message>
    <message>
        <source>Choose a computer player for every seat, or one for all.</source>
        <extracomment>Variant lab: the seats' computer players do not match the number of players</extracomment>
        <translation>Válassz gépet minden helyre, vagy egyet mindegyikre.</translation>
    </message>
    <message>
        <source>“%1” is not a margin: write a number in the figure’s unit (2, 0.5), or a share of the standard value (5%).</source>
        <extracomment>Variant lab: a margin (the smallest difference that matters) does not read; %1 what was typed</extracomment>
        <translation>Nem határérték: „%1”. Írj számot az adat mértékegységében (2, 0.5), vagy az alapszabályok szerinti érték részét (5%).</translation>
    </message>
    <message>
        <source>Each change is measured against the standard rules: compare the variant with the standard rules.</source>
        <extracomment>Variant lab: &quot;Which change did what&quot; needs a variant compared with the standard rules</extracomment>
        <translation>Minden változtatást az alapszabályokkal vetünk össze: a változatot az alapszabályokkal vesd össze.</translation>
    </message>
</context>
<context>
    <name>VariantLibrary</name>
    <message>
        <source>“%1” cannot name a variant: use lowercase letters a–z, digits and _.</source>
        <extracomment>Error in the rules editor and the variant list; %1 is the name typed for a variant file</extracomment>
        <translation>„%1” nem lehet változat neve: kisbetűket (a–z), számjegyeket és _ jelet használj.</translation>
    </message>
    <message>
        <source>There is already a variant “%1”.</source>
        <extracomment>Error when saving or renaming a variant; %1 is its name in the user's folder</extracomment>
        <translation>Már van „%1” nevű változat.</translation>
    </message>
    <message>
        <source>The variant could not be written: %1</source>
        <extracomment>Error when writing a variant file; %1 is the system's reason</extracomment>
        <translation>Nem sikerült kiírni a változatot: %1</translation>
    </message>
    <message>
        <source>There is no variant “%1”.</source>
        <extracomment>Error in the list of the user's variants; %1 is a variant's name in the user's folder</extracomment>
        <translation>Nincs „%1” nevű változat.</translation>
    </message>
    <message>
        <source>The file cannot be imported: %1</source>
        <extracomment>Error when importing a variant file; %1 is the reason</extracomment>
        <translation>A fájl nem importálható: %1</translation>
    </message>
</context>
<context>
    <name>VariantManager</name>
    <message>
        <source>Delete this variant?</source>
        <extracomment>Title of the dialog before deleting one of the user's variants</extracomment>
        <translation>Törlöd ezt a változatot?</translation>
    </message>
    <message>
        <source>“%1” will be deleted from your variants. This cannot be undone.</source>
        <extracomment>Dialog before deleting one of the user's variants; %1 is its name</extracomment>
        <translation>„%1” törlődik a saját változataid közül. Ez nem vonható vissza.</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Dialog button: delete the variant</extracomment>
        <translation>Törlés</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Dialog button: close the dialog without doing anything</extracomment>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>My variants of %1</source>
        <extracomment>Title of the dialog listing the user's own variants of a game; %1 is the game's name</extracomment>
        <translation>Saját változataim – %1</translation>
    </message>
    <message>
        <source>You have no variants of this game yet. Open “Edit rules…”, change something and save it as a variant, or import a file.</source>
        <extracomment>My variants dialog when the user has none for this game</extracomment>
        <translation>Még nincs változatod ehhez a játékhoz. Kattints a „Szabályok szerkesztése…” gombra, módosíts valamit, és mentsd el változatként, vagy importálj egy fájlt.</translation>
    </message>
    <message>
        <source>draft with errors</source>
        <extracomment>My variants dialog: a variant saved with errors (it cannot be played)</extracomment>
        <translation>hibás vázlat</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>My variants dialog: confirms the variant's new id</extracomment>
        <translation>Átnevezés</translation>
    </message>
    <message>
        <source>Edit</source>
        <extracomment>My variants dialog: opens the variant in the rules editor</extracomment>
        <translation>Szerkesztés</translation>
    </message>
    <message>
        <source>Rename…</source>
        <extracomment>My variants dialog: gives the variant another id (its file name)</extracomment>
        <translation>Átnevezés…</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>My variants dialog: makes a copy of the variant</extracomment>
        <translation>Másolat</translation>
    </message>
    <message>
        <source>Export…</source>
        <extracomment>My variants dialog: saves the variant as a file to share</extracomment>
        <translation>Exportálás…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <extracomment>My variants dialog: deletes the variant (asks first)</extracomment>
        <translation>Törlés…</translation>
    </message>
    <message>
        <source>Path of the variant file (.yaml)</source>
        <extracomment>My variants dialog: placeholder of the field for a file's path (where there is no file dialog)</extracomment>
        <translation>A változatfájl elérési útja (.yaml)</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>My variants dialog: confirms the file path typed</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Import a file…</source>
        <extracomment>My variants dialog: reads a variant file shared by someone</extracomment>
        <translation>Fájl importálása…</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Dialog button: closes the dialog</extracomment>
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <extracomment>My variants dialog: a variant was exported; %1 is the file written</extracomment>
        <translation>Exportálva: %1</translation>
    </message>
    <message>
        <source>This file is a variant of %1: it is now among that game's variants.</source>
        <extracomment>My variants dialog: the imported file is a variant of another game than the one shown; %1 is that game's name</extracomment>
        <translation>Ez a fájl egy másik játék változata (%1): mostantól annak a változatai között találod.</translation>
    </message>
</context>
<context>
    <name>VariantNames</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>A variant nobody has named yet, shown in the launcher and the variant lab; %1 its placeholder name ("Tokaido Duo (variant)"), %2 its file's id (my_variant_2)</extracomment>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>WaveChip</name>
    <message>
        <source>Wave tile %1 (%2)</source>
        <extracomment>Accessible name of a wave tile; %1 its name, %2 its character (Pilgrim, ...)</extracomment>
        <translation>Hullámlapka: %1 (%2)</translation>
    </message>
    <message>
        <source>Held by %1 (%2 board)</source>
        <extracomment>Wave tile: who holds it; %1 a player and %2 the character board it is on</extracomment>
        <translation>%1{nál} van (szereplőtábla: %2)</translation>
    </message>
    <message>
        <source>On the board</source>
        <extracomment>Wave tile: nobody has taken it yet</extracomment>
        <translation>A táblán</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <extracomment>Wave tile tooltip: who holds it; %1 a player</extracomment>
        <translation>%1{nál} van</translation>
    </message>
    <message>
        <source>Take the wave tile %1 (%2) from %3</source>
        <extracomment>Keyboard and screen reader: what choosing a wave tile does; %1 its name, %2 its character, %3 the player it is taken from</extracomment>
        <translation>Vedd el %3{tól} a(z) %1 hullámlapkát (%2)</translation>
    </message>
    <message>
        <source>Take the wave tile %1 (%2)</source>
        <extracomment>Keyboard and screen reader: what choosing a wave tile does; %1 its name, %2 its character (Pilgrim, ...)</extracomment>
        <translation>Vedd el a hullámlapkát: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>WavePanel</name>
    <message>
        <source>Wave tiles</source>
        <extracomment>Heading of the wave tiles (波タイル) and the hot spring token (温泉)</extracomment>
        <translation>Hullámlapkák</translation>
    </message>
    <message>
        <source>Hot spring: %1 may repeat a die once</source>
        <extracomment>The hot spring token's holder; %1 a player</extracomment>
        <translation>A hőforráskoronggal %1 egyszer megismételhet egy kockát</translation>
    </message>
    <message>
        <source>Hot spring: on the board</source>
        <extracomment>The hot spring token is on the board</extracomment>
        <translation>Hőforráskorong: a táblán</translation>
    </message>
</context>
<context>
    <name>YamlPane</name>
    <message>
        <source>Variant text (YAML)</source>
        <extracomment>Rules editor: accessible name of the YAML text of the variant</extracomment>
        <translation>A változat szövege (YAML)</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson complete</source>
        <extracomment>Lesson panel ("Learn to play"), once the lesson's last step is played</extracomment>
        <translation>A lecke véget ért</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Lesson panel ("Learn to play"): the step the lesson waits at; %1 its number, %2 how many there are</extracomment>
        <translation>%1/%2. feladat</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <extracomment>Lesson panel ("Learn to play"), at the lesson's end: starts a game with the lesson's settings</extracomment>
        <translation>Játssz egy igazi játszmát</translation>
    </message>
</context>
</TS>