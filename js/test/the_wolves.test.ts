import { describe, expect, it } from "vitest";
import { text } from "../common/i18n";
import { boardLabel } from "../common/labels";
import { assemble, instruction, renderer, rendererOf, turns, words } from "../the_wolves/index";
import { textWidth } from "../common/svg";
import { center, corners, DIRECTIONS, fit, SQRT3 } from "../the_wolves/map";
import { drawPanel } from "../the_wolves/panel";
import { click, fakeModel, fixtures, mountBoard, mounter, moves, projectorMounter, q, qa, settle } from "./fake";
import FIXTURES from "./fixtures/the_wolves.json";

const game = fixtures(FIXTURES);
const { catalog, states, samples } = game;
const mount = mounter(renderer, game);

/** The view of a fixture state, put together as the renderer does. */
function viewOf(name: string): any {
  const st = states[name];
  const parts = Object.fromEntries(st.part_names.map((n: string, i: number) => [n, st[`part${i}`]]));
  return assemble(parts, st.static);
}

const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));

describe("the map renderer", () => {
  it("gives every board its own patterns: a board never fills from another one's", () => {
    const boards = [mount("open_choose3").root, mount("open_choose3").root];
    const ids = boards.map((root) => qa(root, "pattern").map((p) => p.id));
    expect(ids[0]).toHaveLength(ids[1].length);
    expect(ids[0].filter((id) => ids[1].includes(id))).toEqual([]);
    for (const root of boards) {
      for (const el of qa(root, '[fill^="url(#"]')) {
        const id = /^url\(#(.+)\)$/.exec(el.getAttribute("fill")!)![1];
        expect(root.querySelector(`pattern[id="${id}"]`)).not.toBeNull();
      }
    }
  });

  it("keeps every label of a player board's reserve row clear of its pieces, in every language", () => {
    const view = viewOf("open_over3");
    for (const lang of ["en", "de", "ja"]) {
      const w = words({
        lang,
        catalog,
        term: (kind: string, value: unknown) => catalog.terms[kind]?.[lang]?.[String(value)] ?? String(value),
        label: boardLabel(catalog, renderer.labels, lang),
        player: (p: number) => `P${p}`,
      });
      const row = drawPanel(view, view.boards[0], 0, 0, 364, w).querySelector(".reserve")!;
      const xOf = (el: Element) => Number(/translate\(([-\d.]+)/.exec(el.getAttribute("transform") ?? "")?.[1] ?? NaN);
      const labels = [...row.querySelectorAll(".reserve-label")];
      expect(labels).toHaveLength(3);
      for (const label of labels) {
        const end = Number(label.getAttribute("x")) + textWidth(label.textContent!, 10);
        const next = label.nextElementSibling!;
        expect(xOf(next) - 6, `${lang}: ${label.textContent}`).toBeGreaterThanOrEqual(end);
      }
      const last = row.lastElementChild!;
      expect(8 + xOf(last) + 6, lang).toBeLessThanOrEqual(364);
    }
  });

  it("places every neighbour one hex width away, in the data file's six directions", () => {
    for (const [dx, dy] of DIRECTIONS) {
      const [x, y] = center(dx, dy, 10);
      expect(Math.hypot(x, y)).toBeCloseTo(SQRT3 * 10, 6);
    }
    const [tx, ty] = center(0, -1, 10);
    expect([tx, ty]).toEqual([0, -SQRT3 * 10]);
    expect(corners(10)[0]).toEqual([10, 0]);
    const f = fit([{ xy: [0, 0] }, { xy: [4, 2] }], 200, 1000);
    expect(f.width).toBeCloseTo(200, 6);
  });

  it("draws every hex of the map once, with its terrain's colour and pattern", () => {
    const { root } = mount("open_choose3");
    const st = states.open_choose3.static;
    const hexes = qa(root, ".tw-board .hex");
    expect(hexes).toHaveLength(st.hexes.length);
    expect(new Set(hexes.map((h) => h.getAttribute("data-el"))).size).toBe(st.hexes.length);
    for (const h of st.hexes.slice(0, 20)) {
      const node = q(root, `.hex[data-hex="${h.hex}"]`);
      expect(node.getAttribute("data-terrain")).toBe(h.terrain);
      const fill = node.querySelector(".hex-pattern")!.getAttribute("fill")!;
      const id = /^url\(#(tw-pat-[a-z0-9]+)-(\w+)\)$/.exec(fill);
      expect(id?.[2]).toBe(h.terrain);
      expect(q(root, `pattern#${id![1]}-${h.terrain}`)).toBeTruthy(); // the board's own pattern
    }
    // each terrain its own pattern and colour, so that they read without colour too
    const terrains = ["forest", "rock", "grass", "tundra", "desert"];
    const patterns = terrains.map((t) => q(root, `pattern[id$="-${t}"]`).innerHTML);
    expect(new Set(patterns).size).toBe(5);
    const fills = terrains.map((t) => q(root, `.hex[data-terrain="${t}"] .hex-fill`).getAttribute("fill"));
    expect(new Set(fills).size).toBe(5);
    expect(q(root, ".region-borders").getAttribute("d")!.length).toBeGreaterThan(100);
    expect(qa(root, '.hex[data-terrain="chasm"]').length).toBeGreaterThan(0);
  });

  it("draws the scoring tokens on the water, the lone wolves, the prey and every piece", () => {
    const { root } = mount("open_choose3");
    const view = viewOf("open_choose3");
    for (const r of view.regions) {
      const token = q(root, `.hex[data-hex="${r.water}"] .region-token`);
      expect(token.getAttribute("data-tokens")).toBe(String(r.tokens.length));
      if (r.tokens.length) expect(token.querySelector(".moon")!.getAttribute("data-phase")).toBe(r.tokens[0]);
    }
    const lone = view.hexes.filter((h: any) => h.lone_wolf);
    expect(qa(root, ".hex .lone-wolf")).toHaveLength(lone.length);
    expect(qa(root, ".hex .prey-stack")).toHaveLength(view.hexes.filter((h: any) => h.prey).length);
    for (const h of view.hexes.filter((x: any) => x.pieces.length)) {
      for (const p of h.pieces) {
        const piece = q(root, `.hex[data-hex="${h.hex}"] [data-el="piece:${h.hex}:${p.kind}"]`);
        expect(piece.getAttribute("data-owner")).toBe(String(p.owner));
      }
    }
  });

  it("gives each kind of piece its own shape", () => {
    const { root } = mount("open_over3");
    const shapes = new Map<string, string>();
    for (const el of qa(root, ".hex .piece .piece-shape")) {
      const kind = el.getAttribute("data-shape")!;
      const inner = el.lastElementChild!;
      shapes.set(kind, inner.tagName + (inner.getAttribute("points") ?? "").split(" ").length);
    }
    expect([...shapes.keys()].sort()).toEqual(expect.arrayContaining(["alpha", "den", "pack"]));
    expect(new Set(shapes.values()).size).toBe(shapes.size);
  });

  it("draws the neutral pack of two players in its own dashed white", () => {
    const { root } = mount("open_choose2");
    const neutral = qa(root, '.piece[data-owner="5"]');
    expect(neutral.length).toBeGreaterThan(0);
    expect(neutral[0].querySelector(".shape")!.getAttribute("stroke-dasharray")).toBeTruthy();
  });

  it("says what is on a hovered hex and who controls its region", () => {
    const { root } = mount("open_displace3");
    const view = viewOf("open_displace3");
    const region = view.regions.find((r: any) => r.control.length)!;
    const h = view.hexes.find((x: any) => x.region === region.index && x.pieces.length)!;
    const node = q(root, `.hex[data-hex="${h.hex}"]`);
    node.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    const inspector = q(root, ".inspector");
    expect(inspector.getAttribute("data-hex")).toBe(h.hex);
    expect(inspector.textContent).toContain(`Hex ${h.hex}`);
    expect(inspector.textContent).toContain(`region ${region.index + 1}`);
    expect(inspector.textContent).toMatch(/leads|tied first/);
    expect(node.getAttribute("aria-label")).toBe(inspector.textContent);
  });

  it("shows each region's control on demand, and remembers it across redraws", () => {
    const { root, model } = mount("open_displace3");
    const svg = () => q(root, "svg.tw-board");
    expect(svg().classList.contains("with-control")).toBe(false);
    const toggle = q(root, ".control-toggle");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    click(toggle);
    expect(svg().classList.contains("with-control")).toBe(true);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    const view = viewOf("open_displace3");
    const scored = view.regions.filter((r: any) => r.standing);
    expect(qa(root, ".control-card")).toHaveLength(scored.length);
    const leader = scored.find((r: any) => r.standing.first.length === 1)!;
    const card = q(root, `.control-card[data-region="${leader.index}"]`);
    expect(card.textContent).toContain("★");
    model.set("nav", { ...states.open_displace3.nav }); // a redraw
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(svg().classList.contains("with-control")).toBe(true);
        resolve();
      }, 0),
    );
  });

  it("updates the board in place, drawing again only the hexes and boards that changed", async () => {
    const { root, model } = mount("open_choose3");
    const svg = q(root, "svg.tw-board");
    const later = states.open_wolf3; // the same game, some decisions later
    const before = viewOf("open_choose3");
    const after = viewOf("open_wolf3");
    const same = after.hexes.find((h: any, i: number) => JSON.stringify(h) === JSON.stringify(before.hexes[i]) && (h.pieces.length || h.lone_wolf))!;
    const moved = after.hexes.find((h: any, i: number) => JSON.stringify(h.pieces) !== JSON.stringify(before.hexes[i].pieces))!;
    const keep = q(root, `.hex[data-hex="${same.hex}"] .hex-content`).firstElementChild;
    const gone = q(root, `.hex[data-hex="${moved.hex}"] .hex-content`).innerHTML;
    const node = q(root, `.hex[data-hex="${moved.hex}"]`);
    for (const name of ["part_names", ...later.part_names.map((_: string, i: number) => `part${i}`), "legal", "nav"]) {
      model.set(name, later[name]);
    }
    await settle();
    expect(q(root, "svg.tw-board")).toBe(svg);
    expect(q(root, `.hex[data-hex="${moved.hex}"]`)).toBe(node);
    expect(q(root, `.hex[data-hex="${same.hex}"] .hex-content`).firstElementChild).toBe(keep);
    expect(q(root, `.hex[data-hex="${moved.hex}"] .hex-content`).innerHTML).not.toBe(gone);
    expect(qa(root, ".hex .piece").length).toBe(after.hexes.reduce((n: number, h: any) => n + new Set(h.pieces.map((p: any) => `${p.owner}${p.kind}`)).size, 0));
    expect(q(root, ".turn-line").textContent).toContain("now: Move");
    // the kit's marks are applied to the updated drawing
    expect(qa(root, ".piece.legal").length).toBeGreaterThan(0);
    // another game: a board built anew
    model.set("static", states.open_pay4.static);
    for (const name of ["part_names", ...states.open_pay4.part_names.map((_: string, i: number) => `part${i}`), "legal", "nav"]) {
      model.set(name, states.open_pay4[name]);
    }
    await settle();
    expect(q(root, "svg.tw-board")).not.toBe(svg);
    expect(qa(root, ".player-board")).toHaveLength(4);
  });

  it("draws the moon calendar with the pieces on it and this player count's scoring dates", () => {
    const { root } = mount("p0_five");
    const view = viewOf("p0_five");
    expect(qa(root, ".calendar .date")).toHaveLength(30);
    for (const [phase, date] of Object.entries(view.calendar.scoring_dates)) {
      expect(q(root, `.date[data-date="${date}"]`).getAttribute("data-phase")).toBe(phase);
    }
    expect(qa(root, ".date.used")).toHaveLength(view.calendar.dates.length);
    expect(q(root, ".turn-line").textContent).toContain(`Turn ${view.turn}`);
  });

  it("draws every player board: tiles with both faces, tokens, tracks, reserves, points", () => {
    const { root } = mount("p0_five");
    const view = viewOf("p0_five");
    expect(qa(root, ".player-board")).toHaveLength(5);
    for (const b of view.boards) {
      const panel = q(root, `.player-board[data-player="${b.player}"]`);
      expect(panel.querySelector(".panel-score")!.getAttribute("data-score")).toBe(String(b.score.total));
      const tiles = [...panel.querySelectorAll(".tile")];
      expect(tiles.map((t) => t.getAttribute("data-shows"))).toEqual(b.tiles.map((t: any) => t.shows));
      expect(tiles[1].getAttribute("data-other")).toBe(b.tiles[1].other);
      expect(tiles.every((t) => t.getAttribute("data-owner") === String(b.player))).toBe(true);
      for (const [name, tr] of Object.entries(b.tracks) as Array<[string, any]>) {
        const track = panel.querySelector(`.track[data-track="${tr.short}"]`)!;
        expect(track.getAttribute("data-value")).toBe(String(tr.value));
        expect(track.querySelectorAll(".den-slot.full")).toHaveLength(tr.dens_left);
        expect(name.endsWith(tr.short)).toBe(true);
      }
      expect(panel.querySelectorAll(".prey-slot.got")).toHaveLength(b.prey.length);
      expect(panel.querySelectorAll(`[data-el^="bonus:${b.player}:"]`)).toHaveLength(b.bonus_terrain);
    }
    expect(q(root, `.player-board[data-player="${view.to_move}"]`).classList.contains("to-move")).toBe(true);
  });

  it("shows the final scoring with every part of every score and the winners", () => {
    const { root } = mount("open_over3");
    const f = states.open_over3.final;
    const rows = qa(root, ".tw-final tbody tr");
    expect(rows.map((r) => r.getAttribute("data-total"))).toEqual(f.rows.map((r: any) => String(r.total)));
    expect(qa(root, ".tw-final tr.winner").map((r) => Number(r.getAttribute("data-player")))).toEqual(f.winners);
    expect(qa(root, ".tw-final .wp-score-lines li")).toHaveLength(f.lines.length);
    expect(q(root, ".wp-status").textContent).toContain("Game over");
  });

  it("says how the game ended: the full moon, nobody able to act, or the last round allowed", () => {
    const f = states.open_over3.final;
    const kept = f.end;
    try {
      for (const [end, label] of [["full", "endFull"], ["stall", "endStall"], ["limit", "endLimit"]]) {
        f.end = end;
        const text = q(mount("open_over3").root, ".tw-result").textContent!;
        expect(text.startsWith(boardLabel(catalog, renderer.labels, "en")(label)), end).toBe(true);
      }
    } finally {
      f.end = kept;
    }
  });
});

describe("the action bar and the points, in every language", () => {
  it("makes every button as wide as its label and keeps the bar in the board's width", async () => {
    for (const lang of ["en", "de", "ja"]) {
      for (const projector of [false, true]) {
        const { root, model } = (projector ? projectorMounter(rendererOf, game) : mount)("open_choose3");
        model.set("language", lang);
        await settle();
        const xOf = (el: Element) => Number(/translate\(([-\d.]+),/.exec(el.getAttribute("transform")!)![1]);
        const bar = q(root, ".action-bar");
        let end = 0;
        for (const item of qa(bar, ".bar-button, .terrain-chip")) {
          const box = item.querySelector("rect")!;
          const width = Number(box.getAttribute("width"));
          const label = item.querySelector("text")!;
          const words = label.textContent!;
          // (a label's estimate comes within 7% of the font's width; 4 units spare each side)
          const needs = textWidth(words, Number(label.getAttribute("font-size")), item.classList.contains("bar-button")) * 1.07;
          const room = item.classList.contains("bar-button") ? width - 8 : width - 2 - Number(label.getAttribute("x")) - 4;
          expect(needs, `${lang}: ${words}`).toBeLessThanOrEqual(room);
          expect(xOf(item), `${lang}: ${words} after the one before`).toBeGreaterThanOrEqual(end);
          end = xOf(item) + width;
        }
        expect(xOf(bar) + end, lang).toBeLessThanOrEqual(1000 - 4);
      }
    }
  });

  it("says the points in each language's own word: VP, SP, 勝利点", async () => {
    const { root, model } = mount("open_over3");
    const score = () => q(root, ".player-board .panel-score").textContent!;
    expect(score()).toMatch(/^\d+ VP · tokens \d+$/);
    model.set("language", "de");
    await settle();
    expect(score()).toMatch(/^\d+ SP · Marker \d+$/);
    model.set("language", "ja");
    await settle();
    expect(score()).toMatch(/^勝利点\d+・トークン\d+$/);
    // the tracks' points and the regions' values too
    expect(q(root, "svg.tw-board").textContent).not.toContain("VP");
    expect(qa(root, ".track-vp").length).toBeGreaterThan(0);
  });
});

describe("the path picker on the map", () => {
  it("lights the actions that can be taken and says why the others cannot", () => {
    const { root, model } = mount("open_choose3");
    const legal = qa(root, '[data-el^="action:"].legal').map((e) => e.getAttribute("data-el"));
    const paths = Object.keys(states.open_choose3.legal.paths).filter((p) => p.startsWith("action:"));
    expect(legal.sort()).toEqual(paths.sort());
    const dark = qa(root, '[data-el^="action:"].dimmed');
    expect(dark.length).toBeGreaterThan(0);
    expect(dark[0].getAttribute("data-reason")).toMatch(/\(TW-T\d/);
    expect(q(root, ".wp-status").textContent).toContain("Choose an action");
    click(q(root, '[data-el="action:move"]'));
    expect(moves(model)).toEqual([{ cmd: "move", path: ["action:move"], id: expect.any(Number) }]);
  });

  it("lights the wolves, then the hexes a chosen wolf may stop on; Escape steps back", () => {
    const { root, model, board } = mount("open_wolf3");
    const tree = states.open_wolf3.legal.paths;
    const wolves = Object.keys(tree).filter((e) => e.startsWith("piece:"));
    expect(qa(root, ".piece.legal").map((p) => p.getAttribute("data-el")).sort()).toEqual(wolves.sort());
    const wolf = wolves[0];
    click(q(root, `[data-el="${wolf}"]`));
    expect(board.path).toEqual([wolf]);
    expect(q(root, `[data-el="${wolf}"]`).classList.contains("selected")).toBe(true);
    const ends = Object.keys(tree[wolf]);
    expect(qa(root, ".hex.target").map((h) => h.getAttribute("data-el")).sort()).toEqual(ends.sort());
    const dark = qa(root, ".hex.dimmed");
    expect(dark.length).toBeGreaterThan(10);
    expect(dark.map((h) => h.getAttribute("data-reason")).join(" ")).toContain("may stop only on a lit hex");
    expect(q(root, ".wp-status").textContent).toContain("Choose where this wolf goes");
    key(q(root, `[data-el="${ends[0]}"]`), "Escape");
    expect(board.path).toEqual([]);
    expect(qa(root, ".hex.target")).toHaveLength(0);
    expect(moves(model)).toHaveLength(0);
    click(q(root, `[data-el="${wolf}"]`));
    click(q(root, `[data-el="${ends[0]}"]`));
    expect(moves(model)[0].path).toEqual([wolf, ends[0]]);
  });

  it("says why a dark hex cannot be chosen, and sends nothing", () => {
    const { root, model } = mount("open_displace3");
    const dark = q(root, ".hex.dimmed");
    expect(dark.getAttribute("data-reason")).toContain("(TW-T4)");
    click(dark);
    expect(q(root, ".wp-notice").textContent).toContain("nearest");
    expect(q(root, '.wp-notice .wp-rule-chip[data-rule="TW-T4"]')).toBeTruthy();
    expect(moves(model)).toHaveLength(0);
    const lit = q(root, ".hex.legal");
    key(lit, "Enter");
    expect(moves(model)[0].path).toEqual([lit.getAttribute("data-el")]);
  });

  it("takes a payment's tiles in any order", () => {
    const { root, model, board } = mount("open_pay4");
    const tree = states.open_pay4.legal.paths;
    const first = Object.keys(tree);
    expect(qa(root, ".tile.legal, .bonus.legal").map((t) => t.getAttribute("data-el")).sort()).toEqual(first.sort());
    expect(q(root, ".wp-status").textContent).toContain("Pay");
    const last = first[first.length - 1];
    click(q(root, `[data-el="${last}"]`));
    expect(board.path).toEqual([last]);
    const next = Object.keys(tree[last]);
    expect(qa(root, ".tile.target, .bonus.target").map((t) => t.getAttribute("data-el")).sort()).toEqual(next.sort());
    expect(q(root, ".wp-status").textContent).toContain("more");
    click(q(root, `[data-el="${next[0]}"]`));
    expect(moves(model)[0].path).toEqual([last, next[0]]);
    const dark = qa(root, ".tile.dimmed").find((t) => (t.getAttribute("data-reason") ?? "").includes("TW-T1"));
    expect(dark).toBeTruthy();
  });

  it("dims what belongs to a player who waits, with why", () => {
    const { root, model } = mount("p1_waiting3");
    expect(qa(root, "[data-el].legal")).toHaveLength(0);
    const own = qa(root, '[data-owner="1"].dimmed');
    expect(own.length).toBeGreaterThan(5);
    expect(own[0].getAttribute("data-reason")).toContain("chooses an action");
    click(own[0]);
    expect(moves(model)).toHaveLength(0);
  });

  it("marks the hinted decision on the board and explains it from the position", () => {
    const { root } = mount("p0_hint2");
    const hint = states.p0_hint2.hint;
    for (const element of hint.best_path) {
      expect(q(root, `[data-el="${element}"]`).classList.contains("hinted")).toBe(true);
    }
    // One sentence from the position (the move and its first reason); the others on "Why?".
    expect(q(root, ".wp-hint-explanation").textContent).toContain("Suggested");
    expect(q(root, ".wp-hint-explanation").textContent).toMatch(/region|moon calendar|den|track/);
    expect(q(root, ".wp-hint-why").textContent).toMatch(/moon calendar|region|scoring/);
  });
});

describe("words", () => {
  it("renders every sample explanation exactly as Python does, in every language", () => {
    expect(samples.length).toBeGreaterThan(150);
    for (const s of samples) {
      for (const lang of ["en", "de", "ja"]) expect(text(catalog, s.e, lang)).toBe(s.text[lang]);
    }
  });

  it("groups the log into turns and says what to do at each decision", () => {
    const log = states.open_over3.log;
    const groups = turns(log);
    expect(groups.reduce((n, g) => n + g.steps.length, 0)).toBe(log.length);
    for (const g of groups.slice(0, -1)) {
      const last = g.steps[g.steps.length - 1];
      expect(last.e.some((e: any) => e[0] === "tw.ev.turn" || e[0] === "tw.ev.game_over")).toBe(true);
    }
    const ctx = {
      lang: "de",
      catalog,
      term: (kind: string, value: unknown) => catalog.terms[kind]?.de?.[String(value)] ?? String(value),
      label: boardLabel(catalog, renderer.labels, "de"),
      player: (p: number) => `Spieler ${p}`,
    };
    expect(instruction(viewOf("open_place3"), [], ctx)).toContain("Paar");
    expect(instruction(viewOf("open_wolf3"), [], ctx)).toContain("Fertig");
    expect(words(ctx).term("twterrain", "grass")).toBe("Gras");
  });
});

describe("one screen: the map zooms, the hex line wraps", () => {
  it("zooms the map in and out with its buttons, inside its frame, without a move", () => {
    const { root, model } = mount("p0_five");
    const frame = q(root, ".map-frame");
    const map = frame.firstElementChild!.firstElementChild!;
    expect(frame.getAttribute("data-zoom")).toBe("1");
    const before = model.sent.length;
    click(q(root, ".zoom-button.zoom-in"));
    expect(frame.getAttribute("data-zoom")).toBe("1.5");
    expect(map.getAttribute("transform")).toContain("scale(1.5)");
    click(q(root, ".zoom-button.zoom-in"));
    expect(frame.getAttribute("data-zoom")).toBe("2");
    click(q(root, ".zoom-button.zoom-out"));
    expect(frame.getAttribute("data-zoom")).toBe("1.5");
    click(q(root, ".zoom-button.zoom-all"));
    expect(frame.getAttribute("data-zoom")).toBe("1");
    expect(map.getAttribute("transform")).toContain("scale(1)");
    expect(model.sent.length).toBe(before); // zooming is the browser's own: no intent
    expect(frame.getAttribute("clip-path")).toMatch(/^url\(#/);
    for (const b of qa(root, ".zoom-button")) {
      expect(b.getAttribute("role")).toBe("button");
      expect(b.getAttribute("aria-label")).toBeTruthy();
    }
  });

  it("keeps the zoom when the board is updated in place", async () => {
    const { root, model } = mount("p0_five");
    click(q(root, ".zoom-button.zoom-in"));
    model.set("language", "en");
    model.set("nav", { ...model.get("nav") });
    await settle();
    expect(q(root, ".map-frame").getAttribute("data-zoom")).toBe("1.5");
  });

  it("writes the hex line as wrapping HTML text", () => {
    const { root } = mount("p0_five");
    const line = q<HTMLElement>(root, "foreignObject > div.inspector");
    expect(line).not.toBeNull();
    expect(line.getAttribute("aria-live")).toBe("polite");
  });
});

describe("layouts", () => {
  it("takes the author's layout: compact folds the controls used less often", async () => {
    const { root, model } = mount("p0_five");
    expect(root.dataset.screen).toBe("wide");
    model.set("screen", "compact");
    await settle();
    expect(root.classList.contains("wp-compact")).toBe(true);
    const more = q<HTMLButtonElement>(root, ".wp-more");
    expect(more.getAttribute("aria-expanded")).toBe("false");
    click(more);
    expect(q(root, ".wp-controls").classList.contains("wp-show-more")).toBe(true);
    expect(more.getAttribute("aria-expanded")).toBe("true");
    model.set("screen", "projector");
    await settle();
    expect(root.classList.contains("wp-projector")).toBe(true);
    expect(root.classList.contains("wp-compact")).toBe(false);
  });
});

describe("the projector's layout", () => {
  const onProjector = projectorMounter(rendererOf, game);

  it("draws every player board in one line with its tracks' values large, the same elements", () => {
    const normal = mount("p0_five").root;
    const { root } = onProjector("p0_five");
    const svg = q(root, "svg.tw-board");
    expect(svg.classList.contains("projector")).toBe(true);
    expect(svg.getAttribute("viewBox")).toBe("0 0 1000 370");
    const ids = (r: Element) => qa(r, "svg.tw-board [data-el]").map((e) => e.getAttribute("data-el")).sort();
    expect(ids(root)).toEqual(ids(normal));
    for (const name of ["open_place3", "open_pay4", "open_displace3", "open_choose2", "open_over3"]) {
      expect(ids(onProjector(name).root), name).toEqual(ids(mount(name).root));
    }
    const values = qa(root, ".track-value");
    expect(values).toHaveLength(5 * 3);
    for (const v of values) expect(Number(v.getAttribute("font-size"))).toBeGreaterThanOrEqual(30);
    expect(qa(root, "foreignObject")).toHaveLength(0);
  });

  it("shows region control on demand as a table of large values, the regions numbered on the map", async () => {
    const { root } = onProjector("open_over3");
    const svg = q(root, "svg.tw-board");
    const regions = qa(root, ".control-table .control-row");
    expect(regions.length).toBe(qa(root, ".control-layer .region-number").length);
    expect(regions.length).toBeGreaterThan(0);
    expect(qa(root, ".control-layer .control-card")).toHaveLength(0);
    for (const v of qa(root, ".control-value")) expect(Number(v.getAttribute("font-size"))).toBeGreaterThanOrEqual(30);
    const shown = svg.classList.contains("with-control");
    click(q(root, ".control-toggle"));
    expect(svg.classList.contains("with-control")).toBe(!shown);
  });

  it("takes the projector's layout when the screen changes, and the normal one back", async () => {
    const model = fakeModel(game, "p0_five");
    const root = mountBoard(model, rendererOf(model)).root;
    expect(q(root, "svg.tw-board").getAttribute("viewBox")).not.toBe("0 0 1000 370");
    model.set("screen", "projector");
    await settle();
    expect(q(root, "svg.tw-board").getAttribute("viewBox")).toBe("0 0 1000 370");
    model.set("screen", "auto");
    await settle();
    expect(q(root, "svg.tw-board").classList.contains("projector")).toBe(false);
  });
});
