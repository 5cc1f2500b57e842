//! The parallel runtime's acceptance matrix: every `tests/parallel/NAME.mlb`
//! is built once with `skein build`, then its executable is run with
//! `@skein procs P [MODE] --` for P in 1, 2, 3, 4, 8 and MODE in none and
//! `debug-gc`, and with `gc-stress` for P in 2 and 8 (a collection per
//! allocation is slow; with one worker it is the sequential case, which
//! tests/run covers); each run must print exactly `NAME.out` on stdout
//! and exit with status 0 (or the status in `NAME.exit`, with `NAME.stderr`'s
//! text somewhere in stderr).
//!
//! Markers in `NAME.sml`: `(* no-gc-stress *)` skips the gc-stress runs
//! (programs too big for a collection per allocation; a smaller variant
//! covers them), `(* parallel-only *)` skips procs 1 (programs whose
//! expected behaviour needs two workers, e.g. entanglement detection).
//!
//! `SKEIN_PAR_REPEAT=N` repeats the whole matrix N times (the stress script
//! `scripts/par-stress.sh` uses 20; the default, 1, keeps CI fast);
//! `SKEIN_TEST_FILTER=substring` restricts the programs.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::thread;

fn workspace_root() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    dir.canonicalize().unwrap_or(dir)
}

struct Program {
    name: String,
    exe: PathBuf,
    expected: String,
    exit: i32,
    err: Option<String>,
    gc_stress: bool,
    procs1: bool,
}

fn build(mlb: &Path, out_dir: &Path) -> Result<Program, String> {
    let name = mlb.file_stem().unwrap().to_string_lossy().into_owned();
    let sml = std::fs::read_to_string(mlb.with_extension("sml")).unwrap_or_default();
    let expected = std::fs::read_to_string(mlb.with_extension("out")).map_err(|e| format!("{}: no .out file: {}", name, e))?;
    let exit = match std::fs::read_to_string(mlb.with_extension("exit")) {
        Ok(s) => s.trim().parse().map_err(|_| format!("{}: bad .exit file", name))?,
        Err(_) => 0,
    };
    let err = std::fs::read_to_string(mlb.with_extension("stderr")).ok().map(|s| s.trim().to_string());
    let exe = out_dir.join(&name);
    let out = Command::new(env!("CARGO_BIN_EXE_skein"))
        .arg("build")
        .arg(mlb)
        .arg("-o")
        .arg(&exe)
        .output()
        .map_err(|e| format!("cannot run skein: {}", e))?;
    if !out.status.success() {
        return Err(format!("{}: skein build failed\n{}", name, String::from_utf8_lossy(&out.stderr)));
    }
    Ok(Program { name, exe, expected, exit, err, gc_stress: !sml.contains("(* no-gc-stress"), procs1: !sml.contains("(* parallel-only *)") })
}

fn run(p: &Program, procs: u32, mode: Option<&str>) -> Result<(), String> {
    let mut args = vec!["@skein".to_string(), "procs".to_string(), procs.to_string()];
    if let Some(m) = mode {
        args.push(m.to_string());
    }
    args.push("--".to_string());
    let out = Command::new(&p.exe).args(&args).stdin(std::process::Stdio::null()).output().map_err(|e| format!("cannot run {}: {}", p.name, e))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut problems = Vec::new();
    if stdout != p.expected {
        problems.push(format!("stdout differs\n--- expected\n{}--- got\n{}", p.expected, stdout));
    }
    if out.status.code() != Some(p.exit) {
        problems.push(format!("exit status {:?}, expected {}", out.status.code(), p.exit));
    }
    if let Some(e) = &p.err {
        if !stderr.contains(e.as_str()) {
            problems.push(format!("stderr lacks `{}`", e));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{} {}: {}\n--- stderr\n{}", p.name, args.join(" "), problems.join("\n"), stderr))
    }
}

#[test]
fn parallel_matrix() {
    let dir = workspace_root().join("tests").join("parallel");
    let filter = std::env::var("SKEIN_TEST_FILTER").ok().filter(|s| !s.is_empty());
    let repeat: usize = std::env::var("SKEIN_PAR_REPEAT").ok().and_then(|s| s.parse().ok()).unwrap_or(1);
    let mut mlbs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/parallel exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().and_then(|e| e.to_str()) == Some("mlb"))
        .filter(|p| filter.as_deref().map_or(true, |f| p.to_string_lossy().contains(f)))
        .collect();
    mlbs.sort();
    assert!(filter.is_some() || mlbs.len() >= 8, "expected the parallel programs in {}", dir.display());
    let tmp = std::env::temp_dir().join(format!("skein-parallel-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let programs: Vec<Program> = mlbs.iter().map(|m| build(m, &tmp).unwrap_or_else(|e| panic!("{}", e))).collect();
    let programs = Arc::new(programs);
    let mut jobs = Vec::new();
    for _ in 0..repeat {
        for (i, p) in programs.iter().enumerate() {
            for procs in [1u32, 2, 3, 4, 8] {
                if procs == 1 && !p.procs1 {
                    continue;
                }
                for mode in [None, Some("gc-stress"), Some("debug-gc")] {
                    if mode == Some("gc-stress") && (!p.gc_stress || !matches!(procs, 2 | 8)) {
                        continue;
                    }
                    jobs.push((i, procs, mode));
                }
            }
        }
    }
    let queue = Arc::new(Mutex::new(jobs));
    let failures = Arc::new(Mutex::new(Vec::new()));
    let workers = 2;
    let handles: Vec<_> = (0..workers)
        .map(|_| {
            let (queue, failures, programs) = (queue.clone(), failures.clone(), programs.clone());
            thread::spawn(move || loop {
                let job = queue.lock().unwrap().pop();
                let Some((i, procs, mode)) = job else { break };
                if let Err(e) = run(&programs[i], procs, mode) {
                    failures.lock().unwrap().push(e);
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    let _ = std::fs::remove_dir_all(&tmp);
    let failures = failures.lock().unwrap();
    assert!(failures.is_empty(), "{} failing runs:\n{}", failures.len(), failures.join("\n\n"));
}
