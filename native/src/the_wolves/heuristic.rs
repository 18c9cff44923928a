//! A cheap rule-based policy for The Wolves rollouts, modelled on Python's
//! `wolfpack.the_wolves.bots.heuristic` (greedy on the standing: own points and projected
//! region tokens against the best other player's) but cheaper: the action to take is
//! chosen by fixed preferences (the actions that change regions and tracks first), and
//! every other decision greedily by the standing it leaves, among at most [`CANDIDATES`]
//! choices drawn at random; some decisions are uniform so rollouts still explore.

use super::state::{State, CHOOSE, DIG, DOMINATE, END, HOWL, KIND_BASE, LAIR_ACT, MOVE, OVER};
use crate::game::Game;
use crate::rng::Rng;

/// Share of decisions taken uniformly at random instead of by the policy.
const EPSILON: f64 = 0.1;
/// The most choices one decision judges.
const CANDIDATES: usize = 8;

/// `player`'s standing minus the best other player's.
fn margin(s: &State, player: usize) -> f64 {
    let mut pts = [0.0f64; 5];
    let n = s.n as usize;
    s.standing(&mut pts[..n]);
    let best = (0..n)
        .filter(|&o| o != player)
        .map(|o| pts[o])
        .fold(f64::NEG_INFINITY, f64::max);
    pts[player] - best
}

/// The preference for an action (higher first), before noise.
fn preference(a: u16) -> f64 {
    if a == END {
        return 0.0;
    }
    match (a - KIND_BASE) as u8 {
        DOMINATE => 4.0,
        LAIR_ACT => 3.5,
        HOWL => 3.0,
        DIG => 2.5,
        MOVE => 2.0,
        _ => 1.0,
    }
}

/// The policy's decision for the player to move in `s` (not over).
pub fn choose(s: &State, rng: &mut Rng, acts: &mut Vec<u16>) -> Option<u16> {
    s.legal_actions(acts);
    if acts.is_empty() {
        return None;
    }
    if acts.len() == 1 || rng.unit() < EPSILON {
        return Some(acts[rng.below(acts.len())]);
    }
    if s.phase == CHOOSE {
        let mut best = (f64::NEG_INFINITY, acts[0]);
        for &a in acts.iter() {
            let v = preference(a) + 1.5 * rng.unit();
            if v > best.0 {
                best = (v, a);
            }
        }
        return Some(best.1);
    }
    let p = s.player as usize;
    let k = acts.len().min(CANDIDATES);
    for i in 0..k {
        let j = i + rng.below(acts.len() - i);
        acts.swap(i, j);
    }
    let mut best = (f64::NEG_INFINITY, acts[0]);
    for &a in &acts[..k] {
        let mut t = s.clone();
        t.apply(a);
        let v = margin(&t, p);
        if v > best.0 + 1e-9 {
            best = (v, a);
        }
    }
    Some(best.1)
}

/// Plays `s` on with [`choose`], at most `max` decisions; returns how many were made.
pub fn rollout(s: &mut State, rng: &mut Rng, max: u32) -> u32 {
    let mut acts: Vec<u16> = Vec::with_capacity(64);
    let mut n = 0;
    while s.phase != OVER && n < max {
        let Some(a) = choose(s, rng, &mut acts) else {
            break;
        };
        s.apply(a);
        n += 1;
    }
    n
}
