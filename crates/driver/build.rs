//! Makes the `skein` binary self-contained by embedding two things in it:
//!
//! - the SML libraries at the repository root, `basis/` (the Basis Library)
//!   `smlnj-lib/` (part of the SML/NJ library), `cml/` (Concurrent ML) and
//!   `actor/` (actors, on CML):
//!   generates
//!   `$OUT_DIR/embedded_basis.rs` with one `include_str!` per source file,
//!   keyed by its path under `$(SML_LIB)` (e.g. `basis/list.sml`,
//!   `smlnj-lib/Util/smlnj-lib.mlb`);
//! - the C runtime (`runtime/`): compiles every runtime `.c` file (not
//!   `tests/`, not the Makefile's `build*/` output directories) with the `cc`
//!   crate into `$OUT_DIR/libskeinrt.a`, and generates
//!   `$OUT_DIR/embedded_runtime.rs` holding that library's bytes, the public
//!   header `runtime/include/skein.h` and a hash of both (the name of the
//!   directory `toolchain.rs` extracts them to).
//!
//! The runtime library is NOT linked into `skein` itself: it is data, linked
//! into the programs `skein build` produces.

use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    println!("cargo:rerun-if-changed=build.rs");
    embed_libraries(&manifest.join("../.."), &["basis", "smlnj-lib", "cml", "actor"], &out_dir);
    embed_runtime(&manifest.join("../../runtime"), &out_dir);
}

/// Embeds every source file of the library directories `names` under
/// `root`, keyed by its path under `$(SML_LIB)`: `NAME/...`.
fn embed_libraries(root: &Path, names: &[&str], out_dir: &Path) {
    let mut out = String::from("/// (path under `$(SML_LIB)`, contents) of every embedded library file.\npub static EMBEDDED_FILES: &[(&str, &str)] = &[\n");
    for name in names {
        let dir = root.join(name);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files = Vec::new();
        if dir.is_dir() {
            collect_sources(&dir, &mut files);
        }
        files.sort();
        for file in &files {
            let rel = file.strip_prefix(&dir).expect("file under the library directory");
            let key = format!("{}/{}", name, rel.to_string_lossy().replace('\\', "/"));
            let abs = fs::canonicalize(file).unwrap_or_else(|_| file.clone());
            out.push_str(&format!("    ({:?}, include_str!({:?})),\n", key, abs.to_string_lossy()));
        }
    }
    out.push_str("];\n");
    fs::write(out_dir.join("embedded_basis.rs"), out).expect("write embedded_basis.rs");
}

/// Every `.mlb`/`.sml`/`.sig`/`.fun` file below `dir`.
fn collect_sources(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            println!("cargo:rerun-if-changed={}", path.display());
            collect_sources(&path, files);
        } else if matches!(path.extension().and_then(|e| e.to_str()), Some("mlb" | "sml" | "sig" | "fun")) {
            println!("cargo:rerun-if-changed={}", path.display());
            files.push(path);
        }
    }
}

fn embed_runtime(runtime: &Path, out_dir: &Path) {
    // Watching runtime/ itself would rebuild skein whenever `make` in
    // runtime/ writes its build*/ directories, so watch the sources one by
    // one, the source directories, and the Makefile (a new runtime file is
    // added to its SRCS, which reruns this script).
    println!("cargo:rerun-if-changed={}", runtime.join("Makefile").display());
    println!("cargo:rerun-if-env-changed=CC");
    println!("cargo:rerun-if-env-changed=CFLAGS");
    let mut sources = Vec::new();
    collect_runtime(runtime, runtime, &mut sources);
    sources.sort();
    let header = runtime.join("include/skein.h");
    if sources.is_empty() || !header.is_file() {
        panic!("runtime sources not found under {}", runtime.display());
    }

    cc::Build::new()
        .files(&sources)
        .std("c11")
        .opt_level(2)
        .debug(false)
        .flag("-fno-omit-frame-pointer")
        // Heap pointers must stay visible to the conservative stack scan:
        // see toolchain.rs's -fno-ivopts.
        .flag_if_supported("-fno-ivopts")
        .warnings(true)
        .extra_warnings(true)
        .include(runtime.join("include"))
        // Data for the programs skein links, not part of skein itself.
        .cargo_metadata(false)
        .compile("skeinrt");
    let lib = out_dir.join("libskeinrt.a");

    let lib_bytes = fs::read(&lib).expect("read libskeinrt.a");
    let header_bytes = fs::read(&header).expect("read skein.h");
    let mut hash = Fnv::new();
    hash.write(b"libskeinrt.a\0");
    hash.write(&(lib_bytes.len() as u64).to_le_bytes());
    hash.write(&lib_bytes);
    hash.write(b"skein.h\0");
    hash.write(&header_bytes);
    let header_copy = out_dir.join("skein.h");
    fs::write(&header_copy, &header_bytes).expect("copy skein.h");

    let out = format!(
        "/// The runtime library, `libskeinrt.a`, built by build.rs.\n\
         pub static RUNTIME_LIB: &[u8] = include_bytes!({lib:?});\n\
         /// The runtime's public header, `runtime/include/skein.h`.\n\
         pub static RUNTIME_HEADER: &[u8] = include_bytes!({header:?});\n\
         /// A hash of both: names the directory they are extracted to.\n\
         pub const RUNTIME_HASH: &str = {hash:?};\n",
        lib = lib.to_string_lossy(),
        header = header_copy.to_string_lossy(),
        hash = format!("{:016x}", hash.finish()),
    );
    fs::write(out_dir.join("embedded_runtime.rs"), out).expect("write embedded_runtime.rs");
}

/// The runtime's `.c` files below `dir`, skipping `tests/` and the
/// Makefile's output directories (`build`, `build-asan`, ...).
fn collect_runtime(root: &Path, dir: &Path, sources: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            let skip = dir == root && (name == "tests" || name.starts_with("build")) || name.starts_with('.');
            if !skip {
                println!("cargo:rerun-if-changed={}", path.display());
                collect_runtime(root, &path, sources);
            }
        } else if name.ends_with(".c") {
            println!("cargo:rerun-if-changed={}", path.display());
            sources.push(path);
        } else if name.ends_with(".h") {
            println!("cargo:rerun-if-changed={}", path.display());
        }
    }
}

/// 64-bit FNV-1a: a content hash stable across Rust versions.
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    fn finish(&self) -> u64 {
        self.0
    }
}
