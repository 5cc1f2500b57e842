//! Region-style reclamation per message (ARCHITECTURE 3.7, actor/README.md):
//! a server actor handling 20000 messages that each make 1000 conses of
//! garbage (bench/actors/serve.sml) must collect far less, and peak lower,
//! when its handler runs in `Region.run` (`Actor.serve`, mode 1) than as
//! an ordinary receive loop (mode 0), as `@skein stats` reports: at least
//! 10 times fewer collections, and a lower max heap.  Measured: 362 vs 1
//! collections, 17.6 MB vs 8.6 MB max heap.

use std::path::PathBuf;
use std::process::Command;

fn workspace_root() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    dir.canonicalize().unwrap_or(dir)
}

/// The number after `label` on a line of the statistics.
fn stat(stderr: &str, label: &str) -> u64 {
    stderr
        .lines()
        .find_map(|l| l.trim().strip_prefix(label))
        .and_then(|s| s.split_whitespace().next())
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or_else(|| panic!("no `{} N` line in the statistics:\n{}", label, stderr))
}

/// Runs the server in `mode`; returns (stdout, collections, max heap bytes).
fn run(exe: &PathBuf, mode: u32) -> (String, u64, u64) {
    let out = Command::new(exe)
        .args(["@skein", "stats", "--", &mode.to_string(), "20000", "1000"])
        .stdin(std::process::Stdio::null())
        .output()
        .expect("run serve");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "serve mode {} failed: {:?}\n{}", mode, out.status, stderr);
    (String::from_utf8_lossy(&out.stdout).into_owned(), stat(&stderr, "collections:"), stat(&stderr, "max heap size:"))
}

#[test]
fn serve_in_regions_collects_far_less() {
    let root = workspace_root();
    let tmp = std::env::temp_dir().join(format!("skein-actor-regions-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let exe = tmp.join("serve");
    let main = root.join("bench/actors/serve.sml");
    let out = Command::new(env!("CARGO_BIN_EXE_skein"))
        .arg("build")
        .arg(root.join("bench/lib/actors.mlb"))
        .arg("-mlb-path-var")
        .arg(format!("BENCH_MAIN {}", main.display()))
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("run skein build");
    assert!(out.status.success(), "skein build of serve failed:\n{}", String::from_utf8_lossy(&out.stderr));

    let (plain_out, plain_gcs, plain_heap) = run(&exe, 0);
    let (region_out, region_gcs, region_heap) = run(&exe, 1);
    eprintln!(
        "serve 20000 x 1000: receive loop {} collections, max heap {} bytes; Actor.serve {} collections, max heap {} bytes",
        plain_gcs, plain_heap, region_gcs, region_heap
    );
    assert!(plain_out.starts_with("serve 20000 1000 "), "unexpected output: {}", plain_out);
    assert_eq!(plain_out, region_out, "the two modes printed different checksums");
    assert!(
        region_gcs * 10 <= plain_gcs,
        "Actor.serve collected {} times, the receive loop {}: expected at least 10 times fewer",
        region_gcs,
        plain_gcs
    );
    assert!(region_heap < plain_heap, "Actor.serve peaked at {} bytes, the receive loop at {}", region_heap, plain_heap);
    let _ = std::fs::remove_dir_all(&tmp);
}
