"""The Lone Wolves rule catalogue: every rule id of the spec, titled and explained in
English, German and Japanese.

The texts restate the game's rules in our own words for newcomers; explanations and
refusals cite these ids. The game's registration (``GAME`` in its package) names
``RULES``.
"""

from __future__ import annotations

from wolfpack.core.rules import Rule

RULES: tuple[Rule, ...] = (
    Rule(
        id="LW-C1",
        game="lone-wolves",
        title={
            "en": "Suits and territories",
            "de": "Farben und Gebiete",
            "ja": "スートと縄張り",
        },
        text={
            "en": (
                "There are five colours, and each one is both a card suit and a territory on the "
                "board. In board order they are black (Cave), brown (Desert), green (Swamp), white "
                "(Tundra) and red (Volcano)."
            ),
            "de": (
                "Es gibt fünf Farben, und jede ist zugleich eine Kartenfarbe und ein Gebiet auf "
                "dem Spielplan. In der Reihenfolge auf dem Plan sind das Schwarz (Höhle), Braun "
                "(Wüste), Grün (Sumpf), Weiß (Tundra) und Rot (Vulkan)."
            ),
            "ja": (
                "色は5つあり、それぞれがカードのスートであると同時に盤上の縄張りでもあります。"
                "盤上の並び順に、黒（洞窟）、茶（砂漠）、緑（沼地）、白（ツンドラ）、赤（火山）"
                "です。"
            ),
        },
    ),
    Rule(
        id="LW-C2",
        game="lone-wolves",
        title={
            "en": "Wolf cards",
            "de": "Die Wolfskarten",
            "ja": "狼カード",
        },
        text={
            "en": (
                "The game has 30 wolf cards: every one of the five suits has exactly one card of "
                "each value from 2 to 7. The back of every card shows a lone wolf, which has "
                "strength 1."
            ),
            "de": (
                "Das Spiel hat 30 Wolfskarten: In jeder der fünf Farben gibt es genau eine Karte "
                "von jedem Wert zwischen 2 und 7. Jede Karte zeigt auf ihrer Rückseite einen "
                "Einsamen Wolf mit Stärke 1."
            ),
            "ja": (
                "狼カードは30枚あり、5つのスートそれぞれに2から7までの値が1枚ずつあります。"
                "どのカードも裏面は強さ1の一匹狼です。"
            ),
        },
    ),
    Rule(
        id="LW-C3",
        game="lone-wolves",
        title={
            "en": "Scar tokens",
            "de": "Die Narbenplättchen",
            "ja": "傷トークン",
        },
        text={
            "en": (
                "There are 18 scar tokens with nine different effects, two tokens of each, and an "
                "effect applies to the territory where its owner places the scar. Strength: +1 "
                "strength for each card on the owner's side (lone wolves included), or +3 strength "
                "on the owner's side; at once: take a random card from the box and lay it, unseen "
                "and face down, as a lone wolf on the owner's side (a box wolf; nothing happens if "
                "the territory already holds 6 cards or the box is empty), or turn the territory's "
                "honor token over to its other side (a later flip turns it back again). Points for "
                "the owner's side: +1 per card (lone wolves included), +2 per lone wolf, +2 per "
                "face-up card, +3 per face-up card of value 2, 3 or 4, or +5 if the owner wins "
                "this territory's honor token."
            ),
            "de": (
                "Es gibt 18 Narbenplättchen mit neun verschiedenen Effekten, jeden davon zweimal; "
                "ein Effekt gilt in dem Gebiet, in das der Besitzer die Narbe legt. Stärke: +1 für "
                "jede Karte auf der eigenen Seite (Einsame Wölfe mitgezählt) oder +3 auf der "
                "eigenen Seite; sofort: eine zufällige Karte aus der Schachtel ungesehen und "
                "verdeckt als Einsamen Wolf auf die eigene Seite legen (ein Wolf aus der "
                "Schachtel; das entfällt, wenn das Gebiet schon 6 Karten hat oder die Schachtel "
                "leer ist), oder das Ehrenplättchen des Gebiets auf die andere Seite wenden (ein "
                "späteres Wenden dreht es wieder um). Punkte für die eigene Seite: +1 je Karte "
                "(Einsame Wölfe mitgezählt), +2 je Einsamen Wolf, +2 je offene Karte, +3 je offene "
                "Karte mit Wert 2, 3 oder 4, oder +5, wenn der Besitzer das Ehrenplättchen dieses "
                "Gebiets gewinnt."
            ),
            "ja": (
                "傷トークンは18枚あり、9種類の効果が2枚ずつで、"
                "効果は持ち主がその傷トークンを置いた縄張りに働きます。"
                "強さの効果は「持ち主側のカード（一匹狼を含む）1枚につき強さ+1」"
                "「持ち主側の強さ+3」、すぐに働く効果は「箱からランダムにカードを1枚取り、"
                "見ないで裏向きのまま一匹狼（箱の狼）として持ち主側に置く（その縄張りにすでに6枚あ"
                "るか箱が空なら何も起きない）」「その縄張りの名誉トークンを裏返す（後でまた裏返され"
                "ることもある）」です。得点の効果は持ち主側について「カード（一匹狼を含む）"
                "1枚につき1点」「一匹狼1枚につき2点」「表向きのカード1枚につき2点」"
                "「値が2・3・4の表向きのカード1枚につき3点」"
                "「持ち主がこの縄張りの名誉トークンを獲得したら5点」です。"
            ),
        },
    ),
    Rule(
        id="LW-C4",
        game="lone-wolves",
        title={
            "en": "Honor tokens",
            "de": "Die Ehrenplättchen",
            "ja": "名誉トークン",
        },
        text={
            "en": (
                "There are 5 double-sided honor tokens, and each side shows a point value. The "
                "default values (front/back) are 2/5, 3/6, 4/7, 5/3 and 6/4; they are only an "
                "assumption, so you can change them to the values printed in your copy of the game."
            ),
            "de": (
                "Es gibt 5 doppelseitige Ehrenplättchen, deren Seiten jeweils einen Punktwert "
                "zeigen. Voreingestellt sind die Werte (Vorderseite/Rückseite) 2/5, 3/6, 4/7, 5/3 "
                "und 6/4; das ist nur eine Annahme, die sich durch die Werte des eigenen Exemplars "
                "ersetzen lässt."
            ),
            "ja": (
                "名誉トークンは5枚あり、両面にそれぞれ得点が書かれています。既定値（表/裏）は2/5、"
                "3/6、4/7、5/3、6/4ですが、これは仮の値なので、"
                "手元のゲームに印刷されている値に変更できます。"
            ),
        },
    ),
    Rule(
        id="LW-C5",
        game="lone-wolves",
        title={
            "en": "Moon and Blood Moon",
            "de": "Mond und Blutmond",
            "ja": "月と血の月",
        },
        text={
            "en": "The Moon token is worth 5 points and the Blood Moon token is worth 3 points.",
            "de": "Das Mondplättchen ist 5 Punkte wert, das Blutmondplättchen 3 Punkte.",
            "ja": "月トークンは5点、血の月トークンは3点の価値があります。",
        },
    ),
    Rule(
        id="LW-C6",
        game="lone-wolves",
        title={
            "en": "Standard board side",
            "de": "Standardseite des Spielplans",
            "ja": "盤の標準面",
        },
        text={
            "en": (
                "On the standard side of the board, each territory has 3 scar spaces: 2 for "
                "face-down scars and 1 for a face-up scar. On their own side of each territory, "
                "every player also has pack spaces for the scars they collect; the default is 3 "
                "per territory (15 per player, enough for the at most 13 scars one player can "
                "collect), and you can change it to match your copy."
            ),
            "de": (
                "Auf der Standardseite des Spielplans hat jedes Gebiet 3 Narbenfelder, 2 für "
                "verdeckte und 1 für eine offene Narbe. Außerdem hat jeder Spieler auf seiner "
                "Seite jedes Gebiets Rudelfelder für gesammelte Narben; voreingestellt sind 3 pro "
                "Gebiet (15 pro Spieler, genug für die höchstens 13 Narben, die einer sammeln "
                "kann), und dieser Wert lässt sich an das eigene Exemplar anpassen."
            ),
            "ja": (
                "盤の標準面では、各縄張りに傷トークンのマスが3つ（裏向き用2つ、表向き用1つ）"
                "あります。さらに各プレイヤーには、各縄張りの自分側に集めた傷トークンを置く群れのマ"
                "スがあり、既定値は縄張りごとに3つ（1人15マスで、"
                "1人が集められる最大13枚に足りる数）ですが、手元のゲームに合わせて変更できます。"
            ),
        },
    ),
    Rule(
        id="LW-C7",
        game="lone-wolves",
        title={
            "en": "Advanced board side",
            "de": "Fortgeschrittenenseite des Spielplans",
            "ja": "盤の上級面",
        },
        text={
            "en": (
                "On the advanced side of the board, the Swamp has a 4th scar space, so it holds 3 "
                "face-down scars and 1 face-up scar. Each player has fewer pack spaces per "
                "territory but, in addition, border spaces between two neighbouring territories. "
                "The default is 2 pack spaces per territory per player plus one border space each "
                "between Cave and Desert, Desert and Swamp, Swamp and Tundra, and Tundra and "
                "Volcano (14 per player), and you can change these values to match your copy."
            ),
            "de": (
                "Auf der Fortgeschrittenenseite des Spielplans hat der Sumpf ein viertes "
                "Narbenfeld, dort liegen also 3 verdeckte und 1 offene Narbe. Jeder Spieler hat "
                "weniger Rudelfelder pro Gebiet, dafür aber zusätzlich Grenzfelder zwischen zwei "
                "benachbarten Gebieten. Voreingestellt sind pro Spieler 2 Rudelfelder je Gebiet "
                "und je ein Grenzfeld zwischen Höhle und Wüste, Wüste und Sumpf, Sumpf und Tundra "
                "sowie Tundra und Vulkan (14 pro Spieler), und diese Werte lassen sich an das "
                "eigene Exemplar anpassen."
            ),
            "ja": (
                "盤の上級面では沼地に4つ目の傷トークンのマスがあり、"
                "裏向き3つと表向き1つになります。各プレイヤーの縄張りごとの群れのマスは少なくなりま"
                "すが、その代わりに隣り合う2つの縄張りの間に境界マスがあります。"
                "既定値は1人につき縄張りごとに群れのマス2つと、洞窟と砂漠、砂漠と沼地、"
                "沼地とツンドラ、ツンドラと火山の間に境界マス1つずつ（1人14マス）ですが、"
                "手元のゲームに合わせて変更できます。"
            ),
        },
    ),
    Rule(
        id="LW-S1",
        game="lone-wolves",
        title={
            "en": "Laying out the scars",
            "de": "Narben auslegen",
            "ja": "傷トークンの配置",
        },
        text={
            "en": (
                "Shuffle the 18 scars face down and fill every scar space of every territory: face "
                "down on the face-down spaces and face up on the face-up space. The scars left "
                "over (3, or 2 on the advanced side) go back into the box without anyone seeing "
                "them."
            ),
            "de": (
                "Die 18 Narbenplättchen werden verdeckt gemischt und auf alle Narbenfelder aller "
                "Gebiete verteilt: auf die verdeckten Felder verdeckt, auf das offene Feld offen. "
                "Die übrigen Narben (3, auf der Fortgeschrittenenseite 2) kommen ungesehen zurück "
                "in die Schachtel."
            ),
            "ja": (
                "18枚の傷トークンを裏向きのまま混ぜ、すべての縄張りの傷トークンのマスを埋めます（裏"
                "向きのマスには裏向きで、表向きのマスには表向きで）。"
                "余った傷トークン（標準面で3枚、上級面で2枚）は誰も見ずに箱に戻します。"
            ),
        },
    ),
    Rule(
        id="LW-S2",
        game="lone-wolves",
        title={
            "en": "Laying out honor tokens",
            "de": "Ehrenplättchen auslegen",
            "ja": "名誉トークンの配置",
        },
        text={
            "en": "Shuffle the honor tokens and put one on each territory with a random side up.",
            "de": (
                "Die Ehrenplättchen werden gemischt, und jedes Gebiet bekommt eines, mit "
                "zufälliger Seite nach oben."
            ),
            "ja": "名誉トークンを混ぜ、各縄張りに1枚ずつ、ランダムな面を上にして置きます。",
        },
    ),
    Rule(
        id="LW-S3",
        game="lone-wolves",
        title={
            "en": "Moons, no trump",
            "de": "Monde, kein Trumpf",
            "ja": "月と切り札なし",
        },
        text={
            "en": (
                "The Moon and the Blood Moon start next to the board. At the start of the game "
                "there is no trump."
            ),
            "de": (
                "Mond und Blutmond liegen zu Beginn neben dem Spielplan. Am Anfang des Spiels gibt "
                "es keinen Trumpf."
            ),
            "ja": (
                "月と血の月は、最初は盤の横に置いておきます。ゲーム開始時には切り札はありません。"
            ),
        },
    ),
    Rule(
        id="LW-S4",
        game="lone-wolves",
        title={
            "en": "Dealing the cards",
            "de": "Karten austeilen",
            "ja": "カードを配る",
        },
        text={
            "en": (
                "Shuffle the 30 cards; each player gets a hand of 13 of them. The remaining 4 "
                "cards go into the box without anyone seeing them."
            ),
            "de": (
                "Die 30 Karten werden gemischt, und jeder Spieler bekommt 13 davon. Die restlichen "
                "4 Karten kommen ungesehen in die Schachtel."
            ),
            "ja": (
                "30枚のカードを混ぜ、各プレイヤーに13枚ずつ配ります。"
                "残りの4枚は誰も見ずに箱に戻します。"
            ),
        },
    ),
    Rule(
        id="LW-S5",
        game="lone-wolves",
        title={
            "en": "First leader",
            "de": "Erstes Anspiel",
            "ja": "最初のリード",
        },
        text={
            "en": "One of the players is chosen to lead the first trick.",
            "de": "Einer der beiden Spieler wird bestimmt, den ersten Stich anzuspielen.",
            "ja": "最初のトリックをリードするプレイヤーを1人決めます。",
        },
    ),
    Rule(
        id="LW-T1",
        game="lone-wolves",
        title={
            "en": "Leading a card",
            "de": "Eine Karte anspielen",
            "ja": "リード",
        },
        text={
            "en": (
                "The leader plays any card from their hand onto their own side of any territory "
                "that is not full. The suit of that card becomes the led suit of the trick. The "
                "territory does not have to match the card's colour."
            ),
            "de": (
                "Wer am Anspiel ist, legt eine beliebige Handkarte auf die eigene Seite eines "
                "beliebigen Gebiets, das noch nicht voll ist. Die Farbe dieser Karte ist die "
                "angespielte Farbe des Stichs. Das Gebiet muss nicht zur Farbe der Karte passen."
            ),
            "ja": (
                "リードするプレイヤーは、手札から好きなカードを1枚、"
                "満員でない好きな縄張りの自分側に出します。"
                "このカードのスートがそのトリックのリードスートになります。"
                "縄張りの色はカードの色と同じでなくてもかまいません。"
            ),
        },
    ),
    Rule(
        id="LW-T2",
        game="lone-wolves",
        title={
            "en": "Follow suit",
            "de": "Farbe bedienen",
            "ja": "マストフォロー",
        },
        text={
            "en": (
                "The other player must play a card of the led suit if they have one; if they have "
                "none, they may play any card, a trump included. They also choose any territory "
                "that is not full, and it may be the same one the leader chose."
            ),
            "de": (
                "Der andere Spieler muss Farbe bedienen, also eine Karte der angespielten Farbe "
                "spielen, wenn er eine hat; hat er keine, darf er jede Karte spielen, auch einen "
                "Trumpf. Auch er wählt ein beliebiges Gebiet, das nicht voll ist, und das darf "
                "dasselbe sein wie beim Anspiel."
            ),
            "ja": (
                "もう一方のプレイヤーは、リードスートのカードを持っていれば必ずそれを出してフォロー"
                "しなければなりません。持っていなければ切り札を含むどのカードでも出せます。"
                "このプレイヤーも満員でない好きな縄張りを選べ、リードと同じ縄張りでもかまいません。"
            ),
        },
    ),
    Rule(
        id="LW-T3",
        game="lone-wolves",
        title={
            "en": "Full territory",
            "de": "Volles Gebiet",
            "ja": "満員の縄張り",
        },
        text={
            "en": (
                "A territory holds at most 6 cards, counting both sides together and including "
                "lone wolves and box wolves. Once a territory is full, no more cards can be played "
                "there, but scars may still be placed there. The board has 30 places in all, so "
                "there is always a territory that can take the next card."
            ),
            "de": (
                "Ein Gebiet fasst höchstens 6 Karten, beide Seiten zusammen, Einsame Wölfe und "
                "Wölfe aus der Schachtel mitgezählt. In ein volles Gebiet darf keine Karte mehr "
                "gelegt werden, Narben dürfen aber weiterhin dorthin. Da der Spielplan insgesamt "
                "30 Plätze hat, gibt es immer ein Gebiet, das die nächste Karte aufnehmen kann."
            ),
            "ja": (
                "1つの縄張りに置けるカードは両側合わせて最大6枚で、一匹狼も箱の狼も数に入ります。"
                "満員の縄張りにはもうカードを出せませんが、傷トークンは置けます。"
                "盤には全部で30枚分の場所があるので、次のカードを出せる縄張りは必ずあります。"
            ),
        },
    ),
    Rule(
        id="LW-T4",
        game="lone-wolves",
        title={
            "en": "The 3's effect",
            "de": "Effekt der 3",
            "ja": "3の効果",
        },
        text={
            "en": (
                "Whoever plays a 3, whether leading or following, immediately turns one face-down "
                "scar in the territory where they played it face up, if there is one. If there are "
                "two or more face-down scars there, that player chooses which one (by its "
                "position)."
            ),
            "de": (
                "Wer eine 3 spielt, egal ob als erster oder als zweiter Spieler im Stich, deckt "
                "sofort eine verdeckte Narbe in dem Gebiet auf, in das die Karte gelegt wurde, "
                "sofern dort eine liegt. Liegen dort zwei oder mehr verdeckte Narben, entscheidet "
                "dieser Spieler (nach ihrer Position), welche aufgedeckt wird."
            ),
            "ja": (
                "3を出したプレイヤーは、リードした場合でも後から出した場合でも、"
                "出した縄張りに裏向きの傷トークンがあれば、すぐにそのうち1枚を表向きにします。"
                "裏向きの傷トークンが2枚以上あるときは、どれを表にするかをそのプレイヤーが（位置で"
                "）選びます。"
            ),
        },
    ),
    Rule(
        id="LW-T5",
        game="lone-wolves",
        title={
            "en": "Winning the trick",
            "de": "Wer den Stich gewinnt",
            "ja": "トリックの勝敗",
        },
        text={
            "en": (
                "If there is a trump suit and a trump card is in the trick, the higher trump wins. "
                "Otherwise the higher card of the led suit wins."
            ),
            "de": (
                "Gibt es eine Trumpffarbe und liegt ein Trumpf im Stich, gewinnt der höhere "
                "Trumpf. Andernfalls gewinnt die höhere Karte der angespielten Farbe."
            ),
            "ja": (
                "切り札のスートがあり、トリックに切り札が含まれていれば、"
                "高いほうの切り札が勝ちます。そうでなければ、"
                "リードスートの高いほうのカードが勝ちます。"
            ),
        },
    ),
    Rule(
        id="LW-T6",
        game="lone-wolves",
        title={
            "en": "The 2 beats the 7",
            "de": "Die 2 schlägt die 7",
            "ja": "2は7に勝つ",
        },
        text={
            "en": (
                "When the 2 and the 7 of the same suit meet in one trick, the 2 wins. This "
                "exception holds for that comparison only; otherwise higher values beat lower "
                "ones, from 7 down to 2."
            ),
            "de": (
                "Treffen die 2 und die 7 derselben Farbe in einem Stich aufeinander, gewinnt die "
                "2. Diese Ausnahme gilt nur für diesen Vergleich; sonst schlagen höhere Werte "
                "niedrigere, von der 7 bis hinunter zur 2."
            ),
            "ja": (
                "同じスートの2と7が同じトリックで出会うと、2が勝ちます。"
                "この例外はその組み合わせの比較だけに当てはまり、"
                "それ以外では7が最も強く2が最も弱い、値の大きい順の強さです。"
            ),
        },
    ),
    Rule(
        id="LW-T7",
        game="lone-wolves",
        title={
            "en": "Trick winner",
            "de": "Gewinner des Stichs",
            "ja": "トリックの勝者",
        },
        text={
            "en": (
                "The winner's card stays face up and counts its full value as strength. The winner "
                "leads the next trick."
            ),
            "de": (
                "Die Karte des Gewinners bleibt offen liegen und zählt mit ihrem vollen Wert als "
                "Stärke. Der Gewinner spielt den nächsten Stich an."
            ),
            "ja": (
                "勝者のカードは表向きのまま残り、その値がそのまま強さになります。"
                "勝者が次のトリックをリードします。"
            ),
        },
    ),
    Rule(
        id="LW-T8",
        game="lone-wolves",
        title={
            "en": "Trick loser",
            "de": "Verlierer des Stichs",
            "ja": "トリックの敗者",
        },
        text={
            "en": (
                "The loser flips their card face down, so that it becomes a lone wolf of strength "
                "1. Then they take one scar of their choice, face up or face down, from the "
                "territory where that lone wolf lies, if any scar is left there; if none is left, "
                "they get no scar. A scar that was just revealed by a 3 is one option among the "
                "others: the loser does not have to take it."
            ),
            "de": (
                "Der Verlierer dreht seine Karte auf die Seite mit dem Einsamen Wolf, der nur "
                "Stärke 1 hat. Danach nimmt er eine Narbe seiner Wahl, offen oder verdeckt, aus "
                "dem Gebiet, wo diese Karte nun als Einsamer Wolf liegt, falls dort noch eine ist; "
                "ist keine mehr übrig, bekommt er keine Narbe. Eine gerade durch eine 3 "
                "aufgedeckte Narbe darf er nehmen, muss es aber nicht."
            ),
            "ja": (
                "敗者は自分のカードを裏返して一匹狼の面にします（強さ1）。次に、"
                "その一匹狼がいる縄張りに傷トークンが残っていれば、"
                "表向きか裏向きかを問わず好きな1枚を取ります（残っていなければ何も取りません）。"
                "3で表向きにされたばかりの傷トークンを取る義務はありません。"
            ),
        },
    ),
    Rule(
        id="LW-T9",
        game="lone-wolves",
        title={
            "en": "Placing the scar",
            "de": "Narbe platzieren",
            "ja": "傷トークンを置く",
        },
        text={
            "en": (
                "The loser looks at the scar and puts it face up on an empty pack space on their "
                "own side of any territory (on the advanced side also on a border space); its "
                "effect belongs to that territory, or on a border space to both neighbouring "
                "territories. Box wolf and honor flip effects happen at once. A box wolf on a "
                "border space puts one box card into each neighbouring territory that is not full, "
                "the one earlier in board order first, as long as the box still has cards."
            ),
            "de": (
                "Der Verlierer sieht sich die Narbe an und legt sie offen auf ein leeres Rudelfeld "
                "auf seiner Seite eines beliebigen Gebiets (auf der Fortgeschrittenenseite auch "
                "auf ein Grenzfeld); ihr Effekt gehört zu diesem Gebiet, auf einem Grenzfeld zu "
                "beiden Nachbargebieten. Die Effekte Wolf aus der Schachtel und Ehrenplättchen "
                "wenden wirken sofort. Liegt ein Wolf aus der Schachtel auf einem Grenzfeld, kommt "
                "in jedes nicht volle Nachbargebiet eine Karte aus der Schachtel, zuerst in das in "
                "der Planreihenfolge frühere, solange die Schachtel noch Karten enthält."
            ),
            "ja": (
                "敗者は取った傷トークンを見てから、好きな縄張りの自分側の空いている群れのマス（上級"
                "面では境界マスも可）に表向きで置き、その効果はその縄張りに、"
                "境界マスなら隣り合う両方の縄張りに属します。"
                "箱の狼と名誉トークン反転の効果はすぐに起こります。境界マスに置いた箱の狼は、"
                "満員でない隣の縄張りそれぞれに箱のカードを1枚ずつ、盤の並び順で先の縄張りから、"
                "箱にカードが残っている限り置きます。"
            ),
        },
    ),
    Rule(
        id="LW-T10",
        game="lone-wolves",
        title={
            "en": "The Moon",
            "de": "Der Mond",
            "ja": "月",
        },
        text={
            "en": (
                "The first time in the game that the last scar leaves a territory, the Moon is put "
                "on that territory. From the next trick on, that territory's colour is trump."
            ),
            "de": (
                "Verlässt zum ersten Mal im Spiel die letzte Narbe ein Gebiet, kommt der Mond "
                "dorthin. Vom folgenden Stich an ist die Farbe dieses Gebiets Trumpf."
            ),
            "ja": (
                "ゲーム中に初めて、ある縄張りから最後の傷トークンがなくなったとき、"
                "その縄張りに月を置きます。次のトリックから、その縄張りの色が切り札になります。"
            ),
        },
    ),
    Rule(
        id="LW-T11",
        game="lone-wolves",
        title={
            "en": "The Blood Moon",
            "de": "Der Blutmond",
            "ja": "血の月",
        },
        text={
            "en": (
                "The second time a territory loses its last scar, the Blood Moon is put on it, and "
                "from the next trick on its colour is trump; the Moon's colour is then no longer "
                "trump. Territories that lose their last scar after that change nothing."
            ),
            "de": (
                "Verliert zum zweiten Mal ein Gebiet seine letzte Narbe, kommt der Blutmond "
                "darauf, und ab dem nächsten Stich ist seine Farbe Trumpf; die Farbe des Mondes "
                "ist dann kein Trumpf mehr. Gebiete, die danach ihre letzte Narbe verlieren, "
                "ändern nichts mehr."
            ),
            "ja": (
                "2回目にある縄張りから最後の傷トークンがなくなったときは、"
                "その縄張りに血の月を置き、次のトリックからその色が切り札になり、"
                "月の色はもう切り札ではなくなります。それ以降に傷トークンがなくなった縄張りでは何も"
                "変わりません。"
            ),
        },
    ),
    Rule(
        id="LW-E1",
        game="lone-wolves",
        title={
            "en": "End of the game",
            "de": "Ende des Spiels",
            "ja": "ゲームの終了",
        },
        text={
            "en": "The game ends after the 13th trick, when both players' hands are empty.",
            "de": (
                "Das Spiel endet nach dem 13. Stich, wenn beide Spieler keine Karten mehr auf der "
                "Hand haben."
            ),
            "ja": "13回目のトリックが終わり、両プレイヤーの手札がなくなったらゲーム終了です。",
        },
    ),
    Rule(
        id="LW-E2",
        game="lone-wolves",
        title={
            "en": "Strength of a side",
            "de": "Stärke einer Seite",
            "ja": "縄張りでの強さ",
        },
        text={
            "en": (
                "A player's strength in a territory is the sum of the values of their face-up "
                "cards there, plus 1 for each of their lone wolves there (box wolves included), "
                "plus the bonus of their strength scars in that territory (+1 per card, and +3)."
            ),
            "de": (
                "Die Stärke eines Spielers in einem Gebiet ist die Summe der Werte seiner offenen "
                "Karten dort, plus 1 für jeden seiner Einsamen Wölfe dort (Wölfe aus der Schachtel "
                "mitgezählt), plus der Bonus seiner Stärke-Narben in diesem Gebiet (+1 je Karte "
                "und +3)."
            ),
            "ja": (
                "ある縄張りでのプレイヤーの強さは、その縄張りの自分側にある表向きのカードの値の合計"
                "に、一匹狼1枚につき1（箱の狼も含む）と、"
                "そこにある自分の強さの傷トークン（カード1枚につき+1、および+3）を加えたものです。"
            ),
        },
    ),
    Rule(
        id="LW-E3",
        game="lone-wolves",
        title={
            "en": "Winning a territory",
            "de": "Gebiet gewinnen",
            "ja": "縄張りの獲得",
        },
        text={
            "en": (
                "In each territory, the side with the higher strength wins the honor token, worth "
                "the value now face up, and the Moon or Blood Moon if one lies there. If both "
                "sides are equally strong, nobody wins them."
            ),
            "de": (
                "In jedem Gebiet gewinnt die Seite mit der höheren Stärke das Ehrenplättchen mit "
                "dem Wert, der gerade oben liegt, und dazu Mond oder Blutmond, falls einer dort "
                "liegt. Sind beide Seiten gleich stark, gewinnt niemand etwas davon."
            ),
            "ja": (
                "各縄張りで強さが高いほうの側が、その縄張りの名誉トークン（いま表になっている値）"
                "と、そこに月か血の月があればそれも獲得します。強さが同じなら、"
                "どちらも獲得しません。"
            ),
        },
    ),
    Rule(
        id="LW-E4",
        game="lone-wolves",
        title={
            "en": "Counting points",
            "de": "Punkte zählen",
            "ja": "得点計算",
        },
        text={
            "en": (
                "Territory by territory, each player adds up their honor tokens, the Moon (5 "
                "points), the Blood Moon (3 points) and the points from their scars. Scar points "
                "count whether or not the owner won that territory, except for the scar that gives "
                "5 points for winning the honor token."
            ),
            "de": (
                "Gebiet für Gebiet zählt jeder Spieler seine Ehrenplättchen, den Mond (5 Punkte), "
                "den Blutmond (3 Punkte) und die Punkte seiner Narben zusammen. Narbenpunkte "
                "zählen auch dann, wenn der Besitzer das Gebiet nicht gewonnen hat; ausgenommen "
                "ist nur die Narbe, die 5 Punkte für das gewonnene Ehrenplättchen gibt."
            ),
            "ja": (
                "各プレイヤーは縄張りごとに、名誉トークン、月（5点）、血の月（3点）、"
                "傷トークンの得点を合計します。傷トークンの得点は、"
                "持ち主がその縄張りを獲得したかどうかに関係なく入りますが、"
                "名誉トークンを獲得したら5点になる傷トークンだけは例外です。"
            ),
        },
    ),
    Rule(
        id="LW-E5",
        game="lone-wolves",
        title={
            "en": "Winning the game",
            "de": "Wer gewinnt",
            "ja": "ゲームの勝者",
        },
        text={
            "en": (
                "The player with the most points wins. If the points are tied, the player with "
                "more lone wolves on the board wins; if that is tied as well, the game is a draw."
            ),
            "de": (
                "Wer die meisten Punkte hat, gewinnt. Bei Punktgleichstand gewinnt, wer mehr "
                "Einsame Wölfe auf dem Spielplan hat; herrscht auch dann Gleichstand, endet das "
                "Spiel unentschieden."
            ),
            "ja": (
                "得点が最も多いプレイヤーの勝ちです。同点なら盤上の一匹狼が多いほうが勝ち、"
                "それも同じなら引き分けです。"
            ),
        },
    ),
    Rule(
        id="LW-H1",
        game="lone-wolves",
        title={
            "en": "Hands are private",
            "de": "Geheime Handkarten",
            "ja": "手札は非公開",
        },
        text={
            "en": "Only its owner sees a hand.",
            "de": "Die Handkarten sieht nur ihr Besitzer.",
            "ja": "手札を見られるのは持ち主だけです。",
        },
    ),
    Rule(
        id="LW-H2",
        game="lone-wolves",
        title={
            "en": "Face-down scars",
            "de": "Verdeckte Narben",
            "ja": "裏向きの傷トークン",
        },
        text={
            "en": "Nobody sees a face-down scar until it is revealed by a 3 or taken by a player.",
            "de": (
                "Eine verdeckte Narbe sieht niemand, bis sie durch eine 3 aufgedeckt oder von "
                "einem Spieler genommen wird."
            ),
            "ja": "裏向きの傷トークンは、3で表向きにされるか誰かに取られるまで、誰も見られません。",
        },
    ),
    Rule(
        id="LW-H3",
        game="lone-wolves",
        title={
            "en": "The box stays secret",
            "de": "Geheime Schachtel",
            "ja": "箱の中身は秘密",
        },
        text={
            "en": (
                "Nobody ever sees the 4 cards in the box or the unused scars. A box wolf is put "
                "down without being looked at and stays face down."
            ),
            "de": (
                "Die 4 Karten in der Schachtel und die unbenutzten Narben sieht nie jemand. Ein "
                "Wolf aus der Schachtel wird ungesehen angelegt und bleibt verdeckt."
            ),
            "ja": (
                "箱の中の4枚のカードと使われなかった傷トークンは、最後まで誰も見られません。"
                "箱の狼は誰も見ずに置かれ、裏向きのままです。"
            ),
        },
    ),
    Rule(
        id="LW-H4",
        game="lone-wolves",
        title={
            "en": "Public information",
            "de": "Offene Informationen",
            "ja": "公開情報",
        },
        text={
            "en": (
                "Everything else is open to both players: the cards on the board, face-up scars, "
                "the honor tokens, the Moon and Blood Moon, the trump suit and how many cards each "
                "hand holds."
            ),
            "de": (
                "Alles andere sehen beide Spieler: die Karten auf dem Spielplan, offene Narben, "
                "die Ehrenplättchen, Mond und Blutmond, den Trumpf und wie viele Karten jeder auf "
                "der Hand hat."
            ),
            "ja": (
                "それ以外はすべて公開です。盤上のカード、表向きの傷トークン、名誉トークン、"
                "月と血の月、切り札、そして各プレイヤーの手札の枚数です。"
            ),
        },
    ),
)
"""Every rule of Lone Wolves, in spec order."""
