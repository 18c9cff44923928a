import { describe, expect, it } from "vitest";
import { text } from "../common/i18n";
import { renderer, rendererOf, turns } from "../triqueta/index";
import { textWidth } from "../common/svg";
import { click, fakeModel, fixtures, mountBoard, mounter, moves, projectorMounter, q, qa, settle } from "./fake";
import FIXTURES from "./fixtures/triqueta.json";

const game = fixtures(FIXTURES);
const { catalog, states, samples } = game;
const mount = mounter(renderer, game);

describe("drawing the board", () => {
  it("draws the current tower as five piles of backs, never a face", () => {
    const { root } = mount("open_round2");
    const stacks = qa(root, '[data-kind="stack"]');
    expect(stacks.map((s) => s.getAttribute("data-id"))).toEqual(["0", "1", "2", "3", "4"]);
    const tower = states.open_round2.view.towers[states.open_round2.view.current_tower];
    stacks.forEach((s, i) => expect(s.getAttribute("data-count")).toBe(String(tower.stacks[i].length)));
    expect(qa(root, ".current-tower [data-tile]")).toHaveLength(0);
    // A pile with a shadow tile at its bottom shows its dark back under the light ones.
    expect(qa(root, '[data-kind="under"][data-back="shadow"]').length).toBeGreaterThan(0);
    expect(qa(root, '[data-kind="tower"]')).toHaveLength(4);
    expect(qa(root, '[data-kind="tower"][data-tree="1"]')).toHaveLength(2);
  });

  it("draws one row per player and each collection by animal with its worth", () => {
    const { root } = mount("p0_turn");
    expect(qa(root, '[data-kind="row"]')).toHaveLength(4);
    const row1 = q(root, '[data-kind="row"][data-id="1"]');
    expect(row1.querySelectorAll("[data-tile]")).toHaveLength(states.p0_turn.view.rows[1].tiles.length);
    for (const seat of states.p0_turn.view.seats) {
      for (const line of seat.sets) {
        const cell = q(root, `.animal-cell[data-player="${seat.player}"][data-animal="${line.animal}"]`);
        expect(cell.getAttribute("data-points")).toBe(String(line.points));
      }
    }
    // Player 1 kept a tile: they see its face in their keep space, marked as kept.
    expect(qa(root, '[data-kind="keep"][data-owner="0"] .kept-tile[data-tile]')).toHaveLength(1);
  });

  it("shows another player's drawn and kept tiles only as backs", () => {
    const { root } = mount("p1_waiting");
    expect(states.p1_waiting.view.pending.tiles[0].tile).toBeNull();
    expect(qa(root, ".drawn .pending-tile[data-back]")).toHaveLength(1);
    expect(qa(root, ".drawn [data-tile]")).toHaveLength(0);
    expect(qa(root, '[data-kind="keep"][data-owner="0"] [data-tile]')).toHaveLength(0);
    expect(qa(root, '[data-kind="keep"][data-owner="0"] .tile-back')).toHaveLength(1);
    const own = mount("p0_place");
    expect(qa(own.root, ".drawn .pending-tile[data-tile]")).toHaveLength(1);
  });

  it("shows the final scoring per player and animal, then every rule line", () => {
    const { root } = mount("p1_over");
    const f = states.p1_over.final;
    expect(qa(root, ".wp-score-table tbody tr").map((r) => r.getAttribute("data-player"))).toEqual(["0", "1", "2"]);
    expect(qa(root, ".wp-score-lines li")).toHaveLength(f.lines.length);
    expect(q(root, ".wp-score-table").textContent).toContain(String(f.points[0]));
    expect(q(root, ".tq-board .round").textContent).toMatch(/wins|share/);
  });

  it("covers the board in a hot seat until the next person asks to see it", () => {
    const { root, model } = mount("covered");
    expect(qa(root, ".tq-board")).toHaveLength(0);
    const button = q(root, ".wp-uncover");
    expect(button.textContent).toContain("Player 2");
    click(button);
    expect(model.sent.at(-1)).toMatchObject({ cmd: "uncover" });
  });
});

describe("clicking moves (no round trip until a move is complete)", () => {
  it("lights the stacks and rows, and sends a stack's draw", () => {
    const { root, model } = mount("p0_turn");
    expect(qa(root, '[data-kind="stack"].legal')).toHaveLength(5);
    expect(qa(root, '[data-kind="row"].legal')).toHaveLength(4);
    expect(q(root, ".wp-status").textContent).toContain("Player 1 to move: draw from a stack");
    click(q(root, '[data-kind="stack"][data-id="3"]'));
    expect(moves(model)).toEqual([{ cmd: "move", path: ["stack:3"], id: expect.any(Number) }]);
  });

  it("offers the rows and the keep space for a drawn tile", () => {
    const { root, model } = mount("p0_place");
    expect(q(root, '[data-kind="keep"][data-owner="0"]').classList.contains("legal")).toBe(true);
    expect(q(root, '[data-kind="stack"]').classList.contains("dimmed")).toBe(true);
    expect(q(root, '[data-kind="stack"]').getAttribute("data-reason")).toContain("first decides about the drawn light tile");
    click(q(root, '[data-kind="keep"][data-owner="0"]'));
    expect(moves(model)[0].path).toEqual(["keep:0"]);
  });

  it("takes two stacks in either order in the 2-player variant", () => {
    const { root, model, board } = mount("v2_turn");
    expect(q(root, ".wp-status").textContent).toContain("draw two tiles");
    click(q(root, '[data-kind="stack"][data-id="3"]'));
    expect(board.path).toEqual(["stack:3"]);
    expect(q(root, ".wp-status").textContent).toContain("second stack");
    expect(moves(model)).toHaveLength(0);
    click(q(root, '[data-kind="stack"][data-id="1"]'));
    expect(moves(model)[0].path).toEqual(["stack:3", "stack:1"]);
  });

  it("offers the box for a drawn tile in the 2-player variant", () => {
    const { root, model } = mount("v2_place");
    const box = q(root, '[data-kind="box"]');
    expect(box.classList.contains("legal")).toBe(true);
    click(box);
    expect(moves(model)[0].path).toEqual(["box:return"]);
  });

  it("says why a tile under the top cannot be drawn", () => {
    const { root, model } = mount("open_round2");
    const shadow = q(root, '[data-kind="under"][data-back="shadow"]');
    expect(shadow.classList.contains("dimmed")).toBe(true);
    expect(shadow.getAttribute("data-reason")).toContain("This shadow tile lies at the bottom");
    click(shadow);
    expect(q(root, ".wp-notice").textContent).toContain("only once no light tile lies on it");
    expect(q(root, '.wp-notice .wp-rule-chip[data-rule="TQ-T1"]')).toBeTruthy();
    expect(moves(model)).toHaveLength(0);
    const tower = q(root, '[data-kind="tower"]');
    expect(tower.getAttribute("data-reason")).toContain("whoever takes the last row");
  });

  it("draws the counting choices with their points and sends the chosen one", () => {
    const { root, model } = mount("p0_count");
    const choices = states.p0_count.view.choices;
    const buttons = qa(root, '[data-kind="count"].legal');
    expect(buttons.map((b) => b.getAttribute("data-id"))).toEqual(choices.map((c: any) => c.id));
    expect(buttons[1].getAttribute("data-total")).toBe(String(choices[1].total));
    click(buttons[1]);
    expect(moves(model)[0].path).toEqual([`count:${choices[1].id}`]);
  });

  it("marks the hinted move on the board and shows the hint in words", () => {
    const { root } = mount("p0_hint");
    const hint = states.p0_hint.hint;
    for (const element of hint.best_path) {
      expect(q(root, `[data-el="${element}"]`).classList.contains("hinted")).toBe(true);
    }
    expect(q(root, ".wp-hint-explanation").textContent).toContain("Suggested");
    expect(qa(root, ".wp-hint-stats tbody tr")).toHaveLength(hint.moves.length);
  });
});

describe("every word in its place, in every language", () => {
  it("fits each collection's cells, names and spaces' words at a readable size, the cells side by side", async () => {
    for (const lang of ["en", "de", "ja"]) {
      for (const name of ["p0_turn", "p1_over", "v2_turn"]) {
        const { root, model } = mount(name);
        model.set("language", lang);
        await settle();
        for (const seat of qa(root, ".seat")) {
          // the seat's name, status and points before its first cell, 9 units or more
          const first = Number(q(seat, ".cell-frame").getAttribute("x"));
          for (const line of qa(seat, ".seat-name, .seat-status, .seat-score")) {
            const size = Number(line.getAttribute("font-size"));
            const w = textWidth(line.textContent!, size, line.getAttribute("font-weight") === "700") * 0.95;
            expect(size, `${lang}: ${line.textContent}`).toBeGreaterThanOrEqual(9);
            expect(Number(line.getAttribute("x")) + w, `${lang}: ${line.textContent}`).toBeLessThanOrEqual(first - 2);
          }
          let end = 0;
          for (const frame of qa(seat, ".cell-frame, .keep-frame, .shadow-frame")) {
            const [x, width] = [Number(frame.getAttribute("x")), Number(frame.getAttribute("width"))];
            expect(x, `${lang} ${name}: a cell after the one before`).toBeGreaterThanOrEqual(end + 4 - 0.01);
            end = x + width;
            // its words: each line in its width, at 9 units or more (a bold one's estimate
            // comes within 7% of the font's width)
            for (const line of qa(frame.parentElement!, "text")) {
              const words = [...line.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join("");
              if (!words.trim() || line.closest(".tile")) continue;
              const size = Number(line.getAttribute("font-size"));
              const bold = line.getAttribute("font-weight") === "700";
              const anchor = line.getAttribute("text-anchor") === "middle" ? "middle" : "start";
              const w = textWidth(words, size, bold) * (bold ? 0.95 : 1.0);
              const left = anchor === "middle" ? Number(line.getAttribute("x")) - w / 2 : Number(line.getAttribute("x"));
              expect(size, `${lang}: ${words}`).toBeGreaterThanOrEqual(9);
              expect(left, `${lang}: ${words}`).toBeGreaterThanOrEqual(x + 2);
              expect(left + w, `${lang}: ${words}`).toBeLessThanOrEqual(x + width - 2);
            }
          }
          expect(end, `${lang} ${name}`).toBeLessThanOrEqual(992);
        }
      }
    }
  });
});

describe("words", () => {
  it("renders every sample explanation exactly as Python does, in every language", () => {
    expect(samples.length).toBeGreaterThan(100);
    for (const sample of samples) {
      for (const lang of ["en", "de", "ja"]) expect(text(catalog, sample.e, lang)).toBe(sample.text[lang]);
    }
  });

  it("draws the board's words in German and Japanese", async () => {
    const { root, model } = mount("p0_turn");
    model.set("language", "de");
    await settle();
    expect(q(root, ".tq-board .round").textContent).toBe("Runde 1 von 4");
    expect(q(root, '[data-kind="stack"] .stack-name').textContent).toBe("Stapel 1");
    expect(q(root, ".wp-status").textContent).toContain("ziehe von einem Stapel");
    model.set("language", "ja");
    await settle();
    expect(q(root, ".tq-board .round").textContent).toBe("ラウンド1／4");
  });

  it("groups the log into turns", () => {
    const log = states.p0_turn.log;
    const groups = turns(log);
    expect(groups.map((g) => g.steps.length)).toEqual([2, 2, 2, 2]);
    expect(groups[1].start).toBe(2);
  });
});

describe("a new game's options", () => {
  it("offers the expansion and, for 2 players with it, the variant; the new game carries them", () => {
    const { root, model } = mount("p0_turn");
    const box = (name: string) => q(root, `input.wp-option[data-option="${name}"]`) as HTMLInputElement;
    expect(box("hidden_wolves").checked).toBe(true);
    expect(box("hidden_wolves").disabled).toBe(false);
    expect(box("two_player_variant").disabled).toBe(true); // 4 players
    expect(box("hidden_wolves").parentElement!.textContent).toContain("Hidden Wolves expansion");
    const players = q(root, ".wp-players") as HTMLSelectElement;
    players.value = "2";
    players.dispatchEvent(new Event("change", { bubbles: true }));
    expect(box("two_player_variant").disabled).toBe(false);
    box("two_player_variant").checked = true;
    click(q(root, ".wp-new"));
    expect(model.sent.at(-1)).toMatchObject({
      cmd: "new",
      players: 2,
      options: { hidden_wolves: true, two_player_variant: true },
    });
    // Without the expansion the variant is not offered, and not sent.
    box("hidden_wolves").checked = false;
    box("hidden_wolves").dispatchEvent(new Event("change", { bubbles: true }));
    expect(box("two_player_variant").disabled).toBe(true);
    click(q(root, ".wp-new"));
    expect(model.sent.at(-1).options).toEqual({ hidden_wolves: false });
  });

  it("names the options in the board's language", async () => {
    const { root, model } = mount("v2_turn");
    model.set("language", "de");
    await settle();
    const labels = qa(root, ".wp-options label").map((l) => l.textContent);
    expect(labels).toEqual([" Erweiterung Hidden Wolves", " 2-Personen-Variante"]);
  });
});

describe("the projector's layout", () => {
  const onProjector = projectorMounter(rendererOf, game);
  const ids = (root: Element) => qa(root, "svg.tq-board [data-el]").map((e) => e.getAttribute("data-el")).sort();

  it("has the normal board's elements, and every value on a tile 32 units high", () => {
    for (const name of ["p0_turn", "p0_place", "v2_place", "open_round2", "p0_count", "p1_over"]) {
      const normal = mount(name).root;
      const { root } = onProjector(name);
      expect(q(root, "svg.tq-board").getAttribute("data-layout")).toBe("projector");
      expect(ids(root), name).toEqual(ids(normal));
      const values = qa(root, ".tile-value");
      expect(values.length, name).toBeGreaterThan(5);
      for (const v of values) expect(Number(v.getAttribute("font-size")), name).toBe(32);
    }
  });

  it("shows per animal how many tiles a collection holds and what they are worth, never a hidden face", () => {
    const { root } = onProjector("p0_turn");
    for (const seat of states.p0_turn.view.seats) {
      for (const line of seat.sets) {
        const cell = q(root, `.seat[data-player="${seat.player}"] .animal-cell[data-animal="${line.animal}"]`);
        expect(cell.getAttribute("data-points")).toBe(String(line.points));
        expect(cell.querySelector(".worth")!.getAttribute("data-points")).toBe(String(line.points));
        const animal = (c: string) => c.replace("shadow-", "") === line.animal;
        const seen = [...seat.face_up, ...(seat.shadow.tiles ?? []), ...(seat.face_down.tiles ?? [])].filter(animal);
        expect(cell.querySelector(".cell-count")!.textContent).toBe(`×${seen.length}`);
      }
    }
    // Another player's face-down tiles show their backs only.
    const other = states.p0_turn.view.seats.find((s: any) => s.player !== 0 && s.face_down.count > 0);
    if (other) expect(qa(root, `[data-el="keep:${other.player}"] [data-tile]`)).toHaveLength(0);
  });

  it("sends the move of a click on the projector's board", async () => {
    const { root, model } = onProjector("p0_turn");
    click(q(root, '[data-el="stack:2"]'));
    await settle();
    expect(moves(model).at(-1)?.path).toEqual(["stack:2"]);
  });

  it("takes the projector's layout when the screen changes, and the normal one back", async () => {
    const model = fakeModel(game, "p0_turn");
    const root = mountBoard(model, rendererOf(model)).root;
    expect(q(root, "svg.tq-board").getAttribute("data-layout")).toBeNull();
    model.set("screen", "projector");
    await settle();
    expect(q(root, "svg.tq-board").getAttribute("data-layout")).toBe("projector");
    model.set("screen", "auto");
    await settle();
    expect(q(root, "svg.tq-board").getAttribute("data-layout")).toBeNull();
  });
});
