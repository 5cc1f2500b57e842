//! Pass `known-calls`: turns calls through closures whose function is known
//! into direct calls, after making as many closures known as it cheaply can.
//!
//! The basis binds primitives and many helpers as values (`val op = =
//! _prim "poly_equal"`), so lowering makes closures of them and lambda
//! lifting passes those closures to every function that uses them; an
//! `i = 0` in a loop is then a call through a closure.  Three steps, to a
//! fixpoint:
//! 1. A closure with an empty environment (`closure f []`) is a constant:
//!    it moves to the globals (built once, before `main`).
//! 2. A parameter of a known function (not `main`) that every call site
//!    passes the same global (or, in a call from the function itself, the
//!    parameter itself) is replaced by that global and dropped; likewise an
//!    environment slot that every `closure f [...]` fills with the same
//!    global is read as that global, and the slot is dropped from the
//!    environment.
//! 3. `call* c(a)` where `c` is defined by `closure f [...]` (a global or a
//!    statement of the same function) becomes `call f(c, a)`.
//!
//! Invariants: only variables defined by a global statement are
//! substituted for parameters (globals are visible everywhere, so the
//! result still satisfies the dominance rule); call sites and parameters
//! change together, so arities stay consistent.

use super::dce::reachable;
use super::rewrite::{call_sites, closure_made, defs, rename_uses};
use skein_ir::ssa::{Exp, FuncId, Program, Statement, Transfer, VarId};
use std::collections::{HashMap, HashSet};

pub fn known_calls(mut p: Program) -> Program {
    hoist_closed_closures(&mut p);
    for _ in 0..8 {
        let a = constant_params(&mut p);
        let b = constant_env(&mut p);
        if !a && !b {
            break;
        }
    }
    direct_calls(&mut p);
    p
}

/// Step 1.
fn hoist_closed_closures(p: &mut Program) {
    let mut hoisted = Vec::new();
    for f in &mut p.functions {
        for b in &mut f.blocks {
            b.stmts.retain(|s| match &s.exp {
                Exp::MakeClosure { env, .. } if env.is_empty() => {
                    hoisted.push(s.clone());
                    false
                }
                _ => true,
            });
        }
    }
    p.globals.extend(hoisted);
}

/// Step 2 for parameters of known functions.  Returns whether it changed
/// anything.
fn constant_params(p: &mut Program) -> bool {
    let globals: HashSet<VarId> = p.globals.iter().map(|s| s.var).collect();
    // Calls from dead functions (already contified) do not count.
    let live = reachable(p);
    // (Their arguments still change with the parameters.)
    let all_sites = call_sites(p);
    let sites: Vec<Vec<(FuncId, skein_ir::ssa::BlockId)>> = all_sites.iter().map(|v| v.iter().copied().filter(|(c, _)| live[c.0 as usize]).collect()).collect();
    let made = closure_made(p);
    let mut changed = false;
    for fi in 0..p.functions.len() {
        let fid = FuncId(fi as u32);
        let f = &p.functions[fi];
        if fid == p.main || f.env.is_some() || made[fi] || sites[fi].is_empty() {
            continue;
        }
        let mut drop: Vec<(usize, VarId)> = Vec::new();
        'param: for (i, &param) in f.params.iter().enumerate() {
            let mut value = None;
            for &(caller, b) in &sites[fi] {
                let Transfer::Call { args, .. } = &p.functions[caller.0 as usize].blocks[b.0 as usize].transfer else { continue 'param };
                let Some(&a) = args.get(i) else { continue 'param };
                if caller == fid && a == param {
                    continue;
                }
                if !globals.contains(&a) || value.is_some_and(|v| v != a) {
                    continue 'param;
                }
                value = Some(a);
            }
            if let Some(g) = value {
                drop.push((i, g));
            }
        }
        if drop.is_empty() {
            continue;
        }
        changed = true;
        let subst: HashMap<VarId, VarId> = drop.iter().map(|&(i, g)| (p.functions[fi].params[i], g)).collect();
        let f = &mut p.functions[fi];
        rename_uses(f, &|x| subst.get(&x).copied().unwrap_or(x));
        let gone: HashSet<usize> = drop.iter().map(|d| d.0).collect();
        let keep = |v: &Vec<VarId>| v.iter().enumerate().filter(|(i, _)| !gone.contains(i)).map(|(_, x)| *x).collect::<Vec<_>>();
        f.params = keep(&f.params);
        for &(caller, b) in &all_sites[fi] {
            if let Transfer::Call { args, .. } = &mut p.functions[caller.0 as usize].blocks[b.0 as usize].transfer {
                *args = keep(args);
            }
        }
    }
    changed
}

/// Step 2 for closure environments.  Every `MakeClosure`, `ClosureEnv`
/// and environment type of a function changes in the same sweep.
fn constant_env(p: &mut Program) -> bool {
    let globals: HashSet<VarId> = p.globals.iter().map(|s| s.var).collect();
    // func -> per slot: Some(global) while every closure agrees, None once not.
    let mut slots: HashMap<FuncId, Vec<Option<VarId>>> = HashMap::new();
    let mut note = |s: &Statement| {
        if let Exp::MakeClosure { func, env } = &s.exp {
            let vals: Vec<Option<VarId>> = env.iter().map(|x| globals.contains(x).then_some(*x)).collect();
            slots
                .entry(*func)
                .and_modify(|old| {
                    for (o, n) in old.iter_mut().zip(&vals) {
                        if *o != *n {
                            *o = None;
                        }
                    }
                })
                .or_insert(vals);
        }
    };
    p.globals.iter().for_each(&mut note);
    for f in &p.functions {
        f.blocks.iter().flat_map(|b| &b.stmts).for_each(&mut note);
    }
    let mut changed = false;
    // Slot i of func moves to new_index[func][i] (None: dropped).
    let new_index: HashMap<FuncId, Vec<Option<u32>>> = slots
        .iter()
        .map(|(f, v)| {
            let mut next = 0;
            (*f, v.iter().map(|g| if g.is_some() { None } else { next += 1; Some(next - 1) }).collect())
        })
        .collect();
    let fix = |s: &mut Statement, changed: &mut bool| match &mut s.exp {
        Exp::ClosureEnv { func, index, .. } => match (slots.get(func).and_then(|v| v.get(*index as usize)), new_index.get(func).and_then(|v| v.get(*index as usize))) {
            (Some(Some(g)), _) => {
                s.exp = Exp::Var(*g);
                *changed = true;
            }
            (_, Some(Some(i))) => *index = *i,
            _ => {}
        },
        Exp::MakeClosure { func, env } => {
            if let Some(keep) = new_index.get(func) {
                let mut i = 0;
                env.retain(|_| {
                    i += 1;
                    keep.get(i - 1).is_some_and(|k| k.is_some())
                });
            }
        }
        _ => {}
    };
    for s in &mut p.globals {
        fix(s, &mut changed);
    }
    for f in &mut p.functions {
        for b in &mut f.blocks {
            for s in &mut b.stmts {
                fix(s, &mut changed);
            }
        }
    }
    for (fid, keep) in &new_index {
        if let Some(Some(tys)) = p.functions.get_mut(fid.0 as usize).map(|f| f.env.as_mut()) {
            let mut i = 0;
            tys.retain(|_| {
                i += 1;
                keep.get(i - 1).is_some_and(|k| k.is_some())
            });
        }
    }
    changed
}

/// Step 3.
fn direct_calls(p: &mut Program) {
    for fi in 0..p.functions.len() {
        let d = defs(p, Some(&p.functions[fi]));
        for b in &mut p.functions[fi].blocks {
            if let Transfer::CallClosure { closure, arg, ret } = &b.transfer {
                if let Some(Exp::MakeClosure { func, .. }) = d.get(closure) {
                    b.transfer = Transfer::Call { func: *func, args: vec![*closure, *arg], ret: ret.clone() };
                }
            }
        }
    }
}
