//! The C of a big program is split into translation units that are
//! compiled in parallel and linked together (codegen units.rs, driver
//! toolchain.rs `compile_and_link_units`).  Here a tiny
//! `SKEIN_SPLIT_C_BYTES` forces the split on programs of the run and
//! parallel suites that use closures, exceptions, strings, reals, globals,
//! `_import`/`_symbol`, CML threads, actors, a `main` cut into run-once
//! pieces and fork-join loops: each must print its expected output and
//! exit with its expected status, as in `run.rs` and `parallel.rs`.  Also:
//! `SKEIN_KEEP_C` keeps every unit, `CC=true` compiles nothing, and the
//! executable cache tells the split C from the unsplit one.
//!
//! Each test uses its own scratch directory, also its `XDG_CACHE_HOME`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

fn workspace_root() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    dir.canonicalize().unwrap_or(dir)
}

fn scratch(name: &str) -> PathBuf {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!("skein-split-{}-{}-{}", name, std::process::id(), COUNTER.fetch_add(1, Ordering::Relaxed)));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create scratch directory");
    dir
}

/// `skein build SOURCE -o DIR/NAME` with the C split at `split` bytes and
/// kept; returns the executable and the number of C files written.
fn build_split(dir: &Path, source: &Path, split: &str, env: &[(&str, &str)]) -> (PathBuf, usize) {
    let name = source.file_stem().unwrap().to_string_lossy().into_owned();
    let exe = dir.join(&name);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_skein"));
    cmd.arg("build").arg(source).arg("-o").arg(&exe);
    cmd.env("XDG_CACHE_HOME", dir.join("cache")).env("SKEIN_SPLIT_C_BYTES", split).env("SKEIN_KEEP_C", "1").env("SKEIN_NO_EXE_CACHE", "1");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("run skein");
    assert!(out.status.success(), "{}: skein build failed\n{}", name, String::from_utf8_lossy(&out.stderr));
    let units = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter(|e| {
            let f = e.file_name().to_string_lossy().into_owned();
            f == format!("{}.c", name) || (f.starts_with(&format!("{}.", name)) && f.ends_with(".c") && f[name.len() + 1..f.len() - 2].parse::<usize>().is_ok())
        })
        .count();
    (exe, units)
}

/// Runs `exe` with `args`, `NAME.in` as stdin, and checks its stdout
/// against `NAME.out` and its status against `NAME.exit` (else 0).
fn check_run(exe: &Path, source: &Path, args: &[String]) -> Result<(), String> {
    let expected = std::fs::read_to_string(source.with_extension("out")).expect("an .out file");
    let exit: i32 = std::fs::read_to_string(source.with_extension("exit")).map(|s| s.trim().parse().expect("an exit status")).unwrap_or(0);
    let stdin = match std::fs::File::open(source.with_extension("in")) {
        Ok(f) => Stdio::from(f),
        Err(_) => Stdio::null(),
    };
    let out = Command::new(exe).args(args).stdin(stdin).output().expect("run the program");
    let stdout = String::from_utf8_lossy(&out.stdout);
    if stdout != expected || out.status.code() != Some(exit) {
        return Err(format!(
            "{}: status {:?} (expected {})\n--- expected\n{}--- got\n{}--- stderr\n{}",
            exe.display(),
            out.status.code(),
            exit,
            expected,
            stdout,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(())
}

#[test]
fn split_programs_run_as_the_unsplit_ones() {
    let root = workspace_root();
    let dir = scratch("run");
    let run = [
        "clo_compose_many.sml",
        "clo_mutual_closures.sml",
        "exn_handle_value.sml",
        "exn_uncaught_nested.sml",
        "str_anagrams.sml",
        "real_physics_sim.sml",
        "ffi_libc.sml",
        "mlton_pointer.sml",
        "conf_split_main.sml",
        "io_stdin.sml",
        "cml_preempt.mlb",
        "actor_cml.mlb",
    ];
    let parallel = ["loops_reduce.mlb", "mergesort.mlb", "exceptions.mlb"];
    let mut failures = Vec::new();
    for (suite, names) in [("run", &run[..]), ("parallel", &parallel[..])] {
        for name in names {
            let source = root.join("tests").join(suite).join(name);
            let (exe, units) = build_split(&dir, &source, "1", &[]);
            assert!(units > 2, "{}: {} C files kept, expected a split", name, units);
            let args: Vec<String> = if suite == "parallel" {
                let opts = std::fs::read_to_string(source.with_extension("opts")).unwrap_or_default();
                ["@skein", "procs", "2"].iter().map(|s| s.to_string()).chain(opts.split_whitespace().map(str::to_string)).chain(["--".to_string()]).collect()
            } else {
                Vec::new()
            };
            if let Err(e) = check_run(&exe, &source, &args) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// With `CC=true` nothing is compiled, and the units are still written.
#[test]
fn split_units_are_kept_without_a_compiler() {
    let dir = scratch("cc-true");
    let source = workspace_root().join("tests/run/clo_compose_many.sml");
    let (_, units) = build_split(&dir, &source, "1", &[("CC", "true")]);
    assert!(units > 2, "{} C files kept", units);
    let first = std::fs::read_to_string(dir.join("clo_compose_many.c")).unwrap();
    assert!(first.contains(&format!("translation unit 1 of {}", units)), "{}", &first[..200.min(first.len())]);
    assert!(first.contains("int main(int argc"));
    // Rebuilt unsplit into the same output: the old units do not stay.
    let (_, units) = build_split(&dir, &source, "100000000", &[("CC", "true")]);
    assert_eq!(units, 1, "C files left beside the output");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The executable cache keys on every unit: the split and unsplit C of
/// one program are different entries, and each is found again.
#[test]
fn exe_cache_tells_split_from_unsplit() {
    let dir = scratch("cache");
    let source = workspace_root().join("tests/run/clo_compose_many.sml");
    let build = |split: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_skein"))
            .arg("build")
            .arg(&source)
            .arg("-o")
            .arg(dir.join("prog"))
            .env("XDG_CACHE_HOME", dir.join("cache"))
            .env("SKEIN_SPLIT_C_BYTES", split)
            .env("SKEIN_EXE_CACHE_LOG", "1")
            .env_remove("SKEIN_NO_EXE_CACHE")
            .env_remove("SKEIN_KEEP_C")
            .output()
            .expect("run skein");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        check_run(&dir.join("prog"), &source, &[]).unwrap();
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    assert!(build("1").contains("exe cache: miss"));
    assert!(build("100000000").contains("exe cache: miss"));
    assert!(build("1").contains("exe cache: hit"));
    assert!(build("100000000").contains("exe cache: hit"));
    let _ = std::fs::remove_dir_all(&dir);
}
