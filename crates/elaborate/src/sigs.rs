//! Signature expressions (Definition 5.7, rules 62-79): `sig ... end` with
//! every specification, signature names, `where type`, `include`,
//! `sharing type` and structure sharing; and realisations (substitutions
//! of type names by type functions) over types and environments, which
//! instantiation and matching (`matching.rs`) are built from.
//!
//! Invariants:
//! - A `Signature`'s `bound` type names are `Flexible` (type/eqtype specs)
//!   or `Datatype` (datatype specs) tycons created for that signature only:
//!   every use of a signature by name makes a fresh copy
//!   (`instantiate_sig`), so two specs `structure A : S  structure B : S`
//!   never share a type by accident.  Sharing and `where type` may
//!   therefore update a bound tycon's equality in place.
//! - Bound tycons are named by their path relative to the signature's root
//!   (`t`, `Inner.t`); `--print-sig` strips the enclosing structure spec's
//!   path, and instantiation prefixes the path the copy is placed at.

use crate::elaborator::Elaborator;
use crate::env::{Env, Signature, Space, Structure, TyStr, ValEntry};
use crate::lookup::View;
use crate::pat::RESERVED;
use crate::types::{ConInfo, Scheme, TyConKind, TyConRef, Type, TypeFcn};
use crate::unify::{prune, subst_bound};
use indexmap::IndexMap;
use skein_diagnostics::{Diagnostics, Span};
use skein_ir::core::{self, PrimTyCon, TyConId};
use skein_syntax::ast;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

/// Signatures in scope (the basis's `G`).
pub type SigEnv = crate::scope::Scope<Signature>;

/// A realisation: type names mapped to type functions.
#[derive(Default, Clone)]
pub struct Realisation {
    pub map: HashMap<TyConId, TypeFcn>,
}

/// `Λαs. t αs` of `tc`, if `fcn` is exactly that.
pub fn eta_tycon(fcn: &TypeFcn) -> Option<TyConRef> {
    match prune(&fcn.body) {
        Type::Con(tc, args) if tc.arity == fcn.arity && args.len() == fcn.arity => {
            let ok = args.iter().enumerate().all(|(i, a)| matches!(prune(a), Type::Bound(j) if j as usize == i));
            ok.then_some(tc)
        }
        _ => None,
    }
}

pub fn eta_fcn(tc: &TyConRef) -> TypeFcn {
    TypeFcn { arity: tc.arity, body: Type::Con(tc.clone(), (0..tc.arity as u32).map(Type::Bound).collect()) }
}

/// Structural equality of types (type names by stamp); the error type
/// equals everything so that one error does not cascade.
pub fn types_equal(a: &Type, b: &Type, error: TyConId) -> bool {
    let a = prune(a);
    let b = prune(b);
    match (&a, &b) {
        (Type::Con(t, _), _) | (_, Type::Con(t, _)) if t.id == error => true,
        (Type::Meta(m1), Type::Meta(m2)) => Rc::ptr_eq(m1, m2),
        (Type::Rigid(r1), Type::Rigid(r2)) => r1.id == r2.id,
        (Type::Bound(i), Type::Bound(j)) => i == j,
        (Type::Con(t1, a1), Type::Con(t2, a2)) => t1.id == t2.id && a1.len() == a2.len() && a1.iter().zip(a2).all(|(x, y)| types_equal(x, y, error)),
        (Type::Record(f1), Type::Record(f2)) => {
            f1.len() == f2.len() && f1.iter().zip(f2).all(|((l1, x), (l2, y))| l1 == l2 && types_equal(x, y, error))
        }
        (Type::Arrow(a1, r1), Type::Arrow(a2, r2)) => types_equal(a1, a2, error) && types_equal(r1, r2, error),
        _ => false,
    }
}

/// Whether a type function's body admits equality, its parameters assumed
/// to (the Definition's "t admits equality" for type functions).
pub fn admits_equality(t: &Type) -> bool {
    match prune(t) {
        Type::Bound(_) | Type::Meta(_) => true,
        Type::Rigid(r) => r.equality(),
        Type::Con(tc, args) => {
            if let TyConKind::Prim(PrimTyCon::Ref | PrimTyCon::Array) = &*tc.kind.borrow() {
                return true;
            }
            tc.equality.get() && args.iter().all(admits_equality)
        }
        Type::Record(fs) => fs.iter().all(|(_, t)| admits_equality(t)),
        Type::Arrow(..) => false,
    }
}

impl Realisation {
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    pub fn ty(&self, t: &Type) -> Type {
        if self.map.is_empty() {
            return t.clone();
        }
        match t {
            Type::Meta(m) => match &*m.state.borrow() {
                crate::types::MetaState::Link(u) => self.ty(u),
                _ => t.clone(),
            },
            Type::Rigid(_) | Type::Bound(_) => t.clone(),
            Type::Con(tc, args) => {
                let args: Vec<Type> = args.iter().map(|a| self.ty(a)).collect();
                match self.map.get(&tc.id) {
                    Some(f) => subst_bound(&f.body, &args),
                    None => Type::Con(tc.clone(), args),
                }
            }
            Type::Record(fs) => Type::Record(fs.iter().map(|(l, x)| (l.clone(), self.ty(x))).collect()),
            Type::Arrow(a, b) => Type::Arrow(Box::new(self.ty(a)), Box::new(self.ty(b))),
        }
    }

    pub fn scheme(&self, s: &Scheme) -> Scheme {
        Scheme { equality: s.equality.clone(), body: self.ty(&s.body) }
    }

    pub fn fcn(&self, f: &TypeFcn) -> TypeFcn {
        TypeFcn { arity: f.arity, body: self.ty(&f.body) }
    }

    /// The tycon a datatype's tycon is renamed to (if it maps to an eta).
    fn tycon(&self, tc: &TyConRef) -> TyConRef {
        match self.map.get(&tc.id).and_then(eta_tycon) {
            Some(t) => t,
            None => tc.clone(),
        }
    }

    pub fn value(&self, v: &ValEntry) -> ValEntry {
        match v {
            ValEntry::Var { scheme, var } => ValEntry::Var { scheme: self.scheme(scheme), var: *var },
            ValEntry::Con { scheme, tycon, index } => ValEntry::Con { scheme: self.scheme(scheme), tycon: self.tycon(tycon), index: *index },
            ValEntry::Exn { scheme, exn } => ValEntry::Exn { scheme: self.scheme(scheme), exn: *exn },
            ValEntry::Overloaded(o) => ValEntry::Overloaded(o.clone()),
        }
    }

    pub fn tystr(&self, ts: &TyStr) -> TyStr {
        TyStr {
            fcn: self.fcn(&ts.fcn),
            cons: ts.cons.iter().map(|(n, v)| (n.clone(), self.value(v))).collect(),
            datatype: ts.datatype.as_ref().map(|tc| self.tycon(tc)),
        }
    }

    pub fn env(&self, env: &Env) -> Env {
        if self.map.is_empty() {
            return env.clone();
        }
        let mut out = Env::new();
        for (space, name) in &env_order(env) {
            match space {
                Space::Value => out.bind_value(name.clone(), self.value(&env.values[name])),
                Space::Type => out.bind_type(name.clone(), self.tystr(&env.types[name])),
                Space::Structure => {
                    let s = &env.structures[name];
                    out.bind_structure(name.clone(), Rc::new(Structure { env: self.env(&s.env), path: s.path.clone() }));
                }
            }
        }
        out
    }
}

/// The bindings of `env` in binding order (`Env::order`).
pub fn env_order(env: &Env) -> Vec<(Space, String)> {
    env.order().into_iter().map(|(space, name)| (space, name.clone())).collect()
}

/// `prefix.name`, or `name` when the prefix is empty.
pub fn join_path(prefix: &str, name: &str) -> String {
    if prefix.is_empty() {
        name.to_string()
    } else {
        format!("{}.{}", prefix, name)
    }
}

/// How `instantiate_sig` copies the bound type names.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum CopyMode {
    /// Fresh flexible names (a signature used inside another one).
    Flexible,
    /// Fresh abstract names (a functor parameter while its body is checked).
    Abstract,
}

impl Elaborator {
    /// A copy of `sig` with fresh bound type names, named `prefix.name`.
    pub(crate) fn instantiate_sig(&mut self, sig: &Signature, prefix: &str, mode: CopyMode) -> Signature {
        let mut phi = Realisation::default();
        let mut bound = Vec::new();
        let mut datatypes = Vec::new();
        for tc in &sig.bound {
            let name = join_path(prefix, &tc.name.borrow());
            let is_datatype = matches!(&*tc.kind.borrow(), TyConKind::Datatype { .. });
            let kind = if is_datatype {
                TyConKind::Datatype { cons: Vec::new() }
            } else if mode == CopyMode::Abstract {
                TyConKind::Abstract { rep: None }
            } else {
                TyConKind::Flexible
            };
            let new = self.fresh_tycon(&name, tc.arity, tc.equality.get(), kind);
            phi.map.insert(tc.id, eta_fcn(&new));
            if is_datatype {
                datatypes.push((tc.clone(), new.clone()));
            }
            bound.push(new);
        }
        for (old, new) in datatypes {
            let cons: Vec<ConInfo> = match &*old.kind.borrow() {
                TyConKind::Datatype { cons } => cons.iter().map(|c| ConInfo { name: c.name.clone(), arg: c.arg.as_ref().map(|a| phi.ty(a)) }).collect(),
                _ => Vec::new(),
            };
            self.set_datatype_cons(&new, cons);
        }
        Signature { bound, env: phi.env(&sig.env) }
    }

    /// Gives a datatype tycon its constructors (also in the Core program).
    pub(crate) fn set_datatype_cons(&mut self, tc: &TyConRef, cons: Vec<ConInfo>) {
        let params = self.program.tycons[tc.id.0 as usize].params.clone();
        let core_cons = cons.iter().map(|c| core::ConDef { name: c.name.clone(), arg: c.arg.as_ref().map(|a| self.to_core_type(a, &params)) }).collect();
        self.program.tycons[tc.id.0 as usize].kind = core::TyConKind::Datatype { cons: core_cons };
        *tc.kind.borrow_mut() = TyConKind::Datatype { cons };
    }

    /// Elaborates a signature expression; `view` is the environment its
    /// types are looked up in.
    pub(crate) fn elab_sigexp(&mut self, sigs: &SigEnv, view: &View, sigexp: &ast::SigExp, diags: &mut Diagnostics) -> Signature {
        let saved = self.modules.enter_sig();
        let sig = self.elab_sigexp_in(sigs, view, sigexp, diags);
        self.modules.leave_sig(saved);
        sig
    }

    fn elab_sigexp_in(&mut self, sigs: &SigEnv, view: &View, sigexp: &ast::SigExp, diags: &mut Diagnostics) -> Signature {
        match &sigexp.kind {
            ast::SigExpKind::Name(id) => match sigs.get(&id.name) {
                Some(sig) => {
                    let sig = sig.clone();
                    let prefix = self.modules.sig_prefix();
                    self.instantiate_sig(&sig, &prefix, CopyMode::Flexible)
                }
                None => {
                    let names: Vec<&str> = sigs.keys().map(|k| k.as_str()).collect();
                    diags.push(crate::lookup::unbound("signature", &id.name, id.span, &names));
                    Signature { bound: Vec::new(), env: Env::new() }
                }
            },
            ast::SigExpKind::Sig(specs) => self.elab_specs(sigs, view, specs, diags),
            ast::SigExpKind::Where(inner, wts) => {
                let mut sig = self.elab_sigexp_in(sigs, view, inner, diags);
                // The realisations of all the `where type`s, applied to the
                // signature at once (one copy of its environment, not one
                // per `where`).  Each one realises a bound name of `sig` by
                // a type elaborated outside it, so none mentions another's
                // name and applying them together is applying them in turn;
                // a name realised twice is no longer bound the second time.
                let mut phi = Realisation::default();
                for wt in wts {
                    self.where_type(&mut sig, &mut phi, view, wt, diags);
                }
                if !phi.is_empty() {
                    sig.env = phi.env(&sig.env);
                }
                sig
            }
        }
    }

    /// `sig where type tyvars longtycon = ty` (rule 64): adds to `phi` the
    /// realisation of a type name bound in `sig` (an abstract type or a
    /// datatype spec) and drops it from the bound names; the caller applies
    /// `phi` to `sig`'s environment.
    fn where_type(&mut self, sig: &mut Signature, phi: &mut Realisation, view: &View, wt: &ast::WhereType, diags: &mut Diagnostics) {
        let params = implicit_params(&wt.tyvars);
        let arity = params.len();
        let body = self.elab_ty_in(view, &wt.ty, &params, diags);
        let fcn = TypeFcn { arity, body };
        let ts = match View::new(&sig.env).lookup_type(&wt.path) {
            Ok(ts) => ts.clone(),
            Err(d) => {
                diags.push(d);
                return;
            }
        };
        let name = wt.path.to_string();
        let tc = match eta_tycon(&ts.fcn) {
            Some(tc) if sig.bound.iter().any(|b| b.id == tc.id) => tc,
            _ => {
                diags.error(wt.path.span, format!("`where type {}`: `{}` is not an abstract type of the signature", name, name));
                return;
            }
        };
        // A datatype spec keeps its constructors, so the signature stays
        // well-formed only if the type becomes another type name
        // (Definition 5.8 and rule 64): `where type u = M.u`, not `= int`.
        let is_datatype = matches!(&*tc.kind.borrow(), TyConKind::Datatype { .. });
        if is_datatype && tc.arity == arity && eta_tycon(&fcn).is_none() {
            diags.error(
                wt.ty.span,
                format!("`where type {}`: `{}` is a datatype of the signature, so it can only be realised by a type constructor applied to its parameters in order", name, name),
            );
            return;
        }
        if tc.arity != arity {
            diags.error(wt.span, format!("wrong number of type arguments in `where type {}`: it takes {}, given {}", name, tc.arity, arity));
            return;
        }
        if tc.equality.get() && !admits_equality(&fcn.body) {
            diags.error(wt.ty.span, format!("`where type {}`: `{}` is an eqtype but the type does not admit equality", name, name));
            return;
        }
        phi.map.insert(tc.id, fcn);
        sig.bound.retain(|b| b.id != tc.id);
    }

    /// `sig spec end`: specifications elaborated in sequence, each seeing
    /// the ones before it.
    fn elab_specs(&mut self, sigs: &SigEnv, view: &View, specs: &[ast::Spec], diags: &mut Diagnostics) -> Signature {
        let mut acc = Signature { bound: Vec::new(), env: Env::new() };
        for spec in specs {
            self.elab_spec(sigs, view, spec, &mut acc, diags);
        }
        acc
    }

    fn elab_spec(&mut self, sigs: &SigEnv, view: &View, spec: &ast::Spec, acc: &mut Signature, diags: &mut Diagnostics) {
        match &spec.kind {
            ast::SpecKind::Val(items) => {
                for (id, ty) in items {
                    let mut names = Vec::new();
                    collect_tyvars(ty, &mut names);
                    let params = implicit_params(&names);
                    let body = {
                        let inner = view.push(&acc.env);
                        self.elab_ty_in(&inner, ty, &params, diags)
                    };
                    let scheme = Scheme { equality: names.iter().map(|v| v.is_equality()).collect(), body };
                    let var = self.new_var(&id.name, &scheme);
                    if RESERVED.contains(&id.name.as_str()) {
                        diags.error(id.span, format!("cannot specify `{}` as a value", id.name));
                    }
                    check_dup(&acc.env, Space::Value, &id.name, id.span, diags);
                    acc.env.bind_value(id.name.clone(), ValEntry::Var { scheme, var });
                }
            }
            ast::SpecKind::Type(descs) | ast::SpecKind::Eqtype(descs) => {
                let eq = matches!(spec.kind, ast::SpecKind::Eqtype(_));
                for d in descs {
                    check_dup(&acc.env, Space::Type, &d.name.name, d.name.span, diags);
                    let params = implicit_params(&d.tyvars);
                    let ts = match &d.def {
                        Some(ty) => {
                            let body = {
                                let inner = view.push(&acc.env);
                                self.elab_ty_in(&inner, ty, &params, diags)
                            };
                            if eq && !admits_equality(&body) {
                                diags.error(ty.span, format!("`eqtype {}` is defined by a type that does not admit equality", d.name.name));
                            }
                            TyStr { fcn: TypeFcn { arity: params.len(), body }, cons: IndexMap::new(), datatype: None }
                        }
                        None => {
                            let name = join_path(&self.modules.sig_prefix(), &d.name.name);
                            let tc = self.fresh_tycon(&name, params.len(), eq, TyConKind::Flexible);
                            acc.bound.push(tc.clone());
                            TyStr { fcn: eta_fcn(&tc), cons: IndexMap::new(), datatype: None }
                        }
                    };
                    acc.env.bind_type(d.name.name.clone(), ts);
                }
            }
            ast::SpecKind::Datatype(binds) => {
                let env = {
                    let inner = view.push(&acc.env);
                    self.elab_datatypes_in(&inner, binds, &[], diags)
                };
                for (name, ts) in env.types.iter() {
                    if let Some(tc) = &ts.datatype {
                        // Named by the signature path (core names it with
                        // `qualified_name`, which knows we are in a signature).
                        acc.bound.push(tc.clone());
                    }
                    let span = binds.iter().find(|b| b.name.name == *name).map(|b| b.name.span).unwrap_or(spec.span);
                    check_dup(&acc.env, Space::Type, name, span, diags);
                }
                for name in env.values.keys() {
                    let span = binds.iter().flat_map(|b| b.cons.iter()).find(|c| c.name.name == *name).map(|c| c.name.span).unwrap_or(spec.span);
                    check_dup(&acc.env, Space::Value, name, span, diags);
                }
                acc.env.extend(&env);
            }
            ast::SpecKind::DatatypeRepl { name, old } => {
                let found = {
                    let inner = view.push(&acc.env);
                    inner.lookup_type(old).cloned()
                };
                match found {
                    Ok(ts) => {
                        check_dup(&acc.env, Space::Type, &name.name, name.span, diags);
                        for (n, v) in &ts.cons {
                            check_dup(&acc.env, Space::Value, n, name.span, diags);
                            acc.env.bind_value(n.clone(), v.clone());
                        }
                        acc.env.bind_type(name.name.clone(), ts);
                    }
                    Err(d) => diags.push(d),
                }
            }
            ast::SpecKind::Exception(items) => {
                for (id, ty) in items {
                    let arg = ty.as_ref().map(|t| {
                        let inner = view.push(&acc.env);
                        self.elab_ty_in(&inner, t, &[], diags)
                    });
                    let exn = core::ExnId(self.program.exns.len() as u32);
                    let core_arg = arg.as_ref().map(|t| self.to_core_type(t, &[]));
                    self.program.exns.push(core::ExnDef { name: id.name.clone(), arg: core_arg });
                    let exn_t = Type::Con(self.builtins.exn.clone(), Vec::new());
                    let body = match arg {
                        Some(a) => Type::Arrow(Box::new(a), Box::new(exn_t)),
                        None => exn_t,
                    };
                    if RESERVED.contains(&id.name.as_str()) || id.name == "it" {
                        diags.error(id.span, format!("cannot specify `{}` as an exception", id.name));
                    }
                    check_dup(&acc.env, Space::Value, &id.name, id.span, diags);
                    acc.env.bind_value(id.name.clone(), ValEntry::Exn { scheme: Scheme::mono(body), exn });
                }
            }
            ast::SpecKind::Structure(items) => {
                for (id, sigexp) in items {
                    self.modules.sig_path.push(id.name.clone());
                    let sub = {
                        let inner = view.push(&acc.env);
                        self.elab_sigexp_in(sigs, &inner, sigexp, diags)
                    };
                    let path = self.modules.sig_prefix();
                    self.modules.sig_path.pop();
                    check_dup(&acc.env, Space::Structure, &id.name, id.span, diags);
                    acc.bound.extend(sub.bound);
                    acc.env.bind_structure(id.name.clone(), Rc::new(Structure { env: sub.env, path }));
                }
            }
            ast::SpecKind::Include(sigexps) => {
                for se in sigexps {
                    let sub = {
                        let inner = view.push(&acc.env);
                        self.elab_sigexp_in(sigs, &inner, se, diags)
                    };
                    for (space, name) in &env_order(&sub.env) {
                        check_dup(&acc.env, *space, name, se.span, diags);
                    }
                    acc.bound.extend(sub.bound);
                    acc.env.extend(&sub.env);
                }
            }
            ast::SpecKind::SharingType(ids) => {
                let mut tycons = Vec::new();
                for id in ids {
                    match View::new(&acc.env).lookup_type(id) {
                        Ok(ts) => match eta_tycon(&ts.fcn) {
                            Some(tc) if acc.bound.iter().any(|b| b.id == tc.id) => tycons.push((tc, id.span)),
                            _ => diags.error(id.span, format!("`sharing type`: `{}` is not an abstract type of the signature", id.to_string())),
                        },
                        Err(d) => diags.push(d),
                    }
                }
                let mut sharing = Sharing::default();
                self.share(&mut sharing, tycons, diags);
                sharing.apply(acc);
            }
            ast::SpecKind::SharingStr(ids) => {
                let mut envs: Vec<(Env, Span)> = Vec::new();
                for id in ids {
                    match View::new(&acc.env).lookup_structure(id) {
                        Ok(s) => envs.push((s.env.clone(), id.span)),
                        Err(d) => diags.push(d),
                    }
                }
                // Every long type constructor common to two of them is
                // shared, one path after the other; a name merged by an
                // earlier path is seen as its representative (what the
                // environments would hold with that sharing applied), and
                // the environment is rewritten once at the end.
                let mut paths: Vec<Vec<String>> = Vec::new();
                let mut seen = HashSet::new();
                for (env, _) in &envs {
                    type_paths(env, &mut Vec::new(), &mut paths, &mut seen);
                }
                let bound: HashSet<TyConId> = acc.bound.iter().map(|b| b.id).collect();
                let mut sharing = Sharing::default();
                for p in paths {
                    let mut tycons = Vec::new();
                    for (env, span) in &envs {
                        if let Some(ts) = env_type_at(env, &p) {
                            match eta_tycon(&ts.fcn).map(|tc| sharing.find(&tc)) {
                                Some(tc) if bound.contains(&tc.id) => tycons.push((tc, *span)),
                                _ => diags.error(*span, format!("`sharing`: type `{}` is not an abstract type of the signature", p.join("."))),
                            }
                        }
                    }
                    if tycons.len() >= 2 {
                        self.share(&mut sharing, tycons, diags);
                    }
                }
                sharing.apply(acc);
            }
        }
    }

    /// Identifies the bound type names `tycons` (sharing): records in
    /// `sharing` that each is now its representative's.
    fn share(&mut self, sharing: &mut Sharing, tycons: Vec<(TyConRef, Span)>, diags: &mut Diagnostics) {
        let Some(first) = tycons.first() else { return };
        let rep = tycons.iter().find(|(tc, _)| matches!(&*tc.kind.borrow(), TyConKind::Datatype { .. })).unwrap_or(first).0.clone();
        let mut equality = rep.equality.get();
        for (tc, span) in &tycons {
            if tc.arity != rep.arity {
                diags.error(*span, format!("`sharing`: `{}` and `{}` have different numbers of type parameters", tc.name.borrow(), rep.name.borrow()));
                continue;
            }
            if tc.id != rep.id {
                equality |= tc.equality.get();
                sharing.merged.insert(tc.id, rep.clone());
            }
        }
        rep.equality.set(equality);
        self.program.tycons[rep.id.0 as usize].equality = equality;
    }
}

/// Bound type names identified by sharing specifications, each with the
/// name it was merged into (itself perhaps merged later).
#[derive(Default)]
struct Sharing {
    merged: HashMap<TyConId, TyConRef>,
}

impl Sharing {
    /// The name `tc` stands for now.
    fn find(&self, tc: &TyConRef) -> TyConRef {
        let mut tc = tc.clone();
        while let Some(next) = self.merged.get(&tc.id) {
            tc = next.clone();
        }
        tc
    }

    /// Replaces every merged name by its representative in `acc` (one
    /// copy of the environment) and drops it from the bound names.
    fn apply(&self, acc: &mut Signature) {
        if self.merged.is_empty() {
            return;
        }
        let mut phi = Realisation::default();
        for (id, rep) in &self.merged {
            phi.map.insert(*id, eta_fcn(&self.find(rep)));
        }
        acc.env = phi.env(&acc.env);
        acc.bound.retain(|b| !phi.map.contains_key(&b.id));
    }
}

/// Type variables in order of first occurrence.
pub fn collect_tyvars(ty: &ast::Ty, out: &mut Vec<ast::TyVar>) {
    match &ty.kind {
        ast::TyKind::Var(v) => {
            if !out.iter().any(|w| w.name == v.name) {
                out.push(v.clone())
            }
        }
        ast::TyKind::Record(fs) => fs.iter().for_each(|(_, t)| collect_tyvars(t, out)),
        ast::TyKind::Tuple(ts) => ts.iter().for_each(|t| collect_tyvars(t, out)),
        ast::TyKind::Con(args, _) => args.iter().for_each(|t| collect_tyvars(t, out)),
        ast::TyKind::Arrow(a, b) => {
            collect_tyvars(a, out);
            collect_tyvars(b, out);
        }
    }
}

/// `'a, 'b` as `Bound(0), Bound(1)`.
pub fn implicit_params(tyvars: &[ast::TyVar]) -> Vec<(String, Type)> {
    tyvars.iter().enumerate().map(|(i, v)| (v.name.clone(), Type::Bound(i as u32))).collect()
}

fn check_dup(env: &Env, space: Space, name: &str, span: Span, diags: &mut Diagnostics) {
    let bound = match space {
        Space::Value => env.values.contains_key(name),
        Space::Type => env.types.contains_key(name),
        Space::Structure => env.structures.contains_key(name),
    };
    if bound {
        let what = match space {
            Space::Value => "value",
            Space::Type => "type",
            Space::Structure => "structure",
        };
        diags.error(span, format!("duplicate specification of {} `{}` in signature", what, name));
    }
}

/// All long type constructor paths of `env` (`t`, `Inner.u`).
/// The long type constructors of `env` not in `seen`, added to `out` in
/// order of discovery.
fn type_paths(env: &Env, prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>, seen: &mut HashSet<Vec<String>>) {
    for name in env.types.keys() {
        let mut p = prefix.clone();
        p.push(name.clone());
        if seen.insert(p.clone()) {
            out.push(p);
        }
    }
    for (name, s) in env.structures.iter() {
        prefix.push(name.clone());
        type_paths(&s.env, prefix, out, seen);
        prefix.pop();
    }
}

fn env_type_at<'a>(env: &'a Env, path: &[String]) -> Option<&'a TyStr> {
    let (last, quals) = path.split_last()?;
    let mut e = env;
    for q in quals {
        e = &e.structures.get(q)?.env;
    }
    e.types.get(last).map(|t| &**t)
}
