/** The final scoring breakdown as a table, then the scoring explained line by line. */
import { explanationElement, type TextContext } from "../common/explain";
import type { Words } from "./board";
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
  const p0 = w.player(0);
  const p1 = w.player(1);
  const thead = document.createElement("thead");
  thead.append(
    row(
      [
        w.label("territory"),
        `${w.label("strength")} ${p0}`,
        `${w.label("strength")} ${p1}`,
        w.label("winner"),
        w.label("honor"),
        `${w.label("moon")} / ${w.label("bloodMoon")}`,
        `${w.label("scarPoints")} ${p0}`,
        `${w.label("scarPoints")} ${p1}`,
      ],
      "th",
    ),
  );
  const tbody = document.createElement("tbody");
  for (const t of f.territories) {
    const scar = [0, 1].map((p) =>
      f.items
        .filter((i) => i.player === p && i.territory === t.territory && i.location !== null)
        .reduce((a, i) => a + i.points, 0),
    );
    const moon = t.moon ? (t.moon === "moon" ? w.label("moon") : w.label("bloodMoon")) : "—";
    const tr = row([
      w.territory(t.territory),
      String(t.strength[0]),
      String(t.strength[1]),
      t.winner === null ? w.label("tie") : w.player(t.winner),
      String(t.honor_value),
      moon,
      String(scar[0]),
      String(scar[1]),
    ]);
    tr.dataset.territory = t.territory;
    tbody.append(tr);
  }
  const tfoot = document.createElement("tfoot");
  const total = row([
    w.label("total"),
    `${p0}: ${f.points[0]}`,
    `${p1}: ${f.points[1]}`,
    f.winner === null ? w.label("tie") : w.player(f.winner),
    "",
    "",
    "",
    "",
  ]);
  total.className = "wp-total";
  tfoot.append(total);
  table.append(thead, tbody, tfoot);
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
