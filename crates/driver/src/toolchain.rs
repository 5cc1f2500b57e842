//! The C toolchain: turns a C file that includes `skein.h` into an
//! executable linked with Skein's runtime.
//!
//! HOW THE RUNTIME GETS FROM `runtime/` INTO AN EXECUTABLE
//!
//! 1. When `skein` itself is built, `build.rs` compiles every runtime `.c`
//!    file (`runtime/*.c`, `runtime/gc/*.c`, ...; not `runtime/tests/`) with
//!    the `cc` crate (`-std=c11 -O2 -fno-omit-frame-pointer -Wall -Wextra`,
//!    the flags of `runtime/Makefile`) into `libskeinrt.a`, and embeds that
//!    archive's bytes, the public header `runtime/include/skein.h` and a
//!    hash of both in the `skein` binary (`embedded_runtime.rs` in
//!    `$OUT_DIR`, included below).  The archive is not linked into `skein`.
//! 2. When `skein` links a program, [`extract_runtime`] writes the two files
//!    into a per-user cache directory named by that hash,
//!    `$XDG_CACHE_HOME/skein/<hash>/` (else `~/.cache/skein/<hash>/`):
//!    `include/skein.h` and `libskeinrt.a`.  Files already there with the
//!    right contents are reused; missing or damaged ones are written to a
//!    temporary name and renamed into place, so concurrent `skein`
//!    processes never see (or leave) a half-written file.  A new `skein`
//!    build with a different runtime gets a new directory.  If no cache
//!    directory is writable, a private temporary directory is used for
//!    this one link and removed afterwards.
//! 3. [`compile_and_link`] runs the C compiler (`$CC`, else `cc`):
//!    `$CC -std=c11 -O2 -fno-math-errno -frounding-math FLAGS -I<dir>/include FILE.c <dir>/libskeinrt.a
//!    -lgmp -lm -lpthread -o OUT` (GMP for IntInf, `runtime/intinf.c`).
//!    A big program's C comes in several translation units (codegen
//!    units.rs): [`compile_and_link_units`] compiles each with those flags
//!    and `-c`, several at once, then links the objects the same way.
//!
//! Errors are values ([`ToolchainError`]) whose `Display` is the message the
//! driver prints: no C compiler, a compiler that failed (with the exact
//! command and its stderr), or a cache that could not be written.

use std::ffi::OsString;
use std::fmt;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

mod embedded_runtime {
    include!(concat!(env!("OUT_DIR"), "/embedded_runtime.rs"));
}
pub use embedded_runtime::{RUNTIME_HASH, RUNTIME_HEADER, RUNTIME_LIB};

/// What may vary between links.
#[derive(Debug, Clone)]
pub struct LinkOptions {
    /// Optimisation level passed as `-O<n>`.
    pub opt_level: u8,
    /// Extra compiler flags, placed after the standard ones.
    pub cflags: Vec<String>,
    /// Extra libraries (`-l<name>`), after the runtime (e.g. `gmp`).
    pub libs: Vec<String>,
    /// The user's extra inputs (MLton's `mlton prog.mlb foo.c bar.o
    /// libbaz.a`), for `_import`: `.c` files are compiled on their own
    /// (with `cc_opts`, not the generated code's flags: no `-std=c11`, so
    /// POSIX declarations stay visible), the others linked as given.
    pub inputs: Vec<PathBuf>,
    /// Flags for compiling the `.c` inputs (MLton's `-cc-opt`).
    pub cc_opts: Vec<String>,
    /// Flags for the link, after every library (MLton's `-link-opt`).
    pub link_opts: Vec<String>,
}

impl Default for LinkOptions {
    fn default() -> Self {
        LinkOptions { opt_level: 2, cflags: Vec::new(), libs: Vec::new(), inputs: Vec::new(), cc_opts: Vec::new(), link_opts: Vec::new() }
    }
}

#[derive(Debug)]
pub enum ToolchainError {
    /// The C compiler could not be started because it does not exist.
    CompilerNotFound { compiler: String, from_env: bool },
    /// The C compiler could not be started for another reason.
    CompilerNotRunnable { compiler: String, error: io::Error },
    /// The C compiler ran and failed.
    CompilerFailed { command: String, status: String, stderr: String },
    /// The runtime could not be written anywhere.
    Cache { path: PathBuf, error: io::Error },
}

impl fmt::Display for ToolchainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToolchainError::CompilerNotFound { compiler, from_env } => {
                write!(f, "C compiler `{}` not found", compiler)?;
                if *from_env {
                    write!(f, " (named by $CC)")?;
                }
                write!(f, ": install gcc or clang, or set CC")
            }
            ToolchainError::CompilerNotRunnable { compiler, error } => {
                write!(f, "cannot run the C compiler `{}`: {}", compiler, error)
            }
            ToolchainError::CompilerFailed { command, status, stderr } => {
                write!(f, "the C compiler failed ({})\n  command: {}", status, command)?;
                let stderr = stderr.trim_end();
                if !stderr.is_empty() {
                    write!(f, "\n  compiler output:")?;
                    for line in stderr.lines() {
                        write!(f, "\n    {}", line)?;
                    }
                }
                Ok(())
            }
            ToolchainError::Cache { path, error } => {
                write!(f, "cannot write Skein's runtime to `{}`: {}", path.display(), error)
            }
        }
    }
}

impl std::error::Error for ToolchainError {}

/// The C compiler command: `$CC` (split on whitespace, so `ccache gcc`
/// works), else `cc`.
#[derive(Debug, Clone)]
pub struct CCompiler {
    pub program: String,
    pub args: Vec<String>,
    pub from_env: bool,
}

pub fn c_compiler() -> CCompiler {
    if let Some(cc) = std::env::var_os("CC") {
        let cc = cc.to_string_lossy().into_owned();
        let mut words = cc.split_whitespace().map(str::to_string);
        if let Some(program) = words.next() {
            return CCompiler { program, args: words.collect(), from_env: true };
        }
    }
    CCompiler { program: "cc".to_string(), args: Vec::new(), from_env: false }
}

/// Where the embedded runtime lies on disk: `dir/include/skein.h` and
/// `dir/libskeinrt.a`.  A private temporary directory is removed on drop.
#[derive(Debug)]
pub struct RuntimeDir {
    pub dir: PathBuf,
    temporary: bool,
}

impl RuntimeDir {
    pub fn include_dir(&self) -> PathBuf {
        self.dir.join("include")
    }
    pub fn library(&self) -> PathBuf {
        self.dir.join("libskeinrt.a")
    }
}

impl Drop for RuntimeDir {
    fn drop(&mut self) {
        if self.temporary {
            let _ = fs::remove_dir_all(&self.dir);
        }
    }
}

/// The per-user cache root: `$XDG_CACHE_HOME/skein`, else `~/.cache/skein`.
pub(crate) fn cache_root() -> Option<PathBuf> {
    let absolute = |v: OsString| Some(PathBuf::from(v)).filter(|p| p.is_absolute());
    if let Some(xdg) = std::env::var_os("XDG_CACHE_HOME").and_then(absolute) {
        return Some(xdg.join("skein"));
    }
    std::env::var_os("HOME").and_then(absolute).map(|home| home.join(".cache").join("skein"))
}

/// Makes the embedded runtime available on disk (see the module comment).
pub fn extract_runtime() -> Result<RuntimeDir, ToolchainError> {
    if let Some(root) = cache_root() {
        let dir = root.join(RUNTIME_HASH);
        if write_runtime_files(&dir).is_ok() {
            return Ok(RuntimeDir { dir, temporary: false });
        }
    }
    // No usable cache: a fresh directory only this process writes (created
    // exclusively, so nobody else can have planted files in it).
    let tmp = std::env::temp_dir();
    let mut last_error = io::Error::other("no temporary directory");
    for _ in 0..16 {
        let dir = tmp.join(format!("skein-runtime-{}", unique_suffix()));
        match fs::create_dir(&dir) {
            Ok(()) => {
                let runtime = RuntimeDir { dir, temporary: true };
                return match write_runtime_files(&runtime.dir) {
                    Ok(()) => Ok(runtime),
                    Err(error) => Err(ToolchainError::Cache { path: runtime.dir.clone(), error }),
                };
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last_error = e,
            Err(e) => {
                last_error = e;
                break;
            }
        }
    }
    Err(ToolchainError::Cache { path: tmp, error: last_error })
}

fn write_runtime_files(dir: &Path) -> io::Result<()> {
    fs::create_dir_all(dir.join("include"))?;
    install_file(&dir.join("include").join("skein.h"), RUNTIME_HEADER)?;
    install_file(&dir.join("libskeinrt.a"), RUNTIME_LIB)
}

/// Makes `path` hold exactly `contents`: keeps it if it already does,
/// otherwise writes a temporary file beside it and renames it over `path`
/// (atomic: readers see the old file or the whole new one).
fn install_file(path: &Path, contents: &[u8]) -> io::Result<()> {
    if let Ok(existing) = fs::read(path) {
        if existing == contents {
            return Ok(());
        }
    }
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = path.with_file_name(format!(".{}.tmp-{}", name, unique_suffix()));
    let written = (|| {
        let mut file = fs::OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        file.write_all(contents)?;
        file.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    written
}

/// Unique within this machine: process id, time and a counter.
pub(crate) fn unique_suffix() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    format!("{}-{:x}-{}", std::process::id(), nanos, COUNTER.fetch_add(1, Ordering::Relaxed))
}

/// Compiles `c_source` and links it with the runtime into `output`.
pub fn compile_and_link(c_source: &Path, output: &Path, options: &LinkOptions) -> Result<(), ToolchainError> {
    compile_and_link_units(&[c_source.to_path_buf()], output, options)
}

/// Compiles the translation units `c_sources` of one program and links
/// them with the runtime into `output`.  One unit is compiled and linked
/// by one command (the module comment's); several are compiled each to an
/// object beside it, by up to `available_parallelism` `$CC -c` commands at
/// once, with the same flags, and the objects linked as one unit would be
/// (objects removed afterwards).
pub fn compile_and_link_units(c_sources: &[PathBuf], output: &Path, options: &LinkOptions) -> Result<(), ToolchainError> {
    let cc = c_compiler();
    let runtime = extract_runtime()?;
    // The user's C files, each compiled to an object beside the output
    // (removed after the link).
    let mut objects: Vec<PathBuf> = Vec::new();
    let mut inputs: Vec<OsString> = Vec::new();
    let mut failed = None;
    for input in &options.inputs {
        if input.extension().is_some_and(|e| e == "c") {
            let stem = input.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
            let obj = output.with_file_name(format!(".{}-{}.o", stem, unique_suffix()));
            let mut cargs: Vec<OsString> = cc.args.iter().map(OsString::from).collect();
            cargs.push("-O2".into());
            cargs.extend(options.cc_opts.iter().map(OsString::from));
            cargs.push("-c".into());
            cargs.push(input.into());
            cargs.push("-o".into());
            cargs.push((&obj).into());
            objects.push(obj.clone());
            if let Err(e) = run_compiler(&cc, &cargs) {
                failed = Some(e);
                break;
            }
            inputs.push(obj.into());
        } else {
            inputs.push(input.into());
        }
    }
    let result = match failed {
        Some(e) => Err(e),
        None if c_sources.len() == 1 => compile_and_link_objects(&cc, &runtime, &[c_sources[0].clone().into_os_string()], &inputs, output, options),
        None => {
            let unit_objects: Vec<PathBuf> = c_sources
                .iter()
                .map(|c| {
                    let stem = c.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
                    c.with_file_name(format!(".{}-{}.o", stem, unique_suffix()))
                })
                .collect();
            objects.extend(unit_objects.iter().cloned());
            compile_units(&cc, &runtime, c_sources, &unit_objects, options).and_then(|()| {
                let objs: Vec<OsString> = unit_objects.iter().map(|o| o.clone().into_os_string()).collect();
                compile_and_link_objects(&cc, &runtime, &objs, &inputs, output, options)
            })
        }
    };
    for o in objects {
        let _ = fs::remove_file(o);
    }
    result
}

/// Compiles each of `c_sources` to the object at the same index of
/// `objects`, running up to `available_parallelism` compilers at once,
/// biggest file first; the first failure (in unit order) is the error.
fn compile_units(cc: &CCompiler, runtime: &RuntimeDir, c_sources: &[PathBuf], objects: &[PathBuf], options: &LinkOptions) -> Result<(), ToolchainError> {
    let jobs = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).min(c_sources.len()).max(1);
    // The biggest units first, so that a long one does not start last.
    let mut order: Vec<usize> = (0..c_sources.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(fs::metadata(&c_sources[i]).map(|m| m.len()).unwrap_or(0)));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<Result<(), ToolchainError>>>> = c_sources.iter().map(|_| std::sync::Mutex::new(None)).collect();
    let failed = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| loop {
                let Some(&i) = order.get(next.fetch_add(1, Ordering::Relaxed)) else { break };
                if failed.load(Ordering::Relaxed) {
                    break;
                }
                let mut args = c_flags(cc, runtime, options);
                args.push("-c".into());
                args.push(c_sources[i].clone().into_os_string());
                args.push("-o".into());
                args.push(objects[i].clone().into_os_string());
                let result = run_compiler(cc, &args);
                if result.is_err() {
                    failed.store(true, Ordering::Relaxed);
                }
                if let Ok(mut slot) = results[i].lock() {
                    *slot = Some(result);
                }
            });
        }
    });
    for r in results {
        if let Ok(Some(Err(e))) = r.into_inner() {
            return Err(e);
        }
    }
    Ok(())
}

/// The compiler's arguments before the sources: `$CC`'s own words, the
/// flags of generated code and the runtime's include directory.
fn c_flags(cc: &CCompiler, runtime: &RuntimeDir, options: &LinkOptions) -> Vec<OsString> {
    let mut args: Vec<OsString> = cc.args.iter().map(OsString::from).collect();
    args.push("-std=c11".into());
    args.push(format!("-O{}", options.opt_level).into());
    // SML's Math functions never read errno: without this, gcc follows
    // every inlined `sqrtsd` with a call to libm's `sqrt` for negative
    // arguments, and that call may write memory, so the array lengths of
    // bounds checks are reloaded after it (bench nbody: 41.7 -> 37.7 M
    // instructions at 20000 steps).
    args.push("-fno-math-errno".into());
    // IEEEReal.setRoundingMode changes how every later real operation
    // rounds, so gcc must not fold an inexact operation on constants in
    // round-to-nearest: 1.0 / 3.0 under TO_POSINF gave the nearest double
    // when gcc saw the operands (also through a ref), the rounded-up one
    // when they came from input.  The real benchmarks (nbody, mandelbrot,
    // integrate, dmm, map-heavy, line-fit) run the same instructions with
    // it, to within 60 of several hundred million.
    args.push("-frounding-math".into());
    // Functions start on a 32-byte boundary (gcc's default is 16): a small
    // hot recursive function that happened to start 16 bytes before a
    // 64-byte line ran 25-45% slower (bench par fib 40, one worker: 0.74 s
    // at 0x...bf0 against 0.55 s at 0x...be0, same instructions), which
    // made unrelated changes look like regressions.
    args.push("-falign-functions=32".into());
    // The collector finds stack roots conservatively, so every live heap
    // pointer must be in a register or stack slot as itself or as an
    // address inside its object.  gcc's induction-variable optimisation
    // breaks that: a loop reading two vectors with one index kept one of
    // them only as its distance from the other (`k - s`, plus a pointer
    // walking `s`), so a major collection moved `k` and the loop read
    // freed memory (MD5 of a 200-byte string, wrong under gc-stress:
    // tests/run/mlb_smlpkg_libs split with pieces of 600).  The benchmarks
    // run as fast without the pass: 27 programs (bench/seq and the
    // sequential elisions of bench/par) A/B in one run, geomean time
    // ratio 0.96 and 1.01 in two runs, within noise.  clang ignores the
    // flag (with a warning nobody sees).
    args.push("-fno-ivopts".into());
    args.extend(options.cflags.iter().map(OsString::from));
    let mut include = OsString::from("-I");
    include.push(runtime.include_dir());
    args.push(include);
    args
}

/// Compiles and links `sources` (C files, or the objects of a program's
/// units) with the user's `inputs` and the runtime into `output`.
fn compile_and_link_objects(cc: &CCompiler, runtime: &RuntimeDir, sources: &[OsString], inputs: &[OsString], output: &Path, options: &LinkOptions) -> Result<(), ToolchainError> {
    let mut args = c_flags(cc, runtime, options);
    args.extend(sources.iter().cloned());
    args.extend(inputs.iter().cloned());
    args.push(runtime.library().into());
    args.extend(options.libs.iter().map(|l| OsString::from(format!("-l{}", l))));
    // IntInf (runtime/intinf.c) is built on GMP.
    args.push("-lgmp".into());
    args.push("-lm".into());
    args.push("-lpthread".into());
    args.extend(options.link_opts.iter().map(OsString::from));
    args.push("-o".into());
    args.push(output.into());
    run_compiler(cc, &args)
}

fn run_compiler(cc: &CCompiler, args: &[OsString]) -> Result<(), ToolchainError> {
    let result = Command::new(&cc.program).args(args).stdin(std::process::Stdio::null()).output();
    let out = match result {
        Ok(out) => out,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return Err(ToolchainError::CompilerNotFound { compiler: cc.program.clone(), from_env: cc.from_env })
        }
        Err(error) => return Err(ToolchainError::CompilerNotRunnable { compiler: cc.program.clone(), error }),
    };
    if out.status.success() {
        return Ok(());
    }
    let mut command = shell_quote(&cc.program);
    for a in args {
        command.push(' ');
        command.push_str(&shell_quote(&a.to_string_lossy()));
    }
    let status = match out.status.code() {
        Some(code) => format!("exit status {}", code),
        None => "killed by a signal".to_string(),
    };
    let mut stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    stderr.push_str(&String::from_utf8_lossy(&out.stdout));
    Err(ToolchainError::CompilerFailed { command, status, stderr })
}

/// `word` as a POSIX shell would need it to be written.
fn shell_quote(word: &str) -> String {
    let plain = !word.is_empty() && word.chars().all(|c| c.is_ascii_alphanumeric() || "-_./=+,:@%".contains(c));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting() {
        assert_eq!(shell_quote("-O2"), "-O2");
        assert_eq!(shell_quote("a b"), "'a b'");
        assert_eq!(shell_quote("it's"), "'it'\\''s'");
        assert_eq!(shell_quote(""), "''");
    }

    #[test]
    fn embedded_runtime_is_an_archive() {
        assert!(RUNTIME_LIB.starts_with(b"!<arch>\n"));
        assert!(std::str::from_utf8(RUNTIME_HEADER).unwrap().contains("sk_init"));
        assert_eq!(RUNTIME_HASH.len(), 16);
    }

    #[test]
    fn install_file_replaces_damaged_contents() {
        let dir = std::env::temp_dir().join(format!("skein-install-test-{}", unique_suffix()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("f");
        fs::write(&path, b"half").unwrap();
        install_file(&path, b"whole file").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"whole file");
        install_file(&path, b"whole file").unwrap();
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1, "no temporary files left");
        fs::remove_dir_all(&dir).unwrap();
    }
}
