//! Declarations: translating a `let` (or the top level) backwards, making
//! the demanded copies of its polymorphic bindings and dropping dead ones
//! (the algorithm is described in `lib.rs`).

use crate::{Group, Mono};
use skein_ir::core::{self, TyConKind};
use skein_ir::mono;
use std::collections::{HashMap, HashSet};

/// What the first pass over a `let` made of each declaration.
enum Slot {
    /// Monomorphic: its binders (pending until used).
    Mono(Vec<core::VarId>),
    /// Polymorphic: its group in `Mono::groups`.
    Poly(usize),
    Exception(core::ExnId),
}

impl Mono<'_> {
    /// Translates `let decs in body end`; `body` is called with the bindings
    /// of `decs` in scope (the top level passes an empty body).
    pub(crate) fn decs<R>(&mut self, decs: &[core::Dec], body: impl FnOnce(&mut Self) -> R) -> (Vec<mono::Dec>, R) {
        let groups_base = self.groups.len();
        let mut slots = Vec::with_capacity(decs.len());
        for d in decs {
            let slot = match d {
                core::Dec::Exception { exn } => {
                    self.exns.remove(exn);
                    self.pending_exns.insert(*exn);
                    Slot::Exception(*exn)
                }
                core::Dec::Val { tyvars, .. } | core::Dec::ValRec { tyvars, .. } if tyvars.is_empty() => {
                    let vars = binders(d);
                    for v in &vars {
                        self.vars.remove(v);
                        self.pending_vars.insert(*v);
                    }
                    Slot::Mono(vars)
                }
                core::Dec::Val { tyvars, .. } | core::Dec::ValRec { tyvars, .. } => {
                    let g = self.groups.len();
                    let vars = binders(d);
                    for (pos, v) in vars.iter().enumerate() {
                        self.vars.remove(v);
                        self.poly.insert(*v, (g, pos));
                    }
                    self.groups.push(Group { tyvars: tyvars.clone(), vars, copies: Vec::new(), index: HashMap::new() });
                    Slot::Poly(g)
                }
            };
            slots.push(slot);
        }

        let result = body(self);

        let mut out: Vec<Vec<mono::Dec>> = (0..decs.len()).map(|_| Vec::new()).collect();
        for (i, d) in decs.iter().enumerate().rev() {
            match &slots[i] {
                Slot::Exception(e) => {
                    if !self.pending_exns.remove(e) {
                        out[i].push(mono::Dec::Exception { exn: self.exns[e] });
                    }
                }
                Slot::Mono(vars) => {
                    let used = vars.iter().any(|v| !self.pending_vars.contains(v));
                    let keep = used || !self.droppable(d);
                    for v in vars {
                        if self.pending_vars.remove(v) && keep {
                            self.bind_var(*v);
                        }
                    }
                    if keep {
                        let dec = self.dec(d);
                        out[i].push(dec);
                    }
                }
                Slot::Poly(g) => {
                    let g = *g;
                    if self.groups[g].copies.is_empty() && !self.droppable(d) {
                        // Evaluated for its effect (a failing pattern): once, at unit.
                        let key = vec![mono::Type::unit(); self.groups[g].tyvars.len()];
                        self.demand(g, key);
                    }
                    // Copies cannot demand new copies of their own group (no
                    // polymorphic recursion), but index rather than iterate.
                    let mut k = 0;
                    while k < self.groups[g].copies.len() {
                        let (key, ids) = self.groups[g].copies[k].clone();
                        let tyvars = self.groups[g].tyvars.clone();
                        let saved: Vec<_> = tyvars.iter().map(|a| self.subst.get(a).cloned()).collect();
                        for (a, t) in tyvars.iter().zip(key) {
                            self.subst.insert(*a, t);
                        }
                        let vars = self.groups[g].vars.clone();
                        for (v, id) in vars.iter().zip(&ids) {
                            self.vars.insert(*v, *id);
                        }
                        let dec = self.dec(d);
                        out[i].push(dec);
                        for v in &vars {
                            self.vars.remove(v);
                        }
                        self.restore_subst(&tyvars, saved);
                        k += 1;
                    }
                }
            }
        }

        for g in self.groups.drain(groups_base..) {
            for v in g.vars {
                self.poly.remove(&v);
            }
        }
        (out.into_iter().flatten().collect(), result)
    }

    /// One copy of `d`, its binders already mapped in `self.vars`.
    fn dec(&mut self, d: &core::Dec) -> mono::Dec {
        match d {
            core::Dec::Val { pat, exp, pat_ty, site, .. } => {
                let exp = self.exp(exp);
                let pat_ty = self.lower(pat_ty);
                let pat = self.pat(pat, false);
                mono::Dec::Val { pat, exp, pat_ty, site: site.clone() }
            }
            core::Dec::ValRec { binds, .. } => {
                let binds = binds.iter().map(|(v, e)| (self.vars[v], self.exp(e))).collect();
                mono::Dec::ValRec { binds }
            }
            core::Dec::Exception { exn } => mono::Dec::Exception { exn: self.exns[exn] },
        }
    }

    /// Whether `d` may be dropped when nothing uses what it binds: its
    /// evaluation has no effect and cannot fail.
    fn droppable(&self, d: &core::Dec) -> bool {
        match d {
            core::Dec::Val { pat, exp, .. } => self.is_value(exp) && self.irrefutable(pat),
            core::Dec::ValRec { .. } => true,
            core::Dec::Exception { .. } => true,
        }
    }

    fn is_ref(&self, tc: core::TyConId) -> bool {
        matches!(self.core.tycons.get(tc.0 as usize).map(|d| &d.kind), Some(TyConKind::Prim(core::PrimTyCon::Ref)))
    }

    fn is_value(&self, e: &core::Exp) -> bool {
        match e {
            core::Exp::Var { .. } | core::Exp::Lit(..) | core::Exp::Fn { .. } | core::Exp::Prim { .. } => true,
            core::Exp::Con { con, arg, .. } => !self.is_ref(con.tycon) && arg.as_ref().is_none_or(|a| self.is_value(a)),
            core::Exp::Exn { arg, .. } => arg.as_ref().is_none_or(|a| self.is_value(a)),
            core::Exp::Record(fields) => fields.iter().all(|(_, e)| self.is_value(e)),
            _ => false,
        }
    }

    fn irrefutable(&self, p: &core::Pat) -> bool {
        match p {
            core::Pat::Wild | core::Pat::Var(_) => true,
            core::Pat::Layered(_, p) => self.irrefutable(p),
            core::Pat::Record(fields) => fields.iter().all(|(_, p)| self.irrefutable(p)),
            core::Pat::Con { con, arg, .. } => {
                let single = self.is_ref(con.tycon)
                    || matches!(self.core.tycons.get(con.tycon.0 as usize).map(|d| &d.kind), Some(TyConKind::Datatype { cons }) if cons.len() == 1);
                single && arg.as_ref().is_none_or(|a| self.irrefutable(a))
            }
            core::Pat::Lit(..) | core::Pat::Exn { .. } => false,
        }
    }
}

/// The variables a declaration binds, in order.
fn binders(d: &core::Dec) -> Vec<core::VarId> {
    let mut vars = Vec::new();
    match d {
        core::Dec::Val { pat, .. } => pat_vars(pat, &mut vars),
        core::Dec::ValRec { binds, .. } => vars.extend(binds.iter().map(|(v, _)| *v)),
        core::Dec::Exception { .. } => {}
    }
    vars
}

fn pat_vars(p: &core::Pat, out: &mut Vec<core::VarId>) {
    match p {
        core::Pat::Wild | core::Pat::Lit(..) => {}
        core::Pat::Var(v) => out.push(*v),
        core::Pat::Layered(v, p) => {
            out.push(*v);
            pat_vars(p, out);
        }
        core::Pat::Con { arg, .. } | core::Pat::Exn { arg, .. } => {
            if let Some(a) = arg {
                pat_vars(a, out);
            }
        }
        core::Pat::Record(fields) => fields.iter().for_each(|(_, p)| pat_vars(p, out)),
    }
}

/// Every exception some `Dec::Exception` in `decs` declares.
pub(crate) fn declared_exns(decs: &[core::Dec], out: &mut HashSet<core::ExnId>) {
    for d in decs {
        match d {
            core::Dec::Exception { exn } => {
                out.insert(*exn);
            }
            core::Dec::Val { exp, .. } => exp_exns(exp, out),
            core::Dec::ValRec { binds, .. } => binds.iter().for_each(|(_, e)| exp_exns(e, out)),
        }
    }
}

fn exp_exns(e: &core::Exp, out: &mut HashSet<core::ExnId>) {
    use core::Exp::*;
    match e {
        Var { .. } | Lit(..) | Prim { .. } => {}
        Con { arg, .. } | Exn { arg, .. } => {
            if let Some(a) = arg {
                exp_exns(a, out);
            }
        }
        Record(fields) => fields.iter().for_each(|(_, e)| exp_exns(e, out)),
        Select { record, .. } => exp_exns(record, out),
        App(f, a) => {
            exp_exns(f, out);
            exp_exns(a, out);
        }
        Fn { body, .. } => exp_exns(body, out),
        Let(decs, body) => {
            declared_exns(decs, out);
            exp_exns(body, out);
        }
        Case { scrut, rules, .. } => {
            exp_exns(scrut, out);
            rules.iter().for_each(|r| exp_exns(&r.exp, out));
        }
        Raise { exn, .. } => exp_exns(exn, out),
        Handle { body, rules, .. } => {
            exp_exns(body, out);
            rules.iter().for_each(|r| exp_exns(&r.exp, out));
        }
    }
}
