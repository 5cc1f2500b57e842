//! Unit tests of the optimisation passes: SML source through the front end
//! and lowering, then the pass pipeline up to (and including) a named
//! pass, with the SSA checker after every pass; assertions on the result.

use crate::passes::passes;
use skein_diagnostics::{Diagnostics, SourceMap};
use skein_elaborate::{Elaborator, FileOptions};
use skein_ir::ssa::{self, Exp, Program, Transfer, Type};
use skein_syntax::fixity::FixityEnv;

/// The program after pass `upto` (and before it, for comparisons).
fn compile(src: &str, upto: &str) -> (Program, Program) {
    compile_with(src, upto, FileOptions::default())
}

/// `compile` with `_prim` allowed (as in the basis library): the program
/// after pass `upto`.
fn compile_with_prims(src: &str, upto: &str) -> Program {
    compile_with(src, upto, FileOptions { allow_prims: true, locator: None }).1
}

fn compile_with(src: &str, upto: &str, options: FileOptions) -> (Program, Program) {
    let mut sources = SourceMap::new();
    let file = sources.add("test.sml", src);
    let mut diags = Diagnostics::new();
    let (ast, _) = skein_syntax::parser::parse_program(src, file, &FixityEnv::initial(), &mut diags);
    assert!(!diags.has_errors(), "parse errors: {:?}", diags.items);
    let mut el = Elaborator::new();
    let basis = el.initial_basis();
    el.elab_program(&basis, &ast, &options, &mut diags);
    assert!(!diags.has_errors(), "type errors: {:?}", diags.items);
    let mut p = crate::lower(&skein_mono::monomorphise(&el.finish()));
    for pass in passes() {
        let before = p.clone();
        p = (pass.run)(p);
        if let Err(e) = ssa::check_program(&p) {
            panic!("SSA checker failed after {}:\n{}\n--- program:\n{}", pass.name, e.join("\n"), p);
        }
        if pass.name == upto {
            return (before, p);
        }
    }
    panic!("no pass {}", upto)
}

fn find<'a>(p: &'a Program, name: &str) -> Option<&'a ssa::Function> {
    p.functions.iter().find(|f| f.name == name)
}

fn calls_in(f: &ssa::Function) -> usize {
    f.blocks.iter().filter(|b| matches!(b.transfer, Transfer::Call { .. } | Transfer::CallClosure { .. })).count()
}

fn tuples_in(f: &ssa::Function) -> usize {
    f.blocks.iter().flat_map(|b| &b.stmts).filter(|s| matches!(&s.exp, Exp::Tuple(xs) if !xs.is_empty())).count()
}

const LOOP: &str = "fun loop (i, acc) = if i = 0 then acc else loop (i - 1, acc + i)\n\
                    val a = loop (10, 0)\nval b = loop (20, 1)\n";

#[test]
fn flatten_args_passes_tuple_components_as_parameters() {
    let (before, after) = compile(LOOP, "flatten-args");
    let f0 = find(&before, "loop").unwrap();
    assert_eq!(f0.params.len(), 1, "{}", before);
    let f = find(&after, "loop").unwrap();
    assert_eq!(f.params.len(), 2, "{}", after);
    assert!(f.params.iter().all(|v| *after.ty(*v) == Type::Int), "{}", after);
    // Once simplified, the loop allocates no tuple.
    let (_, simple) = compile(LOOP, "simplify-3");
    assert_eq!(tuples_in(find(&simple, "loop").unwrap()), 0, "{}", simple);
    assert_eq!(tuples_in(find(&simple, "main").unwrap()), 0, "{}", simple);
}

#[test]
fn contify_turns_a_local_loop_into_blocks_of_its_caller() {
    // `sum` is recursive (not inlined); `go` has one continuation in it.
    let src = "fun sum n = if n = 0 then 0 else\n\
               let fun go (i, acc) = if i > n then acc else go (i + 1, acc + i) in go (1, 0) + sum (n - 1) end\n\
               val a = sum 10\nval b = sum 20\n";
    let (before, after) = compile(src, "dce-2");
    assert!(find(&before, "go").is_some(), "{}", before);
    assert!(find(&after, "go").is_none(), "`go` was not contified:\n{}", after);
    // `sum` now holds a loop: a jump back to an earlier block.
    let sum = find(&after, "sum").unwrap_or_else(|| panic!("{}", after));
    let back = sum.blocks.iter().enumerate().any(|(i, b)| b.transfer.targets().iter().any(|t| (t.0 as usize) <= i) && matches!(b.transfer, Transfer::Goto { .. }));
    assert!(back, "{}", after);
    assert_eq!(calls_in(sum), 1, "only the call of `sum` is left:\n{}", after);
}

#[test]
fn known_calls_make_closure_calls_direct() {
    let src = "val f = fn x => x + 1\nval g = fn (h : int -> int) => h\nval y = f 2 + (g f) 3\n";
    let (before, after) = compile(src, "known-calls");
    let main0 = before.func(before.main);
    assert!(main0.blocks.iter().any(|b| matches!(b.transfer, Transfer::CallClosure { .. })), "{}", before);
    // `f 2`: the closure is known (a constant, now a global).
    let main = after.func(after.main);
    assert!(main.blocks.iter().any(|b| matches!(b.transfer, Transfer::Call { .. })), "{}", after);
    assert!(after.globals.iter().any(|s| matches!(s.exp, Exp::MakeClosure { .. })), "{}", after);
}

#[test]
fn simplify_folds_constants_and_known_cases() {
    // The result goes into a ref, so that it is not dead.
    let src = "val r = ref 0\nval x = if 2 < 3 then 10 + 20 else 0\nval y = case (x, 4) of (a, b) => a * b\nval () = r := y\n";
    let (_, after) = compile(src, "simplify");
    let main = after.func(after.main);
    assert!(main.blocks.iter().all(|b| !matches!(b.transfer, Transfer::Case { .. })), "{}", after);
    let consts: Vec<&Exp> = main.blocks.iter().flat_map(|b| &b.stmts).map(|s| &s.exp).collect();
    assert!(consts.iter().any(|e| matches!(e, Exp::Const(ssa::Const::Int(120)))), "{}", after);
    // An overflowing operation is not folded: it must raise at run time.
    let (_, after) = compile("val r = ref 0\nval z = (9223372036854775807 + 1) handle Overflow => 0\nval () = r := z\n", "simplify");
    let main = after.func(after.main);
    assert!(main.blocks.iter().flat_map(|b| &b.stmts).any(|s| matches!(&s.exp, Exp::Prim { name, .. } if name.ends_with('+'))), "{}", after);
}

#[test]
fn simplify_folds_word_arithmetic_with_wrapping() {
    let src = "val r = ref 0w0\nval x = 0w3 * 0w5 + 0wxffffffffffffffff\nval () = r := x\nval b = ref false\nval () = b := (x < 0w15)\n";
    let (_, after) = compile(src, "simplify");
    let main = after.func(after.main);
    let exps: Vec<&Exp> = main.blocks.iter().flat_map(|b| &b.stmts).map(|s| &s.exp).collect();
    assert!(exps.iter().any(|e| matches!(e, Exp::Const(ssa::Const::Word(14)))), "{}", after);
    assert!(!exps.iter().any(|e| matches!(e, Exp::Prim { name, .. } if name.starts_with("Word."))), "{}", after);
}

#[test]
fn inline_removes_calls_of_small_functions() {
    let src = "fun sq (x : int) = x * x\nval y = sq 3 + sq 4\nval z = sq y\n";
    let (before, after) = compile(src, "inline");
    assert!(calls_in(before.func(before.main)) >= 3, "{}", before);
    assert_eq!(calls_in(after.func(after.main)), 0, "{}", after);
}

/// A function over `inline`'s small size is copied at calls inside
/// loops (`mix` in `go`), not at calls outside them (`pick`'s).
#[test]
fn inline_copies_a_medium_function_into_loops() {
    let src = "fun mix (i, m) = let val a = i * 7 + 3 val b = a div 5 + a mod 11 val c = (b * b + i) mod m in if c < 0 then ~c else c + a - b end\n\
               fun go (i, n, acc) = if i >= n then acc else go (i + 1, n, acc + mix (i, 1000) + mix (i + n, 20))\n\
               fun pick (x, y) = mix (x, y) + mix (y, x)\n\
               val r = ref 0\n\
               val () = r := go (0, 100, 0) + go (5, 50, 1) + pick (3, 9) + pick (4, 10)\n";
    let (before, after) = compile(src, "inline");
    let mix = find(&before, "mix").unwrap_or_else(|| panic!("{}", before));
    let n = mix.blocks.len() + mix.blocks.iter().map(|b| b.stmts.len()).sum::<usize>();
    assert!(n > 12 && n <= 40, "mix has size {n}:\n{}", before);
    let calls_of_mix = |p: &Program, f: &ssa::Function| {
        let id = p.functions.iter().position(|g| g.name == "mix");
        f.blocks.iter().filter(|b| matches!(&b.transfer, Transfer::Call { func, .. } if Some(func.0 as usize) == id)).count()
    };
    let go = find(&after, "go").unwrap_or_else(|| panic!("{}", after));
    assert_eq!(calls_of_mix(&after, go), 0, "{}", after);
    let pick = find(&after, "pick").unwrap_or_else(|| panic!("{}", after));
    assert_eq!(calls_of_mix(&after, pick), 2, "{}", after);
}

/// `specialise` copies a loop used from several sites for each closure it
/// calls, and inlines that closure's body into the copy even when it is
/// over `inline`'s small size: the copies call nothing per iteration.
#[test]
fn specialised_loops_inline_their_body() {
    let src = "val alloc = _prim \"Array.alloc\" : int -> int array\n\
               val update = _prim \"Array.unsafeUpdate\" : int array * int * int -> unit\n\
               val sub = _prim \"Array.unsafeSub\" : int array * int -> int\n\
               fun app (f : int -> unit) (lo, hi) = let fun loop i = if i >= hi then () else (f i; loop (i + 1)) in loop lo end\n\
               val a = alloc 1000\n\
               fun strike p = app (fn k => let val j = k * p in if j < 1000 then update (a, j, sub (a, j) + k mod 7) else () end) (2, 1000 div p)\n\
               fun mark q = app (fn k => update (a, k, q * k mod 13 + sub (a, (k * 3) mod 1000))) (0, 1000)\n\
               val () = (strike 3; strike 5; mark 2; mark 4)\n";
    let p = compile_with_prims(src, "specialise");
    // The loops that strike and mark call (the original is dead).
    let called: Vec<ssa::FuncId> = ["strike", "mark"]
        .iter()
        .filter_map(|n| find(&p, n))
        .flat_map(|f| f.blocks.iter().filter_map(|b| if let Transfer::Call { func, .. } = &b.transfer { Some(*func) } else { None }))
        .collect();
    let loops: Vec<&ssa::Function> = called.iter().map(|f| p.func(*f)).filter(|f| f.name == "loop").collect();
    assert_eq!(loops.len(), 2, "{}", p);
    for f in loops {
        let other_calls = f.blocks.iter().filter(|b| matches!(&b.transfer, Transfer::Call { func, .. } if p.func(*func).name != "loop")).count();
        let closure_calls = f.blocks.iter().filter(|b| matches!(b.transfer, Transfer::CallClosure { .. })).count();
        assert_eq!((other_calls, closure_calls), (0, 0), "{}", p);
    }
}

/// A divide-and-conquer reduction recursing through `ForkJoin.par`'s
/// closures (MPL's `SeqBasis.reduce` shape) is copied per pair of known
/// closures it gets, with its branch closures: the copies call `f` and
/// `comb` directly (inlined), and their branches call the copy.
#[test]
fn specialise_copies_a_function_recursing_through_par_closures() {
    let src = "val par = _prim \"ForkJoin.par\" : (unit -> int) * (unit -> int) -> int * int\n\
               fun reduce (lo, hi) (z : int, f : int -> int, comb : int * int -> int) =\n\
                 let fun go (lo, hi) =\n\
                       if hi - lo <= 8 then\n\
                         let fun loop (i, acc) = if i >= hi then acc else loop (i + 1, comb (acc, f i)) in loop (lo, z) end\n\
                       else\n\
                         let val mid = lo + (hi - lo) div 2\n\
                             val (a, b) = par (fn () => go (lo, mid), fn () => go (mid, hi))\n\
                         in comb (a, b) end\n\
                 in go (lo, hi) end\n\
               val a = reduce (0, 100) (0, fn i => i * 2, op +)\n\
               val b = reduce (0, 100) (0, fn i => (i * 7) mod 10, fn (x, y) => if x < y then y else x)\n";
    let p = compile_with_prims(src, "specialise");
    let main = p.func(p.main);
    let called: Vec<ssa::FuncId> =
        main.blocks.iter().filter_map(|b| if let Transfer::Call { func, .. } = &b.transfer { Some(*func) } else { None }).filter(|f| p.func(*f).name == "go").collect();
    assert_eq!(called.len(), 2, "{}", p);
    assert_ne!(called[0], called[1], "{}", p);
    for &go in &called {
        let f = p.func(go);
        assert!(!f.blocks.iter().any(|b| matches!(b.transfer, Transfer::CallClosure { .. })), "{}", p);
        // The branch closures it builds call this copy.
        let branches: Vec<ssa::FuncId> = f
            .blocks
            .iter()
            .flat_map(|b| b.stmts.iter())
            .filter_map(|s| if let Exp::MakeClosure { func, .. } = &s.exp { Some(*func) } else { None })
            .collect();
        assert_eq!(branches.len(), 2, "{}", p);
        for b in branches {
            let targets: Vec<ssa::FuncId> =
                p.func(b).blocks.iter().filter_map(|bl| if let Transfer::Call { func, .. } = &bl.transfer { Some(*func) } else { None }).collect();
            assert_eq!(targets, vec![go], "{}", p);
        }
    }
}

/// A helper called from many top-level lines stays a call in `main`,
/// both as a small function and as one passed a known closure (the
/// copies would only grow the run-once code: `inline::MAIN_GROWTH`).
#[test]
fn main_keeps_calls_of_a_helper_of_many_lines() {
    let mut src = String::from("val r = ref 0\nfun bump n = r := n + 1\nfun show (f : int -> unit, n) = (f n; f (n + 1); f (n * 2))\nfun twice n = r := n * n + 1\n");
    for i in 0..30 {
        src += &format!("val () = show (bump, {})\nval () = twice {}\n", i, i);
    }
    let (_, after) = compile(&src, "inline-4");
    let main = after.func(after.main);
    let direct = |name: &str| {
        main.blocks.iter().filter(|b| matches!(&b.transfer, Transfer::Call { func, .. } if after.func(*func).name == name)).count()
    };
    assert_eq!((direct("show"), direct("twice")), (30, 30), "{}", after);
    // Three calls of a small function are still copied.
    let (_, after) = compile("fun sq (x : int) = x * x\nval y = sq 3 + sq 4\nval z = sq y\n", "inline-4");
    assert_eq!(calls_in(after.func(after.main)), 0, "{}", after);
}

#[test]
fn dce_drops_unreachable_functions_and_unused_globals() {
    let src = "fun f x = x + 1\nval s = \"unused\"\nval y = f 1\n";
    let (_, after) = compile(src, "dce-2");
    assert!(find(&after, "f").is_none(), "{}", after);
    assert!(after.globals.iter().all(|s| !matches!(&s.exp, Exp::Const(ssa::Const::String(b)) if b == b"unused")), "{}", after);
    assert!(super::dce::reachable(&after).iter().all(|l| *l), "{}", after);
}

#[test]
fn flatten_cons_stores_tuple_arguments_inline() {
    // A tree built, walked and rebuilt: after flatten-cons and simplify no
    // tuple is allocated for `Node`'s argument and no field is read from
    // a tuple; the arms read the fields of the constructor itself.
    let src = "datatype t = L | N of t * int * t\n\
               fun sum L = 0 | sum (N (l, v, r)) = sum l + v + sum r\n\
               fun mirror L = L | mirror (N (l, v, r)) = N (mirror r, v, mirror l)\n\
               val r = ref 0\nval () = r := sum (mirror (N (N (L, 1, L), 2, L)))\n";
    let (_, after) = compile(src, "simplify-4");
    assert!(after.datatypes.iter().flat_map(|d| &d.cons).any(|c| c.name == "N" && c.flat), "{}", after);
    for name in ["sum", "mirror"] {
        let f = find(&after, name).unwrap_or_else(|| panic!("{}", after));
        let stmts: Vec<&Exp> = f.blocks.iter().flat_map(|b| &b.stmts).map(|s| &s.exp).collect();
        assert_eq!(tuples_in(f), 0, "{}", after);
        assert!(!stmts.iter().any(|e| matches!(e, Exp::Select { .. })), "{}", after);
        assert!(stmts.iter().any(|e| matches!(e, Exp::ConField { .. })), "{}", after);
    }
    let mirror = find(&after, "mirror").unwrap();
    assert!(mirror.blocks.iter().flat_map(|b| &b.stmts).any(|s| matches!(s.exp, Exp::ConFields { .. })), "{}", after);
}

#[test]
fn prune_fields_drops_unread_fields_of_flat_constructors() {
    // `R`'s closure field is never read: it goes, and with it the closure.
    // `E`'s values are compared with `=`, so all its fields stay.
    let src = "datatype r = R of int * (int -> int) * string\n\
               datatype e = E of int * string * int\n\
               fun mk n = R (n, fn x => x + n, \"s\")\n\
               fun get (R (n, _, s)) = if s = \"s\" then n else 0\n\
               val c = ref 0\nval () = c := get (mk 3)\n\
               val () = if E (1, \"a\", 2) = E (1, \"a\", get (mk 4)) then c := 1 else ()\n";
    let (_, after) = compile(src, "simplify-5");
    let con = |name: &str| after.datatypes.iter().flat_map(|d| &d.cons).find(|c| c.name == name).cloned().unwrap_or_else(|| panic!("{}", after));
    assert!(matches!(con("R").arg, Some(Type::Tuple(ts)) if ts == vec![Type::Int, Type::String]), "{}", after);
    assert!(matches!(con("E").arg, Some(Type::Tuple(ts)) if ts.len() == 3), "{}", after);
    assert!(!after.functions.iter().flat_map(|f| &f.blocks).flat_map(|b| &b.stmts).any(|s| matches!(s.exp, Exp::MakeClosure { .. })), "{}", after);
}

#[test]
fn known_calls_propagate_a_global_around_a_closure_cycle() {
    // `eq` (a global closure once known-calls hoists it) reaches `cols`
    // from `place` and back from the closures that hold it in their
    // environments (as with `ForkJoin.par (fn () => cols ..., ...)`):
    // it must become the global in `cols`, and the calls direct.
    let src = "val eq = fn (a : int, b : int) => a = b\n\
               val r : (unit -> int) list ref = ref []\n\
               fun place (n, q) =\n\
               let fun cols (lo, hi) =\n\
               if eq (hi - lo, 1) then (if eq (lo, q) then 0 else 1)\n\
               else let val mid = lo + (hi - lo) div 2\n\
               in r := [fn () => cols (lo, mid), fn () => cols (mid, hi)];\n\
               case r of ref [f, g] => f () + g () | _ => 0 end\n\
               in cols (0, n) end\n\
               val c = ref 0\nval () = c := place (8, 3) + place (9, 4)\n";
    let has_closure_value = |p: &Program, name: &str| {
        let f = find(p, name).unwrap_or_else(|| panic!("no {}:\n{}", name, p));
        let is_closure = |v: &ssa::VarId| matches!(p.ty(*v), Type::Closure(..));
        let in_env = f.blocks.iter().flat_map(|b| &b.stmts).any(|s| matches!(&s.exp, Exp::MakeClosure { env, .. } if env.iter().any(is_closure)));
        f.params.iter().any(is_closure) || in_env
    };
    let (before, after) = compile(src, "known-calls");
    assert!(has_closure_value(&before, "cols"), "{}", before);
    assert!(!has_closure_value(&after, "cols"), "{}", after);
    let (_, end) = compile(src, "remove-unreachable-2");
    let cols = find(&end, "cols").unwrap_or_else(|| panic!("{}", end));
    let closure_calls = cols.blocks.iter().filter(|b| matches!(b.transfer, Transfer::CallClosure { .. })).count();
    assert_eq!(closure_calls, 2, "only `f ()` and `g ()` go through closures:\n{}", end);
}

#[test]
fn settle_calls_makes_calls_of_curried_functions_direct() {
    // Four curried arguments: each known-calls + inline round peels one
    // layer, so the fixed rounds before `settle-calls` leave the last
    // call going through a closure built in `main` (ForkJoin.reducem).
    let src = "fun red g z (lo, hi) f = let fun go (i, acc) = if i >= hi then acc else go (i + 1, g (acc, f i)) in go (lo, z) end\n\
               val r = ref 0\n\
               val () = r := red (fn (a, b) => a + b) 0 (0, 10) (fn i => i * 2)\n\
               val () = r := red (fn (a, b) => a * b) 1 (1, 5) (fn i => i)\n";
    let closure_calls = |p: &Program| p.func(p.main).blocks.iter().filter(|b| matches!(b.transfer, Transfer::CallClosure { .. })).count();
    let (before, after) = compile(src, "settle-calls");
    assert!(closure_calls(&before) > 0, "{}", before);
    assert_eq!(closure_calls(&after), 0, "{}", after);
}

#[test]
fn settle_calls_sees_a_closure_carried_around_a_loop() {
    // After contify, `f` is a parameter of the loop's head block, passed
    // along the back edge: calls through it are still known.
    let src = "val r = ref 0\n\
               fun each (lo, hi) f = let fun loop i = if i >= hi then () else (f i; loop (i + 1)) in loop lo end\n\
               val () = each (0, 10) (fn i => r := i)\n";
    let (_, after) = compile(src, "dce-2");
    let closure_calls: usize = after.functions.iter().map(|f| f.blocks.iter().filter(|b| matches!(b.transfer, Transfer::CallClosure { .. })).count()).sum();
    assert_eq!(closure_calls, 0, "{}", after);
}

/// A fold whose combining function is known only once `settle-calls` has
/// inlined the fold: its loop, by then blocks, carries the accumulator
/// pair in two parameters after `flatten-block-tuples`.
#[test]
fn flatten_block_tuples_splits_a_loop_accumulator() {
    let src = "fun red g z (lo, hi) f = let fun go (i, acc) = if i >= hi then acc else go (i + 1, g (acc, f i)) in go (lo, z) end\n\
               fun go n = if n < 5 then go (n + 1) else\n\
                 (red (fn ((a, b), (c, d)) => (a + c, b + d)) (0, 0) (0, n) (fn i => (i, i * i)),\n\
                  red (fn ((a, b), (c, d)) => (a * c, b - d)) (1, 0) (1, n) (fn i => (i, i)))\n\
               val r = go 0\n";
    let tuple_params = |p: &Program| {
        p.functions.iter().flat_map(|f| &f.blocks).flat_map(|b| &b.params).filter(|v| matches!(p.ty(**v), Type::Tuple(ts) if ts.len() == 2)).count()
    };
    let (before, after) = compile(src, "flatten-block-tuples");
    assert!(tuple_params(&before) > 0, "{}", before);
    assert_eq!(tuple_params(&after), 0, "{}", after);
}

/// `ForkJoin.reducem`'s block closure (basis/fork-join.sml) holds the
/// body `f`, a closure of the caller capturing a local: `loop-closures`
/// gives it a copy that builds `f` itself, so the body is inlined and the
/// block function calls nothing through a closure.
#[test]
fn loop_closures_inline_the_body_of_a_reduction() {
    let src = "fun reducem g z (lo, hi) f =\n\
                 let fun block (i, j) = let fun loop (k, acc) = if k >= j then acc else loop (k + 1, g (acc, f k)) in loop (i, z) end\n\
                 in (_prim \"ForkJoin.reducem\" : ('a * 'a -> 'a) * 'a * int * int * (int * int -> 'a) -> 'a) (g, z, lo, hi, block) end\n\
               fun go (n, h) = if n < 5 then go (n + 1, h * 2) else\n\
                 (reducem (fn ((a, b), (c, d)) => (a + c, b + d)) (0, 0) (0, n) (fn i => (i * h, i)),\n\
                  reducem op+ 0 (0, n) (fn i => i + h))\n\
               val r = go (0, 1)\n";
    let p = compile_with_prims(src, "flatten-block-tuples");
    let blocks: Vec<&ssa::Function> = p
        .functions
        .iter()
        .filter(|f| {
            p.functions.iter().flat_map(|g| g.blocks.iter().flat_map(|b| &b.stmts)).any(|s| match &s.exp {
                Exp::Prim { name, args } if name == "ForkJoin.reducem" => p.functions.iter().flat_map(|g| g.blocks.iter().flat_map(|b| &b.stmts)).any(|c| {
                    c.var == args[4] && matches!(&c.exp, Exp::MakeClosure { func, .. } if std::ptr::eq(p.func(*func), *f))
                }),
                _ => false,
            })
        })
        .collect();
    assert_eq!(blocks.len(), 2, "{}", p);
    for f in blocks {
        let closure_calls = f.blocks.iter().filter(|b| matches!(b.transfer, Transfer::CallClosure { .. })).count();
        assert_eq!(closure_calls, 0, "{}", p);
        assert!(f.blocks.iter().flat_map(|b| &b.params).all(|v| !matches!(p.ty(*v), Type::Tuple(_))), "{}", p);
    }
}

/// A loop body two closures deep: `tabulate`'s body holds `count`, which
/// holds `p`, a closure of the caller over a local array (bench primes'
/// filter).  The copy built in the second round builds `p`, which the
/// inlined `count` then calls: later rounds make that call direct and
/// inline it, so no loop body calls through a closure.
#[test]
fn loop_closures_reach_a_closure_held_by_a_held_closure() {
    let src = "fun parform (lo, hi) f = (_prim \"ForkJoin.parform\" : int * int * (int -> unit) -> unit) (lo, hi, f)\n\
               val alloc = _prim \"Array.alloc\" : int -> 'a array\n\
               val update = _prim \"Array.unsafeUpdate\" : 'a array * int * 'a -> unit\n\
               val sub = _prim \"Array.unsafeSub\" : 'a array * int -> 'a\n\
               fun tabulate (n, f : int -> int) = let val a = alloc n in parform (0, n) (fn i => update (a, i, f i)); a end\n\
               fun counts (n, p : int -> bool) =\n\
                 tabulate (n, fn b => let fun loop (i, c) = if i >= b * 8 + 8 then c else loop (i + 1, if p i then c + 1 else c) in loop (b * 8, 0) end)\n\
               fun go k = let val flags = alloc 80 in parform (0, 80) (fn i => update (flags, i, i < k)); counts (10, fn i => sub (flags, i)) end\n\
               val r = (go 3, go 5)\n";
    let p = compile_with_prims(src, "dce-2");
    let bodies: Vec<&ssa::Function> = p
        .functions
        .iter()
        .filter(|f| {
            p.functions.iter().flat_map(|g| g.blocks.iter().flat_map(|b| &b.stmts)).any(|s| match &s.exp {
                Exp::Prim { name, args } if name == "ForkJoin.parform" => p.functions.iter().flat_map(|g| g.blocks.iter().flat_map(|b| &b.stmts)).any(|c| {
                    c.var == args[2] && matches!(&c.exp, Exp::MakeClosure { func, .. } if std::ptr::eq(p.func(*func), *f))
                }),
                _ => false,
            })
        })
        .collect();
    assert!(!bodies.is_empty(), "{}", p);
    for f in bodies {
        let closure_calls = f.blocks.iter().filter(|b| matches!(b.transfer, Transfer::CallClosure { .. })).count();
        assert_eq!(closure_calls, 0, "{}: {}", f.name, p);
    }
}

/// split-main cuts a long sequence of top-level declarations into a chain
/// of functions (the checker runs after it), passing on a value defined
/// at the start and a handler's shared raise.
#[test]
fn split_main_cuts_a_long_top_level() {
    let mut src = String::from("fun ! (ref x) = x\nexception E of int\nval r = ref 0\nval first = !r + 7\n");
    for i in 0..1200 {
        src.push_str(&format!("val _ = r := ((if !r > {i} then raise E {i} else !r + {i}) handle E n => n)\n"));
    }
    src.push_str("val _ = r := !r + first\n");
    let p = compile(&src, "split-main").1;
    let pieces = p.functions.iter().filter(|f| f.name.starts_with("main_")).count();
    assert!(pieces >= 2, "{} pieces", pieces);
    let main = p.func(p.main);
    assert!(main.blocks.iter().any(|b| matches!(b.transfer, Transfer::Call { ret: ssa::Return::Tail, .. })));
}

#[test]
fn closure_consts_follows_a_constant_through_closures_that_rebuild_themselves() {
    // `merge lt` is rebuilt inside `merge` and inside the branch closures
    // it hands on: every closure of `merge` holds `base` (32), the ones
    // made inside only pass on what their own closure holds.
    let src = "structure S = struct\n\
               val base = 32\n\
               fun both (f, g) = (f (), g ())\n\
               fun merge (lt : int * int -> bool) (lo, hi) =\n\
                 if hi - lo <= base then (if lt (lo, hi) then lo else hi)\n\
                 else let val (a, b) = both (fn () => merge lt (lo, hi - 1), fn () => merge lt (lo + 1, hi)) in a + b end\n\
               end\n\
               val r = ref (fn (a : int, b) => a < b)\n\
               val result = S.merge (case r of ref f => f) (0, 40)\n";
    let (_, p) = compile(src, "closure-consts-2");
    let base_reads: Vec<String> = p
        .functions
        .iter()
        .flat_map(|f| f.blocks.iter().flat_map(|b| &b.stmts))
        .filter(|s| matches!(s.exp, Exp::ClosureEnv { .. }) && p.var(s.var).name == "base")
        .map(|s| format!("{:?}", s.var))
        .collect();
    assert!(base_reads.is_empty(), "`base` still read from closures: {base_reads:?}\n{p}");
}
