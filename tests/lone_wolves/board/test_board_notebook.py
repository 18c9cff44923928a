"""A board in a real kernel and in a plain script, headless: the computer's background move
lands by itself (no ``wait()``), applied by the thread that finished thinking."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

from waits import BUILD, WAIT

CELLS = [
    "import asyncio, json, threading\n"
    "from wolfpack import LoneWolves\n"
    "from wolfpack.widget import LoneWolvesBoard\n"
    "board = LoneWolvesBoard(LoneWolves(seed=7, leader=0), perspective=0, bot=1,"
    " strength='medium')\n"
    "loop = asyncio.get_running_loop()\n"
    "arrived = loop.create_future()\n"
    "threads = []\n"
    "def seen(step):  # called on the thread that applied the move\n"
    "    threads.append(threading.current_thread() is threading.main_thread())\n"
    "    if step.player == 1:\n"
    "        loop.call_soon_threadsafe(lambda: arrived.done() or arrived.set_result(1))\n"
    "board.on_move(seen)\n"
    "board",
    "board.play('play k4 cave')\n"
    "thinking = board.thinking.get('kind')\n"
    f"await asyncio.wait_for(arrived, {WAIT})\n"
    "moves = board.game.moves[:2]  # landed by itself; the worker then clears its state:\n"
    f"settled = await loop.run_in_executor(None, board.wait, {WAIT})\n"
    "print(json.dumps({'thinking': thinking, 'moves': moves,"
    " 'main': all(threads), 'after': board.thinking, 'settled': settled}))",
]


def test_a_board_in_a_kernel_gets_the_computers_move_through_the_kernel_loop(
    tmp_path: Path,
) -> None:
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(src) for src in CELLS])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    NotebookClient(
        nb,
        timeout=WAIT,
        startup_timeout=WAIT,
        kernel_name="python3",
        resources={"metadata": {"path": tmp_path}},
    ).execute()
    views = [
        out
        for out in nb.cells[0].outputs
        if "application/vnd.jupyter.widget-view+json" in out.get("data", {})
    ]
    assert len(views) == 1
    text = "".join(o.get("text", "") for o in nb.cells[1].outputs if o.output_type == "stream")
    result = json.loads(text)
    assert result["thinking"] == "move"  # the cell returned while the computer thought
    assert result["moves"][0] == "play k4 cave" and len(result["moves"]) == 2
    assert result["main"] is False and result["settled"] and result["after"] == {}


SCRIPT = f"""
import json, threading
from wolfpack import LoneWolves
board = LoneWolves(seed=7, leader=0).widget(perspective=0, bot=1, strength="medium")
arrived = threading.Event()
board.on_move(lambda step: arrived.set() if step.player == 1 else None)
board.play("play k4 cave")
thinking = board.thinking.get("kind")
landed = arrived.wait({WAIT})  # no board.wait(): the reply must land by itself
print(json.dumps({{"thinking": thinking, "landed": landed, "moves": board.game.moves[:2]}}))
"""


def test_in_a_plain_script_the_computers_move_lands_without_wait() -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=BUILD, check=True
    )
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["thinking"] == "move" and result["landed"] is True
    assert result["moves"][0] == "play k4 cave" and len(result["moves"]) == 2
