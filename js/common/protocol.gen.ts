// Generated from the boards' Python classes by `python -m wolfpack.widget.protocol`
// (src/wolfpack/widget/protocol.py): do not edit. tests/widget/test_protocol.py fails
// when it is out of date.

/** What a board syncs: every board's traits, and (optional) those of the boards with
 * computer players. */
export interface Traits {
  catalog: Record<string, unknown>;
  language: string;
  perspective: number | null;
  locked: boolean;
  follow: boolean;
  seats: (string | null)[];
  cover: Record<string, unknown>;
  handover: { player?: number; position?: number };
  static: Record<string, unknown>;
  options: Record<string, unknown>[];
  part_names: string[];
  part0: unknown;
  part1: unknown;
  part2: unknown;
  part3: unknown;
  part4: unknown;
  part5: unknown;
  part6: unknown;
  part7: unknown;
  part8: unknown;
  part9: unknown;
  part10: unknown;
  part11: unknown;
  part12: unknown;
  part13: unknown;
  part14: unknown;
  part15: unknown;
  legal: Record<string, unknown>;
  nav: Record<string, unknown>;
  final: Record<string, unknown>;
  screen: string;
  last: Record<string, unknown>;
  policy: Record<string, unknown>;
  tree: { lines?: { from?: number; at: number; moves: { n: string; p: number; d?: unknown; g?: string; c?: string }[] }[]; path?: number[]; ply?: number; off?: unknown };
  lesson: Record<string, unknown>;
  thinking?: Record<string, unknown>;
  hint?: Record<string, unknown>;
  verdict?: Record<string, unknown>;
  levels?: string[];
}

export type TraitName = keyof Traits;

/** Every synced trait's name, in the order the classes declare them. */
export const TRAITS: readonly TraitName[] = ["catalog", "language", "perspective", "locked", "follow", "seats", "cover", "handover", "static", "options", "part_names", "part0", "part1", "part2", "part3", "part4", "part5", "part6", "part7", "part8", "part9", "part10", "part11", "part12", "part13", "part14", "part15", "legal", "nav", "final", "screen", "last", "policy", "tree", "lesson", "thinking", "hint", "verdict", "levels"];

/** The intents a board answers, by their `cmd`, with their fields. */
export interface Intents {
  /** Play a move, given by its notation or by the board elements clicked (`path`). */
  move: { move?: string; path?: string[] };
  /** Take back the last decision of a person, with the computer's after it. */
  undo: {};
  /** Replay the last decision taken back, with the computer's after it. */
  redo: {};
  /** Step one decision back through the record. */
  back: {};
  /** Step one decision forward through the record. */
  forward: {};
  /** Go to the position after `position` decisions of the record. */
  seek: { position: number };
  /** Go to a position of the tree: the one `moves` reach from the start, or position `ply` of the tree's line `line`. */
  goto: { moves?: string[]; line?: number; ply?: number };
  /** Make the line through a position (left out: the current one) the main line. */
  promote: { moves?: string[]; line?: number; ply?: number };
  /** Delete the move that reaches a position (left out: the current one) and every move after it in the tree. */
  delete: { moves?: string[]; line?: number; ply?: number };
  /** Set the comment and the glyph of the move that reaches a position (left out: the current one); an empty comment, and a null glyph, clear them. */
  annotate: { moves?: string[]; line?: number; ply?: number; comment?: string; glyph?: string | null };
  /** Deal a new game like this one (from `seed`, for `players`, with the game's `options`). */
  new: { seed?: number | null; players?: number | null; options?: Record<string, boolean> };
  /** Show the view of player `value` (null: the open view). */
  perspective: { value: number | null };
  /** Uncover a hot seat's board for the person to move. */
  uncover: {};
  /** Show the board in the language `value`. */
  language: { value: string };
  /** Send the whole log again. */
  log: {};
  /** Save the game as a new file `path` in the board's folder (left out: the next free name); a player's view saves what that player saw. */
  save: { path?: string };
  /** Put the game of `record` on the board. */
  load: { record: string | Record<string, unknown> };
  /** Every position of the game as this board's viewer sees it, for the browser to keep (a saved notebook then steps through the game without a kernel). */
  history: {};
  /** Send the whole state and log again (the browser showed a replay while the kernel was busy, and Python is the authority again). */
  sync: {};
  /** Give seat `player` to a person (null) or to the computer at `level`. */
  seat: { player: number; level: string | null };
  /** The one-opponent control: the computer plays `player` (or nobody). */
  bot: { player: number | null };
  /** Set the computer's level to `value`. */
  strength: { value: string };
  /** Ask the coach for a hint on the position. */
  hint: {};
  /** Ask the open-hand solver for every move's value. */
  solve: {};
  /** Stop the search under way. */
  cancel: {};
  /** Go on from a step with nothing to click. */
  lesson_next: {};
  /** Begin the lesson anew. */
  lesson_restart: {};
  /** Answer the step's question with the button `choice`. */
  lesson_answer: { choice: string };
  /** Show the answer of the step (offered after a second wrong try). */
  lesson_show: {};
  /** Open another lesson of the game (the next one) on this board. */
  lesson_open: { id: string };
}

export type CommandName = keyof Intents;

/** Every intent's name. */
export const COMMANDS: readonly CommandName[] = ["move", "undo", "redo", "back", "forward", "seek", "goto", "promote", "delete", "annotate", "new", "perspective", "uncover", "language", "log", "save", "load", "history", "sync", "seat", "bot", "strength", "hint", "solve", "cancel", "lesson_next", "lesson_restart", "lesson_answer", "lesson_show", "lesson_open"];

/** An intent as the browser sends it (the session adds its request `id`). */
export type Intent = { [K in CommandName]: { cmd: K } & Intents[K] }[CommandName];
