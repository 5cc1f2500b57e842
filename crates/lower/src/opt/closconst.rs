//! Pass `closure-consts`: an environment slot of a closure function that
//! every closure of the function fills with the same constant is read as
//! that constant.  A top-level `val maxIter = 100` used by a function that
//! is itself a value (a loop body given to `ForkJoin.reducem`, a function
//! inside a functor or a `local`) reaches it through the closure; as a
//! constant, `simplify` folds it and the C back end sees `k >= 100`, a
//! counted loop that needs no heartbeat poll (codegen's polls.rs).
//!
//! Only `Const` definitions count (globals and statements of any function:
//! variables are unique program-wide); the slot stays in the closure, and
//! other passes drop what no longer reads it.

use skein_ir::ssa::{Const, Exp, FuncId, Program, VarId};
use std::collections::HashMap;

pub fn closure_consts(mut p: Program) -> Program {
    let stmts = || p.globals.iter().chain(p.functions.iter().flat_map(|f| f.blocks.iter().flat_map(|b| b.stmts.iter())));
    let consts: HashMap<VarId, &Const> = stmts()
        .filter_map(|s| match &s.exp {
            Exp::Const(c) => Some((s.var, c)),
            _ => None,
        })
        .collect();
    // Per closure function and slot: the one constant every closure puts
    // there (None once two closures differ or one passes a non-constant).
    let mut slots: HashMap<FuncId, Vec<Option<Const>>> = HashMap::new();
    for s in stmts() {
        let Exp::MakeClosure { func, env } = &s.exp else { continue };
        let now: Vec<Option<Const>> = env.iter().map(|v| consts.get(v).map(|c| (*c).clone())).collect();
        match slots.get_mut(func) {
            None => {
                slots.insert(*func, now);
            }
            Some(seen) => {
                for (old, new) in seen.iter_mut().zip(now) {
                    if old.as_ref() != new.as_ref() {
                        *old = None;
                    }
                }
            }
        }
    }
    for (fid, slot) in slots {
        if slot.iter().all(Option::is_none) {
            continue;
        }
        for b in &mut p.functions[fid.0 as usize].blocks {
            for s in &mut b.stmts {
                if let Exp::ClosureEnv { func, index, .. } = &s.exp {
                    if *func == fid {
                        if let Some(Some(c)) = slot.get(*index as usize) {
                            s.exp = Exp::Const(c.clone());
                        }
                    }
                }
            }
        }
    }
    p
}
