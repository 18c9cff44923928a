//! The Python module `wolfpack_core._core`: thin bindings, no rules. Positions cross as
//! the flat layouts each game's Python side writes (`encode`), actions as the same small
//! integers; every search releases the GIL and can be stopped from another thread.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::game::{Game, InfoSet};
use crate::lone_wolves::info::LwInfo;
use crate::lone_wolves::solver::OpenSolver;
use crate::lone_wolves::state::State;
use crate::python_search::{apply_checked, ismcts_class, legal_of};
use crate::python_solver::SolverCancel;
use crate::rng::Rng;
use crate::search::budget::Budget;
use crate::search::pimc::pimc;
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
        legal_of(&self.s)
    }

    /// Applies an action; `ValueError` if it is not legal now.
    fn apply(&mut self, action: u16) -> PyResult<()> {
        apply_checked(&mut self.s, Some(action), u32::from(action))
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

ismcts_class!(
    LoneWolvesIsmcts,
    LoneWolvesInfo,
    LwInfo,
    "A resumable ISMCTS search from a Lone Wolves information set."
);

/// PIMC from a Lone Wolves information set without the GIL: up to `deals` samples (fewer
/// when `seconds` run out or `cancel` is set), each solved exactly for every legal action
/// over `threads` threads; returns the legal actions and one row of the player's own
/// margins per solved deal (the same rows for the same seed while no time limit cuts in).
/// `actions`, when given, are the only legal actions solved (the deals stay the same).
#[pyfunction]
#[pyo3(signature = (info, deals, seed, threads=1, seconds=None, cancel=None, actions=None))]
#[allow(clippy::too_many_arguments)]
fn lone_wolves_pimc(
    py: Python<'_>,
    info: &LoneWolvesInfo,
    deals: u64,
    seed: u64,
    threads: usize,
    seconds: Option<f64>,
    cancel: Option<&SolverCancel>,
    actions: Option<Vec<u16>>,
) -> (Vec<u16>, Vec<Vec<i32>>) {
    let flag = cancel.map(|c| c.flag.clone());
    py.detach(|| {
        let budget = Budget::new(deals, seconds, flag.as_deref());
        let threads = threads.clamp(1, 64);
        let found = pimc(
            &info.info,
            &OpenSolver,
            seed,
            threads,
            &budget,
            actions.as_deref(),
        );
        (found.actions, found.rows)
    })
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("LAYOUT", crate::lone_wolves::state::LAYOUT)?;
    m.add_class::<LoneWolvesState>()?;
    m.add_class::<LoneWolvesInfo>()?;
    m.add_class::<LoneWolvesIsmcts>()?;
    m.add_function(wrap_pyfunction!(lone_wolves_rollouts, m)?)?;
    m.add_function(wrap_pyfunction!(lone_wolves_pimc, m)?)?;
    crate::python_triqueta::register(m)?;
    crate::python_the_wolves::register(m)?;
    crate::python_solver::register(m)?;
    Ok(())
}
