/** The final scoring: a table per player and animal, then every number with its rule. */
import { explanationElement, type TextContext } from "../common/explain";
import type { Words } from "./board";
import { ANIMALS } from "./tiles";
import type { Final } from "./types";

export function finalTable(ctx: TextContext, f: Final, w: Words): HTMLElement {
  const section = document.createElement("section");
  section.className = "wp-final-score";
  const h = document.createElement("h3");
  h.textContent = w.label("final");
  const table = document.createElement("table");
  table.className = "wp-score-table";
  const row = (cells: string[], tag: "td" | "th" = "td") => {
    const tr = document.createElement("tr");
    for (const c of cells) {
      const cell = document.createElement(tag);
      cell.textContent = c;
      tr.append(cell);
    }
    return tr;
  };
  const animals = ANIMALS.filter((a) => f.hidden_wolves || a !== "wolf");
  const thead = document.createElement("thead");
  thead.append(
    row(
      [w.label("player"), ...animals.map((a) => w.animal(a)), w.label("trees1"), w.label("marker"), w.label("total"), w.label("revealed")],
      "th",
    ),
  );
  const tbody = document.createElement("tbody");
  for (const p of f.players) {
    const cells = animals.map((a) => {
      const line = p.sets.find((l) => l.animal === a);
      return line ? `${line.count} → ${line.points}` : w.label("nothing");
    });
    const revealed = [...p.revealed, ...p.shadow].map((t) => w.tile(t)).join(", ");
    const boxed = p.boxed ? ` (${p.boxed} ${w.label("boxed")})` : "";
    const tr = row([
      w.player(p.player),
      ...cells,
      String(p.trees),
      p.start_marker ? "1" : "0",
      String(p.total),
      (revealed || w.label("nothing")) + boxed,
    ]);
    tr.dataset.player = String(p.player);
    if (f.winners.includes(p.player)) tr.className = "wp-winner";
    tbody.append(tr);
  }
  table.append(thead, tbody);
  const lines = document.createElement("ul");
  lines.className = "wp-score-lines";
  for (const line of f.lines) {
    const li = document.createElement("li");
    li.append(explanationElement(ctx, line));
    lines.append(li);
  }
  section.append(h, table, lines);
  return section;
}
