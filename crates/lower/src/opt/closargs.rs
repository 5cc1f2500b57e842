//! Pass `closure-args`: a direct call that passes a closure its caller
//! builds (`closure g [e...]`, perhaps holding closures the caller builds
//! too) goes to a copy of the callee that takes the environment values
//! instead and builds the closure itself, when the callee calls that
//! parameter or puts it in a closure of its own.
//!
//! MPL-style library code is curried and higher-order:
//! `filterRange (lo, hi) f p` hands `p` to the bodies of its
//! `ForkJoin.parfor` loops.  Called from two sites with two predicates,
//! the function stayed one, and inside it `p` was a parameter: the loop
//! bodies held it in their environments and called it through its code
//! pointer at every element (bench quickhull's filters; the sequential
//! elision got its direct calls from `specialise`, its loops being
//! ordinary recursion).  In the copy `p` is `closure g [...]` built in the
//! copy itself, so `known-calls`/`inline` make its calls direct and
//! `loop-closures` gives the loop bodies copies that build it too.
//!
//! A closure of the callee's own function passed as its `self` (a curried
//! function's partial application called at once) is taken apart the same
//! way, so the copy is an ordinary function (no environment); it must be,
//! for a callee with an environment, or the site keeps its call.  Closures
//! inside an environment are taken apart down to `DEPTH` levels
//! (`filter p a` passes `fn i => p (sub (a, i))`, which holds `p`).
//! Closures have no identity that SML can observe, so building one again
//! changes nothing but the allocation (one per call of the copy, where the
//! caller's usually becomes dead); so recursive callees (loops, whose
//! copy would build them at every turn) are left to `specialise`.  One
//! copy per (callee, shape of its arguments); copies' own calls are
//! rewritten too; at most `BUDGET` copies, of functions of at most
//! `LIMIT` (statements and blocks).

use super::rewrite::{copy_blocks, fresh_like, size};
use super::specialise::aliases;
use skein_ir::ssa::{Block, BlockId, Exp, FuncId, Function, Program, Statement, Transfer, VarId};
use std::collections::HashMap;

const LIMIT: usize = 200;
const BUDGET: usize = 48;
/// Closures inside environments taken apart, levels below the argument.
const DEPTH: usize = 3;

/// What a call site passes for a parameter: a value, or a closure the
/// caller builds, of function `g`, with what it passes for each slot.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Shape {
    Value,
    Closure(FuncId, Vec<Shape>),
}

pub fn closure_args(mut p: Program) -> Program {
    let mut copies: HashMap<(FuncId, Vec<Shape>), FuncId> = HashMap::new();
    let mut ci = 0;
    while ci < p.functions.len() {
        let made: HashMap<VarId, (FuncId, Vec<VarId>)> = p.functions[ci]
            .blocks
            .iter()
            .flat_map(|b| &b.stmts)
            .filter_map(|s| match &s.exp {
                Exp::MakeClosure { func, env } => Some((s.var, (*func, env.clone()))),
                _ => None,
            })
            .collect();
        let blocks = if made.is_empty() { 0 } else { p.functions[ci].blocks.len() };
        for bi in 0..blocks {
            let Transfer::Call { func, args, ret } = &p.functions[ci].blocks[bi].transfer else { continue };
            let (callee, args, ret) = (*func, args.clone(), ret.clone());
            if callee == p.main || callee.0 as usize >= p.functions.len() {
                continue;
            }
            let f = &p.functions[callee.0 as usize];
            if size(f) > LIMIT || f.params.len() != args.len() || !f.blocks[f.start.0 as usize].params.is_empty() || recursive(&p, callee) {
                continue;
            }
            let shapes: Vec<Shape> = args
                .iter()
                .enumerate()
                .map(|(j, a)| if (j == 0 && f.env.is_some()) || gains(f, f.params[j]) { shape(&made, *a, DEPTH) } else { Shape::Value })
                .collect();
            if f.env.is_some() && !matches!(&shapes[0], Shape::Closure(g, _) if *g == callee) {
                continue;
            }
            if shapes.iter().all(|s| *s == Shape::Value) {
                continue;
            }
            let key = (callee, shapes);
            let copy = match copies.get(&key) {
                Some(c) => *c,
                None if copies.len() < BUDGET => {
                    let c = copy_for(&mut p, callee, &key.1);
                    copies.insert(key.clone(), c);
                    c
                }
                None => continue,
            };
            let mut new_args = Vec::new();
            for (s, a) in key.1.iter().zip(&args) {
                leaves(&made, s, *a, &mut new_args);
            }
            p.functions[ci].blocks[bi].transfer = Transfer::Call { func: copy, args: new_args, ret };
        }
        ci += 1;
    }
    p
}

/// Whether `f` calls itself, directly or from a closure it builds (a loop,
/// a divide-and-conquer `par`): `specialise` copies those, and a copy
/// made here would build its closures again at every turn.
fn recursive(p: &Program, f: FuncId) -> bool {
    let calls_f = |g: &Function| g.blocks.iter().any(|b| matches!(&b.transfer, Transfer::Call { func, .. } if *func == f));
    let func = p.func(f);
    calls_f(func)
        || func.blocks.iter().flat_map(|b| &b.stmts).any(|s| matches!(&s.exp, Exp::MakeClosure { func: g, .. } if (g.0 as usize) < p.functions.len() && calls_f(p.func(*g))))
}

/// Whether `f` calls its parameter `x` (or a block parameter that always
/// holds it) or puts it in a closure: what a copy that builds it gains on.
fn gains(f: &Function, x: VarId) -> bool {
    let same = aliases(f, x);
    f.blocks.iter().any(|b| {
        matches!(&b.transfer, Transfer::CallClosure { closure, .. } if same.contains(closure))
            || b.stmts.iter().any(|s| matches!(&s.exp, Exp::MakeClosure { env, .. } if env.iter().any(|v| same.contains(v))))
    })
}

/// What `v` is at the site: a closure built by the caller (`made`) with a
/// nonempty environment, down to `depth` levels of closures in it.
fn shape(made: &HashMap<VarId, (FuncId, Vec<VarId>)>, v: VarId, depth: usize) -> Shape {
    match made.get(&v) {
        Some((g, env)) if depth > 0 && !env.is_empty() => Shape::Closure(*g, env.iter().map(|e| shape(made, *e, depth - 1)).collect()),
        _ => Shape::Value,
    }
}

/// The arguments the copy takes for `v` of shape `s`: `v` itself, or the
/// leaves of the closures it is built of, in order.
fn leaves(made: &HashMap<VarId, (FuncId, Vec<VarId>)>, s: &Shape, v: VarId, out: &mut Vec<VarId>) {
    match s {
        Shape::Value => out.push(v),
        Shape::Closure(_, subs) => {
            let env = &made[&v].1;
            for (sub, e) in subs.iter().zip(env) {
                leaves(made, sub, *e, out);
            }
        }
    }
}

/// Appends the copy of `f` for arguments of `shapes`: its parameters are
/// the leaves, and a new entry block builds the closures.
fn copy_for(p: &mut Program, f: FuncId, shapes: &[Shape]) -> FuncId {
    let src = p.functions[f.0 as usize].clone();
    let mut params = Vec::new();
    let mut prologue = Vec::new();
    let mut map = HashMap::new();
    for (&v, s) in src.params.iter().zip(shapes) {
        let nv = fresh_like(p, &[v])[0];
        match s {
            Shape::Value => params.push(nv),
            Shape::Closure(..) => build(p, s, nv, &mut params, &mut prologue),
        }
        map.insert(v, nv);
    }
    let mut blocks = copy_blocks(p, &src, 0, &map, None, &mut |t| t);
    // A new entry block builds the closures once, even where the old one
    // is jumped to again.
    let start = BlockId(blocks.len() as u32);
    blocks.push(Block { params: Vec::new(), stmts: prologue, transfer: Transfer::Goto { dst: src.start, args: Vec::new() }, handler: None });
    let copy = FuncId(p.functions.len() as u32);
    p.functions.push(Function { name: src.name.clone(), params, result: src.result.clone(), env: None, start, blocks });
    copy
}

/// Statements building `into`, a closure of shape `s`, from new
/// parameters (pushed to `params`) and closures built first.
fn build(p: &mut Program, s: &Shape, into: VarId, params: &mut Vec<VarId>, prologue: &mut Vec<Statement>) {
    let Shape::Closure(g, subs) = s else { return };
    let types = p.func(*g).env.clone().unwrap_or_default();
    let mut env = Vec::new();
    for (sub, ty) in subs.iter().zip(types) {
        let v = p.new_var("env", ty);
        match sub {
            Shape::Value => params.push(v),
            Shape::Closure(..) => build(p, sub, v, params, prologue),
        }
        env.push(v);
    }
    prologue.push(Statement { var: into, exp: Exp::MakeClosure { func: *g, env } });
}
