//! `unbox-returns`: a known function that returns a tuple it has just
//! built returns the tuple's components instead (`Type::Unboxed`, a C
//! struct of up to four words returned in registers or the caller's
//! frame), so `fun split ... = (a, b)` and `let val (q, r) = split x`
//! allocate nothing.  The last pass: no other pass sees `Unboxed`.
//!
//! A function is unboxed when it is known (no environment), not `main` or
//! a piece of it, returns a tuple of 2 to 4 components none of which is a
//! real (the struct holds `uint64_t`s), and at least one of its returns
//! returns a `Tuple` built in it.  Tail calls keep their meaning only
//! between functions that return alike, so a function leaves the set
//! while it tail-calls, or is tail-called by, one outside it (fixpoint);
//! and the block a call returns to must have that call as its only
//! predecessor (its parameter becomes the unboxed value).
//!
//! Rewrites: in an unboxed function, `return v` becomes `u = (xs)`
//! (unboxed) `; return u`, with `xs` the components `v` was built from,
//! or selected from `v` when it was not built there; a boxed tuple left
//! without uses is dropped.  At a call, the return block's parameter `p`
//! becomes an unboxed `q`, the block starts with `s_i = #i q`, selects
//! from `p` read the `s_i`, and `p = (s_0, ...)` is rebuilt only when
//! something else still uses it (stored, passed on, returned boxed).
//!
//! INVARIANT after the pass: an `Unboxed` variable is only a function's
//! returned value (`Return`, a tail call between unboxed functions), a
//! return block's parameter, or the tuple of a `Select`.

use crate::opt::rewrite::use_counts;
use skein_ir::ssa::graph::block_succs;
use skein_ir::ssa::{BlockId, Exp, FuncId, Program, Return, Statement, Transfer, Type, VarId};
use std::collections::{HashMap, HashSet};

pub fn unbox_returns(mut p: Program) -> Program {
    let chosen = choose(&p);
    if chosen.is_empty() {
        return p;
    }
    // In function order: the new variables' numbers, hence the C, must
    // not depend on the set's hashing.
    let mut order: Vec<FuncId> = chosen.iter().copied().collect();
    order.sort_by_key(|f| f.0);
    // Boxed tuples the rewrites may leave unused.
    let mut droppable = HashSet::new();
    for f in order {
        unbox_function(&mut p, f, &mut droppable);
    }
    for h in 0..p.functions.len() {
        receive_unboxed(&mut p, h, &chosen, &mut droppable);
    }
    let uses = use_counts(&p);
    for f in &mut p.functions {
        for b in &mut f.blocks {
            b.stmts.retain(|s| !droppable.contains(&s.var) || uses[s.var.0 as usize] > 0);
        }
    }
    p
}

/// The components of an unboxable result type.
fn unboxable(t: &Type) -> Option<&[Type]> {
    match t {
        Type::Tuple(ts) if (2..=4).contains(&ts.len()) && ts.iter().all(|t| !is_real(t)) => Some(ts),
        _ => None,
    }
}

fn is_real(t: &Type) -> bool {
    matches!(t, Type::Real) || matches!(t, Type::Other(n) if n.starts_with("real"))
}

/// The functions to unbox (module comment).
fn choose(p: &Program) -> HashSet<FuncId> {
    let excluded: HashSet<FuncId> = std::iter::once(p.main).chain(p.main_pieces.iter().copied()).collect();
    let mut set: HashSet<FuncId> = HashSet::new();
    for (i, f) in p.functions.iter().enumerate() {
        let id = FuncId(i as u32);
        if f.env.is_some() || excluded.contains(&id) || unboxable(&f.result).is_none() {
            continue;
        }
        let tuples: HashSet<VarId> =
            f.blocks.iter().flat_map(|b| b.stmts.iter()).filter(|s| matches!(&s.exp, Exp::Tuple(xs) if !xs.is_empty())).map(|s| s.var).collect();
        if f.blocks.iter().any(|b| matches!(b.transfer, Transfer::Return(v) if tuples.contains(&v))) {
            set.insert(id);
        }
    }
    // Calls whose return block has another predecessor.
    for f in &p.functions {
        let mut preds = vec![0usize; f.blocks.len()];
        for i in 0..f.blocks.len() {
            for t in block_succs(f, i) {
                preds[t] += 1;
            }
        }
        preds[f.start.0 as usize] += 1;
        for b in &f.blocks {
            if let Transfer::Call { func, ret: Return::To(r), .. } = &b.transfer {
                if preds[r.0 as usize] != 1 {
                    set.remove(func);
                }
            }
        }
    }
    // Tail calls only between unboxed functions.
    loop {
        let mut changed = false;
        for (i, f) in p.functions.iter().enumerate() {
            let g = FuncId(i as u32);
            for b in &f.blocks {
                match &b.transfer {
                    Transfer::Call { func, ret: Return::Tail, .. } if set.contains(func) != set.contains(&g) => {
                        changed |= set.remove(func) | set.remove(&g);
                    }
                    Transfer::CallClosure { ret: Return::Tail, .. } => changed |= set.remove(&g),
                    _ => {}
                }
            }
        }
        if !changed {
            return set;
        }
    }
}

/// Makes `f` return its tuple unboxed.
fn unbox_function(p: &mut Program, id: FuncId, droppable: &mut HashSet<VarId>) {
    let fi = id.0 as usize;
    let ts: Vec<Type> = unboxable(&p.functions[fi].result).expect("chosen").to_vec();
    let unboxed = Type::Unboxed(ts.clone());
    p.functions[fi].result = unboxed.clone();
    let built: HashMap<VarId, Vec<VarId>> = p.functions[fi]
        .blocks
        .iter()
        .flat_map(|b| b.stmts.iter())
        .filter_map(|s| match &s.exp {
            Exp::Tuple(xs) if xs.len() == ts.len() => Some((s.var, xs.clone())),
            _ => None,
        })
        .collect();
    for bi in 0..p.functions[fi].blocks.len() {
        let Transfer::Return(v) = p.functions[fi].blocks[bi].transfer else { continue };
        let mut stmts = Vec::new();
        let parts = match built.get(&v) {
            Some(xs) => {
                droppable.insert(v);
                xs.clone()
            }
            None => (0..ts.len())
                .map(|i| {
                    let s = p.new_var("ret", ts[i].clone());
                    stmts.push(Statement { var: s, exp: Exp::Select { tuple: v, index: i as u32 } });
                    s
                })
                .collect(),
        };
        let u = p.new_var("ret", unboxed.clone());
        stmts.push(Statement { var: u, exp: Exp::Tuple(parts) });
        let b = &mut p.functions[fi].blocks[bi];
        b.stmts.extend(stmts);
        b.transfer = Transfer::Return(u);
    }
}

/// At each call of an unboxed function in function `h`, receives the
/// unboxed value (module comment).
fn receive_unboxed(p: &mut Program, h: usize, chosen: &HashSet<FuncId>, droppable: &mut HashSet<VarId>) {
    let mut sites: Vec<(BlockId, VarId, Vec<Type>)> = Vec::new();
    for b in &p.functions[h].blocks {
        if let Transfer::Call { func, ret: Return::To(r), .. } = &b.transfer {
            if chosen.contains(func) {
                if let (Some(&param), Type::Unboxed(ts)) = (p.functions[h].blocks[r.0 as usize].params.first(), &p.functions[func.0 as usize].result) {
                    sites.push((*r, param, ts.clone()));
                }
            }
        }
    }
    if sites.is_empty() {
        return;
    }
    let mut parts: HashMap<VarId, Vec<VarId>> = HashMap::new();
    for (r, param, ts) in sites {
        let q = p.new_var("res", Type::Unboxed(ts.clone()));
        let sels: Vec<VarId> = ts.iter().map(|t| p.new_var("res", t.clone())).collect();
        let mut stmts: Vec<Statement> =
            sels.iter().enumerate().map(|(i, s)| Statement { var: *s, exp: Exp::Select { tuple: q, index: i as u32 } }).collect();
        // The boxed value, for the uses selects do not cover (dropped
        // at the end of the pass when there are none).
        stmts.push(Statement { var: param, exp: Exp::Tuple(sels.clone()) });
        droppable.insert(param);
        parts.insert(param, sels);
        let b = &mut p.functions[h].blocks[r.0 as usize];
        b.params[0] = q;
        stmts.append(&mut b.stmts);
        b.stmts = stmts;
    }
    for b in &mut p.functions[h].blocks {
        for s in &mut b.stmts {
            if let Exp::Select { tuple, index } = s.exp {
                if let Some(sels) = parts.get(&tuple) {
                    s.exp = Exp::Var(sels[index as usize]);
                }
            }
        }
    }
}
