"""Every reader of records reads at most its size limit and one more byte, from any source:
a file, a pipe, a device, standard input (issue 27).

The command runs in a subprocess whose address space ``prlimit --as`` bounds to what a
small replay needs plus 32 MiB, so that reading a 64 MB pipe, ``/dev/zero`` or
``/dev/urandom`` whole cannot pass. A path that is not a regular file (a device, a pipe) is
not read at all (``tests/test_special_files.py``).
"""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import wolfpack
from waits import WAIT
from wolfpack import LoneWolves
from wolfpack.core.errors import RecordError
from wolfpack.core.files import TooLarge, read_bounded
from wolfpack.core.records import MAX_RECORD_BYTES, load_json

SRC = str(Path(wolfpack.__file__).resolve().parents[1])
PIPE_BYTES = 64 * 1024 * 1024
TIMED = """
import resource, sys, time
from wolfpack.cli import main
start = time.monotonic()
status = main(sys.argv[1:])
seconds = time.monotonic() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(f"{status} {seconds:.3f} {peak}", file=sys.stderr)
sys.exit(status)
"""
"""``python -c TIMED replay FILE``: the command, then its status, seconds and peak RSS (KiB)
as the last line of standard error."""


class Counting(io.RawIOBase):
    """An endless stream that counts what was read from it."""

    def __init__(self) -> None:
        self.taken = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        n = len(buffer)
        buffer[:n] = b" " * n
        self.taken += n
        return n


def test_a_stream_is_read_to_its_limit_and_one_byte_more() -> None:
    stream = Counting()
    with pytest.raises(TooLarge):
        read_bounded(stream, 1000)
    assert stream.taken == 1001
    assert read_bounded(io.BytesIO(b"x" * 1000), 1000) == b"x" * 1000


def test_a_record_larger_than_the_limit_is_refused_from_a_stream() -> None:
    stream = Counting()
    with pytest.raises(RecordError) as err:
        load_json(stream)  # type: ignore[arg-type]
    assert err.value.field == "file" and "larger than any record" in err.value.message
    assert stream.taken == MAX_RECORD_BYTES + 1


def test_a_record_is_read_from_a_stream(tmp_path: Path) -> None:
    game = LoneWolves(seed=7, leader=0)
    game.play(game.legal_moves()[0])
    text = json.dumps(game.to_record()).encode("utf-8")
    assert load_json(io.BytesIO(text))["moves"] == game.moves
    assert LoneWolves.from_record(load_json(io.BytesIO(text))).moves == game.moves


def run(args: list[str], *, limit: int | None = None, **kwargs: Any) -> tuple[int, str, float, int]:
    """The command in a subprocess (under ``prlimit --as=limit``): status, standard error
    without the timing line, seconds and peak RSS in KiB."""
    cmd = [sys.executable, "-c", TIMED, *args]
    if limit is not None:
        cmd = ["prlimit", f"--as={limit}", "--", *cmd]
    proc = subprocess.run(
        cmd,
        capture_output=True,
        text=True,
        check=False,
        timeout=WAIT,  # (instead of never answering)
        env={**os.environ, "PYTHONPATH": SRC},
        **kwargs,
    )
    *lines, timing = proc.stderr.splitlines() or [""]
    parts = timing.split()
    if len(parts) != 3:  # it did not get to the end: the whole of standard error says why
        return proc.returncode, proc.stderr, float("inf"), 0
    status, seconds, peak = int(parts[0]), float(parts[1]), int(parts[2])
    assert status == proc.returncode
    return status, "\n".join(lines), seconds, peak


@pytest.fixture(scope="module")
def address_limit(tmp_path_factory: pytest.TempPathFactory) -> int:
    """What a replay of a small record needs (its peak address space), plus 32 MiB."""
    if shutil.which("prlimit") is None:
        pytest.skip("no prlimit")
    path = tmp_path_factory.mktemp("small") / "game.lwr.json"
    LoneWolves(seed=7, leader=0).save(path)
    probe = TIMED.replace(
        "print(f", "print(next(l for l in open('/proc/self/status') if 'VmPeak' in l)); print(f"
    )
    proc = subprocess.run(
        [sys.executable, "-c", probe, "replay", str(path)],
        capture_output=True,
        text=True,
        check=True,
        timeout=WAIT,
        env={**os.environ, "PYTHONPATH": SRC},
    )
    peak_kib = int(proc.stdout.split("VmPeak:")[1].split()[0])
    return peak_kib * 1024 + (32 << 20)


NOT_REGULAR_LINE = (
    "wolfpack replay: cannot read {name!r}: not a regular file (a named pipe, a device or a "
    "socket is not read); to read a pipe, name the record - and send it to standard input"
)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_refused_without_reading_it(device: str, address_limit: int) -> None:
    """Regression: /dev/zero ended in a MemoryError traceback, /dev/urandom never answered;
    then both were read to the limit. Now a device is not read at all."""
    if not Path(device).exists():
        pytest.skip(f"no {device}")
    status, err, _, _ = run(["replay", device], limit=address_limit)
    assert status == 2, err
    assert err == NOT_REGULAR_LINE.format(name=device)


@pytest.mark.parametrize("name", ["-", "/dev/stdin"])
def test_a_pipe_of_64_mb_is_refused_without_reading_it(name: str, address_limit: int) -> None:
    """Regression: a pipe was read in full (64 MB) before it was refused. Standard input
    (``-``) is read to the limit and one byte more; a pipe named by a path is not read."""
    writer = subprocess.Popen(["head", "-c", str(PIPE_BYTES), "/dev/zero"], stdout=subprocess.PIPE)
    assert writer.stdout is not None
    try:
        status, err, _, _ = run(["replay", name], limit=address_limit, stdin=writer.stdout)
    finally:
        writer.stdout.close()
        writer.wait(timeout=WAIT)
    assert status == 2, err
    if name == "-":
        assert err == (
            f"wolfpack replay: standard input is larger than any record ({MAX_RECORD_BYTES} "
            "bytes at most)"
        )
    else:
        assert err == NOT_REGULAR_LINE.format(name=name)
    assert writer.returncode != 0  # the writer was stopped, not read to its end


def test_a_record_from_standard_input_is_replayed(tmp_path: Path) -> None:
    path = tmp_path / "game.lwr.json"
    game = LoneWolves(seed=7, leader=0)
    game.play(game.legal_moves()[0])
    game.save(path)
    with path.open("rb") as stdin:
        status, err, _, _ = run(["replay", "-"], stdin=stdin)
    assert status == 0, err
