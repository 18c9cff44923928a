/**
 * The tree of variations (issue 44), drawn for every game by the kit: the main line and the
 * side lines (each after the move it is another choice for), the current path marked, a
 * click on a move goes to the position after it; buttons promote or delete a side line
 * or delete from the current move; a comment box and the glyph buttons annotate the
 * current move. Python syncs the tree (`tree`, wolfpack.widget.variations.tree_json): each
 * move in the words the log gives this viewer, never what is hidden from them.
 */
import type { TextContext } from "./explain";
import { type Encoded, text } from "./i18n";
import { label, labelWith } from "./labels";
import { moveWords } from "./panels";
import type { Intent } from "./protocol.gen";

/** A move of the tree: notation, player, words (where the viewer may read them), note. */
export interface TreeMove {
  n: string;
  p: number;
  d?: Encoded;
  /** The move's glyph (one of GLYPHS). */
  g?: string;
  /** The move's comment. */
  c?: string;
}

/** A line: its moves from position `at` on, leaving line `from` there (none: the main line). */
export interface TreeLine {
  from?: number;
  at: number;
  moves: TreeMove[];
}

/** The synced tree (empty while the board is covered). */
export interface TreeState {
  lines?: TreeLine[];
  /** The lines from the main one to the current one (indexes into `lines`). */
  path?: number[];
  /** The current position (moves from the start). */
  ply?: number;
  /** Why the tree may not be walked or edited on this board (none: it may). */
  off?: Encoded;
}

/** The move glyphs, each with the word that says it (labels.ts). */
export const GLYPHS: readonly [string, string][] = [
  ["!", "glyph_good"],
  ["?", "glyph_mistake"],
  ["!!", "glyph_brilliant"],
  ["??", "glyph_blunder"],
  ["!?", "glyph_interesting"],
  ["?!", "glyph_dubious"],
];

/** The longest comment Python keeps (wolfpack.core.variations.MAX_COMMENT). */
export const MAX_COMMENT = 2000;

/** Where each move of the current path is: for every position after a move, the line
 * that holds that move and the move's index in the line. */
export function pathMoves(tree: TreeState): { line: number; index: number }[] {
  const lines = tree.lines ?? [];
  const path = tree.path ?? [];
  const out: { line: number; index: number }[] = [];
  path.forEach((li, i) => {
    const line = lines[li];
    if (!line) return;
    const stop = i + 1 < path.length ? (lines[path[i + 1]]?.at ?? line.at) : line.at + line.moves.length;
    for (let k = Math.max(line.at, out.length); k < stop; k++) out[k] = { line: li, index: k - line.at };
  });
  return out;
}

/** The note of each move of the current path, by its position (after the move). */
export function pathNotes(tree: TreeState): Map<number, { g?: string; c?: string }> {
  const lines = tree.lines ?? [];
  const notes = new Map<number, { g?: string; c?: string }>();
  pathMoves(tree).forEach((at, k) => {
    const move = lines[at.line]?.moves[at.index];
    if (move && (move.g || move.c)) notes.set(k + 1, { g: move.g, c: move.c });
  });
  return notes;
}

/** Whether the tree is worth showing: it may be walked, or it has a side line or a note. */
export function treeShown(tree: TreeState | undefined): boolean {
  const lines = tree?.lines ?? [];
  if (!lines.length) return false;
  if (!tree?.off) return true;
  return lines.length > 1 || lines.some((line) => line.moves.some((m) => m.g || m.c));
}

export interface TreeContext extends TextContext {
  playerName(p: number): string;
  /** No kernel answers: the tree is read, not changed. */
  offline?: boolean;
}

function button(cls: string, words: string, title?: string): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = `wp-button ${cls}`;
  b.textContent = words;
  if (title) b.title = title;
  return b;
}

/** The tree's panel: built anew from the synced tree at every update (a tree is small). */
export class TreePanel {
  readonly el: HTMLElement;
  private draft: { key: string; text: string } | null = null;
  /** What the panel was last built from (it is built again only when that changes). */
  private shown = "";

  constructor(private readonly send: (intent: Intent) => void) {
    this.el = document.createElement("section");
    this.el.className = "wp-tree";
    this.el.hidden = true;
  }

  update(tree: TreeState | undefined, ctx: TreeContext): void {
    const shown = JSON.stringify([tree ?? {}, ctx.lang, Boolean(ctx.offline)]);
    if (shown === this.shown) return; // (a comment being typed keeps its focus)
    this.shown = shown;
    const box = this.el.querySelector<HTMLTextAreaElement>(".wp-tree-comment");
    if (box && box.dataset.key) this.draft = { key: box.dataset.key, text: box.value };
    this.el.replaceChildren();
    this.el.hidden = !treeShown(tree);
    if (this.el.hidden || !tree) return;
    const lang = ctx.lang;
    const off = tree.off ? text(ctx.catalog, tree.off, lang) : ctx.offline ? label("treeOffline", lang) : null;
    this.el.dataset.off = off ? "true" : "";
    const h = document.createElement("h3");
    h.textContent = label("variations", lang);
    this.el.append(h);
    if (off) {
      const why = document.createElement("p");
      why.className = "wp-tree-off";
      why.textContent = off;
      this.el.append(why);
    }
    const lines = tree.lines ?? [];
    const ply = tree.ply ?? 0;
    const onPath = pathMoves(tree);
    const current = ply > 0 ? onPath[ply - 1] : undefined;
    const branches = new Map<string, number[]>();
    lines.forEach((line, i) => {
      if (line.from === undefined) return;
      const key = `${line.from}:${line.at}`;
      branches.set(key, [...(branches.get(key) ?? []), i]);
    });
    const start = button("wp-tree-move wp-tree-start", label("treeStart", lang));
    start.dataset.line = "0";
    start.dataset.ply = "0";
    start.classList.toggle("current", ply === 0);
    start.disabled = Boolean(off);
    start.addEventListener("click", () => this.send({ cmd: "goto", line: 0, ply: 0 }));
    const drawLine = (li: number): HTMLElement => {
      const line = lines[li];
      const ol = document.createElement("ol");
      ol.className = "wp-tree-line";
      ol.dataset.line = String(li);
      line.moves.forEach((move, index) => {
        const k = line.at + index;
        const item = document.createElement("li");
        const b = button("wp-tree-move", `${ctx.playerName(move.p)}: ${moveWords(ctx, move)}`);
        b.title = move.n;
        b.dataset.line = String(li);
        b.dataset.ply = String(k + 1);
        b.dataset.notation = move.n;
        b.disabled = Boolean(off);
        const mine = onPath[k];
        const here = mine !== undefined && mine.line === li && mine.index === index;
        b.classList.toggle("on-path", here && k < ply);
        b.classList.toggle("current", here && k + 1 === ply);
        if (here && k + 1 === ply) b.setAttribute("aria-current", "step");
        b.addEventListener("click", () => this.send({ cmd: "goto", line: li, ply: k + 1 }));
        if (move.g) {
          const g = document.createElement("span");
          g.className = "wp-glyph";
          g.textContent = move.g;
          g.title = label(GLYPHS.find(([glyph]) => glyph === move.g)?.[1] ?? "", lang);
          b.append(" ", g);
        }
        item.append(b);
        if (move.c) {
          const c = document.createElement("div");
          c.className = "wp-tree-note";
          c.textContent = move.c;
          item.append(c);
        }
        for (const side of branches.get(`${li}:${k}`) ?? []) item.append(drawSide(side));
        ol.append(item);
      });
      return ol;
    };
    const drawSide = (li: number): HTMLElement => {
      const block = document.createElement("div");
      block.className = "wp-tree-side";
      block.dataset.line = String(li);
      const head = document.createElement("div");
      head.className = "wp-tree-side-head";
      const name = document.createElement("span");
      name.textContent = labelWith("sideLine", lang, { move: lines[li].at + 1 });
      head.append(name);
      if (!off) {
        const first = lines[li].at + 1;
        const promote = button("wp-tree-promote", label("promote", lang), label("promoteTitle", lang));
        promote.addEventListener("click", () => this.send({ cmd: "promote", line: li, ply: first }));
        const remove = button("wp-tree-delete", label("deleteLine", lang), label("deleteLineTitle", lang));
        remove.addEventListener("click", () => this.send({ cmd: "delete", line: li, ply: first }));
        head.append(promote, remove);
      }
      block.append(head, drawLine(li));
      return block;
    };
    const list = document.createElement("div");
    list.className = "wp-tree-list";
    list.append(start, drawLine(0));
    this.el.append(list);
    if (!off) this.el.append(this.editor(lines, current, ply, lang));
  }

  /** The current move's note: glyph buttons, a comment box, and "delete from here". */
  private editor(
    lines: TreeLine[],
    current: { line: number; index: number } | undefined,
    ply: number,
    lang: string,
  ): HTMLElement {
    const box = document.createElement("div");
    box.className = "wp-tree-edit";
    const move = current ? lines[current.line]?.moves[current.index] : undefined;
    if (!move) {
      const p = document.createElement("p");
      p.textContent = label("noteNoMove", lang);
      box.append(p);
      return box;
    }
    const glyphs = document.createElement("div");
    glyphs.className = "wp-tree-glyphs";
    glyphs.setAttribute("role", "group");
    for (const [glyph, word] of GLYPHS) {
      const b = button("wp-tree-glyph", glyph, label(word, lang));
      b.dataset.glyph = glyph;
      b.setAttribute("aria-label", label(word, lang));
      b.setAttribute("aria-pressed", move.g === glyph ? "true" : "false");
      // The glyph the move has clears it; another one replaces it.
      b.addEventListener("click", () => this.send({ cmd: "annotate", glyph: move.g === glyph ? null : glyph }));
      glyphs.append(b);
    }
    const key = `${current!.line}:${ply}`;
    const area = document.createElement("textarea");
    area.className = "wp-tree-comment";
    area.maxLength = MAX_COMMENT;
    area.rows = 2;
    area.dataset.key = key;
    area.setAttribute("aria-label", label("comment", lang));
    area.placeholder = label("comment", lang);
    area.value = this.draft?.key === key ? this.draft.text : (move.c ?? "");
    this.draft = null;
    const save = button("wp-tree-save", label("saveComment", lang));
    save.addEventListener("click", () => {
      this.draft = null;
      this.send({ cmd: "annotate", comment: area.value.slice(0, MAX_COMMENT) });
    });
    const remove = button("wp-tree-delete-move", label("deleteMove", lang), label("deleteMoveTitle", lang));
    remove.addEventListener("click", () => this.send({ cmd: "delete" }));
    box.append(glyphs, area, save, remove);
    return box;
  }
}

/** Show each move's glyph and comment in the move log (panels.ts, `moveLog`) of the current
 * path: the glyph after the move's words, the comment under it. */
export function annotateLog(log: Element, tree: TreeState | undefined): void {
  for (const old of log.querySelectorAll(".wp-log-note, .wp-log-glyph")) old.remove();
  if (!tree?.lines) return;
  for (const [position, note] of pathNotes(tree)) {
    const step = log.querySelector<HTMLElement>(`.wp-log-step[data-position="${position}"]`);
    if (!step) continue;
    if (note.g) {
      const g = document.createElement("span");
      g.className = "wp-log-glyph";
      g.textContent = ` ${note.g}`;
      step.append(g);
    }
    if (note.c) {
      const c = document.createElement("div");
      c.className = "wp-log-note";
      c.textContent = note.c;
      step.after(c);
    }
  }
}
