//! The Python module `wolfpack_core._core`: thin bindings, no rules.

use pyo3::prelude::*;

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    crate::python_solver::register(m)?;
    Ok(())
}
