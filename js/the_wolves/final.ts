/** The final scoring: each player's points by part (region tokens, second places and
 * shared firsts, the highest value revealed on each of the six tracks), the tiebreak
 * counts, the winners, then the scoring explained line by line with its rule ids. */
import type { DrawContext } from "../common/kit";
import { explanationElement, type TextContext } from "../common/explain";
import type { Final } from "./types";

const TRACKS = ["pack_spread", "wolf_speed", "howl_range"] as const;

function row(cells: string[], tag: "td" | "th" = "td"): HTMLTableRowElement {
  const tr = document.createElement("tr");
  for (const c of cells) {
    const cell = document.createElement(tag);
    cell.textContent = c;
    tr.append(cell);
  }
  return tr;
}

export function finalTable(ctx: DrawContext & TextContext, f: Final): HTMLElement {
  const section = document.createElement("section");
  section.className = "wp-final-score tw-final";
  const h = document.createElement("h3");
  h.textContent = ctx.label("final");
  const table = document.createElement("table");
  table.className = "wp-score-table";
  const thead = document.createElement("thead");
  thead.append(
    row(
      [
        ctx.label("player"),
        ctx.label("regionTokens"),
        ctx.label("markers"),
        ...TRACKS.map((t) => ctx.term("twtrack", t)),
        ctx.label("lairs"),
        ctx.label("wolves"),
        ctx.label("prey"),
        ctx.label("total"),
        ctx.label("tokenCount"),
        ctx.label("onMap"),
      ],
      "th",
    ),
  );
  const tbody = document.createElement("tbody");
  const winners = new Set(f.winners ?? []);
  for (const r of f.rows) {
    const tr = row([
      ctx.player(r.player),
      String(r.tokens),
      String(r.markers),
      ...TRACKS.map((t) => String(r.dens[t] ?? 0)),
      String(r.lairs),
      String(r.wolves),
      String(r.prey),
      String(r.total),
      String(r.token_count),
      String(r.wolves_on_map),
    ]);
    tr.dataset.player = String(r.player);
    tr.dataset.total = String(r.total);
    if (winners.has(r.player)) {
      tr.className = "winner";
      tr.setAttribute("aria-current", "true");
    }
    tbody.append(tr);
  }
  table.append(thead, tbody);
  const result = document.createElement("p");
  result.className = "tw-result";
  const names = [...winners].map((p) => ctx.player(p)).join(", ");
  const end = f.end === "full" ? ctx.label("endFull") : f.end === "stall" ? ctx.label("endStall") : "";
  result.textContent = `${end} ${ctx.label(winners.size > 1 ? "winners" : "winner")}: ${names}`.trim();
  const lines = document.createElement("ul");
  lines.className = "wp-score-lines";
  for (const line of f.lines) {
    const li = document.createElement("li");
    li.append(explanationElement(ctx, line));
    lines.append(li);
  }
  section.append(h, table, result, lines);
  return section;
}
