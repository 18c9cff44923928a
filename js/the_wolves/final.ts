/** The final scoring: each player's points by part (region tokens, second places and
 * shared firsts, the highest value revealed on each of the six tracks), the tiebreak
 * counts, the winners, then the scoring explained line by line with its rule ids. */
import type { DrawContext } from "../common/kit";
import type { TextContext } from "../common/explain";
import { finalSection, scoreLines, scoreTable, tableRow } from "../common/final";
import type { Final } from "./types";

const TRACKS = ["pack_spread", "wolf_speed", "howl_range"] as const;

/** The final scoring's section: the score table, the result, the explained lines. */
export function finalTable(ctx: DrawContext & TextContext, f: Final): HTMLElement {
  const head = [
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
  ];
  const winners = new Set(f.winners ?? []);
  const rows = f.rows.map((r) => {
    const tr = tableRow([
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
    return tr;
  });
  const result = document.createElement("p");
  result.className = "tw-result";
  const names = [...winners].map((p) => ctx.player(p)).join(", ");
  const ends: Record<string, string | undefined> = {
    full: "endFull",
    stall: "endStall",
    limit: "endLimit",
  };
  const key = f.end === null ? undefined : ends[f.end];
  const end = key === undefined ? "" : ctx.label(key);
  result.textContent = `${end} ${ctx.label(winners.size > 1 ? "winners" : "winner")}: ${names}`.trim();
  return finalSection("tw-final", ctx.label("final"), scoreTable(head, rows), result, scoreLines(ctx, f.lines));
}
