"""Every file the package writes is written whole or not at all, and the browser's saves
never replace a file and are bounded (issue 27).

A full disk is simulated by failing ``os.write`` (after a first part, as a disk that fills
up does) or ``os.fsync`` with ``ENOSPC`` for the files of one folder; where a small tmpfs
can be mounted (a private mount namespace), the same is checked on a real full disk.
"""

from __future__ import annotations

import errno
import json
import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import wolfpack
from waits import WAIT
from wolfpack import LoneWolves
from wolfpack.cli import main
from wolfpack.core.explain import msg
from wolfpack.core.files import write_file
from wolfpack.core.i18n import LANGUAGES
from wolfpack.widget import LoneWolvesBoard
from wolfpack.widget.base import SAVE_LIMIT
from wolfpack.widget.codec import decode
from wolfpack.widget.conformance import Recorder

SRC = str(Path(wolfpack.__file__).resolve().parents[1])
ENOSPC_TEXT = os.strerror(errno.ENOSPC)


def full_disk(monkeypatch: pytest.MonkeyPatch, folder: Path, at: str = "write") -> None:
    """Make the disk of ``folder`` full: a file there takes its first 1 KiB, then a write
    fails with ``ENOSPC`` (``at="fsync"``: the writes pass and the flush fails, as on a
    disk that allocates late)."""
    real_write, real_fsync = os.write, os.fsync
    taken: dict[int, int] = {}

    def in_folder(fd: int) -> bool:
        try:
            return os.readlink(f"/proc/self/fd/{fd}").startswith(str(folder))
        except OSError:
            return False

    def write(fd: int, data: Any) -> int:
        if at != "write" or not in_folder(fd):
            return real_write(fd, data)
        room = 1024 - taken.get(fd, 0)
        if room <= 0:
            raise OSError(errno.ENOSPC, ENOSPC_TEXT)
        done = real_write(fd, bytes(data)[:room])
        taken[fd] = taken.get(fd, 0) + done
        return done

    def fsync(fd: int) -> None:
        if at == "fsync" and in_folder(fd):
            raise OSError(errno.ENOSPC, ENOSPC_TEXT)
        real_fsync(fd)

    monkeypatch.setattr(os, "write", write)
    monkeypatch.setattr(os, "fsync", fsync)


def played(moves: int, seed: int = 7) -> LoneWolves:
    game = LoneWolves(seed=seed, leader=0)
    for _ in range(moves):
        game.play(game.legal_moves()[0])
    return game


# -- the one writer ----------------------------------------------------------------------------
@pytest.mark.parametrize("at", ["write", "fsync"])
def test_a_full_disk_leaves_the_previous_record_intact(
    at: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression: the record was written in place, and a full disk left a part of it."""
    path = tmp_path / "game.lwr.json"
    played(2).save(path)
    before = path.read_bytes()
    full_disk(monkeypatch, tmp_path, at)
    with pytest.raises(OSError) as err:
        played(30).save(path)  # more than the 1 KiB left
    assert err.value.errno == errno.ENOSPC
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.lwr.json"]  # no temporary file


def test_a_full_disk_leaves_the_previous_page_intact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression: ``board.to_html`` left a 0-byte page."""
    page = tmp_path / "game.html"
    page.write_text("<p>the page of last week</p>", "utf-8")
    board = played(4).widget()
    full_disk(monkeypatch, tmp_path)
    with pytest.raises(OSError, match=ENOSPC_TEXT):
        board.to_html(page)
    assert page.read_text("utf-8") == "<p>the page of last week</p>"
    assert [p.name for p in tmp_path.iterdir()] == ["game.html"]


def test_a_written_file_replaces_the_old_one_whole_keeping_its_permissions(
    tmp_path: Path,
) -> None:
    path = tmp_path / "game.lwr.json"
    path.write_text("old", "utf-8")
    path.chmod(0o640)
    link = tmp_path / "latest.json"
    link.symlink_to(path.name)
    game = played(3)
    game.save(link)  # through a link: the file it names is replaced, the link stays
    assert link.is_symlink() and json.loads(path.read_text("utf-8"))["moves"] == game.moves
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.lwr.json", "latest.json"]


def test_an_interrupted_write_leaves_nothing_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.lwr.json"
    path.write_text("old", "utf-8")

    def interrupted(fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_file(path, "new")
    assert path.read_text("utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.lwr.json"]


@pytest.mark.parametrize("links", [True, False], ids=["hard-links", "no-hard-links"])
def test_a_new_file_never_replaces_one(
    links: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``replace=False``: placed in one step where the file system links files, else by
    claiming the name first; either way an existing file stays as it was."""
    if not links:

        def no_links(src: Any, dst: Any) -> None:
            raise OSError(errno.EPERM, os.strerror(errno.EPERM))

        monkeypatch.setattr(os, "link", no_links)
    new = tmp_path / "new.json"
    assert write_file(new, "{}\n", replace=False) == new and new.read_text() == "{}\n"
    with pytest.raises(FileExistsError):
        write_file(new, "[]\n", replace=False)
    assert new.read_text() == "{}\n"
    assert [p.name for p in tmp_path.iterdir()] == ["new.json"]


def test_a_device_is_written_to_not_replaced(tmp_path: Path) -> None:
    """``-o /dev/null`` writes to the device; a folder is refused."""
    assert write_file("/dev/null", "page") == Path("/dev/null")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
    with pytest.raises(IsADirectoryError):
        write_file(tmp_path, "page")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("write", ["save", "to_html", "write_file"])
@pytest.mark.parametrize(
    ("where", "error"),
    [("missing/game.json", FileNotFoundError), ("a-file/game.json", NotADirectoryError)],
    ids=["missing-folder", "under-a-file"],
)
def test_an_error_names_the_path_asked_for_not_the_temporary_file(
    write: str, where: str, error: type[OSError], tmp_path: Path
) -> None:
    """Regression (audit defect 10): ``.../missing/.game.json.5e518fd9.tmp`` was named."""
    (tmp_path / "a-file").write_text("a file, not a folder", "utf-8")
    path = tmp_path / where
    game = played(2)
    writers = {
        "save": lambda: game.save(path),
        "to_html": lambda: game.widget().to_html(path),
        "write_file": lambda: write_file(str(path), "{}"),
    }
    with pytest.raises(error) as e:
        writers[write]()
    assert e.value.filename == str(path) and e.value.filename2 is None
    assert ".tmp" not in str(e.value) and str(path) in str(e.value)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file"]


def test_an_error_names_the_path_as_it_was_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A failure while writing (a full disk) names the target, as it was asked for."""
    full_disk(monkeypatch, tmp_path)
    asked = f"{tmp_path}/./game.json"
    with pytest.raises(OSError, match=ENOSPC_TEXT) as e:
        write_file(asked, "x" * 4096)
    assert e.value.filename == asked and e.value.errno == errno.ENOSPC


def test_every_write_of_the_package_goes_through_the_one_writer() -> None:
    """Nothing in the package writes a file in place (``write_text``, ``open(..., "w")``)."""
    src = Path(wolfpack.__file__).resolve().parent
    in_place = re.compile(r"\.write_(text|bytes)\(|\bopen\([^)]*[\"'][wax]b?\+?[\"']")
    offenders = [
        f"{path.relative_to(src)}:{n}"
        for path in src.rglob("*.py")
        for n, line in enumerate(path.read_text("utf-8").splitlines(), 1)
        if in_place.search(line)
    ]
    assert offenders == []


# -- the command line: a place it cannot write -------------------------------------------------
@pytest.fixture
def record(tmp_path: Path) -> Path:
    path = tmp_path / "game.lwr.json"
    played(6).save(path)
    return path


def export(record: Path, out: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = main(["export-html", str(record), "-o", out])
    return status, capsys.readouterr().err


@pytest.mark.parametrize(
    ("where", "reason"),
    [
        ("missing/game.html", os.strerror(errno.ENOENT)),
        (".", os.strerror(errno.EISDIR)),
        ("game.lwr.json/page.html", os.strerror(errno.ENOTDIR)),
    ],
    ids=["missing-folder", "a-directory", "under-a-file"],
)
def test_export_html_to_a_place_it_cannot_write_is_exit_2_with_one_line(
    where: str,
    reason: str,
    record: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Regression: a traceback and exit 1 (the status of a broken rule)."""
    out = str(record.parent / where)
    status, err = export(record, out, capsys)
    assert status == 2
    assert err == f"wolfpack export-html: cannot write {out!r}: {reason}\n"


def test_export_html_to_a_full_disk_is_exit_2_and_keeps_the_old_page(
    record: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    page = record.parent / "game.html"
    page.write_text("old page", "utf-8")
    full_disk(monkeypatch, record.parent)
    status, err = export(record, str(page), capsys)
    assert (
        status == 2 and err == f"wolfpack export-html: cannot write {str(page)!r}: {ENOSPC_TEXT}\n"
    )
    assert page.read_text("utf-8") == "old page"
    assert sorted(p.name for p in record.parent.iterdir()) == ["game.html", "game.lwr.json"]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
def test_the_command_says_it_in_one_line_without_a_traceback(record: Path) -> None:
    """The installed command, on a device that is always full and on a missing record."""
    for args, named in (
        (["export-html", str(record), "-o", "/dev/full"], "'/dev/full'"),
        (["export-html", str(record.parent / "nope.json"), "-o", "x.html"], "nope.json"),
        (["replay", str(record.parent)], str(record.parent)),
    ):
        proc = subprocess.run(
            [sys.executable, "-m", "wolfpack.cli", *args],
            capture_output=True,
            text=True,
            check=False,
            timeout=WAIT,
            env={**os.environ, "PYTHONPATH": SRC},
        )
        assert proc.returncode == 2, proc.stderr
        assert "Traceback" not in proc.stderr and len(proc.stderr.splitlines()) == 1
        assert named in proc.stderr, proc.stderr
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


# -- saves from the browser ------------------------------------------------------------------
def save_board(tmp_path: Path) -> tuple[LoneWolvesBoard, Recorder]:
    board = LoneWolvesBoard(played(2), language="en", save_dir=tmp_path)
    return board, Recorder(board)


def contents(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def test_repeated_saves_never_overwrite_and_are_bounded(tmp_path: Path) -> None:
    """Regression: the same save twice replaced the file; 200 saves made 200 files."""
    board, rec = save_board(tmp_path)
    seen: dict[str, bytes] = {}
    refusals = []
    for i in range(200):
        replies = rec.intent(cmd="save", id=i)
        done = [r for r in replies if r["type"] == "done"]
        assert len(done) == 1 and done[0]["id"] == i  # every save answered once
        if "refused" in done[0]:
            refusals.append(done[0]["refused"])
            continue
        saved = Path(replies[0]["why"][1]["path"])
        assert saved.name not in seen  # a new file each time
        seen[saved.name] = saved.read_bytes()
        assert contents(tmp_path) == seen  # and every earlier one as it was
        board.play(board.game.legal_moves()[0])  # (each save a different record)
    assert len(seen) == SAVE_LIMIT == board.save_limit
    assert len(refusals) == 200 - SAVE_LIMIT
    assert all(r[0] == "ui.save_limit" and r[1]["limit"] == SAVE_LIMIT for r in refusals)
    assert contents(tmp_path) == seen


def test_a_save_without_a_name_takes_the_next_free_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saves within one second (or a file already there by that name): ``-2``, ``-3``."""
    import datetime as real

    class Frozen(real.datetime):
        @classmethod
        def now(cls, tz: Any = None) -> Frozen:
            return cls(2026, 5, 1, 9, 30, 0)

    monkeypatch.setattr("wolfpack.widget.saving.datetime.datetime", Frozen)
    first = tmp_path / "lone-wolves-20260501-093000.lwr.json"
    first.write_text("mine", "utf-8")
    _, rec = save_board(tmp_path)
    names = [Path(rec.intent(cmd="save")[0]["why"][1]["path"]).name for _ in range(2)]
    assert names == [
        "lone-wolves-20260501-093000-2.lwr.json",
        "lone-wolves-20260501-093000-3.lwr.json",
    ]
    assert first.read_text("utf-8") == "mine"


def test_a_save_that_meets_a_full_disk_says_why_and_leaves_everything(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    board, rec = save_board(tmp_path)
    rec.intent(cmd="save", path="before.json")
    before = contents(tmp_path)
    for _ in range(30):
        board.play(board.game.legal_moves()[0])
    full_disk(monkeypatch, tmp_path)
    refused = rec.refusal(cmd="save", path="after.json")
    assert refused["why"] == ["ui.save_failed_full", {"path": str(tmp_path / "after.json")}]
    assert contents(tmp_path) == before
    monkeypatch.undo()  # room again: the failed save did not count against the limit
    assert board._saves == 1
    assert rec.intent(cmd="save", path="after.json")[0]["why"][0] == "ui.saved"


@pytest.mark.parametrize(
    ("code", "key"),
    [
        (errno.ENOSPC, "ui.save_failed_full"),
        (errno.EACCES, "ui.save_failed_denied"),
        (errno.EROFS, "ui.save_failed_denied"),
        (errno.ENOENT, "ui.save_failed_missing"),
        (errno.EIO, "ui.save_failed"),
    ],
)
def test_a_failed_save_says_why_in_the_boards_languages(
    code: int, key: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def failing(path: Path, data: str, *, replace: bool = True) -> Path:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr("wolfpack.widget.saving.write_file", failing)
    _, rec = save_board(tmp_path)
    why = rec.refusal(cmd="save")["why"]
    assert why[0] == key
    for lang in LANGUAGES:
        text = decode(why).text(lang)
        assert str(tmp_path) in text and "{" not in text
    assert decode(why).text("en").endswith(os.strerror(code)) == (key == "ui.save_failed")


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
def test_the_refusals_of_a_save_read_in_every_language(lang: str) -> None:
    limit = msg("ui.save_limit", limit=20).text(lang)
    exists = msg("ui.save_exists", path="a.json").text(lang)
    assert "20" in limit and 'board.game.save("name.json")' in limit
    assert "a.json" in exists and "{" not in limit + exists


# -- a real full disk --------------------------------------------------------------------------
TMPFS_CHECK = r"""
import errno, io, json, os, subprocess, sys
from contextlib import redirect_stderr, redirect_stdout
disk = sys.argv[1]
if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", disk]).returncode:
    sys.exit(77)
from wolfpack import LoneWolves
from wolfpack.cli import main
from wolfpack.widget.conformance import Recorder
game = LoneWolves(seed=7, leader=0)
record, page = os.path.join(disk, "game.lwr.json"), os.path.join(disk, "game.html")
game.save(record)
with open(page, "w") as f:
    f.write("old page")
fd = os.open(os.path.join(disk, "filler"), os.O_WRONLY | os.O_CREAT)
try:
    while True:
        os.write(fd, b"x" * 4096)
except OSError as e:
    assert e.errno == errno.ENOSPC, e
os.close(fd)
before = {n: open(os.path.join(disk, n), "rb").read() for n in os.listdir(disk)}
out = {}
for _ in range(30):
    game.play(game.legal_moves()[0])
try:
    game.save(record)
    out["save"] = "written"
except OSError as e:
    out["save"] = e.errno
board = game.widget(save_dir=disk)
out["browser"] = Recorder(board).intent(cmd="save")[0].get("refused")
err = io.StringIO()
with redirect_stdout(io.StringIO()), redirect_stderr(err):
    out["export"] = main(["export-html", record, "-o", page])
out["export_err"] = err.getvalue()
after = {n: open(os.path.join(disk, n), "rb").read() for n in os.listdir(disk)}
out["intact"] = after == before
print(json.dumps(out))
"""


@pytest.mark.skipif(shutil.which("unshare") is None, reason="no unshare")
def test_a_real_full_disk_leaves_every_file_as_it_was(tmp_path: Path) -> None:
    """On a 64 KiB tmpfs filled up (mounted in a private mount namespace, where allowed)."""
    disk = tmp_path / "disk"
    disk.mkdir()
    proc = subprocess.run(
        ["unshare", "--mount", "--map-root-user", sys.executable, "-c", TMPFS_CHECK, str(disk)],
        capture_output=True,
        text=True,
        check=False,
        timeout=WAIT,
        env={**os.environ, "PYTHONPATH": SRC},
    )
    if proc.returncode == 77 or (proc.returncode == 1 and "unshare:" in proc.stderr):
        pytest.skip(f"cannot mount a tmpfs here: {proc.stderr.strip()[:200]}")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["save"] == errno.ENOSPC
    assert out["browser"][0] == "ui.save_failed_full"
    assert out["export"] == 2 and out["export_err"].endswith(f": {ENOSPC_TEXT}\n")
    assert out["intact"] is True
    assert list(disk.iterdir()) == []  # the tmpfs was never mounted out here
