//! Unification of semantic types: meta variables with levels (for
//! let-polymorphism), equality attributes, overloading classes and flexible
//! records; the occurs check; substitution of bound variables.
//!
//! Invariants: a meta is linked at most once; links are path-compressed by
//! `prune`; when a meta at level `l` is linked to a type, every meta in that
//! type is lowered to level `<= l` (so generalisation only has to compare
//! levels), and a rigid type variable deeper than `l` escapes its scope.

use crate::elaborator::Elaborator;
use crate::print_type::{type_to_string, TyVarNames};
use crate::types::{Meta, MetaState, OverloadClass, TyConKind, Type};
use skein_ir::core::{Label, PrimTyCon};
use std::rc::Rc;

/// Overloading families: a class is a set of families.
pub const FAM_INT: u8 = 1;
pub const FAM_WORD: u8 = 2;
pub const FAM_REAL: u8 = 4;
pub const FAM_TEXT: u8 = 8;

pub fn class_mask(c: OverloadClass) -> u8 {
    match c {
        OverloadClass::Num => FAM_INT | FAM_WORD | FAM_REAL,
        OverloadClass::IntWord => FAM_INT | FAM_WORD,
        OverloadClass::Real => FAM_REAL,
        OverloadClass::NumText => FAM_INT | FAM_WORD | FAM_REAL | FAM_TEXT,
        OverloadClass::IntLit => FAM_INT,
        OverloadClass::WordLit => FAM_WORD,
        OverloadClass::RealLit => FAM_REAL,
        OverloadClass::RealInt => FAM_INT | FAM_REAL,
    }
}

pub fn mask_class(m: u8) -> Option<OverloadClass> {
    Some(match m {
        0 => return None,
        FAM_INT => OverloadClass::IntLit,
        FAM_WORD => OverloadClass::WordLit,
        FAM_REAL => OverloadClass::Real,
        x if x == FAM_INT | FAM_WORD => OverloadClass::IntWord,
        x if x == FAM_INT | FAM_REAL => OverloadClass::RealInt,
        x if x == FAM_INT | FAM_WORD | FAM_REAL => OverloadClass::Num,
        _ => OverloadClass::NumText,
    })
}

/// What went wrong; `expected`/`found` are the types given to `unify`.
#[derive(Debug, Clone)]
pub struct UnifyError {
    pub kind: UnifyErrorKind,
    pub expected: Type,
    pub found: Type,
}

#[derive(Debug, Clone)]
pub enum UnifyErrorKind {
    Mismatch,
    Circular,
    /// The type (rendered) does not admit equality.
    Equality(Type),
    /// The type is not one an overloaded identifier/literal can have.
    Overload(Type, OverloadClass),
    /// A rigid type variable would escape its scope.
    Escape(String),
    /// A type name would escape its scope: a type of the context (a meta
    /// older than the name) would become the named, later-declared type.
    TyNameEscape(String),
}

impl UnifyError {
    /// A message naming both types in SML syntax.
    pub fn message(&self) -> String {
        let mut names = TyVarNames::new();
        let e = type_to_string(&self.expected, &mut names, "");
        let f = type_to_string(&self.found, &mut names, "");
        match &self.kind {
            UnifyErrorKind::Mismatch => format!("type mismatch: expected `{}`, found `{}`", e, f),
            UnifyErrorKind::Circular => format!("circular type: cannot unify `{}` with `{}`", e, f),
            UnifyErrorKind::Equality(t) => {
                let t = type_to_string(t, &mut names, "");
                if t == e && t == f {
                    format!("type `{}` does not admit equality", t)
                } else {
                    format!("type `{}` does not admit equality (expected `{}`, found `{}`)", t, e, f)
                }
            }
            // `t` is the type that the overloaded side (class `c`) could
            // not take.  Name the side it came from, so that the message
            // reads in the direction of the context: `1 + "a"` expected an
            // integer type and found `string`; `length l + 1.0` expected
            // `int` and found `real` (the literal's default type).
            UnifyErrorKind::Overload(t, c) => {
                let t = type_to_string(t, &mut names, "");
                if t == f {
                    format!("type mismatch: expected {}, found `{}`", class_description(*c), f)
                } else if t == e {
                    format!("type mismatch: expected `{}`, found `{}`", e, f)
                } else {
                    format!(
                        "type mismatch: `{}` is not {} (expected `{}`, found `{}`)",
                        t,
                        class_description(*c),
                        e,
                        f
                    )
                }
            }
            UnifyErrorKind::Escape(v) => format!("type variable `{}` escapes its scope: cannot unify `{}` with `{}`", v, e, f),
            UnifyErrorKind::TyNameEscape(t) => format!(
                "type `{}` escapes its scope: `{}` comes from a context older than `{}` and cannot become `{}`",
                t, e, t, f
            ),
        }
    }
}

pub fn class_description(c: OverloadClass) -> &'static str {
    match c {
        OverloadClass::Num => "a numeric type (int, word or real)",
        OverloadClass::IntWord => "an integer or word type",
        OverloadClass::Real => "a real type",
        OverloadClass::NumText => "a numeric, char or string type",
        OverloadClass::IntLit => "an integer type",
        OverloadClass::WordLit => "a word type",
        OverloadClass::RealLit => "a real type",
        OverloadClass::RealInt => "an integer or real type",
    }
}

/// The last meta on `m`'s chain of meta-to-meta links (unbound, or linked
/// to a type that is not a meta), with every meta on the way pointed
/// straight at it.  Unifying the types of n elements of a list literal
/// links n metas one after another; every walk over a type that follows
/// links must go through here, or walking each element's type costs the
/// length of the chain and the whole program O(n^2).  Iterative: a chain
/// may be as long as a list literal.
pub fn representative(m: &Rc<Meta>) -> Rc<Meta> {
    let mut path = Vec::new();
    let mut cur = m.clone();
    loop {
        let next = match &*cur.state.borrow() {
            MetaState::Link(Type::Meta(n)) => n.clone(),
            _ => break,
        };
        path.push(std::mem::replace(&mut cur, next));
    }
    // The last one on the path already points at `cur`.
    path.pop();
    for p in path {
        *p.state.borrow_mut() = MetaState::Link(Type::Meta(cur.clone()));
    }
    cur
}

/// Follows meta links, compressing the path; returns the representative.
pub fn prune(t: &Type) -> Type {
    if let Type::Meta(m) = t {
        let r = representative(m);
        let st = r.state.borrow();
        match &*st {
            MetaState::Link(u) => u.clone(),
            MetaState::Unbound { .. } => Type::Meta(r.clone()),
        }
    } else {
        t.clone()
    }
}

/// Replaces `Bound(i)` by `args[i]`.
pub fn subst_bound(t: &Type, args: &[Type]) -> Type {
    match t {
        Type::Bound(i) => args.get(*i as usize).cloned().unwrap_or(Type::Record(Vec::new())),
        Type::Meta(m) => {
            let r = representative(m);
            let st = r.state.borrow();
            match &*st {
                MetaState::Link(u) => subst_bound(u, args),
                _ => Type::Meta(r.clone()),
            }
        }
        Type::Rigid(_) => t.clone(),
        Type::Con(tc, a) => Type::Con(tc.clone(), a.iter().map(|x| subst_bound(x, args)).collect()),
        Type::Record(fs) => Type::Record(fs.iter().map(|(l, x)| (l.clone(), subst_bound(x, args))).collect()),
        Type::Arrow(a, b) => Type::Arrow(Box::new(subst_bound(a, args)), Box::new(subst_bound(b, args))),
    }
}

type R = Result<(), UnifyErrorKind>;

impl Elaborator {
    /// Unifies `a` (what the context expects) with `b` (what was found).
    pub fn unify(&mut self, a: &Type, b: &Type) -> Result<(), UnifyError> {
        self.unify_inner(a, b).map_err(|kind| UnifyError { kind, expected: a.clone(), found: b.clone() })
    }

    fn is_error(&self, t: &Type) -> bool {
        matches!(t, Type::Con(tc, _) if tc.id == self.builtins.error.id)
    }

    fn unify_inner(&mut self, a: &Type, b: &Type) -> R {
        // Only a meta needs pruning (which copies what it is linked to);
        // a structural type is unified in place, so unifying two types
        // copies nothing but the targets of meta links.
        let (pa, pb);
        let a = if let Type::Meta(_) = a {
            pa = prune(a);
            &pa
        } else {
            a
        };
        let b = if let Type::Meta(_) = b {
            pb = prune(b);
            &pb
        } else {
            b
        };
        if self.is_error(a) || self.is_error(b) {
            // An unbound type variable meeting the error type takes it, so
            // that nothing reports it later as undetermined (the value
            // restriction's warning on `val n = f 1 2`).
            match (a, b) {
                (Type::Meta(m), e) | (e, Type::Meta(m)) => {
                    if self.bind_meta(m, e).is_err() {
                        // A flexible record (`#a` of an erroneous
                        // expression): not "unresolved" at the end.
                        self.flex_reported.insert(m.id);
                    }
                }
                _ => {}
            }
            return Ok(());
        }
        match (a, b) {
            (Type::Meta(m1), Type::Meta(m2)) if Rc::ptr_eq(m1, m2) => Ok(()),
            (Type::Meta(m), Type::Meta(_)) => self.bind_meta_meta(m, b),
            (Type::Meta(m), _) => self.bind_meta(m, b),
            (_, Type::Meta(m)) => self.bind_meta(m, a),
            (Type::Rigid(r1), Type::Rigid(r2)) if r1.id == r2.id => Ok(()),
            (Type::Con(t1, a1), Type::Con(t2, a2)) if t1.id == t2.id && a1.len() == a2.len() => {
                for (x, y) in a1.iter().zip(a2.iter()) {
                    self.unify_inner(x, y)?;
                }
                Ok(())
            }
            (Type::Record(f1), Type::Record(f2)) => {
                if f1.len() != f2.len() || f1.iter().zip(f2.iter()).any(|((l1, _), (l2, _))| l1 != l2) {
                    return Err(UnifyErrorKind::Mismatch);
                }
                for ((_, x), (_, y)) in f1.iter().zip(f2.iter()) {
                    self.unify_inner(x, y)?;
                }
                Ok(())
            }
            (Type::Arrow(a1, r1), Type::Arrow(a2, r2)) => {
                self.unify_inner(a1, a2)?;
                self.unify_inner(r1, r2)
            }
            _ => Err(UnifyErrorKind::Mismatch),
        }
    }

    /// Links unbound `m` to the non-meta type `t` (already pruned).
    fn bind_meta(&mut self, m: &Rc<crate::types::Meta>, t: &Type) -> R {
        let (level, equality, overload, flex) = match &*m.state.borrow() {
            MetaState::Unbound { level, equality, overload, flex } => (*level, *equality, *overload, flex.clone()),
            MetaState::Link(_) => unreachable!("pruned"),
        };
        self.occurs_adjust(m.id, level, m.horizon.get(), t)?;
        if let Some(c) = overload {
            match t {
                Type::Con(tc, args) if args.is_empty() => {
                    let fam = self.builtins.family.get(&tc.id).copied().unwrap_or(0);
                    if fam & class_mask(c) == 0 {
                        return Err(UnifyErrorKind::Overload(t.clone(), c));
                    }
                }
                _ => return Err(UnifyErrorKind::Overload(t.clone(), c)),
            }
        }
        if let Some(fields) = flex {
            match t {
                Type::Record(all) => {
                    for (l, ft) in &fields {
                        match all.iter().find(|(l2, _)| l2 == l) {
                            Some((_, t2)) => self.unify_inner(ft, t2)?,
                            None => {
                                // Reported here (`#b` of a record without
                                // `b`), so not again as unresolved at the
                                // end of the topdec.
                                self.flex_reported.insert(m.id);
                                return Err(UnifyErrorKind::Mismatch);
                            }
                        }
                    }
                }
                _ => return Err(UnifyErrorKind::Mismatch),
            }
        }
        *m.state.borrow_mut() = MetaState::Link(t.clone());
        if equality && !self.make_equality(t) {
            return Err(UnifyErrorKind::Equality(t.clone()));
        }
        Ok(())
    }

    fn bind_meta_meta(&mut self, m1: &Rc<crate::types::Meta>, b: &Type) -> R {
        let Type::Meta(m2) = b else { unreachable!() };
        let s1 = m1.state.borrow().clone();
        let s2 = m2.state.borrow().clone();
        let (MetaState::Unbound { level: l1, equality: e1, overload: o1, flex: f1 }, MetaState::Unbound { level: l2, equality: e2, overload: o2, flex: f2 }) = (s1, s2) else {
            unreachable!("pruned")
        };
        let level = l1.min(l2);
        let horizon = m1.horizon.get().min(m2.horizon.get());
        m2.horizon.set(horizon);
        let equality = e1 || e2;
        let overload = match (o1, o2) {
            (Some(a), Some(b)) => match mask_class(class_mask(a) & class_mask(b)) {
                Some(c) => Some(c),
                None => return Err(UnifyErrorKind::Mismatch),
            },
            (a, b) => a.or(b),
        };
        let flex = match (f1, f2) {
            (Some(a), Some(b)) => {
                let mut merged = b.clone();
                for (l, t) in a {
                    if let Some((_, t2)) = b.iter().find(|(l2, _)| *l2 == l) {
                        self.unify_inner(&t, t2)?;
                    } else {
                        merged.push((l, t));
                    }
                }
                merged.sort_by(|x, y| x.0.cmp(&y.0));
                Some(merged)
            }
            (a, b) => a.or(b),
        };
        if overload.is_some() && flex.is_some() {
            return Err(UnifyErrorKind::Mismatch);
        }
        if let (true, Some(c)) = (equality, overload) {
            if class_mask(c) & !FAM_REAL == 0 {
                return Err(UnifyErrorKind::Equality(self.default_of(c)));
            }
        }
        if let Some(fs) = &flex {
            for (_, t) in fs {
                self.occurs_adjust(m1.id, level, horizon, t)?;
                self.occurs_adjust(m2.id, level, horizon, t)?;
            }
        }
        *m1.state.borrow_mut() = MetaState::Link(b.clone());
        *m2.state.borrow_mut() = MetaState::Unbound { level, equality, overload, flex: flex.clone() };
        if equality {
            if let Some(fs) = flex {
                for (_, t) in fs {
                    if !self.make_equality(&t) {
                        return Err(UnifyErrorKind::Equality(t.clone()));
                    }
                }
            }
        }
        Ok(())
    }

    /// Occurs check of meta `id` in `t`, lowering levels to `level` and
    /// horizons to `horizon`, and checking that no rigid variable deeper
    /// than `level` and no type name newer than `horizon` escapes.
    fn occurs_adjust(&mut self, id: u32, level: u32, horizon: u32, t: &Type) -> R {
        match t {
            Type::Meta(m) => {
                let m = &representative(m);
                {
                    // Followed without copying `u`: links are acyclic, so
                    // nothing below borrows `m` mutably.
                    let st = m.state.borrow();
                    if let MetaState::Link(u) = &*st {
                        return self.occurs_adjust(id, level, horizon, u);
                    }
                }
                let mut st = m.state.borrow_mut();
                match &mut *st {
                    MetaState::Link(_) => unreachable!("checked above"),
                    MetaState::Unbound { level: l, flex, .. } => {
                        if m.id == id {
                            return Err(UnifyErrorKind::Circular);
                        }
                        if *l > level {
                            *l = level;
                        }
                        if m.horizon.get() > horizon {
                            m.horizon.set(horizon);
                        }
                        let fs = flex.clone();
                        drop(st);
                        if let Some(fs) = fs {
                            for (_, ft) in fs {
                                self.occurs_adjust(id, level, horizon, &ft)?;
                            }
                        }
                        Ok(())
                    }
                }
            }
            Type::Rigid(r) => {
                if r.level > level {
                    Err(UnifyErrorKind::Escape(r.name.clone()))
                } else {
                    Ok(())
                }
            }
            Type::Bound(_) => Ok(()),
            Type::Con(tc, args) => {
                if tc.id.0 >= horizon {
                    return Err(UnifyErrorKind::TyNameEscape(tc.name.borrow().clone()));
                }
                for a in args {
                    self.occurs_adjust(id, level, horizon, a)?;
                }
                Ok(())
            }
            Type::Record(fs) => {
                for (_, a) in fs {
                    self.occurs_adjust(id, level, horizon, a)?;
                }
                Ok(())
            }
            Type::Arrow(a, b) => {
                self.occurs_adjust(id, level, horizon, a)?;
                self.occurs_adjust(id, level, horizon, b)
            }
        }
    }

    /// Forces `t` to admit equality (marking metas); false if it cannot.
    pub(crate) fn make_equality(&mut self, t: &Type) -> bool {
        match prune(t) {
            Type::Meta(m) => {
                let mut st = m.state.borrow_mut();
                if let MetaState::Unbound { equality, overload, flex, .. } = &mut *st {
                    if let Some(c) = overload {
                        let mask = class_mask(*c) & !FAM_REAL;
                        match mask_class(mask) {
                            Some(c2) => *c = c2,
                            None => return false,
                        }
                    }
                    *equality = true;
                    let fs = flex.clone();
                    drop(st);
                    if let Some(fs) = fs {
                        return fs.iter().all(|(_, t)| self.make_equality(t));
                    }
                }
                true
            }
            Type::Rigid(r) => r.equality(),
            Type::Bound(_) => true,
            Type::Con(tc, args) => {
                if tc.id == self.builtins.error.id {
                    return true;
                }
                if let TyConKind::Prim(PrimTyCon::Ref | PrimTyCon::Array) = &*tc.kind.borrow() {
                    return true;
                }
                tc.equality.get() && args.iter().all(|a| self.make_equality(a))
            }
            Type::Record(fs) => fs.iter().all(|(_, t)| self.make_equality(t)),
            Type::Arrow(..) => false,
        }
    }

    /// The default type of an overloading class.
    pub(crate) fn default_of(&self, c: OverloadClass) -> Type {
        let m = class_mask(c);
        let tc = if m & FAM_INT != 0 {
            &self.builtins.int
        } else if m & FAM_WORD != 0 {
            &self.builtins.word
        } else if m & FAM_REAL != 0 {
            &self.builtins.real
        } else {
            &self.builtins.string
        };
        Type::Con(tc.clone(), Vec::new())
    }

    /// `{l1: t1, ..., ...}` as a fresh flexible record meta.
    pub(crate) fn flex_record(&mut self, mut fields: Vec<(Label, Type)>) -> Type {
        fields.sort_by(|a, b| a.0.cmp(&b.0));
        self.fresh_meta_with(false, None, Some(fields))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unify_links_and_detects_cycles() {
        let mut el = Elaborator::new();
        let a = el.fresh_meta();
        let int = el.con0(&el.builtins.int.clone());
        let list_a = Type::Con(el.builtins.list.clone(), vec![a.clone()]);
        assert!(el.unify(&a, &list_a).is_err());
        assert!(el.unify(&a, &int).is_ok());
        assert!(matches!(prune(&a), Type::Con(tc, _) if tc.id == el.builtins.int.id));
        let real = el.con0(&el.builtins.real.clone());
        let e = el.unify(&int, &real).unwrap_err();
        assert_eq!(e.message(), "type mismatch: expected `int`, found `real`");
    }

    /// Unifying one meta with the metas of n list elements in turn links
    /// those metas one after another; the first walk from the start of the
    /// chain must leave every meta on it one link from the end.
    #[test]
    fn meta_chains_are_compressed() {
        let mut el = Elaborator::new();
        let elem = el.fresh_meta();
        let lits: Vec<Type> = (0..1000).map(|_| el.fresh_meta_with(false, Some(OverloadClass::RealLit), None)).collect();
        for l in &lits {
            el.unify(&elem, l).unwrap();
        }
        let Type::Meta(first) = &lits[0] else { unreachable!() };
        let rep = representative(first);
        for l in &lits[..lits.len() - 1] {
            let Type::Meta(m) = l else { unreachable!() };
            assert!(matches!(&*m.state.borrow(), MetaState::Link(Type::Meta(r)) if Rc::ptr_eq(r, &rep)));
        }
        let real = el.con0(&el.builtins.real.clone());
        el.unify(&lits[0], &real).unwrap();
        assert!(matches!(prune(&lits[500]), Type::Con(tc, _) if tc.id == el.builtins.real.id));
        assert!(matches!(el.to_core_type(&elem, &[]), skein_ir::core::Type::Con(..)));
    }

    #[test]
    fn overload_and_equality() {
        let mut el = Elaborator::new();
        let n = el.fresh_meta_with(false, Some(OverloadClass::Num), None);
        let s = el.con0(&el.builtins.string.clone());
        assert!(el.unify(&n, &s).is_err());
        let e = el.fresh_meta_with(true, None, None);
        let r = el.con0(&el.builtins.real.clone());
        assert!(el.unify(&e, &r).is_err());
        let d = el.fresh_meta_with(false, Some(OverloadClass::Real), None);
        let e2 = el.fresh_meta_with(true, None, None);
        assert!(el.unify(&d, &e2).is_err());
    }
}

/// Whether `t` still has a type variable that was not generalised (an
/// overloaded or flexible-record one is only awaiting its resolution).
pub(crate) fn has_unbound_meta(t: &Type) -> bool {
    match prune(t) {
        Type::Meta(m) => matches!(&*m.state.borrow(), MetaState::Unbound { overload: None, flex: None, .. }),
        Type::Rigid(_) | Type::Bound(_) => false,
        Type::Con(_, args) => args.iter().any(has_unbound_meta),
        Type::Record(fs) => fs.iter().any(|(_, t)| has_unbound_meta(t)),
        Type::Arrow(a, b) => has_unbound_meta(&a) || has_unbound_meta(&b),
    }
}
