"""A board whose outgoing messages are recorded, as the browser would receive them."""

from __future__ import annotations

from typing import Any

from wolfpack.widget import LoneWolvesBoard


class Recorder:
    """Records what the board sends: custom messages and state updates."""

    def __init__(self, board: LoneWolvesBoard) -> None:
        self.board = board
        self.messages: list[dict[str, Any]] = []
        self.updates: list[dict[str, Any]] = []
        board.send = self._custom  # type: ignore[method-assign]
        board._send = self._raw  # type: ignore[method-assign]

    def _custom(self, content: dict[str, Any], buffers: Any = None) -> None:
        self.messages.append(content)

    def _raw(self, msg: dict[str, Any], buffers: Any = None) -> None:
        if msg.get("method") == "custom":
            self.messages.append(msg["content"])
        else:
            self.updates.append(msg)

    def intent(self, **content: Any) -> list[dict[str, Any]]:
        """Send an intent as the browser would; return the replies it caused."""
        start = len(self.messages)
        self.board._on_msg(self.board, content, [])
        return self.messages[start:]

    def refusal(self, **content: Any) -> dict[str, Any]:
        """Send an intent that must be refused; return the answer (``why`` = the reason)."""
        replies = self.intent(**content)
        assert len(replies) == 1 and replies[0]["type"] == "done", replies
        assert "log" not in replies[0]
        return {**replies[0], "why": replies[0]["refused"]}
