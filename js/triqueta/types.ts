/** The Triqueta data the board receives (see triqueta/view.py and triqueta/board.py). */
import type { Encoded } from "../common/i18n";

export interface Tower {
  index: number;
  current: boolean;
  played: boolean;
  tree: boolean;
  count: number;
  /** Per stack, its backs from bottom to top: "S" shadow, "L" light (never a face). */
  stacks: string[];
}

export interface Row {
  index: number;
  open: boolean;
  room: boolean;
  tiles: string[];
  /** Who took the row this round (null: still on the table). */
  taker: number | null;
}

export interface SetLine {
  animal: string;
  /** Light and shadow tiles together. */
  count: number;
  points: number;
  kind: "single" | "pair" | "triqueta" | "spoiled";
  /** What the set would be worth with one more tile. */
  next: number;
}

export interface Seat {
  player: number;
  in_round: boolean;
  face_up: string[];
  face_down: { count: number; kind: string; tiles: string[] | null; counted?: string[]; boxed?: number };
  shadow: { count: number; kind: string; tiles: string[] | null };
  kept_limit: number;
  trees: number;
  start_marker: boolean;
  public_score: number;
  score: number | null;
  sets: SetLine[];
  decided: boolean;
}

export interface Pending {
  player: number;
  tiles: Array<{ back: string; tile: string | null }>;
  first_option: string | null;
}

export interface Choice {
  id: string;
  tiles: string[];
  total: number;
}

export interface View {
  game: string;
  players: number;
  hidden_wolves: boolean;
  two_player_variant: boolean;
  row_limit: number | null;
  perspective: number | null;
  phase: "turn" | "place" | "tower" | "count" | "over";
  to_move: number | null;
  round: number;
  rounds: number;
  start_player: number;
  current_tower: number | null;
  towers: Tower[];
  rows: Row[];
  seats: Seat[];
  pending: Pending | null;
  box: { count: number; tiles: string[] | null };
  leftover: { count: number; tiles: string[] | null };
  result: { scores: number[]; winners: number[]; final: boolean } | null;
  /** The counting choices of the player deciding (their own view or the open view). */
  choices: Choice[] | null;
  /** From the static part: the triqueta's value per animal, and the keep limit. */
  values: Record<string, number>;
  keep_limit: number;
}

export interface FinalLine {
  animal: string;
  light: number;
  shadow: number;
  count: number;
  points: number;
  kind: string;
  value: number;
}

export interface Final {
  points: number[];
  hidden_wolves: boolean;
  winners: number[];
  final: boolean;
  players: Array<{
    player: number;
    sets: FinalLine[];
    trees: number;
    start_marker: boolean;
    counted: number[];
    total: number;
    revealed: string[];
    boxed: number;
    shadow: string[];
  }>;
  lines: Encoded[];
}
