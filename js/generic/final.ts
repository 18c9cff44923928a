/** The final scoring of the generic board: points per player, then who won. */
import { finalSection, scoreTable, tableRow } from "../common/final";
import type { Words } from "./board";
import type { Final } from "./types";

/** The final scores (`section.wp-final-score`): a row per player, the winners marked. */
export function finalTable(f: Final, words: Words): HTMLElement {
  const scores = f.scores ?? [];
  const winners = f.winners ?? [];
  const rows = scores.map((points, p) => {
    const tr = tableRow([words.player(p), String(points)]);
    tr.dataset.player = String(p);
    if (winners.includes(p)) tr.className = "wp-winner";
    return tr;
  });
  const result = document.createElement("p");
  result.className = "gn-result";
  const names = winners.map((p) => words.player(p));
  result.textContent =
    winners.length === 1
      ? words.label("wins", { player: names[0] })
      : winners.length > 1
        ? words.label("shared", { players: names.join(words.lang === "ja" ? "、" : ", ") })
        : "";
  return finalSection("gn-final", words.label("final"), scoreTable([words.label("player"), words.label("score")], rows), result);
}
