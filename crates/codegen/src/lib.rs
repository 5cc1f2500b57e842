//! C back end: SSA IR -> C11 that includes `skein.h` (ARCHITECTURE.md
//! section 2, "Code generation").  A direct translation: one C function per
//! SSA function, one C label per block; functions that tail-call each other
//! share one C function (`tailgroups`: tail calls in constant stack).
//!
//! VALUE REPRESENTATION (C type per SSA type):
//! - `int` is `int64_t`, `word` `uint64_t`, `char` and `word8` `uint8_t`,
//!   `real` `double`: unboxed in C locals.  Everything else is an `SkValue`.
//! - In heap objects, scalars sit in the non-pointer area in 8-byte slots
//!   (narrow ones zero-extended, so that structural equality can compare
//!   the bytes); pointer-typed components sit in pointer fields.  A
//!   component list is laid out as: its pointer-typed components in order,
//!   then its scalar components in order (`Layout`).
//! - arrays and vectors: sequences whose elements are pointers, 8-byte
//!   scalar slots, or single bytes: char and Word8 elements as their
//!   values, those of a datatype of nullary constructors (bool) as their
//!   tags (`prims::ElemRepr`).
//! - unit is `SK_UNIT`; a tuple/record is a RECORD object of its components.
//! - a datatype value: a nullary constructor is `SK_IMM(tag)`; a constructor
//!   with an argument is a RECORD `[SK_IMM(tag), arg]` (the tag lives in
//!   pointer field 0 as an immediate, so it is found without knowing the
//!   constructor).  Exceptions are the same, with the `ExnId` as tag.
//!   A *flat* constructor (`ConDef::flat`, a tuple argument) is one RECORD
//!   `[SK_IMM(tag), components...]`, laid out like the tuple `(unit,
//!   components...)`: the tag stays pointer field 0.
//! - `ref`: a MUTABLE record of one component.
//! - a closure: a RECORD `[SK_IMM(code address), env...]` (the code address
//!   is stored shifted as an immediate, so the collector never sees it as a
//!   pointer).  Closure functions are `R f(SkMutator *, SkValue self, A arg)`,
//!   known functions `R f(SkMutator *, params...)`.
//! - strings: byte VECTORs; literals are static objects in the C file.
//!
//! EXCEPTIONS: return-code propagation as the SSA module comment describes.
//! A raise that leaves the function stores the packet in `m->exn`, sets
//! `m->raised` and returns 0; after every non-tail call the caller tests
//! `m->raised` and goes to its block's handler (clearing the flag) or
//! returns in turn.  A raise to a handler in the same function is a goto.
//! The state is per task (fields of the task's SkMutator), so tasks running
//! in parallel raise independently.
//!
//! LAYOUT HINTS: a bool test whose arm only raises a failure (a bounds or
//! overflow check, `raises_only`) is `SK_UNLIKELY`, so the check's raise
//! sits out of the loop's way; a function that loops by self tail calls
//! reads the environment of a closure it passes itself unchanged once,
//! before the loop (`hoisted_env_reads`).
//!
//! MUTABLE POINTERS: stores of pointer values into refs and arrays go
//! through `sk_write_ptr` and loads of pointers from them through
//! `sk_read_ptr` (the remembered-set and entanglement barriers of skein.h).
//!
//! The program's entry: `main` calls `sk_main`, which runs `skc_program`
//! (globals, then the SML program) as the root task on a fiber.

use skein_ir::ssa::*;
use std::collections::HashMap;
use std::fmt::Write;

mod leaves;
mod prims;
mod prims_coll;
mod prims_ffi;
mod prims_io;
mod prims_num;
mod prims_par;
mod prims_place;
mod polls;
mod raises;
mod statics;
mod tailgroups;
mod units;

/// A string `case` with more arms than this searches a sorted table.
const STRING_CHAIN_MAX: usize = 8;

/// Translates a whole SSA program to one C11 translation unit.
pub fn emit_c(p: &Program) -> String {
    let mut e = Emitter::new(p);
    e.program();
    e.finish()
}

/// Translates a whole SSA program to C11 translation units: one, the text
/// of `emit_c`, when that is at most `split_bytes` long, else several to
/// be compiled separately and linked together (units.rs).
pub fn emit_c_units(p: &Program, split_bytes: usize) -> Vec<String> {
    let mut e = Emitter::new(p);
    e.program();
    e.parts.map(|parts| parts.units(split_bytes)).unwrap_or_default()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    Ptr(usize),
    /// Byte offset in the non-pointer area.
    Bytes(usize),
}

/// Where each component of a heap object lies.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    pub ptrs: usize,
    pub bytes: usize,
    pub slots: Vec<Slot>,
}

pub(crate) fn is_scalar(t: &Type) -> bool {
    matches!(t, Type::Int | Type::Word | Type::Word8 | Type::Char | Type::Real) || other_int(t).is_some()
}

/// `Other` integer types: (signed?).  Kept in 64 bits: narrow signed ones
/// sign-extended, narrow words zero-extended (prims_num.rs keeps that).
fn other_int(t: &Type) -> Option<bool> {
    match t {
        Type::Other(n) if n == "int64" => Some(true),
        Type::Other(n) if n == "word64" => Some(false),
        Type::Other(n) => skein_ir::sized::type_width(n).map(|(signed, _)| signed),
        _ => None,
    }
}

pub(crate) fn c_type(t: &Type) -> &'static str {
    match t {
        // Components held as `uint64_t`s, cast on the way in and out
        // (unbox-returns never unboxes reals).
        Type::Unboxed(ts) => match ts.len() {
            2 => "SkcU2",
            3 => "SkcU3",
            4 => "SkcU4",
            n => panic!("codegen: unboxed tuple of {} components", n),
        },
        Type::Int => "int64_t",
        Type::Word => "uint64_t",
        _ if other_int(t) == Some(true) => "int64_t",
        _ if other_int(t) == Some(false) => "uint64_t",
        Type::Word8 | Type::Char => "uint8_t",
        Type::Real => "double",
        _ => "SkValue",
    }
}

/// The 8-byte type a scalar is stored as in a heap slot.
pub(crate) fn slot_type(t: &Type) -> &'static str {
    match t {
        Type::Int => "int64_t",
        Type::Real => "double",
        _ if other_int(t) == Some(true) => "int64_t",
        _ => "uint64_t",
    }
}

pub(crate) fn layout(tys: &[&Type]) -> Layout {
    let mut slots = vec![Slot::Ptr(0); tys.len()];
    let mut ptrs = 0;
    for (i, t) in tys.iter().enumerate() {
        if !is_scalar(t) {
            slots[i] = Slot::Ptr(ptrs);
            ptrs += 1;
        }
    }
    let mut bytes = 0;
    for (i, t) in tys.iter().enumerate() {
        if is_scalar(t) {
            slots[i] = Slot::Bytes(bytes);
            bytes += 8;
        }
    }
    Layout { ptrs, bytes, slots }
}

pub(crate) struct Emitter<'p> {
    pub p: &'p Program,
    /// The program's C, in pieces (`program`; units.rs puts them together).
    parts: Option<units::Parts>,
    /// Where each piece of the function definitions starts (`mark`).
    marks: Vec<(usize, units::Seg)>,
    /// String literal -> name of its static object.
    strings: HashMap<Vec<u8>, String>,
    string_defs: String,
    /// Is the variable a global?
    globals: Vec<bool>,
    tail: tailgroups::TailGroups,
    /// Number of big IntInf literal objects emitted (prims_num.rs).
    big_count: usize,
    /// The function of each variable bound by `MakeClosure` (anywhere).
    closure_func: HashMap<VarId, FuncId>,
    /// Closure functions that are parallel-loop bodies: emitted
    /// `static inline`, called directly by the loop runners (prims_par.rs).
    loop_bodies: std::collections::HashSet<FuncId>,
    /// The loop runners and combiners (prims_par.rs), emitted after the
    /// prototypes.
    loop_defs: String,
    loop_count: usize,
    /// How each `ForkJoin.par` site is emitted (prims_par.rs).
    par: prims_par::ParSites,
    /// Which functions may raise and which return `SkcRet_T` (raises.rs).
    raises: raises::Raises,
    /// The arrays and vectors of the function being emitted whose length
    /// is kept in a C local (`lengths`).
    pub lens: std::collections::HashSet<VarId>,
    /// Statements of the function being emitted that its prologue runs
    /// once (`hoisted_env_reads`); their blocks skip them.
    hoisted: std::collections::HashSet<VarId>,
    /// Does a fork-join primitive remain in the program?  Without one the
    /// runtime starts no worker or heartbeat thread (sk_main).
    forks: bool,
    /// Does generated code poll the heartbeat flag (`needs_polls`)?  Where
    /// it does not, no function or loop polls.
    polls: bool,
    /// Does the program set the rounding mode (`Real.setRound` survived)?
    /// Then the operands of rounding operations go through
    /// `skc_fp_opaque` (prims.rs, `fp_operand`).
    pub(crate) fp_env: bool,
    /// Per function: does its entry poll (`polls::entry_polls`)?
    entry_polls: Vec<bool>,
    /// Per function: is it a small leaf that every call inlines
    /// (`leaves::inline_leaves`)?
    leaves: Vec<bool>,
    /// Per function and parameter: does it take the parameter's length
    /// too (`leaves::leaf_lengths`)?
    leaf_lens: Vec<Vec<bool>>,
    /// Per function: may running it poll (`polls::may_poll`)?
    may_poll: Vec<bool>,
    /// Per function and block: does the block poll (`polls::loop_polls`;
    /// empty when the program does not poll)?
    loop_polls: Vec<Vec<bool>>,
    /// Per function: its loops that run a copy without polls when entered
    /// with few iterations left (`polls::quiet_loops`).
    quiet: Vec<Vec<polls::QuietLoop>>,
    /// The function whose `_env` variant (`ParSites::env_variants`) is being
    /// emitted: its `ClosureEnv` reads of `self` read parameters instead.
    env_variant: Option<FuncId>,
    /// Immutable objects of constants, emitted as static data (statics.rs).
    statics: statics::Statics,
    /// Per static object: its layout's index and its index in that
    /// layout's array (`place_statics`).
    static_slots: Vec<(usize, usize)>,
    /// Per layout: the C types of its slots and its number of objects.
    static_shapes: Vec<(Vec<&'static str>, usize)>,
    /// Emitting the `_pair` variant of `env_variant`: `Select`s of its
    /// argument read the parameters `skc_arg0`, `skc_arg1`.
    unpack_arg: bool,
    /// Emitting the `_skip` clone of a function (`ParSites::skip_clones`):
    /// calls within its recursion go to clones, its divide-and-conquer
    /// pars record nothing, and its entry poll is the gate back to the
    /// function itself.
    skip_mode: bool,
}

/// `name`, or the name of its `_skip` clone (`Emitter::skip_mode`).
pub(crate) fn skip_name(name: String, skip: bool) -> String {
    if skip {
        name + "_skip"
    } else {
        name
    }
}

/// Whether a `ForkJoin` primitive that makes latent work remains in `p`.
fn uses_fork_join(p: &Program) -> bool {
    uses_prim(p, &["ForkJoin.par", "ForkJoin.parform", "ForkJoin.reducem"])
}

/// Whether the program must poll, given whether it forks: it does, or its
/// coroutines are preempted by time slices (CML: `Thread.preempt`,
/// runtime/conc/preempt.c), or it handles signals at its polls
/// (`MLton.Signal`, runtime/signals.c).
fn needs_polls(p: &Program, forks: bool) -> bool {
    forks || uses_prim(p, &["Thread.preempt", "MLton.Signal.setDispatcher"])
}

/// Whether a primitive named in `names` survived optimisation.
fn uses_prim(p: &Program, names: &[&str]) -> bool {
    statements(p).any(|s| matches!(&s.exp, Exp::Prim { name, .. } if names.contains(&name.as_str())))
}

/// Every statement of the program: its functions' and its globals'.
pub(crate) fn statements(p: &Program) -> impl Iterator<Item = &Statement> {
    p.functions.iter().flat_map(|f| &f.blocks).flat_map(|b| &b.stmts).chain(&p.globals)
}

/// What the function being emitted needs while translating a block.
pub(crate) struct Ctx<'f> {
    pub fid: FuncId,
    pub func: &'f Function,
    pub handler: Option<BlockId>,
    /// Prefix of the function's block labels (`gI_` for member I of a
    /// tail group, see `tailgroups`).
    pub prefix: &'f str,
    /// Does the function return `SkcRet_T` (raises.rs)?
    pub fast: bool,
    /// The block being emitted, where its jumps may enter a quiet loop
    /// (`polls::QuietLoop`); None outside `Emitter::blocks`.
    pub from: Option<usize>,
    /// Emitting the poll-free copy of a quiet loop: its blocks (sorted),
    /// whose labels end in `q`.
    pub copy: Option<&'f [usize]>,
    /// Emitting a strip-mined loop's block that tests a counter against
    /// its stop (`polls::StripTest`).
    pub strip: Option<&'f StripEmit>,
}

/// The array, vector or string whose length `e` reads (`Array.length`,
/// `Vector.length`, `String.size`): immutable, so kept in a C local where
/// the value is bound (`Emitter::lengths`).
pub(crate) fn length_read(e: &Exp) -> Option<VarId> {
    match e {
        Exp::Prim { name, args } if args.len() == 1 && matches!(name.as_str(), "Array.length" | "Vector.length" | "String.size") => Some(args[0]),
        _ => None,
    }
}

/// How a strip-mined loop's test block is emitted: `stmt` instead of the
/// test's own statement, and the arm that leaves the strip (`outside`)
/// to `stub`, which tests again against the limit.
pub(crate) struct StripEmit {
    test: VarId,
    stmt: String,
    outside: usize,
    stub: String,
    /// The test's value (C) where the counter is inside its limit.
    stay: &'static str,
}

impl Ctx<'_> {
    /// The C label of block `b`.
    pub fn label(&self, b: BlockId) -> String {
        if let Some(st) = self.strip.filter(|st| st.outside == b.0 as usize) {
            return st.stub.clone();
        }
        let q = if self.copy.is_some_and(|c| c.binary_search(&(b.0 as usize)).is_ok()) { "q" } else { "" };
        format!("{}L{}{q}", self.prefix, b.0)
    }
}

impl<'p> Emitter<'p> {
    fn new(p: &'p Program) -> Self {
        let mut probe = Self::new_with(p, raises::Raises::conservative(p.functions.len()));
        let mut e = Self::new_with(p, raises::Raises::conservative(0));
        let mut scratch = String::new();
        e.raises = raises::analyse(p, &e.tail, &e.loop_bodies, |fid, b, s| {
            let Exp::Prim { name, args } = &s.exp else { return false };
            let func = p.func(fid);
            let ctx = Ctx { fid, func, handler: None, prefix: "", fast: false, from: None, copy: None, strip: None };
            scratch.clear();
            let _ = b;
            probe.prim(&ctx, s.var, name, args, &mut scratch);
            scratch.contains("m->raised")
        });
        e
    }

    fn new_with(p: &'p Program, raises: raises::Raises) -> Self {
        let mut globals = vec![false; p.vars.len()];
        for s in &p.globals {
            if let Some(g) = globals.get_mut(s.var.0 as usize) {
                *g = true;
            }
        }
        let (closure_func, mut loop_bodies) = prims_par::loop_bodies(p);
        let par = prims_par::par_sites(p, &closure_func, &mut loop_bodies);
        let entry_polls = polls::entry_polls(p);
        let consts = polls::global_consts(p);
        // A reduction's block function is run on at most `block_chunk`
        // iterations by its runner, which polls between blocks.
        let blocks = prims_par::reduce_blocks(p, &closure_func);
        let span = |i: usize| {
            let block = FuncId(i as u32);
            blocks.contains(&block).then(|| polls::block_span(p.func(block), prims_par::block_chunk(p, block) as i64)).flatten()
        };
        let forks = uses_fork_join(p);
        let polls = needs_polls(p, forks);
        let fp_env = uses_prim(p, &["Real.setRound"]);
        let loop_polls: Vec<Vec<bool>> = if polls { p.functions.iter().enumerate().map(|(i, f)| polls::loop_polls(p, &consts, f, span(i))).collect() } else { vec![Vec::new(); p.functions.len()] };
        let may_poll = polls::may_poll(p, &entry_polls, &loop_polls);
        // A par site's closure is built in its frame (`deferred`): a loop
        // holding one is not copied.
        let quiet: Vec<Vec<polls::QuietLoop>> = p
            .functions
            .iter()
            .zip(&loop_polls)
            .map(|(f, lp)| {
                let mut q = polls::quiet_loops(p, &consts, f, lp);
                q.retain(|l| !l.blocks.iter().flat_map(|&b| &f.blocks[b].stmts).any(|s| par.deferred.contains(&s.var)));
                q
            })
            .collect();
        let statics = statics::Statics::analyse(p, &globals);
        let tail = tailgroups::tail_groups(p);
        let mut par = par;
        par.drop_clones(|f| tail.member[f.0 as usize].is_some());
        let leaves = leaves::inline_leaves(p, &entry_polls, |f| tail.member[f.0 as usize].is_some(), |f| loop_bodies.contains(&f));
        let leaf_lens = leaves::leaf_lengths(p, &leaves);
        Emitter {
            p,
            parts: None,
            marks: Vec::new(),
            strings: HashMap::new(),
            string_defs: String::new(),
            globals,
            tail,
            big_count: 0,
            closure_func,
            loop_bodies,
            loop_defs: String::new(),
            loop_count: 0,
            par,
            raises,
            lens: Default::default(),
            hoisted: Default::default(),
            forks,
            polls,
            fp_env,
            entry_polls,
            leaves,
            leaf_lens,
            may_poll,
            loop_polls,
            quiet,
            env_variant: None,
            unpack_arg: false,
            skip_mode: false,
            statics,
            static_slots: Vec::new(),
            static_shapes: Vec::new(),
        }
    }

    pub fn ty(&self, v: VarId) -> &'p Type {
        self.p.ty(v)
    }

    pub fn var(&self, v: VarId) -> String {
        let info = self.p.var(v);
        let mut s: String = info.name.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
            s.insert(0, 'v');
        }
        format!("{}_{}", s, v.0)
    }

    pub fn func_name(&self, f: FuncId) -> String {
        let name = &self.p.func(f).name;
        let s: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
        format!("f{}_{}", f.0, s)
    }

    fn c_result(&self, f: &Function) -> &'static str {
        c_type(&f.result)
    }

    /// Does function `f` return `SkcRet_T` (raises.rs)?
    fn is_fast(&self, f: FuncId) -> bool {
        self.raises.fast.get(f.0 as usize).copied().unwrap_or(false)
    }

    /// May function `f` raise (raises.rs)?
    fn may_raise(&self, f: FuncId) -> bool {
        self.raises.may.get(f.0 as usize).copied().unwrap_or(true)
    }

    /// The C return type of function `f`.
    fn c_return(&self, id: FuncId) -> String {
        let t = self.c_result(self.p.func(id));
        if self.is_fast(id) {
            ret_struct(t)
        } else {
            t.to_string()
        }
    }

    fn prototype(&self, id: FuncId) -> String {
        let qualifiers = if self.leaves[id.0 as usize] {
            "inline __attribute__((always_inline)) "
        } else if self.loop_bodies.contains(&id) {
            "inline "
        } else if self.runs_once_straight(id) {
            "SKC_RUN_ONCE "
        } else {
            ""
        };
        self.prototype_as(id, qualifiers, &self.emitted_name(id))
    }

    /// Is `id` `main` or a piece of it (it runs once) with no loop (no
    /// loop head, `loop_heads`, and no self tail call)?  Such a function is
    /// the straight-line code of top-level declarations, and
    /// `SKC_RUN_ONCE` has the C compiler spend little time on it
    /// (prims.rs).  The loops of `parform`/`reducem` sites that run at
    /// their site (`small_loop`) are bounded by a chunk (at most 256 iterations).
    fn runs_once_straight(&self, id: FuncId) -> bool {
        if id != self.p.main && !self.p.main_pieces.contains(&id) {
            return false;
        }
        let f = self.p.func(id);
        let self_tail = f.blocks.iter().any(|b| matches!(&b.transfer, Transfer::Call { func, ret: Return::Tail, .. } if *func == id));
        !self_tail && !loop_heads(f).contains(&true)
    }

    /// The C name of function `id` as now emitted: its `_skip` clone's in
    /// `skip_mode`.
    fn emitted_name(&self, id: FuncId) -> String {
        self.name_in_mode(id, self.skip_mode)
    }

    /// The C name of function `id`, or of its `_skip` clone.
    fn name_in_mode(&self, id: FuncId, skip: bool) -> String {
        skip_name(self.func_name(id), skip)
    }

    /// Is function `f` cloned (`ParSites::skip_clones`)?
    pub(crate) fn cloned(&self, f: FuncId) -> bool {
        self.par.skip_clones.contains(&f)
    }

    /// The C name a call of `f` uses from the function now emitted: a
    /// clone calls the clones of its own recursion.
    fn callee_name(&self, f: FuncId) -> String {
        self.name_in_mode(f, self.skip_mode && self.cloned(f))
    }

    /// Function `id`'s C prototype under `name`, `static` plus `qualifiers`.
    fn prototype_as(&self, id: FuncId, qualifiers: &str, name: &str) -> String {
        let f = self.p.func(id);
        let mut params = vec!["SkMutator *m".to_string()];
        for (i, v) in f.params.iter().enumerate() {
            params.push(format!("{} {}", c_type(self.ty(*v)), self.var(*v)));
            if self.takes_length(id, i) {
                params.push(format!("size_t {}", self.len_var(*v)));
            }
        }
        format!("static {}{} {}({})", qualifiers, self.c_return(id), name, params.join(", "))
    }

    /// Does function `f` take the length of its parameter `i` as a
    /// parameter too (`leaves::leaf_lengths`)?
    fn takes_length(&self, f: FuncId, i: usize) -> bool {
        self.leaf_lens[f.0 as usize].get(i).copied().unwrap_or(false)
    }

    /// The parameters of `f` whose lengths it loads itself (those it takes
    /// are not loaded again).
    fn params_loading_length(&self, f: FuncId) -> Vec<VarId> {
        self.p.func(f).params.iter().enumerate().filter(|&(i, _)| !self.takes_length(f, i)).map(|(_, v)| *v).collect()
    }

    /// The name of the static object of a string literal.
    pub fn string_lit(&mut self, s: &[u8]) -> String {
        if let Some(n) = self.strings.get(s) {
            return format!("((SkValue)&{}.bytes)", n);
        }
        let name = format!("skc_str{}", self.strings.len());
        let len = s.len() as u64;
        let payload = ((len + 1 + 7) & !7).max(8);
        let header: u64 = 1 | (3 << 4) | (1 << 20) | (len << 28);
        let _ = writeln!(
            self.string_defs,
            "static struct {{ SkHeader h; _Alignas(8) char bytes[{}]; }} {} = {{ UINT64_C(0x{:x}), {} }};",
            payload,
            name,
            header,
            c_string(s)
        );
        self.strings.insert(s.to_vec(), name.clone());
        format!("((SkValue)&{}.bytes)", name)
    }

    pub fn exn_named(&self, name: &str) -> Option<ExnId> {
        self.p.exns.iter().position(|e| e.name == name).map(|i| ExnId(i as u32))
    }

    fn program(&mut self) {
        let p = self.p;
        self.place_statics();
        // Globals.
        let mut gdecls = String::new();
        let mut roots = Vec::new();
        let mut constant_globals = std::collections::HashSet::new();
        for s in &p.globals {
            let t = self.ty(s.var);
            if let Some(init) = self.constant_initialiser(s) {
                // Constants need no initialisation code, and point at no heap.
                let _ = writeln!(gdecls, "static const {} {} = {};", c_type(t), self.var(s.var), init);
                constant_globals.insert(s.var);
                continue;
            }
            let _ = writeln!(gdecls, "static {} {};", c_type(t), self.var(s.var));
            if !is_scalar(t) {
                roots.push(self.var(s.var));
            }
        }
        // Prototypes: (text without `;`, kept `static` when the
        // program is split into units: units.rs).
        let mut protos: Vec<(String, bool)> = Vec::new();
        for i in 0..p.functions.len() {
            let id = FuncId(i as u32);
            protos.push((self.prototype(id), self.early_exit(id).is_some()));
        }
        for i in 0..p.functions.len() {
            if self.has_env_variant(FuncId(i as u32)) {
                protos.push((self.variant_prototype(FuncId(i as u32), false), true));
            }
            if self.has_pair_variant(FuncId(i as u32)) {
                protos.push((self.variant_prototype(FuncId(i as u32), true), true));
            }
        }
        for g in 0..self.tail.groups.len() {
            protos.push((self.group_prototype(g), false));
        }
        for i in 0..p.functions.len() {
            let id = FuncId(i as u32);
            if self.cloned(id) {
                self.skip_mode = true;
                protos.push((self.prototype(id), self.early_exit(id).is_some()));
                if self.has_env_variant(id) {
                    protos.push((self.variant_prototype(id, false), true));
                }
                self.skip_mode = false;
            }
        }
        // Exception names.
        let mut names = String::from("static const char *const skc_exn_names[] = {");
        for e in &p.exns {
            let _ = write!(names, " {},", c_string(e.name.as_bytes()));
        }
        names.push_str(" \"\" };\nstatic const char *skc_exn_name(int64_t tag) { return skc_exn_names[tag]; }\n");
        // Global initialisation.
        let init_body = {
            let dummy = Function { name: "init".into(), params: vec![], result: Type::unit(), env: None, start: BlockId(0), blocks: vec![] };
            let ctx = Ctx { fid: FuncId(u32::MAX), func: &dummy, handler: None, prefix: "", fast: false, from: None, copy: None, strip: None };
            let mut body = String::new();
            for s in p.globals.iter().filter(|s| !constant_globals.contains(&s.var)) {
                self.statement(&ctx, s, &mut body);
            }
            body
        };
        let mut funcs = String::new();
        for g in 0..self.tail.groups.len() {
            self.mark(&funcs, units::Seg::Def { run_once: false });
            self.group(g, &mut funcs);
        }
        for i in 0..p.functions.len() {
            self.function(FuncId(i as u32), &mut funcs);
        }
        for i in 0..p.functions.len() {
            let id = FuncId(i as u32);
            if self.cloned(id) {
                self.skip_mode = true;
                self.function(id, &mut funcs);
                if self.has_env_variant(id) {
                    self.mark(&funcs, units::Seg::Inline);
                    self.variant_function(id, false, &mut funcs);
                }
                self.skip_mode = false;
            }
        }
        let static_defs = self.static_defs();
        let main_name = self.func_name(p.main);
        let init = format!("static SkValue skc_init_globals(SkMutator *m) {{\n{}    return SK_UNIT;\n}}\n\n", init_body);
        let mut entry = String::new();
        let out = &mut entry;
        let main = p.func(p.main);
        let main_args = if main.params.len() == 1 { "m, SK_UNIT" } else { "m" };
        let _ = writeln!(out, "static void skc_program(SkMutator *m) {{");
        for r in &roots {
            let _ = writeln!(out, "    sk_register_roots(&{}, 1);", r);
        }
        let _ = writeln!(out, "    skc_init_globals(m);");
        let _ = writeln!(out, "    if (!m->raised) {}({});", main_name, main_args);
        let _ = writeln!(out, "    if (m->raised) skc_uncaught(m, m->exn);\n}}\n");
        let _ = writeln!(out, "int main(int argc, char **argv) {{");
        // A program with no fork-join primitive left after optimisation
        // runs with no worker or heartbeat thread (sk_main).
        let _ = writeln!(out, "    sk_main(argc, argv, skc_program, {});\n}}", self.forks as u8);
        self.parts = Some(units::Parts {
            ffi_defs: prims_ffi::declarations(self.p, true),
            ffi_decls: prims_ffi::declarations(self.p, false),
            names,
            string_defs: std::mem::take(&mut self.string_defs),
            static_defs,
            gdecls,
            protos,
            loop_defs: std::mem::take(&mut self.loop_defs),
            init,
            funcs,
            marks: std::mem::take(&mut self.marks),
            entry,
        });
    }

    /// Marks where the next piece of `funcs` starts, and what it is
    /// (units.rs).
    fn mark(&mut self, funcs: &str, seg: units::Seg) {
        self.marks.push((funcs.len(), seg));
    }

    /// How function `id`'s definition is placed when the program is split
    /// (units.rs): an inline function is copied into every unit that calls
    /// it, another is defined in one.
    fn seg_of(&self, id: FuncId) -> units::Seg {
        if self.leaves[id.0 as usize] || self.loop_bodies.contains(&id) {
            units::Seg::Inline
        } else {
            units::Seg::Def { run_once: self.runs_once_straight(id) }
        }
    }

    fn finish(self) -> String {
        self.parts.map(|parts| parts.single()).unwrap_or_default()
    }

    /// A recursive function that starts with a cheap test one of whose
    /// arms returns at once (`fib`: `if n < 2 then n else ...`): its entry
    /// block is only constants and integer comparisons ending in a
    /// two-way case, and one target returns a constant or a parameter
    /// without doing anything else.  Returns (that target, the other).
    /// Such a function is emitted as a `static inline` wrapper holding the
    /// test and a body function holding everything (`function`): every
    /// call, the body's recursive calls included, tests inline and calls
    /// only when it must.  gcc does this by itself (fnsplit) only
    /// sometimes: two identical C fib functions ran in 0.29 and 0.49 s.
    fn early_exit(&self, id: FuncId) -> Option<(BlockId, BlockId)> {
        let f = self.p.func(id);
        if self.tail.member[id.0 as usize].is_some() || self.loop_bodies.contains(&id) {
            return None;
        }
        let calls_self = |tail: bool| {
            f.blocks.iter().any(|b| matches!(&b.transfer, Transfer::Call { func, ret, .. } if *func == id && matches!(ret, Return::Tail) == tail))
        };
        // Recursion through the branches of a par: `fib` calls its
        // `fn () => fib (n - 1)` closures through ForkJoin.par.
        let through_par = || {
            f.blocks.iter().flat_map(|b| &b.stmts).any(|st| match &st.exp {
                Exp::Prim { name, args } if name == "ForkJoin.par" => args.iter().filter_map(|a| self.closure_func.get(a)).any(|g| {
                    self.p.func(*g).blocks.iter().any(|b| matches!(&b.transfer, Transfer::Call { func, .. } if *func == id))
                }),
                _ => false,
            })
        };
        if calls_self(true) || !(calls_self(false) || through_par()) {
            return None;
        }
        let entry = f.block(f.start);
        let scalar = |v: &VarId| matches!(self.ty(*v), Type::Int | Type::Word | Type::Char);
        let cheap = |st: &Statement| match &st.exp {
            Exp::Const(_) => true,
            Exp::Prim { name, args } => {
                let (structure, op) = name.rsplit_once('.').unwrap_or(("", name));
                matches!(op, "<" | ">" | "<=" | ">=")
                    && (structure.starts_with("Int") || structure.starts_with("Word") || structure == "Char")
                    && structure != "IntInf"
                    && args.iter().all(scalar)
            }
            _ => false,
        };
        if !entry.params.is_empty() || !entry.stmts.iter().all(cheap) {
            return None;
        }
        let Transfer::Case { cases, default, .. } = &entry.transfer else { return None };
        let mut targets = cases.targets();
        targets.extend(default.iter().copied());
        let [a, b] = targets[..] else { return None };
        let returns_at_once = |t: BlockId| {
            let blk = f.block(t);
            t != f.start
                && blk.params.is_empty()
                && blk.stmts.iter().all(|st| matches!(st.exp, Exp::Const(_)))
                && matches!(blk.transfer, Transfer::Return(v) if f.params.contains(&v) || blk.stmts.iter().any(|st| st.var == v) || entry.stmts.iter().any(|st| st.var == v && matches!(st.exp, Exp::Const(_))))
        };
        if a == b {
            None
        } else if returns_at_once(a) {
            Some((a, b))
        } else if returns_at_once(b) {
            Some((b, a))
        } else {
            None
        }
    }

    /// The wrapper of an `early_exit` function: its entry block and
    /// returning target, and a call of `body` on the other target.
    fn early_exit_wrapper(&mut self, id: FuncId, leaf: BlockId, other: BlockId, body: &str, out: &mut String) {
        let f = self.p.func(id);
        let entry = f.block(f.start);
        let _ = writeln!(out, "{} {{", self.prototype_as(id, "inline ", &self.emitted_name(id)));
        for st in entry.stmts.iter().chain(&f.block(leaf).stmts) {
            let _ = writeln!(out, "    {} {};", c_type(self.ty(st.var)), self.var(st.var));
        }
        // The entry's case passes `other` its arguments (a constructor's
        // field, `N | A of t`): dead stores here, the body starts over,
        // but C needs the variables declared.
        for v in &f.block(other).params {
            let _ = writeln!(out, "    {} {};", c_type(self.ty(*v)), self.var(*v));
            if self.lens.contains(v) {
                let _ = writeln!(out, "    size_t {};", self.len_var(*v));
            }
        }
        let prefix = "w_";
        for b in [f.start, leaf] {
            let blk = f.block(b);
            let _ = writeln!(out, "{prefix}L{}:;", b.0);
            let ctx = Ctx { fid: id, func: f, handler: blk.handler, prefix, fast: self.is_fast(id), from: None, copy: None, strip: None };
            for st in &blk.stmts {
                self.statement(&ctx, st, out);
            }
            self.transfer(&ctx, &blk.transfer, out);
        }
        let mut args = vec!["m".to_string()];
        args.extend(f.params.iter().map(|v| self.var(*v)));
        let _ = writeln!(out, "{prefix}L{}:;\n    return {body}({});\n}}\n", other.0, args.join(", "));
    }

    fn function(&mut self, id: FuncId, out: &mut String) {
        if let Some((g, i)) = self.tail.member[id.0 as usize] {
            self.mark(out, self.seg_of(id));
            // A thin wrapper: enter the group at this member.
            let _ = writeln!(out, "{} {{", self.prototype(id));
            let mut args = vec!["m".to_string(), i.to_string()];
            for &fid in &self.tail.groups[g] {
                for v in &self.p.func(fid).params {
                    args.push(if fid == id { self.var(*v) } else { "0".to_string() });
                }
            }
            let _ = writeln!(out, "    return skc_group{}({});
}}
", g, args.join(", "));
            return;
        }
        self.lens = self.lengths(&[id]);
        let proto = match self.early_exit(id) {
            Some((leaf, other)) => {
                let body = format!("{}_body", self.emitted_name(id));
                let proto = self.prototype_as(id, "__attribute__((noinline)) ", &body);
                self.mark(out, units::Seg::Proto);
                let _ = writeln!(out, "{proto};");
                self.mark(out, units::Seg::Inline);
                self.early_exit_wrapper(id, leaf, other, &body, out);
                self.mark(out, units::Seg::Def { run_once: false });
                proto
            }
            None => {
                self.mark(out, self.seg_of(id));
                self.prototype(id)
            }
        };
        let _ = writeln!(out, "{proto} {{");
        self.locals(id, out);
        let f = self.p.func(id);
        let self_tail = f.blocks.iter().any(|b| matches!(&b.transfer, Transfer::Call { func, ret: Return::Tail, .. } if *func == id));
        // The lengths of the parameters are loaded once: a self tail call
        // jumps to skc_entry with them already set (`tail_lengths`), so a
        // loop written as a tail-recursive function does not reload an
        // array's header on every turn (gcc cannot hoist that load past
        // the poll, whose slow path may write memory).
        out.push_str(&self.len_defs(&self.params_loading_length(id)));
        if self_tail {
            let hoisted = hoisted_env_reads(id, f);
            let ctx = Ctx { fid: id, func: f, handler: None, prefix: "", fast: self.is_fast(id), from: None, copy: None, strip: None };
            for s in &hoisted {
                self.statement(&ctx, s, out);
                out.push_str(&self.len_defs(&[s.var]));
            }
            self.hoisted = hoisted.iter().map(|s| s.var).collect();
            out.push_str("skc_entry:\n");
        }
        if self.polls && self.entry_polls[id.0 as usize] {
            out.push_str(&self.entry_poll(id, false));
        }
        let _ = writeln!(out, "    goto L{};", f.start.0);
        self.blocks(id, "", out);
        self.hoisted.clear();
        out.push_str("}\n\n");
        if self.skip_mode {
            return;
        }
        if self.has_env_variant(id) {
            self.mark(out, units::Seg::Inline);
            self.variant_function(id, false, out);
        }
        if self.has_pair_variant(id) {
            self.mark(out, units::Seg::Inline);
            self.variant_function(id, true, out);
        }
    }

    /// The poll at the entry of function `id` (of its `_env` variant with
    /// `variant`).  In a `_skip` clone it is the gate (skein.h
    /// `sk_skip_gate`): on a heartbeat, or when the task has latent room
    /// again, the call goes on in the function itself, which polls and
    /// records forks.
    fn entry_poll(&self, id: FuncId, variant: bool) -> String {
        if !self.skip_mode {
            return "    SK_POLL(m);\n".to_string();
        }
        let f = self.p.func(id);
        let mut args = vec!["m".to_string()];
        let (name, params) = if variant {
            let lens = self.env_len_slots(id);
            for (i, _) in f.env.iter().flatten().enumerate() {
                args.push(format!("skc_env{i}"));
                if lens[i] {
                    args.push(format!("skc_env{i}_len"));
                }
            }
            (self.env_name(id), &f.params[1..])
        } else {
            // An early-exit function's clone is its body's: the wrapper's
            // test is done.
            let name = self.func_name(id);
            (if self.early_exit(id).is_some() { format!("{name}_body") } else { name }, &f.params[..])
        };
        args.extend(params.iter().map(|v| self.var(*v)));
        format!("    if (SK_UNLIKELY(sk_skip_gate(m))) return {name}({});\n", args.join(", "))
    }

    /// Does closure function `f` get an `_env` variant (`ParSites::env_variants`)?
    pub(crate) fn has_env_variant(&self, f: FuncId) -> bool {
        self.par.env_variants.contains(&f) && self.emitted_plainly(f)
    }

    /// Does reducer `f` get a `_pair` variant (`ParSites::pair_variants`)?
    pub(crate) fn has_pair_variant(&self, f: FuncId) -> bool {
        self.par.pair_variants.contains(&f)
            && self.emitted_plainly(f)
            && matches!(self.p.func(f).params.get(1).map(|x| self.ty(*x)), Some(Type::Tuple(ts)) if ts.len() == 2)
    }

    /// Is `f` emitted as one C function of its own (no tail group, no
    /// early-exit wrapper), so that a variant can copy its blocks?
    fn emitted_plainly(&self, f: FuncId) -> bool {
        self.tail.member[f.0 as usize].is_none() && self.early_exit(f).is_none()
    }

    /// Environment slot `i` of a closure of `func`, loaded from the C
    /// expression `closure`.
    pub(crate) fn env_slot(&self, func: FuncId, closure: &str, i: usize) -> Option<String> {
        let unit = Type::unit();
        let env: Vec<Type> = self.p.func(func).env.clone().unwrap_or_default();
        let mut tys = vec![&unit];
        tys.extend(env.iter());
        let lay = layout(&tys);
        Some(self.load(closure, &lay, *lay.slots.get(i + 1)?, tys.get(i + 1)?))
    }

    /// The environment of a closure of `func` (the C expression `closure`)
    /// loaded into C locals `{prefix}0...` (and `{prefix}I_len` for the
    /// lengths the variants take, `env_len_slots`): their declarations, a
    /// line each, and their names (the arguments of a variant's call).
    pub(crate) fn load_env(&self, func: FuncId, closure: &str, prefix: &str) -> (String, Vec<String>) {
        let mut decls = String::new();
        let mut names = Vec::new();
        let lens = self.env_len_slots(func);
        for (i, t) in self.p.func(func).env.iter().flatten().enumerate() {
            let load = self.env_slot(func, closure, i).unwrap_or_else(|| "0".into());
            let _ = writeln!(decls, "    {} {prefix}{i} = {load};", c_type(t));
            names.push(format!("{prefix}{i}"));
            if lens[i] {
                let _ = writeln!(decls, "    size_t {prefix}{i}_len = SK_LENGTH({prefix}{i});");
                names.push(format!("{prefix}{i}_len"));
            }
        }
        (decls, names)
    }

    /// `name(m, env..., args...)`: a call of a variant (`variant_function`);
    /// `env` holds the lengths the variant takes too (`load_env`,
    /// `env_values`).
    pub(crate) fn variant_call(&self, name: &str, env: impl IntoIterator<Item = String>, args: &[&str]) -> String {
        let all: Vec<String> = std::iter::once("m".to_string()).chain(env).chain(args.iter().map(|a| a.to_string())).collect();
        format!("{name}({})", all.join(", "))
    }

    /// The environment arguments of a variant of `func` from the values
    /// of its slots: each followed by its length where the variant takes
    /// one (`env_len_slots`).
    pub(crate) fn env_values(&self, func: FuncId, vals: impl IntoIterator<Item = String>) -> Vec<String> {
        let lens = self.env_len_slots(func);
        let mut out = Vec::new();
        for (i, v) in vals.into_iter().enumerate() {
            let len = lens.get(i).copied().unwrap_or(false).then(|| format!("SK_LENGTH({v})"));
            out.push(v);
            out.extend(len);
        }
        out
    }

    /// Per environment slot of closure function `f`: is it an array,
    /// vector or string whose length `f` reads (`length_read`), or passes
    /// to a leaf that takes it (`lengths_passed`)?  Its variants then take the length
    /// as a parameter too: the caller (a loop runner) loads it once, where
    /// the body inlined in the runner's loop reloaded it every iteration
    /// (its array stores may alias the header, for gcc).
    pub(crate) fn env_len_slots(&self, f: FuncId) -> Vec<bool> {
        let func = self.p.func(f);
        let n = func.env.as_ref().map_or(0, |e| e.len());
        let mut out = vec![false; n];
        let Some(&me) = func.params.first() else { return out };
        let mut slot_of: HashMap<VarId, usize> = HashMap::new();
        for s in func.blocks.iter().flat_map(|b| &b.stmts) {
            if let Exp::ClosureEnv { closure, index, .. } = &s.exp {
                if *closure == me {
                    slot_of.insert(s.var, *index as usize);
                }
            }
        }
        for s in func.blocks.iter().flat_map(|b| &b.stmts) {
            if let Some(i) = length_read(&s.exp).and_then(|a| slot_of.get(&a)) {
                out[*i] = true;
            }
        }
        for b in &func.blocks {
            for a in self.lengths_passed(&b.transfer) {
                if let Some(&i) = slot_of.get(&a) {
                    out[i] = true;
                }
            }
        }
        out
    }

    pub(crate) fn env_name(&self, f: FuncId) -> String {
        format!("{}_env", self.func_name(f))
    }

    pub(crate) fn pair_name(&self, f: FuncId) -> String {
        format!("{}_pair", self.func_name(f))
    }

    /// The return type of `f`'s variants: always `SkcRet_T` (the raised
    /// flag in a register: their callers, a par or a loop runner, then
    /// need not load `m->raised` after every call).
    pub(crate) fn env_return(&self, f: FuncId) -> String {
        ret_struct(self.c_result(self.p.func(f)))
    }

    /// `R NAME_env(m, env0, ..., arg)`: closure function `id` with its
    /// environment as parameters `skc_env0...` instead of `self`; with
    /// `pair`, `R NAME_pair(m, env0, ..., arg0, arg1)`, its pair argument
    /// passed as its components `skc_arg0`, `skc_arg1`.
    fn variant_prototype(&self, id: FuncId, pair: bool) -> String {
        let f = self.p.func(id);
        let mut params = vec!["SkMutator *m".to_string()];
        let lens = self.env_len_slots(id);
        for (i, t) in f.env.iter().flatten().enumerate() {
            params.push(format!("{} skc_env{i}", c_type(t)));
            if lens[i] {
                params.push(format!("size_t skc_env{i}_len"));
            }
        }
        for v in f.params.iter().skip(1) {
            match self.ty(*v) {
                Type::Tuple(ts) if pair => {
                    for (i, t) in ts.iter().enumerate() {
                        params.push(format!("{} skc_arg{i}", c_type(t)));
                    }
                }
                t => params.push(format!("{} {}", c_type(t), self.var(*v))),
            }
        }
        let name = if pair { self.pair_name(id) } else { self.env_name(id) };
        let name = skip_name(name, self.skip_mode);
        let always = if self.leaves[id.0 as usize] { "__attribute__((always_inline)) " } else { "" };
        format!("static inline {always}{} {}({})", self.env_return(id), name, params.join(", "))
    }

    /// A variant of closure function `id` (its `self` is read only through
    /// `ClosureEnv`: prims_par's `self_only_env`; with `pair`, its argument
    /// only through `Select`: `only_selects_arg`).
    fn variant_function(&mut self, id: FuncId, pair: bool, out: &mut String) {
        let _ = writeln!(out, "{} {{", self.variant_prototype(id, pair));
        self.locals(id, out);
        let f = self.p.func(id);
        if self.polls && self.entry_polls[id.0 as usize] {
            out.push_str(&self.entry_poll(id, true));
        }
        if !pair {
            out.push_str(&self.len_defs(&f.params[1..]));
        }
        let _ = writeln!(out, "    goto L{};", f.start.0);
        self.env_variant = Some(id);
        self.unpack_arg = pair;
        self.blocks(id, "", out);
        self.env_variant = None;
        self.unpack_arg = false;
        out.push_str("}\n\n");
    }

    fn group_prototype(&self, g: usize) -> String {
        let members = &self.tail.groups[g];
        let mut params = vec!["SkMutator *m".to_string(), "int skc_entry_ix".to_string()];
        for &fid in members {
            for v in &self.p.func(fid).params {
                params.push(format!("{} {}", c_type(self.ty(*v)), self.var(*v)));
            }
        }
        format!("static {} skc_group{}({})", self.c_return(members[0]), g, params.join(", "))
    }

    /// One C function for tail group `g` (see `tailgroups`).
    fn group(&mut self, g: usize, out: &mut String) {
        let members = self.tail.groups[g].clone();
        self.lens = self.lengths(&members);
        let _ = writeln!(out, "{} {{", self.group_prototype(g));
        for &fid in &members {
            self.locals(fid, out);
        }
        out.push_str("    switch (skc_entry_ix) {\n");
        for (i, _) in members.iter().enumerate() {
            let _ = writeln!(out, "    case {}: goto skc_start_g{};", i, i);
        }
        out.push_str("    default: __builtin_unreachable();\n    }\n");
        for (i, &fid) in members.iter().enumerate() {
            let prefix = format!("g{}_", i);
            let poll = if self.polls { "    SK_POLL(m);\n" } else { "" };
            // Entered from outside at skc_start (lengths loaded), by tail
            // calls within the group at skc_entry (`tail_lengths`).
            let _ = writeln!(out, "skc_start_g{}:\n{}skc_entry_g{}:\n{poll}    goto {}L{};", i, self.len_defs(&self.p.func(fid).params), i, prefix, self.p.func(fid).start.0);
            self.blocks(fid, &prefix, out);
        }
        out.push_str("}\n\n");
    }

    /// Declarations of a function's block parameters and statement variables.
    fn locals(&self, id: FuncId, out: &mut String) {
        let f = self.p.func(id);
        for b in &f.blocks {
            for v in b.params.iter().chain(b.stmts.iter().map(|s| &s.var)) {
                if !self.globals[v.0 as usize] && !self.statics.is_silent(*v) {
                    let _ = writeln!(out, "    {} {};", c_type(self.ty(*v)), self.var(*v));
                }
            }
        }
        let taken: Vec<VarId> = f.params.iter().enumerate().filter(|&(i, _)| self.takes_length(id, i)).map(|(_, v)| *v).collect();
        let mut lens: Vec<VarId> = self
            .lens
            .iter()
            .copied()
            .filter(|v| !taken.contains(v) && (f.params.contains(v) || f.blocks.iter().any(|b| b.params.contains(v) || b.stmts.iter().any(|s| s.var == *v))))
            .collect();
        lens.sort_unstable_by_key(|v| v.0);
        for v in lens {
            let _ = writeln!(out, "    size_t {};", self.len_var(v));
        }
    }

    /// The arrays, vectors and strings whose length functions `fs` read
    /// (`length_read`) or pass to a leaf (`lengths_passed`), bound in
    /// those functions (parameters, block parameters, statements the par
    /// code does not emit itself).  Their length (immutable) is loaded into a C local
    /// where they are bound, and the length primitives read that local:
    /// gcc cannot keep a length loaded before a loop across the loop's
    /// poll (its slow path is a call that may write memory), so bounds
    /// checks reloaded it every iteration; a C local stays in a register
    /// or a stack slot (bench nbody; the string hashed by bench dedup's
    /// `strHash` loop).
    fn lengths(&self, fs: &[FuncId]) -> std::collections::HashSet<VarId> {
        let mut used = std::collections::HashSet::new();
        let mut bound = std::collections::HashSet::new();
        for &fid in fs {
            let f = self.p.func(fid);
            bound.extend(f.params.iter().copied());
            for b in &f.blocks {
                bound.extend(b.params.iter().copied());
                used.extend(self.lengths_passed(&b.transfer));
                for s in &b.stmts {
                    if !self.par.deferred.contains(&s.var) {
                        bound.insert(s.var);
                    }
                    used.extend(length_read(&s.exp));
                }
            }
        }
        used.retain(|v| bound.contains(v) && !self.globals[v.0 as usize]);
        used
    }

    /// The arguments of a direct call whose lengths the callee takes too
    /// (`takes_length`).
    fn lengths_passed<'t>(&'t self, t: &'t Transfer) -> impl Iterator<Item = VarId> + 't {
        let call = match t {
            Transfer::Call { func, args, .. } => Some((*func, args)),
            _ => None,
        };
        call.into_iter().flat_map(move |(g, args)| args.iter().enumerate().filter(move |&(i, _)| self.takes_length(g, i)).map(|(_, a)| *a))
    }

    pub fn len_var(&self, v: VarId) -> String {
        format!("{}_len", self.var(v))
    }

    /// Is `s` a read of the environment, in the variant being emitted,
    /// whose length the variant takes as a parameter (`env_len_slots`)?
    fn env_len_param(&self, s: &Statement) -> bool {
        match &s.exp {
            Exp::ClosureEnv { closure, func, index } if self.env_variant == Some(*func) && self.p.func(*func).params.first() == Some(closure) => {
                self.env_len_slots(*func).get(*index as usize).copied().unwrap_or(false)
            }
            _ => false,
        }
    }

    /// Before a tail call that jumps back into this C function (itself, or
    /// a member of its tail group): the lengths of the callee's parameters
    /// that keep one, from their arguments, since the jump skips the
    /// callee's `len_defs`.  A parameter passed itself keeps its length;
    /// the others go through temporaries (arguments may be parameters
    /// being reassigned), all read before `assign` overwrites anything.
    /// An argument's own length local is used when it is a parameter of
    /// the caller `from` or of one of its blocks (always loaded on entry);
    /// other arguments' headers are read.
    fn tail_lengths(&self, from: &Function, params: &[VarId], args: &[VarId], out: &mut String) {
        let pairs: Vec<(VarId, VarId)> = params.iter().copied().zip(args.iter().copied()).filter(|(p, a)| p != a && self.lens.contains(p)).collect();
        if pairs.is_empty() {
            return;
        }
        let loaded = |a: &VarId| self.lens.contains(a) && (from.params.contains(a) || from.blocks.iter().any(|b| b.params.contains(a)));
        out.push_str("    {");
        for (i, (_, a)) in pairs.iter().enumerate() {
            let len = if loaded(a) { self.len_var(*a) } else { format!("SK_LENGTH({})", self.var(*a)) };
            let _ = write!(out, " size_t lt{} = {};", i, len);
        }
        for (i, (p, _)) in pairs.iter().enumerate() {
            let _ = write!(out, " {} = lt{};", self.len_var(*p), i);
        }
        out.push_str(" }\n");
    }

    /// Loads the lengths kept in C locals of those of `vs` that have one.
    fn len_defs(&self, vs: &[VarId]) -> String {
        let mut s = String::new();
        for v in vs {
            if self.lens.contains(v) {
                let _ = writeln!(s, "    {} = SK_LENGTH({});", self.len_var(*v), self.var(*v));
            }
        }
        s
    }

    /// The labelled blocks of function `id`.  Loop heads (`loop_heads`)
    /// poll, like a function entry does, unless the loop is counted and
    /// short (`polls::loop_polls`).
    fn blocks(&mut self, id: FuncId, prefix: &str, all: &mut String) {
        let mut body = String::new();
        let out = &mut body;
        let f = self.p.func(id);
        let loop_head = self.loop_polls[id.0 as usize].clone();
        let quiet = if self.polls { self.quiet[id.0 as usize].clone() } else { Vec::new() };
        let fast = self.is_fast(id) || self.env_variant == Some(id);
        // The stops of strip-mined loops (declared before any label, after
        // the jump to the first block).
        let strip_loops: Vec<&polls::QuietLoop> = quiet.iter().filter(|l| !l.strips.is_empty()).collect();
        for l in &strip_loops {
            for k in 0..l.terms.len() {
                let _ = writeln!(out, "    int64_t {};", strip_stop(prefix, l.head, k));
            }
        }
        let this = &*self;
        let emits: Vec<(&polls::QuietLoop, &polls::StripTest, StripEmit)> =
            strip_loops.iter().flat_map(|&l| l.strips.iter().map(move |st| (l, st, this.strip_emit(f, prefix, l, st)))).collect();
        for (i, b) in f.blocks.iter().enumerate() {
            // A nested strip-mined loop's outer head (`strip_nest`).
            if let Some(l) = strip_loops.iter().find(|l| l.head == i && l.nested) {
                let _ = writeln!(out, "{prefix}L{i}o:;");
                for k in 0..l.terms.len() {
                    out.push_str(&self.strip_stop_code(prefix, l, k));
                }
            }
            let _ = writeln!(out, "{}L{}:;", prefix, i);
            // A strip-mined loop polls where a strip ends (its stubs).
            let strip_head = strip_loops.iter().any(|l| l.head == i);
            if self.polls && loop_head.get(i).copied().unwrap_or(false) && !strip_head {
                out.push_str("    SK_POLL(m);\n");
            }
            let strip = emits.iter().find(|e| e.1.block == i).map(|e| &e.2);
            let ctx = Ctx { fid: id, func: f, handler: b.handler, prefix, fast, from: Some(i), copy: None, strip };
            self.block_body(&ctx, b, out);
        }
        // The quiet loops' copies: no poll at the head, and jumps within
        // the loop stay in the copy.
        for l in &quiet {
            for &i in &l.blocks {
                let b = &f.blocks[i];
                let _ = writeln!(out, "{}L{}q:;", prefix, i);
                let ctx = Ctx { fid: id, func: f, handler: b.handler, prefix, fast, from: Some(i), copy: Some(&l.blocks), strip: None };
                self.block_body(&ctx, b, out);
            }
        }
        // A strip-mined loop's stubs, where a test met its stop: the test
        // against the limit; if the counter is still inside it, a poll
        // and the term's next stop, and the iteration goes on.
        for (l, st, e) in &emits {
            let b = &f.blocks[st.block];
            let _ = writeln!(out, "{}:;", e.stub);
            let ctx = Ctx { fid: id, func: f, handler: b.handler, prefix, fast, from: Some(st.block), copy: None, strip: None };
            if let Some(s) = b.stmts.iter().find(|s| s.var == st.test) {
                self.statement(&ctx, s, out);
            }
            let _ = writeln!(out, "    if ({} == {}) {{\n        SK_POLL(m);", self.var(st.test), e.stay);
            if l.nested {
                let _ = writeln!(out, "        goto {prefix}L{}o;\n    }}\n    goto {prefix}L{};", l.head, e.outside);
            } else {
                out.push_str(&self.strip_stop_code(prefix, l, st.term));
                let _ = writeln!(out, "        goto {prefix}L{};\n    }}\n    goto {prefix}L{};", st.inside, e.outside);
            }
        }
        self.check_never_raises(id, &body);
        all.push_str(&body);
    }

    /// Block `b`'s statements and transfer, after its label (and poll).
    fn block_body(&mut self, ctx: &Ctx, b: &Block, out: &mut String) {
        out.push_str(&self.len_defs(&b.params));
        for s in &b.stmts {
            if let Some(st) = ctx.strip.filter(|st| st.test == s.var) {
                out.push_str(&st.stmt);
                continue;
            }
            if self.hoisted.contains(&s.var) {
                continue;
            }
            self.statement(ctx, s, out);
            if !self.par.deferred.contains(&s.var) && !self.env_len_param(s) {
                out.push_str(&self.len_defs(&[s.var]));
            }
        }
        self.transfer(ctx, &b.transfer, out);
    }

    /// The C expression of a quiet loop's limit (`polls::Limit`).
    fn limit_expr(&self, l: &polls::Limit) -> String {
        match l {
            polls::Limit::Var(v) => self.var(*v),
            polls::Limit::Const(k) => format!("INT64_C({k})"),
            polls::Limit::Length(a) => format!("(int64_t)SK_LENGTH({})", self.var(*a)),
            // Wrapping: where `v + k` overflows, the loop raises Overflow
            // computing it before its first test, in either copy.
            polls::Limit::Offset(v, k) => format!("(int64_t)((uint64_t){} + (uint64_t)INT64_C({k}))", self.var(*v)),
        }
    }

    /// Term `k`'s stop in strip-mined loop `l`, from its counter now: at
    /// most `BOUNDED_TRIPS` steps ahead (skein.h `sk_strip_up`).
    fn strip_stop_code(&self, prefix: &str, l: &polls::QuietLoop, k: usize) -> String {
        let t = &l.terms[k];
        let f = match t.kind {
            polls::TripKind::Below { .. } => "sk_strip_up",
            _ => "sk_strip_down",
        };
        format!("    {} = {f}({}, {});\n", strip_stop(prefix, l.head, k), self.var(t.counter), self.limit_expr(&t.limit))
    }

    /// How strip test `st` of loop `l` is emitted.
    fn strip_emit(&self, f: &Function, prefix: &str, l: &polls::QuietLoop, st: &polls::StripTest) -> StripEmit {
        let counter = self.var(l.terms[st.term].counter);
        let stop = strip_stop(prefix, l.head, st.term);
        let (a, b) = if st.counter_first { (counter.clone(), stop) } else { (stop, counter.clone()) };
        let outside = f.blocks[st.block].transfer.targets().into_iter().map(|b| b.0 as usize).find(|&b| b != st.inside).unwrap_or(st.inside);
        let test = self.var(st.test);
        let mut stmt = format!("    {test} = SKC_BOOL({a} {} {b});\n", st.cmp);
        // Where the stop's test says stay, so does the limit's: told so,
        // gcc keeps what it knows from the limit (`k < n` bounds `k * n`
        // in a matrix product's dot loop), as in a copy tested against it.
        let real = f.blocks[st.block].stmts.iter().find(|s| s.var == st.test).and_then(|s| match &s.exp {
            Exp::Prim { args, .. } if args.len() == 2 => Some(format!("SKC_BOOL({} {} {})", self.var(args[0]), st.cmp, self.var(args[1]))),
            _ => None,
        });
        let stay = if st.inside_when { "SK_IMM(1)" } else { "SK_IMM(0)" };
        if let Some(real) = real {
            let _ = writeln!(stmt, "    if ({test} == {stay} && {real} != {stay}) __builtin_unreachable();");
        }
        StripEmit { test: st.test, stmt, outside, stub: strip_stub(prefix, st.block), stay }
    }

    /// The jump from block `from` to `dst` when it enters a quiet loop
    /// (`polls::QuietLoop`), after the head's parameters are set: to the
    /// poll-free copy when the counters allow at most `BOUNDED_TRIPS`
    /// iterations, else to the loop itself.
    fn quiet_entry(&self, ctx: &Ctx, from: usize, dst: BlockId) -> Option<String> {
        let h = dst.0 as usize;
        let l = self.quiet.get(ctx.fid.0 as usize)?.iter().find(|l| l.head == h && l.blocks.binary_search(&from).is_err())?;
        let terms: Vec<String> = l
            .terms
            .iter()
            .map(|t| {
                let (x, lim) = (self.var(t.counter), self.limit_expr(&t.limit));
                match t.kind {
                    polls::TripKind::Below { inclusive: false } => format!("sk_trips({x}, {lim})"),
                    polls::TripKind::Below { inclusive: true } => format!("sk_trips({x}, {lim}) + 1"),
                    polls::TripKind::Above { inclusive: false } => format!("sk_trips({lim}, {x})"),
                    polls::TripKind::Above { inclusive: true } => format!("sk_trips({lim}, {x}) + 1"),
                    polls::TripKind::Unequal { up: true } => format!("({x} <= {lim} ? sk_trips({x}, {lim}) : SK_TRIPS_MANY)"),
                    polls::TripKind::Unequal { up: false } => format!("({x} >= {lim} ? sk_trips({lim}, {x}) : SK_TRIPS_MANY)"),
                }
            })
            .collect();
        let head = format!("{}L{h}", ctx.prefix);
        // A strip-mined loop, entered long, starts with every term's stop
        // (at its outer head when nested: `strip_nest`).
        let (stops, start): (String, String) = if l.strips.is_empty() {
            (String::new(), head.clone())
        } else if l.nested {
            (String::new(), format!("{head}o"))
        } else {
            ((0..l.terms.len()).map(|k| self.strip_stop_code(ctx.prefix, l, k)).collect(), head.clone())
        };
        Some(format!("    if ({} <= {}) goto {head}q;\n{stops}    goto {start};\n", terms.join(" + "), polls::BOUNDED_TRIPS))
    }

    /// Whether block `b` of `f` only raises a failure: it reaches, by
    /// unconditional jumps alone, a `raise` that leaves `f` or that raises
    /// one of the Basis' nullary exceptions (`Subscript`, `Overflow`,
    /// ...: bounds and overflow checks).  A `raise` to a handler of `f` of
    /// a program's own exception may be a loop's way out, so not cold.
    fn raises_only(&self, f: &Function, mut b: BlockId) -> bool {
        for _ in 0..8 {
            let blk = f.block(b);
            match &blk.transfer {
                Transfer::Goto { dst, .. } => b = *dst,
                Transfer::Raise(e) => {
                    let builtin = blk.stmts.iter().any(|s| {
                        s.var == *e && matches!(&s.exp, Exp::Exn { exn, .. } if self.p.exns.get(exn.0 as usize).is_some_and(|d| d.builtin))
                    });
                    return blk.handler.is_none() || builtin;
                }
                _ => return false,
            }
        }
        false
    }

    /// Code that raises `exn` (a C expression) to the current handler.
    pub fn raise_code(&self, ctx: &Ctx, exn: &str) -> String {
        match ctx.handler {
            Some(h) => {
                let param = ctx.func.block(h).params.first().map(|v| self.var(*v)).unwrap_or_else(|| "m->exn".into());
                format!("{{ {} = {}; goto {}; }}", param, exn, ctx.label(h))
            }
            None => format!("{{ m->exn = {}; {} }}", exn, self.propagate(ctx)),
        }
    }

    /// Leaves the function with the exception in `m->exn` (raises.rs).
    fn propagate(&self, ctx: &Ctx) -> String {
        let zero = c_zero(&ctx.func.result);
        if ctx.fast {
            format!("return ({}){{ {}, 1 }};", ret_struct(self.c_result(ctx.func)), zero)
        } else {
            format!("m->raised = 1; return {};", zero)
        }
    }

    /// A function classified as never raising must not contain code that
    /// raises out of it (`raise_code` is computed eagerly by `prim`, so
    /// the check is on the emitted text): `propagate`'s `m->raised = 1;
    /// return 0;`, a tail call's `m->raised = 1; return skc_r.v;`, or a
    /// call's `if (m->raised) return 0;`.  `m->raised = 1` alone is no
    /// exit: a loop run at its site (prims_par.rs `small_loop`) sets it
    /// when an iteration raised, and the site then takes the exception to
    /// the block's handler (a `parform` inside `handle _ => ...`).
    fn check_never_raises(&self, id: FuncId, body: &str) {
        if !self.may_raise(id) {
            assert!(
                !body.contains("m->raised = 1; return") && !body.contains("m->raised)) return "),
                "codegen: {} raises but was classified as never raising (raises.rs)",
                self.p.func(id).name
            );
        }
    }

    /// Code run after a call of a function with the `m->raised`
    /// convention: go to the handler if the callee raised.
    fn after_call(&self, ctx: &Ctx) -> String {
        match ctx.handler {
            Some(h) => {
                let param = ctx.func.block(h).params.first().map(|v| self.var(*v)).unwrap_or_else(|| "m->exn".into());
                format!("    if (SK_UNLIKELY(m->raised)) {{ m->raised = 0; {} = m->exn; goto {}; }}\n", param, ctx.label(h))
            }
            None if ctx.fast => {
                format!("    if (SK_UNLIKELY(m->raised)) {{ m->raised = 0; {} }}\n", self.propagate(ctx))
            }
            None => format!("    if (SK_UNLIKELY(m->raised)) return {};\n", c_zero(&ctx.func.result)),
        }
    }

    /// What to do when a fast callee's flag `flag` is set (the packet is
    /// in `m->exn`, `m->raised` is 0): go to the handler or propagate.
    fn after_fast_call(&self, ctx: &Ctx, flag: &str) -> String {
        match ctx.handler {
            Some(h) => {
                let param = ctx.func.block(h).params.first().map(|v| self.var(*v)).unwrap_or_else(|| "m->exn".into());
                format!("    if (SK_UNLIKELY({})) {{ {} = m->exn; goto {}; }}\n", flag, param, ctx.label(h))
            }
            None => format!("    if (SK_UNLIKELY({})) {{ {} }}\n", flag, self.propagate(ctx)),
        }
    }

    /// Assigns `args` to `params` as a parallel assignment.
    fn assign(&self, params: &[VarId], args: &[VarId], out: &mut String) {
        let pairs: Vec<(VarId, VarId)> = params.iter().copied().zip(args.iter().copied()).filter(|(p, a)| p != a).collect();
        if pairs.is_empty() {
            return;
        }
        if pairs.len() == 1 {
            let _ = writeln!(out, "    {} = {};", self.var(pairs[0].0), self.var(pairs[0].1));
            return;
        }
        out.push_str("    {");
        for (i, (p, a)) in pairs.iter().enumerate() {
            let _ = write!(out, " {} t{} = {};", c_type(self.ty(*p)), i, self.var(*a));
        }
        for (i, (p, _)) in pairs.iter().enumerate() {
            let _ = write!(out, " {} = t{};", self.var(*p), i);
        }
        out.push_str(" }\n");
    }

    /// Loads component `slot` of type `t` from object `obj` with `lay`.
    pub fn load(&self, obj: &str, lay: &Layout, slot: Slot, t: &Type) -> String {
        match slot {
            Slot::Ptr(i) => format!("SK_FIELD({}, {})", obj, i),
            Slot::Bytes(off) => format!("(({})*({} *)(SK_BYTES({}, {}) + {}))", c_type(t), slot_type(t), obj, lay.ptrs, off),
        }
    }

    pub fn store(&self, obj: &str, lay: &Layout, slot: Slot, t: &Type, val: &str) -> String {
        match slot {
            Slot::Ptr(i) => format!("SK_FIELD({}, {}) = {};", obj, i, val),
            Slot::Bytes(off) => format!("*({} *)(SK_BYTES({}, {}) + {}) = ({}){};", slot_type(t), obj, lay.ptrs, off, slot_type(t), val),
        }
    }

    /// Allocates an object of `kind` with components `vals` of types `tys`.
    pub fn alloc(&self, dst: &str, kind: &str, tys: &[&Type], vals: &[String], out: &mut String) {
        let lay = layout(tys);
        let _ = writeln!(out, "    {} = sk_alloc_record(m, {}, {}, {});", dst, kind, lay.ptrs, lay.bytes);
        for (i, v) in vals.iter().enumerate() {
            let _ = writeln!(out, "    {}", self.store(dst, &lay, lay.slots[i], tys[i], v));
        }
    }

    /// Is `::` of the list type `t` flat (prims that walk lists)?
    pub(crate) fn cons_flat(&self, t: &Type) -> bool {
        matches!(t, Type::Data(d) if self.con_is_flat(*d, 1))
    }

    fn con_is_flat(&self, d: DataId, index: u32) -> bool {
        self.p.datatypes.get(d.0 as usize).and_then(|d| d.cons.get(index as usize)).is_some_and(|c| c.flat)
    }

    fn con_arg_ty(&self, d: DataId, index: u32) -> Option<&'p Type> {
        self.p.datatypes.get(d.0 as usize)?.cons.get(index as usize)?.arg.as_ref()
    }

    /// The C expression of constant `c` of type `ty`.
    pub(crate) fn const_expr(&mut self, c: &Const, ty: &Type) -> String {
        match c {
            Const::Int(n) => {
                if *n == i64::MIN {
                    "INT64_MIN".to_string()
                } else {
                    format!("INT64_C({})", n)
                }
            }
            Const::Word(n) => format!("UINT64_C({})", n),
            Const::Char(c) => format!("{}", c),
            Const::Real(r) => {
                let mut r = r.replace('~', "-");
                if !r.contains(['.', 'e', 'E']) {
                    r.push_str(".0");
                }
                r
            }
            Const::String(bytes) => self.string_lit(bytes),
            Const::BigInt(b) => self.big_const(b, ty),
        }
    }

    /// The constant C initialiser of global `s` when its value is known
    /// at compile time (a literal or a static object).
    fn constant_initialiser(&mut self, s: &Statement) -> Option<String> {
        if let Some(o) = self.statics.object_of(s.var) {
            return Some(self.static_ref(o));
        }
        match &s.exp {
            Exp::Const(c) => Some(self.const_expr(c, self.ty(s.var))),
            _ => None,
        }
    }

    fn statement(&mut self, ctx: &Ctx, s: &Statement, out: &mut String) {
        if self.par.deferred.contains(&s.var) {
            return; // emitted by its ForkJoin.par (prims_par.rs)
        }
        if let Some(o) = self.statics.object_of(s.var) {
            if !self.statics.is_silent(s.var) {
                let _ = writeln!(out, "    {} = {};", self.var(s.var), self.static_ref(o));
            }
            return;
        }
        let dst = self.var(s.var);
        let ty = self.ty(s.var);
        match &s.exp {
            Exp::Const(c) => {
                let v = self.const_expr(c, ty);
                let _ = writeln!(out, "    {} = {};", dst, v);
            }
            Exp::Var(v) => {
                let _ = writeln!(out, "    {} = {};", dst, self.var(*v));
            }
            Exp::Prim { name, args } => self.prim(ctx, s.var, name, args, out),
            Exp::Tuple(xs) if matches!(ty, Type::Unboxed(_)) => {
                let vals: Vec<String> = xs.iter().map(|x| format!("(uint64_t){}", self.var(*x))).collect();
                let _ = writeln!(out, "    {} = ({}){{ {} }};", dst, c_type(ty), vals.join(", "));
            }
            Exp::Tuple(xs) => {
                if xs.is_empty() {
                    let _ = writeln!(out, "    {} = SK_UNIT;", dst);
                } else {
                    let tys: Vec<&Type> = xs.iter().map(|x| self.ty(*x)).collect();
                    let vals: Vec<String> = xs.iter().map(|x| self.var(*x)).collect();
                    self.alloc(&dst, "SK_KIND_RECORD", &tys, &vals, out);
                }
            }
            Exp::Select { tuple, index } if self.unpack_arg && self.env_variant == Some(ctx.fid) && ctx.func.params.get(1) == Some(tuple) => {
                let _ = writeln!(out, "    {} = skc_arg{};", dst, index);
            }
            Exp::Select { tuple, index } if matches!(self.ty(*tuple), Type::Unboxed(_)) => {
                let _ = writeln!(out, "    {} = ({}){}.f{};", dst, c_type(ty), self.var(*tuple), index);
            }
            Exp::Select { tuple, index } => {
                let tys: Vec<&Type> = match self.ty(*tuple) {
                    Type::Tuple(ts) => ts.iter().collect(),
                    _ => vec![],
                };
                let lay = layout(&tys);
                let i = *index as usize;
                let v = match (lay.slots.get(i), tys.get(i)) {
                    (Some(slot), Some(t)) => self.load(&self.var(*tuple), &lay, *slot, t),
                    _ => "0".into(),
                };
                let _ = writeln!(out, "    {} = {};", dst, v);
            }
            Exp::Con { data, index, arg } => match (arg, self.con_arg_ty(*data, *index)) {
                (Some(a), Some(Type::Tuple(ts))) if self.con_is_flat(*data, *index) => {
                    // A flat constructor built from a tuple: copy its components.
                    let t = self.var(*a);
                    let tys: Vec<&Type> = ts.iter().collect();
                    let lay = layout(&tys);
                    let mut vals = vec![format!("SK_IMM({})", index)];
                    vals.extend(ts.iter().zip(&lay.slots).map(|(ft, slot)| self.load(&t, &lay, *slot, ft)));
                    let unit = Type::unit();
                    let mut all = vec![&unit];
                    all.extend(ts.iter());
                    self.alloc(&dst, "SK_KIND_RECORD", &all, &vals, out);
                }
                (Some(a), Some(at)) => {
                    let unit = Type::unit();
                    self.alloc(&dst, "SK_KIND_RECORD", &[&unit, at], &[format!("SK_IMM({})", index), self.var(*a)], out);
                }
                _ => {
                    let _ = writeln!(out, "    {} = SK_IMM({});", dst, index);
                }
            },
            Exp::ConFields { index, fields, .. } => {
                let unit = Type::unit();
                let mut tys = vec![&unit];
                tys.extend(fields.iter().map(|x| self.ty(*x)));
                let mut vals = vec![format!("SK_IMM({})", index)];
                vals.extend(fields.iter().map(|x| self.var(*x)));
                self.alloc(&dst, "SK_KIND_RECORD", &tys, &vals, out);
            }
            Exp::ConField { con, data, index, field } => {
                let unit = Type::unit();
                let mut tys = vec![&unit];
                if let Some(Type::Tuple(ts)) = self.con_arg_ty(*data, *index) {
                    tys.extend(ts.iter());
                }
                let lay = layout(&tys);
                let i = *field as usize + 1;
                let v = match (lay.slots.get(i), tys.get(i)) {
                    (Some(slot), Some(t)) => self.load(&self.var(*con), &lay, *slot, t),
                    _ => "0".into(),
                };
                let _ = writeln!(out, "    {} = {};", dst, v);
            }
            Exp::Exn { exn, arg } => {
                let at = self.p.exns.get(exn.0 as usize).and_then(|e| e.arg.as_ref());
                match arg {
                    // The packet: tag and argument; a nullary Match or
                    // Bind's argument is its site string (skc_uncaught).
                    Some(a) => {
                        let (unit, string) = (Type::unit(), Type::String);
                        self.alloc(&dst, "SK_KIND_RECORD", &[&unit, at.unwrap_or(&string)], &[format!("SK_IMM({})", exn.0), self.var(*a)], out);
                    }
                    None => {
                        let _ = writeln!(out, "    {} = SK_IMM({});", dst, exn.0);
                    }
                }
            }
            Exp::Ref(x) => {
                let t = self.ty(*x);
                self.alloc(&dst, "SK_KIND_MUTABLE", &[t], &[self.var(*x)], out);
            }
            Exp::Deref(r) => {
                let lay = layout(&[ty]);
                let v = self.load(&self.var(*r), &lay, lay.slots[0], ty);
                if is_scalar(ty) {
                    let _ = writeln!(out, "    {} = {};", dst, v);
                } else {
                    let _ = writeln!(out, "    {} = sk_read_ptr(m, {}, &{});", dst, self.var(*r), v);
                }
            }
            Exp::MakeClosure { func, env } => {
                let unit = Type::unit();
                let mut tys = vec![&unit];
                let mut vals = vec![format!("SK_IMM((uintptr_t)&{})", self.func_name(*func))];
                for x in env {
                    tys.push(self.ty(*x));
                    vals.push(self.var(*x));
                }
                self.alloc(&dst, "SK_KIND_RECORD", &tys, &vals, out);
            }
            Exp::ClosureEnv { closure, func, index } if self.env_variant == Some(*func) && self.p.func(*func).params.first() == Some(closure) => {
                let _ = writeln!(out, "    {} = skc_env{};", dst, index);
                // Its length, when the variant takes it (then not reloaded
                // after the statement: `env_len_param`).
                if self.env_len_slots(*func).get(*index as usize).copied().unwrap_or(false) && self.lens.contains(&s.var) {
                    let _ = writeln!(out, "    {} = skc_env{}_len;", self.len_var(s.var), index);
                }
            }
            Exp::ClosureEnv { closure, func, index } => {
                let v = self.env_slot(*func, &self.var(*closure), *index as usize).unwrap_or_else(|| "0".into());
                let _ = writeln!(out, "    {} = {};", dst, v);
            }
        }
    }

    /// Loads the argument of a constructor (or exception) value `obj`.
    fn con_arg(&self, obj: &str, at: &Type) -> String {
        let unit = Type::unit();
        let lay = layout(&[&unit, at]);
        self.load(obj, &lay, lay.slots[1], at)
    }

    fn transfer(&mut self, ctx: &Ctx, t: &Transfer, out: &mut String) {
        let f = ctx.func;
        match t {
            Transfer::Goto { dst, args } => {
                self.assign(&f.block(*dst).params, args, out);
                match ctx.from.and_then(|from| self.quiet_entry(ctx, from, *dst)) {
                    Some(entry) => out.push_str(&entry),
                    None => {
                        let _ = writeln!(out, "    goto {};", ctx.label(*dst));
                    }
                }
            }
            Transfer::Case { scrut, cases, default } => {
                let x = self.var(*scrut);
                let arm = |this: &Self, b: BlockId, arg: Option<String>| -> String {
                    let mut s = String::new();
                    if let (Some(a), Some(p)) = (arg, f.block(b).params.first()) {
                        s.push_str(&format!("{} = {}; ", this.var(*p), a));
                    }
                    s.push_str(&format!("goto {};", ctx.label(b)));
                    s
                };
                let def = match default {
                    Some(d) => format!("goto {};", ctx.label(*d)),
                    None => "__builtin_unreachable();".to_string(),
                };
                match cases {
                    Cases::Con(v) => {
                        let d = match self.ty(*scrut) {
                            Type::Data(d) => Some(*d),
                            _ => None,
                        };
                        // With one constructor carrying an argument, a boxed
                        // value is that constructor (lists: `::`, options:
                        // SOME): its tag needs no load.
                        let boxed: Vec<usize> = d
                            .and_then(|d| self.p.datatypes.get(d.0 as usize))
                            .map(|dd| dd.cons.iter().enumerate().filter(|(_, c)| c.arg.is_some()).map(|(i, _)| i).collect())
                            .unwrap_or_default();
                        // Two ways on a datatype of nullary constructors
                        // (bool: every andalso/orelse/if) is an if: gcc
                        // compiled a chain of 8,000 such switches in 51 s,
                        // of ifs in 22 s.
                        if d.is_some() && boxed.is_empty() {
                            let two_way = match (&v[..], default) {
                                ([(t, a), (_, b)], None) => Some((*t, *a, *b)),
                                ([(t, a)], Some(d)) => Some((*t, *a, *d)),
                                _ => None,
                            };
                            if let Some((tag, a, b)) = two_way {
                                let (yes, no) = (arm(self, a, None), arm(self, b, None));
                                // A bounds or overflow check's failing arm
                                // only raises: out of line, so that the
                                // loop around it runs straight through
                                // (gcc laid it out as the fall-through,
                                // two taken branches per iteration).
                                let test = match (self.raises_only(f, a), self.raises_only(f, b)) {
                                    (true, false) => format!("SK_UNLIKELY({x} == SK_IMM({tag}))"),
                                    (false, true) => format!("SK_LIKELY({x} == SK_IMM({tag}))"),
                                    _ => format!("{x} == SK_IMM({tag})"),
                                };
                                let _ = writeln!(out, "    if ({test}) {{ {yes} }} else {{ {no} }}");
                                return;
                            }
                        }
                        if let [only] = boxed[..] {
                            let _ = writeln!(out, "    switch (SK_IS_IMM({x}) ? (int64_t)SK_IMM_VALUE({x}) : INT64_C({only})) {{");
                        } else {
                            let _ = writeln!(out, "    switch (skc_tag({})) {{", x);
                        }
                        for (tag, b) in v {
                            let arg = d.filter(|d| !self.con_is_flat(*d, *tag)).and_then(|d| self.con_arg_ty(d, *tag)).map(|at| self.con_arg(&x, at));
                            let a = arm(self, *b, arg);
                            let _ = writeln!(out, "    case {}: {}", tag, a);
                        }
                        let _ = writeln!(out, "    default: {}\n    }}", def);
                    }
                    Cases::Exn(v) => {
                        let _ = writeln!(out, "    switch (skc_tag({})) {{", x);
                        for (e, b) in v {
                            let arg = self.p.exns.get(e.0 as usize).and_then(|e| e.arg.as_ref()).map(|at| self.con_arg(&x, at));
                            let a = arm(self, *b, arg);
                            let _ = writeln!(out, "    case {}: {}", e.0, a);
                        }
                        let _ = writeln!(out, "    default: {}\n    }}", def);
                    }
                    Cases::Int(v) => {
                        let intinf = matches!(self.ty(*scrut), Type::IntInf);
                        if intinf {
                            // Canonical IntInf: small literals are immediates (prims_num.rs).
                            let _ = writeln!(out, "    switch (skc_ii_case_key({})) {{", x);
                        } else {
                            let _ = writeln!(out, "    switch ({}) {{", x);
                        }
                        for (n, b) in v {
                            let lit = if *n == i64::MIN { "INT64_MIN".to_string() } else { format!("INT64_C({})", n) };
                            let _ = writeln!(out, "    case {}: {}", lit, arm(self, *b, None));
                        }
                        let _ = writeln!(out, "    default: {}\n    }}", def);
                    }
                    Cases::Word(v) => {
                        let _ = writeln!(out, "    switch ({}) {{", x);
                        for (n, b) in v {
                            let _ = writeln!(out, "    case UINT64_C({}): {}", n, arm(self, *b, None));
                        }
                        let _ = writeln!(out, "    default: {}\n    }}", def);
                    }
                    Cases::Char(v) => {
                        let _ = writeln!(out, "    switch ({}) {{", x);
                        for (n, b) in v {
                            let _ = writeln!(out, "    case {}: {}", n, arm(self, *b, None));
                        }
                        let _ = writeln!(out, "    default: {}\n    }}", def);
                    }
                    Cases::String(v) if v.len() > STRING_CHAIN_MAX => {
                        // Binary search in a sorted table, then a switch:
                        // a long chain of tests is slow to run and, inlined,
                        // super-linear for gcc to compile.
                        // A stable sort: the first arm of a repeated literal wins.
                        let mut keys: Vec<(&Vec<u8>, BlockId)> = v.iter().map(|(s, b)| (s, *b)).collect();
                        keys.sort_by(|a, b| a.0.len().cmp(&b.0.len()).then_with(|| a.0.cmp(b.0)));
                        keys.dedup_by(|later, first| later.0 == first.0);
                        let table: Vec<String> = keys.iter().map(|(s, _)| format!("{{ {}, {} }}", c_string(s), s.len())).collect();
                        let _ = writeln!(out, "    {{ static const SkcStrKey skc_keys[] = {{ {} }};", table.join(", "));
                        let _ = writeln!(out, "    switch (skc_string_index({}, skc_keys, {})) {{", x, keys.len());
                        for (i, (_, b)) in keys.iter().enumerate() {
                            let _ = writeln!(out, "    case {}: {}", i, arm(self, *b, None));
                        }
                        let _ = writeln!(out, "    default: {}\n    }} }}", def);
                    }
                    Cases::String(v) => {
                        for (s, b) in v {
                            let lit = c_string(s);
                            let _ = writeln!(out, "    if (skc_string_is({}, {}, {})) {}", x, lit, s.len(), arm(self, *b, None));
                        }
                        let _ = writeln!(out, "    {}", def);
                    }
                }
            }
            Transfer::Call { func, args, ret } => {
                let mut call_args = vec!["m".to_string()];
                for (i, a) in args.iter().enumerate() {
                    call_args.push(self.var(*a));
                    if self.takes_length(*func, i) {
                        call_args.push(if self.lens.contains(a) { self.len_var(*a) } else { format!("SK_LENGTH({})", self.var(*a)) });
                    }
                }
                let call = format!("{}({})", self.callee_name(*func), call_args.join(", "));
                match ret {
                    Return::Tail if self.same_group(ctx.fid, *func).is_some() => {
                        let callee = self.p.func(*func);
                        self.tail_lengths(f, &callee.params, args, out);
                        self.assign(&callee.params, args, out);
                        match self.same_group(ctx.fid, *func) {
                            Some(Some(i)) => {
                                let _ = writeln!(out, "    goto skc_entry_g{};", i);
                            }
                            _ => out.push_str("    goto skc_entry;\n"),
                        }
                    }
                    Return::Tail => {
                        let rt = self.c_result(f);
                        match (ctx.fast, self.is_fast(*func)) {
                            // An _env variant is fast whatever it tail-calls
                            // (raises.rs has not vetted it): convert.
                            (true, false) if self.env_variant == Some(ctx.fid) && self.may_raise(*func) => {
                                let _ = writeln!(
                                    out,
                                    "    {{ {rt} skc_r = {call}; if (SK_UNLIKELY(m->raised)) {{ m->raised = 0; return ({}){{ skc_r, 1 }}; }} return ({}){{ skc_r, 0 }}; }}",
                                    ret_struct(rt),
                                    ret_struct(rt)
                                );
                            }
                            (true, false) => {
                                assert!(!self.may_raise(*func), "codegen: fast {} tail-calls {}, which may raise (raises.rs)", f.name, self.p.func(*func).name);
                                let _ = writeln!(out, "    return ({}){{ {}, 0 }};", ret_struct(rt), call);
                            }
                            (false, true) => {
                                let _ = writeln!(out, "    {{ {} skc_r = {}; if (SK_UNLIKELY(skc_r.raised)) m->raised = 1; return skc_r.v; }}", ret_struct(rt), call);
                            }
                            _ => {
                                let _ = writeln!(out, "    return {};", call);
                            }
                        }
                    }
                    Return::To(b) => {
                        let conv = if self.is_fast(*func) {
                            CallConv::Fast(ret_struct(self.c_result(self.p.func(*func))))
                        } else if self.may_raise(*func) {
                            CallConv::Flag
                        } else {
                            CallConv::NoRaise
                        };
                        self.call_to(ctx, &call, conv, *b, out)
                    }
                }
            }
            Transfer::CallClosure { closure, arg, ret } => {
                let (a, r) = match self.ty(*closure) {
                    Type::Closure(a, r) => (c_type(a), c_type(r)),
                    _ => ("SkValue", "SkValue"),
                };
                let c = self.var(*closure);
                let call = format!("(({} (*)(SkMutator *, SkValue, {}))(uintptr_t)SK_IMM_VALUE(SK_FIELD({}, 0)))(m, {}, {})", r, a, c, c, self.var(*arg));
                match ret {
                    Return::Tail if ctx.fast && self.env_variant == Some(ctx.fid) => {
                        let rs = ret_struct(r);
                        let _ = writeln!(out, "    {{ {r} skc_r = {call}; if (SK_UNLIKELY(m->raised)) {{ m->raised = 0; return ({rs}){{ skc_r, 1 }}; }} return ({rs}){{ skc_r, 0 }}; }}");
                    }
                    Return::Tail => {
                        assert!(!ctx.fast, "codegen: fast {} tail-calls a closure (raises.rs)", f.name);
                        let _ = writeln!(out, "    return {};", call);
                    }
                    Return::To(b) => self.call_to(ctx, &call, CallConv::Flag, *b, out),
                }
            }
            Transfer::Return(v) if ctx.fast => {
                let _ = writeln!(out, "    return ({}){{ {}, 0 }};", ret_struct(self.c_result(f)), self.var(*v));
            }
            Transfer::Return(v) => {
                let _ = writeln!(out, "    return {};", self.var(*v));
            }
            Transfer::Raise(v) => {
                let code = self.raise_code(ctx, &self.var(*v));
                let _ = writeln!(out, "    {}", code);
            }
        }
    }

    /// Is a tail call from `from` to `to` a jump?  `Some(None)`: a self
    /// call outside any group; `Some(Some(i))`: `to` is member `i` of
    /// `from`'s group.
    fn same_group(&self, from: FuncId, to: FuncId) -> Option<Option<usize>> {
        let m = |f: FuncId| self.tail.member.get(f.0 as usize).copied().flatten();
        match (m(from), m(to)) {
            (Some((g, _)), Some((h, i))) if g == h => Some(Some(i)),
            (None, _) if from == to => Some(None),
            _ => None,
        }
    }

    fn call_to(&self, ctx: &Ctx, call: &str, conv: CallConv, b: BlockId, out: &mut String) {
        let param = ctx.func.block(b).params.first();
        match conv {
            CallConv::Fast(rs) => {
                let _ = writeln!(out, "    {{ {} skc_r = {};", rs, call);
                out.push_str(&self.after_fast_call(ctx, "skc_r.raised"));
                if let Some(p) = param {
                    let _ = writeln!(out, "    {} = skc_r.v;", self.var(*p));
                }
                out.push_str("    }\n");
            }
            _ => {
                match param {
                    Some(p) => {
                        let _ = writeln!(out, "    {} = {};", self.var(*p), call);
                    }
                    None => {
                        let _ = writeln!(out, "    {};", call);
                    }
                }
                if conv == CallConv::Flag {
                    out.push_str(&self.after_call(ctx));
                }
            }
        }
        let _ = writeln!(out, "    goto {};", ctx.label(b));
    }
}


/// How a call's exception comes back (raises.rs).
#[derive(Clone, PartialEq, Eq)]
enum CallConv {
    /// The callee never raises.
    NoRaise,
    /// The callee sets `m->raised`.
    Flag,
    /// The callee returns this `SkcRet_T` struct.
    Fast(String),
}

/// The value a function of SSA result type `t` returns beside a raised
/// exception (never read): `0`, or a zeroed struct for an unboxed tuple.
fn c_zero(t: &Type) -> String {
    match t {
        Type::Unboxed(_) => format!("({}){{ 0 }}", c_type(t)),
        _ => "0".to_string(),
    }
}

/// The struct a fast function of C result type `t` returns (prims.rs).
pub(crate) fn ret_struct(t: &str) -> String {
    format!("SkcRet_{}", t)
}

/// A C string literal for `bytes`.
pub(crate) fn c_string(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            b'\n' => s.push_str("\\n"),
            b'\t' => s.push_str("\\t"),
            b'?' => s.push_str("\\?"),
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\{:03o}", b)),
        }
    }
    s.push('"');
    s
}

/// The blocks of `f` that poll: the targets of the retreating edges of a
/// depth-first walk from the start (a jump to a block on the walk's
/// current path), so that every cycle of jumps, case branches and
/// handler edges holds a poll.  Edges from a call to its continuation
/// count too: a callee need not poll on entry (`polls::entry_polls`).  Numbering
/// is no guide after inlining and contification: a jump to a block of
/// lower number is often a forward edge (String.tokens' loop over a
/// line, with Char.isSpace inlined, polled twice per character when
/// every such jump counted).
pub fn loop_heads(f: &skein_ir::ssa::Function) -> Vec<bool> {
    let n = f.blocks.len();
    let mut head = vec![false; n];
    // 0: not seen, 1: on the path, 2: done.
    let mut state = vec![0u8; n];
    let succs = |i: usize| skein_ir::ssa::graph::block_succs(f, i);
    let roots = std::iter::once(f.start.0 as usize).chain(0..n);
    for root in roots {
        if root >= n || state[root] != 0 {
            continue;
        }
        state[root] = 1;
        let mut stack: Vec<(usize, Vec<usize>, usize)> = vec![(root, succs(root), 0)];
        while let Some(top) = stack.last_mut() {
            if top.2 < top.1.len() {
                let t = top.1[top.2];
                top.2 += 1;
                match state[t] {
                    0 => {
                        state[t] = 1;
                        stack.push((t, succs(t), 0));
                    }
                    1 => head[t] = true,
                    _ => {}
                }
            } else {
                state[top.0] = 2;
                stack.pop();
            }
        }
    }
    head
}

/// The reads of closure environments that a function looping by self
/// tail calls (`goto skc_entry`) runs once, before its loop: those of a
/// parameter every self tail call passes unchanged.  A closure's
/// environment never changes once the closure is built, and objects a C
/// local points to do not move (the stack is a conservative root), so
/// the read gives the same value on every turn; gcc could not hoist it
/// itself when the loop stores bytes (bench sieve's elision: the strike
/// loop reloaded its flag array and its length from `f` per multiple).
fn hoisted_env_reads(id: FuncId, f: &Function) -> Vec<Statement> {
    let calls: Vec<&Vec<VarId>> = f
        .blocks
        .iter()
        .filter_map(|b| match &b.transfer {
            Transfer::Call { func, args, ret: Return::Tail } if *func == id => Some(args),
            _ => None,
        })
        .collect();
    let invariant: Vec<VarId> = f.params.iter().enumerate().filter(|&(i, p)| calls.iter().all(|a| a.get(i) == Some(p))).map(|(_, p)| *p).collect();
    let reads: Vec<(&Statement, VarId, FuncId)> =
        f.blocks.iter().flat_map(|b| &b.stmts).filter_map(|s| if let Exp::ClosureEnv { closure, func, .. } = &s.exp { Some((s, *closure, *func)) } else { None }).collect();
    // Only a parameter read as a closure of one function everywhere: the
    // read is then valid on every turn, not only on the paths it was on.
    let mut read_as: HashMap<VarId, Option<FuncId>> = HashMap::new();
    for &(_, c, g) in &reads {
        let e = read_as.entry(c).or_insert(Some(g));
        if *e != Some(g) {
            *e = None;
        }
    }
    reads.into_iter().filter(|r| invariant.contains(&r.1) && read_as[&r.1].is_some()).map(|r| r.0.clone()).collect()
}

/// The C variable of term `k`'s stop in the strip-mined loop headed by
/// block `head` (`polls::QuietLoop::strips`).
fn strip_stop(prefix: &str, head: usize, k: usize) -> String {
    format!("{prefix}skc_stop{head}_{k}")
}

/// The label of the stub that tests block `block`'s counter against its
/// limit when it met its stop.
fn strip_stub(prefix: &str, block: usize) -> String {
    format!("{prefix}L{block}s")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_puts_pointers_first() {
        let l = layout(&[&Type::Int, &Type::String, &Type::Real, &Type::unit()]);
        assert_eq!((l.ptrs, l.bytes), (2, 16));
        assert_eq!(l.slots, vec![Slot::Bytes(0), Slot::Ptr(0), Slot::Bytes(8), Slot::Ptr(1)]);
    }

    #[test]
    fn c_strings_are_escaped() {
        assert_eq!(c_string(b"a\"b\\c\n\x01?"), "\"a\\\"b\\\\c\\n\\001\\?\"");
    }

    /// B0 -> B2 -> B1 -> (B2 | B3): the loop B2 -> B1 -> B2 polls once,
    /// at B2 (the target of the walk's back edge), not at B1 (a jump to a
    /// lower number that is no back edge).
    #[test]
    fn one_poll_per_loop() {
        let mut p = Program::default();
        let v = p.new_var("v", Type::Int);
        let blk = |transfer| Block { params: vec![], stmts: vec![], transfer, handler: None };
        let f = Function {
            name: "f".into(),
            params: vec![v],
            result: Type::Int,
            env: None,
            start: BlockId(0),
            blocks: vec![
                blk(Transfer::Goto { dst: BlockId(2), args: vec![] }),
                blk(Transfer::Case { scrut: v, cases: Cases::Int(vec![(1, BlockId(2))]), default: Some(BlockId(3)) }),
                blk(Transfer::Goto { dst: BlockId(1), args: vec![] }),
                blk(Transfer::Return(v)),
            ],
        };
        assert_eq!(loop_heads(&f), vec![false, false, true, false]);
    }

    /// main () = let s = "hi\n" in print s; () end
    #[test]
    fn hello_program() {
        let mut p = Program::default();
        let s = p.new_var("s", Type::String);
        let r = p.new_var("r", Type::unit());
        p.functions.push(Function {
            name: "main".into(),
            params: vec![],
            result: Type::unit(),
            env: None,
            start: BlockId(0),
            blocks: vec![Block {
                params: vec![],
                stmts: vec![
                    Statement { var: s, exp: Exp::Const(Const::String(b"hi\n".to_vec())) },
                    Statement { var: r, exp: Exp::Prim { name: "print".into(), args: vec![s] } },
                ],
                transfer: Transfer::Return(r),
                handler: None,
            }],
        });
        let c = emit_c(&p);
        assert!(c.contains("#include \"skein.h\""), "{}", c);
        assert!(c.contains("\"hi\\n\""), "{}", c);
        assert!(c.contains("sk_write_bytes(1, SK_STRING_BYTES(s_0), SK_LENGTH(s_0));"), "{}", c);
        assert!(c.contains("int main(int argc, char **argv)"), "{}", c);
        assert!(c.contains("sk_main(argc, argv, skc_program, 0);"), "{}", c);
    }

    /// `get (a, i) = if i >= n then raise Subscript else i * 2`, and the
    /// same raising a program's exception to a handler in the function:
    /// the failing arm of the check is marked unlikely (laid out of the
    /// loop's way), the program's own raise is not.
    #[test]
    fn checks_that_only_raise_are_unlikely() {
        let emit = |builtin: bool| {
            let mut p = Program::default();
            let con = |name: &str| ConDef { name: name.into(), arg: None, flat: false };
            p.datatypes.push(DataDef { name: "bool".into(), cons: vec![con("false"), con("true")] });
            p.exns.push(ExnDef { name: if builtin { "Subscript".into() } else { "Found".into() }, arg: None, builtin, site: false });
            let (i, n, t, e, two, r, x) = (
                p.new_var("i", Type::Int),
                p.new_var("n", Type::Int),
                p.new_var("t", Type::Data(DataId(0))),
                p.new_var("e", Type::Exn),
                p.new_var("two", Type::Int),
                p.new_var("r", Type::Int),
                p.new_var("x", Type::Exn),
            );
            let st = |var, exp| Statement { var, exp };
            let blocks = vec![
                Block {
                    params: vec![],
                    stmts: vec![st(n, Exp::Const(Const::Int(10))), st(t, Exp::Prim { name: "Int.>=".into(), args: vec![i, n] })],
                    transfer: Transfer::Case { scrut: t, cases: Cases::Con(vec![(1, BlockId(1)), (0, BlockId(2))]), default: None },
                    handler: if builtin { None } else { Some(BlockId(3)) },
                },
                Block { params: vec![], stmts: vec![st(e, Exp::Exn { exn: ExnId(0), arg: None })], transfer: Transfer::Raise(e), handler: if builtin { None } else { Some(BlockId(3)) } },
                Block {
                    params: vec![],
                    stmts: vec![st(two, Exp::Const(Const::Int(2))), st(r, Exp::Prim { name: "Int.*".into(), args: vec![i, two] })],
                    transfer: Transfer::Return(r),
                    handler: None,
                },
                Block { params: vec![x], stmts: vec![], transfer: Transfer::Return(i), handler: None },
            ];
            let blocks = if builtin { blocks[..3].to_vec() } else { blocks };
            p.functions.push(Function { name: "get".into(), params: vec![i], result: Type::Int, env: None, start: BlockId(0), blocks });
            emit_c(&p)
        };
        let c = emit(true);
        assert!(c.contains("if (SK_UNLIKELY(t_2 == SK_IMM(1))) { goto L1; }"), "{}", c);
        let c = emit(false);
        assert!(c.contains("if (t_2 == SK_IMM(1)) { goto L1; }"), "{}", c);
    }
}
