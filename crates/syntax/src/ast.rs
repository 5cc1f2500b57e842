//! Abstract syntax of Standard ML '97 (core and modules), as produced by the
//! parser and consumed by the elaborator.
//!
//! Invariants:
//! - Every node carries the `Span` of the source text it came from.
//! - Infix expressions and patterns are already resolved: `a + b` is
//!   `App(Var +, Tuple [a, b])`, `x :: xs` in a pattern is `Con(::, Tuple [x, xs])`.
//! - Derived forms that carry useful structure for error messages are kept
//!   (tuples, lists, `if`, `case`, `while`, `andalso`, `fun`, sequences);
//!   the purely syntactic ones are expanded by the parser: record punning in
//!   patterns (`{x, y = p}` becomes `{x = x, y = p}`), a top-level expression
//!   `e;` becomes `val it = e`, `F (strdec)` functor application becomes
//!   `F (struct strdec end)`.
//! - One `Dec` type serves core, structure and top-level declarations; the
//!   parser only builds module declarations where the Definition allows them
//!   (never inside a core `let`).

use serde::{Deserialize, Serialize};
use skein_diagnostics::Span;

/// An identifier occurrence: `x`, `+`, `Foo`, `'a` (type variables use `TyVar`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

/// A possibly qualified identifier `A.B.x`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LongIdent {
    /// Structure path, outermost first (`A`, `B` for `A.B.x`); empty if unqualified.
    pub qualifiers: Vec<Ident>,
    pub id: Ident,
    pub span: Span,
}

impl LongIdent {
    pub fn unqualified(id: Ident) -> LongIdent {
        LongIdent { span: id.span, qualifiers: Vec::new(), id }
    }
    pub fn is_qualified(&self) -> bool {
        !self.qualifiers.is_empty()
    }
    /// `A.B.x` as written.
    pub fn to_string(&self) -> String {
        let mut s = String::new();
        for q in &self.qualifiers {
            s.push_str(&q.name);
            s.push('.');
        }
        s.push_str(&self.id.name);
        s
    }
}

/// A record label: `x` or a positive numeral `1`, `2`, ...
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Label {
    /// Numeric labels sort before alphanumeric ones, by value.
    Num(u32),
    Name(String),
}

impl std::fmt::Display for Label {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Label::Num(n) => write!(f, "{}", n),
            Label::Name(s) => write!(f, "{}", s),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SpannedLabel {
    pub label: Label,
    pub span: Span,
}

/// A special constant.  Numbers keep their digits so that the elaborator can
/// range-check them at their resolved type (int, IntInf, word, Word8...).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SCon {
    /// `123`, `~7`, `0x1F`, `~0xff`: sign, radix (10 or 16), digits without prefix.
    Int { negative: bool, hex: bool, digits: String },
    /// `0w12`, `0wx1F`.
    Word { hex: bool, digits: String },
    /// `1.5`, `~2.0e~3`, as written but with `~` replaced by `-`.
    Real(String),
    /// `#"a"`: the character code (0..=255).
    Char(u8),
    /// `"..."` with escapes decoded; SML strings are byte strings.
    String(Vec<u8>),
}

/// A type variable `'a` or equality type variable `''a`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TyVar {
    /// Name including the quotes, e.g. `'a`, `''b`.
    pub name: String,
    pub span: Span,
}

impl TyVar {
    pub fn is_equality(&self) -> bool {
        self.name.starts_with("''")
    }
}

// ---------------------------------------------------------------- types

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ty {
    pub kind: TyKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum TyKind {
    Var(TyVar),
    /// `{a: int, b: bool}`; `{}` is `unit`.
    Record(Vec<(SpannedLabel, Ty)>),
    /// `t1 * ... * tn` (n >= 2).
    Tuple(Vec<Ty>),
    /// `(t1, ..., tn) longtycon`; arguments may be empty.
    Con(Vec<Ty>, LongIdent),
    Arrow(Box<Ty>, Box<Ty>),
}

// ---------------------------------------------------------------- patterns

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pat {
    pub kind: PatKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PatKind {
    /// `_`
    Wild,
    Const(SCon),
    /// `x`, `op +`, `SOME`, `A.B.C`: a variable if unqualified and not bound
    /// as a constructor or exception, otherwise a nullary constructor.
    Var { id: LongIdent, op: bool },
    /// `{lab = pat, ...}`; `flexible` when it ends with `...`.
    Record { fields: Vec<(SpannedLabel, Pat)>, flexible: bool },
    /// `()` is `Tuple([])`; `(p)` is just `p`.
    Tuple(Vec<Pat>),
    /// `[p1, ..., pn]`
    List(Vec<Pat>),
    /// `longvid atpat` and resolved infix `p1 con p2` (argument is a tuple).
    Con { con: LongIdent, op: bool, arg: Box<Pat> },
    /// `pat : ty`
    Typed(Box<Pat>, Ty),
    /// `<op> vid <: ty> as pat`
    Layered { op: bool, id: Ident, ty: Option<Ty>, pat: Box<Pat> },
    /// `(p1 | ... | pn)` (Successor ML, with `allowOrPats`); the parser
    /// expands match rules and function clauses that contain one, so only
    /// `val` bindings can still hold it (an error there).
    Or(Vec<Pat>),
}

// ---------------------------------------------------------------- expressions

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Exp {
    pub kind: ExpKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rule {
    pub pat: Pat,
    pub exp: Exp,
    pub span: Span,
    /// A later alternative of the previous rule's or-pattern (the parser
    /// expands `p1 | p2 => e` into one rule per alternative).
    pub or_alternative: bool,
}

/// `pat1 => exp1 | ... | patn => expn`
pub type Match = Vec<Rule>;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ExpKind {
    Const(SCon),
    /// `x`, `op +`, `List.map`, `SOME` (constructors too).
    Var { id: LongIdent, op: bool },
    /// `{lab = exp, ...}`; fields in source order (evaluation order).
    Record(Vec<(SpannedLabel, Exp)>),
    /// `#lab`
    Selector(SpannedLabel),
    /// `()` is `Tuple([])`.
    Tuple(Vec<Exp>),
    List(Vec<Exp>),
    /// `(e1; ...; en)`, n >= 2.
    Seq(Vec<Exp>),
    /// `let dec in e1; ...; en end` (body has n >= 1 expressions).
    Let(Vec<Dec>, Vec<Exp>),
    /// Application, including resolved infix (`App(+, (a, b))`).
    App(Box<Exp>, Box<Exp>),
    Typed(Box<Exp>, Ty),
    Andalso(Box<Exp>, Box<Exp>),
    Orelse(Box<Exp>, Box<Exp>),
    Handle(Box<Exp>, Match),
    Raise(Box<Exp>),
    If(Box<Exp>, Box<Exp>, Box<Exp>),
    While(Box<Exp>, Box<Exp>),
    Case(Box<Exp>, Match),
    Fn(Match),
    /// `_prim "name" : ty` -- a runtime/compiler primitive at the given type.
    /// Only the basis library uses it (`_prim` is not an SML identifier, so
    /// no standard program can write it).
    Prim { name: String, ty: Ty },
    /// MLton's foreign function interface (`kind`): `_import "cname"
    /// attr* : ty ;` (the C function `cname` as an SML function of type
    /// `ty`), `_address "sym" attr* : ty ;` (the address of a C symbol, a
    /// `MLton.Pointer.t`) and `_symbol "sym" [alloc] attr* : ty ;` (the
    /// getter and setter of a C variable); the elaborator checks `ty`,
    /// the attributes are accepted and ignored.
    Import { name: String, ty: Ty, kind: FfiKind },
}

/// Which of MLton's FFI forms an `ExpKind::Import` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FfiKind {
    Import,
    /// `_import * attr* : MLton.Pointer.t -> cFuncTy ;`: a call through a
    /// C function pointer (`name` is empty).
    IndirectImport,
    Address,
    /// `alloc`: the program defines the C variable (zero-initialised)
    /// rather than referring to one defined elsewhere.
    Symbol { alloc: bool },
}

// ---------------------------------------------------------------- declarations

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Dec {
    pub kind: DecKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ValBind {
    pub pat: Pat,
    pub exp: Exp,
    pub span: Span,
}

/// One clause `<op> f atpat1 ... atpatn <: ty> = exp` of a `fun` binding
/// (infix clauses `p1 f p2` are normalised to `f (p1, p2)` with `args = [tuple]`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Clause {
    pub name: Ident,
    pub op: bool,
    pub args: Vec<Pat>,
    pub result_ty: Option<Ty>,
    pub body: Exp,
    pub span: Span,
    /// A later alternative of the previous clause's or-patterns.
    pub or_alternative: bool,
}

/// All clauses of one function in a `fun ... and ...` group.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FunBind {
    pub clauses: Vec<Clause>,
    pub span: Span,
}

/// `tyvarseq tycon = ty`
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TypBind {
    pub tyvars: Vec<TyVar>,
    pub name: Ident,
    pub ty: Ty,
    pub span: Span,
}

/// `<op> vid <of ty>`
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ConBind {
    pub op: bool,
    pub name: Ident,
    pub arg: Option<Ty>,
    pub span: Span,
}

/// `tyvarseq tycon = conbind | ... | conbind`
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DatBind {
    pub tyvars: Vec<TyVar>,
    pub name: Ident,
    pub cons: Vec<ConBind>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ExBind {
    /// `<op> vid <of ty>`
    New { op: bool, name: Ident, arg: Option<Ty>, span: Span },
    /// `<op> vid = <op> longvid`
    Alias { op: bool, name: Ident, old: LongIdent, span: Span },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fixity {
    /// `infix d` (left associative), precedence 0..=9.
    Infix(u8),
    /// `infixr d`
    Infixr(u8),
    Nonfix,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum DecKind {
    // ---- core
    /// `val tyvarseq valbind`: the non-recursive bindings, then those after
    /// `rec` (all `rec` bindings must bind `fn` expressions).
    Val { tyvars: Vec<TyVar>, binds: Vec<ValBind>, rec_binds: Vec<ValBind> },
    /// `fun tyvarseq fvalbind`
    Fun { tyvars: Vec<TyVar>, binds: Vec<FunBind> },
    /// `type typbind`
    Type(Vec<TypBind>),
    /// `datatype datbind <withtype typbind>`
    Datatype { binds: Vec<DatBind>, withtype: Vec<TypBind> },
    /// `datatype tycon = datatype longtycon`
    DatatypeRepl { name: Ident, old: LongIdent },
    /// `abstype datbind <withtype typbind> with dec end`
    Abstype { binds: Vec<DatBind>, withtype: Vec<TypBind>, body: Vec<Dec> },
    /// `exception exbind`
    Exception(Vec<ExBind>),
    /// `local dec1 in dec2 end` (also at structure and top level).
    Local(Vec<Dec>, Vec<Dec>),
    /// `open longstrid1 ... longstridn`
    Open(Vec<LongIdent>),
    /// `infix`, `infixr`, `nonfix`: already applied by the parser; kept so
    /// that printers can show the program as written.
    Fixity(Fixity, Vec<Ident>),

    // ---- modules (structure level and top level only)
    /// `structure strbind`
    Structure(Vec<StrBind>),
    /// `signature sigbind` (top level only)
    Signature(Vec<SigBind>),
    /// `functor funbind` (top level only); shared, because each functor
    /// keeps its declaration to elaborate its body at every application.
    Functor(Vec<std::sync::Arc<FunctorBind>>),
}

// ---------------------------------------------------------------- modules

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StrExp {
    pub kind: StrExpKind,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ascription {
    /// `:` transparent
    Transparent,
    /// `:>` opaque
    Opaque,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum StrExpKind {
    /// `struct strdec end`
    Struct(Vec<Dec>),
    /// `longstrid`
    Path(LongIdent),
    /// `strexp : sigexp` / `strexp :> sigexp`
    Ascribe(Box<StrExp>, Ascription, SigExp),
    /// `funid (strexp)`; `funid (strdec)` is parsed into `Struct`.
    App(Ident, Box<StrExp>),
    /// `let strdec in strexp end`
    Let(Vec<Dec>, Box<StrExp>),
}

/// `strid <: sigexp> = strexp` (`strid :> sigexp = strexp`)
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StrBind {
    pub name: Ident,
    pub sig: Option<(Ascription, SigExp)>,
    pub def: StrExp,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SigBind {
    pub name: Ident,
    pub def: SigExp,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FunctorParam {
    /// `funid (strid : sigexp)`
    Named(Ident, SigExp),
    /// `funid (spec)`: the body sees the specified components directly
    /// (the Definition's derived form with an anonymous structure opened).
    Spec(Vec<Spec>, Span),
}

/// `funid (param) <: sigexp> = strexp`
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FunctorBind {
    pub name: Ident,
    pub param: FunctorParam,
    pub result_sig: Option<(Ascription, SigExp)>,
    pub body: StrExp,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SigExp {
    pub kind: SigExpKind,
    pub span: Span,
}

/// `where type tyvarseq longtycon = ty`
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WhereType {
    pub tyvars: Vec<TyVar>,
    pub path: LongIdent,
    pub ty: Ty,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SigExpKind {
    /// `sig spec end`
    Sig(Vec<Spec>),
    /// `sigid`
    Name(Ident),
    /// `sigexp where type ... and type ...` (one or more realisations).
    Where(Box<SigExp>, Vec<WhereType>),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Spec {
    pub kind: SpecKind,
    pub span: Span,
}

/// `tyvarseq tycon <= ty>` in a `type`/`eqtype` spec.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TypDesc {
    pub tyvars: Vec<TyVar>,
    pub name: Ident,
    /// `type t = ty` in a signature (derived form of `include ... where type`).
    pub def: Option<Ty>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SpecKind {
    /// `val vid : ty and ...`
    Val(Vec<(Ident, Ty)>),
    Type(Vec<TypDesc>),
    Eqtype(Vec<TypDesc>),
    /// `datatype datdesc` (withtype is not allowed in specs by the Definition).
    Datatype(Vec<DatBind>),
    /// `datatype tycon = datatype longtycon`
    DatatypeRepl { name: Ident, old: LongIdent },
    /// `exception vid <of ty> and ...`
    Exception(Vec<(Ident, Option<Ty>)>),
    /// `structure strid : sigexp and ...`
    Structure(Vec<(Ident, SigExp)>),
    /// `include sigexp` or `include sigid1 ... sigidn`
    Include(Vec<SigExp>),
    /// `sharing type longtycon1 = ... = longtyconn`: applies to all specs
    /// that precede it in the same `sig ... end` sequence.
    SharingType(Vec<LongIdent>),
    /// `sharing longstrid1 = ... = longstridn`: likewise.
    SharingStr(Vec<LongIdent>),
}

/// A whole source file: a sequence of top-level declarations.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct Program {
    pub decs: Vec<Dec>,
    /// Where the Definition's top-level declarations end (`program ::=
    /// topdec ; program`): the number of `decs` before each top-level
    /// `;`, ascending.  Overloading is resolved at these ends and at the
    /// end of the file (elaborate, `elab_program`).
    #[serde(default)]
    pub topdec_ends: Vec<usize>,
}
