//! The Wolves (2 to 5 players, the neutral pack of the 2-player game): the map and the
//! component values read once ([`map`]), the fast rules state ([`state`]), the open
//! information set ([`info`]) and a cheap rollout policy ([`heuristic`]).

pub mod heuristic;
pub mod info;
pub mod map;
pub mod mask;
pub mod state;

use crate::rng::Rng;
use state::State;

/// Plays `s` on, uniformly or with [`heuristic`], at most `max` decisions; returns how
/// many were made.
pub fn play_on(s: &mut State, rng: &mut Rng, heuristic: bool, max: u32) -> u32 {
    if heuristic {
        heuristic::rollout(s, rng, max)
    } else {
        s.playout(rng, max)
    }
}

/// Plays `games` rollouts of at most `max` decisions from `start`; returns the decisions
/// made in all (the speed benchmarks and the differential tests).
pub fn rollouts(start: &State, games: u64, heuristic: bool, seed: u64, max: u32) -> u64 {
    let mut rng = Rng::new(seed);
    let mut n = 0u64;
    for _ in 0..games {
        let mut s = start.clone();
        n += u64::from(play_on(&mut s, &mut rng, heuristic, max));
    }
    n
}
