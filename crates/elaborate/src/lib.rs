//! Elaboration: the static semantics of Standard ML '97, from the AST to the
//! typed, module-free Core IR (ARCHITECTURE.md section 2).
//!
//! The driver calls `Elaborator::initial_basis` once, then `elab_program`
//! for every source file in MLB order (each file sees the `Basis` the MLB
//! scoping rules give it and returns what it declares), and finally
//! `finish` to get the `core::Program`.  Module-level code (structures,
//! functors, signatures) lives in `modules`/`sigs`/`matching`; the core
//! language in `expr`/`pat`/`dec`; shared state in `elaborator`.

pub mod env;
pub mod scope;
pub mod snapshot;
pub mod types;

pub use env::Basis;
pub mod elaborator;
pub mod modules;
mod functor_equality;
pub mod print_sig;
pub mod sigs;
pub mod matching;
pub mod dec;
pub mod exhaustive;
pub mod expr;
pub mod pat;
pub mod fixup;
pub mod initial;
pub mod lookup;
pub mod print_type;
pub mod unify;

pub use elaborator::{Elaborator, FileOptions};
#[cfg(test)]
mod core_tests;
#[cfg(test)]
mod modules_tests;
