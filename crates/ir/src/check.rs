//! The Core IR checker: the invariants listed in `core.rs`.
//!
//! - every variable is bound exactly once in the whole program and before
//!   its uses (lexical scope: `let` bodies, `fn` bodies, rules, `val rec`);
//! - every type variable mentioned is in scope (bound by an enclosing
//!   `Val`/`ValRec` or a datatype's parameters) and bound only once;
//! - the type of every node is consistent: applications, constructors at
//!   their type arguments (right count), patterns against scrutinee types,
//!   record selections, and variables at their schemes instantiated by
//!   their `tyargs` (right count).
//!
//! Reports the first problems found as strings (with a path of context).

use crate::core::*;
use std::collections::{HashMap, HashSet};

pub fn check_program(p: &Program) -> Result<(), Vec<String>> {
    let mut c = Checker { p, bound_vars: HashSet::new(), in_scope: HashSet::new(), scope_stack: Vec::new(), bound_tyvars: HashSet::new(), tyvars: Vec::new(), errors: Vec::new() };
    for t in &p.tycons {
        for v in &t.params {
            c.bind_tyvar(*v, &format!("tycon {}", t.name));
        }
    }
    for d in &p.decs {
        c.dec(d);
        if c.errors.len() > 20 {
            break;
        }
    }
    if c.errors.is_empty() {
        Ok(())
    } else {
        Err(c.errors)
    }
}

struct Checker<'a> {
    p: &'a Program,
    bound_vars: HashSet<VarId>,
    in_scope: HashSet<VarId>,
    /// Variables in binding order, to leave scopes (`restore`).
    scope_stack: Vec<VarId>,
    bound_tyvars: HashSet<TyVarId>,
    /// Type variables in scope (a stack).
    tyvars: Vec<TyVarId>,
    errors: Vec<String>,
}

fn subst(t: &Type, s: &HashMap<TyVarId, Type>) -> Type {
    match t {
        Type::Var(v) => s.get(v).cloned().unwrap_or_else(|| t.clone()),
        Type::Con(id, args) => Type::Con(*id, args.iter().map(|a| subst(a, s)).collect()),
        Type::Record(fs) => Type::Record(fs.iter().map(|(l, a)| (l.clone(), subst(a, s))).collect()),
        Type::Arrow(a, b) => Type::Arrow(Box::new(subst(a, s)), Box::new(subst(b, s))),
    }
}

impl Checker<'_> {
    fn err(&mut self, msg: String) {
        self.errors.push(msg);
    }

    fn show(&self, t: &Type) -> String {
        crate::print::type_to_string(self.p, t)
    }

    /// `t` with every opaque type replaced by what it stands for: the Core
    /// checker sees through the abstraction that the elaborator enforced
    /// (matching wrappers like `val x' : S.t = x` with `x : int` are fine).
    fn expand_abstract(&self, t: &Type) -> Type {
        match t {
            Type::Var(_) => t.clone(),
            Type::Con(id, args) => {
                let args: Vec<Type> = args.iter().map(|a| self.expand_abstract(a)).collect();
                match self.p.tycons.get(id.0 as usize) {
                    Some(TyConDef { kind: TyConKind::Abstract { rep }, params, .. }) if params.len() == args.len() => {
                        let s: HashMap<TyVarId, Type> = params.iter().copied().zip(args).collect();
                        self.expand_abstract(&subst(rep, &s))
                    }
                    _ => Type::Con(*id, args),
                }
            }
            Type::Record(fs) => Type::Record(fs.iter().map(|(l, a)| (l.clone(), self.expand_abstract(a))).collect()),
            Type::Arrow(a, b) => Type::Arrow(Box::new(self.expand_abstract(a)), Box::new(self.expand_abstract(b))),
        }
    }

    fn same(&mut self, expected: &Type, found: &Type, what: &str) {
        if expected != found && self.expand_abstract(expected) != self.expand_abstract(found) {
            let m = format!("{}: expected type `{}`, found `{}`", what, self.show(expected), self.show(found));
            self.err(m);
        }
    }

    fn bind_tyvar(&mut self, v: TyVarId, what: &str) {
        if !self.bound_tyvars.insert(v) {
            self.err(format!("type variable 't{} bound twice ({})", v.0, what));
        }
    }

    fn check_type(&mut self, t: &Type, what: &str) {
        match t {
            Type::Var(v) => {
                if !self.tyvars.contains(v) {
                    self.err(format!("{}: type variable 't{} not in scope", what, v.0));
                }
            }
            Type::Con(id, args) => {
                match self.p.tycons.get(id.0 as usize) {
                    Some(def) if def.params.len() == args.len() => {}
                    Some(def) => {
                        let m = format!("{}: tycon {} applied to {} arguments, takes {}", what, def.name, args.len(), def.params.len());
                        self.err(m)
                    }
                    None => self.err(format!("{}: unknown tycon {}", what, id.0)),
                }
                args.iter().for_each(|a| self.check_type(a, what));
            }
            Type::Record(fs) => {
                if fs.windows(2).any(|w| w[0].0 >= w[1].0) {
                    self.err(format!("{}: record type fields not sorted", what));
                }
                fs.iter().for_each(|(_, a)| self.check_type(a, what));
            }
            Type::Arrow(a, b) => {
                self.check_type(a, what);
                self.check_type(b, what);
            }
        }
    }

    fn bind_var(&mut self, v: VarId) {
        if v.0 as usize >= self.p.vars.len() {
            self.err(format!("variable {} has no VarInfo", v.0));
            return;
        }
        if !self.bound_vars.insert(v) {
            let m = format!("variable {}_{} bound twice", self.p.vars[v.0 as usize].name, v.0);
            self.err(m);
        }
        self.in_scope.insert(v);
        self.scope_stack.push(v);
    }

    fn restore(&mut self, mark: usize) {
        for v in self.scope_stack.drain(mark..) {
            self.in_scope.remove(&v);
        }
    }

    fn var_type(&mut self, v: VarId) -> Option<&VarInfo> {
        self.p.vars.get(v.0 as usize)
    }

    fn dec(&mut self, d: &Dec) {
        match d {
            Dec::Val { tyvars, pat, exp, pat_ty, .. } => {
                let mark = self.tyvars.len();
                for v in tyvars {
                    self.bind_tyvar(*v, "val");
                    self.tyvars.push(*v);
                }
                let t = self.exp(exp);
                self.check_type(pat_ty, "val");
                self.same(pat_ty, &t, "val binding");
                self.pat(pat, pat_ty);
                self.tyvars.truncate(mark);
            }
            Dec::ValRec { tyvars, binds } => {
                let mark = self.tyvars.len();
                for v in tyvars {
                    self.bind_tyvar(*v, "val rec");
                    self.tyvars.push(*v);
                }
                for (v, _) in binds {
                    self.bind_var(*v);
                }
                for (v, e) in binds {
                    if !matches!(e, Exp::Fn { .. }) {
                        self.err("val rec binds a non-fn expression".into());
                    }
                    let t = self.exp(e);
                    if let Some(info) = self.var_type(*v) {
                        let want = info.ty.clone();
                        self.same(&want, &t, "val rec binding");
                    }
                }
                self.tyvars.truncate(mark);
            }
            Dec::Exception { exn } => {
                if exn.0 as usize >= self.p.exns.len() {
                    self.err(format!("unknown exception {}", exn.0));
                }
            }
        }
    }

    /// The type of constructor `con`'s argument at `tyargs`, and its datatype.
    fn con_types(&mut self, con: &Con, tyargs: &[Type]) -> Option<(Option<Type>, Type)> {
        let def = self.p.tycons.get(con.tycon.0 as usize)?;
        if def.params.len() != tyargs.len() {
            let m = format!("constructor of {} given {} type arguments, takes {}", def.name, tyargs.len(), def.params.len());
            self.err(m);
            return None;
        }
        let s: HashMap<TyVarId, Type> = def.params.iter().cloned().zip(tyargs.iter().cloned()).collect();
        let result = Type::Con(con.tycon, tyargs.to_vec());
        match &def.kind {
            TyConKind::Datatype { cons } => match cons.get(con.index as usize) {
                Some(c) => Some((c.arg.as_ref().map(|a| subst(a, &s)), result)),
                None => {
                    self.err(format!("constructor index {} out of range for {}", con.index, def.name));
                    None
                }
            },
            TyConKind::Prim(PrimTyCon::Ref) => Some((Some(tyargs[0].clone()), result)),
            _ => {
                self.err(format!("constructor of non-datatype {}", def.name));
                None
            }
        }
    }

    fn pat(&mut self, p: &Pat, ty: &Type) {
        match p {
            Pat::Wild => {}
            Pat::Var(v) => {
                self.bind_var(*v);
                if let Some(info) = self.var_type(*v) {
                    let t = info.ty.clone();
                    self.same(&t, ty, "pattern variable");
                }
            }
            Pat::Lit(_, t) => self.same(t, ty, "literal pattern"),
            Pat::Con { con, tyargs, arg } => {
                if let Some((arg_ty, result)) = self.con_types(con, tyargs) {
                    self.same(&result, ty, "constructor pattern");
                    match (arg_ty, arg) {
                        (Some(at), Some(a)) => self.pat(a, &at),
                        (None, None) => {}
                        _ => self.err("constructor pattern arity".into()),
                    }
                }
            }
            Pat::Exn { exn, arg } => {
                self.same(&self.exn_type(), ty, "exception pattern");
                match (self.p.exns.get(exn.0 as usize).map(|d| d.arg.clone()), arg) {
                    (Some(Some(at)), Some(a)) => self.pat(a, &at),
                    (Some(None), None) => {}
                    _ => self.err("exception pattern arity".into()),
                }
            }
            Pat::Record(fs) => match ty {
                Type::Record(tfs) if tfs.len() == fs.len() => {
                    for ((l, p), (l2, t)) in fs.iter().zip(tfs.iter()) {
                        if l != l2 {
                            self.err(format!("record pattern label {} where type has {}", l, l2));
                        }
                        self.pat(p, t);
                    }
                }
                _ => {
                    let m = format!("record pattern at type `{}`", self.show(ty));
                    self.err(m)
                }
            },
            Pat::Layered(v, p) => {
                self.bind_var(*v);
                if let Some(info) = self.var_type(*v) {
                    let t = info.ty.clone();
                    self.same(&t, ty, "layered pattern");
                }
                self.pat(p, ty);
            }
        }
    }

    fn exn_type(&self) -> Type {
        let id = self.p.tycons.iter().find(|t| matches!(t.kind, TyConKind::Prim(PrimTyCon::Exn))).map(|t| t.id).unwrap_or(TyConId(u32::MAX));
        Type::Con(id, vec![])
    }

    fn exp(&mut self, e: &Exp) -> Type {
        match e {
            Exp::Var { var, tyargs } => {
                if !self.in_scope.contains(var) {
                    let name = self.p.vars.get(var.0 as usize).map(|i| i.name.clone()).unwrap_or_default();
                    self.err(format!("variable {}_{} used out of scope", name, var.0));
                }
                tyargs.iter().for_each(|t| self.check_type(t, "tyarg"));
                match self.p.vars.get(var.0 as usize) {
                    Some(info) => {
                        if info.tyvars.len() != tyargs.len() {
                            let m = format!("variable {}_{} given {} type arguments, takes {}", info.name, var.0, tyargs.len(), info.tyvars.len());
                            self.err(m);
                            return info.ty.clone();
                        }
                        let s: HashMap<TyVarId, Type> = info.tyvars.iter().cloned().zip(tyargs.iter().cloned()).collect();
                        subst(&info.ty, &s)
                    }
                    None => Type::Record(vec![]),
                }
            }
            Exp::Con { con, tyargs, arg } => {
                tyargs.iter().for_each(|t| self.check_type(t, "tyarg"));
                let Some((arg_ty, result)) = self.con_types(con, tyargs) else { return Type::Record(vec![]) };
                match (arg_ty, arg) {
                    (Some(at), Some(a)) => {
                        let t = self.exp(a);
                        self.same(&at, &t, "constructor argument");
                    }
                    (None, None) => {}
                    _ => self.err("constructor applied with wrong arity".into()),
                }
                result
            }
            Exp::Exn { exn, arg } => {
                match (self.p.exns.get(exn.0 as usize).map(|d| d.arg.clone()), arg) {
                    (Some(Some(at)), Some(a)) => {
                        let t = self.exp(a);
                        self.same(&at, &t, "exception argument");
                    }
                    (Some(None), None) => {}
                    _ => self.err("exception constructor arity".into()),
                }
                self.exn_type()
            }
            Exp::Lit(_, t) => {
                self.check_type(t, "literal");
                t.clone()
            }
            Exp::Record(fs) => {
                let mut tys: Vec<(Label, Type)> = fs.iter().map(|(l, e)| (l.clone(), self.exp(e))).collect();
                tys.sort_by(|a, b| a.0.cmp(&b.0));
                Type::Record(tys)
            }
            Exp::Select { label, record, record_ty } => {
                let t = self.exp(record);
                self.same(record_ty, &t, "selection");
                match record_ty {
                    Type::Record(fs) => match fs.iter().find(|(l, _)| l == label) {
                        Some((_, ft)) => ft.clone(),
                        None => {
                            self.err(format!("selection of missing label {}", label));
                            Type::Record(vec![])
                        }
                    },
                    _ => {
                        self.err("selection from a non-record".into());
                        Type::Record(vec![])
                    }
                }
            }
            Exp::App(f, a) => {
                let tf = self.exp(f);
                let ta = self.exp(a);
                match tf {
                    Type::Arrow(dom, res) => {
                        self.same(&dom, &ta, "application argument");
                        *res
                    }
                    t => {
                        let m = format!("application of a non-function of type `{}`", self.show(&t));
                        self.err(m);
                        Type::Record(vec![])
                    }
                }
            }
            Exp::Fn { param, param_ty, body, result_ty } => {
                self.check_type(param_ty, "fn parameter");
                let mark = self.scope_stack.len();
                self.bind_var(*param);
                if let Some(info) = self.var_type(*param) {
                    let t = info.ty.clone();
                    self.same(&t, param_ty, "fn parameter");
                }
                let tb = self.exp(body);
                self.restore(mark);
                self.same(result_ty, &tb, "fn body");
                Type::Arrow(Box::new(param_ty.clone()), Box::new(result_ty.clone()))
            }
            Exp::Let(decs, body) => {
                let mark = self.scope_stack.len();
                for d in decs {
                    self.dec(d);
                }
                let t = self.exp(body);
                self.restore(mark);
                t
            }
            Exp::Case { scrut, scrut_ty, rules, result_ty, .. } => {
                let ts = self.exp(scrut);
                self.same(scrut_ty, &ts, "case scrutinee");
                self.rules(rules, scrut_ty, result_ty);
                result_ty.clone()
            }
            Exp::Raise { exn, ty } => {
                let t = self.exp(exn);
                self.same(&self.exn_type(), &t, "raise");
                self.check_type(ty, "raise");
                ty.clone()
            }
            Exp::Handle { body, rules, ty } => {
                let t = self.exp(body);
                self.same(ty, &t, "handle body");
                let exn = self.exn_type();
                self.rules(rules, &exn, ty);
                ty.clone()
            }
            Exp::Prim { ty, .. } => {
                self.check_type(ty, "prim");
                ty.clone()
            }
        }
    }

    fn rules(&mut self, rules: &[Rule], scrut_ty: &Type, result_ty: &Type) {
        for r in rules {
            let mark = self.scope_stack.len();
            self.pat(&r.pat, scrut_ty);
            let t = self.exp(&r.exp);
            self.same(result_ty, &t, "rule");
            self.restore(mark);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> Program {
        let mut p = Program::default();
        p.tycons.push(TyConDef { id: TyConId(0), name: "int".into(), params: vec![], equality: true, kind: TyConKind::Prim(PrimTyCon::Int) });
        p
    }

    fn int() -> Type {
        Type::Con(TyConId(0), vec![])
    }

    #[test]
    fn accepts_polymorphic_identity() {
        let mut p = base();
        let a = TyVarId(0);
        p.vars.push(VarInfo { name: "id".into(), tyvars: vec![a], ty: Type::Arrow(Box::new(Type::Var(a)), Box::new(Type::Var(a))) });
        p.vars.push(VarInfo { name: "x".into(), tyvars: vec![], ty: Type::Var(a) });
        p.vars.push(VarInfo { name: "y".into(), tyvars: vec![], ty: int() });
        let id_fn = Exp::Fn { param: VarId(1), param_ty: Type::Var(a), body: Box::new(Exp::Var { var: VarId(1), tyargs: vec![] }), result_ty: Type::Var(a) };
        p.decs.push(Dec::Val { tyvars: vec![a], pat: Pat::Var(VarId(0)), exp: id_fn, pat_ty: Type::Arrow(Box::new(Type::Var(a)), Box::new(Type::Var(a))), site: None });
        let use_ = Exp::App(Box::new(Exp::Var { var: VarId(0), tyargs: vec![int()] }), Box::new(Exp::Lit(Lit::Int("1".into()), int())));
        p.decs.push(Dec::Val { tyvars: vec![], pat: Pat::Var(VarId(2)), exp: use_, pat_ty: int(), site: None });
        assert_eq!(check_program(&p), Ok(()));
        let text = crate::print::program_to_string(&p);
        assert!(text.contains("val 't0 id_0 : 't0 -> 't0 ="), "{}", text);
        assert!(text.contains("(id_0 [int]) (1)"), "{}", text);
    }

    #[test]
    fn rejects_bad_programs() {
        let mut p = base();
        p.vars.push(VarInfo { name: "y".into(), tyvars: vec![], ty: int() });
        // use before binding, and a type mismatch
        p.decs.push(Dec::Val { tyvars: vec![], pat: Pat::Var(VarId(0)), exp: Exp::Var { var: VarId(0), tyargs: vec![] }, pat_ty: int(), site: None });
        p.decs.push(Dec::Val { tyvars: vec![], pat: Pat::Wild, exp: Exp::Record(vec![]), pat_ty: int(), site: None });
        let errs = check_program(&p).unwrap_err();
        assert!(errs.iter().any(|e| e.contains("out of scope")), "{:?}", errs);
        assert!(errs.iter().any(|e| e.contains("expected type `int`, found `unit`")), "{:?}", errs);
    }
}
