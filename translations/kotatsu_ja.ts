<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AttributionTable</name>
    <message>
        <source>All changes together</source>
        <extracomment>Variant lab, which change did what: the row of every change together (the whole variant against the standard rules)</extracomment>
        <translation>すべての変更を合わせて</translation>
    </message>
    <message>
        <source>Only the combination</source>
        <extracomment>Variant lab, which change did what: the row of what only the combination does (the combined effect minus the sum of each change alone)</extracomment>
        <translation>組み合わせだけの効果</translation>
    </message>
    <message>
        <source>Playing the variant and each of its changes alone against the standard rules…</source>
        <extracomment>Variant lab, which change did what: while it runs</extracomment>
        <translation>バリアントと、その変更を1つずつ基本ルールと比較しています…</translation>
    </message>
    <message>
        <source>Run to play the variant and each of its changes alone against the standard rules, on the same seeds: the table says what each change does to every figure, and what only the combination does.</source>
        <extracomment>Variant lab, which change did what: before a run; what it does</extracomment>
        <translation>「実行」を押すと、バリアントとその変更を1つずつ、同じシードで基本ルールと比較します。表には、変更ごとに各項目へどう効いたか、そして組み合わせたときだけ現れる効果が表示されます。</translation>
    </message>
    <message numerus="yes">
        <source>Each of the %Ln change(s) alone against the standard rules, on the same seeds; the last row is what only the combination does (the whole effect minus the sum of the changes alone).</source>
        <extracomment>Variant lab, which change did what: above the table; %n the changes of the variant</extracomment>
        <translation>
            <numerusform>変更（%Ln個）を1つずつ、同じシードで基本ルールと比較しました。最後の行は組み合わせたときだけ現れる効果です（全体の効果から、変更1つずつの効果の合計を引いたもの）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be played alone: %2</source>
        <extracomment>Variant lab, which change did what: a change that cannot be played alone; %1 the change (the rule&apos;s label), %2 the reason</extracomment>
        <translation>%1は単独では実行できません：%2</translation>
    </message>
</context>
<context>
    <name>AutomaBoard</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>The Automa's board heading; %1 its name (Automa), %2 its level's name (Gentle, Steady, Relentless)</extracomment>
        <translation>%1・%2</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>The Automa's board: it won</extracomment>
        <translation>勝者</translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <extracomment>The Automa's board: its total score, the value of its three ranks (short); %n points</extracomment>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 track: rank %2 of %3, worth %4</source>
        <extracomment>The Automa's rank track read out; %1 the character (Pilgrim), %2 its rank, %3 the track's length, %4 the points it is worth</extracomment>
        <translation>%1のランクトラック：ランク%2／%3、%4点</translation>
    </message>
    <message>
        <source>Loaded</source>
        <extracomment>The Automa's merchant track: it carries a load (taken at a mountain town, delivered at a coastal town); keep it short</extracomment>
        <translation>荷あり</translation>
    </message>
    <message>
        <source>No load</source>
        <extracomment>The Automa's merchant track: it carries no load; keep it short</extracomment>
        <translation>荷なし</translation>
    </message>
    <message>
        <source>The Automa holds this tile but never uses it.</source>
        <extracomment>Tooltip of a wave tile the Automa holds</extracomment>
        <translation>オートマはこのタイルを持っていますが、使うことはありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The Automa's board read out: its total score; %n points</extracomment>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds the hot spring token</source>
        <extracomment>The Automa's board read out: its merchant's load The Automa's board read out: it holds the hot spring token</extracomment>
        <translation>温泉トークンを持っています</translation>
    </message>
</context>
<context>
    <name>AutomaWords</name>
    <message>
        <source>Pilgrim die</source>
        <extracomment>The Automa's reasoning: a die it weighed, as the start of a line ("Pilgrim die (2): would stop on …")</extracomment>
        <translation>巡礼者のダイス</translation>
    </message>
    <message>
        <source>Merchant die</source>
        <extracomment>The Automa's reasoning: a die it weighed, as the start of a line ("Merchant die (2): would go to …")</extracomment>
        <translation>商人のダイス</translation>
    </message>
    <message>
        <source>Artist die</source>
        <extracomment>The Automa's reasoning: a die it weighed, as the start of a line ("Artist die (2): would go to …")</extracomment>
        <translation>絵描きのダイス</translation>
    </message>
    <message>
        <source>the pilgrim's die</source>
        <extracomment>A die inside a sentence of the Automa's reasoning ("Takes the pilgrim's die (3)", "Chosen over the pilgrim's die"); hu: the template adds the endings</extracomment>
        <translation>巡礼者のダイス</translation>
    </message>
    <message>
        <source>the merchant's die</source>
        <extracomment>A die inside a sentence of the Automa's reasoning ("Takes the merchant's die (3)", "Chosen over the merchant's die"); hu: the template adds the endings</extracomment>
        <translation>商人のダイス</translation>
    </message>
    <message>
        <source>the artist's die</source>
        <extracomment>A die inside a sentence of the Automa's reasoning ("Takes the artist's die (3)", "Chosen over the artist's die"); hu: the template adds the endings</extracomment>
        <translation>絵描きのダイス</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between the reasons given for one die of the Automa ("reaches Kōchi while loaded — climbs a rank; blocks the town you could sell in")</extracomment>
        <translation>。</translation>
    </message>
    <message>
        <source>no route has that length, so it stays where it is</source>
        <extracomment>The Automa's reasoning: the chosen die cannot move its character</extracomment>
        <translation>その長さの道順がないので、その場にとどまります</translation>
    </message>
    <message>
        <source>stops on %1 — climbs a rank</source>
        <extracomment>The Automa's reasoning (chosen die); %1 the ring space its pilgrim stops on ("the temple (space 14)", "Kōchi")</extracomment>
        <translation>%1に止まり、ランクが1つ上がります</translation>
    </message>
    <message>
        <source>stops on %1 — climbs no rank</source>
        <extracomment>The Automa's reasoning (chosen die); %1 the ring space its pilgrim stops on ("the seashore (space 9)", "Kōchi")</extracomment>
        <translation>%1に止まりますが、ランクは上がりません</translation>
    </message>
    <message>
        <source>reaches %1 while loaded — climbs a rank</source>
        <extracomment>The Automa's reasoning (chosen die): its merchant carries a load to a coastal town; %1 the town</extracomment>
        <translation>荷を積んだまま%1に着き、ランクが1つ上がります</translation>
    </message>
    <message>
        <source>goes to %1 — climbs no rank</source>
        <comment>to a town</comment>
        <extracomment>The Automa's reasoning (chosen die); %1 the town its merchant goes to</extracomment>
        <translation>%1へ行きますが、ランクは上がりません</translation>
    </message>
    <message numerus="yes">
        <source>goes to %1, with at least %n meeple(s) around it — climbs a rank</source>
        <extracomment>The Automa's reasoning (chosen die); %1 the region its artist goes to ("Mount Sasa", "the Uwa Sea"); %n the meeples it needs around it to climb</extracomment>
        <translation>
            <numerusform>%1へ行き、周りにコマが%n体以上あるので、ランクが1つ上がります</numerusform>
        </translation>
    </message>
    <message>
        <source>goes to %1 — climbs no rank</source>
        <comment>to a region</comment>
        <extracomment>The Automa's reasoning (chosen die); %1 the region its artist goes to ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>%1へ行きますが、ランクは上がりません</translation>
    </message>
    <message>
        <source>blocks the town you could sell in</source>
        <extracomment>The Automa's reasoning: its merchant takes the coastal town where the person's merchant could sell next turn</extracomment>
        <translation>あなたが次に売れるはずの港町をふさぎます</translation>
    </message>
    <message>
        <source>takes the space your pilgrim would stop on</source>
        <extracomment>The Automa's reasoning: its pilgrim takes the space the person's pilgrim would stop on</extracomment>
        <translation>あなたの巡礼者が止まるはずのマスをふさぎます</translation>
    </message>
    <message numerus="yes">
        <source>the first of its %n destinations in the board's order</source>
        <extracomment>The Automa's reasoning: among equal destinations it takes the first one in the board's listing; %n how many it could reach</extracomment>
        <translation>
            <numerusform>行き先の候補%nか所のうち、ボードの並び順で最初の場所です</numerusform>
        </translation>
    </message>
    <message>
        <source>could not move: no route has that length</source>
        <extracomment>The Automa's reasoning about a die it did not take: that character could not move</extracomment>
        <translation>動けません：その長さの道順がありません</translation>
    </message>
    <message>
        <source>would stop on %1 and climb a rank</source>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the ring space its pilgrim would stop on</extracomment>
        <translation>%1に止まり、ランクが1つ上がるところでした</translation>
    </message>
    <message>
        <source>would stop on %1 and climb no rank</source>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the ring space its pilgrim would stop on</extracomment>
        <translation>%1に止まっても、ランクは上がりません</translation>
    </message>
    <message>
        <source>would reach %1 loaded and climb a rank</source>
        <extracomment>The Automa's reasoning about a die it did not take: its loaded merchant would reach a coastal town; %1 the town</extracomment>
        <translation>荷を積んだまま%1に着き、ランクが1つ上がるところでした</translation>
    </message>
    <message>
        <source>would go to %1 and climb no rank</source>
        <comment>to a town</comment>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the town its merchant would go to</extracomment>
        <translation>%1へ行っても、ランクは上がりません</translation>
    </message>
    <message>
        <source>would go to %1 and climb a rank</source>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the region its artist would go to</extracomment>
        <translation>%1へ行き、ランクが1つ上がるところでした</translation>
    </message>
    <message>
        <source>would go to %1 and climb no rank</source>
        <comment>to a region</comment>
        <extracomment>The Automa's reasoning about a die it did not take; %1 the region its artist would go to</extracomment>
        <translation>%1へ行っても、ランクは上がりません</translation>
    </message>
    <message>
        <source>Takes %1 (%2): %3.</source>
        <extracomment>The Automa's reasoning, first line: the die it takes; %1 the die inside a sentence (the merchant's die), %2 its value, %3 its reasons ("reaches Kōchi while loaded — climbs a rank; blocks the town you could sell in")</extracomment>
        <translation>%1（%2）を選びます：%3。</translation>
    </message>
    <message>
        <source>%1 (%2): %3.</source>
        <extracomment>The Automa's reasoning: a die it weighed and did not take; %1 the die as a label (Pilgrim die), %2 its value, %3 what it would have done ("would stop on the seashore (space 9) and climb no rank")</extracomment>
        <translation>%1（%2）：%3。</translation>
    </message>
    <message>
        <source>The only die left: no choice to make.</source>
        <extracomment>The Automa's reasoning: one die was left in the draft</extracomment>
        <translation>残っているダイスは1つだけなので、選ぶ余地はありません。</translation>
    </message>
    <message>
        <source>Chosen over %1: this one climbs a rank, that one would not.</source>
        <extracomment>The Automa's reasoning, why this die: it moves a rank and the other does not; %1 the other die inside a sentence (the artist's die)</extracomment>
        <translation>%1ではなくこちらを選んだ理由：こちらならランクが上がり、%1では上がらないためです。</translation>
    </message>
    <message>
        <source>Chosen over %1: both would climb, and this track is lower (rank %2 against %3).</source>
        <extracomment>The Automa's reasoning, why this die: both would climb, its track is lower; %1 the other die inside a sentence (the artist's die), %2 this track's rank, %3 the other's</extracomment>
        <translation>%1ではなくこちらを選んだ理由：どちらでもランクは上がりますが、こちらのトラックのほうが低いためです（ランク%2対%3）。</translation>
    </message>
    <message>
        <source>Chosen over %1: neither would climb, and this track is lower (rank %2 against %3).</source>
        <extracomment>The Automa's reasoning, why this die: neither would climb, its track is lower; %1 the other die inside a sentence (the artist's die), %2 this track's rank, %3 the other's</extracomment>
        <translation>%1ではなくこちらを選んだ理由：どちらでもランクは上がりませんが、こちらのトラックのほうが低いためです（ランク%2対%3）。</translation>
    </message>
    <message>
        <source>Chosen over %1: both would climb and both tracks are at rank %2, so the order %3 decides.</source>
        <extracomment>The Automa's reasoning, why this die: both would climb from the same rank, so its fixed order decides; %1 the other die inside a sentence (the artist's die), %2 the rank of both, %3 the order ("Pilgrim › Merchant › Artist")</extracomment>
        <translation>%1ではなくこちらを選んだ理由：どちらでもランクが上がり、トラックも同じランク%2なので、優先順（%3）で決めました。</translation>
    </message>
    <message>
        <source>Chosen over %1: neither would climb and both tracks are at rank %2, so the order %3 decides.</source>
        <extracomment>The Automa's reasoning, why this die: neither would climb, both tracks at the same rank, so its fixed order decides; %1 the other die inside a sentence (the artist's die), %2 the rank of both, %3 the order ("Pilgrim › Merchant › Artist")</extracomment>
        <translation>%1ではなくこちらを選んだ理由：どちらでもランクは上がらず、トラックも同じランク%2なので、優先順（%3）で決めました。</translation>
    </message>
    <message>
        <source>Chosen by its rules.</source>
        <extracomment>The Automa's reasoning when the rule that decided is not known to this version</extracomment>
        <translation>ルールに従って選びました。</translation>
    </message>
    <message>
        <source>It has not chosen a die yet.</source>
        <extracomment>Above the Automa's rank tracks before its first choice</extracomment>
        <translation>まだダイスを選んでいません。</translation>
    </message>
    <message>
        <source>Why it chose, round %1</source>
        <extracomment>Above the Automa's rank tracks: heading of its latest die choice; %1 the round</extracomment>
        <translation>選んだ理由（第%1ラウンド）</translation>
    </message>
    <message>
        <source>%1 takes %2 (%3): %4. %5</source>
        <extracomment>Move log: the Automa takes a die; %1 its name, %2 the die inside a sentence (the merchant's die), %3 its value, %4 its reasons ("reaches Kōchi while loaded — climbs a rank"), %5 the rule that decided (a sentence)</extracomment>
        <translation>%1が%2（%3）を選びました：%4。%5</translation>
    </message>
    <message>
        <source>%1 climbs to rank %2 on its pilgrim track (worth %3): its pilgrim stopped on %4</source>
        <extracomment>Move log: the Automa's pilgrim track moves up; %1 its name, %2 the new rank, %3 that rank's points, %4 the kind of space with its article ("the temple", "the garden")</extracomment>
        <translation>%1の巡礼者のランクが%2に上がりました（%3点）：巡礼者が%4に止まりました</translation>
    </message>
    <message>
        <source>%1 climbs to rank %2 on its merchant track (worth %3): its loaded merchant reached %4</source>
        <extracomment>Move log: the Automa's merchant track moves up; %1 its name, %2 the new rank, %3 that rank's points, %4 the coastal town</extracomment>
        <translation>%1の商人のランクが%2に上がりました（%3点）：荷を積んだ商人が%4に着きました</translation>
    </message>
    <message numerus="yes">
        <source>%1 climbs to rank %2 on its artist track (worth %3): %n meeple(s) around its artist</source>
        <extracomment>Move log: the Automa's artist track moves up; %1 its name, %2 the new rank, %3 that rank's points; %n meeples around its artist</extracomment>
        <translation>
            <numerusform>%1の絵描きのランクが%2に上がりました（%3点）：絵描きの周りにコマが%n体あります</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 climbs to rank %3 with %2</source>
        <extracomment>Move log: one of the Automa's rank tracks moves up; %1 its name, %2 the character inside a sentence, %3 the new rank</extracomment>
        <translation>%1の%2のランクが%3に上がりました</translation>
    </message>
    <message>
        <source>%1's merchant loads up at %2 (it draws no wares)</source>
        <extracomment>Move log: the Automa's merchant takes a load at a mountain town (it draws no ware tokens); %1 its name, %2 the town</extracomment>
        <translation>%1の商人が%2で荷を積みました（商品は引きません）</translation>
    </message>
    <message>
        <source>%1 reaches the end of its pilgrim track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 the Automa's name</extracomment>
        <translation>%1が巡礼者のランクトラックの終わりに達しました：最終ラウンドです</translation>
    </message>
    <message>
        <source>%1 reaches the end of its merchant track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 the Automa's name</extracomment>
        <translation>%1が商人のランクトラックの終わりに達しました：最終ラウンドです</translation>
    </message>
    <message>
        <source>%1 reaches the end of its artist track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 the Automa's name</extracomment>
        <translation>%1が絵描きのランクトラックの終わりに達しました：最終ラウンドです</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: Pilgrim rank %2 (%3) · Merchant rank %4 (%5) · Artist rank %6 (%7) = &lt;b&gt;%8&lt;/b&gt;</source>
        <extracomment>End screen: the Automa's score; %1 its name, %2 %4 %6 its ranks on the pilgrim, merchant and artist tracks, %3 %5 %7 the points each rank is worth, %8 the total</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;：巡礼者のランク%2（%3）・商人のランク%4（%5）・絵描きのランク%6（%7）＝ &lt;b&gt;%8&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>BalanceTable</name>
    <message>
        <source>Advantage: %1</source>
        <extracomment>Variant lab, balance report: a seat&apos;s advantage, its share of the wins minus a fair share (1 / players); %1 the seat (&quot;First player&quot;)</extracomment>
        <translation>%1の有利さ</translation>
    </message>
    <message>
        <source>Comebacks</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;comebacks&quot;): the share of games the leader at half time does not win</extracomment>
        <translation>逆転率</translation>
    </message>
    <message>
        <source>Decisiveness</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;decisiveness&quot;): the share of a game&apos;s decisions played after its winner took the lead for good</extracomment>
        <translation>決着の早さ</translation>
    </message>
    <message>
        <source>Drama</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;drama&quot;): lead changes per game</extracomment>
        <translation>ドラマ性</translation>
    </message>
    <message>
        <source>Duration</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;duration&quot;): decisions per game</extracomment>
        <translation>長さ</translation>
    </message>
    <message>
        <source>Branching</source>
        <extracomment>Variant lab, balance report (Ludii&apos;s &quot;branching&quot;): legal moves per decision</extracomment>
        <translation>分岐数</translation>
    </message>
    <message>
        <source>Its share of the wins minus a fair share: 0 is fair.</source>
        <extracomment>Variant lab, balance report: what a seat&apos;s advantage means</extracomment>
        <translation>勝率から公平な勝率を引いた値です。0なら公平です。</translation>
    </message>
    <message>
        <source>Games that the leader at half time does not win.</source>
        <extracomment>Variant lab, balance report: what comebacks means</extracomment>
        <translation>折り返し時点の首位が勝てなかったゲームの割合です。</translation>
    </message>
    <message>
        <source>Decisions played after the winner took the lead for good.</source>
        <extracomment>Variant lab, balance report: what decisiveness means</extracomment>
        <translation>勝者が最後まで首位を譲らなくなってから選ばれた手の割合です。</translation>
    </message>
    <message>
        <source>Lead changes per game.</source>
        <extracomment>Variant lab, balance report: what drama means</extracomment>
        <translation>1ゲームあたりの首位交代の回数です。</translation>
    </message>
    <message>
        <source>Decisions per game.</source>
        <extracomment>Variant lab, balance report: what duration means</extracomment>
        <translation>1ゲームあたりの手数です。</translation>
    </message>
    <message>
        <source>Legal moves to choose from at a decision.</source>
        <extracomment>Variant lab, balance report: what branching means</extracomment>
        <translation>1手ごとに選べる合法手の数です。</translation>
    </message>
    <message>
        <source>Balance (95% interval)</source>
        <extracomment>Variant lab, balance report: heading of the figures&apos; column</extracomment>
        <translation>バランス（95%区間）</translation>
    </message>
    <message>
        <source>Run a comparison: the balance of both rule sets appears here, in the figures of Ludii&apos;s reports.</source>
        <extracomment>Variant lab, balance report: before any comparison</extracomment>
        <translation>比較を実行すると、両方のルールのバランスがLudiiのレポートと同じ指標でここに表示されます。</translation>
    </message>
</context>
<context>
    <name>BoardPreview</name>
    <message>
        <source>This game has no board to draw: its deck, piles and staircase are edited in the tables.</source>
        <extracomment>Rules editor: in place of the board preview for games without a drawn board (Shikoku, Hyano)</extracomment>
        <translation>このゲームには描くボードがありません。山札・山・石段は表で編集します。</translation>
    </message>
</context>
<context>
    <name>CentrePile</name>
    <message>
        <source>Top: %1</source>
        <extracomment>Under the centre pile; %1 is a card ("Blue 7", "Red Sun, declared 6")</extracomment>
        <translation>いちばん上：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the centre</source>
        <extracomment>Screen reader, the centre pile; %n is the number of cards in it
----------
Size of the centre pile; %n is a number of cards</extracomment>
        <translation>
            <numerusform>中央に%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) waiting from failed prophecies</source>
        <extracomment>Growing-pot variant: %n cards waiting in the middle from failed prophecies</extracomment>
        <translation>
            <numerusform>外れた予言の持ち越し：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Centre pile</source>
        <extracomment>Screen reader: the centre pile</extracomment>
        <translation>中央の山</translation>
    </message>
</context>
<context>
    <name>ChangeMark</name>
    <message>
        <source>changed</source>
        <extracomment>Rules editor: beside a value the variant changes against its base game</extracomment>
        <translation>変更あり</translation>
    </message>
    <message>
        <source>Base game: %1</source>
        <extracomment>Rules editor tooltip: the base game's value of a changed field; %1 is the value</extracomment>
        <translation>基本ゲーム：%1</translation>
    </message>
    <message>
        <source>changed inside</source>
        <extracomment>Rules editor: accessible name of the dot beside a group whose contents the variant changes</extracomment>
        <translation>内部に変更あり</translation>
    </message>
    <message>
        <source>Revert</source>
        <extracomment>Rules editor: accessible name of the small button that sets a value back to the base game's</extracomment>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Back to the base game's value (%1)</source>
        <extracomment>Rules editor tooltip of the revert button; %1 is the base game's value</extracomment>
        <translation>基本ゲームの値に戻す（%1）</translation>
    </message>
</context>
<context>
    <name>ChangesPanel</name>
    <message>
        <source>The variant changes nothing yet: edit a value in the forms or in the text.</source>
        <extracomment>Rules editor: the Changes panel when the variant changes nothing yet</extracomment>
        <translation>このバリアントはまだ何も変更していません。フォームかテキストで値を編集してください。</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>Rules editor, Changes panel: a value of the base game and the variant's; %1 the base value, %2 the variant's</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Take this change back</source>
        <extracomment>Rules editor: takes a change of the variant back (the base game's value again)</extracomment>
        <translation>この変更を取り消す</translation>
    </message>
    <message>
        <source>added</source>
        <extracomment>Rules editor, Changes list: after an item the variant adds ("Towns: Ōzu added")</extracomment>
        <translation>追加</translation>
    </message>
    <message>
        <source>removed</source>
        <extracomment>Rules editor, Changes list: after an item the variant takes out ("Routes: Matsuyama–Uchiko removed")</extracomment>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message numerus="yes">
        <source>Chat: %n new</source>
        <extracomment>Chat at a network table: the closed panel&apos;s button when messages came since it was last open; %n how many</extracomment>
        <translation>
            <numerusform>チャット：新着%n件</numerusform>
        </translation>
    </message>
    <message>
        <source>Chat</source>
        <extracomment>Chat at a network table: the button that opens or closes the panel
----------
Chat at a network table: the list of messages, for screen readers</extracomment>
        <translation>チャット</translation>
    </message>
    <message>
        <source>Closes the chat</source>
        <extracomment>Chat at a network table: what the open panel&apos;s button does, for screen readers</extracomment>
        <translation>チャットを閉じます</translation>
    </message>
    <message>
        <source>Opens the chat</source>
        <extracomment>Chat at a network table: what the closed panel&apos;s button does, for screen readers</extracomment>
        <translation>チャットを開きます</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Chat at a network table: one message; %1 the sender&apos;s name (bold), %2 what they wrote
----------
Chat at a network table: one message, for screen readers; %1 the sender&apos;s name, %2 what they wrote</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Nobody has written yet.</source>
        <extracomment>Chat at a network table: nothing has been said yet</extracomment>
        <translation>まだだれも書き込んでいません。</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>Chat at a network table: placeholder of the field to type a message in</extracomment>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Send</source>
        <extracomment>Chat at a network table: sends the message typed</extracomment>
        <translation>送信</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>The game is not over</source>
        <extracomment>Title of the dialog shown before leaving a game that is not over</extracomment>
        <translation>ゲームはまだ終わっていません</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <extracomment>Dialog button: close the dialog and go on with the game</extracomment>
        <translation>ゲームを続ける</translation>
    </message>
    <message>
        <source>Save and leave</source>
        <extracomment>Dialog button: save the game in the list of saved games, then leave it</extracomment>
        <translation>保存して終える</translation>
    </message>
</context>
<context>
    <name>ConfirmMoveBar</name>
    <message>
        <source>Confirm</source>
        <extracomment>Button of the "Confirm move" bar: plays the chosen move (Enter does the same)</extracomment>
        <translation>確定</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Button of the "Confirm move" bar: drops the chosen move, nothing is played (Escape does the same)</extracomment>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>DataError</name>
    <message>
        <source>the game has no such value</source>
        <translation>ゲームにこの値はありません</translation>
    </message>
    <message>
        <source>this variant is for the game '%1'</source>
        <extracomment>Error of a user variant kept in the folder of another game; %1 is the game the variant names as its base</extracomment>
        <translation>このバリアントはゲーム「%1」用です</translation>
    </message>
    <message>
        <source>unknown base game '%1'</source>
        <translation>不明な基本ゲーム「%1」</translation>
    </message>
    <message>
        <source>agent option '%1' needs a value</source>
        <translation>エージェントのオプション「%1」に値が必要です</translation>
    </message>
    <message>
        <source>bad value in agent option '%1'</source>
        <translation>エージェントのオプション「%1」の値が正しくありません</translation>
    </message>
    <message>
        <source>agent option 'threads' takes 1 to %1</source>
        <translation>エージェントのオプション「threads」は1〜%1です</translation>
    </message>
    <message>
        <source>unknown agent option '%1'</source>
        <translation>不明なエージェントのオプション「%1」</translation>
    </message>
    <message>
        <source>a montecarlo agent needs an iteration or time budget</source>
        <translation>montecarlo エージェントには、反復回数か時間の上限が必要です</translation>
    </message>
    <message>
        <source>an ismcts agent needs an iteration or time budget</source>
        <translation>ismcts エージェントには、反復回数か時間の上限が必要です</translation>
    </message>
    <message>
        <source>unknown agent '%1' (known: random, heuristic, montecarlo[:iterations=N,ms=N], ismcts[:iterations=N,ms=N,threads=T,c=X])</source>
        <translation>不明なエージェント「%1」（使えるもの：random、heuristic、montecarlo[:iterations=N,ms=N]、ismcts[:iterations=N,ms=N,threads=T,c=X]）</translation>
    </message>
    <message>
        <source>missing required key (one of %1)</source>
        <translation>必須のキーがありません（%1のいずれか）</translation>
    </message>
    <message>
        <source>unknown %1 kind '%2' (the %1 kinds are %3)</source>
        <translation>不明な%1の種類「%2」（%1の種類：%3）</translation>
    </message>
    <message>
        <source>unknown %1 kind '%2' (did you mean '%3'?)</source>
        <translation>不明な%1の種類「%2」（「%3」のことですか？）</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>数値が必要です</translation>
    </message>
    <message>
        <source>expected a map of up to 16 key: value pairs</source>
        <translation>最大16組の「キー: 値」のマップが必要です</translation>
    </message>
    <message>
        <source>a node id has no spaces, commas or brackets</source>
        <translation>ノードのIDには空白、カンマ、括弧を使えません</translation>
    </message>
    <message>
        <source>node '%1' appears twice (first at line %2)</source>
        <translation>ノード「%1」が2回出てきます（最初は%2行目）</translation>
    </message>
    <message>
        <source>node</source>
        <extracomment>A data error's word for a node of a board graph, in "unknown %1 kind '%2'"</extracomment>
        <translation>ノード</translation>
    </message>
    <message>
        <source>nodes of this game have no owner</source>
        <translation>このゲームのノードには持ち主がありません</translation>
    </message>
    <message>
        <source>unknown owner '%1' (owners are %2)</source>
        <translation>不明な持ち主「%1」（持ち主：%2）</translation>
    </message>
    <message>
        <source>unknown owner '%1' (did you mean '%2'?) (owners are %3)</source>
        <translation>不明な持ち主「%1」（「%2」のことですか？）（持ち主：%3）</translation>
    </message>
    <message>
        <source>expected a list of 1 to 256 cells [x, y]</source>
        <translation>マス[x, y]を1〜256個並べたリストが必要です</translation>
    </message>
    <message>
        <source>expected a cell [x, y]</source>
        <translation>マス[x, y]が必要です</translation>
    </message>
    <message>
        <source>expected a position [x, y]</source>
        <translation>位置[x, y]が必要です</translation>
    </message>
    <message>
        <source>missing required key (a position [x, y], or cells)</source>
        <translation>必須のキーがありません（位置[x, y]か、マスのリスト）</translation>
    </message>
    <message>
        <source>unknown node '%1'</source>
        <translation>不明なノード「%1」</translation>
    </message>
    <message>
        <source>unknown node '%1' (did you mean '%2'?)</source>
        <translation>不明なノード「%1」（「%2」のことですか？）</translation>
    </message>
    <message>
        <source>an edge from '%1' to itself</source>
        <translation>「%1」から「%1」自身への辺は作れません</translation>
    </message>
    <message>
        <source>'%1' and '%2' are already joined (%3)</source>
        <translation>「%1」と「%2」はすでにつながっています（%3）</translation>
    </message>
    <message>
        <source>edge</source>
        <extracomment>A data error's word for an edge of a board graph (a route), in "unknown %1 kind"</extracomment>
        <translation>辺</translation>
    </message>
    <message>
        <source>expected [x0, y0, x1, y1]</source>
        <translation>[x0, y0, x1, y1]が必要です</translation>
    </message>
    <message>
        <source>a chain has no segment</source>
        <translation>chain には segment を書けません</translation>
    </message>
    <message>
        <source>missing required key (an edge is {a: node, b: node} or {chain: [nodes]})</source>
        <translation>必須のキーがありません（辺は{a: ノード, b: ノード}か{chain: [ノード]}）</translation>
    </message>
    <message>
        <source>expected a list of up to 1024 regions</source>
        <translation>最大1024個の地域のリストが必要です</translation>
    </message>
    <message>
        <source>region '%1' appears twice (first at line %2)</source>
        <translation>地域「%1」が2回出てきます（最初は%2行目）</translation>
    </message>
    <message>
        <source>region</source>
        <extracomment>A data error's word for a region of a board, in "unknown %1 kind '%2'"</extracomment>
        <translation>地域</translation>
    </message>
    <message>
        <source>'%1' is listed twice</source>
        <translation>「%1」がリストに2回出てきます</translation>
    </message>
    <message>
        <source>expected a list of region ids</source>
        <translation>地域IDのリストが必要です</translation>
    </message>
    <message>
        <source>unknown region '%1'</source>
        <translation>不明な地域「%1」</translation>
    </message>
    <message>
        <source>unknown region '%1' (did you mean '%2'?)</source>
        <translation>不明な地域「%1」（「%2」のことですか？）</translation>
    </message>
    <message>
        <source>a region is not adjacent to itself</source>
        <translation>地域は自分自身とは隣り合いません</translation>
    </message>
    <message>
        <source>'%1' lists '%2' as adjacent, but '%2' does not list '%1'</source>
        <translation>「%1」は「%2」を隣として挙げていますが、「%2」は「%1」を挙げていません</translation>
    </message>
    <message>
        <source>the game's graph schema is incomplete</source>
        <translation>ゲームのグラフスキーマが不完全です</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>ファイルが見つかりません</translation>
    </message>
    <message>
        <source>file is too large (the limit is %1 bytes)</source>
        <translation>ファイルが大きすぎます（上限は%1バイト）</translation>
    </message>
    <message>
        <source>file cannot be read</source>
        <translation>ファイルを読み込めません</translation>
    </message>
    <message>
        <source>not a key path (keys separated by '.', items as [index])</source>
        <translation>キーパスではありません（キーは「.」で区切り、要素は[番号]で書きます）</translation>
    </message>
    <message>
        <source>the span lies outside the text</source>
        <translation>範囲がテキストの外にあります</translation>
    </message>
    <message>
        <source>cannot edit here (bad span)</source>
        <translation>ここは編集できません（範囲が正しくありません）</translation>
    </message>
    <message>
        <source>the edit would not read back: %1</source>
        <translation>この編集は読み直せません：%1</translation>
    </message>
    <message>
        <source>cannot make this edit here: the edited text would not read back as intended</source>
        <translation>ここではこの編集はできません。編集後のテキストが意図どおりに読み込まれません</translation>
    </message>
    <message>
        <source>this value is not part of the document</source>
        <translation>この値は文書の中にありません</translation>
    </message>
    <message>
        <source>no such value</source>
        <translation>この値はありません</translation>
    </message>
    <message>
        <source>cannot find the ':' after the key</source>
        <translation>キーの後の「:」が見つかりません</translation>
    </message>
    <message>
        <source>cannot find the '-' of the item</source>
        <translation>要素の「-」が見つかりません</translation>
    </message>
    <message>
        <source>expected a map, found %1</source>
        <translation>マップ（キーと値）が必要ですが、%1が書かれています</translation>
    </message>
    <message>
        <source>no such key</source>
        <translation>このキーはありません</translation>
    </message>
    <message>
        <source>cannot remove this key here</source>
        <translation>ここではこのキーを削除できません</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>リストが必要ですが、%1が書かれています</translation>
    </message>
    <message>
        <source>the list has %1 items</source>
        <translation>リストの要素は%1個です</translation>
    </message>
    <message>
        <source>cannot find the item's '-'</source>
        <translation>要素の「-」が見つかりません</translation>
    </message>
    <message>
        <source>no such item</source>
        <translation>この要素はありません</translation>
    </message>
    <message>
        <source>cannot remove this item here</source>
        <translation>ここではこの要素を削除できません</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A data error's word for an empty YAML value, as in "expected a map, found nothing"</extracomment>
        <translation>空の値</translation>
    </message>
    <message>
        <source>a value</source>
        <extracomment>A data error's word for a single YAML value (a number, a word, a text)</extracomment>
        <translation>単一の値</translation>
    </message>
    <message>
        <source>a list</source>
        <extracomment>A data error's word for a YAML list, as in "expected a map, found a list"</extracomment>
        <translation>リスト</translation>
    </message>
    <message>
        <source>a map</source>
        <extracomment>A data error's word for a YAML map (keys and values)</extracomment>
        <translation>マップ（キーと値）</translation>
    </message>
    <message>
        <source>a game file must be a map with a 'game:' block</source>
        <translation>ゲームファイルは「game:」ブロックを含むマップでなければなりません</translation>
    </message>
    <message>
        <source>expected a list of file names</source>
        <translation>ファイル名のリストが必要です</translation>
    </message>
    <message>
        <source>too many included files (at most %1)</source>
        <translation>インクルードするファイルが多すぎます（最大%1）</translation>
    </message>
    <message>
        <source>'%1' must be a .yaml file inside the game folder (no '..', no absolute path)</source>
        <translation>「%1」はゲームフォルダー内の.yamlファイルでなければなりません（「..」や絶対パスは使えません）</translation>
    </message>
    <message>
        <source>'%1' is included twice</source>
        <translation>「%1」が2回インクルードされています</translation>
    </message>
    <message>
        <source>included file '%1' not found</source>
        <translation>インクルードするファイル「%1」が見つかりません</translation>
    </message>
    <message>
        <source>an included file must be a map</source>
        <translation>インクルードするファイルはマップでなければなりません</translation>
    </message>
    <message>
        <source>included files may not include further files</source>
        <translation>インクルードされたファイルからさらにインクルードすることはできません</translation>
    </message>
    <message>
        <source>already defined at %1:%2:%3</source>
        <translation>%1:%2:%3で定義済みです</translation>
    </message>
    <message>
        <source>a variant file starts with a 'variant:' block naming its base game</source>
        <translation>バリアントファイルは、基本ゲームを指定する「variant:」ブロックで始まります</translation>
    </message>
    <message>
        <source>variant files cannot include files</source>
        <translation>バリアントファイルはファイルをインクルードできません</translation>
    </message>
    <message>
        <source>a variant may only override game.players</source>
        <translation>バリアントで変更できるのは game.players だけです</translation>
    </message>
    <message>
        <source>'%1'</source>
        <extracomment>A value quoted in a data error, as in "expected a whole number, found 'three'"</extracomment>
        <translation>「%1」</translation>
    </message>
    <message>
        <source>missing required key</source>
        <translation>必須のキーがありません</translation>
    </message>
    <message>
        <source>expected a whole number, found %1 (write it with the digits 0 to 9: %2)</source>
        <translation>整数が必要ですが、%1が書かれています（半角数字で%2と書いてください）</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>整数が必要ですが、%1が書かれています</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1は範囲外です（%2〜%3）</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>テキストが必要ですが、%1が書かれています</translation>
    </message>
    <message>
        <source>text is too long (%1 bytes; at most %2)</source>
        <translation>テキストが長すぎます（%1バイト。最大%2）</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true か false が必要ですが、%1が書かれています</translation>
    </message>
    <message>
        <source>expected a text in every language, e.g. {en: ..., es: ..., fr: ..., ja: ..., hu: ...}, found %1</source>
        <translation>すべての言語のテキストが必要です（例：{en: ..., es: ..., fr: ..., ja: ..., hu: ...}）が、%1が書かれています</translation>
    </message>
    <message>
        <source>unknown language (expected en, es, fr, ja or hu)</source>
        <translation>不明な言語です（en、es、fr、ja、hu のいずれか）</translation>
    </message>
    <message>
        <source>text is empty</source>
        <translation>テキストが空です</translation>
    </message>
    <message>
        <source>missing the %1 text (every language is required)</source>
        <translation>%1のテキストがありません（すべての言語が必要です）</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>数値が必要ですが、%1が書かれています</translation>
    </message>
    <message>
        <source>%1 is not one of: %2</source>
        <translation>%1は次のいずれでもありません：%2</translation>
    </message>
    <message>
        <source>expected a colour written #rrggbb, e.g. "#c0432c", found '%1'</source>
        <translation>#rrggbb 形式の色が必要です（例："#c0432c"）が、「%1」と書かれています</translation>
    </message>
    <message>
        <source>expected %1 to %2 items, found %3</source>
        <translation>%1〜%2個の要素が必要ですが、%3個あります</translation>
    </message>
    <message>
        <source>internal error: read with the schema row of %1 (%2)</source>
        <translation>内部エラー：%1のスキーマ行（%2）で読み込まれました</translation>
    </message>
    <message>
        <source>internal error: read as optional with the schema row of %1</source>
        <translation>内部エラー：%1のスキーマ行で省略可能として読み込まれました</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>不明なキーです</translation>
    </message>
    <message>
        <source>unknown key (did you mean '%1'?)</source>
        <translation>不明なキーです（「%1」のことですか？）</translation>
    </message>
    <message>
        <source>(did you mean '%1'?)</source>
        <translation>（「%1」のことですか？）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A data error followed by a hint in brackets ("there is no item 'M3' to remove" and "(did you mean 'M1'?)")</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>(the items are numbered 0 to %1)</source>
        <translation>（要素の番号は0〜%1です）</translation>
    </message>
    <message>
        <source>this key is removed, which a variant cannot express (a variant can only add and replace keys)</source>
        <translation>このキーは削除されていますが、バリアントでは表せません（バリアントにできるのはキーの追加と置き換えだけです）</translation>
    </message>
    <message>
        <source>a list that became a map cannot be written as a variant</source>
        <translation>マップに変わったリストはバリアントとして書けません</translation>
    </message>
    <message>
        <source>it is not a list</source>
        <translation>リストではありません</translation>
    </message>
    <message>
        <source>the base list is empty</source>
        <translation>基本ゲームのリストが空です</translation>
    </message>
    <message>
        <source>its items are plain values</source>
        <translation>要素が単純な値です</translation>
    </message>
    <message>
        <source>an item is named '%1', a word of list patches</source>
        <translation>要素の名前「%1」は、リストの変更に使う予約語です</translation>
    </message>
    <message>
        <source>'%1' names two of its items</source>
        <translation>「%1」という名前の要素が2つあります</translation>
    </message>
    <message>
        <source>this list cannot be changed item by item (%1): write the whole list</source>
        <translation>このリストは要素ごとには変更できません（%1）。リスト全体を書いてください</translation>
    </message>
    <message>
        <source>there is no item '%1' to add before</source>
        <translation>要素「%1」がないので、その前に追加できません</translation>
    </message>
    <message>
        <source>expected a list of the items to add, found %1</source>
        <translation>追加する要素のリストが必要ですが、%1が書かれています</translation>
    </message>
    <message>
        <source>expected a list of the items to remove, e.g. remove: %1</source>
        <translation>削除する要素のリストが必要です（例：remove: %1）</translation>
    </message>
    <message>
        <source>expected an item written as a list, such as %1</source>
        <translation>リストの形で書いた要素が必要です（例：%1）</translation>
    </message>
    <message>
        <source>expected the name of an item, such as '%1'</source>
        <translation>要素の名前が必要です（例：「%1」）</translation>
    </message>
    <message>
        <source>there is no item '%1' to remove</source>
        <translation>削除する要素「%1」がありません</translation>
    </message>
    <message>
        <source>'%1' is removed twice</source>
        <translation>「%1」が2回削除されています</translation>
    </message>
    <message>
        <source>an item of this list is a list of values: it is not changed in place but removed (remove: [%1]) and the new one added (add: [...])</source>
        <translation>このリストの要素は値のリストです。要素はその場では変更できないので、削除して（remove: [%1]）新しい要素を追加してください（add: [...]）</translation>
    </message>
    <message>
        <source>there is no item '%1' to change</source>
        <translation>変更する要素「%1」がありません</translation>
    </message>
    <message>
        <source>'%1' is both changed and removed</source>
        <translation>「%1」が変更と削除の両方に指定されています</translation>
    </message>
    <message>
        <source>a variant overrides a game file, which is a map</source>
        <translation>バリアントはゲームファイル（マップ）を書き換えるものです</translation>
    </message>
    <message>
        <source>file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>YAML directives must have exactly one argument</source>
        <translation>YAMLディレクティブの引数はちょうど1つでなければなりません</translation>
    </message>
    <message>
        <source>YAML major version too large</source>
        <translation>YAMLのメジャーバージョンが大きすぎます</translation>
    </message>
    <message>
        <source>repeated YAML directive</source>
        <translation>YAMLディレクティブが重複しています</translation>
    </message>
    <message>
        <source>TAG directives must have exactly two arguments</source>
        <translation>TAGディレクティブの引数はちょうど2つでなければなりません</translation>
    </message>
    <message>
        <source>repeated TAG directive</source>
        <translation>TAGディレクティブが重複しています</translation>
    </message>
    <message>
        <source>illegal character found while scanning tag handle</source>
        <translation>タグハンドルに使えない文字があります</translation>
    </message>
    <message>
        <source>tag handle with no suffix</source>
        <translation>タグハンドルに接尾辞がありません</translation>
    </message>
    <message>
        <source>end of verbatim tag not found</source>
        <translation>逐語タグの終わりが見つかりません</translation>
    </message>
    <message>
        <source>end of map not found</source>
        <translation>マップの終わりが見つかりません</translation>
    </message>
    <message>
        <source>end of map flow not found</source>
        <translation>マップを閉じる「}」が見つかりません</translation>
    </message>
    <message>
        <source>end of sequence not found</source>
        <translation>リストの終わりが見つかりません</translation>
    </message>
    <message>
        <source>end of sequence flow not found</source>
        <translation>リストを閉じる「]」が見つかりません</translation>
    </message>
    <message>
        <source>cannot assign multiple tags to the same node</source>
        <translation>1つの値に複数のタグは付けられません</translation>
    </message>
    <message>
        <source>cannot assign multiple anchors to the same node</source>
        <translation>1つの値に複数のアンカーは付けられません</translation>
    </message>
    <message>
        <source>cannot assign multiple aliases to the same node</source>
        <translation>1つの値に複数のエイリアスは付けられません</translation>
    </message>
    <message>
        <source>aliases can't have any content, *including* tags</source>
        <translation>エイリアスには内容を書けません（タグも不可）</translation>
    </message>
    <message>
        <source>bad character found while scanning hex number</source>
        <translation>16進数に使えない文字があります</translation>
    </message>
    <message>
        <source>unknown token</source>
        <translation>不明なトークンです</translation>
    </message>
    <message>
        <source>illegal document indicator in scalar</source>
        <translation>値の中に文書区切りの記号があります</translation>
    </message>
    <message>
        <source>illegal EOF in scalar</source>
        <translation>値の途中でファイルが終わっています</translation>
    </message>
    <message>
        <source>illegal character in scalar</source>
        <translation>値に使えない文字があります</translation>
    </message>
    <message>
        <source>illegal tab when looking for indentation</source>
        <translation>インデントにタブは使えません</translation>
    </message>
    <message>
        <source>illegal flow end</source>
        <translation>ここで「]」や「}」は使えません</translation>
    </message>
    <message>
        <source>illegal block entry</source>
        <translation>ここでリスト項目（「- 」）は使えません</translation>
    </message>
    <message>
        <source>illegal map key</source>
        <translation>マップのキーとして使えません</translation>
    </message>
    <message>
        <source>illegal map value</source>
        <translation>マップの値として使えません（インデントの不足か、余分な「:」かもしれません）</translation>
    </message>
    <message>
        <source>alias not found after *</source>
        <translation>「*」の後にエイリアス名がありません</translation>
    </message>
    <message>
        <source>anchor not found after &amp;</source>
        <translation>「&amp;」の後にアンカー名がありません</translation>
    </message>
    <message>
        <source>illegal character found while scanning alias</source>
        <translation>エイリアスに使えない文字があります</translation>
    </message>
    <message>
        <source>illegal character found while scanning anchor</source>
        <translation>アンカーに使えない文字があります</translation>
    </message>
    <message>
        <source>cannot set zero indentation for a block scalar</source>
        <translation>ブロックスカラーのインデントを0にはできません</translation>
    </message>
    <message>
        <source>unexpected character in block scalar</source>
        <translation>ブロックスカラーに予期しない文字があります</translation>
    </message>
    <message>
        <source>cannot assign the same alias to multiple nodes</source>
        <translation>同じエイリアスを複数の値に付けることはできません</translation>
    </message>
    <message>
        <source>the referenced anchor is not defined</source>
        <translation>参照しているアンカーが定義されていません</translation>
    </message>
    <message>
        <source>unmatched group tag</source>
        <translation>対応のないグループタグです</translation>
    </message>
    <message>
        <source>unexpected end sequence token</source>
        <translation>予期しないリストの終わりです</translation>
    </message>
    <message>
        <source>unexpected end map token</source>
        <translation>予期しないマップの終わりです</translation>
    </message>
    <message>
        <source>invalid character in single-quoted string</source>
        <translation>一重引用符の文字列に使えない文字があります</translation>
    </message>
    <message>
        <source>invalid anchor</source>
        <translation>無効なアンカーです</translation>
    </message>
    <message>
        <source>invalid alias</source>
        <translation>無効なエイリアスです</translation>
    </message>
    <message>
        <source>invalid tag</source>
        <translation>無効なタグです</translation>
    </message>
    <message>
        <source>bad YAML version: %1</source>
        <translation>YAMLのバージョンが正しくありません：%1</translation>
    </message>
    <message>
        <source>invalid unicode: %1</source>
        <translation>無効なUnicode文字です：%1</translation>
    </message>
    <message>
        <source>unknown escape character: %1</source>
        <translation>不明なエスケープ文字です：%1</translation>
    </message>
    <message>
        <source>too many aliases (more than %1)</source>
        <translation>エイリアスが多すぎます（%1を超えています）</translation>
    </message>
    <message>
        <source>alias refers to an anchor that is not complete yet</source>
        <translation>エイリアスがまだ閉じていないアンカーを参照しています</translation>
    </message>
    <message>
        <source>value is too long (more than %1 bytes)</source>
        <translation>値が長すぎます（%1バイトを超えています）</translation>
    </message>
    <message>
        <source>tags such as '%1' are not supported</source>
        <translation>「%1」のようなタグは使えません</translation>
    </message>
    <message>
        <source>document is too large (more than %1, aliases expanded)</source>
        <translation>文書が大きすぎます（エイリアスを展開して%1を超えています）</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n個の値</numerusform>
        </translation>
    </message>
    <message>
        <source>nesting is too deep (more than %1 levels)</source>
        <translation>入れ子が深すぎます（%1段を超えています）</translation>
    </message>
    <message>
        <source>map ends after a key without a value</source>
        <translation>値のないキーでマップが終わっています</translation>
    </message>
    <message>
        <source>document is too large (more than %1)</source>
        <translation>文書が大きすぎます（%1を超えています）</translation>
    </message>
    <message>
        <source>list is too long (more than %1 items)</source>
        <translation>リストが長すぎます（%1個を超えています）</translation>
    </message>
    <message>
        <source>map keys must be plain values</source>
        <translation>マップのキーは単純な値でなければなりません</translation>
    </message>
    <message>
        <source>duplicate key '%1' (first at line %2)</source>
        <translation>キー「%1」が重複しています（最初は%2行目）</translation>
    </message>
    <message>
        <source>map is too large (more than %1 keys)</source>
        <translation>マップが大きすぎます（キーが%1個を超えています）</translation>
    </message>
    <message>
        <source>file is too large (%1 bytes; the limit is %2)</source>
        <translation>ファイルが大きすぎます（%1バイト。上限は%2）</translation>
    </message>
    <message>
        <source>file is not valid UTF-8 (byte %1)</source>
        <translation>ファイルが正しいUTF-8ではありません（%1バイト目）</translation>
    </message>
    <message>
        <source>file contains a NUL byte</source>
        <translation>ファイルにNULバイトが含まれています</translation>
    </message>
    <message>
        <source>a data file holds one YAML document, found a second</source>
        <translation>データファイルに書けるYAML文書は1つだけですが、2つ目があります</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAMLの構文エラー：%1</translation>
    </message>
    <message>
        <source>cannot parse: %1</source>
        <translation>読み込めません：%1</translation>
    </message>
    <message>
        <source>a comment needs a blank before '#'</source>
        <translation>コメントの「#」の前には空白が必要です</translation>
    </message>
    <message>
        <source>a flow collection goes on at a line that is not indented more than its parent (a tab is not indentation)</source>
        <translation>[ ]や{ }の続きの行が、親よりも深くインデントされていません（タブはインデントになりません）</translation>
    </message>
    <message>
        <source>a flow collection goes on at a line that is not indented more than its parent</source>
        <translation>[ ]や{ }の続きの行が、親よりも深くインデントされていません</translation>
    </message>
    <message>
        <source>a quoted value goes on at a line that is not indented more than its parent (a tab is not indentation)</source>
        <translation>引用符で囲んだ値の続きの行が、親よりも深くインデントされていません（タブはインデントになりません）</translation>
    </message>
    <message>
        <source>a quoted value goes on at a line that is not indented more than its parent</source>
        <translation>引用符で囲んだ値の続きの行が、親よりも深くインデントされていません</translation>
    </message>
    <message>
        <source>a directive must be followed by '---' and a document</source>
        <translation>ディレクティブの後には「---」と文書が必要です</translation>
    </message>
    <message>
        <source>escape \%1 needs %2 hexadecimal digits</source>
        <translation>エスケープ\%1には16進数字が%2桁必要です</translation>
    </message>
    <message>
        <source>invalid escape '\%1' in a double-quoted value</source>
        <translation>二重引用符の値の中のエスケープ「\%1」が無効です</translation>
    </message>
    <message>
        <source>the quoted value has no closing double quote</source>
        <translation>値を閉じる二重引用符がありません</translation>
    </message>
    <message>
        <source>the quoted value has no closing single quote</source>
        <translation>値を閉じる一重引用符がありません</translation>
    </message>
    <message>
        <source>'%1' cannot start a value in a flow collection (quote it)</source>
        <translation>[ ]や{ }の中では値を「%1」で始められません（引用符で囲んでください）</translation>
    </message>
    <message>
        <source>an empty line at the start of a block scalar is indented more than its first line of text</source>
        <translation>ブロックスカラー冒頭の空行が、最初のテキスト行よりも深くインデントされています</translation>
    </message>
    <message>
        <source>a comma without an entry before it</source>
        <translation>前に要素のないカンマがあります</translation>
    </message>
    <message>
        <source>expected ':' after this key (a value that goes on at the next line must be indented more than its key)</source>
        <translation>このキーの後に「:」が必要です（次の行に続く値はキーよりも深くインデントします）</translation>
    </message>
    <message>
        <source>a value on the line after its key must be indented more than the key</source>
        <translation>キーの次の行に書く値は、キーよりも深くインデントしてください</translation>
    </message>
    <message>
        <source>Must be between %1 and %2</source>
        <extracomment>Rules editor, under a number field: the value typed is outside the allowed range</extracomment>
        <translation>%1〜%2の範囲で入力してください</translation>
    </message>
    <message>
        <source>Must be at least %1</source>
        <extracomment>Rules editor, under a number field: the value typed is below the smallest allowed</extracomment>
        <translation>%1以上で入力してください</translation>
    </message>
    <message>
        <source>Must be at most %1</source>
        <extracomment>Rules editor, under a number field: the value typed is above the largest allowed</extracomment>
        <translation>%1以下で入力してください</translation>
    </message>
    <message>
        <source>Enter a whole number</source>
        <extracomment>Rules editor, under a whole-number field left empty</extracomment>
        <translation>整数を入力してください</translation>
    </message>
    <message>
        <source>Not a whole number</source>
        <extracomment>Rules editor, under a whole-number field: what was typed is not one ("abc", "2.5")</extracomment>
        <translation>整数ではありません</translation>
    </message>
    <message>
        <source>Enter a number</source>
        <extracomment>Rules editor, under a number field left empty</extracomment>
        <translation>数値を入力してください</translation>
    </message>
    <message>
        <source>Not a number</source>
        <extracomment>Rules editor, under a number field: what was typed is not a number ("abc")</extracomment>
        <translation>数値ではありません</translation>
    </message>
    <message>
        <source>Too long: at most %1 bytes (now %2)</source>
        <extracomment>Rules editor, under a text field: %1 is the most bytes allowed (an id's letters count one byte each; most accented letters two, Japanese three), %2 the bytes typed</extracomment>
        <translation>長すぎます：最大%1バイト（現在%2）</translation>
    </message>
    <message>
        <source>Write a colour as #rrggbb, e.g. #c0432c</source>
        <extracomment>Rules editor, under a colour field: what was typed is not a colour</extracomment>
        <translation>色は #rrggbb の形で入力してください（例：#c0432c）</translation>
    </message>
    <message>
        <source>This value is chosen, not typed</source>
        <extracomment>Rules editor: a value that is chosen, not typed (a switch, a list of words)</extracomment>
        <translation>この値は入力せずに選びます</translation>
    </message>
    <message>
        <source>the base game is missing</source>
        <translation>基本ゲームが指定されていません</translation>
    </message>
    <message>
        <source>this editor edits a variant of '%1', not of '%2'</source>
        <translation>このエディターで編集するのは「%1」のバリアントで、「%2」のものではありません</translation>
    </message>
    <message>
        <source>the text has errors: correct it before editing forms</source>
        <translation>テキストにエラーがあります。フォームを編集する前に直してください</translation>
    </message>
    <message>
        <source>no item [%1] here</source>
        <translation>ここに要素[%1]はありません</translation>
    </message>
    <message>
        <source>not a key path of a value</source>
        <translation>値のキーパスではありません</translation>
    </message>
    <message>
        <source>only an override can be reverted</source>
        <translation>元に戻せるのはバリアントで変更した値だけです</translation>
    </message>
    <message>
        <source>the base game has no value here (remove the item instead)</source>
        <translation>基本ゲームにはここに値がありません（要素を削除してください）</translation>
    </message>
    <message>
        <source>no list to insert item %1 into</source>
        <translation>要素%1を挿入するリストがありません</translation>
    </message>
    <message>
        <source>no item %1 to remove</source>
        <translation>削除する要素%1がありません</translation>
    </message>
    <message>
        <source>no item %1 to duplicate</source>
        <translation>複製する要素%1がありません</translation>
    </message>
    <message>
        <source>no such base item</source>
        <translation>基本ゲームにこの要素はありません</translation>
    </message>
    <message>
        <source>not a change of this variant</source>
        <translation>このバリアントでの変更ではありません</translation>
    </message>
    <message>
        <source>a variant of '%1' must name it as its base</source>
        <translation>「%1」のバリアントは、「%1」を基本ゲームとして指定する必要があります</translation>
    </message>
    <message>
        <source>the id '%1' differs from the folder name '%2'</source>
        <translation>ID「%1」がフォルダー名「%2」と違います</translation>
    </message>
    <message>
        <source>the base game '%1' has errors itself</source>
        <translation>基本ゲーム「%1」自体にエラーがあります</translation>
    </message>
    <message>
        <source>unknown game '%1'</source>
        <translation>不明なゲーム「%1」</translation>
    </message>
    <message>
        <source>no variant '%1' of %2: none is shipped, and it is not one of yours (no %3)</source>
        <translation>%2のバリアント「%1」はありません。Kotatsu付属のバリアントはなく、自作のバリアントにもありません（%3がありません）</translation>
    </message>
    <message>
        <source>no variant '%1' of %2: it is not shipped (%3) and not one of yours (no %4)</source>
        <translation>%2のバリアント「%1」はありません。Kotatsu付属のバリアント（%3）にも、自作のバリアントにもありません（%4がありません）</translation>
    </message>
    <message>
        <source>the variant '%1' is for the game '%2'</source>
        <translation>バリアント「%1」はゲーム「%2」用です</translation>
    </message>
    <message>
        <source>expected a map of easy, normal, strong</source>
        <translation>easy、normal、strong のマップが必要です</translation>
    </message>
    <message>
        <source>max is smaller than min</source>
        <translation>max が min より小さくなっています</translation>
    </message>
    <message>
        <source>unknown rules engine '%1' (known: %2)</source>
        <translation>不明なルールエンジン「%1」（使えるもの：%2）</translation>
    </message>
    <message>
        <source>unknown colour '%1' (the bead colours are %2)</source>
        <translation>不明な色「%1」（ビーズの色：%2）</translation>
    </message>
    <message>
        <source>unknown tile '%1' (see board.tiles)</source>
        <translation>不明なタイル「%1」（board.tiles を参照）</translation>
    </message>
    <message>
        <source>a card turns by 0, 90, 180 or 270 degrees</source>
        <translation>タイルの回転は0、90、180、270度のいずれかです</translation>
    </message>
    <message>
        <source>at least one card design is needed</source>
        <translation>タイルの図柄が少なくとも1つ必要です</translation>
    </message>
    <message>
        <source>a card id is letters, digits or _ (up to 16)</source>
        <translation>タイルのIDは英字、数字、_（最大16文字）です</translation>
    </message>
    <message>
        <source>expected the 4 internal line colours [bottom, left, top, right]</source>
        <translation>内側の線の4色[下, 左, 上, 右]が必要です</translation>
    </message>
    <message>
        <source>'%1' is not a base id (lower-case letters, digits, _; not a cell name)</source>
        <translation>「%1」は陣地のIDになりません（小文字、数字、_ で書き、マスの名前は使えません）</translation>
    </message>
    <message>
        <source>base '%1' appears twice</source>
        <translation>陣地「%1」が2回出てきます</translation>
    </message>
    <message>
        <source>unknown side '%1' (see sides)</source>
        <translation>不明な陣営「%1」（sides を参照）</translation>
    </message>
    <message>
        <source>side '%1' already owns the base '%2'; each side has one home base</source>
        <translation>陣営「%1」はすでに陣地「%2」を持っています。陣営ごとに自陣は1つです</translation>
    </message>
    <message>
        <source>'%1' is not a cell of the %2×%3 board</source>
        <translation>「%1」は%2×%3のボードのマスではありません</translation>
    </message>
    <message>
        <source>%1 already belongs to the base '%2'</source>
        <translation>%1はすでに陣地「%2」に含まれています</translation>
    </message>
    <message>
        <source>a base's cells must touch each other</source>
        <translation>陣地のマスは1つにつながっている必要があります</translation>
    </message>
    <message>
        <source>extra_tile_rows go in at the middle seam (between rows %1 and %2), which must run between fields; this base touches it</source>
        <translation>extra_tile_rows は中央の継ぎ目（%1行目と%2行目の間）に入り、継ぎ目はマスの間を通る必要がありますが、この陣地が継ぎ目に接しています</translation>
    </message>
    <message>
        <source>the slot [%1, %2] overlaps the base '%3'</source>
        <translation>タイルの置き場所[%1, %2]が陣地「%3」と重なっています</translation>
    </message>
    <message>
        <source>the slot [%1, %2] is given twice</source>
        <translation>タイルの置き場所[%1, %2]が2回指定されています</translation>
    </message>
    <message>
        <source>expected one card per slot column (%1), found %2</source>
        <translation>タイルの置き場所の列ごとにタイルが1枚必要です（%1）が、%2枚あります</translation>
    </message>
    <message>
        <source>expected [cell, cell, colour], e.g. [b1, c1, red]</source>
        <translation>[マス, マス, 色]が必要です（例：[b1, c1, red]）</translation>
    </message>
    <message>
        <source>'%1' is not a cell of the added row: rows 1 and 2 are the added row, row 0 the row below it (e.g. b1, c0)</source>
        <translation>「%1」は追加した行のマスではありません。1行目と2行目が追加した行で、0行目はその下の行です（例：b1、c0）</translation>
    </message>
    <message>
        <source>the two cells do not share an edge</source>
        <translation>2つのマスが辺で接していません</translation>
    </message>
    <message>
        <source>the line must touch the added row (rows 1 and 2)</source>
        <translation>線は追加した行（1行目と2行目）に接している必要があります</translation>
    </message>
    <message>
        <source>the two cells lie on the same card; its colour comes from the card</source>
        <translation>2つのマスは同じタイルの上にあるので、線の色はタイルで決まります</translation>
    </message>
    <message>
        <source>this line is given twice</source>
        <translation>この線が2回指定されています</translation>
    </message>
    <message>
        <source>the added row needs a line between %1 and %2</source>
        <translation>追加した行には%1と%2の間に線が必要です</translation>
    </message>
    <message>
        <source>%1 cells lie in no base and on no card: %2</source>
        <translation>陣地にもタイルにも入っていないマスが%1個あります：%2</translation>
    </message>
    <message>
        <source>shuffled_symmetric needs a point-symmetric board, but the card slot %1 faces a base</source>
        <translation>shuffled_symmetric には点対称のボードが必要ですが、タイルの置き場所%1の向かいが陣地になっています</translation>
    </message>
    <message>
        <source>shuffled_symmetric needs a point-symmetric layout: the card in slot %1 (%2 at %3°) faces %4 (%5 at %6°), not the same card turned 180°</source>
        <translation>shuffled_symmetric には点対称の配置が必要ですが、置き場所%1のタイル（%2、%3°）の向かいの%4（%5、%6°）は、同じタイルを180°回したものではありません</translation>
    </message>
    <message>
        <source>the line between %1 and %2 lies on a card; its colour comes from the card design</source>
        <translation>%1と%2の間の線はタイル上にあるので、色はタイルの図柄で決まります</translation>
    </message>
    <message>
        <source>the line between %1 and %2 is given twice</source>
        <translation>%1と%2の間の線が2回指定されています</translation>
    </message>
    <message>
        <source>expected [field, field or base, colour], e.g. [a2, a3, red]</source>
        <translation>[マス, マスか陣地, 色]が必要です（例：[a2, a3, red]）</translation>
    </message>
    <message>
        <source>'%1' is neither a cell of the %2×%3 board nor a base</source>
        <translation>「%1」は%2×%3のボードのマスでも陣地でもありません</translation>
    </message>
    <message>
        <source>%1 lies in the base '%2'; name the base</source>
        <translation>%1は陣地「%2」の中にあります。陣地の名前を書いてください</translation>
    </message>
    <message>
        <source>a line joins a field to a field or a base, not two bases</source>
        <translation>線でつなぐのはマスとマス、またはマスと陣地で、陣地どうしはつなげません</translation>
    </message>
    <message>
        <source>%1 does not touch the base '%2'</source>
        <translation>%1は陣地「%2」に接していません</translation>
    </message>
    <message>
        <source>%1 touches the base '%2' along several edges; one line per pair of regions is needed, so reshape the base</source>
        <translation>%1は陣地「%2」と複数の辺で接しています。区画の組ごとに線は1本なので、陣地の形を変えてください</translation>
    </message>
    <message>
        <source>%1 and %2 do not share an edge</source>
        <translation>%1と%2は辺で接していません</translation>
    </message>
    <message>
        <source>the bases '%1' and '%2' touch; keep fields between them</source>
        <translation>陣地「%1」と「%2」が接しています。間にマスを入れてください</translation>
    </message>
    <message>
        <source>%1 and %2 share %3 edges; a field must meet a base along one edge (one line)</source>
        <translation>%1と%2が%3本の辺で接しています。マスと陣地は1辺（線1本）で接する必要があります</translation>
    </message>
    <message>
        <source>no line between %1 and %2, which share an edge: add [%1, %2, colour] to board.lines</source>
        <translation>辺で接している%1と%2の間に線がありません。board.lines に [%1, %2, colour] を追加してください</translation>
    </message>
    <message>
        <source>%1 more lines are missing</source>
        <translation>さらに%1本の線がありません</translation>
    </message>
    <message>
        <source>'%1' is not a field</source>
        <translation>「%1」はマスではありません</translation>
    </message>
    <message>
        <source>%1 is not next to the base '%2' of %3</source>
        <translation>%1は%3の陣地「%2」の隣ではありません</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1がリストに2回出てきます</translation>
    </message>
    <message>
        <source>the %1 of %2 need as many start fields; found %3</source>
        <translation>スタートマスは%2の%1と同じ数だけ必要ですが、%3個あります</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <translation>
            <numerusform>コマ%n体</numerusform>
        </translation>
    </message>
    <message>
        <source>cards are 2×2 fields: use an even width</source>
        <translation>タイルは2×2マスなので、幅は偶数にしてください</translation>
    </message>
    <message>
        <source>cards are 2×2 fields: use an even height</source>
        <translation>タイルは2×2マスなので、高さは偶数にしてください</translation>
    </message>
    <message>
        <source>the board has %1 cells with its extra rows; at most %2</source>
        <translation>追加の行を含めるとボードのマスは%1個です。最大%2個です</translation>
    </message>
    <message>
        <source>cards are only turned when they are shuffled; use layout: shuffled_symmetric or shuffled_free, or tile_rotation: none</source>
        <translation>タイルを回すのは混ぜるときだけです。layout: shuffled_symmetric か shuffled_free、または tile_rotation: none にしてください</translation>
    </message>
    <message>
        <source>'%1' is not a start field of %2 (board.start_fields)</source>
        <translation>「%1」は%2のスタートマスではありません（board.start_fields）</translation>
    </message>
    <message>
        <source>%1 holds two figures</source>
        <translation>%1にコマが2体あります</translation>
    </message>
    <message>
        <source>'%1' is not an id (lower-case letters, digits, _)</source>
        <translation>「%1」はIDではありません（小文字、数字、_）</translation>
    </message>
    <message>
        <source>expected one capital letter, e.g. K</source>
        <translation>大文字1文字が必要です（例：K）</translation>
    </message>
    <message>
        <source>side '%1' appears twice</source>
        <translation>陣営「%1」が2回出てきます</translation>
    </message>
    <message>
        <source>both sides use the prefix %1</source>
        <translation>両方の陣営が接頭辞%1を使っています</translation>
    </message>
    <message>
        <source>colour '%1' appears twice</source>
        <translation>色「%1」が2回出てきます</translation>
    </message>
    <message>
        <source>beads go out in same-colour groups of beads.per_figure (%1), so the count must be a multiple of it</source>
        <translation>ビーズは同じ色を beads.per_figure（%1）個ずつ配るので、数はその倍数にしてください</translation>
    </message>
    <message>
        <source>expected a pattern id (lower-case letters, digits, _)</source>
        <translation>パターンのID（小文字、数字、_）が必要です</translation>
    </message>
    <message>
        <source>expected one [field, colour] per figure (%1), found %2</source>
        <translation>コマ1体につき[マス, 色]が1つ必要です（%1）が、%2個あります</translation>
    </message>
    <message>
        <source>expected [field, colour], e.g. [c3, red]</source>
        <translation>[マス, 色]が必要です（例：[c3, red]）</translation>
    </message>
    <message>
        <source>unknown bead colour '%1'</source>
        <translation>不明なビーズの色「%1」</translation>
    </message>
    <message>
        <source>order: fixed needs fixed_positions, e.g. {kokeshi: [[c3, red], ...], samurai: [...]}</source>
        <translation>order: fixed には fixed_positions が必要です（例：{kokeshi: [[c3, red], ...], samurai: [...]}）</translation>
    </message>
    <message>
        <source>only used with order: fixed</source>
        <translation>order: fixed のときだけ使えます</translation>
    </message>
    <message>
        <source>draft cannot be combined with order: fixed (the fixed positions already give every figure its pair)</source>
        <translation>draft は order: fixed と一緒に使えません（固定配置ですでに各コマの組が決まっています）</translation>
    </message>
    <message>
        <source>1 would end every game at once; use 2 or more, or 0 for no repetition rule</source>
        <translation>1ではすべてのゲームがすぐに終わります。2以上にするか、くり返しのルールをなくすなら0にしてください</translation>
    </message>
    <message>
        <source>a figure starts with beads.per_figure (%1) beads; the limit cannot be lower (0 = no limit)</source>
        <translation>コマは最初に beads.per_figure（%1）個のビーズを持つので、上限をそれより小さくはできません（0＝上限なし）</translation>
    </message>
    <message>
        <source>the colours hold %1, but %2 × %3 need exactly %4</source>
        <translation>色の合計は%1ですが、%2×%3でちょうど%4個必要です</translation>
    </message>
    <message numerus="yes">
        <source>%n bead(s)</source>
        <translation>
            <numerusform>ビーズ%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>setup.bead_pairs: one_of_each_colour needs one colour per figure of a side (%1) and %2 of each colour (one group per side)</source>
        <translation>setup.bead_pairs：one_of_each_colour には、陣営のコマ1体につき1色（%1）と、各色%2（陣営ごとに1組）が必要です</translation>
    </message>
    <message>
        <source>chooser supports sides with at most %1</source>
        <translation>chooser は、%1までの陣営にしか使えません</translation>
    </message>
    <message>
        <source>with one_of_each_colour every figure of a side carries a different colour; %1 is used %2</source>
        <translation>one_of_each_colour では陣営のコマはそれぞれ違う色を持ちます。「%1」が%2使われています</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n回</numerusform>
        </translation>
    </message>
    <message>
        <source>the fixed positions use %1 of the colour %2; there are %3</source>
        <translation>固定配置で色%2の%1を使っていますが、%3個しかありません</translation>
    </message>
    <message>
        <source>the garden is a game for exactly 2 players</source>
        <translation>庭園はちょうど2人用のゲームです</translation>
    </message>
    <message>
        <source>'%1' is neither a shape the table draws (%2) nor letters of its own (up to %3 letters or kanji, no spaces or punctuation, e.g. 蓮 or AB)</source>
        <translation>「%1」は、描ける図形（%2）でも、自分で決めた文字（%3文字までの文字・漢字。空白や句読点は使えません。例：蓮、AB）でもありません</translation>
    </message>
    <message>
        <source>%1; did you mean '%2'?</source>
        <translation>%1。「%2」のことですか？</translation>
    </message>
    <message>
        <source>'%1' must be one word of letters, digits, '_' or '-'</source>
        <translation>「%1」は英数字、「_」、「-」だけの1語にしてください</translation>
    </message>
    <message>
        <source>'%1' appears twice</source>
        <translation>「%1」が2回出てきます</translation>
    </message>
    <message>
        <source>the game cannot wait for %1 when there are %2</source>
        <translation>全部で%2なので、%1になるまで待つことはできません</translation>
    </message>
    <message numerus="yes">
        <source>%n empty pile(s)</source>
        <translation>
            <numerusform>空の山%nつ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pile(s)</source>
        <translation>
            <numerusform>山%nつ</numerusform>
        </translation>
    </message>
    <message>
        <source>the range is empty (the first value is the lowest)</source>
        <translation>範囲が空です（最初の値がいちばん小さい値です）</translation>
    </message>
    <message>
        <source>mark '%1' is used twice: each colour needs its own mark</source>
        <translation>マーク「%1」が2回使われています。色ごとに別のマークが必要です</translation>
    </message>
    <message>
        <source>colour %1 is used twice</source>
        <translation>色%1が2回使われています</translation>
    </message>
    <message>
        <source>symbol '%1' appears twice</source>
        <translation>シンボル「%1」が2回出てきます</translation>
    </message>
    <message>
        <source>emblem '%1' looks the same as the emblem of %2: each pile needs a disc a player can tell apart</source>
        <translation>絵柄「%1」は%2の絵柄と見分けがつきません。山ごとに、プレイヤーが見分けられるディスクが必要です</translation>
    </message>
    <message>
        <source>Hyano supports 2 to %1</source>
        <translation>ハヤノは2〜%1用です</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 need %2; found %3</source>
        <translation>%1には%2が必要ですが、%3個あります</translation>
    </message>
    <message numerus="yes">
        <source>%n symbol(s)</source>
        <translation>
            <numerusform>シンボル%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>the deck has %1: too few to give each of the %2 one card</source>
        <translation>山札が%1では、%2に1枚ずつ配れません</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>a Sun needs a value to declare even when every other face-up card is of its colour: give at least %1 (one per pile)</source>
        <translation>ほかの表向きのカードがすべて同じ色でも、太陽カードには宣言できる数字が必要です。少なくとも%1にしてください（山ごとに1つ）</translation>
    </message>
    <message>
        <source>expected a line index (0 = lowest card) or N-k (k-th from the right), found '%1'</source>
        <translation>列の位置（0＝いちばん小さいカード）かN-k（右からk番目）が必要ですが、「%1」と書かれています</translation>
    </message>
    <message>
        <source>expected a map from player counts to values</source>
        <translation>プレイヤー人数から値へのマップが必要です</translation>
    </message>
    <message>
        <source>expected a player count (1 to 8) or 'default'</source>
        <translation>プレイヤー人数（1〜8）か「default」が必要です</translation>
    </message>
    <message>
        <source>no entry for %1 and no 'default'</source>
        <translation>%1の項目も「default」もありません</translation>
    </message>
    <message>
        <source>expected a list of places (1 = first)</source>
        <translation>順位のリストが必要です（1＝1位）</translation>
    </message>
    <message>
        <source>Shikoku supports 2 to 8 players</source>
        <translation>四国は2〜8人用です</translation>
    </message>
    <message>
        <source>the start step must lie below the pagoda (steps_to_pagoda)</source>
        <translation>スタートの段は塔より下でなければなりません（steps_to_pagoda）</translation>
    </message>
    <message>
        <source>expected a list of line indices</source>
        <translation>列の位置のリストが必要です</translation>
    </message>
    <message>
        <source>index %1 lies outside the line of %2</source>
        <translation>位置%1は%2の列の外にあります</translation>
    </message>
    <message>
        <source>with %1 every place in the line is frozen: nobody can climb, so the game could never end</source>
        <translation>%1では列のすべての位置が足止めになり、だれも上れないのでゲームが終わりません</translation>
    </message>
    <message>
        <source>name at least one winning place (top or bottom)</source>
        <translation>勝ちになる順位を少なくとも1つ指定してください（top か bottom）</translation>
    </message>
    <message>
        <source>the range is empty</source>
        <translation>範囲が空です</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>最大%1</translation>
    </message>
    <message>
        <source>no card %1 in deck.values [%2, %3]</source>
        <translation>deck.values [%2, %3]にカード%1はありません</translation>
    </message>
    <message>
        <source>card %1 has no sandal count</source>
        <translation>カード%1に草履の数がありません</translation>
    </message>
    <message>
        <source>%1 cannot deal %2-card hands (rules.hand_size) and a line to %3 (game.players.max): %4 needed</source>
        <translation>%1では、%3（game.players.max）に%2枚の手札（rules.hand_size）と列を配れません。%4必要です</translation>
    </message>
    <message>
        <source>pilgrim '%1' appears twice</source>
        <translation>巡礼者「%1」が2回出てきます</translation>
    </message>
    <message>
        <source>one pilgrim colour is needed per player: %1, %2</source>
        <translation>プレイヤー1人につき巡礼者の色が1つ必要です：%1、%2</translation>
    </message>
    <message numerus="yes">
        <source>%n pilgrim(s)</source>
        <translation>
            <numerusform>巡礼者%n体</numerusform>
        </translation>
    </message>
    <message>
        <source>name each of pilgrim, merchant and artist once</source>
        <translation>pilgrim、merchant、artist をそれぞれ1回ずつ書いてください</translation>
    </message>
    <message>
        <source>unknown space type '%1' (board.space_types: %2)</source>
        <translation>不明なマスの種類「%1」（board.space_types：%2）</translation>
    </message>
    <message>
        <source>level '%1' appears twice</source>
        <translation>レベル「%1」が2回出てきます</translation>
    </message>
    <message>
        <source>a starting rank must be below the track's length (%1)</source>
        <translation>最初のランクはトラックの長さ（%1）より小さくしてください</translation>
    </message>
    <message>
        <source>there are only %1 levels</source>
        <translation>レベルは%1つしかありません</translation>
    </message>
    <message>
        <source>expected a number from 0 to 1</source>
        <translation>0〜1の数値が必要です</translation>
    </message>
    <message>
        <source>space type '%1' appears twice</source>
        <translation>マスの種類「%1」が2回出てきます</translation>
    </message>
    <message>
        <source>gain_coins: boutique_value needs a boutique: only spaces with coastal_town: true have one</source>
        <translation>gain_coins: boutique_value には土産物屋が必要ですが、土産物屋があるのは coastal_town: true のマスだけです</translation>
    </message>
    <message>
        <source>town '%1' appears twice</source>
        <translation>町「%1」が2回出てきます</translation>
    </message>
    <message>
        <source>wares are drawn in mountain towns only</source>
        <translation>商品を引くのは宿場町だけです</translation>
    </message>
    <message>
        <source>a coastal town needs its ring space (ring: n)</source>
        <translation>港町には外周のマスが必要です（ring: n）</translation>
    </message>
    <message>
        <source>ring space %1 does not exist (the ring has %2 spaces)</source>
        <translation>外周の%1番のマスはありません（外周は%2マス）</translation>
    </message>
    <message>
        <source>ring space %1 is a %2, not a coastal town's space</source>
        <translation>外周の%1番のマスは%2で、港町のマスではありません</translation>
    </message>
    <message>
        <source>ring space %1 is already town %2's</source>
        <translation>外周の%1番のマスはすでに町%2のマスです</translation>
    </message>
    <message>
        <source>only coastal towns stand on the ring</source>
        <translation>外周にあるのは港町だけです</translation>
    </message>
    <message>
        <source>a mountain town needs its draw (draw: n)</source>
        <translation>宿場町には引く数が必要です（draw: n）</translation>
    </message>
    <message>
        <source>a mountain town needs its position (at: [x, y])</source>
        <translation>宿場町には位置が必要です（at: [x, y]）</translation>
    </message>
    <message>
        <source>ring space %1 is a %2 but no coastal town names it (ring: %1)</source>
        <translation>外周の%1番のマスは%2ですが、どの港町も指定していません（ring: %1）</translation>
    </message>
    <message>
        <source>unknown town '%1' (board.towns: %2)</source>
        <translation>不明な町「%1」（board.towns：%2）</translation>
    </message>
    <message>
        <source>expected a route [town, town], e.g. [M1, C1]</source>
        <translation>交易路[町, 町]が必要です（例：[M1, C1]）</translation>
    </message>
    <message>
        <source>a route joins two different towns</source>
        <translation>交易路は2つの別の町をつなぎます</translation>
    </message>
    <message>
        <source>the route %1–%2 appears twice</source>
        <translation>交易路%1–%2が2回出てきます</translation>
    </message>
    <message>
        <source>region '%1' appears twice</source>
        <translation>地域「%1」が2回出てきます</translation>
    </message>
    <message>
        <source>unknown icon '%1' (artist_board.icons: %2)</source>
        <translation>不明なアイコン「%1」（artist_board.icons：%2）</translation>
    </message>
    <message>
        <source>unknown region '%1' (board.regions: %2)</source>
        <translation>不明な地域「%1」（board.regions：%2）</translation>
    </message>
    <message>
        <source>expected a list of positions [[x, y], ...]</source>
        <translation>位置のリスト[[x, y], ...]が必要です</translation>
    </message>
    <message>
        <source>the pilgrims cannot start on a coastal town's space</source>
        <translation>巡礼者は港町のマスからは出発できません</translation>
    </message>
    <message>
        <source>both merchants start there, and a coastal town holds one meeple: name a mountain town</source>
        <translation>2人の商人がそこから出発しますが、港町にはコマを1体しか置けません。宿場町を指定してください</translation>
    </message>
    <message>
        <source>%1 boutique tokens for %2 coastal towns: there is one token per coastal town</source>
        <translation>土産物屋トークンが%1個、港町が%2つです。港町ごとにトークンは1個です</translation>
    </message>
    <message>
        <source>more than the hand limit (merchant_board.hand_limit)</source>
        <translation>所持上限（merchant_board.hand_limit）を超えています</translation>
    </message>
    <message>
        <source>would be a slab at once: give fewer than merchant_board.coins_per_slab</source>
        <translation>すぐに小判になってしまいます。merchant_board.coins_per_slab より少なくしてください</translation>
    </message>
    <message>
        <source>at most 255 wares in all</source>
        <translation>商品は合計255個までです</translation>
    </message>
    <message>
        <source>the routes allow more than %1 merchant paths up to the longest merchant die face: use fewer routes or smaller faces</source>
        <translation>商人のダイスの最大の目までに、交易路でたどれる経路が%1通りを超えます。交易路を減らすか、目を小さくしてください</translation>
    </message>
    <message>
        <source>the regions allow more than %1 artist paths up to the longest artist die face: use fewer crossings or smaller faces</source>
        <translation>絵描きのダイスの最大の目までに、地域をたどる経路が%1通りを超えます。地域の境を減らすか、目を小さくしてください</translation>
    </message>
    <message>
        <source>region %1 has an empty paint scope</source>
        <translation>地域%1の描く範囲が空です</translation>
    </message>
    <message>
        <source>expected a primitive name or a map of one primitive to its parameter, e.g. {advance_track: temple}</source>
        <translation>プリミティブの名前か、プリミティブとその引数のマップが必要です（例：{advance_track: temple}）</translation>
    </message>
    <message>
        <source>unknown effect '%1' here; the primitives are: %2</source>
        <translation>ここでは不明な効果「%1」です。使えるプリミティブ：%2</translation>
    </message>
    <message>
        <source>%1 takes no parameter: write it as a bare word</source>
        <translation>%1には引数がありません。単語だけで書いてください</translation>
    </message>
    <message>
        <source>%1 needs a parameter, e.g. {%1: %2}</source>
        <translation>%1には引数が必要です（例：{%1: %2}）</translation>
    </message>
    <message>
        <source>%1 (or %2)</source>
        <translation>%1（または%2）</translation>
    </message>
    <message>
        <source>expected {offset: n, min: m}</source>
        <translation>{offset: n, min: m}が必要です</translation>
    </message>
    <message>
        <source>0 gives the die's own count: no choice</source>
        <translation>0だとダイスの目そのままになり、選べません</translation>
    </message>
    <message>
        <source>at most two pilgrim_steps per side</source>
        <translation>pilgrim_steps は片面につき2つまでです</translation>
    </message>
    <message>
        <source>ware '%1' appears twice</source>
        <translation>商品「%1」が2回出てきます</translation>
    </message>
    <message>
        <source>unknown ware '%1' (wares: %2)</source>
        <translation>不明な商品「%1」（wares：%2）</translation>
    </message>
    <message>
        <source>the board has rows × cols = %1 slots, so it needs that many values; found %2</source>
        <translation>ボードのスロットは rows×cols＝%1なので、同じ数の値が必要ですが、%2個あります</translation>
    </message>
    <message>
        <source>at most %1 slots (rows × cols)</source>
        <translation>スロットは最大%1です（rows×cols）</translation>
    </message>
    <message>
        <source>icon '%1' appears twice</source>
        <translation>アイコン「%1」が2回出てきます</translation>
    </message>
    <message>
        <source>each player's tiles (%1) must fill the board's rows × cols = %2 slots</source>
        <translation>各プレイヤーのタイル（%1）でボードの rows×cols＝%2スロットを埋める必要があります</translation>
    </message>
    <message>
        <source>a second %1 tile; there is at most one per character</source>
        <translation>2枚目の%1のタイルです。キャラクターごとに1枚までです</translation>
    </message>
    <message>
        <source>both sides have the id '%1'</source>
        <translation>両面のIDがどちらも「%1」です</translation>
    </message>
    <message>
        <source>Tokaido Duo is a game for exactly 2 players</source>
        <translation>東海道デュオはちょうど2人用のゲームです</translation>
    </message>
    <message>
        <source>the route %1 runs through region %2: routes are the borders between regions, so split %3 along it (the rules editor offers this) or remove the route</source>
        <translation>交易路%1が地域%2を横切っています。交易路は地域の境界なので、%3をこの交易路で分割するか（ルールエディターで分割できます）、交易路を削除してください</translation>
    </message>
    <message>
        <source>the route %1 runs through region %2: routes are the borders between regions, so a route joins two towns on the border of one region; remove it or draw the regions again</source>
        <translation>交易路%1が地域%2を横切っています。交易路は地域の境界なので、1つの地域の境界上にある2つの町を結ぶものです。交易路を削除するか、地域を描き直してください</translation>
    </message>
    <message>
        <source>the route %1 runs through regions %2: routes are the borders between regions, so a route joins two towns on the border of one region; remove it or draw the regions again</source>
        <translation>交易路%1が複数の地域%2を横切っています。交易路は地域の境界なので、1つの地域の境界上にある2つの町を結ぶものです。交易路を削除するか、地域を描き直してください</translation>
    </message>
    <message>
        <source>the bag holds %1, too few for %2 per player</source>
        <translation>風呂敷には%1しかないので、1人に%2ずつ配れません</translation>
    </message>
    <message numerus="yes">
        <source>%n ware(s)</source>
        <translation>
            <numerusform>商品%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>both rule sets are needed</source>
        <translation>比べる2つのルールが両方とも必要です</translation>
    </message>
    <message>
        <source>the two rule sets are of different games</source>
        <translation>2つのルールが別々のゲームのものです</translation>
    </message>
    <message>
        <source>the first game must be 0 or more</source>
        <translation>最初のゲームの番号は0以上にしてください</translation>
    </message>
    <message>
        <source>%1 is a share of games; write its bounds from 0% to 100% (or 0 to 1)</source>
        <translation>%1はゲームの割合です。範囲は0%〜100%（または0〜1）で書いてください</translation>
    </message>
    <message>
        <source>%1 is not a share of games; write its bounds without %</source>
        <translation>%1はゲームの割合ではありません。範囲は%を付けずに書いてください</translation>
    </message>
    <message>
        <source>the games per value must be 1 or more</source>
        <translation>値ごとのゲーム数は1以上にしてください</translation>
    </message>
    <message>
        <source>a sweep varies one key, or two for a grid</source>
        <translation>値を振るキーは1つ、グリッドなら2つです</translation>
    </message>
    <message>
        <source>the games asked for go beyond the run of %1 games</source>
        <translation>指定したゲームが全%1ゲームの範囲を超えています</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>ゲームがありません</translation>
    </message>
    <message>
        <source>the number of players for %1 is %2 to %3</source>
        <extracomment>%1 is the game's id ("shikoku"), %2 and %3 its fewest and most players</extracomment>
        <translation>%1のプレイヤー数は%2〜%3人です</translation>
    </message>
    <message>
        <source>the number of games must be at least 1</source>
        <translation>ゲーム数は1以上にしてください</translation>
    </message>
    <message>
        <source>games %1 to %2 are not inside the run of %3 games</source>
        <translation>ゲーム%1〜%2は、全%3ゲームの範囲外です</translation>
    </message>
    <message>
        <source>give one agent for every seat, or a single agent for all</source>
        <translation>席ごとにエージェントを指定するか、全員に1つだけ指定してください</translation>
    </message>
    <message>
        <source>the position does not load: %1</source>
        <translation>盤面を読み込めません：%1</translation>
    </message>
    <message>
        <source>the game is over here</source>
        <translation>ここではゲームがすでに終わっています</translation>
    </message>
    <message>
        <source>seat %1 is to move here, not the learner (seat %2): the other seats' moves go in others_play</source>
        <translation>ここで手番なのは席%1で、学ぶ人（席%2）ではありません。ほかの席の手は others_play に書きます</translation>
    </message>
    <message>
        <source>'%1' is not legal here; legal: %2</source>
        <translation>「%1」はここでは選べません。選べる手：%2</translation>
    </message>
    <message>
        <source>after it, the position breaks a rule: %1</source>
        <translation>この手の後、盤面がルールに反します：%1</translation>
    </message>
    <message>
        <source>the learner (seat %1) is to move here: the learner's moves are the steps' expect</source>
        <translation>ここでは学ぶ人（席%1）の手番です。学ぶ人の手は各ステップの expect に書きます</translation>
    </message>
    <message>
        <source>'%1' is not a role the moves name here (%2)</source>
        <translation>「%1」は、ここで手が示す役割ではありません（%2）</translation>
    </message>
    <message>
        <source>%1 is nowhere on the table</source>
        <translation>%1はどこにもありません</translation>
    </message>
    <message>
        <source>'%1' is the move the step expects: nothing to explain</source>
        <translation>「%1」はこのステップで待っている手です。説明は不要です</translation>
    </message>
    <message>
        <source>there is no seat %1 at this table (seats 0 to %2)</source>
        <translation>このゲームに席%1はありません（席は0〜%2）</translation>
    </message>
    <message>
        <source>%1 is not a number of players this game takes (%2 to %3)</source>
        <translation>このゲームは%1人では遊べません（%2〜%3人）</translation>
    </message>
    <message>
        <source>the variant does not merge: %1</source>
        <translation>バリアントを組み合わせられません：%1</translation>
    </message>
    <message>
        <source>no such variant (%1)</source>
        <translation>そのバリアントはありません（%1）</translation>
    </message>
    <message>
        <source>these rules do not build</source>
        <translation>このルールではゲームを組み立てられません</translation>
    </message>
    <message>
        <source>the rules play no seat at this seat and level</source>
        <translation>この席とレベルでは、ルールが受け持つ相手がいません</translation>
    </message>
    <message>
        <source>'%1' is a seat the game's rules play, not an agent</source>
        <extracomment>%1 is the seat's text ("rules", or "automa" in older files)</extracomment>
        <translation>「%1」はゲームのルールが受け持つ席で、エージェントではありません</translation>
    </message>
    <message>
        <source>bad rules seat '%1' (rules or rules:level=N)</source>
        <translation>ルールの席の指定「%1」が正しくありません（rules または rules:level=N）</translation>
    </message>
    <message>
        <source>only one seat can be %1</source>
        <extracomment>%1 is the name of the game's own solo opponent from its data (Tokaido Duo: "Automa"), a name without an article</extracomment>
        <translation>%1にできる席は1つだけです</translation>
    </message>
    <message>
        <source>%1 has no opponent of its own</source>
        <extracomment>%1 is the game's name ("Kokeshi &amp; Samurai"): it has no opponent its rules play</extracomment>
        <translation>%1には固有の対戦相手がいません</translation>
    </message>
    <message>
        <source>%1 has levels 1 to %2</source>
        <extracomment>%1 is the name of the game's own solo opponent from its data (Tokaido Duo: "Automa"), %2 its highest level</extracomment>
        <translation>%1のレベルは1〜%2です</translation>
    </message>
    <message>
        <source>it is seat %1's turn here, not the picture's seat (%2): a picture can ring only the moves of the seat it shows</source>
        <translation>ここで手番なのは席%1で、図の席（席%2）ではありません。図で囲めるのは、その図が示す席の手だけです</translation>
    </message>
    <message>
        <source>no legal move has every part of this ring; legal: %1</source>
        <translation>この囲み（ring）の部分をすべて含む手はありません。選べる手：%1</translation>
    </message>
    <message>
        <source>the game&apos;s table has no part &apos;%1&apos; here; its parts: %2</source>
        <translation>ここでは、ゲームのテーブルに「%1」という部分はありません。部分：%2</translation>
    </message>
    <message>
        <source>there is no picture '%1' (rules/pictures/%1.yaml)</source>
        <translation>図「%1」はありません（rules/pictures/%1.yaml）</translation>
    </message>
    <message>
        <source>the page places other pictures than the English page (%1, in that order)</source>
        <translation>このページの図は、英語のページの図（%1、この順）と違います</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>%1 · %2 %3 (hot spring)</source>
        <extracomment>Move panel: the die being resolved again with the hot spring; %1 player, %2 character, %3 value</extracomment>
        <translation>%1・%2%3（温泉）</translation>
    </message>
    <message>
        <source>%1 · %2 %3</source>
        <extracomment>Move panel: the die being resolved; %1 player, %2 character, %3 value</extracomment>
        <translation>%1・%2%3</translation>
    </message>
    <message>
        <source>%1, goes back</source>
        <extracomment>Accessible name of a ware marked to go back; %1 the ware</extracomment>
        <translation>%1（風呂敷に戻す）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n traveller(s) to paint</source>
        <extracomment>Move panel: the region under the mouse; %1 its name; %n meeples Paint would count there</extracomment>
        <translation>
            <numerusform>%1：描く対象のコマ%n体</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk %n space(s): %1</source>
        <extracomment>Move panel button; %1 the space reached; %n spaces</extracomment>
        <translation>
            <numerusform>%nマス進む：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Put them back</source>
        <extracomment>Move panel button on an overflow: the marked wares go back into the bag</extracomment>
        <translation>風呂敷に戻す</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n more</source>
        <extracomment>Move panel button on an overflow, before enough wares are chosen; %n wares still to choose</extracomment>
        <translation>
            <numerusform>あと%n個選ぶ</numerusform>
        </translation>
    </message>
    <message>
        <source>Sell nothing</source>
        <extracomment>Move panel button: sell nothing</extracomment>
        <translation>何も売らない</translation>
    </message>
    <message numerus="yes">
        <source>Sell %n (+%1)</source>
        <extracomment>Move panel button (short); %1 coins earned; %n wares sold</extracomment>
        <translation>
            <numerusform>%n個売る（+%1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n to paint)</source>
        <extracomment>Move panel button: an artist's route; %1 the regions, %n meeples counted when painting</extracomment>
        <translation>
            <numerusform>%1（描く対象%n体）</numerusform>
        </translation>
    </message>
    <message>
        <source>Another region</source>
        <extracomment>Move panel button: back to the choice of the region</extracomment>
        <translation>別の地域を選ぶ</translation>
    </message>
    <message numerus="yes">
        <source>Paint: %n painting(s) face up</source>
        <extracomment>Move panel button; %n paintings turned face up</extracomment>
        <translation>
            <numerusform>絵を描く：絵画タイル%n枚を表にする</numerusform>
        </translation>
    </message>
    <message>
        <source>Give away the painting: %1</source>
        <extracomment>Move panel button; %1 the painting's subject</extracomment>
        <translation>絵画を寄贈する：%1</translation>
    </message>
    <message>
        <source>%1 (%2), from %3</source>
        <extracomment>Move panel button; %1 tile name, %2 character, %3 the player who has it</extracomment>
        <translation>%1（%2）：%3から奪う</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Move panel button; %1 tile name, %2 character</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Use the hot spring</source>
        <extracomment>Move panel button: spend the hot spring token</extracomment>
        <translation>温泉トークンを使う</translation>
    </message>
    <message>
        <source>Keep the token</source>
        <extracomment>Move panel button: keep the hot spring token</extracomment>
        <translation>トークンを取っておく</translation>
    </message>
    <message>
        <source>Your wave tile gives a choice: click one of the lit spaces, or a button.</source>
        <extracomment>Move panel prompt: the pilgrim wave tile gives two counts</extracomment>
        <translation>波タイルの効果で進み方を選べます。光っているマスかボタンをクリックしてください。</translation>
    </message>
    <message>
        <source>Click a lit town. Mountain towns draw wares from the bag; coastal towns buy one kind of ware.</source>
        <extracomment>Move panel prompt</extracomment>
        <translation>光っている町をクリックしてください。宿場町では風呂敷から商品を引き、港町では1種類の商品を売ることができます。</translation>
    </message>
    <message>
        <source>Every region you pass counts when you paint. Choose the route to %1.</source>
        <extracomment>Move panel prompt (Inspired: the regions passed count for painting); %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>通ったすべての地域が、絵を描くときに数えられます。%1までの道順を選んでください。</translation>
    </message>
    <message>
        <source>Click a lit region (the shortest route is taken).</source>
        <extracomment>Move panel prompt</extracomment>
        <translation>光っている地域をクリックしてください（最短の道順で移動します）。</translation>
    </message>
    <message>
        <source>Paint turns face-down paintings face up; a gift removes your first face-up painting if it shows this region's subject.</source>
        <extracomment>Move panel prompt</extracomment>
        <translation>絵を描くと、裏向きの絵画タイルを表にします。寄贈すると、最初の表向きの絵画タイルがこの地域の題材と同じ場合に、そのタイルを取り除きます。</translation>
    </message>
    <message>
        <source>Take one wave tile; it stays on the matching character board.</source>
        <extracomment>Move panel prompt on a seashore</extracomment>
        <translation>波タイルを1枚受け取ってください。対応するキャラクターの旅人ボードに置かれます。</translation>
    </message>
    <message>
        <source>Spend the token to move the same character by the same value again, or keep it.</source>
        <extracomment>Move panel prompt; the hot spring token (温泉)</extracomment>
        <translation>トークンを使って同じキャラクターを同じ目でもう一度動かすか、トークンを取っておいてください。</translation>
    </message>
    <message numerus="yes">
        <source>You may keep %n ware(s). Click the wares that go back into the bag.</source>
        <extracomment>Move panel prompt on an overflow; %n the hand limit</extracomment>
        <translation>
            <numerusform>商品は%n個まで持てます。風呂敷に戻す商品をクリックしてください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the %1</source>
        <extracomment>Keyboard and screen reader: unmark a ware that was to go back into the bag; %1 the ware</extracomment>
        <translation>%1を手元に残す</translation>
    </message>
    <message>
        <source>Put the %1 back</source>
        <extracomment>Keyboard and screen reader: mark a ware to go back into the bag; %1 the ware</extracomment>
        <translation>%1を風呂敷に戻す</translation>
    </message>
    <message>
        <source>Click a die (or go to it with the arrow keys and press Enter): that character moves by its value.</source>
        <extracomment>Move panel prompt in the dice draft</extracomment>
        <translation>ダイスをクリックしてください（矢印キーで選んでEnterキーを押しても選べます）。そのキャラクターが出た目の数だけ進みます。</translation>
    </message>
    <message>
        <source>Nothing to paint here: end the artist's turn</source>
        <extracomment>Move panel button when the artist has nobody to paint where it stands: the turn ends with nothing done</extracomment>
        <translation>描く対象がいないので、絵描きの手番を終える</translation>
    </message>
    <message numerus="yes">
        <source>Sell %n %1 (%2)</source>
        <extracomment>Move panel button; %1 the ware, %2 the coins earned ("+6 coins", the message "+%n coin(s)"); %n wares sold</extracomment>
        <translation>
            <numerusform>%1を%n個売る（%2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n coin(s)</source>
        <extracomment>Move panel button, the coins a sale earns; %n coins</extracomment>
        <translation>
            <numerusform>+銅銭%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>, then </source>
        <extracomment>Screen reader: between two regions of an artist's route ("Dōgo, then Mount Ishizuchi"); mind the spaces</extracomment>
        <translation>、次に</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Round %1 · %2 picks first</source>
        <extracomment>Dice tray heading; %1 the round, %2 the player who picks first this round</extracomment>
        <translation>第%1ラウンド・先に選ぶのは%2</translation>
    </message>
    <message>
        <source>%1 die: %2, taken by %3</source>
        <extracomment>Accessible name of a die taken in the draft; %1 character, %2 value, %3 the player who took it</extracomment>
        <translation>%1のダイス：%2（%3が選択）</translation>
    </message>
    <message>
        <source>%1 die: %2</source>
        <extracomment>Accessible name of a die; %1 character, %2 value</extracomment>
        <translation>%1のダイス：%2</translation>
    </message>
    <message>
        <source>On the board</source>
        <extracomment>The hot spring token is on the board (short)</extracomment>
        <translation>ボード上</translation>
    </message>
    <message>
        <source>Dice tray</source>
        <extracomment>Accessible name of the dice tray (the round's three dice)</extracomment>
        <translation>ダイストレイ</translation>
    </message>
</context>
<context>
    <name>DictTable</name>
    <message>
        <source>How often: %1</source>
        <extracomment>Rules editor: under a table of numbers by key, how often each number comes; %1 is e.g. "1 ×4 · 2 ×6"</extracomment>
        <translation>出現数：%1</translation>
    </message>
</context>
<context>
    <name>EditBubble</name>
    <message>
        <source>Close</source>
        <extracomment>Closes the small editing card over the board preview</extracomment>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>EditorPage</name>
    <message>
        <source>%1 — %2</source>
        <extracomment>Rules editor subtitle; %1 the variant's name, %2 its file name (the dash as your language writes it: hu &quot; – &quot;)</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>‹ Close</source>
        <extracomment>Rules editor: leaves the editor (asks first when there is unsaved work)</extracomment>
        <translation>‹ 閉じる</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <extracomment>Rules editor title; %1 is the game's name</extracomment>
        <translation>%1のルール</translation>
    </message>
    <message>
        <source>New variant</source>
        <extracomment>Rules editor subtitle when the document is a new variant without a name yet</extracomment>
        <translation>新しいバリアント</translation>
    </message>
    <message>
        <source>%1 (shipped with Kotatsu: save it as your own variant)</source>
        <extracomment>Rules editor subtitle; %1 is the variant's name: the variant ships with Kotatsu, so it is saved under another id</extracomment>
        <translation>%1（Kotatsu付属：自分のバリアントとして保存してください）</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <extracomment>Rules editor tooltip of the undo button; %1 is what would be undone</extracomment>
        <translation>元に戻す：%1</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>元に戻す操作はありません</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <extracomment>Rules editor tooltip of the redo button; %1 is what would be done again</extracomment>
        <translation>やり直す：%1</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>やり直す操作はありません</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Rules editor: saves the variant (a shipped one asks for a new id first)</extracomment>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save as…</source>
        <extracomment>Rules editor: saves the variant under a new id and name</extracomment>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <source>Play this variant</source>
        <extracomment>Rules editor: starts a game with the rules being edited</extracomment>
        <translation>このバリアントで遊ぶ</translation>
    </message>
    <message>
        <source>Wait for the check to finish.</source>
        <extracomment>Rules editor: tooltip of the disabled Play button while the check runs</extracomment>
        <translation>チェックが終わるまでお待ちください。</translation>
    </message>
    <message numerus="yes">
        <source>Fix the %n error(s) first: a variant with errors cannot be played.</source>
        <extracomment>Rules editor: tooltip of the disabled Play button; %n is the number of errors</extracomment>
        <translation>
            <numerusform>先に%n件のエラーを直してください。エラーのあるバリアントでは遊べません。</numerusform>
        </translation>
    </message>
    <message>
        <source>The text does not read as a variant yet.</source>
        <extracomment>Rules editor: tooltip of the disabled Play button when the text does not read</extracomment>
        <translation>テキストはまだバリアントとして読めません。</translation>
    </message>
    <message>
        <source>Text</source>
        <extracomment>Rules editor: tab with the variant's YAML text</extracomment>
        <translation>テキスト</translation>
    </message>
    <message numerus="yes">
        <source>Changes (%n)</source>
        <extracomment>Rules editor: tab listing what the variant changes; %n is how many changes</extracomment>
        <translation>
            <numerusform>変更（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <extracomment>Title of the dialog before closing the rules editor with unsaved changes</extracomment>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>The variant has changes that are not saved. Save them before closing?</source>
        <extracomment>Dialog before closing the rules editor with unsaved changes</extracomment>
        <translation>バリアントに未保存の変更があります。閉じる前に保存しますか？</translation>
    </message>
    <message>
        <source>Save and close</source>
        <extracomment>Dialog button: save the variant, then close the editor</extracomment>
        <translation>保存して閉じる</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Dialog button: close the editor and lose the unsaved changes</extracomment>
        <translation>破棄</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Dialog button: close the dialog without doing anything</extracomment>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <extracomment>Title of the dialog offering the work the editor kept before it was stopped</extracomment>
        <translation>未保存の作業を復元しますか？</translation>
    </message>
    <message>
        <source>Recover</source>
        <extracomment>Dialog button: take back the autosaved changes</extracomment>
        <translation>復元</translation>
    </message>
    <message>
        <source>Recover your changes to “%1” (%2), autosaved %3?</source>
        <extracomment>Rules editor, recovery prompt; %1 is the variant's name, %2 the game's, %3 when it was autosaved ("today at 14:32")</extracomment>
        <translation>「%1」（%2）への変更を復元しますか？（%3に自動保存）</translation>
    </message>
    <message>
        <source>It is a new variant, not saved in a file yet.</source>
        <extracomment>Rules editor, recovery prompt: the autosaved variant was never saved in a file</extracomment>
        <translation>まだファイルに保存していない新しいバリアントです。</translation>
    </message>
    <message>
        <source>The changes are to %1, which ships with Kotatsu: save them as your own variant.</source>
        <extracomment>Rules editor, recovery prompt; %1 is a file name: the changes were made to a variant shipped with Kotatsu</extracomment>
        <translation>変更したのはKotatsu付属の「%1」です。自分のバリアントとして保存してください。</translation>
    </message>
    <message>
        <source>%1 keeps the version saved before them; Undo goes back to it.</source>
        <extracomment>Rules editor, recovery prompt; %1 is a file name: undo goes back to what the file holds</extracomment>
        <translation>「%1」にはこの変更より前に保存した版が残っています。「元に戻す」でその版に戻れます。</translation>
    </message>
    <message numerus="yes">
        <source>%n more autosaved document(s) of this game will be offered after this one.</source>
        <extracomment>Rules editor, recovery prompt: more autosaved documents of this game are waiting; %n how many</extracomment>
        <translation>
            <numerusform>このあと、このゲームの自動保存された文書をあと%n件お見せします。</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard…</source>
        <extracomment>Dialog button: asks to confirm before the autosaved changes are deleted</extracomment>
        <translation>破棄…</translation>
    </message>
    <message>
        <source>Not now</source>
        <extracomment>Dialog button: leaves the autosaved changes for later (offered again next time)</extracomment>
        <translation>後で</translation>
    </message>
    <message>
        <source>Delete these changes?</source>
        <extracomment>Title of the dialog confirming that autosaved changes are deleted</extracomment>
        <translation>この変更を削除しますか？</translation>
    </message>
    <message>
        <source>Your changes to “%1” (%2), autosaved %3, will be deleted and cannot be recovered. Files you saved stay as they are.</source>
        <extracomment>Rules editor, confirming a discard; %1 is the variant's name, %2 the game's, %3 when it was autosaved ("today at 14:32")</extracomment>
        <translation>「%1」（%2）への変更（%3に自動保存）は削除され、復元できなくなります。保存したファイルはそのまま残ります。</translation>
    </message>
    <message>
        <source>Delete the changes</source>
        <extracomment>Dialog button: deletes the autosaved changes for good</extracomment>
        <translation>変更を削除</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Dialog button: back to the recovery prompt without deleting anything</extracomment>
        <translation>戻る</translation>
    </message>
</context>
<context>
    <name>EditorRecovery</name>
    <message>
        <source>today at %1</source>
        <extracomment>When the rules editor autosaved unsaved changes, inside "Recover your changes to “X” (Game), autosaved %3?"; %1 is a time</extracomment>
        <translation>今日の%1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <extracomment>As "today at %1", the day before; %1 is a time</extracomment>
        <translation>昨日の%1</translation>
    </message>
    <message>
        <source>on %1 at %2</source>
        <extracomment>As "today at %1", an earlier day; %1 is a date, %2 a time</extracomment>
        <translation>%1の%2</translation>
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
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <extracomment>End screen button: close the end screen and look at the final position</extracomment>
        <translation>盤面を見る</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <extracomment>End screen button</extracomment>
        <translation>ゲーム一覧に戻る</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>End screen: one of the game's figures and its value ("Rounds: 11")</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) in all</source>
        <extracomment>End screen: how many moves the game had (everybody's, from the first)</extracomment>
        <translation>
            <numerusform>全%n手</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>End screen button: step through the game's moves from the start</extracomment>
        <translation>再生</translation>
    </message>
</context>
<context>
    <name>EndStandings</name>
    <message>
        <source>1st</source>
        <extracomment>End screen: a place in the standings ("You finished 1st of 3")</extracomment>
        <translation>1位</translation>
    </message>
    <message>
        <source>2nd</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>2位</translation>
    </message>
    <message>
        <source>3rd</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>3位</translation>
    </message>
    <message>
        <source>4th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>4位</translation>
    </message>
    <message>
        <source>5th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>5位</translation>
    </message>
    <message>
        <source>6th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>6位</translation>
    </message>
    <message>
        <source>7th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>7位</translation>
    </message>
    <message>
        <source>8th</source>
        <extracomment>End screen: a place in the standings</extracomment>
        <translation>8位</translation>
    </message>
    <message numerus="yes">
        <source>%n other player(s)</source>
        <extracomment>End screen: the players sharing a place, when there are more than two of them</extracomment>
        <translation>
            <numerusform>ほか%n人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %1 of %n</source>
        <extracomment>End screen, one person against the computer: their place; %1 is the place ("2nd"), %n the number of players</extracomment>
        <translation>
            <numerusform>%n人中%1でした</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %1 of %n, level with %2</source>
        <extracomment>End screen: the person's place, shared; %1 is the place ("1st"), %2 who shares it ("Computer 2", "3 other players"), %n the number of players</extracomment>
        <translation>
            <numerusform>%n人中%1でした（%2と同順位）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 finished %2 of %n</source>
        <extracomment>End screen, several people at the screen: one person's place; %1 is the name, %2 the place ("2nd"), %n the number of players</extracomment>
        <translation>
            <numerusform>%1は%n人中%2でした</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 finished %2 of %n, level with %3</source>
        <extracomment>End screen, several people at the screen: one person's shared place; %1 is the name, %2 the place, %3 who shares it, %n the number of players</extracomment>
        <translation>
            <numerusform>%1は%n人中%2でした（%3と同順位）</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>End screen table: the column of each player's score</extracomment>
        <translation>得点</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>End screen table: the column of places (1st, 2nd…)</extracomment>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>End screen table: the column of player names</extracomment>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>End screen table: the name of the person at the screen, marked as theirs; %1 is the name</extracomment>
        <translation>%1（あなた）</translation>
    </message>
</context>
<context>
    <name>ErrorList</name>
    <message>
        <source>Checking…</source>
        <extracomment>Rules editor status line while the variant is being checked</extracomment>
        <translation>チェック中…</translation>
    </message>
    <message>
        <source>No errors — ready to play</source>
        <extracomment>Rules editor status line when the variant has no errors</extracomment>
        <translation>エラーはありません。このまま遊べます</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <extracomment>Rules editor status line; %n is the number of errors in the variant</extracomment>
        <translation>
            <numerusform>%n件のエラー</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved as a draft: a variant with errors cannot be played</source>
        <extracomment>Rules editor status line: what saving a variant with errors does</extracomment>
        <translation>下書きとして保存されます：エラーのあるバリアントでは遊べません</translation>
    </message>
    <message>
        <source>Compare with the base game</source>
        <extracomment>Rules editor: opens the variant lab on the rules being edited against the game's standard rules</extracomment>
        <translation>基本ルールと比較</translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <source>One less</source>
        <extracomment>Rules editor: button that lowers a whole-number field by one</extracomment>
        <translation>1減らす</translation>
    </message>
    <message>
        <source>One more</source>
        <extracomment>Rules editor: button that raises a whole-number field by one</extracomment>
        <translation>1増やす</translation>
    </message>
</context>
<context>
    <name>FiguresTable</name>
    <message>
        <source>Figure</source>
        <extracomment>Variant lab, figures table heading: the figure's name</extracomment>
        <translation>項目</translation>
    </message>
    <message>
        <source>Difference</source>
        <extracomment>Variant lab, figures table heading: the variant's value minus the base's, paired by seed</extracomment>
        <translation>差</translation>
    </message>
    <message>
        <source>The first figures come after the first games…</source>
        <extracomment>Variant lab, figures table while the first games run</extracomment>
        <translation>最初のゲームが終わると数値が表示されます…</translation>
    </message>
    <message>
        <source>Choose the seats and the number of games, then Run. Both rule sets play the same seeds, so every difference is measured game by game.</source>
        <extracomment>Variant lab, figures table before any run</extracomment>
        <translation>席ごとの担当とゲーム数を選んで「実行」を押してください。両方のルールが同じシードで対戦するので、差はゲームごとに測られます。</translation>
    </message>
    <message numerus="yes">
        <source>The verdicts come once all %Ln game(s) are played: a difference that looks real half-way can still vanish.</source>
        <extracomment>Variant lab, above the figures while a comparison runs; %n the games planned on each side</extracomment>
        <translation>
            <numerusform>判定は%Lnゲームすべてが終わってから表示します。途中で差があるように見えても、最後には消えることがあります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No verdicts: the run stopped after %1 of %Ln game(s), and stopping early can catch a lucky moment. The intervals describe the games played.</source>
        <extracomment>Variant lab, above the figures of a cancelled comparison; %1 the games played on each side, %n the games planned</extracomment>
        <translation>
            <numerusform>判定はありません。%Lnゲーム中%1ゲームで中止したためです。早く止めると、たまたま差が出た瞬間をとらえてしまうことがあります。区間は実際に行ったゲームの集計です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Margin ±</source>
        <extracomment>Variant lab, figures table: label of the field holding the smallest difference that matters for this figure (its margin)</extracomment>
        <translation>許容差 ±</translation>
    </message>
    <message>
        <source>The smallest difference that matters for this figure, in its unit (a share in percentage points); 5% is a share of the standard value. Empty: the default.</source>
        <extracomment>Variant lab, tooltip of a figure&apos;s margin field: what it is and how to write it</extracomment>
        <translation>この項目で意味があるとみなす最小の差です。項目の単位で入力します（割合はポイント）。5%と書くと基本ルールの値に対する割合になります。空欄にすると既定値に戻ります。</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <source>File name</source>
        <extracomment>Label of the file name field in the file dialog (Qt's own dialog)</extracomment>
        <translation>ファイル名</translation>
    </message>
    <message>
        <source>Filter</source>
        <extracomment>Label of the file type chooser in the file dialog (Qt's own dialog)</extracomment>
        <translation>種類</translation>
    </message>
</context>
<context>
    <name>FormBlock</name>
    <message>
        <source>Add a value</source>
        <extracomment>Rules editor: adds a value at the end of a list of values</extracomment>
        <translation>値を追加</translation>
    </message>
    <message>
        <source>Remove the last value</source>
        <extracomment>Rules editor: removes the last value of a list of values</extracomment>
        <translation>最後の値を削除</translation>
    </message>
    <message>
        <source>Earlier in the list</source>
        <extracomment>Rules editor: moves a word one place earlier in an ordered list (a priority list)</extracomment>
        <translation>リストで前へ</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>‹ Games</source>
        <extracomment>Leaves the game for the launcher</extracomment>
        <translation>‹ ゲーム一覧</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Takes back your last move</extracomment>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Plays again a move you took back</extracomment>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>Opens the game menu</extracomment>
        <translation>メニュー</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>Game menu: same players, new shuffle</extracomment>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <extracomment>Game menu</extracomment>
        <translation>保存データを開く…</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Game menu: opens the rules</extracomment>
        <translation>遊び方</translation>
    </message>
    <message>
        <source>This build of Kotatsu has no table for this game yet.</source>
        <extracomment>Shown when a game from data/ has no table view in this build</extracomment>
        <translation>このバージョンのKotatsuには、このゲームの画面がまだありません。</translation>
    </message>
    <message>
        <source>Save game</source>
        <extracomment>Game menu: saves into the list of saved games</extracomment>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Game saved</source>
        <extracomment>Shown for a moment after saving</extracomment>
        <translation>ゲームを保存しました</translation>
    </message>
    <message>
        <source>Edit these rules…</source>
        <extracomment>Game menu: opens the rules editor on the rules of this game (leaves the game)</extracomment>
        <translation>このルールを編集…</translation>
    </message>
    <message>
        <source>Move the focus among the moves you can make</source>
        <extracomment>Keys list in the rules drawer: arrow keys on the table</extracomment>
        <translation>選べる手のあいだでフォーカスを動かす</translation>
    </message>
    <message>
        <source>Enter</source>
        <extracomment>Keys list: Enter plays the move with the focus</extracomment>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>スペース</translation>
    </message>
    <message>
        <source>Play the move with the focus (or choose that part of it)</source>
        <translation>フォーカスのある手を選ぶ（またはその部分を選ぶ）</translation>
    </message>
    <message>
        <source>Esc</source>
        <extracomment>Keys list: Escape steps back</extracomment>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Step back from a move begun</source>
        <translation>途中まで選んだ手を1つ戻す</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <extracomment>Game menu: step through the moves played so far</extracomment>
        <translation>ゲームを再生</translation>
    </message>
    <message>
        <source>Full screen</source>
        <extracomment>Game menu: the window fills the screen (or back)</extracomment>
        <translation>全画面</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message numerus="yes">
        <source>Takes back your last move and the computer's %n move(s) after it</source>
        <extracomment>Undo button tooltip when the computer has answered; %n is how many of its moves go too</extracomment>
        <translation>
            <numerusform>自分の最後の手と、その後のコンピューターの%n手を取り消します</numerusform>
        </translation>
    </message>
    <message>
        <source>Takes back your last move</source>
        <extracomment>Undo button tooltip</extracomment>
        <translation>自分の最後の手を取り消します</translation>
    </message>
    <message>
        <source>Settings…</source>
        <extracomment>Game menu: opens the settings page</extracomment>
        <translation>設定…</translation>
    </message>
    <message>
        <source>The game on the table is kept: Resume on the game list goes on with it until you start another one. Save it to keep it in your saved games as well.</source>
        <extracomment>Dialog before opening another saved game while a game is under way
----------
Dialog before going back to the game list while a game is under way</extracomment>
        <translation>進行中のゲームは保持されます。別のゲームを始めるまでは、ゲーム一覧の「続きから」で再開できます。保存しておけば、保存データの一覧にも残ります。</translation>
    </message>
    <message>
        <source>Editing the rules leaves the game on the table. It is kept: Resume on the game list goes on with it until you start another one.</source>
        <extracomment>Dialog before opening the rules editor while a game is under way</extracomment>
        <translation>ルールを編集すると、進行中のゲームから離れます。ゲームは保持され、別のゲームを始めるまではゲーム一覧の「続きから」で再開できます。</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <extracomment>Dialog button: open the list of saved games (the game on the table is kept for Resume)</extracomment>
        <translation>保存データを開く</translation>
    </message>
    <message>
        <source>Edit the rules</source>
        <extracomment>Dialog button: open the rules editor (the game on the table is kept for Resume)</extracomment>
        <translation>ルールを編集</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <extracomment>Dialog button: go back to the game list (the game on the table is kept for Resume)</extracomment>
        <translation>ゲーム一覧へ戻る</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>Game menu: asks the strong computer which move to make</extracomment>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <extracomment>Status line in the replay: whose turn it was in the position shown; %1 a player's name</extracomment>
        <translation>%1の手番</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <extracomment>Status line in the replay of a game without rounds; %1 the position shown: whose turn it was, or how the game ended (after the colon, in lower case unless it starts with a name)</extracomment>
        <translation>再生：%1</translation>
    </message>
    <message>
        <source>Replay: %1 · %2</source>
        <extracomment>Status line in the replay; %1 the round of the position shown (the move log's "Round 3", lower case here in es and fr: "ronda 3", "manche 3"), %2 whose turn it was ("Blue to move") or how the game ended; fr « Revoir : manche 3, au tour de Bleu »</extracomment>
        <translation>再生：%1・%2</translation>
    </message>
    <message>
        <source>Zoom the table in or out</source>
        <extracomment>Keys list: the zoom keys (Ctrl + / Ctrl −)</extracomment>
        <translation>テーブルの拡大・縮小</translation>
    </message>
    <message>
        <source>Automatic zoom</source>
        <extracomment>Game menu: the table's zoom follows the window (a check mark when on)</extracomment>
        <translation>自動ズーム</translation>
    </message>
    <message>
        <source>Zoom in (now %1)</source>
        <extracomment>Game menu: the table larger; %1 is the zoom now ("120 %")</extracomment>
        <translation>拡大（現在%1）</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <extracomment>Game menu: the table smaller</extracomment>
        <translation>縮小</translation>
    </message>
    <message>
        <source>The connection to the table dropped; joining again…</source>
        <extracomment>Status line at a network table when the connection to the host dropped; the app connects again by itself</extracomment>
        <translation>テーブルとの接続が切れました。もう一度参加しています…</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <extracomment>At a table this app hosts for people on other computers: copies the invitation to send them</extracomment>
        <translation>招待をコピー</translation>
    </message>
    <message>
        <source>Send this to the people you invite: %1</source>
        <extracomment>Tooltip of "Copy the invitation"; %1 is the invitation&apos;s link (kotatsu://…)</extracomment>
        <translation>招待する人にこれを送ってください：%1</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The variant file “%1” of this saved game cannot be used: %2</source>
        <extracomment>Error when opening a saved game; %1 is the path of a variant file, %2 the first problem found in it</extracomment>
        <translation>この保存データのバリアントファイル「%1」は使えません：%2</translation>
    </message>
    <message>
        <source>The saved game was played with the variant file “%1”, which is missing.</source>
        <extracomment>Error when opening a saved game played with a variant file; %1 is its path</extracomment>
        <translation>この保存データはバリアントファイル「%1」を使っていますが、そのファイルが見つかりません。</translation>
    </message>
    <message>
        <source>The game “%1” is not available.</source>
        <extracomment>Error when starting a game; %1 is a game id</extracomment>
        <translation>ゲーム「%1」は利用できません。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <extracomment>Error when a move is sent out of turn</extracomment>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <extracomment>Error when a move breaks the rules</extracomment>
        <translation>その手は今は選べません。</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <extracomment>Error when saving without a game</extracomment>
        <translation>保存するゲームがありません。</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>Error when saving; %1 is the system's reason</extracomment>
        <translation>ゲームを保存できませんでした：%1</translation>
    </message>
    <message>
        <source>The saved game could not be opened: %1</source>
        <extracomment>Error when opening a saved game; %1 is the reason</extracomment>
        <translation>保存データを開けませんでした：%1</translation>
    </message>
    <message>
        <source>The saved game needs “%1”, which is not available.</source>
        <extracomment>Error when opening a saved game; %1 is a game or game/variant id</extracomment>
        <translation>この保存データには「%1」が必要ですが、利用できません。</translation>
    </message>
    <message>
        <source>The saved game has a number of players this game does not allow.</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>この保存データのプレイ人数では、このゲームは遊べません。</translation>
    </message>
    <message numerus="yes">
        <source>%1 is played by exactly %n player(s).</source>
        <extracomment>Error when starting a game; %1 is the game, %n its number of players</extracomment>
        <translation>
            <numerusform>%1は%n人専用のゲームです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is played by %2 to %n player(s).</source>
        <extracomment>Error when starting a game; %1 is the game, %2 and %n the player range (fewest, most)</extracomment>
        <translation>
            <numerusform>%1のプレイ人数は%2〜%n人です。</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer chose a move that is not allowed; it plays another one.</source>
        <extracomment>Internal error shown to the player; the game goes on with another move</extracomment>
        <translation>コンピューターが認められていない手を選んだため、別の手を選び直します。</translation>
    </message>
    <message>
        <source>The saved game does not match the rules: its move %1 is not allowed.</source>
        <extracomment>Error when opening a saved game; %1 is the number of the first move that does not fit</extracomment>
        <translation>保存データがルールと合いません：%1手目は認められない手です。</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <extracomment>Error when Resume finds no game left unfinished</extracomment>
        <translation>再開できる途中のゲームはありません。</translation>
    </message>
    <message>
        <source>A seat is neither a person, a computer player nor the game's own opponent.</source>
        <extracomment>Error when starting a game with a malformed seat; the game's own opponent is a seat the rules play (Tokaido Duo's Automa)</extracomment>
        <translation>人間でもコンピューターでもゲーム固有の相手でもない席があります。</translation>
    </message>
    <message>
        <source>Only one seat can be %1.</source>
        <extracomment>Error when starting a solo game: two seats were set to the game's own opponent; %1 its name from the game's data (Tokaido Duo: "Automa"), a name without an article</extracomment>
        <translation>%1にできる席は1つだけです。</translation>
    </message>
    <message>
        <source>%1 has no opponent of its own to play against.</source>
        <extracomment>Error when starting a game; %1 is the game. It has no opponent the rules play (as Tokaido Duo's Automa), so it cannot be played solo</extracomment>
        <translation>%1には対戦できる固有の相手がいません。</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no level %2: it has %n level(s).</source>
        <extracomment>Error when starting a solo game; %1 is the name of the game's own opponent from its data (Tokaido Duo: "Automa", a name without an article), %2 the level asked for, %n how many levels it has</extracomment>
        <translation>
            <numerusform>%1にレベル%2はありません（レベルは%n段階です）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson “%1” is not available.</source>
        <extracomment>Error when starting a lesson ("Learn to play"); %1 is the lesson's id</extracomment>
        <translation>レッスン「%1」は利用できません。</translation>
    </message>
    <message>
        <source>The lesson “%1” cannot be played with these rules.</source>
        <extracomment>Error when starting a lesson ("Learn to play"); %1 is the lesson's id</extracomment>
        <translation>レッスン「%1」はこのルールでは遊べません。</translation>
    </message>
    <message>
        <source>That is a move of the game, but not the one this lesson is about. Look at what is ringed.</source>
        <extracomment>A lesson ("Learn to play"): the learner made a move the lesson has no word for</extracomment>
        <translation>ルール上は選べる手ですが、このレッスンで学ぶ手ではありません。丸で囲まれたところを見てください。</translation>
    </message>
    <message>
        <source>The rules do not allow that move here.</source>
        <extracomment>A lesson ("Learn to play"): the learner's move breaks the rules</extracomment>
        <translation>ルール上、ここではその手は選べません。</translation>
    </message>
    <message>
        <source>The picture “%1” is not available.</source>
        <extracomment>Error when a picture of the rules page cannot be drawn; %1 is the picture&apos;s id</extracomment>
        <translation>図「%1」は表示できません。</translation>
    </message>
    <message>
        <source>The move could not be sent: the connection to the table is down.</source>
        <extracomment>Error when a move cannot be sent to the table another computer holds</extracomment>
        <translation>手を送れませんでした。テーブルとの接続が切れています。</translation>
    </message>
    <message>
        <source>This is not an invitation: paste the line or the kotatsu:// link the host gave you.</source>
        <extracomment>Error when joining a table on another computer: the pasted text is no invitation</extracomment>
        <translation>招待ではありません。ホストから受け取った行か、kotatsu://で始まるリンクを貼り付けてください。</translation>
    </message>
    <message>
        <source>The table refused the move (%1).</source>
        <extracomment>Error when the host of a network table refused a move; %1 is the protocol's reason (a code such as stale_ply)</extracomment>
        <translation>テーブルがこの手を受け付けませんでした（%1）。</translation>
    </message>
    <message>
        <source>The network game “%1” cannot be read: %2</source>
        <extracomment>Error when a saved network game cannot be opened; %1 the file, %2 the reason (in English, from the file's reader)</extracomment>
        <translation>ネットワーク対戦の保存データ「%1」を読み込めません：%2</translation>
    </message>
    <message>
        <source>No table answered at %1. Is the host's app or server running, and the address right?</source>
        <extracomment>Joining a network table failed; %1 is the host's address and port (192.168.1.5:7070)</extracomment>
        <translation>%1でテーブルが応答しません。ホストのアプリかサーバーが動いているか、アドレスが正しいかを確かめてください。</translation>
    </message>
    <message>
        <source>The table did not accept the invitation's code. Ask the host for a new invitation.</source>
        <extracomment>Joining a network table failed: the invitation's code is not the table's</extracomment>
        <translation>テーブルが招待のコードを受け付けませんでした。ホストに新しい招待をもらってください。</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <extracomment>Joining a network table failed: every seat for players on other computers is taken</extracomment>
        <translation>このテーブルの席はすべて埋まっています。</translation>
    </message>
    <message>
        <source>The table no longer keeps your seat.</source>
        <extracomment>Coming back to a network table failed: the host no longer keeps this player's seat</extracomment>
        <translation>このテーブルにはもうあなたの席がありません。</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window.</source>
        <extracomment>A network table: the player's seat was taken back on another window or computer</extracomment>
        <translation>あなたの席は別のウィンドウで取り戻されました。</translation>
    </message>
    <message>
        <source>The table refused to seat you (%1).</source>
        <extracomment>Joining a network table failed; %1 is the protocol's reason (a code such as bad_message)</extracomment>
        <translation>テーブルが着席を受け付けませんでした（%1）。</translation>
    </message>
    <message>
        <source>The table plays “%1”, which this computer does not have.</source>
        <extracomment>Joining a network table failed: this computer does not have the host's game or variant; %1 is the game's id</extracomment>
        <translation>このテーブルのゲーム「%1」は、このコンピューターにはありません。</translation>
    </message>
    <message>
        <source>The table could not be hosted: %1</source>
        <extracomment>Error when the launcher cannot host a table for people on other computers; %1 says why (in English, from the network layer)</extracomment>
        <translation>テーブルをホストできませんでした：%1</translation>
    </message>
    <message>
        <source>There is no unfinished network table of yours to reopen.</source>
        <extracomment>Error on the launcher: the network table this app hosted cannot be opened again (its save is gone, or its game is over)</extracomment>
        <translation>再開できる、ゲームの途中のテーブルはありません。</translation>
    </message>
    <message>
        <source>Your network table could not be reopened: %1</source>
        <extracomment>Error on the launcher when the network table this app hosted cannot be opened again; %1 says why (in English, from the network layer)</extracomment>
        <translation>ホストを再開できませんでした：%1</translation>
    </message>
    <message>
        <source>Your network table could not be reopened: port %1 cannot be used (%2)</source>
        <extracomment>Error on the launcher when the network table this app hosted cannot be opened again because its port (%1, a number: the others' invitations name it) cannot be used, e.g. another program took it; %2 says why (in English, from the network layer)</extracomment>
        <translation>ホストを再開できませんでした：ポート%1を使えません（%2）</translation>
    </message>
    <message>
        <source>Choose the certificate and its key file, or let Kotatsu make a certificate.</source>
        <extracomment>Error when hosting a network table with TLS and the person&apos;s own certificate, but the certificate file or its key file was not chosen</extracomment>
        <translation>証明書と鍵のファイルを選ぶか、Kotatsuが作る証明書にしてください。</translation>
    </message>
    <message>
        <source>The computer at %1 is not the host that invited you: its certificate is not the invitation&apos;s. Neither the code nor your seat&apos;s token was sent to it. Ask the host for the invitation again.</source>
        <extracomment>Joining a network table over TLS failed: the host&apos;s certificate is not the one whose fingerprint the invitation carries (someone may be between the two computers); %1 is the host&apos;s address and port</extracomment>
        <translation>%1のコンピューターは、あなたを招待したホストではありません。証明書が招待のものと違います。コードも席のトークンも送っていません。ホストに招待をもう一度もらってください。</translation>
    </message>
    <message>
        <source>The host at %1 has a certificate this computer does not trust, and the invitation does not name it. Nothing was sent to it.</source>
        <extracomment>Joining a network table over TLS failed: the invitation names no certificate and this computer does not trust the host&apos;s; %1 is the host&apos;s address and port</extracomment>
        <translation>%1のホストの証明書は、このコンピューターが信頼していないもので、招待にも示されていません。このホストには何も送っていません。</translation>
    </message>
</context>
<context>
    <name>GameStatsPanel</name>
    <message>
        <source>Easy</source>
        <extracomment>Launcher statistics: games against the easy computer ("Easy 3/4": 3 won of 4)</extracomment>
        <translation>弱い</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Launcher statistics: games against the normal computer</extracomment>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Launcher statistics: games against the strong computer</extracomment>
        <translation>強い</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <extracomment>Launcher statistics of the chosen game before its first finished game</extracomment>
        <translation>終わったゲームはまだありません</translation>
    </message>
    <message numerus="yes">
        <source>Played %n</source>
        <extracomment>Launcher statistics of the chosen game: games finished with a person at the table</extracomment>
        <translation>
            <numerusform>%n戦</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won %n</source>
        <extracomment>Launcher statistics: games the person won (alone against the computer)</extracomment>
        <translation>
            <numerusform>%n勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hot-seat %n</source>
        <extracomment>Launcher statistics: games played by several people at one screen</extracomment>
        <translation>
            <numerusform>同じ画面で%n戦</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <extracomment>Launcher statistics per opponent: %1 the computer's strength or the level of the game's own solo opponent, %2 games won, %3 games played ("Easy 3/4")</extracomment>
        <translation>%1：%3戦%2勝</translation>
    </message>
    <message>
        <source>%1, level %2</source>
        <extracomment>Launcher statistics: a level of the game's own solo opponent without a name in the data; %1 the opponent's name from the data (Tokaido Duo: "Automa"), %2 the level's number</extracomment>
        <translation>%1（レベル%2）</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>%1 to move</source>
        <extracomment>A table's move panel in the replay: whose turn it was in the position shown; %1 a player's name</extracomment>
        <translation>%1の手番</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <extracomment>Default name of a computer seat; %1 is the seat number</extracomment>
        <translation>コンピューター%1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a person's seat; %1 is the seat number</extracomment>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the table cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1が手を選びました</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: a round; %1 is its number</extracomment>
        <translation>第%1ラウンド</translation>
    </message>
    <message>
        <source>Play the move ringed in gold</source>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice for a move the table cannot put in words; the table rings that move in gold</extracomment>
        <translation>金色の枠で示した手を選びましょう</translation>
    </message>
    <message>
        <source>Play the move ringed in gold?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the question for a move the table cannot put in words (ja 〜ますか？); the table rings that move in gold</extracomment>
        <translation>金色の枠で示した手にしますか？</translation>
    </message>
</context>
<context>
    <name>GardenBoard</name>
    <message>
        <source>Garden</source>
        <extracomment>Screen reader: the garden board</extracomment>
        <translation>庭</translation>
    </message>
</context>
<context>
    <name>GardenBoardEditor</name>
    <message>
        <source>Start fields:</source>
        <extracomment>Rules editor, garden: label before the buttons that choose a side's start fields on the board</extracomment>
        <translation>スタートマス：</translation>
    </message>
    <message>
        <source>Empty</source>
        <extracomment>Rules editor, garden: an empty tile slot on the board preview</extracomment>
        <translation>空き</translation>
    </message>
    <message>
        <source>Turn 90° (now %1°)</source>
        <extracomment>Rules editor, garden: turns a tile a quarter turn clockwise; %1 is its turn now in degrees</extracomment>
        <translation>90°回す（現在%1°）</translation>
    </message>
    <message>
        <source>Bottom</source>
        <extracomment>Rules editor, garden: a tile's bottom inner line (before turning)</extracomment>
        <translation>下</translation>
    </message>
    <message>
        <source>Left</source>
        <extracomment>Rules editor, garden: a tile's left inner line (before turning)</extracomment>
        <translation>左</translation>
    </message>
    <message>
        <source>Top</source>
        <extracomment>Rules editor, garden: a tile's top inner line (before turning)</extracomment>
        <translation>上</translation>
    </message>
    <message>
        <source>Right</source>
        <extracomment>Rules editor, garden: a tile's right inner line (before turning)</extracomment>
        <translation>右</translation>
    </message>
    <message>
        <source>Line %1 – %2</source>
        <extracomment>Rules editor, garden: title of the card of a line of the board; %1 and %2 the fields (or pagoda) it joins</extracomment>
        <translation>%1–%2の線</translation>
    </message>
    <message>
        <source>Colour</source>
        <extracomment>Rules editor, garden: label of a line's colour chooser</extracomment>
        <translation>色</translation>
    </message>
    <message>
        <source>Tile slot %1, %2</source>
        <extracomment>Rules editor, garden: title of the editing card of a tile slot; %1 its column, %2 its row (from 0 at the bottom left)</extracomment>
        <translation>タイルの置き場所（%1, %2）</translation>
    </message>
    <message>
        <source>Place a tile here</source>
        <extracomment>Rules editor, garden: lays a tile in an empty slot</extracomment>
        <translation>ここにタイルを置く</translation>
    </message>
    <message>
        <source>Tile design</source>
        <extracomment>Rules editor, garden: label of the chooser of a slot's tile design</extracomment>
        <translation>タイルの図柄</translation>
    </message>
    <message>
        <source>Take the tile away</source>
        <extracomment>Rules editor, garden: takes the tile out of its slot</extracomment>
        <translation>タイルを取り除く</translation>
    </message>
    <message>
        <source>Lines of design %1 (every tile of this design changes):</source>
        <extracomment>Rules editor, garden: explains the four colour choosers of a tile design; %1 the design's id</extracomment>
        <translation>図柄%1の線（この図柄のタイルがすべて変わります）：</translation>
    </message>
</context>
<context>
    <name>GardenLabLabels</name>
    <message>
        <source>Moves after setup</source>
        <extracomment>Variant lab, figures table: the game's figure “plies” (plies once every figure is placed)</extracomment>
        <translation>準備後の手数</translation>
    </message>
    <message>
        <source>Setup moves</source>
        <extracomment>Variant lab, figures table: the game's figure “setup_plies” (plies placing the figures)</extracomment>
        <translation>準備の手数</translation>
    </message>
    <message>
        <source>Steps</source>
        <extracomment>Variant lab, figures table: the game's figure “steps” (per game)</extracomment>
        <translation>進んだ回数</translation>
    </message>
    <message>
        <source>Jumps</source>
        <extracomment>Variant lab, figures table: the game's figure “jumps” (per game)</extracomment>
        <translation>ジャンプ</translation>
    </message>
    <message>
        <source>Double jumps</source>
        <extracomment>Variant lab, figures table: the game's figure “double_jumps” (per game)</extracomment>
        <translation>ダブルジャンプ</translation>
    </message>
    <message>
        <source>Hand-off jumps</source>
        <extracomment>Variant lab, figures table: the game's figure “handoffs” (per game)</extracomment>
        <translation>バトンタッチジャンプ</translation>
    </message>
    <message>
        <source>Bead passes</source>
        <extracomment>Variant lab, figures table: the game's figure “passes” (per game)</extracomment>
        <translation>ビーズを渡した回数</translation>
    </message>
    <message>
        <source>A figure reached the opponent's base</source>
        <extracomment>Variant lab: the end condition “base_reached”, as a label in the figures table and the end chart</extracomment>
        <translation>コマが相手の陣地に到達</translation>
    </message>
    <message>
        <source>Draw by repetition</source>
        <extracomment>Variant lab: the end condition “repetition”, as a label in the figures table and the end chart</extracomment>
        <translation>くり返しによる引き分け</translation>
    </message>
    <message>
        <source>A side had no move</source>
        <extracomment>Variant lab: the end condition “no_move”, as a label in the figures table and the end chart</extracomment>
        <translation>一方が手詰まり</translation>
    </message>
    <message>
        <source>Draw at the move limit</source>
        <extracomment>Variant lab: the end condition “ply_limit” (the rules' draw after so many plies, 200 in the standard game), as a label in the figures table and the end chart</extracomment>
        <translation>手数制限による引き分け</translation>
    </message>
</context>
<context>
    <name>GardenTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a seat; %1 is a number</extracomment>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A figure's name in texts: %1 is its side (Kokeshi, Samurai), %2 its number (1-3)</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1 starts on %2 (%3 ×2)</source>
        <extracomment>Move log: a figure is placed in the set-up; %1 figure (Kokeshi 1), %2 start field, %3 colour of its pair of beads</extracomment>
        <translation>%1を%2に置きました（%3×2）</translation>
    </message>
    <message>
        <source>%1 takes a pair of beads: %2</source>
        <extracomment>Move log: a player takes a pair of beads of one colour; %1 player, %2 colour</extracomment>
        <translation>%1が%2のビーズを1組取りました</translation>
    </message>
    <message>
        <source>%1 steps to %2 and hands all its beads to %3</source>
        <extracomment>Move log; %1 figure, %2 field, %3 the figure receiving the beads</extracomment>
        <translation>%1が%2に進み、ビーズをすべて%3に渡しました</translation>
    </message>
    <message>
        <source>%1 steps to %2 and gives the used bead to %3</source>
        <extracomment>Move log; %1 figure, %2 field, %3 the figure receiving the used bead</extracomment>
        <translation>%1が%2に進み、使ったビーズを%3に渡しました</translation>
    </message>
    <message>
        <source>%1 jumps over %2 to %3 and hands all its beads to %4</source>
        <extracomment>Move log; %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field, %4 figure receiving the beads</extracomment>
        <translation>%1が%2を跳び越して%3に移り、ビーズをすべて%4に渡しました</translation>
    </message>
    <message>
        <source>%1 jumps over %2 to %3 and gives its top bead to %4</source>
        <extracomment>Move log; %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field, %4 figure receiving the top bead</extracomment>
        <translation>%1が%2を跳び越して%3に移り、いちばん上のビーズを%4に渡しました</translation>
    </message>
    <message>
        <source>%1 jumps over %2 to %3</source>
        <extracomment>Move log; %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field</extracomment>
        <translation>%1が%2を跳び越して%3に移りました</translation>
    </message>
    <message>
        <source>%1 hands all its beads to %2 and jumps over it to %3</source>
        <extracomment>Move log: the hand-off jump (Note 3); %1 figure, %2 the figure jumped over (it receives all the beads), %3 landing field</extracomment>
        <translation>%1がビーズをすべて%2に渡して跳び越し、%3に移りました</translation>
    </message>
    <message>
        <source>%1 hands all its beads to the figure on %2 and jumps over it to %3</source>
        <extracomment>Move log: the hand-off jump (Note 3); %1 figure, %2 field of the figure jumped over (it receives all the beads), %3 landing field</extracomment>
        <translation>%1が%2のコマにビーズをすべて渡して跳び越し、%3に移りました</translation>
    </message>
    <message>
        <source>%1 passes all its beads to %2</source>
        <extracomment>Move log: no figure moves; %1 giving figure, %2 receiving figure</extracomment>
        <translation>%1がビーズをすべて%2に渡しました</translation>
    </message>
    <message>
        <source>%1 passes its top bead to %2</source>
        <extracomment>Move log: no figure moves; %1 giving figure, %2 receiving figure</extracomment>
        <translation>%1がいちばん上のビーズを%2に渡しました</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <extracomment>Move log: a player ends a turn of several steps; %1 player</extracomment>
        <translation>%1が手番を終えました</translation>
    </message>
    <message>
        <source>%1 (order: %2)</source>
        <extracomment>Move log: added when the player chose the order of the beads handed on; %1 the move, %2 colours bottom to top</extracomment>
        <translation>%1（下から順に：%2）</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name
----------
Status line while another person is to move; %1 is a player's name</extracomment>
        <translation>%1の番です</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Status line while the computer chooses its move; %1 is its name</extracomment>
        <translation>%1が考え中…</translation>
    </message>
    <message>
        <source>%1, take a pair of beads</source>
        <extracomment>Status line; %1 is your name</extracomment>
        <translation>%1の番：ビーズを1組取ってください</translation>
    </message>
    <message>
        <source>%1: choose a bead pair and a start field</source>
        <extracomment>Status line during the set-up; %1 is your name</extracomment>
        <translation>%1の番：ビーズの組とスタートマスを選んでください</translation>
    </message>
    <message>
        <source>Click a lit field for %1, or pass its top bead</source>
        <extracomment>Status line: a figure is selected; %1 is the figure</extracomment>
        <translation>光っているマスをクリックして%1を動かすか、いちばん上のビーズを渡してください</translation>
    </message>
    <message>
        <source>Choose how to jump</source>
        <extracomment>Status line: the chosen field can be reached by two kinds of jump</extracomment>
        <translation>ジャンプのしかたを選んでください</translation>
    </message>
    <message>
        <source>Choose the order of the beads</source>
        <extracomment>Status line: choose the order of the beads handed over</extracomment>
        <translation>ビーズの順番を選んでください</translation>
    </message>
    <message>
        <source>Click the figure that receives the bead</source>
        <extracomment>Status line: choose which of your figures gets the bead used for the step</extracomment>
        <translation>ビーズを受け取るコマをクリックしてください</translation>
    </message>
    <message>
        <source>Click the figure that gives its top bead</source>
        <extracomment>Status line: pass a bead, first step</extracomment>
        <translation>いちばん上のビーズを渡すコマをクリックしてください</translation>
    </message>
    <message>
        <source>Click the figure that receives the top bead of %1</source>
        <extracomment>Status line: pass a bead, second step; %1 is the giving figure</extracomment>
        <translation>%1のいちばん上のビーズを受け取るコマをクリックしてください</translation>
    </message>
    <message>
        <source>%1: move a figure or pass a bead</source>
        <extracomment>Status line at the start of your turn; %1 is your name</extracomment>
        <translation>%1の番：コマを動かすか、ビーズを渡してください</translation>
    </message>
    <message>
        <source>A draw</source>
        <extracomment>End screen title when the garden game is drawn</extracomment>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>%1の勝ち</translation>
    </message>
    <message>
        <source>%1 entered %2: %3 reached the opponent's base first.</source>
        <extracomment>End screen: %1 figure, %2 the pagoda it entered, %3 the winner</extracomment>
        <translation>%1が%2に入りました。%3が先に相手の陣地にたどり着きました。</translation>
    </message>
    <message>
        <source>%1 could not make any move.</source>
        <extracomment>End screen: %1 is the player who could not move</extracomment>
        <translation>%1は手詰まりになりました。</translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the log cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1が手を選びました</translation>
    </message>
    <message numerus="yes">
        <source>The same position came up %n time(s) with the same player to move.</source>
        <extracomment>End screen: why the game is drawn; %n is a number (3)</extracomment>
        <translation>
            <numerusform>同じプレイヤーの手番で、同じ局面が%n回現れました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) were played without a winner.</source>
        <extracomment>End screen: why the game is drawn; %n is a number of moves</extracomment>
        <translation>
            <numerusform>勝者が決まらないまま%n手に達しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves after setup: %1 · Steps: %2 · Jumps: %3 · Hand-off jumps: %4 · Beads passed: %5</source>
        <extracomment>End screen statistics (labels, so that no count needs a plural): %1 the moves once every figure was placed (the set-up's placements not counted: the end screen also says how many moves the game had in all, set-up included), %2 steps, %3 jumps, %4 hand-off jumps, %5 beads passed</extracomment>
        <translation>準備後の手数：%1・進む：%2・ジャンプ：%3・バトンタッチジャンプ：%4・渡したビーズ：%5</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Separator between the items of a list read out by a screen reader ("red, yellow")</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>no bead</source>
        <extracomment>Screen reader: a figure carries no bead</extracomment>
        <translation>ビーズなし</translation>
    </message>
    <message>
        <source>beads from bottom to top: %1</source>
        <extracomment>Screen reader: the beads on a figure's head; %1 is the list of colours, bottom to top</extracomment>
        <translation>ビーズ（下から上へ）：%1</translation>
    </message>
    <message>
        <source>%1, not placed yet</source>
        <extracomment>Screen reader: a figure not yet on the board; %1 figure</extracomment>
        <translation>%1（まだ置かれていません）</translation>
    </message>
    <message>
        <source>%1 on %2, %3</source>
        <extracomment>Screen reader: a figure on the board; %1 figure (Kokeshi 1), %2 its field or pagoda, %3 its beads</extracomment>
        <translation>%1は%2にいます。%3</translation>
    </message>
    <message>
        <source>Pass the top bead of %1</source>
        <extracomment>Keyboard and screen reader: choose the figure that gives its top bead; %1 figure</extracomment>
        <translation>%1のいちばん上のビーズを渡す</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <extracomment>Keyboard and screen reader: pick one of your figures to move it; %1 figure</extracomment>
        <translation>%1を選ぶ</translation>
    </message>
    <message>
        <source>Pass the bead to %1</source>
        <extracomment>Keyboard and screen reader: the figure that receives a passed bead; %1 figure</extracomment>
        <translation>ビーズを%1に渡す</translation>
    </message>
    <message>
        <source>Give all the beads to %1</source>
        <extracomment>Keyboard and screen reader: the figure that receives all the beads of the moving one; %1 figure</extracomment>
        <translation>ビーズをすべて%1に渡す</translation>
    </message>
    <message>
        <source>Give the bead to %1</source>
        <extracomment>Keyboard and screen reader: the figure that receives the bead used for the move; %1 figure</extracomment>
        <translation>ビーズを%1に渡す</translation>
    </message>
    <message>
        <source>Place %1 on %2 (beads: %3)</source>
        <extracomment>Keyboard and screen reader: place a figure in the set-up; %1 figure, %2 start field, %3 colour of its beads</extracomment>
        <translation>%1を%2に置く（ビーズ：%3）</translation>
    </message>
    <message>
        <source>Jump to %1</source>
        <extracomment>Keyboard and screen reader: jump to a field (or pagoda); %1 the field</extracomment>
        <translation>%1へジャンプする</translation>
    </message>
    <message>
        <source>Hand-off jump to %1</source>
        <extracomment>Keyboard and screen reader: the hand-off jump to a field; %1 the field</extracomment>
        <translation>%1へバトンタッチジャンプする</translation>
    </message>
    <message>
        <source>Step to %1</source>
        <extracomment>Keyboard and screen reader: step across a line to a field (or pagoda); %1 the field</extracomment>
        <translation>%1へ進む</translation>
    </message>
    <message>
        <source>Home of %1, goal of %2</source>
        <extracomment>Screen reader: a pagoda; %1 the side whose home it is, %2 the side that must reach it</extracomment>
        <translation>%1の陣地、%2の目標</translation>
    </message>
    <message>
        <source>Field %1</source>
        <extracomment>Screen reader: a field of the garden; %1 its name (c3)</extracomment>
        <translation>マス%1</translation>
    </message>
    <message>
        <source>Start field of %1</source>
        <extracomment>Screen reader: a start field; %1 the side (Kokeshi)</extracomment>
        <translation>%1のスタートマス</translation>
    </message>
    <message>
        <source>%1 stands here, %2</source>
        <extracomment>Screen reader: the figure on a field; %1 figure, %2 its beads</extracomment>
        <translation>%1がいます。%2</translation>
    </message>
    <message>
        <source>Free</source>
        <extracomment>Screen reader: nobody stands on the field</extracomment>
        <translation>空いています</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>Screen reader: one line around a field; %1 its colour, %2 the field (or pagoda) beyond it</extracomment>
        <translation>%2へは%1</translation>
    </message>
    <message>
        <source>Lines: %1</source>
        <extracomment>Screen reader: the coloured lines around a field; %1 the list ("red to b3, green to c4")</extracomment>
        <translation>線：%1</translation>
    </message>
    <message>
        <source>the figure on %1</source>
        <extracomment>Move log: a jumped figure known only by its field; %1 a field (c5). hu "a(z) %1 mezőn álló figura"</extracomment>
        <translation>%1のコマ</translation>
    </message>
    <message>
        <source>Place %1 on %2 (%3 ×2)</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure (Kokeshi 1), %2 start field, %3 colour of its pair of beads</extracomment>
        <translation>%1（%3×2）を%2に置きましょう</translation>
    </message>
    <message>
        <source>Place %1 on %2 (%3 ×2)?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1（%3×2）を%2に置きますか？</translation>
    </message>
    <message>
        <source>Take the pair of beads: %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the colour of the pair of beads</extracomment>
        <translation>%1のビーズを1組取りましょう</translation>
    </message>
    <message>
        <source>Take the pair of beads: %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1のビーズを1組取りますか？</translation>
    </message>
    <message>
        <source>Step %1 to %2 and hand all its beads to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 field, %3 the figure receiving the beads</extracomment>
        <translation>%1を%2に進め、ビーズをすべて%3に渡しましょう</translation>
    </message>
    <message>
        <source>Step %1 to %2 and hand all its beads to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1を%2に進め、ビーズをすべて%3に渡しますか？</translation>
    </message>
    <message>
        <source>Step %1 to %2 and give the used bead to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 field, %3 the figure receiving the used bead</extracomment>
        <translation>%1を%2に進め、使ったビーズを%3に渡しましょう</translation>
    </message>
    <message>
        <source>Step %1 to %2 and give the used bead to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1を%2に進め、使ったビーズを%3に渡しますか？</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field</extracomment>
        <translation>%1で%2を跳び越して%3に移りましょう</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1で%2を跳び越して%3に移りますか？</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and hand all its beads to %4</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over, %3 landing field, %4 figure receiving the beads</extracomment>
        <translation>%1で%2を跳び越して%3に移り、ビーズをすべて%4に渡しましょう</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and hand all its beads to %4?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1で%2を跳び越して%3に移り、ビーズをすべて%4に渡しますか？</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and give its top bead to %4</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over, %3 landing field, %4 figure receiving the top bead</extracomment>
        <translation>%1で%2を跳び越して%3に移り、いちばん上のビーズを%4に渡しましょう</translation>
    </message>
    <message>
        <source>Jump %1 over %2 to %3 and give its top bead to %4?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1で%2を跳び越して%3に移り、いちばん上のビーズを%4に渡しますか？</translation>
    </message>
    <message>
        <source>Hand all the beads of %1 to %2 and jump over it to %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, the hand-off jump (Note 3) (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over (it receives all the beads; by its name, or "the figure on c5"), %3 landing field</extracomment>
        <translation>%1のビーズをすべて%2に渡して跳び越し、%3に移りましょう</translation>
    </message>
    <message>
        <source>Hand all the beads of %1 to %2 and jump over it to %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1のビーズをすべて%2に渡して跳び越し、%3に移りますか？</translation>
    </message>
    <message>
        <source>Pass all the beads of %1 to %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, no figure moves (imperative, ja 〜ましょう); %1 giving figure, %2 receiving figure</extracomment>
        <translation>%1のビーズをすべて%2に渡しましょう</translation>
    </message>
    <message>
        <source>Pass all the beads of %1 to %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1のビーズをすべて%2に渡しますか？</translation>
    </message>
    <message>
        <source>Pass the top bead of %1 to %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, no figure moves (imperative, ja 〜ましょう); %1 giving figure, %2 receiving figure</extracomment>
        <translation>%1のいちばん上のビーズを%2に渡しましょう</translation>
    </message>
    <message>
        <source>Pass the top bead of %1 to %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1のいちばん上のビーズを%2に渡しますか？</translation>
    </message>
    <message>
        <source>End your turn</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to end a turn of several steps (imperative, ja 〜ましょう)</extracomment>
        <translation>手番を終えましょう</translation>
    </message>
    <message>
        <source>End your turn?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>手番を終えますか？</translation>
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
        <translation>%1に交代してください</translation>
    </message>
    <message>
        <source>%1, it is your turn. Everybody else, please look away.</source>
        <extracomment>Hand-over screen explanation; %1 is a player's name</extracomment>
        <translation>%1の番です。ほかの人は画面を見ないでください。</translation>
    </message>
    <message>
        <source>I am %1 — show my game</source>
        <extracomment>Hand-over screen button; %1 is a player's name</extracomment>
        <translation>%1：画面を表示する</translation>
    </message>
    <message>
        <source>Wait, take back the last move</source>
        <extracomment>Hand-over screen: the previous player takes back their move</extracomment>
        <translation>待った！　直前の手を戻す</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <source>The strong computer is looking for a good move…</source>
        <extracomment>Hint bar while the computer looks for a hint</extracomment>
        <translation>強いコンピューターが良い手を探しています…</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <extracomment>Hint bar; %1 is the hinted move in words ("Play card 7")</extracomment>
        <translation>ヒント：%1。</translation>
    </message>
    <message>
        <source>Play it</source>
        <extracomment>Hint bar button: plays the hinted move</extracomment>
        <translation>この手にする</translation>
    </message>
    <message>
        <source>Close the hint</source>
        <extracomment>Hint bar button that puts the hint away</extracomment>
        <translation>ヒントを閉じる</translation>
    </message>
    <message>
        <source>It won about %1% of them.</source>
        <extracomment>Hint bar, the second half of why: %1% is the share of those games won by the person's side (64%)</extracomment>
        <translation>勝率は約%1%です。</translation>
    </message>
    <message>
        <source>On average it finished level with the best other player.</source>
        <extracomment>Hint bar, the second half of why, when the games were all lost or all won: on average the person's side ended level with the best other player</extracomment>
        <translation>平均すると、ほかのプレイヤーの最高点と同点で終わりました。</translation>
    </message>
    <message numerus="yes">
        <source>On average it finished %n point(s) behind the best other player.</source>
        <extracomment>Hint bar, the second half of why, when the games were nearly all lost: %n is how many points (the game's score) the person's side ended behind the best other player, on average</extracomment>
        <translation>
            <numerusform>平均すると、ほかのプレイヤーの最高点より%n点少なく終わりました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On average it finished %n point(s) ahead of the best other player.</source>
        <extracomment>Hint bar, the second half of why, when the games were nearly all won: %n is how many points (the game's score) the person's side ended ahead of the best other player, on average</extracomment>
        <translation>
            <numerusform>平均すると、ほかのプレイヤーの最高点より%n点多く終わりました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The strong computer played %n game(s) to the end from here with this move, your later moves mostly at random.</source>
        <extracomment>Hint bar, after the move, the first half of why: %n is how many games the strong computer played to the end from this position (in its head), starting with this move; the person's later moves in those games were mostly chosen at random</extracomment>
        <translation>
            <numerusform>強いコンピューターがこの手で%nゲームを最後まで試しました（以後のあなたの手はほぼ無作為）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you keep following the hints, this move wins nearly every game from here (likely at least %1%; %n game(s) played out).</source>
        <extracomment>Hint bar, after the move: a forecast when nearly all the games played on from here were won. %1% is the lowest share of wins those games are consistent with (the low end of a 95% range, 87%); %n is how many games the computer has played on from here (in its head) with this move so far, the person&apos;s later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>このままヒントどおりに進めると、この手ならここからほぼすべてのゲームで勝てます（少なくとも%1%は勝てる見込み。%nゲームを最後まで試算）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you keep following the hints, this move wins hardly any game from here (likely at most %1%; %n game(s) played out).</source>
        <extracomment>Hint bar, after the move: a forecast when hardly any of the games played on from here were won. %1% is the highest share of wins those games are consistent with (the high end of a 95% range, 13%); %n is how many games the computer has played on from here (in its head) with this move so far, the person&apos;s later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>このままヒントどおりに進めても、この手ではここからほとんど勝てません（勝てるのは多くても%1%ほどの見込み。%nゲームを最後まで試算）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you keep following the hints, this move wins about %1% of games from here (likely %2–%3%; %n game(s) played out).</source>
        <extracomment>Hint bar, after the move: a forecast. %1% is the share of games the person wins from this position with this move, rounded to 5% or 10% (60%); %2% and %3% are the range of shares those games are consistent with (a 95% range, 45% to 74%); %n is how many games the computer has played on from here (in its head) with this move so far, the person&apos;s later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>このままヒントどおりに進めると、この手ならここから約%1%のゲームで勝てます（%2〜%3%の見込み。%nゲームを最後まで試算）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing the game on from here to see how often this move wins: %n game(s) so far, too few to tell yet.</source>
        <extracomment>Hint bar, after the move, while the computer is still playing the game on from here (in its head) to forecast how often the move wins, and has played too few games to say: %n is how many games so far. The count grows while the person thinks.</extracomment>
        <translation>
            <numerusform>この手で勝てる割合を見るため、ここから先を試算しています。今のところ%nゲームで、まだ少なすぎて分かりません。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Hint bar: two sentences one after the other (ja: %1%2, no space after 。)</extracomment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>HyanoBoardEditor</name>
    <message>
        <source>Add a pile</source>
        <extracomment>Rules editor, Hyano: adds a pile (and its symbol disc) to the ring</extracomment>
        <translation>山を追加</translation>
    </message>
    <message>
        <source>Pile %1: %2</source>
        <extracomment>Rules editor, Hyano: title of the card of a pile; %1 its number around the circle, %2 its symbol's name</extracomment>
        <translation>山%1：%2</translation>
    </message>
    <message>
        <source>Emblem on its disc</source>
        <extracomment>Rules editor, Hyano: label of the chooser of the emblem on a pile's disc</extracomment>
        <translation>ディスクの絵柄</translation>
    </message>
    <message>
        <source>Take this pile away</source>
        <extracomment>Rules editor, Hyano: takes the clicked pile (and its symbol) away</extracomment>
        <translation>この山を取り除く</translation>
    </message>
    <message>
        <source>Add pile %1</source>
        <extracomment>Undo step in the rules editor, Hyano: a pile added to the ring; %1 its number</extracomment>
        <translation>山%1を追加</translation>
    </message>
    <message>
        <source>Take pile %1 away</source>
        <extracomment>Undo step in the rules editor, Hyano: a pile taken out of the ring; %1 its number</extracomment>
        <translation>山%1を取り除く</translation>
    </message>
    <message numerus="yes">
        <source>%n pile(s) dealt</source>
        <extracomment>Rules editor, Hyano: under the ring; %n is the number of piles play deals (rules.piles)</extracomment>
        <translation>
            <numerusform>使う山：%nつ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spare disc(s) left out</source>
        <extracomment>Rules editor, Hyano: after the number of piles; %n symbol discs listed after them that play leaves out</extracomment>
        <translation>
            <numerusform>使わない予備のシンボルディスク：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Letters or kanji…</source>
        <extracomment>Rules editor, Hyano: the emblem chooser's last entry: the disc shows letters or kanji the designer writes</extracomment>
        <translation>文字・漢字…</translation>
    </message>
    <message>
        <source>蓮, AB</source>
        <extracomment>Rules editor, Hyano: placeholder of the field for a disc's own letters</extracomment>
        <translation>蓮、AB</translation>
    </message>
    <message numerus="yes">
        <source>Up to %n letter(s) or kanji, then Enter</source>
        <extracomment>Rules editor, Hyano: beside the field for a disc's letters; %n how many characters at most</extracomment>
        <translation>
            <numerusform>%n文字まで（Enterキーで確定）</numerusform>
        </translation>
    </message>
    <message>
        <source>Its name is still the English one in: %1</source>
        <extracomment>Rules editor, Hyano: under a pile's emblem; %1 a list of languages whose name of the pile is still the English one</extracomment>
        <translation>次の言語では名前がまだ英語のままです：%1</translation>
    </message>
    <message>
        <source>Write its name</source>
        <extracomment>Rules editor, Hyano: opens the pile's name in every language in the forms</extracomment>
        <translation>名前を書く</translation>
    </message>
</context>
<context>
    <name>HyanoLabLabels</name>
    <message>
        <source>Rounds</source>
        <extracomment>Variant lab, figures table: the game's figure “rounds” (rounds played)</extracomment>
        <translation>ラウンド数</translation>
    </message>
    <message>
        <source>Prophecies that came true</source>
        <extracomment>Variant lab, figures table: the game's figure “successful_prophecies” (per game)</extracomment>
        <translation>当たった予言</translation>
    </message>
    <message>
        <source>Prophecies that failed</source>
        <extracomment>Variant lab, figures table: the game's figure “failed_prophecies” (per game)</extracomment>
        <translation>外れた予言</translation>
    </message>
    <message>
        <source>Cards won</source>
        <extracomment>End screen table: the column of the cards each player won (the outcome's score)
----------
Variant lab, figures table: the game's figure “cards_won” (by all players, per game)</extracomment>
        <translation>獲得したカード</translation>
    </message>
    <message>
        <source>Cards removed from the game</source>
        <extracomment>Variant lab, figures table: the game's figure “cards_removed” (by failed prophecies)</extracomment>
        <translation>ゲームから除外したカード</translation>
    </message>
    <message>
        <source>Cards left at the end</source>
        <extracomment>Variant lab, figures table: the game's figure “cards_left” (in the piles and face up)</extracomment>
        <translation>最後に残ったカード</translation>
    </message>
    <message>
        <source>Players sharing first place</source>
        <extracomment>Variant lab, figures table: the game's figure “sharing_first_place” (per game)</extracomment>
        <translation>1位を分け合ったプレイヤー</translation>
    </message>
    <message>
        <source>No cards left</source>
        <extracomment>Variant lab: the end condition “no_cards_left”, as a label in the figures table and the end chart</extracomment>
        <translation>カード切れ</translation>
    </message>
    <message>
        <source>Two piles used up</source>
        <extracomment>Variant lab: the end condition “piles_empty”, as a label in the figures table and the end chart</extracomment>
        <translation>山2つが空に</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 more rounds</source>
        <extracomment>Variant lab verdict: the variant's games last more rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>ゲームが%1 ± %2ラウンド長くなりました</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 fewer rounds</source>
        <extracomment>Variant lab verdict: the variant's games last fewer rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>ゲームが%1 ± %2ラウンド短くなりました</translation>
    </message>
</context>
<context>
    <name>HyanoTable</name>
    <message>
        <source>%1 passes</source>
        <extracomment>Move log: a player passes (a variant without mandatory play); %1 is a player</extracomment>
        <translation>%1がパスしました</translation>
    </message>
    <message>
        <source>%1 makes a secret prophecy (you chose the %2)</source>
        <extracomment>Move log, seen only by the sage; %1 is you, %2 the pile symbol you chose</extracomment>
        <translation>%1がひそかに予言しました（あなたの選択：%2の山）</translation>
    </message>
    <message>
        <source>%1, the sage, makes a secret prophecy</source>
        <extracomment>Move log: the sage chooses a prediction disc in secret; %1 is the sage</extracomment>
        <translation>賢者の%1がひそかに予言しました</translation>
    </message>
    <message>
        <source>%1 opens with %2 from the %3</source>
        <extracomment>Move log; %1 is the sage, %2 a card in a sentence ("blue 7"), %3 the pile symbol</extracomment>
        <translation>%1が%3の山から最初のカード（%2）を出しました</translation>
    </message>
    <message>
        <source>%1 opens with %2 from the %3, declared %4</source>
        <extracomment>Move log; %1 is the sage, %2 a Sun card in a sentence ("red Sun"), %3 the pile symbol, %4 the value declared for it</extracomment>
        <translation>%1が%3の山から最初のカード（%2）を出し、%4を宣言しました</translation>
    </message>
    <message>
        <source>%1 plays %2 from the %3</source>
        <extracomment>Move log; %1 is a player, %2 a card in a sentence ("blue 7"), %3 the pile symbol</extracomment>
        <translation>%1が%3の山から%2を出しました</translation>
    </message>
    <message>
        <source>%1 plays %2 from the %3, declared %4</source>
        <extracomment>Move log; %1 is a player, %2 a Sun card in a sentence ("red Sun"), %3 the pile symbol, %4 the value declared for it</extracomment>
        <translation>%1が%3の山から%2を出し、%4を宣言しました</translation>
    </message>
    <message>
        <source>%1 opens with the Sun from the %2, declared %3</source>
        <extracomment>Move log; %1 is the sage, %2 the pile symbol ("Moon"), %3 the value declared for the Sun</extracomment>
        <translation>%1が%2の山から最初のカードとして太陽カードを出し、%3を宣言しました</translation>
    </message>
    <message>
        <source>%1 opens with the card from the %2</source>
        <extracomment>Move log; %1 is the sage, %2 the pile symbol ("Moon")</extracomment>
        <translation>%1が%2の山から最初のカードを出しました</translation>
    </message>
    <message>
        <source>%1 plays the Sun from the %2, declared %3</source>
        <extracomment>Move log; %1 is a player, %2 the pile symbol ("Moon"), %3 the value declared for the Sun</extracomment>
        <translation>%1が%2の山から太陽カードを出し、%3を宣言しました</translation>
    </message>
    <message>
        <source>%1 plays the card from the %2</source>
        <extracomment>Move log; %1 is a player, %2 the pile symbol ("Moon")</extracomment>
        <translation>%1が%2の山からカードを出しました</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name
----------
Status line: another person is to move; %1 is a player's name</extracomment>
        <translation>%1の番です</translation>
    </message>
    <message>
        <source>%1, you are the sage: foresee the last card</source>
        <extracomment>Status line: you are the sage and must predict; %1 is your name</extracomment>
        <translation>賢者の%1：最後に出されるカードを予言してください</translation>
    </message>
    <message>
        <source>%1, open the round with any face-up card</source>
        <extracomment>Status line: the sage lays the first card; %1 is your name</extracomment>
        <translation>%1の番：好きな表向きのカードを最初のカードとして出してください</translation>
    </message>
    <message>
        <source>%1, no card fits: pass</source>
        <extracomment>Status line: no card fits and passing is allowed; %1 is your name</extracomment>
        <translation>%1の番：出せるカードがありません。パスしてください</translation>
    </message>
    <message>
        <source>%1, play a card that fits or pass</source>
        <extracomment>Status line: a variant where passing is allowed; %1 is your name</extracomment>
        <translation>%1の番：合うカードを出すか、パスしてください</translation>
    </message>
    <message>
        <source>%1, play a card that fits the top card</source>
        <extracomment>Status line: your turn to play; %1 is your name</extracomment>
        <translation>%1の番：いちばん上のカードに合うカードを出してください</translation>
    </message>
    <message>
        <source>%1, the sage, is making a prophecy…</source>
        <extracomment>Status line; %1 is the sage's name</extracomment>
        <translation>賢者の%1が予言しています…</translation>
    </message>
    <message>
        <source>%1, the sage, is choosing the opening card…</source>
        <extracomment>Status line; %1 is the sage's name</extracomment>
        <translation>賢者の%1が最初のカードを選んでいます…</translation>
    </message>
    <message>
        <source>%1 is choosing a card…</source>
        <extracomment>Status line; %1 is a computer player's name</extracomment>
        <translation>%1がカードを選んでいます…</translation>
    </message>
    <message>
        <source>Everybody shares the victory</source>
        <extracomment>End screen title: every player has the same number of cards</extracomment>
        <translation>全員で勝利を分け合いました</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>%1の勝ち</translation>
    </message>
    <message>
        <source>No cards are left to turn up.</source>
        <extracomment>End screen: why the game ended</extracomment>
        <translation>めくるカードがなくなりました。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A card's name; %1 is a colour, %2 a value or the Sun's name ("Blue 7", "Red Sun")</extracomment>
        <translation>%1の%2</translation>
    </message>
    <message>
        <source>%1, declared %2</source>
        <extracomment>A Sun in the centre pile; %1 is the card ("Red Sun"), %2 the value declared for it</extracomment>
        <translation>%1（宣言：%2）</translation>
    </message>
    <message>
        <source>%1 keeps the disc hidden.</source>
        <extracomment>Reveal when the variant keeps a failed prediction secret; %1 is the sage</extracomment>
        <translation>%1は予言ディスクを伏せたままにしました。</translation>
    </message>
    <message>
        <source>The disc of %1: %2 (%3)</source>
        <extracomment>Reveal: the prediction disc turned over; %1 is the sage, %2 a pile symbol, %3 a card</extracomment>
        <translation>%1のディスク：%2（%3）</translation>
    </message>
    <message>
        <source>Foresee which card will be played last, and click its pile.</source>
        <extracomment>In the empty centre, to the sage at the screen</extracomment>
        <translation>最後に出されるカードを見通して、その山をクリックしてください。</translation>
    </message>
    <message>
        <source>%1 is reading the cards…</source>
        <extracomment>In the empty centre; %1 is the sage</extracomment>
        <translation>%1が場を読んでいます…</translation>
    </message>
    <message>
        <source>Now open: click any face-up card to start the centre pile.</source>
        <extracomment>In the empty centre, to the sage at the screen</extracomment>
        <translation>最初のカードを出す番です。表向きのカードをどれか1枚クリックして、中央の山を始めてください。</translation>
    </message>
    <message>
        <source>%1 will lay the opening card.</source>
        <extracomment>In the empty centre; %1 is the sage</extracomment>
        <translation>%1が最初のカードを出します。</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>Button: play no card this turn (only in a variant without mandatory play)</extracomment>
        <translation>パス</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: one sage's round; %1 is its number
----------
Heading: the number of the round in progress</extracomment>
        <translation>第%1ラウンド</translation>
    </message>
    <message>
        <source>Removed: %1</source>
        <extracomment>Count of cards removed by failed prophecies</extracomment>
        <translation>除外：%1枚</translation>
    </message>
    <message>
        <source>After the opening card, play goes to the right of the sage.</source>
        <extracomment>Under the turn order (variant)</extracomment>
        <translation>最初のカードの後は、賢者の右から反時計回りです。</translation>
    </message>
    <message>
        <source>After the opening card, play goes to the left of the sage.</source>
        <extracomment>Under the turn order</extracomment>
        <translation>最初のカードの後は、賢者の左から時計回りです。</translation>
    </message>
    <message>
        <source>%1 share the victory</source>
        <extracomment>End screen title for a tie; %1 is a list of names ("Maya and Leo")</extracomment>
        <translation>%1が勝利を分け合いました</translation>
    </message>
    <message>
        <source>Rounds: %1 · Prophecies fulfilled: %2 · Cards removed: %3</source>
        <extracomment>End screen summary (numbers after labels, so no plural forms are needed); %1 rounds, %2 prophecies that came true, %3 cards removed</extracomment>
        <translation>ラウンド数：%1・的中した予言：%2・除外されたカード：%3</translation>
    </message>
    <message>
        <source>Cards waiting in the middle for the next sage: %1</source>
        <extracomment>Reveal, growing-pot variant; %1 is a number of cards</extracomment>
        <translation>次の賢者を待つ中央のカード：%1枚</translation>
    </message>
    <message>
        <source>The prophecy of %1 failed. Cards waiting in the middle: %2</source>
        <extracomment>Last prophecy, growing-pot variant; %1 is the sage, %2 a number of cards</extracomment>
        <translation>%1の予言は外れました。中央で待つカード：%2枚</translation>
    </message>
    <message>
        <source>The game is over. %1</source>
        <extracomment>Status line when the game has ended; %1 says why ("3 piles are used up.")</extracomment>
        <translation>ゲーム終了。%1</translation>
    </message>
    <message>
        <source>%1 The most cards wins.</source>
        <extracomment>End screen: why the game ended (%1, e.g. "3 piles are used up."), then how it is won</extracomment>
        <translation>%1カードをいちばん多く持つ人が勝ちです。</translation>
    </message>
    <message numerus="yes">
        <source>%n pile(s) used up.</source>
        <extracomment>Why a Hyano game ended; %n is the number of piles with no card left (1 in a variant, usually 2)</extracomment>
        <translation>
            <numerusform>山が%nつなくなりました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the log cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1が手を選びました</translation>
    </message>
    <message numerus="yes">
        <source>%1 foresaw it: wins %n card(s)</source>
        <extracomment>Reveal; %1 is the sage, %n the cards won</extracomment>
        <translation>
            <numerusform>%1が言い当てました：%n枚を獲得</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) leave the game</source>
        <extracomment>Reveal when the predicted card was never played; %n is a number of cards</extracomment>
        <translation>
            <numerusform>%n枚がゲームから除外されます</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The prophecy of %1 failed: %n card(s) left the game</source>
        <extracomment>Last prophecy; %1 is the sage, %n a number of cards</extracomment>
        <translation>
            <numerusform>%1の予言は外れ、%n枚がゲームから除外されました</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>card in a sentence</comment>
        <extracomment>A card's name inside a sentence; %1 is its colour in the in-sentence form (lower case where the language wants it), %2 a value or the Sun's in-sentence name ("blue 7", "red Sun")</extracomment>
        <translation>%1の%2</translation>
    </message>
    <message>
        <source>Foresee the %2 on the %1 as the last card</source>
        <extracomment>Keyboard and screen reader: the sage's prophecy on a pile; %1 is the pile symbol ("Moon"), %2 its face-up card in a sentence ("blue 7")</extracomment>
        <translation>%1の山の%2が最後のカードになると予言する</translation>
    </message>
    <message>
        <source>Open with the %2 from the %1 and choose its value</source>
        <extracomment>Keyboard and screen reader: open with a Sun, its value is chosen next; %1 is the pile symbol, %2 the Sun in a sentence ("red Sun")</extracomment>
        <translation>%1の山の%2を最初のカードとして出し、数字を宣言する</translation>
    </message>
    <message>
        <source>Play the %2 from the %1 and choose its value</source>
        <extracomment>Keyboard and screen reader: play a Sun, its value is chosen next; %1 is the pile symbol, %2 the Sun in a sentence ("red Sun")</extracomment>
        <translation>%1の山から%2を出し、数字を宣言する</translation>
    </message>
    <message>
        <source>Open with the %2 from the %1, declaring %3</source>
        <extracomment>Keyboard and screen reader: open with a Sun that can take one value only; %1 is the pile symbol, %2 the Sun in a sentence, %3 the value</extracomment>
        <translation>%1の山の%2を最初のカードとして出し、%3を宣言する</translation>
    </message>
    <message>
        <source>Play the %2 from the %1, declaring %3</source>
        <extracomment>Keyboard and screen reader: play a Sun that can take one value only; %1 is the pile symbol, %2 the Sun in a sentence, %3 the value</extracomment>
        <translation>%1の山から%2を出し、%3を宣言する</translation>
    </message>
    <message>
        <source>Open with the %2 from the %1</source>
        <extracomment>Keyboard and screen reader: the sage's opening card; %1 is the pile symbol ("Moon"), %2 the card in a sentence ("blue 7")</extracomment>
        <translation>%1の山の%2を最初のカードとして出す</translation>
    </message>
    <message>
        <source>Play the %2 from the %1</source>
        <extracomment>Keyboard and screen reader: play a card; %1 is the pile symbol ("Moon"), %2 the card in a sentence ("blue 7")</extracomment>
        <translation>%1の山から%2を出す</translation>
    </message>
    <message numerus="yes">
        <source>%1 pile: %2 face up, %n card(s) face down</source>
        <extracomment>Screen reader: a pile of the ring; %1 is its symbol ("Moon"), %2 its face-up card ("Blue 7"), %n the cards face down under it</extracomment>
        <translation>
            <numerusform>%1の山：表向きは%2、裏向きのカード%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pile: no card face up, %n card(s) face down</source>
        <extracomment>Screen reader: a pile of the ring whose card was played this round; %1 is its symbol, %n the cards face down</extracomment>
        <translation>
            <numerusform>%1の山：表向きのカードなし、裏向きのカード%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Pile of %1: used up</source>
        <extracomment>Screen reader: a pile of the ring with no card left; %1 is its symbol</extracomment>
        <translation>%1の山：カードがありません</translation>
    </message>
    <message>
        <source>(your prophecy)</source>
        <extracomment>Screen reader, after a pile's description: the sage at the screen predicted this pile</extracomment>
        <translation>（あなたの予言）</translation>
    </message>
    <message>
        <source>The ring of piles</source>
        <extracomment>Screen reader: the ring of piles around the centre pile</extracomment>
        <translation>山の輪</translation>
    </message>
    <message>
        <source>Card colours</source>
        <extracomment>Screen reader: the list of card colours with their marks (colour-blind-safe mode)</extracomment>
        <translation>カードの色</translation>
    </message>
    <message>
        <source>Pass: play no card this turn</source>
        <extracomment>Keyboard and screen reader: the pass button (a variant without mandatory play)</extracomment>
        <translation>パス：この手番はカードを出さない</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to pass (imperative, ja 〜ましょう)</extracomment>
        <translation>パスしましょう</translation>
    </message>
    <message>
        <source>Pass?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>パスしますか？</translation>
    </message>
    <message>
        <source>Make your prophecy on the pile of the %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to the sage to make the prophecy on a pile (imperative, ja 〜ましょう); %1 the pile symbol ("Moon")</extracomment>
        <translation>%1の山で予言しましょう</translation>
    </message>
    <message>
        <source>Make your prophecy on the pile of the %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1の山で予言しますか？</translation>
    </message>
    <message>
        <source>Open with %1 from the %2 and declare %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a Sun card in a sentence ("red Sun"), %2 the pile symbol, %3 the value to declare for it</extracomment>
        <translation>%2の山から最初のカードとして%1を出し、%3を宣言しましょう</translation>
    </message>
    <message>
        <source>Open with %1 from the %2 and declare %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%2の山から最初のカードとして%1を出し、%3を宣言しますか？</translation>
    </message>
    <message>
        <source>Play %1 from the %2 and declare %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a Sun card in a sentence ("red Sun"), %2 the pile symbol, %3 the value to declare for it</extracomment>
        <translation>%2の山から%1を出し、%3を宣言しましょう</translation>
    </message>
    <message>
        <source>Play %1 from the %2 and declare %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%2の山から%1を出し、%3を宣言しますか？</translation>
    </message>
    <message>
        <source>Open with %1 from the %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a card in a sentence ("blue 7"), %2 the pile symbol</extracomment>
        <translation>%2の山から最初のカード（%1）を出しましょう</translation>
    </message>
    <message>
        <source>Open with %1 from the %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%2の山から最初のカード（%1）を出しますか？</translation>
    </message>
    <message>
        <source>Play %1 from the %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 a card in a sentence ("blue 7"), %2 the pile symbol</extracomment>
        <translation>%2の山から%1を出しましょう</translation>
    </message>
    <message>
        <source>Play %1 from the %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%2の山から%1を出しますか？</translation>
    </message>
    <message>
        <source>Play the Sun from the %1 and declare %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the pile symbol ("Moon"), %2 the value to declare for its Sun</extracomment>
        <translation>%1の山から太陽カードを出し、%2を宣言しましょう</translation>
    </message>
    <message>
        <source>Play the Sun from the %1 and declare %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1の山から太陽カードを出し、%2を宣言しますか？</translation>
    </message>
    <message>
        <source>Play the card from the %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the pile symbol ("Moon")</extracomment>
        <translation>%1の山からカードを出しましょう</translation>
    </message>
    <message>
        <source>Play the card from the %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1の山からカードを出しますか？</translation>
    </message>
</context>
<context>
    <name>IslandBoard</name>
    <message numerus="yes">
        <source>%1, mountain town: draws %n ware(s)</source>
        <extracomment>Accessible name of a mountain town; %1 its name; %n how many wares a merchant draws there</extracomment>
        <translation>
            <numerusform>%1（宿場町）：商品を%n個引く</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabCharts</name>
    <message>
        <source>Length</source>
        <extracomment>Variant lab: tab of the chart of game lengths</extracomment>
        <translation>長さ</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Variant lab: tab of the chart of wins by seat</extracomment>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>Variant lab: tab of the chart of points by seat</extracomment>
        <translation>得点</translation>
    </message>
    <message>
        <source>Endings</source>
        <extracomment>Variant lab: tab of the chart of end conditions</extracomment>
        <translation>終了条件</translation>
    </message>
    <message>
        <source>Share of games by rounds played</source>
        <extracomment>Variant lab, length chart title: share of games by their number of rounds</extracomment>
        <translation>ラウンド数ごとのゲームの割合</translation>
    </message>
    <message>
        <source>Share of games by decisions</source>
        <extracomment>Variant lab, length chart title: share of games by their number of decisions (moves)</extracomment>
        <translation>手数ごとのゲームの割合</translation>
    </message>
    <message>
        <source>Target</source>
        <extracomment>Variant lab, length chart: the legend of the designer's target band</extracomment>
        <translation>目標</translation>
    </message>
    <message>
        <source>Wins by seat (95% intervals)</source>
        <extracomment>Variant lab, wins chart title: share of games each seat won, with 95% intervals</extracomment>
        <translation>席ごとの勝率（95%区間）</translation>
    </message>
    <message>
        <source>Draws</source>
        <extracomment>Variant lab, wins chart: the category of games without a winner</extracomment>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Points by seat (lowest, quartiles, highest)</source>
        <extracomment>Variant lab, points chart title: the spread of each seat's points (lowest, quartiles, median, highest)</extracomment>
        <translation>席ごとの得点（最小・四分位・最大）</translation>
    </message>
    <message>
        <source>How the games ended</source>
        <extracomment>Variant lab, end chart title: the share of games each end condition ended</extracomment>
        <translation>ゲームの終わり方</translation>
    </message>
    <message>
        <source>Games inside the target — %1: %2 · %3: %4</source>
        <extracomment>Variant lab, under the length chart: the share of games inside the designer's target on each side, as labels (no grammar around the names); %1 and %3 are the rule sets' names, %2 and %4 shares with their intervals ("42.1% ± 2.2")</extracomment>
        <translation>目標内のゲーム（%1：%2・%3：%4）</translation>
    </message>
    <message>
        <source>No games to show yet</source>
        <extracomment>Variant lab: over a chart that has nothing to draw yet (no comparison run, or no game finished)</extracomment>
        <translation>まだ表示するゲームがありません</translation>
    </message>
</context>
<context>
    <name>LabFileDialog</name>
    <message>
        <source>Export from the variant lab</source>
        <extracomment>Title of the variant lab's file dialog that saves an export (records, result or chart)</extracomment>
        <translation>バリアント比較のエクスポート</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>File dialog button that writes the variant lab's export</extracomment>
        <translation>保存</translation>
    </message>
</context>
<context>
    <name>LabPage</name>
    <message>
        <source>Standard rules</source>
        <extracomment>Variant lab: the base game as the rule set compared with
----------
Variant lab: the base game's side of a comparison (no variant)</extracomment>
        <translation>基本ルール</translation>
    </message>
    <message>
        <source>Random</source>
        <extracomment>Variant lab, a seat's agent: legal moves chosen at random</extracomment>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Easy (heuristic)</source>
        <extracomment>Variant lab, a seat's agent: the computer at the launcher's Easy strength (a greedy heuristic)</extracomment>
        <translation>弱い（経験則）</translation>
    </message>
    <message>
        <source>Quick search</source>
        <extracomment>Variant lab, a seat's agent: the lab's quick search, a cheap tree search that still beats Easy (the game's data names it)</extracomment>
        <translation>軽い探索</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Variant lab, a seat's agent: the computer at the launcher's Normal strength</extracomment>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Variant lab, a seat's agent: the computer at the launcher's Strong strength</extracomment>
        <translation>強い</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>Variant lab: a chart was saved as a picture; %1 is the file
----------
Variant lab: an export was written; %1 is the file</extracomment>
        <translation>%1に保存しました</translation>
    </message>
    <message>
        <source>The picture cannot be saved to %1</source>
        <extracomment>Variant lab: a chart could not be saved; %1 is the file</extracomment>
        <translation>画像を%1に保存できません</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <extracomment>Variant lab: leaves the lab (a running comparison is cancelled)</extracomment>
        <translation>‹ 戻る</translation>
    </message>
    <message>
        <source>Variant lab: %1</source>
        <extracomment>Variant lab title; %1 is the game's name</extracomment>
        <translation>バリアント比較：%1</translation>
    </message>
    <message>
        <source>%1 compared with %2</source>
        <extracomment>Variant lab subtitle: the two rule sets compared; %1 the variant, %2 what it is compared with</extracomment>
        <translation>%1と%2の比較</translation>
    </message>
    <message>
        <source>Export…</source>
        <extracomment>Variant lab: opens the menu of exports (records, result, chart)</extracomment>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Game records (CSV)…</source>
        <extracomment>Variant lab export menu: every game's figures, paired by seed, as CSV</extracomment>
        <translation>ゲームごとの記録（CSV）…</translation>
    </message>
    <message>
        <source>Game records (JSON)…</source>
        <extracomment>Variant lab export menu: every game's figures, paired by seed, as JSON</extracomment>
        <translation>ゲームごとの記録（JSON）…</translation>
    </message>
    <message>
        <source>Result (JSON)…</source>
        <extracomment>Variant lab export menu: the comparison's figures as JSON (as kotatsu-cli compare writes them)</extracomment>
        <translation>結果（JSON）…</translation>
    </message>
    <message>
        <source>This chart (PNG)…</source>
        <extracomment>Variant lab export menu: the chart shown, as a picture</extracomment>
        <translation>このグラフ（PNG）…</translation>
    </message>
    <message>
        <source>Play this variant</source>
        <extracomment>Variant lab: starts a game with the compared variant</extracomment>
        <translation>このバリアントで遊ぶ</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Variant lab: label of the number of players</extracomment>
        <translation>人数</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Variant lab: label of the number of games played on each side</extracomment>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>Variant lab: label of the first seed (both sides play the same seeds)</extracomment>
        <translation>シード</translation>
    </message>
    <message>
        <source>Target rounds</source>
        <extracomment>Variant lab: label of the designer's target length, in rounds (0 = no bound)</extracomment>
        <translation>目標ラウンド数</translation>
    </message>
    <message>
        <source>Target decisions</source>
        <extracomment>Variant lab: label of the designer's target length, in decisions (0 = no bound)</extracomment>
        <translation>目標手数</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Variant lab: starts the comparison</extracomment>
        <translation>実行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Variant lab: stops the comparison (the games played so far are kept)</extracomment>
        <translation>キャンセル</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s) on each side</source>
        <extracomment>Variant lab progress: paired games done so far; %1 is how many, %n how many were asked for</extracomment>
        <translation>
            <numerusform>両ルールとも%1／%Lnゲーム</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — about %Ln second(s) left</source>
        <extracomment>Variant lab progress; %1 the games done ("300 of 2000 games on each side"), %n the estimated seconds left</extracomment>
        <translation>
            <numerusform>%1（残り約%Ln秒）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — estimating the time left…</source>
        <extracomment>Variant lab progress before the time left is known; %1 the games done</extracomment>
        <translation>%1（残り時間を見積もり中…）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) on each side, on the same seeds.</source>
        <extracomment>Variant lab: a finished comparison; %n how many games each side played</extracomment>
        <translation>
            <numerusform>両ルールとも同じシードで%Lnゲームずつ対戦しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <extracomment>Variant lab: one of the user's own variants in the chooser; %1 is its name</extracomment>
        <translation>%1（自作）</translation>
    </message>
    <message>
        <source>Compared with</source>
        <extracomment>Variant lab: label of the chooser of the rule set the variant is compared with</extracomment>
        <translation>比較対象</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %Ln game(s) kept with each rule set.</source>
        <extracomment>Variant lab: a cancelled comparison; %1 the games it kept (played with both rule sets), %n the games planned</extracomment>
        <translation>
            <numerusform>中止しました。両ルールとも%Lnゲーム中%1ゲーム分を集計しています。</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings have changed: these figures are from the previous run.</source>
        <extracomment>Variant lab: shown over the figures once a setting (players, computer players, games, seed, the rules compared) has changed since they were played</extracomment>
        <translation>設定が変更されました。この数値は前回の実行のものです。</translation>
    </message>
    <message>
        <source>Run again</source>
        <extracomment>Variant lab: runs the comparison again with the changed settings (on the banner saying the figures are from the previous run)</extracomment>
        <translation>再実行</translation>
    </message>
    <message>
        <source>%1, level %2</source>
        <extracomment>Variant lab, a seat's agent: the game's own solo opponent, played by its rules, at a level; %1 its name from the game's data (Tokaido Duo: "Automa"), %2 the level</extracomment>
        <translation>%1（レベル%2）</translation>
    </message>
    <message>
        <source>Checking the rulebook’s scenarios under this variant…</source>
        <extracomment>Variant lab: shown while the game's rules scenarios run under the variant</extracomment>
        <translation>このバリアントでルールブックのシナリオを確認しています…</translation>
    </message>
    <message>
        <source>This game has no rulebook scenarios yet.</source>
        <extracomment>Variant lab: the game has no rules scenarios (data/games/&lt;id&gt;/scenarios) to check the variant against</extracomment>
        <translation>このゲームにはまだルールブックのシナリオがありません。</translation>
    </message>
    <message>
        <source>Rulebook scenarios under this variant: %1</source>
        <extracomment>Variant lab: the counts of the rulebook's scenarios that pass, fail and are skipped under the variant; %1 the three labelled counts (&quot;Passed: 43 · Failed: 8 · Skipped: 2&quot;)</extracomment>
        <translation>このバリアントでのルールブックのシナリオ（%1）</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <extracomment>Variant lab: how many of the rulebook's scenarios the variant passes (a label, then the count)</extracomment>
        <translation>成功：%1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <extracomment>Variant lab: how many of the rulebook's scenarios fail under the variant (a label, then the count)</extracomment>
        <translation>失敗：%1</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <extracomment>Variant lab: how many of the rulebook's scenarios do not apply, because they set a rule the variant sets otherwise (a label, then the count)</extracomment>
        <translation>対象外：%1</translation>
    </message>
    <message>
        <source>Hide the failing ones</source>
        <extracomment>Variant lab: hides the list of the rulebook's scenarios that fail under the variant</extracomment>
        <translation>失敗したシナリオを隠す</translation>
    </message>
    <message>
        <source>Show the failing ones</source>
        <extracomment>Variant lab: shows the list of the rulebook's scenarios that fail under the variant (file:line, spec section, name)</extracomment>
        <translation>失敗したシナリオを表示</translation>
    </message>
    <message>
        <source>Compare</source>
        <extracomment>Variant lab: tab comparing the two rule sets figure by figure</extracomment>
        <translation>比較</translation>
    </message>
    <message>
        <source>Sweep a rule</source>
        <extracomment>Variant lab: tab setting one rule to each of a list of values (a parameter sweep)</extracomment>
        <translation>ルールの値を振る</translation>
    </message>
    <message>
        <source>Which change did what</source>
        <extracomment>Variant lab: tab measuring each change of the variant alone (attribution)</extracomment>
        <translation>どの変更が何をしたか</translation>
    </message>
    <message>
        <source>Games per value</source>
        <extracomment>Variant lab, sweep: label of the number of games played with each value</extracomment>
        <translation>値ごとのゲーム数</translation>
    </message>
    <message>
        <source>Rule</source>
        <extracomment>Variant lab, sweep: label of the chooser of the rule whose value is varied</extracomment>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Values</source>
        <extracomment>Variant lab, sweep: label of the values the rule takes (a list or a range)</extracomment>
        <translation>値</translation>
    </message>
    <message>
        <source>21..41:2 or 3,5,8</source>
        <extracomment>Variant lab, sweep: the values field when empty; keep the forms as they are</extracomment>
        <translation>21..41:2 または 3,5,8</translation>
    </message>
    <message>
        <source>Targets</source>
        <extracomment>Variant lab, sweep: label of the designer&apos;s targets, separated by semicolons</extracomment>
        <translation>目標</translation>
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
            <numerusform>%Lnゲーム中%1ゲーム実行済み</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) played on the same seeds</source>
        <extracomment>Variant lab, sweep: after a sweep, the first part of a line; %n the values played (refused ones aside)</extracomment>
        <translation>
            <numerusform>同じシードで%Ln個の値を実行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln refused by the rules</source>
        <extracomment>Variant lab, sweep: after a sweep, a part of the line; %n the values the rules refuse (not played)</extracomment>
        <translation>
            <numerusform>ルール上使えない値%Ln個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln meet(s) every target</source>
        <extracomment>Variant lab, sweep: after a sweep, a part of the line; %n the values meeting every target</extracomment>
        <translation>
            <numerusform>すべての目標を満たす値%Ln個</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled</source>
        <extracomment>Variant lab, sweep: after a sweep, the last part of the line when it was cancelled</extracomment>
        <translation>キャンセル済み</translation>
    </message>
    <message>
        <source>Sweep table (CSV)…</source>
        <extracomment>Variant lab export menu, sweep: the table of the values played (every figure with its interval, the targets&apos; marks) as CSV</extracomment>
        <translation>値の表（CSV）…</translation>
    </message>
    <message>
        <source>Which change did what (CSV)…</source>
        <extracomment>Variant lab export menu: the &quot;Which change did what&quot; table (each change&apos;s effect on each figure) as CSV</extracomment>
        <translation>変更ごとの効果（CSV）…</translation>
    </message>
    <message>
        <source>Balance</source>
        <extracomment>Variant lab: tab of the balance report of both rule sets (each seat&apos;s advantage, comebacks, decisiveness, drama, duration, branching)</extracomment>
        <translation>バランス</translation>
    </message>
    <message>
        <source>unsure: %1</source>
        <extracomment>Variant lab, sweep: after a search, values that may meet the targets (more games would tell); %1 the values</extracomment>
        <translation>未確定：%1</translation>
    </message>
    <message>
        <source>no value meets every target</source>
        <extracomment>Variant lab, sweep: after a search that found no value meeting every target</extracomment>
        <translation>すべての目標を満たす値はありません</translation>
    </message>
    <message>
        <source>meet every target: %1</source>
        <extracomment>Variant lab, sweep: after a search, the values meeting every target; %1 the values, separated by commas</extracomment>
        <translation>すべての目標を満たす値：%1</translation>
    </message>
    <message numerus="yes">
        <source>Search: %Ln value(s) played</source>
        <extracomment>Variant lab, sweep: after a search, the first part of a line; %n the values it played</extracomment>
        <translation>
            <numerusform>探索：%Ln個の値を実行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln in the range</source>
        <extracomment>Variant lab, sweep: after a search, a part of the line; %n the values of the range searched</extracomment>
        <translation>
            <numerusform>範囲内%Ln個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <extracomment>Variant lab, sweep: after a search, a part of the line; %n the search&apos;s steps (each plays a few values)</extracomment>
        <translation>
            <numerusform>%Ln段階</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <extracomment>Variant lab, sweep: after a search, a part of the line; %n the games it played</extracomment>
        <translation>
            <numerusform>%Lnゲーム</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching: %Ln value(s) played</source>
        <extracomment>Variant lab, sweep progress while searching for the values meeting the targets, the first part of the line; %n the values played so far</extracomment>
        <translation>
            <numerusform>探索中：%Ln個の値を実行済み</numerusform>
        </translation>
    </message>
    <message>
        <source>Find values that meet the targets</source>
        <extracomment>Variant lab, sweep: looks for the values of the rule that meet every target without playing them all (coarse to fine)</extracomment>
        <translation>目標を満たす値を探す</translation>
    </message>
    <message>
        <source>Its values</source>
        <extracomment>Variant lab, sweep: label of the values the second rule takes (a list or a range)</extracomment>
        <translation>その値</translation>
    </message>
    <message>
        <source>no second rule</source>
        <extracomment>Variant lab, sweep: the second rule&apos;s chooser when there is none (one rule, not a grid)</extracomment>
        <translation>なし</translation>
    </message>
    <message>
        <source>And</source>
        <extracomment>Variant lab, sweep: label of the chooser of a second rule, for a grid of every pair of values</extracomment>
        <translation>2つ目のルール</translation>
    </message>
</context>
<context>
    <name>LabWords</name>
    <message>
        <source>, </source>
        <extracomment>Variant lab: between the values of a list in a line (&quot;meet every target: 21, 23, 25&quot;); ja 「、」 with no space</extracomment>
        <translation>、</translation>
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
        <translation>1番手</translation>
    </message>
    <message>
        <source>Second player</source>
        <extracomment>Variant lab: seat 2 as a label (table rows, chart axes), in turn order</extracomment>
        <translation>2番手</translation>
    </message>
    <message>
        <source>Third player</source>
        <extracomment>Variant lab: seat 3 as a label</extracomment>
        <translation>3番手</translation>
    </message>
    <message>
        <source>Fourth player</source>
        <extracomment>Variant lab: seat 4 as a label</extracomment>
        <translation>4番手</translation>
    </message>
    <message>
        <source>Fifth player</source>
        <extracomment>Variant lab: seat 5 as a label</extracomment>
        <translation>5番手</translation>
    </message>
    <message>
        <source>Sixth player</source>
        <extracomment>Variant lab: seat 6 as a label</extracomment>
        <translation>6番手</translation>
    </message>
    <message>
        <source>Seventh player</source>
        <extracomment>Variant lab: seat 7 as a label</extracomment>
        <translation>7番手</translation>
    </message>
    <message>
        <source>Eighth player</source>
        <extracomment>Variant lab: seat 8 as a label</extracomment>
        <translation>8番手</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>Variant lab: a seat beyond the eighth as a label; %1 is its number</extracomment>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>The first player</source>
        <extracomment>Variant lab: seat 1 as the subject starting a verdict sentence ("The first player now wins more often: +8 ± 2 percentage points")</extracomment>
        <translation>1番手のプレイヤー</translation>
    </message>
    <message>
        <source>The second player</source>
        <extracomment>Variant lab: seat 2 as the subject starting a verdict sentence</extracomment>
        <translation>2番手のプレイヤー</translation>
    </message>
    <message>
        <source>The third player</source>
        <extracomment>Variant lab: seat 3 as the subject starting a verdict sentence</extracomment>
        <translation>3番手のプレイヤー</translation>
    </message>
    <message>
        <source>The fourth player</source>
        <extracomment>Variant lab: seat 4 as the subject starting a verdict sentence</extracomment>
        <translation>4番手のプレイヤー</translation>
    </message>
    <message>
        <source>The fifth player</source>
        <extracomment>Variant lab: seat 5 as the subject starting a verdict sentence</extracomment>
        <translation>5番手のプレイヤー</translation>
    </message>
    <message>
        <source>The sixth player</source>
        <extracomment>Variant lab: seat 6 as the subject starting a verdict sentence</extracomment>
        <translation>6番手のプレイヤー</translation>
    </message>
    <message>
        <source>The seventh player</source>
        <extracomment>Variant lab: seat 7 as the subject starting a verdict sentence</extracomment>
        <translation>7番手のプレイヤー</translation>
    </message>
    <message>
        <source>The eighth player</source>
        <extracomment>Variant lab: seat 8 as the subject starting a verdict sentence</extracomment>
        <translation>8番手のプレイヤー</translation>
    </message>
    <message>
        <source>Stopped at the move limit</source>
        <extracomment>Variant lab: the end condition of a game stopped by the simulator's move limit (counted as a draw)</extracomment>
        <translation>手数の上限で打ち切り</translation>
    </message>
    <message>
        <source>No end condition</source>
        <extracomment>Variant lab: games that ended without a named end condition</extracomment>
        <translation>終了条件なし</translation>
    </message>
    <message>
        <source>Decisions per game</source>
        <extracomment>Variant lab, figures table: decisions (moves) per game, the game's length</extracomment>
        <translation>1ゲームあたりの手数</translation>
    </message>
    <message>
        <source>Draws</source>
        <extracomment>Variant lab, figures table: share of games without a winner</extracomment>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Lead changes per game</source>
        <extracomment>Variant lab, figures table: how often the lead passes from one player to another in a game</extracomment>
        <translation>1ゲームあたりの首位交代</translation>
    </message>
    <message>
        <source>Legal moves per decision</source>
        <extracomment>Variant lab, figures table: the mean number of legal moves a player chooses from</extracomment>
        <translation>1手あたりの合法手</translation>
    </message>
    <message>
        <source>Wins: %1</source>
        <extracomment>Variant lab, figures table: a seat's share of games won; %1 is the seat ("First player")</extracomment>
        <translation>勝利：%1</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <extracomment>Variant lab, figures table: a seat's mean points; %1 is the seat ("First player")</extracomment>
        <translation>得点：%1</translation>
    </message>
    <message>
        <source>Ended by: %1</source>
        <extracomment>Variant lab, figures table: a share of games ended by one end condition; %1 is the condition</extracomment>
        <translation>終了：%1</translation>
    </message>
    <message>
        <source>No significant difference in game length</source>
        <extracomment>Variant lab verdict: the game's length did not change significantly</extracomment>
        <translation>ゲームの長さに有意な差はありません</translation>
    </message>
    <message>
        <source>No significant difference in draws</source>
        <extracomment>Variant lab verdict: the share of draws did not change significantly</extracomment>
        <translation>引き分けに有意な差はありません</translation>
    </message>
    <message>
        <source>%1 wins about as often as before (no significant difference)</source>
        <extracomment>Variant lab verdict; %1 is the seat as a subject ("The first player")</extracomment>
        <translation>%1の勝率は以前とほぼ同じです（有意な差なし）</translation>
    </message>
    <message>
        <source>%1 scores about as much as before (no significant difference)</source>
        <extracomment>Variant lab verdict; %1 is the seat as a subject ("The first player")</extracomment>
        <translation>%1の得点は以前とほぼ同じです（有意な差なし）</translation>
    </message>
    <message>
        <source>%1: no significant difference</source>
        <extracomment>Variant lab verdict; %1 is the figure's label ("Reshuffles") or an end condition ("A pilgrim reached the pagoda")</extracomment>
        <translation>%1：有意な差なし</translation>
    </message>
    <message>
        <source>Games are now %1 ± %2 decisions longer</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in decisions (moves) per game with its 95% interval</extracomment>
        <translation>ゲームが%1 ± %2手長くなりました</translation>
    </message>
    <message>
        <source>Games are now %1 ± %2 decisions shorter</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in decisions (moves) per game with its 95% interval</extracomment>
        <translation>ゲームが%1 ± %2手短くなりました</translation>
    </message>
    <message>
        <source>%1 now scores %2 ± %3 points more</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 ± %3 the difference in game points with its 95% interval</extracomment>
        <translation>%1の得点が%2 ± %3点増えました</translation>
    </message>
    <message>
        <source>%1 now scores %2 ± %3 points less</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 ± %3 the difference in game points with its 95% interval</extracomment>
        <translation>%1の得点が%2 ± %3点減りました</translation>
    </message>
    <message>
        <source>The lead now changes hands %1 ± %2 more times per game</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in lead changes per game with its 95% interval</extracomment>
        <translation>首位の交代が1ゲームあたり%1 ± %2回増えました</translation>
    </message>
    <message>
        <source>The lead now changes hands %1 ± %2 fewer times per game</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in lead changes per game with its 95% interval</extracomment>
        <translation>首位の交代が1ゲームあたり%1 ± %2回減りました</translation>
    </message>
    <message>
        <source>Players now choose from %1 ± %2 more legal moves per decision</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in legal moves per decision with its 95% interval</extracomment>
        <translation>1手あたりの合法手が%1 ± %2増えました</translation>
    </message>
    <message>
        <source>Players now choose from %1 ± %2 fewer legal moves per decision</source>
        <extracomment>Variant lab verdict; %1 ± %2 is the difference in legal moves per decision with its 95% interval</extracomment>
        <translation>1手あたりの合法手が%1 ± %2減りました</translation>
    </message>
    <message>
        <source>%1: now %2 ± %3 more per game</source>
        <extracomment>Variant lab verdict on a figure counted per game; %1 its label ("Reshuffles"), %2 ± %3 the difference with its 95% interval</extracomment>
        <translation>%1：1ゲームあたり%2 ± %3増えました</translation>
    </message>
    <message>
        <source>%1: now %2 ± %3 less per game</source>
        <extracomment>Variant lab verdict on a figure counted per game; %1 its label ("Reshuffles"), %2 ± %3 the difference with its 95% interval</extracomment>
        <translation>%1：1ゲームあたり%2 ± %3減りました</translation>
    </message>
    <message>
        <source>1st</source>
        <extracomment>Variant lab: seat 1 (the first player in turn order) under a chart's bars, as short as it can be</extracomment>
        <translation>1番手</translation>
    </message>
    <message>
        <source>2nd</source>
        <extracomment>Variant lab: seat 2 under a chart's bars</extracomment>
        <translation>2番手</translation>
    </message>
    <message>
        <source>3rd</source>
        <extracomment>Variant lab: seat 3 under a chart's bars</extracomment>
        <translation>3番手</translation>
    </message>
    <message>
        <source>4th</source>
        <extracomment>Variant lab: seat 4 under a chart's bars</extracomment>
        <translation>4番手</translation>
    </message>
    <message>
        <source>5th</source>
        <extracomment>Variant lab: seat 5 under a chart's bars</extracomment>
        <translation>5番手</translation>
    </message>
    <message>
        <source>6th</source>
        <extracomment>Variant lab: seat 6 under a chart's bars</extracomment>
        <translation>6番手</translation>
    </message>
    <message>
        <source>7th</source>
        <extracomment>Variant lab: seat 7 under a chart's bars</extracomment>
        <translation>7番手</translation>
    </message>
    <message>
        <source>8th</source>
        <extracomment>Variant lab: seat 8 under a chart's bars</extracomment>
        <translation>8番手</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>Variant lab: the two ends of a 95% interval written out ("0.9 to 6.3", "−0.1 to +0.3"); used where the interval is not the same on both sides of the value</extracomment>
        <translation>%1〜%2</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <extracomment>Variant lab: a share with the two ends of its 95% interval, where they are not the same distance from it ("99.9% (99.6–100)"); %1 the share, %2 and %3 the ends (numbers, no %)</extracomment>
        <translation>%1（%2〜%3）</translation>
    </message>
    <message>
        <source>%1 pp</source>
        <extracomment>Variant lab, Difference column: a difference of two shares in percentage points ("+3.6 ± 2.7 pp"); the short form of the unit</extracomment>
        <translation>%1ポイント</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>difference and interval</comment>
        <extracomment>Variant lab verdict: a difference with the two ends of its 95% interval, where they are not the same distance from it ("0.4 (0.1 to 0.9)")</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>verdict and relative change</comment>
        <extracomment>Variant lab: a verdict on a mean followed by the change relative to the other rule set's value; %1 the verdict sentence, %2 the relative change ("+1.2%")</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Draws are now more frequent: +%1 percentage points</source>
        <extracomment>Variant lab verdict; %1 the rise in the share of drawn games, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>引き分けが増えました（+%1ポイント）</translation>
    </message>
    <message>
        <source>Draws are now less frequent: −%1 percentage points</source>
        <extracomment>Variant lab verdict; %1 the fall in the share of drawn games, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>引き分けが減りました（−%1ポイント）</translation>
    </message>
    <message>
        <source>%1 now wins more often: +%2 percentage points</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 the rise in its share of games won, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1の勝率が上がりました（+%2ポイント）</translation>
    </message>
    <message>
        <source>%1 now wins less often: −%2 percentage points</source>
        <extracomment>Variant lab verdict; %1 the seat as a subject ("The first player"), %2 the fall in its share of games won, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1の勝率が下がりました（−%2ポイント）</translation>
    </message>
    <message>
        <source>%1: more frequent now (+%2 percentage points)</source>
        <extracomment>Variant lab verdict; %1 the end condition (a label, "A pilgrim reached the pagoda"), %2 the rise in the share of games it ended, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1：以前より多くなりました（+%2ポイント）</translation>
    </message>
    <message>
        <source>%1: less frequent now (−%2 percentage points)</source>
        <extracomment>Variant lab verdict; %1 the end condition (a label, "A pilgrim reached the pagoda"), %2 the fall in the share of games it ended, in percentage points, with its 95% interval ("3.6 ± 2.7")</extracomment>
        <translation>%1：以前より少なくなりました（−%2ポイント）</translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <comment>difference column</comment>
        <extracomment>Variant lab, Difference column (a narrow column): a difference on the first line, the two ends of its 95% interval under it, where they are not the same distance from it ("+0.4 pp" over "(+0.1 to +0.9)")</extracomment>
        <translation>%1
（%2）</translation>
    </message>
    <message>
        <source>Different, and it matters</source>
        <extracomment>Variant lab verdict against the smallest difference that matters: the whole 95% interval of the difference lies beyond the margin</extracomment>
        <translation>差があり、意味のある大きさです</translation>
    </message>
    <message>
        <source>Different, but too small to matter</source>
        <extracomment>Variant lab verdict against the smallest difference that matters: real (the interval leaves out 0) but inside the margin</extracomment>
        <translation>差はありますが、意味のない小ささです</translation>
    </message>
    <message>
        <source>The same within the margin</source>
        <extracomment>Variant lab verdict against the smallest difference that matters: an equivalence test (TOST) shows any difference is inside the margin</extracomment>
        <translation>許容差の範囲で同じです</translation>
    </message>
    <message numerus="yes">
        <source>Not enough games yet: about %Ln more would tell</source>
        <extracomment>Variant lab verdict: the games played cannot tell yet; %n about how many more games would (from the spread seen so far)</extracomment>
        <translation>
            <numerusform>まだゲーム数が足りません。あと約%Lnゲームで判定できます</numerusform>
        </translation>
    </message>
    <message>
        <source>Not enough games yet</source>
        <extracomment>Variant lab verdict: the games played cannot tell yet, and no number of games can be estimated</extracomment>
        <translation>まだゲーム数が足りません</translation>
    </message>
    <message>
        <source>For now: %1</source>
        <extracomment>Variant lab: a verdict read off a run still growing (or cancelled), which may change before the planned games are played; %1 the verdict (&quot;Different, and it matters&quot;)</extracomment>
        <translation>現時点では：%1</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Language</source>
        <extracomment>Tooltip of the language button</extracomment>
        <translation>言語</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>Language menu: Kotatsu follows the system's language (the choice is not kept)</extracomment>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Your choice is kept for next time.</source>
        <extracomment>Language menu, last line: the language chosen by name is kept for later runs</extracomment>
        <translation>選んだ言語は次回も使われます。</translation>
    </message>
</context>
<context>
    <name>LastProphecy</name>
    <message>
        <source>Last prophecy · round %1</source>
        <extracomment>Heading of the last-round summary; %1 is the round number</extracomment>
        <translation>前回の予言・第%1ラウンド</translation>
    </message>
</context>
<context>
    <name>LauncherPage</name>
    <message>
        <source>Open a saved game…</source>
        <extracomment>Launcher button that opens a file dialog</extracomment>
        <translation>保存データを開く…</translation>
    </message>
    <message>
        <source>This game's data has errors; run kotatsu-cli validate.</source>
        <extracomment>Shown for a game whose data files have errors</extracomment>
        <translation>このゲームのデータにエラーがあります。kotatsu-cli validate を実行してください。</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Launcher label for the rules variant chooser</extracomment>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>The base game, without a variant</extracomment>
        <translation>基本ルール</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Launcher label for the number of players</extracomment>
        <translation>人数</translation>
    </message>
    <message>
        <source>Who plays?</source>
        <extracomment>Launcher heading above the list of seats</extracomment>
        <translation>だれが遊びますか？</translation>
    </message>
    <message>
        <source>Several people can share this screen: the game hides each hand until its owner takes the seat.</source>
        <extracomment>Launcher hint about hot-seat play in a game with secrets (hands, face-down tiles)</extracomment>
        <translation>1つの画面を何人かで使えます。各自の手札は、本人が席に着くまで表示されません。</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Opens the rules of the selected game</extracomment>
        <translation>遊び方</translation>
    </message>
    <message>
        <source>Start the game</source>
        <extracomment>Starts the game set up in the launcher</extracomment>
        <translation>ゲームを始める</translation>
    </message>
    <message>
        <source>Tabletop games around one warm table</source>
        <extracomment>Subtitle under the app name in the launcher</extracomment>
        <translation>こたつを囲んで、みんなで遊ぶボードゲーム</translation>
    </message>
    <message>
        <source>This game's data has errors; choose another game.</source>
        <extracomment>Under the Start button when the chosen game's data files have errors</extracomment>
        <translation>このゲームのデータにはエラーがあります。別のゲームを選んでください。</translation>
    </message>
    <message>
        <source>More seats below: scroll down to see them all</source>
        <extracomment>Under the seat list when some seats are out of sight</extracomment>
        <translation>下にまだ席があります。スクロールしてすべて確認してください</translation>
    </message>
    <message numerus="yes">
        <source>This game needs exactly %n player(s).</source>
        <extracomment>Under the Start button; %n is the exact number of players of the game (2 or more)</extracomment>
        <translation>
            <numerusform>このゲームは%n人専用です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This game needs %1 to %n player(s).</source>
        <extracomment>Under the Start button; %1 and %n are the player range (fewest, most)</extracomment>
        <translation>
            <numerusform>このゲームのプレイ人数は%1〜%n人です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>Player count of a game for an exact number of players, e.g. "2 players"</extracomment>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n player(s)</source>
        <extracomment>Player range of a game in the launcher, e.g. "3–8 players"; %1 the fewest, %n the most</extracomment>
        <translation>
            <numerusform>%1〜%n人</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <extracomment>Launcher rules chooser: one of the user's own variants; %1 is its name</extracomment>
        <translation>%1（自作）</translation>
    </message>
    <message>
        <source>Edit rules…</source>
        <extracomment>Launcher: opens the rules editor on the chosen game or variant</extracomment>
        <translation>ルールを編集…</translation>
    </message>
    <message>
        <source>My variants…</source>
        <extracomment>Launcher: opens the list of the user's own variants of the chosen game (rename, delete, export, import)</extracomment>
        <translation>自分のバリアント…</translation>
    </message>
    <message>
        <source>Compare…</source>
        <extracomment>Launcher: opens the variant lab, comparing the chosen variant with the standard rules</extracomment>
        <translation>比較…</translation>
    </message>
    <message>
        <source>Play this variant and the standard rules many times on the same seeds, and compare them</source>
        <extracomment>Launcher: tooltip of Compare…</extracomment>
        <translation>このバリアントと基本ルールを同じシードで何度も対戦させて比較します</translation>
    </message>
    <message>
        <source>Choose a variant to compare it with the standard rules</source>
        <extracomment>Launcher: tooltip of the disabled Compare… while the standard rules are chosen</extracomment>
        <translation>基本ルールと比較するバリアントを選んでください</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Launcher button: the settings page</extracomment>
        <translation>設定</translation>
    </message>
    <message numerus="yes">
        <source>Resume: %1 · %n move(s)</source>
        <extracomment>Launcher button: go on with the game left unfinished; %1 is the game's name, %n the number of moves played</extracomment>
        <translation>
            <numerusform>続きから：%1・%n手</numerusform>
        </translation>
    </message>
    <message>
        <source>Left unfinished on %1</source>
        <extracomment>Tooltip of the Resume button; %1 is when the game was last kept</extracomment>
        <translation>中断：%1</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Launcher: the list of games, for screen readers</extracomment>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>✎ Your unsaved changes to “%1” (autosaved %2) are kept: Edit rules… offers them back.</source>
        <extracomment>Launcher, under Edit rules…; %1 is a variant's name, %2 when it was autosaved ("today at 14:32")</extracomment>
        <translation>✎ 「%1」への未保存の変更（%2に自動保存）が残っています。「ルールを編集…」で復元できます。</translation>
    </message>
    <message numerus="yes">
        <source>✎ %n autosaved documents of this game have unsaved changes: Edit rules… offers them back.</source>
        <extracomment>Launcher, under Edit rules…; %n is how many autosaved documents of the chosen game have unsaved changes</extracomment>
        <translation>
            <numerusform>✎ このゲームの自動保存された文書%n件に未保存の変更があります。「ルールを編集…」で復元できます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Several people can share this screen and play in turn: nothing in this game is hidden.</source>
        <extracomment>Launcher hint about hot-seat play in a game where everything is in view (no hand-over screen)</extracomment>
        <translation>1つの画面を何人かで使い、順番に遊べます。このゲームに隠された情報はありません。</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>Launcher: starts a guided first game of the selected game (a lesson on the real table)</extracomment>
        <translation>遊んで覚える</translation>
    </message>
    <message>
        <source>Play on the network…</source>
        <extracomment>Launcher button: opens the dialog for playing with people on other computers</extracomment>
        <translation>ネットワーク対戦…</translation>
    </message>
    <message numerus="yes">
        <source>Reopen your network table: %1 · %n move(s)</source>
        <extracomment>Launcher button: opens again the network table this app hosted and left unfinished (the app was closed or stopped); %1 is the game's name, %n the number of moves played</extracomment>
        <translation>
            <numerusform>ホストを再開：%1・%n手</numerusform>
        </translation>
    </message>
    <message>
        <source>Left on %1. The players come back to their seats with the invitation they have.</source>
        <extracomment>Tooltip of the button that reopens the network table this app hosted; %1 is when a move was last made at it</extracomment>
        <translation>中断：%1。参加していたプレイヤーは、手元の招待でそれぞれの席に戻れます。</translation>
    </message>
</context>
<context>
    <name>ListTable</name>
    <message>
        <source>Duplicate</source>
        <extracomment>Rules editor: button in a table row that inserts a copy of the item after it</extracomment>
        <translation>複製</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Rules editor: button in a table row that removes the item</extracomment>
        <translation>削除</translation>
    </message>
    <message>
        <source>Add</source>
        <extracomment>Rules editor: adds an item (a card, a town, a space...) at the end of a table</extracomment>
        <translation>追加</translation>
    </message>
    <message numerus="yes">
        <source>Show all %n row(s)</source>
        <extracomment>Rules editor: shows every row of a long table; %n is how many rows there are</extracomment>
        <translation>
            <numerusform>全%n行を表示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Rules editor: the totals line under a table; %n is the number of items (cards, towns, spaces...)</extracomment>
        <translation>
            <numerusform>%n項目</numerusform>
        </translation>
    </message>
    <message>
        <source>by %1: %2</source>
        <extracomment>Rules editor totals line: how many items have each value of a field; %1 is the field, %2 e.g. "red ×10, blue ×10"</extracomment>
        <translation>%1別：%2</translation>
    </message>
</context>
<context>
    <name>LocalizedGrid</name>
    <message>
        <source>missing</source>
        <extracomment>Rules editor: placeholder of an empty language in a five-language grid</extracomment>
        <translation>未入力</translation>
    </message>
    <message numerus="yes">
        <source>%n language(s) missing</source>
        <extracomment>Rules editor: beside a text given in every language, how many languages are not written yet (empty, or still a new variant's "Game (variant)")</extracomment>
        <translation>
            <numerusform>%n言語が未入力</numerusform>
        </translation>
    </message>
    <message>
        <source>Not written yet: the editor's stand-in until you change it</source>
        <extracomment>Rules editor: tooltip of a language of a new variant's name or description that still holds the text the editor gave it ("Tokaido Duo (variant)")</extracomment>
        <translation>未入力：書き換えるまではエディターの仮の文字です</translation>
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
        <translation>ゲームを始められませんでした。</translation>
    </message>
</context>
<context>
    <name>MantraLine</name>
    <message>
        <source>stays</source>
        <extracomment>Under a place of the mantra line whose pilgrim does not climb</extracomment>
        <translation>足止め</translation>
    </message>
    <message>
        <source>This round's mantra line</source>
        <extracomment>Screen reader: the row of cards played this round</extracomment>
        <translation>このラウンドのマントラの列</translation>
    </message>
    <message>
        <source>Turn order</source>
        <extracomment>Screen reader: the row of cards that gives the turn order</extracomment>
        <translation>手番順</translation>
    </message>
    <message>
        <source>Place %1 (stays): empty</source>
        <extracomment>Screen reader: an empty place of the mantra line whose pilgrim will not climb; %1 its number</extracomment>
        <translation>%1番目（足止め）：空き</translation>
    </message>
    <message>
        <source>Place %1: empty</source>
        <extracomment>Screen reader: an empty place of the mantra line; %1 its number</extracomment>
        <translation>%1番目：空き</translation>
    </message>
    <message>
        <source>Place %1 (stays): %2, played by %3</source>
        <extracomment>Screen reader: a card in a place whose pilgrim does not climb; %1 the place, %2 the card ("card 17, 3 sandals"), %3 a player</extracomment>
        <translation>%1番目（足止め）：%2、%3が出したカード</translation>
    </message>
    <message>
        <source>Place %1: %2, played by %3</source>
        <extracomment>Screen reader: a card of the mantra line; %1 the place, %2 the card ("card 17, 3 sandals"), %3 a player</extracomment>
        <translation>%1番目：%2、%3が出したカード</translation>
    </message>
</context>
<context>
    <name>MatchHint</name>
    <message>
        <source>A card fits the top card with</source>
        <extracomment>Heading of the reminder of the matching rules</extracomment>
        <translation>いちばん上のカードに合うのは：</translation>
    </message>
    <message>
        <source>the same colour</source>
        <extracomment>Matching rule reminder (list item)</extracomment>
        <translation>同じ色</translation>
    </message>
    <message>
        <source>the same value</source>
        <extracomment>Matching rule reminder (list item)</extracomment>
        <translation>同じ数字</translation>
    </message>
    <message>
        <source>a value one higher or lower (10 and 1 too)</source>
        <extracomment>Matching rule reminder (list item), variant where 10 and 1 are neighbours</extracomment>
        <translation>1つ上か1つ下の数字（10と1も隣り合う）</translation>
    </message>
    <message>
        <source>a value one higher or lower</source>
        <extracomment>Matching rule reminder (list item)</extracomment>
        <translation>1つ上か1つ下の数字</translation>
    </message>
    <message>
        <source>A Sun takes any value of its colour.</source>
        <extracomment>Sun reminder, variant without restriction</extracomment>
        <translation>太陽カードは、その色の好きな数字を宣言できます。</translation>
    </message>
    <message>
        <source>A Sun takes a value of its colour not showing in the ring or the centre.</source>
        <extracomment>Sun reminder, variant</extracomment>
        <translation>太陽カードは、その色で輪にも中央の山にも見えていない数字を宣言できます。</translation>
    </message>
    <message>
        <source>A Sun takes a value of its colour not showing in the ring.</source>
        <extracomment>Sun reminder, standard rules</extracomment>
        <translation>太陽カードは、その色で輪に見えていない数字を宣言できます。</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log at a network table: another player's move, of which this player sees only what it did (the lines under it); %1 a player</extracomment>
        <translation>%1が手を選びました</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>Heading of the move log
----------
The move log, for screen readers</extracomment>
        <translation>記録</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Separator in the move log</extracomment>
        <translation>第%1ラウンド</translation>
    </message>
    <message>
        <source>The game begins</source>
        <extracomment>Move log: the entry before the first move, above what the set-up did (the Automa's first turn, the pilgrims' first climb)</extracomment>
        <translation>ゲーム開始</translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message>
        <source>Step</source>
        <comment>legend</comment>
        <extracomment>Short legend of the board (a small window): the mark of a field reachable by a step</extracomment>
        <translation>1歩進む</translation>
    </message>
    <message>
        <source>Jump</source>
        <comment>legend</comment>
        <extracomment>Short legend of the board (a small window): the mark of a field reachable by a jump</extracomment>
        <translation>ジャンプ</translation>
    </message>
    <message>
        <source>Hand-off jump</source>
        <comment>legend</comment>
        <extracomment>Short legend of the board (a small window): the mark of a field reachable by the hand-off jump (Note 3)</extracomment>
        <translation>バトンタッチジャンプ</translation>
    </message>
    <message>
        <source>Take a pair of beads</source>
        <extracomment>Move panel title in the bead draft</extracomment>
        <translation>ビーズを1組取る</translation>
    </message>
    <message>
        <source>Place %1</source>
        <extracomment>Move panel title during the set-up; %1 is a figure (Kokeshi 2)</extracomment>
        <translation>%1を置く</translation>
    </message>
    <message>
        <source>Pass a bead</source>
        <extracomment>Move panel title: the action that moves a bead, not a figure
----------
Move panel button: the action that moves a bead instead of a figure</extracomment>
        <translation>ビーズを渡す</translation>
    </message>
    <message>
        <source>Which jump?</source>
        <extracomment>Move panel title: two kinds of jump reach the chosen field</extracomment>
        <translation>どちらのジャンプにしますか？</translation>
    </message>
    <message>
        <source>In which order?</source>
        <extracomment>Move panel title: the order of the beads handed over</extracomment>
        <translation>どの順番で渡しますか？</translation>
    </message>
    <message>
        <source>Who gets the bead?</source>
        <extracomment>Move panel title: which figure receives the used bead</extracomment>
        <translation>だれに渡しますか？</translation>
    </message>
    <message>
        <source>Your move</source>
        <extracomment>Move panel title at the start of your turn</extracomment>
        <translation>あなたの手番</translation>
    </message>
    <message>
        <source>Choose the colour of a pair of beads. Each figure will carry one pair.</source>
        <extracomment>Move panel prompt in the bead draft</extracomment>
        <translation>取るビーズの色を選んでください。各コマに1組（2個）ずつのせます。</translation>
    </message>
    <message>
        <source>1. Choose the bead pair this figure carries.
2. Click a lit start field next to your pagoda.</source>
        <extracomment>Move panel prompt during the set-up</extracomment>
        <translation>1. このコマにのせるビーズの組を選んでください。
2. 自分の塔のとなりの光っているマスをクリックしてください。</translation>
    </message>
    <message>
        <source>This figure cannot step or jump now. It can still pass its top bead.</source>
        <extracomment>Move panel: the selected figure cannot step or jump now</extracomment>
        <translation>このコマは今、進むこともジャンプすることもできません。いちばん上のビーズを渡すことはできます。</translation>
    </message>
    <message>
        <source>Its top bead is %1: it may step across a %1 line. Click a lit field.</source>
        <extracomment>Move panel; %1 is the colour of the figure's top bead</extracomment>
        <translation>いちばん上のビーズは%1：その色の線を越えて進めます。光っているマスをクリックしてください。</translation>
    </message>
    <message>
        <source>It carries no bead: it can only jump. Click a lit field.</source>
        <extracomment>Move panel: a figure without beads can only jump</extracomment>
        <translation>ビーズがないので、ジャンプしかできません。光っているマスをクリックしてください。</translation>
    </message>
    <message>
        <source>Jump and keep your beads, or hand all of them to the figure you jump over?</source>
        <extracomment>Move panel: a loaded figure next to its own figure may jump keeping its beads, or hand them all over first</extracomment>
        <translation>ビーズを持ったままジャンプしますか？　それとも、跳び越すコマにビーズをすべて渡しますか？</translation>
    </message>
    <message>
        <source>Choose the order of the beads, from bottom to top.</source>
        <extracomment>Move panel: choose the order (bottom to top) of the beads handed over</extracomment>
        <translation>ビーズの順番を下から選んでください。</translation>
    </message>
    <message>
        <source>Click one of your figures, here or on the board.</source>
        <extracomment>Move panel: choose the figure that receives the bead used for the step</extracomment>
        <translation>自分のコマを1体、ここかボード上でクリックしてください。</translation>
    </message>
    <message>
        <source>No figure moves: the top bead of one of your figures goes on top of another one. Click the figure that gives its top bead.</source>
        <extracomment>Move panel: the first step of passing a bead</extracomment>
        <translation>コマは動きません。自分のコマ1体のいちばん上のビーズを、ほかのコマのいちばん上にのせます。ビーズを渡すコマをクリックしてください。</translation>
    </message>
    <message>
        <source>Click the figure that receives the top bead of %1.</source>
        <extracomment>Move panel: the second step of passing a bead; %1 is the giving figure</extracomment>
        <translation>%1のいちばん上のビーズを受け取るコマをクリックしてください。</translation>
    </message>
    <message>
        <source>Click one of your lit figures to see where it can go, or pass a bead from one figure to another.</source>
        <extracomment>Move panel at the start of your turn</extracomment>
        <translation>光っている自分のコマをクリックすると、動ける場所が表示されます。コマからコマへビーズを渡すこともできます。</translation>
    </message>
    <message>
        <source>Handed on:</source>
        <extracomment>Move panel: the bead(s) about to go to another figure (shown after the colon)</extracomment>
        <translation>渡すビーズ：</translation>
    </message>
    <message>
        <source>Hand all beads to %1, then jump over it</source>
        <extracomment>Move panel button: the hand-off jump; %1 is the figure jumped over</extracomment>
        <translation>ビーズをすべて%1に渡して跳び越す</translation>
    </message>
    <message>
        <source>Jump over %1, keep your beads</source>
        <extracomment>Move panel button: an ordinary jump; %1 is the figure jumped over</extracomment>
        <translation>ビーズを持ったまま%1を跳び越す</translation>
    </message>
    <message>
        <source>Step across the line</source>
        <extracomment>Move panel button: step across the line</extracomment>
        <translation>線を越えて進む</translation>
    </message>
    <message>
        <source>Top bead</source>
        <extracomment>Move panel toggle: pass only the top bead</extracomment>
        <translation>いちばん上のビーズ</translation>
    </message>
    <message>
        <source>The used bead</source>
        <extracomment>Move panel toggle: give only the bead used for the step</extracomment>
        <translation>使ったビーズ</translation>
    </message>
    <message>
        <source>All its beads</source>
        <extracomment>Move panel toggle: hand over all the beads of the figure</extracomment>
        <translation>すべてのビーズ</translation>
    </message>
    <message>
        <source>Pass its top bead</source>
        <extracomment>Move panel button: pass the selected figure's top bead to another figure</extracomment>
        <translation>いちばん上のビーズを渡す</translation>
    </message>
    <message>
        <source>End the turn</source>
        <extracomment>Move panel button: end a turn of several steps</extracomment>
        <translation>手番を終える</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Move panel button: go back one choice (Escape does the same)</extracomment>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Move panel button: drop the selection (Escape does the same)</extracomment>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Step across a line of the top bead's colour; the used bead goes to another of your figures</source>
        <extracomment>Legend of the board: a field reachable by a step</extracomment>
        <translation>いちばん上のビーズと同じ色の線を越えて進む。使ったビーズは自分のほかのコマへ</translation>
    </message>
    <message>
        <source>Jump over a neighbour (one of the two has no bead); no bead is used</source>
        <extracomment>Legend of the board: a field reachable by a jump</extracomment>
        <translation>となりのコマを跳び越す（どちらかがビーズなしのとき）。ビーズは使わない</translation>
    </message>
    <message>
        <source>Hand-off jump: give all your beads to your figure alongside, then jump over it</source>
        <extracomment>Legend of the board: a field reachable by the hand-off jump (Note 3)</extracomment>
        <translation>バトンタッチジャンプ：となりの自分のコマにビーズをすべて渡し、そのコマを跳び越す</translation>
    </message>
    <message>
        <source>The ink arrow shows the last move, the gold dotted trail where its beads went.</source>
        <extracomment>Legend of the board: how the last move is drawn</extracomment>
        <translation>墨の矢印は直前の手、金色の点線はビーズの行き先を示す</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <extracomment>Move panel: the move just played; %1 is its description</extracomment>
        <translation>直前の手：%1</translation>
    </message>
    <message>
        <source>Who gets the beads?</source>
        <extracomment>Move panel title: which figure receives all the beads of the moving figure</extracomment>
        <translation>ビーズをだれに渡しますか？</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left before a draw</source>
        <extracomment>Move panel: moves left before the game is drawn; %n is a number</extracomment>
        <translation>
            <numerusform>引き分けまであと%n手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position has come up %n time(s): once more and the game is drawn.</source>
        <extracomment>Move panel warning: the position has come up before; once more and the game is drawn</extracomment>
        <translation>
            <numerusform>この局面は%n回現れました。あと1回で引き分けです。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the %1 pair</source>
        <extracomment>Keyboard and screen reader: choose the bead pair of the figure being placed; %1 colour</extracomment>
        <translation>%1の組を選ぶ</translation>
    </message>
    <message>
        <source>Take the %1 pair</source>
        <extracomment>Keyboard and screen reader: take a pair of beads in the draft; %1 colour</extracomment>
        <translation>%1の組を取る</translation>
    </message>
    <message>
        <source>Hand on only the top bead</source>
        <extracomment>Keyboard and screen reader: hand on only the used (top) bead</extracomment>
        <translation>いちばん上のビーズだけを渡す</translation>
    </message>
    <message>
        <source>Hand on all its beads</source>
        <extracomment>Keyboard and screen reader: hand on all the beads of the figure</extracomment>
        <translation>ビーズをすべて渡す</translation>
    </message>
    <message>
        <source>Stack them as %1</source>
        <extracomment>Keyboard and screen reader: stack the beads handed on in this order; %1 colours from bottom to top</extracomment>
        <translation>%1の順に積む</translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message>
        <source>Play on the network</source>
        <extracomment>Title of the dialog for playing with people on other computers</extracomment>
        <translation>ネットワーク対戦</translation>
    </message>
    <message>
        <source>Join a table</source>
        <extracomment>Heading in the network dialog: joining a table someone else opened</extracomment>
        <translation>テーブルに参加</translation>
    </message>
    <message>
        <source>Paste the invitation the host gave you: a line beginning with { or a link beginning with kotatsu://.</source>
        <extracomment>Explanation under "Join a table"</extracomment>
        <translation>ホストから受け取った招待を貼り付けてください。{で始まる行か、kotatsu://で始まるリンクです。</translation>
    </message>
    <message>
        <source>Invitation</source>
        <extracomment>Placeholder of the invitation field in the network dialog</extracomment>
        <translation>招待</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <extracomment>Label of the field for the name the other players see at a network table</extracomment>
        <translation>テーブルでの名前</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <extracomment>Network dialog: connecting to the host's table</extracomment>
        <translation>テーブルに接続しています…</translation>
    </message>
    <message>
        <source>The connection dropped; trying again…</source>
        <extracomment>Network dialog: the connection dropped while joining; the app tries again</extracomment>
        <translation>接続が切れました。もう一度試しています…</translation>
    </message>
    <message>
        <source>Taking a seat…</source>
        <extracomment>Network dialog: the host accepted the invitation; waiting for a seat and the game's first position</extracomment>
        <translation>席に着いています…</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Network dialog: closes it (and stops joining)</extracomment>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Join</source>
        <extracomment>Network dialog: joins the table of the invitation pasted above</extracomment>
        <translation>参加する</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <extracomment>Heading in the network dialog: tables other computers on the same network offer</extracomment>
        <translation>このネットワークのテーブル</translation>
    </message>
    <message>
        <source>No table is offered on this network right now.</source>
        <extracomment>Network dialog: no table is announced on the local network (the list stays open and fills when one is)</extracomment>
        <translation>いまこのネットワークで参加できるテーブルはありません。</translation>
    </message>
    <message>
        <source>This computer cannot hear the tables offered on the network: port %1 is in use.</source>
        <extracomment>Network dialog: the app cannot listen for announced tables; %1 is the UDP port number</extracomment>
        <translation>このコンピューターはネットワークのテーブルを受信できません。ポート%1は使用中です。</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n free seat(s)</source>
        <extracomment>Network dialog: one table offered on this network; %1 the game, %2 the host&apos;s name (or its address), %n the seats nobody holds yet</extracomment>
        <translation>
            <numerusform>%1・%2・空席%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Host a table</source>
        <extracomment>Heading in the network dialog: offering the table set up in the launcher to people on other computers</extracomment>
        <translation>テーブルをホストする</translation>
    </message>
    <message numerus="yes">
        <source>%1: the table as you set it up, with %n seat(s) for people: you take the first, the others are for the people you invite.</source>
        <extracomment>Network dialog, under "Host a table": %1 the game set up in the launcher; %n its seats for people, always 2 or more (the host&apos;s own is the first; the others are for people on other computers)</extracomment>
        <translation>
            <numerusform>%1：準備したとおりのテーブルです。人が座る席は%n席で、最初の席にあなたが座り、ほかの席には招待した人が座ります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Host</source>
        <extracomment>Network dialog: hosts the table set up in the launcher</extracomment>
        <translation>ホストする</translation>
    </message>
    <message>
        <source>%1: the table as you set it up. Only your seat is for a person, so nobody else can join. To invite someone, set another seat to Person.</source>
        <extracomment>Network dialog, under &quot;Host a table&quot;, when the launcher&apos;s table has one seat for a person (the host&apos;s own) and the rest are computers; %1 the game set up in the launcher</extracomment>
        <translation>%1：準備したとおりのテーブルです。人が座る席はあなたの席だけなので、ほかの人は参加できません。だれかを招待するには、ほかの席も「人間」にしてください。</translation>
    </message>
    <message>
        <source>List the table on this network: anyone on it can see it and join while a seat is free</source>
        <extracomment>Network dialog, under &quot;Host a table&quot;: a check box, on at first; the hosted table is listed on the local network (its invitation code included) for as long as it has a free seat</extracomment>
        <translation>このネットワークにテーブルを公開する（空いている席がある間は、同じネットワーク上のだれでもテーブルを見て参加できます）</translation>
    </message>
    <message>
        <source>Connections</source>
        <extracomment>Network dialog, under &quot;Host a table&quot;: label of the choice of encrypting the connections (TLS) or not</extracomment>
        <translation>通信</translation>
    </message>
    <message>
        <source>Not encrypted, for a home network</source>
        <extracomment>Network dialog, the connections choice: no TLS (ws://)</extracomment>
        <translation>暗号化しない（家庭内のネットワーク向け）</translation>
    </message>
    <message>
        <source>Encrypted (TLS), with a certificate Kotatsu makes</source>
        <extracomment>Network dialog, the connections choice: TLS with a certificate the app makes for the host (self-signed); the invitation carries its fingerprint</extracomment>
        <translation>暗号化する（TLS、Kotatsuが作る証明書）</translation>
    </message>
    <message>
        <source>Encrypted (TLS), with my certificate and key</source>
        <extracomment>Network dialog, the connections choice: TLS with the host&apos;s own certificate and private key (PEM files chosen below)</extracomment>
        <translation>暗号化する（TLS、自分の証明書と鍵）</translation>
    </message>
    <message>
        <source>Choose the certificate…</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: opens the file dialog for the certificate (a PEM file)</extracomment>
        <translation>証明書を選ぶ…</translation>
    </message>
    <message>
        <source>Certificate: %1</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: the certificate chosen (%1 its file name); a click chooses another</extracomment>
        <translation>証明書：%1</translation>
    </message>
    <message>
        <source>Choose the key…</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: opens the file dialog for the certificate&apos;s private key (a PEM file)</extracomment>
        <translation>鍵を選ぶ…</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <extracomment>Network dialog, TLS with the host&apos;s own files: the private key chosen (%1 its file name); a click chooses another</extracomment>
        <translation>鍵：%1</translation>
    </message>
    <message>
        <source>The invitation carries the certificate&apos;s fingerprint, and the others&apos; Kotatsu accepts no other certificate. Send it only to them, in a message nobody else can change.</source>
        <extracomment>Network dialog, under the connections choice when TLS is chosen: the invitation carries the certificate&apos;s fingerprint (SHA-256), which the joining app checks</extracomment>
        <translation>招待には証明書のフィンガープリントが含まれ、相手のKotatsuはほかの証明書を受け付けません。招待は相手だけに、ほかの人が書き換えられない方法で送ってください。</translation>
    </message>
</context>
<context>
    <name>PathWords</name>
    <message>
        <source>%1: %2</source>
        <extracomment>Rules editor: a value of one item of a list, e.g. "Uchiko: mountain-town draw"; %1 the item (a town, a ring space...), %2 the value's label</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>entry %1</source>
        <extracomment>Rules editor: one entry of a list inside another item, e.g. "entry 1 (route 3)" for the second town of a route; %1 its number, 0 first</extracomment>
        <translation>要素%1</translation>
    </message>
    <message>
        <source>default</source>
        <extracomment>Rules editor: the entry of a rule given per number of players that applies to any count not listed (the data writes it `default`), as in "player count default"</extracomment>
        <translation>（既定）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Rules editor: an item inside another one, e.g. "effect 0 (Garden)" (the first effect of the space type Garden) or "frozen place 1 (player count 3)"; %1 the inner item, %2 the outer one</extracomment>
        <translation>%2の%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>language</comment>
        <extracomment>Rules editor: one language of a text given in every language, e.g. "name (日本語)"; %1 the text's label, %2 the language's own name</extracomment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>PemFileDialog</name>
    <message>
        <source>Choose the certificate&apos;s private key</source>
        <extracomment>Title of the file dialog that chooses the private key of the host&apos;s TLS certificate (network dialog)</extracomment>
        <translation>証明書の秘密鍵を選ぶ</translation>
    </message>
    <message>
        <source>Choose the certificate</source>
        <extracomment>Title of the file dialog that chooses the host&apos;s TLS certificate (network dialog)</extracomment>
        <translation>証明書を選ぶ</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt *.key)</source>
        <extracomment>File dialog filter for PEM files (a TLS certificate or key); keep &quot;(*.pem *.crt *.key)&quot;</extracomment>
        <translation>PEMファイル (*.pem *.crt *.key)</translation>
    </message>
</context>
<context>
    <name>PickList</name>
    <message>
        <source>Earlier</source>
        <extracomment>Rules editor: moves an effect one place earlier in its list (effects are carried out in order)</extracomment>
        <translation>前へ</translation>
    </message>
    <message>
        <source>Later</source>
        <extracomment>Rules editor: moves an effect one place later in its list</extracomment>
        <translation>後へ</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Rules editor: button in a table row that removes the item</extracomment>
        <translation>削除</translation>
    </message>
    <message>
        <source>A number</source>
        <extracomment>Rules editor: the parameter of an effect is a number (not one of the named values)</extracomment>
        <translation>数</translation>
    </message>
    <message>
        <source>Add an effect</source>
        <extracomment>Rules editor: adds an effect at the end of an effect list (a ring space's or a wave tile's)</extracomment>
        <translation>効果を追加</translation>
    </message>
    <message numerus="yes">
        <source>%n effect(s)</source>
        <extracomment>Rules editor: the totals line under an effect list; %n is the number of effects</extracomment>
        <translation>
            <numerusform>効果%n個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PileView</name>
    <message>
        <source>used up</source>
        <extracomment>On the place of a pile that has no cards left</extracomment>
        <translation>なくなった山</translation>
    </message>
</context>
<context>
    <name>PilgrimsPanel</name>
    <message>
        <source>(holds %1)</source>
        <extracomment>Cards another player drafted openly; %1 is a list of numbers</extracomment>
        <translation>（%1を所持）</translation>
    </message>
    <message numerus="yes">
        <source>step %1 · %n card(s) in hand</source>
        <extracomment>Compact player info: %1 the step a pilgrim stands on, %n how many cards they hold</extracomment>
        <translation>
            <numerusform>%1段目・手札%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Pilgrims</source>
        <extracomment>Screen reader: the row of players' summaries</extracomment>
        <translation>巡礼者</translation>
    </message>
    <message>
        <source>(to play)</source>
        <extracomment>Screen reader: added after the name of the player whose turn it is</extracomment>
        <translation>（手番）</translation>
    </message>
</context>
<context>
    <name>PlayerBoards</name>
    <message>
        <source>Winner</source>
        <extracomment>Player boards: this player won</extracomment>
        <translation>勝者</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>Player boards: the computer is choosing</extracomment>
        <translation>考え中…</translation>
    </message>
    <message>
        <source>To move</source>
        <extracomment>Player boards: it is this player's turn</extracomment>
        <translation>手番</translation>
    </message>
    <message>
        <source>Pilgrim · temples: %1/%2 · gardens: %3/%4 · points: %5</source>
        <extracomment>Player boards: the pilgrim's board read out and shown on hover; %1 temples visited, %2 temple track length, %3 gardens, %4 garden track length, %5 points</extracomment>
        <translation>巡礼者・寺：%1/%2・庭園：%3/%4・得点：%5</translation>
    </message>
    <message>
        <source>Merchant · wares: %1/%2 · coins: %3 · gold slabs: %4/%5 · points: %6</source>
        <extracomment>Player boards: the merchant's board read out and shown on hover; %1 wares held, %2 the hand limit, %3 coins, %4 gold slabs, %5 slots, %6 points</extracomment>
        <translation>商人・商品：%1/%2・銅銭：%3・小判：%4/%5・得点：%6</translation>
    </message>
    <message>
        <source>Artist · face up: %1 · given away: %2/%3 · points: %4</source>
        <extracomment>Player boards: the artist's board read out and shown on hover; %1 paintings face up, %2 given away, %3 in all, %4 points</extracomment>
        <translation>絵描き・表向き：%1・寄贈：%2/%3・得点：%4</translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <extracomment>Player boards: the total score (short); %n points</extracomment>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>Player boards read out: the total score; %n points</extracomment>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message>
        <source>Holds the hot spring token</source>
        <extracomment>Player boards read out: this player holds the hot spring token</extracomment>
        <translation>温泉トークンを持っています</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Winner</source>
        <extracomment>Player card: this player won</extracomment>
        <translation>勝者</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>Player card: the computer is choosing its move</extracomment>
        <translation>考え中…</translation>
    </message>
    <message>
        <source>To move</source>
        <extracomment>Player card: it is this player's turn</extracomment>
        <translation>手番</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <extracomment>Player card: the pagoda the side must reach</extracomment>
        <translation>目標：%1</translation>
    </message>
    <message>
        <source>%1 · goal: %2</source>
        <extracomment>Player card: %1 the side (Kokeshi, Samurai), %2 the pagoda the side must reach</extracomment>
        <translation>%1・目標：%2</translation>
    </message>
    <message>
        <source>To place:</source>
        <extracomment>Player card during the set-up: the bead pairs not yet on a figure</extracomment>
        <translation>未配置：</translation>
    </message>
    <message>
        <source>%1, goal: %2</source>
        <extracomment>Screen reader, player card: %1 the side (Kokeshi), %2 the pagoda it must reach</extracomment>
        <translation>%1、目標：%2</translation>
    </message>
    <message>
        <source>winner</source>
        <extracomment>Screen reader, player card: this player won</extracomment>
        <translation>勝者</translation>
    </message>
    <message>
        <source>to move</source>
        <extracomment>Screen reader, player card: it is this player's turn</extracomment>
        <translation>手番</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) on the board</source>
        <extracomment>Screen reader, player card: %n figures of the player on the board</extracomment>
        <translation>
            <numerusform>ボード上のコマ%n体</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bead(s) carried</source>
        <extracomment>Screen reader, player card: %n beads on the player's figures, then the count of each colour after the colon</extracomment>
        <translation>
            <numerusform>ビーズ%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>pairs to place: %1</source>
        <extracomment>Screen reader, player card during the set-up: %1 the colours of the bead pairs not yet placed</extracomment>
        <translation>未配置の組：%1</translation>
    </message>
</context>
<context>
    <name>ProphecyPanel</name>
    <message>
        <source>The prophecy of %1</source>
        <extracomment>Heading of the prophecy box; %1 is the sage's name</extracomment>
        <translation>%1の予言</translation>
    </message>
    <message>
        <source>You foresee the %1: %2</source>
        <extracomment>The sage's own prediction; %1 is a pile symbol, %2 a card ("Moon: Blue 7")</extracomment>
        <translation>あなたの予言：%1の山（%2）</translation>
    </message>
    <message>
        <source>Choose the card that will be played last.</source>
        <extracomment>Prophecy box before the sage (you) has chosen</extracomment>
        <translation>最後に出されるカードを選んでください。</translation>
    </message>
    <message>
        <source>The sage is choosing a disc in secret.</source>
        <extracomment>Prophecy box before the sage has chosen</extracomment>
        <translation>賢者がひそかにディスクを選んでいます。</translation>
    </message>
    <message>
        <source>The disc lies face down until the round ends.</source>
        <extracomment>Prophecy box: the disc is hidden from the other players</extracomment>
        <translation>ディスクは、ラウンド終了まで裏向きです。</translation>
    </message>
</context>
<context>
    <name>ProphecyReveal</name>
    <message>
        <source>The prophecy comes true!</source>
        <extracomment>Reveal banner title when the sage's predicted card was played</extracomment>
        <translation>予言が当たりました！</translation>
    </message>
    <message>
        <source>The prophecy fails</source>
        <extracomment>Reveal banner title when the predicted card was never played</extracomment>
        <translation>予言は外れました</translation>
    </message>
    <message>
        <source>Click to close</source>
        <extracomment>Small hint on the reveal banner</extracomment>
        <translation>クリックで閉じる</translation>
    </message>
</context>
<context>
    <name>RawList</name>
    <message>
        <source>Remove</source>
        <extracomment>Rules editor: button in a table row that removes the item</extracomment>
        <translation>削除</translation>
    </message>
    <message>
        <source>Add</source>
        <extracomment>Rules editor: adds an item (a card, a town, a space...) at the end of a table</extracomment>
        <translation>追加</translation>
    </message>
    <message numerus="yes">
        <source>Show all %n row(s)</source>
        <extracomment>Rules editor: shows every row of a long table; %n is how many rows there are</extracomment>
        <translation>
            <numerusform>全%n行を表示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <extracomment>Rules editor: the totals line under a table; %n is the number of items (cards, towns, spaces...)</extracomment>
        <translation>
            <numerusform>%n項目</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RenameOffer</name>
    <message numerus="yes">
        <source>%n other value(s) name “%1”. Rename them to “%2” too?</source>
        <extracomment>Rules editor, after a new id is typed for an item (a town, a region...) that other values name; %1 is the old id, %2 the new one, %n how many values name it</extracomment>
        <translation>
            <numerusform>ほかに%n個の値が「%1」を指しています。それらも「%2」に変えますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename everywhere</source>
        <extracomment>Rules editor, rename offer: renames the id and every value that names it</extracomment>
        <translation>すべて変更</translation>
    </message>
    <message>
        <source>Only this id</source>
        <extracomment>Rules editor, rename offer: changes this id only (the values naming the old id then show errors)</extracomment>
        <translation>このIDだけ</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Replay</source>
        <extracomment>Replay bar title</extracomment>
        <translation>再生</translation>
    </message>
    <message>
        <source>To the start</source>
        <extracomment>Replay: go to the start of the game (Home)</extracomment>
        <translation>最初へ</translation>
    </message>
    <message>
        <source>One move back</source>
        <extracomment>Replay: one move back (←)</extracomment>
        <translation>一手戻る</translation>
    </message>
    <message>
        <source>Move of the game</source>
        <extracomment>Replay slider, for screen readers</extracomment>
        <translation>表示する手</translation>
    </message>
    <message>
        <source>One move forward</source>
        <extracomment>Replay: one move forward (→)</extracomment>
        <translation>一手進む</translation>
    </message>
    <message>
        <source>To the last move</source>
        <extracomment>Replay: go to the last move (End)</extracomment>
        <translation>最後の手へ</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <extracomment>Replay: which move is shown; %1 is its number, %2 the number of moves in the game</extracomment>
        <translation>%2手中%1手目</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <extracomment>Replay: the position before the first move</extracomment>
        <translation>ゲームの開始時</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>Replay: leave the replay for the game as it is now</extracomment>
        <translation>ゲームに戻る</translation>
    </message>
</context>
<context>
    <name>RoundReport</name>
    <message>
        <source>Round %1: the climb</source>
        <extracomment>Heading of the last-round summary; %1 is the round number</extracomment>
        <translation>第%1ラウンド：石段を上る</translation>
    </message>
    <message>
        <source>stays</source>
        <extracomment>Under a card of the last round whose pilgrim did not climb</extracomment>
        <translation>足止め</translation>
    </message>
    <message>
        <source>The deck ran out: the discard pile was shuffled into a new deck.</source>
        <extracomment>Last-round note</extracomment>
        <translation>山札がなくなったので、捨て札を混ぜて新しい山札にしました。</translation>
    </message>
    <message>
        <source>%1 played the lowest card and drew from the deck.</source>
        <extracomment>Last-round note; %1 is a player's name</extracomment>
        <translation>%1はいちばん小さいカードを出したので、山札から1枚引きました。</translation>
    </message>
    <message>
        <source>Nobody took card %1: it was discarded.</source>
        <extracomment>Last-round note; %1 is a card number</extracomment>
        <translation>だれもカード%1を取らなかったので、捨て札になりました。</translation>
    </message>
    <message>
        <source>%1 played %2 and stayed on step %3</source>
        <extracomment>Screen reader, last round: a pilgrim that did not climb; %1 a player, %2 a card ("card 17, 3 sandals"), %3 its step</extracomment>
        <translation>%1は%2を出し、%3段目にとどまりました</translation>
    </message>
    <message>
        <source>%1 played %2 and climbed from step %3 to step %4</source>
        <extracomment>Screen reader, last round: a pilgrim that climbed; %1 a player, %2 a card ("card 17, 3 sandals"), %3 and %4 steps</extracomment>
        <translation>%1は%2を出し、%3段目から%4段目へ上りました</translation>
    </message>
</context>
<context>
    <name>RulesDrawer</name>
    <message>
        <source>Keys</source>
        <extracomment>Heading of the list of keys under the rules</extracomment>
        <translation>キー操作</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>The game “%1” is not available.</source>
        <extracomment>Error in the rules editor; %1 is a game id</extracomment>
        <translation>ゲーム「%1」は利用できません。</translation>
    </message>
    <message>
        <source>the value of %1</source>
        <extracomment>Rules editor: where a value typed in a list row is, in an error about it (&quot;the value of board.routes[3]:1:5: ...&quot;)</extracomment>
        <translation>%1 の値</translation>
    </message>
    <message>
        <source>The variant cannot be opened: %1</source>
        <extracomment>Error in the rules editor; %1 is a variant's name or file, or the system's reason</extracomment>
        <translation>バリアントを開けません：%1</translation>
    </message>
    <message>
        <source>No variant is open.</source>
        <extracomment>Error in the rules editor when nothing is open</extracomment>
        <translation>開いているバリアントはありません。</translation>
    </message>
    <message>
        <source>Change %1</source>
        <extracomment>Undo step in the rules editor: a whole item changed, e.g. "Change route 3"; %1 the item (a name, or a kind and its number)</extracomment>
        <translation>%1を変更</translation>
    </message>
    <message>
        <source>Revert %1</source>
        <translation>%1を基本ゲームの値に戻す</translation>
    </message>
    <message>
        <source>Edit the text</source>
        <extracomment>Undo step in the rules editor: typing in the YAML text</extracomment>
        <translation>テキストを編集</translation>
    </message>
    <message>
        <source>The shipped games are never changed: save the variant under a name of your own.</source>
        <extracomment>Error in the rules editor: the files shipped with Kotatsu are never overwritten</extracomment>
        <translation>付属のゲームは変更されません。バリアントは自分で決めた名前で保存してください。</translation>
    </message>
    <message>
        <source>Choose a name to save this variant under.</source>
        <extracomment>Error in the rules editor: a new or shipped variant is saved under a new name</extracomment>
        <translation>このバリアントを保存する名前を決めてください。</translation>
    </message>
    <message>
        <source>This variant has errors: it can be saved, but not played.</source>
        <extracomment>Error in the rules editor: "Play" with errors in the variant (or while it is checked)</extracomment>
        <translation>このバリアントにはエラーがあります。保存はできますが、遊ぶことはできません。</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Rules editor, Changes panel: between the labels of a list of words ("Same colour, Same value")</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>–</source>
        <extracomment>Rules editor, Changes list: between the names of what a list item joins, as in a route "Matsuyama–Uchiko"</extracomment>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Rules editor, Changes list: a text in one language; %1 the text's label, %2 the language code (ja, es...)</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Rules editor, Changes list: an item added to or removed from a list; %1 the list's label ("Towns"), %2 the item ("Ōzu")</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Take back %1</source>
        <extracomment>Undo step in the rules editor: one line of the Changes list taken back; %1 says which ("Uchiko: Mountain-town draw")</extracomment>
        <translation>「%1」の変更を取り消す</translation>
    </message>
    <message>
        <source>Change the %1 of %2</source>
        <extracomment>Undo step in the rules editor: a value of one item changed, e.g. "Change the type of ring space 9"; %1 the value's label (type, mountain-town draw), %2 the item (ring space 9, Uchiko). Both in lower case unless names: the sentence's first letter is made a capital</extracomment>
        <translation>%2の%1を変更</translation>
    </message>
    <message>
        <source>Revert the %1 of %2</source>
        <translation>%2の%1を基本ゲームの値に戻す</translation>
    </message>
    <message>
        <source>Change the %1</source>
        <extracomment>Undo step in the rules editor: a value changed, e.g. "Change the hand size"; %1 its label in lower case (the sentence's first letter is made a capital)</extracomment>
        <translation>%1を変更</translation>
    </message>
    <message>
        <source>Revert the %1</source>
        <translation>%1を基本ゲームの値に戻す</translation>
    </message>
    <message>
        <source>Add %1</source>
        <extracomment>Undo step in the rules editor: an item added to a list, e.g. "Add ring space 37"; %1 the new item, by its kind and number (0 first)</extracomment>
        <translation>%1を追加</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <extracomment>Undo step in the rules editor: an item removed from a list, e.g. "Remove Uchiko", "Remove route 3"; %1 the item</extracomment>
        <translation>%1を削除</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <extracomment>Undo step in the rules editor: a copy of an item inserted after it, e.g. "Duplicate Uchiko"; %1 the item copied</extracomment>
        <translation>%1を複製</translation>
    </message>
    <message>
        <source>Those changes are open in another editor.</source>
        <extracomment>Error in the rules editor: the autosaved work chosen is open in another editor (or gone)</extracomment>
        <translation>その変更は別のエディターで開かれています。</translation>
    </message>
    <message>
        <source>Those changes are to another game's rules: its own editor offers them.</source>
        <extracomment>Error in the rules editor: autosaved changes of another game's rules were asked for</extracomment>
        <translation>その変更は別のゲームのルールのものです。そのゲームのエディターが復元を提案します。</translation>
    </message>
    <message>
        <source>Recover the autosaved changes</source>
        <extracomment>Undo step in the rules editor: the changes recovered from an autosave</extracomment>
        <translation>自動保存された変更を復元</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <extracomment>Undo step in the rules editor: an id changed, and every value that names it; %1 is the old id, %2 the new one</extracomment>
        <translation>%1を%2に変更</translation>
    </message>
    <message>
        <source>This fix no longer applies to the variant as it is now.</source>
        <extracomment>Error in the rules editor: a suggested fix no longer applies (the document changed)</extracomment>
        <translation>この修正は、今のバリアントにはもう使えません。</translation>
    </message>
</context>
<context>
    <name>SaveAsDialog</name>
    <message>
        <source>The id is one word of small letters, digits and _ (for example my_variant).</source>
        <extracomment>Save-as dialog: the variant id typed is not one word of small letters, digits and _</extracomment>
        <translation>IDは小文字・数字・_ からなる1語です（例：my_variant）。</translation>
    </message>
    <message>
        <source>Save as a variant</source>
        <extracomment>Title of the rules editor's Save as dialog</extracomment>
        <translation>バリアントとして保存</translation>
    </message>
    <message>
        <source>The variant goes into your own variants: the launcher lists it at once. The game's own files are never changed.</source>
        <extracomment>Save-as dialog: what the dialog does</extracomment>
        <translation>バリアントは「自分のバリアント」に追加され、すぐにゲーム選択画面に表示されます。ゲーム本体のファイルは変更されません。</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Save-as dialog: label of the variant id (its file name)</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Save-as dialog: heading above the variant's name in each language</extracomment>
        <translation>名前</translation>
    </message>
    <message>
        <source>missing</source>
        <extracomment>Rules editor: placeholder of an empty language in a five-language grid</extracomment>
        <translation>未入力</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Save-as dialog button</extracomment>
        <translation>保存</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Dialog button: close the dialog without doing anything</extracomment>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Not written yet: the editor's stand-in until you change it</source>
        <extracomment>Rules editor: tooltip of a language of a new variant's name or description that still holds the text the editor gave it ("Tokaido Duo (variant)")</extracomment>
        <translation>未入力：書き換えるまではエディターの仮の文字です</translation>
    </message>
    <message>
        <source>Description</source>
        <extracomment>Save-as dialog: heading above the variant's description in each language</extracomment>
        <translation>説明</translation>
    </message>
    <message numerus="yes">
        <source>%n language(s) missing: players in them see the name you wrote in another language.</source>
        <extracomment>Save-as dialog: how many languages still lack the variant's own name or description (empty, or the editor's "Tokaido Duo (variant)"); saving is allowed, and those languages show a name written in another</extracomment>
        <translation>
            <numerusform>%n言語が未入力です。その言語で遊ぶ人には、ほかの言語で書いた名前が表示されます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n language(s) missing: until you name the variant, the launcher shows the stand-in name and its id.</source>
        <extracomment>Save-as dialog: as above, when no language has a name of the designer's yet: the launcher shows the stand-in name followed by the variant's id</extracomment>
        <translation>
            <numerusform>%n言語が未入力です。名前を付けるまでは、ランチャーには仮の名前とIDが表示されます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>The saved game is damaged: “%1” is not part of a saved game.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file that saves do not have</extracomment>
        <translation>保存データが壊れています：「%1」は保存データの項目ではありません。</translation>
    </message>
    <message>
        <source>The saved game is damaged: the value of “%1” is not allowed.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file, like seats[1].level</extracomment>
        <translation>保存データが壊れています：「%1」の値は使えません。</translation>
    </message>
    <message>
        <source>The saved game is damaged: “%1” holds the wrong kind of value.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file, like seats[1].kind</extracomment>
        <translation>保存データが壊れています：「%1」の値の種類が正しくありません。</translation>
    </message>
    <message>
        <source>The saved game is damaged: “%1” is missing.</source>
        <extracomment>Error when opening a saved game; %1 is a key of the file, like seats[1].kind</extracomment>
        <translation>保存データが壊れています：「%1」がありません。</translation>
    </message>
    <message>
        <source>The saves folder could not be written to disk.</source>
        <extracomment>Error when saving: the file was written but the system did not confirm it is on disk</extracomment>
        <translation>保存フォルダーに書き込めませんでした。</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <extracomment>Error when opening a saved game: permissions or a read error</extracomment>
        <translation>ファイルを読み込めません。</translation>
    </message>
    <message>
        <source>There is no saved game file at this place.</source>
        <extracomment>Error when opening a saved game: the path is missing, a link, a device…</extracomment>
        <translation>この場所に保存データのファイルはありません。</translation>
    </message>
    <message>
        <source>The file is not a Kotatsu saved game (it is damaged or of another kind).</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>このファイルはKotatsuの保存データではありません（壊れているか、別の種類のファイルです）。</translation>
    </message>
    <message>
        <source>The file is not a Kotatsu saved game.</source>
        <extracomment>Error when opening a file that is JSON but not a saved game</extracomment>
        <translation>このファイルはKotatsuの保存データではありません。</translation>
    </message>
    <message>
        <source>This saved game comes from another version of Kotatsu and cannot be read.</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>この保存データは別のバージョンのKotatsuで作られたため、読み込めません。</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game.</source>
        <extracomment>Error when opening a saved game</extracomment>
        <translation>ファイルが大きすぎます。Kotatsuの保存データではありません。</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>Saved games</source>
        <extracomment>Title of the list of saved games</extracomment>
        <translation>保存データ</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Button in the list of saved games: open this one</extracomment>
        <translation>開く</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Button in the list of saved games: delete this one</extracomment>
        <translation>削除</translation>
    </message>
    <message>
        <source>No saved games yet. During a game, choose Menu › Save game.</source>
        <extracomment>Shown when there are no saved games</extracomment>
        <translation>保存データはまだありません。ゲーム中に「メニュー › ゲームを保存」を選んでください。</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the list of saved games</extracomment>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>Button in the list of saved games: open this one and step through its moves from the start</extracomment>
        <translation>再生</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <extracomment>Saved games: default name of a computer seat; %1 is the seat number</extracomment>
        <translation>コンピューター%1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>Saved games: default name of a person's seat; %1 is the seat number</extracomment>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>easy</source>
        <extracomment>Saved games: the strength of a computer seat</extracomment>
        <translation>弱い</translation>
    </message>
    <message>
        <source>strong</source>
        <extracomment>Saved games: the strength of a computer seat</extracomment>
        <translation>強い</translation>
    </message>
    <message>
        <source>normal</source>
        <extracomment>Saved games: the strength of a computer seat</extracomment>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <extracomment>Saved games: a computer seat the player named; %1 its name, %2 its strength ("easy")</extracomment>
        <translation>%1（コンピューター・%2）</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <extracomment>Saved games, a game played on the network: a computer seat the host named; %1 its name</extracomment>
        <translation>%1（コンピューター）</translation>
    </message>
    <message>
        <source>played on the network</source>
        <extracomment>Saved games: after the game's name, a game played with people on other computers (the player's own record of it)</extracomment>
        <translation>ネットワーク対戦</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Saved games: a computer seat with its default name; %1 the name ("Computer 2"), %2 its strength ("easy")</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <extracomment>Saved games: the seat the game's rules play (its own solo opponent); %1 its name from the game's data (Tokaido Duo: "Automa"), %2 its level (a number)</extracomment>
        <translation>%1（レベル%2）</translation>
    </message>
    <message numerus="yes">
        <source>In progress: round %1, %n move(s)</source>
        <extracomment>Saved games: a game not finished; %1 the round it was saved in, %n the moves played</extracomment>
        <translation>
            <numerusform>進行中：第%1ラウンド、%n手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In progress: %n move(s)</source>
        <extracomment>Saved games: a game not finished (a game without rounds); %n the moves played</extracomment>
        <translation>
            <numerusform>進行中：%n手</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished: a draw</source>
        <extracomment>Saved games: a finished game that ended in a draw</extracomment>
        <translation>終了：引き分け</translation>
    </message>
    <message>
        <source>Finished: %1 won</source>
        <extracomment>Saved games: a finished game; %1 the winner's name</extracomment>
        <translation>終了：%1の勝ち</translation>
    </message>
    <message>
        <source>Finished: %1 shared the victory</source>
        <extracomment>Saved games: a finished game with a shared victory; %1 the winners ("Maya and Leo")</extracomment>
        <translation>終了：%1が勝利を分け合いました</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>A saved game in the list: when it was saved; %1 is a date and time</extracomment>
        <translation>保存：%1</translation>
    </message>
    <message>
        <source>Lesson: %1 — step %2 of %3</source>
        <extracomment>Saved games: a lesson ("Learn to play", a guided first game) left at a step; %1 the lesson&apos;s title, %2 the step it waits at, %3 how many steps it has</extracomment>
        <translation>レッスン：%1（ステップ%2／%3）</translation>
    </message>
    <message>
        <source>Lesson: %1 — complete</source>
        <extracomment>Saved games: a lesson ("Learn to play", a guided first game) played to its end; %1 the lesson&apos;s title</extracomment>
        <translation>レッスン：%1（完了）</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <source>The game's header.</source>
        <translation>ゲームのヘッダー。</translation>
    </message>
    <message>
        <source>The game's id: its folder's name.</source>
        <translation>ゲームのID。フォルダー名と同じです。</translation>
    </message>
    <message>
        <source>Which built-in rules read this file.</source>
        <translation>このファイルを読む組み込みルール。</translation>
    </message>
    <message>
        <source>The game's name.</source>
        <translation>ゲームの名前。</translation>
    </message>
    <message>
        <source>One line about the game for the launcher.</source>
        <translation>ランチャーに表示するゲームの一行紹介。</translation>
    </message>
    <message>
        <source>Designer, publisher and year.</source>
        <translation>作者、出版社、年。</translation>
    </message>
    <message>
        <source>Place in the launcher, lowest first.</source>
        <translation>ランチャーでの並び順。小さい順に並びます。</translation>
    </message>
    <message>
        <source>How many players may play.</source>
        <translation>遊べるプレイヤーの人数。</translation>
    </message>
    <message>
        <source>The fewest players.</source>
        <translation>最少人数。</translation>
    </message>
    <message>
        <source>The most players.</source>
        <translation>最多人数。</translation>
    </message>
    <message>
        <source>Files of the same folder whose keys belong to this game.</source>
        <translation>同じフォルダーにあり、そのキーがこのゲームに属するファイル。</translation>
    </message>
    <message>
        <source>A variant file's header: the variant changes the keys it gives.</source>
        <translation>バリアントファイルのヘッダー。バリアントは書かれたキーだけを変更します。</translation>
    </message>
    <message>
        <source>The id of the game the variant changes.</source>
        <translation>バリアントが変更するゲームのID。</translation>
    </message>
    <message>
        <source>The variant's name.</source>
        <translation>バリアントの名前。</translation>
    </message>
    <message>
        <source>What the variant changes, in a few sentences.</source>
        <translation>バリアントで何が変わるかを数文で。</translation>
    </message>
    <message>
        <source>The rules parameters.</source>
        <translation>ルールのパラメーター。</translation>
    </message>
    <message>
        <source>The step of the pagoda at the top of the temple.</source>
        <translation>寺の頂上にある塔の段。</translation>
    </message>
    <message>
        <source>The step every pilgrim starts on, below the pagoda.</source>
        <translation>巡礼者全員が出発する段。塔より下です。</translation>
    </message>
    <message>
        <source>Before the first round every pilgrim climbs by a card of the first line; nobody is frozen then.</source>
        <translation>最初のラウンドの前に、巡礼者は全員最初の列のカードの分だけ上ります。このときはだれも足止めになりません。</translation>
    </message>
    <message>
        <source>Cards in each player's hand.</source>
        <translation>各プレイヤーの手札の枚数。</translation>
    </message>
    <message>
        <source>The places in the line whose pilgrims do not climb.</source>
        <translation>巡礼者が上らない（足止めになる）列の位置。</translation>
    </message>
    <message>
        <source>By number of players (3, 4, ...) or default.</source>
        <translation>プレイヤー人数（3、4、…）ごと、または default。</translation>
    </message>
    <message>
        <source>Line indices: 0 is the lowest card, N-k the k-th card from the right.</source>
        <extracomment>"N-k" is written as is in the data file; keep it untranslated</extracomment>
        <translation>列の位置番号。0がいちばん小さいカード、N-kが右からk番目のカードです。</translation>
    </message>
    <message>
        <source>The places that win the game.</source>
        <translation>ゲームに勝つ順位。</translation>
    </message>
    <message>
        <source>The winning places: top, bottom or both.</source>
        <translation>勝ちになる順位：top、bottom、またはその両方。</translation>
    </message>
    <message>
        <source>Places counted from the top; 1 is the highest pilgrim.</source>
        <translation>上から数えた順位。1がいちばん上の巡礼者です。</translation>
    </message>
    <message>
        <source>Places counted from the bottom; 1 is the lowest pilgrim.</source>
        <translation>下から数えた順位。1がいちばん下の巡礼者です。</translation>
    </message>
    <message>
        <source>The lowest card moves from the first place of the line to the last.</source>
        <translation>いちばん小さいカードが列の先頭から最後に移ります。</translation>
    </message>
    <message>
        <source>How the hands are filled up again after a round.</source>
        <translation>ラウンドのあとで手札を補充する方法。</translation>
    </message>
    <message>
        <source>Where the last player draws from.</source>
        <translation>最後のプレイヤーがカードを引く場所。</translation>
    </message>
    <message>
        <source>Which line the other players draft from.</source>
        <translation>ほかのプレイヤーがカードを選んで取る列。</translation>
    </message>
    <message>
        <source>What becomes of the card nobody drafted.</source>
        <translation>だれも取らなかったカードの扱い。</translation>
    </message>
    <message>
        <source>What happens when the deck runs out.</source>
        <translation>山札がなくなったときの処理。</translation>
    </message>
    <message>
        <source>A climb past the pagoda: stop on it (cap) or step back down by the steps left over (bounce).</source>
        <translation>塔を越える上りの扱い：塔で止まる（cap）か、余った段数だけ下りる（bounce）。</translation>
    </message>
    <message>
        <source>Pilgrims on the same step share a place (levels) or the first to arrive ranks higher (arrival_order).</source>
        <translation>同じ段の巡礼者は同順位になる（levels）か、先に着いた方が上位になる（arrival_order）。</translation>
    </message>
    <message>
        <source>The cards.</source>
        <translation>カード。</translation>
    </message>
    <message>
        <source>The lowest and the highest card value; there is one card of each value in between.</source>
        <translation>カードの最小と最大の数字。その間の数字のカードが1枚ずつあります。</translation>
    </message>
    <message>
        <source>A card value.</source>
        <translation>カードの数字。</translation>
    </message>
    <message>
        <source>true while the sandal counts are a stand-in for the real game's.</source>
        <translation>草履の数が実際のゲームの値ではなく仮の表である間は true。</translation>
    </message>
    <message>
        <source>The sandals on each card, by card value: how many steps its pilgrim climbs.</source>
        <translation>カードの数字ごとの草履の数。その巡礼者が上る段数です。</translation>
    </message>
    <message>
        <source>The sandals on the card of this value.</source>
        <translation>この数字のカードの草履の数。</translation>
    </message>
    <message>
        <source>The pilgrims in the order the seats take them; one per player at least.</source>
        <translation>席が受け取る順に並べた巡礼者。少なくともプレイヤー1人につき1体必要です。</translation>
    </message>
    <message>
        <source>An id: one word, unique in its list.</source>
        <translation>ID。1語で、リストの中で重複できません。</translation>
    </message>
    <message>
        <source>The colour on the table, written #rrggbb.</source>
        <translation>テーブル上の色。#rrggbb の形で書きます。</translation>
    </message>
    <message>
        <source>The name shown to players.</source>
        <translation>プレイヤーに表示される名前。</translation>
    </message>
    <message>
        <source>The cards are dealt onto the piles one by one, from the first pile (round_robin) or from a random one (round_robin_random_start).</source>
        <translation>カードを1枚ずつ山に配ります。最初の山から（round_robin）か、無作為に選んだ山から（round_robin_random_start）。</translation>
    </message>
    <message>
        <source>Who is the first sage: a random player or the first seat.</source>
        <translation>最初の賢者：無作為に選んだプレイヤーか、最初の席。</translation>
    </message>
    <message>
        <source>When a card may be placed next to another; any one rule is enough.</source>
        <translation>カードが別のカードに合う条件。どれか1つを満たせば十分です。</translation>
    </message>
    <message>
        <source>The highest and the lowest value count as neighbours.</source>
        <translation>最大の数字と最小の数字を隣り合う数字とみなします。</translation>
    </message>
    <message>
        <source>The values a Sun may not take: those of the face-up cards of its colour in the ring, in the ring and the centre, or none.</source>
        <translation>太陽カードで宣言できない数字：輪に表向きで出ている同じ色のカードの数字か、輪と中央の山に出ている同じ色のカードの数字か、制限なし。</translation>
    </message>
    <message>
        <source>A card that can be placed must be placed.</source>
        <translation>出せるカードは出さなければなりません。</translation>
    </message>
    <message>
        <source>The sage plays too when the turn comes round.</source>
        <translation>手番が回ってきたら賢者もカードを出します。</translation>
    </message>
    <message>
        <source>The direction the turn passes in.</source>
        <translation>手番が回る向き。</translation>
    </message>
    <message>
        <source>The round stops when the predicted card is played (stop_on_prediction) or goes on to its end (play_out).</source>
        <translation>予言したカードが出た時点でラウンドを終える（stop_on_prediction）か、最後まで続ける（play_out）。</translation>
    </message>
    <message>
        <source>The cards of a failed round leave the game, or stay in the centre for the next sage who is right.</source>
        <translation>予言が外れたラウンドのカードは、ゲームから除外されるか、次に予言を当てた賢者のために中央に残ります。</translation>
    </message>
    <message>
        <source>The sage shows the prophecy even when it was wrong.</source>
        <translation>予言が外れても賢者は予言を見せます。</translation>
    </message>
    <message>
        <source>Piles are turned up during the round, not only after it.</source>
        <translation>ラウンドの後だけでなく、ラウンド中にも山のカードを表向きにします。</translation>
    </message>
    <message>
        <source>The game ends when this many piles are empty.</source>
        <translation>この数の山がなくなるとゲームが終わります。</translation>
    </message>
    <message>
        <source>At the end, play on until everybody has been the sage equally often.</source>
        <translation>終了時、全員が同じ回数だけ賢者になるまで続けます。</translation>
    </message>
    <message>
        <source>One point per card won; the values do not count.</source>
        <translation>獲得したカード1枚につき1点。数字は関係ありません。</translation>
    </message>
    <message>
        <source>Tied players share the victory, or the most successful prophecies decide first.</source>
        <translation>同点のときは、勝利を分け合う（shared）か、当たった予言の数でまず順位を決めます（most_successful_prophecies）。</translation>
    </message>
    <message>
        <source>The direction the sage role passes in.</source>
        <translation>賢者の役が回る向き。</translation>
    </message>
    <message>
        <source>The lowest and the highest value; each colour has one card of each value in between.</source>
        <translation>最小と最大の数字。各色にその間の数字のカードが1枚ずつあります。</translation>
    </message>
    <message>
        <source>Sun jokers in each colour.</source>
        <translation>各色の太陽カード（ジョーカー）の枚数。</translation>
    </message>
    <message>
        <source>The name of the Sun card.</source>
        <translation>太陽カードの名前。</translation>
    </message>
    <message>
        <source>The card colours.</source>
        <translation>カードの色。</translation>
    </message>
    <message>
        <source>The shape drawn on the cards of this colour, so that colour is never the only cue.</source>
        <translation>この色のカードに描く形。色だけに頼らずに見分けられるようにします。</translation>
    </message>
    <message>
        <source>The symbol discs, one per pile: pile i carries symbols[i].</source>
        <translation>シンボルディスク。山ごとに1枚で、i番目の山には symbols[i] が付きます。</translation>
    </message>
    <message>
        <source>The pile's word in action texts, e.g. S3.</source>
        <translation>行動テキストで山を表す語。例：S3。</translation>
    </message>
    <message>
        <source>The two sides: the first seat plays the first, the second seat the second.</source>
        <translation>2つの陣営。1番目の席が1つ目、2番目の席が2つ目の陣営を受け持ちます。</translation>
    </message>
    <message>
        <source>What one figure of the side is called.</source>
        <translation>この陣営のコマ1体の呼び名。</translation>
    </message>
    <message>
        <source>The capital letter that names the side's figures in action texts (K1, K2, ...).</source>
        <translation>行動テキストでこの陣営のコマを表す大文字（K1、K2、…）。</translation>
    </message>
    <message>
        <source>Figures on each side.</source>
        <translation>各陣営のコマの数。</translation>
    </message>
    <message>
        <source>The beads.</source>
        <translation>ビーズ。</translation>
    </message>
    <message>
        <source>Beads each figure starts with, all of one colour.</source>
        <translation>各コマが最初に持つビーズの数。すべて同じ色です。</translation>
    </message>
    <message>
        <source>The bead colours.</source>
        <translation>ビーズの色。</translation>
    </message>
    <message>
        <source>Beads of this colour; a multiple of beads.per_figure.</source>
        <translation>この色のビーズの数。beads.per_figure の倍数です。</translation>
    </message>
    <message>
        <source>The fill pattern the table draws, so that colour is never the only cue.</source>
        <translation>テーブルが描く塗りの模様。色だけに頼らずに見分けられるようにします。</translation>
    </message>
    <message>
        <source>A one-letter label in each language.</source>
        <translation>各言語での1文字のラベル。</translation>
    </message>
    <message>
        <source>Who moves first: a side id, or random.</source>
        <translation>先手：陣営のID、または random。</translation>
    </message>
    <message>
        <source>How the figures are set up.</source>
        <translation>コマの配置方法。</translation>
    </message>
    <message>
        <source>Every side gets one pair of each colour, or the players draft the pairs in turn.</source>
        <translation>各陣営が各色1組ずつ受け取るか、プレイヤーが交互に組を選んで取ります。</translation>
    </message>
    <message>
        <source>Who places figures when: the first player all of them first, one each in turn, both unseen, or fixed positions.</source>
        <translation>コマを置く順番：先手が先に全部、1体ずつ交互、互いに見えないまま同時、または固定位置。</translation>
    </message>
    <message>
        <source>Only with order: fixed: every figure's start field and bead colour, by side.</source>
        <translation>order: fixed のときだけ：陣営ごとに、各コマのスタートマスとビーズの色。</translation>
    </message>
    <message>
        <source>One [field, colour] per figure, e.g. [c3, red].</source>
        <translation>コマ1体につき[マス, 色]を1つ。例：[c3, red]。</translation>
    </message>
    <message>
        <source>How figures move.</source>
        <translation>コマの動き方。</translation>
    </message>
    <message>
        <source>Lines one figure may cross in a turn.</source>
        <translation>1回の手番で1体のコマが越えられる線の数。</translation>
    </message>
    <message>
        <source>A step may hand on the whole stack instead of the bead used.</source>
        <translation>進むとき、使ったビーズの代わりに積んだビーズをすべて渡せます。</translation>
    </message>
    <message>
        <source>An ordinary jump may hand on a whole stack too.</source>
        <translation>通常のジャンプでも、積んだビーズをすべて渡せます。</translation>
    </message>
    <message>
        <source>The order of a stack handed on: kept, reversed, or chosen by the player.</source>
        <translation>渡したビーズの積み順：そのまま、逆順、またはプレイヤーが選ぶ。</translation>
    </message>
    <message>
        <source>Passing beads.</source>
        <translation>ビーズを渡すこと。</translation>
    </message>
    <message>
        <source>A pass may move a whole stack, not only the top bead.</source>
        <translation>ビーズを渡すとき、いちばん上のビーズだけでなく全部を渡せます。</translation>
    </message>
    <message>
        <source>Entering the goal base.</source>
        <translation>目的の陣地に入ること。</translation>
    </message>
    <message>
        <source>A figure enters the base across a gate line of its bead's colour, or with any bead.</source>
        <translation>コマは自分のビーズと同じ色の入口の線を越えて陣地に入るか、どのビーズでも入れます。</translation>
    </message>
    <message>
        <source>Jumps.</source>
        <translation>ジャンプ。</translation>
    </message>
    <message>
        <source>Which figure must carry no bead for a jump: either one, the one jumped, or the jumper.</source>
        <translation>ジャンプするときビーズを持っていてはいけないコマ：どちらか一方、跳び越されるコマ、または跳ぶコマ。</translation>
    </message>
    <message>
        <source>Where a jump lands: the row behind the figure jumped, straight behind it, or next to it.</source>
        <translation>ジャンプの着地点：跳び越したコマの後ろの列、真後ろ、またはその隣。</translation>
    </message>
    <message>
        <source>Where a jump lands when the first landing is taken: the row after, straight on, or nowhere (off).</source>
        <translation>最初の着地点がふさがっているときの着地点：その次の列、まっすぐ先、またはなし（off）。</translation>
    </message>
    <message>
        <source>A loaded jumper pays its top bead to a team-mate.</source>
        <translation>ビーズを持って跳ぶコマは、いちばん上のビーズを味方に渡します。</translation>
    </message>
    <message>
        <source>A figure may jump a team-mate and hand it the whole stack.</source>
        <translation>コマは味方を跳び越して、積んだビーズをすべてそのコマに渡せます。</translation>
    </message>
    <message>
        <source>How the game ends.</source>
        <translation>ゲームの終わり方。</translation>
    </message>
    <message>
        <source>A draw when the same position comes up this many times; 0 is off.</source>
        <translation>同じ局面がこの回数現れたら引き分け。0でこのルールを使いません。</translation>
    </message>
    <message>
        <source>A draw after this many moves (placements not counted); 0 is not supported.</source>
        <translation>この手数で引き分け（配置は数えません）。0は使えません。</translation>
    </message>
    <message>
        <source>A player who cannot move loses, passes the turn, or the game is drawn.</source>
        <translation>動けないプレイヤーは負けになるか、手番をパスするか、ゲームが引き分けになります。</translation>
    </message>
    <message>
        <source>Stacks of beads.</source>
        <translation>積んだビーズ。</translation>
    </message>
    <message>
        <source>Beads one figure may carry; 0 is no limit.</source>
        <translation>1体のコマが持てるビーズの数。0は無制限です。</translation>
    </message>
    <message>
        <source>The garden board.</source>
        <translation>庭のボード。</translation>
    </message>
    <message>
        <source>Rows of fields (even).</source>
        <translation>マスの行数（偶数）。</translation>
    </message>
    <message>
        <source>The shuffle of a shuffled layout: the same seed, the same garden.</source>
        <translation>混ぜた配置の乱数のシード。同じシードなら同じ庭になります。</translation>
    </message>
    <message>
        <source>The two bases, one home base per side.</source>
        <translation>2つの陣地。陣営ごとに自陣が1つ。</translation>
    </message>
    <message>
        <source>The id of the side whose home it is.</source>
        <translation>この陣地を自陣とする陣営のID。</translation>
    </message>
    <message>
        <source>The cells the base covers, e.g. [c1, d1].</source>
        <translation>陣地が占めるマス。例：[c1, d1]。</translation>
    </message>
    <message>
        <source>Each side's start fields, by side id.</source>
        <translation>陣営IDごとの、各陣営のスタートマス。</translation>
    </message>
    <message>
        <source>Fields next to the side's base where its figures may start.</source>
        <translation>陣営の陣地の隣にあり、そのコマが出発できるマス。</translation>
    </message>
    <message>
        <source>The lines of the board's frame: [cell, cell or base, colour].</source>
        <translation>ボードの枠の線：[マス, マスまたは陣地, 色]。</translation>
    </message>
    <message>
        <source>The lines between the added row and its neighbours: [cell, cell, colour].</source>
        <translation>加えた行と隣の行の間の線：[マス, マス, 色]。</translation>
    </message>
    <message>
        <source>Piles of cards around the ring, one symbol disc each.</source>
        <translation>輪のまわりに並ぶカードの山の数。山ごとにシンボルディスクが1枚あります。</translation>
    </message>
    <message>
        <source>Columns of fields (even: tiles are 2×2 fields).</source>
        <translation>マスの列数（偶数。タイルは2×2マスです）。</translation>
    </message>
    <message>
        <source>Rows of tiles added in the middle for a longer garden.</source>
        <translation>庭を長くするため中央に加えるタイルの行数。</translation>
    </message>
    <message>
        <source>Where the tiles lie: as board.slots says, or shuffled (point-symmetric or freely).</source>
        <translation>タイルの配置：board.slots のとおり、または混ぜて配置（点対称か自由）。</translation>
    </message>
    <message>
        <source>How shuffled tiles may be turned: not at all, by 180°, or any way.</source>
        <translation>混ぜたタイルの回し方：回さない、180°、または自由に。</translation>
    </message>
    <message>
        <source>The tile designs, by id.</source>
        <translation>IDごとのタイルの図柄。</translation>
    </message>
    <message>
        <source>The colours of the tile's inner lines: [bottom, left, top, right].</source>
        <translation>タイル内側の線の色：[下, 左, 上, 右]。</translation>
    </message>
    <message>
        <source>Where the tiles lie.</source>
        <translation>タイルの配置。</translation>
    </message>
    <message>
        <source>[column, row] of the tile's slot, from 0 at the bottom left.</source>
        <translation>タイルの置き場所の[列, 行]。左下が0です。</translation>
    </message>
    <message>
        <source>The id of the tile design.</source>
        <translation>タイルの図柄のID。</translation>
    </message>
    <message>
        <source>Degrees the tile is turned clockwise: 0, 90, 180 or 270.</source>
        <translation>タイルを時計回りに回す角度：0、90、180、270。</translation>
    </message>
    <message>
        <source>The row of tiles that extra_tile_rows adds.</source>
        <translation>extra_tile_rows で加えるタイルの行。</translation>
    </message>
    <message>
        <source>One tile per slot column: {tile, rot}.</source>
        <translation>置き場所の列ごとにタイル1枚：{tile, rot}。</translation>
    </message>
    <message>
        <source>The name inside a sentence, e.g. lower case.</source>
        <translation>文中で使う名前（例：小文字）。</translation>
    </message>
    <message>
        <source>The Sun's name inside a sentence.</source>
        <translation>文中で使う太陽カードの名前。</translation>
    </message>
    <message>
        <source>Where to draw it: [x, y], each from 0 to 1 (y downwards).</source>
        <translation>描く位置：[x, y]。それぞれ0〜1（yは下向き）。</translation>
    </message>
    <message>
        <source>The island: ring, towns, routes and regions.</source>
        <translation>島：外周、町、交易路、地域。</translation>
    </message>
    <message>
        <source>The board's width over its height (coordinates are fractions of each).</source>
        <translation>ボードの幅と高さの比（座標はそれぞれに対する割合）。</translation>
    </message>
    <message>
        <source>The kinds of ring space and what stopping on each does.</source>
        <translation>外周のマスの種類と、それぞれに止まったときの効果。</translation>
    </message>
    <message>
        <source>A short explanation of the effect.</source>
        <translation>効果の短い説明。</translation>
    </message>
    <message>
        <source>Spaces of this kind are coastal towns' (each named by one town's ring).</source>
        <translation>この種類のマスは港町のマスです（各港町の ring で指定します）。</translation>
    </message>
    <message>
        <source>The pilgrims' ring, index 0 first, clockwise.</source>
        <translation>巡礼者が進む外周。インデックス0から時計回り。</translation>
    </message>
    <message>
        <source>The space's kind: an id of board.space_types.</source>
        <translation>マスの種類：board.space_types のID。</translation>
    </message>
    <message>
        <source>The mountain and coastal towns.</source>
        <translation>宿場町と港町。</translation>
    </message>
    <message>
        <source>mountain (inland, wares are drawn there) or coastal (on the ring, wares are sold there).</source>
        <translation>mountain（内陸。商品を引く町）または coastal（外周上。商品を売る町）。</translation>
    </message>
    <message>
        <source>Mountain towns: the wares drawn there.</source>
        <translation>宿場町：そこで引く商品の数。</translation>
    </message>
    <message>
        <source>Coastal towns: the index of their ring space.</source>
        <translation>港町：外周上のマスのインデックス。</translation>
    </message>
    <message>
        <source>Where to draw it, [x, y]; coastal towns default to their ring space.</source>
        <translation>描く位置、[x, y]。港町は省略すると外周上のマスに描きます。</translation>
    </message>
    <message>
        <source>The trade routes, each [town, town].</source>
        <translation>交易路。それぞれ[町, 町]。</translation>
    </message>
    <message>
        <source>The regions the routes divide the island into.</source>
        <translation>交易路で区切られた島の地域。</translation>
    </message>
    <message>
        <source>Its painting icon: an id of artist_board.icons.</source>
        <translation>絵画のアイコン：artist_board.icons のID。</translation>
    </message>
    <message>
        <source>The regions across one of its routes (symmetric).</source>
        <translation>交易路をはさんで隣り合う地域（対称）。</translation>
    </message>
    <message>
        <source>The paint scope: what counts as in the region.</source>
        <translation>絵を描く範囲：その地域に含まれるもの。</translation>
    </message>
    <message>
        <source>Ring spaces on its coast (coastal towns' spaces come with the towns).</source>
        <translation>その地域の海岸沿いにある外周のマス（港町のマスは港町とともに指定します）。</translation>
    </message>
    <message>
        <source>Towns on its border.</source>
        <translation>境界上にある町。</translation>
    </message>
    <message>
        <source>Where to draw its name and icon, [x, y].</source>
        <translation>名前とアイコンを描く位置、[x, y]。</translation>
    </message>
    <message>
        <source>Its shape for drawing: [[x, y], ...].</source>
        <translation>描くための形：[[x, y], ...]。</translation>
    </message>
    <message>
        <source>Where the meeples stand at setup.</source>
        <translation>準備のときにコマを置く場所。</translation>
    </message>
    <message>
        <source>The ring space both pilgrims share at setup.</source>
        <translation>準備のときに両方の巡礼者が置かれる外周のマス。</translation>
    </message>
    <message>
        <source>The mountain town of both merchants.</source>
        <translation>両方の商人が置かれる宿場町。</translation>
    </message>
    <message>
        <source>The region of both artists.</source>
        <translation>両方の絵描きが置かれる地域。</translation>
    </message>
    <message>
        <source>The faces of each character's die.</source>
        <translation>各キャラクターのダイスの面。</translation>
    </message>
    <message>
        <source>A face: the steps it gives.</source>
        <translation>面：進む数。</translation>
    </message>
    <message>
        <source>The pilgrim's die: spaces along the ring.</source>
        <translation>巡礼者のダイス：外周を進むマスの数。</translation>
    </message>
    <message>
        <source>The merchant's die: routes travelled.</source>
        <translation>商人のダイス：通る交易路の数。</translation>
    </message>
    <message>
        <source>The artist's die: regions crossed into.</source>
        <translation>絵描きのダイス：移り進む地域の数。</translation>
    </message>
    <message>
        <source>The ware types and how many of each are in the bag.</source>
        <translation>商品の種類と、風呂敷に入っているそれぞれの数。</translation>
    </message>
    <message>
        <source>Tokens of this type.</source>
        <translation>この種類のトークンの数。</translation>
    </message>
    <message>
        <source>The boutique tokens, one per coastal town, shuffled at setup.</source>
        <translation>土産物屋トークン。港町ごとに1枚、準備のときに混ぜます。</translation>
    </message>
    <message>
        <source>The ware type it buys.</source>
        <translation>買い取る商品の種類。</translation>
    </message>
    <message>
        <source>Coins per ware sold (and a pilgrim's coins there).</source>
        <translation>商品1個あたりの銅銭（その町に止まった巡礼者が得る銅銭も）。</translation>
    </message>
    <message>
        <source>The pilgrim board's two tracks.</source>
        <translation>巡礼者ボードの2本のトラック。</translation>
    </message>
    <message>
        <source>The value of each temple-track space, first visit first.</source>
        <translation>寺トラックの各マスの点数。最初に訪れた分から順に。</translation>
    </message>
    <message>
        <source>A space's value.</source>
        <translation>マスの点数。</translation>
    </message>
    <message>
        <source>The value of each garden-track space, first visit first.</source>
        <translation>庭園トラックの各マスの点数。最初に訪れた分から順に。</translation>
    </message>
    <message>
        <source>The merchant board.</source>
        <translation>商人ボード。</translation>
    </message>
    <message>
        <source>The value above each slab slot; one slot per slab.</source>
        <translation>各小判スロットの上にある点数。小判1枚につき1スロット。</translation>
    </message>
    <message>
        <source>A slot's value.</source>
        <translation>スロットの点数。</translation>
    </message>
    <message>
        <source>Coins that become one gold slab.</source>
        <translation>小判1枚になる銅銭の数。</translation>
    </message>
    <message>
        <source>The most wares a merchant keeps.</source>
        <translation>商人が持てる商品の上限。</translation>
    </message>
    <message>
        <source>The artist board and its painting tiles.</source>
        <translation>絵描きボードと絵画タイル。</translation>
    </message>
    <message>
        <source>Rows of painting slots.</source>
        <translation>絵画スロットの段。</translation>
    </message>
    <message>
        <source>Slots per row.</source>
        <translation>1段あたりのスロット数。</translation>
    </message>
    <message>
        <source>The value under each slot, reading order: one per slot.</source>
        <translation>各スロットの下にある点数。左から右へ、上の段から順に、1スロットにつき1つ。</translation>
    </message>
    <message>
        <source>The painting icons (also the regions' icons) and each player's tiles of each.</source>
        <translation>絵画のアイコン（地域のアイコンと共通）と、プレイヤーごとのそれぞれのタイル数。</translation>
    </message>
    <message>
        <source>Tiles of this icon per player.</source>
        <translation>プレイヤー1人あたりの、このアイコンのタイル数。</translation>
    </message>
    <message>
        <source>The double-sided wave tiles, at most one per character.</source>
        <translation>両面の波タイル。キャラクターごとに最大1枚。</translation>
    </message>
    <message>
        <source>The character board it goes on.</source>
        <translation>置かれる旅人ボード。</translation>
    </message>
    <message>
        <source>Its two sides.</source>
        <translation>2つの面。</translation>
    </message>
    <message>
        <source>Who picks first in round 1: at random, the first seat or the second seat.</source>
        <translation>第1ラウンドで先に選ぶプレイヤー：無作為、1番目の席、2番目の席のいずれか。</translation>
    </message>
    <message>
        <source>Coins each player starts with.</source>
        <translation>各プレイヤーの最初の銅銭。</translation>
    </message>
    <message>
        <source>Wares each player draws from the bag at setup.</source>
        <translation>準備のときに各プレイヤーが風呂敷から引く商品の数。</translation>
    </message>
    <message>
        <source>Which side of each wave tile is up for the game: random, or always the first or the second.</source>
        <translation>ゲーム中に使う波タイルの面：無作為か、常に1面目か2面目。</translation>
    </message>
    <message>
        <source>A player's own merchant blocks their pilgrim, and the other way round.</source>
        <translation>自分の商人が自分の巡礼者の道をふさぎ、その逆もあります。</translation>
    </message>
    <message>
        <source>The shared start space counts as occupied while the other pilgrim is still on it.</source>
        <translation>共通のスタートのマスは、相手の巡礼者がまだいる間はコマがいるものとして扱います。</translation>
    </message>
    <message>
        <source>A seashore takes one of the opponent's tiles when none is left on the board, or never.</source>
        <translation>ボードに波タイルが残っていないとき、海岸で相手のタイルを奪うか、奪わないか。</translation>
    </message>
    <message>
        <source>Coins become as many slabs as they make at once (else one per gain).</source>
        <translation>銅銭がまとめて小判になります（そうでなければ、得るたびに1枚ずつ）。</translation>
    </message>
    <message>
        <source>The hot spring token's repeat.</source>
        <translation>温泉トークンによるくり返し。</translation>
    </message>
    <message>
        <source>The token may repeat the die that gained it.</source>
        <translation>トークンを得たダイスをくり返し使えます。</translation>
    </message>
    <message>
        <source>Repeats one die may get (0: the token is never used).</source>
        <translation>1個のダイスをくり返せる回数（0：トークンは使われません）。</translation>
    </message>
    <message>
        <source>Repeats are allowed once the end is triggered.</source>
        <translation>終了条件を満たした後もくり返しを使えます。</translation>
    </message>
    <message>
        <source>When the game ends.</source>
        <translation>ゲームが終わるとき。</translation>
    </message>
    <message>
        <source>The end conditions: a full temple or garden track, the last slab, the last gift.</source>
        <translation>終了条件：寺トラックか庭園トラックが埋まる、最後の小判、最後の寄贈。</translation>
    </message>
    <message>
        <source>The game ends at the end of the round in which a condition is met, or at once.</source>
        <translation>条件を満たしたラウンドの終わりにゲームが終わるか、すぐに終わるか。</translation>
    </message>
    <message>
        <source>How points are counted.</source>
        <translation>得点の数え方。</translation>
    </message>
    <message>
        <source>The pilgrim scores the temple-track value times (or plus) the garden-track value.</source>
        <translation>巡礼者の得点は、寺トラックの点数に庭園トラックの点数を掛けたもの（または足したもの）。</translation>
    </message>
    <message>
        <source>The merchant scores the value above its right-most slab, or nothing.</source>
        <translation>商人の得点：いちばん右の小判の上にある点数（slab_slot）か、得点なし（none）。</translation>
    </message>
    <message>
        <source>The artist scores the value under its last gifted tile, or nothing.</source>
        <translation>絵描きの得点：最後に寄贈したタイルの下にある点数（gift_slot）か、得点なし（none）。</translation>
    </message>
    <message>
        <source>Equal points: more coins win, or it is a draw.</source>
        <translation>同点のとき：銅銭の多い方の勝ち（coins）か、引き分け（none）。</translation>
    </message>
    <message>
        <source>An id of board.space_types.</source>
        <translation>board.space_types の ID。</translation>
    </message>
    <message>
        <source>load_and_deliver: it loads at a mountain town and climbs a rank when it reaches a coastal town loaded.</source>
        <translation>load_and_deliver：宿場町で荷を積み、荷を積んだまま港町に着くとランクが1つ上がります。</translation>
    </message>
    <message>
        <source>Its artist climbs a rank when the paint scope of its destination holds at least this many other meeples.</source>
        <translation>行き先の地域と、それを取り囲むすべてのマスに、ほかのコマがこの数以上あれば、絵描きのランクが1つ上がります。</translation>
    </message>
    <message>
        <source>The solo opponent: its rank tracks, how it chooses, its levels.</source>
        <translation>ソロの対戦相手：ランクトラック、選び方、レベル。</translation>
    </message>
    <message>
        <source>The level offered first (1 is the first of levels).</source>
        <translation>最初に選ばれているレベル（1は levels の最初のもの）。</translation>
    </message>
    <message>
        <source>What moves a rank one step.</source>
        <translation>ランクを1つ上げるもの。</translation>
    </message>
    <message>
        <source>The ring-space effects its pilgrim carries out; it ignores the others.</source>
        <translation>巡礼者が実行する外周のマスの効果。ほかの効果は無視します。</translation>
    </message>
    <message>
        <source>How it chooses a die, first criterion first: gain, lowest_rank, order.</source>
        <translation>ダイスの選び方（先の基準ほど優先）：gain、lowest_rank、order。</translation>
    </message>
    <message>
        <source>How it chooses a destination, first criterion first: gain, deny, lowest_id.</source>
        <translation>行き先の選び方（先の基準ほど優先）：gain、deny、lowest_id。</translation>
    </message>
    <message>
        <source>The characters it prefers, first first (the order criterion).</source>
        <translation>優先するキャラクター（先のものほど優先。order の基準）。</translation>
    </message>
    <message>
        <source>The wave tile it takes first on a seashore.</source>
        <translation>海岸で最初に受け取る波タイル。</translation>
    </message>
    <message>
        <source>A full rank track ends the game like a player's full track.</source>
        <translation>ランクトラックが埋まると、プレイヤーのトラックが埋まったときと同じくゲームが終わります。</translation>
    </message>
    <message>
        <source>The levels, easiest first.</source>
        <translation>レベル（やさしいものから順に）。</translation>
    </message>
    <message>
        <source>One line on what to expect.</source>
        <translation>どんな相手かを1行で。</translation>
    </message>
    <message>
        <source>The level's own gains; a key left out keeps automa.gains'.</source>
        <translation>そのレベル独自のランクの上がり方。書かれていないキーは automa.gains のものを使います。</translation>
    </message>
    <message>
        <source>The value of each rank, per character; a track has as many ranks as values.</source>
        <translation>キャラクターごとの各ランクの値。トラックのランク数は値の数と同じです。</translation>
    </message>
    <message>
        <source>The value of each rank, first rank first.</source>
        <translation>各ランクの値（最初のランクから順に）。</translation>
    </message>
    <message>
        <source>A rank's value.</source>
        <translation>ランクの値。</translation>
    </message>
    <message>
        <source>The ranks it starts with.</source>
        <translation>開始時のランク。</translation>
    </message>
    <message>
        <source>Starting rank.</source>
        <translation>開始時のランク。</translation>
    </message>
    <message>
        <source>The pilgrim's marker on a track (temple or garden) moves up one space; a full track gives nothing.</source>
        <translation>巡礼者のマーカーがトラック（寺または庭園）で1マス進みます。埋まったトラックでは何も起きません。</translation>
    </message>
    <message>
        <source>The player gains coins: a number, or boutique_value (the value of this coastal town's boutique token). Coins become slabs at once.</source>
        <translation>プレイヤーが銅銭を得ます：数、または boutique_value（この港町の土産物屋トークンの値）。銅銭はすぐに小判になります。</translation>
    </message>
    <message>
        <source>The player takes the hot spring token, from the board or from the opponent.</source>
        <translation>プレイヤーが温泉トークンを受け取ります（ボードから、または相手から）。</translation>
    </message>
    <message>
        <source>The player takes a wave tile still on the board (their choice), else one of the opponent's (rules.steal_wave_tiles), else nothing.</source>
        <translation>プレイヤーがボードに残っている波タイルを1枚受け取ります（好きなもの）。なければ相手のものを奪い（rules.steal_wave_tiles）、それもなければ何もしません。</translation>
    </message>
    <message>
        <source>The player turns up that many face-down painting tiles, in reading order.</source>
        <translation>プレイヤーが裏向きの絵画タイルをその枚数だけ、左から右へ、上の段から順にめくります。</translation>
    </message>
    <message>
        <source>The pilgrim may move die + offset spaces instead of the die (at least min, default 1): a choice of two counts.</source>
        <translation>巡礼者は出た目の代わりに「出た目＋offset」マス進めます（最低 min、既定は1）。2つの数から選べます。</translation>
    </message>
    <message>
        <source>Paint turns up that many more tiles, even with nobody in scope.</source>
        <translation>絵を描くと、その地域と、それを取り囲むマスにだれもいなくても、さらにその枚数をめくります。</translation>
    </message>
    <message>
        <source>A mountain town gives that many more wares.</source>
        <translation>宿場町で、さらにその数だけ商品を得ます。</translation>
    </message>
    <message>
        <source>Each ware sold earns that many more coins.</source>
        <translation>売った商品1個ごとに、さらにその数だけ銅銭を得ます。</translation>
    </message>
    <message>
        <source>Paint counts the meeples of every region entered on the move, each once (not the start region); every path of the artist becomes its own choice.</source>
        <translation>絵を描くとき、移動中に入ったすべての地域のコマを1回ずつ数えます（出発した地域は除く）。絵描きの道順はそれぞれ別の選択肢になります。</translation>
    </message>
    <message>
        <source>What the pilgrim's arrival does, in order (effect primitives).</source>
        <translation>巡礼者が着いたときに起こること（順に、効果の基本要素で）。</translation>
    </message>
    <message>
        <source>What the tile changes while held (effect primitives).</source>
        <translation>そのタイルを持っている間に変わること（効果の基本要素で）。</translation>
    </message>
    <message>
        <source>The fewest spaces the other count may be.</source>
        <translation>もう一方の数の最小マス数。</translation>
    </message>
    <message>
        <source>How the computer plays at each of its strengths in this game.</source>
        <translation>このゲームでの、強さごとのコンピューターの思考方法。</translation>
    </message>
    <message>
        <source>How the computer plays at the Easy strength, e.g. heuristic.</source>
        <translation>「弱い」のコンピューターの思考方法（例：heuristic）。</translation>
    </message>
    <message>
        <source>How the computer plays at the Normal strength, e.g. ismcts:iterations=2000,threads=2.</source>
        <translation>「ふつう」のコンピューターの思考方法（例：ismcts:iterations=2000,threads=2）。</translation>
    </message>
    <message>
        <source>How the computer plays at the Strong strength.</source>
        <translation>「強い」のコンピューターの思考方法。</translation>
    </message>
    <message>
        <source>How the computer plays in the variant lab's quick search: a cheap search that still beats Easy, e.g. ismcts:iterations=20,depth=4.</source>
        <translation>バリアント比較の「軽い探索」でのコンピューターの思考方法：手軽な探索ながら「弱い」には勝つもの（例：ismcts:iterations=20,depth=4）。</translation>
    </message>
    <message>
        <source>What the table draws on the disc: one of the shapes listed, or up to 3 letters or kanji of your own (蓮, AB). No two discs may look the same.</source>
        <translation>ディスクに描く絵柄です。一覧の図形のいずれか、または自分で決めた3文字までの文字・漢字（蓮、ABなど）を指定します。見分けのつかないディスクを2枚作ることはできません。</translation>
    </message>
    <message>
        <source>Its pilgrim climbs a rank when it stops on a space whose effects move a player's marker up one of these tracks: a temple, a garden, or a new kind of space such as Awaji's shrine gates.</source>
        <translation>オートマの巡礼者は、プレイヤーのマーカーをこれらのトラックで進める効果を持つマスに止まるとランクが1つ上がります。寺、庭園、または淡路島の山門のような新しい種類のマスです。</translation>
    </message>
    <message>
        <source>More kinds of ring space (ids of board.space_types) on which its pilgrim climbs a rank.</source>
        <translation>巡礼者のランクが上がるその他の外周のマスの種類（board.space_types の ID）。</translation>
    </message>
    <message>
        <source>One effect: a primitive, written bare or as a map of it to its parameter.</source>
        <translation>効果1つ：基本要素の名前だけ、または基本要素からその引数へのマップ。</translation>
    </message>
    <message>
        <source>Added to the die: -1 one fewer, 1 one more (not 0).</source>
        <translation>出た目に足す数：-1で1つ少なく、1で1つ多く（0は不可）。</translation>
    </message>
    <message>
        <source>A ring space's index.</source>
        <translation>外周のマスの番号。</translation>
    </message>
    <message>
        <source>The words for the seat the rules play themselves, the game's own solo opponent (its levels are the rules' own data).</source>
        <translation>ルールが自分で動かす席（ゲーム固有のソロ用の相手）に表示する文言。レベルもルールのデータで決めます。</translation>
    </message>
    <message>
        <source>Its name, as the seat's name and in the launcher's list of players.</source>
        <translation>席の名前として、またランチャーのプレイヤー一覧に表示する名前。</translation>
    </message>
    <message>
        <source>The launcher's switch that makes the game solo, one person against it.</source>
        <translation>ゲームをソロにするランチャーのスイッチ（ひとりでこの相手と対戦）。</translation>
    </message>
    <message>
        <source>The launcher's hint beside the solo switch: what the opponent is.</source>
        <translation>ランチャーでソロのスイッチの横に出すヒント（この相手が何か）。</translation>
    </message>
    <message>
        <source>The launcher's hint in a solo game: how the opponent's rules differ.</source>
        <translation>ソロのゲームでランチャーに出すヒント（相手のルールがどう違うか）。</translation>
    </message>
</context>
<context>
    <name>SchemaForms</name>
    <message>
        <source>%1 — %2</source>
        <extracomment>Rules editor: the tooltip of a section's tab; %1 its name, %2 what it holds (the dash as your language writes it: hu &quot; – &quot;)</extracomment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>SchemaItem</name>
    <message>
        <source>included file %1</source>
        <extracomment>Rules editor: one of the files a game file includes; %1 its number, 0 first</extracomment>
        <translation>読み込むファイル%1</translation>
    </message>
    <message>
        <source>side %1</source>
        <translation>陣営%1</translation>
    </message>
    <message>
        <source>bead colour %1</source>
        <translation>ビーズの色%1</translation>
    </message>
    <message>
        <source>%1 side</source>
        <translation>%1の陣営</translation>
    </message>
    <message>
        <source>figure %1</source>
        <translation>コマ%1</translation>
    </message>
    <message>
        <source>tile design %1</source>
        <translation>タイルの図柄%1</translation>
    </message>
    <message>
        <source>inner line %1</source>
        <translation>内側の線%1</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>陣地%1</translation>
    </message>
    <message>
        <source>field %1</source>
        <translation>マス%1</translation>
    </message>
    <message>
        <source>start field %1</source>
        <translation>スタートマス%1</translation>
    </message>
    <message>
        <source>tile slot %1</source>
        <translation>タイルの置き場所%1</translation>
    </message>
    <message>
        <source>coordinate %1</source>
        <translation>座標%1</translation>
    </message>
    <message>
        <source>frame line %1</source>
        <translation>枠の線%1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>線%1</translation>
    </message>
    <message>
        <source>match rule %1</source>
        <translation>カードが合う条件%1</translation>
    </message>
    <message>
        <source>end of the range %1</source>
        <translation>範囲の端%1</translation>
    </message>
    <message>
        <source>card colour %1</source>
        <translation>カードの色%1</translation>
    </message>
    <message>
        <source>symbol %1</source>
        <translation>シンボル%1</translation>
    </message>
    <message>
        <source>player count %1</source>
        <translation>人数%1</translation>
    </message>
    <message>
        <source>frozen place %1</source>
        <translation>足止めになる位置%1</translation>
    </message>
    <message>
        <source>place from the top %1</source>
        <translation>上から数えた順位%1</translation>
    </message>
    <message>
        <source>place from the bottom %1</source>
        <translation>下から数えた順位%1</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>カード%1</translation>
    </message>
    <message>
        <source>pilgrim %1</source>
        <translation>巡礼者%1</translation>
    </message>
    <message>
        <source>space type %1</source>
        <extracomment>Tokaido Duo: one entry of a list of space types; %1 its number, 0 first</extracomment>
        <translation>マスの種類%1</translation>
    </message>
    <message>
        <source>effect %1</source>
        <translation>効果%1</translation>
    </message>
    <message>
        <source>criterion %1</source>
        <translation>基準%1</translation>
    </message>
    <message>
        <source>character %1</source>
        <translation>キャラクター%1</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>レベル%1</translation>
    </message>
    <message>
        <source>pilgrim's rank %1</source>
        <extracomment>Tokaido Duo: one rank of the Automa's pilgrim rank track; %1 its number, 0 first</extracomment>
        <translation>巡礼者のランク%1</translation>
    </message>
    <message>
        <source>merchant's rank %1</source>
        <extracomment>Tokaido Duo: one rank of the Automa's merchant rank track; %1 its number, 0 first</extracomment>
        <translation>商人のランク%1</translation>
    </message>
    <message>
        <source>artist's rank %1</source>
        <extracomment>Tokaido Duo: one rank of the Automa's artist rank track; %1 its number, 0 first</extracomment>
        <translation>絵描きのランク%1</translation>
    </message>
    <message>
        <source>ring space %1</source>
        <translation>外周の%1番のマス</translation>
    </message>
    <message>
        <source>town %1</source>
        <translation>町%1</translation>
    </message>
    <message>
        <source>route %1</source>
        <translation>交易路%1</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>地域%1</translation>
    </message>
    <message>
        <source>neighbour %1</source>
        <translation>隣の地域%1</translation>
    </message>
    <message>
        <source>coast space %1</source>
        <translation>海沿いの%1番のマス</translation>
    </message>
    <message>
        <source>border town %1</source>
        <translation>境界の町%1</translation>
    </message>
    <message>
        <source>outline point %1</source>
        <translation>輪郭の点%1</translation>
    </message>
    <message>
        <source>pilgrim's die face %1</source>
        <extracomment>Tokaido Duo: one face of the pilgrim's die; %1 its number, 0 first</extracomment>
        <translation>巡礼者のダイスの面%1</translation>
    </message>
    <message>
        <source>merchant's die face %1</source>
        <extracomment>Tokaido Duo: one face of the merchant's die; %1 its number, 0 first</extracomment>
        <translation>商人のダイスの面%1</translation>
    </message>
    <message>
        <source>artist's die face %1</source>
        <extracomment>Tokaido Duo: one face of the artist's die; %1 its number, 0 first</extracomment>
        <translation>絵描きのダイスの面%1</translation>
    </message>
    <message>
        <source>ware %1</source>
        <translation>商品%1</translation>
    </message>
    <message>
        <source>boutique token %1</source>
        <translation>土産物屋トークン%1</translation>
    </message>
    <message>
        <source>temple-track space %1</source>
        <translation>寺トラックの%1番のマス</translation>
    </message>
    <message>
        <source>garden-track space %1</source>
        <translation>庭園トラックの%1番のマス</translation>
    </message>
    <message>
        <source>gold slab slot %1</source>
        <translation>小判スロット%1</translation>
    </message>
    <message>
        <source>painting slot %1</source>
        <translation>絵画スロット%1</translation>
    </message>
    <message>
        <source>painting icon %1</source>
        <translation>絵画のアイコン%1</translation>
    </message>
    <message>
        <source>wave tile %1</source>
        <translation>波タイル%1</translation>
    </message>
    <message>
        <source>tile side %1</source>
        <translation>タイルの面%1</translation>
    </message>
    <message>
        <source>end condition %1</source>
        <extracomment>Tokaido Duo: one of the end conditions; %1 its number, 0 first</extracomment>
        <translation>終了条件%1</translation>
    </message>
    <message>
        <source>track %1</source>
        <extracomment>Tokaido Duo: one entry of the list of tracks; %1 its number, 0 first</extracomment>
        <translation>トラック%1</translation>
    </message>
</context>
<context>
    <name>SchemaLabel</name>
    <message>
        <source>game</source>
        <extracomment>Rules editor: the section of the game's header (its name, players, ...)</extracomment>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>game id</source>
        <translation>ゲームのID</translation>
    </message>
    <message>
        <source>rules engine</source>
        <extracomment>Rules editor: which of Kotatsu's built-in rules programs reads the game's data</extracomment>
        <translation>ルールエンジン</translation>
    </message>
    <message>
        <source>game name</source>
        <translation>ゲーム名</translation>
    </message>
    <message>
        <source>tagline</source>
        <extracomment>Rules editor: the one line about a game under its name in the launcher</extracomment>
        <translation>キャッチコピー</translation>
    </message>
    <message>
        <source>credits</source>
        <translation>クレジット</translation>
    </message>
    <message>
        <source>place in the launcher</source>
        <translation>ランチャーでの並び順</translation>
    </message>
    <message>
        <source>number of players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>fewest players</source>
        <translation>最少人数</translation>
    </message>
    <message>
        <source>most players</source>
        <translation>最多人数</translation>
    </message>
    <message>
        <source>computer strengths</source>
        <extracomment>Rules editor: how the computer plays at each strength (Easy, Normal, Strong)</extracomment>
        <translation>コンピューターの強さ</translation>
    </message>
    <message>
        <source>computer at Easy</source>
        <extracomment>Rules editor: how the computer plays at the launcher's Easy strength</extracomment>
        <translation>コンピューター（弱い）</translation>
    </message>
    <message>
        <source>computer at Normal</source>
        <extracomment>Rules editor: how the computer plays at the launcher's Normal strength</extracomment>
        <translation>コンピューター（ふつう）</translation>
    </message>
    <message>
        <source>computer at Strong</source>
        <extracomment>Rules editor: how the computer plays at the launcher's Strong strength</extracomment>
        <translation>コンピューター（強い）</translation>
    </message>
    <message>
        <source>computer in the lab's quick search</source>
        <extracomment>Rules editor: how the computer plays the variant lab's Quick search (a cheap search stronger than Easy, for thousands of test games)</extracomment>
        <translation>コンピューター（バリアント比較の軽い探索）</translation>
    </message>
    <message>
        <source>included files</source>
        <extracomment>Rules editor: the other data files a game file includes</extracomment>
        <translation>読み込むファイル</translation>
    </message>
    <message>
        <source>variant</source>
        <extracomment>Rules editor: the section of a variant's header (its name, description, base game)</extracomment>
        <translation>バリアント</translation>
    </message>
    <message>
        <source>base game</source>
        <extracomment>Rules editor: the game a variant changes</extracomment>
        <translation>基本ゲーム</translation>
    </message>
    <message>
        <source>variant name</source>
        <translation>バリアント名</translation>
    </message>
    <message>
        <source>variant description</source>
        <translation>バリアントの説明</translation>
    </message>
    <message>
        <source>sides</source>
        <translation>陣営</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>figure name</source>
        <translation>コマの呼び名</translation>
    </message>
    <message>
        <source>figure letter</source>
        <translation>コマを表す文字</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>色</translation>
    </message>
    <message>
        <source>figures per side</source>
        <translation>陣営ごとのコマの数</translation>
    </message>
    <message>
        <source>beads</source>
        <translation>ビーズ</translation>
    </message>
    <message>
        <source>beads per figure</source>
        <translation>コマ1体のビーズの数</translation>
    </message>
    <message>
        <source>bead colours</source>
        <translation>ビーズの色</translation>
    </message>
    <message>
        <source>beads of this colour</source>
        <translation>この色のビーズの数</translation>
    </message>
    <message>
        <source>pattern</source>
        <translation>模様</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>bead pairs</source>
        <translation>ビーズの組</translation>
    </message>
    <message>
        <source>placing order</source>
        <translation>置く順番</translation>
    </message>
    <message>
        <source>fixed positions</source>
        <translation>固定の配置</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>移動</translation>
    </message>
    <message>
        <source>steps per turn</source>
        <translation>1手番の歩数</translation>
    </message>
    <message>
        <source>hand on the whole stack</source>
        <translation>ビーズをすべて渡す</translation>
    </message>
    <message>
        <source>whole stack on a jump</source>
        <translation>ジャンプでもビーズをすべて渡す</translation>
    </message>
    <message>
        <source>order of a stack handed on</source>
        <translation>渡すビーズの順番</translation>
    </message>
    <message>
        <source>passing beads</source>
        <translation>ビーズを渡す</translation>
    </message>
    <message>
        <source>pass a whole stack</source>
        <translation>積んだビーズを全部渡す</translation>
    </message>
    <message>
        <source>entering the base</source>
        <translation>陣地に入る</translation>
    </message>
    <message>
        <source>way into the base</source>
        <translation>陣地への入り方</translation>
    </message>
    <message>
        <source>jumps</source>
        <translation>ジャンプ</translation>
    </message>
    <message>
        <source>who carries no bead</source>
        <translation>ビーズを持たないコマ</translation>
    </message>
    <message>
        <source>landing</source>
        <translation>着地点</translation>
    </message>
    <message>
        <source>double jump</source>
        <translation>ダブルジャンプ</translation>
    </message>
    <message>
        <source>a jump costs a bead</source>
        <translation>ジャンプでビーズを1つ払う</translation>
    </message>
    <message>
        <source>hand-off jump</source>
        <translation>バトンタッチジャンプ</translation>
    </message>
    <message>
        <source>end of the game</source>
        <translation>ゲームの終了</translation>
    </message>
    <message>
        <source>repetitions for a draw</source>
        <translation>引き分けになる反復回数</translation>
    </message>
    <message>
        <source>moves before a draw</source>
        <translation>引き分けまでの手数</translation>
    </message>
    <message>
        <source>no move left</source>
        <translation>動けないとき</translation>
    </message>
    <message>
        <source>stacks</source>
        <translation>積んだビーズ</translation>
    </message>
    <message>
        <source>most beads on a figure</source>
        <translation>コマ1体が持てるビーズの上限</translation>
    </message>
    <message>
        <source>board</source>
        <translation>ボード</translation>
    </message>
    <message>
        <source>width</source>
        <translation>幅</translation>
    </message>
    <message>
        <source>height</source>
        <translation>高さ</translation>
    </message>
    <message>
        <source>extra tile rows</source>
        <translation>追加するタイルの行数</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>shuffle seed</source>
        <translation>混ぜるときのシード</translation>
    </message>
    <message>
        <source>turning tiles</source>
        <translation>タイルの回転</translation>
    </message>
    <message>
        <source>tile designs</source>
        <translation>タイルの図柄</translation>
    </message>
    <message>
        <source>inner lines</source>
        <translation>内側の線</translation>
    </message>
    <message>
        <source>bases</source>
        <translation>陣地</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>持ち主</translation>
    </message>
    <message>
        <source>name in sentences</source>
        <translation>文中での名前</translation>
    </message>
    <message>
        <source>fields</source>
        <translation>マス</translation>
    </message>
    <message>
        <source>start fields</source>
        <translation>スタートマス</translation>
    </message>
    <message>
        <source>tile slots</source>
        <translation>タイルの置き場所</translation>
    </message>
    <message>
        <source>place</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>タイル</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>回転</translation>
    </message>
    <message>
        <source>frame lines</source>
        <translation>枠の線</translation>
    </message>
    <message>
        <source>extra row</source>
        <translation>追加の行</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>線</translation>
    </message>
    <message>
        <source>piles</source>
        <translation>山の数</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>配り方</translation>
    </message>
    <message>
        <source>first sage</source>
        <translation>最初の賢者</translation>
    </message>
    <message>
        <source>match rules</source>
        <translation>カードが合う条件</translation>
    </message>
    <message>
        <source>highest next to lowest</source>
        <translation>最大と最小を隣とみなす</translation>
    </message>
    <message>
        <source>values a Sun may not take</source>
        <translation>太陽カードで宣言できない数字</translation>
    </message>
    <message>
        <source>compulsory play</source>
        <translation>出せるカードは必ず出す</translation>
    </message>
    <message>
        <source>sage plays too</source>
        <translation>賢者も出す</translation>
    </message>
    <message>
        <source>turn direction</source>
        <translation>手番の向き</translation>
    </message>
    <message>
        <source>end of a round</source>
        <translation>ラウンドの終わり方</translation>
    </message>
    <message>
        <source>failed prophecy</source>
        <translation>予言が外れたとき</translation>
    </message>
    <message>
        <source>show a wrong prophecy</source>
        <translation>外れた予言も見せる</translation>
    </message>
    <message>
        <source>turn up piles during the round</source>
        <translation>ラウンド中にも山をめくる</translation>
    </message>
    <message>
        <source>used-up piles that end the game</source>
        <translation>ゲーム終了となる空の山の数</translation>
    </message>
    <message>
        <source>everybody is the sage equally often</source>
        <translation>全員が同じ回数だけ賢者になる</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>得点計算</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>同点のとき</translation>
    </message>
    <message>
        <source>sage rotation</source>
        <translation>賢者の交代の向き</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>card values</source>
        <translation>カードの数字の範囲</translation>
    </message>
    <message>
        <source>card value</source>
        <translation>カードの数字</translation>
    </message>
    <message>
        <source>Sun cards per colour</source>
        <translation>色ごとの太陽カードの枚数</translation>
    </message>
    <message>
        <source>Sun card name</source>
        <translation>太陽カードの名前</translation>
    </message>
    <message>
        <source>Sun card name in sentences</source>
        <translation>文中での太陽カードの名前</translation>
    </message>
    <message>
        <source>card colours</source>
        <translation>カードの色</translation>
    </message>
    <message>
        <source>mark</source>
        <translation>印</translation>
    </message>
    <message>
        <source>symbols</source>
        <translation>シンボル</translation>
    </message>
    <message>
        <source>steps to the pagoda</source>
        <translation>塔までの段数</translation>
    </message>
    <message>
        <source>start step</source>
        <translation>出発の段</translation>
    </message>
    <message>
        <source>climb before the first round</source>
        <translation>最初のラウンドの前に上る</translation>
    </message>
    <message>
        <source>hand size</source>
        <translation>手札の枚数</translation>
    </message>
    <message>
        <source>frozen places</source>
        <translation>足止めになる位置</translation>
    </message>
    <message>
        <source>frozen places by player count</source>
        <translation>人数ごとの足止めになる位置</translation>
    </message>
    <message>
        <source>winning places</source>
        <translation>勝ちになる順位</translation>
    </message>
    <message>
        <source>winning places by player count</source>
        <translation>人数ごとの勝ちになる順位</translation>
    </message>
    <message>
        <source>places from the top</source>
        <translation>上から数えた順位</translation>
    </message>
    <message>
        <source>places from the bottom</source>
        <translation>下から数えた順位</translation>
    </message>
    <message>
        <source>lowest card to the end</source>
        <translation>最小のカードを最後へ</translation>
    </message>
    <message>
        <source>refilling the hands</source>
        <translation>手札の補充</translation>
    </message>
    <message>
        <source>where the last player draws</source>
        <translation>最後のプレイヤーが引く場所</translation>
    </message>
    <message>
        <source>cards the others choose from</source>
        <translation>ほかのプレイヤーが選ぶカード</translation>
    </message>
    <message>
        <source>leftover card</source>
        <translation>残ったカード</translation>
    </message>
    <message>
        <source>empty deck</source>
        <translation>山札がなくなったとき</translation>
    </message>
    <message>
        <source>climb past the pagoda</source>
        <translation>塔を越えて上るとき</translation>
    </message>
    <message>
        <source>pilgrims on one step</source>
        <translation>同じ段の巡礼者</translation>
    </message>
    <message>
        <source>stand-in sandal table</source>
        <translation>草履の仮の表</translation>
    </message>
    <message>
        <source>sandals by card</source>
        <translation>カードごとの草履</translation>
    </message>
    <message>
        <source>sandals</source>
        <translation>草履</translation>
    </message>
    <message>
        <source>pilgrims</source>
        <translation>巡礼者</translation>
    </message>
    <message>
        <source>space type</source>
        <translation>マスの種類</translation>
    </message>
    <message>
        <source>merchant's rank</source>
        <translation>商人のランク</translation>
    </message>
    <message>
        <source>meeples for the artist's rank</source>
        <translation>絵描きのランクに必要なコマ</translation>
    </message>
    <message>
        <source>Automa</source>
        <translation>オートマ</translation>
    </message>
    <message>
        <source>first level offered</source>
        <translation>最初に選ばれているレベル</translation>
    </message>
    <message>
        <source>rank gains</source>
        <translation>ランクが上がる条件</translation>
    </message>
    <message>
        <source>space effects it carries out</source>
        <translation>実行するマスの効果</translation>
    </message>
    <message>
        <source>how it chooses a die</source>
        <translation>ダイスの選び方</translation>
    </message>
    <message>
        <source>how it chooses a destination</source>
        <translation>行き先の選び方</translation>
    </message>
    <message>
        <source>character order</source>
        <translation>キャラクターの順番</translation>
    </message>
    <message>
        <source>wave tile order</source>
        <translation>波タイルの順番</translation>
    </message>
    <message>
        <source>full rank track ends the game</source>
        <translation>ランクトラックが埋まるとゲーム終了</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>description</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>rank tracks</source>
        <translation>ランクトラック</translation>
    </message>
    <message>
        <source>pilgrim's rank track</source>
        <translation>巡礼者のランクトラック</translation>
    </message>
    <message>
        <source>merchant's rank track</source>
        <translation>商人のランクトラック</translation>
    </message>
    <message>
        <source>artist's rank track</source>
        <translation>絵描きのランクトラック</translation>
    </message>
    <message>
        <source>pilgrim's starting rank</source>
        <translation>巡礼者の開始ランク</translation>
    </message>
    <message>
        <source>merchant's starting rank</source>
        <translation>商人の開始ランク</translation>
    </message>
    <message>
        <source>artist's starting rank</source>
        <translation>絵描きの開始ランク</translation>
    </message>
    <message>
        <source>rank value</source>
        <translation>ランクの点数</translation>
    </message>
    <message>
        <source>starting ranks</source>
        <translation>開始ランク</translation>
    </message>
    <message>
        <source>take a wave tile</source>
        <extracomment>Rules editor, the effect take_wave_tile (it takes no parameter)</extracomment>
        <translation>波タイルを受け取る</translation>
    </message>
    <message>
        <source>effect</source>
        <extracomment>Rules editor, one item of an effect list</extracomment>
        <translation>効果</translation>
    </message>
    <message>
        <source>added to the die</source>
        <translation>ダイスの目に足す数</translation>
    </message>
    <message>
        <source>aspect ratio</source>
        <extracomment>Tokaido Duo: the board's width over its height</extracomment>
        <translation>縦横比</translation>
    </message>
    <message>
        <source>space types</source>
        <translation>マスの種類一覧</translation>
    </message>
    <message>
        <source>effect text</source>
        <translation>効果の説明</translation>
    </message>
    <message>
        <source>coastal-town space</source>
        <translation>港町のマス</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>外周</translation>
    </message>
    <message>
        <source>type</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>towns</source>
        <translation>町</translation>
    </message>
    <message>
        <source>kind of town</source>
        <extracomment>Tokaido Duo: mountain town or coastal town</extracomment>
        <translation>町の種類</translation>
    </message>
    <message>
        <source>mountain-town draw</source>
        <translation>宿場町で引く商品の数</translation>
    </message>
    <message>
        <source>ring space</source>
        <translation>外周のマス</translation>
    </message>
    <message>
        <source>trade routes</source>
        <translation>交易路</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>painting icon</source>
        <translation>絵画のアイコン</translation>
    </message>
    <message>
        <source>neighbouring regions</source>
        <translation>隣の地域</translation>
    </message>
    <message>
        <source>paint scope</source>
        <translation>絵を描く範囲</translation>
    </message>
    <message>
        <source>coast spaces</source>
        <translation>海沿いのマス</translation>
    </message>
    <message>
        <source>border towns</source>
        <translation>境界の町</translation>
    </message>
    <message>
        <source>name position</source>
        <translation>名前の位置</translation>
    </message>
    <message>
        <source>outline</source>
        <translation>輪郭</translation>
    </message>
    <message>
        <source>start positions</source>
        <translation>開始位置</translation>
    </message>
    <message>
        <source>pilgrims' start space</source>
        <translation>巡礼者のスタートのマス</translation>
    </message>
    <message>
        <source>merchants' start town</source>
        <translation>商人が出発する宿場町</translation>
    </message>
    <message>
        <source>artists' start region</source>
        <translation>絵描きの開始地域</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <source>pilgrim's die</source>
        <translation>巡礼者のダイス</translation>
    </message>
    <message>
        <source>merchant's die</source>
        <translation>商人のダイス</translation>
    </message>
    <message>
        <source>artist's die</source>
        <translation>絵描きのダイス</translation>
    </message>
    <message>
        <source>face</source>
        <translation>面</translation>
    </message>
    <message>
        <source>wares</source>
        <translation>商品</translation>
    </message>
    <message>
        <source>tokens in the bag</source>
        <translation>風呂敷に入れるトークン数</translation>
    </message>
    <message>
        <source>boutique tokens</source>
        <translation>土産物屋トークン</translation>
    </message>
    <message>
        <source>ware</source>
        <translation>商品</translation>
    </message>
    <message>
        <source>value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>tracks</source>
        <translation>トラック</translation>
    </message>
    <message>
        <source>temple track</source>
        <translation>寺トラック</translation>
    </message>
    <message>
        <source>space value</source>
        <translation>マスの点数</translation>
    </message>
    <message>
        <source>garden track</source>
        <translation>庭園トラック</translation>
    </message>
    <message>
        <source>merchant board</source>
        <translation>商人ボード</translation>
    </message>
    <message>
        <source>gold slab slot values</source>
        <translation>小判スロットの点数</translation>
    </message>
    <message>
        <source>slot value</source>
        <translation>スロットの点数</translation>
    </message>
    <message>
        <source>coins per gold slab</source>
        <translation>小判1枚あたりの銅銭</translation>
    </message>
    <message>
        <source>ware limit</source>
        <translation>商品の所持上限</translation>
    </message>
    <message>
        <source>artist board</source>
        <translation>絵描きボード</translation>
    </message>
    <message>
        <source>rows of slots</source>
        <translation>スロットの段数</translation>
    </message>
    <message>
        <source>slots per row</source>
        <translation>1段のスロット数</translation>
    </message>
    <message>
        <source>painting slot values</source>
        <translation>絵画スロットの点数</translation>
    </message>
    <message>
        <source>painting icons</source>
        <translation>絵画のアイコン一覧</translation>
    </message>
    <message>
        <source>tiles per player</source>
        <translation>プレイヤーごとのタイル数</translation>
    </message>
    <message>
        <source>wave tiles</source>
        <translation>波タイル</translation>
    </message>
    <message>
        <source>character</source>
        <extracomment>Tokaido Duo: the character board a wave tile goes on</extracomment>
        <translation>キャラクター</translation>
    </message>
    <message>
        <source>tile sides</source>
        <translation>タイルの面</translation>
    </message>
    <message>
        <source>starting coins</source>
        <translation>最初の銅銭</translation>
    </message>
    <message>
        <source>starting wares</source>
        <translation>最初の商品</translation>
    </message>
    <message>
        <source>wave tile sides</source>
        <translation>波タイルの面</translation>
    </message>
    <message>
        <source>own meeples block</source>
        <translation>自分のコマでもふさがる</translation>
    </message>
    <message>
        <source>start space blocks</source>
        <translation>スタートのマスでもふさがる</translation>
    </message>
    <message>
        <source>taking the opponent's wave tiles</source>
        <translation>相手から波タイルを奪う</translation>
    </message>
    <message>
        <source>several gold slabs at once</source>
        <translation>小判をまとめて得る</translation>
    </message>
    <message>
        <source>Hot Spring token</source>
        <translation>温泉トークン</translation>
    </message>
    <message>
        <source>repeat the die that gained it</source>
        <translation>獲得したダイスをもう一度使う</translation>
    </message>
    <message>
        <source>repeats per die</source>
        <translation>ダイスごとのくり返し回数</translation>
    </message>
    <message>
        <source>repeats in the last round</source>
        <translation>最終ラウンドでのくり返し</translation>
    </message>
    <message>
        <source>end conditions</source>
        <extracomment>Tokaido Duo: what ends the game (glossary: end conditions)</extracomment>
        <translation>終了条件</translation>
    </message>
    <message>
        <source>when the game ends</source>
        <translation>ゲームが終わるタイミング</translation>
    </message>
    <message>
        <source>pilgrim's points</source>
        <translation>巡礼者の得点</translation>
    </message>
    <message>
        <source>merchant's points</source>
        <translation>商人の得点</translation>
    </message>
    <message>
        <source>artist's points</source>
        <translation>絵描きの得点</translation>
    </message>
    <message>
        <source>tie-break</source>
        <translation>同点のとき</translation>
    </message>
    <message>
        <source>emblem on the disc</source>
        <extracomment>Rules editor, Hyano: label of symbols[].emblem, what a pile's disc shows</extracomment>
        <translation>ディスクの絵柄</translation>
    </message>
    <message>
        <source>tracks that give the pilgrim a rank</source>
        <extracomment>Rules editor, automa.gains.pilgrim_tracks: the tracks whose spaces make the Automa's pilgrim climb a rank</extracomment>
        <translation>巡礼者のランクが上がるトラック</translation>
    </message>
    <message>
        <source>more spaces that give the pilgrim a rank</source>
        <extracomment>Rules editor, automa.gains.pilgrim_spaces: more kinds of ring space on which the Automa's pilgrim climbs</extracomment>
        <translation>巡礼者のランクが上がるその他のマス</translation>
    </message>
    <message>
        <source>track</source>
        <extracomment>Rules editor, the parameter of advance_track: which track moves up</extracomment>
        <translation>トラック</translation>
    </message>
    <message>
        <source>coins</source>
        <extracomment>Rules editor, the parameter of gain_coins: how many coins</extracomment>
        <translation>銅銭</translation>
    </message>
    <message>
        <source>painting tiles</source>
        <extracomment>Rules editor, the parameter of flip_paintings: how many painting tiles</extracomment>
        <translation>絵画タイル</translation>
    </message>
    <message>
        <source>other step count</source>
        <extracomment>Rules editor, the parameter of pilgrim_steps: the other count the pilgrim may move</extracomment>
        <translation>別の歩数</translation>
    </message>
    <message>
        <source>more tiles</source>
        <extracomment>Rules editor, the parameter of extra_flips: how many more painting tiles</extracomment>
        <translation>追加のタイル</translation>
    </message>
    <message>
        <source>more wares</source>
        <extracomment>Rules editor, the parameter of extra_draw: how many more wares</extracomment>
        <translation>追加の商品</translation>
    </message>
    <message>
        <source>more coins</source>
        <extracomment>Rules editor, the parameter of extra_coins_per_sale: how many more coins per ware</extracomment>
        <translation>追加の銅銭</translation>
    </message>
    <message>
        <source>take the hot spring token</source>
        <extracomment>Rules editor, the effect take_hot_spring (it takes no parameter)</extracomment>
        <translation>温泉トークンを受け取る</translation>
    </message>
    <message>
        <source>paint: the whole path counts</source>
        <extracomment>Rules editor, the effect paint_counts_path (it takes no parameter)</extracomment>
        <translation>絵を描く：経路全体を数える</translation>
    </message>
    <message>
        <source>effects on arrival</source>
        <translation>着いたときの効果</translation>
    </message>
    <message>
        <source>effects while held</source>
        <translation>持っている間の効果</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>最小マス数</translation>
    </message>
    <message>
        <source>solo opponent</source>
        <extracomment>Rules editor: the words of the game's own solo opponent (Tokaido Duo's Automa)</extracomment>
        <translation>ソロの相手</translation>
    </message>
    <message>
        <source>solo opponent's name</source>
        <extracomment>Rules editor: the name of the game's own solo opponent ("Automa")</extracomment>
        <translation>ソロの相手の名前</translation>
    </message>
    <message>
        <source>solo switch</source>
        <extracomment>Rules editor: the words of the launcher's solo switch</extracomment>
        <translation>ソロのスイッチ</translation>
    </message>
    <message>
        <source>solo offer</source>
        <extracomment>Rules editor: the hint that offers solo play in the launcher</extracomment>
        <translation>ソロの案内</translation>
    </message>
    <message>
        <source>solo hint</source>
        <extracomment>Rules editor: the launcher's hint while solo play is chosen</extracomment>
        <translation>ソロのヒント</translation>
    </message>
</context>
<context>
    <name>SchemaWord</name>
    <message>
        <source>One pair of each colour</source>
        <extracomment>Rules editor, rules.setup.bead_pairs: one_of_each_colour (each side gets a red, a yellow and a green pair of beads)</extracomment>
        <translation>各色1組ずつ</translation>
    </message>
    <message>
        <source>Pairs taken in turn</source>
        <extracomment>Rules editor, rules.setup.bead_pairs: draft (the players take same-colour pairs in turn)</extracomment>
        <translation>交互に1組ずつ選ぶ</translation>
    </message>
    <message>
        <source>The first player places all first</source>
        <extracomment>Rules editor, rules.setup.order: first_player_first (the first player places all three figures, then the second player)</extracomment>
        <translation>先手が先に全部置く</translation>
    </message>
    <message>
        <source>One figure each in turn</source>
        <extracomment>Rules editor, rules.setup.order: alternate</extracomment>
        <translation>1体ずつ交互に置く</translation>
    </message>
    <message>
        <source>Both at once, unseen</source>
        <extracomment>Rules editor, rules.setup.order: simultaneous (both place unseen, at the same time)</extracomment>
        <translation>互いに見えないまま同時に置く</translation>
    </message>
    <message>
        <source>Fixed positions</source>
        <extracomment>Rules editor, rules.setup.order: fixed (the positions of rules.setup.fixed_positions)</extracomment>
        <translation>固定位置</translation>
    </message>
    <message>
        <source>Order kept</source>
        <extracomment>Rules editor, rules.move.transfer_order: preserve (a stack of beads handed on keeps its order)</extracomment>
        <translation>順番そのまま</translation>
    </message>
    <message>
        <source>Order reversed</source>
        <extracomment>Rules editor, rules.move.transfer_order: reverse</extracomment>
        <translation>順番を逆にする</translation>
    </message>
    <message>
        <source>Chosen by the player</source>
        <extracomment>Rules editor, rules.move.transfer_order: chooser (the player chooses the order)</extracomment>
        <translation>プレイヤーが選ぶ</translation>
    </message>
    <message>
        <source>A bead of the gate line's colour</source>
        <extracomment>Rules editor, rules.base.entry: matching_colour (a figure enters the base across a gate line of its top bead's colour)</extracomment>
        <translation>入口の線と同じ色のビーズ</translation>
    </message>
    <message>
        <source>Any bead</source>
        <extracomment>Rules editor, rules.base.entry: any_bead</extracomment>
        <translation>どのビーズでもよい</translation>
    </message>
    <message>
        <source>Either figure without beads</source>
        <extracomment>Rules editor, rules.jump.condition: either_empty (one of the two figures must carry no bead)</extracomment>
        <translation>どちらかのコマにビーズがない</translation>
    </message>
    <message>
        <source>The jumped figure without beads</source>
        <extracomment>Rules editor, rules.jump.condition: jumped_must_be_empty</extracomment>
        <translation>跳び越されるコマにビーズがない</translation>
    </message>
    <message>
        <source>The jumper without beads</source>
        <extracomment>Rules editor, rules.jump.condition: jumper_must_be_empty</extracomment>
        <translation>跳ぶコマにビーズがない</translation>
    </message>
    <message>
        <source>The three fields behind</source>
        <extracomment>Rules editor, rules.jump.landing: row_behind (any free field of the three behind the figure jumped)</extracomment>
        <translation>後ろの3マス</translation>
    </message>
    <message>
        <source>Straight behind</source>
        <extracomment>Rules editor, rules.jump.landing: straight (only the field straight behind the figure jumped)</extracomment>
        <translation>真後ろ</translation>
    </message>
    <message>
        <source>Next to the jumped figure</source>
        <extracomment>Rules editor, rules.jump.landing: neighbours_of_jumped (the figure jumped's other neighbours)</extracomment>
        <translation>跳び越したコマの隣</translation>
    </message>
    <message>
        <source>The row after</source>
        <extracomment>Rules editor, rules.jump.double: row_after_next (when the three fields behind are taken, the jump lands in the row after them)</extracomment>
        <translation>その次の列</translation>
    </message>
    <message>
        <source>Straight on</source>
        <extracomment>Rules editor, rules.jump.double: straight (two fields straight on)</extracomment>
        <translation>まっすぐ先</translation>
    </message>
    <message>
        <source>No double jump</source>
        <extracomment>Rules editor, rules.jump.double: off (no double jump)</extracomment>
        <translation>ダブルジャンプなし</translation>
    </message>
    <message>
        <source>The player loses</source>
        <extracomment>Rules editor, rules.end.no_move: lose (a player who cannot move loses)</extracomment>
        <translation>そのプレイヤーの負け</translation>
    </message>
    <message>
        <source>The turn passes</source>
        <extracomment>Rules editor, rules.end.no_move: pass_turn</extracomment>
        <translation>パスする</translation>
    </message>
    <message>
        <source>The game is a draw</source>
        <extracomment>Rules editor, rules.end.no_move: draw (the game ends with no winner)</extracomment>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Tiles as placed</source>
        <extracomment>Rules editor, board.layout: canonical (the tiles lie as board.slots says)</extracomment>
        <translation>タイルは置いたとおり</translation>
    </message>
    <message>
        <source>Shuffled, both sides alike</source>
        <extracomment>Rules editor, board.layout: shuffled_symmetric (tiles shuffled so that the two halves of the garden are alike, point-symmetric)</extracomment>
        <translation>混ぜて両側を同じ配置に</translation>
    </message>
    <message>
        <source>Shuffled freely</source>
        <extracomment>Rules editor, board.layout: shuffled_free</extracomment>
        <translation>自由に混ぜる</translation>
    </message>
    <message>
        <source>Not turned</source>
        <extracomment>Rules editor, board.tile_rotation: none (shuffled tiles are not turned)</extracomment>
        <translation>回さない</translation>
    </message>
    <message>
        <source>Turned by 180°</source>
        <extracomment>Rules editor, board.tile_rotation: r180</extracomment>
        <translation>180°回す</translation>
    </message>
    <message>
        <source>Turned any way</source>
        <extracomment>Rules editor, board.tile_rotation: any (by 90°, 180° or 270°)</extracomment>
        <translation>自由に回す</translation>
    </message>
    <message>
        <source>One at a time from the first pile</source>
        <extracomment>Rules editor, rules.deal: round_robin (dealt one by one onto the piles, starting with the first pile)</extracomment>
        <translation>最初の山から1枚ずつ</translation>
    </message>
    <message>
        <source>One at a time from a random pile</source>
        <extracomment>Rules editor, rules.deal: round_robin_random_start</extracomment>
        <translation>無作為に選んだ山から1枚ずつ</translation>
    </message>
    <message>
        <source>A random player</source>
        <extracomment>Rules editor, rules.first_sage: random</extracomment>
        <translation>無作為に選んだプレイヤー</translation>
    </message>
    <message>
        <source>The first seat</source>
        <extracomment>Rules editor, rules.first_sage: first_seat
----------
Rules editor, rules.first_player: seat0</extracomment>
        <translation>1番目の席</translation>
    </message>
    <message>
        <source>Same colour</source>
        <extracomment>Rules editor, rules.match_rules: same_colour (a card matches one of the same colour)</extracomment>
        <translation>同じ色</translation>
    </message>
    <message>
        <source>Same value</source>
        <extracomment>Rules editor, rules.match_rules: same_value</extracomment>
        <translation>同じ数字</translation>
    </message>
    <message>
        <source>One higher or lower</source>
        <extracomment>Rules editor, rules.match_rules: adjacent_value (one higher or one lower)</extracomment>
        <translation>1つ上か1つ下</translation>
    </message>
    <message>
        <source>Values face up in the ring</source>
        <extracomment>Rules editor, rules.sun_forbidden_values: ring (a Sun may not take the value of a face-up card of its colour in the ring)</extracomment>
        <translation>輪の表向きのカードの数字</translation>
    </message>
    <message>
        <source>Values face up in the ring or the centre</source>
        <extracomment>Rules editor, rules.sun_forbidden_values: ring_and_centre</extracomment>
        <translation>輪と中央の山の表向きのカードの数字</translation>
    </message>
    <message>
        <source>No value is forbidden</source>
        <extracomment>Rules editor, rules.sun_forbidden_values: none (a Sun may take any value)</extracomment>
        <translation>制限なし</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <extracomment>Rules editor, rules.turn_direction: clockwise</extracomment>
        <translation>時計回り</translation>
    </message>
    <message>
        <source>Counterclockwise</source>
        <extracomment>Rules editor, rules.turn_direction: counterclockwise</extracomment>
        <translation>反時計回り</translation>
    </message>
    <message>
        <source>Stop when the predicted card is played</source>
        <extracomment>Rules editor, rules.round_end_mode: stop_on_prediction</extracomment>
        <translation>予言したカードが出たら終える</translation>
    </message>
    <message>
        <source>Play the round to its end</source>
        <extracomment>Rules editor, rules.round_end_mode: play_out</extracomment>
        <translation>ラウンドを最後まで続ける</translation>
    </message>
    <message>
        <source>Removed from the game</source>
        <extracomment>Rules editor, rules.on_failure: remove_from_game (the cards of a failed prophecy)</extracomment>
        <translation>ゲームから除外</translation>
    </message>
    <message>
        <source>Left in the centre</source>
        <extracomment>Rules editor, rules.on_failure: leave_in_centre (kept for the next sage who is right)</extracomment>
        <translation>中央に残す</translation>
    </message>
    <message>
        <source>One point per card won</source>
        <extracomment>Rules editor, rules.score: card_count</extracomment>
        <translation>獲得したカード1枚につき1点</translation>
    </message>
    <message>
        <source>Shared victory</source>
        <extracomment>Rules editor, rules.tie: shared (tied players share the victory)</extracomment>
        <translation>勝利を分け合う</translation>
    </message>
    <message>
        <source>Most successful prophecies first</source>
        <extracomment>Rules editor, rules.tie: most_successful_prophecies (they decide first, then the victory is shared)</extracomment>
        <translation>まず当たった予言の数で決める</translation>
    </message>
    <message>
        <source>To the left</source>
        <extracomment>Rules editor, rules.sage_rotation: left (the sage role passes to the left)</extracomment>
        <translation>左へ</translation>
    </message>
    <message>
        <source>To the right</source>
        <extracomment>Rules editor, rules.sage_rotation: right</extracomment>
        <translation>右へ</translation>
    </message>
    <message>
        <source>From the deck</source>
        <extracomment>Rules editor, rules.refill.last_player_source: deck</extracomment>
        <translation>山札から</translation>
    </message>
    <message>
        <source>The previous round's cards</source>
        <extracomment>Rules editor, rules.refill.others_source: previous_line (the cards of the round before, which no longer carry pilgrims)</extracomment>
        <translation>前のラウンドのカード</translation>
    </message>
    <message>
        <source>This round's cards</source>
        <extracomment>Rules editor, rules.refill.others_source: current_line (the cards just played, the new mantra line)</extracomment>
        <translation>このラウンドのカード</translation>
    </message>
    <message>
        <source>Onto the discard pile</source>
        <extracomment>Rules editor, rules.refill.leftover: discard</extracomment>
        <translation>捨て札へ</translation>
    </message>
    <message>
        <source>Under the deck</source>
        <extracomment>Rules editor, rules.refill.leftover: return_to_deck_bottom</extracomment>
        <translation>山札の下へ</translation>
    </message>
    <message>
        <source>Shuffle the discard pile into a new deck</source>
        <extracomment>Rules editor, rules.on_empty_deck: reshuffle_discard</extracomment>
        <translation>捨て札を混ぜて新しい山札にする</translation>
    </message>
    <message>
        <source>The last player takes the leftover card</source>
        <extracomment>Rules editor, rules.on_empty_deck: take_leftover (the last player takes the card nobody drafted instead of drawing)</extracomment>
        <translation>最後のプレイヤーが残ったカードを取る</translation>
    </message>
    <message>
        <source>Stop on the pagoda</source>
        <extracomment>Rules editor, rules.overshoot: cap (a climb past step 33 ends on it)</extracomment>
        <translation>塔で止まる</translation>
    </message>
    <message>
        <source>Bounce back down</source>
        <extracomment>Rules editor, rules.overshoot: bounce (the steps left over are climbed back down from the pagoda)</extracomment>
        <translation>余った段数だけ下りる</translation>
    </message>
    <message>
        <source>Same step, same place</source>
        <extracomment>Rules editor, rules.tie_mode: levels (pilgrims on one step share a place)</extracomment>
        <translation>同じ段なら同順位</translation>
    </message>
    <message>
        <source>First to arrive ranks higher</source>
        <extracomment>Rules editor, rules.tie_mode: arrival_order</extracomment>
        <translation>先に着いた方が上位</translation>
    </message>
    <message>
        <source>Load in the mountains, deliver to the coast</source>
        <extracomment>Rules editor, automa.gains.merchant: load_and_deliver (the Automa's merchant loads at a mountain town and climbs a rank when it reaches a coastal town loaded)</extracomment>
        <translation>宿場町で荷を積み、港町で降ろす</translation>
    </message>
    <message>
        <source>Take the hot spring token</source>
        <extracomment>Rules editor, automa.space_effects: take_hot_spring (the Automa's pilgrim takes the hot spring token)
----------
Rules editor, an effect of a ring space (also a word of automa.space_effects)</extracomment>
        <translation>温泉トークンを受け取る</translation>
    </message>
    <message>
        <source>Take a wave tile</source>
        <extracomment>Rules editor, automa.space_effects: take_wave_tile
----------
Rules editor, an effect of a ring space (also a word of automa.space_effects)</extracomment>
        <translation>波タイルを受け取る</translation>
    </message>
    <message>
        <source>A die that climbs a rank</source>
        <extracomment>Rules editor, automa.die_priorities: gain (the Automa prefers a die that moves a rank)</extracomment>
        <translation>ランクが上がるダイス</translation>
    </message>
    <message>
        <source>The lowest rank</source>
        <extracomment>Rules editor, automa.die_priorities: lowest_rank (the character lowest on its rank track)</extracomment>
        <translation>いちばん低いランク</translation>
    </message>
    <message>
        <source>The character order</source>
        <extracomment>Rules editor, automa.die_priorities: order (automa.character_order decides)</extracomment>
        <translation>キャラクターの順</translation>
    </message>
    <message>
        <source>A destination that climbs a rank</source>
        <extracomment>Rules editor, automa.destination_priorities: gain (a destination where it climbs a rank)</extracomment>
        <translation>ランクが上がる行き先</translation>
    </message>
    <message>
        <source>Block the player</source>
        <extracomment>Rules editor, automa.destination_priorities: deny (a destination the person's merchant or pilgrim wants, blocked)</extracomment>
        <translation>プレイヤーの行き先をふさぐ</translation>
    </message>
    <message>
        <source>First in the board's list</source>
        <extracomment>Rules editor, automa.destination_priorities: lowest_id (the first in the board's listing)</extracomment>
        <translation>ボードの一覧で最初のもの</translation>
    </message>
    <message>
        <source>Pilgrim</source>
        <extracomment>Rules editor, automa.character_order: pilgrim
----------
Rules editor, automa.wave_order: pilgrim
----------
Rules editor, wave_tiles[].character: pilgrim (the character board the tile goes on)</extracomment>
        <translation>巡礼者</translation>
    </message>
    <message>
        <source>Merchant</source>
        <extracomment>Rules editor, automa.character_order: merchant
----------
Rules editor, automa.wave_order: merchant
----------
Rules editor, wave_tiles[].character: merchant</extracomment>
        <translation>商人</translation>
    </message>
    <message>
        <source>Artist</source>
        <extracomment>Rules editor, automa.character_order: artist
----------
Rules editor, automa.wave_order: artist
----------
Rules editor, wave_tiles[].character: artist</extracomment>
        <translation>絵描き</translation>
    </message>
    <message>
        <source>Temple track</source>
        <extracomment>Rules editor, automa.gains.pilgrim_tracks: temple (the Automa's pilgrim climbs on spaces that move the temple track up)
----------
Rules editor, advance_track: temple (an effect moves the pilgrim's marker up the temple track)</extracomment>
        <translation>寺トラック</translation>
    </message>
    <message>
        <source>Garden track</source>
        <extracomment>Rules editor, automa.gains.pilgrim_tracks: garden
----------
Rules editor, advance_track: garden</extracomment>
        <translation>庭園トラック</translation>
    </message>
    <message>
        <source>Mountain town</source>
        <extracomment>Rules editor, board.towns[].kind: mountain (an inland town where wares are drawn)</extracomment>
        <translation>宿場町</translation>
    </message>
    <message>
        <source>Coastal town</source>
        <extracomment>Rules editor, board.towns[].kind: coastal (a town on the ring where wares are sold)</extracomment>
        <translation>港町</translation>
    </message>
    <message>
        <source>At random</source>
        <extracomment>Rules editor, rules.first_player: random (who picks first in round 1)
----------
Rules editor, rules.wave_sides: random (which side of each wave tile is up)</extracomment>
        <translation>無作為</translation>
    </message>
    <message>
        <source>The second seat</source>
        <extracomment>Rules editor, rules.first_player: seat1</extracomment>
        <translation>2番目の席</translation>
    </message>
    <message>
        <source>Always the first side</source>
        <extracomment>Rules editor, rules.wave_sides: first</extracomment>
        <translation>常に1面目</translation>
    </message>
    <message>
        <source>Always the second side</source>
        <extracomment>Rules editor, rules.wave_sides: second</extracomment>
        <translation>常に2面目</translation>
    </message>
    <message>
        <source>When the board has none left</source>
        <extracomment>Rules editor, rules.steal_wave_tiles: when_board_empty (a seashore takes one of the opponent's wave tiles when none is left on the board)</extracomment>
        <translation>ボードになくなったら奪う</translation>
    </message>
    <message>
        <source>Never</source>
        <extracomment>Rules editor, rules.steal_wave_tiles: never</extracomment>
        <translation>奪わない</translation>
    </message>
    <message>
        <source>A full temple track</source>
        <extracomment>Rules editor, rules.end.triggers: temples (an end condition)</extracomment>
        <translation>寺トラックが埋まる</translation>
    </message>
    <message>
        <source>A full garden track</source>
        <extracomment>Rules editor, rules.end.triggers: gardens</extracomment>
        <translation>庭園トラックが埋まる</translation>
    </message>
    <message>
        <source>The last gold slab</source>
        <extracomment>Rules editor, rules.end.triggers: slabs (the last gold slab is taken)</extracomment>
        <translation>最後の小判</translation>
    </message>
    <message>
        <source>The last gift</source>
        <extracomment>Rules editor, rules.end.triggers: gifts (the last painting tile is gifted)</extracomment>
        <translation>最後の寄贈</translation>
    </message>
    <message>
        <source>At the end of the round</source>
        <extracomment>Rules editor, rules.end.timing: end_of_round (the game ends at the end of the round)</extracomment>
        <translation>ラウンドの終わりに</translation>
    </message>
    <message>
        <source>At once</source>
        <extracomment>Rules editor, rules.end.timing: immediately</extracomment>
        <translation>ただちに</translation>
    </message>
    <message>
        <source>Temples × gardens</source>
        <extracomment>Rules editor, rules.scoring.pilgrim: product (temple-track value times garden-track value)</extracomment>
        <translation>寺 × 庭園</translation>
    </message>
    <message>
        <source>Temples + gardens</source>
        <extracomment>Rules editor, rules.scoring.pilgrim: sum</extracomment>
        <translation>寺 ＋ 庭園</translation>
    </message>
    <message>
        <source>The value above the last slab</source>
        <extracomment>Rules editor, rules.scoring.merchant: slab_slot (the value above its right-most gold slab)</extracomment>
        <translation>最後の小判の上の数字</translation>
    </message>
    <message>
        <source>Nothing</source>
        <extracomment>Rules editor, rules.scoring.merchant: none (the merchant scores nothing)
----------
Rules editor, rules.scoring.artist: none (the artist scores nothing)</extracomment>
        <translation>得点なし</translation>
    </message>
    <message>
        <source>The value under the last gift</source>
        <extracomment>Rules editor, rules.scoring.artist: gift_slot (the value under its last gifted tile)</extracomment>
        <translation>最後に寄贈したタイルの下の数字</translation>
    </message>
    <message>
        <source>More coins win</source>
        <extracomment>Rules editor, rules.scoring.tie_break: coins (equal points: more coins win)</extracomment>
        <translation>銅銭の多い方の勝ち</translation>
    </message>
    <message>
        <source>A draw</source>
        <extracomment>Rules editor, rules.scoring.tie_break: none (equal points: a draw)</extracomment>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Moon</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>月</translation>
    </message>
    <message>
        <source>Star</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>星</translation>
    </message>
    <message>
        <source>Eagle</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>鷲</translation>
    </message>
    <message>
        <source>Mountain</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>峰</translation>
    </message>
    <message>
        <source>River</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>川</translation>
    </message>
    <message>
        <source>Drum</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>太鼓</translation>
    </message>
    <message>
        <source>Feather</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>羽根</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem): a flame</extracomment>
        <translation>炎</translation>
    </message>
    <message>
        <source>Arrow</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>矢</translation>
    </message>
    <message>
        <source>Turtle</source>
        <extracomment>Rules editor, Hyano: a shape a symbol disc can show (symbols[].emblem)</extracomment>
        <translation>亀</translation>
    </message>
    <message>
        <source>Move up a track</source>
        <extracomment>Rules editor, an effect of a ring space: the pilgrim's marker moves up the temple or garden track</extracomment>
        <translation>トラックを進める</translation>
    </message>
    <message>
        <source>Gain coins</source>
        <extracomment>Rules editor, an effect of a ring space: the player gains copper coins</extracomment>
        <translation>銅銭を得る</translation>
    </message>
    <message>
        <source>Turn up painting tiles</source>
        <extracomment>Rules editor, an effect of a ring space: face-down painting tiles are turned face up</extracomment>
        <translation>絵画タイルを表にする</translation>
    </message>
    <message>
        <source>Pilgrim: another step count</source>
        <extracomment>Rules editor, an effect of a wave tile: the pilgrim may move another number of spaces than the die shows</extracomment>
        <translation>巡礼者：別の歩数</translation>
    </message>
    <message>
        <source>Paint: more tiles turned up</source>
        <extracomment>Rules editor, an effect of a wave tile: Paint turns up more painting tiles</extracomment>
        <translation>絵を描く：表のタイルが増える</translation>
    </message>
    <message>
        <source>Mountain town: more wares</source>
        <extracomment>Rules editor, an effect of a wave tile: a mountain town gives more wares</extracomment>
        <translation>宿場町：商品が増える</translation>
    </message>
    <message>
        <source>Sale: more coins per ware</source>
        <extracomment>Rules editor, an effect of a wave tile: each ware sold earns more coins</extracomment>
        <translation>売却：銅銭が増える</translation>
    </message>
    <message>
        <source>Paint: the whole path counts</source>
        <extracomment>Rules editor, an effect of a wave tile (Inspired): Paint counts the meeples of every region the artist entered on its move</extracomment>
        <translation>絵を描く：経路全体を数える</translation>
    </message>
    <message>
        <source>The boutique token's value</source>
        <extracomment>Rules editor, gain_coins: boutique_value (the player gains the value of the boutique token of this coastal town)</extracomment>
        <translation>土産物屋トークンの値</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Person</source>
        <extracomment>Seat type in the launcher: a human player at this computer</extracomment>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>Seat type in the launcher: the computer plays this seat</extracomment>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>Computer strength</extracomment>
        <translation>弱い</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Computer strength</extracomment>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Strong</source>
        <extracomment>Computer strength</extracomment>
        <translation>強い</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <extracomment>Placeholder of the player name field in the launcher</extracomment>
        <translation>名前（任意）</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <extracomment>Launcher, for screen readers: who plays seat %1 (person, computer, or the game's own solo opponent)</extracomment>
        <translation>%1番の席で遊ぶ人</translation>
    </message>
    <message>
        <source>Computer strength, seat %1</source>
        <extracomment>Launcher, for screen readers: the computer's strength at seat %1</extracomment>
        <translation>コンピューターの強さ（%1番の席）</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <extracomment>Launcher, for screen readers: the name field of seat %1</extracomment>
        <translation>%1番の席の名前</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>‹ Back</source>
        <extracomment>Leaves the settings page</extracomment>
        <translation>‹ 戻る</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Title of the settings page</extracomment>
        <translation>設定</translation>
    </message>
    <message>
        <source>Restore the defaults</source>
        <extracomment>Settings: puts every setting back as it was at the first run</extracomment>
        <translation>初期設定に戻す</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Settings: the language of the app</extracomment>
        <translation>言語</translation>
    </message>
    <message>
        <source>Kotatsu speaks your system's language when it knows it, else English.</source>
        <extracomment>Settings: explanation while the app follows the system language</extracomment>
        <translation>対応していればシステムの言語で、それ以外は英語で表示します。</translation>
    </message>
    <message>
        <source>Kept for the next time you open Kotatsu.</source>
        <extracomment>Settings: explanation once a language has been chosen</extracomment>
        <translation>次にKotatsuを開いたときもこの言語になります。</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>Settings: the first entry of the language list</extracomment>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Animations</source>
        <extracomment>Settings: how moves are shown on the table</extracomment>
        <translation>アニメーション</translation>
    </message>
    <message>
        <source>Pieces move along their way when a move is played, yours and the computer's.</source>
        <extracomment>Settings: explanation of the animation speed</extracomment>
        <translation>自分の手でもコンピューターの手でも、コマが通り道に沿って動きます。</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>Settings: no animations</extracomment>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Settings: animations at half speed</extracomment>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <source>Computer pace</source>
        <extracomment>Settings: how long the computer takes per move</extracomment>
        <translation>コンピューターの速さ</translation>
    </message>
    <message>
        <source>The least time the computer takes for a move, so that you can follow it.</source>
        <extracomment>Settings: explanation of the computer's pace</extracomment>
        <translation>コンピューターが一手にかける最短の時間です。手を目で追えるようにします。</translation>
    </message>
    <message>
        <source>Quick</source>
        <extracomment>Settings: the computer plays quickly</extracomment>
        <translation>速い</translation>
    </message>
    <message>
        <source>Unhurried</source>
        <extracomment>Settings: the computer takes its time</extracomment>
        <translation>ゆったり</translation>
    </message>
    <message>
        <source>Ask before leaving a game</source>
        <extracomment>Settings: whether leaving a game asks first</extracomment>
        <translation>ゲームを離れる前に確認する</translation>
    </message>
    <message>
        <source>A game left unfinished is always kept for Resume; the question offers to save it in your saved games too.</source>
        <extracomment>Settings: explanation of the leave confirmation</extracomment>
        <translation>途中のゲームは「続きから」用に必ず保持されます。確認画面で、保存データとして保存することもできます。</translation>
    </message>
    <message>
        <source>Colour-blind-safe mode</source>
        <extracomment>Settings: the colour-blind-safe mode</extracomment>
        <translation>色覚サポートモード</translation>
    </message>
    <message>
        <source>Every colour that matters for the rules is also shown by a shape or a letter: seats, Hyano's colours, the garden's beads and lines.</source>
        <extracomment>Settings: explanation of the colour-blind-safe mode</extracomment>
        <translation>ルールに関わる色はすべて、形や文字でも示します。対象は席、ハヤノのカードの色、こけしと侍のビーズと線です。</translation>
    </message>
    <message>
        <source>Confirm each move</source>
        <extracomment>Settings: whether a move chosen on the table waits for a Confirm before it is played</extracomment>
        <translation>一手ごとに確認する</translation>
    </message>
    <message>
        <source>A move you choose, by a click or a key, is shown with its sentence first; Confirm (Enter) plays it, Cancel (Esc) lets you choose again.</source>
        <extracomment>Settings: explanation of the move confirmation</extracomment>
        <translation>クリックやキーで選んだ手は、まずその説明とともに表示されます。「確定」（Enter）でその手を行い、「キャンセル」（Esc）で選び直せます。</translation>
    </message>
    <message>
        <source>Sounds</source>
        <extracomment>Settings: the table's sounds (on or off, and their volume)</extracomment>
        <translation>サウンド</translation>
    </message>
    <message>
        <source>Cards, dice, steps and beads as moves are played, a chime when your turn comes, and the end of a game.</source>
        <extracomment>Settings: explanation of the sounds</extracomment>
        <translation>手が進むたびにカード・ダイス・足音・ビーズの音が鳴り、あなたの手番が来るとチャイム、ゲームの終わりには短い調べが鳴ります。</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>Settings: the name of the sound volume slider, for screen readers</extracomment>
        <translation>音量</translation>
    </message>
    <message>
        <source>Table zoom</source>
        <extracomment>Settings: how large the game table is drawn</extracomment>
        <translation>テーブルの拡大率</translation>
    </message>
    <message>
        <source>The table and its text drawn larger or smaller (Ctrl + and Ctrl − on the table, Ctrl 0 for automatic). Automatic fills a large window.</source>
        <extracomment>Settings: explanation of the table zoom; the keys are Ctrl and plus, minus, zero</extracomment>
        <translation>テーブルと文字を大きく、または小さく表示します（テーブル上で Ctrl + と Ctrl −、自動は Ctrl 0）。自動では大きなウィンドウいっぱいに表示します。</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>animations</comment>
        <extracomment>Settings: animations at normal speed (an option of Animations, beside Off and Slow: fr “Normales”)</extracomment>
        <translation>標準</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>computer pace</comment>
        <extracomment>Settings: the computer plays at normal pace (an option of Computer pace, beside Quick and Unhurried: fr “Normal”)</extracomment>
        <translation>標準</translation>
    </message>
</context>
<context>
    <name>ShikokuBoardEditor</name>
    <message>
        <source>Step %1</source>
        <extracomment>Rules editor, Shikoku: title of the card of a step clicked on the staircase; %1 its number</extracomment>
        <translation>%1段目</translation>
    </message>
    <message>
        <source>Put the pagoda here</source>
        <extracomment>Rules editor, Shikoku: makes the clicked step the pagoda's (the top of the temple)</extracomment>
        <translation>ここに塔を置く</translation>
    </message>
    <message>
        <source>Pilgrims start here</source>
        <extracomment>Rules editor, Shikoku: makes the clicked step the one every pilgrim starts on</extracomment>
        <translation>巡礼者はここから始める</translation>
    </message>
    <message>
        <source>The pagoda</source>
        <extracomment>Rules editor, Shikoku: title of the card of the pagoda on the staircase</extracomment>
        <translation>塔</translation>
    </message>
    <message>
        <source>It stands on step</source>
        <extracomment>Rules editor, Shikoku: label of the number of the pagoda's step</extracomment>
        <translation>塔がある段</translation>
    </message>
</context>
<context>
    <name>ShikokuLabLabels</name>
    <message>
        <source>Rounds</source>
        <extracomment>Variant lab, figures table: the game's figure “rounds” (rounds played)</extracomment>
        <translation>ラウンド数</translation>
    </message>
    <message>
        <source>Reshuffles</source>
        <extracomment>Variant lab, figures table: the game's figure “reshuffles” (times the deck was reshuffled)</extracomment>
        <translation>山札を混ぜ直した回数</translation>
    </message>
    <message>
        <source>Winners per game</source>
        <extracomment>Variant lab, figures table: the game's figure “winners” (how many pilgrims share the victory)</extracomment>
        <translation>1ゲームあたりの勝者数</translation>
    </message>
    <message>
        <source>Pilgrims at the pagoda</source>
        <extracomment>Variant lab, figures table: the game's figure “pilgrims_at_pagoda” (pilgrims on the pagoda's step at the end)</extracomment>
        <translation>塔にいる巡礼者</translation>
    </message>
    <message>
        <source>Spread of the pilgrims</source>
        <extracomment>Variant lab, figures table: the game's figure “spread” (steps between the highest and the lowest pilgrim at the end)</extracomment>
        <translation>先頭と最後尾の段差</translation>
    </message>
    <message>
        <source>A pilgrim reached the pagoda</source>
        <extracomment>Variant lab: the end condition “pagoda”, as a label in the figures table and the end chart</extracomment>
        <translation>巡礼者が塔に到達</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 more rounds</source>
        <extracomment>Variant lab verdict: the variant's games last more rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>ゲームが%1 ± %2ラウンド長くなりました</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 fewer rounds</source>
        <extracomment>Variant lab verdict: the variant's games last fewer rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>ゲームが%1 ± %2ラウンド短くなりました</translation>
    </message>
    <message>
        <source>Pilgrims frozen</source>
        <extracomment>Variant lab, figures table: the game's figure “frozen_pilgrims” (times a pilgrim stayed put, second card from the left or right)</extracomment>
        <translation>足止めになった巡礼者</translation>
    </message>
    <message>
        <source>Steps lost by frozen pilgrims</source>
        <extracomment>Variant lab, figures table: the game's figure “frozen_sandals” (steps the frozen pilgrims did not climb)</extracomment>
        <translation>足止めで上れなかった段数</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>End screen table: the column of each pilgrim's step on the staircase at the end (the outcome's score)</extracomment>
        <translation>段</translation>
    </message>
</context>
<context>
    <name>ShikokuTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>Default name of a seat without a pilgrim colour; %1 is a number</extracomment>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <extracomment>Move log; %1 is a player, %2 a card number</extracomment>
        <translation>%1が%2を出しました</translation>
    </message>
    <message>
        <source>The pilgrimage is over</source>
        <extracomment>Status line when the game has ended</extracomment>
        <translation>巡礼が終わりました</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name</extracomment>
        <translation>%1の番です</translation>
    </message>
    <message>
        <source>%1 is choosing a card from the previous line…</source>
        <extracomment>Status line; %1 is a computer player's name</extracomment>
        <translation>%1が前の列からカードを選んでいます…</translation>
    </message>
    <message>
        <source>%1 is choosing a mantra card…</source>
        <extracomment>Status line; %1 is a computer player's name</extracomment>
        <translation>%1がマントラカードを選んでいます…</translation>
    </message>
    <message>
        <source>%1, take one card from the previous line</source>
        <extracomment>Status line: your turn in the draft; %1 is your name</extracomment>
        <translation>%1の番：前の列からカードを1枚取ってください</translation>
    </message>
    <message>
        <source>%1, play a mantra card</source>
        <extracomment>Status line: your turn to play; %1 is your name</extracomment>
        <translation>%1の番：マントラカードを出してください</translation>
    </message>
    <message>
        <source>Nobody walked the Middle Way</source>
        <extracomment>End screen title when nobody wins</extracomment>
        <translation>中道を歩んだ者はいませんでした</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>%1の勝ち</translation>
    </message>
    <message>
        <source>A pilgrim reached the pagoda. The Middle Way rewards moderation: the first and the last never win.</source>
        <extracomment>End screen: why the winners won</extracomment>
        <translation>巡礼者が塔に着きました。中道が求めるのは節度です。いちばん上も、いちばん下も勝てません。</translation>
    </message>
    <message>
        <source>Second from the top</source>
        <extracomment>End screen: the winning place counted from the highest pilgrim</extracomment>
        <translation>上から2番目</translation>
    </message>
    <message>
        <source>Place %1 from the top</source>
        <extracomment>%1 is a number</extracomment>
        <translation>上から%1番目</translation>
    </message>
    <message>
        <source>Second from the bottom</source>
        <extracomment>End screen: the winning place counted from the lowest pilgrim</extracomment>
        <translation>下から2番目</translation>
    </message>
    <message>
        <source>Place %1 from the bottom</source>
        <extracomment>%1 is a number</extracomment>
        <translation>下から%1番目</translation>
    </message>
    <message>
        <source>%1 (step %2): %3</source>
        <extracomment>End screen line: "Second from the top (step 30): Blue"</extracomment>
        <translation>%1（%2段目）：%3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>End screen: one level of the final standings; %1 the players on it, %2 their step number ("Red 33"; ja 「赤：33段目」)</extracomment>
        <translation>%1：%2段目</translation>
    </message>
    <message>
        <source>Final steps, from the top: %1</source>
        <extracomment>End screen: the final standings from the top; %1 is a list</extracomment>
        <translation>最終的な段（上から）：%1</translation>
    </message>
    <message>
        <source>Next round's order: the lowest card moved to the end</source>
        <extracomment>Heading of the line that gives the next round's turn order</extracomment>
        <translation>次のラウンドの手番順（いちばん小さいカードを右端へ）</translation>
    </message>
    <message>
        <source>Turn order: the previous line</source>
        <extracomment>Heading of the line that gives this round's turn order</extracomment>
        <translation>手番順：前の列</translation>
    </message>
    <message>
        <source>This round's mantra line (lowest card on the left)</source>
        <extracomment>Heading of the row of cards played this round</extracomment>
        <translation>このラウンドのマントラの列（小さい数字が左）</translation>
    </message>
    <message>
        <source>Draft: the cards of the previous line</source>
        <extracomment>Heading of the draft row</extracomment>
        <translation>前の列のカードから選んで取る</translation>
    </message>
    <message>
        <source>Your hand, %1</source>
        <extracomment>Heading above your cards; %1 is your name</extracomment>
        <translation>%1の手札</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <extracomment>Heading above the cards when nobody's hand is shown</extracomment>
        <translation>手札は非公開</translation>
    </message>
    <message>
        <source>Deck: %1</source>
        <extracomment>Number of cards left in the draw deck</extracomment>
        <translation>山札：%1枚</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <extracomment>Number of cards in the discard pile</extracomment>
        <translation>捨て札：%1枚</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <extracomment>Move log: a player drafts a card of the previous line; %1 is a player, %2 a card number</extracomment>
        <translation>%1が%2を取りました</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: a Shikoku round; %1 is its number</extracomment>
        <translation>第%1ラウンド</translation>
    </message>
    <message>
        <source>%1 win together</source>
        <extracomment>End screen title when several pilgrims win together; %1 is a list of names ("Red and Blue")</extracomment>
        <translation>%1が勝利を分け合いました</translation>
    </message>
    <message numerus="yes">
        <source>card %1, %n sandal(s)</source>
        <extracomment>Screen reader: a mantra card; %1 its number, %n its sandals (steps it makes climb)</extracomment>
        <translation>
            <numerusform>カード%1（草履%n足）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on step %2</source>
        <extracomment>Screen reader: a pilgrim on the staircase; %1 a player, %2 a step number</extracomment>
        <translation>%1：%2段目</translation>
    </message>
    <message>
        <source>Take card %1</source>
        <extracomment>Keyboard and screen reader: takes a card of the previous line into your hand; %1 its number</extracomment>
        <translation>カード%1を取る</translation>
    </message>
    <message>
        <source>%1, in the draft</source>
        <extracomment>Screen reader: a card to draft; %1 the card ("card 17, 3 sandals")</extracomment>
        <translation>%1（選べるカード）</translation>
    </message>
    <message>
        <source>Play card %1</source>
        <extracomment>Keyboard and screen reader: plays a card of your hand to the mantra line; %1 its number</extracomment>
        <translation>カード%1を出す</translation>
    </message>
    <message>
        <source>%1, in your hand</source>
        <extracomment>Screen reader: a card of your hand; %1 the card ("card 17, 3 sandals")</extracomment>
        <translation>%1（手札）</translation>
    </message>
    <message>
        <source>A hidden card</source>
        <extracomment>Screen reader: a face-down card of a hidden hand</extracomment>
        <translation>伏せたカード</translation>
    </message>
    <message>
        <source>%1 stays on step %2: card %3 lies in a frozen place</source>
        <extracomment>Move log: a pilgrim of the line does not climb (its card lies in a frozen place); %1 a player, %2 the step it stays on, %3 its card number</extracomment>
        <translation>カード%3の位置は足止めなので、%1は%2段目にとどまりました</translation>
    </message>
    <message>
        <source>%1 climbs to the pagoda with card %2</source>
        <extracomment>Move log: a pilgrim climbs to the pagoda, which ends the game; %1 a player, %2 the card number that made it climb</extracomment>
        <translation>%1はカード%2で塔まで上りました</translation>
    </message>
    <message numerus="yes">
        <source>%1 climbs %n step(s) to step %2 with card %3</source>
        <extracomment>Move log: a pilgrim climbs the staircase; %1 a player, %2 the step reached, %3 the card number; %n steps climbed</extracomment>
        <translation>
            <numerusform>%1はカード%3で%n段上り、%2段目に着きました</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 goes to step %2 with card %3</source>
        <extracomment>Move log: a pilgrim that passed the pagoda goes back down to a step (variant rule); %1 a player, %2 the step, %3 the card number</extracomment>
        <translation>%1はカード%3で%2段目に移りました</translation>
    </message>
    <message>
        <source>The deck ran out: the discard pile is shuffled into a new deck</source>
        <extracomment>Move log: the deck was empty, the discard pile becomes the new deck</extracomment>
        <translation>山札がなくなったので、捨て札を混ぜて新しい山札にしました</translation>
    </message>
    <message>
        <source>%1 draws %2 from the deck</source>
        <extracomment>Move log: you drew from the deck and may see which card; %1 a player, %2 the card number(s)</extracomment>
        <translation>%1は山札から%2を引きました</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s) from the deck</source>
        <extracomment>Move log: another player drew from the deck (the card stays secret); %1 a player; %n cards drawn</extracomment>
        <translation>
            <numerusform>%1は山札から%n枚引きました</numerusform>
        </translation>
    </message>
    <message>
        <source>The deck is empty: %1 takes %2, the leftover card</source>
        <extracomment>Move log: the deck and discard pile are empty, so the last player takes the leftover card (the one nobody drafted); %1 a player, %2 the card number</extracomment>
        <translation>山札が空なので、%1が残ったカード%2を取りました</translation>
    </message>
    <message>
        <source>Nobody took card %1: it goes to the bottom of the deck</source>
        <extracomment>Move log: the leftover card (the one nobody drafted) goes under the deck (variant rule); %1 the card number</extracomment>
        <translation>だれもカード%1を取らなかったので、山札のいちばん下に入れました</translation>
    </message>
    <message>
        <source>Nobody took card %1: it goes to the discard pile</source>
        <extracomment>Move log: the leftover card (the one nobody drafted) is discarded; %1 the card number</extracomment>
        <translation>だれもカード%1を取らなかったので、捨て札になりました</translation>
    </message>
    <message>
        <source>Play %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to play a card (imperative, ja 〜ましょう); %1 a card number</extracomment>
        <translation>%1を出しましょう</translation>
    </message>
    <message>
        <source>Play %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1を出しますか？</translation>
    </message>
    <message>
        <source>Take %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to take a card of the previous line (imperative, ja 〜ましょう); %1 a card number</extracomment>
        <translation>%1を取りましょう</translation>
    </message>
    <message>
        <source>Take %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1を取りますか？</translation>
    </message>
</context>
<context>
    <name>SpringToken</name>
    <message>
        <source>Hot spring token</source>
        <extracomment>Accessible name of the hot spring token (温泉トークン)</extracomment>
        <translation>温泉トークン</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <extracomment>Accessible description of the hot spring token; %1 the player who holds it</extracomment>
        <translation>%1が所持</translation>
    </message>
    <message>
        <source>On the board</source>
        <extracomment>Accessible description of the hot spring token: nobody holds it</extracomment>
        <translation>ボード上</translation>
    </message>
</context>
<context>
    <name>Staircase</name>
    <message>
        <source>Temple staircase</source>
        <extracomment>Screen reader: the Shikoku staircase</extracomment>
        <translation>寺の石段</translation>
    </message>
</context>
<context>
    <name>SunValueChooser</name>
    <message>
        <source>Declare a value for the %1</source>
        <extracomment>Title of the Sun value choice; %1 is a card, e.g. "Red Sun"</extracomment>
        <translation>%1の数字を宣言してください</translation>
    </message>
    <message>
        <source>Until it is covered, the Sun counts as that value of its colour.</source>
        <extracomment>Under the title of the Sun value choice</extracomment>
        <translation>上に別のカードが置かれるまで、太陽カードはその色の宣言した数字として扱います。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Closes the Sun value choice without playing</extracomment>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <extracomment>Keyboard and screen reader: declares this value for the Sun being played; %1 is a value</extracomment>
        <translation>%1を宣言する</translation>
    </message>
    <message>
        <source>The %1 as a %2</source>
        <extracomment>Screen reader: a choice in the Sun value choice; %1 is the Sun ("red Sun"), %2 a value</extracomment>
        <translation>%1（%2として）</translation>
    </message>
    <message>
        <source>Back to the table without playing</source>
        <extracomment>Keyboard and screen reader: closes the Sun value choice, back to the table</extracomment>
        <translation>出さずに場に戻る</translation>
    </message>
</context>
<context>
    <name>SweepLab</name>
    <message>
        <source>Yes</source>
        <comment>switch on</comment>
        <extracomment>Variant lab, sweep: a rule that is a switch (on or off), as a value in the table, the grid&apos;s headings and the chart (&quot;Stop on the pagoda: Yes&quot;)</extracomment>
        <translation>あり</translation>
    </message>
    <message>
        <source>No</source>
        <comment>switch off</comment>
        <extracomment>Variant lab, sweep: a rule that is a switch, set off, as a value in the table, the grid&apos;s headings and the chart (&quot;Stop on the pagoda: No&quot;)</extracomment>
        <translation>なし</translation>
    </message>
    <message>
        <source>A sweep is already running.</source>
        <extracomment>Variant lab, sweep: Run while a sweep runs</extracomment>
        <translation>すでに値の振り分けを実行中です。</translation>
    </message>
    <message>
        <source>The rules “%1” are not available.</source>
        <translation>ルール「%1」は使えません。</translation>
    </message>
    <message>
        <source>Choose the rule to vary.</source>
        <extracomment>Variant lab, sweep: Run before a key of the rules is chosen</extracomment>
        <translation>値を変えるルールを選んでください。</translation>
    </message>
    <message>
        <source>The rule %1 holds no number or word to vary.</source>
        <extracomment>Variant lab, sweep: the chosen key cannot be swept; %1 the key</extracomment>
        <translation>ルール「%1」には変えられる数や語がありません。</translation>
    </message>
    <message>
        <source>“%1” is not a list of values: write them with commas (3, 5, 8) or as a range with its step (21..41:2).</source>
        <extracomment>Variant lab, sweep: the values typed do not read; %1 what was typed</extracomment>
        <translation>「%1」は値の一覧として読めません。カンマ区切り（3, 5, 8）か、刻み付きの範囲（21..41:2）で入力してください。</translation>
    </message>
    <message>
        <source>“%1” is not a target: write it as rounds=10..14, wins.seat0=45%..55% or draws&lt;2%.</source>
        <extracomment>Variant lab, sweep: a target does not read; %1 what was typed. Keep the examples as they are (figure names and numbers)</extracomment>
        <translation>「%1」は目標として読めません。rounds=10..14、wins.seat0=45%..55%、draws&lt;2% のように入力してください。</translation>
    </message>
    <message>
        <source>A sweep needs at least 2 games per value.</source>
        <extracomment>Variant lab, sweep: the number of games per value is out of range</extracomment>
        <translation>値ごとに2ゲーム以上が必要です。</translation>
    </message>
    <message>
        <source>There is no sweep to export yet.</source>
        <extracomment>Variant lab, sweep: Export before any value has been played</extracomment>
        <translation>エクスポートできる結果がまだありません。</translation>
    </message>
    <message>
        <source>The file cannot be written: %1</source>
        <extracomment>Variant lab, sweep: an export failed; %1 is the system&apos;s reason</extracomment>
        <translation>ファイルに書き込めません：%1</translation>
    </message>
    <message>
        <source>A search looks for the values that meet the targets: write at least one target.</source>
        <extracomment>Variant lab, sweep: the search looks for values meeting targets, and none is given</extracomment>
        <translation>探索は目標を満たす値を探します。目標を1つ以上書いてください。</translation>
    </message>
    <message>
        <source>A search needs a rule that holds a number; %1 does not.</source>
        <extracomment>Variant lab, sweep: the search needs a rule holding a number; %1 the rule</extracomment>
        <translation>探索には数値のルールが必要です。%1は数値のルールではありません。</translation>
    </message>
    <message>
        <source>A search varies one rule: remove the second one.</source>
        <extracomment>Variant lab, sweep: the search takes one rule, not a grid of two</extracomment>
        <translation>探索で変えられるルールは1つです。2つ目のルールを外してください。</translation>
    </message>
    <message>
        <source>The number of players must be from %1 to %2 with these rules.</source>
        <extracomment>Variant lab, sweep: the number of players is not one the rules take; %1 the fewest, %2 the most</extracomment>
        <translation>このルールのプレイヤー数は%1〜%2人です。</translation>
    </message>
    <message>
        <source>Choose two different rules for a grid.</source>
        <extracomment>Variant lab, sweep: the same rule chosen as both keys of a grid</extracomment>
        <translation>グリッドには異なる2つのルールを選んでください。</translation>
    </message>
    <message>
        <source>These settings cannot be played: %1</source>
        <extracomment>Variant lab, sweep: the players or the computer players do not suit these rules; %1 the reason</extracomment>
        <translation>この設定では実行できません：%1</translation>
    </message>
    <message>
        <source>The target “%1” names no figure of this sweep (%2).</source>
        <extracomment>Variant lab, sweep: a target names a figure the sweep does not have; %1 the target as typed, %2 the figure&apos;s name</extracomment>
        <translation>目標「%1」は、この実行にない項目（%2）を指しています。</translation>
    </message>
    <message>
        <source>The target “%1” does not suit its figure: %2</source>
        <extracomment>Variant lab, sweep: a target&apos;s bounds do not suit its figure (a share in % of a count, or beyond 100 %); %1 the target as typed, %2 the reason</extracomment>
        <translation>目標「%1」は項目に合いません：%2</translation>
    </message>
</context>
<context>
    <name>SweepView</name>
    <message>
        <source>Value</source>
        <extracomment>Variant lab, sweep table heading: the value the rule was set to</extracomment>
        <translation>値</translation>
    </message>
    <message>
        <source>Targets</source>
        <extracomment>Variant lab, sweep table heading: whether the value meets the designer&apos;s targets</extracomment>
        <translation>目標</translation>
    </message>
    <message>
        <source>Choose a rule, its values and the games per value, then Run. Every value plays the same seeds, so the values differ by their rules, not by their luck. Targets such as rounds=10..14 or wins.seat0=45%..55% mark the values that meet them all.</source>
        <extracomment>Variant lab, sweep: before any sweep; what a sweep does</extracomment>
        <translation>ルール、その値、値ごとのゲーム数を選んで「実行」を押してください。どの値も同じシードで対戦するので、値ごとの違いは運ではなくルールによるものです。rounds=10..14 や wins.seat0=45%..55% のような目標を書くと、すべてを満たす値に印が付きます。</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <extracomment>Variant lab, sweep table: a value the rules refuse, not played; %1 the rules&apos; reason</extracomment>
        <translation>使えない値：%1</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <extracomment>Variant lab, sweep table: a value not played yet</extracomment>
        <translation>待機中…</translation>
    </message>
    <message>
        <source>Not played</source>
        <extracomment>Variant lab, sweep table: a value the cancelled sweep did not play</extracomment>
        <translation>未実行</translation>
    </message>
    <message>
        <source>✓ Meets every target (%1%)</source>
        <extracomment>Variant lab, sweep table: the value meets every target; %1 the confidence in percent (a number, no %)</extracomment>
        <translation>✓ すべての目標を満たす（%1%）</translation>
    </message>
    <message>
        <source>Misses a target</source>
        <extracomment>Variant lab, sweep table: the value misses a target for sure (its interval lies outside)</extracomment>
        <translation>目標を満たさない</translation>
    </message>
    <message>
        <source>Unsure (%1%): needs more games</source>
        <extracomment>Variant lab, sweep table: more games would tell whether the value meets every target; %1 the chance it does, in percent (a number, no %)</extracomment>
        <translation>未確定（%1%）：ゲーム数が足りません</translation>
    </message>
    <message>
        <source>Chart</source>
        <extracomment>Variant lab, sweep: label of the chooser of the figure the chart draws against the value</extracomment>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>%1 by %2 (95% interval)</source>
        <extracomment>Variant lab, sweep chart title: a figure against the rule&apos;s value, with its 95% interval as a band; %1 the figure, %2 the rule</extracomment>
        <translation>%2ごとの%1（95%区間）</translation>
    </message>
    <message>
        <source>Gold band: the target. Gold dots: values that meet every target.</source>
        <extracomment>Variant lab, sweep chart&apos;s legend: the gold band is the target, the big gold dots the values that meet every target</extracomment>
        <translation>金色の帯：目標。金色の点：すべての目標を満たす値。</translation>
    </message>
    <message>
        <source>No games to show yet</source>
        <translation>まだ表示するゲームがありません</translation>
    </message>
    <message>
        <source>Refused</source>
        <extracomment>Variant lab, sweep grid: a pair of values the rules refuse (the reason is in the cell&apos;s tip)</extracomment>
        <translation>使えない値</translation>
    </message>
    <message>
        <source>Rows: %1. Columns: %2. Each cell: %3 with its 95% interval. ✓ meets every target, ✗ misses at least one, ~ needs more games.</source>
        <extracomment>Variant lab, sweep grid: what the table shows; %1 the first rule (rows), %2 the second (columns), %3 the figure in each cell</extracomment>
        <translation>縦：%1　横：%2　表の値：%3（95%区間つき）。✓ はすべての目標を満たす値、✗ は満たさない目標がある値、~ は判定にもっとゲーム数が必要な値です。</translation>
    </message>
</context>
<context>
    <name>TableChat</name>
    <message numerus="yes">
        <source>Too long to send: shorten it by %n character(s).</source>
        <extracomment>Chat at a network table: the message typed is longer than the table takes (1,000 bytes of UTF-8: about 1,000 Latin letters or 330 Japanese characters); %n is how many characters must go for it to fit</extracomment>
        <translation>
            <numerusform>長すぎて送信できません。あと%n文字短くしてください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many messages at once: wait %n second(s) before sending more.</source>
        <extracomment>Chat at a network table: the player sent many messages in a short time; %n is how many seconds until the next one may go</extracomment>
        <translation>
            <numerusform>短時間にメッセージを送りすぎています。あと%n秒待ってから送ってください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected to the table: the message was not sent.</source>
        <extracomment>Chat at a network table: the connection to the table is not there (dropped, or not yet seated); the message typed stays in its field</extracomment>
        <translation>テーブルに接続していないため、メッセージは送信されませんでした。</translation>
    </message>
    <message>
        <source>The table refuses messages this fast: wait a moment before sending more.</source>
        <extracomment>Chat at a network table: the host refused a message because too many came from this player in a short time</extracomment>
        <translation>メッセージを続けて送りすぎたため、テーブルが受け付けませんでした。少し待ってから送ってください。</translation>
    </message>
    <message>
        <source>The table refused the message (%1).</source>
        <extracomment>Chat at a network table: the host refused a message; %1 is the protocol&apos;s reason (a code such as bad_message)</extracomment>
        <translation>テーブルがこのメッセージを受け付けませんでした（%1）。</translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <source>The board appears here once the rules check without errors.</source>
        <extracomment>Rules editor: shown where the board preview will be, until the rules check clean once</extracomment>
        <translation>ルールにエラーがなくなると、ここにボードが表示されます。</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>, </source>
        <extracomment>Separator between names in a list ("Red, Blue and Green"); Japanese uses 、</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two names of a list; %1 is the names before, %2 the last name</extracomment>
        <translation>%1と%2</translation>
    </message>
    <message>
        <source>Automatic</source>
        <extracomment>Zoom setting: the table's size follows the window's</extracomment>
        <translation>自動</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>Zoom setting: a size in percent ("125 %")</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source> · </source>
        <extracomment>Separator between the parts of one line ("Round 3 · Blue to move", "Rounds: 11 · 48 moves in all"); ja 「・」 with no spaces</extracomment>
        <translation>・</translation>
    </message>
</context>
<context>
    <name>TokaidoDuoBoardEditor</name>
    <message>
        <source>Space %1: %2</source>
        <extracomment>Rules editor, Tokaido Duo: title of the card editing a ring space; %1 its number, %2 its type</extracomment>
        <translation>%1番のマス：%2</translation>
    </message>
    <message>
        <source>Type of space</source>
        <extracomment>Rules editor, Tokaido Duo: label of the chooser of a ring space's type</extracomment>
        <translation>マスの種類</translation>
    </message>
    <message>
        <source>Wares drawn here</source>
        <extracomment>Rules editor, Tokaido Duo: label of a mountain town's draw number (wares drawn there)</extracomment>
        <translation>ここで引く商品の数</translation>
    </message>
    <message>
        <source>Stands on ring space %1</source>
        <extracomment>Rules editor, Tokaido Duo: a coastal town's ring space; %1 its number</extracomment>
        <translation>外周の%1番のマスにあります</translation>
    </message>
    <message>
        <source>Drag from this town to another to add a route between them.</source>
        <extracomment>Rules editor, Tokaido Duo: how routes are added on the board preview</extracomment>
        <translation>この町から別の町へドラッグすると、2つの町を結ぶ交易路を追加できます。</translation>
    </message>
    <message>
        <source>%1 (no such town)</source>
        <extracomment>Rules editor, Tokaido Duo: a route's end that names no town; %1 the id written</extracomment>
        <translation>%1（存在しない町）</translation>
    </message>
    <message>
        <source>Route %1 – %2</source>
        <extracomment>Rules editor, Tokaido Duo: title of the card of a route; %1 and %2 are its towns</extracomment>
        <translation>交易路（%1–%2）</translation>
    </message>
    <message>
        <source>Remove this route</source>
        <extracomment>Rules editor, Tokaido Duo: removes the route clicked on the board</extracomment>
        <translation>この交易路を取り除く</translation>
    </message>
    <message>
        <source>Painting icon</source>
        <extracomment>Rules editor, Tokaido Duo: label of a region's painting icon</extracomment>
        <translation>絵画のアイコン</translation>
    </message>
    <message>
        <source>Done with the scope</source>
        <extracomment>Rules editor, Tokaido Duo: ends choosing a region's paint scope on the board</extracomment>
        <translation>範囲の選択を終える</translation>
    </message>
    <message>
        <source>Choose its scope on the board</source>
        <extracomment>Rules editor, Tokaido Duo: starts choosing a region's paint scope by clicking spaces and towns</extracomment>
        <translation>ボードで範囲を選ぶ</translation>
    </message>
    <message>
        <source>Click spaces and towns to add them to the scope of %1 or take them out</source>
        <extracomment>Rules editor, Tokaido Duo: banner while a region's paint scope is chosen; %1 the region</extracomment>
        <translation>マスや町をクリックすると、%1の範囲に加えたり外したりできます</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>Rules editor: ends a mode of the board preview</extracomment>
        <translation>完了</translation>
    </message>
    <message>
        <source>Split %1 along the route %2 – %3</source>
        <extracomment>Rules editor, Tokaido Duo: undo step; %1 is a region, %2 and %3 the towns of a route</extracomment>
        <translation>%1を交易路（%2–%3）で分割</translation>
    </message>
    <message>
        <source>Split %1 along this route</source>
        <extracomment>Rules editor, Tokaido Duo: splits the region a new route runs through into two regions along it; %1 the region</extracomment>
        <translation>%1をこの交易路で分割</translation>
    </message>
    <message>
        <source>The route %1 – %2 runs through %3, but routes are the borders between regions.</source>
        <extracomment>Rules editor, Tokaido Duo: a route drawn through a region; %1 and %2 the route's towns, %3 the region</extracomment>
        <translation>交易路（%1–%2）が%3を横切っていますが、交易路は地域と地域の境目です。</translation>
    </message>
    <message>
        <source>The new region is called %1 for now: write its name in every language.</source>
        <extracomment>Rules editor, Tokaido Duo: after a region was split; %1 is the new region's made-up name</extracomment>
        <translation>新しい地域の名前は仮に「%1」です。すべての言語で名前を書いてください。</translation>
    </message>
    <message>
        <source>Write its name</source>
        <extracomment>Rules editor, Tokaido Duo: goes to the name fields of the region a split just made</extracomment>
        <translation>名前を書く</translation>
    </message>
</context>
<context>
    <name>TokaidoDuoLabLabels</name>
    <message>
        <source>Rounds</source>
        <extracomment>Variant lab, figures table: the game's figure “rounds” (rounds played)</extracomment>
        <translation>ラウンド数</translation>
    </message>
    <message>
        <source>Decisions (the game's count)</source>
        <extracomment>Variant lab, figures table: the game's figure “decisions” (moves of both players)</extracomment>
        <translation>手数（ゲームの集計）</translation>
    </message>
    <message>
        <source>Pilgrim's points</source>
        <extracomment>Variant lab, figures table: the game's figure “pilgrim_score” (per player)</extracomment>
        <translation>巡礼者の得点</translation>
    </message>
    <message>
        <source>Merchant's points</source>
        <extracomment>Variant lab, figures table: the game's figure “merchant_score” (per player)</extracomment>
        <translation>商人の得点</translation>
    </message>
    <message>
        <source>Artist's points</source>
        <extracomment>Variant lab, figures table: the game's figure “artist_score” (per player)</extracomment>
        <translation>絵描きの得点</translation>
    </message>
    <message>
        <source>Points in all</source>
        <extracomment>Variant lab, figures table: the game's figure “total_score” (per player)</extracomment>
        <translation>合計得点</translation>
    </message>
    <message>
        <source>Temple track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_temples” (share of games)
----------
Variant lab: the end condition “temples”, as a label in the figures table and the end chart</extracomment>
        <translation>寺トラック達成</translation>
    </message>
    <message>
        <source>Garden track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_gardens” (share of games)
----------
Variant lab: the end condition “gardens”, as a label in the figures table and the end chart</extracomment>
        <translation>庭園トラック達成</translation>
    </message>
    <message>
        <source>Gold slabs completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_slabs” (share of games)
----------
Variant lab: the end condition “slabs”, as a label in the figures table and the end chart</extracomment>
        <translation>小判をすべて獲得</translation>
    </message>
    <message>
        <source>Paintings all gifted</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_gifts” (share of games)
----------
Variant lab: the end condition “gifts”, as a label in the figures table and the end chart</extracomment>
        <translation>絵画をすべて寄贈</translation>
    </message>
    <message>
        <source>The first player of the game won</source>
        <extracomment>Variant lab, figures table: the game's figure “first_player_won” (share of games, a draw counting half)</extracomment>
        <translation>先手の勝利</translation>
    </message>
    <message>
        <source>Draws (the game's count)</source>
        <extracomment>Variant lab, figures table: the game's figure “draw” (share of games)</extracomment>
        <translation>引き分け（ゲームの集計）</translation>
    </message>
    <message>
        <source>Wave tiles taken from the board</source>
        <extracomment>Variant lab, figures table: the game's figure “wave_from_board” (per game)</extracomment>
        <translation>ボードから受け取った波タイル</translation>
    </message>
    <message>
        <source>Wave tiles stolen</source>
        <extracomment>Variant lab, figures table: the game's figure “wave_stolen” (per game)</extracomment>
        <translation>相手から奪った波タイル</translation>
    </message>
    <message>
        <source>Hot Spring dice repeated</source>
        <extracomment>Variant lab, figures table: the game's figure “spring_repeats” (per game)</extracomment>
        <translation>温泉でもう一度使ったダイス</translation>
    </message>
    <message>
        <source>Hot Spring tokens stolen</source>
        <extracomment>Variant lab, figures table: the game's figure “spring_steals” (per game)</extracomment>
        <translation>相手から奪った温泉トークン</translation>
    </message>
    <message>
        <source>Dice with no move</source>
        <extracomment>Variant lab, figures table: the game's figure “no_path” (per game)</extracomment>
        <translation>動かせなかったダイス</translation>
    </message>
    <message>
        <source>The Automa's points</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_score” (solo)</extracomment>
        <translation>オートマの得点</translation>
    </message>
    <message>
        <source>The Automa won</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_won” (solo, share of games)</extracomment>
        <translation>オートマの勝ち</translation>
    </message>
    <message>
        <source>The Automa's pilgrim rank</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_rank_pilgrim” (solo, at the end)</extracomment>
        <translation>オートマの巡礼者ランク</translation>
    </message>
    <message>
        <source>The Automa's merchant rank</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_rank_merchant” (solo, at the end)</extracomment>
        <translation>オートマの商人ランク</translation>
    </message>
    <message>
        <source>The Automa's artist rank</source>
        <extracomment>Variant lab, figures table: the game's figure “automa_rank_artist” (solo, at the end)</extracomment>
        <translation>オートマの絵描きランク</translation>
    </message>
    <message>
        <source>The Automa's pilgrim track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_automa_pilgrim” (solo, share of games)
----------
Variant lab: the end condition “automa_pilgrim”, as a label in the figures table and the end chart</extracomment>
        <translation>オートマの巡礼者ランクトラック達成</translation>
    </message>
    <message>
        <source>The Automa's merchant track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_automa_merchant” (solo, share of games)
----------
Variant lab: the end condition “automa_merchant”, as a label in the figures table and the end chart</extracomment>
        <translation>オートマの商人ランクトラック達成</translation>
    </message>
    <message>
        <source>The Automa's artist track completed</source>
        <extracomment>Variant lab, figures table: the game's figure “trigger_automa_artist” (solo, share of games)
----------
Variant lab: the end condition “automa_artist”, as a label in the figures table and the end chart</extracomment>
        <translation>オートマの絵描きランクトラック達成</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <extracomment>Variant lab: the end condition “unfinished”, as a label in the figures table and the end chart</extracomment>
        <translation>未終了</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 more rounds</source>
        <extracomment>Variant lab verdict: the variant's games last more rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>ゲームが%1 ± %2ラウンド長くなりました</translation>
    </message>
    <message>
        <source>Games now last %1 ± %2 fewer rounds</source>
        <extracomment>Variant lab verdict: the variant's games last fewer rounds; %1 ± %2 is the difference with its 95% interval ("4.1 ± 0.3")</extracomment>
        <translation>ゲームが%1 ± %2ラウンド短くなりました</translation>
    </message>
    <message>
        <source>Pilgrim's points (%1)</source>
        <extracomment>Variant lab, figures table: one seat's pilgrim points; %1 is the seat ("First player")</extracomment>
        <translation>巡礼者の得点（%1）</translation>
    </message>
    <message>
        <source>Merchant's points (%1)</source>
        <extracomment>Variant lab, figures table: one seat's merchant points; %1 is the seat ("First player")</extracomment>
        <translation>商人の得点（%1）</translation>
    </message>
    <message>
        <source>Artist's points (%1)</source>
        <extracomment>Variant lab, figures table: one seat's artist points; %1 is the seat ("First player")</extracomment>
        <translation>絵描きの得点（%1）</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>End screen table: the column of each traveller's points in all (the outcome's score)</extracomment>
        <translation>得点</translation>
    </message>
</context>
<context>
    <name>TokaidoDuoTable</name>
    <message>
        <source>Final round: the game ends when this round is over</source>
        <extracomment>Banner on the island when an end condition has been met</extracomment>
        <translation>最終ラウンド：このラウンドが終わるとゲーム終了です</translation>
    </message>
</context>
<context>
    <name>TokaidoDuoWords</name>
    <message>
        <source>Pilgrim</source>
        <extracomment>A character of Tokaido Duo (巡礼者)</extracomment>
        <translation>巡礼者</translation>
    </message>
    <message>
        <source>Merchant</source>
        <extracomment>A character of Tokaido Duo (商人)</extracomment>
        <translation>商人</translation>
    </message>
    <message>
        <source>Artist</source>
        <extracomment>A character of Tokaido Duo (絵描き)</extracomment>
        <translation>絵描き</translation>
    </message>
    <message>
        <source>%1 (space %2)</source>
        <extracomment>A ring space in texts; %1 its type (Temple, Garden, ...), %2 its number on the ring</extracomment>
        <translation>%1（%2番のマス）</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>Move log separator: a round of Tokaido Duo; %1 is its number</extracomment>
        <translation>第%1ラウンド</translation>
    </message>
    <message numerus="yes">
        <source>%1's pilgrim walks %n space(s) and jumps on to %2</source>
        <extracomment>Move log; %1 player, %2 the space reached after jumping over occupied spaces ("the temple (space 14)", "Kōchi"); %n spaces counted by the die</extracomment>
        <translation>
            <numerusform>%1の巡礼者が%nマス進みましたが、止まるマスがふさがっていたため%2まで進みました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1's pilgrim walks %n space(s) to %2</source>
        <extracomment>Move log; %1 player, %2 the space reached ("the temple (space 14)", "Kōchi"); %n spaces walked</extracomment>
        <translation>
            <numerusform>%1の巡礼者が%nマス進み、%2に着きました</numerusform>
        </translation>
    </message>
    <message>
        <source>%1's merchant travels to %2</source>
        <extracomment>Move log; %1 player, %2 the town reached (no article)</extracomment>
        <translation>%1の商人が%2へ移動しました</translation>
    </message>
    <message>
        <source>%1 sells nothing</source>
        <extracomment>Move log: a merchant in a coastal town sells nothing; %1 player</extracomment>
        <translation>%1は何も売りませんでした</translation>
    </message>
    <message>
        <source>%1's artist travels through %2 to %3</source>
        <extracomment>Move log (Inspired tile: the route matters); %1 player, %2 the regions passed, %3 the region reached (in-sentence names: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>%1の絵描きが%2を通って%3へ移動しました</translation>
    </message>
    <message>
        <source>%1's artist travels to %2</source>
        <extracomment>Move log; %1 player, %2 the region reached (in-sentence name: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>%1の絵描きが%2へ移動しました</translation>
    </message>
    <message numerus="yes">
        <source>%1 paints: %n painting(s) turned face up</source>
        <extracomment>Move log; %1 player; %n paintings turned face up</extracomment>
        <translation>
            <numerusform>%1が絵を描きました：絵画タイル%n枚を表に</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gives away a painting: %2</source>
        <extracomment>Move log; %1 player, %2 the painting's subject (bamboo grove, waterfall, ...)</extracomment>
        <translation>%1が絵画を寄贈しました：%2</translation>
    </message>
    <message>
        <source>%1 uses the hot spring: the same die once more</source>
        <extracomment>Move log: the hot spring token is spent to move the same character again; %1 player</extracomment>
        <translation>%1が温泉トークンを使い、同じダイスでもう一度動かしました</translation>
    </message>
    <message>
        <source>%1 keeps the hot spring token</source>
        <extracomment>Move log: the hot spring token is kept for later; %1 player</extracomment>
        <translation>%1は温泉トークンを取っておきました</translation>
    </message>
    <message>
        <source>Dice rolled: %1</source>
        <extracomment>Move log: the dice of a new round; %1 list such as "Pilgrim 3, Merchant 1 and Artist 2"</extracomment>
        <translation>ダイスを振りました：%1</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <extracomment>Move log: wares drawn from the bag in a mountain town; %1 player, %2 the wares ("2 kimono tokens and 1 fan token")</extracomment>
        <translation>%1が%2を引きました</translation>
    </message>
    <message>
        <source>%1 visits a temple (%2 of %3)</source>
        <extracomment>Move log: the pilgrim's arrival effect; %1 player, %2 temples visited so far, %3 the track's length</extracomment>
        <translation>%1が寺を訪れました（%2／%3）</translation>
    </message>
    <message>
        <source>%1 visits a garden (%2 of %3)</source>
        <extracomment>Move log: the pilgrim's arrival effect; %1 player, %2 gardens visited so far, %3 the track's length</extracomment>
        <translation>%1が庭園を訪れました（%2／%3）</translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n coin(s)</source>
        <extracomment>Move log: coins gained in a coastal town; %1 player; %n coins</extracomment>
        <translation>
            <numerusform>%1が銅銭%n枚を得ました</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes the hot spring token from %2</source>
        <extracomment>Move log; %1 player, %2 the player who held it</extracomment>
        <translation>%1が%2から温泉トークンを奪いました</translation>
    </message>
    <message>
        <source>%1 takes the hot spring token</source>
        <extracomment>Move log; %1 player</extracomment>
        <translation>%1が温泉トークンを受け取りました</translation>
    </message>
    <message numerus="yes">
        <source>%1 turns up %n painting(s)</source>
        <extracomment>Move log: a space's effect turns paintings face up; %1 player; %n paintings</extracomment>
        <translation>
            <numerusform>%1が絵画タイル%n枚を表にしました</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 completes the temple track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1が寺トラックを埋めました：最終ラウンドです</translation>
    </message>
    <message>
        <source>%1 completes the garden track: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1が庭園トラックを埋めました：最終ラウンドです</translation>
    </message>
    <message>
        <source>%1 has every gold slab: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1が小判をすべて手に入れました：最終ラウンドです</translation>
    </message>
    <message>
        <source>%1 has given away every painting: this is the final round</source>
        <extracomment>Move log: an end condition; %1 player</extracomment>
        <translation>%1が絵画をすべて寄贈しました：最終ラウンドです</translation>
    </message>
    <message>
        <source>The end is near: this is the final round</source>
        <extracomment>Move log: an end condition was met; the round is played to its end</extracomment>
        <translation>終わりが近づきました：最終ラウンドです</translation>
    </message>
    <message>
        <source>%1 made a move</source>
        <extracomment>Move log: a move the log cannot describe (never raw notation); %1 is a player</extracomment>
        <translation>%1が手を選びました</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>Status line in hot-seat play; %1 is a player's name
----------
Status line while another person is to move; %1 is a player's name</extracomment>
        <translation>%1の番です</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>Status line while the computer chooses; %1 is its name</extracomment>
        <translation>%1が考え中…</translation>
    </message>
    <message>
        <source>Choose a die</source>
        <extracomment>Status line: your pick in the dice draft</extracomment>
        <translation>ダイスを選んでください</translation>
    </message>
    <message>
        <source>Move your pilgrim: choose a space</source>
        <extracomment>Status line: the pilgrim wave tile gives two spaces to choose from</extracomment>
        <translation>巡礼者を動かします：マスを選んでください</translation>
    </message>
    <message>
        <source>Move your merchant: choose a town</source>
        <extracomment>Status line</extracomment>
        <translation>商人を動かします：町を選んでください</translation>
    </message>
    <message numerus="yes">
        <source>Too many wares: choose %n to put back</source>
        <extracomment>Status line: more wares than the hand limit; %n wares must go back</extracomment>
        <translation>
            <numerusform>商品が多すぎます：戻す商品を%n個選んでください</numerusform>
        </translation>
    </message>
    <message>
        <source>Sell your %1?</source>
        <extracomment>Status line in a coastal town; %1 the ware its boutique buys (kimono, ceramics, ...)</extracomment>
        <translation>%1を売りますか？</translation>
    </message>
    <message>
        <source>How many wares do you sell?</source>
        <extracomment>Status line in a coastal town</extracomment>
        <translation>商品をいくつ売りますか？</translation>
    </message>
    <message>
        <source>Choose the artist's route</source>
        <extracomment>Status line (Inspired tile): several routes lead to the chosen region</extracomment>
        <translation>絵描きの道順を選んでください</translation>
    </message>
    <message>
        <source>Move your artist: choose a region</source>
        <extracomment>Status line</extracomment>
        <translation>絵描きを動かします：地域を選んでください</translation>
    </message>
    <message>
        <source>Paint, or give away a painting?</source>
        <extracomment>Status line after the artist's move</extracomment>
        <translation>絵を描きますか、それとも絵画を寄贈しますか？</translation>
    </message>
    <message>
        <source>Choose a wave tile</source>
        <extracomment>Status line on a seashore space</extracomment>
        <translation>波タイルを選んでください</translation>
    </message>
    <message>
        <source>Use the hot spring to repeat this die?</source>
        <extracomment>Status line after a die, when you hold the hot spring token</extracomment>
        <translation>温泉トークンを使って、このダイスの移動をもう一度行いますか？</translation>
    </message>
    <message>
        <source>Your move</source>
        <extracomment>Status line when it is your move and no better hint is known</extracomment>
        <translation>あなたの手番</translation>
    </message>
    <message>
        <source>A draw</source>
        <extracomment>End screen title when both players have the same points and coins</extracomment>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>End screen title; %1 is a player's name</extracomment>
        <translation>%1の勝ち</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: Pilgrim %2 · Merchant %3 · Artist %4 = &lt;b&gt;%5&lt;/b&gt; (coins: %6)</source>
        <extracomment>End screen: one player's score; %1 name, %2 pilgrim points, %3 merchant points, %4 artist points, %5 total, %6 coins left</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;：巡礼者%2・商人%3・絵描き%4 ＝ &lt;b&gt;%5&lt;/b&gt;（銅銭：%6）</translation>
    </message>
    <message>
        <source>Equal points: %1 has more coins left and wins.</source>
        <extracomment>End screen: the tie-break; %1 is the winner</extracomment>
        <translation>同点です。銅銭が多く残った%1の勝ちです。</translation>
    </message>
    <message>
        <source>Equal points and equal coins: the game is drawn.</source>
        <extracomment>End screen: the tie-break did not decide</extracomment>
        <translation>得点も銅銭も同じです。引き分けです。</translation>
    </message>
    <message>
        <source>the pilgrim</source>
        <extracomment>A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))</extracomment>
        <translation>巡礼者</translation>
    </message>
    <message>
        <source>the merchant</source>
        <extracomment>A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))</extracomment>
        <translation>商人</translation>
    </message>
    <message>
        <source>the artist</source>
        <extracomment>A character of Tokaido Duo inside a sentence, with its article where the language has one (hu: no article, the template adds a(z))</extracomment>
        <translation>絵描き</translation>
    </message>
    <message>
        <source>%1 (space %2)</source>
        <comment>ring space in a sentence</comment>
        <extracomment>A ring space inside a sentence; %1 its type with its article ("the temple"), %2 its number on the ring</extracomment>
        <translation>%1（%2番のマス）</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 token(s)</source>
        <comment>wares in a sentence</comment>
        <extracomment>Wares of one kind inside a sentence; %1 the ware (kimono, ceramics, ...); %n how many</extracomment>
        <translation>
            <numerusform>%1%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2's die: %3</source>
        <extracomment>Move log: a player takes a die of the draft; %1 player, %2 character in a sentence (the pilgrim, ...), %3 the die's value</extracomment>
        <translation>%1が%2のダイスを選びました：%3</translation>
    </message>
    <message>
        <source>%1 puts %2 back into the bag</source>
        <extracomment>Move log: wares over the limit go back into the bag; %1 player, %2 the wares ("1 kimono token and 2 fan tokens")</extracomment>
        <translation>%1が%2を風呂敷に戻しました</translation>
    </message>
    <message>
        <source>%1 takes the %2 tile for %3 from %4</source>
        <extracomment>Move log; %1 player, %2 wave tile name (Tranquil), %3 the character it belongs to in a sentence (the pilgrim), %4 the player it is taken from</extracomment>
        <translation>%1が%4から「%2」の波タイル（%3）を奪いました</translation>
    </message>
    <message>
        <source>%1 takes the %2 tile for %3</source>
        <extracomment>Move log; %1 player, %2 wave tile name (Tranquil), %3 the character it belongs to in a sentence (the pilgrim)</extracomment>
        <translation>%1が「%2」の波タイル（%3）を受け取りました</translation>
    </message>
    <message>
        <source>%1 cannot move %2: no route has that length</source>
        <extracomment>Move log: the die cannot be used; %1 player, %2 character in a sentence (the merchant, the artist)</extracomment>
        <translation>%1は%2を動かせません：その長さの道順がありません</translation>
    </message>
    <message>
        <source>The Automa wins</source>
        <extracomment>End screen title of a solo game: the Automa has more points</extracomment>
        <translation>オートマの勝ち</translation>
    </message>
    <message>
        <source>You beat the Automa</source>
        <extracomment>End screen title of a solo game: the person beat the Automa</extracomment>
        <translation>オートマに勝ちました</translation>
    </message>
    <message>
        <source>Equal points: the Automa has no coins, so the tie goes to you.</source>
        <extracomment>End screen of a solo game: equal points; the Automa has no money, so a tie goes to the person</extracomment>
        <translation>同点です。オートマは銅銭を持たないので、あなたの勝ちです。</translation>
    </message>
    <message>
        <source>Equal points: the Automa has no coins, so the tie goes to %1.</source>
        <extracomment>End screen of a solo game a computer played against the Automa: equal points; the Automa has no money, so the tie goes to %1, the computer</extracomment>
        <translation>同点です。オートマは銅銭を持たないので、%1の勝ちです。</translation>
    </message>
    <message>
        <source>The Automa's points are the values of its three ranks.</source>
        <extracomment>End screen of a solo game: how the Automa scores</extracomment>
        <translation>オートマの得点は、3本のトラックのランクの値の合計です。</translation>
    </message>
    <message numerus="yes">
        <source>%1 sells %n × %2 %3</source>
        <extracomment>Move log; %1 player, %2 ware name (kimono, ceramics, ...), %3 what the sale brings ("for 6 coins"); %n wares sold</extracomment>
        <translation>
            <numerusform>%1が%2を%n個売り、%3を得ました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>for %n coin(s)</source>
        <comment>what a sale brings</comment>
        <extracomment>Move log: what a sale brings, pasted into "%1 sells %n × %2 %3"; %n coins earned</extracomment>
        <translation>
            <numerusform>銅銭%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>%1's pilgrim</source>
        <extracomment>A traveller read out by a screen reader; %1 a player's name</extracomment>
        <translation>%1の巡礼者</translation>
    </message>
    <message>
        <source>%1's merchant</source>
        <extracomment>A traveller read out by a screen reader; %1 a player's name</extracomment>
        <translation>%1の商人</translation>
    </message>
    <message>
        <source>%1's artist</source>
        <extracomment>A traveller read out by a screen reader; %1 a player's name</extracomment>
        <translation>%1の絵描き</translation>
    </message>
    <message>
        <source>Here: %1</source>
        <extracomment>Read out with a place of the island: who stands there; %1 a list of travellers ("Player 1's pilgrim and Automa's artist")</extracomment>
        <translation>ここにいるコマ：%1</translation>
    </message>
    <message>
        <source>. </source>
        <translation>。</translation>
    </message>
    <message>
        <source>Take %1's die (%2)</source>
        <extracomment>Keyboard and screen reader: what choosing a die does; %1 the character in a sentence (the pilgrim), %2 the die's value</extracomment>
        <translation>%1のダイスを選ぶ（%2）</translation>
    </message>
    <message>
        <source>Walk your pilgrim to %1</source>
        <extracomment>Keyboard and screen reader: what choosing a ring space does; %1 the space in a sentence ("the temple (space 14)", "Kōchi")</extracomment>
        <translation>巡礼者を%1へ進める</translation>
    </message>
    <message>
        <source>Move your merchant to %1</source>
        <extracomment>Keyboard and screen reader: what choosing a town does; %1 the town (no article)</extracomment>
        <translation>商人を%1へ移動する</translation>
    </message>
    <message>
        <source>Choose a route for your artist to %1</source>
        <extracomment>Keyboard and screen reader (Inspired tile): choosing the region then asks for the route; %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>%1への絵描きの道順を選ぶ</translation>
    </message>
    <message>
        <source>Move your artist to %1</source>
        <extracomment>Keyboard and screen reader: what choosing a region does; %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>絵描きを%1へ移動する</translation>
    </message>
    <message>
        <source>%1's artist has nothing to paint</source>
        <extracomment>Move log: the artist had nobody to paint and did nothing; %1 player</extracomment>
        <translation>%1の絵描きは描くものがありませんでした</translation>
    </message>
    <message numerus="yes">
        <source>%1, coastal town: buys %2 for %n coin(s) each</source>
        <extracomment>Accessible name of a coastal town; %1 its name, %2 the ware its boutique buys (a label: "Kimono"), %n coins per ware</extracomment>
        <translation>
            <numerusform>%1（港町）：%2を1個につき銅銭%n枚で買い取り</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 changes %n coin(s) for a gold slab (%2 of %3)</source>
        <extracomment>Move log: coins become a gold slab (小判); %1 player, %n coins per slab, %2 slabs now, %3 slots</extracomment>
        <translation>
            <numerusform>%1が銅銭%n枚を小判1枚に替えました（%2／%3）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a die of a roll</comment>
        <extracomment>Move log, a die of a roll in a list; %1 its character (Pilgrim, ...), %2 its value ("Pilgrim 3"; ja writes 巡礼者3)</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the dice of a roll</comment>
        <extracomment>Move log: separator between the dice of a roll ("Pilgrim 4, Merchant 3"; ja ・)</extracomment>
        <translation>・</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the dice of a roll</comment>
        <extracomment>Move log: the last two items of the dice of a roll; %1 the dice before, %2 the last ("Pilgrim 4, Merchant 3 and Artist 2"; ja 巡礼者4・商人3・絵描き2, not と after a number)</extracomment>
        <translation>%1・%2</translation>
    </message>
    <message>
        <source>Take %1's die (%2)</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 character in a sentence (the pilgrim, ...), %2 the die's value</extracomment>
        <translation>%1のダイス（%2）を選びましょう</translation>
    </message>
    <message>
        <source>Take %1's die (%2)?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1のダイス（%2）を選びますか？</translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) and on to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the space reached after jumping over occupied spaces ("the temple (space 14)", "Kōchi"); %n spaces counted by the die</extracomment>
        <translation>
            <numerusform>巡礼者を%nマス進め、その先の%1まで進めましょう</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) and on to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>巡礼者を%nマス進め、その先の%1まで進めますか？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the space reached ("the temple (space 14)", "Kōchi"); %n spaces walked</extracomment>
        <translation>
            <numerusform>巡礼者を%nマス進め、%1に止めましょう</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Walk your pilgrim %n space(s) to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>巡礼者を%nマス進め、%1に止めますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>Send your merchant to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the town (no article)</extracomment>
        <translation>商人を%1へ移動させましょう</translation>
    </message>
    <message>
        <source>Send your merchant to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>商人を%1へ移動させますか？</translation>
    </message>
    <message>
        <source>Put %1 back into the bag</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice, wares over the limit (imperative, ja 〜ましょう); %1 the wares ("1 kimono token and 2 fan tokens")</extracomment>
        <translation>%1を風呂敷に戻しましょう</translation>
    </message>
    <message>
        <source>Put %1 back into the bag?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%1を風呂敷に戻しますか？</translation>
    </message>
    <message>
        <source>Sell nothing</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to sell nothing in a coastal town (imperative, ja 〜ましょう)</extracomment>
        <translation>何も売らずにおきましょう</translation>
    </message>
    <message>
        <source>Sell nothing?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>何も売らないでおきますか？</translation>
    </message>
    <message numerus="yes">
        <source>Sell %n × %1 %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 ware name (kimono, ceramics, ...), %2 what the sale brings ("for 6 coins", the move log's words); %n wares sold</extracomment>
        <translation>
            <numerusform>%1を%n個売って%2を得ましょう</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell %n × %1 %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>%1を%n個売って%2を得ますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>Send your artist through %1 to %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the regions passed, %2 the region reached (in-sentence names: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>絵描きを、%1を通る道で%2へ移動させましょう</translation>
    </message>
    <message>
        <source>Send your artist through %1 to %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>絵描きを、%1を通る道で%2へ移動させますか？</translation>
    </message>
    <message>
        <source>Send your artist to %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the region reached (in-sentence name: "Mount Sasa", "the Uwa Sea")</extracomment>
        <translation>絵描きを%1へ移動させましょう</translation>
    </message>
    <message>
        <source>Send your artist to %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>絵描きを%1へ移動させますか？</translation>
    </message>
    <message numerus="yes">
        <source>Paint: turn up %n painting(s)</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to paint with the artist (imperative, ja 〜ましょう); %n paintings it turns face up</extracomment>
        <translation>
            <numerusform>絵を描いて、絵画タイル%n枚を表にしましょう</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint: turn up %n painting(s)?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>
            <numerusform>絵を描いて、絵画タイル%n枚を表にしますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>Give away a painting: %1</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the painting's subject (bamboo grove, waterfall, ...)</extracomment>
        <translation>「%1」の絵画を寄贈しましょう</translation>
    </message>
    <message>
        <source>Give away a painting: %1?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>「%1」の絵画を寄贈しますか？</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2 from %3</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 wave tile name (Tranquil), %2 the character it belongs to in a sentence (the pilgrim), %3 the player it is taken from</extracomment>
        <translation>%3から「%1」の波タイル（%2）を奪いましょう</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2 from %3?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>%3から「%1」の波タイル（%2）を奪いますか？</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 wave tile name (Tranquil), %2 the character it belongs to in a sentence (the pilgrim)</extracomment>
        <translation>「%1」の波タイル（%2）を受け取りましょう</translation>
    </message>
    <message>
        <source>Take the %1 tile for %2?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>「%1」の波タイル（%2）を受け取りますか？</translation>
    </message>
    <message>
        <source>Use the hot spring: the same die once more</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to spend the hot spring token on the same die once more (imperative, ja 〜ましょう)</extracomment>
        <translation>温泉トークンを使って、同じダイスでもう一度動かしましょう</translation>
    </message>
    <message>
        <source>Use the hot spring: the same die once more?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>温泉トークンを使って、同じダイスでもう一度動かしますか？</translation>
    </message>
    <message>
        <source>Keep the hot spring token</source>
        <comment>hint</comment>
        <extracomment>Hint bar, pasted into "Hint: %1.": advice to keep the hot spring token for later (imperative, ja 〜ましょう)</extracomment>
        <translation>温泉トークンを取っておきましょう</translation>
    </message>
    <message>
        <source>Keep the hot spring token?</source>
        <comment>confirm</comment>
        <extracomment>"Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice</extracomment>
        <translation>温泉トークンを取っておきますか？</translation>
    </message>
</context>
<context>
    <name>TurnOrderPanel</name>
    <message>
        <source>Turn order</source>
        <extracomment>Heading of the list of players, in the order they play</extracomment>
        <translation>手番順</translation>
    </message>
    <message>
        <source>Cards won</source>
        <extracomment>Column heading: the number of cards each player has won</extracomment>
        <translation>獲得枚数</translation>
    </message>
    <message>
        <source>the sage</source>
        <extracomment>Label under the name of this round's sage</extracomment>
        <translation>賢者</translation>
    </message>
    <message>
        <source>Prophecies fulfilled: %1 of %2</source>
        <extracomment>Tooltip, a label so that no count needs a plural; %1 prophecies that came true, %2 rounds as the sage</extracomment>
        <translation>予言的中：%2回中%1回</translation>
    </message>
    <message>
        <source>to play</source>
        <extracomment>Screen reader, a row of the turn order: this player is to move</extracomment>
        <translation>手番</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) won</source>
        <extracomment>Screen reader, a row of the turn order; %n is the number of cards the player has won</extracomment>
        <translation>
            <numerusform>獲得したカード%n枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VariantFileDialog</name>
    <message>
        <source>Kotatsu variants (*.yaml)</source>
        <extracomment>File dialog filter for variant files</extracomment>
        <translation>バリアント (*.yaml)</translation>
    </message>
    <message>
        <source>Export the variant “%1”</source>
        <extracomment>Title of the file dialog that exports one of the user's variants; %1 is its id</extracomment>
        <translation>バリアント「%1」をエクスポート</translation>
    </message>
    <message>
        <source>Import a variant file</source>
        <extracomment>Title of the file dialog that imports a variant file</extracomment>
        <translation>バリアントのファイルをインポート</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>File dialog button that writes the exported variant file</extracomment>
        <translation>保存</translation>
    </message>
</context>
<context>
    <name>VariantLab</name>
    <message>
        <source>The rules “%1” are not available.</source>
        <extracomment>Variant lab: a rule set could not be loaded; %1 is the game (and variant) asked for</extracomment>
        <translation>ルール「%1」を読み込めません。</translation>
    </message>
    <message>
        <source>A comparison needs at least 2 games.</source>
        <extracomment>Variant lab: the number of games is out of range</extracomment>
        <translation>比較には2ゲーム以上が必要です。</translation>
    </message>
    <message>
        <source>A comparison is already running.</source>
        <extracomment>Variant lab: Run while a comparison runs</extracomment>
        <translation>すでに比較を実行中です。</translation>
    </message>
    <message>
        <source>There is no result to export yet.</source>
        <extracomment>Variant lab: Export before any comparison has run</extracomment>
        <translation>エクスポートできる結果がまだありません。</translation>
    </message>
    <message>
        <source>The file cannot be written: %1</source>
        <extracomment>Variant lab: an export failed; %1 is the system's reason</extracomment>
        <translation>ファイルに書き込めません：%1</translation>
    </message>
    <message>
        <source>The number of players must be from %1 to %2 with these rules.</source>
        <extracomment>Variant lab: the number of players is not one both rule sets take; %1 the fewest, %2 the most</extracomment>
        <translation>このルールのプレイヤー数は%1〜%2人です。</translation>
    </message>
    <message>
        <source>Choose a computer player for every seat, or one for all.</source>
        <extracomment>Variant lab: the seats' computer players do not match the number of players</extracomment>
        <translation>席ごとにコンピューターを選ぶか、全員に同じものを選んでください。</translation>
    </message>
    <message>
        <source>“%1” is not a margin: write a number in the figure’s unit (2, 0.5), or a share of the standard value (5%).</source>
        <extracomment>Variant lab: a margin (the smallest difference that matters) does not read; %1 what was typed</extracomment>
        <translation>「%1」は許容差として読めません。項目の単位の数（2、0.5）か、基本ルールの値に対する割合（5%）を入力してください。</translation>
    </message>
    <message>
        <source>Each change is measured against the standard rules: compare the variant with the standard rules.</source>
        <extracomment>Variant lab: &quot;Which change did what&quot; needs a variant compared with the standard rules</extracomment>
        <translation>変更は1つずつ基本ルールと比較します。比較対象を基本ルールにしてください。</translation>
    </message>
</context>
<context>
    <name>VariantLibrary</name>
    <message>
        <source>“%1” cannot name a variant: use lowercase letters a–z, digits and _.</source>
        <extracomment>Error in the rules editor and the variant list; %1 is the name typed for a variant file</extracomment>
        <translation>「%1」はバリアント名に使えません。小文字の a–z、数字、_ を使ってください。</translation>
    </message>
    <message>
        <source>There is already a variant “%1”.</source>
        <extracomment>Error when saving or renaming a variant; %1 is its name in the user's folder</extracomment>
        <translation>バリアント「%1」はすでにあります。</translation>
    </message>
    <message>
        <source>The variant could not be written: %1</source>
        <extracomment>Error when writing a variant file; %1 is the system's reason</extracomment>
        <translation>バリアントを書き込めませんでした：%1</translation>
    </message>
    <message>
        <source>There is no variant “%1”.</source>
        <extracomment>Error in the list of the user's variants; %1 is a variant's name in the user's folder</extracomment>
        <translation>バリアント「%1」はありません。</translation>
    </message>
    <message>
        <source>The file cannot be imported: %1</source>
        <extracomment>Error when importing a variant file; %1 is the reason</extracomment>
        <translation>ファイルをインポートできません：%1</translation>
    </message>
</context>
<context>
    <name>VariantManager</name>
    <message>
        <source>Delete this variant?</source>
        <extracomment>Title of the dialog before deleting one of the user's variants</extracomment>
        <translation>このバリアントを削除しますか？</translation>
    </message>
    <message>
        <source>“%1” will be deleted from your variants. This cannot be undone.</source>
        <extracomment>Dialog before deleting one of the user's variants; %1 is its name</extracomment>
        <translation>「%1」を自分のバリアントから削除します。元に戻せません。</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Dialog button: delete the variant</extracomment>
        <translation>削除</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Dialog button: close the dialog without doing anything</extracomment>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>My variants of %1</source>
        <extracomment>Title of the dialog listing the user's own variants of a game; %1 is the game's name</extracomment>
        <translation>%1の自分のバリアント</translation>
    </message>
    <message>
        <source>You have no variants of this game yet. Open “Edit rules…”, change something and save it as a variant, or import a file.</source>
        <extracomment>My variants dialog when the user has none for this game</extracomment>
        <translation>このゲームのバリアントはまだありません。「ルールを編集…」を開いて何かを変更し、バリアントとして保存するか、ファイルをインポートしてください。</translation>
    </message>
    <message>
        <source>draft with errors</source>
        <extracomment>My variants dialog: a variant saved with errors (it cannot be played)</extracomment>
        <translation>エラーのある下書き</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>My variants dialog: confirms the variant's new id</extracomment>
        <translation>名前を変更</translation>
    </message>
    <message>
        <source>Edit</source>
        <extracomment>My variants dialog: opens the variant in the rules editor</extracomment>
        <translation>編集</translation>
    </message>
    <message>
        <source>Rename…</source>
        <extracomment>My variants dialog: gives the variant another id (its file name)</extracomment>
        <translation>名前を変更…</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <extracomment>My variants dialog: makes a copy of the variant</extracomment>
        <translation>複製</translation>
    </message>
    <message>
        <source>Export…</source>
        <extracomment>My variants dialog: saves the variant as a file to share</extracomment>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <extracomment>My variants dialog: deletes the variant (asks first)</extracomment>
        <translation>削除…</translation>
    </message>
    <message>
        <source>Path of the variant file (.yaml)</source>
        <extracomment>My variants dialog: placeholder of the field for a file's path (where there is no file dialog)</extracomment>
        <translation>バリアントファイルのパス（.yaml）</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>My variants dialog: confirms the file path typed</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Import a file…</source>
        <extracomment>My variants dialog: reads a variant file shared by someone</extracomment>
        <translation>ファイルをインポート…</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Dialog button: closes the dialog</extracomment>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <extracomment>My variants dialog: a variant was exported; %1 is the file written</extracomment>
        <translation>%1にエクスポートしました。</translation>
    </message>
    <message>
        <source>This file is a variant of %1: it is now among that game's variants.</source>
        <extracomment>My variants dialog: the imported file is a variant of another game than the one shown; %1 is that game's name</extracomment>
        <translation>このファイルは%1のバリアントです。そのゲームのバリアントに追加しました。</translation>
    </message>
</context>
<context>
    <name>VariantNames</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>A variant nobody has named yet, shown in the launcher and the variant lab; %1 its placeholder name ("Tokaido Duo (variant)"), %2 its file's id (my_variant_2)</extracomment>
        <translation>%1・%2</translation>
    </message>
</context>
<context>
    <name>WaveChip</name>
    <message>
        <source>Wave tile %1 (%2)</source>
        <extracomment>Accessible name of a wave tile; %1 its name, %2 its character (Pilgrim, ...)</extracomment>
        <translation>波タイル「%1」（%2）</translation>
    </message>
    <message>
        <source>Held by %1 (%2 board)</source>
        <extracomment>Wave tile: who holds it; %1 a player and %2 the character board it is on</extracomment>
        <translation>%1が所持（%2の旅人ボード）</translation>
    </message>
    <message>
        <source>On the board</source>
        <extracomment>Wave tile: nobody has taken it yet</extracomment>
        <translation>ボード上</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <extracomment>Wave tile tooltip: who holds it; %1 a player</extracomment>
        <translation>%1が所持</translation>
    </message>
    <message>
        <source>Take the wave tile %1 (%2) from %3</source>
        <extracomment>Keyboard and screen reader: what choosing a wave tile does; %1 its name, %2 its character, %3 the player it is taken from</extracomment>
        <translation>%3から波タイル「%1」（%2）を奪う</translation>
    </message>
    <message>
        <source>Take the wave tile %1 (%2)</source>
        <extracomment>Keyboard and screen reader: what choosing a wave tile does; %1 its name, %2 its character (Pilgrim, ...)</extracomment>
        <translation>波タイル「%1」（%2）を受け取る</translation>
    </message>
</context>
<context>
    <name>WavePanel</name>
    <message>
        <source>Wave tiles</source>
        <extracomment>Heading of the wave tiles (波タイル) and the hot spring token (温泉)</extracomment>
        <translation>波タイル</translation>
    </message>
    <message>
        <source>Hot spring: %1 may repeat a die once</source>
        <extracomment>The hot spring token's holder; %1 a player</extracomment>
        <translation>温泉：%1はダイスを1回くり返せます</translation>
    </message>
    <message>
        <source>Hot spring: on the board</source>
        <extracomment>The hot spring token is on the board</extracomment>
        <translation>温泉：ボード上</translation>
    </message>
</context>
<context>
    <name>YamlPane</name>
    <message>
        <source>Variant text (YAML)</source>
        <extracomment>Rules editor: accessible name of the YAML text of the variant</extracomment>
        <translation>バリアントのテキスト（YAML）</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson complete</source>
        <extracomment>Lesson panel ("Learn to play"), once the lesson's last step is played</extracomment>
        <translation>レッスン完了</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Lesson panel ("Learn to play"): the step the lesson waits at; %1 its number, %2 how many there are</extracomment>
        <translation>ステップ%1／%2</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <extracomment>Lesson panel ("Learn to play"), at the lesson's end: starts a game with the lesson's settings</extracomment>
        <translation>本番のゲームを始める</translation>
    </message>
</context>
</TS>