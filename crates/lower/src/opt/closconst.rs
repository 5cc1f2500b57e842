//! Pass `closure-consts`: an environment slot of a closure function that
//! every closure of the function fills with the same constant is read as
//! that constant.  A top-level `val maxIter = 100` used by a function that
//! is itself a value (a loop body given to `ForkJoin.reducem`, a function
//! inside a functor or a `local`) reaches it through the closure; as a
//! constant, `simplify` folds it and the C back end sees `k >= 100`, a
//! counted loop that needs no heartbeat poll (codegen's polls.rs).
//!
//! Only `Const` definitions count (globals and statements of any function:
//! variables are unique program-wide).  The slot then leaves every closure
//! of the function.
//!
//! The same holds for a slot that every closure fills with the same
//! global variable (every function may read the globals, and a global is
//! defined before any closure that holds it exists): the read becomes the
//! global itself.  A loop body `fn i => Array.update (a, i, f i)` inside a
//! library's `tabulate (n, f)`, given a top-level function as `f`, then
//! calls it directly (wc's text generator: an indirect call per element).

use super::rewrite::drop_env_slots;
use skein_ir::ssa::{Const, Exp, FuncId, Program, VarId};
use std::collections::{HashMap, HashSet};

/// What every closure of a function puts in one environment slot.
#[derive(Clone, PartialEq)]
enum Known {
    Const(Const),
    Global(VarId),
}

pub fn closure_consts(mut p: Program) -> Program {
    let stmts = || p.globals.iter().chain(p.functions.iter().flat_map(|f| f.blocks.iter().flat_map(|b| b.stmts.iter())));
    let consts: HashMap<VarId, &Const> = stmts()
        .filter_map(|s| match &s.exp {
            Exp::Const(c) => Some((s.var, c)),
            _ => None,
        })
        .collect();
    let globals: HashSet<VarId> = p.globals.iter().map(|s| s.var).collect();
    let known = |v: &VarId| match consts.get(v) {
        Some(c) => Some(Known::Const((*c).clone())),
        None if globals.contains(v) => Some(Known::Global(*v)),
        None => None,
    };
    // Per closure function and slot: the one constant or global every
    // closure puts there (None once two closures differ or one passes
    // something else).
    let mut slots: HashMap<FuncId, Vec<Option<Known>>> = HashMap::new();
    for s in stmts() {
        let Exp::MakeClosure { func, env } = &s.exp else { continue };
        let now: Vec<Option<Known>> = env.iter().map(known).collect();
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
    slots.retain(|_, slot| slot.iter().any(Option::is_some));
    if slots.is_empty() {
        return p;
    }
    // Reads of a known slot (in the function or through `env c.i`
    // anywhere) become the constant or global; the slot leaves every
    // closure of the function, so a closure holding only such slots is
    // closed (`known-calls` makes it a global, and calls through it
    // direct).
    let drop = slots
        .into_iter()
        .map(|(f, slot)| {
            let reads = slot.into_iter().map(|k| k.map(|k| match k {
                Known::Const(c) => Exp::Const(c),
                Known::Global(g) => Exp::Var(g),
            }));
            (f, reads.collect())
        })
        .collect();
    drop_env_slots(&mut p, &drop);
    p
}
