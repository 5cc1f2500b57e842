//! Skein's intermediate representations.  `core` is the typed, module-free
//! program elaboration produces (ARCHITECTURE.md section 2); later IRs
//! (Mono, SSA) join it here, each with a printer and a checker.

pub mod check;
pub mod core;
pub mod rename;
pub mod sized;
pub mod mono;
pub mod print;
pub mod ssa;
