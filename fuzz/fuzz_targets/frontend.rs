//! Fuzz target: the front end (lexer, parser, elaborator) must never panic,
//! whatever bytes it is given.  Errors are fine; crashes are bugs.
//!
//! Run (from fuzz/, after `./make-seeds.sh` copies tests/ into seeds/):
//! `ASAN_OPTIONS=detect_leaks=0 cargo +nightly fuzz run frontend seeds -- -max_total_time=600 -detect_leaks=0`
//! Leak detection is off because the elaborator's type names and their
//! constructors point at each other through `Rc` (a cycle the compiler,
//! a one-shot process, never frees); everything else is checked.
#![no_main]

use libfuzzer_sys::fuzz_target;
use skein_diagnostics::{Diagnostics, SourceMap};
use skein_elaborate::{Elaborator, FileOptions};
use skein_syntax::{parse_program, FixityEnv};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut map = SourceMap::new();
    let file = map.add("fuzz.sml", text.to_string());
    let mut diags = Diagnostics::new();
    let (program, _fixity) = parse_program(&text, file, &FixityEnv::initial(), &mut diags);
    if diags.has_errors() {
        for d in &diags.items {
            let _ = map.render(d, false);
        }
        return;
    }
    let mut el = Elaborator::new();
    let basis = el.initial_basis();
    let _ = el.elab_program(&basis, &program, &FileOptions::default(), &mut diags);
    for d in &diags.items {
        let _ = map.render(d, false);
    }
    if !diags.has_errors() {
        let _ = el.finish();
    }
});
