//! Pass `simplify`: constant folding, copy propagation and dead-code
//! elimination of statements, per function, to a fixpoint:
//! - `#i (a, b, ...)` and `env c.i` of a known `closure f [...]` become
//!   copies of the component;
//! - integer arithmetic on constants is folded when it does not overflow
//!   (an overflowing one is left to raise at run time), comparisons and
//!   equality of constants become `true`/`false`; word arithmetic (Word,
//!   Word8: wrapping), `fromInt`, `andb`/`orb`/`xorb` of constants too;
//! - `case` of a known constant or constructor becomes a `goto`, also
//!   through a `goto` to a block that only tests its one parameter (not
//!   otherwise used): `andalso`/`orelse` chains jump straight to the arm;
//! - copies `x = y` are removed and `x` replaced by `y` (the definition of
//!   `y` dominates that of `x`, hence every use of `x`);
//! - flat constructors (`flatten-cons`): `C t` of a known tuple `t` becomes
//!   `C flat(...)`, a field of a known `C flat(...)` the component, and a
//!   `case` of a known `C flat(...)` enters its arm (which takes no
//!   parameter); a `case` of a known `C t` of a flat `C` is left alone;
//! - a statement that is pure (`rewrite::is_pure`) and unused is dropped;
//! - a block parameter that every `goto` to its block (other than one
//!   passing the parameter itself back) gives the same variable is
//!   replaced by that variable (only for blocks reached by `goto`s alone);
//! - a block reached only by one `goto` (and not a handler) from a block
//!   with the same handler is merged into it, its parameters replaced by
//!   the arguments (the emptied block is left unreachable for
//!   `remove-unreachable`).
//!
//! Invariant: only statements of the function itself are rewritten or
//! removed; globals are read (as known definitions) but never changed
//! here (the `dce` pass owns them).

use super::flatcons::con_fields;
use super::rewrite::{defs, exp_uses, global_defs, is_pure, rename_uses, transfer_uses};
use skein_ir::ssa::{Cases, Const, DataId, Exp, Function, Program, Transfer, Type, VarId};
use std::collections::HashMap;

pub fn simplify(mut p: Program) -> Program {
    // The globals are the same throughout the pass.
    let globals = global_defs(&p);
    // Which constructors are flat (set by `flatten-cons`, never here).
    let flat_cons: Vec<Vec<bool>> = p.datatypes.iter().map(|d| d.cons.iter().map(|c| c.flat).collect()).collect();
    for fi in 0..p.functions.len() {
        for _ in 0..16 {
            if !simplify_function(&mut p, &globals, &flat_cons, fi) {
                break;
            }
        }
    }
    p
}

fn con_is_flat(p: &Program, d: DataId, i: u32) -> bool {
    p.datatypes.get(d.0 as usize).and_then(|d| d.cons.get(i as usize)).is_some_and(|c| c.flat)
}

fn simplify_function(p: &mut Program, globals: &HashMap<VarId, Exp>, flat_cons: &[Vec<bool>], fi: usize) -> bool {
    let mut d = defs(globals, Some(&p.functions[fi]));
    let bool_ty = |t: &Type| match t {
        Type::Data(id) if p.datatypes.get(id.0 as usize).is_some_and(|d| d.name == "bool" && d.cons.len() == 2) => Some(*id),
        _ => None,
    };
    let mut changed = false;
    // Rewrite statements.
    let mut rewrites: Vec<(usize, usize, Exp)> = Vec::new();
    let f = &p.functions[fi];
    for (bi, b) in f.blocks.iter().enumerate() {
        for (si, s) in b.stmts.iter().enumerate() {
            let new = match &s.exp {
                Exp::Select { tuple, index } => match d.get(tuple) {
                    Some(Exp::Tuple(xs)) => xs.get(*index as usize).map(|x| Exp::Var(*x)),
                    _ => None,
                },
                Exp::ConField { con, index, field, .. } => match d.get(con) {
                    Some(Exp::ConFields { index: i, fields, .. }) if i == index => fields.get(*field as usize).map(|x| Exp::Var(*x)),
                    Some(Exp::Con { index: i, arg: Some(t), .. }) if i == index => Some(Exp::Select { tuple: *t, index: *field }),
                    _ => None,
                },
                Exp::Con { .. } => con_fields(p, &s.exp, &d, &con_is_flat),
                Exp::ClosureEnv { closure, func, index } => match d.get(closure) {
                    Some(Exp::MakeClosure { func: g, env }) if g == func => env.get(*index as usize).map(|x| Exp::Var(*x)),
                    _ => None,
                },
                Exp::Prim { name, args } => {
                    let consts: Option<Vec<&Const>> = args
                        .iter()
                        .map(|a| match d.get(a) {
                            Some(Exp::Const(c)) => Some(c),
                            _ => None,
                        })
                        .collect();
                    consts.and_then(|c| fold(name, &c, bool_ty(p.ty(s.var))))
                }
                _ => None,
            };
            if let Some(e) = new {
                // Later statements see the rewritten definition, so a
                // chain of foldings (`1 + 2 + ... + n`) folds in one pass.
                d.insert(s.var, e.clone());
                rewrites.push((bi, si, e));
            }
        }
    }
    for (bi, si, e) in rewrites {
        p.functions[fi].blocks[bi].stmts[si].exp = e;
        changed = true;
    }
    // Copy propagation.
    let f = &mut p.functions[fi];
    let mut copy: HashMap<VarId, VarId> = HashMap::new();
    for b in &f.blocks {
        for s in &b.stmts {
            if let Exp::Var(y) = s.exp {
                copy.insert(s.var, y);
            }
        }
    }
    if !copy.is_empty() {
        let resolve = |mut x: VarId| {
            let mut n = 0;
            while let Some(&y) = copy.get(&x) {
                x = y;
                n += 1;
                if n > copy.len() {
                    break;
                }
            }
            x
        };
        rename_uses(f, &resolve);
        for b in &mut f.blocks {
            b.stmts.retain(|s| !matches!(s.exp, Exp::Var(_)));
        }
        changed = true;
    }
    // Case of a known value, directly or through a jump to a block that
    // only tests its one parameter.
    let d = defs(globals, Some(&p.functions[fi]));
    let f = &mut p.functions[fi];
    let testers: HashMap<usize, Transfer> = f
        .blocks
        .iter()
        .enumerate()
        .filter(|(_, b)| b.stmts.is_empty() && b.params.len() == 1 && matches!(&b.transfer, Transfer::Case { scrut, .. } if *scrut == b.params[0]))
        .map(|(i, b)| (i, b.transfer.clone()))
        .collect();
    let uses = local_use_counts(f);
    for b in &mut f.blocks {
        match &b.transfer {
            Transfer::Case { scrut, cases, default } => {
                if let Some(t) = known_case(flat_cons, d.get(scrut), cases, *default) {
                    b.transfer = t;
                    changed = true;
                }
            }
            Transfer::Goto { dst, args } if args.len() == 1 => {
                // The tested parameter must have no other use: the arm is
                // then entered without it.
                if let Some(Transfer::Case { scrut, cases, default }) = testers.get(&(dst.0 as usize)) {
                    if uses.get(scrut) == Some(&1) {
                        if let Some(t) = known_case(flat_cons, d.get(&args[0]), cases, *default) {
                            b.transfer = t;
                            changed = true;
                        }
                    }
                }
            }
            _ => {}
        }
    }
    changed |= same_argument_params(&mut p.functions[fi]);
    changed |= merge_blocks(&mut p.functions[fi]);
    // Merged-away blocks keep stale uses: drop them before counting uses.
    crate::passes::remove_unreachable_blocks(&mut p.functions[fi]);
    changed |= dead_statements(&mut p.functions[fi]);
    changed
}

/// Drops block parameters that always receive the same variable (see the
/// header).  The variable is defined outside the block, and used on every
/// edge into it, so its definition dominates the block.
fn same_argument_params(f: &mut Function) -> bool {
    let n = f.blocks.len();
    // Blocks entered other than by `goto` (case arms, call returns,
    // handlers, the start) keep their parameters.
    let mut only_goto = vec![true; n];
    only_goto[f.start.0 as usize] = false;
    for b in &f.blocks {
        if !matches!(b.transfer, Transfer::Goto { .. }) {
            for t in b.transfer.targets() {
                only_goto[t.0 as usize] = false;
            }
        }
        if let Some(h) = b.handler {
            only_goto[h.0 as usize] = false;
        }
    }
    // The blocks that `goto` each block (computed once: scanning every
    // block for each block made long `andalso` chains quadratic).
    let mut gotos: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (pi, pb) in f.blocks.iter().enumerate() {
        if let Transfer::Goto { dst, .. } = &pb.transfer {
            gotos[dst.0 as usize].push(pi);
        }
    }
    let mut subst: HashMap<VarId, VarId> = HashMap::new();
    let mut drop: Vec<(usize, usize)> = Vec::new();
    for (bi, blk) in f.blocks.iter().enumerate() {
        if !only_goto[bi] || blk.params.is_empty() {
            continue;
        }
        let local: std::collections::HashSet<VarId> = blk.params.iter().copied().chain(blk.stmts.iter().map(|s| s.var)).collect();
        for (i, &param) in blk.params.iter().enumerate() {
            let mut value: Option<VarId> = None;
            let mut ok = true;
            for &pi in &gotos[bi] {
                if let Transfer::Goto { args, .. } = &f.blocks[pi].transfer {
                    // The parameter passed back to its own block (from a
                    // block it dominates) carries the same value.
                    let a = args[i];
                    if a == param {
                        continue;
                    }
                    if local.contains(&a) || value.is_some_and(|v| v != a) {
                        ok = false;
                        break;
                    }
                    value = Some(a);
                }
            }
            if let (true, Some(v)) = (ok, value) {
                subst.insert(param, v);
                drop.push((bi, i));
            }
        }
    }
    if drop.is_empty() {
        return false;
    }
    // A substituted value may itself be a dropped parameter: resolve chains.
    let resolve = |mut x: VarId| {
        for _ in 0..=subst.len() {
            match subst.get(&x) {
                Some(&y) => x = y,
                None => break,
            }
        }
        x
    };
    rename_uses(f, &resolve);
    let mut gone: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &(bi, i) in &drop {
        gone[bi].push(i);
    }
    for bi in 0..n {
        if gone[bi].is_empty() {
            continue;
        }
        let gone = &gone[bi];
        let keep = |v: &Vec<VarId>| v.iter().enumerate().filter(|(i, _)| !gone.contains(i)).map(|(_, x)| *x).collect::<Vec<_>>();
        f.blocks[bi].params = keep(&f.blocks[bi].params);
        for &pi in &gotos[bi] {
            if let Transfer::Goto { args, .. } = &mut f.blocks[pi].transfer {
                *args = keep(args);
            }
        }
    }
    true
}

/// Merges blocks into their single `goto` predecessor (see the header).
fn merge_blocks(f: &mut Function) -> bool {
    let n = f.blocks.len();
    let mut preds = vec![0u32; n];
    preds[f.start.0 as usize] += 1;
    for b in &f.blocks {
        for t in b.transfer.targets().into_iter().chain(b.handler) {
            if let Some(c) = preds.get_mut(t.0 as usize) {
                *c += 1;
            }
        }
    }
    let mut changed = false;
    // Parameters of merged blocks and the arguments they received, renamed
    // once at the end: renaming the function after every merge was
    // quadratic.
    let mut subst: HashMap<VarId, VarId> = HashMap::new();
    for a in 0..n {
        // A block already merged away (or unreachable) keeps a stale copy
        // of its transfer: never merge into it.
        while preds[a] > 0 {
            let Transfer::Goto { dst, args } = &f.blocks[a].transfer else { break };
            let (dst, args) = (*dst, args.clone());
            let b = dst.0 as usize;
            if b == a || preds.get(b) != Some(&1) || f.blocks[b].handler != f.blocks[a].handler {
                break;
            }
            let params = std::mem::take(&mut f.blocks[b].params);
            let stmts = std::mem::take(&mut f.blocks[b].stmts);
            let transfer = f.blocks[b].transfer.clone();
            // The emptied block is unreachable now; leave it well formed.
            f.blocks[b].params = params.clone();
            f.blocks[a].stmts.extend(stmts);
            f.blocks[a].transfer = transfer;
            preds[b] = 0;
            subst.extend(params.into_iter().zip(args));
            changed = true;
        }
    }
    if !subst.is_empty() {
        // A value may be the parameter of a block merged later (into a
        // block that dominates): follow chains.
        let resolve = |mut x: VarId| {
            while let Some(&y) = subst.get(&x) {
                if y == x {
                    break;
                }
                x = y;
            }
            x
        };
        rename_uses(f, &resolve);
    }
    changed
}

/// The `goto` a `case` of a value defined by `def` takes, if known.
/// `flat[d][i]`: is constructor `i` of datatype `d` flat (its arm takes
/// no parameter)?
fn known_case(flat: &[Vec<bool>], def: Option<&Exp>, cases: &Cases, default: Option<skein_ir::ssa::BlockId>) -> Option<Transfer> {
    let goto = |dst, args| Some(Transfer::Goto { dst, args });
    let or_default = |found: Option<skein_ir::ssa::BlockId>| match found {
        Some(b) => goto(b, vec![]),
        None => default.and_then(|d| goto(d, vec![])),
    };
    match (def?, cases) {
        (Exp::Con { data, index, arg }, Cases::Con(arms)) => match arms.iter().find(|a| a.0 == *index) {
            Some(_) if flat.get(data.0 as usize).and_then(|c| c.get(*index as usize)) == Some(&true) => None,
            Some(&(_, b)) => goto(b, arg.iter().copied().collect()),
            None => default.and_then(|d| goto(d, vec![])),
        },
        (Exp::ConFields { index, .. }, Cases::Con(arms)) => match arms.iter().find(|a| a.0 == *index) {
            Some(&(_, b)) => goto(b, vec![]),
            None => default.and_then(|d| goto(d, vec![])),
        },
        (Exp::Const(Const::Int(n)), Cases::Int(arms)) => or_default(arms.iter().find(|a| a.0 == *n).map(|a| a.1)),
        (Exp::Const(Const::Word(n)), Cases::Word(arms)) => or_default(arms.iter().find(|a| a.0 == *n).map(|a| a.1)),
        (Exp::Const(Const::Char(n)), Cases::Char(arms)) => or_default(arms.iter().find(|a| a.0 == *n).map(|a| a.1)),
        _ => None,
    }
}

/// Folds primitive `name` on constant arguments; `bool_ty` is the result
/// type when it is `bool`.
fn fold(name: &str, args: &[&Const], bool_ty: Option<DataId>) -> Option<Exp> {
    let (st, op) = name.rsplit_once('.').unwrap_or(("", name));
    let st = match st {
        "Int64" => "Int",
        "Word64" => "Word",
        s => s,
    };
    let boolean = |b: bool| bool_ty.map(|data| Exp::Con { data, index: b as u32, arg: None });
    match (st, op, args) {
        ("Int", "+", [Const::Int(a), Const::Int(b)]) => a.checked_add(*b).map(|n| Exp::Const(Const::Int(n))),
        ("Int", "-", [Const::Int(a), Const::Int(b)]) => a.checked_sub(*b).map(|n| Exp::Const(Const::Int(n))),
        ("Int", "*", [Const::Int(a), Const::Int(b)]) => a.checked_mul(*b).map(|n| Exp::Const(Const::Int(n))),
        ("Int", _, [Const::Int(a), Const::Int(b)]) => boolean(compare(op, a, b)?),
        ("Char", _, [Const::Char(a), Const::Char(b)]) => boolean(compare(op, a, b)?),
        ("", "poly_equal", [Const::Int(a), Const::Int(b)]) => boolean(a == b),
        ("", "poly_equal", [Const::Char(a), Const::Char(b)]) => boolean(a == b),
        ("", "poly_equal", [Const::Word(a), Const::Word(b)]) => boolean(a == b),
        // Words wrap: Word is 64 bits, Word8 keeps the low 8.
        ("Word" | "Word8", "fromInt", [Const::Int(n)]) => Some(word(st, *n as u64)),
        ("Word" | "Word8", "+", [Const::Word(a), Const::Word(b)]) => Some(word(st, a.wrapping_add(*b))),
        ("Word" | "Word8", "-", [Const::Word(a), Const::Word(b)]) => Some(word(st, a.wrapping_sub(*b))),
        ("Word" | "Word8", "*", [Const::Word(a), Const::Word(b)]) => Some(word(st, a.wrapping_mul(*b))),
        ("Word" | "Word8", "andb", [Const::Word(a), Const::Word(b)]) => Some(word(st, a & b)),
        ("Word" | "Word8", "orb", [Const::Word(a), Const::Word(b)]) => Some(word(st, a | b)),
        ("Word" | "Word8", "xorb", [Const::Word(a), Const::Word(b)]) => Some(word(st, a ^ b)),
        ("Word" | "Word8", _, [Const::Word(a), Const::Word(b)]) => boolean(compare(op, a, b)?),
        // A constant in range (the basis' minInt/maxInt): no Overflow.
        (_, "fromInt", [Const::Int(n)]) if matches!(skein_ir::sized::struct_width(st), Some((true, _))) => {
            let (lo, hi) = skein_ir::sized::int_range(op_bits(st));
            (lo..=hi).contains(n).then(|| Exp::Const(Const::BigInt(n.to_string())))
        }
        _ => None,
    }
}

/// A word constant of Word (64 bits) or Word8 (the low 8 bits).
fn word(st: &str, n: u64) -> Exp {
    Exp::Const(Const::Word(if st == "Word8" { n & 0xff } else { n }))
}

fn op_bits(st: &str) -> u32 {
    st.trim_start_matches("Int").parse().unwrap_or(64)
}

fn compare<T: PartialOrd>(op: &str, a: &T, b: &T) -> Option<bool> {
    match op {
        "<" => Some(a < b),
        ">" => Some(a > b),
        "<=" => Some(a <= b),
        ">=" => Some(a >= b),
        _ => None,
    }
}

/// Drops pure statements whose variable is unused in the function (a
/// statement variable is local: nothing outside can use it).
fn dead_statements(f: &mut Function) -> bool {
    let mut uses = local_use_counts(f);
    let mut dead: Vec<VarId> = Vec::new();
    let mut pure_defs: HashMap<VarId, &Exp> = HashMap::new();
    for b in &f.blocks {
        for s in b.stmts.iter().filter(|s| is_pure(&s.exp)) {
            pure_defs.insert(s.var, &s.exp);
            if !uses.contains_key(&s.var) {
                dead.push(s.var);
            }
        }
    }
    // A dead statement's operands lose a use: those left unused die too
    // (a worklist, so a chain of N dead statements costs N, not N passes).
    let mut removed: std::collections::HashSet<VarId> = std::collections::HashSet::new();
    while let Some(v) = dead.pop() {
        if !removed.insert(v) {
            continue;
        }
        if let Some(e) = pure_defs.get(&v) {
            exp_uses(e, |x| {
                if let Some(n) = uses.get_mut(&x) {
                    *n -= 1;
                    if *n == 0 && pure_defs.contains_key(&x) {
                        dead.push(x);
                    }
                }
            });
        }
    }
    if removed.is_empty() {
        return false;
    }
    for b in &mut f.blocks {
        b.stmts.retain(|s| !removed.contains(&s.var));
    }
    true
}

/// How many times each variable is used in `f` (absent: never).
fn local_use_counts(f: &Function) -> HashMap<VarId, u32> {
    let mut uses: HashMap<VarId, u32> = HashMap::new();
    let mut bump = |x: VarId| *uses.entry(x).or_insert(0) += 1;
    for b in &f.blocks {
        b.stmts.iter().for_each(|s| exp_uses(&s.exp, &mut bump));
        transfer_uses(&b.transfer, &mut bump);
    }
    uses
}
