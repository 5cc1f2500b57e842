//! Semantic types of the static semantics: type constructors (with their
//! generative stamps), unification variables, type functions and schemes.
//!
//! Invariants:
//! - Type abbreviations never appear inside a `Type`: `type t = int list`
//!   binds a `TypeFcn` in the environment and is expanded where used, so two
//!   types are equal iff they are structurally equal after `Meta` links are
//!   followed.
//! - `Bound(i)` occurs only inside a `Scheme` or `TypeFcn` body, never in a
//!   type being unified.
//! - A `Meta` variable's `horizon` only decreases; every type name in the
//!   type it is linked to is older than its horizon.
//! - A `Meta` variable's `level` is the let-depth where it was created;
//!   generalisation quantifies the unbound metas deeper than the current level
//!   (unless the value restriction forbids it).

use serde::{Deserialize, Serialize};
use skein_ir::core::{Label, TyConId};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

pub type TyConRef = Rc<TyCon>;

/// A type name (the Definition's `t`): generative, compared by `id`.
#[derive(Debug)]
pub struct TyCon {
    /// Unique stamp; also its id in the Core program.
    pub id: TyConId,
    /// Name as printed (`S.t`); see docs/print-sig.md.
    pub name: RefCell<String>,
    pub arity: usize,
    /// Whether the type admits equality (datatypes: computed after their
    /// declaration; signature-bound types: `eqtype`).
    pub equality: Cell<bool>,
    pub kind: RefCell<TyConKind>,
}

impl PartialEq for TyCon {
    fn eq(&self, other: &TyCon) -> bool {
        self.id == other.id
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum TyConKind {
    /// `int`, `real`, `string`, `ref`, `array`, ... (Core's `PrimTyCon`).
    Prim(skein_ir::core::PrimTyCon),
    /// Constructors in declaration order; argument types use `Bound(i)` for
    /// the i-th type parameter.
    Datatype { cons: Vec<ConInfo> },
    /// Opaque: from `:>` or `abstype`; `rep` is what it stands for (Core needs it).
    Abstract { rep: Option<TypeFcn> },
    /// Bound by a signature; replaced by realisation when the signature is
    /// instantiated or matched.
    Flexible,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ConInfo {
    pub name: String,
    pub arg: Option<Type>,
}

/// Overloading classes of the Definition (Appendix E) plus the literal classes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum OverloadClass {
    /// `+ - * ~ abs`: int, word, real (and sized variants).
    Num,
    /// `div mod`: int and word types.
    IntWord,
    /// `/`: real types.
    Real,
    /// `< <= > >=`: int, word, real, char, string.
    NumText,
    /// An integer literal: int types (and word? no -- ints and IntInf).
    IntLit,
    /// A word literal: word types.
    WordLit,
    /// A real literal.
    RealLit,
    /// `abs`: int and real types (the Definition's `realint`).
    RealInt,
}

#[derive(Debug)]
pub struct Meta {
    pub id: u32,
    pub state: RefCell<MetaState>,
    /// The Definition's `T of C` when the meta was created: the number of
    /// type names that existed then.  A meta stands for a type of its
    /// context, so it may never become a type mentioning a type name
    /// generated later (rule 17: a new datatype's name is not in `T of C`).
    pub horizon: Cell<u32>,
}

#[derive(Debug, Clone)]
pub enum MetaState {
    Unbound {
        level: u32,
        /// Must be instantiated to an equality type.
        equality: bool,
        /// Overloaded: must become one of the class's types; defaults at the
        /// end of the enclosing top-level declaration.
        overload: Option<OverloadClass>,
        /// Flexible record `{a: t, ...}`: the fields known so far; must be
        /// resolved to a full record type by the end of the enclosing
        /// declaration.
        flex: Option<Vec<(Label, Type)>>,
    },
    Link(Type),
}

/// An explicit type variable (`'a` in `fun f (x : 'a) = x`) while its
/// binding declaration is elaborated: unifies only with itself and metas.
#[derive(Debug, Serialize, Deserialize)]
pub struct Rigid {
    pub id: u32,
    /// Includes the quotes: `'a`, `''a`.
    pub name: String,
    pub level: u32,
}

impl Rigid {
    pub fn equality(&self) -> bool {
        self.name.starts_with("''")
    }
}

#[derive(Debug, Clone)]
pub enum Type {
    Meta(Rc<Meta>),
    Rigid(Rc<Rigid>),
    /// i-th bound variable of the enclosing `Scheme` / `TypeFcn`.
    Bound(u32),
    Con(TyConRef, Vec<Type>),
    /// Sorted by label, no duplicates.
    Record(Vec<(Label, Type)>),
    Arrow(Box<Type>, Box<Type>),
}

/// `Λα1..αn. ty`: the meaning of a type constructor name in the environment.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TypeFcn {
    pub arity: usize,
    pub body: Type,
}

/// `∀α1..αn. ty`; `equality[i]` says whether αi is an equality variable.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Scheme {
    pub equality: Vec<bool>,
    pub body: Type,
}

impl Scheme {
    pub fn mono(ty: Type) -> Scheme {
        Scheme { equality: Vec::new(), body: ty }
    }
    pub fn arity(&self) -> usize {
        self.equality.len()
    }
}
