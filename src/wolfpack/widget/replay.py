"""Replays anyone can open: a game as its board shows it, position by position, with no
kernel behind it.

:func:`replay_json` replays a board's game from its record and keeps, for every position,
what the board's viewer sees there (the view's parts, whose turn, the scoring at the end)
and the log narrated for that viewer; equal parts are stored once (``table``). It holds
only what the viewer may see (a player's replay never holds another player's hidden
cards), and no seed. The browser steps through it by itself:

* a notebook saved with widget state keeps it in the board's model (``_replay``, filled
  as the game goes on and from Python when the board opens), so the board steps through
  the game when no kernel answers;
* :func:`html_page` writes one self-contained page (the front end inline, no network),
  which ``board.to_html(path)`` and ``wolfpack export-html`` use;
* ``ipywidgets.embed.embed_minimal_html(board)`` embeds it with the board's state.
"""

from __future__ import annotations

import html
import json
import re
from typing import TYPE_CHECKING, Any

from wolfpack.core.explain import msg
from wolfpack.widget.codec import encode

if TYPE_CHECKING:
    from wolfpack.widget.base import GameWidget

REPLAY_FORMAT = "wolfpack-replay/1"
"""The format of a replay (see :func:`replay_json`)."""


def replay_json(board: GameWidget) -> dict[str, Any]:
    """Every position of ``board``'s game as its viewer sees it::

    {"format": "wolfpack-replay/1", "game": "my-game", "viewer": 0,
     "players": 2, "static": {...},
     "table": [part, ...],                       # every distinct part once
     "positions": [{"parts": {"main": 0, ...},   # name → index in table
                    "to_move": 0, "over": false, "final": {...}}, ...],
     "log": [step, ...],                         # as the board's log sends it
     "waiting": [...]}                           # why a replay takes no moves
    """
    game = board.game
    viewer = board.perspective
    fresh = board._info.from_record(dict(game.to_record(), moves=[]))
    table: list[Any] = []
    index: dict[str, int] = {}

    def ref(value: Any) -> int:
        key = json.dumps(value, sort_keys=True, ensure_ascii=False)
        found = index.get(key)
        if found is None:
            found = index[key] = len(table)
            table.append(value)
        return found

    positions = []
    moves = game.moves
    for i in range(len(moves) + 1):
        if i:
            fresh.play(moves[i - 1])
        parts = board._parts(board._view(fresh, viewer))
        entry: dict[str, Any] = {
            "parts": {name: ref(value) for name, value in parts.items()},
            "to_move": fresh.to_move,
            "over": fresh.is_over,
        }
        if fresh.is_over:
            entry["final"] = board._final(fresh)
        positions.append(entry)
    log = [board.log_entry(step, viewer) for step in fresh.steps]
    return {
        "format": REPLAY_FORMAT,
        "game": game.game_id,
        "viewer": viewer,
        "players": game.players,
        "static": board._static(fresh),
        "table": table,
        "positions": positions,
        "log": log,
        "waiting": encode(msg("ui.replay")),
    }


_SCRIPT_UNSAFE = re.compile("[<>&\u2028\u2029\ud800-\udfff]")
"""What :func:`script_json` writes as JSON escapes instead of the characters themselves."""


def script_json(value: Any) -> str:
    """``value`` as JSON text that can stand inside a ``<script>`` element whatever its
    strings hold: every ``<``, ``>`` and ``&`` is written as a JSON escape (``\\u003c``),
    so that no ``</script``, ``<!--`` or ``<script`` can end or change the element (HTML's
    script data rules), and so are U+2028, U+2029 and a lone surrogate (which UTF-8
    cannot hold); ``JSON.parse`` reads back exactly ``value``. These characters appear in
    JSON text only inside strings, where an escape means the same character."""
    text = json.dumps(value, ensure_ascii=False)
    return _SCRIPT_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def html_page(board: GameWidget, title: str | None = None) -> str:
    """One self-contained HTML page that shows ``board``'s game and steps through it in any
    browser, with no kernel and no network: the front end, the texts and the replay are
    all inside."""
    esm = board._esm
    css = board._css
    bundle = esm if isinstance(esm, str) else esm.read_text("utf-8")
    style = css if isinstance(css, str) else css.read_text("utf-8")
    data = {
        "replay": replay_json(board),
        "catalog": board.catalog,
        "language": board.language,
        "levels": [],
    }
    name = title or f"{board._info.title} – replay"
    return f"""<!doctype html>
<html lang="{html.escape(board.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(name)}</title>
<style>{style}</style>
</head>
<body>
<div id="wolfpack-replay"></div>
<script type="application/json" id="wolfpack-bundle">{script_json(bundle)}</script>
<script type="application/json" id="wolfpack-data">{script_json(data)}</script>
<script type="module">
const read = (id) => JSON.parse(document.getElementById(id).textContent);
const url = URL.createObjectURL(new Blob([read("wolfpack-bundle")], {{type: "text/javascript"}}));
const widget = (await import(url)).default;
const model = widget.replayModel(read("wolfpack-data"));
widget.render({{model, el: document.getElementById("wolfpack-replay")}});
</script>
</body>
</html>
"""
