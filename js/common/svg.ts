/** Building SVG elements, for every game's board. */

/** The SVG namespace. */
export const SVG_NS = "http://www.w3.org/2000/svg";

/** Attributes of an SVG element; a null or undefined one is left out. */
export type Attrs = Record<string, string | number | null | undefined>;

/** Where the count of board ids is kept: on the page's global object, shared by every copy
 * of the bundle (anywidget imports a widget's module afresh for every board, so a counter
 * of this module alone restarts at 1 on each board and they all get the same ids). */
const ID_COUNT = Symbol.for("wolfpack.svg-ids");
/** This copy of the module, apart from any other (an older bundle with a counter of its own). */
const MODULE_TAG = Math.random().toString(36).slice(2, 7) || "m";

/**
 * A prefix for the ids of one board's SVG (patterns, gradients, clip paths, markers,
 * filters): unique in the page. A `url(#id)` finds the first element with that id in the
 * whole document, and a board out of sight (JupyterLab leaves such cells undrawn, or the
 * cell is gone) draws none of its `<defs>`: a board must only ever use its own.
 */
export function boardIds(stem: string): string {
  const g = globalThis as unknown as Record<symbol, number | undefined>;
  const n = (g[ID_COUNT] ?? 0) + 1;
  g[ID_COUNT] = n;
  return `${stem}-${MODULE_TAG}${n}`;
}

/** An SVG element with attributes and children (strings become text; null, undefined and false are skipped). */
export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Array<Node | string | null | undefined | false>
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== null && v !== undefined) el.setAttribute(k, String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === "string" ? document.createTextNode(c) : c);
  }
  return el;
}

/** An SVG `<text>` element. */
export function text(x: number, y: number, content: string, attrs: Attrs = {}): SVGTextElement {
  return s("text", { x, y, ...attrs }, content);
}

/**
 * A group for the board element `element` (class `hit <kind>`, with `data-kind` and
 * `data-id`), named `aria` for assistive technology; the kit makes it focusable when legal.
 */
export function hit(element: string, kind: string, id: string, aria: string, extra: Attrs = {}): SVGGElement {
  return s("g", {
    class: `hit ${kind}`,
    "data-el": element,
    "data-kind": kind,
    "data-id": id,
    tabindex: -1,
    "aria-label": aria,
    ...extra,
  });
}

/** The width of `t` in SVG units at font size `size`, estimated (no layout needed). */
export function textWidth(t: string, size: number, bold = false): number {
  // Advance widths of DejaVu Sans (the fallback of system-ui), rounded up a little for
  // other sans-serif fonts.
  // (a bold kanji or kana is as wide as a normal one: the bold widens only the rest)
  let w = 0;
  let wide = 0;
  for (const ch of t) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= 0x2e80) wide += 1.0;
    else if (ch === " ") w += 0.32;
    else if (/[il.,:;'|!·()\-]/.test(ch)) w += 0.34;
    else if (/[mwMW]/.test(ch)) w += 0.92;
    else if (/[A-Z◀→]/.test(ch)) w += 0.7;
    else if (/[0-9]/.test(ch)) w += 0.64;
    else w += 0.58;
  }
  return (w * (bold ? 1.12 : 1) + wide) * size;
}

/** `t` in lines no wider than `width` at font size `size` (at words and after a word's
 * hyphen, as in "Schatten-|Tiersteine"; at any character in Japanese). */
export function wrap(t: string, size: number, width: number): string[] {
  const tokens = t.match(/[\u2e80-\uffff]|[^\s\u2e80-\uffff-]+-*\s*|-+\s*|\s+/g) ?? [t];
  const lines: string[] = [];
  let line = "";
  for (const tok of tokens) {
    if (line && textWidth((line + tok).trimEnd(), size) > width) {
      lines.push(line.trimEnd());
      line = tok.trimStart();
    } else {
      line += tok;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/**
 * Widths for items that need `needs`, `room` wide in all: each as wide as it needs, and
 * the narrower ones raised to one width (at most `most`) as far as the room allows.
 */
export function allot(needs: number[], room: number, most: number): number[] {
  const total = (level: number) => needs.reduce((sum, n) => sum + Math.max(n, level), 0);
  let [low, high] = [0, most];
  if (total(high) > room) {
    for (let k = 0; k < 30; k++) {
      const mid = (low + high) / 2;
      if (total(mid) > room) high = mid;
      else low = mid;
    }
    high = low;
  }
  return needs.map((n) => Math.max(n, Math.floor(high * 10) / 10));
}
