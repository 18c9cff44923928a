//! wolfpack's native core: each game's fast state, the searches written once over the
//! [`game::Game`] trait (random and heuristic rollouts, ISMCTS, PIMC), and the exact Lone
//! Wolves solver. The Python bindings (`python.rs`, feature `python`) are thin: no rules.

pub mod game;
pub mod layout;
pub mod lone_wolves;
pub mod rng;
pub mod search;
pub mod the_wolves;
pub mod triqueta;

#[cfg(feature = "python")]
mod python;
#[cfg(feature = "python")]
mod python_search;
#[cfg(feature = "python")]
mod python_the_wolves;
#[cfg(feature = "python")]
mod python_triqueta;
