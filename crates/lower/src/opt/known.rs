//! Pass `known-calls`: turns calls through closures whose function is known
//! into direct calls, after making as many closures known as it cheaply can.
//!
//! The basis binds primitives and many helpers as values (`val op = =
//! _prim "poly_equal"`), so lowering makes closures of them and lambda
//! lifting passes those closures to every function that uses them; an
//! `i = 0` in a loop is then a call through a closure.  Three steps, the
//! first two to a fixpoint:
//! 1. A closure with an empty environment (`closure f []`) is a constant:
//!    it moves to the globals (built once, before `main`).
//! 2. A parameter of a known function (not `main`) that only ever receives
//!    one global is replaced by that global and dropped; likewise an
//!    environment slot that only ever holds one global is read as that
//!    global, and the slot is dropped from the environment.  "Only ever"
//!    is solved optimistically over parameters and slots together, so a
//!    global passed around a cycle (a parameter stored in a closure whose
//!    code passes it back) is found too.
//! 3. `call* c(a)` where `c` is defined by `closure f [...]` (a global or a
//!    statement of the same function), or is a block parameter that every
//!    jump passes such a closure of the same `f`, becomes `call f(c, a)`.
//!
//! Invariants: only variables defined by a global statement are
//! substituted for parameters (globals are visible everywhere, so the
//! result still satisfies the dominance rule); call sites and parameters
//! change together, so arities stay consistent.

use super::dce::reachable;
use super::rewrite::{call_sites, closure_made, drop_env_slots, global_closures, jump_entries, rename_uses};
use skein_ir::ssa::{Exp, FuncId, Function, Program, Statement, Transfer, VarId};
use std::collections::{HashMap, HashSet};

pub fn known_calls(mut p: Program) -> Program {
    known_calls_counted(&mut p);
    p
}

/// `known_calls`, returning how many calls it made direct.
pub fn known_calls_counted(p: &mut Program) -> usize {
    // Dropping environment slots closes more closures, which become
    // globals that more parameters and slots may hold.
    for _ in 0..8 {
        hoist_closed_closures(p);
        if !constant_values(p) {
            break;
        }
    }
    direct_calls(p)
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

/// A value flowing into a parameter or an environment slot, in the
/// optimistic analysis of step 2.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Flow {
    /// No value has reached it (yet).
    Nothing,
    /// Always this global.
    Global(VarId),
    /// Different or unknown values.
    Varies,
}

impl Flow {
    fn meet(self, other: Flow) -> Flow {
        match (self, other) {
            (Flow::Nothing, x) | (x, Flow::Nothing) => x,
            (Flow::Global(a), Flow::Global(b)) if a == b => Flow::Global(a),
            _ => Flow::Varies,
        }
    }
}

/// Where a parameter or slot gets its values from.
#[derive(Clone, Copy)]
enum Source {
    Global(VarId),
    /// Another parameter or slot (its index among the nodes).
    Node(usize),
    Unknown,
}

/// Step 2: parameters of known functions and environment slots that only
/// ever hold one global.  An optimistic analysis over the graph whose
/// nodes are the parameters of known functions (not `main`, not closure
/// functions, no closure of them built) and the environment slots of
/// closure functions: a node's value is the meet of what its call sites
/// (or `closure f [...]` statements) pass, where a variable passed is a
/// global, or another node (a parameter of the calling function, or a
/// variable read from an environment slot, through copies), or unknown.
/// Solving from "nothing" upward finds the globals that reach a parameter
/// only through cycles: a local function called with a global that also
/// calls itself from closures holding that parameter in their environment
/// (`ForkJoin.par (fn () => cols ..., fn () => cols ...)`), which passing
/// values one call site at a time never does.  Then every node that holds
/// one global is replaced by it and dropped: parameters with the
/// arguments of every call site, slots with the `closure f [...]`
/// operands and the environment type.  Returns whether it changed
/// anything.
fn constant_values(p: &mut Program) -> bool {
    let globals: HashSet<VarId> = p.globals.iter().map(|s| s.var).collect();
    // Calls and closures in dead functions (already contified or
    // inlined) do not count, though they change with the rest.
    let live = reachable(p);
    let all_sites = call_sites(p);
    let made = closure_made(p);
    let known: Vec<bool> = (0..p.functions.len()).map(|fi| FuncId(fi as u32) != p.main && p.functions[fi].env.is_none() && !made[fi]).collect();

    // The nodes: parameters of known functions and environment slots.
    let mut param_node: HashMap<(usize, usize), usize> = HashMap::new();
    let mut slot_node: HashMap<(FuncId, u32), usize> = HashMap::new();
    let mut var_node: HashMap<VarId, usize> = HashMap::new();
    let mut n = 0;
    for (fi, f) in p.functions.iter().enumerate() {
        if known[fi] {
            for (i, &v) in f.params.iter().enumerate() {
                param_node.insert((fi, i), n);
                var_node.insert(v, n);
                n += 1;
            }
        }
        if let Some(tys) = &f.env {
            for i in 0..tys.len() {
                slot_node.insert((FuncId(fi as u32), i as u32), n);
                n += 1;
            }
        }
    }
    if n == 0 {
        return false;
    }
    // Variables read from environment slots, and copies.
    let mut copy_of: HashMap<VarId, VarId> = HashMap::new();
    for s in p.functions.iter().flat_map(|f| f.blocks.iter().flat_map(|b| &b.stmts)) {
        match &s.exp {
            Exp::ClosureEnv { func, index, .. } => {
                if let Some(&k) = slot_node.get(&(*func, *index)) {
                    var_node.insert(s.var, k);
                }
            }
            Exp::Var(y) => {
                copy_of.insert(s.var, *y);
            }
            _ => {}
        }
    }
    let source = |mut x: VarId| -> Source {
        for _ in 0..64 {
            if globals.contains(&x) {
                return Source::Global(x);
            }
            if let Some(&k) = var_node.get(&x) {
                return Source::Node(k);
            }
            match copy_of.get(&x) {
                Some(&y) => x = y,
                None => return Source::Unknown,
            }
        }
        Source::Unknown
    };
    let mut inputs: Vec<Vec<Source>> = vec![Vec::new(); n];
    for (fi, sites) in all_sites.iter().enumerate() {
        if !known[fi] {
            continue;
        }
        for &(caller, b) in sites.iter().filter(|(c, _)| live[c.0 as usize]) {
            let Transfer::Call { args, .. } = &p.functions[caller.0 as usize].blocks[b.0 as usize].transfer else { continue };
            for i in 0..p.functions[fi].params.len() {
                inputs[param_node[&(fi, i)]].push(args.get(i).map_or(Source::Unknown, |&a| source(a)));
            }
        }
    }
    let mut note = |s: &Statement| {
        if let Exp::MakeClosure { func, env } = &s.exp {
            for (i, &x) in env.iter().enumerate() {
                if let Some(&k) = slot_node.get(&(*func, i as u32)) {
                    inputs[k].push(source(x));
                }
            }
        }
    };
    p.globals.iter().for_each(&mut note);
    for (fi, f) in p.functions.iter().enumerate() {
        if live[fi] {
            f.blocks.iter().flat_map(|b| &b.stmts).for_each(&mut note);
        }
    }
    // A worklist: values only move up (nothing, one global, varies), so
    // every node is revisited at most twice per input.
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (k, ins) in inputs.iter().enumerate() {
        for s in ins {
            if let Source::Node(j) = s {
                users[*j].push(k);
            }
        }
    }
    let mut value = vec![Flow::Nothing; n];
    let mut work: Vec<usize> = (0..n).collect();
    let mut queued = vec![true; n];
    while let Some(k) = work.pop() {
        queued[k] = false;
        let v = inputs[k].iter().fold(Flow::Nothing, |acc, s| {
            acc.meet(match *s {
                Source::Global(g) => Flow::Global(g),
                Source::Node(j) => value[j],
                Source::Unknown => Flow::Varies,
            })
        });
        if v != value[k] {
            value[k] = v;
            for &u in &users[k] {
                if !queued[u] {
                    queued[u] = true;
                    work.push(u);
                }
            }
        }
    }
    let global_of = |k: usize| match value[k] {
        Flow::Global(g) => Some(g),
        _ => None,
    };

    // Parameters.
    let mut changed = false;
    for fi in 0..p.functions.len() {
        if !known[fi] {
            continue;
        }
        let drop: Vec<(usize, VarId)> = (0..p.functions[fi].params.len()).filter_map(|i| global_of(param_node[&(fi, i)]).map(|g| (i, g))).collect();
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

    // Environment slots that only ever hold one global are dropped and
    // read as that global.
    let mut drop: HashMap<FuncId, Vec<Option<Exp>>> = HashMap::new();
    for (fi, f) in p.functions.iter().enumerate() {
        let Some(tys) = &f.env else { continue };
        let fid = FuncId(fi as u32);
        let gs: Vec<Option<Exp>> = (0..tys.len()).map(|i| global_of(slot_node[&(fid, i as u32)]).map(Exp::Var)).collect();
        if gs.iter().any(Option::is_some) {
            drop.insert(fid, gs);
        }
    }
    if drop.is_empty() {
        return changed;
    }
    drop_env_slots(p, &drop);
    true
}

/// The function of every closure value of `f` that is known: defined by
/// `closure g [...]` (here or in `global_closures`), or a block parameter
/// that every jump to its block passes such a value of the same `g` (or,
/// on a loop's back edge, the parameter itself): inlining returns a
/// closure through a block parameter, and contified loops carry one.  Blocks that
/// are also reached by a `case`, a call's return or a raise are left out.
pub(super) fn known_closures(f: &Function, global_closures: &HashMap<VarId, FuncId>) -> HashMap<VarId, FuncId> {
    let mut known: HashMap<VarId, FuncId> = HashMap::new();
    for s in f.blocks.iter().flat_map(|b| &b.stmts) {
        if let Exp::MakeClosure { func, .. } = &s.exp {
            known.insert(s.var, *func);
        }
    }
    // Blocks whose parameters only come from jumps, and those jumps.
    let entries = jump_entries(f);
    let lookup = |known: &HashMap<VarId, FuncId>, x: &VarId| known.get(x).or_else(|| global_closures.get(x)).copied();
    loop {
        let mut grew = false;
        for (b, jumps) in f.blocks.iter().zip(&entries) {
            let Some(jumps) = jumps else { continue };
            for (i, &param) in b.params.iter().enumerate() {
                if known.contains_key(&param) {
                    continue;
                }
                // A loop's back edge passing the parameter itself agrees.
                let mut first = None;
                let agree = jumps.iter().all(|args| match args.get(i) {
                    Some(x) if *x == param => true,
                    Some(x) => match (lookup(&known, x), first) {
                        (Some(g), None) => {
                            first = Some(g);
                            true
                        }
                        (Some(g), Some(h)) => g == h,
                        (None, _) => false,
                    },
                    None => false,
                });
                if let (true, Some(g)) = (agree, first) {
                    known.insert(param, g);
                    grew = true;
                }
            }
        }
        if !grew {
            return known;
        }
    }
}

/// Step 3: `call* c(a)` where the function of `c` is known becomes
/// `call g(c, a)`.  Returns how many calls changed.
pub fn direct_calls(p: &mut Program) -> usize {
    let global_closures = global_closures(p);
    let mut n = 0;
    for f in &mut p.functions {
        if !f.blocks.iter().any(|b| matches!(b.transfer, Transfer::CallClosure { .. })) {
            continue;
        }
        let known = known_closures(f, &global_closures);
        for b in &mut f.blocks {
            if let Transfer::CallClosure { closure, arg, ret } = &b.transfer {
                if let Some(&func) = known.get(closure).or_else(|| global_closures.get(closure)) {
                    b.transfer = Transfer::Call { func, args: vec![*closure, *arg], ret: ret.clone() };
                    n += 1;
                }
            }
        }
    }
    n
}
