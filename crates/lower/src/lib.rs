//! Lowering: Mono IR -> SSA IR (ARCHITECTURE.md section 2): pattern-match
//! compilation, closure conversion and the translation of expressions into
//! blocks.  Then the SSA pass pipeline (`passes`) runs over the result.
//!
//! Modules: `matching` compiles patterns to decision trees, `closure` holds
//! the escape and free-variable analyses, `exp` translates expressions and
//! declarations, `builder` is the block-building state of the function
//! being translated, `passes` the named SSA pass list.
//!
//! Translation is direct style with explicit continuation blocks: a
//! non-tail call ends its block and passes its result to a fresh block; a
//! `case` joins its arms in a block taking the result; expressions in tail
//! position (`tail`) end with `return` or a tail call.  Exceptions declared
//! with `exception` are static names (one per Mono `ExnId`); those declared
//! inside functions also carry a per-evaluation stamp (`generative`).

mod builder;
mod closure;
mod exp;
mod generative;
mod matching;
pub mod opt;
pub mod passes;

#[cfg(test)]
mod tests;

use builder::FnBuilder;
use skein_ir::mono::{self, PrimTyCon};
use skein_ir::ssa::{self, FuncId};
use std::collections::{HashMap, HashSet};

pub use passes::{run_pipeline, Pass, PipelineOptions};

/// Lowers a whole (Mono-checked) program.  Never fails: ill-formed Mono
/// gives SSA that the SSA checker rejects.
pub fn lower(mono: &mono::Program) -> ssa::Program {
    let generative = generative::make_generative(mono);
    let (mono, stamps) = match &generative {
        Some((p, s)) => (p, s.clone()),
        None => (mono, HashMap::new()),
    };
    let mut l = Lower::new(mono);
    l.stamps = stamps;
    let main = l.reserve_function("main");
    l.out.main = main;
    let unit = l.out.new_var("u", ssa::Type::unit());
    let start = l.fb.new_block(Vec::new());
    l.fb.switch_to(start);
    if l.decs(&mono.decs).is_some() {
        l.emit_to(unit, ssa::Exp::Tuple(Vec::new()));
        l.fb.terminate(ssa::Transfer::Return(unit));
    }
    let fb = std::mem::replace(&mut l.fb, FnBuilder::new());
    l.finish_function(main, "main", Vec::new(), ssa::Type::unit(), None, fb);
    l.out
}

/// What closure conversion decided for a `val rec` function.
#[derive(Clone, Debug)]
pub(crate) struct FunInfo {
    pub func: FuncId,
    /// Free variables: parameters of a known function, the environment of
    /// an escaping one.
    pub fvs: Vec<mono::VarId>,
    pub escaping: bool,
}

pub(crate) struct Lower<'m> {
    pub mono: &'m mono::Program,
    pub out: ssa::Program,
    pub escaping: HashSet<mono::VarId>,
    pub funs: HashMap<mono::VarId, FunInfo>,
    /// The function being translated.
    pub fb: FnBuilder,
    pub match_exn: ssa::ExnId,
    pub bind_exn: ssa::ExnId,
    /// Exceptions declared inside functions (`generative`).
    pub stamps: HashMap<mono::ExnId, generative::Stamp>,
}

impl<'m> Lower<'m> {
    fn new(mono: &'m mono::Program) -> Lower<'m> {
        let mut out = ssa::Program::default();
        let mut types = Types { datatypes: &mono.datatypes };
        out.datatypes = mono
            .datatypes
            .iter()
            .map(|d| ssa::DataDef { name: d.name.clone(), cons: d.cons.iter().map(|c| ssa::ConDef { name: c.name.clone(), arg: c.arg.as_ref().map(|t| types.ty(t)), flat: false }).collect() })
            .collect();
        out.exns = mono.exns.iter().map(|e| ssa::ExnDef { name: e.name.clone(), arg: e.arg.as_ref().map(|t| types.ty(t)), builtin: e.builtin, site: false }).collect();
        let builtin = |name: &str, given: Option<mono::ExnId>, out: &mut ssa::Program| match given {
            Some(e) => ssa::ExnId(e.0),
            None => {
                out.exns.push(ssa::ExnDef { name: name.into(), arg: None, builtin: true, site: false });
                ssa::ExnId(out.exns.len() as u32 - 1)
            }
        };
        let match_exn = builtin("Match", mono.match_exn, &mut out);
        let bind_exn = builtin("Bind", mono.bind_exn, &mut out);
        for e in [match_exn, bind_exn] {
            out.exns[e.0 as usize].site = true;
        }
        Lower { mono, out, escaping: closure::escaping(&mono.decs), funs: HashMap::new(), fb: FnBuilder::new(), match_exn, bind_exn, stamps: HashMap::new() }
    }

    /// The `bool` datatype, added to the output if the program has none.
    pub(crate) fn bool_data(&mut self) -> ssa::DataId {
        if let Some(i) = self.out.datatypes.iter().position(|d| d.name == "bool" && d.cons.len() == 2) {
            return ssa::DataId(i as u32);
        }
        let con = |name: &str| ssa::ConDef { name: name.into(), arg: None, flat: false };
        self.out.datatypes.push(ssa::DataDef { name: "bool".into(), cons: vec![con("false"), con("true")] });
        ssa::DataId(self.out.datatypes.len() as u32 - 1)
    }

    pub(crate) fn ty(&self, t: &mono::Type) -> ssa::Type {
        Types { datatypes: &self.mono.datatypes }.ty(t)
    }

    pub(crate) fn var_ty(&self, v: mono::VarId) -> mono::Type {
        self.mono.vars.get(v.0 as usize).map(|i| i.ty.clone()).unwrap_or_else(mono::Type::unit)
    }

    pub(crate) fn var_name(&self, v: mono::VarId) -> String {
        self.mono.vars.get(v.0 as usize).map(|i| i.name.clone()).unwrap_or_else(|| "?".into())
    }

    /// A fresh SSA variable named and typed like the Mono variable `v`.
    pub(crate) fn fresh_like(&mut self, v: mono::VarId) -> ssa::VarId {
        let ty = self.ty(&self.var_ty(v));
        let name = self.var_name(v);
        self.out.new_var(name, ty)
    }

    /// Appends `var = exp` to the current block.
    pub(crate) fn emit_to(&mut self, var: ssa::VarId, exp: ssa::Exp) {
        self.fb.push(ssa::Statement { var, exp });
    }

    pub(crate) fn emit(&mut self, name: &str, ty: ssa::Type, exp: ssa::Exp) -> ssa::VarId {
        let v = self.out.new_var(name, ty);
        self.emit_to(v, exp);
        v
    }

    /// A function id whose body is filled in later by `finish_function`.
    pub(crate) fn reserve_function(&mut self, name: &str) -> FuncId {
        self.out.functions.push(ssa::Function {
            name: name.into(),
            params: Vec::new(),
            result: ssa::Type::unit(),
            env: None,
            start: ssa::BlockId(0),
            blocks: Vec::new(),
        });
        FuncId(self.out.functions.len() as u32 - 1)
    }

    pub(crate) fn finish_function(&mut self, id: FuncId, name: &str, params: Vec<ssa::VarId>, result: ssa::Type, env: Option<Vec<ssa::Type>>, fb: FnBuilder) {
        let blocks = fb.finish(&mut self.out);
        self.out.functions[id.0 as usize] = ssa::Function { name: name.into(), params, result, env, start: ssa::BlockId(0), blocks };
    }
}

/// Mono types to SSA types.
pub(crate) struct Types<'a> {
    datatypes: &'a [mono::DataDef],
}

impl Types<'_> {
    pub fn ty(&mut self, t: &mono::Type) -> ssa::Type {
        use ssa::Type as T;
        match t {
            mono::Type::Prim(p, args) => {
                let arg = |s: &mut Self, i: usize| Box::new(args.get(i).map(|a| s.ty(a)).unwrap_or(T::unit()));
                match p {
                    PrimTyCon::Int => T::Int,
                    PrimTyCon::Word => T::Word,
                    PrimTyCon::Word8 => T::Word8,
                    PrimTyCon::Real => T::Real,
                    PrimTyCon::Char => T::Char,
                    PrimTyCon::String => T::String,
                    PrimTyCon::Exn => T::Exn,
                    PrimTyCon::IntInf => T::IntInf,
                    PrimTyCon::Ref => T::Ref(arg(self, 0)),
                    PrimTyCon::Array => T::Array(arg(self, 0)),
                    PrimTyCon::Vector => T::Vector(arg(self, 0)),
                    // Real32.real is a double holding a single-precision
                    // value: only its primitives (Real32.+, ...) differ.
                    PrimTyCon::Other("real32") => T::Real,
                    PrimTyCon::Other(n) => T::Other(n.to_string()),
                }
            }
            mono::Type::Data(d) => {
                let _ = self.datatypes;
                T::Data(ssa::DataId(d.0))
            }
            mono::Type::Record(fs) => T::Tuple(fs.iter().map(|(_, t)| self.ty(t)).collect()),
            mono::Type::Arrow(a, b) => T::closure(self.ty(a), self.ty(b)),
        }
    }
}
