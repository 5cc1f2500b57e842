//! Signature matching (Definition 5.9-5.12): a structure environment is
//! matched against a signature by realising the signature's bound type
//! names from the structure's types (instantiation), then checking that
//! the structure enriches the instance; the result is the structure thinned
//! to the signature, in the signature's order.
//!
//! Transparent ascription keeps the structure's real types; opaque
//! ascription replaces each type name bound in the signature by a fresh
//! abstract one (`TyConKind::Abstract { rep }`, named by the structure
//! path), datatypes included: the structure's constructors stay (same Core
//! constructors, the abstract type standing for the structure's datatype)
//! but take the specification's types, so `datatype u = U of t` with `t`
//! opaque gives `U : t -> u`, `u` is a new type, and it admits equality
//! only as the signature says.  An exception spec likewise shows the
//! structure's exception at the signature's argument type.
//!
//! Core: a value whose visible scheme differs from its Core variable's (less
//! polymorphic, or mentioning an opaque type), and a constructor or
//! exception matched by a `val` spec, get a new Core binding
//! `val x' = x` (or `fn a => C a`) so that every Core variable keeps the
//! type its environment entry states.

use crate::elaborator::Elaborator;
use crate::env::{Env, Signature, Space, Structure, TyStr, ValEntry};
use crate::print_type::{scheme_to_string, type_to_string, TyVarNames};
use crate::unify::has_unbound_meta;
use crate::sigs::{admits_equality, env_order, eta_fcn, eta_tycon, join_path, types_equal, Realisation};
use crate::types::{Scheme, TyConKind, Type, TypeFcn};
use crate::unify::{prune, subst_bound};
use indexmap::IndexMap;
use skein_diagnostics::{Diagnostics, Span};
use skein_ir::core::{self, TyConId, TyVarId};
use std::collections::HashSet;
use std::rc::Rc;

impl Elaborator {
    /// Matches `str_env` against `sig` and returns the visible environment;
    /// failures are reported at `span` (the structure expression matched).
    pub(crate) fn match_sig(&mut self, str_env: &Env, sig: &Signature, opaque: bool, span: Span, diags: &mut Diagnostics) -> Env {
        let bound: HashSet<TyConId> = sig.bound.iter().map(|tc| tc.id).collect();
        let mut phi = Realisation::default();
        let mut errors = Vec::new();
        realise_walk(str_env, &sig.env, &bound, "", &mut phi, &mut errors);
        for tc in &sig.bound {
            let error = self.error_type();
            phi.map.entry(tc.id).or_insert_with(|| TypeFcn { arity: tc.arity, body: error });
        }
        let psi = if opaque {
            let prefix = self.modules.struct_prefix();
            let mut psi = Realisation::default();
            for tc in &sig.bound {
                let rep = phi.map[&tc.id].clone();
                let name = join_path(&prefix, &tc.name.borrow());
                let new = self.fresh_tycon(&name, tc.arity, tc.equality.get(), TyConKind::Abstract { rep: Some(rep) });
                psi.map.insert(tc.id, eta_fcn(&new));
            }
            Some(psi)
        } else {
            None
        };
        let out = self.enrich_walk(str_env, &sig.env, &bound, &phi, psi.as_ref(), "", &mut errors);
        for e in errors {
            diags.error(span, e);
        }
        out
    }

    #[allow(clippy::too_many_arguments)]
    fn enrich_walk(
        &mut self,
        str_env: &Env,
        sig_env: &Env,
        bound: &HashSet<TyConId>,
        phi: &Realisation,
        psi: Option<&Realisation>,
        prefix: &str,
        errors: &mut Vec<String>,
    ) -> Env {
        let error_id = self.builtins.error.id;
        let mut out = Env::new();
        for (space, name) in &env_order(sig_env) {
            let path = join_path(prefix, name);
            match space {
                Space::Type => {
                    let sts = &sig_env.types[name];
                    let Some(ts) = str_env.types.get(name) else { continue };
                    let want = phi.fcn(&sts.fcn);
                    if !sts.cons.is_empty() {
                        if let Some(msg) = datatype_mismatch(&path, sts, ts, phi, error_id) {
                            errors.push(msg);
                        }
                        match psi {
                            Some(psi) => out.bind_type(name.clone(), opaque_datatype(ts, sts, psi)),
                            None => out.bind_type_rc(name.clone(), ts.clone()),
                        }
                        continue;
                    }
                    if ts.fcn.arity != want.arity {
                        if eta_tycon(&sts.fcn).is_none_or(|tc| !bound.contains(&tc.id)) {
                            errors.push(format!(
                                "type `{}` does not match its specification: it takes {} type arguments, specified with {}",
                                path, ts.fcn.arity, want.arity
                            ));
                        }
                    } else if !types_equal(&want.body, &ts.fcn.body, error_id) {
                        let mut names = TyVarNames::for_type_fcn(want.arity);
                        let w = type_to_string(&want.body, &mut names, "");
                        let f = type_to_string(&ts.fcn.body, &mut names, "");
                        errors.push(format!("type `{}` does not match its specification: specified `{}`, found `{}`", path, w, f));
                    }
                    let eqtype = eta_tycon(&sts.fcn).is_some_and(|tc| bound.contains(&tc.id) && tc.equality.get());
                    if eqtype && !admits_equality(&ts.fcn.body) {
                        errors.push(format!("type `{}` is specified as an `eqtype` but does not admit equality in the structure", path));
                    }
                    let visible = match psi {
                        Some(psi) => TyStr { fcn: psi.fcn(&sts.fcn), cons: IndexMap::new(), datatype: None },
                        None => TyStr { fcn: ts.fcn.clone(), cons: IndexMap::new(), datatype: None },
                    };
                    out.bind_type(name.clone(), visible);
                }
                Space::Value => {
                    let sv = &sig_env.values[name];
                    let Some(v) = str_env.values.get(name) else {
                        let what = match &**sv {
                            ValEntry::Exn { .. } => "exception",
                            ValEntry::Con { .. } => "constructor",
                            _ => "value",
                        };
                        errors.push(format!("{} `{}` is specified in the signature but missing in the structure", what, path));
                        continue;
                    };
                    match &**sv {
                        ValEntry::Con { .. } => match &**v {
                            ValEntry::Con { .. } => match psi {
                                Some(psi) => out.bind_value(name.clone(), opaque_con(v, sv, psi)),
                                None => out.bind_value_rc(name.clone(), v.clone()),
                            },
                            _ => errors.push(format!("`{}` is specified as a constructor but is not one in the structure (does not match)", path)),
                        },
                        ValEntry::Exn { scheme, .. } => match &**v {
                            ValEntry::Exn { scheme: found, exn } => {
                                let want = phi.scheme(scheme);
                                if !types_equal(&want.body, &found.body, error_id) {
                                    errors.push(format!(
                                        "exception `{}` does not match its specification: specified `{}`, found `{}`",
                                        path,
                                        scheme_to_string(&want, ""),
                                        scheme_to_string(found, "")
                                    ));
                                }
                                match psi {
                                    // The argument type as the signature shows it (abstract under `:>`).
                                    Some(psi) => out.bind_value(name.clone(), ValEntry::Exn { scheme: psi.scheme(scheme), exn: *exn }),
                                    None => out.bind_value_rc(name.clone(), v.clone()),
                                }
                            }
                            _ => errors.push(format!("`{}` is specified as an exception but is not one in the structure (does not match)", path)),
                        },
                        ValEntry::Var { scheme, .. } => match self.match_value(&path, v, scheme, phi, psi) {
                            Ok(entry) => out.bind_value(name.clone(), entry),
                            Err(msg) => errors.push(msg),
                        },
                        ValEntry::Overloaded(_) => out.bind_value_rc(name.clone(), v.clone()),
                    }
                }
                Space::Structure => {
                    let ss = &sig_env.structures[name];
                    let Some(s) = str_env.structures.get(name) else { continue };
                    let sub = self.enrich_walk(&s.env, &ss.env, bound, phi, psi, &path, errors);
                    out.bind_structure(name.clone(), Rc::new(Structure { env: sub, path: s.path.clone() }));
                }
            }
        }
        out
    }

    /// `v` against the value spec `spec`: the structure's scheme must be at
    /// least as general as the realised spec.  Returns the visible entry.
    fn match_value(&mut self, path: &str, v: &ValEntry, spec: &Scheme, phi: &Realisation, psi: Option<&Realisation>) -> Result<ValEntry, String> {
        let want = phi.scheme(spec);
        let visible = psi.map(|p| p.scheme(spec)).unwrap_or_else(|| want.clone());
        let found = match v {
            ValEntry::Var { scheme, .. } | ValEntry::Con { scheme, .. } | ValEntry::Exn { scheme, .. } => scheme.clone(),
            ValEntry::Overloaded(_) => return Err(format!("overloaded value `{}` does not match its specification", path)),
        };
        self.level += 1;
        let (inst, args) = self.instantiate(&found);
        let level = self.level;
        let skolems: Vec<Type> = want.equality.iter().map(|&eq| self.fresh_rigid(if eq { "''?" } else { "'?" }, level)).collect();
        let target = subst_bound(&want.body, &skolems);
        let r = self.unify(&target, &inst);
        self.level -= 1;
        if r.is_err() {
            let not_generalised = if has_unbound_meta(&found.body) {
                " (its type was not generalised: the value restriction keeps an expansive expression's type variables monomorphic)"
            } else {
                ""
            };
            return Err(format!(
                "value `{}` does not match its specification: specified `{}`, found `{}`{}",
                path,
                scheme_to_string(&want, ""),
                scheme_to_string(&found, ""),
                not_generalised
            ));
        }
        let identity = found.arity() == want.arity()
            && args.iter().zip(skolems.iter()).all(|(a, s)| match (prune(a), s) {
                (Type::Rigid(r), Type::Rigid(s)) => r.id == s.id,
                _ => false,
            });
        let opaque_changed = psi.is_some() && !types_equal(&visible.body, &want.body, self.builtins.error.id);
        if let ValEntry::Var { var, .. } = v {
            if identity && !opaque_changed {
                return Ok(ValEntry::Var { scheme: visible, var: *var });
            }
        }
        let var = self.emit_wrapper(path, v, &visible, &skolems, &inst, &args);
        Ok(ValEntry::Var { scheme: visible, var })
    }

    /// `val x' = x` at the visible type (constructors and exceptions are
    /// eta-expanded); returns the new variable.
    fn emit_wrapper(&mut self, name: &str, v: &ValEntry, visible: &Scheme, skolems: &[Type], inst: &Type, args: &[Type]) -> skein_ir::core::VarId {
        let short = name.rsplit('.').next().unwrap_or(name);
        let body = subst_bound(&visible.body, skolems);
        let tyvars: Vec<TyVarId> = skolems
            .iter()
            .filter_map(|s| match s {
                Type::Rigid(r) => Some(TyVarId(r.id)),
                _ => None,
            })
            .collect();
        let pat_ty = self.to_core_type(&body, &[]);
        let var = self.new_var(short, &Scheme::mono(Type::Record(Vec::new())));
        self.program.vars[var.0 as usize] = core::VarInfo { name: short.to_string(), tyvars: tyvars.clone(), ty: pat_ty.clone() };
        let tyargs: Vec<core::Type> = args.iter().map(|a| self.to_core_type(a, &[])).collect();
        let exp = match v {
            ValEntry::Var { var: old, .. } => core::Exp::Var { var: *old, tyargs },
            ValEntry::Con { tycon, index, .. } => {
                let con = core::Con { tycon: tycon.id, index: *index };
                self.eta_expand(inst, |arg| core::Exp::Con { con: con.clone(), tyargs: tyargs.clone(), arg })
            }
            ValEntry::Exn { exn, .. } => {
                let exn = *exn;
                self.eta_expand(inst, |arg| core::Exp::Exn { exn, arg })
            }
            ValEntry::Overloaded(_) => core::Exp::Record(Vec::new()),
        };
        self.emit(core::Dec::Val { tyvars, pat: core::Pat::Var(var), exp, pat_ty, site: None });
        var
    }

    /// `fn a => k (Some a)` when `ty` is a function type, else `k None`.
    fn eta_expand(&mut self, ty: &Type, k: impl Fn(Option<Box<core::Exp>>) -> core::Exp) -> core::Exp {
        match prune(ty) {
            Type::Arrow(a, r) => {
                let param = self.new_var("a", &Scheme::mono((*a).clone()));
                let body = k(Some(Box::new(core::Exp::Var { var: param, tyargs: Vec::new() })));
                core::Exp::Fn { param, param_ty: self.to_core_type(&a, &[]), body: Box::new(body), result_ty: self.to_core_type(&r, &[]) }
            }
            _ => k(None),
        }
    }
}

/// Instantiation: realises every bound type name of the signature from the
/// structure's type of the same path (the first path that names it).
fn realise_walk(str_env: &Env, sig_env: &Env, bound: &HashSet<TyConId>, prefix: &str, phi: &mut Realisation, errors: &mut Vec<String>) {
    for (name, sts) in sig_env.types.iter() {
        let path = join_path(prefix, name);
        match str_env.types.get(name) {
            None => errors.push(format!("type `{}` is specified in the signature but missing in the structure", path)),
            Some(ts) => {
                if let Some(tc) = eta_tycon(&sts.fcn) {
                    if bound.contains(&tc.id) && !phi.map.contains_key(&tc.id) {
                        if ts.fcn.arity != tc.arity {
                            errors.push(format!(
                                "type `{}` does not match its specification: it takes {} type arguments, specified with {}",
                                path, ts.fcn.arity, tc.arity
                            ));
                        } else {
                            phi.map.insert(tc.id, ts.fcn.clone());
                        }
                    }
                }
            }
        }
    }
    for (name, ss) in sig_env.structures.iter() {
        let path = join_path(prefix, name);
        match str_env.structures.get(name) {
            None => errors.push(format!("structure `{}` is specified in the signature but missing in the structure", path)),
            Some(s) => realise_walk(&s.env, &ss.env, bound, &path, phi, errors),
        }
    }
}

/// The constructor `v` of the structure as an opaque ascription shows it:
/// the structure's constructor with the specification `spec`'s type
/// realised by `psi`, so that the argument mentions the abstract types
/// (`U : t -> u` for `datatype u = U of t` when `t` is opaque).
fn opaque_con(v: &ValEntry, spec: &ValEntry, psi: &Realisation) -> ValEntry {
    match (v, spec) {
        (ValEntry::Con { tycon, index, .. }, ValEntry::Con { scheme, .. }) => ValEntry::Con { scheme: psi.scheme(scheme), tycon: tycon.clone(), index: *index },
        _ => v.clone(),
    }
}

/// The structure's datatype `ts` under opaque ascription to the datatype
/// spec `sts`: the new abstract type, with the constructors as
/// `opaque_con` shows them.
fn opaque_datatype(ts: &TyStr, sts: &TyStr, psi: &Realisation) -> TyStr {
    let cons = ts.cons.iter().map(|(n, v)| (n.clone(), sts.cons.get(n).map_or_else(|| v.clone(), |s| opaque_con(v, s, psi)))).collect();
    let fcn = psi.fcn(&sts.fcn);
    let datatype = eta_tycon(&fcn);
    TyStr { fcn, cons, datatype }
}

/// Why the structure's `ts` does not match the datatype spec `sts`.
fn datatype_mismatch(path: &str, sts: &TyStr, ts: &TyStr, phi: &Realisation, error: TyConId) -> Option<String> {
    if ts.cons.is_empty() {
        return Some(format!("type `{}` is specified as a datatype but is not a datatype in the structure (does not match)", path));
    }
    let want: Vec<&String> = sts.cons.keys().collect();
    let found: Vec<&String> = ts.cons.keys().collect();
    let same_names = want.len() == found.len() && want.iter().all(|n| ts.cons.contains_key(*n));
    if !same_names {
        let list = |v: &[&String]| v.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(" | ");
        return Some(format!("datatype `{}` does not match its specification: specified `{}`, found `{}`", path, list(&want), list(&found)));
    }
    for (cname, sv) in &sts.cons {
        let (ValEntry::Con { scheme: s1, .. }, Some(ValEntry::Con { scheme: s2, .. })) = (sv, ts.cons.get(cname)) else { continue };
        let w = phi.scheme(s1);
        if w.arity() != s2.arity() || !types_equal(&w.body, &s2.body, error) {
            return Some(format!(
                "constructor `{}` of datatype `{}` does not match its specification: specified `{}`, found `{}`",
                cname,
                path,
                type_to_string(&w.body, &mut TyVarNames::for_type_fcn(w.arity()), ""),
                type_to_string(&s2.body, &mut TyVarNames::for_type_fcn(s2.arity()), "")
            ));
        }
    }
    None
}

