import { describe, expect, it } from "vitest";
import { marginText, pct, signed, winText } from "../common/advice";
import { allMoves } from "../common/legal";
import { percent } from "../common/thinking";
import { renderer } from "../lone_wolves/index";
import { click, fixtures, mounter, qa, q as query, settle } from "./fake";
import FIXTURES from "./fixtures/lone_wolves.json";

const game = fixtures(FIXTURES);
const { states } = game;
const mount = mounter(renderer, game);

const q = (root: Element, sel: string) => query<HTMLElement>(root, sel);
const intents = (model: { sent: any[] }) =>
  model.sent.filter((m) => m.cmd !== "log" && m.cmd !== "history").map(({ id: _id, ...rest }) => rest);

describe("the seats", () => {
  it("offers a person or the computer at every level for each seat, in the board's language", async () => {
    const { root, model } = mount("open_lead");
    const seats = qa(root, ".wp-seat") as HTMLSelectElement[];
    expect(seats).toHaveLength(2);
    expect([...seats[1].options].map((o) => o.value)).toEqual(["", "random", "easy", "medium", "hard", "expert"]);
    expect(seats[1].options[3].textContent).toBe("Computer: medium");
    expect(seats[1].value).toBe("");
    seats[1].value = "hard";
    seats[1].dispatchEvent(new Event("change"));
    expect(intents(model)).toEqual([{ cmd: "seat", player: 1, level: "hard" }]);
    model.set("language", "ja");
    await settle();
    expect((qa(root, ".wp-seat")[1] as HTMLSelectElement).options[5].textContent).toBe("コンピューター: エキスパート");
    model.set("seats", [null, "medium"]);
    await settle();
    expect((qa(root, ".wp-seat")[1] as HTMLSelectElement).value).toBe("medium");
  });
});

describe("thinking: progress and stop", () => {
  it("shows what is thought about with a progress bar, and Stop sends cancel", () => {
    const { root, model } = mount("open_lead");
    const busy = q(root, ".wp-thinking");
    expect(busy.hidden).toBe(true);
    const renders = root.dataset.renders;
    model.set("thinking", { job: 4, kind: "hint", player: 0, progress: 0.42 });
    expect(busy.hidden).toBe(false);
    expect(root.dataset.thinking).toBe("hint");
    expect(q(root, ".wp-thinking-what").textContent).toBe("Looking for a hint…");
    expect(q(root, ".wp-progress-pct").textContent).toBe("42%");
    expect((q(root, ".wp-progress") as HTMLProgressElement).value).toBe(42);
    expect((q(root, ".wp-hint-button") as HTMLButtonElement).disabled).toBe(true);
    expect(root.dataset.renders).toBe(renders); // progress does not redraw the board
    click(q(root, ".wp-cancel"));
    expect(intents(model)).toEqual([{ cmd: "cancel" }]);
    model.set("thinking", { job: 5, kind: "move", player: 1, progress: 1 });
    expect(q(root, ".wp-thinking-what").textContent).toBe("The computer is thinking (Player 2)…");
    expect(q(root, ".wp-progress-pct").textContent).toBe("100%");
    model.set("thinking", {});
    expect(busy.hidden).toBe(true);
    expect(root.dataset.thinking).toBe("");
  });

  it("formats progress, margins and win rates", () => {
    expect(percent(0.004)).toBe(0);
    expect(percent(0.999)).toBe(100);
    expect(percent(undefined)).toBe(0);
    expect(marginText(4.3, 1.25, 7.4)).toBe("+4.3 (+1.3 … +7.4)");
    expect(marginText(-2, null, null)).toBe("−2.0");
    expect(marginText(-3.75, -4.5, -3, "de")).toBe("−3,8 (−4,5 … −3,0)");
    expect(winText(0.634, 0.55, 0.7)).toBe("63% (55%–70%)");
    expect(winText(0.634, null, null, "de")).toBe("63\u00a0%");
  });
});

describe("hints", () => {
  it("offers the Hint button only when Python allows it, and sends the intent", () => {
    const mine = mount("open_lead");
    const button = q(mine.root, ".wp-hint-button") as HTMLButtonElement;
    expect(button.classList.contains("wp-unoffered")).toBe(false);
    expect(button.textContent).toBe("Hint");
    click(button);
    expect(intents(mine.model)).toEqual([{ cmd: "hint" }]);
    const theirs = mount("p0_waiting");
    expect(q(theirs.root, ".wp-hint-button").classList.contains("wp-unoffered")).toBe(true);
  });

  it("lists every legal move's value, explains the best and marks it on the board", async () => {
    const { root, model } = mount("p0_hint");
    const hint = states.p0_hint.hint;
    const rows = qa(root, ".wp-hint-table tbody tr[data-move]");
    const legal = allMoves(states.p0_hint.legal).length;
    // Every legal move is in the teachers' details; in the table, moves tried too rarely
    // to tell apart (all but the best here) are counted in one line.
    expect(qa(root, ".wp-hint-stats tbody tr")).toHaveLength(legal);
    const unrated = hint.moves.filter(([m, v]: [string, number]) => m !== hint.best && v < hint.min_rated).length;
    expect(rows).toHaveLength(legal - unrated);
    if (unrated) expect(q(root, ".unrated-summary").textContent).toContain(`${unrated} more`);
    expect(rows[0].getAttribute("data-move")).toBe(hint.best);
    expect(rows[0].classList.contains("best")).toBe(true);
    const [, visits] = hint.moves[0];
    const cells = [...rows[0].querySelectorAll("td")].map((td) => td.textContent);
    // A move tried in too few simulated games gets no number that would look precise.
    expect(visits).toBeLessThan(hint.min_rated);
    expect(cells).toEqual(["White 2 → Tundra", "—", "—"]);
    expect(rows[0].classList.contains("unrated")).toBe(true);
    // Tried often enough, it shows its margin and win rate; the statistics behind them
    // (how often tried, intervals where stated) are in the teachers' details.
    const [move, , margin, lo, hi, win, wlo, whi] = hint.moves[0];
    model.set("hint", { ...hint, moves: [[move, 500, margin, lo, hi, win, wlo, whi], ...hint.moves.slice(1)] });
    await settle();
    const rated = [...qa(root, ".wp-hint-table tbody tr")[0].querySelectorAll("td")].map((td) => td.textContent);
    expect(rated).toEqual(["White 2 → Tundra", signed(margin), pct(win)]);
    const stats = [...qa(root, ".wp-hint-stats tbody tr")[0].querySelectorAll("td")].map((td) => td.textContent);
    expect(stats).toEqual(["White 2 → Tundra", "500", marginText(margin, lo, hi), winText(win, wlo, whi)]);
    expect(q(root, ".wp-hint-details summary").textContent).toBe("Details for teachers");
    const panel = q(root, ".wp-hint");
    expect(panel.querySelector("h3")!.textContent).toBe("Hint for Player 1");
    expect(panel.textContent).toContain("Suggested: lead the White 2 into the Tundra.");
    expect(panel.textContent).toContain("simulated games");
    expect(q(panel, '.wp-rule-chip[data-rule="LW-T1"]')).toBeTruthy();
    // The hint in one sentence (the move and its first reason); "Why?" opens the further
    // reasons one per line; the table and the numbers are in the teachers' details.
    expect(hint.why.length).toBeGreaterThan(0);
    expect(qa(panel, ".wp-hint-why .wp-hint-reasons > li")).toHaveLength(hint.why.length);
    expect(q(panel, ".wp-hint-why > summary").textContent).toBe("Why?");
    expect(q(panel, ".wp-hint-why").hasAttribute("open")).toBe(false);
    const headline = q(panel, ".wp-hint-explanation > .wp-expl").textContent!;
    expect(headline).toMatch(/^Suggested: lead the White 2/);
    expect(headline.split(/\s+/).length).toBeLessThanOrEqual(45);
    expect(q(panel, ".wp-hint-details .wp-hint-table")).toBeTruthy();
    expect(q(panel, ".wp-hint-details").hasAttribute("open")).toBe(false);
    // The best move is marked on the board: its card and its territory.
    expect(qa(root, ".lw-board .hinted").map((e) => e.getAttribute("data-id"))).toEqual(["tundra", "w2"]);
    model.set("language", "de");
    await settle();
    expect(q(root, ".wp-hint").textContent).toMatch(/Vorschlag: .*Tundra/);
    expect(q(root, ".wp-hint h3").textContent).toBe("Tipp für Spieler 1");
  });

  it("shows a stopped hint as stopped, and no hint for another position", async () => {
    const { root, model } = mount("p0_hint");
    model.set("hint", { ...states.p0_hint.hint, cancelled: true, iterations: 48 });
    await settle();
    expect(q(root, ".wp-hint").dataset.cancelled).toBe("true");
    expect(q(root, ".wp-hint-about").textContent).toMatch(/^48 simulated games \(stopped early\)\. Moves are listed by how often/);
    model.set("hint", { ...states.p0_hint.hint, position: 3 });
    await settle();
    expect(q(root, ".wp-hint")).toBeNull();
    expect(qa(root, ".lw-board .hinted")).toHaveLength(0);
  });
});

describe("the solver", () => {
  it("offers 'show the best move' in the open view near the end only", () => {
    const open = mount("open_solvable");
    const button = q(open.root, ".wp-solve-button") as HTMLButtonElement;
    expect(button.classList.contains("wp-unoffered")).toBe(false);
    expect(button.textContent).toBe("Show the best move");
    click(button);
    expect(intents(open.model)).toEqual([{ cmd: "solve" }]);
    expect(q(mount("open_lead").root, ".wp-solve-button").classList.contains("wp-unoffered")).toBe(true);
    expect(q(mount("p1_follow").root, ".wp-solve-button").classList.contains("wp-unoffered")).toBe(true);
  });

  it("shows the verdict with the best move marked", () => {
    const { root } = mount("open_solved");
    const v = states.open_solved.verdict;
    const panel = q(root, ".wp-verdict");
    expect(panel.dataset.best).toBe(v.best);
    expect(panel.textContent).toContain("With every card open and best play by both");
    // The best move as the engine wrote it ("play w7 volcano"), in the board's words.
    const [, card, territory] = v.best.split(" ");
    const suit = ({ k: "Black", b: "Brown", g: "Green", w: "White", r: "Red" } as Record<string, string>)[
      card[0]
    ];
    const place = territory[0].toUpperCase() + territory.slice(1);
    const winner = v.margin > 0 ? "Player 1" : "Player 2";
    expect(q(panel, ".wp-verdict-best").textContent).toBe(
      `Best move: ${suit} ${card.slice(1)} → ${place} · Final margin: ${winner} +${Math.abs(v.margin)}`,
    );
    expect(qa(root, ".lw-board .hinted").map((e) => e.getAttribute("data-id")).sort()).toEqual(
      [card, territory].sort(),
    );
  });
});
