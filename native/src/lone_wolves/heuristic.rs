//! A cheap rule-based policy for Lone Wolves rollouts: greedy on what a move does to the
//! territory it touches, with some randomness so rollouts still explore.
//!
//! * following: the cheapest card that wins the trick (LW-T5, LW-T6), else the cheapest
//!   card, each put where it gains most now (face up when it wins, as a lone wolf when not);
//! * leading: a strong card more often than a weak one, where it gains most face up;
//! * taking a scar: the face-up scar worth most where it could go, else any; placing: the
//!   location that gains most now (LW-T9); revealing: the first space.

use super::state::{
    location_territories, State, BOX_WOLF, FLIP_HONOR, MAX_CARDS, N_LOC, OVER, PLACE, PLACE_BASE,
    PLAY, REVEAL, TAKE, TAKE_BASE,
};
use crate::game::Game;
use crate::rng::Rng;

/// Share of decisions taken uniformly at random instead of by the policy.
const EPSILON: f64 = 0.15;

/// `player`'s points minus the other's in territory `t` as the board stands.
#[inline]
fn terr_margin(s: &State, player: usize, t: usize) -> i32 {
    let [a, b] = s.territory_points(t);
    if player == 0 {
        a - b
    } else {
        b - a
    }
}

/// The power of a card for winning tricks: its rank, trump counting more.
#[inline]
fn power(s: &State, card: usize) -> i32 {
    (card % 6) as i32
        + if s.trump >= 0 && card / 6 == s.trump as usize {
            6
        } else {
            0
        }
}

/// The open territory where `card` gains most for the player to move (face up or as a
/// lone wolf), ties broken at random.
fn best_territory(s: &State, card: usize, face_up: bool, rng: &mut Rng) -> usize {
    let p = s.player as usize;
    let mut terrs = s.open_mask();
    let mut best = (i32::MIN, 0u64, 0usize);
    while terrs != 0 {
        let t = terrs.trailing_zeros() as usize;
        terrs &= terrs - 1;
        let before = terr_margin(s, p, t);
        let mut c = s.clone();
        let side = p * 5 + t;
        if face_up {
            c.up[side].push(card as i8);
        } else {
            c.lone[side].push(card as i8);
        }
        let gain = terr_margin(&c, p, t) - before;
        let tie = rng.next_u64();
        if (gain, tie) > (best.0, best.1) {
            best = (gain, tie, t);
        }
    }
    best.2
}

/// `player`'s margin after placing `effect` on `loc` (box wolves and honor flips act at once).
fn place_gain(s: &State, player: usize, effect: i8, loc: usize) -> i32 {
    let terrs = location_territories(loc);
    let before: i32 = terrs.iter().map(|&t| terr_margin(s, player, t)).sum();
    let mut c = s.clone();
    c.packs[player * N_LOC + loc].push(effect);
    for &t in terrs {
        if effect == BOX_WOLF && c.count[t] < MAX_CARDS {
            c.boxw[player * 5 + t].push(0);
        } else if effect == FLIP_HONOR {
            c.honor_side[t] ^= 1;
        }
    }
    terrs
        .iter()
        .map(|&t| terr_margin(&c, player, t))
        .sum::<i32>()
        - before
}

/// The policy's action for the player to move in `s` (not over).
pub fn choose(s: &State, rng: &mut Rng, acts: &mut Vec<u16>) -> u16 {
    s.legal_actions(acts);
    if acts.len() == 1 || rng.unit() < EPSILON {
        return acts[rng.below(acts.len())];
    }
    match s.phase {
        PLAY => {
            let cards = s.playable_mask();
            let mut best = (i32::MIN, 0u64, 0usize, false);
            let mut m = cards;
            if s.lead_card >= 0 {
                // Cheapest winner, else cheapest loser.
                while m != 0 {
                    let c = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let wins = s.follower_wins(s.lead_card, c as i8);
                    let score = if wins { 100 } else { 0 } - power(s, c);
                    let tie = rng.next_u64();
                    if (score, tie) > (best.0, best.1) {
                        best = (score, tie, c, wins);
                    }
                }
            } else {
                // A strong lead more often: pick by power plus noise.
                while m != 0 {
                    let c = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let score = power(s, c) + rng.below(6) as i32;
                    let tie = rng.next_u64();
                    if (score, tie) > (best.0, best.1) {
                        best = (score, tie, c, true);
                    }
                }
            }
            let card = best.2;
            let t = best_territory(s, card, best.3, rng);
            (card * 5 + t) as u16
        }
        TAKE => {
            let t = s.loser_terr as usize;
            let p = s.player as usize;
            let mut best = (i32::MIN, 0u64, acts[0]);
            for &a in acts.iter() {
                let i = (a - TAKE_BASE) as usize;
                let value = if s.scar_up[t][i] {
                    let e = s.scar[t][i];
                    (0..N_LOC)
                        .filter(|&loc| s.packs[p * N_LOC + loc].n < s.comp.caps[loc])
                        .map(|loc| place_gain(s, p, e, loc))
                        .max()
                        .unwrap_or(0)
                } else {
                    1 // an unseen scar: worth about a point on average
                };
                let tie = rng.next_u64();
                if (value, tie) > (best.0, best.1) {
                    best = (value, tie, a);
                }
            }
            best.2
        }
        PLACE => {
            let p = s.player as usize;
            let mut best = (i32::MIN, 0u64, acts[0]);
            for &a in acts.iter() {
                let value = place_gain(s, p, s.held, (a - PLACE_BASE) as usize);
                let tie = rng.next_u64();
                if (value, tie) > (best.0, best.1) {
                    best = (value, tie, a);
                }
            }
            best.2
        }
        REVEAL => acts[0],
        _ => acts[rng.below(acts.len())],
    }
}

/// Plays `s` to the end with [`choose`]; returns how many decisions were made.
pub fn rollout(s: &mut State, rng: &mut Rng) -> u32 {
    let mut acts: Vec<u16> = Vec::with_capacity(32);
    let mut n = 0;
    while s.phase != OVER {
        let a = choose(s, rng, &mut acts);
        s.apply(a);
        n += 1;
    }
    n
}
