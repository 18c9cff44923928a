"""A path that is not a regular file (a FIFO, a device) is refused by every reader of the
package at once, without waiting for a writer or reading anything: records, views, lessons
and the records they name, puzzle indexes and their records, The Wolves' component data,
the lesson progress file, and ``wolfpack replay`` / ``export-html``. Standard input, named
``-``, is still read (within its bound).

Regression: ``wolfpack replay FIFO`` with no writer blocked forever. Each reader here runs
in a thread that the test waits for with a generous bound; should it hang (the regression),
the test fails, and opens the FIFO's other end so that the thread ends.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import subprocess
import sys
import threading
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import wolfpack
from waits import WAIT
from wolfpack import LoneWolves, TheWolves, Triqueta
from wolfpack.core.errors import RecordError
from wolfpack.core.files import NOT_REGULAR, NotRegularFile, file_inside, read_bounded, write_file
from wolfpack.core.lessons import Lesson, shipped_files
from wolfpack.core.progress import Progress
from wolfpack.core.records import load_json
from wolfpack.core.registry import load_record
from wolfpack.the_wolves.loader import load_data
from wolfpack.tutorial import load_puzzles

SRC = str(Path(wolfpack.__file__).resolve().parents[1])
PUZZLES = Path(__file__).parent.parent / "examples" / "puzzles"
BOUND = WAIT
"""Seconds a reader may take before it counts as blocked (it answers at once)."""

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


@pytest.fixture
def fifo(tmp_path: Path) -> Iterator[Path]:
    """A named pipe that nobody writes to."""
    path = tmp_path / "game.lwr.json"
    os.mkfifo(path)
    yield path


def finishes(call: Callable[[], Any], fifo: Path) -> Any:
    """What ``call()`` returns or raises (raised again here), failing the test if it has
    not finished within :data:`BOUND` seconds."""
    outcome: dict[str, Any] = {}

    def target() -> None:
        try:
            outcome["value"] = call()
        except BaseException as e:
            outcome["error"] = e

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(BOUND)
    if thread.is_alive():
        _release(fifo)
        thread.join(BOUND)
        pytest.fail(f"the reader waited on the named pipe {fifo.name} (blocked)")
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def _release(fifo: Path) -> None:
    """Open and close the writing end, so that a reader waiting on the pipe reads its end."""
    with contextlib.suppress(OSError):
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))


def refused(call: Callable[[], Any], fifo: Path) -> RecordError:
    with pytest.raises(RecordError) as err:
        finishes(call, fifo)
    assert NOT_REGULAR in err.value.message, err.value
    return err.value


# -- the one reader ---------------------------------------------------------------------------
def test_read_bounded_refuses_a_fifo_a_device_and_a_folder(fifo: Path, tmp_path: Path) -> None:
    with pytest.raises(NotRegularFile) as err:
        finishes(lambda: read_bounded(fifo, 100), fifo)
    assert err.value.strerror == NOT_REGULAR and err.value.filename == str(fifo)
    if Path("/dev/zero").exists():
        with pytest.raises(NotRegularFile):
            read_bounded("/dev/zero", 100)
    with pytest.raises(IsADirectoryError):
        read_bounded(tmp_path, 100)
    regular = tmp_path / "r.json"
    regular.write_bytes(b"{}")
    assert read_bounded(regular, 100) == b"{}"


def test_a_fifo_with_a_writer_is_refused_too_and_not_read(fifo: Path) -> None:
    """The rule is the kind of file, not whether it would answer: nothing is read."""
    writer = os.open(fifo, os.O_RDWR | os.O_NONBLOCK)  # (a writer that is there)
    try:
        os.write(writer, json.dumps(LoneWolves(seed=1).to_record()).encode())
        error = refused(lambda: load_json(fifo), fifo)
        assert error.field == "file" and repr(str(fifo)) in error.message
        assert os.read(writer, 1 << 16).startswith(b'{"format"')  # all still in the pipe
    finally:
        os.close(writer)


# -- every reader of a user-given file ---------------------------------------------------------
READERS: dict[str, Callable[[Path], Any]] = {
    "load_json": load_json,
    "load_record": load_record,
    "LoneWolves.from_record": LoneWolves.from_record,
    "TheWolves.from_record": TheWolves.from_record,
    "Triqueta.from_record": Triqueta.from_record,
    "Lesson.load": Lesson.load,
    "load_puzzles": load_puzzles,
    "the wolves data": load_data,
    "TheWolves(data=...)": lambda path: TheWolves(data=path),
}


@pytest.mark.parametrize("reader", list(READERS))
def test_every_reader_refuses_a_fifo_at_once(reader: str, fifo: Path) -> None:
    error = refused(lambda: READERS[reader](fifo), fifo)
    assert error.field == "file"
    assert error.message == f"cannot read {str(fifo)!r}: {NOT_REGULAR}"


def test_a_lesson_naming_a_fifo_as_its_record_is_refused(tmp_path: Path) -> None:
    lesson = json.loads(shipped_files("lone-wolves")[0].read_text("utf-8"))
    os.mkfifo(tmp_path / "position.lwr.json")
    lesson["record"] = "position.lwr.json"
    path = tmp_path / "lesson.json"
    path.write_text(json.dumps(lesson), "utf-8")
    error = refused(lambda: Lesson.load(path), tmp_path / "position.lwr.json")
    assert error.field == "record"


def test_a_puzzle_naming_a_fifo_as_its_record_is_refused(tmp_path: Path) -> None:
    index = json.loads((PUZZLES / "puzzles.json").read_text("utf-8"))
    for entry in index["puzzles"]:
        (tmp_path / entry["record"]).write_bytes((PUZZLES / entry["record"]).read_bytes())
    name = index["puzzles"][1]["record"]
    (tmp_path / name).unlink()
    os.mkfifo(tmp_path / name)
    (tmp_path / "puzzles.json").write_text(json.dumps(index), "utf-8")
    error = refused(lambda: load_puzzles(tmp_path / "puzzles.json"), tmp_path / name)
    assert error.field == "puzzles[1].record"
    assert error.message.startswith(f"{name!r}: cannot read ")


def test_a_progress_file_that_is_a_fifo_is_set_aside_and_never_waited_on(fifo: Path) -> None:
    """The learner starts afresh (a warning), and keeping their progress warns again
    instead of waiting for a reader of the pipe."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        progress = finishes(lambda: Progress(fifo), fifo)
        assert progress.step("lw-trump") == 0
        finishes(lambda: progress.reached("lw-trump", 2), fifo)
    said = [str(w.message) for w in caught]
    assert len(said) == 2, said
    assert "set aside" in said[0] and NOT_REGULAR in said[0]
    assert "could not be written" in said[1] and "no one reads" in said[1]
    assert progress.step("lw-trump") == 2  # (kept for this session)


def test_writing_to_a_fifo_that_no_one_reads_is_refused_at_once(fifo: Path) -> None:
    with pytest.raises(OSError) as err:
        finishes(lambda: write_file(fifo, "page"), fifo)
    assert err.value.errno == errno.ENXIO and err.value.filename == str(fifo)
    assert err.value.strerror == "a named pipe that no one reads"


def test_writing_to_a_fifo_with_a_reader_writes_to_it(fifo: Path) -> None:
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        assert finishes(lambda: write_file(fifo, "page"), fifo) == fifo
        assert os.read(reader, 100) == b"page"
    finally:
        os.close(reader)


# -- the command line --------------------------------------------------------------------------
def command(*args: str, stdin: Any = subprocess.DEVNULL) -> subprocess.CompletedProcess[str]:
    """The installed command in a subprocess, bounded in time (a hang fails, not waits)."""
    return subprocess.run(
        [sys.executable, "-m", "wolfpack.cli", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=WAIT,
        stdin=stdin,
        env={**os.environ, "PYTHONPATH": SRC},
    )


@pytest.mark.parametrize("cmd", ["replay", "export-html"])
def test_the_command_refuses_a_fifo_in_one_line(cmd: str, fifo: Path, tmp_path: Path) -> None:
    """Regression: ``wolfpack replay FIFO`` with no writer never returned."""
    out = tmp_path / "page.html"
    args = [cmd, str(fifo)] if cmd == "replay" else [cmd, str(fifo), "-o", str(out)]
    proc = command(*args)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr == (
        f"wolfpack {cmd}: cannot read {str(fifo)!r}: {NOT_REGULAR}; to read a pipe, name the "
        "record - and send it to standard input\n"
    )
    assert not out.exists()
    if cmd == "replay":
        assert json.loads(proc.stdout)["field"] == "file"


def test_standard_input_is_still_read(tmp_path: Path) -> None:
    path = tmp_path / "game.lwr.json"
    LoneWolves(seed=3).save(path)
    with path.open("rb") as stdin:
        proc = command("replay", "-", stdin=stdin)
    assert proc.returncode == 0, proc.stderr
    assert "legal" in json.loads(proc.stdout)


# -- a file named inside a folder --------------------------------------------------------------
def test_file_inside_keeps_to_its_folder(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "a.json").write_text("{}", "utf-8")
    (tmp_path / "in.json").symlink_to(tmp_path / "sub" / "a.json")
    (tmp_path / "out.json").symlink_to("/etc/hostname")
    (tmp_path / "up").symlink_to(tmp_path.parent, target_is_directory=True)
    assert file_inside(tmp_path, "sub/a.json") == (tmp_path / "sub" / "a.json").resolve()
    assert file_inside(tmp_path, "in.json") == (tmp_path / "sub" / "a.json").resolve()
    assert file_inside(tmp_path, "./sub/a.json") == (tmp_path / "sub" / "a.json").resolve()
    back = f"up/{tmp_path.name}/in.json"  # (out through a link and back in: inside)
    assert file_inside(tmp_path, back) == (tmp_path / "sub" / "a.json").resolve()
    for name, says in [
        ("/etc/passwd", "absolute"),
        ("../../../../etc/hostname", "'..'"),
        ("sub/../../x.json", "'..'"),
        ("out.json", "symbolic link"),
        ("up/elsewhere.json", "symbolic link"),
        (".", "not the folder itself"),
        ("", "not empty"),
        ("a\0b", "not empty"),
    ]:
        with pytest.raises(ValueError, match=says):
            file_inside(tmp_path, name)
