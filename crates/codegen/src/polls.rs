//! Which functions poll the heartbeat flag at their entry.
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
//! `BOUNDED_TRIPS` times each time it is entered (`bounded_loop_head`):
//! map-heavy's inner `go (20, x)` polled once per float step, 3 of its
//! 10 instructions.

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

/// The successors of block `i` of `f`: its transfer's targets (a call's
/// continuation included) and its handler.
pub fn block_succs(f: &Function, i: usize) -> Vec<usize> {
    let b = &f.blocks[i];
    let mut v: Vec<usize> = b.transfer.targets().into_iter().map(|t| t.0 as usize).collect();
    v.extend(b.handler.map(|h| h.0 as usize));
    v.retain(|&t| t < f.blocks.len());
    v
}

/// Whether loop head `h` of `f` needs no poll: it is a counted loop.
/// `h` has an int parameter `x` and starts by testing `x` against a
/// constant (`Int.<`, `<=`, `>`, `>=`, `=`, `<>`) with a two-way case,
/// one of whose arms leaves the loop (cannot get back to `h`).  Every jump
/// to `h` from inside the loop (the blocks on a cycle through `h`) passes
/// `x + s` or `x - s` for one constant step, every jump from outside a
/// constant, and from each such constant the test fails within
/// `BOUNDED_TRIPS` steps.  Every cycle through `h` then steps the
/// counter, and cycles that avoid `h` hold another loop head, which polls.
pub fn bounded_loop_head(p: &Program, f: &Function, h: usize) -> bool {
    let n = f.blocks.len();
    if f.blocks.iter().any(|b| b.handler.map(|t| t.0 as usize) == Some(h)) {
        return false;
    }
    let defs: HashMap<VarId, &Exp> = f.blocks.iter().flat_map(|b| &b.stmts).map(|s| (s.var, &s.exp)).collect();
    let int_const = |v: &VarId| match defs.get(v) {
        Some(Exp::Const(Const::Int(k))) => Some(*k),
        _ => None,
    };
    let head = &f.blocks[h];
    // The test: `t = CMP (x, k)`, then a case on `t`.
    let Transfer::Case { scrut, cases: Cases::Con(arms), default } = &head.transfer else { return false };
    let Some(Exp::Prim { name, args }) = head.stmts.iter().find(|s| s.var == *scrut).map(|s| &s.exp) else { return false };
    let [x, k] = args[..] else { return false };
    let Some(pos) = head.params.iter().position(|&v| v == x) else { return false };
    let Some(limit) = int_const(&k) else { return false };
    let cmp: fn(i64, i64) -> bool = match name.as_str() {
        "Int.<" => |a, b| a < b,
        "Int.<=" => |a, b| a <= b,
        "Int.>" => |a, b| a > b,
        "Int.>=" => |a, b| a >= b,
        "poly_equal" | "Int.=" => |a, b| a == b,
        "poly_notequal" | "Int.<>" => |a, b| a != b,
        _ => return false,
    };
    let is_true = |i: u32| matches!(p.ty(*scrut), Type::Data(d) if p.datatypes[d.0 as usize].cons.get(i as usize).is_some_and(|c| c.name == "true"));
    let mut targets: Vec<(bool, usize)> = arms.iter().map(|&(i, b)| (is_true(i), b.0 as usize)).collect();
    if let Some(d) = default {
        let covered = targets.first().map(|t| t.0);
        targets.push((!covered.unwrap_or(true), d.0 as usize));
    }
    let [(va, a), (vb, b)] = targets[..] else { return false };
    if va == vb {
        return false;
    }
    // The loop: blocks reachable from h that reach h back.
    let reach = |from: usize| {
        let mut seen = vec![false; n];
        let mut work = vec![from];
        while let Some(i) = work.pop() {
            if !std::mem::replace(&mut seen[i], true) {
                work.extend(block_succs(f, i));
            }
        }
        seen
    };
    let from_h = reach(h);
    let in_loop: Vec<bool> = (0..n).map(|i| from_h[i] && reach(i)[h]).collect();
    let continue_when = match (in_loop[a], in_loop[b]) {
        (false, true) => vb,
        (true, false) => va,
        _ => return false,
    };
    let mut step = None;
    let mut starts = Vec::new();
    for (i, blk) in f.blocks.iter().enumerate() {
        let jumps: Vec<&[VarId]> = match &blk.transfer {
            Transfer::Goto { dst, args } if dst.0 as usize == h => vec![&args[..]],
            t if t.targets().iter().any(|t| t.0 as usize == h) => return false,
            _ => continue,
        };
        for args in jumps {
            let Some(&v) = args.get(pos) else { return false };
            if in_loop[i] {
                let s = match defs.get(&v) {
                    Some(Exp::Prim { name, args }) if args.len() == 2 && args[0] == x => match (name.as_str(), int_const(&args[1])) {
                        ("Int.+", Some(s)) => s,
                        ("Int.-", Some(s)) => s.checked_neg().unwrap_or(0),
                        _ => return false,
                    },
                    _ => return false,
                };
                if s == 0 || step.is_some_and(|t| t != s) {
                    return false;
                }
                step = Some(s);
            } else {
                match int_const(&v) {
                    Some(c) => starts.push(c),
                    None => return false,
                }
            }
        }
    }
    let Some(step) = step else { return false };
    !starts.is_empty()
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
        })
}

/// For each function, whether running it may poll the heartbeat flag: its
/// entry polls (`entry_polls`), one of its loop heads does, it calls
/// unknown code, or it calls a function that may poll.  A parform body
/// that may not runs in chunks without a poll (prims_par.rs).
pub fn may_poll(p: &Program, entry: &[bool]) -> Vec<bool> {
    let mut may: Vec<bool> = p
        .functions
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let heads = crate::loop_heads(f);
            entry[i]
                || (0..f.blocks.len()).any(|b| heads[b] && !bounded_loop_head(p, f, b))
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
/// without the nodes `removed` marks (the last node, U, is never removed).
/// Tarjan's algorithm, iterative.
fn sccs(succ: &[Vec<usize>], removed: &[bool]) -> Vec<Vec<usize>> {
    let n = succ.len();
    let gone = |v: usize| v < removed.len() && removed[v];
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0usize; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut out = Vec::new();
    let mut next = 0;
    for root in 0..n {
        if gone(root) || index[root] != usize::MAX {
            continue;
        }
        let mut work: Vec<(usize, usize)> = vec![(root, 0)];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut i)) = work.last_mut() {
            if *i < succ[v].len() {
                let w = succ[v][*i];
                *i += 1;
                if gone(w) {
                    continue;
                }
                if index[w] == usize::MAX {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    work.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
            } else {
                work.pop();
                if let Some(&(parent, _)) = work.last() {
                    low[parent] = low[parent].min(low[v]);
                }
                if low[v] == index[v] {
                    let mut comp = Vec::new();
                    loop {
                        let w = stack.pop().unwrap();
                        on_stack[w] = false;
                        comp.push(w);
                        if w == v {
                            break;
                        }
                    }
                    comp.sort_unstable();
                    out.push(comp);
                }
            }
        }
    }
    out
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
            bounded_loop_head(&p, &p.functions[0], h)
        };
        assert!(bounded(Some(20), 1));
        assert!(bounded(Some(BOUNDED_TRIPS), 1));
        assert!(!bounded(Some(BOUNDED_TRIPS + 1), 1));
        assert!(!bounded(None, 1));
        assert!(!bounded(Some(20), 3));
        assert!(!bounded(Some(20), -1));
    }
}
