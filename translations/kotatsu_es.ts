<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AttributionTable</name>
    <message>
        <source>All changes together</source>
        <extracomment>Variant lab, which change did what: the row of every change together (the whole variant against the standard rules)</extracomment>
        <translation>Todos los cambios juntos</translation>
    </message>
    <message>
        <source>Only the combination</source>
        <extracomment>Variant lab, which change did what: the row of what only the combination does (the combined effect minus the sum of each change alone)</extracomment>
        <translation>Solo en combinación</translation>
    </message>
    <message>
        <source>Playing the variant and each of its changes alone against the standard rules…</source>
        <extracomment>Variant lab, which change did what: while it runs</extracomment>
        <translation>Jugando la variante y cada uno de sus cambios por separado frente a las reglas estándar…</translation>
    </message>
    <message>
        <source>Run to play the variant and each of its changes alone against the standard rules, on the same seeds: the table says what each change does to every figure, and what only the combination does.</source>
        <extracomment>Variant lab, which change did what: before a run; what it does</extracomment>
        <translation>Pulsa Ejecutar para jugar la variante y cada uno de sus cambios por separado frente a las reglas estándar, con las mismas semillas: la tabla muestra el efecto de cada cambio en cada indicador y lo que solo aparece al combinarlos.</translation>
    </message>
    <message numerus="yes">
        <source>Each of the %Ln change(s) alone against the standard rules, on the same seeds; the last row is what only the combination does (the whole effect minus the sum of the changes alone).</source>
        <extracomment>Variant lab, which change did what: above the table; %n the changes of the variant</extracomment>
        <translation>
            <numerusform>%Ln cambio por separado frente a las reglas estándar, con las mismas semillas; la última fila es lo que solo aparece al combinarlos (el efecto total menos la suma de los cambios por separado).</numerusform>
            <numerusform>Cada uno de los %Ln cambios por separado frente a las reglas estándar, con las mismas semillas; la última fila es lo que solo aparece al combinarlos (el efecto total menos la suma de los cambios por separado).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be played alone: %2</source>
        <extracomment>Variant lab, which change did what: a change that cannot be played alone; %1 the change (the rule&apos;s label), %2 the reason</extracomment>
        <translation>%1 no se puede jugar por separado: %2</translation>
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
        <translation>Ganador</translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <extracomment>The Automa's board: its total score, the value of its three ranks (short); %n points</extracomment>
        <translation>
            <numerusform>%n pto.</numerusform>
            <numerusform>%n ptos.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 track: rank %2 of %3, worth %4</source>
        <extracomment>The Automa's rank track read out; %1 the character (Pilgrim), %2 its rank, %3 the track's length, %4 the points it is worth</extracomment>
        <translation>%1: rango %2 de %3, vale %4</translation>
    </message>
    <message>
        <source>Loaded</source>
        <extracomment>The Automa's merchant track: it carries a load (taken at a mountain town, delivered at a coastal town); keep it short</extracomment>
        <translation>Cargado</translation>
    </message>
    <message>
        <source>No load</source>
        <extracomment>The Automa's merchant track: it carries no load; keep it short</extracomment>
        <translation>Sin carga</translation>
    </message>
    <message>
        <source>The Automa holds this tile but never uses it.</source>
        <extracomment>Tooltip of a wave tile the Automa holds</extracomment>
        <translation>El Automa tiene esta loseta, pero nunca la usa.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The Automa's board read out: its total score; %n points</extracomment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds the hot spring token</source>
        <extracomment>The Automa's board read out: its merchant's load The Automa's board read out: it holds the hot spring token</extracomment>
        <translation>Tiene la ficha de fuente termal</translation>
    </message>
</context>
<context>
    <name>AutomaWords</name>
    <message>
        <source>Pilgrim die</source>
        <extracomment>The Automa's reasoning: a die it weighed, as the start of a line ("Pilgrim die (2): would stop on …")</extracomment>
        <translation>Dado del peregrino</translation>
    </message>
    <message>
        <source>Merchant die</source>
        <extracomment>The Automa's reasoning: a die it weighed, as the start of a line ("Merchant die (2): would go to …")</extracomment>
        <translation>Dado del mercader</translation>
    </message>
    <message>
        <source>Artist die</source>
        <extracomment>The Automa's reasoning: a die it weighed, as the start of a line ("Artist die (2): would go to …")</extracomment>
        <translation>Dado del artista</translation>
    </message>
    <message>
        <source>the pilgrim's die</source>
        <extracomment>A die inside a sentence of the Automa's reasoning ("Takes the pilgrim's die (3)", "Chosen over the pilgrim's die"); hu: the template adds the endings</extracomment>
        <translation>el dado del peregrino</translation>
    </message>
    <message>
        <source>the merchant's die</source>
        <extracomment>A die inside a sentence of the Automa's reasoning ("Takes the merchant's die (3)", "Chosen over the merchant's die"); hu: the template adds the endings</extracomment>
        <translation>el dado del mercader</translation>
    </message>
    <message>
        <source>the artist's die</source>
        <extracomment>A die inside a sentence of the Automa's reasoning ("Takes the artist's die (3)", "Chosen over the artist's die"); hu: the template adds the endings</extracomment>
        <translation>el dado del artista</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between the reasons given for one die of the Automa ("reaches Kōchi while loaded — climbs a rank; blocks the town you could sell in")</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <source>no route has that length, so it stays where it is</source>
        <extracomment>The Automa's reasoning: the chosen die cannot move its character</extracomment>
        <translation>no hay ningún recorrido de esa longitud, así que se queda donde está</translation>
    </message>
    <message>
        <source>stops on %1 — climbs a rank</source>
        <extracomment>The Automa's reasoning (chosen die); %1 the ring space its pilgrim stops on ("the temple (space 14)", "Kōchi")</extracomment>
        <translation>se detiene en %1 — sube un rango</translation>
    </message>
    <message>
        <source>stops on %1 — climbs no rank</source>
        <extracomment>The Automa's reasoning (chosen die); %1 the ring space its pilgrim stops on ("the seashore (space 9)", "Kōchi")</extracomment>
        <translation>se detiene en %1 — no sube de rango</translation>
    </message>
    <message>
        <source>reaches %1 while loaded — climbs a rank</source>
        <extracomment>The Automa's reasoning (chosen die): its merchant carries a load to a coastal town; %1 the town</extracomment>
        <translation>llega con carga a %1 — sube un rango</translation>
    </message>
    <message>
        <source>goes to %1 — climbs no rank</source>
        <comment>to a town</comment>
        <extracomment>The Automa's reasoning (chosen die); %1 the town its merchant goes to</extracomment>
        <translation>va a %1 — no sube de rango</translation>
    </message>
    <message numerus="yes">
        <source>goes to %1, with at least %n meeple(s) around it — climbs a rank</source>
        <extracomment>The Automa's reasoning (chosen die); %1 the region its artist goes to ("Mount Sasa", "the Uwa Sea"); %n the meeples it needs around it to climb</extracomment>
        <translation>
            <numerusform>va a %1, con al menos %n peón alrededor — sube un rango</numerusform>
            <numerusform>va a %1, con al menos %n peones alrededor — sube un rango</numerusform>
        </translation>
    </message>
    <message>
        <source>goes to %1 — climbs no rank</source>
        <comment>to a region</comment>
        <extracomment>The Automa's reasoning (chosen die); %1 the region its artist goes to ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>va a %1 — no sube de rango</translation>
    </message>
    <message>
        <source>blocks the town you could sell in</source>
        <extracomment>The Automa's reasoning: its merchant takes the coastal town where the person's merchant could sell next turn</extracomment>
        <translation>bloquea el puerto en el que podrías vender</translation>
    </message>
    <message>
        <source>takes the space your pilgrim would stop on</source>
        <extracomment>The Automa's reasoning: its pilgrim takes the space the person's pilgrim would stop on</extracomment>
        <translation>ocupa la casilla en la que se detendría tu peregrino</translation>
    </message>
    <message numerus="yes">
        <source>the first of its %n destinations in the board's order</source>
        <extracomment>The Automa's reasoning: among equal destinations it takes the first one in the board's listing; %n how many it could reach</extracomment>
        <translation>
            <numerusform>el primero de sus %n destino en el orden del tablero</numerusform>
            <numerusform>el primero de sus %n destinos en el orden del tablero</numerusform>
        </translation>
    </message>
    <message>
        <source>could not move: no route has that length</source>
        <extracomment>The Automa's reasoning about a die it did not take: that character could not move</extracomment>
        <translation>no podría moverse: no hay ningún recorrido de esa longitud</translation>
    </message>
    <message>
        <source>would stop on %1 and climb a rank</source>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the ring space its pilgrim would stop on</extracomment>
        <translation>se detendría en %1 y subiría un rango</translation>
    </message>
    <message>
        <source>would stop on %1 and climb no rank</source>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the ring space its pilgrim would stop on</extracomment>
        <translation>se detendría en %1 y no subiría de rango</translation>
    </message>
    <message>
        <source>would reach %1 loaded and climb a rank</source>
        <extracomment>The Automa's reasoning about a die it did not take: its loaded merchant would reach a coastal town; %1 the town</extracomment>
        <translation>llegaría con carga a %1 y subiría un rango</translation>
    </message>
    <message>
        <source>would go to %1 and climb no rank</source>
        <comment>to a town</comment>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the town its merchant would go to</extracomment>
        <translation>iría a %1 y no subiría de rango</translation>
    </message>
    <message>
        <source>would go to %1 and climb a rank</source>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the region its artist would go to</extracomment>
        <translation>iría a %1 y subiría un rango</translation>
    </message>
    <message>
        <source>would go to %1 and climb no rank</source>
        <comment>to a region</comment>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the region its artist would go to</extracomment>
        <translation>iría a %1 y no subiría de rango</translation>
    </message>
    <message>
        <source>Takes %1 (%2): %3.</source>
        <extracomment>The Automa's reasoning, first line: the die it takes; %1 the die inside a sentence (the merchant's die), %2 its value, %3 its reasons ("reaches Kōchi while loaded — climbs a rank; blocks the town you could sell in")</extracomment>
        <translation>Toma %1 (%2): %3.</translation>
    </message>
    <message>
        <source>%1 (%2): %3.</source>
        <extracomment>The Automa's reasoning: a die it weighed and did not take; %1 the die as a label (Pilgrim die), %2 its value, %3 what it would have done ("would stop on the seashore (space 9) and climb no rank")</extracomment>
        <translation>%1 (%2): %3.</translation>
    </message>
    <message>
        <source>The only die left: no choice to make.</source>
        <extracomment>The Automa's reasoning: one die was left in the draft</extracomment>
        <translation>Es el único dado que queda: no hay nada que elegir.</translation>
    </message>
    <message>
        <source>Chosen over %1: this one climbs a rank, that one would not.</source>
        <extracomment>The Automa's reasoning, why this die: it moves a rank and the other does not; %1 the other die inside a sentence (the artist's die)</extracomment>
        <translation>Elegido en lugar de %1: con este sube un rango; con aquel, no.</translation>
    </message>
    <message>
        <source>Chosen over %1: both would climb, and this track is lower (rank %2 against %3).</source>
        <extracomment>The Automa's reasoning, why this die: both would climb, its track is lower; %1 the other die inside a sentence (the artist's die), %2 this track's rank, %3 the other's</extracomment>
        <translation>Elegido en lugar de %1: con los dos subiría, y este marcador va más atrás (rango %2 frente a %3).</translation>
    </message>
    <message>
        <source>Chosen over %1: neither would climb, and this track is lower (rank %2 against %3).</source>
        <extracomment>The Automa's reasoning, why this die: neither would climb, its track is lower; %1 the other die inside a sentence (the artist's die), %2 this track's rank, %3 the other's</extracomment>
        <translation>Elegido en lugar de %1: con ninguno subiría, y este marcador va más atrás (rango %2 frente a %3).</translation>
    </message>
    <message>
        <source>Chosen over %1: both would climb and both tracks are at rank %2, so the order %3 decides.</source>
        <extracomment>The Automa's reasoning, why this die: both would climb from the same rank, so its fixed order decides; %1 the other die inside a sentence (the artist's die), %2 the rank of both, %3 the order ("Pilgrim › Merchant › Artist")</extracomment>
        <translation>Elegido en lugar de %1: con los dos subiría y ambos marcadores están en el rango %2, así que decide el orden %3.</translation>
    </message>
    <message>
        <source>Chosen over %1: neither would climb and both tracks are at rank %2, so the order %3 decides.</source>
        <extracomment>The Automa's reasoning, why this die: neither would climb, both tracks at the same rank, so its fixed order decides; %1 the other die inside a sentence (the artist's die), %2 the rank of both, %3 the order ("Pilgrim › Merchant › Artist")</extracomment>
        <translation>Elegido en lugar de %1: con ninguno subiría y ambos marcadores están en el rango %2, así que decide el orden %3.</translation>
    </message>
    <message>
        <source>Chosen by its rules.</source>
        <extracomment>The Automa's reasoning when the rule that decided is not known to this version</extracomment>
        <translation>Elegido según sus reglas.</translation>
    </message>
    <message>
        <source>It has not chosen a die yet.</source>
        <extracomment>Above the Automa's rank tracks before its first choice</extracomment>
        <translation>Todavía no ha elegido ningún dado.</translation>
    </message>
    <message>
        <source>Why it chose, round %1</source>
        <extracomment>Above the Automa's rank tracks: heading of its latest die choice; %1 the round</extracomment>
        <translation>Por qué eligió así, ronda %1</translation>
    </message>
    <message>
        <source>%1 takes %2 (%3): %4. %5</source>
        <extracomment>Move log: the Automa takes a die; %1 its name, %2 the die inside a sentence (the merchant's die), %3 its value, %4 its reasons ("reaches Kōchi while loaded — climbs a rank"), %5 the rule that decided (a sentence)</extracomment>
        <translation>%1 toma %2 (%3): %4. %5</translation>
    </message>
    <message>
        <source>%1 climbs to rank %2 on its pilgrim track (worth %3): its pilgrim stopped on %4</source>
        <extracomment>Move log: the Automa's pilgrim track moves up; %1 its name, %2 the new rank, %3 that rank's points, %4 the kind of space with its article ("the temple", "the garden")</extracomment>
        <translation>%1 sube al rango %2 de su marcador del peregrino (valor %3): su peregrino se detuvo en %4</translation>
    </message>
    <message>
        <source>%1 climbs to rank %2 on its merchant track (worth %3): its loaded merchant reached %4</source>
        <extracomment>Move log: the Automa's merchant track moves up; %1 its name, %2 the new rank, %3 that rank's points, %4 the coastal town</extracomment>
        <translation>%1 sube al rango %2 de su marcador del mercader (valor %3): su mercader llegó con carga a %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 climbs to rank %2 on its artist track (worth %3): %n meeple(s) around its artist</source>
        <extracomment>Move log: the Automa's artist track moves up; %1 its name, %2 the new rank, %3 that rank's points; %n meeples around its artist</extracomment>
        <translation>
            <numerusform>%1 sube al rango %2 de su marcador del artista (valor %3): %n peón alrededor de su artista</numerusform>
            <numerusform>%1 sube al rango %2 de su marcador del artista (valor %3): %n peones alrededor de su artista</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 climbs to rank %3 with %2</source>
        <extracomment>Move log: one of the Automa's rank tracks moves up; %1 its name, %2 the character inside a sentence, %3 the new rank</extracomment>
        <translation>%1 sube al rango %3 con %2</translation>
    </message>
    <message>
        <source>%1's merchant loads up at %2 (it draws no wares)</source>
        <extracomment>Move log: the Automa's merchant takes a load at a mountain town (it draws no ware tokens); %1 its name, %2 the town</extracomment>
        <translation>El mercader de %1 toma una carga en %2 (no saca mercancías)</translation>
    </message>
    <message>
        <source>%1 reaches the end of its pilgrim track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 the Automa's name</extracomment>
        <translation>%1 llega al final de su marcador del peregrino: esta es la última ronda</translation>
    </message>
    <message>
        <source>%1 reaches the end of its merchant track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 the Automa's name</extracomment>
        <translation>%1 llega al final de su marcador del mercader: esta es la última ronda</translation>
    </message>
    <message>
        <source>%1 reaches the end of its artist track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 the Automa's name</extracomment>
        <translation>%1 llega al final de su marcador del artista: esta es la última ronda</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: Pilgrim rank %2 (%3) · Merchant rank %4 (%5) · Artist rank %6 (%7) = &lt;b&gt;%8&lt;/b&gt;</source>
        <extracomment>End screen: the Automa's score; %1 its name, %2 %4 %6 its ranks on the pilgrim, merchant and artist tracks, %3 %5 %7 the points each rank is worth, %8 the total</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: Peregrino rango %2 (%3) · Mercader rango %4 (%5) · Artista rango %6 (%7) = &lt;b&gt;%8&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>BalanceTable</name>
    <message>
        <source>Advantage: %1</source>
        <extracomment>Variant lab, balance report: a seat&apos;s advantage, its share of the wins minus a fair share (1 / players); %1 the seat (&quot;First player&quot;)</extracomment>
        <translation>Ventaja: %1</translation>
    </message>
    <message>
        <source>Comebacks</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;comebacks&quot;): the share of games the leader at half time does not win</extracomment>
        <translation>Remontadas</translation>
    </message>
    <message>
        <source>Decisiveness</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;decisiveness&quot;): the share of a game&apos;s decisions played after its winner took the lead for good</extracomment>
        <translation>Carácter decisivo</translation>
    </message>
    <message>
        <source>Drama</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;drama&quot;): lead changes per game</extracomment>
        <translation>Emoción</translation>
    </message>
    <message>
        <source>Duration</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;duration&quot;): decisions per game</extracomment>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Branching</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;branching&quot;): legal moves per decision</extracomment>
        <translation>Ramificación</translation>
    </message>
    <message>
        <source>Its share of the wins minus a fair share: 0 is fair.</source>
        <extracomment>Variant lab, balance report: what a seat&apos;s advantage means</extracomment>
        <translation>Su proporción de victorias menos la que le tocaría en un reparto equitativo: 0 es lo justo.</translation>
    </message>
    <message>
        <source>Games that the leader at half time does not win.</source>
        <extracomment>Variant lab, balance report: what comebacks means</extracomment>
        <translation>Partidas que no gana quien va en cabeza a mitad de partida.</translation>
    </message>
    <message>
        <source>Decisions played after the winner took the lead for good.</source>
        <extracomment>Variant lab, balance report: what decisiveness means</extracomment>
        <translation>Decisiones jugadas después de que el ganador se pusiera en cabeza definitivamente.</translation>
    </message>
    <message>
        <source>Lead changes per game.</source>
        <extracomment>Variant lab, balance report: what drama means</extracomment>
        <translation>Cambios de líder por partida.</translation>
    </message>
    <message>
        <source>Decisions per game.</source>
        <extracomment>Variant lab, balance report: what duration means</extracomment>
        <translation>Decisiones por partida.</translation>
    </message>
    <message>
        <source>Legal moves to choose from at a decision.</source>
        <extracomment>Variant lab, balance report: what branching means</extracomment>
        <translation>Jugadas posibles entre las que elegir en cada decisión.</translation>
    </message>
    <message>
        <source>Balance (95% interval)</source>
        <extracomment>Variant lab, balance report: heading of the figures&apos; column</extracomment>
        <translation>Equilibrio (intervalo del 95 %)</translation>
    </message>
    <message>
        <source>Run a comparison: the balance of both rule sets appears here, in the figures of Ludii&apos;s reports.</source>
        <extracomment>Variant lab, balance report: before any comparison</extracomment>
        <translation>Lanza una comparación: aquí aparecerá el equilibrio de ambos reglamentos, con los indicadores de los informes de Ludii.</translation>
    </message>
</context>
<context>
    <name>BoardPreview</name>
    <message>
        <source>This game has no board to draw: its deck, piles and staircase are edited in the tables.</source>
        <extracomment>Rules editor: in place of the board preview for games without a drawn board (Shikoku, Hyano)</extracomment>
        <translation>Este juego no tiene tablero que dibujar: su mazo, sus montones y su escalera se editan en las tablas.</translation>
    </message>
</context>
<context>
    <name>CentrePile</name>
    <message>
        <source>Top: %1</source>
        <extracomment>Under the centre pile; %1 is a card ("Blue 7", "Red Sun, declared 6")</extracomment>
        <translation>Encima: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the centre</source>
        <extracomment>Screen reader, the centre pile; %n is the number of cards in it
----------
Size of the centre pile; %n is a number of cards</extracomment>
        <translation>
            <numerusform>%n carta en el centro</numerusform>
            <numerusform>%n cartas en el centro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) waiting from failed prophecies</source>
        <extracomment>Growing-pot variant: %n cards waiting in the middle from failed prophecies</extracomment>
        <translation>
            <numerusform>%n carta en el bote</numerusform>
            <numerusform>%n cartas en el bote</numerusform>
        </translation>
    </message>
    <message>
        <source>Centre pile</source>
        <extracomment>Screen reader: the centre pile</extracomment>
        <translation>Montón central</translation>
    </message>
</context>
<context>
    <name>ChangeMark</name>
    <message>
        <source>changed</source>
        <extracomment>Rules editor: beside a value the variant changes against its base game</extracomment>
        <translation>cambiado</translation>
    </message>
    <message>
        <source>Base game: %1</source>
        <extracomment>Rules editor tooltip: the base game's value of a changed field; %1 is the value</extracomment>
        <translation>Juego base: %1</translation>
    </message>
    <message>
        <source>changed inside</source>
        <extracomment>Rules editor: accessible name of the dot beside a group whose contents the variant changes</extracomment>
        <translation>cambios dentro</translation>
    </message>
    <message>
        <source>Revert</source>
        <extracomment>Rules editor: accessible name of the small button that sets a value back to the base game's</extracomment>
        <translation>Restablecer</translation>
    </message>
    <message>
        <source>Back to the base game's value (%1)</source>
        <extracomment>Rules editor tooltip of the revert button; %1 is the base game's value</extracomment>
        <translation>Volver al valor del juego base (%1)</translation>
    </message>
</context>
<context>
    <name>ChangesPanel</name>
    <message>
        <source>The variant changes nothing yet: edit a value in the forms or in the text.</source>
        <extracomment>Rules editor: the Changes panel when the variant changes nothing yet</extracomment>
        <translation>La variante aún no cambia nada: edita un valor en los formularios o en el texto.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>Rules editor, Changes panel: a value of the base game and the variant's; %1 the base value, %2 the variant's</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Take this change back</source>
        <extracomment>Rules editor: takes a change of the variant back (the base game's value again)</extracomment>
        <translation>Deshacer este cambio</translation>
    </message>
    <message>
        <source>added</source>
        <extracomment>Rules editor, Changes list: after an item the variant adds ("Towns: Ōzu added")</extracomment>
        <translation>añadido</translation>
    </message>
    <message>
        <source>removed</source>
        <extracomment>Rules editor, Changes list: after an item the variant takes out ("Routes: Matsuyama–Uchiko removed")</extracomment>
        <translation>eliminado</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message numerus="yes">
        <source>Chat: %n new</source>
        <extracomment>Chat at a network table: the closed panel&apos;s button when messages came since it was last open; %n how many</extracomment>
        <translation>
            <numerusform>Chat: %n mensaje nuevo</numerusform>
            <numerusform>Chat: %n mensajes nuevos</numerusform>
        </translation>
    </message>
    <message>
        <source>Chat</source>
        <extracomment>Chat at a network table: the button that opens or closes the panel
----------
Chat at a network table: the list of messages, for screen readers</extracomment>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Closes the chat</source>
        <extracomment>Chat at a network table: what the open panel&apos;s button does, for screen readers</extracomment>
        <translation>Cierra el chat</translation>
    </message>
    <message>
        <source>Opens the chat</source>
        <extracomment>Chat at a network table: what the closed panel&apos;s button does, for screen readers</extracomment>
        <translation>Abre el chat</translation>
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
        <translation>Nadie ha escrito todavía.</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>Chat at a network table: placeholder of the field to type a message in</extracomment>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Send</source>
        <extracomment>Chat at a network table: sends the message typed</extracomment>
        <translation>Enviar</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>The game is not over</source>
        <extracomment>Title of the dialog shown before leaving a game that is not over</extracomment>
        <translation>La partida no ha terminado</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <extracomment>Dialog button: close the dialog and go on with the game</extracomment>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Save and leave</source>
        <extracomment>Dialog button: save the game in the list of saved games, then leave it</extracomment>
        <translation>Guardar y salir</translation>
    </message>
</context>
<context>
    <name>ConfirmMoveBar</name>
    <message>
        <source>Confirm</source>
        <extracomment>Button of the "Confirm move" bar: plays the chosen move (Enter does the same)</extracomment>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Button of the "Confirm move" bar: drops the chosen move, nothing is played (Escape does the same)</extracomment>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>DataError</name>
    <message>
        <source>the game has no such value</source>
        <translation>el juego no tiene ese valor</translation>
    </message>
    <message>
        <source>this variant is for the game '%1'</source>
        <extracomment>Error of a user variant kept in the folder of another game; %1 is the game the variant names as its base</extracomment>
        <translation>esta variante es para el juego «%1»</translation>
    </message>
    <message>
        <source>unknown base game '%1'</source>
        <translation>juego base desconocido «%1»</translation>
    </message>
    <message>
        <source>agent option '%1' needs a value</source>
        <translation>la opción de agente «%1» necesita un valor</translation>
    </message>
    <message>
        <source>bad value in agent option '%1'</source>
        <translation>valor incorrecto en la opción de agente «%1»</translation>
    </message>
    <message>
        <source>agent option 'threads' takes 1 to %1</source>
        <translation>la opción de agente 'threads' admite de 1 a %1</translation>
    </message>
    <message>
        <source>unknown agent option '%1'</source>
        <translation>opción de agente desconocida «%1»</translation>
    </message>
    <message>
        <source>a montecarlo agent needs an iteration or time budget</source>
        <translation>un agente montecarlo necesita un número de iteraciones o un tiempo</translation>
    </message>
    <message>
        <source>an ismcts agent needs an iteration or time budget</source>
        <translation>un agente ismcts necesita un número de iteraciones o un tiempo</translation>
    </message>
    <message>
        <source>unknown agent '%1' (known: random, heuristic, montecarlo[:iterations=N,ms=N], ismcts[:iterations=N,ms=N,threads=T,c=X])</source>
        <translation>agente desconocido «%1» (conocidos: random, heuristic, montecarlo[:iterations=N,ms=N], ismcts[:iterations=N,ms=N,threads=T,c=X])</translation>
    </message>
    <message>
        <source>missing required key (one of %1)</source>
        <translation>falta una clave obligatoria (una de %1)</translation>
    </message>
    <message>
        <source>unknown %1 kind '%2' (the %1 kinds are %3)</source>
        <translation>tipo %1 desconocido «%2» (los tipos %1 son %3)</translation>
    </message>
    <message>
        <source>unknown %1 kind '%2' (did you mean '%3'?)</source>
        <translation>tipo %1 desconocido «%2» (¿querías decir «%3»?)</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>se esperaba un número</translation>
    </message>
    <message>
        <source>expected a map of up to 16 key: value pairs</source>
        <translation>se esperaba un mapa de hasta 16 pares clave: valor</translation>
    </message>
    <message>
        <source>a node id has no spaces, commas or brackets</source>
        <translation>el id de un nodo no lleva espacios, comas ni corchetes</translation>
    </message>
    <message>
        <source>node '%1' appears twice (first at line %2)</source>
        <translation>el nodo «%1» aparece dos veces (la primera en la línea %2)</translation>
    </message>
    <message>
        <source>node</source>
        <extracomment>A data error's word for a node of a board graph, in "unknown %1 kind '%2'"</extracomment>
        <translation>de nodo</translation>
    </message>
    <message>
        <source>nodes of this game have no owner</source>
        <translation>los nodos de este juego no tienen dueño</translation>
    </message>
    <message>
        <source>unknown owner '%1' (owners are %2)</source>
        <translation>dueño desconocido «%1» (los dueños son %2)</translation>
    </message>
    <message>
        <source>unknown owner '%1' (did you mean '%2'?) (owners are %3)</source>
        <translation>dueño desconocido «%1» (¿querías decir «%2»?) (los dueños son %3)</translation>
    </message>
    <message>
        <source>expected a list of 1 to 256 cells [x, y]</source>
        <translation>se esperaba una lista de 1 a 256 casillas [x, y]</translation>
    </message>
    <message>
        <source>expected a cell [x, y]</source>
        <translation>se esperaba una casilla [x, y]</translation>
    </message>
    <message>
        <source>expected a position [x, y]</source>
        <translation>se esperaba una posición [x, y]</translation>
    </message>
    <message>
        <source>missing required key (a position [x, y], or cells)</source>
        <translation>falta una clave obligatoria (una posición [x, y] o casillas)</translation>
    </message>
    <message>
        <source>unknown node '%1'</source>
        <translation>nodo desconocido «%1»</translation>
    </message>
    <message>
        <source>unknown node '%1' (did you mean '%2'?)</source>
        <translation>nodo desconocido «%1» (¿querías decir «%2»?)</translation>
    </message>
    <message>
        <source>an edge from '%1' to itself</source>
        <translation>una arista de «%1» a sí mismo</translation>
    </message>
    <message>
        <source>'%1' and '%2' are already joined (%3)</source>
        <translation>«%1» y «%2» ya están unidos (%3)</translation>
    </message>
    <message>
        <source>edge</source>
        <extracomment>A data error's word for an edge of a board graph (a route), in "unknown %1 kind"</extracomment>
        <translation>de arista</translation>
    </message>
    <message>
        <source>expected [x0, y0, x1, y1]</source>
        <translation>se esperaba [x0, y0, x1, y1]</translation>
    </message>
    <message>
        <source>a chain has no segment</source>
        <translation>una cadena no tiene segmento</translation>
    </message>
    <message>
        <source>missing required key (an edge is {a: node, b: node} or {chain: [nodes]})</source>
        <translation>falta una clave obligatoria (una arista es {a: nodo, b: nodo} o {chain: [nodos]})</translation>
    </message>
    <message>
        <source>expected a list of up to 1024 regions</source>
        <translation>se esperaba una lista de hasta 1024 regiones</translation>
    </message>
    <message>
        <source>region '%1' appears twice (first at line %2)</source>
        <translation>la región «%1» aparece dos veces (la primera en la línea %2)</translation>
    </message>
    <message>
        <source>region</source>
        <extracomment>A data error's word for a region of a board, in "unknown %1 kind '%2'"</extracomment>
        <translation>de región</translation>
    </message>
    <message>
        <source>'%1' is listed twice</source>
        <translation>«%1» aparece dos veces en la lista</translation>
    </message>
    <message>
        <source>expected a list of region ids</source>
        <translation>se esperaba una lista de ids de región</translation>
    </message>
    <message>
        <source>unknown region '%1'</source>
        <translation>región desconocida «%1»</translation>
    </message>
    <message>
        <source>unknown region '%1' (did you mean '%2'?)</source>
        <translation>región desconocida «%1» (¿querías decir «%2»?)</translation>
    </message>
    <message>
        <source>a region is not adjacent to itself</source>
        <translation>una región no es adyacente a sí misma</translation>
    </message>
    <message>
        <source>'%1' lists '%2' as adjacent, but '%2' does not list '%1'</source>
        <translation>«%1» tiene a «%2» como adyacente, pero «%2» no tiene a «%1»</translation>
    </message>
    <message>
        <source>the game's graph schema is incomplete</source>
        <translation>el esquema del grafo del juego está incompleto</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>no se encuentra el archivo</translation>
    </message>
    <message>
        <source>file is too large (the limit is %1 bytes)</source>
        <translation>el archivo es demasiado grande (el límite es %1 bytes)</translation>
    </message>
    <message>
        <source>file cannot be read</source>
        <translation>no se puede leer el archivo</translation>
    </message>
    <message>
        <source>not a key path (keys separated by '.', items as [index])</source>
        <translation>no es una ruta de clave (claves separadas por '.', elementos como [índice])</translation>
    </message>
    <message>
        <source>the span lies outside the text</source>
        <translation>el tramo queda fuera del texto</translation>
    </message>
    <message>
        <source>cannot edit here (bad span)</source>
        <translation>no se puede editar aquí (tramo incorrecto)</translation>
    </message>
    <message>
        <source>the edit would not read back: %1</source>
        <translation>la edición no se podría volver a leer: %1</translation>
    </message>
    <message>
        <source>cannot make this edit here: the edited text would not read back as intended</source>
        <translation>no se puede hacer esta edición aquí: el texto editado no se leería como se pretende</translation>
    </message>
    <message>
        <source>this value is not part of the document</source>
        <translation>este valor no forma parte del documento</translation>
    </message>
    <message>
        <source>no such value</source>
        <translation>no existe ese valor</translation>
    </message>
    <message>
        <source>cannot find the ':' after the key</source>
        <translation>no se encuentra el ':' después de la clave</translation>
    </message>
    <message>
        <source>cannot find the '-' of the item</source>
        <translation>no se encuentra el '-' del elemento</translation>
    </message>
    <message>
        <source>expected a map, found %1</source>
        <translation>se esperaba un mapa (claves y valores), pero hay %1</translation>
    </message>
    <message>
        <source>no such key</source>
        <translation>no existe esa clave</translation>
    </message>
    <message>
        <source>cannot remove this key here</source>
        <translation>no se puede quitar esta clave aquí</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>se esperaba una lista, pero hay %1</translation>
    </message>
    <message>
        <source>the list has %1 items</source>
        <translation>la lista tiene %1 elementos</translation>
    </message>
    <message>
        <source>cannot find the item's '-'</source>
        <translation>no se encuentra el '-' del elemento</translation>
    </message>
    <message>
        <source>no such item</source>
        <translation>no existe ese elemento</translation>
    </message>
    <message>
        <source>cannot remove this item here</source>
        <translation>no se puede quitar este elemento aquí</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A data error's word for an empty YAML value, as in "expected a map, found nothing"</extracomment>
        <translation>nada</translation>
    </message>
    <message>
        <source>a value</source>
        <extracomment>A data error's word for a single YAML value (a number, a word, a text)</extracomment>
        <translation>un valor</translation>
    </message>
    <message>
        <source>a list</source>
        <extracomment>A data error's word for a YAML list, as in "expected a map, found a list"</extracomment>
        <translation>una lista</translation>
    </message>
    <message>
        <source>a map</source>
        <extracomment>A data error's word for a YAML map (keys and values)</extracomment>
        <translation>un mapa (claves y valores)</translation>
    </message>
    <message>
        <source>a game file must be a map with a 'game:' block</source>
        <translation>un archivo de juego debe ser un mapa con un bloque 'game:'</translation>
    </message>
    <message>
        <source>expected a list of file names</source>
        <translation>se esperaba una lista de nombres de archivo</translation>
    </message>
    <message>
        <source>too many included files (at most %1)</source>
        <translation>demasiados archivos incluidos (%1 como máximo)</translation>
    </message>
    <message>
        <source>'%1' must be a .yaml file inside the game folder (no '..', no absolute path)</source>
        <translation>«%1» debe ser un archivo .yaml dentro de la carpeta del juego (sin '..' ni rutas absolutas)</translation>
    </message>
    <message>
        <source>'%1' is included twice</source>
        <translation>«%1» se incluye dos veces</translation>
    </message>
    <message>
        <source>included file '%1' not found</source>
        <translation>no se encuentra el archivo incluido «%1»</translation>
    </message>
    <message>
        <source>an included file must be a map</source>
        <translation>un archivo incluido debe ser un mapa</translation>
    </message>
    <message>
        <source>included files may not include further files</source>
        <translation>los archivos incluidos no pueden incluir otros</translation>
    </message>
    <message>
        <source>already defined at %1:%2:%3</source>
        <translation>ya definido en %1:%2:%3</translation>
    </message>
    <message>
        <source>a variant file starts with a 'variant:' block naming its base game</source>
        <translation>un archivo de variante empieza con un bloque 'variant:' que nombra su juego base</translation>
    </message>
    <message>
        <source>variant files cannot include files</source>
        <translation>los archivos de variante no pueden incluir archivos</translation>
    </message>
    <message>
        <source>a variant may only override game.players</source>
        <translation>una variante solo puede cambiar game.players</translation>
    </message>
    <message>
        <source>'%1'</source>
        <extracomment>A value quoted in a data error, as in "expected a whole number, found 'three'"</extracomment>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>missing required key</source>
        <translation>falta una clave obligatoria</translation>
    </message>
    <message>
        <source>expected a whole number, found %1 (write it with the digits 0 to 9: %2)</source>
        <translation>se esperaba un número entero, pero hay %1 (escríbelo con las cifras 0 a 9: %2)</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>se esperaba un número entero, pero hay %1</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 está fuera del intervalo (de %2 a %3)</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>se esperaba un texto, pero hay %1</translation>
    </message>
    <message>
        <source>text is too long (%1 bytes; at most %2)</source>
        <translation>el texto es demasiado largo (%1 bytes; %2 como máximo)</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>se esperaba true o false, pero hay %1</translation>
    </message>
    <message>
        <source>expected a text in every language, e.g. {en: ..., es: ..., fr: ..., ja: ..., hu: ...}, found %1</source>
        <translation>se esperaba un texto en cada idioma, p. ej. {en: ..., es: ..., fr: ..., ja: ..., hu: ...}, pero hay %1</translation>
    </message>
    <message>
        <source>unknown language (expected en, es, fr, ja or hu)</source>
        <translation>idioma desconocido (se esperaba en, es, fr, ja o hu)</translation>
    </message>
    <message>
        <source>text is empty</source>
        <translation>el texto está vacío</translation>
    </message>
    <message>
        <source>missing the %1 text (every language is required)</source>
        <translation>falta el texto %1 (se necesitan todos los idiomas)</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>se esperaba un número, pero hay %1</translation>
    </message>
    <message>
        <source>%1 is not one of: %2</source>
        <translation>%1 no es ninguno de estos: %2</translation>
    </message>
    <message>
        <source>expected a colour written #rrggbb, e.g. "#c0432c", found '%1'</source>
        <translation>se esperaba un color escrito #rrggbb, p. ej. "#c0432c", pero hay «%1»</translation>
    </message>
    <message>
        <source>expected %1 to %2 items, found %3</source>
        <translation>se esperaban de %1 a %2 elementos, pero hay %3</translation>
    </message>
    <message>
        <source>internal error: read with the schema row of %1 (%2)</source>
        <translation>error interno: leído con la fila del esquema de %1 (%2)</translation>
    </message>
    <message>
        <source>internal error: read as optional with the schema row of %1</source>
        <translation>error interno: leído como opcional con la fila del esquema de %1</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>clave desconocida</translation>
    </message>
    <message>
        <source>unknown key (did you mean '%1'?)</source>
        <translation>clave desconocida (¿querías decir «%1»?)</translation>
    </message>
    <message>
        <source>(did you mean '%1'?)</source>
        <translation>(¿querías decir «%1»?)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A data error followed by a hint in brackets ("there is no item 'M3' to remove" and "(did you mean 'M1'?)")</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>(the items are numbered 0 to %1)</source>
        <translation>(los elementos están numerados de 0 a %1)</translation>
    </message>
    <message>
        <source>this key is removed, which a variant cannot express (a variant can only add and replace keys)</source>
        <translation>esta clave se ha quitado, y una variante no puede expresarlo (una variante solo añade y sustituye claves)</translation>
    </message>
    <message>
        <source>a list that became a map cannot be written as a variant</source>
        <translation>una lista convertida en mapa no se puede escribir como variante</translation>
    </message>
    <message>
        <source>it is not a list</source>
        <translation>no es una lista</translation>
    </message>
    <message>
        <source>the base list is empty</source>
        <translation>la lista del juego base está vacía</translation>
    </message>
    <message>
        <source>its items are plain values</source>
        <translation>sus elementos son valores simples</translation>
    </message>
    <message>
        <source>an item is named '%1', a word of list patches</source>
        <translation>un elemento se llama «%1», una palabra reservada para cambiar listas</translation>
    </message>
    <message>
        <source>'%1' names two of its items</source>
        <translation>dos de sus elementos se llaman «%1»</translation>
    </message>
    <message>
        <source>this list cannot be changed item by item (%1): write the whole list</source>
        <translation>esta lista no se puede cambiar elemento por elemento (%1): escribe la lista entera</translation>
    </message>
    <message>
        <source>there is no item '%1' to add before</source>
        <translation>no hay elemento «%1» delante del cual añadir</translation>
    </message>
    <message>
        <source>expected a list of the items to add, found %1</source>
        <translation>se esperaba una lista de los elementos que añadir, pero hay %1</translation>
    </message>
    <message>
        <source>expected a list of the items to remove, e.g. remove: %1</source>
        <translation>se esperaba una lista de los elementos que quitar, p. ej. remove: %1</translation>
    </message>
    <message>
        <source>expected an item written as a list, such as %1</source>
        <translation>se esperaba un elemento escrito como lista, p. ej. %1</translation>
    </message>
    <message>
        <source>expected the name of an item, such as '%1'</source>
        <translation>se esperaba el nombre de un elemento, p. ej. «%1»</translation>
    </message>
    <message>
        <source>there is no item '%1' to remove</source>
        <translation>no hay elemento «%1» que quitar</translation>
    </message>
    <message>
        <source>'%1' is removed twice</source>
        <translation>«%1» se quita dos veces</translation>
    </message>
    <message>
        <source>an item of this list is a list of values: it is not changed in place but removed (remove: [%1]) and the new one added (add: [...])</source>
        <translation>los elementos de esta lista son listas de valores: un elemento no se cambia en su sitio, sino que se quita (remove: [%1]) y se añade el nuevo (add: [...])</translation>
    </message>
    <message>
        <source>there is no item '%1' to change</source>
        <translation>no hay elemento «%1» que cambiar</translation>
    </message>
    <message>
        <source>'%1' is both changed and removed</source>
        <translation>«%1» se cambia y se quita a la vez</translation>
    </message>
    <message>
        <source>a variant overrides a game file, which is a map</source>
        <translation>una variante cambia un archivo de juego, que es un mapa</translation>
    </message>
    <message>
        <source>file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>YAML directives must have exactly one argument</source>
        <translation>las directivas YAML deben tener exactamente un argumento</translation>
    </message>
    <message>
        <source>YAML major version too large</source>
        <translation>versión mayor de YAML demasiado alta</translation>
    </message>
    <message>
        <source>repeated YAML directive</source>
        <translation>directiva YAML repetida</translation>
    </message>
    <message>
        <source>TAG directives must have exactly two arguments</source>
        <translation>las directivas TAG deben tener exactamente dos argumentos</translation>
    </message>
    <message>
        <source>repeated TAG directive</source>
        <translation>directiva TAG repetida</translation>
    </message>
    <message>
        <source>illegal character found while scanning tag handle</source>
        <translation>carácter no válido en el identificador de etiqueta</translation>
    </message>
    <message>
        <source>tag handle with no suffix</source>
        <translation>identificador de etiqueta sin sufijo</translation>
    </message>
    <message>
        <source>end of verbatim tag not found</source>
        <translation>no se encuentra el final de la etiqueta literal</translation>
    </message>
    <message>
        <source>end of map not found</source>
        <translation>no se encuentra el final del mapa</translation>
    </message>
    <message>
        <source>end of map flow not found</source>
        <translation>no se encuentra la llave de cierre del mapa</translation>
    </message>
    <message>
        <source>end of sequence not found</source>
        <translation>no se encuentra el final de la lista</translation>
    </message>
    <message>
        <source>end of sequence flow not found</source>
        <translation>no se encuentra el corchete de cierre de la lista</translation>
    </message>
    <message>
        <source>cannot assign multiple tags to the same node</source>
        <translation>no se pueden poner varias etiquetas al mismo valor</translation>
    </message>
    <message>
        <source>cannot assign multiple anchors to the same node</source>
        <translation>no se pueden poner varias anclas al mismo valor</translation>
    </message>
    <message>
        <source>cannot assign multiple aliases to the same node</source>
        <translation>no se pueden poner varios alias al mismo valor</translation>
    </message>
    <message>
        <source>aliases can't have any content, *including* tags</source>
        <translation>los alias no pueden tener contenido, ni siquiera etiquetas</translation>
    </message>
    <message>
        <source>bad character found while scanning hex number</source>
        <translation>carácter incorrecto en un número hexadecimal</translation>
    </message>
    <message>
        <source>unknown token</source>
        <translation>símbolo desconocido</translation>
    </message>
    <message>
        <source>illegal document indicator in scalar</source>
        <translation>indicador de documento no válido dentro de un valor</translation>
    </message>
    <message>
        <source>illegal EOF in scalar</source>
        <translation>el archivo termina en medio de un valor</translation>
    </message>
    <message>
        <source>illegal character in scalar</source>
        <translation>carácter no válido en un valor</translation>
    </message>
    <message>
        <source>illegal tab when looking for indentation</source>
        <translation>tabulación no válida en la sangría</translation>
    </message>
    <message>
        <source>illegal flow end</source>
        <translation>cierre de corchete o llave no válido</translation>
    </message>
    <message>
        <source>illegal block entry</source>
        <translation>elemento de lista («- ») no válido aquí</translation>
    </message>
    <message>
        <source>illegal map key</source>
        <translation>clave de mapa no válida</translation>
    </message>
    <message>
        <source>illegal map value</source>
        <translation>valor de mapa no válido (¿falta una sangría o sobran dos puntos?)</translation>
    </message>
    <message>
        <source>alias not found after *</source>
        <translation>falta el nombre del alias después de *</translation>
    </message>
    <message>
        <source>anchor not found after &amp;</source>
        <translation>falta el nombre del ancla después de &amp;</translation>
    </message>
    <message>
        <source>illegal character found while scanning alias</source>
        <translation>carácter no válido en un alias</translation>
    </message>
    <message>
        <source>illegal character found while scanning anchor</source>
        <translation>carácter no válido en un ancla</translation>
    </message>
    <message>
        <source>cannot set zero indentation for a block scalar</source>
        <translation>un bloque de texto no puede tener sangría cero</translation>
    </message>
    <message>
        <source>unexpected character in block scalar</source>
        <translation>carácter inesperado en un bloque de texto</translation>
    </message>
    <message>
        <source>cannot assign the same alias to multiple nodes</source>
        <translation>no se puede poner el mismo alias a varios valores</translation>
    </message>
    <message>
        <source>the referenced anchor is not defined</source>
        <translation>el ancla a la que se hace referencia no está definida</translation>
    </message>
    <message>
        <source>unmatched group tag</source>
        <translation>etiqueta de grupo sin pareja</translation>
    </message>
    <message>
        <source>unexpected end sequence token</source>
        <translation>fin de lista inesperado</translation>
    </message>
    <message>
        <source>unexpected end map token</source>
        <translation>fin de mapa inesperado</translation>
    </message>
    <message>
        <source>invalid character in single-quoted string</source>
        <translation>carácter no válido en un texto entre comillas simples</translation>
    </message>
    <message>
        <source>invalid anchor</source>
        <translation>ancla no válida</translation>
    </message>
    <message>
        <source>invalid alias</source>
        <translation>alias no válido</translation>
    </message>
    <message>
        <source>invalid tag</source>
        <translation>etiqueta no válida</translation>
    </message>
    <message>
        <source>bad YAML version: %1</source>
        <translation>versión de YAML incorrecta: %1</translation>
    </message>
    <message>
        <source>invalid unicode: %1</source>
        <translation>carácter Unicode no válido: %1</translation>
    </message>
    <message>
        <source>unknown escape character: %1</source>
        <translation>carácter de escape desconocido: %1</translation>
    </message>
    <message>
        <source>too many aliases (more than %1)</source>
        <translation>demasiados alias (más de %1)</translation>
    </message>
    <message>
        <source>alias refers to an anchor that is not complete yet</source>
        <translation>el alias remite a un ancla que aún no está completa</translation>
    </message>
    <message>
        <source>value is too long (more than %1 bytes)</source>
        <translation>el valor es demasiado largo (más de %1 bytes)</translation>
    </message>
    <message>
        <source>tags such as '%1' are not supported</source>
        <translation>no se admiten etiquetas como «%1»</translation>
    </message>
    <message>
        <source>document is too large (more than %1, aliases expanded)</source>
        <translation>el documento es demasiado grande (más de %1, con los alias desplegados)</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n valor</numerusform>
            <numerusform>%n valores</numerusform>
        </translation>
    </message>
    <message>
        <source>nesting is too deep (more than %1 levels)</source>
        <translation>anidación demasiado profunda (más de %1 niveles)</translation>
    </message>
    <message>
        <source>map ends after a key without a value</source>
        <translation>el mapa termina tras una clave sin valor</translation>
    </message>
    <message>
        <source>document is too large (more than %1)</source>
        <translation>el documento es demasiado grande (más de %1)</translation>
    </message>
    <message>
        <source>list is too long (more than %1 items)</source>
        <translation>la lista es demasiado larga (más de %1 elementos)</translation>
    </message>
    <message>
        <source>map keys must be plain values</source>
        <translation>las claves de un mapa deben ser valores simples</translation>
    </message>
    <message>
        <source>duplicate key '%1' (first at line %2)</source>
        <translation>clave repetida «%1» (la primera en la línea %2)</translation>
    </message>
    <message>
        <source>map is too large (more than %1 keys)</source>
        <translation>el mapa es demasiado grande (más de %1 claves)</translation>
    </message>
    <message>
        <source>file is too large (%1 bytes; the limit is %2)</source>
        <translation>el archivo es demasiado grande (%1 bytes; el límite es %2)</translation>
    </message>
    <message>
        <source>file is not valid UTF-8 (byte %1)</source>
        <translation>el archivo no es UTF-8 válido (byte %1)</translation>
    </message>
    <message>
        <source>file contains a NUL byte</source>
        <translation>el archivo contiene un byte NUL</translation>
    </message>
    <message>
        <source>a data file holds one YAML document, found a second</source>
        <translation>un archivo de datos contiene un solo documento YAML, pero hay un segundo</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>error de sintaxis YAML: %1</translation>
    </message>
    <message>
        <source>cannot parse: %1</source>
        <translation>no se puede leer: %1</translation>
    </message>
    <message>
        <source>a comment needs a blank before '#'</source>
        <translation>un comentario necesita un espacio antes de '#'</translation>
    </message>
    <message>
        <source>a flow collection goes on at a line that is not indented more than its parent (a tab is not indentation)</source>
        <translation>una colección entre corchetes o llaves sigue en una línea que no tiene más sangría que su padre (una tabulación no es sangría)</translation>
    </message>
    <message>
        <source>a flow collection goes on at a line that is not indented more than its parent</source>
        <translation>una colección entre corchetes o llaves sigue en una línea que no tiene más sangría que su padre</translation>
    </message>
    <message>
        <source>a quoted value goes on at a line that is not indented more than its parent (a tab is not indentation)</source>
        <translation>un valor entre comillas sigue en una línea que no tiene más sangría que su padre (una tabulación no es sangría)</translation>
    </message>
    <message>
        <source>a quoted value goes on at a line that is not indented more than its parent</source>
        <translation>un valor entre comillas sigue en una línea que no tiene más sangría que su padre</translation>
    </message>
    <message>
        <source>a directive must be followed by '---' and a document</source>
        <translation>una directiva debe ir seguida de '---' y un documento</translation>
    </message>
    <message>
        <source>escape \%1 needs %2 hexadecimal digits</source>
        <translation>el escape \%1 necesita %2 cifras hexadecimales</translation>
    </message>
    <message>
        <source>invalid escape '\%1' in a double-quoted value</source>
        <translation>escape '\%1' no válido en un valor entre comillas dobles</translation>
    </message>
    <message>
        <source>the quoted value has no closing double quote</source>
        <translation>al valor entre comillas le falta la comilla doble de cierre</translation>
    </message>
    <message>
        <source>the quoted value has no closing single quote</source>
        <translation>al valor entre comillas le falta la comilla simple de cierre</translation>
    </message>
    <message>
        <source>'%1' cannot start a value in a flow collection (quote it)</source>
        <translation>'%1' no puede empezar un valor dentro de corchetes o llaves (ponlo entre comillas)</translation>
    </message>
    <message>
        <source>an empty line at the start of a block scalar is indented more than its first line of text</source>
        <translation>una línea vacía al principio de un bloque de texto tiene más sangría que su primera línea de texto</translation>
    </message>
    <message>
        <source>a comma without an entry before it</source>
        <translation>una coma sin ningún elemento delante</translation>
    </message>
    <message>
        <source>expected ':' after this key (a value that goes on at the next line must be indented more than its key)</source>
        <translation>se esperaba ':' después de esta clave (un valor que sigue en la línea siguiente debe tener más sangría que su clave)</translation>
    </message>
    <message>
        <source>a value on the line after its key must be indented more than the key</source>
        <translation>un valor en la línea siguiente a su clave debe tener más sangría que la clave</translation>
    </message>
    <message>
        <source>Must be between %1 and %2</source>
        <extracomment>Rules editor, under a number field: the value typed is outside the allowed range</extracomment>
        <translation>Debe estar entre %1 y %2</translation>
    </message>
    <message>
        <source>Must be at least %1</source>
        <extracomment>Rules editor, under a number field: the value typed is below the smallest allowed</extracomment>
        <translation>Debe ser %1 o más</translation>
    </message>
    <message>
        <source>Must be at most %1</source>
        <extracomment>Rules editor, under a number field: the value typed is above the largest allowed</extracomment>
        <translation>Debe ser %1 o menos</translation>
    </message>
    <message>
        <source>Enter a whole number</source>
        <extracomment>Rules editor, under a whole-number field left empty</extracomment>
        <translation>Escribe un número entero</translation>
    </message>
    <message>
        <source>Not a whole number</source>
        <extracomment>Rules editor, under a whole-number field: what was typed is not one ("abc", "2.5")</extracomment>
        <translation>No es un número entero</translation>
    </message>
    <message>
        <source>Enter a number</source>
        <extracomment>Rules editor, under a number field left empty</extracomment>
        <translation>Escribe un número</translation>
    </message>
    <message>
        <source>Not a number</source>
        <extracomment>Rules editor, under a number field: what was typed is not a number ("abc")</extracomment>
        <translation>No es un número</translation>
    </message>
    <message>
        <source>Too long: at most %1 bytes (now %2)</source>
        <extracomment>Rules editor, under a text field: %1 is the most bytes allowed (an id's letters count one byte each; most accented letters two, Japanese three), %2 the bytes typed</extracomment>
        <translation>Demasiado largo: %1 bytes como máximo (ahora %2)</translation>
    </message>
    <message>
        <source>Write a colour as #rrggbb, e.g. #c0432c</source>
        <extracomment>Rules editor, under a colour field: what was typed is not a colour</extracomment>
        <translation>Escribe el color como #rrggbb, p. ej. #c0432c</translation>
    </message>
    <message>
        <source>This value is chosen, not typed</source>
        <extracomment>Rules editor: a value that is chosen, not typed (a switch, a list of words)</extracomment>
        <translation>Este valor se elige, no se escribe</translation>
    </message>
    <message>
        <source>the base game is missing</source>
        <translation>falta el juego base</translation>
    </message>
    <message>
        <source>this editor edits a variant of '%1', not of '%2'</source>
        <translation>este editor edita una variante de «%1», no de «%2»</translation>
    </message>
    <message>
        <source>the text has errors: correct it before editing forms</source>
        <translation>el texto tiene errores: corrígelo antes de editar los formularios</translation>
    </message>
    <message>
        <source>no item [%1] here</source>
        <translation>aquí no hay elemento [%1]</translation>
    </message>
    <message>
        <source>not a key path of a value</source>
        <translation>no es la ruta de clave de un valor</translation>
    </message>
    <message>
        <source>only an override can be reverted</source>
        <translation>solo se puede restablecer un cambio de la variante</translation>
    </message>
    <message>
        <source>the base game has no value here (remove the item instead)</source>
        <translation>el juego base no tiene valor aquí (quita el elemento)</translation>
    </message>
    <message>
        <source>no list to insert item %1 into</source>
        <translation>no hay lista donde insertar el elemento %1</translation>
    </message>
    <message>
        <source>no item %1 to remove</source>
        <translation>no hay elemento %1 que quitar</translation>
    </message>
    <message>
        <source>no item %1 to duplicate</source>
        <translation>no hay elemento %1 que duplicar</translation>
    </message>
    <message>
        <source>no such base item</source>
        <translation>no existe ese elemento en el juego base</translation>
    </message>
    <message>
        <source>not a change of this variant</source>
        <translation>no es un cambio de esta variante</translation>
    </message>
    <message>
        <source>a variant of '%1' must name it as its base</source>
        <translation>una variante de «%1» debe nombrarlo como su juego base</translation>
    </message>
    <message>
        <source>the id '%1' differs from the folder name '%2'</source>
        <translation>el id «%1» no coincide con el nombre de la carpeta «%2»</translation>
    </message>
    <message>
        <source>the base game '%1' has errors itself</source>
        <translation>el propio juego base «%1» tiene errores</translation>
    </message>
    <message>
        <source>unknown game '%1'</source>
        <translation>juego desconocido «%1»</translation>
    </message>
    <message>
        <source>no variant '%1' of %2: none is shipped, and it is not one of yours (no %3)</source>
        <translation>no hay variante «%1» de %2: Kotatsu no incluye ninguna y tampoco es una variante tuya (no existe %3)</translation>
    </message>
    <message>
        <source>no variant '%1' of %2: it is not shipped (%3) and not one of yours (no %4)</source>
        <translation>no hay variante «%1» de %2: no está entre las incluidas en Kotatsu (%3) ni es una variante tuya (no existe %4)</translation>
    </message>
    <message>
        <source>the variant '%1' is for the game '%2'</source>
        <translation>la variante «%1» es para el juego «%2»</translation>
    </message>
    <message>
        <source>expected a map of easy, normal, strong</source>
        <translation>se esperaba un mapa con easy, normal y strong</translation>
    </message>
    <message>
        <source>max is smaller than min</source>
        <translation>max es menor que min</translation>
    </message>
    <message>
        <source>unknown rules engine '%1' (known: %2)</source>
        <translation>motor de reglas desconocido «%1» (conocidos: %2)</translation>
    </message>
    <message>
        <source>unknown colour '%1' (the bead colours are %2)</source>
        <translation>color desconocido «%1» (los colores de las cuentas son %2)</translation>
    </message>
    <message>
        <source>unknown tile '%1' (see board.tiles)</source>
        <translation>loseta desconocida «%1» (ver board.tiles)</translation>
    </message>
    <message>
        <source>a card turns by 0, 90, 180 or 270 degrees</source>
        <translation>una loseta gira 0, 90, 180 o 270 grados</translation>
    </message>
    <message>
        <source>at least one card design is needed</source>
        <translation>se necesita al menos un diseño de loseta</translation>
    </message>
    <message>
        <source>a card id is letters, digits or _ (up to 16)</source>
        <translation>el id de una loseta son letras, cifras o _ (hasta 16)</translation>
    </message>
    <message>
        <source>expected the 4 internal line colours [bottom, left, top, right]</source>
        <translation>se esperaban los 4 colores de las líneas interiores [abajo, izquierda, arriba, derecha]</translation>
    </message>
    <message>
        <source>'%1' is not a base id (lower-case letters, digits, _; not a cell name)</source>
        <translation>«%1» no es un id de base (minúsculas, cifras, _; no un nombre de casilla)</translation>
    </message>
    <message>
        <source>base '%1' appears twice</source>
        <translation>la base «%1» aparece dos veces</translation>
    </message>
    <message>
        <source>unknown side '%1' (see sides)</source>
        <translation>bando desconocido «%1» (ver sides)</translation>
    </message>
    <message>
        <source>side '%1' already owns the base '%2'; each side has one home base</source>
        <translation>el bando «%1» ya tiene la base «%2»; cada bando tiene una sola base propia</translation>
    </message>
    <message>
        <source>'%1' is not a cell of the %2×%3 board</source>
        <translation>«%1» no es una casilla del tablero de %2×%3</translation>
    </message>
    <message>
        <source>%1 already belongs to the base '%2'</source>
        <translation>%1 ya pertenece a la base «%2»</translation>
    </message>
    <message>
        <source>a base's cells must touch each other</source>
        <translation>las casillas de una base deben tocarse</translation>
    </message>
    <message>
        <source>extra_tile_rows go in at the middle seam (between rows %1 and %2), which must run between fields; this base touches it</source>
        <translation>extra_tile_rows se añaden en la junta central (entre las filas %1 y %2), que debe pasar entre casillas; esta base la toca</translation>
    </message>
    <message>
        <source>the slot [%1, %2] overlaps the base '%3'</source>
        <translation>el hueco [%1, %2] se solapa con la base «%3»</translation>
    </message>
    <message>
        <source>the slot [%1, %2] is given twice</source>
        <translation>el hueco [%1, %2] aparece dos veces</translation>
    </message>
    <message>
        <source>expected one card per slot column (%1), found %2</source>
        <translation>se esperaba una loseta por columna de huecos (%1), pero hay %2</translation>
    </message>
    <message>
        <source>expected [cell, cell, colour], e.g. [b1, c1, red]</source>
        <translation>se esperaba [casilla, casilla, color], p. ej. [b1, c1, red]</translation>
    </message>
    <message>
        <source>'%1' is not a cell of the added row: rows 1 and 2 are the added row, row 0 the row below it (e.g. b1, c0)</source>
        <translation>«%1» no es una casilla de la fila añadida: las filas 1 y 2 son la fila añadida y la 0, la de debajo (p. ej. b1, c0)</translation>
    </message>
    <message>
        <source>the two cells do not share an edge</source>
        <translation>las dos casillas no comparten un lado</translation>
    </message>
    <message>
        <source>the line must touch the added row (rows 1 and 2)</source>
        <translation>la línea debe tocar la fila añadida (filas 1 y 2)</translation>
    </message>
    <message>
        <source>the two cells lie on the same card; its colour comes from the card</source>
        <translation>las dos casillas están en la misma loseta; su color viene de la loseta</translation>
    </message>
    <message>
        <source>this line is given twice</source>
        <translation>esta línea aparece dos veces</translation>
    </message>
    <message>
        <source>the added row needs a line between %1 and %2</source>
        <translation>la fila añadida necesita una línea entre %1 y %2</translation>
    </message>
    <message>
        <source>%1 cells lie in no base and on no card: %2</source>
        <translation>hay %1 casillas que no están en ninguna base ni en ninguna loseta: %2</translation>
    </message>
    <message>
        <source>shuffled_symmetric needs a point-symmetric board, but the card slot %1 faces a base</source>
        <translation>shuffled_symmetric necesita un tablero con simetría central, pero el hueco %1 queda frente a una base</translation>
    </message>
    <message>
        <source>shuffled_symmetric needs a point-symmetric layout: the card in slot %1 (%2 at %3°) faces %4 (%5 at %6°), not the same card turned 180°</source>
        <translation>shuffled_symmetric necesita una disposición con simetría central: la loseta del hueco %1 (%2 a %3°) queda frente a %4 (%5 a %6°), que no es la misma loseta girada 180°</translation>
    </message>
    <message>
        <source>the line between %1 and %2 lies on a card; its colour comes from the card design</source>
        <translation>la línea entre %1 y %2 está en una loseta; su color viene del diseño de la loseta</translation>
    </message>
    <message>
        <source>the line between %1 and %2 is given twice</source>
        <translation>la línea entre %1 y %2 aparece dos veces</translation>
    </message>
    <message>
        <source>expected [field, field or base, colour], e.g. [a2, a3, red]</source>
        <translation>se esperaba [casilla, casilla o base, color], p. ej. [a2, a3, red]</translation>
    </message>
    <message>
        <source>'%1' is neither a cell of the %2×%3 board nor a base</source>
        <translation>«%1» no es una casilla del tablero de %2×%3 ni una base</translation>
    </message>
    <message>
        <source>%1 lies in the base '%2'; name the base</source>
        <translation>%1 está en la base «%2»; nombra la base</translation>
    </message>
    <message>
        <source>a line joins a field to a field or a base, not two bases</source>
        <translation>una línea une una casilla con otra casilla o una base, no dos bases</translation>
    </message>
    <message>
        <source>%1 does not touch the base '%2'</source>
        <translation>%1 no toca la base «%2»</translation>
    </message>
    <message>
        <source>%1 touches the base '%2' along several edges; one line per pair of regions is needed, so reshape the base</source>
        <translation>%1 toca la base «%2» por varios lados; se necesita una línea por cada par de zonas, así que cambia la forma de la base</translation>
    </message>
    <message>
        <source>%1 and %2 do not share an edge</source>
        <translation>%1 y %2 no comparten un lado</translation>
    </message>
    <message>
        <source>the bases '%1' and '%2' touch; keep fields between them</source>
        <translation>las bases «%1» y «%2» se tocan; deja casillas entre ellas</translation>
    </message>
    <message>
        <source>%1 and %2 share %3 edges; a field must meet a base along one edge (one line)</source>
        <translation>%1 y %2 comparten %3 lados; una casilla debe tocar una base por un solo lado (una línea)</translation>
    </message>
    <message>
        <source>no line between %1 and %2, which share an edge: add [%1, %2, colour] to board.lines</source>
        <translation>no hay línea entre %1 y %2, que comparten un lado: añade [%1, %2, colour] a board.lines</translation>
    </message>
    <message>
        <source>%1 more lines are missing</source>
        <translation>faltan %1 líneas más</translation>
    </message>
    <message>
        <source>'%1' is not a field</source>
        <translation>«%1» no es una casilla</translation>
    </message>
    <message>
        <source>%1 is not next to the base '%2' of %3</source>
        <translation>%1 no está junto a la base «%2» de %3</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 aparece dos veces en la lista</translation>
    </message>
    <message>
        <source>the %1 of %2 need as many start fields; found %3</source>
        <translation>las %1 de %2 necesitan otras tantas casillas de salida; hay %3</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n figura</numerusform>
            <numerusform>%n figuras</numerusform>
        </translation>
    </message>
    <message>
        <source>cards are 2×2 fields: use an even width</source>
        <translation>las losetas son de 2×2 casillas: usa un ancho par</translation>
    </message>
    <message>
        <source>cards are 2×2 fields: use an even height</source>
        <translation>las losetas son de 2×2 casillas: usa un alto par</translation>
    </message>
    <message>
        <source>the board has %1 cells with its extra rows; at most %2</source>
        <translation>el tablero tiene %1 casillas con sus filas extra; %2 como máximo</translation>
    </message>
    <message>
        <source>cards are only turned when they are shuffled; use layout: shuffled_symmetric or shuffled_free, or tile_rotation: none</source>
        <translation>las losetas solo se giran cuando se barajan; usa layout: shuffled_symmetric o shuffled_free, o tile_rotation: none</translation>
    </message>
    <message>
        <source>'%1' is not a start field of %2 (board.start_fields)</source>
        <translation>«%1» no es una casilla de salida de %2 (board.start_fields)</translation>
    </message>
    <message>
        <source>%1 holds two figures</source>
        <translation>en %1 hay dos figuras</translation>
    </message>
    <message>
        <source>'%1' is not an id (lower-case letters, digits, _)</source>
        <translation>«%1» no es un id (minúsculas, cifras, _)</translation>
    </message>
    <message>
        <source>expected one capital letter, e.g. K</source>
        <translation>se esperaba una mayúscula, p. ej. K</translation>
    </message>
    <message>
        <source>side '%1' appears twice</source>
        <translation>el bando «%1» aparece dos veces</translation>
    </message>
    <message>
        <source>both sides use the prefix %1</source>
        <translation>los dos bandos usan el prefijo %1</translation>
    </message>
    <message>
        <source>colour '%1' appears twice</source>
        <translation>el color «%1» aparece dos veces</translation>
    </message>
    <message>
        <source>beads go out in same-colour groups of beads.per_figure (%1), so the count must be a multiple of it</source>
        <translation>las cuentas se reparten en grupos del mismo color de beads.per_figure (%1), así que el número debe ser múltiplo de él</translation>
    </message>
    <message>
        <source>expected a pattern id (lower-case letters, digits, _)</source>
        <translation>se esperaba un id de patrón (minúsculas, cifras, _)</translation>
    </message>
    <message>
        <source>expected one [field, colour] per figure (%1), found %2</source>
        <translation>se esperaba un [casilla, color] por figura (%1), pero hay %2</translation>
    </message>
    <message>
        <source>expected [field, colour], e.g. [c3, red]</source>
        <translation>se esperaba [casilla, color], p. ej. [c3, red]</translation>
    </message>
    <message>
        <source>unknown bead colour '%1'</source>
        <translation>color de cuenta desconocido «%1»</translation>
    </message>
    <message>
        <source>order: fixed needs fixed_positions, e.g. {kokeshi: [[c3, red], ...], samurai: [...]}</source>
        <translation>order: fixed necesita fixed_positions, p. ej. {kokeshi: [[c3, red], ...], samurai: [...]}</translation>
    </message>
    <message>
        <source>only used with order: fixed</source>
        <translation>solo se usa con order: fixed</translation>
    </message>
    <message>
        <source>draft cannot be combined with order: fixed (the fixed positions already give every figure its pair)</source>
        <translation>draft no se puede combinar con order: fixed (las posiciones fijas ya dan a cada figura su pareja)</translation>
    </message>
    <message>
        <source>1 would end every game at once; use 2 or more, or 0 for no repetition rule</source>
        <translation>1 terminaría todas las partidas enseguida; usa 2 o más, o 0 para no tener regla de repetición</translation>
    </message>
    <message>
        <source>a figure starts with beads.per_figure (%1) beads; the limit cannot be lower (0 = no limit)</source>
        <translation>una figura empieza con beads.per_figure (%1) cuentas; el límite no puede ser menor (0 = sin límite)</translation>
    </message>
    <message>
        <source>the colours hold %1, but %2 × %3 need exactly %4</source>
        <translation>los colores suman %1, pero %2 × %3 necesitan exactamente %4</translation>
    </message>
    <message numerus="yes">
        <source>%n bead(s)</source>
        <translation>
            <numerusform>%n cuenta</numerusform>
            <numerusform>%n cuentas</numerusform>
        </translation>
    </message>
    <message>
        <source>setup.bead_pairs: one_of_each_colour needs one colour per figure of a side (%1) and %2 of each colour (one group per side)</source>
        <translation>setup.bead_pairs: one_of_each_colour necesita un color por figura de un bando (%1) y %2 de cada color (un grupo por bando)</translation>
    </message>
    <message>
        <source>chooser supports sides with at most %1</source>
        <translation>chooser solo admite bandos con %1 como máximo</translation>
    </message>
    <message>
        <source>with one_of_each_colour every figure of a side carries a different colour; %1 is used %2</source>
        <translation>con one_of_each_colour cada figura de un bando lleva un color distinto; «%1» se usa %2</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n vez</numerusform>
            <numerusform>%n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>the fixed positions use %1 of the colour %2; there are %3</source>
        <translation>las posiciones fijas usan %1 del color %2; hay %3</translation>
    </message>
    <message>
        <source>the garden is a game for exactly 2 players</source>
        <translation>el jardín es un juego para exactamente 2 jugadores</translation>
    </message>
    <message>
        <source>'%1' is neither a shape the table draws (%2) nor letters of its own (up to %3 letters or kanji, no spaces or punctuation, e.g. 蓮 or AB)</source>
        <translation>«%1» no es ninguna de las figuras que dibuja la mesa (%2) ni letras propias (hasta %3 letras o kanji, sin espacios ni signos de puntuación, p. ej. 蓮 o AB)</translation>
    </message>
    <message>
        <source>%1; did you mean '%2'?</source>
        <translation>%1; ¿querías decir «%2»?</translation>
    </message>
    <message>
        <source>'%1' must be one word of letters, digits, '_' or '-'</source>
        <translation>«%1» debe ser una sola palabra de letras, cifras, '_' o '-'</translation>
    </message>
    <message>
        <source>'%1' appears twice</source>
        <translation>«%1» aparece dos veces</translation>
    </message>
    <message>
        <source>the game cannot wait for %1 when there are %2</source>
        <translation>la partida no puede esperar a %1 si hay %2</translation>
    </message>
    <message numerus="yes">
        <source>%n empty pile(s)</source>
        <translation>
            <numerusform>%n montón agotado</numerusform>
            <numerusform>%n montones agotados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pile(s)</source>
        <translation>
            <numerusform>%n montón</numerusform>
            <numerusform>%n montones</numerusform>
        </translation>
    </message>
    <message>
        <source>the range is empty (the first value is the lowest)</source>
        <translation>el intervalo está vacío (el primer valor es el más bajo)</translation>
    </message>
    <message>
        <source>mark '%1' is used twice: each colour needs its own mark</source>
        <translation>la marca «%1» se usa dos veces: cada color necesita su propia marca</translation>
    </message>
    <message>
        <source>colour %1 is used twice</source>
        <translation>el color %1 se usa dos veces</translation>
    </message>
    <message>
        <source>symbol '%1' appears twice</source>
        <translation>el símbolo «%1» aparece dos veces</translation>
    </message>
    <message>
        <source>emblem '%1' looks the same as the emblem of %2: each pile needs a disc a player can tell apart</source>
        <translation>el emblema «%1» se ve igual que el emblema de %2: cada montón necesita un disco que los jugadores puedan distinguir</translation>
    </message>
    <message>
        <source>Hyano supports 2 to %1</source>
        <translation>Hyano admite de 2 a %1</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 need %2; found %3</source>
        <translation>%1 necesitan %2; hay %3</translation>
    </message>
    <message numerus="yes">
        <source>%n symbol(s)</source>
        <translation>
            <numerusform>%n símbolo</numerusform>
            <numerusform>%n símbolos</numerusform>
        </translation>
    </message>
    <message>
        <source>the deck has %1: too few to give each of the %2 one card</source>
        <translation>el mazo tiene %1: demasiado pocas para dar una carta a cada uno de los %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>a Sun needs a value to declare even when every other face-up card is of its colour: give at least %1 (one per pile)</source>
        <translation>una carta de Sol necesita un valor que declarar aunque todas las demás cartas visibles sean de su color: da al menos %1 (uno por montón)</translation>
    </message>
    <message>
        <source>expected a line index (0 = lowest card) or N-k (k-th from the right), found '%1'</source>
        <translation>se esperaba una posición de la línea (0 = la carta más baja) o N-k (la k-ésima desde la derecha), pero hay «%1»</translation>
    </message>
    <message>
        <source>expected a map from player counts to values</source>
        <translation>se esperaba un mapa de números de jugadores a valores</translation>
    </message>
    <message>
        <source>expected a player count (1 to 8) or 'default'</source>
        <translation>se esperaba un número de jugadores (de 1 a 8) o 'default'</translation>
    </message>
    <message>
        <source>no entry for %1 and no 'default'</source>
        <translation>no hay entrada para %1 ni 'default'</translation>
    </message>
    <message>
        <source>expected a list of places (1 = first)</source>
        <translation>se esperaba una lista de puestos (1 = el primero)</translation>
    </message>
    <message>
        <source>Shikoku supports 2 to 8 players</source>
        <translation>Shikoku admite de 2 a 8 jugadores</translation>
    </message>
    <message>
        <source>the start step must lie below the pagoda (steps_to_pagoda)</source>
        <translation>el escalón de salida debe estar por debajo de la pagoda (steps_to_pagoda)</translation>
    </message>
    <message>
        <source>expected a list of line indices</source>
        <translation>se esperaba una lista de posiciones de la línea</translation>
    </message>
    <message>
        <source>index %1 lies outside the line of %2</source>
        <translation>la posición %1 queda fuera de la línea de %2</translation>
    </message>
    <message>
        <source>with %1 every place in the line is frozen: nobody can climb, so the game could never end</source>
        <translation>con %1, todos los puestos de la línea se quedan inmóviles: nadie puede subir y la partida nunca terminaría</translation>
    </message>
    <message>
        <source>name at least one winning place (top or bottom)</source>
        <translation>indica al menos un puesto ganador (top o bottom)</translation>
    </message>
    <message>
        <source>the range is empty</source>
        <translation>el intervalo está vacío</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>%1 como máximo</translation>
    </message>
    <message>
        <source>no card %1 in deck.values [%2, %3]</source>
        <translation>no hay carta %1 en deck.values [%2, %3]</translation>
    </message>
    <message>
        <source>card %1 has no sandal count</source>
        <translation>la carta %1 no tiene número de sandalias</translation>
    </message>
    <message>
        <source>%1 cannot deal %2-card hands (rules.hand_size) and a line to %3 (game.players.max): %4 needed</source>
        <translation>con %1 no se pueden repartir manos de %2 cartas (rules.hand_size) y una línea a %3 (game.players.max): se necesitan %4</translation>
    </message>
    <message>
        <source>pilgrim '%1' appears twice</source>
        <translation>el peregrino «%1» aparece dos veces</translation>
    </message>
    <message>
        <source>one pilgrim colour is needed per player: %1, %2</source>
        <translation>se necesita un color de peregrino por jugador: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pilgrim(s)</source>
        <translation>
            <numerusform>%n peregrino</numerusform>
            <numerusform>%n peregrinos</numerusform>
        </translation>
    </message>
    <message>
        <source>name each of pilgrim, merchant and artist once</source>
        <translation>nombra una vez a cada uno: pilgrim, merchant y artist</translation>
    </message>
    <message>
        <source>unknown space type '%1' (board.space_types: %2)</source>
        <translation>tipo de casilla desconocido «%1» (board.space_types: %2)</translation>
    </message>
    <message>
        <source>level '%1' appears twice</source>
        <translation>el nivel «%1» aparece dos veces</translation>
    </message>
    <message>
        <source>a starting rank must be below the track's length (%1)</source>
        <translation>un rango inicial debe ser menor que la longitud del marcador (%1)</translation>
    </message>
    <message>
        <source>there are only %1 levels</source>
        <translation>solo hay %1 niveles</translation>
    </message>
    <message>
        <source>expected a number from 0 to 1</source>
        <translation>se esperaba un número de 0 a 1</translation>
    </message>
    <message>
        <source>space type '%1' appears twice</source>
        <translation>el tipo de casilla «%1» aparece dos veces</translation>
    </message>
    <message>
        <source>gain_coins: boutique_value needs a boutique: only spaces with coastal_town: true have one</source>
        <translation>gain_coins: boutique_value necesita una ficha de comercio: solo la tienen las casillas con coastal_town: true</translation>
    </message>
    <message>
        <source>town '%1' appears twice</source>
        <translation>la población «%1» aparece dos veces</translation>
    </message>
    <message>
        <source>wares are drawn in mountain towns only</source>
        <translation>las mercancías solo se sacan en pueblos de montaña</translation>
    </message>
    <message>
        <source>a coastal town needs its ring space (ring: n)</source>
        <translation>un puerto necesita su casilla del camino de la costa (ring: n)</translation>
    </message>
    <message>
        <source>ring space %1 does not exist (the ring has %2 spaces)</source>
        <translation>la casilla %1 del camino de la costa no existe (el camino tiene %2 casillas)</translation>
    </message>
    <message>
        <source>ring space %1 is a %2, not a coastal town's space</source>
        <translation>la casilla %1 del camino de la costa es de tipo %2, no la de un puerto</translation>
    </message>
    <message>
        <source>ring space %1 is already town %2's</source>
        <translation>la casilla %1 del camino de la costa ya es de la población %2</translation>
    </message>
    <message>
        <source>only coastal towns stand on the ring</source>
        <translation>solo los puertos están en el camino de la costa</translation>
    </message>
    <message>
        <source>a mountain town needs its draw (draw: n)</source>
        <translation>un pueblo de montaña necesita cuántas mercancías se sacan (draw: n)</translation>
    </message>
    <message>
        <source>a mountain town needs its position (at: [x, y])</source>
        <translation>un pueblo de montaña necesita su posición (at: [x, y])</translation>
    </message>
    <message>
        <source>ring space %1 is a %2 but no coastal town names it (ring: %1)</source>
        <translation>la casilla %1 del camino de la costa es de tipo %2, pero ningún puerto la nombra (ring: %1)</translation>
    </message>
    <message>
        <source>unknown town '%1' (board.towns: %2)</source>
        <translation>población desconocida «%1» (board.towns: %2)</translation>
    </message>
    <message>
        <source>expected a route [town, town], e.g. [M1, C1]</source>
        <translation>se esperaba una ruta [población, población], p. ej. [M1, C1]</translation>
    </message>
    <message>
        <source>a route joins two different towns</source>
        <translation>una ruta une dos poblaciones distintas</translation>
    </message>
    <message>
        <source>the route %1–%2 appears twice</source>
        <translation>la ruta %1–%2 aparece dos veces</translation>
    </message>
    <message>
        <source>region '%1' appears twice</source>
        <translation>la región «%1» aparece dos veces</translation>
    </message>
    <message>
        <source>unknown icon '%1' (artist_board.icons: %2)</source>
        <translation>icono desconocido «%1» (artist_board.icons: %2)</translation>
    </message>
    <message>
        <source>unknown region '%1' (board.regions: %2)</source>
        <translation>región desconocida «%1» (board.regions: %2)</translation>
    </message>
    <message>
        <source>expected a list of positions [[x, y], ...]</source>
        <translation>se esperaba una lista de posiciones [[x, y], ...]</translation>
    </message>
    <message>
        <source>the pilgrims cannot start on a coastal town's space</source>
        <translation>los peregrinos no pueden empezar en la casilla de un puerto</translation>
    </message>
    <message>
        <source>both merchants start there, and a coastal town holds one meeple: name a mountain town</source>
        <translation>los dos mercaderes empiezan ahí, y en un puerto solo cabe un peón: nombra un pueblo de montaña</translation>
    </message>
    <message>
        <source>%1 boutique tokens for %2 coastal towns: there is one token per coastal town</source>
        <translation>%1 fichas de comercio para %2 puertos: hay una ficha por puerto</translation>
    </message>
    <message>
        <source>more than the hand limit (merchant_board.hand_limit)</source>
        <translation>más que el límite de mercancías (merchant_board.hand_limit)</translation>
    </message>
    <message>
        <source>would be a slab at once: give fewer than merchant_board.coins_per_slab</source>
        <translation>sería un koban enseguida: da menos que merchant_board.coins_per_slab</translation>
    </message>
    <message>
        <source>at most 255 wares in all</source>
        <translation>255 mercancías como máximo en total</translation>
    </message>
    <message>
        <source>the routes allow more than %1 merchant paths up to the longest merchant die face: use fewer routes or smaller faces</source>
        <translation>las rutas permiten más de %1 caminos del mercader hasta la cara más alta de su dado: usa menos rutas o caras más bajas</translation>
    </message>
    <message>
        <source>the regions allow more than %1 artist paths up to the longest artist die face: use fewer crossings or smaller faces</source>
        <translation>las regiones permiten más de %1 caminos del artista hasta la cara más alta de su dado: usa menos cruces o caras más bajas</translation>
    </message>
    <message>
        <source>region %1 has an empty paint scope</source>
        <translation>la región %1 no tiene nada que pintar alrededor</translation>
    </message>
    <message>
        <source>expected a primitive name or a map of one primitive to its parameter, e.g. {advance_track: temple}</source>
        <translation>se esperaba el nombre de una primitiva o un mapa de una primitiva a su parámetro, p. ej. {advance_track: temple}</translation>
    </message>
    <message>
        <source>unknown effect '%1' here; the primitives are: %2</source>
        <translation>efecto desconocido aquí: «%1»; las primitivas son: %2</translation>
    </message>
    <message>
        <source>%1 takes no parameter: write it as a bare word</source>
        <translation>%1 no lleva parámetro: escríbelo como una palabra sola</translation>
    </message>
    <message>
        <source>%1 needs a parameter, e.g. {%1: %2}</source>
        <translation>%1 necesita un parámetro, p. ej. {%1: %2}</translation>
    </message>
    <message>
        <source>%1 (or %2)</source>
        <translation>%1 (o %2)</translation>
    </message>
    <message>
        <source>expected {offset: n, min: m}</source>
        <translation>se esperaba {offset: n, min: m}</translation>
    </message>
    <message>
        <source>0 gives the die's own count: no choice</source>
        <translation>0 da el propio resultado del dado: no hay elección</translation>
    </message>
    <message>
        <source>at most two pilgrim_steps per side</source>
        <translation>como máximo dos pilgrim_steps por cara</translation>
    </message>
    <message>
        <source>ware '%1' appears twice</source>
        <translation>la mercancía «%1» aparece dos veces</translation>
    </message>
    <message>
        <source>unknown ware '%1' (wares: %2)</source>
        <translation>mercancía desconocida «%1» (wares: %2)</translation>
    </message>
    <message>
        <source>the board has rows × cols = %1 slots, so it needs that many values; found %2</source>
        <translation>el tablero tiene rows × cols = %1 huecos, así que necesita otros tantos valores; hay %2</translation>
    </message>
    <message>
        <source>at most %1 slots (rows × cols)</source>
        <translation>%1 huecos como máximo (rows × cols)</translation>
    </message>
    <message>
        <source>icon '%1' appears twice</source>
        <translation>el icono «%1» aparece dos veces</translation>
    </message>
    <message>
        <source>each player's tiles (%1) must fill the board's rows × cols = %2 slots</source>
        <translation>las fichas de cada jugador (%1) deben llenar los rows × cols = %2 huecos del tablero</translation>
    </message>
    <message>
        <source>a second %1 tile; there is at most one per character</source>
        <translation>una segunda loseta para %1; hay como máximo una por personaje</translation>
    </message>
    <message>
        <source>both sides have the id '%1'</source>
        <translation>las dos caras tienen el id «%1»</translation>
    </message>
    <message>
        <source>Tokaido Duo is a game for exactly 2 players</source>
        <translation>Tokaido Duo es un juego para exactamente 2 jugadores</translation>
    </message>
    <message>
        <source>the route %1 runs through region %2: routes are the borders between regions, so split %3 along it (the rules editor offers this) or remove the route</source>
        <translation>la ruta %1 atraviesa la región %2: las rutas son las fronteras entre regiones, así que divide %3 siguiendo la ruta (el editor de reglas lo ofrece) o quita la ruta</translation>
    </message>
    <message>
        <source>the route %1 runs through region %2: routes are the borders between regions, so a route joins two towns on the border of one region; remove it or draw the regions again</source>
        <translation>la ruta %1 atraviesa la región %2: las rutas son las fronteras entre regiones, así que una ruta une dos poblaciones del borde de una misma región; quítala o vuelve a dibujar las regiones</translation>
    </message>
    <message>
        <source>the route %1 runs through regions %2: routes are the borders between regions, so a route joins two towns on the border of one region; remove it or draw the regions again</source>
        <translation>la ruta %1 atraviesa las regiones %2: las rutas son las fronteras entre regiones, así que una ruta une dos poblaciones del borde de una misma región; quítala o vuelve a dibujar las regiones</translation>
    </message>
    <message>
        <source>the bag holds %1, too few for %2 per player</source>
        <translation>la bolsa tiene %1, demasiado pocas para dar %2 a cada jugador</translation>
    </message>
    <message numerus="yes">
        <source>%n ware(s)</source>
        <translation>
            <numerusform>%n mercancía</numerusform>
            <numerusform>%n mercancías</numerusform>
        </translation>
    </message>
    <message>
        <source>both rule sets are needed</source>
        <translation>hacen falta los dos reglamentos</translation>
    </message>
    <message>
        <source>the two rule sets are of different games</source>
        <translation>los dos reglamentos son de juegos distintos</translation>
    </message>
    <message>
        <source>the first game must be 0 or more</source>
        <translation>la primera partida debe ser la 0 o una posterior</translation>
    </message>
    <message>
        <source>%1 is a share of games; write its bounds from 0% to 100% (or 0 to 1)</source>
        <translation>%1 es una proporción de partidas: escribe sus límites entre 0 % y 100 % (o entre 0 y 1)</translation>
    </message>
    <message>
        <source>%1 is not a share of games; write its bounds without %</source>
        <translation>%1 no es una proporción de partidas: escribe sus límites sin %</translation>
    </message>
    <message>
        <source>the games per value must be 1 or more</source>
        <translation>las partidas por valor deben ser 1 o más</translation>
    </message>
    <message>
        <source>a sweep varies one key, or two for a grid</source>
        <translation>una variación cambia una clave, o dos para una cuadrícula</translation>
    </message>
    <message>
        <source>the games asked for go beyond the run of %1 games</source>
        <translation>las partidas pedidas se salen de la serie de %1 partidas</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>no hay ningún juego</translation>
    </message>
    <message>
        <source>the number of players for %1 is %2 to %3</source>
        <extracomment>%1 is the game's id ("shikoku"), %2 and %3 its fewest and most players</extracomment>
        <translation>el número de jugadores de %1 es de %2 a %3</translation>
    </message>
    <message>
        <source>the number of games must be at least 1</source>
        <translation>el número de partidas debe ser al menos 1</translation>
    </message>
    <message>
        <source>games %1 to %2 are not inside the run of %3 games</source>
        <translation>las partidas de la %1 a la %2 quedan fuera de la serie de %3 partidas</translation>
    </message>
    <message>
        <source>give one agent for every seat, or a single agent for all</source>
        <translation>indica un agente para cada puesto, o uno solo para todos</translation>
    </message>
    <message>
        <source>the position does not load: %1</source>
        <translation>la posición no se puede cargar: %1</translation>
    </message>
    <message>
        <source>the game is over here</source>
        <translation>aquí la partida ya ha terminado</translation>
    </message>
    <message>
        <source>seat %1 is to move here, not the learner (seat %2): the other seats' moves go in others_play</source>
        <translation>aquí le toca al puesto %1, no al alumno (puesto %2): las jugadas de los demás puestos van en others_play</translation>
    </message>
    <message>
        <source>'%1' is not legal here; legal: %2</source>
        <translation>«%1» no es una jugada legal aquí; jugadas legales: %2</translation>
    </message>
    <message>
        <source>after it, the position breaks a rule: %1</source>
        <translation>después, la posición incumple una regla: %1</translation>
    </message>
    <message>
        <source>the learner (seat %1) is to move here: the learner's moves are the steps' expect</source>
        <translation>aquí le toca al alumno (puesto %1): sus jugadas van en el campo expect de cada paso</translation>
    </message>
    <message>
        <source>'%1' is not a role the moves name here (%2)</source>
        <translation>«%1» no es un papel que nombren las jugadas aquí (%2)</translation>
    </message>
    <message>
        <source>%1 is nowhere on the table</source>
        <translation>%1 no está en ninguna parte de la mesa</translation>
    </message>
    <message>
        <source>'%1' is the move the step expects: nothing to explain</source>
        <translation>«%1» es la jugada que espera el paso: no hay nada que explicar</translation>
    </message>
    <message>
        <source>there is no seat %1 at this table (seats 0 to %2)</source>
        <translation>no hay puesto %1 en esta mesa (puestos del 0 al %2)</translation>
    </message>
    <message>
        <source>%1 is not a number of players this game takes (%2 to %3)</source>
        <translation>este juego no admite %1 jugadores (de %2 a %3)</translation>
    </message>
    <message>
        <source>the variant does not merge: %1</source>
        <translation>la variante no se puede combinar: %1</translation>
    </message>
    <message>
        <source>no such variant (%1)</source>
        <translation>no existe esa variante (%1)</translation>
    </message>
    <message>
        <source>these rules do not build</source>
        <translation>con estas reglas no se puede montar el juego</translation>
    </message>
    <message>
        <source>the rules play no seat at this seat and level</source>
        <translation>las reglas no pueden jugar este puesto con este nivel</translation>
    </message>
    <message>
        <source>'%1' is a seat the game's rules play, not an agent</source>
        <extracomment>%1 is the seat's text ("rules", or "automa" in older files)</extracomment>
        <translation>«%1» es un puesto que juegan las reglas del juego, no un agente</translation>
    </message>
    <message>
        <source>bad rules seat '%1' (rules or rules:level=N)</source>
        <translation>puesto jugado por las reglas mal escrito: «%1» (rules o rules:level=N)</translation>
    </message>
    <message>
        <source>only one seat can be %1</source>
        <extracomment>%1 is the name of the game's own solo opponent from its data (Tokaido Duo: "Automa"), a name without an article</extracomment>
        <translation>%1 solo puede ocupar un puesto</translation>
    </message>
    <message>
        <source>%1 has no opponent of its own</source>
        <extracomment>%1 is the game's name ("Kokeshi &amp; Samurai"): it has no opponent its rules play</extracomment>
        <translation>las reglas de %1 no incluyen un rival para jugar en solitario</translation>
    </message>
    <message>
        <source>%1 has levels 1 to %2</source>
        <extracomment>%1 is the name of the game's own solo opponent from its data (Tokaido Duo: "Automa"), %2 its highest level</extracomment>
        <translation>%1 tiene niveles del 1 al %2</translation>
    </message>
    <message>
        <source>it is seat %1's turn here, not the picture's seat (%2): a picture can ring only the moves of the seat it shows</source>
        <translation>aquí le toca al puesto %1, no al de la imagen (puesto %2): una imagen solo puede marcar las jugadas del puesto que muestra</translation>
    </message>
    <message>
        <source>no legal move has every part of this ring; legal: %1</source>
        <translation>ninguna jugada legal tiene todas las partes de esta marca; jugadas legales: %1</translation>
    </message>
    <message>
        <source>the game&apos;s table has no part &apos;%1&apos; here; its parts: %2</source>
        <translation>la mesa del juego no tiene aquí ninguna parte «%1»; sus partes: %2</translation>
    </message>
    <message>
        <source>there is no picture '%1' (rules/pictures/%1.yaml)</source>
        <translation>no hay ninguna imagen «%1» (rules/pictures/%1.yaml)</translation>
    </message>
    <message>
        <source>the page places other pictures than the English page (%1, in that order)</source>
        <translation>la página no muestra las mismas imágenes que la página en inglés (%1, en ese orden)</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>%1 · %2 %3 (hot spring)</source>
        <extracomment>Move panel: the die being resolved again with the hot spring; %1 player, %2 character, %3 value</extracomment>
        <translation>%1 · %2 %3 (fuente termal)</translation>
    </message>
    <message>
        <source>%1 · %2 %3</source>
        <extracomment>Move panel: the die being resolved; %1 player, %2 character, %3 value</extracomment>
        <translation>%1 · %2 %3</translation>
    </message>
    <message>
        <source>%1, goes back</source>
        <extracomment>Accessible name of a ware marked to go back; %1 the ware</extracomment>
        <translation>%1, vuelve a la bolsa</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n traveller(s) to paint</source>
        <extracomment>Move panel: the region under the mouse; %1 its name; %n meeples Paint would count there</extracomment>
        <translation>
            <numerusform>%1: %n viajero para pintar</numerusform>
            <numerusform>%1: %n viajeros para pintar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk %n space(s): %1</source>
        <extracomment>Move panel button; %1 the space reached; %n spaces</extracomment>
        <translation>
            <numerusform>Avanza %n casilla: %1</numerusform>
            <numerusform>Avanza %n casillas: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Put them back</source>
        <extracomment>Move panel button on an overflow: the marked wares go back into the bag</extracomment>
        <translation>Devuélvelas a la bolsa</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n more</source>
        <extracomment>Move panel button on an overflow, before enough wares are chosen; %n wares still to choose</extracomment>
        <translation>
            <numerusform>Elige %n más</numerusform>
            <numerusform>Elige %n más</numerusform>
        </translation>
    </message>
    <message>
        <source>Sell nothing</source>
        <extracomment>Move panel button: sell nothing</extracomment>
        <translation>No vendas nada</translation>
    </message>
    <message numerus="yes">
        <source>Sell %n (+%1)</source>
        <extracomment>Move panel button (short); %1 coins earned; %n wares sold</extracomment>
        <translation>
            <numerusform>Vende %n (+%1)</numerusform>
            <numerusform>Vende %n (+%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n to paint)</source>
        <extracomment>Move panel button: an artist's route; %1 the regions, %n meeples counted when painting</extracomment>
        <translation>
            <numerusform>%1 (%n para pintar)</numerusform>
            <numerusform>%1 (%n para pintar)</numerusform>
        </translation>
    </message>
    <message>
        <source>Another region</source>
        <extracomment>Move panel button: back to the choice of the region</extracomment>
        <translation>Otra región</translation>
    </message>
    <message numerus="yes">
        <source>Paint: %n painting(s) face up</source>
        <extracomment>Move panel button; %n paintings turned face up</extracomment>
        <translation>
            <numerusform>Pinta: voltea %n ficha de pintura</numerusform>
            <numerusform>Pinta: voltea %n fichas de pintura</numerusform>
        </translation>
    </message>
    <message>
        <source>Give away the painting: %1</source>
        <extracomment>Move panel button; %1 the painting's subject</extracomment>
        <translation>Regala la pintura: %1</translation>
    </message>
    <message>
        <source>%1 (%2), from %3</source>
        <extracomment>Move panel button; %1 tile name, %2 character, %3 the player who has it</extracomment>
        <translation>%1 (%2), de %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Move panel button; %1 tile name, %2 character</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Use the hot spring</source>
        <extracomment>Move panel button: spend the hot spring token</extracomment>
        <translation>Usa la fuente termal</translation>
    </message>
    <message>
        <source>Keep the token</source>
        <extracomment>Move panel button: keep the hot spring token</extracomment>
        <translation>Conserva la ficha</translation>
    </message>
    <message>
        <source>Your wave tile gives a choice: click one of the lit spaces, or a button.</source>
        <extracomment>Move panel prompt: the pilgrim wave tile gives two counts</extracomment>
        <translation>Tu loseta de ola te deja elegir: haz clic en una de las casillas iluminadas o en un botón.</translation>
    </message>
    <message>
        <source>Click a lit town. Mountain towns draw wares from the bag; coastal towns buy one kind of ware.</source>
        <extracomment>Move panel prompt</extracomment>
        <translation>Haz clic en una población iluminada. En los pueblos de montaña se sacan mercancías de la bolsa; los puertos compran un tipo de mercancía.</translation>
    </message>
    <message>
        <source>Every region you pass counts when you paint. Choose the route to %1.</source>
        <extracomment>Move panel prompt (Inspired: the regions passed count for painting); %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>Todas las regiones por las que pases cuentan al pintar. Elige la ruta hasta %1.</translation>
    </message>
    <message>
        <source>Click a lit region (the shortest route is taken).</source>
        <extracomment>Move panel prompt</extracomment>
        <translation>Haz clic en una región iluminada (se toma la ruta más corta).</translation>
    </message>
    <message>
        <source>Paint turns face-down paintings face up; a gift removes your first face-up painting if it shows this region's subject.</source>
        <extracomment>Move panel prompt</extracomment>
        <translation>Pintar voltea fichas de pintura que están boca abajo; regalar retira tu primera ficha boca arriba si muestra el motivo de esta región.</translation>
    </message>
    <message>
        <source>Take one wave tile; it stays on the matching character board.</source>
        <extracomment>Move panel prompt on a seashore</extracomment>
        <translation>Toma una loseta de ola; se queda en el tablero del personaje correspondiente.</translation>
    </message>
    <message>
        <source>Spend the token to move the same character by the same value again, or keep it.</source>
        <extracomment>Move panel prompt; the hot spring token (温泉)</extracomment>
        <translation>Gasta la ficha para mover otra vez el mismo personaje con el mismo resultado, o consérvala.</translation>
    </message>
    <message numerus="yes">
        <source>You may keep %n ware(s). Click the wares that go back into the bag.</source>
        <extracomment>Move panel prompt on an overflow; %n the hand limit</extracomment>
        <translation>
            <numerusform>Puedes quedarte %n mercancía. Haz clic en las que vuelven a la bolsa.</numerusform>
            <numerusform>Puedes quedarte %n mercancías. Haz clic en las que vuelven a la bolsa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the %1</source>
        <extracomment>Keyboard and screen reader: unmark a ware that was to go back into the bag; %1 the ware</extracomment>
        <translation>Conserva: %1</translation>
    </message>
    <message>
        <source>Put the %1 back</source>
        <extracomment>Keyboard and screen reader: mark a ware to go back into the bag; %1 the ware</extracomment>
        <translation>Devuelve a la bolsa: %1</translation>
    </message>
    <message>
        <source>Click a die (or go to it with the arrow keys and press Enter): that character moves by its value.</source>
        <extracomment>Move panel prompt in the dice draft</extracomment>
        <translation>Haz clic en un dado (o selecciónalo con las flechas y pulsa Intro): su personaje se mueve lo que marque el dado.</translation>
    </message>
    <message>
        <source>Nothing to paint here: end the artist's turn</source>
        <extracomment>Move panel button when the artist has nobody to paint where it stands: the turn ends with nothing done</extracomment>
        <translation>Nada que pintar aquí: terminar el turno del artista</translation>
    </message>
    <message numerus="yes">
        <source>Sell %n %1 (%2)</source>
        <extracomment>Move panel button; %1 the ware, %2 the coins earned ("+6 coins", the message "+%n coin(s)"); %n wares sold</extracomment>
        <translation>
            <numerusform>Vende %n × %1 (%2)</numerusform>
            <numerusform>Vende %n × %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n coin(s)</source>
        <extracomment>Move panel button, the coins a sale earns; %n coins</extracomment>
        <translation>
            <numerusform>+%n moneda</numerusform>
            <numerusform>+%n monedas</numerusform>
        </translation>
    </message>
    <message>
        <source>, then </source>
        <extracomment>Screen reader: between two regions of an artist's route ("Dōgo, then Mount Ishizuchi"); mind the spaces</extracomment>
        <translation>, luego </translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Round %1 · %2 picks first</source>
        <extracomment>Dice tray heading; %1 the round, %2 the player who picks first this round</extracomment>
        <translation>Ronda %1 · Elige primero %2</translation>
    </message>
    <message>
        <source>%1 die: %2, taken by %3</source>
        <extracomment>Accessible name of a die taken in the draft; %1 character, %2 value, %3 the player who took it</extracomment>
        <translation>Dado: %1 %2, elegido por %3</translation>
    </message>
    <message>
        <source>%1 die: %2</source>
        <extracomment>Accessible name of a die; %1 character, %2 value</extracomment>
        <translation>Dado: %1 %2</translation>
    </message>
    <message>
        <source>On the board</source>
        <extracomment>The hot spring token is on the board (short)</extracomment>
        <translation>En el tablero</translation>
    </message>
    <message>
        <source>Dice tray</source>
        <extracomment>Accessible name of the dice tray (the round's three dice)</extracomment>
        <translation>Bandeja de dados</translation>
    </message>
</context>
<context>
    <name>DictTable</name>
    <message>
        <source>How often: %1</source>
        <extracomment>Rules editor: under a table of numbers by key, how often each number comes; %1 is e.g. "1 ×4 · 2 ×6"</extracomment>
        <translation>Frecuencia: %1</translation>
    </message>
</context>
<context>
    <name>EditBubble</name>
    <message>
        <source>Close</source>
        <extracomment>Closes the small editing card over the board preview</extracomment>
        <translation>Cerrar</translation>
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
        <translation>‹ Cerrar</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <extracomment>Rules editor title; %1 is the game's name</extracomment>
        <translation>Reglas de %1</translation>
    </message>
    <message>
        <source>New variant</source>
        <extracomment>Rules editor subtitle when the document is a new variant without a name yet</extracomment>
        <translation>Variante nueva</translation>
    </message>
    <message>
        <source>%1 (shipped with Kotatsu: save it as your own variant)</source>
        <extracomment>Rules editor subtitle; %1 is the variant's name: the variant ships with Kotatsu, so it is saved under another id</extracomment>
        <translation>%1 (incluida en Kotatsu: guárdala como variante propia)</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <extracomment>Rules editor tooltip of the undo button; %1 is what would be undone</extracomment>
        <translation>Deshacer: %1</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nada que deshacer</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <extracomment>Rules editor tooltip of the redo button; %1 is what would be done again</extracomment>
        <translation>Rehacer: %1</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nada que rehacer</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Rules editor: saves the variant (a shipped one asks for a new id first)</extracomment>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save as…</source>
        <extracomment>Rules editor: saves the variant under a new id and name</extracomment>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Play this variant</source>
        <extracomment>Rules editor: starts a game with the rules being edited</extracomment>
        <translation>Jugar esta variante</translation>
    </message>
    <message>
        <source>Wait for the check to finish.</source>
        <extracomment>Rules editor: tooltip of the disabled Play button while the check runs</extracomment>
        <translation>Espera a que termine la comprobación.</translation>
    </message>
    <message numerus="yes">
        <source>Fix the %n error(s) first: a variant with errors cannot be played.</source>
        <extracomment>Rules editor: tooltip of the disabled Play button; %n is the number of errors</extracomment>
        <translation>
            <numerusform>Corrige primero el error (%n): una variante con errores no se puede jugar.</numerusform>
            <numerusform>Corrige primero los %n errores: una variante con errores no se puede jugar.</numerusform>
        </translation>
    </message>
    <message>
        <source>The text does not read as a variant yet.</source>
        <extracomment>Rules editor: tooltip of the disabled Play button when the text does not read</extracomment>
        <translation>El texto todavía no es una variante válida.</translation>
    </message>
    <message>
        <source>Text</source>
        <extracomment>Rules editor: tab with the variant's YAML text</extracomment>
        <translation>Texto</translation>
    </message>
    <message numerus="yes">
        <source>Changes (%n)</source>
        <extracomment>Rules editor: tab listing what the variant changes; %n is how many changes</extracomment>
        <translation>
            <numerusform>Cambios (%n)</numerusform>
            <numerusform>Cambios (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <extracomment>Title of the dialog before closing the rules editor with unsaved changes</extracomment>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The variant has changes that are not saved. Save them before closing?</source>
        <extracomment>Dialog before closing the rules editor with unsaved changes</extracomment>
        <translation>La variante tiene cambios sin guardar. ¿Guardarlos antes de cerrar?</translation>
    </message>
    <message>
        <source>Save and close</source>
        <extracomment>Dialog button: save the variant, then close the editor</extracomment>
        <translation>Guardar y cerrar</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Dialog button: close the editor and lose the unsaved changes</extracomment>
        <translation>No guardar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Dialog button: close the dialog without doing anything</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <extracomment>Title of the dialog offering the work the editor kept before it was stopped</extracomment>
        <translation>¿Recuperar el trabajo sin guardar?</translation>
    </message>
    <message>
        <source>Recover</source>
        <extracomment>Dialog button: take back the autosaved changes</extracomment>
        <translation>Recuperar</translation>
    </message>
    <message>
        <source>Recover your changes to “%1” (%2), autosaved %3?</source>
        <extracomment>Rules editor, recovery prompt; %1 is the variant's name, %2 the game's, %3 when it was autosaved ("today at 14:32")</extracomment>
        <translation>¿Recuperar tus cambios en «%1» (%2), guardados automáticamente %3?</translation>
    </message>
    <message>
        <source>It is a new variant, not saved in a file yet.</source>
        <extracomment>Rules editor, recovery prompt: the autosaved variant was never saved in a file</extracomment>
        <translation>Es una variante nueva, aún sin guardar en un archivo.</translation>
    </message>
    <message>
        <source>The changes are to %1, which ships with Kotatsu: save them as your own variant.</source>
        <extracomment>Rules editor, recovery prompt; %1 is a file name: the changes were made to a variant shipped with Kotatsu</extracomment>
        <translation>Los cambios son de %1, que viene con Kotatsu: guárdalos como variante propia.</translation>
    </message>
    <message>
        <source>%1 keeps the version saved before them; Undo goes back to it.</source>
        <extracomment>Rules editor, recovery prompt; %1 is a file name: undo goes back to what the file holds</extracomment>
        <translation>%1 conserva la versión guardada antes de ellos; Deshacer vuelve a ella.</translation>
    </message>
    <message numerus="yes">
        <source>%n more autosaved document(s) of this game will be offered after this one.</source>
        <extracomment>Rules editor, recovery prompt: more autosaved documents of this game are waiting; %n how many</extracomment>
        <translation>
            <numerusform>Después se te ofrecerá %n documento más de este juego guardado automáticamente.</numerusform>
            <numerusform>Después se te ofrecerán %n documentos más de este juego guardados automáticamente.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard…</source>
        <extracomment>Dialog button: asks to confirm before the autosaved changes are deleted</extracomment>
        <translation>Borrar…</translation>
    </message>
    <message>
        <source>Not now</source>
        <extracomment>Dialog button: leaves the autosaved changes for later (offered again next time)</extracomment>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>Delete these changes?</source>
        <extracomment>Title of the dialog confirming that autosaved changes are deleted</extracomment>
        <translation>¿Borrar estos cambios?</translation>
    </message>
    <message>
        <source>Your changes to “%1” (%2), autosaved %3, will be deleted and cannot be recovered. Files you saved stay as they are.</source>
        <extracomment>Rules editor, confirming a discard; %1 is the variant's name, %2 the game's, %3 when it was autosaved ("today at 14:32")</extracomment>
        <translation>Tus cambios en «%1» (%2), guardados automáticamente %3, se borrarán y no se podrán recuperar. Los archivos que guardaste quedan como están.</translation>
    </message>
    <message>
        <source>Delete the changes</source>
        <extracomment>Dialog button: deletes the autosaved changes for good</extracomment>
        <translation>Borrar los cambios</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Dialog button: back to the recovery prompt without deleting anything</extracomment>
        <translation>Atrás</translation>
    </message>
</context>
<context>
    <name>EditorRecovery</name>
    <message>
        <source>today at %1</source>
        <extracomment>When the rules editor autosaved unsaved changes, inside "Recover your changes to “X” (Game), autosaved %3?"; %1 is a time</extracomment>
        <translation>hoy a las %1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <extracomment>As "today at %1", the day before; %1 is a time</extracomment>
        <translation>ayer a las %1</translation>
    </message>
    <message>
        <source>on %1 at %2</source>
        <extracomment>As "today at %1", an earlier day; %1 is a date, %2 a time</extracomment>
        <translation>el %1 a las %2</translation>
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
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <extracomment>End screen button: close the end screen and look at the final position</extracomment>
        <translation>Ver la mesa</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <extracomment>End screen button</extracomment>
        <translation>Volver a los juegos</translation>
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
            <numerusform>%n jugada en total</numerusform>
            <numerusform>%n jugadas en total</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>End screen button: step through the game's moves from the start</extracomment>
        <translation>Ver la repetición</translation>
    </message>
</context>
<context>
    <name>EndStandings</name>
    <message>
        <source>1st</source>
        <extracomment>End screen: a place in the standings ("You finished 1st of 3")</extracomment>
        <translation>1.ª</translation>
    </message>
    <message>
        <source>2nd</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>2.ª</translation>
    </message>
    <message>
        <source>3rd</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>3.ª</translation>
    </message>
    <message>
        <source>4th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>4.ª</translation>
    </message>
    <message>
        <source>5th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>5.ª</translation>
    </message>
    <message>
        <source>6th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>6.ª</translation>
    </message>
    <message>
        <source>7th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>7.ª</translation>
    </message>
    <message>
        <source>8th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>8.ª</translation>
    </message>
    <message numerus="yes">
        <source>%n other player(s)</source>
        <extracomment>End screen: the players sharing a place, when there are more than two of them</extracomment>
        <translation>
            <numerusform>%n jugador más</numerusform>
            <numerusform>%n jugadores más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %1 of %n</source>
        <extracomment>End screen, one person against the computer: their place; %1 is the place ("2nd"), %n the number of players</extracomment>
        <translation>
            <numerusform>Has quedado en %1 posición de %n</numerusform>
            <numerusform>Has quedado en %1 posición de %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %1 of %n, level with %2</source>
        <extracomment>End screen: the person's place, shared; %1 is the place ("1st"), %2 who shares it ("Computer 2", "3 other players"), %n the number of players</extracomment>
        <translation>
            <numerusform>Has quedado en %1 posición de %n, compartida con %2</numerusform>
            <numerusform>Has quedado en %1 posición de %n, compartida con %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 finished %2 of %n</source>
        <extracomment>End screen, several people at the screen: one person's place; %1 is the name, %2 the place ("2nd"), %n the number of players</extracomment>
        <translation>
            <numerusform>%1 ha quedado en %2 posición de %n</numerusform>
            <numerusform>%1 ha quedado en %2 posición de %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 finished %2 of %n, level with %3</source>
        <extracomment>End screen, several people at the screen: one person's shared place; %1 is the name, %2 the place, %3 who shares it, %n the number of players</extracomment>
        <translation>
            <numerusform>%1 ha quedado en %2 posición de %n, compartida con %3</numerusform>
            <numerusform>%1 ha quedado en %2 posición de %n, compartida con %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>End screen table: the column of each player's score</extracomment>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>End screen table: the column of places (1st, 2nd…)</extracomment>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>End screen table: the column of player names</extracomment>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>End screen table: the name of the person at the screen, marked as theirs; %1 is the name</extracomment>
        <translation>%1 (tú)</translation>
    </message>
</context>
<context>
    <name>ErrorList</name>
    <message>
        <source>Checking…</source>
        <extracomment>Rules editor status line while the variant is being checked</extracomment>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>No errors — ready to play</source>
        <extracomment>Rules editor status line when the variant has no errors</extracomment>
        <translation>Sin errores: lista para jugar</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <extracomment>Rules editor status line; %n is the number of errors in the variant</extracomment>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved as a draft: a variant with errors cannot be played</source>
        <extracomment>Rules editor status line: what saving a variant with errors does</extracomment>
        <translation>Se guarda como borrador: una variante con errores no se puede jugar</translation>
    </message>
    <message>
        <source>Compare with the base game</source>
        <extracomment>Rules editor: opens the variant lab on the rules being edited against the game's standard rules</extracomment>
        <translation>Comparar con el juego base</translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <source>One less</source>
        <extracomment>Rules editor: button that lowers a whole-number field by one</extracomment>
        <translation>Uno menos</translation>
    </message>
    <message>
        <source>One more</source>
        <extracomment>Rules editor: button that raises a whole-number field by one</extracomment>
        <translation>Uno más</translation>
    </message>
</context>
<context>
    <name>FiguresTable</name>
    <message>
        <source>Figure</source>
        <extracomment>Variant lab, figures table heading: the figure's name</extracomment>
        <translation>Indicador</translation>
    </message>
    <message>
        <source>Difference</source>
        <extracomment>Variant lab, figures table heading: the variant's value minus the base's, paired by seed</extracomment>
        <translation>Diferencia</translation>
    </message>
    <message>
        <source>The first figures come after the first games…</source>
        <extracomment>Variant lab, figures table while the first games run</extracomment>
        <translation>Los primeros datos aparecerán tras las primeras partidas…</translation>
    </message>
    <message>
        <source>Choose the seats and the number of games, then Run. Both rule sets play the same seeds, so every difference is measured game by game.</source>
        <extracomment>Variant lab, figures table before any run</extracomment>
        <translation>Elige quién ocupa cada puesto y el número de partidas, y pulsa Ejecutar. Los dos reglamentos se juegan con las mismas semillas, así que cada diferencia se mide partida a partida.</translation>
    </message>
    <message numerus="yes">
        <source>The verdicts come once all %Ln game(s) are played: a difference that looks real half-way can still vanish.</source>
        <extracomment>Variant lab, above the figures while a comparison runs; %n the games planned on each side</extracomment>
        <translation>
            <numerusform>Los veredictos llegarán cuando se haya jugado la partida prevista (%Ln): una diferencia que parece real a mitad de camino todavía puede desaparecer.</numerusform>
            <numerusform>Los veredictos llegarán cuando se hayan jugado las %Ln partidas: una diferencia que parece real a mitad de camino todavía puede desaparecer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No verdicts: the run stopped after %1 of %Ln game(s), and stopping early can catch a lucky moment. The intervals describe the games played.</source>
        <extracomment>Variant lab, above the figures of a cancelled comparison; %1 the games played on each side, %n the games planned</extracomment>
        <translation>
            <numerusform>Sin veredictos: la simulación se detuvo tras %1 de %Ln partida, y parar antes de tiempo puede dar con un momento de suerte. Los intervalos describen las partidas jugadas.</numerusform>
            <numerusform>Sin veredictos: la simulación se detuvo tras %1 de %Ln partidas, y parar antes de tiempo puede dar con un momento de suerte. Los intervalos describen las partidas jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Margin ±</source>
        <extracomment>Variant lab, figures table: label of the field holding the smallest difference that matters for this figure (its margin)</extracomment>
        <translation>Margen ±</translation>
    </message>
    <message>
        <source>The smallest difference that matters for this figure, in its unit (a share in percentage points); 5% is a share of the standard value. Empty: the default.</source>
        <extracomment>Variant lab, tooltip of a figure&apos;s margin field: what it is and how to write it</extracomment>
        <translation>La menor diferencia que cuenta para este indicador, en su unidad (en puntos porcentuales si es una proporción). «5%» es el 5 % del valor con las reglas estándar. Vacío: el valor por defecto.</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <source>File name</source>
        <extracomment>Label of the file name field in the file dialog (Qt's own dialog)</extracomment>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Filter</source>
        <extracomment>Label of the file type chooser in the file dialog (Qt's own dialog)</extracomment>
        <translation>Tipo</translation>
    </message>
</context>
<context>
    <name>FormBlock</name>
    <message>
        <source>Add a value</source>
        <extracomment>Rules editor: adds a value at the end of a list of values</extracomment>
        <translation>Añadir un valor</translation>
    </message>
    <message>
        <source>Remove the last value</source>
        <extracomment>Rules editor: removes the last value of a list of values</extracomment>
        <translation>Quitar el último valor</translation>
    </message>
    <message>
        <source>Earlier in the list</source>
        <extracomment>Rules editor: moves a word one place earlier in an ordered list (a priority list)</extracomment>
        <translation>Subir en la lista</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>‹ Games</source>
        <extracomment>Leaves the game for the launcher</extracomment>
        <translation>‹ Juegos</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Takes back your last move</extracomment>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Plays again a move you took back</extracomment>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Opens the game menu</extracomment>
        <translation>Menú</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>Game menu: same players, new shuffle</extracomment>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <extracomment>Game menu</extracomment>
        <translation>Abrir partida guardada…</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Game menu: opens the rules</extracomment>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>This build of Kotatsu has no table for this game yet.</source>
        <extracomment>Shown when a game from data/ has no table view in this build</extracomment>
        <translation>Esta versión de Kotatsu aún no tiene mesa para este juego.</translation>
    </message>
    <message>
        <source>Save game</source>
        <extracomment>Game menu: saves into the list of saved games</extracomment>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Game saved</source>
        <extracomment>Shown for a moment after saving</extracomment>
        <translation>Partida guardada</translation>
    </message>
    <message>
        <source>Edit these rules…</source>
        <extracomment>Game menu: opens the rules editor on the rules of this game (leaves the game)</extracomment>
        <translation>Editar estas reglas…</translation>
    </message>
    <message>
        <source>Move the focus among the moves you can make</source>
        <extracomment>Keys list in the rules drawer: arrow keys on the table</extracomment>
        <translation>Mueve el foco entre las jugadas que puedes hacer</translation>
    </message>
    <message>
        <source>Enter</source>
        <extracomment>Keys list: Enter plays the move with the focus</extracomment>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Play the move with the focus (or choose that part of it)</source>
        <translation>Realiza la jugada seleccionada (o elige esa parte de la jugada)</translation>
    </message>
    <message>
        <source>Esc</source>
        <extracomment>Keys list: Escape steps back</extracomment>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Step back from a move begun</source>
        <translation>Retrocede un paso en una jugada a medias</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <extracomment>Game menu: step through the moves played so far</extracomment>
        <translation>Ver la repetición de la partida</translation>
    </message>
    <message>
        <source>Full screen</source>
        <extracomment>Game menu: the window fills the screen (or back)</extracomment>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message numerus="yes">
        <source>Takes back your last move and the computer's %n move(s) after it</source>
        <extracomment>Undo button tooltip when the computer has answered; %n is how many of its moves go too</extracomment>
        <translation>
            <numerusform>Deshace tu última jugada y %n jugada del ordenador que la siguió</numerusform>
            <numerusform>Deshace tu última jugada y las %n jugadas del ordenador que la siguieron</numerusform>
        </translation>
    </message>
    <message>
        <source>Takes back your last move</source>
        <extracomment>Undo button tooltip</extracomment>
        <translation>Deshace tu última jugada</translation>
    </message>
    <message>
        <source>Settings…</source>
        <extracomment>Game menu: opens the settings page</extracomment>
        <translation>Ajustes…</translation>
    </message>
    <message>
        <source>The game on the table is kept: Resume on the game list goes on with it until you start another one. Save it to keep it in your saved games as well.</source>
        <extracomment>Dialog before opening another saved game while a game is under way
----------
Dialog before going back to the game list while a game is under way</extracomment>
        <translation>La partida en curso se conserva: «Continuar», en la lista de juegos, la retoma mientras no empieces otra. Guárdala si quieres tenerla también entre tus partidas guardadas.</translation>
    </message>
    <message>
        <source>Editing the rules leaves the game on the table. It is kept: Resume on the game list goes on with it until you start another one.</source>
        <extracomment>Dialog before opening the rules editor while a game is under way</extracomment>
        <translation>Si editas las reglas, sales de la partida en curso, pero no se pierde: «Continuar», en la lista de juegos, la retoma mientras no empieces otra.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <extracomment>Dialog button: open the list of saved games (the game on the table is kept for Resume)</extracomment>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Edit the rules</source>
        <extracomment>Dialog button: open the rules editor (the game on the table is kept for Resume)</extracomment>
        <translation>Editar las reglas</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <extracomment>Dialog button: go back to the game list (the game on the table is kept for Resume)</extracomment>
        <translation>Volver a los juegos</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>Game menu: asks the strong computer which move to make</extracomment>
        <translation>Pista</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>Status line in the replay: whose turn it was in the position shown; %1 a player's name</extracomment>
        <translation>turno de %1</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <extracomment>Status line in the replay of a game without rounds; %1 the position shown: whose turn it was, or how the game ended (after the colon, in lower case unless it starts with a name)</extracomment>
        <translation>Repetición: %1</translation>
    </message>
    <message>
        <source>Replay: %1 · %2</source>
        <extracomment>Status line in the replay; %1 the round of the position shown (the move log's "Round 3", lower case here in es and fr: "ronda 3", "manche 3"), %2 whose turn it was ("Blue to move") or how the game ended; fr « Revoir : manche 3, au tour de Bleu »</extracomment>
        <translation>Repetición: %1 · %2</translation>
    </message>
    <message>
        <source>Zoom the table in or out</source>
        <extracomment>Keys list: the zoom keys (Ctrl + / Ctrl −)</extracomment>
        <translation>Acercar o alejar la mesa</translation>
    </message>
    <message>
        <source>Automatic zoom</source>
        <extracomment>Game menu: the table's zoom follows the window (a check mark when on)</extracomment>
        <translation>Zoom automático</translation>
    </message>
    <message>
        <source>Zoom in (now %1)</source>
        <extracomment>Game menu: the table larger; %1 is the zoom now ("120 %")</extracomment>
        <translation>Acercar (ahora %1)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <extracomment>Game menu: the table smaller</extracomment>
        <translation>Alejar</translation>
    </message>
    <message>
        <source>The connection to the table dropped; joining again…</source>
        <extracomment>Status line at a network table when the connection to the host dropped; the app connects again by itself</extracomment>
        <translation>Se ha perdido la conexión con la mesa; reconectando…</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <extracomment>At a table this app hosts for people on other computers: copies the invitation to send them</extracomment>
        <translation>Copiar la invitación</translation>
    </message>
    <message>
        <source>Send this to the people you invite: %1</source>
        <extracomment>Tooltip of "Copy the invitation"; %1 is the invitation&apos;s link (kotatsu://…)</extracomment>
        <translation>Envía este enlace a las personas que invites: %1</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The variant file “%1” of this saved game cannot be used: %2</source>
        <extracomment>Error when opening a saved game; %1 is the path of a variant file, %2 the first problem found in it</extracomment>
        <translation>No se puede usar el archivo de variante «%1» de esta partida guardada: %2</translation>
    </message>
    <message>
        <source>The saved game was played with the variant file “%1”, which is missing.</source>
        <extracomment>Error when opening a saved game played with a variant file; %1 is its path</extracomment>
        <translation>La partida guardada se jugó con el archivo de variante «%1», que no se encuentra.</translation>
    </message>
    <message>
        <source>The game “%1” is not available.</source>
        <extracomment>Error when starting a game; %1 is a game id</extracomment>
        <translation>El juego «%1» no está disponible.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <extracomment>Error when a move is sent out of turn</extracomment>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <extracomment>Error when a move breaks the rules</extracomment>
        <translation>Esa jugada no está permitida ahora.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <extracomment>Error when saving without a game</extracomment>
        <translation>No hay ninguna partida que guardar.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>Error when saving; %1 is the system's reason</extracomment>
        <translation>No se ha podido guardar la partida: %1</translation>
    </message>
    <message>
        <source>The saved game could not be opened: %1</source>
        <extracomment>Error when opening a saved game; %1 is the reason</extracomment>
        <translation>No se ha podido abrir la partida guardada: %1</translation>
    </message>
    <message>
        <source>The saved game needs “%1”, which is not available.</source>
        <extracomment>Error when opening a saved game; %1 is a game or game/variant id</extracomment>
        <translation>La partida guardada necesita «%1», que no está disponible.</translation>
    </message>
    <message>
        <source>The saved game has a number of players this game does not allow.</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>La partida guardada tiene un número de jugadores que este juego no admite.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is played by exactly %n player(s).</source>
        <extracomment>Error when starting a game; %1 is the game, %n its number of players</extracomment>
        <translation>
            <numerusform>%1 se juega con exactamente %n jugador.</numerusform>
            <numerusform>%1 se juega con exactamente %n jugadores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is played by %2 to %n player(s).</source>
        <extracomment>Error when starting a game; %1 is the game, %2 and %n the player range (fewest, most)</extracomment>
        <translation>
            <numerusform>%1 se juega de %2 a %n jugador.</numerusform>
            <numerusform>%1 se juega de %2 a %n jugadores.</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer chose a move that is not allowed; it plays another one.</source>
        <extracomment>Internal error shown to the player; the game goes on with another move</extracomment>
        <translation>El ordenador ha elegido una jugada no permitida; juega otra.</translation>
    </message>
    <message>
        <source>The saved game does not match the rules: its move %1 is not allowed.</source>
        <extracomment>Error when opening a saved game; %1 is the number of the first move that does not fit</extracomment>
        <translation>La partida guardada no cumple las reglas: su jugada n.º %1 no está permitida.</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <extracomment>Error when Resume finds no game left unfinished</extracomment>
        <translation>No hay ninguna partida sin terminar que continuar.</translation>
    </message>
    <message>
        <source>A seat is neither a person, a computer player nor the game's own opponent.</source>
        <extracomment>Error when starting a game with a malformed seat; the game's own opponent is a seat the rules play (Tokaido Duo's Automa)</extracomment>
        <translation>Uno de los jugadores no es ni una persona, ni el ordenador, ni el rival propio del juego.</translation>
    </message>
    <message>
        <source>Only one seat can be %1.</source>
        <extracomment>Error when starting a solo game: two seats were set to the game's own opponent; %1 its name from the game's data (Tokaido Duo: "Automa"), a name without an article</extracomment>
        <translation>%1 solo puede ocupar un puesto.</translation>
    </message>
    <message>
        <source>%1 has no opponent of its own to play against.</source>
        <extracomment>Error when starting a game; %1 is the game. It has no opponent the rules play (as Tokaido Duo's Automa), so it cannot be played solo</extracomment>
        <translation>Las reglas de %1 no incluyen un rival para jugar en solitario.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no level %2: it has %n level(s).</source>
        <extracomment>Error when starting a solo game; %1 is the name of the game's own opponent from its data (Tokaido Duo: "Automa", a name without an article), %2 the level asked for, %n how many levels it has</extracomment>
        <translation>
            <numerusform>%1 no tiene nivel %2: tiene %n nivel.</numerusform>
            <numerusform>%1 no tiene nivel %2: tiene %n niveles.</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson “%1” is not available.</source>
        <extracomment>Error when starting a lesson ("Learn to play"); %1 is the lesson's id</extracomment>
        <translation>La lección «%1» no está disponible.</translation>
    </message>
    <message>
        <source>The lesson “%1” cannot be played with these rules.</source>
        <extracomment>Error when starting a lesson ("Learn to play"); %1 is the lesson's id</extracomment>
        <translation>La lección «%1» no se puede jugar con estas reglas.</translation>
    </message>
    <message>
        <source>That is a move of the game, but not the one this lesson is about. Look at what is ringed.</source>
        <extracomment>A lesson ("Learn to play"): the learner made a move the lesson has no word for</extracomment>
        <translation>Es una jugada válida, pero no la que enseña esta lección. Fíjate en lo que está rodeado.</translation>
    </message>
    <message>
        <source>The rules do not allow that move here.</source>
        <extracomment>A lesson ("Learn to play"): the learner's move breaks the rules</extracomment>
        <translation>Las reglas no permiten esa jugada aquí.</translation>
    </message>
    <message>
        <source>The picture “%1” is not available.</source>
        <extracomment>Error when a picture of the rules page cannot be drawn; %1 is the picture&apos;s id</extracomment>
        <translation>La imagen «%1» no está disponible.</translation>
    </message>
    <message>
        <source>The move could not be sent: the connection to the table is down.</source>
        <extracomment>Error when a move cannot be sent to the table another computer holds</extracomment>
        <translation>No se ha podido enviar la jugada: se ha perdido la conexión con la mesa.</translation>
    </message>
    <message>
        <source>This is not an invitation: paste the line or the kotatsu:// link the host gave you.</source>
        <extracomment>Error when joining a table on another computer: the pasted text is no invitation</extracomment>
        <translation>Esto no es una invitación: pega la línea o el enlace kotatsu:// que te ha dado el anfitrión.</translation>
    </message>
    <message>
        <source>The table refused the move (%1).</source>
        <extracomment>Error when the host of a network table refused a move; %1 is the protocol's reason (a code such as stale_ply)</extracomment>
        <translation>La mesa ha rechazado la jugada (%1).</translation>
    </message>
    <message>
        <source>The network game “%1” cannot be read: %2</source>
        <extracomment>Error when a saved network game cannot be opened; %1 the file, %2 the reason (in English, from the file's reader)</extracomment>
        <translation>No se ha podido leer la partida en red «%1»: %2</translation>
    </message>
    <message>
        <source>No table answered at %1. Is the host's app or server running, and the address right?</source>
        <extracomment>Joining a network table failed; %1 is the host's address and port (192.168.1.5:7070)</extracomment>
        <translation>Ninguna mesa ha respondido en %1. ¿Están abiertos la aplicación o el servidor del anfitrión? ¿Es correcta la dirección?</translation>
    </message>
    <message>
        <source>The table did not accept the invitation's code. Ask the host for a new invitation.</source>
        <extracomment>Joining a network table failed: the invitation's code is not the table's</extracomment>
        <translation>La mesa no ha aceptado el código de la invitación. Pide una nueva al anfitrión.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <extracomment>Joining a network table failed: every seat for players on other computers is taken</extracomment>
        <translation>Todos los puestos de esta mesa están ocupados.</translation>
    </message>
    <message>
        <source>The table no longer keeps your seat.</source>
        <extracomment>Coming back to a network table failed: the host no longer keeps this player's seat</extracomment>
        <translation>La mesa ya no te guarda el puesto.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window.</source>
        <extracomment>A network table: the player's seat was taken back on another window or computer</extracomment>
        <translation>Otra ventana ha recuperado tu puesto.</translation>
    </message>
    <message>
        <source>The table refused to seat you (%1).</source>
        <extracomment>Joining a network table failed; %1 is the protocol's reason (a code such as bad_message)</extracomment>
        <translation>La mesa no te ha admitido (%1).</translation>
    </message>
    <message>
        <source>The table plays “%1”, which this computer does not have.</source>
        <extracomment>Joining a network table failed: this computer does not have the host's game or variant; %1 is the game's id</extracomment>
        <translation>En esta mesa se juega a «%1», que no está instalado en este ordenador.</translation>
    </message>
    <message>
        <source>The table could not be hosted: %1</source>
        <extracomment>Error when the launcher cannot host a table for people on other computers; %1 says why (in English, from the network layer)</extracomment>
        <translation>No se ha podido crear la mesa: %1</translation>
    </message>
    <message>
        <source>There is no unfinished network table of yours to reopen.</source>
        <extracomment>Error on the launcher: the network table this app hosted cannot be opened again (its save is gone, or its game is over)</extracomment>
        <translation>No tienes ninguna mesa en red sin terminar que volver a abrir.</translation>
    </message>
    <message>
        <source>Your network table could not be reopened: %1</source>
        <extracomment>Error on the launcher when the network table this app hosted cannot be opened again; %1 says why (in English, from the network layer)</extracomment>
        <translation>No se ha podido volver a abrir tu mesa en red: %1</translation>
    </message>
    <message>
        <source>Your network table could not be reopened: port %1 cannot be used (%2)</source>
        <extracomment>Error on the launcher when the network table this app hosted cannot be opened again because its port (%1, a number: the others' invitations name it) cannot be used, e.g. another program took it; %2 says why (in English, from the network layer)</extracomment>
        <translation>No se ha podido volver a abrir tu mesa en red: el puerto %1 no está disponible (%2)</translation>
    </message>
    <message>
        <source>Choose the certificate and its key file, or let Kotatsu make a certificate.</source>
        <extracomment>Error when hosting a network table with TLS and the person&apos;s own certificate, but the certificate file or its key file was not chosen</extracomment>
        <translation>Elige el certificado y su archivo de clave, o deja que Kotatsu cree un certificado.</translation>
    </message>
    <message>
        <source>The computer at %1 is not the host that invited you: its certificate is not the invitation&apos;s. Neither the code nor your seat&apos;s token was sent to it. Ask the host for the invitation again.</source>
        <extracomment>Joining a network table over TLS failed: the host&apos;s certificate is not the one whose fingerprint the invitation carries (someone may be between the two computers); %1 is the host&apos;s address and port</extracomment>
        <translation>El ordenador de %1 no es el anfitrión que te invitó: su certificado no es el de la invitación. No se le han enviado ni el código ni el token de tu puesto. Pide otra vez la invitación al anfitrión.</translation>
    </message>
    <message>
        <source>The host at %1 has a certificate this computer does not trust, and the invitation does not name it. Nothing was sent to it.</source>
        <extracomment>Joining a network table over TLS failed: the invitation names no certificate and this computer does not trust the host&apos;s; %1 is the host&apos;s address and port</extracomment>
        <translation>El anfitrión de %1 tiene un certificado en el que este ordenador no confía, y la invitación no lo indica. No se le ha enviado nada.</translation>
    </message>
</context>
<context>
    <name>GameStatsPanel</name>
    <message>
        <source>Easy</source>
        <extracomment>Launcher statistics: games against the easy computer ("Easy 3/4": 3 won of 4)</extracomment>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Launcher statistics: games against the normal computer</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Launcher statistics: games against the strong computer</extracomment>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <extracomment>Launcher statistics of the chosen game before its first finished game</extracomment>
        <translation>Aún no has terminado ninguna partida</translation>
    </message>
    <message numerus="yes">
        <source>Played %n</source>
        <extracomment>Launcher statistics of the chosen game: games finished with a person at the table</extracomment>
        <translation>
            <numerusform>%n partida jugada</numerusform>
            <numerusform>%n partidas jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won %n</source>
        <extracomment>Launcher statistics: games the person won (alone against the computer)</extracomment>
        <translation>
            <numerusform>%n ganada</numerusform>
            <numerusform>%n ganadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hot-seat %n</source>
        <extracomment>Launcher statistics: games played by several people at one screen</extracomment>
        <translation>
            <numerusform>%n entre varias personas</numerusform>
            <numerusform>%n entre varias personas</numerusform>
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
        <translation>%1, nivel %2</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>%1 to move</source>
        <extracomment>A table's move panel in the replay: whose turn it was in the position shown; %1 a player's name</extracomment>
        <translation>Turno de %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <extracomment>Default name of a computer seat; %1 is the seat number</extracomment>
        <translation>Ordenador %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a person's seat; %1 is the seat number</extracomment>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the table cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1 ha hecho una jugada</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: a round; %1 is its number</extracomment>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Play the move ringed in gold</source>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice for a move the table cannot put in words; the table rings that move in gold</extracomment>
        <translation>haz la jugada marcada en dorado</translation>
    </message>
    <message>
        <source>Play the move ringed in gold?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the question for a move the table cannot put in words (ja 〜ますか？); the table rings that move in gold</extracomment>
        <translation>¿haces la jugada marcada en dorado?</translation>
    </message>
</context>
<context>
    <name>GardenBoard</name>
    <message>
        <source>Garden</source>
        <extracomment>Screen reader: the garden board</extracomment>
        <translation>Jardín</translation>
    </message>
</context>
<context>
    <name>GardenBoardEditor</name>
    <message>
        <source>Start fields:</source>
        <extracomment>Rules editor, garden: label before the buttons that choose a side's start fields on the board</extracomment>
        <translation>Casillas de salida:</translation>
    </message>
    <message>
        <source>Empty</source>
        <extracomment>Rules editor, garden: an empty tile slot on the board preview</extracomment>
        <translation>Vacía</translation>
    </message>
    <message>
        <source>Turn 90° (now %1°)</source>
        <extracomment>Rules editor, garden: turns a tile a quarter turn clockwise; %1 is its turn now in degrees</extracomment>
        <translation>Girar 90° (ahora %1°)</translation>
    </message>
    <message>
        <source>Bottom</source>
        <extracomment>Rules editor, garden: a tile's bottom inner line (before turning)</extracomment>
        <translation>Abajo</translation>
    </message>
    <message>
        <source>Left</source>
        <extracomment>Rules editor, garden: a tile's left inner line (before turning)</extracomment>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Top</source>
        <extracomment>Rules editor, garden: a tile's top inner line (before turning)</extracomment>
        <translation>Arriba</translation>
    </message>
    <message>
        <source>Right</source>
        <extracomment>Rules editor, garden: a tile's right inner line (before turning)</extracomment>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>Line %1 – %2</source>
        <extracomment>Rules editor, garden: title of the card of a line of the board; %1 and %2 the fields (or pagoda) it joins</extracomment>
        <translation>Línea %1 – %2</translation>
    </message>
    <message>
        <source>Colour</source>
        <extracomment>Rules editor, garden: label of a line's colour chooser</extracomment>
        <translation>Color</translation>
    </message>
    <message>
        <source>Tile slot %1, %2</source>
        <extracomment>Rules editor, garden: title of the editing card of a tile slot; %1 its column, %2 its row (from 0 at the bottom left)</extracomment>
        <translation>Hueco de loseta %1, %2</translation>
    </message>
    <message>
        <source>Place a tile here</source>
        <extracomment>Rules editor, garden: lays a tile in an empty slot</extracomment>
        <translation>Colocar una loseta aquí</translation>
    </message>
    <message>
        <source>Tile design</source>
        <extracomment>Rules editor, garden: label of the chooser of a slot's tile design</extracomment>
        <translation>Diseño de la loseta</translation>
    </message>
    <message>
        <source>Take the tile away</source>
        <extracomment>Rules editor, garden: takes the tile out of its slot</extracomment>
        <translation>Quitar la loseta</translation>
    </message>
    <message>
        <source>Lines of design %1 (every tile of this design changes):</source>
        <extracomment>Rules editor, garden: explains the four colour choosers of a tile design; %1 the design's id</extracomment>
        <translation>Líneas del diseño %1 (cambian todas las losetas de este diseño):</translation>
    </message>
</context>
<context>
    <name>GardenLabLabels</name>
    <message>
        <source>Moves after setup</source>
        <extracomment>Variant lab, figures table: the game's figure “plies” (plies once every figure is placed)</extracomment>
        <translation>Jugadas tras la colocación</translation>
    </message>
    <message>
        <source>Setup moves</source>
        <extracomment>Variant lab, figures table: the game's figure “setup_plies” (plies placing the figures)</extracomment>
        <translation>Jugadas de colocación</translation>
    </message>
    <message>
        <source>Steps</source>
        <extracomment>Variant lab, figures table: the game's figure “steps” (per game)</extracomment>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Jumps</source>
        <extracomment>Variant lab, figures table: the game's figure “jumps” (per game)</extracomment>
        <translation>Saltos</translation>
    </message>
    <message>
        <source>Double jumps</source>
        <extracomment>Variant lab, figures table: the game's figure “double_jumps” (per game)</extracomment>
        <translation>Saltos dobles</translation>
    </message>
    <message>
        <source>Hand-off jumps</source>
        <extracomment>Variant lab, figures table: the game's figure “handoffs” (per game)</extracomment>
        <translation>Saltos de relevo</translation>
    </message>
    <message>
        <source>Bead passes</source>
        <extracomment>Variant lab, figures table: the game's figure “passes” (per game)</extracomment>
        <translation>Cuentas pasadas</translation>
    </message>
    <message>
        <source>A figure reached the opponent's base</source>
        <extracomment>Variant lab: the end condition “base_reached”, as a label in the figures table and the end chart</extracomment>
        <translation>Una figura llegó a la base contraria</translation>
    </message>
    <message>
        <source>Draw by repetition</source>
        <extracomment>Variant lab: the end condition “repetition”, as a label in the figures table and the end chart</extracomment>
        <translation>Empate por repetición</translation>
    </message>
    <message>
        <source>A side had no move</source>
        <extracomment>Variant lab: the end condition “no_move”, as a label in the figures table and the end chart</extracomment>
        <translation>Un bando se quedó sin jugadas</translation>
    </message>
    <message>
        <source>Draw at the move limit</source>
        <extracomment>Variant lab: the end condition “ply_limit” (the rules' draw after so many plies, 200 in the standard game), as a label in the figures table and the end chart</extracomment>
        <translation>Empate por el límite de jugadas</translation>
    </message>
</context>
<context>
    <name>GardenTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a seat; %1 is a number</extracomment>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A figure's name in texts: %1 is its side (Kokeshi, Samurai), %2 its number (1-3)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 starts on %2 (%3 ×2)</source>
        <extracomment>Move log: a figure is placed in the set-up; %1 figure (Kokeshi 1), %2 start field, %3 colour of its pair of beads</extracomment>
        <translation>%1 empieza en %2 (%3 ×2)</translation>
    </message>
    <message>
        <source>%1 takes a pair of beads: %2</source>
        <extracomment>Move log: a player takes a pair of beads of one colour; %1 player, %2 colour</extracomment>
        <translation>%1 toma una pareja de cuentas: %2</translation>
    </message>
    <message>
        <source>%1 steps to %2 and hands all its beads to %3</source>
        <extracomment>Move log; %1 figure, %2 field, %3 the figure receiving the beads</extracomment>
        <translation>%1 avanza a %2 y pasa todas sus cuentas a %3</translation>
    </message>
    <message>
        <source>%1 steps to %2 and gives the used bead to %3</source>
        <extracomment>Move log; %1 figure, %2 field, %3 the figure receiving the used bead</extracomment>
        <translation>%1 avanza a %2 y da la cuenta usada a %3</translation>
    </message>
    <message>
        <source>%1 jumps over %2 to %3 and hands all its beads to %4</source>
        <extracomment>Move log; %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field, %4 figure receiving the beads</extracomment>
        <translation>%1 salta sobre %2 hasta %3 y pasa todas sus cuentas a %4</translation>
    </message>
    <message>
        <source>%1 jumps over %2 to %3 and gives its top bead to %4</source>
        <extracomment>Move log; %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field, %4 figure receiving the top bead</extracomment>
        <translation>%1 salta sobre %2 hasta %3 y da su cuenta superior a %4</translation>
    </message>
    <message>
        <source>%1 jumps over %2 to %3</source>
        <extracomment>Move log; %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field</extracomment>
        <translation>%1 salta sobre %2 hasta %3</translation>
    </message>
    <message>
        <source>%1 hands all its beads to %2 and jumps over it to %3</source>
        <extracomment>Move log: the hand-off jump (Note 3); %1 figure, %2 the figure jumped over (it receives all the beads), %3 landing field</extracomment>
        <translation>%1 pasa todas sus cuentas a %2 y salta por encima hasta %3</translation>
    </message>
    <message>
        <source>%1 hands all its beads to the figure on %2 and jumps over it to %3</source>
        <extracomment>Move log: the hand-off jump (Note 3); %1 figure, %2 field of the figure jumped over (it receives all the beads), %3 landing field</extracomment>
        <translation>%1 pasa todas sus cuentas a la figura de %2 y salta por encima de ella hasta %3</translation>
    </message>
    <message>
        <source>%1 passes all its beads to %2</source>
        <extracomment>Move log: no figure moves; %1 giving figure, %2 receiving figure</extracomment>
        <translation>%1 pasa todas sus cuentas a %2</translation>
    </message>
    <message>
        <source>%1 passes its top bead to %2</source>
        <extracomment>Move log: no figure moves; %1 giving figure, %2 receiving figure</extracomment>
        <translation>%1 pasa su cuenta superior a %2</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <extracomment>Move log: a player ends a turn of several steps; %1 player</extracomment>
        <translation>%1 termina el turno</translation>
    </message>
    <message>
        <source>%1 (order: %2)</source>
        <extracomment>Move log: added when the player chose the order of the beads handed on; %1 the move, %2 colours bottom to top</extracomment>
        <translation>%1 (orden: %2)</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name
----------
Status line while another person is to move; %1 is a player's name</extracomment>
        <translation>Esperando a %1</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Status line while the computer chooses its move; %1 is its name</extracomment>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>%1, take a pair of beads</source>
        <extracomment>Status line; %1 is your name</extracomment>
        <translation>%1, toma una pareja de cuentas</translation>
    </message>
    <message>
        <source>%1: choose a bead pair and a start field</source>
        <extracomment>Status line during the set-up; %1 is your name</extracomment>
        <translation>%1: elige una pareja de cuentas y una casilla de salida</translation>
    </message>
    <message>
        <source>Click a lit field for %1, or pass its top bead</source>
        <extracomment>Status line: a figure is selected; %1 is the figure</extracomment>
        <translation>Haz clic en una casilla iluminada para %1 o pasa su cuenta superior</translation>
    </message>
    <message>
        <source>Choose how to jump</source>
        <extracomment>Status line: the chosen field can be reached by two kinds of jump</extracomment>
        <translation>Elige cómo saltar</translation>
    </message>
    <message>
        <source>Choose the order of the beads</source>
        <extracomment>Status line: choose the order of the beads handed over</extracomment>
        <translation>Elige el orden de las cuentas</translation>
    </message>
    <message>
        <source>Click the figure that receives the bead</source>
        <extracomment>Status line: choose which of your figures gets the bead used for the step</extracomment>
        <translation>Haz clic en la figura que recibe la cuenta</translation>
    </message>
    <message>
        <source>Click the figure that gives its top bead</source>
        <extracomment>Status line: pass a bead, first step</extracomment>
        <translation>Haz clic en la figura que da su cuenta superior</translation>
    </message>
    <message>
        <source>Click the figure that receives the top bead of %1</source>
        <extracomment>Status line: pass a bead, second step; %1 is the giving figure</extracomment>
        <translation>Haz clic en la figura que recibe la cuenta superior de %1</translation>
    </message>
    <message>
        <source>%1: move a figure or pass a bead</source>
        <extracomment>Status line at the start of your turn; %1 is your name</extracomment>
        <translation>%1: mueve una figura o pasa una cuenta</translation>
    </message>
    <message>
        <source>A draw</source>
        <extracomment>End screen title when the garden game is drawn</extracomment>
        <translation>Empate</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>Gana %1</translation>
    </message>
    <message>
        <source>%1 entered %2: %3 reached the opponent's base first.</source>
        <extracomment>End screen: %1 figure, %2 the pagoda it entered, %3 the winner</extracomment>
        <translation>%1 ha entrado en %2: %3 ha llegado antes a la base contraria.</translation>
    </message>
    <message>
        <source>%1 could not make any move.</source>
        <extracomment>End screen: %1 is the player who could not move</extracomment>
        <translation>%1 no ha podido hacer ninguna jugada.</translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the log cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1 ha hecho una jugada</translation>
    </message>
    <message numerus="yes">
        <source>The same position came up %n time(s) with the same player to move.</source>
        <extracomment>End screen: why the game is drawn; %n is a number (3)</extracomment>
        <translation>
            <numerusform>La misma posición ha aparecido %n vez con el mismo jugador en turno.</numerusform>
            <numerusform>La misma posición ha aparecido %n veces con el mismo jugador en turno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) were played without a winner.</source>
        <extracomment>End screen: why the game is drawn; %n is a number of moves</extracomment>
        <translation>
            <numerusform>Se ha jugado %n jugada sin ganador.</numerusform>
            <numerusform>Se han jugado %n jugadas sin ganador.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves after setup: %1 · Steps: %2 · Jumps: %3 · Hand-off jumps: %4 · Beads passed: %5</source>
        <extracomment>End screen statistics (labels, so that no count needs a plural): %1 the moves once every figure was placed (the set-up's placements not counted: the end screen also says how many moves the game had in all, set-up included), %2 steps, %3 jumps, %4 hand-off jumps, %5 beads passed</extracomment>
        <translation>Jugadas tras la colocación: %1 · Pasos: %2 · Saltos: %3 · Saltos de relevo: %4 · Cuentas pasadas: %5</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Separator between the items of a list read out by a screen reader ("red, yellow")</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>no bead</source>
        <extracomment>Screen reader: a figure carries no bead</extracomment>
        <translation>sin cuentas</translation>
    </message>
    <message>
        <source>beads from bottom to top: %1</source>
        <extracomment>Screen reader: the beads on a figure's head; %1 is the list of colours, bottom to top</extracomment>
        <translation>cuentas de abajo arriba: %1</translation>
    </message>
    <message>
        <source>%1, not placed yet</source>
        <extracomment>Screen reader: a figure not yet on the board; %1 figure</extracomment>
        <translation>%1, aún sin colocar</translation>
    </message>
    <message>
        <source>%1 on %2, %3</source>
        <extracomment>Screen reader: a figure on the board; %1 figure (Kokeshi 1), %2 its field or pagoda, %3 its beads</extracomment>
        <translation>%1 en %2, %3</translation>
    </message>
    <message>
        <source>Pass the top bead of %1</source>
        <extracomment>Keyboard and screen reader: choose the figure that gives its top bead; %1 figure</extracomment>
        <translation>Pasar la cuenta superior de %1</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <extracomment>Keyboard and screen reader: pick one of your figures to move it; %1 figure</extracomment>
        <translation>Elegir a %1</translation>
    </message>
    <message>
        <source>Pass the bead to %1</source>
        <extracomment>Keyboard and screen reader: the figure that receives a passed bead; %1 figure</extracomment>
        <translation>Pasar la cuenta a %1</translation>
    </message>
    <message>
        <source>Give all the beads to %1</source>
        <extracomment>Keyboard and screen reader: the figure that receives all the beads of the moving one; %1 figure</extracomment>
        <translation>Dar todas las cuentas a %1</translation>
    </message>
    <message>
        <source>Give the bead to %1</source>
        <extracomment>Keyboard and screen reader: the figure that receives the bead used for the move; %1 figure</extracomment>
        <translation>Dar la cuenta a %1</translation>
    </message>
    <message>
        <source>Place %1 on %2 (beads: %3)</source>
        <extracomment>Keyboard and screen reader: place a figure in the set-up; %1 figure, %2 start field, %3 colour of its beads</extracomment>
        <translation>Colocar %1 en %2 (cuentas: %3)</translation>
    </message>
    <message>
        <source>Jump to %1</source>
        <extracomment>Keyboard and screen reader: jump to a field (or pagoda); %1 the field</extracomment>
        <translation>Saltar a %1</translation>
    </message>
    <message>
        <source>Hand-off jump to %1</source>
        <extracomment>Keyboard and screen reader: the hand-off jump to a field; %1 the field</extracomment>
        <translation>Salto de relevo a %1</translation>
    </message>
    <message>
        <source>Step to %1</source>
        <extracomment>Keyboard and screen reader: step across a line to a field (or pagoda); %1 the field</extracomment>
        <translation>Avanzar a %1</translation>
    </message>
    <message>
        <source>Home of %1, goal of %2</source>
        <extracomment>Screen reader: a pagoda; %1 the side whose home it is, %2 the side that must reach it</extracomment>
        <translation>Base de %1, objetivo de %2</translation>
    </message>
    <message>
        <source>Field %1</source>
        <extracomment>Screen reader: a field of the garden; %1 its name (c3)</extracomment>
        <translation>Casilla %1</translation>
    </message>
    <message>
        <source>Start field of %1</source>
        <extracomment>Screen reader: a start field; %1 the side (Kokeshi)</extracomment>
        <translation>Casilla de salida de %1</translation>
    </message>
    <message>
        <source>%1 stands here, %2</source>
        <extracomment>Screen reader: the figure on a field; %1 figure, %2 its beads</extracomment>
        <translation>Aquí está %1, %2</translation>
    </message>
    <message>
        <source>Free</source>
        <extracomment>Screen reader: nobody stands on the field</extracomment>
        <translation>Libre</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>Screen reader: one line around a field; %1 its colour, %2 the field (or pagoda) beyond it</extracomment>
        <translation>%1 hacia %2</translation>
    </message>
    <message>
        <source>Lines: %1</source>
        <extracomment>Screen reader: the coloured lines around a field; %1 the list ("red to b3, green to c4")</extracomment>
        <translation>Líneas: %1</translation>
    </message>
    <message>
        <source>the figure on %1</source>
        <extracomment>Move log: a jumped figure known only by its field; %1 a field (c5). hu "a(z) %1 mezőn álló figura"</extracomment>
        <translation>la figura de %1</translation>
    </message>
    <message>
        <source>Place %1 on %2 (%3 ×2)</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure (Kokeshi 1), %2 start field, %3 colour of its pair of beads</extracomment>
        <translation>coloca %1 en %2 (%3 ×2)</translation>
    </message>
    <message>
        <source>Place %1 on %2 (%3 ×2)?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿colocas %1 en %2 (%3 ×2)?</translation>
    </message>
    <message>
        <source>Take the pair of beads: %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the colour of the pair of beads</extracomment>
        <translation>toma la pareja de cuentas: %1</translation>
    </message>
    <message>
        <source>Take the pair of beads: %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿tomas la pareja de cuentas: %1?</translation>
    </message>
    <message>
        <source>Step %1 to %2 and hand all its beads to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 field, %3 the figure receiving the beads</extracomment>
        <translation>mueve %1 a %2 y pasa todas sus cuentas a %3</translation>
    </message>
    <message>
        <source>Step %1 to %2 and hand all its beads to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿mueves %1 a %2 y pasas todas sus cuentas a %3?</translation>
    </message>
    <message>
        <source>Step %1 to %2 and give the used bead to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 field, %3 the figure receiving the used bead</extracomment>
        <translation>mueve %1 a %2 y da la cuenta usada a %3</translation>
    </message>
    <message>
        <source>Step %1 to %2 and give the used bead to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿mueves %1 a %2 y das la cuenta usada a %3?</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field</extracomment>
        <translation>salta con %1 sobre %2 hasta %3</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿saltas con %1 sobre %2 hasta %3?</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and hand all its beads to %4</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over, %3 landing field, %4 figure receiving the beads</extracomment>
        <translation>salta con %1 sobre %2 hasta %3 y pasa todas sus cuentas a %4</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and hand all its beads to %4?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿saltas con %1 sobre %2 hasta %3 y pasas todas sus cuentas a %4?</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and give its top bead to %4</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over, %3 landing field, %4 figure receiving the top bead</extracomment>
        <translation>salta con %1 sobre %2 hasta %3 y da su cuenta superior a %4</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and give its top bead to %4?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿saltas con %1 sobre %2 hasta %3 y das su cuenta superior a %4?</translation>
    </message>
    <message>
        <source>Hand all the beads of %1 to %2 and jump over it to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, the hand-off jump (Note 3) (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over (it receives all the beads; by its name, or "the figure on c5"), %3 landing field</extracomment>
        <translation>pasa todas las cuentas de %1 a %2 y salta por encima hasta %3</translation>
    </message>
    <message>
        <source>Hand all the beads of %1 to %2 and jump over it to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿pasas todas las cuentas de %1 a %2 y saltas por encima hasta %3?</translation>
    </message>
    <message>
        <source>Pass all the beads of %1 to %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, no figure moves (imperative, ja 〜ましょう); %1 giving figure, %2 receiving figure</extracomment>
        <translation>pasa todas las cuentas de %1 a %2</translation>
    </message>
    <message>
        <source>Pass all the beads of %1 to %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿pasas todas las cuentas de %1 a %2?</translation>
    </message>
    <message>
        <source>Pass the top bead of %1 to %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, no figure moves (imperative, ja 〜ましょう); %1 giving figure, %2 receiving figure</extracomment>
        <translation>pasa la cuenta superior de %1 a %2</translation>
    </message>
    <message>
        <source>Pass the top bead of %1 to %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿pasas la cuenta superior de %1 a %2?</translation>
    </message>
    <message>
        <source>End your turn</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to end a turn of several steps (imperative, ja 〜ましょう)</extracomment>
        <translation>termina tu turno</translation>
    </message>
    <message>
        <source>End your turn?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿terminas tu turno?</translation>
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
        <translation>Pasa el dispositivo a %1</translation>
    </message>
    <message>
        <source>%1, it is your turn. Everybody else, please look away.</source>
        <extracomment>Hand-over screen explanation; %1 is a player's name</extracomment>
        <translation>%1, es tu turno. Los demás, no miréis, por favor.</translation>
    </message>
    <message>
        <source>I am %1 — show my game</source>
        <extracomment>Hand-over screen button; %1 is a player's name</extracomment>
        <translation>Soy %1: ver mi partida</translation>
    </message>
    <message>
        <source>Wait, take back the last move</source>
        <extracomment>Hand-over screen: the previous player takes back their move</extracomment>
        <translation>Espera, deshaz la última jugada</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <source>The strong computer is looking for a good move…</source>
        <extracomment>Hint bar while the computer looks for a hint</extracomment>
        <translation>El ordenador de nivel Difícil busca una buena jugada…</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <extracomment>Hint bar; %1 is the hinted move in words ("Play card 7")</extracomment>
        <translation>Pista: %1.</translation>
    </message>
    <message>
        <source>Play it</source>
        <extracomment>Hint bar button: plays the hinted move</extracomment>
        <translation>Jugarla</translation>
    </message>
    <message>
        <source>Close the hint</source>
        <extracomment>Hint bar button that puts the hint away</extracomment>
        <translation>Cerrar la pista</translation>
    </message>
    <message>
        <source>It won about %1% of them.</source>
        <extracomment>Hint bar, the second half of why: %1% is the share of those games won by the person's side (64%)</extracomment>
        <translation>Ha ganado aproximadamente el %1 % de ellas.</translation>
    </message>
    <message>
        <source>On average it finished level with the best other player.</source>
        <extracomment>Hint bar, the second half of why, when the games were all lost or all won: on average the person's side ended level with the best other player</extracomment>
        <translation>De media, ha terminado empatado con el mejor de los demás jugadores.</translation>
    </message>
    <message numerus="yes">
        <source>On average it finished %n point(s) behind the best other player.</source>
        <extracomment>Hint bar, the second half of why, when the games were nearly all lost: %n is how many points (the game's score) the person's side ended behind the best other player, on average</extracomment>
        <translation>
            <numerusform>De media, ha terminado %n punto por detrás del mejor de los demás jugadores.</numerusform>
            <numerusform>De media, ha terminado %n puntos por detrás del mejor de los demás jugadores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On average it finished %n point(s) ahead of the best other player.</source>
        <extracomment>Hint bar, the second half of why, when the games were nearly all won: %n is how many points (the game's score) the person's side ended ahead of the best other player, on average</extracomment>
        <translation>
            <numerusform>De media, ha terminado %n punto por delante del mejor de los demás jugadores.</numerusform>
            <numerusform>De media, ha terminado %n puntos por delante del mejor de los demás jugadores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The strong computer played %n game(s) to the end from here with this move, your later moves mostly at random.</source>
        <extracomment>Hint bar, after the move, the first half of why: %n is how many games the strong computer played to the end from this position (in its head), starting with this move; the person's later moves in those games were mostly chosen at random</extracomment>
        <translation>
            <numerusform>Desde esta posición, el ordenador de nivel Difícil ha jugado %n partida hasta el final con esta jugada, eligiendo tus jugadas siguientes casi siempre al azar.</numerusform>
            <numerusform>Desde esta posición, el ordenador de nivel Difícil ha jugado %n partidas hasta el final con esta jugada, eligiendo tus jugadas siguientes casi siempre al azar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you keep following the hints, this move wins nearly every game from here (likely at least %1%; %n game(s) played out).</source>
        <extracomment>Hint bar, after the move: a forecast when nearly all the games played on from here were won. %1% is the lowest share of wins those games are consistent with (the low end of a 95% range, 87%); %n is how many games the computer has played on from here (in its head) with this move so far, the person&apos;s later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>Si sigues haciendo caso de las pistas, esta jugada gana casi todas las partidas desde aquí (probablemente al menos el %1 %; %n partida simulada).</numerusform>
            <numerusform>Si sigues haciendo caso de las pistas, esta jugada gana casi todas las partidas desde aquí (probablemente al menos el %1 %; %n partidas simuladas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you keep following the hints, this move wins hardly any game from here (likely at most %1%; %n game(s) played out).</source>
        <extracomment>Hint bar, after the move: a forecast when hardly any of the games played on from here were won. %1% is the highest share of wins those games are consistent with (the high end of a 95% range, 13%); %n is how many games the computer has played on from here (in its head) with this move so far, the person&apos;s later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>Si sigues haciendo caso de las pistas, esta jugada no gana casi ninguna partida desde aquí (probablemente como mucho el %1 %; %n partida simulada).</numerusform>
            <numerusform>Si sigues haciendo caso de las pistas, esta jugada no gana casi ninguna partida desde aquí (probablemente como mucho el %1 %; %n partidas simuladas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you keep following the hints, this move wins about %1% of games from here (likely %2–%3%; %n game(s) played out).</source>
        <extracomment>Hint bar, after the move: a forecast. %1% is the share of games the person wins from this position with this move, rounded to 5% or 10% (60%); %2% and %3% are the range of shares those games are consistent with (a 95% range, 45% to 74%); %n is how many games the computer has played on from here (in its head) with this move so far, the person&apos;s later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>Si sigues haciendo caso de las pistas, esta jugada gana aproximadamente el %1 % de las partidas desde aquí (probablemente entre el %2 % y el %3 %; %n partida simulada).</numerusform>
            <numerusform>Si sigues haciendo caso de las pistas, esta jugada gana aproximadamente el %1 % de las partidas desde aquí (probablemente entre el %2 % y el %3 %; %n partidas simuladas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing the game on from here to see how often this move wins: %n game(s) so far, too few to tell yet.</source>
        <extracomment>Hint bar, after the move, while the computer is still playing the game on from here (in its head) to forecast how often the move wins, and has played too few games to say: %n is how many games so far. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>Simulando la partida desde aquí para ver con qué frecuencia gana esta jugada: %n partida simulada por ahora, aún no basta para saberlo.</numerusform>
            <numerusform>Simulando la partida desde aquí para ver con qué frecuencia gana esta jugada: %n partidas simuladas por ahora, aún no bastan para saberlo.</numerusform>
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
        <translation>Añadir un montón</translation>
    </message>
    <message>
        <source>Pile %1: %2</source>
        <extracomment>Rules editor, Hyano: title of the card of a pile; %1 its number around the circle, %2 its symbol's name</extracomment>
        <translation>Montón %1: %2</translation>
    </message>
    <message>
        <source>Emblem on its disc</source>
        <extracomment>Rules editor, Hyano: label of the chooser of the emblem on a pile's disc</extracomment>
        <translation>Emblema de su disco</translation>
    </message>
    <message>
        <source>Take this pile away</source>
        <extracomment>Rules editor, Hyano: takes the clicked pile (and its symbol) away</extracomment>
        <translation>Quitar este montón</translation>
    </message>
    <message>
        <source>Add pile %1</source>
        <extracomment>Undo step in the rules editor, Hyano: a pile added to the ring; %1 its number</extracomment>
        <translation>Añadir el montón %1</translation>
    </message>
    <message>
        <source>Take pile %1 away</source>
        <extracomment>Undo step in the rules editor, Hyano: a pile taken out of the ring; %1 its number</extracomment>
        <translation>Quitar el montón %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pile(s) dealt</source>
        <extracomment>Rules editor, Hyano: under the ring; %n is the number of piles play deals (rules.piles)</extracomment>
        <translation>
            <numerusform>%n montón en juego</numerusform>
            <numerusform>%n montones en juego</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spare disc(s) left out</source>
        <extracomment>Rules editor, Hyano: after the number of piles; %n symbol discs listed after them that play leaves out</extracomment>
        <translation>
            <numerusform>%n disco de símbolo de reserva, fuera del juego</numerusform>
            <numerusform>%n discos de símbolo de reserva, fuera del juego</numerusform>
        </translation>
    </message>
    <message>
        <source>Letters or kanji…</source>
        <extracomment>Rules editor, Hyano: the emblem chooser's last entry: the disc shows letters or kanji the designer writes</extracomment>
        <translation>Letras o kanji…</translation>
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
            <numerusform>Hasta %n letra o kanji; luego, Intro</numerusform>
            <numerusform>Hasta %n letras o kanji; luego, Intro</numerusform>
        </translation>
    </message>
    <message>
        <source>Its name is still the English one in: %1</source>
        <extracomment>Rules editor, Hyano: under a pile's emblem; %1 a list of languages whose name of the pile is still the English one</extracomment>
        <translation>Su nombre sigue en inglés en: %1</translation>
    </message>
    <message>
        <source>Write its name</source>
        <extracomment>Rules editor, Hyano: opens the pile's name in every language in the forms</extracomment>
        <translation>Escribir su nombre</translation>
    </message>
</context>
<context>
    <name>HyanoLabLabels</name>
    <message>
        <source>Rounds</source>
        <extracomment>Variant lab, figures table: the game's figure “rounds” (rounds played)</extracomment>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Prophecies that came true</source>
        <extracomment>Variant lab, figures table: the game's figure “successful_prophecies” (per game)</extracomment>
        <translation>Profecías cumplidas</translation>
    </message>
    <message>
        <source>Prophecies that failed</source>
        <extracomment>Variant lab, figures table: the game's figure “failed_prophecies” (per game)</extracomment>
        <translation>Profecías fallidas</translation>
    </message>
    <message>
        <source>Cards won</source>
        <extracomment>End screen table: the column of the cards each player won (the outcome's score)
----------
Variant lab, figures table: the game's figure “cards_won” (by all players, per game)</extracomment>
        <translation>Cartas ganadas</translation>
    </message>
    <message>
        <source>Cards removed from the game</source>
        <extracomment>Variant lab, figures table: the game's figure “cards_removed” (by failed prophecies)</extracomment>
        <translation>Cartas fuera del juego</translation>
    </message>
    <message>
        <source>Cards left at the end</source>
        <extracomment>Variant lab, figures table: the game's figure “cards_left” (in the piles and face up)</extracomment>
        <translation>Cartas que quedan al final</translation>
    </message>
    <message>
        <source>Players sharing first place</source>
        <extracomment>Variant lab, figures table: the game's figure “sharing_first_place” (per game)</extracomment>
        <translation>Jugadores que comparten el primer puesto</translation>
    </message>
    <message>
        <source>No cards left</source>
        <extracomment>Variant lab: the end condition “no_cards_left”, as a label in the figures table and the end chart</extracomment>
        <translation>No quedan cartas</translation>
    </message>
    <message>
        <source>Two piles used up</source>
        <extracomment>Variant lab: the end condition “piles_empty”, as a label in the figures table and the end chart</extracomment>
        <translation>Dos montones agotados</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 more rounds</source>
        <extracomment>Variant lab verdict: the variant's games last more rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>Las partidas duran ahora %1 ± %2 rondas más</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 fewer rounds</source>
        <extracomment>Variant lab verdict: the variant's games last fewer rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>Las partidas duran ahora %1 ± %2 rondas menos</translation>
    </message>
</context>
<context>
    <name>HyanoTable</name>
    <message>
        <source>%1 passes</source>
        <extracomment>Move log: a player passes (a variant without mandatory play); %1 is a player</extracomment>
        <translation>%1 pasa</translation>
    </message>
    <message>
        <source>%1 makes a secret prophecy (you chose the %2)</source>
        <extracomment>Move log, seen only by the sage; %1 is you, %2 the pile symbol you chose</extracomment>
        <translation>%1 hace una profecía secreta (has elegido el montón %2)</translation>
    </message>
    <message>
        <source>%1, the sage, makes a secret prophecy</source>
        <extracomment>Move log: the sage chooses a prediction disc in secret; %1 is the sage</extracomment>
        <translation>%1, el sabio, hace una profecía secreta</translation>
    </message>
    <message>
        <source>%1 opens with %2 from the %3</source>
        <extracomment>Move log; %1 is the sage, %2 a card in a sentence ("blue 7"), %3 the pile symbol</extracomment>
        <translation>%1 abre con el %2 del montón %3</translation>
    </message>
    <message>
        <source>%1 opens with %2 from the %3, declared %4</source>
        <extracomment>Move log; %1 is the sage, %2 a Sun card in a sentence ("red Sun"), %3 the pile symbol, %4 the value declared for it</extracomment>
        <translation>%1 abre con el %2 del montón %3 (declarado %4)</translation>
    </message>
    <message>
        <source>%1 plays %2 from the %3</source>
        <extracomment>Move log; %1 is a player, %2 a card in a sentence ("blue 7"), %3 the pile symbol</extracomment>
        <translation>%1 juega el %2 del montón %3</translation>
    </message>
    <message>
        <source>%1 plays %2 from the %3, declared %4</source>
        <extracomment>Move log; %1 is a player, %2 a Sun card in a sentence ("red Sun"), %3 the pile symbol, %4 the value declared for it</extracomment>
        <translation>%1 juega el %2 del montón %3 (declarado %4)</translation>
    </message>
    <message>
        <source>%1 opens with the Sun from the %2, declared %3</source>
        <extracomment>Move log; %1 is the sage, %2 the pile symbol ("Moon"), %3 the value declared for the Sun</extracomment>
        <translation>%1 abre con el Sol del montón %2 (declarado %3)</translation>
    </message>
    <message>
        <source>%1 opens with the card from the %2</source>
        <extracomment>Move log; %1 is the sage, %2 the pile symbol ("Moon")</extracomment>
        <translation>%1 abre con la carta del montón %2</translation>
    </message>
    <message>
        <source>%1 plays the Sun from the %2, declared %3</source>
        <extracomment>Move log; %1 is a player, %2 the pile symbol ("Moon"), %3 the value declared for the Sun</extracomment>
        <translation>%1 juega el Sol del montón %2 (declarado %3)</translation>
    </message>
    <message>
        <source>%1 plays the card from the %2</source>
        <extracomment>Move log; %1 is a player, %2 the pile symbol ("Moon")</extracomment>
        <translation>%1 juega la carta del montón %2</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name
----------
Status line: another person is to move; %1 is a player's name</extracomment>
        <translation>Esperando a %1</translation>
    </message>
    <message>
        <source>%1, you are the sage: foresee the last card</source>
        <extracomment>Status line: you are the sage and must predict; %1 is your name</extracomment>
        <translation>%1, eres el sabio: predice la última carta</translation>
    </message>
    <message>
        <source>%1, open the round with any face-up card</source>
        <extracomment>Status line: the sage lays the first card; %1 is your name</extracomment>
        <translation>%1, abre la ronda con cualquier carta visible</translation>
    </message>
    <message>
        <source>%1, no card fits: pass</source>
        <extracomment>Status line: no card fits and passing is allowed; %1 is your name</extracomment>
        <translation>%1, ninguna carta coincide: pasa</translation>
    </message>
    <message>
        <source>%1, play a card that fits or pass</source>
        <extracomment>Status line: a variant where passing is allowed; %1 is your name</extracomment>
        <translation>%1, juega una carta que coincida o pasa</translation>
    </message>
    <message>
        <source>%1, play a card that fits the top card</source>
        <extracomment>Status line: your turn to play; %1 is your name</extracomment>
        <translation>%1, juega una carta que coincida con la carta superior</translation>
    </message>
    <message>
        <source>%1, the sage, is making a prophecy…</source>
        <extracomment>Status line; %1 is the sage's name</extracomment>
        <translation>%1, el sabio, está haciendo su profecía…</translation>
    </message>
    <message>
        <source>%1, the sage, is choosing the opening card…</source>
        <extracomment>Status line; %1 is the sage's name</extracomment>
        <translation>%1, el sabio, está eligiendo la carta de apertura…</translation>
    </message>
    <message>
        <source>%1 is choosing a card…</source>
        <extracomment>Status line; %1 is a computer player's name</extracomment>
        <translation>%1 está eligiendo una carta…</translation>
    </message>
    <message>
        <source>Everybody shares the victory</source>
        <extracomment>End screen title: every player has the same number of cards</extracomment>
        <translation>Todos comparten la victoria</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>Gana %1</translation>
    </message>
    <message>
        <source>No cards are left to turn up.</source>
        <extracomment>End screen: why the game ended</extracomment>
        <translation>Ya no quedan cartas por voltear.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A card's name; %1 is a colour, %2 a value or the Sun's name ("Blue 7", "Red Sun")</extracomment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1, declared %2</source>
        <extracomment>A Sun in the centre pile; %1 is the card ("Red Sun"), %2 the value declared for it</extracomment>
        <translation>%1 (declarado %2)</translation>
    </message>
    <message>
        <source>%1 keeps the disc hidden.</source>
        <extracomment>Reveal when the variant keeps a failed prediction secret; %1 is the sage</extracomment>
        <translation>%1 mantiene el disco oculto.</translation>
    </message>
    <message>
        <source>The disc of %1: %2 (%3)</source>
        <extracomment>Reveal: the prediction disc turned over; %1 is the sage, %2 a pile symbol, %3 a card</extracomment>
        <translation>El disco de %1: %2 (%3)</translation>
    </message>
    <message>
        <source>Foresee which card will be played last, and click its pile.</source>
        <extracomment>In the empty centre, to the sage at the screen</extracomment>
        <translation>Predice qué carta se jugará en último lugar y haz clic en su montón.</translation>
    </message>
    <message>
        <source>%1 is reading the cards…</source>
        <extracomment>In the empty centre; %1 is the sage</extracomment>
        <translation>%1 está leyendo las cartas…</translation>
    </message>
    <message>
        <source>Now open: click any face-up card to start the centre pile.</source>
        <extracomment>In the empty centre, to the sage at the screen</extracomment>
        <translation>Ahora abre: haz clic en cualquier carta visible para empezar el montón central.</translation>
    </message>
    <message>
        <source>%1 will lay the opening card.</source>
        <extracomment>In the empty centre; %1 is the sage</extracomment>
        <translation>%1 pondrá la carta de apertura.</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Button: play no card this turn (only in a variant without mandatory play)</extracomment>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: one sage's round; %1 is its number
----------
Heading: the number of the round in progress</extracomment>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Removed: %1</source>
        <extracomment>Count of cards removed by failed prophecies</extracomment>
        <translation>Fuera del juego: %1</translation>
    </message>
    <message>
        <source>After the opening card, play goes to the right of the sage.</source>
        <extracomment>Under the turn order (variant)</extracomment>
        <translation>Tras la carta de apertura, el turno sigue por la derecha del sabio.</translation>
    </message>
    <message>
        <source>After the opening card, play goes to the left of the sage.</source>
        <extracomment>Under the turn order</extracomment>
        <translation>Tras la carta de apertura, el turno sigue por la izquierda del sabio.</translation>
    </message>
    <message>
        <source>%1 share the victory</source>
        <extracomment>End screen title for a tie; %1 is a list of names ("Maya and Leo")</extracomment>
        <translation>%1 comparten la victoria</translation>
    </message>
    <message>
        <source>Rounds: %1 · Prophecies fulfilled: %2 · Cards removed: %3</source>
        <extracomment>End screen summary (numbers after labels, so no plural forms are needed); %1 rounds, %2 prophecies that came true, %3 cards removed</extracomment>
        <translation>Rondas: %1 · Profecías cumplidas: %2 · Cartas fuera del juego: %3</translation>
    </message>
    <message>
        <source>Cards waiting in the middle for the next sage: %1</source>
        <extracomment>Reveal, growing-pot variant; %1 is a number of cards</extracomment>
        <translation>Cartas que esperan en el centro al próximo sabio: %1</translation>
    </message>
    <message>
        <source>The prophecy of %1 failed. Cards waiting in the middle: %2</source>
        <extracomment>Last prophecy, growing-pot variant; %1 is the sage, %2 a number of cards</extracomment>
        <translation>La profecía de %1 ha fallado. Cartas que esperan en el centro: %2</translation>
    </message>
    <message>
        <source>The game is over. %1</source>
        <extracomment>Status line when the game has ended; %1 says why ("3 piles are used up.")</extracomment>
        <translation>La partida ha terminado. %1</translation>
    </message>
    <message>
        <source>%1 The most cards wins.</source>
        <extracomment>End screen: why the game ended (%1, e.g. "3 piles are used up."), then how it is won</extracomment>
        <translation>%1 Gana quien tenga más cartas.</translation>
    </message>
    <message numerus="yes">
        <source>%n pile(s) used up.</source>
        <extracomment>Why a Hyano game ended; %n is the number of piles with no card left (1 in a variant, usually 2)</extracomment>
        <translation>
            <numerusform>Se ha agotado %n montón.</numerusform>
            <numerusform>Se han agotado %n montones.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the log cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1 ha hecho una jugada</translation>
    </message>
    <message numerus="yes">
        <source>%1 foresaw it: wins %n card(s)</source>
        <extracomment>Reveal; %1 is the sage, %n the cards won</extracomment>
        <translation>
            <numerusform>%1 ha acertado: gana %n carta</numerusform>
            <numerusform>%1 ha acertado: gana %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) leave the game</source>
        <extracomment>Reveal when the predicted card was never played; %n is a number of cards</extracomment>
        <translation>
            <numerusform>%n carta queda fuera del juego</numerusform>
            <numerusform>%n cartas quedan fuera del juego</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The prophecy of %1 failed: %n card(s) left the game</source>
        <extracomment>Last prophecy; %1 is the sage, %n a number of cards</extracomment>
        <translation>
            <numerusform>La profecía de %1 ha fallado: %n carta queda fuera del juego</numerusform>
            <numerusform>La profecía de %1 ha fallado: %n cartas quedan fuera del juego</numerusform>
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
        <translation>Predice el %2 del montón %1 como última carta</translation>
    </message>
    <message>
        <source>Open with the %2 from the %1 and choose its value</source>
        <extracomment>Keyboard and screen reader: open with a Sun, its value is chosen next; %1 is the pile symbol, %2 the Sun in a sentence ("red Sun")</extracomment>
        <translation>Abre con el %2 del montón %1 y elige su valor</translation>
    </message>
    <message>
        <source>Play the %2 from the %1 and choose its value</source>
        <extracomment>Keyboard and screen reader: play a Sun, its value is chosen next; %1 is the pile symbol, %2 the Sun in a sentence ("red Sun")</extracomment>
        <translation>Juega el %2 del montón %1 y elige su valor</translation>
    </message>
    <message>
        <source>Open with the %2 from the %1, declaring %3</source>
        <extracomment>Keyboard and screen reader: open with a Sun that can take one value only; %1 is the pile symbol, %2 the Sun in a sentence, %3 the value</extracomment>
        <translation>Abre con el %2 del montón %1 declarando %3</translation>
    </message>
    <message>
        <source>Play the %2 from the %1, declaring %3</source>
        <extracomment>Keyboard and screen reader: play a Sun that can take one value only; %1 is the pile symbol, %2 the Sun in a sentence, %3 the value</extracomment>
        <translation>Juega el %2 del montón %1 declarando %3</translation>
    </message>
    <message>
        <source>Open with the %2 from the %1</source>
        <extracomment>Keyboard and screen reader: the sage's opening card; %1 is the pile symbol ("Moon"), %2 the card in a sentence ("blue 7")</extracomment>
        <translation>Abre con el %2 del montón %1</translation>
    </message>
    <message>
        <source>Play the %2 from the %1</source>
        <extracomment>Keyboard and screen reader: play a card; %1 is the pile symbol ("Moon"), %2 the card in a sentence ("blue 7")</extracomment>
        <translation>Juega el %2 del montón %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 pile: %2 face up, %n card(s) face down</source>
        <extracomment>Screen reader: a pile of the ring; %1 is its symbol ("Moon"), %2 its face-up card ("Blue 7"), %n the cards face down under it</extracomment>
        <translation>
            <numerusform>Montón %1: %2 boca arriba, %n carta boca abajo</numerusform>
            <numerusform>Montón %1: %2 boca arriba, %n cartas boca abajo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pile: no card face up, %n card(s) face down</source>
        <extracomment>Screen reader: a pile of the ring whose card was played this round; %1 is its symbol, %n the cards face down</extracomment>
        <translation>
            <numerusform>Montón %1: ninguna carta boca arriba, %n carta boca abajo</numerusform>
            <numerusform>Montón %1: ninguna carta boca arriba, %n cartas boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>Pile of %1: used up</source>
        <extracomment>Screen reader: a pile of the ring with no card left; %1 is its symbol</extracomment>
        <translation>Montón %1: agotado</translation>
    </message>
    <message>
        <source>(your prophecy)</source>
        <extracomment>Screen reader, after a pile's description: the sage at the screen predicted this pile</extracomment>
        <translation>(tu profecía)</translation>
    </message>
    <message>
        <source>The ring of piles</source>
        <extracomment>Screen reader: the ring of piles around the centre pile</extracomment>
        <translation>El círculo de montones</translation>
    </message>
    <message>
        <source>Card colours</source>
        <extracomment>Screen reader: the list of card colours with their marks (colour-blind-safe mode)</extracomment>
        <translation>Colores de las cartas</translation>
    </message>
    <message>
        <source>Pass: play no card this turn</source>
        <extracomment>Keyboard and screen reader: the pass button (a variant without mandatory play)</extracomment>
        <translation>Pasa: no juegas ninguna carta este turno</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to pass (imperative, ja 〜ましょう)</extracomment>
        <translation>pasa</translation>
    </message>
    <message>
        <source>Pass?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿pasas?</translation>
    </message>
    <message>
        <source>Make your prophecy on the pile of the %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to the sage to make the prophecy on a pile (imperative, ja 〜ましょう); %1 the pile symbol ("Moon")</extracomment>
        <translation>haz tu profecía sobre el montón %1</translation>
    </message>
    <message>
        <source>Make your prophecy on the pile of the %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿haces tu profecía sobre el montón %1?</translation>
    </message>
    <message>
        <source>Open with %1 from the %2 and declare %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a Sun card in a sentence ("red Sun"), %2 the pile symbol, %3 the value to declare for it</extracomment>
        <translation>abre con el %1 del montón %2 y declara %3</translation>
    </message>
    <message>
        <source>Open with %1 from the %2 and declare %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿abres con el %1 del montón %2 y declaras %3?</translation>
    </message>
    <message>
        <source>Play %1 from the %2 and declare %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a Sun card in a sentence ("red Sun"), %2 the pile symbol, %3 the value to declare for it</extracomment>
        <translation>juega el %1 del montón %2 y declara %3</translation>
    </message>
    <message>
        <source>Play %1 from the %2 and declare %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿juegas el %1 del montón %2 y declaras %3?</translation>
    </message>
    <message>
        <source>Open with %1 from the %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a card in a sentence ("blue 7"), %2 the pile symbol</extracomment>
        <translation>abre con el %1 del montón %2</translation>
    </message>
    <message>
        <source>Open with %1 from the %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿abres con el %1 del montón %2?</translation>
    </message>
    <message>
        <source>Play %1 from the %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a card in a sentence ("blue 7"), %2 the pile symbol</extracomment>
        <translation>juega el %1 del montón %2</translation>
    </message>
    <message>
        <source>Play %1 from the %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿juegas el %1 del montón %2?</translation>
    </message>
    <message>
        <source>Play the Sun from the %1 and declare %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the pile symbol ("Moon"), %2 the value to declare for its Sun</extracomment>
        <translation>juega el Sol del montón %1 y declara %2</translation>
    </message>
    <message>
        <source>Play the Sun from the %1 and declare %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿juegas el Sol del montón %1 y declaras %2?</translation>
    </message>
    <message>
        <source>Play the card from the %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the pile symbol ("Moon")</extracomment>
        <translation>juega la carta del montón %1</translation>
    </message>
    <message>
        <source>Play the card from the %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿juegas la carta del montón %1?</translation>
    </message>
</context>
<context>
    <name>IslandBoard</name>
    <message numerus="yes">
        <source>%1, mountain town: draws %n ware(s)</source>
        <extracomment>Accessible name of a mountain town; %1 its name; %n how many wares a merchant draws there</extracomment>
        <translation>
            <numerusform>%1, pueblo de montaña: se saca %n mercancía</numerusform>
            <numerusform>%1, pueblo de montaña: se sacan %n mercancías</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabCharts</name>
    <message>
        <source>Length</source>
        <extracomment>Variant lab: tab of the chart of game lengths</extracomment>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Variant lab: tab of the chart of wins by seat</extracomment>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>Variant lab: tab of the chart of points by seat</extracomment>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Endings</source>
        <extracomment>Variant lab: tab of the chart of end conditions</extracomment>
        <translation>Finales</translation>
    </message>
    <message>
        <source>Share of games by rounds played</source>
        <extracomment>Variant lab, length chart title: share of games by their number of rounds</extracomment>
        <translation>Porcentaje de partidas según las rondas jugadas</translation>
    </message>
    <message>
        <source>Share of games by decisions</source>
        <extracomment>Variant lab, length chart title: share of games by their number of decisions (moves)</extracomment>
        <translation>Porcentaje de partidas según el número de decisiones</translation>
    </message>
    <message>
        <source>Target</source>
        <extracomment>Variant lab, length chart: the legend of the designer's target band</extracomment>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Wins by seat (95% intervals)</source>
        <extracomment>Variant lab, wins chart title: share of games each seat won, with 95% intervals</extracomment>
        <translation>Victorias por puesto (intervalos del 95 %)</translation>
    </message>
    <message>
        <source>Draws</source>
        <extracomment>Variant lab, wins chart: the category of games without a winner</extracomment>
        <translation>Empates</translation>
    </message>
    <message>
        <source>Points by seat (lowest, quartiles, highest)</source>
        <extracomment>Variant lab, points chart title: the spread of each seat's points (lowest, quartiles, median, highest)</extracomment>
        <translation>Puntos por puesto (mínimo, cuartiles, máximo)</translation>
    </message>
    <message>
        <source>How the games ended</source>
        <extracomment>Variant lab, end chart title: the share of games each end condition ended</extracomment>
        <translation>Cómo terminaron las partidas</translation>
    </message>
    <message>
        <source>Games inside the target — %1: %2 · %3: %4</source>
        <extracomment>Variant lab, under the length chart: the share of games inside the designer's target on each side, as labels (no grammar around the names); %1 and %3 are the rule sets' names, %2 and %4 shares with their intervals ("42.1% ± 2.2")</extracomment>
        <translation>Partidas dentro del objetivo — %1: %2 · %3: %4</translation>
    </message>
    <message>
        <source>No games to show yet</source>
        <extracomment>Variant lab: over a chart that has nothing to draw yet (no comparison run, or no game finished)</extracomment>
        <translation>Todavía no hay partidas que mostrar</translation>
    </message>
</context>
<context>
    <name>LabFileDialog</name>
    <message>
        <source>Export from the variant lab</source>
        <extracomment>Title of the variant lab's file dialog that saves an export (records, result or chart)</extracomment>
        <translation>Exportar desde el laboratorio de variantes</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>File dialog button that writes the variant lab's export</extracomment>
        <translation>Guardar</translation>
    </message>
</context>
<context>
    <name>LabPage</name>
    <message>
        <source>Standard rules</source>
        <extracomment>Variant lab: the base game as the rule set compared with
----------
Variant lab: the base game's side of a comparison (no variant)</extracomment>
        <translation>Reglas estándar</translation>
    </message>
    <message>
        <source>Random</source>
        <extracomment>Variant lab, a seat's agent: legal moves chosen at random</extracomment>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Easy (heuristic)</source>
        <extracomment>Variant lab, a seat's agent: the computer at the launcher's Easy strength (a greedy heuristic)</extracomment>
        <translation>Fácil (heurística)</translation>
    </message>
    <message>
        <source>Quick search</source>
        <extracomment>Variant lab, a seat's agent: the lab's quick search, a cheap tree search that still beats Easy (the game's data names it)</extracomment>
        <translation>Búsqueda rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Variant lab, a seat's agent: the computer at the launcher's Normal strength</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Variant lab, a seat's agent: the computer at the launcher's Strong strength</extracomment>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Variant lab: a chart was saved as a picture; %1 is the file
----------
Variant lab: an export was written; %1 is the file</extracomment>
        <translation>Guardado en %1</translation>
    </message>
    <message>
        <source>The picture cannot be saved to %1</source>
        <extracomment>Variant lab: a chart could not be saved; %1 is the file</extracomment>
        <translation>No se puede guardar la imagen en %1</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <extracomment>Variant lab: leaves the lab (a running comparison is cancelled)</extracomment>
        <translation>‹ Volver</translation>
    </message>
    <message>
        <source>Variant lab: %1</source>
        <extracomment>Variant lab title; %1 is the game's name</extracomment>
        <translation>Laboratorio de variantes: %1</translation>
    </message>
    <message>
        <source>%1 compared with %2</source>
        <extracomment>Variant lab subtitle: the two rule sets compared; %1 the variant, %2 what it is compared with</extracomment>
        <translation>%1 frente a %2</translation>
    </message>
    <message>
        <source>Export…</source>
        <extracomment>Variant lab: opens the menu of exports (records, result, chart)</extracomment>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Game records (CSV)…</source>
        <extracomment>Variant lab export menu: every game's figures, paired by seed, as CSV</extracomment>
        <translation>Registros de las partidas (CSV)…</translation>
    </message>
    <message>
        <source>Game records (JSON)…</source>
        <extracomment>Variant lab export menu: every game's figures, paired by seed, as JSON</extracomment>
        <translation>Registros de las partidas (JSON)…</translation>
    </message>
    <message>
        <source>Result (JSON)…</source>
        <extracomment>Variant lab export menu: the comparison's figures as JSON (as kotatsu-cli compare writes them)</extracomment>
        <translation>Resultado (JSON)…</translation>
    </message>
    <message>
        <source>This chart (PNG)…</source>
        <extracomment>Variant lab export menu: the chart shown, as a picture</extracomment>
        <translation>Este gráfico (PNG)…</translation>
    </message>
    <message>
        <source>Play this variant</source>
        <extracomment>Variant lab: starts a game with the compared variant</extracomment>
        <translation>Jugar esta variante</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Variant lab: label of the number of players</extracomment>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Variant lab: label of the number of games played on each side</extracomment>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>Variant lab: label of the first seed (both sides play the same seeds)</extracomment>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Target rounds</source>
        <extracomment>Variant lab: label of the designer's target length, in rounds (0 = no bound)</extracomment>
        <translation>Rondas objetivo</translation>
    </message>
    <message>
        <source>Target decisions</source>
        <extracomment>Variant lab: label of the designer's target length, in decisions (0 = no bound)</extracomment>
        <translation>Decisiones objetivo</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Variant lab: starts the comparison</extracomment>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Variant lab: stops the comparison (the games played so far are kept)</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s) on each side</source>
        <extracomment>Variant lab progress: paired games done so far; %1 is how many, %n how many were asked for</extracomment>
        <translation>
            <numerusform>%1 de %Ln partida con cada reglamento</numerusform>
            <numerusform>%1 de %Ln partidas con cada reglamento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — about %Ln second(s) left</source>
        <extracomment>Variant lab progress; %1 the games done ("300 of 2000 games on each side"), %n the estimated seconds left</extracomment>
        <translation>
            <numerusform>%1 — queda %Ln segundo aproximadamente</numerusform>
            <numerusform>%1 — quedan unos %Ln segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — estimating the time left…</source>
        <extracomment>Variant lab progress before the time left is known; %1 the games done</extracomment>
        <translation>%1 — calculando el tiempo restante…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) on each side, on the same seeds.</source>
        <extracomment>Variant lab: a finished comparison; %n how many games each side played</extracomment>
        <translation>
            <numerusform>%Ln partida con cada reglamento, con las mismas semillas.</numerusform>
            <numerusform>%Ln partidas con cada reglamento, con las mismas semillas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <extracomment>Variant lab: one of the user's own variants in the chooser; %1 is its name</extracomment>
        <translation>%1 (tuya)</translation>
    </message>
    <message>
        <source>Compared with</source>
        <extracomment>Variant lab: label of the chooser of the rule set the variant is compared with</extracomment>
        <translation>Comparar con</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %Ln game(s) kept with each rule set.</source>
        <extracomment>Variant lab: a cancelled comparison; %1 the games it kept (played with both rule sets), %n the games planned</extracomment>
        <translation>
            <numerusform>Cancelado: se conservan %1 de %Ln partida con cada reglamento.</numerusform>
            <numerusform>Cancelado: se conservan %1 de %Ln partidas con cada reglamento.</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings have changed: these figures are from the previous run.</source>
        <extracomment>Variant lab: shown over the figures once a setting (players, computer players, games, seed, the rules compared) has changed since they were played</extracomment>
        <translation>Has cambiado los ajustes: estos resultados son de la simulación anterior.</translation>
    </message>
    <message>
        <source>Run again</source>
        <extracomment>Variant lab: runs the comparison again with the changed settings (on the banner saying the figures are from the previous run)</extracomment>
        <translation>Volver a ejecutar</translation>
    </message>
    <message>
        <source>%1, level %2</source>
        <extracomment>Variant lab, a seat's agent: the game's own solo opponent, played by its rules, at a level; %1 its name from the game's data (Tokaido Duo: "Automa"), %2 the level</extracomment>
        <translation>%1, nivel %2</translation>
    </message>
    <message>
        <source>Checking the rulebook’s scenarios under this variant…</source>
        <extracomment>Variant lab: shown while the game's rules scenarios run under the variant</extracomment>
        <translation>Comprobando los escenarios del reglamento con esta variante…</translation>
    </message>
    <message>
        <source>This game has no rulebook scenarios yet.</source>
        <extracomment>Variant lab: the game has no rules scenarios (data/games/&lt;id&gt;/scenarios) to check the variant against</extracomment>
        <translation>Este juego aún no tiene escenarios del reglamento.</translation>
    </message>
    <message>
        <source>Rulebook scenarios under this variant: %1</source>
        <extracomment>Variant lab: the counts of the rulebook's scenarios that pass, fail and are skipped under the variant; %1 the three labelled counts (&quot;Passed: 43 · Failed: 8 · Skipped: 2&quot;)</extracomment>
        <translation>Escenarios del reglamento con esta variante: %1</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <extracomment>Variant lab: how many of the rulebook's scenarios the variant passes (a label, then the count)</extracomment>
        <translation>Superados: %1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <extracomment>Variant lab: how many of the rulebook's scenarios fail under the variant (a label, then the count)</extracomment>
        <translation>Fallidos: %1</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <extracomment>Variant lab: how many of the rulebook's scenarios do not apply, because they set a rule the variant sets otherwise (a label, then the count)</extracomment>
        <translation>Omitidos: %1</translation>
    </message>
    <message>
        <source>Hide the failing ones</source>
        <extracomment>Variant lab: hides the list of the rulebook's scenarios that fail under the variant</extracomment>
        <translation>Ocultar los fallidos</translation>
    </message>
    <message>
        <source>Show the failing ones</source>
        <extracomment>Variant lab: shows the list of the rulebook's scenarios that fail under the variant (file:line, spec section, name)</extracomment>
        <translation>Ver los fallidos</translation>
    </message>
    <message>
        <source>Compare</source>
        <extracomment>Variant lab: tab comparing the two rule sets figure by figure</extracomment>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>Sweep a rule</source>
        <extracomment>Variant lab: tab setting one rule to each of a list of values (a parameter sweep)</extracomment>
        <translation>Variar una regla</translation>
    </message>
    <message>
        <source>Which change did what</source>
        <extracomment>Variant lab: tab measuring each change of the variant alone (attribution)</extracomment>
        <translation>Efecto de cada cambio</translation>
    </message>
    <message>
        <source>Games per value</source>
        <extracomment>Variant lab, sweep: label of the number of games played with each value</extracomment>
        <translation>Partidas por valor</translation>
    </message>
    <message>
        <source>Rule</source>
        <extracomment>Variant lab, sweep: label of the chooser of the rule whose value is varied</extracomment>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Values</source>
        <extracomment>Variant lab, sweep: label of the values the rule takes (a list or a range)</extracomment>
        <translation>Valores</translation>
    </message>
    <message>
        <source>21..41:2 or 3,5,8</source>
        <extracomment>Variant lab, sweep: the values field when empty; keep the forms as they are</extracomment>
        <translation>21..41:2 o 3,5,8</translation>
    </message>
    <message>
        <source>Targets</source>
        <extracomment>Variant lab, sweep: label of the designer&apos;s targets, separated by semicolons</extracomment>
        <translation>Objetivos</translation>
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
            <numerusform>%1 de %Ln partida jugada</numerusform>
            <numerusform>%1 de %Ln partidas jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) played on the same seeds</source>
        <extracomment>Variant lab, sweep: after a sweep, the first part of a line; %n the values played (refused ones aside)</extracomment>
        <translation>
            <numerusform>%Ln valor jugado con las mismas semillas</numerusform>
            <numerusform>%Ln valores jugados con las mismas semillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln refused by the rules</source>
        <extracomment>Variant lab, sweep: after a sweep, a part of the line; %n the values the rules refuse (not played)</extracomment>
        <translation>
            <numerusform>%Ln rechazado por las reglas</numerusform>
            <numerusform>%Ln rechazados por las reglas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln meet(s) every target</source>
        <extracomment>Variant lab, sweep: after a sweep, a part of the line; %n the values meeting every target</extracomment>
        <translation>
            <numerusform>%Ln cumple todos los objetivos</numerusform>
            <numerusform>%Ln cumplen todos los objetivos</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled</source>
        <extracomment>Variant lab, sweep: after a sweep, the last part of the line when it was cancelled</extracomment>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>Sweep table (CSV)…</source>
        <extracomment>Variant lab export menu, sweep: the table of the values played (every figure with its interval, the targets&apos; marks) as CSV</extracomment>
        <translation>Tabla de la variación (CSV)…</translation>
    </message>
    <message>
        <source>Which change did what (CSV)…</source>
        <extracomment>Variant lab export menu: the &quot;Which change did what&quot; table (each change&apos;s effect on each figure) as CSV</extracomment>
        <translation>Efecto de cada cambio (CSV)…</translation>
    </message>
    <message>
        <source>Balance</source>
        <extracomment>Variant lab: tab of the balance report of both rule sets (each seat&apos;s advantage, comebacks, decisiveness, drama, duration, branching)</extracomment>
        <translation>Equilibrio</translation>
    </message>
    <message>
        <source>unsure: %1</source>
        <extracomment>Variant lab, sweep: after a search, values that may meet the targets (more games would tell); %1 the values</extracomment>
        <translation>inciertos: %1</translation>
    </message>
    <message>
        <source>no value meets every target</source>
        <extracomment>Variant lab, sweep: after a search that found no value meeting every target</extracomment>
        <translation>ningún valor cumple todos los objetivos</translation>
    </message>
    <message>
        <source>meet every target: %1</source>
        <extracomment>Variant lab, sweep: after a search, the values meeting every target; %1 the values, separated by commas</extracomment>
        <translation>cumplen todos los objetivos: %1</translation>
    </message>
    <message numerus="yes">
        <source>Search: %Ln value(s) played</source>
        <extracomment>Variant lab, sweep: after a search, the first part of a line; %n the values it played</extracomment>
        <translation>
            <numerusform>Búsqueda: %Ln valor jugado</numerusform>
            <numerusform>Búsqueda: %Ln valores jugados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln in the range</source>
        <extracomment>Variant lab, sweep: after a search, a part of the line; %n the values of the range searched</extracomment>
        <translation>
            <numerusform>%Ln en el intervalo</numerusform>
            <numerusform>%Ln en el intervalo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <extracomment>Variant lab, sweep: after a search, a part of the line; %n the search&apos;s steps (each plays a few values)</extracomment>
        <translation>
            <numerusform>%Ln paso</numerusform>
            <numerusform>%Ln pasos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <extracomment>Variant lab, sweep: after a search, a part of the line; %n the games it played</extracomment>
        <translation>
            <numerusform>%Ln partida</numerusform>
            <numerusform>%Ln partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching: %Ln value(s) played</source>
        <extracomment>Variant lab, sweep progress while searching for the values meeting the targets, the first part of the line; %n the values played so far</extracomment>
        <translation>
            <numerusform>Buscando: %Ln valor jugado</numerusform>
            <numerusform>Buscando: %Ln valores jugados</numerusform>
        </translation>
    </message>
    <message>
        <source>Find values that meet the targets</source>
        <extracomment>Variant lab, sweep: looks for the values of the rule that meet every target without playing them all (coarse to fine)</extracomment>
        <translation>Buscar valores que cumplan los objetivos</translation>
    </message>
    <message>
        <source>Its values</source>
        <extracomment>Variant lab, sweep: label of the values the second rule takes (a list or a range)</extracomment>
        <translation>Sus valores</translation>
    </message>
    <message>
        <source>no second rule</source>
        <extracomment>Variant lab, sweep: the second rule&apos;s chooser when there is none (one rule, not a grid)</extracomment>
        <translation>sin segunda regla</translation>
    </message>
    <message>
        <source>And</source>
        <extracomment>Variant lab, sweep: label of the chooser of a second rule, for a grid of every pair of values</extracomment>
        <translation>Y</translation>
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
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <extracomment>Variant lab: a value with the half width of its 95% interval ("24.6 ± 0.4")</extracomment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>First player</source>
        <extracomment>Variant lab: seat 1 as a label (table rows, chart axes), in turn order</extracomment>
        <translation>Primer jugador</translation>
    </message>
    <message>
        <source>Second player</source>
        <extracomment>Variant lab: seat 2 as a label (table rows, chart axes), in turn order</extracomment>
        <translation>Segundo jugador</translation>
    </message>
    <message>
        <source>Third player</source>
        <extracomment>Variant lab: seat 3 as a label</extracomment>
        <translation>Tercer jugador</translation>
    </message>
    <message>
        <source>Fourth player</source>
        <extracomment>Variant lab: seat 4 as a label</extracomment>
        <translation>Cuarto jugador</translation>
    </message>
    <message>
        <source>Fifth player</source>
        <extracomment>Variant lab: seat 5 as a label</extracomment>
        <translation>Quinto jugador</translation>
    </message>
    <message>
        <source>Sixth player</source>
        <extracomment>Variant lab: seat 6 as a label</extracomment>
        <translation>Sexto jugador</translation>
    </message>
    <message>
        <source>Seventh player</source>
        <extracomment>Variant lab: seat 7 as a label</extracomment>
        <translation>Séptimo jugador</translation>
    </message>
    <message>
        <source>Eighth player</source>
        <extracomment>Variant lab: seat 8 as a label</extracomment>
        <translation>Octavo jugador</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>Variant lab: a seat beyond the eighth as a label; %1 is its number</extracomment>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>The first player</source>
        <extracomment>Variant lab: seat 1 as the subject starting a verdict sentence ("The first player now wins more often: +8 ± 2 percentage points")</extracomment>
        <translation>El primer jugador</translation>
    </message>
    <message>
        <source>The second player</source>
        <extracomment>Variant lab: seat 2 as the subject starting a verdict sentence</extracomment>
        <translation>El segundo jugador</translation>
    </message>
    <message>
        <source>The third player</source>
        <extracomment>Variant lab: seat 3 as the subject starting a verdict sentence</extracomment>
        <translation>El tercer jugador</translation>
    </message>
    <message>
        <source>The fourth player</source>
        <extracomment>Variant lab: seat 4 as the subject starting a verdict sentence</extracomment>
        <translation>El cuarto jugador</translation>
    </message>
    <message>
        <source>The fifth player</source>
        <extracomment>Variant lab: seat 5 as the subject starting a verdict sentence</extracomment>
        <translation>El quinto jugador</translation>
    </message>
    <message>
        <source>The sixth player</source>
        <extracomment>Variant lab: seat 6 as the subject starting a verdict sentence</extracomment>
        <translation>El sexto jugador</translation>
    </message>
    <message>
        <source>The seventh player</source>
        <extracomment>Variant lab: seat 7 as the subject starting a verdict sentence</extracomment>
        <translation>El séptimo jugador</translation>
    </message>
    <message>
        <source>The eighth player</source>
        <extracomment>Variant lab: seat 8 as the subject starting a verdict sentence</extracomment>
        <translation>El octavo jugador</translation>
    </message>
    <message>
        <source>Stopped at the move limit</source>
        <extracomment>Variant lab: the end condition of a game stopped by the simulator's move limit (counted as a draw)</extracomment>
        <translation>Límite de jugadas alcanzado</translation>
    </message>
    <message>
        <source>No end condition</source>
        <extracomment>Variant lab: games that ended without a named end condition</extracomment>
        <translation>Sin condición de fin</translation>
    </message>
    <message>
        <source>Decisions per game</source>
        <extracomment>Variant lab, figures table: decisions (moves) per game, the game's length</extracomment>
        <translation>Decisiones por partida</translation>
    </message>
    <message>
        <source>Draws</source>
        <extracomment>Variant lab, figures table: share of games without a winner</extracomment>
        <translation>Empates</translation>
    </message>
    <message>
        <source>Lead changes per game</source>
        <extracomment>Variant lab, figures table: how often the lead passes from one player to another in a game</extracomment>
        <translation>Cambios de líder por partida</translation>
    </message>
    <message>
        <source>Legal moves per decision</source>
        <extracomment>Variant lab, figures table: the mean number of legal moves a player chooses from</extracomment>
        <translation>Jugadas posibles por decisión</translation>
    </message>
    <message>
        <source>Wins: %1</source>
        <extracomment>Variant lab, figures table: a seat's share of games won; %1 is the seat ("First player")</extracomment>
        <translation>Victorias: %1</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <extracomment>Variant lab, figures table: a seat's mean points; %1 is the seat ("First player")</extracomment>
        <translation>Puntos: %1</translation>
    </message>
    <message>
        <source>Ended by: %1</source>
        <extracomment>Variant lab, figures table: a share of games ended by one end condition; %1 is the condition</extracomment>
        <translation>Fin: %1</translation>
    </message>
    <message>
        <source>No significant difference in game length</source>
        <extracomment>Variant lab verdict: the game's length did not change significantly</extracomment>
        <translation>Sin diferencia significativa en la duración de las partidas</translation>
    </message>
    <message>
        <source>No significant difference in draws</source>
        <extracomment>Variant lab verdict: the share of draws did not change significantly</extracomment>
        <translation>Sin diferencia significativa en los empates</translation>
    </message>
    <message>
        <source>%1 wins about as often as before (no significant difference)</source>
        <extracomment>Variant lab verdict; %1 is the seat as a subject ("The first player")</extracomment>
        <translation>%1 gana más o menos con la misma frecuencia que antes (sin diferencia significativa)</translation>
    </message>
    <message>
        <source>%1 scores about as much as before (no significant difference)</source>
        <extracomment>Variant lab verdict; %1 is the seat as a subject ("The first player")</extracomment>
        <translation>%1 suma más o menos los mismos puntos que antes (sin diferencia significativa)</translation>
    </message>
    <message>
        <source>%1: no significant difference</source>
        <extracomment>Variant lab verdict; %1 is the figure's label ("Reshuffles") or an end condition ("A pilgrim reached the pagoda")</extracomment>
        <translation>%1: sin diferencia significativa</translation>
    </message>
    <message>
        <source>Games are now %1 ± %2 decisions longer</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in decisions (moves) per game with its 95% interval</extracomment>
        <translation>Las partidas duran ahora %1 ± %2 decisiones más</translation>
    </message>
    <message>
        <source>Games are now %1 ± %2 decisions shorter</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in decisions (moves) per game with its 95% interval</extracomment>
        <translation>Las partidas duran ahora %1 ± %2 decisiones menos</translation>
    </message>
    <message>
        <source>%1 now scores %2 ± %3 points more</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 ± %3 the difference in game points with its 95% interval</extracomment>
        <translation>%1 suma ahora %2 ± %3 puntos más que antes</translation>
    </message>
    <message>
        <source>%1 now scores %2 ± %3 points less</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 ± %3 the difference in game points with its 95% interval</extracomment>
        <translation>%1 suma ahora %2 ± %3 puntos menos que antes</translation>
    </message>
    <message>
        <source>The lead now changes hands %1 ± %2 more times per game</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in lead changes per game with its 95% interval</extracomment>
        <translation>El liderato cambia ahora de manos %1 ± %2 veces más por partida</translation>
    </message>
    <message>
        <source>The lead now changes hands %1 ± %2 fewer times per game</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in lead changes per game with its 95% interval</extracomment>
        <translation>El liderato cambia ahora de manos %1 ± %2 veces menos por partida</translation>
    </message>
    <message>
        <source>Players now choose from %1 ± %2 more legal moves per decision</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in legal moves per decision with its 95% interval</extracomment>
        <translation>Cada decisión ofrece ahora %1 ± %2 jugadas posibles más</translation>
    </message>
    <message>
        <source>Players now choose from %1 ± %2 fewer legal moves per decision</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in legal moves per decision with its 95% interval</extracomment>
        <translation>Cada decisión ofrece ahora %1 ± %2 jugadas posibles menos</translation>
    </message>
    <message>
        <source>%1: now %2 ± %3 more per game</source>
        <extracomment>Variant lab verdict on a figure counted per game; %1 its label ("Reshuffles"), %2 ± %3 the difference with its 95% interval</extracomment>
        <translation>%1: ahora %2 ± %3 más por partida</translation>
    </message>
    <message>
        <source>%1: now %2 ± %3 less per game</source>
        <extracomment>Variant lab verdict on a figure counted per game; %1 its label ("Reshuffles"), %2 ± %3 the difference with its 95% interval</extracomment>
        <translation>%1: ahora %2 ± %3 menos por partida</translation>
    </message>
    <message>
        <source>1st</source>
        <extracomment>Variant lab: seat 1 (the first player in turn order) under a chart's bars, as short as it can be</extracomment>
        <translation>1.º</translation>
    </message>
    <message>
        <source>2nd</source>
        <extracomment>Variant lab: seat 2 under a chart's bars</extracomment>
        <translation>2.º</translation>
    </message>
    <message>
        <source>3rd</source>
        <extracomment>Variant lab: seat 3 under a chart's bars</extracomment>
        <translation>3.º</translation>
    </message>
    <message>
        <source>4th</source>
        <extracomment>Variant lab: seat 4 under a chart's bars</extracomment>
        <translation>4.º</translation>
    </message>
    <message>
        <source>5th</source>
        <extracomment>Variant lab: seat 5 under a chart's bars</extracomment>
        <translation>5.º</translation>
    </message>
    <message>
        <source>6th</source>
        <extracomment>Variant lab: seat 6 under a chart's bars</extracomment>
        <translation>6.º</translation>
    </message>
    <message>
        <source>7th</source>
        <extracomment>Variant lab: seat 7 under a chart's bars</extracomment>
        <translation>7.º</translation>
    </message>
    <message>
        <source>8th</source>
        <extracomment>Variant lab: seat 8 under a chart's bars</extracomment>
        <translation>8.º</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>Variant lab: the two ends of a 95% interval written out ("0.9 to 6.3", "−0.1 to +0.3"); used where the interval is not the same on both sides of the value</extracomment>
        <translation>de %1 a %2</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <extracomment>Variant lab: a share with the two ends of its 95% interval, where they are not the same distance from it ("99.9% (99.6–100)"); %1 the share, %2 and %3 the ends (numbers, no %)</extracomment>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>%1 pp</source>
        <extracomment>Variant lab, Difference column: a difference of two shares in percentage points ("+3.6 ± 2.7 pp"); the short form of the unit</extracomment>
        <translation>%1 p. p.</translation>
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
        <translation>Los empates son ahora más frecuentes: +%1 puntos porcentuales</translation>
    </message>
    <message>
        <source>Draws are now less frequent: −%1 percentage points</source>
        <extracomment>Variant lab verdict; %1 the fall in the share of drawn games, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>Los empates son ahora menos frecuentes: −%1 puntos porcentuales</translation>
    </message>
    <message>
        <source>%1 now wins more often: +%2 percentage points</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 the rise in its share of games won, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1 gana ahora más partidas: +%2 puntos porcentuales</translation>
    </message>
    <message>
        <source>%1 now wins less often: −%2 percentage points</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 the fall in its share of games won, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1 gana ahora menos partidas: −%2 puntos porcentuales</translation>
    </message>
    <message>
        <source>%1: more frequent now (+%2 percentage points)</source>
        <extracomment>Variant lab verdict; %1 the end condition (a label, "A pilgrim reached the pagoda"), %2 the rise in the share of games it ended, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1: ocurre ahora más a menudo (+%2 puntos porcentuales)</translation>
    </message>
    <message>
        <source>%1: less frequent now (−%2 percentage points)</source>
        <extracomment>Variant lab verdict; %1 the end condition (a label, "A pilgrim reached the pagoda"), %2 the fall in the share of games it ended, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1: ocurre ahora menos a menudo (−%2 puntos porcentuales)</translation>
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
        <translation>Diferencia relevante</translation>
    </message>
    <message>
        <source>Different, but too small to matter</source>
        <extracomment>Variant lab verdict against the smallest difference that matters: real (the interval leaves out 0) but inside the margin</extracomment>
        <translation>Diferencia real, pero sin importancia</translation>
    </message>
    <message>
        <source>The same within the margin</source>
        <extracomment>Variant lab verdict against the smallest difference that matters: an equivalence test (TOST) shows any difference is inside the margin</extracomment>
        <translation>Igual dentro del margen</translation>
    </message>
    <message numerus="yes">
        <source>Not enough games yet: about %Ln more would tell</source>
        <extracomment>Variant lab verdict: the games played cannot tell yet; %n about how many more games would (from the spread seen so far)</extracomment>
        <translation>
            <numerusform>Aún faltan partidas: con %Ln más se sabría</numerusform>
            <numerusform>Aún faltan partidas: con unas %Ln más se sabría</numerusform>
        </translation>
    </message>
    <message>
        <source>Not enough games yet</source>
        <extracomment>Variant lab verdict: the games played cannot tell yet, and no number of games can be estimated</extracomment>
        <translation>Aún faltan partidas</translation>
    </message>
    <message>
        <source>For now: %1</source>
        <extracomment>Variant lab: a verdict read off a run still growing (or cancelled), which may change before the planned games are played; %1 the verdict (&quot;Different, and it matters&quot;)</extracomment>
        <translation>%1 (provisional)</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Language</source>
        <extracomment>Tooltip of the language button</extracomment>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>Language menu: Kotatsu follows the system's language (the choice is not kept)</extracomment>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Your choice is kept for next time.</source>
        <extracomment>Language menu, last line: the language chosen by name is kept for later runs</extracomment>
        <translation>Kotatsu recordará tu elección.</translation>
    </message>
</context>
<context>
    <name>LastProphecy</name>
    <message>
        <source>Last prophecy · round %1</source>
        <extracomment>Heading of the last-round summary; %1 is the round number</extracomment>
        <translation>Última profecía · ronda %1</translation>
    </message>
</context>
<context>
    <name>LauncherPage</name>
    <message>
        <source>Open a saved game…</source>
        <extracomment>Launcher button that opens a file dialog</extracomment>
        <translation>Abrir partida guardada…</translation>
    </message>
    <message>
        <source>This game's data has errors; run kotatsu-cli validate.</source>
        <extracomment>Shown for a game whose data files have errors</extracomment>
        <translation>Los datos de este juego tienen errores; ejecuta kotatsu-cli validate.</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Launcher label for the rules variant chooser</extracomment>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>The base game, without a variant</extracomment>
        <translation>Reglas estándar</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Launcher label for the number of players</extracomment>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Who plays?</source>
        <extracomment>Launcher heading above the list of seats</extracomment>
        <translation>¿Quién juega?</translation>
    </message>
    <message>
        <source>Several people can share this screen: the game hides each hand until its owner takes the seat.</source>
        <extracomment>Launcher hint about hot-seat play in a game with secrets (hands, face-down tiles)</extracomment>
        <translation>Varias personas pueden compartir esta pantalla: el juego oculta cada mano hasta que su dueño ocupe su puesto.</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Opens the rules of the selected game</extracomment>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>Start the game</source>
        <extracomment>Starts the game set up in the launcher</extracomment>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <source>Tabletop games around one warm table</source>
        <extracomment>Subtitle under the app name in the launcher</extracomment>
        <translation>Juegos de mesa para compartir al calor del kotatsu</translation>
    </message>
    <message>
        <source>This game's data has errors; choose another game.</source>
        <extracomment>Under the Start button when the chosen game's data files have errors</extracomment>
        <translation>Los datos de este juego tienen errores; elige otro juego.</translation>
    </message>
    <message>
        <source>More seats below: scroll down to see them all</source>
        <extracomment>Under the seat list when some seats are out of sight</extracomment>
        <translation>Hay más puestos abajo: desplázate para verlos todos</translation>
    </message>
    <message numerus="yes">
        <source>This game needs exactly %n player(s).</source>
        <extracomment>Under the Start button; %n is the exact number of players of the game (2 or more)</extracomment>
        <translation>
            <numerusform>Este juego necesita exactamente %n jugador.</numerusform>
            <numerusform>Este juego necesita exactamente %n jugadores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This game needs %1 to %n player(s).</source>
        <extracomment>Under the Start button; %1 and %n are the player range (fewest, most)</extracomment>
        <translation>
            <numerusform>Este juego necesita de %1 a %n jugador.</numerusform>
            <numerusform>Este juego necesita de %1 a %n jugadores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>Player count of a game for an exact number of players, e.g. "2 players"</extracomment>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n player(s)</source>
        <extracomment>Player range of a game in the launcher, e.g. "3–8 players"; %1 the fewest, %n the most</extracomment>
        <translation>
            <numerusform>%1–%n jugador</numerusform>
            <numerusform>%1–%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <extracomment>Launcher rules chooser: one of the user's own variants; %1 is its name</extracomment>
        <translation>%1 (tuya)</translation>
    </message>
    <message>
        <source>Edit rules…</source>
        <extracomment>Launcher: opens the rules editor on the chosen game or variant</extracomment>
        <translation>Editar reglas…</translation>
    </message>
    <message>
        <source>My variants…</source>
        <extracomment>Launcher: opens the list of the user's own variants of the chosen game (rename, delete, export, import)</extracomment>
        <translation>Mis variantes…</translation>
    </message>
    <message>
        <source>Compare…</source>
        <extracomment>Launcher: opens the variant lab, comparing the chosen variant with the standard rules</extracomment>
        <translation>Comparar…</translation>
    </message>
    <message>
        <source>Play this variant and the standard rules many times on the same seeds, and compare them</source>
        <extracomment>Launcher: tooltip of Compare…</extracomment>
        <translation>Juega muchas veces esta variante y las reglas estándar con las mismas semillas y compáralas</translation>
    </message>
    <message>
        <source>Choose a variant to compare it with the standard rules</source>
        <extracomment>Launcher: tooltip of the disabled Compare… while the standard rules are chosen</extracomment>
        <translation>Elige una variante para compararla con las reglas estándar</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Launcher button: the settings page</extracomment>
        <translation>Ajustes</translation>
    </message>
    <message numerus="yes">
        <source>Resume: %1 · %n move(s)</source>
        <extracomment>Launcher button: go on with the game left unfinished; %1 is the game's name, %n the number of moves played</extracomment>
        <translation>
            <numerusform>Continuar: %1 · %n jugada</numerusform>
            <numerusform>Continuar: %1 · %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Left unfinished on %1</source>
        <extracomment>Tooltip of the Resume button; %1 is when the game was last kept</extracomment>
        <translation>Sin terminar desde el %1</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Launcher: the list of games, for screen readers</extracomment>
        <translation>Juegos</translation>
    </message>
    <message>
        <source>✎ Your unsaved changes to “%1” (autosaved %2) are kept: Edit rules… offers them back.</source>
        <extracomment>Launcher, under Edit rules…; %1 is a variant's name, %2 when it was autosaved ("today at 14:32")</extracomment>
        <translation>✎ Tus cambios sin guardar en «%1» (guardados automáticamente %2) se conservan: Editar reglas… te los ofrece de nuevo.</translation>
    </message>
    <message numerus="yes">
        <source>✎ %n autosaved documents of this game have unsaved changes: Edit rules… offers them back.</source>
        <extracomment>Launcher, under Edit rules…; %n is how many autosaved documents of the chosen game have unsaved changes</extracomment>
        <translation>
            <numerusform>✎ %n documento de este juego guardado automáticamente tiene cambios sin guardar: Editar reglas… te lo ofrece de nuevo.</numerusform>
            <numerusform>✎ %n documentos de este juego guardados automáticamente tienen cambios sin guardar: Editar reglas… te los ofrece de nuevo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Several people can share this screen and play in turn: nothing in this game is hidden.</source>
        <extracomment>Launcher hint about hot-seat play in a game where everything is in view (no hand-over screen)</extracomment>
        <translation>Varias personas pueden compartir esta pantalla y jugar por turnos: en este juego no hay nada oculto.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>Launcher: starts a guided first game of the selected game (a lesson on the real table)</extracomment>
        <translation>Aprende a jugar</translation>
    </message>
    <message>
        <source>Play on the network…</source>
        <extracomment>Launcher button: opens the dialog for playing with people on other computers</extracomment>
        <translation>Jugar en red…</translation>
    </message>
    <message numerus="yes">
        <source>Reopen your network table: %1 · %n move(s)</source>
        <extracomment>Launcher button: opens again the network table this app hosted and left unfinished (the app was closed or stopped); %1 is the game's name, %n the number of moves played</extracomment>
        <translation>
            <numerusform>Volver a abrir tu mesa en red: %1 · %n jugada</numerusform>
            <numerusform>Volver a abrir tu mesa en red: %1 · %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Left on %1. The players come back to their seats with the invitation they have.</source>
        <extracomment>Tooltip of the button that reopens the network table this app hosted; %1 is when a move was last made at it</extracomment>
        <translation>Sin terminar desde el %1. Los jugadores vuelven a sus puestos con la invitación que ya tienen.</translation>
    </message>
</context>
<context>
    <name>ListTable</name>
    <message>
        <source>Duplicate</source>
        <extracomment>Rules editor: button in a table row that inserts a copy of the item after it</extracomment>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Rules editor: button in a table row that removes the item</extracomment>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Add</source>
        <extracomment>Rules editor: adds an item (a card, a town, a space...) at the end of a table</extracomment>
        <translation>Añadir</translation>
    </message>
    <message numerus="yes">
        <source>Show all %n row(s)</source>
        <extracomment>Rules editor: shows every row of a long table; %n is how many rows there are</extracomment>
        <translation>
            <numerusform>Mostrar %n fila</numerusform>
            <numerusform>Mostrar las %n filas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Rules editor: the totals line under a table; %n is the number of items (cards, towns, spaces...)</extracomment>
        <translation>
            <numerusform>%n elemento</numerusform>
            <numerusform>%n elementos</numerusform>
        </translation>
    </message>
    <message>
        <source>by %1: %2</source>
        <extracomment>Rules editor totals line: how many items have each value of a field; %1 is the field, %2 e.g. "red ×10, blue ×10"</extracomment>
        <translation>por %1: %2</translation>
    </message>
</context>
<context>
    <name>LocalizedGrid</name>
    <message>
        <source>missing</source>
        <extracomment>Rules editor: placeholder of an empty language in a five-language grid</extracomment>
        <translation>falta</translation>
    </message>
    <message numerus="yes">
        <source>%n language(s) missing</source>
        <extracomment>Rules editor: beside a text given in every language, how many languages are not written yet (empty, or still a new variant's "Game (variant)")</extracomment>
        <translation>
            <numerusform>Falta %n idioma</numerusform>
            <numerusform>Faltan %n idiomas</numerusform>
        </translation>
    </message>
    <message>
        <source>Not written yet: the editor's stand-in until you change it</source>
        <extracomment>Rules editor: tooltip of a language of a new variant's name or description that still holds the text the editor gave it ("Tokaido Duo (variant)")</extracomment>
        <translation>Aún sin escribir: es el texto provisional del editor hasta que lo cambies</translation>
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
        <translation>No se ha podido empezar la partida.</translation>
    </message>
</context>
<context>
    <name>MantraLine</name>
    <message>
        <source>stays</source>
        <extracomment>Under a place of the mantra line whose pilgrim does not climb</extracomment>
        <translation>inmóvil</translation>
    </message>
    <message>
        <source>This round's mantra line</source>
        <extracomment>Screen reader: the row of cards played this round</extracomment>
        <translation>Línea de mantra de esta ronda</translation>
    </message>
    <message>
        <source>Turn order</source>
        <extracomment>Screen reader: the row of cards that gives the turn order</extracomment>
        <translation>Orden de turno</translation>
    </message>
    <message>
        <source>Place %1 (stays): empty</source>
        <extracomment>Screen reader: an empty place of the mantra line whose pilgrim will not climb; %1 its number</extracomment>
        <translation>Puesto %1 (inmóvil): vacío</translation>
    </message>
    <message>
        <source>Place %1: empty</source>
        <extracomment>Screen reader: an empty place of the mantra line; %1 its number</extracomment>
        <translation>Puesto %1: vacío</translation>
    </message>
    <message>
        <source>Place %1 (stays): %2, played by %3</source>
        <extracomment>Screen reader: a card in a place whose pilgrim does not climb; %1 the place, %2 the card ("card 17, 3 sandals"), %3 a player</extracomment>
        <translation>Puesto %1 (inmóvil): %2, jugada por %3</translation>
    </message>
    <message>
        <source>Place %1: %2, played by %3</source>
        <extracomment>Screen reader: a card of the mantra line; %1 the place, %2 the card ("card 17, 3 sandals"), %3 a player</extracomment>
        <translation>Puesto %1: %2, jugada por %3</translation>
    </message>
</context>
<context>
    <name>MatchHint</name>
    <message>
        <source>A card fits the top card with</source>
        <extracomment>Heading of the reminder of the matching rules</extracomment>
        <translation>Una carta coincide con la superior si tiene</translation>
    </message>
    <message>
        <source>the same colour</source>
        <extracomment>Matching rule reminder (list item)</extracomment>
        <translation>el mismo color</translation>
    </message>
    <message>
        <source>the same value</source>
        <extracomment>Matching rule reminder (list item)</extracomment>
        <translation>el mismo valor</translation>
    </message>
    <message>
        <source>a value one higher or lower (10 and 1 too)</source>
        <extracomment>Matching rule reminder (list item), variant where 10 and 1 are neighbours</extracomment>
        <translation>un valor inmediatamente superior o inferior (también entre 10 y 1)</translation>
    </message>
    <message>
        <source>a value one higher or lower</source>
        <extracomment>Matching rule reminder (list item)</extracomment>
        <translation>un valor inmediatamente superior o inferior</translation>
    </message>
    <message>
        <source>A Sun takes any value of its colour.</source>
        <extracomment>Sun reminder, variant without restriction</extracomment>
        <translation>Un Sol puede tomar cualquier valor de su color.</translation>
    </message>
    <message>
        <source>A Sun takes a value of its colour not showing in the ring or the centre.</source>
        <extracomment>Sun reminder, variant</extracomment>
        <translation>Un Sol toma un valor de su color que no esté visible en el círculo ni en el centro.</translation>
    </message>
    <message>
        <source>A Sun takes a value of its colour not showing in the ring.</source>
        <extracomment>Sun reminder, standard rules</extracomment>
        <translation>Un Sol toma un valor de su color que no esté visible en el círculo.</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log at a network table: another player's move, of which this player sees only what it did (the lines under it); %1 a player</extracomment>
        <translation>%1 ha hecho una jugada</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>Heading of the move log
----------
The move log, for screen readers</extracomment>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Separator in the move log</extracomment>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>The game begins</source>
        <extracomment>Move log: the entry before the first move, above what the set-up did (the Automa's first turn, the pilgrims' first climb)</extracomment>
        <translation>Empieza la partida</translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message>
        <source>Step</source>
        <comment>legend</comment>
        <extracomment>Short legend of the board (a small window): the mark of a field reachable by a step</extracomment>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Jump</source>
        <comment>legend</comment>
        <extracomment>Short legend of the board (a small window): the mark of a field reachable by a jump</extracomment>
        <translation>Salto</translation>
    </message>
    <message>
        <source>Hand-off jump</source>
        <comment>legend</comment>
        <extracomment>Short legend of the board (a small window): the mark of a field reachable by the hand-off jump (Note 3)</extracomment>
        <translation>Salto de relevo</translation>
    </message>
    <message>
        <source>Take a pair of beads</source>
        <extracomment>Move panel title in the bead draft</extracomment>
        <translation>Toma una pareja de cuentas</translation>
    </message>
    <message>
        <source>Place %1</source>
        <extracomment>Move panel title during the set-up; %1 is a figure (Kokeshi 2)</extracomment>
        <translation>Coloca %1</translation>
    </message>
    <message>
        <source>Pass a bead</source>
        <extracomment>Move panel title: the action that moves a bead, not a figure
----------
Move panel button: the action that moves a bead instead of a figure</extracomment>
        <translation>Pasa una cuenta</translation>
    </message>
    <message>
        <source>Which jump?</source>
        <extracomment>Move panel title: two kinds of jump reach the chosen field</extracomment>
        <translation>¿Qué salto?</translation>
    </message>
    <message>
        <source>In which order?</source>
        <extracomment>Move panel title: the order of the beads handed over</extracomment>
        <translation>¿En qué orden?</translation>
    </message>
    <message>
        <source>Who gets the bead?</source>
        <extracomment>Move panel title: which figure receives the used bead</extracomment>
        <translation>¿Quién recibe la cuenta?</translation>
    </message>
    <message>
        <source>Your move</source>
        <extracomment>Move panel title at the start of your turn</extracomment>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>Choose the colour of a pair of beads. Each figure will carry one pair.</source>
        <extracomment>Move panel prompt in the bead draft</extracomment>
        <translation>Elige el color de una pareja de cuentas. Cada figura llevará una pareja.</translation>
    </message>
    <message>
        <source>1. Choose the bead pair this figure carries.
2. Click a lit start field next to your pagoda.</source>
        <extracomment>Move panel prompt during the set-up</extracomment>
        <translation>1. Elige la pareja de cuentas que lleva esta figura.
2. Haz clic en una casilla de salida iluminada junto a tu pagoda.</translation>
    </message>
    <message>
        <source>This figure cannot step or jump now. It can still pass its top bead.</source>
        <extracomment>Move panel: the selected figure cannot step or jump now</extracomment>
        <translation>Esta figura no puede avanzar ni saltar ahora. Aún puede pasar su cuenta superior.</translation>
    </message>
    <message>
        <source>Its top bead is %1: it may step across a %1 line. Click a lit field.</source>
        <extracomment>Move panel; %1 is the colour of the figure's top bead</extracomment>
        <translation>Su cuenta superior es de color %1: puede cruzar una línea de color %1. Haz clic en una casilla iluminada.</translation>
    </message>
    <message>
        <source>It carries no bead: it can only jump. Click a lit field.</source>
        <extracomment>Move panel: a figure without beads can only jump</extracomment>
        <translation>No lleva cuentas: solo puede saltar. Haz clic en una casilla iluminada.</translation>
    </message>
    <message>
        <source>Jump and keep your beads, or hand all of them to the figure you jump over?</source>
        <extracomment>Move panel: a loaded figure next to its own figure may jump keeping its beads, or hand them all over first</extracomment>
        <translation>¿Saltar conservando tus cuentas o dárselas todas a la figura que saltas?</translation>
    </message>
    <message>
        <source>Choose the order of the beads, from bottom to top.</source>
        <extracomment>Move panel: choose the order (bottom to top) of the beads handed over</extracomment>
        <translation>Elige el orden de las cuentas, de abajo arriba.</translation>
    </message>
    <message>
        <source>Click one of your figures, here or on the board.</source>
        <extracomment>Move panel: choose the figure that receives the bead used for the step</extracomment>
        <translation>Haz clic en una de tus figuras, aquí o en el tablero.</translation>
    </message>
    <message>
        <source>No figure moves: the top bead of one of your figures goes on top of another one. Click the figure that gives its top bead.</source>
        <extracomment>Move panel: the first step of passing a bead</extracomment>
        <translation>Ninguna figura se mueve: la cuenta superior de una de tus figuras pasa encima de otra. Haz clic en la figura que da su cuenta superior.</translation>
    </message>
    <message>
        <source>Click the figure that receives the top bead of %1.</source>
        <extracomment>Move panel: the second step of passing a bead; %1 is the giving figure</extracomment>
        <translation>Haz clic en la figura que recibe la cuenta superior de %1.</translation>
    </message>
    <message>
        <source>Click one of your lit figures to see where it can go, or pass a bead from one figure to another.</source>
        <extracomment>Move panel at the start of your turn</extracomment>
        <translation>Haz clic en una de tus figuras iluminadas para ver adónde puede ir, o pasa una cuenta de una figura a otra.</translation>
    </message>
    <message>
        <source>Handed on:</source>
        <extracomment>Move panel: the bead(s) about to go to another figure (shown after the colon)</extracomment>
        <translation>Cuentas que pasan:</translation>
    </message>
    <message>
        <source>Hand all beads to %1, then jump over it</source>
        <extracomment>Move panel button: the hand-off jump; %1 is the figure jumped over</extracomment>
        <translation>Dar todas las cuentas a %1 y saltar por encima</translation>
    </message>
    <message>
        <source>Jump over %1, keep your beads</source>
        <extracomment>Move panel button: an ordinary jump; %1 is the figure jumped over</extracomment>
        <translation>Saltar sobre %1 y conservar tus cuentas</translation>
    </message>
    <message>
        <source>Step across the line</source>
        <extracomment>Move panel button: step across the line</extracomment>
        <translation>Cruzar la línea</translation>
    </message>
    <message>
        <source>Top bead</source>
        <extracomment>Move panel toggle: pass only the top bead</extracomment>
        <translation>Cuenta superior</translation>
    </message>
    <message>
        <source>The used bead</source>
        <extracomment>Move panel toggle: give only the bead used for the step</extracomment>
        <translation>La cuenta usada</translation>
    </message>
    <message>
        <source>All its beads</source>
        <extracomment>Move panel toggle: hand over all the beads of the figure</extracomment>
        <translation>Todas sus cuentas</translation>
    </message>
    <message>
        <source>Pass its top bead</source>
        <extracomment>Move panel button: pass the selected figure's top bead to another figure</extracomment>
        <translation>Pasar su cuenta superior</translation>
    </message>
    <message>
        <source>End the turn</source>
        <extracomment>Move panel button: end a turn of several steps</extracomment>
        <translation>Terminar el turno</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Move panel button: go back one choice (Escape does the same)</extracomment>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Move panel button: drop the selection (Escape does the same)</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Step across a line of the top bead's colour; the used bead goes to another of your figures</source>
        <extracomment>Legend of the board: a field reachable by a step</extracomment>
        <translation>Avanza cruzando una línea del color de la cuenta superior; la cuenta usada pasa a otra de tus figuras</translation>
    </message>
    <message>
        <source>Jump over a neighbour (one of the two has no bead); no bead is used</source>
        <extracomment>Legend of the board: a field reachable by a jump</extracomment>
        <translation>Salta sobre una figura vecina (una de las dos no lleva cuentas); no se usa ninguna cuenta</translation>
    </message>
    <message>
        <source>Hand-off jump: give all your beads to your figure alongside, then jump over it</source>
        <extracomment>Legend of the board: a field reachable by the hand-off jump (Note 3)</extracomment>
        <translation>Salto de relevo: da todas tus cuentas a tu figura vecina y salta por encima de ella</translation>
    </message>
    <message>
        <source>The ink arrow shows the last move, the gold dotted trail where its beads went.</source>
        <extracomment>Legend of the board: how the last move is drawn</extracomment>
        <translation>La flecha de tinta muestra la última jugada; el rastro de puntos dorados, adónde fueron sus cuentas.</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <extracomment>Move panel: the move just played; %1 is its description</extracomment>
        <translation>Última jugada: %1</translation>
    </message>
    <message>
        <source>Who gets the beads?</source>
        <extracomment>Move panel title: which figure receives all the beads of the moving figure</extracomment>
        <translation>¿Quién recibe las cuentas?</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left before a draw</source>
        <extracomment>Move panel: moves left before the game is drawn; %n is a number</extracomment>
        <translation>
            <numerusform>Queda %n jugada para el empate</numerusform>
            <numerusform>Quedan %n jugadas para el empate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position has come up %n time(s): once more and the game is drawn.</source>
        <extracomment>Move panel warning: the position has come up before; once more and the game is drawn</extracomment>
        <translation>
            <numerusform>Esta posición ya ha aparecido %n vez: una más y la partida acabará en empate.</numerusform>
            <numerusform>Esta posición ya ha aparecido %n veces: una más y la partida acabará en empate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the %1 pair</source>
        <extracomment>Keyboard and screen reader: choose the bead pair of the figure being placed; %1 colour</extracomment>
        <translation>Elegir la pareja de color %1</translation>
    </message>
    <message>
        <source>Take the %1 pair</source>
        <extracomment>Keyboard and screen reader: take a pair of beads in the draft; %1 colour</extracomment>
        <translation>Tomar la pareja de color %1</translation>
    </message>
    <message>
        <source>Hand on only the top bead</source>
        <extracomment>Keyboard and screen reader: hand on only the used (top) bead</extracomment>
        <translation>Pasar solo la cuenta superior</translation>
    </message>
    <message>
        <source>Hand on all its beads</source>
        <extracomment>Keyboard and screen reader: hand on all the beads of the figure</extracomment>
        <translation>Pasar todas sus cuentas</translation>
    </message>
    <message>
        <source>Stack them as %1</source>
        <extracomment>Keyboard and screen reader: stack the beads handed on in this order; %1 colours from bottom to top</extracomment>
        <translation>Apilarlas así: %1</translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message>
        <source>Play on the network</source>
        <extracomment>Title of the dialog for playing with people on other computers</extracomment>
        <translation>Jugar en red</translation>
    </message>
    <message>
        <source>Join a table</source>
        <extracomment>Heading in the network dialog: joining a table someone else opened</extracomment>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>Paste the invitation the host gave you: a line beginning with { or a link beginning with kotatsu://.</source>
        <extracomment>Explanation under "Join a table"</extracomment>
        <translation>Pega la invitación que te ha dado el anfitrión: una línea que empieza por { o un enlace que empieza por kotatsu://.</translation>
    </message>
    <message>
        <source>Invitation</source>
        <extracomment>Placeholder of the invitation field in the network dialog</extracomment>
        <translation>Invitación</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <extracomment>Label of the field for the name the other players see at a network table</extracomment>
        <translation>Tu nombre en la mesa</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <extracomment>Network dialog: connecting to the host's table</extracomment>
        <translation>Conectando con la mesa…</translation>
    </message>
    <message>
        <source>The connection dropped; trying again…</source>
        <extracomment>Network dialog: the connection dropped while joining; the app tries again</extracomment>
        <translation>Se ha perdido la conexión; reintentando…</translation>
    </message>
    <message>
        <source>Taking a seat…</source>
        <extracomment>Network dialog: the host accepted the invitation; waiting for a seat and the game's first position</extracomment>
        <translation>Sentándote a la mesa…</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Network dialog: closes it (and stops joining)</extracomment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Join</source>
        <extracomment>Network dialog: joins the table of the invitation pasted above</extracomment>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <extracomment>Heading in the network dialog: tables other computers on the same network offer</extracomment>
        <translation>Mesas en esta red</translation>
    </message>
    <message>
        <source>No table is offered on this network right now.</source>
        <extracomment>Network dialog: no table is announced on the local network (the list stays open and fills when one is)</extracomment>
        <translation>Ahora mismo no hay ninguna mesa abierta en esta red.</translation>
    </message>
    <message>
        <source>This computer cannot hear the tables offered on the network: port %1 is in use.</source>
        <extracomment>Network dialog: the app cannot listen for announced tables; %1 is the UDP port number</extracomment>
        <translation>Este ordenador no puede ver las mesas abiertas en la red: el puerto %1 está ocupado.</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n free seat(s)</source>
        <extracomment>Network dialog: one table offered on this network; %1 the game, %2 the host&apos;s name (or its address), %n the seats nobody holds yet</extracomment>
        <translation>
            <numerusform>%1 · %2 · %n puesto libre</numerusform>
            <numerusform>%1 · %2 · %n puestos libres</numerusform>
        </translation>
    </message>
    <message>
        <source>Host a table</source>
        <extracomment>Heading in the network dialog: offering the table set up in the launcher to people on other computers</extracomment>
        <translation>Crear una mesa</translation>
    </message>
    <message numerus="yes">
        <source>%1: the table as you set it up, with %n seat(s) for people: you take the first, the others are for the people you invite.</source>
        <extracomment>Network dialog, under "Host a table": %1 the game set up in the launcher; %n its seats for people, always 2 or more (the host&apos;s own is the first; the others are for people on other computers)</extracomment>
        <translation>
            <numerusform>%1: la mesa tal como la has preparado. Solo tiene %n puesto para una persona, el tuyo: nadie más puede unirse.</numerusform>
            <numerusform>%1: la mesa tal como la has preparado, con %n puestos para personas: tú ocupas el primero y los demás son para quienes invites.</numerusform>
        </translation>
    </message>
    <message>
        <source>Host</source>
        <extracomment>Network dialog: hosts the table set up in the launcher</extracomment>
        <translation>Crear</translation>
    </message>
    <message>
        <source>%1: the table as you set it up. Only your seat is for a person, so nobody else can join. To invite someone, set another seat to Person.</source>
        <extracomment>Network dialog, under &quot;Host a table&quot;, when the launcher&apos;s table has one seat for a person (the host&apos;s own) and the rest are computers; %1 the game set up in the launcher</extracomment>
        <translation>%1: la mesa tal como la has preparado. Su único puesto para una persona es el tuyo, así que nadie más puede unirse. Para invitar a alguien, pon otro puesto en «Persona».</translation>
    </message>
    <message>
        <source>List the table on this network: anyone on it can see it and join while a seat is free</source>
        <extracomment>Network dialog, under &quot;Host a table&quot;: a check box, on at first; the hosted table is listed on the local network (its invitation code included) for as long as it has a free seat</extracomment>
        <translation>Anunciar la mesa en esta red: cualquiera conectado a ella puede verla y unirse mientras quede un puesto libre</translation>
    </message>
    <message>
        <source>Connections</source>
        <extracomment>Network dialog, under &quot;Host a table&quot;: label of the choice of encrypting the connections (TLS) or not</extracomment>
        <translation>Conexiones</translation>
    </message>
    <message>
        <source>Not encrypted, for a home network</source>
        <extracomment>Network dialog, the connections choice: no TLS (ws://)</extracomment>
        <translation>Sin cifrar, para una red doméstica</translation>
    </message>
    <message>
        <source>Encrypted (TLS), with a certificate Kotatsu makes</source>
        <extracomment>Network dialog, the connections choice: TLS with a certificate the app makes for the host (self-signed); the invitation carries its fingerprint</extracomment>
        <translation>Cifradas (TLS), con un certificado que crea Kotatsu</translation>
    </message>
    <message>
        <source>Encrypted (TLS), with my certificate and key</source>
        <extracomment>Network dialog, the connections choice: TLS with the host&apos;s own certificate and private key (PEM files chosen below)</extracomment>
        <translation>Cifradas (TLS), con mi certificado y mi clave</translation>
    </message>
    <message>
        <source>Choose the certificate…</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: opens the file dialog for the certificate (a PEM file)</extracomment>
        <translation>Elegir el certificado…</translation>
    </message>
    <message>
        <source>Certificate: %1</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: the certificate chosen (%1 its file name); a click chooses another</extracomment>
        <translation>Certificado: %1</translation>
    </message>
    <message>
        <source>Choose the key…</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: opens the file dialog for the certificate&apos;s private key (a PEM file)</extracomment>
        <translation>Elegir la clave…</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: the private key chosen (%1 its file name); a click chooses another</extracomment>
        <translation>Clave: %1</translation>
    </message>
    <message>
        <source>The invitation carries the certificate&apos;s fingerprint, and the others&apos; Kotatsu accepts no other certificate. Send it only to them, in a message nobody else can change.</source>
        <extracomment>Network dialog, under the connections choice when TLS is chosen: the invitation carries the certificate&apos;s fingerprint (SHA-256), which the joining app checks</extracomment>
        <translation>La invitación lleva la huella del certificado, y el Kotatsu de los demás no acepta ningún otro certificado. Envíasela solo a ellos, en un mensaje que nadie más pueda cambiar.</translation>
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
        <translation>entrada %1</translation>
    </message>
    <message>
        <source>default</source>
        <extracomment>Rules editor: the entry of a rule given per number of players that applies to any count not listed (the data writes it `default`), as in "player count default"</extracomment>
        <translation>por defecto</translation>
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
        <translation>Elegir la clave privada del certificado</translation>
    </message>
    <message>
        <source>Choose the certificate</source>
        <extracomment>Title of the file dialog that chooses the host&apos;s TLS certificate (network dialog)</extracomment>
        <translation>Elegir el certificado</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt *.key)</source>
        <extracomment>File dialog filter for PEM files (a TLS certificate or key); keep &quot;(*.pem *.crt *.key)&quot;</extracomment>
        <translation>Archivos PEM (*.pem *.crt *.key)</translation>
    </message>
</context>
<context>
    <name>PickList</name>
    <message>
        <source>Earlier</source>
        <extracomment>Rules editor: moves an effect one place earlier in its list (effects are carried out in order)</extracomment>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Later</source>
        <extracomment>Rules editor: moves an effect one place later in its list</extracomment>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Rules editor: button in a table row that removes the item</extracomment>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>A number</source>
        <extracomment>Rules editor: the parameter of an effect is a number (not one of the named values)</extracomment>
        <translation>Un número</translation>
    </message>
    <message>
        <source>Add an effect</source>
        <extracomment>Rules editor: adds an effect at the end of an effect list (a ring space's or a wave tile's)</extracomment>
        <translation>Añadir un efecto</translation>
    </message>
    <message numerus="yes">
        <source>%n effect(s)</source>
        <extracomment>Rules editor: the totals line under an effect list; %n is the number of effects</extracomment>
        <translation>
            <numerusform>%n efecto</numerusform>
            <numerusform>%n efectos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PileView</name>
    <message>
        <source>used up</source>
        <extracomment>On the place of a pile that has no cards left</extracomment>
        <translation>agotado</translation>
    </message>
</context>
<context>
    <name>PilgrimsPanel</name>
    <message>
        <source>(holds %1)</source>
        <extracomment>Cards another player drafted openly; %1 is a list of numbers</extracomment>
        <translation>(tiene %1)</translation>
    </message>
    <message numerus="yes">
        <source>step %1 · %n card(s) in hand</source>
        <extracomment>Compact player info: %1 the step a pilgrim stands on, %n how many cards they hold</extracomment>
        <translation>
            <numerusform>escalón %1 · %n carta en la mano</numerusform>
            <numerusform>escalón %1 · %n cartas en la mano</numerusform>
        </translation>
    </message>
    <message>
        <source>Pilgrims</source>
        <extracomment>Screen reader: the row of players' summaries</extracomment>
        <translation>Peregrinos</translation>
    </message>
    <message>
        <source>(to play)</source>
        <extracomment>Screen reader: added after the name of the player whose turn it is</extracomment>
        <translation>(le toca)</translation>
    </message>
</context>
<context>
    <name>PlayerBoards</name>
    <message>
        <source>Winner</source>
        <extracomment>Player boards: this player won</extracomment>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>Player boards: the computer is choosing</extracomment>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>To move</source>
        <extracomment>Player boards: it is this player's turn</extracomment>
        <translation>Le toca</translation>
    </message>
    <message>
        <source>Pilgrim · temples: %1/%2 · gardens: %3/%4 · points: %5</source>
        <extracomment>Player boards: the pilgrim's board read out and shown on hover; %1 temples visited, %2 temple track length, %3 gardens, %4 garden track length, %5 points</extracomment>
        <translation>Peregrino · templos: %1/%2 · jardines: %3/%4 · puntos: %5</translation>
    </message>
    <message>
        <source>Merchant · wares: %1/%2 · coins: %3 · gold slabs: %4/%5 · points: %6</source>
        <extracomment>Player boards: the merchant's board read out and shown on hover; %1 wares held, %2 the hand limit, %3 coins, %4 gold slabs, %5 slots, %6 points</extracomment>
        <translation>Mercader · mercancías: %1/%2 · monedas: %3 · kobans: %4/%5 · puntos: %6</translation>
    </message>
    <message>
        <source>Artist · face up: %1 · given away: %2/%3 · points: %4</source>
        <extracomment>Player boards: the artist's board read out and shown on hover; %1 paintings face up, %2 given away, %3 in all, %4 points</extracomment>
        <translation>Artista · boca arriba: %1 · regaladas: %2/%3 · puntos: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <extracomment>Player boards: the total score (short); %n points</extracomment>
        <translation>
            <numerusform>%n pto.</numerusform>
            <numerusform>%n ptos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>Player boards read out: the total score; %n points</extracomment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds the hot spring token</source>
        <extracomment>Player boards read out: this player holds the hot spring token</extracomment>
        <translation>Tiene la ficha de fuente termal</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Winner</source>
        <extracomment>Player card: this player won</extracomment>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>Player card: the computer is choosing its move</extracomment>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>To move</source>
        <extracomment>Player card: it is this player's turn</extracomment>
        <translation>Le toca</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <extracomment>Player card: the pagoda the side must reach</extracomment>
        <translation>Objetivo: %1</translation>
    </message>
    <message>
        <source>%1 · goal: %2</source>
        <extracomment>Player card: %1 the side (Kokeshi, Samurai), %2 the pagoda the side must reach</extracomment>
        <translation>%1 · objetivo: %2</translation>
    </message>
    <message>
        <source>To place:</source>
        <extracomment>Player card during the set-up: the bead pairs not yet on a figure</extracomment>
        <translation>Por colocar:</translation>
    </message>
    <message>
        <source>%1, goal: %2</source>
        <extracomment>Screen reader, player card: %1 the side (Kokeshi), %2 the pagoda it must reach</extracomment>
        <translation>%1, objetivo: %2</translation>
    </message>
    <message>
        <source>winner</source>
        <extracomment>Screen reader, player card: this player won</extracomment>
        <translation>ganador</translation>
    </message>
    <message>
        <source>to move</source>
        <extracomment>Screen reader, player card: it is this player's turn</extracomment>
        <translation>le toca mover</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) on the board</source>
        <extracomment>Screen reader, player card: %n figures of the player on the board</extracomment>
        <translation>
            <numerusform>%n figura en el tablero</numerusform>
            <numerusform>%n figuras en el tablero</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bead(s) carried</source>
        <extracomment>Screen reader, player card: %n beads on the player's figures, then the count of each colour after the colon</extracomment>
        <translation>
            <numerusform>lleva %n cuenta</numerusform>
            <numerusform>lleva %n cuentas</numerusform>
        </translation>
    </message>
    <message>
        <source>pairs to place: %1</source>
        <extracomment>Screen reader, player card during the set-up: %1 the colours of the bead pairs not yet placed</extracomment>
        <translation>parejas por colocar: %1</translation>
    </message>
</context>
<context>
    <name>ProphecyPanel</name>
    <message>
        <source>The prophecy of %1</source>
        <extracomment>Heading of the prophecy box; %1 is the sage's name</extracomment>
        <translation>La profecía de %1</translation>
    </message>
    <message>
        <source>You foresee the %1: %2</source>
        <extracomment>The sage's own prediction; %1 is a pile symbol, %2 a card ("Moon: Blue 7")</extracomment>
        <translation>Predices el montón %1: %2</translation>
    </message>
    <message>
        <source>Choose the card that will be played last.</source>
        <extracomment>Prophecy box before the sage (you) has chosen</extracomment>
        <translation>Elige la carta que se jugará en último lugar.</translation>
    </message>
    <message>
        <source>The sage is choosing a disc in secret.</source>
        <extracomment>Prophecy box before the sage has chosen</extracomment>
        <translation>El sabio está eligiendo un disco en secreto.</translation>
    </message>
    <message>
        <source>The disc lies face down until the round ends.</source>
        <extracomment>Prophecy box: the disc is hidden from the other players</extracomment>
        <translation>El disco queda boca abajo hasta el final de la ronda.</translation>
    </message>
</context>
<context>
    <name>ProphecyReveal</name>
    <message>
        <source>The prophecy comes true!</source>
        <extracomment>Reveal banner title when the sage's predicted card was played</extracomment>
        <translation>¡La profecía se cumple!</translation>
    </message>
    <message>
        <source>The prophecy fails</source>
        <extracomment>Reveal banner title when the predicted card was never played</extracomment>
        <translation>La profecía falla</translation>
    </message>
    <message>
        <source>Click to close</source>
        <extracomment>Small hint on the reveal banner</extracomment>
        <translation>Haz clic para cerrar</translation>
    </message>
</context>
<context>
    <name>RawList</name>
    <message>
        <source>Remove</source>
        <extracomment>Rules editor: button in a table row that removes the item</extracomment>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Add</source>
        <extracomment>Rules editor: adds an item (a card, a town, a space...) at the end of a table</extracomment>
        <translation>Añadir</translation>
    </message>
    <message numerus="yes">
        <source>Show all %n row(s)</source>
        <extracomment>Rules editor: shows every row of a long table; %n is how many rows there are</extracomment>
        <translation>
            <numerusform>Mostrar %n fila</numerusform>
            <numerusform>Mostrar las %n filas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Rules editor: the totals line under a table; %n is the number of items (cards, towns, spaces...)</extracomment>
        <translation>
            <numerusform>%n elemento</numerusform>
            <numerusform>%n elementos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RenameOffer</name>
    <message numerus="yes">
        <source>%n other value(s) name “%1”. Rename them to “%2” too?</source>
        <extracomment>Rules editor, after a new id is typed for an item (a town, a region...) that other values name; %1 is the old id, %2 the new one, %n how many values name it</extracomment>
        <translation>
            <numerusform>%n valor más nombra «%1». ¿Cambiarlo también a «%2»?</numerusform>
            <numerusform>%n valores más nombran «%1». ¿Cambiarlos también a «%2»?</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename everywhere</source>
        <extracomment>Rules editor, rename offer: renames the id and every value that names it</extracomment>
        <translation>Cambiar en todas partes</translation>
    </message>
    <message>
        <source>Only this id</source>
        <extracomment>Rules editor, rename offer: changes this id only (the values naming the old id then show errors)</extracomment>
        <translation>Solo este id</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Replay</source>
        <extracomment>Replay bar title</extracomment>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>To the start</source>
        <extracomment>Replay: go to the start of the game (Home)</extracomment>
        <translation>Al principio</translation>
    </message>
    <message>
        <source>One move back</source>
        <extracomment>Replay: one move back (←)</extracomment>
        <translation>Una jugada atrás</translation>
    </message>
    <message>
        <source>Move of the game</source>
        <extracomment>Replay slider, for screen readers</extracomment>
        <translation>Jugada de la partida</translation>
    </message>
    <message>
        <source>One move forward</source>
        <extracomment>Replay: one move forward (→)</extracomment>
        <translation>Una jugada adelante</translation>
    </message>
    <message>
        <source>To the last move</source>
        <extracomment>Replay: go to the last move (End)</extracomment>
        <translation>A la última jugada</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <extracomment>Replay: which move is shown; %1 is its number, %2 the number of moves in the game</extracomment>
        <translation>Jugada %1 de %2</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <extracomment>Replay: the position before the first move</extracomment>
        <translation>El comienzo de la partida</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Replay: leave the replay for the game as it is now</extracomment>
        <translation>Volver a la partida</translation>
    </message>
</context>
<context>
    <name>RoundReport</name>
    <message>
        <source>Round %1: the climb</source>
        <extracomment>Heading of the last-round summary; %1 is the round number</extracomment>
        <translation>Ronda %1: la subida</translation>
    </message>
    <message>
        <source>stays</source>
        <extracomment>Under a card of the last round whose pilgrim did not climb</extracomment>
        <translation>inmóvil</translation>
    </message>
    <message>
        <source>The deck ran out: the discard pile was shuffled into a new deck.</source>
        <extracomment>Last-round note</extracomment>
        <translation>El mazo se ha agotado: se ha barajado la pila de descarte para formar uno nuevo.</translation>
    </message>
    <message>
        <source>%1 played the lowest card and drew from the deck.</source>
        <extracomment>Last-round note; %1 is a player's name</extracomment>
        <translation>%1 ha jugado la carta más baja y ha robado del mazo.</translation>
    </message>
    <message>
        <source>Nobody took card %1: it was discarded.</source>
        <extracomment>Last-round note; %1 is a card number</extracomment>
        <translation>Nadie ha elegido la carta %1: ha ido a la pila de descarte.</translation>
    </message>
    <message>
        <source>%1 played %2 and stayed on step %3</source>
        <extracomment>Screen reader, last round: a pilgrim that did not climb; %1 a player, %2 a card ("card 17, 3 sandals"), %3 its step</extracomment>
        <translation>%1 ha jugado la %2 y se ha quedado en el escalón %3</translation>
    </message>
    <message>
        <source>%1 played %2 and climbed from step %3 to step %4</source>
        <extracomment>Screen reader, last round: a pilgrim that climbed; %1 a player, %2 a card ("card 17, 3 sandals"), %3 and %4 steps</extracomment>
        <translation>%1 ha jugado la %2 y ha subido del escalón %3 al %4</translation>
    </message>
</context>
<context>
    <name>RulesDrawer</name>
    <message>
        <source>Keys</source>
        <extracomment>Heading of the list of keys under the rules</extracomment>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>The game “%1” is not available.</source>
        <extracomment>Error in the rules editor; %1 is a game id</extracomment>
        <translation>El juego «%1» no está disponible.</translation>
    </message>
    <message>
        <source>the value of %1</source>
        <extracomment>Rules editor: where a value typed in a list row is, in an error about it (&quot;the value of board.routes[3]:1:5: ...&quot;)</extracomment>
        <translation>el valor de %1</translation>
    </message>
    <message>
        <source>The variant cannot be opened: %1</source>
        <extracomment>Error in the rules editor; %1 is a variant's name or file, or the system's reason</extracomment>
        <translation>No se puede abrir la variante: %1</translation>
    </message>
    <message>
        <source>No variant is open.</source>
        <extracomment>Error in the rules editor when nothing is open</extracomment>
        <translation>No hay ninguna variante abierta.</translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>Undo step in the rules editor: a whole item changed, e.g. "Change route 3"; %1 the item (a name, or a kind and its number)</extracomment>
        <translation>Cambiar %1</translation>
    </message>
    <message>
        <source>Revert %1</source>
        <translation>Volver al juego base: %1</translation>
    </message>
    <message>
        <source>Edit the text</source>
        <extracomment>Undo step in the rules editor: typing in the YAML text</extracomment>
        <translation>Editar el texto</translation>
    </message>
    <message>
        <source>The shipped games are never changed: save the variant under a name of your own.</source>
        <extracomment>Error in the rules editor: the files shipped with Kotatsu are never overwritten</extracomment>
        <translation>Los juegos incluidos nunca se modifican: guarda la variante con un nombre propio.</translation>
    </message>
    <message>
        <source>Choose a name to save this variant under.</source>
        <extracomment>Error in the rules editor: a new or shipped variant is saved under a new name</extracomment>
        <translation>Elige un nombre para guardar esta variante.</translation>
    </message>
    <message>
        <source>This variant has errors: it can be saved, but not played.</source>
        <extracomment>Error in the rules editor: "Play" with errors in the variant (or while it is checked)</extracomment>
        <translation>Esta variante tiene errores: se puede guardar, pero no jugar.</translation>
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
        <translation>Deshacer el cambio: %1</translation>
    </message>
    <message>
        <source>Change the %1 of %2</source>
        <extracomment>Undo step in the rules editor: a value of one item changed, e.g. "Change the type of ring space 9"; %1 the value's label (type, mountain-town draw), %2 the item (ring space 9, Uchiko). Both in lower case unless names: the sentence's first letter is made a capital</extracomment>
        <translation>Cambiar %1 de %2</translation>
    </message>
    <message>
        <source>Revert the %1 of %2</source>
        <translation>Volver al juego base: %1 de %2</translation>
    </message>
    <message>
        <source>Change the %1</source>
        <extracomment>Undo step in the rules editor: a value changed, e.g. "Change the hand size"; %1 its label in lower case (the sentence's first letter is made a capital)</extracomment>
        <translation>Cambiar %1</translation>
    </message>
    <message>
        <source>Revert the %1</source>
        <translation>Volver al juego base: %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>Undo step in the rules editor: an item added to a list, e.g. "Add ring space 37"; %1 the new item, by its kind and number (0 first)</extracomment>
        <translation>Añadir %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>Undo step in the rules editor: an item removed from a list, e.g. "Remove Uchiko", "Remove route 3"; %1 the item</extracomment>
        <translation>Quitar %1</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <extracomment>Undo step in the rules editor: a copy of an item inserted after it, e.g. "Duplicate Uchiko"; %1 the item copied</extracomment>
        <translation>Duplicar %1</translation>
    </message>
    <message>
        <source>Those changes are open in another editor.</source>
        <extracomment>Error in the rules editor: the autosaved work chosen is open in another editor (or gone)</extracomment>
        <translation>Esos cambios están abiertos en otro editor.</translation>
    </message>
    <message>
        <source>Those changes are to another game's rules: its own editor offers them.</source>
        <extracomment>Error in the rules editor: autosaved changes of another game's rules were asked for</extracomment>
        <translation>Esos cambios son de las reglas de otro juego: los ofrece su propio editor.</translation>
    </message>
    <message>
        <source>Recover the autosaved changes</source>
        <extracomment>Undo step in the rules editor: the changes recovered from an autosave</extracomment>
        <translation>Recuperar los cambios guardados automáticamente</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <extracomment>Undo step in the rules editor: an id changed, and every value that names it; %1 is the old id, %2 the new one</extracomment>
        <translation>Cambiar %1 por %2</translation>
    </message>
    <message>
        <source>This fix no longer applies to the variant as it is now.</source>
        <extracomment>Error in the rules editor: a suggested fix no longer applies (the document changed)</extracomment>
        <translation>Esta corrección ya no sirve para la variante tal como está ahora.</translation>
    </message>
</context>
<context>
    <name>SaveAsDialog</name>
    <message>
        <source>The id is one word of small letters, digits and _ (for example my_variant).</source>
        <extracomment>Save-as dialog: the variant id typed is not one word of small letters, digits and _</extracomment>
        <translation>El id es una sola palabra de minúsculas, cifras y _ (por ejemplo mi_variante).</translation>
    </message>
    <message>
        <source>Save as a variant</source>
        <extracomment>Title of the rules editor's Save as dialog</extracomment>
        <translation>Guardar como variante</translation>
    </message>
    <message>
        <source>The variant goes into your own variants: the launcher lists it at once. The game's own files are never changed.</source>
        <extracomment>Save-as dialog: what the dialog does</extracomment>
        <translation>La variante se guarda entre tus variantes: el menú de inicio la muestra al momento. Los archivos del juego nunca se modifican.</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Save-as dialog: label of the variant id (its file name)</extracomment>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Save-as dialog: heading above the variant's name in each language</extracomment>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>missing</source>
        <extracomment>Rules editor: placeholder of an empty language in a five-language grid</extracomment>
        <translation>falta</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Save-as dialog button</extracomment>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Dialog button: close the dialog without doing anything</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Not written yet: the editor's stand-in until you change it</source>
        <extracomment>Rules editor: tooltip of a language of a new variant's name or description that still holds the text the editor gave it ("Tokaido Duo (variant)")</extracomment>
        <translation>Aún sin escribir: es el texto provisional del editor hasta que lo cambies</translation>
    </message>
    <message>
        <source>Description</source>
        <extracomment>Save-as dialog: heading above the variant's description in each language</extracomment>
        <translation>Descripción</translation>
    </message>
    <message numerus="yes">
        <source>%n language(s) missing: players in them see the name you wrote in another language.</source>
        <extracomment>Save-as dialog: how many languages still lack the variant's own name or description (empty, or the editor's "Tokaido Duo (variant)"); saving is allowed, and those languages show a name written in another</extracomment>
        <translation>
            <numerusform>Falta %n idioma: quien juegue en él verá el nombre que escribiste en otro idioma.</numerusform>
            <numerusform>Faltan %n idiomas: quien juegue en ellos verá el nombre que escribiste en otro idioma.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n language(s) missing: until you name the variant, the launcher shows the stand-in name and its id.</source>
        <extracomment>Save-as dialog: as above, when no language has a name of the designer's yet: the launcher shows the stand-in name followed by the variant's id</extracomment>
        <translation>
            <numerusform>Falta %n idioma: hasta que le pongas nombre, el menú de inicio muestra el nombre provisional y su id.</numerusform>
            <numerusform>Faltan %n idiomas: hasta que le pongas nombre, el menú de inicio muestra el nombre provisional y su id.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>The saved game is damaged: “%1” is not part of a saved game.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file that saves do not have</extracomment>
        <translation>La partida guardada está dañada: «%1» no forma parte de una partida guardada.</translation>
    </message>
    <message>
        <source>The saved game is damaged: the value of “%1” is not allowed.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file, like seats[1].level</extracomment>
        <translation>La partida guardada está dañada: el valor de «%1» no está permitido.</translation>
    </message>
    <message>
        <source>The saved game is damaged: “%1” holds the wrong kind of value.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file, like seats[1].kind</extracomment>
        <translation>La partida guardada está dañada: «%1» tiene un valor de tipo incorrecto.</translation>
    </message>
    <message>
        <source>The saved game is damaged: “%1” is missing.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file, like seats[1].kind</extracomment>
        <translation>La partida guardada está dañada: falta «%1».</translation>
    </message>
    <message>
        <source>The saves folder could not be written to disk.</source>
        <extracomment>Error when saving: the file was written but the system did not confirm it is on disk</extracomment>
        <translation>La carpeta de partidas guardadas no se pudo escribir en el disco.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <extracomment>Error when opening a saved game: permissions or a read error</extracomment>
        <translation>No se puede leer el archivo.</translation>
    </message>
    <message>
        <source>There is no saved game file at this place.</source>
        <extracomment>Error when opening a saved game: the path is missing, a link, a device…</extracomment>
        <translation>No hay ningún archivo de partida guardada en este lugar.</translation>
    </message>
    <message>
        <source>The file is not a Kotatsu saved game (it is damaged or of another kind).</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>El archivo no es una partida guardada de Kotatsu (está dañado o es de otro tipo).</translation>
    </message>
    <message>
        <source>The file is not a Kotatsu saved game.</source>
        <extracomment>Error when opening a file that is JSON but not a saved game</extracomment>
        <translation>El archivo no es una partida guardada de Kotatsu.</translation>
    </message>
    <message>
        <source>This saved game comes from another version of Kotatsu and cannot be read.</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>Esta partida guardada es de otra versión de Kotatsu y no se puede leer.</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game.</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>El archivo es demasiado grande para ser una partida guardada.</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>Saved games</source>
        <extracomment>Title of the list of saved games</extracomment>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Button in the list of saved games: open this one</extracomment>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Button in the list of saved games: delete this one</extracomment>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>No saved games yet. During a game, choose Menu › Save game.</source>
        <extracomment>Shown when there are no saved games</extracomment>
        <translation>Aún no hay partidas guardadas. Durante una partida, elige Menú › Guardar partida.</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the list of saved games</extracomment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>Button in the list of saved games: open this one and step through its moves from the start</extracomment>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <extracomment>Saved games: default name of a computer seat; %1 is the seat number</extracomment>
        <translation>Ordenador %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>Saved games: default name of a person's seat; %1 is the seat number</extracomment>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>easy</source>
        <extracomment>Saved games: the strength of a computer seat</extracomment>
        <translation>fácil</translation>
    </message>
    <message>
        <source>strong</source>
        <extracomment>Saved games: the strength of a computer seat</extracomment>
        <translation>difícil</translation>
    </message>
    <message>
        <source>normal</source>
        <extracomment>Saved games: the strength of a computer seat</extracomment>
        <translation>normal</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <extracomment>Saved games: a computer seat the player named; %1 its name, %2 its strength ("easy")</extracomment>
        <translation>%1 (ordenador, %2)</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <extracomment>Saved games, a game played on the network: a computer seat the host named; %1 its name</extracomment>
        <translation>%1 (ordenador)</translation>
    </message>
    <message>
        <source>played on the network</source>
        <extracomment>Saved games: after the game's name, a game played with people on other computers (the player's own record of it)</extracomment>
        <translation>partida en red</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Saved games: a computer seat with its default name; %1 the name ("Computer 2"), %2 its strength ("easy")</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <extracomment>Saved games: the seat the game's rules play (its own solo opponent); %1 its name from the game's data (Tokaido Duo: "Automa"), %2 its level (a number)</extracomment>
        <translation>%1 (nivel %2)</translation>
    </message>
    <message numerus="yes">
        <source>In progress: round %1, %n move(s)</source>
        <extracomment>Saved games: a game not finished; %1 the round it was saved in, %n the moves played</extracomment>
        <translation>
            <numerusform>En curso: ronda %1, %n jugada</numerusform>
            <numerusform>En curso: ronda %1, %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In progress: %n move(s)</source>
        <extracomment>Saved games: a game not finished (a game without rounds); %n the moves played</extracomment>
        <translation>
            <numerusform>En curso: %n jugada</numerusform>
            <numerusform>En curso: %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished: a draw</source>
        <extracomment>Saved games: a finished game that ended in a draw</extracomment>
        <translation>Terminada: empate</translation>
    </message>
    <message>
        <source>Finished: %1 won</source>
        <extracomment>Saved games: a finished game; %1 the winner's name</extracomment>
        <translation>Terminada: ganó %1</translation>
    </message>
    <message>
        <source>Finished: %1 shared the victory</source>
        <extracomment>Saved games: a finished game with a shared victory; %1 the winners ("Maya and Leo")</extracomment>
        <translation>Terminada: %1 compartieron la victoria</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>A saved game in the list: when it was saved; %1 is a date and time</extracomment>
        <translation>Guardada: %1</translation>
    </message>
    <message>
        <source>Lesson: %1 — step %2 of %3</source>
        <extracomment>Saved games: a lesson ("Learn to play", a guided first game) left at a step; %1 the lesson&apos;s title, %2 the step it waits at, %3 how many steps it has</extracomment>
        <translation>Lección: %1 — paso %2 de %3</translation>
    </message>
    <message>
        <source>Lesson: %1 — complete</source>
        <extracomment>Saved games: a lesson ("Learn to play", a guided first game) played to its end; %1 the lesson&apos;s title</extracomment>
        <translation>Lección: %1 — terminada</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <source>The game's header.</source>
        <translation>La cabecera del juego.</translation>
    </message>
    <message>
        <source>The game's id: its folder's name.</source>
        <translation>El id del juego: el nombre de su carpeta.</translation>
    </message>
    <message>
        <source>Which built-in rules read this file.</source>
        <translation>Qué reglas integradas leen este archivo.</translation>
    </message>
    <message>
        <source>The game's name.</source>
        <translation>El nombre del juego.</translation>
    </message>
    <message>
        <source>One line about the game for the launcher.</source>
        <translation>Una línea sobre el juego para el menú de inicio.</translation>
    </message>
    <message>
        <source>Designer, publisher and year.</source>
        <translation>Autor, editorial y año.</translation>
    </message>
    <message>
        <source>Place in the launcher, lowest first.</source>
        <translation>Posición en el menú de inicio, de menor a mayor.</translation>
    </message>
    <message>
        <source>How many players may play.</source>
        <translation>Cuántos jugadores pueden jugar.</translation>
    </message>
    <message>
        <source>The fewest players.</source>
        <translation>El mínimo de jugadores.</translation>
    </message>
    <message>
        <source>The most players.</source>
        <translation>El máximo de jugadores.</translation>
    </message>
    <message>
        <source>Files of the same folder whose keys belong to this game.</source>
        <translation>Archivos de la misma carpeta cuyas claves forman parte de este juego.</translation>
    </message>
    <message>
        <source>A variant file's header: the variant changes the keys it gives.</source>
        <translation>La cabecera de un archivo de variante: la variante cambia las claves que indica.</translation>
    </message>
    <message>
        <source>The id of the game the variant changes.</source>
        <translation>El id del juego que cambia la variante.</translation>
    </message>
    <message>
        <source>The variant's name.</source>
        <translation>El nombre de la variante.</translation>
    </message>
    <message>
        <source>What the variant changes, in a few sentences.</source>
        <translation>Lo que cambia la variante, en pocas frases.</translation>
    </message>
    <message>
        <source>The rules parameters.</source>
        <translation>Los parámetros de las reglas.</translation>
    </message>
    <message>
        <source>The step of the pagoda at the top of the temple.</source>
        <translation>El escalón de la pagoda, en lo alto del templo.</translation>
    </message>
    <message>
        <source>The step every pilgrim starts on, below the pagoda.</source>
        <translation>El escalón en el que empiezan todos los peregrinos, por debajo de la pagoda.</translation>
    </message>
    <message>
        <source>Before the first round every pilgrim climbs by a card of the first line; nobody is frozen then.</source>
        <translation>Antes de la primera ronda, cada peregrino sube según una carta de la primera línea; entonces nadie se queda inmóvil.</translation>
    </message>
    <message>
        <source>Cards in each player's hand.</source>
        <translation>Cartas en la mano de cada jugador.</translation>
    </message>
    <message>
        <source>The places in the line whose pilgrims do not climb.</source>
        <translation>Los puestos de la línea cuyos peregrinos no suben.</translation>
    </message>
    <message>
        <source>By number of players (3, 4, ...) or default.</source>
        <translation>Según el número de jugadores (3, 4…) o default.</translation>
    </message>
    <message>
        <source>Line indices: 0 is the lowest card, N-k the k-th card from the right.</source>
        <extracomment>"N-k" is written as is in the data file; keep it untranslated</extracomment>
        <translation>Índices de la línea: 0 es la carta más baja, N-k la k-ésima carta contando desde la derecha.</translation>
    </message>
    <message>
        <source>The places that win the game.</source>
        <translation>Los puestos que ganan la partida.</translation>
    </message>
    <message>
        <source>The winning places: top, bottom or both.</source>
        <translation>Los puestos ganadores: top, bottom o ambos.</translation>
    </message>
    <message>
        <source>Places counted from the top; 1 is the highest pilgrim.</source>
        <translation>Puestos contados desde arriba; 1 es el peregrino más alto.</translation>
    </message>
    <message>
        <source>Places counted from the bottom; 1 is the lowest pilgrim.</source>
        <translation>Puestos contados desde abajo; 1 es el peregrino más bajo.</translation>
    </message>
    <message>
        <source>The lowest card moves from the first place of the line to the last.</source>
        <translation>La carta más baja pasa del primer puesto de la línea al último.</translation>
    </message>
    <message>
        <source>How the hands are filled up again after a round.</source>
        <translation>Cómo se vuelven a completar las manos después de una ronda.</translation>
    </message>
    <message>
        <source>Where the last player draws from.</source>
        <translation>De dónde roba el último jugador.</translation>
    </message>
    <message>
        <source>Which line the other players draft from.</source>
        <translation>De qué línea eligen carta los demás jugadores.</translation>
    </message>
    <message>
        <source>What becomes of the card nobody drafted.</source>
        <translation>Qué se hace con la carta que nadie eligió.</translation>
    </message>
    <message>
        <source>What happens when the deck runs out.</source>
        <translation>Qué ocurre cuando se acaba el mazo.</translation>
    </message>
    <message>
        <source>A climb past the pagoda: stop on it (cap) or step back down by the steps left over (bounce).</source>
        <translation>Si se sube más allá de la pagoda: se queda en ella (cap) o vuelve a bajar los escalones que sobran (bounce).</translation>
    </message>
    <message>
        <source>Pilgrims on the same step share a place (levels) or the first to arrive ranks higher (arrival_order).</source>
        <translation>Los peregrinos en el mismo escalón comparten puesto (levels) o el primero en llegar queda por delante (arrival_order).</translation>
    </message>
    <message>
        <source>The cards.</source>
        <translation>Las cartas.</translation>
    </message>
    <message>
        <source>The lowest and the highest card value; there is one card of each value in between.</source>
        <translation>El valor más bajo y el más alto; hay una carta de cada valor entre ambos.</translation>
    </message>
    <message>
        <source>A card value.</source>
        <translation>Un valor de carta.</translation>
    </message>
    <message>
        <source>true while the sandal counts are a stand-in for the real game's.</source>
        <translation>true mientras el número de sandalias sea una tabla provisional en lugar de la del juego real.</translation>
    </message>
    <message>
        <source>The sandals on each card, by card value: how many steps its pilgrim climbs.</source>
        <translation>Las sandalias de cada carta, según su valor: cuántos escalones sube su peregrino.</translation>
    </message>
    <message>
        <source>The sandals on the card of this value.</source>
        <translation>Las sandalias de la carta de este valor.</translation>
    </message>
    <message>
        <source>The pilgrims in the order the seats take them; one per player at least.</source>
        <translation>Los peregrinos en el orden en que los toman los puestos; al menos uno por jugador.</translation>
    </message>
    <message>
        <source>An id: one word, unique in its list.</source>
        <translation>Un id: una sola palabra, única en su lista.</translation>
    </message>
    <message>
        <source>The colour on the table, written #rrggbb.</source>
        <translation>El color en la mesa, escrito #rrggbb.</translation>
    </message>
    <message>
        <source>The name shown to players.</source>
        <translation>El nombre que ven los jugadores.</translation>
    </message>
    <message>
        <source>The cards are dealt onto the piles one by one, from the first pile (round_robin) or from a random one (round_robin_random_start).</source>
        <translation>Las cartas se reparten una a una en los montones, empezando por el primero (round_robin) o por uno al azar (round_robin_random_start).</translation>
    </message>
    <message>
        <source>Who is the first sage: a random player or the first seat.</source>
        <translation>Quién es el primer sabio: un jugador al azar o el del primer puesto.</translation>
    </message>
    <message>
        <source>When a card may be placed next to another; any one rule is enough.</source>
        <translation>Cuándo una carta coincide con otra; basta con una de las reglas.</translation>
    </message>
    <message>
        <source>The highest and the lowest value count as neighbours.</source>
        <translation>El valor más alto y el más bajo cuentan como consecutivos.</translation>
    </message>
    <message>
        <source>The values a Sun may not take: those of the face-up cards of its colour in the ring, in the ring and the centre, or none.</source>
        <translation>Los valores que no puede declarar un Sol: los de las cartas visibles de su color en el círculo, en el círculo y el centro, o ninguno.</translation>
    </message>
    <message>
        <source>A card that can be placed must be placed.</source>
        <translation>Una carta que se puede jugar debe jugarse.</translation>
    </message>
    <message>
        <source>The sage plays too when the turn comes round.</source>
        <translation>El sabio también juega cuando le llega el turno.</translation>
    </message>
    <message>
        <source>The direction the turn passes in.</source>
        <translation>El sentido en que pasa el turno.</translation>
    </message>
    <message>
        <source>The round stops when the predicted card is played (stop_on_prediction) or goes on to its end (play_out).</source>
        <translation>La ronda se detiene cuando se juega la carta predicha (stop_on_prediction) o sigue hasta el final (play_out).</translation>
    </message>
    <message>
        <source>The cards of a failed round leave the game, or stay in the centre for the next sage who is right.</source>
        <translation>Las cartas de una ronda fallida quedan fuera del juego o se quedan en el centro para el próximo sabio que acierte.</translation>
    </message>
    <message>
        <source>The sage shows the prophecy even when it was wrong.</source>
        <translation>El sabio muestra su profecía aunque haya fallado.</translation>
    </message>
    <message>
        <source>Piles are turned up during the round, not only after it.</source>
        <translation>La carta siguiente de cada montón se voltea durante la ronda, no solo al final.</translation>
    </message>
    <message>
        <source>The game ends when this many piles are empty.</source>
        <translation>La partida termina cuando se agotan tantos montones.</translation>
    </message>
    <message>
        <source>At the end, play on until everybody has been the sage equally often.</source>
        <translation>Al final, se sigue jugando hasta que todos hayan sido el sabio el mismo número de veces.</translation>
    </message>
    <message>
        <source>One point per card won; the values do not count.</source>
        <translation>Un punto por carta ganada; los valores no cuentan.</translation>
    </message>
    <message>
        <source>Tied players share the victory, or the most successful prophecies decide first.</source>
        <translation>Los jugadores empatados comparten la victoria, o primero deciden las profecías cumplidas.</translation>
    </message>
    <message>
        <source>The direction the sage role passes in.</source>
        <translation>El sentido en que pasa el papel de sabio.</translation>
    </message>
    <message>
        <source>The lowest and the highest value; each colour has one card of each value in between.</source>
        <translation>El valor más bajo y el más alto; cada color tiene una carta de cada valor entre ambos.</translation>
    </message>
    <message>
        <source>Sun jokers in each colour.</source>
        <translation>Comodines de Sol de cada color.</translation>
    </message>
    <message>
        <source>The name of the Sun card.</source>
        <translation>El nombre de la carta de Sol.</translation>
    </message>
    <message>
        <source>The card colours.</source>
        <translation>Los colores de las cartas.</translation>
    </message>
    <message>
        <source>The shape drawn on the cards of this colour, so that colour is never the only cue.</source>
        <translation>La forma dibujada en las cartas de este color, para que el color nunca sea la única pista.</translation>
    </message>
    <message>
        <source>The symbol discs, one per pile: pile i carries symbols[i].</source>
        <translation>Los discos de símbolo, uno por montón: el montón i lleva symbols[i].</translation>
    </message>
    <message>
        <source>The pile's word in action texts, e.g. S3.</source>
        <translation>La palabra del montón en los textos de acción, p. ej. S3.</translation>
    </message>
    <message>
        <source>The two sides: the first seat plays the first, the second seat the second.</source>
        <translation>Los dos bandos: el primer puesto juega con el primero y el segundo puesto, con el segundo.</translation>
    </message>
    <message>
        <source>What one figure of the side is called.</source>
        <translation>Cómo se llama una figura de este bando.</translation>
    </message>
    <message>
        <source>The capital letter that names the side's figures in action texts (K1, K2, ...).</source>
        <translation>La letra mayúscula que nombra las figuras del bando en los textos de acción (K1, K2…).</translation>
    </message>
    <message>
        <source>Figures on each side.</source>
        <translation>Figuras de cada bando.</translation>
    </message>
    <message>
        <source>The beads.</source>
        <translation>Las cuentas.</translation>
    </message>
    <message>
        <source>Beads each figure starts with, all of one colour.</source>
        <translation>Cuentas con las que empieza cada figura, todas del mismo color.</translation>
    </message>
    <message>
        <source>The bead colours.</source>
        <translation>Los colores de las cuentas.</translation>
    </message>
    <message>
        <source>Beads of this colour; a multiple of beads.per_figure.</source>
        <translation>Cuentas de este color; un múltiplo de beads.per_figure.</translation>
    </message>
    <message>
        <source>The fill pattern the table draws, so that colour is never the only cue.</source>
        <translation>El patrón de relleno que dibuja la mesa, para que el color nunca sea la única pista.</translation>
    </message>
    <message>
        <source>A one-letter label in each language.</source>
        <translation>Una etiqueta de una letra en cada idioma.</translation>
    </message>
    <message>
        <source>Who moves first: a side id, or random.</source>
        <translation>Quién mueve primero: el id de un bando, o random.</translation>
    </message>
    <message>
        <source>How the figures are set up.</source>
        <translation>Cómo se colocan las figuras.</translation>
    </message>
    <message>
        <source>Every side gets one pair of each colour, or the players draft the pairs in turn.</source>
        <translation>Cada bando recibe una pareja de cada color, o los jugadores eligen las parejas por turnos.</translation>
    </message>
    <message>
        <source>Who places figures when: the first player all of them first, one each in turn, both unseen, or fixed positions.</source>
        <translation>Quién coloca las figuras y cuándo: el primer jugador todas primero, una cada uno por turnos, ambos sin ver las del otro, o posiciones fijas.</translation>
    </message>
    <message>
        <source>Only with order: fixed: every figure's start field and bead colour, by side.</source>
        <translation>Solo con order: fixed: la casilla de salida y el color de cuenta de cada figura, por bando.</translation>
    </message>
    <message>
        <source>One [field, colour] per figure, e.g. [c3, red].</source>
        <translation>Un [casilla, color] por figura, p. ej. [c3, red].</translation>
    </message>
    <message>
        <source>How figures move.</source>
        <translation>Cómo se mueven las figuras.</translation>
    </message>
    <message>
        <source>Lines one figure may cross in a turn.</source>
        <translation>Líneas que una figura puede cruzar en un turno.</translation>
    </message>
    <message>
        <source>A step may hand on the whole stack instead of the bead used.</source>
        <translation>Un paso puede pasar toda la pila en lugar de la cuenta usada.</translation>
    </message>
    <message>
        <source>An ordinary jump may hand on a whole stack too.</source>
        <translation>Un salto normal también puede pasar toda una pila.</translation>
    </message>
    <message>
        <source>The order of a stack handed on: kept, reversed, or chosen by the player.</source>
        <translation>El orden de una pila que se pasa: se mantiene, se invierte o lo elige el jugador.</translation>
    </message>
    <message>
        <source>Passing beads.</source>
        <translation>Pasar cuentas.</translation>
    </message>
    <message>
        <source>A pass may move a whole stack, not only the top bead.</source>
        <translation>Pasar puede mover toda una pila, no solo la cuenta superior.</translation>
    </message>
    <message>
        <source>Entering the goal base.</source>
        <translation>Entrar en la base de destino.</translation>
    </message>
    <message>
        <source>A figure enters the base across a gate line of its bead's colour, or with any bead.</source>
        <translation>Una figura entra en la base cruzando una línea de entrada del color de su cuenta, o con cualquier cuenta.</translation>
    </message>
    <message>
        <source>Jumps.</source>
        <translation>Saltos.</translation>
    </message>
    <message>
        <source>Which figure must carry no bead for a jump: either one, the one jumped, or the jumper.</source>
        <translation>Qué figura no debe llevar cuentas para saltar: cualquiera de las dos, la saltada o la que salta.</translation>
    </message>
    <message>
        <source>Where a jump lands: the row behind the figure jumped, straight behind it, or next to it.</source>
        <translation>Dónde cae un salto: en la fila detrás de la figura saltada, justo detrás de ella o a su lado.</translation>
    </message>
    <message>
        <source>Where a jump lands when the first landing is taken: the row after, straight on, or nowhere (off).</source>
        <translation>Dónde cae un salto cuando la primera casilla está ocupada: en la fila siguiente, en línea recta o en ninguna parte (off).</translation>
    </message>
    <message>
        <source>A loaded jumper pays its top bead to a team-mate.</source>
        <translation>Una figura que salta cargada da su cuenta superior a una compañera.</translation>
    </message>
    <message>
        <source>A figure may jump a team-mate and hand it the whole stack.</source>
        <translation>Una figura puede saltar por encima de una compañera y pasarle toda la pila.</translation>
    </message>
    <message>
        <source>How the game ends.</source>
        <translation>Cómo termina la partida.</translation>
    </message>
    <message>
        <source>A draw when the same position comes up this many times; 0 is off.</source>
        <translation>Empate cuando la misma posición aparece este número de veces; 0 lo desactiva.</translation>
    </message>
    <message>
        <source>A draw after this many moves (placements not counted); 0 is not supported.</source>
        <translation>Empate tras este número de jugadas (sin contar la colocación); 0 no está admitido.</translation>
    </message>
    <message>
        <source>A player who cannot move loses, passes the turn, or the game is drawn.</source>
        <translation>Un jugador que no puede mover pierde, pasa el turno, o la partida acaba en empate.</translation>
    </message>
    <message>
        <source>Stacks of beads.</source>
        <translation>Pilas de cuentas.</translation>
    </message>
    <message>
        <source>Beads one figure may carry; 0 is no limit.</source>
        <translation>Cuentas que puede llevar una figura; 0 es sin límite.</translation>
    </message>
    <message>
        <source>The garden board.</source>
        <translation>El tablero del jardín.</translation>
    </message>
    <message>
        <source>Rows of fields (even).</source>
        <translation>Filas de casillas (un número par).</translation>
    </message>
    <message>
        <source>The shuffle of a shuffled layout: the same seed, the same garden.</source>
        <translation>La mezcla de una disposición barajada: la misma semilla da el mismo jardín.</translation>
    </message>
    <message>
        <source>The two bases, one home base per side.</source>
        <translation>Las dos bases, una base propia por bando.</translation>
    </message>
    <message>
        <source>The id of the side whose home it is.</source>
        <translation>El id del bando al que pertenece.</translation>
    </message>
    <message>
        <source>The cells the base covers, e.g. [c1, d1].</source>
        <translation>Las casillas que ocupa la base, p. ej. [c1, d1].</translation>
    </message>
    <message>
        <source>Each side's start fields, by side id.</source>
        <translation>Las casillas de salida de cada bando, por id de bando.</translation>
    </message>
    <message>
        <source>Fields next to the side's base where its figures may start.</source>
        <translation>Casillas junto a la base del bando donde pueden empezar sus figuras.</translation>
    </message>
    <message>
        <source>The lines of the board's frame: [cell, cell or base, colour].</source>
        <translation>Las líneas del marco del tablero: [casilla, casilla o base, color].</translation>
    </message>
    <message>
        <source>The lines between the added row and its neighbours: [cell, cell, colour].</source>
        <translation>Las líneas entre la fila añadida y sus vecinas: [casilla, casilla, color].</translation>
    </message>
    <message>
        <source>Piles of cards around the ring, one symbol disc each.</source>
        <translation>Montones de cartas alrededor del círculo, con un disco de símbolo cada uno.</translation>
    </message>
    <message>
        <source>Columns of fields (even: tiles are 2×2 fields).</source>
        <translation>Columnas de casillas (un número par: las losetas son de 2×2 casillas).</translation>
    </message>
    <message>
        <source>Rows of tiles added in the middle for a longer garden.</source>
        <translation>Filas de losetas añadidas en el centro para un jardín más largo.</translation>
    </message>
    <message>
        <source>Where the tiles lie: as board.slots says, or shuffled (point-symmetric or freely).</source>
        <translation>Dónde están las losetas: como indica board.slots, o barajadas (con simetría central o libremente).</translation>
    </message>
    <message>
        <source>How shuffled tiles may be turned: not at all, by 180°, or any way.</source>
        <translation>Cómo se pueden girar las losetas barajadas: nada, 180° o de cualquier forma.</translation>
    </message>
    <message>
        <source>The tile designs, by id.</source>
        <translation>Los diseños de loseta, por id.</translation>
    </message>
    <message>
        <source>The colours of the tile's inner lines: [bottom, left, top, right].</source>
        <translation>Los colores de las líneas interiores de la loseta: [abajo, izquierda, arriba, derecha].</translation>
    </message>
    <message>
        <source>Where the tiles lie.</source>
        <translation>Dónde están las losetas.</translation>
    </message>
    <message>
        <source>[column, row] of the tile's slot, from 0 at the bottom left.</source>
        <translation>[columna, fila] del hueco de la loseta, desde 0 abajo a la izquierda.</translation>
    </message>
    <message>
        <source>The id of the tile design.</source>
        <translation>El id del diseño de loseta.</translation>
    </message>
    <message>
        <source>Degrees the tile is turned clockwise: 0, 90, 180 or 270.</source>
        <translation>Grados que se gira la loseta en sentido horario: 0, 90, 180 o 270.</translation>
    </message>
    <message>
        <source>The row of tiles that extra_tile_rows adds.</source>
        <translation>La fila de losetas que añade extra_tile_rows.</translation>
    </message>
    <message>
        <source>One tile per slot column: {tile, rot}.</source>
        <translation>Una loseta por columna de huecos: {tile, rot}.</translation>
    </message>
    <message>
        <source>The name inside a sentence, e.g. lower case.</source>
        <translation>El nombre dentro de una frase, p. ej. en minúscula.</translation>
    </message>
    <message>
        <source>The Sun's name inside a sentence.</source>
        <translation>El nombre del Sol dentro de una frase.</translation>
    </message>
    <message>
        <source>Where to draw it: [x, y], each from 0 to 1 (y downwards).</source>
        <translation>Dónde dibujarlo: [x, y], cada uno de 0 a 1 (y hacia abajo).</translation>
    </message>
    <message>
        <source>The island: ring, towns, routes and regions.</source>
        <translation>La isla: camino de la costa, poblaciones, rutas y regiones.</translation>
    </message>
    <message>
        <source>The board's width over its height (coordinates are fractions of each).</source>
        <translation>El ancho del tablero dividido por su alto (las coordenadas son fracciones de cada uno).</translation>
    </message>
    <message>
        <source>The kinds of ring space and what stopping on each does.</source>
        <translation>Los tipos de casilla del camino de la costa y lo que ocurre al detenerse en cada uno.</translation>
    </message>
    <message>
        <source>A short explanation of the effect.</source>
        <translation>Una breve explicación del efecto.</translation>
    </message>
    <message>
        <source>Spaces of this kind are coastal towns' (each named by one town's ring).</source>
        <translation>Las casillas de este tipo son las de los puertos (cada una la indica el campo ring de un puerto).</translation>
    </message>
    <message>
        <source>The pilgrims' ring, index 0 first, clockwise.</source>
        <translation>El camino de la costa de los peregrinos, desde el índice 0, en sentido horario.</translation>
    </message>
    <message>
        <source>The space's kind: an id of board.space_types.</source>
        <translation>El tipo de la casilla: un id de board.space_types.</translation>
    </message>
    <message>
        <source>The mountain and coastal towns.</source>
        <translation>Los pueblos de montaña y los puertos.</translation>
    </message>
    <message>
        <source>mountain (inland, wares are drawn there) or coastal (on the ring, wares are sold there).</source>
        <translation>mountain (en el interior, allí se sacan mercancías) o coastal (en el camino de la costa, allí se venden mercancías).</translation>
    </message>
    <message>
        <source>Mountain towns: the wares drawn there.</source>
        <translation>Pueblos de montaña: cuántas mercancías se sacan allí.</translation>
    </message>
    <message>
        <source>Coastal towns: the index of their ring space.</source>
        <translation>Puertos: el índice de su casilla en el camino de la costa.</translation>
    </message>
    <message>
        <source>Where to draw it, [x, y]; coastal towns default to their ring space.</source>
        <translation>Dónde dibujarla, [x, y]; por defecto, un puerto se dibuja en su casilla del camino de la costa.</translation>
    </message>
    <message>
        <source>The trade routes, each [town, town].</source>
        <translation>Las rutas comerciales, cada una [población, población].</translation>
    </message>
    <message>
        <source>The regions the routes divide the island into.</source>
        <translation>Las regiones en que las rutas dividen la isla.</translation>
    </message>
    <message>
        <source>Its painting icon: an id of artist_board.icons.</source>
        <translation>Su icono de pintura: un id de artist_board.icons.</translation>
    </message>
    <message>
        <source>The regions across one of its routes (symmetric).</source>
        <translation>Las regiones al otro lado de una de sus rutas (relación simétrica).</translation>
    </message>
    <message>
        <source>The paint scope: what counts as in the region.</source>
        <translation>El alcance de la pintura: lo que cuenta como parte de la región.</translation>
    </message>
    <message>
        <source>Ring spaces on its coast (coastal towns' spaces come with the towns).</source>
        <translation>Las casillas del camino de la costa en su litoral (las de los puertos vienen con los puertos).</translation>
    </message>
    <message>
        <source>Towns on its border.</source>
        <translation>Las poblaciones de su borde.</translation>
    </message>
    <message>
        <source>Where to draw its name and icon, [x, y].</source>
        <translation>Dónde dibujar su nombre y su icono, [x, y].</translation>
    </message>
    <message>
        <source>Its shape for drawing: [[x, y], ...].</source>
        <translation>Su forma para dibujarla: [[x, y], ...].</translation>
    </message>
    <message>
        <source>Where the meeples stand at setup.</source>
        <translation>Dónde están los peones en la preparación.</translation>
    </message>
    <message>
        <source>The ring space both pilgrims share at setup.</source>
        <translation>La casilla del camino de la costa que comparten los dos peregrinos en la preparación.</translation>
    </message>
    <message>
        <source>The mountain town of both merchants.</source>
        <translation>El pueblo de montaña de los dos mercaderes.</translation>
    </message>
    <message>
        <source>The region of both artists.</source>
        <translation>La región de los dos artistas.</translation>
    </message>
    <message>
        <source>The faces of each character's die.</source>
        <translation>Las caras del dado de cada personaje.</translation>
    </message>
    <message>
        <source>A face: the steps it gives.</source>
        <translation>Una cara: los pasos que da.</translation>
    </message>
    <message>
        <source>The pilgrim's die: spaces along the ring.</source>
        <translation>El dado del peregrino: casillas a lo largo del camino de la costa.</translation>
    </message>
    <message>
        <source>The merchant's die: routes travelled.</source>
        <translation>El dado del mercader: rutas recorridas.</translation>
    </message>
    <message>
        <source>The artist's die: regions crossed into.</source>
        <translation>El dado del artista: regiones en las que entra.</translation>
    </message>
    <message>
        <source>The ware types and how many of each are in the bag.</source>
        <translation>Los tipos de mercancía y cuántas hay de cada uno en la bolsa.</translation>
    </message>
    <message>
        <source>Tokens of this type.</source>
        <translation>Fichas de este tipo.</translation>
    </message>
    <message>
        <source>The boutique tokens, one per coastal town, shuffled at setup.</source>
        <translation>Las fichas de comercio, una por puerto, barajadas en la preparación.</translation>
    </message>
    <message>
        <source>The ware type it buys.</source>
        <translation>El tipo de mercancía que compra.</translation>
    </message>
    <message>
        <source>Coins per ware sold (and a pilgrim's coins there).</source>
        <translation>Monedas por mercancía vendida (y las que recibe allí un peregrino).</translation>
    </message>
    <message>
        <source>The pilgrim board's two tracks.</source>
        <translation>Los dos marcadores del tablero del peregrino.</translation>
    </message>
    <message>
        <source>The value of each temple-track space, first visit first.</source>
        <translation>El valor de cada casilla del marcador de templos, desde la primera visita.</translation>
    </message>
    <message>
        <source>A space's value.</source>
        <translation>El valor de una casilla.</translation>
    </message>
    <message>
        <source>The value of each garden-track space, first visit first.</source>
        <translation>El valor de cada casilla del marcador de jardines, desde la primera visita.</translation>
    </message>
    <message>
        <source>The merchant board.</source>
        <translation>El tablero del mercader.</translation>
    </message>
    <message>
        <source>The value above each slab slot; one slot per slab.</source>
        <translation>El valor sobre cada hueco de koban; un hueco por koban.</translation>
    </message>
    <message>
        <source>A slot's value.</source>
        <translation>El valor de un hueco.</translation>
    </message>
    <message>
        <source>Coins that become one gold slab.</source>
        <translation>Las monedas que se convierten en un koban.</translation>
    </message>
    <message>
        <source>The most wares a merchant keeps.</source>
        <translation>El máximo de mercancías que puede conservar un mercader.</translation>
    </message>
    <message>
        <source>The artist board and its painting tiles.</source>
        <translation>El tablero del artista y sus fichas de pintura.</translation>
    </message>
    <message>
        <source>Rows of painting slots.</source>
        <translation>Filas de huecos para las fichas de pintura.</translation>
    </message>
    <message>
        <source>Slots per row.</source>
        <translation>Huecos por fila.</translation>
    </message>
    <message>
        <source>The value under each slot, reading order: one per slot.</source>
        <translation>El valor bajo cada hueco, de izquierda a derecha, empezando por la fila de arriba: uno por hueco.</translation>
    </message>
    <message>
        <source>The painting icons (also the regions' icons) and each player's tiles of each.</source>
        <translation>Los iconos de pintura (también los de las regiones) y cuántas fichas de cada uno tiene cada jugador.</translation>
    </message>
    <message>
        <source>Tiles of this icon per player.</source>
        <translation>Fichas de este icono por jugador.</translation>
    </message>
    <message>
        <source>The double-sided wave tiles, at most one per character.</source>
        <translation>Las losetas de ola de doble cara, como máximo una por personaje.</translation>
    </message>
    <message>
        <source>The character board it goes on.</source>
        <translation>El tablero de personaje en el que se coloca.</translation>
    </message>
    <message>
        <source>Its two sides.</source>
        <translation>Sus dos caras.</translation>
    </message>
    <message>
        <source>Who picks first in round 1: at random, the first seat or the second seat.</source>
        <translation>Quién elige primero en la ronda 1: al azar, el primer puesto o el segundo.</translation>
    </message>
    <message>
        <source>Coins each player starts with.</source>
        <translation>Las monedas con las que empieza cada jugador.</translation>
    </message>
    <message>
        <source>Wares each player draws from the bag at setup.</source>
        <translation>Las mercancías que cada jugador saca de la bolsa en la preparación.</translation>
    </message>
    <message>
        <source>Which side of each wave tile is up for the game: random, or always the first or the second.</source>
        <translation>Qué cara de cada loseta de ola queda arriba durante la partida: al azar, o siempre la primera o la segunda.</translation>
    </message>
    <message>
        <source>A player's own merchant blocks their pilgrim, and the other way round.</source>
        <translation>El mercader de un jugador bloquea a su propio peregrino, y viceversa.</translation>
    </message>
    <message>
        <source>The shared start space counts as occupied while the other pilgrim is still on it.</source>
        <translation>La casilla de salida compartida cuenta como ocupada mientras el otro peregrino siga en ella.</translation>
    </message>
    <message>
        <source>A seashore takes one of the opponent's tiles when none is left on the board, or never.</source>
        <translation>Una playa le quita una loseta al rival cuando no queda ninguna en el tablero, o nunca.</translation>
    </message>
    <message>
        <source>Coins become as many slabs as they make at once (else one per gain).</source>
        <translation>Las monedas se convierten de una vez en todos los kobans que alcancen (si no, uno por ganancia).</translation>
    </message>
    <message>
        <source>The hot spring token's repeat.</source>
        <translation>La repetición de la ficha de fuente termal.</translation>
    </message>
    <message>
        <source>The token may repeat the die that gained it.</source>
        <translation>La ficha permite repetir el dado con el que se consiguió.</translation>
    </message>
    <message>
        <source>Repeats one die may get (0: the token is never used).</source>
        <translation>Las repeticiones que puede recibir un dado (0: la ficha no se usa nunca).</translation>
    </message>
    <message>
        <source>Repeats are allowed once the end is triggered.</source>
        <translation>Se permiten repeticiones una vez activado el final.</translation>
    </message>
    <message>
        <source>When the game ends.</source>
        <translation>Cuándo termina la partida.</translation>
    </message>
    <message>
        <source>The end conditions: a full temple or garden track, the last slab, the last gift.</source>
        <translation>Las condiciones de fin: un marcador de templos o de jardines completo, el último koban, el último regalo.</translation>
    </message>
    <message>
        <source>The game ends at the end of the round in which a condition is met, or at once.</source>
        <translation>La partida termina al final de la ronda en la que se cumple una condición, o de inmediato.</translation>
    </message>
    <message>
        <source>How points are counted.</source>
        <translation>Cómo se cuentan los puntos.</translation>
    </message>
    <message>
        <source>The pilgrim scores the temple-track value times (or plus) the garden-track value.</source>
        <translation>El peregrino puntúa el valor del marcador de templos multiplicado por el del marcador de jardines (o sumado a él).</translation>
    </message>
    <message>
        <source>The merchant scores the value above its right-most slab, or nothing.</source>
        <translation>El mercader puntúa el valor sobre su koban más a la derecha, o nada.</translation>
    </message>
    <message>
        <source>The artist scores the value under its last gifted tile, or nothing.</source>
        <translation>El artista puntúa el valor bajo su última ficha regalada, o nada.</translation>
    </message>
    <message>
        <source>Equal points: more coins win, or it is a draw.</source>
        <translation>Empate a puntos: gana quien tenga más monedas; si no, hay empate.</translation>
    </message>
    <message>
        <source>An id of board.space_types.</source>
        <translation>Un id de board.space_types.</translation>
    </message>
    <message>
        <source>load_and_deliver: it loads at a mountain town and climbs a rank when it reaches a coastal town loaded.</source>
        <translation>load_and_deliver: toma una carga en un pueblo de montaña y sube un rango cuando llega con ella a un puerto.</translation>
    </message>
    <message>
        <source>Its artist climbs a rank when the paint scope of its destination holds at least this many other meeples.</source>
        <translation>Su artista sube un rango cuando en la región de destino y en todas las casillas que la rodean hay al menos este número de otros peones.</translation>
    </message>
    <message>
        <source>The solo opponent: its rank tracks, how it chooses, its levels.</source>
        <translation>El rival en solitario: sus marcadores de rango, cómo elige y sus niveles.</translation>
    </message>
    <message>
        <source>The level offered first (1 is the first of levels).</source>
        <translation>El nivel que se ofrece primero (1 es el primero de levels).</translation>
    </message>
    <message>
        <source>What moves a rank one step.</source>
        <translation>Lo que hace subir un rango.</translation>
    </message>
    <message>
        <source>The ring-space effects its pilgrim carries out; it ignores the others.</source>
        <translation>Los efectos de las casillas del camino de la costa que aplica su peregrino; ignora los demás.</translation>
    </message>
    <message>
        <source>How it chooses a die, first criterion first: gain, lowest_rank, order.</source>
        <translation>Cómo elige un dado, por orden de prioridad: gain, lowest_rank, order.</translation>
    </message>
    <message>
        <source>How it chooses a destination, first criterion first: gain, deny, lowest_id.</source>
        <translation>Cómo elige un destino, por orden de prioridad: gain, deny, lowest_id.</translation>
    </message>
    <message>
        <source>The characters it prefers, first first (the order criterion).</source>
        <translation>Los personajes que prefiere, primero el preferido (el criterio order).</translation>
    </message>
    <message>
        <source>The wave tile it takes first on a seashore.</source>
        <translation>La loseta de ola que toma primero en una playa.</translation>
    </message>
    <message>
        <source>A full rank track ends the game like a player's full track.</source>
        <translation>Un marcador de rango completo termina la partida como el marcador completo de un jugador.</translation>
    </message>
    <message>
        <source>The levels, easiest first.</source>
        <translation>Los niveles, del más fácil al más difícil.</translation>
    </message>
    <message>
        <source>One line on what to expect.</source>
        <translation>Una línea sobre lo que cabe esperar.</translation>
    </message>
    <message>
        <source>The level's own gains; a key left out keeps automa.gains'.</source>
        <translation>Las ganancias propias del nivel; una clave que falta conserva la de automa.gains.</translation>
    </message>
    <message>
        <source>The value of each rank, per character; a track has as many ranks as values.</source>
        <translation>El valor de cada rango, por personaje; un marcador tiene tantos rangos como valores.</translation>
    </message>
    <message>
        <source>The value of each rank, first rank first.</source>
        <translation>El valor de cada rango, empezando por el primero.</translation>
    </message>
    <message>
        <source>A rank's value.</source>
        <translation>El valor de un rango.</translation>
    </message>
    <message>
        <source>The ranks it starts with.</source>
        <translation>Los rangos con los que empieza.</translation>
    </message>
    <message>
        <source>Starting rank.</source>
        <translation>Rango inicial.</translation>
    </message>
    <message>
        <source>The pilgrim's marker on a track (temple or garden) moves up one space; a full track gives nothing.</source>
        <translation>El indicador del peregrino avanza una casilla en su marcador de templos o de jardines; un marcador completo no da nada.</translation>
    </message>
    <message>
        <source>The player gains coins: a number, or boutique_value (the value of this coastal town's boutique token). Coins become slabs at once.</source>
        <translation>El jugador gana monedas: un número, o boutique_value (el valor de la ficha de comercio de este puerto). Las monedas se convierten en kobans de inmediato.</translation>
    </message>
    <message>
        <source>The player takes the hot spring token, from the board or from the opponent.</source>
        <translation>El jugador toma la ficha de fuente termal, del tablero o de su rival.</translation>
    </message>
    <message>
        <source>The player takes a wave tile still on the board (their choice), else one of the opponent's (rules.steal_wave_tiles), else nothing.</source>
        <translation>El jugador toma una loseta de ola que siga en el tablero (a su elección); si no queda ninguna, una de su rival (rules.steal_wave_tiles); si no, nada.</translation>
    </message>
    <message>
        <source>The player turns up that many face-down painting tiles, in reading order.</source>
        <translation>El jugador voltea ese número de fichas de pintura que están boca abajo, de izquierda a derecha, empezando por la fila de arriba.</translation>
    </message>
    <message>
        <source>The pilgrim may move die + offset spaces instead of the die (at least min, default 1): a choice of two counts.</source>
        <translation>El peregrino puede avanzar dado + offset casillas en lugar del dado (al menos min, por defecto 1): puede elegir entre dos cantidades.</translation>
    </message>
    <message>
        <source>Paint turns up that many more tiles, even with nobody in scope.</source>
        <translation>Pintar voltea ese número de fichas más, aunque no haya nadie en la región ni en las casillas que la rodean.</translation>
    </message>
    <message>
        <source>A mountain town gives that many more wares.</source>
        <translation>Un pueblo de montaña da ese número de mercancías más.</translation>
    </message>
    <message>
        <source>Each ware sold earns that many more coins.</source>
        <translation>Cada mercancía vendida da ese número de monedas más.</translation>
    </message>
    <message>
        <source>Paint counts the meeples of every region entered on the move, each once (not the start region); every path of the artist becomes its own choice.</source>
        <translation>Al pintar se cuentan los peones de cada región por la que se entra en el movimiento, una vez cada uno (no la región de salida); cada camino del artista pasa a ser una opción propia.</translation>
    </message>
    <message>
        <source>What the pilgrim's arrival does, in order (effect primitives).</source>
        <translation>Lo que produce la llegada del peregrino, en orden (primitivas de efecto).</translation>
    </message>
    <message>
        <source>What the tile changes while held (effect primitives).</source>
        <translation>Lo que cambia la loseta mientras se tiene (primitivas de efecto).</translation>
    </message>
    <message>
        <source>The fewest spaces the other count may be.</source>
        <translation>El menor número de casillas que puede tener la otra cantidad.</translation>
    </message>
    <message>
        <source>How the computer plays at each of its strengths in this game.</source>
        <translation>Cómo juega el ordenador en cada nivel de este juego.</translation>
    </message>
    <message>
        <source>How the computer plays at the Easy strength, e.g. heuristic.</source>
        <translation>Cómo juega el ordenador en el nivel Fácil, p. ej. heuristic.</translation>
    </message>
    <message>
        <source>How the computer plays at the Normal strength, e.g. ismcts:iterations=2000,threads=2.</source>
        <translation>Cómo juega el ordenador en el nivel Normal, p. ej. ismcts:iterations=2000,threads=2.</translation>
    </message>
    <message>
        <source>How the computer plays at the Strong strength.</source>
        <translation>Cómo juega el ordenador en el nivel Difícil.</translation>
    </message>
    <message>
        <source>How the computer plays in the variant lab's quick search: a cheap search that still beats Easy, e.g. ismcts:iterations=20,depth=4.</source>
        <translation>Cómo juega el ordenador en la búsqueda rápida del laboratorio de variantes: una búsqueda barata que aun así gana al nivel Fácil, p. ej. ismcts:iterations=20,depth=4.</translation>
    </message>
    <message>
        <source>What the table draws on the disc: one of the shapes listed, or up to 3 letters or kanji of your own (蓮, AB). No two discs may look the same.</source>
        <translation>Lo que la mesa dibuja en el disco: una de las figuras de la lista, o hasta 3 letras o kanji propios (蓮, AB). No puede haber dos discos que se vean iguales.</translation>
    </message>
    <message>
        <source>Its pilgrim climbs a rank when it stops on a space whose effects move a player's marker up one of these tracks: a temple, a garden, or a new kind of space such as Awaji's shrine gates.</source>
        <translation>Su peregrino sube un rango al detenerse en una casilla cuyos efectos hacen avanzar el marcador de un jugador en uno de estos marcadores: un templo, un jardín o un tipo nuevo de casilla, como las puertas de santuario de Awaji.</translation>
    </message>
    <message>
        <source>More kinds of ring space (ids of board.space_types) on which its pilgrim climbs a rank.</source>
        <translation>Otros tipos de casilla del camino de la costa (ids de board.space_types) en los que su peregrino sube un rango.</translation>
    </message>
    <message>
        <source>One effect: a primitive, written bare or as a map of it to its parameter.</source>
        <translation>Un efecto: una primitiva, escrita sola o como un mapa de la primitiva a su parámetro.</translation>
    </message>
    <message>
        <source>Added to the die: -1 one fewer, 1 one more (not 0).</source>
        <translation>Se suma al dado: -1 uno menos, 1 uno más (nunca 0).</translation>
    </message>
    <message>
        <source>A ring space's index.</source>
        <translation>El número de una casilla del camino de la costa.</translation>
    </message>
    <message>
        <source>The words for the seat the rules play themselves, the game's own solo opponent (its levels are the rules' own data).</source>
        <translation>Las palabras del puesto que juegan las propias reglas: el rival propio del juego en solitario (sus niveles son datos de las reglas).</translation>
    </message>
    <message>
        <source>Its name, as the seat's name and in the launcher's list of players.</source>
        <translation>Su nombre, como nombre del puesto y en la lista de jugadores del menú de inicio.</translation>
    </message>
    <message>
        <source>The launcher's switch that makes the game solo, one person against it.</source>
        <translation>El interruptor del menú de inicio para jugar en solitario: una persona contra ese rival.</translation>
    </message>
    <message>
        <source>The launcher's hint beside the solo switch: what the opponent is.</source>
        <translation>La indicación del menú de inicio junto al interruptor de solitario: qué es ese rival.</translation>
    </message>
    <message>
        <source>The launcher's hint in a solo game: how the opponent's rules differ.</source>
        <translation>La indicación del menú de inicio en una partida en solitario: en qué se diferencian las reglas del rival.</translation>
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
        <translation>archivo incluido %1</translation>
    </message>
    <message>
        <source>side %1</source>
        <translation>bando %1</translation>
    </message>
    <message>
        <source>bead colour %1</source>
        <translation>color de cuenta %1</translation>
    </message>
    <message>
        <source>%1 side</source>
        <translation>bando %1</translation>
    </message>
    <message>
        <source>figure %1</source>
        <translation>figura %1</translation>
    </message>
    <message>
        <source>tile design %1</source>
        <translation>diseño de loseta %1</translation>
    </message>
    <message>
        <source>inner line %1</source>
        <translation>línea interior %1</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>base %1</translation>
    </message>
    <message>
        <source>field %1</source>
        <translation>casilla %1</translation>
    </message>
    <message>
        <source>start field %1</source>
        <translation>casilla de salida %1</translation>
    </message>
    <message>
        <source>tile slot %1</source>
        <translation>hueco de loseta %1</translation>
    </message>
    <message>
        <source>coordinate %1</source>
        <translation>coordenada %1</translation>
    </message>
    <message>
        <source>frame line %1</source>
        <translation>línea del marco %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>línea %1</translation>
    </message>
    <message>
        <source>match rule %1</source>
        <translation>regla de coincidencia %1</translation>
    </message>
    <message>
        <source>end of the range %1</source>
        <translation>extremo %1 del rango</translation>
    </message>
    <message>
        <source>card colour %1</source>
        <translation>color de carta %1</translation>
    </message>
    <message>
        <source>symbol %1</source>
        <translation>símbolo %1</translation>
    </message>
    <message>
        <source>player count %1</source>
        <translation>número de jugadores %1</translation>
    </message>
    <message>
        <source>frozen place %1</source>
        <translation>puesto inmóvil %1</translation>
    </message>
    <message>
        <source>place from the top %1</source>
        <translation>puesto %1 contando desde arriba</translation>
    </message>
    <message>
        <source>place from the bottom %1</source>
        <translation>puesto %1 contando desde abajo</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>carta %1</translation>
    </message>
    <message>
        <source>pilgrim %1</source>
        <translation>peregrino %1</translation>
    </message>
    <message>
        <source>space type %1</source>
        <extracomment>Tokaido Duo: one entry of a list of space types; %1 its number, 0 first</extracomment>
        <translation>tipo de casilla %1</translation>
    </message>
    <message>
        <source>effect %1</source>
        <translation>efecto %1</translation>
    </message>
    <message>
        <source>criterion %1</source>
        <translation>criterio %1</translation>
    </message>
    <message>
        <source>character %1</source>
        <translation>personaje %1</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>nivel %1</translation>
    </message>
    <message>
        <source>pilgrim's rank %1</source>
        <extracomment>Tokaido Duo: one rank of the Automa's pilgrim rank track; %1 its number, 0 first</extracomment>
        <translation>rango %1 del peregrino</translation>
    </message>
    <message>
        <source>merchant's rank %1</source>
        <extracomment>Tokaido Duo: one rank of the Automa's merchant rank track; %1 its number, 0 first</extracomment>
        <translation>rango %1 del mercader</translation>
    </message>
    <message>
        <source>artist's rank %1</source>
        <extracomment>Tokaido Duo: one rank of the Automa's artist rank track; %1 its number, 0 first</extracomment>
        <translation>rango %1 del artista</translation>
    </message>
    <message>
        <source>ring space %1</source>
        <translation>casilla %1 del camino de la costa</translation>
    </message>
    <message>
        <source>town %1</source>
        <translation>población %1</translation>
    </message>
    <message>
        <source>route %1</source>
        <translation>ruta %1</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>región %1</translation>
    </message>
    <message>
        <source>neighbour %1</source>
        <translation>región vecina %1</translation>
    </message>
    <message>
        <source>coast space %1</source>
        <translation>casilla de la costa %1</translation>
    </message>
    <message>
        <source>border town %1</source>
        <translation>población de la frontera %1</translation>
    </message>
    <message>
        <source>outline point %1</source>
        <translation>punto %1 del contorno</translation>
    </message>
    <message>
        <source>pilgrim's die face %1</source>
        <extracomment>Tokaido Duo: one face of the pilgrim's die; %1 its number, 0 first</extracomment>
        <translation>cara %1 del dado del peregrino</translation>
    </message>
    <message>
        <source>merchant's die face %1</source>
        <extracomment>Tokaido Duo: one face of the merchant's die; %1 its number, 0 first</extracomment>
        <translation>cara %1 del dado del mercader</translation>
    </message>
    <message>
        <source>artist's die face %1</source>
        <extracomment>Tokaido Duo: one face of the artist's die; %1 its number, 0 first</extracomment>
        <translation>cara %1 del dado del artista</translation>
    </message>
    <message>
        <source>ware %1</source>
        <translation>mercancía %1</translation>
    </message>
    <message>
        <source>boutique token %1</source>
        <translation>ficha de comercio %1</translation>
    </message>
    <message>
        <source>temple-track space %1</source>
        <translation>casilla %1 del marcador de templos</translation>
    </message>
    <message>
        <source>garden-track space %1</source>
        <translation>casilla %1 del marcador de jardines</translation>
    </message>
    <message>
        <source>gold slab slot %1</source>
        <translation>hueco de koban %1</translation>
    </message>
    <message>
        <source>painting slot %1</source>
        <translation>hueco de pintura %1</translation>
    </message>
    <message>
        <source>painting icon %1</source>
        <translation>icono de pintura %1</translation>
    </message>
    <message>
        <source>wave tile %1</source>
        <translation>loseta de ola %1</translation>
    </message>
    <message>
        <source>tile side %1</source>
        <translation>cara %1 de la loseta</translation>
    </message>
    <message>
        <source>end condition %1</source>
        <extracomment>Tokaido Duo: one of the end conditions; %1 its number, 0 first</extracomment>
        <translation>condición de fin %1</translation>
    </message>
    <message>
        <source>track %1</source>
        <extracomment>Tokaido Duo: one entry of the list of tracks; %1 its number, 0 first</extracomment>
        <translation>marcador %1</translation>
    </message>
</context>
<context>
    <name>SchemaLabel</name>
    <message>
        <source>game</source>
        <extracomment>Rules editor: the section of the game's header (its name, players, ...)</extracomment>
        <translation>juego</translation>
    </message>
    <message>
        <source>game id</source>
        <translation>id del juego</translation>
    </message>
    <message>
        <source>rules engine</source>
        <extracomment>Rules editor: which of Kotatsu's built-in rules programs reads the game's data</extracomment>
        <translation>motor de reglas</translation>
    </message>
    <message>
        <source>game name</source>
        <translation>nombre del juego</translation>
    </message>
    <message>
        <source>tagline</source>
        <extracomment>Rules editor: the one line about a game under its name in the launcher</extracomment>
        <translation>lema</translation>
    </message>
    <message>
        <source>credits</source>
        <translation>créditos</translation>
    </message>
    <message>
        <source>place in the launcher</source>
        <translation>posición en el menú de inicio</translation>
    </message>
    <message>
        <source>number of players</source>
        <translation>número de jugadores</translation>
    </message>
    <message>
        <source>fewest players</source>
        <translation>mínimo de jugadores</translation>
    </message>
    <message>
        <source>most players</source>
        <translation>máximo de jugadores</translation>
    </message>
    <message>
        <source>computer strengths</source>
        <extracomment>Rules editor: how the computer plays at each strength (Easy, Normal, Strong)</extracomment>
        <translation>niveles del ordenador</translation>
    </message>
    <message>
        <source>computer at Easy</source>
        <extracomment>Rules editor: how the computer plays at the launcher's Easy strength</extracomment>
        <translation>ordenador (Fácil)</translation>
    </message>
    <message>
        <source>computer at Normal</source>
        <extracomment>Rules editor: how the computer plays at the launcher's Normal strength</extracomment>
        <translation>ordenador (Normal)</translation>
    </message>
    <message>
        <source>computer at Strong</source>
        <extracomment>Rules editor: how the computer plays at the launcher's Strong strength</extracomment>
        <translation>ordenador (Difícil)</translation>
    </message>
    <message>
        <source>computer in the lab's quick search</source>
        <extracomment>Rules editor: how the computer plays the variant lab's Quick search (a cheap search stronger than Easy, for thousands of test games)</extracomment>
        <translation>ordenador (búsqueda rápida del laboratorio)</translation>
    </message>
    <message>
        <source>included files</source>
        <extracomment>Rules editor: the other data files a game file includes</extracomment>
        <translation>archivos incluidos</translation>
    </message>
    <message>
        <source>variant</source>
        <extracomment>Rules editor: the section of a variant's header (its name, description, base game)</extracomment>
        <translation>variante</translation>
    </message>
    <message>
        <source>base game</source>
        <extracomment>Rules editor: the game a variant changes</extracomment>
        <translation>juego base</translation>
    </message>
    <message>
        <source>variant name</source>
        <translation>nombre de la variante</translation>
    </message>
    <message>
        <source>variant description</source>
        <translation>descripción de la variante</translation>
    </message>
    <message>
        <source>sides</source>
        <translation>bandos</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>figure name</source>
        <translation>nombre de una figura</translation>
    </message>
    <message>
        <source>figure letter</source>
        <translation>letra de las figuras</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>color</translation>
    </message>
    <message>
        <source>figures per side</source>
        <translation>figuras por bando</translation>
    </message>
    <message>
        <source>beads</source>
        <translation>cuentas</translation>
    </message>
    <message>
        <source>beads per figure</source>
        <translation>cuentas por figura</translation>
    </message>
    <message>
        <source>bead colours</source>
        <translation>colores de las cuentas</translation>
    </message>
    <message>
        <source>beads of this colour</source>
        <translation>cuentas de este color</translation>
    </message>
    <message>
        <source>pattern</source>
        <translation>motivo</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>letra</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>reglas</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>jugador inicial</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>preparación</translation>
    </message>
    <message>
        <source>bead pairs</source>
        <translation>parejas de cuentas</translation>
    </message>
    <message>
        <source>placing order</source>
        <translation>orden de colocación</translation>
    </message>
    <message>
        <source>fixed positions</source>
        <translation>posiciones fijas</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>movimiento</translation>
    </message>
    <message>
        <source>steps per turn</source>
        <translation>pasos por turno</translation>
    </message>
    <message>
        <source>hand on the whole stack</source>
        <translation>pasar todas las cuentas</translation>
    </message>
    <message>
        <source>whole stack on a jump</source>
        <translation>todas las cuentas al saltar</translation>
    </message>
    <message>
        <source>order of a stack handed on</source>
        <translation>orden de las cuentas pasadas</translation>
    </message>
    <message>
        <source>passing beads</source>
        <translation>pasar cuentas</translation>
    </message>
    <message>
        <source>pass a whole stack</source>
        <translation>pasar toda la pila</translation>
    </message>
    <message>
        <source>entering the base</source>
        <translation>entrar en la base</translation>
    </message>
    <message>
        <source>way into the base</source>
        <translation>entrada en la base</translation>
    </message>
    <message>
        <source>jumps</source>
        <translation>saltos</translation>
    </message>
    <message>
        <source>who carries no bead</source>
        <translation>quién no lleva cuentas</translation>
    </message>
    <message>
        <source>landing</source>
        <translation>caída</translation>
    </message>
    <message>
        <source>double jump</source>
        <translation>salto doble</translation>
    </message>
    <message>
        <source>a jump costs a bead</source>
        <translation>saltar cuesta una cuenta</translation>
    </message>
    <message>
        <source>hand-off jump</source>
        <translation>salto de relevo</translation>
    </message>
    <message>
        <source>end of the game</source>
        <translation>fin de la partida</translation>
    </message>
    <message>
        <source>repetitions for a draw</source>
        <translation>repeticiones para el empate</translation>
    </message>
    <message>
        <source>moves before a draw</source>
        <translation>jugadas antes del empate</translation>
    </message>
    <message>
        <source>no move left</source>
        <translation>sin jugadas posibles</translation>
    </message>
    <message>
        <source>stacks</source>
        <translation>pilas</translation>
    </message>
    <message>
        <source>most beads on a figure</source>
        <translation>máximo de cuentas por figura</translation>
    </message>
    <message>
        <source>board</source>
        <translation>tablero</translation>
    </message>
    <message>
        <source>width</source>
        <translation>ancho</translation>
    </message>
    <message>
        <source>height</source>
        <translation>alto</translation>
    </message>
    <message>
        <source>extra tile rows</source>
        <translation>filas extra de losetas</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>disposición</translation>
    </message>
    <message>
        <source>shuffle seed</source>
        <translation>semilla de la mezcla</translation>
    </message>
    <message>
        <source>turning tiles</source>
        <translation>giro de las losetas</translation>
    </message>
    <message>
        <source>tile designs</source>
        <translation>diseños de loseta</translation>
    </message>
    <message>
        <source>inner lines</source>
        <translation>líneas interiores</translation>
    </message>
    <message>
        <source>bases</source>
        <translation>bases</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>propietario</translation>
    </message>
    <message>
        <source>name in sentences</source>
        <translation>nombre en una frase</translation>
    </message>
    <message>
        <source>fields</source>
        <translation>casillas</translation>
    </message>
    <message>
        <source>start fields</source>
        <translation>casillas de salida</translation>
    </message>
    <message>
        <source>tile slots</source>
        <translation>huecos de loseta</translation>
    </message>
    <message>
        <source>place</source>
        <translation>posición</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>loseta</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>giro</translation>
    </message>
    <message>
        <source>frame lines</source>
        <translation>líneas del marco</translation>
    </message>
    <message>
        <source>extra row</source>
        <translation>fila extra</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>líneas</translation>
    </message>
    <message>
        <source>piles</source>
        <translation>montones</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>reparto</translation>
    </message>
    <message>
        <source>first sage</source>
        <translation>primer sabio</translation>
    </message>
    <message>
        <source>match rules</source>
        <translation>reglas de coincidencia</translation>
    </message>
    <message>
        <source>highest next to lowest</source>
        <translation>el más alto junto al más bajo</translation>
    </message>
    <message>
        <source>values a Sun may not take</source>
        <translation>valores que el Sol no puede declarar</translation>
    </message>
    <message>
        <source>compulsory play</source>
        <translation>jugar es obligatorio</translation>
    </message>
    <message>
        <source>sage plays too</source>
        <translation>el sabio también juega</translation>
    </message>
    <message>
        <source>turn direction</source>
        <translation>sentido del turno</translation>
    </message>
    <message>
        <source>end of a round</source>
        <translation>fin de una ronda</translation>
    </message>
    <message>
        <source>failed prophecy</source>
        <translation>profecía fallida</translation>
    </message>
    <message>
        <source>show a wrong prophecy</source>
        <translation>mostrar una profecía fallida</translation>
    </message>
    <message>
        <source>turn up piles during the round</source>
        <translation>voltear cartas durante la ronda</translation>
    </message>
    <message>
        <source>used-up piles that end the game</source>
        <translation>montones agotados que terminan la partida</translation>
    </message>
    <message>
        <source>everybody is the sage equally often</source>
        <translation>todos son sabio las mismas veces</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>empates</translation>
    </message>
    <message>
        <source>sage rotation</source>
        <translation>rotación del sabio</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>mazo</translation>
    </message>
    <message>
        <source>card values</source>
        <translation>valores de las cartas</translation>
    </message>
    <message>
        <source>card value</source>
        <translation>valor de carta</translation>
    </message>
    <message>
        <source>Sun cards per colour</source>
        <translation>cartas de Sol por color</translation>
    </message>
    <message>
        <source>Sun card name</source>
        <translation>nombre de la carta de Sol</translation>
    </message>
    <message>
        <source>Sun card name in sentences</source>
        <translation>nombre de la carta de Sol en una frase</translation>
    </message>
    <message>
        <source>card colours</source>
        <translation>colores de las cartas</translation>
    </message>
    <message>
        <source>mark</source>
        <translation>marca</translation>
    </message>
    <message>
        <source>symbols</source>
        <translation>símbolos</translation>
    </message>
    <message>
        <source>steps to the pagoda</source>
        <translation>escalones hasta la pagoda</translation>
    </message>
    <message>
        <source>start step</source>
        <translation>escalón inicial</translation>
    </message>
    <message>
        <source>climb before the first round</source>
        <translation>subir antes de la primera ronda</translation>
    </message>
    <message>
        <source>hand size</source>
        <translation>tamaño de la mano</translation>
    </message>
    <message>
        <source>frozen places</source>
        <translation>puestos inmóviles</translation>
    </message>
    <message>
        <source>frozen places by player count</source>
        <translation>puestos inmóviles según los jugadores</translation>
    </message>
    <message>
        <source>winning places</source>
        <translation>puestos ganadores</translation>
    </message>
    <message>
        <source>winning places by player count</source>
        <translation>puestos ganadores según los jugadores</translation>
    </message>
    <message>
        <source>places from the top</source>
        <translation>puestos contando desde arriba</translation>
    </message>
    <message>
        <source>places from the bottom</source>
        <translation>puestos contando desde abajo</translation>
    </message>
    <message>
        <source>lowest card to the end</source>
        <translation>la carta más baja pasa al final</translation>
    </message>
    <message>
        <source>refilling the hands</source>
        <translation>reponer las manos</translation>
    </message>
    <message>
        <source>where the last player draws</source>
        <translation>dónde roba el último jugador</translation>
    </message>
    <message>
        <source>cards the others choose from</source>
        <translation>cartas entre las que eligen los demás</translation>
    </message>
    <message>
        <source>leftover card</source>
        <translation>carta sobrante</translation>
    </message>
    <message>
        <source>empty deck</source>
        <translation>mazo agotado</translation>
    </message>
    <message>
        <source>climb past the pagoda</source>
        <translation>subir más allá de la pagoda</translation>
    </message>
    <message>
        <source>pilgrims on one step</source>
        <translation>peregrinos en un mismo escalón</translation>
    </message>
    <message>
        <source>stand-in sandal table</source>
        <translation>tabla provisional de sandalias</translation>
    </message>
    <message>
        <source>sandals by card</source>
        <translation>sandalias por carta</translation>
    </message>
    <message>
        <source>sandals</source>
        <translation>sandalias</translation>
    </message>
    <message>
        <source>pilgrims</source>
        <translation>peregrinos</translation>
    </message>
    <message>
        <source>space type</source>
        <translation>tipo de casilla</translation>
    </message>
    <message>
        <source>merchant's rank</source>
        <translation>rango del mercader</translation>
    </message>
    <message>
        <source>meeples for the artist's rank</source>
        <translation>peones para el rango del artista</translation>
    </message>
    <message>
        <source>Automa</source>
        <translation>Automa</translation>
    </message>
    <message>
        <source>first level offered</source>
        <translation>primer nivel propuesto</translation>
    </message>
    <message>
        <source>rank gains</source>
        <translation>subidas de rango</translation>
    </message>
    <message>
        <source>space effects it carries out</source>
        <translation>efectos de casilla que aplica</translation>
    </message>
    <message>
        <source>how it chooses a die</source>
        <translation>cómo elige un dado</translation>
    </message>
    <message>
        <source>how it chooses a destination</source>
        <translation>cómo elige un destino</translation>
    </message>
    <message>
        <source>character order</source>
        <translation>orden de los personajes</translation>
    </message>
    <message>
        <source>wave tile order</source>
        <translation>orden de las losetas de ola</translation>
    </message>
    <message>
        <source>full rank track ends the game</source>
        <translation>un marcador de rango completo termina la partida</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>niveles</translation>
    </message>
    <message>
        <source>description</source>
        <translation>descripción</translation>
    </message>
    <message>
        <source>rank tracks</source>
        <translation>marcadores de rango</translation>
    </message>
    <message>
        <source>pilgrim's rank track</source>
        <translation>marcador de rango del peregrino</translation>
    </message>
    <message>
        <source>merchant's rank track</source>
        <translation>marcador de rango del mercader</translation>
    </message>
    <message>
        <source>artist's rank track</source>
        <translation>marcador de rango del artista</translation>
    </message>
    <message>
        <source>pilgrim's starting rank</source>
        <translation>rango inicial del peregrino</translation>
    </message>
    <message>
        <source>merchant's starting rank</source>
        <translation>rango inicial del mercader</translation>
    </message>
    <message>
        <source>artist's starting rank</source>
        <translation>rango inicial del artista</translation>
    </message>
    <message>
        <source>rank value</source>
        <translation>valor del rango</translation>
    </message>
    <message>
        <source>starting ranks</source>
        <translation>rangos iniciales</translation>
    </message>
    <message>
        <source>take a wave tile</source>
        <extracomment>Rules editor, the effect take_wave_tile (it takes no parameter)</extracomment>
        <translation>tomar una loseta de ola</translation>
    </message>
    <message>
        <source>effect</source>
        <extracomment>Rules editor, one item of an effect list</extracomment>
        <translation>efecto</translation>
    </message>
    <message>
        <source>added to the die</source>
        <translation>se suma al dado</translation>
    </message>
    <message>
        <source>aspect ratio</source>
        <extracomment>Tokaido Duo: the board's width over its height</extracomment>
        <translation>proporción</translation>
    </message>
    <message>
        <source>space types</source>
        <translation>tipos de casilla</translation>
    </message>
    <message>
        <source>effect text</source>
        <translation>texto del efecto</translation>
    </message>
    <message>
        <source>coastal-town space</source>
        <translation>casilla de puerto</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>camino de la costa</translation>
    </message>
    <message>
        <source>type</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>towns</source>
        <translation>poblaciones</translation>
    </message>
    <message>
        <source>kind of town</source>
        <extracomment>Tokaido Duo: mountain town or coastal town</extracomment>
        <translation>tipo de población</translation>
    </message>
    <message>
        <source>mountain-town draw</source>
        <translation>mercancías del pueblo de montaña</translation>
    </message>
    <message>
        <source>ring space</source>
        <translation>casilla del camino de la costa</translation>
    </message>
    <message>
        <source>trade routes</source>
        <translation>rutas comerciales</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>regiones</translation>
    </message>
    <message>
        <source>painting icon</source>
        <translation>icono de pintura</translation>
    </message>
    <message>
        <source>neighbouring regions</source>
        <translation>regiones vecinas</translation>
    </message>
    <message>
        <source>paint scope</source>
        <translation>alcance de la pintura</translation>
    </message>
    <message>
        <source>coast spaces</source>
        <translation>casillas de la costa</translation>
    </message>
    <message>
        <source>border towns</source>
        <translation>poblaciones de la frontera</translation>
    </message>
    <message>
        <source>name position</source>
        <translation>posición del nombre</translation>
    </message>
    <message>
        <source>outline</source>
        <translation>contorno</translation>
    </message>
    <message>
        <source>start positions</source>
        <translation>posiciones iniciales</translation>
    </message>
    <message>
        <source>pilgrims' start space</source>
        <translation>casilla de salida de los peregrinos</translation>
    </message>
    <message>
        <source>merchants' start town</source>
        <translation>población inicial de los mercaderes</translation>
    </message>
    <message>
        <source>artists' start region</source>
        <translation>región inicial de los artistas</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dados</translation>
    </message>
    <message>
        <source>pilgrim's die</source>
        <translation>dado del peregrino</translation>
    </message>
    <message>
        <source>merchant's die</source>
        <translation>dado del mercader</translation>
    </message>
    <message>
        <source>artist's die</source>
        <translation>dado del artista</translation>
    </message>
    <message>
        <source>face</source>
        <translation>cara</translation>
    </message>
    <message>
        <source>wares</source>
        <translation>mercancías</translation>
    </message>
    <message>
        <source>tokens in the bag</source>
        <translation>fichas en la bolsa</translation>
    </message>
    <message>
        <source>boutique tokens</source>
        <translation>fichas de comercio</translation>
    </message>
    <message>
        <source>ware</source>
        <translation>mercancía</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valor</translation>
    </message>
    <message>
        <source>tracks</source>
        <translation>marcadores</translation>
    </message>
    <message>
        <source>temple track</source>
        <translation>marcador de templos</translation>
    </message>
    <message>
        <source>space value</source>
        <translation>valor de la casilla</translation>
    </message>
    <message>
        <source>garden track</source>
        <translation>marcador de jardines</translation>
    </message>
    <message>
        <source>merchant board</source>
        <translation>tablero del mercader</translation>
    </message>
    <message>
        <source>gold slab slot values</source>
        <translation>valores de los huecos de koban</translation>
    </message>
    <message>
        <source>slot value</source>
        <translation>valor del hueco</translation>
    </message>
    <message>
        <source>coins per gold slab</source>
        <translation>monedas por koban</translation>
    </message>
    <message>
        <source>ware limit</source>
        <translation>límite de mercancías</translation>
    </message>
    <message>
        <source>artist board</source>
        <translation>tablero del artista</translation>
    </message>
    <message>
        <source>rows of slots</source>
        <translation>filas de huecos</translation>
    </message>
    <message>
        <source>slots per row</source>
        <translation>huecos por fila</translation>
    </message>
    <message>
        <source>painting slot values</source>
        <translation>valores de los huecos de pintura</translation>
    </message>
    <message>
        <source>painting icons</source>
        <translation>iconos de pintura</translation>
    </message>
    <message>
        <source>tiles per player</source>
        <translation>fichas por jugador</translation>
    </message>
    <message>
        <source>wave tiles</source>
        <translation>losetas de ola</translation>
    </message>
    <message>
        <source>character</source>
        <extracomment>Tokaido Duo: the character board a wave tile goes on</extracomment>
        <translation>personaje</translation>
    </message>
    <message>
        <source>tile sides</source>
        <translation>caras de la loseta</translation>
    </message>
    <message>
        <source>starting coins</source>
        <translation>monedas iniciales</translation>
    </message>
    <message>
        <source>starting wares</source>
        <translation>mercancías iniciales</translation>
    </message>
    <message>
        <source>wave tile sides</source>
        <translation>cara visible de las losetas de ola</translation>
    </message>
    <message>
        <source>own meeples block</source>
        <translation>los peones propios bloquean</translation>
    </message>
    <message>
        <source>start space blocks</source>
        <translation>la casilla de salida bloquea</translation>
    </message>
    <message>
        <source>taking the opponent's wave tiles</source>
        <translation>quitar losetas de ola al rival</translation>
    </message>
    <message>
        <source>several gold slabs at once</source>
        <translation>varios kobans a la vez</translation>
    </message>
    <message>
        <source>Hot Spring token</source>
        <translation>ficha de fuente termal</translation>
    </message>
    <message>
        <source>repeat the die that gained it</source>
        <translation>repetir el dado con el que se consiguió</translation>
    </message>
    <message>
        <source>repeats per die</source>
        <translation>repeticiones por dado</translation>
    </message>
    <message>
        <source>repeats in the last round</source>
        <translation>repeticiones en la última ronda</translation>
    </message>
    <message>
        <source>end conditions</source>
        <extracomment>Tokaido Duo: what ends the game (glossary: end conditions)</extracomment>
        <translation>condiciones de fin</translation>
    </message>
    <message>
        <source>when the game ends</source>
        <translation>cuándo termina la partida</translation>
    </message>
    <message>
        <source>pilgrim's points</source>
        <translation>puntos del peregrino</translation>
    </message>
    <message>
        <source>merchant's points</source>
        <translation>puntos del mercader</translation>
    </message>
    <message>
        <source>artist's points</source>
        <translation>puntos del artista</translation>
    </message>
    <message>
        <source>tie-break</source>
        <translation>desempate</translation>
    </message>
    <message>
        <source>emblem on the disc</source>
        <extracomment>Rules editor, Hyano: label of symbols[].emblem, what a pile's disc shows</extracomment>
        <translation>emblema del disco</translation>
    </message>
    <message>
        <source>tracks that give the pilgrim a rank</source>
        <extracomment>Rules editor, automa.gains.pilgrim_tracks: the tracks whose spaces make the Automa's pilgrim climb a rank</extracomment>
        <translation>marcadores con los que el peregrino sube un rango</translation>
    </message>
    <message>
        <source>more spaces that give the pilgrim a rank</source>
        <extracomment>Rules editor, automa.gains.pilgrim_spaces: more kinds of ring space on which the Automa's pilgrim climbs</extracomment>
        <translation>otras casillas con las que el peregrino sube un rango</translation>
    </message>
    <message>
        <source>track</source>
        <extracomment>Rules editor, the parameter of advance_track: which track moves up</extracomment>
        <translation>marcador</translation>
    </message>
    <message>
        <source>coins</source>
        <extracomment>Rules editor, the parameter of gain_coins: how many coins</extracomment>
        <translation>monedas</translation>
    </message>
    <message>
        <source>painting tiles</source>
        <extracomment>Rules editor, the parameter of flip_paintings: how many painting tiles</extracomment>
        <translation>fichas de pintura</translation>
    </message>
    <message>
        <source>other step count</source>
        <extracomment>Rules editor, the parameter of pilgrim_steps: the other count the pilgrim may move</extracomment>
        <translation>otro número de casillas</translation>
    </message>
    <message>
        <source>more tiles</source>
        <extracomment>Rules editor, the parameter of extra_flips: how many more painting tiles</extracomment>
        <translation>fichas adicionales</translation>
    </message>
    <message>
        <source>more wares</source>
        <extracomment>Rules editor, the parameter of extra_draw: how many more wares</extracomment>
        <translation>mercancías adicionales</translation>
    </message>
    <message>
        <source>more coins</source>
        <extracomment>Rules editor, the parameter of extra_coins_per_sale: how many more coins per ware</extracomment>
        <translation>monedas adicionales</translation>
    </message>
    <message>
        <source>take the hot spring token</source>
        <extracomment>Rules editor, the effect take_hot_spring (it takes no parameter)</extracomment>
        <translation>tomar la ficha de fuente termal</translation>
    </message>
    <message>
        <source>paint: the whole path counts</source>
        <extracomment>Rules editor, the effect paint_counts_path (it takes no parameter)</extracomment>
        <translation>pintar: cuenta todo el recorrido</translation>
    </message>
    <message>
        <source>effects on arrival</source>
        <translation>efectos al llegar</translation>
    </message>
    <message>
        <source>effects while held</source>
        <translation>efectos mientras se tiene</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>como mínimo</translation>
    </message>
    <message>
        <source>solo opponent</source>
        <extracomment>Rules editor: the words of the game's own solo opponent (Tokaido Duo's Automa)</extracomment>
        <translation>rival en solitario</translation>
    </message>
    <message>
        <source>solo opponent's name</source>
        <extracomment>Rules editor: the name of the game's own solo opponent ("Automa")</extracomment>
        <translation>nombre del rival en solitario</translation>
    </message>
    <message>
        <source>solo switch</source>
        <extracomment>Rules editor: the words of the launcher's solo switch</extracomment>
        <translation>interruptor de solitario</translation>
    </message>
    <message>
        <source>solo offer</source>
        <extracomment>Rules editor: the hint that offers solo play in the launcher</extracomment>
        <translation>oferta de solitario</translation>
    </message>
    <message>
        <source>solo hint</source>
        <extracomment>Rules editor: the launcher's hint while solo play is chosen</extracomment>
        <translation>indicación de solitario</translation>
    </message>
</context>
<context>
    <name>SchemaWord</name>
    <message>
        <source>One pair of each colour</source>
        <extracomment>Rules editor, rules.setup.bead_pairs: one_of_each_colour (each side gets a red, a yellow and a green pair of beads)</extracomment>
        <translation>Una pareja de cada color</translation>
    </message>
    <message>
        <source>Pairs taken in turn</source>
        <extracomment>Rules editor, rules.setup.bead_pairs: draft (the players take same-colour pairs in turn)</extracomment>
        <translation>Parejas elegidas por turnos</translation>
    </message>
    <message>
        <source>The first player places all first</source>
        <extracomment>Rules editor, rules.setup.order: first_player_first (the first player places all three figures, then the second player)</extracomment>
        <translation>El primer jugador coloca antes todas sus figuras</translation>
    </message>
    <message>
        <source>One figure each in turn</source>
        <extracomment>Rules editor, rules.setup.order: alternate</extracomment>
        <translation>Una figura cada uno por turnos</translation>
    </message>
    <message>
        <source>Both at once, unseen</source>
        <extracomment>Rules editor, rules.setup.order: simultaneous (both place unseen, at the same time)</extracomment>
        <translation>Ambos a la vez, sin verse</translation>
    </message>
    <message>
        <source>Fixed positions</source>
        <extracomment>Rules editor, rules.setup.order: fixed (the positions of rules.setup.fixed_positions)</extracomment>
        <translation>Posiciones fijas</translation>
    </message>
    <message>
        <source>Order kept</source>
        <extracomment>Rules editor, rules.move.transfer_order: preserve (a stack of beads handed on keeps its order)</extracomment>
        <translation>Orden conservado</translation>
    </message>
    <message>
        <source>Order reversed</source>
        <extracomment>Rules editor, rules.move.transfer_order: reverse</extracomment>
        <translation>Orden invertido</translation>
    </message>
    <message>
        <source>Chosen by the player</source>
        <extracomment>Rules editor, rules.move.transfer_order: chooser (the player chooses the order)</extracomment>
        <translation>Lo elige el jugador</translation>
    </message>
    <message>
        <source>A bead of the gate line's colour</source>
        <extracomment>Rules editor, rules.base.entry: matching_colour (a figure enters the base across a gate line of its top bead's colour)</extracomment>
        <translation>Una cuenta del color de la línea de entrada</translation>
    </message>
    <message>
        <source>Any bead</source>
        <extracomment>Rules editor, rules.base.entry: any_bead</extracomment>
        <translation>Cualquier cuenta</translation>
    </message>
    <message>
        <source>Either figure without beads</source>
        <extracomment>Rules editor, rules.jump.condition: either_empty (one of the two figures must carry no bead)</extracomment>
        <translation>Cualquiera de las dos sin cuentas</translation>
    </message>
    <message>
        <source>The jumped figure without beads</source>
        <extracomment>Rules editor, rules.jump.condition: jumped_must_be_empty</extracomment>
        <translation>La figura saltada sin cuentas</translation>
    </message>
    <message>
        <source>The jumper without beads</source>
        <extracomment>Rules editor, rules.jump.condition: jumper_must_be_empty</extracomment>
        <translation>La figura que salta sin cuentas</translation>
    </message>
    <message>
        <source>The three fields behind</source>
        <extracomment>Rules editor, rules.jump.landing: row_behind (any free field of the three behind the figure jumped)</extracomment>
        <translation>Las tres casillas de detrás</translation>
    </message>
    <message>
        <source>Straight behind</source>
        <extracomment>Rules editor, rules.jump.landing: straight (only the field straight behind the figure jumped)</extracomment>
        <translation>Justo detrás</translation>
    </message>
    <message>
        <source>Next to the jumped figure</source>
        <extracomment>Rules editor, rules.jump.landing: neighbours_of_jumped (the figure jumped's other neighbours)</extracomment>
        <translation>Al lado de la figura saltada</translation>
    </message>
    <message>
        <source>The row after</source>
        <extracomment>Rules editor, rules.jump.double: row_after_next (when the three fields behind are taken, the jump lands in the row after them)</extracomment>
        <translation>La fila siguiente</translation>
    </message>
    <message>
        <source>Straight on</source>
        <extracomment>Rules editor, rules.jump.double: straight (two fields straight on)</extracomment>
        <translation>En línea recta</translation>
    </message>
    <message>
        <source>No double jump</source>
        <extracomment>Rules editor, rules.jump.double: off (no double jump)</extracomment>
        <translation>Sin salto doble</translation>
    </message>
    <message>
        <source>The player loses</source>
        <extracomment>Rules editor, rules.end.no_move: lose (a player who cannot move loses)</extracomment>
        <translation>El jugador pierde</translation>
    </message>
    <message>
        <source>The turn passes</source>
        <extracomment>Rules editor, rules.end.no_move: pass_turn</extracomment>
        <translation>Pasa el turno</translation>
    </message>
    <message>
        <source>The game is a draw</source>
        <extracomment>Rules editor, rules.end.no_move: draw (the game ends with no winner)</extracomment>
        <translation>La partida termina en empate</translation>
    </message>
    <message>
        <source>Tiles as placed</source>
        <extracomment>Rules editor, board.layout: canonical (the tiles lie as board.slots says)</extracomment>
        <translation>Losetas tal como están colocadas</translation>
    </message>
    <message>
        <source>Shuffled, both sides alike</source>
        <extracomment>Rules editor, board.layout: shuffled_symmetric (tiles shuffled so that the two halves of the garden are alike, point-symmetric)</extracomment>
        <translation>Barajadas, igual para ambos lados</translation>
    </message>
    <message>
        <source>Shuffled freely</source>
        <extracomment>Rules editor, board.layout: shuffled_free</extracomment>
        <translation>Barajadas libremente</translation>
    </message>
    <message>
        <source>Not turned</source>
        <extracomment>Rules editor, board.tile_rotation: none (shuffled tiles are not turned)</extracomment>
        <translation>Sin girar</translation>
    </message>
    <message>
        <source>Turned by 180°</source>
        <extracomment>Rules editor, board.tile_rotation: r180</extracomment>
        <translation>Giradas 180°</translation>
    </message>
    <message>
        <source>Turned any way</source>
        <extracomment>Rules editor, board.tile_rotation: any (by 90°, 180° or 270°)</extracomment>
        <translation>Giradas de cualquier forma</translation>
    </message>
    <message>
        <source>One at a time from the first pile</source>
        <extracomment>Rules editor, rules.deal: round_robin (dealt one by one onto the piles, starting with the first pile)</extracomment>
        <translation>De una en una desde el primer montón</translation>
    </message>
    <message>
        <source>One at a time from a random pile</source>
        <extracomment>Rules editor, rules.deal: round_robin_random_start</extracomment>
        <translation>De una en una desde un montón al azar</translation>
    </message>
    <message>
        <source>A random player</source>
        <extracomment>Rules editor, rules.first_sage: random</extracomment>
        <translation>Un jugador al azar</translation>
    </message>
    <message>
        <source>The first seat</source>
        <extracomment>Rules editor, rules.first_sage: first_seat
----------
Rules editor, rules.first_player: seat0</extracomment>
        <translation>El primer puesto</translation>
    </message>
    <message>
        <source>Same colour</source>
        <extracomment>Rules editor, rules.match_rules: same_colour (a card matches one of the same colour)</extracomment>
        <translation>Mismo color</translation>
    </message>
    <message>
        <source>Same value</source>
        <extracomment>Rules editor, rules.match_rules: same_value</extracomment>
        <translation>Mismo valor</translation>
    </message>
    <message>
        <source>One higher or lower</source>
        <extracomment>Rules editor, rules.match_rules: adjacent_value (one higher or one lower)</extracomment>
        <translation>Inmediatamente superior o inferior</translation>
    </message>
    <message>
        <source>Values face up in the ring</source>
        <extracomment>Rules editor, rules.sun_forbidden_values: ring (a Sun may not take the value of a face-up card of its colour in the ring)</extracomment>
        <translation>Valores visibles en el círculo</translation>
    </message>
    <message>
        <source>Values face up in the ring or the centre</source>
        <extracomment>Rules editor, rules.sun_forbidden_values: ring_and_centre</extracomment>
        <translation>Valores visibles en el círculo o en el centro</translation>
    </message>
    <message>
        <source>No value is forbidden</source>
        <extracomment>Rules editor, rules.sun_forbidden_values: none (a Sun may take any value)</extracomment>
        <translation>Ningún valor prohibido</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <extracomment>Rules editor, rules.turn_direction: clockwise</extracomment>
        <translation>En sentido horario</translation>
    </message>
    <message>
        <source>Counterclockwise</source>
        <extracomment>Rules editor, rules.turn_direction: counterclockwise</extracomment>
        <translation>En sentido antihorario</translation>
    </message>
    <message>
        <source>Stop when the predicted card is played</source>
        <extracomment>Rules editor, rules.round_end_mode: stop_on_prediction</extracomment>
        <translation>Parar cuando se juega la carta predicha</translation>
    </message>
    <message>
        <source>Play the round to its end</source>
        <extracomment>Rules editor, rules.round_end_mode: play_out</extracomment>
        <translation>Jugar la ronda hasta el final</translation>
    </message>
    <message>
        <source>Removed from the game</source>
        <extracomment>Rules editor, rules.on_failure: remove_from_game (the cards of a failed prophecy)</extracomment>
        <translation>Fuera del juego</translation>
    </message>
    <message>
        <source>Left in the centre</source>
        <extracomment>Rules editor, rules.on_failure: leave_in_centre (kept for the next sage who is right)</extracomment>
        <translation>Se quedan en el centro</translation>
    </message>
    <message>
        <source>One point per card won</source>
        <extracomment>Rules editor, rules.score: card_count</extracomment>
        <translation>Un punto por carta ganada</translation>
    </message>
    <message>
        <source>Shared victory</source>
        <extracomment>Rules editor, rules.tie: shared (tied players share the victory)</extracomment>
        <translation>Victoria compartida</translation>
    </message>
    <message>
        <source>Most successful prophecies first</source>
        <extracomment>Rules editor, rules.tie: most_successful_prophecies (they decide first, then the victory is shared)</extracomment>
        <translation>Primero, más profecías cumplidas</translation>
    </message>
    <message>
        <source>To the left</source>
        <extracomment>Rules editor, rules.sage_rotation: left (the sage role passes to the left)</extracomment>
        <translation>Hacia la izquierda</translation>
    </message>
    <message>
        <source>To the right</source>
        <extracomment>Rules editor, rules.sage_rotation: right</extracomment>
        <translation>Hacia la derecha</translation>
    </message>
    <message>
        <source>From the deck</source>
        <extracomment>Rules editor, rules.refill.last_player_source: deck</extracomment>
        <translation>Del mazo</translation>
    </message>
    <message>
        <source>The previous round's cards</source>
        <extracomment>Rules editor, rules.refill.others_source: previous_line (the cards of the round before, which no longer carry pilgrims)</extracomment>
        <translation>Las cartas de la ronda anterior</translation>
    </message>
    <message>
        <source>This round's cards</source>
        <extracomment>Rules editor, rules.refill.others_source: current_line (the cards just played, the new mantra line)</extracomment>
        <translation>Las cartas de esta ronda</translation>
    </message>
    <message>
        <source>Onto the discard pile</source>
        <extracomment>Rules editor, rules.refill.leftover: discard</extracomment>
        <translation>A la pila de descarte</translation>
    </message>
    <message>
        <source>Under the deck</source>
        <extracomment>Rules editor, rules.refill.leftover: return_to_deck_bottom</extracomment>
        <translation>Debajo del mazo</translation>
    </message>
    <message>
        <source>Shuffle the discard pile into a new deck</source>
        <extracomment>Rules editor, rules.on_empty_deck: reshuffle_discard</extracomment>
        <translation>Barajar la pila de descarte como mazo nuevo</translation>
    </message>
    <message>
        <source>The last player takes the leftover card</source>
        <extracomment>Rules editor, rules.on_empty_deck: take_leftover (the last player takes the card nobody drafted instead of drawing)</extracomment>
        <translation>El último jugador toma la carta sobrante</translation>
    </message>
    <message>
        <source>Stop on the pagoda</source>
        <extracomment>Rules editor, rules.overshoot: cap (a climb past step 33 ends on it)</extracomment>
        <translation>Quedarse en la pagoda</translation>
    </message>
    <message>
        <source>Bounce back down</source>
        <extracomment>Rules editor, rules.overshoot: bounce (the steps left over are climbed back down from the pagoda)</extracomment>
        <translation>Rebotar hacia abajo</translation>
    </message>
    <message>
        <source>Same step, same place</source>
        <extracomment>Rules editor, rules.tie_mode: levels (pilgrims on one step share a place)</extracomment>
        <translation>Mismo escalón, mismo puesto</translation>
    </message>
    <message>
        <source>First to arrive ranks higher</source>
        <extracomment>Rules editor, rules.tie_mode: arrival_order</extracomment>
        <translation>El primero en llegar queda por delante</translation>
    </message>
    <message>
        <source>Load in the mountains, deliver to the coast</source>
        <extracomment>Rules editor, automa.gains.merchant: load_and_deliver (the Automa's merchant loads at a mountain town and climbs a rank when it reaches a coastal town loaded)</extracomment>
        <translation>Cargar en la montaña, entregar en la costa</translation>
    </message>
    <message>
        <source>Take the hot spring token</source>
        <extracomment>Rules editor, automa.space_effects: take_hot_spring (the Automa's pilgrim takes the hot spring token)
----------
Rules editor, an effect of a ring space (also a word of automa.space_effects)</extracomment>
        <translation>Tomar la ficha de fuente termal</translation>
    </message>
    <message>
        <source>Take a wave tile</source>
        <extracomment>Rules editor, automa.space_effects: take_wave_tile
----------
Rules editor, an effect of a ring space (also a word of automa.space_effects)</extracomment>
        <translation>Tomar una loseta de ola</translation>
    </message>
    <message>
        <source>A die that climbs a rank</source>
        <extracomment>Rules editor, automa.die_priorities: gain (the Automa prefers a die that moves a rank)</extracomment>
        <translation>Un dado con el que sube de rango</translation>
    </message>
    <message>
        <source>The lowest rank</source>
        <extracomment>Rules editor, automa.die_priorities: lowest_rank (the character lowest on its rank track)</extracomment>
        <translation>El rango más bajo</translation>
    </message>
    <message>
        <source>The character order</source>
        <extracomment>Rules editor, automa.die_priorities: order (automa.character_order decides)</extracomment>
        <translation>El orden de los personajes</translation>
    </message>
    <message>
        <source>A destination that climbs a rank</source>
        <extracomment>Rules editor, automa.destination_priorities: gain (a destination where it climbs a rank)</extracomment>
        <translation>Un destino con el que sube de rango</translation>
    </message>
    <message>
        <source>Block the player</source>
        <extracomment>Rules editor, automa.destination_priorities: deny (a destination the person's merchant or pilgrim wants, blocked)</extracomment>
        <translation>Bloquear al jugador</translation>
    </message>
    <message>
        <source>First in the board's list</source>
        <extracomment>Rules editor, automa.destination_priorities: lowest_id (the first in the board's listing)</extracomment>
        <translation>El primero de la lista del tablero</translation>
    </message>
    <message>
        <source>Pilgrim</source>
        <extracomment>Rules editor, automa.character_order: pilgrim
----------
Rules editor, automa.wave_order: pilgrim
----------
Rules editor, wave_tiles[].character: pilgrim (the character board the tile goes on)</extracomment>
        <translation>Peregrino</translation>
    </message>
    <message>
        <source>Merchant</source>
        <extracomment>Rules editor, automa.character_order: merchant
----------
Rules editor, automa.wave_order: merchant
----------
Rules editor, wave_tiles[].character: merchant</extracomment>
        <translation>Mercader</translation>
    </message>
    <message>
        <source>Artist</source>
        <extracomment>Rules editor, automa.character_order: artist
----------
Rules editor, automa.wave_order: artist
----------
Rules editor, wave_tiles[].character: artist</extracomment>
        <translation>Artista</translation>
    </message>
    <message>
        <source>Temple track</source>
        <extracomment>Rules editor, automa.gains.pilgrim_tracks: temple (the Automa's pilgrim climbs on spaces that move the temple track up)
----------
Rules editor, advance_track: temple (an effect moves the pilgrim's marker up the temple track)</extracomment>
        <translation>Marcador de templos</translation>
    </message>
    <message>
        <source>Garden track</source>
        <extracomment>Rules editor, automa.gains.pilgrim_tracks: garden
----------
Rules editor, advance_track: garden</extracomment>
        <translation>Marcador de jardines</translation>
    </message>
    <message>
        <source>Mountain town</source>
        <extracomment>Rules editor, board.towns[].kind: mountain (an inland town where wares are drawn)</extracomment>
        <translation>Pueblo de montaña</translation>
    </message>
    <message>
        <source>Coastal town</source>
        <extracomment>Rules editor, board.towns[].kind: coastal (a town on the ring where wares are sold)</extracomment>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>At random</source>
        <extracomment>Rules editor, rules.first_player: random (who picks first in round 1)
----------
Rules editor, rules.wave_sides: random (which side of each wave tile is up)</extracomment>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>The second seat</source>
        <extracomment>Rules editor, rules.first_player: seat1</extracomment>
        <translation>El segundo puesto</translation>
    </message>
    <message>
        <source>Always the first side</source>
        <extracomment>Rules editor, rules.wave_sides: first</extracomment>
        <translation>Siempre la primera cara</translation>
    </message>
    <message>
        <source>Always the second side</source>
        <extracomment>Rules editor, rules.wave_sides: second</extracomment>
        <translation>Siempre la segunda cara</translation>
    </message>
    <message>
        <source>When the board has none left</source>
        <extracomment>Rules editor, rules.steal_wave_tiles: when_board_empty (a seashore takes one of the opponent's wave tiles when none is left on the board)</extracomment>
        <translation>Cuando no queda ninguna en el tablero</translation>
    </message>
    <message>
        <source>Never</source>
        <extracomment>Rules editor, rules.steal_wave_tiles: never</extracomment>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>A full temple track</source>
        <extracomment>Rules editor, rules.end.triggers: temples (an end condition)</extracomment>
        <translation>Un marcador de templos completo</translation>
    </message>
    <message>
        <source>A full garden track</source>
        <extracomment>Rules editor, rules.end.triggers: gardens</extracomment>
        <translation>Un marcador de jardines completo</translation>
    </message>
    <message>
        <source>The last gold slab</source>
        <extracomment>Rules editor, rules.end.triggers: slabs (the last gold slab is taken)</extracomment>
        <translation>El último koban</translation>
    </message>
    <message>
        <source>The last gift</source>
        <extracomment>Rules editor, rules.end.triggers: gifts (the last painting tile is gifted)</extracomment>
        <translation>El último regalo</translation>
    </message>
    <message>
        <source>At the end of the round</source>
        <extracomment>Rules editor, rules.end.timing: end_of_round (the game ends at the end of the round)</extracomment>
        <translation>Al final de la ronda</translation>
    </message>
    <message>
        <source>At once</source>
        <extracomment>Rules editor, rules.end.timing: immediately</extracomment>
        <translation>En el acto</translation>
    </message>
    <message>
        <source>Temples × gardens</source>
        <extracomment>Rules editor, rules.scoring.pilgrim: product (temple-track value times garden-track value)</extracomment>
        <translation>Templos × jardines</translation>
    </message>
    <message>
        <source>Temples + gardens</source>
        <extracomment>Rules editor, rules.scoring.pilgrim: sum</extracomment>
        <translation>Templos + jardines</translation>
    </message>
    <message>
        <source>The value above the last slab</source>
        <extracomment>Rules editor, rules.scoring.merchant: slab_slot (the value above its right-most gold slab)</extracomment>
        <translation>El valor sobre el último koban</translation>
    </message>
    <message>
        <source>Nothing</source>
        <extracomment>Rules editor, rules.scoring.merchant: none (the merchant scores nothing)
----------
Rules editor, rules.scoring.artist: none (the artist scores nothing)</extracomment>
        <translation>Nada</translation>
    </message>
    <message>
        <source>The value under the last gift</source>
        <extracomment>Rules editor, rules.scoring.artist: gift_slot (the value under its last gifted tile)</extracomment>
        <translation>El valor bajo el último regalo</translation>
    </message>
    <message>
        <source>More coins win</source>
        <extracomment>Rules editor, rules.scoring.tie_break: coins (equal points: more coins win)</extracomment>
        <translation>Gana quien tenga más monedas</translation>
    </message>
    <message>
        <source>A draw</source>
        <extracomment>Rules editor, rules.scoring.tie_break: none (equal points: a draw)</extracomment>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Moon</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Luna</translation>
    </message>
    <message>
        <source>Star</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Estrella</translation>
    </message>
    <message>
        <source>Eagle</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Águila</translation>
    </message>
    <message>
        <source>Mountain</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Montaña</translation>
    </message>
    <message>
        <source>River</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Río</translation>
    </message>
    <message>
        <source>Drum</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Tambor</translation>
    </message>
    <message>
        <source>Feather</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Pluma</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem): a flame</extracomment>
        <translation>Fuego</translation>
    </message>
    <message>
        <source>Arrow</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Flecha</translation>
    </message>
    <message>
        <source>Turtle</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>Tortuga</translation>
    </message>
    <message>
        <source>Move up a track</source>
        <extracomment>Rules editor, an effect of a ring space: the pilgrim's marker moves up the temple or garden track</extracomment>
        <translation>Avanzar en un marcador</translation>
    </message>
    <message>
        <source>Gain coins</source>
        <extracomment>Rules editor, an effect of a ring space: the player gains copper coins</extracomment>
        <translation>Ganar monedas</translation>
    </message>
    <message>
        <source>Turn up painting tiles</source>
        <extracomment>Rules editor, an effect of a ring space: face-down painting tiles are turned face up</extracomment>
        <translation>Voltear fichas de pintura</translation>
    </message>
    <message>
        <source>Pilgrim: another step count</source>
        <extracomment>Rules editor, an effect of a wave tile: the pilgrim may move another number of spaces than the die shows</extracomment>
        <translation>Peregrino: otro número de casillas</translation>
    </message>
    <message>
        <source>Paint: more tiles turned up</source>
        <extracomment>Rules editor, an effect of a wave tile: Paint turns up more painting tiles</extracomment>
        <translation>Pintar: más fichas boca arriba</translation>
    </message>
    <message>
        <source>Mountain town: more wares</source>
        <extracomment>Rules editor, an effect of a wave tile: a mountain town gives more wares</extracomment>
        <translation>Pueblo de montaña: más mercancías</translation>
    </message>
    <message>
        <source>Sale: more coins per ware</source>
        <extracomment>Rules editor, an effect of a wave tile: each ware sold earns more coins</extracomment>
        <translation>Venta: más monedas por mercancía</translation>
    </message>
    <message>
        <source>Paint: the whole path counts</source>
        <extracomment>Rules editor, an effect of a wave tile (Inspired): Paint counts the meeples of every region the artist entered on its move</extracomment>
        <translation>Pintar: cuenta todo el recorrido</translation>
    </message>
    <message>
        <source>The boutique token's value</source>
        <extracomment>Rules editor, gain_coins: boutique_value (the player gains the value of the boutique token of this coastal town)</extracomment>
        <translation>El valor de la ficha de comercio</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Person</source>
        <extracomment>Seat type in the launcher: a human player at this computer</extracomment>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>Seat type in the launcher: the computer plays this seat</extracomment>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>Computer strength</extracomment>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Computer strength</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Computer strength</extracomment>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <extracomment>Placeholder of the player name field in the launcher</extracomment>
        <translation>Nombre (opcional)</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <extracomment>Launcher, for screen readers: who plays seat %1 (person, computer, or the game's own solo opponent)</extracomment>
        <translation>Quién juega en el puesto %1</translation>
    </message>
    <message>
        <source>Computer strength, seat %1</source>
        <extracomment>Launcher, for screen readers: the computer's strength at seat %1</extracomment>
        <translation>Nivel del ordenador, puesto %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <extracomment>Launcher, for screen readers: the name field of seat %1</extracomment>
        <translation>Nombre del puesto %1</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>‹ Back</source>
        <extracomment>Leaves the settings page</extracomment>
        <translation>‹ Volver</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Title of the settings page</extracomment>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Restore the defaults</source>
        <extracomment>Settings: puts every setting back as it was at the first run</extracomment>
        <translation>Restablecer los valores predeterminados</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Settings: the language of the app</extracomment>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Kotatsu speaks your system's language when it knows it, else English.</source>
        <extracomment>Settings: explanation while the app follows the system language</extracomment>
        <translation>Kotatsu usa el idioma de tu sistema si lo conoce; si no, el inglés.</translation>
    </message>
    <message>
        <source>Kept for the next time you open Kotatsu.</source>
        <extracomment>Settings: explanation once a language has been chosen</extracomment>
        <translation>Se conservará la próxima vez que abras Kotatsu.</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>Settings: the first entry of the language list</extracomment>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Animations</source>
        <extracomment>Settings: how moves are shown on the table</extracomment>
        <translation>Animaciones</translation>
    </message>
    <message>
        <source>Pieces move along their way when a move is played, yours and the computer's.</source>
        <extracomment>Settings: explanation of the animation speed</extracomment>
        <translation>Las piezas recorren su camino cuando se hace una jugada, tuya o del ordenador.</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>Settings: no animations</extracomment>
        <translation>Desactivadas</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Settings: animations at half speed</extracomment>
        <translation>Lentas</translation>
    </message>
    <message>
        <source>Computer pace</source>
        <extracomment>Settings: how long the computer takes per move</extracomment>
        <translation>Ritmo del ordenador</translation>
    </message>
    <message>
        <source>The least time the computer takes for a move, so that you can follow it.</source>
        <extracomment>Settings: explanation of the computer's pace</extracomment>
        <translation>El tiempo mínimo que tarda el ordenador en cada jugada, para que puedas seguirla.</translation>
    </message>
    <message>
        <source>Quick</source>
        <extracomment>Settings: the computer plays quickly</extracomment>
        <translation>Rápido</translation>
    </message>
    <message>
        <source>Unhurried</source>
        <extracomment>Settings: the computer takes its time</extracomment>
        <translation>Pausado</translation>
    </message>
    <message>
        <source>Ask before leaving a game</source>
        <extracomment>Settings: whether leaving a game asks first</extracomment>
        <translation>Preguntar antes de dejar una partida</translation>
    </message>
    <message>
        <source>A game left unfinished is always kept for Resume; the question offers to save it in your saved games too.</source>
        <extracomment>Settings: explanation of the leave confirmation</extracomment>
        <translation>Una partida sin terminar siempre se conserva para «Continuar»; la pregunta te permite además añadirla a tus partidas guardadas.</translation>
    </message>
    <message>
        <source>Colour-blind-safe mode</source>
        <extracomment>Settings: the colour-blind-safe mode</extracomment>
        <translation>Modo apto para daltonismo</translation>
    </message>
    <message>
        <source>Every colour that matters for the rules is also shown by a shape or a letter: seats, Hyano's colours, the garden's beads and lines.</source>
        <extracomment>Settings: explanation of the colour-blind-safe mode</extracomment>
        <translation>Cada color que cuenta para las reglas se muestra también con una forma o una letra: los puestos, los colores de Hyano, las cuentas y las líneas del jardín.</translation>
    </message>
    <message>
        <source>Confirm each move</source>
        <extracomment>Settings: whether a move chosen on the table waits for a Confirm before it is played</extracomment>
        <translation>Confirmar cada jugada</translation>
    </message>
    <message>
        <source>A move you choose, by a click or a key, is shown with its sentence first; Confirm (Enter) plays it, Cancel (Esc) lets you choose again.</source>
        <extracomment>Settings: explanation of the move confirmation</extracomment>
        <translation>Cada jugada que eliges, con un clic o una tecla, se describe primero en una frase; Confirmar (Intro) la juega y Cancelar (Esc) te deja elegir otra.</translation>
    </message>
    <message>
        <source>Sounds</source>
        <extracomment>Settings: the table's sounds (on or off, and their volume)</extracomment>
        <translation>Sonidos</translation>
    </message>
    <message>
        <source>Cards, dice, steps and beads as moves are played, a chime when your turn comes, and the end of a game.</source>
        <extracomment>Settings: explanation of the sounds</extracomment>
        <translation>Cartas, dados, pasos y cuentas con cada jugada, un carillón cuando llega tu turno y el final de la partida.</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>Settings: the name of the sound volume slider, for screen readers</extracomment>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Table zoom</source>
        <extracomment>Settings: how large the game table is drawn</extracomment>
        <translation>Zoom de la mesa</translation>
    </message>
    <message>
        <source>The table and its text drawn larger or smaller (Ctrl + and Ctrl − on the table, Ctrl 0 for automatic). Automatic fills a large window.</source>
        <extracomment>Settings: explanation of the table zoom; the keys are Ctrl and plus, minus, zero</extracomment>
        <translation>La mesa y sus textos, más grandes o más pequeños (Ctrl + y Ctrl − en la mesa, Ctrl 0 para automático). En automático, la mesa llena una ventana grande.</translation>
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
        <translation>Escalón %1</translation>
    </message>
    <message>
        <source>Put the pagoda here</source>
        <extracomment>Rules editor, Shikoku: makes the clicked step the pagoda's (the top of the temple)</extracomment>
        <translation>Poner la pagoda aquí</translation>
    </message>
    <message>
        <source>Pilgrims start here</source>
        <extracomment>Rules editor, Shikoku: makes the clicked step the one every pilgrim starts on</extracomment>
        <translation>Los peregrinos empiezan aquí</translation>
    </message>
    <message>
        <source>The pagoda</source>
        <extracomment>Rules editor, Shikoku: title of the card of the pagoda on the staircase</extracomment>
        <translation>La pagoda</translation>
    </message>
    <message>
        <source>It stands on step</source>
        <extracomment>Rules editor, Shikoku: label of the number of the pagoda's step</extracomment>
        <translation>Está en el escalón</translation>
    </message>
</context>
<context>
    <name>ShikokuLabLabels</name>
    <message>
        <source>Rounds</source>
        <extracomment>Variant lab, figures table: the game's figure “rounds” (rounds played)</extracomment>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Reshuffles</source>
        <extracomment>Variant lab, figures table: the game's figure “reshuffles” (times the deck was reshuffled)</extracomment>
        <translation>Veces que se baraja el mazo</translation>
    </message>
    <message>
        <source>Winners per game</source>
        <extracomment>Variant lab, figures table: the game's figure “winners” (how many pilgrims share the victory)</extracomment>
        <translation>Ganadores por partida</translation>
    </message>
    <message>
        <source>Pilgrims at the pagoda</source>
        <extracomment>Variant lab, figures table: the game's figure “pilgrims_at_pagoda” (pilgrims on the pagoda's step at the end)</extracomment>
        <translation>Peregrinos en la pagoda</translation>
    </message>
    <message>
        <source>Spread of the pilgrims</source>
        <extracomment>Variant lab, figures table: the game's figure “spread” (steps between the highest and the lowest pilgrim at the end)</extracomment>
        <translation>Distancia entre peregrinos</translation>
    </message>
    <message>
        <source>A pilgrim reached the pagoda</source>
        <extracomment>Variant lab: the end condition “pagoda”, as a label in the figures table and the end chart</extracomment>
        <translation>Un peregrino llegó a la pagoda</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 more rounds</source>
        <extracomment>Variant lab verdict: the variant's games last more rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>Las partidas duran ahora %1 ± %2 rondas más</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 fewer rounds</source>
        <extracomment>Variant lab verdict: the variant's games last fewer rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>Las partidas duran ahora %1 ± %2 rondas menos</translation>
    </message>
    <message>
        <source>Pilgrims frozen</source>
        <extracomment>Variant lab, figures table: the game's figure “frozen_pilgrims” (times a pilgrim stayed put, second card from the left or right)</extracomment>
        <translation>Peregrinos inmóviles</translation>
    </message>
    <message>
        <source>Steps lost by frozen pilgrims</source>
        <extracomment>Variant lab, figures table: the game's figure “frozen_sandals” (steps the frozen pilgrims did not climb)</extracomment>
        <translation>Escalones perdidos por peregrinos inmóviles</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>End screen table: the column of each pilgrim's step on the staircase at the end (the outcome's score)</extracomment>
        <translation>Escalón</translation>
    </message>
</context>
<context>
    <name>ShikokuTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a seat without a pilgrim colour; %1 is a number</extracomment>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <extracomment>Move log; %1 is a player, %2 a card number</extracomment>
        <translation>%1 juega el %2</translation>
    </message>
    <message>
        <source>The pilgrimage is over</source>
        <extracomment>Status line when the game has ended</extracomment>
        <translation>La peregrinación ha terminado</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name</extracomment>
        <translation>Esperando a %1</translation>
    </message>
    <message>
        <source>%1 is choosing a card from the previous line…</source>
        <extracomment>Status line; %1 is a computer player's name</extracomment>
        <translation>%1 está eligiendo una carta de la línea anterior…</translation>
    </message>
    <message>
        <source>%1 is choosing a mantra card…</source>
        <extracomment>Status line; %1 is a computer player's name</extracomment>
        <translation>%1 está eligiendo una carta de mantra…</translation>
    </message>
    <message>
        <source>%1, take one card from the previous line</source>
        <extracomment>Status line: your turn in the draft; %1 is your name</extracomment>
        <translation>%1, elige una carta de la línea anterior</translation>
    </message>
    <message>
        <source>%1, play a mantra card</source>
        <extracomment>Status line: your turn to play; %1 is your name</extracomment>
        <translation>%1, juega una carta de mantra</translation>
    </message>
    <message>
        <source>Nobody walked the Middle Way</source>
        <extracomment>End screen title when nobody wins</extracomment>
        <translation>Nadie ha seguido el Camino Medio</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>Gana %1</translation>
    </message>
    <message>
        <source>A pilgrim reached the pagoda. The Middle Way rewards moderation: the first and the last never win.</source>
        <extracomment>End screen: why the winners won</extracomment>
        <translation>Un peregrino ha llegado a la pagoda. El Camino Medio premia la moderación: ni el primero ni el último ganan nunca.</translation>
    </message>
    <message>
        <source>Second from the top</source>
        <extracomment>End screen: the winning place counted from the highest pilgrim</extracomment>
        <translation>Segundo contando desde arriba</translation>
    </message>
    <message>
        <source>Place %1 from the top</source>
        <extracomment>%1 is a number</extracomment>
        <translation>%1.º contando desde arriba</translation>
    </message>
    <message>
        <source>Second from the bottom</source>
        <extracomment>End screen: the winning place counted from the lowest pilgrim</extracomment>
        <translation>Segundo contando desde abajo</translation>
    </message>
    <message>
        <source>Place %1 from the bottom</source>
        <extracomment>%1 is a number</extracomment>
        <translation>%1.º contando desde abajo</translation>
    </message>
    <message>
        <source>%1 (step %2): %3</source>
        <extracomment>End screen line: "Second from the top (step 30): Blue"</extracomment>
        <translation>%1 (escalón %2): %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>End screen: one level of the final standings; %1 the players on it, %2 their step number ("Red 33"; ja 「赤：33段目」)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Final steps, from the top: %1</source>
        <extracomment>End screen: the final standings from the top; %1 is a list</extracomment>
        <translation>Escalones finales, contando desde arriba: %1</translation>
    </message>
    <message>
        <source>Next round's order: the lowest card moved to the end</source>
        <extracomment>Heading of the line that gives the next round's turn order</extracomment>
        <translation>Orden de la próxima ronda: la carta más baja pasa al final</translation>
    </message>
    <message>
        <source>Turn order: the previous line</source>
        <extracomment>Heading of the line that gives this round's turn order</extracomment>
        <translation>Orden de turno: la línea anterior</translation>
    </message>
    <message>
        <source>This round's mantra line (lowest card on the left)</source>
        <extracomment>Heading of the row of cards played this round</extracomment>
        <translation>Línea de mantra de esta ronda (la carta más baja, a la izquierda)</translation>
    </message>
    <message>
        <source>Draft: the cards of the previous line</source>
        <extracomment>Heading of the draft row</extracomment>
        <translation>Para elegir: las cartas de la línea anterior</translation>
    </message>
    <message>
        <source>Your hand, %1</source>
        <extracomment>Heading above your cards; %1 is your name</extracomment>
        <translation>Tu mano, %1</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <extracomment>Heading above the cards when nobody's hand is shown</extracomment>
        <translation>Las manos están ocultas</translation>
    </message>
    <message>
        <source>Deck: %1</source>
        <extracomment>Number of cards left in the draw deck</extracomment>
        <translation>Mazo: %1</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <extracomment>Number of cards in the discard pile</extracomment>
        <translation>Pila de descarte: %1</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <extracomment>Move log: a player drafts a card of the previous line; %1 is a player, %2 a card number</extracomment>
        <translation>%1 elige el %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: a Shikoku round; %1 is its number</extracomment>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>%1 win together</source>
        <extracomment>End screen title when several pilgrims win together; %1 is a list of names ("Red and Blue")</extracomment>
        <translation>%1 ganan juntos</translation>
    </message>
    <message numerus="yes">
        <source>card %1, %n sandal(s)</source>
        <extracomment>Screen reader: a mantra card; %1 its number, %n its sandals (steps it makes climb)</extracomment>
        <translation>
            <numerusform>carta %1 (%n sandalia)</numerusform>
            <numerusform>carta %1 (%n sandalias)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on step %2</source>
        <extracomment>Screen reader: a pilgrim on the staircase; %1 a player, %2 a step number</extracomment>
        <translation>%1 en el escalón %2</translation>
    </message>
    <message>
        <source>Take card %1</source>
        <extracomment>Keyboard and screen reader: takes a card of the previous line into your hand; %1 its number</extracomment>
        <translation>Elige la carta %1</translation>
    </message>
    <message>
        <source>%1, in the draft</source>
        <extracomment>Screen reader: a card to draft; %1 the card ("card 17, 3 sandals")</extracomment>
        <translation>%1, para elegir</translation>
    </message>
    <message>
        <source>Play card %1</source>
        <extracomment>Keyboard and screen reader: plays a card of your hand to the mantra line; %1 its number</extracomment>
        <translation>Juega la carta %1</translation>
    </message>
    <message>
        <source>%1, in your hand</source>
        <extracomment>Screen reader: a card of your hand; %1 the card ("card 17, 3 sandals")</extracomment>
        <translation>%1, en tu mano</translation>
    </message>
    <message>
        <source>A hidden card</source>
        <extracomment>Screen reader: a face-down card of a hidden hand</extracomment>
        <translation>Una carta oculta</translation>
    </message>
    <message>
        <source>%1 stays on step %2: card %3 lies in a frozen place</source>
        <extracomment>Move log: a pilgrim of the line does not climb (its card lies in a frozen place); %1 a player, %2 the step it stays on, %3 its card number</extracomment>
        <translation>%1 se queda inmóvil en el escalón %2: la carta %3 ocupa un puesto inmóvil de la línea</translation>
    </message>
    <message>
        <source>%1 climbs to the pagoda with card %2</source>
        <extracomment>Move log: a pilgrim climbs to the pagoda, which ends the game; %1 a player, %2 the card number that made it climb</extracomment>
        <translation>%1 sube hasta la pagoda con la carta %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 climbs %n step(s) to step %2 with card %3</source>
        <extracomment>Move log: a pilgrim climbs the staircase; %1 a player, %2 the step reached, %3 the card number; %n steps climbed</extracomment>
        <translation>
            <numerusform>%1 sube %n escalón, hasta el escalón %2, con la carta %3</numerusform>
            <numerusform>%1 sube %n escalones, hasta el escalón %2, con la carta %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 goes to step %2 with card %3</source>
        <extracomment>Move log: a pilgrim that passed the pagoda goes back down to a step (variant rule); %1 a player, %2 the step, %3 the card number</extracomment>
        <translation>%1 pasa al escalón %2 con la carta %3</translation>
    </message>
    <message>
        <source>The deck ran out: the discard pile is shuffled into a new deck</source>
        <extracomment>Move log: the deck was empty, the discard pile becomes the new deck</extracomment>
        <translation>El mazo se ha agotado: se baraja la pila de descarte para formar uno nuevo</translation>
    </message>
    <message>
        <source>%1 draws %2 from the deck</source>
        <extracomment>Move log: you drew from the deck and may see which card; %1 a player, %2 the card number(s)</extracomment>
        <translation>%1 roba el %2 del mazo</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s) from the deck</source>
        <extracomment>Move log: another player drew from the deck (the card stays secret); %1 a player; %n cards drawn</extracomment>
        <translation>
            <numerusform>%1 roba %n carta del mazo</numerusform>
            <numerusform>%1 roba %n cartas del mazo</numerusform>
        </translation>
    </message>
    <message>
        <source>The deck is empty: %1 takes %2, the leftover card</source>
        <extracomment>Move log: the deck and discard pile are empty, so the last player takes the leftover card (the one nobody drafted); %1 a player, %2 the card number</extracomment>
        <translation>El mazo está vacío: %1 se queda el %2, la carta sobrante</translation>
    </message>
    <message>
        <source>Nobody took card %1: it goes to the bottom of the deck</source>
        <extracomment>Move log: the leftover card (the one nobody drafted) goes under the deck (variant rule); %1 the card number</extracomment>
        <translation>Nadie ha elegido la carta %1: va al fondo del mazo</translation>
    </message>
    <message>
        <source>Nobody took card %1: it goes to the discard pile</source>
        <extracomment>Move log: the leftover card (the one nobody drafted) is discarded; %1 the card number</extracomment>
        <translation>Nadie ha elegido la carta %1: va a la pila de descarte</translation>
    </message>
    <message>
        <source>Play %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to play a card (imperative, ja 〜ましょう); %1 a card number</extracomment>
        <translation>juega el %1</translation>
    </message>
    <message>
        <source>Play %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿juegas el %1?</translation>
    </message>
    <message>
        <source>Take %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to take a card of the previous line (imperative, ja 〜ましょう); %1 a card number</extracomment>
        <translation>elige el %1</translation>
    </message>
    <message>
        <source>Take %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿eliges el %1?</translation>
    </message>
</context>
<context>
    <name>SpringToken</name>
    <message>
        <source>Hot spring token</source>
        <extracomment>Accessible name of the hot spring token (温泉トークン)</extracomment>
        <translation>Ficha de fuente termal</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <extracomment>Accessible description of the hot spring token; %1 the player who holds it</extracomment>
        <translation>La tiene %1</translation>
    </message>
    <message>
        <source>On the board</source>
        <extracomment>Accessible description of the hot spring token: nobody holds it</extracomment>
        <translation>En el tablero</translation>
    </message>
</context>
<context>
    <name>Staircase</name>
    <message>
        <source>Temple staircase</source>
        <extracomment>Screen reader: the Shikoku staircase</extracomment>
        <translation>Escalera del templo</translation>
    </message>
</context>
<context>
    <name>SunValueChooser</name>
    <message>
        <source>Declare a value for the %1</source>
        <extracomment>Title of the Sun value choice; %1 is a card, e.g. "Red Sun"</extracomment>
        <translation>Declara un valor para el %1</translation>
    </message>
    <message>
        <source>Until it is covered, the Sun counts as that value of its colour.</source>
        <extracomment>Under the title of the Sun value choice</extracomment>
        <translation>Mientras no lo cubra otra carta, el Sol cuenta como ese valor de su color.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the Sun value choice without playing</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <extracomment>Keyboard and screen reader: declares this value for the Sun being played; %1 is a value</extracomment>
        <translation>Declara %1</translation>
    </message>
    <message>
        <source>The %1 as a %2</source>
        <extracomment>Screen reader: a choice in the Sun value choice; %1 is the Sun ("red Sun"), %2 a value</extracomment>
        <translation>El %1 como %2</translation>
    </message>
    <message>
        <source>Back to the table without playing</source>
        <extracomment>Keyboard and screen reader: closes the Sun value choice, back to the table</extracomment>
        <translation>Vuelve a la mesa sin jugar</translation>
    </message>
</context>
<context>
    <name>SweepLab</name>
    <message>
        <source>Yes</source>
        <comment>switch on</comment>
        <extracomment>Variant lab, sweep: a rule that is a switch (on or off), as a value in the table, the grid&apos;s headings and the chart (&quot;Stop on the pagoda: Yes&quot;)</extracomment>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <comment>switch off</comment>
        <extracomment>Variant lab, sweep: a rule that is a switch, set off, as a value in the table, the grid&apos;s headings and the chart (&quot;Stop on the pagoda: No&quot;)</extracomment>
        <translation>No</translation>
    </message>
    <message>
        <source>A sweep is already running.</source>
        <extracomment>Variant lab, sweep: Run while a sweep runs</extracomment>
        <translation>Ya se está variando una regla.</translation>
    </message>
    <message>
        <source>The rules “%1” are not available.</source>
        <translation>Las reglas «%1» no están disponibles.</translation>
    </message>
    <message>
        <source>Choose the rule to vary.</source>
        <extracomment>Variant lab, sweep: Run before a key of the rules is chosen</extracomment>
        <translation>Elige la regla que quieres variar.</translation>
    </message>
    <message>
        <source>The rule %1 holds no number or word to vary.</source>
        <extracomment>Variant lab, sweep: the chosen key cannot be swept; %1 the key</extracomment>
        <translation>La regla %1 no tiene un número ni una palabra que variar.</translation>
    </message>
    <message>
        <source>“%1” is not a list of values: write them with commas (3, 5, 8) or as a range with its step (21..41:2).</source>
        <extracomment>Variant lab, sweep: the values typed do not read; %1 what was typed</extracomment>
        <translation>«%1» no es una lista de valores: escríbelos separados por comas (3, 5, 8) o como un intervalo con su paso (21..41:2).</translation>
    </message>
    <message>
        <source>“%1” is not a target: write it as rounds=10..14, wins.seat0=45%..55% or draws&lt;2%.</source>
        <extracomment>Variant lab, sweep: a target does not read; %1 what was typed. Keep the examples as they are (figure names and numbers)</extracomment>
        <translation>«%1» no es un objetivo válido; escríbelo así: rounds=10..14, wins.seat0=45%..55% o draws&lt;2%.</translation>
    </message>
    <message>
        <source>A sweep needs at least 2 games per value.</source>
        <extracomment>Variant lab, sweep: the number of games per value is out of range</extracomment>
        <translation>Hacen falta al menos 2 partidas por valor.</translation>
    </message>
    <message>
        <source>There is no sweep to export yet.</source>
        <extracomment>Variant lab, sweep: Export before any value has been played</extracomment>
        <translation>Todavía no hay ninguna variación que exportar.</translation>
    </message>
    <message>
        <source>The file cannot be written: %1</source>
        <extracomment>Variant lab, sweep: an export failed; %1 is the system&apos;s reason</extracomment>
        <translation>No se puede escribir el archivo: %1</translation>
    </message>
    <message>
        <source>A search looks for the values that meet the targets: write at least one target.</source>
        <extracomment>Variant lab, sweep: the search looks for values meeting targets, and none is given</extracomment>
        <translation>La búsqueda encuentra los valores que cumplen los objetivos: escribe al menos uno.</translation>
    </message>
    <message>
        <source>A search needs a rule that holds a number; %1 does not.</source>
        <extracomment>Variant lab, sweep: the search needs a rule holding a number; %1 the rule</extracomment>
        <translation>Para buscar hace falta una regla con un valor numérico, y %1 no lo tiene.</translation>
    </message>
    <message>
        <source>A search varies one rule: remove the second one.</source>
        <extracomment>Variant lab, sweep: the search takes one rule, not a grid of two</extracomment>
        <translation>La búsqueda varía una sola regla: quita la segunda.</translation>
    </message>
    <message>
        <source>The number of players must be from %1 to %2 with these rules.</source>
        <extracomment>Variant lab, sweep: the number of players is not one the rules take; %1 the fewest, %2 the most</extracomment>
        <translation>Con estas reglas, el número de jugadores debe estar entre %1 y %2.</translation>
    </message>
    <message>
        <source>Choose two different rules for a grid.</source>
        <extracomment>Variant lab, sweep: the same rule chosen as both keys of a grid</extracomment>
        <translation>Elige dos reglas distintas para una cuadrícula.</translation>
    </message>
    <message>
        <source>These settings cannot be played: %1</source>
        <extracomment>Variant lab, sweep: the players or the computer players do not suit these rules; %1 the reason</extracomment>
        <translation>Con estos ajustes no se puede jugar: %1</translation>
    </message>
    <message>
        <source>The target “%1” names no figure of this sweep (%2).</source>
        <extracomment>Variant lab, sweep: a target names a figure the sweep does not have; %1 the target as typed, %2 the figure&apos;s name</extracomment>
        <translation>El objetivo «%1» se refiere a un indicador que esta variación no mide (%2).</translation>
    </message>
    <message>
        <source>The target “%1” does not suit its figure: %2</source>
        <extracomment>Variant lab, sweep: a target&apos;s bounds do not suit its figure (a share in % of a count, or beyond 100 %); %1 the target as typed, %2 the reason</extracomment>
        <translation>El objetivo «%1» no es válido para su indicador: %2</translation>
    </message>
</context>
<context>
    <name>SweepView</name>
    <message>
        <source>Value</source>
        <extracomment>Variant lab, sweep table heading: the value the rule was set to</extracomment>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Targets</source>
        <extracomment>Variant lab, sweep table heading: whether the value meets the designer&apos;s targets</extracomment>
        <translation>Objetivos</translation>
    </message>
    <message>
        <source>Choose a rule, its values and the games per value, then Run. Every value plays the same seeds, so the values differ by their rules, not by their luck. Targets such as rounds=10..14 or wins.seat0=45%..55% mark the values that meet them all.</source>
        <extracomment>Variant lab, sweep: before any sweep; what a sweep does</extracomment>
        <translation>Elige una regla, sus valores y las partidas por valor, y pulsa Ejecutar. Todos los valores se juegan con las mismas semillas, así que solo los distinguen sus reglas, no la suerte. Los objetivos, como rounds=10..14 o wins.seat0=45%..55%, señalan los valores que los cumplen todos.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <extracomment>Variant lab, sweep table: a value the rules refuse, not played; %1 the rules&apos; reason</extracomment>
        <translation>Rechazado: %1</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <extracomment>Variant lab, sweep table: a value not played yet</extracomment>
        <translation>En espera…</translation>
    </message>
    <message>
        <source>Not played</source>
        <extracomment>Variant lab, sweep table: a value the cancelled sweep did not play</extracomment>
        <translation>Sin jugar</translation>
    </message>
    <message>
        <source>✓ Meets every target (%1%)</source>
        <extracomment>Variant lab, sweep table: the value meets every target; %1 the confidence in percent (a number, no %)</extracomment>
        <translation>✓ Cumple todos los objetivos (%1 %)</translation>
    </message>
    <message>
        <source>Misses a target</source>
        <extracomment>Variant lab, sweep table: the value misses a target for sure (its interval lies outside)</extracomment>
        <translation>No cumple un objetivo</translation>
    </message>
    <message>
        <source>Unsure (%1%): needs more games</source>
        <extracomment>Variant lab, sweep table: more games would tell whether the value meets every target; %1 the chance it does, in percent (a number, no %)</extracomment>
        <translation>Incierto (%1 %): hacen falta más partidas</translation>
    </message>
    <message>
        <source>Chart</source>
        <extracomment>Variant lab, sweep: label of the chooser of the figure the chart draws against the value</extracomment>
        <translation>Gráfico</translation>
    </message>
    <message>
        <source>%1 by %2 (95% interval)</source>
        <extracomment>Variant lab, sweep chart title: a figure against the rule&apos;s value, with its 95% interval as a band; %1 the figure, %2 the rule</extracomment>
        <translation>%1 según %2 (intervalo del 95 %)</translation>
    </message>
    <message>
        <source>Gold band: the target. Gold dots: values that meet every target.</source>
        <extracomment>Variant lab, sweep chart&apos;s legend: the gold band is the target, the big gold dots the values that meet every target</extracomment>
        <translation>Franja dorada: el objetivo. Puntos dorados: valores que cumplen todos los objetivos.</translation>
    </message>
    <message>
        <source>No games to show yet</source>
        <translation>Todavía no hay partidas que mostrar</translation>
    </message>
    <message>
        <source>Refused</source>
        <extracomment>Variant lab, sweep grid: a pair of values the rules refuse (the reason is in the cell&apos;s tip)</extracomment>
        <translation>Rechazado</translation>
    </message>
    <message>
        <source>Rows: %1. Columns: %2. Each cell: %3 with its 95% interval. ✓ meets every target, ✗ misses at least one, ~ needs more games.</source>
        <extracomment>Variant lab, sweep grid: what the table shows; %1 the first rule (rows), %2 the second (columns), %3 the figure in each cell</extracomment>
        <translation>Filas: %1. Columnas: %2. En la tabla: %3 con su intervalo del 95 %. ✓ cumple todos los objetivos, ✗ falla al menos uno, ~ hacen falta más partidas.</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message numerus="yes">
        <source>Too long to send: shorten it by %n character(s).</source>
        <extracomment>Chat at a network table: the message typed is longer than the table takes (1,000 bytes of UTF-8: about 1,000 Latin letters or 330 Japanese characters); %n is how many characters must go for it to fit</extracomment>
        <translation>
            <numerusform>Demasiado largo para enviarlo: acórtalo en %n carácter.</numerusform>
            <numerusform>Demasiado largo para enviarlo: acórtalo en %n caracteres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many messages at once: wait %n second(s) before sending more.</source>
        <extracomment>Chat at a network table: the player sent many messages in a short time; %n is how many seconds until the next one may go</extracomment>
        <translation>
            <numerusform>Demasiados mensajes seguidos: espera %n segundo antes de enviar más.</numerusform>
            <numerusform>Demasiados mensajes seguidos: espera %n segundos antes de enviar más.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected to the table: the message was not sent.</source>
        <extracomment>Chat at a network table: the connection to the table is not there (dropped, or not yet seated); the message typed stays in its field</extracomment>
        <translation>No hay conexión con la mesa: el mensaje no se ha enviado.</translation>
    </message>
    <message>
        <source>The table refuses messages this fast: wait a moment before sending more.</source>
        <extracomment>Chat at a network table: the host refused a message because too many came from this player in a short time</extracomment>
        <translation>La mesa no acepta mensajes tan seguidos: espera un momento antes de enviar más.</translation>
    </message>
    <message>
        <source>The table refused the message (%1).</source>
        <extracomment>Chat at a network table: the host refused a message; %1 is the protocol&apos;s reason (a code such as bad_message)</extracomment>
        <translation>La mesa ha rechazado el mensaje (%1).</translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <source>The board appears here once the rules check without errors.</source>
        <extracomment>Rules editor: shown where the board preview will be, until the rules check clean once</extracomment>
        <translation>El tablero aparecerá aquí en cuanto las reglas no tengan errores.</translation>
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
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>Automatic</source>
        <extracomment>Zoom setting: the table's size follows the window's</extracomment>
        <translation>Automático</translation>
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
        <translation>Casilla %1: %2</translation>
    </message>
    <message>
        <source>Type of space</source>
        <extracomment>Rules editor, Tokaido Duo: label of the chooser of a ring space's type</extracomment>
        <translation>Tipo de casilla</translation>
    </message>
    <message>
        <source>Wares drawn here</source>
        <extracomment>Rules editor, Tokaido Duo: label of a mountain town's draw number (wares drawn there)</extracomment>
        <translation>Mercancías que se sacan aquí</translation>
    </message>
    <message>
        <source>Stands on ring space %1</source>
        <extracomment>Rules editor, Tokaido Duo: a coastal town's ring space; %1 its number</extracomment>
        <translation>Está en la casilla %1 del camino de la costa</translation>
    </message>
    <message>
        <source>Drag from this town to another to add a route between them.</source>
        <extracomment>Rules editor, Tokaido Duo: how routes are added on the board preview</extracomment>
        <translation>Arrastra de esta población a otra para añadir una ruta comercial entre ellas.</translation>
    </message>
    <message>
        <source>%1 (no such town)</source>
        <extracomment>Rules editor, Tokaido Duo: a route's end that names no town; %1 the id written</extracomment>
        <translation>%1 (no existe esa población)</translation>
    </message>
    <message>
        <source>Route %1 – %2</source>
        <extracomment>Rules editor, Tokaido Duo: title of the card of a route; %1 and %2 are its towns</extracomment>
        <translation>Ruta %1 – %2</translation>
    </message>
    <message>
        <source>Remove this route</source>
        <extracomment>Rules editor, Tokaido Duo: removes the route clicked on the board</extracomment>
        <translation>Quitar esta ruta</translation>
    </message>
    <message>
        <source>Painting icon</source>
        <extracomment>Rules editor, Tokaido Duo: label of a region's painting icon</extracomment>
        <translation>Icono de pintura</translation>
    </message>
    <message>
        <source>Done with the scope</source>
        <extracomment>Rules editor, Tokaido Duo: ends choosing a region's paint scope on the board</extracomment>
        <translation>Terminar de marcar el alcance</translation>
    </message>
    <message>
        <source>Choose its scope on the board</source>
        <extracomment>Rules editor, Tokaido Duo: starts choosing a region's paint scope by clicking spaces and towns</extracomment>
        <translation>Elegir su alcance en el tablero</translation>
    </message>
    <message>
        <source>Click spaces and towns to add them to the scope of %1 or take them out</source>
        <extracomment>Rules editor, Tokaido Duo: banner while a region's paint scope is chosen; %1 the region</extracomment>
        <translation>Haz clic en casillas y poblaciones para añadirlas al alcance de %1 o quitarlas</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>Rules editor: ends a mode of the board preview</extracomment>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Split %1 along the route %2 – %3</source>
        <extracomment>Rules editor, Tokaido Duo: undo step; %1 is a region, %2 and %3 the towns of a route</extracomment>
        <translation>Dividir %1 por la ruta %2 – %3</translation>
    </message>
    <message>
        <source>Split %1 along this route</source>
        <extracomment>Rules editor, Tokaido Duo: splits the region a new route runs through into two regions along it; %1 the region</extracomment>
        <translation>Dividir %1 por esta ruta</translation>
    </message>
    <message>
        <source>The route %1 – %2 runs through %3, but routes are the borders between regions.</source>
        <extracomment>Rules editor, Tokaido Duo: a route drawn through a region; %1 and %2 the route's towns, %3 the region</extracomment>
        <translation>La ruta %1 – %2 atraviesa %3, pero las rutas son las fronteras entre regiones.</translation>
    </message>
    <message>
        <source>The new region is called %1 for now: write its name in every language.</source>
        <extracomment>Rules editor, Tokaido Duo: after a region was split; %1 is the new region's made-up name</extracomment>
        <translation>Por ahora la nueva región se llama %1: escribe su nombre en todos los idiomas.</translation>
    </message>
    <message>
        <source>Write its name</source>
        <extracomment>Rules editor, Tokaido Duo: goes to the name fields of the region a split just made</extracomment>
        <translation>Escribir su nombre</translation>
    </message>
</context>
<context>
    <name>TokaidoDuoLabLabels</name>
    <message>
        <source>Rounds</source>
        <extracomment>Variant lab, figures table: the game's figure “rounds” (rounds played)</extracomment>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Decisions (the game's count)</source>
        <extracomment>Variant lab, figures table: the game's figure “decisions” (moves of both players)</extracomment>
        <translation>Decisiones (cuenta del juego)</translation>
    </message>
    <message>
        <source>Pilgrim's points</source>
        <extracomment>Variant lab, figures table: the game's figure “pilgrim_score” (per player)</extracomment>
        <translation>Puntos del peregrino</translation>
    </message>
    <message>
        <source>Merchant's points</source>
        <extracomment>Variant lab, figures table: the game's figure “merchant_score” (per player)</extracomment>
        <translation>Puntos del mercader</translation>
    </message>
    <message>
        <source>Artist's points</source>
        <extracomment>Variant lab, figures table: the game's figure “artist_score” (per player)</extracomment>
        <translation>Puntos del artista</translation>
    </message>
    <message>
        <source>Points in all</source>
        <extracomment>Variant lab, figures table: the game's figure “total_score” (per player)</extracomment>
        <translation>Puntos en total</translation>
    </message>
    <message>
        <source>Temple track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_temples” (share of games)
----------
Variant lab: the end condition “temples”, as a label in the figures table and the end chart</extracomment>
        <translation>Marcador de templos completo</translation>
    </message>
    <message>
        <source>Garden track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_gardens” (share of games)
----------
Variant lab: the end condition “gardens”, as a label in the figures table and the end chart</extracomment>
        <translation>Marcador de jardines completo</translation>
    </message>
    <message>
        <source>Gold slabs completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_slabs” (share of games)
----------
Variant lab: the end condition “slabs”, as a label in the figures table and the end chart</extracomment>
        <translation>Todos los kobans conseguidos</translation>
    </message>
    <message>
        <source>Paintings all gifted</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_gifts” (share of games)
----------
Variant lab: the end condition “gifts”, as a label in the figures table and the end chart</extracomment>
        <translation>Todas las pinturas regaladas</translation>
    </message>
    <message>
        <source>The first player of the game won</source>
        <extracomment>Variant lab, figures table: the game's figure “first_player_won” (share of games, a draw counting half)</extracomment>
        <translation>Ganó el jugador inicial de la partida</translation>
    </message>
    <message>
        <source>Draws (the game's count)</source>
        <extracomment>Variant lab, figures table: the game's figure “draw” (share of games)</extracomment>
        <translation>Empates (cuenta del juego)</translation>
    </message>
    <message>
        <source>Wave tiles taken from the board</source>
        <extracomment>Variant lab, figures table: the game's figure “wave_from_board” (per game)</extracomment>
        <translation>Losetas de ola tomadas del tablero</translation>
    </message>
    <message>
        <source>Wave tiles stolen</source>
        <extracomment>Variant lab, figures table: the game's figure “wave_stolen” (per game)</extracomment>
        <translation>Losetas de ola quitadas al rival</translation>
    </message>
    <message>
        <source>Hot Spring dice repeated</source>
        <extracomment>Variant lab, figures table: the game's figure “spring_repeats” (per game)</extracomment>
        <translation>Dados repetidos con la fuente termal</translation>
    </message>
    <message>
        <source>Hot Spring tokens stolen</source>
        <extracomment>Variant lab, figures table: the game's figure “spring_steals” (per game)</extracomment>
        <translation>Fichas de fuente termal quitadas al rival</translation>
    </message>
    <message>
        <source>Dice with no move</source>
        <extracomment>Variant lab, figures table: the game's figure “no_path” (per game)</extracomment>
        <translation>Dados sin movimiento posible</translation>
    </message>
    <message>
        <source>The Automa's points</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_score” (solo)</extracomment>
        <translation>Puntos del Automa</translation>
    </message>
    <message>
        <source>The Automa won</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_won” (solo, share of games)</extracomment>
        <translation>Ganó el Automa</translation>
    </message>
    <message>
        <source>The Automa's pilgrim rank</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_rank_pilgrim” (solo, at the end)</extracomment>
        <translation>Rango del peregrino del Automa</translation>
    </message>
    <message>
        <source>The Automa's merchant rank</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_rank_merchant” (solo, at the end)</extracomment>
        <translation>Rango del mercader del Automa</translation>
    </message>
    <message>
        <source>The Automa's artist rank</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_rank_artist” (solo, at the end)</extracomment>
        <translation>Rango del artista del Automa</translation>
    </message>
    <message>
        <source>The Automa's pilgrim track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_automa_pilgrim” (solo, share of games)
----------
Variant lab: the end condition “automa_pilgrim”, as a label in the figures table and the end chart</extracomment>
        <translation>Marcador de rango del peregrino del Automa completo</translation>
    </message>
    <message>
        <source>The Automa's merchant track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_automa_merchant” (solo, share of games)
----------
Variant lab: the end condition “automa_merchant”, as a label in the figures table and the end chart</extracomment>
        <translation>Marcador de rango del mercader del Automa completo</translation>
    </message>
    <message>
        <source>The Automa's artist track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_automa_artist” (solo, share of games)
----------
Variant lab: the end condition “automa_artist”, as a label in the figures table and the end chart</extracomment>
        <translation>Marcador de rango del artista del Automa completo</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <extracomment>Variant lab: the end condition “unfinished”, as a label in the figures table and the end chart</extracomment>
        <translation>Sin terminar</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 more rounds</source>
        <extracomment>Variant lab verdict: the variant's games last more rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>Las partidas duran ahora %1 ± %2 rondas más</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 fewer rounds</source>
        <extracomment>Variant lab verdict: the variant's games last fewer rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>Las partidas duran ahora %1 ± %2 rondas menos</translation>
    </message>
    <message>
        <source>Pilgrim's points (%1)</source>
        <extracomment>Variant lab, figures table: one seat's pilgrim points; %1 is the seat ("First player")</extracomment>
        <translation>Puntos del peregrino (%1)</translation>
    </message>
    <message>
        <source>Merchant's points (%1)</source>
        <extracomment>Variant lab, figures table: one seat's merchant points; %1 is the seat ("First player")</extracomment>
        <translation>Puntos del mercader (%1)</translation>
    </message>
    <message>
        <source>Artist's points (%1)</source>
        <extracomment>Variant lab, figures table: one seat's artist points; %1 is the seat ("First player")</extracomment>
        <translation>Puntos del artista (%1)</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>End screen table: the column of each traveller's points in all (the outcome's score)</extracomment>
        <translation>Puntos</translation>
    </message>
</context>
<context>
    <name>TokaidoDuoTable</name>
    <message>
        <source>Final round: the game ends when this round is over</source>
        <extracomment>Banner on the island when an end condition has been met</extracomment>
        <translation>Última ronda: la partida termina al acabar esta ronda</translation>
    </message>
</context>
<context>
    <name>TokaidoDuoWords</name>
    <message>
        <source>Pilgrim</source>
        <extracomment>A character of Tokaido Duo (巡礼者)</extracomment>
        <translation>Peregrino</translation>
    </message>
    <message>
        <source>Merchant</source>
        <extracomment>A character of Tokaido Duo (商人)</extracomment>
        <translation>Mercader</translation>
    </message>
    <message>
        <source>Artist</source>
        <extracomment>A character of Tokaido Duo (絵描き)</extracomment>
        <translation>Artista</translation>
    </message>
    <message>
        <source>%1 (space %2)</source>
        <extracomment>A ring space in texts; %1 its type (Temple, Garden, ...), %2 its number on the ring</extracomment>
        <translation>%1 (casilla %2)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: a round of Tokaido Duo; %1 is its number</extracomment>
        <translation>Ronda %1</translation>
    </message>
    <message numerus="yes">
        <source>%1's pilgrim walks %n space(s) and jumps on to %2</source>
        <extracomment>Move log; %1 player, %2 the space reached after jumping over occupied spaces ("the temple (space 14)", "Kōchi"); %n spaces counted by the die</extracomment>
        <translation>
            <numerusform>El peregrino de %1 avanza %n casilla, salta a la siguiente casilla libre y llega a %2</numerusform>
            <numerusform>El peregrino de %1 avanza %n casillas, salta a la siguiente casilla libre y llega a %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1's pilgrim walks %n space(s) to %2</source>
        <extracomment>Move log; %1 player, %2 the space reached ("the temple (space 14)", "Kōchi"); %n spaces walked</extracomment>
        <translation>
            <numerusform>El peregrino de %1 avanza %n casilla hasta %2</numerusform>
            <numerusform>El peregrino de %1 avanza %n casillas hasta %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1's merchant travels to %2</source>
        <extracomment>Move log; %1 player, %2 the town reached (no article)</extracomment>
        <translation>El mercader de %1 viaja a %2</translation>
    </message>
    <message>
        <source>%1 sells nothing</source>
        <extracomment>Move log: a merchant in a coastal town sells nothing; %1 player</extracomment>
        <translation>%1 no vende nada</translation>
    </message>
    <message>
        <source>%1's artist travels through %2 to %3</source>
        <extracomment>Move log (Inspired tile: the route matters); %1 player, %2 the regions passed, %3 the region reached (in-sentence names: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>El artista de %1 pasa por %2 y llega a %3</translation>
    </message>
    <message>
        <source>%1's artist travels to %2</source>
        <extracomment>Move log; %1 player, %2 the region reached (in-sentence name: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>El artista de %1 viaja a %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 paints: %n painting(s) turned face up</source>
        <extracomment>Move log; %1 player; %n paintings turned face up</extracomment>
        <translation>
            <numerusform>%1 pinta y voltea %n ficha de pintura</numerusform>
            <numerusform>%1 pinta y voltea %n fichas de pintura</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gives away a painting: %2</source>
        <extracomment>Move log; %1 player, %2 the painting's subject (bamboo grove, waterfall, ...)</extracomment>
        <translation>%1 regala una pintura: %2</translation>
    </message>
    <message>
        <source>%1 uses the hot spring: the same die once more</source>
        <extracomment>Move log: the hot spring token is spent to move the same character again; %1 player</extracomment>
        <translation>%1 usa la fuente termal: el mismo dado otra vez</translation>
    </message>
    <message>
        <source>%1 keeps the hot spring token</source>
        <extracomment>Move log: the hot spring token is kept for later; %1 player</extracomment>
        <translation>%1 conserva la ficha de fuente termal</translation>
    </message>
    <message>
        <source>Dice rolled: %1</source>
        <extracomment>Move log: the dice of a new round; %1 list such as "Pilgrim 3, Merchant 1 and Artist 2"</extracomment>
        <translation>Dados lanzados: %1</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <extracomment>Move log: wares drawn from the bag in a mountain town; %1 player, %2 the wares ("2 kimono tokens and 1 fan token")</extracomment>
        <translation>%1 saca de la bolsa %2</translation>
    </message>
    <message>
        <source>%1 visits a temple (%2 of %3)</source>
        <extracomment>Move log: the pilgrim's arrival effect; %1 player, %2 temples visited so far, %3 the track's length</extracomment>
        <translation>%1 visita un templo (%2 de %3)</translation>
    </message>
    <message>
        <source>%1 visits a garden (%2 of %3)</source>
        <extracomment>Move log: the pilgrim's arrival effect; %1 player, %2 gardens visited so far, %3 the track's length</extracomment>
        <translation>%1 visita un jardín (%2 de %3)</translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n coin(s)</source>
        <extracomment>Move log: coins gained in a coastal town; %1 player; %n coins</extracomment>
        <translation>
            <numerusform>%1 gana %n moneda</numerusform>
            <numerusform>%1 gana %n monedas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes the hot spring token from %2</source>
        <extracomment>Move log; %1 player, %2 the player who held it</extracomment>
        <translation>%1 le quita a %2 la ficha de fuente termal</translation>
    </message>
    <message>
        <source>%1 takes the hot spring token</source>
        <extracomment>Move log; %1 player</extracomment>
        <translation>%1 toma la ficha de fuente termal</translation>
    </message>
    <message numerus="yes">
        <source>%1 turns up %n painting(s)</source>
        <extracomment>Move log: a space's effect turns paintings face up; %1 player; %n paintings</extracomment>
        <translation>
            <numerusform>%1 voltea %n ficha de pintura</numerusform>
            <numerusform>%1 voltea %n fichas de pintura</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 completes the temple track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1 completa el marcador de templos: esta es la última ronda</translation>
    </message>
    <message>
        <source>%1 completes the garden track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1 completa el marcador de jardines: esta es la última ronda</translation>
    </message>
    <message>
        <source>%1 has every gold slab: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1 tiene todos los kobans: esta es la última ronda</translation>
    </message>
    <message>
        <source>%1 has given away every painting: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1 ha regalado todas sus pinturas: esta es la última ronda</translation>
    </message>
    <message>
        <source>The end is near: this is the final round</source>
        <extracomment>Move log: an end condition was met; the round is played to its end</extracomment>
        <translation>Se acerca el final: esta es la última ronda</translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the log cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1 ha hecho una jugada</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name
----------
Status line while another person is to move; %1 is a player's name</extracomment>
        <translation>Esperando a %1</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Status line while the computer chooses; %1 is its name</extracomment>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>Choose a die</source>
        <extracomment>Status line: your pick in the dice draft</extracomment>
        <translation>Elige un dado</translation>
    </message>
    <message>
        <source>Move your pilgrim: choose a space</source>
        <extracomment>Status line: the pilgrim wave tile gives two spaces to choose from</extracomment>
        <translation>Mueve a tu peregrino: elige una casilla</translation>
    </message>
    <message>
        <source>Move your merchant: choose a town</source>
        <extracomment>Status line</extracomment>
        <translation>Mueve a tu mercader: elige una población</translation>
    </message>
    <message numerus="yes">
        <source>Too many wares: choose %n to put back</source>
        <extracomment>Status line: more wares than the hand limit; %n wares must go back</extracomment>
        <translation>
            <numerusform>Demasiadas mercancías: elige %n para devolver</numerusform>
            <numerusform>Demasiadas mercancías: elige %n para devolver</numerusform>
        </translation>
    </message>
    <message>
        <source>Sell your %1?</source>
        <extracomment>Status line in a coastal town; %1 the ware its boutique buys (kimono, ceramics, ...)</extracomment>
        <translation>¿Vendes tus fichas de %1?</translation>
    </message>
    <message>
        <source>How many wares do you sell?</source>
        <extracomment>Status line in a coastal town</extracomment>
        <translation>¿Cuántas mercancías vendes?</translation>
    </message>
    <message>
        <source>Choose the artist's route</source>
        <extracomment>Status line (Inspired tile): several routes lead to the chosen region</extracomment>
        <translation>Elige la ruta del artista</translation>
    </message>
    <message>
        <source>Move your artist: choose a region</source>
        <extracomment>Status line</extracomment>
        <translation>Mueve a tu artista: elige una región</translation>
    </message>
    <message>
        <source>Paint, or give away a painting?</source>
        <extracomment>Status line after the artist's move</extracomment>
        <translation>¿Pintas o regalas una pintura?</translation>
    </message>
    <message>
        <source>Choose a wave tile</source>
        <extracomment>Status line on a seashore space</extracomment>
        <translation>Elige una loseta de ola</translation>
    </message>
    <message>
        <source>Use the hot spring to repeat this die?</source>
        <extracomment>Status line after a die, when you hold the hot spring token</extracomment>
        <translation>¿Usas la fuente termal para repetir este dado?</translation>
    </message>
    <message>
        <source>Your move</source>
        <extracomment>Status line when it is your move and no better hint is known</extracomment>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>A draw</source>
        <extracomment>End screen title when both players have the same points and coins</extracomment>
        <translation>Empate</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>Gana %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: Pilgrim %2 · Merchant %3 · Artist %4 = &lt;b&gt;%5&lt;/b&gt; (coins: %6)</source>
        <extracomment>End screen: one player's score; %1 name, %2 pilgrim points, %3 merchant points, %4 artist points, %5 total, %6 coins left</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: Peregrino %2 · Mercader %3 · Artista %4 = &lt;b&gt;%5&lt;/b&gt; (monedas: %6)</translation>
    </message>
    <message>
        <source>Equal points: %1 has more coins left and wins.</source>
        <extracomment>End screen: the tie-break; %1 is the winner</extracomment>
        <translation>Empate a puntos: %1 tiene más monedas y gana.</translation>
    </message>
    <message>
        <source>Equal points and equal coins: the game is drawn.</source>
        <extracomment>End screen: the tie-break did not decide</extracomment>
        <translation>Empate a puntos y a monedas: la partida termina en empate.</translation>
    </message>
    <message>
        <source>the pilgrim</source>
        <extracomment>A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))</extracomment>
        <translation>el peregrino</translation>
    </message>
    <message>
        <source>the merchant</source>
        <extracomment>A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))</extracomment>
        <translation>el mercader</translation>
    </message>
    <message>
        <source>the artist</source>
        <extracomment>A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))</extracomment>
        <translation>el artista</translation>
    </message>
    <message>
        <source>%1 (space %2)</source>
        <comment>ring space in a sentence</comment>
        <extracomment>A ring space inside a sentence; %1 its type with its article ("the temple"), %2 its number on the ring</extracomment>
        <translation>%1 (casilla %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 token(s)</source>
        <comment>wares in a sentence</comment>
        <extracomment>Wares of one kind inside a sentence; %1 the ware (kimono, ceramics, ...); %n how many</extracomment>
        <translation>
            <numerusform>%n ficha de %1</numerusform>
            <numerusform>%n fichas de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2's die: %3</source>
        <extracomment>Move log: a player takes a die of the draft; %1 player, %2 character in a sentence (the pilgrim, ...), %3 the die's value</extracomment>
        <translation>%1 toma el dado de %2: %3</translation>
    </message>
    <message>
        <source>%1 puts %2 back into the bag</source>
        <extracomment>Move log: wares over the limit go back into the bag; %1 player, %2 the wares ("1 kimono token and 2 fan tokens")</extracomment>
        <translation>%1 devuelve a la bolsa %2</translation>
    </message>
    <message>
        <source>%1 takes the %2 tile for %3 from %4</source>
        <extracomment>Move log; %1 player, %2 wave tile name (Tranquil), %3 the character it belongs to in a sentence (the pilgrim), %4 the player it is taken from</extracomment>
        <translation>%1 le quita a %4 la loseta %2 de %3</translation>
    </message>
    <message>
        <source>%1 takes the %2 tile for %3</source>
        <extracomment>Move log; %1 player, %2 wave tile name (Tranquil), %3 the character it belongs to in a sentence (the pilgrim)</extracomment>
        <translation>%1 toma la loseta %2 de %3</translation>
    </message>
    <message>
        <source>%1 cannot move %2: no route has that length</source>
        <extracomment>Move log: the die cannot be used; %1 player, %2 character in a sentence (the merchant, the artist)</extracomment>
        <translation>%1 no puede mover a %2: no hay ningún recorrido de esa longitud</translation>
    </message>
    <message>
        <source>The Automa wins</source>
        <extracomment>End screen title of a solo game: the Automa has more points</extracomment>
        <translation>Gana el Automa</translation>
    </message>
    <message>
        <source>You beat the Automa</source>
        <extracomment>End screen title of a solo game: the person beat the Automa</extracomment>
        <translation>Has vencido al Automa</translation>
    </message>
    <message>
        <source>Equal points: the Automa has no coins, so the tie goes to you.</source>
        <extracomment>End screen of a solo game: equal points; the Automa has no money, so a tie goes to the person</extracomment>
        <translation>Empate a puntos: el Automa no tiene monedas, así que el empate es para ti.</translation>
    </message>
    <message>
        <source>Equal points: the Automa has no coins, so the tie goes to %1.</source>
        <extracomment>End screen of a solo game a computer played against the Automa: equal points; the Automa has no money, so the tie goes to %1, the computer</extracomment>
        <translation>Empate a puntos: el Automa no tiene monedas, así que el empate es para %1.</translation>
    </message>
    <message>
        <source>The Automa's points are the values of its three ranks.</source>
        <extracomment>End screen of a solo game: how the Automa scores</extracomment>
        <translation>Los puntos del Automa son los valores de sus tres rangos.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sells %n × %2 %3</source>
        <extracomment>Move log; %1 player, %2 ware name (kimono, ceramics, ...), %3 what the sale brings ("for 6 coins"); %n wares sold</extracomment>
        <translation>
            <numerusform>%1 vende %n ficha de %2 %3</numerusform>
            <numerusform>%1 vende %n fichas de %2 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>for %n coin(s)</source>
        <comment>what a sale brings</comment>
        <extracomment>Move log: what a sale brings, pasted into "%1 sells %n × %2 %3"; %n coins earned</extracomment>
        <translation>
            <numerusform>por %n moneda</numerusform>
            <numerusform>por %n monedas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1's pilgrim</source>
        <extracomment>A traveller read out by a screen reader; %1 a player's name</extracomment>
        <translation>el peregrino de %1</translation>
    </message>
    <message>
        <source>%1's merchant</source>
        <extracomment>A traveller read out by a screen reader; %1 a player's name</extracomment>
        <translation>el mercader de %1</translation>
    </message>
    <message>
        <source>%1's artist</source>
        <extracomment>A traveller read out by a screen reader; %1 a player's name</extracomment>
        <translation>el artista de %1</translation>
    </message>
    <message>
        <source>Here: %1</source>
        <extracomment>Read out with a place of the island: who stands there; %1 a list of travellers ("Player 1's pilgrim and Automa's artist")</extracomment>
        <translation>Aquí: %1</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Take %1's die (%2)</source>
        <extracomment>Keyboard and screen reader: what choosing a die does; %1 the character in a sentence (the pilgrim), %2 the die's value</extracomment>
        <translation>Toma el dado de %1 (%2)</translation>
    </message>
    <message>
        <source>Walk your pilgrim to %1</source>
        <extracomment>Keyboard and screen reader: what choosing a ring space does; %1 the space in a sentence ("the temple (space 14)", "Kōchi")</extracomment>
        <translation>Avanza con tu peregrino hasta %1</translation>
    </message>
    <message>
        <source>Move your merchant to %1</source>
        <extracomment>Keyboard and screen reader: what choosing a town does; %1 the town (no article)</extracomment>
        <translation>Lleva a tu mercader a %1</translation>
    </message>
    <message>
        <source>Choose a route for your artist to %1</source>
        <extracomment>Keyboard and screen reader (Inspired tile): choosing the region then asks for the route; %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>Elige la ruta de tu artista hasta %1</translation>
    </message>
    <message>
        <source>Move your artist to %1</source>
        <extracomment>Keyboard and screen reader: what choosing a region does; %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>Lleva a tu artista a %1</translation>
    </message>
    <message>
        <source>%1's artist has nothing to paint</source>
        <extracomment>Move log: the artist had nobody to paint and did nothing; %1 player</extracomment>
        <translation>El artista de %1 no tiene nada que pintar</translation>
    </message>
    <message numerus="yes">
        <source>%1, coastal town: buys %2 for %n coin(s) each</source>
        <extracomment>Accessible name of a coastal town; %1 its name, %2 the ware its boutique buys (a label: "Kimono"), %n coins per ware</extracomment>
        <translation>
            <numerusform>%1, puerto: compra fichas de %2 a %n moneda cada una</numerusform>
            <numerusform>%1, puerto: compra fichas de %2 a %n monedas cada una</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 changes %n coin(s) for a gold slab (%2 of %3)</source>
        <extracomment>Move log: coins become a gold slab (小判); %1 player, %n coins per slab, %2 slabs now, %3 slots</extracomment>
        <translation>
            <numerusform>%1 cambia %n moneda por un koban (%2 de %3)</numerusform>
            <numerusform>%1 cambia %n monedas por un koban (%2 de %3)</numerusform>
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
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>Take %1's die (%2)</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 character in a sentence (the pilgrim, ...), %2 the die's value</extracomment>
        <translation>toma el dado de %1 (%2)</translation>
    </message>
    <message>
        <source>Take %1's die (%2)?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿tomas el dado de %1 (%2)?</translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) and on to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the space reached after jumping over occupied spaces ("the temple (space 14)", "Kōchi"); %n spaces counted by the die</extracomment>
        <translation>
            <numerusform>avanza con tu peregrino %n casilla y sigue hasta %1</numerusform>
            <numerusform>avanza con tu peregrino %n casillas y sigue hasta %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) and on to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>¿avanzas con tu peregrino %n casilla y sigues hasta %1?</numerusform>
            <numerusform>¿avanzas con tu peregrino %n casillas y sigues hasta %1?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the space reached ("the temple (space 14)", "Kōchi"); %n spaces walked</extracomment>
        <translation>
            <numerusform>avanza con tu peregrino %n casilla hasta %1</numerusform>
            <numerusform>avanza con tu peregrino %n casillas hasta %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>¿avanzas con tu peregrino %n casilla hasta %1?</numerusform>
            <numerusform>¿avanzas con tu peregrino %n casillas hasta %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>Send your merchant to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the town (no article)</extracomment>
        <translation>lleva a tu mercader a %1</translation>
    </message>
    <message>
        <source>Send your merchant to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿llevas a tu mercader a %1?</translation>
    </message>
    <message>
        <source>Put %1 back into the bag</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, wares over the limit (imperative, ja 〜ましょう); %1 the wares ("1 kimono token and 2 fan tokens")</extracomment>
        <translation>devuelve a la bolsa %1</translation>
    </message>
    <message>
        <source>Put %1 back into the bag?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿devuelves a la bolsa %1?</translation>
    </message>
    <message>
        <source>Sell nothing</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to sell nothing in a coastal town (imperative, ja 〜ましょう)</extracomment>
        <translation>no vendas nada</translation>
    </message>
    <message>
        <source>Sell nothing?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿no vendes nada?</translation>
    </message>
    <message numerus="yes">
        <source>Sell %n × %1 %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 ware name (kimono, ceramics, ...), %2 what the sale brings ("for 6 coins", the move log's words); %n wares sold</extracomment>
        <translation>
            <numerusform>vende %n ficha de %1 %2</numerusform>
            <numerusform>vende %n fichas de %1 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell %n × %1 %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>¿vendes %n ficha de %1 %2?</numerusform>
            <numerusform>¿vendes %n fichas de %1 %2?</numerusform>
        </translation>
    </message>
    <message>
        <source>Send your artist through %1 to %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the regions passed, %2 the region reached (in-sentence names: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>lleva a tu artista por %1 hasta %2</translation>
    </message>
    <message>
        <source>Send your artist through %1 to %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿llevas a tu artista por %1 hasta %2?</translation>
    </message>
    <message>
        <source>Send your artist to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the region reached (in-sentence name: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>lleva a tu artista a %1</translation>
    </message>
    <message>
        <source>Send your artist to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿llevas a tu artista a %1?</translation>
    </message>
    <message numerus="yes">
        <source>Paint: turn up %n painting(s)</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to paint with the artist (imperative, ja 〜ましょう); %n paintings it turns face up</extracomment>
        <translation>
            <numerusform>pinta y voltea %n ficha de pintura</numerusform>
            <numerusform>pinta y voltea %n fichas de pintura</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint: turn up %n painting(s)?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>¿pintas y volteas %n ficha de pintura?</numerusform>
            <numerusform>¿pintas y volteas %n fichas de pintura?</numerusform>
        </translation>
    </message>
    <message>
        <source>Give away a painting: %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the painting's subject (bamboo grove, waterfall, ...)</extracomment>
        <translation>regala una pintura: %1</translation>
    </message>
    <message>
        <source>Give away a painting: %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿regalas una pintura: %1?</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2 from %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 wave tile name (Tranquil), %2 the character it belongs to in a sentence (the pilgrim), %3 the player it is taken from</extracomment>
        <translation>quítale a %3 la loseta %1 de %2</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2 from %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿le quitas a %3 la loseta %1 de %2?</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 wave tile name (Tranquil), %2 the character it belongs to in a sentence (the pilgrim)</extracomment>
        <translation>toma la loseta %1 de %2</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿tomas la loseta %1 de %2?</translation>
    </message>
    <message>
        <source>Use the hot spring: the same die once more</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to spend the hot spring token on the same die once more (imperative, ja 〜ましょう)</extracomment>
        <translation>usa la fuente termal: el mismo dado otra vez</translation>
    </message>
    <message>
        <source>Use the hot spring: the same die once more?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿usas la fuente termal para repetir el mismo dado?</translation>
    </message>
    <message>
        <source>Keep the hot spring token</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to keep the hot spring token for later (imperative, ja 〜ましょう)</extracomment>
        <translation>conserva la ficha de fuente termal</translation>
    </message>
    <message>
        <source>Keep the hot spring token?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>¿conservas la ficha de fuente termal?</translation>
    </message>
</context>
<context>
    <name>TurnOrderPanel</name>
    <message>
        <source>Turn order</source>
        <extracomment>Heading of the list of players, in the order they play</extracomment>
        <translation>Orden de turno</translation>
    </message>
    <message>
        <source>Cards won</source>
        <extracomment>Column heading: the number of cards each player has won</extracomment>
        <translation>Cartas ganadas</translation>
    </message>
    <message>
        <source>the sage</source>
        <extracomment>Label under the name of this round's sage</extracomment>
        <translation>el sabio</translation>
    </message>
    <message>
        <source>Prophecies fulfilled: %1 of %2</source>
        <extracomment>Tooltip, a label so that no count needs a plural; %1 prophecies that came true, %2 rounds as the sage</extracomment>
        <translation>Profecías cumplidas: %1 de %2</translation>
    </message>
    <message>
        <source>to play</source>
        <extracomment>Screen reader, a row of the turn order: this player is to move</extracomment>
        <translation>le toca jugar</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) won</source>
        <extracomment>Screen reader, a row of the turn order; %n is the number of cards the player has won</extracomment>
        <translation>
            <numerusform>%n carta ganada</numerusform>
            <numerusform>%n cartas ganadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VariantFileDialog</name>
    <message>
        <source>Kotatsu variants (*.yaml)</source>
        <extracomment>File dialog filter for variant files</extracomment>
        <translation>Variantes de Kotatsu (*.yaml)</translation>
    </message>
    <message>
        <source>Export the variant “%1”</source>
        <extracomment>Title of the file dialog that exports one of the user's variants; %1 is its id</extracomment>
        <translation>Exportar la variante «%1»</translation>
    </message>
    <message>
        <source>Import a variant file</source>
        <extracomment>Title of the file dialog that imports a variant file</extracomment>
        <translation>Importar un archivo de variante</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>File dialog button that writes the exported variant file</extracomment>
        <translation>Guardar</translation>
    </message>
</context>
<context>
    <name>VariantLab</name>
    <message>
        <source>The rules “%1” are not available.</source>
        <extracomment>Variant lab: a rule set could not be loaded; %1 is the game (and variant) asked for</extracomment>
        <translation>Las reglas «%1» no están disponibles.</translation>
    </message>
    <message>
        <source>A comparison needs at least 2 games.</source>
        <extracomment>Variant lab: the number of games is out of range</extracomment>
        <translation>Una comparación necesita al menos 2 partidas.</translation>
    </message>
    <message>
        <source>A comparison is already running.</source>
        <extracomment>Variant lab: Run while a comparison runs</extracomment>
        <translation>Ya hay una comparación en marcha.</translation>
    </message>
    <message>
        <source>There is no result to export yet.</source>
        <extracomment>Variant lab: Export before any comparison has run</extracomment>
        <translation>Todavía no hay resultados que exportar.</translation>
    </message>
    <message>
        <source>The file cannot be written: %1</source>
        <extracomment>Variant lab: an export failed; %1 is the system's reason</extracomment>
        <translation>No se puede escribir el archivo: %1</translation>
    </message>
    <message>
        <source>The number of players must be from %1 to %2 with these rules.</source>
        <extracomment>Variant lab: the number of players is not one both rule sets take; %1 the fewest, %2 the most</extracomment>
        <translation>Con estas reglas, el número de jugadores debe estar entre %1 y %2.</translation>
    </message>
    <message>
        <source>Choose a computer player for every seat, or one for all.</source>
        <extracomment>Variant lab: the seats' computer players do not match the number of players</extracomment>
        <translation>Elige el ordenador de cada puesto, o uno solo para todos.</translation>
    </message>
    <message>
        <source>“%1” is not a margin: write a number in the figure’s unit (2, 0.5), or a share of the standard value (5%).</source>
        <extracomment>Variant lab: a margin (the smallest difference that matters) does not read; %1 what was typed</extracomment>
        <translation>«%1» no es un margen: escribe un número en la unidad del indicador (2, 0.5) o una parte del valor con las reglas estándar (5%).</translation>
    </message>
    <message>
        <source>Each change is measured against the standard rules: compare the variant with the standard rules.</source>
        <extracomment>Variant lab: &quot;Which change did what&quot; needs a variant compared with the standard rules</extracomment>
        <translation>Cada cambio se mide frente a las reglas estándar: compara la variante con las reglas estándar.</translation>
    </message>
</context>
<context>
    <name>VariantLibrary</name>
    <message>
        <source>“%1” cannot name a variant: use lowercase letters a–z, digits and _.</source>
        <extracomment>Error in the rules editor and the variant list; %1 is the name typed for a variant file</extracomment>
        <translation>«%1» no sirve como nombre de variante: usa letras minúsculas a–z, cifras y _.</translation>
    </message>
    <message>
        <source>There is already a variant “%1”.</source>
        <extracomment>Error when saving or renaming a variant; %1 is its name in the user's folder</extracomment>
        <translation>Ya existe una variante «%1».</translation>
    </message>
    <message>
        <source>The variant could not be written: %1</source>
        <extracomment>Error when writing a variant file; %1 is the system's reason</extracomment>
        <translation>No se ha podido escribir la variante: %1</translation>
    </message>
    <message>
        <source>There is no variant “%1”.</source>
        <extracomment>Error in the list of the user's variants; %1 is a variant's name in the user's folder</extracomment>
        <translation>No existe la variante «%1».</translation>
    </message>
    <message>
        <source>The file cannot be imported: %1</source>
        <extracomment>Error when importing a variant file; %1 is the reason</extracomment>
        <translation>No se puede importar el archivo: %1</translation>
    </message>
</context>
<context>
    <name>VariantManager</name>
    <message>
        <source>Delete this variant?</source>
        <extracomment>Title of the dialog before deleting one of the user's variants</extracomment>
        <translation>¿Borrar esta variante?</translation>
    </message>
    <message>
        <source>“%1” will be deleted from your variants. This cannot be undone.</source>
        <extracomment>Dialog before deleting one of the user's variants; %1 is its name</extracomment>
        <translation>«%1» se borrará de tus variantes. No se puede deshacer.</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Dialog button: delete the variant</extracomment>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Dialog button: close the dialog without doing anything</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>My variants of %1</source>
        <extracomment>Title of the dialog listing the user's own variants of a game; %1 is the game's name</extracomment>
        <translation>Mis variantes de %1</translation>
    </message>
    <message>
        <source>You have no variants of this game yet. Open “Edit rules…”, change something and save it as a variant, or import a file.</source>
        <extracomment>My variants dialog when the user has none for this game</extracomment>
        <translation>Aún no tienes variantes de este juego. Abre «Editar reglas…», cambia algo y guarda las reglas como variante, o importa un archivo.</translation>
    </message>
    <message>
        <source>draft with errors</source>
        <extracomment>My variants dialog: a variant saved with errors (it cannot be played)</extracomment>
        <translation>borrador con errores</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>My variants dialog: confirms the variant's new id</extracomment>
        <translation>Renombrar</translation>
    </message>
    <message>
        <source>Edit</source>
        <extracomment>My variants dialog: opens the variant in the rules editor</extracomment>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Rename…</source>
        <extracomment>My variants dialog: gives the variant another id (its file name)</extracomment>
        <translation>Renombrar…</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>My variants dialog: makes a copy of the variant</extracomment>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Export…</source>
        <extracomment>My variants dialog: saves the variant as a file to share</extracomment>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <extracomment>My variants dialog: deletes the variant (asks first)</extracomment>
        <translation>Borrar…</translation>
    </message>
    <message>
        <source>Path of the variant file (.yaml)</source>
        <extracomment>My variants dialog: placeholder of the field for a file's path (where there is no file dialog)</extracomment>
        <translation>Ruta del archivo de la variante (.yaml)</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>My variants dialog: confirms the file path typed</extracomment>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Import a file…</source>
        <extracomment>My variants dialog: reads a variant file shared by someone</extracomment>
        <translation>Importar un archivo…</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Dialog button: closes the dialog</extracomment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <extracomment>My variants dialog: a variant was exported; %1 is the file written</extracomment>
        <translation>Exportada a %1</translation>
    </message>
    <message>
        <source>This file is a variant of %1: it is now among that game's variants.</source>
        <extracomment>My variants dialog: the imported file is a variant of another game than the one shown; %1 is that game's name</extracomment>
        <translation>Este archivo es una variante de %1: ahora está entre las variantes de ese juego.</translation>
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
        <translation>Loseta de ola %1 (%2)</translation>
    </message>
    <message>
        <source>Held by %1 (%2 board)</source>
        <extracomment>Wave tile: who holds it; %1 a player and %2 the character board it is on</extracomment>
        <translation>La tiene %1 (tablero: %2)</translation>
    </message>
    <message>
        <source>On the board</source>
        <extracomment>Wave tile: nobody has taken it yet</extracomment>
        <translation>En el tablero</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <extracomment>Wave tile tooltip: who holds it; %1 a player</extracomment>
        <translation>La tiene %1</translation>
    </message>
    <message>
        <source>Take the wave tile %1 (%2) from %3</source>
        <extracomment>Keyboard and screen reader: what choosing a wave tile does; %1 its name, %2 its character, %3 the player it is taken from</extracomment>
        <translation>Quítale a %3 la loseta de ola %1 (%2)</translation>
    </message>
    <message>
        <source>Take the wave tile %1 (%2)</source>
        <extracomment>Keyboard and screen reader: what choosing a wave tile does; %1 its name, %2 its character (Pilgrim, ...)</extracomment>
        <translation>Toma la loseta de ola %1 (%2)</translation>
    </message>
</context>
<context>
    <name>WavePanel</name>
    <message>
        <source>Wave tiles</source>
        <extracomment>Heading of the wave tiles (波タイル) and the hot spring token (温泉)</extracomment>
        <translation>Losetas de ola</translation>
    </message>
    <message>
        <source>Hot spring: %1 may repeat a die once</source>
        <extracomment>The hot spring token's holder; %1 a player</extracomment>
        <translation>Fuente termal: %1 puede repetir un dado una vez</translation>
    </message>
    <message>
        <source>Hot spring: on the board</source>
        <extracomment>The hot spring token is on the board</extracomment>
        <translation>Fuente termal: en el tablero</translation>
    </message>
</context>
<context>
    <name>YamlPane</name>
    <message>
        <source>Variant text (YAML)</source>
        <extracomment>Rules editor: accessible name of the YAML text of the variant</extracomment>
        <translation>Texto de la variante (YAML)</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson complete</source>
        <extracomment>Lesson panel ("Learn to play"), once the lesson's last step is played</extracomment>
        <translation>Lección terminada</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Lesson panel ("Learn to play"): the step the lesson waits at; %1 its number, %2 how many there are</extracomment>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <extracomment>Lesson panel ("Learn to play"), at the lesson's end: starts a game with the lesson's settings</extracomment>
        <translation>Jugar una partida de verdad</translation>
    </message>
</context>
</TS>