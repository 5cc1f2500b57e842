//! Structures and functors (Definition 5.7, rules 50-61 and 86-88).
//!
//! - A structure binding `structure S = strexp` elaborates `strexp` with
//!   `S` pushed on the path stack, so the type names it creates are `S.t`
//!   (`qualified_name`); ascription goes through `matching.rs`.
//! - A functor is checked once at its declaration against its parameter
//!   signature instantiated with fresh abstract types (named `X.t`); the
//!   Core of that check goes to a scratch buffer that is dropped.  Every
//!   application `F (arg)` matches `arg` against the parameter signature
//!   and elaborates the body again in the functor's closure basis, so each
//!   application makes new datatypes and opaque types (generativity) and
//!   produces its own Core (MLton-style functor instantiation); the
//!   diagnostics of that re-elaboration are dropped, the declaration check
//!   having reported them already.
//! - Signature and functor declarations are allowed at top level only.

use crate::elaborator::Elaborator;
use crate::env::{Basis, Env, Functor, Signature, Structure};
use crate::lookup::View;
use crate::sigs::{join_path, CopyMode};
use skein_diagnostics::Diagnostics;
use serde::{Deserialize, Serialize};
use skein_syntax::ast;
use std::rc::Rc;

/// Module elaboration's part of the elaborator state.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct ModuleState {
    /// Structure path being elaborated: a name (`None` for the declarations
    /// of a structure-level `let` or a functor argument, whose types keep
    /// their plain names) and the `dec_stack` depth at the time it was
    /// entered (deeper means inside a core `let`: plain names again).
    path: Vec<(Option<String>, usize)>,
    /// Path inside the signature expression being elaborated.
    pub(crate) sig_path: Vec<String>,
    /// Nesting of signature expressions being elaborated.
    in_sig: u32,
    /// Nesting of `struct ... end` bodies (signature and functor
    /// declarations are errors there).
    struct_depth: u32,
}

/// What `enter_sig` saved.
pub(crate) struct SavedSig(Vec<String>);

impl ModuleState {
    /// Test support: pretend to be inside structure `name` at top level.
    #[cfg(test)]
    pub(crate) fn push_structure_for_test(&mut self, name: &str) {
        self.path.push((Some(name.to_string()), 0));
    }
    pub(crate) fn enter_sig(&mut self) -> SavedSig {
        self.in_sig += 1;
        SavedSig(std::mem::take(&mut self.sig_path))
    }
    pub(crate) fn leave_sig(&mut self, saved: SavedSig) {
        self.in_sig -= 1;
        self.sig_path = saved.0;
    }
    /// `Inner.Deeper` inside a signature.
    pub(crate) fn sig_prefix(&self) -> String {
        self.sig_path.join(".")
    }
    /// `S.Inner` while elaborating inside structures `S`, `Inner`.
    pub(crate) fn struct_prefix(&self) -> String {
        let start = self.path.iter().rposition(|(n, _)| n.is_none()).map_or(0, |i| i + 1);
        let names: Vec<&str> = self.path[start..].iter().filter_map(|(n, _)| n.as_deref()).collect();
        names.join(".")
    }
}

impl Elaborator {
    /// The name a new type constructor `name` gets: `S.Inner.t` inside
    /// structures `S`, `Inner`; relative to the signature root inside a
    /// signature; plain at top level and inside `let`/`local` of core code.
    pub fn qualified_name(&self, name: &str) -> String {
        if self.modules.in_sig > 0 {
            return join_path(&self.modules.sig_prefix(), name);
        }
        match self.modules.path.last() {
            Some((Some(_), depth)) if *depth == self.dec_stack.len() => join_path(&self.modules.struct_prefix(), name),
            _ => name.to_string(),
        }
    }

    /// `structure`, `signature` and `functor` declarations.
    pub fn elab_module_dec(&mut self, basis: &Basis, dec: &ast::Dec, diags: &mut Diagnostics) -> Basis {
        let mut delta = Basis::new();
        match &dec.kind {
            ast::DecKind::Structure(binds) => {
                let mut seen: Vec<&str> = Vec::new();
                for b in binds {
                    if seen.contains(&b.name.name.as_str()) {
                        diags.error(b.name.span, format!("duplicate structure `{}` in `and` bindings", b.name.name));
                    }
                    seen.push(&b.name.name);
                    let s = self.elab_strbind(basis, b, diags);
                    delta.env.bind_structure(b.name.name.clone(), s);
                }
            }
            ast::DecKind::Signature(binds) => {
                if self.modules.struct_depth > 0 {
                    diags.error(dec.span, "signature declarations are allowed only at top level");
                    return delta;
                }
                for b in binds {
                    if delta.signatures.contains_key(&b.name.name) {
                        diags.error(b.name.span, format!("duplicate signature `{}` in `and` bindings", b.name.name));
                    }
                    let sig = self.elab_sigexp(&basis.signatures, &View::new(&basis.env), &b.def, diags);
                    delta.signatures.insert(b.name.name.clone(), Rc::new(sig));
                }
            }
            ast::DecKind::Functor(binds) => {
                if self.modules.struct_depth > 0 {
                    diags.error(dec.span, "functor declarations are allowed only at top level");
                    return delta;
                }
                for b in binds {
                    if delta.functors.contains_key(&b.name.name) {
                        diags.error(b.name.span, format!("duplicate functor `{}` in `and` bindings", b.name.name));
                    }
                    let f = self.elab_funbind(basis, b, diags);
                    delta.functors.insert(b.name.name.clone(), Rc::new(f));
                }
            }
            _ => return self.elab_decs(basis, std::slice::from_ref(dec), diags),
        }
        delta
    }

    fn elab_strbind(&mut self, basis: &Basis, b: &ast::StrBind, diags: &mut Diagnostics) -> Rc<Structure> {
        self.modules.path.push((Some(b.name.name.clone()), self.dec_stack.len()));
        let path = self.modules.struct_prefix();
        let mut env = self.elab_strexp(basis, &b.def, diags);
        if let Some((asc, sigexp)) = &b.sig {
            let sig = self.elab_sigexp(&basis.signatures, &View::new(&basis.env), sigexp, diags);
            env = self.match_sig(&env, &sig, *asc == ast::Ascription::Opaque, b.def.span, diags);
        }
        self.modules.path.pop();
        Rc::new(Structure { env, path })
    }

    /// The environment a structure expression denotes.
    pub(crate) fn elab_strexp(&mut self, basis: &Basis, se: &ast::StrExp, diags: &mut Diagnostics) -> Env {
        match &se.kind {
            ast::StrExpKind::Struct(decs) => {
                self.modules.struct_depth += 1;
                let delta = self.elab_decs(basis, decs, diags);
                self.modules.struct_depth -= 1;
                delta.env
            }
            ast::StrExpKind::Path(id) => match View::new(&basis.env).lookup_structure(id) {
                Ok(s) => s.env.clone(),
                Err(d) => {
                    diags.push(d);
                    Env::new()
                }
            },
            ast::StrExpKind::Ascribe(inner, asc, sigexp) => {
                let env = self.elab_strexp(basis, inner, diags);
                let sig = self.elab_sigexp(&basis.signatures, &View::new(&basis.env), sigexp, diags);
                self.match_sig(&env, &sig, *asc == ast::Ascription::Opaque, inner.span, diags)
            }
            ast::StrExpKind::App(fid, arg) => self.apply_functor(basis, fid, arg, diags),
            ast::StrExpKind::Let(decs, body) => {
                self.modules.path.push((None, self.dec_stack.len()));
                self.modules.struct_depth += 1;
                let delta = self.elab_decs(basis, decs, diags);
                self.modules.struct_depth -= 1;
                self.modules.path.pop();
                let mut inner = basis.clone();
                inner.extend(&delta);
                self.elab_strexp(&inner, body, diags)
            }
        }
    }

    /// The parameter signature of a functor binding.
    fn functor_param_sig(&mut self, basis: &Basis, param: &ast::FunctorParam, diags: &mut Diagnostics) -> Signature {
        match param {
            ast::FunctorParam::Named(_, sigexp) => self.elab_sigexp(&basis.signatures, &View::new(&basis.env), sigexp, diags),
            ast::FunctorParam::Spec(specs, span) => {
                let sigexp = ast::SigExp { kind: ast::SigExpKind::Sig(specs.clone()), span: *span };
                self.elab_sigexp(&basis.signatures, &View::new(&basis.env), &sigexp, diags)
            }
        }
    }

    /// `closure + param`: the basis a functor body is elaborated in.
    fn functor_body_basis(closure: &Basis, param: &ast::FunctorParam, arg: Env) -> Basis {
        let mut b = closure.clone();
        match param {
            ast::FunctorParam::Named(x, _) => b.env.bind_structure(x.name.clone(), Rc::new(Structure { env: arg, path: x.name.clone() })),
            ast::FunctorParam::Spec(..) => b.env.extend(&arg),
        }
        b
    }

    /// The body of a functor, with its result signature if any.
    fn elab_functor_body(&mut self, body_basis: &Basis, fb: &ast::FunctorBind, diags: &mut Diagnostics) -> Env {
        let env = self.elab_strexp(body_basis, &fb.body, diags);
        match &fb.result_sig {
            Some((asc, sigexp)) => {
                let sig = self.elab_sigexp(&body_basis.signatures, &View::new(&body_basis.env), sigexp, diags);
                self.match_sig(&env, &sig, *asc == ast::Ascription::Opaque, fb.body.span, diags)
            }
            None => env,
        }
    }

    fn elab_funbind(&mut self, basis: &Basis, fb: &std::sync::Arc<ast::FunctorBind>, diags: &mut Diagnostics) -> Functor {
        let param = self.functor_param_sig(basis, &fb.param, diags);
        // Declaration-time check, Core discarded.
        self.dec_stack.push(Vec::new());
        let saved_path = std::mem::take(&mut self.modules.path);
        let prefix = match &fb.param {
            ast::FunctorParam::Named(x, _) => x.name.clone(),
            ast::FunctorParam::Spec(..) => String::new(),
        };
        let inst = self.instantiate_sig(&param, &prefix, CopyMode::Abstract);
        let body_basis = Self::functor_body_basis(basis, &fb.param, inst.env);
        self.modules.path.push((Some(fb.name.name.clone()), self.dec_stack.len()));
        let result = self.elab_functor_body(&body_basis, fb, diags);
        self.modules.path = saved_path;
        self.dec_stack.pop();
        Functor { name: fb.name.name.clone(), decl: fb.clone(), closure: basis.clone(), param, span: fb.span, result }
    }

    fn apply_functor(&mut self, basis: &Basis, fid: &ast::Ident, arg: &ast::StrExp, diags: &mut Diagnostics) -> Env {
        self.modules.path.push((None, self.dec_stack.len()));
        let arg_env = self.elab_strexp(basis, arg, diags);
        self.modules.path.pop();
        let Some(f) = basis.functors.get(&fid.name).cloned() else {
            let names: Vec<&str> = basis.functors.keys().map(|k| k.as_str()).collect();
            diags.push(crate::lookup::unbound("functor", &fid.name, fid.span, &names));
            return Env::new();
        };
        let mut errors = Diagnostics::new();
        let matched = self.match_sig(&arg_env, &f.param, false, arg.span, &mut errors);
        let failed = errors.has_errors();
        diags.extend(errors);
        if failed {
            // The body would only repeat the mismatch; its declaration-time
            // result stands in for it.
            return f.result.clone();
        }
        let body_basis = Self::functor_body_basis(&f.closure, &f.decl.param, matched);
        let mut scratch = Diagnostics::new();
        let first_new = self.program.tycons.len() as u32;
        let result = self.elab_functor_body(&body_basis, &f.decl, &mut scratch);
        self.restrict_generated_equality(&f.result, &result, first_new);
        result
    }
}
