"""How a board answers the browser: every intent is answered exactly once (``done``, with the
log's new steps, or ``refused`` with the reason), whatever it holds and whatever interrupts
its handling; nothing the browser sends raises out of the handler."""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING, Any

from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import LOCK
from wolfpack.widget.codec import encode
from wolfpack.widget.intents import Refusal, field_refusal, safe_id, unknown_command

if TYPE_CHECKING:
    from wolfpack.widget.base import GameWidget


def answer(board: GameWidget, content: Any) -> None:
    """Handle one intent; answer it exactly once, whatever it holds and whatever
    interrupts it: an interrupt of the kernel (``KeyboardInterrupt``, e.g. during a
    search in the foreground) stops the handling there and is answered ``ui.interrupted``
    (the interrupt has done its work: it goes no further)."""
    request = content if isinstance(content, dict) else {}
    rid = safe_id(request.get("id"))
    cmd = request.get("cmd")
    cmd_name = cmd if isinstance(cmd, str) and len(cmd) <= 40 else None
    reply: dict[str, Any] = {"type": "done", "id": rid}
    board._answered = False
    try:
        with LOCK:
            try:
                with board._batch(reply):
                    if not isinstance(content, dict):
                        raise field_refusal("message", "an object with a 'cmd'")
                    if not isinstance(cmd, str):
                        raise field_refusal("cmd", "the name of a command")
                    handler = board._handler(cmd)
                    if handler is None:
                        raise unknown_command(cmd)
                    handler(request)
            except Refusal as refusal:
                refuse(board, rid, cmd_name, request, refusal.why, refusal.detail)
    except Exception as e:  # never raise out of the handler; the browser gets an answer
        warnings.warn(f"wolfpack board: {cmd_name!r} failed: {e!r}", stacklevel=2)
        refuse(
            board, rid, cmd_name, request, msg("ui.failed", field="cmd", reason=type(e).__name__)
        )
    except KeyboardInterrupt:
        interrupted(board, rid, cmd_name, request)
    except BaseException:  # (SystemExit, ...): answered, then on its way
        interrupted(board, rid, cmd_name, request)
        raise


def interrupted(board: GameWidget, rid: Any, cmd: str | None, request: dict[str, Any]) -> None:
    """Answer an intent whose handling was interrupted (unless its answer went out
    already), after syncing the board as it is now (the answer comes last, so that the
    browser keeps showing it)."""
    try:
        with LOCK:
            board._sent_log = [""]
            board._sync()
    except Exception as e:  # the next intent syncs again
        warnings.warn(f"wolfpack board: no sync after an interrupt: {e!r}", stacklevel=2)
    finally:
        if not board._answered:
            refuse(board, rid, cmd, request, msg("ui.interrupted", field="cmd", cmd=cmd or "?"))


def refuse(
    board: GameWidget,
    rid: Any,
    cmd: str | None,
    request: dict[str, Any],
    why: Explanation,
    detail: dict[str, Any] | None = None,
) -> None:
    """Answer an intent with its refusal: ``why``, and ``detail`` where the refusal has
    more to say (a lesson's feedback)."""
    move = request.get("move")
    reply = {
        "type": "done",
        "id": rid,
        "cmd": cmd,
        "move": move if isinstance(move, str) and len(move) <= 200 else None,
        "refused": encode(why),
    }
    if detail is not None:
        reply["detail"] = detail
    board.send(reply)
    board._answered = True
