"""The legal moves as a board syncs them: element paths, explanations, and refusals.

The browser never reads a notation. Each legal move reaches it as the path of board
elements it is chosen by (``card:g6`` then ``territory:swamp``, see
:meth:`wolfpack.core.game.Game.elements`), in a tree: after each click the browser lights
the children of the path so far, with no round trip. Every element that may not be chosen
after a path carries the engine's reason (:meth:`~wolfpack.core.game.Game.refusals`).

``legal`` is::

    {"player": 0,                     # who decides now (None: the game is over)
     "waiting": [...],                # why this view (the open view: the others) waits
     "paths": {"card:g6": {"territory:swamp": 0, ...}, ...},   # leaves: why it is legal
     "forms": [[key, params, notes, rules], ...],
     "refused": {"": {"card:r4": 5}, "card:g6": {"territory:cave": 7, "territory:*": 8}}}

A leaf of ``paths`` completes a move: the browser sends its path (``{"cmd": "move",
"path": [...]}``) and Python finds the move it stands for; a leaf's number is the index of
the move's explanation in ``forms``. A move that may be clicked in several orders
(:meth:`~wolfpack.core.game.Game.other_orders`) has a leaf for each.

Explanations are encoded (:func:`~wolfpack.widget.codec.encode`) and shared as *forms*: a
string or whole-number parameter equal to the id of an element of the move's path (the text
after the first ``:``) is written ``"@i"`` for the path's element ``i`` (for a refusal: the
path so far and the refused element), so the 65 plays of a first lead share a handful of
forms (and a game's draws of two stacks out of six a few). It comes back as the id, a string: a
number renders the same. A string that itself starts with ``@`` is written with a second
``@``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Sequence
from typing import Any

from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import Game
from wolfpack.widget.codec import Encoded
from wolfpack.widget.intents import Refusal, field_refusal


class Forms:
    """Explanation forms, each stored once (see the module docs)."""

    def __init__(self, encode: Callable[[Explanation], Encoded]) -> None:
        self._encode = encode
        self.items: list[Encoded] = []
        self._index: dict[str, int] = {}

    def add(self, expl: Explanation, path: Sequence[str]) -> int:
        """The index of ``expl``'s form, with parameters naming ``path``'s elements."""
        ids = {el.partition(":")[2]: i for i, el in reversed(list(enumerate(path)))}
        form = _with_refs(self._encode(expl), ids)
        key = json.dumps(form, sort_keys=True, ensure_ascii=False)
        found = self._index.get(key)
        if found is None:
            found = self._index[key] = len(self.items)
            self.items.append(form)
        return found


def _ref(value: Any, ids: dict[str, int]) -> Any:
    if isinstance(value, str):
        if value in ids:
            return f"@{ids[value]}"
        if value.startswith("@"):
            return "@" + value
    elif isinstance(value, int) and not isinstance(value, bool) and str(value) in ids:
        return f"@{ids[str(value)]}"  # renders the same: a number is shown as its digits
    return value


def _with_refs(enc: Encoded, ids: dict[str, int]) -> Encoded:
    out = list(enc)
    if len(out) > 1 and out[1]:
        out[1] = {k: _ref(v, ids) for k, v in out[1].items()}
    if len(out) > 2 and out[2]:
        out[2] = [_with_refs(n, ids) for n in out[2]]
    return out


def resolve(form: Encoded, path: Sequence[str]) -> Encoded:
    """A form with its ``"@i"`` parameters replaced by the ids of ``path``'s elements (what
    the browser does; for tests)."""
    out = list(form)

    def value(v: Any) -> Any:
        if isinstance(v, str) and v.startswith("@"):
            rest = v[1:]
            return rest if rest.startswith("@") else path[int(rest)].partition(":")[2]
        return v

    if len(out) > 1 and out[1]:
        out[1] = {k: value(v) for k, v in out[1].items()}
    if len(out) > 2 and out[2]:
        out[2] = [resolve(n, path) for n in out[2]]
    return out


def legal_json(
    game: Game[Any],
    viewer: int | None,
    encode: Callable[[Explanation], Encoded],
    only: Collection[str] | None = None,
    other: Explanation | None = None,
) -> dict[str, Any]:
    """What the board of ``viewer`` (None: the open view) syncs about the decision now:
    the legal moves as paths with their reasons and the refusals, when ``viewer`` may
    decide; else only why they wait (a player view never holds another player's moves:
    they could reveal a hidden hand).

    With ``only`` (notations: a lesson's step), only those moves are lit, by every path
    they may be clicked by; each element that would continue another legal move after a
    lit path so far is refused with ``other`` (the lesson's reason), and the engine's
    refusals stay for the rest."""
    to_move = game.to_move
    out: dict[str, Any] = {"player": to_move}
    if to_move is None or (viewer is not None and viewer != to_move):
        out["waiting"] = encode(game.waiting(viewer))
        return out
    if viewer is None:
        out["waiting"] = encode(game.waiting(None))  # why the others wait, in the open view
    forms = Forms(encode)
    paths = game.element_paths()
    others = game.other_orders()
    tree: dict[str, Any] = {}
    inner: set[tuple[str, ...]] = {()}
    left_out: dict[tuple[str, ...], set[str]] = {}
    for move in game.legal_moves():
        every = (paths[move.notation], *others.get(move.notation, ()))
        if only is not None and move.notation not in only:
            for path in every:
                for depth, element in enumerate(path):
                    left_out.setdefault(tuple(path[:depth]), set()).add(element)
            continue
        for path in every:
            node = tree
            for depth, element in enumerate(path[:-1]):
                inner.add(tuple(path[: depth + 1]))
                child = node.setdefault(element, {})
                if not isinstance(child, dict):
                    raise ValueError(f"the path {path} of {move.notation!r} continues a move")
                node = child
            if path[-1] in node:
                raise ValueError(f"the path {path} of {move.notation!r} is another move's")
            node[path[-1]] = forms.add(move.explanation, path)
    refused: dict[str, dict[str, int]] = {}
    for prefix in sorted(inner, key=len):
        reasons = dict(game.refusals(prefix))
        if other is not None:
            node = _node(tree, prefix)
            for element in sorted(left_out.get(prefix, ())):
                if element not in node:
                    reasons[element] = other
        if reasons:
            refused[" ".join(prefix)] = {
                element: forms.add(why, (*prefix, element)) for element, why in reasons.items()
            }
    out.update(paths=tree, forms=forms.items, refused=refused)
    return out


def _node(tree: dict[str, Any], prefix: tuple[str, ...]) -> dict[str, Any]:
    node = tree
    for element in prefix:
        node = node[element]
    return node


def expand(legal: dict[str, Any]) -> dict[tuple[str, ...], Encoded]:
    """Every legal move the browser has: its path and its explanation (as the browser
    expands the synced tree; for tests and tools)."""
    out: dict[tuple[str, ...], Encoded] = {}
    forms = legal.get("forms", [])

    def walk(node: dict[str, Any], path: tuple[str, ...]) -> None:
        for element, child in node.items():
            here = (*path, element)
            if isinstance(child, dict):
                walk(child, here)
            else:
                out[here] = resolve(forms[child], here)

    walk(legal.get("paths", {}), ())
    return out


def refusals(legal: dict[str, Any], prefix: Sequence[str] = ()) -> dict[str, Encoded]:
    """The refusals the browser has after ``prefix``, each explanation resolved."""
    forms = legal.get("forms", [])
    found = legal.get("refused", {}).get(" ".join(prefix), {})
    return {el: resolve(forms[i], (*prefix, el)) for el, i in found.items()}


def move_of_path(game: Game[Any], path: Any, viewer: int | None) -> str:
    """The legal move whose elements are ``path`` (the browser's clicks), or the refusal
    naming the first element that continues no legal move, with its reason."""
    if (
        not isinstance(path, list)
        or not 0 < len(path) <= 16
        or not all(isinstance(el, str) and len(el) <= 80 for el in path)
    ):
        raise field_refusal("path", "the board elements of a move, in click order")
    wanted = tuple(path)
    legal = list(game.element_paths().items())
    legal += [(n, p) for n, paths in game.other_orders().items() for p in paths]
    for notation, elements in legal:
        if elements == wanted:
            return notation
    # The first element that continues no legal move: refused with its reason (a
    # "kind:*" reason stands for the elements of that kind that continue none), else
    # named (an element no decision has now, or none of the board at all).
    begun = {elements[:k] for _, elements in legal for k in range(1, len(elements) + 1)}
    depth = next((d for d in range(len(wanted)) if wanted[: d + 1] not in begun), None)
    if depth is not None:
        why = game.refusals(wanted[:depth])
        element = wanted[depth]
        reason = why.get(element) or why.get(element.partition(":")[0] + ":*")
        if reason is not None:
            raise Refusal(reason)
    if game.to_move is None:
        raise Refusal(game.waiting(viewer))
    if depth is not None:
        raise Refusal(msg("ui.bad_element", field="path", element=wanted[depth]))
    raise field_refusal("path", "the elements of a move that is legal now")
