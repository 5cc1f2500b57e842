//! End-to-end tests of the native code path: for every `tests/run/NAME.sml`
//! (or `NAME.mlb`, whose sources live in `tests/run/lib/`) at the workspace
//! root, `skein run NAME.sml` must print exactly
//! `NAME.out` on stdout and exit with status 0, or with the status written
//! in `NAME.exit` when that file exists (an uncaught exception exits 1).
//!
//! These programs have no `.sig`/`.err` file, so the front-end golden
//! runner (`golden.rs`) skips them.  Each was also run through Poly/ML
//! (`poly --script NAME.sml`), which prints the same stdout (the `.mlb`
//! programs with Basis `Array`/`Vector` in place of `Unsafe`/`ForkJoin`).
//!
//! Each program is run a second time with the runtime option `gc-stress`
//! (a collection at every allocation: catches pointers the generated code
//! hides from the conservative stack scan), unless its source contains the
//! marker `(* no-gc-stress *)` (programs that allocate too much for that).
//!
//! When `NAME.in` exists its bytes are the program's standard input (else
//! stdin is empty: /dev/null).
//!
//! `SKEIN_TEST_FILTER=substring` restricts the run to matching names.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::thread;

fn workspace_root() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    dir.canonicalize().unwrap_or(dir)
}

fn run_one(sml: &Path) -> Result<(), String> {
    let expected = std::fs::read_to_string(sml.with_extension("out")).map_err(|e| format!("no .out file: {}", e))?;
    let exit: i32 = match std::fs::read_to_string(sml.with_extension("exit")) {
        Ok(s) => s.trim().parse().map_err(|_| format!("bad .exit file `{}`", s.trim()))?,
        Err(_) => 0,
    };
    let source = std::fs::read_to_string(sml).unwrap_or_default();
    check_run(sml, &expected, exit, &[])?;
    if !source.contains("(* no-gc-stress *)") {
        check_run(sml, &expected, exit, &["@skein", "gc-stress", "--"]).map_err(|e| format!("under gc-stress: {}", e))?;
    }
    Ok(())
}

fn check_run(sml: &Path, expected: &str, exit: i32, program_args: &[&str]) -> Result<(), String> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_skein"));
    cmd.arg("run").arg(sml);
    if !program_args.is_empty() {
        cmd.arg("--").args(program_args);
    }
    let out = match std::fs::read(sml.with_extension("in")) {
        Ok(input) => {
            use std::io::Write;
            let mut child = cmd
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .map_err(|e| format!("cannot run skein: {}", e))?;
            let mut stdin = child.stdin.take().expect("piped stdin");
            let feeder = thread::spawn(move || {
                let _ = stdin.write_all(&input);
            });
            let out = child.wait_with_output().map_err(|e| format!("cannot run skein: {}", e))?;
            let _ = feeder.join();
            out
        }
        Err(_) => cmd.stdin(std::process::Stdio::null()).output().map_err(|e| format!("cannot run skein: {}", e))?,
    };
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut problems = Vec::new();
    if stdout != expected {
        problems.push(format!("stdout differs\n--- expected\n{}--- got\n{}", expected, stdout));
    }
    if out.status.code() != Some(exit) {
        problems.push(format!("exit status {:?}, expected {}", out.status.code(), exit));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{}\n--- stderr\n{}", problems.join("\n"), stderr))
    }
}

#[test]
fn run_programs() {
    let dir = workspace_root().join("tests").join("run");
    let filter = std::env::var("SKEIN_TEST_FILTER").ok().filter(|s| !s.is_empty());
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/run exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("sml" | "mlb")))
        .filter(|p| filter.as_deref().map_or(true, |f| p.to_string_lossy().contains(f)))
        .collect();
    files.sort();
    assert!(filter.is_some() || files.len() >= 10, "expected at least 10 programs in {}", dir.display());
    let queue = Arc::new(Mutex::new(files.clone()));
    let failures = Arc::new(Mutex::new(Vec::new()));
    let workers = thread::available_parallelism().map(|n| n.get()).unwrap_or(2).min(4);
    let handles: Vec<_> = (0..workers)
        .map(|_| {
            let queue = Arc::clone(&queue);
            let failures = Arc::clone(&failures);
            thread::spawn(move || loop {
                let next = queue.lock().unwrap().pop();
                let Some(f) = next else { break };
                if let Err(e) = run_one(&f) {
                    failures.lock().unwrap().push(format!("FAIL {}\n{}", f.display(), e));
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    let failures = failures.lock().unwrap();
    if !failures.is_empty() {
        panic!("{} of {} run tests failed:\n\n{}", failures.len(), files.len(), failures.join("\n\n"));
    }
}
