//! Closure conversion's analyses: which `val rec` functions escape (are
//! used other than as the function of an application), and the free
//! variables of functions.
//!
//! Free variables are Mono variables; since every Mono variable is bound
//! once in the program, "free in e" is simply "used in e and not bound in
//! e".  A use of a *known* (non-escaping) function already converted counts
//! as uses of its free variables, because calling it passes them.

use crate::Lower;
use skein_ir::mono::{Dec, Exp, Pat, VarId};
use std::collections::{BTreeSet, HashMap, HashSet};

/// The `val rec` variables used somewhere other than as `f` in `f a`.
pub fn escaping(decs: &[Dec]) -> HashSet<VarId> {
    let mut out = HashSet::new();
    for d in decs {
        esc_dec(d, &mut out);
    }
    out
}

fn esc_dec(d: &Dec, out: &mut HashSet<VarId>) {
    match d {
        Dec::Val { exp, .. } => esc_exp(exp, out),
        Dec::ValRec { binds } => binds.iter().for_each(|(_, e)| esc_exp(e, out)),
        Dec::Exception { .. } => {}
    }
}

fn esc_exp(e: &Exp, out: &mut HashSet<VarId>) {
    match e {
        Exp::Var(v) => {
            out.insert(*v);
        }
        Exp::App(f, a) => {
            if !matches!(**f, Exp::Var(_)) {
                esc_exp(f, out);
            }
            esc_exp(a, out);
        }
        Exp::Con { arg, .. } | Exp::Exn { arg, .. } => arg.iter().for_each(|a| esc_exp(a, out)),
        Exp::Lit(..) | Exp::Prim { .. } => {}
        Exp::Record(fs) => fs.iter().for_each(|(_, e)| esc_exp(e, out)),
        Exp::Select { record, .. } => esc_exp(record, out),
        Exp::Fn { body, .. } => esc_exp(body, out),
        Exp::Let(decs, body) => {
            decs.iter().for_each(|d| esc_dec(d, out));
            esc_exp(body, out)
        }
        Exp::Case { scrut, rules, .. } => {
            esc_exp(scrut, out);
            rules.iter().for_each(|r| esc_exp(&r.exp, out));
        }
        Exp::Raise { exn, .. } => esc_exp(exn, out),
        Exp::Handle { body, rules, .. } => {
            esc_exp(body, out);
            rules.iter().for_each(|r| esc_exp(&r.exp, out));
        }
    }
}

impl<'m> Lower<'m> {
    /// The free variables of `e`, in `VarId` order.
    pub(crate) fn free_vars(&self, e: &Exp) -> BTreeSet<VarId> {
        let mut uses = BTreeSet::new();
        let mut binds = HashSet::new();
        self.fv_exp(e, &mut uses, &mut binds);
        uses.retain(|v| !binds.contains(v));
        uses
    }

    /// Free variables of the functions of one `val rec` group: each
    /// member's own, with uses of group members replaced by their free
    /// variables (a call of a known sibling passes them; a closure of an
    /// escaping sibling is built from them), to a fixpoint.
    pub(crate) fn group_free_vars(&self, binds: &[(VarId, Exp)]) -> Vec<Vec<VarId>> {
        let group: HashSet<VarId> = binds.iter().map(|b| b.0).collect();
        let raw: Vec<BTreeSet<VarId>> = binds.iter().map(|(_, e)| self.free_vars(e)).collect();
        let index: HashMap<VarId, usize> = binds.iter().enumerate().map(|(i, b)| (b.0, i)).collect();
        let mut fv: Vec<BTreeSet<VarId>> = raw.iter().map(|s| s.iter().filter(|v| !group.contains(v)).copied().collect()).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for i in 0..binds.len() {
                for v in &raw[i] {
                    if let Some(&j) = index.get(v) {
                        if j != i {
                            let add: Vec<VarId> = fv[j].difference(&fv[i]).copied().collect();
                            if !add.is_empty() {
                                changed = true;
                                fv[i].extend(add);
                            }
                        }
                    }
                }
            }
        }
        fv.into_iter().map(|s| s.into_iter().collect()).collect()
    }

    fn fv_exp(&self, e: &Exp, uses: &mut BTreeSet<VarId>, binds: &mut HashSet<VarId>) {
        match e {
            Exp::Var(v) => match self.funs.get(v) {
                Some(info) if !info.escaping => uses.extend(info.fvs.iter().copied()),
                _ => {
                    uses.insert(*v);
                }
            },
            Exp::App(f, a) => {
                self.fv_exp(f, uses, binds);
                self.fv_exp(a, uses, binds);
            }
            Exp::Con { arg, .. } | Exp::Exn { arg, .. } => arg.iter().for_each(|a| self.fv_exp(a, uses, binds)),
            Exp::Lit(..) | Exp::Prim { .. } => {}
            Exp::Record(fs) => fs.iter().for_each(|(_, e)| self.fv_exp(e, uses, binds)),
            Exp::Select { record, .. } => self.fv_exp(record, uses, binds),
            Exp::Fn { param, body, .. } => {
                binds.insert(*param);
                self.fv_exp(body, uses, binds);
            }
            Exp::Let(decs, body) => {
                for d in decs {
                    match d {
                        Dec::Val { pat, exp, .. } => {
                            self.pat_stamps(pat, uses);
                            pat_binds(pat, binds);
                            self.fv_exp(exp, uses, binds);
                        }
                        Dec::ValRec { binds: bs } => {
                            for (v, e) in bs {
                                binds.insert(*v);
                                self.fv_exp(e, uses, binds);
                            }
                        }
                        Dec::Exception { .. } => {}
                    }
                }
                self.fv_exp(body, uses, binds);
            }
            Exp::Case { scrut, rules, .. } => {
                self.fv_exp(scrut, uses, binds);
                for r in rules {
                    self.pat_stamps(&r.pat, uses);
                    pat_binds(&r.pat, binds);
                    self.fv_exp(&r.exp, uses, binds);
                }
            }
            Exp::Raise { exn, .. } => self.fv_exp(exn, uses, binds),
            Exp::Handle { body, rules, .. } => {
                self.fv_exp(body, uses, binds);
                for r in rules {
                    self.pat_stamps(&r.pat, uses);
                    pat_binds(&r.pat, binds);
                    self.fv_exp(&r.exp, uses, binds);
                }
            }
        }
    }
}

impl Lower<'_> {
    /// The stamps of the generative exceptions `p` tests: the match
    /// compiler reads them (`generative.rs`).
    fn pat_stamps(&self, p: &Pat, uses: &mut BTreeSet<VarId>) {
        match p {
            Pat::Wild | Pat::Lit(..) | Pat::Var(_) => {}
            Pat::Exn { exn, arg } => {
                if let Some(s) = self.stamps.get(exn) {
                    uses.insert(s.var);
                }
                arg.iter().for_each(|a| self.pat_stamps(a, uses));
            }
            Pat::Con { arg, .. } => arg.iter().for_each(|a| self.pat_stamps(a, uses)),
            Pat::Record(fs) => fs.iter().for_each(|(_, p)| self.pat_stamps(p, uses)),
            Pat::Layered(_, p) => self.pat_stamps(p, uses),
        }
    }
}

pub fn pat_binds(p: &Pat, out: &mut HashSet<VarId>) {
    match p {
        Pat::Wild | Pat::Lit(..) => {}
        Pat::Var(v) => {
            out.insert(*v);
        }
        Pat::Con { arg, .. } | Pat::Exn { arg, .. } => arg.iter().for_each(|a| pat_binds(a, out)),
        Pat::Record(fs) => fs.iter().for_each(|(_, p)| pat_binds(p, out)),
        Pat::Layered(v, p) => {
            out.insert(*v);
            pat_binds(p, out)
        }
    }
}
