//! Pass `closure-consts`: an environment slot of a closure function that
//! every closure of the function fills with the same constant is read as
//! that constant.  A top-level `val maxIter = 100` used by a function that
//! is itself a value (a loop body given to `ForkJoin.reducem`, a function
//! inside a functor or a `local`) reaches it through the closure; as a
//! constant, `simplify` folds it and the C back end sees `k >= 100`, a
//! counted loop that needs no heartbeat poll (codegen's polls.rs).
//!
//! A closure made from a read of a slot (`merge lt` rebuilt inside
//! `merge`, or inside a `ForkJoin.par` branch closure that got it from
//! `merge`) passes that slot's value on: the slots are solved together as
//! a fixpoint, so `val mergeBase = 32` is a constant in a recursive curried
//! function too.  Closures made in dead functions do not count.
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

/// What the closures of a function seen so far put in one slot: only
/// what the slot held already (`PassedOn`), one `Known` value, or more.
#[derive(Clone, PartialEq)]
enum Slot {
    PassedOn,
    Is(Known),
    Varies,
}

/// One closure's value for one slot: a `Known` one, a read of slot `j`
/// of a closure of function `g`, or anything else.
#[derive(Clone)]
enum Input {
    Known(Known),
    Slot(FuncId, usize),
    Other,
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
    // A slot filled with a read of a slot of some closure (`merge lt`
    // rebuilt inside `merge` itself, or inside the branch closure of a
    // `ForkJoin.par` that got it from `merge`) holds what that slot holds:
    // by induction over the closures made, the one value all the other
    // inputs agree on.  Solved as a fixpoint from `PassedOn` (nothing
    // seen yet) up through `Is` to `Varies`.
    let reads: HashMap<VarId, (FuncId, usize)> = stmts()
        .filter_map(|s| match s.exp {
            Exp::ClosureEnv { func, index, .. } => Some((s.var, (func, index as usize))),
            _ => None,
        })
        .collect();
    // Closures made only in dead functions (a curried function all of
    // whose calls were inlined, still taking `base` as a parameter) never
    // exist: they do not count.
    let live = super::dce::reachable(&p);
    let live_stmts = p.globals.iter().chain(
        p.functions.iter().enumerate().filter(|(i, _)| live[*i]).flat_map(|(_, f)| f.blocks.iter().flat_map(|b| b.stmts.iter())),
    );
    let mut inputs: HashMap<FuncId, Vec<Vec<Input>>> = HashMap::new();
    for s in live_stmts {
        let Exp::MakeClosure { func, env } = &s.exp else { continue };
        let per_slot = inputs.entry(*func).or_insert_with(|| vec![Vec::new(); env.len()]);
        for (slot, v) in per_slot.iter_mut().zip(env) {
            slot.push(match (known(v), reads.get(v)) {
                (Some(k), _) => Input::Known(k),
                (None, Some(&(g, j))) => Input::Slot(g, j),
                (None, None) => Input::Other,
            });
        }
    }
    let mut slots: HashMap<FuncId, Vec<Slot>> = inputs.iter().map(|(f, per_slot)| (*f, vec![Slot::PassedOn; per_slot.len()])).collect();
    loop {
        let mut changed = false;
        for (f, per_slot) in &inputs {
            for (i, ins) in per_slot.iter().enumerate() {
                let mut now = slots[f][i].clone();
                for input in ins {
                    let new = match input {
                        Input::Known(k) => Slot::Is(k.clone()),
                        Input::Slot(g, j) => slots.get(g).and_then(|s| s.get(*j)).cloned().unwrap_or(Slot::Varies),
                        Input::Other => Slot::Varies,
                    };
                    now = match (now, new) {
                        (Slot::PassedOn, x) | (x, Slot::PassedOn) => x,
                        (Slot::Is(a), Slot::Is(b)) if a == b => Slot::Is(a),
                        _ => Slot::Varies,
                    };
                }
                if now != slots[f][i] {
                    slots.get_mut(f).expect("every closure function has slots")[i] = now;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let mut slots: HashMap<FuncId, Vec<Option<Known>>> = slots
        .into_iter()
        .map(|(f, slot)| (f, slot.into_iter().map(|s| if let Slot::Is(k) = s { Some(k) } else { None }).collect()))
        .collect();
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
