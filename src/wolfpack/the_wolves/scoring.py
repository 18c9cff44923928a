"""Region scoring (TW-E1) and the final score with its tiebreaks (TW-E2), with their
step-by-step explanations."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from wolfpack.core.explain import Explanation, msg
from wolfpack.core.rules import implements
from wolfpack.the_wolves.components import PACK, PHASES, TRACKS
from wolfpack.the_wolves.queries import region_control

if TYPE_CHECKING:
    from wolfpack.the_wolves.state import TWState


@dataclass(frozen=True)
class RegionResult:
    """The outcome of scoring one region for the top token of its stack."""

    region: int
    phase: int
    values: tuple[int, int]
    """(first place value, second place value) of the token."""
    control: dict[int, tuple[int, int]]
    """Owner (players, 5 = neutral pack) → (control, alphas) in the region."""
    first: tuple[int, ...]
    """The owners tied on top (one owner: a clear first place)."""
    second: tuple[int, ...]
    """With a clear first place: the owners tied for second (one: a clear second)."""

    def awards(self) -> list[tuple[int, int, bool]]:
        """Who gets what (TW-E1), as (owner, VP, whether it is the token itself): a clear
        first place takes the token (its high value) and a clear second the low value; each
        owner tied for first gets the low value. The neutral pack is an owner like the
        others (the caller skips it)."""
        high, low = self.values
        if len(self.first) > 1:
            return [(o, low, False) for o in self.first]
        out = [(o, high, True) for o in self.first]
        if len(self.second) == 1:
            out.append((self.second[0], low, False))
        return out

    def _broken(self, winner: int, among: list[int]) -> list[Explanation]:
        c, a = self.control[winner]
        out = []
        for o in among:
            if o != winner and self.control[o][0] == c:
                out.append(
                    msg(
                        "tw.score.alpha_break",
                        owner=winner,
                        other=o,
                        control=c,
                        a=a,
                        b=self.control[o][1],
                    )
                )
        return out

    def explain(self, region: str) -> list[Explanation]:
        """The scoring narrated step by step: each owner's control, ties, who gets what."""
        high, low = self.values
        out = [msg("tw.score.region", region=region, phase=PHASES[self.phase], high=high, low=low)]
        for o, (c, a) in self.control.items():
            out.append(msg("tw.score.control", owner=o, control=c, alphas=a))
        if not self.first:
            out.append(msg("tw.score.nobody", region=region, phase=PHASES[self.phase]))
            return out
        owners = list(self.control)
        if len(self.first) > 1:
            c, a = self.control[self.first[0]]
            out.append(
                msg("tw.score.tie_first", owners=list(self.first), control=c, alphas=a, value=low)
            )
            return out
        winner = self.first[0]
        out += self._broken(winner, owners)
        out.append(msg("tw.score.first", owner=winner, phase=PHASES[self.phase], value=high))
        rest = [o for o in owners if o != winner]
        if len(self.second) == 1:
            out += self._broken(self.second[0], rest)
            out.append(msg("tw.score.second", owner=self.second[0], value=low))
        elif self.second:
            c, a = self.control[self.second[0]]
            out.append(msg("tw.score.tie_second", owners=list(self.second), control=c, alphas=a))
        else:
            out.append(msg("tw.score.no_second"))
        return out


@implements("TW-E1")
def region_result(s: TWState, r: int) -> RegionResult:
    """Who places first and second in region ``r`` for its top token: most control, ties
    broken by more alphas; a tie for first gives each tied owner the low value and nobody
    second; a tie for second gives nobody second (TW-E1)."""
    phase = s.tokens[r][0]
    values = s.rules.token_values[phase]
    control = region_control(s, r)
    keys = {o: ca for o, ca in control.items() if ca[0] > 0}
    if not keys:
        return RegionResult(r, phase, values, control, (), ())
    best = max(keys.values())
    first = tuple(o for o, k in keys.items() if k == best)
    second: tuple[int, ...] = ()
    if len(first) == 1:
        rest = {o: k for o, k in keys.items() if o != first[0]}
        if rest:
            best2 = max(rest.values())
            second = tuple(o for o, k in rest.items() if k == best2)
    return RegionResult(r, phase, values, control, first, second)


@dataclass(frozen=True)
class ScoreRow:
    """One player's final (or projected) score, with the parts of TW-E2."""

    player: int
    tokens: int
    """VP of the region scoring tokens taken as first place."""
    markers: int
    """VP markers (second places and shared first places)."""
    dens: tuple[int, int, int]
    """VP revealed on the three den tracks (spread, speed, range)."""
    lairs: int
    wolves: int
    prey: int
    token_count: int
    wolves_on_map: int

    @property
    def total(self) -> int:
        """All VP."""
        return self.tokens + self.markers + sum(self.dens) + self.lairs + self.wolves + self.prey

    def to_json(self) -> dict[str, object]:
        """JSON-ready dict."""
        return {
            "player": self.player,
            "total": self.total,
            "tokens": self.tokens,
            "markers": self.markers,
            "dens": dict(zip(TRACKS, self.dens, strict=True)),
            "lairs": self.lairs,
            "wolves": self.wolves,
            "prey": self.prey,
            "token_count": self.token_count,
            "wolves_on_map": self.wolves_on_map,
        }


@implements("TW-E2")
def final_scores(s: TWState) -> list[ScoreRow]:
    """Per player: VP from tokens and markers plus the highest VP revealed on each of the
    six tracks (three den tracks, lairs, wolves, prey)."""
    rules = s.rules
    on_map = [0] * (s.n + 1)
    for pcs in s.pcs:
        for q in pcs:
            if q & 3 <= PACK and q >> 2 < s.n:
                on_map[q >> 2] += 1
    rows = []
    for p in range(s.n):
        d = s.dens[p * 3 : p * 3 + 3]
        rows.append(
            ScoreRow(
                player=p,
                tokens=s.tok_vp[p],
                markers=s.mark_vp[p],
                dens=(rules.den_vp[d[0]], rules.den_vp[d[1]], rules.den_vp[d[2]]),
                lairs=rules.lair_vp[s.lairs[p]],
                wolves=rules.wolf_vp[s.wolves[p].bit_length()],
                prey=rules.prey_vp[bin(s.preym[p]).count("1")],
                token_count=s.tok_n[p],
                wolves_on_map=on_map[p],
            )
        )
    return rows


def winners(s: TWState) -> list[int]:
    """The players ranked first: most VP, then most region scoring tokens, then most wolves
    on the map (TW-E2); several only if still tied."""
    rows = final_scores(s)
    key = {r.player: (r.total, r.token_count, r.wolves_on_map) for r in rows}
    best = max(key.values())
    return [p for p, k in key.items() if k == best]


@implements("TW-E2")
def ranking(s: TWState) -> list[Explanation]:
    """The result explained: each score, and how the winner was found."""
    rows = final_scores(s)
    out = [
        msg(
            "tw.result.row",
            player=r.player,
            total=r.total,
            tokens=r.tokens,
            markers=r.markers,
            dens=sum(r.dens),
            lairs=r.lairs,
            wolves=r.wolves,
            prey=r.prey,
        )
        for r in rows
    ]
    win = winners(s)
    top = max(r.total for r in rows)
    tied = [r for r in rows if r.total == top]
    if len(tied) == 1:
        out.append(msg("tw.result.winner", player=win[0], total=top))
    elif len(win) > 1:
        out.append(msg("tw.result.shared", players=win, total=top))
    else:
        w = next(r for r in rows if r.player == win[0])
        by_tokens = sum(1 for r in tied if r.token_count == w.token_count) == 1
        key = "tw.result.tiebreak_tokens" if by_tokens else "tw.result.tiebreak_wolves"
        out.append(
            msg(key, player=w.player, total=top, count=w.token_count, wolves=w.wolves_on_map)
        )
    return out
