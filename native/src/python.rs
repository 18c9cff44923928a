//! The Python module `wolfpack_core._core`: thin bindings, no rules. Positions cross as
//! the flat layouts each game's Python side writes (`encode`), actions as the same small
//! integers; every search releases the GIL and can be stopped from another thread.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;

use crate::game::{Game, InfoSet};
use crate::lone_wolves::info::LwInfo;
use crate::lone_wolves::state::State;
use crate::rng::Rng;
use crate::search::budget::Budget;
use crate::search::ismcts::{Config, Ismcts};
use crate::search::rollouts;

fn decode(layout: &[i32]) -> PyResult<State> {
    State::decode(layout).map_err(|e| PyValueError::new_err(format!("position layout: {}", e.0)))
}

/// A Lone Wolves fast state (for the differential tests against the Python one).
#[pyclass(module = "wolfpack_core._core")]
#[derive(Clone)]
struct LoneWolvesState {
    s: State,
}

#[pymethods]
impl LoneWolvesState {
    #[new]
    fn new(layout: Vec<i32>) -> PyResult<Self> {
        Ok(LoneWolvesState {
            s: decode(&layout)?,
        })
    }

    /// The flat layout of the position.
    fn encode(&self) -> Vec<i32> {
        self.s.encode()
    }

    /// The legal actions, in the Python engine's order.
    fn legal_actions(&self) -> Vec<u16> {
        let mut out = Vec::new();
        self.s.legal_actions(&mut out);
        out
    }

    /// Applies an action; `ValueError` if it is not legal now.
    fn apply(&mut self, action: u16) -> PyResult<()> {
        let mut legal = Vec::new();
        self.s.legal_actions(&mut legal);
        if !legal.contains(&action) {
            return Err(PyValueError::new_err(format!(
                "action {action} is not legal now"
            )));
        }
        self.s.apply(action);
        Ok(())
    }

    /// The player to move, or None once the game is over.
    fn to_move(&self) -> Option<usize> {
        self.s.to_move()
    }

    /// Points per player as the board stands.
    fn points(&self) -> (i32, i32) {
        let [a, b] = self.s.points();
        (a, b)
    }

    /// Player 0's result (1, 0.5, 0) and margin.
    fn result(&self) -> (f64, i32) {
        self.s.result()
    }

    /// Plays on to the end (uniform or heuristic); returns the decisions made.
    fn rollout(&mut self, seed: u64, heuristic: bool) -> u32 {
        let mut rng = Rng::new(seed);
        if heuristic {
            self.s.heuristic_rollout(&mut rng)
        } else {
            self.s.rollout(&mut rng)
        }
    }

    fn copy(&self) -> Self {
        self.clone()
    }
}

/// Plays `games` rollouts from a Lone Wolves position without the GIL; returns the
/// decisions made in all.
#[pyfunction]
#[pyo3(signature = (layout, games, heuristic=false, seed=0))]
fn lone_wolves_rollouts(
    py: Python<'_>,
    layout: Vec<i32>,
    games: u64,
    heuristic: bool,
    seed: u64,
) -> PyResult<u64> {
    let s = decode(&layout)?;
    Ok(py.detach(|| rollouts::play(&s, games, heuristic, seed)))
}

/// What one Lone Wolves player knows (see `wolfpack.lone_wolves.bots.info.InfoSet`).
#[pyclass(module = "wolfpack_core._core", frozen)]
struct LoneWolvesInfo {
    info: LwInfo,
}

#[pymethods]
impl LoneWolvesInfo {
    #[new]
    #[allow(clippy::too_many_arguments)]
    fn new(
        player: usize,
        template: Vec<i32>,
        unseen: Vec<i8>,
        allowed: Vec<i8>,
        opponent_count: usize,
        hidden_scars: Vec<i8>,
        face_down: Vec<(usize, usize)>,
        opponent_holds_scar: bool,
        box_wolf_sides: Vec<usize>,
    ) -> PyResult<Self> {
        if player > 1 {
            return Err(PyValueError::new_err("player must be 0 or 1"));
        }
        let info = LwInfo {
            player,
            template: decode(&template)?,
            unseen,
            allowed,
            opponent_count,
            hidden_scars,
            face_down,
            opponent_holds_scar,
            box_wolf_sides,
        };
        info.check().map_err(PyValueError::new_err)?;
        Ok(LoneWolvesInfo { info })
    }

    /// A determinization's flat layout.
    fn sample(&self, seed: u64) -> Vec<i32> {
        self.info.sample(&mut Rng::new(seed)).encode()
    }
}

/// Per root action: (action, visits, reward sum, wins sum, margin sum, margin² sum).
type StatRow = (u16, u64, f64, f64, f64, f64);

/// A resumable ISMCTS search from a Lone Wolves information set.
#[pyclass(module = "wolfpack_core._core", frozen)]
struct LoneWolvesIsmcts {
    search: Mutex<Ismcts<LwInfo>>,
    cancel: Arc<AtomicBool>,
}

#[pymethods]
impl LoneWolvesIsmcts {
    #[new]
    #[pyo3(signature = (info, seed, threads=1, exploration=0.7, margin_weight=0.25, margin_scale=15.0, heuristic_rollouts=false))]
    fn new(
        info: &LoneWolvesInfo,
        seed: u64,
        threads: usize,
        exploration: f64,
        margin_weight: f64,
        margin_scale: f64,
        heuristic_rollouts: bool,
    ) -> PyResult<Self> {
        let mut probe = Vec::new();
        let s = info.info.sample(&mut Rng::new(seed));
        if s.to_move() != Some(info.info.player) {
            return Err(PyValueError::new_err(
                "the searching player must be the one to move",
            ));
        }
        s.legal_actions(&mut probe);
        let cfg = Config {
            exploration,
            margin_weight,
            margin_scale,
            heuristic_rollouts,
        };
        Ok(LoneWolvesIsmcts {
            search: Mutex::new(Ismcts::new(
                info.info.clone(),
                cfg,
                seed,
                threads.clamp(1, 64),
            )),
            cancel: Arc::new(AtomicBool::new(false)),
        })
    }

    /// Runs at most `iterations` more iterations and at most `seconds` (None: no limit)
    /// without the GIL; returns how many ran.
    #[pyo3(signature = (iterations, seconds=None))]
    fn run(&self, py: Python<'_>, iterations: u64, seconds: Option<f64>) -> PyResult<u64> {
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

    /// Stops a running [`run`] soon (from any thread); later runs stop at once.
    fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Iterations run so far.
    fn iterations(&self, py: Python<'_>) -> u64 {
        py.detach(|| self.search.lock().map(|s| s.iterations()).unwrap_or(0))
    }

    /// The root statistics, most visited first.
    fn stats(&self, py: Python<'_>) -> Vec<StatRow> {
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

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("LAYOUT", crate::lone_wolves::state::LAYOUT)?;
    m.add_class::<LoneWolvesState>()?;
    m.add_class::<LoneWolvesInfo>()?;
    m.add_class::<LoneWolvesIsmcts>()?;
    m.add_function(wrap_pyfunction!(lone_wolves_rollouts, m)?)?;
    crate::python_solver::register(m)?;
    Ok(())
}
