//! The exact open-hand solver (to come: the C search ported).
