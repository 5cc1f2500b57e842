//! The elaborator's state and its public entry points.
//!
//! Public API (the driver depends on exactly this):
//!
//! ```ignore
//! let mut el = Elaborator::new();
//! let init: Basis = el.initial_basis();      // Definition's initial basis + overloaded ops
//! let deltas: Vec<Basis> = el.elab_program(&basis, &program, &FileOptions { allow_prims, locator }, &mut diags);
//! let text: String = el.print_sig(&deltas);  // docs/print-sig.md
//! let core: skein_ir::core::Program = el.finish();
//! ```
//!
//! Ownership of this crate's files: `elaborator.rs`, `initial.rs`,
//! `lookup.rs`, `unify.rs`, `expr.rs`, `pat.rs`, `dec.rs`, `exhaustive.rs`,
//! `fixup.rs`, `print_type.rs` belong to core elaboration; `modules.rs`,
//! `sigs.rs`, `matching.rs`, `print_sig.rs` to module elaboration (whose
//! extra state lives in `modules::ModuleState`, the `modules` field below).
//!
//! How Core is produced while types are still being inferred: a Core type
//! built from a type that still contains an unbound unification variable
//! mentions a *placeholder* type variable `TyVarId(META_BASE + meta id)`;
//! overloaded operators are `Prim` nodes with a placeholder name, and
//! flexible record patterns carry a marker field.  At the end of each of
//! the Definition's top-level declarations (a top-level `;`, and the end
//! of the file) overloading is defaulted and flexible records must be
//! resolved (`resolve_overloads`, `report_unresolved_flex`); at the end of
//! the file (`end_file`) remaining variables become `unit` and `fixup.rs`
//! rewrites the Core emitted by the file into its final form.  No placeholder survives `elab_program`.

use crate::env::{Basis, Overloaded};
use crate::types::{Meta, MetaState, Rigid, Scheme, TyConKind, TyConRef, Type};
use serde::{Deserialize, Serialize};
use skein_diagnostics::{Diagnostics, Locator, Span};
use skein_ir::core::{self, TyConId, TyVarId, VarId};
use skein_syntax::ast;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Per-file options.
#[derive(Debug, Clone, Default)]
pub struct FileOptions {
    /// Whether `_prim "name" : ty` is allowed (only in the basis library).
    pub allow_prims: bool,
    /// Names the file's spans: the `file:line:col` an uncaught `Match` or
    /// `Bind` from one of its matches reports.
    pub locator: Option<Locator>,
}

/// Placeholder Core type variables for unresolved metas start here.
pub(crate) const META_BASE: u32 = 1 << 31;

/// Handles on the builtin type constructors (created by `Elaborator::new`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Builtins {
    #[serde(with = "crate::snapshot::tycon")]
    pub int: TyConRef,
    #[serde(with = "crate::snapshot::tycon")]
    pub word: TyConRef,
    #[serde(with = "crate::snapshot::tycon")]
    pub real: TyConRef,
    #[serde(with = "crate::snapshot::tycon")]
    pub char: TyConRef,
    #[serde(with = "crate::snapshot::tycon")]
    pub string: TyConRef,
    #[serde(with = "crate::snapshot::tycon")]
    pub exn: TyConRef,
    #[serde(with = "crate::snapshot::tycon")]
    pub ref_: TyConRef,
    #[serde(with = "crate::snapshot::tycon")]
    pub array: TyConRef,
    #[serde(with = "crate::snapshot::tycon")]
    pub vector: TyConRef,
    #[serde(with = "crate::snapshot::tycon")]
    pub bool: TyConRef,
    #[serde(with = "crate::snapshot::tycon")]
    pub list: TyConRef,
    /// Unifies with everything: the type of erroneous phrases.
    #[serde(with = "crate::snapshot::tycon")]
    pub error: TyConRef,
    /// `SkeinPrim` types: (name, tycon).
    #[serde(with = "crate::snapshot::named_tycons")]
    pub extra: Vec<(&'static str, TyConRef)>,
    /// Overloading family of each numeric/text tycon (unify.rs FAM_*).
    pub family: HashMap<TyConId, u8>,
}

/// Serialize/Deserialize: the basis cache (`snapshot.rs`), between files.
#[derive(Serialize, Deserialize)]
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
    /// Every meta ever created, by id (for placeholders and defaulting).
    #[serde(with = "crate::snapshot::resolved_metas")]
    pub(crate) metas: Vec<Rc<Meta>>,
    /// Next Core type variable (rigid type variables share this numbering).
    pub(crate) next_tyvar: u32,
    pub(crate) allow_prims: bool,
    /// The current file's `FileOptions::locator`.
    #[serde(skip)]
    pub(crate) locator: Option<Locator>,
    /// Explicit type variables in scope (name -> rigid).
    pub(crate) tyvar_scope: Vec<(String, Type)>,
    pub builtins: Builtins,
    /// Overloaded identifiers, indexed by the placeholder Prim names.
    #[serde(with = "crate::snapshot::shared_vec")]
    pub(crate) overloads: Vec<Rc<Overloaded>>,
    /// Types of flexible record patterns, indexed by their marker.
    pub(crate) flex_pats: Vec<Type>,
    /// Flexible record types to check at the end of the top-level dec.
    pub(crate) pending_flex: Vec<(Type, Span)>,
    /// Flexible records (their metas' ids) whose fields already failed to
    /// match a record: `report_unresolved_flex` does not report them again.
    pub(crate) flex_reported: std::collections::HashSet<u32>,
    /// Literals to range-check once their type is known.
    pub(crate) pending_lits: Vec<(Type, ast::SCon, Span)>,
    /// Top-level values whose type the value restriction left with
    /// undetermined type variables (warned about if still so at the end).
    pub(crate) weak_bindings: Vec<(String, Span, Type)>,
}

impl Default for Elaborator {
    fn default() -> Self {
        Elaborator::new()
    }
}

impl Elaborator {
    pub fn new() -> Elaborator {
        let mut program = core::Program::default();
        let builtins = crate::initial::make_builtins(&mut program);
        let next_tyvar = program.tycons.iter().map(|t| t.params.len() as u32).sum();
        Elaborator {
            program,
            dec_stack: Vec::new(),
            level: 0,
            next_meta: 0,
            modules: Default::default(),
            metas: Vec::new(),
            next_tyvar,
            allow_prims: false,
            locator: None,
            tyvar_scope: Vec::new(),
            builtins,
            overloads: Vec::new(),
            flex_pats: Vec::new(),
            pending_flex: Vec::new(),
            flex_reported: std::collections::HashSet::new(),
            pending_lits: Vec::new(),
            weak_bindings: Vec::new(),
        }
    }

    /// The Definition's initial basis (Appendix C/D) plus Skein's builtin
    /// primitive types and the overloaded top-level operators.
    pub fn initial_basis(&mut self) -> Basis {
        crate::initial::initial_basis(self)
    }

    /// Elaborates one file in `basis`; returns what each top-level
    /// declaration binds (one delta per topdec, in order).
    pub fn elab_program(&mut self, basis: &Basis, program: &ast::Program, options: &FileOptions, diags: &mut Diagnostics) -> Vec<Basis> {
        self.allow_prims = options.allow_prims;
        self.locator = options.locator.clone();
        let mut cur = basis.clone();
        let mut deltas = Vec::new();
        let file_marks = self.marks();
        let first_meta = self.metas.len();
        let mut topdec_meta = first_meta;
        for (i, dec) in program.decs.iter().enumerate() {
            let delta = self.elab_decs(&cur, std::slice::from_ref(dec), diags);
            cur.extend(&delta);
            deltas.push(delta);
            // A `;` ends the Definition's top-level declaration: the
            // context of its overloaded operators, literals and flexible
            // records.
            if program.topdec_ends.binary_search(&(i + 1)).is_ok() {
                self.resolve_overloads(topdec_meta, diags);
                self.report_unresolved_flex(diags);
                topdec_meta = self.metas.len();
            }
        }
        self.end_file(file_marks, first_meta, diags);
        self.allow_prims = false;
        self.locator = None;
        deltas
    }

    /// Where the match or binding at `span` is (`file:line:col`), for the
    /// `Match` or `Bind` it may raise; `None` outside a located file.
    pub(crate) fn site(&self, span: Span) -> Option<String> {
        self.locator.as_ref().and_then(|l| l.location(span))
    }

    /// The `--print-sig` text of the given deltas (docs/print-sig.md).
    pub fn print_sig(&self, deltas: &[Basis]) -> String {
        crate::print_sig::print_deltas(self, deltas)
    }

    /// The finished Core program (top-level declarations in order).  The
    /// rest of the elaborator (environments, types, metas: a large graph of
    /// small `Rc`s) is deliberately leaked: the compiler is a one-shot
    /// process, and freeing it node by node took ~10% of `skein check` on
    /// large programs; process exit frees it.
    pub fn finish(mut self) -> core::Program {
        let program = std::mem::take(&mut self.program);
        std::mem::forget(self);
        program
    }

    // ------------------------------------------------------------ contract

    /// A fresh type name, registered in the Core program (as an abstract
    /// type standing for `unit` until its definition is known: datatypes
    /// overwrite `program.tycons[id].kind`, and so may module elaboration).
    pub fn fresh_tycon(&mut self, name: &str, arity: usize, equality: bool, kind: TyConKind) -> TyConRef {
        let id = TyConId(self.program.tycons.len() as u32);
        let params: Vec<TyVarId> = (0..arity).map(|_| self.fresh_tyvar_id()).collect();
        let core_kind = match &kind {
            TyConKind::Prim(p) => core::TyConKind::Prim(*p),
            TyConKind::Datatype { .. } => core::TyConKind::Datatype { cons: Vec::new() },
            TyConKind::Abstract { rep: Some(f) } => core::TyConKind::Abstract { rep: self.to_core_type(&f.body, &params) },
            _ => core::TyConKind::Abstract { rep: core::Type::Record(Vec::new()) },
        };
        self.program.tycons.push(core::TyConDef { id, name: name.to_string(), params, equality, kind: core_kind });
        Rc::new(crate::types::TyCon {
            id,
            name: RefCell::new(name.to_string()),
            arity,
            equality: std::cell::Cell::new(equality),
            kind: RefCell::new(kind),
        })
    }

    /// Registers a Core variable whose type is `scheme` (fresh Core type
    /// variables for its bound variables).
    pub fn new_var(&mut self, name: &str, scheme: &Scheme) -> VarId {
        let tyvars: Vec<TyVarId> = (0..scheme.arity()).map(|_| self.fresh_tyvar_id()).collect();
        let ty = self.to_core_type(&scheme.body, &tyvars);
        let id = VarId(self.program.vars.len() as u32);
        self.program.vars.push(core::VarInfo { name: name.to_string(), tyvars, ty });
        id
    }

    /// Appends `dec` to the innermost declaration buffer.
    pub fn emit(&mut self, dec: core::Dec) {
        match self.dec_stack.last_mut() {
            Some(buf) => buf.push(dec),
            None => self.program.decs.push(dec),
        }
    }

    /// Instantiates `scheme` with fresh metas at the current level.
    pub fn instantiate(&mut self, scheme: &Scheme) -> (Type, Vec<Type>) {
        if scheme.equality.is_empty() {
            return (scheme.body.clone(), Vec::new());
        }
        let args: Vec<Type> = scheme.equality.iter().map(|&eq| self.fresh_meta_with(eq, None, None)).collect();
        (crate::unify::subst_bound(&scheme.body, &args), args)
    }

    /// The Core form of `ty`; `Bound(i)` becomes `bound[i]`, unresolved
    /// metas become placeholders that `end_file` resolves.
    pub fn to_core_type(&self, ty: &Type, bound: &[TyVarId]) -> core::Type {
        match ty {
            Type::Meta(m) => {
                let m = crate::unify::representative(m);
                let st = m.state.borrow();
                match &*st {
                    MetaState::Link(t) => self.to_core_type(t, bound),
                    MetaState::Unbound { .. } => core::Type::Var(TyVarId(META_BASE + m.id)),
                }
            }
            Type::Rigid(r) => core::Type::Var(TyVarId(r.id)),
            Type::Bound(i) => match bound.get(*i as usize) {
                Some(v) => core::Type::Var(*v),
                None => core::Type::Record(Vec::new()),
            },
            Type::Con(tc, args) => core::Type::Con(tc.id, args.iter().map(|a| self.to_core_type(a, bound)).collect()),
            Type::Record(fields) => core::Type::Record(fields.iter().map(|(l, t)| (l.clone(), self.to_core_type(t, bound))).collect()),
            Type::Arrow(a, b) => core::Type::Arrow(Box::new(self.to_core_type(a, bound)), Box::new(self.to_core_type(b, bound))),
        }
    }

    // ------------------------------------------------------------ helpers

    pub(crate) fn fresh_tyvar_id(&mut self) -> TyVarId {
        let v = TyVarId(self.next_tyvar);
        self.next_tyvar += 1;
        v
    }

    /// A rigid type variable; its id is also its Core type variable.
    pub(crate) fn fresh_rigid(&mut self, name: &str, level: u32) -> Type {
        let id = self.fresh_tyvar_id().0;
        Type::Rigid(Rc::new(Rigid { id, name: name.to_string(), level }))
    }

    pub fn fresh_meta(&mut self) -> Type {
        self.fresh_meta_with(false, None, None)
    }

    pub(crate) fn fresh_meta_with(
        &mut self,
        equality: bool,
        overload: Option<crate::types::OverloadClass>,
        flex: Option<Vec<(core::Label, Type)>>,
    ) -> Type {
        let id = self.next_meta;
        self.next_meta += 1;
        let state = RefCell::new(MetaState::Unbound { level: self.level, equality, overload, flex });
        let horizon = std::cell::Cell::new(self.program.tycons.len() as u32);
        let m = Rc::new(Meta { id, state, horizon });
        self.metas.push(m.clone());
        Type::Meta(m)
    }

    pub(crate) fn error_type(&self) -> Type {
        Type::Con(self.builtins.error.clone(), Vec::new())
    }
    pub(crate) fn unit_type(&self) -> Type {
        Type::Record(Vec::new())
    }
    pub(crate) fn con0(&self, tc: &TyConRef) -> Type {
        Type::Con(tc.clone(), Vec::new())
    }

    /// The name a new type constructor gets (`S.t` inside structure `S`).
    pub(crate) fn tycon_name(&self, name: &str) -> String {
        self.qualified_name(name)
    }
}
