"""What one Lone Wolves player knows, and positions sampled to agree with exactly that.

An :class:`InfoSet` is built only from ``game.view(player)`` (LW-H1..LW-H4) and the public
move history (who played what, in record notation). From the history it learns the one
hard fact the view does not show: the suits the opponent has shown void in, by not
following suit (LW-T2). Everything else hidden is unknown alike:

* the opponent's hand: a uniform subset of the unseen cards outside the suits they have
  shown void in;
* the face-down scars, the unused scars and a scar the opponent holds before placing it:
  a uniform shuffle of the scars not yet seen;
* the box and the cards of box wolves: what is left of the unseen cards.

:meth:`InfoSet.sample` turns this into a full :class:`LWState` (a *determinization*) whose
view for the player is identical to the real one; the search bots play on those.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from wolfpack.core.game import Game
from wolfpack.lone_wolves.actions import REVEAL_BASE, parse_action
from wolfpack.lone_wolves.components import (
    CARD_BY_CODE,
    EFFECTS,
    LOCATION_NAMES,
    N_CARDS,
    N_LOCATIONS,
    N_TERR,
    SCARS_PER_EFFECT,
    SUIT_LETTERS,
    TERRITORIES,
    ResolvedComponents,
)
from wolfpack.lone_wolves.state import PHASES, PLACE, TAKE, LWState

_EFFECT_INDEX = {name: i for i, name in enumerate(EFFECTS)}
_LOC_INDEX = {name: i for i, name in enumerate(LOCATION_NAMES)}


def public_history(game: Game[Any]) -> list[tuple[int, str]]:
    """The moves played so far as ``(player, notation)``: public to both players."""
    return [(step.player, step.notation) for step in game.steps]


def voids_from_history(history: Sequence[tuple[int, str]]) -> tuple[frozenset[int], ...]:
    """Per player, the suits they have shown void in: they answered a lead of that suit
    with another suit, which the follow rule allows only without a card of it (LW-T2)."""
    voids: tuple[set[int], set[int]] = (set(), set())
    lead_suit = -1
    for player, notation in history:
        action = parse_action(notation)
        if action is None or action >= REVEAL_BASE:
            continue
        suit = action // 5 // 6
        if lead_suit < 0:
            lead_suit = suit
        else:
            if suit != lead_suit:
                voids[player].add(lead_suit)
            lead_suit = -1
    return frozenset(voids[0]), frozenset(voids[1])


def _components(view: dict[str, Any]) -> ResolvedComponents:
    terrs = view["territories"]
    tokens = tuple((int(t["honor"]["token"][0]), int(t["honor"]["token"][1])) for t in terrs)
    caps = [0] * N_LOCATIONS
    for row in view["packs"][0]:
        caps[_LOC_INDEX[row["location"]]] = int(row["capacity"])
    return ResolvedComponents(
        variant=str(view["variant"]),
        honor_tokens=tokens,
        pack_spaces=caps[0],
        border_spaces=any(caps[N_TERR:]),
        location_caps=tuple(caps),
        scar_spaces=tuple(len(t["scars"]) for t in terrs),
    )


def _card(code: str) -> int:
    return CARD_BY_CODE[code]


@dataclass
class InfoSet:
    """What ``player`` knows of a Lone Wolves position (see the module docstring).

    ``template`` is the position with every hidden part left empty (the opponent's hand,
    the box) or a placeholder (face-down scars); :meth:`sample` fills those parts in. Its
    legal actions are those of the real position whenever ``player`` is to move. Build one
    with :meth:`from_game` or :meth:`from_view`.
    """

    player: int
    template: LWState
    unseen_cards: tuple[int, ...]
    """Cards the player has not seen: the opponent's hand, the box, the box wolves' cards."""
    opponent_voids: frozenset[int]
    """Suits the opponent has shown void in."""
    opponent_count: int
    hidden_scars: tuple[int, ...]
    """Scar effects the player has not seen (face-down spaces, unused, opponent's held)."""
    face_down: tuple[tuple[int, int], ...]
    """(territory, space) of every face-down scar."""
    n_unused: int
    opponent_holds_scar: bool
    box_wolf_sides: tuple[int, ...]
    """The side index (``player * 5 + territory``) of every box wolf, one entry each."""
    box_left: int

    @classmethod
    def from_game(cls, game: Game[Any], player: int) -> InfoSet:
        """The information set of ``player`` in a Lone Wolves game: their view and the
        public history only."""
        return cls.from_view(game.view(player), public_history(game))

    @classmethod
    def from_view(cls, view: dict[str, Any], history: Sequence[tuple[int, str]]) -> InfoSet:
        """The information set from a player view and the public move history."""
        player = view["perspective"]
        if player not in (0, 1):
            raise ValueError("an information set needs a player view, not the open view")
        opp = 1 - player
        comp = _components(view)
        s = LWState.__new__(LWState)
        s.comp = comp
        own = [_card(c) for c in view["hands"][player]["cards"]]
        s.hands = [0, 0]
        s.hands[player] = sum(1 << c for c in own)
        s.up = [[] for _ in range(2 * N_TERR)]
        s.lone = [[] for _ in range(2 * N_TERR)]
        s.boxw = [[] for _ in range(2 * N_TERR)]
        seen: set[int] = set(own)
        box_sides: list[int] = []
        s.count = []
        s.scar, s.scar_up, s.scars_left = [], [], []
        face_down: list[tuple[int, int]] = []
        seen_scars: list[int] = []
        for t, terr in enumerate(view["territories"]):
            s.count.append(int(terr["count"]))
            for p in (0, 1):
                i = p * 5 + t
                for entry in terr["sides"][p]["cards"]:
                    face = entry["face"]
                    if face == "box":
                        box_sides.append(i)
                        s.boxw[i].append(-1)
                        continue
                    c = _card(entry["card"])
                    seen.add(c)
                    (s.up if face == "up" else s.lone)[i].append(c)
            row, ups = [], []
            for sc in terr["scars"]:
                if sc["state"] == "empty":
                    row.append(-1)
                    ups.append(False)
                elif sc["state"] == "face_up":
                    e = _EFFECT_INDEX[sc["effect"]]
                    seen_scars.append(e)
                    row.append(e)
                    ups.append(True)
                else:
                    face_down.append((t, int(sc["index"])))
                    row.append(0)  # a placeholder: sample() puts an unseen scar here
                    ups.append(False)
            s.scar.append(row)
            s.scar_up.append(ups)
            s.scars_left.append(int(terr["scars_left"]))
        s.packs = [[] for _ in range(2 * N_LOCATIONS)]
        for p in (0, 1):
            for prow in view["packs"][p]:
                effs = [_EFFECT_INDEX[e] for e in prow["scars"]]
                seen_scars.extend(effs)
                s.packs[p * N_LOCATIONS + _LOC_INDEX[prow["location"]]] = effs
        s.honor_tok = list(range(N_TERR))
        s.honor_side = [int(t["honor"]["side"]) for t in view["territories"]]
        box_left = int(view["box"]["count"])
        s.box = ()
        s.box_pos = 0
        s.unused = ()
        n_unused = int(view["unused_scars"]["count"])
        s.moon = TERRITORIES.index(view["moon"]) if view["moon"] else -1
        s.blood = TERRITORIES.index(view["blood_moon"]) if view["blood_moon"] else -1
        s.trump = SUIT_LETTERS.index(view["trump"]) if view["trump"] else -1
        s.leader = int(view["leader"])
        s.phase = PHASES.index(view["phase"])
        to_move = view["to_move"]
        s.player = s.leader if to_move is None else int(to_move)
        trick = view["current_trick"]
        s.lead_card = s.lead_terr = s.follow_card = s.follow_terr = -1
        if trick["lead"]:
            s.lead_card = _card(trick["lead"]["card"])
            s.lead_terr = TERRITORIES.index(trick["lead"]["territory"])
        if trick["follow"]:
            s.follow_card = _card(trick["follow"]["card"])
            s.follow_terr = TERRITORIES.index(trick["follow"]["territory"])
        s.winner = s.loser = s.loser_terr = s.held = -1
        s.held_up = False
        opp_holds = False
        if s.phase in (TAKE, PLACE):
            s.loser = s.player
            s.winner = s.player ^ 1
            s.loser_terr = s.lead_terr if s.loser == s.leader else s.follow_terr
        if s.phase == PLACE:
            held = view["held_scar"]
            if held["effect"] is not None:
                s.held = _EFFECT_INDEX[held["effect"]]
                # Shown to the opponent too only if it was taken face up.
                s.held_up = s.player != player
                seen_scars.append(s.held)
            else:
                opp_holds = True
        s.tricks = int(view["tricks_played"])
        hidden = [e for e in range(len(EFFECTS)) for _ in range(SCARS_PER_EFFECT)]
        for e in seen_scars:
            hidden.remove(e)
        unseen = tuple(c for c in range(N_CARDS) if c not in seen)
        info = cls(
            player=player,
            template=s,
            unseen_cards=unseen,
            opponent_voids=voids_from_history(history)[opp],
            opponent_count=int(view["hands"][opp]["count"]),
            hidden_scars=tuple(hidden),
            face_down=tuple(face_down),
            n_unused=n_unused,
            opponent_holds_scar=opp_holds,
            box_wolf_sides=tuple(box_sides),
            box_left=box_left,
        )
        info._check()
        return info

    def _check(self) -> None:
        n_hidden_cards = self.opponent_count + self.box_left + len(self.box_wolf_sides)
        if n_hidden_cards != len(self.unseen_cards):
            raise ValueError("the view does not account for all 30 cards")
        n_slots = len(self.face_down) + self.n_unused + int(self.opponent_holds_scar)
        if n_slots != len(self.hidden_scars):
            raise ValueError("the view does not account for all 18 scars")
        if len(self.allowed_cards) < self.opponent_count:
            raise ValueError("the history leaves too few cards for the opponent's hand")

    @property
    def opponent(self) -> int:
        """The other player."""
        return 1 - self.player

    @property
    def allowed_cards(self) -> tuple[int, ...]:
        """Unseen cards the opponent may hold: not of a suit they have shown void in."""
        voids = self.opponent_voids
        return tuple(c for c in self.unseen_cards if c // 6 not in voids)

    def sample(self, rng: random.Random) -> LWState:
        """A full position consistent with everything the player knows, uniformly among
        the deals and scar layouts that agree with their view and the history."""
        s = self.template.clone()
        allowed = list(self.allowed_cards)
        opp_hand = rng.sample(allowed, self.opponent_count)
        s.hands[self.opponent] = sum(1 << c for c in opp_hand)
        in_hand = set(opp_hand)
        rest = [c for c in self.unseen_cards if c not in in_hand]
        rng.shuffle(rest)
        k = 0
        for side in self.box_wolf_sides:
            row = s.boxw[side]
            row[row.index(-1)] = rest[k]
            k += 1
        s.box = tuple(rest)
        s.box_pos = k
        scars = list(self.hidden_scars)
        rng.shuffle(scars)
        j = 0
        for t, i in self.face_down:
            s.scar[t][i] = scars[j]
            j += 1
        if self.opponent_holds_scar:
            s.held = scars[j]
            j += 1
        s.unused = tuple(scars[j:])
        return s
