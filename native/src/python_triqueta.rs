//! Triqueta in `wolfpack_core._core`: thin bindings, no rules. Positions cross as the flat
//! layout Python's `wolfpack.triqueta.native.encode` writes, actions as the same small
//! integers; rollouts and searches release the GIL.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::game::{Game, InfoSet};
use crate::python_search::{apply_checked, ismcts_class, legal_of};
use crate::rng::Rng;
use crate::search::rollouts;
use crate::triqueta::info::TqInfo;
use crate::triqueta::state::{LayoutError, State, LAYOUT};

fn layout_error(e: LayoutError) -> PyErr {
    PyValueError::new_err(format!("position layout: {}", e.0))
}

fn decode(layout: &[i32]) -> PyResult<State> {
    State::decode(layout).map_err(layout_error)
}

/// A Triqueta fast state (for the differential tests against the Python one).
#[pyclass(module = "wolfpack_core._core")]
#[derive(Clone)]
struct TriquetaState {
    s: State,
}

#[pymethods]
impl TriquetaState {
    #[new]
    fn new(layout: Vec<i32>) -> PyResult<Self> {
        Ok(TriquetaState {
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

    /// What `player` learns when the legal `action` is played now (Python's
    /// `TQState.observation`); `ValueError` if it is not legal.
    fn observation(&self, action: u16, player: usize) -> PyResult<u16> {
        if !legal_of(&self.s).contains(&action) {
            return Err(PyValueError::new_err(format!(
                "action {action} is not legal now"
            )));
        }
        Ok(self.s.observation(action, player))
    }

    /// The player to move, or None once the game is over.
    fn to_move(&self) -> Option<usize> {
        self.s.to_move()
    }

    /// Points per player of what each holds now (Python's `TQState.scores`).
    fn scores(&self) -> Vec<i32> {
        self.s.scores()
    }

    /// Per player: the result (1, a share of 1 for a tie, 0) and the margin to the best
    /// other player (the Python adapter's `outcome`).
    fn outcome(&self) -> (Vec<f64>, Vec<f64>) {
        let n = self.s.n_players();
        let (mut r, mut m) = (vec![0.0; n], vec![0.0; n]);
        self.s.outcome(&mut r, &mut m);
        (r, m)
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

/// Plays `games` rollouts from a Triqueta position without the GIL; returns the decisions
/// made in all.
#[pyfunction]
#[pyo3(signature = (layout, games, heuristic=false, seed=0))]
fn triqueta_rollouts(
    py: Python<'_>,
    layout: Vec<i32>,
    games: u64,
    heuristic: bool,
    seed: u64,
) -> PyResult<u64> {
    let s = decode(&layout)?;
    Ok(py.detach(|| rollouts::play(&s, games, heuristic, seed)))
}

/// What one Triqueta player knows (see `wolfpack.triqueta.bots.InfoSet`): built from a
/// position's layout in which the tiles the player cannot see may be any stand-ins of the
/// same back; only their backs are read.
#[pyclass(module = "wolfpack_core._core", frozen)]
struct TriquetaInfo {
    info: TqInfo,
}

#[pymethods]
impl TriquetaInfo {
    #[new]
    fn new(player: usize, template: Vec<i32>) -> PyResult<Self> {
        let s = State::decode_unchecked(&template).map_err(layout_error)?;
        let info = TqInfo::new(s, player).map_err(layout_error)?;
        Ok(TriquetaInfo { info })
    }

    /// The player whose knowledge this is.
    #[getter]
    fn player(&self) -> usize {
        self.info.player()
    }

    /// A determinization's flat layout.
    fn sample(&self, seed: u64) -> Vec<i32> {
        self.info.sample(&mut Rng::new(seed)).encode()
    }
}

ismcts_class!(
    TriquetaIsmcts,
    TriquetaInfo,
    TqInfo,
    "A resumable ISMCTS search from a Triqueta information set."
);

/// Adds the Triqueta classes and functions to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("TRIQUETA_LAYOUT", LAYOUT)?;
    m.add_class::<TriquetaState>()?;
    m.add_class::<TriquetaInfo>()?;
    m.add_class::<TriquetaIsmcts>()?;
    m.add_function(wrap_pyfunction!(triqueta_rollouts, m)?)?;
    Ok(())
}
