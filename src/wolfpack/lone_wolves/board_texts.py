"""Messages of the Lone Wolves board: moves in words, why a player waits, and what the board
does not offer in a player's view, in English, German and Japanese."""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "lw.opt.advanced": {
        "rules": "LW-C7",
        "en": "Advanced side (a 4th scar space in the Swamp, border spaces)",
        "de": "Fortgeschrittenenseite (4. Narbenfeld im Sumpf, Grenzfelder)",
        "ja": "上級ルールの面（沼地に4つ目の傷のマス、境界マス）",
    },
    "lw.move.play": {
        "en": "{card:card} → {territory:terr}",
        "de": "{card:card} → {territory:terr}",
        "ja": "{card:card} → {territory:terr}",
    },
    "lw.move.reveal": {
        "en": "turn up the scar on space {index:nth}",
        "de": "die Narbe auf Narbenfeld {index:nth} aufdecken",
        "ja": "{index:nth}番のマスの傷を表にする",
    },
    "lw.move.take": {
        "en": "take the scar from space {index:nth}",
        "de": "die Narbe von Narbenfeld {index:nth} nehmen",
        "ja": "{index:nth}番のマスの傷を取る",
    },
    "lw.move.place": {
        "en": "place the scar: {location:loc}",
        "de": "die Narbe auf ein Rudelfeld legen: {location:loc}",
        "ja": "傷を置く：{location:loc}",
    },
    "lw.wait.lead": {
        "rules": "LW-T1",
        "en": "{player:player} leads: they play any card into a territory that is not full.",
        "de": "{player:player} hat das Anspiel und legt einen beliebigen Wolf an ein Gebiet an, "
        "das noch nicht voll ist.",
        "ja": "{player:player}がリードします。好きなカードを、満杯でない縄張りに出します。",
    },
    "lw.wait.follow": {
        "rules": "LW-T2",
        "en": "{player:player} follows: a card of the led suit if they hold one.",
        "de": "{player:player} spielt den zweiten Wolf aus und muss die angespielte Farbe "
        "bedienen, wenn möglich.",
        "ja": "{player:player}がフォローします。リードされた色のカードがあれば、それを出します。",
    },
    "lw.wait.reveal": {
        "rules": "LW-T4",
        "en": "{player:player} chooses which face-down scar their 3 turns up.",
        "de": "{player:player} wählt, welche verdeckte Narbe der 3er-Wolf aufdeckt.",
        "ja": "{player:player}が、3で表にする裏向きの傷を選びます。",
    },
    "lw.wait.take": {
        "rules": "LW-T8",
        "en": "{player:player} lost the trick and chooses a scar from {territory:terr_dat}.",
        "de": "{player:player} hat den Stich verloren und nimmt eine Narbe aus "
        "{territory:terr_dat}.",
        "ja": "{player:player}はトリックに負けたので、{territory:terr_dat}から傷を1つ選びます。",
    },
    "lw.wait.place": {
        "rules": "LW-T9",
        "en": "{player:player} chooses an empty pack space for their scar.",
        "de": "{player:player} wählt ein freies Rudelfeld für die Narbe.",
        "ja": "{player:player}が、傷を置く空いた群れのマスを選びます。",
    },
    "lw.ui.solve_open_only": {
        "rules": "LW-H1 LW-H2 LW-H3",
        "en": "The solver looks at both hands, the face-down scars and the box, so it is "
        "offered only in the open view.",
        "de": "Der Löser sieht beide Hände, die verdeckten Narben und die Schachtel; darum gibt "
        "es ihn nur in der offenen Ansicht.",
        "ja": "ソルバーは両方の手札、裏向きの傷、箱の中身を見るので、公開視点でだけ使えます。",
    },
    # -- board elements in words (an answer key names what to click: elements.element_words)
    "lw.element.card": {
        "en": "{card:card}",
        "de": "{card:card}",
        "ja": "{card:card}",
    },
    "lw.element.territory": {
        "en": "{territory:terr}",
        "de": "{territory:terr}",
        "ja": "{territory:terr}",
    },
    "lw.element.scar": {
        "en": "scar space {index:nth} {territory:terr_in}",
        "de": "Narbenfeld {index:nth} {territory:terr_in}",
        "ja": "{territory:terr_in}の傷のマス{index:nth}番",
    },
    "lw.element.pack": {
        "en": "{player:player}'s pack space {location:loc_in}",
        "de": "das Rudelfeld von {player:player} {location:loc_in}",
        "ja": "{player:player}の群れのマス（{location:loc_in}）",
    },
}
