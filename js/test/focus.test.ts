/**
 * Where the keyboard's focus goes after a move, in every game: to the first element of the
 * next decision the viewer makes, never to what waits (the hand of the player who just
 * moved); while the viewer waits, to the board itself, and on to the viewer's next decision
 * when it comes.
 */
import { describe, expect, it } from "vitest";
import type { Renderer } from "../common/kit";
import { renderer as loneWolves } from "../lone_wolves/index";
import { renderer as theWolves } from "../the_wolves/index";
import { renderer as triqueta } from "../triqueta/index";
import { type FakeModel, fixtures, mounter, moves, q, settle } from "./fake";
import LW from "./fixtures/lone_wolves.json";
import TW from "./fixtures/the_wolves.json";
import TQ from "./fixtures/triqueta.json";

interface Case {
  game: string;
  renderer: Renderer<any, any>;
  fixtures: unknown;
  /** A state where the viewer moves, and the state after that move where they decide again. */
  move: [string, string];
  /** A state where the viewer moves, the one after it where they wait, and a later one
   * where they decide again. */
  wait: [string, string, string];
}

const CASES: Case[] = [
  {
    game: "Lone Wolves",
    renderer: loneWolves,
    fixtures: LW,
    move: ["open_lead", "open_follow"],
    wait: ["p0_hint", "p0_waiting", "p0_class"],
  },
  {
    game: "Triqueta",
    renderer: triqueta,
    fixtures: TQ,
    move: ["p0_turn", "p0_place"],
    wait: ["p0_place", "p0_waits", "p0_turn"],
  },
  {
    game: "The Wolves",
    renderer: theWolves,
    fixtures: TW,
    move: ["open_place3", "open_choose3"],
    wait: ["p0_hint2", "p1_waiting3", "open_wolf3"],
  },
];

/** Choose a move from the keyboard: Enter on the lit elements until one sends a move. */
function moveByKeyboard(root: HTMLElement, model: FakeModel): void {
  const before = moves(model).length;
  for (let i = 0; i < 10 && moves(model).length === before; i++) {
    const next = q<SVGElement>(root, ".wp-stage [data-el].legal.target") ?? q<SVGElement>(root, ".wp-stage [data-el].legal");
    next.focus();
    next.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  }
  expect(moves(model)).toHaveLength(before + 1);
}

/** Python's answer: the board's state becomes fixture `name`. */
async function become(model: FakeModel, states: Record<string, any>, name: string): Promise<void> {
  for (const [trait, value] of Object.entries(states[name])) model.set(trait, value);
  await settle();
}

const focused = () => document.activeElement as Element | null;

describe.each(CASES)("the focus after a move ($game)", (c) => {
  const game = fixtures(c.fixtures);
  const mount = mounter(c.renderer, game);

  it("goes to the first element of the viewer's next decision", async () => {
    const [from, to] = c.move;
    const { root, model } = mount(from);
    moveByKeyboard(root, model);
    await become(model, game.states, to);
    const first = q(root, ".wp-stage [data-el].legal");
    expect(first).toBeTruthy();
    expect(focused()).toBe(first);
    // Not on what waits: the first element the board lets be focused is often such.
    expect(focused()?.classList.contains("dimmed")).toBe(false);
  });

  it("stays on the board while the viewer waits, then goes to their next decision", async () => {
    const [from, waiting, later] = c.wait;
    const { root, model } = mount(from);
    moveByKeyboard(root, model);
    await become(model, game.states, waiting);
    expect(q(root, ".wp-stage [data-el].legal")).toBeNull();
    expect(focused()).toBe(root);
    await become(model, game.states, later);
    expect(focused()).toBe(q(root, ".wp-stage [data-el].legal"));
  });

  it("stays where the person put it meanwhile", async () => {
    const [from, waiting, later] = c.wait;
    const { root, model } = mount(from);
    moveByKeyboard(root, model);
    await become(model, game.states, waiting);
    const elsewhere = q<HTMLElement>(root, ".wp-langs button");
    elsewhere.focus();
    expect(focused()).toBe(elsewhere);
    await become(model, game.states, later);
    expect(focused()).toBe(elsewhere);
  });

  it("is not moved by a later position once the move was refused", async () => {
    const [from, to] = c.move;
    const { root, model } = mount(from);
    moveByKeyboard(root, model);
    model.emit({ type: "done", id: moves(model).at(-1).id, cmd: "move", refused: ["ui.busy", {}] });
    await become(model, game.states, to);
    expect(focused()).not.toBe(q(root, ".wp-stage [data-el].legal"));
  });
});

describe("the focus on a hot seat", () => {
  const game = fixtures(TQ);
  const mount = mounter(triqueta, game);

  it("goes to the cover's button for the next person, then to their first decision", async () => {
    const { root, model } = mount("uncovered");
    moveByKeyboard(root, model); // (the turn's last decision: the next person's turn)
    await become(model, game.states, "covered_next");
    const button = q<HTMLButtonElement>(root, ".wp-uncover");
    expect(focused()).toBe(button);
    button.click(); // Enter on a button clicks it (detail 0: not the mouse)
    expect(model.sent.at(-1)).toMatchObject({ cmd: "uncover" });
    expect(focused()).toBe(root);
    await become(model, game.states, "uncovered_next");
    expect(focused()).toBe(q(root, ".wp-stage [data-el].legal"));
  });
});
