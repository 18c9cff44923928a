/** The final scoring: a table per player and animal, then every number with its rule. */
import type { TextContext } from "../common/explain";
import { finalSection, scoreLines, scoreTable, tableRow } from "../common/final";
import type { Words } from "./board";
import { ANIMALS } from "./tiles";
import type { Final } from "./types";

/** The final scoring's section: the score table, then the explained lines. */
export function finalTable(ctx: TextContext, f: Final, w: Words): HTMLElement {
  const animals = ANIMALS.filter((a) => f.hidden_wolves || a !== "wolf");
  const head = [w.label("player"), ...animals.map((a) => w.animal(a)), w.label("trees1"), w.label("marker"), w.label("total"), w.label("revealed")];
  const rows = f.players.map((p) => {
    const cells = animals.map((a) => {
      const line = p.sets.find((l) => l.animal === a);
      return line ? `${line.count} → ${line.points}` : w.label("nothing");
    });
    const revealed = [...p.revealed, ...p.shadow].map((t) => w.tile(t)).join(", ");
    const boxed = p.boxed ? ` (${p.boxed} ${w.label("boxed")})` : "";
    const tr = tableRow([
      w.player(p.player),
      ...cells,
      String(p.trees),
      p.start_marker ? "1" : "0",
      String(p.total),
      (revealed || w.label("nothing")) + boxed,
    ]);
    tr.dataset.player = String(p.player);
    if (f.winners.includes(p.player)) tr.className = "wp-winner";
    return tr;
  });
  return finalSection("", w.label("final"), scoreTable(head, rows), scoreLines(ctx, f.lines));
}
