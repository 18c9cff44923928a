"""The Ten Tricks rule catalogue: every rule id, titled and explained in English, German and
Japanese (explanations and refusals cite these ids; the registration names ``RULES``)."""

from __future__ import annotations

from wolfpack.core.rules import Rule

GAME = "ten-tricks"


def _rule(rule_id: str, title: dict[str, str], text: dict[str, str]) -> Rule:
    return Rule(id=rule_id, game=GAME, title=title, text=text)


RULES: tuple[Rule, ...] = (
    _rule(
        "TT-C1",
        {"en": "Ten cards", "de": "Zehn Karten", "ja": "10枚のカード"},
        {
            "en": "The game has ten cards, numbered 1 to 10, one of each.",
            "de": "Das Spiel hat zehn Karten mit den Zahlen 1 bis 10, jede Zahl einmal.",
            "ja": "カードは1から10までの10枚で、各数字が1枚ずつあります。",
        },
    ),
    _rule(
        "TT-S1",
        {"en": "The deal", "de": "Das Austeilen", "ja": "配り方"},
        {
            "en": "Shuffle the cards. Each player gets four. One card is turned face up as "
            "the marker, and the last one stays face down: the hidden card. Player 1 leads "
            "the first trick.",
            "de": "Mische die Karten. Jeder Spieler bekommt vier. Eine Karte wird als Anzeiger "
            "aufgedeckt, die letzte bleibt verdeckt liegen: die verdeckte Karte. Spieler 1 "
            "spielt zum ersten Stich aus.",
            "ja": "カードをよく混ぜ、各プレイヤーに4枚ずつ配ります。1枚を目印として表向きにし、"
            "最後の1枚は伏せたままにします。これが伏せ札です。最初のトリックはプレイヤー1が"
            "リードします。",
        },
    ),
    _rule(
        "TT-T1",
        {"en": "Playing a trick", "de": "Einen Stich spielen", "ja": "トリックの進め方"},
        {
            "en": "The leader plays any card from their hand, then the other player plays "
            "any card from theirs. There is no need to follow anything.",
            "de": "Wer ausspielt, legt eine beliebige Karte aus der Hand, danach legt der "
            "andere Spieler eine beliebige Karte. Bedienen muss man nicht.",
            "ja": "リードする人は手札から好きなカードを1枚出し、続いてもう1人も好きなカードを"
            "1枚出します。同じ種類を出す決まりはありません。",
        },
    ),
    _rule(
        "TT-T2",
        {"en": "Trumps", "de": "Trümpfe", "ja": "切り札"},
        {
            "en": "The marker makes the trumps: if it is odd, every odd card is a trump; if "
            "it is even, every even card is.",
            "de": "Der Anzeiger bestimmt die Trümpfe: Ist er ungerade, ist jede ungerade Karte "
            "Trumpf; ist er gerade, jede gerade.",
            "ja": "目印のカードが切り札を決めます。目印が奇数なら奇数のカードすべてが、偶数なら"
            "偶数のカードすべてが切り札です。",
        },
    ),
    _rule(
        "TT-T3",
        {"en": "Who wins a trick", "de": "Wer den Stich bekommt", "ja": "トリックの勝ち"},
        {
            "en": "A trump beats a card that is not a trump. Otherwise the higher card wins.",
            "de": "Ein Trumpf schlägt jede Karte, die kein Trumpf ist. Sonst gewinnt die "
            "höhere Karte.",
            "ja": "切り札は切り札でないカードに勝ちます。それ以外では数の大きいカードが勝ちます。",
        },
    ),
    _rule(
        "TT-T4",
        {"en": "The next lead", "de": "Das nächste Ausspielen", "ja": "次のリード"},
        {
            "en": "Whoever wins a trick takes both cards and leads the next trick.",
            "de": "Wer einen Stich gewinnt, nimmt beide Karten und spielt zum nächsten Stich aus.",
            "ja": "トリックに勝った人は2枚のカードを取り、次のトリックをリードします。",
        },
    ),
    _rule(
        "TT-E1",
        {"en": "Points for tricks", "de": "Punkte für Stiche", "ja": "トリックの得点"},
        {
            "en": "Each trick you win is worth 1 point.",
            "de": "Jeder Stich, den du gewinnst, zählt 1 Punkt.",
            "ja": "勝ったトリック1つにつき1点です。",
        },
    ),
    _rule(
        "TT-E2",
        {"en": "The bonus card", "de": "Die Bonuskarte", "ja": "ボーナスカード"},
        {
            "en": "The card one above the hidden card is the bonus card (above the 10 comes "
            "the 1). Whoever wins the trick holding it scores 2 points more. If the bonus "
            "card is the marker, nobody scores it.",
            "de": "Die Karte eins über der verdeckten Karte ist die Bonuskarte (nach der 10 "
            "kommt die 1). Wer den Stich mit ihr gewinnt, bekommt 2 Punkte dazu. Ist die "
            "Bonuskarte der Anzeiger, bekommt niemand den Bonus.",
            "ja": "伏せ札より1大きいカードがボーナスカードです（10の次は1）。それを含むトリックに"
            "勝った人は2点を追加で得ます。ボーナスカードが目印のカードなら、誰も得点しません。",
        },
    ),
    _rule(
        "TT-E3",
        {"en": "The end", "de": "Das Ende", "ja": "ゲームの終わり"},
        {
            "en": "After four tricks the hidden card is turned up. The player with more "
            "points wins; with equal points the game is a draw.",
            "de": "Nach vier Stichen wird die verdeckte Karte aufgedeckt. Wer mehr Punkte "
            "hat, gewinnt; bei gleich vielen Punkten endet das Spiel unentschieden.",
            "ja": "4トリックが終わったら伏せ札を表にします。得点の多い人の勝ちで、同点なら"
            "引き分けです。",
        },
    ),
    _rule(
        "TT-H1",
        {"en": "What is hidden", "de": "Was verdeckt ist", "ja": "見えないもの"},
        {
            "en": "You see your own hand, the marker and every card played. The other "
            "player's hand and the hidden card stay hidden from you until the end.",
            "de": "Du siehst deine eigene Hand, den Anzeiger und jede gespielte Karte. Die "
            "Hand des anderen Spielers und die verdeckte Karte bleiben dir bis zum Ende "
            "verborgen.",
            "ja": "自分の手札、目印のカード、出されたカードはすべて見えます。相手の手札と伏せ札は"
            "最後まで見えません。",
        },
    ),
)
"""Every rule of Ten Tricks, in order."""
