/** A tiny helper to build SVG elements. */
export const SVG_NS = "http://www.w3.org/2000/svg";

export type Attrs = Record<string, string | number | null | undefined>;

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
