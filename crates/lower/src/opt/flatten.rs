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
use skein_ir::ssa::{Exp, FuncId, Program, Statement, Transfer, Type, VarId};
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
