"""Lessons: a position and steps the learner plays on the board, as data (``wolfpack-lesson/1``).

A lesson is a JSON object a teacher writes without code (see ``docs/lessons.md``)::

    {"format": "wolfpack-lesson/1", "id": "mg-following-suit", "game": "my-game",
     "kind": "rules", "title": {"en": "Following suit", ...}, "record": {...}, "player": 0,
     "steps": [{"say": {"en": "Play the Red 2 into the Swamp."}, "rules": ["MG-T6"],
                "moves": ["play r2 swamp"], "then": ["play k7 cave"]}]}

:meth:`Lesson.load` reads one from a path, JSON text or a mapping and checks it whole: the
form of every field, the record replayed by the game's own reader, and every step played
out (each accepted move legal for the learner there, each ``then`` move legal after it),
so that a lesson that loads can always be completed.

A step asks for one of four things: the moves it names (``moves``: "play the Red 2 into the
Swamp"), nothing (``moves: []``: the learner reads and presses Continue), a **goal** reached
by the learner's own decisions (``goal``: events the engine narrates, such as "you lose this
trick", judged as the learner decides, every legal move open to them), or a **question**
answered on the board (``question``: by clicking one of the board elements it names, or one
of the answers it offers as buttons). A wrong answer changes nothing; the board teaches
with it (:mod:`wolfpack.widget.lesson`). A bad lesson is refused with a
:class:`LessonError` naming the field (``steps[2].moves[0]``) and, where a move breaks
one, the rule. The shipped lessons live in each game's package, ``lessons/NN-slug.json``
(:func:`shipped`).
"""

from __future__ import annotations

import fnmatch
import re
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from wolfpack.core import i18n, plugins
from wolfpack.core.errors import IllegalMoveError, RecordError, RecordMoveError
from wolfpack.core.explain import Event, Explanation, msg
from wolfpack.core.files import file_inside
from wolfpack.core.game import Game
from wolfpack.core.records import join, load_json
from wolfpack.core.registry import GameInfo, game_of_record, games, get_game

LESSON_FORMAT = "wolfpack-lesson/1"
"""The format of a lesson file."""
KINDS = ("rules", "strategy")
"""What a lesson teaches: a rule of the game, or how to play it well."""
MAX_STEPS = 100
MAX_MOVES = 32
MAX_TEXT = 2000
MAX_LINES = 256
"""The most lines of play a lesson's steps may allow (each step's accepted moves multiply
them): every line is played out when the lesson is checked."""
_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")
_TOP = ("format", "id", "game", "kind", "title", "record", "player", "intro", "steps", "end")
_STEP = ("say", "rules", "moves", "goal", "question", "right", "other", "nudge", "show", "then")
_GOAL = ("events", "none", "decisions")
_CONDITION = ("key", "player", "args")
_QUESTION = ("among", "choices", "answer")
_CHOICE = ("id", "text")
MAX_GOAL_DECISIONS = 6
"""The most decisions of the learner a goal may take (a whole turn of several decisions)."""
MAX_GOAL_NODES = 20000
"""The most positions the search for a goal's ways may visit, from one position."""
MAX_CHOICES = 6


class LessonError(RecordError):
    """A lesson that cannot be used: ``field`` names where (``steps[2].moves[0]``),
    ``why`` says why as data (a message of :mod:`wolfpack.core.lesson_texts`: a string is
    a reason given as it is), ``message`` is it rendered in the global language of the
    moment it is read (as is the error's text), and ``rule`` is the rule id a move breaks
    (None otherwise)."""

    def __init__(self, field: str, why: Explanation | str, rule: str | None = None) -> None:
        self.why = why if isinstance(why, Explanation) else _as_given(why)
        super().__init__(field, "")
        self.rule = rule

    @property  # (rendered when read, in the language then)
    def message(self) -> str:
        """Why, in the global language."""
        return self.why.text()

    @message.setter
    def message(self, value: str) -> None:
        if value:
            self.why = _as_given(value)

    def __str__(self) -> str:
        return f"{self.field}: {self.message}"


def _as_given(reason: str) -> Explanation:
    """A reason given as a sentence (the record reader's), passed on as it is."""
    return msg("lesson.error.as_given", reason=reason)


# -- the form of a field, said in the language of the moment ------------------------------
# (the records' helpers say it in English: a lesson is read by teachers in theirs)
def required(obj: Mapping[str, Any], key: str, path: str) -> Any:
    """``obj[key]``, or a LessonError naming ``path.key`` as missing."""
    if key not in obj:
        raise LessonError(join(path, key), msg("lesson.error.missing"))
    return obj[key]


def expect_object(value: Any, path: str) -> dict[str, Any]:
    """A JSON object."""
    if not isinstance(value, dict):
        raise LessonError(path, msg("lesson.error.object"))
    return value


def expect_known_keys(obj: Mapping[str, Any], path: str, keys: tuple[str, ...], what: str) -> None:
    """Refuse any key of ``obj`` outside ``keys`` (``what``: always a field here)."""
    for k in obj:
        if k not in keys:
            raise LessonError(
                join(path, k), msg("lesson.error.unknown_field", expected=", ".join(keys))
            )


def expect_list(value: Any, path: str) -> list[Any]:
    """A JSON array."""
    if not isinstance(value, list):
        raise LessonError(path, msg("lesson.error.array"))
    return value


def expect_str(value: Any, path: str) -> str:
    """A JSON string."""
    if not isinstance(value, str):
        raise LessonError(path, msg("lesson.error.string"))
    return value


def expect_int(value: Any, path: str, lo: int, hi: int) -> int:
    """A JSON integer (not a boolean) from ``lo`` to ``hi``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise LessonError(path, msg("lesson.error.integer"))
    if not lo <= value <= hi:
        raise LessonError(path, msg("lesson.error.range", lo=lo, hi=hi, found=value))
    return value


def expect_choice(value: Any, path: str, choices: tuple[str, ...], what: str) -> str:
    """A string among ``choices`` (``what`` names them in the records' English only)."""
    text = expect_str(value, path)
    if text not in choices:
        raise LessonError(
            path, msg("lesson.error.unknown_value", found=text[:40], expected=", ".join(choices))
        )
    return text


_JSON_AT = re.compile(r"^not valid JSON \(line (\d+), column (\d+)\)$")


def _file_reason(e: RecordError) -> Explanation | str:
    """Why a lesson's file cannot be read: JSON that does not parse in the language of the
    moment, with where; the reader's other reasons (size, encoding) as it gives them."""
    found = _JSON_AT.match(e.message)
    if found:
        return msg("lesson.error.json", line=int(found[1]), column=int(found[2]))
    return e.message


@dataclass(frozen=True)
class LessonText:
    """A text of a lesson in one or more languages (``{"en": ..., "de": ..., "ja": ...}``).
    Texts are literal sentences: braces are shown as they are written."""

    items: tuple[tuple[str, str], ...]

    def get(self, lang: str | None = None) -> str:
        """The text in ``lang`` (default: the global language), else in the first language
        it is written in."""
        wanted = i18n.check_language(lang)
        for code, words in self.items:
            if code == wanted:
                return words
        return self.items[0][1]

    @property
    def languages(self) -> tuple[str, ...]:
        """The languages it is written in."""
        return tuple(code for code, _ in self.items)

    def template(self) -> dict[str, str]:
        """As a message template in every language (braces escaped, the first language
        given standing in for a missing one)."""
        return {lang: _literal(self.get(lang)) for lang in i18n.LANGUAGES}

    def to_json(self) -> dict[str, str]:
        return dict(self.items)

    def __str__(self) -> str:
        return self.get()


def _literal(text: str) -> str:
    return text.replace("{", "{{").replace("}", "}}")


@dataclass(frozen=True)
class Condition:
    """An event a goal looks for among those the learner's decisions cause: its message id
    ``key`` (``*`` matches any run of characters: ``"mg.ev.win_*"``), whose ``player``
    parameter is the learner's (``"learner"``) or another player's (``"other"``; None: any),
    and whose other parameters ``args`` equal the values given."""

    key: str
    player: str | None = None
    args: tuple[tuple[str, Any], ...] = ()

    def matches(self, event: Event, learner: int) -> bool:
        """Whether ``event`` is one this condition looks for."""
        if not fnmatch.fnmatchcase(event.key, self.key):
            return False
        params = event.params
        if self.player is not None:
            who = params.get("player")
            if not isinstance(who, int) or (who == learner) != (self.player == "learner"):
                return False
        return all(params.get(name) == value for name, value in self.args)


@dataclass(frozen=True)
class Goal:
    """What the learner's own decisions must bring about: every condition of ``events``
    met, and none of ``none``, within ``decisions`` of their decisions in a row."""

    events: tuple[Condition, ...]
    none: tuple[Condition, ...] = ()
    decisions: int = 1

    def judge(self, events: Sequence[Event], learner: int) -> bool | None:
        """True: reached; False: missed for good (an event of ``none`` came); None: not
        yet (the learner may decide on)."""
        if any(c.matches(e, learner) for c in self.none for e in events):
            return False
        if all(any(c.matches(e, learner) for e in events) for c in self.events):
            return True
        return None

    def ways(self, game: Game[Any], learner: int, done: int = 0) -> list[tuple[str, ...]]:
        """Every sequence of the learner's decisions from ``game`` that reaches the goal,
        shortest first, each ending where it is reached (``done``: how many of the game's
        last decisions belong to this goal already; their events count). Searched on the
        game's fast state, at most :data:`MAX_GOAL_NODES` positions."""
        found: list[tuple[str, ...]] = []
        steps = game.steps
        events = [e for step in steps[len(steps) - done :] for e in step.events] if done else []
        budget = [MAX_GOAL_NODES]
        self._search(game, game.state.clone(), learner, (), done, events, found, budget)
        return sorted(found, key=len)

    def _search(
        self,
        game: Game[Any],
        state: Any,
        learner: int,
        path: tuple[str, ...],
        done: int,
        events: list[Event],
        found: list[tuple[str, ...]],
        budget: list[int],
    ) -> None:
        if done + len(path) >= self.decisions or state.to_move != learner:
            return
        for action in state.legal_actions():
            budget[0] -= 1
            if budget[0] < 0:
                raise LessonError("goal", msg("lesson.error.goal_search", most=str(MAX_GOAL_NODES)))
            child = state.clone()
            new: list[Event] = []
            child.apply(action, new)
            here = (*path, game.rules.notation_of(state, action))
            verdict = self.judge([*events, *new], learner)
            if verdict:
                found.append(here)
            elif verdict is None:
                self._search(game, child, learner, here, done, [*events, *new], found, budget)


Judgement = tuple["bool | None", tuple[Explanation, ...]]
"""A :class:`JudgedGoal`'s verdict: reached (True), missed (False) or not yet (None), and
why, line by line."""


@dataclass(frozen=True, eq=False)
class JudgedGoal:
    """A goal judged by code instead of by events: what a tutorial's exercise or task asks
    ("win this trick", "dig a den"), made in Python (a lesson file cannot hold one).

    ``judge(game, learner, start)`` looks at the decisions played on ``game`` since its
    step ``start``: ``(True, why)`` the goal is reached, ``(False, why)`` it is missed (the
    last decision is refused with ``why`` and taken back), ``(None, ())`` not yet.
    ``solution`` is one right way from the step's position (what "Show me" lights, what a
    resumed lesson plays, what an answer key says). Every legal move stays open to the
    learner, as with a :class:`Goal`."""

    judge: Callable[[Game[Any], int, int], Judgement]
    solution: tuple[str, ...]

    @property
    def decisions(self) -> int:
        """How many decisions the solution takes."""
        return len(self.solution)

    def decide(self, game: Game[Any], learner: int, done: int, move: str) -> Judgement:
        """The verdict if the learner, having made ``done`` decisions towards the goal on
        ``game``, now decides ``move`` (legal there): played on a copy of ``game`` (the
        game on a board, its listeners and its redo, never see it)."""
        copy = type(game).from_record(game.to_record())
        start = len(copy.steps) - done
        copy.play(move)
        return self.judge(copy, learner, start)

    def ways(self, game: Game[Any], learner: int, done: int = 0) -> list[tuple[str, ...]]:
        """Ways to the goal from ``game`` (``done`` decisions towards it made already): the
        rest of the solution while the learner follows it, else each next decision that
        reaches the goal at once."""
        made = tuple(game.moves[len(game.moves) - done :]) if done else ()
        if made == self.solution[:done] and len(self.solution) > done:
            return [self.solution[done:]]
        return [
            (move,)
            for move in game.legal_notations()
            if self.decide(game, learner, done, move)[0] is True
        ]


@dataclass(frozen=True)
class Choice:
    """One of the answers a question offers as a button: its ``id`` and its words."""

    id: str
    text: LessonText


@dataclass(frozen=True)
class Question:
    """A question answered on the board: by clicking one of the board elements ``among``
    (``"card:k7"``), or one of the ``choices`` offered as buttons; ``answer`` holds the
    right elements or the id of the right choice."""

    among: tuple[str, ...]
    choices: tuple[Choice, ...]
    answer: tuple[str, ...]

    @property
    def by_button(self) -> bool:
        """Whether the question is answered with one of its buttons."""
        return bool(self.choices)


@dataclass(frozen=True)
class LessonStep:
    """One idea of a lesson: what to do (``say``), the rules it teaches, what it asks for
    (the ``moves`` that are right, a ``goal``, a ``question``, or nothing: the learner reads
    and presses Continue), why it was right, what is said for another legal move
    (``other``) and for a first wrong try (``nudge``), what "Show me" says (``show``), and
    the other players' moves played after it (``then``)."""

    say: LessonText
    moves: tuple[str, ...]
    rules: tuple[str, ...] = ()
    right: LessonText | None = None
    other: LessonText | None = None
    then: tuple[str, ...] = ()
    goal: Goal | JudgedGoal | None = None
    question: Question | None = None
    nudge: LessonText | None = None
    show: LessonText | None = None

    @property
    def reading(self) -> bool:
        """Whether the step asks for nothing (the learner presses Continue)."""
        return not self.moves and self.goal is None and self.question is None

    @property
    def asks(self) -> str:
        """What the step asks for: ``"moves"``, ``"goal"``, ``"element"`` (a question
        answered by clicking the board), ``"choice"`` (by a button) or ``"read"``."""
        if self.goal is not None:
            return "goal"
        if self.question is not None:
            return "choice" if self.question.by_button else "element"
        return "moves" if self.moves else "read"


@dataclass(frozen=True)
class Lesson:
    """A lesson (see the module docs): load one with :meth:`load`, open it on a board with
    :meth:`board`."""

    id: str
    game: str
    kind: str
    titles: LessonText
    record: Mapping[str, Any] = field(repr=False)
    player: int
    steps: tuple[LessonStep, ...] = field(repr=False)
    intro: LessonText | None = field(default=None, repr=False)
    end: LessonText | None = field(default=None, repr=False)
    source: Path | None = field(default=None, repr=False, compare=False)

    def title(self, lang: str | None = None) -> str:
        """The title in ``lang`` (default: the global language)."""
        return self.titles.get(lang)

    @classmethod
    def load(
        cls,
        source: str | Path | Mapping[str, Any],
        *,
        languages: Sequence[str] = (),
        base: str | Path | None = None,
    ) -> Lesson:
        """Read and check a lesson from a file path, JSON text or a mapping (see the module
        docs); ``languages``: the languages every text must be written in (the shipped
        lessons: all three); ``base``: the folder a record named by a file name is read
        from (default: the lesson file's folder, else the current one).
        :class:`LessonError` names the field at fault."""
        path = None if isinstance(source, Mapping) or str(source).lstrip()[:1] == "{" else source
        try:
            data = load_json(source)
        except LessonError:
            raise
        except RecordError as e:
            raise LessonError(e.field, _file_reason(e)) from None
        folder = Path(base) if base is not None else Path(path).parent if path else Path()
        try:
            lesson = _read(data, tuple(languages), folder, Path(path) if path else None)
        except LessonError:
            raise
        except RecordError as e:  # (the form of a field, checked by the records' helpers)
            raise LessonError(e.field, e.message) from None
        _check_play(lesson)
        register_texts(lesson)
        return lesson

    def start(self) -> Game[Any]:
        """A new game at the lesson's position (its record replayed)."""
        return get_game(self.game).from_record(self.record)

    def board(self, language: str | None = None, progress: Any = "default", **options: Any) -> Any:
        """The game's own board in lesson mode (:class:`wolfpack.widget.lesson.LessonBoard`,
        made by the entry point ``lesson-board`` of :data:`wolfpack.core.plugins.LAYERS`):
        ``language`` (default: the global one); ``progress``: a
        :class:`~wolfpack.core.progress.Progress`, a path to keep it in, ``"default"``
        (``$WOLFPACK_PROGRESS``, else ``progress.json`` in the system's place for the
        application's data: :func:`wolfpack.core.progress.default_path`) or None
        (nothing kept); other ``options`` go to the board (``screen="projector"``)."""
        lesson_board = plugins.load(plugins.LAYERS, "lesson-board")
        return lesson_board(self, language=language, progress=progress, **options)

    def key(self, part: str) -> str:
        """The message id of one of the lesson's texts (``title``, ``3.say``)."""
        return f"lesson.{self.id}.{part}"

    def texts(self) -> dict[str, dict[str, str]]:
        """Every text of the lesson as message templates, keyed by :meth:`key`."""
        out = {self.key("title"): self.titles.template()}
        for name, text in (("intro", self.intro), ("end", self.end)):
            if text is not None:
                out[self.key(name)] = text.template()
        for i, step in enumerate(self.steps):
            for name in ("say", "right", "other", "nudge", "show"):
                found: LessonText | None = getattr(step, name)
                if found is not None:
                    out[self.key(f"{i}.{name}")] = found.template()
            for choice in step.question.choices if step.question is not None else ():
                out[self.key(f"{i}.choice.{choice.id}")] = choice.text.template()
            out[self.key(f"{i}.say")]["rules"] = " ".join(step.rules)  # (cited on the board)
        return out


def register_texts(lesson: Lesson) -> None:
    """Make the lesson's texts known as messages (so that explanations citing them render
    in Python as on the board)."""
    i18n.register_templates(lesson.texts())


# -- reading ------------------------------------------------------------------------------
def _read(
    data: dict[str, Any], languages: tuple[str, ...], folder: Path, path: Path | None
) -> Lesson:
    expect_known_keys(data, "", _TOP, "field")
    fmt = expect_str(required(data, "format", ""), "format")
    if fmt != LESSON_FORMAT:
        raise LessonError(
            "format", msg("lesson.error.format", expected=LESSON_FORMAT, found=fmt[:40])
        )
    lesson_id = expect_str(required(data, "id", ""), "id")
    if not _ID.fullmatch(lesson_id):
        raise LessonError("id", msg("lesson.error.id"))
    known = tuple(info.id for info in games())
    game_id = expect_choice(required(data, "game", ""), "game", known, "game")
    info = get_game(game_id)
    kind = expect_choice(required(data, "kind", ""), "kind", KINDS, "kind")
    title = _text(required(data, "title", ""), "title", languages)
    record = _record(required(data, "record", ""), folder, info)
    low, high = info.players
    players = record.get("players", low)
    player = expect_int(required(data, "player", ""), "player", 0, high - 1)
    if isinstance(players, int) and player >= players:
        raise LessonError(
            "player", msg("lesson.error.record_players", players=players, last=players - 1)
        )
    raw_steps = expect_list(required(data, "steps", ""), "steps")
    if not 0 < len(raw_steps) <= MAX_STEPS:
        raise LessonError("steps", msg("lesson.error.steps", most=MAX_STEPS))
    rule_ids = {rule.id for rule in info.rule_list()}
    steps = tuple(_step(s, join("steps", i), languages, rule_ids) for i, s in enumerate(raw_steps))
    optional = {k: _text(data[k], k, languages) for k in ("intro", "end") if k in data}
    return Lesson(
        id=lesson_id,
        game=game_id,
        kind=kind,
        titles=title,
        record=record,
        player=player,
        steps=steps,
        intro=optional.get("intro"),
        end=optional.get("end"),
        source=path,
    )


def _text(value: Any, path: str, languages: tuple[str, ...]) -> LessonText:
    obj = expect_object(value, path)
    if not obj:
        raise LessonError(path, msg("lesson.error.no_text"))
    items = []
    for lang, words in obj.items():
        if lang not in i18n.LANGUAGES:
            raise LessonError(join(path, lang), msg("lesson.error.language"))
        text = expect_str(words, join(path, lang)).strip()
        if not text or len(text) > MAX_TEXT:
            raise LessonError(join(path, lang), msg("lesson.error.text_length", most=str(MAX_TEXT)))
        items.append((lang, text))
    for lang in languages:
        if lang not in obj:
            raise LessonError(join(path, lang), msg("lesson.error.missing_language"))
    return LessonText(tuple(items))


def _record(value: Any, folder: Path, info: GameInfo) -> dict[str, Any]:
    if isinstance(value, str):
        try:
            inside = file_inside(folder, value)
        except ValueError as e:
            raise LessonError("record", msg("lesson.error.record_file", reason=str(e))) from None
        try:
            value = load_json(inside)
        except RecordError as e:
            raise LessonError("record", e.message) from None
    record = expect_object(value, "record")
    try:
        found = game_of_record(record)
    except RecordError as e:
        raise LessonError(join("record", e.field), e.message) from None
    if found.id != info.id:
        raise LessonError("record", msg("lesson.error.other_game", found=found.id, game=info.id))
    return record


def _moves(value: Any, path: str, *, sequence: bool = False) -> tuple[str, ...]:
    """The notations at ``path``: the choices a step accepts (each once), or with
    ``sequence`` moves played one after another (a move may come again: two players may
    both make the same move)."""
    moves = expect_list(value, path)
    if len(moves) > MAX_MOVES:
        raise LessonError(path, msg("lesson.error.moves", most=MAX_MOVES))
    out = tuple(expect_str(m, join(path, i)) for i, m in enumerate(moves))
    for i, m in enumerate(out):
        if not sequence and m in out[:i]:
            raise LessonError(join(path, i), msg("lesson.error.twice", move=m[:80]))
    return out


def _step(value: Any, path: str, languages: tuple[str, ...], rule_ids: set[str]) -> LessonStep:
    obj = expect_object(value, path)
    expect_known_keys(obj, path, _STEP, "field")
    rules = expect_list(obj.get("rules", []), join(path, "rules"))
    for i, rule in enumerate(rules):
        if expect_str(rule, join(join(path, "rules"), i)) not in rule_ids:
            where = join(join(path, "rules"), i)
            raise LessonError(where, msg("lesson.error.rule", rule=str(rule)[:40]))
    names = ("right", "other", "nudge", "show")
    texts = {k: _text(obj[k], join(path, k), languages) for k in names if k in obj}
    asked = [k for k in ("moves", "goal", "question") if k in obj]
    if len(asked) != 1:
        raise LessonError(path, msg("lesson.error.asks"))
    goal = _goal(obj["goal"], join(path, "goal")) if "goal" in obj else None
    question = (
        _question(obj["question"], join(path, "question"), languages) if "question" in obj else None
    )
    return LessonStep(
        say=_text(required(obj, "say", path), join(path, "say"), languages),
        moves=_moves(obj["moves"], join(path, "moves")) if "moves" in obj else (),
        rules=tuple(rules),
        right=texts.get("right"),
        other=texts.get("other"),
        then=_moves(obj.get("then", []), join(path, "then"), sequence=True),
        goal=goal,
        question=question,
        nudge=texts.get("nudge"),
        show=texts.get("show"),
    )


def _conditions(value: Any, path: str) -> tuple[Condition, ...]:
    items = expect_list(value, path)
    if len(items) > MAX_MOVES:
        raise LessonError(path, msg("lesson.error.events", most=MAX_MOVES))
    out = []
    for i, item in enumerate(items):
        where = join(path, i)
        obj = expect_object(item, where)
        expect_known_keys(obj, where, _CONDITION, "field")
        key = expect_str(required(obj, "key", where), join(where, "key"))
        if not 0 < len(key) <= 120:
            raise LessonError(join(where, "key"), msg("lesson.error.message_id"))
        player = obj.get("player")
        if player is not None:
            player = expect_choice(player, join(where, "player"), ("learner", "other"), "player")
        args = expect_object(obj.get("args", {}), join(where, "args"))
        for name, arg in args.items():
            if not isinstance(arg, (str, int, bool)) or isinstance(arg, float):
                raise LessonError(join(join(where, "args"), name), msg("lesson.error.arg"))
        out.append(Condition(key, player, tuple(sorted(args.items()))))
    return tuple(out)


def _goal(value: Any, path: str) -> Goal:
    obj = expect_object(value, path)
    expect_known_keys(obj, path, _GOAL, "field")
    events = _conditions(required(obj, "events", path), join(path, "events"))
    if not events:
        raise LessonError(join(path, "events"), msg("lesson.error.goal_events"))
    none = _conditions(obj.get("none", []), join(path, "none"))
    decisions = expect_int(obj.get("decisions", 1), join(path, "decisions"), 1, MAX_GOAL_DECISIONS)
    return Goal(events, none, decisions)


def _question(value: Any, path: str, languages: tuple[str, ...]) -> Question:
    obj = expect_object(value, path)
    expect_known_keys(obj, path, _QUESTION, "field")
    if ("among" in obj) == ("choices" in obj):
        raise LessonError(path, msg("lesson.error.question"))
    answer = obj.get("answer")
    if "choices" in obj:
        raw = expect_list(obj["choices"], join(path, "choices"))
        if not 2 <= len(raw) <= MAX_CHOICES:
            raise LessonError(join(path, "choices"), msg("lesson.error.choices", most=MAX_CHOICES))
        choices: list[Choice] = []
        for i, item in enumerate(raw):
            where = join(join(path, "choices"), i)
            choice = expect_object(item, where)
            expect_known_keys(choice, where, _CHOICE, "field")
            cid = expect_str(required(choice, "id", where), join(where, "id"))
            if not _ID.fullmatch(cid) or cid in {c.id for c in choices}:
                raise LessonError(join(where, "id"), msg("lesson.error.choice_id"))
            choices.append(
                Choice(cid, _text(required(choice, "text", where), join(where, "text"), languages))
            )
        right = expect_str(
            answer if answer is not None else required(obj, "answer", path), join(path, "answer")
        )
        if right not in {c.id for c in choices}:
            raise LessonError(join(path, "answer"), msg("lesson.error.answer_choice"))
        return Question((), tuple(choices), (right,))
    among = _moves(obj["among"], join(path, "among"))
    if not among:
        raise LessonError(join(path, "among"), msg("lesson.error.among"))
    for i, element in enumerate(among):
        if ":" not in element or len(element) > 80:
            raise LessonError(join(join(path, "among"), i), msg("lesson.error.element"))
    right_ones = _moves(required(obj, "answer", path), join(path, "answer"))
    for i, element in enumerate(right_ones):
        if element not in among:
            raise LessonError(
                join(join(path, "answer"), i), msg("lesson.error.not_among", element=element[:80])
            )
    if not right_ones:
        raise LessonError(join(path, "answer"), msg("lesson.error.answer_among"))
    return Question(among, (), right_ones)


# -- playing it out -----------------------------------------------------------------------
def _check_play(lesson: Lesson) -> None:
    """Replay the record, then every line of the steps (see the module docs)."""
    try:
        game = lesson.start()
    except RecordMoveError as e:
        why = msg("lesson.error.record_move", notes=(e.error.explanation,), move=e.move[:80])
        raise LessonError(f"record.moves[{e.step}]", why, e.rule) from None
    except RecordError as e:
        raise LessonError(join("record", e.field), e.message) from None
    if lesson.player >= game.players:
        raise LessonError("player", msg("lesson.error.game_players", players=game.players))
    lines = [0]
    _walk(lesson, game, 0, lines)


def _walk(lesson: Lesson, game: Game[Any], index: int, lines: list[int]) -> None:
    if index == len(lesson.steps):
        lines[0] += 1
        if lines[0] > MAX_LINES:
            raise LessonError("steps", msg("lesson.error.lines", most=MAX_LINES))
        return
    step = lesson.steps[index]
    path = join("steps", index)
    if step.reading or step.question is not None:
        with _played(game, step.then, join(path, "then"), None):
            _walk(lesson, game, index + 1, lines)
        return
    if game.to_move != lesson.player:
        whose = (
            msg("lesson.error.over_here", learner=lesson.player)
            if game.to_move is None
            else msg("lesson.error.other_decides", player=game.to_move, learner=lesson.player)
        )
        raise LessonError(join(path, "moves"), whose)
    if step.goal is not None:
        ways = step.goal.ways(game, lesson.player)
        if not ways:
            raise LessonError(join(path, "goal"), msg("lesson.error.goal_unreachable"))
        for way in ways:
            moves = _played(game, way, join(path, "goal"), None)
            then = _played(game, step.then, join(path, "then"), " ".join(way))
            with moves, then:
                _walk(lesson, game, index + 1, lines)
        return
    for j, move in enumerate(step.moves):
        with _played(game, (move,), join(path, "moves"), None, offset=j):
            after = move if len(step.moves) > 1 else None
            with _played(game, step.then, join(path, "then"), after):
                _walk(lesson, game, index + 1, lines)


class _played:
    """Play ``moves`` (each refused as the field ``path[i]``) and take them back after."""

    def __init__(
        self, game: Game[Any], moves: Sequence[str], path: str, after: str | None, offset: int = 0
    ) -> None:
        self.game, self.moves, self.path, self.after, self.offset = game, moves, path, after, offset
        self.count = 0

    def __enter__(self) -> None:
        for i, move in enumerate(self.moves):
            try:
                self.game.play(move)
            except IllegalMoveError as e:
                self._undo()
                key = "lesson.error.not_allowed_after" if self.after else "lesson.error.not_allowed"
                why = msg(key, notes=(e.explanation,), move=move[:80], after=self.after)
                raise LessonError(join(self.path, i + self.offset), why, e.rule) from None
            self.count += 1

    def __exit__(self, *exc: object) -> None:
        self._undo()

    def _undo(self) -> None:
        for _ in range(self.count):
            self.game.undo()
        self.count = 0


# -- the shipped lessons ------------------------------------------------------------------
_SHIPPED: dict[str, list[Lesson]] = {}
_LOCK = threading.Lock()


def shipped_files(game: str) -> list[Path]:
    """The lesson files that come with game ``game`` (``<package>/lessons/*.json``), in
    the order of their names (``NN-slug.json``)."""
    folder = resources.files(get_game(game).package) / "lessons"
    if not folder.is_dir():
        return []
    return sorted(
        (Path(str(item)) for item in folder.iterdir() if item.name.endswith(".json")),
        key=lambda p: p.name,
    )


def shipped(game: str | None = None) -> list[Lesson]:
    """The lessons that come with the package (of one game), in order; each is checked
    once, when first asked for."""
    ids = [game] if game is not None else [info.id for info in games()]
    out: list[Lesson] = []
    for game_id in ids:
        get_game(game_id)  # (a KeyError naming the known games)
        with _LOCK:
            found = _SHIPPED.get(game_id)
            if found is None:
                found = [Lesson.load(p, languages=i18n.LANGUAGES) for p in shipped_files(game_id)]
                _SHIPPED[game_id] = found
        out.extend(found)
    return out


def find(lesson_id: str) -> Lesson:
    """A shipped lesson by id (``KeyError`` listing the known ids)."""
    every = shipped()
    for lesson in every:
        if lesson.id == lesson_id:
            return lesson
    known = ", ".join(lesson.id for lesson in every) or "none"
    raise KeyError(f"no lesson {lesson_id!r}; known: {known}")


__all__ = [
    "LESSON_FORMAT",
    "Choice",
    "Condition",
    "Goal",
    "JudgedGoal",
    "Judgement",
    "Lesson",
    "LessonError",
    "LessonStep",
    "LessonText",
    "Question",
    "find",
    "shipped",
    "shipped_files",
]
