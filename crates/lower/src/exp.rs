//! Translation of Mono expressions and declarations into blocks, and the
//! closure conversion of functions.
//!
//! `exp` leaves the value in a variable and the builder in the block where
//! evaluation continues; it returns `None` when control cannot continue
//! (the expression always raises).  `tail` translates an expression in
//! tail position: it ends the block with `return` or a tail call.

use crate::builder::FnBuilder;
use crate::closure::pat_binds;
use crate::matching::{lit_int, lit_word, Leaf};
use crate::{FunInfo, Lower};
use skein_ir::core::MatchFailure;
use skein_ir::mono::{self, Dec, Exp, Lit, PrimTyCon, Rule};
use skein_ir::ssa::{self, BlockId, Const, Return, Transfer, VarId};
use std::collections::{BTreeMap, HashSet};

impl<'m> Lower<'m> {
    /// Translates `decs`; `None` if they always raise.
    pub(crate) fn decs(&mut self, decs: &[Dec]) -> Option<()> {
        for d in decs {
            self.dec(d)?;
        }
        Some(())
    }

    fn dec(&mut self, d: &Dec) -> Option<()> {
        match d {
            Dec::Val { pat, exp, pat_ty, site } => {
                let x = self.exp(exp)?;
                if let mono::Pat::Var(v) = pat {
                    self.fb.env.insert(*v, x);
                    return Some(());
                }
                let leaves = self.compile_match(x, pat_ty, &[pat], MatchFailure::Bind(site.clone()));
                let leaf = leaves.into_iter().next()?;
                self.fb.switch_to(leaf.block);
                self.fb.env.extend(leaf.binds);
                Some(())
            }
            Dec::ValRec { binds } => {
                self.val_rec(binds);
                Some(())
            }
            // Exceptions are static names (see lib.rs).
            Dec::Exception { .. } => Some(()),
        }
    }

    /// Closure-converts one `val rec` group: known members become functions
    /// taking their free variables as parameters, escaping members closure
    /// functions whose closures are built once, after the group.
    fn val_rec(&mut self, binds: &[(mono::VarId, Exp)]) {
        let fvs = self.group_free_vars(binds);
        let mut ids = Vec::new();
        for ((v, _), fvs) in binds.iter().zip(fvs) {
            let name = self.var_name(*v);
            let func = self.reserve_function(&name);
            ids.push(func);
            self.funs.insert(*v, FunInfo { func, fvs, escaping: self.escaping.contains(v) });
        }
        for ((v, e), func) in binds.iter().zip(&ids) {
            if let Exp::Fn { param, param_ty, body, result_ty } = e {
                let info = self.funs[v].clone();
                self.function(*func, &self.var_name(*v), &info.fvs, info.escaping, Some(*v), *param, param_ty, body, result_ty);
            }
        }
        for (v, _) in binds {
            let info = self.funs[v].clone();
            if info.escaping {
                let env: Vec<VarId> = info.fvs.iter().map(|x| self.lookup(*x)).collect();
                let ty = self.ty(&self.var_ty(*v));
                let name = self.var_name(*v);
                let clo = self.emit(&name, ty, ssa::Exp::MakeClosure { func: info.func, env });
                self.fb.env.insert(*v, clo);
            }
        }
    }

    /// Translates the body of a function into `func`.
    #[allow(clippy::too_many_arguments)]
    fn function(&mut self, func: ssa::FuncId, name: &str, fvs: &[mono::VarId], escaping: bool, self_var: Option<mono::VarId>, param: mono::VarId, param_ty: &mono::Type, body: &Exp, result_ty: &mono::Type) {
        let saved = std::mem::replace(&mut self.fb, FnBuilder::new());
        let start = self.fb.new_block(Vec::new());
        self.fb.switch_to(start);
        let arg_ty = self.ty(param_ty);
        let result = self.ty(result_ty);
        let mut params = Vec::new();
        let mut env_tys = None;
        if escaping {
            let me = self.out.new_var("self", ssa::Type::closure(arg_ty.clone(), result.clone()));
            params.push(me);
            let mut tys = Vec::new();
            for (i, fv) in fvs.iter().enumerate() {
                let t = self.ty(&self.var_ty(*fv));
                tys.push(t.clone());
                let x = self.emit(&self.var_name(*fv), t, ssa::Exp::ClosureEnv { closure: me, func, index: i as u32 });
                self.fb.env.insert(*fv, x);
            }
            env_tys = Some(tys);
            self.fb.self_fun = self_var.map(|v| (v, me));
        } else {
            for fv in fvs {
                let x = self.fresh_like(*fv);
                params.push(x);
                self.fb.env.insert(*fv, x);
            }
        }
        let arg = self.out.new_var(self.var_name(param), arg_ty);
        params.push(arg);
        self.fb.env.insert(param, arg);
        self.tail(body);
        let fb = std::mem::replace(&mut self.fb, saved);
        self.finish_function(func, name, params, result, env_tys, fb);
    }

    /// Where the Mono variable `v` is in the current function.
    pub(crate) fn lookup(&mut self, v: mono::VarId) -> VarId {
        if let Some(x) = self.fb.env.get(&v) {
            return *x;
        }
        if let Some((me, x)) = self.fb.self_fun {
            if me == v {
                return x;
            }
        }
        if let Some(info) = self.funs.get(&v).cloned() {
            if info.escaping {
                // An escaping sibling inside its group: build its closure.
                let env: Vec<VarId> = info.fvs.iter().map(|x| self.lookup(*x)).collect();
                let ty = self.ty(&self.var_ty(v));
                return self.emit(&self.var_name(v), ty, ssa::Exp::MakeClosure { func: info.func, env });
            }
        }
        // Unbound (ill-formed input): a variable nothing defines.
        self.fresh_like(v)
    }

    pub(crate) fn tail(&mut self, e: &Exp) {
        if self.fb.handler.is_some() {
            if let Some(x) = self.exp(e) {
                self.fb.terminate(Transfer::Return(x));
            }
            return;
        }
        match e {
            Exp::App(f, a) if !matches!(**f, Exp::Prim { .. } | Exp::Fn { .. }) => {
                self.call(f, a, true);
            }
            Exp::App(f, a) if matches!(**f, Exp::Fn { .. }) => {
                if let Exp::Fn { param, body, .. } = &**f {
                    if let Some(x) = self.exp(a) {
                        self.fb.env.insert(*param, x);
                        self.tail(body);
                    }
                }
            }
            Exp::Let(decs, body) => {
                if self.decs(decs).is_some() {
                    self.tail(body);
                }
            }
            Exp::Case { scrut, scrut_ty, rules, failure, .. } => {
                if let Some(x) = self.exp(scrut) {
                    let leaves = self.compile_match(x, scrut_ty, &rules.iter().map(|r| &r.pat).collect::<Vec<_>>(), failure.clone());
                    for (rule, leaves) in group_leaves(leaves) {
                        self.enter_rule(&rules[rule], leaves);
                        self.tail(&rules[rule].exp);
                    }
                }
            }
            _ => {
                if let Some(x) = self.exp(e) {
                    self.fb.terminate(Transfer::Return(x));
                }
            }
        }
    }

    /// Positions the builder at the start of a rule's right-hand side, with
    /// its variables bound: the leaf itself when there is one, else a
    /// shared block taking the rule's variables that every leaf jumps to.
    fn enter_rule(&mut self, rule: &Rule, leaves: Vec<Leaf>) {
        if leaves.len() == 1 {
            let leaf = leaves.into_iter().next().unwrap_or_else(|| unreachable!());
            self.fb.switch_to(leaf.block);
            self.fb.env.extend(leaf.binds);
            return;
        }
        let mut vars = HashSet::new();
        pat_binds(&rule.pat, &mut vars);
        let mut vars: Vec<mono::VarId> = vars.into_iter().collect();
        vars.sort();
        let params: Vec<VarId> = vars.iter().map(|v| self.fresh_like(*v)).collect();
        let handler = self.fb.handler_of(leaves[0].block);
        let join = self.fb.new_block_with_handler(params.clone(), handler);
        for leaf in leaves {
            self.fb.switch_to(leaf.block);
            let args = vars.iter().map(|v| leaf.binds.iter().find(|(w, _)| w == v).map(|b| b.1).unwrap_or(params[0])).collect();
            self.fb.terminate(Transfer::Goto { dst: join, args });
        }
        self.fb.switch_to(join);
        for (v, p) in vars.into_iter().zip(params) {
            self.fb.env.insert(v, p);
        }
    }

    /// Ends the current block with a jump to the (lazily made) join block.
    fn goto_join(&mut self, join: &mut Option<BlockId>, handler: Option<BlockId>, ty: &ssa::Type, x: VarId) {
        let j = *join.get_or_insert_with(|| {
            let p = self.out.new_var("join", ty.clone());
            self.fb.new_block_with_handler(vec![p], handler)
        });
        self.fb.terminate(Transfer::Goto { dst: j, args: vec![x] });
    }

    /// Continues in the join block, if any arm reached it.
    fn continue_at(&mut self, join: Option<BlockId>) -> Option<VarId> {
        let j = join?;
        self.fb.switch_to(j);
        self.fb.param_of(j)
    }

    pub(crate) fn exp(&mut self, e: &Exp) -> Option<VarId> {
        match e {
            Exp::Var(v) => Some(self.lookup(*v)),
            Exp::Lit(l, t) => Some(self.lit(l, t)),
            Exp::Con { con, arg } => {
                let a = match arg {
                    Some(a) => Some(self.exp(a)?),
                    None => None,
                };
                let ty = self.ty(&con.ty);
                let exp = match (&con.ty, a) {
                    (mono::Type::Prim(PrimTyCon::Ref, _), Some(a)) => ssa::Exp::Ref(a),
                    (mono::Type::Data(d), a) => ssa::Exp::Con { data: ssa::DataId(d.0), index: con.index, arg: a },
                    (_, a) => ssa::Exp::Con { data: ssa::DataId(u32::MAX), index: con.index, arg: a },
                };
                Some(self.emit("c", ty, exp))
            }
            Exp::Exn { exn, arg } => {
                let a = match arg {
                    Some(a) => Some(self.exp(a)?),
                    None => None,
                };
                Some(self.emit("e", ssa::Type::Exn, ssa::Exp::Exn { exn: ssa::ExnId(exn.0), arg: a }))
            }
            Exp::Record(fields) => {
                let mut vals = BTreeMap::new();
                let mut tys = BTreeMap::new();
                for (l, fe) in fields {
                    let x = self.exp(fe)?;
                    tys.insert(l.clone(), self.out.ty(x).clone());
                    vals.insert(l.clone(), x);
                }
                let ty = ssa::Type::Tuple(tys.into_values().collect());
                Some(self.emit("t", ty, ssa::Exp::Tuple(vals.into_values().collect())))
            }
            Exp::Select { label, record, record_ty } => {
                let r = self.exp(record)?;
                let (index, fty) = match record_ty {
                    mono::Type::Record(fs) => fs.iter().enumerate().find(|(_, (l, _))| l == label).map(|(i, (_, t))| (i as u32, self.ty(t))).unwrap_or((u32::MAX, ssa::Type::unit())),
                    _ => (u32::MAX, ssa::Type::unit()),
                };
                Some(self.emit(&format!("f{}", label), fty, ssa::Exp::Select { tuple: r, index }))
            }
            Exp::App(f, a) => match &**f {
                Exp::Prim { name, ty } => {
                    let (arg_ty, res_ty) = match ty {
                        mono::Type::Arrow(a, b) => ((**a).clone(), (**b).clone()),
                        _ => (mono::Type::unit(), mono::Type::unit()),
                    };
                    let args = self.prim_args(a, &arg_ty)?;
                    let rt = self.ty(&res_ty);
                    Some(self.emit("p", rt, ssa::Exp::Prim { name: name.clone(), args }))
                }
                Exp::Fn { param, body, .. } => {
                    let x = self.exp(a)?;
                    self.fb.env.insert(*param, x);
                    self.exp(body)
                }
                _ => self.call(f, a, false),
            },
            Exp::Fn { param, param_ty, body, result_ty } => {
                let fvs: Vec<mono::VarId> = self.free_vars(e).into_iter().collect();
                let func = self.reserve_function("fn");
                self.function(func, "fn", &fvs, true, None, *param, param_ty, body, result_ty);
                let env = fvs.iter().map(|v| self.lookup(*v)).collect();
                let ty = ssa::Type::closure(self.ty(param_ty), self.ty(result_ty));
                Some(self.emit("clo", ty, ssa::Exp::MakeClosure { func, env }))
            }
            Exp::Prim { name, ty } => Some(self.eta_prim(name, ty)),
            Exp::Let(decs, body) => {
                self.decs(decs)?;
                self.exp(body)
            }
            Exp::Case { scrut, scrut_ty, rules, failure, result_ty } => {
                let x = self.exp(scrut)?;
                let handler = self.fb.handler;
                let rt = self.ty(result_ty);
                let leaves = self.compile_match(x, scrut_ty, &rules.iter().map(|r| &r.pat).collect::<Vec<_>>(), failure.clone());
                let mut join = None;
                for (rule, leaves) in group_leaves(leaves) {
                    self.enter_rule(&rules[rule], leaves);
                    if let Some(v) = self.exp(&rules[rule].exp) {
                        self.goto_join(&mut join, handler, &rt, v);
                    }
                }
                self.continue_at(join)
            }
            Exp::Raise { exn, .. } => {
                let x = self.exp(exn)?;
                self.fb.terminate(Transfer::Raise(x));
                None
            }
            Exp::Handle { body, rules, ty } => {
                let outer = self.fb.handler;
                let rt = self.ty(ty);
                let e = self.out.new_var("exn", ssa::Type::Exn);
                let h = self.fb.new_block_with_handler(vec![e], outer);
                self.fb.handler = Some(h);
                let b = self.fb.new_block(Vec::new());
                self.fb.terminate(Transfer::Goto { dst: b, args: Vec::new() });
                self.fb.switch_to(b);
                let v = self.exp(body);
                self.fb.handler = outer;
                let mut join = None;
                if let Some(v) = v {
                    self.goto_join(&mut join, outer, &rt, v);
                }
                self.fb.switch_to(h);
                let leaves = self.compile_match(e, &mono::Type::exn(), &rules.iter().map(|r| &r.pat).collect::<Vec<_>>(), MatchFailure::Reraise);
                for (rule, leaves) in group_leaves(leaves) {
                    self.enter_rule(&rules[rule], leaves);
                    if let Some(v) = self.exp(&rules[rule].exp) {
                        self.goto_join(&mut join, outer, &rt, v);
                    }
                }
                self.continue_at(join)
            }
        }
    }

    /// `f a` where `f` is not a primitive: a direct call when `f` is a
    /// `val rec` function, else a call through the closure.
    fn call(&mut self, f: &Exp, a: &Exp, tail: bool) -> Option<VarId> {
        let known = match f {
            Exp::Var(v) => self.funs.get(v).cloned().map(|i| (*v, i)),
            _ => None,
        };
        let (callee, args, result) = match known {
            Some((v, info)) => {
                let mut args: Vec<VarId> = if info.escaping { vec![self.lookup(v)] } else { info.fvs.iter().map(|x| self.lookup(*x)).collect() };
                args.push(self.exp(a)?);
                (Ok(info.func), args, self.out.func(info.func).result.clone())
            }
            None => {
                let c = self.exp(f)?;
                let x = self.exp(a)?;
                let result = match self.out.ty(c) {
                    ssa::Type::Closure(_, r) => (**r).clone(),
                    _ => ssa::Type::unit(),
                };
                (Err(c), vec![x], result)
            }
        };
        // A known function still being built has its result type set only
        // when finished; take it from the Mono type instead.
        let result = match f {
            Exp::Var(v) => match self.ty(&self.var_ty(*v)) {
                ssa::Type::Closure(_, r) => *r,
                _ => result,
            },
            _ => result,
        };
        let (ret, k) = if tail && self.fb.handler.is_none() {
            (Return::Tail, None)
        } else {
            let r = self.out.new_var("r", result);
            let k = self.fb.new_block(vec![r]);
            (Return::To(k), Some((k, r)))
        };
        let t = match callee {
            Ok(func) => Transfer::Call { func, args, ret },
            Err(closure) => Transfer::CallClosure { closure, arg: args[0], ret },
        };
        self.fb.terminate(t);
        let (k, r) = k?;
        self.fb.switch_to(k);
        Some(r)
    }

    /// The components of a primitive's argument: the fields of a record
    /// argument (evaluated directly when written as a record), else the
    /// argument itself.
    fn prim_args(&mut self, a: &Exp, arg_ty: &mono::Type) -> Option<Vec<VarId>> {
        match (a, arg_ty) {
            (Exp::Record(fields), _) => {
                let mut vals = BTreeMap::new();
                for (l, fe) in fields {
                    vals.insert(l.clone(), self.exp(fe)?);
                }
                Some(vals.into_values().collect())
            }
            (_, mono::Type::Record(fs)) => {
                let x = self.exp(a)?;
                Some(self.components(x, fs))
            }
            _ => Some(vec![self.exp(a)?]),
        }
    }

    fn components(&mut self, x: VarId, fs: &[(mono::Label, mono::Type)]) -> Vec<VarId> {
        let mut out = Vec::new();
        for (i, (l, t)) in fs.iter().enumerate() {
            let st = self.ty(t);
            out.push(self.emit(&format!("f{}", l), st, ssa::Exp::Select { tuple: x, index: i as u32 }));
        }
        out
    }

    /// A primitive used as a value: a closure of `fn x => prim x`.
    fn eta_prim(&mut self, name: &str, ty: &mono::Type) -> VarId {
        let (a, b) = match ty {
            mono::Type::Arrow(a, b) => ((**a).clone(), (**b).clone()),
            _ => (mono::Type::unit(), mono::Type::unit()),
        };
        let func = self.reserve_function(name);
        let saved = std::mem::replace(&mut self.fb, FnBuilder::new());
        let start = self.fb.new_block(Vec::new());
        self.fb.switch_to(start);
        let (at, bt) = (self.ty(&a), self.ty(&b));
        let me = self.out.new_var("self", ssa::Type::closure(at.clone(), bt.clone()));
        let x = self.out.new_var("x", at);
        let args = match &a {
            mono::Type::Record(fs) => self.components(x, fs),
            _ => vec![x],
        };
        let r = self.emit("p", bt.clone(), ssa::Exp::Prim { name: name.into(), args });
        self.fb.terminate(Transfer::Return(r));
        let fb = std::mem::replace(&mut self.fb, saved);
        self.finish_function(func, name, vec![me, x], bt, Some(Vec::new()), fb);
        let ty = self.ty(ty);
        self.emit("prim", ty, ssa::Exp::MakeClosure { func, env: Vec::new() })
    }

    fn lit(&mut self, l: &Lit, t: &mono::Type) -> VarId {
        let ty = self.ty(t);
        if let (Lit::Real(s), mono::Type::Prim(PrimTyCon::Other("real32"), _)) = (l, t) {
            return self.emit("k", ty, ssa::Exp::Const(Const::Real(real32_literal(s))));
        }
        let c = match (l, &ty) {
            (Lit::Int(s), ssa::Type::Int) => match s.replace('~', "-").parse() {
                Ok(n) => Const::Int(n),
                Err(_) => Const::BigInt(s.clone()),
            },
            (Lit::Word(_), ssa::Type::Word | ssa::Type::Word8) => Const::Word(lit_word(l)),
            // Word64/Word32/Word16 and Int64/Int32/... are `Other` types kept
            // in 64 bits (codegen's `other_int`).
            (Lit::Word(_) | Lit::Int(_), ssa::Type::Other(n)) if n.starts_with("word") => Const::Word(lit_word(l)),
            (Lit::Int(s), ssa::Type::Other(n)) if n.starts_with("int") && n != "intinf" => match s.replace('~', "-").parse() {
                Ok(n) => Const::Int(n),
                Err(_) => Const::BigInt(s.clone()),
            },
            (Lit::Int(s) | Lit::Word(s), _) => {
                let _ = lit_int(l);
                Const::BigInt(s.clone())
            }
            (Lit::Real(s), _) => Const::Real(s.clone()),
            (Lit::Char(c), _) => Const::Char(*c),
            (Lit::String(s), _) => return self.string_const(s.clone()),
        };
        self.emit("k", ty, ssa::Exp::Const(c))
    }

    /// A string constant: static data, hoisted to the globals.
    pub(crate) fn string_const(&mut self, s: Vec<u8>) -> VarId {
        let v = self.out.new_var("s", ssa::Type::String);
        self.out.globals.push(ssa::Statement { var: v, exp: ssa::Exp::Const(Const::String(s)) });
        v
    }
}

/// Leaves grouped by rule, in rule order (rules without leaves are
/// redundant and dropped).
fn group_leaves(leaves: Vec<Leaf>) -> Vec<(usize, Vec<Leaf>)> {
    let mut by: BTreeMap<usize, Vec<Leaf>> = BTreeMap::new();
    for l in leaves {
        by.entry(l.rule).or_default().push(l);
    }
    by.into_iter().collect()
}

/// A real literal at type Real32.real: the decimal text rounded once to
/// single precision (Rust's f32 parsing rounds correctly), written back as
/// a decimal that the C compiler reads as exactly that double.
fn real32_literal(text: &str) -> String {
    let t = text.replace('~', "-");
    match t.parse::<f32>() {
        Ok(x) if x.is_finite() => format!("{:e}", x as f64),
        Ok(x) if x > 0.0 => "1e999".into(),
        Ok(_) => "-1e999".into(),
        Err(_) => text.to_string(),
    }
}
