//! Triqueta (with the Hidden Wolves expansion and its 2-player variant) in the native
//! core: the fast rules state (the Python `wolfpack.triqueta.state.TQState`, decision for
//! decision), what a player knows and its samples, and the rollout heuristic.

pub mod heuristic;
pub mod info;
pub mod state;
