//! SSA IR: the first-order, typed program that match compilation and
//! closure conversion produce from Mono (ARCHITECTURE.md section 2), in the
//! style of MLton's SSA.  Optimisation passes rewrite it; the C back end
//! consumes it.
//!
//! Shape:
//! - A program is a set of monomorphic datatypes, exceptions, a table of
//!   variables (`vars`, giving every variable its name and type), straight-
//!   line global statements (constants, run once before `main`) and
//!   functions.  `main` runs the top-level declarations.
//! - A function has typed parameters, a result type, a start block and
//!   blocks.  Blocks have typed parameters instead of phi nodes; a block is
//!   a list of statements (each binds one variable to a primitive
//!   operation) and one transfer.
//! - Functions come in two kinds.  *Known* functions (`env == None`) are
//!   only ever called directly; their free variables are extra leading
//!   parameters (lambda lifting).  *Closure* functions (`env == Some(tys)`)
//!   take `[self, arg]` where `self: Closure(arg -> result)` is the closure
//!   record: field 0 the code, then the environment `tys`, read with
//!   `Exp::ClosureEnv`.  A closure function may still be called directly
//!   (`Transfer::Call` with `[closure, arg]`) where the callee is known.
//!
//! Exceptions (the design the C back end relies on):
//! - Every block names its *handler*: `None` means "an exception raised
//!   here propagates to the caller of this function", `Some(h)` names a
//!   block `h` of the same function with exactly one parameter of type
//!   `exn`.  `Handle` in Mono becomes: a body whose blocks name the handler
//!   block, and a handler block that matches the exception and re-raises
//!   (to its own handler) when no rule matches.
//! - `Transfer::Raise` goes to the block's handler.  A non-tail call (and a
//!   primitive that can fail) made in a block with handler `h` transfers to
//!   `h` if the callee raised.  In C this is "return-code" exception
//!   propagation: a raise stores the exception in the mutator and returns;
//!   the caller tests one flag after a call (`if (SK_UNLIKELY(exn)) goto h`
//!   or return).  Installing a handler and leaving it normally therefore
//!   costs nothing at all: no setjmp, no handler stack push/pop.
//! - A tail call is only allowed in a block whose handler is `None` (a call
//!   inside a handler's scope is never a tail call).
//!
//! Invariants (checked by `check::check_program`):
//! - Every variable is defined exactly once in the program (global
//!   statement, function parameter, block parameter or statement) and has
//!   its type in `vars`.
//! - Uses are dominated by definitions: globals and function parameters
//!   are visible everywhere in a function; a block's parameters and
//!   statements are visible in the rest of the block and in the blocks it
//!   dominates.  The control-flow edges are the transfer's targets plus the
//!   block's handler.  Blocks unreachable from `start` are only checked for
//!   types (their uses must be defined somewhere in the function).
//! - Statements, transfers and block arguments are well typed; case arms
//!   receive the constructor's (or exception's) argument as their one
//!   parameter, nullary arms and literal arms take none; a `Case` is
//!   exhaustive or has a default.
//! - An arm of a flat constructor (`ConDef::flat`) takes no parameter;
//!   `ConField` is only used where the constructor is known.
//! - Primitive calls (`Exp::Prim`) keep the Mono primitive names; their
//!   argument and result types are not checked (the name alone does not say
//!   them).  The arguments are the components of the Mono argument tuple.

use std::fmt;

pub use crate::core::{Label, PrimTyCon};

pub mod check;
pub mod graph;
pub mod print;

pub use check::check_program;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub u32);
/// A block of one function (index into `Function::blocks`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);
/// A datatype (index into `Program::datatypes`; same numbering as Mono).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DataId(pub u32);
/// An exception constructor (same numbering as Mono).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExnId(pub u32);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// 64-bit two's complement.
    Int,
    /// 64-bit unsigned.
    Word,
    Word8,
    Real,
    Char,
    IntInf,
    String,
    Exn,
    Vector(Box<Type>),
    Array(Box<Type>),
    Ref(Box<Type>),
    /// Records after label sorting, and tuples; `Tuple([])` is unit.
    Tuple(Vec<Type>),
    /// A datatype (bool and list instances included).
    Data(DataId),
    /// A function value: a closure taking the first type to the second.
    Closure(Box<Type>, Box<Type>),
    /// Any other primitive runtime type (`Other` in Mono), by name.
    Other(String),
    /// A tuple held as its components, never allocated: the result of a
    /// function the `unbox-returns` pass chose (the last pass), the
    /// variables that receive it, and the `Tuple`s built to return it.
    /// Such a value is only returned, received and selected from.
    Unboxed(Vec<Type>),
}

impl Type {
    pub fn unit() -> Type {
        Type::Tuple(Vec::new())
    }
    pub fn closure(a: Type, b: Type) -> Type {
        Type::Closure(Box::new(a), Box::new(b))
    }
}

#[derive(Clone, Debug)]
pub struct ConDef {
    pub name: String,
    pub arg: Option<Type>,
    /// The argument (a tuple) is stored inline: one object holds the tag
    /// and the argument's components (set by the `flatten-cons` pass).
    /// `Case` arms of a flat constructor take no parameter and read the
    /// components with `Exp::ConField`; `Exp::ConFields` builds one from
    /// its components (`Exp::Con` with a tuple variable still works).
    pub flat: bool,
}

#[derive(Clone, Debug)]
pub struct DataDef {
    pub name: String,
    /// In tag order.
    pub cons: Vec<ConDef>,
}

#[derive(Clone, Debug)]
pub struct ExnDef {
    pub name: String,
    pub arg: Option<Type>,
    pub builtin: bool,
    /// The `Match` or `Bind` that failed matches raise: its value may
    /// carry the match's site, a string `Exp::Exn` argument.
    pub site: bool,
}

#[derive(Clone, Debug)]
pub struct VarInfo {
    /// Source name for printing; not unique.
    pub name: String,
    pub ty: Type,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    Int(i64),
    Word(u64),
    /// Decimal text (IntInf values of any size, and `Other` integer types).
    BigInt(String),
    /// The literal as written.
    Real(String),
    Char(u8),
    String(Vec<u8>),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Exp {
    Const(Const),
    /// A copy of another variable.
    Var(VarId),
    /// A runtime/compiler primitive applied to the components of its
    /// argument tuple.
    Prim { name: String, args: Vec<VarId> },
    Tuple(Vec<VarId>),
    /// Field `index` (0-based, in sorted label order) of a tuple.
    Select { tuple: VarId, index: u32 },
    Con { data: DataId, index: u32, arg: Option<VarId> },
    /// A value of the flat constructor `index` (`ConDef::flat`) whose
    /// argument has the components `fields`.
    ConFields { data: DataId, index: u32, fields: Vec<VarId> },
    /// Component `field` of the argument of `con`, a value of the flat
    /// constructor `index` (only where a `Case` has established that).
    ConField { con: VarId, data: DataId, index: u32, field: u32 },
    /// An exception value; a nullary one whose `ExnDef::site` is set
    /// (`Match`, `Bind`) may have a string `arg`, the `file:line:col` of
    /// the match that raises it, which no handler sees (an uncaught one
    /// reports it).
    Exn { exn: ExnId, arg: Option<VarId> },
    /// A new ref cell.
    Ref(VarId),
    Deref(VarId),
    /// A closure of the closure function `func` with environment `env`.
    MakeClosure { func: FuncId, env: Vec<VarId> },
    /// Environment slot `index` of `closure`, a closure of `func`.
    ClosureEnv { closure: VarId, func: FuncId, index: u32 },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Statement {
    pub var: VarId,
    pub exp: Exp,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Cases {
    /// Constructor tags of the scrutinee's datatype.
    Con(Vec<(u32, BlockId)>),
    Exn(Vec<(ExnId, BlockId)>),
    Int(Vec<(i64, BlockId)>),
    Word(Vec<(u64, BlockId)>),
    Char(Vec<(u8, BlockId)>),
    String(Vec<(Vec<u8>, BlockId)>),
}

impl Cases {
    pub fn targets(&self) -> Vec<BlockId> {
        match self {
            Cases::Con(v) => v.iter().map(|x| x.1).collect(),
            Cases::Exn(v) => v.iter().map(|x| x.1).collect(),
            Cases::Int(v) => v.iter().map(|x| x.1).collect(),
            Cases::Word(v) => v.iter().map(|x| x.1).collect(),
            Cases::Char(v) => v.iter().map(|x| x.1).collect(),
            Cases::String(v) => v.iter().map(|x| x.1).collect(),
        }
    }
}

/// Where a call returns to.
#[derive(Clone, Debug, PartialEq)]
pub enum Return {
    /// The callee's result is this function's result (requires the block's
    /// handler to be `None`).
    Tail,
    /// The result is passed to this block (one parameter); an exception
    /// goes to the calling block's handler.
    To(BlockId),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Transfer {
    Goto { dst: BlockId, args: Vec<VarId> },
    Case { scrut: VarId, cases: Cases, default: Option<BlockId> },
    /// A direct call of a known function (or of a closure function with its
    /// closure as first argument).
    Call { func: FuncId, args: Vec<VarId>, ret: Return },
    /// A call through a closure value.
    CallClosure { closure: VarId, arg: VarId, ret: Return },
    Return(VarId),
    /// Raise to the block's handler.
    Raise(VarId),
}

impl Transfer {
    /// Successor blocks (without the handler).
    pub fn targets(&self) -> Vec<BlockId> {
        match self {
            Transfer::Goto { dst, .. } => vec![*dst],
            Transfer::Case { cases, default, .. } => {
                let mut t = cases.targets();
                t.extend(default.iter().copied());
                t
            }
            Transfer::Call { ret: Return::To(b), .. } | Transfer::CallClosure { ret: Return::To(b), .. } => vec![*b],
            _ => Vec::new(),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub params: Vec<VarId>,
    pub stmts: Vec<Statement>,
    pub transfer: Transfer,
    /// Where exceptions raised in this block go (see the module comment).
    pub handler: Option<BlockId>,
}

#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    /// For closure functions: `[self, arg]`.  For known functions: the
    /// lifted free variables, then the argument.
    pub params: Vec<VarId>,
    pub result: Type,
    /// `Some(environment types)` for closure functions.
    pub env: Option<Vec<Type>>,
    pub start: BlockId,
    pub blocks: Vec<Block>,
}

impl Function {
    pub fn block(&self, b: BlockId) -> &Block {
        &self.blocks[b.0 as usize]
    }
}

#[derive(Clone, Debug, Default)]
pub struct Program {
    pub datatypes: Vec<DataDef>,
    pub exns: Vec<ExnDef>,
    pub vars: Vec<VarInfo>,
    /// Straight-line, run once before `main`; visible in every function.
    pub globals: Vec<Statement>,
    pub functions: Vec<Function>,
    /// Takes no parameters (or one of type unit) and returns unit.
    pub main: FuncId,
    /// The functions `split-main` cut `main` into, after `main` itself, in
    /// order (empty when it did not split): like `main`, each runs once.
    pub main_pieces: Vec<FuncId>,
}

impl Program {
    pub fn var(&self, v: VarId) -> &VarInfo {
        &self.vars[v.0 as usize]
    }
    pub fn ty(&self, v: VarId) -> &Type {
        &self.vars[v.0 as usize].ty
    }
    pub fn func(&self, f: FuncId) -> &Function {
        &self.functions[f.0 as usize]
    }
    pub fn new_var(&mut self, name: impl Into<String>, ty: Type) -> VarId {
        self.vars.push(VarInfo { name: name.into(), ty });
        VarId(self.vars.len() as u32 - 1)
    }
    /// The closure type a closure function's values have.
    pub fn closure_type(&self, f: FuncId) -> Option<Type> {
        let func = self.functions.get(f.0 as usize)?;
        func.env.as_ref()?;
        let arg = self.vars.get(func.params.get(1)?.0 as usize)?;
        Some(Type::closure(arg.ty.clone(), func.result.clone()))
    }
}

impl fmt::Display for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print::print_program(self))
    }
}

/// Calls `f` on every variable `e` uses.
pub fn exp_uses(e: &Exp, mut f: impl FnMut(VarId)) {
    match e {
        Exp::Const(_) => {}
        Exp::Var(x) | Exp::Ref(x) | Exp::Deref(x) => f(*x),
        Exp::Prim { args, .. } | Exp::Tuple(args) | Exp::MakeClosure { env: args, .. } => args.iter().for_each(|x| f(*x)),
        Exp::Select { tuple, .. } | Exp::ConField { con: tuple, .. } => f(*tuple),
        Exp::ConFields { fields, .. } => fields.iter().for_each(|x| f(*x)),
        Exp::Con { arg, .. } | Exp::Exn { arg, .. } => arg.iter().for_each(|x| f(*x)),
        Exp::ClosureEnv { closure, .. } => f(*closure),
    }
}

/// Calls `f` on every variable `t` uses.
pub fn transfer_uses(t: &Transfer, mut f: impl FnMut(VarId)) {
    match t {
        Transfer::Goto { args, .. } | Transfer::Call { args, .. } => args.iter().for_each(|x| f(*x)),
        Transfer::Case { scrut, .. } => f(*scrut),
        Transfer::CallClosure { closure, arg, .. } => {
            f(*closure);
            f(*arg)
        }
        Transfer::Return(x) | Transfer::Raise(x) => f(*x),
    }
}
