//! Pass `dce`: drops functions unreachable from `main` and the globals
//! nothing uses, and renumbers the remaining functions.
//!
//! A function is reachable when `main` is, or a reachable function (or a
//! global) calls it directly, builds a closure of it, or reads a closure's
//! environment with its layout (`ClosureEnv` names the function).  A global
//! is kept when a reachable function or a kept global uses it, or when its
//! expression is not pure.  Together with Mono's removal of unreachable
//! bindings, this is what keeps unused basis code out of the C output.
//!
//! Invariant: function ids are dense afterwards; every `FuncId` in the
//! program (calls, closures, environments, `main`) is renumbered.

use super::rewrite::{exp_uses, is_pure, transfer_uses};
use skein_ir::ssa::{Exp, FuncId, Program, Statement, Transfer};

pub fn dce(mut p: Program) -> Program {
    // Grow the live functions and kept globals together to a fixpoint: a
    // closure built in an unused global keeps nothing alive.
    let mut keep: Vec<bool> = p.globals.iter().map(|s| !is_pure(&s.exp)).collect();
    let live = loop {
        let roots = p.globals.iter().zip(&keep).filter(|(_, k)| **k).map(|(s, _)| s);
        let live = reachable_from(&p, roots);
        let new_keep = kept_globals(&p, &live, &keep);
        if new_keep == keep {
            break live;
        }
        keep = new_keep;
    };
    let mut i = 0;
    p.globals.retain(|_| {
        i += 1;
        keep[i - 1]
    });
    renumber(&mut p, &live);
    p
}

fn refs(s: &Statement, mut f: impl FnMut(FuncId)) {
    match &s.exp {
        Exp::MakeClosure { func, .. } | Exp::ClosureEnv { func, .. } => f(*func),
        _ => {}
    }
}

/// Functions reachable from `main` and the globals.
pub fn reachable(p: &Program) -> Vec<bool> {
    reachable_from(p, p.globals.iter())
}

/// Functions reachable from `main` and the global statements `roots`.
fn reachable_from<'a>(p: &Program, roots: impl Iterator<Item = &'a Statement>) -> Vec<bool> {
    let n = p.functions.len();
    let mut live = vec![false; n];
    let mut stack = Vec::new();
    let push = |f: FuncId, live: &mut Vec<bool>, stack: &mut Vec<usize>| {
        let i = f.0 as usize;
        if i < n && !live[i] {
            live[i] = true;
            stack.push(i);
        }
    };
    push(p.main, &mut live, &mut stack);
    for s in roots {
        refs(s, |f| push(f, &mut live, &mut stack));
    }
    while let Some(i) = stack.pop() {
        for b in &p.functions[i].blocks {
            for s in &b.stmts {
                refs(s, |f| push(f, &mut live, &mut stack));
            }
            if let Transfer::Call { func, .. } = &b.transfer {
                push(*func, &mut live, &mut stack);
            }
        }
    }
    live
}

/// The globals to keep: those `keep` already says, and those the live
/// functions or kept globals use.
fn kept_globals(p: &Program, live: &[bool], keep: &[bool]) -> Vec<bool> {
    let mut used = vec![false; p.vars.len()];
    for (i, f) in p.functions.iter().enumerate() {
        if !live[i] {
            continue;
        }
        for b in &f.blocks {
            for s in &b.stmts {
                exp_uses(&s.exp, |x| used[x.0 as usize] = true);
            }
            transfer_uses(&b.transfer, |x| used[x.0 as usize] = true);
        }
    }
    // Globals only use earlier globals: one backward sweep suffices.
    let mut out = keep.to_vec();
    for (i, s) in p.globals.iter().enumerate().rev() {
        if used[s.var.0 as usize] || out[i] {
            out[i] = true;
            exp_uses(&s.exp, |x| used[x.0 as usize] = true);
        }
    }
    out
}

fn renumber(p: &mut Program, live: &[bool]) {
    let mut new_id = vec![u32::MAX; live.len()];
    let mut next = 0;
    for (i, l) in live.iter().enumerate() {
        if *l {
            new_id[i] = next;
            next += 1;
        }
    }
    let map = |f: &mut FuncId| {
        if let Some(&n) = new_id.get(f.0 as usize) {
            if n != u32::MAX {
                *f = FuncId(n);
            }
        }
    };
    let fix = |s: &mut Statement| match &mut s.exp {
        Exp::MakeClosure { func, .. } | Exp::ClosureEnv { func, .. } => map(func),
        _ => {}
    };
    p.globals.iter_mut().for_each(fix);
    let old = std::mem::take(&mut p.functions);
    for (i, mut f) in old.into_iter().enumerate() {
        if !live[i] {
            continue;
        }
        for b in &mut f.blocks {
            b.stmts.iter_mut().for_each(fix);
            if let Transfer::Call { func, .. } = &mut b.transfer {
                map(func);
            }
        }
        p.functions.push(f);
    }
    map(&mut p.main);
}
