/**
 * Tips on the board: an element with `data-tip` says what it is when the pointer rests on
 * it or the keyboard focuses it (scars, honor tokens, moons, counts). The tip is drawn in
 * the SVG itself, above the element (below it near the top), in the board's smallest
 * font, and goes away when the pointer or the focus leaves. The kit's own tooltip (why an
 * element may or may not be chosen) shows below the element as before.
 */
import { MIN_FONT } from "./shapes";
import { s, text, textWidth, wrap } from "../common/svg";

const TIP_W = 420;
const LINE = MIN_FONT * 1.3;

/** The boards whose tips are shown already (a later drawing is merged into the same root). */
const TIPPED = new WeakSet<SVGSVGElement>();

/** Show the tips of `svg` on hover and focus (once per root: the kit merges later drawings
 * into the root on the page, whose size is read from its `viewBox` when a tip shows). */
export function attachTips(svg: SVGSVGElement): void {
  if (TIPPED.has(svg)) return;
  TIPPED.add(svg);
  let shown: Element | null = null;
  const layer = s("g", { class: "lw-tip", "pointer-events": "none", "aria-hidden": "true" });

  function show(el: Element): void {
    if (el === shown && layer.isConnected) return;
    shown = el;
    const { width, height } = svg.viewBox.baseVal;
    const words = el.getAttribute("data-tip") ?? "";
    const lines = wrap(words, MIN_FONT, TIP_W - 20);
    const w = Math.min(TIP_W, Math.max(...lines.map((l) => textWidth(l, MIN_FONT))) + 20);
    const h = lines.length * LINE + 12;
    // Where the element is, in board units.
    const r = el.getBoundingClientRect();
    const box = svg.getBoundingClientRect();
    const k = box.width ? width / box.width : 1;
    const ex = (r.left - box.left) * k;
    const ey = (r.top - box.top) * k;
    const ew = r.width * k;
    const eh = r.height * k;
    const x = Math.max(4, Math.min(width - w - 4, ex + ew / 2 - w / 2));
    const above = ey - h - 6;
    const y = above >= 2 ? above : Math.min(height - h - 2, ey + eh + 6);
    layer.replaceChildren(s("rect", { x, y, width: w, height: h, rx: 6, class: "lw-tip-box" }));
    lines.forEach((line, i) =>
      layer.append(text(x + 10, y + 6 + (i + 1) * LINE - MIN_FONT * 0.32, line, { "font-size": MIN_FONT, class: "lw-tip-text" })),
    );
    svg.append(layer);
  }

  function hide(): void {
    shown = null;
    layer.remove();
  }

  const tipped = (target: EventTarget | null): Element | null => {
    const el = target as Element | null;
    if (!el || typeof el.closest !== "function") return null;
    return el.closest("[data-tip]") ?? (el.hasAttribute?.("data-el") ? el.querySelector("[data-tip]") : null);
  };
  svg.addEventListener("mouseover", (ev) => {
    const el = tipped(ev.target);
    if (el) show(el);
    else hide();
  });
  svg.addEventListener("mouseleave", hide);
  svg.addEventListener("focusin", (ev) => {
    const el = tipped(ev.target);
    if (el) show(el);
    else hide();
  });
  svg.addEventListener("focusout", hide);
}
