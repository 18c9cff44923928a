/**
 * Turning the board on the page into a new drawing of it by changing only what differs
 * (morphdom), so that a move restyles and lays out the few elements it changed instead of
 * a whole new board (which in JupyterLab, with its large style sheet, took about 50 ms a
 * move for Lone Wolves).
 */
import morphdom from "morphdom";

/** A board element's key: its `data-el` (so a card that moves along a hand stays itself). */
function keyOf(node: Node): string | undefined {
  return (node as Element).getAttribute?.("data-el") ?? undefined;
}

/**
 * Make `shown` (the drawing on the page) look like `fresh` (a new drawing, not on the page)
 * and return it. Elements equal to their new drawing are left alone; the kit's marks on
 * changed elements are gone afterwards, and the kit marks them again. Listeners added to
 * `fresh` are not carried over: a renderer that listens does so on elements it keeps.
 */
export function morph(shown: SVGSVGElement, fresh: SVGSVGElement): SVGSVGElement {
  morphdom(shown, fresh, {
    getNodeKey: keyOf,
    onBeforeElUpdated: (from, to) => !from.isEqualNode(to),
  });
  return shown;
}

/** Whether `fresh` may replace `shown` by morphing: the same game's board. */
export function morphable(shown: SVGSVGElement | null, fresh: SVGSVGElement | null): shown is SVGSVGElement {
  return Boolean(shown && fresh && shown !== fresh && shown.getAttribute("class") === fresh.getAttribute("class"));
}
