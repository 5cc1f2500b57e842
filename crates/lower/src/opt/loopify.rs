//! Pass `loopify`: a known function that calls itself in tail position
//! becomes a loop of blocks: its start block is the loop's head, its self
//! tail calls jump to it.
//!
//! A function that `contify` left a function (a loop used from several
//! places: `fun loop (i, acc) = ...` at the top level, a copy of
//! `specialise`'s) was a C function whose self tail calls jumped back to
//! its entry, polling there at every turn: the code generator's loop
//! machinery (polls.rs: counted loops run a poll-free copy or strip-mined,
//! polling once per strip) sees only loops of blocks.  Bench dedup's
//! string hash (`loop (k, h)` up to `size s`) polled at every character.
//!
//! The function gets fresh parameters and a new start block that jumps to
//! the old one, whose parameters are the old parameters, so the body is
//! unchanged.  A parameter that every self tail call passes unchanged is
//! no parameter of the head: the body reads the function's own (one
//! value throughout the loop, where a block parameter would be assigned
//! again at every jump and its length reloaded), and the reads of its
//! closures' environments move to the new start block (`hoist_env_reads`).
//! Closure functions are
//! left alone (their `self` is read through the environment by the code
//! generator's variants), and so are functions whose self tail call sits
//! under a handler (it would not be a tail call) or whose start block
//! has parameters, and functions that also recurse otherwise
//! (`recurses_otherwise`) or look like a binary search (`halves`).

use super::rewrite::fresh_like;
use skein_ir::ssa::{Block, BlockId, Const, Exp, FuncId, Function, Program, Return, Statement, Transfer, VarId};
use std::collections::HashMap;

pub fn loopify(mut p: Program) -> Program {
    for fi in 0..p.functions.len() {
        let id = FuncId(fi as u32);
        let f = &p.functions[fi];
        if f.env.is_some() || id == p.main || p.main_pieces.contains(&id) || !f.block(f.start).params.is_empty() {
            continue;
        }
        let self_tail = |t: &Transfer| matches!(t, Transfer::Call { func, ret: Return::Tail, .. } if *func == id);
        if !f.blocks.iter().any(|b| self_tail(&b.transfer)) || f.blocks.iter().any(|b| self_tail(&b.transfer) && b.handler.is_some()) || recurses_otherwise(&p, id) || halves(&p, f) {
            continue;
        }
        // The parameters some self tail call changes.
        let n = f.params.len();
        let mut varies = vec![false; n];
        for b in &f.blocks {
            if let Transfer::Call { func, args, ret: Return::Tail } = &b.transfer {
                if *func == id {
                    for (i, a) in args.iter().enumerate().take(n) {
                        varies[i] |= *a != f.params[i];
                    }
                }
            }
        }
        let old: Vec<_> = f.params.clone();
        let head = f.start;
        let carried: Vec<_> = (0..n).filter(|&i| varies[i]).map(|i| old[i]).collect();
        let fresh = fresh_like(&mut p, &carried);
        let f = &mut p.functions[fi];
        let mut k = 0;
        for i in 0..n {
            if varies[i] {
                f.params[i] = fresh[k];
                k += 1;
            }
        }
        for b in &mut f.blocks {
            if let Transfer::Call { func, args, ret: Return::Tail } = &b.transfer {
                if *func == id {
                    let args = (0..n).filter(|&i| varies[i]).map(|i| args[i]).collect();
                    b.transfer = Transfer::Goto { dst: head, args };
                }
            }
        }
        f.blocks[head.0 as usize].params = carried;
        let hoisted = hoist_env_reads(f, &(0..n).filter(|&i| !varies[i]).map(|i| old[i]).collect::<Vec<_>>());
        f.blocks.push(Block { params: Vec::new(), stmts: hoisted, transfer: Transfer::Goto { dst: head, args: fresh }, handler: None });
        f.start = BlockId((f.blocks.len() - 1) as u32);
    }
    p
}

/// Does function `id` call itself other than in tail position: directly,
/// or from a closure it builds (the branches of a `ForkJoin.par`)?  Such
/// a function polls at its entry anyway (every cycle of calls must), and
/// as a loop it would poll at its head too (nqueens' `cols`, whose tail
/// call is the next row's: 1667M -> 1704M instructions).
fn recurses_otherwise(p: &Program, id: FuncId) -> bool {
    let f = &p.functions[id.0 as usize];
    let calls_me = |g: &skein_ir::ssa::Function| g.blocks.iter().any(|b| matches!(&b.transfer, Transfer::Call { func, .. } if *func == id));
    f.blocks.iter().any(|b| matches!(&b.transfer, Transfer::Call { func, ret: Return::To(_), .. } if *func == id))
        || f.blocks.iter().flat_map(|b| &b.stmts).any(|s| matches!(&s.exp, Exp::MakeClosure { func, .. } if calls_me(&p.functions[func.0 as usize])))
}

/// Does `f` divide by a constant of at least 2 (`(lo + hi) div 2`)?  A
/// function that calls itself on half a range needs no poll at all as a
/// function (the code generator's `halving_self_calls`: at most 64 calls
/// in a row); as a loop its head would poll at every step (bench msort's
/// merge searches: 684M -> 700M instructions).
fn halves(p: &Program, f: &Function) -> bool {
    let constant = |v: VarId| {
        f.blocks.iter().flat_map(|b| &b.stmts).chain(&p.globals).find(|s| s.var == v).is_some_and(|s| matches!(s.exp, Exp::Const(Const::Int(k)) if k >= 2))
    };
    f.blocks.iter().flat_map(|b| &b.stmts).any(|s| matches!(&s.exp, Exp::Prim { name, args } if (name == "Int.div" || name == "Int.quot") && args.len() == 2 && constant(args[1])))
}

/// Takes out of `f`'s blocks, in order, the reads of the environments of
/// closures in `invariant` (parameters the loop never changes) and
/// returns them, for the block before the loop.  A closure's environment
/// never changes once built, and objects a C local points to do not move
/// (the stack is a conservative root), so the read gives the same value
/// on every turn; gcc could not hoist it when the loop stores bytes
/// (bench sieve's elision: the strike loop reloaded its flag array and
/// its length from its closure at every multiple).  Only a closure read
/// as one function's everywhere: the read is then valid on every turn,
/// not only on the paths it was on.
fn hoist_env_reads(f: &mut Function, invariant: &[VarId]) -> Vec<Statement> {
    let mut read_as: HashMap<VarId, Option<FuncId>> = HashMap::new();
    for s in f.blocks.iter().flat_map(|b| &b.stmts) {
        if let Exp::ClosureEnv { closure, func, .. } = &s.exp {
            let e = read_as.entry(*closure).or_insert(Some(*func));
            if *e != Some(*func) {
                *e = None;
            }
        }
    }
    let hoist = |s: &Statement| matches!(&s.exp, Exp::ClosureEnv { closure, .. } if invariant.contains(closure) && read_as[closure].is_some());
    let mut out = Vec::new();
    for b in &mut f.blocks {
        out.extend(b.stmts.iter().filter(|s| hoist(s)).cloned());
        b.stmts.retain(|s| !hoist(s));
    }
    out
}
