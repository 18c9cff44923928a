//! Whole random games from a position, for the speed benchmarks and the differential
//! tests: how many decisions a second the fast state plays.

use crate::game::Game;
use crate::rng::Rng;

/// Plays `games` rollouts from `start` (uniform, or the game's heuristic policy); returns
/// the decisions made in all.
pub fn play<G: Game>(start: &G, games: u64, heuristic: bool, seed: u64) -> u64 {
    let mut rng = Rng::new(seed);
    let mut n = 0u64;
    for _ in 0..games {
        let mut s = start.clone();
        n += u64::from(if heuristic {
            s.heuristic_rollout(&mut rng)
        } else {
            s.rollout(&mut rng)
        });
    }
    n
}
