//! Renumbers the variables of the finished Mono program in binding order
//! (program text order), and drops the entries of `vars` nothing binds or
//! uses.  Translation allocates ids backwards and on demand; after this,
//! dumps read top to bottom with increasing ids and `vars` holds exactly
//! the program's variables.

use skein_ir::mono::{Dec, Exp, Pat, Program, VarId, VarInfo};
use std::collections::HashMap;

pub fn renumber(p: &mut Program) {
    let mut r = Renumber { old: std::mem::take(&mut p.vars), new: Vec::new(), map: HashMap::new() };
    for d in &mut p.decs {
        r.dec(d);
    }
    p.vars = r.new;
}

struct Renumber {
    old: Vec<VarInfo>,
    new: Vec<VarInfo>,
    map: HashMap<VarId, VarId>,
}

impl Renumber {
    /// The new id of `v` (given at its binder, or at a use before any binder
    /// in ill-formed output, which the checker then reports).
    fn var(&mut self, v: &mut VarId) {
        let id = match self.map.get(v) {
            Some(id) => *id,
            None => {
                let id = VarId(self.new.len() as u32);
                self.new.push(self.old[v.0 as usize].clone());
                self.map.insert(*v, id);
                id
            }
        };
        *v = id;
    }

    fn dec(&mut self, d: &mut Dec) {
        match d {
            Dec::Val { pat, exp, .. } => {
                self.pat(pat);
                self.exp(exp);
            }
            Dec::ValRec { binds } => {
                for (v, _) in binds.iter_mut() {
                    self.var(v);
                }
                for (_, e) in binds.iter_mut() {
                    self.exp(e);
                }
            }
            Dec::Exception { .. } => {}
        }
    }

    fn pat(&mut self, p: &mut Pat) {
        match p {
            Pat::Wild | Pat::Lit(..) => {}
            Pat::Var(v) => self.var(v),
            Pat::Con { arg, .. } | Pat::Exn { arg, .. } => {
                if let Some(a) = arg {
                    self.pat(a);
                }
            }
            Pat::Record(fields) => fields.iter_mut().for_each(|(_, p)| self.pat(p)),
            Pat::Layered(v, p) => {
                self.var(v);
                self.pat(p);
            }
        }
    }

    fn exp(&mut self, e: &mut Exp) {
        match e {
            Exp::Var(v) => self.var(v),
            Exp::Lit(..) | Exp::Prim { .. } => {}
            Exp::Con { arg, .. } | Exp::Exn { arg, .. } => {
                if let Some(a) = arg {
                    self.exp(a);
                }
            }
            Exp::Record(fields) => fields.iter_mut().for_each(|(_, e)| self.exp(e)),
            Exp::Select { record, .. } => self.exp(record),
            Exp::App(f, a) => {
                self.exp(f);
                self.exp(a);
            }
            Exp::Fn { param, body, .. } => {
                self.var(param);
                self.exp(body);
            }
            Exp::Let(decs, body) => {
                decs.iter_mut().for_each(|d| self.dec(d));
                self.exp(body);
            }
            Exp::Case { scrut, rules, .. } => {
                self.exp(scrut);
                for r in rules {
                    self.pat(&mut r.pat);
                    self.exp(&mut r.exp);
                }
            }
            Exp::Raise { exn, .. } => self.exp(exn),
            Exp::Handle { body, rules, .. } => {
                self.exp(body);
                for r in rules {
                    self.pat(&mut r.pat);
                    self.exp(&mut r.exp);
                }
            }
        }
    }
}
