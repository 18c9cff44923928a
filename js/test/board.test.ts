import { describe, expect, it } from "vitest";
import { renderer, tricks } from "../lone_wolves/index";
import { CARD_H, MIN_FONT, scarBadge, TOKEN } from "../lone_wolves/shapes";
import { textWidth } from "../common/svg";
import { click, destroyLast, fixtures, mounter, moves, q, qa, settle } from "./fake";
import FIXTURES from "./fixtures/lone_wolves.json";

const game = fixtures(FIXTURES);
const { catalog, states } = game;
const mount = mounter(renderer, game);

/**
 * A state made from fixture `from` with its view parts changed by `change` (a player view
 * the fixtures do not hold), registered as `name`.
 */
function derive(name: string, from: string, change: (parts: Record<string, any>) => void): string {
  const st = structuredClone(states[from]);
  const parts: Record<string, any> = {};
  st.part_names.forEach((part: string, i: number) => {
    parts[part] = st[`part${i}`];
  });
  change(parts);
  st.part_names.forEach((part: string, i: number) => {
    st[`part${i}`] = parts[part];
  });
  states[name] = st;
  return name;
}


describe("drawing the board", () => {
  it("draws the five territories in board order with counts, honor and scar spaces", () => {
    const { root } = mount("open_take");
    const terr = qa(root, '[data-kind="territory"]').map((t) => t.getAttribute("data-id"));
    expect(terr).toEqual(["cave", "desert", "swamp", "tundra", "volcano"]);
    const view = states.open_take.view;
    view.territories.forEach((t: any) => {
      const col = q(root, `[data-kind="territory"][data-id="${t.name}"]`);
      expect(col.querySelector(".territory-count")!.textContent).toBe(`${t.count}/6`);
      expect(col.querySelector(".honor")!.getAttribute("data-value")).toBe(String(t.honor.value));
      expect(col.querySelectorAll('[data-kind="space"]').length).toBe(t.scars.length);
    });
    // The lone wolf is drawn differently from face-up cards.
    expect(qa(root, '.side [data-face="lone"].card-lone').length).toBe(1);
    expect(qa(root, '.side [data-face="up"].card-face').length).toBe(1);
  });

  it("gives every suit its own colour and shape", () => {
    const { root } = mount("open_lead");
    const shapes = new Map<string, string>();
    for (const el of qa(root, ".hand .suit-shape")) {
      shapes.set(el.getAttribute("data-suit")!, el.tagName + (el.getAttribute("points") ?? "").split(" ").length);
    }
    expect(new Set(shapes.values()).size).toBe(shapes.size);
    expect(shapes.size).toBe(5);
  });

  it("shows the opponent's hand as backs in a player view", () => {
    const { root } = mount("p0_waiting");
    expect(qa(root, '[data-kind="card"][data-player="1"]')).toHaveLength(0);
    expect(qa(root, '.hand[data-player="1"] .card-back')).toHaveLength(states.p0_waiting.view.hands[1].count);
    expect(qa(root, '[data-kind="card"][data-player="0"]')).toHaveLength(12);
  });

  it("shows the final scoring as a table whose numbers add up, with its lines", () => {
    const { root } = mount("open_over");
    const rows = qa(root, ".wp-score-table tbody tr");
    expect(rows.map((r) => r.getAttribute("data-territory"))).toEqual([
      "cave",
      "desert",
      "swamp",
      "tundra",
      "volcano",
    ]);
    const f = states.open_over.final;
    expect(qa(root, ".wp-score-lines li").length).toBe(f.lines.length);
    const value = (cell: Element) => Number(cell.getAttribute("data-value"));
    for (const p of [0, 1]) {
      // Each territory's points are its tokens and scars; they add up to the player's total.
      for (const row of rows) {
        const [tokens, scars, sum] = ["tokens", "scars", "sum"].map((c) => q(row, `.lw-${c}.lw-player-${p}`));
        expect(value(tokens) + value(scars)).toBe(value(sum));
        expect(Number(sum.textContent)).toBe(value(sum));
      }
      const total = q(root, `.wp-total .lw-sum.lw-player-${p}`);
      expect(Number(total.textContent)).toBe(f.points[p]);
      expect(rows.reduce((a, r) => a + value(q(r, `.lw-sum.lw-player-${p}`)), 0)).toBe(f.points[p]);
      for (const c of ["tokens", "scars"]) {
        const column = rows.reduce((a, r) => a + value(q(r, `.lw-${c}.lw-player-${p}`)), 0);
        expect(Number(q(root, `.wp-total .lw-${c}.lw-player-${p}`).textContent)).toBe(column);
      }
      // The totals stand under the points columns, not under the strength columns.
      expect(q(root, `.wp-total .lw-strength.lw-player-${p}`).textContent).toBe("");
    }
    const header = qa(root, ".wp-score-table thead tr:last-child th");
    const totalCells = qa(root, ".wp-total > *");
    const pointsColumn = header.findIndex((th) => th.textContent === "Points");
    expect(totalCells[pointsColumn + 1].textContent).toBe(String(f.points[0]));
  });

  it("lights the lines that explain a row when it is pointed at or focused, and a line's row", () => {
    const { root } = mount("open_over");
    const f = states.open_over.final;
    const lines = qa(root, ".wp-score-lines li");
    expect(lines.map((li) => li.getAttribute("data-territory"))).toEqual(f.line_keys);
    for (const key of ["cave", "desert", "swamp", "tundra", "volcano", "result"]) {
      const row = q(root, `.wp-score-table tr[data-territory="${key}"]`) as HTMLElement;
      expect(row.tabIndex).toBe(0);
      row.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
      const lit = lines.filter((li) => li.classList.contains("lw-linked"));
      expect(lit.length).toBeGreaterThan(0);
      expect(lit.every((li) => li.getAttribute("data-territory") === key)).toBe(true);
      expect(lit.length).toBe(f.line_keys.filter((k: string) => k === key).length);
      // Every number of the row is told by its lines: the honor token, moon and scars.
      const text = lit.map((li) => li.textContent).join(" ");
      if (key !== "result") expect(text).toContain(q(row, "th").textContent!.replace(/ \(.*\)$/, ""));
    }
    const scarLine = lines.find((li) => li.textContent!.includes("scar"))!;
    scarLine.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    const key = scarLine.getAttribute("data-territory");
    expect(q(root, `.wp-score-table tr[data-territory="${key}"]`).classList.contains("lw-linked")).toBe(true);
    (q(root, '.wp-score-table tr[data-territory="swamp"]') as HTMLElement).focus();
    expect(lines.filter((li) => li.classList.contains("lw-linked")).map((li) => li.getAttribute("data-territory"))).toEqual(
      f.line_keys.filter((k: string) => k === "swamp"),
    );
  });

  it("shows the result where the hands were once the game is over", () => {
    const { root } = mount("open_over");
    const svg = q(root, "svg.lw-board");
    expect(qa(svg, ".hand")).toHaveLength(0);
    const f = states.open_over.final;
    const result = q(svg, ".result");
    expect(result.getAttribute("data-winner")).toBe(String(f.winner));
    expect(q(result, ".result-text").textContent).toBe(
      `Game over: Player ${f.winner + 1} wins, ${Math.max(...f.points)} to ${Math.min(...f.points)} points.`,
    );
    // No room is kept for the hands: the board is shorter than during the game.
    const during = mount("open_lead");
    const height = (r: Element) => Number(q(r, "svg.lw-board").getAttribute("viewBox")!.split(" ")[3]);
    expect(height(root)).toBeLessThan(height(during.root) - 60);
  });
});

describe("reading the board", () => {
  const EFFECTS = [
    "pack-strength",
    "plus3",
    "box-wolf",
    "flip-honor",
    "points-per-wolf",
    "points-per-lone",
    "points-per-faceup",
    "points-low-faceup",
    "points-if-honor",
  ];
  const KINDS: Record<string, string> = {
    "pack-strength": "strength",
    plus3: "strength",
    "box-wolf": "now",
    "flip-honor": "now",
  };

  it("draws each of the nine scar effects differently: a shape per family and a mark per effect", () => {
    const tokens = EFFECTS.map((e) => scarBadge(e));
    const shapeOf = (t: Element) => q(t, ".token-shape").tagName;
    tokens.forEach((t, i) => {
      const kind = KINDS[EFFECTS[i]] ?? "points";
      expect(t.getAttribute("data-kind-of-scar")).toBe(kind);
      expect(t.classList.contains(`scar-${kind}`)).toBe(true);
    });
    // The three families have three different outlines.
    const byKind = new Map(tokens.map((t) => [t.getAttribute("data-kind-of-scar"), shapeOf(t)]));
    expect(new Set(byKind.values()).size).toBe(3);
    // No two effects look the same, and every number or word on them is big.
    expect(new Set(tokens.map((t) => t.innerHTML)).size).toBe(9);
    for (const t of tokens) {
      for (const mark of qa(t, "text")) expect(Number(mark.getAttribute("font-size"))).toBeGreaterThanOrEqual(MIN_FONT);
    }
    // Strength scars say "+", points scars their points.
    expect(tokens[1].textContent).toBe("+3");
    expect(tokens[0].textContent).toBe("+1");
    expect(tokens.slice(4).map((t) => t.textContent)).toEqual(["1", "2", "2", "32-4", "5"]);
  });

  it("gives every face-up scar its full words on hover and on keyboard focus", () => {
    const { root } = mount("open_over");
    const svg = q(root, "svg.lw-board");
    const tokens = qa(svg, ".packs .scar-badge, .space > .scar-badge");
    expect(tokens.length).toBeGreaterThan(3);
    for (const t of tokens) {
      const effect = t.getAttribute("data-effect")!;
      const words = catalog.terms.effect.en[effect];
      expect(t.getAttribute("data-tip")).toContain(words);
      expect(t.getAttribute("aria-label")).toContain(words);
      expect(t.getAttribute("tabindex")).toBe("0");
    }
    const first = tokens[0] as SVGElement;
    first.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    const words = catalog.terms.effect.en[first.getAttribute("data-effect")!];
    expect(q(svg, ".lw-tip").textContent).toContain(words.slice(0, 12));
    svg.dispatchEvent(new MouseEvent("mouseleave"));
    expect(svg.querySelector(".lw-tip")).toBeNull();
    first.focus();
    expect(q(svg, ".lw-tip").textContent).toContain(words.slice(0, 12));
    first.blur();
    expect(svg.querySelector(".lw-tip")).toBeNull();
  });

  it("says what the labels are: lone wolves, each side's strength and points, honor tokens, moons", () => {
    const { root } = mount("open_over");
    const svg = q(root, "svg.lw-board");
    const view = states.open_over.view;
    for (const p of [0, 1]) {
      const lone = q(svg, `.player-bar[data-player="${p}"] .lone-count`);
      expect(lone.textContent).toBe(`lone wolves ${view.lone_wolves[p]}`);
      expect(lone.getAttribute("data-tip")).toMatch(/^Lone wolves on the board/);
    }
    expect(svg.textContent).not.toMatch(/\d×1/);
    // No "a : b pts" in the territory: each side says its own points, next to its cards.
    expect(svg.textContent).not.toMatch(/\d+ : \d+/);
    view.territories.forEach((t: any, i: number) => {
      for (const p of [0, 1]) {
        const label = q(svg, `.side-label[data-player="${p}"][data-territory="${t.name}"]`);
        expect(q(label, ".strength").textContent).toBe(`strength ${t.sides[p].strength}`);
        expect(q(label, ".side-points").textContent).toBe(`${view.territory_points[i][p]} pts`);
        expect(label.getAttribute("data-tip")).toContain(`Player ${p + 1}'s side`);
      }
      const honor = q(svg, `[data-kind="territory"][data-id="${t.name}"] .honor`);
      const other = t.honor.token[1 - t.honor.side];
      expect(honor.getAttribute("data-tip")).toContain(`wins ${t.honor.value} points`);
      expect(honor.getAttribute("data-tip")).toContain(`back shows ${other}`);
      expect(q(svg, `[data-kind="territory"][data-id="${t.name}"] .honor-back`).textContent).toBe(`back: ${other}`);
    });
    expect(qa(svg, ".info .moon-icon[data-tip]")).toHaveLength(2);
    expect(q(svg, ".info .moon-where").textContent).toMatch(/^Moon: /);
  });

  it("writes no text smaller than the board's smallest font", () => {
    for (const name of Object.keys(states)) {
      const { root } = mount(name);
      const svg = root.querySelector("svg.lw-board");
      if (!svg) continue;
      for (const t of qa(svg, "text")) {
        // A text inherits no size: each carries its own, and only groups scaled up hold one.
        expect(Number(t.getAttribute("font-size")), `${name}: ${t.textContent}`).toBeGreaterThanOrEqual(MIN_FONT);
        for (let g = t.parentElement; g && g !== svg; g = g.parentElement) {
          const scale = /scale\(([\d.]+)\)/.exec(g.getAttribute("transform") ?? "");
          if (scale) expect(Number(scale[1])).toBeGreaterThanOrEqual(1);
        }
      }
      destroyLast();
    }
  });

  it("shows the viewer the scar they took face down, big and in words, and the other player only its back", () => {
    // Player 1 took a face-down scar: in their view they see what it is.
    const effect = states.open_place.view.held_scar.effect;
    const mine = derive("p0_place", "open_place", (parts) => {
      parts.main.perspective = 0;
    });
    const { root } = mount(mine);
    const card = q(root, "svg.lw-board .held-scar-card");
    expect(card.getAttribute("data-effect")).toBe(effect);
    expect(card.textContent).toContain("You took this scar:");
    expect(q(card, ".held-effect").textContent).toBe(catalog.terms.effect.en[effect]);
    expect(q(card, ".scar-badge > g").getAttribute("transform")).toMatch(/^scale\(1\.\d+\)$/);
    // Player 2 sees that Player 1 took a face-down scar, not which.
    const theirs = derive("p1_place", "open_place", (parts) => {
      parts.main.perspective = 1;
      parts.main.held_scar = { player: 0, effect: null };
    });
    const other = q(mount(theirs).root, "svg.lw-board .held-scar-card");
    expect(other.getAttribute("data-effect")).toBe("");
    expect(other.textContent).toContain("Player 1 took a face-down scar.");
    expect(other.querySelector(".scar-badge")).toBeNull();
    expect(other.textContent).not.toContain(catalog.terms.effect.en[effect]);
  });

  it("keeps each side's label clear of what the kit marks round the pack and the cards beside it", () => {
    // The latest turn's outline reaches 5 units round an element; a label's line reaches
    // a kanji's height above it and a "g"'s tail below it.
    const MARK = 5;
    const [above, below] = [0.9 * MIN_FONT, 0.25 * MIN_FONT];
    for (const lang of ["en", "de", "ja"]) {
      const { root, model } = mount("open_take");
      model.set("language", lang);
      const svg = q(root, "svg.lw-board");
      const yOf = (el: Element) => Number(/translate\([-\d.]+,([-\d.]+)\)/.exec(el.getAttribute("transform")!)![1]);
      let checked = 0;
      for (const label of qa(svg, ".side-label")) {
        const [player, territory] = [label.getAttribute("data-player"), label.getAttribute("data-territory")];
        const line = Number(q(label, ".strength").getAttribute("y"));
        const [top, bottom] = [line - above, line + below];
        const boxes: Array<[number, number]> = qa(svg, `.side[data-player="${player}"][data-territory="${territory}"] > g`).map((c) => [yOf(c), yOf(c) + CARD_H]);
        for (const area of qa(svg, `.packs[data-player="${player}"] [data-kind="location"] .hit-area`)) {
          const y = Number(area.getAttribute("y"));
          boxes.push([y, y + Number(area.getAttribute("height"))]);
        }
        for (const [from, to] of boxes) {
          const clear = Math.max(from - bottom, top - to);
          expect(clear, `${lang} ${territory}: ${label.textContent}`).toBeGreaterThanOrEqual(MARK);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(10);
      destroyLast();
    }
  });

  it("ends a hand of backs with its count before the scar card its player took", () => {
    const name = derive("p1_place_backs", "open_place", (parts) => {
      parts.main.perspective = 1;
      parts.main.held_scar = { player: 0, effect: null };
      parts.main.hands[0].cards = null;
    });
    const svg = q(mount(name).root, "svg.lw-board");
    const count = q(svg, '.hand[data-player="0"] .hand-count');
    expect(count.textContent).toBe("× 12");
    const card = q(svg, ".held-scar-card");
    const cardX = Number(/translate\(([-\d.]+),/.exec(card.getAttribute("transform")!)![1]);
    expect(Number(count.getAttribute("x")) + textWidth(count.textContent!, 17) * 1.1).toBeLessThanOrEqual(cardX);
  });

  it("fits the advanced board's four Swamp scar spaces and its border spaces in their places", () => {
    const name = derive("advanced", "open_lead", (parts) => {
      const swamp = parts["territory.swamp"];
      swamp.scars = [0, 1, 2, 3].map((index) => ({ index, state: index === 0 ? "face_up" : "face_down", effect: index === 0 ? "plus3" : null }));
      parts.packs = [0, 1].map(() => [
        ...["cave", "desert", "swamp", "tundra", "volcano"].map((location) => ({ location, capacity: 2, scars: [] })),
        { location: "swamp+tundra", capacity: 1, scars: ["points-if-honor"] },
      ]);
    });
    const { root } = mount(name);
    const svg = q(root, "svg.lw-board");
    const frame = q(svg, '[data-kind="territory"][data-id="swamp"] .territory-frame');
    const left = Number(frame.getAttribute("x"));
    const right = left + Number(frame.getAttribute("width"));
    const spaces = qa(svg, '[data-kind="space"][data-territory="swamp"]');
    expect(spaces).toHaveLength(4);
    const xs = spaces.map((sp) => Number(/translate\(([\d.]+),/.exec(sp.getAttribute("transform")!)![1]));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(left);
    expect(Math.max(...xs) + TOKEN).toBeLessThanOrEqual(right);
    for (let k = 1; k < xs.length; k++) expect(xs[k] - xs[k - 1]).toBeGreaterThanOrEqual(TOKEN);
    // The border space sits on the line between the Swamp and the Tundra.
    const border = q(svg, '[data-kind="location"][data-id="swamp+tundra"][data-player="0"] .pack-slot');
    const bx = Number(/translate\(([\d.]+),/.exec(border.getAttribute("transform")!)![1]);
    const tundra = Number(q(svg, '[data-kind="territory"][data-id="tundra"] .territory-frame').getAttribute("x"));
    expect(bx).toBeLessThan(right);
    expect(bx + TOKEN).toBeGreaterThan(tundra);
    expect(q(border, ".scar-badge").getAttribute("data-effect")).toBe("points-if-honor");
  });

  it("keeps the row under the territories inside the board in every language", async () => {
    for (const name of ["open_take", "open_over", "open_solvable"]) {
      for (const lang of ["en", "de", "ja"]) {
        const { root, model } = mount(name);
        model.set("language", lang);
        await settle();
        for (const t of qa(root, "svg.lw-board .info text")) {
          const right = Number(t.getAttribute("x")) + textWidth(t.textContent!, Number(t.getAttribute("font-size")));
          expect(right, `${name} ${lang}: ${t.textContent}`).toBeLessThanOrEqual(1000);
        }
        destroyLast();
      }
    }
  });

  it("asks for the territory in a whole sentence, the card in the case German needs", async () => {
    const { root, model } = mount("open_lead");
    click(q(root, '[data-kind="card"][data-id="k4"][data-player="0"]'));
    expect(q(root, ".wp-status").textContent).toContain("Choose a territory for the Black 4.");
    model.set("language", "de");
    await settle();
    expect(q(root, ".wp-status").textContent).toContain("Wähle ein Gebiet für den schwarzen 4er-Wolf.");
  });
});

describe("legal-move highlighting (no round trip)", () => {
  it("makes playable cards glow and lights the territories of a chosen card", () => {
    const { root, model } = mount("open_lead");
    const sentBefore = model.sent.length;
    const mine = qa(root, '[data-kind="card"][data-player="0"]');
    expect(mine.every((c) => c.classList.contains("legal"))).toBe(true);
    const theirs = qa(root, '[data-kind="card"][data-player="1"]');
    expect(theirs.every((c) => c.classList.contains("dimmed"))).toBe(true);
    expect(theirs[0].getAttribute("data-reason")).toContain("Player 1 leads");
    expect(qa(root, '[data-kind="territory"].target')).toHaveLength(0);
    const k4 = q(root, '[data-kind="card"][data-id="k4"][data-player="0"]');
    click(k4);
    expect(k4.classList.contains("selected")).toBe(true);
    expect(qa(root, '[data-kind="territory"].target')).toHaveLength(5);
    expect(q(root, '[data-kind="territory"][data-id="cave"]').getAttribute("data-reason")).toContain(
      "You lead, so any card may go to any territory",
    );
    expect(model.sent.length).toBe(sentBefore);
    click(q(root, '[data-kind="territory"][data-id="swamp"]'));
    expect(moves(model)).toEqual([
      { cmd: "move", path: ["card:k4", "territory:swamp"], id: expect.any(Number) },
    ]);
    expect(root.dataset.busy).toBe("true");
  });

  it("dims what may not be played and explains why on click", () => {
    const { root, model } = mount("p1_follow");
    const cards = qa(root, '[data-kind="card"][data-player="1"]');
    const black = cards.filter((c) => c.getAttribute("data-id")!.startsWith("k"));
    const other = cards.filter((c) => !c.getAttribute("data-id")!.startsWith("k"));
    expect(black.every((c) => c.classList.contains("legal"))).toBe(true);
    expect(other.every((c) => c.classList.contains("dimmed"))).toBe(true);
    const r4 = q(root, '[data-kind="card"][data-id="r4"]');
    expect(r4.getAttribute("data-reason")).toMatch(/you must follow Black; the Red 4 is not Black\. \(LW-T2\)/);
    click(r4);
    expect(q(root, ".wp-notice").textContent).toContain("you must follow Black");
    expect(q(root, '.wp-notice .wp-rule-chip[data-rule="LW-T2"]')).toBeTruthy();
    expect(moves(model)).toHaveLength(0);
    // Hover shows the reason in the tooltip.
    r4.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(q(root, ".wp-tooltip").textContent).toContain("you must follow Black");
  });

  it("clears what it said when the view changes", async () => {
    const { root, model } = mount("p1_follow");
    click(q(root, '[data-kind="card"][data-id="r4"]'));
    expect(q(root, ".wp-notice").textContent).toContain("you must follow Black");
    model.set("perspective", null);
    await settle();
    expect(q(root, ".wp-notice").textContent).toBe("");
  });

  it("closes the tooltip when a redraw takes away the element it spoke about", async () => {
    const { root, model } = mount("p1_follow");
    const r4 = q(root, '[data-kind="card"][data-id="r4"]');
    r4.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    const tip = q(root, ".wp-tooltip") as HTMLElement;
    expect(tip.hidden).toBe(false);
    for (const [name, value] of Object.entries(states.open_over)) model.set(name, value);
    await settle();
    expect(root.querySelector('[data-kind="card"][data-id="r4"][data-reason]')).toBeNull();
    expect(tip.hidden).toBe(true);
  });

  it("lights the scar spaces to take and the pack spaces to place", () => {
    const take = mount("open_take");
    const spaces = qa(take.root, '[data-kind="space"][data-territory="cave"].legal');
    expect(spaces).toHaveLength(3);
    click(spaces[1]);
    expect(moves(take.model)[0].path).toEqual(["scar:cave:1"]);
    const place = mount("open_place");
    const player = states.open_place.legal.player;
    const locs = qa(place.root, `[data-kind="location"][data-player="${player}"].legal`);
    expect(locs).toHaveLength(5);
    expect(qa(place.root, `[data-kind="location"][data-player="${1 - player}"].legal`)).toHaveLength(0);
    click(locs[2]);
    expect(moves(place.model)[0].path).toEqual([`pack:${player}:swamp`]);
  });

  it("works from the keyboard", () => {
    const { root, model, board } = mount("open_lead");
    const k4 = q(root, '[data-kind="card"][data-id="k4"][data-player="0"]') as SVGElement;
    expect(k4.getAttribute("tabindex")).toBe("0");
    k4.focus();
    k4.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(board.path).toEqual(["card:k4"]);
    // The first territory it may go to takes the focus.
    expect(document.activeElement?.getAttribute("data-el")).toBe("territory:cave");
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(board.path).toEqual([]);
    expect(document.activeElement?.getAttribute("data-el")).toBe("card:k4");
    k4.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
    const cave = q(root, '[data-kind="territory"][data-id="cave"]');
    cave.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(moves(model)[0].path).toEqual(["card:k4", "territory:cave"]);
  });
});

describe("explanations, language and replies", () => {
  it("shows each step's events with rule ids, and a rule's text on click", async () => {
    const { root, model } = mount("open_take");
    model.emit({ type: "log", log: { start: 0, steps: states.open_take.log } });
    const panel = q(root, ".wp-explain");
    expect(panel.textContent).toContain("Player 1 leads the Black 4 into the Cave.");
    expect(panel.textContent).toContain("Player 2 wins the trick");
    // Why each move was allowed, with its rules, under the move.
    const whys = qa(panel, ".wp-step .wp-why");
    expect(whys).toHaveLength(2);
    expect(whys[0].textContent).toContain("any card may go to any territory");
    expect(whys[0].querySelector('.wp-rule-chip[data-rule="LW-T1"]')).toBeTruthy();
    click(q(panel, '.wp-rule-chip[data-rule="LW-T8"]'));
    const popup = q(root, ".wp-rule") as HTMLElement;
    expect(popup.hidden).toBe(false);
    expect(popup.textContent).toContain("LW-T8");
    expect(qa(root, ".wp-log-step")).toHaveLength(2);
  });

  it("re-renders every text when the language changes", async () => {
    const { root, model } = mount("open_take");
    model.emit({ type: "log", log: { start: 0, steps: states.open_take.log } });
    model.set("language", "de");
    await settle();
    expect(root.dataset.lang).toBe("de");
    expect(q(root, ".wp-explain").textContent).toMatch(/Spieler 1 .*Höhle/);
    expect(q(root, ".wp-new").textContent).toBe("Neues Spiel");
    click(q(root, '.wp-langs button[data-lang="ja"]'));
    expect(model.sent.at(-1)).toMatchObject({ cmd: "language", value: "ja" });
  });

  it("shows Python's refusal and clears busy when done", () => {
    const { root, model } = mount("open_lead");
    click(q(root, '[data-kind="card"][data-id="k4"][data-player="0"]'));
    click(q(root, '[data-kind="territory"][data-id="cave"]'));
    const id = moves(model)[0].id;
    model.emit({ type: "done", id, cmd: "move", refused: ["lw.no.full", { territory: "cave" }] });
    expect(q(root, ".wp-notice").textContent).toContain("Cave");
    expect(q(root, '.wp-notice .wp-rule-chip[data-rule="LW-T3"]')).toBeTruthy();
    expect(root.dataset.busy).toBe("true"); // the first requests (log, history) are not answered yet
    model.emit({ type: "done", id: model.sent[0].id });
    expect(root.dataset.busy).toBe("true"); // nor the second (the game's history)
    model.emit({ type: "done", id: model.sent[1].id });
    expect(root.dataset.busy).toBeUndefined();
  });

  it("applies incremental log updates, truncating after an undo", () => {
    const { root, model } = mount("open_take");
    const log = states.open_take.log;
    model.emit({ type: "log", log: { start: 0, steps: log } });
    model.emit({ type: "done", id: null, log: { start: 1, steps: [] } });
    expect(qa(root, ".wp-log-step")).toHaveLength(1);
    expect(tricks(log).length).toBeGreaterThan(0);
  });

  it("sends the controls as intents", () => {
    const { root, model } = mount("open_take");
    click(q(root, ".wp-undo"));
    click(q(root, ".wp-back"));
    (q(root, ".wp-seed") as HTMLInputElement).value = "42";
    click(q(root, ".wp-new"));
    const sel = q(root, ".wp-perspective") as HTMLSelectElement;
    sel.value = "1";
    sel.dispatchEvent(new Event("change"));
    const cmds = model.sent.filter((m: any) => m.cmd !== "log" && m.cmd !== "history").map(({ id: _id, ...rest }: any) => rest);
    expect(cmds).toEqual([
      { cmd: "undo" },
      { cmd: "back" },
      { cmd: "new", seed: 42, options: { advanced: false } }, // the board side, as it is now
      { cmd: "perspective", value: 1 },
    ]);
  });
});

describe("the board side", () => {
  it("is a new-game option: the advanced side is chosen with a checkbox", () => {
    const { root, model } = mount("open_lead");
    const box = q<HTMLInputElement>(root, 'input.wp-option[data-option="advanced"]');
    expect(box.checked).toBe(false);
    expect(box.parentElement!.textContent).toContain("Advanced side");
    box.checked = true;
    box.dispatchEvent(new Event("change", { bubbles: true }));
    click(q(root, ".wp-new"));
    expect(model.sent.at(-1)).toMatchObject({ cmd: "new", options: { advanced: true } });
  });
});
