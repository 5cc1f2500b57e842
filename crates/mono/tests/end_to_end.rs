//! End to end: SML source -> parse -> elaborate (with the initial basis)
//! -> monomorphise, and the Mono checker on the result.
//!
//! Ignored until the parser and the elaborator land (both are placeholders
//! that panic today); run with `cargo test -p skein-mono -- --ignored`.

use skein_diagnostics::{Diagnostics, SourceMap};
use skein_elaborate::{Elaborator, FileOptions};
use skein_ir::mono;
use skein_syntax::fixity::FixityEnv;

/// Monomorphises `src`, checks the result and returns its printed form.
fn mono_of(src: &str) -> String {
    let mut sources = SourceMap::new();
    let file = sources.add("test.sml", src);
    let mut diags = Diagnostics::new();
    let (ast, _) = skein_syntax::parser::parse_program(src, file, &FixityEnv::initial(), &mut diags);
    assert!(!diags.has_errors(), "parse errors: {:?}", diags.items);
    let mut el = Elaborator::new();
    let basis = el.initial_basis();
    el.elab_program(&basis, &ast, &FileOptions::default(), &mut diags);
    assert!(!diags.has_errors(), "type errors: {:?}", diags.items);
    let core = el.finish();
    let m = skein_mono::monomorphise(&core);
    let text = mono::print::print_program(&m);
    if let Err(errors) = mono::check_program(&m) {
        panic!("Mono checker failed:\n{}\n--- program:\n{}", errors.join("\n"), text);
    }
    text
}

#[test]
fn identity_and_lists() {
    let text = mono_of(
        "fun id x = x\n\
         val a = id 1\n\
         val b = id \"s\"\n\
         fun map f [] = [] | map f (x :: xs) = f x :: map f xs\n\
         val l1 = map (fn x => x + 1) [1, 2, 3]\n\
         val l2 = map (fn s => (s, \"!\")) [\"a\"]\n",
    );
    assert!(text.contains("list<int>"), "{}", text);
    assert!(text.contains("list<string>"), "{}", text);
}

#[test]
fn let_polymorphism_exceptions_and_effects() {
    let text = mono_of(
        "fun outer x = let fun pair y = (x, y) in (pair 1, pair \"s\") end\n\
         val r = (outer 1.5, outer #\"c\")\n\
         fun f (x : 'a) = let exception E of 'a in (raise E x) handle E y => y end\n\
         val _ = (f 1, f \"s\")\n\
         datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree\n\
         fun size Leaf = 0 | size (Node (l, _, r)) = size l + 1 + size r\n\
         val n = size (Node (Leaf, 1, Leaf)) + size (Node (Leaf, \"x\", Leaf))\n\
         val unused = fn x => x\n\
         val _ = ref n\n",
    );
    assert!(text.contains("tree<int>") && text.contains("tree<string>"), "{}", text);
    assert!(!text.contains("unused"), "{}", text);
}

#[test]
fn modules_and_opaque_types() {
    let text = mono_of(
        "signature STACK = sig type 'a t val empty : 'a t val push : 'a * 'a t -> 'a t end\n\
         structure S :> STACK = struct type 'a t = 'a list val empty = [] fun push (x, s) = x :: s end\n\
         val s = S.push (1, S.empty)\n\
         val r = ref []\n\
         val _ = r := [s]\n",
    );
    assert!(text.contains("list<int>"), "{}", text);
}
