//! The initial basis (the Definition's Appendices C and D, plus Skein's
//! primitive types): builtin type constructors with fixed Core ids,
//! `bool`, `list`, `ref`, `=`, `:=`, the overloaded operators and the
//! standard exceptions (fixed `ExnId`s 0..=8: Match, Bind, Div, Overflow,
//! Subscript, Size, Chr, Domain, Fail).  Structure `SkeinPrim` holds the
//! further primitive types the basis library names (`SkeinPrim.intinf`...).

use crate::elaborator::{Builtins, Elaborator};
use crate::env::{Basis, Env, Overloaded, Structure, TyStr, ValEntry};
use crate::types::{ConInfo, OverloadClass, Scheme, TyCon, TyConKind, TyConRef, Type, TypeFcn};
use crate::unify::{FAM_INT, FAM_REAL, FAM_TEXT, FAM_WORD};
use indexmap::IndexMap;
use skein_ir::core::{self, ExnId, Label, PrimTyCon, TyConId, TyVarId};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

/// The builtin exceptions, in `ExnId` order.
pub const BUILTIN_EXNS: [&str; 9] = ["Match", "Bind", "Div", "Overflow", "Subscript", "Size", "Chr", "Domain", "Fail"];
pub const EXN_MATCH: ExnId = ExnId(0);
pub const EXN_BIND: ExnId = ExnId(1);

/// Index of the constructors of the builtin datatypes.
pub const FALSE: u32 = 0;
pub const TRUE: u32 = 1;
pub const NIL: u32 = 0;
pub const CONS: u32 = 1;

fn tycon(program: &mut core::Program, name: &str, arity: usize, equality: bool, kind: TyConKind) -> TyConRef {
    let id = TyConId(program.tycons.len() as u32);
    let first: u32 = program.tycons.iter().map(|t| t.params.len() as u32).sum();
    let params: Vec<TyVarId> = (0..arity as u32).map(|i| TyVarId(first + i)).collect();
    let core_kind = match &kind {
        TyConKind::Prim(p) => core::TyConKind::Prim(*p),
        _ => core::TyConKind::Datatype { cons: Vec::new() },
    };
    program.tycons.push(core::TyConDef { id, name: name.to_string(), params, equality, kind: core_kind });
    Rc::new(TyCon { id, name: RefCell::new(name.to_string()), arity, equality: Cell::new(equality), kind: RefCell::new(kind) })
}

/// Creates the builtin type constructors (called by `Elaborator::new`).
pub fn make_builtins(program: &mut core::Program) -> Builtins {
    use PrimTyCon::*;
    let prim = |program: &mut core::Program, name: &str, arity: usize, eq: bool, p: PrimTyCon| tycon(program, name, arity, eq, TyConKind::Prim(p));
    let int = prim(program, "int", 0, true, Int);
    let word = prim(program, "word", 0, true, Word);
    let real = prim(program, "real", 0, false, Real);
    let char = prim(program, "char", 0, true, Char);
    let string = prim(program, "string", 0, true, String);
    let exn = prim(program, "exn", 0, false, Exn);
    let ref_ = prim(program, "ref", 1, true, Ref);
    let array = prim(program, "array", 1, true, Array);
    let vector = prim(program, "vector", 1, true, Vector);
    let bool = tycon(program, "bool", 0, true, TyConKind::Datatype { cons: vec![] });
    let list = tycon(program, "list", 1, true, TyConKind::Datatype { cons: vec![] });
    let error = prim(program, "?error", 0, true, Other("?error"));
    *bool.kind.borrow_mut() = TyConKind::Datatype { cons: vec![ConInfo { name: "false".into(), arg: None }, ConInfo { name: "true".into(), arg: None }] };
    program.tycons[bool.id.0 as usize].kind = core::TyConKind::Datatype {
        cons: vec![core::ConDef { name: "false".into(), arg: None }, core::ConDef { name: "true".into(), arg: None }],
    };
    let list_a = Type::Con(list.clone(), vec![Type::Bound(0)]);
    *list.kind.borrow_mut() = TyConKind::Datatype {
        cons: vec![ConInfo { name: "nil".into(), arg: None }, ConInfo { name: "::".into(), arg: Some(pair(Type::Bound(0), list_a)) }],
    };
    let a = core::Type::Var(program.tycons[list.id.0 as usize].params[0]);
    let core_list_a = core::Type::Con(list.id, vec![a.clone()]);
    program.tycons[list.id.0 as usize].kind = core::TyConKind::Datatype {
        cons: vec![
            core::ConDef { name: "nil".into(), arg: None },
            core::ConDef { name: "::".into(), arg: Some(core::Type::Record(vec![(Label::Num(1), a), (Label::Num(2), core_list_a)])) },
        ],
    };
    let mut extra = Vec::new();
    for (name, p, eq) in [
        ("intinf", IntInf, true),
        ("word8", Word8, true),
        ("int8", Other("int8"), true),
        ("int16", Other("int16"), true),
        ("int32", Other("int32"), true),
        ("int64", Other("int64"), true),
        ("word16", Other("word16"), true),
        ("word32", Other("word32"), true),
        ("word64", Other("word64"), true),
        // Real32.real: a double holding a single-precision value (lowered
        // to the SSA type Real; the Real32 primitives round).
        ("real32", Other("real32"), false),
    ] {
        let tc = prim(program, name, 0, eq, p);
        extra.push((name, tc));
    }
    // MLton's other widths, Int1..Int31 and Word1..Word31 (basis/sized.sml).
    for bits in skein_ir::sized::extra_widths() {
        for kind in ["int", "word"] {
            let name: &'static str = Box::leak(format!("{}{}", kind, bits).into_boxed_str());
            let tc = prim(program, name, 0, true, Other(name));
            extra.push((name, tc));
        }
    }
    let mut family = HashMap::new();
    family.insert(int.id, FAM_INT);
    family.insert(word.id, FAM_WORD);
    family.insert(real.id, FAM_REAL);
    family.insert(char.id, FAM_TEXT);
    family.insert(string.id, FAM_TEXT);
    for (name, tc) in &extra {
        let fam = if name.starts_with("int") {
            FAM_INT
        } else if name.starts_with("real") {
            FAM_REAL
        } else {
            FAM_WORD
        };
        family.insert(tc.id, fam);
    }
    Builtins { int, word, real, char, string, exn, ref_, array, vector, bool, list, error, extra, family }
}

pub fn pair(a: Type, b: Type) -> Type {
    Type::Record(vec![(Label::Num(1), a), (Label::Num(2), b)])
}

fn arrow(a: Type, b: Type) -> Type {
    Type::Arrow(Box::new(a), Box::new(b))
}

/// The structure name the primitives of a numeric type are named after.
fn prim_struct(name: &str) -> String {
    if let Some(st) = skein_ir::sized::struct_name(name) {
        return st;
    }
    let known = match name {
        "int" => "Int",
        "word" => "Word",
        "real" => "Real",
        "char" => "Char",
        "string" => "String",
        "intinf" => "IntInf",
        "word8" => "Word8",
        "int64" => "Int64",
        "word64" => "Word64",
        "real32" => "Real32",
        _ => "?",
    };
    known.to_string()
}

pub fn initial_basis(el: &mut Elaborator) -> Basis {
    let b = el.builtins.clone();
    let mut env = Env::new();
    let con0 = |tc: &TyConRef| Type::Con(tc.clone(), vec![]);
    let simple = |tc: &TyConRef| TyStr {
        fcn: TypeFcn { arity: tc.arity, body: Type::Con(tc.clone(), (0..tc.arity as u32).map(Type::Bound).collect()) },
        cons: IndexMap::new(),
        datatype: None,
    };
    for tc in [&b.int, &b.word, &b.real, &b.char, &b.string, &b.exn, &b.array, &b.vector] {
        env.bind_type(tc.name.borrow().clone(), simple(tc));
    }
    env.bind_type("unit".into(), TyStr { fcn: TypeFcn { arity: 0, body: Type::Record(vec![]) }, cons: IndexMap::new(), datatype: None });

    // Datatypes: bool, list, ref.
    let bool_t = con0(&b.bool);
    let list_a = Type::Con(b.list.clone(), vec![Type::Bound(0)]);
    let ref_a = Type::Con(b.ref_.clone(), vec![Type::Bound(0)]);
    let datatypes: [(&TyConRef, Vec<(&str, Scheme)>); 3] = [
        (&b.bool, vec![("false", Scheme::mono(bool_t.clone())), ("true", Scheme::mono(bool_t.clone()))]),
        (
            &b.list,
            vec![
                ("nil", Scheme { equality: vec![false], body: list_a.clone() }),
                ("::", Scheme { equality: vec![false], body: arrow(pair(Type::Bound(0), list_a.clone()), list_a.clone()) }),
            ],
        ),
        (&b.ref_, vec![("ref", Scheme { equality: vec![false], body: arrow(Type::Bound(0), ref_a.clone()) })]),
    ];
    for (tc, cons) in datatypes {
        let mut ts = simple(tc);
        ts.datatype = Some(tc.clone());
        for (i, (name, scheme)) in cons.into_iter().enumerate() {
            let entry = ValEntry::Con { scheme, tycon: tc.clone(), index: i as u32 };
            ts.cons.insert(name.to_string(), entry.clone());
            env.bind_value(name.to_string(), entry);
        }
        env.bind_type(tc.name.borrow().clone(), ts);
    }

    // `=` and `:=`: variables bound to primitives at program start.
    let a = Type::Bound(0);
    let eq_scheme = Scheme { equality: vec![true], body: arrow(pair(a.clone(), a.clone()), bool_t.clone()) };
    let assign_scheme = Scheme { equality: vec![false], body: arrow(pair(ref_a.clone(), a.clone()), Type::Record(vec![])) };
    for (name, prim, scheme) in [("=", "poly_equal", eq_scheme), (":=", ":=", assign_scheme)] {
        let var = el.new_var(name, &scheme);
        let info = el.program.var(var).clone();
        el.emit(core::Dec::Val {
            tyvars: info.tyvars.clone(),
            pat: core::Pat::Var(var),
            exp: core::Exp::Prim { name: prim.to_string(), ty: info.ty.clone() },
            pat_ty: info.ty.clone(),
            site: None,
        });
        env.bind_value(name.to_string(), ValEntry::Var { scheme, var });
    }

    // Overloaded operators.
    let ints: Vec<TyConRef> = std::iter::once(b.int.clone()).chain(b.extra.iter().filter(|(n, _)| n.starts_with("int")).map(|(_, t)| t.clone())).collect();
    let words: Vec<TyConRef> = std::iter::once(b.word.clone()).chain(b.extra.iter().filter(|(n, _)| n.starts_with("word")).map(|(_, t)| t.clone())).collect();
    let reals: Vec<TyConRef> = std::iter::once(b.real.clone()).chain(b.extra.iter().filter(|(n, _)| n.starts_with("real")).map(|(_, t)| t.clone())).collect();
    let texts = vec![b.char.clone(), b.string.clone()];
    let binary = arrow(pair(a.clone(), a.clone()), a.clone());
    let compare = arrow(pair(a.clone(), a.clone()), bool_t.clone());
    let unary = arrow(a.clone(), a.clone());
    let cat = |lists: &[&Vec<TyConRef>]| -> Vec<TyConRef> { lists.iter().flat_map(|l| l.iter().cloned()).collect() };
    let ops: Vec<(&str, OverloadClass, Type, Vec<TyConRef>)> = vec![
        ("+", OverloadClass::Num, binary.clone(), cat(&[&ints, &words, &reals])),
        ("-", OverloadClass::Num, binary.clone(), cat(&[&ints, &words, &reals])),
        ("*", OverloadClass::Num, binary.clone(), cat(&[&ints, &words, &reals])),
        ("div", OverloadClass::IntWord, binary.clone(), cat(&[&ints, &words])),
        ("mod", OverloadClass::IntWord, binary.clone(), cat(&[&ints, &words])),
        ("/", OverloadClass::Real, binary.clone(), reals.clone()),
        ("<", OverloadClass::NumText, compare.clone(), cat(&[&ints, &words, &reals, &texts])),
        (">", OverloadClass::NumText, compare.clone(), cat(&[&ints, &words, &reals, &texts])),
        ("<=", OverloadClass::NumText, compare.clone(), cat(&[&ints, &words, &reals, &texts])),
        (">=", OverloadClass::NumText, compare.clone(), cat(&[&ints, &words, &reals, &texts])),
        ("~", OverloadClass::Num, unary.clone(), cat(&[&ints, &words, &reals])),
        ("abs", OverloadClass::RealInt, unary.clone(), cat(&[&ints, &reals])),
    ];
    for (name, class, shape, tycons) in ops {
        let instances = tycons.iter().map(|tc| (tc.clone(), format!("{}.{}", prim_struct(&tc.name.borrow()), name))).collect();
        let o = Rc::new(Overloaded { name: name.to_string(), class, shape, instances });
        env.bind_value(name.to_string(), ValEntry::Overloaded(o));
    }

    // Exceptions.
    let exn_t = con0(&b.exn);
    for name in BUILTIN_EXNS {
        let arg = if name == "Fail" { Some(con0(&b.string)) } else { None };
        let exn = ExnId(el.program.exns.len() as u32);
        el.program.exns.push(core::ExnDef { name: name.to_string(), arg: arg.as_ref().map(|t| el.to_core_type(t, &[])) });
        el.emit(core::Dec::Exception { exn });
        let body = match arg {
            Some(t) => arrow(t, exn_t.clone()),
            None => exn_t.clone(),
        };
        env.bind_value(name.to_string(), ValEntry::Exn { scheme: Scheme::mono(body), exn });
    }

    // SkeinPrim: primitive types for the basis library.
    let mut prim_env = Env::new();
    for (name, tc) in &b.extra {
        prim_env.bind_type(name.to_string(), simple(tc));
    }
    env.bind_structure("SkeinPrim".into(), Rc::new(Structure { env: prim_env, path: "SkeinPrim".into() }));

    Basis { env, ..Basis::default() }
}
