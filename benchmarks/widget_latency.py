"""Measure the Lone Wolves board in a real browser: click→highlight, click→applied, bytes.

Starts its own JupyterLab on 127.0.0.1 and Debian's Chromium (as the e2e tests do), opens a
board in the open view and plays a whole game by clicking:

* click→highlight: a card is clicked; time until the territories it may go to are lit
  (synchronous, then until the next frame is painted). Goal ≤ 16 ms.
* click→applied: the move's last click (territory, scar space or pack space) until the
  board shows the new position redrawn, round trip through the kernel. Goal p95 ≤ 100 ms.
* bytes per move: websocket bytes the browser receives from the kernel for one move
  (state update, log message, reply, and the kernel's busy/idle status). Goal ≤ 8 KB.

Run: ``.venv/bin/python benchmarks/widget_latency.py [--moves N] [--json out.json]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "e2e"))

from lab_harness import (
    CHROMIUM_ARGS,
    chromium_path,
    jupyterlab,
    open_board,
    write_notebook,
)
from playwright.sync_api import sync_playwright

SELECT = """(code) => {
  const root = document.querySelector('.wolfpack-board');
  const el = root.querySelector(`[data-kind="card"][data-id="${code}"].legal`);
  const t0 = performance.now();
  el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  const lit = root.querySelectorAll('[data-kind="territory"].target').length;
  const t1 = performance.now();
  return new Promise(resolve => requestAnimationFrame(() => resolve(
    {sync: t1 - t0, frame: performance.now() - t0, lit})));
}"""

APPLY = """(selector) => {
  const root = document.querySelector('.wolfpack-board');
  const before = Number(root.dataset.position);
  const el = root.querySelector(selector);
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

LEGAL = """() => Object.keys(document.querySelector('.wolfpack-board')
  .wolfpackLegal().moves).sort()"""


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]


def run(moves: int) -> dict[str, Any]:
    """Play up to ``moves`` decisions by clicking; return the measurements."""
    highlight: list[float] = []
    highlight_frame: list[float] = []
    applied: list[float] = []
    sizes: list[int] = []
    with tempfile.TemporaryDirectory() as tmp, jupyterlab(Path(tmp)) as lab:
        write_notebook(
            lab.root / "bench.ipynb",
            "from wolfpack import LoneWolves\nfrom wolfpack.widget import LoneWolvesBoard\n"
            "board = LoneWolvesBoard(LoneWolves(seed=7, leader=0))\nboard",
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
            open_board(page, lab, "bench.ipynb")
            for _ in range(moves):
                legal = page.evaluate(LEGAL)
                if not legal:
                    break
                move = legal[len(sizes) * 7 % len(legal)].split()
                if move[0] == "play":
                    r = page.evaluate(SELECT, move[1])
                    assert r["lit"] > 0
                    highlight.append(r["sync"])
                    highlight_frame.append(r["frame"])
                    selector = f'[data-kind="territory"][data-id="{move[2]}"].target'
                elif move[0] in ("reveal", "take"):
                    selector = f'[data-kind="space"][data-id="{move[1]}"].target'
                else:
                    selector = f'[data-kind="location"][data-id="{move[1]}"].target'
                start = len(received)
                applied.append(page.evaluate(APPLY, selector))
                sizes.append(sum(received[start:]))
            context.close()
    return {
        "moves": len(applied),
        "click_to_highlight_ms": {
            "median": statistics.median(highlight),
            "p95": percentile(highlight, 0.95),
            "max": max(highlight),
            "median_to_next_frame": statistics.median(highlight_frame),
            "p95_to_next_frame": percentile(highlight_frame, 0.95),
        },
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
    parser.add_argument("--moves", type=int, default=80)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    result = run(args.moves)
    text = json.dumps(result, indent=2)
    print(text)
    if args.json:
        args.json.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
