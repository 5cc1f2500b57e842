//! Declarations of the core language (Definition 4.10, rules 15-25),
//! sequences of declarations at every level, syntactic types, and
//! generalisation (value restriction, explicit type variable scoping).
//!
//! Sequences of core declarations are elaborated against a `View` that
//! grows by one layer per `let`/`local`, never by copying an environment.

use crate::elaborator::Elaborator;
use crate::env::{Basis, Env, TyStr, ValEntry};
use crate::lookup::View;
use crate::pat::{conv_label, tuple_type, PatBinding, RESERVED};
use crate::types::{ConInfo, MetaState, Scheme, TyConKind, TyConRef, Type, TypeFcn};
use crate::unify::{prune, subst_bound};
use indexmap::IndexMap;
use skein_diagnostics::{Diagnostics, Span};
use skein_ir::core::{self, Label, MatchFailure, PrimTyCon, TyVarId};
use skein_syntax::ast;
use std::rc::Rc;

fn is_module_dec(d: &ast::Dec) -> bool {
    match &d.kind {
        ast::DecKind::Structure(_) | ast::DecKind::Signature(_) | ast::DecKind::Functor(_) => true,
        ast::DecKind::Local(a, b) => a.iter().any(is_module_dec) || b.iter().any(is_module_dec),
        _ => false,
    }
}

impl Elaborator {
    /// Sequential declarations (core and module ones); returns the delta
    /// they bind.  Module declarations go to `elab_module_dec`.
    pub fn elab_decs(&mut self, basis: &Basis, decs: &[ast::Dec], diags: &mut Diagnostics) -> Basis {
        if !decs.iter().any(is_module_dec) {
            let env = self.elab_core_decs(&View::new(&basis.env), decs, diags);
            return Basis { env, ..Basis::default() };
        }
        if decs.len() == 1 {
            return self.elab_dec_in_basis(basis, &decs[0], diags);
        }
        let mut cur = basis.clone();
        let mut delta = Basis::new();
        for d in decs {
            let dd = self.elab_dec_in_basis(&cur, d, diags);
            cur.extend(&dd);
            delta.extend(&dd);
        }
        delta
    }

    /// TODO: `self.elab_module_dec(basis, dec, diags)` once module
    /// elaboration provides it.
    fn module_dec(&mut self, basis: &Basis, dec: &ast::Dec, diags: &mut Diagnostics) -> Basis {
        self.elab_module_dec(basis, dec, diags)
    }

    fn elab_dec_in_basis(&mut self, basis: &Basis, dec: &ast::Dec, diags: &mut Diagnostics) -> Basis {
        match &dec.kind {
            ast::DecKind::Structure(_) | ast::DecKind::Signature(_) | ast::DecKind::Functor(_) => self.module_dec(basis, dec, diags),
            ast::DecKind::Local(d1, d2) if is_module_dec(dec) => {
                let b1 = self.elab_decs(basis, d1, diags);
                let mut inner = basis.clone();
                inner.extend(&b1);
                self.elab_decs(&inner, d2, diags)
            }
            _ => Basis { env: self.elab_core_dec(&View::new(&basis.env), dec, diags), ..Basis::default() },
        }
    }

    /// A sequence of core declarations; returns what they bind.
    pub(crate) fn elab_core_decs(&mut self, view: &View, decs: &[ast::Dec], diags: &mut Diagnostics) -> Env {
        if decs.len() == 1 {
            return self.elab_core_dec(view, &decs[0], diags);
        }
        let mut acc = Env::new();
        for d in decs {
            let delta = {
                let inner = view.push(&acc);
                self.elab_core_dec(&inner, d, diags)
            };
            acc.extend(&delta);
        }
        acc
    }

    pub(crate) fn elab_core_dec(&mut self, view: &View, dec: &ast::Dec, diags: &mut Diagnostics) -> Env {
        match &dec.kind {
            ast::DecKind::Val { tyvars, binds, rec_binds } => self.elab_val(view, tyvars, binds, rec_binds, dec, diags),
            ast::DecKind::Fun { tyvars, binds } => self.elab_fun(view, tyvars, binds, dec, diags),
            ast::DecKind::Type(binds) => self.elab_typbinds(view, binds, diags),
            ast::DecKind::Datatype { binds, withtype } => self.elab_datatypes_in(view, binds, withtype, diags),
            ast::DecKind::DatatypeRepl { name, old } => {
                let mut env = Env::new();
                match view.lookup_type(old) {
                    Ok(ts) => {
                        let ts = ts.clone();
                        for (n, v) in &ts.cons {
                            env.bind_value(n.clone(), v.clone());
                        }
                        env.bind_type(name.name.clone(), ts);
                    }
                    Err(d) => diags.push(d),
                }
                env
            }
            ast::DecKind::Abstype { binds, withtype, body } => {
                let dt = self.elab_datatypes_in(view, binds, withtype, diags);
                let inner = view.push(&dt);
                let delta = self.elab_core_decs(&inner, body, diags);
                let mut env = Env::new();
                for (name, ts) in dt.types.iter() {
                    let mut ts = (**ts).clone();
                    if let Some(tc) = ts.datatype.take() {
                        tc.equality.set(false);
                    }
                    ts.cons = IndexMap::new();
                    env.bind_type(name.clone(), ts);
                }
                env.extend(&delta);
                env
            }
            ast::DecKind::Exception(binds) => self.elab_exceptions(view, binds, diags),
            ast::DecKind::Local(d1, d2) => {
                let e1 = self.elab_core_decs(view, d1, diags);
                let inner = view.push(&e1);
                self.elab_core_decs(&inner, d2, diags)
            }
            ast::DecKind::Open(ids) => {
                let mut env = Env::new();
                for id in ids {
                    match view.lookup_structure(id) {
                        Ok(s) => env.extend(&s.env),
                        Err(d) => diags.push(d),
                    }
                }
                env
            }
            ast::DecKind::Fixity(..) => Env::new(),
            ast::DecKind::Structure(_) | ast::DecKind::Signature(_) | ast::DecKind::Functor(_) => {
                diags.error(dec.span, "module declarations are not allowed here");
                Env::new()
            }
        }
    }

    // ------------------------------------------------------------ types

    /// Elaborates a syntactic type; type variables are looked up in `tyvars`.
    pub fn elab_ty_with(&mut self, env: &Env, ty: &ast::Ty, tyvars: &[(String, Type)], diags: &mut Diagnostics) -> Type {
        self.elab_ty_in(&View::new(env), ty, tyvars, diags)
    }

    /// A type in an expression or pattern: explicit type variables in scope.
    pub(crate) fn elab_ty_scoped(&mut self, view: &View, ty: &ast::Ty, diags: &mut Diagnostics) -> Type {
        let scope = std::mem::take(&mut self.tyvar_scope);
        let t = self.elab_ty_in(view, ty, &scope, diags);
        self.tyvar_scope = scope;
        t
    }

    pub(crate) fn elab_ty_in(&mut self, view: &View, ty: &ast::Ty, tyvars: &[(String, Type)], diags: &mut Diagnostics) -> Type {
        match &ty.kind {
            ast::TyKind::Var(v) => match tyvars.iter().rev().find(|(n, _)| *n == v.name) {
                Some((_, t)) => t.clone(),
                None => {
                    diags.error(v.span, format!("unbound type variable `{}`", v.name));
                    self.error_type()
                }
            },
            ast::TyKind::Record(fields) => {
                let mut out: Vec<(Label, Type)> = Vec::new();
                for (l, t) in fields {
                    let label = conv_label(&l.label);
                    let et = self.elab_ty_in(view, t, tyvars, diags);
                    if out.iter().any(|(l2, _)| *l2 == label) {
                        diags.error(l.span, format!("duplicate label `{}` in record type", label));
                        continue;
                    }
                    out.push((label, et));
                }
                out.sort_by(|a, b| a.0.cmp(&b.0));
                Type::Record(out)
            }
            ast::TyKind::Tuple(ts) => tuple_type(ts.iter().map(|t| self.elab_ty_in(view, t, tyvars, diags)).collect()),
            ast::TyKind::Arrow(a, b) => {
                let a = self.elab_ty_in(view, a, tyvars, diags);
                let b = self.elab_ty_in(view, b, tyvars, diags);
                Type::Arrow(Box::new(a), Box::new(b))
            }
            ast::TyKind::Con(args, id) => {
                let args: Vec<Type> = args.iter().map(|t| self.elab_ty_in(view, t, tyvars, diags)).collect();
                match view.lookup_type(id) {
                    Ok(ts) => {
                        if ts.fcn.arity != args.len() {
                            diags.error(
                                ty.span,
                                format!("wrong number of type arguments: `{}` takes {}, given {}", id.to_string(), ts.fcn.arity, args.len()),
                            );
                            return self.error_type();
                        }
                        subst_bound(&ts.fcn.body, &args)
                    }
                    Err(d) => {
                        diags.push(d);
                        self.error_type()
                    }
                }
            }
        }
    }

    fn tyvar_params(&self, tyvars: &[ast::TyVar], diags: &mut Diagnostics) -> Vec<(String, Type)> {
        let mut out: Vec<(String, Type)> = Vec::new();
        for (i, v) in tyvars.iter().enumerate() {
            if out.iter().any(|(n, _)| *n == v.name) {
                diags.error(v.span, format!("duplicate type variable `{}`", v.name));
            }
            out.push((v.name.clone(), Type::Bound(i as u32)));
        }
        out
    }

    fn elab_typbinds(&mut self, view: &View, binds: &[ast::TypBind], diags: &mut Diagnostics) -> Env {
        let mut env = Env::new();
        for b in binds {
            let params = self.tyvar_params(&b.tyvars, diags);
            let body = self.elab_ty_in(view, &b.ty, &params, diags);
            if env.types.contains_key(&b.name.name) {
                diags.error(b.name.span, format!("duplicate type `{}` in declaration", b.name.name));
            }
            env.bind_type(b.name.name.clone(), TyStr { fcn: TypeFcn { arity: params.len(), body }, cons: IndexMap::new(), datatype: None });
        }
        env
    }

    // ------------------------------------------------------------ datatypes

    /// Datatype declarations (also datatype specs): fresh tycons, equality,
    /// the type and constructor bindings.
    pub fn elab_datatypes(&mut self, basis: &Basis, binds: &[ast::DatBind], withtype: &[ast::TypBind], diags: &mut Diagnostics) -> Env {
        self.elab_datatypes_in(&View::new(&basis.env), binds, withtype, diags)
    }

    pub(crate) fn elab_datatypes_in(&mut self, view: &View, binds: &[ast::DatBind], withtype: &[ast::TypBind], diags: &mut Diagnostics) -> Env {
        let mut tycons: Vec<TyConRef> = Vec::new();
        let mut env0 = Env::new();
        for b in binds {
            if env0.types.contains_key(&b.name.name) {
                diags.error(b.name.span, format!("duplicate type `{}` in datatype declaration", b.name.name));
            }
            let tc = self.fresh_tycon(&self.tycon_name(&b.name.name), b.tyvars.len(), true, TyConKind::Datatype { cons: Vec::new() });
            let body = Type::Con(tc.clone(), (0..b.tyvars.len() as u32).map(Type::Bound).collect());
            env0.bind_type(b.name.name.clone(), TyStr { fcn: TypeFcn { arity: b.tyvars.len(), body }, cons: IndexMap::new(), datatype: Some(tc.clone()) });
            tycons.push(tc);
        }
        for b in withtype {
            if env0.types.contains_key(&b.name.name) {
                diags.error(b.name.span, format!("`{}` is bound by both the datatype and its `withtype`", b.name.name));
            }
        }
        // `withtype` abbreviations see the new datatypes.
        let wt = {
            let inner = view.push(&env0);
            self.elab_typbinds(&inner, withtype, diags)
        };
        let mut scope = env0.clone();
        scope.extend(&wt);
        let mut out = Env::new();
        let mut seen_cons: Vec<String> = Vec::new();
        for (b, tc) in binds.iter().zip(tycons.iter()) {
            let params = self.tyvar_params(&b.tyvars, diags);
            let self_ty = Type::Con(tc.clone(), (0..b.tyvars.len() as u32).map(Type::Bound).collect());
            let mut infos = Vec::new();
            let mut cons = IndexMap::new();
            for c in &b.cons {
                if RESERVED.contains(&c.name.name.as_str()) || c.name.name == "it" {
                    diags.error(c.name.span, format!("cannot rebind `{}` as a constructor", c.name.name));
                }
                if seen_cons.contains(&c.name.name) {
                    diags.error(c.name.span, format!("duplicate constructor `{}` in datatype declaration", c.name.name));
                    continue;
                }
                seen_cons.push(c.name.name.clone());
                let arg = c.arg.as_ref().map(|t| {
                    let inner = view.push(&scope);
                    self.elab_ty_in(&inner, t, &params, diags)
                });
                let body = match &arg {
                    Some(a) => Type::Arrow(Box::new(a.clone()), Box::new(self_ty.clone())),
                    None => self_ty.clone(),
                };
                // `datatype ''a t = A of ''a`: A's scheme quantifies an equality variable.
                let scheme = Scheme { equality: b.tyvars.iter().map(|v| v.is_equality()).collect(), body };
                let entry = ValEntry::Con { scheme, tycon: tc.clone(), index: infos.len() as u32 };
                infos.push(ConInfo { name: c.name.name.clone(), arg });
                cons.insert(c.name.name.clone(), entry);
            }
            let core_params = self.program.tycons[tc.id.0 as usize].params.clone();
            let core_cons = infos.iter().map(|ci| core::ConDef { name: ci.name.clone(), arg: ci.arg.as_ref().map(|a| self.to_core_type(a, &core_params)) }).collect();
            self.program.tycons[tc.id.0 as usize].kind = core::TyConKind::Datatype { cons: core_cons };
            *tc.kind.borrow_mut() = TyConKind::Datatype { cons: infos };
            for (n, e) in &cons {
                out.bind_value(n.clone(), e.clone());
            }
            let mut ts = (*env0.types[&b.name.name]).clone();
            ts.cons = cons;
            out.bind_type(b.name.name.clone(), ts);
        }
        // Equality: the greatest fixpoint over the group.
        loop {
            let mut changed = false;
            for tc in &tycons {
                if !tc.equality.get() {
                    continue;
                }
                let ok = match &*tc.kind.borrow() {
                    TyConKind::Datatype { cons } => cons.iter().all(|c| c.arg.as_ref().is_none_or(admits_eq)),
                    _ => true,
                };
                if !ok {
                    tc.equality.set(false);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for tc in &tycons {
            self.program.tycons[tc.id.0 as usize].equality = tc.equality.get();
        }
        for (n, t) in wt.types.iter() {
            out.bind_type_rc(n.clone(), t.clone());
        }
        out
    }

    // ------------------------------------------------------------ exceptions

    fn elab_exceptions(&mut self, view: &View, binds: &[ast::ExBind], diags: &mut Diagnostics) -> Env {
        let mut env = Env::new();
        for b in binds {
            match b {
                ast::ExBind::New { name, arg, .. } => {
                    if RESERVED.contains(&name.name.as_str()) || name.name == "it" {
                        diags.error(name.span, format!("cannot rebind `{}` as an exception", name.name));
                    }
                    if env.values.contains_key(&name.name) {
                        diags.error(name.span, format!("duplicate exception `{}` in declaration", name.name));
                    }
                    let arg = arg.as_ref().map(|t| self.elab_ty_scoped(view, t, diags));
                    let exn = core::ExnId(self.program.exns.len() as u32);
                    let core_arg = arg.as_ref().map(|t| self.to_core_type(t, &[]));
                    self.program.exns.push(core::ExnDef { name: name.name.clone(), arg: core_arg });
                    self.emit(core::Dec::Exception { exn });
                    let exn_t = self.con0(&self.builtins.exn.clone());
                    let body = match arg {
                        Some(a) => Type::Arrow(Box::new(a), Box::new(exn_t)),
                        None => exn_t,
                    };
                    env.bind_value(name.name.clone(), ValEntry::Exn { scheme: Scheme::mono(body), exn });
                }
                ast::ExBind::Alias { name, old, .. } => {
                    if RESERVED.contains(&name.name.as_str()) || name.name == "it" {
                        diags.error(name.span, format!("cannot rebind `{}` as an exception", name.name));
                    }
                    match view.lookup_value(old) {
                        Ok(e @ ValEntry::Exn { .. }) => env.bind_value(name.name.clone(), e.clone()),
                        Ok(_) => diags.error(old.span, format!("`{}` is not an exception", old.to_string())),
                        Err(d) => diags.push(d),
                    }
                }
            }
        }
        env
    }

    // ------------------------------------------------------------ values

    /// Binds the explicit type variables this `val`/`fun` scopes
    /// (Definition 4.6): its tyvarseq plus the unguarded ones not in scope.
    fn scope_tyvars(&mut self, explicit: &[ast::TyVar], dec: &ast::Dec, diags: &mut Diagnostics) -> Vec<Type> {
        let mut names: Vec<String> = Vec::new();
        for v in explicit {
            if self.tyvar_scope.iter().any(|(n, _)| *n == v.name) {
                diags.error(v.span, format!("type variable `{}` is already in scope", v.name));
            }
            if !names.contains(&v.name) {
                names.push(v.name.clone());
            }
        }
        let mut found = Vec::new();
        scan_dec_body(dec, &mut found);
        for n in found {
            if !names.contains(&n) && !self.tyvar_scope.iter().any(|(m, _)| *m == n) {
                names.push(n);
            }
        }
        let level = self.level + 1;
        let mut rigids = Vec::new();
        for n in names {
            let r = self.fresh_rigid(&n, level);
            self.tyvar_scope.push((n, r.clone()));
            rigids.push(r);
        }
        rigids
    }

    fn elab_val(&mut self, view: &View, tyvars: &[ast::TyVar], binds: &[ast::ValBind], rec_binds: &[ast::ValBind], dec: &ast::Dec, diags: &mut Diagnostics) -> Env {
        let scope_len = self.tyvar_scope.len();
        let rigids = self.scope_tyvars(tyvars, dec, diags);
        self.level += 1;
        // Non-recursive bindings: each expression sees only the outer scope.
        let mut plain = Vec::new();
        for b in binds {
            let first_var = self.program.vars.len();
            let (ce, et) = self.elab_exp(view, &b.exp, diags);
            let mut pbinds = Vec::new();
            let (cp, pt) = self.elab_pat(view, &b.pat, &mut pbinds, diags);
            self.expect(&pt, &et, b.exp.span, diags);
            let vars = first_var..self.program.vars.len();
            plain.push((b, ce, pt, cp, pbinds, vars));
        }
        // A valbind may not bind the same identifier twice (Definition 2.9).
        let mut seen: Vec<&str> = Vec::new();
        for pb in plain.iter().flat_map(|p| p.4.iter()) {
            if seen.contains(&pb.name.as_str()) {
                diags.error(pb.span, format!("`{}` is bound twice in this `val` declaration", pb.name));
            }
            seen.push(&pb.name);
        }
        let plain_names: Vec<String> = seen.iter().map(|n| n.to_string()).collect();
        // Recursive bindings: variables first, then the functions.
        let mut rec_vars = Vec::new();
        let mut rec_env = Env::new();
        let first_rec_var = self.program.vars.len();
        for b in rec_binds {
            // The pattern of a recursive binding matches a function: only
            // variables, `_`, type constraints and layering make sense
            // (`val rec f as g : t -> t = fn ...` binds both names).
            let mut names: Vec<(String, Span)> = Vec::new();
            let mut anns: Vec<&ast::Ty> = Vec::new();
            if !rec_pat_names(&b.pat, &mut names, &mut anns) {
                diags.error(b.pat.span, "`val rec` must bind a variable");
                continue;
            }
            let ty = self.fresh_meta();
            for ann in anns {
                let want = self.elab_ty_scoped(view, ann, diags);
                self.expect(&want, &ty, b.pat.span, diags);
            }
            let var = self.placeholder_var(names.first().map_or("_", |(n, _)| n.as_str()));
            for (name, span) in &names {
                if RESERVED.contains(&name.as_str()) {
                    diags.error(*span, format!("cannot rebind `{}`", name));
                }
                if rec_env.values.contains_key(name) {
                    diags.error(*span, format!("duplicate variable `{}` in `val rec`", name));
                } else if plain_names.contains(name) {
                    diags.error(*span, format!("`{}` is bound twice in this `val` declaration", name));
                }
                rec_env.bind_value(name.clone(), ValEntry::Var { scheme: Scheme::mono(ty.clone()), var });
            }
            rec_vars.push((b, names, var, ty));
        }
        let mut rec_out = Vec::new();
        {
            let inner = view.push(&rec_env);
            for (b, _, var, ty) in &rec_vars {
                // `fn match`, possibly under type constraints (as in
                // MLton, SML/NJ and Poly/ML; Core erases the constraint).
                let mut fn_exp = &b.exp;
                while let ast::ExpKind::Typed(e, _) = &fn_exp.kind {
                    fn_exp = e;
                }
                if !matches!(fn_exp.kind, ast::ExpKind::Fn(_)) {
                    diags.error(b.exp.span, "`val rec` must bind a function (`fn`)");
                }
                let (ce, et) = self.elab_exp(&inner, &b.exp, diags);
                self.expect(ty, &et, b.exp.span, diags);
                rec_out.push((*var, ce));
            }
        }
        self.level -= 1;

        let mut env = Env::new();
        let mut bound_tyvars = std::collections::HashSet::new();
        for (b, ce, pt, cp, pbinds, vars) in plain {
            let expansive = !self.nonexpansive(view, &b.exp);
            let pat_tys: Vec<Type> = pbinds.iter().map(|p| p.ty.clone()).chain(std::iter::once(pt.clone())).collect();
            let (tvs, eqs, gen) = self.generalize(&pat_tys, expansive, &rigids, b.span, diags);
            self.check_match(&[&cp], &[b.pat.span], b.pat.span, true, diags);
            for pb in &pbinds {
                self.finish_binding(pb, &tvs, &eqs, &gen, &mut env);
            }
            let pat_ty = self.to_core_type(&pt, &[]);
            // A refutable `val` raises Bind (Core's `Dec::Val` semantics).
            let site = self.site(b.pat.span);
            let d = core::Dec::Val { tyvars: tvs, pat: cp, exp: ce, pat_ty, site };
            self.emit_with_own_tyvars(d, vars, &mut bound_tyvars);
        }
        if !rec_vars.is_empty() {
            let tys: Vec<Type> = rec_vars.iter().map(|(_, _, _, t)| t.clone()).collect();
            let (tvs, eqs, gen) = self.generalize(&tys, false, &rigids, dec.span, diags);
            for (b, names, var, ty) in &rec_vars {
                for (name, span) in names {
                    let pb = PatBinding { name: name.clone(), var: *var, ty: ty.clone(), span: *span };
                    self.finish_binding(&pb, &tvs, &eqs, &gen, &mut env);
                }
                if names.is_empty() {
                    // `val rec _ = fn ...`: the Core variable is bound but not visible.
                    let pb = PatBinding { name: "_".into(), var: *var, ty: ty.clone(), span: b.pat.span };
                    self.finish_binding(&pb, &tvs, &eqs, &gen, &mut Env::new());
                }
            }
            let vars = first_rec_var..self.program.vars.len();
            self.emit_with_own_tyvars(core::Dec::ValRec { tyvars: tvs, binds: rec_out }, vars, &mut bound_tyvars);
        }
        self.tyvar_scope.truncate(scope_len);
        env
    }

    /// Emits one of the Core declarations of a `val ... and ...`.  Explicit
    /// type variables are shared by all its bindings in the source but must
    /// be bound once each in Core: those an earlier declaration of the same
    /// `val` already bound are renamed (in the declaration and in the
    /// types of the variables created while elaborating it, `vars`).
    fn emit_with_own_tyvars(&mut self, mut d: core::Dec, vars: std::ops::Range<usize>, bound: &mut std::collections::HashSet<TyVarId>) {
        let tyvars = match &d {
            core::Dec::Val { tyvars, .. } | core::Dec::ValRec { tyvars, .. } => tyvars.clone(),
            core::Dec::Exception { .. } => Vec::new(),
        };
        let mut map = skein_ir::rename::TyVarRenaming::new();
        for v in &tyvars {
            if bound.contains(v) {
                let fresh = self.fresh_tyvar_id();
                map.insert(*v, fresh);
            }
        }
        if !map.is_empty() {
            skein_ir::rename::rename_dec(&mut d, &map);
            for v in vars {
                let info = &mut self.program.vars[v];
                for tv in info.tyvars.iter_mut() {
                    if let Some(n) = map.get(tv) {
                        *tv = *n;
                    }
                }
                skein_ir::rename::rename_type(&mut info.ty, &map);
            }
        }
        if let core::Dec::Val { tyvars, .. } | core::Dec::ValRec { tyvars, .. } = &d {
            bound.extend(tyvars.iter().copied());
        }
        self.emit(d);
    }

    /// Records the final scheme of a bound variable.
    fn finish_binding(&mut self, pb: &PatBinding, tvs: &[TyVarId], eqs: &[bool], gen: &[u32], env: &mut Env) {
        let body = abstract_rigids(&pb.ty, gen);
        if self.level == 0 && !self.allow_prims && crate::unify::has_unbound_meta(&pb.ty) {
            self.weak_bindings.push((pb.name.clone(), pb.span, pb.ty.clone()));
        }
        self.program.vars[pb.var.0 as usize] = core::VarInfo { name: pb.name.clone(), tyvars: tvs.to_vec(), ty: self.to_core_type(&pb.ty, &[]) };
        env.bind_value(pb.name.clone(), ValEntry::Var { scheme: Scheme { equality: eqs.to_vec(), body }, var: pb.var });
    }

    /// Generalises the metas of `tys` deeper than the current level (unless
    /// `expansive`), plus the explicit `rigids` this declaration scopes.
    /// Returns the Core type variables, their equality attributes and the
    /// rigid ids that stand for them (in `Bound` order).
    fn generalize(&mut self, tys: &[Type], expansive: bool, rigids: &[Type], span: Span, diags: &mut Diagnostics) -> (Vec<TyVarId>, Vec<bool>, Vec<u32>) {
        let mut metas = Vec::new();
        let mut seen_rigids = Vec::new();
        for t in tys {
            collect_vars(t, &mut metas, &mut seen_rigids);
        }
        let mut tvs = Vec::new();
        let mut eqs = Vec::new();
        let mut gen = Vec::new();
        if expansive {
            for m in &metas {
                if let MetaState::Unbound { level, .. } = &mut *m.state.borrow_mut() {
                    if *level > self.level {
                        *level = self.level;
                    }
                }
            }
            for r in rigids {
                if let Type::Rigid(r) = r {
                    if seen_rigids.contains(&r.id) {
                        diags.error(span, format!("type variable `{}` cannot be generalized: the expression is expansive (value restriction)", r.name));
                    }
                }
            }
            return (tvs, eqs, gen);
        }
        // An unresolved flexible record stays monomorphic until a later
        // use in the file resolves it (reported at the end of the file if
        // none does, `fixup.rs`), and so do the types of its
        // known fields: generalising them would leave the later resolution
        // (`fun f r = #a r ... f {a = 1, b = 2}`) unifying with variables
        // bound by `f`'s scheme.
        for m in &metas {
            let fields = match &*m.state.borrow() {
                MetaState::Unbound { level, flex: Some(fs), .. } if *level > self.level => fs.clone(),
                _ => continue,
            };
            for (_, t) in &fields {
                self.keep_monomorphic(t);
            }
        }
        for m in metas {
            let st = m.state.borrow().clone();
            if let MetaState::Unbound { level, equality, overload, flex } = st {
                if level <= self.level {
                    continue;
                }
                if overload.is_some() || flex.is_some() {
                    // Overloading is defaulted and a flexible record
                    // reported at the end of the file (`fixup.rs`).
                    if let MetaState::Unbound { level, .. } = &mut *m.state.borrow_mut() {
                        *level = self.level;
                    }
                    continue;
                }
                let r = self.fresh_rigid(if equality { "''?" } else { "'?" }, level);
                if let Type::Rigid(rr) = &r {
                    tvs.push(TyVarId(rr.id));
                    gen.push(rr.id);
                }
                eqs.push(equality);
                *m.state.borrow_mut() = MetaState::Link(r);
            }
        }
        for r in rigids {
            if let Type::Rigid(r) = r {
                tvs.push(TyVarId(r.id));
                gen.push(r.id);
                eqs.push(r.equality());
            }
        }
        (tvs, eqs, gen)
    }

    /// Lowers the metas of `t` to the current level, so that the
    /// generalisation in progress leaves them alone.
    fn keep_monomorphic(&self, t: &Type) {
        let mut metas = Vec::new();
        let mut rigids = Vec::new();
        collect_vars(t, &mut metas, &mut rigids);
        for m in metas {
            if let MetaState::Unbound { level, .. } = &mut *m.state.borrow_mut() {
                if *level > self.level {
                    *level = self.level;
                }
            }
        }
    }

    /// Definition 4.7: expressions whose evaluation cannot allocate a ref
    /// or raise are non-expansive.
    fn nonexpansive(&self, view: &View, e: &ast::Exp) -> bool {
        match &e.kind {
            ast::ExpKind::Const(_) | ast::ExpKind::Var { .. } | ast::ExpKind::Selector(_) | ast::ExpKind::Fn(_) | ast::ExpKind::Prim { .. } | ast::ExpKind::Import { .. } => true,
            ast::ExpKind::Record(fs) => fs.iter().all(|(_, e)| self.nonexpansive(view, e)),
            ast::ExpKind::Tuple(es) | ast::ExpKind::List(es) => es.iter().all(|e| self.nonexpansive(view, e)),
            ast::ExpKind::Typed(e, _) => self.nonexpansive(view, e),
            ast::ExpKind::App(f, a) => {
                let con = match &f.kind {
                    ast::ExpKind::Var { id, .. } => match view.lookup_value(id) {
                        Ok(ValEntry::Con { tycon, .. }) => !matches!(&*tycon.kind.borrow(), TyConKind::Prim(PrimTyCon::Ref)),
                        Ok(ValEntry::Exn { .. }) => true,
                        _ => false,
                    },
                    _ => false,
                };
                con && self.nonexpansive(view, a)
            }
            _ => false,
        }
    }

    fn elab_fun(&mut self, view: &View, tyvars: &[ast::TyVar], binds: &[ast::FunBind], dec: &ast::Dec, diags: &mut Diagnostics) -> Env {
        let scope_len = self.tyvar_scope.len();
        let rigids = self.scope_tyvars(tyvars, dec, diags);
        self.level += 1;
        let mut funs = Vec::new();
        let mut rec_env = Env::new();
        for fb in binds {
            let Some(first) = fb.clauses.first() else { continue };
            let name = first.name.name.clone();
            if RESERVED.contains(&name.as_str()) {
                diags.error(first.name.span, format!("cannot rebind `{}`", name));
            }
            if rec_env.values.contains_key(&name) {
                diags.error(first.name.span, format!("duplicate function `{}` in `fun` declaration", name));
            }
            let arity = first.args.len();
            for c in &fb.clauses[1..] {
                if c.name.name != name {
                    diags.error(c.name.span, format!("clauses of one function must all define `{}`, not `{}`", name, c.name.name));
                }
                if c.args.len() != arity {
                    diags.error(c.span, format!("clauses of `{}` take different numbers of arguments ({} and {})", name, arity, c.args.len()));
                }
            }
            let ty = self.fresh_meta();
            let var = self.placeholder_var(&name);
            rec_env.bind_value(name.clone(), ValEntry::Var { scheme: Scheme::mono(ty.clone()), var });
            funs.push((fb, name, var, ty, arity));
        }
        let mut cores = Vec::new();
        {
            let inner = view.push(&rec_env);
            for (fb, _, var, fty, arity) in &funs {
                let arity = (*arity).max(1);
                let args: Vec<Type> = (0..arity).map(|_| self.fresh_meta()).collect();
                let res = self.fresh_meta();
                let mut rules = Vec::new();
                let mut alternatives = crate::expr::OrAlternatives::default();
                for c in &fb.clauses {
                    let mut pbinds = Vec::new();
                    let mut pats = Vec::new();
                    for (i, p) in c.args.iter().enumerate().take(arity) {
                        let (cp, pt) = self.elab_pat(&inner, p, &mut pbinds, diags);
                        self.expect(&args[i], &pt, p.span, diags);
                        pats.push((Label::Num(i as u32 + 1), cp));
                    }
                    let args_span = c.args.first().map(|a| a.span.to(c.args.last().unwrap().span)).unwrap_or(c.span);
                    alternatives.check(c.or_alternative, args_span, &pbinds, diags);
                    while pats.len() < arity {
                        pats.push((Label::Num(pats.len() as u32 + 1), core::Pat::Wild));
                    }
                    let env = self.bind_mono(&pbinds);
                    let body_view = inner.push(&env);
                    let (ce, et) = self.elab_exp(&body_view, &c.body, diags);
                    if let Some(rt) = &c.result_ty {
                        let want = self.elab_ty_scoped(&body_view, rt, diags);
                        self.expect(&want, &et, c.body.span, diags);
                    }
                    self.expect(&res, &et, c.body.span, diags);
                    let pat = if arity == 1 { pats.pop().unwrap().1 } else { core::Pat::Record(pats) };
                    rules.push(core::Rule { pat, exp: ce });
                }
                let pats: Vec<&core::Pat> = rules.iter().map(|r| &r.pat).collect();
                let spans: Vec<Span> = fb.clauses.iter().map(|c| c.args.first().map(|a| a.span.to(c.args.last().unwrap().span)).unwrap_or(c.span)).collect();
                self.check_match(&pats, &spans, fb.span, true, diags);
                // fn x1 => ... fn xn => case (x1, ..., xn) of rules
                let mut fun_ty = res.clone();
                for a in args.iter().rev() {
                    fun_ty = Type::Arrow(Box::new(a.clone()), Box::new(fun_ty));
                }
                self.expect(fty, &fun_ty, fb.span, diags);
                let exp = if arity == 1 {
                    self.fn_of_rules(rules, &args[0], &res, fb.span)
                } else {
                    let params: Vec<_> = args.iter().map(|a| self.mono_var("x", a)).collect();
                    let scrut_ty = tuple_type(args.clone());
                    let scrut = core::Exp::Record(params.iter().enumerate().map(|(i, v)| (Label::Num(i as u32 + 1), core::Exp::Var { var: *v, tyargs: vec![] })).collect());
                    let mut body = core::Exp::Case {
                        scrut: Box::new(scrut),
                        scrut_ty: self.to_core_type(&scrut_ty, &[]),
                        rules,
                        failure: MatchFailure::Match(self.site(fb.span)),
                        result_ty: self.to_core_type(&res, &[]),
                    };
                    let mut result = res.clone();
                    for (v, a) in params.iter().zip(args.iter()).rev() {
                        body = core::Exp::Fn { param: *v, param_ty: self.to_core_type(a, &[]), body: Box::new(body), result_ty: self.to_core_type(&result, &[]) };
                        result = Type::Arrow(Box::new(a.clone()), Box::new(result));
                    }
                    body
                };
                cores.push((*var, exp));
            }
        }
        self.level -= 1;
        let tys: Vec<Type> = funs.iter().map(|f| f.3.clone()).collect();
        let (tvs, eqs, gen) = self.generalize(&tys, false, &rigids, dec.span, diags);
        let mut env = Env::new();
        for (fb, name, var, ty, _) in &funs {
            let pb = PatBinding { name: name.clone(), var: *var, ty: ty.clone(), span: fb.span };
            self.finish_binding(&pb, &tvs, &eqs, &gen, &mut env);
        }
        self.emit(core::Dec::ValRec { tyvars: tvs, binds: cores });
        self.tyvar_scope.truncate(scope_len);
        env
    }
}

/// Whether a datatype argument type admits equality, given the current
/// assumptions about the datatypes of its group (their `equality` cells).
fn admits_eq(t: &Type) -> bool {
    match prune(t) {
        Type::Bound(_) => true,
        Type::Rigid(r) => r.equality(),
        Type::Meta(_) => true,
        Type::Con(tc, args) => {
            if let TyConKind::Prim(PrimTyCon::Ref | PrimTyCon::Array) = &*tc.kind.borrow() {
                return true;
            }
            tc.equality.get() && args.iter().all(admits_eq)
        }
        Type::Record(fs) => fs.iter().all(|(_, t)| admits_eq(t)),
        Type::Arrow(..) => false,
    }
}

/// Unbound metas and rigids of `t`, in order of first occurrence.
fn collect_vars(t: &Type, metas: &mut Vec<Rc<crate::types::Meta>>, rigids: &mut Vec<u32>) {
    match t {
        Type::Meta(m) => {
            let m = &crate::unify::representative(m);
            let st = m.state.borrow().clone();
            match st {
                MetaState::Link(u) => collect_vars(&u, metas, rigids),
                MetaState::Unbound { flex, .. } => {
                    if !metas.iter().any(|x| Rc::ptr_eq(x, m)) {
                        metas.push(m.clone());
                    }
                    if let Some(fs) = flex {
                        for (_, t) in fs {
                            collect_vars(&t, metas, rigids);
                        }
                    }
                }
            }
        }
        Type::Rigid(r) => {
            if !rigids.contains(&r.id) {
                rigids.push(r.id)
            }
        }
        Type::Bound(_) => {}
        Type::Con(_, args) => args.iter().for_each(|a| collect_vars(a, metas, rigids)),
        Type::Record(fs) => fs.iter().for_each(|(_, a)| collect_vars(a, metas, rigids)),
        Type::Arrow(a, b) => {
            collect_vars(a, metas, rigids);
            collect_vars(b, metas, rigids);
        }
    }
}

/// `t` with the rigids `gen[i]` replaced by `Bound(i)` (metas followed).
fn abstract_rigids(t: &Type, gen: &[u32]) -> Type {
    match t {
        Type::Meta(m) => {
            let r = crate::unify::representative(m);
            let st = r.state.borrow();
            match &*st {
                MetaState::Link(u) => abstract_rigids(u, gen),
                _ => Type::Meta(r.clone()),
            }
        }
        Type::Rigid(r) => match gen.iter().position(|g| *g == r.id) {
            Some(i) => Type::Bound(i as u32),
            None => t.clone(),
        },
        Type::Bound(_) => t.clone(),
        Type::Con(tc, args) => Type::Con(tc.clone(), args.iter().map(|a| abstract_rigids(a, gen)).collect()),
        Type::Record(fs) => Type::Record(fs.iter().map(|(l, a)| (l.clone(), abstract_rigids(a, gen))).collect()),
        Type::Arrow(a, b) => Type::Arrow(Box::new(abstract_rigids(a, gen)), Box::new(abstract_rigids(b, gen))),
    }
}

// ---------------------------------------------------------------- scoping scan

/// Type variables occurring in a `val`/`fun` declaration's bindings
/// (including nested declarations), in order; duplicates removed.
/// The names and type constraints of a `val rec` pattern built from
/// variables, `_`, constraints and layering; false for any other pattern.
fn rec_pat_names<'a>(p: &'a ast::Pat, names: &mut Vec<(String, Span)>, anns: &mut Vec<&'a ast::Ty>) -> bool {
    match &p.kind {
        ast::PatKind::Wild => true,
        ast::PatKind::Var { id, .. } if !id.is_qualified() => {
            names.push((id.id.name.clone(), id.span));
            true
        }
        ast::PatKind::Typed(inner, ty) => {
            anns.push(ty);
            rec_pat_names(inner, names, anns)
        }
        ast::PatKind::Layered { id, ty, pat, .. } => {
            names.push((id.name.clone(), id.span));
            if let Some(t) = ty {
                anns.push(t);
            }
            rec_pat_names(pat, names, anns)
        }
        _ => false,
    }
}

fn scan_dec_body(dec: &ast::Dec, out: &mut Vec<String>) {
    match &dec.kind {
        ast::DecKind::Val { binds, rec_binds, .. } => {
            for b in binds.iter().chain(rec_binds.iter()) {
                scan_pat(&b.pat, out);
                scan_exp(&b.exp, out);
            }
        }
        ast::DecKind::Fun { binds, .. } => {
            for fb in binds {
                for c in &fb.clauses {
                    c.args.iter().for_each(|p| scan_pat(p, out));
                    if let Some(t) = &c.result_ty {
                        scan_ty(t, out);
                    }
                    scan_exp(&c.body, out);
                }
            }
        }
        _ => {}
    }
}

fn add(out: &mut Vec<String>, name: &str) {
    if !out.iter().any(|n| n == name) {
        out.push(name.to_string());
    }
}

fn scan_ty(t: &ast::Ty, out: &mut Vec<String>) {
    match &t.kind {
        ast::TyKind::Var(v) => add(out, &v.name),
        ast::TyKind::Record(fs) => fs.iter().for_each(|(_, t)| scan_ty(t, out)),
        ast::TyKind::Tuple(ts) => ts.iter().for_each(|t| scan_ty(t, out)),
        ast::TyKind::Con(ts, _) => ts.iter().for_each(|t| scan_ty(t, out)),
        ast::TyKind::Arrow(a, b) => {
            scan_ty(a, out);
            scan_ty(b, out);
        }
    }
}

fn scan_pat(p: &ast::Pat, out: &mut Vec<String>) {
    match &p.kind {
        ast::PatKind::Wild | ast::PatKind::Const(_) | ast::PatKind::Var { .. } => {}
        ast::PatKind::Record { fields, .. } => fields.iter().for_each(|(_, p)| scan_pat(p, out)),
        ast::PatKind::Tuple(ps) | ast::PatKind::List(ps) | ast::PatKind::Or(ps) => ps.iter().for_each(|p| scan_pat(p, out)),
        ast::PatKind::Con { arg, .. } => scan_pat(arg, out),
        ast::PatKind::Typed(p, t) => {
            scan_pat(p, out);
            scan_ty(t, out);
        }
        ast::PatKind::Layered { ty, pat, .. } => {
            if let Some(t) = ty {
                scan_ty(t, out);
            }
            scan_pat(pat, out);
        }
    }
}

fn scan_exp(e: &ast::Exp, out: &mut Vec<String>) {
    use ast::ExpKind::*;
    match &e.kind {
        Const(_) | Var { .. } | Selector(_) => {}
        Record(fs) => fs.iter().for_each(|(_, e)| scan_exp(e, out)),
        Tuple(es) | List(es) | Seq(es) => es.iter().for_each(|e| scan_exp(e, out)),
        Let(decs, es) => {
            for d in decs {
                scan_nested_dec(d, out);
            }
            es.iter().for_each(|e| scan_exp(e, out));
        }
        App(a, b) | Andalso(a, b) | Orelse(a, b) | While(a, b) => {
            scan_exp(a, out);
            scan_exp(b, out);
        }
        Typed(e, t) => {
            scan_exp(e, out);
            scan_ty(t, out);
        }
        Handle(e, rules) | Case(e, rules) => {
            scan_exp(e, out);
            for r in rules {
                scan_pat(&r.pat, out);
                scan_exp(&r.exp, out);
            }
        }
        Fn(rules) => {
            for r in rules {
                scan_pat(&r.pat, out);
                scan_exp(&r.exp, out);
            }
        }
        Raise(e) => scan_exp(e, out),
        If(a, b, c) => {
            scan_exp(a, out);
            scan_exp(b, out);
            scan_exp(c, out);
        }
        Prim { ty, .. } | Import { ty, .. } => scan_ty(ty, out),
    }
}

fn scan_nested_dec(d: &ast::Dec, out: &mut Vec<String>) {
    match &d.kind {
        // An occurrence inside a smaller value declaration is guarded
        // (Definition 4.6): the inner `val`/`fun` scopes it itself unless an
        // enclosing declaration has an unguarded occurrence of it.
        ast::DecKind::Val { .. } | ast::DecKind::Fun { .. } => {}
        ast::DecKind::Exception(binds) => {
            for b in binds {
                if let ast::ExBind::New { arg: Some(t), .. } = b {
                    scan_ty(t, out);
                }
            }
        }
        ast::DecKind::Local(a, b) => a.iter().chain(b.iter()).for_each(|d| scan_nested_dec(d, out)),
        ast::DecKind::Abstype { body, .. } => body.iter().for_each(|d| scan_nested_dec(d, out)),
        _ => {}
    }
}
