//! Golden tests of the front end (`skein check`) over `tests/**/*.sml` at
//! the workspace root.  See `tests/README.md` for the layout:
//!
//! - `NAME.sml` + `NAME.sig`: `skein check --print-sig NAME.sml` must exit 0
//!   and print exactly `NAME.sig` on stdout;
//! - `NAME.sml` + `NAME.err`: `skein check NAME.sml` must exit 1 and report,
//!   for each line `LINE:COL: fragment` of `NAME.err`, an error whose header
//!   `file:LINE:COL: error: message` has that location and contains the
//!   fragment (the fragment `*` matches any message);
//! - `NAME.warn` (optional, same format): warnings that must be reported
//!   (`file:LINE:COL: warning: message`).
//!
//! Files with other extensions (`.out`, `.exit`, ...) are ignored here.
//!
//! When `poly` (Poly/ML) is on the PATH and `SKEIN_NO_POLY` is unset, each
//! program is also run through `poly --script` and its accept/reject verdict
//! must agree with the expectation, except for the programs listed in
//! `tests/polyml-exceptions.txt`.
//!
//! `SKEIN_TEST_FILTER=substring` restricts the run to tests whose path
//! (relative to `tests/`) contains the substring.

use std::collections::HashSet;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

const TIMEOUT: Duration = Duration::from_secs(20);

fn workspace_root() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    dir.canonicalize().unwrap_or(dir)
}

/// One expected diagnostic: `LINE:COL: fragment`.
#[derive(Debug, Clone)]
struct Expected {
    line: u32,
    col: u32,
    fragment: String,
}

/// One diagnostic header found on stderr.
#[derive(Debug, Clone)]
struct Diag {
    line: u32,
    col: u32,
    /// The text from the severity word on: `error: message`.
    text: String,
}

enum Kind {
    Accept { sig: String },
    Reject { errs: Vec<Expected> },
}

struct Test {
    /// Path relative to the workspace root, e.g. `tests/core/fn.sml`.
    rel: String,
    kind: Kind,
    warns: Vec<Expected>,
}

struct RunOutput {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    timed_out: bool,
}

fn collect_sml(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            // Library sources of the run suite (`tests/run/lib/`) may pair
            // `foo.sml` with a signature file `foo.sig`, as smlpkg packages
            // do: they are not front-end tests.
            if p.ends_with("run/lib") {
                continue;
            }
            collect_sml(&p, out);
        } else if p.extension().and_then(|e| e.to_str()) == Some("sml") {
            out.push(p);
        }
    }
}

/// Parses a `.err` / `.warn` file: lines `LINE:COL: fragment`; blank lines
/// and lines starting with `#` are ignored.
fn parse_expectations(path: &Path) -> Result<Vec<Expected>, String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {}", path.display(), e))?;
    let mut v = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let l = raw.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let bad = || format!("{}:{}: expected `LINE:COL: fragment`, got `{}`", path.display(), i + 1, raw);
        let mut parts = l.splitn(3, ':');
        let line = parts.next().and_then(|s| s.trim().parse::<u32>().ok()).ok_or_else(bad)?;
        let col = parts.next().and_then(|s| s.trim().parse::<u32>().ok()).ok_or_else(bad)?;
        let fragment = parts.next().ok_or_else(bad)?.trim().to_string();
        if fragment.is_empty() {
            return Err(bad());
        }
        v.push(Expected { line, col, fragment });
    }
    Ok(v)
}

/// Finds the diagnostic headers `...:LINE:COL: SEVERITY: message` in `stderr`.
fn parse_diags(stderr: &str, severity: &str) -> Vec<Diag> {
    let needle = format!(": {}:", severity);
    let mut v = Vec::new();
    for l in stderr.lines() {
        let Some(pos) = l.find(&needle) else { continue };
        let prefix = &l[..pos];
        let mut it = prefix.rsplitn(3, ':');
        let col = it.next().and_then(|s| s.trim().parse::<u32>().ok());
        let line = it.next().and_then(|s| s.trim().parse::<u32>().ok());
        if let (Some(line), Some(col)) = (line, col) {
            v.push(Diag { line, col, text: l[pos + 2..].to_string() });
        }
    }
    v
}

/// Runs a command with a timeout, capturing stdout and stderr.
fn run_with_timeout(mut cmd: Command) -> Result<RunOutput, String> {
    cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = cmd.spawn().map_err(|e| format!("cannot spawn {:?}: {}", cmd, e))?;
    let mut so = child.stdout.take().unwrap();
    let mut se = child.stderr.take().unwrap();
    let to = thread::spawn(move || {
        let mut b = Vec::new();
        let _ = so.read_to_end(&mut b);
        b
    });
    let te = thread::spawn(move || {
        let mut b = Vec::new();
        let _ = se.read_to_end(&mut b);
        b
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(st)) => break Some(st),
            Ok(None) => {
                if start.elapsed() > TIMEOUT {
                    let _ = child.kill();
                    timed_out = true;
                    break child.wait().ok();
                }
                thread::sleep(Duration::from_millis(5));
            }
            Err(e) => return Err(format!("wait failed: {}", e)),
        }
    };
    let stdout = String::from_utf8_lossy(&to.join().unwrap_or_default()).into_owned();
    let stderr = String::from_utf8_lossy(&te.join().unwrap_or_default()).into_owned();
    Ok(RunOutput { code: status.and_then(|s| s.code()), stdout, stderr, timed_out })
}

/// A small line diff (LCS), `-` for expected lines, `+` for actual lines.
fn diff(expected: &str, actual: &str) -> String {
    let a: Vec<&str> = expected.lines().collect();
    let b: Vec<&str> = actual.lines().collect();
    let (n, m) = (a.len(), b.len());
    let mut lcs = vec![vec![0u32; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i][j] = if a[i] == b[j] { lcs[i + 1][j + 1] + 1 } else { lcs[i + 1][j].max(lcs[i][j + 1]) };
        }
    }
    let mut out = String::new();
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n && j < m && a[i] == b[j] {
            out.push_str(&format!("     {}\n", a[i]));
            i += 1;
            j += 1;
        } else if j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j]) {
            out.push_str(&format!("   + {}\n", b[j]));
            j += 1;
        } else {
            out.push_str(&format!("   - {}\n", a[i]));
            i += 1;
        }
    }
    if expected.ends_with('\n') != actual.ends_with('\n') {
        out.push_str("   (the final newline differs)\n");
    }
    out
}

fn indent(s: &str) -> String {
    s.lines().map(|l| format!("   | {}\n", l)).collect()
}

fn check_diags(what: &str, expected: &[Expected], found: &[Diag], stderr: &str, fails: &mut Vec<String>) {
    let mut missing = Vec::new();
    for e in expected {
        let ok = found
            .iter()
            .any(|d| d.line == e.line && d.col == e.col && (e.fragment == "*" || d.text.contains(&e.fragment)));
        if !ok {
            missing.push(format!("  missing {} at {}:{} containing `{}`", what, e.line, e.col, e.fragment));
        }
    }
    if !missing.is_empty() {
        fails.push(format!("{}\n  stderr was:\n{}", missing.join("\n"), indent(stderr)));
    }
}

fn run_skein(root: &Path, t: &Test) -> Vec<String> {
    let mut fails = Vec::new();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_skein"));
    cmd.current_dir(root);
    match &t.kind {
        Kind::Accept { .. } => cmd.args(["check", "--print-sig", "--check-ir", &t.rel]),
        Kind::Reject { .. } => cmd.args(["check", &t.rel]),
    };
    let out = match run_with_timeout(cmd) {
        Ok(o) => o,
        Err(e) => return vec![format!("  {}", e)],
    };
    if out.timed_out {
        return vec![format!("  skein timed out after {}s", TIMEOUT.as_secs())];
    }
    match &t.kind {
        Kind::Accept { sig } => {
            if out.code != Some(0) {
                fails.push(format!("  expected exit 0, got {:?}\n  stderr:\n{}", out.code, indent(&out.stderr)));
            }
            if &out.stdout != sig {
                fails.push(format!("  --print-sig output differs (- expected, + actual):\n{}", diff(sig, &out.stdout)));
            }
        }
        Kind::Reject { errs } => {
            if out.code != Some(1) {
                fails.push(format!("  expected exit 1 (rejected), got {:?}", out.code));
            }
            let found = parse_diags(&out.stderr, "error");
            check_diags("error", errs, &found, &out.stderr, &mut fails);
        }
    }
    if !t.warns.is_empty() {
        let found = parse_diags(&out.stderr, "warning");
        check_diags("warning", &t.warns, &found, &out.stderr, &mut fails);
    }
    fails
}

fn poly_available() -> bool {
    if std::env::var_os("SKEIN_NO_POLY").is_some() {
        return false;
    }
    Command::new("poly")
        .arg("-v")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false)
}

/// Runs Poly/ML on the program; `Ok(true)` when it reports no static error.
fn poly_accepts(root: &Path, rel: &str) -> Result<bool, String> {
    let mut cmd = Command::new("poly");
    cmd.current_dir(root).args(["--script", rel]);
    let out = run_with_timeout(cmd)?;
    if out.timed_out {
        return Err(format!("poly timed out after {}s", TIMEOUT.as_secs()));
    }
    let all = format!("{}\n{}", out.stdout, out.stderr);
    let prefix = format!("{}:", rel);
    let rejected = all.lines().any(|l| {
        l.strip_prefix(&prefix)
            .map(|rest| {
                let digits = rest.chars().take_while(|c| c.is_ascii_digit()).count();
                digits > 0 && rest[digits..].starts_with(": error:")
            })
            .unwrap_or(false)
    });
    Ok(!rejected)
}

fn load_exceptions(root: &Path) -> HashSet<String> {
    let mut s = HashSet::new();
    if let Ok(text) = fs::read_to_string(root.join("tests/polyml-exceptions.txt")) {
        for l in text.lines() {
            let l = l.trim();
            if l.is_empty() || l.starts_with('#') {
                continue;
            }
            if let Some(p) = l.split_whitespace().next() {
                s.insert(p.trim_start_matches("./").to_string());
            }
        }
    }
    s
}

fn load_tests(root: &Path, filter: Option<&str>) -> (Vec<Test>, Vec<String>) {
    let mut files = Vec::new();
    collect_sml(&root.join("tests"), &mut files);
    let mut tests = Vec::new();
    let mut problems = Vec::new();
    for f in files {
        let rel = f.strip_prefix(root).unwrap_or(&f).to_string_lossy().replace('\\', "/");
        if let Some(flt) = filter {
            if !rel.contains(flt) {
                continue;
            }
        }
        let sig = f.with_extension("sig");
        let err = f.with_extension("err");
        let warn = f.with_extension("warn");
        let warns = if warn.exists() {
            match parse_expectations(&warn) {
                Ok(w) => w,
                Err(e) => {
                    problems.push(format!("FAIL {}\n  {}", rel, e));
                    continue;
                }
            }
        } else {
            Vec::new()
        };
        let kind = match (sig.exists(), err.exists()) {
            (true, true) => {
                problems.push(format!("FAIL {}\n  has both a .sig and a .err file", rel));
                continue;
            }
            (true, false) => match fs::read_to_string(&sig) {
                Ok(s) => Kind::Accept { sig: s },
                Err(e) => {
                    problems.push(format!("FAIL {}\n  {}", rel, e));
                    continue;
                }
            },
            (false, true) => match parse_expectations(&err) {
                Ok(v) if !v.is_empty() => Kind::Reject { errs: v },
                Ok(_) => {
                    problems.push(format!("FAIL {}\n  empty .err file", rel));
                    continue;
                }
                Err(e) => {
                    problems.push(format!("FAIL {}\n  {}", rel, e));
                    continue;
                }
            },
            // Programs without a front-end expectation (e.g. only `.out`)
            // belong to other runners.
            (false, false) => continue,
        };
        tests.push(Test { rel, kind, warns });
    }
    (tests, problems)
}

#[test]
fn golden() {
    let root = workspace_root();
    let filter = std::env::var("SKEIN_TEST_FILTER").ok().filter(|s| !s.is_empty());
    let (tests, problems) = load_tests(&root, filter.as_deref());
    let use_poly = poly_available();
    let exceptions = Arc::new(load_exceptions(&root));
    if !use_poly {
        eprintln!("golden: Poly/ML differential skipped (no `poly` on PATH, or SKEIN_NO_POLY set)");
    }
    // `poly --script` takes about half a second of wall time and almost
    // no CPU (0.51 s, 0.02 s of it on the CPU), so with Poly/ML the
    // threads mostly wait: four per CPU keep the CPUs busy (2 CPUs: the
    // suite took 157 s with two threads).
    let cpus = thread::available_parallelism().map(|n| n.get()).unwrap_or(2);
    let threads = if use_poly { (cpus * 4).clamp(4, 16) } else { cpus.clamp(2, 8) };
    let tests = Arc::new(tests);
    let next = Arc::new(AtomicUsize::new(0));
    let results: Arc<Mutex<Vec<(usize, Vec<String>)>>> = Arc::new(Mutex::new(Vec::new()));
    let root = Arc::new(root);
    let mut handles = Vec::new();
    for _ in 0..threads {
        let (tests, next, results, root, exceptions) =
            (tests.clone(), next.clone(), results.clone(), root.clone(), exceptions.clone());
        handles.push(thread::spawn(move || loop {
            let i = next.fetch_add(1, Ordering::SeqCst);
            if i >= tests.len() {
                break;
            }
            let t = &tests[i];
            let mut fails = run_skein(&root, t);
            if use_poly && !exceptions.contains(&t.rel) {
                let want = matches!(t.kind, Kind::Accept { .. });
                match poly_accepts(&root, &t.rel) {
                    Ok(got) if got == want => {}
                    Ok(got) => fails.push(format!(
                        "  Poly/ML {} this program but the test expects it to be {} \
                         (run `poly --script {}`; list known deviations in tests/polyml-exceptions.txt)",
                        if got { "accepts" } else { "rejects" },
                        if want { "accepted" } else { "rejected" },
                        t.rel
                    )),
                    Err(e) => fails.push(format!("  Poly/ML: {}", e)),
                }
            }
            results.lock().unwrap().push((i, fails));
        }));
    }
    for h in handles {
        h.join().expect("worker thread panicked");
    }
    let mut results = std::mem::take(&mut *results.lock().unwrap());
    results.sort_by_key(|r| r.0);
    let mut passed = 0;
    let mut failed = problems.len();
    for p in &problems {
        println!("{}\n", p);
    }
    for (i, fails) in &results {
        if fails.is_empty() {
            passed += 1;
        } else {
            failed += 1;
            println!("FAIL {}\n{}", tests[*i].rel, fails.join("\n"));
        }
    }
    println!("{} passed, {} failed", passed, failed);
    assert_eq!(failed, 0, "{} golden test(s) failed", failed);
}
