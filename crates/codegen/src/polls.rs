//! Where generated code polls the heartbeat flag: which function entries
//! (`entry_polls`) and loop heads (`loop_polls`), and which functions may
//! poll at all (`may_poll`, for chunked loop runners in prims_par.rs).
//! Only programs that fork poll (lib.rs `forks`).
//!
//! A heartbeat must be noticed within a bounded time, so every way of
//! running for long has to pass a poll: loops poll at their heads
//! (`loop_heads`), and recursion must poll somewhere on every cycle of
//! calls.  One poll per cycle is enough; polling at every function entry
//! (what a naive scheme does) costs parallel fib three polls per call:
//! `fib` itself and both branch closures `fn () => fib (n - 1)` and
//! `fn () => fib (n - 2)`, which only call `fib`.
//!
//! The call graph: a direct call (`Transfer::Call`) is an edge to its
//! callee; an unknown call (a closure call, a `ForkJoin` primitive, or a
//! primitive given a closure, which the runtime may call) is an edge to the
//! virtual node U, and U has an edge to every function whose closure is
//! built anywhere (`MakeClosure`).  Every cycle of this graph must contain
//! a polling function.
//!
//! Choice: a greedy feedback vertex set.  Functions that call themselves
//! poll; then, while some strongly connected component still has a cycle,
//! each such component gives up the member with the most edges inside it
//! (in-degree times out-degree, the usual greedy rule), which polls.  U is
//! never chosen (it is not code).  Everything else (leaves, helpers outside
//! any recursion, branch closures whose cycle already polls in the
//! recursive function) runs for a bounded time between polls: the static
//! size of an acyclic call tree.
//!
//! Loops: a loop head need not poll when the loop provably runs at most
//! `BOUNDED_TRIPS` times each time it is entered and every cycle that
//! enters it again passes a poll (`loop_polls`): map-heavy's inner
//! `go (20, x)` polled once per float step, 3 of its 10 instructions.
//!
//! Invariant: every cycle of calls and jumps holds a poll, or steps the
//! counter of a counted loop at most `BOUNDED_TRIPS` times between two
//! polls; so between two polls a task runs for a time bounded by the size
//! of the program (times `BOUNDED_TRIPS` per counted loop).

use skein_ir::ssa::graph::block_succs;
use skein_ir::ssa::{Cases, Const, Exp, Function, Program, Transfer, Type, VarId};
use std::collections::HashMap;

/// Loops entered with a counter that reaches its exit test in at most
/// this many steps need no poll of their own: between two polls of the
/// enclosing code they run at most this many times their body.
pub const BOUNDED_TRIPS: i64 = 256;

/// For each function of `p`, whether its entry polls.
pub fn entry_polls(p: &Program) -> Vec<bool> {
    let n = p.functions.len();
    let u = n;
    let mut succ: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
    for (i, f) in p.functions.iter().enumerate() {
        for b in &f.blocks {
            match &b.transfer {
                Transfer::Call { func, .. } => succ[i].push(func.0 as usize),
                Transfer::CallClosure { .. } => succ[i].push(u),
                _ => {}
            }
            for s in &b.stmts {
                match &s.exp {
                    Exp::MakeClosure { func, .. } => succ[u].push(func.0 as usize),
                    Exp::Prim { name, args } if calls_unknown(p, name, args) => succ[i].push(u),
                    _ => {}
                }
            }
        }
    }
    for s in &p.globals {
        if let Exp::MakeClosure { func, .. } = &s.exp {
            succ[u].push(func.0 as usize);
        }
    }
    for v in &mut succ {
        v.retain(|&t| t <= n);
        v.sort_unstable();
        v.dedup();
    }
    let mut polls: Vec<bool> = (0..n).map(|i| succ[i].contains(&i)).collect();
    loop {
        let mut chose = false;
        for comp in sccs(&succ, &polls) {
            if comp.len() < 2 {
                continue;
            }
            let inside = |t: usize| comp.binary_search(&t).is_ok();
            let mut indeg = vec![0usize; comp.len()];
            for &f in &comp {
                for &t in &succ[f] {
                    if let Ok(k) = comp.binary_search(&t) {
                        indeg[k] += 1;
                    }
                }
            }
            let best = comp
                .iter()
                .enumerate()
                .filter(|&(_, &f)| f != u)
                .max_by_key(|&(k, &f)| (indeg[k] * succ[f].iter().filter(|&&t| inside(t)).count(), std::cmp::Reverse(f)))
                .map(|(_, &f)| f);
            if let Some(f) = best {
                polls[f] = true;
                chose = true;
            }
        }
        if !chose {
            return polls;
        }
    }
}

/// Which blocks of `f` poll: its loop heads (`loop_heads`), less those of
/// counted loops (`counted_loop`) every cycle of which either steps the
/// counter or passes another head that polls.  A cycle that re-enters a
/// counted loop through its entry (the counter starts again) must pass a
/// polling head: checked from each such head against the heads that are no
/// candidates, so two loops that would each rely on the other both poll.
/// `span`: for a reduction's block function (`block_span`), its range's
/// first and end index and the most iterations the runner gives it: a loop
/// counting up from the first to the end is counted too.
pub fn loop_polls(p: &Program, globals: &HashMap<VarId, i64>, f: &Function, span: Option<Span>) -> Vec<bool> {
    let heads = crate::loop_heads(f);
    let mut consts: Option<HashMap<VarId, i64>> = None;
    let mut counted: Vec<Option<Vec<usize>>> = (0..f.blocks.len())
        .map(|h| {
            if !heads[h] {
                return None;
            }
            let consts = consts.get_or_insert_with(|| {
                let mut m = globals.clone();
                m.extend(f.blocks.iter().flat_map(|b| &b.stmts).filter_map(|s| match s.exp {
                    Exp::Const(Const::Int(k)) => Some((s.var, k)),
                    _ => None,
                }));
                m
            });
            counted_loop(p, consts, span, f, h)
        })
        .collect();
    // A loop counted only thanks to `span` that holds another loop polls
    // itself: once per iteration of a block, where the inner loop (say a
    // counted one) would otherwise poll at each of its own iterations.
    if let (Some(_), Some(consts)) = (span, &consts) {
        for h in 0..f.blocks.len() {
            if counted[h].is_none() || counted_loop(p, consts, None, f, h).is_some() {
                continue;
            }
            let mut seen = vec![false; f.blocks.len()];
            let mut work = block_succs(f, h);
            let mut inner = false;
            while let Some(b) = work.pop() {
                if b == h || std::mem::replace(&mut seen[b], true) {
                    continue;
                }
                inner |= heads[b];
                work.extend(block_succs(f, b));
            }
            if inner {
                counted[h] = None;
            }
        }
    }
    (0..f.blocks.len())
        .map(|h| {
            let Some(entries) = &counted[h] else { return heads[h] };
            let polls = |b: usize| b != h && heads[b] && counted[b].is_none();
            // Blocks reachable from h's successors without passing h or a
            // polling head: one with an entry jump to h closes a cycle.
            let mut seen = vec![false; f.blocks.len()];
            let mut work: Vec<usize> = block_succs(f, h);
            while let Some(b) = work.pop() {
                if b == h || polls(b) || std::mem::replace(&mut seen[b], true) {
                    continue;
                }
                if entries.contains(&b) {
                    return true;
                }
                work.extend(block_succs(f, b));
            }
            false
        })
        .collect()
}

/// When loop head `h` of `f` is a counted loop, the blocks that enter it
/// (jump to it with a constant counter).  `h` has an int parameter `x` and
/// starts by testing `x` against a constant of the function or a global
/// (`val maxIter = 100`) with `Int.<`, `<=`, `>`, `>=`, `=` or `<>` and a
/// two-way case.  Every jump to `h` passes either a constant (an entry) or
/// `x + s` / `x - s` for one constant step (a step); the arm taken when the
/// test says stop reaches no step jump without passing `h`; and from each
/// entry constant the test says stop within `BOUNDED_TRIPS` steps.  Every
/// cycle through `h` that uses a step jump then runs at most that often
/// between entries.
/// `span` adds the case of a limit that is the range's end: entries then
/// pass the range's first index and the step is positive, so the counter
/// reaches the limit within `span.most` iterations divided by the step.
fn counted_loop(p: &Program, consts: &HashMap<VarId, i64>, span: Option<Span>, f: &Function, h: usize) -> Option<Vec<usize>> {
    let n = f.blocks.len();
    if f.blocks.iter().any(|b| b.handler.map(|t| t.0 as usize) == Some(h)) {
        return None;
    }
    let int_const = |v: &VarId| consts.get(v).copied();
    let def = |v: VarId| f.blocks.iter().flat_map(|b| &b.stmts).find(|s| s.var == v).map(|s| &s.exp);
    let head = &f.blocks[h];
    // The test: `t = CMP (x, k)`, then a case on `t`.
    let Transfer::Case { scrut, cases: Cases::Con(arms), default } = &head.transfer else { return None };
    let Some(Exp::Prim { name, args }) = head.stmts.iter().find(|s| s.var == *scrut).map(|s| &s.exp) else { return None };
    let [x, k] = args[..] else { return None };
    let pos = head.params.iter().position(|&v| v == x)?;
    // A limit that is the range's end of a block function: checked below
    // with the counter relative to the first index (0) and limit `most`.
    let relative = span.filter(|s| s.end == k);
    let limit = match relative {
        Some(s) => s.most,
        None => int_const(&k)?,
    };
    let cmp: fn(i64, i64) -> bool = match name.as_str() {
        "Int.<" => |a, b| a < b,
        "Int.<=" => |a, b| a <= b,
        "Int.>" => |a, b| a > b,
        "Int.>=" => |a, b| a >= b,
        "poly_equal" | "Int.=" => |a, b| a == b,
        "poly_notequal" | "Int.<>" => |a, b| a != b,
        _ => return None,
    };
    let is_true = |i: u32| matches!(p.ty(*scrut), Type::Data(d) if p.datatypes[d.0 as usize].cons.get(i as usize).is_some_and(|c| c.name == "true"));
    let mut targets: Vec<(bool, usize)> = arms.iter().map(|&(i, b)| (is_true(i), b.0 as usize)).collect();
    if let Some(d) = default {
        let covered = targets.first().map(|t| t.0);
        targets.push((!covered.unwrap_or(true), d.0 as usize));
    }
    let [(va, a), (vb, b)] = targets[..] else { return None };
    if va == vb || a == h || b == h {
        return None;
    }
    // Classify the jumps to h.
    let mut step = None;
    let mut starts = Vec::new();
    let mut entries = Vec::new();
    let mut steppers = Vec::new();
    for (i, blk) in f.blocks.iter().enumerate() {
        let args = match &blk.transfer {
            Transfer::Goto { dst, args } if dst.0 as usize == h => args,
            t if t.targets().iter().any(|t| t.0 as usize == h) => return None,
            _ => continue,
        };
        let v = *args.get(pos)?;
        let start = match relative {
            Some(s) => (v == s.first).then_some(0),
            None => int_const(&v),
        };
        if let Some(c) = start {
            starts.push(c);
            entries.push(i);
            continue;
        }
        let s = match def(v) {
            Some(Exp::Prim { name, args }) if args.len() == 2 && args[0] == x => match (name.as_str(), int_const(&args[1])) {
                ("Int.+", Some(s)) => s,
                ("Int.-", Some(s)) => s.checked_neg().unwrap_or(0),
                _ => return None,
            },
            _ => return None,
        };
        if s == 0 || step.is_some_and(|t| t != s) {
            return None;
        }
        step = Some(s);
        steppers.push(i);
    }
    let step = step?;
    if relative.is_some() && step < 0 {
        return None;
    }
    // Which arm continues: the one from which a step jump is reachable
    // without passing h.
    let reaches_step = |from: usize| {
        let mut seen = vec![false; n];
        let mut work = vec![from];
        while let Some(i) = work.pop() {
            if i == h || std::mem::replace(&mut seen[i], true) {
                continue;
            }
            if steppers.contains(&i) {
                return true;
            }
            work.extend(block_succs(f, i));
        }
        false
    };
    let continue_when = match (reaches_step(a), reaches_step(b)) {
        (false, true) => vb,
        (true, false) => va,
        _ => return None,
    };
    let bounded = !starts.is_empty()
        && starts.iter().all(|&c| {
            let mut x = c;
            for _ in 0..=BOUNDED_TRIPS {
                if cmp(x, limit) != continue_when {
                    return true;
                }
                match x.checked_add(step) {
                    Some(y) => x = y,
                    None => return true,
                }
            }
            false
        });
    bounded.then_some(entries)
}

/// A block function's range (`loop_polls`): variables holding its first
/// and end index, and the most iterations (end - first) it is run for.
#[derive(Clone, Copy)]
pub struct Span {
    pub first: VarId,
    pub end: VarId,
    pub most: i64,
}

/// The range of closure function `f` when it is a reduction's block
/// function (`fn (i, j) => ...`, called only by its `ForkJoin.reducem`
/// runner, on at most `most` iterations): the variables selecting the
/// two components of its argument.
pub fn block_span(f: &Function, most: i64) -> Option<Span> {
    let arg = *f.params.get(1)?;
    let sel = |i: u32| {
        f.blocks.iter().flat_map(|b| &b.stmts).find_map(|s| match s.exp {
            Exp::Select { tuple, index } if tuple == arg && index == i => Some(s.var),
            _ => None,
        })
    };
    Some(Span { first: sel(0)?, end: sel(1)?, most })
}

/// The int constants among the globals (for `loop_polls`).
pub fn global_consts(p: &Program) -> HashMap<VarId, i64> {
    p.globals
        .iter()
        .filter_map(|s| match s.exp {
            Exp::Const(Const::Int(k)) => Some((s.var, k)),
            _ => None,
        })
        .collect()
}

/// For each function, whether running it may poll the heartbeat flag: its
/// entry polls (`entry_polls`), one of its loop heads does (`loops`: per
/// function, `loop_polls`), it calls unknown code, or it calls a function
/// that may poll.  A parform body that may not runs in chunks without a
/// poll (prims_par.rs).
pub fn may_poll(p: &Program, entry: &[bool], loops: &[Vec<bool>]) -> Vec<bool> {
    let mut may: Vec<bool> = p
        .functions
        .iter()
        .enumerate()
        .map(|(i, f)| {
            entry[i]
                || loops[i].iter().any(|&b| b)
                || f.blocks.iter().any(|b| {
                    matches!(b.transfer, Transfer::CallClosure { .. })
                        || b.stmts.iter().any(|s| matches!(&s.exp, Exp::Prim { name, args } if calls_unknown(p, name, args)))
                })
        })
        .collect();
    loop {
        let mut changed = false;
        for (i, f) in p.functions.iter().enumerate() {
            if !may[i] && f.blocks.iter().any(|b| matches!(b.transfer, Transfer::Call { func, .. } if may[func.0 as usize])) {
                may[i] = true;
                changed = true;
            }
        }
        if !changed {
            return may;
        }
    }
}

/// Whether primitive `name` applied to `args` may call code of the program:
/// the `ForkJoin` primitives run branch and loop-body closures, and any
/// primitive given a closure may call it.
fn calls_unknown(p: &Program, name: &str, args: &[skein_ir::ssa::VarId]) -> bool {
    name.starts_with("ForkJoin.") || args.iter().any(|&a| matches!(p.ty(a), Type::Closure(..)))
}

/// The strongly connected components (each sorted) of the graph `succ`
/// without the nodes `removed` marks (the last node, U, is never removed):
/// a removed node keeps no edges, so it is a component of its own.
fn sccs(succ: &[Vec<usize>], removed: &[bool]) -> Vec<Vec<usize>> {
    let gone = |v: usize| v < removed.len() && removed[v];
    let kept: Vec<Vec<usize>> = succ.iter().enumerate().map(|(v, ws)| if gone(v) { Vec::new() } else { ws.iter().copied().filter(|&w| !gone(w)).collect() }).collect();
    skein_ir::ssa::graph::sccs(&kept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use skein_ir::ssa::{Block, BlockId, FuncId, Function, Return, Statement};

    fn func(p: &mut Program, name: &str, env: bool, blocks: Vec<Block>) {
        let x = p.new_var("x", Type::Int);
        let e = p.new_var("e", Type::unit());
        p.functions.push(Function {
            name: name.into(),
            params: if env { vec![e, x] } else { vec![x] },
            result: Type::Int,
            env: if env { Some(vec![]) } else { None },
            start: BlockId(0),
            blocks,
        });
    }

    fn block(stmts: Vec<Statement>, transfer: Transfer) -> Block {
        Block { params: vec![], stmts, transfer, handler: None }
    }

    fn call(p: &mut Program, f: u32) -> Transfer {
        let v = p.new_var("v", Type::Int);
        Transfer::Call { func: FuncId(f), args: vec![v], ret: Return::Tail }
    }

    /// 0: a leaf; 1: calls 0 (not recursive); 2: calls itself.
    #[test]
    fn only_recursion_polls() {
        let mut p = Program::default();
        let v = p.new_var("v", Type::Int);
        func(&mut p, "leaf", false, vec![block(vec![], Transfer::Return(v))]);
        let c = call(&mut p, 0);
        func(&mut p, "helper", false, vec![block(vec![], c)]);
        let c = call(&mut p, 2);
        func(&mut p, "rec", false, vec![block(vec![], c)]);
        assert_eq!(entry_polls(&p), vec![false, false, true]);
    }

    /// Parallel fib's shape: 0 (fib) builds closures of 1 and 2 and forks
    /// them (a ForkJoin primitive, an unknown call); 1 and 2 call 0.  Only
    /// fib polls: the branches sit on no cycle without it.
    #[test]
    fn one_poll_per_cycle_through_closures() {
        let mut p = Program::default();
        let v = p.new_var("v", Type::Int);
        let (c1, c2, r) = (p.new_var("c1", Type::Int), p.new_var("c2", Type::Int), p.new_var("r", Type::Int));
        let stmts = vec![
            Statement { var: c1, exp: Exp::MakeClosure { func: FuncId(1), env: vec![] } },
            Statement { var: c2, exp: Exp::MakeClosure { func: FuncId(2), env: vec![] } },
            Statement { var: r, exp: Exp::Prim { name: "ForkJoin.par".into(), args: vec![c1, c2] } },
        ];
        func(&mut p, "fib", false, vec![block(stmts, Transfer::Return(v))]);
        let c = call(&mut p, 0);
        func(&mut p, "left", true, vec![block(vec![], c)]);
        let c = call(&mut p, 0);
        func(&mut p, "right", true, vec![block(vec![], c)]);
        assert_eq!(entry_polls(&p), vec![true, false, false]);
    }

    /// A cycle of three functions that call each other directly polls in
    /// exactly one of them; a closure call makes its caller part of a
    /// cycle with every function whose closure is built.
    #[test]
    fn every_cycle_polls() {
        let mut p = Program::default();
        for i in 0..3u32 {
            let c = call(&mut p, (i + 1) % 3);
            func(&mut p, "ring", false, vec![block(vec![], c)]);
        }
        assert_eq!(entry_polls(&p).iter().filter(|&&b| b).count(), 1);

        let mut p = Program::default();
        let (v, k) = (p.new_var("v", Type::Int), p.new_var("k", Type::Int));
        let make = vec![Statement { var: k, exp: Exp::MakeClosure { func: FuncId(0), env: vec![] } }];
        let apply = Transfer::CallClosure { closure: k, arg: v, ret: Return::Tail };
        func(&mut p, "applies", true, vec![block(make, apply)]);
        assert_eq!(entry_polls(&p), vec![true]);
    }

    /// `go (start, x) = if k = 0 then x else go (k - step, ...)` as blocks:
    /// L0 enters the loop head L1 with `start`; L1 tests `k = 0` (exit to
    /// L3); L2 jumps back with `k - step`.
    fn countdown(start: Option<i64>, step: i64) -> (Program, usize) {
        use skein_ir::ssa::{ConDef, DataDef, DataId};
        let mut p = Program::default();
        let con = |name: &str| ConDef { name: name.into(), arg: None, flat: false };
        p.datatypes.push(DataDef { name: "bool".into(), cons: vec![con("false"), con("true")] });
        let arg = p.new_var("arg", Type::Int);
        let (c, k, zero, t, one, next) = (
            p.new_var("c", Type::Int),
            p.new_var("k", Type::Int),
            p.new_var("zero", Type::Int),
            p.new_var("t", Type::Data(DataId(0))),
            p.new_var("one", Type::Int),
            p.new_var("next", Type::Int),
        );
        let st = |var, exp| Statement { var, exp };
        let entry_stmts = match start {
            Some(n) => vec![st(c, Exp::Const(Const::Int(n)))],
            None => vec![],
        };
        let first = if start.is_some() { c } else { arg };
        let blocks = vec![
            Block { params: vec![], stmts: entry_stmts, transfer: Transfer::Goto { dst: BlockId(1), args: vec![first] }, handler: None },
            Block {
                params: vec![k],
                stmts: vec![st(zero, Exp::Const(Const::Int(0))), st(t, Exp::Prim { name: "poly_equal".into(), args: vec![k, zero] })],
                transfer: Transfer::Case { scrut: t, cases: Cases::Con(vec![(1, BlockId(3)), (0, BlockId(2))]), default: None },
                handler: None,
            },
            Block {
                params: vec![],
                stmts: vec![st(one, Exp::Const(Const::Int(step))), st(next, Exp::Prim { name: "Int.-".into(), args: vec![k, one] })],
                transfer: Transfer::Goto { dst: BlockId(1), args: vec![next] },
                handler: None,
            },
            Block { params: vec![], stmts: vec![], transfer: Transfer::Return(k), handler: None },
        ];
        p.functions.push(Function { name: "go".into(), params: vec![arg], result: Type::Int, env: None, start: BlockId(0), blocks });
        (p, 1)
    }

    /// A loop counted down from 20 to 0 needs no poll; from an unknown
    /// start, from beyond the bound, or with a step that skips the exit
    /// test, it does.
    #[test]
    fn short_counted_loops_do_not_poll() {
        let bounded = |start, step| {
            let (p, h) = countdown(start, step);
            let polls = loop_polls(&p, &global_consts(&p), &p.functions[0], None);
            assert!(crate::loop_heads(&p.functions[0])[h]);
            !polls[h]
        };
        assert!(bounded(Some(20), 1));
        assert!(bounded(Some(BOUNDED_TRIPS), 1));
        assert!(!bounded(Some(BOUNDED_TRIPS + 1), 1));
        assert!(!bounded(None, 1));
        assert!(!bounded(Some(20), 3));
        assert!(!bounded(Some(20), -1));
    }

    /// A reduction's block function `fn (i, j) => loop i` with `loop k =
    /// if k >= j then .. else loop (k + step)`: counted when `span` says
    /// the runner gives it at most `most` iterations (and the counter goes
    /// up); not otherwise.
    fn block_loop(step: i64) -> Program {
        use skein_ir::ssa::{ConDef, DataDef, DataId};
        let mut p = Program::default();
        let con = |name: &str| ConDef { name: name.into(), arg: None, flat: false };
        p.datatypes.push(DataDef { name: "bool".into(), cons: vec![con("false"), con("true")] });
        let me = p.new_var("self", Type::Int);
        let arg = p.new_var("arg", Type::Tuple(vec![Type::Int, Type::Int]));
        let (i, j, k, t, s, next) = (
            p.new_var("i", Type::Int),
            p.new_var("j", Type::Int),
            p.new_var("k", Type::Int),
            p.new_var("t", Type::Data(DataId(0))),
            p.new_var("s", Type::Int),
            p.new_var("next", Type::Int),
        );
        let st = |var, exp| Statement { var, exp };
        let blocks = vec![
            Block {
                params: vec![],
                stmts: vec![st(i, Exp::Select { tuple: arg, index: 0 }), st(j, Exp::Select { tuple: arg, index: 1 })],
                transfer: Transfer::Goto { dst: BlockId(1), args: vec![i] },
                handler: None,
            },
            Block {
                params: vec![k],
                stmts: vec![st(t, Exp::Prim { name: "Int.>=".into(), args: vec![k, j] })],
                transfer: Transfer::Case { scrut: t, cases: Cases::Con(vec![(1, BlockId(3)), (0, BlockId(2))]), default: None },
                handler: None,
            },
            Block {
                params: vec![],
                stmts: vec![st(s, Exp::Const(Const::Int(step))), st(next, Exp::Prim { name: "Int.+".into(), args: vec![k, s] })],
                transfer: Transfer::Goto { dst: BlockId(1), args: vec![next] },
                handler: None,
            },
            Block { params: vec![], stmts: vec![], transfer: Transfer::Return(k), handler: None },
        ];
        p.functions.push(Function { name: "block".into(), params: vec![me, arg], result: Type::Int, env: Some(vec![]), start: BlockId(0), blocks });
        p
    }

    #[test]
    fn block_function_loops_over_their_range_do_not_poll() {
        let polls_with = |step: i64, most: Option<i64>| {
            let p = block_loop(step);
            let f = &p.functions[0];
            let span = most.and_then(|m| block_span(f, m));
            loop_polls(&p, &global_consts(&p), f, span)[1]
        };
        assert!(!polls_with(1, Some(32)));
        assert!(!polls_with(2, Some(32)));
        assert!(polls_with(1, None));
        assert!(polls_with(1, Some(BOUNDED_TRIPS + 1)));
        assert!(polls_with(-1, Some(32)));
    }

    /// An outer loop around a counted inner one: B1 (outer head, counter
    /// from the argument, or from the constant 5 with `outer_counted`) runs
    /// B2 -> B3 (inner head, 20 down to 0, stepping in B6) -> B4 -> B1.
    fn nested(outer_counted: bool) -> Program {
        use skein_ir::ssa::{ConDef, DataDef, DataId};
        let mut p = Program::default();
        let con = |name: &str| ConDef { name: name.into(), arg: None, flat: false };
        p.datatypes.push(DataDef { name: "bool".into(), cons: vec![con("false"), con("true")] });
        let int = |p: &mut Program, n: &str| p.new_var(n, Type::Int);
        let (arg, five, i, zero, one, c, twenty, k, zero2, t, one2, next, i1) = (
            int(&mut p, "arg"),
            int(&mut p, "five"),
            int(&mut p, "i"),
            int(&mut p, "zero"),
            int(&mut p, "one"),
            p.new_var("c", Type::Data(DataId(0))),
            int(&mut p, "twenty"),
            int(&mut p, "k"),
            int(&mut p, "zero2"),
            p.new_var("t", Type::Data(DataId(0))),
            int(&mut p, "one2"),
            int(&mut p, "next"),
            int(&mut p, "i1"),
        );
        let st = |var, exp| Statement { var, exp };
        let konst = |n| Exp::Const(Const::Int(n));
        let prim = |name: &str, args: Vec<VarId>| Exp::Prim { name: name.into(), args };
        let blk = |params, stmts, transfer| Block { params, stmts, transfer, handler: None };
        let test = |scrut, yes: u32, no: u32| Transfer::Case { scrut, cases: Cases::Con(vec![(1, BlockId(yes)), (0, BlockId(no))]), default: None };
        let start = if outer_counted { five } else { arg };
        let blocks = vec![
            blk(vec![], vec![st(five, konst(5))], Transfer::Goto { dst: BlockId(1), args: vec![start] }),
            blk(vec![i], vec![st(zero, konst(0)), st(c, prim("poly_equal", vec![i, zero]))], test(c, 5, 2)),
            blk(vec![], vec![st(twenty, konst(20))], Transfer::Goto { dst: BlockId(3), args: vec![twenty] }),
            blk(vec![k], vec![st(zero2, konst(0)), st(t, prim("poly_equal", vec![k, zero2]))], test(t, 4, 6)),
            blk(vec![], vec![st(one, konst(1)), st(i1, prim("Int.-", vec![i, one]))], Transfer::Goto { dst: BlockId(1), args: vec![i1] }),
            blk(vec![], vec![], Transfer::Return(i)),
            blk(vec![], vec![st(one2, konst(1)), st(next, prim("Int.-", vec![k, one2]))], Transfer::Goto { dst: BlockId(3), args: vec![next] }),
        ];
        p.functions.push(Function { name: "nest".into(), params: vec![arg], result: Type::Int, env: None, start: BlockId(0), blocks });
        p
    }

    /// The inner loop is re-entered through the outer one, whose head
    /// polls: the inner needs no poll.  When the outer loop is counted too
    /// (and so would not poll), the inner one polls: each re-entry resets
    /// its counter.
    #[test]
    fn counted_loop_inside_a_loop() {
        let p = nested(false);
        let heads = crate::loop_heads(&p.functions[0]);
        assert!(heads[1] && heads[3], "{heads:?}");
        let polls = loop_polls(&p, &HashMap::new(), &p.functions[0], None);
        assert!(polls[1] && !polls[3], "{polls:?}");
        let p = nested(true);
        let polls = loop_polls(&p, &HashMap::new(), &p.functions[0], None);
        assert!(!polls[1] && polls[3], "{polls:?}");
    }
}
