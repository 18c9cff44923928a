/** Building blocks of a game's final scoring: its section, a score table, the explained lines. */
import { explanationList, type TextContext } from "./explain";
import type { Encoded } from "./i18n";

/** A table row of text cells: `td` cells, or `th` cells for a heading row. */
export function tableRow(cells: string[], tag: "td" | "th" = "td"): HTMLTableRowElement {
  const tr = document.createElement("tr");
  for (const c of cells) {
    const cell = document.createElement(tag);
    cell.textContent = c;
    tr.append(cell);
  }
  return tr;
}

/** A score table (`table.wp-score-table`): one heading row of `head`, then the rows `body`. */
export function scoreTable(head: string[], body: HTMLTableRowElement[]): HTMLTableElement {
  const table = document.createElement("table");
  table.className = "wp-score-table";
  const thead = document.createElement("thead");
  thead.append(tableRow(head, "th"));
  const tbody = document.createElement("tbody");
  tbody.append(...body);
  table.append(thead, tbody);
  return table;
}

/** The lines that explain the scoring, each with its rule ids, as a list (`ul.wp-score-lines`). */
export function scoreLines(ctx: TextContext, lines: Encoded[]): HTMLUListElement {
  return explanationList(ctx, lines, "wp-score-lines");
}

/**
 * The final scoring's section (`section.wp-final-score`, with the game's own classes `cls`
 * if any): the heading `title`, then `parts`.
 */
export function finalSection(cls: string, title: string, ...parts: HTMLElement[]): HTMLElement {
  const section = document.createElement("section");
  section.className = cls ? `wp-final-score ${cls}` : "wp-final-score";
  const h = document.createElement("h3");
  h.textContent = title;
  section.append(h, ...parts);
  return section;
}
