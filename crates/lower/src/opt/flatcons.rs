//! Pass `flatten-cons`: a constructor whose argument is a tuple or record
//! (`x :: xs`, `SOME (a, b)`, `Node (l, v, r)`) becomes *flat*: one heap
//! object holding the tag and the components (pointer fields together,
//! scalars unboxed, as for any record: codegen's `layout`), instead of a
//! constructor box pointing to a separate tuple.  That halves the
//! allocations and the indirections of lists and trees.
//!
//! The pass marks every constructor with a tuple argument of two or more
//! components `flat` (`ssa::ConDef::flat`) and rewrites, per function:
//! - construction `C t` where `t = (x1, ..., xn)` is known becomes
//!   `C flat(x1, ..., xn)` (`Exp::ConFields`; `t` usually dies); any other
//!   `C t` stays, and codegen copies `t`'s components;
//! - a `case` arm `C => b(arg)` becomes an arm to a new block that reads
//!   the components (`Exp::ConField` of the scrutinee), rebuilds the tuple
//!   and jumps to `b`.  `simplify` then merges the new block into `b` (its
//!   only predecessor), turns `#i` of the rebuilt tuple into the
//!   component, and drops the tuple when nothing else needs it.
//!
//! `simplify` knows the flat forms: a `case` of a known flat constructor
//! enters its arm without argument, `ConField` of a known `ConFields`
//! is the component, and `C t` with a known tuple `t` becomes `ConFields`.
//!
//! Runs late (before the last `simplify`), so the earlier passes see only
//! the boxed form.

use super::rewrite::{defs, global_defs, Defs};
use skein_ir::ssa::{Block, BlockId, Cases, DataId, Exp, Program, Statement, Transfer, Type};

pub fn flatten_cons(mut p: Program) -> Program {
    let mut any = false;
    for d in &mut p.datatypes {
        for c in &mut d.cons {
            if matches!(&c.arg, Some(Type::Tuple(ts)) if ts.len() >= 2) {
                c.flat = true;
                any = true;
            }
        }
    }
    if !any {
        return p;
    }
    let flat = |p: &Program, d: DataId, i: u32| p.datatypes.get(d.0 as usize).and_then(|d| d.cons.get(i as usize)).is_some_and(|c| c.flat);
    // Constructions from known tuples.
    let globals = global_defs(&p);
    let gdefs = defs(&globals, None);
    for gi in 0..p.globals.len() {
        if let Some(e) = con_fields(&p, &p.globals[gi].exp, &gdefs, &flat) {
            p.globals[gi].exp = e;
        }
    }
    for fi in 0..p.functions.len() {
        let d = defs(&globals, Some(&p.functions[fi]));
        for bi in 0..p.functions[fi].blocks.len() {
            for si in 0..p.functions[fi].blocks[bi].stmts.len() {
                if let Some(e) = con_fields(&p, &p.functions[fi].blocks[bi].stmts[si].exp, &d, &flat) {
                    p.functions[fi].blocks[bi].stmts[si].exp = e;
                }
            }
        }
        // Case arms of flat constructors.
        for bi in 0..p.functions[fi].blocks.len() {
            let Transfer::Case { scrut, cases: Cases::Con(arms), default } = p.functions[fi].blocks[bi].transfer.clone() else { continue };
            let Type::Data(data) = p.ty(scrut).clone() else { continue };
            let mut new_arms = Vec::new();
            for (tag, b) in arms {
                let ts = match p.datatypes[data.0 as usize].cons.get(tag as usize) {
                    Some(c) if c.flat => match &c.arg {
                        Some(Type::Tuple(ts)) => ts.clone(),
                        _ => Vec::new(),
                    },
                    _ => {
                        new_arms.push((tag, b));
                        continue;
                    }
                };
                let mut stmts = Vec::new();
                let mut fields = Vec::new();
                for (j, t) in ts.iter().enumerate() {
                    let x = p.new_var(format!("f{}", j), t.clone());
                    stmts.push(Statement { var: x, exp: Exp::ConField { con: scrut, data, index: tag, field: j as u32 } });
                    fields.push(x);
                }
                let f = &p.functions[fi];
                let target = f.block(b);
                let args = if target.params.is_empty() {
                    Vec::new()
                } else {
                    let t = p.new_var("arg", Type::Tuple(ts));
                    stmts.push(Statement { var: t, exp: Exp::Tuple(fields) });
                    vec![t]
                };
                let handler = p.functions[fi].block(b).handler;
                let f = &mut p.functions[fi];
                f.blocks.push(Block { params: Vec::new(), stmts, transfer: Transfer::Goto { dst: b, args }, handler });
                new_arms.push((tag, BlockId(f.blocks.len() as u32 - 1)));
            }
            p.functions[fi].blocks[bi].transfer = Transfer::Case { scrut, cases: Cases::Con(new_arms), default };
        }
    }
    p
}

/// `C t` of a flat `C` with `t` a known tuple, as `ConFields`.
pub fn con_fields(p: &Program, e: &Exp, defs: &Defs, flat: &impl Fn(&Program, DataId, u32) -> bool) -> Option<Exp> {
    match e {
        Exp::Con { data, index, arg: Some(t) } if flat(p, *data, *index) => match defs.get(t) {
            Some(Exp::Tuple(xs)) => Some(Exp::ConFields { data: *data, index: *index, fields: xs.clone() }),
            _ => None,
        },
        _ => None,
    }
}
