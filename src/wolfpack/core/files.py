"""Every file the package writes, written whole or not at all; every file it reads, read
within a bound.

:func:`write_file` writes to a temporary file in the target's folder and puts it in the
target's place only once it is complete (flushed to the disk), so a failed write (a full
disk, an interrupt) leaves whatever was there before untouched, and never a half-written
file or a stray temporary one. With ``replace=False`` it never replaces an existing file
either, even one that appears while it writes (the browser's saves use this). A device or
a pipe is written to, not replaced (``/dev/stdout``), but a named pipe that no one reads is
refused at once rather than waited on.

:func:`read_bounded` reads at most ``limit`` bytes and one more from a file or an open
stream (standard input, a pipe), so that what is too large is refused after reading
``limit + 1`` bytes, however large it says it is or really is. A path is read only when it
names a regular file: a FIFO (named pipe), a device (``/dev/zero``, a terminal) or a socket
is refused without reading (:class:`NotRegularFile`), as reading one may never end (a FIFO
with no writer) or never stop (``/dev/urandom``). Opening one never waits either (it is
opened non-blocking, then checked).
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
from pathlib import Path
from typing import BinaryIO

_BINARY = getattr(os, "O_BINARY", 0)
"""Open files as bytes, untranslated (Windows would turn ``\\n`` into ``\\r\\n`` and stop
reading at Ctrl-Z otherwise; elsewhere this is 0)."""


class TooLarge(ValueError):
    """What was read holds more than the limit (the reader stopped at ``limit + 1`` bytes)."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"larger than {limit} bytes")
        self.limit = limit


class NotRegularFile(OSError):
    """A path names a FIFO, a device or a socket, which is not read (see the module docs);
    its ``strerror`` says so."""

    def __init__(self, path: str | Path) -> None:
        super().__init__(errno.EINVAL, NOT_REGULAR, str(path))


NOT_REGULAR = "not a regular file (a named pipe, a device or a socket is not read)"
"""The reason :class:`NotRegularFile` gives."""


def open_regular(path: str | Path) -> BinaryIO:
    """``path`` opened for reading in binary, if it is a regular file (links followed):
    :class:`NotRegularFile` for a FIFO, a device or a socket, ``IsADirectoryError`` for a
    folder, else the ``OSError`` of opening it. Never waits for a FIFO's writer: the file
    is opened non-blocking and checked before anything is read."""
    fd = os.open(path, os.O_RDONLY | _BINARY | getattr(os, "O_NONBLOCK", 0))
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(mode):
            raise NotRegularFile(path)
        return os.fdopen(fd, "rb")  # (non-blocking means nothing for a regular file)
    except BaseException:
        os.close(fd)
        raise


def file_inside(folder: str | Path, name: str) -> Path:
    """The file ``name`` names in ``folder`` (a relative path, such as a record named by an
    index file), resolved: a ``ValueError`` saying why when it could lead out of the
    folder: an absolute path, a ``..`` part, or a symbolic link (of the name or any folder
    on the way) to a place outside ``folder``."""
    relative = Path(name)
    if not name or "\0" in name:
        raise ValueError("a file name, not empty")
    if relative.anchor:
        raise ValueError("a file in the folder, named relative to it, not an absolute path")
    if ".." in relative.parts:
        raise ValueError("a file in the folder, named without '..'")
    root = Path(os.path.realpath(folder))
    target = Path(os.path.realpath(root / relative))
    if target == root:
        raise ValueError("a file in the folder, not the folder itself")
    if root not in target.parents:
        raise ValueError("a symbolic link leading out of the folder (only files in it are read)")
    return target


def read_bounded(source: str | Path | BinaryIO, limit: int) -> bytes:
    """The bytes of ``source`` (a path, or an open binary stream such as
    ``sys.stdin.buffer``), reading at most ``limit + 1`` of them: :class:`TooLarge` when
    there are more. A path must name a regular file (:func:`open_regular`:
    :class:`NotRegularFile` otherwise). Raises ``OSError`` when the path cannot be opened
    or read."""
    if isinstance(source, str | Path):
        with open_regular(source) as stream:
            return read_bounded(stream, limit)
    chunks: list[bytes] = []
    got = 0
    while got <= limit:
        chunk = source.read(min(1 << 16, limit + 1 - got))
        if not chunk:
            break
        chunks.append(chunk)
        got += len(chunk)
    if got > limit:
        raise TooLarge(limit)
    return b"".join(chunks)


def write_file(path: str | Path, data: str | bytes, *, replace: bool = True) -> Path:
    """Write ``data`` (text is written as UTF-8) to ``path`` atomically (see the module
    docs); the path written.

    With ``replace=True`` an existing file is replaced (keeping its permissions; a
    symbolic link keeps pointing at the file it names, which is replaced); a device or a
    pipe (``/dev/stdout``) is written to, as it is not a file to replace. With
    ``replace=False`` an existing file is never replaced: ``FileExistsError``. Any other
    failure raises the ``OSError`` (``FileNotFoundError`` for a missing folder,
    ``IsADirectoryError``, ``errno.ENOSPC`` for a full disk, ...) naming ``path`` as it was
    asked for, never the temporary file; the target is then as it was and no temporary
    file is left.
    """
    try:
        return _write(Path(path), data, replace)
    except OSError as e:
        if e.filename is None or e.filename2 is not None or str(e.filename) != str(path):
            raise _naming(e, path) from None
        raise


def _naming(error: OSError, path: str | Path) -> OSError:
    """``error`` (the same reason, so the same class) naming ``path``."""
    if error.errno is None:
        return error
    return OSError(error.errno, error.strerror or os.strerror(error.errno), str(path))


def _write(target: Path, data: str | bytes, replace: bool) -> Path:
    """:func:`write_file`; errors may name the temporary file."""
    if not replace and os.path.lexists(target):
        raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(target))
    payload = data.encode("utf-8") if isinstance(data, str) else data
    kind = _kind(target)
    if kind is not None and stat.S_ISDIR(kind):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(target))
    if kind is not None and not stat.S_ISREG(kind):
        fd = _open_device(target)  # a device or a pipe (/dev/stdout): not a file
        try:
            _write_all(fd, payload)
        finally:
            os.close(fd)
        return target
    if replace:
        target = Path(os.path.realpath(target))
    tmp = target.with_name(f".{target.name[:80]}.{secrets.token_hex(4)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY, 0o666)
    try:
        try:
            _write_all(fd, payload)
            _flush(fd)
        finally:
            os.close(fd)
        if replace:
            _keep_mode(tmp, target)
            os.replace(tmp, target)
        else:
            _place_new(tmp, target)
    except BaseException:
        _remove(tmp)
        raise
    return target


def _open_device(target: Path) -> int:
    """``target``, a device or a pipe, opened for writing; a named pipe that no one reads
    is refused at once (``errno.ENXIO``) instead of waiting for a reader forever."""
    nonblocking = getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(target, os.O_WRONLY | _BINARY | nonblocking)
    except OSError as e:
        if e.errno == errno.ENXIO:
            raise OSError(e.errno, "a named pipe that no one reads", str(target)) from None
        raise
    if nonblocking and hasattr(os, "set_blocking"):
        os.set_blocking(fd, True)  # (a pipe that is full waits for its reader)
    return fd


def _kind(path: Path) -> int | None:
    """The file type bits of what is at ``path`` (links followed), None if nothing is."""
    try:
        return os.stat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return None


def _write_all(fd: int, payload: bytes) -> None:
    view = memoryview(payload)
    while view:
        view = view[os.write(fd, view) :]


def _flush(fd: int) -> None:
    """Put what was written on the disk (where the file system can say so)."""
    try:
        os.fsync(fd)
    except OSError as e:
        if e.errno not in (errno.EINVAL, errno.ENOTSUP, errno.EOPNOTSUPP, errno.ENOSYS):
            raise


def _keep_mode(tmp: Path, target: Path) -> None:
    """Give the new file the permissions of the one it replaces, if there is one."""
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        return
    os.chmod(tmp, mode)


def _place_new(tmp: Path, target: Path) -> None:
    """Put ``tmp`` at ``target`` unless something is there: in one step where the file
    system links files, otherwise by claiming the name first (``O_EXCL``)."""
    try:
        os.link(tmp, target)
    except FileExistsError:
        raise
    except OSError:  # no hard links here (some file systems, Pyodide's)
        os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        try:
            os.replace(tmp, target)
        except BaseException:
            _remove(target)
            raise
    else:
        _remove(tmp)


def _remove(path: Path) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)
