//! Perfect-information Monte Carlo (PIMC; Ginsberg's GIB): sample positions from what the
//! player knows, solve each exactly for every legal move, and keep the values. The
//! estimate of a move is the mean over samples; its known faults (strategy fusion,
//! non-locality) are why a hint calls it an estimate.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use super::budget::Budget;
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

/// Deal `i`'s own generator, from the generator `base` a PIMC call derives from its seed:
/// the deals are the same whichever thread draws them.
fn deal_rng(base: u64, i: u64) -> Rng {
    Rng::new(base ^ i.wrapping_mul(0xD1B5_4A32_D192_ED03))
}

/// Solves up to `budget.iterations` samples of `info` over `threads` threads, until the
/// budget runs out. Sample `i` is drawn from its own generator (derived from `seed` and
/// `i`) and the threads take the next sample in turn, so the rows (in the samples' order)
/// are the same on any number of threads while the budget's time and cancel flag do not
/// cut in. `only` restricts the root actions solved to those of them that are legal (a
/// caller racing the moves drops those already shown worse; the deals drawn are the same).
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
    let base = rng.next_u64();
    let next = AtomicU64::new(0);
    let actions_ref = &actions;
    let mut workers = vec![(); threads.clamp(1, budget.iterations.max(1) as usize)];
    let parts = run_each(&mut workers, |_, _| {
        let mut rows = Vec::new();
        while !budget.stopped() {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= budget.iterations {
                break;
            }
            let s = info.sample(&mut deal_rng(base, i));
            match solver.values(&s, actions_ref, budget.cancel) {
                Some(v) => rows.push((
                    i,
                    v.into_iter()
                        .map(|m| if player == 0 { m } else { -m })
                        .collect::<Vec<i32>>(),
                )),
                None => break,
            }
        }
        rows
    });
    let mut rows: Vec<(u64, Vec<i32>)> = parts.into_iter().flatten().collect();
    rows.sort_unstable_by_key(|r| r.0);
    PimcResult {
        actions,
        rows: rows.into_iter().map(|r| r.1).collect(),
    }
}
