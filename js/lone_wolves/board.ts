/**
 * The Lone Wolves board as SVG, drawn from the synced view only: the five territories in
 * board order with both players' sides, scar spaces, pack spaces, honor tokens, moons,
 * trump, the trick in progress and both hands (the opponent's as backs in a player view).
 *
 * Everything that can be chosen carries `data-el` (the kit's element id: `card:g6`,
 * `territory:swamp`, `scar:swamp:1`, `pack:0:swamp`), `data-kind` and `data-id`; the kit's
 * picker only toggles classes on these, without redrawing.
 */
import { s, text } from "./svg";
import {
  CARD_H,
  CARD_W,
  cardBack,
  cardFace,
  honorToken,
  loneWolf,
  moonIcon,
  scarBack,
  scarBadge,
  SUIT_FILL,
  suitShape,
} from "./shapes";
import type { CardOnBoard, PackLocation, Territory, View } from "./types";

export const WIDTH = 1000;
export const HEIGHT = 668;
const COL_W = 188;
const COL_STEP = 198;
const LEFT = 8;
const SLOT = 24;

/** Words the board needs, in the current language. */
export interface Words {
  card(code: string): string;
  territory(name: string): string;
  suit(letter: string | null): string;
  effect(name: string | null): string;
  location(name: string): string;
  player(p: number): string;
  label(key: string): string;
}

const colX = (i: number) => LEFT + i * COL_STEP;

function hit(element: string, kind: string, id: string, aria: string, extra: Record<string, string | number> = {}) {
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

function boardCard(c: CardOnBoard, words: Words, inTrick: boolean): SVGGElement {
  const g =
    c.face === "up" && c.card
      ? cardFace(c.card)
      : loneWolf(c.card, c.face === "box");
  const name =
    c.face === "up" && c.card
      ? words.card(c.card)
      : c.face === "box"
        ? `${words.label("box")}: 1`
        : `${c.card ? words.card(c.card) + " → " : ""}1`;
  g.setAttribute("data-card", c.card ?? "?");
  g.setAttribute("data-face", c.face);
  g.setAttribute("aria-label", name);
  if (inTrick) g.classList.add("in-trick");
  const title = s("title", {}, name);
  g.prepend(title);
  return g;
}

function side(
  t: Territory,
  player: number,
  x: number,
  y: number,
  view: View,
  words: Words,
): SVGGElement {
  const g = s("g", { class: "side", "data-player": player, "data-territory": t.name });
  const cards = t.sides[player].cards;
  const step = cards.length > 1 ? Math.min(CARD_W + 4, (COL_W - 12 - CARD_W) / (cards.length - 1)) : 0;
  const trick = [view.current_trick.lead, view.current_trick.follow].filter(
    (c) => c && c.player === player && c.territory === t.name,
  );
  cards.forEach((c, k) => {
    const inTrick = c.face === "up" && trick.some((tc) => tc!.card === c.card);
    const card = boardCard(c, words, inTrick);
    card.setAttribute("transform", `translate(${x + 6 + k * step},${y})`);
    g.append(card);
  });
  return g;
}

function sideLabel(t: Territory, player: number, points: number, x: number, y: number, words: Words) {
  const sd = t.sides[player];
  const lead = t.leading === player;
  return text(
    x + 6,
    y,
    `${words.label("strength")} ${sd.strength}${sd.scar_strength ? ` (${sd.card_strength}+${sd.scar_strength})` : ""} · ${points} ${words.label("points")}`,
    {
      class: `strength${lead ? " leading" : ""}`,
      "data-player": player,
      "data-territory": t.name,
      "data-strength": sd.strength,
      "font-size": 12,
      "font-weight": lead ? 700 : 400,
    },
  );
}

function packLocation(loc: PackLocation, player: number, x: number, y: number, words: Words) {
  const g = hit(`pack:${player}:${loc.location}`, "location", loc.location, `${words.player(player)}: ${words.location(loc.location)}`, {
    "data-player": player,
  });
  g.append(s("rect", { x: x - 2, y: y - 2, width: loc.capacity * (SLOT + 3) + 1, height: SLOT + 4, rx: 5, fill: "transparent", class: "hit-area" }));
  for (let j = 0; j < loc.capacity; j++) {
    const effect = loc.scars[j];
    const slot = s("g", { transform: `translate(${x + j * (SLOT + 3)},${y})`, class: "pack-slot" });
    if (effect) {
      const badge = scarBadge(effect, SLOT);
      badge.prepend(s("title", {}, words.effect(effect)));
      slot.append(badge);
    } else {
      slot.append(s("rect", { width: SLOT, height: SLOT, rx: 4, class: "slot-empty" }));
    }
    g.append(slot);
  }
  return g;
}

function packRow(view: View, player: number, y: number, words: Words): SVGGElement {
  const g = s("g", { class: "packs", "data-player": player });
  for (const loc of view.packs[player]) {
    const i = loc.location.includes("+")
      ? -1
      : ["cave", "desert", "swamp", "tundra", "volcano"].indexOf(loc.location);
    if (i >= 0) {
      g.append(packLocation(loc, player, colX(i) + 6, y, words));
    } else {
      const a = ["cave", "desert", "swamp", "tundra", "volcano"].indexOf(loc.location.split("+")[0]);
      g.append(packLocation(loc, player, colX(a) + COL_W + 5 - SLOT / 2, y, words));
    }
  }
  return g;
}

function scarSpace(t: Territory, i: number, x: number, y: number, words: Words): SVGGElement {
  const sp = t.scars[i];
  const size = 32;
  const state =
    sp.state === "empty" ? words.label("empty") : sp.state === "face_up" ? words.effect(sp.effect) : words.label("faceDown");
  const g = hit(`scar:${t.name}:${sp.index}`, "space", String(sp.index), `${words.territory(t.name)} ${sp.index}: ${state}`, {
    "data-territory": t.name,
    "data-state": sp.state,
    transform: `translate(${x},${y})`,
  });
  g.append(s("title", {}, `${sp.index}: ${state}`));
  g.append(s("rect", { x: -2, y: -2, width: size + 4, height: size + 4, fill: "transparent", class: "hit-area" }));
  if (sp.state === "empty") {
    g.append(s("rect", { width: size, height: size, rx: 4, class: "space-empty" }));
  } else if (sp.state === "face_up" && sp.effect) {
    g.append(scarBadge(sp.effect, size));
  } else {
    g.append(scarBack(size, sp.effect));
  }
  g.append(text(size / 2, size + 10, String(sp.index), { "font-size": 9, "text-anchor": "middle", class: "space-index" }));
  return g;
}

function territoryColumn(view: View, t: Territory, i: number, top: number, bottom: number, words: Words) {
  const x = colX(i);
  const col = hit(`territory:${t.name}`, "territory", t.name, `${words.territory(t.name)} ${t.count}/6`, {
    "data-count": t.count,
  });
  const pts = view.territory_points[i] ?? [0, 0];
  col.append(
    s("rect", {
      x,
      y: 92,
      width: COL_W,
      height: 410,
      rx: 10,
      class: "territory-frame",
      fill: `${SUIT_FILL[t.suit]}1f`,
      stroke: SUIT_FILL[t.suit],
      "stroke-width": 2,
    }),
    sideLabel(t, top, pts[top], x, 136, words),
    side(t, top, x, 142, view, words),
    s("rect", { x: x + 4, y: 222, width: COL_W - 8, height: 150, rx: 8, class: "territory-band" }),
    s("g", { transform: `translate(${x + 18},${240})` }, suitShape(t.suit, 10, { fill: SUIT_FILL[t.suit], stroke: "#444", "stroke-width": 1 })),
    text(x + 34, 245, words.territory(t.name), { class: "territory-name", "font-size": 15, "font-weight": 700 }),
    text(x + COL_W - 10, 245, `${t.count}/6`, {
      class: `territory-count${t.full ? " full" : ""}`,
      "data-count": t.count,
      "font-size": 14,
      "text-anchor": "end",
      "font-weight": 700,
    }),
    s("g", { transform: `translate(${x + 26},${270})` }, honorToken(t.honor.token, t.honor.side, t.honor.value)),
  );
  if (t.moon) {
    const moon = moonIcon(t.moon);
    moon.setAttribute("transform", `translate(${x + 62},${270})`);
    moon.prepend(s("title", {}, words.label(t.moon === "moon" ? "moon" : "bloodMoon")));
    col.append(moon);
  }
  col.append(
    text(x + COL_W - 10, 276, `${pts[bottom]} : ${pts[top]} ${words.label("points")}`, {
      class: "territory-points",
      "font-size": 11,
      "text-anchor": "end",
    }),
  );
  t.scars.forEach((_, k) => col.append(scarSpace(t, k, x + 10 + k * 40, 318, words)));
  col.append(side(t, bottom, x, 380, view, words), sideLabel(t, bottom, pts[bottom], x, 468, words));
  return col;
}

function hand(view: View, player: number, y: number, big: boolean, words: Words): SVGGElement {
  const h = view.hands[player];
  const g = s("g", { class: "hand", "data-player": player, "data-count": h.count });
  const w = big ? 56 : 40;
  const hh = big ? 80 : 58;
  const step = big ? 62 : 44;
  if (h.cards === null) {
    for (let k = 0; k < h.count; k++) {
      const back = cardBack(w, hh);
      back.setAttribute("transform", `translate(${LEFT + k * step},${y})`);
      g.append(back);
    }
    g.append(text(LEFT + h.count * step + 6, y + hh / 2 + 5, `× ${h.count}`, { "font-size": 14, class: "hand-count" }));
    return g;
  }
  h.cards.forEach((code, k) => {
    const card = hit(`card:${code}`, "card", code, words.card(code), {
      "data-player": player,
      "data-owner": player,
      transform: `translate(${LEFT + k * step},${y})`,
    });
    card.append(s("rect", { x: -3, y: -3, width: w + 6, height: hh + 6, rx: 8, class: "glow" }), cardFace(code, w, hh));
    g.append(card);
  });
  return g;
}

function playerBar(view: View, player: number, y: number, words: Words): SVGGElement {
  const toMove = view.to_move === player;
  const lw = view.lone_wolves[player];
  return s(
    "g",
    { class: `player-bar${toMove ? " to-move" : ""}`, "data-player": player },
    s("rect", { x: LEFT, y: y - 14, width: WIDTH - 2 * LEFT, height: 20, rx: 5, class: "bar" }),
    text(
      LEFT + 8,
      y,
      `${words.player(player)} · ${words.label("hand")} ${view.hands[player].count} · ${words.label("score")} ${view.scores[player]} · ${lw}×1${toMove ? `  ◀ ${words.label("toMove")}` : ""}`,
      { "font-size": 13, "font-weight": toMove ? 700 : 400, class: "player-label" },
    ),
  );
}

function infoBar(view: View, y: number, words: Words): SVGGElement {
  const g = s("g", { class: "info" });
  let x = LEFT + 4;
  const add = (el: SVGElement, width: number) => {
    g.append(el);
    x += width;
  };
  const t1 = `${words.label("trick")} ${view.trick}/13`;
  add(text(x, y, t1, { "font-size": 14, "font-weight": 700, class: "trick-no" }), 110);
  add(text(x, y, `${words.label("trump")}:`, { "font-size": 14 }), 60);
  if (view.trump) {
    add(s("g", { transform: `translate(${x + 8},${y - 5})`, class: "trump", "data-suit": view.trump }, suitShape(view.trump, 8, { fill: SUIT_FILL[view.trump], stroke: "#444" })), 20);
  }
  add(text(x, y, view.trump ? words.suit(view.trump) : words.label("none"), { "font-size": 14, class: "trump-name", "data-trump": view.trump ?? "" }), 90);
  for (const kind of ["moon", "blood_moon"] as const) {
    const where = kind === "moon" ? view.moon : view.blood_moon;
    const icon = moonIcon(kind, 8);
    icon.setAttribute("transform", `translate(${x + 8},${y - 5})`);
    icon.setAttribute("opacity", where ? "1" : "0.3");
    add(icon, 20);
    add(text(x, y, `${words.label(kind === "moon" ? "moon" : "bloodMoon")}: ${where ? words.territory(where) : "—"}`, { "font-size": 13, class: `${kind}-where` }), kind === "moon" ? 130 : 160);
  }
  const trick = view.current_trick;
  for (const part of [trick.lead, trick.follow]) {
    if (!part) continue;
    const mini = cardFace(part.card, 18, 24);
    mini.setAttribute("transform", `translate(${x},${y - 17})`);
    add(mini, 22);
    add(text(x, y, `→ ${words.territory(part.territory)}`, { "font-size": 12, class: "trick-card" }), 90);
  }
  if (view.held_scar) {
    add(text(x, y, `${words.label("heldScar")}:`, { "font-size": 12 }), 100);
    const eff = view.held_scar.effect;
    const icon = eff ? scarBadge(eff, 20) : scarBack(20, null);
    icon.setAttribute("transform", `translate(${x},${y - 15})`);
    icon.classList.add("held-scar");
    add(icon, 24);
  }
  return g;
}

/** Draw the whole board for `view`. */
export function drawBoard(view: View, words: Words): SVGSVGElement {
  const bottom = view.perspective ?? 0;
  const top = 1 - bottom;
  const svg = s("svg", {
    class: "lw-board",
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    role: "group",
    "data-phase": view.phase,
    "data-perspective": view.perspective === null ? "open" : view.perspective,
    "font-family": "system-ui, 'DejaVu Sans', sans-serif",
  });
  svg.append(
    playerBar(view, top, 16, words),
    hand(view, top, 26, false, words),
  );
  view.territories.forEach((t, i) => svg.append(territoryColumn(view, t, i, top, bottom, words)));
  svg.append(
    packRow(view, top, 98, words),
    packRow(view, bottom, 476, words),
    infoBar(view, 528, words),
    hand(view, bottom, 546, true, words),
    playerBar(view, bottom, 648 + 10, words),
  );
  return svg;
}

export { CARD_H };
