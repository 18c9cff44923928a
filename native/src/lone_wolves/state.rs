//! The fast rules state (to come).
