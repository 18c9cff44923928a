/** The Wolves data the board receives (see the_wolves/view.py and the_wolves/board.py). */
import type { Encoded } from "../common/i18n";

export type Terrain = "forest" | "rock" | "grass" | "tundra" | "desert";
export type HexTerrain = Terrain | "water" | "chasm";
export type Kind = "alpha" | "pack" | "den" | "lair";
export type Phase = "crescent" | "half" | "full";

export interface Piece {
  owner: number;
  kind: Kind;
}

export interface Hex {
  hex: string;
  xy: [number, number];
  terrain: HexTerrain;
  /** The region position (null: the start tile). */
  region: number | null;
  near_water: boolean;
  pieces: Piece[];
  lone_wolf: boolean;
  prey: { top: string; count: number } | null;
}

export interface Control {
  owner: number;
  control: number;
  alphas: number;
}

export interface Standing {
  phase: Phase;
  values: [number, number];
  first: number[];
  second: number[];
  /** Who gets what if the region were scored now: [owner, VP]. */
  awards: Array<[number, number]>;
}

export interface Region {
  index: number;
  tile: string;
  water: string;
  rotated: boolean;
  tokens: Phase[];
  prey_hex: string;
  control: Control[];
  standing: Standing | null;
}

export interface Track {
  short: "spread" | "speed" | "range";
  dens_taken: number;
  dens_left: number;
  value: number;
  vp: number;
}

export interface Score {
  player: number;
  total: number;
  tokens: number;
  markers: number;
  dens: Record<string, number>;
  lairs: number;
  wolves: number;
  prey: number;
  token_count: number;
  wolves_on_map: number;
}

export interface PlayerBoard {
  player: number;
  home: Terrain;
  tiles: Array<{ tile: "home" | number; shows: Terrain; other: Terrain }>;
  bonus_terrain: number;
  bonus_action: number;
  tracks: Record<"pack_spread" | "wolf_speed" | "howl_range", Track>;
  dens_left: number;
  lairs: { built: number; left: number; vp: number };
  wolves: { deployed: number[]; next: Kind | null; left: number; vp: number };
  prey: string[];
  region_tokens: number;
  score: Score;
}

export interface Current {
  actions_left: number;
  action: string | null;
  terrain: Terrain | null;
  target: string | null;
  target_kind: Kind | null;
  moved: Array<{ hex: string; kind: Kind }>;
  displace: { from: string; owner: number; kind: Kind } | null;
}

export interface Calendar {
  length: number;
  dates: Array<{ date: number; piece: Kind | "lone"; owner: number | null }>;
  scoring_dates: Record<Phase, number>;
  phases_reached: number;
  phases_scored: number;
}

/** What never changes during a game (view.static_view). */
export interface Static {
  game: string;
  players: number;
  hexes: Array<Pick<Hex, "hex" | "xy" | "terrain" | "region" | "near_water">>;
  regions: Array<{
    index: number;
    tile: string;
    water: string;
    rotated: boolean;
    prey_hex: string;
    lone_hexes: string[];
  }>;
  calendar: { length: number; scoring_dates: Record<Phase, number> };
  homes: Terrain[];
  cycle: Array<[Terrain, Terrain]>;
  tracks: Record<string, { short: string; values: number[]; rewards: Array<string | null> }>;
  den_vp: number[];
  lair_vp: number[];
  wolf_vp: number[];
  deploy: Kind[];
  prey_vp: number[];
  token_values: Record<Phase, [number, number]>;
  costs: Record<string, number>;
  neutral_pack: boolean;
}

export interface View {
  game: string;
  players: number;
  perspective: number | null;
  phase: "place" | "choose" | "target" | "pay" | "wolf" | "displace" | "track" | "over";
  to_move: number | null;
  turn: number;
  first: number;
  placement: { order: number[]; done: number };
  neutral_pack: boolean;
  current: Current;
  scores: number[];
  over: boolean;
  end_reason: string | null;
  winners: number[] | null;
  hexes: Hex[];
  regions: Region[];
  calendar: Calendar;
  boards: PlayerBoard[];
  /** The static part, for what the view does not repeat (track values, costs). */
  fixed: Static;
}

export interface Final {
  rows: Score[];
  winners: number[] | null;
  end: string | null;
  lines: Encoded[];
}
