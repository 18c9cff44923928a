"""Write the JS unit tests' fixtures: real widget states from the Python engine.

Run from the repository root: ``python js/test/make_fixtures.py``. The fixtures are
committed; ``tests/widget/test_fixtures.py`` checks they match what the engine produces.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from wolfpack import LoneWolves
from wolfpack.bots.analysis import quick_to_solve
from wolfpack.core.explain import Explanation
from wolfpack.core.i18n import LANGUAGES
from wolfpack.widget import LoneWolvesBoard
from wolfpack.widget.codec import encode

OUT = Path(__file__).resolve().parent / "fixtures" / "lone_wolves.json"


def _first(board: LoneWolvesBoard, prefix: str) -> str:
    return next(m for m in board.game.legal_notations() if m.startswith(prefix))


def _state(board: LoneWolvesBoard) -> dict[str, Any]:
    """Every synced trait but the catalog (shared), the view as the board assembles it,
    and the log as the board sends it."""
    synced = {k: v for k, v in board.get_state().items() if k in board.keys}
    for name in ("catalog", "_esm", "_css", "_anywidget_id", "_view_name", "_model_name"):
        synced.pop(name, None)
    synced = {k: v for k, v in synced.items() if not k.startswith("_")}
    return {
        **synced,
        "view": board._view(board.game, board.perspective),
        "log": board.log_entries(),
    }


def build() -> dict[str, Any]:
    """Every fixture state, keyed by name."""
    states: dict[str, Any] = {}
    board = LoneWolvesBoard(LoneWolves(seed=7, leader=0), language="en")
    states["open_lead"] = _state(board)
    board.play("play k4 cave")
    states["open_follow"] = _state(board)
    board.set_perspective(1)
    states["p1_follow"] = _state(board)
    board.set_perspective(0)
    states["p0_waiting"] = _state(board)
    board.set_perspective(None)
    board.play("play k7 cave")
    states["open_take"] = _state(board)
    board.play(_first(board, "take"))
    states["open_place"] = _state(board)
    game = LoneWolves(seed=11, leader=0)
    full = LoneWolvesBoard(game, language="en")
    while not game.is_over:
        game.play(game.legal_moves()[0])
    states["open_over"] = _state(full)
    # A hint for Player 0 in their own view (a short, seeded search: the same every run).
    hinted = LoneWolvesBoard(LoneWolves(seed=7, leader=0), perspective=0, hint_iterations=300)
    hinted.ask_hint()
    hinted.wait()
    states["p0_hint"] = _state(hinted)
    # The solver's verdict in the open view near the end.
    late = LoneWolves(seed=7, leader=0)
    while not quick_to_solve(late):
        late.play(late.legal_moves()[0])
    solved = LoneWolvesBoard(late, language="en")
    states["open_solvable"] = _state(solved)
    solved.ask_solution()
    solved.wait()
    states["open_solved"] = _state(solved)
    catalog = board.catalog
    return {"catalog": catalog, "states": states, "samples": samples()}


def samples() -> list[dict[str, Any]]:
    """Explanations of a whole game (every legal move's reason, every event, refusals of
    illegal moves, the final scoring) with the sentences Python renders, in every language:
    the browser must render exactly the same."""
    game = LoneWolves(seed=3, leader=0)
    found: dict[str, Explanation] = {}

    def keep(e: Explanation) -> None:
        found.setdefault(json.dumps(encode(e), sort_keys=True), e)

    while not game.is_over:
        for move in game.legal_moves():
            keep(move.explanation)
        for text in ("play k2 cave", "play r7 swamp", "take 5", "place tundra"):
            keep(game.explain(text))
        for event in game.play(game.legal_moves()[-1]):
            keep(event)
    for line in game.scoring_explained():
        keep(line)
    return [
        {"e": encode(e), "text": {lang: e.text(lang) for lang in LANGUAGES}} for e in found.values()
    ]


def _untimed(obj: Any) -> Any:
    """``obj`` with every measured time (``seconds``) set to 0: the fixtures stay the same
    from run to run, however fast the machine."""
    if isinstance(obj, dict):
        return {k: 0.0 if k == "seconds" else _untimed(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_untimed(v) for v in obj]
    return obj


def main() -> int:
    """Write the fixtures file."""
    OUT.parent.mkdir(exist_ok=True)
    text = json.dumps(_untimed(build()), ensure_ascii=False, indent=None)
    OUT.write_text(text + "\n", "utf-8")
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
