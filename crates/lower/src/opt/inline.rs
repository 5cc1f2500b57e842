//! Pass `inline`: inlines direct calls (`Transfer::Call`) of small
//! functions and of functions called exactly once.
//!
//! A callee is inlined at a call site when it is not the caller, not
//! `main`, has no direct call to itself, and either its size (statements
//! plus blocks) is at most `SMALL` (but not into a closure that has no
//! direct call yet and that the callee builds: see `Inlinable::Small`),
//! or its size is at most `IN_LOOP` and the call is inside a loop of the
//! caller (a block on a cycle, or a self-recursive caller's),
//! or it has exactly one direct call site
//! and no closure of it is built other than to be passed as `self` to that
//! call (`rewrite::closure_escapes`; it then disappears: no code growth).
//! Rounds are bounded (`ROUNDS`), which bounds growth through mutual
//! recursion.  Into `main` outside its loops (top-level code runs once) a
//! small function is copied only while its call sites times its size stay
//! within `MAIN_GROWTH` (see `inline_here`).
//!
//! Mechanics (`rewrite::copy_blocks`): the callee's blocks are copied into
//! the caller with fresh variables, its parameters replaced by the
//! arguments; the calling block jumps to the copied start block.  A copied
//! `return v` becomes `goto k(v)` for a call returning to `k`, and stays a
//! return for a tail call; a copied tail call becomes a call returning to
//! `k`.  Copied blocks whose handler was the callee's caller get the
//! calling block's handler, so a raise in the inlined body goes where it
//! went before (out of the call, to the call's handler).

use super::known::known_closures;
use super::rewrite::{call_sites, closure_escapes, copy_blocks, global_closures, size};
use skein_ir::ssa::graph::cyclic_blocks;
use skein_ir::ssa::{BlockId, Exp, FuncId, Function, Program, Return, Transfer, VarId};
use std::collections::HashMap;

const SMALL: usize = 12;
/// Largest function inlined at a call inside a loop of its caller (a
/// block on a cycle, or any block of a self-recursive caller).
const IN_LOOP: usize = 40;
/// The most statements a small function's copies may add to `main`'s
/// straight-line code (its call sites times its size).
const MAIN_GROWTH: usize = 96;
const ROUNDS: usize = 3;

pub fn inline(mut p: Program) -> Program {
    for _ in 0..ROUNDS {
        if !round(&mut p) {
            break;
        }
    }
    p
}

fn self_recursive(id: FuncId, f: &Function) -> bool {
    f.blocks.iter().any(|b| matches!(&b.transfer, Transfer::Call { func, .. } if *func == id))
}

/// Largest function `inline_higher_order` inlines at a call site that
/// passes it a known closure it calls.
const HIGHER_ORDER: usize = 40;

/// Pass `inline-4`: one round of `inline` that also inlines, at each call
/// site, a function of at most `HIGHER_ORDER` statements and blocks (not
/// recursive, not main) when the site passes a known closure (built by
/// the caller, or a global) for a parameter the function calls: `List.map
/// f`, `foldl`, `List.app`, the elision's `reducem` used from several sites.
/// Once inlined, `settle-calls-2` makes the closure call direct and
/// inlines small bodies.  One round only, late: each site grows at most
/// once, and mutually recursive higher-order functions cannot unfold.
/// Into `main` outside its loops only a function with a loop is copied
/// so (its loop then calls the closure directly).
pub fn inline_higher_order(mut p: Program) -> Program {
    // Per function: the parameters it calls, and whether it has a loop.
    let called: Vec<(Vec<usize>, bool)> = p
        .functions
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let id = FuncId(i as u32);
            if id == p.main || self_recursive(id, f) || size(f) > HIGHER_ORDER {
                return (Vec::new(), false);
            }
            let ks: Vec<usize> = (0..f.params.len())
                .filter(|&k| f.blocks.iter().any(|b| matches!(&b.transfer, Transfer::CallClosure { closure, .. } if *closure == f.params[k])))
                .collect();
            let looping = !ks.is_empty() && cyclic_blocks(f).contains(&true);
            (ks, looping)
        })
        .collect();
    let global_closures = global_closures(&p);
    let sites = call_sites(&p);
    let why = inlinable(&p, &sites);
    let main_loops = cyclic_blocks(&p.functions[p.main.0 as usize]);
    for ci in 0..p.functions.len() {
        let caller = FuncId(ci as u32);
        let known = known_closures(&p.functions[ci], &global_closures);
        let is_known = |a: &VarId| known.contains_key(a) || global_closures.contains_key(a);
        let n = p.functions[ci].blocks.len();
        let loops = caller_loops(caller, &p.functions[ci]);
        for b in 0..n {
            let target = match &p.functions[ci].blocks[b].transfer {
                Transfer::Call { func, args, .. } if *func != caller => {
                    let i = func.0 as usize;
                    // Outside main's loops only a callee with a loop
                    // gains (the known closure is then called directly
                    // in it); `show` of `inline_here` gains nothing.
                    let (ks, looping) = &called[i];
                    let gains = *looping || !main_straight(&p, main_loops.as_slice(), caller, BlockId(b as u32));
                    let higher = gains && ks.iter().any(|&k| args.get(k).is_some_and(is_known));
                    let in_loop = loops.get(b).copied().unwrap_or(false);
                    (inline_here(&p, &why, &sites, &main_loops, caller, BlockId(b as u32), *func, in_loop) || higher).then_some(*func)
                }
                _ => None,
            };
            if let Some(callee) = target {
                inline_at(&mut p, caller, BlockId(b as u32), callee);
            }
        }
    }
    p
}

/// Why `inline` inlines a function at its direct calls (the rule in the
/// module comment), decided before a round.
#[derive(Clone, Copy, PartialEq)]
enum Inlinable {
    No,
    /// Small: copied at every call, except into a function that has no
    /// direct call yet and whose closure the callee builds.  Such a
    /// caller is a closure still called through a closure (a `fn` given
    /// to `ForkJoin.par`, before `par` is inlined and `known-calls` makes
    /// the call direct); it is usually inlined back into the callee once
    /// its call is direct.  Copying `fib` into its two `par` closures
    /// instead made each closure recursive through a freshly allocated
    /// closure of itself: the sequential elision of parallel fib ran at
    /// half the speed of plain fib.
    Small,
    /// Called once, with no closure escaping: it disappears.
    Once,
    /// At most `IN_LOOP`: copied at calls inside loops (with `Small`'s
    /// exception).  bench line-fit's elision called `hash` twice per
    /// point out of line from its loop in `main`, where gcc would not
    /// inline it: a `div` by what is a constant once inlined.
    InLoop,
}

fn inlinable(p: &Program, sites: &[Vec<(FuncId, BlockId)>]) -> Vec<Inlinable> {
    let escapes = closure_escapes(p);
    p.functions
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let id = FuncId(i as u32);
            if id == p.main || self_recursive(id, f) {
                Inlinable::No
            } else if sites[i].len() == 1 && !escapes[i] {
                Inlinable::Once
            } else if size(f) <= SMALL {
                Inlinable::Small
            } else if size(f) <= IN_LOOP {
                Inlinable::InLoop
            } else {
                Inlinable::No
            }
        })
        .collect()
}

/// Whether `callee` is inlined at the direct call ending block `b` of
/// `caller`.  `main_loops`: `cyclic_blocks` of `main`.
///
/// Into `main` outside its loops a small function is copied only when all
/// its copies together stay small (`MAIN_GROWTH`): the top-level code
/// runs once, so a copy saves one call but costs its code.  The basis'
/// own top-level code (`val toString = fmt DEC`) still inlines, which
/// keeps its closures known; a test-suite style helper called from
/// every line (`fun show name = print (name ^ ...)`, 12 statements at
/// 109 calls, and then what it calls copied into each copy) does not:
/// it had grown `main` to 8000 SSA lines for a 167-line file
/// (tests/run/conf_eval_order: 872 KB of C, 7.4 s of `cc`, now 508 KB
/// and 4.8 s).
///
/// `in_loop`: block `b` is in a loop of `caller` (`caller_loops`).
#[allow(clippy::too_many_arguments)]
fn inline_here(p: &Program, why: &[Inlinable], sites: &[Vec<(FuncId, BlockId)>], main_loops: &[bool], caller: FuncId, b: BlockId, callee: FuncId, in_loop: bool) -> bool {
    match why.get(callee.0 as usize) {
        Some(Inlinable::Once) => true,
        Some(Inlinable::Small) if main_straight(p, main_loops, caller, b) => {
            sites[callee.0 as usize].len() * size(&p.functions[callee.0 as usize]) <= MAIN_GROWTH
        }
        Some(w @ (Inlinable::Small | Inlinable::InLoop)) if *w == Inlinable::Small || in_loop => {
            !(sites[caller.0 as usize].is_empty() && builds_closure_of(&p.functions[callee.0 as usize], caller))
        }
        _ => false,
    }
}

/// The blocks of `f` (function `id`) that are in a loop: on a cycle of
/// jumps, or anywhere in a function that calls itself.
fn caller_loops(id: FuncId, f: &Function) -> Vec<bool> {
    if self_recursive(id, f) {
        vec![true; f.blocks.len()]
    } else {
        cyclic_blocks(f)
    }
}

/// Whether block `b` of `caller` is top-level code that runs once: a
/// block of `main` on no cycle (`main_loops`: `cyclic_blocks` of `main`).
fn main_straight(p: &Program, main_loops: &[bool], caller: FuncId, b: BlockId) -> bool {
    caller == p.main && !main_loops.get(b.0 as usize).copied().unwrap_or(false)
}

fn builds_closure_of(f: &Function, g: FuncId) -> bool {
    f.blocks.iter().flat_map(|b| &b.stmts).any(|s| matches!(&s.exp, Exp::MakeClosure { func, .. } if *func == g))
}

/// One round: every call site whose callee qualifies (decided at the start
/// of the round) is inlined once.  Returns whether anything was inlined.
///
/// Callers come before the functions called once: a called-once function
/// copied into its caller (*absorbed*) is dead and not visited as a
/// caller itself, and the calls of called-once functions in the copied
/// blocks are inlined at once.  A chain `f1` calls `f2` ... calls `fn`, each
/// called once, so costs its length: visiting `f2` first and then copying
/// the grown `f2` into `f1`, and so on, cost its length squared.
fn round(p: &mut Program) -> bool {
    let sites = call_sites(p);
    let why = inlinable(p, &sites);
    let main_loops = cyclic_blocks(&p.functions[p.main.0 as usize]);
    let count = p.functions.len();
    let mut absorbed = vec![false; count];
    let once = |i: usize| why[i] == Inlinable::Once;
    let order: Vec<usize> = (0..count).filter(|&i| !once(i)).chain((0..count).filter(|&i| once(i))).collect();
    let mut changed = false;
    for ci in order {
        if absorbed[ci] {
            continue;
        }
        let caller = FuncId(ci as u32);
        // Blocks present at the start inline what qualifies; copies only
        // called-once functions (so mutually recursive small functions
        // cannot loop, and each function is absorbed at most once).
        let initial = p.functions[ci].blocks.len();
        let loops = caller_loops(caller, &p.functions[ci]);
        let mut b = 0;
        while b < p.functions[ci].blocks.len() {
            let target = match &p.functions[ci].blocks[b].transfer {
                Transfer::Call { func, .. } if *func != caller && !absorbed[func.0 as usize] => {
                    let fresh = b >= initial;
                    let ok = if fresh { once(func.0 as usize) } else { inline_here(p, &why, &sites, &main_loops, caller, BlockId(b as u32), *func, loops[b]) };
                    ok.then_some(*func)
                }
                _ => None,
            };
            if let Some(callee) = target {
                inline_at(p, caller, BlockId(b as u32), callee);
                absorbed[callee.0 as usize] = once(callee.0 as usize);
                changed = true;
            }
            b += 1;
        }
    }
    changed
}

/// Inlines the call ending block `b` of `caller` (a call of `callee`).
pub fn inline_at(p: &mut Program, caller: FuncId, b: BlockId, callee: FuncId) {
    let src = p.functions[callee.0 as usize].clone();
    let blk = &p.functions[caller.0 as usize].blocks[b.0 as usize];
    let Transfer::Call { args, ret, .. } = blk.transfer.clone() else { return };
    let outer = blk.handler;
    let params: HashMap<_, _> = src.params.iter().copied().zip(args.iter().copied()).collect();
    let offset = p.functions[caller.0 as usize].blocks.len() as u32;
    let mut edit = |t: Transfer| match (t, &ret) {
        (Transfer::Return(v), Return::To(k)) => Transfer::Goto { dst: *k, args: vec![v] },
        (Transfer::Call { func, args, ret: Return::Tail }, Return::To(k)) => Transfer::Call { func, args, ret: Return::To(*k) },
        (Transfer::CallClosure { closure, arg, ret: Return::Tail }, Return::To(k)) => Transfer::CallClosure { closure, arg, ret: Return::To(*k) },
        (t, _) => t,
    };
    let copied = copy_blocks(p, &src, offset, &params, outer, &mut edit);
    let f = &mut p.functions[caller.0 as usize];
    f.blocks.extend(copied);
    f.blocks[b.0 as usize].transfer = Transfer::Goto { dst: BlockId(src.start.0 + offset), args: Vec::new() };
}

#[cfg(test)]
mod tests {
    use super::*;
    use skein_ir::ssa::{check_program, Block, Const, Exp, Statement, Type};

    fn block(stmts: Vec<Statement>, transfer: Transfer, handler: Option<BlockId>) -> Block {
        Block { params: vec![], stmts, transfer, handler }
    }

    /// g x = x + 1 raising to the caller; main calls it inside a handler.
    #[test]
    fn inlined_body_raises_to_the_call_sites_handler() {
        let mut p = Program::default();
        let x = p.new_var("x", Type::Int);
        let one = p.new_var("one", Type::Int);
        let y = p.new_var("y", Type::Int);
        p.functions.push(Function {
            name: "g".into(),
            params: vec![x],
            result: Type::Int,
            env: None,
            start: BlockId(0),
            blocks: vec![block(vec![Statement { var: one, exp: Exp::Const(Const::Int(1)) }, Statement { var: y, exp: Exp::Prim { name: "Int.+".into(), args: vec![x, one] } }], Transfer::Return(y), None)],
        });
        let k = p.new_var("k", Type::Int);
        let r = p.new_var("r", Type::Int);
        let e = p.new_var("e", Type::Exn);
        let u = p.new_var("u", Type::unit());
        let mut k_blk = block(vec![Statement { var: u, exp: Exp::Tuple(vec![]) }], Transfer::Return(u), None);
        k_blk.params = vec![r];
        let mut h_blk = block(vec![], Transfer::Return(u), None);
        h_blk.params = vec![e];
        h_blk.stmts = vec![];
        h_blk.transfer = Transfer::Raise(e);
        p.functions.push(Function {
            name: "main".into(),
            params: vec![],
            result: Type::unit(),
            env: None,
            start: BlockId(0),
            blocks: vec![block(vec![Statement { var: k, exp: Exp::Const(Const::Int(41)) }], Transfer::Call { func: FuncId(0), args: vec![k], ret: Return::To(BlockId(1)) }, Some(BlockId(2))), k_blk, h_blk],
        });
        p.main = FuncId(1);
        check_program(&p).unwrap();
        let p = inline(p);
        check_program(&p).unwrap_or_else(|e| panic!("{}\n{}", e.join("\n"), p));
        let main = &p.functions[1];
        assert!(main.blocks.iter().all(|b| !matches!(b.transfer, Transfer::Call { .. })), "{}", p);
        let copied = main.blocks.iter().find(|b| b.stmts.iter().any(|s| matches!(&s.exp, Exp::Prim { .. }))).unwrap();
        assert_eq!(copied.handler, Some(BlockId(2)));
        assert_eq!(copied.transfer, Transfer::Goto { dst: BlockId(1), args: vec![copied.stmts[1].var] });
    }
}

/// Inlines, in the functions `callers` only, every direct call of a
/// function of at most `limit` statements and blocks (not recursive, not
/// main, not the caller itself); rounds repeat up to `ROUNDS` times for
/// calls the inlined bodies bring.  `loop-closures` uses it for the loop
/// functions it made: a reduction's combining function (`fn ((a, b, c,
/// d), (e, f, g, h)) => ...` is 14 statements, over `SMALL`) is called
/// there every iteration but also escapes to the runtime, so `inline`
/// copies it nowhere.
pub fn inline_into(p: &mut Program, callers: &[FuncId], limit: usize) {
    for _ in 0..ROUNDS {
        let mut any = false;
        for &caller in callers {
            for b in 0..p.functions[caller.0 as usize].blocks.len() {
                let callee = match &p.functions[caller.0 as usize].blocks[b].transfer {
                    Transfer::Call { func, .. } if *func != caller && *func != p.main => *func,
                    _ => continue,
                };
                let f = &p.functions[callee.0 as usize];
                if self_recursive(callee, f) || size(f) > limit {
                    continue;
                }
                inline_at(p, caller, BlockId(b as u32), callee);
                any = true;
            }
        }
        if !any {
            break;
        }
    }
}
