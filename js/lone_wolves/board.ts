/**
 * The Lone Wolves board as SVG, drawn from the synced view only: the five territories in
 * board order with both players' sides, scar spaces, pack spaces, honor tokens, moons,
 * trump, the trick in progress and both hands (the opponent's as backs in a player view),
 * the scar a player has just taken, and the result once the game is over.
 *
 * Everything that can be chosen carries `data-el` (the kit's element id: `card:g6`,
 * `territory:swamp`, `scar:swamp:1`, `pack:0:swamp`), `data-kind` and `data-id`; the kit's
 * picker only toggles classes on these, without redrawing. What a mark means is said by a
 * tip (`data-tip`) shown on hover and on keyboard focus (tips.ts).
 *
 * The board is scaled to the cell's width: every text is at least MIN_FONT units high, so
 * that a board about 700 px wide (a 900 px window) shows no text under 11 px.
 */
import {
  CARD_H,
  CARD_W,
  cardBack,
  cardFace,
  EFFECT_KIND,
  honorToken,
  loneWolf,
  MIN_FONT,
  moonIcon,
  scarBack,
  scarBadge,
  SUIT_FILL,
  suitShape,
  TERRITORIES,
  TOKEN,
} from "./shapes";
import { hit, s, text, textWidth, wrap } from "../common/svg";
import { attachTips } from "./tips";
import type { CardOnBoard, PackLocation, Territory, View } from "./types";

export const WIDTH = 1000;
const COL_W = 188;
const COL_STEP = 198;
const LEFT = 8;
/** Fonts, in SVG units: labels, bars, names, big numbers. */
const F = { label: MIN_FONT, bar: 17, name: 19, big: 22 };

/** Words the board needs, in the current language. */
export interface Words {
  lang: string;
  card(code: string): string;
  territory(name: string): string;
  suit(letter: string | null): string;
  effect(name: string | null): string;
  location(name: string): string;
  player(p: number): string;
  label(key: string): string;
  /** Any term of the catalog (`term("card_acc", "r4")`). */
  term(kind: string, value: unknown): string;
  /** A board word with its `{ $name }` fields filled in (a player, a scar space: its index). */
  fill(key: string, params: Record<string, string | number>): string;
}

const colX = (i: number) => LEFT + i * COL_STEP;

/** Give `el` a tip (hover and focus) and, when `focusable`, a place in the Tab order. */
function tip<E extends SVGElement>(el: E, words: string, focusable = false): E {
  el.setAttribute("data-tip", words);
  if (focusable) {
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "img");
    el.setAttribute("aria-label", words);
    el.classList.add("tip-focus");
  }
  return el;
}

/** The full words of a scar effect: what it does, then when and where it counts. */
export function effectWords(effect: string, words: Words): string {
  return `${words.effect(effect)}. ${effectNote(effect, words)}`;
}

/** When and where a scar acts: what the two immediate ones do, else its family's words. */
function effectNote(effect: string, words: Words): string {
  if (effect === "box-wolf" || effect === "flip-honor") return words.label(`now_${effect}`);
  return words.label(`kind_${EFFECT_KIND[effect] ?? "points"}`);
}

/** A face-up scar token with its words on hover and focus. */
function scarToken(effect: string, words: Words, size = TOKEN): SVGGElement {
  return tip(scarBadge(effect, size), effectWords(effect, words), true);
}

function boardCard(c: CardOnBoard, words: Words, inTrick: boolean): SVGGElement {
  const g = c.face === "up" && c.card ? cardFace(c.card) : loneWolf(c.card, c.face === "box");
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
  g.prepend(s("title", {}, name));
  return g;
}

function side(t: Territory, player: number, x: number, y: number, view: View, words: Words): SVGGElement {
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

/** A side's strength (left) and the points it would take from here now (right). */
function sideLabel(t: Territory, player: number, points: number, x: number, y: number, words: Words) {
  const sd = t.sides[player];
  const lead = t.leading === player;
  const g = s("g", {
    class: `side-label${lead ? " leading" : ""}`,
    "data-player": player,
    "data-territory": t.name,
  });
  g.append(
    text(x + 8, y, words.fill("strength", { n: sd.strength }), {
      class: `strength${lead ? " leading" : ""}`,
      "data-strength": sd.strength,
      "font-size": F.label,
      "font-weight": lead ? 700 : 400,
    }),
    text(x + COL_W - 8, y, words.fill("points", { n: points }), {
      class: "side-points",
      "data-points": points,
      "font-size": F.label,
      "text-anchor": "end",
    }),
  );
  return tip(
    g,
    words.fill("tipSide", {
      player,
      where: words.term("terr_in", t.name),
      strength: sd.strength,
      cards: sd.card_strength,
      scars: sd.scar_strength,
      points,
    }),
  );
}

function packLocation(loc: PackLocation, player: number, x: number, y: number, words: Words) {
  const g = hit(`pack:${player}:${loc.location}`, "location", loc.location, `${words.player(player)}: ${words.location(loc.location)}`, {
    "data-player": player,
  });
  const step = TOKEN + 6;
  g.append(s("rect", { x: x - 3, y: y - 3, width: loc.capacity * step, height: TOKEN + 6, rx: 6, fill: "transparent", class: "hit-area" }));
  for (let j = 0; j < loc.capacity; j++) {
    const effect = loc.scars[j];
    const slot = s("g", { transform: `translate(${x + j * step},${y})`, class: "pack-slot" });
    if (effect) slot.append(scarToken(effect, words));
    else slot.append(s("rect", { width: TOKEN, height: TOKEN, rx: 6, class: "slot-empty" }));
    g.append(slot);
  }
  return g;
}

function packRow(view: View, player: number, y: number, words: Words): SVGGElement {
  const g = s("g", { class: "packs", "data-player": player });
  for (const loc of view.packs[player]) {
    const width = loc.capacity * (TOKEN + 6) - 6;
    if (!loc.location.includes("+")) {
      const i = TERRITORIES.indexOf(loc.location);
      g.append(packLocation(loc, player, colX(i) + (COL_W - width) / 2, y, words));
    } else {
      // A border space sits on the line between two territories.
      const a = TERRITORIES.indexOf(loc.location.split("+")[0]);
      g.append(packLocation(loc, player, colX(a) + COL_W + (COL_STEP - COL_W) / 2 - width / 2, y, words));
    }
  }
  return g;
}

function scarSpace(t: Territory, i: number, x: number, y: number, words: Words): SVGGElement {
  const sp = t.scars[i];
  const state =
    sp.state === "empty" ? words.label("empty") : sp.state === "face_up" ? words.effect(sp.effect) : words.label("faceDown");
  const name = words.fill("scarSpace", { index: sp.index });
  const g = hit(`scar:${t.name}:${sp.index}`, "space", String(sp.index), `${words.territory(t.name)}, ${name}: ${state}`, {
    "data-territory": t.name,
    "data-state": sp.state,
    transform: `translate(${x},${y})`,
  });
  g.append(s("rect", { x: -2, y: -2, width: TOKEN + 4, height: TOKEN + 4, rx: 7, fill: "transparent", class: "hit-area" }));
  if (sp.state === "empty") {
    g.append(s("rect", { width: TOKEN, height: TOKEN, rx: 6, class: "space-empty" }));
  } else if (sp.state === "face_up" && sp.effect) {
    g.append(scarToken(sp.effect, words));
  } else {
    const hidden = sp.effect ? ` (${effectWords(sp.effect, words)})` : "";
    g.append(tip(scarBack(TOKEN, sp.effect), `${name}: ${words.label("scarDown")}${hidden}`));
  }
  return g;
}

/** Where each part of a territory's column lies (SVG units from the top of the board). */
interface Rows {
  top: number;
  packTop: number;
  labelTop: number;
  cardsTop: number;
  band: number;
  cardsBottom: number;
  labelBottom: number;
  packBottom: number;
  bottom: number;
}

const BAND_H = 138;

/** How far round an element the kit marks it (the latest turn's outline: 3 px dashed, 2 px
 * off its box), how far a pack's hit area reaches past its tokens, and how far a side's
 * label reaches above and below its line (a kanji's top, a "g"'s tail): a side's label
 * keeps clear of the marks round the pack and the cards beside it. */
const MARK = 5;
const PACK_HIT = 3;
const ASCENT = Math.ceil(0.9 * F.label);
const DESCENT = Math.ceil(0.25 * F.label);
const CLEAR = 1;

function rows(top: number): Rows {
  const packTop = top + 6;
  const labelTop = packTop + TOKEN + PACK_HIT + MARK + CLEAR + ASCENT;
  const cardsTop = labelTop + DESCENT + CLEAR + MARK;
  const band = cardsTop + CARD_H + 6;
  const cardsBottom = band + BAND_H + 6;
  const labelBottom = cardsBottom + CARD_H + MARK + CLEAR + ASCENT;
  const packBottom = labelBottom + DESCENT + CLEAR + MARK + PACK_HIT;
  return { top, packTop, labelTop, cardsTop, band, cardsBottom, labelBottom, packBottom, bottom: packBottom + TOKEN + 6 };
}

function territoryColumn(view: View, t: Territory, i: number, top: number, bottom: number, r: Rows, words: Words) {
  const x = colX(i);
  const col = hit(`territory:${t.name}`, "territory", t.name, `${words.territory(t.name)} ${t.count}/6`, {
    "data-count": t.count,
  });
  const pts = view.territory_points[i] ?? [0, 0];
  const b = r.band;
  col.append(
    s("rect", {
      x,
      y: r.top,
      width: COL_W,
      height: r.bottom - r.top,
      rx: 10,
      class: "territory-frame",
      fill: `${SUIT_FILL[t.suit]}1f`,
      stroke: SUIT_FILL[t.suit],
      "stroke-width": 2,
    }),
    sideLabel(t, top, pts[top], x, r.labelTop, words),
    side(t, top, x, r.cardsTop, view, words),
    s("rect", { x: x + 4, y: b, width: COL_W - 8, height: BAND_H, rx: 8, class: "territory-band" }),
    s("g", { transform: `translate(${x + 18},${b + 19})` }, suitShape(t.suit, 11, { fill: SUIT_FILL[t.suit], stroke: "#444", "stroke-width": 1 })),
    text(x + 34, b + 26, words.territory(t.name), { class: "territory-name", "font-size": F.name, "font-weight": 700 }),
    tip(
      text(x + COL_W - 10, b + 26, `${t.count}/6`, {
        class: `territory-count${t.full ? " full" : ""}`,
        "data-count": t.count,
        "font-size": F.bar,
        "text-anchor": "end",
        "font-weight": 700,
      }),
      words.fill("tipCount", { count: t.count }),
    ),
  );
  // The moon lying here, beside the territory's name.
  if (t.moon) {
    const moon = moonIcon(t.moon, 12);
    moon.setAttribute("transform", `translate(${x + COL_W - 62},${b + 19})`);
    col.append(tip(moon, words.label(t.moon === "moon" ? "tipMoonHere" : "tipBloodMoonHere"), true));
  }
  // The honor token, its back's value beside it.
  const other = t.honor.token[1 - t.honor.side];
  const honor = honorToken(t.honor.value);
  honor.setAttribute("transform", `translate(${x + 30},${b + 58})`);
  col.append(
    tip(honor, words.fill("tipHonor", { value: t.honor.value, other, flip: words.effect("flip-honor") }), true),
    text(x + 58, b + 64, words.fill("honorBack", { other }), { class: "honor-back", "font-size": F.label, "data-other": other }),
  );
  const n = t.scars.length;
  const gap = n > 3 ? 4 : 12;
  const x0 = x + (COL_W - (n * TOKEN + (n - 1) * gap)) / 2;
  t.scars.forEach((_, k) => col.append(scarSpace(t, k, x0 + k * (TOKEN + gap), b + 88, words)));
  col.append(side(t, bottom, x, r.cardsBottom, view, words), sideLabel(t, bottom, pts[bottom], x, r.labelBottom, words));
  return col;
}

/** A player's hand: face up where the viewer may see it, else backs; `w`, `h` a card's size. */
function hand(view: View, player: number, y: number, big: boolean, room: number, words: Words): SVGGElement {
  const h = view.hands[player];
  const g = s("g", { class: "hand", "data-player": player, "data-count": h.count });
  const w = big ? 56 : 44;
  const hh = big ? 80 : 62;
  const n = h.cards === null ? h.count : h.cards.length;
  // backs end with their count, in the room too (a taken scar's card may stand after it)
  const count = `× ${h.count}`;
  const countW = h.cards === null ? 10 + Math.ceil(textWidth(count, F.bar) * 1.15) : 0;
  const step = n > 1 ? Math.min(big ? 62 : 50, (room - countW - w) / (n - 1)) : 0;
  if (h.cards === null) {
    for (let k = 0; k < h.count; k++) {
      const back = cardBack(w, hh);
      back.setAttribute("transform", `translate(${LEFT + k * step},${y})`);
      g.append(back);
    }
    g.append(text(LEFT + (h.count - 1) * step + w + 10, y + hh / 2 + 6, count, { "font-size": F.bar, class: "hand-count" }));
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

/** The width of the taken scar's card: at least HELD_MIN (the hand's cards close up). */
const HELD_MIN = 470;
const HELD_MAX = 640;

/**
 * The scar a player has just taken and must place, big: the token and its words. The
 * viewer who took a face-down scar sees what they got; the other player (in their view)
 * sees only that it was face down, until it is placed.
 */
function heldScar(view: View, x: number, y: number, width_: number, height: number, words: Words): SVGGElement | null {
  const held = view.held_scar;
  if (!held || view.phase !== "place") return null;
  const mine = view.perspective === held.player;
  const g = s("g", {
    class: "held-scar-card",
    "data-player": held.player,
    "data-effect": held.effect ?? "",
    transform: `translate(${x},${y})`,
  });
  g.append(s("rect", { width: width_, height, rx: 10, class: "held-frame" }));
  const size = Math.min(height - 12, 80);
  const token = held.effect ? scarToken(held.effect, words, size) : tip(scarBack(size, null), words.label("scarDown"));
  token.setAttribute("transform", `translate(8,${(height - size) / 2})`);
  token.classList.add("held-scar");
  g.append(token);
  const tx = size + 22;
  const width = width_ - tx - 10;
  const heading = held.effect
    ? mine
      ? words.label("heldMine")
      : words.fill("heldOther", { player: held.player })
    : words.fill("heldHidden", { player: held.player });
  // The heading, what the scar does (big), and when it acts if there is room for it.
  const parts: Array<[string, number, Record<string, string | number>]> = [[heading, F.label, { class: "held-heading" }]];
  if (held.effect) {
    parts.push([words.effect(held.effect), F.name, { "font-weight": 700, class: "held-effect" }]);
    parts.push([effectNote(held.effect, words), F.label, { class: "held-note" }]);
  } else {
    parts.push([words.label("heldHiddenNote"), F.label, { class: "held-note" }]);
  }
  const lines = parts.map(([t, size_, attrs]) => ({ lines: wrap(t, size_, width), size: size_, attrs }));
  const tall = (ls: typeof lines) => ls.reduce((a, p) => a + p.lines.length * p.size * 1.22, 0);
  while (lines.length > 2 && tall(lines) > height - 8) lines.pop();
  let ty = (height - tall(lines)) / 2;
  for (const part of lines) {
    for (const line of part.lines) {
      ty += part.size * 1.22;
      g.append(text(tx, ty - part.size * 0.3, line, { "font-size": part.size, ...part.attrs }));
    }
  }
  return g;
}

/** The winner from the points, then lone wolves (LW-E5); null: a draw. */
export function winnerOf(points: [number, number], lone: [number, number]): number | null {
  if (points[0] !== points[1]) return points[0] > points[1] ? 0 : 1;
  if (lone[0] !== lone[1]) return lone[0] > lone[1] ? 0 : 1;
  return null;
}

/** The result in words, where the hands were (the game is over). */
function result(view: View, y: number, words: Words): SVGGElement {
  const [a, b] = view.scores;
  const w = winnerOf(view.scores, view.lone_wolves);
  const key = w === null ? "resultDraw" : a === b ? "resultTiebreak" : "resultWin";
  const hi = Math.max(a, b);
  const lo = Math.min(a, b);
  const g = s("g", { class: "result", "data-winner": w === null ? "" : w });
  g.append(
    s("rect", { x: LEFT, y, width: WIDTH - 2 * LEFT, height: 76, rx: 10, class: "result-frame" }),
    text(WIDTH / 2, y + 32, `${words.label("over")}: ${words.fill(key, { player: w ?? 0, a: hi, b: lo })}`, {
      "font-size": F.big,
      "font-weight": 700,
      "text-anchor": "middle",
      class: "result-text",
    }),
    text(WIDTH / 2, y + 60, words.label("finalBelow"), { "font-size": F.label, "text-anchor": "middle", class: "result-note" }),
  );
  return g;
}

function playerBar(view: View, player: number, y: number, words: Words): SVGGElement {
  const toMove = view.to_move === player;
  const lw = view.lone_wolves[player];
  const g = s("g", { class: `player-bar${toMove ? " to-move" : ""}`, "data-player": player });
  g.append(s("rect", { x: LEFT, y, width: WIDTH - 2 * LEFT, height: 30, rx: 6, class: "bar" }));
  const line = text(
    LEFT + 10,
    y + 21,
    `${words.player(player)} · ${words.fill("hand", { n: view.hands[player].count })} · ${words.fill("score", { n: view.scores[player] })} · `,
    { "font-size": F.bar, "font-weight": toMove ? 700 : 400, class: "player-label" },
  );
  line.append(
    tip(s("tspan", { class: "lone-count", "data-lone": lw }, words.fill("loneWolves", { n: lw })), words.fill("tipLone", { n: lw })),
  );
  if (toMove) line.append(s("tspan", { class: "to-move-mark", dx: 14 }, `◀ ${words.label("toMove")}`));
  g.append(line);
  return g;
}

/** The row under the territories: the trick, trump, where the moons are, the trick in
 * play. Where the words do not fit (long names), the short forms. */
function infoBar(view: View, y: number, words: Words, compact = false): SVGGElement {
  const g = s("g", { class: "info" });
  let x = LEFT + 4;
  const say = (t: string, attrs: Record<string, string | number>, words_?: string) => {
    const el = text(x, y, t, { "font-size": F.bar, ...attrs });
    g.append(words_ ? tip(el, words_) : el);
    x += textWidth(t, F.bar, attrs["font-weight"] === 700) + 18;
  };
  say(words.fill("trick", { n: view.trick }), { "font-weight": 700, class: "trick-no" });
  const trumpTip = words.label(view.trump ? "tipTrump" : "tipNoTrump");
  if (view.trump) {
    say(`${words.label("trump")}:`, {}, trumpTip);
    x -= 12;
    g.append(s("g", { transform: `translate(${x + 9},${y - 6})`, class: "trump", "data-suit": view.trump }, suitShape(view.trump, 9, { fill: SUIT_FILL[view.trump], stroke: "#444" })));
    x += 24;
    say(words.suit(view.trump), { class: "trump-name", "data-trump": view.trump, "font-weight": 700 }, trumpTip);
  } else {
    say(`${words.label("trump")}: ${words.label("none")}`, { class: "trump-name", "data-trump": "" }, trumpTip);
  }
  for (const kind of ["moon", "blood_moon"] as const) {
    const where = kind === "moon" ? view.moon : view.blood_moon;
    const icon = tip(moonIcon(kind, 10, Boolean(where)), words.label(kind === "moon" ? "tipMoon" : "tipBloodMoon"), true);
    icon.setAttribute("transform", `translate(${x + 8},${y - 6})`);
    g.append(icon);
    x += 22;
    say(
      `${words.label(kind === "moon" ? "moon" : "bloodMoon")}: ${where ? words.territory(where) : compact ? "—" : words.label("notOut")}`,
      { class: `${kind}-where` },
      words.label(kind === "moon" ? "tipMoon" : "tipBloodMoon"),
    );
  }
  const trick = view.current_trick;
  for (const part of [trick.lead, trick.follow]) {
    if (!part) continue;
    const mini = cardFace(part.card, 30, 40);
    mini.setAttribute("transform", `translate(${x},${y - 27})`);
    mini.classList.add("trick-mini");
    g.append(tip(mini, `${words.label("tipTrick")} ${words.card(part.card)} → ${words.territory(part.territory)}`));
    x += 36;
    if (compact) x += 4;
    else say(`→ ${words.territory(part.territory)}`, { class: "trick-card" });
  }
  return !compact && x > WIDTH - LEFT + 18 ? infoBar(view, y, words, true) : g;
}

/** Draw the whole board for `view`. */
export function drawBoard(view: View, words: Words): SVGSVGElement {
  const bottom = view.perspective ?? 0;
  const top = 1 - bottom;
  const over = view.phase === "over";
  const held = view.held_scar && view.phase === "place" ? view.held_scar.player : null;
  // From the top: the opponent's bar and hand, the territories, the trick, the viewer's
  // hand (or the result) and bar. At the end the hands are gone and so is their room.
  let y = 4;
  const topBar = y;
  y += 36;
  const topHand = y;
  if (!over) y += 80;
  const r = rows(y);
  const info = r.bottom + 30;
  const bottomHand = r.bottom + 44;
  const bottomBar = bottomHand + (over ? 82 : 98);
  const height = bottomBar + 34;
  const svg = s("svg", {
    class: "lw-board",
    viewBox: `0 0 ${WIDTH} ${height}`,
    role: "group",
    "data-phase": view.phase,
    "data-perspective": view.perspective === null ? "open" : view.perspective,
    "font-family": "system-ui, 'DejaVu Sans', sans-serif",
  });
  // The taken scar's card stands in its holder's hand row, as wide as the hand leaves room.
  const natural = (player: number, big: boolean) => {
    const n = view.hands[player].count;
    return (big ? 56 : 44) + Math.max(0, n - 1) * (big ? 62 : 50);
  };
  const heldW =
    held === null ? 0 : Math.max(HELD_MIN, Math.min(HELD_MAX, WIDTH - 2 * LEFT - natural(held, held === bottom) - 16));
  const room = (player: number) => (held === player ? WIDTH - 2 * LEFT - heldW - 16 : WIDTH - 2 * LEFT);
  svg.append(playerBar(view, top, topBar, words));
  if (!over) svg.append(hand(view, top, topHand, false, room(top), words));
  view.territories.forEach((t, i) => svg.append(territoryColumn(view, t, i, top, bottom, r, words)));
  svg.append(packRow(view, top, r.packTop, words), packRow(view, bottom, r.packBottom, words), infoBar(view, info, words));
  if (over) svg.append(result(view, bottomHand, words));
  else svg.append(hand(view, bottom, bottomHand, true, room(bottom), words));
  if (held !== null) {
    const x = WIDTH - LEFT - heldW;
    const card = held === top ? heldScar(view, x, topHand - 3, heldW, 76, words) : heldScar(view, x, bottomHand - 3, heldW, 96, words);
    if (card) svg.append(card);
  }
  svg.append(playerBar(view, bottom, bottomBar, words));
  attachTips(svg);
  return svg;
}
