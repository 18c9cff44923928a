"""Run a real JupyterLab on 127.0.0.1 and drive it with Debian's Chromium via Playwright.

Used by the end-to-end tests and by ``benchmarks/widget_latency.py``. Everything waits for
conditions (a server's "running at" line, a selector, a kernel reply), never for a time,
each within the suite's one generous bound (``tests/waits.py``).
"""

from __future__ import annotations

import json
import os
import queue
import secrets
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from jupyter_client import BlockingKernelClient

from waits import WAIT, WAIT_MS

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium_path() -> str:
    """Debian's Chromium (``command -v chromium``); Playwright's own download is not used."""
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        raise RuntimeError("chromium is not installed: run ./dev test (it installs it)")
    return path


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Lab:
    """A running JupyterLab: its URL, token, notebook folder and runtime folder."""

    url: str
    token: str
    root: Path
    runtime: Path
    process: subprocess.Popen[str]

    def notebook_url(self, name: str) -> str:
        """The URL that opens notebook ``name`` alone, in a fresh workspace of its own."""
        space = Path(name).stem
        return f"{self.url}/lab/workspaces/{space}/tree/{name}?reset&token={self.token}"

    def api(self, path: str) -> Any:
        """GET a JSON REST endpoint of the server."""
        req = urllib.request.Request(
            f"{self.url}{path}", headers={"Authorization": f"token {self.token}"}
        )
        with urllib.request.urlopen(req, timeout=WAIT) as r:
            return json.loads(r.read().decode())

    def delete(self, path: str) -> None:
        """DELETE a REST resource of the server (e.g. a session, which ends its kernel)."""
        req = urllib.request.Request(
            f"{self.url}{path}", method="DELETE", headers={"Authorization": f"token {self.token}"}
        )
        with urllib.request.urlopen(req, timeout=WAIT):
            pass

    def kernel(self, notebook: str) -> BlockingKernelClient:
        """A client connected to the kernel of an open notebook (to inspect Python state)."""
        sessions = self.api("/api/sessions")
        kernel_id = next(s["kernel"]["id"] for s in sessions if s["path"] == notebook)
        client = BlockingKernelClient(
            connection_file=str(self.runtime / f"kernel-{kernel_id}.json")
        )
        client.load_connection_file()
        client.start_channels()
        client.wait_for_ready(timeout=WAIT)
        return client


def write_notebook(path: Path, *cells: str) -> None:
    """Write a notebook of code cells."""
    nb = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "id": f"cell{i}",
                "metadata": {},
                "outputs": [],
                "source": src,
            }
            for i, src in enumerate(cells)
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(nb), encoding="utf-8")


def run_python(client: BlockingKernelClient, code: str) -> Any:
    """Run ``code`` in the kernel; it must print one JSON value, which is returned."""
    out: list[str] = []
    errors: list[str] = []

    def hook(msg: dict[str, Any]) -> None:
        kind = msg["msg_type"]
        if kind == "stream" and msg["content"]["name"] == "stdout":
            out.append(msg["content"]["text"])
        elif kind == "error":
            errors.append("\n".join(msg["content"]["traceback"]))

    client.execute_interactive(code, output_hook=hook, timeout=WAIT)
    if errors:
        raise AssertionError(f"kernel error:\n{errors[0]}")
    return json.loads("".join(out))


@contextmanager
def jupyterlab(workdir: Path, subshells: bool = True) -> Iterator[Lab]:
    """Start JupyterLab on a free port of 127.0.0.1 with a token, in ``workdir``; with
    ``subshells=False`` the widgets' comm messages reach the kernel's main shell instead of
    a subshell (JupyterLab 4.6's setting "Kernel Comms over subshells", default on)."""
    root = workdir / "notebooks"
    runtime = workdir / "runtime"
    config = workdir / "config"
    settings = config / "lab" / "user-settings" / "@jupyterlab" / "apputils-extension"
    for d in (root, runtime, config / "labconfig", settings):
        d.mkdir(parents=True, exist_ok=True)
    # No news pop-up over the notebook.
    (config / "labconfig" / "page_config.json").write_text(
        json.dumps({"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}})
    )
    mode = "perCommTarget" if subshells else "disabled"
    (settings / "kernels-settings.jupyterlab-settings").write_text(
        json.dumps({"commsOverSubshells": mode})
    )
    # Notebooks keep their widgets' state when saved (a board then replays with no kernel).
    widgets = config / "lab" / "user-settings" / "@jupyter-widgets" / "jupyterlab-manager"
    widgets.mkdir(parents=True, exist_ok=True)
    (widgets / "plugin.jupyterlab-settings").write_text(json.dumps({"saveState": True}))
    port, token = free_port(), secrets.token_hex(16)
    env = dict(
        os.environ,
        JUPYTER_RUNTIME_DIR=str(runtime),
        JUPYTER_CONFIG_DIR=str(config),
        JUPYTERLAB_SETTINGS_DIR=str(config / "lab" / "user-settings"),
        JUPYTER_PLATFORM_DIRS="1",
    )
    cmd = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--allow-root",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root}",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ]
    proc = subprocess.Popen(
        cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=root
    )
    assert proc.stderr is not None
    url = f"http://127.0.0.1:{port}"
    try:
        ServerOutput(proc.stderr, "JupyterLab").wait_for(
            lambda line: (
                f"127.0.0.1:{port}/" in line and ("running at" in line or "lab?token" in line)
            )
        )
        yield Lab(url, token, root, runtime, proc)
    finally:
        stop(proc)


class ServerOutput:
    """What a server prints, read on a thread of its own until it ends (its pipe never
    fills, however much it logs)."""

    def __init__(self, stream: IO[str], name: str) -> None:
        self.name = name
        self.log: list[str] = []
        self._lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._pump, args=(stream,), daemon=True).start()

    def _pump(self, stream: IO[str]) -> None:
        for line in stream:
            self.log.append(line)
            self._lines.put(line)
        self._lines.put(None)

    def wait_for(self, wanted: Callable[[str], bool]) -> str:
        """The first line not read yet that is ``wanted`` (the server says it is ready);
        fails with all it printed if it exits first or says nothing of the kind in
        :data:`~waits.WAIT`."""
        deadline = time.monotonic() + WAIT
        while True:
            try:
                line = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise RuntimeError(
                    f"{self.name} did not start in {WAIT:g} s:\n" + "".join(self.log)
                ) from None
            if line is None:
                raise RuntimeError(f"{self.name} exited:\n" + "".join(self.log))
            if wanted(line):
                return line


def stop(proc: subprocess.Popen[str]) -> None:
    """Ask a server to stop; kill it if it has not within :data:`~waits.WAIT`."""
    proc.terminate()
    try:
        proc.wait(timeout=WAIT)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


TRACEBACK = "Traceback (most recent call last)"
"""What every traceback a cell shows says (IPython's, in JupyterLab and in Pyodide)."""


def tracebacks(page: Any) -> list[str]:
    """The tracebacks the notebook shows: the cells that failed (JupyterLab shows an error
    as standard error, the same kind of output as anything written there)."""
    return list(page.locator(".jp-OutputArea-output", has_text=TRACEBACK).all_text_contents())


def open_board(
    page: Any, lab: Lab, notebook: str, timeout: float = WAIT_MS, drawn: str = "svg.lw-board"
) -> Any:
    """Open ``notebook``, run its cells one by one, and return the board's root locator
    once the board (``drawn``, a selector inside it) is drawn and idle; a cell that fails
    fails the test at once, with its traceback."""
    page.goto(lab.notebook_url(notebook))
    cells = page.locator(".jp-Notebook .jp-Cell")
    cells.first.wait_for(timeout=timeout)
    # Wait for the kernel to be connected and idle, then run every cell from the Run menu.
    page.get_by_text("| Idle").first.wait_for(timeout=timeout)
    cells.first.locator(".jp-InputPrompt").click()
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    page.wait_for_function(
        """([drawn, traceback]) => {
        const b = document.querySelector('.wolfpack-board');
        return (b && b.querySelector(drawn) && !b.dataset.busy)
          || [...document.querySelectorAll('.jp-OutputArea-output')]
            .some(o => o.textContent.includes(traceback));
    }""",
        arg=[drawn, TRACEBACK],
        timeout=timeout,
    )
    failed = tracebacks(page)
    assert not failed, f"a cell of {notebook} failed:\n{failed[0][-3000:]}"
    return page.locator(".wolfpack-board").first


SYNCED = [
    "catalog", "static", "part_names", *(f"part{i}" for i in range(16)), "legal", "nav", "final",
    "perspective", "seats", "levels", "locked", "follow", "cover", "language", "thinking",
    "hint", "verdict", "policy", "last",
]  # fmt: skip
"""Every trait a board syncs."""


def model_state(page: Any) -> dict[str, Any]:
    """Every synced trait the browser's model holds, as JSON, with ``parts``: the view's
    parts by name (``part_names``)."""
    text = page.evaluate(
        """(names) => {
        const m = document.querySelector('.wolfpack-board').wolfpackModel;
        const state = Object.fromEntries(names.map(n => [n, m.get(n)]));
        const layout = state.part_names || [];
        state.parts = Object.fromEntries(layout.map((n, i) => [n, state['part' + i]]));
        return JSON.stringify(state);
    }""",
        SYNCED,
    )
    return dict(json.loads(text))


def lone_wolves_view(state: dict[str, Any]) -> dict[str, Any]:
    """The Lone Wolves view assembled from a model state's parts (as the board does)."""
    parts = state["parts"]
    view = dict(parts["main"])
    view["territories"] = [parts[f"territory.{t}"] for t in TERRITORIES]
    view["packs"] = parts["packs"]
    return view


TERRITORIES = ("cave", "desert", "swamp", "tundra", "volcano")


def legal_paths(page: Any) -> list[list[str]]:
    """Every legal move the board offers, as the path of board elements it is clicked by
    (the leaves of the synced tree)."""
    text = page.evaluate(
        """() => {
        const legal = document.querySelector('.wolfpack-board').wolfpackLegal();
        const out = [];
        const walk = (node, path) => {
            for (const [el, child] of Object.entries(node || {})) {
                if (typeof child === 'number') out.push([...path, el]);
                else walk(child, [...path, el]);
            }
        };
        walk(legal.paths, []);
        return JSON.stringify(out);
    }"""
    )
    return list(json.loads(text))


def click_path(page: Any, path: list[str]) -> None:
    """Click the board elements of ``path`` in order, as a person would."""
    for element in path:
        page.locator(f'.wolfpack-board [data-el="{element}"]').first.click()


REPO = Path(__file__).resolve().parents[2]
SCREENSHOT = REPO / "docs" / "images" / "lone-wolves-board.png"
"""The README's picture of the board (replaced only with WOLFPACK_SCREENSHOT=1)."""
SCREENSHOT_RUN = REPO / "test-results" / SCREENSHOT.name
"""Where every run's picture of the board goes (ignored by git)."""
