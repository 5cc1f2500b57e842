//! Embeds the basis library (`basis/` at the repository root) in the `skein`
//! binary, so that an installed compiler is self-contained: generates
//! `$OUT_DIR/embedded_basis.rs` with one `include_str!` per source file,
//! keyed by its path under `$(SML_LIB)` (e.g. `basis/list.sml`).

use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let basis = manifest.join("../../basis");
    println!("cargo:rerun-if-changed={}", basis.display());
    println!("cargo:rerun-if-changed=build.rs");

    let mut files = Vec::new();
    if basis.is_dir() {
        collect(&basis, &mut files);
    }
    files.sort();

    let mut out = String::from("/// (path under `$(SML_LIB)`, contents) of every embedded basis file.\npub static EMBEDDED_FILES: &[(&str, &str)] = &[\n");
    for file in &files {
        let rel = file.strip_prefix(&basis).expect("file under basis/");
        let key = format!("basis/{}", rel.to_string_lossy().replace('\\', "/"));
        let abs = fs::canonicalize(file).unwrap_or_else(|_| file.clone());
        out.push_str(&format!("    ({:?}, include_str!({:?})),\n", key, abs.to_string_lossy()));
    }
    out.push_str("];\n");
    let dest = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("embedded_basis.rs");
    fs::write(&dest, out).expect("write embedded_basis.rs");
}

/// Every `.mlb`/`.sml`/`.sig`/`.fun` file below `dir`.
fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            println!("cargo:rerun-if-changed={}", path.display());
            collect(&path, files);
        } else if matches!(path.extension().and_then(|e| e.to_str()), Some("mlb" | "sml" | "sig" | "fun")) {
            println!("cargo:rerun-if-changed={}", path.display());
            files.push(path);
        }
    }
}
