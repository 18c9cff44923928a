"""The Triqueta rule catalogue (with the Hidden Wolves expansion): every rule id of the
spec, titled and explained in English, German and Japanese.

The texts restate the game's rules in our own words for newcomers; explanations and refusals
cite these ids. The game's registration (``GAME`` in its
package) names ``RULES``.
"""

from __future__ import annotations

from wolfpack.core.rules import Rule

GAME = "triqueta"


def _rule(rule_id: str, title: dict[str, str], text: dict[str, str]) -> Rule:
    return Rule(id=rule_id, game=GAME, title=title, text=text)


RULES: tuple[Rule, ...] = (
    _rule(
        "TQ-C1",
        {"en": "Light animal tiles", "de": "Helle Tierplättchen", "ja": "明るい動物タイル"},
        {
            "en": "The base game has 60 light tiles: ten each of six animals. Three of one "
            "animal make a triqueta worth the animal's value: hare 5, owl 6, deer 7, boar 8, "
            "ram 9, bear 10.",
            "de": "Das Grundspiel hat 60 helle Tiersteine, je zehn von sechs Tieren. Drei "
            "gleiche Tiere bilden ein Triqueta mit dem Wert des Tiers: Hase 5, Eule 6, Hirsch 7, "
            "Wildschwein 8, Widder 9, Bär 10.",
            "ja": "基本ゲームには通常タイルが60枚、6種類の動物が10枚ずつあります。同じ動物3枚で"
            "その動物の値のトリケタになります：ウサギ5、フクロウ6、シカ7、イノシシ8、ヒツジ9、"
            "クマ10。",
        },
    ),
    _rule(
        "TQ-C2",
        {"en": "Shadow tiles", "de": "Schattenplättchen", "ja": "影のタイル"},
        {
            "en": "Hidden Wolves adds 15 shadow tiles with dark backs, so everyone can tell a "
            "shadow tile from a light one even face down: nine wolves (a wolf triqueta is worth "
            "11) and a single hare, owl, deer, boar, ram and bear.",
            "de": "Hidden Wolves bringt 15 Schattenplättchen mit dunkler Rückseite, die man "
            "auch verdeckt von hellen unterscheiden kann: neun Wölfe (ein Wolfs-Triqueta ist 11 "
            "wert) und je ein Hase, eine Eule, ein Hirsch, ein Wildschwein, ein Widder und ein "
            "Bär.",
            "ja": "Hidden Wolves拡張では裏面の暗い影のタイルが15枚加わり、裏向きでも通常タイル"
            "と見分けられます。オオカミ9枚（オオカミのトリケタは11点）と、ウサギ・フクロウ・"
            "シカ・イノシシ・ヒツジ・クマが1枚ずつです。",
        },
    ),
    _rule(
        "TQ-C3",
        {"en": "Markers and trees", "de": "Marker und Bäume", "ja": "マーカーと木"},
        {
            "en": "Each player has a row marker. Three tree tiles are worth 1 point each, and "
            "the start marker is worth 1 point too.",
            "de": "Jede Person hat einen Reihenmarker. Drei Baumplättchen zählen je 1 Punkt, "
            "und auch der Startmarker zählt 1 Punkt.",
            "ja": "各プレイヤーは列マーカーを1つ持ちます。木タイル3枚はそれぞれ1点、スタート"
            "マーカーも1点です。",
        },
    ),
    _rule(
        "TQ-S1",
        {"en": "Building the towers", "de": "Die Türme aufbauen", "ja": "タワーを作る"},
        {
            "en": "Mix the light tiles face down and build 4 towers of 15, each made of 5 "
            "stacks of 3. With Hidden Wolves, mix the shadow tiles on their own and slide one "
            "under each stack of three of the towers, so those towers hold 20 tiles with a "
            "shadow layer at the bottom.",
            "de": "Mische die hellen Tiersteine verdeckt und baue 4 Türme zu 15, jeder aus 5 "
            "Stapeln zu 3. Mit Hidden Wolves mischt man die Schatten-Tiersteine getrennt und legt "
            "unter jeden Stapel von drei Türmen einen, sodass diese Türme 20 Tiersteine mit einer "
            "Schattenschicht ganz unten haben.",
            "ja": "通常タイルを裏向きで混ぜ、3枚のスタック5つからなる15枚のタワーを4基作ります。"
            "Hidden Wolvesでは影のタイルを別に混ぜ、3基のタワーの各スタックの一番下に1枚ずつ"
            "入れます。これらのタワーは20枚で、最下層が影の層になります。",
        },
    ),
    _rule(
        "TQ-S2",
        {
            "en": "Trees and the first tower",
            "de": "Bäume und erster Turm",
            "ja": "木と最初のタワー",
        },
        {
            "en": "Put a tree tile on three of the towers. The fourth tower, the one without a "
            "tree (with Hidden Wolves: the one without shadow tiles), is played in the first "
            "round.",
            "de": "Lege auf drei Türme je ein Baumplättchen. Der vierte Turm ohne Baum (mit "
            "Hidden Wolves: der ohne Schattenplättchen) wird in der ersten Runde gespielt.",
            "ja": "3基のタワーに木タイルを1枚ずつ載せます。木のない4基目（Hidden Wolvesでは影の"
            "タイルがないタワー）が第1ラウンドで使われます。",
        },
    ),
    _rule(
        "TQ-S3",
        {"en": "Rows and start player", "de": "Reihen und Startperson", "ja": "列と開始プレイヤー"},
        {
            "en": "There is one row per player on the table. One player is chosen to begin and "
            "receives the start marker.",
            "de": "Auf dem Tisch liegt eine Reihe pro Person. Eine Person wird als Startperson "
            "bestimmt und bekommt den Startmarker.",
            "ja": "場にはプレイヤーの人数分の列を並べます。開始プレイヤーを1人決め、その人が"
            "スタートマーカーを受け取ります。",
        },
    ),
    _rule(
        "TQ-T1",
        {
            "en": "Your turn: draw or take",
            "de": "Dein Zug: ziehen oder nehmen",
            "ja": "手番：引くか取るか",
        },
        {
            "en": "On your turn you either draw or take a row. Draw: take the top tile of any "
            "stack of the current tower (a shadow tile can be drawn only once no light tile "
            "covers it) and look at it alone. A light tile is then laid face up at the end of "
            "any row still on the table, or kept face down in front of you, but you may keep at "
            "most 2 light tiles face down in the whole game. A shadow tile always stays face "
            "down in front of you, with no limit. Take a row: take every tile of one row on the "
            "table, even if it is empty; its marker leaves and you are out for the rest of the "
            "round.",
            "de": "Im Zug ziehst du entweder oder nimmst eine Reihe. Ziehen: nimm den obersten "
            "Tierstein eines beliebigen Stapels des aktuellen Turms (einen Schatten-Tierstein "
            "erst, wenn kein heller mehr darauf liegt) und sieh ihn dir allein an. Einen hellen "
            "legst du offen ans Ende einer ausliegenden Reihe oder behältst ihn verdeckt; im "
            "ganzen Spiel darfst du aber höchstens 2 helle Tiersteine verdeckt behalten. Ein "
            "Schatten-Tierstein bleibt immer verdeckt bei dir, ohne Grenze. Reihe nehmen: nimm "
            "alle Tiersteine einer ausliegenden Reihe, auch einer leeren; ihr Marker geht, und "
            "du setzt für den Rest der Runde aus.",
            "ja": "手番では「引く」か「列を取る」のどちらかを行います。引く：現在のタワーの好きな"
            "スタックから一番上のタイルを取り（影のタイルは上に通常タイルがなくなってから）、"
            "自分だけで確認します。通常タイルは場に残っている列の最後に表向きで置くか、裏向き"
            "で手元に置きます。ただし裏向きにできる通常タイルはゲーム全体で2枚までです。影の"
            "タイルは必ず裏向きで手元に置き、枚数の制限はありません。列を取る：場の列を1つ、空で"
            "も中身ごと取ります。列マーカーは外れ、そのラウンドの残りは休みます。",
        },
    ),
    _rule(
        "TQ-T2",
        {"en": "Row length", "de": "Reihenlänge", "ja": "列の長さ"},
        {
            "en": "A row may grow as long as the players like (the printed rules leave this open; "
            "the board settles it so; the components can set "
            "a limit).",
            "de": "Eine Reihe darf beliebig lang werden (die gedruckten Regeln lassen das offen; "
            "das Brett legt es so fest; das Material kann eine "
            "Grenze setzen).",
            "ja": "列の長さに制限はありません（印刷されたルールにはない、この盤面での取り決めです"
            "。コンポーネント設定で上限を決められます）。",
        },
    ),
    _rule(
        "TQ-T3",
        {"en": "Empty tower", "de": "Leerer Turm", "ja": "空のタワー"},
        {
            "en": "Once the current tower is empty, everyone still in the round can only take "
            "a row (the printed rules leave this open; the board settles it so).",
            "de": "Ist der aktuelle Turm leer, kann jede Person, die noch in der Runde ist, nur "
            "noch eine Reihe nehmen (die gedruckten Regeln lassen das offen; das Brett legt es so "
            "fest).",
            "ja": "現在のタワーが空になったら、ラウンドに残っているプレイヤーは列を取ることしか"
            "できません（印刷されたルールにはない、この盤面での取り決めです）。",
        },
    ),
    _rule(
        "TQ-T4",
        {
            "en": "The last player in a round",
            "de": "Die letzte Person der Runde",
            "ja": "ラウンド最後の1人",
        },
        {
            "en": "When only one player is left in the round, they go on drawing and placing "
            "or keeping as long as they like, until they take the last row or the tower runs "
            "out. Tiles still in the tower then leave the game.",
            "de": "Ist nur noch eine Person in der Runde, zieht sie weiter und legt an oder "
            "behält, so lange sie will, bis sie die letzte Reihe nimmt oder der Turm leer ist. "
            "Tiersteine, die dann noch im Turm sind, verlassen das Spiel.",
            "ja": "ラウンドに1人だけ残ったら、その人は最後の列を取るかタワーが空になるまで、"
            "好きなだけ引いて置く（または手元に置く）ことができます。そのときタワーに残った"
            "タイルはゲームから除外されます。",
        },
    ),
    _rule(
        "TQ-T5",
        {"en": "End of a round", "de": "Ende einer Runde", "ja": "ラウンドの終わり"},
        {
            "en": "Whoever takes the last row of a round gets the start marker, picks the next "
            "tower among those not yet played and takes its tree tile. The game ends after the "
            "fourth round; the start marker then stays with whoever began round four "
            "(the printed rules leave this open; the board settles it so).",
            "de": "Wer die letzte Reihe einer Runde nimmt, bekommt den Startmarker, wählt den "
            "nächsten Turm unter den noch ungespielten und nimmt dessen Baumplättchen. Nach der "
            "vierten Runde endet das Spiel; der Startmarker bleibt dann bei der Person, die "
            "Runde vier begonnen hat (die gedruckten Regeln lassen das offen; das Brett legt es so "
            "fest).",
            "ja": "ラウンドの最後の列を取った人がスタートマーカーを受け取り、まだ使っていない"
            "タワーから次のタワーを選んでその木タイルを取ります。4ラウンド目の後にゲームは終了"
            "し、スタートマーカーは第4ラウンドを始めた人の手元に残ります（印刷されたルールにはない"
            "、この盤面での取り決めです）。",
        },
    ),
    _rule(
        "TQ-T6",
        {"en": "Turn order", "de": "Zugreihenfolge", "ja": "手番の順序"},
        {
            "en": "Turns go clockwise, starting with the start player.",
            "de": "Gespielt wird im Uhrzeigersinn, beginnend bei der Startperson.",
            "ja": "手番は開始プレイヤーから時計回りに進みます。",
        },
    ),
    _rule(
        "TQ-V1",
        {"en": "Two players: draw two", "de": "Zu zweit: zwei ziehen", "ja": "2人用：2枚引く"},
        {
            "en": "In the 2-player variant of Hidden Wolves a draw takes two tiles, one after "
            "the other, and you look at both. Shadow tiles stay face down with you. Each light "
            "tile gets one option: lay it in a row, keep it face down (still at most 2 in the "
            "game), or put it face down back in the box, out of the game. If both are light, "
            "they must get two different options.",
            "de": "In der Variante für 2 Personen von Hidden Wolves zieht man zwei Tiersteine "
            "nacheinander und sieht sich beide an. Schatten-Tiersteine bleiben verdeckt bei dir. "
            "Jeder helle Tierstein bekommt eine Möglichkeit: an eine Reihe legen, verdeckt "
            "behalten (weiter höchstens 2 im Spiel) oder verdeckt zurück in die Schachtel, aus "
            "dem Spiel. Sind beide hell, brauchen sie zwei verschiedene Möglichkeiten.",
            "ja": "Hidden Wolvesの2人用バリアントでは、1回の「引く」で2枚を順に引き、両方を確認"
            "します。影のタイルは裏向きで手元に置きます。通常タイルはそれぞれ、列に置く・"
            "裏向きで手元に置く（ゲーム全体で2枚まで）・裏向きで箱に戻して除外する、のどれか"
            "1つにします。2枚とも明るいなら、異なる選択肢にしなければなりません。",
        },
    ),
    _rule(
        "TQ-V2",
        {
            "en": "Two players: the last tile",
            "de": "Zu zweit: der letzte Tierstein",
            "ja": "2人用：最後の1枚",
        },
        {
            "en": "In the 2-player variant, when only one tile is left in the current tower you "
            "may not draw; take a row instead.",
            "de": "In der Variante für 2 Personen darf man nicht ziehen, wenn nur noch ein "
            "Tierstein im aktuellen Turm liegt; stattdessen nimmt man eine Reihe.",
            "ja": "2人用バリアントでは、現在のタワーに1枚しか残っていないときは引けず、列を取り"
            "ます。",
        },
    ),
    _rule(
        "TQ-E1",
        {"en": "Revealing at the end", "de": "Aufdecken am Ende", "ja": "最後の公開"},
        {
            "en": "At the end, each player chooses for each of their face-down light tiles "
            "whether it counts; the others go back to the box unseen. Every shadow tile is "
            "turned over and always counts.",
            "de": "Am Ende wählt jede Person für jeden ihrer verdeckten hellen Tiersteine, ob er "
            "zählt; die übrigen kommen ungesehen in die Schachtel. Jeder Schatten-Tierstein wird "
            "aufgedeckt und zählt immer.",
            "ja": "最後に各プレイヤーは、裏向きの通常タイル1枚ごとに数えるかどうかを選びます。"
            "数えないものは見せずに箱へ戻します。影のタイルはすべて公開し、必ず数えます。",
        },
    ),
    _rule(
        "TQ-E2",
        {"en": "Scoring an animal", "de": "Ein Tier werten", "ja": "動物ごとの得点"},
        {
            "en": "Each animal is scored once, light and shadow tiles together: one tile is 1 "
            "point, two are 2 points, exactly three are the animal's value (a triqueta), and "
            "four or more score nothing for the set and lose 1 point for every tile past the "
            "third.",
            "de": "Jedes Tier wird einmal gewertet, helle und Schatten-Tiersteine zusammen: ein "
            "Tierstein 1 Punkt, zwei 2 Punkte, genau drei den Wert des Tiers (ein Triqueta), "
            "und vier oder mehr bringen für den Satz nichts und kosten 1 Punkt für jeden "
            "Tierstein über drei.",
            "ja": "動物ごとに、通常タイルと影のタイルを合わせて数えます。1枚は1点、2枚は2点、"
            "ちょうど3枚はその動物の値（トリケタ）、4枚以上はセットが0点になり、3枚を超えた"
            "1枚ごとに1点を失います。",
        },
    ),
    _rule(
        "TQ-E3",
        {"en": "Final score", "de": "Endwertung", "ja": "最終得点"},
        {
            "en": "Add 1 point for each tree tile and 1 for the start marker. The most points "
            "win; players who tie for the most share the victory (the printed rules leave this "
            "open; the board settles it so).",
            "de": "Dazu kommt 1 Punkt pro Baumplättchen und 1 für den Startmarker. Die meisten "
            "Punkte gewinnen; bei Gleichstand an der Spitze teilt man sich den Sieg "
            "(die gedruckten Regeln lassen das offen; das Brett legt es so fest).",
            "ja": "木タイル1枚につき1点、スタートマーカーに1点を加えます。最も得点の高い人の"
            "勝ちで、同点なら勝利を分け合います（印刷されたルールにはない、この盤面での取り決めで"
            "す）。",
        },
    ),
    _rule(
        "TQ-H1",
        {"en": "Tiles in the towers", "de": "Tiersteine in den Türmen", "ja": "タワーのタイル"},
        {
            "en": "Nobody knows the tiles in the towers; all anyone can see is whether a back "
            "is light or shadow.",
            "de": "Niemand kennt die Tiersteine in den Türmen; sichtbar ist nur, ob eine "
            "Rückseite hell oder dunkel ist.",
            "ja": "タワーのタイルは誰にもわかりません。見えるのは裏面が明るいか影かだけです。",
        },
    ),
    _rule(
        "TQ-H2",
        {"en": "Face-down tiles", "de": "Verdeckte Tiersteine", "ja": "裏向きのタイル"},
        {
            "en": "A light tile kept face down and every shadow tile are known only to the "
            "player in front of whom they lie.",
            "de": "Einen verdeckt behaltenen hellen Tierstein und jeden Schatten-Tierstein kennt "
            "nur die Person, vor der er liegt.",
            "ja": "裏向きで手元に置いた通常タイルと影のタイルは、その持ち主だけが知っています。",
        },
    ),
    _rule(
        "TQ-H3",
        {"en": "Tiles out of the game", "de": "Tiersteine aus dem Spiel", "ja": "除外されたタイル"},
        {
            "en": "Tiles put back in the box and tiles left over in a tower are seen by nobody.",
            "de": "Tiersteine, die in die Schachtel zurückgehen, und Reste im Turm sieht niemand.",
            "ja": "箱に戻したタイルとタワーに残ったタイルは誰にも見られません。",
        },
    ),
)
"""Every rule of Triqueta with Hidden Wolves, in spec order."""
