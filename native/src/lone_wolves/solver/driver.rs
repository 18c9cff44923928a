//! The driver: MTD(f) over null-window searches, the estimate that starts it, and the root
//! loop that finds a best action (and with `all_moves` every action's exact value), as
//! `wolfpack.lone_wolves.bots.solver.solve` does in Python.
//!
//! A solve may use several threads sharing one transposition table: to find the value each
//! runs MTD(f) from a guess of its own (the first to finish ends the others), so one
//! thread's passes bound what the others search; with `all_moves` they share out the
//! actions.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use super::position::{At, LoadError, Position, INF};
use super::search::{CancelFlag, Search};
use super::table::Table;
use crate::search::threads::run_each;

/// Tricks left (the one under way included) from which an exact search starts from an
/// estimate ([`first_guess`]).
pub const ESTIMATE_FROM_TRICKS_LEFT: u32 = 4;
/// The transposition table holds at most `2**MAX_TABLE_BITS` positions.
pub const MAX_TABLE_BITS: u32 = 20;

/// A table size for a position `tricks_left` tricks from the end: small near the end,
/// where a large one costs more to clear than the search takes.
pub fn table_bits(tricks_left: u32) -> u32 {
    MAX_TABLE_BITS.min(8 + 2 * tricks_left)
}

/// The exact value of the loaded position by a sequence of null-window searches (MTD(f),
/// Plaat et al. 1996) from `guess`: while the value lies on one side only the steps
/// double; once it is bracketed they halve. `None` when cancelled.
pub fn mtdf<C: CancelFlag>(search: &mut Search<C>, guess: i32) -> Option<i32> {
    let (mut lo, mut hi) = (-INF, INF);
    let mut step = 1;
    let mut beta = guess;
    while lo < hi {
        let g = search.value(beta - 1, beta)?;
        if g < beta {
            hi = g;
        } else {
            lo = g;
        }
        if lo == hi {
            break;
        }
        beta = if hi == INF {
            lo + step
        } else if lo == -INF {
            hi - step + 1
        } else {
            (lo + hi + 1).div_euclid(2)
        };
        step *= 2;
    }
    Some(lo)
}

/// Where MTD(f) starts: from `estimate_from` tricks left (usually
/// [`ESTIMATE_FROM_TRICKS_LEFT`]), an estimate (the tricks but the last two searched, then
/// the board scored as it stands), whose search also leaves good move orders in the table;
/// else 0.
pub fn first_guess<C: CancelFlag>(search: &mut Search<C>, estimate_from: u32) -> Option<i32> {
    if search.position().tricks_left() < estimate_from {
        return Some(0);
    }
    search.set_horizon(2);
    let g = mtdf(search, 0);
    search.set_horizon(0);
    g
}

/// An open position solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Player 0's final points minus player 1's under best play by both.
    pub margin: i32,
    /// A best legal action for the player to move.
    pub best_action: u16,
    /// The exact margin after each action checked: every legal action with `all_moves`,
    /// else the best only.
    pub values: Vec<(u16, i32)>,
    /// Positions searched.
    pub nodes: u64,
}

/// Solves the position described by `root` whose legal actions lead to the positions
/// described by `children` (in the rules state's order) on `threads` threads. `reveal`:
/// the root is a 3's reveal, where every action leads to the same value in the open.
/// `None` when `cancel` was set meanwhile.
pub fn solve_described(
    root: &[i32],
    children: &[(u16, Vec<i32>)],
    reveal: bool,
    all_moves: bool,
    cancel: Arc<AtomicBool>,
    threads: usize,
) -> Result<Option<Solution>, LoadError> {
    let pos = Position::load(root)?;
    if pos.at == At::Over || children.is_empty() {
        return Err(LoadError("the game is over".into()));
    }
    let kids = children
        .iter()
        .map(|(a, d)| Ok((*a, Position::load(d)?)))
        .collect::<Result<Vec<_>, LoadError>>()?;
    Ok(solve_positions(
        pos, kids, reveal, all_moves, cancel, threads,
    ))
}

/// Whether player 0 decides at `pos` (the root's direction: player 0 maximizes the margin).
fn maximizes(pos: &Position) -> bool {
    match pos.at {
        At::Lead | At::Take | At::Place => pos.who == 0,
        At::Follow | At::Resolve => pos.who == 1,
        At::Over => true,
    }
}

/// The stop flag of one thread's search in a solve: the caller's flag or the solve's own.
struct Either<'a, C> {
    caller: &'a C,
    own: &'a AtomicBool,
}

impl<C: CancelFlag> CancelFlag for Either<'_, C> {
    #[inline]
    fn is_set(&self) -> bool {
        self.own.load(Ordering::Relaxed) || self.caller.is_set()
    }
}

/// The guess thread `k` of a solve starts MTD(f) from: the estimate, then one above, one
/// below, two above, ...
fn guess_of_thread(guess: i32, k: usize) -> i32 {
    let step = k.div_ceil(2) as i32;
    if k % 2 == 1 {
        guess + step
    } else {
        guess - step
    }
}

/// Runs `work(k)` on threads `0..threads` (0 on the calling thread when alone) and returns
/// what each did.
fn on_threads<T: Send>(threads: usize, work: impl Fn(usize) -> T + Sync) -> Vec<T> {
    run_each(&mut vec![(); threads.max(1)], |k, _| work(k))
}

/// The exact value of `pos` by MTD(f) on `threads` threads sharing `table`, and the
/// positions they searched; `None` when the caller's flag stopped it.
fn root_value<C: CancelFlag + Sync>(
    pos: &Position,
    table: &Arc<Table>,
    cancel: &C,
    threads: usize,
) -> (Option<i32>, u64) {
    let found = AtomicBool::new(false);
    let value = Mutex::new(None);
    let nodes = on_threads(threads, |k| {
        let flag = Either {
            caller: cancel,
            own: &found,
        };
        let mut search = Search::sharing(pos.clone(), table.clone(), flag);
        let v = first_guess(&mut search, ESTIMATE_FROM_TRICKS_LEFT)
            .and_then(|g| mtdf(&mut search, guess_of_thread(g, k)));
        if let Some(v) = v {
            value.lock().expect("the value").get_or_insert(v);
            found.store(true, Ordering::Relaxed);
        }
        search.nodes
    });
    let v = *value.lock().expect("the value");
    (v, nodes.iter().sum())
}

/// [`solve_described`] over loaded positions.
pub fn solve_positions<C: CancelFlag + Sync>(
    pos: Position,
    mut children: Vec<(u16, Position)>,
    reveal: bool,
    all_moves: bool,
    cancel: C,
    threads: usize,
) -> Option<Solution> {
    let maxi = maximizes(&pos);
    let threads = threads.max(1);
    let table = Arc::new(Table::new(table_bits(pos.tricks_left())));
    let (value, mut nodes) = root_value(&pos, &table, &cancel, threads);
    let value = value?;
    if reveal {
        let take = if all_moves { children.len() } else { 1 };
        let values = children[..take].iter().map(|&(a, _)| (a, value)).collect();
        return Some(Solution {
            margin: value,
            best_action: children[0].0,
            values,
            nodes,
        });
    }
    let never = AtomicBool::new(false);
    if all_moves {
        // Every action's value, the threads taking the next action in turn; the best
        // action the first in the given order that reaches the value, whatever the threads
        // did.
        let next = AtomicUsize::new(0);
        let solved = on_threads(threads, |_| {
            let flag = Either {
                caller: &cancel,
                own: &never,
            };
            let mut search = Search::sharing(children[0].1.clone(), table.clone(), flag);
            let mut values = Vec::new();
            while let Some((a, child)) = children.get(next.fetch_add(1, Ordering::Relaxed)) {
                search.load(child.clone());
                values.push((*a, mtdf(&mut search, value)?));
            }
            Some((values, search.nodes))
        });
        let mut values = Vec::with_capacity(children.len());
        for part in solved {
            let (v, n) = part?;
            values.extend(v);
            nodes += n;
        }
        let order = |a: u16| children.iter().position(|c| c.0 == a);
        values.sort_unstable_by_key(|&(a, _)| order(a));
        let best_action = values
            .iter()
            .find(|&&(_, v)| v == value)
            .expect("some move reaches the value")
            .0;
        return Some(Solution {
            margin: value,
            best_action,
            values,
            nodes,
        });
    }
    let flag = Either {
        caller: &cancel,
        own: &never,
    };
    let mut search = Search::sharing(pos, table, flag);
    if let Some(hint) = search.best_lead() {
        // The table's best first: usually the only move to check (with several threads,
        // which of equally good actions that is may vary from run to run).
        if let Some(i) = children.iter().position(|(a, _)| i32::from(*a) == hint) {
            let c = children.remove(i);
            children.insert(0, c);
        }
    }
    let mut best_action = None;
    let mut values = Vec::new();
    for (a, child) in children {
        search.load(child);
        let (lo, hi) = if maxi {
            (value - 1, value)
        } else {
            (value, value + 1)
        };
        let v = search.value(lo, hi)?;
        if (maxi && v >= value) || (!maxi && v <= value) {
            values.push((a, value));
            best_action = Some(a);
            break;
        }
    }
    let best_action = best_action.expect("some move reaches the value");
    Some(Solution {
        margin: value,
        best_action,
        values,
        nodes: nodes + search.nodes,
    })
}

/// Exact values of some of a position's moves only (`children`, each the position after
/// its move; PIMC racing solves only the moves still in contention): each child is solved
/// by MTD(f) from the previous child's value, sharing one table; the margin and best action
/// are the best among them, not necessarily the position's.
pub fn solve_children<C: CancelFlag + Sync>(
    pos: Position,
    children: Vec<(u16, Position)>,
    reveal: bool,
    cancel: C,
) -> Option<Solution> {
    let maxi = maximizes(&pos);
    if reveal || children.is_empty() {
        return solve_positions(pos, children, reveal, true, cancel, 1);
    }
    let mut search = Search::new(pos.clone(), table_bits(pos.tricks_left()), cancel);
    let mut guess = first_guess(&mut search, ESTIMATE_FROM_TRICKS_LEFT)?;
    let mut values = Vec::with_capacity(children.len());
    for (a, child) in children {
        search.load(child);
        let v = mtdf(&mut search, guess)?;
        guess = v;
        values.push((a, v));
    }
    let &(best_action, margin) = values
        .iter()
        .reduce(|b, c| {
            if (c.1 > b.1) == maxi && c.1 != b.1 {
                c
            } else {
                b
            }
        })
        .expect("children");
    Some(Solution {
        margin,
        best_action,
        values,
        nodes: search.nodes,
    })
}
