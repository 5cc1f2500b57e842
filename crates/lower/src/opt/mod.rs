//! The SSA optimiser: one module per pass, each a function
//! `Program -> Program` listed by name in `passes.rs` (so `--dump-ir=NAME`
//! and `--check-ir` see it), plus `rewrite`, the machinery they share.
//!
//! Order (passes.rs): `known-calls` makes closure calls of known functions
//! direct (mostly the basis' primitives bound as values), `inline` inlines
//! small and single-use functions, `simplify` folds constants, propagates
//! copies and drops dead statements, `flatten-args` passes tuple arguments
//! of known functions as separate parameters, `contify` turns local loops
//! and single-continuation functions into blocks of their caller, `dce`
//! drops unreachable functions and unused globals.  `settle-calls` repeats
//! known-calls' direct calls and inline while calls through known
//! closures are left (curried functions: one layer per round).
//! `closure-args` gives a callee passed closures its caller builds a copy
//! that builds them itself, from their environments passed instead
//! (`simplify-args` then reads the copy's reads of closures it builds
//! from what it builds them with, before anything copies them further);
//! `specialise` copies loops used from several sites per known closure
//! they call (`inline-4` then inlines small bodies into the copies).
//! `closure-consts` reads environment slots that every closure fills with
//! the same constant as that constant (before the simplifies that follow).
//! `flatten-cons` stores
//! tuple arguments of constructors inline; it runs late so that the
//! other passes see the boxed form, and the last `simplify` cleans up;
//! `prune-fields` then drops the fields of flat constructors nothing reads
//! (the Basis' records of closures), and `simplify-5` the values they held.
//! `loopify` turns the self tail calls of functions left functions into
//! jumps to their start block (a loop the code generator strip-mines).
//! `split-main` cuts a large `main` into a chain of functions so
//! that the C compiler never sees one huge function.  `unbox-returns`,
//! last, has known functions that return a tuple they build return its
//! components (`Type::Unboxed`), which no earlier pass has to know.

pub mod closargs;
pub mod closconst;
pub mod contify;
pub mod dce;
pub mod envclos;
pub mod flatcons;
pub mod flatten;
pub mod inline;
pub mod known;
pub mod loopify;
pub mod prune;
pub mod rewrite;
pub mod settle;
pub mod simplify;
pub mod specialise;
pub mod splitmain;
pub mod unbox;

#[cfg(test)]
mod tests;
