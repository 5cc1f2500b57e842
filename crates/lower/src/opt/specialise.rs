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
//! copy per (loop, parameter, g); at most `BUDGET` copies per program and
//! only of loops of at most `LIMIT` statements and blocks.  Bodies of at
//! most `INLINE_LIMIT` are then inlined into their copy (`inline`, whose
//! limit for a closure built elsewhere is smaller, would leave a call per
//! iteration).

use super::inline;
use super::known::known_closures;
use super::rewrite::{copy_blocks, fresh_like, global_closures, size};
use skein_ir::ssa::{FuncId, Function, Program, Transfer, VarId};
use std::collections::HashMap;

const LIMIT: usize = 60;
const BUDGET: usize = 64;
/// Largest closure body inlined into a copy (see `inline::inline_into`).
const INLINE_LIMIT: usize = 40;

pub fn specialise(mut p: Program) -> Program {
    let global_closures = global_closures(&p);
    let candidates: Vec<Vec<usize>> = p.functions.iter().enumerate().map(|(i, f)| invariant_called_params(FuncId(i as u32), f)).collect();
    let mut copies: HashMap<(FuncId, usize, FuncId), FuncId> = HashMap::new();
    let n = p.functions.len();
    for ci in 0..n {
        let caller = FuncId(ci as u32);
        let known = known_closures(&p.functions[ci], &global_closures);
        let known_func = |a: &VarId| known.get(a).or_else(|| global_closures.get(a)).copied();
        for bi in 0..p.functions[ci].blocks.len() {
            let Transfer::Call { func, args, .. } = &p.functions[ci].blocks[bi].transfer else { continue };
            let (callee, args) = (*func, args.clone());
            if callee == caller || callee.0 as usize >= n || candidates[callee.0 as usize].is_empty() {
                continue;
            }
            let Some((i, g)) = candidates[callee.0 as usize].iter().find_map(|&i| args.get(i).and_then(known_func).map(|g| (i, g))) else { continue };
            if !takes_closure_and_argument(&p.functions[g.0 as usize]) {
                continue;
            }
            let copy = match copies.get(&(callee, i, g)) {
                Some(c) => *c,
                None if copies.len() < BUDGET => {
                    let c = copy_for(&mut p, callee, i, g);
                    copies.insert((callee, i, g), c);
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

/// The parameters of `f` (a small self-recursive function without an
/// environment) that every call of itself passes unchanged and that it
/// calls as closures.
fn invariant_called_params(id: FuncId, f: &Function) -> Vec<usize> {
    if f.env.is_some() || size(f) > LIMIT {
        return Vec::new();
    }
    let self_calls: Vec<&Vec<VarId>> = f
        .blocks
        .iter()
        .filter_map(|b| match &b.transfer {
            Transfer::Call { func, args, .. } if *func == id => Some(args),
            _ => None,
        })
        .collect();
    if self_calls.is_empty() {
        return Vec::new();
    }
    (0..f.params.len())
        .filter(|&i| {
            let p = f.params[i];
            self_calls.iter().all(|args| args.get(i) == Some(&p))
                && f.blocks.iter().any(|b| matches!(&b.transfer, Transfer::CallClosure { closure, .. } if *closure == p))
        })
        .collect()
}

/// Whether `g` is a closure's code taking (self, argument).
fn takes_closure_and_argument(g: &Function) -> bool {
    g.env.is_some() && g.params.len() == 2
}

/// Appends the copy of `f` for closures of `g` in parameter `i`.
fn copy_for(p: &mut Program, f: FuncId, i: usize, g: FuncId) -> FuncId {
    let src = p.functions[f.0 as usize].clone();
    let copy = FuncId(p.functions.len() as u32);
    let params = fresh_like(p, &src.params);
    let closure = params[i];
    let map: HashMap<VarId, VarId> = src.params.iter().copied().zip(params.iter().copied()).collect();
    let mut edit = |t: Transfer| match t {
        Transfer::CallClosure { closure: c, arg, ret } if c == closure => Transfer::Call { func: g, args: vec![c, arg], ret },
        Transfer::Call { func, args, ret } if func == f => Transfer::Call { func: copy, args, ret },
        t => t,
    };
    let blocks = copy_blocks(p, &src, 0, &map, None, &mut edit);
    p.functions.push(Function { name: src.name.clone(), params, result: src.result.clone(), env: None, start: src.start, blocks });
    copy
}
