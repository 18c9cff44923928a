/**
 * The view the generic board draws: what `Game.view(player)` returns for a game with no
 * board of its own (see src/wolfpack/widget/generic.py, which states the contract).
 */

/** One thing in a zone: a card, a chip. */
export interface Item {
  /** Its board element id (`card:7`): clickable when it begins or continues a legal path. */
  element: string | null;
  /** What is shown on it, in no language ("7"; "?" for what this view may not see). */
  text: string;
}

/** A row of the board: a hand, the table, a pile. */
export interface Zone {
  id: string;
  /** A message id of the game's texts, rendered with `args` in the board's language. */
  title: string;
  args?: Record<string, unknown>;
  /** Whose zone it is (its seat colour; what the picker dims while they wait); null: shared. */
  player: number | null;
  items: Item[];
}

export interface View {
  players: number;
  to_move?: number | null;
  zones: Zone[];
  /** Points per player. */
  scores?: number[];
  [key: string]: unknown;
}

/** The final scoring (GenericBoard._final): points per player and who won. */
export interface Final {
  scores?: number[];
  winners?: number[];
}

/** What an item shows for something this view may not see. */
export const HIDDEN = "?";
