//! Monomorphisation: Core IR -> Mono IR (ARCHITECTURE.md section 2).
//! Every polymorphic binding is copied once per tuple of concrete types it
//! is used at; datatypes are specialised per instance; opaque types become
//! their representation.  Only code reachable from the top level survives.
//!
//! The algorithm (whole program, demand driven, as in MLton):
//! - The top-level declarations are treated as one `let` with an empty body.
//! - A `let` is translated *backwards*: first its body, then its declarations
//!   from last to first (`decs.rs`).  A use of a polymorphic variable `f` at
//!   concrete type arguments `T` records the demand `(f, T)` on `f`'s
//!   binding, which is still pending because bindings precede their uses;
//!   the use gets the variable of that copy at once.  When the translation
//!   reaches the binding, every demanded copy is translated under the
//!   substitution `tyvars -> T`; copies can only demand earlier bindings.
//! - Copies of an inner polymorphic binding are made per copy of the
//!   enclosing function (its `let` is translated again for each), which is
//!   also how exceptions declared inside polymorphic functions are
//!   specialised.
//! - This terminates: SML has no polymorphic recursion, so a `val rec`
//!   group is monomorphic inside itself, and each binding is reached once
//!   per copy of its enclosing binding.
//! - Backward translation also gives dead-code removal: a binding whose
//!   variables nothing later used, whose expression is a value and whose
//!   pattern cannot fail is dropped (`val _ = print "x"` stays).

mod decs;
mod exp;
mod renumber;
mod types;

#[cfg(test)]
mod tests;

use skein_ir::core;
use skein_ir::mono;
use std::collections::{HashMap, HashSet};
use types::{Subst, Types};

/// Monomorphises a whole program.  Never fails: ill-formed Core (which the
/// Core checker rejects) gives ill-formed Mono, which the Mono checker
/// rejects.
pub fn monomorphise(core: &core::Program) -> mono::Program {
    let mut m = Mono::new(core);
    let (decs, ()) = m.decs(&core.decs, |_| ());
    m.out.decs = decs;
    // The initial basis declares Match and Bind (the first exceptions of
    // those names in Core), so what `new` made up front is another
    // exception of that name (from a signature's specification).  When the
    // program names the real ones, they were made on that use: match
    // failures must raise those very exceptions, or `handle Match` would not
    // catch them.
    for name in ["Match", "Bind"] {
        let Some(i) = core.exns.iter().position(|e| e.name == name && e.arg.is_none()) else { continue };
        let Some(&id) = m.exns.get(&core::ExnId(i as u32)) else { continue };
        match name {
            "Match" => m.out.match_exn = Some(id),
            _ => m.out.bind_exn = Some(id),
        }
    }
    renumber::renumber(&mut m.out);
    m.types.finish(core);
    m.out.datatypes = std::mem::take(&mut m.types.datatypes);
    m.out
}

/// A pending polymorphic binding (`Val`/`ValRec` with type variables) of a
/// `let` being translated, and the copies demanded so far.
struct Group {
    tyvars: Vec<core::TyVarId>,
    /// The variables it binds, in pattern order.
    vars: Vec<core::VarId>,
    /// Type arguments (for `tyvars`) of each copy, and its variables.
    copies: Vec<(Vec<mono::Type>, Vec<mono::VarId>)>,
    index: HashMap<Vec<mono::Type>, usize>,
}

struct Mono<'a> {
    core: &'a core::Program,
    out: mono::Program,
    types: Types,
    /// Type variables of the bindings whose copy is being translated.
    subst: Subst,
    /// Monomorphic variables in scope (and, while one of its copies is
    /// translated, the variables of a polymorphic group).
    vars: HashMap<core::VarId, mono::VarId>,
    /// Polymorphic variables in scope: their group (index into `groups`)
    /// and position in it.
    poly: HashMap<core::VarId, (usize, usize)>,
    groups: Vec<Group>,
    /// Exceptions declared in scope (in the copy being translated).
    exns: HashMap<core::ExnId, mono::ExnId>,
    /// Core exceptions no declaration creates (the basis's `Match`...).
    builtin: HashMap<core::ExnId, Option<mono::ExnId>>,
    /// Binders of monomorphic declarations in scope that nothing has used
    /// yet: their Mono variable is made at the first use (or when the
    /// declaration is kept anyway), so dead ones leave no trace.
    pending_vars: HashSet<core::VarId>,
    /// Likewise for exception declarations.
    pending_exns: HashSet<core::ExnId>,
}

impl<'a> Mono<'a> {
    fn new(core: &'a core::Program) -> Mono<'a> {
        let mut declared = HashSet::new();
        decs::declared_exns(&core.decs, &mut declared);
        let builtin = (0..core.exns.len() as u32).map(core::ExnId).filter(|e| !declared.contains(e)).map(|e| (e, None)).collect();
        let mut m = Mono {
            core,
            out: mono::Program::default(),
            types: Types::default(),
            subst: Subst::new(),
            vars: HashMap::new(),
            poly: HashMap::new(),
            groups: Vec::new(),
            exns: HashMap::new(),
            builtin,
            pending_vars: HashSet::new(),
            pending_exns: HashSet::new(),
        };
        // Match compilation needs these two whether or not the source names them.
        for (i, e) in core.exns.iter().enumerate() {
            let id = core::ExnId(i as u32);
            if m.builtin.contains_key(&id) && e.arg.is_none() {
                match e.name.as_str() {
                    "Match" => m.out.match_exn = Some(m.exn(id)),
                    "Bind" => m.out.bind_exn = Some(m.exn(id)),
                    _ => {}
                }
            }
        }
        m
    }

    fn lower(&mut self, t: &core::Type) -> mono::Type {
        self.types.lower(self.core, t, &self.subst)
    }

    fn new_var(&mut self, name: String, ty: mono::Type) -> mono::VarId {
        let id = mono::VarId(self.out.vars.len() as u32);
        self.out.vars.push(mono::VarInfo { name, ty });
        id
    }

    /// A fresh Mono variable for the monomorphic Core binder `v`, now in scope.
    fn bind_var(&mut self, v: core::VarId) -> mono::VarId {
        let (name, ty) = match self.core.vars.get(v.0 as usize) {
            Some(info) => (info.name.clone(), self.lower(&info.ty.clone())),
            None => (format!("?var{}", v.0), mono::Type::unit()),
        };
        let id = self.new_var(name, ty);
        self.vars.insert(v, id);
        id
    }

    /// A fresh Mono exception for the Core declaration of `e`, now in scope.
    fn declare_exn(&mut self, e: core::ExnId) -> mono::ExnId {
        let id = self.new_exn(e, false);
        self.exns.insert(e, id);
        id
    }

    fn new_exn(&mut self, e: core::ExnId, builtin: bool) -> mono::ExnId {
        let (name, arg) = match self.core.exns.get(e.0 as usize) {
            Some(def) => (def.name.clone(), def.arg.clone()),
            None => (format!("?exn{}", e.0), None),
        };
        let arg = arg.map(|t| self.lower(&t));
        let id = mono::ExnId(self.out.exns.len() as u32);
        self.out.exns.push(mono::ExnDef { name, arg, builtin });
        id
    }

    /// The Mono exception a use of `e` here refers to.
    fn exn(&mut self, e: core::ExnId) -> mono::ExnId {
        match self.exns.get(&e) {
            Some(id) => *id,
            None if self.pending_exns.remove(&e) => self.declare_exn(e),
            None => match self.builtin.get(&e) {
                Some(Some(id)) => *id,
                _ => {
                    // A builtin (or, in ill-formed Core, an undeclared one):
                    // one Mono exception for the whole program.
                    let saved = std::mem::take(&mut self.subst);
                    let id = self.new_exn(e, true);
                    self.subst = saved;
                    self.builtin.insert(e, Some(id));
                    id
                }
            },
        }
    }

    /// The Mono variable a use of `v` at type arguments `tyargs` refers to.
    fn use_var(&mut self, v: core::VarId, tyargs: &[core::Type]) -> mono::VarId {
        if let Some(id) = self.vars.get(&v) {
            *id
        } else if self.pending_vars.remove(&v) {
            self.bind_var(v)
        } else if let Some(&(g, pos)) = self.poly.get(&v) {
            let info = self.core.var(v);
            let mut key = Vec::with_capacity(self.groups[g].tyvars.len());
            for i in 0..self.groups[g].tyvars.len() {
                let tv = self.groups[g].tyvars[i];
                let t = match info.tyvars.iter().position(|a| *a == tv).and_then(|j| tyargs.get(j)) {
                    Some(t) => self.lower(t),
                    None => mono::Type::unit(),
                };
                key.push(t);
            }
            let copy = self.demand(g, key);
            self.groups[g].copies[copy].1[pos]
        } else {
            // Unbound in ill-formed Core: a variable nothing binds, which the
            // Mono checker reports.
            let name = self.core.vars.get(v.0 as usize).map(|i| i.name.clone()).unwrap_or_default();
            self.new_var(format!("?unbound {}", name), mono::Type::unit())
        }
    }

    /// The index of the copy of group `g` at `key`, made if new.
    fn demand(&mut self, g: usize, key: Vec<mono::Type>) -> usize {
        if let Some(i) = self.groups[g].index.get(&key) {
            return *i;
        }
        let tyvars = self.groups[g].tyvars.clone();
        let saved: Vec<_> = tyvars.iter().map(|a| self.subst.get(a).cloned()).collect();
        for (a, t) in tyvars.iter().zip(&key) {
            self.subst.insert(*a, t.clone());
        }
        let mut vars = Vec::new();
        for v in self.groups[g].vars.clone() {
            let info = self.core.var(v);
            let ty = self.types.lower(self.core, &info.ty, &self.subst);
            vars.push(self.new_var(info.name.clone(), ty));
        }
        self.restore_subst(&tyvars, saved);
        let group = &mut self.groups[g];
        group.copies.push((key.clone(), vars));
        group.index.insert(key, group.copies.len() - 1);
        group.copies.len() - 1
    }

    fn restore_subst(&mut self, tyvars: &[core::TyVarId], saved: Vec<Option<mono::Type>>) {
        for (a, old) in tyvars.iter().zip(saved) {
            match old {
                Some(t) => self.subst.insert(*a, t),
                None => self.subst.remove(a),
            };
        }
    }
}
