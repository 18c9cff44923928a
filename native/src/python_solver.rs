//! Python bindings of the exact Lone Wolves solver (`lone_wolves::solver`): thin, no rules.
//! Every search releases the GIL; a search stops when another thread calls `cancel()`.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;

use crate::lone_wolves::solver::{self, layout, Position, Search};
use crate::lone_wolves::state::{State, OVER};

fn load(desc: &[i32]) -> PyResult<Position> {
    Position::load(desc).map_err(|e| PyValueError::new_err(e.to_string()))
}

/// A cancel flag a search reads every few thousand positions; set from any thread.
#[pyclass(frozen, module = "wolfpack_core._core")]
pub struct SolverCancel {
    pub(crate) flag: Arc<AtomicBool>,
}

#[pymethods]
impl SolverCancel {
    #[new]
    fn new() -> Self {
        SolverCancel {
            flag: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Stops the searches that read this flag.
    fn set(&self) {
        self.flag.store(true, Ordering::Relaxed);
    }

    /// Whether the flag is set.
    fn is_set(&self) -> bool {
        self.flag.load(Ordering::Relaxed)
    }
}

/// A search context of the exact solver: the loaded position (a descriptor, as
/// `solver_native.describe` builds it) and the transposition table that the positions of one
/// solve share.
#[pyclass(frozen, module = "wolfpack_core._core")]
pub struct LoneWolvesSearch {
    search: Mutex<Search<Arc<AtomicBool>>>,
    cancel: Arc<AtomicBool>,
    nodes: Arc<AtomicU64>,
}

impl LoneWolvesSearch {
    fn lock(&self) -> PyResult<MutexGuard<'_, Search<Arc<AtomicBool>>>> {
        self.search
            .lock()
            .map_err(|_| PyRuntimeError::new_err("a solver search panicked"))
    }
}

#[pymethods]
impl LoneWolvesSearch {
    /// A search of position `desc` with a table of `2**table_bits` entries (default: by
    /// how many tricks are left).
    #[new]
    #[pyo3(signature = (desc, table_bits = None))]
    fn new(desc: Vec<i32>, table_bits: Option<u32>) -> PyResult<Self> {
        let p = load(&desc)?;
        let bits = table_bits.unwrap_or_else(|| solver::table_bits(p.tricks_left()));
        let cancel = Arc::new(AtomicBool::new(false));
        let search = Search::new(p, bits, cancel.clone());
        let nodes = search.nodes_seen();
        Ok(LoneWolvesSearch {
            search: Mutex::new(search),
            cancel,
            nodes,
        })
    }

    /// Loads another position of the same solve (the table stays).
    fn load(&self, desc: Vec<i32>) -> PyResult<()> {
        let p = load(&desc)?;
        self.lock()?.load(p);
        Ok(())
    }

    /// The loaded position's value within (`alpha`, `beta`) (fail-soft); None if
    /// cancelled.
    fn value(&self, py: Python<'_>, alpha: i32, beta: i32) -> PyResult<Option<i32>> {
        py.detach(|| Ok(self.lock()?.value(alpha, beta)))
    }

    /// The loaded position's exact value by MTD(f) from `guess`; None if cancelled.
    fn mtdf(&self, py: Python<'_>, guess: i32) -> PyResult<Option<i32>> {
        py.detach(|| Ok(solver::mtdf(&mut *self.lock()?, guess)))
    }

    /// Where MTD(f) starts for the loaded position (an estimate from `estimate_from`
    /// tricks from the end, else 0); None if cancelled.
    #[pyo3(signature = (estimate_from = solver::ESTIMATE_FROM_TRICKS_LEFT))]
    fn first_guess(&self, py: Python<'_>, estimate_from: u32) -> PyResult<Option<i32>> {
        py.detach(|| Ok(solver::first_guess(&mut *self.lock()?, estimate_from)))
    }

    /// Searches to the end (0) or estimate with a horizon (h > 1: the board scored once
    /// the leader holds h cards).
    fn set_horizon(&self, h: u32) -> PyResult<()> {
        self.lock()?.set_horizon(h);
        Ok(())
    }

    /// The action the table holds as best for the loaded position (a lead only), or None.
    fn best_lead(&self) -> PyResult<Option<i32>> {
        Ok(self.lock()?.best_lead())
    }

    /// Stops the running search (and every later one) of this context.
    fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Positions searched since the context was made (updated while a search runs).
    #[getter]
    fn nodes(&self) -> u64 {
        match self.search.try_lock() {
            Ok(s) => s.nodes,
            Err(_) => self.nodes.load(Ordering::Relaxed),
        }
    }
}

/// Solves an open position given as a rules state's flat layout (Python's
/// `wolfpack.lone_wolves.bots.native.encode`) on `threads` threads: (margin, best action,
/// [(action, value)], positions searched), every legal action's value with `all_moves`;
/// None if `cancel` was set meanwhile.
#[pyfunction]
#[pyo3(signature = (layout, all_moves, cancel, threads = 1))]
#[allow(clippy::type_complexity)]
fn solve_lone_wolves(
    py: Python<'_>,
    layout: Vec<i32>,
    all_moves: bool,
    cancel: &SolverCancel,
    threads: usize,
) -> PyResult<Option<(i32, u16, Vec<(u16, i32)>, u64)>> {
    let s = State::decode(&layout).map_err(|e| PyValueError::new_err(e.0))?;
    if s.phase == OVER {
        return Err(PyValueError::new_err("the game is over"));
    }
    Position::load(&solver::describe(&s)).map_err(|e| PyValueError::new_err(e.to_string()))?;
    let flag = cancel.flag.clone();
    let sol = py.detach(|| solver::solve(&s, all_moves, &flag, threads.clamp(1, 64)));
    Ok(sol.map(|s| (s.margin, s.best_action, s.values, s.nodes)))
}

/// Registers the solver's classes and functions in the module `wolfpack_core._core`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<SolverCancel>()?;
    m.add_class::<LoneWolvesSearch>()?;
    m.add_function(wrap_pyfunction!(solve_lone_wolves, m)?)?;
    m.add("SOLVER_DESC_SIZE", layout::SIZE)?;
    Ok(())
}
