//! Core IR (placeholder).
