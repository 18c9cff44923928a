"""The Lone Wolves legal moves in a compact table for the browser (it expands them).

The first lead of a game has 65 legal plays, each with its explanation; sent one by one,
that is most of the largest update. But a play's explanation names its own card and
territory (which the notation already says), and what remains, the rule, the territory's
count, the led suit and the notes, is shared by many plays. So the plays travel as:

* ``forms``: each distinct explanation once, in the compact form of
  :func:`~wolfpack.widget.codec.encode`, without the ``card`` and ``territory`` parameters;
* ``cards``: for each playable card, one entry per territory in board order: the index of
  its play's form, or -1 where that card may not go.

``{"k4": [0, 0, 1, 0, 0]}`` with ``forms[0] = ["lw.why.lead", {"count": 0}]`` stands for
``"play k4 cave": ["lw.why.lead", {"card": "k4", "territory": "cave", "count": 0}]`` and so
on. Every other move (reveal, take, place) is sent as it is, and so is any play whose
explanation does not name its card and territory, so :func:`expand_moves` always gives
back exactly the moves :func:`compact_moves` was given (``js/lone_wolves/legal.ts`` does
the same in the browser).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from wolfpack.widget.codec import Encoded

IMPLIED = ("card", "territory")
"""The parameters a play's notation already gives."""


def compact_moves(moves: Mapping[str, Encoded], territories: Sequence[str]) -> dict[str, Any]:
    """``{"moves": {...}, "plays": {"forms": [...], "cards": {...}}}`` for ``moves``
    (notation → encoded explanation); ``plays`` only when there are plays."""
    forms: list[Encoded] = []
    index: dict[str, int] = {}
    cards: dict[str, list[int]] = {}
    others: dict[str, Encoded] = {}
    for notation, expl in moves.items():
        parts = notation.split()
        params = expl[1] if len(expl) > 1 and expl[1] else {}
        if (
            len(parts) == 3
            and parts[0] == "play"
            and parts[2] in territories
            and params.get("card") == parts[1]
            and params.get("territory") == parts[2]
        ):
            form = _form(expl, params)
            key = json.dumps(form, sort_keys=True)
            if key not in index:
                index[key] = len(forms)
                forms.append(form)
            row = cards.setdefault(parts[1], [-1] * len(territories))
            row[territories.index(parts[2])] = index[key]
        else:
            others[notation] = expl
    out: dict[str, Any] = {"moves": others}
    if cards:
        out["plays"] = {"forms": forms, "cards": cards}
    return out


def expand_moves(legal: Mapping[str, Any], territories: Sequence[str]) -> dict[str, Encoded]:
    """Every legal move with its encoded explanation, from the compact table."""
    out: dict[str, Encoded] = dict(legal.get("moves", {}))
    plays = legal.get("plays")
    if not plays:
        return out
    forms = plays["forms"]
    for card, row in plays["cards"].items():
        for territory, i in zip(territories, row, strict=True):
            if i < 0:
                continue
            form = forms[i]
            params = {"card": card, "territory": territory}
            params.update(form[1] if len(form) > 1 and form[1] else {})
            out[f"play {card} {territory}"] = [form[0], params, *form[2:]]
    return out


def _form(expl: Encoded, params: Mapping[str, Any]) -> Encoded:
    rest = {k: v for k, v in params.items() if k not in IMPLIED}
    form: Encoded = [expl[0], rest, *expl[2:]]
    while len(form) > 1 and not form[-1]:
        form.pop()
    return form
