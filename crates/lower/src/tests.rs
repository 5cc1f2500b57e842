//! Unit tests: SML source -> parse -> elaborate -> monomorphise -> lower,
//! the SSA checker on every result, and the printed decision trees.

use crate::passes::{run_pipeline, PipelineOptions};
use skein_diagnostics::{Diagnostics, SourceMap};
use skein_elaborate::{Elaborator, FileOptions};
use skein_ir::ssa::{self, Transfer};
use skein_syntax::fixity::FixityEnv;

/// What the tests use of the basis library beyond the initial basis.
const PRELUDE: &str = "datatype 'a option = NONE | SOME of 'a\nfun ! (ref x) = x\n";

/// Lowers `src`, checks the result after every pass, returns the lowered
/// program.
pub(crate) fn lower_src(src: &str) -> ssa::Program {
    let src = &format!("{}{}", PRELUDE, src);
    let mut sources = SourceMap::new();
    let file = sources.add("test.sml", src);
    let mut diags = Diagnostics::new();
    let (ast, _) = skein_syntax::parser::parse_program(src, file, &FixityEnv::initial(), &mut diags);
    assert!(!diags.has_errors(), "parse errors: {:?}", diags.items);
    let mut el = Elaborator::new();
    let basis = el.initial_basis();
    el.elab_program(&basis, &ast, &FileOptions::default(), &mut diags);
    assert!(!diags.has_errors(), "type errors: {:?}", diags.items);
    let m = skein_mono::monomorphise(&el.finish());
    let raw = crate::lower(&m);
    if let Err(e) = ssa::check_program(&raw) {
        panic!("SSA checker failed after lowering:\n{}\n--- program:\n{}", e.join("\n"), raw);
    }
    // Every pass keeps the program well formed; the tests below look at
    // the lowering itself (only unreachable blocks removed).
    let options = PipelineOptions { dump: vec!["lower".into()], check: true, ..Default::default() };
    match run_pipeline(&m, &options) {
        Ok((_, dumps)) => assert_eq!(dumps.len(), 1),
        Err((pass, e)) => panic!("SSA checker failed after {}:\n{}", pass, e.join("\n")),
    }
    crate::passes::remove_unreachable(raw)
}

pub(crate) fn func<'a>(p: &'a ssa::Program, name: &str) -> &'a ssa::Function {
    p.functions.iter().find(|f| f.name == name).unwrap_or_else(|| panic!("no function {} in\n{}", name, p))
}

/// Every path from the start of `f` (ignoring calls and back edges):
/// the scrutinee variables tested, in order.
fn test_paths(f: &ssa::Function) -> Vec<Vec<ssa::VarId>> {
    fn go(f: &ssa::Function, b: ssa::BlockId, path: &mut Vec<ssa::VarId>, seen: &mut Vec<ssa::BlockId>, out: &mut Vec<Vec<ssa::VarId>>) {
        if seen.contains(&b) {
            out.push(path.clone());
            return;
        }
        seen.push(b);
        let blk = f.block(b);
        match &blk.transfer {
            Transfer::Case { scrut, cases, default } => {
                path.push(*scrut);
                for t in cases.targets().into_iter().chain(*default) {
                    go(f, t, path, seen, out);
                }
                path.pop();
            }
            Transfer::Goto { dst, .. } => go(f, *dst, path, seen, out),
            _ => out.push(path.clone()),
        }
        seen.pop();
    }
    let mut out = Vec::new();
    go(f, f.start, &mut Vec::new(), &mut Vec::new(), &mut out);
    out
}

fn count_cases(f: &ssa::Function) -> usize {
    f.blocks.iter().filter(|b| matches!(b.transfer, Transfer::Case { .. })).count()
}

#[test]
fn tuple_of_literals_tests_each_component_once() {
    let p = lower_src("fun f (0, _) = 1 | f (_, 0) = 2 | f _ = 3\nval x = f (1, 2)\n");
    let f = func(&p, "f");
    let text = ssa::print::print_function(&p, p.functions.iter().position(|g| g.name == "f").map(|i| ssa::FuncId(i as u32)).unwrap());
    for path in test_paths(f) {
        let mut sorted = path.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), path.len(), "a component tested twice on a path:\n{}", text);
    }
    // Tests: first component, then the second on the default path only.
    assert_eq!(count_cases(f), 2, "{}", text);
    assert!(text.contains("case f1_") && text.contains("case f2_"), "{}", text);
}

#[test]
fn equal_subproblems_are_compiled_once() {
    // After `0` and after the default of the first component, testing the
    // second for `1` leaves the same rows (2 and 3) over the third: one
    // test of it, reached from both (matching.rs, SHARING).  A tree would
    // test the third component twice under `1`: 6 tests instead of 5.
    let p = lower_src("fun f (0, 0, 0) = 1 | f (_, 1, 0) = 2 | f _ = 3\nval x = f (1, 1, 0)\n");
    let f = func(&p, "f");
    let text = ssa::print::print_function(&p, p.functions.iter().position(|g| g.name == "f").map(|i| ssa::FuncId(i as u32)).unwrap());
    assert_eq!(count_cases(f), 5, "{}", text);
    for path in test_paths(f) {
        let mut sorted = path.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), path.len(), "a component tested twice on a path:\n{}", text);
    }
}

#[test]
fn nested_constructor_patterns_and_shared_right_hand_sides() {
    let p = lower_src(
        "datatype t = A | B of int | C of t * t\n\
         fun g (C (A, B n)) = n | g (C (B m, _)) = m | g (B k) = k | g _ = 0\n\
         fun zip (x :: xs, y :: ys) = (x, y) :: zip (xs, ys) | zip _ = []\n\
         val r = (g (C (A, B 1)), zip ([1, 2], [\"a\"]))\n",
    );
    let g = func(&p, "g");
    for path in test_paths(g) {
        let mut s = path.clone();
        s.sort();
        s.dedup();
        assert_eq!(s.len(), path.len(), "{}", p);
    }
    // `zip _` is reached from two leaves: one shared block, one `[]`.
    let zip = func(&p, "zip");
    let nils = zip.blocks.iter().flat_map(|b| &b.stmts).filter(|s| matches!(&s.exp, ssa::Exp::Con { arg: None, .. })).count();
    assert_eq!(nils, 1, "{}", p);
}

#[test]
fn literals_strings_chars_and_layered() {
    let p = lower_src(
        "fun s \"a\" = 1 | s \"bc\" = 2 | s _ = 3\n\
         fun c #\"x\" = true | c _ = false\n\
         fun l (all as (x :: _)) = (all, x) | l all = (all, 0)\n\
         val r = (s \"q\", c #\"y\", l [1])\n",
    );
    let text = p.to_string();
    assert!(text.contains("case x_") && text.contains("\"bc\" =>"), "{}", text);
    assert!(text.contains("#\"x\" =>"), "{}", text);
}

#[test]
fn records_and_non_exhaustive_match() {
    let p = lower_src(
        "fun r {a = 1, b} = b | r {a, b = _} = a\n\
         fun h (SOME x) = x\n\
         val z = r {b = 2, a = 3} + h (SOME 1)\n",
    );
    let h = func(&p, "h");
    let text = p.to_string();
    assert!(h.blocks.iter().any(|b| matches!(b.transfer, Transfer::Raise(_))), "{}", text);
    assert!(text.contains("= Match"), "{}", text);
}

#[test]
fn val_patterns_raise_bind() {
    let p = lower_src("val (x, SOME y) = (1, SOME 2)\nval [a] = [x + y]\n");
    let text = p.to_string();
    assert!(text.contains("= Bind"), "{}", text);
}

#[test]
fn handlers_match_and_reraise() {
    let p = lower_src(
        "exception E of int\nexception F\n\
         fun f x = if x > 0 then raise E x else raise F\n\
         fun g x = f x handle E 1 => 10 | E n => n\n\
         val r = g 3\n",
    );
    let g = func(&p, "g");
    let text = p.to_string();
    // The call to f is inside the handler's scope: not a tail call.
    assert!(g.blocks.iter().any(|b| b.handler.is_some()), "{}", text);
    assert!(g.blocks.iter().all(|b| !matches!(&b.transfer, Transfer::Call { ret: ssa::Return::Tail, .. })), "{}", text);
    // No rule for F: the handler re-raises the exception it got.
    let h = g.blocks.iter().find_map(|b| b.handler).unwrap();
    let e = g.block(h).params[0];
    assert!(g.blocks.iter().any(|b| b.transfer == Transfer::Raise(e)), "{}", text);
}

#[test]
fn closures_capture_and_known_calls_are_direct() {
    let p = lower_src(
        "fun adder n = fn x => x + n\n\
         fun twice f x = f (f x)\n\
         fun loop (0, acc) = acc | loop (n, acc) = loop (n - 1, acc + n)\n\
         val r = twice (adder 3) (loop (10, 0))\n",
    );
    let text = p.to_string();
    // The anonymous function captures n.
    let fnf = func(&p, "fn");
    assert!(fnf.env.as_ref().map(|e| e.len()) >= Some(1), "{}", text);
    // loop is known: no closure, a direct tail call to itself.
    let lp = func(&p, "loop");
    assert!(lp.env.is_none(), "{}", text);
    assert!(lp.blocks.iter().any(|b| matches!(&b.transfer, Transfer::Call { ret: ssa::Return::Tail, .. })), "{}", text);
    // twice calls its argument through the closure.
    assert!(text.contains("call* "), "{}", text);
}

#[test]
fn mutual_recursion_and_escaping_groups() {
    let p = lower_src(
        "fun even 0 = true | even n = odd (n - 1)\n\
         and odd 0 = false | odd n = even (n - 1)\n\
         fun outer k = let fun a 0 = k | a n = b (n - 1) and b n = a n in (a, b 3) end\n\
         val r = (even 10, (#1 (outer 5)) 2)\n",
    );
    let text = p.to_string();
    assert!(func(&p, "even").env.is_none() && func(&p, "odd").env.is_none(), "{}", text);
    // a escapes (returned), b is known; b's call of a passes a's closure.
    assert!(func(&p, "a").env.is_some(), "{}", text);
    assert!(func(&p, "b").env.is_none(), "{}", text);
}

#[test]
fn higher_order_refs_and_prims() {
    let p = lower_src(
        "fun map f [] = [] | map f (x :: xs) = f x :: map f xs\n\
         val c = ref 0\n\
         fun bump x = (c := !c + x; !c)\n\
         val l = map bump [1, 2, 3]\n\
         val m = map (op +) [(1, 2)]\n\
         val ok = l = m\n",
    );
    let text = p.to_string();
    assert!(text.contains("prim "), "{}", text);
}

#[test]
fn printed_decision_tree() {
    let p = lower_src("fun f (0, _) = 1 | f (_, 0) = 2 | f _ = 3\nval x = f (1, 2)\n");
    let id = ssa::FuncId(p.functions.iter().position(|g| g.name == "f").unwrap() as u32);
    let text = ssa::print::print_function(&p, id);
    let shape: Vec<&str> = text.lines().map(|l| l.trim()).filter(|l| l.starts_with("case") || l.starts_with("return") || l.starts_with('L')).collect();
    let expect = ["L0 ():", "case f1_ of 0 => L1 | _ => L2", "L1 ():", "return k_", "L2 ():", "case f2_ of 0 => L3 | _ => L4", "L3 ():", "return k_", "L4 ():", "return k_"];
    let strip = |l: &str| l.chars().filter(|c| !c.is_ascii_digit()).collect::<String>();
    assert_eq!(shape.iter().map(|l| strip(l)).collect::<Vec<_>>(), expect.iter().map(|l| strip(l)).collect::<Vec<_>>(), "{}", text);
}
