"""The Wolves rule catalogue: every rule id of the spec, titled and explained in English,
German and Japanese.

The texts restate the game's rules in our own words for newcomers; explanations and
refusals cite these ids. The game's registration (``GAME`` in its package) names
``RULES``.
"""

from __future__ import annotations

from wolfpack.core.rules import Rule

GAME = "the-wolves"


def _rule(rule_id: str, title: tuple[str, str, str], text: tuple[str, str, str]) -> Rule:
    return Rule(
        id=rule_id,
        game=GAME,
        title=dict(zip(("en", "de", "ja"), title, strict=True)),
        text=dict(zip(("en", "de", "ja"), text, strict=True)),
    )


RULES: tuple[Rule, ...] = (
    _rule(
        "TW-C1",
        ("Terrains", "Geländearten", "地形"),
        (
            "Every land hex shows one of five terrains: forest, rock, grass, tundra or desert. "
            "Water sources and the chasm in the middle of the start tile are not land: no piece "
            "ever stands on them or walks across them.",
            "Jedes Landfeld zeigt eine von fünf Geländearten: Wald, Felsen, Gras, Tundra oder "
            "Wüste. Wasserquellen und die Schlucht in der Mitte des Starttableaus sind kein "
            "Land: keine Figur steht je darauf oder läuft hindurch.",
            "陸のヘクスはそれぞれ森・岩場・草原・ツンドラ・砂漠のいずれかの地形です。水源と"
            "スタートタイル中央の裂け目は陸ではなく、駒が止まることも通り抜けることもできません。",
        ),
    ),
    _rule(
        "TW-C2",
        ("A player's pack and board", "Rudel und Spielertableau", "群れとプレイヤーボード"),
        (
            "You start with two alphas and two pack wolves for the map. Your board holds eight "
            "more wolves, which come out in a fixed order (two pack wolves, an alpha, two pack "
            "wolves, an alpha, two pack wolves), twelve dens on three tracks of four (pack "
            "spread, wolf speed, howl range), four lairs, a prey track with five spaces and six "
            "terrain tiles: five two-sided tiles that together run through the terrains in a "
            "cycle, and a home tile with your home terrain on both faces.",
            "Du beginnst mit zwei Alphawölfen und zwei Rudelwölfen für den Spielplan. Dein "
            "Tableau hält acht weitere Wölfe, die in fester Reihenfolge kommen (zwei Rudelwölfe, "
            "ein Alphawolf, zwei Rudelwölfe, ein Alphawolf, zwei Rudelwölfe), zwölf Baue auf "
            "drei Leisten zu je vier (Rudelausbreitung, Wolfsgeschwindigkeit, Heulreichweite), "
            "vier Höhlen, eine Beuteleiste mit fünf Feldern und sechs Geländeplättchen: fünf "
            "doppelseitige, die zusammen die Geländearten im Kreis durchlaufen, und ein "
            "Lebensraumplättchen mit deinem Heimatgelände auf beiden Seiten.",
            "マップ用にアルファウルフ2匹とパックウルフ2匹で始めます。ボードにはさらに8匹の狼"
            "（パック2・アルファ1・パック2・アルファ1・パック2の順で出る）、3本のトラック"
            "（群れの広がり・移動速度・遠吠え範囲）に4個ずつ計12個の巣穴、棲家4個、5マスの"
            "獲物トラック、そして地形タイル6枚があります。5枚は両面で地形を一巡し、1枚は両面とも"
            "自分の得意地形です。",
        ),
    ),
    _rule(
        "TW-C3",
        ("Region tiles", "Regionstableaus", "地域タイル"),
        (
            "A region tile has 16 hexes: a water source in the centre that carries a region "
            "scoring token, three hexes of each terrain, two hexes with a lone wolf token and "
            "one hex with a prey stack. With 3 to 5 players a start tile with the chasm lies in "
            "the middle. Where the tiles lie for each player count comes from the data file.",
            "Ein Regionstableau hat 16 Felder: in der Mitte eine Wasserquelle mit einem "
            "Wertungsmarker, je drei Felder jeder Geländeart, zwei Felder mit einem "
            "Einsamer-Wolf-Marker und eines mit einem Beutestapel. Mit 3 bis 5 Spielern liegt "
            "in der Mitte ein Starttableau mit der Schlucht. Wo die Tableaus je nach "
            "Spielerzahl liegen, steht in der Datendatei.",
            "地域タイルは16ヘクスです。中央の水源に地域得点トークンがあり、各地形が3ヘクスずつ、"
            "一匹狼トークンのヘクスが2つ、獲物の山のヘクスが1つあります。3〜5人では中央に"
            "裂け目のあるスタートタイルを置きます。人数ごとの配置はデータファイルに従います。",
        ),
    ),
    _rule(
        "TW-C4",
        ("The moon calendar", "Der Mondkalender", "ムーンライトボード"),
        (
            "The moon calendar has 30 dates. Each piece that leaves the map (a lone wolf, a "
            "dominated piece, a den replaced by a lair) goes on the next free date. Three dates, "
            "which depend on the player count, are the crescent, half and full moon.",
            "Der Mondkalender hat 30 Daten. Jede Figur, die den Spielplan verlässt (ein "
            "Einsamer Wolf, eine dominierte Figur, ein zur Höhle aufgewerteter Bau), kommt auf "
            "das nächste freie Datum. Drei Daten, je nach Spielerzahl, sind Sichel-, Halb- und "
            "Vollmond.",
            "ムーンライトボードには30の日付があります。マップから取り除かれた駒（一匹狼、支配された"
            "駒、棲家に置き換わった巣穴）は次の空いた日付に置かれます。人数に応じた3つの日付が"
            "三日月・半月・満月です。",
        ),
    ),
    _rule(
        "TW-C5",
        ("Bonus tokens", "Bonusmarker", "ボーナストークン"),
        (
            "A bonus terrain token pays for one tile of any terrain and is then spent. A bonus "
            "action token is spent for one extra action; you may keep it for a later turn. The "
            "supply of both is unlimited (the printed rules leave this open; the board settles it "
            "so).",
            "Ein Gelände-Bonusmarker zahlt ein Plättchen beliebigen Geländes und ist danach "
            "verbraucht. Ein Aktions-Bonusmarker wird für eine zusätzliche Aktion abgegeben; du "
            "darfst ihn für einen späteren Zug aufheben. Der Vorrat ist unbegrenzt "
            "(die gedruckten Regeln lassen das offen; das Brett legt es so fest).",
            "ボーナス地形トークンは任意の地形のタイル1枚として支払いに使えます。ボーナス"
            "アクショントークンを使うとアクションが1回増えます。後の手番まで取っておけます。"
            "どちらも在庫は無制限です（印刷されたルールにはない、この盤面での取り決めです）。",
        ),
    ),
    _rule(
        "TW-S1",
        ("Building the map", "Den Spielplan bauen", "マップの準備"),
        (
            "Lay out the map for the player count, with the region tiles in random places. Each "
            "water source gets a random region scoring token (with 2 players, the stacks of "
            "tokens from the data file). Lone wolf tokens and prey stacks go on their hexes.",
            "Legt den Spielplan für eure Spielerzahl aus, die Regionstableaus an zufälligen "
            "Plätzen. Jede Wasserquelle bekommt einen zufälligen Wertungsmarker (zu zweit die "
            "Stapel aus der Datendatei). Einsamer-Wolf-Marker und Beutestapel kommen auf ihre "
            "Felder.",
            "人数に応じたマップを作り、地域タイルはランダムに配置します。各水源にランダムな地域"
            "得点トークン（2人ではデータファイルの積み重ね）を置き、一匹狼トークンと獲物の山を"
            "それぞれのヘクスに置きます。",
        ),
    ),
    _rule(
        "TW-S2",
        ("Your board", "Dein Tableau", "自分のボード"),
        (
            "Each player takes a different home terrain, lays out the terrain tiles with the "
            "cycle tiles front up (the printed rules leave this open; the board settles it so: "
            "then every terrain shows once, the home terrain "
            "twice) and fills the tracks.",
            "Jeder nimmt ein anderes Heimatgelände, legt die Geländeplättchen mit der "
            "Vorderseite nach oben aus (die gedruckten Regeln lassen das offen; das Brett legt "
            "fest: dann zeigt jedes Gelände einmal, das "
            "Heimatgelände zweimal) und füllt die Leisten.",
            "各プレイヤーは異なる得意地形を取り、地形タイルを表向きに並べ（印刷されたルールにはな"
            "い、この盤面での取り決め：各地形が1枚、"
            "得意地形が2枚見える）、トラックを埋めます。",
        ),
    ),
    _rule(
        "TW-S3",
        ("Placing the first wolves", "Die ersten Wölfe einsetzen", "最初の狼の配置"),
        (
            "With 3 to 5 players, each player in turn order puts an alpha and a pack wolf "
            "together on a free hex of the start tile next to the chasm; then in reverse order, "
            "so the last player places twice in a row, each puts a second pair on a free hex "
            "across the chasm from their first. With 2 players the first player places a pair, "
            "the second player two pairs, then the first player the second pair, each on an "
            "empty hex of a region without a crescent token; the neutral pack is set up before, "
            "and the second player starts with a bonus action token.",
            "Mit 3 bis 5 Spielern setzt jeder reihum einen Alphawolf und einen Rudelwolf "
            "zusammen auf ein freies Feld des Starttableaus an der Schlucht; dann in umgekehrter "
            "Reihenfolge, der Letzte also zweimal hintereinander, ein zweites Paar auf ein "
            "freies Feld auf der anderen Seite der Schlucht. Zu zweit setzt der erste Spieler "
            "ein Paar, der zweite zwei Paare, dann der erste sein zweites Paar, jeweils auf ein "
            "leeres Feld einer Region ohne Sichelmond; vorher wird das neutrale Rudel aufgebaut, "
            "und der zweite Spieler beginnt mit einem Aktions-Bonusmarker.",
            "3〜5人では手番順に、アルファウルフとパックウルフを組にしてスタートタイルの裂け目に"
            "接する空きヘクスに置きます。次に逆順で（最後の人は続けて2回）、1組目と裂け目の"
            "反対側の空きヘクスに2組目を置きます。2人では先手が1組、後手が2組、先手が2組目を、"
            "三日月トークンのない地域の空きヘクスに置きます。先に中立の群れを配置し、後手は"
            "ボーナスアクショントークンを1個持って始めます。",
        ),
    ),
    _rule(
        "TW-S4",
        ("Turn order", "Zugreihenfolge", "手番順"),
        (
            "The player who placed first takes the first turn; play then goes around the table "
            "in order.",
            "Wer zuerst eingesetzt hat, macht den ersten Zug; dann geht es reihum weiter.",
            "最初に配置したプレイヤーが最初の手番を行い、その後は順番に進みます。",
        ),
    ),
    _rule(
        "TW-T1",
        (
            "Two actions, paid with tiles",
            "Zwei Aktionen, mit Plättchen bezahlt",
            "2回のアクションと支払い",
        ),
        (
            "On your turn you take two actions, in any order; the same action twice is fine. "
            "Each bonus action token you spend adds one action. You pay for an action by "
            "turning over terrain tiles (or spending bonus terrain tokens) that all show the "
            "terrain of the hex the action targets; what the tiles show next decides what you "
            "can do later. The home tile shows the same terrain on both faces.",
            "In deinem Zug führst du zwei Aktionen aus, in beliebiger Reihenfolge, auch "
            "dieselbe zweimal. Jeder ausgegebene Aktions-Bonusmarker bringt eine Aktion mehr. "
            "Du bezahlst eine Aktion, indem du Geländeplättchen wendest (oder "
            "Gelände-Bonusmarker abgibst), die alle das Gelände des Zielfeldes zeigen; was sie "
            "danach zeigen, bestimmt, was du später tun kannst. Das Lebensraumplättchen zeigt "
            "auf beiden Seiten dasselbe Gelände.",
            "手番ではアクションを2回、好きな順で行います（同じアクション2回も可）。ボーナス"
            "アクショントークン1個で1回増えます。支払いは、対象ヘクスの地形を示すタイルを"
            "裏返す（またはボーナス地形トークンを使う）ことで行い、裏返した後の地形が次にできる"
            "ことを決めます。得意地形タイルは両面同じ地形です。",
        ),
    ),
    _rule(
        "TW-T2",
        ("Move", "Bewegen", "移動"),
        (
            "Pay one tile of the terrain you want to reach. Then move up to as many of your "
            "wolves (alphas or pack wolves) as your pack spread, each up to as many steps as "
            "your wolf speed. Each moved wolf must stop on a hex of the paid terrain; they may "
            "go to different hexes. The hexes they start on or pass through do not matter.",
            "Zahle ein Plättchen des Geländes, das du erreichen willst. Bewege dann bis zu so "
            "viele deiner Wölfe (Alpha- oder Rudelwölfe), wie deine Rudelausbreitung angibt, "
            "jeden bis zu so viele Schritte, wie deine Wolfsgeschwindigkeit erlaubt. Jeder "
            "bewegte Wolf muss auf einem Feld des bezahlten Geländes enden, gern auf "
            "verschiedenen. Start- und Durchgangsfelder spielen keine Rolle.",
            "行きたい地形のタイルを1枚支払います。群れの広がりの数まで自分の狼（アルファでも"
            "パックでも）を、それぞれ移動速度の歩数まで動かします。動かした狼はすべて支払った"
            "地形のヘクスで止まらなければなりませんが、別々のヘクスでも構いません。出発や通過"
            "するヘクスの地形は関係ありません。",
        ),
    ),
    _rule(
        "TW-T3",
        ("Where a wolf may stop", "Wo ein Wolf stehen bleiben darf", "狼が止まれる場所"),
        (
            "Walk around water and the chasm, never through them; other pieces and tokens may "
            "be passed. A wolf may not stop where a lone wolf or prey token still lies. A hex "
            "holds at most two pieces, wolves of different packs never share a hex, no wolf "
            "stops on another pack's lair, and a wolf may stop on another pack's den only if "
            "that den is alone there.",
            "Laufe um Wasser und Schlucht herum, nie hindurch; an anderen Figuren und Markern "
            "darfst du vorbei. Wo noch ein Einsamer-Wolf- oder Beutemarker liegt, darf kein "
            "Wolf stehen bleiben. Auf einem Feld stehen höchstens zwei Figuren, Wölfe "
            "verschiedener Rudel teilen nie ein Feld, kein Wolf bleibt auf einer fremden Höhle "
            "stehen, und auf einem fremden Bau nur, wenn der Bau dort allein ist.",
            "水源と裂け目は迂回し、通り抜けられません。他の駒やトークンは通過できます。一匹狼や"
            "獲物のトークンが残るヘクスには止まれません。1ヘクスの駒は2つまで、違う群れの狼は"
            "同じヘクスにいられず、他の群れの棲家には止まれず、他の群れの巣穴にはそれが単独の"
            "ときだけ止まれます。",
        ),
    ),
    _rule(
        "TW-T4",
        ("Displacement", "Verdrängen", "押し出し"),
        (
            "An alpha may stop where a single pack wolf of another pack stands alone. That pack "
            "wolf is then pushed to the nearest hex (counting steps around water and the chasm) "
            "that is empty or holds one piece of its own pack; among several equally near, the "
            "moving player chooses. Rank of pieces: lair above alpha above pack wolf above den.",
            "Ein Alphawolf darf dort stehen bleiben, wo ein fremder Rudelwolf allein steht. "
            "Dieser wird dann auf das nächste Feld geschoben (Schritte um Wasser und Schlucht "
            "herum gezählt), das leer ist oder eine einzelne Figur seines Rudels trägt; bei "
            "mehreren gleich nahen wählt der ziehende Spieler. Rangfolge: Höhle vor Alphawolf "
            "vor Rudelwolf vor Bau.",
            "アルファウルフは、他の群れのパックウルフが単独でいるヘクスに止まれます。その"
            "パックウルフは、空きか自分の群れの駒が1つだけある最も近いヘクス（水源と裂け目を"
            "避けた歩数）へ押し出され、同じ近さが複数なら動かした人が選びます。駒の序列は"
            "棲家＞アルファ＞パック＞巣穴です。",
        ),
    ),
    _rule(
        "TW-T5",
        ("Dig a den", "Bau graben", "営巣"),
        (
            "Pay two tiles of the hex's terrain to put a den on a hex where one of your alphas "
            "stands or next to one. No wolf of another pack may stand there, a hex has at most "
            "one den or lair, and at most two pieces. Take the den from the track of your "
            "choice: that attribute grows, and any reward that the den uncovers is yours.",
            "Zahle zwei Plättchen vom Gelände des Feldes, um einen Bau auf ein Feld zu setzen, "
            "auf dem oder neben dem einer deiner Alphawölfe steht. Dort darf kein fremder Wolf "
            "stehen, höchstens ein Bau oder eine Höhle und höchstens zwei Figuren pro Feld. "
            "Nimm den Bau von der Leiste deiner Wahl: das Attribut steigt, und eine darunter "
            "frei werdende Belohnung gehört dir.",
            "そのヘクスの地形のタイルを2枚支払い、自分のアルファウルフがいるヘクスか隣に巣穴を"
            "置きます。他の群れの狼がいるヘクスには置けず、巣穴か棲家は1ヘクスに1つ、駒は2つ"
            "までです。好きなトラックから巣穴を取ると、その能力が上がり、下から現れた報酬を"
            "得ます。",
        ),
    ),
    _rule(
        "TW-T6",
        ("Upgrade a den to a lair", "Bau zur Höhle aufwerten", "巣穴を棲家に改良"),
        (
            "Pay two tiles of the den's terrain to upgrade one of your dens that is next to a "
            "water source and on or next to one of your alphas; you may have only one lair on "
            "each region tile. The den goes to the moon calendar and a lair from your board "
            "takes its place: it reveals 5 VP more and gives you a bonus terrain token. A wolf "
            "of another pack on that hex is displaced, and you choose where it goes.",
            "Zahle zwei Plättchen vom Gelände des Baus, um einen deiner Baue aufzuwerten, der "
            "an einer Wasserquelle und auf oder neben einem deiner Alphawölfe liegt; pro "
            "Regionstableau darfst du nur eine Höhle haben. Der Bau kommt auf den Mondkalender, "
            "eine Höhle von deinem Tableau ersetzt ihn: sie deckt 5 SP mehr auf und bringt "
            "einen Gelände-Bonusmarker. Ein fremder Wolf auf dem Feld wird verdrängt, du wählst "
            "wohin.",
            "巣穴の地形のタイルを2枚支払い、水源に接し、自分のアルファウルフのいるヘクスか隣に"
            "ある巣穴を改良します。棲家は地域タイルごとに1つまでです。巣穴はムーンライトボードへ行き、"
            "ボードの棲家と入れ替わります。5VP多く見え、ボーナス地形トークンを得ます。そのヘクスの"
            "他の群れの狼は押し出され、行き先はあなたが選びます。",
        ),
    ),
    _rule(
        "TW-T7",
        ("Howl", "Heulen", "遠吠え"),
        (
            "Pay two tiles of the lone wolf's terrain to howl at a lone wolf within your howl "
            "range of one of your alphas. It goes to the moon calendar, and the next wolf from "
            "your board (which may be an alpha) takes its hex.",
            "Zahle zwei Plättchen vom Gelände des Einsamen Wolfs, um einen Einsamen Wolf "
            "innerhalb deiner Heulreichweite von einem deiner Alphawölfe anzuheulen. Er kommt "
            "auf den Mondkalender, und der nächste Wolf deines Tableaus (vielleicht ein "
            "Alphawolf) nimmt sein Feld ein.",
            "一匹狼のいる地形のタイルを2枚支払い、自分のアルファウルフから遠吠え範囲内の一匹狼に"
            "遠吠えします。一匹狼はムーンライトボードへ行き、ボードの次の狼（アルファのこともある）が"
            "そのヘクスに入ります。",
        ),
    ),
    _rule(
        "TW-T8",
        ("Dominate", "Dominieren", "支配"),
        (
            "Pay three tiles of the target's terrain to dominate a pack wolf or den of an "
            "opponent within your howl range of one of your alphas, unless two pieces of that "
            "opponent share the hex. The piece goes to the moon calendar and the same kind of "
            "piece from your board replaces it; for a den you choose the track and gain what it "
            "uncovers.",
            "Zahle drei Plättchen vom Gelände des Ziels, um einen gegnerischen Rudelwolf oder "
            "Bau innerhalb deiner Heulreichweite von einem deiner Alphawölfe zu dominieren, "
            "außer zwei Figuren dieses Gegners teilen sich das Feld. Die Figur kommt auf den "
            "Mondkalender, die gleiche Art Figur von deinem Tableau ersetzt sie; bei einem Bau "
            "wählst du die Leiste und erhältst, was frei wird.",
            "対象の地形のタイルを3枚支払い、自分のアルファウルフから遠吠え範囲内にある相手の"
            "パックウルフか巣穴を支配します。ただし同じ相手の駒が2つ同じヘクスにあれば不可です。"
            "その駒はムーンライトボードへ行き、ボードの同じ種類の駒と入れ替わります。巣穴なら"
            "トラックを選び、現れた報酬を得ます。",
        ),
    ),
    _rule(
        "TW-T9",
        ("Hunting and the neutral pack", "Jagen und das neutrale Rudel", "狩りと中立の群れ"),
        (
            "After each of your actions, if your wolves stand on three different hexes next to "
            "a prey stack and you have no prey of that kind yet, you take its top prey to your "
            "track; with 3 to 5 players you also gain a bonus action token. The pieces of the "
            "2-player neutral pack can never be dominated or displaced.",
            "Nach jeder deiner Aktionen gilt: stehen deine Wölfe auf drei verschiedenen Feldern "
            "neben einem Beutestapel und hast du noch keine Beute dieser Art, nimmst du die "
            "oberste Beute auf deine Leiste; mit 3 bis 5 Spielern erhältst du dazu einen "
            "Aktions-Bonusmarker. Figuren des neutralen Rudels im Spiel zu zweit können nie "
            "dominiert oder verdrängt werden.",
            "自分のアクションの後、獲物の山に隣接する3つの異なるヘクスに自分の狼がいて、その種類"
            "の獲物をまだ持っていなければ、一番上の獲物をトラックに取ります。3〜5人ではボーナス"
            "アクショントークンも得ます。2人用の中立の群れの駒は支配も押し出しもできません。",
        ),
    ),
    _rule(
        "TW-T10",
        ("Scoring dates and the end", "Wertungsdaten und Spielende", "得点の日付とゲーム終了"),
        (
            "When a piece lands on a scoring date of the moon calendar, the regions holding "
            "that phase's token are scored at the end of the current turn. The full moon date "
            "ends the game at the end of that turn. (the printed rules leave this open; the board "
            "settles it so: if no piece can ever reach the "
            "calendar again, or once 100 rounds are played, the game ends too, and the phases "
            "not yet scored are scored.)",
            "Landet eine Figur auf einem Wertungsdatum des Mondkalenders, werden die Regionen "
            "mit dem Marker dieser Phase am Ende des laufenden Zuges gewertet. Das "
            "Vollmonddatum beendet das Spiel am Ende dieses Zuges. (die gedruckten Regeln lassen "
            "das offen; das Brett legt fest: kann nie mehr "
            "eine Figur auf den Kalender kommen oder sind 100 Runden gespielt, endet das Spiel "
            "ebenfalls, und die noch offenen Phasen werden gewertet.)",
            "ムーンライトボードの得点日に駒が置かれると、そのフェーズのトークンがある地域を現在の"
            "手番の終わりに得点計算します。満月の日付に達すると、その手番の終わりにゲームが"
            "終わります。（印刷されたルールにはない、この盤面での取り決め：もう駒がカレンダーに置"
            "かれ得ないとき、または100ラウンドを終えたときも終了し、残りのフェーズを"
            "計算します。）",
        ),
    ),
    _rule(
        "TW-E1",
        ("Region control", "Kontrolle einer Region", "地域の支配"),
        (
            "In a region, alphas, pack wolves and dens count 1 control each, a lair 3. More "
            "alphas there break a tie. First place takes the token, worth its high value; "
            "second place gets its low value in VP. If first place is still tied, each tied "
            "player gets the low value and nobody is second; if second place is tied, nobody "
            "gets it.",
            "In einer Region zählen Alphawolf, Rudelwolf und Bau je 1 Kontrolle, eine Höhle 3. "
            "Bei Gleichstand gewinnt, wer dort mehr Alphawölfe hat. Platz 1 nimmt den Marker "
            "mit seinem hohen Wert, Platz 2 bekommt den niedrigen Wert in SP. Bleibt Platz 1 "
            "gleichauf, erhält jeder Beteiligte den niedrigen Wert und es gibt keinen Zweiten; "
            "ist Platz 2 gleichauf, bekommt ihn niemand.",
            "地域ではアルファウルフ・パックウルフ・巣穴が各1、棲家が3の支配力です。同点なら"
            "そこにアルファウルフが多い方が上です。1位はトークン（高い値）を取り、2位は低い値の"
            "VPを得ます。それでも1位が同点なら同点者はそれぞれ低い値を得て2位はなし、2位が同点"
            "なら誰も2位の得点を得ません。",
        ),
    ),
    _rule(
        "TW-E2",
        ("Final score", "Schlusswertung", "最終得点"),
        (
            "Add the VP of your tokens and markers to the highest VP revealed on each of your "
            "six tracks (three den tracks, lairs, wolves, prey). Most VP wins; a tie goes to "
            "more region scoring tokens, then to more wolves on the map.",
            "Zähle die SP deiner Marker und die höchsten aufgedeckten SP jeder deiner sechs "
            "Leisten (drei Bauleisten, Höhlen, Wölfe, Beute) zusammen. Die meisten SP gewinnen; "
            "bei Gleichstand zählen mehr Wertungsmarker, dann mehr Wölfe auf dem Spielplan.",
            "トークンとマーカーのVPに、6本のトラック（巣穴3本・棲家・狼・獲物）それぞれで見えて"
            "いる最高のVPを足します。最多VPが勝ち、同点なら地域得点トークンの多い方、さらに"
            "盤上の狼が多い方が勝ちます。",
        ),
    ),
)
"""Every rule of The Wolves, in spec order."""
