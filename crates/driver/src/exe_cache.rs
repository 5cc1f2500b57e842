//! The executable cache: `skein run` and `skein build` look a program up
//! by what the C compiler would be given, and reuse the executable an
//! earlier compile made from exactly that instead of running `cc` again
//! (`cc` is most of a compile: 0.55 s of hello's 0.8 s, 6 s of a
//! 300-statement test file's 6.5 s).
//!
//! WHAT THE KEY COVERS, AND WHY A HIT IS THE SAME EXECUTABLE
//!
//! The key is a SHA-256 of everything the C compiler's output depends on:
//! - the generated C text, every translation unit's when it is split (the
//!   front end and every pass are deterministic: the same sources and
//!   flags give the same text byte for byte);
//! - the compiler build (`basis_cache::build_key`: the `skein` executable
//!   file, whose bytes hold the embedded runtime archive and header) and the
//!   runtime's own hash, `RUNTIME_HASH`;
//! - the C compiler command (`$CC` and its words) and every link option:
//!   optimisation level, flags, libraries, `-cc-opt`, `-link-opt`, and each
//!   extra input's path and contents (`_import`'s C files, objects and
//!   libraries);
//! - the environment variables the C compiler and linker read for search
//!   paths (`CPATH`, `C_INCLUDE_PATH`, `LIBRARY_PATH`).
//! A different compiler build, C text or link command is a different key,
//! so a hit is what `cc` would have produced (up to the C compiler's own
//! version: an executable built by an older gcc from the same text is kept).
//!
//! WHERE: `$XDG_CACHE_HOME/skein/exe/<key>` (else `~/.cache/skein/exe/`,
//! `toolchain::cache_root`).  An executable is stored under a temporary name
//! and renamed into place, so a concurrent compile reads the old file or the
//! whole new one.  An executable `skein run` builds in its private
//! temporary directory is hard-linked into the cache and out of it when
//! it can be (same file system); the output of `skein build` is the
//! user's file, which tools may rewrite in place, so it is always copied.
//! A hit is put where the caller wants it, so that the cache may drop the
//! file at any time.  A hit refreshes the file's
//! modification time; after a store, the least recently used files beyond
//! `MAX_ENTRIES` or `MAX_BYTES` in all are removed.
//!
//! `SKEIN_NO_EXE_CACHE=1` turns the cache off; `SKEIN_EXE_CACHE_LOG=1`
//! prints what it did on stderr (`exe cache: hit PATH`, `miss PATH`,
//! `written PATH`, `not written (WHY) PATH`).  Failing to read or write the
//! cache is never an error: the program is compiled as without it.

use crate::basis_cache::build_key;
use crate::toolchain::{c_compiler, cache_root, unique_suffix, LinkOptions, RUNTIME_HASH};
use sha2::{Digest, Sha256};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// At most this many executables are kept ...
const MAX_ENTRIES: usize = 64;
/// ... and at most this many bytes of them.
const MAX_BYTES: u64 = 512 << 20;

pub struct ExeCache {
    path: PathBuf,
    log: bool,
}

impl ExeCache {
    /// The cache entry of the program whose C units are `c_units`, linked
    /// with `link`; `None` when the cache is off or has no directory.
    pub fn open(c_units: &[String], link: &LinkOptions) -> Option<ExeCache> {
        let log = flag("SKEIN_EXE_CACHE_LOG");
        if flag("SKEIN_NO_EXE_CACHE") {
            if log {
                eprintln!("exe cache: off (SKEIN_NO_EXE_CACHE)");
            }
            return None;
        }
        let key = key(c_units, link)?;
        let path = cache_root()?.join("exe").join(key);
        Some(ExeCache { path, log })
    }

    fn note(&self, what: &str) {
        if self.log {
            eprintln!("exe cache: {} {}", what, self.path.display());
        }
    }

    /// Puts the cached executable at `out` (replacing what is there) and
    /// says whether it could: a miss, or a file that could not be linked
    /// or copied, is `false`.  `private`: `out` is only ever read (a
    /// hard link is enough).
    pub fn fetch(&self, out: &Path, private: bool) -> bool {
        if !self.path.is_file() {
            self.note("miss");
            return false;
        }
        let _ = fs::remove_file(out);
        let placed = (private && fs::hard_link(&self.path, out).is_ok()) || fs::copy(&self.path, out).is_ok();
        if !placed {
            self.note("miss (cannot copy)");
            return false;
        }
        // Least recently used goes first when the cache is trimmed.
        if let Ok(f) = fs::File::options().append(true).open(&self.path) {
            let _ = f.set_modified(SystemTime::now());
        }
        self.note("hit");
        true
    }

    /// Keeps a copy of the executable `exe` just built (`private`: a file
    /// nobody else will write, so a hard link is enough).
    pub fn store(&self, exe: &Path, private: bool) {
        let Some(dir) = self.path.parent() else { return };
        let tmp = dir.join(format!(".tmp-{}", unique_suffix()));
        let written = (|| {
            fs::create_dir_all(dir)?;
            if !private || fs::hard_link(exe, &tmp).is_err() {
                fs::copy(exe, &tmp)?;
            }
            fs::rename(&tmp, &self.path)
        })();
        match written {
            Ok(()) => {
                self.note("written");
                trim(dir);
            }
            Err(e) => {
                let _ = fs::remove_file(&tmp);
                self.note(&format!("not written ({})", e));
            }
        }
    }
}

fn flag(name: &str) -> bool {
    std::env::var_os(name).is_some_and(|v| !v.is_empty() && v != "0")
}

/// The hex SHA-256 of everything the executable depends on (module
/// comment); `None` when the compiler build cannot be identified or an
/// extra input cannot be read.
fn key(c_units: &[String], link: &LinkOptions) -> Option<String> {
    let mut h = Sha256::new();
    let mut field = |bytes: &[u8]| {
        h.update((bytes.len() as u64).to_le_bytes());
        h.update(bytes);
    };
    field(b"skein executable cache 1");
    field(&build_key()?.to_le_bytes());
    field(RUNTIME_HASH.as_bytes());
    let cc = c_compiler();
    field(cc.program.as_bytes());
    for a in &cc.args {
        field(a.as_bytes());
    }
    field(&[link.opt_level]);
    for list in [&link.cflags, &link.libs, &link.cc_opts, &link.link_opts] {
        field(&(list.len() as u64).to_le_bytes());
        for s in list {
            field(s.as_bytes());
        }
    }
    field(&(link.inputs.len() as u64).to_le_bytes());
    for input in &link.inputs {
        field(input.as_os_str().as_encoded_bytes());
        field(&fs::read(input).ok()?);
    }
    for var in ["CPATH", "C_INCLUDE_PATH", "LIBRARY_PATH"] {
        field(std::env::var_os(var).unwrap_or_default().as_encoded_bytes());
    }
    // One unit is keyed as before splitting existed; several by their
    // number and each one's text.
    if c_units.len() != 1 {
        field(&(c_units.len() as u64).to_le_bytes());
    }
    for unit in c_units {
        field(unit.as_bytes());
    }
    Some(h.finalize().iter().map(|b| format!("{:02x}", b)).collect())
}

/// Removes the least recently used executables beyond `MAX_ENTRIES` or
/// `MAX_BYTES`, and temporary files left by killed compiles.
fn trim(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    let now = SystemTime::now();
    let mut files: Vec<(SystemTime, u64, PathBuf)> = Vec::new();
    for entry in entries.flatten() {
        let Ok(meta) = entry.metadata() else { continue };
        let modified = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with(".tmp-") {
            let old = now.duration_since(modified).is_ok_and(|age| age.as_secs() > 3600);
            if old {
                let _ = fs::remove_file(entry.path());
            }
            continue;
        }
        files.push((modified, meta.len(), entry.path()));
    }
    files.sort_by(|a, b| b.0.cmp(&a.0));
    let mut bytes = 0u64;
    for (i, (_, len, path)) in files.iter().enumerate() {
        bytes += len;
        if i >= MAX_ENTRIES || bytes > MAX_BYTES {
            let _ = fs::remove_file(path);
        }
    }
}
