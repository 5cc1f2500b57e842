//! Equality of the datatypes a functor application generates.
//!
//! The Definition elaborates a functor body once, with the parameter's
//! types abstract; a datatype of the body admits equality only if it does
//! there (rules 86 and 54: the result signature `(T')E'` is fixed at the
//! declaration, and an application only renames `T'`).  Skein elaborates
//! the body again at each application, with the argument's actual types,
//! where `datatype u = U of X.t` with `X.t = int` would admit equality.
//! `restrict_generated_equality` undoes that: it pairs the type names of
//! the declaration-time result with those of the application's result
//! (same paths, same positions in types) and clears equality on each new
//! datatype (or the abstract type an opaque result signature makes of a
//! datatype spec) whose declaration-time counterpart does not admit it.

use crate::elaborator::Elaborator;
use crate::env::{Env, ValEntry};
use crate::types::{TyConKind, TyConRef, Type};
use crate::unify::prune;

impl Elaborator {
    /// `declared`: the body's environment checked at the declaration;
    /// `applied`: this application's; `first_new`: the first type name id
    /// this application created.
    pub(crate) fn restrict_generated_equality(&mut self, declared: &Env, applied: &Env, first_new: u32) {
        let mut pairs = Vec::new();
        pair_envs(declared, applied, &mut pairs);
        for (old, new) in pairs {
            let generated = new.id.0 >= first_new && matches!(&*new.kind.borrow(), TyConKind::Datatype { .. } | TyConKind::Abstract { .. });
            if generated && !old.equality.get() && new.equality.get() {
                new.equality.set(false);
                self.program.tycons[new.id.0 as usize].equality = false;
            }
        }
    }
}

/// Type names at the same places of two environments of the same shape.
fn pair_envs(old: &Env, new: &Env, out: &mut Vec<(TyConRef, TyConRef)>) {
    for (name, ts) in old.types.iter() {
        if let Some(nts) = new.types.get(name) {
            pair_types(&ts.fcn.body, &nts.fcn.body, out);
        }
    }
    for (name, v) in old.values.iter() {
        if let (Some(a), Some(b)) = (entry_type(v), new.values.get(name).and_then(|nv| entry_type(nv))) {
            pair_types(a, b, out);
        }
    }
    for (name, s) in old.structures.iter() {
        if let Some(ns) = new.structures.get(name) {
            pair_envs(&s.env, &ns.env, out);
        }
    }
}

fn entry_type(v: &ValEntry) -> Option<&Type> {
    match v {
        ValEntry::Var { scheme, .. } | ValEntry::Con { scheme, .. } | ValEntry::Exn { scheme, .. } => Some(&scheme.body),
        ValEntry::Overloaded(_) => None,
    }
}

fn pair_types(old: &Type, new: &Type, out: &mut Vec<(TyConRef, TyConRef)>) {
    match (prune(old), prune(new)) {
        (Type::Con(a, aargs), Type::Con(b, bargs)) => {
            if aargs.len() == bargs.len() {
                aargs.iter().zip(&bargs).for_each(|(x, y)| pair_types(x, y, out));
            }
            out.push((a, b));
        }
        (Type::Record(af), Type::Record(bf)) => {
            for (l, x) in &af {
                if let Some((_, y)) = bf.iter().find(|(m, _)| m == l) {
                    pair_types(x, y, out);
                }
            }
        }
        (Type::Arrow(a1, r1), Type::Arrow(a2, r2)) => {
            pair_types(&a1, &a2, out);
            pair_types(&r1, &r2, out);
        }
        _ => {}
    }
}
