//! Elaboration: the static semantics of Standard ML '97 (placeholder until the elaborator lands).
