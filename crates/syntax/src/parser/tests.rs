//! Parser unit tests.  Programs are printed back in a compact, fully
//! parenthesised form (`show_*`) so tests state the tree they expect.

use super::*;
use crate::ast::*;

fn parse_with(text: &str, fix: &FixityEnv) -> (Program, FixityEnv, Vec<String>) {
    let mut d = Diagnostics::new();
    let (p, f) = parse_program(text, FileId(0), fix, &mut d);
    (p, f, d.items.into_iter().map(|d| d.message).collect())
}

fn parse(text: &str) -> Program {
    let (p, _, errs) = parse_with(text, &FixityEnv::initial());
    assert!(errs.is_empty(), "unexpected errors for {:?}: {:?}", text, errs);
    p
}

fn errors(text: &str) -> Vec<String> {
    parse_with(text, &FixityEnv::initial()).2
}

fn errors_spans(text: &str) -> Vec<(String, u32, u32)> {
    let mut d = Diagnostics::new();
    parse_program(text, FileId(0), &FixityEnv::initial(), &mut d);
    d.items.into_iter().map(|d| (d.message, d.span.lo, d.span.hi)).collect()
}

/// The whole program, one declaration per line.
fn show(text: &str) -> String {
    parse(text).decs.iter().map(show_dec).collect::<Vec<_>>().join("\n")
}

/// The expression bound by the last declaration (`val x = e` or `e;`).
fn exp_of(text: &str) -> String {
    let p = parse(text);
    match &p.decs.last().expect("a declaration").kind {
        DecKind::Val { binds, .. } => show_exp(&binds[0].exp),
        other => panic!("not a val: {:?}", other),
    }
}

fn pat_of(text: &str) -> String {
    let p = parse(text);
    match &p.decs.last().expect("a declaration").kind {
        DecKind::Val { binds, .. } => show_pat(&binds[0].pat),
        other => panic!("not a val: {:?}", other),
    }
}

fn list<T>(xs: &[T], f: impl Fn(&T) -> String, sep: &str) -> String {
    xs.iter().map(f).collect::<Vec<_>>().join(sep)
}

fn show_scon(c: &SCon) -> String {
    match c {
        SCon::Int { negative, hex, digits } => format!("{}{}{}", if *negative { "~" } else { "" }, if *hex { "0x" } else { "" }, digits),
        SCon::Word { hex, digits } => format!("0w{}{}", if *hex { "x" } else { "" }, digits),
        SCon::Real(s) => s.clone(),
        SCon::Char(c) => format!("#{:?}", *c as char),
        SCon::String(s) => format!("{:?}", String::from_utf8_lossy(s)),
    }
}

fn show_long(id: &LongIdent, op: bool) -> String {
    format!("{}{}", if op { "op " } else { "" }, id.to_string())
}

fn show_ty(t: &Ty) -> String {
    match &t.kind {
        TyKind::Var(v) => v.name.clone(),
        TyKind::Record(fs) => format!("{{{}}}", list(fs, |(l, t)| format!("{}: {}", l.label, show_ty(t)), ", ")),
        TyKind::Tuple(ts) => format!("({})", list(ts, show_ty, " * ")),
        TyKind::Con(args, c) if args.is_empty() => c.to_string(),
        TyKind::Con(args, c) => format!("({}) {}", list(args, show_ty, ", "), c.to_string()),
        TyKind::Arrow(a, b) => format!("({} -> {})", show_ty(a), show_ty(b)),
    }
}

fn show_pat(p: &Pat) -> String {
    match &p.kind {
        PatKind::Wild => "_".into(),
        PatKind::Const(c) => show_scon(c),
        PatKind::Var { id, op } => show_long(id, *op),
        PatKind::Record { fields, flexible } => format!(
            "{{{}{}}}",
            list(fields, |(l, p)| format!("{}={}", l.label, show_pat(p)), ", "),
            if *flexible { ", ..." } else { "" }
        ),
        PatKind::Tuple(ps) => format!("({})", list(ps, show_pat, ", ")),
        PatKind::List(ps) => format!("[{}]", list(ps, show_pat, ", ")),
        PatKind::Con { con, op, arg } => format!("({} {})", show_long(con, *op), show_pat(arg)),
        PatKind::Typed(p, t) => format!("({} : {})", show_pat(p), show_ty(t)),
        PatKind::Layered { op, id, ty, pat } => format!(
            "({}{}{} as {})",
            if *op { "op " } else { "" },
            id.name,
            ty.as_ref().map(|t| format!(" : {}", show_ty(t))).unwrap_or_default(),
            show_pat(pat)
        ),
        PatKind::Or(ps) => format!("({})", list(ps, show_pat, " | ")),
    }
}

fn show_match(m: &Match) -> String {
    list(m, |r| format!("{} => {}", show_pat(&r.pat), show_exp(&r.exp)), " | ")
}

fn show_exp(e: &Exp) -> String {
    match &e.kind {
        ExpKind::Const(c) => show_scon(c),
        ExpKind::Var { id, op } => show_long(id, *op),
        ExpKind::Record(fs) => format!("{{{}}}", list(fs, |(l, e)| format!("{}={}", l.label, show_exp(e)), ", ")),
        ExpKind::Selector(l) => format!("#{}", l.label),
        ExpKind::Tuple(es) => format!("({})", list(es, show_exp, ", ")),
        ExpKind::List(es) => format!("[{}]", list(es, show_exp, ", ")),
        ExpKind::Seq(es) => format!("({})", list(es, show_exp, "; ")),
        ExpKind::Let(ds, es) => format!("let {} in {} end", list(ds, show_dec, "; "), list(es, show_exp, "; ")),
        ExpKind::App(f, a) => format!("({} {})", show_exp(f), show_exp(a)),
        ExpKind::Typed(e, t) => format!("({} : {})", show_exp(e), show_ty(t)),
        ExpKind::Andalso(a, b) => format!("({} andalso {})", show_exp(a), show_exp(b)),
        ExpKind::Orelse(a, b) => format!("({} orelse {})", show_exp(a), show_exp(b)),
        ExpKind::Handle(e, m) => format!("({} handle {})", show_exp(e), show_match(m)),
        ExpKind::Raise(e) => format!("(raise {})", show_exp(e)),
        ExpKind::If(a, b, c) => format!("(if {} then {} else {})", show_exp(a), show_exp(b), show_exp(c)),
        ExpKind::While(a, b) => format!("(while {} do {})", show_exp(a), show_exp(b)),
        ExpKind::Case(e, m) => format!("(case {} of {})", show_exp(e), show_match(m)),
        ExpKind::Fn(m) => format!("(fn {})", show_match(m)),
        ExpKind::Prim { name, ty } => format!("(_prim {:?} : {})", name, show_ty(ty)),
        ExpKind::Import { name, ty, kind } => format!("({} {:?} : {})", match kind { FfiKind::Import => "_import", FfiKind::IndirectImport => "_import *", FfiKind::Address => "_address", FfiKind::Symbol { alloc: false } => "_symbol", FfiKind::Symbol { alloc: true } => "_symbol alloc" }, name, show_ty(ty)),
    }
}

fn show_tyvars(vs: &[TyVar]) -> String {
    if vs.is_empty() {
        String::new()
    } else {
        format!("({}) ", list(vs, |v| v.name.clone(), ", "))
    }
}

fn show_typbind(b: &TypBind) -> String {
    format!("{}{} = {}", show_tyvars(&b.tyvars), b.name.name, show_ty(&b.ty))
}

fn show_datbind(b: &DatBind) -> String {
    format!(
        "{}{} = {}",
        show_tyvars(&b.tyvars),
        b.name.name,
        list(
            &b.cons,
            |c| format!("{}{}", c.name.name, c.arg.as_ref().map(|t| format!(" of {}", show_ty(t))).unwrap_or_default()),
            " | "
        )
    )
}

fn show_dec(d: &Dec) -> String {
    match &d.kind {
        DecKind::Val { tyvars, binds, rec_binds } => {
            let mut parts: Vec<String> = binds.iter().map(|b| format!("{} = {}", show_pat(&b.pat), show_exp(&b.exp))).collect();
            parts.extend(rec_binds.iter().map(|b| format!("rec {} = {}", show_pat(&b.pat), show_exp(&b.exp))));
            format!("val {}{}", show_tyvars(tyvars), parts.join(" and "))
        }
        DecKind::Fun { tyvars, binds } => format!(
            "fun {}{}",
            show_tyvars(tyvars),
            list(
                binds,
                |b| list(
                    &b.clauses,
                    |c| format!(
                        "{}{} {}{} = {}",
                        if c.op { "op " } else { "" },
                        c.name.name,
                        list(&c.args, show_pat, " "),
                        c.result_ty.as_ref().map(|t| format!(" : {}", show_ty(t))).unwrap_or_default(),
                        show_exp(&c.body)
                    ),
                    " | "
                ),
                " and "
            )
        ),
        DecKind::Type(bs) => format!("type {}", list(bs, show_typbind, " and ")),
        DecKind::Datatype { binds, withtype } => format!(
            "datatype {}{}",
            list(binds, show_datbind, " and "),
            if withtype.is_empty() { String::new() } else { format!(" withtype {}", list(withtype, show_typbind, " and ")) }
        ),
        DecKind::DatatypeRepl { name, old } => format!("datatype {} = datatype {}", name.name, old.to_string()),
        DecKind::Abstype { binds, withtype, body } => format!(
            "abstype {}{} with {} end",
            list(binds, show_datbind, " and "),
            if withtype.is_empty() { String::new() } else { format!(" withtype {}", list(withtype, show_typbind, " and ")) },
            list(body, show_dec, "; ")
        ),
        DecKind::Exception(bs) => format!(
            "exception {}",
            list(
                bs,
                |b| match b {
                    ExBind::New { name, arg, .. } => {
                        format!("{}{}", name.name, arg.as_ref().map(|t| format!(" of {}", show_ty(t))).unwrap_or_default())
                    }
                    ExBind::Alias { name, old, .. } => format!("{} = {}", name.name, old.to_string()),
                },
                " and "
            )
        ),
        DecKind::Local(a, b) => format!("local {} in {} end", list(a, show_dec, "; "), list(b, show_dec, "; ")),
        DecKind::Open(ids) => format!("open {}", list(ids, |i| i.to_string(), " ")),
        DecKind::Fixity(f, ids) => format!("{:?} {}", f, list(ids, |i| i.name.clone(), " ")),
        DecKind::Structure(bs) => format!(
            "structure {}",
            list(
                bs,
                |b| format!("{}{} = {}", b.name.name, show_asc(&b.sig), show_strexp(&b.def)),
                " and "
            )
        ),
        DecKind::Signature(bs) => {
            format!("signature {}", list(bs, |b| format!("{} = {}", b.name.name, show_sigexp(&b.def)), " and "))
        }
        DecKind::Functor(bs) => format!(
            "functor {}",
            list(
                bs,
                |b| format!(
                    "{} ({}){} = {}",
                    b.name.name,
                    match &b.param {
                        FunctorParam::Named(id, s) => format!("{} : {}", id.name, show_sigexp(s)),
                        FunctorParam::Spec(specs, _) => list(specs, show_spec, "; "),
                    },
                    show_asc(&b.result_sig),
                    show_strexp(&b.body)
                ),
                " and "
            )
        ),
    }
}

fn show_asc(a: &Option<(Ascription, SigExp)>) -> String {
    match a {
        None => String::new(),
        Some((Ascription::Transparent, s)) => format!(" : {}", show_sigexp(s)),
        Some((Ascription::Opaque, s)) => format!(" :> {}", show_sigexp(s)),
    }
}

fn show_strexp(s: &StrExp) -> String {
    match &s.kind {
        StrExpKind::Struct(ds) => format!("struct {} end", list(ds, show_dec, "; ")),
        StrExpKind::Path(p) => p.to_string(),
        StrExpKind::Ascribe(s, a, sig) => format!("({}{})", show_strexp(s), show_asc(&Some((*a, sig.clone())))),
        StrExpKind::App(f, a) => format!("{} ({})", f.name, show_strexp(a)),
        StrExpKind::Let(ds, s) => format!("let {} in {} end", list(ds, show_dec, "; "), show_strexp(s)),
    }
}

fn show_sigexp(s: &SigExp) -> String {
    match &s.kind {
        SigExpKind::Sig(specs) => format!("sig {} end", list(specs, show_spec, "; ")),
        SigExpKind::Name(n) => n.name.clone(),
        SigExpKind::Where(s, ws) => format!(
            "({} where {})",
            show_sigexp(s),
            list(ws, |w| format!("type {}{} = {}", show_tyvars(&w.tyvars), w.path.to_string(), show_ty(&w.ty)), " and ")
        ),
    }
}

fn show_typdesc(d: &TypDesc) -> String {
    format!("{}{}{}", show_tyvars(&d.tyvars), d.name.name, d.def.as_ref().map(|t| format!(" = {}", show_ty(t))).unwrap_or_default())
}

fn show_spec(s: &Spec) -> String {
    match &s.kind {
        SpecKind::Val(vs) => format!("val {}", list(vs, |(n, t)| format!("{} : {}", n.name, show_ty(t)), " and ")),
        SpecKind::Type(ds) => format!("type {}", list(ds, show_typdesc, " and ")),
        SpecKind::Eqtype(ds) => format!("eqtype {}", list(ds, show_typdesc, " and ")),
        SpecKind::Datatype(bs) => format!("datatype {}", list(bs, show_datbind, " and ")),
        SpecKind::DatatypeRepl { name, old } => format!("datatype {} = datatype {}", name.name, old.to_string()),
        SpecKind::Exception(es) => format!(
            "exception {}",
            list(es, |(n, t)| format!("{}{}", n.name, t.as_ref().map(|t| format!(" of {}", show_ty(t))).unwrap_or_default()), " and ")
        ),
        SpecKind::Structure(ss) => format!("structure {}", list(ss, |(n, s)| format!("{} : {}", n.name, show_sigexp(s)), " and ")),
        SpecKind::Include(ss) => format!("include {}", list(ss, show_sigexp, " ")),
        SpecKind::SharingType(ps) => format!("sharing type {}", list(ps, |p| p.to_string(), " = ")),
        SpecKind::SharingStr(ps) => format!("sharing {}", list(ps, |p| p.to_string(), " = ")),
    }
}

// ---------------------------------------------------------------- expressions

#[test]
fn infix_precedence_and_associativity() {
    assert_eq!(exp_of("val x = 1 + 2 * 3"), "(+ (1, (* (2, 3))))");
    assert_eq!(exp_of("val x = 1 - 2 - 3"), "(- ((- (1, 2)), 3))");
    assert_eq!(exp_of("val x = 1 :: 2 :: nil"), "(:: (1, (:: (2, nil))))");
    assert_eq!(exp_of("val x = a = b andalso c < d"), "((= (a, b)) andalso (< (c, d)))");
    assert_eq!(exp_of("val x = f x y + g z"), "(+ (((f x) y), (g z)))");
    assert_eq!(exp_of("val x = a before b := c o d"), "(before (a, (o ((:= (b, c)), d))))");
    assert_eq!(exp_of("val x = xs @ ys @ zs"), "(@ (xs, (@ (ys, zs))))");
}

#[test]
fn op_and_infix_errors() {
    assert_eq!(exp_of("val f = op +"), "op +");
    assert_eq!(exp_of("val f = foldl (op +) 0"), "((foldl op +) 0)");
    assert_eq!(exp_of("val f = op ="), "op =");
    assert_eq!(exp_of("val f = Int.+ (1, 2)"), "(Int.+ (1, 2))");
    let e = errors_spans("val x = + 1");
    assert_eq!(e[0].0, "infix operator `+` used without `op`");
    assert_eq!((e[0].1, e[0].2), (8, 9));
    let e = errors("val x = 1 + * 2");
    assert!(e[0].contains("expected an expression after infix `+`, found infix `*`"), "{:?}", e);
    let e = errors("val x = 1 +");
    assert!(e[0].contains("expected an expression after infix `+`, found end of file"), "{:?}", e);
}

#[test]
fn mixing_associativity_is_an_error() {
    let e = errors("infix 5 ++ infixr 5 ** val x = a ++ b ** c");
    assert_eq!(e.len(), 1, "{:?}", e);
    assert!(e[0].contains("cannot mix left-associative `++` and right-associative `**`"), "{:?}", e);
    // Different precedences mix fine.
    assert_eq!(exp_of("infix 5 ++ infixr 6 ** val x = a ++ b ** c"), "(++ (a, (** (b, c))))");
    assert_eq!(exp_of("infixr 0 $ val x = f $ g $ y"), "($ (f, ($ (g, y))))");
}

#[test]
fn keyword_expressions() {
    assert_eq!(exp_of("val x = if a then b else c + 1"), "(if a then b else (+ (c, 1)))");
    assert_eq!(exp_of("val x = fn x => x + 1 | _ => 0"), "(fn x => (+ (x, 1)) | _ => 0)");
    assert_eq!(exp_of("val x = case x of A => 1 | B y => y"), "(case x of A => 1 | (B y) => y)");
    assert_eq!(exp_of("val x = f x handle E => 1 | _ => 2"), "((f x) handle E => 1 | _ => 2)");
    assert_eq!(exp_of("val x = raise Fail \"x\""), "(raise (Fail \"x\"))");
    assert_eq!(exp_of("val x = while !r > 0 do r := !r - 1"), "(while (> ((! r), 0)) do (:= (r, (- ((! r), 1)))))");
    assert_eq!(exp_of("val x = a orelse b andalso c"), "(a orelse (b andalso c))");
    assert_eq!(exp_of("val x = a andalso raise E"), "(a andalso (raise E))");
    assert_eq!(exp_of("val x = a orelse b handle E => c"), "((a orelse b) handle E => c)");
    assert_eq!(exp_of("val x = x : int : int"), "((x : int) : int)");
    assert_eq!(exp_of("val x = 1 + x : int"), "((+ (1, x)) : int)");
}

#[test]
fn atomic_expressions() {
    assert_eq!(exp_of("val x = ()"), "()");
    assert_eq!(exp_of("val x = (1)"), "1");
    assert_eq!(exp_of("val x = (1, 2, 3)"), "(1, 2, 3)");
    assert_eq!(exp_of("val x = (a; b; c)"), "(a; b; c)");
    assert_eq!(exp_of("val x = [1, 2]"), "[1, 2]");
    assert_eq!(exp_of("val x = []"), "[]");
    assert_eq!(exp_of("val x = {a = 1, 2 = b}"), "{a=1, 2=b}");
    assert_eq!(exp_of("val x = {}"), "{}");
    assert_eq!(exp_of("val x = #1 p + #lab r"), "(+ ((#1 p), (#lab r)))");
    assert_eq!(exp_of("val x = let val y = 1 in y; y end"), "let val y = 1 in y; y end");
    assert_eq!(exp_of("val x = #\"a\" :: []"), "(:: (#'a', []))");
    assert_eq!(exp_of("val x = 0w1 + 0wxff + ~0x10 + 1.5e~3"), "(+ ((+ ((+ (0w1, 0wxff)), ~0x10)), 1.5e-3))");
    assert_eq!(exp_of("val f = _prim \"Int.add\" : int * int -> int"), "(_prim \"Int.add\" : ((int * int) -> int))");
    assert_eq!(exp_of("val x = A.B.c d"), "(A.B.c d)");
    // MLton's `_import`: attributes and the trailing `;` are part of it.
    assert_eq!(exp_of("val f = _import \"cos\" : real -> real;"), "(_import \"cos\" : (real -> real))");
    assert_eq!(exp_of("val f = _import \"g\" cdecl reentrant : int * Word8.word -> unit"), "(_import \"g\" : ((int * Word8.word) -> unit))");
    assert_eq!(exp_of("val x = (_import \"h\" : unit -> int;) ()"), "((_import \"h\" : (unit -> int)) ())");
}

#[test]
fn top_level_expression_is_val_it() {
    assert_eq!(show("1 + 2; print \"hi\";"), "val it = (+ (1, 2))\nval it = (print \"hi\")");
    assert_eq!(show("f x"), "val it = (f x)");
    let e = errors("f x val y = 1");
    assert!(e[0].contains("expected `;` after a top-level expression"), "{:?}", e);
}

// ---------------------------------------------------------------- patterns

#[test]
fn patterns() {
    assert_eq!(pat_of("val x :: xs = l"), "(:: (x, xs))");
    assert_eq!(pat_of("val (a, b) = l"), "(a, b)");
    assert_eq!(pat_of("val SOME (x, _) = l"), "(SOME (x, _))");
    assert_eq!(pat_of("val a as (b, c) = l"), "(a as (b, c))");
    assert_eq!(pat_of("val a : int as b = l"), "(a : int as b)");
    assert_eq!(pat_of("val x :: y :: z : int list = l"), "((:: (x, (:: (y, z)))) : (int) list)");
    assert_eq!(pat_of("val {x, y = p, z : int, ...} = r"), "{x=x, y=p, z=(z : int), ...}");
    assert_eq!(pat_of("val {a as SOME b} = r"), "{a=(a as (SOME b))}");
    assert_eq!(pat_of("val [a, 1, \"s\", #\"c\"] = l"), "[a, 1, \"s\", #'c']");
    assert_eq!(pat_of("val op :: (a, b) = l"), "(op :: (a, b))");
    assert_eq!(pat_of("val A.B (x) = l"), "(A.B x)");
    assert_eq!(pat_of("val () = f ()"), "()");
    assert_eq!(pat_of("val ~1 = x"), "~1");
}

#[test]
fn pattern_errors() {
    assert!(errors("val 1.5 = x")[0].contains("real constants are not allowed in patterns"));
    assert!(errors("val (a, b) as c = x")[0].contains("left side of `as` must be a variable"));
    assert!(errors("val A b c = x")[0].contains("too many patterns"));
    assert!(errors("val :: = x")[0].contains("infix operator `::` used without `op`"));
}

// ---------------------------------------------------------------- declarations

#[test]
fn val_and_fun() {
    assert_eq!(show("val 'a x = y and z = w"), "val ('a) x = y and z = w");
    assert_eq!(show("val rec f = fn x => f x"), "val rec f = (fn x => (f x))");
    assert_eq!(show("val x = 1 and rec f = fn x => x"), "val x = 1 and rec f = (fn x => x)");
    assert_eq!(show("fun f 0 = 1 | f n = n * f (n - 1)"), "fun f 0 = 1 | f n = (* (n, (f (- (n, 1)))))");
    assert_eq!(show("fun f x y : int = x and g _ = 2"), "fun f x y : int = x and g _ = 2");
    assert_eq!(show("fun ('a, 'b) f (x : 'a) = x"), "fun ('a, 'b) f (x : 'a) = x");
    assert_eq!(show("fun op + (a, b) = a"), "fun op + (a, b) = a");
    assert_eq!(show("infix ++ fun x ++ y = x"), "Infix(0) ++\nfun ++ (x, y) = x");
    assert_eq!(show("infix ++ fun (x ++ y) z = z"), "Infix(0) ++\nfun ++ (x, y) z = z");
    assert_eq!(show("fun f (x :: xs) = x | f [] = 0"), "fun f (:: (x, xs)) = x | f [] = 0");
    assert!(errors("val rec f = 1")[0].contains("must be a function"));
    assert!(errors("fun f x = 1 | g y = 2")[0].contains("clauses of one function must all define the same name"));
    assert!(errors("fun f = 1")[0].contains("expected an argument pattern for `f`"));
    assert_eq!(errors("fun + (a, b) = a"), vec!["infix operator `+` used without `op`"]);
    assert_eq!(errors("fun f + = a"), vec!["infix operator `+` used without `op`"]);
    assert!(errors("fun f x :: xs = a")[0].contains("malformed function clause"));
}

#[test]
fn type_declarations() {
    assert_eq!(show("type t = int -> int -> bool"), "type t = (int -> (int -> bool))");
    assert_eq!(show("type ('a, 'b) t = 'a * 'b list * {x : int}"), "type ('a, 'b) t = ('a * ('b) list * {x: int})");
    assert_eq!(show("type t = (int, string) Map.map list"), "type t = ((int, string) Map.map) list");
    assert_eq!(show("type t = (int -> int) option"), "type t = ((int -> int)) option");
    assert_eq!(
        show("datatype 'a t = A | B of 'a * 'a t and u = C withtype v = u t"),
        "datatype ('a) t = A | B of ('a * ('a) t) and u = C withtype v = (u) t"
    );
    assert_eq!(show("datatype t = datatype A.t"), "datatype t = datatype A.t");
    assert_eq!(show("abstype t = T of int with fun mk x = T x end"), "abstype t = T of int with fun mk x = (T x) end");
    assert_eq!(show("exception E and F of int and G = A.E"), "exception E and F of int and G = A.E");
    assert_eq!(show("open A B.C"), "open A B.C");
}

#[test]
fn fixity_is_scoped() {
    // `let` scopes fixity.
    let e = errors("val x = let infix 5 ++ in a ++ b end val y = a ++ b");
    assert!(e.is_empty(), "{:?}", e);
    assert_eq!(exp_of("val y = let infix 5 ++ in 1 end val y = a ++ b"), "((a ++) b)");
    // `local d1 in d2 end`: d1's fixity ends, d2's is exported.
    assert_eq!(exp_of("local infix 5 ++ in infix 5 ** end val y = a ++ b"), "((a ++) b)");
    assert_eq!(exp_of("local infix 5 ++ in infix 5 ** end val y = a ** b"), "(** (a, b))");
    // struct ... end scopes fixity.
    assert_eq!(exp_of("structure S = struct infix 5 ++ end val y = a ++ b"), "((a ++) b)");
    // nonfix
    assert_eq!(exp_of("nonfix + val y = + (1, 2)"), "(+ (1, 2))");
    // The returned environment holds the top-level declarations only.
    let (_, f, errs) = parse_with("infix 5 ++ nonfix + local infixr 2 $ in end val x = let infix 1 @@ in 1 end", &FixityEnv::initial());
    assert!(errs.is_empty());
    assert_eq!(f.lookup("++"), Some(Fixity::Infix(5)));
    assert_eq!(f.lookup("+"), Some(Fixity::Nonfix));
    assert_eq!(f.lookup("$"), None);
    assert_eq!(f.lookup("@@"), None);
    assert_eq!(f.len(), 2);
    // The starting environment is respected.
    let (p, _, errs) = parse_with("val x = a + b", &FixityEnv::empty());
    assert!(errs.is_empty());
    match &p.decs[0].kind {
        DecKind::Val { binds, .. } => assert_eq!(show_exp(&binds[0].exp), "((a +) b)"),
        _ => panic!(),
    }
}

// ---------------------------------------------------------------- modules

#[test]
fn structures_and_functors() {
    assert_eq!(
        show("structure S :> SIG = struct val x = 1 end and T : SIG = S"),
        "structure S :> SIG = struct val x = 1 end and T : SIG = S"
    );
    assert_eq!(show("structure S = F (A.B)"), "structure S = F (A.B)");
    assert_eq!(show("structure S = F (val x = 1 type t = int)"), "structure S = F (struct val x = 1; type t = int end)");
    assert_eq!(show("structure S = F ()"), "structure S = F (struct  end)");
    assert_eq!(show("structure S = F (X :> SIG)"), "structure S = F ((X :> SIG))");
    assert_eq!(show("structure S = let structure A = B in A end : SIG"), "structure S = (let structure A = B in A end : SIG)");
    assert_eq!(
        show("functor F (X : SIG) : RES = struct end"),
        "functor F (X : SIG) : RES = struct  end"
    );
    assert_eq!(
        show("functor F (type t val x : t) :> S where type u = t = struct end and G () = X"),
        "functor F (type t; val x : t) :> (S where type u = t) = struct  end and G () = X"
    );
    assert_eq!(show("local structure A = B in structure C = A end"), "local structure A = B in structure C = A end");
}

#[test]
fn signatures_and_specs() {
    assert_eq!(
        show("signature S = sig type t eqtype u and ('a) v val x : t and y : u exception E of int and F end"),
        "signature S = sig type t; eqtype u and ('a) v; val x : t and y : u; exception E of int and F end"
    );
    assert_eq!(
        show("signature S = sig datatype t = A | B of int datatype u = datatype M.u structure M : T type w = int end"),
        "signature S = sig datatype t = A | B of int; datatype u = datatype M.u; structure M : T; type w = int end"
    );
    assert_eq!(
        show("signature S = sig include A include B C sharing type t = M.t = N.t sharing M = N end"),
        "signature S = sig include A; include B C; sharing type t = M.t = N.t; sharing M = N end"
    );
    assert_eq!(
        show("signature S = T where type t = int and type 'a u = 'a list where type v = bool"),
        "signature S = (T where type t = int and type ('a) u = ('a) list and type v = bool)"
    );
    assert_eq!(
        show("structure A : S where type t = int = X and B = C"),
        "structure A : (S where type t = int) = X and B = C"
    );
}

#[test]
fn module_declarations_out_of_place() {
    let e = errors("val x = let structure A = B in 1 end");
    assert_eq!(e.len(), 1, "{:?}", e);
    assert!(e[0].contains("not allowed inside `let`"), "{:?}", e);
    let e = errors("structure S = struct signature T = sig end end");
    assert_eq!(e.len(), 1, "{:?}", e);
    assert!(e[0].contains("only allowed at top level"), "{:?}", e);
}

// ---------------------------------------------------------------- errors and recovery

#[test]
fn error_messages_have_precise_spans() {
    let e = errors_spans("val x = let val y in y end");
    assert_eq!(e[0].0, "expected `=`, found `in`");
    assert_eq!((e[0].1, e[0].2), (18, 20));
    let e = errors_spans("val x = 1\nend\nval y = 2");
    assert_eq!(e, vec![("unexpected `end`".to_string(), 10, 13)]);
    let e = errors_spans("val x = 1 (* oops");
    assert_eq!(e, vec![("unterminated comment".to_string(), 10, 12)]);
    let e = errors("val x = (1, 2");
    assert_eq!(e, vec!["expected `)`, found end of file"]);
    let e = errors("val x = let val y = 1 in y");
    assert_eq!(e, vec!["expected `end`, found end of file"]);
    let e = errors("val x = let val y = 1 end");
    assert_eq!(e, vec!["expected `in`, found `end`"]);
    let e = errors_spans("val x = if true 1 else 2");
    assert_eq!(e[0].0, "expected `then` before this expression (found `else` after it)");
    assert_eq!((e[0].1, e[0].2), (16, 17));
    let e = errors_spans("val x = case 1 1 => 2");
    assert_eq!((e[0].1, e[0].2), (15, 16));
    let e = errors("val x = case f (1, 2) => 2");
    assert_eq!(e, vec!["expected `of`, found `=>`"]);
    let e = errors("val = 3");
    assert_eq!(e, vec!["expected a pattern, found `=`"]);
}

#[test]
fn recovery_reports_several_errors() {
    let e = errors("val x = \nval y = 1\nfun f = 2\nval z = )\nstructure S = struct val a = ] val b = 1 end\nval ok = 1");
    assert_eq!(e.len(), 4, "{:?}", e);
    assert!(e[0].contains("expected an expression, found `val`"));
    assert!(e[1].contains("argument pattern"));
    assert!(e[2].contains("found `)`"));
    assert!(e[3].contains("found `]`"));
    // The good declarations survive.
    let (p, _, _) = parse_with("val x = ) val y = 1 val z = 2", &FixityEnv::initial());
    assert_eq!(p.decs.len(), 2);
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let n = 100_000;
    for text in [
        "val x = ".to_string() + &"(".repeat(n) + &")".repeat(n),
        "val x = ".to_string() + &"[".repeat(n),
        "val x = ".to_string() + &"let val y = ".repeat(n),
        "val x = ".to_string() + &"fn x => ".repeat(n) + "x",
        "val x = ".to_string() + &"if a then b else ".repeat(n) + "c",
        "val x = ".to_string() + &"1 :: ".repeat(n) + "nil",
        "val x = ".to_string() + &"1 + ".repeat(n) + "1",
        "val x = ".to_string() + &"f ".repeat(n),
        "val x = ".to_string() + &"a andalso ".repeat(n) + "b",
        "val x = ".to_string() + &"~ ".repeat(n) + "1",
        "type t = ".to_string() + &"int -> ".repeat(n) + "int",
        "type t = int".to_string() + &" list".repeat(n),
        "val ".to_string() + &"(".repeat(n) + "x" + &")".repeat(n) + " = 1",
        "val ".to_string() + &"x :: ".repeat(n) + "y = 1",
        "structure S = ".to_string() + &"struct structure S = ".repeat(n),
        "signature S = ".to_string() + &"sig structure S : ".repeat(n),
        "".to_string() + &"local ".repeat(n),
        "val x = ".to_string() + &"{a = ".repeat(n),
    ] {
        let e = errors(&text);
        assert!(!e.is_empty(), "no error for {}", &text[..40]);
        assert!(e.len() < 10, "too many errors ({}) for {}", e.len(), &text[..40]);
    }
    let e = errors(&("val x = ".to_string() + &"(".repeat(20_000) + &")".repeat(20_000)));
    assert!(e[0].contains("nested too deeply"), "{:?}", e);
    // The message names the nesting, not only the construct at the limit
    // (here a pattern inside 20000 nested `local`s).
    let e = errors(&"local val y = 1 in ".repeat(20_000));
    assert!(e[0].contains("program nested too deeply") && e[0].contains("declarations"), "{:?}", e);
    // Moderate nesting is fine.
    parse(&("val x = ".to_string() + &"(".repeat(300) + "1" + &")".repeat(300)));
    parse(&("val x = ".to_string() + &"1 :: ".repeat(300) + "nil"));
    // Long chains (generated tables) are fine too.
    parse(&("val x = ".to_string() + &"1 :: ".repeat(20_000) + "nil"));
    parse(&("val x = ".to_string() + &"1 + ".repeat(20_000) + "1"));
}

/// A small deterministic generator (xorshift) for the no-panic tests.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const CORPUS: &str = r#"
structure S :> SIG where type t = int = struct
  infix 5 ++
  datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
  fun x ++ y = x + y
  fun (f ++ g) x = f x
  val rec loop = fn 0 => 1 | n => loop (n - 1)
  fun sum [] = 0 | sum (x :: xs) = x + sum xs
  val r = {a = 1, b = #"c", c = "s\n"} handle E => raise Fail "x"
  local val z = 1 in val w = z end
  exception E of int
  abstype a = A with val mk = A end
end
signature SIG = sig type t val x : t sharing type t = t include S end
functor F (X : SIG) : SIG = struct open X end
structure T = F (type t = int val x = 1)
val _ = case (1, 2) of (a, b) => if a < b then a else b
val x = let val {a, ...} = r in #a r + a end;
1 + 2;
"#;

#[test]
fn random_token_soup_never_panics() {
    let words = [
        "val", "fun", "and", "rec", "=", "=>", "->", "|", "(", ")", "[", "]", "{", "}", ",", ";", ":", ":>", "...", "_", "#", "x",
        "f", "A.b", "op", "+", "::", "*", "1", "~2", "0w3", "1.5", "\"s\"", "#\"c\"", "'a", "let", "in", "end", "local", "struct",
        "sig", "structure", "signature", "functor", "where", "type", "datatype", "withtype", "abstype", "with", "exception", "of",
        "case", "if", "then", "else", "fn", "handle", "raise", "while", "do", "andalso", "orelse", "infix", "infixr", "nonfix",
        "5", "open", "include", "sharing", "eqtype", "as", "_prim", "(*", "*)", "\"", "\\", "#1", "=", "S", "T", "F",
    ];
    let mut rng = Rng(0x9e3779b97f4a7c15);
    for _ in 0..3000 {
        let len = rng.below(40);
        let text: Vec<&str> = (0..len).map(|_| words[rng.below(words.len())]).collect();
        let _ = errors(&text.join(" "));
    }
}

#[test]
fn mutated_programs_never_panic() {
    assert!(errors(CORPUS).is_empty(), "{:?}", errors(CORPUS));
    let toks: Vec<&str> = CORPUS.split_whitespace().collect();
    let bytes = CORPUS.as_bytes();
    let mut rng = Rng(12345);
    for round in 0..1500 {
        let text = if round % 2 == 0 {
            // Token-level: delete, duplicate or swap tokens.
            let mut t = toks.clone();
            for _ in 0..1 + rng.below(4) {
                let i = rng.below(t.len());
                match rng.below(3) {
                    0 => {
                        t.remove(i);
                    }
                    1 => t.insert(i, toks[rng.below(toks.len())]),
                    _ => {
                        let j = rng.below(t.len());
                        t.swap(i, j);
                    }
                }
            }
            t.join(" ")
        } else {
            // Byte-level: truncate or overwrite bytes.
            let mut b = bytes.to_vec();
            match rng.below(2) {
                0 => b.truncate(rng.below(b.len())),
                _ => {
                    for _ in 0..1 + rng.below(5) {
                        let i = rng.below(b.len());
                        b[i] = b"(){}[]*\"\\#~.;:=|'"[rng.below(17)];
                    }
                }
            }
            String::from_utf8_lossy(&b).into_owned()
        };
        let _ = errors(&text);
    }
}

#[test]
fn spans_cover_nodes() {
    let p = parse("val x = f (a, b)");
    let d = &p.decs[0];
    assert_eq!((d.span.lo, d.span.hi), (0, 16));
    match &d.kind {
        DecKind::Val { binds, .. } => {
            assert_eq!((binds[0].exp.span.lo, binds[0].exp.span.hi), (8, 16));
            assert_eq!((binds[0].pat.span.lo, binds[0].pat.span.hi), (4, 5));
        }
        _ => panic!(),
    }
    let p = parse("val y = A.B.c");
    match &p.decs[0].kind {
        DecKind::Val { binds, .. } => match &binds[0].exp.kind {
            ExpKind::Var { id, .. } => {
                assert_eq!((id.qualifiers[1].span.lo, id.qualifiers[1].span.hi), (10, 11));
                assert_eq!((id.id.span.lo, id.id.span.hi), (12, 13));
            }
            _ => panic!(),
        },
        _ => panic!(),
    }
}

/// Parses the files named in `SKEIN_PARSE_FILES` (colon-separated) and
/// prints errors and timings: `SKEIN_PARSE_FILES=a.sml:b.sml cargo test
/// --release -p skein-syntax parse_files_from_env -- --ignored --nocapture`.
#[test]
#[ignore]
fn parse_files_from_env() {
    let Ok(files) = std::env::var("SKEIN_PARSE_FILES") else { return };
    for path in files.split(':').filter(|p| !p.is_empty()) {
        let Ok(text) = std::fs::read_to_string(path) else { continue };
        let mut map = skein_diagnostics::SourceMap::new();
        let file = map.add(path, text.clone());
        let mut d = Diagnostics::new();
        let t = std::time::Instant::now();
        let (p, _) = parse_program(&text, file, &FixityEnv::initial(), &mut d);
        let el = t.elapsed();
        println!("{}: {} lines, {} decs, {} diagnostics, {:?}", path, text.lines().count(), p.decs.len(), d.items.len(), el);
        for item in d.items.iter().take(5) {
            print!("{}", map.render(item, false));
        }
    }
}

/// A longer run of the no-panic tests: `SKEIN_FUZZ_ITERS=200000 cargo test
/// --release -p skein-syntax long_fuzz -- --ignored`.
#[test]
#[ignore]
fn long_fuzz() {
    let iters: usize = std::env::var("SKEIN_FUZZ_ITERS").ok().and_then(|s| s.parse().ok()).unwrap_or(20000);
    let pieces = [
        "val ", "fun ", " and ", "rec ", " = ", "=>", "->", "|", "(", ")", "[", "]", "{", "}", ",", ";", ":", ":>", "...", "_", "#",
        "x", "f ", "A.b", "A.", "op ", "+", "::", "*", "1", "~", "0w", "0x", "1.5e", "\"", "#\"", "'a", "let ", " in ", " end ",
        "local ", "struct ", "sig ", "structure ", "signature ", "functor ", "where ", "type ", "datatype ", "withtype ",
        "abstype ", " with ", "exception ", " of ", "case ", "if ", " then ", " else ", "fn ", " handle ", "raise ", "while ",
        " do ", "andalso", "orelse", "infix ", "infixr ", "nonfix ", "5 ", "open ", "include ", "sharing ", "eqtype ", " as ",
        "_prim ", "(*", "*)", "\\", "\\^", "\\u00", "\n", " ", "\u{e9}", "é", "\t", "S", "F", "=", "..", ".",
    ];
    let mut rng = Rng(0xdeadbeef);
    for _ in 0..iters {
        let len = rng.below(60);
        let text: String = (0..len).map(|_| pieces[rng.below(pieces.len())]).collect();
        let _ = errors(&text);
    }
}

/// How much stack the deepest inputs need: parses them on a thread of
/// `SKEIN_STACK_KB` kilobytes (`-- --ignored stack_need`).
#[test]
#[ignore]
fn stack_need() {
    let kb: usize = std::env::var("SKEIN_STACK_KB").ok().and_then(|s| s.parse().ok()).unwrap_or(8192);
    let n = 2000;
    let inputs = [
        "val x = ".to_string() + &"(".repeat(n),
        "val x = ".to_string() + &"let val y = ".repeat(n),
        "val x = ".to_string() + &"fn x => ".repeat(n),
        "val x = ".to_string() + &"[".repeat(n),
        "val x = ".to_string() + &"{a = ".repeat(n),
        "val x = ".to_string() + &"if a then b else ".repeat(n),
        "val x = ".to_string() + &"case a of _ => ".repeat(n),
        "val ".to_string() + &"(".repeat(n),
        "val ".to_string() + &"[".repeat(n),
        "val ".to_string() + &"{a = ".repeat(n),
        "val ".to_string() + &"x as ".repeat(n),
        "type t = ".to_string() + &"(".repeat(n),
        "type t = ".to_string() + &"int -> ".repeat(n),
        "type t = ".to_string() + &"{a : ".repeat(n),
        "structure S = ".to_string() + &"struct structure S = ".repeat(n),
        "structure S = ".to_string() + &"let structure S = ".repeat(n),
        "structure S = ".to_string() + &"F (".repeat(n),
        "signature S = ".to_string() + &"sig structure S : ".repeat(n),
        "".to_string() + &"local ".repeat(n),
        "functor F (".to_string() + &"structure S : sig ".repeat(n),
    ];
    for text in inputs {
        let h = std::thread::Builder::new()
            .stack_size(kb * 1024)
            .spawn(move || {
                let mut d = Diagnostics::new();
                let _ = parse_on_this_thread(&text, FileId(0), &FixityEnv::initial(), &SyntaxOptions::default(), &mut d);
                assert!(d.items.iter().any(|i| i.message.contains("too deeply")), "{:?}", &text[..30]);
            })
            .unwrap();
        h.join().unwrap();
    }
}

/// The whole program with every Successor ML extension on.
fn show_successor(text: &str) -> String {
    let mut d = Diagnostics::new();
    let options = SyntaxOptions::from_annotations(["allowSuccessorML true"]);
    let (p, _) = parse_program_with(text, FileId(0), &FixityEnv::initial(), &options, &mut d);
    assert!(d.items.is_empty(), "unexpected errors for {:?}: {:?}", text, d.items);
    p.decs.iter().map(show_dec).collect::<Vec<_>>().join("\n")
}

#[test]
fn successor_ml_extensions() {
    // Or-patterns expand into one rule (clause) per alternative, in order.
    assert_eq!(
        show_successor("val f = fn (1 | 2, x) => x | _ => 0"),
        show("val f = fn (1, x) => x | (2, x) => x | _ => 0")
    );
    assert_eq!(
        show_successor("fun g (SOME (1 | 2)) (true | false) = 0 | g _ _ = 1"),
        show("fun g (SOME 1) true = 0 | g (SOME 1) false = 0 | g (SOME 2) true = 0 | g (SOME 2) false = 0 | g _ _ = 1")
    );
    // Optional leading bar, record punning, line comments, `_` in numbers.
    assert_eq!(show_successor("datatype t = | A | B"), show("datatype t = A | B"));
    assert_eq!(show_successor("fun | f 0 = 1 | f n = n"), show("fun f 0 = 1 | f n = n"));
    assert_eq!(show_successor("val r = case 1 of | _ => {x, y = 2}"), show("val r = case 1 of _ => {x = x, y = 2}"));
    assert_eq!(show_successor("val x = 1_000 (*) 2 *) 3\nval y = 0wxf_f + 0x1_0 + 1_2.5_0"), show("val x = 1000\nval y = 0wxff + 0x10 + 12.50"));
    assert_eq!(show_successor("val u = (print \"a\"; print \"b\";)\nval v = (1;)\nval w = let in 1; 2; end"), show("val u = (print \"a\"; print \"b\")\nval v = 1\nval w = let in 1; 2 end"));
    // Off by default: `(*)` opens a block comment; or-patterns are errors.
    assert_eq!(show("val x = 1 (*) 2 *) val y = 2"), show("val x = 1 val y = 2"));
    assert!(errors("fun f (1 | 2) = 0").iter().any(|e| e.contains("allowOrPats")));
    assert!(!errors("val v = (1; 2;)").is_empty());
    // `do exp` is `val () = exp`, at top level, in structures and in `let`.
    assert_eq!(show_successor("do print \"a\"\nval x = let do f () in 1 end"), show("val () = print \"a\"\nval x = let val () = f () in 1 end"));
    assert_eq!(show_successor("structure S = struct do g 1; do g 2 end"), show("structure S = struct val () = g 1; val () = g 2 end"));
    assert!(errors("do print \"a\"").iter().any(|e| e.contains("allowDoDecls")));
    // `withtype` in a signature: the abbreviations are expanded in the
    // constructors, then specified as types.
    assert_eq!(
        show_successor("signature S = sig datatype 'a t = A of ('a, int) u | B withtype ('b, 'c) u = 'c * 'b t and v = int t end"),
        show("signature S = sig datatype 'a t = A of int * 'a t | B type ('b, 'c) u = 'c * 'b t and v = int t end")
    );
    assert!(errors("signature S = sig datatype t = A of u withtype u = t list end").iter().any(|e| e.contains("allowSigWithtype")));
}
