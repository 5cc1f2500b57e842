//! End-to-end test of the C toolchain without a code generator: a
//! hand-written C program that uses `skein.h` the way generated code will is
//! compiled and linked with the runtime embedded in `skein` (through the
//! hidden `skein link-c FILE.c -o OUT`, the same path `skein build` takes),
//! then run.
//!
//! Each test uses its own scratch directory, which is also its
//! `XDG_CACHE_HOME`, so the user's cache is never touched.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Allocates records and a 10^6-cell list through the inline fast path,
/// forces collections (explicitly and by allocating garbage), prints through
/// `sk_write_bytes` and exits through `sk_exit`.  Program arguments: `raise`
/// ends in an uncaught exception; anything else is echoed.
const PROGRAM: &str = r#"
#include <skein.h>

#include <stdio.h>
#include <string.h>

#define NIL SK_IMM(0)
#define LIST_LENGTH 1000000

static SkValue globals[2]; /* precise roots: [0] a pair, [1] the list */

static void say(const char *s) { sk_write_bytes(1, s, strlen(s)); }

static void say_int(const char *label, int64_t n) {
    char buf[64];
    int len = snprintf(buf, sizeof buf, "%s %lld\n", label, (long long)n);
    sk_write_bytes(1, buf, (size_t)len);
}

static int64_t *int_at(SkValue v, size_t ptrs) { return (int64_t *)SK_BYTES(v, ptrs); }

/* (string, int): one pointer field and 8 bytes. */
static SkValue make_pair(SkMutator *m, const char *text, int64_t n) {
    SkValue s = sk_string_from_bytes(m, text, strlen(text));
    SkValue p = sk_alloc_record(m, SK_KIND_RECORD, 1, 8);
    SK_FIELD(p, 0) = s;
    *int_at(p, 1) = n;
    return p;
}

int main(int argc, char **argv) {
    SkMutator *m = sk_init(argc, argv);
    sk_register_roots(globals, 2);
    globals[0] = make_pair(m, "hello from skein", 42);

    /* [LIST_LENGTH-1, ..., 1, 0] as cons cells, held only by a C local
       (a conservative root) until it is published below. */
    SkValue list = NIL;
    for (int64_t i = 0; i < LIST_LENGTH; i++) {
        SkValue cell = sk_alloc_record(m, SK_KIND_RECORD, 1, 8);
        SK_FIELD(cell, 0) = list;
        *int_at(cell, 1) = i;
        list = cell;
        SK_POLL(m);
    }
    globals[1] = list;
    list = NIL;
    sk_collect(m);

    /* Garbage: enough short-lived records to fill the heap several times. */
    int64_t junk = 0;
    for (int64_t i = 0; i < 4 * LIST_LENGTH; i++) {
        SkValue r = sk_alloc_record(m, SK_KIND_RECORD, 2, 16);
        SK_FIELD(r, 0) = globals[0];
        SK_FIELD(r, 1) = NIL;
        *int_at(r, 2) = i;
        junk += *int_at(r, 2) & 1;
    }
    SkValue mutable_cell = sk_alloc_record(m, SK_KIND_MUTABLE, 1, 0);
    SK_FIELD(mutable_cell, 0) = globals[0];
    sk_collect(m);

    int64_t length = 0, sum = 0, ordered = 1, expect = LIST_LENGTH - 1;
    for (SkValue l = globals[1]; l != NIL; l = SK_FIELD(l, 0)) {
        length++;
        sum += *int_at(l, 1);
        if (*int_at(l, 1) != expect--) ordered = 0;
    }
    SkValue pair = SK_FIELD(mutable_cell, 0);
    say(SK_STRING_BYTES(SK_FIELD(pair, 0)));
    say("\n");
    say_int("number", *int_at(pair, 1));
    say_int("length", length);
    say_int("sum", sum);
    say_int("ordered", ordered);
    say_int("odd", junk);

    for (int i = 1; i < sk_argc(); i++) {
        if (strcmp(sk_argv()[i], "raise") == 0) sk_uncaught_exception("Fail", "boom");
        say("arg ");
        say(sk_argv()[i]);
        say("\n");
    }
    sk_exit(0);
}
"#;

const EXPECTED: &str = "hello from skein\nnumber 42\nlength 1000000\nsum 499999500000\nordered 1\nodd 2000000\n";

fn skein() -> Command {
    Command::new(env!("CARGO_BIN_EXE_skein"))
}

/// A fresh scratch directory under the system's temporary directory.
fn scratch(name: &str) -> PathBuf {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "skein-link-{}-{}-{}",
        name,
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create scratch directory");
    dir
}

/// `skein link-c` with `CC` set to `cc` (or unset), the cache in `dir`.
fn link(dir: &Path, source: &str, cc: Option<&str>) -> (Output, PathBuf) {
    let c_file = dir.join("prog.c");
    let exe = dir.join("prog");
    std::fs::write(&c_file, source).expect("write C file");
    let mut cmd = skein();
    cmd.arg("link-c").arg(&c_file).arg("-o").arg(&exe).env("XDG_CACHE_HOME", dir.join("cache"));
    match cc {
        Some(cc) => cmd.env("CC", cc),
        None => cmd.env_remove("CC"),
    };
    (cmd.output().expect("run skein"), exe)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn has(program: &str) -> bool {
    Command::new(program).arg("--version").output().map(|o| o.status.success()).unwrap_or(false)
}

/// Links PROGRAM with `cc` and checks every way it can be run.
fn link_and_run(cc: Option<&str>) {
    let dir = scratch(cc.unwrap_or("default"));
    let (out, exe) = link(&dir, PROGRAM, cc);
    assert!(out.status.success(), "link-c failed:\n{}", text(&out.stderr));
    assert!(exe.is_file());

    // Plain run, with program arguments.
    let run = Command::new(&exe).args(["a", "b c"]).output().unwrap();
    assert_eq!(text(&run.stderr), "");
    assert_eq!(text(&run.stdout), format!("{}arg a\narg b c\n", EXPECTED));
    assert_eq!(run.status.code(), Some(0));

    // Runtime options end at `--`; gc-stats prints on stderr at exit.
    let run = Command::new(&exe).args(["@skein", "gc-stats", "max-heap", "1G", "--", "x"]).output().unwrap();
    assert_eq!(text(&run.stdout), format!("{}arg x\n", EXPECTED));
    assert_eq!(run.status.code(), Some(0));
    let stats = text(&run.stderr);
    assert!(stats.starts_with("GC statistics\n"), "stderr: {}", stats);
    let collections: u64 = stats
        .lines()
        .find_map(|l| l.trim().strip_prefix("collections:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no collection count in {}", stats));
    assert!(collections >= 2, "expected at least the two forced collections: {}", stats);

    // `@mpl` is an alias; a heap-checking run still gives the same output.
    let run = Command::new(&exe).args(["@mpl", "debug-gc", "--"]).output().unwrap();
    assert_eq!(text(&run.stdout), EXPECTED);
    assert_eq!(run.status.code(), Some(0), "stderr: {}", text(&run.stderr));

    // An unknown runtime option: a clear message and exit status 1.
    let run = Command::new(&exe).args(["@skein", "no-such-option", "--"]).output().unwrap();
    assert_eq!(run.status.code(), Some(1));
    assert_eq!(text(&run.stdout), "");
    assert!(text(&run.stderr).contains("unknown runtime option 'no-such-option'"), "stderr: {}", text(&run.stderr));

    // An uncaught exception: output so far is flushed, then the message.
    let run = Command::new(&exe).args(["first", "raise"]).output().unwrap();
    assert_eq!(run.status.code(), Some(1));
    assert_eq!(text(&run.stdout), format!("{}arg first\n", EXPECTED));
    assert_eq!(text(&run.stderr), "unhandled exception: Fail: boom\n");

    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn links_and_runs_with_the_default_compiler() {
    link_and_run(None);
}

#[test]
fn links_and_runs_with_gcc() {
    if !has("gcc") {
        eprintln!("gcc not installed: skipped");
        return;
    }
    link_and_run(Some("gcc"));
}

#[test]
fn links_and_runs_with_clang() {
    if !has("clang") {
        eprintln!("clang not installed: skipped");
        return;
    }
    link_and_run(Some("clang"));
}

#[test]
fn runtime_is_extracted_to_a_cache_keyed_by_its_hash() {
    let dir = scratch("cache");
    let (out, _) = link(&dir, PROGRAM, None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let entries: Vec<PathBuf> = std::fs::read_dir(dir.join("cache/skein")).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(entries.len(), 1, "{:?}", entries);
    let runtime = &entries[0];
    assert_eq!(runtime.file_name().unwrap().len(), 16);
    let header = std::fs::read_to_string(runtime.join("include/skein.h")).unwrap();
    assert!(header.contains("SkMutator *sk_init(int argc, char **argv);"));
    let lib = std::fs::read(runtime.join("libskeinrt.a")).unwrap();
    assert!(lib.starts_with(b"!<arch>\n"));
    assert_eq!(std::fs::read_dir(runtime).unwrap().count(), 2, "only include/ and the library, no temporaries");

    // A damaged cache entry is repaired, not used.
    std::fs::write(runtime.join("libskeinrt.a"), b"!<arch>\ntruncated").unwrap();
    let (out, exe) = link(&dir, PROGRAM, None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(std::fs::read(runtime.join("libskeinrt.a")).unwrap(), lib);
    assert_eq!(text(&Command::new(&exe).output().unwrap().stdout), EXPECTED);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn concurrent_links_share_one_cache() {
    let dir = scratch("concurrent");
    let children: Vec<_> = (0..6)
        .map(|i| {
            let c_file = dir.join(format!("p{}.c", i));
            std::fs::write(&c_file, PROGRAM).unwrap();
            skein()
                .arg("link-c")
                .arg(&c_file)
                .arg("-o")
                .arg(dir.join(format!("p{}", i)))
                .env("XDG_CACHE_HOME", dir.join("cache"))
                .env_remove("CC")
                .stderr(std::process::Stdio::piped())
                .spawn()
                .expect("start skein")
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{}", text(&out.stderr));
    }
    let run = Command::new(dir.join("p5")).output().unwrap();
    assert_eq!(text(&run.stdout), EXPECTED);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unwritable_cache_falls_back_to_a_private_temporary_directory() {
    let dir = scratch("nocache");
    let c_file = dir.join("prog.c");
    std::fs::write(&c_file, PROGRAM).unwrap();
    let exe = dir.join("prog");
    let child = skein()
        .arg("link-c")
        .arg(&c_file)
        .arg("-o")
        .arg(&exe)
        .env("XDG_CACHE_HOME", "/dev/null/not-a-directory")
        .env_remove("CC")
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("start skein");
    let pid = child.id();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&Command::new(&exe).output().unwrap().stdout), EXPECTED);
    let leftover = std::fs::read_dir(std::env::temp_dir())
        .unwrap()
        .filter_map(|e| e.ok())
        .any(|e| e.file_name().to_string_lossy().starts_with(&format!("skein-runtime-{}-", pid)));
    assert!(!leftover, "the temporary runtime directory was not removed");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn missing_compiler_is_a_clear_error() {
    let dir = scratch("nocc");
    let (out, exe) = link(&dir, PROGRAM, Some("/nonexistent"));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "error: C compiler `/nonexistent` not found (named by $CC): install gcc or clang, or set CC\n"
    );
    assert!(!exe.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn failing_compile_shows_the_command_and_the_compiler_output() {
    let dir = scratch("bad");
    let (out, _) = link(&dir, "#include <skein.h>\nint main(void) { return undeclared_thing; }\n", None);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.starts_with("error: the C compiler failed (exit status 1)\n  command: cc -std=c11 -O2 -fno-math-errno -frounding-math -falign-functions=32 -fno-ivopts -I"), "{}", err);
    assert!(err.contains("libskeinrt.a -lgmp -lm -lpthread -o "), "{}", err);
    assert!(err.contains("undeclared_thing"), "{}", err);
    assert!(!err.contains("panicked"), "{}", err);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn link_c_is_hidden_from_help() {
    let out = skein().arg("--help").output().unwrap();
    assert!(out.status.success());
    assert!(!text(&out.stdout).contains("link-c"));
}
