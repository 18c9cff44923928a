"""Every message of Ten Tricks in English, German and Japanese: why a card may or may not be
played, whose turn it is, what happened, the board's rows and the coach's hints."""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "tt.why.lead": {
        "en": "Any card may lead trick {trick:nth}: here {card:tt_card}.",
        "de": "Zu Stich {trick:nth} darf jede Karte ausgespielt werden, hier die {card:tt_card}.",
        "ja": "トリック{trick:nth}は、どのカードでもリードできます。{card:tt_card}をリードします。",
        "rules": "TT-T1",
    },
    "tt.why.follow_wins": {
        "en": "Any card may follow. Here {card:tt_card} beats {lead:tt_card} and wins the trick.",
        "de": "Jede Karte darf zugegeben werden. Hier schlägt die {card:tt_card} die "
        "{lead:tt_card} und gewinnt den Stich.",
        "ja": "どのカードを出してもかまいません。ここでは{card:tt_card}が{lead:tt_card}に勝ち、"
        "トリックを取ります。",
        "rules": "TT-T1 TT-T3",
    },
    "tt.why.follow_loses": {
        "en": "Any card may follow. Here {card:tt_card} does not beat {lead:tt_card}: the "
        "trick goes to the leader.",
        "de": "Jede Karte darf zugegeben werden. Hier schlägt die {card:tt_card} die "
        "{lead:tt_card} nicht: Den Stich bekommt, wer ausgespielt hat.",
        "ja": "どのカードを出してもかまいません。ここでは{card:tt_card}は{lead:tt_card}に勝てず、"
        "トリックはリードした人のものになります。",
        "rules": "TT-T1 TT-T3",
    },
    "tt.note.trump": {
        "en": "It is a trump: the marker is {marker:tt_card}, and every card odd or even like "
        "it is a trump.",
        "de": "Sie ist Trumpf, denn der Anzeiger {marker:tt_card} macht jede Karte, die wie "
        "er gerade oder ungerade ist, zum Trumpf.",
        "ja": "目印の{marker:tt_card}と偶奇が同じなので、このカードは切り札です。",
        "rules": "TT-T2",
    },
    "tt.no.not_yours": {
        "en": "You do not hold {card:tt_card}: you play a card from your own hand.",
        "de": "Du hast die {card:tt_card} nicht auf der Hand: Du spielst eine Karte aus "
        "deiner eigenen Hand.",
        "ja": "{card:tt_card}は手札にありません。自分の手札からカードを出してください。",
        "rules": "TT-T1 TT-H1",
    },
    "tt.no.played": {
        "en": "You cannot play {card:tt_card}: it has been played already.",
        "de": "Die {card:tt_card} kannst du nicht spielen: Sie ist schon gespielt.",
        "ja": "{card:tt_card}はもう出されているので、出せません。",
        "rules": "TT-T1",
    },
    "tt.no.marker": {
        "en": "You cannot play {card:tt_card}: it is the marker, which lies face up for the "
        "whole game.",
        "de": "Der Anzeiger {card:tt_card} liegt das ganze Spiel über offen: Niemand spielt ihn.",
        "ja": "目印の{card:tt_card}はゲーム中ずっと表向きで置かれ、誰も出しません。",
        "rules": "TT-S1",
    },
    "tt.no.over": {
        "en": "The game is over: all four tricks are played.",
        "de": "Das Spiel ist vorbei: Alle vier Stiche sind gespielt.",
        "ja": "ゲームは終わりました。4トリックすべてが終わっています。",
        "rules": "TT-E3",
    },
    "tt.no.notation": {
        "en": "That is not a move of Ten Tricks: a move is 'play' and a card, such as 'play 7'.",
        "de": "Das ist kein Zug in Ten Tricks: Ein Zug ist 'play' und eine Karte, etwa 'play 7'.",
        "ja": "それはTen Tricksの手ではありません。手は'play'とカードで、たとえば'play 7'です。",
        "rules": "TT-T1",
    },
    "tt.move.play": {
        "en": "play {card:tt_card}",
        "de": "die {card:tt_card} spielen",
        "ja": "{card:tt_card}を出す",
    },
    "tt.wait.lead": {
        "en": "{player:tt_player} leads the next trick.",
        "de": "{player:tt_player} spielt zum nächsten Stich aus.",
        "ja": "{player:tt_player}が次のトリックをリードします。",
        "rules": "TT-T1 TT-T4",
    },
    "tt.wait.follow": {
        "en": "{player:tt_player} plays a card to the trick.",
        "de": "{player:tt_player} gibt eine Karte zum Stich zu.",
        "ja": "{player:tt_player}がトリックにカードを出します。",
        "rules": "TT-T1",
    },
    "tt.ev.trick": {
        "en": "{player:tt_player} wins trick {trick:nth} with {card:tt_card}.",
        "de": "{player:tt_player} gewinnt Stich {trick:nth} mit der {card:tt_card}.",
        "ja": "{player:tt_player}が{card:tt_card}でトリック{trick:nth}に勝ちました。",
        "rules": "TT-T3 TT-T4 TT-E1",
    },
    "tt.ev.hidden": {
        "en": "The hidden card was {card:tt_card}. Its bonus card, {bonus:tt_card}, is the "
        "marker: nobody scores the bonus.",
        "de": "Die verdeckte Karte war die {card:tt_card}. Ihre Bonuskarte, die "
        "{bonus:tt_card}, ist der Anzeiger: Niemand bekommt den Bonus.",
        "ja": "伏せ札は{card:tt_card}でした。ボーナスカードの{bonus:tt_card}は目印なので、"
        "誰もボーナスを得ません。",
        "rules": "TT-E2 TT-E3",
    },
    "tt.ev.hidden_bonus": {
        "en": "The hidden card was {card:tt_card}, so {bonus:tt_card} was the bonus card: "
        "{player:tt_player} won it and scores 2 points more.",
        "de": "Die verdeckte Karte war die {card:tt_card}, also war die {bonus:tt_card} die "
        "Bonuskarte: {player:tt_player} hat sie gewonnen und bekommt 2 Punkte dazu.",
        "ja": "伏せ札は{card:tt_card}だったので、ボーナスカードは{bonus:tt_card}でした。"
        "それを取った{player:tt_player}が2点を追加で得ます。",
        "rules": "TT-E2 TT-E3",
    },
    "tt.ev.winner": {
        "en": "{player:tt_player} wins by {points} to {other}.",
        "de": "{player:tt_player} gewinnt mit {points} zu {other} Punkten.",
        "ja": "{points}対{other}で{player:tt_player}の勝ちです。",
        "rules": "TT-E3",
    },
    "tt.ev.draw": {
        "en": "A draw: both players have {points:tt_points}.",
        "de": "Unentschieden: Beide Spieler haben {points:tt_points}.",
        "ja": "引き分けです。2人とも{points:tt_points}です。",
        "rules": "TT-E3",
    },
    "tt.zone.hand": {
        "en": "Hand of {player:tt_player}",
        "de": "Hand von {player:tt_player}",
        "ja": "{player:tt_player}の手札",
    },
    "tt.zone.marker": {
        "en": "Marker (its parity makes the trumps)",
        "de": "Anzeiger (bestimmt die Trümpfe)",
        "ja": "目印（切り札を決める）",
    },
    "tt.zone.hidden": {
        "en": "Hidden card",
        "de": "Verdeckte Karte",
        "ja": "伏せ札",
    },
    "tt.zone.trick": {
        "en": "Trick {trick:nth}",
        "de": "Stich {trick:nth}",
        "ja": "トリック{trick:nth}",
    },
    "tt.zone.won": {
        "en": "Tricks won by {player:tt_player}",
        "de": "Stiche von {player:tt_player}",
        "ja": "{player:tt_player}が取ったトリック",
    },
    "tt.hint.lead": {
        "en": "Lead {card:tt_card}.",
        "de": "Spiele die {card:tt_card} aus.",
        "ja": "{card:tt_card}をリードしましょう。",
    },
    "tt.hint.follow_win": {
        "en": "Play {card:tt_card}: it beats {lead:tt_card} and wins the trick.",
        "de": "Spiele die {card:tt_card}: Sie schlägt die {lead:tt_card} und gewinnt den Stich.",
        "ja": "{card:tt_card}を出しましょう。{lead:tt_card}に勝ってトリックを取れます。",
        "rules": "TT-T3",
    },
    "tt.hint.follow_lose": {
        "en": "Play {card:tt_card}: it lets {lead:tt_card} win, and you keep your stronger "
        "cards for later tricks.",
        "de": "Spiele die {card:tt_card}: Damit gewinnt die {lead:tt_card}, und du behältst "
        "deine stärkeren Karten für spätere Stiche.",
        "ja": "{card:tt_card}を出しましょう。{lead:tt_card}に勝たせ、強いカードはあとのトリックの"
        "ために残せます。",
        "rules": "TT-T3",
    },
    "tt.hint.principle": {
        "en": "Win tricks cheaply: beat a card with the lowest card that does, and keep your "
        "trumps for the cards you must beat. Any card you cannot see may be the hidden card, "
        "and then the card one above it is the bonus card.",
        "de": "Gewinne Stiche billig: Schlage eine Karte mit der niedrigsten Karte, die das "
        "schafft, und behalte deine Trümpfe für die Karten, die du schlagen musst. Jede Karte, "
        "die du nicht siehst, kann die verdeckte sein, und die Karte eins darüber ist dann "
        "die Bonuskarte.",
        "ja": "トリックは安く取りましょう。勝てるカードのうち一番小さいもので勝ち、切り札は本当に"
        "勝つ必要があるときのために残します。見えていないカードはどれも伏せ札かもしれず、"
        "その場合はその1つ上のカードがボーナスカードです。",
        "rules": "TT-T3 TT-E2",
    },
}
"""Message id → template per language (``rules``: the ids it cites)."""
