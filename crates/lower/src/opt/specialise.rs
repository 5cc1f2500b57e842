//! Pass `specialise`: a copy of a self-recursive function (a loop that
//! more than one caller uses, so `contify` left it a function) for each
//! known closure it is called with, when that closure is a loop-invariant
//! parameter the function calls.
//!
//! `ForkJoin.parform`'s sequential elision, `Array.tabulate`, `List.app`
//! and the like end in a local loop `loop (f, i)` that calls `f` through
//! its closure every iteration.  Called from one site, `inline` and
//! `contify` make the body direct; called from several, the loop stayed
//! one function and every iteration paid an indirect call (bench sieve's
//! elision, three parform sites, ran at twice the time of its parallel
//! build, whose C runners are per site).  Here, at a direct call
//! `call loop(.., c, ..)` where `c` is `closure g [...]` (a statement of
//! the caller or a global) and the loop passes that parameter unchanged to
//! every call of itself, the call goes to a copy of `loop` in which
//! `call* p(x)` is `call g(p, x)` and the self-calls go to the copy.  One
//! copy per (loop, its known closure parameters); at most `BUDGET` copies
//! per program and only of loops of at most `LIMIT` statements and blocks.
//! Bodies of at most `INLINE_LIMIT` are then inlined into their copy
//! (`inline`, whose limit for a closure built elsewhere is smaller, would
//! leave a call per iteration).
//!
//! RECURSION THROUGH CLOSURES.  A divide-and-conquer function recurses
//! through the closures it hands to `ForkJoin.par` (`par (fn () => go
//! (lo, mid), fn () => go (mid, hi))`, MPL's `SeqBasis.reduce`): its calls
//! of itself are in those closures' functions, which read the parameter
//! from their environment.  Such a function is copied too when every
//! closure it builds whose function calls it holds the parameter and
//! passes it (read from that slot) to every call; the closures' functions
//! are copied with it (their copies call the function's copy).  The
//! sequential elision had this already, `par` being a direct call there:
//! the parallel build called `f` and `comb` through their closures at
//! every element (bench quickhull).

use super::inline;
use super::known::known_closures;
use super::rewrite::{copy_blocks, fresh_like, global_closures, jump_entries, size};
use skein_ir::ssa::{Exp, FuncId, Function, Program, Transfer, VarId};
use std::collections::{HashMap, HashSet};

const LIMIT: usize = 60;
const BUDGET: usize = 64;
/// Largest closure body inlined into a copy (see `inline::inline_into`).
const INLINE_LIMIT: usize = 40;

/// What `specialise` may copy of a function: its parameters that it calls
/// as closures and passes on unchanged, and the closure functions through
/// which it calls itself (RECURSION THROUGH CLOSURES).
#[derive(Default)]
struct Candidate {
    params: Vec<usize>,
    closures: Vec<FuncId>,
}

pub fn specialise(mut p: Program) -> Program {
    let global_closures = global_closures(&p);
    let candidates: Vec<Candidate> = p.functions.iter().enumerate().map(|(i, f)| candidate(&p, FuncId(i as u32), f)).collect();
    let mut copies: HashMap<(FuncId, Vec<(usize, FuncId)>), FuncId> = HashMap::new();
    let n = p.functions.len();
    for ci in 0..n {
        let caller = FuncId(ci as u32);
        let known = known_closures(&p.functions[ci], &global_closures);
        let known_func = |a: &VarId| known.get(a).or_else(|| global_closures.get(a)).copied();
        for bi in 0..p.functions[ci].blocks.len() {
            let Transfer::Call { func, args, .. } = &p.functions[ci].blocks[bi].transfer else { continue };
            let (callee, args) = (*func, args.clone());
            if callee == caller || callee.0 as usize >= n || candidates[callee.0 as usize].params.is_empty() {
                continue;
            }
            let cand = &candidates[callee.0 as usize];
            // A closure built in the callee's own recursion closures calls
            // the callee with the parameter it got (nothing to gain).
            if cand.closures.contains(&caller) {
                continue;
            }
            let spec: Vec<(usize, FuncId)> = cand
                .params
                .iter()
                .filter_map(|&i| args.get(i).and_then(known_func).map(|g| (i, g)))
                .filter(|&(_, g)| takes_closure_and_argument(&p.functions[g.0 as usize]))
                .collect();
            if spec.is_empty() {
                continue;
            }
            let key = (callee, spec);
            let copy = match copies.get(&key) {
                Some(c) => *c,
                None if copies.len() < BUDGET => {
                    let c = copy_for(&mut p, callee, &key.1, &cand.closures);
                    copies.insert(key, c);
                    c
                }
                None => continue,
            };
            if let Transfer::Call { func, .. } = &mut p.functions[ci].blocks[bi].transfer {
                *func = copy;
            }
        }
    }
    // The closure's body, called every iteration, into its copy: the
    // closure comes from the caller, so `inline` would not move a body of
    // more than its small size (bench sieve's elision called its strike
    // body `fl[k * p] <- false` as a function per multiple).
    let mut made: Vec<FuncId> = copies.values().copied().collect();
    made.sort_by_key(|f| f.0);
    inline::inline_into(&mut p, &made, INLINE_LIMIT);
    p
}

/// The parameters of `f` (a small recursive function without an
/// environment) that it calls as closures and that every call of itself
/// passes unchanged: directly, or from the environment of a closure it
/// builds (RECURSION THROUGH CLOSURES); with those closures' functions.
fn candidate(p: &Program, id: FuncId, f: &Function) -> Candidate {
    if f.env.is_some() || size(f) > LIMIT {
        return Candidate::default();
    }
    let calls_of_f = |g: &Function| -> Vec<Vec<VarId>> {
        g.blocks
            .iter()
            .filter_map(|b| match &b.transfer {
                Transfer::Call { func, args, .. } if *func == id => Some(args.clone()),
                _ => None,
            })
            .collect()
    };
    let self_calls = calls_of_f(f);
    // The closures f builds whose functions call f: (function, environment).
    let mut made: Vec<(FuncId, &Vec<VarId>)> = Vec::new();
    for s in f.blocks.iter().flat_map(|b| b.stmts.iter()) {
        if let Exp::MakeClosure { func, env } = &s.exp {
            if *func != id && (func.0 as usize) < p.functions.len() && !calls_of_f(p.func(*func)).is_empty() {
                made.push((*func, env));
            }
        }
    }
    if self_calls.is_empty() && made.is_empty() {
        return Candidate::default();
    }
    let small = made.iter().all(|(g, _)| {
        let g = p.func(*g);
        g.env.is_some() && !g.params.is_empty() && size(g) <= LIMIT
    });
    if !small {
        return Candidate::default();
    }
    // Does every call of f in closure function g (built with `env`) pass,
    // at position i, a read of a slot of its own closure that holds `x`?
    let passes_on = |g: FuncId, env: &Vec<VarId>, i: usize, x: VarId| {
        let gf = p.func(g);
        let me = gf.params[0];
        let slot_of: HashMap<VarId, u32> = gf
            .blocks
            .iter()
            .flat_map(|b| b.stmts.iter())
            .filter_map(|s| match &s.exp {
                Exp::ClosureEnv { closure, func, index } if *closure == me && *func == g => Some((s.var, *index)),
                _ => None,
            })
            .collect();
        calls_of_f(gf).iter().all(|args| args.get(i).and_then(|a| slot_of.get(a)).is_some_and(|&k| env.get(k as usize) == Some(&x)))
    };
    let params = (0..f.params.len())
        .filter(|&i| {
            let x = f.params[i];
            self_calls.iter().all(|args| args.get(i) == Some(&x))
                && made.iter().all(|(g, env)| passes_on(*g, env, i, x))
                && {
                    let same = aliases(f, x);
                    f.blocks.iter().any(|b| matches!(&b.transfer, Transfer::CallClosure { closure, .. } if same.contains(closure)))
                }
        })
        .collect();
    let mut closures: Vec<FuncId> = made.iter().map(|(g, _)| *g).collect();
    closures.sort_by_key(|g| g.0);
    closures.dedup();
    Candidate { params, closures }
}

/// `x` and the block parameters of `f` that always hold it: every jump to
/// the block passes `x` or the parameter itself (a loop that `contify`
/// made of a local function carries the closures it calls as block
/// parameters).  Only blocks entered by jumps alone have such parameters
/// (`rewrite::jump_entries`).
pub(super) fn aliases(f: &Function, x: VarId) -> HashSet<VarId> {
    let entries = jump_entries(f);
    let mut same: HashSet<VarId> = HashSet::from([x]);
    loop {
        let mut changed = false;
        for (b, jumps) in f.blocks.iter().zip(&entries) {
            let Some(jumps) = jumps else { continue };
            for (j, &param) in b.params.iter().enumerate() {
                if !same.contains(&param) && jumps.iter().all(|args| args.get(j).is_some_and(|a| *a == param || same.contains(a))) {
                    same.insert(param);
                    changed = true;
                }
            }
        }
        if !changed {
            return same;
        }
    }
}

/// Whether `g` is a closure's code taking (self, argument).
fn takes_closure_and_argument(g: &Function) -> bool {
    g.env.is_some() && g.params.len() == 2
}

/// Appends the copy of `f` for closures of `g` in parameter `i`, for each
/// (i, g) of `spec`, then the copies of `closures` (f's recursion
/// closures): f's copy builds closures of those, which call it.
fn copy_for(p: &mut Program, f: FuncId, spec: &[(usize, FuncId)], closures: &[FuncId]) -> FuncId {
    let src = p.functions[f.0 as usize].clone();
    let copy = FuncId(p.functions.len() as u32);
    let closure_copies: HashMap<FuncId, FuncId> = closures.iter().enumerate().map(|(k, c)| (*c, FuncId(copy.0 + 1 + k as u32))).collect();
    let params = fresh_like(p, &src.params);
    let map: HashMap<VarId, VarId> = src.params.iter().copied().zip(params.iter().copied()).collect();
    let mut edit = |t: Transfer| match t {
        Transfer::Call { func, args, ret } if func == f => Transfer::Call { func: copy, args, ret },
        t => t,
    };
    let blocks = copy_blocks(p, &src, 0, &map, None, &mut edit);
    let mut func = Function { name: src.name.clone(), params, result: src.result.clone(), env: None, start: src.start, blocks };
    // Calls of a specialised parameter (or of a block parameter holding
    // it) become direct calls of its closures' function.
    let called: HashMap<VarId, FuncId> = spec.iter().flat_map(|&(i, g)| aliases(&func, func.params[i]).into_iter().map(move |v| (v, g))).collect();
    for b in func.blocks.iter_mut() {
        if let Transfer::CallClosure { closure, arg, ret } = &b.transfer {
            if let Some(&g) = called.get(closure) {
                b.transfer = Transfer::Call { func: g, args: vec![*closure, *arg], ret: ret.clone() };
            }
        }
    }
    retarget_closures(&mut func.blocks, &closure_copies, None);
    p.functions.push(func);
    for &c in closures {
        let src = p.functions[c.0 as usize].clone();
        let params = fresh_like(p, &src.params);
        let map: HashMap<VarId, VarId> = src.params.iter().copied().zip(params.iter().copied()).collect();
        let mut edit = |t: Transfer| match t {
            Transfer::Call { func, args, ret } if func == f => Transfer::Call { func: copy, args, ret },
            t => t,
        };
        let mut blocks = copy_blocks(p, &src, 0, &map, None, &mut edit);
        retarget_closures(&mut blocks, &closure_copies, Some((c, closure_copies[&c])));
        debug_assert_eq!(p.functions.len() as u32, closure_copies[&c].0);
        p.functions.push(Function { name: src.name.clone(), params, result: src.result.clone(), env: src.env.clone(), start: src.start, blocks });
    }
    copy
}

/// In copied blocks: closures of the functions `copies` maps are built of
/// their copies, and (in a closure function's copy, `own` = (original,
/// copy)) reads of its environment name the copy.
fn retarget_closures(blocks: &mut [skein_ir::ssa::Block], copies: &HashMap<FuncId, FuncId>, own: Option<(FuncId, FuncId)>) {
    for s in blocks.iter_mut().flat_map(|b| b.stmts.iter_mut()) {
        match &mut s.exp {
            Exp::MakeClosure { func, .. } => {
                if let Some(c) = copies.get(func) {
                    *func = *c;
                }
            }
            Exp::ClosureEnv { func, .. } => {
                if let Some((from, to)) = own {
                    if *func == from {
                        *func = to;
                    }
                }
            }
            _ => {}
        }
    }
}
