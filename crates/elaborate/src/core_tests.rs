//! Unit tests of core elaboration on hand-built ASTs (the parser is
//! written in parallel); every program's Core is run through the checker.

use crate::elaborator::{Elaborator, FileOptions};
use crate::env::{Basis, ValEntry};
use crate::print_type::scheme_to_string;
use skein_diagnostics::{Diagnostics, FileId, Severity, Span};
use skein_syntax::ast::*;

fn sp() -> Span {
    Span::new(FileId(0), 0, 1)
}
fn ident(n: &str) -> Ident {
    Ident { name: n.into(), span: sp() }
}
fn long(n: &str) -> LongIdent {
    LongIdent::unqualified(ident(n))
}
fn e(kind: ExpKind) -> Exp {
    Exp { kind, span: sp() }
}
fn p(kind: PatKind) -> Pat {
    Pat { kind, span: sp() }
}
fn var(n: &str) -> Exp {
    e(ExpKind::Var { id: long(n), op: false })
}
fn int(n: i64) -> Exp {
    e(ExpKind::Const(SCon::Int { negative: n < 0, hex: false, digits: n.abs().to_string() }))
}
fn string(s: &str) -> Exp {
    e(ExpKind::Const(SCon::String(s.as_bytes().to_vec())))
}
fn app(f: Exp, a: Exp) -> Exp {
    e(ExpKind::App(Box::new(f), Box::new(a)))
}
fn infix(op: &str, a: Exp, b: Exp) -> Exp {
    app(var(op), e(ExpKind::Tuple(vec![a, b])))
}
fn fnx(pat: Pat, body: Exp) -> Exp {
    e(ExpKind::Fn(vec![Rule { pat, exp: body, span: sp(), or_alternative: false }]))
}
fn pvar(n: &str) -> Pat {
    p(PatKind::Var { id: long(n), op: false })
}
fn pcon(c: &str, arg: Pat) -> Pat {
    p(PatKind::Con { con: long(c), op: false, arg: Box::new(arg) })
}
fn ptuple(ps: Vec<Pat>) -> Pat {
    p(PatKind::Tuple(ps))
}
fn dec(kind: DecKind) -> Dec {
    Dec { kind, span: sp() }
}
fn val(pat: Pat, exp: Exp) -> Dec {
    dec(DecKind::Val { tyvars: vec![], binds: vec![ValBind { pat, exp, span: sp() }], rec_binds: vec![] })
}
fn fun(name: &str, clauses: Vec<(Vec<Pat>, Exp)>) -> Dec {
    let clauses = clauses.into_iter().map(|(args, body)| Clause { name: ident(name), op: false, args, result_ty: None, body, span: sp(), or_alternative: false }).collect();
    dec(DecKind::Fun { tyvars: vec![], binds: vec![FunBind { clauses, span: sp() }] })
}
fn ty_var(n: &str) -> Ty {
    Ty { kind: TyKind::Var(TyVar { name: n.into(), span: sp() }), span: sp() }
}
fn option_datatype() -> Dec {
    dec(DecKind::Datatype {
        binds: vec![DatBind {
            tyvars: vec![TyVar { name: "'a".into(), span: sp() }],
            name: ident("option"),
            cons: vec![
                ConBind { op: false, name: ident("NONE"), arg: None, span: sp() },
                ConBind { op: false, name: ident("SOME"), arg: Some(ty_var("'a")), span: sp() },
            ],
            span: sp(),
        }],
        withtype: vec![],
    })
}

struct Run {
    el: Elaborator,
    deltas: Vec<Basis>,
    diags: Diagnostics,
}

fn run(decs: Vec<Dec>) -> Run {
    let mut el = Elaborator::new();
    let basis = el.initial_basis();
    let mut diags = Diagnostics::new();
    let deltas = el.elab_program(&basis, &Program { decs, topdec_ends: Vec::new() }, &FileOptions::default(), &mut diags);
    Run { el, deltas, diags }
}

impl Run {
    fn ty(&self, name: &str) -> String {
        for d in self.deltas.iter().rev() {
            if let Some(ValEntry::Var { scheme, .. }) = d.env.values.get(name).map(|e| &**e) {
                return scheme_to_string(scheme, "");
            }
        }
        panic!("{} not bound", name)
    }
    fn messages(&self) -> Vec<String> {
        self.diags.items.iter().map(|d| format!("{}: {}", if d.severity == Severity::Error { "error" } else { "warning" }, d.message)).collect()
    }
    fn check_core(self) {
        assert!(!self.diags.has_errors(), "{:?}", &self.messages()[..self.messages().len().min(5)]);
        let p = self.el.finish();
        if let Err(errs) = skein_ir::check::check_program(&p) {
            panic!("{:?}\n{}", errs, skein_ir::print::program_to_string(&p));
        }
    }
}

#[test]
fn let_polymorphism() {
    let r = run(vec![
        val(pvar("id"), fnx(pvar("x"), var("x"))),
        val(pvar("a"), app(var("id"), int(1))),
        val(pvar("b"), app(var("id"), var("true"))),
        val(pvar("c"), e(ExpKind::Tuple(vec![var("a"), var("b")]))),
    ]);
    assert_eq!(r.ty("id"), "'a -> 'a");
    assert_eq!(r.ty("a"), "int");
    assert_eq!(r.ty("c"), "int * bool");
    r.check_core();
}

#[test]
fn recursive_function_with_clauses() {
    let r = run(vec![fun(
        "len",
        vec![
            (vec![p(PatKind::List(vec![]))], int(0)),
            (vec![pcon("::", ptuple(vec![p(PatKind::Wild), pvar("xs")]))], infix("+", int(1), app(var("len"), var("xs")))),
        ],
    )]);
    assert_eq!(r.ty("len"), "'a list -> int");
    assert!(r.messages().is_empty(), "{:?}", r.messages());
    r.check_core();
}

#[test]
fn curried_function_and_overloading_default() {
    let r = run(vec![
        fun("add", vec![(vec![pvar("x"), pvar("y")], infix("+", var("x"), var("y")))]),
        val(pvar("eq"), fnx(ptuple(vec![pvar("a"), pvar("b")]), infix("=", var("a"), var("b")))),
    ]);
    assert_eq!(r.ty("add"), "int -> int -> int");
    assert_eq!(r.ty("eq"), "''a * ''a -> bool");
    let core = r.el.program.clone();
    let text = skein_ir::print::program_to_string(&core);
    assert!(text.contains("\"Int.+\""), "{}", text);
    r.check_core();
}

#[test]
fn value_restriction() {
    let r = run(vec![val(pvar("r"), app(var("ref"), e(ExpKind::List(vec![]))))]);
    assert_eq!(r.ty("r"), "unit list ref");
    r.check_core();
}

#[test]
fn datatypes_and_match_warnings() {
    let r = run(vec![
        option_datatype(),
        fun("get", vec![(vec![pcon("SOME", pvar("x"))], var("x"))]),
        fun("f", vec![(vec![pvar("x")], int(1)), (vec![pcon("SOME", pvar("y"))], int(2))]),
    ]);
    assert_eq!(r.ty("get"), "'a option -> 'a");
    let msgs = r.messages();
    assert!(msgs.iter().any(|m| m == "warning: match not exhaustive"), "{:?}", msgs);
    assert!(msgs.iter().any(|m| m.starts_with("warning: redundant")), "{:?}", msgs);
    r.check_core();
}

#[test]
fn type_errors_are_reported() {
    let r = run(vec![
        val(pvar("x"), infix("+", int(1), string("a"))),
        val(pvar("y"), var("lenght")),
        val(pvar("z"), app(var("true"), int(1))),
        val(pvar("w"), e(ExpKind::If(Box::new(var("true")), Box::new(int(1)), Box::new(string("s"))))),
    ]);
    let msgs = r.messages();
    assert!(msgs.iter().any(|m| m.contains("type mismatch")), "{:?}", msgs);
    assert!(msgs.iter().any(|m| m.contains("unbound variable or constructor `lenght`")), "{:?}", msgs);
    assert!(msgs.iter().any(|m| m.contains("expected an integer type, found `string`")), "{:?}", msgs);
    assert!(r.diags.error_count() >= 4, "{:?}", msgs);
}

#[test]
fn flexible_records() {
    let sel = |l: &str| e(ExpKind::Selector(SpannedLabel { label: Label::Name(l.into()), span: sp() }));
    let rec = e(ExpKind::Record(vec![
        (SpannedLabel { label: Label::Name("a".into()), span: sp() }, int(1)),
        (SpannedLabel { label: Label::Name("b".into()), span: sp() }, string("x")),
    ]));
    let ok = run(vec![val(pvar("g"), app(sel("a"), rec))]);
    assert_eq!(ok.ty("g"), "int");
    ok.check_core();
    let bad = run(vec![fun("f", vec![(vec![pvar("r")], app(sel("a"), var("r")))])]);
    assert!(bad.messages().iter().any(|m| m.contains("unresolved flexible record")), "{:?}", bad.messages());
}

#[test]
fn explicit_type_variables_are_rigid() {
    let typed = |pat: Pat, t: Ty| p(PatKind::Typed(Box::new(pat), t));
    let good = run(vec![fun("f", vec![(vec![typed(pvar("x"), ty_var("'a"))], var("x"))])]);
    assert_eq!(good.ty("f"), "'a -> 'a");
    good.check_core();
    let bad = run(vec![fun("g", vec![(vec![typed(pvar("x"), ty_var("'a"))], infix("+", var("x"), int(1)))])]);
    assert!(bad.diags.has_errors(), "{:?}", bad.messages());
}

#[test]
fn exceptions_and_handlers() {
    let r = run(vec![
        dec(DecKind::Exception(vec![ExBind::New { op: false, name: ident("E"), arg: Some(Ty { kind: TyKind::Con(vec![], long("int")), span: sp() }), span: sp() }])),
        val(
            pvar("v"),
            e(ExpKind::Handle(
                Box::new(e(ExpKind::Raise(Box::new(app(var("E"), int(3)))))),
                vec![Rule { pat: pcon("E", pvar("n")), exp: var("n"), span: sp(), or_alternative: false }],
            )),
        ),
    ]);
    assert_eq!(r.ty("v"), "int");
    r.check_core();
}

#[test]
fn cannot_rebind_constructors() {
    let r = run(vec![fun("nil", vec![(vec![pvar("x")], var("x"))])]);
    assert!(r.messages().iter().any(|m| m.contains("cannot rebind")), "{:?}", r.messages());
}

/// About 20,000 lines' worth of declarations: 4,000 five-line functions,
/// each calling the previous one.  Run with
/// `cargo test --release -p skein-elaborate big_program -- --ignored --nocapture`.
#[test]
#[ignore]
fn big_program_speed() {
    let mut decs = vec![fun("f0", vec![(vec![ptuple(vec![pvar("x"), pvar("y")])], e(ExpKind::List(vec![var("x"), var("y")])))])];
    for i in 1..4000 {
        let prev = format!("f{}", i - 1);
        let body = e(ExpKind::Let(
            vec![val(pvar("z"), infix("+", var("x"), var("y")))],
            vec![e(ExpKind::If(
                Box::new(infix(">", var("z"), int(0))),
                Box::new(app(var(&prev), e(ExpKind::Tuple(vec![infix("-", var("z"), int(1)), var("y")])))),
                Box::new(e(ExpKind::List(vec![var("z"), var("y")]))),
            ))],
        ));
        decs.push(fun(&format!("f{}", i), vec![(vec![ptuple(vec![pvar("x"), pvar("y")])], body)]));
    }
    let start = std::time::Instant::now();
    let r = run(decs);
    let elapsed = start.elapsed();
    eprintln!("elaborated 4000 functions (~20k lines) in {:?}", elapsed);
    assert_eq!(r.ty("f3999"), "int * int -> int list");
    let start = std::time::Instant::now();
    r.check_core();
    eprintln!("checked Core in {:?}", start.elapsed());
}

fn ty_con(args: Vec<Ty>, name: &str) -> Ty {
    Ty { kind: TyKind::Con(args, long(name)), span: sp() }
}

fn datbind(name: &str, cons: Vec<(&str, Option<Ty>)>) -> DatBind {
    DatBind {
        tyvars: vec![],
        name: ident(name),
        cons: cons.into_iter().map(|(n, arg)| ConBind { op: false, name: ident(n), arg, span: sp() }).collect(),
        span: sp(),
    }
}

#[test]
fn datatype_equality_through_mutual_recursion() {
    // datatype a = A of b list | A0 and b = B of a * real  (neither admits equality)
    // datatype c = C of c list | C0                          (admits equality)
    let r = run(vec![
        dec(DecKind::Datatype {
            binds: vec![
                datbind("a", vec![("A", Some(ty_con(vec![ty_con(vec![], "b")], "list"))), ("A0", None)]),
                datbind("b", vec![("B", Some(Ty { kind: TyKind::Tuple(vec![ty_con(vec![], "a"), ty_con(vec![], "real")]), span: sp() }))]),
            ],
            withtype: vec![],
        }),
        dec(DecKind::Datatype { binds: vec![datbind("c", vec![("C", Some(ty_con(vec![ty_con(vec![], "c")], "list"))), ("C0", None)])], withtype: vec![] }),
        val(pvar("ok"), infix("=", var("C0"), var("C0"))),
        val(pvar("bad"), infix("=", var("A0"), var("A0"))),
        val(pvar("badfn"), infix("=", fnx(pvar("x"), var("x")), fnx(pvar("y"), var("y")))),
    ]);
    let msgs = r.messages();
    assert_eq!(msgs.iter().filter(|m| m.contains("does not admit equality")).count(), 2, "{:?}", msgs);
}

#[test]
fn literal_ranges_and_prims() {
    let big = e(ExpKind::Const(SCon::Int { negative: false, hex: false, digits: "99999999999999999999".into() }));
    let prim = e(ExpKind::Prim { name: "print".into(), ty: Ty { kind: TyKind::Arrow(Box::new(ty_con(vec![], "string")), Box::new(ty_con(vec![], "unit"))), span: sp() } });
    let r = run(vec![val(pvar("x"), big), val(pvar("p"), prim)]);
    let msgs = r.messages();
    assert!(msgs.iter().any(|m| m.contains("integer constant too large for int")), "{:?}", msgs);
    assert!(msgs.iter().any(|m| m.contains("`_prim` is only allowed")), "{:?}", msgs);
}

#[test]
fn while_loops_and_sequences() {
    // val r = ref 0; val _ = while !r < 10 do r := !r + 1  (with ! as a local fun)
    let deref = fun("!", vec![(vec![pcon("ref", pvar("x"))], var("x"))]);
    let body = infix(":=", var("r"), infix("+", app(var("!"), var("r")), int(1)));
    let r = run(vec![
        deref,
        val(pvar("r"), app(var("ref"), int(0))),
        val(p(PatKind::Wild), e(ExpKind::While(Box::new(infix("<", app(var("!"), var("r")), int(10))), Box::new(body)))),
        val(pvar("s"), e(ExpKind::Seq(vec![int(1), string("x")]))),
    ]);
    assert_eq!(r.ty("!"), "'a ref -> 'a");
    assert_eq!(r.ty("s"), "string");
    r.check_core();
}

#[test]
fn later_declarations_determine_top_level_types() {
    let r = run(vec![
        val(pvar("r"), app(var("ref"), e(ExpKind::List(vec![])))),
        val(p(PatKind::Wild), infix(":=", var("r"), e(ExpKind::List(vec![int(1)])))),
    ]);
    assert_eq!(r.ty("r"), "int list ref");
    r.check_core();
}
