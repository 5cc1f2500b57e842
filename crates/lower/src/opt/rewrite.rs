//! Shared machinery of the SSA optimisation passes: the variables an
//! expression or transfer uses, renaming them, retargeting blocks, the
//! defining expression of every variable, use counts, purity of
//! expressions, and copying a function's blocks into another function
//! (inlining and contification).
//!
//! Invariant the passes rely on (the SSA checker's): every variable is
//! defined once and its definition dominates its uses, so a statement
//! `x = e` can be looked up by `x` alone, and replacing `x` by `y` where
//! `x = y` keeps uses dominated.

use skein_ir::ssa::{Block, BlockId, Cases, Exp, FuncId, Function, Program, Return, Statement, Transfer, VarId};
use std::collections::HashMap;

pub use skein_ir::ssa::{exp_uses, transfer_uses};

pub fn rename_exp(e: &mut Exp, f: &impl Fn(VarId) -> VarId) {
    match e {
        Exp::Const(_) => {}
        Exp::Var(x) | Exp::Ref(x) | Exp::Deref(x) => *x = f(*x),
        Exp::Prim { args, .. } | Exp::Tuple(args) | Exp::MakeClosure { env: args, .. } => args.iter_mut().for_each(|x| *x = f(*x)),
        Exp::Select { tuple, .. } | Exp::ConField { con: tuple, .. } => *tuple = f(*tuple),
        Exp::ConFields { fields, .. } => fields.iter_mut().for_each(|x| *x = f(*x)),
        Exp::Con { arg, .. } | Exp::Exn { arg, .. } => arg.iter_mut().for_each(|x| *x = f(*x)),
        Exp::ClosureEnv { closure, .. } => *closure = f(*closure),
    }
}

pub fn rename_transfer(t: &mut Transfer, f: &impl Fn(VarId) -> VarId) {
    match t {
        Transfer::Goto { args, .. } | Transfer::Call { args, .. } => args.iter_mut().for_each(|x| *x = f(*x)),
        Transfer::Case { scrut, .. } => *scrut = f(*scrut),
        Transfer::CallClosure { closure, arg, .. } => {
            *closure = f(*closure);
            *arg = f(*arg)
        }
        Transfer::Return(x) | Transfer::Raise(x) => *x = f(*x),
    }
}

/// Renames the uses (not the definitions) in every block of `func`.
pub fn rename_uses(func: &mut Function, f: &impl Fn(VarId) -> VarId) {
    for b in &mut func.blocks {
        for s in &mut b.stmts {
            rename_exp(&mut s.exp, f);
        }
        rename_transfer(&mut b.transfer, f);
    }
}

/// Replaces every block target of `t` (not the handler) by `map(target)`.
pub fn retarget(t: &mut Transfer, map: &impl Fn(BlockId) -> BlockId) {
    match t {
        Transfer::Goto { dst, .. } => *dst = map(*dst),
        Transfer::Case { cases, default, .. } => {
            match cases {
                Cases::Con(v) => v.iter_mut().for_each(|x| x.1 = map(x.1)),
                Cases::Exn(v) => v.iter_mut().for_each(|x| x.1 = map(x.1)),
                Cases::Int(v) => v.iter_mut().for_each(|x| x.1 = map(x.1)),
                Cases::Word(v) => v.iter_mut().for_each(|x| x.1 = map(x.1)),
                Cases::Char(v) => v.iter_mut().for_each(|x| x.1 = map(x.1)),
                Cases::String(v) => v.iter_mut().for_each(|x| x.1 = map(x.1)),
            }
            *default = default.map(map);
        }
        Transfer::Call { ret: Return::To(b), .. } | Transfer::CallClosure { ret: Return::To(b), .. } => *b = map(*b),
        _ => {}
    }
}

/// The defining expressions of the globals (`global_defs`: computed once
/// per pass, the globals being the same for every function) and of one
/// function's statements (cloned: the caller may then mutate the
/// function).  Building one costs the function's size, not the program's.
pub struct Defs<'g> {
    globals: &'g HashMap<VarId, Exp>,
    local: HashMap<VarId, Exp>,
}

impl Defs<'_> {
    /// The expression `v` is bound to, if a statement binds it.
    pub fn get(&self, v: &VarId) -> Option<&Exp> {
        self.local.get(v).or_else(|| self.globals.get(v))
    }

    /// Records that local `v` is now bound to `e` (a rewrite).
    pub fn insert(&mut self, v: VarId, e: Exp) {
        self.local.insert(v, e);
    }
}

/// The defining expression of every global.
pub fn global_defs(p: &Program) -> HashMap<VarId, Exp> {
    p.globals.iter().map(|s| (s.var, s.exp.clone())).collect()
}

/// The defining expressions of `globals` (from `global_defs`) and of the
/// statements of `func`.
pub fn defs<'g>(globals: &'g HashMap<VarId, Exp>, func: Option<&Function>) -> Defs<'g> {
    let mut local = HashMap::new();
    if let Some(f) = func {
        for b in &f.blocks {
            for s in &b.stmts {
                local.insert(s.var, s.exp.clone());
            }
        }
    }
    Defs { globals, local }
}

/// Use counts of every variable in the whole program.
pub fn use_counts(p: &Program) -> Vec<u32> {
    let mut n = vec![0u32; p.vars.len()];
    let mut bump = |x: VarId| {
        if let Some(c) = n.get_mut(x.0 as usize) {
            *c += 1;
        }
    };
    for s in &p.globals {
        exp_uses(&s.exp, &mut bump);
    }
    for f in &p.functions {
        for b in &f.blocks {
            for s in &b.stmts {
                exp_uses(&s.exp, &mut bump);
            }
            transfer_uses(&b.transfer, &mut bump);
        }
    }
    n
}

/// Can `x = e` be dropped when `x` is unused (no effect, cannot raise)?
pub fn is_pure(e: &Exp) -> bool {
    match e {
        Exp::Prim { name, .. } => prim_is_pure(name),
        _ => true,
    }
}

/// Primitives without effects that cannot raise.
pub fn prim_is_pure(name: &str) -> bool {
    let (st, op) = name.rsplit_once('.').unwrap_or(("", name));
    let st = match st {
        "Int64" => "Int",
        "Word64" => "Word",
        // Every narrow word but Word8 (skein_ir::sized) is like Word32.
        s if matches!(skein_ir::sized::struct_width(s), Some((false, _))) => "Word32",
        s => s,
    };
    match (st, op) {
        ("", "poly_equal") | ("MLton", "eq") => true,
        ("Int" | "Word" | "Word8" | "Real" | "Char" | "String", "<" | ">" | "<=" | ">=") => true,
        ("Word" | "Word8" | "Real", "+" | "-" | "*" | "~") => true,
        ("Word" | "Word8", "andb" | "orb" | "xorb" | "notb" | "fromInt" | "unsafeToInt" | "unsafeLsh" | "unsafeRsh" | "unsafeArsh") => true,
        ("Real", "/" | "abs" | "fromInt") => true,
        ("Char", "ord" | "unsafeChr") => true,
        ("String", "size" | "unsafeSub" | "compare") => true,
        ("Array" | "Vector", "length") => true,
        // Sized words wrap; conversions between word sizes never fail.
        ("Word32", "+" | "-" | "*" | "~" | "andb" | "orb" | "xorb" | "notb" | "fromInt" | "unsafeToInt" | "unsafeLsh" | "unsafeRsh" | "unsafeArsh") => true,
        ("Word32", "<" | ">" | "<=" | ">=") => true,
        ("Real32", "+" | "-" | "*" | "/" | "~" | "abs" | "<" | ">" | "<=" | ">=" | "round" | "toLarge" | "fromRounded") => true,
        ("Word" | "Word8" | "Word32", "toLarge" | "toLargeX" | "fromLarge") => true,
        // Allocation only (no size check raises).
        ("Vector", "fromList") | ("String", "implode" | "concat" | "^") | ("IntInf", "fromInt") => true,
        // A table lookup (runtime/os.c) of a name the basis spells right.
        ("OS", "constant") => true,
        _ => false,
    }
}

/// A copy of `src`'s blocks, to be appended to a function whose blocks
/// start at index `offset`: fresh variables for every definition (the
/// parameters are mapped by `params` instead), blocks renumbered, handlers
/// `None` replaced by `outer`.  `edit` rewrites each copied transfer
/// (already renamed and retargeted); it decides what `return` and tail
/// calls become.
pub fn copy_blocks(p: &mut Program, src: &Function, offset: u32, params: &HashMap<VarId, VarId>, outer: Option<BlockId>, edit: &mut impl FnMut(Transfer) -> Transfer) -> Vec<Block> {
    let mut map: HashMap<VarId, VarId> = params.clone();
    for b in &src.blocks {
        for v in b.params.iter().chain(b.stmts.iter().map(|s| &s.var)) {
            let info = p.var(*v).clone();
            map.insert(*v, p.new_var(info.name, info.ty));
        }
    }
    let rn = |x: VarId| map.get(&x).copied().unwrap_or(x);
    let bmap = |b: BlockId| BlockId(b.0 + offset);
    src.blocks
        .iter()
        .map(|b| {
            let stmts = b
                .stmts
                .iter()
                .map(|s| {
                    let mut e = s.exp.clone();
                    rename_exp(&mut e, &rn);
                    Statement { var: rn(s.var), exp: e }
                })
                .collect();
            let mut t = b.transfer.clone();
            rename_transfer(&mut t, &rn);
            retarget(&mut t, &bmap);
            Block { params: b.params.iter().map(|v| rn(*v)).collect(), stmts, transfer: edit(t), handler: b.handler.map(bmap).or(outer) }
        })
        .collect()
}

/// Fresh variables with the names and types of `vs` (a copied function's
/// or block's parameters).
pub fn fresh_like(p: &mut Program, vs: &[VarId]) -> Vec<VarId> {
    vs.iter()
        .map(|v| {
            let info = p.var(*v).clone();
            p.new_var(info.name, info.ty)
        })
        .collect()
}

/// The globals that are closures, and their functions.
pub fn global_closures(p: &Program) -> HashMap<VarId, FuncId> {
    p.globals
        .iter()
        .filter_map(|s| match &s.exp {
            Exp::MakeClosure { func, .. } => Some((s.var, *func)),
            _ => None,
        })
        .collect()
}

/// Per block of `f`: the argument lists of the jumps to it, when jumps are
/// its only entries (not the start, a `case` arm, a call's return or a
/// handler) and there is at least one; `None` otherwise.  A parameter of
/// such a block holds whatever every one of those jumps passes it.
pub fn jump_entries(f: &Function) -> Vec<Option<Vec<&Vec<VarId>>>> {
    let mut jumps: Vec<Vec<&Vec<VarId>>> = vec![Vec::new(); f.blocks.len()];
    let mut other = vec![false; f.blocks.len()];
    for b in &f.blocks {
        if let Some(h) = b.handler {
            other[h.0 as usize] = true;
        }
        match &b.transfer {
            Transfer::Goto { dst, args } => jumps[dst.0 as usize].push(args),
            t => t.targets().iter().for_each(|d| other[d.0 as usize] = true),
        }
    }
    other[f.start.0 as usize] = true;
    jumps.into_iter().zip(other).map(|(j, o)| (!o && !j.is_empty()).then_some(j)).collect()
}

/// Every direct call of each function: (calling function, block).
pub fn call_sites(p: &Program) -> Vec<Vec<(FuncId, BlockId)>> {
    let mut out = vec![Vec::new(); p.functions.len()];
    for (i, f) in p.functions.iter().enumerate() {
        for (j, b) in f.blocks.iter().enumerate() {
            if let Transfer::Call { func, .. } = &b.transfer {
                if let Some(v) = out.get_mut(func.0 as usize) {
                    v.push((FuncId(i as u32), BlockId(j as u32)));
                }
            }
        }
    }
    out
}

/// Functions whose closures are built somewhere (`MakeClosure`).
pub fn closure_made(p: &Program) -> Vec<bool> {
    let mut out = vec![false; p.functions.len()];
    let mut mark = |s: &Statement| {
        if let Exp::MakeClosure { func, .. } = &s.exp {
            if let Some(m) = out.get_mut(func.0 as usize) {
                *m = true;
            }
        }
    };
    p.globals.iter().for_each(&mut mark);
    for f in &p.functions {
        f.blocks.iter().flat_map(|b| &b.stmts).for_each(&mut mark);
    }
    out
}

/// For each function, whether a closure of it is built that is used other
/// than as the `self` argument (the first) of direct calls to it.  A
/// closure built only to be passed to a direct call of its own code (what
/// `settle-calls` leaves for a curried function's last stage) does not
/// stop the function from being inlined there: once inlined, `simplify`
/// reads the environment from the closure's construction and the closure
/// is dead.  The same holds for a closure built in the globals (a closed
/// closure that `known-calls` hoisted there) whose every use, in any
/// function, is such a `self` argument; any use by a global statement
/// counts as an escape.
pub fn closure_escapes(p: &Program) -> Vec<bool> {
    let mut out = vec![false; p.functions.len()];
    let mut global_made: HashMap<VarId, FuncId> = HashMap::new();
    for s in &p.globals {
        if let Exp::MakeClosure { func, .. } = &s.exp {
            global_made.insert(s.var, *func);
        }
    }
    for s in &p.globals {
        exp_uses(&s.exp, |v| {
            if let Some(g) = global_made.get(&v) {
                out[g.0 as usize] = true;
            }
        });
    }
    for f in &p.functions {
        let mut local_made: HashMap<VarId, FuncId> = HashMap::new();
        for s in f.blocks.iter().flat_map(|b| &b.stmts) {
            if let Exp::MakeClosure { func, .. } = &s.exp {
                local_made.insert(s.var, *func);
            }
        }
        if local_made.is_empty() && global_made.is_empty() {
            continue;
        }
        let made = |v: &VarId| local_made.get(v).or_else(|| global_made.get(v));
        let mut escapes = |v: VarId| {
            if let Some(g) = made(&v) {
                out[g.0 as usize] = true;
            }
        };
        for b in &f.blocks {
            for s in &b.stmts {
                exp_uses(&s.exp, &mut escapes);
            }
            match &b.transfer {
                Transfer::Call { func, args, .. } => {
                    for (i, a) in args.iter().enumerate() {
                        if i > 0 || made(a) != Some(func) {
                            escapes(*a);
                        }
                    }
                }
                t => transfer_uses(t, &mut escapes),
            }
        }
    }
    out
}

/// Drops environment slots from closure functions: `slots[f][i]` is
/// `Some(e)` for a slot that leaves every closure of `f` (its reads, in
/// `f` or through `env c.i` anywhere, become `e`), `None` for one that
/// stays (renumbered among those that stay).  Rewrites the `ClosureEnv`
/// reads and `MakeClosure` environments of the globals and every
/// function, and the functions' environment types.
pub fn drop_env_slots(p: &mut Program, slots: &HashMap<FuncId, Vec<Option<Exp>>>) {
    let kept = |slot: &[Option<Exp>], i: usize| slot.get(i).is_some_and(Option::is_none);
    let fix = |s: &mut Statement| match &mut s.exp {
        Exp::ClosureEnv { func, index, .. } => {
            let Some(slot) = slots.get(func) else { return };
            match &slot[*index as usize] {
                Some(e) => s.exp = e.clone(),
                None => *index = slot[..*index as usize].iter().filter(|k| k.is_none()).count() as u32,
            }
        }
        Exp::MakeClosure { func, env } => {
            let Some(slot) = slots.get(func) else { return };
            let mut i = 0;
            env.retain(|_| {
                i += 1;
                kept(slot, i - 1)
            });
        }
        _ => {}
    };
    for s in &mut p.globals {
        fix(s);
    }
    for f in &mut p.functions {
        for b in &mut f.blocks {
            for s in &mut b.stmts {
                fix(s);
            }
        }
    }
    for (fid, slot) in slots {
        if let Some(tys) = p.functions.get_mut(fid.0 as usize).and_then(|f| f.env.as_mut()) {
            let mut i = 0;
            tys.retain(|_| {
                i += 1;
                kept(slot, i - 1)
            });
        }
    }
}

/// The number of statements and blocks of `f`: its size for inlining.
/// Constants and copies are not counted: they cost no code once
/// simplify has propagated them (C literals), so a predicate such as
/// `Char.isSpace` (`c = #" " orelse (#"\t" <= c andalso c <= #"\r")`:
/// 5 blocks, 4 comparisons, 4 constants) is as small as its tests.
pub fn size(f: &Function) -> usize {
    f.blocks
        .iter()
        .map(|b| b.stmts.iter().filter(|s| !matches!(s.exp, Exp::Const(_) | Exp::Var(_))).count() + 1)
        .sum()
}
