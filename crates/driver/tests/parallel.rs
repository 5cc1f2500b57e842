//! The parallel runtime's acceptance matrix: every `tests/parallel/NAME.mlb`
//! is built once with `skein build`, then its executable is run with
//! `@skein procs P [MODE] --` for P in 1, 2, 3, 4, 8 and MODE in none,
//! `debug-gc` and `heartbeat-us 1` (a heartbeat at nearly every poll: as
//! many promotions and loop splits as the program allows), and with
//! `gc-stress` for P in 2 and 8 (a collection per
//! allocation is slow; with one worker it is the sequential case, which
//! tests/run covers); each run must print exactly `NAME.out` on stdout
//! and exit with status 0 (or the status in `NAME.exit`, with `NAME.stderr`'s
//! text somewhere in stderr).
//!
//! `NAME.opts`, if present, holds more runtime options for every run
//! (e.g. `entanglement detect`).
//!
//! Markers in `NAME.sml`: `(* no-gc-stress *)` skips the gc-stress runs
//! (programs too big for a collection per allocation; a smaller variant
//! covers them), `(* parallel-only *)` skips procs 1 (programs whose
//! expected behaviour needs two workers, e.g. entanglement detection).
//!
//! `SKEIN_TEST_TIMES=1` prints each run's wall time on stderr.
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
    opts: Vec<String>,
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
    let opts = std::fs::read_to_string(mlb.with_extension("opts")).unwrap_or_default().split_whitespace().map(str::to_string).collect();
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
    Ok(Program { name, exe, expected, exit, err, gc_stress: !sml.contains("(* no-gc-stress"), procs1: !sml.contains("(* parallel-only *)"), opts })
}

/// Builds every program, on as many threads as there are CPUs (the
/// builds are most of the C compiler's work in this suite), in order.
fn build_all(mlbs: &[PathBuf], out_dir: &Path) -> Vec<Program> {
    let cpus = thread::available_parallelism().map(|n| n.get()).unwrap_or(2);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let built: Mutex<Vec<Option<Result<Program, String>>>> = Mutex::new((0..mlbs.len()).map(|_| None).collect());
    thread::scope(|s| {
        for _ in 0..cpus {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                let Some(m) = mlbs.get(i) else { break };
                let b = build(m, out_dir);
                built.lock().unwrap()[i] = Some(b);
            });
        }
    });
    built.into_inner().unwrap().into_iter().map(|b| b.expect("every program built").unwrap_or_else(|e| panic!("{}", e))).collect()
}

/// Runs `p` with `procs` workers and runtime options `mode`; `times`:
/// print the run's wall time on stderr.
fn run(p: &Program, procs: u32, mode: Option<&str>, times: bool) -> Result<(), String> {
    let mut args = vec!["@skein".to_string(), "procs".to_string(), procs.to_string()];
    args.extend(p.opts.iter().cloned());
    if let Some(m) = mode {
        args.extend(m.split_whitespace().map(str::to_string));
    }
    args.push("--".to_string());
    let t0 = std::time::Instant::now();
    let out = Command::new(&p.exe).args(&args).stdin(std::process::Stdio::null()).output().map_err(|e| format!("cannot run {}: {}", p.name, e))?;
    if times {
        eprintln!("{:<28} {:<40} {:.2}s", p.name, args.join(" "), t0.elapsed().as_secs_f64());
    }
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
    let times = std::env::var("SKEIN_TEST_TIMES").is_ok_and(|v| !v.is_empty() && v != "0");
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
    let programs = Arc::new(build_all(&mlbs, &tmp));
    let mut jobs = Vec::new();
    for _ in 0..repeat {
        for (i, p) in programs.iter().enumerate() {
            for procs in [1u32, 2, 3, 4, 8] {
                if procs == 1 && !p.procs1 {
                    continue;
                }
                for mode in [None, Some("gc-stress"), Some("debug-gc"), Some("heartbeat-us 1")] {
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
                if let Err(e) = run(&programs[i], procs, mode, times) {
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

/// Builds `tests/parallel/spork/NAME.mlb` into `dir` (keeping the C file).
fn build_spork(name: &str, dir: &Path) -> PathBuf {
    let mlb = workspace_root().join("tests/parallel/spork").join(format!("{name}.mlb"));
    let exe = dir.join(name);
    let out = Command::new(env!("CARGO_BIN_EXE_skein")).env("SKEIN_KEEP_C", "1").arg("build").arg(&mlb).arg("-o").arg(&exe).output().expect("run skein");
    assert!(out.status.success(), "skein build {}: {}", mlb.display(), String::from_utf8_lossy(&out.stderr));
    exe
}

/// The number after `label` in the `@skein stats` report, and the two
/// numbers in the parentheses after it.
fn stat(stderr: &str, label: &str) -> Vec<u64> {
    let line = stderr.lines().find(|l| l.trim_start().starts_with(label)).unwrap_or_else(|| panic!("no `{label}` in\n{stderr}"));
    line.split(|c: char| !c.is_ascii_digit()).filter(|s| !s.is_empty()).map(|s| s.parse().unwrap()).collect()
}

/// Promotions happen only at heartbeats and heartbeats come at most every
/// H microseconds per worker: promotions <= heartbeats <= P * T / H + a
/// small constant for a run of T seconds; `heartbeat off` promotes nothing;
/// few heartbeats are delivered that cannot promote.
#[test]
fn promotions_are_bounded() {
    let tmp = std::env::temp_dir().join(format!("skein-spork-bounds-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let exe = build_spork("bounds", &tmp);
    let expected = "146859\n999953\n";
    for (procs, hb, on) in [(1u64, 100u64, true), (1, 1000, true), (2, 100, true), (1, 100, false)] {
        let mut args = vec!["@skein".to_string(), "procs".into(), procs.to_string(), "heartbeat-us".into(), hb.to_string(), "stats".into()];
        if !on {
            args.extend(["heartbeat".to_string(), "off".to_string()]);
        }
        args.push("--".into());
        let t0 = std::time::Instant::now();
        let out = Command::new(&exe).args(&args).output().expect("run bounds");
        let secs = t0.elapsed().as_secs_f64();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected, "{args:?}");
        let heartbeats = stat(&stderr, "heartbeats:")[0];
        let promotions = stat(&stderr, "promotions:");
        let bound = (procs as f64 * secs * 1e6 / hb as f64) as u64 + 8;
        assert!(promotions[0] == promotions[1] + promotions[2], "{stderr}");
        assert!(promotions[0] <= heartbeats && heartbeats <= bound, "{args:?}: {secs:.3} s, bound {bound}\n{stderr}");
        if on {
            assert!(promotions[2] > 0, "{args:?}: the loop was never split\n{stderr}");
            // The heartbeat thread rests while no worker could promote
            // (sched.c): it does not deliver heartbeats that are skipped
            // because the worker's last promotion still waits in its deque.
            let skipped = stat(&stderr, "heartbeats:")[1];
            assert!(skipped <= promotions[0] + 8, "{args:?}: {skipped} heartbeats skipped\n{stderr}");
        } else {
            assert!(heartbeats == 0 && promotions[0] == 0, "{args:?}: heartbeat off promoted\n{stderr}");
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
}

/// A task that stores a pointer to its own objects into an ancestor's
/// mutable object marks it SUSPECT, and only reads of suspects are checked
/// for entanglement; the marks go when the heaps are joined back, so reads
/// of the same array by a later parallel loop are not checked at all.
#[test]
fn suspects_are_cleared_at_joins() {
    let tmp = std::env::temp_dir().join(format!("skein-spork-suspects-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let exe = build_spork("suspects", &tmp);
    let out = Command::new(&exe).args(["@skein", "procs", "2", "heartbeat-us", "1", "stats", "--"]).output().expect("run suspects");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1344444\n", "{stderr}");
    // "down-pointers remembered: D (S objects suspect); entanglement checks: C"
    let counts = stat(&stderr, "down-pointers remembered:");
    assert!(stat(&stderr, "promotions:")[2] > 0, "no loop was split\n{stderr}");
    assert!(counts[0] > 0 && counts[1] > 0, "no down-pointer or suspect\n{stderr}");
    assert_eq!(counts[2], 0, "reads after the join were checked\n{stderr}");
    let _ = std::fs::remove_dir_all(&tmp);
}

/// An entangled read (tests/parallel/entangle_poll.sml: one task reads the
/// list another published through a ref) pins the list, all 100 cells of
/// it, instead of stopping the program; `entanglement detect` stops it.
#[test]
fn entangled_reads_pin_what_they_reach() {
    let tmp = std::env::temp_dir().join(format!("skein-entangle-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let exe = tmp.join("entangle_poll");
    let mlb = workspace_root().join("tests/parallel/entangle_poll.mlb");
    let out = Command::new(env!("CARGO_BIN_EXE_skein")).arg("build").arg(&mlb).arg("-o").arg(&exe).output().expect("run skein");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let out = Command::new(&exe).args(["@skein", "procs", "2", "stats", "--"]).output().expect("run entangle_poll");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("read across tasks: 9150"), "{stderr}");
    // "entangled reads: R; objects pinned by entanglement: O (B bytes; at most W bytes at once)"
    let counts = stat(&stderr, "entangled reads:");
    assert!(counts[0] >= 1, "no entangled read counted\n{stderr}");
    assert!(counts[1] >= 100 && counts[2] >= 100 * 24 && counts[3] >= 100 * 24, "the list was not pinned\n{stderr}");
    let out = Command::new(&exe).args(["@skein", "procs", "2", "entanglement", "detect", "--"]).output().expect("run entangle_poll");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("entanglement detected"));
    let _ = std::fs::remove_dir_all(&tmp);
}

/// Command lines written for MPL and MLton run unchanged: `@mpl ...
/// set-affinity affinity-base B affinity-stride S --` pins the workers,
/// `@MLton gc-summary fixed-heap SIZE --` is gc-stats under a cap.
#[test]
fn mpl_and_mlton_runtime_options() {
    let tmp = std::env::temp_dir().join(format!("skein-options-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let exe = tmp.join("fib");
    let mlb = workspace_root().join("tests/parallel/fib.mlb");
    let out = Command::new(env!("CARGO_BIN_EXE_skein")).arg("build").arg(&mlb).arg("-o").arg(&exe).output().expect("run skein");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let expected = std::fs::read_to_string(mlb.with_extension("out")).expect("fib.out");
    for args in [
        &["@mpl", "procs", "2", "set-affinity", "--"][..],
        &["@mpl", "procs", "3", "set-affinity", "affinity-base", "1", "affinity-stride", "2", "--"],
        &["@MLton", "gc-summary", "fixed-heap", "1G", "--"],
    ] {
        let out = Command::new(&exe).args(args).output().expect("run fib");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{args:?}: {stderr}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected, "{args:?}");
        if args[0] == "@MLton" {
            assert!(stderr.contains("GC statistics"), "{stderr}");
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
}

/// A parform whose body is a known function runs as a C loop that calls
/// the body's `static inline` C function directly, not through the
/// closure's code pointer, with the closure's environment loaded once; a
/// reducem whose operation only selects from its pair builds no pair: it
/// calls the operation's `_pair` variant on the two components.
#[test]
fn loop_body_is_a_direct_call() {
    let tmp = std::env::temp_dir().join(format!("skein-spork-direct-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let exe = build_spork("bounds", &tmp);
    let c = std::fs::read_to_string(exe.with_extension("c")).expect("the kept C file");
    let start = c.find("static void skc_loop0(SkMutator *m, SkLoop *lp) {").expect("a loop runner");
    let runner = &c[start..start + c[start..].find("\n}\n").expect("end of the runner")];
    assert!(runner.contains("SK_POLL(m);") && !runner.contains("SK_IMM_VALUE"), "{runner}");
    // The body reads its closure only for its environment: the runner loads
    // that once and calls the body's `_env` variant (which returns the
    // raised flag with its result).
    let call = runner.lines().find(|l| l.contains("_env(m, ") && l.contains(", skc_i);")).expect("the body call");
    let callee = call.split(" = ").nth(1).unwrap().trim().split('(').next().unwrap();
    assert!(c.contains(&format!("static inline SkcRet_SkValue {callee}(")), "{callee} is not static inline");
    // reducem Int.max: the reducer's `_pair` variant takes the accumulator
    // and the element as two parameters; no pair is built at all
    let start = c.find("static void skc_loop1(SkMutator *m, SkLoop *lp) {").expect("a reduction runner");
    let runner = &c[start..start + c[start..].find("\n}\n").expect("end of the runner")];
    assert!(runner.contains("_pair(m, skc_acc, skc_x);") && !runner.contains("skc_pair") && !runner.contains("sk_alloc"), "{runner}");
    let _ = std::fs::remove_dir_all(&tmp);
}

/// `ForkJoin.par` is a cheap spork (prims_par.rs): in fib, both branches
/// are direct calls of `static inline` functions (the promoted path too,
/// through a per-site adapter), the right branch's closure lives in the C
/// frame right after the fork record (one struct: the fork stores no
/// pointer to it, the adapter finds it from the record), the left branch
/// needs none (its `_env` variant takes `n` and
/// returns the raised flag with its result), and
/// the result tuple is never allocated: the function holding the par does
/// not allocate at all.
#[test]
fn par_is_a_cheap_spork() {
    let tmp = std::env::temp_dir().join(format!("skein-spork-par-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let exe = build_spork("par", &tmp);
    let out = Command::new(&exe).args(["@skein", "procs", "2", "heartbeat-us", "1", "--"]).output().expect("run par");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "75025\n");
    let c = std::fs::read_to_string(exe.with_extension("c")).expect("the kept C file");
    let fork = c.rfind("    sk_fork_dc(m, &skc_pf.fr, ").expect("a par"); // in fib (main has one too)
    let start = c[..fork].rfind("\nstatic ").expect("the function holding the par") + 1;
    let func = &c[start..fork + c[fork..].find("\n}\n").expect("end of the function")];
    assert!(!func.contains("sk_alloc") && !func.contains("SK_IMM_VALUE"), "{func}");
    assert!(!func.contains("skc_fclo") && func.contains("_frame skc_pf;") && !func.contains(".g = "), "{func}");
    let fork_line = func.lines().find(|l| l.contains("sk_fork_dc(")).unwrap();
    let run = fork_line.trim().trim_end_matches(");").rsplit(", ").next().unwrap();
    assert!(run.starts_with("skc_par"), "{fork_line}");
    let adapter = c.split(&format!("static void {run}(SkMutator *m, SkFork *fr, uint64_t *out) {{")).nth(1).expect("the adapter");
    assert!(adapter.lines().find(|l| !l.trim().is_empty()).unwrap_or("").contains("_frame *)fr)->w"), "{adapter}");
    // The record path's left call (the out-of-room path before it calls the clones).
    let call = func[func.find("sk_fork_dc(").unwrap()..].lines().find(|l| l.contains("skc_fr_ret = ")).expect("the left call");
    let callee = call.split("skc_fr_ret = ").nth(1).unwrap().split('(').next().unwrap();
    assert!(callee.ends_with("_env") && call.contains("(m, n_"), "{call}");
    assert!(c.contains(&format!("static inline SkcRet_int64_t {callee}(")), "{callee} is not static inline");
    let _ = std::fs::remove_dir_all(&tmp);
}

/// LATENT ROOM (skein.h): a divide-and-conquer par (its right branch
/// calls back into the recursion) tests `sk_fork_room` and, out of room,
/// runs both branches with no record; a par whose right branch never
/// reaches its function always records.  Every room setting gives the
/// same answers, and the root task starts with room: with two workers
/// fib's forks are promoted (a root task without room never was).
#[test]
fn latent_room_limits_recorded_forks() {
    let tmp = std::env::temp_dir().join(format!("skein-spork-room-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let exe = build_spork("room", &tmp);
    let c = std::fs::read_to_string(exe.with_extension("c")).expect("the kept C file");
    // The C functions holding a fork: fib's body, and chain's (inlined
    // into the closure of its left branch, whose name is not chain's).
    let forks: Vec<&str> = c
        .match_indices("\nstatic ")
        .filter_map(|(i, _)| {
            let i = i + 1;
            let head = &c[i..i + c[i..].find('\n')?];
            let end = i + c[i..].find("\n}\n")?;
            (head.ends_with(") {") && c[i..end].contains("    sk_fork")).then(|| &c[i..end])
        })
        .collect();
    let (fib, others): (Vec<&str>, Vec<&str>) = forks.iter().partition(|f| f.contains("_fib_body("));
    assert!(fib.len() == 1 && fib[0].contains("if (!sk_fork_room(m)) {"), "{fib:?}");
    assert!(!others.is_empty() && others.iter().all(|f| !f.contains("sk_fork_room")), "{others:?}");
    for extra in [&["procs", "2"][..], &["procs", "1", "latent-forks", "1"], &["procs", "2", "latent-forks", "0"], &["procs", "3", "latent-forks", "2", "heartbeat-us", "1"]] {
        let mut args = vec!["@skein", "heartbeat-us", "20", "stats"];
        args.extend_from_slice(extra);
        args.push("--");
        let out = Command::new(&exe).args(&args).output().expect("run room");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(String::from_utf8_lossy(&out.stdout), "832040\n422839\n", "{args:?}\n{stderr}");
        if extra == ["procs", "2"] {
            assert!(stat(&stderr, "promotions:")[1] > 0, "{args:?}: no par fork was promoted\n{stderr}");
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
}

/// The heap that continues a task after a promotion keeps the task's
/// growth allowance (heap_continue): on one worker, a program collects
/// about as often with heartbeats as without.  With a child heap's small
/// floor instead, this reduction made 1058 collections against 133.
#[test]
fn promotions_do_not_multiply_collections_on_one_worker() {
    let tmp = std::env::temp_dir().join(format!("skein-spork-alloc-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let exe = build_spork("alloc", &tmp);
    let collections = |extra: &[&str]| {
        let mut args = vec!["@skein", "procs", "1", "gc-stats"];
        args.extend_from_slice(extra);
        args.push("--");
        let out = Command::new(&exe).args(&args).output().expect("run alloc");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(String::from_utf8_lossy(&out.stdout), "32000016000000\n", "{args:?}\n{stderr}");
        stat(&stderr, "collections:")[0]
    };
    let off = collections(&["heartbeat", "off"]);
    for hb in ["100", "10"] {
        let on = collections(&["heartbeat-us", hb]);
        assert!(on <= 2 * off + 10, "heartbeat-us {hb}: {on} collections, {off} with heartbeat off");
    }
    let _ = std::fs::remove_dir_all(&tmp);
}
