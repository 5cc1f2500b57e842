//! The SSA checker: every invariant listed in `ssa.rs`, reporting all
//! violations (not just the first) as readable strings.
//!
//! Dominance: blocks reachable from `start` are numbered in reverse
//! postorder, dominators are computed with the Cooper-Harvey-Kennedy
//! iteration, and the dominator tree is walked in pre-order with a scoped
//! set of defined variables, so "defined before use" means "defined in a
//! dominating position".  Edges: transfer targets and the block's handler.

use super::print::{exp_to_string, func_name, transfer_to_string, type_to_string, var_name};
use super::*;
use std::collections::HashSet;

/// Checks quietly first (messages name the function and block only), and
/// only when something is wrong again with each statement and transfer
/// printed in its messages: printing them all up front was most of the
/// checker's time, and `--check-ir` (after every pass) added 15% to a
/// test program's build.
pub fn check_program(p: &Program) -> Result<(), Vec<String>> {
    let run = |verbose| {
        let mut c = Checker { p, verbose, errors: Vec::new(), defined: vec![false; p.vars.len()], globals: HashSet::new() };
        c.run();
        c.errors
    };
    if run(false).is_empty() {
        Ok(())
    } else {
        Err(run(true))
    }
}

struct Checker<'a> {
    p: &'a Program,
    /// Whether messages print the statement or transfer they are about.
    verbose: bool,
    errors: Vec<String>,
    /// Definition sites seen so far (program-wide: each variable once).
    defined: Vec<bool>,
    globals: HashSet<VarId>,
}

struct Ctx<'a> {
    func: &'a Function,
    fid: FuncId,
    where_: String,
}

impl<'a> Checker<'a> {
    fn err(&mut self, msg: String) {
        self.errors.push(msg);
    }

    fn ty(&self, v: VarId) -> Option<&'a Type> {
        self.p.vars.get(v.0 as usize).map(|i| &i.ty)
    }

    fn define(&mut self, v: VarId, where_: &str) {
        match self.defined.get_mut(v.0 as usize) {
            Some(d) if *d => self.errors.push(format!("{}: {} defined twice", where_, var_name(self.p, v))),
            Some(d) => *d = true,
            None => self.errors.push(format!("{}: variable {} not in the variable table", where_, v.0)),
        }
    }

    fn run(&mut self) {
        let p = self.p;
        let mut scope = HashSet::new();
        for s in &p.globals {
            self.stmt(s, &scope, "globals", None);
            self.define(s.var, "globals");
            scope.insert(s.var);
        }
        self.globals = scope;
        if p.functions.get(p.main.0 as usize).is_none() {
            self.err("main function missing".into());
        }
        for (i, f) in p.functions.iter().enumerate() {
            self.function(FuncId(i as u32), f);
        }
    }

    fn function(&mut self, fid: FuncId, f: &'a Function) {
        let p = self.p;
        let name = func_name(p, fid);
        let n = f.blocks.len();
        if f.start.0 as usize >= n {
            self.err(format!("{}: start block L{} missing", name, f.start.0));
            return;
        }
        for v in &f.params {
            self.define(*v, &name);
        }
        if let Some(env) = &f.env {
            let _ = env;
            match (f.params.len(), f.params.first().and_then(|v| self.ty(*v))) {
                (2, Some(t)) if Some(t) == p.closure_type(fid).as_ref() => {}
                _ => self.err(format!("{}: a closure function takes [self: closure, arg]", name)),
            }
        }
        // Successors, checked for range first.
        let mut succ: Vec<Vec<usize>> = Vec::with_capacity(n);
        for (i, b) in f.blocks.iter().enumerate() {
            let mut s = Vec::new();
            for t in b.transfer.targets().into_iter().chain(b.handler) {
                if (t.0 as usize) < n {
                    s.push(t.0 as usize);
                } else {
                    self.err(format!("{} L{}: target L{} does not exist", name, i, t.0));
                }
            }
            succ.push(s);
        }
        // Reverse postorder of reachable blocks.
        let mut order = Vec::new();
        let mut seen = vec![false; n];
        let mut stack = vec![(f.start.0 as usize, 0usize)];
        seen[f.start.0 as usize] = true;
        while let Some((b, i)) = stack.pop() {
            if i < succ[b].len() {
                stack.push((b, i + 1));
                let s = succ[b][i];
                if !seen[s] {
                    seen[s] = true;
                    stack.push((s, 0));
                }
            } else {
                order.push(b);
            }
        }
        order.reverse();
        let mut rpo = vec![usize::MAX; n];
        for (i, b) in order.iter().enumerate() {
            rpo[*b] = i;
        }
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &b in &order {
            for &s in &succ[b] {
                preds[s].push(b);
            }
        }
        let mut idom = vec![usize::MAX; n];
        let start = f.start.0 as usize;
        idom[start] = start;
        let mut changed = true;
        while changed {
            changed = false;
            for &b in order.iter().skip(1) {
                let mut new = usize::MAX;
                for &q in &preds[b] {
                    if idom[q] == usize::MAX {
                        continue;
                    }
                    new = if new == usize::MAX { q } else { intersect(&idom, &rpo, q, new) };
                }
                if new != idom[b] {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &b in order.iter().skip(1) {
            children[idom[b]].push(b);
        }
        // Pre-order walk of the dominator tree with a scoped set.
        let mut scope: HashSet<VarId> = self.globals.clone();
        scope.extend(f.params.iter().copied());
        let ctx = Ctx { func: f, fid, where_: name.clone() };
        self.walk(&ctx, start, &children, &mut scope);
        // Unreachable blocks: types only, uses against the whole function.
        let mut all: HashSet<VarId> = scope.clone();
        for b in &f.blocks {
            all.extend(b.params.iter().copied());
            all.extend(b.stmts.iter().map(|s| s.var));
        }
        for (i, _) in f.blocks.iter().enumerate() {
            if !seen[i] {
                self.block(&ctx, i, &mut all.clone());
            }
        }
    }

    fn walk(&mut self, ctx: &Ctx<'a>, b: usize, children: &[Vec<usize>], scope: &mut HashSet<VarId>) {
        let added = self.block(ctx, b, scope);
        for &c in &children[b] {
            self.walk(ctx, c, children, scope);
        }
        for v in added {
            scope.remove(&v);
        }
    }

    /// Checks one block; returns the variables it added to `scope`.
    fn block(&mut self, ctx: &Ctx<'a>, bi: usize, scope: &mut HashSet<VarId>) -> Vec<VarId> {
        let b = &ctx.func.blocks[bi];
        let where_ = format!("{} L{}", ctx.where_, bi);
        let mut added = Vec::new();
        for v in &b.params {
            self.define(*v, &where_);
            if scope.insert(*v) {
                added.push(*v);
            }
        }
        if let Some(h) = b.handler {
            match ctx.func.blocks.get(h.0 as usize) {
                Some(hb) if hb.params.len() == 1 && self.ty(hb.params[0]) == Some(&Type::Exn) => {}
                Some(_) => self.err(format!("{}: handler L{} must take one exn parameter", where_, h.0)),
                None => {}
            }
        }
        for s in &b.stmts {
            self.stmt(s, scope, &where_, Some(ctx.fid));
            self.define(s.var, &where_);
            if scope.insert(s.var) {
                added.push(s.var);
            }
        }
        self.transfer(ctx, b, &where_, scope);
        added
    }

    fn use_(&mut self, v: VarId, scope: &HashSet<VarId>, where_: &str) -> Option<&'a Type> {
        if !scope.contains(&v) {
            self.err(format!("{}: {} used where it is not defined (or does not dominate)", where_, var_name(self.p, v)));
        }
        self.ty(v)
    }

    fn expect(&mut self, got: Option<&Type>, want: &Type, where_: &str, what: &str) {
        if let Some(g) = got {
            if g != want {
                self.err(format!("{}: {} has type {}, expected {}", where_, what, type_to_string(self.p, g), type_to_string(self.p, want)));
            }
        }
    }

    fn stmt(&mut self, s: &Statement, scope: &HashSet<VarId>, where_: &str, _f: Option<FuncId>) {
        let p = self.p;
        let w: std::borrow::Cow<str> = if self.verbose { format!("{} `{} = {}`", where_, var_name(p, s.var), exp_to_string(p, &s.exp)).into() } else { where_.into() };
        let Some(ty) = self.ty(s.var) else { return };
        let want: Option<Type> = match &s.exp {
            Exp::Const(c) => {
                let ok = match c {
                    Const::Int(_) => matches!(ty, Type::Int | Type::IntInf | Type::Other(_)),
                    Const::Word(_) => matches!(ty, Type::Word | Type::Word8 | Type::Other(_)),
                    Const::BigInt(_) => matches!(ty, Type::IntInf | Type::Int | Type::Word | Type::Other(_)),
                    Const::Real(_) => matches!(ty, Type::Real | Type::Other(_)),
                    Const::Char(_) => matches!(ty, Type::Char),
                    Const::String(_) => matches!(ty, Type::String),
                };
                if !ok {
                    self.err(format!("{}: constant of type {}", w, type_to_string(p, ty)));
                }
                None
            }
            Exp::Var(x) => self.use_(*x, scope, &w).cloned(),
            Exp::Prim { args, .. } => {
                for a in args {
                    self.use_(*a, scope, &w);
                }
                None
            }
            Exp::Tuple(xs) => {
                let mut ts = Vec::new();
                for x in xs {
                    ts.push(self.use_(*x, scope, &w).cloned().unwrap_or(Type::unit()));
                }
                if matches!(ty, Type::Unboxed(_)) {
                    Some(Type::Unboxed(ts))
                } else {
                    Some(Type::Tuple(ts))
                }
            }
            Exp::Select { tuple, index } => match self.use_(*tuple, scope, &w) {
                Some(Type::Tuple(ts) | Type::Unboxed(ts)) if (*index as usize) < ts.len() => Some(ts[*index as usize].clone()),
                Some(t) => {
                    self.err(format!("{}: cannot select #{} from {}", w, index, type_to_string(p, t)));
                    None
                }
                None => None,
            },
            Exp::Con { data, index, arg } => {
                let def = p.datatypes.get(data.0 as usize).and_then(|d| d.cons.get(*index as usize));
                match def {
                    None => self.err(format!("{}: no such constructor", w)),
                    Some(c) => match (&c.arg, arg) {
                        (None, None) => {}
                        (Some(t), Some(a)) => {
                            let got = self.use_(*a, scope, &w);
                            self.expect(got, t, &w, "constructor argument");
                        }
                        _ => self.err(format!("{}: constructor arity", w)),
                    },
                }
                Some(Type::Data(*data))
            }
            Exp::ConFields { data, index, fields } => {
                let def = p.datatypes.get(data.0 as usize).and_then(|d| d.cons.get(*index as usize));
                match def {
                    Some(c @ ConDef { arg: Some(Type::Tuple(ts)), flat: true, .. }) if ts.len() == fields.len() => {
                        for (x, t) in fields.iter().zip(ts) {
                            let got = self.use_(*x, scope, &w);
                            self.expect(got, t, &w, &format!("field of {}", c.name));
                        }
                    }
                    _ => self.err(format!("{}: not a flat constructor with {} fields", w, fields.len())),
                }
                Some(Type::Data(*data))
            }
            Exp::ConField { con, data, index, field } => {
                let got = self.use_(*con, scope, &w).cloned();
                if got.is_some() && got != Some(Type::Data(*data)) {
                    self.err(format!("{}: field of a value of another type", w));
                }
                let def = p.datatypes.get(data.0 as usize).and_then(|d| d.cons.get(*index as usize));
                match def {
                    Some(ConDef { arg: Some(Type::Tuple(ts)), flat: true, .. }) if (*field as usize) < ts.len() => Some(ts[*field as usize].clone()),
                    _ => {
                        self.err(format!("{}: not a field of a flat constructor", w));
                        None
                    }
                }
            }
            Exp::Exn { exn, arg } => {
                match p.exns.get(exn.0 as usize) {
                    None => self.err(format!("{}: no such exception", w)),
                    Some(e) => match (&e.arg, arg) {
                        (None, None) => {}
                        (Some(t), Some(a)) => {
                            let got = self.use_(*a, scope, &w);
                            self.expect(got, t, &w, "exception argument");
                        }
                        // `Match`/`Bind` with the site of the failed match.
                        (None, Some(a)) if e.site => {
                            let got = self.use_(*a, scope, &w);
                            self.expect(got, &Type::String, &w, "exception site");
                        }
                        _ => self.err(format!("{}: exception arity", w)),
                    },
                }
                Some(Type::Exn)
            }
            Exp::Ref(x) => self.use_(*x, scope, &w).map(|t| Type::Ref(Box::new(t.clone()))),
            Exp::Deref(x) => match self.use_(*x, scope, &w) {
                Some(Type::Ref(t)) => Some((**t).clone()),
                Some(t) => {
                    self.err(format!("{}: dereferencing {}", w, type_to_string(p, t)));
                    None
                }
                None => None,
            },
            Exp::MakeClosure { func, env } => match p.functions.get(func.0 as usize).and_then(|f| f.env.as_ref()) {
                Some(tys) => {
                    if tys.len() != env.len() {
                        self.err(format!("{}: environment has {} slots, {} given", w, tys.len(), env.len()));
                    }
                    for (x, t) in env.iter().zip(tys) {
                        let got = self.use_(*x, scope, &w);
                        self.expect(got, t, &w, "environment value");
                    }
                    p.closure_type(*func)
                }
                None => {
                    self.err(format!("{}: not a closure function", w));
                    None
                }
            },
            Exp::ClosureEnv { closure, func, index } => {
                let got = self.use_(*closure, scope, &w);
                match (p.closure_type(*func), p.functions.get(func.0 as usize).and_then(|f| f.env.as_ref())) {
                    (Some(ct), Some(tys)) => {
                        self.expect(got, &ct, &w, "closure");
                        match tys.get(*index as usize) {
                            Some(t) => Some(t.clone()),
                            None => {
                                self.err(format!("{}: no environment slot {}", w, index));
                                None
                            }
                        }
                    }
                    _ => {
                        self.err(format!("{}: not a closure function", w));
                        None
                    }
                }
            }
        };
        if let Some(t) = want {
            if &t != ty {
                self.err(format!("{}: statement has type {}, variable declared {}", w, type_to_string(p, &t), type_to_string(p, ty)));
            }
        }
    }

    fn args_to(&mut self, ctx: &Ctx<'a>, dst: BlockId, tys: &[Option<Type>], w: &str) {
        let Some(b) = ctx.func.blocks.get(dst.0 as usize) else { return };
        if b.params.len() != tys.len() {
            self.err(format!("{}: L{} takes {} arguments, {} given", w, dst.0, b.params.len(), tys.len()));
            return;
        }
        for (param, t) in b.params.iter().zip(tys) {
            if let (Some(t), Some(pt)) = (t, self.ty(*param)) {
                if t != pt {
                    self.err(format!("{}: L{} parameter {} has type {}, given {}", w, dst.0, var_name(self.p, *param), type_to_string(self.p, pt), type_to_string(self.p, t)));
                }
            }
        }
    }

    fn ret(&mut self, ctx: &Ctx<'a>, b: &Block, r: &Return, result: Option<Type>, w: &str) {
        match r {
            Return::Tail => {
                if b.handler.is_some() {
                    self.err(format!("{}: tail call inside a handler's scope", w));
                }
                if let Some(t) = result {
                    self.expect(Some(&t), &ctx.func.result, w, "tail call result");
                }
            }
            Return::To(k) => self.args_to(ctx, *k, &[result], w),
        }
    }

    fn transfer(&mut self, ctx: &Ctx<'a>, b: &Block, where_: &str, scope: &HashSet<VarId>) {
        let p = self.p;
        let w: std::borrow::Cow<str> = if self.verbose { format!("{} `{}`", where_, transfer_to_string(p, &b.transfer)).into() } else { where_.into() };
        match &b.transfer {
            Transfer::Goto { dst, args } => {
                let tys: Vec<_> = args.iter().map(|a| self.use_(*a, scope, &w).cloned()).collect();
                self.args_to(ctx, *dst, &tys, &w);
            }
            Transfer::Case { scrut, cases, default } => {
                let st = self.use_(*scrut, scope, &w).cloned();
                let mut exhaustive = false;
                let mut dup = false;
                match (cases, &st) {
                    (Cases::Con(arms), Some(Type::Data(d))) => {
                        let cons = p.datatypes.get(d.0 as usize).map(|d| d.cons.clone()).unwrap_or_default();
                        let mut seen = HashSet::new();
                        for (i, blk) in arms {
                            dup |= !seen.insert(*i);
                            match cons.get(*i as usize) {
                                Some(c) => {
                                    let tys: Vec<_> = c.arg.iter().filter(|_| !c.flat).map(|t| Some(t.clone())).collect();
                                    self.args_to(ctx, *blk, &tys, &w);
                                }
                                None => self.err(format!("{}: no constructor #{}", w, i)),
                            }
                        }
                        exhaustive = seen.len() == cons.len();
                    }
                    (Cases::Exn(arms), Some(Type::Exn)) => {
                        let mut seen = HashSet::new();
                        for (e, blk) in arms {
                            dup |= !seen.insert(*e);
                            match p.exns.get(e.0 as usize) {
                                Some(def) => {
                                    let tys: Vec<_> = def.arg.iter().map(|t| Some(t.clone())).collect();
                                    self.args_to(ctx, *blk, &tys, &w);
                                }
                                None => self.err(format!("{}: no exception {}", w, e.0)),
                            }
                        }
                    }
                    (Cases::Int(arms), Some(Type::Int | Type::IntInf | Type::Other(_))) => {
                        let mut seen = HashSet::new();
                        for (n, blk) in arms {
                            dup |= !seen.insert(*n);
                            self.args_to(ctx, *blk, &[], &w);
                        }
                    }
                    (Cases::Word(arms), Some(Type::Word | Type::Word8 | Type::Other(_))) => {
                        let mut seen = HashSet::new();
                        for (n, blk) in arms {
                            dup |= !seen.insert(*n);
                            self.args_to(ctx, *blk, &[], &w);
                        }
                    }
                    (Cases::Char(arms), Some(Type::Char)) => {
                        let mut seen = HashSet::new();
                        for (n, blk) in arms {
                            dup |= !seen.insert(*n);
                            self.args_to(ctx, *blk, &[], &w);
                        }
                        exhaustive = seen.len() == 256;
                    }
                    (Cases::String(arms), Some(Type::String)) => {
                        let mut seen = HashSet::new();
                        for (n, blk) in arms {
                            dup |= !seen.insert(n.clone());
                            self.args_to(ctx, *blk, &[], &w);
                        }
                    }
                    (_, Some(t)) => self.err(format!("{}: these cases cannot test a {}", w, type_to_string(p, t))),
                    (_, None) => {}
                }
                if dup {
                    self.err(format!("{}: the same case twice", w));
                }
                match default {
                    Some(d) => self.args_to(ctx, *d, &[], &w),
                    None if !exhaustive => self.err(format!("{}: not exhaustive and no default", w)),
                    None => {}
                }
            }
            Transfer::Call { func, args, ret } => {
                let tys: Vec<_> = args.iter().map(|a| self.use_(*a, scope, &w).cloned()).collect();
                match p.functions.get(func.0 as usize) {
                    Some(callee) => {
                        if callee.params.len() != tys.len() {
                            self.err(format!("{}: {} takes {} arguments, {} given", w, func_name(p, *func), callee.params.len(), tys.len()));
                        }
                        for (param, t) in callee.params.iter().zip(&tys) {
                            if let Some(pt) = self.ty(*param) {
                                self.expect(t.as_ref(), pt, &w, "argument");
                            }
                        }
                        self.ret(ctx, b, ret, Some(callee.result.clone()), &w);
                    }
                    None => self.err(format!("{}: no such function", w)),
                }
            }
            Transfer::CallClosure { closure, arg, ret } => {
                let ct = self.use_(*closure, scope, &w).cloned();
                let at = self.use_(*arg, scope, &w).cloned();
                match ct {
                    Some(Type::Closure(a, r)) => {
                        self.expect(at.as_ref(), &a, &w, "argument");
                        self.ret(ctx, b, ret, Some(*r), &w);
                    }
                    Some(t) => self.err(format!("{}: calling a {}", w, type_to_string(p, &t))),
                    None => {}
                }
            }
            Transfer::Return(v) => {
                let t = self.use_(*v, scope, &w).cloned();
                self.expect(t.as_ref(), &ctx.func.result, &w, "result");
            }
            Transfer::Raise(v) => {
                let t = self.use_(*v, scope, &w).cloned();
                self.expect(t.as_ref(), &Type::Exn, &w, "raised value");
            }
        }
    }
}

fn intersect(idom: &[usize], rpo: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while rpo[a] > rpo[b] {
            a = idom[a];
        }
        while rpo[b] > rpo[a] {
            b = idom[b];
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(params: Vec<VarId>, stmts: Vec<Statement>, transfer: Transfer) -> Block {
        Block { params, stmts, transfer, handler: None }
    }

    #[test]
    fn reports_undominated_uses_arity_and_types() {
        let mut p = Program::default();
        let c = p.new_var("c", Type::Int);
        let x = p.new_var("x", Type::Int);
        let y = p.new_var("y", Type::Int);
        let s = p.new_var("s", Type::String);
        // L0: case on an int goes to L1 or L2; L1 defines y; L2 uses it.
        let f = Function {
            name: "f".into(),
            params: vec![c],
            result: Type::Int,
            env: None,
            start: BlockId(0),
            blocks: vec![
                block(vec![], vec![], Transfer::Case { scrut: c, cases: Cases::Int(vec![(0, BlockId(1))]), default: Some(BlockId(2)) }),
                block(vec![], vec![Statement { var: y, exp: Exp::Const(Const::Int(1)) }], Transfer::Goto { dst: BlockId(2), args: vec![] }),
                block(vec![], vec![Statement { var: x, exp: Exp::Var(y) }], Transfer::Goto { dst: BlockId(3), args: vec![x, x] }),
                block(vec![s], vec![], Transfer::Return(s)),
            ],
        };
        p.functions.push(f);
        let errors = check_program(&p).unwrap_err();
        let all = errors.join("\n");
        assert!(all.contains("y_2 used where it is not defined"), "{}", all);
        assert!(all.contains("takes 1 arguments, 2 given"), "{}", all);
        assert!(all.contains("result has type string, expected int"), "{}", all);
    }
}
