//! Unit tests: Core programs built by hand (`Builder`), monomorphised, run
//! through the Mono checker, and compared with the printer's output.

use crate::monomorphise;
use skein_ir::core::*;
use skein_ir::mono;

const INT: TyConId = TyConId(0);
const STRING: TyConId = TyConId(1);
const REAL: TyConId = TyConId(2);
const CHAR: TyConId = TyConId(3);
const EXN: TyConId = TyConId(4);
const REF: TyConId = TyConId(5);
const LIST: TyConId = TyConId(6);

/// Builds a Core program with `int`, `string`, `real`, `char`, `exn`,
/// `ref`, `list` and the builtin exceptions `Match` and `Bind`.
struct Builder {
    p: Program,
    next_tyvar: u32,
}

fn ty(tc: TyConId, args: Vec<Type>) -> Type {
    Type::Con(tc, args)
}
fn t_int() -> Type {
    ty(INT, vec![])
}
fn t_string() -> Type {
    ty(STRING, vec![])
}
fn t_list(t: Type) -> Type {
    ty(LIST, vec![t])
}
fn arrow(a: Type, b: Type) -> Type {
    Type::Arrow(Box::new(a), Box::new(b))
}
fn t_tuple(ts: Vec<Type>) -> Type {
    Type::Record(ts.into_iter().enumerate().map(|(i, t)| (Label::Num(i as u32 + 1), t)).collect())
}
fn unit() -> Type {
    Type::Record(vec![])
}
fn tv(a: TyVarId) -> Type {
    Type::Var(a)
}

fn var(v: VarId) -> Exp {
    Exp::Var { var: v, tyargs: vec![] }
}
fn var_at(v: VarId, tyargs: Vec<Type>) -> Exp {
    Exp::Var { var: v, tyargs }
}
fn int(n: i64) -> Exp {
    Exp::Lit(Lit::Int(n.to_string()), t_int())
}
fn string(s: &str) -> Exp {
    Exp::Lit(Lit::String(s.as_bytes().to_vec()), t_string())
}
fn app(f: Exp, a: Exp) -> Exp {
    Exp::App(Box::new(f), Box::new(a))
}
fn tuple(es: Vec<Exp>) -> Exp {
    Exp::Record(es.into_iter().enumerate().map(|(i, e)| (Label::Num(i as u32 + 1), e)).collect())
}
fn let_(decs: Vec<Dec>, body: Exp) -> Exp {
    Exp::Let(decs, Box::new(body))
}
fn val(tyvars: Vec<TyVarId>, pat: Pat, pat_ty: Type, exp: Exp) -> Dec {
    Dec::Val { tyvars, pat, exp, pat_ty, site: None }
}
fn nil(t: Type) -> Exp {
    Exp::Con { con: Con { tycon: LIST, index: 0 }, tyargs: vec![t], arg: None }
}
fn cons(t: Type, x: Exp, xs: Exp) -> Exp {
    Exp::Con { con: Con { tycon: LIST, index: 1 }, tyargs: vec![t], arg: Some(Box::new(tuple(vec![x, xs]))) }
}

impl Builder {
    fn new() -> Builder {
        let mut b = Builder { p: Program::default(), next_tyvar: 0 };
        for (name, prim) in [("int", PrimTyCon::Int), ("string", PrimTyCon::String), ("real", PrimTyCon::Real), ("char", PrimTyCon::Char), ("exn", PrimTyCon::Exn)] {
            b.tycon(name, vec![], TyConKind::Prim(prim));
        }
        let a = b.tyvar();
        b.tycon("ref", vec![a], TyConKind::Prim(PrimTyCon::Ref));
        let a = b.tyvar();
        let cons = vec![ConDef { name: "nil".into(), arg: None }, ConDef { name: "::".into(), arg: Some(t_tuple(vec![tv(a), t_list(tv(a))])) }];
        b.tycon("list", vec![a], TyConKind::Datatype { cons });
        b.p.exns.push(ExnDef { name: "Match".into(), arg: None });
        b.p.exns.push(ExnDef { name: "Bind".into(), arg: None });
        b
    }

    fn tyvar(&mut self) -> TyVarId {
        self.next_tyvar += 1;
        TyVarId(self.next_tyvar - 1)
    }

    fn tycon(&mut self, name: &str, params: Vec<TyVarId>, kind: TyConKind) -> TyConId {
        let id = TyConId(self.p.tycons.len() as u32);
        self.p.tycons.push(TyConDef { id, name: name.into(), params, equality: true, kind });
        id
    }

    fn var(&mut self, name: &str, tyvars: Vec<TyVarId>, ty: Type) -> VarId {
        self.p.vars.push(VarInfo { name: name.into(), tyvars, ty });
        VarId(self.p.vars.len() as u32 - 1)
    }

    fn exn(&mut self, name: &str, arg: Option<Type>) -> ExnId {
        self.p.exns.push(ExnDef { name: name.into(), arg });
        ExnId(self.p.exns.len() as u32 - 1)
    }

    /// `fn x => body` with a fresh parameter `name : param_ty`.
    fn lambda(&mut self, name: &str, param_ty: Type, result_ty: Type, body: impl FnOnce(VarId) -> Exp) -> Exp {
        let x = self.var(name, vec![], param_ty.clone());
        Exp::Fn { param: x, param_ty, body: Box::new(body(x)), result_ty }
    }

    /// `print : string -> unit`, a primitive, so that `val _ = print e` has an effect.
    fn print(&self, e: Exp) -> Exp {
        app(Exp::Prim { name: "print".into(), ty: arrow(t_string(), unit()) }, e)
    }

    fn run(self) -> (mono::Program, String) {
        let m = monomorphise(&self.p);
        let text = mono::print::print_program(&m);
        if let Err(errors) = mono::check_program(&m) {
            panic!("Mono checker failed:\n{}\n--- program:\n{}", errors.join("\n"), text);
        }
        (m, text)
    }
}

/// The printed program without the lines of the builtin exceptions.
fn without_builtins(text: &str) -> String {
    text.lines().filter(|l| !l.starts_with("(* builtin *)")).collect::<Vec<_>>().join("\n")
}

fn datatype_names(m: &mono::Program) -> Vec<&str> {
    m.datatypes.iter().map(|d| d.name.as_str()).collect()
}

#[test]
fn identity_at_int_and_string() {
    let mut b = Builder::new();
    let a = b.tyvar();
    let id = b.var("id", vec![a], arrow(tv(a), tv(a)));
    let idfn = b.lambda("x", tv(a), tv(a), var);
    let r1 = b.var("r1", vec![], t_int());
    let r2 = b.var("r2", vec![], t_string());
    b.p.decs = vec![
        val(vec![a], Pat::Var(id), arrow(tv(a), tv(a)), idfn),
        val(vec![], Pat::Var(r1), t_int(), app(var_at(id, vec![t_int()]), int(1))),
        val(vec![], Pat::Var(r2), t_string(), app(var_at(id, vec![t_string()]), string("s"))),
    ];
    let (_, text) = b.run();
    let expected = "\
val id_0 : string -> string = fn x_1 : string => x_1
val id_2 : int -> int = fn x_3 : int => x_3
val r1_4 : int = id_2 1
val r2_5 : string = id_0 \"s\"";
    assert_eq!(without_builtins(&text), expected);
}

/// `fun map f l = case l of nil => nil | x :: xs => f x :: map f xs`,
/// used at `int -> int` and `string -> string`.
fn map_program(recursive_tyargs: bool) -> Builder {
    let mut b = Builder::new();
    let (a, c) = (b.tyvar(), b.tyvar());
    let map_ty = arrow(arrow(tv(a), tv(c)), arrow(t_list(tv(a)), t_list(tv(c))));
    let map = b.var("map", vec![a, c], map_ty.clone());
    let f = b.var("f", vec![], arrow(tv(a), tv(c)));
    let l = b.var("l", vec![], t_list(tv(a)));
    let x = b.var("x", vec![], tv(a));
    let xs = b.var("xs", vec![], t_list(tv(a)));
    let rec_use = if recursive_tyargs { var_at(map, vec![tv(a), tv(c)]) } else { var(map) };
    let cons_pat = Pat::Con {
        con: Con { tycon: LIST, index: 1 },
        tyargs: vec![tv(a)],
        arg: Some(Box::new(Pat::Record(vec![(Label::Num(1), Pat::Var(x)), (Label::Num(2), Pat::Var(xs))]))),
    };
    let body = Exp::Case {
        scrut: Box::new(var(l)),
        scrut_ty: t_list(tv(a)),
        rules: vec![
            Rule { pat: Pat::Con { con: Con { tycon: LIST, index: 0 }, tyargs: vec![tv(a)], arg: None }, exp: nil(tv(c)) },
            Rule { pat: cons_pat, exp: cons(tv(c), app(var(f), var(x)), app(app(rec_use, var(f)), var(xs))) },
        ],
        failure: MatchFailure::Match(None),
        result_ty: t_list(tv(c)),
    };
    let inner = Exp::Fn { param: l, param_ty: t_list(tv(a)), body: Box::new(body), result_ty: t_list(tv(c)) };
    let map_fn = Exp::Fn { param: f, param_ty: arrow(tv(a), tv(c)), body: Box::new(inner), result_ty: arrow(t_list(tv(a)), t_list(tv(c))) };
    let ints = b.var("ints", vec![], t_list(t_int()));
    let strings = b.var("strings", vec![], t_list(t_string()));
    let inc = b.lambda("n", t_int(), t_int(), var);
    let same = b.lambda("s", t_string(), t_string(), var);
    b.p.decs = vec![
        Dec::ValRec { tyvars: vec![a, c], binds: vec![(map, map_fn)] },
        val(vec![], Pat::Var(ints), t_list(t_int()), app(app(var_at(map, vec![t_int(), t_int()]), inc), cons(t_int(), int(1), nil(t_int())))),
        val(vec![], Pat::Var(strings), t_list(t_string()), app(app(var_at(map, vec![t_string(), t_string()]), same), cons(t_string(), string("a"), nil(t_string())))),
    ];
    b
}

#[test]
fn map_gives_two_list_instances() {
    for recursive_tyargs in [false, true] {
        let (m, text) = map_program(recursive_tyargs).run();
        let mut names = datatype_names(&m);
        names.sort();
        assert_eq!(names, vec!["list<int>", "list<string>"]);
        let maps: Vec<_> = m.vars.iter().filter(|v| v.name == "map").map(|v| mono::print::type_to_string(&m, &v.ty)).collect();
        assert_eq!(maps, vec!["(string -> string) -> list<string> -> list<string>", "(int -> int) -> list<int> -> list<int>"]);
        let list_int = m.datatypes.iter().find(|d| d.name == "list<int>").unwrap();
        assert_eq!(mono::print::type_to_string(&m, list_int.cons[1].arg.as_ref().unwrap()), "int * list<int>");
        assert!(text.contains("datatype list<int> = nil | :: of int * list<int>"), "{}", text);
        assert_eq!(text.matches("val rec map_").count(), 2, "{}", text);
    }
}

#[test]
fn polymorphic_datatype_at_two_types() {
    let mut b = Builder::new();
    let a = b.tyvar();
    let pair = b.tycon("pair", vec![a], TyConKind::Datatype { cons: vec![ConDef { name: "Pair".into(), arg: Some(t_tuple(vec![tv(a), tv(a)])) }] });
    let mk = |t: Type, x: Exp| Exp::Con { con: Con { tycon: pair, index: 0 }, tyargs: vec![t], arg: Some(Box::new(tuple(vec![x.clone(), x]))) };
    let p1 = b.var("p1", vec![], ty(pair, vec![t_int()]));
    let p2 = b.var("p2", vec![], ty(pair, vec![t_list(t_string())]));
    let n = b.var("n", vec![], t_int());
    let first = Exp::Case {
        scrut: Box::new(var(p1)),
        scrut_ty: ty(pair, vec![t_int()]),
        rules: vec![Rule {
            pat: Pat::Con { con: Con { tycon: pair, index: 0 }, tyargs: vec![t_int()], arg: Some(Box::new(Pat::Record(vec![(Label::Num(1), Pat::Var(n)), (Label::Num(2), Pat::Wild)]))) },
            exp: var(n),
        }],
        failure: MatchFailure::Match(None),
        result_ty: t_int(),
    };
    let r = b.var("r", vec![], t_tuple(vec![t_int(), ty(pair, vec![t_list(t_string())])]));
    b.p.decs = vec![
        val(vec![], Pat::Var(p1), ty(pair, vec![t_int()]), mk(t_int(), int(7))),
        val(vec![], Pat::Var(p2), ty(pair, vec![t_list(t_string())]), mk(t_list(t_string()), nil(t_string()))),
        val(vec![], Pat::Var(r), t_tuple(vec![t_int(), ty(pair, vec![t_list(t_string())])]), let_(vec![], tuple(vec![first, var(p2)]))),
    ];
    let (m, text) = b.run();
    let mut names = datatype_names(&m);
    names.sort();
    assert_eq!(names, vec!["list<string>", "pair<int>", "pair<list<string>>"]);
    assert!(text.contains("datatype pair<list<string>> = Pair of list<string> * list<string>"), "{}", text);
    assert!(text.contains("datatype pair<int> = Pair of int * int"), "{}", text);
}

#[test]
fn nested_let_polymorphism() {
    // fun outer (x : 'a) = let fun pair (y : 'b) = (x, y) in (pair 1, pair "s") end
    // val r1 = outer 1.5   val r2 = outer #"c"
    let mut b = Builder::new();
    let (a, c) = (b.tyvar(), b.tyvar());
    let result = |t: Type| t_tuple(vec![t_tuple(vec![t.clone(), t_int()]), t_tuple(vec![t, t_string()])]);
    let outer = b.var("outer", vec![a], arrow(tv(a), result(tv(a))));
    let x = b.var("x", vec![], tv(a));
    let pair = b.var("pair", vec![c], arrow(tv(c), t_tuple(vec![tv(a), tv(c)])));
    let pair_fn = b.lambda("y", tv(c), t_tuple(vec![tv(a), tv(c)]), |y| tuple(vec![var(x), var(y)]));
    let body = let_(
        vec![Dec::ValRec { tyvars: vec![c], binds: vec![(pair, pair_fn)] }],
        tuple(vec![app(var_at(pair, vec![t_int()]), int(1)), app(var_at(pair, vec![t_string()]), string("s"))]),
    );
    let outer_fn = Exp::Fn { param: x, param_ty: tv(a), body: Box::new(body), result_ty: result(tv(a)) };
    let r1 = b.var("r1", vec![], result(ty(REAL, vec![])));
    let r2 = b.var("r2", vec![], result(ty(CHAR, vec![])));
    b.p.decs = vec![
        Dec::ValRec { tyvars: vec![a], binds: vec![(outer, outer_fn)] },
        val(vec![], Pat::Var(r1), result(ty(REAL, vec![])), app(var_at(outer, vec![ty(REAL, vec![])]), Exp::Lit(Lit::Real("1.5".into()), ty(REAL, vec![])))),
        val(vec![], Pat::Var(r2), result(ty(CHAR, vec![])), app(var_at(outer, vec![ty(CHAR, vec![])]), Exp::Lit(Lit::Char(b'c'), ty(CHAR, vec![])))),
    ];
    let (m, text) = b.run();
    let pairs: Vec<_> = m.vars.iter().filter(|v| v.name == "pair").map(|v| mono::print::type_to_string(&m, &v.ty)).collect();
    assert_eq!(pairs.len(), 4, "{}", text);
    for t in ["int -> char * int", "string -> char * string", "int -> real * int", "string -> real * string"] {
        assert!(pairs.iter().any(|p| p == t), "no pair : {} in\n{}", t, text);
    }
    let expected = "\
val rec outer_0 : char -> (char * int) * (char * string) =
  fn x_1 : char =>
    let
      val rec pair_2 : int -> char * int = fn y_3 : int => (x_1, y_3)
      val rec pair_4 : string -> char * string = fn y_5 : string => (x_1, y_5)
    in
      (pair_2 1, pair_4 \"s\")
    end
val rec outer_6 : real -> (real * int) * (real * string) =
  fn x_7 : real =>
    let
      val rec pair_8 : int -> real * int = fn y_9 : int => (x_7, y_9)
      val rec pair_10 : string -> real * string = fn y_11 : string => (x_7, y_11)
    in
      (pair_8 1, pair_10 \"s\")
    end
val r1_12 : (real * int) * (real * string) = outer_6 1.5
val r2_13 : (char * int) * (char * string) = outer_0 #\"c\"";
    assert_eq!(without_builtins(&text), expected);
}

#[test]
fn exception_inside_polymorphic_function() {
    // fun f (x : 'a) = let exception E of 'a in raise E x handle E y => y end
    let mut b = Builder::new();
    let a = b.tyvar();
    let f = b.var("f", vec![a], arrow(tv(a), tv(a)));
    let e = b.exn("E", Some(tv(a)));
    let y = b.var("y", vec![], tv(a));
    let body = b.lambda("x", tv(a), tv(a), |x| {
        let_(
            vec![Dec::Exception { exn: e }],
            Exp::Handle {
                body: Box::new(Exp::Raise { exn: Box::new(Exp::Exn { exn: e, arg: Some(Box::new(var(x))) }), ty: tv(a) }),
                rules: vec![Rule { pat: Pat::Exn { exn: e, arg: Some(Box::new(Pat::Var(y))) }, exp: var(y) }],
                ty: tv(a),
            },
        )
    });
    let r1 = b.var("r1", vec![], t_int());
    let r2 = b.var("r2", vec![], t_string());
    b.p.decs = vec![
        Dec::ValRec { tyvars: vec![a], binds: vec![(f, body)] },
        val(vec![], Pat::Var(r1), t_int(), app(var_at(f, vec![t_int()]), int(1))),
        val(vec![], Pat::Var(r2), t_string(), app(var_at(f, vec![t_string()]), string("s"))),
    ];
    let (m, text) = b.run();
    let es: Vec<_> = m.exns.iter().filter(|e| e.name == "E").map(|e| mono::print::type_to_string(&m, e.arg.as_ref().unwrap())).collect();
    assert_eq!(es, vec!["string", "int"], "{}", text);
    assert!(text.contains("exception E_3 of int"), "{}", text);
}

#[test]
fn abstract_type_becomes_its_representation() {
    let mut b = Builder::new();
    let a = b.tyvar();
    // type 'a t = 'a list (opaque), type u = int (opaque)
    let t = b.tycon("S.t", vec![a], TyConKind::Abstract { rep: t_list(tv(a)) });
    let u = b.tycon("S.u", vec![], TyConKind::Abstract { rep: t_int() });
    let c = b.tyvar();
    let g = b.var("g", vec![c], arrow(ty(t, vec![tv(c)]), ty(t, vec![tv(c)])));
    let gfn = b.lambda("l", ty(t, vec![tv(c)]), ty(t, vec![tv(c)]), var);
    let h = b.var("h", vec![], arrow(ty(u, vec![]), ty(u, vec![])));
    let hfn = b.lambda("n", ty(u, vec![]), ty(u, vec![]), var);
    let r = b.var("r", vec![], t_tuple(vec![ty(t, vec![ty(u, vec![])]), ty(u, vec![])]));
    b.p.decs = vec![
        val(vec![c], Pat::Var(g), arrow(ty(t, vec![tv(c)]), ty(t, vec![tv(c)])), gfn),
        val(vec![], Pat::Var(h), arrow(ty(u, vec![]), ty(u, vec![])), hfn),
        val(
            vec![],
            Pat::Var(r),
            t_tuple(vec![ty(t, vec![ty(u, vec![])]), ty(u, vec![])]),
            tuple(vec![app(var_at(g, vec![ty(u, vec![])]), nil(t_int())), app(var(h), int(3))]),
        ),
    ];
    let (m, text) = b.run();
    assert_eq!(datatype_names(&m), vec!["list<int>"]);
    let expected = "\
datatype list<int> = nil | :: of int * list<int>
val g_0 : list<int> -> list<int> = fn l_1 : list<int> => l_1
val h_2 : int -> int = fn n_3 : int => n_3
val r_4 : list<int> * int = (g_0 nil, h_2 3)";
    assert_eq!(without_builtins(&text), expected);
}

#[test]
fn dead_code_is_dropped() {
    let mut b = Builder::new();
    let a = b.tyvar();
    let unused_poly = b.var("unused_poly", vec![a], arrow(tv(a), tv(a)));
    let unused_poly_fn = b.lambda("x", tv(a), tv(a), var);
    let helper = b.var("helper", vec![], arrow(t_int(), t_int()));
    let helper_fn = b.lambda("n", t_int(), t_int(), var);
    let dead = b.var("dead", vec![], t_int());
    let k = b.var("k", vec![], t_int());
    let reals = b.var("reals", vec![], t_list(ty(REAL, vec![])));
    let used = b.var("used", vec![], t_string());
    let dead_exn = b.exn("Dead", None);
    let live_exn = b.exn("Live", Some(t_string()));
    let s = b.var("s", vec![], t_string());
    let print_used = Exp::Handle {
        body: Box::new(b.print(var(used))),
        rules: vec![Rule { pat: Pat::Exn { exn: live_exn, arg: Some(Box::new(Pat::Var(s))) }, exp: b.print(var(s)) }],
        ty: unit(),
    };
    b.p.decs = vec![
        val(vec![a], Pat::Var(unused_poly), arrow(tv(a), tv(a)), unused_poly_fn),
        val(vec![], Pat::Var(helper), arrow(t_int(), t_int()), helper_fn),
        // Only `dead` uses `helper`, and `dead` is not a value: it stays, and so does `helper`.
        val(vec![], Pat::Var(dead), t_int(), app(var(helper), int(1))),
        // A value nobody uses: dropped.
        val(vec![], Pat::Var(k), t_int(), int(42)),
        // Its type is not reachable either: no `list<real>`.
        val(vec![], Pat::Var(reals), t_list(ty(REAL, vec![])), nil(ty(REAL, vec![]))),
        Dec::Exception { exn: dead_exn },
        Dec::Exception { exn: live_exn },
        val(vec![], Pat::Var(used), t_string(), string("hi")),
        val(vec![], Pat::Wild, unit(), print_used),
        // A value, but unused: dropped.
        val(vec![], Pat::Wild, ty(EXN, vec![]), Exp::Exn { exn: dead_exn, arg: None }),
    ];
    let (m, text) = b.run();
    assert!(m.datatypes.is_empty(), "{}", text);
    assert_eq!(m.vars.len(), 5, "{}", text);
    assert!(!text.contains("unused_poly"), "{}", text);
    assert!(!text.contains("val k_"), "{}", text);
    assert!(!text.contains("Dead"), "{}", text);
    assert!(text.contains("val helper_"), "{}", text);
    assert!(text.contains("val dead_"), "{}", text);
    assert!(text.contains("exception Live_"), "{}", text);
    assert!(text.contains("(_prim \"print\" : string -> unit) used_"), "{}", text);
}

#[test]
fn ref_constructor_and_free_type_variable() {
    // val r = ref nil  (not generalised: its 'a is free at top level -> unit)
    // val _ = case r of ref l => print "x"
    let mut b = Builder::new();
    let a = b.tyvar();
    let r_ty = ty(REF, vec![t_list(tv(a))]);
    let r = b.var("r", vec![], r_ty.clone());
    let l = b.var("l", vec![], t_list(tv(a)));
    let mk = Exp::Con { con: Con { tycon: REF, index: 0 }, tyargs: vec![t_list(tv(a))], arg: Some(Box::new(nil(tv(a)))) };
    let pat = Pat::Con { con: Con { tycon: REF, index: 0 }, tyargs: vec![t_list(tv(a))], arg: Some(Box::new(Pat::Var(l))) };
    let print = b.print(string("x"));
    let use_r = Exp::Case { scrut: Box::new(var(r)), scrut_ty: r_ty.clone(), rules: vec![Rule { pat, exp: print }], failure: MatchFailure::Match(None), result_ty: unit() };
    b.p.decs = vec![val(vec![], Pat::Var(r), r_ty, mk), val(vec![], Pat::Wild, unit(), use_r)];
    let (_, text) = b.run();
    let expected = "\
datatype list<unit> = nil | :: of unit * list<unit>
val r_0 : list<unit> ref = ref nil
val _ =
  case r_0 of
      ref l_1 => (_prim \"print\" : string -> unit) \"x\"";
    assert_eq!(without_builtins(&text), expected);
}

#[test]
fn primitive_gets_its_concrete_type() {
    // val eq = fn (x : ''a, y : ''a) => poly_equal (x, y)   used at int list
    let mut b = Builder::new();
    let a = b.tyvar();
    let pair = t_tuple(vec![tv(a), tv(a)]);
    let eq_ty = arrow(pair.clone(), ty(INT, vec![]));
    let eq = b.var("eq", vec![a], eq_ty.clone());
    let eq_fn = b.lambda("p", pair.clone(), t_int(), |p| app(Exp::Prim { name: "poly_equal".into(), ty: eq_ty.clone() }, var(p)));
    let r = b.var("r", vec![], t_int());
    let l = cons(t_int(), int(1), nil(t_int()));
    b.p.decs = vec![val(vec![a], Pat::Var(eq), eq_ty.clone(), eq_fn), val(vec![], Pat::Var(r), t_int(), app(var_at(eq, vec![t_list(t_int())]), tuple(vec![l.clone(), l])))];
    let (_, text) = b.run();
    assert!(text.contains("(_prim \"poly_equal\" : list<int> * list<int> -> int) p_"), "{}", text);
}

#[test]
fn polymorphic_val_with_two_variables_and_a_failing_pattern() {
    // val (f, g) = (fn x => x, fn y => y) : ('a -> 'a) * ('b -> 'b)
    // val NONE-like: val nil = (nil : 'c list) -- refutable, so kept at unit
    let mut b = Builder::new();
    let (a, c) = (b.tyvar(), b.tyvar());
    let pair_ty = t_tuple(vec![arrow(tv(a), tv(a)), arrow(tv(c), tv(c))]);
    let f = b.var("f", vec![a, c], arrow(tv(a), tv(a)));
    let g = b.var("g", vec![a, c], arrow(tv(c), tv(c)));
    let fx = b.lambda("x", tv(a), tv(a), var);
    let gy = b.lambda("y", tv(c), tv(c), var);
    let pat = Pat::Record(vec![(Label::Num(1), Pat::Var(f)), (Label::Num(2), Pat::Var(g))]);
    let d = b.tyvar();
    let nil_pat = Pat::Con { con: Con { tycon: LIST, index: 0 }, tyargs: vec![tv(d)], arg: None };
    let r = b.var("r", vec![], t_tuple(vec![t_int(), t_string()]));
    b.p.decs = vec![
        val(vec![a, c], pat, pair_ty, tuple(vec![fx, gy])),
        val(vec![d], nil_pat, t_list(tv(d)), nil(tv(d))),
        val(vec![], Pat::Var(r), t_tuple(vec![t_int(), t_string()]), tuple(vec![app(var_at(f, vec![t_int()]), int(1)), app(var_at(g, vec![t_int(), t_string()]), string("s"))])),
    ];
    let (m, text) = b.run();
    // `f` is used at ('a, 'c) = (int, unit) -- its own tyvars list only 'a --
    // and `g` at (int, string): two copies of the pair.
    assert_eq!(text.matches("val (f_").count(), 2, "{}", text);
    assert!(text.contains("val nil = nil"), "{}", text);
    assert!(m.datatypes.iter().any(|d| d.name == "list<unit>"), "{}", text);
}

#[test]
fn non_uniform_datatype_terminates() {
    // datatype 'a seq = Nil | Cons of 'a * ('a * 'a) seq ; val s = Cons (1, Nil)
    let mut b = Builder::new();
    let a = b.tyvar();
    let seq = TyConId(b.p.tycons.len() as u32);
    let cons_arg = t_tuple(vec![tv(a), ty(seq, vec![t_tuple(vec![tv(a), tv(a)])])]);
    b.tycon("seq", vec![a], TyConKind::Datatype { cons: vec![ConDef { name: "Nil".into(), arg: None }, ConDef { name: "Cons".into(), arg: Some(cons_arg) }] });
    let s_ty = ty(seq, vec![t_int()]);
    let s = b.var("s", vec![], s_ty.clone());
    let nil2 = Exp::Con { con: Con { tycon: seq, index: 0 }, tyargs: vec![t_tuple(vec![t_int(), t_int()])], arg: None };
    let mk = Exp::Con { con: Con { tycon: seq, index: 1 }, tyargs: vec![t_int()], arg: Some(Box::new(tuple(vec![int(1), nil2]))) };
    b.p.decs = vec![val(vec![], Pat::Var(s), s_ty, mk), val(vec![], Pat::Wild, unit(), b.print(string("x")))];
    // `s` is a value nobody uses: give it a use.
    let keep = Exp::Case { scrut: Box::new(var(s)), scrut_ty: ty(seq, vec![t_int()]), rules: vec![Rule { pat: Pat::Wild, exp: b.print(string("y")) }], failure: MatchFailure::Match(None), result_ty: unit() };
    b.p.decs.push(val(vec![], Pat::Wild, unit(), keep));
    let (m, _) = b.run();
    assert!(m.datatypes.len() > 2 && m.datatypes.len() < 200, "{} instances", m.datatypes.len());
    assert_eq!(m.datatypes[0].name, "seq<int>");
    assert_eq!(m.datatypes[1].name, "seq<int * int>");
    assert!(m.datatypes.iter().take(2).all(|d| d.cons.len() == 2));
}

fn mono_program() -> mono::Program {
    // val f = fn x : int => x
    let int = mono::Type::prim(PrimTyCon::Int);
    let mut p = mono::Program::default();
    p.vars.push(mono::VarInfo { name: "f".into(), ty: mono::Type::arrow(int.clone(), int.clone()) });
    p.vars.push(mono::VarInfo { name: "x".into(), ty: int.clone() });
    let f = mono::Exp::Fn { param: mono::VarId(1), param_ty: int.clone(), body: Box::new(mono::Exp::Var(mono::VarId(1))), result_ty: int.clone() };
    p.decs.push(mono::Dec::Val { pat: mono::Pat::Var(mono::VarId(0)), exp: f, pat_ty: mono::Type::arrow(int.clone(), int), site: None });
    p
}

fn check_errors(p: &mono::Program) -> String {
    match mono::check_program(p) {
        Ok(()) => panic!("checker accepted:\n{}", mono::print::print_program(p)),
        Err(e) => e.join("\n"),
    }
}

#[test]
fn checker_rejects_ill_typed_mono() {
    let string = mono::Type::prim(PrimTyCon::String);
    let int = mono::Type::prim(PrimTyCon::Int);
    assert!(mono::check_program(&mono_program()).is_ok());

    // Applying `f : int -> int` to a string.
    let mut p = mono_program();
    p.vars.push(mono::VarInfo { name: "r".into(), ty: int.clone() });
    let bad = mono::Exp::App(Box::new(mono::Exp::Var(mono::VarId(0))), Box::new(mono::Exp::Lit(Lit::String(b"s".to_vec()), string.clone())));
    p.decs.push(mono::Dec::Val { pat: mono::Pat::Var(mono::VarId(2)), exp: bad, pat_ty: int.clone(), site: None });
    assert!(check_errors(&p).contains("application argument: expected int, found string"));

    // `x` used outside its `fn`, and bound twice.
    let mut p = mono_program();
    p.decs.push(mono::Dec::Val { pat: mono::Pat::Var(mono::VarId(1)), exp: mono::Exp::Var(mono::VarId(1)), pat_ty: int.clone(), site: None });
    let e = check_errors(&p);
    assert!(e.contains("x_1 used out of scope") && e.contains("x_1 bound twice"), "{}", e);

    // A constructor argument of the wrong type, and a case whose rules disagree.
    let mut p = mono_program();
    let box_int = mono::TyConId(0);
    p.datatypes.push(mono::DataDef { id: box_int, name: "box<int>".into(), core: TyConId(0), args: vec![int.clone()], equality: true, cons: vec![mono::ConDef { name: "Box".into(), arg: Some(int.clone()) }] });
    let con = mono::Con { ty: mono::Type::Data(box_int), index: 0 };
    let boxed = mono::Exp::Con { con: con.clone(), arg: Some(Box::new(mono::Exp::Lit(Lit::String(b"s".to_vec()), string.clone()))) };
    let case = mono::Exp::Case {
        scrut: Box::new(boxed),
        scrut_ty: mono::Type::Data(box_int),
        rules: vec![
            mono::Rule { pat: mono::Pat::Con { con, arg: Some(Box::new(mono::Pat::Wild)) }, exp: mono::Exp::Lit(Lit::Int("1".into()), int.clone()) },
            mono::Rule { pat: mono::Pat::Wild, exp: mono::Exp::Lit(Lit::String(b"s".to_vec()), string.clone()) },
        ],
        failure: MatchFailure::Match(None),
        result_ty: int.clone(),
    };
    p.decs.push(mono::Dec::Val { pat: mono::Pat::Wild, exp: case, pat_ty: int.clone(), site: None });
    let e = check_errors(&p);
    assert!(e.contains("constructor argument: expected int, found string"), "{}", e);
    assert!(e.contains("case rule result: expected int, found string"), "{}", e);

    // Raising a non-exception; a val whose pattern type disagrees.
    let mut p = mono_program();
    let raise = mono::Exp::Raise { exn: Box::new(mono::Exp::Lit(Lit::Int("1".into()), int.clone())), ty: int.clone() };
    p.decs.push(mono::Dec::Val { pat: mono::Pat::Wild, exp: raise, pat_ty: string, site: None });
    let e = check_errors(&p);
    assert!(e.contains("raised value: expected exn, found int") && e.contains("val expression: expected string, found int"), "{}", e);
}
