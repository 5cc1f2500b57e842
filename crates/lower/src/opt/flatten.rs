//! Pass `flatten-args`: a known function taking a tuple whose body only
//! selects components of it (`fun f (a, b, c) = ...`) takes the components
//! as separate parameters instead, so a call allocates no tuple.
//!
//! Applies to functions without a closure (`env == None`, no
//! `MakeClosure`), other than `main`: all their calls are direct `Call`s,
//! so parameters and arguments change together.  At a call site the
//! argument's components are the variables of its `(x, y, ...)` statement
//! when the tuple is built in the caller (or is a global); otherwise `#i`
//! statements are added to the calling block.  In the callee, `#i p`
//! becomes a copy of the new parameter `p_i` (`simplify` removes it).  The
//! tuple built only for the call is then dead and `simplify` drops it.
//! Rounds repeat (with `simplify` between) for nested tuples.
//! Not done yet: flattening of returned tuples.

use super::rewrite::{call_sites, closure_made, exp_uses, transfer_uses};
use skein_ir::ssa::{BlockId, Exp, FuncId, Program, Statement, Transfer, Type, VarId};
use std::collections::{HashMap, HashSet};

pub fn flatten_args(mut p: Program) -> Program {
    // Nested tuples (`fun f (n, (a, b))`) flatten one level per round;
    // `simplify` between rounds turns `#i p` into uses of the components.
    for _ in 0..4 {
        if !flatten_round(&mut p) {
            break;
        }
        p = super::simplify::simplify(p);
    }
    p
}

/// The components of every variable bound to a tuple, program-wide
/// (variables are defined once, so the binding is the same seen from
/// every function).
fn tuple_statements(p: &Program) -> HashMap<VarId, Vec<VarId>> {
    let stmts = p.globals.iter().chain(p.functions.iter().flat_map(|f| f.blocks.iter().flat_map(|b| b.stmts.iter())));
    stmts.filter_map(|s| if let Exp::Tuple(xs) = &s.exp { Some((s.var, xs.clone())) } else { None }).collect()
}

/// One level of flattening everywhere.  Returns whether anything changed.
fn flatten_round(p: &mut Program) -> bool {
    let mut changed = false;
    let sites = call_sites(p);
    let made = closure_made(&p);
    // Tuples built anywhere (statements added by this round only select).
    let tuples = tuple_statements(p);
    for fi in 0..p.functions.len() {
        if FuncId(fi as u32) == p.main || p.functions[fi].env.is_some() || made[fi] {
            continue;
        }
        let flat = flattenable(p, fi);
        if flat.is_empty() {
            continue;
        }
        changed = true;
        // New parameters.
        let old_params = p.functions[fi].params.clone();
        let mut params = Vec::new();
        let mut comps: HashMap<VarId, Vec<VarId>> = HashMap::new();
        for &v in &old_params {
            if !flat.contains(&v) {
                params.push(v);
                continue;
            }
            let Type::Tuple(ts) = p.ty(v).clone() else { continue };
            let name = p.var(v).name.clone();
            let cs: Vec<VarId> = ts.into_iter().enumerate().map(|(i, t)| p.new_var(format!("{}{}", name, i), t)).collect();
            params.extend(cs.iter().copied());
            comps.insert(v, cs);
        }
        let f = &mut p.functions[fi];
        f.params = params;
        for b in &mut f.blocks {
            for s in &mut b.stmts {
                if let Exp::Select { tuple, index } = s.exp {
                    if let Some(cs) = comps.get(&tuple) {
                        s.exp = Exp::Var(cs[index as usize]);
                    }
                }
            }
        }
        // Call sites.
        for &(caller, b) in &sites[fi] {
            let Transfer::Call { args, .. } = p.functions[caller.0 as usize].blocks[b.0 as usize].transfer.clone() else { continue };
            let mut new_args = Vec::new();
            let mut extra = Vec::new();
            for (&param, &a) in old_params.iter().zip(&args) {
                if !flat.contains(&param) {
                    new_args.push(a);
                    continue;
                }
                match tuples.get(&a) {
                    Some(xs) => new_args.extend(xs.iter().copied()),
                    _ => {
                        let Type::Tuple(ts) = p.ty(a).clone() else { continue };
                        for (i, t) in ts.into_iter().enumerate() {
                            let x = p.new_var(format!("{}{}", p.var(a).name.clone(), i), t);
                            extra.push(Statement { var: x, exp: Exp::Select { tuple: a, index: i as u32 } });
                            new_args.push(x);
                        }
                    }
                }
            }
            let blk = &mut p.functions[caller.0 as usize].blocks[b.0 as usize];
            blk.stmts.extend(extra);
            if let Transfer::Call { args, .. } = &mut blk.transfer {
                *args = new_args;
            }
        }
    }
    changed
}

/// The tuple parameters of function `fi` used only as `#i p`.
fn flattenable(p: &Program, fi: usize) -> HashSet<VarId> {
    let f = &p.functions[fi];
    let mut cand: HashSet<VarId> = f.params.iter().copied().filter(|v| matches!(p.ty(*v), Type::Tuple(ts) if !ts.is_empty())).collect();
    if cand.is_empty() {
        return cand;
    }
    let mut bad = HashSet::new();
    for b in &f.blocks {
        for s in &b.stmts {
            match &s.exp {
                Exp::Select { .. } => {}
                e => exp_uses(e, |x| {
                    bad.insert(x);
                }),
            }
        }
        transfer_uses(&b.transfer, |x| {
            bad.insert(x);
        });
    }
    cand.retain(|v| !bad.contains(v));
    cand
}

/// Largest tuple a block parameter is split into.
const BLOCK_TUPLE_MAX: usize = 8;

/// In functions `funcs`: a block parameter holding a tuple that the block
/// and its successors only select from, except in blocks that return or
/// raise (a loop's exits), becomes one parameter per component.  The
/// block must be reached only by `goto`s; each passes the components of
/// the tuple it built (`(x, y, ...)` anywhere in the function), or selects
/// them before jumping.  An exit block that uses the whole tuple rebuilds
/// it first.  A loop whose accumulator is a tuple (a reduction of several
/// sums, once its combining function is inlined) then builds no tuple per
/// iteration: the tuple built for the back edge is dead (`simplify`).
/// Functions get this from `flatten-args` while their loops are still
/// functions; `loop-closures` makes its loop functions after that.
pub fn flatten_block_tuples(p: &mut Program, funcs: &[FuncId]) -> bool {
    let mut changed = false;
    for &fid in funcs {
        for (b, x) in block_tuple_params(p, fid) {
            if let Some(k) = p.func(fid).blocks[b].params.iter().position(|v| *v == x) {
                split_block_param(p, fid, b, k);
                changed = true;
            }
        }
    }
    changed
}

/// Pass `flatten-block-tuples`: `flatten_block_tuples` over the whole
/// program.  The loops of the sequential elision of `ForkJoin.reducem` (and
/// of any higher-order fold) get their combining function inlined only by
/// `settle-calls`, after `flatten-args` has run and `contify` has made them
/// blocks.
pub fn flatten_all_block_tuples(mut p: Program) -> Program {
    let all: Vec<FuncId> = (0..p.functions.len() as u32).map(FuncId).collect();
    if flatten_block_tuples(&mut p, &all) {
        p = super::simplify::simplify(p);
    }
    p
}

/// The block parameters of `fid` that can be split (see
/// `flatten_block_tuples`): (block, parameter).
fn block_tuple_params(p: &Program, fid: FuncId) -> Vec<(usize, VarId)> {
    let f = p.func(fid);
    let n = f.blocks.len();
    // Blocks reached other than by goto: start, handlers, case arms, call returns.
    let mut other_entry = vec![false; n];
    other_entry[f.start.0 as usize] = true;
    for b in &f.blocks {
        if let Some(h) = b.handler {
            other_entry[h.0 as usize] = true;
        }
        if !matches!(b.transfer, Transfer::Goto { .. }) {
            for t in b.transfer.targets() {
                other_entry[t.0 as usize] = true;
            }
        }
    }
    let mut candidates: HashMap<VarId, usize> = HashMap::new();
    for (bi, b) in f.blocks.iter().enumerate() {
        if other_entry[bi] {
            continue;
        }
        for x in &b.params {
            if matches!(&p.var(*x).ty, Type::Tuple(ts) if (2..=BLOCK_TUPLE_MAX).contains(&ts.len())) {
                candidates.insert(*x, bi);
            }
        }
    }
    if candidates.is_empty() {
        return Vec::new();
    }
    let mut selected: HashSet<VarId> = HashSet::new();
    let mut whole: HashSet<VarId> = HashSet::new();
    for blk in &f.blocks {
        let exit = matches!(blk.transfer, Transfer::Return(_) | Transfer::Raise(_));
        for s in &blk.stmts {
            match &s.exp {
                Exp::Select { tuple, .. } => {
                    selected.insert(*tuple);
                }
                e if !exit => exp_uses(e, |v| {
                    whole.insert(v);
                }),
                _ => {}
            }
        }
        if !exit {
            transfer_uses(&blk.transfer, |v| {
                whole.insert(v);
            });
        }
    }
    let mut out: Vec<(usize, VarId)> = candidates.into_iter().filter(|(x, _)| selected.contains(x) && !whole.contains(x)).map(|(x, b)| (b, x)).collect();
    out.sort();
    out
}

fn split_block_param(p: &mut Program, fid: FuncId, b: usize, k: usize) {
    let x = p.func(fid).blocks[b].params[k];
    let Type::Tuple(ts) = p.var(x).ty.clone() else { return };
    let name = p.var(x).name.clone();
    let parts: Vec<VarId> = ts.iter().map(|t| p.new_var(name.clone(), t.clone())).collect();
    // Tuples built in the function, by variable.
    let built: HashMap<VarId, Vec<VarId>> = p
        .func(fid)
        .blocks
        .iter()
        .flat_map(|blk| &blk.stmts)
        .filter_map(|s| match &s.exp {
            Exp::Tuple(vs) if vs.len() == ts.len() => Some((s.var, vs.clone())),
            _ => None,
        })
        .collect();
    let target = BlockId(b as u32);
    for bi in 0..p.func(fid).blocks.len() {
        let Transfer::Goto { dst, args } = p.func(fid).blocks[bi].transfer.clone() else { continue };
        if dst != target {
            continue;
        }
        let a = args[k];
        let comps = match built.get(&a) {
            Some(vs) => vs.clone(),
            None => {
                let mut comps = Vec::new();
                for (i, t) in ts.iter().enumerate() {
                    let c = p.new_var(name.clone(), t.clone());
                    p.functions[fid.0 as usize].blocks[bi].stmts.push(Statement { var: c, exp: Exp::Select { tuple: a, index: i as u32 } });
                    comps.push(c);
                }
                comps
            }
        };
        let mut new_args = args.clone();
        new_args.splice(k..=k, comps);
        p.functions[fid.0 as usize].blocks[bi].transfer = Transfer::Goto { dst, args: new_args };
    }
    let f = &mut p.functions[fid.0 as usize];
    f.blocks[b].params.splice(k..=k, parts.iter().copied());
    for blk in &mut f.blocks {
        let mut whole = false;
        for s in &mut blk.stmts {
            match &s.exp {
                Exp::Select { tuple, index } if *tuple == x => s.exp = Exp::Var(parts[*index as usize]),
                e => exp_uses(e, |v| whole |= v == x),
            }
        }
        transfer_uses(&blk.transfer, |v| whole |= v == x);
        if whole {
            blk.stmts.insert(0, Statement { var: x, exp: Exp::Tuple(parts.clone()) });
        }
    }
}
