"""Measure a game's board in a real browser: click→highlight, click→applied, bytes per move.

Starts its own JupyterLab on 127.0.0.1 and Debian's Chromium (as the e2e tests do), opens a
board of ``--game`` in the open view and plays by clicking the board elements of legal
moves (the kit's element paths):

* click→highlight: the first element of a move of two clicks or more is clicked; time
  until the next elements are lit (synchronous, then until the next frame is painted).
  Goal ≤ 16 ms.
* click→applied: a move's last click until the board shows the new position redrawn,
  round trip through the kernel. Goal p95 ≤ 100 ms.
* bytes per move: websocket bytes the browser receives from the kernel for one move
  (state update, log message, reply, and the kernel's busy/idle status). Goal p95 ≤ 8 KB.

Run: ``.venv/bin/python benchmarks/widget_latency.py [--game lone-wolves] [--players N]
[--moves N] [--json out.json]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # waits (the bound)
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "e2e"))

from lab_harness import (
    CHROMIUM_ARGS,
    chromium_path,
    jupyterlab,
    open_board,
    write_notebook,
)
from playwright.sync_api import sync_playwright

SELECT = """(element) => {
  const root = document.querySelector('.wolfpack-board');
  const el = root.querySelector(`[data-el="${element}"].legal`);
  const t0 = performance.now();
  el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  const lit = root.querySelectorAll('[data-el].legal.target').length;
  const t1 = performance.now();
  return new Promise(resolve => requestAnimationFrame(() => resolve(
    {sync: t1 - t0, frame: performance.now() - t0, lit})));
}"""

CLICK = """(element) => {
  const root = document.querySelector('.wolfpack-board');
  const el = root.querySelector(`[data-el="${element}"]`);
  el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
}"""

APPLY = """(element) => {
  const root = document.querySelector('.wolfpack-board');
  const before = Number(root.dataset.position);
  const el = root.querySelector(`[data-el="${element}"]`);
  return new Promise(resolve => {
    const t0 = performance.now();
    const obs = new MutationObserver(() => {
      if (Number(root.dataset.position) > before && !root.dataset.busy) {
        obs.disconnect();
        resolve(performance.now() - t0);
      }
    });
    obs.observe(root, {attributes: true, attributeFilter: ['data-position', 'data-busy']});
    el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  });
}"""

LEGAL = """() => {
  const legal = document.querySelector('.wolfpack-board').wolfpackLegal();
  const out = [];
  const walk = (node, path) => {
    for (const [el, child] of Object.entries(node || {})) {
      if (typeof child === 'number') out.push([...path, el]); else walk(child, [...path, el]);
    }
  };
  walk(legal.paths, []);
  return out.sort();
}"""


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]


def run(moves: int, game: str = "lone-wolves", players: int | None = None) -> dict[str, Any]:
    """Play up to ``moves`` decisions by clicking; return the measurements."""
    highlight: list[float] = []
    highlight_frame: list[float] = []
    applied: list[float] = []
    sizes: list[int] = []
    with tempfile.TemporaryDirectory() as tmp, jupyterlab(Path(tmp)) as lab:
        write_notebook(
            lab.root / "bench.ipynb",
            "from wolfpack.core.registry import get_game\n"
            f"board = get_game({game!r}).new(7, {players!r}).widget()\nboard",
        )
        with sync_playwright() as p:
            context = p.chromium.launch_persistent_context(
                str(Path(tmp) / "profile"),
                executable_path=chromium_path(),
                args=CHROMIUM_ARGS,
                headless=True,
                viewport={"width": 1500, "height": 1400},
            )
            page = context.new_page()
            received: list[int] = []

            def on_ws(ws: Any) -> None:
                if "/api/kernels/" in ws.url:
                    ws.on("framereceived", lambda f: received.append(len(f)))

            page.on("websocket", on_ws)
            open_board(page, lab, "bench.ipynb", drawn="svg")
            for _ in range(moves):
                legal = page.evaluate(LEGAL)
                if not legal:
                    break
                path = legal[len(sizes) * 7 % len(legal)]
                if len(path) > 1:
                    r = page.evaluate(SELECT, path[0])
                    assert r["lit"] > 0
                    highlight.append(r["sync"])
                    highlight_frame.append(r["frame"])
                for element in path[1:-1]:
                    page.evaluate(CLICK, element)
                start = len(received)
                applied.append(page.evaluate(APPLY, path[-1]))
                sizes.append(sum(received[start:]))
            context.close()
    return {
        "game": game,
        "players": players,
        "moves": len(applied),
        "click_to_highlight_ms": {
            "median": statistics.median(highlight),
            "p95": percentile(highlight, 0.95),
            "max": max(highlight),
            "median_to_next_frame": statistics.median(highlight_frame),
            "p95_to_next_frame": percentile(highlight_frame, 0.95),
        }
        if highlight
        else None,  # every move was one click (nothing to light before it is sent)
        "click_to_applied_ms": {
            "median": statistics.median(applied),
            "p95": percentile(applied, 0.95),
            "max": max(applied),
        },
        "bytes_per_move": {
            "mean": round(statistics.mean(sizes)),
            "p95": percentile([float(s) for s in sizes], 0.95),
            "max": max(sizes),
        },
    }


def main() -> int:
    """Run the benchmark and print the figures as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="lone-wolves")
    parser.add_argument("--players", type=int)
    parser.add_argument("--moves", type=int, default=80)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    result = run(args.moves, args.game, args.players)
    text = json.dumps(result, indent=2)
    print(text)
    if args.json:
        args.json.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
