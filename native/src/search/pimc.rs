//! Perfect-information Monte Carlo (PIMC; Ginsberg's GIB): sample positions from what the
//! player knows, solve each exactly for every legal move, and keep the values. The
//! estimate of a move is the mean over samples; its known faults (strategy fusion,
//! non-locality) are why a hint calls it an estimate.

use std::sync::atomic::AtomicBool;

use super::budget::{share, Budget};
use super::threads::run_each;
use crate::game::{Game, InfoSet};
use crate::rng::Rng;

/// An exact solver of a game's open positions.
pub trait ExactSolver<G: Game>: Sync {
    /// Player 0's exact final margin after each of `actions` from `state`, or `None` when
    /// `cancel` was set meanwhile.
    fn values(&self, state: &G, actions: &[u16], cancel: Option<&AtomicBool>) -> Option<Vec<i32>>;
}

/// The values PIMC found: one row per solved sample, one column per root action, each the
/// searching player's own margin (points minus the opponent's).
#[derive(Clone, Debug, Default)]
pub struct PimcResult {
    pub actions: Vec<u16>,
    pub rows: Vec<Vec<i32>>,
}

/// Solves up to `budget.iterations` samples of `info` (split over `threads`), until the
/// budget runs out; samples are drawn from generators derived from `seed`, one per thread.
/// `only` restricts the root actions solved to those of them that are legal (a caller
/// racing the moves drops those already shown worse; the deals drawn are the same).
pub fn pimc<I, S>(
    info: &I,
    solver: &S,
    seed: u64,
    threads: usize,
    budget: &Budget,
    only: Option<&[u16]>,
) -> PimcResult
where
    I: InfoSet,
    S: ExactSolver<I::State>,
{
    let player = info.player();
    let mut rng = Rng::new(seed);
    let mut actions = Vec::new();
    info.sample(&mut rng.split()).legal_actions(&mut actions);
    if let Some(only) = only {
        actions.retain(|a| only.contains(a));
    }
    let threads = threads.max(1);
    let mut rngs: Vec<Rng> = (0..threads).map(|_| rng.split()).collect();
    let actions_ref = &actions;
    let work = |rng: &mut Rng, limit: u64| -> Vec<Vec<i32>> {
        let mut rows = Vec::new();
        while (rows.len() as u64) < limit && !budget.stopped() {
            let s = info.sample(rng);
            match solver.values(&s, actions_ref, budget.cancel) {
                Some(v) => rows.push(
                    v.into_iter()
                        .map(|m| if player == 0 { m } else { -m })
                        .collect(),
                ),
                None => break,
            }
        }
        rows
    };
    let rows = run_each(&mut rngs, |k, r| {
        work(r, share(budget.iterations, threads, k))
    })
    .into_iter()
    .flatten()
    .collect();
    PimcResult { actions, rows }
}
