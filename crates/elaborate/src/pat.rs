//! Patterns (Definition 4.10, rules 32-43): their types, the variables
//! they bind, and their Core form.  Constants, constructors and exception
//! constructors are resolved here; `{a, ...}` becomes a flexible record
//! type plus a marker field that `fixup.rs` completes.

use crate::elaborator::Elaborator;
use crate::env::{Env, ValEntry};
use crate::fixup::{decimal_digits, FLEX_LABEL};
use crate::lookup::View;
use crate::types::{OverloadClass, Scheme, Type};
use crate::unify::prune;
use skein_diagnostics::{Diagnostics, Span};
use skein_ir::core::{self, Label, VarId};
use skein_syntax::ast;

/// A variable bound by a pattern.
#[derive(Clone)]
pub(crate) struct PatBinding {
    pub name: String,
    pub var: VarId,
    pub ty: Type,
    #[allow(dead_code)]
    pub span: Span,
}

/// Identifiers that no value binding may bind (Definition 2.9).
pub(crate) const RESERVED: [&str; 6] = ["true", "false", "nil", "::", "ref", "="];

pub(crate) fn conv_label(l: &ast::Label) -> Label {
    match l {
        ast::Label::Num(n) => Label::Num(*n),
        ast::Label::Name(s) => Label::Name(s.clone()),
    }
}

pub(crate) fn tuple_type(tys: Vec<Type>) -> Type {
    Type::Record(tys.into_iter().enumerate().map(|(i, t)| (Label::Num(i as u32 + 1), t)).collect())
}

impl Elaborator {
    /// A Core variable whose type is fixed later (`set_var_type`).
    pub(crate) fn placeholder_var(&mut self, name: &str) -> VarId {
        let id = VarId(self.program.vars.len() as u32);
        self.program.vars.push(core::VarInfo { name: name.to_string(), tyvars: Vec::new(), ty: core::Type::Record(Vec::new()) });
        id
    }

    /// A monomorphic variable of type `ty`.
    pub(crate) fn mono_var(&mut self, name: &str, ty: &Type) -> VarId {
        let v = self.placeholder_var(name);
        self.program.vars[v.0 as usize].ty = self.to_core_type(ty, &[]);
        v
    }

    /// The environment binding `binds` monomorphically (lambda-bound).
    pub(crate) fn bind_mono(&mut self, binds: &[PatBinding]) -> Env {
        let mut env = Env::new();
        for b in binds {
            self.program.vars[b.var.0 as usize].ty = self.to_core_type(&b.ty, &[]);
            env.bind_value(b.name.clone(), ValEntry::Var { scheme: Scheme::mono(b.ty.clone()), var: b.var });
        }
        env
    }

    /// A special constant: its Core literal and (possibly overloaded) type.
    pub(crate) fn elab_scon(&mut self, scon: &ast::SCon, span: Span) -> (core::Lit, Type) {
        match scon {
            ast::SCon::Int { negative, hex, digits } => {
                let ty = self.fresh_meta_with(false, Some(OverloadClass::IntLit), None);
                self.pending_lits.push((ty.clone(), scon.clone(), span));
                let mag = decimal_digits(*hex, digits);
                let text = if *negative && mag != "0" { format!("-{}", mag) } else { mag };
                (core::Lit::Int(text), ty)
            }
            ast::SCon::Word { hex, digits } => {
                let ty = self.fresh_meta_with(false, Some(OverloadClass::WordLit), None);
                self.pending_lits.push((ty.clone(), scon.clone(), span));
                (core::Lit::Word(decimal_digits(*hex, digits)), ty)
            }
            ast::SCon::Real(s) => (core::Lit::Real(s.clone()), self.fresh_meta_with(false, Some(OverloadClass::RealLit), None)),
            ast::SCon::Char(c) => (core::Lit::Char(*c), self.con0(&self.builtins.char.clone())),
            ast::SCon::String(s) => (core::Lit::String(s.clone()), self.con0(&self.builtins.string.clone())),
        }
    }

    fn bind_pat_var(&mut self, name: &str, span: Span, binds: &mut Vec<PatBinding>, diags: &mut Diagnostics) -> (VarId, Type) {
        if name == "=" {
            diags.error(span, "cannot rebind `=`");
        }
        if binds.iter().any(|b| b.name == name) {
            diags.error(span, format!("duplicate variable `{}` in pattern", name));
        }
        let var = self.placeholder_var(name);
        let ty = self.fresh_meta();
        binds.push(PatBinding { name: name.to_string(), var, ty: ty.clone(), span });
        (var, ty)
    }

    pub(crate) fn elab_pat(&mut self, view: &View, pat: &ast::Pat, binds: &mut Vec<PatBinding>, diags: &mut Diagnostics) -> (core::Pat, Type) {
        match &pat.kind {
            ast::PatKind::Wild => (core::Pat::Wild, self.fresh_meta()),
            ast::PatKind::Const(scon) => {
                if let ast::SCon::Real(_) = scon {
                    diags.error(pat.span, "real constants are not allowed in patterns");
                    return (core::Pat::Wild, self.con0(&self.builtins.real.clone()));
                }
                let (lit, ty) = self.elab_scon(scon, pat.span);
                (core::Pat::Lit(lit, self.to_core_type(&ty, &[])), ty)
            }
            ast::PatKind::Var { id, .. } => {
                let entry = if id.is_qualified() {
                    match view.lookup_value(id) {
                        Ok(e) => Some(e),
                        Err(d) => {
                            diags.push(d);
                            return (core::Pat::Wild, self.error_type());
                        }
                    }
                } else {
                    view.value(&id.id.name)
                };
                match entry {
                    Some(ValEntry::Con { .. }) | Some(ValEntry::Exn { .. }) => {
                        let entry = entry.unwrap().clone();
                        self.con_pat(&entry, id, None, pat.span, view, binds, diags)
                    }
                    _ if id.is_qualified() => {
                        diags.error(id.span, format!("`{}` is not a constructor", id.to_string()));
                        (core::Pat::Wild, self.error_type())
                    }
                    _ => {
                        let (var, ty) = self.bind_pat_var(&id.id.name, id.span, binds, diags);
                        (core::Pat::Var(var), ty)
                    }
                }
            }
            ast::PatKind::Con { con, arg, .. } => match view.lookup_value(con) {
                Ok(entry @ (ValEntry::Con { .. } | ValEntry::Exn { .. })) => {
                    let entry = entry.clone();
                    self.con_pat(&entry, con, Some(arg), pat.span, view, binds, diags)
                }
                Ok(_) => {
                    diags.error(con.span, format!("`{}` is not a constructor", con.to_string()));
                    let _ = self.elab_pat(view, arg, binds, diags);
                    (core::Pat::Wild, self.error_type())
                }
                Err(d) => {
                    diags.push(d);
                    let _ = self.elab_pat(view, arg, binds, diags);
                    (core::Pat::Wild, self.error_type())
                }
            },
            ast::PatKind::Record { fields, flexible } => {
                let mut out: Vec<(Label, core::Pat)> = Vec::new();
                let mut tys: Vec<(Label, Type)> = Vec::new();
                for (l, p) in fields {
                    let label = conv_label(&l.label);
                    if tys.iter().any(|(l2, _)| *l2 == label) {
                        diags.error(l.span, format!("duplicate label `{}` in record pattern", label));
                        continue;
                    }
                    let (cp, t) = self.elab_pat(view, p, binds, diags);
                    out.push((label.clone(), cp));
                    tys.push((label, t));
                }
                out.sort_by(|a, b| a.0.cmp(&b.0));
                tys.sort_by(|a, b| a.0.cmp(&b.0));
                if *flexible {
                    let ty = self.flex_record(tys);
                    self.pending_flex.push((ty.clone(), pat.span));
                    let k = self.flex_pats.len() as u32;
                    self.flex_pats.push(ty.clone());
                    out.push((Label::Name(FLEX_LABEL.to_string()), core::Pat::Var(VarId(k))));
                    (core::Pat::Record(out), ty)
                } else {
                    (core::Pat::Record(out), Type::Record(tys))
                }
            }
            ast::PatKind::Tuple(ps) => {
                let mut out = Vec::new();
                let mut tys = Vec::new();
                for (i, p) in ps.iter().enumerate() {
                    let (cp, t) = self.elab_pat(view, p, binds, diags);
                    out.push((Label::Num(i as u32 + 1), cp));
                    tys.push(t);
                }
                (core::Pat::Record(out), tuple_type(tys))
            }
            ast::PatKind::List(ps) => {
                let elem = self.fresh_meta();
                let mut items = Vec::new();
                for p in ps {
                    let (cp, t) = self.elab_pat(view, p, binds, diags);
                    if let Err(e) = self.unify(&elem, &t) {
                        diags.error(p.span, e.message());
                    }
                    items.push(cp);
                }
                let list_ty = Type::Con(self.builtins.list.clone(), vec![elem.clone()]);
                let tyargs = vec![self.to_core_type(&elem, &[])];
                let list = self.builtins.list.id;
                let mut acc = core::Pat::Con { con: core::Con { tycon: list, index: crate::initial::NIL }, tyargs: tyargs.clone(), arg: None };
                for p in items.into_iter().rev() {
                    acc = core::Pat::Con {
                        con: core::Con { tycon: list, index: crate::initial::CONS },
                        tyargs: tyargs.clone(),
                        arg: Some(Box::new(core::Pat::Record(vec![(Label::Num(1), p), (Label::Num(2), acc)]))),
                    };
                }
                (acc, list_ty)
            }
            ast::PatKind::Typed(p, ty) => {
                let (cp, t) = self.elab_pat(view, p, binds, diags);
                let want = self.elab_ty_scoped(view, ty, diags);
                if let Err(e) = self.unify(&want, &t) {
                    diags.error(p.span, e.message());
                }
                (cp, t)
            }
            ast::PatKind::Or(alts) => {
                // The parser expands or-patterns in rules and clauses and
                // rejects them in `val` bindings; elaborate the first
                // alternative so that checking can go on.
                match alts.first() {
                    Some(first) => self.elab_pat(view, first, binds, diags),
                    None => (core::Pat::Wild, self.fresh_meta()),
                }
            }
            ast::PatKind::Layered { id, ty, pat: inner, .. } => {
                if let Some(ValEntry::Con { .. } | ValEntry::Exn { .. }) = view.value(&id.name) {
                    if RESERVED.contains(&id.name.as_str()) {
                        diags.error(id.span, format!("cannot rebind `{}`", id.name));
                    } else {
                        diags.error(id.span, format!("`{}` is a constructor: the left side of `as` must be a variable", id.name));
                    }
                }
                let (var, vt) = self.bind_pat_var(&id.name, id.span, binds, diags);
                if let Some(ty) = ty {
                    let want = self.elab_ty_scoped(view, ty, diags);
                    if let Err(e) = self.unify(&want, &vt) {
                        diags.error(id.span, e.message());
                    }
                }
                let (cp, t) = self.elab_pat(view, inner, binds, diags);
                if let Err(e) = self.unify(&vt, &t) {
                    diags.error(inner.span, e.message());
                }
                (core::Pat::Layered(var, Box::new(cp)), vt)
            }
        }
    }

    /// A constructor or exception pattern, applied to `arg` if given.
    #[allow(clippy::too_many_arguments)]
    fn con_pat(
        &mut self,
        entry: &ValEntry,
        id: &ast::LongIdent,
        arg: Option<&ast::Pat>,
        span: Span,
        view: &View,
        binds: &mut Vec<PatBinding>,
        diags: &mut Diagnostics,
    ) -> (core::Pat, Type) {
        let (scheme, kind) = match entry {
            ValEntry::Con { scheme, tycon, index } => (scheme, Some((tycon.id, *index))),
            ValEntry::Exn { scheme, .. } => (scheme, None),
            _ => unreachable!(),
        };
        let (ty, args) = self.instantiate(scheme);
        let tyargs: Vec<core::Type> = args.iter().map(|a| self.to_core_type(a, &[])).collect();
        let (arg_pat, result) = match (prune(&ty), arg) {
            (Type::Arrow(dom, res), Some(a)) => {
                let (cp, at) = self.elab_pat(view, a, binds, diags);
                if let Err(e) = self.unify(&dom, &at) {
                    diags.error(a.span, e.message());
                }
                (Some(Box::new(cp)), *res)
            }
            (Type::Arrow(_, res), None) => {
                diags.error(span, format!("constructor `{}` expects an argument", id.to_string()));
                (Some(Box::new(core::Pat::Wild)), *res)
            }
            (t, Some(a)) => {
                diags.error(span, format!("constructor `{}` takes no argument", id.to_string()));
                let _ = self.elab_pat(view, a, binds, diags);
                (None, t)
            }
            (t, None) => (None, t),
        };
        let pat = match (kind, entry) {
            (Some((tycon, index)), _) => core::Pat::Con { con: core::Con { tycon, index }, tyargs, arg: arg_pat },
            (None, ValEntry::Exn { exn, .. }) => core::Pat::Exn { exn: *exn, arg: arg_pat },
            _ => unreachable!(),
        };
        (pat, result)
    }
}
