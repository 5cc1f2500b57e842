//! Types: lowering Core types to concrete Mono types under a substitution,
//! and the table of datatype instances.
//!
//! A datatype instance (`list<int>`) gets its id the first time a type
//! mentions it; its constructors are filled in by `finish`, after all code
//! is translated, from a worklist (constructor argument types mention further
//! instances).  A non-uniform datatype (`datatype 'a t = N | C of ('a*'a) t`)
//! mentions infinitely many instances; `finish` expands every instance that
//! code constructs or matches, and others only while they stay small and
//! shallow, leaving the rest with no constructors (no value can have them).

use skein_ir::core::{self, TyConKind, TyVarId};
use skein_ir::mono::{self, print::type_to_string_in, ConDef, DataDef, PrimTyCon, Type};
use std::collections::{HashMap, HashSet};

/// Type variables in scope and what they stand for.  A variable missing here
/// is one no binding generalised (a top-level `val r = ref []`): like MLton,
/// it becomes `unit`.
pub type Subst = HashMap<TyVarId, Type>;

/// Instances not constructed by code are expanded only up to this depth (in
/// instances created by expanding others) and this size of their arguments.
const MAX_DEPTH: u32 = 64;
const MAX_ARG_SIZE: usize = 256;

#[derive(Default)]
pub struct Types {
    pub datatypes: Vec<DataDef>,
    instances: HashMap<(core::TyConId, Vec<Type>), mono::TyConId>,
    names: HashSet<String>,
    /// Per instance: created while expanding an instance of depth `d` -> `d+1`.
    depth: Vec<u32>,
    /// Per instance: some code constructs or matches one of its constructors.
    constructed: Vec<bool>,
    /// Depth given to instances created now.
    current_depth: u32,
}

impl Types {
    pub fn lower(&mut self, core: &core::Program, t: &core::Type, subst: &Subst) -> Type {
        match t {
            core::Type::Var(a) => subst.get(a).cloned().unwrap_or_else(Type::unit),
            core::Type::Record(fields) => Type::Record(fields.iter().map(|(l, t)| (l.clone(), self.lower(core, t, subst))).collect()),
            core::Type::Arrow(a, b) => Type::arrow(self.lower(core, a, subst), self.lower(core, b, subst)),
            core::Type::Con(tc, args) => {
                let args: Vec<Type> = args.iter().map(|a| self.lower(core, a, subst)).collect();
                self.apply(core, *tc, args)
            }
        }
    }

    /// The Mono type `args tc`.
    pub fn apply(&mut self, core: &core::Program, tc: core::TyConId, args: Vec<Type>) -> Type {
        let def = match core.tycons.get(tc.0 as usize) {
            Some(def) => def,
            // Ill-formed Core; the Mono checker will report the result.
            None => return Type::Prim(PrimTyCon::Other("?unknown-tycon"), args),
        };
        match &def.kind {
            TyConKind::Prim(p) => Type::Prim(*p, args),
            TyConKind::Abstract { rep } => {
                let s: Subst = def.params.iter().copied().zip(args).collect();
                self.lower(core, rep, &s)
            }
            TyConKind::Datatype { .. } => Type::Data(self.instance(core, tc, args)),
        }
    }

    fn instance(&mut self, core: &core::Program, tc: core::TyConId, args: Vec<Type>) -> mono::TyConId {
        if let Some(id) = self.instances.get(&(tc, args.clone())) {
            return *id;
        }
        let def = core.tycon(tc);
        let id = mono::TyConId(self.datatypes.len() as u32);
        let base = if args.is_empty() {
            def.name.clone()
        } else {
            let shown: Vec<String> = args.iter().map(|a| type_to_string_in(&self.datatypes, a)).collect();
            format!("{}<{}>", def.name, shown.join(", "))
        };
        let mut name = base.clone();
        let mut n = 2;
        while !self.names.insert(name.clone()) {
            name = format!("{}'{}", base, n);
            n += 1;
        }
        let equality = def.equality && args.iter().all(|a| self.admits_equality(a));
        self.datatypes.push(DataDef { id, name, core: tc, args: args.clone(), equality, cons: Vec::new() });
        self.depth.push(self.current_depth);
        self.constructed.push(false);
        self.instances.insert((tc, args), id);
        id
    }

    /// Records that code constructs or matches a constructor of `t`.
    pub fn mark_constructed(&mut self, t: &Type) {
        if let Type::Data(id) = t {
            self.constructed[id.0 as usize] = true;
        }
    }

    fn admits_equality(&self, t: &Type) -> bool {
        match t {
            Type::Prim(PrimTyCon::Real | PrimTyCon::Exn, _) => false,
            Type::Prim(PrimTyCon::Ref | PrimTyCon::Array, _) => true,
            Type::Prim(_, args) => args.iter().all(|a| self.admits_equality(a)),
            Type::Data(id) => self.datatypes[id.0 as usize].equality,
            Type::Record(fields) => fields.iter().all(|(_, t)| self.admits_equality(t)),
            Type::Arrow(..) => false,
        }
    }

    /// Fills in the constructors of every instance (see the header).
    pub fn finish(&mut self, core: &core::Program) {
        let mut i = 0;
        while i < self.datatypes.len() {
            let expand = self.constructed[i] || (self.depth[i] <= MAX_DEPTH && self.datatypes[i].args.iter().map(size).sum::<usize>() <= MAX_ARG_SIZE);
            if expand {
                self.current_depth = self.depth[i] + 1;
                let def = core.tycon(self.datatypes[i].core);
                let s: Subst = def.params.iter().copied().zip(self.datatypes[i].args.iter().cloned()).collect();
                let cons = match &def.kind {
                    TyConKind::Datatype { cons } => cons.clone(),
                    _ => Vec::new(),
                };
                let cons = cons.iter().map(|c| ConDef { name: c.name.clone(), arg: c.arg.as_ref().map(|t| self.lower(core, t, &s)) }).collect();
                self.datatypes[i].cons = cons;
            }
            i += 1;
        }
        self.current_depth = 0;
    }
}

fn size(t: &Type) -> usize {
    match t {
        Type::Prim(_, args) => 1 + args.iter().map(size).sum::<usize>(),
        Type::Data(_) => 1,
        Type::Record(fields) => 1 + fields.iter().map(|(_, t)| size(t)).sum::<usize>(),
        Type::Arrow(a, b) => 1 + size(a) + size(b),
    }
}
