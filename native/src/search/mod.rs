//! Searches written once against [`crate::game::Game`] and [`crate::game::InfoSet`]:
//! rollouts, ISMCTS, PIMC; budgets of iterations and time, cancellation, threads.

pub mod budget;
pub mod ismcts;
pub mod pimc;
pub mod rollouts;
pub mod threads;
