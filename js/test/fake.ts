/**
 * Shared vitest helpers: a fake anywidget model holding a fixture state from the Python
 * engine, mounting a board in the document (destroyed after each test), and DOM shortcuts.
 */
import { afterEach } from "vitest";
import type { Encoded } from "../common/i18n";
import { type GameHandle, mountGame, type Renderer } from "../common/kit";
import type { Model } from "../common/session";

/** One game's fixture file (test/fixtures/<game>.json), written by make_fixtures.py. */
export interface Fixtures {
  catalog: any;
  /** The synced widget state by fixture name; tests may register derived states here. */
  states: Record<string, any>;
  /** Encoded texts with their rendering in every language, as the engine wrote them. */
  samples: Array<{ e: Encoded; text: Record<string, string> }>;
  replay?: unknown;
}

/** A game's imported fixture file, typed as {@link Fixtures}. */
export function fixtures(json: unknown): Fixtures {
  return json as Fixtures;
}

/** A fake anywidget model: records what the board sends, and lets a test change or send. */
export interface FakeModel extends Model {
  sent: any[];
  set(name: string, value: unknown): void;
  emit(content: unknown): void;
}

/** A fake model holding the catalog and the fixture state `name` of a game's fixtures. */
export function fakeModel(game: Fixtures, name: string): FakeModel {
  const attrs: Record<string, unknown> = { catalog: game.catalog, ...game.states[name] };
  const handlers: Record<string, Array<(...a: any[]) => void>> = {};
  const model: FakeModel = {
    sent: [],
    get: (k) => attrs[k],
    on: (ev, cb) => {
      (handlers[ev] ??= []).push(cb);
    },
    off: (ev, cb) => {
      if (ev && handlers[ev]) handlers[ev] = handlers[ev].filter((h) => h !== cb);
    },
    send: (content) => {
      model.sent.push(content);
    },
    set(k, v) {
      attrs[k] = v;
      for (const h of handlers[`change:${k}`] ?? []) h();
    },
    emit(content) {
      for (const h of handlers["msg:custom"] ?? []) h(content);
    },
  };
  return model;
}

let cleanup: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
  document.body.replaceChildren();
});

/** Mounts a board for `model` in a new element of the document; it is destroyed after the test. */
export function mountBoard<V, F>(model: Model, renderer: Renderer<V, F>): GameHandle {
  const el = document.createElement("div");
  document.body.append(el);
  const board = mountGame(model, el, renderer);
  cleanup.push(() => board.destroy());
  return board;
}

/** Destroys the board mounted last now, not after the test (its element stays in the document). */
export function destroyLast(): void {
  cleanup.pop()!();
}

/** A game's mount(name): the board of fixture state `name` on a fake model, with that model. */
export function mounter<V, F>(renderer: Renderer<V, F>, game: Fixtures) {
  return (name: string) => {
    const model = fakeModel(game, name);
    const board = mountBoard(model, renderer);
    return { model, board, root: board.root };
  };
}

/** A game's mount(name) on a projector: the board of fixture state `name` with
 * `screen="projector"`, drawn by the renderer its widget gives that model (`rendererOf`). */
export function projectorMounter<V, F>(rendererOf: (model: Model) => Renderer<V, F>, game: Fixtures) {
  return (name: string) => {
    const model = fakeModel(game, name);
    model.set("screen", "projector");
    const board = mountBoard(model, rendererOf(model));
    return { model, board, root: board.root };
  };
}

/** The first element under `root` matching `sel` (typed as `E`; null when there is none). */
export const q = <E extends Element = Element>(root: Element, sel: string) => root.querySelector(sel) as E;
/** Every element under `root` matching `sel`, as an array. */
export const qa = (root: Element, sel: string) => [...root.querySelectorAll(sel)];
/** Clicks `el` (a bubbling click event). */
export const click = (el: Element) => el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
/** The moves the board sent to the model. */
export const moves = (model: { sent: any[] }) => model.sent.filter((m) => m.cmd === "move");
/** Let scheduled redraws (microtasks) run. */
export const settle = () => new Promise<void>((r) => setTimeout(r, 0));
