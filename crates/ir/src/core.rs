//! Core IR: the typed, module-free, polymorphic program that elaboration
//! produces and monomorphisation consumes.
//!
//! Invariants (checked by `check::check_program`):
//! - No modules: structures are flattened into variables, functor
//!   applications are instantiated bodies.
//! - Every variable is bound exactly once (`VarId`s are unique in the whole
//!   program) and carries its type scheme in `Program::vars`.
//! - Types are fully resolved: no unification variables, overloading
//!   resolved, flexible records completed.  Type variables (`TyVarId`) are
//!   unique in the program and bound by exactly one `Dec::Val`/`Dec::ValRec`.
//! - Every use of a polymorphic variable or constructor lists its type
//!   arguments explicitly (`tyargs`, in the order of the binder's `tyvars`).
//! - Opaque types (`TyConKind::Abstract`) carry the type they stand for, so
//!   that later phases can see through the abstraction the type checker had.
//! - Derived forms are gone: `if`, `andalso`, `orelse`, `while`, sequences,
//!   tuples and lists are expressed with `Case`, `Let`, records and
//!   constructors; `fun` is `ValRec` of `Fn`; `Fn` takes one variable and
//!   matches with `Case`.

use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct VarId(pub u32);
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TyVarId(pub u32);
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TyConId(pub u32);
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ExnId(pub u32);

/// A record label; numeric labels sort first (tuples are records `1..n`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Label {
    Num(u32),
    Name(String),
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Label::Num(n) => write!(f, "{}", n),
            Label::Name(s) => write!(f, "{}", s),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Type {
    Var(TyVarId),
    Con(TyConId, Vec<Type>),
    /// Sorted by label, no duplicates; `{}` is unit.
    Record(Vec<(Label, Type)>),
    Arrow(Box<Type>, Box<Type>),
}

/// The builtin type constructors every program has; their ids are fixed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PrimTyCon {
    Int,
    Word,
    Real,
    Char,
    String,
    Exn,
    /// `'a ref` (a datatype with the one constructor `ref`, but mutable).
    Ref,
    /// `'a array`, mutable.
    Array,
    /// `'a vector`, immutable.
    Vector,
    /// `IntInf.int`
    IntInf,
    /// `Word8.word`
    Word8,
    /// Fixed-width integers/words and other runtime types can be added here.
    Other(#[serde(deserialize_with = "leaked_str")] StaticName),
}

/// The name of a `PrimTyCon::Other` (an alias, so that serde does not try
/// to borrow it from the input).
pub type StaticName = &'static str;

/// Reads a `&'static str` by leaking it (the names of `PrimTyCon::Other`
/// read back from the basis cache: a few short strings per process).
fn leaked_str<'de, D: serde::Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    let s = String::deserialize(d)?;
    Ok(Box::leak(s.into_boxed_str()))
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ConDef {
    pub name: String,
    /// Argument type in terms of the datatype's `params`.
    pub arg: Option<Type>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum TyConKind {
    Prim(PrimTyCon),
    /// A datatype: constructors in declaration order (their index is the tag).
    Datatype { cons: Vec<ConDef> },
    /// An opaque type from `:>` or `abstype`: stands for `rep` (in terms of `params`).
    Abstract { rep: Type },
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TyConDef {
    pub id: TyConId,
    /// Printed name, e.g. `S.t`.
    pub name: String,
    pub params: Vec<TyVarId>,
    /// Whether the type admits equality.
    pub equality: bool,
    pub kind: TyConKind,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct VarInfo {
    /// Source name for printing (`x`, `S.f`); not unique.
    pub name: String,
    /// Type scheme: `tyvars` are bound, `ty` mentions them.
    pub tyvars: Vec<TyVarId>,
    pub ty: Type,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ExnDef {
    pub name: String,
    pub arg: Option<Type>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Lit {
    /// Decimal text of the value (may exceed 64 bits when the type is IntInf).
    Int(String),
    Word(String),
    /// The literal as written (`1.5e-3`), parsed by the back end.
    Real(String),
    Char(u8),
    String(Vec<u8>),
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Con {
    pub tycon: TyConId,
    /// Index into the datatype's constructors.
    pub index: u32,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Pat {
    Wild,
    Var(VarId),
    /// `Lit` with its type (int, word, char, string, ...).
    Lit(Lit, Type),
    Con { con: Con, tyargs: Vec<Type>, arg: Option<Box<Pat>> },
    Exn { exn: ExnId, arg: Option<Box<Pat>> },
    /// Complete record pattern (every field of the type listed), sorted by label.
    Record(Vec<(Label, Pat)>),
    /// `x as p`
    Layered(VarId, Box<Pat>),
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Rule {
    pub pat: Pat,
    pub exp: Exp,
}

/// What a `Case` does when no rule matches.  `Match` and `Bind` carry
/// the `file:line:col` of the source match when it has one: the raised
/// exception carries it (hidden) so that an uncaught one says where.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MatchFailure {
    /// `fn`/`case`/`fun`: raise `Match`.
    Match(Option<String>),
    /// `val p = e`: raise `Bind`.
    Bind(Option<String>),
    /// `handle`: re-raise the exception.
    Reraise,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Exp {
    Var { var: VarId, tyargs: Vec<Type> },
    /// A datatype constructor, applied if it takes an argument.
    Con { con: Con, tyargs: Vec<Type>, arg: Option<Box<Exp>> },
    /// A constructor used as a first-class function value (`map SOME xs`) is
    /// expanded by elaboration to `fn x => Con(x)`, so `Con` is always saturated.
    Exn { exn: ExnId, arg: Option<Box<Exp>> },
    Lit(Lit, Type),
    /// Fields in evaluation (source) order.
    Record(Vec<(Label, Exp)>),
    Select { label: Label, record: Box<Exp>, record_ty: Type },
    App(Box<Exp>, Box<Exp>),
    Fn { param: VarId, param_ty: Type, body: Box<Exp>, result_ty: Type },
    Let(Vec<Dec>, Box<Exp>),
    Case { scrut: Box<Exp>, scrut_ty: Type, rules: Vec<Rule>, failure: MatchFailure, result_ty: Type },
    Raise { exn: Box<Exp>, ty: Type },
    /// `body handle rules`; an exception no rule matches is re-raised.
    Handle { body: Box<Exp>, rules: Vec<Rule>, ty: Type },
    /// A runtime or compiler primitive (`_prim "name" : ty`), at a monomorphic
    /// instance of its declared type scheme.
    Prim { name: String, ty: Type },
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Dec {
    /// `val p = e` with the type variables generalised at this binding;
    /// `site`: where the binding is (`file:line:col`), for the `Bind` a
    /// refutable `p` raises.
    Val { tyvars: Vec<TyVarId>, pat: Pat, exp: Exp, pat_ty: Type, site: Option<String> },
    /// `val rec f = fn ... and g = fn ...`: each `exp` is an `Exp::Fn`.
    ValRec { tyvars: Vec<TyVarId>, binds: Vec<(VarId, Exp)> },
    /// Evaluating it creates a fresh exception name (exceptions are generative
    /// at run time: a declaration inside a function makes a new one per call).
    Exception { exn: ExnId },
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Program {
    pub tycons: Vec<TyConDef>,
    pub vars: Vec<VarInfo>,
    pub exns: Vec<ExnDef>,
    pub decs: Vec<Dec>,
}

impl Program {
    pub fn var(&self, v: VarId) -> &VarInfo {
        &self.vars[v.0 as usize]
    }
    pub fn tycon(&self, t: TyConId) -> &TyConDef {
        &self.tycons[t.0 as usize]
    }
    pub fn exn(&self, e: ExnId) -> &ExnDef {
        &self.exns[e.0 as usize]
    }
}
