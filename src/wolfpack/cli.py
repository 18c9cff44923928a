"""The ``wolfpack`` command: ``replay`` records, report ``rules`` and their coverage, play a
``tournament`` between two bots, ``export-html`` a game to a page anyone can open, and
draw a record's position as a ``picture`` (an SVG file).

Exit status: 0 success; 1 a record breaks a rule (or coverage is incomplete); 2 a
malformed record, a file that cannot be read or written, or bad arguments (with one line on
standard error naming the file and the reason, never a traceback). A record named ``-`` is
read from standard input. When the reader of standard output stops early (``wolfpack replay
--trace r.json | head``), the command stops quietly with status 141, as a program stopped by
``SIGPIPE`` does.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from wolfpack.core.coverage import coverage
from wolfpack.core.errors import IllegalMoveError, RecordError, RecordMoveError
from wolfpack.core.files import NOT_REGULAR
from wolfpack.core.game import Game
from wolfpack.core.i18n import LANGUAGES, check_language
from wolfpack.core.records import (
    expect_list,
    expect_record_format,
    expect_str,
    field,
    load_json,
)
from wolfpack.core.registry import default_game, game_of_record, games, get_game, load_record
from wolfpack.core.rules import all_rules

T = TypeVar("T")


def _emit(obj: dict[str, Any]) -> None:
    print(json.dumps(obj, ensure_ascii=False))


def _trace_line(step: int, game: Game[Any]) -> dict[str, Any]:
    return {"step": step, "to_move": game.to_move, "legal": game.legal_notations()}


def _malformed(field_name: str, message: str, command: str = "replay") -> int:
    _emit({"error": "malformed record", "field": field_name, "message": message})
    if field_name == "file":  # the file itself: its message names it and says why
        print(f"wolfpack {command}: {message}", file=sys.stderr)
    else:
        print(f"wolfpack {command}: malformed record: {field_name}: {message}", file=sys.stderr)
    return 2


def _read(path: str) -> dict[str, Any]:
    """The record at ``path`` (``-``: standard input), read within its size limit; a path
    that is not a regular file (a FIFO, a device) is refused without waiting or reading
    (:func:`wolfpack.core.files.open_regular`), pointing at ``-`` for a pipe."""
    if path == "-":
        return load_json(sys.stdin.buffer)
    try:
        return load_json(path)
    except RecordError as e:
        if e.field == "file" and e.message.endswith(NOT_REGULAR):
            raise RecordError(
                e.field,
                f"{e.message}; to read a pipe, name the record - and send it to standard input",
            ) from None
        raise


def replay(path: str, trace: bool = False) -> int:
    """Check and replay a record file (``-``: standard input); print the JSON the record
    spec defines. Whatever the file holds, the answer is one of the three outcomes (0, 1 or
    2), never a crash."""
    try:
        data = _read(path)
        info = game_of_record(data)
        # (a board's saved view is named as such; /2 is the version with variations)
        expect_record_format(data, info.record_format)
        moves_v = expect_list(field(data, "moves", ""), "moves")
        moves = [expect_str(m, f"moves[{i}]") for i, m in enumerate(moves_v)]
        game = info.from_record(dict(data, moves=[]))
    except RecordError as e:
        return _malformed(e.field, e.message)
    except (ValueError, TypeError, KeyError, IndexError, OverflowError, RecursionError) as e:
        return _malformed("record", f"cannot be read ({type(e).__name__})")
    for step, move in enumerate(moves):
        if trace:
            _emit(_trace_line(step, game))
        try:
            game.play(move)
        except IllegalMoveError as e:
            err = RecordMoveError(step, e)
            _emit(
                {
                    "error": "illegal move",
                    "step": step,
                    "move": move,
                    "rule": e.rule,
                    "message": e.explanation.text("en"),
                }
            )
            print(f"wolfpack replay: step {step}: {err}", file=sys.stderr)
            return 1
    if trace:
        _emit(_trace_line(len(moves), game))
    _emit(game.result_json())
    return 0


def rules_command(
    game_id: str | None, show_coverage: bool, lang: str, tests: str, as_json: bool
) -> int:
    """List rule ids with their texts, or the coverage report."""
    prefix = get_game(game_id).rule_prefix if game_id else None
    if not show_coverage:
        for rule in all_rules():
            if prefix is None or rule.id.startswith(prefix + "-"):
                print(rule.describe(lang))
        return 0
    tests_dir = Path(tests)
    try:
        rows = coverage(prefix, tests_dir)
    except OSError as e:
        print(f"wolfpack rules: cannot read {e.filename!r}: {e.strerror}", file=sys.stderr)
        return 2
    if as_json:
        print(json.dumps([r.to_json() for r in rows], indent=1, ensure_ascii=False))
    else:
        for r in rows:
            mark = "ok " if r.complete else "MISSING"
            print(f"{r.id:7} {mark} {r.title}")
            print(f"        implemented: {', '.join(r.implemented_in) or '-'}")
            print(f"        texts: {'/'.join(r.languages) or '-'}")
            print(f"        messages: {', '.join(r.messages) or '-'}")
            print(f"        tests: {', '.join(r.tests) or '-'}")
    missing = [r.id for r in rows if not r.complete]
    if not tests_dir.is_dir():
        print(f"(no tests folder at {tests_dir}: tests not counted)", file=sys.stderr)
    if missing:
        print(f"incomplete: {', '.join(missing)}", file=sys.stderr)
        return 1
    print(
        f"{len(rows)} rules, all implemented, in {len(LANGUAGES)} languages, and tested",
        file=sys.stderr,
    )
    return 0


def tournament_command(
    bot_a: str,
    bot_b: str,
    games: int,
    seed: int,
    game_id: str,
    variant: str | None,
    quiet: bool,
    as_json: bool,
    jobs: int = 1,
    players: int = 2,
    ray: str | None = None,
    ray_wheels: str | None = None,
) -> int:
    """Play a seeded match between two bots; print win rates and mean margins. ``ray``:
    run the games as Ray tasks (``"local"``: a Ray started here; else a cluster's address),
    with ``ray_wheels`` (a folder of wheels) installed on every node."""
    from wolfpack.bots.tournament import play_match, progress_bar

    for option, value, least in (("-n/--games", games, 0), ("--jobs", jobs, 1)):
        if value < least:
            print(
                f"wolfpack tournament: {option}: a whole number of {least} or more, not {value}",
                file=sys.stderr,
            )
            return 2
    bar = None if quiet else progress_bar(games, sys.stderr)
    try:
        result = play_match(
            bot_a,
            bot_b,
            games,
            seed=seed,
            game=game_id,
            variant=variant,
            players=players,
            progress=bar,
            jobs=jobs,
            ray=ray,
            ray_wheels=() if ray_wheels is None else ray_wheels,
        )
    except ImportError as e:
        print(f"wolfpack tournament: --ray needs the ray package ({e})", file=sys.stderr)
        return 2
    except RuntimeError as e:  # (Ray did not start here)
        print(f"wolfpack tournament: {e}", file=sys.stderr)
        return 2
    except ValueError as e:
        print(f"wolfpack tournament: {e}", file=sys.stderr)
        return 2
    if as_json:
        print(json.dumps(result.to_json()))
    else:
        print(result.report())
    return 0


def _record_view(
    command: str, path: str, view: str, make: Callable[[Game[Any], int | None], T]
) -> T | int:
    """What ``make`` makes of a record's game and the player ``view`` names (``open``:
    None), or the exit status of a record that cannot be read (a malformed one 2, an
    illegal move 1) or of arguments it refuses (2), each said in one line."""
    try:
        game = load_record(_read(path))
        return make(game, _viewer(view, game.players))
    except RecordError as e:
        return _malformed(e.field, e.message, command)
    except RecordMoveError as e:
        print(f"wolfpack {command}: {e}", file=sys.stderr)
        return 1
    except ValueError as e:
        where = "--view: " if command == "export-html" else ""
        print(f"wolfpack {command}: {where}{e}", file=sys.stderr)
        return 2
    except LookupError as e:  # (a game with no picture)
        print(f"wolfpack {command}: {e.args[0] if e.args else e}", file=sys.stderr)
        return 2


def _write_out(command: str, out: str, write: Callable[[str], Any]) -> Any:
    """``write(out)``, or None after saying in one line why ``out`` cannot be written."""
    try:
        return write(out)
    except OSError as e:
        reason = e.strerror or type(e).__name__
        print(f"wolfpack {command}: cannot write {out!r}: {reason}", file=sys.stderr)
        return None


def export_html(path: str, out: str, lang: str, view: str) -> int:
    """Write a record's game to one self-contained HTML page that steps through it with no
    kernel (as its board shows it, in ``lang``, from ``view``: a player or ``open``). The
    page is written whole or not at all; a place it cannot be written is exit 2."""
    made = _record_view(
        "export-html",
        path,
        view,
        lambda game, viewer: (game, game.widget(perspective=viewer, language=lang)),
    )
    if isinstance(made, int):
        return made
    game, board = made
    try:
        written = _write_out("export-html", out, board.to_html)
    finally:
        board.close()
    if written is None:
        return 2
    print(f"wolfpack export-html: wrote {written} ({len(game.moves)} moves)", file=sys.stderr)
    return 0


def picture_command(
    path: str, out: str, player: str, lang: str, step: int | None, size: float | None
) -> int:
    """Write the picture of a record's position (after its first ``step`` moves; None: the
    position it reaches) as ``player`` sees it (a player or ``open``), in ``lang``, to the
    SVG file ``out``, whole or not at all (a game with no picture, a step outside the record
    or a bad size: exit 2)."""
    from wolfpack.core.picture import picture

    drawn = _record_view(
        "picture", path, player, lambda game, viewer: picture(game, viewer, lang, step, size)
    )
    if isinstance(drawn, int):
        return drawn
    written = _write_out("picture", out, drawn.save)
    if written is None:
        return 2
    print(f"wolfpack picture: wrote {written}", file=sys.stderr)
    return 0


_PLAYER = re.compile(r"[0-9]{1,4}")


def _viewer(view: str, players: int) -> int | None:
    """The player ``--view`` names (None: ``open``); a ``ValueError`` saying what it may be
    otherwise (ASCII digits only: no sign, space, fraction or other script's digits)."""
    if view == "open":
        return None
    if _PLAYER.fullmatch(view) and int(view) < players:
        return int(view)
    shown = view if len(view) <= 20 else view[:20] + "..."
    raise ValueError(f"a player from 0 to {players - 1}, or open; not {shown!r}")


def _version() -> str:
    """``wolfpack --version``: the package's version, and whether the native core searches."""
    from wolfpack import __version__
    from wolfpack.core import native

    core = native.core()
    if core is None:
        where = "no native core: the bots search in Python"
    else:
        where = f"native core {getattr(core, '__version__', '')}".rstrip()
    return f"wolfpack {__version__} (wolfpack-boards; {where})"


EXIT_STATUS = """exit status:
  0    success
  1    a record breaks a rule, or the rule coverage is incomplete
  2    a malformed record, a file that cannot be read or written, or bad arguments
       (one line on standard error names the file and the reason)
  141  standard output was closed by its reader (wolfpack replay --trace r.json | head)

A record named - is read from standard input."""


def _listed(items: list[str], last: str) -> str:
    """``"a, b and c"`` (``last``: ``"and"`` or ``"or"``)."""
    return ", ".join(items[:-1]) + f" {last} " + items[-1] if len(items) > 1 else "".join(items)


def _record_arguments(parser: argparse.ArgumentParser, out: str, what: str, view: str) -> None:
    """The arguments of a command that writes a record's game to a file: the record, the
    file (``-o`` / ``out``), the language and whose view (``view``)."""
    parser.add_argument("record", help="the record (-: read it from standard input)")
    parser.add_argument("-o", out, required=True, help=what)
    parser.add_argument(
        "--lang", default="en", choices=LANGUAGES, help="the language (default: en)"
    )
    parser.add_argument(view, default="open", help="whose view: a player number, or open (default)")


def build_parser() -> argparse.ArgumentParser:
    """The ``wolfpack`` command's parser: every command and option with its help."""
    fmt = argparse.RawDescriptionHelpFormatter
    known = games()
    titles = [info.title for info in known]
    ids = [info.id for info in known]
    first = default_game().id
    parser = argparse.ArgumentParser(
        prog="wolfpack",
        description=(
            "Replay records, list the rules and their coverage, play bot tournaments,\n"
            "export games to pages that replay them and draw positions as pictures,\n"
            f"for {_listed(titles, 'and')}."
        ),
        epilog=EXIT_STATUS + "\n\nwolfpack COMMAND --help describes each command.",
        formatter_class=fmt,
    )
    parser.add_argument("--version", action="version", version=_version())
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    p_replay = sub.add_parser(
        "replay",
        help="check and replay a game record",
        description=(
            "Check a game record move by move and print the result as JSON. Every game's\n"
            f"records are read ({_listed(titles, 'and')}):\n"
            "each names its game or its record format."
        ),
        epilog=EXIT_STATUS,
        formatter_class=fmt,
    )
    p_replay.add_argument("file", help="the record (-: read it from standard input)")
    p_replay.add_argument(
        "--trace", action="store_true", help="print the legal moves before each move"
    )
    p_rules = sub.add_parser(
        "rules",
        help="list the rule ids, or their coverage",
        description=(
            "List every rule with its id and text, or (--coverage) check that each rule\n"
            "is implemented, explained in every language and cited by a test."
        ),
        formatter_class=fmt,
    )
    p_rules.add_argument("--game", choices=ids, help="one game's rules (default: all)")
    p_rules.add_argument(
        "--coverage", action="store_true", help="each rule's implementation, texts and tests"
    )
    p_rules.add_argument(
        "--lang", default="en", choices=LANGUAGES, help="the language (default: en)"
    )
    p_rules.add_argument(
        "--tests", default="tests", help="the tests folder to search (default: tests)"
    )
    p_rules.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p_tour = sub.add_parser(
        "tournament",
        help="play seeded games between two bots",
        description=(
            "Play seeded games between two bots and print win rates and the mean margin,\n"
            "each with a 95% confidence interval. Game i is dealt from seed + i, so a\n"
            "match is the same wherever it runs (one process, --jobs, or --ray).\n\n"
            "Bots: random, heuristic, ismcts, ismcts:ITERATIONS (a fixed search) or\n"
            "ismcts:SECONDSs (a time limit, e.g. ismcts:1s)."
        ),
        formatter_class=fmt,
    )
    p_tour.add_argument("bot_a", help="the first bot, e.g. ismcts:1s")
    p_tour.add_argument("bot_b", help="the second bot, e.g. heuristic")
    p_tour.add_argument("-n", "--games", type=int, default=100, help="games (default: 100)")
    p_tour.add_argument(
        "--seed", type=int, default=0, help="game i is dealt from seed + i (default: 0)"
    )
    p_tour.add_argument(
        "--game",
        default=first,
        help=_listed([f"{i} (default)" if i == first else i for i in ids], "or"),
    )
    p_tour.add_argument(
        "--variant",
        default=None,
        help="; ".join(f"{i.id}: {_listed(list(i.variants), 'or')}" for i in known if i.variants),
    )
    p_tour.add_argument(
        "--players",
        type=int,
        default=2,
        help="seats (default: 2): bot A in one, moving seat every game, bot B in the others",
    )
    p_tour.add_argument("--quiet", action="store_true", help="no progress bar")
    runner = p_tour.add_mutually_exclusive_group()
    runner.add_argument(
        "--jobs", type=int, default=1, help="games played at once, in that many processes"
    )
    runner.add_argument(
        "--ray",
        nargs="?",
        const="local",
        default=None,
        metavar="ADDRESS",
        help=(
            "games as Ray tasks: on the cluster at ADDRESS (e.g. ray://head:10001 or "
            "auto), or on a Ray started here without one (needs the ray package)"
        ),
    )
    p_tour.add_argument(
        "--ray-wheels",
        metavar="DIR",
        default=None,
        help=(
            "with --ray: install the wheels in DIR (what ./dev wheels builds) on every node "
            "for the match, so the cluster needs no published package"
        ),
    )
    p_tour.add_argument("--json", action="store_true", help="print the result as JSON")
    p_html = sub.add_parser(
        "export-html",
        help="write a game to an HTML page that replays it, with no kernel",
        description=(
            "Write a record's game to one self-contained HTML page: its board, stepped\n"
            "through move by move in any browser, with no Python and no kernel."
        ),
        epilog=EXIT_STATUS,
        formatter_class=fmt,
    )
    _record_arguments(p_html, "--output", "the HTML file to write", "--view")
    p_pic = sub.add_parser(
        "picture",
        help="draw a record's position as an SVG picture",
        description=(
            "Draw the position of a record (or the position after its first K moves) as\n"
            "one static SVG file, as one player sees it or in the open view."
        ),
        epilog=EXIT_STATUS,
        formatter_class=fmt,
    )
    _record_arguments(p_pic, "--out", "the SVG file to write", "--player")
    p_pic.add_argument(
        "--step",
        type=int,
        default=None,
        help="the position after this many moves (default: where the record ends; "
        "negative: counted back from there)",
    )
    p_pic.add_argument(
        "--size", type=float, default=None, help="its width in pixels (default: its own)"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``wolfpack`` command: its exit status (see the module docs)."""
    try:
        status = _run(argv)
        sys.stdout.flush()
    except BrokenPipeError:
        return _reader_gone()
    return status


SIGPIPE_STATUS = 141
"""The exit status when the reader of standard output has gone (128 + ``SIGPIPE``)."""


def _reader_gone() -> int:
    """Standard output's reader closed it: send what is still buffered nowhere (so that
    Python does not fail again writing it at exit) and stop quietly."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # not a real file (a test's capture)
        pass
    return SIGPIPE_STATUS


def _run(argv: Sequence[str] | None) -> int:
    """Parse the arguments and run the command."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "export-html":
        return export_html(args.record, args.output, args.lang, args.view)
    if args.command == "replay":
        return replay(args.file, args.trace)
    if args.command == "picture":
        return picture_command(args.record, args.out, args.player, args.lang, args.step, args.size)
    if args.command == "tournament":
        return tournament_command(
            args.bot_a,
            args.bot_b,
            args.games,
            args.seed,
            args.game,
            args.variant,
            args.quiet,
            args.json,
            args.jobs,
            args.players,
            args.ray,
            args.ray_wheels,
        )
    return rules_command(args.game, args.coverage, check_language(args.lang), args.tests, args.json)


if __name__ == "__main__":
    sys.exit(main())
