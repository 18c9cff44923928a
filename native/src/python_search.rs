//! The ISMCTS search class of `wolfpack_core._core`, written once for every game:
//! [`SearchHandle`] holds a resumable [`Ismcts`] and its cancel flag and runs it without
//! the GIL; [`ismcts_class!`] makes a game's Python class of it from the game's
//! information-set class.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;

use crate::game::{Game, InfoSet};
use crate::rng::Rng;
use crate::search::budget::Budget;
use crate::search::ismcts::{Config, Ismcts};

/// Per root action: (action, visits, reward sum, wins sum, margin sum, margin² sum).
pub(crate) type StatRow = (u16, u64, f64, f64, f64, f64);

/// A resumable ISMCTS search of one information set, stoppable from any thread.
pub(crate) struct SearchHandle<I: InfoSet> {
    search: Mutex<Ismcts<I>>,
    cancel: Arc<AtomicBool>,
}

impl<I: InfoSet + Send> SearchHandle<I> {
    /// A search of `info` (whose player must be the one to move) with `threads` trees.
    pub(crate) fn new(info: I, seed: u64, threads: usize, cfg: Config) -> PyResult<Self> {
        if info.sample(&mut Rng::new(seed)).to_move() != Some(info.player()) {
            return Err(PyValueError::new_err(
                "the searching player must be the one to move",
            ));
        }
        Ok(SearchHandle {
            search: Mutex::new(Ismcts::new(info, cfg, seed, threads.clamp(1, 64))),
            cancel: Arc::new(AtomicBool::new(false)),
        })
    }

    /// Runs at most `iterations` more iterations and at most `seconds` without the GIL.
    pub(crate) fn run(
        &self,
        py: Python<'_>,
        iterations: u64,
        seconds: Option<f64>,
    ) -> PyResult<u64> {
        let cancel = self.cancel.clone();
        py.detach(|| {
            let mut s = self
                .search
                .lock()
                .map_err(|_| PyRuntimeError::new_err("a search failed earlier"))?;
            let budget = Budget::new(iterations, seconds, Some(&cancel));
            Ok(s.run(&budget))
        })
    }

    /// Stops a running search soon; later runs stop at once.
    pub(crate) fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Iterations run so far.
    pub(crate) fn iterations(&self, py: Python<'_>) -> u64 {
        py.detach(|| self.search.lock().map(|s| s.iterations()).unwrap_or(0))
    }

    /// The root statistics, most visited first.
    pub(crate) fn stats(&self, py: Python<'_>) -> Vec<StatRow> {
        py.detach(|| {
            self.search
                .lock()
                .map(|s| {
                    s.stats()
                        .into_iter()
                        .map(|a| (a.action, a.visits, a.reward, a.wins, a.margin, a.margin_sq))
                        .collect()
                })
                .unwrap_or_default()
        })
    }
}

/// `ismcts_class!(Name, PyInfo, Info, "doc")`: the Python class `Name`, a resumable ISMCTS
/// search from a `PyInfo` (a pyclass whose field `info` is the game's [`InfoSet`] `Info`),
/// with `run(iterations, seconds=None)`, `cancel()`, `iterations()` and `stats()`.
macro_rules! ismcts_class {
    ($name:ident, $py_info:ty, $info:ty, $doc:literal) => {
        #[doc = $doc]
        #[pyclass(module = "wolfpack_core._core", frozen)]
        pub(crate) struct $name {
            handle: $crate::python_search::SearchHandle<$info>,
        }

        #[pymethods]
        impl $name {
            #[new]
            #[pyo3(signature = (info, seed, threads=1, exploration=0.7, margin_weight=0.25, margin_scale=15.0, heuristic_rollouts=false))]
            #[allow(clippy::too_many_arguments)]
            fn new(
                info: &$py_info,
                seed: u64,
                threads: usize,
                exploration: f64,
                margin_weight: f64,
                margin_scale: f64,
                heuristic_rollouts: bool,
            ) -> PyResult<Self> {
                let cfg = $crate::search::ismcts::Config {
                    exploration,
                    margin_weight,
                    margin_scale,
                    heuristic_rollouts,
                };
                Ok($name {
                    handle: $crate::python_search::SearchHandle::new(
                        info.info.clone(),
                        seed,
                        threads,
                        cfg,
                    )?,
                })
            }

            /// Runs at most `iterations` more iterations and at most `seconds` (None: no
            /// limit) without the GIL; returns how many ran.
            #[pyo3(signature = (iterations, seconds=None))]
            fn run(&self, py: Python<'_>, iterations: u64, seconds: Option<f64>) -> PyResult<u64> {
                self.handle.run(py, iterations, seconds)
            }

            /// Stops a running `run` soon (from any thread); later runs stop at once.
            fn cancel(&self) {
                self.handle.cancel()
            }

            /// Iterations run so far.
            fn iterations(&self, py: Python<'_>) -> u64 {
                self.handle.iterations(py)
            }

            /// The root statistics, most visited first: (action, visits, reward sum, wins
            /// sum, margin sum, margin² sum).
            fn stats(&self, py: Python<'_>) -> Vec<$crate::python_search::StatRow> {
                self.handle.stats(py)
            }
        }
    };
}

pub(crate) use ismcts_class;
