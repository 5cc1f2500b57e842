//! Pass `loop-closures`: a closure handed to a `ForkJoin` loop primitive
//! (`parform`'s body, `reducem`'s block), or used only as `self` of direct
//! calls of its function (a sequential loop's body), that holds, in its
//! environment, another closure built by the same function gets a copy of
//! its function that builds that closure itself, from the inner closure's
//! environment carried in its own.
//!
//! `ForkJoin.reducem g z (lo, hi) f` (basis/fork-join.sml) hands the
//! runtime `block`, a closure whose loop calls `g` and `f`.  Inlined at a
//! call site, `f` is typically `fn i => ... h ...` for a local `h`: a
//! closure built in the caller, so inside `block` it was a value read from
//! the environment, called through its code pointer every iteration, and
//! its result (a tuple, for a reduction of several sums) could not be
//! taken apart.  In the copy, `f` is `closure fn#k [h]` built in the
//! block function itself: `known-calls` makes the calls direct, `inline`
//! inlines the body, and the closure is dead.  The sequential elision
//! (a plain loop) gets the same treatment from `inline` directly.
//!
//! The same for a slot holding a global closure (the copy reads the
//! global: `op+` given to two reductions is two globals, so the shared
//! block function could not know it) and for a tuple built next to the
//! outer closure (a reduction's identity `(0, 0, 0)`: its components
//! join the environment, `closure-consts` makes them constants, and gcc
//! then knows the accumulator's first value).
//!
//! Conditions, so that only the copy's own code reads the closure's
//! environment: the outer closure is used once (by the primitive, which
//! only calls it); its function reads `self` only through `ClosureEnv`;
//! no `ClosureEnv` of the function is read elsewhere; the inner closure or
//! tuple is built in the same function as the outer one; the function is
//! at most `LIMIT` in size.  One copy per (function, slot, inner); a
//! round handles one slot per closure, and rounds repeat for closures
//! holding several.  When anything changed, `known-calls`, `inline` and
//! `simplify` run again (the pass list has no round after this one);
//! `flatten-block-tuples` then takes a tuple accumulator apart.

use super::rewrite::{copy_blocks, global_closures, size};
use super::{closconst, inline, known, simplify};
use skein_ir::ssa::{exp_uses, transfer_uses, Exp, FuncId, Function, Program, Statement, Transfer, Type, VarId};
use std::collections::HashMap;

/// Largest function copied (statements and blocks, `rewrite::size`).
const LIMIT: usize = 200;
const ROUNDS: usize = 4;
/// Largest tuple moved into a copy's environment.
const MAX_TUPLE: usize = 8;
/// Largest function inlined into a copy (its loop calls `f` and `g` every
/// iteration; see `inline::inline_into`).
const INLINE_LIMIT: usize = 40;

pub fn loop_closures(mut p: Program) -> Program {
    let mut copies = Vec::new();
    for _ in 0..ROUNDS {
        let made = round(&mut p);
        if made.is_empty() {
            break;
        }
        copies.extend(made);
    }
    if copies.is_empty() {
        return p;
    }
    // The copies' new slots may hold constants (`counter 40`'s bound) and
    // globals; then simplify: a slot read as a global is a copy of it
    // until then.
    // A copy made in a later round builds a closure that an inlined body
    // (one inlined after the rounds) calls: rounds of known-calls and
    // inlining go on while they make calls direct (ROUNDS at most).
    p = closconst::closure_consts(p);
    p = simplify::simplify(p);
    known::known_calls_counted(&mut p);
    for _ in 0..ROUNDS {
        inline::inline_into(&mut p, &copies, INLINE_LIMIT);
        p = inline::inline(p);
        p = simplify::simplify(p);
        if known::known_calls_counted(&mut p) == 0 {
            break;
        }
    }
    p
}

/// The loop primitives' closure arguments (index into the arguments).
fn loop_closure_args(name: &str) -> &'static [usize] {
    match name {
        "ForkJoin.parform" => &[2],
        "ForkJoin.reducem" => &[4],
        _ => &[],
    }
}

/// One round: the copies made (empty when nothing changed).
fn round(p: &mut Program) -> Vec<FuncId> {
    // Use counts, and the functions whose environment is read other than
    // by themselves through `self`.
    let mut uses: HashMap<VarId, usize> = HashMap::new();
    let mut foreign_env_reads: Vec<bool> = vec![false; p.functions.len()];
    for (fi, f) in p.functions.iter().enumerate() {
        let me = f.params.first().copied();
        for b in &f.blocks {
            for s in &b.stmts {
                exp_uses(&s.exp, |v| *uses.entry(v).or_default() += 1);
                if let Exp::ClosureEnv { closure, func, .. } = &s.exp {
                    if func.0 as usize != fi || Some(*closure) != me {
                        foreign_env_reads[func.0 as usize] = true;
                    }
                }
            }
            transfer_uses(&b.transfer, |v| *uses.entry(v).or_default() += 1);
        }
    }
    for s in &p.globals {
        exp_uses(&s.exp, |v| *uses.entry(v).or_default() += 1);
        if let Exp::ClosureEnv { func, .. } = &s.exp {
            foreign_env_reads[func.0 as usize] = true;
        }
    }
    // Candidates: (function, block and statement of the outer closure,
    // slot, inner closure).
    let global_closures = global_closures(p);
    let mut sites = Vec::new();
    for (fi, f) in p.functions.iter().enumerate() {
        let mut made: HashMap<VarId, (FuncId, &Vec<VarId>, usize, usize)> = HashMap::new();
        let mut tuples: HashMap<VarId, usize> = HashMap::new();
        for (bi, b) in f.blocks.iter().enumerate() {
            for (si, s) in b.stmts.iter().enumerate() {
                match &s.exp {
                    Exp::MakeClosure { func, env } => {
                        made.insert(s.var, (*func, env, bi, si));
                    }
                    Exp::Tuple(xs) if !xs.is_empty() && xs.len() <= MAX_TUPLE => {
                        tuples.insert(s.var, xs.len());
                    }
                    _ => {}
                }
            }
        }
        for s in f.blocks.iter().flat_map(|b| &b.stmts) {
            let Exp::Prim { name, args } = &s.exp else { continue };
            for &ai in loop_closure_args(name) {
                let Some(c) = args.get(ai) else { continue };
                let Some(&(outer, env, bi, si)) = made.get(c) else { continue };
                if uses.get(c) != Some(&1) || foreign_env_reads[outer.0 as usize] || !copyable(p.func(outer)) {
                    continue;
                }
                let inner = |v: &VarId| match made.get(v) {
                    Some(&(g, ..)) => Some(Inner::Local(g)),
                    None if global_closures.contains_key(v) => Some(Inner::Global(*v)),
                    None => tuples.get(v).map(|n| Inner::Tuple(*n)),
                };
                if let Some((slot, g)) = env.iter().enumerate().find_map(|(i, v)| inner(v).map(|g| (i, g))) {
                    sites.push((fi, bi, si, slot, g));
                }
            }
        }
        // Closures used only as `self` of direct calls of their function
        // (a sequential loop calling a `fn i => ... f i ...` built next to
        // it): the same, when the copy's new inner closure or tuple is
        // only called or selected from, so that it folds away.
        let mut self_calls: HashMap<VarId, usize> = HashMap::new();
        for b in &f.blocks {
            if let Transfer::Call { func, args, .. } = &b.transfer {
                if let Some(c) = args.first().filter(|c| made.get(*c).is_some_and(|m| m.0 == *func)) {
                    *self_calls.entry(*c).or_default() += 1;
                }
            }
        }
        // In variable order: the map's order differs between runs.
        let mut self_calls: Vec<(VarId, usize)> = self_calls.into_iter().collect();
        self_calls.sort_unstable();
        for (c, n) in self_calls {
            let &(outer, env, bi, si) = &made[&c];
            if uses.get(&c) != Some(&n) || foreign_env_reads[outer.0 as usize] || !copyable(p.func(outer)) {
                continue;
            }
            let inner = |i: usize, v: &VarId| {
                let g = match made.get(v) {
                    Some(&(g, ..)) => Inner::Local(g),
                    None if global_closures.contains_key(v) => Inner::Global(*v),
                    None => Inner::Tuple(*tuples.get(v)?),
                };
                folds_away(p.func(outer), i, g).then_some(g)
            };
            if let Some((slot, g)) = env.iter().enumerate().find_map(|(i, v)| inner(i, v).map(|g| (i, g))) {
                sites.push((fi, bi, si, slot, g));
            }
        }
    }
    if sites.is_empty() {
        return Vec::new();
    }
    let mut copies: HashMap<(FuncId, usize, Inner), FuncId> = HashMap::new();
    for (fi, bi, si, slot, g) in sites {
        let Exp::MakeClosure { func: outer, env } = p.functions[fi].blocks[bi].stmts[si].exp.clone() else { continue };
        let inner_env = match g {
            Inner::Global(_) => Vec::new(),
            Inner::Local(_) | Inner::Tuple(_) => match p.functions[fi].blocks.iter().flat_map(|b| &b.stmts).find(|s| s.var == env[slot]).map(|s| &s.exp) {
                Some(Exp::MakeClosure { env, .. } | Exp::Tuple(env)) => env.clone(),
                _ => continue,
            },
        };
        let copy = match copies.get(&(outer, slot, g)) {
            Some(c) => *c,
            None => {
                let c = copy_with_inner_closure(p, outer, slot, g);
                copies.insert((outer, slot, g), c);
                c
            }
        };
        let mut new_env = env.clone();
        new_env.remove(slot);
        new_env.extend(inner_env);
        let c = p.functions[fi].blocks[bi].stmts[si].var;
        p.functions[fi].blocks[bi].stmts[si].exp = Exp::MakeClosure { func: copy, env: new_env };
        // Direct calls with it as `self` go to the copy.
        for b in &mut p.functions[fi].blocks {
            if let Transfer::Call { func, args, .. } = &mut b.transfer {
                if *func == outer && args.first() == Some(&c) {
                    *func = copy;
                }
            }
        }
    }
    // In the order they were made: `inline_into` then visits them, and
    // so numbers its fresh variables, the same way in every run (the
    // map's order differed between runs, and with it the generated C,
    // which the executable cache hashes).
    let mut made: Vec<FuncId> = copies.into_values().collect();
    made.sort();
    made
}

/// In closure function `f`, is the value read from slot `slot` only
/// called (a closure) or only selected from (a tuple), so that once the
/// copy builds it itself, `known-calls` and `inline` (or `simplify`)
/// leave nothing of it to allocate at each call?
fn folds_away(f: &Function, slot: usize, inner: Inner) -> bool {
    let Some(&me) = f.params.first() else { return false };
    let reads: Vec<VarId> = f
        .blocks
        .iter()
        .flat_map(|b| &b.stmts)
        .filter(|s| matches!(s.exp, Exp::ClosureEnv { closure, index, .. } if closure == me && index as usize == slot))
        .map(|s| s.var)
        .collect();
    let mut ok = true;
    for b in &f.blocks {
        for s in &b.stmts {
            match (&s.exp, inner) {
                (Exp::Select { .. }, Inner::Tuple(_)) => {}
                (e, _) => exp_uses(e, |v| ok &= !reads.contains(&v)),
            }
        }
        match &b.transfer {
            Transfer::CallClosure { arg, .. } if !matches!(inner, Inner::Tuple(_)) => ok &= !reads.contains(arg),
            t => transfer_uses(t, |v| ok &= !reads.contains(&v)),
        }
    }
    ok
}

/// Can closure function `f` be copied with a different environment: it
/// reads `self` only through `ClosureEnv` (no self-calls, no escape), and
/// it is small?
fn copyable(f: &Function) -> bool {
    let (Some(&me), Some(_)) = (f.params.first(), f.env.as_ref()) else { return false };
    if size(f) > LIMIT {
        return false;
    }
    let mut ok = true;
    for b in &f.blocks {
        ok &= !b.params.contains(&me);
        for s in &b.stmts {
            if !matches!(s.exp, Exp::ClosureEnv { .. }) {
                exp_uses(&s.exp, |v| ok &= v != me);
            }
        }
        transfer_uses(&b.transfer, |v| ok &= v != me);
    }
    ok
}

/// What an outer closure holds in the slot a copy resolves.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Inner {
    /// A closure of this function built next to the outer one: the copy
    /// builds it from its environment, appended to the outer one's.
    Local(FuncId),
    /// A global closure: the copy reads the global.
    Global(VarId),
    /// A tuple of this many components built next to the outer closure
    /// (a reduction's identity `(0, 0, 0)`): the copy builds it from its
    /// components, appended to the outer closure's environment, so that
    /// constant components are constants in the copy (`closure-consts`).
    Tuple(usize),
}

/// A copy of closure function `outer` whose environment lacks slot `slot`
/// (and, for a local inner closure, ends with that closure's environment);
/// where `outer` read the slot, the copy builds the closure or reads the
/// global.
fn copy_with_inner_closure(p: &mut Program, outer: FuncId, slot: usize, inner: Inner) -> FuncId {
    let src = p.func(outer).clone();
    let inner_tys = match inner {
        Inner::Local(g) => p.func(g).env.clone().unwrap_or_default(),
        Inner::Global(_) => Vec::new(),
        Inner::Tuple(_) => match &src.env.as_ref().and_then(|e| e.get(slot)) {
            Some(Type::Tuple(ts)) => ts.clone(),
            _ => Vec::new(),
        },
    };
    let mut env_tys = src.env.clone().unwrap_or_default();
    env_tys.remove(slot);
    let base = env_tys.len() as u32;
    env_tys.extend(inner_tys.iter().cloned());
    let copy = FuncId(p.functions.len() as u32);
    let params: Vec<VarId> = src.params.iter().map(|v| {
        let info = p.var(*v).clone();
        p.new_var(info.name, info.ty)
    }).collect();
    let map: HashMap<VarId, VarId> = src.params.iter().copied().zip(params.iter().copied()).collect();
    let mut blocks = copy_blocks(p, &src, 0, &map, None, &mut |t| t);
    let me = params[0];
    for b in &mut blocks {
        let mut stmts = Vec::with_capacity(b.stmts.len());
        for s in std::mem::take(&mut b.stmts) {
            match s.exp {
                Exp::ClosureEnv { closure, func, index } if closure == me && func == outer => {
                    let index = index as usize;
                    if index == slot {
                        let mut ys = Vec::new();
                        for (t, ty) in inner_tys.iter().enumerate() {
                            let y = p.new_var("env", ty.clone());
                            stmts.push(Statement { var: y, exp: Exp::ClosureEnv { closure: me, func: copy, index: base + t as u32 } });
                            ys.push(y);
                        }
                        let exp = match inner {
                            Inner::Global(v) => Exp::Var(v),
                            Inner::Local(g) => Exp::MakeClosure { func: g, env: ys },
                            Inner::Tuple(_) => Exp::Tuple(ys),
                        };
                        stmts.push(Statement { var: s.var, exp });
                    } else {
                        let index = if index > slot { index - 1 } else { index } as u32;
                        stmts.push(Statement { var: s.var, exp: Exp::ClosureEnv { closure: me, func: copy, index } });
                    }
                }
                exp => stmts.push(Statement { var: s.var, exp }),
            }
        }
        b.stmts = stmts;
    }
    p.functions.push(Function { name: src.name.clone(), params, result: src.result.clone(), env: Some(env_tys), start: src.start, blocks });
    copy
}
