/** The Lone Wolves data the board receives (see lone_wolves/view.py and the widget). */
import type { Encoded } from "../common/i18n";

export interface CardOnBoard {
  card: string | null;
  face: "up" | "lone" | "box";
}

export interface Side {
  cards: CardOnBoard[];
  strength: number;
  card_strength: number;
  scar_strength: number;
}

export interface ScarSpace {
  index: number;
  state: "empty" | "face_up" | "face_down";
  effect: string | null;
}

export interface Territory {
  name: string;
  suit: string;
  count: number;
  full: boolean;
  honor: { token: [number, number]; side: number; value: number };
  moon: "moon" | "blood_moon" | null;
  scars: ScarSpace[];
  scars_left: number;
  sides: [Side, Side];
  leading: number | null;
}

export interface PackLocation {
  location: string;
  capacity: number;
  scars: string[];
}

export interface TrickCard {
  player: number;
  card: string;
  territory: string;
}

export interface View {
  game: string;
  variant: string;
  perspective: number | null;
  phase: "play" | "reveal" | "take" | "place" | "over";
  to_move: number | null;
  trick: number;
  tricks_played: number;
  leader: number;
  trump: string | null;
  moon: string | null;
  blood_moon: string | null;
  hands: Array<{ count: number; cards: string[] | null }>;
  current_trick: { lead: TrickCard | null; follow: TrickCard | null };
  decision_territory: string | null;
  held_scar: { player: number; effect: string | null } | null;
  territories: Territory[];
  packs: PackLocation[][];
  box: { count: number; cards: string[] | null };
  unused_scars: { count: number; effects: string[] | null };
  scores: [number, number];
  lone_wolves: [number, number];
  territory_points: Array<[number, number]>;
}

export interface Final {
  points: [number, number];
  lone_wolves: [number, number];
  winner: number | null;
  tiebreak: boolean;
  territories: Array<{
    territory: string;
    strength: [number, number];
    base_strength: [number, number];
    scar_strength: [number, number];
    winner: number | null;
    honor_value: number;
    moon: string | null;
  }>;
  items: Array<{ player: number; territory: string; what: string; points: number; location: string | null }>;
  lines: Encoded[];
  /** The row each line explains: a territory, or "result" (lines in board order). */
  line_keys?: string[];
}
