//! Information sets (to come).
