//! Lone Wolves in the native core: the fast rules state (the Python
//! `wolfpack.lone_wolves.state.LWState`, move for move), what a player knows and its
//! samples, the rollout heuristic, and the exact open-hand solver.

pub mod heuristic;
pub mod info;
pub mod solver;
pub mod state;
