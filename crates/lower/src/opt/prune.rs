//! Pass `prune-fields`: drops the fields of flat constructors (see
//! `flatcons`) that the program never reads.  The Basis builds records of
//! closures (TextIO's writers and streams: `WR {writeVec, writeArr,
//! writeVecNB, block, getPos, ...}`) of which a program uses a few; every
//! closure stored in an unread field keeps its function, and what that
//! function calls, in the C file.  Once the field is gone, `simplify`
//! drops the closure and `dce` the functions.
//!
//! A field of constructor `C` is read only by `ConField` (the flat form
//! gives every read a name).  It is kept when it might be read some other
//! way:
//! - `C` is built from a whole tuple somewhere (`Con` with a tuple
//!   variable, which copies every component);
//! - the datatype is reachable (through tuples, refs, arrays, vectors and
//!   constructor arguments, not through closures, which are opaque) from
//!   the argument or result type of a primitive that may inspect values in
//!   C (`poly_equal`, `String.concat`, `Vector.fromList`...: every
//!   primitive except the few that only store, fetch or compare pointers).
//!
//! Runs after `flatten-cons` and a `simplify` (which removes the tuples
//! `flatten-cons` rebuilt in case arms, each of which reads all fields).

use skein_ir::ssa::{DataId, Exp, Program, Type};
use std::collections::HashSet;

pub fn prune_fields(mut p: Program) -> Program {
    // read[d][i][j]: field j of constructor i of datatype d is read.
    let mut read: Vec<Vec<Vec<bool>>> = p
        .datatypes
        .iter()
        .map(|d| {
            d.cons
                .iter()
                .map(|c| match (&c.arg, c.flat) {
                    (Some(Type::Tuple(ts)), true) => vec![false; ts.len()],
                    _ => Vec::new(),
                })
                .collect()
        })
        .collect();
    let mut inspected: HashSet<DataId> = HashSet::new();
    let mut whole: HashSet<(DataId, u32)> = HashSet::new();
    let stmts = p.globals.iter().chain(p.functions.iter().flat_map(|f| f.blocks.iter().flat_map(|b| b.stmts.iter())));
    for s in stmts {
        match &s.exp {
            Exp::ConField { data, index, field, .. } => {
                if let Some(r) = read.get_mut(data.0 as usize).and_then(|c| c.get_mut(*index as usize)).and_then(|f| f.get_mut(*field as usize)) {
                    *r = true;
                }
            }
            Exp::Con { data, index, arg: Some(_) } => {
                whole.insert((*data, *index));
            }
            Exp::Prim { name, args } if !only_moves(name) => {
                for t in args.iter().map(|a| p.ty(*a)).chain(std::iter::once(p.ty(s.var))) {
                    reach(&p, t, &mut inspected);
                }
            }
            _ => {}
        }
    }
    // The new field lists.
    let mut keep: Vec<Vec<Option<Vec<usize>>>> = Vec::new();
    let mut any = false;
    for (di, d) in p.datatypes.iter().enumerate() {
        let mut per_con = Vec::new();
        for (ci, _) in d.cons.iter().enumerate() {
            let r = &read[di][ci];
            let prunable = !r.is_empty() && !r.iter().all(|x| *x) && !inspected.contains(&DataId(di as u32)) && !whole.contains(&(DataId(di as u32), ci as u32));
            let kept: Vec<usize> = (0..r.len()).filter(|j| r[*j]).collect();
            if prunable {
                any = true;
                per_con.push(Some(kept));
            } else {
                per_con.push(None);
            }
        }
        keep.push(per_con);
    }
    if !any {
        return p;
    }
    for (di, d) in p.datatypes.iter_mut().enumerate() {
        for (ci, c) in d.cons.iter_mut().enumerate() {
            if let (Some(kept), Some(Type::Tuple(ts))) = (&keep[di][ci], &mut c.arg) {
                *ts = kept.iter().map(|j| ts[*j].clone()).collect();
            }
        }
    }
    let kept = |d: &DataId, i: &u32| keep.get(d.0 as usize).and_then(|c| c.get(*i as usize)).and_then(|k| k.as_ref());
    let fix = |e: &mut Exp| match e {
        Exp::ConFields { data, index, fields } => {
            if let Some(k) = kept(data, index) {
                *fields = k.iter().map(|j| fields[*j]).collect();
            }
        }
        Exp::ConField { data, index, field, .. } => {
            if let Some(k) = kept(data, index) {
                *field = k.iter().position(|j| *j == *field as usize).unwrap_or(0) as u32;
            }
        }
        _ => {}
    };
    p.globals.iter_mut().for_each(|s| fix(&mut s.exp));
    for f in &mut p.functions {
        for b in &mut f.blocks {
            b.stmts.iter_mut().for_each(|s| fix(&mut s.exp));
        }
    }
    p
}

/// Primitives that store, fetch or compare values without looking inside
/// them.
fn only_moves(name: &str) -> bool {
    matches!(
        name,
        ":=" | "MLton.eq" | "Array.alloc" | "Array.unsafeSub" | "Array.unsafeUpdate" | "Vector.unsafeSub" | "Array.length" | "Vector.length"
    )
}

/// Adds the datatypes whose values a value of type `t` may contain (not
/// looking into closures).
fn reach(p: &Program, t: &Type, out: &mut HashSet<DataId>) {
    match t {
        Type::Data(d) => {
            if out.insert(*d) {
                if let Some(def) = p.datatypes.get(d.0 as usize) {
                    for c in &def.cons {
                        if let Some(a) = &c.arg {
                            reach(p, a, out);
                        }
                    }
                }
            }
        }
        Type::Tuple(ts) => ts.iter().for_each(|t| reach(p, t, out)),
        Type::Vector(t) | Type::Array(t) | Type::Ref(t) => reach(p, t, out),
        _ => {}
    }
}
