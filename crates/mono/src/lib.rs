//! Monomorphisation: Core IR -> Mono IR (placeholder).
