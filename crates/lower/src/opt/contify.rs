//! Pass `contify`: a known function whose every call either comes from one
//! other function with one and the same continuation, or is a tail call
//! from itself, becomes blocks of that caller.  A tail-recursive local
//! loop thus becomes a loop of blocks (a C loop with `goto`s), and a
//! function called once becomes straight-line code of its caller.
//!
//! Conditions on `f` (not `main`, no closure of it built, `env == None`):
//! - every call from outside `f` is in the same function `g` and has the
//!   same return: all tail calls, or all `-> k` for one block `k` from
//!   blocks with one and the same handler `h`;
//! - every call from inside `f` is a tail call of `f` itself.
//! The copy: a new entry block of `g` takes `f`'s parameters (fresh
//! variables) and jumps to the copy of `f`'s start; calls of `f` (from `g`
//! and from the copy) become `goto entry(args)`; a copied `return v`
//! becomes `goto k(v)` (stays a return for tail calls), a copied tail call
//! to another function returns to `k`; copied blocks whose handler was the
//! caller get `h`.  `f` itself is left without calls (`dce` removes it;
//! until then calls from dead functions are ignored).

use super::dce::reachable;
use super::rewrite::{call_sites, closure_made, copy_blocks, fresh_like};
use skein_ir::ssa::{Block, BlockId, FuncId, Program, Return, Transfer};
use std::collections::HashMap;

pub fn contify(mut p: Program) -> Program {
    // Each scan contifies every function that qualifies and does not
    // depend on one contified earlier in the scan (see `contify_scan`);
    // the next scan picks up the rest.  One function per scan cost a
    // whole-program walk per function (a 13000-line program: 13 s).
    for _ in 0..p.functions.len() {
        if !contify_scan(&mut p) {
            break;
        }
    }
    p
}

/// Contifies, in index order, the functions that qualify given the call
/// sites found at the start of the scan, skipping (for the next scan) any
/// whose facts a contification in this scan may have changed: one called
/// from a function contified in this scan (those calls now sit, copied,
/// in its caller: new call sites), and one that received blocks (its own
/// calls changed).  Contifying `f` into `g` changes only `g` (blocks
/// appended, the calls of `f` turned into jumps) and kills `f`, so what
/// the scan found about every other function still holds (calls of `h`
/// copied from `f` into `g` were sites of `h` in `f`).  Returns whether
/// one was contified.
fn contify_scan(p: &mut Program) -> bool {
    // Calls from functions already contified (dead) do not count.
    let live = reachable(p);
    let sites: Vec<Vec<(FuncId, BlockId)>> = call_sites(p).into_iter().map(|v| v.into_iter().filter(|(c, _)| live[c.0 as usize]).collect()).collect();
    let made = closure_made(p);
    // Contified in this scan (now dead), and given blocks in this scan.
    let mut dead = vec![false; p.functions.len()];
    let mut grown = vec![false; p.functions.len()];
    let mut any = false;
    for fi in 0..p.functions.len() {
        let fid = FuncId(fi as u32);
        if fid == p.main || !live[fi] || made[fi] || p.functions[fi].env.is_some() || grown[fi] {
            continue;
        }
        if sites[fi].iter().any(|(c, _)| dead[c.0 as usize]) {
            continue;
        }
        if let Some((g, ret, handler)) = qualifies(p, fid, &sites[fi]) {
            contify_into(p, fid, g, ret, handler, &sites[fi]);
            dead[fi] = true;
            grown[g.0 as usize] = true;
            any = true;
        }
    }
    any
}

/// The caller, return and handler shared by every outside call of `f`.
fn qualifies(p: &Program, f: FuncId, sites: &[(FuncId, BlockId)]) -> Option<(FuncId, Return, Option<BlockId>)> {
    let mut shared: Option<(FuncId, Return, Option<BlockId>)> = None;
    for &(caller, b) in sites {
        let blk = &p.functions[caller.0 as usize].blocks[b.0 as usize];
        let Transfer::Call { ret, .. } = &blk.transfer else { return None };
        if caller == f {
            if *ret != Return::Tail {
                return None;
            }
            continue;
        }
        let this = (caller, ret.clone(), blk.handler);
        match &shared {
            None => shared = Some(this),
            Some(s) if *s == this => {}
            Some(_) => return None,
        }
    }
    shared
}

fn contify_into(p: &mut Program, f: FuncId, g: FuncId, ret: Return, handler: Option<BlockId>, sites: &[(FuncId, BlockId)]) {
    let src = p.functions[f.0 as usize].clone();
    let entry = BlockId(p.functions[g.0 as usize].blocks.len() as u32);
    let offset = entry.0 + 1;
    let entry_params = fresh_like(p, &src.params);
    let params: HashMap<_, _> = src.params.iter().copied().zip(entry_params.iter().copied()).collect();
    let mut edit = |t: Transfer| match (t, &ret) {
        (Transfer::Call { func, args, ret: Return::Tail }, _) if func == f => Transfer::Goto { dst: entry, args },
        (Transfer::Return(v), Return::To(k)) => Transfer::Goto { dst: *k, args: vec![v] },
        (Transfer::Call { func, args, ret: Return::Tail }, Return::To(k)) => Transfer::Call { func, args, ret: Return::To(*k) },
        (Transfer::CallClosure { closure, arg, ret: Return::Tail }, Return::To(k)) => Transfer::CallClosure { closure, arg, ret: Return::To(*k) },
        (t, _) => t,
    };
    let copied = copy_blocks(p, &src, offset, &params, handler, &mut edit);
    let gf = &mut p.functions[g.0 as usize];
    gf.blocks.push(Block { params: entry_params, stmts: Vec::new(), transfer: Transfer::Goto { dst: BlockId(src.start.0 + offset), args: Vec::new() }, handler });
    gf.blocks.extend(copied);
    for &(caller, b) in sites {
        if caller != g {
            continue;
        }
        let blk = &mut p.functions[g.0 as usize].blocks[b.0 as usize];
        if let Transfer::Call { args, .. } = &blk.transfer {
            blk.transfer = Transfer::Goto { dst: entry, args: args.clone() };
        }
    }
}
