//! The elaborator's state and its public entry points.
//!
//! Public API (the driver depends on exactly this):
//!
//! ```ignore
//! let mut el = Elaborator::new();
//! let init: Basis = el.initial_basis();      // Definition's initial basis + overloaded ops
//! let deltas: Vec<Basis> = el.elab_program(&basis, &program, &FileOptions { allow_prims }, &mut diags);
//! let text: String = el.print_sig(&deltas);  // docs/print-sig.md
//! let core: skein_ir::core::Program = el.finish();
//! ```
//!
//! Ownership of this crate's files: `elaborator.rs`, `initial.rs`,
//! `unify.rs`, `expr.rs`, `pat.rs`, `dec.rs`, `exhaustive.rs`,
//! `print_type.rs` belong to core elaboration; `modules.rs`, `sigs.rs`,
//! `matching.rs`, `print_sig.rs` to module elaboration (whose extra state
//! lives in `modules::ModuleState`, the `modules` field below).

use crate::env::Basis;
use skein_diagnostics::Diagnostics;
use skein_ir::core;
use skein_syntax::ast;

/// Per-file options.
#[derive(Debug, Clone, Default)]
pub struct FileOptions {
    /// Whether `_prim "name" : ty` is allowed (only in the basis library).
    pub allow_prims: bool,
}

pub struct Elaborator {
    /// The Core program being built: tycons, vars, exns are appended as
    /// they are created; `decs` receives top-level declarations in order.
    pub program: core::Program,
    /// Core declarations of the `let`/`local` bodies being elaborated;
    /// the innermost is where new declarations go (top level when empty).
    pub dec_stack: Vec<Vec<core::Dec>>,
    /// Current let-depth for generalisation.
    pub level: u32,
    /// Counter for unification variables and rigid type variables.
    pub next_meta: u32,
    /// State of module elaboration (signatures being matched, paths...).
    pub modules: crate::modules::ModuleState,
}

impl Elaborator {
    pub fn new() -> Elaborator {
        todo!("core elaboration")
    }

    /// The Definition's initial basis (Appendix C/D) plus Skein's builtin
    /// primitive types and the overloaded top-level operators.
    pub fn initial_basis(&mut self) -> Basis {
        todo!("core elaboration")
    }

    /// Elaborates one file in `basis`; returns what each top-level
    /// declaration binds (one delta per topdec, in order).
    pub fn elab_program(&mut self, basis: &Basis, program: &ast::Program, options: &FileOptions, diags: &mut Diagnostics) -> Vec<Basis> {
        let _ = (basis, program, options, diags);
        todo!("core elaboration")
    }

    /// The `--print-sig` text of the given deltas (docs/print-sig.md).
    pub fn print_sig(&self, deltas: &[Basis]) -> String {
        crate::print_sig::print_deltas(self, deltas)
    }

    /// The finished Core program (top-level declarations in order).
    pub fn finish(self) -> core::Program {
        todo!("core elaboration")
    }
}
