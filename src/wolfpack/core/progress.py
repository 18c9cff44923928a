"""How far a learner got in the lessons, kept in one small JSON file.

``Progress(path)`` holds, per lesson id, the step reached and whether the lesson was
finished (``{"format": "wolfpack-progress/1", "lessons": {"lw-trump": {"step": 2,
"done": false}}}``). The default file is ``$WOLFPACK_PROGRESS``, else
``progress.json`` in the operating system's place for an application's data, as
``platformdirs`` gives it (Linux: ``$XDG_DATA_HOME/wolfpack``, by default
``~/.local/share/wolfpack``; macOS: ``~/Library/Application Support/wolfpack``; Windows:
``%LOCALAPPDATA%\\wolfpack``);
``Progress(None)`` keeps nothing on disk. Every change is written at once, whole or not at
all (:func:`wolfpack.core.files.write_file`). A file that cannot be read or is not a
progress file is set aside with a warning and the learner starts afresh: a lesson never
fails because of its progress file, and neither does a failed write (a warning again).
"""

from __future__ import annotations

import json
import os
import threading
import warnings
from pathlib import Path
from typing import Any

from platformdirs import user_data_path

from wolfpack.core.files import TooLarge, read_bounded, write_file

PROGRESS_FORMAT = "wolfpack-progress/1"
MAX_PROGRESS_BYTES = 1 << 20
_MAX_LESSONS = 10_000


def default_path() -> Path:
    """Where progress is kept by default (see the module docs)."""
    chosen = os.environ.get("WOLFPACK_PROGRESS")
    if chosen:
        return Path(chosen).expanduser()
    return user_data_path("wolfpack", appauthor=False) / "progress.json"


class Progress:
    """The lessons a learner finished and the step reached in each (see the module docs)."""

    def __init__(self, path: str | Path | None = "default") -> None:
        self.path: Path | None = (
            default_path() if path == "default" else (None if path is None else Path(path))
        )
        self._lock = threading.Lock()
        self._lessons: dict[str, dict[str, Any]] = self._read()

    def __repr__(self) -> str:
        where = str(self.path) if self.path else "(not kept)"
        return f"<Progress {where}: {len(self._lessons)} lessons>"

    # -- reading ----------------------------------------------------------------------------
    def _read(self) -> dict[str, dict[str, Any]]:
        if self.path is None:
            return {}
        try:
            raw = read_bounded(self.path, MAX_PROGRESS_BYTES)
        except (FileNotFoundError, NotADirectoryError):
            return {}  # (nothing kept yet; a folder that cannot be made is said on writing)
        except (OSError, TooLarge, ValueError) as e:
            return self._afresh(f"it cannot be read ({e})")
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            return self._afresh("it is not valid JSON")
        lessons = data.get("lessons") if isinstance(data, dict) else None
        if (
            not isinstance(data, dict)
            or data.get("format") != PROGRESS_FORMAT
            or not isinstance(lessons, dict)
        ):
            return self._afresh(f"it is not a {PROGRESS_FORMAT} file")
        out: dict[str, dict[str, Any]] = {}
        for key, entry in list(lessons.items())[:_MAX_LESSONS]:
            if not isinstance(entry, dict):
                continue
            step, done = entry.get("step", 0), entry.get("done", False)
            if isinstance(step, int) and not isinstance(step, bool) and 0 <= step < 1000:
                out[str(key)[:64]] = {"step": step, "done": done is True}
        return out

    def _afresh(self, why: str) -> dict[str, dict[str, Any]]:
        warnings.warn(
            f"wolfpack: the lesson progress in {self.path} is set aside: {why}; starting afresh",
            stacklevel=3,
        )
        return {}

    # -- what is kept -----------------------------------------------------------------------
    def step(self, lesson_id: str) -> int:
        """The step reached in a lesson (0: not started, or finished and begun again)."""
        return int(self._lessons.get(lesson_id, {}).get("step", 0))

    def done(self, lesson_id: str) -> bool:
        """Whether the lesson was finished (at least once)."""
        return bool(self._lessons.get(lesson_id, {}).get("done", False))

    def completed(self, among: list[str] | None = None) -> list[str]:
        """The finished lessons' ids (in the order of ``among`` when given)."""
        if among is not None:
            return [lesson_id for lesson_id in among if self.done(lesson_id)]
        return [key for key, entry in self._lessons.items() if entry.get("done")]

    def reached(self, lesson_id: str, step: int) -> None:
        """Note the step reached in a lesson."""
        with self._lock:
            entry = self._lessons.setdefault(lesson_id, {"step": 0, "done": False})
            entry["step"] = step
            self._write()

    def finish(self, lesson_id: str) -> None:
        """Note a lesson finished (its step back to the start, for the next time)."""
        with self._lock:
            self._lessons[lesson_id] = {"step": 0, "done": True}
            self._write()

    def reset(self, lesson_id: str | None = None) -> None:
        """Forget one lesson's progress, or every lesson's."""
        with self._lock:
            if lesson_id is None:
                self._lessons.clear()
            else:
                self._lessons.pop(lesson_id, None)
            self._write()

    def to_json(self) -> dict[str, Any]:
        """What the file holds."""
        return {
            "format": PROGRESS_FORMAT,
            "lessons": {k: dict(v) for k, v in sorted(self._lessons.items())},
        }

    def _write(self) -> None:
        if self.path is None:
            return
        text = json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n"
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_file(self.path, text)
        except OSError as e:
            warnings.warn(
                f"wolfpack: the lesson progress could not be written to {self.path}: "
                f"{e.strerror or type(e).__name__}",
                stacklevel=3,
            )
