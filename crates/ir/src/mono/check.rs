//! Checker for the Mono IR (`--check-ir`): every invariant listed in
//! `mono.rs`.  It computes the type of every expression bottom-up and
//! compares it with what the context requires; it never stops at the first
//! error but collects them all (each with the enclosing top-level binding).

use super::print::{type_to_string, var_name};
use super::*;
use std::collections::HashSet;

pub fn check_program(p: &Program) -> Result<(), Vec<String>> {
    let mut c = Checker { p, errors: Vec::new(), bound: HashSet::new(), scope: HashSet::new(), exns_declared: HashSet::new(), exn_scope: HashSet::new(), context: String::new() };
    c.check_types();
    for (i, e) in p.exns.iter().enumerate() {
        if e.builtin {
            c.exn_scope.insert(ExnId(i as u32));
        }
    }
    for d in &p.decs {
        c.context = match d {
            Dec::Val { pat, .. } => format!("val {}", first_var(pat).map(|v| var_name(p, v)).unwrap_or_else(|| "_".into())),
            Dec::ValRec { binds } => format!("val rec {}", binds.first().map(|(v, _)| var_name(p, *v)).unwrap_or_default()),
            Dec::Exception { exn } => format!("exception {}", super::print::exn_name(p, *exn)),
        };
        // Top-level bindings stay in scope for the rest of the program.
        c.dec(d);
    }
    if c.errors.is_empty() {
        Ok(())
    } else {
        Err(c.errors)
    }
}

fn first_var(p: &Pat) -> Option<VarId> {
    match p {
        Pat::Var(v) | Pat::Layered(v, _) => Some(*v),
        Pat::Con { arg: Some(a), .. } | Pat::Exn { arg: Some(a), .. } => first_var(a),
        Pat::Record(fs) => fs.iter().find_map(|(_, p)| first_var(p)),
        _ => None,
    }
}

struct Checker<'a> {
    p: &'a Program,
    errors: Vec<String>,
    /// Every variable bound so far anywhere (to detect double binding).
    bound: HashSet<VarId>,
    /// Variables in scope here.
    scope: HashSet<VarId>,
    exns_declared: HashSet<ExnId>,
    exn_scope: HashSet<ExnId>,
    /// The top-level binding being checked, for messages.
    context: String,
}

impl Checker<'_> {
    fn error(&mut self, msg: String) {
        self.errors.push(format!("in {}: {}", self.context, msg));
    }

    fn show(&self, t: &Type) -> String {
        type_to_string(self.p, t)
    }

    fn expect(&mut self, what: &str, expected: &Type, found: &Type) {
        if expected != found {
            let msg = format!("{}: expected {}, found {}", what, self.show(expected), self.show(found));
            self.error(msg);
        }
    }

    fn check_types(&mut self) {
        self.context = "datatypes".into();
        let mut names = HashSet::new();
        for (i, d) in self.p.datatypes.iter().enumerate() {
            if d.id.0 as usize != i {
                self.error(format!("datatype {} has id {} at index {}", d.name, d.id.0, i));
            }
            if !names.insert(d.name.clone()) {
                self.error(format!("two datatypes named {}", d.name));
            }
            for c in &d.cons {
                if let Some(t) = &c.arg {
                    self.well_formed(t);
                }
            }
        }
        for v in &self.p.vars {
            self.well_formed(&v.ty);
        }
        for e in &self.p.exns {
            if let Some(t) = &e.arg {
                self.well_formed(t);
            }
        }
    }

    fn well_formed(&mut self, t: &Type) {
        match t {
            Type::Prim(c, args) => {
                let arity = match c {
                    PrimTyCon::Ref | PrimTyCon::Array | PrimTyCon::Vector => Some(1),
                    PrimTyCon::Other(_) => None,
                    _ => Some(0),
                };
                if let Some(n) = arity {
                    if args.len() != n {
                        self.error(format!("primitive type {:?} applied to {} arguments", c, args.len()));
                    }
                }
                for a in args {
                    self.well_formed(a);
                }
            }
            Type::Data(id) => {
                if id.0 as usize >= self.p.datatypes.len() {
                    self.error(format!("unknown datatype id {}", id.0));
                }
            }
            Type::Record(fields) => {
                for w in fields.windows(2) {
                    if w[0].0 >= w[1].0 {
                        self.error(format!("record type labels not sorted: {} before {}", w[0].0, w[1].0));
                    }
                }
                for (_, t) in fields {
                    self.well_formed(t);
                }
            }
            Type::Arrow(a, b) => {
                self.well_formed(a);
                self.well_formed(b);
            }
        }
    }

    fn var_ty(&mut self, v: VarId) -> Option<Type> {
        match self.p.vars.get(v.0 as usize) {
            Some(info) => Some(info.ty.clone()),
            None => {
                self.error(format!("variable id {} out of range", v.0));
                None
            }
        }
    }

    fn bind(&mut self, v: VarId) {
        if !self.bound.insert(v) {
            let n = var_name(self.p, v);
            self.error(format!("{} bound twice", n));
        }
        self.scope.insert(v);
    }

    fn exn_arg(&mut self, e: ExnId) -> Option<Option<Type>> {
        if !self.exn_scope.contains(&e) {
            let n = super::print::exn_name(self.p, e);
            self.error(format!("exception {} used out of scope", n));
        }
        self.p.exns.get(e.0 as usize).map(|d| d.arg.clone())
    }

    fn con_arg(&mut self, con: &Con) -> Option<Option<Type>> {
        match self.p.con_def(con) {
            Some((_, arg)) => Some(arg),
            None => {
                let t = self.show(&con.ty);
                self.error(format!("no constructor {} in type {}", con.index, t));
                None
            }
        }
    }

    /// Checks `pat` against `ty` and binds its variables.
    fn pat(&mut self, pat: &Pat, ty: &Type) {
        match pat {
            Pat::Wild => {}
            Pat::Var(v) => {
                self.bind(*v);
                if let Some(vt) = self.var_ty(*v) {
                    let n = var_name(self.p, *v);
                    self.expect(&format!("pattern variable {}", n), ty, &vt);
                }
            }
            Pat::Lit(_, t) => self.expect("literal pattern", ty, t),
            Pat::Con { con, arg } => {
                self.expect("constructor pattern", ty, &con.ty);
                match (self.con_arg(con), arg) {
                    (Some(Some(at)), Some(a)) => self.pat(a, &at),
                    (Some(None), None) | (None, None) => {}
                    (None, Some(a)) => self.pat(a, &Type::unit()),
                    (Some(_), _) => self.error("constructor pattern arity mismatch".into()),
                }
            }
            Pat::Exn { exn, arg } => {
                self.expect("exception pattern", ty, &Type::exn());
                match (self.exn_arg(*exn), arg) {
                    (Some(Some(at)), Some(a)) => self.pat(a, &at),
                    (Some(None), None) | (None, None) => {}
                    (None, Some(a)) => self.pat(a, &Type::unit()),
                    (Some(_), _) => self.error("exception pattern arity mismatch".into()),
                }
            }
            Pat::Record(fields) => {
                let pt = match ty {
                    Type::Record(tf) if tf.len() == fields.len() && tf.iter().zip(fields).all(|(a, b)| a.0 == b.0) => tf.clone(),
                    _ => {
                        let t = self.show(ty);
                        self.error(format!("record pattern does not match type {}", t));
                        fields.iter().map(|(l, _)| (l.clone(), Type::unit())).collect()
                    }
                };
                for ((_, p), (_, t)) in fields.iter().zip(&pt) {
                    self.pat(p, t);
                }
            }
            Pat::Layered(v, p) => {
                self.bind(*v);
                if let Some(vt) = self.var_ty(*v) {
                    self.expect("layered pattern variable", ty, &vt);
                }
                self.pat(p, ty);
            }
        }
    }

    fn dec(&mut self, d: &Dec) {
        match d {
            Dec::Val { pat, exp, pat_ty, .. } => {
                self.well_formed(pat_ty);
                let t = self.exp(exp);
                self.expect("val expression", pat_ty, &t);
                self.pat(pat, pat_ty);
            }
            Dec::ValRec { binds } => {
                for (v, _) in binds {
                    self.bind(*v);
                }
                for (v, e) in binds {
                    if !matches!(e, Exp::Fn { .. }) {
                        let n = var_name(self.p, *v);
                        self.error(format!("val rec {} is not a fn", n));
                    }
                    let t = self.exp(e);
                    if let Some(vt) = self.var_ty(*v) {
                        let n = var_name(self.p, *v);
                        self.expect(&format!("val rec {}", n), &vt, &t);
                    }
                }
            }
            Dec::Exception { exn } => {
                match self.p.exns.get(exn.0 as usize) {
                    None => self.error(format!("exception id {} out of range", exn.0)),
                    Some(e) if e.builtin => self.error(format!("builtin exception {} declared", e.name)),
                    Some(_) => {}
                }
                if !self.exns_declared.insert(*exn) {
                    let n = super::print::exn_name(self.p, *exn);
                    self.error(format!("exception {} declared twice", n));
                }
                self.exn_scope.insert(*exn);
            }
        }
    }

    fn rules(&mut self, rules: &[Rule], scrut_ty: &Type, result_ty: &Type, what: &str) {
        for r in rules {
            let saved = self.scope.clone();
            self.pat(&r.pat, scrut_ty);
            let t = self.exp(&r.exp);
            self.expect(&format!("{} rule result", what), result_ty, &t);
            self.scope = saved;
        }
    }

    /// The type of `e`; reports errors inside it.
    fn exp(&mut self, e: &Exp) -> Type {
        match e {
            Exp::Var(v) => {
                if !self.scope.contains(v) {
                    let n = var_name(self.p, *v);
                    self.error(format!("{} used out of scope", n));
                }
                self.var_ty(*v).unwrap_or_else(Type::unit)
            }
            Exp::Con { con, arg } => {
                self.well_formed(&con.ty);
                let at = self.con_arg(con);
                match (at, arg) {
                    (Some(Some(at)), Some(a)) => {
                        let t = self.exp(a);
                        self.expect("constructor argument", &at, &t);
                    }
                    (Some(None), None) | (None, None) => {}
                    (None, Some(a)) => {
                        self.exp(a);
                    }
                    (Some(_), _) => self.error("constructor arity mismatch".into()),
                }
                con.ty.clone()
            }
            Exp::Exn { exn, arg } => {
                match (self.exn_arg(*exn), arg) {
                    (Some(Some(at)), Some(a)) => {
                        let t = self.exp(a);
                        self.expect("exception argument", &at, &t);
                    }
                    (Some(None), None) | (None, None) => {}
                    (None, Some(a)) => {
                        self.exp(a);
                    }
                    (Some(_), _) => self.error("exception constructor arity mismatch".into()),
                }
                Type::exn()
            }
            Exp::Lit(l, t) => {
                let ok = matches!(
                    (l, t),
                    (Lit::Int(_), Type::Prim(PrimTyCon::Int | PrimTyCon::IntInf | PrimTyCon::Other(_), _))
                        | (Lit::Word(_), Type::Prim(PrimTyCon::Word | PrimTyCon::Word8 | PrimTyCon::Other(_), _))
                        | (Lit::Real(_), Type::Prim(PrimTyCon::Real | PrimTyCon::Other(_), _))
                        | (Lit::Char(_), Type::Prim(PrimTyCon::Char | PrimTyCon::Other(_), _))
                        | (Lit::String(_), Type::Prim(PrimTyCon::String | PrimTyCon::Other(_), _))
                );
                if !ok {
                    let s = self.show(t);
                    self.error(format!("literal {:?} at type {}", l, s));
                }
                t.clone()
            }
            Exp::Record(fields) => {
                let mut tys: Vec<(Label, Type)> = fields.iter().map(|(l, e)| (l.clone(), self.exp(e))).collect();
                tys.sort_by(|a, b| a.0.cmp(&b.0));
                for w in tys.windows(2) {
                    if w[0].0 == w[1].0 {
                        self.error(format!("duplicate record label {}", w[0].0));
                    }
                }
                Type::Record(tys)
            }
            Exp::Select { label, record, record_ty } => {
                let t = self.exp(record);
                self.expect("selected record", record_ty, &t);
                match record_ty {
                    Type::Record(fs) => match fs.iter().find(|(l, _)| l == label) {
                        Some((_, t)) => t.clone(),
                        None => {
                            self.error(format!("no field {} in the selected record", label));
                            Type::unit()
                        }
                    },
                    _ => {
                        self.error(format!("#{} of a non-record", label));
                        Type::unit()
                    }
                }
            }
            Exp::App(f, a) => {
                let ft = self.exp(f);
                let at = self.exp(a);
                match ft {
                    Type::Arrow(param, result) => {
                        self.expect("application argument", &param, &at);
                        *result
                    }
                    other => {
                        let s = self.show(&other);
                        self.error(format!("applying a non-function of type {}", s));
                        Type::unit()
                    }
                }
            }
            Exp::Fn { param, param_ty, body, result_ty } => {
                self.well_formed(param_ty);
                self.well_formed(result_ty);
                let saved = self.scope.clone();
                self.bind(*param);
                if let Some(vt) = self.var_ty(*param) {
                    self.expect("fn parameter", param_ty, &vt);
                }
                let bt = self.exp(body);
                self.expect("fn body", result_ty, &bt);
                self.scope = saved;
                Type::arrow(param_ty.clone(), result_ty.clone())
            }
            Exp::Let(decs, body) => {
                let saved = (self.scope.clone(), self.exn_scope.clone());
                for d in decs {
                    self.dec(d);
                }
                let t = self.exp(body);
                (self.scope, self.exn_scope) = saved;
                t
            }
            Exp::Case { scrut, scrut_ty, rules, result_ty, .. } => {
                self.well_formed(scrut_ty);
                let st = self.exp(scrut);
                self.expect("case scrutinee", scrut_ty, &st);
                self.rules(rules, scrut_ty, result_ty, "case");
                result_ty.clone()
            }
            Exp::Raise { exn, ty } => {
                self.well_formed(ty);
                let t = self.exp(exn);
                self.expect("raised value", &Type::exn(), &t);
                ty.clone()
            }
            Exp::Handle { body, rules, ty } => {
                let t = self.exp(body);
                self.expect("handled expression", ty, &t);
                self.rules(rules, &Type::exn(), ty, "handle");
                ty.clone()
            }
            Exp::Prim { ty, .. } => {
                self.well_formed(ty);
                ty.clone()
            }
        }
    }
}
