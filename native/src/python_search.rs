//! The ISMCTS binding written once for every game: [`SearchHandle`] holds a resumable
//! [`Ismcts`] over any [`InfoSet`] with its cancel flag, and [`ismcts_pyclass!`] makes the
//! Python class of one game's search from it (the constructor takes that game's
//! information-set class). Searches release the GIL and can be stopped from any thread.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;

use crate::game::{Game, InfoSet};
use crate::rng::Rng;
use crate::search::budget::Budget;
use crate::search::ismcts::{Config, Ismcts};

/// The legal actions of `g` now, in the Python engine's order (the core's codes).
pub(crate) fn legal_of<G: Game>(g: &G) -> Vec<u16> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out
}

/// Applies `action` (the core's code) to `g` if it is legal now, else `ValueError` naming
/// `shown` (the action as Python numbers it) and changing nothing.
pub(crate) fn apply_checked<G: Game>(g: &mut G, action: Option<u16>, shown: u32) -> PyResult<()> {
    match action {
        Some(a) if legal_of(g).contains(&a) => {
            g.apply(a);
            Ok(())
        }
        _ => Err(PyValueError::new_err(format!(
            "action {shown} is not legal now"
        ))),
    }
}

/// Per root action: (action as Python numbers it, visits, reward sum, wins sum, margin
/// sum, margin² sum).
pub(crate) type StatRow = (u32, u64, f64, f64, f64, f64);

/// A resumable search and its cancel flag (see the module docs).
pub(crate) struct SearchHandle<I: InfoSet> {
    search: Mutex<Ismcts<I>>,
    cancel: Arc<AtomicBool>,
    to_python: fn(u16) -> u32,
}

impl<I: InfoSet + Send> SearchHandle<I> {
    /// A search of `info` (whose player must be the one to move) growing `trees` trees
    /// (0: one per thread) on `threads` threads; `to_python` turns the core's action
    /// codes into Python's.
    pub fn new(
        info: I,
        seed: u64,
        threads: usize,
        trees: usize,
        cfg: Config,
        to_python: fn(u16) -> u32,
    ) -> PyResult<Self> {
        let threads = threads.clamp(1, 64);
        let trees = if trees == 0 { threads } else { trees.min(64) };
        let s = info.sample(&mut Rng::new(seed));
        if s.to_move() != Some(info.player()) {
            return Err(PyValueError::new_err(
                "the searching player must be the one to move",
            ));
        }
        Ok(SearchHandle {
            search: Mutex::new(Ismcts::new(info, cfg, seed, trees, threads)),
            cancel: Arc::new(AtomicBool::new(false)),
            to_python,
        })
    }

    /// Runs at most `iterations` more iterations and at most `seconds` without the GIL.
    pub fn run(&self, py: Python<'_>, iterations: u64, seconds: Option<f64>) -> PyResult<u64> {
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
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Iterations run so far.
    pub fn iterations(&self, py: Python<'_>) -> u64 {
        py.detach(|| self.search.lock().map(|s| s.iterations()).unwrap_or(0))
    }

    /// The root statistics, most visited first.
    pub fn stats(&self, py: Python<'_>) -> Vec<StatRow> {
        let to_python = self.to_python;
        py.detach(|| {
            self.search
                .lock()
                .map(|s| {
                    s.stats()
                        .into_iter()
                        .map(|a| {
                            let code = to_python(a.action);
                            (code, a.visits, a.reward, a.wins, a.margin, a.margin_sq)
                        })
                        .collect()
                })
                .unwrap_or_default()
        })
    }
}

/// `ismcts_pyclass!(Name, InfoClass, |info| rust_info, to_python, "doc")`: the Python
/// class `Name` of a resumable ISMCTS over a game's information-set class `InfoClass`
/// (`rust_info` reads the core's information set out of it).
macro_rules! ismcts_pyclass {
    ($name:ident, $info:ty, |$i:ident| $get:expr, $to_python:expr, $doc:literal) => {
        #[doc = $doc]
        #[pyclass(module = "wolfpack_core._core", frozen)]
        pub(crate) struct $name {
            h: $crate::python_search::SearchHandle<
                <$info as $crate::python_search::HasInfo>::Info,
            >,
        }

        #[pymethods]
        impl $name {
            #[new]
            #[pyo3(signature = (info, seed, threads=1, exploration=0.7, margin_weight=0.25, margin_scale=15.0, heuristic_rollouts=0.0, greedy_rollouts=false, depth=0, trees=0))]
            // Python's keyword arguments, one per setting of the search.
            #[allow(clippy::too_many_arguments)]
            fn new(
                info: &$info,
                seed: u64,
                threads: usize,
                exploration: f64,
                margin_weight: f64,
                margin_scale: f64,
                heuristic_rollouts: f64,
                greedy_rollouts: bool,
                depth: usize,
                trees: usize,
            ) -> PyResult<Self> {
                // The share of rollouts by the game's heuristic policy (True: 1).
                if !(0.0..=1.0).contains(&heuristic_rollouts) {
                    return Err(pyo3::exceptions::PyValueError::new_err(
                        "heuristic_rollouts: a share from 0 to 1",
                    ));
                }
                let $i = info;
                let cfg = $crate::search::ismcts::Config {
                    exploration,
                    margin_weight,
                    margin_scale,
                    heuristic_share: heuristic_rollouts,
                    greedy: greedy_rollouts,
                    depth,
                    ..Default::default()
                };
                Ok($name {
                    h: $crate::python_search::SearchHandle::new(
                        $get,
                        seed,
                        threads,
                        trees,
                        cfg,
                        $to_python,
                    )?,
                })
            }

            /// Runs at most `iterations` more iterations and at most `seconds` (None: no
            /// limit) without the GIL; returns how many ran.
            #[pyo3(signature = (iterations, seconds=None))]
            fn run(&self, py: Python<'_>, iterations: u64, seconds: Option<f64>) -> PyResult<u64> {
                self.h.run(py, iterations, seconds)
            }

            /// Stops a running `run` soon (from any thread); later runs stop at once.
            fn cancel(&self) {
                self.h.cancel()
            }

            /// Iterations run so far.
            fn iterations(&self, py: Python<'_>) -> u64 {
                self.h.iterations(py)
            }

            /// The root statistics, most visited first: (action, visits, reward sum, wins
            /// sum, margin sum, margin² sum).
            fn stats(&self, py: Python<'_>) -> Vec<$crate::python_search::StatRow> {
                self.h.stats(py)
            }
        }
    };
}
pub(crate) use ismcts_pyclass;

/// A game's information-set class names the core's information set it holds.
pub(crate) trait HasInfo {
    type Info: InfoSet + Send;
}

/// `ismcts_class!(Name, PyInfo, Info, "doc")`: [`ismcts_pyclass!`] for a game whose
/// information-set class `PyInfo` holds its core [`InfoSet`] `Info` in a field `info` and
/// whose action codes are Python's own.
macro_rules! ismcts_class {
    ($name:ident, $py_info:ty, $info:ty, $doc:literal) => {
        impl $crate::python_search::HasInfo for $py_info {
            type Info = $info;
        }
        $crate::python_search::ismcts_pyclass!(
            $name,
            $py_info,
            |i| i.info.clone(),
            |a: u16| u32::from(a),
            $doc
        );
    };
}
pub(crate) use ismcts_class;
