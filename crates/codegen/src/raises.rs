//! Which functions may raise, and how each returns an exception.
//!
//! MAY RAISE (whole program, a fixpoint over the call graph): a function
//! may raise when a block without a handler raises, calls a closure
//! (unknown code), runs a primitive that may raise (overflow-checked
//! arithmetic, `div`, `ForkJoin.par`...), or calls a function that may
//! raise; a tail call passes on whatever its callee raises, whatever the
//! block's handler.  A call to a function that never raises is followed by
//! no test, and such a function never sets `m->raised`.  Whether a
//! primitive may raise is read off its own C translation (`Emitter::prim`
//! on a scratch emitter, by `prim_raises`): code that can leave the
//! function with an exception mentions `m->raised`, so a new primitive
//! needs no list to be kept up to date here; `Emitter::raise_code` asserts
//! that a function classified as never raising emits no raise.
//!
//! FAST RETURN: a known function (no closure environment) that may raise
//! and is not `main` returns `SkcRet_T` (skein.h-free prelude type in
//! prims.rs: the result and a raised flag, two registers in the x86-64 and
//! aarch64 C ABIs) instead of setting `m->raised`: the caller tests a
//! register instead of loading the flag from memory.  The packet stays in
//! `m->exn`; `m->raised` is 0 whenever a fast function returns.  Closure
//! functions (called through code pointers by `CallClosure`, `sk_apply`
//! and the parallel runners) keep the `m->raised` convention.  Tail calls:
//! a fast function's tail calls (other than jumps within its tail group)
//! must go to fast functions or to functions that never raise, and it
//! makes no tail call through a closure: otherwise a conversion after the
//! call would turn a C tail call that gcc makes a jump into a real call,
//! which could grow the stack in a loop through closures.  Such functions
//! stay slow (fixpoint), and a tail group is fast only when all its
//! members are.  A slow function's tail call to a fast one converts after
//! the call; that cannot loop (the fast callee's tail calls reach only
//! fast or never-raising functions, and the slow caller is neither).

use super::tailgroups::TailGroups;
use skein_ir::ssa::*;
use std::collections::HashSet;

pub(crate) struct Raises {
    /// Per function: may it raise?
    pub may: Vec<bool>,
    /// Per function: does it return `SkcRet_T` (see the module comment)?
    pub fast: Vec<bool>,
}

impl Raises {
    /// Every function may raise, none is fast (the probe emitter's view).
    pub fn conservative(n: usize) -> Self {
        Raises { may: vec![true; n], fast: vec![false; n] }
    }
}

/// `prim_raises(f, b, s)`: may primitive statement `s` of block `b` of
/// function `f` raise to a handler-less block?
pub(crate) fn analyse(p: &Program, tail: &TailGroups, loop_bodies: &HashSet<FuncId>, mut prim_raises: impl FnMut(FuncId, BlockId, &Statement) -> bool) -> Raises {
    let n = p.functions.len();
    let valid = |g: FuncId| (g.0 as usize) < n;
    let mut may = vec![false; n];
    // callers[g]: functions whose raising follows g's.
    let mut callers: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, f) in p.functions.iter().enumerate() {
        let fid = FuncId(i as u32);
        for (bi, b) in f.blocks.iter().enumerate() {
            let open = b.handler.is_none();
            match &b.transfer {
                Transfer::Raise(_) if open => may[i] = true,
                Transfer::CallClosure { ret, .. } if open || matches!(ret, Return::Tail) => may[i] = true,
                Transfer::Call { func, ret, .. } if open || matches!(ret, Return::Tail) => {
                    if valid(*func) {
                        callers[func.0 as usize].push(i);
                    } else {
                        may[i] = true;
                    }
                }
                _ => {}
            }
            if open && !may[i] {
                for s in &b.stmts {
                    if matches!(s.exp, Exp::Prim { .. }) && prim_raises(fid, BlockId(bi as u32), s) {
                        may[i] = true;
                        break;
                    }
                }
            }
        }
    }
    let mut work: Vec<usize> = (0..n).filter(|&i| may[i]).collect();
    while let Some(g) = work.pop() {
        for &c in &callers[g] {
            if !may[c] {
                may[c] = true;
                work.push(c);
            }
        }
    }
    // Fast return: the largest set closed under the tail-call rule.
    let group = |f: usize| tail.member.get(f).copied().flatten().map(|(g, _)| g);
    let mut fast: Vec<bool> = (0..n).map(|i| may[i] && p.functions[i].env.is_none() && FuncId(i as u32) != p.main && !loop_bodies.contains(&FuncId(i as u32))).collect();
    loop {
        let mut changed = false;
        for i in 0..n {
            if !fast[i] {
                continue;
            }
            let ok = p.functions[i].blocks.iter().all(|b| match &b.transfer {
                Transfer::CallClosure { ret: Return::Tail, .. } => false,
                Transfer::Call { func, ret: Return::Tail, .. } => {
                    let g = func.0 as usize;
                    g == i || (group(i).is_some() && group(i) == group(g)) || (valid(*func) && (fast[g] || !may[g]))
                }
                _ => true,
            });
            if !ok {
                fast[i] = false;
                changed = true;
            }
        }
        for members in &tail.groups {
            if members.iter().any(|f| !fast[f.0 as usize]) && members.iter().any(|f| fast[f.0 as usize]) {
                for f in members {
                    fast[f.0 as usize] = false;
                }
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    Raises { may, fast }
}
