"""The final scoring of a Lone Wolves game, territory by territory, for a notebook."""

from __future__ import annotations

from dataclasses import dataclass

from wolfpack.core.explain import Explanation, msg
from wolfpack.core.i18n import check_language
from wolfpack.core.words import player_word
from wolfpack.lone_wolves.components import TERRITORIES
from wolfpack.lone_wolves.game import LoneWolves
from wolfpack.lone_wolves.terms import territory_word
from wolfpack.tutorial import texts as _texts  # noqa: F401  (registers the tut.* messages)

_WORDS = {
    "en": ("strength", "honor token to", "points", "tie", "total"),
    "de": ("Stärke", "Gebietsplättchen an", "Punkte", "Gleichstand", "Summe"),
    "ja": ("強さ", "名誉トークン", "得点", "同点", "合計"),
}


@dataclass(frozen=True)
class TerritoryReport:
    """One territory at the end: both sides' strength and the points won there."""

    territory: str
    strength: tuple[int, int]
    """Each side's total strength (LW-E2)."""
    winner: int | None
    """Who wins the honor token (and a moon lying there), None for a tie (LW-E3)."""
    points: tuple[int, int]
    """Points each player scores in this territory: token, moon and scars (LW-E4)."""
    lines: tuple[Explanation, ...]
    """The engine's explanation: each side's strength, the token, the moon, the scars."""


@dataclass(frozen=True)
class ScoringReport:
    """The scoring of a game (projected while it runs), territory by territory; shown in a
    notebook as a table followed by the explanation of every territory."""

    territories: tuple[TerritoryReport, ...]
    points: tuple[int, int]
    result: Explanation

    def text(self, lang: str | None = None) -> str:
        """The whole report as plain text in ``lang``."""
        lang = check_language(lang)
        out: list[str] = []
        for t in self.territories:
            out.append(territory_word(t.territory, lang))
            out += [f"  {line.text(lang)}" for line in t.lines]
        out.append(self.result.text(lang))
        return "\n".join(out)

    def _repr_markdown_(self) -> str:
        lang = check_language(None)
        p0, p1 = player_word(0, lang), player_word(1, lang)
        strength, token, points, tie, total = _WORDS[lang]
        rows = [
            f"| | {strength} {p0} | {strength} {p1} | {token} | {points} {p0} | {points} {p1} |",
            "|---|---|---|---|---|---|",
        ]
        for t in self.territories:
            who = tie if t.winner is None else player_word(t.winner, lang)
            rows.append(
                f"| {territory_word(t.territory, lang)} | {t.strength[0]} | {t.strength[1]} "
                f"| {who} | {t.points[0]} | {t.points[1]} |"
            )
        rows.append(f"| **{total}** | | | | **{self.points[0]}** | **{self.points[1]}** |")
        rows.append("")
        for t in self.territories:
            rows.append(f"**{territory_word(t.territory, lang)}**")
            rows.append("")
            rows += [f"- {line.text(lang)}" for line in t.lines]
            rows.append("")
        rows.append(f"**{self.result.text(lang)}**")
        return "\n".join(rows)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text()


def scoring_report(game: LoneWolves) -> ScoringReport:
    """The scoring of ``game`` territory by territory (LW-E2..LW-E5): for each territory
    both sides' strength split into cards and scars, who takes the honor token and any moon,
    and the points each scar scores there; then the result."""
    score = game.score()
    lines = game.scoring_explained()
    by_territory: dict[str, list[Explanation]] = {name: [] for name in TERRITORIES}
    for ts in score.territories:
        for p in (0, 1):
            by_territory[ts.territory].append(
                msg(
                    "tut.score.side",
                    player=p,
                    total=ts.strength[p],
                    cards=ts.base_strength[p],
                    scars=ts.scar_strength[p],
                )
            )
    result = lines[-1]
    for line in lines[:-1]:
        by_territory[str(line.params["territory"])].append(line)
    points = {name: [0, 0] for name in TERRITORIES}
    for item in score.items:
        points[item.territory][item.player] += item.points
    reports = tuple(
        TerritoryReport(
            ts.territory,
            (ts.strength[0], ts.strength[1]),
            ts.winner,
            (points[ts.territory][0], points[ts.territory][1]),
            tuple(by_territory[ts.territory]),
        )
        for ts in score.territories
    )
    return ScoringReport(reports, (score.points[0], score.points[1]), result)
