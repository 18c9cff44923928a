/**
 * The final scoring: a table whose every number can be traced, then the lines that explain
 * it. Each territory's row gives, per player, its strength and the points it brings (honor
 * token, Moon or Blood Moon, scars), adding up to the totals in the row under them. Rows and
 * lines share a key (the territory, or "result" for the totals): pointing at a row, or
 * focusing it, lights its lines, and pointing at a line lights its row.
 */
import { explanationElement, type TextContext } from "../common/explain";
import { finalSection } from "../common/final";
import type { Words } from "./board";
import type { Final } from "./types";

const DASH = "–";

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, content?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (content !== undefined) e.textContent = content;
  return e;
}

/** Per player and territory: points from the honor token, the moon, the scars, and all. */
export interface Breakdown {
  honor: number | null;
  moon: number | null;
  scars: number | null;
  points: number;
}

/** The tokens' cell: the honor token's points, plus the moon's ("6 + 3"). */
function tokensText(b: Breakdown): string {
  if (b.honor === null) return DASH;
  return b.moon === null ? String(b.honor) : `${b.honor} + ${b.moon}`;
}

/** The breakdown of `territory` for `player` from the final's items. */
export function breakdown(f: Final, territory: string, player: number): Breakdown {
  const items = f.items.filter((i) => i.player === player && i.territory === territory);
  const honor = items.find((i) => i.what === "honor");
  const moon = items.find((i) => i.what === "moon" || i.what === "blood_moon");
  const scars = items.filter((i) => i.location !== null);
  return {
    honor: honor ? honor.points : null,
    moon: moon ? moon.points : null,
    scars: scars.length ? scars.reduce((a, i) => a + i.points, 0) : null,
    points: items.reduce((a, i) => a + i.points, 0),
  };
}

/** The key of each line (the row it explains), from Python, else from its territory. */
function lineKeys(f: Final): string[] {
  if (f.line_keys && f.line_keys.length === f.lines.length) return f.line_keys;
  return f.lines.map((line) => {
    const t = (line[1] as Record<string, unknown> | undefined)?.territory;
    return typeof t === "string" ? t : "result";
  });
}

/** The final scoring's section: the traceable table, then its lines, each row lighting its lines. */
export function finalTable(ctx: TextContext, f: Final, w: Words): HTMLElement {
  const cells = ["tokens", "scars", "sum"] as const;
  const table = el("table", "wp-score-table lw-score-table");
  // Two heading rows: each player's columns under their name.
  const thead = el("thead", "");
  const h1 = el("tr", "");
  const terr = el("th", "", w.label("territory"));
  terr.rowSpan = 2;
  terr.scope = "col";
  h1.append(terr);
  for (const p of [0, 1]) {
    const th = el("th", `lw-player lw-player-${p}`, w.player(p));
    th.colSpan = 1 + cells.length;
    th.scope = "colgroup";
    h1.append(th);
  }
  const h2 = el("tr", "");
  for (const p of [0, 1]) {
    h2.append(el("th", `lw-strength lw-player-${p}`, w.label("strengthCol")));
    for (const c of cells) h2.append(el("th", `lw-${c} lw-player-${p}`, w.label(c)));
  }
  thead.append(h1, h2);

  const tbody = el("tbody", "");
  const totals = [0, 1].map(() => ({ tokens: 0, scars: 0, points: 0 }));
  for (const t of f.territories) {
    const tr = el("tr", "lw-row");
    tr.dataset.territory = t.territory;
    tr.tabIndex = 0;
    const name = el("th", "lw-territory", w.territory(t.territory));
    name.scope = "row";
    if (t.moon) name.append(el("span", "lw-moon-note", ` (${w.label(t.moon === "moon" ? "moon" : "bloodMoon")})`));
    tr.append(name);
    for (const p of [0, 1]) {
      const b = breakdown(f, t.territory, p);
      const strength = el("td", `lw-strength lw-player-${p}`, String(t.strength[p]));
      if (t.winner === p) strength.classList.add("lw-won");
      if (t.winner === null) strength.append(el("span", "lw-tie", ` (${w.label("tie")})`));
      tr.append(strength);
      const values = [(b.honor ?? 0) + (b.moon ?? 0), b.scars ?? 0, b.points];
      const shown = [tokensText(b), b.scars === null ? DASH : String(b.scars), String(b.points)];
      cells.forEach((c, k) => {
        const td = el("td", `lw-${c} lw-player-${p}`, shown[k]);
        td.dataset.value = String(values[k]);
        tr.append(td);
      });
      totals[p].tokens += (b.honor ?? 0) + (b.moon ?? 0);
      totals[p].scars += b.scars ?? 0;
      totals[p].points += b.points;
    }
    tbody.append(tr);
  }
  const tfoot = el("tfoot", "");
  const total = el("tr", "wp-total lw-row");
  total.dataset.territory = "result";
  total.tabIndex = 0;
  const th = el("th", "", w.label("total"));
  th.scope = "row";
  total.append(th);
  for (const p of [0, 1]) {
    total.append(el("td", `lw-strength lw-player-${p}`, ""));
    const sums = [totals[p].tokens, totals[p].scars, f.points[p]];
    cells.forEach((c, k) => {
      const td = el("td", `lw-${c} lw-player-${p}`, String(sums[k]));
      td.dataset.value = String(sums[k]);
      if (c === "sum" && f.winner === p) td.classList.add("lw-won");
      total.append(td);
    });
  }
  tfoot.append(total);
  table.append(thead, tbody, tfoot);
  const scroll = el("div", "lw-table-scroll");
  scroll.append(table);

  const lines = el("ul", "wp-score-lines");
  const keys = lineKeys(f);
  f.lines.forEach((line, i) => {
    const li = el("li", i > 0 && keys[i] !== keys[i - 1] ? "lw-group-start" : "");
    li.dataset.territory = keys[i];
    li.append(explanationElement(ctx, line));
    lines.append(li);
  });
  const section = finalSection("lw-final", w.label("final"), el("p", "lw-final-how", w.label("finalHow")), scroll, lines);

  // Pointing at (or focusing) a row lights its lines, and a line its row.
  const light = (key: string | null) => {
    for (const node of section.querySelectorAll<HTMLElement>("[data-territory]")) {
      node.classList.toggle("lw-linked", key !== null && node.dataset.territory === key);
    }
  };
  const keyOf = (target: EventTarget | null) =>
    (target as Element | null)?.closest?.<HTMLElement>("tr[data-territory], li[data-territory]")?.dataset.territory ?? null;
  section.addEventListener("mouseover", (ev) => light(keyOf(ev.target)));
  section.addEventListener("mouseleave", () => light(null));
  section.addEventListener("focusin", (ev) => light(keyOf(ev.target)));
  section.addEventListener("focusout", () => light(null));
  return section;
}
