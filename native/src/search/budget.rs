//! How long a search may run: iterations, a deadline, a cancel flag another thread sets.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Limits of one search call; whichever is reached first stops it.
#[derive(Clone, Copy, Debug)]
pub struct Budget<'a> {
    /// At most this many iterations (samples, rollouts) in all.
    pub iterations: u64,
    /// Stop at this instant, if any.
    pub deadline: Option<Instant>,
    /// Stop as soon as this is set, if any.
    pub cancel: Option<&'a AtomicBool>,
}

impl<'a> Budget<'a> {
    /// A budget of `iterations` and at most `seconds` (if positive) from now.
    pub fn new(iterations: u64, seconds: Option<f64>, cancel: Option<&'a AtomicBool>) -> Self {
        let deadline = seconds
            .filter(|s| s.is_finite() && *s >= 0.0)
            .map(|s| Instant::now() + Duration::from_secs_f64(s));
        Budget {
            iterations,
            deadline,
            cancel,
        }
    }

    /// Whether time is up or the search was cancelled (checked every few iterations).
    #[inline]
    pub fn stopped(&self) -> bool {
        if let Some(c) = self.cancel {
            if c.load(Ordering::Relaxed) {
                return true;
            }
        }
        matches!(self.deadline, Some(d) if Instant::now() >= d)
    }

    /// Whether the cancel flag is set.
    pub fn cancelled(&self) -> bool {
        self.cancel.is_some_and(|c| c.load(Ordering::Relaxed))
    }
}

/// Splits `total` iterations over `threads` workers (the first ones get the remainder).
pub fn share(total: u64, threads: usize, k: usize) -> u64 {
    let t = threads.max(1) as u64;
    total / t + u64::from((k as u64) < total % t)
}
