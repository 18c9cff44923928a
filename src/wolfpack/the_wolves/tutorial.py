"""The tasks and questions of the tutorial on The Wolves (``tutorials/04-the-wolves.md``).

Each task is a position from a real game and one thing to do there, on the board::

    from wolfpack.the_wolves.tutorial import task

    den = task("den")
    den.board()          # dig a den by clicking; the verdict appears under the board
    den.result()         # what was done on the board so far
    den.solution()       # one right way (for teachers)

Tasks: ``pay``, ``move``, ``den``, ``displace``, ``howl``, ``lair``, ``dominate``, ``hunt``.
The positions come from two seeded games: the tutorial's first game (3 players, seed 7) and
a game the computer played (3 players, seed 4), kept as a record next to this module.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import Game, Step
from wolfpack.core.i18n import register_templates
from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.components import ACTIONS
from wolfpack.tutorial.marks import Line
from wolfpack.tutorial.tasks import Question, Task, Verdict, right, wrong

RECORD = Path(__file__).with_name("positions") / "the-wolves-seed4.twr.json"
"""A 3-player game the computer played (seed 4): the positions of most tasks."""

TEXTS: dict[str, dict[str, str]] = {
    # -- what each task asks ----------------------------------------------------------------
    "tut.tw.ask.pay": {
        "rules": "TW-T1 TW-C2",
        "en": "Pay for the move to desert with the tile that flips, so that it shows forest "
        "next time.",
        "de": "Bezahle die Bewegung auf Wüste mit dem Plättchen, das umgedreht wird, sodass es "
        "beim nächsten Mal Wald zeigt.",
        "ja": "砂漠への移動を、裏返るタイルで支払いましょう。次は森を示すようになります。",
    },
    "tut.tw.ask.move": {
        "rules": "TW-T2 TW-T3",
        "en": "Move two wolves that stand on the same hex to two different desert hexes.",
        "de": "Zieh zwei Wölfe, die auf demselben Feld stehen, auf zwei verschiedene Wüstenfelder.",
        "ja": "同じヘクスにいる2匹の狼を、それぞれ別の砂漠のヘクスへ動かしましょう。",
    },
    "tut.tw.ask.den": {
        "rules": "TW-T5",
        "en": "Dig a den next to one of your alphas so that your wolves can run farther.",
        "de": "Grab neben einem deiner Alphawölfe einen Bau, sodass deine Wölfe weiter laufen "
        "können.",
        "ja": "自分のアルファウルフの隣に巣穴を作り、"
        "狼がもっと遠くまで移動できるようにしましょう。",
    },
    "tut.tw.ask.displace": {
        "rules": "TW-T4",
        "en": "Move one of your alphas onto a hex where another pack's wolf stands alone, and "
        "send that wolf away.",
        "de": "Zieh einen deiner Alphawölfe auf ein Feld, auf dem ein Wolf eines anderen "
        "Rudels allein steht, und schick diesen Wolf weg.",
        "ja": "自分のアルファウルフを、他の群れの狼が1匹だけいるヘクスへ動かし、"
        "その狼を押し出しましょう。",
    },
    "tut.tw.ask.howl": {
        "rules": "TW-T7",
        "en": "Howl a lone wolf into your pack.",
        "de": "Hol mit Heulen einen einsamen Wolf in dein Rudel.",
        "ja": "遠吠えで一匹狼を自分の群れに迎えましょう。",
    },
    "tut.tw.ask.lair": {
        "rules": "TW-T6",
        "en": "Upgrade one of your dens to a lair.",
        "de": "Wert einen deiner Baue zur Höhle auf.",
        "ja": "自分の巣穴の1つを棲家に改良しましょう。",
    },
    "tut.tw.ask.dominate": {
        "rules": "TW-T8",
        "en": "Dominate a piece of another pack.",
        "de": "Dominiere eine Figur eines anderen Rudels.",
        "ja": "他の群れの駒を1つ支配しましょう。",
    },
    "tut.tw.ask.hunt": {
        "rules": "TW-T9",
        "en": "Hunt: end your action with your wolves on three different hexes next to a prey.",
        "de": "Geh auf die Jagd: Beende deine Aktion mit deinen Wölfen auf drei verschiedenen "
        "Feldern neben einer Beute.",
        "ja": "狩りをしましょう：アクションの終わりに、"
        "自分の狼が獲物の隣の異なる3つのヘクスにいるようにします。",
    },
    # -- verdicts ---------------------------------------------------------------------------
    "tut.tw.right": {
        "en": "Right: that is it.",
        "de": "Richtig, genau so.",
        "ja": "正解です。",
    },
    "tut.tw.other_action": {
        "en": "You chose the action “{chosen:twaction}”, but this task asks for "
        "“{wanted:twaction}”. Press Start again and try it.",
        "de": "Du hast die Aktion „{chosen:twaction}“ gewählt, diese Aufgabe verlangt aber "
        "„{wanted:twaction}“. Klick auf „Noch einmal“ und probier es.",
        "ja": "選んだアクションは「{chosen:twaction}」ですが、この課題は「{wanted:twaction}」です。"
        "「もう一度」を押して、もう一度挑戦しましょう。",
    },
    "tut.tw.end_turn": {
        "en": "You ended your turn without doing what the task asks. Press Start again.",
        "de": "Du hast deinen Zug beendet, ohne die Aufgabe zu erfüllen. Klick auf „Noch einmal“.",
        "ja": "課題を果たさないまま手番を終えました。「もう一度」を押しましょう。",
    },
    "tut.tw.pay.home": {
        "rules": "TW-C2",
        "en": "You paid with the home tile: it never flips, so it shows desert again next "
        "time. Press Start again and pay with the tile that flips.",
        "de": "Du hast mit dem Lebensraumplättchen bezahlt: Es wird nie umgedreht und zeigt "
        "beim nächsten Mal wieder Wüste. Klick auf „Noch einmal“ und bezahle mit dem "
        "Plättchen, das umgedreht wird.",
        "ja": "得意地形タイルで支払いました。このタイルは裏返らないので、次も砂漠のままです。"
        "「もう一度」を押して、裏返るタイルで支払いましょう。",
    },
    "tut.tw.move.miss": {
        "rules": "TW-T2",
        "en": "Your move is over, but no two wolves from the same hex ended on two different "
        "hexes. With pack spread 2 you may move two wolves, and they may split up. Press "
        "Start again.",
        "de": "Deine Bewegung ist vorbei, aber keine zwei Wölfe vom selben Feld stehen jetzt "
        "auf zwei verschiedenen Feldern. Mit Rudelausbreitung 2 darfst du zwei Wölfe ziehen, "
        "und sie dürfen sich trennen. Klick auf „Noch einmal“.",
        "ja": "移動は終わりましたが、同じヘクスにいた2匹が別々のヘクスに止まっていません。"
        "群れの広がりが2なら2匹を動かせ、別々の場所へ行けます。「もう一度」を押しましょう。",
    },
    "tut.tw.den.track": {
        "rules": "TW-T5",
        "en": "You took the den from the {track:twtrack} track. Your wolves run farther when "
        "the wolf speed track goes up. Press Start again.",
        "de": "Du hast den Bau von der Leiste {track:twtrack} genommen. Deine Wölfe laufen "
        "weiter, wenn die Leiste Wolfsgeschwindigkeit steigt. Klick auf „Noch einmal“.",
        "ja": "巣穴を{track:twtrack}のトラックから取りました。狼が遠くまで動けるようになるのは、"
        "速度のトラックが上がったときです。「もう一度」を押しましょう。",
    },
    "tut.tw.hunt.miss": {
        "rules": "TW-T9",
        "en": "Your action is over and there was no hunt: your wolves must stand on three "
        "different hexes next to the prey, and you may not yet have a prey of that kind. "
        "Press Start again.",
        "de": "Deine Aktion ist vorbei, und es gab keine Jagd: Deine Wölfe müssen auf drei "
        "verschiedenen Feldern neben der Beute stehen, und du darfst noch keine Beute dieser "
        "Art haben. Klick auf „Noch einmal“.",
        "ja": "アクションが終わりましたが、狩りは起きませんでした。自分の狼が獲物の隣の異なる"
        "3つのヘクスにいて、その種類の獲物をまだ持っていないことが必要です。"
        "「もう一度」を押しましょう。",
    },
    "tut.tw.displace.miss": {
        "rules": "TW-T4",
        "en": "Your move is over, but no wolf was pushed away. Only an alpha may end on a hex "
        "where another pack's wolf stands alone. Press Start again.",
        "de": "Deine Bewegung ist vorbei, aber kein Wolf wurde verdrängt. Nur ein Alphawolf "
        "darf auf einem Feld stehen bleiben, auf dem ein Wolf eines anderen Rudels allein "
        "steht. Klick auf „Noch einmal“.",
        "ja": "移動は終わりましたが、押し出された狼はいません。他の群れの狼が1匹だけいるヘクスに"
        "止まれるのはアルファウルフだけです。「もう一度」を押しましょう。",
    },
    "tut.tw.region.why": {
        "rules": "TW-E1",
        "en": "Count the control in the region at {water:twhex}: alphas, pack wolves and dens "
        "1 each, a lair 3.",
        "de": "Zähl die Kontrolle in der Region bei {water:twhex}: Alphawolf, Rudelwolf und "
        "Bau je 1, eine Höhle 3.",
        "ja": "{water:twhex}の地域の支配力を数えましょう。アルファウルフ、パックウルフ、巣穴は"
        "1ずつ、棲家は3です。",
    },
    "tut.tw.home_tile": {
        "rules": "TW-C2",
        "en": "the home tile ({terrain:twterrain} on both sides)",
        "de": "das Lebensraumplättchen (beide Seiten: {terrain:twterrain})",
        "ja": "得意地形タイル（両面とも{terrain:twterrain}）",
    },
    "tut.tw.region.tied": {
        "en": "players {players} (a tie)",
        "de": "Spieler {players} (Gleichstand)",
        "ja": "プレイヤー{players}（同点）",
    },
}
register_templates(TEXTS)


# -- positions ----------------------------------------------------------------------------------
@cache
def _record() -> dict[str, Any]:
    import json

    data: dict[str, Any] = json.loads(RECORD.read_text(encoding="utf-8"))
    return data


def recorded_game(decisions: int) -> TheWolves:
    """The computer's game (3 players, seed 4) after its first ``decisions`` decisions."""
    record = _record()
    return TheWolves.from_record({**record, "moves": record["moves"][:decisions]})


def finish_placement(game: TheWolves) -> None:
    """Place every pair still to be placed (each time on a hex in the middle of the allowed
    ones), so that the first turn can start."""
    while not game.is_over and all(m.startswith("place ") for m in game.legal_notations()):
        choices = game.legal_notations()
        game.play(choices[len(choices) // 2])


def first_game() -> TheWolves:
    """The tutorial's first game: 3 players, seed 7, every pair placed."""
    game = TheWolves(players=3, seed=7, first=0)
    finish_placement(game)
    return game


def tiles(game: TheWolves, player: int) -> list[str]:
    """What a player's six terrain tiles show now, in words, each as the board's texts
    name a payment: the home tile and the terrain it shows on both sides, each cycle tile
    and what it flips to (``"the home tile (desert on both sides)"``, ``"the forest tile
    (it turns to rock)"``; ``"das Wüstenplättchen (Rückseite: Wald)"``)."""
    from wolfpack.core.i18n import get_language, render
    from wolfpack.the_wolves.terms import payment_word

    lang = get_language()
    out = []
    for tile in game.view()["boards"][player]["tiles"]:
        if tile["tile"] == "home":
            out.append(render("tut.tw.home_tile", {"terrain": tile["shows"]}, lang))
        else:
            out.append(payment_word([f"{tile['shows']}>{tile['other']}"], lang))
    return out


# -- judging ------------------------------------------------------------------------------------
def _chosen(steps: list[Step]) -> str | None:
    return next((s.notation for s in steps if s.notation in ACTIONS), None)


def _turn_over(game: Game[Any], player: int) -> bool:
    """Whether the learner's action is complete (they choose again, or it is not their turn)."""
    if game.is_over or game.to_move != player:
        return True
    return game.waiting(player).key == "tw.wait.choose"


def _events(steps: list[Step], key: str) -> list[Explanation]:
    return [e for s in steps for e in s.events if e.key == key]


def _action_judge(
    wanted: str | None, key: str, miss: Line, extra: Callable[[list[Explanation]], Line | None]
) -> Callable[[Game[Any], list[Step], bool], Verdict | None]:
    def judge(game: Game[Any], steps: list[Step], done: bool) -> Verdict | None:
        found = _events(steps, key)
        if found:
            problem = extra(found)
            if problem is not None:
                return wrong(problem, *found)
            return right(msg("tut.tw.right"), *found)
        chosen = _chosen(steps)
        if wanted is not None and chosen is not None and chosen != wanted:
            return wrong(msg("tut.tw.other_action", chosen=chosen, wanted=wanted))
        if any(s.notation == "end" for s in steps):
            return wrong(msg("tut.tw.end_turn"))
        if done:
            return wrong(miss, *[e for s in steps for e in s.events])
        return None

    return judge


def _no_extra(_found: list[Explanation]) -> Line | None:
    return None


def _speed_track(found: list[Explanation]) -> Line | None:
    track = found[0].params.get("track")
    if track != "wolf_speed":
        return msg("tut.tw.den.track", track=track)
    return None


def _pay_judge(game: Game[Any], steps: list[Step], done: bool) -> Verdict | None:
    pay = next((s for s in steps if s.notation.startswith("pay ")), None)
    if pay is None:
        return None
    words = pay.notation.split()[1:]
    if words == ["desert>forest"]:
        return right(msg("tut.tw.right"), pay.explanation)
    return wrong(msg("tut.tw.pay.home"), pay.explanation)


def _move_judge(game: Game[Any], steps: list[Step], done: bool) -> Verdict | None:
    runs = [
        s.notation.split()[1].split(">")
        for s in steps
        if s.notation.split()[0] in ("alpha", "pack")
    ]
    if not done:
        return None
    moved = [e for s in steps for e in s.events if e.key == "tw.ev.move"]
    for i, (start, end) in enumerate(runs):
        for other_start, other_end in runs[i + 1 :]:
            if start == other_start and end != other_end:
                return right(msg("tut.tw.right"), *moved)
    return wrong(msg("tut.tw.move.miss"), *moved)


# -- the tasks ----------------------------------------------------------------------------------
def _after(base: Callable[[], TheWolves], *moves: str) -> Callable[[], TheWolves]:
    def start() -> TheWolves:
        game = base()
        game.play_all(list(moves))
        return game

    return start


def _at(decisions: int) -> Callable[[], TheWolves]:
    return lambda: recorded_game(decisions)


def _make(name: str) -> Task:
    ask = msg(f"tut.tw.ask.{name}")
    if name == "pay":
        start = _after(first_game, "move", "to desert")
        return Task(
            start, _pay_judge, prompt=ask, finished=_turn_over, solution=["pay desert>forest"]
        )
    if name == "move":
        start = _after(first_game, "move", "to desert", "pay desert>forest")
        game = start()
        solution = _split_up(game)
        return Task(start, _move_judge, prompt=ask, finished=_turn_over, solution=solution)
    # name: (decisions before the position, action asked, event, miss text, extra check)
    table: dict[str, tuple[int, str | None, str, Line, Callable[[list[Explanation]], Line | None]]]
    table = {
        "den": (6, "den", "tw.ev.den", msg("tut.tw.end_turn"), _speed_track),
        "displace": (25, "move", "tw.ev.displaced", msg("tut.tw.displace.miss"), _no_extra),
        "howl": (41, "howl", "tw.ev.howl", msg("tut.tw.end_turn"), _no_extra),
        "lair": (56, "lair", "tw.ev.lair", msg("tut.tw.end_turn"), _no_extra),
        "hunt": (95, None, "tw.ev.hunt", msg("tut.tw.hunt.miss"), _no_extra),
        "dominate": (112, "dominate", "tw.ev.dominate", msg("tut.tw.end_turn"), _no_extra),
    }
    if name not in table:
        raise ValueError(f"no task {name!r}; choose one of: pay, move, {', '.join(table)}")
    decisions, wanted, key, miss, extra = table[name]
    start = _at(decisions)
    solution = _solution(decisions, key)
    if name == "den":
        solution = [m if not m.startswith("track ") else "track speed" for m in solution]
    return Task(
        start,
        _action_judge(wanted, key, miss, extra),
        prompt=ask,
        finished=_turn_over,
        solution=solution,
    )


def _solution(decisions: int, key: str) -> list[str]:
    """The computer's own decisions from the position up to the event ``key``."""
    game = recorded_game(decisions)
    player = game.to_move
    assert player is not None
    moves = _record()["moves"][decisions:]
    out: list[str] = []
    found = False
    for move in moves:
        events = game.play(move)
        out.append(move)
        found = found or any(e.key == key for e in events)
        if found and _turn_over(game, player):
            return out
    raise RuntimeError(f"the record has no {key}")


def _split_up(game: TheWolves) -> list[str]:
    """Two wolf moves from one hex to two different hexes, and ``done`` if still needed."""
    moves = [m for m in game.legal_notations() if m != "done"]
    for first in moves:
        start, end = first.split()[1].split(">")
        after = TheWolves.from_record(game.to_record())
        after.play(first)
        for second in after.legal_notations():
            if second == "done":
                continue
            other_start, other_end = second.split()[1].split(">")
            if other_start == start and other_end != end:
                after.play(second)
                rest = ["done"] if "done" in after.legal_notations() else []
                return [first, second, *rest]
    raise RuntimeError("no two wolves can split up here")


@cache
def _task(name: str) -> Task:
    return _make(name)


def task(name: str) -> Task:
    """The task ``name`` (``pay``, ``move``, ``den``, ``displace``, ``howl``, ``lair``,
    ``dominate``, ``hunt``)."""
    return _task(name)


# -- region scoring -----------------------------------------------------------------------------
def region_of(game: TheWolves, hex_name: str) -> tuple[int, str]:
    """The region holding ``hex_name``: its index and its water hex."""
    state = game.state
    index = state.geo.find(hex_name)
    if index is None:
        raise ValueError(f"there is no hex {hex_name} on this map")
    region = state.geo.region[index]
    water = str(game.view()["regions"][region]["water"])
    return region, water


def _player_numbers(answer: Any) -> tuple[int, ...]:
    if isinstance(answer, int):
        return (answer,)
    return tuple(sorted(int(a) for a in answer))


def region_question(game: TheWolves, hex_name: str) -> Question:
    """Who would take first place in the region of ``hex_name`` if it were scored now? The
    answer is a player's number as the board shows it (a tie: a list of numbers)."""
    region, water = region_of(game, hex_name)
    first = tuple(sorted(owner + 1 for owner in game.region_scoring(region).first))
    return Question(
        first,
        why=game.region_explained(region),
        hint=[msg("tut.tw.region.why", water=water)],
        same=lambda a, b: _player_numbers(a) == b,
        shown=lambda a: ", ".join(str(n) for n in _player_numbers(a)),
    )
