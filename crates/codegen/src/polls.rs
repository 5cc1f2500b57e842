//! Where generated code polls the heartbeat flag: which function entries
//! (`entry_polls`) and loop heads (`loop_polls`, with `quiet_loops` run
//! without polls when short), and which functions may
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
//! poll, except one whose self calls are tail calls that halve a width
//! (`halving_self_calls`: a binary search, at most 64 calls); then, while
//! some strongly connected component still has a cycle, each such
//! component gives up the member with the most edges inside it (in-degree
//! times out-degree, the usual greedy rule), which polls.  U is
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
//! Quiet loops (`quiet_loops`): an innermost loop that polls but whose
//! iterations are bounded by counters tested against limits fixed before
//! it starts (`i < hi`, `j > lo`, two runs of a merge) gets a poll-free
//! copy, entered when the bound at entry is at most `BOUNDED_TRIPS`.
//! When its tests only branch (`QuietLoop::strips`), the loop itself,
//! entered with more left, runs strip-mined: its head does not poll, its
//! tests compare each counter against a stop at most `BOUNDED_TRIPS` steps
//! ahead rather than against its limit, and a test that meets its stop
//! first tests the limit, then polls and sets the next stop.  A filter
//! over blocks of 1024 elements (bench primes) polled at every element,
//! 2 of its 12 instructions; strip-mined it polls every 256, and the
//! stop's test is the loop's own.
//!
//! Invariant: every cycle of calls and jumps holds a poll, or steps the
//! counter of a counted loop (or of a quiet loop's copy, or of one strip
//! of it) at most `BOUNDED_TRIPS` times between two polls; so between two polls a task
//! runs for a time bounded by the size of the program (times
//! `BOUNDED_TRIPS` per counted loop).

use skein_ir::ssa::graph::block_succs;
use skein_ir::ssa::{Cases, Const, Exp, FuncId, Function, Program, Return, Transfer, Type, VarId};
use std::collections::HashMap;

/// Loops entered with a counter that reaches its exit test in at most
/// this many steps need no poll of their own: between two polls of the
/// enclosing code they run at most this many times their body.
pub const BOUNDED_TRIPS: i64 = 256;

/// A strongly connected component of the call graph with more functions
/// than this gets several polls per round of `entry_polls`.
const BIG_COMPONENT: usize = 64;

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
    // A function whose calls to itself are tail calls that halve a width
    // runs at most 64 times before it returns or calls another function:
    // its self edge needs no poll (a binary search's `go (lo, hi)`).
    let consts = global_consts(p);
    for (i, f) in p.functions.iter().enumerate() {
        if succ[i].contains(&i) && halving_self_calls(p, &consts, FuncId(i as u32), f) {
            succ[i].retain(|&t| t != i);
        }
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
            // The highest score polls; in a big component (a large
            // program's closures, all reached through `u`) several of the
            // highest do at once: one per recomputation of the components
            // made this quadratic (859 functions: 585 rounds).
            let mut ranked: Vec<(usize, usize)> = comp.iter().enumerate().filter(|&(_, &f)| f != u).map(|(k, &f)| (indeg[k] * succ[f].iter().filter(|&&t| inside(t)).count(), f)).collect();
            ranked.sort_by_key(|&(score, f)| (std::cmp::Reverse(score), f));
            let take = if comp.len() > BIG_COMPONENT { comp.len() / 16 } else { 1 };
            for &(_, f) in ranked.iter().take(take) {
                polls[f] = true;
                chose = true;
            }
        }
        if !chose {
            return polls;
        }
    }
}

/// Whether every call function `fid` (`f`) makes to itself is a tail call
/// that at least halves a width `hi - lo` of two int parameters under a
/// test `lo < hi` dominating it: each call passes `lo` or `mid + c`
/// (c >= 1) for `lo`, and `hi` or `mid` for `hi`, not both unchanged,
/// where `mid` is `lo + (hi - lo) div k` (k >= 2, or `quot`) or
/// `(lo + hi) div 2`.  Then lo <= mid < hi, the width at most halves at
/// each call, and after 63 calls the test fails.
fn halving_self_calls(p: &Program, consts: &HashMap<VarId, i64>, fid: FuncId, f: &Function) -> bool {
    let n = f.blocks.len();
    if n > QUIET_MAX_BLOCKS {
        return false;
    }
    let mut calls = Vec::new();
    for (b, blk) in f.blocks.iter().enumerate() {
        if let Transfer::Call { func, args, ret } = &blk.transfer {
            if *func == fid {
                if *ret != Return::Tail {
                    return false;
                }
                calls.push((b, args));
            }
        }
    }
    let ints: Vec<usize> = (0..f.params.len()).filter(|&i| *p.ty(f.params[i]) == Type::Int).collect();
    if calls.is_empty() || ints.len() < 2 {
        return false;
    }
    let consts = function_consts(consts, f);
    let def = |v: VarId| f.blocks.iter().flat_map(|b| &b.stmts).find(|s| s.var == v).map(|s| &s.exp);
    let prim = |v: VarId| match def(v) {
        Some(Exp::Prim { name, args }) if args.len() == 2 => Some((name.as_str(), args[0], args[1])),
        _ => None,
    };
    let preds = predecessors(&(0..n).map(|b| block_succs(f, b)).collect::<Vec<_>>());
    let all: Vec<usize> = (0..n).collect();
    let dom = dominators(&preds, &all, f.start.0 as usize);
    let is_mid = |v: VarId, lo: VarId, hi: VarId| match prim(v) {
        Some(("Int.+", a, h)) | Some(("Int.+", h, a)) if a == lo => matches!(prim(h),
            Some(("Int.div" | "Int.quot", w, k)) if consts.get(&k).is_some_and(|&k| k >= 2) && prim(w) == Some(("Int.-", hi, lo))),
        Some(("Int.div", sum, k)) if consts.get(&k) == Some(&2) => matches!(prim(sum), Some(("Int.+", a, b)) if (a, b) == (lo, hi) || (a, b) == (hi, lo)),
        _ => false,
    };
    for &pa in &ints {
        for &pb in &ints {
            if pa == pb {
                continue;
            }
            let (lo, hi) = (f.params[pa], f.params[pb]);
            // The arms on which lo < hi holds, entered only from their test.
            let arms: Vec<usize> = (0..n)
                .filter_map(|t| two_way_test(p, &f.blocks[t]))
                .flat_map(|Test { name, args: [x, y], arms }| {
                    arms.into_iter().filter(move |&(holds, _)| {
                        matches!((name, holds, (x, y) == (lo, hi), (x, y) == (hi, lo)),
                            ("Int.<", true, true, _) | ("Int.>=", false, true, _) | ("Int.>", true, _, true) | ("Int.<=", false, _, true))
                    })
                })
                .map(|(_, arm)| arm)
                .filter(|&arm| preds[arm].len() == 1)
                .collect();
            let halves = calls.iter().all(|&(b, args)| {
                let (Some(&nlo), Some(&nhi)) = (args.get(pa), args.get(pb)) else { return false };
                let guarded = arms.iter().any(|&a| dom[b][a]);
                let lo_ok = nlo == lo || matches!(prim(nlo), Some(("Int.+", m, c)) | Some(("Int.+", c, m)) if is_mid(m, lo, hi) && consts.get(&c).is_some_and(|&c| c >= 1));
                let hi_ok = nhi == hi || is_mid(nhi, lo, hi);
                guarded && lo_ok && hi_ok && (nlo, nhi) != (lo, hi)
            });
            if halves {
                return true;
            }
        }
    }
    false
}

/// `globals` (int constants) with the int constants `f` defines.
fn function_consts(globals: &HashMap<VarId, i64>, f: &Function) -> HashMap<VarId, i64> {
    let mut m = globals.clone();
    m.extend(f.blocks.iter().flat_map(|b| &b.stmts).filter_map(|s| match s.exp {
        Exp::Const(Const::Int(k)) => Some((s.var, k)),
        _ => None,
    }));
    m
}

/// The reverse of the edges `succs`.
fn predecessors(succs: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); succs.len()];
    for (b, ss) in succs.iter().enumerate() {
        for &t in ss {
            preds[t].push(b);
        }
    }
    preds
}

/// Dominators among `blocks` (sorted, `root` among them) over the edges
/// `preds` restricted to them: `dom[i][j]` when block `blocks[j]`
/// dominates `blocks[i]`.
fn dominators(preds: &[Vec<usize>], blocks: &[usize], root: usize) -> Vec<Vec<bool>> {
    let idx = |b: usize| blocks.binary_search(&b).ok();
    let m = blocks.len();
    let mut dom: Vec<Vec<bool>> = vec![vec![true; m]; m];
    if let Some(r) = idx(root) {
        dom[r] = (0..m).map(|i| i == r).collect();
    }
    loop {
        let mut changed = false;
        for (i, &b) in blocks.iter().enumerate() {
            if b == root {
                continue;
            }
            let mut d = vec![true; m];
            for q in preds[b].iter().filter_map(|&q| idx(q)) {
                for (x, y) in d.iter_mut().zip(&dom[q]) {
                    *x &= *y;
                }
            }
            d[i] = true;
            if d != dom[i] {
                dom[i] = d;
                changed = true;
            }
        }
        if !changed {
            return dom;
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
            let consts = consts.get_or_insert_with(|| function_consts(globals, f));
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

/// A block ending in a two-way case on a comparison it computes, `t =
/// name (x, y)` then `case t`: the comparison's name and operands, and
/// the arms as (the outcome they are taken on, target block).
struct Test<'f> {
    name: &'f str,
    args: [VarId; 2],
    arms: [(bool, usize); 2],
}

fn two_way_test<'f>(p: &Program, blk: &'f skein_ir::ssa::Block) -> Option<Test<'f>> {
    let Transfer::Case { scrut, cases: Cases::Con(arms), default } = &blk.transfer else { return None };
    let Some(Exp::Prim { name, args }) = blk.stmts.iter().find(|s| s.var == *scrut).map(|s| &s.exp) else { return None };
    let [x, y] = args[..] else { return None };
    let is_true = |i: u32| matches!(p.ty(*scrut), Type::Data(d) if p.datatypes[d.0 as usize].cons.get(i as usize).is_some_and(|c| c.name == "true"));
    let mut targets: Vec<(bool, usize)> = arms.iter().map(|&(i, b)| (is_true(i), b.0 as usize)).collect();
    if let Some(d) = default {
        let covered = targets.first().map(|t| t.0);
        targets.push((!covered.unwrap_or(true), d.0 as usize));
    }
    let [a, b] = targets[..] else { return None };
    (a.0 != b.0).then_some(Test { name, args: [x, y], arms: [a, b] })
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
    let Test { name, args: [x, k], arms: [(va, a), (vb, b)] } = two_way_test(p, head)?;
    let pos = head.params.iter().position(|&v| v == x)?;
    // A limit that is the range's end of a block function: checked below
    // with the counter relative to the first index (0) and limit `most`.
    let relative = span.filter(|s| s.end == k);
    let limit = match relative {
        Some(s) => s.most,
        None => int_const(&k)?,
    };
    let cmp: fn(i64, i64) -> bool = match name {
        "Int.<" => |a, b| a < b,
        "Int.<=" => |a, b| a <= b,
        "Int.>" => |a, b| a > b,
        "Int.>=" => |a, b| a >= b,
        "poly_equal" | "Int.=" => |a, b| a == b,
        "poly_notequal" | "Int.<>" => |a, b| a != b,
        _ => return None,
    };
    if a == h || b == h {
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

/// An innermost loop whose head polls but that needs no poll when entered
/// with few iterations left (`quiet_loops`): codegen emits a second copy
/// of its blocks without the poll, and its entries go to the copy when the
/// trips its counters allow (`terms`, at the entry's values) add up to at
/// most `BOUNDED_TRIPS`.  msort's insertion-sort `shift`, its `copy` and
/// its merge base loop (`loop (i, j, k)`, bounded by two counters) spent
/// 12% of their instructions on polls.
#[derive(Clone, Debug)]
pub struct QuietLoop {
    pub head: usize,
    /// The loop's blocks, head included, sorted.
    pub blocks: Vec<usize>,
    pub terms: Vec<TripTerm>,
    /// When not empty, the loop itself (entered when the copy is not)
    /// runs strip-mined (`StripTest`): its head does not poll, and its
    /// tests of the terms' counters compare against stops at most
    /// `BOUNDED_TRIPS` steps ahead, set at each entry; a test that meets
    /// its stop while the counter is inside its limit polls, sets the
    /// term's next stop, and the iteration goes on.  Between two polls
    /// each term's counter steps at most `BOUNDED_TRIPS` times (one more
    /// when inclusive), and every iteration steps one.
    pub strips: Vec<StripTest>,
    /// Strip-mined and emitted as two nested C loops (`strip_nest`).
    pub nested: bool,
}

/// A test of a term's counter against its limit, in a strip-mined loop
/// against the term's stop instead: `test` (used only by
/// `block`'s two-way case) is `counter REL limit`, with the counter the
/// `counter_first` argument of the comparison `cmp` (`Int.<`, ...), and
/// `inside` is the arm taken while the counter is inside its limit.
#[derive(Clone, Debug, PartialEq)]
pub struct StripTest {
    pub block: usize,
    pub test: VarId,
    pub cmp: &'static str,
    pub counter_first: bool,
    pub term: usize,
    pub inside: usize,
    /// The test's value on the `inside` arm.
    pub inside_when: bool,
}

/// One bound on a loop's iterations: `counter` (a parameter of the head)
/// steps only while its test against `limit` holds, and moves one way.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TripTerm {
    pub counter: VarId,
    pub limit: Limit,
    pub kind: TripKind,
}

/// A limit fixed before the loop starts: a variable defined outside it, a
/// constant, or what the loop computes again at each test from such a
/// variable: an array's, vector's or string's length (`i < Array.length
/// a`), or the variable plus a constant (`i < n - 1`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Limit {
    Var(VarId),
    Const(i64),
    Length(VarId),
    Offset(VarId, i64),
}

/// The test under which a counter steps.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TripKind {
    /// `counter < limit` (`<=` when inclusive), stepping up: at most
    /// `limit - counter` steps (one more when inclusive).
    Below { inclusive: bool },
    /// `counter > limit` (`>=`), stepping down.
    Above { inclusive: bool },
    /// `counter <> limit`, stepping by one towards it (`up` or down):
    /// `limit - counter` steps when it starts on the right side.
    Unequal { up: bool },
}

/// Loops (and self-calling functions, `halving_self_calls`) larger than
/// this are left alone: they run long anyway, a copy would cost C, and
/// their dominators quadratic time.
const QUIET_MAX_BLOCKS: usize = 256;

/// The loops of `f` that may run without polls (`QuietLoop`), given which
/// blocks poll (`loop_polls`).  A loop qualifies when its head polls and
/// is not the function's start, it holds no other loop head and no
/// `ForkJoin` primitive, it is entered only through its head by `Goto`s,
/// every cycle that enters it again passes another polling head, and on
/// each of its back edges some counter steps under a test that dominates
/// the edge: each counter moves one way only, so its tested steps are at
/// most the distance to its limit, and every iteration makes one.
pub fn quiet_loops(p: &Program, globals: &HashMap<VarId, i64>, f: &Function, polls: &[bool]) -> Vec<QuietLoop> {
    let n = f.blocks.len();
    if !polls.iter().any(|&b| b) {
        return Vec::new();
    }
    let heads = crate::loop_heads(f);
    let succs: Vec<Vec<usize>> = (0..n).map(|b| block_succs(f, b)).collect();
    let preds = predecessors(&succs);
    let consts = function_consts(globals, f);
    (0..n)
        .filter(|&h| polls.get(h).copied().unwrap_or(false) && h != f.start.0 as usize)
        .filter_map(|h| quiet_loop(p, &consts, f, &heads, polls, &succs, &preds, h))
        .collect()
}

/// Blocks reachable from `from`'s edges in `edges` without passing `stop`.
fn reach(edges: &[Vec<usize>], from: usize, stop: usize) -> Vec<bool> {
    let mut seen = vec![false; edges.len()];
    let mut work = edges[from].clone();
    while let Some(b) = work.pop() {
        if b == stop || std::mem::replace(&mut seen[b], true) {
            continue;
        }
        work.extend(&edges[b]);
    }
    seen
}

#[allow(clippy::too_many_arguments)]
fn quiet_loop(p: &Program, consts: &HashMap<VarId, i64>, f: &Function, heads: &[bool], polls: &[bool], succs: &[Vec<usize>], preds: &[Vec<usize>], h: usize) -> Option<QuietLoop> {
    let n = f.blocks.len();
    // The natural loop: the blocks h dominates (not reachable from the
    // start without passing h) that reach h again.
    let start = f.start.0 as usize;
    let (avoid, bwd) = (reach(succs, start, h), reach(preds, h, h));
    let blocks: Vec<usize> = (0..n).filter(|&b| b == h || (bwd[b] && !avoid[b] && b != start)).collect();
    let inside = |b: usize| blocks.binary_search(&b).is_ok();
    if blocks.len() > QUIET_MAX_BLOCKS || blocks.iter().any(|&b| b != h && heads[b]) {
        return None;
    }
    let forks = blocks.iter().flat_map(|&b| &f.blocks[b].stmts).any(|s| matches!(&s.exp, Exp::Prim { name, .. } if name.starts_with("ForkJoin.")));
    if forks {
        return None;
    }
    // Entered only at the head, by Gotos; back edges are Gotos too.
    let mut entries = Vec::new();
    let mut back = Vec::new();
    for b in 0..n {
        for &t in &succs[b] {
            if !inside(t) || (inside(b) && t != h) {
                continue;
            }
            if t != h || !matches!(&f.blocks[b].transfer, Transfer::Goto { dst, .. } if dst.0 as usize == h) {
                return None;
            }
            if inside(b) { back.push(b) } else { entries.push(b) }
        }
    }
    if entries.is_empty() || back.is_empty() {
        return None;
    }
    // Every cycle entering the loop again passes a polling head.
    let polling = |b: usize| b != h && polls.get(b).copied().unwrap_or(false);
    let mut seen = vec![false; n];
    let mut work: Vec<usize> = blocks.iter().flat_map(|&b| succs[b].iter().copied()).filter(|&t| !inside(t)).collect();
    while let Some(b) = work.pop() {
        if polling(b) || std::mem::replace(&mut seen[b], true) {
            continue;
        }
        if entries.contains(&b) {
            return None;
        }
        work.extend(succs[b].iter().copied().filter(|&t| !inside(t)));
    }
    // Dominators within the loop, from the head.
    let idx = |b: usize| blocks.binary_search(&b).expect("a block of the loop");
    let dom = dominators(preds, &blocks, h);
    // The counters: int parameters of the head that every back edge leaves
    // alone or steps by a constant, always the same way.
    let def = |v: VarId| blocks.iter().flat_map(|&b| &f.blocks[b].stmts).find(|s| s.var == v).map(|s| &s.exp);
    let head = &f.blocks[h];
    let edge_args = |b: usize| match &f.blocks[b].transfer {
        Transfer::Goto { args, .. } => args.clone(),
        _ => Vec::new(),
    };
    let step_of = |x: VarId, v: VarId| -> Option<i64> {
        if v == x {
            return Some(0);
        }
        match def(v)? {
            Exp::Prim { name, args } if args.len() == 2 && args[0] == x => match (name.as_str(), consts.get(&args[1])) {
                ("Int.+", Some(&c)) => Some(c),
                ("Int.-", Some(&c)) => c.checked_neg(),
                _ => None,
            },
            Exp::Prim { name, args } if name == "Int.+" && args.len() == 2 && args[1] == x => consts.get(&args[0]).copied(),
            _ => None,
        }
    };
    let mut counters: Vec<(VarId, Vec<i64>)> = Vec::new();
    for (pos, &x) in head.params.iter().enumerate() {
        if *p.ty(x) != Type::Int {
            continue;
        }
        let steps: Option<Vec<i64>> = back.iter().map(|&b| edge_args(b).get(pos).and_then(|&v| step_of(x, v))).collect();
        if let Some(steps) = steps {
            let up = steps.iter().any(|&s| s > 0);
            let down = steps.iter().any(|&s| s < 0);
            if up != down {
                counters.push((x, steps));
            }
        }
    }
    // The tests: an arm entered only from its test block knows the test's
    // outcome about a counter and a limit defined outside the loop.
    let defined_inside = |v: VarId| blocks.iter().any(|&b| f.blocks[b].params.contains(&v) || f.blocks[b].stmts.iter().any(|s| s.var == v));
    let limit_of = |v: VarId| match consts.get(&v) {
        Some(&k) => Some(Limit::Const(k)),
        None if !defined_inside(v) => Some(Limit::Var(v)),
        None => match def(v)? {
            Exp::Prim { name, args } => match (name.as_str(), &args[..]) {
                ("Array.length" | "Vector.length" | "String.size", &[a]) if !defined_inside(a) => Some(Limit::Length(a)),
                ("Int.+", &[a, k]) if !defined_inside(a) => Some(Limit::Offset(a, *consts.get(&k)?)),
                ("Int.+", &[k, a]) if !defined_inside(a) => Some(Limit::Offset(a, *consts.get(&k)?)),
                ("Int.-", &[a, k]) if !defined_inside(a) => Some(Limit::Offset(a, consts.get(&k)?.checked_neg()?)),
                _ => None,
            },
            _ => None,
        },
    };
    // (arm, counter, limit, relation, the test: its block, its variable,
    // the C comparison, whether the counter is its first argument)
    let mut facts: Vec<(usize, VarId, Limit, &'static str, StripSite)> = Vec::new();
    for &t in &blocks {
        let Some(Test { name, args: [a, b], arms }) = two_way_test(p, &f.blocks[t]) else { continue };
        let Transfer::Case { scrut, .. } = &f.blocks[t].transfer else { continue };
        let cmp = match name {
            "Int.<" => "<",
            "Int.<=" => "<=",
            "Int.>" => ">",
            "Int.>=" => ">=",
            _ => "",
        };
        if arms[0].1 == arms[1].1 {
            continue;
        }
        for (holds, arm) in arms {
            if arm == h || !inside(arm) || preds[arm].len() != 1 {
                continue;
            }
            let rel = match (name, holds) {
                ("Int.<", true) | ("Int.>=", false) => "<",
                ("Int.<=", true) | ("Int.>", false) => "<=",
                ("Int.>", true) | ("Int.<=", false) => ">",
                ("Int.>=", true) | ("Int.<", false) => ">=",
                ("Int.=" | "poly_equal", false) | ("Int.<>" | "poly_notequal", true) => "<>",
                _ => continue,
            };
            let flip = |r: &'static str| match r {
                "<" => ">",
                "<=" => ">=",
                ">" => "<",
                ">=" => "<=",
                r => r,
            };
            if counters.iter().any(|c| c.0 == a) {
                if let Some(l) = limit_of(b) {
                    facts.push((arm, a, l, rel, StripSite { block: t, test: *scrut, cmp, counter_first: true, holds }));
                }
            } else if counters.iter().any(|c| c.0 == b) {
                if let Some(l) = limit_of(a) {
                    facts.push((arm, b, l, flip(rel), StripSite { block: t, test: *scrut, cmp, counter_first: false, holds }));
                }
            }
        }
    }
    // Every back edge steps a counter under a dominating test: the terms
    // that may bound each edge.
    let mut per_edge: Vec<Vec<TripTerm>> = Vec::new();
    for (e, &b) in back.iter().enumerate() {
        let mut found = Vec::new();
        for (x, steps) in &counters {
            let s = steps[e];
            if s == 0 {
                continue;
            }
            let unit = steps.iter().all(|&t| t == 0 || t == s) && s.abs() == 1;
            for &(_, _, limit, rel, _) in facts.iter().filter(|fact| fact.1 == *x && dom[idx(b)][idx(fact.0)]) {
                let kind = match (rel, s > 0) {
                    ("<", true) => TripKind::Below { inclusive: false },
                    ("<=", true) => TripKind::Below { inclusive: true },
                    (">", false) => TripKind::Above { inclusive: false },
                    (">=", false) => TripKind::Above { inclusive: true },
                    ("<>", up) if unit => TripKind::Unequal { up },
                    _ => continue,
                };
                found.push(TripTerm { counter: *x, limit, kind });
            }
        }
        if found.is_empty() {
            return None;
        }
        per_edge.push(found);
    }
    // Few terms, as every term adds to the bound: greedily the one that
    // bounds the most edges not yet bounded, preferring a variable's
    // limit to a constant's and a constant's to a length.  Bounds checks
    // make the loose ones: `Array.update (d, k, ...)` bounds k by d's
    // length and `Array.sub (a, j)` a counter stepping down by 0, where
    // the loop's own test (`i < h1`, `j > lo`) is tight.
    let mut terms: Vec<TripTerm> = Vec::new();
    let mut open: Vec<bool> = vec![true; per_edge.len()];
    while open.iter().any(|&o| o) {
        let best = per_edge
            .iter()
            .zip(&open)
            .filter(|(_, &o)| o)
            .flat_map(|(ts, _)| ts.iter())
            .max_by_key(|t| {
                let covers = per_edge.iter().zip(&open).filter(|(ts, &o)| o && ts.contains(t)).count();
                let rank = match t.limit {
                    Limit::Var(_) | Limit::Offset(..) => 2,
                    Limit::Const(_) => 1,
                    Limit::Length(_) => 0,
                };
                (rank, covers)
            })
            .copied()?;
        for (ts, o) in per_edge.iter().zip(open.iter_mut()) {
            if ts.contains(&best) {
                *o = false;
            }
        }
        terms.push(best);
    }
    let strips = strip_tests(f, &terms, &facts);
    let mut l = QuietLoop { head: h, blocks, terms, strips, nested: false };
    l.nested = strip_nest(f, &l);
    Some(l)
}

/// Is strip-mined loop `l` of `f` emitted (`QuietLoop::nested`) as two nested C loops?  Where
/// a strip ends, its stub polls and jumps to an outer head (label
/// `LHo`, just above the head's `LH`) that sets every term's stop, and
/// the head runs again, instead of setting the one term's stop and going
/// on to the test's inside arm.  gcc then sees the strip as an inner loop
/// of its own with no call in it (the poll's slow path is in the outer
/// one), and moves what the iterations load alike out of it: the
/// coordinates of the fixed points of quickhull's filters (par 676M ->
/// 591M instructions), and the lengths of arrays that the loop's stores
/// might alias (primes' filter, 587M -> 574M).  Only where the head holds
/// every strip test and computes nothing before them that may not run
/// twice (`reexecutable`), and not where the loop multiplies a counter
/// (`multiplies_counter`).
fn strip_nest(f: &Function, l: &QuietLoop) -> bool {
    let head = &f.blocks[l.head];
    if l.strips.is_empty() || l.strips.iter().any(|st| st.block != l.head) {
        return false;
    }
    let Some(last) = head.stmts.iter().rposition(|s| l.strips.iter().any(|st| st.test == s.var)) else { return false };
    head.stmts[..last].iter().all(|s| reexecutable(&s.exp)) && !multiplies_counter(f, l)
}

/// Does loop `l` of `f` multiply one of its counters (a parameter of its
/// head) by something: a strided index, `k * n + j`?  Such a loop stays
/// one C loop: there gcc proves that the product and the sums built on
/// it cannot overflow (bench dmm's dot product: three overflow tests per
/// iteration more when nested), where nested it cannot.
fn multiplies_counter(f: &Function, l: &QuietLoop) -> bool {
    let counters = &f.blocks[l.head].params;
    l.blocks.iter().flat_map(|&b| &f.blocks[b].stmts).any(|s| match &s.exp {
        Exp::Prim { name, args } => name.ends_with(".*") && args.iter().any(|a| counters.contains(a)),
        _ => false,
    })
}

/// Can statement `e` run again, at a loop head entered again after a
/// poll, without changing what the program does: no effect, and no
/// allocation.  (What it reads the poll may have changed, as if it had
/// run after the poll in the first place.)
fn reexecutable(e: &Exp) -> bool {
    match e {
        Exp::Const(_) | Exp::Var(_) | Exp::Select { .. } | Exp::ClosureEnv { .. } | Exp::ConField { .. } => true,
        Exp::Prim { name, .. } => {
            let op = name.rsplit_once('.').map_or(name.as_str(), |(_, op)| op);
            matches!(
                op,
                "<" | ">" | "<=" | ">=" | "+" | "-" | "*" | "~" | "div" | "mod" | "quot" | "rem" | "abs" | "andb" | "orb" | "xorb" | "notb" | "length" | "size" | "sub" | "unsafeSub" | "ord" | "fromInt" | "toInt" | "unsafeToInt" | "unsafeLsh" | "unsafeRsh" | "unsafeArsh"
            ) && !name.starts_with("IntInf.")
        }
        _ => false,
    }
}

/// Where a fact about a counter comes from: the two-way test in `block`
/// whose variable `test` is `cmp` of the counter (the first argument when
/// `counter_first`) and the limit, the fact holding where it is `holds`.
#[derive(Clone, Copy)]
struct StripSite {
    block: usize,
    test: VarId,
    cmp: &'static str,
    counter_first: bool,
    holds: bool,
}

/// The tests of a quiet loop that compare against stops when it runs
/// strip-mined (`QuietLoop::strips`), or none when it cannot: every term
/// must bound its counter from one side (`Below`, `Above`), and every
/// test of a term's counter against its limit under the term's relation
/// must be an integer comparison whose result only its block's case uses
/// (it is computed against the stop).  Each back edge is dominated by the
/// inside arm of one of these tests (that is how its term was found), so
/// a term's counter steps at most `BOUNDED_TRIPS` times (one more when
/// inclusive) past the setting of its stop before a test meets it.
fn strip_tests(f: &Function, terms: &[TripTerm], facts: &[(usize, VarId, Limit, &'static str, StripSite)]) -> Vec<StripTest> {
    let mut strips = Vec::new();
    for (k, t) in terms.iter().enumerate() {
        let rel = match t.kind {
            TripKind::Below { inclusive: false } => "<",
            TripKind::Below { inclusive: true } => "<=",
            TripKind::Above { inclusive: false } => ">",
            TripKind::Above { inclusive: true } => ">=",
            TripKind::Unequal { .. } => return Vec::new(),
        };
        for &(arm, x, limit, r, site) in facts {
            if x != t.counter || limit != t.limit || r != rel {
                continue;
            }
            if site.cmp.is_empty() || uses_of(f, site.test) != 1 {
                return Vec::new();
            }
            let StripSite { block, test, cmp, counter_first, holds } = site;
            strips.push(StripTest { block, test, cmp, counter_first, term: k, inside: arm, inside_when: holds });
        }
    }
    strips
}

/// How many times `v` is used in `f` (statements and transfers).
fn uses_of(f: &Function, v: VarId) -> usize {
    let mut n = 0;
    let mut count = |u: VarId| {
        if u == v {
            n += 1
        }
    };
    for b in &f.blocks {
        for s in &b.stmts {
            skein_ir::ssa::exp_uses(&s.exp, &mut count);
        }
        skein_ir::ssa::transfer_uses(&b.transfer, &mut count);
    }
    n
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
pub(crate) fn calls_unknown(p: &Program, name: &str, args: &[skein_ir::ssa::VarId]) -> bool {
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

    /// A merge's base loop as blocks: L0 enters the head L1 with (l1, l2);
    /// L1 tests `i < h1` (L2 steps i), else L3 tests `j < h2` (L4 steps j
    /// by `j_step`), else L5 returns.  With `j_step` 0 the second back edge
    /// steps nothing; with -1 it moves j away from its limit.
    fn merge_loop(j_step: i64) -> Program {
        use skein_ir::ssa::{ConDef, DataDef, DataId};
        let mut p = Program::default();
        let con = |name: &str| ConDef { name: name.into(), arg: None, flat: false };
        p.datatypes.push(DataDef { name: "bool".into(), cons: vec![con("false"), con("true")] });
        let int = |p: &mut Program, n: &str| p.new_var(n, Type::Int);
        let (l1, l2, h1, h2, i, j, one, i1, one2, j1) =
            (int(&mut p, "l1"), int(&mut p, "l2"), int(&mut p, "h1"), int(&mut p, "h2"), int(&mut p, "i"), int(&mut p, "j"), int(&mut p, "one"), int(&mut p, "i1"), int(&mut p, "one2"), int(&mut p, "j1"));
        let (c1, c2) = (p.new_var("c1", Type::Data(DataId(0))), p.new_var("c2", Type::Data(DataId(0))));
        let st = |var, exp| Statement { var, exp };
        let prim = |name: &str, args: Vec<VarId>| Exp::Prim { name: name.into(), args };
        let blk = |params, stmts, transfer| Block { params, stmts, transfer, handler: None };
        let test = |scrut, yes: u32, no: u32| Transfer::Case { scrut, cases: Cases::Con(vec![(1, BlockId(yes)), (0, BlockId(no))]), default: None };
        let goto = |args| Transfer::Goto { dst: BlockId(1), args };
        let step_j = if j_step == 0 { vec![] } else { vec![st(one2, Exp::Const(Const::Int(j_step.abs()))), st(j1, prim(if j_step > 0 { "Int.+" } else { "Int.-" }, vec![j, one2]))] };
        let blocks = vec![
            blk(vec![], vec![], goto(vec![l1, l2])),
            blk(vec![i, j], vec![st(c1, prim("Int.<", vec![i, h1]))], test(c1, 2, 3)),
            blk(vec![], vec![st(one, Exp::Const(Const::Int(1))), st(i1, prim("Int.+", vec![i, one]))], goto(vec![i1, j])),
            blk(vec![], vec![st(c2, prim("Int.<", vec![j, h2]))], test(c2, 4, 5)),
            blk(vec![], step_j, goto(vec![i, if j_step == 0 { j } else { j1 }])),
            blk(vec![], vec![], Transfer::Return(i)),
        ];
        p.functions.push(Function { name: "merge".into(), params: vec![l1, l2, h1, h2], result: Type::Int, env: None, start: BlockId(0), blocks });
        p
    }

    /// Each back edge steps one counter under its test: the loop is quiet,
    /// bounded by both distances.  An edge that steps nothing, or a counter
    /// stepping away from its limit, leaves it polling always.
    #[test]
    fn a_loop_bounded_by_two_tested_counters_is_quiet() {
        let p = merge_loop(1);
        let f = &p.functions[0];
        let polls = loop_polls(&p, &HashMap::new(), f, None);
        assert!(polls[1], "{polls:?}");
        let quiet = quiet_loops(&p, &HashMap::new(), f, &polls);
        let [l] = &quiet[..] else { panic!("{quiet:?}") };
        assert_eq!((l.head, &l.blocks[..]), (1, &[1, 2, 3, 4][..]));
        let below = TripKind::Below { inclusive: false };
        let (h1, h2) = (f.params[2], f.params[3]);
        let mut counters: Vec<(Limit, TripKind)> = l.terms.iter().map(|t| (t.limit, t.kind)).collect();
        counters.sort_by_key(|t| matches!(t.0, Limit::Var(v) if v == h2));
        assert_eq!(counters, vec![(Limit::Var(h1), below), (Limit::Var(h2), below)]);
        for bad in [0, -1] {
            let p = merge_loop(bad);
            let polls = loop_polls(&p, &HashMap::new(), &p.functions[0], None);
            assert!(quiet_loops(&p, &HashMap::new(), &p.functions[0], &polls).is_empty(), "j step {bad}");
        }
    }

    /// The merge loop runs strip-mined: both tests compare against stops
    /// when it is entered long.  When a test's result is used again (here
    /// returned), it cannot be computed against a stop: quiet, not
    /// strip-mined.
    #[test]
    fn a_quiet_loop_whose_tests_only_branch_is_strip_mined() {
        let p = merge_loop(1);
        let f = &p.functions[0];
        let polls = loop_polls(&p, &HashMap::new(), f, None);
        let quiet = quiet_loops(&p, &HashMap::new(), f, &polls);
        let [l] = &quiet[..] else { panic!("{quiet:?}") };
        let mut strips: Vec<(usize, &str, bool, usize)> = l.strips.iter().map(|s| (s.block, s.cmp, s.counter_first, s.inside)).collect();
        strips.sort();
        assert_eq!(strips, vec![(1, "<", true, 2), (3, "<", true, 4)]);
        let mut p = merge_loop(1);
        let c1 = match &p.functions[0].blocks[1].transfer {
            Transfer::Case { scrut, .. } => *scrut,
            t => panic!("{t:?}"),
        };
        p.functions[0].blocks[5].transfer = Transfer::Return(c1);
        let f = &p.functions[0];
        let polls = loop_polls(&p, &HashMap::new(), f, None);
        let quiet = quiet_loops(&p, &HashMap::new(), f, &polls);
        let [l] = &quiet[..] else { panic!("{quiet:?}") };
        assert!(l.strips.is_empty(), "{:?}", l.strips);
    }

    /// The inner loop of `nested(true)` polls, its outer loop is counted
    /// and does not: re-entering the inner loop passes no poll, so it
    /// stays polling although its counter is tested (`k <> 0`, down by 1).
    #[test]
    fn a_loop_re_entered_past_no_poll_is_not_quiet() {
        let p = nested(true);
        let polls = loop_polls(&p, &HashMap::new(), &p.functions[0], None);
        assert!(!polls[1] && polls[3], "{polls:?}");
        assert!(quiet_loops(&p, &HashMap::new(), &p.functions[0], &polls).is_empty());
    }

    /// A binary search as a function calling itself: L0 tests `lo >= hi`
    /// (L1 returns), L2 computes `mid = lo + (hi - lo) div 2` and goes
    /// right (L3: `go (mid + right_step, hi, x)`) or left (L4: `go (lo,
    /// mid, x)`), both tail calls unless `tail` is false.
    fn search(right_step: i64, tail: bool) -> Program {
        use skein_ir::ssa::{ConDef, DataDef, DataId, FuncId};
        let mut p = Program::default();
        let con = |name: &str| ConDef { name: name.into(), arg: None, flat: false };
        p.datatypes.push(DataDef { name: "bool".into(), cons: vec![con("false"), con("true")] });
        let int = |p: &mut Program, n: &str| p.new_var(n, Type::Int);
        let (lo, hi, x, w, two, half, mid, step, nlo, r) =
            (int(&mut p, "lo"), int(&mut p, "hi"), int(&mut p, "x"), int(&mut p, "w"), int(&mut p, "two"), int(&mut p, "half"), int(&mut p, "mid"), int(&mut p, "step"), int(&mut p, "nlo"), int(&mut p, "r"));
        let (t, c) = (p.new_var("t", Type::Data(DataId(0))), p.new_var("c", Type::Data(DataId(0))));
        let st = |var, exp| Statement { var, exp };
        let prim = |name: &str, args: Vec<VarId>| Exp::Prim { name: name.into(), args };
        let blk = |stmts, transfer| Block { params: vec![], stmts, transfer, handler: None };
        let test = |scrut, yes: u32, no: u32| Transfer::Case { scrut, cases: Cases::Con(vec![(1, BlockId(yes)), (0, BlockId(no))]), default: None };
        let call = |args: Vec<VarId>| Transfer::Call { func: FuncId(0), args, ret: if tail { Return::Tail } else { Return::To(BlockId(5)) } };
        let blocks = vec![
            blk(vec![st(t, prim("Int.>=", vec![lo, hi]))], test(t, 1, 2)),
            blk(vec![], Transfer::Return(lo)),
            blk(
                vec![
                    st(w, prim("Int.-", vec![hi, lo])),
                    st(two, Exp::Const(Const::Int(2))),
                    st(half, prim("Int.div", vec![w, two])),
                    st(mid, prim("Int.+", vec![lo, half])),
                    st(c, prim("Int.<", vec![mid, x])),
                ],
                test(c, 3, 4),
            ),
            blk(vec![st(step, Exp::Const(Const::Int(right_step))), st(nlo, prim("Int.+", vec![mid, step]))], call(vec![nlo, hi, x])),
            blk(vec![], call(vec![lo, mid, x])),
            Block { params: vec![r], stmts: vec![], transfer: Transfer::Return(r), handler: None },
        ];
        p.functions.push(Function { name: "go".into(), params: vec![lo, hi, x], result: Type::Int, env: None, start: BlockId(0), blocks });
        p
    }

    /// A search whose tail calls halve `hi - lo` under `lo < hi` runs at
    /// most 64 times: it needs no poll.  Going right to `mid` (which may
    /// equal `lo`) or calling itself not in tail position, it polls.
    #[test]
    fn a_halving_search_does_not_poll() {
        assert!(!entry_polls(&search(1, true))[0]);
        assert!(entry_polls(&search(0, true))[0]);
        assert!(entry_polls(&search(1, false))[0]);
    }
}
