/**
 * The generic board as SVG: the scores, then one row per zone of the view, its title in
 * the board's language and its items as cards. An item with an element carries `data-el`
 * (the kit's element id, `card:7`), `data-kind` and `data-id`, and `data-owner` when its
 * zone belongs to a player: the kit's picker lights, dims and clicks it like any board's
 * element, without a redraw.
 */
import { hit, s, text, textWidth } from "../common/svg";
import { HIDDEN, type Item, type View, type Zone } from "./types";

export const WIDTH = 1000;
const PAD = 12;
const HEAD = 44;
const TITLE = 25;
const CARD_W = 48;
const CARD_H = 64;
const GAP = 10;
const ZONE_GAP = 12;
/** The most items in one line of a zone (more wrap onto the next line). */
export const PER_LINE = Math.floor((WIDTH - 2 * PAD - 16 + GAP) / (CARD_W + GAP));

/** Words the board needs, in the current language. */
export interface Words {
  lang: string;
  /** A zone's title (its message id rendered with its args). */
  title(zone: Zone): string;
  player(p: number): string;
  label(key: string, params?: Record<string, string | number>): string;
}

/** How many lines of cards a zone of `n` items takes (one for an empty zone). */
function lines(n: number): number {
  return Math.max(1, Math.ceil(n / PER_LINE));
}

/** The height of a zone of `n` items. */
export function zoneHeight(n: number): number {
  return TITLE + lines(n) * (CARD_H + GAP) + 4;
}

/** A points text ("3 points", "1 point": the catalogue chooses by the number). */
function points(n: number, words: Words): string {
  return words.label("points", { n });
}

/** The scores of every player along the top, the player to move marked (▶, and its frame). */
function header(view: View, words: Words): SVGGElement {
  const g = s("g", { class: "scores" });
  const scores = view.scores ?? [];
  const each = (WIDTH - 2 * PAD) / Math.max(1, view.players);
  for (let p = 0; p < view.players; p++) {
    const moving = view.to_move === p;
    const x = PAD + p * each;
    const name = words.player(p);
    const said = scores[p] === undefined ? name : `${name}${words.label("colon")}${points(scores[p], words)}`;
    const chip = s(
      "g",
      { class: `score seat${moving ? " to-move" : ""}`, "data-player": p, "data-score": scores[p] ?? null },
      s("rect", { class: "score-frame", x, y: 8, width: each - 8, height: 28, rx: 6 }),
      text(x + 10, 27, moving ? `▶ ${said}` : said, { "font-size": 14, class: "score-text" }),
    );
    g.append(chip);
  }
  return g;
}

/** The largest font size (at most 26, at least 9) at which `t` fits across a card. */
export function cardFont(t: string): number {
  let size = 26;
  while (size > 9 && textWidth(t, size, true) > CARD_W - 8) size -= 1;
  return size;
}

/** One item as a card at (x, y): a board element when it has one. */
function card(item: Item, zone: Zone, title: string, x: number, y: number, words: Words): SVGGElement {
  const hidden = item.text === HIDDEN;
  const aria = `${title}: ${hidden ? words.label("hidden") : item.text}`;
  const size = cardFont(item.text);
  const body = [
    s("rect", { class: "item-body", x, y, width: CARD_W, height: CARD_H, rx: 6 }),
    text(x + CARD_W / 2, y + CARD_H / 2 + size / 3, item.text, {
      "font-size": size,
      "font-weight": 700,
      "text-anchor": "middle",
      class: "item-text",
    }),
  ];
  const owner = zone.player === null ? {} : { "data-owner": zone.player };
  let g: SVGGElement;
  if (item.element) {
    const i = item.element.indexOf(":");
    const kind = i < 0 ? item.element : item.element.slice(0, i);
    const id = i < 0 ? item.element : item.element.slice(i + 1);
    g = hit(item.element, kind, id, aria, { ...owner, class: "hit item" });
  } else {
    g = s("g", { class: "item", role: "img", "aria-label": aria, ...owner });
  }
  g.classList.toggle("hidden", hidden);
  g.setAttribute("data-text", item.text);
  g.append(...body);
  return g;
}

/** A zone: its frame in its seat's colour, its title, its items in lines. */
function zone(z: Zone, y: number, view: View, words: Words): SVGGElement {
  const title = words.title(z);
  const height = zoneHeight(z.items.length);
  const moving = z.player !== null && view.to_move === z.player;
  const g = s("g", {
    class: `zone${moving ? " to-move" : ""}`,
    "data-zone": z.id,
    "data-player": z.player ?? null,
    role: "group",
    "aria-label": title,
  });
  g.append(
    s("rect", { class: "zone-frame", x: PAD, y, width: WIDTH - 2 * PAD, height, rx: 8 }),
    text(PAD + 10, y + 19, title, { "font-size": 15, "font-weight": 600, class: "zone-title" }),
  );
  if (!z.items.length) {
    g.append(text(PAD + 10, y + TITLE + CARD_H / 2 + 5, words.label("empty"), { "font-size": 14, class: "zone-empty" }));
  }
  z.items.forEach((item, i) => {
    const x = PAD + 8 + (i % PER_LINE) * (CARD_W + GAP);
    const top = y + TITLE + Math.floor(i / PER_LINE) * (CARD_H + GAP);
    g.append(card(item, z, title, x, top, words));
  });
  return g;
}

/** The whole board for `view`, in `words`' language. */
export function drawBoard(view: View, words: Words): SVGSVGElement {
  let y = HEAD + 6;
  const zones = view.zones.map((z) => {
    const g = zone(z, y, view, words);
    y += zoneHeight(z.items.length) + ZONE_GAP;
    return g;
  });
  const svg = s("svg", {
    class: "gn-board",
    viewBox: `0 0 ${WIDTH} ${y}`,
    role: "group",
    "data-players": view.players,
    "data-zones": view.zones.length,
    "font-family": "system-ui, 'DejaVu Sans', 'Noto Sans CJK JP', sans-serif",
  });
  svg.append(header(view, words), ...zones);
  return svg;
}

