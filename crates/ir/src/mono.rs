//! Mono IR: the program after monomorphisation (ARCHITECTURE.md section 2).
//! Same expression tree as Core, but every type is concrete.
//!
//! Invariants (checked by `check::check_program`):
//! - No type variables, no type arguments on uses: each polymorphic Core
//!   binding became one copy per type instance it is used at.
//! - Datatypes are specialised per instance: `int list` and `real list` are
//!   two `DataDef`s (`list<int>`, `list<real>`) whose constructors have
//!   concrete argument types.  Opaque Core types are replaced by their
//!   representation; primitive types (`int`, `string`, `T ref`, ...) stay
//!   `Type::Prim`.
//! - Every variable is bound exactly once in the program, before its uses,
//!   and `Program::vars` gives its (concrete) type; likewise every exception
//!   is declared once (`Dec::Exception`) or is `builtin`.
//! - Records are sorted by label in types; `Exp::Record` lists fields in
//!   evaluation order.

use std::fmt;

pub use crate::core::{Label, Lit, MatchFailure, PrimTyCon};

pub mod check;
pub mod print;

pub use check::check_program;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub u32);
/// A specialised datatype (index into `Program::datatypes`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TyConId(pub u32);
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExnId(pub u32);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// A primitive type constructor at concrete arguments (`int`, `real ref`,
    /// `char vector`).
    Prim(PrimTyCon, Vec<Type>),
    /// A datatype instance.
    Data(TyConId),
    /// Sorted by label, no duplicates; `{}` is unit.
    Record(Vec<(Label, Type)>),
    Arrow(Box<Type>, Box<Type>),
}

impl Type {
    pub fn unit() -> Type {
        Type::Record(Vec::new())
    }
    pub fn prim(p: PrimTyCon) -> Type {
        Type::Prim(p, Vec::new())
    }
    pub fn exn() -> Type {
        Type::prim(PrimTyCon::Exn)
    }
    pub fn arrow(a: Type, b: Type) -> Type {
        Type::Arrow(Box::new(a), Box::new(b))
    }
    /// `t1 * ... * tn` as the record `{1: t1, ..., n: tn}`.
    pub fn tuple(tys: Vec<Type>) -> Type {
        Type::Record(tys.into_iter().enumerate().map(|(i, t)| (Label::Num(i as u32 + 1), t)).collect())
    }
}

#[derive(Clone, Debug)]
pub struct ConDef {
    pub name: String,
    pub arg: Option<Type>,
}

/// One instance of a Core datatype.
#[derive(Clone, Debug)]
pub struct DataDef {
    pub id: TyConId,
    /// Readable and unique in the program: `list<int>`, `option<{1: int, 2: string}>`.
    pub name: String,
    /// The Core datatype and the arguments it is instantiated at.
    pub core: crate::core::TyConId,
    pub args: Vec<Type>,
    pub equality: bool,
    /// Constructors in Core order (index = tag).  Empty only for an instance
    /// no code constructs or matches that was cut off by the depth limit on
    /// non-uniform datatypes (`datatype 'a t = N | C of ('a * 'a) t`); such
    /// a type has no values.
    pub cons: Vec<ConDef>,
}

#[derive(Clone, Debug)]
pub struct VarInfo {
    /// Source name, not unique (copies of a polymorphic binding share it).
    pub name: String,
    pub ty: Type,
}

#[derive(Clone, Debug)]
pub struct ExnDef {
    pub name: String,
    pub arg: Option<Type>,
    /// Predefined by the basis (`Match`, `Bind`, `Overflow`...): exists from
    /// the start of the program and has no `Dec::Exception`.
    pub builtin: bool,
}

/// A constructor: `ty` is the type it constructs, either `Type::Data` (a
/// datatype instance, `index` into its constructors) or `T ref` (the `ref`
/// constructor, index 0).
#[derive(Clone, Debug, PartialEq)]
pub struct Con {
    pub ty: Type,
    pub index: u32,
}

#[derive(Clone, Debug)]
pub enum Pat {
    Wild,
    Var(VarId),
    Lit(Lit, Type),
    Con { con: Con, arg: Option<Box<Pat>> },
    Exn { exn: ExnId, arg: Option<Box<Pat>> },
    /// Every field of the record type, sorted by label.
    Record(Vec<(Label, Pat)>),
    /// `x as p`
    Layered(VarId, Box<Pat>),
}

#[derive(Clone, Debug)]
pub struct Rule {
    pub pat: Pat,
    pub exp: Exp,
}

#[derive(Clone, Debug)]
pub enum Exp {
    Var(VarId),
    /// Always saturated.
    Con { con: Con, arg: Option<Box<Exp>> },
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
    /// A primitive at a concrete type (`poly_equal : int list * int list -> bool`).
    Prim { name: String, ty: Type },
}

#[derive(Clone, Debug)]
pub enum Dec {
    /// `site` as in Core's `Val`.
    Val { pat: Pat, exp: Exp, pat_ty: Type, site: Option<String> },
    /// Each `exp` is an `Exp::Fn`.
    ValRec { binds: Vec<(VarId, Exp)> },
    Exception { exn: ExnId },
}

#[derive(Clone, Debug, Default)]
pub struct Program {
    pub datatypes: Vec<DataDef>,
    pub vars: Vec<VarInfo>,
    pub exns: Vec<ExnDef>,
    pub decs: Vec<Dec>,
    /// The builtin exceptions `MatchFailure::Match`/`Bind` raise, when the
    /// Core program has them.
    pub match_exn: Option<ExnId>,
    pub bind_exn: Option<ExnId>,
}

impl Program {
    pub fn var(&self, v: VarId) -> &VarInfo {
        &self.vars[v.0 as usize]
    }
    pub fn datatype(&self, t: TyConId) -> &DataDef {
        &self.datatypes[t.0 as usize]
    }
    pub fn exn(&self, e: ExnId) -> &ExnDef {
        &self.exns[e.0 as usize]
    }

    /// The constructor's name and argument type, or `None` if `con` does not
    /// name a constructor of this program.
    pub fn con_def(&self, con: &Con) -> Option<(&str, Option<Type>)> {
        match &con.ty {
            Type::Data(t) => {
                let c = self.datatypes.get(t.0 as usize)?.cons.get(con.index as usize)?;
                Some((&c.name, c.arg.clone()))
            }
            Type::Prim(PrimTyCon::Ref, args) if con.index == 0 && args.len() == 1 => Some(("ref", Some(args[0].clone()))),
            _ => None,
        }
    }
}

impl fmt::Display for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print::print_program(self))
    }
}
