//! The exact open-hand Lone Wolves solver: with every card and scar known the game is a
//! deterministic two-player zero-sum game, and the solver finds its value (player 0's final
//! margin under best play by both) and a best action.
//!
//! It searches a compact position ([`position`]) with alpha-beta, a transposition table
//! ([`table`]), move ordering and exact prunings ([`search`], [`bounds`], `last_trick`),
//! driven by MTD(f) and a root loop ([`driver`]). Positions come from the flat descriptor
//! Python's `solver_native.describe` builds, so Python can load any position. A search
//! checks its cancel flag every few thousand positions.

pub mod bounds;
pub mod driver;
mod last_trick;
pub mod position;
pub mod root;
pub mod search;
pub mod table;

pub use driver::{
    first_guess, mtdf, solve_described, solve_positions, table_bits, Solution,
    ESTIMATE_FROM_TRICKS_LEFT,
};
pub use position::{layout, At, LoadError, Position, INF};
pub use root::{describe, solve, solve_actions, OpenSolver};
pub use search::{CancelFlag, Search};

#[cfg(test)]
mod tests;
