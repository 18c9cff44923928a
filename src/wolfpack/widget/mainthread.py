"""Hand work from background threads to the thread that owns a board.

The computer's search, hints and the solver run in worker threads (see
:class:`wolfpack.bots.Thinker`), but the game and the widget's synced state are changed
only on the thread that owns the board, the kernel's main thread, the one that also
handles the browser's messages. So a result is never applied in the middle of a click.

In a Jupyter kernel a posted callback runs on the kernel's event loop as soon as the
thread is free (it keeps handling messages while a worker thinks). Without a kernel (a
script, the tests) callbacks wait in a queue until :meth:`MainThread.drain` runs them,
which the board's ``wait()`` does.
"""

from __future__ import annotations

import queue
from collections.abc import Callable
from typing import Any


def kernel_loop() -> Any:
    """The running IPython kernel's event loop (a tornado ``IOLoop``), or None."""
    try:
        from ipykernel.kernelbase import Kernel
    except ImportError:  # pragma: no cover - ipykernel comes with ipywidgets
        return None
    if not Kernel.initialized():
        return None
    return getattr(Kernel.instance(), "io_loop", None)


class MainThread:
    """Runs callbacks posted from any thread on the owner's thread, in posting order."""

    def __init__(self, loop: Any = None) -> None:
        self._queue: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self._loop = loop

    @classmethod
    def for_kernel(cls) -> MainThread:
        """A dispatcher onto the running kernel's loop (a queue only, without a kernel)."""
        return cls(kernel_loop())

    @property
    def automatic(self) -> bool:
        """Whether posted callbacks run by themselves (inside a kernel)."""
        return self._loop is not None

    def post(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` on the owner's thread soon (safe to call from any thread)."""
        self._queue.put(callback)
        if self._loop is not None:
            self._loop.add_callback(self.drain)

    def drain(self) -> int:
        """Run every callback posted so far (on the owner's thread); how many ran."""
        ran = 0
        while True:
            try:
                callback = self._queue.get_nowait()
            except queue.Empty:
                return ran
            callback()
            ran += 1
