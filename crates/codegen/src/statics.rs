//! Static data: immutable objects built only from constants (list, tuple
//! and record literals of constants: lookup tables, test data) become
//! objects in the C file's data instead of allocations in code.
//!
//! A variable is *static* when it is bound (by a statement, in a function
//! or among the globals) to a `Tuple`, a `Con` with an argument or a
//! `ConFields` whose every component is a constant (`Const`, a nullary
//! constructor) or itself static.  Its object is laid out exactly as the
//! allocation would be (`layout`, the header of `sk_record_header`) and
//! lies outside every heap chunk, which the runtime allows for objects
//! that point only at static data (skein.h, VALUES): the collector never
//! copies or scans it, and immutable objects have no identity SML could
//! observe, so one object serves every evaluation of the binding.
//!
//! The statement binding a static variable becomes the assignment of the
//! object's address; a *silent* static variable (a local whose every use is
//! as a component of another static object: the inner cells of a list
//! literal) emits nothing at all, so a literal of N constants costs the C
//! compiler N initialisers instead of N inlined allocations.
//!
//! Objects of one C layout (the C types of their slots) share one array,
//! `skc_static{shape}[]`: the arrays are declared first, then defined, so
//! an object may point at any other.

use crate::{layout, slot_type, Emitter, Slot};
use skein_ir::ssa::{exp_uses, transfer_uses, Const, DataId, Exp, Program, Type, VarId};
use std::collections::HashMap;
use std::fmt::Write;

/// One component of a static object.
#[derive(Clone, Debug)]
enum Init {
    Const(Const),
    /// A nullary constructor or a constructor tag: `SK_IMM(tag)`.
    Imm(u32),
    /// Another static object.
    Object(usize),
}

#[derive(Clone, Debug)]
struct Object {
    /// Component types, in component order (tags typed as unit).
    tys: Vec<Type>,
    inits: Vec<Init>,
}

/// The static objects of a program and the variables bound to them.
#[derive(Default)]
pub(crate) struct Statics {
    objects: Vec<Object>,
    of_var: HashMap<VarId, usize>,
    /// Aggregates found not to be static.
    not_static: std::collections::HashSet<VarId>,
    /// Static locals whose binding emits nothing (see the module comment).
    silent: std::collections::HashSet<VarId>,
}

/// Is the constant allowed in a static object?  IntInf literals need the
/// emitter's big-literal objects; they stay in code.
fn static_const(c: &Const, ty: &Type) -> bool {
    !matches!((c, ty), (Const::BigInt(_), Type::IntInf))
}

impl Statics {
    /// Finds the static variables of `p`; `globals[v]` says whether `v` is
    /// a global (never silent: it is a precise root with a declaration).
    pub(crate) fn analyse(p: &Program, globals: &[bool]) -> Statics {
        let defs = definitions(p);
        let mut s = Statics::default();
        // An unboxed tuple (unbox-returns) is no object: never static.
        let mut candidates: Vec<VarId> =
            defs.iter().filter(|(v, e)| is_aggregate(e) && !matches!(p.ty(**v), Type::Unboxed(_))).map(|(v, _)| *v).collect();
        candidates.sort_unstable();
        for v in candidates {
            s.resolve(p, &defs, v);
        }
        s.find_silent(p, globals);
        s
    }

    /// The static object of `v`, if any.
    pub(crate) fn object_of(&self, v: VarId) -> Option<usize> {
        self.of_var.get(&v).copied()
    }

    pub(crate) fn is_silent(&self, v: VarId) -> bool {
        self.silent.contains(&v)
    }

    /// Decides `root` and every aggregate it depends on, depth first with
    /// an explicit stack (a list literal is a chain as long as the list).
    fn resolve(&mut self, p: &Program, defs: &HashMap<VarId, &Exp>, root: VarId) {
        let mut stack = vec![root];
        while let Some(&v) = stack.last() {
            if self.of_var.contains_key(&v) || self.not_static.contains(&v) {
                stack.pop();
                continue;
            }
            let pending: Vec<VarId> = components(p, defs, v)
                .map(|cs| cs.into_iter().filter(|c| is_aggregate_var(defs, *c) && !self.of_var.contains_key(c) && !self.not_static.contains(c)).collect())
                .unwrap_or_default();
            if !pending.is_empty() {
                stack.extend(pending);
                continue;
            }
            stack.pop();
            match self.object(p, defs, v) {
                Some(obj) => {
                    self.of_var.insert(v, self.objects.len());
                    self.objects.push(obj);
                }
                None => {
                    self.not_static.insert(v);
                }
            }
        }
    }

    /// The object of aggregate `v` once its components are decided, or
    /// `None` when a component is not constant.
    fn object(&self, p: &Program, defs: &HashMap<VarId, &Exp>, v: VarId) -> Option<Object> {
        let (tys, vars) = shape(p, defs, v)?;
        let mut inits = Vec::with_capacity(vars.len());
        for c in vars {
            inits.push(match c {
                Component::Tag(t) => Init::Imm(t),
                Component::Var(x) => self.init_of(p, defs, x)?,
            });
        }
        Some(Object { tys, inits })
    }

    fn init_of(&self, p: &Program, defs: &HashMap<VarId, &Exp>, x: VarId) -> Option<Init> {
        if let Some(&o) = self.of_var.get(&x) {
            return Some(Init::Object(o));
        }
        match defs.get(&x)? {
            Exp::Const(c) if static_const(c, p.ty(x)) => Some(Init::Const(c.clone())),
            Exp::Con { index, arg: None, .. } => Some(Init::Imm(*index)),
            _ => None,
        }
    }

    /// Marks the static locals used only inside other static objects.
    fn find_silent(&mut self, p: &Program, globals: &[bool]) {
        let mut other_uses: HashMap<VarId, usize> = HashMap::new();
        let mut count = |v: VarId| {
            if self.of_var.contains_key(&v) {
                *other_uses.entry(v).or_insert(0) += 1;
            }
        };
        for s in all_statements(p) {
            if !self.of_var.contains_key(&s.var) {
                exp_uses(&s.exp, &mut count);
            }
        }
        for f in &p.functions {
            for b in &f.blocks {
                transfer_uses(&b.transfer, &mut count);
            }
        }
        self.silent = self.of_var.keys().copied().filter(|v| !globals.get(v.0 as usize).copied().unwrap_or(true) && !other_uses.contains_key(v)).collect();
    }
}

/// A component of an aggregate: a variable or a constructor tag.
enum Component {
    Tag(u32),
    Var(VarId),
}

/// Every statement of the program, globals first.
fn all_statements(p: &Program) -> impl Iterator<Item = &skein_ir::ssa::Statement> {
    p.globals.iter().chain(p.functions.iter().flat_map(|f| f.blocks.iter().flat_map(|b| b.stmts.iter())))
}

/// The binding of every statement-bound variable.
fn definitions(p: &Program) -> HashMap<VarId, &Exp> {
    all_statements(p).map(|s| (s.var, &s.exp)).collect()
}

/// Does `e` allocate an immutable object?
fn is_aggregate(e: &Exp) -> bool {
    match e {
        Exp::Tuple(xs) => !xs.is_empty(),
        Exp::Con { arg, .. } => arg.is_some(),
        Exp::ConFields { .. } => true,
        _ => false,
    }
}

fn is_aggregate_var(defs: &HashMap<VarId, &Exp>, v: VarId) -> bool {
    defs.get(&v).is_some_and(|e| is_aggregate(e))
}

/// The variables the object of `v` is built from.
fn components(p: &Program, defs: &HashMap<VarId, &Exp>, v: VarId) -> Option<Vec<VarId>> {
    let (_, cs) = shape(p, defs, v)?;
    Some(cs.into_iter().filter_map(|c| if let Component::Var(x) = c { Some(x) } else { None }).collect())
}

/// The component types and components of aggregate `v`, as the emitter
/// allocates it (`Emitter::statement`).  A flat constructor built from a
/// tuple variable takes the tuple's components, so the tuple must be a
/// literal too.
fn shape(p: &Program, defs: &HashMap<VarId, &Exp>, v: VarId) -> Option<(Vec<Type>, Vec<Component>)> {
    let ty = |x: &VarId| p.ty(*x).clone();
    match defs.get(&v)? {
        Exp::Tuple(xs) if !xs.is_empty() => Some((xs.iter().map(ty).collect(), xs.iter().map(|x| Component::Var(*x)).collect())),
        Exp::ConFields { index, fields, .. } => {
            let mut tys = vec![Type::unit()];
            tys.extend(fields.iter().map(ty));
            let mut cs = vec![Component::Tag(*index)];
            cs.extend(fields.iter().map(|x| Component::Var(*x)));
            Some((tys, cs))
        }
        Exp::Con { data, index, arg: Some(a) } => {
            let con = con_def(p, *data, *index)?;
            let arg_ty = con.arg.as_ref()?;
            if con.flat {
                let Exp::Tuple(xs) = defs.get(a)? else { return None };
                let Type::Tuple(ts) = arg_ty else { return None };
                let mut tys = vec![Type::unit()];
                tys.extend(ts.iter().cloned());
                let mut cs = vec![Component::Tag(*index)];
                cs.extend(xs.iter().map(|x| Component::Var(*x)));
                Some((tys, cs))
            } else {
                Some((vec![Type::unit(), arg_ty.clone()], vec![Component::Tag(*index), Component::Var(*a)]))
            }
        }
        _ => None,
    }
}

fn con_def(p: &Program, data: DataId, index: u32) -> Option<&skein_ir::ssa::ConDef> {
    p.datatypes.get(data.0 as usize)?.cons.get(index as usize)
}

/// The C types of an object's slots, in memory order: its layout's key.
fn slot_types(tys: &[Type]) -> Vec<&'static str> {
    let refs: Vec<&Type> = tys.iter().collect();
    let lay = layout(&refs);
    let mut out = vec!["SkValue"; lay.ptrs];
    let mut bytes = Vec::new();
    for (t, slot) in tys.iter().zip(&lay.slots) {
        if let Slot::Bytes(off) = slot {
            bytes.push((*off, slot_type(t)));
        }
    }
    bytes.sort_unstable_by_key(|b| b.0);
    out.extend(bytes.into_iter().map(|b| b.1));
    out
}

impl Emitter<'_> {
    /// The C expression of static object `o`: the address of its first
    /// slot, as an SkValue.
    pub(crate) fn static_ref(&self, o: usize) -> String {
        let (shape, index) = self.static_slots[o];
        format!("((SkValue)&skc_static{}[{}].s0)", shape, index)
    }

    /// Assigns every static object a place in its layout's array, so that
    /// `static_ref` works while functions are emitted.
    pub(crate) fn place_statics(&mut self) {
        let mut shapes: HashMap<Vec<&'static str>, usize> = HashMap::new();
        let mut counts: Vec<usize> = Vec::new();
        let mut slots = Vec::with_capacity(self.statics.objects.len());
        for obj in &self.statics.objects {
            let key = slot_types(&obj.tys);
            let next = shapes.len();
            let shape = *shapes.entry(key).or_insert(next);
            if shape == counts.len() {
                counts.push(0);
            }
            slots.push((shape, counts[shape]));
            counts[shape] += 1;
        }
        let mut by_shape: Vec<(Vec<&'static str>, usize)> = shapes.into_iter().map(|(k, i)| (k, i)).collect();
        by_shape.sort_unstable_by_key(|s| s.1);
        self.static_shapes = by_shape.into_iter().map(|(k, i)| (k, counts[i])).collect();
        self.static_slots = slots;
    }

    /// The C definitions of the static objects: one struct type and one
    /// array per layout, declared before they are defined.
    pub(crate) fn static_defs(&mut self) -> String {
        let mut out = String::new();
        if self.statics.objects.is_empty() {
            return out;
        }
        for (i, (slots, count)) in self.static_shapes.iter().enumerate() {
            let members: Vec<String> = slots.iter().enumerate().map(|(j, t)| format!("{} s{};", t, j)).collect();
            let _ = writeln!(out, "typedef struct {{ SkHeader h; {} }} SkcStatic{};", members.join(" "), i);
            let _ = writeln!(out, "static SkcStatic{} skc_static{}[{}];", i, i, count);
        }
        let mut rows: Vec<Vec<String>> = vec![Vec::new(); self.static_shapes.len()];
        for o in 0..self.statics.objects.len() {
            let row = self.static_row(o);
            rows[self.static_slots[o].0].push(row);
        }
        for (i, rows) in rows.iter().enumerate() {
            let _ = writeln!(out, "static SkcStatic{} skc_static{}[{}] = {{\n{}\n}};", i, i, rows.len(), rows.join(",\n"));
        }
        out
    }

    /// The initialiser of static object `o`: header, then slots in memory
    /// order.
    fn static_row(&mut self, o: usize) -> String {
        let obj = self.statics.objects[o].clone();
        let refs: Vec<&Type> = obj.tys.iter().collect();
        let lay = layout(&refs);
        let header: u64 = 1 | (1 << 4) | ((lay.ptrs as u64) << 16) | ((lay.bytes as u64) << 40);
        let mut slots: Vec<(usize, String)> = Vec::with_capacity(obj.inits.len());
        for ((init, t), slot) in obj.inits.iter().zip(&obj.tys).zip(&lay.slots) {
            let value = match init {
                Init::Imm(tag) => format!("SK_IMM({})", tag),
                Init::Object(x) => self.static_ref(*x),
                Init::Const(c) => self.const_expr(c, t),
            };
            let pos = match slot {
                Slot::Ptr(i) => *i,
                Slot::Bytes(off) => lay.ptrs + off / 8,
            };
            let value = if let Slot::Bytes(_) = slot { format!("({}){}", slot_type(t), value) } else { value };
            slots.push((pos, value));
        }
        slots.sort_unstable_by_key(|s| s.0);
        let values: Vec<String> = slots.into_iter().map(|s| s.1).collect();
        format!("  {{ UINT64_C(0x{:x}), {} }}", header, values.join(", "))
    }
}
