//! Declarations of the core language (Definition 4.10, rules 15-25) and
//! sequences of declarations at every level.

use crate::elaborator::Elaborator;
use crate::env::{Basis, Env};
use crate::types::Type;
use skein_diagnostics::Diagnostics;
use skein_syntax::ast;

impl Elaborator {
    /// Sequential declarations (core and module ones); returns the delta
    /// they bind.  Module declarations go to `elab_module_dec`.
    pub fn elab_decs(&mut self, basis: &Basis, decs: &[ast::Dec], diags: &mut Diagnostics) -> Basis {
        let _ = (basis, decs, diags);
        todo!("core elaboration")
    }

    /// Elaborates a syntactic type; type variables are looked up in `tyvars`.
    pub fn elab_ty_with(&mut self, env: &Env, ty: &ast::Ty, tyvars: &[(String, Type)], diags: &mut Diagnostics) -> Type {
        let _ = (env, ty, tyvars, diags);
        todo!("core elaboration")
    }

    /// Datatype declarations (also datatype specs): fresh tycons, equality,
    /// the type and constructor bindings.
    pub fn elab_datatypes(&mut self, basis: &Basis, binds: &[ast::DatBind], withtype: &[ast::TypBind], diags: &mut Diagnostics) -> Env {
        let _ = (basis, binds, withtype, diags);
        todo!("core elaboration")
    }
}
