//! The driver: MTD(f) over null-window searches, the estimate that starts it, and the root
//! loop that finds a best action (and with `all_moves` every action's exact value), as
//! `wolfpack.lone_wolves.bots.solver.solve` does in Python.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::position::{At, LoadError, Position, INF};
use super::search::{CancelFlag, Search};

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
/// described by `children` (in the rules state's order). `reveal`: the root is a 3's
/// reveal, where every action leads to the same value in the open. `None` when `cancel`
/// was set.
pub fn solve_described(
    root: &[i32],
    children: &[(u16, Vec<i32>)],
    reveal: bool,
    all_moves: bool,
    cancel: Arc<AtomicBool>,
) -> Result<Option<Solution>, LoadError> {
    let pos = Position::load(root)?;
    if pos.at == At::Over || children.is_empty() {
        return Err(LoadError("the game is over".into()));
    }
    let kids = children
        .iter()
        .map(|(a, d)| Ok((*a, Position::load(d)?)))
        .collect::<Result<Vec<_>, LoadError>>()?;
    Ok(solve_positions(pos, kids, reveal, all_moves, cancel))
}

/// Whether player 0 decides at `pos` (the root's direction: player 0 maximizes the margin).
fn maximizes(pos: &Position) -> bool {
    match pos.at {
        At::Lead | At::Take | At::Place => pos.who == 0,
        At::Follow | At::Resolve => pos.who == 1,
        At::Over => true,
    }
}

/// [`solve_described`] over loaded positions.
pub fn solve_positions<C: CancelFlag>(
    pos: Position,
    mut children: Vec<(u16, Position)>,
    reveal: bool,
    all_moves: bool,
    cancel: C,
) -> Option<Solution> {
    let maxi = maximizes(&pos);
    let mut search = Search::new(pos.clone(), table_bits(pos.tricks_left()), cancel);
    let guess = first_guess(&mut search, ESTIMATE_FROM_TRICKS_LEFT)?;
    let value = mtdf(&mut search, guess)?;
    if reveal {
        let take = if all_moves { children.len() } else { 1 };
        let values = children[..take].iter().map(|&(a, _)| (a, value)).collect();
        return Some(Solution {
            margin: value,
            best_action: children[0].0,
            values,
            nodes: search.nodes,
        });
    }
    if let Some(hint) = search.best_lead() {
        // The table's best first: usually the only move to check.
        if let Some(i) = children.iter().position(|(a, _)| i32::from(*a) == hint) {
            let c = children.remove(i);
            children.insert(0, c);
        }
    }
    let mut values = Vec::new();
    let mut best_action = None;
    for (a, child) in children {
        search.load(child);
        let reaches = if all_moves {
            let v = mtdf(&mut search, value)?;
            values.push((a, v));
            v == value
        } else {
            let (lo, hi) = if maxi {
                (value - 1, value)
            } else {
                (value, value + 1)
            };
            let v = search.value(lo, hi)?;
            let r = if maxi { v >= value } else { v <= value };
            if r {
                values.push((a, value));
            }
            r
        };
        if reaches && best_action.is_none() {
            best_action = Some(a);
            if !all_moves {
                break;
            }
        }
    }
    let best_action = best_action.expect("some move reaches the value");
    Some(Solution {
        margin: value,
        best_action,
        values,
        nodes: search.nodes,
    })
}

/// Exact values of some of a position's moves only (`children`, each the position after
/// its move; PIMC racing solves only the moves still in contention): each child is solved
/// by MTD(f) from the previous child's value, sharing one table; the margin and best action
/// are the best among them, not necessarily the position's.
pub fn solve_children<C: CancelFlag>(
    pos: Position,
    children: Vec<(u16, Position)>,
    reveal: bool,
    cancel: C,
) -> Option<Solution> {
    let maxi = maximizes(&pos);
    if reveal || children.is_empty() {
        return solve_positions(pos, children, reveal, true, cancel);
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
