<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AttributionTable</name>
    <message>
        <source>All changes together</source>
        <extracomment>Variant lab, which change did what: the row of every change together (the whole variant against the standard rules)</extracomment>
        <translation>Tous les changements ensemble</translation>
    </message>
    <message>
        <source>Only the combination</source>
        <extracomment>Variant lab, which change did what: the row of what only the combination does (the combined effect minus the sum of each change alone)</extracomment>
        <translation>Seulement en combinaison</translation>
    </message>
    <message>
        <source>Playing the variant and each of its changes alone against the standard rules…</source>
        <extracomment>Variant lab, which change did what: while it runs</extracomment>
        <translation>Simulation de la variante et de chacun de ses changements pris isolément face aux règles standard…</translation>
    </message>
    <message>
        <source>Run to play the variant and each of its changes alone against the standard rules, on the same seeds: the table says what each change does to every figure, and what only the combination does.</source>
        <extracomment>Variant lab, which change did what: before a run; what it does</extracomment>
        <translation>Cliquez sur Lancer pour simuler la variante et chacun de ses changements pris isolément face aux règles standard, sur les mêmes graines : le tableau montre l’effet de chaque changement sur chaque indicateur, et ce qui n’apparaît qu’en combinaison.</translation>
    </message>
    <message numerus="yes">
        <source>Each of the %Ln change(s) alone against the standard rules, on the same seeds; the last row is what only the combination does (the whole effect minus the sum of the changes alone).</source>
        <extracomment>Variant lab, which change did what: above the table; %n the changes of the variant</extracomment>
        <translation>
            <numerusform>%Ln changement pris isolément face aux règles standard, sur les mêmes graines ; la dernière ligne est ce qui n’apparaît qu’en combinaison (l’effet total moins la somme des changements pris isolément).</numerusform>
            <numerusform>Chacun des %Ln changements pris isolément face aux règles standard, sur les mêmes graines ; la dernière ligne est ce qui n’apparaît qu’en combinaison (l’effet total moins la somme des changements pris isolément).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be played alone: %2</source>
        <extracomment>Variant lab, which change did what: a change that cannot be played alone; %1 the change (the rule&apos;s label), %2 the reason</extracomment>
        <translation>Impossible de jouer %1 isolément : %2</translation>
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
        <translation>Vainqueur</translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <extracomment>The Automa's board: its total score, the value of its three ranks (short); %n points</extracomment>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 track: rank %2 of %3, worth %4</source>
        <extracomment>The Automa's rank track read out; %1 the character (Pilgrim), %2 its rank, %3 the track's length, %4 the points it is worth</extracomment>
        <translation>%1 : rang %2 sur %3, vaut %4</translation>
    </message>
    <message>
        <source>Loaded</source>
        <extracomment>The Automa's merchant track: it carries a load (taken at a mountain town, delivered at a coastal town); keep it short</extracomment>
        <translation>Chargé</translation>
    </message>
    <message>
        <source>No load</source>
        <extracomment>The Automa's merchant track: it carries no load; keep it short</extracomment>
        <translation>À vide</translation>
    </message>
    <message>
        <source>The Automa holds this tile but never uses it.</source>
        <extracomment>Tooltip of a wave tile the Automa holds</extracomment>
        <translation>L’Automa détient cette tuile mais ne s’en sert jamais.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The Automa's board read out: its total score; %n points</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds the hot spring token</source>
        <extracomment>The Automa's board read out: its merchant's load The Automa's board read out: it holds the hot spring token</extracomment>
        <translation>Détient le jeton Source chaude</translation>
    </message>
</context>
<context>
    <name>AutomaWords</name>
    <message>
        <source>Pilgrim die</source>
        <extracomment>The Automa's reasoning: a die it weighed, as the start of a line ("Pilgrim die (2): would stop on …")</extracomment>
        <translation>Dé du pèlerin</translation>
    </message>
    <message>
        <source>Merchant die</source>
        <extracomment>The Automa's reasoning: a die it weighed, as the start of a line ("Merchant die (2): would go to …")</extracomment>
        <translation>Dé du marchand</translation>
    </message>
    <message>
        <source>Artist die</source>
        <extracomment>The Automa's reasoning: a die it weighed, as the start of a line ("Artist die (2): would go to …")</extracomment>
        <translation>Dé de l’artiste</translation>
    </message>
    <message>
        <source>the pilgrim's die</source>
        <extracomment>A die inside a sentence of the Automa's reasoning ("Takes the pilgrim's die (3)", "Chosen over the pilgrim's die"); hu: the template adds the endings</extracomment>
        <translation>le dé du pèlerin</translation>
    </message>
    <message>
        <source>the merchant's die</source>
        <extracomment>A die inside a sentence of the Automa's reasoning ("Takes the merchant's die (3)", "Chosen over the merchant's die"); hu: the template adds the endings</extracomment>
        <translation>le dé du marchand</translation>
    </message>
    <message>
        <source>the artist's die</source>
        <extracomment>A die inside a sentence of the Automa's reasoning ("Takes the artist's die (3)", "Chosen over the artist's die"); hu: the template adds the endings</extracomment>
        <translation>le dé de l’artiste</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between the reasons given for one die of the Automa ("reaches Kōchi while loaded — climbs a rank; blocks the town you could sell in")</extracomment>
        <translation> ; </translation>
    </message>
    <message>
        <source>no route has that length, so it stays where it is</source>
        <extracomment>The Automa's reasoning: the chosen die cannot move its character</extracomment>
        <translation>aucun déplacement de cette longueur n’est possible, il reste donc sur place</translation>
    </message>
    <message>
        <source>stops on %1 — climbs a rank</source>
        <extracomment>The Automa's reasoning (chosen die); %1 the ring space its pilgrim stops on ("the temple (space 14)", "Kōchi")</extracomment>
        <translation>s’arrête sur %1 — monte d’un rang</translation>
    </message>
    <message>
        <source>stops on %1 — climbs no rank</source>
        <extracomment>The Automa's reasoning (chosen die); %1 the ring space its pilgrim stops on ("the seashore (space 9)", "Kōchi")</extracomment>
        <translation>s’arrête sur %1 — ne monte pas de rang</translation>
    </message>
    <message>
        <source>reaches %1 while loaded — climbs a rank</source>
        <extracomment>The Automa's reasoning (chosen die): its merchant carries a load to a coastal town; %1 the town</extracomment>
        <translation>atteint %1 chargé — monte d’un rang</translation>
    </message>
    <message>
        <source>goes to %1 — climbs no rank</source>
        <comment>to a town</comment>
        <extracomment>The Automa's reasoning (chosen die); %1 the town its merchant goes to</extracomment>
        <translation>se rend à %1 — ne monte pas de rang</translation>
    </message>
    <message numerus="yes">
        <source>goes to %1, with at least %n meeple(s) around it — climbs a rank</source>
        <extracomment>The Automa's reasoning (chosen die); %1 the region its artist goes to ("Mount Sasa", "the Uwa Sea"); %n the meeples it needs around it to climb</extracomment>
        <translation>
            <numerusform>se rend à %1, avec au moins %n pion autour — monte d’un rang</numerusform>
            <numerusform>se rend à %1, avec au moins %n pions autour — monte d’un rang</numerusform>
        </translation>
    </message>
    <message>
        <source>goes to %1 — climbs no rank</source>
        <comment>to a region</comment>
        <extracomment>The Automa's reasoning (chosen die); %1 the region its artist goes to ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>se rend à %1 — ne monte pas de rang</translation>
    </message>
    <message>
        <source>blocks the town you could sell in</source>
        <extracomment>The Automa's reasoning: its merchant takes the coastal town where the person's merchant could sell next turn</extracomment>
        <translation>bloque le port où vous pourriez vendre</translation>
    </message>
    <message>
        <source>takes the space your pilgrim would stop on</source>
        <extracomment>The Automa's reasoning: its pilgrim takes the space the person's pilgrim would stop on</extracomment>
        <translation>prend la case où s’arrêterait votre pèlerin</translation>
    </message>
    <message numerus="yes">
        <source>the first of its %n destinations in the board's order</source>
        <extracomment>The Automa's reasoning: among equal destinations it takes the first one in the board's listing; %n how many it could reach</extracomment>
        <translation>
            <numerusform>la première de ses %n destination dans l’ordre du plateau</numerusform>
            <numerusform>la première de ses %n destinations dans l’ordre du plateau</numerusform>
        </translation>
    </message>
    <message>
        <source>could not move: no route has that length</source>
        <extracomment>The Automa's reasoning about a die it did not take: that character could not move</extracomment>
        <translation>ne pourrait pas bouger : aucun déplacement de cette longueur n’est possible</translation>
    </message>
    <message>
        <source>would stop on %1 and climb a rank</source>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the ring space its pilgrim would stop on</extracomment>
        <translation>s’arrêterait sur %1 et monterait d’un rang</translation>
    </message>
    <message>
        <source>would stop on %1 and climb no rank</source>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the ring space its pilgrim would stop on</extracomment>
        <translation>s’arrêterait sur %1 sans monter de rang</translation>
    </message>
    <message>
        <source>would reach %1 loaded and climb a rank</source>
        <extracomment>The Automa's reasoning about a die it did not take: its loaded merchant would reach a coastal town; %1 the town</extracomment>
        <translation>atteindrait %1 chargé et monterait d’un rang</translation>
    </message>
    <message>
        <source>would go to %1 and climb no rank</source>
        <comment>to a town</comment>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the town its merchant would go to</extracomment>
        <translation>irait à %1 sans monter de rang</translation>
    </message>
    <message>
        <source>would go to %1 and climb a rank</source>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the region its artist would go to</extracomment>
        <translation>irait à %1 et monterait d’un rang</translation>
    </message>
    <message>
        <source>would go to %1 and climb no rank</source>
        <comment>to a region</comment>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the region its artist would go to</extracomment>
        <translation>irait à %1 sans monter de rang</translation>
    </message>
    <message>
        <source>Takes %1 (%2): %3.</source>
        <extracomment>The Automa's reasoning, first line: the die it takes; %1 the die inside a sentence (the merchant's die), %2 its value, %3 its reasons ("reaches Kōchi while loaded — climbs a rank; blocks the town you could sell in")</extracomment>
        <translation>Prend %1 (%2) : %3.</translation>
    </message>
    <message>
        <source>%1 (%2): %3.</source>
        <extracomment>The Automa's reasoning: a die it weighed and did not take; %1 the die as a label (Pilgrim die), %2 its value, %3 what it would have done ("would stop on the seashore (space 9) and climb no rank")</extracomment>
        <translation>%1 (%2) : %3.</translation>
    </message>
    <message>
        <source>The only die left: no choice to make.</source>
        <extracomment>The Automa's reasoning: one die was left in the draft</extracomment>
        <translation>C’est le seul dé restant : aucun choix à faire.</translation>
    </message>
    <message>
        <source>Chosen over %1: this one climbs a rank, that one would not.</source>
        <extracomment>The Automa's reasoning, why this die: it moves a rank and the other does not; %1 the other die inside a sentence (the artist's die)</extracomment>
        <translation>Préféré à %1 : celui-ci fait monter d’un rang, l’autre non.</translation>
    </message>
    <message>
        <source>Chosen over %1: both would climb, and this track is lower (rank %2 against %3).</source>
        <extracomment>The Automa's reasoning, why this die: both would climb, its track is lower; %1 the other die inside a sentence (the artist's die), %2 this track's rank, %3 the other's</extracomment>
        <translation>Préféré à %1 : les deux feraient monter d’un rang, et cette piste est plus basse (rang %2 contre %3).</translation>
    </message>
    <message>
        <source>Chosen over %1: neither would climb, and this track is lower (rank %2 against %3).</source>
        <extracomment>The Automa's reasoning, why this die: neither would climb, its track is lower; %1 the other die inside a sentence (the artist's die), %2 this track's rank, %3 the other's</extracomment>
        <translation>Préféré à %1 : aucun ne ferait monter de rang, et cette piste est plus basse (rang %2 contre %3).</translation>
    </message>
    <message>
        <source>Chosen over %1: both would climb and both tracks are at rank %2, so the order %3 decides.</source>
        <extracomment>The Automa's reasoning, why this die: both would climb from the same rank, so its fixed order decides; %1 the other die inside a sentence (the artist's die), %2 the rank of both, %3 the order ("Pilgrim › Merchant › Artist")</extracomment>
        <translation>Préféré à %1 : les deux feraient monter d’un rang et les deux pistes sont au rang %2, c’est donc l’ordre %3 qui tranche.</translation>
    </message>
    <message>
        <source>Chosen over %1: neither would climb and both tracks are at rank %2, so the order %3 decides.</source>
        <extracomment>The Automa's reasoning, why this die: neither would climb, both tracks at the same rank, so its fixed order decides; %1 the other die inside a sentence (the artist's die), %2 the rank of both, %3 the order ("Pilgrim › Merchant › Artist")</extracomment>
        <translation>Préféré à %1 : aucun ne ferait monter de rang et les deux pistes sont au rang %2, c’est donc l’ordre %3 qui tranche.</translation>
    </message>
    <message>
        <source>Chosen by its rules.</source>
        <extracomment>The Automa's reasoning when the rule that decided is not known to this version</extracomment>
        <translation>Choisi selon ses règles.</translation>
    </message>
    <message>
        <source>It has not chosen a die yet.</source>
        <extracomment>Above the Automa's rank tracks before its first choice</extracomment>
        <translation>Il n’a pas encore choisi de dé.</translation>
    </message>
    <message>
        <source>Why it chose, round %1</source>
        <extracomment>Above the Automa's rank tracks: heading of its latest die choice; %1 the round</extracomment>
        <translation>Pourquoi ce choix, manche %1</translation>
    </message>
    <message>
        <source>%1 takes %2 (%3): %4. %5</source>
        <extracomment>Move log: the Automa takes a die; %1 its name, %2 the die inside a sentence (the merchant's die), %3 its value, %4 its reasons ("reaches Kōchi while loaded — climbs a rank"), %5 the rule that decided (a sentence)</extracomment>
        <translation>%1 prend %2 (%3) : %4. %5</translation>
    </message>
    <message>
        <source>%1 climbs to rank %2 on its pilgrim track (worth %3): its pilgrim stopped on %4</source>
        <extracomment>Move log: the Automa's pilgrim track moves up; %1 its name, %2 the new rank, %3 that rank's points, %4 the kind of space with its article ("the temple", "the garden")</extracomment>
        <translation>%1 monte au rang %2 sur sa piste du pèlerin (qui vaut %3) : son pèlerin s’est arrêté sur %4</translation>
    </message>
    <message>
        <source>%1 climbs to rank %2 on its merchant track (worth %3): its loaded merchant reached %4</source>
        <extracomment>Move log: the Automa's merchant track moves up; %1 its name, %2 the new rank, %3 that rank's points, %4 the coastal town</extracomment>
        <translation>%1 monte au rang %2 sur sa piste du marchand (qui vaut %3) : son marchand chargé a atteint %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 climbs to rank %2 on its artist track (worth %3): %n meeple(s) around its artist</source>
        <extracomment>Move log: the Automa's artist track moves up; %1 its name, %2 the new rank, %3 that rank's points; %n meeples around its artist</extracomment>
        <translation>
            <numerusform>%1 monte au rang %2 sur sa piste de l’artiste (qui vaut %3) : %n pion autour de son artiste</numerusform>
            <numerusform>%1 monte au rang %2 sur sa piste de l’artiste (qui vaut %3) : %n pions autour de son artiste</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 climbs to rank %3 with %2</source>
        <extracomment>Move log: one of the Automa's rank tracks moves up; %1 its name, %2 the character inside a sentence, %3 the new rank</extracomment>
        <translation>%1 monte au rang %3 avec %2</translation>
    </message>
    <message>
        <source>%1's merchant loads up at %2 (it draws no wares)</source>
        <extracomment>Move log: the Automa's merchant takes a load at a mountain town (it draws no ware tokens); %1 its name, %2 the town</extracomment>
        <translation>Le marchand de %1 prend un chargement à %2 (il ne pioche aucune marchandise)</translation>
    </message>
    <message>
        <source>%1 reaches the end of its pilgrim track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 the Automa's name</extracomment>
        <translation>%1 atteint le bout de sa piste du pèlerin : c’est la dernière manche</translation>
    </message>
    <message>
        <source>%1 reaches the end of its merchant track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 the Automa's name</extracomment>
        <translation>%1 atteint le bout de sa piste du marchand : c’est la dernière manche</translation>
    </message>
    <message>
        <source>%1 reaches the end of its artist track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 the Automa's name</extracomment>
        <translation>%1 atteint le bout de sa piste de l’artiste : c’est la dernière manche</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: Pilgrim rank %2 (%3) · Merchant rank %4 (%5) · Artist rank %6 (%7) = &lt;b&gt;%8&lt;/b&gt;</source>
        <extracomment>End screen: the Automa's score; %1 its name, %2 %4 %6 its ranks on the pilgrim, merchant and artist tracks, %3 %5 %7 the points each rank is worth, %8 the total</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; : Pèlerin rang %2 (%3) · Marchand rang %4 (%5) · Artiste rang %6 (%7) = &lt;b&gt;%8&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>BalanceTable</name>
    <message>
        <source>Advantage: %1</source>
        <extracomment>Variant lab, balance report: a seat&apos;s advantage, its share of the wins minus a fair share (1 / players); %1 the seat (&quot;First player&quot;)</extracomment>
        <translation>Avantage : %1</translation>
    </message>
    <message>
        <source>Comebacks</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;comebacks&quot;): the share of games the leader at half time does not win</extracomment>
        <translation>Retournements</translation>
    </message>
    <message>
        <source>Decisiveness</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;decisiveness&quot;): the share of a game&apos;s decisions played after its winner took the lead for good</extracomment>
        <translation>Caractère décisif</translation>
    </message>
    <message>
        <source>Drama</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;drama&quot;): lead changes per game</extracomment>
        <translation>Suspense</translation>
    </message>
    <message>
        <source>Duration</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;duration&quot;): decisions per game</extracomment>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Branching</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;branching&quot;): legal moves per decision</extracomment>
        <translation>Ramification</translation>
    </message>
    <message>
        <source>Its share of the wins minus a fair share: 0 is fair.</source>
        <extracomment>Variant lab, balance report: what a seat&apos;s advantage means</extracomment>
        <translation>Sa part des victoires moins la part équitable : 0 signifie l’équilibre.</translation>
    </message>
    <message>
        <source>Games that the leader at half time does not win.</source>
        <extracomment>Variant lab, balance report: what comebacks means</extracomment>
        <translation>Parties que ne gagne pas le joueur en tête à mi-partie.</translation>
    </message>
    <message>
        <source>Decisions played after the winner took the lead for good.</source>
        <extracomment>Variant lab, balance report: what decisiveness means</extracomment>
        <translation>Décisions jouées après que le gagnant a pris définitivement la tête.</translation>
    </message>
    <message>
        <source>Lead changes per game.</source>
        <extracomment>Variant lab, balance report: what drama means</extracomment>
        <translation>Changements de leader par partie.</translation>
    </message>
    <message>
        <source>Decisions per game.</source>
        <extracomment>Variant lab, balance report: what duration means</extracomment>
        <translation>Décisions par partie.</translation>
    </message>
    <message>
        <source>Legal moves to choose from at a decision.</source>
        <extracomment>Variant lab, balance report: what branching means</extracomment>
        <translation>Coups possibles parmi lesquels choisir à chaque décision.</translation>
    </message>
    <message>
        <source>Balance (95% interval)</source>
        <extracomment>Variant lab, balance report: heading of the figures&apos; column</extracomment>
        <translation>Équilibre (intervalle à 95 %)</translation>
    </message>
    <message>
        <source>Run a comparison: the balance of both rule sets appears here, in the figures of Ludii&apos;s reports.</source>
        <extracomment>Variant lab, balance report: before any comparison</extracomment>
        <translation>Lancez une comparaison : l’équilibre des deux jeux de règles s’affichera ici, avec les mesures des rapports de Ludii.</translation>
    </message>
</context>
<context>
    <name>BoardPreview</name>
    <message>
        <source>This game has no board to draw: its deck, piles and staircase are edited in the tables.</source>
        <extracomment>Rules editor: in place of the board preview for games without a drawn board (Shikoku, Hyano)</extracomment>
        <translation>Ce jeu n’a pas de plateau à dessiner : sa pioche, ses piles et son escalier se modifient dans les tableaux.</translation>
    </message>
</context>
<context>
    <name>CentrePile</name>
    <message>
        <source>Top: %1</source>
        <extracomment>Under the centre pile; %1 is a card ("Blue 7", "Red Sun, declared 6")</extracomment>
        <translation>Dessus : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the centre</source>
        <extracomment>Screen reader, the centre pile; %n is the number of cards in it
----------
Size of the centre pile; %n is a number of cards</extracomment>
        <translation>
            <numerusform>%n carte au centre</numerusform>
            <numerusform>%n cartes au centre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) waiting from failed prophecies</source>
        <extracomment>Growing-pot variant: %n cards waiting in the middle from failed prophecies</extracomment>
        <translation>
            <numerusform>%n carte dans la cagnotte</numerusform>
            <numerusform>%n cartes dans la cagnotte</numerusform>
        </translation>
    </message>
    <message>
        <source>Centre pile</source>
        <extracomment>Screen reader: the centre pile</extracomment>
        <translation>Pile centrale</translation>
    </message>
</context>
<context>
    <name>ChangeMark</name>
    <message>
        <source>changed</source>
        <extracomment>Rules editor: beside a value the variant changes against its base game</extracomment>
        <translation>modifié</translation>
    </message>
    <message>
        <source>Base game: %1</source>
        <extracomment>Rules editor tooltip: the base game's value of a changed field; %1 is the value</extracomment>
        <translation>Jeu de base : %1</translation>
    </message>
    <message>
        <source>changed inside</source>
        <extracomment>Rules editor: accessible name of the dot beside a group whose contents the variant changes</extracomment>
        <translation>modifié à l’intérieur</translation>
    </message>
    <message>
        <source>Revert</source>
        <extracomment>Rules editor: accessible name of the small button that sets a value back to the base game's</extracomment>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Back to the base game's value (%1)</source>
        <extracomment>Rules editor tooltip of the revert button; %1 is the base game's value</extracomment>
        <translation>Revenir à la valeur du jeu de base (%1)</translation>
    </message>
</context>
<context>
    <name>ChangesPanel</name>
    <message>
        <source>The variant changes nothing yet: edit a value in the forms or in the text.</source>
        <extracomment>Rules editor: the Changes panel when the variant changes nothing yet</extracomment>
        <translation>La variante ne change encore rien : modifiez une valeur dans les formulaires ou dans le texte.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>Rules editor, Changes panel: a value of the base game and the variant's; %1 the base value, %2 the variant's</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Take this change back</source>
        <extracomment>Rules editor: takes a change of the variant back (the base game's value again)</extracomment>
        <translation>Annuler cette modification</translation>
    </message>
    <message>
        <source>added</source>
        <extracomment>Rules editor, Changes list: after an item the variant adds ("Towns: Ōzu added")</extracomment>
        <translation>ajouté</translation>
    </message>
    <message>
        <source>removed</source>
        <extracomment>Rules editor, Changes list: after an item the variant takes out ("Routes: Matsuyama–Uchiko removed")</extracomment>
        <translation>supprimé</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message numerus="yes">
        <source>Chat: %n new</source>
        <extracomment>Chat at a network table: the closed panel&apos;s button when messages came since it was last open; %n how many</extracomment>
        <translation>
            <numerusform>Discussion : %n nouveau message</numerusform>
            <numerusform>Discussion : %n nouveaux messages</numerusform>
        </translation>
    </message>
    <message>
        <source>Chat</source>
        <extracomment>Chat at a network table: the button that opens or closes the panel
----------
Chat at a network table: the list of messages, for screen readers</extracomment>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Closes the chat</source>
        <extracomment>Chat at a network table: what the open panel&apos;s button does, for screen readers</extracomment>
        <translation>Masque la discussion</translation>
    </message>
    <message>
        <source>Opens the chat</source>
        <extracomment>Chat at a network table: what the closed panel&apos;s button does, for screen readers</extracomment>
        <translation>Affiche la discussion</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Chat at a network table: one message; %1 the sender&apos;s name (bold), %2 what they wrote
----------
Chat at a network table: one message, for screen readers; %1 the sender&apos;s name, %2 what they wrote</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Nobody has written yet.</source>
        <extracomment>Chat at a network table: nothing has been said yet</extracomment>
        <translation>Personne n’a encore écrit.</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>Chat at a network table: placeholder of the field to type a message in</extracomment>
        <translation>Message</translation>
    </message>
    <message>
        <source>Send</source>
        <extracomment>Chat at a network table: sends the message typed</extracomment>
        <translation>Envoyer</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>The game is not over</source>
        <extracomment>Title of the dialog shown before leaving a game that is not over</extracomment>
        <translation>La partie n’est pas finie</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <extracomment>Dialog button: close the dialog and go on with the game</extracomment>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>Save and leave</source>
        <extracomment>Dialog button: save the game in the list of saved games, then leave it</extracomment>
        <translation>Sauvegarder et quitter</translation>
    </message>
</context>
<context>
    <name>ConfirmMoveBar</name>
    <message>
        <source>Confirm</source>
        <extracomment>Button of the "Confirm move" bar: plays the chosen move (Enter does the same)</extracomment>
        <translation>Confirmer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Button of the "Confirm move" bar: drops the chosen move, nothing is played (Escape does the same)</extracomment>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>DataError</name>
    <message>
        <source>the game has no such value</source>
        <translation>le jeu n’a pas cette valeur</translation>
    </message>
    <message>
        <source>this variant is for the game '%1'</source>
        <extracomment>Error of a user variant kept in the folder of another game; %1 is the game the variant names as its base</extracomment>
        <translation>cette variante est pour le jeu « %1 »</translation>
    </message>
    <message>
        <source>unknown base game '%1'</source>
        <translation>jeu de base inconnu « %1 »</translation>
    </message>
    <message>
        <source>agent option '%1' needs a value</source>
        <translation>l’option d’agent « %1 » demande une valeur</translation>
    </message>
    <message>
        <source>bad value in agent option '%1'</source>
        <translation>valeur incorrecte dans l’option d’agent « %1 »</translation>
    </message>
    <message>
        <source>agent option 'threads' takes 1 to %1</source>
        <translation>l’option d’agent 'threads' accepte de 1 à %1</translation>
    </message>
    <message>
        <source>unknown agent option '%1'</source>
        <translation>option d’agent inconnue « %1 »</translation>
    </message>
    <message>
        <source>a montecarlo agent needs an iteration or time budget</source>
        <translation>un agent montecarlo demande un nombre d’itérations ou un temps</translation>
    </message>
    <message>
        <source>an ismcts agent needs an iteration or time budget</source>
        <translation>un agent ismcts demande un nombre d’itérations ou un temps</translation>
    </message>
    <message>
        <source>unknown agent '%1' (known: random, heuristic, montecarlo[:iterations=N,ms=N], ismcts[:iterations=N,ms=N,threads=T,c=X])</source>
        <translation>agent inconnu « %1 » (connus : random, heuristic, montecarlo[:iterations=N,ms=N], ismcts[:iterations=N,ms=N,threads=T,c=X])</translation>
    </message>
    <message>
        <source>missing required key (one of %1)</source>
        <translation>clé obligatoire manquante (l’une de %1)</translation>
    </message>
    <message>
        <source>unknown %1 kind '%2' (the %1 kinds are %3)</source>
        <translation>type %1 inconnu « %2 » (les types %1 sont %3)</translation>
    </message>
    <message>
        <source>unknown %1 kind '%2' (did you mean '%3'?)</source>
        <translation>type %1 inconnu « %2 » (vouliez-vous dire « %3 » ?)</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>nombre attendu</translation>
    </message>
    <message>
        <source>expected a map of up to 16 key: value pairs</source>
        <translation>table d’au plus 16 paires clé : valeur attendue</translation>
    </message>
    <message>
        <source>a node id has no spaces, commas or brackets</source>
        <translation>l’identifiant d’un nœud n’a ni espaces, ni virgules, ni crochets</translation>
    </message>
    <message>
        <source>node '%1' appears twice (first at line %2)</source>
        <translation>le nœud « %1 » apparaît deux fois (la première à la ligne %2)</translation>
    </message>
    <message>
        <source>node</source>
        <extracomment>A data error's word for a node of a board graph, in "unknown %1 kind '%2'"</extracomment>
        <translation>de nœud</translation>
    </message>
    <message>
        <source>nodes of this game have no owner</source>
        <translation>les nœuds de ce jeu n’ont pas de propriétaire</translation>
    </message>
    <message>
        <source>unknown owner '%1' (owners are %2)</source>
        <translation>propriétaire inconnu « %1 » (les propriétaires sont %2)</translation>
    </message>
    <message>
        <source>unknown owner '%1' (did you mean '%2'?) (owners are %3)</source>
        <translation>propriétaire inconnu « %1 » (vouliez-vous dire « %2 » ?) (les propriétaires sont %3)</translation>
    </message>
    <message>
        <source>expected a list of 1 to 256 cells [x, y]</source>
        <translation>liste de 1 à 256 cases [x, y] attendue</translation>
    </message>
    <message>
        <source>expected a cell [x, y]</source>
        <translation>case [x, y] attendue</translation>
    </message>
    <message>
        <source>expected a position [x, y]</source>
        <translation>position [x, y] attendue</translation>
    </message>
    <message>
        <source>missing required key (a position [x, y], or cells)</source>
        <translation>clé obligatoire manquante (une position [x, y] ou des cases)</translation>
    </message>
    <message>
        <source>unknown node '%1'</source>
        <translation>nœud inconnu « %1 »</translation>
    </message>
    <message>
        <source>unknown node '%1' (did you mean '%2'?)</source>
        <translation>nœud inconnu « %1 » (vouliez-vous dire « %2 » ?)</translation>
    </message>
    <message>
        <source>an edge from '%1' to itself</source>
        <translation>une arête de « %1 » vers lui-même</translation>
    </message>
    <message>
        <source>'%1' and '%2' are already joined (%3)</source>
        <translation>« %1 » et « %2 » sont déjà reliés (%3)</translation>
    </message>
    <message>
        <source>edge</source>
        <extracomment>A data error's word for an edge of a board graph (a route), in "unknown %1 kind"</extracomment>
        <translation>d’arête</translation>
    </message>
    <message>
        <source>expected [x0, y0, x1, y1]</source>
        <translation>[x0, y0, x1, y1] attendu</translation>
    </message>
    <message>
        <source>a chain has no segment</source>
        <translation>une chaîne n’a pas de segment</translation>
    </message>
    <message>
        <source>missing required key (an edge is {a: node, b: node} or {chain: [nodes]})</source>
        <translation>clé obligatoire manquante (une arête est {a : nœud, b : nœud} ou {chain : [nœuds]})</translation>
    </message>
    <message>
        <source>expected a list of up to 1024 regions</source>
        <translation>liste d’au plus 1024 régions attendue</translation>
    </message>
    <message>
        <source>region '%1' appears twice (first at line %2)</source>
        <translation>la région « %1 » apparaît deux fois (la première à la ligne %2)</translation>
    </message>
    <message>
        <source>region</source>
        <extracomment>A data error's word for a region of a board, in "unknown %1 kind '%2'"</extracomment>
        <translation>de région</translation>
    </message>
    <message>
        <source>'%1' is listed twice</source>
        <translation>« %1 » figure deux fois dans la liste</translation>
    </message>
    <message>
        <source>expected a list of region ids</source>
        <translation>liste d’identifiants de régions attendue</translation>
    </message>
    <message>
        <source>unknown region '%1'</source>
        <translation>région inconnue « %1 »</translation>
    </message>
    <message>
        <source>unknown region '%1' (did you mean '%2'?)</source>
        <translation>région inconnue « %1 » (vouliez-vous dire « %2 » ?)</translation>
    </message>
    <message>
        <source>a region is not adjacent to itself</source>
        <translation>une région n’est pas adjacente à elle-même</translation>
    </message>
    <message>
        <source>'%1' lists '%2' as adjacent, but '%2' does not list '%1'</source>
        <translation>« %1 » indique « %2 » comme adjacente, mais « %2 » n’indique pas « %1 »</translation>
    </message>
    <message>
        <source>the game's graph schema is incomplete</source>
        <translation>le schéma du graphe du jeu est incomplet</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>fichier introuvable</translation>
    </message>
    <message>
        <source>file is too large (the limit is %1 bytes)</source>
        <translation>fichier trop volumineux (la limite est de %1 octets)</translation>
    </message>
    <message>
        <source>file cannot be read</source>
        <translation>le fichier ne peut pas être lu</translation>
    </message>
    <message>
        <source>not a key path (keys separated by '.', items as [index])</source>
        <translation>ce n’est pas un chemin de clé (clés séparées par '.', éléments en [indice])</translation>
    </message>
    <message>
        <source>the span lies outside the text</source>
        <translation>le passage se trouve hors du texte</translation>
    </message>
    <message>
        <source>cannot edit here (bad span)</source>
        <translation>modification impossible ici (passage incorrect)</translation>
    </message>
    <message>
        <source>the edit would not read back: %1</source>
        <translation>la modification ne se relirait pas : %1</translation>
    </message>
    <message>
        <source>cannot make this edit here: the edited text would not read back as intended</source>
        <translation>impossible de faire cette modification ici : le texte modifié ne se relirait pas comme prévu</translation>
    </message>
    <message>
        <source>this value is not part of the document</source>
        <translation>cette valeur ne fait pas partie du document</translation>
    </message>
    <message>
        <source>no such value</source>
        <translation>valeur inexistante</translation>
    </message>
    <message>
        <source>cannot find the ':' after the key</source>
        <translation>le ':' après la clé est introuvable</translation>
    </message>
    <message>
        <source>cannot find the '-' of the item</source>
        <translation>le '-' de l’élément est introuvable</translation>
    </message>
    <message>
        <source>expected a map, found %1</source>
        <translation>table (clés et valeurs) attendue, mais trouvé %1</translation>
    </message>
    <message>
        <source>no such key</source>
        <translation>clé inexistante</translation>
    </message>
    <message>
        <source>cannot remove this key here</source>
        <translation>impossible de retirer cette clé ici</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>liste attendue, mais trouvé %1</translation>
    </message>
    <message>
        <source>the list has %1 items</source>
        <translation>la liste a %1 éléments</translation>
    </message>
    <message>
        <source>cannot find the item's '-'</source>
        <translation>le '-' de l’élément est introuvable</translation>
    </message>
    <message>
        <source>no such item</source>
        <translation>élément inexistant</translation>
    </message>
    <message>
        <source>cannot remove this item here</source>
        <translation>impossible de retirer cet élément ici</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A data error's word for an empty YAML value, as in "expected a map, found nothing"</extracomment>
        <translation>rien</translation>
    </message>
    <message>
        <source>a value</source>
        <extracomment>A data error's word for a single YAML value (a number, a word, a text)</extracomment>
        <translation>une valeur</translation>
    </message>
    <message>
        <source>a list</source>
        <extracomment>A data error's word for a YAML list, as in "expected a map, found a list"</extracomment>
        <translation>une liste</translation>
    </message>
    <message>
        <source>a map</source>
        <extracomment>A data error's word for a YAML map (keys and values)</extracomment>
        <translation>une table (clés et valeurs)</translation>
    </message>
    <message>
        <source>a game file must be a map with a 'game:' block</source>
        <translation>un fichier de jeu doit être une table avec un bloc 'game:'</translation>
    </message>
    <message>
        <source>expected a list of file names</source>
        <translation>liste de noms de fichiers attendue</translation>
    </message>
    <message>
        <source>too many included files (at most %1)</source>
        <translation>trop de fichiers inclus (%1 au plus)</translation>
    </message>
    <message>
        <source>'%1' must be a .yaml file inside the game folder (no '..', no absolute path)</source>
        <translation>« %1 » doit être un fichier .yaml dans le dossier du jeu (ni '..', ni chemin absolu)</translation>
    </message>
    <message>
        <source>'%1' is included twice</source>
        <translation>« %1 » est inclus deux fois</translation>
    </message>
    <message>
        <source>included file '%1' not found</source>
        <translation>fichier inclus « %1 » introuvable</translation>
    </message>
    <message>
        <source>an included file must be a map</source>
        <translation>un fichier inclus doit être une table</translation>
    </message>
    <message>
        <source>included files may not include further files</source>
        <translation>un fichier inclus ne peut pas en inclure d’autres</translation>
    </message>
    <message>
        <source>already defined at %1:%2:%3</source>
        <translation>déjà défini en %1:%2:%3</translation>
    </message>
    <message>
        <source>a variant file starts with a 'variant:' block naming its base game</source>
        <translation>un fichier de variante commence par un bloc 'variant:' qui nomme son jeu de base</translation>
    </message>
    <message>
        <source>variant files cannot include files</source>
        <translation>un fichier de variante ne peut pas inclure de fichiers</translation>
    </message>
    <message>
        <source>a variant may only override game.players</source>
        <translation>une variante ne peut remplacer que game.players</translation>
    </message>
    <message>
        <source>'%1'</source>
        <extracomment>A value quoted in a data error, as in "expected a whole number, found 'three'"</extracomment>
        <translation>« %1 »</translation>
    </message>
    <message>
        <source>missing required key</source>
        <translation>clé obligatoire manquante</translation>
    </message>
    <message>
        <source>expected a whole number, found %1 (write it with the digits 0 to 9: %2)</source>
        <translation>nombre entier attendu, mais trouvé %1 (écrivez-le avec les chiffres 0 à 9 : %2)</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>nombre entier attendu, mais trouvé %1</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 est hors de l’intervalle (de %2 à %3)</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>texte attendu, mais trouvé %1</translation>
    </message>
    <message>
        <source>text is too long (%1 bytes; at most %2)</source>
        <translation>texte trop long (%1 octets ; %2 au plus)</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true ou false attendu, mais trouvé %1</translation>
    </message>
    <message>
        <source>expected a text in every language, e.g. {en: ..., es: ..., fr: ..., ja: ..., hu: ...}, found %1</source>
        <translation>texte attendu dans chaque langue, p. ex. {en : ..., es : ..., fr : ..., ja : ..., hu : ...}, mais trouvé %1</translation>
    </message>
    <message>
        <source>unknown language (expected en, es, fr, ja or hu)</source>
        <translation>langue inconnue (en, es, fr, ja ou hu attendu)</translation>
    </message>
    <message>
        <source>text is empty</source>
        <translation>le texte est vide</translation>
    </message>
    <message>
        <source>missing the %1 text (every language is required)</source>
        <translation>texte %1 manquant (chaque langue est requise)</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>nombre attendu, mais trouvé %1</translation>
    </message>
    <message>
        <source>%1 is not one of: %2</source>
        <translation>%1 n’est pas l’une de ces valeurs : %2</translation>
    </message>
    <message>
        <source>expected a colour written #rrggbb, e.g. "#c0432c", found '%1'</source>
        <translation>couleur attendue sous la forme #rrggbb, p. ex. "#c0432c", mais trouvé « %1 »</translation>
    </message>
    <message>
        <source>expected %1 to %2 items, found %3</source>
        <translation>de %1 à %2 éléments attendus, mais trouvé %3</translation>
    </message>
    <message>
        <source>internal error: read with the schema row of %1 (%2)</source>
        <translation>erreur interne : lu avec la ligne du schéma de %1 (%2)</translation>
    </message>
    <message>
        <source>internal error: read as optional with the schema row of %1</source>
        <translation>erreur interne : lu comme facultatif avec la ligne du schéma de %1</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>clé inconnue</translation>
    </message>
    <message>
        <source>unknown key (did you mean '%1'?)</source>
        <translation>clé inconnue (vouliez-vous dire « %1 » ?)</translation>
    </message>
    <message>
        <source>(did you mean '%1'?)</source>
        <translation>(vouliez-vous dire « %1 » ?)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A data error followed by a hint in brackets ("there is no item 'M3' to remove" and "(did you mean 'M1'?)")</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>(the items are numbered 0 to %1)</source>
        <translation>(les éléments sont numérotés de 0 à %1)</translation>
    </message>
    <message>
        <source>this key is removed, which a variant cannot express (a variant can only add and replace keys)</source>
        <translation>cette clé est retirée, ce qu’une variante ne peut pas exprimer (une variante ne fait qu’ajouter et remplacer des clés)</translation>
    </message>
    <message>
        <source>a list that became a map cannot be written as a variant</source>
        <translation>une liste devenue une table ne peut pas s’écrire comme variante</translation>
    </message>
    <message>
        <source>it is not a list</source>
        <translation>ce n’est pas une liste</translation>
    </message>
    <message>
        <source>the base list is empty</source>
        <translation>la liste du jeu de base est vide</translation>
    </message>
    <message>
        <source>its items are plain values</source>
        <translation>ses éléments sont des valeurs simples</translation>
    </message>
    <message>
        <source>an item is named '%1', a word of list patches</source>
        <translation>un élément s’appelle « %1 », un mot réservé aux modifications de liste</translation>
    </message>
    <message>
        <source>'%1' names two of its items</source>
        <translation>deux de ses éléments s’appellent « %1 »</translation>
    </message>
    <message>
        <source>this list cannot be changed item by item (%1): write the whole list</source>
        <translation>cette liste ne peut pas être modifiée élément par élément (%1) : écrivez la liste entière</translation>
    </message>
    <message>
        <source>there is no item '%1' to add before</source>
        <translation>pas d’élément « %1 » avant lequel ajouter</translation>
    </message>
    <message>
        <source>expected a list of the items to add, found %1</source>
        <translation>liste des éléments à ajouter attendue, mais trouvé %1</translation>
    </message>
    <message>
        <source>expected a list of the items to remove, e.g. remove: %1</source>
        <translation>liste des éléments à retirer attendue, p. ex. remove : %1</translation>
    </message>
    <message>
        <source>expected an item written as a list, such as %1</source>
        <translation>élément écrit sous forme de liste attendu, p. ex. %1</translation>
    </message>
    <message>
        <source>expected the name of an item, such as '%1'</source>
        <translation>nom d’élément attendu, p. ex. « %1 »</translation>
    </message>
    <message>
        <source>there is no item '%1' to remove</source>
        <translation>pas d’élément « %1 » à retirer</translation>
    </message>
    <message>
        <source>'%1' is removed twice</source>
        <translation>« %1 » est retiré deux fois</translation>
    </message>
    <message>
        <source>an item of this list is a list of values: it is not changed in place but removed (remove: [%1]) and the new one added (add: [...])</source>
        <translation>les éléments de cette liste sont des listes de valeurs : un élément ne se modifie pas sur place, on le retire (remove : [%1]) et on ajoute le nouveau (add : [...])</translation>
    </message>
    <message>
        <source>there is no item '%1' to change</source>
        <translation>pas d’élément « %1 » à modifier</translation>
    </message>
    <message>
        <source>'%1' is both changed and removed</source>
        <translation>« %1 » est à la fois modifié et retiré</translation>
    </message>
    <message>
        <source>a variant overrides a game file, which is a map</source>
        <translation>une variante remplace un fichier de jeu, qui est une table</translation>
    </message>
    <message>
        <source>file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>YAML directives must have exactly one argument</source>
        <translation>une directive YAML doit avoir exactement un argument</translation>
    </message>
    <message>
        <source>YAML major version too large</source>
        <translation>version majeure de YAML trop élevée</translation>
    </message>
    <message>
        <source>repeated YAML directive</source>
        <translation>directive YAML répétée</translation>
    </message>
    <message>
        <source>TAG directives must have exactly two arguments</source>
        <translation>une directive TAG doit avoir exactement deux arguments</translation>
    </message>
    <message>
        <source>repeated TAG directive</source>
        <translation>directive TAG répétée</translation>
    </message>
    <message>
        <source>illegal character found while scanning tag handle</source>
        <translation>caractère interdit dans le préfixe d’étiquette</translation>
    </message>
    <message>
        <source>tag handle with no suffix</source>
        <translation>préfixe d’étiquette sans suffixe</translation>
    </message>
    <message>
        <source>end of verbatim tag not found</source>
        <translation>fin d’étiquette littérale introuvable</translation>
    </message>
    <message>
        <source>end of map not found</source>
        <translation>fin de table introuvable</translation>
    </message>
    <message>
        <source>end of map flow not found</source>
        <translation>accolade fermante de la table introuvable</translation>
    </message>
    <message>
        <source>end of sequence not found</source>
        <translation>fin de liste introuvable</translation>
    </message>
    <message>
        <source>end of sequence flow not found</source>
        <translation>crochet fermant de la liste introuvable</translation>
    </message>
    <message>
        <source>cannot assign multiple tags to the same node</source>
        <translation>impossible de donner plusieurs étiquettes à la même valeur</translation>
    </message>
    <message>
        <source>cannot assign multiple anchors to the same node</source>
        <translation>impossible de donner plusieurs ancres à la même valeur</translation>
    </message>
    <message>
        <source>cannot assign multiple aliases to the same node</source>
        <translation>impossible de donner plusieurs alias à la même valeur</translation>
    </message>
    <message>
        <source>aliases can't have any content, *including* tags</source>
        <translation>un alias ne peut avoir aucun contenu, pas même d’étiquette</translation>
    </message>
    <message>
        <source>bad character found while scanning hex number</source>
        <translation>caractère incorrect dans un nombre hexadécimal</translation>
    </message>
    <message>
        <source>unknown token</source>
        <translation>symbole inconnu</translation>
    </message>
    <message>
        <source>illegal document indicator in scalar</source>
        <translation>indicateur de document interdit dans une valeur</translation>
    </message>
    <message>
        <source>illegal EOF in scalar</source>
        <translation>fin de fichier au milieu d’une valeur</translation>
    </message>
    <message>
        <source>illegal character in scalar</source>
        <translation>caractère interdit dans une valeur</translation>
    </message>
    <message>
        <source>illegal tab when looking for indentation</source>
        <translation>tabulation interdite dans l’indentation</translation>
    </message>
    <message>
        <source>illegal flow end</source>
        <translation>crochet ou accolade fermante interdite ici</translation>
    </message>
    <message>
        <source>illegal block entry</source>
        <translation>élément de liste (« - ») interdit ici</translation>
    </message>
    <message>
        <source>illegal map key</source>
        <translation>clé de table interdite</translation>
    </message>
    <message>
        <source>illegal map value</source>
        <translation>valeur de table interdite (indentation manquante ou deux-points en trop ?)</translation>
    </message>
    <message>
        <source>alias not found after *</source>
        <translation>nom d’alias manquant après *</translation>
    </message>
    <message>
        <source>anchor not found after &amp;</source>
        <translation>nom d’ancre manquant après &amp;</translation>
    </message>
    <message>
        <source>illegal character found while scanning alias</source>
        <translation>caractère interdit dans un alias</translation>
    </message>
    <message>
        <source>illegal character found while scanning anchor</source>
        <translation>caractère interdit dans une ancre</translation>
    </message>
    <message>
        <source>cannot set zero indentation for a block scalar</source>
        <translation>un bloc de texte ne peut pas avoir une indentation nulle</translation>
    </message>
    <message>
        <source>unexpected character in block scalar</source>
        <translation>caractère inattendu dans un bloc de texte</translation>
    </message>
    <message>
        <source>cannot assign the same alias to multiple nodes</source>
        <translation>impossible de donner le même alias à plusieurs valeurs</translation>
    </message>
    <message>
        <source>the referenced anchor is not defined</source>
        <translation>l’ancre référencée n’est pas définie</translation>
    </message>
    <message>
        <source>unmatched group tag</source>
        <translation>étiquette de groupe sans correspondance</translation>
    </message>
    <message>
        <source>unexpected end sequence token</source>
        <translation>fin de liste inattendue</translation>
    </message>
    <message>
        <source>unexpected end map token</source>
        <translation>fin de table inattendue</translation>
    </message>
    <message>
        <source>invalid character in single-quoted string</source>
        <translation>caractère interdit dans un texte entre apostrophes</translation>
    </message>
    <message>
        <source>invalid anchor</source>
        <translation>ancre non valide</translation>
    </message>
    <message>
        <source>invalid alias</source>
        <translation>alias non valide</translation>
    </message>
    <message>
        <source>invalid tag</source>
        <translation>étiquette non valide</translation>
    </message>
    <message>
        <source>bad YAML version: %1</source>
        <translation>version de YAML incorrecte : %1</translation>
    </message>
    <message>
        <source>invalid unicode: %1</source>
        <translation>caractère Unicode non valide : %1</translation>
    </message>
    <message>
        <source>unknown escape character: %1</source>
        <translation>caractère d’échappement inconnu : %1</translation>
    </message>
    <message>
        <source>too many aliases (more than %1)</source>
        <translation>trop d’alias (plus de %1)</translation>
    </message>
    <message>
        <source>alias refers to an anchor that is not complete yet</source>
        <translation>l’alias renvoie à une ancre pas encore complète</translation>
    </message>
    <message>
        <source>value is too long (more than %1 bytes)</source>
        <translation>valeur trop longue (plus de %1 octets)</translation>
    </message>
    <message>
        <source>tags such as '%1' are not supported</source>
        <translation>les étiquettes comme « %1 » ne sont pas prises en charge</translation>
    </message>
    <message>
        <source>document is too large (more than %1, aliases expanded)</source>
        <translation>document trop grand (plus de %1, alias développés)</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n valeur</numerusform>
            <numerusform>%n valeurs</numerusform>
        </translation>
    </message>
    <message>
        <source>nesting is too deep (more than %1 levels)</source>
        <translation>imbrication trop profonde (plus de %1 niveaux)</translation>
    </message>
    <message>
        <source>map ends after a key without a value</source>
        <translation>la table se termine après une clé sans valeur</translation>
    </message>
    <message>
        <source>document is too large (more than %1)</source>
        <translation>document trop grand (plus de %1)</translation>
    </message>
    <message>
        <source>list is too long (more than %1 items)</source>
        <translation>liste trop longue (plus de %1 éléments)</translation>
    </message>
    <message>
        <source>map keys must be plain values</source>
        <translation>les clés d’une table doivent être des valeurs simples</translation>
    </message>
    <message>
        <source>duplicate key '%1' (first at line %2)</source>
        <translation>clé en double « %1 » (la première à la ligne %2)</translation>
    </message>
    <message>
        <source>map is too large (more than %1 keys)</source>
        <translation>table trop grande (plus de %1 clés)</translation>
    </message>
    <message>
        <source>file is too large (%1 bytes; the limit is %2)</source>
        <translation>fichier trop volumineux (%1 octets ; la limite est %2)</translation>
    </message>
    <message>
        <source>file is not valid UTF-8 (byte %1)</source>
        <translation>le fichier n’est pas en UTF-8 valide (octet %1)</translation>
    </message>
    <message>
        <source>file contains a NUL byte</source>
        <translation>le fichier contient un octet NUL</translation>
    </message>
    <message>
        <source>a data file holds one YAML document, found a second</source>
        <translation>un fichier de données contient un seul document YAML, mais il y en a un deuxième</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>erreur de syntaxe YAML : %1</translation>
    </message>
    <message>
        <source>cannot parse: %1</source>
        <translation>lecture impossible : %1</translation>
    </message>
    <message>
        <source>a comment needs a blank before '#'</source>
        <translation>un commentaire demande une espace avant '#'</translation>
    </message>
    <message>
        <source>a flow collection goes on at a line that is not indented more than its parent (a tab is not indentation)</source>
        <translation>une collection entre crochets ou accolades continue sur une ligne pas plus indentée que son parent (une tabulation n’est pas une indentation)</translation>
    </message>
    <message>
        <source>a flow collection goes on at a line that is not indented more than its parent</source>
        <translation>une collection entre crochets ou accolades continue sur une ligne pas plus indentée que son parent</translation>
    </message>
    <message>
        <source>a quoted value goes on at a line that is not indented more than its parent (a tab is not indentation)</source>
        <translation>une valeur entre guillemets continue sur une ligne pas plus indentée que son parent (une tabulation n’est pas une indentation)</translation>
    </message>
    <message>
        <source>a quoted value goes on at a line that is not indented more than its parent</source>
        <translation>une valeur entre guillemets continue sur une ligne pas plus indentée que son parent</translation>
    </message>
    <message>
        <source>a directive must be followed by '---' and a document</source>
        <translation>une directive doit être suivie de '---' et d’un document</translation>
    </message>
    <message>
        <source>escape \%1 needs %2 hexadecimal digits</source>
        <translation>l’échappement \%1 demande %2 chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>invalid escape '\%1' in a double-quoted value</source>
        <translation>échappement '\%1' non valide dans une valeur entre guillemets</translation>
    </message>
    <message>
        <source>the quoted value has no closing double quote</source>
        <translation>il manque le guillemet fermant de la valeur</translation>
    </message>
    <message>
        <source>the quoted value has no closing single quote</source>
        <translation>il manque l’apostrophe fermante de la valeur</translation>
    </message>
    <message>
        <source>'%1' cannot start a value in a flow collection (quote it)</source>
        <translation>'%1' ne peut pas commencer une valeur entre crochets ou accolades (mettez-la entre guillemets)</translation>
    </message>
    <message>
        <source>an empty line at the start of a block scalar is indented more than its first line of text</source>
        <translation>une ligne vide au début d’un bloc de texte est plus indentée que sa première ligne de texte</translation>
    </message>
    <message>
        <source>a comma without an entry before it</source>
        <translation>une virgule sans élément avant elle</translation>
    </message>
    <message>
        <source>expected ':' after this key (a value that goes on at the next line must be indented more than its key)</source>
        <translation>':' attendu après cette clé (une valeur qui continue à la ligne suivante doit être plus indentée que sa clé)</translation>
    </message>
    <message>
        <source>a value on the line after its key must be indented more than the key</source>
        <translation>une valeur à la ligne suivant sa clé doit être plus indentée que la clé</translation>
    </message>
    <message>
        <source>Must be between %1 and %2</source>
        <extracomment>Rules editor, under a number field: the value typed is outside the allowed range</extracomment>
        <translation>Doit être compris entre %1 et %2</translation>
    </message>
    <message>
        <source>Must be at least %1</source>
        <extracomment>Rules editor, under a number field: the value typed is below the smallest allowed</extracomment>
        <translation>Doit être au moins %1</translation>
    </message>
    <message>
        <source>Must be at most %1</source>
        <extracomment>Rules editor, under a number field: the value typed is above the largest allowed</extracomment>
        <translation>Doit être au plus %1</translation>
    </message>
    <message>
        <source>Enter a whole number</source>
        <extracomment>Rules editor, under a whole-number field left empty</extracomment>
        <translation>Saisissez un nombre entier</translation>
    </message>
    <message>
        <source>Not a whole number</source>
        <extracomment>Rules editor, under a whole-number field: what was typed is not one ("abc", "2.5")</extracomment>
        <translation>Ce n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>Enter a number</source>
        <extracomment>Rules editor, under a number field left empty</extracomment>
        <translation>Saisissez un nombre</translation>
    </message>
    <message>
        <source>Not a number</source>
        <extracomment>Rules editor, under a number field: what was typed is not a number ("abc")</extracomment>
        <translation>Ce n’est pas un nombre</translation>
    </message>
    <message>
        <source>Too long: at most %1 bytes (now %2)</source>
        <extracomment>Rules editor, under a text field: %1 is the most bytes allowed (an id's letters count one byte each; most accented letters two, Japanese three), %2 the bytes typed</extracomment>
        <translation>Trop long : %1 octets au plus (actuellement %2)</translation>
    </message>
    <message>
        <source>Write a colour as #rrggbb, e.g. #c0432c</source>
        <extracomment>Rules editor, under a colour field: what was typed is not a colour</extracomment>
        <translation>Écrivez la couleur sous la forme #rrggbb, p. ex. #c0432c</translation>
    </message>
    <message>
        <source>This value is chosen, not typed</source>
        <extracomment>Rules editor: a value that is chosen, not typed (a switch, a list of words)</extracomment>
        <translation>Cette valeur se choisit, elle ne se saisit pas</translation>
    </message>
    <message>
        <source>the base game is missing</source>
        <translation>le jeu de base manque</translation>
    </message>
    <message>
        <source>this editor edits a variant of '%1', not of '%2'</source>
        <translation>cet éditeur modifie une variante de « %1 », pas de « %2 »</translation>
    </message>
    <message>
        <source>the text has errors: correct it before editing forms</source>
        <translation>le texte contient des erreurs : corrigez-le avant de modifier les formulaires</translation>
    </message>
    <message>
        <source>no item [%1] here</source>
        <translation>pas d’élément [%1] ici</translation>
    </message>
    <message>
        <source>not a key path of a value</source>
        <translation>ce n’est pas le chemin de clé d’une valeur</translation>
    </message>
    <message>
        <source>only an override can be reverted</source>
        <translation>seule une valeur changée par la variante peut être réinitialisée</translation>
    </message>
    <message>
        <source>the base game has no value here (remove the item instead)</source>
        <translation>le jeu de base n’a pas de valeur ici (retirez plutôt l’élément)</translation>
    </message>
    <message>
        <source>no list to insert item %1 into</source>
        <translation>pas de liste où insérer l’élément %1</translation>
    </message>
    <message>
        <source>no item %1 to remove</source>
        <translation>pas d’élément %1 à retirer</translation>
    </message>
    <message>
        <source>no item %1 to duplicate</source>
        <translation>pas d’élément %1 à dupliquer</translation>
    </message>
    <message>
        <source>no such base item</source>
        <translation>élément inexistant dans le jeu de base</translation>
    </message>
    <message>
        <source>not a change of this variant</source>
        <translation>ce n’est pas une modification de cette variante</translation>
    </message>
    <message>
        <source>a variant of '%1' must name it as its base</source>
        <translation>une variante de « %1 » doit le nommer comme jeu de base</translation>
    </message>
    <message>
        <source>the id '%1' differs from the folder name '%2'</source>
        <translation>l’identifiant « %1 » diffère du nom du dossier « %2 »</translation>
    </message>
    <message>
        <source>the base game '%1' has errors itself</source>
        <translation>le jeu de base « %1 » a lui-même des erreurs</translation>
    </message>
    <message>
        <source>unknown game '%1'</source>
        <translation>jeu inconnu « %1 »</translation>
    </message>
    <message>
        <source>no variant '%1' of %2: none is shipped, and it is not one of yours (no %3)</source>
        <translation>pas de variante « %1 » de %2 : aucune n’est fournie avec Kotatsu, et ce n’est pas l’une des vôtres (%3 n’existe pas)</translation>
    </message>
    <message>
        <source>no variant '%1' of %2: it is not shipped (%3) and not one of yours (no %4)</source>
        <translation>pas de variante « %1 » de %2 : elle n’est pas fournie avec Kotatsu (%3) et ce n’est pas l’une des vôtres (%4 n’existe pas)</translation>
    </message>
    <message>
        <source>the variant '%1' is for the game '%2'</source>
        <translation>la variante « %1 » est pour le jeu « %2 »</translation>
    </message>
    <message>
        <source>expected a map of easy, normal, strong</source>
        <translation>table avec easy, normal et strong attendue</translation>
    </message>
    <message>
        <source>max is smaller than min</source>
        <translation>max est inférieur à min</translation>
    </message>
    <message>
        <source>unknown rules engine '%1' (known: %2)</source>
        <translation>moteur de règles inconnu « %1 » (connus : %2)</translation>
    </message>
    <message>
        <source>unknown colour '%1' (the bead colours are %2)</source>
        <translation>couleur inconnue « %1 » (les couleurs des perles sont %2)</translation>
    </message>
    <message>
        <source>unknown tile '%1' (see board.tiles)</source>
        <translation>tuile inconnue « %1 » (voir board.tiles)</translation>
    </message>
    <message>
        <source>a card turns by 0, 90, 180 or 270 degrees</source>
        <translation>une tuile tourne de 0, 90, 180 ou 270 degrés</translation>
    </message>
    <message>
        <source>at least one card design is needed</source>
        <translation>il faut au moins un modèle de tuile</translation>
    </message>
    <message>
        <source>a card id is letters, digits or _ (up to 16)</source>
        <translation>l’identifiant d’une tuile est fait de lettres, chiffres ou _ (16 au plus)</translation>
    </message>
    <message>
        <source>expected the 4 internal line colours [bottom, left, top, right]</source>
        <translation>4 couleurs de lignes intérieures attendues [bas, gauche, haut, droite]</translation>
    </message>
    <message>
        <source>'%1' is not a base id (lower-case letters, digits, _; not a cell name)</source>
        <translation>« %1 » n’est pas un identifiant de base (minuscules, chiffres, _ ; pas un nom de case)</translation>
    </message>
    <message>
        <source>base '%1' appears twice</source>
        <translation>la base « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <source>unknown side '%1' (see sides)</source>
        <translation>camp inconnu « %1 » (voir sides)</translation>
    </message>
    <message>
        <source>side '%1' already owns the base '%2'; each side has one home base</source>
        <translation>le camp « %1 » possède déjà la base « %2 » ; chaque camp a une seule base</translation>
    </message>
    <message>
        <source>'%1' is not a cell of the %2×%3 board</source>
        <translation>« %1 » n’est pas une case du plateau de %2×%3</translation>
    </message>
    <message>
        <source>%1 already belongs to the base '%2'</source>
        <translation>%1 appartient déjà à la base « %2 »</translation>
    </message>
    <message>
        <source>a base's cells must touch each other</source>
        <translation>les cases d’une base doivent se toucher</translation>
    </message>
    <message>
        <source>extra_tile_rows go in at the middle seam (between rows %1 and %2), which must run between fields; this base touches it</source>
        <translation>extra_tile_rows s’insèrent à la jointure centrale (entre les rangées %1 et %2), qui doit passer entre des cases ; cette base la touche</translation>
    </message>
    <message>
        <source>the slot [%1, %2] overlaps the base '%3'</source>
        <translation>l’emplacement [%1, %2] chevauche la base « %3 »</translation>
    </message>
    <message>
        <source>the slot [%1, %2] is given twice</source>
        <translation>l’emplacement [%1, %2] est donné deux fois</translation>
    </message>
    <message>
        <source>expected one card per slot column (%1), found %2</source>
        <translation>une tuile attendue par colonne d’emplacements (%1), mais %2 trouvées</translation>
    </message>
    <message>
        <source>expected [cell, cell, colour], e.g. [b1, c1, red]</source>
        <translation>[case, case, couleur] attendu, p. ex. [b1, c1, red]</translation>
    </message>
    <message>
        <source>'%1' is not a cell of the added row: rows 1 and 2 are the added row, row 0 the row below it (e.g. b1, c0)</source>
        <translation>« %1 » n’est pas une case de la rangée ajoutée : les rangées 1 et 2 sont la rangée ajoutée, la rangée 0 celle du dessous (p. ex. b1, c0)</translation>
    </message>
    <message>
        <source>the two cells do not share an edge</source>
        <translation>les deux cases n’ont pas de côté commun</translation>
    </message>
    <message>
        <source>the line must touch the added row (rows 1 and 2)</source>
        <translation>la ligne doit toucher la rangée ajoutée (rangées 1 et 2)</translation>
    </message>
    <message>
        <source>the two cells lie on the same card; its colour comes from the card</source>
        <translation>les deux cases sont sur la même tuile ; sa couleur vient de la tuile</translation>
    </message>
    <message>
        <source>this line is given twice</source>
        <translation>cette ligne est donnée deux fois</translation>
    </message>
    <message>
        <source>the added row needs a line between %1 and %2</source>
        <translation>la rangée ajoutée demande une ligne entre %1 et %2</translation>
    </message>
    <message>
        <source>%1 cells lie in no base and on no card: %2</source>
        <translation>%1 cases ne sont ni dans une base ni sur une tuile : %2</translation>
    </message>
    <message>
        <source>shuffled_symmetric needs a point-symmetric board, but the card slot %1 faces a base</source>
        <translation>shuffled_symmetric demande un plateau à symétrie centrale, mais l’emplacement %1 fait face à une base</translation>
    </message>
    <message>
        <source>shuffled_symmetric needs a point-symmetric layout: the card in slot %1 (%2 at %3°) faces %4 (%5 at %6°), not the same card turned 180°</source>
        <translation>shuffled_symmetric demande une disposition à symétrie centrale : la tuile de l’emplacement %1 (%2 à %3°) fait face à %4 (%5 à %6°), qui n’est pas la même tuile tournée de 180°</translation>
    </message>
    <message>
        <source>the line between %1 and %2 lies on a card; its colour comes from the card design</source>
        <translation>la ligne entre %1 et %2 est sur une tuile ; sa couleur vient du modèle de la tuile</translation>
    </message>
    <message>
        <source>the line between %1 and %2 is given twice</source>
        <translation>la ligne entre %1 et %2 est donnée deux fois</translation>
    </message>
    <message>
        <source>expected [field, field or base, colour], e.g. [a2, a3, red]</source>
        <translation>[case, case ou base, couleur] attendu, p. ex. [a2, a3, red]</translation>
    </message>
    <message>
        <source>'%1' is neither a cell of the %2×%3 board nor a base</source>
        <translation>« %1 » n’est ni une case du plateau de %2×%3 ni une base</translation>
    </message>
    <message>
        <source>%1 lies in the base '%2'; name the base</source>
        <translation>%1 est dans la base « %2 » ; nommez la base</translation>
    </message>
    <message>
        <source>a line joins a field to a field or a base, not two bases</source>
        <translation>une ligne relie une case à une case ou à une base, pas deux bases</translation>
    </message>
    <message>
        <source>%1 does not touch the base '%2'</source>
        <translation>%1 ne touche pas la base « %2 »</translation>
    </message>
    <message>
        <source>%1 touches the base '%2' along several edges; one line per pair of regions is needed, so reshape the base</source>
        <translation>%1 touche la base « %2 » sur plusieurs côtés ; il faut une ligne par paire de zones, changez donc la forme de la base</translation>
    </message>
    <message>
        <source>%1 and %2 do not share an edge</source>
        <translation>%1 et %2 n’ont pas de côté commun</translation>
    </message>
    <message>
        <source>the bases '%1' and '%2' touch; keep fields between them</source>
        <translation>les bases « %1 » et « %2 » se touchent ; laissez des cases entre elles</translation>
    </message>
    <message>
        <source>%1 and %2 share %3 edges; a field must meet a base along one edge (one line)</source>
        <translation>%1 et %2 ont %3 côtés communs ; une case doit toucher une base sur un seul côté (une ligne)</translation>
    </message>
    <message>
        <source>no line between %1 and %2, which share an edge: add [%1, %2, colour] to board.lines</source>
        <translation>pas de ligne entre %1 et %2, qui ont un côté commun : ajoutez [%1, %2, colour] à board.lines</translation>
    </message>
    <message>
        <source>%1 more lines are missing</source>
        <translation>il manque encore %1 lignes</translation>
    </message>
    <message>
        <source>'%1' is not a field</source>
        <translation>« %1 » n’est pas une case</translation>
    </message>
    <message>
        <source>%1 is not next to the base '%2' of %3</source>
        <translation>%1 n’est pas à côté de la base « %2 » de %3</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 figure deux fois dans la liste</translation>
    </message>
    <message>
        <source>the %1 of %2 need as many start fields; found %3</source>
        <translation>les %1 de %2 demandent autant de cases de départ ; trouvé %3</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n figurine</numerusform>
            <numerusform>%n figurines</numerusform>
        </translation>
    </message>
    <message>
        <source>cards are 2×2 fields: use an even width</source>
        <translation>les tuiles font 2×2 cases : utilisez une largeur paire</translation>
    </message>
    <message>
        <source>cards are 2×2 fields: use an even height</source>
        <translation>les tuiles font 2×2 cases : utilisez une hauteur paire</translation>
    </message>
    <message>
        <source>the board has %1 cells with its extra rows; at most %2</source>
        <translation>le plateau a %1 cases avec ses rangées supplémentaires ; %2 au plus</translation>
    </message>
    <message>
        <source>cards are only turned when they are shuffled; use layout: shuffled_symmetric or shuffled_free, or tile_rotation: none</source>
        <translation>les tuiles ne tournent que si elles sont mélangées ; utilisez layout : shuffled_symmetric ou shuffled_free, ou tile_rotation : none</translation>
    </message>
    <message>
        <source>'%1' is not a start field of %2 (board.start_fields)</source>
        <translation>« %1 » n’est pas une case de départ de %2 (board.start_fields)</translation>
    </message>
    <message>
        <source>%1 holds two figures</source>
        <translation>%1 porte deux figurines</translation>
    </message>
    <message>
        <source>'%1' is not an id (lower-case letters, digits, _)</source>
        <translation>« %1 » n’est pas un identifiant (minuscules, chiffres, _)</translation>
    </message>
    <message>
        <source>expected one capital letter, e.g. K</source>
        <translation>une lettre majuscule attendue, p. ex. K</translation>
    </message>
    <message>
        <source>side '%1' appears twice</source>
        <translation>le camp « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <source>both sides use the prefix %1</source>
        <translation>les deux camps utilisent le préfixe %1</translation>
    </message>
    <message>
        <source>colour '%1' appears twice</source>
        <translation>la couleur « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <source>beads go out in same-colour groups of beads.per_figure (%1), so the count must be a multiple of it</source>
        <translation>les perles sont distribuées par groupes de même couleur de beads.per_figure (%1) : le nombre doit en être un multiple</translation>
    </message>
    <message>
        <source>expected a pattern id (lower-case letters, digits, _)</source>
        <translation>identifiant de motif attendu (minuscules, chiffres, _)</translation>
    </message>
    <message>
        <source>expected one [field, colour] per figure (%1), found %2</source>
        <translation>un [case, couleur] par figurine attendu (%1), mais trouvé %2</translation>
    </message>
    <message>
        <source>expected [field, colour], e.g. [c3, red]</source>
        <translation>[case, couleur] attendu, p. ex. [c3, red]</translation>
    </message>
    <message>
        <source>unknown bead colour '%1'</source>
        <translation>couleur de perle inconnue « %1 »</translation>
    </message>
    <message>
        <source>order: fixed needs fixed_positions, e.g. {kokeshi: [[c3, red], ...], samurai: [...]}</source>
        <translation>order : fixed demande fixed_positions, p. ex. {kokeshi : [[c3, red], ...], samurai : [...]}</translation>
    </message>
    <message>
        <source>only used with order: fixed</source>
        <translation>utilisé seulement avec order : fixed</translation>
    </message>
    <message>
        <source>draft cannot be combined with order: fixed (the fixed positions already give every figure its pair)</source>
        <translation>draft ne peut pas être combiné avec order : fixed (les positions fixes donnent déjà sa paire à chaque figurine)</translation>
    </message>
    <message>
        <source>1 would end every game at once; use 2 or more, or 0 for no repetition rule</source>
        <translation>1 terminerait chaque partie aussitôt ; utilisez 2 ou plus, ou 0 pour ne pas avoir de règle de répétition</translation>
    </message>
    <message>
        <source>a figure starts with beads.per_figure (%1) beads; the limit cannot be lower (0 = no limit)</source>
        <translation>une figurine commence avec beads.per_figure (%1) perles ; la limite ne peut pas être plus basse (0 = sans limite)</translation>
    </message>
    <message>
        <source>the colours hold %1, but %2 × %3 need exactly %4</source>
        <translation>les couleurs totalisent %1, mais %2 × %3 en demandent exactement %4</translation>
    </message>
    <message numerus="yes">
        <source>%n bead(s)</source>
        <translation>
            <numerusform>%n perle</numerusform>
            <numerusform>%n perles</numerusform>
        </translation>
    </message>
    <message>
        <source>setup.bead_pairs: one_of_each_colour needs one colour per figure of a side (%1) and %2 of each colour (one group per side)</source>
        <translation>setup.bead_pairs : one_of_each_colour demande une couleur par figurine d’un camp (%1) et %2 de chaque couleur (un groupe par camp)</translation>
    </message>
    <message>
        <source>chooser supports sides with at most %1</source>
        <translation>chooser ne prend en charge que des camps d’au plus %1</translation>
    </message>
    <message>
        <source>with one_of_each_colour every figure of a side carries a different colour; %1 is used %2</source>
        <translation>avec one_of_each_colour, chaque figurine d’un camp porte une couleur différente ; « %1 » est utilisée %2</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n fois</numerusform>
            <numerusform>%n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>the fixed positions use %1 of the colour %2; there are %3</source>
        <translation>les positions fixes utilisent %1 de la couleur %2 ; il y en a %3</translation>
    </message>
    <message>
        <source>the garden is a game for exactly 2 players</source>
        <translation>le jardin est un jeu pour exactement 2 joueurs</translation>
    </message>
    <message>
        <source>'%1' is neither a shape the table draws (%2) nor letters of its own (up to %3 letters or kanji, no spaces or punctuation, e.g. 蓮 or AB)</source>
        <translation>« %1 » n’est ni une forme que la table dessine (%2) ni des lettres de votre choix (jusqu’à %3 lettres ou kanji, sans espaces ni ponctuation, p. ex. 蓮 ou AB)</translation>
    </message>
    <message>
        <source>%1; did you mean '%2'?</source>
        <translation>%1 ; vouliez-vous dire « %2 » ?</translation>
    </message>
    <message>
        <source>'%1' must be one word of letters, digits, '_' or '-'</source>
        <translation>« %1 » doit être un seul mot de lettres, chiffres, '_' ou '-'</translation>
    </message>
    <message>
        <source>'%1' appears twice</source>
        <translation>« %1 » apparaît deux fois</translation>
    </message>
    <message>
        <source>the game cannot wait for %1 when there are %2</source>
        <translation>la partie ne peut pas attendre %1 quand il y a %2</translation>
    </message>
    <message numerus="yes">
        <source>%n empty pile(s)</source>
        <translation>
            <numerusform>%n pile épuisée</numerusform>
            <numerusform>%n piles épuisées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pile(s)</source>
        <translation>
            <numerusform>%n pile</numerusform>
            <numerusform>%n piles</numerusform>
        </translation>
    </message>
    <message>
        <source>the range is empty (the first value is the lowest)</source>
        <translation>l’intervalle est vide (la première valeur est la plus basse)</translation>
    </message>
    <message>
        <source>mark '%1' is used twice: each colour needs its own mark</source>
        <translation>la marque « %1 » est utilisée deux fois : chaque couleur a besoin de sa propre marque</translation>
    </message>
    <message>
        <source>colour %1 is used twice</source>
        <translation>la couleur %1 est utilisée deux fois</translation>
    </message>
    <message>
        <source>symbol '%1' appears twice</source>
        <translation>le symbole « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <source>emblem '%1' looks the same as the emblem of %2: each pile needs a disc a player can tell apart</source>
        <translation>l’emblème « %1 » se confond avec celui de %2 : chaque pile a besoin d’un disque que les joueurs puissent distinguer</translation>
    </message>
    <message>
        <source>Hyano supports 2 to %1</source>
        <translation>Hyano se joue de 2 à %1</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 need %2; found %3</source>
        <translation>%1 demandent %2 ; trouvé %3</translation>
    </message>
    <message numerus="yes">
        <source>%n symbol(s)</source>
        <translation>
            <numerusform>%n symbole</numerusform>
            <numerusform>%n symboles</numerusform>
        </translation>
    </message>
    <message>
        <source>the deck has %1: too few to give each of the %2 one card</source>
        <translation>la pioche a %1 : trop peu pour donner une carte à chacun des %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>a Sun needs a value to declare even when every other face-up card is of its colour: give at least %1 (one per pile)</source>
        <translation>une carte Soleil doit pouvoir annoncer une valeur même quand toutes les autres cartes visibles sont de sa couleur : donnez au moins %1 (une par pile)</translation>
    </message>
    <message>
        <source>expected a line index (0 = lowest card) or N-k (k-th from the right), found '%1'</source>
        <translation>position dans la ligne attendue (0 = la carte la plus basse) ou N-k (k-ième en partant de la droite), mais trouvé « %1 »</translation>
    </message>
    <message>
        <source>expected a map from player counts to values</source>
        <translation>table des nombres de joueurs vers les valeurs attendue</translation>
    </message>
    <message>
        <source>expected a player count (1 to 8) or 'default'</source>
        <translation>nombre de joueurs (de 1 à 8) ou 'default' attendu</translation>
    </message>
    <message>
        <source>no entry for %1 and no 'default'</source>
        <translation>pas d’entrée pour %1 ni de 'default'</translation>
    </message>
    <message>
        <source>expected a list of places (1 = first)</source>
        <translation>liste de places attendue (1 = la première)</translation>
    </message>
    <message>
        <source>Shikoku supports 2 to 8 players</source>
        <translation>Shikoku se joue de 2 à 8 joueurs</translation>
    </message>
    <message>
        <source>the start step must lie below the pagoda (steps_to_pagoda)</source>
        <translation>la marche de départ doit se trouver sous la pagode (steps_to_pagoda)</translation>
    </message>
    <message>
        <source>expected a list of line indices</source>
        <translation>liste de positions dans la ligne attendue</translation>
    </message>
    <message>
        <source>index %1 lies outside the line of %2</source>
        <translation>la position %1 est hors de la ligne de %2</translation>
    </message>
    <message>
        <source>with %1 every place in the line is frozen: nobody can climb, so the game could never end</source>
        <translation>avec %1, chaque place de la ligne reste immobile : personne ne peut gravir, la partie ne finirait jamais</translation>
    </message>
    <message>
        <source>name at least one winning place (top or bottom)</source>
        <translation>indiquez au moins une place gagnante (top ou bottom)</translation>
    </message>
    <message>
        <source>the range is empty</source>
        <translation>l’intervalle est vide</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>%1 au plus</translation>
    </message>
    <message>
        <source>no card %1 in deck.values [%2, %3]</source>
        <translation>pas de carte %1 dans deck.values [%2, %3]</translation>
    </message>
    <message>
        <source>card %1 has no sandal count</source>
        <translation>la carte %1 n’a pas de nombre de sandales</translation>
    </message>
    <message>
        <source>%1 cannot deal %2-card hands (rules.hand_size) and a line to %3 (game.players.max): %4 needed</source>
        <translation>%1 ne suffisent pas pour distribuer des mains de %2 cartes (rules.hand_size) et une ligne à %3 (game.players.max) : il en faut %4</translation>
    </message>
    <message>
        <source>pilgrim '%1' appears twice</source>
        <translation>le pèlerin « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <source>one pilgrim colour is needed per player: %1, %2</source>
        <translation>il faut une couleur de pèlerin par joueur : %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pilgrim(s)</source>
        <translation>
            <numerusform>%n pèlerin</numerusform>
            <numerusform>%n pèlerins</numerusform>
        </translation>
    </message>
    <message>
        <source>name each of pilgrim, merchant and artist once</source>
        <translation>nommez une fois chacun de pilgrim, merchant et artist</translation>
    </message>
    <message>
        <source>unknown space type '%1' (board.space_types: %2)</source>
        <translation>type de case inconnu « %1 » (board.space_types : %2)</translation>
    </message>
    <message>
        <source>level '%1' appears twice</source>
        <translation>le niveau « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <source>a starting rank must be below the track's length (%1)</source>
        <translation>un rang de départ doit être inférieur à la longueur de la piste (%1)</translation>
    </message>
    <message>
        <source>there are only %1 levels</source>
        <translation>il n’y a que %1 niveaux</translation>
    </message>
    <message>
        <source>expected a number from 0 to 1</source>
        <translation>nombre de 0 à 1 attendu</translation>
    </message>
    <message>
        <source>space type '%1' appears twice</source>
        <translation>le type de case « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <source>gain_coins: boutique_value needs a boutique: only spaces with coastal_town: true have one</source>
        <translation>gain_coins : boutique_value demande une boutique : seules les cases avec coastal_town : true en ont une</translation>
    </message>
    <message>
        <source>town '%1' appears twice</source>
        <translation>la ville « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <source>wares are drawn in mountain towns only</source>
        <translation>les marchandises ne se piochent que dans les villages de montagne</translation>
    </message>
    <message>
        <source>a coastal town needs its ring space (ring: n)</source>
        <translation>un port demande sa case du chemin côtier (ring : n)</translation>
    </message>
    <message>
        <source>ring space %1 does not exist (the ring has %2 spaces)</source>
        <translation>la case %1 du chemin côtier n’existe pas (le chemin a %2 cases)</translation>
    </message>
    <message>
        <source>ring space %1 is a %2, not a coastal town's space</source>
        <translation>la case %1 du chemin côtier est de type %2, pas celle d’un port</translation>
    </message>
    <message>
        <source>ring space %1 is already town %2's</source>
        <translation>la case %1 du chemin côtier est déjà celle de la ville %2</translation>
    </message>
    <message>
        <source>only coastal towns stand on the ring</source>
        <translation>seuls les ports sont sur le chemin côtier</translation>
    </message>
    <message>
        <source>a mountain town needs its draw (draw: n)</source>
        <translation>un village de montagne demande sa pioche (draw : n)</translation>
    </message>
    <message>
        <source>a mountain town needs its position (at: [x, y])</source>
        <translation>un village de montagne demande sa position (at : [x, y])</translation>
    </message>
    <message>
        <source>ring space %1 is a %2 but no coastal town names it (ring: %1)</source>
        <translation>la case %1 du chemin côtier est de type %2, mais aucun port ne la nomme (ring : %1)</translation>
    </message>
    <message>
        <source>unknown town '%1' (board.towns: %2)</source>
        <translation>ville inconnue « %1 » (board.towns : %2)</translation>
    </message>
    <message>
        <source>expected a route [town, town], e.g. [M1, C1]</source>
        <translation>route [ville, ville] attendue, p. ex. [M1, C1]</translation>
    </message>
    <message>
        <source>a route joins two different towns</source>
        <translation>une route relie deux villes différentes</translation>
    </message>
    <message>
        <source>the route %1–%2 appears twice</source>
        <translation>la route %1–%2 apparaît deux fois</translation>
    </message>
    <message>
        <source>region '%1' appears twice</source>
        <translation>la région « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <source>unknown icon '%1' (artist_board.icons: %2)</source>
        <translation>icône inconnue « %1 » (artist_board.icons : %2)</translation>
    </message>
    <message>
        <source>unknown region '%1' (board.regions: %2)</source>
        <translation>région inconnue « %1 » (board.regions : %2)</translation>
    </message>
    <message>
        <source>expected a list of positions [[x, y], ...]</source>
        <translation>liste de positions [[x, y], ...] attendue</translation>
    </message>
    <message>
        <source>the pilgrims cannot start on a coastal town's space</source>
        <translation>les pèlerins ne peuvent pas partir de la case d’un port</translation>
    </message>
    <message>
        <source>both merchants start there, and a coastal town holds one meeple: name a mountain town</source>
        <translation>les deux marchands partent de là, et un port n’accueille qu’un pion : nommez un village de montagne</translation>
    </message>
    <message>
        <source>%1 boutique tokens for %2 coastal towns: there is one token per coastal town</source>
        <translation>%1 jetons Boutique pour %2 ports : il y a un jeton par port</translation>
    </message>
    <message>
        <source>more than the hand limit (merchant_board.hand_limit)</source>
        <translation>plus que la limite de marchandises (merchant_board.hand_limit)</translation>
    </message>
    <message>
        <source>would be a slab at once: give fewer than merchant_board.coins_per_slab</source>
        <translation>ferait tout de suite un koban : donnez moins que merchant_board.coins_per_slab</translation>
    </message>
    <message>
        <source>at most 255 wares in all</source>
        <translation>255 marchandises au plus en tout</translation>
    </message>
    <message>
        <source>the routes allow more than %1 merchant paths up to the longest merchant die face: use fewer routes or smaller faces</source>
        <translation>les routes permettent plus de %1 trajets du marchand jusqu’à la plus grande face de son dé : utilisez moins de routes ou des faces plus petites</translation>
    </message>
    <message>
        <source>the regions allow more than %1 artist paths up to the longest artist die face: use fewer crossings or smaller faces</source>
        <translation>les régions permettent plus de %1 trajets de l’artiste jusqu’à la plus grande face de son dé : utilisez moins de passages ou des faces plus petites</translation>
    </message>
    <message>
        <source>region %1 has an empty paint scope</source>
        <translation>la région %1 n’a rien à peindre autour d’elle</translation>
    </message>
    <message>
        <source>expected a primitive name or a map of one primitive to its parameter, e.g. {advance_track: temple}</source>
        <translation>nom de primitive attendu, ou table d’une primitive vers son paramètre, p. ex. {advance_track : temple}</translation>
    </message>
    <message>
        <source>unknown effect '%1' here; the primitives are: %2</source>
        <translation>effet inconnu ici : « %1 » ; les primitives sont : %2</translation>
    </message>
    <message>
        <source>%1 takes no parameter: write it as a bare word</source>
        <translation>%1 ne prend pas de paramètre : écrivez-le comme un mot seul</translation>
    </message>
    <message>
        <source>%1 needs a parameter, e.g. {%1: %2}</source>
        <translation>%1 demande un paramètre, p. ex. {%1 : %2}</translation>
    </message>
    <message>
        <source>%1 (or %2)</source>
        <translation>%1 (ou %2)</translation>
    </message>
    <message>
        <source>expected {offset: n, min: m}</source>
        <translation>{offset : n, min : m} attendu</translation>
    </message>
    <message>
        <source>0 gives the die's own count: no choice</source>
        <translation>0 donne la valeur même du dé : aucun choix</translation>
    </message>
    <message>
        <source>at most two pilgrim_steps per side</source>
        <translation>au plus deux pilgrim_steps par face</translation>
    </message>
    <message>
        <source>ware '%1' appears twice</source>
        <translation>la marchandise « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <source>unknown ware '%1' (wares: %2)</source>
        <translation>marchandise inconnue « %1 » (wares : %2)</translation>
    </message>
    <message>
        <source>the board has rows × cols = %1 slots, so it needs that many values; found %2</source>
        <translation>le plateau a rows × cols = %1 cases, il lui faut donc autant de valeurs ; trouvé %2</translation>
    </message>
    <message>
        <source>at most %1 slots (rows × cols)</source>
        <translation>%1 cases au plus (rows × cols)</translation>
    </message>
    <message>
        <source>icon '%1' appears twice</source>
        <translation>l’icône « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <source>each player's tiles (%1) must fill the board's rows × cols = %2 slots</source>
        <translation>les jetons de chaque joueur (%1) doivent remplir les rows × cols = %2 cases du plateau</translation>
    </message>
    <message>
        <source>a second %1 tile; there is at most one per character</source>
        <translation>une deuxième tuile pour %1 ; il y en a au plus une par personnage</translation>
    </message>
    <message>
        <source>both sides have the id '%1'</source>
        <translation>les deux faces ont l’identifiant « %1 »</translation>
    </message>
    <message>
        <source>Tokaido Duo is a game for exactly 2 players</source>
        <translation>Tokaido Duo est un jeu pour exactement 2 joueurs</translation>
    </message>
    <message>
        <source>the route %1 runs through region %2: routes are the borders between regions, so split %3 along it (the rules editor offers this) or remove the route</source>
        <translation>la route %1 traverse la région %2 : les routes sont les frontières entre les régions, donc divisez %3 le long de la route (l’éditeur de règles le propose) ou retirez la route</translation>
    </message>
    <message>
        <source>the route %1 runs through region %2: routes are the borders between regions, so a route joins two towns on the border of one region; remove it or draw the regions again</source>
        <translation>la route %1 traverse la région %2 : les routes sont les frontières entre les régions, donc une route relie deux villes situées au bord d’une même région ; retirez-la ou redessinez les régions</translation>
    </message>
    <message>
        <source>the route %1 runs through regions %2: routes are the borders between regions, so a route joins two towns on the border of one region; remove it or draw the regions again</source>
        <translation>la route %1 traverse les régions %2 : les routes sont les frontières entre les régions, donc une route relie deux villes situées au bord d’une même région ; retirez-la ou redessinez les régions</translation>
    </message>
    <message>
        <source>the bag holds %1, too few for %2 per player</source>
        <translation>le sac contient %1, trop peu pour %2 par joueur</translation>
    </message>
    <message numerus="yes">
        <source>%n ware(s)</source>
        <translation>
            <numerusform>%n marchandise</numerusform>
            <numerusform>%n marchandises</numerusform>
        </translation>
    </message>
    <message>
        <source>both rule sets are needed</source>
        <translation>il faut les deux jeux de règles</translation>
    </message>
    <message>
        <source>the two rule sets are of different games</source>
        <translation>les deux jeux de règles concernent des jeux différents</translation>
    </message>
    <message>
        <source>the first game must be 0 or more</source>
        <translation>la première partie doit être la partie 0 ou une suivante</translation>
    </message>
    <message>
        <source>%1 is a share of games; write its bounds from 0% to 100% (or 0 to 1)</source>
        <translation>%1 est une part des parties : écrivez ses bornes entre 0 % et 100 % (ou entre 0 et 1)</translation>
    </message>
    <message>
        <source>%1 is not a share of games; write its bounds without %</source>
        <translation>%1 n’est pas une part des parties : écrivez ses bornes sans %</translation>
    </message>
    <message>
        <source>the games per value must be 1 or more</source>
        <translation>il faut au moins 1 partie par valeur</translation>
    </message>
    <message>
        <source>a sweep varies one key, or two for a grid</source>
        <translation>une variation porte sur une clé, ou deux pour une grille</translation>
    </message>
    <message>
        <source>the games asked for go beyond the run of %1 games</source>
        <translation>les parties demandées dépassent la série de %1 parties</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>aucun jeu</translation>
    </message>
    <message>
        <source>the number of players for %1 is %2 to %3</source>
        <extracomment>%1 is the game's id ("shikoku"), %2 and %3 its fewest and most players</extracomment>
        <translation>le nombre de joueurs de %1 va de %2 à %3</translation>
    </message>
    <message>
        <source>the number of games must be at least 1</source>
        <translation>il faut au moins 1 partie</translation>
    </message>
    <message>
        <source>games %1 to %2 are not inside the run of %3 games</source>
        <translation>les parties %1 à %2 sortent de la série de %3 parties</translation>
    </message>
    <message>
        <source>give one agent for every seat, or a single agent for all</source>
        <translation>indiquez un agent pour chaque place, ou un seul pour toutes</translation>
    </message>
    <message>
        <source>the position does not load: %1</source>
        <translation>impossible de charger la position : %1</translation>
    </message>
    <message>
        <source>the game is over here</source>
        <translation>ici, la partie est déjà finie</translation>
    </message>
    <message>
        <source>seat %1 is to move here, not the learner (seat %2): the other seats' moves go in others_play</source>
        <translation>ici, c’est à la place %1 de jouer, pas à l’élève (place %2) : les coups des autres places vont dans others_play</translation>
    </message>
    <message>
        <source>'%1' is not legal here; legal: %2</source>
        <translation>« %1 » n’est pas un coup légal ici ; coups légaux : %2</translation>
    </message>
    <message>
        <source>after it, the position breaks a rule: %1</source>
        <translation>ensuite, la position enfreint une règle : %1</translation>
    </message>
    <message>
        <source>the learner (seat %1) is to move here: the learner's moves are the steps' expect</source>
        <translation>ici, c’est à l’élève (place %1) de jouer : ses coups vont dans le champ expect des étapes</translation>
    </message>
    <message>
        <source>'%1' is not a role the moves name here (%2)</source>
        <translation>« %1 » n’est pas un rôle que les coups nomment ici (%2)</translation>
    </message>
    <message>
        <source>%1 is nowhere on the table</source>
        <translation>%1 n’est nulle part sur la table</translation>
    </message>
    <message>
        <source>'%1' is the move the step expects: nothing to explain</source>
        <translation>« %1 » est le coup que l’étape attend : rien à expliquer</translation>
    </message>
    <message>
        <source>there is no seat %1 at this table (seats 0 to %2)</source>
        <translation>pas de place %1 à cette table (places 0 à %2)</translation>
    </message>
    <message>
        <source>%1 is not a number of players this game takes (%2 to %3)</source>
        <translation>ce jeu ne se joue pas à %1 (de %2 à %3 joueurs)</translation>
    </message>
    <message>
        <source>the variant does not merge: %1</source>
        <translation>impossible de fusionner la variante : %1</translation>
    </message>
    <message>
        <source>no such variant (%1)</source>
        <translation>variante introuvable (%1)</translation>
    </message>
    <message>
        <source>these rules do not build</source>
        <translation>impossible de construire le jeu avec ces règles</translation>
    </message>
    <message>
        <source>the rules play no seat at this seat and level</source>
        <translation>les règles ne peuvent pas jouer cette place à ce niveau</translation>
    </message>
    <message>
        <source>'%1' is a seat the game's rules play, not an agent</source>
        <extracomment>%1 is the seat's text ("rules", or "automa" in older files)</extracomment>
        <translation>« %1 » est une place que jouent les règles du jeu, pas un agent</translation>
    </message>
    <message>
        <source>bad rules seat '%1' (rules or rules:level=N)</source>
        <translation>place jouée par les règles mal écrite : « %1 » (rules ou rules:level=N)</translation>
    </message>
    <message>
        <source>only one seat can be %1</source>
        <extracomment>%1 is the name of the game's own solo opponent from its data (Tokaido Duo: "Automa"), a name without an article</extracomment>
        <translation>%1 ne peut occuper qu’une seule place</translation>
    </message>
    <message>
        <source>%1 has no opponent of its own</source>
        <extracomment>%1 is the game's name ("Kokeshi &amp; Samurai"): it has no opponent its rules play</extracomment>
        <translation>les règles de %1 ne prévoient pas d’adversaire pour jouer en solo</translation>
    </message>
    <message>
        <source>%1 has levels 1 to %2</source>
        <extracomment>%1 is the name of the game's own solo opponent from its data (Tokaido Duo: "Automa"), %2 its highest level</extracomment>
        <translation>%1 a des niveaux de 1 à %2</translation>
    </message>
    <message>
        <source>it is seat %1's turn here, not the picture's seat (%2): a picture can ring only the moves of the seat it shows</source>
        <translation>ici, c’est à la place %1 de jouer, pas à celle de l’image (place %2) : une image ne peut entourer que les coups de la place qu’elle montre</translation>
    </message>
    <message>
        <source>no legal move has every part of this ring; legal: %1</source>
        <translation>aucun coup légal ne comporte toutes les parties de ce cercle ; coups légaux : %1</translation>
    </message>
    <message>
        <source>the game&apos;s table has no part &apos;%1&apos; here; its parts: %2</source>
        <translation>la table du jeu n’a pas de partie « %1 » ici ; ses parties : %2</translation>
    </message>
    <message>
        <source>there is no picture '%1' (rules/pictures/%1.yaml)</source>
        <translation>il n’y a pas d’image « %1 » (rules/pictures/%1.yaml)</translation>
    </message>
    <message>
        <source>the page places other pictures than the English page (%1, in that order)</source>
        <translation>la page ne montre pas les mêmes images que la page anglaise (%1, dans cet ordre)</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>%1 · %2 %3 (hot spring)</source>
        <extracomment>Move panel: the die being resolved again with the hot spring; %1 player, %2 character, %3 value</extracomment>
        <translation>%1 · %2 %3 (source chaude)</translation>
    </message>
    <message>
        <source>%1 · %2 %3</source>
        <extracomment>Move panel: the die being resolved; %1 player, %2 character, %3 value</extracomment>
        <translation>%1 · %2 %3</translation>
    </message>
    <message>
        <source>%1, goes back</source>
        <extracomment>Accessible name of a ware marked to go back; %1 the ware</extracomment>
        <translation>%1, retourne dans le sac</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n traveller(s) to paint</source>
        <extracomment>Move panel: the region under the mouse; %1 its name; %n meeples Paint would count there</extracomment>
        <translation>
            <numerusform>%1 : %n voyageur à peindre</numerusform>
            <numerusform>%1 : %n voyageurs à peindre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk %n space(s): %1</source>
        <extracomment>Move panel button; %1 the space reached; %n spaces</extracomment>
        <translation>
            <numerusform>Avancer de %n case : %1</numerusform>
            <numerusform>Avancer de %n cases : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Put them back</source>
        <extracomment>Move panel button on an overflow: the marked wares go back into the bag</extracomment>
        <translation>Les remettre dans le sac</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n more</source>
        <extracomment>Move panel button on an overflow, before enough wares are chosen; %n wares still to choose</extracomment>
        <translation>
            <numerusform>En choisir encore %n</numerusform>
            <numerusform>En choisir encore %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Sell nothing</source>
        <extracomment>Move panel button: sell nothing</extracomment>
        <translation>Ne rien vendre</translation>
    </message>
    <message numerus="yes">
        <source>Sell %n (+%1)</source>
        <extracomment>Move panel button (short); %1 coins earned; %n wares sold</extracomment>
        <translation>
            <numerusform>Vendre %n (+%1)</numerusform>
            <numerusform>Vendre %n (+%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n to paint)</source>
        <extracomment>Move panel button: an artist's route; %1 the regions, %n meeples counted when painting</extracomment>
        <translation>
            <numerusform>%1 (%n à peindre)</numerusform>
            <numerusform>%1 (%n à peindre)</numerusform>
        </translation>
    </message>
    <message>
        <source>Another region</source>
        <extracomment>Move panel button: back to the choice of the region</extracomment>
        <translation>Une autre région</translation>
    </message>
    <message numerus="yes">
        <source>Paint: %n painting(s) face up</source>
        <extracomment>Move panel button; %n paintings turned face up</extracomment>
        <translation>
            <numerusform>Peindre : %n jeton Peinture retourné</numerusform>
            <numerusform>Peindre : %n jetons Peinture retournés</numerusform>
        </translation>
    </message>
    <message>
        <source>Give away the painting: %1</source>
        <extracomment>Move panel button; %1 the painting's subject</extracomment>
        <translation>Offrir la peinture : %1</translation>
    </message>
    <message>
        <source>%1 (%2), from %3</source>
        <extracomment>Move panel button; %1 tile name, %2 character, %3 the player who has it</extracomment>
        <translation>%1 (%2), chez %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Move panel button; %1 tile name, %2 character</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Use the hot spring</source>
        <extracomment>Move panel button: spend the hot spring token</extracomment>
        <translation>Utiliser la source chaude</translation>
    </message>
    <message>
        <source>Keep the token</source>
        <extracomment>Move panel button: keep the hot spring token</extracomment>
        <translation>Garder le jeton</translation>
    </message>
    <message>
        <source>Your wave tile gives a choice: click one of the lit spaces, or a button.</source>
        <extracomment>Move panel prompt: the pilgrim wave tile gives two counts</extracomment>
        <translation>Votre tuile Vague vous laisse le choix : cliquez sur l’une des cases en surbrillance, ou sur un bouton.</translation>
    </message>
    <message>
        <source>Click a lit town. Mountain towns draw wares from the bag; coastal towns buy one kind of ware.</source>
        <extracomment>Move panel prompt</extracomment>
        <translation>Cliquez sur une ville en surbrillance. Dans les villages de montagne, on pioche des marchandises dans le sac ; les ports achètent un type de marchandise.</translation>
    </message>
    <message>
        <source>Every region you pass counts when you paint. Choose the route to %1.</source>
        <extracomment>Move panel prompt (Inspired: the regions passed count for painting); %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>Chaque région traversée compte quand vous peignez. Choisissez l’itinéraire jusqu’à %1.</translation>
    </message>
    <message>
        <source>Click a lit region (the shortest route is taken).</source>
        <extracomment>Move panel prompt</extracomment>
        <translation>Cliquez sur une région en surbrillance (l’itinéraire le plus court est pris).</translation>
    </message>
    <message>
        <source>Paint turns face-down paintings face up; a gift removes your first face-up painting if it shows this region's subject.</source>
        <extracomment>Move panel prompt</extracomment>
        <translation>Peindre retourne face visible des jetons Peinture face cachée ; offrir retire votre premier jeton face visible s’il montre le motif de cette région.</translation>
    </message>
    <message>
        <source>Take one wave tile; it stays on the matching character board.</source>
        <extracomment>Move panel prompt on a seashore</extracomment>
        <translation>Prenez une tuile Vague ; elle reste sur le plateau du personnage correspondant.</translation>
    </message>
    <message>
        <source>Spend the token to move the same character by the same value again, or keep it.</source>
        <extracomment>Move panel prompt; the hot spring token (温泉)</extracomment>
        <translation>Dépensez le jeton pour déplacer de nouveau le même personnage de la même valeur, ou gardez-le.</translation>
    </message>
    <message numerus="yes">
        <source>You may keep %n ware(s). Click the wares that go back into the bag.</source>
        <extracomment>Move panel prompt on an overflow; %n the hand limit</extracomment>
        <translation>
            <numerusform>Vous pouvez garder %n marchandise. Cliquez sur celles qui retournent dans le sac.</numerusform>
            <numerusform>Vous pouvez garder %n marchandises. Cliquez sur celles qui retournent dans le sac.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the %1</source>
        <extracomment>Keyboard and screen reader: unmark a ware that was to go back into the bag; %1 the ware</extracomment>
        <translation>Garder : %1</translation>
    </message>
    <message>
        <source>Put the %1 back</source>
        <extracomment>Keyboard and screen reader: mark a ware to go back into the bag; %1 the ware</extracomment>
        <translation>Remettre dans le sac : %1</translation>
    </message>
    <message>
        <source>Click a die (or go to it with the arrow keys and press Enter): that character moves by its value.</source>
        <extracomment>Move panel prompt in the dice draft</extracomment>
        <translation>Cliquez sur un dé (ou sélectionnez-le avec les touches fléchées et appuyez sur Entrée) : son personnage se déplace selon la valeur du dé.</translation>
    </message>
    <message>
        <source>Nothing to paint here: end the artist's turn</source>
        <extracomment>Move panel button when the artist has nobody to paint where it stands: the turn ends with nothing done</extracomment>
        <translation>Rien à peindre ici : finir le tour de l’artiste</translation>
    </message>
    <message numerus="yes">
        <source>Sell %n %1 (%2)</source>
        <extracomment>Move panel button; %1 the ware, %2 the coins earned ("+6 coins", the message "+%n coin(s)"); %n wares sold</extracomment>
        <translation>
            <numerusform>Vendre %n × %1 (%2)</numerusform>
            <numerusform>Vendre %n × %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n coin(s)</source>
        <extracomment>Move panel button, the coins a sale earns; %n coins</extracomment>
        <translation>
            <numerusform>+%n pièce</numerusform>
            <numerusform>+%n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>, then </source>
        <extracomment>Screen reader: between two regions of an artist's route ("Dōgo, then Mount Ishizuchi"); mind the spaces</extracomment>
        <translation>, puis </translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Round %1 · %2 picks first</source>
        <extracomment>Dice tray heading; %1 the round, %2 the player who picks first this round</extracomment>
        <translation>Manche %1 · %2 choisit en premier</translation>
    </message>
    <message>
        <source>%1 die: %2, taken by %3</source>
        <extracomment>Accessible name of a die taken in the draft; %1 character, %2 value, %3 the player who took it</extracomment>
        <translation>Dé %1 : %2, pris par %3</translation>
    </message>
    <message>
        <source>%1 die: %2</source>
        <extracomment>Accessible name of a die; %1 character, %2 value</extracomment>
        <translation>Dé %1 : %2</translation>
    </message>
    <message>
        <source>On the board</source>
        <extracomment>The hot spring token is on the board (short)</extracomment>
        <translation>Sur le plateau</translation>
    </message>
    <message>
        <source>Dice tray</source>
        <extracomment>Accessible name of the dice tray (the round's three dice)</extracomment>
        <translation>Réserve de dés</translation>
    </message>
</context>
<context>
    <name>DictTable</name>
    <message>
        <source>How often: %1</source>
        <extracomment>Rules editor: under a table of numbers by key, how often each number comes; %1 is e.g. "1 ×4 · 2 ×6"</extracomment>
        <translation>Fréquence : %1</translation>
    </message>
</context>
<context>
    <name>EditBubble</name>
    <message>
        <source>Close</source>
        <extracomment>Closes the small editing card over the board preview</extracomment>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>EditorPage</name>
    <message>
        <source>%1 — %2</source>
        <extracomment>Rules editor subtitle; %1 the variant's name, %2 its file name (the dash as your language writes it: hu &quot; – &quot;)</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>‹ Close</source>
        <extracomment>Rules editor: leaves the editor (asks first when there is unsaved work)</extracomment>
        <translation>‹ Fermer</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <extracomment>Rules editor title; %1 is the game's name</extracomment>
        <translation>Règles de %1</translation>
    </message>
    <message>
        <source>New variant</source>
        <extracomment>Rules editor subtitle when the document is a new variant without a name yet</extracomment>
        <translation>Nouvelle variante</translation>
    </message>
    <message>
        <source>%1 (shipped with Kotatsu: save it as your own variant)</source>
        <extracomment>Rules editor subtitle; %1 is the variant's name: the variant ships with Kotatsu, so it is saved under another id</extracomment>
        <translation>%1 (fournie avec Kotatsu : enregistrez-la comme variante personnelle)</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <extracomment>Rules editor tooltip of the undo button; %1 is what would be undone</extracomment>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <extracomment>Rules editor tooltip of the redo button; %1 is what would be done again</extracomment>
        <translation>Rétablir : %1</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Rien à rétablir</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Rules editor: saves the variant (a shipped one asks for a new id first)</extracomment>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save as…</source>
        <extracomment>Rules editor: saves the variant under a new id and name</extracomment>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Play this variant</source>
        <extracomment>Rules editor: starts a game with the rules being edited</extracomment>
        <translation>Jouer cette variante</translation>
    </message>
    <message>
        <source>Wait for the check to finish.</source>
        <extracomment>Rules editor: tooltip of the disabled Play button while the check runs</extracomment>
        <translation>Attendez la fin de la vérification.</translation>
    </message>
    <message numerus="yes">
        <source>Fix the %n error(s) first: a variant with errors cannot be played.</source>
        <extracomment>Rules editor: tooltip of the disabled Play button; %n is the number of errors</extracomment>
        <translation>
            <numerusform>Corrigez d’abord l’erreur (%n) : une variante avec des erreurs ne peut pas être jouée.</numerusform>
            <numerusform>Corrigez d’abord les %n erreurs : une variante avec des erreurs ne peut pas être jouée.</numerusform>
        </translation>
    </message>
    <message>
        <source>The text does not read as a variant yet.</source>
        <extracomment>Rules editor: tooltip of the disabled Play button when the text does not read</extracomment>
        <translation>Le texte n’est pas encore une variante valide.</translation>
    </message>
    <message>
        <source>Text</source>
        <extracomment>Rules editor: tab with the variant's YAML text</extracomment>
        <translation>Texte</translation>
    </message>
    <message numerus="yes">
        <source>Changes (%n)</source>
        <extracomment>Rules editor: tab listing what the variant changes; %n is how many changes</extracomment>
        <translation>
            <numerusform>Modifications (%n)</numerusform>
            <numerusform>Modifications (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <extracomment>Title of the dialog before closing the rules editor with unsaved changes</extracomment>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The variant has changes that are not saved. Save them before closing?</source>
        <extracomment>Dialog before closing the rules editor with unsaved changes</extracomment>
        <translation>La variante a des modifications non enregistrées. Les enregistrer avant de fermer ?</translation>
    </message>
    <message>
        <source>Save and close</source>
        <extracomment>Dialog button: save the variant, then close the editor</extracomment>
        <translation>Enregistrer et fermer</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Dialog button: close the editor and lose the unsaved changes</extracomment>
        <translation>Ne pas enregistrer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Dialog button: close the dialog without doing anything</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <extracomment>Title of the dialog offering the work the editor kept before it was stopped</extracomment>
        <translation>Récupérer le travail non enregistré ?</translation>
    </message>
    <message>
        <source>Recover</source>
        <extracomment>Dialog button: take back the autosaved changes</extracomment>
        <translation>Récupérer</translation>
    </message>
    <message>
        <source>Recover your changes to “%1” (%2), autosaved %3?</source>
        <extracomment>Rules editor, recovery prompt; %1 is the variant's name, %2 the game's, %3 when it was autosaved ("today at 14:32")</extracomment>
        <translation>Récupérer vos modifications de « %1 » (%2), enregistrées automatiquement %3 ?</translation>
    </message>
    <message>
        <source>It is a new variant, not saved in a file yet.</source>
        <extracomment>Rules editor, recovery prompt: the autosaved variant was never saved in a file</extracomment>
        <translation>C’est une nouvelle variante, pas encore enregistrée dans un fichier.</translation>
    </message>
    <message>
        <source>The changes are to %1, which ships with Kotatsu: save them as your own variant.</source>
        <extracomment>Rules editor, recovery prompt; %1 is a file name: the changes were made to a variant shipped with Kotatsu</extracomment>
        <translation>Les modifications portent sur %1, fourni avec Kotatsu : enregistrez-les comme votre propre variante.</translation>
    </message>
    <message>
        <source>%1 keeps the version saved before them; Undo goes back to it.</source>
        <extracomment>Rules editor, recovery prompt; %1 is a file name: undo goes back to what the file holds</extracomment>
        <translation>%1 garde la version enregistrée avant elles ; Annuler y revient.</translation>
    </message>
    <message numerus="yes">
        <source>%n more autosaved document(s) of this game will be offered after this one.</source>
        <extracomment>Rules editor, recovery prompt: more autosaved documents of this game are waiting; %n how many</extracomment>
        <translation>
            <numerusform>%n autre document de ce jeu enregistré automatiquement sera proposé ensuite.</numerusform>
            <numerusform>%n autres documents de ce jeu enregistrés automatiquement seront proposés ensuite.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard…</source>
        <extracomment>Dialog button: asks to confirm before the autosaved changes are deleted</extracomment>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Not now</source>
        <extracomment>Dialog button: leaves the autosaved changes for later (offered again next time)</extracomment>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>Delete these changes?</source>
        <extracomment>Title of the dialog confirming that autosaved changes are deleted</extracomment>
        <translation>Supprimer ces modifications ?</translation>
    </message>
    <message>
        <source>Your changes to “%1” (%2), autosaved %3, will be deleted and cannot be recovered. Files you saved stay as they are.</source>
        <extracomment>Rules editor, confirming a discard; %1 is the variant's name, %2 the game's, %3 when it was autosaved ("today at 14:32")</extracomment>
        <translation>Vos modifications de « %1 » (%2), enregistrées automatiquement %3, seront supprimées sans retour possible. Les fichiers que vous avez enregistrés restent tels quels.</translation>
    </message>
    <message>
        <source>Delete the changes</source>
        <extracomment>Dialog button: deletes the autosaved changes for good</extracomment>
        <translation>Supprimer les modifications</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Dialog button: back to the recovery prompt without deleting anything</extracomment>
        <translation>Retour</translation>
    </message>
</context>
<context>
    <name>EditorRecovery</name>
    <message>
        <source>today at %1</source>
        <extracomment>When the rules editor autosaved unsaved changes, inside "Recover your changes to “X” (Game), autosaved %3?"; %1 is a time</extracomment>
        <translation>aujourd’hui à %1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <extracomment>As "today at %1", the day before; %1 is a time</extracomment>
        <translation>hier à %1</translation>
    </message>
    <message>
        <source>on %1 at %2</source>
        <extracomment>As "today at %1", an earlier day; %1 is a date, %2 a time</extracomment>
        <translation>le %1 à %2</translation>
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
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <extracomment>End screen button: close the end screen and look at the final position</extracomment>
        <translation>Voir la table</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <extracomment>End screen button</extracomment>
        <translation>Retour aux jeux</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>End screen: one of the game's figures and its value ("Rounds: 11")</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) in all</source>
        <extracomment>End screen: how many moves the game had (everybody's, from the first)</extracomment>
        <translation>
            <numerusform>%n coup en tout</numerusform>
            <numerusform>%n coups en tout</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>End screen button: step through the game's moves from the start</extracomment>
        <translation>Revoir</translation>
    </message>
</context>
<context>
    <name>EndStandings</name>
    <message>
        <source>1st</source>
        <extracomment>End screen: a place in the standings ("You finished 1st of 3")</extracomment>
        <translation>1re</translation>
    </message>
    <message>
        <source>2nd</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>2e</translation>
    </message>
    <message>
        <source>3rd</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>3e</translation>
    </message>
    <message>
        <source>4th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>4e</translation>
    </message>
    <message>
        <source>5th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>5e</translation>
    </message>
    <message>
        <source>6th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>6e</translation>
    </message>
    <message>
        <source>7th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>7e</translation>
    </message>
    <message>
        <source>8th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>8e</translation>
    </message>
    <message numerus="yes">
        <source>%n other player(s)</source>
        <extracomment>End screen: the players sharing a place, when there are more than two of them</extracomment>
        <translation>
            <numerusform>%n autre joueur</numerusform>
            <numerusform>%n autres joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %1 of %n</source>
        <extracomment>End screen, one person against the computer: their place; %1 is the place ("2nd"), %n the number of players</extracomment>
        <translation>
            <numerusform>Vous terminez à la %1 place sur %n</numerusform>
            <numerusform>Vous terminez à la %1 place sur %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %1 of %n, level with %2</source>
        <extracomment>End screen: the person's place, shared; %1 is the place ("1st"), %2 who shares it ("Computer 2", "3 other players"), %n the number of players</extracomment>
        <translation>
            <numerusform>Vous terminez à la %1 place sur %n, à égalité avec %2</numerusform>
            <numerusform>Vous terminez à la %1 place sur %n, à égalité avec %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 finished %2 of %n</source>
        <extracomment>End screen, several people at the screen: one person's place; %1 is the name, %2 the place ("2nd"), %n the number of players</extracomment>
        <translation>
            <numerusform>%1 termine à la %2 place sur %n</numerusform>
            <numerusform>%1 termine à la %2 place sur %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 finished %2 of %n, level with %3</source>
        <extracomment>End screen, several people at the screen: one person's shared place; %1 is the name, %2 the place, %3 who shares it, %n the number of players</extracomment>
        <translation>
            <numerusform>%1 termine à la %2 place sur %n, à égalité avec %3</numerusform>
            <numerusform>%1 termine à la %2 place sur %n, à égalité avec %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>End screen table: the column of each player's score</extracomment>
        <translation>Points</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>End screen table: the column of places (1st, 2nd…)</extracomment>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>End screen table: the column of player names</extracomment>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>End screen table: the name of the person at the screen, marked as theirs; %1 is the name</extracomment>
        <translation>%1 (vous)</translation>
    </message>
</context>
<context>
    <name>ErrorList</name>
    <message>
        <source>Checking…</source>
        <extracomment>Rules editor status line while the variant is being checked</extracomment>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>No errors — ready to play</source>
        <extracomment>Rules editor status line when the variant has no errors</extracomment>
        <translation>Aucune erreur — prête à jouer</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <extracomment>Rules editor status line; %n is the number of errors in the variant</extracomment>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved as a draft: a variant with errors cannot be played</source>
        <extracomment>Rules editor status line: what saving a variant with errors does</extracomment>
        <translation>Enregistrée comme brouillon : une variante avec des erreurs ne peut pas être jouée</translation>
    </message>
    <message>
        <source>Compare with the base game</source>
        <extracomment>Rules editor: opens the variant lab on the rules being edited against the game's standard rules</extracomment>
        <translation>Comparer au jeu de base</translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <source>One less</source>
        <extracomment>Rules editor: button that lowers a whole-number field by one</extracomment>
        <translation>Un de moins</translation>
    </message>
    <message>
        <source>One more</source>
        <extracomment>Rules editor: button that raises a whole-number field by one</extracomment>
        <translation>Un de plus</translation>
    </message>
</context>
<context>
    <name>FiguresTable</name>
    <message>
        <source>Figure</source>
        <extracomment>Variant lab, figures table heading: the figure's name</extracomment>
        <translation>Indicateur</translation>
    </message>
    <message>
        <source>Difference</source>
        <extracomment>Variant lab, figures table heading: the variant's value minus the base's, paired by seed</extracomment>
        <translation>Différence</translation>
    </message>
    <message>
        <source>The first figures come after the first games…</source>
        <extracomment>Variant lab, figures table while the first games run</extracomment>
        <translation>Les premiers résultats arriveront après les premières parties…</translation>
    </message>
    <message>
        <source>Choose the seats and the number of games, then Run. Both rule sets play the same seeds, so every difference is measured game by game.</source>
        <extracomment>Variant lab, figures table before any run</extracomment>
        <translation>Choisissez qui joue à chaque place et le nombre de parties, puis cliquez sur Lancer. Les deux jeux de règles utilisent les mêmes graines : chaque différence se mesure partie par partie.</translation>
    </message>
    <message numerus="yes">
        <source>The verdicts come once all %Ln game(s) are played: a difference that looks real half-way can still vanish.</source>
        <extracomment>Variant lab, above the figures while a comparison runs; %n the games planned on each side</extracomment>
        <translation>
            <numerusform>Les verdicts viendront une fois jouée la partie prévue (%Ln) : une différence qui semble réelle à mi-parcours peut encore disparaître.</numerusform>
            <numerusform>Les verdicts viendront une fois les %Ln parties jouées : une différence qui semble réelle à mi-parcours peut encore disparaître.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No verdicts: the run stopped after %1 of %Ln game(s), and stopping early can catch a lucky moment. The intervals describe the games played.</source>
        <extracomment>Variant lab, above the figures of a cancelled comparison; %1 the games played on each side, %n the games planned</extracomment>
        <translation>
            <numerusform>Pas de verdict : la simulation s’est arrêtée après %1 partie sur %Ln, et s’arrêter tôt peut tomber sur un coup de chance. Les intervalles décrivent les parties jouées.</numerusform>
            <numerusform>Pas de verdict : la simulation s’est arrêtée après %1 parties sur %Ln, et s’arrêter tôt peut tomber sur un coup de chance. Les intervalles décrivent les parties jouées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Margin ±</source>
        <extracomment>Variant lab, figures table: label of the field holding the smallest difference that matters for this figure (its margin)</extracomment>
        <translation>Marge ±</translation>
    </message>
    <message>
        <source>The smallest difference that matters for this figure, in its unit (a share in percentage points); 5% is a share of the standard value. Empty: the default.</source>
        <extracomment>Variant lab, tooltip of a figure&apos;s margin field: what it is and how to write it</extracomment>
        <translation>La plus petite différence qui compte pour cet indicateur, dans son unité (en points de pourcentage pour une part). « 5% » signifie 5 % de la valeur des règles standard. Vide : la valeur par défaut.</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <source>File name</source>
        <extracomment>Label of the file name field in the file dialog (Qt's own dialog)</extracomment>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Filter</source>
        <extracomment>Label of the file type chooser in the file dialog (Qt's own dialog)</extracomment>
        <translation>Type</translation>
    </message>
</context>
<context>
    <name>FormBlock</name>
    <message>
        <source>Add a value</source>
        <extracomment>Rules editor: adds a value at the end of a list of values</extracomment>
        <translation>Ajouter une valeur</translation>
    </message>
    <message>
        <source>Remove the last value</source>
        <extracomment>Rules editor: removes the last value of a list of values</extracomment>
        <translation>Retirer la dernière valeur</translation>
    </message>
    <message>
        <source>Earlier in the list</source>
        <extracomment>Rules editor: moves a word one place earlier in an ordered list (a priority list)</extracomment>
        <translation>Monter dans la liste</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>‹ Games</source>
        <extracomment>Leaves the game for the launcher</extracomment>
        <translation>‹ Jeux</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Takes back your last move</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Plays again a move you took back</extracomment>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Opens the game menu</extracomment>
        <translation>Menu</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>Game menu: same players, new shuffle</extracomment>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <extracomment>Game menu</extracomment>
        <translation>Ouvrir une partie sauvegardée…</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Game menu: opens the rules</extracomment>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>This build of Kotatsu has no table for this game yet.</source>
        <extracomment>Shown when a game from data/ has no table view in this build</extracomment>
        <translation>Cette version de Kotatsu ne propose pas encore de table pour ce jeu.</translation>
    </message>
    <message>
        <source>Save game</source>
        <extracomment>Game menu: saves into the list of saved games</extracomment>
        <translation>Sauvegarder la partie</translation>
    </message>
    <message>
        <source>Game saved</source>
        <extracomment>Shown for a moment after saving</extracomment>
        <translation>Partie sauvegardée</translation>
    </message>
    <message>
        <source>Edit these rules…</source>
        <extracomment>Game menu: opens the rules editor on the rules of this game (leaves the game)</extracomment>
        <translation>Modifier ces règles…</translation>
    </message>
    <message>
        <source>Move the focus among the moves you can make</source>
        <extracomment>Keys list in the rules drawer: arrow keys on the table</extracomment>
        <translation>Déplacer le focus entre les coups possibles</translation>
    </message>
    <message>
        <source>Enter</source>
        <extracomment>Keys list: Enter plays the move with the focus</extracomment>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Play the move with the focus (or choose that part of it)</source>
        <translation>Jouer le coup sélectionné (ou choisir cette partie du coup)</translation>
    </message>
    <message>
        <source>Esc</source>
        <extracomment>Keys list: Escape steps back</extracomment>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Step back from a move begun</source>
        <translation>Revenir en arrière dans un coup commencé</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <extracomment>Game menu: step through the moves played so far</extracomment>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Full screen</source>
        <extracomment>Game menu: the window fills the screen (or back)</extracomment>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message numerus="yes">
        <source>Takes back your last move and the computer's %n move(s) after it</source>
        <extracomment>Undo button tooltip when the computer has answered; %n is how many of its moves go too</extracomment>
        <translation>
            <numerusform>Annule votre dernier coup et %n coup de l’ordinateur qui l’a suivi</numerusform>
            <numerusform>Annule votre dernier coup et les %n coups de l’ordinateur qui l’ont suivi</numerusform>
        </translation>
    </message>
    <message>
        <source>Takes back your last move</source>
        <extracomment>Undo button tooltip</extracomment>
        <translation>Annule votre dernier coup</translation>
    </message>
    <message>
        <source>Settings…</source>
        <extracomment>Game menu: opens the settings page</extracomment>
        <translation>Paramètres…</translation>
    </message>
    <message>
        <source>The game on the table is kept: Resume on the game list goes on with it until you start another one. Save it to keep it in your saved games as well.</source>
        <extracomment>Dialog before opening another saved game while a game is under way
----------
Dialog before going back to the game list while a game is under way</extracomment>
        <translation>La partie en cours est conservée : « Reprendre » dans la liste des jeux la poursuit tant que vous n’en commencez pas une autre. Sauvegardez-la pour la garder aussi dans vos parties sauvegardées.</translation>
    </message>
    <message>
        <source>Editing the rules leaves the game on the table. It is kept: Resume on the game list goes on with it until you start another one.</source>
        <extracomment>Dialog before opening the rules editor while a game is under way</extracomment>
        <translation>Modifier les règles quitte la partie en cours. Elle est conservée : « Reprendre » dans la liste des jeux la poursuit tant que vous n’en commencez pas une autre.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <extracomment>Dialog button: open the list of saved games (the game on the table is kept for Resume)</extracomment>
        <translation>Ouvrir une partie sauvegardée</translation>
    </message>
    <message>
        <source>Edit the rules</source>
        <extracomment>Dialog button: open the rules editor (the game on the table is kept for Resume)</extracomment>
        <translation>Modifier les règles</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <extracomment>Dialog button: go back to the game list (the game on the table is kept for Resume)</extracomment>
        <translation>Retour aux jeux</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>Game menu: asks the strong computer which move to make</extracomment>
        <translation>Indice</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>Status line in the replay: whose turn it was in the position shown; %1 a player's name</extracomment>
        <translation>Au tour de %1</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <extracomment>Status line in the replay of a game without rounds; %1 the position shown: whose turn it was, or how the game ended (after the colon, in lower case unless it starts with a name)</extracomment>
        <translation>Revoir : %1</translation>
    </message>
    <message>
        <source>Replay: %1 · %2</source>
        <extracomment>Status line in the replay; %1 the round of the position shown (the move log's "Round 3", lower case here in es and fr: "ronda 3", "manche 3"), %2 whose turn it was ("Blue to move") or how the game ended; fr « Revoir : manche 3, au tour de Bleu »</extracomment>
        <translation>Revoir : %1, %2</translation>
    </message>
    <message>
        <source>Zoom the table in or out</source>
        <extracomment>Keys list: the zoom keys (Ctrl + / Ctrl −)</extracomment>
        <translation>Agrandir ou réduire la table</translation>
    </message>
    <message>
        <source>Automatic zoom</source>
        <extracomment>Game menu: the table's zoom follows the window (a check mark when on)</extracomment>
        <translation>Zoom automatique</translation>
    </message>
    <message>
        <source>Zoom in (now %1)</source>
        <extracomment>Game menu: the table larger; %1 is the zoom now ("120 %")</extracomment>
        <translation>Agrandir (actuellement %1)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <extracomment>Game menu: the table smaller</extracomment>
        <translation>Réduire</translation>
    </message>
    <message>
        <source>The connection to the table dropped; joining again…</source>
        <extracomment>Status line at a network table when the connection to the host dropped; the app connects again by itself</extracomment>
        <translation>La connexion à la table a été perdue ; reconnexion en cours…</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <extracomment>At a table this app hosts for people on other computers: copies the invitation to send them</extracomment>
        <translation>Copier l’invitation</translation>
    </message>
    <message>
        <source>Send this to the people you invite: %1</source>
        <extracomment>Tooltip of "Copy the invitation"; %1 is the invitation&apos;s link (kotatsu://…)</extracomment>
        <translation>Envoyez ce lien aux personnes que vous invitez : %1</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The variant file “%1” of this saved game cannot be used: %2</source>
        <extracomment>Error when opening a saved game; %1 is the path of a variant file, %2 the first problem found in it</extracomment>
        <translation>Le fichier de variante « %1 » de cette partie sauvegardée ne peut pas être utilisé : %2</translation>
    </message>
    <message>
        <source>The saved game was played with the variant file “%1”, which is missing.</source>
        <extracomment>Error when opening a saved game played with a variant file; %1 is its path</extracomment>
        <translation>La partie sauvegardée a été jouée avec le fichier de variante « %1 », qui est introuvable.</translation>
    </message>
    <message>
        <source>The game “%1” is not available.</source>
        <extracomment>Error when starting a game; %1 is a game id</extracomment>
        <translation>Le jeu « %1 » n’est pas disponible.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <extracomment>Error when a move is sent out of turn</extracomment>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <extracomment>Error when a move breaks the rules</extracomment>
        <translation>Ce coup n’est pas autorisé pour l’instant.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <extracomment>Error when saving without a game</extracomment>
        <translation>Il n’y a aucune partie à sauvegarder.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>Error when saving; %1 is the system's reason</extracomment>
        <translation>Impossible de sauvegarder la partie : %1</translation>
    </message>
    <message>
        <source>The saved game could not be opened: %1</source>
        <extracomment>Error when opening a saved game; %1 is the reason</extracomment>
        <translation>Impossible d’ouvrir la partie sauvegardée : %1</translation>
    </message>
    <message>
        <source>The saved game needs “%1”, which is not available.</source>
        <extracomment>Error when opening a saved game; %1 is a game or game/variant id</extracomment>
        <translation>La partie sauvegardée nécessite « %1 », qui n’est pas disponible.</translation>
    </message>
    <message>
        <source>The saved game has a number of players this game does not allow.</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>La partie sauvegardée compte un nombre de joueurs que ce jeu ne permet pas.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is played by exactly %n player(s).</source>
        <extracomment>Error when starting a game; %1 is the game, %n its number of players</extracomment>
        <translation>
            <numerusform>%1 se joue à exactement %n joueur.</numerusform>
            <numerusform>%1 se joue à exactement %n joueurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is played by %2 to %n player(s).</source>
        <extracomment>Error when starting a game; %1 is the game, %2 and %n the player range (fewest, most)</extracomment>
        <translation>
            <numerusform>%1 se joue de %2 à %n joueur.</numerusform>
            <numerusform>%1 se joue de %2 à %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer chose a move that is not allowed; it plays another one.</source>
        <extracomment>Internal error shown to the player; the game goes on with another move</extracomment>
        <translation>L’ordinateur a choisi un coup non autorisé ; il en joue un autre.</translation>
    </message>
    <message>
        <source>The saved game does not match the rules: its move %1 is not allowed.</source>
        <extracomment>Error when opening a saved game; %1 is the number of the first move that does not fit</extracomment>
        <translation>La partie sauvegardée ne respecte pas les règles : son coup nº %1 n’est pas autorisé.</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <extracomment>Error when Resume finds no game left unfinished</extracomment>
        <translation>Il n’y a aucune partie inachevée à reprendre.</translation>
    </message>
    <message>
        <source>A seat is neither a person, a computer player nor the game's own opponent.</source>
        <extracomment>Error when starting a game with a malformed seat; the game's own opponent is a seat the rules play (Tokaido Duo's Automa)</extracomment>
        <translation>Une place n’est occupée ni par une personne, ni par l’ordinateur, ni par l’adversaire propre au jeu.</translation>
    </message>
    <message>
        <source>Only one seat can be %1.</source>
        <extracomment>Error when starting a solo game: two seats were set to the game's own opponent; %1 its name from the game's data (Tokaido Duo: "Automa"), a name without an article</extracomment>
        <translation>%1 ne peut occuper qu’une seule place.</translation>
    </message>
    <message>
        <source>%1 has no opponent of its own to play against.</source>
        <extracomment>Error when starting a game; %1 is the game. It has no opponent the rules play (as Tokaido Duo's Automa), so it cannot be played solo</extracomment>
        <translation>Les règles de %1 ne prévoient pas d’adversaire pour jouer en solo.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no level %2: it has %n level(s).</source>
        <extracomment>Error when starting a solo game; %1 is the name of the game's own opponent from its data (Tokaido Duo: "Automa", a name without an article), %2 the level asked for, %n how many levels it has</extracomment>
        <translation>
            <numerusform>%1 n’a pas de niveau %2 : il n’en a que %n.</numerusform>
            <numerusform>%1 n’a pas de niveau %2 : il n’en a que %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson “%1” is not available.</source>
        <extracomment>Error when starting a lesson ("Learn to play"); %1 is the lesson's id</extracomment>
        <translation>La leçon « %1 » n’est pas disponible.</translation>
    </message>
    <message>
        <source>The lesson “%1” cannot be played with these rules.</source>
        <extracomment>Error when starting a lesson ("Learn to play"); %1 is the lesson's id</extracomment>
        <translation>La leçon « %1 » ne peut pas se jouer avec ces règles.</translation>
    </message>
    <message>
        <source>That is a move of the game, but not the one this lesson is about. Look at what is ringed.</source>
        <extracomment>A lesson ("Learn to play"): the learner made a move the lesson has no word for</extracomment>
        <translation>C’est un coup permis, mais ce n’est pas celui de cette leçon. Regardez ce qui est entouré.</translation>
    </message>
    <message>
        <source>The rules do not allow that move here.</source>
        <extracomment>A lesson ("Learn to play"): the learner's move breaks the rules</extracomment>
        <translation>Les règles n’autorisent pas ce coup ici.</translation>
    </message>
    <message>
        <source>The picture “%1” is not available.</source>
        <extracomment>Error when a picture of the rules page cannot be drawn; %1 is the picture&apos;s id</extracomment>
        <translation>L’image « %1 » n’est pas disponible.</translation>
    </message>
    <message>
        <source>The move could not be sent: the connection to the table is down.</source>
        <extracomment>Error when a move cannot be sent to the table another computer holds</extracomment>
        <translation>Le coup n’a pas pu être envoyé : la connexion à la table est coupée.</translation>
    </message>
    <message>
        <source>This is not an invitation: paste the line or the kotatsu:// link the host gave you.</source>
        <extracomment>Error when joining a table on another computer: the pasted text is no invitation</extracomment>
        <translation>Ce n’est pas une invitation : collez la ligne ou le lien kotatsu:// que l’hôte vous a donné.</translation>
    </message>
    <message>
        <source>The table refused the move (%1).</source>
        <extracomment>Error when the host of a network table refused a move; %1 is the protocol's reason (a code such as stale_ply)</extracomment>
        <translation>La table a refusé le coup (%1).</translation>
    </message>
    <message>
        <source>The network game “%1” cannot be read: %2</source>
        <extracomment>Error when a saved network game cannot be opened; %1 the file, %2 the reason (in English, from the file's reader)</extracomment>
        <translation>Impossible de lire la partie en réseau « %1 » : %2</translation>
    </message>
    <message>
        <source>No table answered at %1. Is the host's app or server running, and the address right?</source>
        <extracomment>Joining a network table failed; %1 is the host's address and port (192.168.1.5:7070)</extracomment>
        <translation>Aucune table n’a répondu à l’adresse %1. L’application ou le serveur de l’hôte est-il bien lancé, et l’adresse est-elle correcte ?</translation>
    </message>
    <message>
        <source>The table did not accept the invitation's code. Ask the host for a new invitation.</source>
        <extracomment>Joining a network table failed: the invitation's code is not the table's</extracomment>
        <translation>La table n’a pas accepté le code de l’invitation. Demandez une nouvelle invitation à l’hôte.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <extracomment>Joining a network table failed: every seat for players on other computers is taken</extracomment>
        <translation>Toutes les places de cette table sont prises.</translation>
    </message>
    <message>
        <source>The table no longer keeps your seat.</source>
        <extracomment>Coming back to a network table failed: the host no longer keeps this player's seat</extracomment>
        <translation>Votre place à cette table n’est plus réservée.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window.</source>
        <extracomment>A network table: the player's seat was taken back on another window or computer</extracomment>
        <translation>Votre place a été reprise depuis une autre fenêtre.</translation>
    </message>
    <message>
        <source>The table refused to seat you (%1).</source>
        <extracomment>Joining a network table failed; %1 is the protocol's reason (a code such as bad_message)</extracomment>
        <translation>La table a refusé de vous accueillir (%1).</translation>
    </message>
    <message>
        <source>The table plays “%1”, which this computer does not have.</source>
        <extracomment>Joining a network table failed: this computer does not have the host's game or variant; %1 is the game's id</extracomment>
        <translation>Cette table joue à « %1 », qui n’est pas installé sur cet ordinateur.</translation>
    </message>
    <message>
        <source>The table could not be hosted: %1</source>
        <extracomment>Error when the launcher cannot host a table for people on other computers; %1 says why (in English, from the network layer)</extracomment>
        <translation>Impossible d’héberger la table : %1</translation>
    </message>
    <message>
        <source>There is no unfinished network table of yours to reopen.</source>
        <extracomment>Error on the launcher: the network table this app hosted cannot be opened again (its save is gone, or its game is over)</extracomment>
        <translation>Vous n’avez aucune table en réseau inachevée à rouvrir.</translation>
    </message>
    <message>
        <source>Your network table could not be reopened: %1</source>
        <extracomment>Error on the launcher when the network table this app hosted cannot be opened again; %1 says why (in English, from the network layer)</extracomment>
        <translation>Impossible de rouvrir votre table en réseau : %1</translation>
    </message>
    <message>
        <source>Your network table could not be reopened: port %1 cannot be used (%2)</source>
        <extracomment>Error on the launcher when the network table this app hosted cannot be opened again because its port (%1, a number: the others' invitations name it) cannot be used, e.g. another program took it; %2 says why (in English, from the network layer)</extracomment>
        <translation>Impossible de rouvrir votre table en réseau : le port %1 n’est pas disponible (%2)</translation>
    </message>
    <message>
        <source>Choose the certificate and its key file, or let Kotatsu make a certificate.</source>
        <extracomment>Error when hosting a network table with TLS and the person&apos;s own certificate, but the certificate file or its key file was not chosen</extracomment>
        <translation>Choisissez le certificat et le fichier de sa clé, ou laissez Kotatsu créer un certificat.</translation>
    </message>
    <message>
        <source>The computer at %1 is not the host that invited you: its certificate is not the invitation&apos;s. Neither the code nor your seat&apos;s token was sent to it. Ask the host for the invitation again.</source>
        <extracomment>Joining a network table over TLS failed: the host&apos;s certificate is not the one whose fingerprint the invitation carries (someone may be between the two computers); %1 is the host&apos;s address and port</extracomment>
        <translation>L’ordinateur à l’adresse %1 n’est pas l’hôte qui vous a invité : son certificat n’est pas celui de l’invitation. Ni le code ni le jeton de votre place ne lui ont été envoyés. Redemandez l’invitation à l’hôte.</translation>
    </message>
    <message>
        <source>The host at %1 has a certificate this computer does not trust, and the invitation does not name it. Nothing was sent to it.</source>
        <extracomment>Joining a network table over TLS failed: the invitation names no certificate and this computer does not trust the host&apos;s; %1 is the host&apos;s address and port</extracomment>
        <translation>L’hôte à l’adresse %1 a un certificat auquel cet ordinateur ne fait pas confiance, et l’invitation ne le désigne pas. Rien ne lui a été envoyé.</translation>
    </message>
</context>
<context>
    <name>GameStatsPanel</name>
    <message>
        <source>Easy</source>
        <extracomment>Launcher statistics: games against the easy computer ("Easy 3/4": 3 won of 4)</extracomment>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Launcher statistics: games against the normal computer</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Launcher statistics: games against the strong computer</extracomment>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <extracomment>Launcher statistics of the chosen game before its first finished game</extracomment>
        <translation>Aucune partie terminée pour l’instant</translation>
    </message>
    <message numerus="yes">
        <source>Played %n</source>
        <extracomment>Launcher statistics of the chosen game: games finished with a person at the table</extracomment>
        <translation>
            <numerusform>%n partie jouée</numerusform>
            <numerusform>%n parties jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won %n</source>
        <extracomment>Launcher statistics: games the person won (alone against the computer)</extracomment>
        <translation>
            <numerusform>%n gagnée</numerusform>
            <numerusform>%n gagnées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hot-seat %n</source>
        <extracomment>Launcher statistics: games played by several people at one screen</extracomment>
        <translation>
            <numerusform>%n à plusieurs sur un écran</numerusform>
            <numerusform>%n à plusieurs sur un écran</numerusform>
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
        <translation>%1, niveau %2</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>%1 to move</source>
        <extracomment>A table's move panel in the replay: whose turn it was in the position shown; %1 a player's name</extracomment>
        <translation>Au tour de %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <extracomment>Default name of a computer seat; %1 is the seat number</extracomment>
        <translation>Ordinateur %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a person's seat; %1 is the seat number</extracomment>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the table cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1 a joué un coup</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: a round; %1 is its number</extracomment>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Play the move ringed in gold</source>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice for a move the table cannot put in words; the table rings that move in gold</extracomment>
        <translation>jouez le coup entouré d’or</translation>
    </message>
    <message>
        <source>Play the move ringed in gold?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the question for a move the table cannot put in words (ja 〜ますか？); the table rings that move in gold</extracomment>
        <translation>jouer le coup entouré d’or ?</translation>
    </message>
</context>
<context>
    <name>GardenBoard</name>
    <message>
        <source>Garden</source>
        <extracomment>Screen reader: the garden board</extracomment>
        <translation>Jardin</translation>
    </message>
</context>
<context>
    <name>GardenBoardEditor</name>
    <message>
        <source>Start fields:</source>
        <extracomment>Rules editor, garden: label before the buttons that choose a side's start fields on the board</extracomment>
        <translation>Cases de départ :</translation>
    </message>
    <message>
        <source>Empty</source>
        <extracomment>Rules editor, garden: an empty tile slot on the board preview</extracomment>
        <translation>Vide</translation>
    </message>
    <message>
        <source>Turn 90° (now %1°)</source>
        <extracomment>Rules editor, garden: turns a tile a quarter turn clockwise; %1 is its turn now in degrees</extracomment>
        <translation>Tourner de 90° (actuellement %1°)</translation>
    </message>
    <message>
        <source>Bottom</source>
        <extracomment>Rules editor, garden: a tile's bottom inner line (before turning)</extracomment>
        <translation>En bas</translation>
    </message>
    <message>
        <source>Left</source>
        <extracomment>Rules editor, garden: a tile's left inner line (before turning)</extracomment>
        <translation>À gauche</translation>
    </message>
    <message>
        <source>Top</source>
        <extracomment>Rules editor, garden: a tile's top inner line (before turning)</extracomment>
        <translation>En haut</translation>
    </message>
    <message>
        <source>Right</source>
        <extracomment>Rules editor, garden: a tile's right inner line (before turning)</extracomment>
        <translation>À droite</translation>
    </message>
    <message>
        <source>Line %1 – %2</source>
        <extracomment>Rules editor, garden: title of the card of a line of the board; %1 and %2 the fields (or pagoda) it joins</extracomment>
        <translation>Ligne %1 – %2</translation>
    </message>
    <message>
        <source>Colour</source>
        <extracomment>Rules editor, garden: label of a line's colour chooser</extracomment>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Tile slot %1, %2</source>
        <extracomment>Rules editor, garden: title of the editing card of a tile slot; %1 its column, %2 its row (from 0 at the bottom left)</extracomment>
        <translation>Emplacement de tuile %1, %2</translation>
    </message>
    <message>
        <source>Place a tile here</source>
        <extracomment>Rules editor, garden: lays a tile in an empty slot</extracomment>
        <translation>Poser une tuile ici</translation>
    </message>
    <message>
        <source>Tile design</source>
        <extracomment>Rules editor, garden: label of the chooser of a slot's tile design</extracomment>
        <translation>Motif de la tuile</translation>
    </message>
    <message>
        <source>Take the tile away</source>
        <extracomment>Rules editor, garden: takes the tile out of its slot</extracomment>
        <translation>Retirer la tuile</translation>
    </message>
    <message>
        <source>Lines of design %1 (every tile of this design changes):</source>
        <extracomment>Rules editor, garden: explains the four colour choosers of a tile design; %1 the design's id</extracomment>
        <translation>Lignes du motif %1 (toutes les tuiles de ce motif changent) :</translation>
    </message>
</context>
<context>
    <name>GardenLabLabels</name>
    <message>
        <source>Moves after setup</source>
        <extracomment>Variant lab, figures table: the game's figure “plies” (plies once every figure is placed)</extracomment>
        <translation>Coups après la mise en place</translation>
    </message>
    <message>
        <source>Setup moves</source>
        <extracomment>Variant lab, figures table: the game's figure “setup_plies” (plies placing the figures)</extracomment>
        <translation>Coups de mise en place</translation>
    </message>
    <message>
        <source>Steps</source>
        <extracomment>Variant lab, figures table: the game's figure “steps” (per game)</extracomment>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Jumps</source>
        <extracomment>Variant lab, figures table: the game's figure “jumps” (per game)</extracomment>
        <translation>Sauts</translation>
    </message>
    <message>
        <source>Double jumps</source>
        <extracomment>Variant lab, figures table: the game's figure “double_jumps” (per game)</extracomment>
        <translation>Doubles sauts</translation>
    </message>
    <message>
        <source>Hand-off jumps</source>
        <extracomment>Variant lab, figures table: the game's figure “handoffs” (per game)</extracomment>
        <translation>Sauts de relais</translation>
    </message>
    <message>
        <source>Bead passes</source>
        <extracomment>Variant lab, figures table: the game's figure “passes” (per game)</extracomment>
        <translation>Perles passées</translation>
    </message>
    <message>
        <source>A figure reached the opponent's base</source>
        <extracomment>Variant lab: the end condition “base_reached”, as a label in the figures table and the end chart</extracomment>
        <translation>Une figurine a atteint la base adverse</translation>
    </message>
    <message>
        <source>Draw by repetition</source>
        <extracomment>Variant lab: the end condition “repetition”, as a label in the figures table and the end chart</extracomment>
        <translation>Partie nulle par répétition</translation>
    </message>
    <message>
        <source>A side had no move</source>
        <extracomment>Variant lab: the end condition “no_move”, as a label in the figures table and the end chart</extracomment>
        <translation>Un camp n’avait plus de coup</translation>
    </message>
    <message>
        <source>Draw at the move limit</source>
        <extracomment>Variant lab: the end condition “ply_limit” (the rules' draw after so many plies, 200 in the standard game), as a label in the figures table and the end chart</extracomment>
        <translation>Partie nulle à la limite de coups</translation>
    </message>
</context>
<context>
    <name>GardenTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a seat; %1 is a number</extracomment>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A figure's name in texts: %1 is its side (Kokeshi, Samurai), %2 its number (1-3)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 starts on %2 (%3 ×2)</source>
        <extracomment>Move log: a figure is placed in the set-up; %1 figure (Kokeshi 1), %2 start field, %3 colour of its pair of beads</extracomment>
        <translation>%1 se place en %2 (%3 ×2)</translation>
    </message>
    <message>
        <source>%1 takes a pair of beads: %2</source>
        <extracomment>Move log: a player takes a pair of beads of one colour; %1 player, %2 colour</extracomment>
        <translation>%1 prend une paire de perles : %2</translation>
    </message>
    <message>
        <source>%1 steps to %2 and hands all its beads to %3</source>
        <extracomment>Move log; %1 figure, %2 field, %3 the figure receiving the beads</extracomment>
        <translation>%1 avance jusqu’à %2 et donne toutes ses perles à %3</translation>
    </message>
    <message>
        <source>%1 steps to %2 and gives the used bead to %3</source>
        <extracomment>Move log; %1 figure, %2 field, %3 the figure receiving the used bead</extracomment>
        <translation>%1 avance jusqu’à %2 et donne la perle utilisée à %3</translation>
    </message>
    <message>
        <source>%1 jumps over %2 to %3 and hands all its beads to %4</source>
        <extracomment>Move log; %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field, %4 figure receiving the beads</extracomment>
        <translation>%1 saute par-dessus %2 jusqu’à %3 et donne toutes ses perles à %4</translation>
    </message>
    <message>
        <source>%1 jumps over %2 to %3 and gives its top bead to %4</source>
        <extracomment>Move log; %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field, %4 figure receiving the top bead</extracomment>
        <translation>%1 saute par-dessus %2 jusqu’à %3 et donne sa perle du dessus à %4</translation>
    </message>
    <message>
        <source>%1 jumps over %2 to %3</source>
        <extracomment>Move log; %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field</extracomment>
        <translation>%1 saute par-dessus %2 jusqu’à %3</translation>
    </message>
    <message>
        <source>%1 hands all its beads to %2 and jumps over it to %3</source>
        <extracomment>Move log: the hand-off jump (Note 3); %1 figure, %2 the figure jumped over (it receives all the beads), %3 landing field</extracomment>
        <translation>%1 donne toutes ses perles à %2 et saute par-dessus jusqu’à %3</translation>
    </message>
    <message>
        <source>%1 hands all its beads to the figure on %2 and jumps over it to %3</source>
        <extracomment>Move log: the hand-off jump (Note 3); %1 figure, %2 field of the figure jumped over (it receives all the beads), %3 landing field</extracomment>
        <translation>%1 donne toutes ses perles à la figurine en %2 et saute par-dessus jusqu’à %3</translation>
    </message>
    <message>
        <source>%1 passes all its beads to %2</source>
        <extracomment>Move log: no figure moves; %1 giving figure, %2 receiving figure</extracomment>
        <translation>%1 passe toutes ses perles à %2</translation>
    </message>
    <message>
        <source>%1 passes its top bead to %2</source>
        <extracomment>Move log: no figure moves; %1 giving figure, %2 receiving figure</extracomment>
        <translation>%1 passe sa perle du dessus à %2</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <extracomment>Move log: a player ends a turn of several steps; %1 player</extracomment>
        <translation>%1 termine son tour</translation>
    </message>
    <message>
        <source>%1 (order: %2)</source>
        <extracomment>Move log: added when the player chose the order of the beads handed on; %1 the move, %2 colours bottom to top</extracomment>
        <translation>%1 (ordre : %2)</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name
----------
Status line while another person is to move; %1 is a player's name</extracomment>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Status line while the computer chooses its move; %1 is its name</extracomment>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1, take a pair of beads</source>
        <extracomment>Status line; %1 is your name</extracomment>
        <translation>%1, prenez une paire de perles</translation>
    </message>
    <message>
        <source>%1: choose a bead pair and a start field</source>
        <extracomment>Status line during the set-up; %1 is your name</extracomment>
        <translation>%1 : choisissez une paire de perles et une case de départ</translation>
    </message>
    <message>
        <source>Click a lit field for %1, or pass its top bead</source>
        <extracomment>Status line: a figure is selected; %1 is the figure</extracomment>
        <translation>Cliquez sur une case en surbrillance pour %1 ou passez sa perle du dessus</translation>
    </message>
    <message>
        <source>Choose how to jump</source>
        <extracomment>Status line: the chosen field can be reached by two kinds of jump</extracomment>
        <translation>Choisissez le type de saut</translation>
    </message>
    <message>
        <source>Choose the order of the beads</source>
        <extracomment>Status line: choose the order of the beads handed over</extracomment>
        <translation>Choisissez l’ordre des perles</translation>
    </message>
    <message>
        <source>Click the figure that receives the bead</source>
        <extracomment>Status line: choose which of your figures gets the bead used for the step</extracomment>
        <translation>Cliquez sur la figurine qui reçoit la perle</translation>
    </message>
    <message>
        <source>Click the figure that gives its top bead</source>
        <extracomment>Status line: pass a bead, first step</extracomment>
        <translation>Cliquez sur la figurine qui donne sa perle du dessus</translation>
    </message>
    <message>
        <source>Click the figure that receives the top bead of %1</source>
        <extracomment>Status line: pass a bead, second step; %1 is the giving figure</extracomment>
        <translation>Cliquez sur la figurine qui reçoit la perle du dessus de %1</translation>
    </message>
    <message>
        <source>%1: move a figure or pass a bead</source>
        <extracomment>Status line at the start of your turn; %1 is your name</extracomment>
        <translation>%1 : déplacez une figurine ou passez une perle</translation>
    </message>
    <message>
        <source>A draw</source>
        <extracomment>End screen title when the garden game is drawn</extracomment>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>%1 entered %2: %3 reached the opponent's base first.</source>
        <extracomment>End screen: %1 figure, %2 the pagoda it entered, %3 the winner</extracomment>
        <translation>%1 entre dans %2 : %3 atteint la base adverse en premier.</translation>
    </message>
    <message>
        <source>%1 could not make any move.</source>
        <extracomment>End screen: %1 is the player who could not move</extracomment>
        <translation>%1 n’avait plus aucun coup possible.</translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the log cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1 a joué un coup</translation>
    </message>
    <message numerus="yes">
        <source>The same position came up %n time(s) with the same player to move.</source>
        <extracomment>End screen: why the game is drawn; %n is a number (3)</extracomment>
        <translation>
            <numerusform>La même position s’est présentée %n fois avec le même joueur au trait.</numerusform>
            <numerusform>La même position s’est présentée %n fois avec le même joueur au trait.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) were played without a winner.</source>
        <extracomment>End screen: why the game is drawn; %n is a number of moves</extracomment>
        <translation>
            <numerusform>%n coup a été joué sans vainqueur.</numerusform>
            <numerusform>%n coups ont été joués sans vainqueur.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves after setup: %1 · Steps: %2 · Jumps: %3 · Hand-off jumps: %4 · Beads passed: %5</source>
        <extracomment>End screen statistics (labels, so that no count needs a plural): %1 the moves once every figure was placed (the set-up's placements not counted: the end screen also says how many moves the game had in all, set-up included), %2 steps, %3 jumps, %4 hand-off jumps, %5 beads passed</extracomment>
        <translation>Coups après la mise en place : %1 · Pas : %2 · Sauts : %3 · Sauts de relais : %4 · Perles passées : %5</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Separator between the items of a list read out by a screen reader ("red, yellow")</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>no bead</source>
        <extracomment>Screen reader: a figure carries no bead</extracomment>
        <translation>sans perle</translation>
    </message>
    <message>
        <source>beads from bottom to top: %1</source>
        <extracomment>Screen reader: the beads on a figure's head; %1 is the list of colours, bottom to top</extracomment>
        <translation>perles de bas en haut : %1</translation>
    </message>
    <message>
        <source>%1, not placed yet</source>
        <extracomment>Screen reader: a figure not yet on the board; %1 figure</extracomment>
        <translation>%1 : pas encore sur le plateau</translation>
    </message>
    <message>
        <source>%1 on %2, %3</source>
        <extracomment>Screen reader: a figure on the board; %1 figure (Kokeshi 1), %2 its field or pagoda, %3 its beads</extracomment>
        <translation>%1 sur %2, %3</translation>
    </message>
    <message>
        <source>Pass the top bead of %1</source>
        <extracomment>Keyboard and screen reader: choose the figure that gives its top bead; %1 figure</extracomment>
        <translation>Passer la perle du dessus de %1</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <extracomment>Keyboard and screen reader: pick one of your figures to move it; %1 figure</extracomment>
        <translation>Choisir %1</translation>
    </message>
    <message>
        <source>Pass the bead to %1</source>
        <extracomment>Keyboard and screen reader: the figure that receives a passed bead; %1 figure</extracomment>
        <translation>Passer la perle à %1</translation>
    </message>
    <message>
        <source>Give all the beads to %1</source>
        <extracomment>Keyboard and screen reader: the figure that receives all the beads of the moving one; %1 figure</extracomment>
        <translation>Donner toutes les perles à %1</translation>
    </message>
    <message>
        <source>Give the bead to %1</source>
        <extracomment>Keyboard and screen reader: the figure that receives the bead used for the move; %1 figure</extracomment>
        <translation>Donner la perle à %1</translation>
    </message>
    <message>
        <source>Place %1 on %2 (beads: %3)</source>
        <extracomment>Keyboard and screen reader: place a figure in the set-up; %1 figure, %2 start field, %3 colour of its beads</extracomment>
        <translation>Placer %1 sur %2 (perles : %3)</translation>
    </message>
    <message>
        <source>Jump to %1</source>
        <extracomment>Keyboard and screen reader: jump to a field (or pagoda); %1 the field</extracomment>
        <translation>Sauter jusqu’à %1</translation>
    </message>
    <message>
        <source>Hand-off jump to %1</source>
        <extracomment>Keyboard and screen reader: the hand-off jump to a field; %1 the field</extracomment>
        <translation>Saut de relais jusqu’à %1</translation>
    </message>
    <message>
        <source>Step to %1</source>
        <extracomment>Keyboard and screen reader: step across a line to a field (or pagoda); %1 the field</extracomment>
        <translation>Avancer jusqu’à %1</translation>
    </message>
    <message>
        <source>Home of %1, goal of %2</source>
        <extracomment>Screen reader: a pagoda; %1 the side whose home it is, %2 the side that must reach it</extracomment>
        <translation>Base de %1, objectif de %2</translation>
    </message>
    <message>
        <source>Field %1</source>
        <extracomment>Screen reader: a field of the garden; %1 its name (c3)</extracomment>
        <translation>Case %1</translation>
    </message>
    <message>
        <source>Start field of %1</source>
        <extracomment>Screen reader: a start field; %1 the side (Kokeshi)</extracomment>
        <translation>Case de départ de %1</translation>
    </message>
    <message>
        <source>%1 stands here, %2</source>
        <extracomment>Screen reader: the figure on a field; %1 figure, %2 its beads</extracomment>
        <translation>%1 s’y trouve, %2</translation>
    </message>
    <message>
        <source>Free</source>
        <extracomment>Screen reader: nobody stands on the field</extracomment>
        <translation>Libre</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>Screen reader: one line around a field; %1 its colour, %2 the field (or pagoda) beyond it</extracomment>
        <translation>%1 vers %2</translation>
    </message>
    <message>
        <source>Lines: %1</source>
        <extracomment>Screen reader: the coloured lines around a field; %1 the list ("red to b3, green to c4")</extracomment>
        <translation>Lignes : %1</translation>
    </message>
    <message>
        <source>the figure on %1</source>
        <extracomment>Move log: a jumped figure known only by its field; %1 a field (c5). hu "a(z) %1 mezőn álló figura"</extracomment>
        <translation>la figurine en %1</translation>
    </message>
    <message>
        <source>Place %1 on %2 (%3 ×2)</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure (Kokeshi 1), %2 start field, %3 colour of its pair of beads</extracomment>
        <translation>placez %1 en %2 (%3 ×2)</translation>
    </message>
    <message>
        <source>Place %1 on %2 (%3 ×2)?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>placer %1 en %2 (%3 ×2) ?</translation>
    </message>
    <message>
        <source>Take the pair of beads: %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the colour of the pair of beads</extracomment>
        <translation>prenez la paire de perles : %1</translation>
    </message>
    <message>
        <source>Take the pair of beads: %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>prendre la paire de perles : %1 ?</translation>
    </message>
    <message>
        <source>Step %1 to %2 and hand all its beads to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 field, %3 the figure receiving the beads</extracomment>
        <translation>avancez %1 jusqu’à %2 et donnez toutes ses perles à %3</translation>
    </message>
    <message>
        <source>Step %1 to %2 and hand all its beads to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>avancer %1 jusqu’à %2 et donner toutes ses perles à %3 ?</translation>
    </message>
    <message>
        <source>Step %1 to %2 and give the used bead to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 field, %3 the figure receiving the used bead</extracomment>
        <translation>avancez %1 jusqu’à %2 et donnez la perle utilisée à %3</translation>
    </message>
    <message>
        <source>Step %1 to %2 and give the used bead to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>avancer %1 jusqu’à %2 et donner la perle utilisée à %3 ?</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field</extracomment>
        <translation>faites sauter %1 par-dessus %2 jusqu’à %3</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>faire sauter %1 par-dessus %2 jusqu’à %3 ?</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and hand all its beads to %4</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over, %3 landing field, %4 figure receiving the beads</extracomment>
        <translation>faites sauter %1 par-dessus %2 jusqu’à %3 et donnez toutes ses perles à %4</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and hand all its beads to %4?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>faire sauter %1 par-dessus %2 jusqu’à %3 et donner toutes ses perles à %4 ?</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and give its top bead to %4</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over, %3 landing field, %4 figure receiving the top bead</extracomment>
        <translation>faites sauter %1 par-dessus %2 jusqu’à %3 et donnez sa perle du dessus à %4</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and give its top bead to %4?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>faire sauter %1 par-dessus %2 jusqu’à %3 et donner sa perle du dessus à %4 ?</translation>
    </message>
    <message>
        <source>Hand all the beads of %1 to %2 and jump over it to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, the hand-off jump (Note 3) (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over (it receives all the beads; by its name, or "the figure on c5"), %3 landing field</extracomment>
        <translation>donnez toutes les perles de %1 à %2 et sautez par-dessus jusqu’à %3</translation>
    </message>
    <message>
        <source>Hand all the beads of %1 to %2 and jump over it to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>donner toutes les perles de %1 à %2 et sauter par-dessus jusqu’à %3 ?</translation>
    </message>
    <message>
        <source>Pass all the beads of %1 to %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, no figure moves (imperative, ja 〜ましょう); %1 giving figure, %2 receiving figure</extracomment>
        <translation>passez toutes les perles de %1 à %2</translation>
    </message>
    <message>
        <source>Pass all the beads of %1 to %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>passer toutes les perles de %1 à %2 ?</translation>
    </message>
    <message>
        <source>Pass the top bead of %1 to %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, no figure moves (imperative, ja 〜ましょう); %1 giving figure, %2 receiving figure</extracomment>
        <translation>passez la perle du dessus de %1 à %2</translation>
    </message>
    <message>
        <source>Pass the top bead of %1 to %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>passer la perle du dessus de %1 à %2 ?</translation>
    </message>
    <message>
        <source>End your turn</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to end a turn of several steps (imperative, ja 〜ましょう)</extracomment>
        <translation>terminez votre tour</translation>
    </message>
    <message>
        <source>End your turn?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>terminer votre tour ?</translation>
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
        <translation>Passez l’appareil à %1</translation>
    </message>
    <message>
        <source>%1, it is your turn. Everybody else, please look away.</source>
        <extracomment>Hand-over screen explanation; %1 is a player's name</extracomment>
        <translation>%1, c’est votre tour. Les autres, détournez les yeux, s’il vous plaît.</translation>
    </message>
    <message>
        <source>I am %1 — show my game</source>
        <extracomment>Hand-over screen button; %1 is a player's name</extracomment>
        <translation>Je suis %1 — afficher mon jeu</translation>
    </message>
    <message>
        <source>Wait, take back the last move</source>
        <extracomment>Hand-over screen: the previous player takes back their move</extracomment>
        <translation>Un instant, annuler le dernier coup</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <source>The strong computer is looking for a good move…</source>
        <extracomment>Hint bar while the computer looks for a hint</extracomment>
        <translation>L’ordinateur au niveau Difficile cherche un bon coup…</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <extracomment>Hint bar; %1 is the hinted move in words ("Play card 7")</extracomment>
        <translation>Indice : %1.</translation>
    </message>
    <message>
        <source>Play it</source>
        <extracomment>Hint bar button: plays the hinted move</extracomment>
        <translation>Le jouer</translation>
    </message>
    <message>
        <source>Close the hint</source>
        <extracomment>Hint bar button that puts the hint away</extracomment>
        <translation>Fermer l’indice</translation>
    </message>
    <message>
        <source>It won about %1% of them.</source>
        <extracomment>Hint bar, the second half of why: %1% is the share of those games won by the person's side (64%)</extracomment>
        <translation>Il en a gagné environ %1 %.</translation>
    </message>
    <message>
        <source>On average it finished level with the best other player.</source>
        <extracomment>Hint bar, the second half of why, when the games were all lost or all won: on average the person's side ended level with the best other player</extracomment>
        <translation>En moyenne, il a terminé à égalité avec le meilleur des autres joueurs.</translation>
    </message>
    <message numerus="yes">
        <source>On average it finished %n point(s) behind the best other player.</source>
        <extracomment>Hint bar, the second half of why, when the games were nearly all lost: %n is how many points (the game's score) the person's side ended behind the best other player, on average</extracomment>
        <translation>
            <numerusform>En moyenne, il a terminé %n point derrière le meilleur des autres joueurs.</numerusform>
            <numerusform>En moyenne, il a terminé %n points derrière le meilleur des autres joueurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On average it finished %n point(s) ahead of the best other player.</source>
        <extracomment>Hint bar, the second half of why, when the games were nearly all won: %n is how many points (the game's score) the person's side ended ahead of the best other player, on average</extracomment>
        <translation>
            <numerusform>En moyenne, il a terminé avec %n point d’avance sur le meilleur des autres joueurs.</numerusform>
            <numerusform>En moyenne, il a terminé avec %n points d’avance sur le meilleur des autres joueurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The strong computer played %n game(s) to the end from here with this move, your later moves mostly at random.</source>
        <extracomment>Hint bar, after the move, the first half of why: %n is how many games the strong computer played to the end from this position (in its head), starting with this move; the person's later moves in those games were mostly chosen at random</extracomment>
        <translation>
            <numerusform>Depuis cette position, l’ordinateur au niveau Difficile a simulé %n partie complète avec ce coup, en jouant vos coups suivants surtout au hasard.</numerusform>
            <numerusform>Depuis cette position, l’ordinateur au niveau Difficile a simulé %n parties complètes avec ce coup, en jouant vos coups suivants surtout au hasard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you keep following the hints, this move wins nearly every game from here (likely at least %1%; %n game(s) played out).</source>
        <extracomment>Hint bar, after the move: a forecast when nearly all the games played on from here were won. %1% is the lowest share of wins those games are consistent with (the low end of a 95% range, 87%); %n is how many games the computer has played on from here (in its head) with this move so far, the person&apos;s later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>Si vous continuez à suivre les indices, ce coup gagne presque toutes les parties à partir d’ici (sans doute au moins %1 % ; %n partie simulée).</numerusform>
            <numerusform>Si vous continuez à suivre les indices, ce coup gagne presque toutes les parties à partir d’ici (sans doute au moins %1 % ; %n parties simulées).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you keep following the hints, this move wins hardly any game from here (likely at most %1%; %n game(s) played out).</source>
        <extracomment>Hint bar, after the move: a forecast when hardly any of the games played on from here were won. %1% is the highest share of wins those games are consistent with (the high end of a 95% range, 13%); %n is how many games the computer has played on from here (in its head) with this move so far, the person&apos;s later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>Si vous continuez à suivre les indices, ce coup ne gagne presque aucune partie à partir d’ici (sans doute au plus %1 % ; %n partie simulée).</numerusform>
            <numerusform>Si vous continuez à suivre les indices, ce coup ne gagne presque aucune partie à partir d’ici (sans doute au plus %1 % ; %n parties simulées).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you keep following the hints, this move wins about %1% of games from here (likely %2–%3%; %n game(s) played out).</source>
        <extracomment>Hint bar, after the move: a forecast. %1% is the share of games the person wins from this position with this move, rounded to 5% or 10% (60%); %2% and %3% are the range of shares those games are consistent with (a 95% range, 45% to 74%); %n is how many games the computer has played on from here (in its head) with this move so far, the person&apos;s later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>Si vous continuez à suivre les indices, ce coup gagne environ %1 % des parties à partir d’ici (sans doute entre %2 et %3 % ; %n partie simulée).</numerusform>
            <numerusform>Si vous continuez à suivre les indices, ce coup gagne environ %1 % des parties à partir d’ici (sans doute entre %2 et %3 % ; %n parties simulées).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing the game on from here to see how often this move wins: %n game(s) so far, too few to tell yet.</source>
        <extracomment>Hint bar, after the move, while the computer is still playing the game on from here (in its head) to forecast how often the move wins, and has played too few games to say: %n is how many games so far. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>Simulation de la suite de la partie pour estimer à quelle fréquence ce coup gagne : %n partie simulée jusqu’ici, c’est encore trop peu pour conclure.</numerusform>
            <numerusform>Simulation de la suite de la partie pour estimer à quelle fréquence ce coup gagne : %n parties simulées jusqu’ici, c’est encore trop peu pour conclure.</numerusform>
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
        <translation>Ajouter une pile</translation>
    </message>
    <message>
        <source>Pile %1: %2</source>
        <extracomment>Rules editor, Hyano: title of the card of a pile; %1 its number around the circle, %2 its symbol's name</extracomment>
        <translation>Pile %1 : %2</translation>
    </message>
    <message>
        <source>Emblem on its disc</source>
        <extracomment>Rules editor, Hyano: label of the chooser of the emblem on a pile's disc</extracomment>
        <translation>Emblème de son disque</translation>
    </message>
    <message>
        <source>Take this pile away</source>
        <extracomment>Rules editor, Hyano: takes the clicked pile (and its symbol) away</extracomment>
        <translation>Retirer cette pile</translation>
    </message>
    <message>
        <source>Add pile %1</source>
        <extracomment>Undo step in the rules editor, Hyano: a pile added to the ring; %1 its number</extracomment>
        <translation>Ajouter la pile %1</translation>
    </message>
    <message>
        <source>Take pile %1 away</source>
        <extracomment>Undo step in the rules editor, Hyano: a pile taken out of the ring; %1 its number</extracomment>
        <translation>Retirer la pile %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pile(s) dealt</source>
        <extracomment>Rules editor, Hyano: under the ring; %n is the number of piles play deals (rules.piles)</extracomment>
        <translation>
            <numerusform>%n pile en jeu</numerusform>
            <numerusform>%n piles en jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spare disc(s) left out</source>
        <extracomment>Rules editor, Hyano: after the number of piles; %n symbol discs listed after them that play leaves out</extracomment>
        <translation>
            <numerusform>%n disque symbole en réserve, hors jeu</numerusform>
            <numerusform>%n disques symboles en réserve, hors jeu</numerusform>
        </translation>
    </message>
    <message>
        <source>Letters or kanji…</source>
        <extracomment>Rules editor, Hyano: the emblem chooser's last entry: the disc shows letters or kanji the designer writes</extracomment>
        <translation>Lettres ou kanji…</translation>
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
            <numerusform>Jusqu’à %n lettre ou kanji, puis Entrée</numerusform>
            <numerusform>Jusqu’à %n lettres ou kanji, puis Entrée</numerusform>
        </translation>
    </message>
    <message>
        <source>Its name is still the English one in: %1</source>
        <extracomment>Rules editor, Hyano: under a pile's emblem; %1 a list of languages whose name of the pile is still the English one</extracomment>
        <translation>Son nom est encore en anglais en : %1</translation>
    </message>
    <message>
        <source>Write its name</source>
        <extracomment>Rules editor, Hyano: opens the pile's name in every language in the forms</extracomment>
        <translation>Écrire son nom</translation>
    </message>
</context>
<context>
    <name>HyanoLabLabels</name>
    <message>
        <source>Rounds</source>
        <extracomment>Variant lab, figures table: the game's figure “rounds” (rounds played)</extracomment>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Prophecies that came true</source>
        <extracomment>Variant lab, figures table: the game's figure “successful_prophecies” (per game)</extracomment>
        <translation>Prophéties réalisées</translation>
    </message>
    <message>
        <source>Prophecies that failed</source>
        <extracomment>Variant lab, figures table: the game's figure “failed_prophecies” (per game)</extracomment>
        <translation>Prophéties échouées</translation>
    </message>
    <message>
        <source>Cards won</source>
        <extracomment>End screen table: the column of the cards each player won (the outcome's score)
----------
Variant lab, figures table: the game's figure “cards_won” (by all players, per game)</extracomment>
        <translation>Cartes gagnées</translation>
    </message>
    <message>
        <source>Cards removed from the game</source>
        <extracomment>Variant lab, figures table: the game's figure “cards_removed” (by failed prophecies)</extracomment>
        <translation>Cartes retirées du jeu</translation>
    </message>
    <message>
        <source>Cards left at the end</source>
        <extracomment>Variant lab, figures table: the game's figure “cards_left” (in the piles and face up)</extracomment>
        <translation>Cartes restantes à la fin</translation>
    </message>
    <message>
        <source>Players sharing first place</source>
        <extracomment>Variant lab, figures table: the game's figure “sharing_first_place” (per game)</extracomment>
        <translation>Joueurs à égalité en tête</translation>
    </message>
    <message>
        <source>No cards left</source>
        <extracomment>Variant lab: the end condition “no_cards_left”, as a label in the figures table and the end chart</extracomment>
        <translation>Plus aucune carte</translation>
    </message>
    <message>
        <source>Two piles used up</source>
        <extracomment>Variant lab: the end condition “piles_empty”, as a label in the figures table and the end chart</extracomment>
        <translation>Deux piles épuisées</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 more rounds</source>
        <extracomment>Variant lab verdict: the variant's games last more rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>Les parties durent maintenant %1 ± %2 manches de plus</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 fewer rounds</source>
        <extracomment>Variant lab verdict: the variant's games last fewer rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>Les parties durent maintenant %1 ± %2 manches de moins</translation>
    </message>
</context>
<context>
    <name>HyanoTable</name>
    <message>
        <source>%1 passes</source>
        <extracomment>Move log: a player passes (a variant without mandatory play); %1 is a player</extracomment>
        <translation>%1 passe</translation>
    </message>
    <message>
        <source>%1 makes a secret prophecy (you chose the %2)</source>
        <extracomment>Move log, seen only by the sage; %1 is you, %2 the pile symbol you chose</extracomment>
        <translation>%1 fait une prophétie secrète (vous avez choisi la pile %2)</translation>
    </message>
    <message>
        <source>%1, the sage, makes a secret prophecy</source>
        <extracomment>Move log: the sage chooses a prediction disc in secret; %1 is the sage</extracomment>
        <translation>%1, le sage, fait une prophétie secrète</translation>
    </message>
    <message>
        <source>%1 opens with %2 from the %3</source>
        <extracomment>Move log; %1 is the sage, %2 a card in a sentence ("blue 7"), %3 the pile symbol</extracomment>
        <translation>%1 ouvre avec le %2 de la pile %3</translation>
    </message>
    <message>
        <source>%1 opens with %2 from the %3, declared %4</source>
        <extracomment>Move log; %1 is the sage, %2 a Sun card in a sentence ("red Sun"), %3 the pile symbol, %4 the value declared for it</extracomment>
        <translation>%1 ouvre avec le %2 de la pile %3 (annoncé %4)</translation>
    </message>
    <message>
        <source>%1 plays %2 from the %3</source>
        <extracomment>Move log; %1 is a player, %2 a card in a sentence ("blue 7"), %3 the pile symbol</extracomment>
        <translation>%1 joue le %2 de la pile %3</translation>
    </message>
    <message>
        <source>%1 plays %2 from the %3, declared %4</source>
        <extracomment>Move log; %1 is a player, %2 a Sun card in a sentence ("red Sun"), %3 the pile symbol, %4 the value declared for it</extracomment>
        <translation>%1 joue le %2 de la pile %3 (annoncé %4)</translation>
    </message>
    <message>
        <source>%1 opens with the Sun from the %2, declared %3</source>
        <extracomment>Move log; %1 is the sage, %2 the pile symbol ("Moon"), %3 the value declared for the Sun</extracomment>
        <translation>%1 ouvre avec le Soleil de la pile %2 (annoncé %3)</translation>
    </message>
    <message>
        <source>%1 opens with the card from the %2</source>
        <extracomment>Move log; %1 is the sage, %2 the pile symbol ("Moon")</extracomment>
        <translation>%1 ouvre avec la carte de la pile %2</translation>
    </message>
    <message>
        <source>%1 plays the Sun from the %2, declared %3</source>
        <extracomment>Move log; %1 is a player, %2 the pile symbol ("Moon"), %3 the value declared for the Sun</extracomment>
        <translation>%1 joue le Soleil de la pile %2 (annoncé %3)</translation>
    </message>
    <message>
        <source>%1 plays the card from the %2</source>
        <extracomment>Move log; %1 is a player, %2 the pile symbol ("Moon")</extracomment>
        <translation>%1 joue la carte de la pile %2</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name
----------
Status line: another person is to move; %1 is a player's name</extracomment>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>%1, you are the sage: foresee the last card</source>
        <extracomment>Status line: you are the sage and must predict; %1 is your name</extracomment>
        <translation>%1, vous êtes le sage : prédisez la dernière carte</translation>
    </message>
    <message>
        <source>%1, open the round with any face-up card</source>
        <extracomment>Status line: the sage lays the first card; %1 is your name</extracomment>
        <translation>%1, ouvrez la manche avec n’importe quelle carte visible</translation>
    </message>
    <message>
        <source>%1, no card fits: pass</source>
        <extracomment>Status line: no card fits and passing is allowed; %1 is your name</extracomment>
        <translation>%1, aucune carte ne correspond : passez</translation>
    </message>
    <message>
        <source>%1, play a card that fits or pass</source>
        <extracomment>Status line: a variant where passing is allowed; %1 is your name</extracomment>
        <translation>%1, jouez une carte qui correspond ou passez</translation>
    </message>
    <message>
        <source>%1, play a card that fits the top card</source>
        <extracomment>Status line: your turn to play; %1 is your name</extracomment>
        <translation>%1, jouez une carte qui correspond à celle du dessus</translation>
    </message>
    <message>
        <source>%1, the sage, is making a prophecy…</source>
        <extracomment>Status line; %1 is the sage's name</extracomment>
        <translation>%1, le sage, prophétise…</translation>
    </message>
    <message>
        <source>%1, the sage, is choosing the opening card…</source>
        <extracomment>Status line; %1 is the sage's name</extracomment>
        <translation>%1, le sage, choisit la carte d’ouverture…</translation>
    </message>
    <message>
        <source>%1 is choosing a card…</source>
        <extracomment>Status line; %1 is a computer player's name</extracomment>
        <translation>%1 choisit une carte…</translation>
    </message>
    <message>
        <source>Everybody shares the victory</source>
        <extracomment>End screen title: every player has the same number of cards</extracomment>
        <translation>Victoire partagée par tous</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>No cards are left to turn up.</source>
        <extracomment>End screen: why the game ended</extracomment>
        <translation>Il ne reste plus aucune carte à retourner.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A card's name; %1 is a colour, %2 a value or the Sun's name ("Blue 7", "Red Sun")</extracomment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1, declared %2</source>
        <extracomment>A Sun in the centre pile; %1 is the card ("Red Sun"), %2 the value declared for it</extracomment>
        <translation>%1 (annoncé %2)</translation>
    </message>
    <message>
        <source>%1 keeps the disc hidden.</source>
        <extracomment>Reveal when the variant keeps a failed prediction secret; %1 is the sage</extracomment>
        <translation>%1 garde son disque caché.</translation>
    </message>
    <message>
        <source>The disc of %1: %2 (%3)</source>
        <extracomment>Reveal: the prediction disc turned over; %1 is the sage, %2 a pile symbol, %3 a card</extracomment>
        <translation>%1 révèle son disque : %2 (%3)</translation>
    </message>
    <message>
        <source>Foresee which card will be played last, and click its pile.</source>
        <extracomment>In the empty centre, to the sage at the screen</extracomment>
        <translation>Prédisez quelle carte sera jouée en dernier et cliquez sur sa pile.</translation>
    </message>
    <message>
        <source>%1 is reading the cards…</source>
        <extracomment>In the empty centre; %1 is the sage</extracomment>
        <translation>%1 lit les cartes…</translation>
    </message>
    <message>
        <source>Now open: click any face-up card to start the centre pile.</source>
        <extracomment>In the empty centre, to the sage at the screen</extracomment>
        <translation>À vous d’ouvrir : cliquez sur une carte visible pour commencer la pile centrale.</translation>
    </message>
    <message>
        <source>%1 will lay the opening card.</source>
        <extracomment>In the empty centre; %1 is the sage</extracomment>
        <translation>%1 va poser la carte d’ouverture.</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Button: play no card this turn (only in a variant without mandatory play)</extracomment>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: one sage's round; %1 is its number
----------
Heading: the number of the round in progress</extracomment>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Removed: %1</source>
        <extracomment>Count of cards removed by failed prophecies</extracomment>
        <translation>Retirées : %1</translation>
    </message>
    <message>
        <source>After the opening card, play goes to the right of the sage.</source>
        <extracomment>Under the turn order (variant)</extracomment>
        <translation>Après la carte d’ouverture, le jeu se poursuit à droite du sage.</translation>
    </message>
    <message>
        <source>After the opening card, play goes to the left of the sage.</source>
        <extracomment>Under the turn order</extracomment>
        <translation>Après la carte d’ouverture, le jeu se poursuit à gauche du sage.</translation>
    </message>
    <message>
        <source>%1 share the victory</source>
        <extracomment>End screen title for a tie; %1 is a list of names ("Maya and Leo")</extracomment>
        <translation>%1 se partagent la victoire</translation>
    </message>
    <message>
        <source>Rounds: %1 · Prophecies fulfilled: %2 · Cards removed: %3</source>
        <extracomment>End screen summary (numbers after labels, so no plural forms are needed); %1 rounds, %2 prophecies that came true, %3 cards removed</extracomment>
        <translation>Manches : %1 · Prophéties réalisées : %2 · Cartes retirées : %3</translation>
    </message>
    <message>
        <source>Cards waiting in the middle for the next sage: %1</source>
        <extracomment>Reveal, growing-pot variant; %1 is a number of cards</extracomment>
        <translation>Cartes en attente au centre pour le prochain sage : %1</translation>
    </message>
    <message>
        <source>The prophecy of %1 failed. Cards waiting in the middle: %2</source>
        <extracomment>Last prophecy, growing-pot variant; %1 is the sage, %2 a number of cards</extracomment>
        <translation>Échec pour %1. Cartes en attente au centre : %2</translation>
    </message>
    <message>
        <source>The game is over. %1</source>
        <extracomment>Status line when the game has ended; %1 says why ("3 piles are used up.")</extracomment>
        <translation>La partie est terminée. %1</translation>
    </message>
    <message>
        <source>%1 The most cards wins.</source>
        <extracomment>End screen: why the game ended (%1, e.g. "3 piles are used up."), then how it is won</extracomment>
        <translation>%1 Qui a le plus de cartes l’emporte.</translation>
    </message>
    <message numerus="yes">
        <source>%n pile(s) used up.</source>
        <extracomment>Why a Hyano game ended; %n is the number of piles with no card left (1 in a variant, usually 2)</extracomment>
        <translation>
            <numerusform>%n pile est épuisée.</numerusform>
            <numerusform>%n piles sont épuisées.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the log cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1 a joué un coup</translation>
    </message>
    <message numerus="yes">
        <source>%1 foresaw it: wins %n card(s)</source>
        <extracomment>Reveal; %1 is the sage, %n the cards won</extracomment>
        <translation>
            <numerusform>%1 a vu juste et remporte %n carte</numerusform>
            <numerusform>%1 a vu juste et remporte %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) leave the game</source>
        <extracomment>Reveal when the predicted card was never played; %n is a number of cards</extracomment>
        <translation>
            <numerusform>%n carte est retirée du jeu</numerusform>
            <numerusform>%n cartes sont retirées du jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The prophecy of %1 failed: %n card(s) left the game</source>
        <extracomment>Last prophecy; %1 is the sage, %n a number of cards</extracomment>
        <translation>
            <numerusform>Échec pour %1 : %n carte a été retirée du jeu</numerusform>
            <numerusform>Échec pour %1 : %n cartes ont été retirées du jeu</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>card in a sentence</comment>
        <extracomment>A card's name inside a sentence; %1 is its colour in the in-sentence form (lower case where the language wants it), %2 a value or the Sun's in-sentence name ("blue 7", "red Sun")</extracomment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Foresee the %2 on the %1 as the last card</source>
        <extracomment>Keyboard and screen reader: the sage's prophecy on a pile; %1 is the pile symbol ("Moon"), %2 its face-up card in a sentence ("blue 7")</extracomment>
        <translation>Prédire le %2 de la pile %1 comme dernière carte</translation>
    </message>
    <message>
        <source>Open with the %2 from the %1 and choose its value</source>
        <extracomment>Keyboard and screen reader: open with a Sun, its value is chosen next; %1 is the pile symbol, %2 the Sun in a sentence ("red Sun")</extracomment>
        <translation>Ouvrir avec le %2 de la pile %1 et choisir sa valeur</translation>
    </message>
    <message>
        <source>Play the %2 from the %1 and choose its value</source>
        <extracomment>Keyboard and screen reader: play a Sun, its value is chosen next; %1 is the pile symbol, %2 the Sun in a sentence ("red Sun")</extracomment>
        <translation>Jouer le %2 de la pile %1 et choisir sa valeur</translation>
    </message>
    <message>
        <source>Open with the %2 from the %1, declaring %3</source>
        <extracomment>Keyboard and screen reader: open with a Sun that can take one value only; %1 is the pile symbol, %2 the Sun in a sentence, %3 the value</extracomment>
        <translation>Ouvrir avec le %2 de la pile %1 en annonçant %3</translation>
    </message>
    <message>
        <source>Play the %2 from the %1, declaring %3</source>
        <extracomment>Keyboard and screen reader: play a Sun that can take one value only; %1 is the pile symbol, %2 the Sun in a sentence, %3 the value</extracomment>
        <translation>Jouer le %2 de la pile %1 en annonçant %3</translation>
    </message>
    <message>
        <source>Open with the %2 from the %1</source>
        <extracomment>Keyboard and screen reader: the sage's opening card; %1 is the pile symbol ("Moon"), %2 the card in a sentence ("blue 7")</extracomment>
        <translation>Ouvrir avec le %2 de la pile %1</translation>
    </message>
    <message>
        <source>Play the %2 from the %1</source>
        <extracomment>Keyboard and screen reader: play a card; %1 is the pile symbol ("Moon"), %2 the card in a sentence ("blue 7")</extracomment>
        <translation>Jouer le %2 de la pile %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 pile: %2 face up, %n card(s) face down</source>
        <extracomment>Screen reader: a pile of the ring; %1 is its symbol ("Moon"), %2 its face-up card ("Blue 7"), %n the cards face down under it</extracomment>
        <translation>
            <numerusform>Pile %1 : %2 face visible, %n carte face cachée</numerusform>
            <numerusform>Pile %1 : %2 face visible, %n cartes face cachée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pile: no card face up, %n card(s) face down</source>
        <extracomment>Screen reader: a pile of the ring whose card was played this round; %1 is its symbol, %n the cards face down</extracomment>
        <translation>
            <numerusform>Pile %1 : aucune carte face visible, %n carte face cachée</numerusform>
            <numerusform>Pile %1 : aucune carte face visible, %n cartes face cachée</numerusform>
        </translation>
    </message>
    <message>
        <source>Pile of %1: used up</source>
        <extracomment>Screen reader: a pile of the ring with no card left; %1 is its symbol</extracomment>
        <translation>Pile %1 : épuisée</translation>
    </message>
    <message>
        <source>(your prophecy)</source>
        <extracomment>Screen reader, after a pile's description: the sage at the screen predicted this pile</extracomment>
        <translation>(votre prophétie)</translation>
    </message>
    <message>
        <source>The ring of piles</source>
        <extracomment>Screen reader: the ring of piles around the centre pile</extracomment>
        <translation>Le cercle des piles</translation>
    </message>
    <message>
        <source>Card colours</source>
        <extracomment>Screen reader: the list of card colours with their marks (colour-blind-safe mode)</extracomment>
        <translation>Couleurs des cartes</translation>
    </message>
    <message>
        <source>Pass: play no card this turn</source>
        <extracomment>Keyboard and screen reader: the pass button (a variant without mandatory play)</extracomment>
        <translation>Passer : ne jouer aucune carte ce tour-ci</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to pass (imperative, ja 〜ましょう)</extracomment>
        <translation>passez</translation>
    </message>
    <message>
        <source>Pass?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>passer ?</translation>
    </message>
    <message>
        <source>Make your prophecy on the pile of the %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to the sage to make the prophecy on a pile (imperative, ja 〜ましょう); %1 the pile symbol ("Moon")</extracomment>
        <translation>faites votre prophétie sur la pile %1</translation>
    </message>
    <message>
        <source>Make your prophecy on the pile of the %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>faire votre prophétie sur la pile %1 ?</translation>
    </message>
    <message>
        <source>Open with %1 from the %2 and declare %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a Sun card in a sentence ("red Sun"), %2 the pile symbol, %3 the value to declare for it</extracomment>
        <translation>ouvrez avec le %1 de la pile %2 et annoncez %3</translation>
    </message>
    <message>
        <source>Open with %1 from the %2 and declare %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>ouvrir avec le %1 de la pile %2 et annoncer %3 ?</translation>
    </message>
    <message>
        <source>Play %1 from the %2 and declare %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a Sun card in a sentence ("red Sun"), %2 the pile symbol, %3 the value to declare for it</extracomment>
        <translation>jouez le %1 de la pile %2 et annoncez %3</translation>
    </message>
    <message>
        <source>Play %1 from the %2 and declare %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>jouer le %1 de la pile %2 et annoncer %3 ?</translation>
    </message>
    <message>
        <source>Open with %1 from the %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a card in a sentence ("blue 7"), %2 the pile symbol</extracomment>
        <translation>ouvrez avec le %1 de la pile %2</translation>
    </message>
    <message>
        <source>Open with %1 from the %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>ouvrir avec le %1 de la pile %2 ?</translation>
    </message>
    <message>
        <source>Play %1 from the %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a card in a sentence ("blue 7"), %2 the pile symbol</extracomment>
        <translation>jouez le %1 de la pile %2</translation>
    </message>
    <message>
        <source>Play %1 from the %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>jouer le %1 de la pile %2 ?</translation>
    </message>
    <message>
        <source>Play the Sun from the %1 and declare %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the pile symbol ("Moon"), %2 the value to declare for its Sun</extracomment>
        <translation>jouez le Soleil de la pile %1 et annoncez %2</translation>
    </message>
    <message>
        <source>Play the Sun from the %1 and declare %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>jouer le Soleil de la pile %1 et annoncer %2 ?</translation>
    </message>
    <message>
        <source>Play the card from the %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the pile symbol ("Moon")</extracomment>
        <translation>jouez la carte de la pile %1</translation>
    </message>
    <message>
        <source>Play the card from the %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>jouer la carte de la pile %1 ?</translation>
    </message>
</context>
<context>
    <name>IslandBoard</name>
    <message numerus="yes">
        <source>%1, mountain town: draws %n ware(s)</source>
        <extracomment>Accessible name of a mountain town; %1 its name; %n how many wares a merchant draws there</extracomment>
        <translation>
            <numerusform>%1, village de montagne : on y pioche %n marchandise</numerusform>
            <numerusform>%1, village de montagne : on y pioche %n marchandises</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabCharts</name>
    <message>
        <source>Length</source>
        <extracomment>Variant lab: tab of the chart of game lengths</extracomment>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Variant lab: tab of the chart of wins by seat</extracomment>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>Variant lab: tab of the chart of points by seat</extracomment>
        <translation>Points</translation>
    </message>
    <message>
        <source>Endings</source>
        <extracomment>Variant lab: tab of the chart of end conditions</extracomment>
        <translation>Fins</translation>
    </message>
    <message>
        <source>Share of games by rounds played</source>
        <extracomment>Variant lab, length chart title: share of games by their number of rounds</extracomment>
        <translation>Part des parties selon le nombre de manches</translation>
    </message>
    <message>
        <source>Share of games by decisions</source>
        <extracomment>Variant lab, length chart title: share of games by their number of decisions (moves)</extracomment>
        <translation>Part des parties selon le nombre de décisions</translation>
    </message>
    <message>
        <source>Target</source>
        <extracomment>Variant lab, length chart: the legend of the designer's target band</extracomment>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Wins by seat (95% intervals)</source>
        <extracomment>Variant lab, wins chart title: share of games each seat won, with 95% intervals</extracomment>
        <translation>Victoires par place (intervalles à 95 %)</translation>
    </message>
    <message>
        <source>Draws</source>
        <extracomment>Variant lab, wins chart: the category of games without a winner</extracomment>
        <translation>Parties nulles</translation>
    </message>
    <message>
        <source>Points by seat (lowest, quartiles, highest)</source>
        <extracomment>Variant lab, points chart title: the spread of each seat's points (lowest, quartiles, median, highest)</extracomment>
        <translation>Points par place (minimum, quartiles, maximum)</translation>
    </message>
    <message>
        <source>How the games ended</source>
        <extracomment>Variant lab, end chart title: the share of games each end condition ended</extracomment>
        <translation>Comment les parties se sont terminées</translation>
    </message>
    <message>
        <source>Games inside the target — %1: %2 · %3: %4</source>
        <extracomment>Variant lab, under the length chart: the share of games inside the designer's target on each side, as labels (no grammar around the names); %1 and %3 are the rule sets' names, %2 and %4 shares with their intervals ("42.1% ± 2.2")</extracomment>
        <translation>Parties dans la cible — %1 : %2 · %3 : %4</translation>
    </message>
    <message>
        <source>No games to show yet</source>
        <extracomment>Variant lab: over a chart that has nothing to draw yet (no comparison run, or no game finished)</extracomment>
        <translation>Aucune partie à afficher pour l’instant</translation>
    </message>
</context>
<context>
    <name>LabFileDialog</name>
    <message>
        <source>Export from the variant lab</source>
        <extracomment>Title of the variant lab's file dialog that saves an export (records, result or chart)</extracomment>
        <translation>Exporter depuis le laboratoire de variantes</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>File dialog button that writes the variant lab's export</extracomment>
        <translation>Enregistrer</translation>
    </message>
</context>
<context>
    <name>LabPage</name>
    <message>
        <source>Standard rules</source>
        <extracomment>Variant lab: the base game as the rule set compared with
----------
Variant lab: the base game's side of a comparison (no variant)</extracomment>
        <translation>Règles standard</translation>
    </message>
    <message>
        <source>Random</source>
        <extracomment>Variant lab, a seat's agent: legal moves chosen at random</extracomment>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Easy (heuristic)</source>
        <extracomment>Variant lab, a seat's agent: the computer at the launcher's Easy strength (a greedy heuristic)</extracomment>
        <translation>Facile (heuristique)</translation>
    </message>
    <message>
        <source>Quick search</source>
        <extracomment>Variant lab, a seat's agent: the lab's quick search, a cheap tree search that still beats Easy (the game's data names it)</extracomment>
        <translation>Recherche rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Variant lab, a seat's agent: the computer at the launcher's Normal strength</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Variant lab, a seat's agent: the computer at the launcher's Strong strength</extracomment>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Variant lab: a chart was saved as a picture; %1 is the file
----------
Variant lab: an export was written; %1 is the file</extracomment>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>The picture cannot be saved to %1</source>
        <extracomment>Variant lab: a chart could not be saved; %1 is the file</extracomment>
        <translation>Impossible d’enregistrer l’image dans %1</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <extracomment>Variant lab: leaves the lab (a running comparison is cancelled)</extracomment>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>Variant lab: %1</source>
        <extracomment>Variant lab title; %1 is the game's name</extracomment>
        <translation>Laboratoire de variantes : %1</translation>
    </message>
    <message>
        <source>%1 compared with %2</source>
        <extracomment>Variant lab subtitle: the two rule sets compared; %1 the variant, %2 what it is compared with</extracomment>
        <translation>%1 face à %2</translation>
    </message>
    <message>
        <source>Export…</source>
        <extracomment>Variant lab: opens the menu of exports (records, result, chart)</extracomment>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Game records (CSV)…</source>
        <extracomment>Variant lab export menu: every game's figures, paired by seed, as CSV</extracomment>
        <translation>Relevés des parties (CSV)…</translation>
    </message>
    <message>
        <source>Game records (JSON)…</source>
        <extracomment>Variant lab export menu: every game's figures, paired by seed, as JSON</extracomment>
        <translation>Relevés des parties (JSON)…</translation>
    </message>
    <message>
        <source>Result (JSON)…</source>
        <extracomment>Variant lab export menu: the comparison's figures as JSON (as kotatsu-cli compare writes them)</extracomment>
        <translation>Résultat (JSON)…</translation>
    </message>
    <message>
        <source>This chart (PNG)…</source>
        <extracomment>Variant lab export menu: the chart shown, as a picture</extracomment>
        <translation>Ce graphique (PNG)…</translation>
    </message>
    <message>
        <source>Play this variant</source>
        <extracomment>Variant lab: starts a game with the compared variant</extracomment>
        <translation>Jouer cette variante</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Variant lab: label of the number of players</extracomment>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Variant lab: label of the number of games played on each side</extracomment>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>Variant lab: label of the first seed (both sides play the same seeds)</extracomment>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Target rounds</source>
        <extracomment>Variant lab: label of the designer's target length, in rounds (0 = no bound)</extracomment>
        <translation>Manches visées</translation>
    </message>
    <message>
        <source>Target decisions</source>
        <extracomment>Variant lab: label of the designer's target length, in decisions (0 = no bound)</extracomment>
        <translation>Décisions visées</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Variant lab: starts the comparison</extracomment>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Variant lab: stops the comparison (the games played so far are kept)</extracomment>
        <translation>Annuler</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s) on each side</source>
        <extracomment>Variant lab progress: paired games done so far; %1 is how many, %n how many were asked for</extracomment>
        <translation>
            <numerusform>%1 partie sur %Ln pour chaque jeu de règles</numerusform>
            <numerusform>%1 parties sur %Ln pour chaque jeu de règles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — about %Ln second(s) left</source>
        <extracomment>Variant lab progress; %1 the games done ("300 of 2000 games on each side"), %n the estimated seconds left</extracomment>
        <translation>
            <numerusform>%1 — environ %Ln seconde restante</numerusform>
            <numerusform>%1 — environ %Ln secondes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — estimating the time left…</source>
        <extracomment>Variant lab progress before the time left is known; %1 the games done</extracomment>
        <translation>%1 — estimation du temps restant…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) on each side, on the same seeds.</source>
        <extracomment>Variant lab: a finished comparison; %n how many games each side played</extracomment>
        <translation>
            <numerusform>%Ln partie avec chaque jeu de règles, sur les mêmes graines.</numerusform>
            <numerusform>%Ln parties avec chaque jeu de règles, sur les mêmes graines.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <extracomment>Variant lab: one of the user's own variants in the chooser; %1 is its name</extracomment>
        <translation>%1 (la vôtre)</translation>
    </message>
    <message>
        <source>Compared with</source>
        <extracomment>Variant lab: label of the chooser of the rule set the variant is compared with</extracomment>
        <translation>Comparer avec</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %Ln game(s) kept with each rule set.</source>
        <extracomment>Variant lab: a cancelled comparison; %1 the games it kept (played with both rule sets), %n the games planned</extracomment>
        <translation>
            <numerusform>Annulé : %1 partie sur %Ln conservée pour chaque jeu de règles.</numerusform>
            <numerusform>Annulé : %1 parties sur %Ln conservées pour chaque jeu de règles.</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings have changed: these figures are from the previous run.</source>
        <extracomment>Variant lab: shown over the figures once a setting (players, computer players, games, seed, the rules compared) has changed since they were played</extracomment>
        <translation>Les réglages ont changé : ces résultats sont ceux de la simulation précédente.</translation>
    </message>
    <message>
        <source>Run again</source>
        <extracomment>Variant lab: runs the comparison again with the changed settings (on the banner saying the figures are from the previous run)</extracomment>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>%1, level %2</source>
        <extracomment>Variant lab, a seat's agent: the game's own solo opponent, played by its rules, at a level; %1 its name from the game's data (Tokaido Duo: "Automa"), %2 the level</extracomment>
        <translation>%1, niveau %2</translation>
    </message>
    <message>
        <source>Checking the rulebook’s scenarios under this variant…</source>
        <extracomment>Variant lab: shown while the game's rules scenarios run under the variant</extracomment>
        <translation>Vérification des scénarios des règles avec cette variante…</translation>
    </message>
    <message>
        <source>This game has no rulebook scenarios yet.</source>
        <extracomment>Variant lab: the game has no rules scenarios (data/games/&lt;id&gt;/scenarios) to check the variant against</extracomment>
        <translation>Ce jeu n’a pas encore de scénarios des règles.</translation>
    </message>
    <message>
        <source>Rulebook scenarios under this variant: %1</source>
        <extracomment>Variant lab: the counts of the rulebook's scenarios that pass, fail and are skipped under the variant; %1 the three labelled counts (&quot;Passed: 43 · Failed: 8 · Skipped: 2&quot;)</extracomment>
        <translation>Scénarios des règles avec cette variante : %1</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <extracomment>Variant lab: how many of the rulebook's scenarios the variant passes (a label, then the count)</extracomment>
        <translation>Réussis : %1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <extracomment>Variant lab: how many of the rulebook's scenarios fail under the variant (a label, then the count)</extracomment>
        <translation>Échoués : %1</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <extracomment>Variant lab: how many of the rulebook's scenarios do not apply, because they set a rule the variant sets otherwise (a label, then the count)</extracomment>
        <translation>Non applicables : %1</translation>
    </message>
    <message>
        <source>Hide the failing ones</source>
        <extracomment>Variant lab: hides the list of the rulebook's scenarios that fail under the variant</extracomment>
        <translation>Masquer les échecs</translation>
    </message>
    <message>
        <source>Show the failing ones</source>
        <extracomment>Variant lab: shows the list of the rulebook's scenarios that fail under the variant (file:line, spec section, name)</extracomment>
        <translation>Voir les échecs</translation>
    </message>
    <message>
        <source>Compare</source>
        <extracomment>Variant lab: tab comparing the two rule sets figure by figure</extracomment>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>Sweep a rule</source>
        <extracomment>Variant lab: tab setting one rule to each of a list of values (a parameter sweep)</extracomment>
        <translation>Faire varier une règle</translation>
    </message>
    <message>
        <source>Which change did what</source>
        <extracomment>Variant lab: tab measuring each change of the variant alone (attribution)</extracomment>
        <translation>Effet de chaque changement</translation>
    </message>
    <message>
        <source>Games per value</source>
        <extracomment>Variant lab, sweep: label of the number of games played with each value</extracomment>
        <translation>Parties par valeur</translation>
    </message>
    <message>
        <source>Rule</source>
        <extracomment>Variant lab, sweep: label of the chooser of the rule whose value is varied</extracomment>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Values</source>
        <extracomment>Variant lab, sweep: label of the values the rule takes (a list or a range)</extracomment>
        <translation>Valeurs</translation>
    </message>
    <message>
        <source>21..41:2 or 3,5,8</source>
        <extracomment>Variant lab, sweep: the values field when empty; keep the forms as they are</extracomment>
        <translation>21..41:2 ou 3,5,8</translation>
    </message>
    <message>
        <source>Targets</source>
        <extracomment>Variant lab, sweep: label of the designer&apos;s targets, separated by semicolons</extracomment>
        <translation>Cibles</translation>
    </message>
    <message>
        <source>rounds=10..14; wins.seat0=45%..55%</source>
        <extracomment>Variant lab, sweep: the targets field when empty; keep the figure names and numbers as they are</extracomment>
        <translation>rounds=10..14 ; wins.seat0=45%..55%</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s) played</source>
        <extracomment>Variant lab, sweep progress: games played of all values; %1 how many, %n how many in all</extracomment>
        <translation>
            <numerusform>%1 partie jouée sur %Ln</numerusform>
            <numerusform>%1 parties jouées sur %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) played on the same seeds</source>
        <extracomment>Variant lab, sweep: after a sweep, the first part of a line; %n the values played (refused ones aside)</extracomment>
        <translation>
            <numerusform>%Ln valeur jouée sur les mêmes graines</numerusform>
            <numerusform>%Ln valeurs jouées sur les mêmes graines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln refused by the rules</source>
        <extracomment>Variant lab, sweep: after a sweep, a part of the line; %n the values the rules refuse (not played)</extracomment>
        <translation>
            <numerusform>%Ln refusée par les règles</numerusform>
            <numerusform>%Ln refusées par les règles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln meet(s) every target</source>
        <extracomment>Variant lab, sweep: after a sweep, a part of the line; %n the values meeting every target</extracomment>
        <translation>
            <numerusform>%Ln atteint toutes les cibles</numerusform>
            <numerusform>%Ln atteignent toutes les cibles</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled</source>
        <extracomment>Variant lab, sweep: after a sweep, the last part of the line when it was cancelled</extracomment>
        <translation>annulé</translation>
    </message>
    <message>
        <source>Sweep table (CSV)…</source>
        <extracomment>Variant lab export menu, sweep: the table of the values played (every figure with its interval, the targets&apos; marks) as CSV</extracomment>
        <translation>Tableau de la variation (CSV)…</translation>
    </message>
    <message>
        <source>Which change did what (CSV)…</source>
        <extracomment>Variant lab export menu: the &quot;Which change did what&quot; table (each change&apos;s effect on each figure) as CSV</extracomment>
        <translation>Effet de chaque changement (CSV)…</translation>
    </message>
    <message>
        <source>Balance</source>
        <extracomment>Variant lab: tab of the balance report of both rule sets (each seat&apos;s advantage, comebacks, decisiveness, drama, duration, branching)</extracomment>
        <translation>Équilibre</translation>
    </message>
    <message>
        <source>unsure: %1</source>
        <extracomment>Variant lab, sweep: after a search, values that may meet the targets (more games would tell); %1 the values</extracomment>
        <translation>incertaines : %1</translation>
    </message>
    <message>
        <source>no value meets every target</source>
        <extracomment>Variant lab, sweep: after a search that found no value meeting every target</extracomment>
        <translation>aucune valeur n’atteint toutes les cibles</translation>
    </message>
    <message>
        <source>meet every target: %1</source>
        <extracomment>Variant lab, sweep: after a search, the values meeting every target; %1 the values, separated by commas</extracomment>
        <translation>atteignent toutes les cibles : %1</translation>
    </message>
    <message numerus="yes">
        <source>Search: %Ln value(s) played</source>
        <extracomment>Variant lab, sweep: after a search, the first part of a line; %n the values it played</extracomment>
        <translation>
            <numerusform>Recherche : %Ln valeur jouée</numerusform>
            <numerusform>Recherche : %Ln valeurs jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln in the range</source>
        <extracomment>Variant lab, sweep: after a search, a part of the line; %n the values of the range searched</extracomment>
        <translation>
            <numerusform>%Ln dans l’intervalle</numerusform>
            <numerusform>%Ln dans l’intervalle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <extracomment>Variant lab, sweep: after a search, a part of the line; %n the search&apos;s steps (each plays a few values)</extracomment>
        <translation>
            <numerusform>%Ln étape</numerusform>
            <numerusform>%Ln étapes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <extracomment>Variant lab, sweep: after a search, a part of the line; %n the games it played</extracomment>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching: %Ln value(s) played</source>
        <extracomment>Variant lab, sweep progress while searching for the values meeting the targets, the first part of the line; %n the values played so far</extracomment>
        <translation>
            <numerusform>Recherche : %Ln valeur jouée</numerusform>
            <numerusform>Recherche : %Ln valeurs jouées</numerusform>
        </translation>
    </message>
    <message>
        <source>Find values that meet the targets</source>
        <extracomment>Variant lab, sweep: looks for the values of the rule that meet every target without playing them all (coarse to fine)</extracomment>
        <translation>Chercher les valeurs qui atteignent les cibles</translation>
    </message>
    <message>
        <source>Its values</source>
        <extracomment>Variant lab, sweep: label of the values the second rule takes (a list or a range)</extracomment>
        <translation>Ses valeurs</translation>
    </message>
    <message>
        <source>no second rule</source>
        <extracomment>Variant lab, sweep: the second rule&apos;s chooser when there is none (one rule, not a grid)</extracomment>
        <translation>pas de seconde règle</translation>
    </message>
    <message>
        <source>And</source>
        <extracomment>Variant lab, sweep: label of the chooser of a second rule, for a grid of every pair of values</extracomment>
        <translation>Et</translation>
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
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <extracomment>Variant lab: a value with the half width of its 95% interval ("24.6 ± 0.4")</extracomment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>First player</source>
        <extracomment>Variant lab: seat 1 as a label (table rows, chart axes), in turn order</extracomment>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Second player</source>
        <extracomment>Variant lab: seat 2 as a label (table rows, chart axes), in turn order</extracomment>
        <translation>Deuxième joueur</translation>
    </message>
    <message>
        <source>Third player</source>
        <extracomment>Variant lab: seat 3 as a label</extracomment>
        <translation>Troisième joueur</translation>
    </message>
    <message>
        <source>Fourth player</source>
        <extracomment>Variant lab: seat 4 as a label</extracomment>
        <translation>Quatrième joueur</translation>
    </message>
    <message>
        <source>Fifth player</source>
        <extracomment>Variant lab: seat 5 as a label</extracomment>
        <translation>Cinquième joueur</translation>
    </message>
    <message>
        <source>Sixth player</source>
        <extracomment>Variant lab: seat 6 as a label</extracomment>
        <translation>Sixième joueur</translation>
    </message>
    <message>
        <source>Seventh player</source>
        <extracomment>Variant lab: seat 7 as a label</extracomment>
        <translation>Septième joueur</translation>
    </message>
    <message>
        <source>Eighth player</source>
        <extracomment>Variant lab: seat 8 as a label</extracomment>
        <translation>Huitième joueur</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>Variant lab: a seat beyond the eighth as a label; %1 is its number</extracomment>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>The first player</source>
        <extracomment>Variant lab: seat 1 as the subject starting a verdict sentence ("The first player now wins more often: +8 ± 2 percentage points")</extracomment>
        <translation>Le premier joueur</translation>
    </message>
    <message>
        <source>The second player</source>
        <extracomment>Variant lab: seat 2 as the subject starting a verdict sentence</extracomment>
        <translation>Le deuxième joueur</translation>
    </message>
    <message>
        <source>The third player</source>
        <extracomment>Variant lab: seat 3 as the subject starting a verdict sentence</extracomment>
        <translation>Le troisième joueur</translation>
    </message>
    <message>
        <source>The fourth player</source>
        <extracomment>Variant lab: seat 4 as the subject starting a verdict sentence</extracomment>
        <translation>Le quatrième joueur</translation>
    </message>
    <message>
        <source>The fifth player</source>
        <extracomment>Variant lab: seat 5 as the subject starting a verdict sentence</extracomment>
        <translation>Le cinquième joueur</translation>
    </message>
    <message>
        <source>The sixth player</source>
        <extracomment>Variant lab: seat 6 as the subject starting a verdict sentence</extracomment>
        <translation>Le sixième joueur</translation>
    </message>
    <message>
        <source>The seventh player</source>
        <extracomment>Variant lab: seat 7 as the subject starting a verdict sentence</extracomment>
        <translation>Le septième joueur</translation>
    </message>
    <message>
        <source>The eighth player</source>
        <extracomment>Variant lab: seat 8 as the subject starting a verdict sentence</extracomment>
        <translation>Le huitième joueur</translation>
    </message>
    <message>
        <source>Stopped at the move limit</source>
        <extracomment>Variant lab: the end condition of a game stopped by the simulator's move limit (counted as a draw)</extracomment>
        <translation>Limite de coups atteinte</translation>
    </message>
    <message>
        <source>No end condition</source>
        <extracomment>Variant lab: games that ended without a named end condition</extracomment>
        <translation>Sans condition de fin</translation>
    </message>
    <message>
        <source>Decisions per game</source>
        <extracomment>Variant lab, figures table: decisions (moves) per game, the game's length</extracomment>
        <translation>Décisions par partie</translation>
    </message>
    <message>
        <source>Draws</source>
        <extracomment>Variant lab, figures table: share of games without a winner</extracomment>
        <translation>Parties nulles</translation>
    </message>
    <message>
        <source>Lead changes per game</source>
        <extracomment>Variant lab, figures table: how often the lead passes from one player to another in a game</extracomment>
        <translation>Changements de leader par partie</translation>
    </message>
    <message>
        <source>Legal moves per decision</source>
        <extracomment>Variant lab, figures table: the mean number of legal moves a player chooses from</extracomment>
        <translation>Coups possibles par décision</translation>
    </message>
    <message>
        <source>Wins: %1</source>
        <extracomment>Variant lab, figures table: a seat's share of games won; %1 is the seat ("First player")</extracomment>
        <translation>Victoires : %1</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <extracomment>Variant lab, figures table: a seat's mean points; %1 is the seat ("First player")</extracomment>
        <translation>Points : %1</translation>
    </message>
    <message>
        <source>Ended by: %1</source>
        <extracomment>Variant lab, figures table: a share of games ended by one end condition; %1 is the condition</extracomment>
        <translation>Fin : %1</translation>
    </message>
    <message>
        <source>No significant difference in game length</source>
        <extracomment>Variant lab verdict: the game's length did not change significantly</extracomment>
        <translation>Pas de différence significative dans la durée des parties</translation>
    </message>
    <message>
        <source>No significant difference in draws</source>
        <extracomment>Variant lab verdict: the share of draws did not change significantly</extracomment>
        <translation>Pas de différence significative pour les parties nulles</translation>
    </message>
    <message>
        <source>%1 wins about as often as before (no significant difference)</source>
        <extracomment>Variant lab verdict; %1 is the seat as a subject ("The first player")</extracomment>
        <translation>%1 gagne à peu près aussi souvent qu’avant (pas de différence significative)</translation>
    </message>
    <message>
        <source>%1 scores about as much as before (no significant difference)</source>
        <extracomment>Variant lab verdict; %1 is the seat as a subject ("The first player")</extracomment>
        <translation>%1 marque à peu près autant de points qu’avant (pas de différence significative)</translation>
    </message>
    <message>
        <source>%1: no significant difference</source>
        <extracomment>Variant lab verdict; %1 is the figure's label ("Reshuffles") or an end condition ("A pilgrim reached the pagoda")</extracomment>
        <translation>%1 : pas de différence significative</translation>
    </message>
    <message>
        <source>Games are now %1 ± %2 decisions longer</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in decisions (moves) per game with its 95% interval</extracomment>
        <translation>Les parties durent désormais %1 ± %2 décisions de plus</translation>
    </message>
    <message>
        <source>Games are now %1 ± %2 decisions shorter</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in decisions (moves) per game with its 95% interval</extracomment>
        <translation>Les parties durent désormais %1 ± %2 décisions de moins</translation>
    </message>
    <message>
        <source>%1 now scores %2 ± %3 points more</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 ± %3 the difference in game points with its 95% interval</extracomment>
        <translation>%1 marque désormais %2 ± %3 points de plus</translation>
    </message>
    <message>
        <source>%1 now scores %2 ± %3 points less</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 ± %3 the difference in game points with its 95% interval</extracomment>
        <translation>%1 marque désormais %2 ± %3 points de moins</translation>
    </message>
    <message>
        <source>The lead now changes hands %1 ± %2 more times per game</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in lead changes per game with its 95% interval</extracomment>
        <translation>Le leader change désormais %1 ± %2 fois de plus par partie</translation>
    </message>
    <message>
        <source>The lead now changes hands %1 ± %2 fewer times per game</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in lead changes per game with its 95% interval</extracomment>
        <translation>Le leader change désormais %1 ± %2 fois de moins par partie</translation>
    </message>
    <message>
        <source>Players now choose from %1 ± %2 more legal moves per decision</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in legal moves per decision with its 95% interval</extracomment>
        <translation>Chaque décision offre désormais %1 ± %2 coups possibles de plus</translation>
    </message>
    <message>
        <source>Players now choose from %1 ± %2 fewer legal moves per decision</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in legal moves per decision with its 95% interval</extracomment>
        <translation>Chaque décision offre désormais %1 ± %2 coups possibles de moins</translation>
    </message>
    <message>
        <source>%1: now %2 ± %3 more per game</source>
        <extracomment>Variant lab verdict on a figure counted per game; %1 its label ("Reshuffles"), %2 ± %3 the difference with its 95% interval</extracomment>
        <translation>%1 : désormais %2 ± %3 de plus par partie</translation>
    </message>
    <message>
        <source>%1: now %2 ± %3 less per game</source>
        <extracomment>Variant lab verdict on a figure counted per game; %1 its label ("Reshuffles"), %2 ± %3 the difference with its 95% interval</extracomment>
        <translation>%1 : désormais %2 ± %3 de moins par partie</translation>
    </message>
    <message>
        <source>1st</source>
        <extracomment>Variant lab: seat 1 (the first player in turn order) under a chart's bars, as short as it can be</extracomment>
        <translation>1er</translation>
    </message>
    <message>
        <source>2nd</source>
        <extracomment>Variant lab: seat 2 under a chart's bars</extracomment>
        <translation>2e</translation>
    </message>
    <message>
        <source>3rd</source>
        <extracomment>Variant lab: seat 3 under a chart's bars</extracomment>
        <translation>3e</translation>
    </message>
    <message>
        <source>4th</source>
        <extracomment>Variant lab: seat 4 under a chart's bars</extracomment>
        <translation>4e</translation>
    </message>
    <message>
        <source>5th</source>
        <extracomment>Variant lab: seat 5 under a chart's bars</extracomment>
        <translation>5e</translation>
    </message>
    <message>
        <source>6th</source>
        <extracomment>Variant lab: seat 6 under a chart's bars</extracomment>
        <translation>6e</translation>
    </message>
    <message>
        <source>7th</source>
        <extracomment>Variant lab: seat 7 under a chart's bars</extracomment>
        <translation>7e</translation>
    </message>
    <message>
        <source>8th</source>
        <extracomment>Variant lab: seat 8 under a chart's bars</extracomment>
        <translation>8e</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>Variant lab: the two ends of a 95% interval written out ("0.9 to 6.3", "−0.1 to +0.3"); used where the interval is not the same on both sides of the value</extracomment>
        <translation>de %1 à %2</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <extracomment>Variant lab: a share with the two ends of its 95% interval, where they are not the same distance from it ("99.9% (99.6–100)"); %1 the share, %2 and %3 the ends (numbers, no %)</extracomment>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>%1 pp</source>
        <extracomment>Variant lab, Difference column: a difference of two shares in percentage points ("+3.6 ± 2.7 pp"); the short form of the unit</extracomment>
        <translation>%1 points</translation>
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
        <translation>Les parties nulles sont désormais plus fréquentes : +%1 points de pourcentage</translation>
    </message>
    <message>
        <source>Draws are now less frequent: −%1 percentage points</source>
        <extracomment>Variant lab verdict; %1 the fall in the share of drawn games, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>Les parties nulles sont désormais moins fréquentes : −%1 points de pourcentage</translation>
    </message>
    <message>
        <source>%1 now wins more often: +%2 percentage points</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 the rise in its share of games won, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1 gagne désormais plus souvent : +%2 points de pourcentage</translation>
    </message>
    <message>
        <source>%1 now wins less often: −%2 percentage points</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 the fall in its share of games won, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1 gagne désormais moins souvent : −%2 points de pourcentage</translation>
    </message>
    <message>
        <source>%1: more frequent now (+%2 percentage points)</source>
        <extracomment>Variant lab verdict; %1 the end condition (a label, "A pilgrim reached the pagoda"), %2 the rise in the share of games it ended, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1 : se produit désormais plus souvent (+%2 points de pourcentage)</translation>
    </message>
    <message>
        <source>%1: less frequent now (−%2 percentage points)</source>
        <extracomment>Variant lab verdict; %1 the end condition (a label, "A pilgrim reached the pagoda"), %2 the fall in the share of games it ended, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1 : se produit désormais moins souvent (−%2 points de pourcentage)</translation>
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
        <translation>Différence notable</translation>
    </message>
    <message>
        <source>Different, but too small to matter</source>
        <extracomment>Variant lab verdict against the smallest difference that matters: real (the interval leaves out 0) but inside the margin</extracomment>
        <translation>Différence réelle, mais négligeable</translation>
    </message>
    <message>
        <source>The same within the margin</source>
        <extracomment>Variant lab verdict against the smallest difference that matters: an equivalence test (TOST) shows any difference is inside the margin</extracomment>
        <translation>Identique à la marge près</translation>
    </message>
    <message numerus="yes">
        <source>Not enough games yet: about %Ln more would tell</source>
        <extracomment>Variant lab verdict: the games played cannot tell yet; %n about how many more games would (from the spread seen so far)</extracomment>
        <translation>
            <numerusform>Pas encore assez de parties : environ %Ln de plus permettrait de trancher</numerusform>
            <numerusform>Pas encore assez de parties : environ %Ln de plus permettraient de trancher</numerusform>
        </translation>
    </message>
    <message>
        <source>Not enough games yet</source>
        <extracomment>Variant lab verdict: the games played cannot tell yet, and no number of games can be estimated</extracomment>
        <translation>Pas encore assez de parties</translation>
    </message>
    <message>
        <source>For now: %1</source>
        <extracomment>Variant lab: a verdict read off a run still growing (or cancelled), which may change before the planned games are played; %1 the verdict (&quot;Different, and it matters&quot;)</extracomment>
        <translation>%1 (provisoire)</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Language</source>
        <extracomment>Tooltip of the language button</extracomment>
        <translation>Langue</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>Language menu: Kotatsu follows the system's language (the choice is not kept)</extracomment>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Your choice is kept for next time.</source>
        <extracomment>Language menu, last line: the language chosen by name is kept for later runs</extracomment>
        <translation>Votre choix est conservé pour la prochaine fois.</translation>
    </message>
</context>
<context>
    <name>LastProphecy</name>
    <message>
        <source>Last prophecy · round %1</source>
        <extracomment>Heading of the last-round summary; %1 is the round number</extracomment>
        <translation>Dernière prophétie · manche %1</translation>
    </message>
</context>
<context>
    <name>LauncherPage</name>
    <message>
        <source>Open a saved game…</source>
        <extracomment>Launcher button that opens a file dialog</extracomment>
        <translation>Ouvrir une partie sauvegardée…</translation>
    </message>
    <message>
        <source>This game's data has errors; run kotatsu-cli validate.</source>
        <extracomment>Shown for a game whose data files have errors</extracomment>
        <translation>Les données de ce jeu contiennent des erreurs ; lancez kotatsu-cli validate.</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Launcher label for the rules variant chooser</extracomment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>The base game, without a variant</extracomment>
        <translation>Règles standard</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Launcher label for the number of players</extracomment>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Who plays?</source>
        <extracomment>Launcher heading above the list of seats</extracomment>
        <translation>Qui joue ?</translation>
    </message>
    <message>
        <source>Several people can share this screen: the game hides each hand until its owner takes the seat.</source>
        <extracomment>Launcher hint about hot-seat play in a game with secrets (hands, face-down tiles)</extracomment>
        <translation>Plusieurs personnes peuvent partager cet écran : le jeu cache chaque main jusqu’à ce que son propriétaire prenne place.</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Opens the rules of the selected game</extracomment>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Start the game</source>
        <extracomment>Starts the game set up in the launcher</extracomment>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>Tabletop games around one warm table</source>
        <extracomment>Subtitle under the app name in the launcher</extracomment>
        <translation>Des jeux de société, bien au chaud autour d’une même table</translation>
    </message>
    <message>
        <source>This game's data has errors; choose another game.</source>
        <extracomment>Under the Start button when the chosen game's data files have errors</extracomment>
        <translation>Les données de ce jeu comportent des erreurs ; choisissez un autre jeu.</translation>
    </message>
    <message>
        <source>More seats below: scroll down to see them all</source>
        <extracomment>Under the seat list when some seats are out of sight</extracomment>
        <translation>D’autres places plus bas : faites défiler pour toutes les voir</translation>
    </message>
    <message numerus="yes">
        <source>This game needs exactly %n player(s).</source>
        <extracomment>Under the Start button; %n is the exact number of players of the game (2 or more)</extracomment>
        <translation>
            <numerusform>Ce jeu se joue à exactement %n joueur.</numerusform>
            <numerusform>Ce jeu se joue à exactement %n joueurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This game needs %1 to %n player(s).</source>
        <extracomment>Under the Start button; %1 and %n are the player range (fewest, most)</extracomment>
        <translation>
            <numerusform>Ce jeu se joue de %1 à %n joueur.</numerusform>
            <numerusform>Ce jeu se joue de %1 à %n joueurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>Player count of a game for an exact number of players, e.g. "2 players"</extracomment>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n player(s)</source>
        <extracomment>Player range of a game in the launcher, e.g. "3–8 players"; %1 the fewest, %n the most</extracomment>
        <translation>
            <numerusform>%1–%n joueur</numerusform>
            <numerusform>%1–%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <extracomment>Launcher rules chooser: one of the user's own variants; %1 is its name</extracomment>
        <translation>%1 (la vôtre)</translation>
    </message>
    <message>
        <source>Edit rules…</source>
        <extracomment>Launcher: opens the rules editor on the chosen game or variant</extracomment>
        <translation>Modifier les règles…</translation>
    </message>
    <message>
        <source>My variants…</source>
        <extracomment>Launcher: opens the list of the user's own variants of the chosen game (rename, delete, export, import)</extracomment>
        <translation>Mes variantes…</translation>
    </message>
    <message>
        <source>Compare…</source>
        <extracomment>Launcher: opens the variant lab, comparing the chosen variant with the standard rules</extracomment>
        <translation>Comparer…</translation>
    </message>
    <message>
        <source>Play this variant and the standard rules many times on the same seeds, and compare them</source>
        <extracomment>Launcher: tooltip of Compare…</extracomment>
        <translation>Jouer de nombreuses fois cette variante et les règles standard avec les mêmes graines, et les comparer</translation>
    </message>
    <message>
        <source>Choose a variant to compare it with the standard rules</source>
        <extracomment>Launcher: tooltip of the disabled Compare… while the standard rules are chosen</extracomment>
        <translation>Choisissez une variante pour la comparer aux règles standard</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Launcher button: the settings page</extracomment>
        <translation>Paramètres</translation>
    </message>
    <message numerus="yes">
        <source>Resume: %1 · %n move(s)</source>
        <extracomment>Launcher button: go on with the game left unfinished; %1 is the game's name, %n the number of moves played</extracomment>
        <translation>
            <numerusform>Reprendre : %1 · %n coup</numerusform>
            <numerusform>Reprendre : %1 · %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Left unfinished on %1</source>
        <extracomment>Tooltip of the Resume button; %1 is when the game was last kept</extracomment>
        <translation>Laissée inachevée le %1</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Launcher: the list of games, for screen readers</extracomment>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>✎ Your unsaved changes to “%1” (autosaved %2) are kept: Edit rules… offers them back.</source>
        <extracomment>Launcher, under Edit rules…; %1 is a variant's name, %2 when it was autosaved ("today at 14:32")</extracomment>
        <translation>✎ Vos modifications non enregistrées de « %1 » (enregistrées automatiquement %2) sont conservées : Modifier les règles… vous les propose à nouveau.</translation>
    </message>
    <message numerus="yes">
        <source>✎ %n autosaved documents of this game have unsaved changes: Edit rules… offers them back.</source>
        <extracomment>Launcher, under Edit rules…; %n is how many autosaved documents of the chosen game have unsaved changes</extracomment>
        <translation>
            <numerusform>✎ %n document de ce jeu enregistré automatiquement a des modifications non enregistrées : Modifier les règles… vous le propose à nouveau.</numerusform>
            <numerusform>✎ %n documents de ce jeu enregistrés automatiquement ont des modifications non enregistrées : Modifier les règles… vous les propose à nouveau.</numerusform>
        </translation>
    </message>
    <message>
        <source>Several people can share this screen and play in turn: nothing in this game is hidden.</source>
        <extracomment>Launcher hint about hot-seat play in a game where everything is in view (no hand-over screen)</extracomment>
        <translation>Plusieurs personnes peuvent partager cet écran et jouer chacune à son tour : rien n’est caché dans ce jeu.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>Launcher: starts a guided first game of the selected game (a lesson on the real table)</extracomment>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Play on the network…</source>
        <extracomment>Launcher button: opens the dialog for playing with people on other computers</extracomment>
        <translation>Jouer en réseau…</translation>
    </message>
    <message numerus="yes">
        <source>Reopen your network table: %1 · %n move(s)</source>
        <extracomment>Launcher button: opens again the network table this app hosted and left unfinished (the app was closed or stopped); %1 is the game's name, %n the number of moves played</extracomment>
        <translation>
            <numerusform>Rouvrir votre table en réseau : %1 · %n coup</numerusform>
            <numerusform>Rouvrir votre table en réseau : %1 · %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Left on %1. The players come back to their seats with the invitation they have.</source>
        <extracomment>Tooltip of the button that reopens the network table this app hosted; %1 is when a move was last made at it</extracomment>
        <translation>Laissée le %1. Les joueurs reprennent leur place avec l’invitation qu’ils ont déjà.</translation>
    </message>
</context>
<context>
    <name>ListTable</name>
    <message>
        <source>Duplicate</source>
        <extracomment>Rules editor: button in a table row that inserts a copy of the item after it</extracomment>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Rules editor: button in a table row that removes the item</extracomment>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Add</source>
        <extracomment>Rules editor: adds an item (a card, a town, a space...) at the end of a table</extracomment>
        <translation>Ajouter</translation>
    </message>
    <message numerus="yes">
        <source>Show all %n row(s)</source>
        <extracomment>Rules editor: shows every row of a long table; %n is how many rows there are</extracomment>
        <translation>
            <numerusform>Afficher %n ligne</numerusform>
            <numerusform>Afficher les %n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Rules editor: the totals line under a table; %n is the number of items (cards, towns, spaces...)</extracomment>
        <translation>
            <numerusform>%n élément</numerusform>
            <numerusform>%n éléments</numerusform>
        </translation>
    </message>
    <message>
        <source>by %1: %2</source>
        <extracomment>Rules editor totals line: how many items have each value of a field; %1 is the field, %2 e.g. "red ×10, blue ×10"</extracomment>
        <translation>par %1 : %2</translation>
    </message>
</context>
<context>
    <name>LocalizedGrid</name>
    <message>
        <source>missing</source>
        <extracomment>Rules editor: placeholder of an empty language in a five-language grid</extracomment>
        <translation>manquant</translation>
    </message>
    <message numerus="yes">
        <source>%n language(s) missing</source>
        <extracomment>Rules editor: beside a text given in every language, how many languages are not written yet (empty, or still a new variant's "Game (variant)")</extracomment>
        <translation>
            <numerusform>%n langue manquante</numerusform>
            <numerusform>%n langues manquantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Not written yet: the editor's stand-in until you change it</source>
        <extracomment>Rules editor: tooltip of a language of a new variant's name or description that still holds the text the editor gave it ("Tokaido Duo (variant)")</extracomment>
        <translation>Pas encore écrit : le texte provisoire de l’éditeur, en attendant que vous le changiez</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Kotatsu — %1</source>
        <extracomment>Window title</extracomment>
        <translation>Kotatsu — %1</translation>
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
        <translation>La partie n’a pas pu être lancée.</translation>
    </message>
</context>
<context>
    <name>MantraLine</name>
    <message>
        <source>stays</source>
        <extracomment>Under a place of the mantra line whose pilgrim does not climb</extracomment>
        <translation>immobile</translation>
    </message>
    <message>
        <source>This round's mantra line</source>
        <extracomment>Screen reader: the row of cards played this round</extracomment>
        <translation>Ligne de mantra de cette manche</translation>
    </message>
    <message>
        <source>Turn order</source>
        <extracomment>Screen reader: the row of cards that gives the turn order</extracomment>
        <translation>Ordre du tour</translation>
    </message>
    <message>
        <source>Place %1 (stays): empty</source>
        <extracomment>Screen reader: an empty place of the mantra line whose pilgrim will not climb; %1 its number</extracomment>
        <translation>Place %1 (immobile) : vide</translation>
    </message>
    <message>
        <source>Place %1: empty</source>
        <extracomment>Screen reader: an empty place of the mantra line; %1 its number</extracomment>
        <translation>Place %1 : vide</translation>
    </message>
    <message>
        <source>Place %1 (stays): %2, played by %3</source>
        <extracomment>Screen reader: a card in a place whose pilgrim does not climb; %1 the place, %2 the card ("card 17, 3 sandals"), %3 a player</extracomment>
        <translation>Place %1 (immobile) : %2, jouée par %3</translation>
    </message>
    <message>
        <source>Place %1: %2, played by %3</source>
        <extracomment>Screen reader: a card of the mantra line; %1 the place, %2 the card ("card 17, 3 sandals"), %3 a player</extracomment>
        <translation>Place %1 : %2, jouée par %3</translation>
    </message>
</context>
<context>
    <name>MatchHint</name>
    <message>
        <source>A card fits the top card with</source>
        <extracomment>Heading of the reminder of the matching rules</extracomment>
        <translation>Une carte va sur celle du dessus si elle a</translation>
    </message>
    <message>
        <source>the same colour</source>
        <extracomment>Matching rule reminder (list item)</extracomment>
        <translation>la même couleur</translation>
    </message>
    <message>
        <source>the same value</source>
        <extracomment>Matching rule reminder (list item)</extracomment>
        <translation>la même valeur</translation>
    </message>
    <message>
        <source>a value one higher or lower (10 and 1 too)</source>
        <extracomment>Matching rule reminder (list item), variant where 10 and 1 are neighbours</extracomment>
        <translation>une valeur immédiatement inférieure ou supérieure (10 et 1 se suivent)</translation>
    </message>
    <message>
        <source>a value one higher or lower</source>
        <extracomment>Matching rule reminder (list item)</extracomment>
        <translation>une valeur immédiatement inférieure ou supérieure</translation>
    </message>
    <message>
        <source>A Sun takes any value of its colour.</source>
        <extracomment>Sun reminder, variant without restriction</extracomment>
        <translation>Un Soleil prend n’importe quelle valeur de sa couleur.</translation>
    </message>
    <message>
        <source>A Sun takes a value of its colour not showing in the ring or the centre.</source>
        <extracomment>Sun reminder, variant</extracomment>
        <translation>Un Soleil prend une valeur de sa couleur qui n’est visible ni dans le cercle ni au centre.</translation>
    </message>
    <message>
        <source>A Sun takes a value of its colour not showing in the ring.</source>
        <extracomment>Sun reminder, standard rules</extracomment>
        <translation>Un Soleil prend une valeur de sa couleur qui n’est pas visible dans le cercle.</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log at a network table: another player's move, of which this player sees only what it did (the lines under it); %1 a player</extracomment>
        <translation>%1 a joué un coup</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>Heading of the move log
----------
The move log, for screen readers</extracomment>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Separator in the move log</extracomment>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>The game begins</source>
        <extracomment>Move log: the entry before the first move, above what the set-up did (the Automa's first turn, the pilgrims' first climb)</extracomment>
        <translation>La partie commence</translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message>
        <source>Step</source>
        <comment>legend</comment>
        <extracomment>Short legend of the board (a small window): the mark of a field reachable by a step</extracomment>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Jump</source>
        <comment>legend</comment>
        <extracomment>Short legend of the board (a small window): the mark of a field reachable by a jump</extracomment>
        <translation>Saut</translation>
    </message>
    <message>
        <source>Hand-off jump</source>
        <comment>legend</comment>
        <extracomment>Short legend of the board (a small window): the mark of a field reachable by the hand-off jump (Note 3)</extracomment>
        <translation>Saut de relais</translation>
    </message>
    <message>
        <source>Take a pair of beads</source>
        <extracomment>Move panel title in the bead draft</extracomment>
        <translation>Prendre une paire de perles</translation>
    </message>
    <message>
        <source>Place %1</source>
        <extracomment>Move panel title during the set-up; %1 is a figure (Kokeshi 2)</extracomment>
        <translation>Placer %1</translation>
    </message>
    <message>
        <source>Pass a bead</source>
        <extracomment>Move panel title: the action that moves a bead, not a figure
----------
Move panel button: the action that moves a bead instead of a figure</extracomment>
        <translation>Passer une perle</translation>
    </message>
    <message>
        <source>Which jump?</source>
        <extracomment>Move panel title: two kinds of jump reach the chosen field</extracomment>
        <translation>Quel saut ?</translation>
    </message>
    <message>
        <source>In which order?</source>
        <extracomment>Move panel title: the order of the beads handed over</extracomment>
        <translation>Dans quel ordre ?</translation>
    </message>
    <message>
        <source>Who gets the bead?</source>
        <extracomment>Move panel title: which figure receives the used bead</extracomment>
        <translation>Qui reçoit la perle ?</translation>
    </message>
    <message>
        <source>Your move</source>
        <extracomment>Move panel title at the start of your turn</extracomment>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>Choose the colour of a pair of beads. Each figure will carry one pair.</source>
        <extracomment>Move panel prompt in the bead draft</extracomment>
        <translation>Choisissez la couleur d’une paire de perles. Chaque figurine portera une paire.</translation>
    </message>
    <message>
        <source>1. Choose the bead pair this figure carries.
2. Click a lit start field next to your pagoda.</source>
        <extracomment>Move panel prompt during the set-up</extracomment>
        <translation>1. Choisissez la paire de perles que porte cette figurine.
2. Cliquez sur une case de départ en surbrillance près de votre pagode.</translation>
    </message>
    <message>
        <source>This figure cannot step or jump now. It can still pass its top bead.</source>
        <extracomment>Move panel: the selected figure cannot step or jump now</extracomment>
        <translation>Cette figurine ne peut ni avancer ni sauter pour l’instant. Elle peut toujours passer sa perle du dessus.</translation>
    </message>
    <message>
        <source>Its top bead is %1: it may step across a %1 line. Click a lit field.</source>
        <extracomment>Move panel; %1 is the colour of the figure's top bead</extracomment>
        <translation>Perle du dessus : %1. Elle peut franchir une ligne de cette couleur. Cliquez sur une case en surbrillance.</translation>
    </message>
    <message>
        <source>It carries no bead: it can only jump. Click a lit field.</source>
        <extracomment>Move panel: a figure without beads can only jump</extracomment>
        <translation>Elle ne porte aucune perle : elle peut seulement sauter. Cliquez sur une case en surbrillance.</translation>
    </message>
    <message>
        <source>Jump and keep your beads, or hand all of them to the figure you jump over?</source>
        <extracomment>Move panel: a loaded figure next to its own figure may jump keeping its beads, or hand them all over first</extracomment>
        <translation>Sauter en gardant vos perles, ou les donner toutes à la figurine sautée ?</translation>
    </message>
    <message>
        <source>Choose the order of the beads, from bottom to top.</source>
        <extracomment>Move panel: choose the order (bottom to top) of the beads handed over</extracomment>
        <translation>Choisissez l’ordre des perles, de bas en haut.</translation>
    </message>
    <message>
        <source>Click one of your figures, here or on the board.</source>
        <extracomment>Move panel: choose the figure that receives the bead used for the step</extracomment>
        <translation>Cliquez sur l’une de vos figurines, ici ou sur le plateau.</translation>
    </message>
    <message>
        <source>No figure moves: the top bead of one of your figures goes on top of another one. Click the figure that gives its top bead.</source>
        <extracomment>Move panel: the first step of passing a bead</extracomment>
        <translation>Aucune figurine ne bouge : la perle du dessus de l’une de vos figurines passe sur une autre. Cliquez sur la figurine qui donne sa perle du dessus.</translation>
    </message>
    <message>
        <source>Click the figure that receives the top bead of %1.</source>
        <extracomment>Move panel: the second step of passing a bead; %1 is the giving figure</extracomment>
        <translation>Cliquez sur la figurine qui reçoit la perle du dessus de %1.</translation>
    </message>
    <message>
        <source>Click one of your lit figures to see where it can go, or pass a bead from one figure to another.</source>
        <extracomment>Move panel at the start of your turn</extracomment>
        <translation>Cliquez sur l’une de vos figurines en surbrillance pour voir où elle peut aller, ou passez une perle d’une figurine à une autre.</translation>
    </message>
    <message>
        <source>Handed on:</source>
        <extracomment>Move panel: the bead(s) about to go to another figure (shown after the colon)</extracomment>
        <translation>À transmettre :</translation>
    </message>
    <message>
        <source>Hand all beads to %1, then jump over it</source>
        <extracomment>Move panel button: the hand-off jump; %1 is the figure jumped over</extracomment>
        <translation>Tout donner à %1 et sauter par-dessus</translation>
    </message>
    <message>
        <source>Jump over %1, keep your beads</source>
        <extracomment>Move panel button: an ordinary jump; %1 is the figure jumped over</extracomment>
        <translation>Sauter %1 et garder vos perles</translation>
    </message>
    <message>
        <source>Step across the line</source>
        <extracomment>Move panel button: step across the line</extracomment>
        <translation>Franchir la ligne</translation>
    </message>
    <message>
        <source>Top bead</source>
        <extracomment>Move panel toggle: pass only the top bead</extracomment>
        <translation>Perle du dessus</translation>
    </message>
    <message>
        <source>The used bead</source>
        <extracomment>Move panel toggle: give only the bead used for the step</extracomment>
        <translation>La perle utilisée</translation>
    </message>
    <message>
        <source>All its beads</source>
        <extracomment>Move panel toggle: hand over all the beads of the figure</extracomment>
        <translation>Toutes ses perles</translation>
    </message>
    <message>
        <source>Pass its top bead</source>
        <extracomment>Move panel button: pass the selected figure's top bead to another figure</extracomment>
        <translation>Passer sa perle du dessus</translation>
    </message>
    <message>
        <source>End the turn</source>
        <extracomment>Move panel button: end a turn of several steps</extracomment>
        <translation>Terminer le tour</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Move panel button: go back one choice (Escape does the same)</extracomment>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Move panel button: drop the selection (Escape does the same)</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Step across a line of the top bead's colour; the used bead goes to another of your figures</source>
        <extracomment>Legend of the board: a field reachable by a step</extracomment>
        <translation>Franchir une ligne de la couleur de la perle du dessus ; la perle utilisée passe à une autre de vos figurines</translation>
    </message>
    <message>
        <source>Jump over a neighbour (one of the two has no bead); no bead is used</source>
        <extracomment>Legend of the board: a field reachable by a jump</extracomment>
        <translation>Sauter par-dessus une figurine voisine (l’une des deux n’a pas de perle) ; aucune perle n’est utilisée</translation>
    </message>
    <message>
        <source>Hand-off jump: give all your beads to your figure alongside, then jump over it</source>
        <extracomment>Legend of the board: a field reachable by the hand-off jump (Note 3)</extracomment>
        <translation>Saut de relais : donner toutes vos perles à votre figurine voisine, puis sauter par-dessus</translation>
    </message>
    <message>
        <source>The ink arrow shows the last move, the gold dotted trail where its beads went.</source>
        <extracomment>Legend of the board: how the last move is drawn</extracomment>
        <translation>La flèche à l’encre montre le dernier coup ; le pointillé doré, le trajet de ses perles.</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <extracomment>Move panel: the move just played; %1 is its description</extracomment>
        <translation>Dernier coup : %1</translation>
    </message>
    <message>
        <source>Who gets the beads?</source>
        <extracomment>Move panel title: which figure receives all the beads of the moving figure</extracomment>
        <translation>Qui reçoit les perles ?</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left before a draw</source>
        <extracomment>Move panel: moves left before the game is drawn; %n is a number</extracomment>
        <translation>
            <numerusform>Partie nulle dans %n coup</numerusform>
            <numerusform>Partie nulle dans %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position has come up %n time(s): once more and the game is drawn.</source>
        <extracomment>Move panel warning: the position has come up before; once more and the game is drawn</extracomment>
        <translation>
            <numerusform>Cette position s’est présentée %n fois : une fois de plus et la partie est nulle.</numerusform>
            <numerusform>Cette position s’est présentée %n fois : une fois de plus et la partie est nulle.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the %1 pair</source>
        <extracomment>Keyboard and screen reader: choose the bead pair of the figure being placed; %1 colour</extracomment>
        <translation>Choisir la paire de couleur %1</translation>
    </message>
    <message>
        <source>Take the %1 pair</source>
        <extracomment>Keyboard and screen reader: take a pair of beads in the draft; %1 colour</extracomment>
        <translation>Prendre la paire de couleur %1</translation>
    </message>
    <message>
        <source>Hand on only the top bead</source>
        <extracomment>Keyboard and screen reader: hand on only the used (top) bead</extracomment>
        <translation>Ne donner que la perle du dessus</translation>
    </message>
    <message>
        <source>Hand on all its beads</source>
        <extracomment>Keyboard and screen reader: hand on all the beads of the figure</extracomment>
        <translation>Donner toutes ses perles</translation>
    </message>
    <message>
        <source>Stack them as %1</source>
        <extracomment>Keyboard and screen reader: stack the beads handed on in this order; %1 colours from bottom to top</extracomment>
        <translation>Les empiler ainsi : %1</translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message>
        <source>Play on the network</source>
        <extracomment>Title of the dialog for playing with people on other computers</extracomment>
        <translation>Jouer en réseau</translation>
    </message>
    <message>
        <source>Join a table</source>
        <extracomment>Heading in the network dialog: joining a table someone else opened</extracomment>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>Paste the invitation the host gave you: a line beginning with { or a link beginning with kotatsu://.</source>
        <extracomment>Explanation under "Join a table"</extracomment>
        <translation>Collez l’invitation que l’hôte vous a donnée : une ligne qui commence par { ou un lien qui commence par kotatsu://.</translation>
    </message>
    <message>
        <source>Invitation</source>
        <extracomment>Placeholder of the invitation field in the network dialog</extracomment>
        <translation>Invitation</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <extracomment>Label of the field for the name the other players see at a network table</extracomment>
        <translation>Votre nom à la table</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <extracomment>Network dialog: connecting to the host's table</extracomment>
        <translation>Connexion à la table…</translation>
    </message>
    <message>
        <source>The connection dropped; trying again…</source>
        <extracomment>Network dialog: the connection dropped while joining; the app tries again</extracomment>
        <translation>Connexion perdue ; nouvelle tentative…</translation>
    </message>
    <message>
        <source>Taking a seat…</source>
        <extracomment>Network dialog: the host accepted the invitation; waiting for a seat and the game's first position</extracomment>
        <translation>Installation à la table…</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Network dialog: closes it (and stops joining)</extracomment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Join</source>
        <extracomment>Network dialog: joins the table of the invitation pasted above</extracomment>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <extracomment>Heading in the network dialog: tables other computers on the same network offer</extracomment>
        <translation>Tables sur ce réseau</translation>
    </message>
    <message>
        <source>No table is offered on this network right now.</source>
        <extracomment>Network dialog: no table is announced on the local network (the list stays open and fills when one is)</extracomment>
        <translation>Aucune table n’est proposée sur ce réseau pour l’instant.</translation>
    </message>
    <message>
        <source>This computer cannot hear the tables offered on the network: port %1 is in use.</source>
        <extracomment>Network dialog: the app cannot listen for announced tables; %1 is the UDP port number</extracomment>
        <translation>Cet ordinateur ne peut pas voir les tables proposées sur le réseau : le port %1 est déjà utilisé.</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n free seat(s)</source>
        <extracomment>Network dialog: one table offered on this network; %1 the game, %2 the host&apos;s name (or its address), %n the seats nobody holds yet</extracomment>
        <translation>
            <numerusform>%1 · %2 · %n place libre</numerusform>
            <numerusform>%1 · %2 · %n places libres</numerusform>
        </translation>
    </message>
    <message>
        <source>Host a table</source>
        <extracomment>Heading in the network dialog: offering the table set up in the launcher to people on other computers</extracomment>
        <translation>Héberger une table</translation>
    </message>
    <message numerus="yes">
        <source>%1: the table as you set it up, with %n seat(s) for people: you take the first, the others are for the people you invite.</source>
        <extracomment>Network dialog, under "Host a table": %1 the game set up in the launcher; %n its seats for people, always 2 or more (the host&apos;s own is the first; the others are for people on other computers)</extracomment>
        <translation>
            <numerusform>%1 : la table telle que vous l’avez préparée, avec %n place pour une personne, la vôtre : personne d’autre ne peut la rejoindre.</numerusform>
            <numerusform>%1 : la table telle que vous l’avez préparée, avec %n places pour des personnes : vous prenez la première, les autres sont pour vos invités.</numerusform>
        </translation>
    </message>
    <message>
        <source>Host</source>
        <extracomment>Network dialog: hosts the table set up in the launcher</extracomment>
        <translation>Héberger</translation>
    </message>
    <message>
        <source>%1: the table as you set it up. Only your seat is for a person, so nobody else can join. To invite someone, set another seat to Person.</source>
        <extracomment>Network dialog, under &quot;Host a table&quot;, when the launcher&apos;s table has one seat for a person (the host&apos;s own) and the rest are computers; %1 the game set up in the launcher</extracomment>
        <translation>%1 : la table telle que vous l’avez préparée. Sa seule place pour une personne est la vôtre : personne d’autre ne peut donc la rejoindre. Pour inviter quelqu’un, passez une autre place en « Humain ».</translation>
    </message>
    <message>
        <source>List the table on this network: anyone on it can see it and join while a seat is free</source>
        <extracomment>Network dialog, under &quot;Host a table&quot;: a check box, on at first; the hosted table is listed on the local network (its invitation code included) for as long as it has a free seat</extracomment>
        <translation>Annoncer la table sur ce réseau : toute personne connectée peut la voir et la rejoindre tant qu’une place est libre</translation>
    </message>
    <message>
        <source>Connections</source>
        <extracomment>Network dialog, under &quot;Host a table&quot;: label of the choice of encrypting the connections (TLS) or not</extracomment>
        <translation>Connexions</translation>
    </message>
    <message>
        <source>Not encrypted, for a home network</source>
        <extracomment>Network dialog, the connections choice: no TLS (ws://)</extracomment>
        <translation>Non chiffrées, pour un réseau domestique</translation>
    </message>
    <message>
        <source>Encrypted (TLS), with a certificate Kotatsu makes</source>
        <extracomment>Network dialog, the connections choice: TLS with a certificate the app makes for the host (self-signed); the invitation carries its fingerprint</extracomment>
        <translation>Chiffrées (TLS), avec un certificat créé par Kotatsu</translation>
    </message>
    <message>
        <source>Encrypted (TLS), with my certificate and key</source>
        <extracomment>Network dialog, the connections choice: TLS with the host&apos;s own certificate and private key (PEM files chosen below)</extracomment>
        <translation>Chiffrées (TLS), avec mon certificat et ma clé</translation>
    </message>
    <message>
        <source>Choose the certificate…</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: opens the file dialog for the certificate (a PEM file)</extracomment>
        <translation>Choisir le certificat…</translation>
    </message>
    <message>
        <source>Certificate: %1</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: the certificate chosen (%1 its file name); a click chooses another</extracomment>
        <translation>Certificat : %1</translation>
    </message>
    <message>
        <source>Choose the key…</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: opens the file dialog for the certificate&apos;s private key (a PEM file)</extracomment>
        <translation>Choisir la clé…</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: the private key chosen (%1 its file name); a click chooses another</extracomment>
        <translation>Clé : %1</translation>
    </message>
    <message>
        <source>The invitation carries the certificate&apos;s fingerprint, and the others&apos; Kotatsu accepts no other certificate. Send it only to them, in a message nobody else can change.</source>
        <extracomment>Network dialog, under the connections choice when TLS is chosen: the invitation carries the certificate&apos;s fingerprint (SHA-256), which the joining app checks</extracomment>
        <translation>L’invitation porte l’empreinte du certificat, et le Kotatsu des autres n’accepte aucun autre certificat. Ne l’envoyez qu’à eux, dans un message que personne d’autre ne peut modifier.</translation>
    </message>
</context>
<context>
    <name>PathWords</name>
    <message>
        <source>%1: %2</source>
        <extracomment>Rules editor: a value of one item of a list, e.g. "Uchiko: mountain-town draw"; %1 the item (a town, a ring space...), %2 the value's label</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>entry %1</source>
        <extracomment>Rules editor: one entry of a list inside another item, e.g. "entry 1 (route 3)" for the second town of a route; %1 its number, 0 first</extracomment>
        <translation>l’entrée %1</translation>
    </message>
    <message>
        <source>default</source>
        <extracomment>Rules editor: the entry of a rule given per number of players that applies to any count not listed (the data writes it `default`), as in "player count default"</extracomment>
        <translation>par défaut</translation>
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
        <translation>Choisir la clé privée du certificat</translation>
    </message>
    <message>
        <source>Choose the certificate</source>
        <extracomment>Title of the file dialog that chooses the host&apos;s TLS certificate (network dialog)</extracomment>
        <translation>Choisir le certificat</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt *.key)</source>
        <extracomment>File dialog filter for PEM files (a TLS certificate or key); keep &quot;(*.pem *.crt *.key)&quot;</extracomment>
        <translation>Fichiers PEM (*.pem *.crt *.key)</translation>
    </message>
</context>
<context>
    <name>PickList</name>
    <message>
        <source>Earlier</source>
        <extracomment>Rules editor: moves an effect one place earlier in its list (effects are carried out in order)</extracomment>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Later</source>
        <extracomment>Rules editor: moves an effect one place later in its list</extracomment>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Rules editor: button in a table row that removes the item</extracomment>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>A number</source>
        <extracomment>Rules editor: the parameter of an effect is a number (not one of the named values)</extracomment>
        <translation>Un nombre</translation>
    </message>
    <message>
        <source>Add an effect</source>
        <extracomment>Rules editor: adds an effect at the end of an effect list (a ring space's or a wave tile's)</extracomment>
        <translation>Ajouter un effet</translation>
    </message>
    <message numerus="yes">
        <source>%n effect(s)</source>
        <extracomment>Rules editor: the totals line under an effect list; %n is the number of effects</extracomment>
        <translation>
            <numerusform>%n effet</numerusform>
            <numerusform>%n effets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PileView</name>
    <message>
        <source>used up</source>
        <extracomment>On the place of a pile that has no cards left</extracomment>
        <translation>épuisée</translation>
    </message>
</context>
<context>
    <name>PilgrimsPanel</name>
    <message>
        <source>(holds %1)</source>
        <extracomment>Cards another player drafted openly; %1 is a list of numbers</extracomment>
        <translation>(détient %1)</translation>
    </message>
    <message numerus="yes">
        <source>step %1 · %n card(s) in hand</source>
        <extracomment>Compact player info: %1 the step a pilgrim stands on, %n how many cards they hold</extracomment>
        <translation>
            <numerusform>marche %1 · %n carte en main</numerusform>
            <numerusform>marche %1 · %n cartes en main</numerusform>
        </translation>
    </message>
    <message>
        <source>Pilgrims</source>
        <extracomment>Screen reader: the row of players' summaries</extracomment>
        <translation>Pèlerins</translation>
    </message>
    <message>
        <source>(to play)</source>
        <extracomment>Screen reader: added after the name of the player whose turn it is</extracomment>
        <translation>(c’est son tour)</translation>
    </message>
</context>
<context>
    <name>PlayerBoards</name>
    <message>
        <source>Winner</source>
        <extracomment>Player boards: this player won</extracomment>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>Player boards: the computer is choosing</extracomment>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>To move</source>
        <extracomment>Player boards: it is this player's turn</extracomment>
        <translation>À jouer</translation>
    </message>
    <message>
        <source>Pilgrim · temples: %1/%2 · gardens: %3/%4 · points: %5</source>
        <extracomment>Player boards: the pilgrim's board read out and shown on hover; %1 temples visited, %2 temple track length, %3 gardens, %4 garden track length, %5 points</extracomment>
        <translation>Pèlerin · temples : %1/%2 · jardins : %3/%4 · points : %5</translation>
    </message>
    <message>
        <source>Merchant · wares: %1/%2 · coins: %3 · gold slabs: %4/%5 · points: %6</source>
        <extracomment>Player boards: the merchant's board read out and shown on hover; %1 wares held, %2 the hand limit, %3 coins, %4 gold slabs, %5 slots, %6 points</extracomment>
        <translation>Marchand · marchandises : %1/%2 · pièces : %3 · kobans : %4/%5 · points : %6</translation>
    </message>
    <message>
        <source>Artist · face up: %1 · given away: %2/%3 · points: %4</source>
        <extracomment>Player boards: the artist's board read out and shown on hover; %1 paintings face up, %2 given away, %3 in all, %4 points</extracomment>
        <translation>Artiste · face visible : %1 · offertes : %2/%3 · points : %4</translation>
    </message>
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
    <message>
        <source>Holds the hot spring token</source>
        <extracomment>Player boards read out: this player holds the hot spring token</extracomment>
        <translation>Détient le jeton Source chaude</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Winner</source>
        <extracomment>Player card: this player won</extracomment>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>Player card: the computer is choosing its move</extracomment>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>To move</source>
        <extracomment>Player card: it is this player's turn</extracomment>
        <translation>C’est son tour</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <extracomment>Player card: the pagoda the side must reach</extracomment>
        <translation>Objectif : %1</translation>
    </message>
    <message>
        <source>%1 · goal: %2</source>
        <extracomment>Player card: %1 the side (Kokeshi, Samurai), %2 the pagoda the side must reach</extracomment>
        <translation>%1 · objectif : %2</translation>
    </message>
    <message>
        <source>To place:</source>
        <extracomment>Player card during the set-up: the bead pairs not yet on a figure</extracomment>
        <translation>À placer :</translation>
    </message>
    <message>
        <source>%1, goal: %2</source>
        <extracomment>Screen reader, player card: %1 the side (Kokeshi), %2 the pagoda it must reach</extracomment>
        <translation>%1, objectif : %2</translation>
    </message>
    <message>
        <source>winner</source>
        <extracomment>Screen reader, player card: this player won</extracomment>
        <translation>gagnant</translation>
    </message>
    <message>
        <source>to move</source>
        <extracomment>Screen reader, player card: it is this player's turn</extracomment>
        <translation>à jouer</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) on the board</source>
        <extracomment>Screen reader, player card: %n figures of the player on the board</extracomment>
        <translation>
            <numerusform>%n figurine sur le plateau</numerusform>
            <numerusform>%n figurines sur le plateau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bead(s) carried</source>
        <extracomment>Screen reader, player card: %n beads on the player's figures, then the count of each colour after the colon</extracomment>
        <translation>
            <numerusform>%n perle portée</numerusform>
            <numerusform>%n perles portées</numerusform>
        </translation>
    </message>
    <message>
        <source>pairs to place: %1</source>
        <extracomment>Screen reader, player card during the set-up: %1 the colours of the bead pairs not yet placed</extracomment>
        <translation>paires à placer : %1</translation>
    </message>
</context>
<context>
    <name>ProphecyPanel</name>
    <message>
        <source>The prophecy of %1</source>
        <extracomment>Heading of the prophecy box; %1 is the sage's name</extracomment>
        <translation>Prophétie de %1</translation>
    </message>
    <message>
        <source>You foresee the %1: %2</source>
        <extracomment>The sage's own prediction; %1 is a pile symbol, %2 a card ("Moon: Blue 7")</extracomment>
        <translation>Vous prédisez la pile %1 : %2</translation>
    </message>
    <message>
        <source>Choose the card that will be played last.</source>
        <extracomment>Prophecy box before the sage (you) has chosen</extracomment>
        <translation>Choisissez la carte qui sera jouée en dernier.</translation>
    </message>
    <message>
        <source>The sage is choosing a disc in secret.</source>
        <extracomment>Prophecy box before the sage has chosen</extracomment>
        <translation>Le sage choisit un disque en secret.</translation>
    </message>
    <message>
        <source>The disc lies face down until the round ends.</source>
        <extracomment>Prophecy box: the disc is hidden from the other players</extracomment>
        <translation>Le disque reste face cachée jusqu’à la fin de la manche.</translation>
    </message>
</context>
<context>
    <name>ProphecyReveal</name>
    <message>
        <source>The prophecy comes true!</source>
        <extracomment>Reveal banner title when the sage's predicted card was played</extracomment>
        <translation>La prophétie se réalise !</translation>
    </message>
    <message>
        <source>The prophecy fails</source>
        <extracomment>Reveal banner title when the predicted card was never played</extracomment>
        <translation>La prophétie échoue</translation>
    </message>
    <message>
        <source>Click to close</source>
        <extracomment>Small hint on the reveal banner</extracomment>
        <translation>Cliquez pour fermer</translation>
    </message>
</context>
<context>
    <name>RawList</name>
    <message>
        <source>Remove</source>
        <extracomment>Rules editor: button in a table row that removes the item</extracomment>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Add</source>
        <extracomment>Rules editor: adds an item (a card, a town, a space...) at the end of a table</extracomment>
        <translation>Ajouter</translation>
    </message>
    <message numerus="yes">
        <source>Show all %n row(s)</source>
        <extracomment>Rules editor: shows every row of a long table; %n is how many rows there are</extracomment>
        <translation>
            <numerusform>Afficher %n ligne</numerusform>
            <numerusform>Afficher les %n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Rules editor: the totals line under a table; %n is the number of items (cards, towns, spaces...)</extracomment>
        <translation>
            <numerusform>%n élément</numerusform>
            <numerusform>%n éléments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RenameOffer</name>
    <message numerus="yes">
        <source>%n other value(s) name “%1”. Rename them to “%2” too?</source>
        <extracomment>Rules editor, after a new id is typed for an item (a town, a region...) that other values name; %1 is the old id, %2 the new one, %n how many values name it</extracomment>
        <translation>
            <numerusform>%n autre valeur nomme « %1 ». La renommer aussi en « %2 » ?</numerusform>
            <numerusform>%n autres valeurs nomment « %1 ». Les renommer aussi en « %2 » ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename everywhere</source>
        <extracomment>Rules editor, rename offer: renames the id and every value that names it</extracomment>
        <translation>Renommer partout</translation>
    </message>
    <message>
        <source>Only this id</source>
        <extracomment>Rules editor, rename offer: changes this id only (the values naming the old id then show errors)</extracomment>
        <translation>Cet identifiant seulement</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Replay</source>
        <extracomment>Replay bar title</extracomment>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>To the start</source>
        <extracomment>Replay: go to the start of the game (Home)</extracomment>
        <translation>Au début</translation>
    </message>
    <message>
        <source>One move back</source>
        <extracomment>Replay: one move back (←)</extracomment>
        <translation>Un coup en arrière</translation>
    </message>
    <message>
        <source>Move of the game</source>
        <extracomment>Replay slider, for screen readers</extracomment>
        <translation>Coup de la partie</translation>
    </message>
    <message>
        <source>One move forward</source>
        <extracomment>Replay: one move forward (→)</extracomment>
        <translation>Un coup en avant</translation>
    </message>
    <message>
        <source>To the last move</source>
        <extracomment>Replay: go to the last move (End)</extracomment>
        <translation>Au dernier coup</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <extracomment>Replay: which move is shown; %1 is its number, %2 the number of moves in the game</extracomment>
        <translation>Coup %1 sur %2</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <extracomment>Replay: the position before the first move</extracomment>
        <translation>Le début de la partie</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Replay: leave the replay for the game as it is now</extracomment>
        <translation>Retour à la partie</translation>
    </message>
</context>
<context>
    <name>RoundReport</name>
    <message>
        <source>Round %1: the climb</source>
        <extracomment>Heading of the last-round summary; %1 is the round number</extracomment>
        <translation>Manche %1 : l’ascension</translation>
    </message>
    <message>
        <source>stays</source>
        <extracomment>Under a card of the last round whose pilgrim did not climb</extracomment>
        <translation>immobile</translation>
    </message>
    <message>
        <source>The deck ran out: the discard pile was shuffled into a new deck.</source>
        <extracomment>Last-round note</extracomment>
        <translation>La pioche était épuisée : la défausse a été mélangée pour former une nouvelle pioche.</translation>
    </message>
    <message>
        <source>%1 played the lowest card and drew from the deck.</source>
        <extracomment>Last-round note; %1 is a player's name</extracomment>
        <translation>%1 a joué la plus petite carte et a pioché.</translation>
    </message>
    <message>
        <source>Nobody took card %1: it was discarded.</source>
        <extracomment>Last-round note; %1 is a card number</extracomment>
        <translation>Personne n’a pris la carte %1 : elle a été défaussée.</translation>
    </message>
    <message>
        <source>%1 played %2 and stayed on step %3</source>
        <extracomment>Screen reader, last round: a pilgrim that did not climb; %1 a player, %2 a card ("card 17, 3 sandals"), %3 its step</extracomment>
        <translation>%1 a joué la %2 et reste sur la marche %3</translation>
    </message>
    <message>
        <source>%1 played %2 and climbed from step %3 to step %4</source>
        <extracomment>Screen reader, last round: a pilgrim that climbed; %1 a player, %2 a card ("card 17, 3 sandals"), %3 and %4 steps</extracomment>
        <translation>%1 a joué la %2 et monte de la marche %3 à la marche %4</translation>
    </message>
</context>
<context>
    <name>RulesDrawer</name>
    <message>
        <source>Keys</source>
        <extracomment>Heading of the list of keys under the rules</extracomment>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>The game “%1” is not available.</source>
        <extracomment>Error in the rules editor; %1 is a game id</extracomment>
        <translation>Le jeu « %1 » n’est pas disponible.</translation>
    </message>
    <message>
        <source>the value of %1</source>
        <extracomment>Rules editor: where a value typed in a list row is, in an error about it (&quot;the value of board.routes[3]:1:5: ...&quot;)</extracomment>
        <translation>la valeur de %1</translation>
    </message>
    <message>
        <source>The variant cannot be opened: %1</source>
        <extracomment>Error in the rules editor; %1 is a variant's name or file, or the system's reason</extracomment>
        <translation>Impossible d’ouvrir la variante : %1</translation>
    </message>
    <message>
        <source>No variant is open.</source>
        <extracomment>Error in the rules editor when nothing is open</extracomment>
        <translation>Aucune variante n’est ouverte.</translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>Undo step in the rules editor: a whole item changed, e.g. "Change route 3"; %1 the item (a name, or a kind and its number)</extracomment>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Revert %1</source>
        <translation>Retour au jeu de base : %1</translation>
    </message>
    <message>
        <source>Edit the text</source>
        <extracomment>Undo step in the rules editor: typing in the YAML text</extracomment>
        <translation>Modifier le texte</translation>
    </message>
    <message>
        <source>The shipped games are never changed: save the variant under a name of your own.</source>
        <extracomment>Error in the rules editor: the files shipped with Kotatsu are never overwritten</extracomment>
        <translation>Les jeux fournis ne sont jamais modifiés : enregistrez la variante sous un nom de votre choix.</translation>
    </message>
    <message>
        <source>Choose a name to save this variant under.</source>
        <extracomment>Error in the rules editor: a new or shipped variant is saved under a new name</extracomment>
        <translation>Choisissez un nom sous lequel enregistrer cette variante.</translation>
    </message>
    <message>
        <source>This variant has errors: it can be saved, but not played.</source>
        <extracomment>Error in the rules editor: "Play" with errors in the variant (or while it is checked)</extracomment>
        <translation>Cette variante contient des erreurs : elle peut être enregistrée, mais pas jouée.</translation>
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
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Take back %1</source>
        <extracomment>Undo step in the rules editor: one line of the Changes list taken back; %1 says which ("Uchiko: Mountain-town draw")</extracomment>
        <translation>Annuler la modification : %1</translation>
    </message>
    <message>
        <source>Change the %1 of %2</source>
        <extracomment>Undo step in the rules editor: a value of one item changed, e.g. "Change the type of ring space 9"; %1 the value's label (type, mountain-town draw), %2 the item (ring space 9, Uchiko). Both in lower case unless names: the sentence's first letter is made a capital</extracomment>
        <translation>%2 : modifier « %1 »</translation>
    </message>
    <message>
        <source>Revert the %1 of %2</source>
        <translation>Retour au jeu de base : %2, « %1 »</translation>
    </message>
    <message>
        <source>Change the %1</source>
        <extracomment>Undo step in the rules editor: a value changed, e.g. "Change the hand size"; %1 its label in lower case (the sentence's first letter is made a capital)</extracomment>
        <translation>Modifier « %1 »</translation>
    </message>
    <message>
        <source>Revert the %1</source>
        <translation>Retour au jeu de base : « %1 »</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>Undo step in the rules editor: an item added to a list, e.g. "Add ring space 37"; %1 the new item, by its kind and number (0 first)</extracomment>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>Undo step in the rules editor: an item removed from a list, e.g. "Remove Uchiko", "Remove route 3"; %1 the item</extracomment>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <extracomment>Undo step in the rules editor: a copy of an item inserted after it, e.g. "Duplicate Uchiko"; %1 the item copied</extracomment>
        <translation>Dupliquer %1</translation>
    </message>
    <message>
        <source>Those changes are open in another editor.</source>
        <extracomment>Error in the rules editor: the autosaved work chosen is open in another editor (or gone)</extracomment>
        <translation>Ces modifications sont ouvertes dans un autre éditeur.</translation>
    </message>
    <message>
        <source>Those changes are to another game's rules: its own editor offers them.</source>
        <extracomment>Error in the rules editor: autosaved changes of another game's rules were asked for</extracomment>
        <translation>Ces modifications concernent les règles d’un autre jeu : son propre éditeur les propose.</translation>
    </message>
    <message>
        <source>Recover the autosaved changes</source>
        <extracomment>Undo step in the rules editor: the changes recovered from an autosave</extracomment>
        <translation>Récupérer les modifications enregistrées automatiquement</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <extracomment>Undo step in the rules editor: an id changed, and every value that names it; %1 is the old id, %2 the new one</extracomment>
        <translation>Renommer %1 en %2</translation>
    </message>
    <message>
        <source>This fix no longer applies to the variant as it is now.</source>
        <extracomment>Error in the rules editor: a suggested fix no longer applies (the document changed)</extracomment>
        <translation>Cette correction ne s’applique plus à la variante telle qu’elle est maintenant.</translation>
    </message>
</context>
<context>
    <name>SaveAsDialog</name>
    <message>
        <source>The id is one word of small letters, digits and _ (for example my_variant).</source>
        <extracomment>Save-as dialog: the variant id typed is not one word of small letters, digits and _</extracomment>
        <translation>L’identifiant est un seul mot de minuscules, de chiffres et de _ (par exemple ma_variante).</translation>
    </message>
    <message>
        <source>Save as a variant</source>
        <extracomment>Title of the rules editor's Save as dialog</extracomment>
        <translation>Enregistrer comme variante</translation>
    </message>
    <message>
        <source>The variant goes into your own variants: the launcher lists it at once. The game's own files are never changed.</source>
        <extracomment>Save-as dialog: what the dialog does</extracomment>
        <translation>La variante rejoint vos variantes : l’écran d’accueil l’affiche aussitôt. Les fichiers du jeu ne sont jamais modifiés.</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Save-as dialog: label of the variant id (its file name)</extracomment>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Save-as dialog: heading above the variant's name in each language</extracomment>
        <translation>Nom</translation>
    </message>
    <message>
        <source>missing</source>
        <extracomment>Rules editor: placeholder of an empty language in a five-language grid</extracomment>
        <translation>manquant</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Save-as dialog button</extracomment>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Dialog button: close the dialog without doing anything</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Not written yet: the editor's stand-in until you change it</source>
        <extracomment>Rules editor: tooltip of a language of a new variant's name or description that still holds the text the editor gave it ("Tokaido Duo (variant)")</extracomment>
        <translation>Pas encore écrit : le texte provisoire de l’éditeur, en attendant que vous le changiez</translation>
    </message>
    <message>
        <source>Description</source>
        <extracomment>Save-as dialog: heading above the variant's description in each language</extracomment>
        <translation>Description</translation>
    </message>
    <message numerus="yes">
        <source>%n language(s) missing: players in them see the name you wrote in another language.</source>
        <extracomment>Save-as dialog: how many languages still lack the variant's own name or description (empty, or the editor's "Tokaido Duo (variant)"); saving is allowed, and those languages show a name written in another</extracomment>
        <translation>
            <numerusform>%n langue manquante : qui joue dans cette langue verra le nom que vous avez écrit dans une autre.</numerusform>
            <numerusform>%n langues manquantes : qui joue dans ces langues verra le nom que vous avez écrit dans une autre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n language(s) missing: until you name the variant, the launcher shows the stand-in name and its id.</source>
        <extracomment>Save-as dialog: as above, when no language has a name of the designer's yet: the launcher shows the stand-in name followed by the variant's id</extracomment>
        <translation>
            <numerusform>%n langue manquante : tant que la variante n’a pas de nom, l’écran d’accueil affiche le nom provisoire et son identifiant.</numerusform>
            <numerusform>%n langues manquantes : tant que la variante n’a pas de nom, l’écran d’accueil affiche le nom provisoire et son identifiant.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>The saved game is damaged: “%1” is not part of a saved game.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file that saves do not have</extracomment>
        <translation>La partie sauvegardée est endommagée : « %1 » ne fait pas partie d’une partie sauvegardée.</translation>
    </message>
    <message>
        <source>The saved game is damaged: the value of “%1” is not allowed.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file, like seats[1].level</extracomment>
        <translation>La partie sauvegardée est endommagée : la valeur de « %1 » n’est pas autorisée.</translation>
    </message>
    <message>
        <source>The saved game is damaged: “%1” holds the wrong kind of value.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file, like seats[1].kind</extracomment>
        <translation>La partie sauvegardée est endommagée : « %1 » contient une valeur du mauvais type.</translation>
    </message>
    <message>
        <source>The saved game is damaged: “%1” is missing.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file, like seats[1].kind</extracomment>
        <translation>La partie sauvegardée est endommagée : il manque « %1 ».</translation>
    </message>
    <message>
        <source>The saves folder could not be written to disk.</source>
        <extracomment>Error when saving: the file was written but the system did not confirm it is on disk</extracomment>
        <translation>Le dossier des sauvegardes n’a pas pu être écrit sur le disque.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <extracomment>Error when opening a saved game: permissions or a read error</extracomment>
        <translation>Le fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <source>There is no saved game file at this place.</source>
        <extracomment>Error when opening a saved game: the path is missing, a link, a device…</extracomment>
        <translation>Il n’y a pas de fichier de partie sauvegardée à cet endroit.</translation>
    </message>
    <message>
        <source>The file is not a Kotatsu saved game (it is damaged or of another kind).</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>Ce fichier n’est pas une partie sauvegardée Kotatsu (il est endommagé ou d’un autre type).</translation>
    </message>
    <message>
        <source>The file is not a Kotatsu saved game.</source>
        <extracomment>Error when opening a file that is JSON but not a saved game</extracomment>
        <translation>Ce fichier n’est pas une partie sauvegardée Kotatsu.</translation>
    </message>
    <message>
        <source>This saved game comes from another version of Kotatsu and cannot be read.</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>Cette partie sauvegardée provient d’une autre version de Kotatsu et ne peut pas être lue.</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game.</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>Le fichier est trop volumineux pour être une partie sauvegardée.</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>Saved games</source>
        <extracomment>Title of the list of saved games</extracomment>
        <translation>Parties sauvegardées</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Button in the list of saved games: open this one</extracomment>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Button in the list of saved games: delete this one</extracomment>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>No saved games yet. During a game, choose Menu › Save game.</source>
        <extracomment>Shown when there are no saved games</extracomment>
        <translation>Aucune partie sauvegardée pour l’instant. En cours de partie, choisissez Menu › Sauvegarder la partie.</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the list of saved games</extracomment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>Button in the list of saved games: open this one and step through its moves from the start</extracomment>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <extracomment>Saved games: default name of a computer seat; %1 is the seat number</extracomment>
        <translation>Ordinateur %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>Saved games: default name of a person's seat; %1 is the seat number</extracomment>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>easy</source>
        <extracomment>Saved games: the strength of a computer seat</extracomment>
        <translation>facile</translation>
    </message>
    <message>
        <source>strong</source>
        <extracomment>Saved games: the strength of a computer seat</extracomment>
        <translation>difficile</translation>
    </message>
    <message>
        <source>normal</source>
        <extracomment>Saved games: the strength of a computer seat</extracomment>
        <translation>normal</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <extracomment>Saved games: a computer seat the player named; %1 its name, %2 its strength ("easy")</extracomment>
        <translation>%1 (ordinateur, %2)</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <extracomment>Saved games, a game played on the network: a computer seat the host named; %1 its name</extracomment>
        <translation>%1 (ordinateur)</translation>
    </message>
    <message>
        <source>played on the network</source>
        <extracomment>Saved games: after the game's name, a game played with people on other computers (the player's own record of it)</extracomment>
        <translation>partie en réseau</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Saved games: a computer seat with its default name; %1 the name ("Computer 2"), %2 its strength ("easy")</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <extracomment>Saved games: the seat the game's rules play (its own solo opponent); %1 its name from the game's data (Tokaido Duo: "Automa"), %2 its level (a number)</extracomment>
        <translation>%1 (niveau %2)</translation>
    </message>
    <message numerus="yes">
        <source>In progress: round %1, %n move(s)</source>
        <extracomment>Saved games: a game not finished; %1 the round it was saved in, %n the moves played</extracomment>
        <translation>
            <numerusform>En cours : manche %1, %n coup</numerusform>
            <numerusform>En cours : manche %1, %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In progress: %n move(s)</source>
        <extracomment>Saved games: a game not finished (a game without rounds); %n the moves played</extracomment>
        <translation>
            <numerusform>En cours : %n coup</numerusform>
            <numerusform>En cours : %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished: a draw</source>
        <extracomment>Saved games: a finished game that ended in a draw</extracomment>
        <translation>Terminée : partie nulle</translation>
    </message>
    <message>
        <source>Finished: %1 won</source>
        <extracomment>Saved games: a finished game; %1 the winner's name</extracomment>
        <translation>Terminée : %1 a gagné</translation>
    </message>
    <message>
        <source>Finished: %1 shared the victory</source>
        <extracomment>Saved games: a finished game with a shared victory; %1 the winners ("Maya and Leo")</extracomment>
        <translation>Terminée : %1 se sont partagé la victoire</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>A saved game in the list: when it was saved; %1 is a date and time</extracomment>
        <translation>Sauvegardée le %1</translation>
    </message>
    <message>
        <source>Lesson: %1 — step %2 of %3</source>
        <extracomment>Saved games: a lesson ("Learn to play", a guided first game) left at a step; %1 the lesson&apos;s title, %2 the step it waits at, %3 how many steps it has</extracomment>
        <translation>Leçon : %1 — étape %2 sur %3</translation>
    </message>
    <message>
        <source>Lesson: %1 — complete</source>
        <extracomment>Saved games: a lesson ("Learn to play", a guided first game) played to its end; %1 the lesson&apos;s title</extracomment>
        <translation>Leçon : %1 — terminée</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <source>The game's header.</source>
        <translation>L’en-tête du jeu.</translation>
    </message>
    <message>
        <source>The game's id: its folder's name.</source>
        <translation>L’identifiant du jeu : le nom de son dossier.</translation>
    </message>
    <message>
        <source>Which built-in rules read this file.</source>
        <translation>Les règles intégrées qui lisent ce fichier.</translation>
    </message>
    <message>
        <source>The game's name.</source>
        <translation>Le nom du jeu.</translation>
    </message>
    <message>
        <source>One line about the game for the launcher.</source>
        <translation>Une ligne sur le jeu pour l’écran d’accueil.</translation>
    </message>
    <message>
        <source>Designer, publisher and year.</source>
        <translation>Auteur, éditeur et année.</translation>
    </message>
    <message>
        <source>Place in the launcher, lowest first.</source>
        <translation>Place dans l’écran d’accueil, la plus petite en premier.</translation>
    </message>
    <message>
        <source>How many players may play.</source>
        <translation>Combien de joueurs peuvent jouer.</translation>
    </message>
    <message>
        <source>The fewest players.</source>
        <translation>Le nombre minimum de joueurs.</translation>
    </message>
    <message>
        <source>The most players.</source>
        <translation>Le nombre maximum de joueurs.</translation>
    </message>
    <message>
        <source>Files of the same folder whose keys belong to this game.</source>
        <translation>Fichiers du même dossier dont les clés font partie de ce jeu.</translation>
    </message>
    <message>
        <source>A variant file's header: the variant changes the keys it gives.</source>
        <translation>L’en-tête d’un fichier de variante : la variante modifie les clés qu’elle donne.</translation>
    </message>
    <message>
        <source>The id of the game the variant changes.</source>
        <translation>L’identifiant du jeu que la variante modifie.</translation>
    </message>
    <message>
        <source>The variant's name.</source>
        <translation>Le nom de la variante.</translation>
    </message>
    <message>
        <source>What the variant changes, in a few sentences.</source>
        <translation>Ce que la variante change, en quelques phrases.</translation>
    </message>
    <message>
        <source>The rules parameters.</source>
        <translation>Les paramètres des règles.</translation>
    </message>
    <message>
        <source>The step of the pagoda at the top of the temple.</source>
        <translation>La marche de la pagode, en haut du temple.</translation>
    </message>
    <message>
        <source>The step every pilgrim starts on, below the pagoda.</source>
        <translation>La marche de départ de chaque pèlerin, sous la pagode.</translation>
    </message>
    <message>
        <source>Before the first round every pilgrim climbs by a card of the first line; nobody is frozen then.</source>
        <translation>Avant la première manche, chaque pèlerin monte selon une carte de la première ligne ; personne ne reste immobile à ce moment-là.</translation>
    </message>
    <message>
        <source>Cards in each player's hand.</source>
        <translation>Cartes dans la main de chaque joueur.</translation>
    </message>
    <message>
        <source>The places in the line whose pilgrims do not climb.</source>
        <translation>Les places de la ligne dont les pèlerins ne montent pas.</translation>
    </message>
    <message>
        <source>By number of players (3, 4, ...) or default.</source>
        <translation>Selon le nombre de joueurs (3, 4…) ou default.</translation>
    </message>
    <message>
        <source>Line indices: 0 is the lowest card, N-k the k-th card from the right.</source>
        <extracomment>"N-k" is written as is in the data file; keep it untranslated</extracomment>
        <translation>Indices dans la ligne : 0 est la carte la plus basse, N-k la k-ième carte en partant de la droite.</translation>
    </message>
    <message>
        <source>The places that win the game.</source>
        <translation>Les places qui gagnent la partie.</translation>
    </message>
    <message>
        <source>The winning places: top, bottom or both.</source>
        <translation>Les places gagnantes : top, bottom ou les deux.</translation>
    </message>
    <message>
        <source>Places counted from the top; 1 is the highest pilgrim.</source>
        <translation>Places comptées à partir du haut ; 1 est le pèlerin le plus haut.</translation>
    </message>
    <message>
        <source>Places counted from the bottom; 1 is the lowest pilgrim.</source>
        <translation>Places comptées à partir du bas ; 1 est le pèlerin le plus bas.</translation>
    </message>
    <message>
        <source>The lowest card moves from the first place of the line to the last.</source>
        <translation>La carte la plus basse passe de la première place de la ligne à la dernière.</translation>
    </message>
    <message>
        <source>How the hands are filled up again after a round.</source>
        <translation>Comment les mains sont complétées après une manche.</translation>
    </message>
    <message>
        <source>Where the last player draws from.</source>
        <translation>Où le dernier joueur pioche.</translation>
    </message>
    <message>
        <source>Which line the other players draft from.</source>
        <translation>Dans quelle ligne les autres joueurs choisissent une carte.</translation>
    </message>
    <message>
        <source>What becomes of the card nobody drafted.</source>
        <translation>Ce que devient la carte que personne n’a choisie.</translation>
    </message>
    <message>
        <source>What happens when the deck runs out.</source>
        <translation>Ce qui se passe quand la pioche est épuisée.</translation>
    </message>
    <message>
        <source>A climb past the pagoda: stop on it (cap) or step back down by the steps left over (bounce).</source>
        <translation>Une montée au-delà de la pagode : s’y arrêter (cap) ou redescendre du nombre de marches en trop (bounce).</translation>
    </message>
    <message>
        <source>Pilgrims on the same step share a place (levels) or the first to arrive ranks higher (arrival_order).</source>
        <translation>Les pèlerins sur la même marche partagent une place (levels) ou le premier arrivé est classé devant (arrival_order).</translation>
    </message>
    <message>
        <source>The cards.</source>
        <translation>Les cartes.</translation>
    </message>
    <message>
        <source>The lowest and the highest card value; there is one card of each value in between.</source>
        <translation>La valeur la plus basse et la plus haute ; il y a une carte de chaque valeur entre les deux.</translation>
    </message>
    <message>
        <source>A card value.</source>
        <translation>Une valeur de carte.</translation>
    </message>
    <message>
        <source>true while the sandal counts are a stand-in for the real game's.</source>
        <translation>true tant que le nombre de sandales est une table provisoire en attendant celle du vrai jeu.</translation>
    </message>
    <message>
        <source>The sandals on each card, by card value: how many steps its pilgrim climbs.</source>
        <translation>Les sandales de chaque carte, selon sa valeur : le nombre de marches que gravit son pèlerin.</translation>
    </message>
    <message>
        <source>The sandals on the card of this value.</source>
        <translation>Les sandales de la carte de cette valeur.</translation>
    </message>
    <message>
        <source>The pilgrims in the order the seats take them; one per player at least.</source>
        <translation>Les pèlerins dans l’ordre où les places les prennent ; au moins un par joueur.</translation>
    </message>
    <message>
        <source>An id: one word, unique in its list.</source>
        <translation>Un identifiant : un seul mot, unique dans sa liste.</translation>
    </message>
    <message>
        <source>The colour on the table, written #rrggbb.</source>
        <translation>La couleur sur la table, écrite #rrggbb.</translation>
    </message>
    <message>
        <source>The name shown to players.</source>
        <translation>Le nom montré aux joueurs.</translation>
    </message>
    <message>
        <source>The cards are dealt onto the piles one by one, from the first pile (round_robin) or from a random one (round_robin_random_start).</source>
        <translation>Les cartes sont distribuées une à une sur les piles, à partir de la première (round_robin) ou d’une pile tirée au hasard (round_robin_random_start).</translation>
    </message>
    <message>
        <source>Who is the first sage: a random player or the first seat.</source>
        <translation>Qui est le premier sage : un joueur tiré au hasard ou la première place.</translation>
    </message>
    <message>
        <source>When a card may be placed next to another; any one rule is enough.</source>
        <translation>Quand une carte correspond à une autre ; une seule règle suffit.</translation>
    </message>
    <message>
        <source>The highest and the lowest value count as neighbours.</source>
        <translation>La valeur la plus haute et la plus basse comptent comme voisines.</translation>
    </message>
    <message>
        <source>The values a Sun may not take: those of the face-up cards of its colour in the ring, in the ring and the centre, or none.</source>
        <translation>Les valeurs qu’un Soleil ne peut pas annoncer : celles des cartes visibles de sa couleur dans le cercle, dans le cercle et au centre, ou aucune.</translation>
    </message>
    <message>
        <source>A card that can be placed must be placed.</source>
        <translation>Une carte qui peut être posée doit l’être.</translation>
    </message>
    <message>
        <source>The sage plays too when the turn comes round.</source>
        <translation>Le sage joue aussi quand son tour arrive.</translation>
    </message>
    <message>
        <source>The direction the turn passes in.</source>
        <translation>Le sens dans lequel passe le tour.</translation>
    </message>
    <message>
        <source>The round stops when the predicted card is played (stop_on_prediction) or goes on to its end (play_out).</source>
        <translation>La manche s’arrête quand la carte prédite est jouée (stop_on_prediction) ou continue jusqu’au bout (play_out).</translation>
    </message>
    <message>
        <source>The cards of a failed round leave the game, or stay in the centre for the next sage who is right.</source>
        <translation>Les cartes d’une manche ratée sont retirées du jeu ou restent au centre pour le prochain sage qui voit juste.</translation>
    </message>
    <message>
        <source>The sage shows the prophecy even when it was wrong.</source>
        <translation>Le sage montre sa prophétie même quand elle a échoué.</translation>
    </message>
    <message>
        <source>Piles are turned up during the round, not only after it.</source>
        <translation>Les piles sont retournées pendant la manche, pas seulement après.</translation>
    </message>
    <message>
        <source>The game ends when this many piles are empty.</source>
        <translation>La partie se termine quand ce nombre de piles est épuisé.</translation>
    </message>
    <message>
        <source>At the end, play on until everybody has been the sage equally often.</source>
        <translation>À la fin, on continue à jouer jusqu’à ce que chacun ait été le sage autant de fois que les autres.</translation>
    </message>
    <message>
        <source>One point per card won; the values do not count.</source>
        <translation>Un point par carte gagnée ; les valeurs ne comptent pas.</translation>
    </message>
    <message>
        <source>Tied players share the victory, or the most successful prophecies decide first.</source>
        <translation>Les joueurs à égalité partagent la victoire, ou bien ils sont d’abord départagés par le nombre de prophéties réalisées.</translation>
    </message>
    <message>
        <source>The direction the sage role passes in.</source>
        <translation>Le sens dans lequel passe le rôle de sage.</translation>
    </message>
    <message>
        <source>The lowest and the highest value; each colour has one card of each value in between.</source>
        <translation>La valeur la plus basse et la plus haute ; chaque couleur a une carte de chaque valeur entre les deux.</translation>
    </message>
    <message>
        <source>Sun jokers in each colour.</source>
        <translation>Jokers Soleil dans chaque couleur.</translation>
    </message>
    <message>
        <source>The name of the Sun card.</source>
        <translation>Le nom de la carte Soleil.</translation>
    </message>
    <message>
        <source>The card colours.</source>
        <translation>Les couleurs des cartes.</translation>
    </message>
    <message>
        <source>The shape drawn on the cards of this colour, so that colour is never the only cue.</source>
        <translation>La forme dessinée sur les cartes de cette couleur, pour que la couleur ne soit jamais le seul repère.</translation>
    </message>
    <message>
        <source>The symbol discs, one per pile: pile i carries symbols[i].</source>
        <translation>Les disques symboles, un par pile : la pile i porte symbols[i].</translation>
    </message>
    <message>
        <source>The pile's word in action texts, e.g. S3.</source>
        <translation>Le mot de la pile dans les textes d’action, p. ex. S3.</translation>
    </message>
    <message>
        <source>The two sides: the first seat plays the first, the second seat the second.</source>
        <translation>Les deux camps : la première place joue le premier, la deuxième place le second.</translation>
    </message>
    <message>
        <source>What one figure of the side is called.</source>
        <translation>Le nom d’une figurine de ce camp.</translation>
    </message>
    <message>
        <source>The capital letter that names the side's figures in action texts (K1, K2, ...).</source>
        <translation>La lettre majuscule qui désigne les figurines du camp dans les textes d’action (K1, K2…).</translation>
    </message>
    <message>
        <source>Figures on each side.</source>
        <translation>Figurines de chaque camp.</translation>
    </message>
    <message>
        <source>The beads.</source>
        <translation>Les perles.</translation>
    </message>
    <message>
        <source>Beads each figure starts with, all of one colour.</source>
        <translation>Perles avec lesquelles chaque figurine commence, toutes de la même couleur.</translation>
    </message>
    <message>
        <source>The bead colours.</source>
        <translation>Les couleurs des perles.</translation>
    </message>
    <message>
        <source>Beads of this colour; a multiple of beads.per_figure.</source>
        <translation>Perles de cette couleur ; un multiple de beads.per_figure.</translation>
    </message>
    <message>
        <source>The fill pattern the table draws, so that colour is never the only cue.</source>
        <translation>Le motif de remplissage que dessine la table, pour que la couleur ne soit jamais le seul repère.</translation>
    </message>
    <message>
        <source>A one-letter label in each language.</source>
        <translation>Une étiquette d’une lettre dans chaque langue.</translation>
    </message>
    <message>
        <source>Who moves first: a side id, or random.</source>
        <translation>Qui joue en premier : l’identifiant d’un camp, ou random.</translation>
    </message>
    <message>
        <source>How the figures are set up.</source>
        <translation>Comment les figurines sont mises en place.</translation>
    </message>
    <message>
        <source>Every side gets one pair of each colour, or the players draft the pairs in turn.</source>
        <translation>Chaque camp reçoit une paire de chaque couleur, ou les joueurs choisissent les paires à tour de rôle.</translation>
    </message>
    <message>
        <source>Who places figures when: the first player all of them first, one each in turn, both unseen, or fixed positions.</source>
        <translation>Qui place les figurines et quand : le premier joueur place toutes les siennes d’abord, une chacun à tour de rôle, les deux sans voir l’autre, ou des positions fixes.</translation>
    </message>
    <message>
        <source>Only with order: fixed: every figure's start field and bead colour, by side.</source>
        <translation>Seulement avec order : fixed : la case de départ et la couleur de perle de chaque figurine, par camp.</translation>
    </message>
    <message>
        <source>One [field, colour] per figure, e.g. [c3, red].</source>
        <translation>Un [case, couleur] par figurine, p. ex. [c3, red].</translation>
    </message>
    <message>
        <source>How figures move.</source>
        <translation>Comment les figurines se déplacent.</translation>
    </message>
    <message>
        <source>Lines one figure may cross in a turn.</source>
        <translation>Lignes qu’une figurine peut franchir en un tour.</translation>
    </message>
    <message>
        <source>A step may hand on the whole stack instead of the bead used.</source>
        <translation>Un pas peut donner toute la pile au lieu de la perle utilisée.</translation>
    </message>
    <message>
        <source>An ordinary jump may hand on a whole stack too.</source>
        <translation>Un saut ordinaire peut aussi donner toute une pile.</translation>
    </message>
    <message>
        <source>The order of a stack handed on: kept, reversed, or chosen by the player.</source>
        <translation>L’ordre d’une pile donnée : conservé, inversé ou choisi par le joueur.</translation>
    </message>
    <message>
        <source>Passing beads.</source>
        <translation>Passer des perles.</translation>
    </message>
    <message>
        <source>A pass may move a whole stack, not only the top bead.</source>
        <translation>Une passe peut déplacer toute une pile, pas seulement la perle du dessus.</translation>
    </message>
    <message>
        <source>Entering the goal base.</source>
        <translation>Entrer dans la base d’arrivée.</translation>
    </message>
    <message>
        <source>A figure enters the base across a gate line of its bead's colour, or with any bead.</source>
        <translation>Une figurine entre dans la base en franchissant une ligne d’entrée de la couleur de sa perle, ou avec n’importe quelle perle.</translation>
    </message>
    <message>
        <source>Jumps.</source>
        <translation>Sauts.</translation>
    </message>
    <message>
        <source>Which figure must carry no bead for a jump: either one, the one jumped, or the jumper.</source>
        <translation>Quelle figurine ne doit porter aucune perle pour un saut : l’une ou l’autre, celle qui est sautée, ou celle qui saute.</translation>
    </message>
    <message>
        <source>Where a jump lands: the row behind the figure jumped, straight behind it, or next to it.</source>
        <translation>Où un saut retombe : dans la rangée derrière la figurine sautée, juste derrière elle ou à côté d’elle.</translation>
    </message>
    <message>
        <source>Where a jump lands when the first landing is taken: the row after, straight on, or nowhere (off).</source>
        <translation>Où un saut retombe quand la première arrivée est occupée : dans la rangée suivante, tout droit, ou nulle part (off).</translation>
    </message>
    <message>
        <source>A loaded jumper pays its top bead to a team-mate.</source>
        <translation>Une figurine chargée qui saute donne sa perle du dessus à une coéquipière.</translation>
    </message>
    <message>
        <source>A figure may jump a team-mate and hand it the whole stack.</source>
        <translation>Une figurine peut sauter une coéquipière et lui donner toute la pile.</translation>
    </message>
    <message>
        <source>How the game ends.</source>
        <translation>Comment la partie se termine.</translation>
    </message>
    <message>
        <source>A draw when the same position comes up this many times; 0 is off.</source>
        <translation>Partie nulle quand la même position revient ce nombre de fois ; 0 désactive la règle.</translation>
    </message>
    <message>
        <source>A draw after this many moves (placements not counted); 0 is not supported.</source>
        <translation>Partie nulle après ce nombre de coups (mise en place non comptée) ; 0 n’est pas accepté.</translation>
    </message>
    <message>
        <source>A player who cannot move loses, passes the turn, or the game is drawn.</source>
        <translation>Un joueur qui ne peut pas jouer perd, passe son tour, ou la partie est nulle.</translation>
    </message>
    <message>
        <source>Stacks of beads.</source>
        <translation>Piles de perles.</translation>
    </message>
    <message>
        <source>Beads one figure may carry; 0 is no limit.</source>
        <translation>Perles qu’une figurine peut porter ; 0 signifie sans limite.</translation>
    </message>
    <message>
        <source>The garden board.</source>
        <translation>Le plateau du jardin.</translation>
    </message>
    <message>
        <source>Rows of fields (even).</source>
        <translation>Rangées de cases (un nombre pair).</translation>
    </message>
    <message>
        <source>The shuffle of a shuffled layout: the same seed, the same garden.</source>
        <translation>Le mélange d’une disposition mélangée : la même graine donne le même jardin.</translation>
    </message>
    <message>
        <source>The two bases, one home base per side.</source>
        <translation>Les deux bases, une base de départ par camp.</translation>
    </message>
    <message>
        <source>The id of the side whose home it is.</source>
        <translation>L’identifiant du camp dont c’est la base.</translation>
    </message>
    <message>
        <source>The cells the base covers, e.g. [c1, d1].</source>
        <translation>Les cases que couvre la base, p. ex. [c1, d1].</translation>
    </message>
    <message>
        <source>Each side's start fields, by side id.</source>
        <translation>Les cases de départ de chaque camp, par identifiant de camp.</translation>
    </message>
    <message>
        <source>Fields next to the side's base where its figures may start.</source>
        <translation>Cases voisines de la base du camp où ses figurines peuvent commencer.</translation>
    </message>
    <message>
        <source>The lines of the board's frame: [cell, cell or base, colour].</source>
        <translation>Les lignes du cadre du plateau : [case, case ou base, couleur].</translation>
    </message>
    <message>
        <source>The lines between the added row and its neighbours: [cell, cell, colour].</source>
        <translation>Les lignes entre la rangée ajoutée et ses voisines : [case, case, couleur].</translation>
    </message>
    <message>
        <source>Piles of cards around the ring, one symbol disc each.</source>
        <translation>Piles de cartes autour du cercle, chacune avec un disque symbole.</translation>
    </message>
    <message>
        <source>Columns of fields (even: tiles are 2×2 fields).</source>
        <translation>Colonnes de cases (un nombre pair : les tuiles font 2×2 cases).</translation>
    </message>
    <message>
        <source>Rows of tiles added in the middle for a longer garden.</source>
        <translation>Rangées de tuiles ajoutées au milieu pour un jardin plus long.</translation>
    </message>
    <message>
        <source>Where the tiles lie: as board.slots says, or shuffled (point-symmetric or freely).</source>
        <translation>Où sont les tuiles : comme l’indique board.slots, ou mélangées (symétriques par rapport au centre ou librement).</translation>
    </message>
    <message>
        <source>How shuffled tiles may be turned: not at all, by 180°, or any way.</source>
        <translation>Comment les tuiles mélangées peuvent être tournées : pas du tout, de 180° ou dans tous les sens.</translation>
    </message>
    <message>
        <source>The tile designs, by id.</source>
        <translation>Les modèles de tuiles, par identifiant.</translation>
    </message>
    <message>
        <source>The colours of the tile's inner lines: [bottom, left, top, right].</source>
        <translation>Les couleurs des lignes intérieures de la tuile : [bas, gauche, haut, droite].</translation>
    </message>
    <message>
        <source>Where the tiles lie.</source>
        <translation>Où sont les tuiles.</translation>
    </message>
    <message>
        <source>[column, row] of the tile's slot, from 0 at the bottom left.</source>
        <translation>[colonne, rangée] de l’emplacement de la tuile, à partir de 0 en bas à gauche.</translation>
    </message>
    <message>
        <source>The id of the tile design.</source>
        <translation>L’identifiant du modèle de tuile.</translation>
    </message>
    <message>
        <source>Degrees the tile is turned clockwise: 0, 90, 180 or 270.</source>
        <translation>Degrés de rotation de la tuile dans le sens horaire : 0, 90, 180 ou 270.</translation>
    </message>
    <message>
        <source>The row of tiles that extra_tile_rows adds.</source>
        <translation>La rangée de tuiles qu’ajoute extra_tile_rows.</translation>
    </message>
    <message>
        <source>One tile per slot column: {tile, rot}.</source>
        <translation>Une tuile par colonne d’emplacements : {tile, rot}.</translation>
    </message>
    <message>
        <source>The name inside a sentence, e.g. lower case.</source>
        <translation>Le nom à l’intérieur d’une phrase, p. ex. en minuscules.</translation>
    </message>
    <message>
        <source>The Sun's name inside a sentence.</source>
        <translation>Le nom du Soleil à l’intérieur d’une phrase.</translation>
    </message>
    <message>
        <source>Where to draw it: [x, y], each from 0 to 1 (y downwards).</source>
        <translation>Où le dessiner : [x, y], chacun de 0 à 1 (y vers le bas).</translation>
    </message>
    <message>
        <source>The island: ring, towns, routes and regions.</source>
        <translation>L’île : chemin côtier, villes, routes et régions.</translation>
    </message>
    <message>
        <source>The board's width over its height (coordinates are fractions of each).</source>
        <translation>La largeur du plateau divisée par sa hauteur (les coordonnées sont des fractions de chacune).</translation>
    </message>
    <message>
        <source>The kinds of ring space and what stopping on each does.</source>
        <translation>Les types de case du chemin côtier et l’effet d’un arrêt sur chacun.</translation>
    </message>
    <message>
        <source>A short explanation of the effect.</source>
        <translation>Une brève explication de l’effet.</translation>
    </message>
    <message>
        <source>Spaces of this kind are coastal towns' (each named by one town's ring).</source>
        <translation>Les cases de ce type sont celles des ports (chacune désignée par le champ ring d’un port).</translation>
    </message>
    <message>
        <source>The pilgrims' ring, index 0 first, clockwise.</source>
        <translation>Le chemin côtier des pèlerins, index 0 en premier, dans le sens horaire.</translation>
    </message>
    <message>
        <source>The space's kind: an id of board.space_types.</source>
        <translation>Le type de la case : un id de board.space_types.</translation>
    </message>
    <message>
        <source>The mountain and coastal towns.</source>
        <translation>Les villages de montagne et les ports.</translation>
    </message>
    <message>
        <source>mountain (inland, wares are drawn there) or coastal (on the ring, wares are sold there).</source>
        <translation>mountain (dans les terres, on y pioche des marchandises) ou coastal (sur le chemin côtier, on y vend des marchandises).</translation>
    </message>
    <message>
        <source>Mountain towns: the wares drawn there.</source>
        <translation>Villages de montagne : le nombre de marchandises qu’on y pioche.</translation>
    </message>
    <message>
        <source>Coastal towns: the index of their ring space.</source>
        <translation>Ports : l’index de leur case sur le chemin côtier.</translation>
    </message>
    <message>
        <source>Where to draw it, [x, y]; coastal towns default to their ring space.</source>
        <translation>Où la dessiner, [x, y] ; par défaut, un port est dessiné sur sa case du chemin côtier.</translation>
    </message>
    <message>
        <source>The trade routes, each [town, town].</source>
        <translation>Les routes commerciales, chacune [ville, ville].</translation>
    </message>
    <message>
        <source>The regions the routes divide the island into.</source>
        <translation>Les régions entre lesquelles les routes partagent l’île.</translation>
    </message>
    <message>
        <source>Its painting icon: an id of artist_board.icons.</source>
        <translation>Son icône de peinture : un id de artist_board.icons.</translation>
    </message>
    <message>
        <source>The regions across one of its routes (symmetric).</source>
        <translation>Les régions de l’autre côté de l’une de ses routes (relation symétrique).</translation>
    </message>
    <message>
        <source>The paint scope: what counts as in the region.</source>
        <translation>La portée de la peinture : ce qui compte comme faisant partie de la région.</translation>
    </message>
    <message>
        <source>Ring spaces on its coast (coastal towns' spaces come with the towns).</source>
        <translation>Les cases du chemin côtier sur son littoral (celles des ports viennent avec les ports).</translation>
    </message>
    <message>
        <source>Towns on its border.</source>
        <translation>Les villes sur sa frontière.</translation>
    </message>
    <message>
        <source>Where to draw its name and icon, [x, y].</source>
        <translation>Où dessiner son nom et son icône, [x, y].</translation>
    </message>
    <message>
        <source>Its shape for drawing: [[x, y], ...].</source>
        <translation>Sa forme pour le dessin : [[x, y], ...].</translation>
    </message>
    <message>
        <source>Where the meeples stand at setup.</source>
        <translation>Où se trouvent les pions à la mise en place.</translation>
    </message>
    <message>
        <source>The ring space both pilgrims share at setup.</source>
        <translation>La case du chemin côtier que partagent les deux pèlerins à la mise en place.</translation>
    </message>
    <message>
        <source>The mountain town of both merchants.</source>
        <translation>Le village de montagne des deux marchands.</translation>
    </message>
    <message>
        <source>The region of both artists.</source>
        <translation>La région des deux artistes.</translation>
    </message>
    <message>
        <source>The faces of each character's die.</source>
        <translation>Les faces du dé de chaque personnage.</translation>
    </message>
    <message>
        <source>A face: the steps it gives.</source>
        <translation>Une face : le nombre de pas qu’elle donne.</translation>
    </message>
    <message>
        <source>The pilgrim's die: spaces along the ring.</source>
        <translation>Le dé du pèlerin : des cases le long du chemin côtier.</translation>
    </message>
    <message>
        <source>The merchant's die: routes travelled.</source>
        <translation>Le dé du marchand : des routes parcourues.</translation>
    </message>
    <message>
        <source>The artist's die: regions crossed into.</source>
        <translation>Le dé de l’artiste : des régions où il entre.</translation>
    </message>
    <message>
        <source>The ware types and how many of each are in the bag.</source>
        <translation>Les types de marchandise et leur nombre dans le sac.</translation>
    </message>
    <message>
        <source>Tokens of this type.</source>
        <translation>Jetons de ce type.</translation>
    </message>
    <message>
        <source>The boutique tokens, one per coastal town, shuffled at setup.</source>
        <translation>Les jetons Boutique, un par port, mélangés à la mise en place.</translation>
    </message>
    <message>
        <source>The ware type it buys.</source>
        <translation>Le type de marchandise qu’il achète.</translation>
    </message>
    <message>
        <source>Coins per ware sold (and a pilgrim's coins there).</source>
        <translation>Pièces par marchandise vendue (et les pièces qu’y reçoit un pèlerin).</translation>
    </message>
    <message>
        <source>The pilgrim board's two tracks.</source>
        <translation>Les deux pistes du plateau du pèlerin.</translation>
    </message>
    <message>
        <source>The value of each temple-track space, first visit first.</source>
        <translation>La valeur de chaque case de la piste des temples, dans l’ordre des visites.</translation>
    </message>
    <message>
        <source>A space's value.</source>
        <translation>La valeur d’une case.</translation>
    </message>
    <message>
        <source>The value of each garden-track space, first visit first.</source>
        <translation>La valeur de chaque case de la piste des jardins, dans l’ordre des visites.</translation>
    </message>
    <message>
        <source>The merchant board.</source>
        <translation>Le plateau du marchand.</translation>
    </message>
    <message>
        <source>The value above each slab slot; one slot per slab.</source>
        <translation>La valeur au-dessus de chaque case de koban ; une case par koban.</translation>
    </message>
    <message>
        <source>A slot's value.</source>
        <translation>La valeur d’une case.</translation>
    </message>
    <message>
        <source>Coins that become one gold slab.</source>
        <translation>Le nombre de pièces qui font un koban.</translation>
    </message>
    <message>
        <source>The most wares a merchant keeps.</source>
        <translation>Le nombre maximal de marchandises qu’un marchand garde.</translation>
    </message>
    <message>
        <source>The artist board and its painting tiles.</source>
        <translation>Le plateau de l’artiste et ses jetons Peinture.</translation>
    </message>
    <message>
        <source>Rows of painting slots.</source>
        <translation>Rangées de cases pour les jetons Peinture.</translation>
    </message>
    <message>
        <source>Slots per row.</source>
        <translation>Cases par rangée.</translation>
    </message>
    <message>
        <source>The value under each slot, reading order: one per slot.</source>
        <translation>La valeur sous chaque case, de gauche à droite en commençant par la rangée du haut : une par case.</translation>
    </message>
    <message>
        <source>The painting icons (also the regions' icons) and each player's tiles of each.</source>
        <translation>Les icônes de peinture (aussi celles des régions) et le nombre de jetons de chacune par joueur.</translation>
    </message>
    <message>
        <source>Tiles of this icon per player.</source>
        <translation>Jetons de cette icône par joueur.</translation>
    </message>
    <message>
        <source>The double-sided wave tiles, at most one per character.</source>
        <translation>Les tuiles Vague recto verso, une au plus par personnage.</translation>
    </message>
    <message>
        <source>The character board it goes on.</source>
        <translation>Le plateau de personnage sur lequel elle se place.</translation>
    </message>
    <message>
        <source>Its two sides.</source>
        <translation>Ses deux faces.</translation>
    </message>
    <message>
        <source>Who picks first in round 1: at random, the first seat or the second seat.</source>
        <translation>Qui choisit en premier à la manche 1 : au hasard, la première place ou la deuxième.</translation>
    </message>
    <message>
        <source>Coins each player starts with.</source>
        <translation>Les pièces de départ de chaque joueur.</translation>
    </message>
    <message>
        <source>Wares each player draws from the bag at setup.</source>
        <translation>Les marchandises que chaque joueur pioche dans le sac à la mise en place.</translation>
    </message>
    <message>
        <source>Which side of each wave tile is up for the game: random, or always the first or the second.</source>
        <translation>La face visible de chaque tuile Vague pendant la partie : tirée au hasard, ou toujours la première ou la seconde.</translation>
    </message>
    <message>
        <source>A player's own merchant blocks their pilgrim, and the other way round.</source>
        <translation>Le marchand d’un joueur bloque son propre pèlerin, et inversement.</translation>
    </message>
    <message>
        <source>The shared start space counts as occupied while the other pilgrim is still on it.</source>
        <translation>La case de départ partagée compte comme occupée tant que l’autre pèlerin s’y trouve.</translation>
    </message>
    <message>
        <source>A seashore takes one of the opponent's tiles when none is left on the board, or never.</source>
        <translation>Une plage prend une tuile à l’adversaire quand il n’en reste plus sur le plateau, ou jamais.</translation>
    </message>
    <message>
        <source>Coins become as many slabs as they make at once (else one per gain).</source>
        <translation>Les pièces deviennent d’un coup autant de kobans qu’elles en valent (sinon un par gain).</translation>
    </message>
    <message>
        <source>The hot spring token's repeat.</source>
        <translation>La répétition du jeton Source chaude.</translation>
    </message>
    <message>
        <source>The token may repeat the die that gained it.</source>
        <translation>Le jeton peut servir à rejouer le dé qui a permis de l’obtenir.</translation>
    </message>
    <message>
        <source>Repeats one die may get (0: the token is never used).</source>
        <translation>Le nombre de répétitions qu’un dé peut obtenir (0 : le jeton ne sert jamais).</translation>
    </message>
    <message>
        <source>Repeats are allowed once the end is triggered.</source>
        <translation>Les répétitions sont permises une fois la fin déclenchée.</translation>
    </message>
    <message>
        <source>When the game ends.</source>
        <translation>Quand la partie se termine.</translation>
    </message>
    <message>
        <source>The end conditions: a full temple or garden track, the last slab, the last gift.</source>
        <translation>Les conditions de fin : une piste des temples ou des jardins complète, le dernier koban, le dernier don.</translation>
    </message>
    <message>
        <source>The game ends at the end of the round in which a condition is met, or at once.</source>
        <translation>La partie se termine à la fin de la manche où une condition est remplie, ou immédiatement.</translation>
    </message>
    <message>
        <source>How points are counted.</source>
        <translation>Comment les points sont comptés.</translation>
    </message>
    <message>
        <source>The pilgrim scores the temple-track value times (or plus) the garden-track value.</source>
        <translation>Le pèlerin marque la valeur de la piste des temples multipliée par celle de la piste des jardins (ou ajoutée à celle-ci).</translation>
    </message>
    <message>
        <source>The merchant scores the value above its right-most slab, or nothing.</source>
        <translation>Le marchand marque la valeur au-dessus de son koban le plus à droite, ou rien.</translation>
    </message>
    <message>
        <source>The artist scores the value under its last gifted tile, or nothing.</source>
        <translation>L’artiste marque la valeur sous son dernier jeton offert, ou rien.</translation>
    </message>
    <message>
        <source>Equal points: more coins win, or it is a draw.</source>
        <translation>À égalité de points, le plus de pièces l’emporte ; sinon, partie nulle.</translation>
    </message>
    <message>
        <source>An id of board.space_types.</source>
        <translation>Un id de board.space_types.</translation>
    </message>
    <message>
        <source>load_and_deliver: it loads at a mountain town and climbs a rank when it reaches a coastal town loaded.</source>
        <translation>load_and_deliver : il prend un chargement dans un village de montagne et monte d’un rang quand il atteint un port chargé.</translation>
    </message>
    <message>
        <source>Its artist climbs a rank when the paint scope of its destination holds at least this many other meeples.</source>
        <translation>Son artiste monte d’un rang quand la région d’arrivée et toutes les cases qui l’entourent comptent au moins ce nombre d’autres pions.</translation>
    </message>
    <message>
        <source>The solo opponent: its rank tracks, how it chooses, its levels.</source>
        <translation>L’adversaire du mode solo : ses pistes de rang, sa façon de choisir, ses niveaux.</translation>
    </message>
    <message>
        <source>The level offered first (1 is the first of levels).</source>
        <translation>Le niveau proposé d’abord (1 est le premier de levels).</translation>
    </message>
    <message>
        <source>What moves a rank one step.</source>
        <translation>Ce qui fait monter d’un rang.</translation>
    </message>
    <message>
        <source>The ring-space effects its pilgrim carries out; it ignores the others.</source>
        <translation>Les effets des cases du chemin côtier que son pèlerin applique ; il ignore les autres.</translation>
    </message>
    <message>
        <source>How it chooses a die, first criterion first: gain, lowest_rank, order.</source>
        <translation>Comment il choisit un dé, par ordre de priorité : gain, lowest_rank, order.</translation>
    </message>
    <message>
        <source>How it chooses a destination, first criterion first: gain, deny, lowest_id.</source>
        <translation>Comment il choisit une destination, par ordre de priorité : gain, deny, lowest_id.</translation>
    </message>
    <message>
        <source>The characters it prefers, first first (the order criterion).</source>
        <translation>Les personnages qu’il préfère, par ordre de préférence (le critère order).</translation>
    </message>
    <message>
        <source>The wave tile it takes first on a seashore.</source>
        <translation>La tuile Vague qu’il prend d’abord sur une plage.</translation>
    </message>
    <message>
        <source>A full rank track ends the game like a player's full track.</source>
        <translation>Une piste de rang complète termine la partie comme la piste complète d’un joueur.</translation>
    </message>
    <message>
        <source>The levels, easiest first.</source>
        <translation>Les niveaux, du plus facile au plus difficile.</translation>
    </message>
    <message>
        <source>One line on what to expect.</source>
        <translation>Une ligne sur ce qui attend le joueur.</translation>
    </message>
    <message>
        <source>The level's own gains; a key left out keeps automa.gains'.</source>
        <translation>Les gains propres au niveau ; une clé absente garde celle d’automa.gains.</translation>
    </message>
    <message>
        <source>The value of each rank, per character; a track has as many ranks as values.</source>
        <translation>La valeur de chaque rang, par personnage ; une piste a autant de rangs que de valeurs.</translation>
    </message>
    <message>
        <source>The value of each rank, first rank first.</source>
        <translation>La valeur de chaque rang, à partir du premier.</translation>
    </message>
    <message>
        <source>A rank's value.</source>
        <translation>La valeur d’un rang.</translation>
    </message>
    <message>
        <source>The ranks it starts with.</source>
        <translation>Les rangs avec lesquels il commence.</translation>
    </message>
    <message>
        <source>Starting rank.</source>
        <translation>Rang de départ.</translation>
    </message>
    <message>
        <source>The pilgrim's marker on a track (temple or garden) moves up one space; a full track gives nothing.</source>
        <translation>Le marqueur du pèlerin sur une piste (des temples ou des jardins) avance d’une case ; une piste complète ne rapporte rien.</translation>
    </message>
    <message>
        <source>The player gains coins: a number, or boutique_value (the value of this coastal town's boutique token). Coins become slabs at once.</source>
        <translation>Le joueur gagne des pièces : un nombre, ou boutique_value (la valeur du jeton Boutique de ce port). Les pièces deviennent aussitôt des kobans.</translation>
    </message>
    <message>
        <source>The player takes the hot spring token, from the board or from the opponent.</source>
        <translation>Le joueur prend le jeton Source chaude, sur le plateau ou à l’adversaire.</translation>
    </message>
    <message>
        <source>The player takes a wave tile still on the board (their choice), else one of the opponent's (rules.steal_wave_tiles), else nothing.</source>
        <translation>Le joueur prend une tuile Vague encore sur le plateau (à son choix), sinon une de l’adversaire (rules.steal_wave_tiles), sinon rien.</translation>
    </message>
    <message>
        <source>The player turns up that many face-down painting tiles, in reading order.</source>
        <translation>Le joueur retourne autant de jetons Peinture face cachée, de gauche à droite, en commençant par la rangée du haut.</translation>
    </message>
    <message>
        <source>The pilgrim may move die + offset spaces instead of the die (at least min, default 1): a choice of two counts.</source>
        <translation>Le pèlerin peut avancer de dé + offset cases au lieu du dé (au moins min, 1 par défaut) : un choix entre deux valeurs.</translation>
    </message>
    <message>
        <source>Paint turns up that many more tiles, even with nobody in scope.</source>
        <translation>Peindre retourne autant de jetons en plus, même sans personne dans la région ni dans les cases qui l’entourent.</translation>
    </message>
    <message>
        <source>A mountain town gives that many more wares.</source>
        <translation>Un village de montagne donne autant de marchandises en plus.</translation>
    </message>
    <message>
        <source>Each ware sold earns that many more coins.</source>
        <translation>Chaque marchandise vendue rapporte autant de pièces en plus.</translation>
    </message>
    <message>
        <source>Paint counts the meeples of every region entered on the move, each once (not the start region); every path of the artist becomes its own choice.</source>
        <translation>Peindre compte les pions de chaque région traversée pendant le déplacement, chacun une fois (pas la région de départ) ; chaque itinéraire de l’artiste devient un choix à part.</translation>
    </message>
    <message>
        <source>What the pilgrim's arrival does, in order (effect primitives).</source>
        <translation>Ce que fait l’arrivée du pèlerin, dans l’ordre (primitives d’effet).</translation>
    </message>
    <message>
        <source>What the tile changes while held (effect primitives).</source>
        <translation>Ce que change la tuile tant qu’on la détient (primitives d’effet).</translation>
    </message>
    <message>
        <source>The fewest spaces the other count may be.</source>
        <translation>Le nombre minimal de cases pour l’autre valeur.</translation>
    </message>
    <message>
        <source>How the computer plays at each of its strengths in this game.</source>
        <translation>Comment l’ordinateur joue à chaque niveau dans ce jeu.</translation>
    </message>
    <message>
        <source>How the computer plays at the Easy strength, e.g. heuristic.</source>
        <translation>Comment l’ordinateur joue au niveau Facile, p. ex. heuristic.</translation>
    </message>
    <message>
        <source>How the computer plays at the Normal strength, e.g. ismcts:iterations=2000,threads=2.</source>
        <translation>Comment l’ordinateur joue au niveau Normal, p. ex. ismcts:iterations=2000,threads=2.</translation>
    </message>
    <message>
        <source>How the computer plays at the Strong strength.</source>
        <translation>Comment l’ordinateur joue au niveau Difficile.</translation>
    </message>
    <message>
        <source>How the computer plays in the variant lab's quick search: a cheap search that still beats Easy, e.g. ismcts:iterations=20,depth=4.</source>
        <translation>Comment l’ordinateur joue dans la recherche rapide du laboratoire de variantes : une recherche peu coûteuse qui bat tout de même le niveau Facile, p. ex. ismcts:iterations=20,depth=4.</translation>
    </message>
    <message>
        <source>What the table draws on the disc: one of the shapes listed, or up to 3 letters or kanji of your own (蓮, AB). No two discs may look the same.</source>
        <translation>Ce que la table dessine sur le disque : l’une des formes de la liste, ou jusqu’à 3 lettres ou kanji de votre choix (蓮, AB). Deux disques ne doivent jamais se ressembler.</translation>
    </message>
    <message>
        <source>Its pilgrim climbs a rank when it stops on a space whose effects move a player's marker up one of these tracks: a temple, a garden, or a new kind of space such as Awaji's shrine gates.</source>
        <translation>Son pèlerin monte d’un rang quand il s’arrête sur une case dont les effets font avancer le marqueur d’un joueur sur l’une de ces pistes : un temple, un jardin, ou un nouveau type de case comme les portiques d’Awaji.</translation>
    </message>
    <message>
        <source>More kinds of ring space (ids of board.space_types) on which its pilgrim climbs a rank.</source>
        <translation>D’autres types de case du chemin côtier (ids de board.space_types) sur lesquels son pèlerin monte d’un rang.</translation>
    </message>
    <message>
        <source>One effect: a primitive, written bare or as a map of it to its parameter.</source>
        <translation>Un effet : une primitive, écrite seule ou en table de la primitive vers son paramètre.</translation>
    </message>
    <message>
        <source>Added to the die: -1 one fewer, 1 one more (not 0).</source>
        <translation>Ajouté au dé : -1 un de moins, 1 un de plus (jamais 0).</translation>
    </message>
    <message>
        <source>A ring space's index.</source>
        <translation>Le numéro d’une case du chemin côtier.</translation>
    </message>
    <message>
        <source>The words for the seat the rules play themselves, the game's own solo opponent (its levels are the rules' own data).</source>
        <translation>Les mots de la place que jouent les règles elles-mêmes : l’adversaire propre au jeu en solo (ses niveaux sont des données des règles).</translation>
    </message>
    <message>
        <source>Its name, as the seat's name and in the launcher's list of players.</source>
        <translation>Son nom, comme nom de la place et dans la liste des joueurs de l’écran d’accueil.</translation>
    </message>
    <message>
        <source>The launcher's switch that makes the game solo, one person against it.</source>
        <translation>L’interrupteur de l’écran d’accueil qui fait de la partie une partie en solo : une personne contre lui.</translation>
    </message>
    <message>
        <source>The launcher's hint beside the solo switch: what the opponent is.</source>
        <translation>L’indication de l’écran d’accueil à côté de l’interrupteur solo : ce qu’est cet adversaire.</translation>
    </message>
    <message>
        <source>The launcher's hint in a solo game: how the opponent's rules differ.</source>
        <translation>L’indication de l’écran d’accueil dans une partie en solo : en quoi les règles de l’adversaire diffèrent.</translation>
    </message>
</context>
<context>
    <name>SchemaForms</name>
    <message>
        <source>%1 — %2</source>
        <extracomment>Rules editor: the tooltip of a section's tab; %1 its name, %2 what it holds (the dash as your language writes it: hu &quot; – &quot;)</extracomment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>SchemaItem</name>
    <message>
        <source>included file %1</source>
        <extracomment>Rules editor: one of the files a game file includes; %1 its number, 0 first</extracomment>
        <translation>le fichier inclus %1</translation>
    </message>
    <message>
        <source>side %1</source>
        <translation>le camp %1</translation>
    </message>
    <message>
        <source>bead colour %1</source>
        <translation>la couleur de perle %1</translation>
    </message>
    <message>
        <source>%1 side</source>
        <translation>le camp %1</translation>
    </message>
    <message>
        <source>figure %1</source>
        <translation>la figurine %1</translation>
    </message>
    <message>
        <source>tile design %1</source>
        <translation>le motif de tuile %1</translation>
    </message>
    <message>
        <source>inner line %1</source>
        <translation>la ligne intérieure %1</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>la base %1</translation>
    </message>
    <message>
        <source>field %1</source>
        <translation>la case %1</translation>
    </message>
    <message>
        <source>start field %1</source>
        <translation>la case de départ %1</translation>
    </message>
    <message>
        <source>tile slot %1</source>
        <translation>l’emplacement de tuile %1</translation>
    </message>
    <message>
        <source>coordinate %1</source>
        <translation>la coordonnée %1</translation>
    </message>
    <message>
        <source>frame line %1</source>
        <translation>la ligne du cadre %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>la ligne %1</translation>
    </message>
    <message>
        <source>match rule %1</source>
        <translation>la règle de correspondance %1</translation>
    </message>
    <message>
        <source>end of the range %1</source>
        <translation>la borne %1</translation>
    </message>
    <message>
        <source>card colour %1</source>
        <translation>la couleur de carte %1</translation>
    </message>
    <message>
        <source>symbol %1</source>
        <translation>le symbole %1</translation>
    </message>
    <message>
        <source>player count %1</source>
        <translation>le nombre de joueurs %1</translation>
    </message>
    <message>
        <source>frozen place %1</source>
        <translation>la place immobile %1</translation>
    </message>
    <message>
        <source>place from the top %1</source>
        <translation>la place %1 en partant du haut</translation>
    </message>
    <message>
        <source>place from the bottom %1</source>
        <translation>la place %1 en partant du bas</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>la carte %1</translation>
    </message>
    <message>
        <source>pilgrim %1</source>
        <translation>le pèlerin %1</translation>
    </message>
    <message>
        <source>space type %1</source>
        <extracomment>Tokaido Duo: one entry of a list of space types; %1 its number, 0 first</extracomment>
        <translation>le type de case %1</translation>
    </message>
    <message>
        <source>effect %1</source>
        <translation>l’effet %1</translation>
    </message>
    <message>
        <source>criterion %1</source>
        <translation>le critère %1</translation>
    </message>
    <message>
        <source>character %1</source>
        <translation>le personnage %1</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>le niveau %1</translation>
    </message>
    <message>
        <source>pilgrim's rank %1</source>
        <extracomment>Tokaido Duo: one rank of the Automa's pilgrim rank track; %1 its number, 0 first</extracomment>
        <translation>le rang n° %1 du pèlerin</translation>
    </message>
    <message>
        <source>merchant's rank %1</source>
        <extracomment>Tokaido Duo: one rank of the Automa's merchant rank track; %1 its number, 0 first</extracomment>
        <translation>le rang n° %1 du marchand</translation>
    </message>
    <message>
        <source>artist's rank %1</source>
        <extracomment>Tokaido Duo: one rank of the Automa's artist rank track; %1 its number, 0 first</extracomment>
        <translation>le rang n° %1 de l’artiste</translation>
    </message>
    <message>
        <source>ring space %1</source>
        <translation>la case %1 du chemin côtier</translation>
    </message>
    <message>
        <source>town %1</source>
        <translation>la ville %1</translation>
    </message>
    <message>
        <source>route %1</source>
        <translation>la route %1</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>la région %1</translation>
    </message>
    <message>
        <source>neighbour %1</source>
        <translation>la région voisine %1</translation>
    </message>
    <message>
        <source>coast space %1</source>
        <translation>la case du littoral %1</translation>
    </message>
    <message>
        <source>border town %1</source>
        <translation>la ville en bordure %1</translation>
    </message>
    <message>
        <source>outline point %1</source>
        <translation>le point %1 du contour</translation>
    </message>
    <message>
        <source>pilgrim's die face %1</source>
        <extracomment>Tokaido Duo: one face of the pilgrim's die; %1 its number, 0 first</extracomment>
        <translation>la face %1 du dé du pèlerin</translation>
    </message>
    <message>
        <source>merchant's die face %1</source>
        <extracomment>Tokaido Duo: one face of the merchant's die; %1 its number, 0 first</extracomment>
        <translation>la face %1 du dé du marchand</translation>
    </message>
    <message>
        <source>artist's die face %1</source>
        <extracomment>Tokaido Duo: one face of the artist's die; %1 its number, 0 first</extracomment>
        <translation>la face %1 du dé de l’artiste</translation>
    </message>
    <message>
        <source>ware %1</source>
        <translation>la marchandise %1</translation>
    </message>
    <message>
        <source>boutique token %1</source>
        <translation>le jeton Boutique %1</translation>
    </message>
    <message>
        <source>temple-track space %1</source>
        <translation>la case %1 de la piste des temples</translation>
    </message>
    <message>
        <source>garden-track space %1</source>
        <translation>la case %1 de la piste des jardins</translation>
    </message>
    <message>
        <source>gold slab slot %1</source>
        <translation>la case de koban %1</translation>
    </message>
    <message>
        <source>painting slot %1</source>
        <translation>la case de peinture %1</translation>
    </message>
    <message>
        <source>painting icon %1</source>
        <translation>l’icône de peinture %1</translation>
    </message>
    <message>
        <source>wave tile %1</source>
        <translation>la tuile Vague %1</translation>
    </message>
    <message>
        <source>tile side %1</source>
        <translation>la face %1 de la tuile</translation>
    </message>
    <message>
        <source>end condition %1</source>
        <extracomment>Tokaido Duo: one of the end conditions; %1 its number, 0 first</extracomment>
        <translation>la condition de fin %1</translation>
    </message>
    <message>
        <source>track %1</source>
        <extracomment>Tokaido Duo: one entry of the list of tracks; %1 its number, 0 first</extracomment>
        <translation>la piste %1</translation>
    </message>
</context>
<context>
    <name>SchemaLabel</name>
    <message>
        <source>game</source>
        <extracomment>Rules editor: the section of the game's header (its name, players, ...)</extracomment>
        <translation>jeu</translation>
    </message>
    <message>
        <source>game id</source>
        <translation>identifiant du jeu</translation>
    </message>
    <message>
        <source>rules engine</source>
        <extracomment>Rules editor: which of Kotatsu's built-in rules programs reads the game's data</extracomment>
        <translation>moteur de règles</translation>
    </message>
    <message>
        <source>game name</source>
        <translation>nom du jeu</translation>
    </message>
    <message>
        <source>tagline</source>
        <extracomment>Rules editor: the one line about a game under its name in the launcher</extracomment>
        <translation>accroche</translation>
    </message>
    <message>
        <source>credits</source>
        <translation>crédits</translation>
    </message>
    <message>
        <source>place in the launcher</source>
        <translation>place dans l’écran d’accueil</translation>
    </message>
    <message>
        <source>number of players</source>
        <translation>nombre de joueurs</translation>
    </message>
    <message>
        <source>fewest players</source>
        <translation>nombre minimal de joueurs</translation>
    </message>
    <message>
        <source>most players</source>
        <translation>nombre maximal de joueurs</translation>
    </message>
    <message>
        <source>computer strengths</source>
        <extracomment>Rules editor: how the computer plays at each strength (Easy, Normal, Strong)</extracomment>
        <translation>niveaux de l’ordinateur</translation>
    </message>
    <message>
        <source>computer at Easy</source>
        <extracomment>Rules editor: how the computer plays at the launcher's Easy strength</extracomment>
        <translation>ordinateur (Facile)</translation>
    </message>
    <message>
        <source>computer at Normal</source>
        <extracomment>Rules editor: how the computer plays at the launcher's Normal strength</extracomment>
        <translation>ordinateur (Normal)</translation>
    </message>
    <message>
        <source>computer at Strong</source>
        <extracomment>Rules editor: how the computer plays at the launcher's Strong strength</extracomment>
        <translation>ordinateur (Difficile)</translation>
    </message>
    <message>
        <source>computer in the lab's quick search</source>
        <extracomment>Rules editor: how the computer plays the variant lab's Quick search (a cheap search stronger than Easy, for thousands of test games)</extracomment>
        <translation>ordinateur (recherche rapide du laboratoire)</translation>
    </message>
    <message>
        <source>included files</source>
        <extracomment>Rules editor: the other data files a game file includes</extracomment>
        <translation>fichiers inclus</translation>
    </message>
    <message>
        <source>variant</source>
        <extracomment>Rules editor: the section of a variant's header (its name, description, base game)</extracomment>
        <translation>variante</translation>
    </message>
    <message>
        <source>base game</source>
        <extracomment>Rules editor: the game a variant changes</extracomment>
        <translation>jeu de base</translation>
    </message>
    <message>
        <source>variant name</source>
        <translation>nom de la variante</translation>
    </message>
    <message>
        <source>variant description</source>
        <translation>description de la variante</translation>
    </message>
    <message>
        <source>sides</source>
        <translation>camps</translation>
    </message>
    <message>
        <source>id</source>
        <translation>identifiant</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>figure name</source>
        <translation>nom d’une figurine</translation>
    </message>
    <message>
        <source>figure letter</source>
        <translation>lettre des figurines</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>couleur</translation>
    </message>
    <message>
        <source>figures per side</source>
        <translation>figurines par camp</translation>
    </message>
    <message>
        <source>beads</source>
        <translation>perles</translation>
    </message>
    <message>
        <source>beads per figure</source>
        <translation>perles par figurine</translation>
    </message>
    <message>
        <source>bead colours</source>
        <translation>couleurs des perles</translation>
    </message>
    <message>
        <source>beads of this colour</source>
        <translation>perles de cette couleur</translation>
    </message>
    <message>
        <source>pattern</source>
        <translation>motif</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>lettre</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>règles</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>premier joueur</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <source>bead pairs</source>
        <translation>paires de perles</translation>
    </message>
    <message>
        <source>placing order</source>
        <translation>ordre de placement</translation>
    </message>
    <message>
        <source>fixed positions</source>
        <translation>positions fixes</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>déplacement</translation>
    </message>
    <message>
        <source>steps per turn</source>
        <translation>pas par tour</translation>
    </message>
    <message>
        <source>hand on the whole stack</source>
        <translation>donner toutes ses perles</translation>
    </message>
    <message>
        <source>whole stack on a jump</source>
        <translation>toutes ses perles en sautant</translation>
    </message>
    <message>
        <source>order of a stack handed on</source>
        <translation>ordre des perles données</translation>
    </message>
    <message>
        <source>passing beads</source>
        <translation>passer des perles</translation>
    </message>
    <message>
        <source>pass a whole stack</source>
        <translation>passer toute la pile</translation>
    </message>
    <message>
        <source>entering the base</source>
        <translation>entrer dans la base</translation>
    </message>
    <message>
        <source>way into the base</source>
        <translation>entrée dans la base</translation>
    </message>
    <message>
        <source>jumps</source>
        <translation>sauts</translation>
    </message>
    <message>
        <source>who carries no bead</source>
        <translation>qui ne porte aucune perle</translation>
    </message>
    <message>
        <source>landing</source>
        <translation>réception</translation>
    </message>
    <message>
        <source>double jump</source>
        <translation>double saut</translation>
    </message>
    <message>
        <source>a jump costs a bead</source>
        <translation>un saut coûte une perle</translation>
    </message>
    <message>
        <source>hand-off jump</source>
        <translation>saut de relais</translation>
    </message>
    <message>
        <source>end of the game</source>
        <translation>fin de partie</translation>
    </message>
    <message>
        <source>repetitions for a draw</source>
        <translation>répétitions pour la partie nulle</translation>
    </message>
    <message>
        <source>moves before a draw</source>
        <translation>coups avant la partie nulle</translation>
    </message>
    <message>
        <source>no move left</source>
        <translation>plus aucun coup</translation>
    </message>
    <message>
        <source>stacks</source>
        <translation>piles</translation>
    </message>
    <message>
        <source>most beads on a figure</source>
        <translation>perles au plus par figurine</translation>
    </message>
    <message>
        <source>board</source>
        <translation>plateau</translation>
    </message>
    <message>
        <source>width</source>
        <translation>largeur</translation>
    </message>
    <message>
        <source>height</source>
        <translation>hauteur</translation>
    </message>
    <message>
        <source>extra tile rows</source>
        <translation>rangées de tuiles en plus</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>disposition</translation>
    </message>
    <message>
        <source>shuffle seed</source>
        <translation>graine du mélange</translation>
    </message>
    <message>
        <source>turning tiles</source>
        <translation>rotation des tuiles</translation>
    </message>
    <message>
        <source>tile designs</source>
        <translation>motifs de tuile</translation>
    </message>
    <message>
        <source>inner lines</source>
        <translation>lignes intérieures</translation>
    </message>
    <message>
        <source>bases</source>
        <translation>bases</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>propriétaire</translation>
    </message>
    <message>
        <source>name in sentences</source>
        <translation>nom dans une phrase</translation>
    </message>
    <message>
        <source>fields</source>
        <translation>cases</translation>
    </message>
    <message>
        <source>start fields</source>
        <translation>cases de départ</translation>
    </message>
    <message>
        <source>tile slots</source>
        <translation>emplacements de tuile</translation>
    </message>
    <message>
        <source>place</source>
        <translation>position</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>tuile</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>rotation</translation>
    </message>
    <message>
        <source>frame lines</source>
        <translation>lignes du cadre</translation>
    </message>
    <message>
        <source>extra row</source>
        <translation>rangée supplémentaire</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>lignes</translation>
    </message>
    <message>
        <source>piles</source>
        <translation>piles</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>distribution</translation>
    </message>
    <message>
        <source>first sage</source>
        <translation>premier sage</translation>
    </message>
    <message>
        <source>match rules</source>
        <translation>règles de correspondance</translation>
    </message>
    <message>
        <source>highest next to lowest</source>
        <translation>la plus haute à côté de la plus basse</translation>
    </message>
    <message>
        <source>values a Sun may not take</source>
        <translation>valeurs qu’un Soleil ne peut pas annoncer</translation>
    </message>
    <message>
        <source>compulsory play</source>
        <translation>jeu obligatoire</translation>
    </message>
    <message>
        <source>sage plays too</source>
        <translation>le sage joue aussi</translation>
    </message>
    <message>
        <source>turn direction</source>
        <translation>sens du tour</translation>
    </message>
    <message>
        <source>end of a round</source>
        <translation>fin d’une manche</translation>
    </message>
    <message>
        <source>failed prophecy</source>
        <translation>prophétie échouée</translation>
    </message>
    <message>
        <source>show a wrong prophecy</source>
        <translation>montrer une prophétie échouée</translation>
    </message>
    <message>
        <source>turn up piles during the round</source>
        <translation>retourner les piles pendant la manche</translation>
    </message>
    <message>
        <source>used-up piles that end the game</source>
        <translation>piles épuisées qui finissent la partie</translation>
    </message>
    <message>
        <source>everybody is the sage equally often</source>
        <translation>chacun est sage autant de fois</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>décompte</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>égalités</translation>
    </message>
    <message>
        <source>sage rotation</source>
        <translation>rotation du sage</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>pioche</translation>
    </message>
    <message>
        <source>card values</source>
        <translation>valeurs des cartes</translation>
    </message>
    <message>
        <source>card value</source>
        <translation>valeur de carte</translation>
    </message>
    <message>
        <source>Sun cards per colour</source>
        <translation>cartes Soleil par couleur</translation>
    </message>
    <message>
        <source>Sun card name</source>
        <translation>nom de la carte Soleil</translation>
    </message>
    <message>
        <source>Sun card name in sentences</source>
        <translation>nom de la carte Soleil dans une phrase</translation>
    </message>
    <message>
        <source>card colours</source>
        <translation>couleurs des cartes</translation>
    </message>
    <message>
        <source>mark</source>
        <translation>marque</translation>
    </message>
    <message>
        <source>symbols</source>
        <translation>symboles</translation>
    </message>
    <message>
        <source>steps to the pagoda</source>
        <translation>marches jusqu’à la pagode</translation>
    </message>
    <message>
        <source>start step</source>
        <translation>marche de départ</translation>
    </message>
    <message>
        <source>climb before the first round</source>
        <translation>monter avant la première manche</translation>
    </message>
    <message>
        <source>hand size</source>
        <translation>taille de la main</translation>
    </message>
    <message>
        <source>frozen places</source>
        <translation>places immobiles</translation>
    </message>
    <message>
        <source>frozen places by player count</source>
        <translation>places immobiles selon le nombre de joueurs</translation>
    </message>
    <message>
        <source>winning places</source>
        <translation>places gagnantes</translation>
    </message>
    <message>
        <source>winning places by player count</source>
        <translation>places gagnantes selon le nombre de joueurs</translation>
    </message>
    <message>
        <source>places from the top</source>
        <translation>places en partant du haut</translation>
    </message>
    <message>
        <source>places from the bottom</source>
        <translation>places en partant du bas</translation>
    </message>
    <message>
        <source>lowest card to the end</source>
        <translation>la carte la plus basse passe à la fin</translation>
    </message>
    <message>
        <source>refilling the hands</source>
        <translation>compléter les mains</translation>
    </message>
    <message>
        <source>where the last player draws</source>
        <translation>où pioche le dernier joueur</translation>
    </message>
    <message>
        <source>cards the others choose from</source>
        <translation>cartes proposées aux autres joueurs</translation>
    </message>
    <message>
        <source>leftover card</source>
        <translation>carte restante</translation>
    </message>
    <message>
        <source>empty deck</source>
        <translation>pioche vide</translation>
    </message>
    <message>
        <source>climb past the pagoda</source>
        <translation>dépasser la pagode</translation>
    </message>
    <message>
        <source>pilgrims on one step</source>
        <translation>pèlerins sur une même marche</translation>
    </message>
    <message>
        <source>stand-in sandal table</source>
        <translation>table provisoire des sandales</translation>
    </message>
    <message>
        <source>sandals by card</source>
        <translation>sandales par carte</translation>
    </message>
    <message>
        <source>sandals</source>
        <translation>sandales</translation>
    </message>
    <message>
        <source>pilgrims</source>
        <translation>pèlerins</translation>
    </message>
    <message>
        <source>space type</source>
        <translation>type de case</translation>
    </message>
    <message>
        <source>merchant's rank</source>
        <translation>rang du marchand</translation>
    </message>
    <message>
        <source>meeples for the artist's rank</source>
        <translation>pions pour le rang de l’artiste</translation>
    </message>
    <message>
        <source>Automa</source>
        <translation>Automa</translation>
    </message>
    <message>
        <source>first level offered</source>
        <translation>niveau proposé d’abord</translation>
    </message>
    <message>
        <source>rank gains</source>
        <translation>montées de rang</translation>
    </message>
    <message>
        <source>space effects it carries out</source>
        <translation>effets de case qu’il applique</translation>
    </message>
    <message>
        <source>how it chooses a die</source>
        <translation>comment il choisit un dé</translation>
    </message>
    <message>
        <source>how it chooses a destination</source>
        <translation>comment il choisit une destination</translation>
    </message>
    <message>
        <source>character order</source>
        <translation>ordre des personnages</translation>
    </message>
    <message>
        <source>wave tile order</source>
        <translation>ordre des tuiles Vague</translation>
    </message>
    <message>
        <source>full rank track ends the game</source>
        <translation>une piste de rang complète termine la partie</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>niveaux</translation>
    </message>
    <message>
        <source>description</source>
        <translation>description</translation>
    </message>
    <message>
        <source>rank tracks</source>
        <translation>pistes de rang</translation>
    </message>
    <message>
        <source>pilgrim's rank track</source>
        <translation>piste de rang du pèlerin</translation>
    </message>
    <message>
        <source>merchant's rank track</source>
        <translation>piste de rang du marchand</translation>
    </message>
    <message>
        <source>artist's rank track</source>
        <translation>piste de rang de l’artiste</translation>
    </message>
    <message>
        <source>pilgrim's starting rank</source>
        <translation>rang de départ du pèlerin</translation>
    </message>
    <message>
        <source>merchant's starting rank</source>
        <translation>rang de départ du marchand</translation>
    </message>
    <message>
        <source>artist's starting rank</source>
        <translation>rang de départ de l’artiste</translation>
    </message>
    <message>
        <source>rank value</source>
        <translation>valeur du rang</translation>
    </message>
    <message>
        <source>starting ranks</source>
        <translation>rangs de départ</translation>
    </message>
    <message>
        <source>take a wave tile</source>
        <extracomment>Rules editor, the effect take_wave_tile (it takes no parameter)</extracomment>
        <translation>prendre une tuile Vague</translation>
    </message>
    <message>
        <source>effect</source>
        <extracomment>Rules editor, one item of an effect list</extracomment>
        <translation>effet</translation>
    </message>
    <message>
        <source>added to the die</source>
        <translation>ajouté au dé</translation>
    </message>
    <message>
        <source>aspect ratio</source>
        <extracomment>Tokaido Duo: the board's width over its height</extracomment>
        <translation>proportions</translation>
    </message>
    <message>
        <source>space types</source>
        <translation>types de case</translation>
    </message>
    <message>
        <source>effect text</source>
        <translation>texte de l’effet</translation>
    </message>
    <message>
        <source>coastal-town space</source>
        <translation>case de port</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>chemin côtier</translation>
    </message>
    <message>
        <source>type</source>
        <translation>type</translation>
    </message>
    <message>
        <source>towns</source>
        <translation>villes</translation>
    </message>
    <message>
        <source>kind of town</source>
        <extracomment>Tokaido Duo: mountain town or coastal town</extracomment>
        <translation>type de ville</translation>
    </message>
    <message>
        <source>mountain-town draw</source>
        <translation>pioche du village de montagne</translation>
    </message>
    <message>
        <source>ring space</source>
        <translation>case du chemin côtier</translation>
    </message>
    <message>
        <source>trade routes</source>
        <translation>routes commerciales</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>régions</translation>
    </message>
    <message>
        <source>painting icon</source>
        <translation>icône de peinture</translation>
    </message>
    <message>
        <source>neighbouring regions</source>
        <translation>régions voisines</translation>
    </message>
    <message>
        <source>paint scope</source>
        <translation>portée de la peinture</translation>
    </message>
    <message>
        <source>coast spaces</source>
        <translation>cases du littoral</translation>
    </message>
    <message>
        <source>border towns</source>
        <translation>villes en bordure</translation>
    </message>
    <message>
        <source>name position</source>
        <translation>position du nom</translation>
    </message>
    <message>
        <source>outline</source>
        <translation>contour</translation>
    </message>
    <message>
        <source>start positions</source>
        <translation>positions de départ</translation>
    </message>
    <message>
        <source>pilgrims' start space</source>
        <translation>case de départ des pèlerins</translation>
    </message>
    <message>
        <source>merchants' start town</source>
        <translation>village de départ des marchands</translation>
    </message>
    <message>
        <source>artists' start region</source>
        <translation>région de départ des artistes</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dés</translation>
    </message>
    <message>
        <source>pilgrim's die</source>
        <translation>dé du pèlerin</translation>
    </message>
    <message>
        <source>merchant's die</source>
        <translation>dé du marchand</translation>
    </message>
    <message>
        <source>artist's die</source>
        <translation>dé de l’artiste</translation>
    </message>
    <message>
        <source>face</source>
        <translation>face</translation>
    </message>
    <message>
        <source>wares</source>
        <translation>marchandises</translation>
    </message>
    <message>
        <source>tokens in the bag</source>
        <translation>jetons dans le sac</translation>
    </message>
    <message>
        <source>boutique tokens</source>
        <translation>jetons Boutique</translation>
    </message>
    <message>
        <source>ware</source>
        <translation>marchandise</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>tracks</source>
        <translation>pistes</translation>
    </message>
    <message>
        <source>temple track</source>
        <translation>piste des temples</translation>
    </message>
    <message>
        <source>space value</source>
        <translation>valeur de la case</translation>
    </message>
    <message>
        <source>garden track</source>
        <translation>piste des jardins</translation>
    </message>
    <message>
        <source>merchant board</source>
        <translation>plateau du marchand</translation>
    </message>
    <message>
        <source>gold slab slot values</source>
        <translation>valeurs des cases de koban</translation>
    </message>
    <message>
        <source>slot value</source>
        <translation>valeur de la case</translation>
    </message>
    <message>
        <source>coins per gold slab</source>
        <translation>pièces par koban</translation>
    </message>
    <message>
        <source>ware limit</source>
        <translation>limite de marchandises</translation>
    </message>
    <message>
        <source>artist board</source>
        <translation>plateau de l’artiste</translation>
    </message>
    <message>
        <source>rows of slots</source>
        <translation>rangées de cases</translation>
    </message>
    <message>
        <source>slots per row</source>
        <translation>cases par rangée</translation>
    </message>
    <message>
        <source>painting slot values</source>
        <translation>valeurs des cases de peinture</translation>
    </message>
    <message>
        <source>painting icons</source>
        <translation>icônes de peinture</translation>
    </message>
    <message>
        <source>tiles per player</source>
        <translation>jetons par joueur</translation>
    </message>
    <message>
        <source>wave tiles</source>
        <translation>tuiles Vague</translation>
    </message>
    <message>
        <source>character</source>
        <extracomment>Tokaido Duo: the character board a wave tile goes on</extracomment>
        <translation>personnage</translation>
    </message>
    <message>
        <source>tile sides</source>
        <translation>faces de la tuile</translation>
    </message>
    <message>
        <source>starting coins</source>
        <translation>pièces de départ</translation>
    </message>
    <message>
        <source>starting wares</source>
        <translation>marchandises de départ</translation>
    </message>
    <message>
        <source>wave tile sides</source>
        <translation>face visible des tuiles Vague</translation>
    </message>
    <message>
        <source>own meeples block</source>
        <translation>ses propres pions bloquent</translation>
    </message>
    <message>
        <source>start space blocks</source>
        <translation>la case de départ bloque</translation>
    </message>
    <message>
        <source>taking the opponent's wave tiles</source>
        <translation>prendre des tuiles Vague à l’adversaire</translation>
    </message>
    <message>
        <source>several gold slabs at once</source>
        <translation>plusieurs kobans d’un coup</translation>
    </message>
    <message>
        <source>Hot Spring token</source>
        <translation>jeton Source chaude</translation>
    </message>
    <message>
        <source>repeat the die that gained it</source>
        <translation>rejouer le dé qui a permis de l’obtenir</translation>
    </message>
    <message>
        <source>repeats per die</source>
        <translation>répétitions par dé</translation>
    </message>
    <message>
        <source>repeats in the last round</source>
        <translation>répétitions à la dernière manche</translation>
    </message>
    <message>
        <source>end conditions</source>
        <extracomment>Tokaido Duo: what ends the game (glossary: end conditions)</extracomment>
        <translation>conditions de fin</translation>
    </message>
    <message>
        <source>when the game ends</source>
        <translation>moment de la fin</translation>
    </message>
    <message>
        <source>pilgrim's points</source>
        <translation>points du pèlerin</translation>
    </message>
    <message>
        <source>merchant's points</source>
        <translation>points du marchand</translation>
    </message>
    <message>
        <source>artist's points</source>
        <translation>points de l’artiste</translation>
    </message>
    <message>
        <source>tie-break</source>
        <translation>départage</translation>
    </message>
    <message>
        <source>emblem on the disc</source>
        <extracomment>Rules editor, Hyano: label of symbols[].emblem, what a pile's disc shows</extracomment>
        <translation>emblème du disque</translation>
    </message>
    <message>
        <source>tracks that give the pilgrim a rank</source>
        <extracomment>Rules editor, automa.gains.pilgrim_tracks: the tracks whose spaces make the Automa's pilgrim climb a rank</extracomment>
        <translation>pistes qui font monter le pèlerin d’un rang</translation>
    </message>
    <message>
        <source>more spaces that give the pilgrim a rank</source>
        <extracomment>Rules editor, automa.gains.pilgrim_spaces: more kinds of ring space on which the Automa's pilgrim climbs</extracomment>
        <translation>autres cases qui font monter le pèlerin d’un rang</translation>
    </message>
    <message>
        <source>track</source>
        <extracomment>Rules editor, the parameter of advance_track: which track moves up</extracomment>
        <translation>piste</translation>
    </message>
    <message>
        <source>coins</source>
        <extracomment>Rules editor, the parameter of gain_coins: how many coins</extracomment>
        <translation>pièces</translation>
    </message>
    <message>
        <source>painting tiles</source>
        <extracomment>Rules editor, the parameter of flip_paintings: how many painting tiles</extracomment>
        <translation>jetons Peinture</translation>
    </message>
    <message>
        <source>other step count</source>
        <extracomment>Rules editor, the parameter of pilgrim_steps: the other count the pilgrim may move</extracomment>
        <translation>autre nombre de cases</translation>
    </message>
    <message>
        <source>more tiles</source>
        <extracomment>Rules editor, the parameter of extra_flips: how many more painting tiles</extracomment>
        <translation>jetons en plus</translation>
    </message>
    <message>
        <source>more wares</source>
        <extracomment>Rules editor, the parameter of extra_draw: how many more wares</extracomment>
        <translation>marchandises en plus</translation>
    </message>
    <message>
        <source>more coins</source>
        <extracomment>Rules editor, the parameter of extra_coins_per_sale: how many more coins per ware</extracomment>
        <translation>pièces en plus</translation>
    </message>
    <message>
        <source>take the hot spring token</source>
        <extracomment>Rules editor, the effect take_hot_spring (it takes no parameter)</extracomment>
        <translation>prendre le jeton Source chaude</translation>
    </message>
    <message>
        <source>paint: the whole path counts</source>
        <extracomment>Rules editor, the effect paint_counts_path (it takes no parameter)</extracomment>
        <translation>peindre : tout le trajet compte</translation>
    </message>
    <message>
        <source>effects on arrival</source>
        <translation>effets à l’arrivée</translation>
    </message>
    <message>
        <source>effects while held</source>
        <translation>effets tant qu’on la détient</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>au moins</translation>
    </message>
    <message>
        <source>solo opponent</source>
        <extracomment>Rules editor: the words of the game's own solo opponent (Tokaido Duo's Automa)</extracomment>
        <translation>adversaire en solo</translation>
    </message>
    <message>
        <source>solo opponent's name</source>
        <extracomment>Rules editor: the name of the game's own solo opponent ("Automa")</extracomment>
        <translation>nom de l’adversaire en solo</translation>
    </message>
    <message>
        <source>solo switch</source>
        <extracomment>Rules editor: the words of the launcher's solo switch</extracomment>
        <translation>interrupteur solo</translation>
    </message>
    <message>
        <source>solo offer</source>
        <extracomment>Rules editor: the hint that offers solo play in the launcher</extracomment>
        <translation>proposition de solo</translation>
    </message>
    <message>
        <source>solo hint</source>
        <extracomment>Rules editor: the launcher's hint while solo play is chosen</extracomment>
        <translation>indication en solo</translation>
    </message>
</context>
<context>
    <name>SchemaWord</name>
    <message>
        <source>One pair of each colour</source>
        <extracomment>Rules editor, rules.setup.bead_pairs: one_of_each_colour (each side gets a red, a yellow and a green pair of beads)</extracomment>
        <translation>Une paire de chaque couleur</translation>
    </message>
    <message>
        <source>Pairs taken in turn</source>
        <extracomment>Rules editor, rules.setup.bead_pairs: draft (the players take same-colour pairs in turn)</extracomment>
        <translation>Paires choisies à tour de rôle</translation>
    </message>
    <message>
        <source>The first player places all first</source>
        <extracomment>Rules editor, rules.setup.order: first_player_first (the first player places all three figures, then the second player)</extracomment>
        <translation>Toutes celles du premier joueur d’abord</translation>
    </message>
    <message>
        <source>One figure each in turn</source>
        <extracomment>Rules editor, rules.setup.order: alternate</extracomment>
        <translation>Une figurine chacun à tour de rôle</translation>
    </message>
    <message>
        <source>Both at once, unseen</source>
        <extracomment>Rules editor, rules.setup.order: simultaneous (both place unseen, at the same time)</extracomment>
        <translation>Les deux en même temps, en secret</translation>
    </message>
    <message>
        <source>Fixed positions</source>
        <extracomment>Rules editor, rules.setup.order: fixed (the positions of rules.setup.fixed_positions)</extracomment>
        <translation>Positions fixes</translation>
    </message>
    <message>
        <source>Order kept</source>
        <extracomment>Rules editor, rules.move.transfer_order: preserve (a stack of beads handed on keeps its order)</extracomment>
        <translation>Ordre conservé</translation>
    </message>
    <message>
        <source>Order reversed</source>
        <extracomment>Rules editor, rules.move.transfer_order: reverse</extracomment>
        <translation>Ordre inversé</translation>
    </message>
    <message>
        <source>Chosen by the player</source>
        <extracomment>Rules editor, rules.move.transfer_order: chooser (the player chooses the order)</extracomment>
        <translation>Choisi par le joueur</translation>
    </message>
    <message>
        <source>A bead of the gate line's colour</source>
        <extracomment>Rules editor, rules.base.entry: matching_colour (a figure enters the base across a gate line of its top bead's colour)</extracomment>
        <translation>Une perle de la couleur de la ligne d’entrée</translation>
    </message>
    <message>
        <source>Any bead</source>
        <extracomment>Rules editor, rules.base.entry: any_bead</extracomment>
        <translation>N’importe quelle perle</translation>
    </message>
    <message>
        <source>Either figure without beads</source>
        <extracomment>Rules editor, rules.jump.condition: either_empty (one of the two figures must carry no bead)</extracomment>
        <translation>L’une des deux figurines sans perle</translation>
    </message>
    <message>
        <source>The jumped figure without beads</source>
        <extracomment>Rules editor, rules.jump.condition: jumped_must_be_empty</extracomment>
        <translation>La figurine sautée sans perle</translation>
    </message>
    <message>
        <source>The jumper without beads</source>
        <extracomment>Rules editor, rules.jump.condition: jumper_must_be_empty</extracomment>
        <translation>La figurine qui saute sans perle</translation>
    </message>
    <message>
        <source>The three fields behind</source>
        <extracomment>Rules editor, rules.jump.landing: row_behind (any free field of the three behind the figure jumped)</extracomment>
        <translation>Les trois cases derrière</translation>
    </message>
    <message>
        <source>Straight behind</source>
        <extracomment>Rules editor, rules.jump.landing: straight (only the field straight behind the figure jumped)</extracomment>
        <translation>Juste derrière</translation>
    </message>
    <message>
        <source>Next to the jumped figure</source>
        <extracomment>Rules editor, rules.jump.landing: neighbours_of_jumped (the figure jumped's other neighbours)</extracomment>
        <translation>À côté de la figurine sautée</translation>
    </message>
    <message>
        <source>The row after</source>
        <extracomment>Rules editor, rules.jump.double: row_after_next (when the three fields behind are taken, the jump lands in the row after them)</extracomment>
        <translation>La rangée suivante</translation>
    </message>
    <message>
        <source>Straight on</source>
        <extracomment>Rules editor, rules.jump.double: straight (two fields straight on)</extracomment>
        <translation>Tout droit</translation>
    </message>
    <message>
        <source>No double jump</source>
        <extracomment>Rules editor, rules.jump.double: off (no double jump)</extracomment>
        <translation>Pas de double saut</translation>
    </message>
    <message>
        <source>The player loses</source>
        <extracomment>Rules editor, rules.end.no_move: lose (a player who cannot move loses)</extracomment>
        <translation>Le joueur perd</translation>
    </message>
    <message>
        <source>The turn passes</source>
        <extracomment>Rules editor, rules.end.no_move: pass_turn</extracomment>
        <translation>Le joueur passe son tour</translation>
    </message>
    <message>
        <source>The game is a draw</source>
        <extracomment>Rules editor, rules.end.no_move: draw (the game ends with no winner)</extracomment>
        <translation>La partie est nulle</translation>
    </message>
    <message>
        <source>Tiles as placed</source>
        <extracomment>Rules editor, board.layout: canonical (the tiles lie as board.slots says)</extracomment>
        <translation>Tuiles telles que placées</translation>
    </message>
    <message>
        <source>Shuffled, both sides alike</source>
        <extracomment>Rules editor, board.layout: shuffled_symmetric (tiles shuffled so that the two halves of the garden are alike, point-symmetric)</extracomment>
        <translation>Mélangées, identiques des deux côtés</translation>
    </message>
    <message>
        <source>Shuffled freely</source>
        <extracomment>Rules editor, board.layout: shuffled_free</extracomment>
        <translation>Mélangées librement</translation>
    </message>
    <message>
        <source>Not turned</source>
        <extracomment>Rules editor, board.tile_rotation: none (shuffled tiles are not turned)</extracomment>
        <translation>Non tournées</translation>
    </message>
    <message>
        <source>Turned by 180°</source>
        <extracomment>Rules editor, board.tile_rotation: r180</extracomment>
        <translation>Tournées de 180°</translation>
    </message>
    <message>
        <source>Turned any way</source>
        <extracomment>Rules editor, board.tile_rotation: any (by 90°, 180° or 270°)</extracomment>
        <translation>Tournées dans tous les sens</translation>
    </message>
    <message>
        <source>One at a time from the first pile</source>
        <extracomment>Rules editor, rules.deal: round_robin (dealt one by one onto the piles, starting with the first pile)</extracomment>
        <translation>Une à une à partir de la première pile</translation>
    </message>
    <message>
        <source>One at a time from a random pile</source>
        <extracomment>Rules editor, rules.deal: round_robin_random_start</extracomment>
        <translation>Une à une à partir d’une pile au hasard</translation>
    </message>
    <message>
        <source>A random player</source>
        <extracomment>Rules editor, rules.first_sage: random</extracomment>
        <translation>Un joueur tiré au hasard</translation>
    </message>
    <message>
        <source>The first seat</source>
        <extracomment>Rules editor, rules.first_sage: first_seat
----------
Rules editor, rules.first_player: seat0</extracomment>
        <translation>La première place</translation>
    </message>
    <message>
        <source>Same colour</source>
        <extracomment>Rules editor, rules.match_rules: same_colour (a card matches one of the same colour)</extracomment>
        <translation>Même couleur</translation>
    </message>
    <message>
        <source>Same value</source>
        <extracomment>Rules editor, rules.match_rules: same_value</extracomment>
        <translation>Même valeur</translation>
    </message>
    <message>
        <source>One higher or lower</source>
        <extracomment>Rules editor, rules.match_rules: adjacent_value (one higher or one lower)</extracomment>
        <translation>Immédiatement inférieure ou supérieure</translation>
    </message>
    <message>
        <source>Values face up in the ring</source>
        <extracomment>Rules editor, rules.sun_forbidden_values: ring (a Sun may not take the value of a face-up card of its colour in the ring)</extracomment>
        <translation>Valeurs visibles dans le cercle</translation>
    </message>
    <message>
        <source>Values face up in the ring or the centre</source>
        <extracomment>Rules editor, rules.sun_forbidden_values: ring_and_centre</extracomment>
        <translation>Valeurs visibles dans le cercle ou au centre</translation>
    </message>
    <message>
        <source>No value is forbidden</source>
        <extracomment>Rules editor, rules.sun_forbidden_values: none (a Sun may take any value)</extracomment>
        <translation>Aucune valeur interdite</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <extracomment>Rules editor, rules.turn_direction: clockwise</extracomment>
        <translation>Dans le sens horaire</translation>
    </message>
    <message>
        <source>Counterclockwise</source>
        <extracomment>Rules editor, rules.turn_direction: counterclockwise</extracomment>
        <translation>Dans le sens antihoraire</translation>
    </message>
    <message>
        <source>Stop when the predicted card is played</source>
        <extracomment>Rules editor, rules.round_end_mode: stop_on_prediction</extracomment>
        <translation>S’arrêter quand la carte prédite est jouée</translation>
    </message>
    <message>
        <source>Play the round to its end</source>
        <extracomment>Rules editor, rules.round_end_mode: play_out</extracomment>
        <translation>Jouer la manche jusqu’au bout</translation>
    </message>
    <message>
        <source>Removed from the game</source>
        <extracomment>Rules editor, rules.on_failure: remove_from_game (the cards of a failed prophecy)</extracomment>
        <translation>Retirées du jeu</translation>
    </message>
    <message>
        <source>Left in the centre</source>
        <extracomment>Rules editor, rules.on_failure: leave_in_centre (kept for the next sage who is right)</extracomment>
        <translation>Restent au centre</translation>
    </message>
    <message>
        <source>One point per card won</source>
        <extracomment>Rules editor, rules.score: card_count</extracomment>
        <translation>Un point par carte gagnée</translation>
    </message>
    <message>
        <source>Shared victory</source>
        <extracomment>Rules editor, rules.tie: shared (tied players share the victory)</extracomment>
        <translation>Victoire partagée</translation>
    </message>
    <message>
        <source>Most successful prophecies first</source>
        <extracomment>Rules editor, rules.tie: most_successful_prophecies (they decide first, then the victory is shared)</extracomment>
        <translation>D’abord le plus de prophéties réalisées</translation>
    </message>
    <message>
        <source>To the left</source>
        <extracomment>Rules editor, rules.sage_rotation: left (the sage role passes to the left)</extracomment>
        <translation>Vers la gauche</translation>
    </message>
    <message>
        <source>To the right</source>
        <extracomment>Rules editor, rules.sage_rotation: right</extracomment>
        <translation>Vers la droite</translation>
    </message>
    <message>
        <source>From the deck</source>
        <extracomment>Rules editor, rules.refill.last_player_source: deck</extracomment>
        <translation>Dans la pioche</translation>
    </message>
    <message>
        <source>The previous round's cards</source>
        <extracomment>Rules editor, rules.refill.others_source: previous_line (the cards of the round before, which no longer carry pilgrims)</extracomment>
        <translation>Les cartes de la manche précédente</translation>
    </message>
    <message>
        <source>This round's cards</source>
        <extracomment>Rules editor, rules.refill.others_source: current_line (the cards just played, the new mantra line)</extracomment>
        <translation>Les cartes de cette manche</translation>
    </message>
    <message>
        <source>Onto the discard pile</source>
        <extracomment>Rules editor, rules.refill.leftover: discard</extracomment>
        <translation>Dans la défausse</translation>
    </message>
    <message>
        <source>Under the deck</source>
        <extracomment>Rules editor, rules.refill.leftover: return_to_deck_bottom</extracomment>
        <translation>Sous la pioche</translation>
    </message>
    <message>
        <source>Shuffle the discard pile into a new deck</source>
        <extracomment>Rules editor, rules.on_empty_deck: reshuffle_discard</extracomment>
        <translation>Mélanger la défausse pour refaire la pioche</translation>
    </message>
    <message>
        <source>The last player takes the leftover card</source>
        <extracomment>Rules editor, rules.on_empty_deck: take_leftover (the last player takes the card nobody drafted instead of drawing)</extracomment>
        <translation>Le dernier joueur prend la carte restante</translation>
    </message>
    <message>
        <source>Stop on the pagoda</source>
        <extracomment>Rules editor, rules.overshoot: cap (a climb past step 33 ends on it)</extracomment>
        <translation>S’arrêter sur la pagode</translation>
    </message>
    <message>
        <source>Bounce back down</source>
        <extracomment>Rules editor, rules.overshoot: bounce (the steps left over are climbed back down from the pagoda)</extracomment>
        <translation>Rebondir vers le bas</translation>
    </message>
    <message>
        <source>Same step, same place</source>
        <extracomment>Rules editor, rules.tie_mode: levels (pilgrims on one step share a place)</extracomment>
        <translation>Même marche, même place</translation>
    </message>
    <message>
        <source>First to arrive ranks higher</source>
        <extracomment>Rules editor, rules.tie_mode: arrival_order</extracomment>
        <translation>Le premier arrivé est classé devant</translation>
    </message>
    <message>
        <source>Load in the mountains, deliver to the coast</source>
        <extracomment>Rules editor, automa.gains.merchant: load_and_deliver (the Automa's merchant loads at a mountain town and climbs a rank when it reaches a coastal town loaded)</extracomment>
        <translation>Charger à la montagne, livrer sur la côte</translation>
    </message>
    <message>
        <source>Take the hot spring token</source>
        <extracomment>Rules editor, automa.space_effects: take_hot_spring (the Automa's pilgrim takes the hot spring token)
----------
Rules editor, an effect of a ring space (also a word of automa.space_effects)</extracomment>
        <translation>Prendre le jeton Source chaude</translation>
    </message>
    <message>
        <source>Take a wave tile</source>
        <extracomment>Rules editor, automa.space_effects: take_wave_tile
----------
Rules editor, an effect of a ring space (also a word of automa.space_effects)</extracomment>
        <translation>Prendre une tuile Vague</translation>
    </message>
    <message>
        <source>A die that climbs a rank</source>
        <extracomment>Rules editor, automa.die_priorities: gain (the Automa prefers a die that moves a rank)</extracomment>
        <translation>Un dé qui fait monter d’un rang</translation>
    </message>
    <message>
        <source>The lowest rank</source>
        <extracomment>Rules editor, automa.die_priorities: lowest_rank (the character lowest on its rank track)</extracomment>
        <translation>Le rang le plus bas</translation>
    </message>
    <message>
        <source>The character order</source>
        <extracomment>Rules editor, automa.die_priorities: order (automa.character_order decides)</extracomment>
        <translation>L’ordre des personnages</translation>
    </message>
    <message>
        <source>A destination that climbs a rank</source>
        <extracomment>Rules editor, automa.destination_priorities: gain (a destination where it climbs a rank)</extracomment>
        <translation>Une destination qui fait monter d’un rang</translation>
    </message>
    <message>
        <source>Block the player</source>
        <extracomment>Rules editor, automa.destination_priorities: deny (a destination the person's merchant or pilgrim wants, blocked)</extracomment>
        <translation>Bloquer le joueur</translation>
    </message>
    <message>
        <source>First in the board's list</source>
        <extracomment>Rules editor, automa.destination_priorities: lowest_id (the first in the board's listing)</extracomment>
        <translation>Le premier de la liste du plateau</translation>
    </message>
    <message>
        <source>Pilgrim</source>
        <extracomment>Rules editor, automa.character_order: pilgrim
----------
Rules editor, automa.wave_order: pilgrim
----------
Rules editor, wave_tiles[].character: pilgrim (the character board the tile goes on)</extracomment>
        <translation>Pèlerin</translation>
    </message>
    <message>
        <source>Merchant</source>
        <extracomment>Rules editor, automa.character_order: merchant
----------
Rules editor, automa.wave_order: merchant
----------
Rules editor, wave_tiles[].character: merchant</extracomment>
        <translation>Marchand</translation>
    </message>
    <message>
        <source>Artist</source>
        <extracomment>Rules editor, automa.character_order: artist
----------
Rules editor, automa.wave_order: artist
----------
Rules editor, wave_tiles[].character: artist</extracomment>
        <translation>Artiste</translation>
    </message>
    <message>
        <source>Temple track</source>
        <extracomment>Rules editor, automa.gains.pilgrim_tracks: temple (the Automa's pilgrim climbs on spaces that move the temple track up)
----------
Rules editor, advance_track: temple (an effect moves the pilgrim's marker up the temple track)</extracomment>
        <translation>Piste des temples</translation>
    </message>
    <message>
        <source>Garden track</source>
        <extracomment>Rules editor, automa.gains.pilgrim_tracks: garden
----------
Rules editor, advance_track: garden</extracomment>
        <translation>Piste des jardins</translation>
    </message>
    <message>
        <source>Mountain town</source>
        <extracomment>Rules editor, board.towns[].kind: mountain (an inland town where wares are drawn)</extracomment>
        <translation>Village de montagne</translation>
    </message>
    <message>
        <source>Coastal town</source>
        <extracomment>Rules editor, board.towns[].kind: coastal (a town on the ring where wares are sold)</extracomment>
        <translation>Port</translation>
    </message>
    <message>
        <source>At random</source>
        <extracomment>Rules editor, rules.first_player: random (who picks first in round 1)
----------
Rules editor, rules.wave_sides: random (which side of each wave tile is up)</extracomment>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>The second seat</source>
        <extracomment>Rules editor, rules.first_player: seat1</extracomment>
        <translation>La deuxième place</translation>
    </message>
    <message>
        <source>Always the first side</source>
        <extracomment>Rules editor, rules.wave_sides: first</extracomment>
        <translation>Toujours la première face</translation>
    </message>
    <message>
        <source>Always the second side</source>
        <extracomment>Rules editor, rules.wave_sides: second</extracomment>
        <translation>Toujours la seconde face</translation>
    </message>
    <message>
        <source>When the board has none left</source>
        <extracomment>Rules editor, rules.steal_wave_tiles: when_board_empty (a seashore takes one of the opponent's wave tiles when none is left on the board)</extracomment>
        <translation>Quand il n’en reste plus sur le plateau</translation>
    </message>
    <message>
        <source>Never</source>
        <extracomment>Rules editor, rules.steal_wave_tiles: never</extracomment>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>A full temple track</source>
        <extracomment>Rules editor, rules.end.triggers: temples (an end condition)</extracomment>
        <translation>Une piste des temples complète</translation>
    </message>
    <message>
        <source>A full garden track</source>
        <extracomment>Rules editor, rules.end.triggers: gardens</extracomment>
        <translation>Une piste des jardins complète</translation>
    </message>
    <message>
        <source>The last gold slab</source>
        <extracomment>Rules editor, rules.end.triggers: slabs (the last gold slab is taken)</extracomment>
        <translation>Le dernier koban</translation>
    </message>
    <message>
        <source>The last gift</source>
        <extracomment>Rules editor, rules.end.triggers: gifts (the last painting tile is gifted)</extracomment>
        <translation>Le dernier don</translation>
    </message>
    <message>
        <source>At the end of the round</source>
        <extracomment>Rules editor, rules.end.timing: end_of_round (the game ends at the end of the round)</extracomment>
        <translation>À la fin de la manche</translation>
    </message>
    <message>
        <source>At once</source>
        <extracomment>Rules editor, rules.end.timing: immediately</extracomment>
        <translation>Immédiatement</translation>
    </message>
    <message>
        <source>Temples × gardens</source>
        <extracomment>Rules editor, rules.scoring.pilgrim: product (temple-track value times garden-track value)</extracomment>
        <translation>Temples × jardins</translation>
    </message>
    <message>
        <source>Temples + gardens</source>
        <extracomment>Rules editor, rules.scoring.pilgrim: sum</extracomment>
        <translation>Temples + jardins</translation>
    </message>
    <message>
        <source>The value above the last slab</source>
        <extracomment>Rules editor, rules.scoring.merchant: slab_slot (the value above its right-most gold slab)</extracomment>
        <translation>La valeur au-dessus du dernier koban</translation>
    </message>
    <message>
        <source>Nothing</source>
        <extracomment>Rules editor, rules.scoring.merchant: none (the merchant scores nothing)
----------
Rules editor, rules.scoring.artist: none (the artist scores nothing)</extracomment>
        <translation>Rien</translation>
    </message>
    <message>
        <source>The value under the last gift</source>
        <extracomment>Rules editor, rules.scoring.artist: gift_slot (the value under its last gifted tile)</extracomment>
        <translation>La valeur sous le dernier don</translation>
    </message>
    <message>
        <source>More coins win</source>
        <extracomment>Rules editor, rules.scoring.tie_break: coins (equal points: more coins win)</extracomment>
        <translation>Le plus de pièces l’emporte</translation>
    </message>
    <message>
        <source>A draw</source>
        <extracomment>Rules editor, rules.scoring.tie_break: none (equal points: a draw)</extracomment>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>Moon</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Lune</translation>
    </message>
    <message>
        <source>Star</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Étoile</translation>
    </message>
    <message>
        <source>Eagle</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Aigle</translation>
    </message>
    <message>
        <source>Mountain</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>River</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Rivière</translation>
    </message>
    <message>
        <source>Drum</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Tambour</translation>
    </message>
    <message>
        <source>Feather</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Plume</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem): a flame</extracomment>
        <translation>Feu</translation>
    </message>
    <message>
        <source>Arrow</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Flèche</translation>
    </message>
    <message>
        <source>Turtle</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Tortue</translation>
    </message>
    <message>
        <source>Move up a track</source>
        <extracomment>Rules editor, an effect of a ring space: the pilgrim's marker moves up the temple or garden track</extracomment>
        <translation>Avancer sur une piste</translation>
    </message>
    <message>
        <source>Gain coins</source>
        <extracomment>Rules editor, an effect of a ring space: the player gains copper coins</extracomment>
        <translation>Gagner des pièces</translation>
    </message>
    <message>
        <source>Turn up painting tiles</source>
        <extracomment>Rules editor, an effect of a ring space: face-down painting tiles are turned face up</extracomment>
        <translation>Retourner des jetons Peinture</translation>
    </message>
    <message>
        <source>Pilgrim: another step count</source>
        <extracomment>Rules editor, an effect of a wave tile: the pilgrim may move another number of spaces than the die shows</extracomment>
        <translation>Pèlerin : un autre nombre de cases</translation>
    </message>
    <message>
        <source>Paint: more tiles turned up</source>
        <extracomment>Rules editor, an effect of a wave tile: Paint turns up more painting tiles</extracomment>
        <translation>Peindre : plus de jetons retournés</translation>
    </message>
    <message>
        <source>Mountain town: more wares</source>
        <extracomment>Rules editor, an effect of a wave tile: a mountain town gives more wares</extracomment>
        <translation>Village de montagne : plus de marchandises</translation>
    </message>
    <message>
        <source>Sale: more coins per ware</source>
        <extracomment>Rules editor, an effect of a wave tile: each ware sold earns more coins</extracomment>
        <translation>Vente : plus de pièces par marchandise</translation>
    </message>
    <message>
        <source>Paint: the whole path counts</source>
        <extracomment>Rules editor, an effect of a wave tile (Inspired): Paint counts the meeples of every region the artist entered on its move</extracomment>
        <translation>Peindre : tout le trajet compte</translation>
    </message>
    <message>
        <source>The boutique token's value</source>
        <extracomment>Rules editor, gain_coins: boutique_value (the player gains the value of the boutique token of this coastal town)</extracomment>
        <translation>La valeur du jeton Boutique</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Person</source>
        <extracomment>Seat type in the launcher: a human player at this computer</extracomment>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>Seat type in the launcher: the computer plays this seat</extracomment>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>Computer strength</extracomment>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Computer strength</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Computer strength</extracomment>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <extracomment>Placeholder of the player name field in the launcher</extracomment>
        <translation>Nom (facultatif)</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <extracomment>Launcher, for screen readers: who plays seat %1 (person, computer, or the game's own solo opponent)</extracomment>
        <translation>Qui joue à la place %1</translation>
    </message>
    <message>
        <source>Computer strength, seat %1</source>
        <extracomment>Launcher, for screen readers: the computer's strength at seat %1</extracomment>
        <translation>Force de l’ordinateur, place %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <extracomment>Launcher, for screen readers: the name field of seat %1</extracomment>
        <translation>Nom de la place %1</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>‹ Back</source>
        <extracomment>Leaves the settings page</extracomment>
        <translation>‹ Retour</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Title of the settings page</extracomment>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Restore the defaults</source>
        <extracomment>Settings: puts every setting back as it was at the first run</extracomment>
        <translation>Restaurer les paramètres par défaut</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Settings: the language of the app</extracomment>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Kotatsu speaks your system's language when it knows it, else English.</source>
        <extracomment>Settings: explanation while the app follows the system language</extracomment>
        <translation>Kotatsu parle la langue de votre système s’il la connaît, sinon l’anglais.</translation>
    </message>
    <message>
        <source>Kept for the next time you open Kotatsu.</source>
        <extracomment>Settings: explanation once a language has been chosen</extracomment>
        <translation>Conservée pour la prochaine ouverture de Kotatsu.</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>Settings: the first entry of the language list</extracomment>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Animations</source>
        <extracomment>Settings: how moves are shown on the table</extracomment>
        <translation>Animations</translation>
    </message>
    <message>
        <source>Pieces move along their way when a move is played, yours and the computer's.</source>
        <extracomment>Settings: explanation of the animation speed</extracomment>
        <translation>Les pièces se déplacent pas à pas quand un coup est joué, le vôtre comme celui de l’ordinateur.</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>Settings: no animations</extracomment>
        <translation>Désactivées</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Settings: animations at half speed</extracomment>
        <translation>Lentes</translation>
    </message>
    <message>
        <source>Computer pace</source>
        <extracomment>Settings: how long the computer takes per move</extracomment>
        <translation>Rythme de l’ordinateur</translation>
    </message>
    <message>
        <source>The least time the computer takes for a move, so that you can follow it.</source>
        <extracomment>Settings: explanation of the computer's pace</extracomment>
        <translation>Le temps minimal que l’ordinateur prend pour un coup, afin que vous puissiez le suivre.</translation>
    </message>
    <message>
        <source>Quick</source>
        <extracomment>Settings: the computer plays quickly</extracomment>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Unhurried</source>
        <extracomment>Settings: the computer takes its time</extracomment>
        <translation>Tranquille</translation>
    </message>
    <message>
        <source>Ask before leaving a game</source>
        <extracomment>Settings: whether leaving a game asks first</extracomment>
        <translation>Demander avant de quitter une partie</translation>
    </message>
    <message>
        <source>A game left unfinished is always kept for Resume; the question offers to save it in your saved games too.</source>
        <extracomment>Settings: explanation of the leave confirmation</extracomment>
        <translation>Une partie inachevée est toujours conservée pour « Reprendre » ; la question propose aussi de l’ajouter à vos parties sauvegardées.</translation>
    </message>
    <message>
        <source>Colour-blind-safe mode</source>
        <extracomment>Settings: the colour-blind-safe mode</extracomment>
        <translation>Mode adapté au daltonisme</translation>
    </message>
    <message>
        <source>Every colour that matters for the rules is also shown by a shape or a letter: seats, Hyano's colours, the garden's beads and lines.</source>
        <extracomment>Settings: explanation of the colour-blind-safe mode</extracomment>
        <translation>Chaque couleur qui compte pour les règles est aussi indiquée par une forme ou une lettre : les places, les couleurs de Hyano, les perles et les lignes du jardin.</translation>
    </message>
    <message>
        <source>Confirm each move</source>
        <extracomment>Settings: whether a move chosen on the table waits for a Confirm before it is played</extracomment>
        <translation>Confirmer chaque coup</translation>
    </message>
    <message>
        <source>A move you choose, by a click or a key, is shown with its sentence first; Confirm (Enter) plays it, Cancel (Esc) lets you choose again.</source>
        <extracomment>Settings: explanation of the move confirmation</extracomment>
        <translation>Chaque coup que vous choisissez, d’un clic ou d’une touche, est d’abord décrit en une phrase ; Confirmer (Entrée) le joue, Annuler (Échap) vous laisse en choisir un autre.</translation>
    </message>
    <message>
        <source>Sounds</source>
        <extracomment>Settings: the table's sounds (on or off, and their volume)</extracomment>
        <translation>Sons</translation>
    </message>
    <message>
        <source>Cards, dice, steps and beads as moves are played, a chime when your turn comes, and the end of a game.</source>
        <extracomment>Settings: explanation of the sounds</extracomment>
        <translation>Cartes, dés, pas et perles à chaque coup joué, un carillon quand vient votre tour, et la fin de la partie.</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>Settings: the name of the sound volume slider, for screen readers</extracomment>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Table zoom</source>
        <extracomment>Settings: how large the game table is drawn</extracomment>
        <translation>Zoom de la table</translation>
    </message>
    <message>
        <source>The table and its text drawn larger or smaller (Ctrl + and Ctrl − on the table, Ctrl 0 for automatic). Automatic fills a large window.</source>
        <extracomment>Settings: explanation of the table zoom; the keys are Ctrl and plus, minus, zero</extracomment>
        <translation>La table et ses textes en plus grand ou plus petit (Ctrl + et Ctrl − sur la table, Ctrl 0 pour automatique). En automatique, la table remplit une grande fenêtre.</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>animations</comment>
        <extracomment>Settings: animations at normal speed (an option of Animations, beside Off and Slow: fr “Normales”)</extracomment>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>computer pace</comment>
        <extracomment>Settings: the computer plays at normal pace (an option of Computer pace, beside Quick and Unhurried: fr “Normal”)</extracomment>
        <translation>Normal</translation>
    </message>
</context>
<context>
    <name>ShikokuBoardEditor</name>
    <message>
        <source>Step %1</source>
        <extracomment>Rules editor, Shikoku: title of the card of a step clicked on the staircase; %1 its number</extracomment>
        <translation>Marche %1</translation>
    </message>
    <message>
        <source>Put the pagoda here</source>
        <extracomment>Rules editor, Shikoku: makes the clicked step the pagoda's (the top of the temple)</extracomment>
        <translation>Placer la pagode ici</translation>
    </message>
    <message>
        <source>Pilgrims start here</source>
        <extracomment>Rules editor, Shikoku: makes the clicked step the one every pilgrim starts on</extracomment>
        <translation>Les pèlerins partent d’ici</translation>
    </message>
    <message>
        <source>The pagoda</source>
        <extracomment>Rules editor, Shikoku: title of the card of the pagoda on the staircase</extracomment>
        <translation>La pagode</translation>
    </message>
    <message>
        <source>It stands on step</source>
        <extracomment>Rules editor, Shikoku: label of the number of the pagoda's step</extracomment>
        <translation>Elle se trouve sur la marche</translation>
    </message>
</context>
<context>
    <name>ShikokuLabLabels</name>
    <message>
        <source>Rounds</source>
        <extracomment>Variant lab, figures table: the game's figure “rounds” (rounds played)</extracomment>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Reshuffles</source>
        <extracomment>Variant lab, figures table: the game's figure “reshuffles” (times the deck was reshuffled)</extracomment>
        <translation>Mélanges de la pioche</translation>
    </message>
    <message>
        <source>Winners per game</source>
        <extracomment>Variant lab, figures table: the game's figure “winners” (how many pilgrims share the victory)</extracomment>
        <translation>Gagnants par partie</translation>
    </message>
    <message>
        <source>Pilgrims at the pagoda</source>
        <extracomment>Variant lab, figures table: the game's figure “pilgrims_at_pagoda” (pilgrims on the pagoda's step at the end)</extracomment>
        <translation>Pèlerins sur la pagode</translation>
    </message>
    <message>
        <source>Spread of the pilgrims</source>
        <extracomment>Variant lab, figures table: the game's figure “spread” (steps between the highest and the lowest pilgrim at the end)</extracomment>
        <translation>Écart entre les pèlerins</translation>
    </message>
    <message>
        <source>A pilgrim reached the pagoda</source>
        <extracomment>Variant lab: the end condition “pagoda”, as a label in the figures table and the end chart</extracomment>
        <translation>Un pèlerin a atteint la pagode</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 more rounds</source>
        <extracomment>Variant lab verdict: the variant's games last more rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>Les parties durent maintenant %1 ± %2 manches de plus</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 fewer rounds</source>
        <extracomment>Variant lab verdict: the variant's games last fewer rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>Les parties durent maintenant %1 ± %2 manches de moins</translation>
    </message>
    <message>
        <source>Pilgrims frozen</source>
        <extracomment>Variant lab, figures table: the game's figure “frozen_pilgrims” (times a pilgrim stayed put, second card from the left or right)</extracomment>
        <translation>Pèlerins immobiles</translation>
    </message>
    <message>
        <source>Steps lost by frozen pilgrims</source>
        <extracomment>Variant lab, figures table: the game's figure “frozen_sandals” (steps the frozen pilgrims did not climb)</extracomment>
        <translation>Marches perdues par les pèlerins immobiles</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>End screen table: the column of each pilgrim's step on the staircase at the end (the outcome's score)</extracomment>
        <translation>Marche</translation>
    </message>
</context>
<context>
    <name>ShikokuTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a seat without a pilgrim colour; %1 is a number</extracomment>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <extracomment>Move log; %1 is a player, %2 a card number</extracomment>
        <translation>%1 joue le %2</translation>
    </message>
    <message>
        <source>The pilgrimage is over</source>
        <extracomment>Status line when the game has ended</extracomment>
        <translation>Le pèlerinage est terminé</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name</extracomment>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>%1 is choosing a card from the previous line…</source>
        <extracomment>Status line; %1 is a computer player's name</extracomment>
        <translation>%1 choisit une carte de la ligne précédente…</translation>
    </message>
    <message>
        <source>%1 is choosing a mantra card…</source>
        <extracomment>Status line; %1 is a computer player's name</extracomment>
        <translation>%1 choisit une carte mantra…</translation>
    </message>
    <message>
        <source>%1, take one card from the previous line</source>
        <extracomment>Status line: your turn in the draft; %1 is your name</extracomment>
        <translation>%1, prenez une carte de la ligne précédente</translation>
    </message>
    <message>
        <source>%1, play a mantra card</source>
        <extracomment>Status line: your turn to play; %1 is your name</extracomment>
        <translation>%1, jouez une carte mantra</translation>
    </message>
    <message>
        <source>Nobody walked the Middle Way</source>
        <extracomment>End screen title when nobody wins</extracomment>
        <translation>Personne n’a suivi la Voie du milieu</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>A pilgrim reached the pagoda. The Middle Way rewards moderation: the first and the last never win.</source>
        <extracomment>End screen: why the winners won</extracomment>
        <translation>Un pèlerin a atteint la pagode. La Voie du milieu récompense la modération : le premier et le dernier ne gagnent jamais.</translation>
    </message>
    <message>
        <source>Second from the top</source>
        <extracomment>End screen: the winning place counted from the highest pilgrim</extracomment>
        <translation>Deuxième en partant du haut</translation>
    </message>
    <message>
        <source>Place %1 from the top</source>
        <extracomment>%1 is a number</extracomment>
        <translation>Place %1 en partant du haut</translation>
    </message>
    <message>
        <source>Second from the bottom</source>
        <extracomment>End screen: the winning place counted from the lowest pilgrim</extracomment>
        <translation>Deuxième en partant du bas</translation>
    </message>
    <message>
        <source>Place %1 from the bottom</source>
        <extracomment>%1 is a number</extracomment>
        <translation>Place %1 en partant du bas</translation>
    </message>
    <message>
        <source>%1 (step %2): %3</source>
        <extracomment>End screen line: "Second from the top (step 30): Blue"</extracomment>
        <translation>%1 (marche %2) : %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>End screen: one level of the final standings; %1 the players on it, %2 their step number ("Red 33"; ja 「赤：33段目」)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Final steps, from the top: %1</source>
        <extracomment>End screen: the final standings from the top; %1 is a list</extracomment>
        <translation>Marches finales, en partant du haut : %1</translation>
    </message>
    <message>
        <source>Next round's order: the lowest card moved to the end</source>
        <extracomment>Heading of the line that gives the next round's turn order</extracomment>
        <translation>Ordre de la prochaine manche : la plus petite carte passe au bout</translation>
    </message>
    <message>
        <source>Turn order: the previous line</source>
        <extracomment>Heading of the line that gives this round's turn order</extracomment>
        <translation>Ordre du tour : la ligne précédente</translation>
    </message>
    <message>
        <source>This round's mantra line (lowest card on the left)</source>
        <extracomment>Heading of the row of cards played this round</extracomment>
        <translation>Ligne de mantra de cette manche (la plus petite carte à gauche)</translation>
    </message>
    <message>
        <source>Draft: the cards of the previous line</source>
        <extracomment>Heading of the draft row</extracomment>
        <translation>À choisir : les cartes de la ligne précédente</translation>
    </message>
    <message>
        <source>Your hand, %1</source>
        <extracomment>Heading above your cards; %1 is your name</extracomment>
        <translation>Votre main, %1</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <extracomment>Heading above the cards when nobody's hand is shown</extracomment>
        <translation>Les mains sont cachées</translation>
    </message>
    <message>
        <source>Deck: %1</source>
        <extracomment>Number of cards left in the draw deck</extracomment>
        <translation>Pioche : %1</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <extracomment>Number of cards in the discard pile</extracomment>
        <translation>Défausse : %1</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <extracomment>Move log: a player drafts a card of the previous line; %1 is a player, %2 a card number</extracomment>
        <translation>%1 prend le %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: a Shikoku round; %1 is its number</extracomment>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>%1 win together</source>
        <extracomment>End screen title when several pilgrims win together; %1 is a list of names ("Red and Blue")</extracomment>
        <translation>%1 gagnent ensemble</translation>
    </message>
    <message numerus="yes">
        <source>card %1, %n sandal(s)</source>
        <extracomment>Screen reader: a mantra card; %1 its number, %n its sandals (steps it makes climb)</extracomment>
        <translation>
            <numerusform>carte %1 (%n sandale)</numerusform>
            <numerusform>carte %1 (%n sandales)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on step %2</source>
        <extracomment>Screen reader: a pilgrim on the staircase; %1 a player, %2 a step number</extracomment>
        <translation>%1 sur la marche %2</translation>
    </message>
    <message>
        <source>Take card %1</source>
        <extracomment>Keyboard and screen reader: takes a card of the previous line into your hand; %1 its number</extracomment>
        <translation>Prendre la carte %1</translation>
    </message>
    <message>
        <source>%1, in the draft</source>
        <extracomment>Screen reader: a card to draft; %1 the card ("card 17, 3 sandals")</extracomment>
        <translation>%1, à choisir</translation>
    </message>
    <message>
        <source>Play card %1</source>
        <extracomment>Keyboard and screen reader: plays a card of your hand to the mantra line; %1 its number</extracomment>
        <translation>Jouer la carte %1</translation>
    </message>
    <message>
        <source>%1, in your hand</source>
        <extracomment>Screen reader: a card of your hand; %1 the card ("card 17, 3 sandals")</extracomment>
        <translation>%1, dans votre main</translation>
    </message>
    <message>
        <source>A hidden card</source>
        <extracomment>Screen reader: a face-down card of a hidden hand</extracomment>
        <translation>Une carte cachée</translation>
    </message>
    <message>
        <source>%1 stays on step %2: card %3 lies in a frozen place</source>
        <extracomment>Move log: a pilgrim of the line does not climb (its card lies in a frozen place); %1 a player, %2 the step it stays on, %3 its card number</extracomment>
        <translation>%1 reste immobile sur la marche %2 : la carte %3 occupe une place immobile de la ligne</translation>
    </message>
    <message>
        <source>%1 climbs to the pagoda with card %2</source>
        <extracomment>Move log: a pilgrim climbs to the pagoda, which ends the game; %1 a player, %2 the card number that made it climb</extracomment>
        <translation>%1 gravit les marches jusqu’à la pagode avec la carte %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 climbs %n step(s) to step %2 with card %3</source>
        <extracomment>Move log: a pilgrim climbs the staircase; %1 a player, %2 the step reached, %3 the card number; %n steps climbed</extracomment>
        <translation>
            <numerusform>%1 gravit %n marche, jusqu’à la marche %2, avec la carte %3</numerusform>
            <numerusform>%1 gravit %n marches, jusqu’à la marche %2, avec la carte %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 goes to step %2 with card %3</source>
        <extracomment>Move log: a pilgrim that passed the pagoda goes back down to a step (variant rule); %1 a player, %2 the step, %3 the card number</extracomment>
        <translation>%1 va à la marche %2 avec la carte %3</translation>
    </message>
    <message>
        <source>The deck ran out: the discard pile is shuffled into a new deck</source>
        <extracomment>Move log: the deck was empty, the discard pile becomes the new deck</extracomment>
        <translation>La pioche est épuisée : la défausse est mélangée pour former une nouvelle pioche</translation>
    </message>
    <message>
        <source>%1 draws %2 from the deck</source>
        <extracomment>Move log: you drew from the deck and may see which card; %1 a player, %2 the card number(s)</extracomment>
        <translation>%1 pioche le %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s) from the deck</source>
        <extracomment>Move log: another player drew from the deck (the card stays secret); %1 a player; %n cards drawn</extracomment>
        <translation>
            <numerusform>%1 pioche %n carte</numerusform>
            <numerusform>%1 pioche %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>The deck is empty: %1 takes %2, the leftover card</source>
        <extracomment>Move log: the deck and discard pile are empty, so the last player takes the leftover card (the one nobody drafted); %1 a player, %2 the card number</extracomment>
        <translation>La pioche est vide : %1 prend le %2, la carte restante</translation>
    </message>
    <message>
        <source>Nobody took card %1: it goes to the bottom of the deck</source>
        <extracomment>Move log: the leftover card (the one nobody drafted) goes under the deck (variant rule); %1 the card number</extracomment>
        <translation>Personne n’a pris la carte %1 : elle va sous la pioche</translation>
    </message>
    <message>
        <source>Nobody took card %1: it goes to the discard pile</source>
        <extracomment>Move log: the leftover card (the one nobody drafted) is discarded; %1 the card number</extracomment>
        <translation>Personne n’a pris la carte %1 : elle est défaussée</translation>
    </message>
    <message>
        <source>Play %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to play a card (imperative, ja 〜ましょう); %1 a card number</extracomment>
        <translation>jouez le %1</translation>
    </message>
    <message>
        <source>Play %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>jouer le %1 ?</translation>
    </message>
    <message>
        <source>Take %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to take a card of the previous line (imperative, ja 〜ましょう); %1 a card number</extracomment>
        <translation>prenez le %1</translation>
    </message>
    <message>
        <source>Take %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>prendre le %1 ?</translation>
    </message>
</context>
<context>
    <name>SpringToken</name>
    <message>
        <source>Hot spring token</source>
        <extracomment>Accessible name of the hot spring token (温泉トークン)</extracomment>
        <translation>Jeton Source chaude</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <extracomment>Accessible description of the hot spring token; %1 the player who holds it</extracomment>
        <translation>Détenu par %1</translation>
    </message>
    <message>
        <source>On the board</source>
        <extracomment>Accessible description of the hot spring token: nobody holds it</extracomment>
        <translation>Sur le plateau</translation>
    </message>
</context>
<context>
    <name>Staircase</name>
    <message>
        <source>Temple staircase</source>
        <extracomment>Screen reader: the Shikoku staircase</extracomment>
        <translation>Escalier du temple</translation>
    </message>
</context>
<context>
    <name>SunValueChooser</name>
    <message>
        <source>Declare a value for the %1</source>
        <extracomment>Title of the Sun value choice; %1 is a card, e.g. "Red Sun"</extracomment>
        <translation>Annoncez une valeur pour le %1</translation>
    </message>
    <message>
        <source>Until it is covered, the Sun counts as that value of its colour.</source>
        <extracomment>Under the title of the Sun value choice</extracomment>
        <translation>Tant qu’il n’est pas recouvert, le Soleil compte comme cette valeur de sa couleur.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the Sun value choice without playing</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <extracomment>Keyboard and screen reader: declares this value for the Sun being played; %1 is a value</extracomment>
        <translation>Annoncer %1</translation>
    </message>
    <message>
        <source>The %1 as a %2</source>
        <extracomment>Screen reader: a choice in the Sun value choice; %1 is the Sun ("red Sun"), %2 a value</extracomment>
        <translation>Le %1 annoncé %2</translation>
    </message>
    <message>
        <source>Back to the table without playing</source>
        <extracomment>Keyboard and screen reader: closes the Sun value choice, back to the table</extracomment>
        <translation>Revenir à la table sans jouer</translation>
    </message>
</context>
<context>
    <name>SweepLab</name>
    <message>
        <source>Yes</source>
        <comment>switch on</comment>
        <extracomment>Variant lab, sweep: a rule that is a switch (on or off), as a value in the table, the grid&apos;s headings and the chart (&quot;Stop on the pagoda: Yes&quot;)</extracomment>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <comment>switch off</comment>
        <extracomment>Variant lab, sweep: a rule that is a switch, set off, as a value in the table, the grid&apos;s headings and the chart (&quot;Stop on the pagoda: No&quot;)</extracomment>
        <translation>Non</translation>
    </message>
    <message>
        <source>A sweep is already running.</source>
        <extracomment>Variant lab, sweep: Run while a sweep runs</extracomment>
        <translation>Une règle est déjà en train de varier.</translation>
    </message>
    <message>
        <source>The rules “%1” are not available.</source>
        <translation>Les règles « %1 » ne sont pas disponibles.</translation>
    </message>
    <message>
        <source>Choose the rule to vary.</source>
        <extracomment>Variant lab, sweep: Run before a key of the rules is chosen</extracomment>
        <translation>Choisissez la règle à faire varier.</translation>
    </message>
    <message>
        <source>The rule %1 holds no number or word to vary.</source>
        <extracomment>Variant lab, sweep: the chosen key cannot be swept; %1 the key</extracomment>
        <translation>La règle %1 ne contient ni nombre ni mot à faire varier.</translation>
    </message>
    <message>
        <source>“%1” is not a list of values: write them with commas (3, 5, 8) or as a range with its step (21..41:2).</source>
        <extracomment>Variant lab, sweep: the values typed do not read; %1 what was typed</extracomment>
        <translation>« %1 » n’est pas une liste de valeurs : écrivez-les séparées par des virgules (3, 5, 8) ou sous la forme d’une plage avec son pas (21..41:2).</translation>
    </message>
    <message>
        <source>“%1” is not a target: write it as rounds=10..14, wins.seat0=45%..55% or draws&lt;2%.</source>
        <extracomment>Variant lab, sweep: a target does not read; %1 what was typed. Keep the examples as they are (figure names and numbers)</extracomment>
        <translation>« %1 » n’est pas une cible : écrivez-la sous la forme rounds=10..14, wins.seat0=45%..55% ou draws&lt;2%.</translation>
    </message>
    <message>
        <source>A sweep needs at least 2 games per value.</source>
        <extracomment>Variant lab, sweep: the number of games per value is out of range</extracomment>
        <translation>Il faut au moins 2 parties par valeur.</translation>
    </message>
    <message>
        <source>There is no sweep to export yet.</source>
        <extracomment>Variant lab, sweep: Export before any value has been played</extracomment>
        <translation>Il n’y a pas encore de variation à exporter.</translation>
    </message>
    <message>
        <source>The file cannot be written: %1</source>
        <extracomment>Variant lab, sweep: an export failed; %1 is the system&apos;s reason</extracomment>
        <translation>Impossible d’écrire le fichier : %1</translation>
    </message>
    <message>
        <source>A search looks for the values that meet the targets: write at least one target.</source>
        <extracomment>Variant lab, sweep: the search looks for values meeting targets, and none is given</extracomment>
        <translation>La recherche trouve les valeurs qui atteignent les cibles : écrivez au moins une cible.</translation>
    </message>
    <message>
        <source>A search needs a rule that holds a number; %1 does not.</source>
        <extracomment>Variant lab, sweep: the search needs a rule holding a number; %1 the rule</extracomment>
        <translation>La recherche demande une règle numérique ; ce n’est pas le cas de %1.</translation>
    </message>
    <message>
        <source>A search varies one rule: remove the second one.</source>
        <extracomment>Variant lab, sweep: the search takes one rule, not a grid of two</extracomment>
        <translation>La recherche ne fait varier qu’une règle : retirez la seconde.</translation>
    </message>
    <message>
        <source>The number of players must be from %1 to %2 with these rules.</source>
        <extracomment>Variant lab, sweep: the number of players is not one the rules take; %1 the fewest, %2 the most</extracomment>
        <translation>Le nombre de joueurs doit être compris entre %1 et %2 avec ces règles.</translation>
    </message>
    <message>
        <source>Choose two different rules for a grid.</source>
        <extracomment>Variant lab, sweep: the same rule chosen as both keys of a grid</extracomment>
        <translation>Choisissez deux règles différentes pour une grille.</translation>
    </message>
    <message>
        <source>These settings cannot be played: %1</source>
        <extracomment>Variant lab, sweep: the players or the computer players do not suit these rules; %1 the reason</extracomment>
        <translation>Impossible de jouer avec ces réglages : %1</translation>
    </message>
    <message>
        <source>The target “%1” names no figure of this sweep (%2).</source>
        <extracomment>Variant lab, sweep: a target names a figure the sweep does not have; %1 the target as typed, %2 the figure&apos;s name</extracomment>
        <translation>La cible « %1 » porte sur un indicateur que cette variation ne mesure pas (%2).</translation>
    </message>
    <message>
        <source>The target “%1” does not suit its figure: %2</source>
        <extracomment>Variant lab, sweep: a target&apos;s bounds do not suit its figure (a share in % of a count, or beyond 100 %); %1 the target as typed, %2 the reason</extracomment>
        <translation>La cible « %1 » ne convient pas à son indicateur : %2</translation>
    </message>
</context>
<context>
    <name>SweepView</name>
    <message>
        <source>Value</source>
        <extracomment>Variant lab, sweep table heading: the value the rule was set to</extracomment>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Targets</source>
        <extracomment>Variant lab, sweep table heading: whether the value meets the designer&apos;s targets</extracomment>
        <translation>Cibles</translation>
    </message>
    <message>
        <source>Choose a rule, its values and the games per value, then Run. Every value plays the same seeds, so the values differ by their rules, not by their luck. Targets such as rounds=10..14 or wins.seat0=45%..55% mark the values that meet them all.</source>
        <extracomment>Variant lab, sweep: before any sweep; what a sweep does</extracomment>
        <translation>Choisissez une règle, ses valeurs et le nombre de parties par valeur, puis cliquez sur Lancer. Toutes les valeurs sont jouées avec les mêmes graines : seules leurs règles les distinguent, pas la chance. Des cibles comme rounds=10..14 ou wins.seat0=45%..55% signalent les valeurs qui les atteignent toutes.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <extracomment>Variant lab, sweep table: a value the rules refuse, not played; %1 the rules&apos; reason</extracomment>
        <translation>Refusée : %1</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <extracomment>Variant lab, sweep table: a value not played yet</extracomment>
        <translation>En attente…</translation>
    </message>
    <message>
        <source>Not played</source>
        <extracomment>Variant lab, sweep table: a value the cancelled sweep did not play</extracomment>
        <translation>Non jouée</translation>
    </message>
    <message>
        <source>✓ Meets every target (%1%)</source>
        <extracomment>Variant lab, sweep table: the value meets every target; %1 the confidence in percent (a number, no %)</extracomment>
        <translation>✓ Atteint toutes les cibles (%1 %)</translation>
    </message>
    <message>
        <source>Misses a target</source>
        <extracomment>Variant lab, sweep table: the value misses a target for sure (its interval lies outside)</extracomment>
        <translation>Manque une cible</translation>
    </message>
    <message>
        <source>Unsure (%1%): needs more games</source>
        <extracomment>Variant lab, sweep table: more games would tell whether the value meets every target; %1 the chance it does, in percent (a number, no %)</extracomment>
        <translation>Incertain (%1 %) : il faut plus de parties</translation>
    </message>
    <message>
        <source>Chart</source>
        <extracomment>Variant lab, sweep: label of the chooser of the figure the chart draws against the value</extracomment>
        <translation>Graphique</translation>
    </message>
    <message>
        <source>%1 by %2 (95% interval)</source>
        <extracomment>Variant lab, sweep chart title: a figure against the rule&apos;s value, with its 95% interval as a band; %1 the figure, %2 the rule</extracomment>
        <translation>%1 selon %2 (intervalle à 95 %)</translation>
    </message>
    <message>
        <source>Gold band: the target. Gold dots: values that meet every target.</source>
        <extracomment>Variant lab, sweep chart&apos;s legend: the gold band is the target, the big gold dots the values that meet every target</extracomment>
        <translation>Bande dorée : la cible. Points dorés : valeurs qui atteignent toutes les cibles.</translation>
    </message>
    <message>
        <source>No games to show yet</source>
        <translation>Aucune partie à afficher pour l’instant</translation>
    </message>
    <message>
        <source>Refused</source>
        <extracomment>Variant lab, sweep grid: a pair of values the rules refuse (the reason is in the cell&apos;s tip)</extracomment>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Rows: %1. Columns: %2. Each cell: %3 with its 95% interval. ✓ meets every target, ✗ misses at least one, ~ needs more games.</source>
        <extracomment>Variant lab, sweep grid: what the table shows; %1 the first rule (rows), %2 the second (columns), %3 the figure in each cell</extracomment>
        <translation>Lignes : %1. Colonnes : %2. Dans chaque case : %3 avec son intervalle à 95 %. ✓ atteint toutes les cibles, ✗ en manque au moins une, ~ il faut plus de parties.</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message numerus="yes">
        <source>Too long to send: shorten it by %n character(s).</source>
        <extracomment>Chat at a network table: the message typed is longer than the table takes (1,000 bytes of UTF-8: about 1,000 Latin letters or 330 Japanese characters); %n is how many characters must go for it to fit</extracomment>
        <translation>
            <numerusform>Trop long pour être envoyé : raccourcissez-le de %n caractère.</numerusform>
            <numerusform>Trop long pour être envoyé : raccourcissez-le de %n caractères.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many messages at once: wait %n second(s) before sending more.</source>
        <extracomment>Chat at a network table: the player sent many messages in a short time; %n is how many seconds until the next one may go</extracomment>
        <translation>
            <numerusform>Trop de messages d’un coup : attendez %n seconde avant d’en envoyer d’autres.</numerusform>
            <numerusform>Trop de messages d’un coup : attendez %n secondes avant d’en envoyer d’autres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected to the table: the message was not sent.</source>
        <extracomment>Chat at a network table: the connection to the table is not there (dropped, or not yet seated); the message typed stays in its field</extracomment>
        <translation>Pas de connexion à la table : le message n’a pas été envoyé.</translation>
    </message>
    <message>
        <source>The table refuses messages this fast: wait a moment before sending more.</source>
        <extracomment>Chat at a network table: the host refused a message because too many came from this player in a short time</extracomment>
        <translation>La table refuse des messages aussi rapprochés : attendez un instant avant d’en envoyer d’autres.</translation>
    </message>
    <message>
        <source>The table refused the message (%1).</source>
        <extracomment>Chat at a network table: the host refused a message; %1 is the protocol&apos;s reason (a code such as bad_message)</extracomment>
        <translation>La table a refusé le message (%1).</translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <source>The board appears here once the rules check without errors.</source>
        <extracomment>Rules editor: shown where the board preview will be, until the rules check clean once</extracomment>
        <translation>Le plateau s’affiche ici dès que les règles ne contiennent plus d’erreur.</translation>
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
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Automatic</source>
        <extracomment>Zoom setting: the table's size follows the window's</extracomment>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>Zoom setting: a size in percent ("125 %")</extracomment>
        <translation>%1 %</translation>
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
        <translation>Case %1 : %2</translation>
    </message>
    <message>
        <source>Type of space</source>
        <extracomment>Rules editor, Tokaido Duo: label of the chooser of a ring space's type</extracomment>
        <translation>Type de case</translation>
    </message>
    <message>
        <source>Wares drawn here</source>
        <extracomment>Rules editor, Tokaido Duo: label of a mountain town's draw number (wares drawn there)</extracomment>
        <translation>Marchandises piochées ici</translation>
    </message>
    <message>
        <source>Stands on ring space %1</source>
        <extracomment>Rules editor, Tokaido Duo: a coastal town's ring space; %1 its number</extracomment>
        <translation>Se trouve sur la case %1 du chemin côtier</translation>
    </message>
    <message>
        <source>Drag from this town to another to add a route between them.</source>
        <extracomment>Rules editor, Tokaido Duo: how routes are added on the board preview</extracomment>
        <translation>Faites glisser de cette ville vers une autre pour ajouter une route commerciale entre elles.</translation>
    </message>
    <message>
        <source>%1 (no such town)</source>
        <extracomment>Rules editor, Tokaido Duo: a route's end that names no town; %1 the id written</extracomment>
        <translation>%1 (ville inexistante)</translation>
    </message>
    <message>
        <source>Route %1 – %2</source>
        <extracomment>Rules editor, Tokaido Duo: title of the card of a route; %1 and %2 are its towns</extracomment>
        <translation>Route %1 – %2</translation>
    </message>
    <message>
        <source>Remove this route</source>
        <extracomment>Rules editor, Tokaido Duo: removes the route clicked on the board</extracomment>
        <translation>Retirer cette route</translation>
    </message>
    <message>
        <source>Painting icon</source>
        <extracomment>Rules editor, Tokaido Duo: label of a region's painting icon</extracomment>
        <translation>Icône de peinture</translation>
    </message>
    <message>
        <source>Done with the scope</source>
        <extracomment>Rules editor, Tokaido Duo: ends choosing a region's paint scope on the board</extracomment>
        <translation>Valider la portée</translation>
    </message>
    <message>
        <source>Choose its scope on the board</source>
        <extracomment>Rules editor, Tokaido Duo: starts choosing a region's paint scope by clicking spaces and towns</extracomment>
        <translation>Choisir sa portée sur le plateau</translation>
    </message>
    <message>
        <source>Click spaces and towns to add them to the scope of %1 or take them out</source>
        <extracomment>Rules editor, Tokaido Duo: banner while a region's paint scope is chosen; %1 the region</extracomment>
        <translation>Cliquez sur des cases et des villes pour les ajouter à la portée de %1 ou les en retirer</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>Rules editor: ends a mode of the board preview</extracomment>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Split %1 along the route %2 – %3</source>
        <extracomment>Rules editor, Tokaido Duo: undo step; %1 is a region, %2 and %3 the towns of a route</extracomment>
        <translation>Diviser %1 le long de la route %2 – %3</translation>
    </message>
    <message>
        <source>Split %1 along this route</source>
        <extracomment>Rules editor, Tokaido Duo: splits the region a new route runs through into two regions along it; %1 the region</extracomment>
        <translation>Diviser %1 le long de cette route</translation>
    </message>
    <message>
        <source>The route %1 – %2 runs through %3, but routes are the borders between regions.</source>
        <extracomment>Rules editor, Tokaido Duo: a route drawn through a region; %1 and %2 the route's towns, %3 the region</extracomment>
        <translation>La route %1 – %2 traverse %3, mais les routes sont les frontières entre les régions.</translation>
    </message>
    <message>
        <source>The new region is called %1 for now: write its name in every language.</source>
        <extracomment>Rules editor, Tokaido Duo: after a region was split; %1 is the new region's made-up name</extracomment>
        <translation>Pour l’instant, la nouvelle région s’appelle %1 : écrivez son nom dans chaque langue.</translation>
    </message>
    <message>
        <source>Write its name</source>
        <extracomment>Rules editor, Tokaido Duo: goes to the name fields of the region a split just made</extracomment>
        <translation>Écrire son nom</translation>
    </message>
</context>
<context>
    <name>TokaidoDuoLabLabels</name>
    <message>
        <source>Rounds</source>
        <extracomment>Variant lab, figures table: the game's figure “rounds” (rounds played)</extracomment>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Decisions (the game's count)</source>
        <extracomment>Variant lab, figures table: the game's figure “decisions” (moves of both players)</extracomment>
        <translation>Décisions (décompte du jeu)</translation>
    </message>
    <message>
        <source>Pilgrim's points</source>
        <extracomment>Variant lab, figures table: the game's figure “pilgrim_score” (per player)</extracomment>
        <translation>Points du pèlerin</translation>
    </message>
    <message>
        <source>Merchant's points</source>
        <extracomment>Variant lab, figures table: the game's figure “merchant_score” (per player)</extracomment>
        <translation>Points du marchand</translation>
    </message>
    <message>
        <source>Artist's points</source>
        <extracomment>Variant lab, figures table: the game's figure “artist_score” (per player)</extracomment>
        <translation>Points de l’artiste</translation>
    </message>
    <message>
        <source>Points in all</source>
        <extracomment>Variant lab, figures table: the game's figure “total_score” (per player)</extracomment>
        <translation>Points au total</translation>
    </message>
    <message>
        <source>Temple track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_temples” (share of games)
----------
Variant lab: the end condition “temples”, as a label in the figures table and the end chart</extracomment>
        <translation>Piste des temples complétée</translation>
    </message>
    <message>
        <source>Garden track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_gardens” (share of games)
----------
Variant lab: the end condition “gardens”, as a label in the figures table and the end chart</extracomment>
        <translation>Piste des jardins complétée</translation>
    </message>
    <message>
        <source>Gold slabs completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_slabs” (share of games)
----------
Variant lab: the end condition “slabs”, as a label in the figures table and the end chart</extracomment>
        <translation>Tous les kobans obtenus</translation>
    </message>
    <message>
        <source>Paintings all gifted</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_gifts” (share of games)
----------
Variant lab: the end condition “gifts”, as a label in the figures table and the end chart</extracomment>
        <translation>Toutes les peintures offertes</translation>
    </message>
    <message>
        <source>The first player of the game won</source>
        <extracomment>Variant lab, figures table: the game's figure “first_player_won” (share of games, a draw counting half)</extracomment>
        <translation>Le premier joueur de la partie a gagné</translation>
    </message>
    <message>
        <source>Draws (the game's count)</source>
        <extracomment>Variant lab, figures table: the game's figure “draw” (share of games)</extracomment>
        <translation>Parties nulles (décompte du jeu)</translation>
    </message>
    <message>
        <source>Wave tiles taken from the board</source>
        <extracomment>Variant lab, figures table: the game's figure “wave_from_board” (per game)</extracomment>
        <translation>Tuiles Vague prises sur le plateau</translation>
    </message>
    <message>
        <source>Wave tiles stolen</source>
        <extracomment>Variant lab, figures table: the game's figure “wave_stolen” (per game)</extracomment>
        <translation>Tuiles Vague prises à l’adversaire</translation>
    </message>
    <message>
        <source>Hot Spring dice repeated</source>
        <extracomment>Variant lab, figures table: the game's figure “spring_repeats” (per game)</extracomment>
        <translation>Dés rejoués grâce à la source chaude</translation>
    </message>
    <message>
        <source>Hot Spring tokens stolen</source>
        <extracomment>Variant lab, figures table: the game's figure “spring_steals” (per game)</extracomment>
        <translation>Jetons Source chaude pris à l’adversaire</translation>
    </message>
    <message>
        <source>Dice with no move</source>
        <extracomment>Variant lab, figures table: the game's figure “no_path” (per game)</extracomment>
        <translation>Dés sans déplacement possible</translation>
    </message>
    <message>
        <source>The Automa's points</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_score” (solo)</extracomment>
        <translation>Points de l’Automa</translation>
    </message>
    <message>
        <source>The Automa won</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_won” (solo, share of games)</extracomment>
        <translation>L’Automa a gagné</translation>
    </message>
    <message>
        <source>The Automa's pilgrim rank</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_rank_pilgrim” (solo, at the end)</extracomment>
        <translation>Rang du pèlerin de l’Automa</translation>
    </message>
    <message>
        <source>The Automa's merchant rank</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_rank_merchant” (solo, at the end)</extracomment>
        <translation>Rang du marchand de l’Automa</translation>
    </message>
    <message>
        <source>The Automa's artist rank</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_rank_artist” (solo, at the end)</extracomment>
        <translation>Rang de l’artiste de l’Automa</translation>
    </message>
    <message>
        <source>The Automa's pilgrim track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_automa_pilgrim” (solo, share of games)
----------
Variant lab: the end condition “automa_pilgrim”, as a label in the figures table and the end chart</extracomment>
        <translation>Piste de rang du pèlerin de l’Automa complétée</translation>
    </message>
    <message>
        <source>The Automa's merchant track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_automa_merchant” (solo, share of games)
----------
Variant lab: the end condition “automa_merchant”, as a label in the figures table and the end chart</extracomment>
        <translation>Piste de rang du marchand de l’Automa complétée</translation>
    </message>
    <message>
        <source>The Automa's artist track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_automa_artist” (solo, share of games)
----------
Variant lab: the end condition “automa_artist”, as a label in the figures table and the end chart</extracomment>
        <translation>Piste de rang de l’artiste de l’Automa complétée</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <extracomment>Variant lab: the end condition “unfinished”, as a label in the figures table and the end chart</extracomment>
        <translation>Inachevée</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 more rounds</source>
        <extracomment>Variant lab verdict: the variant's games last more rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>Les parties durent maintenant %1 ± %2 manches de plus</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 fewer rounds</source>
        <extracomment>Variant lab verdict: the variant's games last fewer rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>Les parties durent maintenant %1 ± %2 manches de moins</translation>
    </message>
    <message>
        <source>Pilgrim's points (%1)</source>
        <extracomment>Variant lab, figures table: one seat's pilgrim points; %1 is the seat ("First player")</extracomment>
        <translation>Points du pèlerin (%1)</translation>
    </message>
    <message>
        <source>Merchant's points (%1)</source>
        <extracomment>Variant lab, figures table: one seat's merchant points; %1 is the seat ("First player")</extracomment>
        <translation>Points du marchand (%1)</translation>
    </message>
    <message>
        <source>Artist's points (%1)</source>
        <extracomment>Variant lab, figures table: one seat's artist points; %1 is the seat ("First player")</extracomment>
        <translation>Points de l’artiste (%1)</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>End screen table: the column of each traveller's points in all (the outcome's score)</extracomment>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>TokaidoDuoTable</name>
    <message>
        <source>Final round: the game ends when this round is over</source>
        <extracomment>Banner on the island when an end condition has been met</extracomment>
        <translation>Dernière manche : la partie se termine à la fin de cette manche</translation>
    </message>
</context>
<context>
    <name>TokaidoDuoWords</name>
    <message>
        <source>Pilgrim</source>
        <extracomment>A character of Tokaido Duo (巡礼者)</extracomment>
        <translation>Pèlerin</translation>
    </message>
    <message>
        <source>Merchant</source>
        <extracomment>A character of Tokaido Duo (商人)</extracomment>
        <translation>Marchand</translation>
    </message>
    <message>
        <source>Artist</source>
        <extracomment>A character of Tokaido Duo (絵描き)</extracomment>
        <translation>Artiste</translation>
    </message>
    <message>
        <source>%1 (space %2)</source>
        <extracomment>A ring space in texts; %1 its type (Temple, Garden, ...), %2 its number on the ring</extracomment>
        <translation>%1 (case %2)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: a round of Tokaido Duo; %1 is its number</extracomment>
        <translation>Manche %1</translation>
    </message>
    <message numerus="yes">
        <source>%1's pilgrim walks %n space(s) and jumps on to %2</source>
        <extracomment>Move log; %1 player, %2 the space reached after jumping over occupied spaces ("the temple (space 14)", "Kōchi"); %n spaces counted by the die</extracomment>
        <translation>
            <numerusform>Le pèlerin de %1 avance de %n case, passe à la case libre suivante et arrive à %2</numerusform>
            <numerusform>Le pèlerin de %1 avance de %n cases, passe à la case libre suivante et arrive à %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1's pilgrim walks %n space(s) to %2</source>
        <extracomment>Move log; %1 player, %2 the space reached ("the temple (space 14)", "Kōchi"); %n spaces walked</extracomment>
        <translation>
            <numerusform>Le pèlerin de %1 avance de %n case jusqu’à %2</numerusform>
            <numerusform>Le pèlerin de %1 avance de %n cases jusqu’à %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1's merchant travels to %2</source>
        <extracomment>Move log; %1 player, %2 the town reached (no article)</extracomment>
        <translation>Le marchand de %1 se rend à %2</translation>
    </message>
    <message>
        <source>%1 sells nothing</source>
        <extracomment>Move log: a merchant in a coastal town sells nothing; %1 player</extracomment>
        <translation>%1 ne vend rien</translation>
    </message>
    <message>
        <source>%1's artist travels through %2 to %3</source>
        <extracomment>Move log (Inspired tile: the route matters); %1 player, %2 the regions passed, %3 the region reached (in-sentence names: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>L’artiste de %1 passe par %2 et arrive à %3</translation>
    </message>
    <message>
        <source>%1's artist travels to %2</source>
        <extracomment>Move log; %1 player, %2 the region reached (in-sentence name: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>L’artiste de %1 se rend à %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 paints: %n painting(s) turned face up</source>
        <extracomment>Move log; %1 player; %n paintings turned face up</extracomment>
        <translation>
            <numerusform>%1 peint : %n jeton Peinture retourné</numerusform>
            <numerusform>%1 peint : %n jetons Peinture retournés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gives away a painting: %2</source>
        <extracomment>Move log; %1 player, %2 the painting's subject (bamboo grove, waterfall, ...)</extracomment>
        <translation>%1 offre une peinture : %2</translation>
    </message>
    <message>
        <source>%1 uses the hot spring: the same die once more</source>
        <extracomment>Move log: the hot spring token is spent to move the same character again; %1 player</extracomment>
        <translation>%1 utilise la source chaude : le même dé encore une fois</translation>
    </message>
    <message>
        <source>%1 keeps the hot spring token</source>
        <extracomment>Move log: the hot spring token is kept for later; %1 player</extracomment>
        <translation>%1 garde le jeton Source chaude</translation>
    </message>
    <message>
        <source>Dice rolled: %1</source>
        <extracomment>Move log: the dice of a new round; %1 list such as "Pilgrim 3, Merchant 1 and Artist 2"</extracomment>
        <translation>Dés lancés : %1</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <extracomment>Move log: wares drawn from the bag in a mountain town; %1 player, %2 the wares ("2 kimono tokens and 1 fan token")</extracomment>
        <translation>%1 pioche %2</translation>
    </message>
    <message>
        <source>%1 visits a temple (%2 of %3)</source>
        <extracomment>Move log: the pilgrim's arrival effect; %1 player, %2 temples visited so far, %3 the track's length</extracomment>
        <translation>%1 visite un temple (%2 sur %3)</translation>
    </message>
    <message>
        <source>%1 visits a garden (%2 of %3)</source>
        <extracomment>Move log: the pilgrim's arrival effect; %1 player, %2 gardens visited so far, %3 the track's length</extracomment>
        <translation>%1 visite un jardin (%2 sur %3)</translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n coin(s)</source>
        <extracomment>Move log: coins gained in a coastal town; %1 player; %n coins</extracomment>
        <translation>
            <numerusform>%1 gagne %n pièce</numerusform>
            <numerusform>%1 gagne %n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes the hot spring token from %2</source>
        <extracomment>Move log; %1 player, %2 the player who held it</extracomment>
        <translation>%1 prend le jeton Source chaude à %2</translation>
    </message>
    <message>
        <source>%1 takes the hot spring token</source>
        <extracomment>Move log; %1 player</extracomment>
        <translation>%1 prend le jeton Source chaude</translation>
    </message>
    <message numerus="yes">
        <source>%1 turns up %n painting(s)</source>
        <extracomment>Move log: a space's effect turns paintings face up; %1 player; %n paintings</extracomment>
        <translation>
            <numerusform>%1 retourne %n jeton Peinture</numerusform>
            <numerusform>%1 retourne %n jetons Peinture</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 completes the temple track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1 complète la piste des temples : c’est la dernière manche</translation>
    </message>
    <message>
        <source>%1 completes the garden track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1 complète la piste des jardins : c’est la dernière manche</translation>
    </message>
    <message>
        <source>%1 has every gold slab: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1 a tous les kobans : c’est la dernière manche</translation>
    </message>
    <message>
        <source>%1 has given away every painting: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1 a offert toutes ses peintures : c’est la dernière manche</translation>
    </message>
    <message>
        <source>The end is near: this is the final round</source>
        <extracomment>Move log: an end condition was met; the round is played to its end</extracomment>
        <translation>La fin approche : c’est la dernière manche</translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the log cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1 a joué un coup</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name
----------
Status line while another person is to move; %1 is a player's name</extracomment>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Status line while the computer chooses; %1 is its name</extracomment>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Choose a die</source>
        <extracomment>Status line: your pick in the dice draft</extracomment>
        <translation>Choisissez un dé</translation>
    </message>
    <message>
        <source>Move your pilgrim: choose a space</source>
        <extracomment>Status line: the pilgrim wave tile gives two spaces to choose from</extracomment>
        <translation>Déplacez votre pèlerin : choisissez une case</translation>
    </message>
    <message>
        <source>Move your merchant: choose a town</source>
        <extracomment>Status line</extracomment>
        <translation>Déplacez votre marchand : choisissez une ville</translation>
    </message>
    <message numerus="yes">
        <source>Too many wares: choose %n to put back</source>
        <extracomment>Status line: more wares than the hand limit; %n wares must go back</extracomment>
        <translation>
            <numerusform>Trop de marchandises : choisissez-en %n à remettre dans le sac</numerusform>
            <numerusform>Trop de marchandises : choisissez-en %n à remettre dans le sac</numerusform>
        </translation>
    </message>
    <message>
        <source>Sell your %1?</source>
        <extracomment>Status line in a coastal town; %1 the ware its boutique buys (kimono, ceramics, ...)</extracomment>
        <translation>Vendre vos jetons %1 ?</translation>
    </message>
    <message>
        <source>How many wares do you sell?</source>
        <extracomment>Status line in a coastal town</extracomment>
        <translation>Combien de marchandises vendez-vous ?</translation>
    </message>
    <message>
        <source>Choose the artist's route</source>
        <extracomment>Status line (Inspired tile): several routes lead to the chosen region</extracomment>
        <translation>Choisissez l’itinéraire de l’artiste</translation>
    </message>
    <message>
        <source>Move your artist: choose a region</source>
        <extracomment>Status line</extracomment>
        <translation>Déplacez votre artiste : choisissez une région</translation>
    </message>
    <message>
        <source>Paint, or give away a painting?</source>
        <extracomment>Status line after the artist's move</extracomment>
        <translation>Peindre, ou offrir une peinture ?</translation>
    </message>
    <message>
        <source>Choose a wave tile</source>
        <extracomment>Status line on a seashore space</extracomment>
        <translation>Choisissez une tuile Vague</translation>
    </message>
    <message>
        <source>Use the hot spring to repeat this die?</source>
        <extracomment>Status line after a die, when you hold the hot spring token</extracomment>
        <translation>Utiliser la source chaude pour rejouer ce dé ?</translation>
    </message>
    <message>
        <source>Your move</source>
        <extracomment>Status line when it is your move and no better hint is known</extracomment>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>A draw</source>
        <extracomment>End screen title when both players have the same points and coins</extracomment>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: Pilgrim %2 · Merchant %3 · Artist %4 = &lt;b&gt;%5&lt;/b&gt; (coins: %6)</source>
        <extracomment>End screen: one player's score; %1 name, %2 pilgrim points, %3 merchant points, %4 artist points, %5 total, %6 coins left</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; : Pèlerin %2 · Marchand %3 · Artiste %4 = &lt;b&gt;%5&lt;/b&gt; (pièces : %6)</translation>
    </message>
    <message>
        <source>Equal points: %1 has more coins left and wins.</source>
        <extracomment>End screen: the tie-break; %1 is the winner</extracomment>
        <translation>Égalité de points : %1 a plus de pièces et gagne.</translation>
    </message>
    <message>
        <source>Equal points and equal coins: the game is drawn.</source>
        <extracomment>End screen: the tie-break did not decide</extracomment>
        <translation>Égalité de points et de pièces : partie nulle.</translation>
    </message>
    <message>
        <source>the pilgrim</source>
        <extracomment>A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))</extracomment>
        <translation>le pèlerin</translation>
    </message>
    <message>
        <source>the merchant</source>
        <extracomment>A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))</extracomment>
        <translation>le marchand</translation>
    </message>
    <message>
        <source>the artist</source>
        <extracomment>A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))</extracomment>
        <translation>l’artiste</translation>
    </message>
    <message>
        <source>%1 (space %2)</source>
        <comment>ring space in a sentence</comment>
        <extracomment>A ring space inside a sentence; %1 its type with its article ("the temple"), %2 its number on the ring</extracomment>
        <translation>%1 (case %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 token(s)</source>
        <comment>wares in a sentence</comment>
        <extracomment>Wares of one kind inside a sentence; %1 the ware (kimono, ceramics, ...); %n how many</extracomment>
        <translation>
            <numerusform>%n jeton %1</numerusform>
            <numerusform>%n jetons %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2's die: %3</source>
        <extracomment>Move log: a player takes a die of the draft; %1 player, %2 character in a sentence (the pilgrim, ...), %3 the die's value</extracomment>
        <translation>%1 prend le dé de %2 : %3</translation>
    </message>
    <message>
        <source>%1 puts %2 back into the bag</source>
        <extracomment>Move log: wares over the limit go back into the bag; %1 player, %2 the wares ("1 kimono token and 2 fan tokens")</extracomment>
        <translation>%1 remet %2 dans le sac</translation>
    </message>
    <message>
        <source>%1 takes the %2 tile for %3 from %4</source>
        <extracomment>Move log; %1 player, %2 wave tile name (Tranquil), %3 the character it belongs to in a sentence (the pilgrim), %4 the player it is taken from</extracomment>
        <translation>%1 prend à %4 la tuile %2 de %3</translation>
    </message>
    <message>
        <source>%1 takes the %2 tile for %3</source>
        <extracomment>Move log; %1 player, %2 wave tile name (Tranquil), %3 the character it belongs to in a sentence (the pilgrim)</extracomment>
        <translation>%1 prend la tuile %2 de %3</translation>
    </message>
    <message>
        <source>%1 cannot move %2: no route has that length</source>
        <extracomment>Move log: the die cannot be used; %1 player, %2 character in a sentence (the merchant, the artist)</extracomment>
        <translation>%1 ne peut pas déplacer %2 : aucun déplacement de cette longueur n’est possible</translation>
    </message>
    <message>
        <source>The Automa wins</source>
        <extracomment>End screen title of a solo game: the Automa has more points</extracomment>
        <translation>L’Automa gagne</translation>
    </message>
    <message>
        <source>You beat the Automa</source>
        <extracomment>End screen title of a solo game: the person beat the Automa</extracomment>
        <translation>Vous avez battu l’Automa</translation>
    </message>
    <message>
        <source>Equal points: the Automa has no coins, so the tie goes to you.</source>
        <extracomment>End screen of a solo game: equal points; the Automa has no money, so a tie goes to the person</extracomment>
        <translation>Égalité de points : l’Automa n’a pas de pièces, l’égalité vous revient donc.</translation>
    </message>
    <message>
        <source>Equal points: the Automa has no coins, so the tie goes to %1.</source>
        <extracomment>End screen of a solo game a computer played against the Automa: equal points; the Automa has no money, so the tie goes to %1, the computer</extracomment>
        <translation>Égalité de points : l’Automa n’a pas de pièces, l’égalité revient donc à %1.</translation>
    </message>
    <message>
        <source>The Automa's points are the values of its three ranks.</source>
        <extracomment>End screen of a solo game: how the Automa scores</extracomment>
        <translation>Les points de l’Automa sont les valeurs de ses trois rangs.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sells %n × %2 %3</source>
        <extracomment>Move log; %1 player, %2 ware name (kimono, ceramics, ...), %3 what the sale brings ("for 6 coins"); %n wares sold</extracomment>
        <translation>
            <numerusform>%1 vend %n jeton %2 %3</numerusform>
            <numerusform>%1 vend %n jetons %2 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>for %n coin(s)</source>
        <comment>what a sale brings</comment>
        <extracomment>Move log: what a sale brings, pasted into "%1 sells %n × %2 %3"; %n coins earned</extracomment>
        <translation>
            <numerusform>pour %n pièce</numerusform>
            <numerusform>pour %n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>%1's pilgrim</source>
        <extracomment>A traveller read out by a screen reader; %1 a player's name</extracomment>
        <translation>le pèlerin de %1</translation>
    </message>
    <message>
        <source>%1's merchant</source>
        <extracomment>A traveller read out by a screen reader; %1 a player's name</extracomment>
        <translation>le marchand de %1</translation>
    </message>
    <message>
        <source>%1's artist</source>
        <extracomment>A traveller read out by a screen reader; %1 a player's name</extracomment>
        <translation>l’artiste de %1</translation>
    </message>
    <message>
        <source>Here: %1</source>
        <extracomment>Read out with a place of the island: who stands there; %1 a list of travellers ("Player 1's pilgrim and Automa's artist")</extracomment>
        <translation>Ici : %1</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Take %1's die (%2)</source>
        <extracomment>Keyboard and screen reader: what choosing a die does; %1 the character in a sentence (the pilgrim), %2 the die's value</extracomment>
        <translation>Prendre le dé de %1 (%2)</translation>
    </message>
    <message>
        <source>Walk your pilgrim to %1</source>
        <extracomment>Keyboard and screen reader: what choosing a ring space does; %1 the space in a sentence ("the temple (space 14)", "Kōchi")</extracomment>
        <translation>Avancer votre pèlerin jusqu’à %1</translation>
    </message>
    <message>
        <source>Move your merchant to %1</source>
        <extracomment>Keyboard and screen reader: what choosing a town does; %1 the town (no article)</extracomment>
        <translation>Envoyer votre marchand à %1</translation>
    </message>
    <message>
        <source>Choose a route for your artist to %1</source>
        <extracomment>Keyboard and screen reader (Inspired tile): choosing the region then asks for the route; %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>Choisir l’itinéraire de votre artiste vers %1</translation>
    </message>
    <message>
        <source>Move your artist to %1</source>
        <extracomment>Keyboard and screen reader: what choosing a region does; %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>Envoyer votre artiste à %1</translation>
    </message>
    <message>
        <source>%1's artist has nothing to paint</source>
        <extracomment>Move log: the artist had nobody to paint and did nothing; %1 player</extracomment>
        <translation>L’artiste de %1 n’a rien à peindre</translation>
    </message>
    <message numerus="yes">
        <source>%1, coastal town: buys %2 for %n coin(s) each</source>
        <extracomment>Accessible name of a coastal town; %1 its name, %2 the ware its boutique buys (a label: "Kimono"), %n coins per ware</extracomment>
        <translation>
            <numerusform>%1, port : achète les jetons %2 à %n pièce l’unité</numerusform>
            <numerusform>%1, port : achète les jetons %2 à %n pièces l’unité</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 changes %n coin(s) for a gold slab (%2 of %3)</source>
        <extracomment>Move log: coins become a gold slab (小判); %1 player, %n coins per slab, %2 slabs now, %3 slots</extracomment>
        <translation>
            <numerusform>%1 échange %n pièce contre un koban (%2 sur %3)</numerusform>
            <numerusform>%1 échange %n pièces contre un koban (%2 sur %3)</numerusform>
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
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Take %1's die (%2)</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 character in a sentence (the pilgrim, ...), %2 the die's value</extracomment>
        <translation>prenez le dé de %1 (%2)</translation>
    </message>
    <message>
        <source>Take %1's die (%2)?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>prendre le dé de %1 (%2) ?</translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) and on to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the space reached after jumping over occupied spaces ("the temple (space 14)", "Kōchi"); %n spaces counted by the die</extracomment>
        <translation>
            <numerusform>avancez votre pèlerin de %n case, puis jusqu’à %1</numerusform>
            <numerusform>avancez votre pèlerin de %n cases, puis jusqu’à %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) and on to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>avancer votre pèlerin de %n case, puis jusqu’à %1 ?</numerusform>
            <numerusform>avancer votre pèlerin de %n cases, puis jusqu’à %1 ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the space reached ("the temple (space 14)", "Kōchi"); %n spaces walked</extracomment>
        <translation>
            <numerusform>avancez votre pèlerin de %n case jusqu’à %1</numerusform>
            <numerusform>avancez votre pèlerin de %n cases jusqu’à %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>avancer votre pèlerin de %n case jusqu’à %1 ?</numerusform>
            <numerusform>avancer votre pèlerin de %n cases jusqu’à %1 ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Send your merchant to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the town (no article)</extracomment>
        <translation>envoyez votre marchand à %1</translation>
    </message>
    <message>
        <source>Send your merchant to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>envoyer votre marchand à %1 ?</translation>
    </message>
    <message>
        <source>Put %1 back into the bag</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, wares over the limit (imperative, ja 〜ましょう); %1 the wares ("1 kimono token and 2 fan tokens")</extracomment>
        <translation>remettez %1 dans le sac</translation>
    </message>
    <message>
        <source>Put %1 back into the bag?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>remettre %1 dans le sac ?</translation>
    </message>
    <message>
        <source>Sell nothing</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to sell nothing in a coastal town (imperative, ja 〜ましょう)</extracomment>
        <translation>ne vendez rien</translation>
    </message>
    <message>
        <source>Sell nothing?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>ne rien vendre ?</translation>
    </message>
    <message numerus="yes">
        <source>Sell %n × %1 %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 ware name (kimono, ceramics, ...), %2 what the sale brings ("for 6 coins", the move log's words); %n wares sold</extracomment>
        <translation>
            <numerusform>vendez %n jeton %1 %2</numerusform>
            <numerusform>vendez %n jetons %1 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell %n × %1 %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>vendre %n jeton %1 %2 ?</numerusform>
            <numerusform>vendre %n jetons %1 %2 ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Send your artist through %1 to %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the regions passed, %2 the region reached (in-sentence names: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>faites passer votre artiste par %1 jusqu’à %2</translation>
    </message>
    <message>
        <source>Send your artist through %1 to %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>faire passer votre artiste par %1 jusqu’à %2 ?</translation>
    </message>
    <message>
        <source>Send your artist to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the region reached (in-sentence name: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>envoyez votre artiste à %1</translation>
    </message>
    <message>
        <source>Send your artist to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>envoyer votre artiste à %1 ?</translation>
    </message>
    <message numerus="yes">
        <source>Paint: turn up %n painting(s)</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to paint with the artist (imperative, ja 〜ましょう); %n paintings it turns face up</extracomment>
        <translation>
            <numerusform>peignez : retournez %n jeton Peinture</numerusform>
            <numerusform>peignez : retournez %n jetons Peinture</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint: turn up %n painting(s)?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>peindre : retourner %n jeton Peinture ?</numerusform>
            <numerusform>peindre : retourner %n jetons Peinture ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Give away a painting: %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the painting's subject (bamboo grove, waterfall, ...)</extracomment>
        <translation>offrez une peinture : %1</translation>
    </message>
    <message>
        <source>Give away a painting: %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>offrir une peinture : %1 ?</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2 from %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 wave tile name (Tranquil), %2 the character it belongs to in a sentence (the pilgrim), %3 the player it is taken from</extracomment>
        <translation>prenez à %3 la tuile %1 de %2</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2 from %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>prendre à %3 la tuile %1 de %2 ?</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 wave tile name (Tranquil), %2 the character it belongs to in a sentence (the pilgrim)</extracomment>
        <translation>prenez la tuile %1 de %2</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>prendre la tuile %1 de %2 ?</translation>
    </message>
    <message>
        <source>Use the hot spring: the same die once more</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to spend the hot spring token on the same die once more (imperative, ja 〜ましょう)</extracomment>
        <translation>utilisez la source chaude : le même dé encore une fois</translation>
    </message>
    <message>
        <source>Use the hot spring: the same die once more?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>utiliser la source chaude : le même dé encore une fois ?</translation>
    </message>
    <message>
        <source>Keep the hot spring token</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to keep the hot spring token for later (imperative, ja 〜ましょう)</extracomment>
        <translation>gardez le jeton Source chaude</translation>
    </message>
    <message>
        <source>Keep the hot spring token?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>garder le jeton Source chaude ?</translation>
    </message>
</context>
<context>
    <name>TurnOrderPanel</name>
    <message>
        <source>Turn order</source>
        <extracomment>Heading of the list of players, in the order they play</extracomment>
        <translation>Ordre du tour</translation>
    </message>
    <message>
        <source>Cards won</source>
        <extracomment>Column heading: the number of cards each player has won</extracomment>
        <translation>Cartes gagnées</translation>
    </message>
    <message>
        <source>the sage</source>
        <extracomment>Label under the name of this round's sage</extracomment>
        <translation>le sage</translation>
    </message>
    <message>
        <source>Prophecies fulfilled: %1 of %2</source>
        <extracomment>Tooltip, a label so that no count needs a plural; %1 prophecies that came true, %2 rounds as the sage</extracomment>
        <translation>Prophéties réalisées : %1 sur %2</translation>
    </message>
    <message>
        <source>to play</source>
        <extracomment>Screen reader, a row of the turn order: this player is to move</extracomment>
        <translation>c’est son tour</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) won</source>
        <extracomment>Screen reader, a row of the turn order; %n is the number of cards the player has won</extracomment>
        <translation>
            <numerusform>%n carte gagnée</numerusform>
            <numerusform>%n cartes gagnées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VariantFileDialog</name>
    <message>
        <source>Kotatsu variants (*.yaml)</source>
        <extracomment>File dialog filter for variant files</extracomment>
        <translation>Variantes Kotatsu (*.yaml)</translation>
    </message>
    <message>
        <source>Export the variant “%1”</source>
        <extracomment>Title of the file dialog that exports one of the user's variants; %1 is its id</extracomment>
        <translation>Exporter la variante « %1 »</translation>
    </message>
    <message>
        <source>Import a variant file</source>
        <extracomment>Title of the file dialog that imports a variant file</extracomment>
        <translation>Importer un fichier de variante</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>File dialog button that writes the exported variant file</extracomment>
        <translation>Enregistrer</translation>
    </message>
</context>
<context>
    <name>VariantLab</name>
    <message>
        <source>The rules “%1” are not available.</source>
        <extracomment>Variant lab: a rule set could not be loaded; %1 is the game (and variant) asked for</extracomment>
        <translation>Les règles « %1 » ne sont pas disponibles.</translation>
    </message>
    <message>
        <source>A comparison needs at least 2 games.</source>
        <extracomment>Variant lab: the number of games is out of range</extracomment>
        <translation>Une comparaison demande au moins 2 parties.</translation>
    </message>
    <message>
        <source>A comparison is already running.</source>
        <extracomment>Variant lab: Run while a comparison runs</extracomment>
        <translation>Une comparaison est déjà en cours.</translation>
    </message>
    <message>
        <source>There is no result to export yet.</source>
        <extracomment>Variant lab: Export before any comparison has run</extracomment>
        <translation>Il n’y a pas encore de résultat à exporter.</translation>
    </message>
    <message>
        <source>The file cannot be written: %1</source>
        <extracomment>Variant lab: an export failed; %1 is the system's reason</extracomment>
        <translation>Impossible d’écrire le fichier : %1</translation>
    </message>
    <message>
        <source>The number of players must be from %1 to %2 with these rules.</source>
        <extracomment>Variant lab: the number of players is not one both rule sets take; %1 the fewest, %2 the most</extracomment>
        <translation>Le nombre de joueurs doit être compris entre %1 et %2 avec ces règles.</translation>
    </message>
    <message>
        <source>Choose a computer player for every seat, or one for all.</source>
        <extracomment>Variant lab: the seats' computer players do not match the number of players</extracomment>
        <translation>Choisissez un joueur ordinateur pour chaque place, ou un seul pour toutes.</translation>
    </message>
    <message>
        <source>“%1” is not a margin: write a number in the figure’s unit (2, 0.5), or a share of the standard value (5%).</source>
        <extracomment>Variant lab: a margin (the smallest difference that matters) does not read; %1 what was typed</extracomment>
        <translation>« %1 » n’est pas une marge : écrivez un nombre dans l’unité de l’indicateur (2, 0.5) ou une part de la valeur des règles standard (5%).</translation>
    </message>
    <message>
        <source>Each change is measured against the standard rules: compare the variant with the standard rules.</source>
        <extracomment>Variant lab: &quot;Which change did what&quot; needs a variant compared with the standard rules</extracomment>
        <translation>Chaque changement se mesure face aux règles standard : comparez la variante avec les règles standard.</translation>
    </message>
</context>
<context>
    <name>VariantLibrary</name>
    <message>
        <source>“%1” cannot name a variant: use lowercase letters a–z, digits and _.</source>
        <extracomment>Error in the rules editor and the variant list; %1 is the name typed for a variant file</extracomment>
        <translation>« %1 » n’est pas un nom de variante valide : utilisez des lettres minuscules a–z, des chiffres et _.</translation>
    </message>
    <message>
        <source>There is already a variant “%1”.</source>
        <extracomment>Error when saving or renaming a variant; %1 is its name in the user's folder</extracomment>
        <translation>Il existe déjà une variante « %1 ».</translation>
    </message>
    <message>
        <source>The variant could not be written: %1</source>
        <extracomment>Error when writing a variant file; %1 is the system's reason</extracomment>
        <translation>Impossible d’écrire la variante : %1</translation>
    </message>
    <message>
        <source>There is no variant “%1”.</source>
        <extracomment>Error in the list of the user's variants; %1 is a variant's name in the user's folder</extracomment>
        <translation>Il n’y a pas de variante « %1 ».</translation>
    </message>
    <message>
        <source>The file cannot be imported: %1</source>
        <extracomment>Error when importing a variant file; %1 is the reason</extracomment>
        <translation>Impossible d’importer le fichier : %1</translation>
    </message>
</context>
<context>
    <name>VariantManager</name>
    <message>
        <source>Delete this variant?</source>
        <extracomment>Title of the dialog before deleting one of the user's variants</extracomment>
        <translation>Supprimer cette variante ?</translation>
    </message>
    <message>
        <source>“%1” will be deleted from your variants. This cannot be undone.</source>
        <extracomment>Dialog before deleting one of the user's variants; %1 is its name</extracomment>
        <translation>« %1 » sera supprimée de vos variantes. C’est irréversible.</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Dialog button: delete the variant</extracomment>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Dialog button: close the dialog without doing anything</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>My variants of %1</source>
        <extracomment>Title of the dialog listing the user's own variants of a game; %1 is the game's name</extracomment>
        <translation>Mes variantes de %1</translation>
    </message>
    <message>
        <source>You have no variants of this game yet. Open “Edit rules…”, change something and save it as a variant, or import a file.</source>
        <extracomment>My variants dialog when the user has none for this game</extracomment>
        <translation>Vous n’avez pas encore de variante de ce jeu. Ouvrez « Modifier les règles… », changez quelque chose et enregistrez les règles comme variante, ou importez un fichier.</translation>
    </message>
    <message>
        <source>draft with errors</source>
        <extracomment>My variants dialog: a variant saved with errors (it cannot be played)</extracomment>
        <translation>brouillon avec erreurs</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>My variants dialog: confirms the variant's new id</extracomment>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Edit</source>
        <extracomment>My variants dialog: opens the variant in the rules editor</extracomment>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Rename…</source>
        <extracomment>My variants dialog: gives the variant another id (its file name)</extracomment>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>My variants dialog: makes a copy of the variant</extracomment>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Export…</source>
        <extracomment>My variants dialog: saves the variant as a file to share</extracomment>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <extracomment>My variants dialog: deletes the variant (asks first)</extracomment>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Path of the variant file (.yaml)</source>
        <extracomment>My variants dialog: placeholder of the field for a file's path (where there is no file dialog)</extracomment>
        <translation>Chemin du fichier de la variante (.yaml)</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>My variants dialog: confirms the file path typed</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Import a file…</source>
        <extracomment>My variants dialog: reads a variant file shared by someone</extracomment>
        <translation>Importer un fichier…</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Dialog button: closes the dialog</extracomment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <extracomment>My variants dialog: a variant was exported; %1 is the file written</extracomment>
        <translation>Exportée dans %1</translation>
    </message>
    <message>
        <source>This file is a variant of %1: it is now among that game's variants.</source>
        <extracomment>My variants dialog: the imported file is a variant of another game than the one shown; %1 is that game's name</extracomment>
        <translation>Ce fichier est une variante de %1 : il figure désormais parmi les variantes de ce jeu.</translation>
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
        <translation>Tuile Vague %1 (%2)</translation>
    </message>
    <message>
        <source>Held by %1 (%2 board)</source>
        <extracomment>Wave tile: who holds it; %1 a player and %2 the character board it is on</extracomment>
        <translation>Détenue par %1 (plateau : %2)</translation>
    </message>
    <message>
        <source>On the board</source>
        <extracomment>Wave tile: nobody has taken it yet</extracomment>
        <translation>Sur le plateau</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <extracomment>Wave tile tooltip: who holds it; %1 a player</extracomment>
        <translation>Détenue par %1</translation>
    </message>
    <message>
        <source>Take the wave tile %1 (%2) from %3</source>
        <extracomment>Keyboard and screen reader: what choosing a wave tile does; %1 its name, %2 its character, %3 the player it is taken from</extracomment>
        <translation>Prendre à %3 la tuile Vague %1 (%2)</translation>
    </message>
    <message>
        <source>Take the wave tile %1 (%2)</source>
        <extracomment>Keyboard and screen reader: what choosing a wave tile does; %1 its name, %2 its character (Pilgrim, ...)</extracomment>
        <translation>Prendre la tuile Vague %1 (%2)</translation>
    </message>
</context>
<context>
    <name>WavePanel</name>
    <message>
        <source>Wave tiles</source>
        <extracomment>Heading of the wave tiles (波タイル) and the hot spring token (温泉)</extracomment>
        <translation>Tuiles Vague</translation>
    </message>
    <message>
        <source>Hot spring: %1 may repeat a die once</source>
        <extracomment>The hot spring token's holder; %1 a player</extracomment>
        <translation>Source chaude : %1 peut rejouer un dé une fois</translation>
    </message>
    <message>
        <source>Hot spring: on the board</source>
        <extracomment>The hot spring token is on the board</extracomment>
        <translation>Source chaude : sur le plateau</translation>
    </message>
</context>
<context>
    <name>YamlPane</name>
    <message>
        <source>Variant text (YAML)</source>
        <extracomment>Rules editor: accessible name of the YAML text of the variant</extracomment>
        <translation>Texte de la variante (YAML)</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson complete</source>
        <extracomment>Lesson panel ("Learn to play"), once the lesson's last step is played</extracomment>
        <translation>Leçon terminée</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Lesson panel ("Learn to play"): the step the lesson waits at; %1 its number, %2 how many there are</extracomment>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <extracomment>Lesson panel ("Learn to play"), at the lesson's end: starts a game with the lesson's settings</extracomment>
        <translation>Jouer une vraie partie</translation>
    </message>
</context>
</TS>