"""A board in a real kernel, headless: displayed, and the computer's background move arrives
through the kernel's own event loop (no ``wait()``), on the kernel's main thread."""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
from nbclient import NotebookClient

CELLS = [
    "import asyncio, json, threading\n"
    "from wolfpack import LoneWolves\n"
    "from wolfpack.widget import LoneWolvesBoard\n"
    "board = LoneWolvesBoard(LoneWolves(seed=7, leader=0), perspective=0, bot=1,"
    " strength='medium')\n"
    "arrived = asyncio.get_running_loop().create_future()\n"
    "threads = []\n"
    "def seen(step):\n"
    "    threads.append(threading.current_thread() is threading.main_thread())\n"
    "    if step.player == 1 and not arrived.done():\n"
    "        arrived.set_result(step.notation)\n"
    "board.on_move(seen)\n"
    "board",
    "board.play('play k4 cave')\n"
    "thinking = board.thinking.get('kind')\n"
    "await asyncio.wait_for(arrived, 120)\n"
    "print(json.dumps({'thinking': thinking, 'moves': board.game.moves[:2],"
    " 'main': all(threads), 'after': board.thinking}))",
]


def test_a_board_in_a_kernel_gets_the_computers_move_through_the_kernel_loop(
    tmp_path: Path,
) -> None:
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(src) for src in CELLS])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    NotebookClient(
        nb, timeout=180, kernel_name="python3", resources={"metadata": {"path": tmp_path}}
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
    assert result["main"] is True and result["after"] == {}
