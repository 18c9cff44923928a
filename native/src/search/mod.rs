//! Searches over the Game trait (to come).
