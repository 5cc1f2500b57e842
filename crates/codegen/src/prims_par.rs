//! Primitives of the parallel runtime: `ForkJoin.par` (fork/join through
//! `sk_fork`/`sk_join`, skein.h), the `MLton.Parallel` atomics, the number
//! of processors, the scheduler/GC statistics and `Region.run`.  Called
//! from the fallback arm of `Emitter::prim` (prims.rs); returns None for
//! other names.
//!
//! `Region.run f` is `sk_region_enter`, a call of the closure f and
//! `sk_region_exit` (runtime/gc/region.c) with the `SkRegion` in the C
//! frame, all inside the primitive: no code of f is ever inlined into the
//! caller, so no value made inside the region can reach the code after it
//! except through the result that `sk_region_exit` returns (the one that
//! is used; the closure's own result is dead after the exit), the
//! exception packet (`m->exn`, which the exit updates) and the heap.
//!
//! `ForkJoin.par (f, g)` is a cheap spork: unless a heartbeat promotes the
//! fork, it costs the SkFork's few stores, two direct calls and the join's
//! test.  The left branch runs on the forking task, its result in a C
//! local of its own type; the right branch runs there too after the join,
//! or, when the fork was promoted and another worker took it, through a
//! per-C-type adapter that stores the result's bits in the frame.  When a
//! branch closure is made by a known `MakeClosure` its function is emitted
//! `static inline` and called directly (the adapter too: a per-site
//! `skc_parN_run`).  `par_sites` plans more per site:
//! - a branch closure used only by its par, whose function reads its
//!   closure only through `ClosureEnv`, is built in the par's C frame (a
//!   struct laid out like the heap closure, with only the environment
//!   stored) instead of the heap: a thief reads g's environment from the
//!   owner's stack, which stays until the join; the conservative stack
//!   scan keeps the environment's values.  The right branch's is laid out
//!   right after the SkFork, in one per-site struct `skc_parN_frame`: the
//!   fork stores no pointer to it (the adapter `skc_parN_run` gets the
//!   record and finds the closure behind it); a right branch that is not
//!   a frame closure is stored in the record's `g`;
//! - the closures of a parform/reducem body and reducer used only by their
//!   loop are built in the loop's frame too (`par_loop`);
//! - a result used only by Selects (`val (a, b) = par ...`), or not at
//!   all, is never a tuple: the Selects are assigned the branch results.
//! `Emitter::statement` skips the statements the par emits itself.
//! Exceptions follow `(f (), g ())`: f's wins; g is not run inline if f
//! raised.
//!
//! DIVIDE AND CONQUER (skein.h LATENT ROOM).  A par whose right branch's
//! function reaches the function holding the par (`ParSites::recursive`:
//! fib, a merge sort, a tree fold) records its fork (`sk_fork_dc`) only
//! while `sk_fork_room`; out of room it runs `(f (), g ())` at once,
//! calling the `_skip` clones of the branches.  Every function of the
//! recursion (`ParSites::skip_clones`: those reaching and reached from the
//! par's function) gets a clone (`Emitter::skip_mode`): its calls within
//! the recursion go to clones, its divide-and-conquer pars are only that
//! direct path, and its entry poll is `sk_skip_gate`, which on a heartbeat
//! or with room again continues in the function itself.  A recursion with
//! a member in a tail group gets no clones (its out-of-room path calls the
//! functions themselves, which test the room again).
//!
//! `ForkJoin.parform (lo, hi, f)` and `ForkJoin.reducem (g, z, lo, hi, f)`:
//! an `SkLoop` record in the C frame (skein.h, runtime/sched/spork.c) and a
//! per-site runner `skc_loopN(m, lp)`: a C loop over [lp->i, lp->hi) that
//! stores the index in the record, calls the body, and polls on the back
//! edge, where a heartbeat may split the rest of the range.  When the body
//! closure is made by a known `MakeClosure`, the runner calls its function
//! directly (the function is emitted `static inline`), not through the
//! closure's code pointer.  Thieves run split-off pieces with the same
//! runner.  A reduction keeps its accumulator in a C local of its own type
//! and folds it with `g` (called like the body); `skc_loopN_combine` folds
//! the accumulator of a piece that ran elsewhere into the record's.
//! When `g` is a known function that only selects from its pair argument
//! (`op+`, `Int.max`, `fn (a, b) => ...`), no pair is built: its `_pair`
//! variant takes both components (or, where it has none, the pair lives in
//! the runner's C frame instead of the heap).
//!
//! VARIANTS: a closure function that reads its closure only for its
//! environment (`self_only_env`) and is a par's left branch or a loop body
//! also gets `NAME_env(m, env..., arg)`, a reducer `NAME_pair(m, env...,
//! a, b)`; both return `SkcRet_T`.  The callers pass the environment in
//! registers, loaded once per runner (gcc cannot keep a closure field in a
//! register across the body's array stores, which may alias it), and test
//! the raised flag in a register instead of `m->raised`.
//!
//! POLLS: a runner whose body and reducer cannot poll (`polls::may_poll`)
//! runs chunks of LOOP_CHUNK iterations with one poll after each; only a
//! poll can split the loop, so `lp->i` is brought up to date only there.
//! A `parform` body that is also light (`light`: no loop, no call, a
//! few statements: an iteration is a bounded handful of instructions, a
//! cache miss or two) runs chunks of LIGHT_CHUNK: the chunk's bookkeeping
//! (lp->i stored, lp->hi reloaded, the poll) was 5% of a sieve's strike
//! loop at 32.  So does a reduction whose block function is light (its
//! one loop, the chunk's, over a light body: `block_chunk`).

use super::*;
use std::collections::HashSet;
use crate::prims::ElemRepr;

/// Iterations a chunked loop runner (`par_loop`) runs between two polls.
pub(crate) const LOOP_CHUNK: u64 = 32;

/// Iterations between two polls of a `parform` runner whose body is light
/// (`light`), or given to one call of a light reduction block: 256
/// iterations of a light body stay well under a heartbeat (100 us) even
/// when every one misses the cache.
const LIGHT_CHUNK: u64 = 256;

/// The most statements of a light `parform` body, and of a light
/// reduction block (its loop's bookkeeping, the body and the reducer
/// inlined).
const LIGHT_BODY_STMTS: usize = 40;
const LIGHT_BLOCK_STMTS: usize = 80;

/// The head of a chunked runner's loop: up to `chunk` iterations from
/// lp->i (a signed difference could overflow: [minInt, maxInt)), to
/// [skc_i, skc_end).
fn chunk_head(chunk: u64) -> String {
    format!(
        "    for (;;) {{
        int64_t skc_i = lp->i, skc_end = lp->hi;
        if (skc_i >= skc_end) break;
        if ((uint64_t)skc_end - (uint64_t)skc_i > {chunk}) skc_end = skc_i + {chunk};
"
    )
}

/// Whether `f` is a light loop body: it makes no call (direct, through a
/// closure, or by a primitive given a closure), has at most `loops` loop
/// heads and at most `most` statements, so one run of it (a
/// `parform` body with no loop; a reduction's block, whose one loop runs
/// the chunk) is a bounded handful of instructions per iteration.
fn light(p: &Program, f: FuncId, loops: usize, most: usize) -> bool {
    let func = p.func(f);
    let stmts: usize = func.blocks.iter().map(|b| b.stmts.len()).sum();
    let calls = func.blocks.iter().any(|b| {
        matches!(b.transfer, Transfer::Call { .. } | Transfer::CallClosure { .. })
            || b.stmts.iter().any(|s| matches!(&s.exp, Exp::Prim { name, args } if polls::calls_unknown(p, name, args)))
    });
    stmts <= most && !calls && loop_heads(func).iter().filter(|&&h| h).count() <= loops
}

/// Iterations a chunked runner gives one call of reduction block function
/// `block` (and the most its loop runs between two polls): LIGHT_CHUNK
/// when the block is light (its one loop over the chunk, a light body
/// inlined), else LOOP_CHUNK.  A block returns a value per chunk (a tuple
/// of sums is allocated): bench line-fit's four sums spent 70
/// instructions a chunk on it at 32.
pub(crate) fn block_chunk(p: &Program, block: FuncId) -> u64 {
    if light(p, block, 1, LIGHT_BLOCK_STMTS) {
        LIGHT_CHUNK
    } else {
        LOOP_CHUNK
    }
}

/// The end of a chunked runner's loop: lp->i is current again at the poll.
const CHUNK_TAIL: &str = "        lp->i = skc_i;
        SK_POLL(m);
    }
";

/// `code` (iterations skc_i .. skc_end) twice: for indices of magnitude
/// below SK_SMALL_INDEX (skein.h), where gcc knows the range (a body's
/// `i * 7 + 3` cannot overflow, `i mod 1000` needs no sign fix-up), and
/// for the rest.  The sequential elision's loops over an array get this
/// from the array's length.
fn index_versions(code: &str) -> String {
    format!(
        "        if (SK_LIKELY(skc_i > -SK_SMALL_INDEX && skc_end <= SK_SMALL_INDEX)) {{\n{code}        }} else {{\n{code}        }}\n"
    )
}

/// The function of every `MakeClosure` variable, and the closure functions
/// passed as loop bodies or reducers to `ForkJoin.parform`/`reducem`.
pub(crate) fn loop_bodies(p: &Program) -> (HashMap<VarId, FuncId>, HashSet<FuncId>) {
    let mut closure_func = HashMap::new();
    let stmts = || p.globals.iter().chain(p.functions.iter().flat_map(|f| f.blocks.iter().flat_map(|b| b.stmts.iter())));
    for s in stmts() {
        if let Exp::MakeClosure { func, .. } = &s.exp {
            closure_func.insert(s.var, *func);
        }
    }
    let mut bodies = HashSet::new();
    for s in stmts() {
        if let Exp::Prim { name, args } = &s.exp {
            let closures: &[usize] = match name.as_str() {
                "ForkJoin.parform" => &[2],
                "ForkJoin.reducem" => &[0, 4],
                _ => &[],
            };
            for &i in closures {
                if let Some(f) = args.get(i).and_then(|v| closure_func.get(v)) {
                    bodies.insert(*f);
                }
            }
        }
    }
    (closure_func, bodies)
}

/// The block functions of `ForkJoin.reducem` (its closure argument 4,
/// basis/fork-join.sml): the runner calls them on at most `block_chunk`
/// iterations (`par_loop`), and nothing else does.
pub(crate) fn reduce_blocks(p: &Program, closure_func: &HashMap<VarId, FuncId>) -> HashSet<FuncId> {
    let stmts = p.globals.iter().chain(p.functions.iter().flat_map(|f| f.blocks.iter().flat_map(|b| b.stmts.iter())));
    let mut blocks = HashSet::new();
    for s in stmts {
        if let Exp::Prim { name, args } = &s.exp {
            if name == "ForkJoin.reducem" {
                blocks.extend(args.get(4).and_then(|v| closure_func.get(v)).copied());
            }
        }
    }
    // A block function whose closure is also used elsewhere keeps its polls.
    let mut uses: HashMap<VarId, usize> = HashMap::new();
    for f in &p.functions {
        for b in &f.blocks {
            for s in &b.stmts {
                exp_uses(&s.exp, |v| *uses.entry(v).or_default() += 1);
            }
            transfer_uses(&b.transfer, |v| *uses.entry(v).or_default() += 1);
        }
    }
    for s in &p.globals {
        exp_uses(&s.exp, |v| *uses.entry(v).or_default() += 1);
    }
    let shared: HashSet<FuncId> = closure_func.iter().filter(|(v, _)| uses.get(v).copied().unwrap_or(0) > 1).map(|(_, f)| *f).collect();
    let direct: HashSet<FuncId> = p.functions.iter().flat_map(|f| f.blocks.iter()).filter_map(|b| match &b.transfer {
        Transfer::Call { func, .. } => Some(*func),
        _ => None,
    }).collect();
    blocks.retain(|f| !shared.contains(f) && !direct.contains(f));
    blocks
}

/// How the `ForkJoin.par` sites of the program are emitted: the
/// statements `prim_par` emits itself instead of where they stand.
#[derive(Default)]
pub(crate) struct ParSites {
    /// Statements `Emitter::statement` skips: branch closures built in the
    /// par's C frame and Selects of a par's result.
    pub deferred: HashSet<VarId>,
    /// A par result whose only uses are Selects -> those Selects (variable,
    /// index; none when the result is unused): assigned from the branch
    /// results, no tuple is allocated.
    pub selects: HashMap<VarId, Vec<(VarId, u32)>>,
    /// A branch closure used only by its par, whose function reads its
    /// closure only through `ClosureEnv` -> (function, environment): built
    /// in the par's C frame instead of the heap.
    pub frame_closures: HashMap<VarId, (FuncId, Vec<VarId>)>,
    /// Closure functions that also get a variant taking their environment
    /// as parameters (`NAME_env`, `Emitter::env_variant`): branches built
    /// in a par's frame, which the par then calls with the environment's
    /// variables (a left branch needs no closure at all: a closure in the
    /// frame costs its stores even when the call is inlined, its address,
    /// cast to an SkValue, counting as escaped; a right one keeps its frame
    /// closure for a thief's adapter), and
    /// parform/reducem bodies, whose runner loads the environment once
    /// instead of every iteration (the body's array stores may alias the
    /// closure for gcc, so it reloaded the array and its length).
    pub env_variants: HashSet<FuncId>,
    /// Reducers of `reducem` that read their closure only for its
    /// environment and their pair argument only through `Select`: they
    /// get a `_pair` variant taking the environment and both components
    /// as parameters, so the runner builds no pair (`Emitter::variant_function`).
    pub pair_variants: HashSet<FuncId>,
    /// Par results (the Prim statement's variable) of divide-and-conquer
    /// sites: the right branch's function reaches the function holding
    /// the par through calls or closures it makes.  They record their fork
    /// only while the task has latent room (`sk_fork_room`, skein.h LATENT
    /// ROOM) and otherwise run `(f (), g ())` directly.
    pub recursive: HashSet<VarId>,
    /// The functions of the recursions holding a `recursive` par (those
    /// that reach, and are reached from, the function holding it): each
    /// also gets a `_skip` clone (its `_env` variant's, for closure
    /// functions), which an out-of-room par calls (skein.h LATENT ROOM).
    pub skip_clones: HashSet<FuncId>,
    /// The recursion (a number) of each function of `skip_clones`.
    clone_group: HashMap<FuncId, usize>,
}

impl ParSites {
    /// Drops from `skip_clones` every recursion with a function that
    /// `unclonable` holds for (a tail group's member: emitted inside its
    /// group's C function, which has no clone).
    pub(crate) fn drop_clones(&mut self, unclonable: impl Fn(FuncId) -> bool) {
        let bad: HashSet<usize> = self.skip_clones.iter().filter(|f| unclonable(**f)).filter_map(|f| self.clone_group.get(f).copied()).collect();
        let group = &self.clone_group;
        self.skip_clones.retain(|f| group.get(f).is_some_and(|g| !bad.contains(g)));
    }
}

/// The program's call graph: the functions each function may call (its
/// direct calls and the functions of the closures it makes), and the
/// reverse edges.
struct CallGraph {
    calls: Vec<Vec<FuncId>>,
    callers: Vec<Vec<FuncId>>,
}

impl CallGraph {
    fn new(p: &Program) -> Self {
        let mut calls: Vec<Vec<FuncId>> = Vec::with_capacity(p.functions.len());
        for f in &p.functions {
            let mut out: Vec<FuncId> = Vec::new();
            for b in &f.blocks {
                for st in &b.stmts {
                    if let Exp::MakeClosure { func, .. } = &st.exp {
                        out.push(*func);
                    }
                }
                if let Transfer::Call { func, .. } = &b.transfer {
                    out.push(*func);
                }
            }
            out.sort_unstable_by_key(|f| f.0);
            out.dedup();
            calls.push(out);
        }
        let mut callers = vec![Vec::new(); calls.len()];
        for (i, outs) in calls.iter().enumerate() {
            for o in outs {
                if let Some(r) = callers.get_mut(o.0 as usize) {
                    r.push(FuncId(i as u32));
                }
            }
        }
        CallGraph { calls, callers }
    }

    /// The functions `from` reaches (itself included), or with `reverse`
    /// those that reach it.
    fn reachable(&self, from: FuncId, reverse: bool) -> HashSet<FuncId> {
        let edges = if reverse { &self.callers } else { &self.calls };
        let mut seen = HashSet::new();
        let mut stack = vec![from];
        while let Some(f) = stack.pop() {
            if seen.insert(f) {
                stack.extend(edges.get(f.0 as usize).into_iter().flatten().copied());
            }
        }
        seen
    }
}


/// Does closure function `f` read its closure (`self`) only through
/// `ClosureEnv`, so that the closure may live in a C frame?
fn self_only_env(p: &Program, f: FuncId) -> bool {
    let func = p.func(f);
    let Some(&me) = func.params.first() else { return false };
    if func.env.is_none() {
        return false;
    }
    let mut ok = true;
    for b in &func.blocks {
        ok &= !b.params.contains(&me);
        for st in &b.stmts {
            if !matches!(st.exp, Exp::ClosureEnv { .. }) {
                exp_uses(&st.exp, &mut |v| ok &= v != me);
            }
        }
        transfer_uses(&b.transfer, &mut |v| ok &= v != me);
    }
    ok
}

/// Does closure function `f` use its argument only to select from it (so
/// that a pair in the caller's C frame, or its components, may be passed)?
fn only_selects_arg(p: &Program, f: FuncId) -> bool {
    let func = p.func(f);
    let Some(&x) = func.params.get(1) else { return false };
    for b in &func.blocks {
        if b.params.contains(&x) {
            return false;
        }
        let mut uses = false;
        for st in &b.stmts {
            if !matches!(st.exp, Exp::Select { .. }) {
                exp_uses(&st.exp, |v| uses |= v == x);
            }
        }
        transfer_uses(&b.transfer, |v| uses |= v == x);
        if uses {
            return false;
        }
    }
    true
}

/// Plans every `ForkJoin.par` site (see `ParSites`); the functions of
/// known branches join `inline` (emitted `static inline`).
pub(crate) fn par_sites(p: &Program, closure_func: &HashMap<VarId, FuncId>, inline: &mut HashSet<FuncId>) -> ParSites {
    let mut sites = ParSites::default();
    let mut graph: Option<CallGraph> = None;
    for s in p.globals.iter().chain(p.functions.iter().flat_map(|f| f.blocks.iter().flat_map(|b| b.stmts.iter()))) {
        if let Exp::Prim { name, args } = &s.exp {
            let body = match name.as_str() {
                "ForkJoin.parform" => args.get(2),
                "ForkJoin.reducem" => args.get(4),
                _ => None,
            };
            if let Some(f) = body.and_then(|v| closure_func.get(v)) {
                // A reduction's body is its block function, of a pair of ints.
                if self_only_env(p, *f) && name == "ForkJoin.reducem" {
                    if only_selects_arg(p, *f) {
                        sites.pair_variants.insert(*f);
                    }
                } else if self_only_env(p, *f) {
                    sites.env_variants.insert(*f);
                }
            }
            let reducer = if name == "ForkJoin.reducem" { args.first() } else { None };
            if let Some(f) = reducer.and_then(|v| closure_func.get(v)) {
                if self_only_env(p, *f) && only_selects_arg(p, *f) {
                    sites.pair_variants.insert(*f);
                }
            }
        }
    }
    for (fi, func) in p.functions.iter().enumerate() {
        let fid = FuncId(fi as u32);
        // The functions that reach this one (computed at its first par).
        let mut reaching: Option<HashSet<FuncId>> = None;
        let stmts = || func.blocks.iter().flat_map(|b| b.stmts.iter());
        let forks = |name: &str| matches!(name, "ForkJoin.par" | "ForkJoin.parform" | "ForkJoin.reducem");
        if !stmts().any(|s| matches!(&s.exp, Exp::Prim { name, .. } if forks(name))) {
            continue;
        }
        let mut uses: HashMap<VarId, usize> = HashMap::new();
        let mut selects: HashMap<VarId, Vec<(VarId, u32)>> = HashMap::new();
        let mut made: HashMap<VarId, (FuncId, Vec<VarId>)> = HashMap::new();
        for b in &func.blocks {
            for st in &b.stmts {
                exp_uses(&st.exp, &mut |v| *uses.entry(v).or_default() += 1);
                match &st.exp {
                    Exp::Select { tuple, index } => selects.entry(*tuple).or_default().push((st.var, *index)),
                    Exp::MakeClosure { func, env } => {
                        made.insert(st.var, (*func, env.clone()));
                    }
                    _ => {}
                }
            }
            transfer_uses(&b.transfer, &mut |v| *uses.entry(v).or_default() += 1);
        }
        // A closure made here, used only by its par or loop, whose function
        // reads it only for its environment: built in the C frame (a par
        // or loop ends only after what it forked has joined), its function
        // returned.
        let in_frame = |sites: &mut ParSites, c: VarId| -> Option<FuncId> {
            let (f, env) = made.get(&c).filter(|(f, _)| uses.get(&c) == Some(&1) && self_only_env(p, *f))?;
            sites.deferred.insert(c);
            sites.frame_closures.insert(c, (*f, env.clone()));
            Some(*f)
        };
        // The closures of a parform/reducem body and reducer.
        for st in stmts() {
            let Exp::Prim { name, args } = &st.exp else { continue };
            let closures: &[usize] = match name.as_str() {
                "ForkJoin.parform" if args.len() == 3 => &[2],
                "ForkJoin.reducem" if args.len() == 5 => &[0, 4],
                _ => continue,
            };
            for &i in closures {
                in_frame(&mut sites, args[i]);
            }
        }
        for st in stmts() {
            let Exp::Prim { name, args } = &st.exp else { continue };
            if name != "ForkJoin.par" || args.len() != 2 {
                continue;
            }
            if let Some(g) = closure_func.get(&args[1]) {
                let graph = graph.get_or_insert_with(|| CallGraph::new(p));
                let reaching = reaching.get_or_insert_with(|| graph.reachable(fid, true));
                if reaching.contains(g) {
                    sites.recursive.insert(st.var);
                    if !sites.clone_group.contains_key(&fid) {
                        let group = sites.clone_group.values().max().map_or(0, |g| g + 1);
                        for h in graph.reachable(fid, false).intersection(reaching) {
                            sites.clone_group.entry(*h).or_insert(group);
                            sites.skip_clones.insert(*h);
                        }
                    }
                }
            }
            let sel = selects.get(&st.var).cloned().unwrap_or_default();
            if uses.get(&st.var).copied().unwrap_or(0) == sel.len() {
                sites.deferred.extend(sel.iter().map(|(v, _)| *v));
                sites.selects.insert(st.var, sel);
            }
            for c in args {
                if let Some(f) = closure_func.get(c) {
                    inline.insert(*f);
                }
                if let Some(f) = in_frame(&mut sites, *c) {
                    sites.env_variants.insert(f);
                }
            }
        }
    }
    sites
}

/// The adapter that runs a `unit -> t` closure for another task.
fn par_run(t: &Type) -> &'static str {
    match c_type(t) {
        "int64_t" => "sk_par_run_i64",
        "uint64_t" => "sk_par_run_u64",
        "uint8_t" => "sk_par_run_u8",
        "double" => "sk_par_run_f64",
        _ => "sk_par_run_ptr",
    }
}

/// `x` of scalar type `t` as 64 bits, and back.
fn to_bits(t: &Type, x: &str) -> String {
    match c_type(t) {
        "double" => format!("(((union {{ double d; uint64_t b; }}){{.d = {x}}}).b)"),
        _ => format!("((uint64_t)({x}))"),
    }
}

fn from_bits(t: &Type, x: &str) -> String {
    match c_type(t) {
        "double" => format!("(((union {{ double d; uint64_t b; }}){{.b = {x}}}).d)"),
        ct => format!("(({ct})({x}))"),
    }
}

impl Emitter<'_> {
    pub(crate) fn prim_par(&mut self, ctx: &Ctx, dst_var: VarId, name: &str, args: &[VarId]) -> Option<String> {
        let dst = self.var(dst_var);
        let rty = self.ty(dst_var).clone();
        let a: Vec<String> = args.iter().map(|v| self.var(*v)).collect();
        let arg = |i: usize| a.get(i).cloned().unwrap_or_else(|| "0".into());
        let aty = |i: usize| args.get(i).map(|v| self.ty(*v)).cloned().unwrap_or(Type::unit());
        let code = match name {
            "ForkJoin.par" => {
                let (ta, tb) = match &rty {
                    Type::Tuple(ts) if ts.len() == 2 => (ts[0].clone(), ts[1].clone()),
                    _ => return None,
                };
                let (fv, gv) = (args.first().copied()?, args.get(1).copied()?);
                let (f, g) = (arg(0), arg(1));
                let (ca, cb) = (c_type(&ta), c_type(&tb));
                let raise_f = self.raise_code(ctx, "skc_fexn");
                let raise_g = self.raise_code(ctx, "skc_gexn");
                let mut c = String::new();
                c.push_str("    {\n");
                let left_env = self.par.frame_closures.get(&fv).cloned().filter(|(func, _)| self.has_env_variant(*func));
                if let Some((_, env)) = self.par.frame_closures.get(&fv).cloned().filter(|_| left_env.is_none()) {
                    self.frame_closure(&f, "skc_fclo", &env, &mut c);
                }
                // A branch's `_env` variant, or its clone's when `skip`.
                let env_call = |this: &Self, func: FuncId, env: &[VarId], skip: bool| {
                    let name = skip_name(this.env_name(func), skip && this.cloned(func));
                    this.variant_call(&name, this.env_values(func, env.iter().map(|x| this.var(*x))), &["SK_UNIT"])
                };
                // The left branch's call: skc_ra, and skc_fraised/skc_fexn.
                let call_left = |this: &Self, skip: bool| {
                    let mut call_left = String::new();
                    match &left_env {
                        Some((func, env)) => {
                            let call = env_call(this, *func, env, skip);
                            let _ = writeln!(call_left, "    {} skc_fr_ret = {call};\n    {ca} skc_ra = skc_fr_ret.v;", this.env_return(*func));
                            let _ = writeln!(call_left, "    int skc_fraised = (int)skc_fr_ret.raised; SkValue skc_fexn = SK_UNIT;");
                            let _ = writeln!(call_left, "    if (SK_UNLIKELY(skc_fraised)) skc_fexn = m->exn;");
                        }
                        None => {
                            let _ = writeln!(call_left, "    {ca} skc_ra = {};", this.call_closure(fv, &f, "SK_UNIT"));
                            let _ = writeln!(call_left, "    int skc_fraised = m->raised; SkValue skc_fexn = SK_UNIT;");
                            let _ = writeln!(call_left, "    if (SK_UNLIKELY(skc_fraised)) {{ skc_fexn = m->exn; m->raised = 0; }}");
                        }
                    }
                    call_left
                };
                // The right branch run inline (unless the left raised):
                // skc_rb, skc_graised/skc_gexn.  With an `_env` variant, g
                // gets its environment as parameters (its frame closure
                // stays for a thief).
                let right_env = self.par.frame_closures.get(&gv).cloned().filter(|(func, _)| self.has_env_variant(*func));
                let call_right = |this: &Self, skip: bool| match &right_env {
                    Some((func, env)) => {
                        let call = env_call(this, *func, env, skip);
                        format!(
                            "{{ {} skc_gr = {call}; skc_rb = skc_gr.v; skc_graised = (int)skc_gr.raised;\n            if (SK_UNLIKELY(skc_graised)) skc_gexn = m->exn; }}",
                            this.env_return(*func)
                        )
                    }
                    None => format!(
                        "{{ skc_rb = {}; skc_graised = m->raised;\n            if (SK_UNLIKELY(skc_graised)) {{ skc_gexn = m->exn; m->raised = 0; }} }}",
                        this.call_closure(gv, &g, "SK_UNIT")
                    ),
                };
                let mut results = String::new();
                match self.par.selects.get(&dst_var) {
                    Some(sel) => {
                        for (v, i) in sel {
                            let _ = writeln!(results, "    {} = {};", self.var(*v), if *i == 0 { "skc_ra" } else { "skc_rb" });
                        }
                    }
                    None => self.alloc(&dst, "SK_KIND_RECORD", &[&ta, &tb], &["skc_ra".to_string(), "skc_rb".to_string()], &mut results),
                }
                let g_frame = self.par.frame_closures.get(&gv).cloned();
                // Out of latent room (skein.h): (f (), g ()) with no record.
                // A right branch with neither an `_env` variant nor a frame
                // closure is not a known function's, so never recursive.
                let skip_ok = self.par.recursive.contains(&dst_var) && (right_env.is_some() || g_frame.is_none());
                if skip_ok {
                    // In a `_skip` clone: only this path (its entry gate
                    // tested the room).
                    if !self.skip_mode {
                        c.push_str("    if (!sk_fork_room(m)) {\n");
                    }
                    c.push_str(&call_left(self, true));
                    let _ = writeln!(c, "    if (SK_UNLIKELY(skc_fraised)) {raise_f}");
                    let _ = writeln!(c, "    {cb} skc_rb = 0; int skc_graised = 0; SkValue skc_gexn = SK_UNIT;");
                    let _ = writeln!(c, "        {}", call_right(self, true));
                    let _ = writeln!(c, "    if (SK_UNLIKELY(skc_graised)) {raise_g}");
                    c.push_str(&results);
                    if self.skip_mode {
                        c.push_str("    }\n");
                        return Some(c);
                    }
                    c.push_str("    } else {\n");
                }
                // The fork record: with g's frame closure right after it
                // (one struct, so the adapter finds g from the record and
                // the fork stores no pointer to it), else with g stored.
                let site = self.loop_count;
                self.loop_count += 1;
                let fr = match &g_frame {
                    Some((_, env)) => {
                        let (words, stores) = self.frame_env(&g, env);
                        let _ = writeln!(self.loop_defs, "typedef struct {{ SkFork fr; SkHeader h; uint64_t w[{words}]; }} skc_par{site}_frame;\n");
                        let _ = write!(c, "    skc_par{site}_frame skc_pf;\n    {g} = (SkValue)&skc_pf.w;\n{stores}");
                        "skc_pf.fr".to_string()
                    }
                    None => {
                        let _ = writeln!(c, "    SkFork skc_fr;\n    skc_fr.g = {g};");
                        "skc_fr".to_string()
                    }
                };
                let run = match self.closure_func.get(&gv) {
                    Some(func) => {
                        let run = format!("skc_par{site}_run");
                        let closure = match &g_frame {
                            Some(_) => format!("(SkValue)&((skc_par{site}_frame *)fr)->w"),
                            None => "fr->g".to_string(),
                        };
                        let _ = writeln!(
                            self.loop_defs,
                            "static void {run}(SkMutator *m, SkFork *fr, uint64_t *out) {{\n    *out = {};\n}}\n",
                            to_bits(&tb, &format!("{}(m, {closure}, SK_UNIT)", self.func_name(*func)))
                        );
                        run
                    }
                    None => {
                        if g_frame.is_some() {
                            let _ = writeln!(c, "    {fr}.g = {g};");
                        }
                        par_run(&tb).to_string()
                    }
                };
                let dc = if skip_ok { "_dc" } else { "" };
                let _ = writeln!(c, "    sk_fork{dc}(m, &{fr}, {run});");
                // m->raised is 0 when a branch starts; the exception
                // values are read (and the flag cleared) only when it raised.
                c.push_str(&call_left(self, false));
                let _ = writeln!(c, "    {cb} skc_rb = 0; int skc_graised = 0; SkValue skc_gexn = SK_UNIT;");
                let _ = writeln!(c, "    if (sk_join{dc}(m, &{fr})) {{");
                let _ = writeln!(c, "        if (!skc_fraised) {}", call_right(self, false));
                let _ = writeln!(c, "    }} else {{ skc_rb = SK_PAR_BITS({cb}, {fr}.result); skc_graised = {fr}.raised; skc_gexn = {fr}.exn; }}");
                let _ = writeln!(c, "    if (SK_UNLIKELY(skc_fraised)) {raise_f}");
                let _ = writeln!(c, "    if (SK_UNLIKELY(skc_graised)) {raise_g}");
                c.push_str(&results);
                if skip_ok {
                    c.push_str("    }\n");
                }
                c.push_str("    }\n");
                c
            }
            "MLton.Parallel.compareAndSwap" | "MLton.Parallel.arrayCompareAndSwap" => {
                let array = name.contains("array");
                let (obj, old, new) = if array { (arg(0), arg(2), arg(3)) } else { (arg(0), arg(1), arg(2)) };
                let t = aty(if array { 2 } else { 1 });
                // A char, Word8 or enumeration array holds bytes
                // (prims.rs, ElemRepr): a one-byte CAS, tags as bytes.
                let byte = if array { self.elem_repr(&t) } else { ElemRepr::Slot };
                if matches!(byte, ElemRepr::Byte | ElemRepr::Tag) {
                    let (to, from) = if byte == ElemRepr::Tag { ("(uint8_t)SK_IMM_VALUE", "SK_IMM") } else { ("(uint8_t)", "(uint8_t)") };
                    return Some(format!(
                        "    {{ uint8_t skc_e = {to}({old}); __atomic_compare_exchange_n(&((uint8_t *){obj})[{}], &skc_e, {to}({new}), 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); {dst} = {from}(skc_e); }}\n",
                        arg(1)
                    ));
                }
                let slot = match (array, is_scalar(&t)) {
                    (false, false) => format!("&SK_FIELD({obj}, 0)"),
                    (false, true) => format!("(uint64_t *)SK_BYTES({obj}, 0)"),
                    (true, false) => format!("&((SkValue *){obj})[{}]", arg(1)),
                    (true, true) => format!("&((uint64_t *){obj})[{}]", arg(1)),
                };
                if is_scalar(&t) {
                    format!(
                        "    {{ uint64_t skc_e = {}; __atomic_compare_exchange_n({slot}, &skc_e, {}, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); {dst} = {}; }}\n",
                        to_bits(&t, &old),
                        to_bits(&t, &new),
                        from_bits(&t, "skc_e")
                    )
                } else {
                    format!("    {dst} = sk_cas_ptr(m, {obj}, {slot}, {old}, {new});\n")
                }
            }
            "MLton.Parallel.fetchAndAdd" => {
                format!("    {dst} = __atomic_fetch_add((int64_t *)SK_BYTES({}, 0), {}, __ATOMIC_SEQ_CST);\n", arg(0), arg(1))
            }
            "MLton.Parallel.arrayFetchAndAdd" => {
                format!("    {dst} = __atomic_fetch_add(&((int64_t *){})[{}], {}, __ATOMIC_SEQ_CST);\n", arg(0), arg(1), arg(2))
            }
            "MLton.Parallel.numberOfProcessors" => format!("    {dst} = sk_procs();\n"),
            "ForkJoin.stat" => format!("    {dst} = sk_stat({});\n", arg(0)),
            "Region.run" => {
                let call = self.call_closure(args.first().copied()?, &arg(0), "SK_UNIT");
                let exit = if is_scalar(&rty) {
                    "sk_region_exit(m, &skc_rg, SK_UNIT);".to_string()
                } else {
                    "skc_rr = sk_region_exit(m, &skc_rg, m->raised ? SK_UNIT : skc_rr);".to_string()
                };
                let raise = self.raise_code(ctx, "skc_rexn");
                format!(
                    "    {{\n    SkRegion skc_rg;\n    sk_region_enter(m, &skc_rg);\n    {} skc_rr = {call};\n    {exit}\n    if (SK_UNLIKELY(m->raised)) {{ m->raised = 0; SkValue skc_rexn = m->exn; {raise} }}\n    {dst} = skc_rr;\n    }}\n",
                    c_type(&rty)
                )
            }
            "ForkJoin.parform" => {
                let low = self.int_const(ctx, args.first().copied()?);
                self.par_loop(ctx, &dst, None, (&arg(0), low), &arg(1), args.get(2).copied()?)
            }
            "ForkJoin.reducem" => {
                let (g, z) = (args.first().copied()?, args.get(1).copied()?);
                let low = self.int_const(ctx, args.get(2).copied()?);
                self.par_loop(ctx, &dst, Some((g, z, &rty)), (&arg(2), low), &arg(3), args.get(4).copied()?)
            }
            _ => return None,
        };
        Some(code)
    }

    /// Builds closure `dst` of `func` with environment `env` in the C
    /// frame, as the struct `name` laid out like the heap object, less its
    /// header and code pointer: nothing reads them.  Every call of a frame
    /// closure is a direct call of `func` (its MakeClosure is known: the
    /// join's call, the per-site adapter a thief runs), `func` reads it
    /// only through `ClosureEnv` (`self_only_env`), and the collector
    /// sees it only through the conservative stack scan.
    fn frame_closure(&self, dst: &str, name: &str, env: &[VarId], out: &mut String) {
        let (words, stores) = self.frame_env(dst, env);
        let _ = write!(out, "    struct {{ SkHeader h; uint64_t w[{words}]; }} {name};\n    {dst} = (SkValue)&{name}.w;\n{stores}");
    }

    /// The layout of frame closure `dst` with environment `env`: its words
    /// (the code pointer's included) and the stores of its environment, a
    /// line each.
    fn frame_env(&self, dst: &str, env: &[VarId]) -> (u64, String) {
        let unit = Type::unit();
        let mut tys = vec![&unit];
        tys.extend(env.iter().map(|x| self.ty(*x)));
        let lay = layout(&tys);
        let mut stores = String::new();
        for (i, v) in env.iter().enumerate() {
            let _ = writeln!(stores, "    {}", self.store(dst, &lay, lay.slots[i + 1], tys[i + 1], &self.var(*v)));
        }
        (lay.ptrs as u64 + (lay.bytes as u64).div_ceil(8), stores)
    }

    /// The call of loop body closure `f` on `skc_i` in a runner, the
    /// statements that load its environment from `skc_c` first when it has
    /// an `_env` variant, and then the variant's return type (it returns
    /// SkcRet_T: `Emitter::env_function`).
    fn loop_body_call(&self, f: VarId) -> (String, String, Option<String>) {
        let Some(&func) = self.closure_func.get(&f).filter(|g| self.has_env_variant(**g)) else {
            return (String::new(), self.call_closure(f, "skc_c", "skc_i"), None);
        };
        let (loads, env) = self.load_env(func, "skc_c", "skc_env");
        (loads, self.variant_call(&self.env_name(func), env, &["skc_i"]), Some(self.env_return(func)))
    }

    /// The call of a reduction's block closure `f` on [skc_i, skc_end) in a
    /// runner, as `loop_body_call`: its `_pair` variant's (the environment
    /// loaded from `skc_c` first), or a call through the closure with a
    /// pair built for it.
    fn block_call(&self, f: VarId) -> (String, String, Option<String>) {
        let Some(&func) = self.closure_func.get(&f).filter(|g| self.has_pair_variant(**g)) else {
            let int = Type::Int;
            let mut alloc = String::new();
            self.alloc("skc_ij", "SK_KIND_RECORD", &[&int, &int], &["skc_i".to_string(), "skc_end".to_string()], &mut alloc);
            let alloc: String = alloc.lines().map(|l| format!(" {}", l.trim_start())).collect();
            let call = self.call_closure(f, "skc_c", "skc_ij");
            return (String::new(), format!("({{ SkValue skc_ij;{alloc} {call}; }})"), None);
        };
        let (loads, env) = self.load_env(func, "skc_c", "skc_env");
        (loads, self.variant_call(&self.pair_name(func), env, &["skc_i", "skc_end"]), Some(self.env_return(func)))
    }

    /// A call of closure `c` (a C expression) of type `a -> r` with `arg`:
    /// direct when `closure` is bound by a known `MakeClosure`.
    fn call_closure(&self, closure: VarId, c: &str, arg: &str) -> String {
        let (a, r) = match self.ty(closure) {
            Type::Closure(a, r) => (c_type(a), c_type(r)),
            _ => ("SkValue", "SkValue"),
        };
        match self.closure_func.get(&closure) {
            Some(f) => format!("{}(m, {c}, {arg})", self.func_name(*f)),
            None => format!("(({r} (*)(SkMutator *, SkValue, {a}))(uintptr_t)SK_IMM_VALUE(SK_FIELD({c}, 0)))(m, {c}, {arg})"),
        }
    }

    /// The value of `v` when it is an int constant of the function or a
    /// global.
    fn int_const(&self, ctx: &Ctx, v: VarId) -> Option<i64> {
        let stmts = ctx.func.blocks.iter().flat_map(|b| b.stmts.iter()).chain(&self.p.globals);
        stmts.filter(|st| st.var == v).find_map(|st| match st.exp {
            Exp::Const(Const::Int(k)) => Some(k),
            _ => None,
        })
    }

    /// The environment arguments of a variant of `func` for closure `v`:
    /// its variables when `v` is built in the frame, else loads from the
    /// closure (their declarations appended to `decls`, locals `prefix*`).
    fn site_env(&self, v: VarId, func: FuncId, prefix: &str, decls: &mut String) -> Vec<String> {
        if let Some((_, env)) = self.par.frame_closures.get(&v) {
            return self.env_values(func, env.iter().map(|x| self.var(*x)));
        }
        let (loads, names) = self.load_env(func, &self.var(v), prefix);
        for l in loads.lines() {
            let _ = writeln!(decls, "        {}", l.trim_start());
        }
        names
    }

    /// A loop of at most one chunk of iterations whose body (and reducer)
    /// cannot poll runs as a plain C loop at its site, with no SkLoop
    /// record and (with a frame closure) no closure: its runner would run
    /// it as one chunk, and nothing can split a loop inside a chunk (its
    /// runner's poll after the chunk comes when no iteration is left).
    /// Needs the body's `_env` variant (`parform`) or the block's and
    /// reducer's `_pair` variants (`reducem`); sets `dst` for a reduction,
    /// m->raised when an iteration raised (the site raises after it).
    fn small_loop(&self, dst: &str, reduce: Option<(VarId, VarId, &Type)>, (lo, hi): (&str, &str), f: VarId) -> Option<String> {
        let body = *self.closure_func.get(&f)?;
        let mut c = String::new();
        match reduce {
            None => {
                if !self.has_env_variant(body) {
                    return None;
                }
                let env = self.site_env(f, body, "skc_fenv", &mut c);
                let call = self.variant_call(&self.env_name(body), env, &["skc_i"]);
                let _ = writeln!(c, "        for (int64_t skc_i = {lo}; skc_i < {hi}; skc_i++) {{");
                let _ = writeln!(c, "            {} skc_r = {call};", self.env_return(body));
                let _ = writeln!(c, "            if (SK_UNLIKELY(skc_r.raised)) {{ m->raised = 1; break; }}\n        }}\n        {dst} = SK_UNIT;");
            }
            Some((g, z, t)) => {
                let reducer = *self.closure_func.get(&g)?;
                if !self.has_pair_variant(body) || !self.has_pair_variant(reducer) {
                    return None;
                }
                let ct = c_type(t);
                let benv = self.site_env(f, body, "skc_fenv", &mut c);
                let genv = self.site_env(g, reducer, "skc_genv", &mut c);
                let block = self.variant_call(&self.pair_name(body), benv, &[lo, hi]);
                let fold = self.variant_call(&self.pair_name(reducer), genv, &["skc_acc", "skc_r.v"]);
                let _ = writeln!(c, "        {ct} skc_acc = {};\n        if ({lo} < {hi}) {{", self.var(z));
                let _ = writeln!(c, "            {} skc_r = {block};", self.env_return(body));
                let _ = writeln!(c, "            if (SK_UNLIKELY(skc_r.raised)) m->raised = 1;\n            else {{");
                let _ = writeln!(c, "                {} skc_gr = {fold};", self.env_return(reducer));
                let _ = writeln!(c, "                if (SK_UNLIKELY(skc_gr.raised)) m->raised = 1; else skc_acc = skc_gr.v;\n            }}\n        }}");
                let _ = writeln!(c, "        {dst} = skc_acc;");
            }
        }
        Some(c)
    }

    /// `parform` (reduce = None) or `reducem` (reduce = Some((g, z, result
    /// type))) over [lo, hi) with body closure `f`; see the module comment.
    /// `lo` is the range's start in C and, when known, as a constant: every
    /// index the runner sees (its pieces' too) is at least that, which the
    /// runner tells gcc (`parform (0, n)`: `i div 3` needs no signed fix-up,
    /// and `Array.update`'s `i < 0` test goes).
    fn par_loop(&mut self, ctx: &Ctx, dst: &str, reduce: Option<(VarId, VarId, &Type)>, (lo, low): (&str, Option<i64>), hi: &str, f: VarId) -> String {
        let n = self.loop_count;
        self.loop_count += 1;
        let run = format!("skc_loop{n}");
        let (env_loads, call, fast) = match reduce {
            Some(_) => self.block_call(f),
            None => self.loop_body_call(f),
        };
        // The body's call, its result in `x` (if any), then `on_raise` if it
        // raised (m->raised set, as the runner's callers expect).
        let assume = match low {
            Some(k) if k > i64::MIN => format!("if (skc_i < INT64_C({k})) __builtin_unreachable();\n"),
            _ => String::new(),
        };
        let body = |x: Option<&str>, ct: &str, on_raise: &str, indent: &str| -> String {
            let assume = if assume.is_empty() { String::new() } else { format!("{indent}{assume}") };
            assume
                + &match (&fast, x) {
                (Some(ret), x) => {
                    let mut s = format!("{indent}{ret} skc_r = {call};\n{indent}if (SK_UNLIKELY(skc_r.raised)) {{ m->raised = 1; {on_raise} }}\n");
                    if let Some(x) = x {
                        s.push_str(&format!("{indent}{ct} {x} = skc_r.v;\n"));
                    }
                    s
                }
                (None, Some(x)) => format!("{indent}{ct} {x} = {call};\n{indent}if (SK_UNLIKELY(m->raised)) {on_raise}\n"),
                (None, None) => format!("{indent}{call};\n{indent}if (SK_UNLIKELY(m->raised)) {on_raise}\n"),
            }
        };
        // Bodies (and combining functions) that cannot poll run in chunks
        // of LOOP_CHUNK iterations with one poll after each: nothing can
        // split the loop inside a chunk, so lp->i need not be current.
        let quiet = |v: VarId| self.closure_func.get(&v).is_some_and(|g| !self.may_poll[g.0 as usize]);
        let chunked = quiet(f) && reduce.is_none_or(|(g, _, _)| quiet(g));
        let chunk = match (reduce, self.closure_func.get(&f)) {
            (None, Some(&body)) if chunked && light(self.p, body, 0, LIGHT_BODY_STMTS) => LIGHT_CHUNK,
            (Some(_), Some(&block)) => block_chunk(self.p, block),
            _ => LOOP_CHUNK,
        };
        let mut d = String::new();
        let _ = writeln!(d, "static void {run}(SkMutator *m, SkLoop *lp) {{\n    SkValue skc_c = lp->body;\n{env_loads}");
        let combine = match reduce {
            None => {
                if chunked {
                    d.push_str(&chunk_head(chunk));
                    let each = body(None, "", "{ lp->i = skc_i; return; }", "                ");
                    d.push_str(&index_versions(&format!("            for (; skc_i < skc_end; skc_i++) {{\n{each}            }}\n")));
                    d.push_str(CHUNK_TAIL);
                    d.push_str("}\n\n");
                } else {
                    let _ = writeln!(d, "    for (;;) {{\n        int64_t skc_i = lp->i;\n        if (skc_i >= lp->hi) break;");
                    d.push_str(&body(None, "", "return;", "        "));
                    let _ = writeln!(d, "        lp->i = skc_i + 1;\n        SK_POLL(m);\n    }}\n}}\n");
                }
                "NULL".to_string()
            }
            Some((g, _, t)) => {
                let ct = c_type(t);
                let pair_tys = [t, t];
                // A reducer with a `_pair` variant takes acc and x as two
                // parameters (its environment loaded once, into skc_genvI);
                // otherwise it gets a pair, in the frame when it only
                // selects from it.
                let pair_variant = self.closure_func.get(&g).copied().filter(|f| self.has_pair_variant(*f));
                let on_stack = pair_variant.is_none() && self.closure_func.get(&g).is_some_and(|f| only_selects_arg(self.p, *f));
                let (g_env, g_args) = match pair_variant {
                    Some(func) => self.load_env(func, "skc_g", "skc_genv"),
                    None => (String::new(), Vec::new()),
                };
                // Folds x into skc_acc, then `on_raise` (if any) when g raised.
                let step = |this: &Self, out: &mut String, x: &str, indent: &str, on_raise: Option<&str>| {
                    if let Some(func) = pair_variant {
                        let call = this.variant_call(&this.pair_name(func), g_args.iter().cloned(), &["skc_acc", x]);
                        let _ = writeln!(out, "{indent}{} skc_gr = {call};", this.env_return(func));
                        let _ = writeln!(out, "{indent}if (SK_UNLIKELY(skc_gr.raised)) {{ m->raised = 1; {} }}", on_raise.unwrap_or(""));
                        let _ = writeln!(out, "{indent}skc_acc = skc_gr.v;");
                        return;
                    }
                    let mut a = String::new();
                    let vals = ["skc_acc".to_string(), x.to_string()];
                    if on_stack {
                        let lay = layout(&pair_tys);
                        let _ = writeln!(a, "skc_pair.h = sk_record_header(SK_KIND_RECORD, {}, {});", lay.ptrs, lay.bytes);
                        for (i, v) in vals.iter().enumerate() {
                            let _ = writeln!(a, "{}", this.store("skc_p", &lay, lay.slots[i], t, v));
                        }
                    } else {
                        this.alloc("skc_p", "SK_KIND_RECORD", &pair_tys, &vals, &mut a);
                    }
                    for l in a.lines() {
                        let _ = writeln!(out, "{indent}{}", l.trim_start());
                    }
                    let _ = writeln!(out, "{indent}skc_acc = {};", this.call_closure(g, "skc_g", "skc_p"));
                    if let Some(on_raise) = on_raise {
                        let _ = writeln!(out, "{indent}if (SK_UNLIKELY(m->raised)) {on_raise}");
                    }
                };
                let pair = if on_stack {
                    "\n    struct { SkHeader h; uint64_t w[2]; } skc_pair;\n    skc_p = (SkValue)&skc_pair.w;"
                } else {
                    ""
                };
                let _ = writeln!(d, "    SkValue skc_g = lp->env;\n{g_env}    {ct} skc_acc = SK_PAR_BITS({ct}, lp->acc);\n    SkValue skc_p;{pair}");
                // Blocks of up to LOOP_CHUNK iterations, each claimed before
                // it runs (lp->i at its last iteration: a heartbeat inside
                // the block splits only the range after it).
                d.push_str(&chunk_head(chunk));
                d.push_str("        lp->i = skc_end - 1;\n");
                let raised = "{ lp->i = skc_i; goto skc_out; }";
                let mut each = body(Some("skc_x"), ct, raised, "            ");
                step(self, &mut each, "skc_x", "            ", Some(raised));
                d.push_str(&index_versions(&each));
                let _ = writeln!(d, "        lp->i = skc_end;\n        SK_POLL(m);\n    }}\nskc_out:\n    lp->acc = {};\n}}\n", to_bits(t, "skc_acc"));
                let comb = format!("{run}_combine");
                let _ = writeln!(d, "static void {comb}(SkMutator *m, SkLoop *lp, uint64_t skc_b) {{");
                let _ = writeln!(d, "    SkValue skc_g = lp->env;\n{g_env}    {ct} skc_acc = SK_PAR_BITS({ct}, lp->acc);\n    SkValue skc_p;{pair}");
                step(self, &mut d, &format!("SK_PAR_BITS({ct}, skc_b)"), "    ", None);
                let _ = writeln!(d, "    if (!m->raised) lp->acc = {};\n}}\n", to_bits(t, "skc_acc"));
                comb
            }
        };
        self.loop_defs.push_str(&d);
        let (env, zero) = match reduce {
            Some((g, z, t)) => (self.var(g), to_bits(t, &self.var(z))),
            None => ("SK_UNIT".to_string(), "0".to_string()),
        };
        let raise = self.raise_code(ctx, "skc_lexn");
        let mut c = String::new();
        c.push_str("    {\n");
        let small = if chunked { self.small_loop(dst, reduce, (lo, hi), f) } else { None };
        if let Some(small) = &small {
            let _ = writeln!(c, "    if ({lo} > -SK_SMALL_INDEX && {hi} <= SK_SMALL_INDEX && {hi} - {lo} <= {chunk}) {{\n{small}    }} else {{");
        }
        let closures = [Some((f, "skc_bclo")), reduce.map(|(g, _, _)| (g, "skc_gclo"))];
        for (v, name) in closures.into_iter().flatten() {
            if let Some((_, env)) = self.par.frame_closures.get(&v).cloned() {
                self.frame_closure(&self.var(v), name, &env, &mut c);
            }
        }
        let _ = writeln!(c, "    SkLoop skc_lp;\n    sk_loop_begin(m, &skc_lp, {lo}, {hi}, {}, {env}, {run}, {combine}, {zero});", self.var(f));
        let _ = writeln!(c, "    {run}(m, &skc_lp);\n    sk_loop_end(m, &skc_lp);");
        match reduce {
            Some((_, _, t)) => {
                let _ = writeln!(c, "    {dst} = SK_PAR_BITS({}, skc_lp.acc);", c_type(t));
            }
            None => {
                let _ = writeln!(c, "    {dst} = SK_UNIT;");
            }
        }
        if small.is_some() {
            c.push_str("    }\n");
        }
        let _ = writeln!(c, "    if (SK_UNLIKELY(m->raised)) {{ SkValue skc_lexn = m->exn; m->raised = 0; {raise} }}");
        c.push_str("    }\n");
        c
    }
}
