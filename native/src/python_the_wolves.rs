//! The Wolves in the Python module `wolfpack_core._core` (thin bindings, no rules): the map
//! (`TheWolvesMap`, read once per game), the fast state for the differential tests
//! (`TheWolvesState`), rollouts without the GIL, the information set (`TheWolvesInfo`)
//! and its ISMCTS (`TheWolvesIsmcts`). Actions cross as Python's codes.

use std::sync::Arc;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::game::Game;
use crate::python_search::{apply_checked, ismcts_pyclass, legal_of, HasInfo};
use crate::rng::Rng;
use crate::the_wolves::info::TwInfo;
use crate::the_wolves::map::Map;
use crate::the_wolves::state::{self, to_native, to_python, State};

fn layout_error(e: crate::lone_wolves::state::LayoutError) -> PyErr {
    PyValueError::new_err(format!("position layout: {}", e.0))
}

/// The map and component values of one game of The Wolves (from
/// `wolfpack.the_wolves.native.encode_map`).
#[pyclass(module = "wolfpack_core._core", frozen)]
pub(crate) struct TheWolvesMap {
    map: Arc<Map>,
}

#[pymethods]
impl TheWolvesMap {
    #[new]
    fn new(layout: Vec<i32>) -> PyResult<Self> {
        Ok(TheWolvesMap {
            map: Arc::new(
                Map::decode(&layout)
                    .map_err(|e| PyValueError::new_err(format!("map layout: {}", e.0)))?,
            ),
        })
    }

    /// The number of hexes.
    fn size(&self) -> usize {
        self.map.size
    }
}

fn decode(map: &TheWolvesMap, layout: &[i32]) -> PyResult<State> {
    State::decode(map.map.clone(), layout).map_err(layout_error)
}

/// A The Wolves fast state (for the differential tests against the Python one).
#[pyclass(module = "wolfpack_core._core")]
#[derive(Clone)]
pub(crate) struct TheWolvesState {
    s: State,
}

#[pymethods]
impl TheWolvesState {
    #[new]
    fn new(map: &TheWolvesMap, layout: Vec<i32>) -> PyResult<Self> {
        Ok(TheWolvesState {
            s: decode(map, &layout)?,
        })
    }

    /// The flat layout of the position.
    fn encode(&self) -> Vec<i32> {
        self.s.encode()
    }

    /// The legal actions (Python's codes), in the Python engine's order.
    fn legal_actions(&self) -> Vec<u32> {
        legal_of(&self.s).into_iter().map(to_python).collect()
    }

    /// Applies an action (Python's code); `ValueError` if it is not legal now.
    fn apply(&mut self, action: u32) -> PyResult<()> {
        apply_checked(&mut self.s, to_native(action), action)
    }

    /// The player to move, or None once the game is over.
    fn to_move(&self) -> Option<usize> {
        self.s.to_move()
    }

    /// Points per player as the game stands (final once it is over).
    fn scores(&self) -> Vec<i32> {
        self.s.scores()
    }

    /// The players ranked first (TW-E2).
    fn winners(&self) -> Vec<usize> {
        self.s.winners()
    }

    /// Per player: the result and the margin, as the Python adapter's `outcome`.
    fn outcome(&self) -> (Vec<f64>, Vec<f64>) {
        let n = self.s.n_players();
        let (mut r, mut m) = (vec![0.0; n], vec![0.0; n]);
        self.s.outcome(&mut r, &mut m);
        (r, m)
    }

    /// Plays on (uniform or heuristic), at most `max_decisions` (None: a search's
    /// rollout length); returns the decisions made.
    #[pyo3(signature = (seed, heuristic=false, max_decisions=None))]
    fn rollout(&mut self, seed: u64, heuristic: bool, max_decisions: Option<u32>) -> u32 {
        let mut rng = Rng::new(seed);
        let max = max_decisions.unwrap_or(state::ROLLOUT_DECISIONS);
        crate::the_wolves::play_on(&mut self.s, &mut rng, heuristic, max)
    }

    fn copy(&self) -> Self {
        self.clone()
    }
}

/// Plays `games` rollouts of at most `max_decisions` each (None: a search's rollout
/// length) from a position without the GIL; returns the decisions made in all.
#[pyfunction]
#[pyo3(signature = (map, layout, games, heuristic=false, seed=0, max_decisions=None))]
fn the_wolves_rollouts(
    py: Python<'_>,
    map: &TheWolvesMap,
    layout: Vec<i32>,
    games: u64,
    heuristic: bool,
    seed: u64,
    max_decisions: Option<u32>,
) -> PyResult<u64> {
    let s = decode(map, &layout)?;
    let max = max_decisions.unwrap_or(state::ROLLOUT_DECISIONS);
    Ok(py.detach(|| crate::the_wolves::rollouts(&s, games, heuristic, seed, max)))
}

/// What one player of The Wolves knows: the open position.
#[pyclass(module = "wolfpack_core._core", frozen)]
pub(crate) struct TheWolvesInfo {
    info: TwInfo,
}

impl HasInfo for TheWolvesInfo {
    type Info = TwInfo;
}

#[pymethods]
impl TheWolvesInfo {
    #[new]
    fn new(player: usize, map: &TheWolvesMap, layout: Vec<i32>) -> PyResult<Self> {
        let state = decode(map, &layout)?;
        if player >= state.n_players() {
            return Err(PyValueError::new_err("no such player"));
        }
        Ok(TheWolvesInfo {
            info: TwInfo { player, state },
        })
    }

    /// A determinization's flat layout.
    fn sample(&self, seed: u64) -> Vec<i32> {
        use crate::game::InfoSet;
        self.info.sample(&mut Rng::new(seed)).encode()
    }
}

ismcts_pyclass!(
    TheWolvesIsmcts,
    TheWolvesInfo,
    |i| i.info.clone(),
    to_python,
    "A resumable ISMCTS search from a The Wolves information set."
);

/// Adds The Wolves' classes and functions to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("THE_WOLVES_LAYOUT", state::LAYOUT)?;
    m.add("THE_WOLVES_MAP_LAYOUT", crate::the_wolves::map::MAP_LAYOUT)?;
    m.add_class::<TheWolvesMap>()?;
    m.add_class::<TheWolvesState>()?;
    m.add_class::<TheWolvesInfo>()?;
    m.add_class::<TheWolvesIsmcts>()?;
    m.add_function(wrap_pyfunction!(the_wolves_rollouts, m)?)?;
    Ok(())
}
