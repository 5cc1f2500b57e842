//! The basis cache: the state the front end is in after elaborating the
//! embedded basis library (`$(SML_LIB)/basis/basis.mlb`), kept on disk so
//! that the next compile reads it instead of parsing and elaborating the
//! library again (about 0.1 s, most of a small program's front end).
//!
//! WHAT IS CACHED, AND WHY IT IS THE SAME AS ELABORATING
//!
//! `MlbElaborator::elab_basis` elaborates `basis.mlb` first of all, before
//! any other file, whenever the program starts with it: a source file (as
//! if after `basis.mlb`), or an `.mlb` file whose first file, in
//! elaboration order, is `basis.mlb` or an `.mlb` file that starts with it
//! (`fork-join.mlb`, `mlton.mlb`, ... do).  An `.mlb` file is elaborated in
//! the initial basis whatever includes it, once, so elaborating it first
//! changes nothing but the numbering of the files in the `SourceMap`,
//! which is never printed.  The state after it depends only on the
//! compiler and the embedded library, not on the program or the command
//! line:
//! - library files are parsed with default syntax options, whatever the
//!   `ann`s or `-default-ann` around them (`elab_source_file`);
//! - the embedded `.mlb` files name no path variable but `$(SML_LIB)`
//!   (a unit test checks it), and when `-mlb-path-var` or the environment
//!   points `SML_LIB` elsewhere the library is not the embedded one and
//!   the cache is not used;
//! - `-default-type` accepts only the defaults.
//! That state is the elaborator (Core program so far, counters, builtins,
//! overloads), the initial basis, the bases of the `.mlb` files elaborated
//! (`memo`), the diagnostics already seen (`reported`), the names of the
//! files read (their texts are the embedded ones), and the binding counter
//! of scopes.  `crates/elaborate/src/snapshot.rs` turns it into bytes,
//! keeping the sharing of its `Rc`s.  A program compiled with the cache
//! therefore gets the same Core, diagnostics and `--print-sig` output as
//! without it; `SKEIN_NO_BASIS_CACHE=1` turns the cache off (the tests
//! compare the two).
//!
//! WHERE, AND WHICH FILE
//!
//! `$XDG_CACHE_HOME/skein/basis-KEY.snap` (else `~/.cache/skein/...`, as
//! for the runtime, `toolchain.rs`).  KEY identifies the compiler: the
//! `skein` executable (device, inode, size, modification time: a rebuilt
//! compiler is a new file), the crate version and `FORMAT_VERSION`.  The
//! executable is the key rather than a hash of the library because the
//! elaborator's code shapes the state as much as the library does.  The
//! embedded libraries (`basis/` and `smlnj-lib/`, `build.rs`) are part of
//! the executable, so editing any of their files makes a new key too; only
//! `basis.mlb`'s state is cached, and `smlnj-lib/` files are elaborated
//! on top of it on every compile.  Files
//! of other builds are removed when a new one is written, once unused for
//! `STALE_AFTER`.
//!
//! FILE FORMAT: magic `SKEINBAS`, `FORMAT_VERSION` (u32), the key (u64),
//! the payload's length (u64) and checksum (u64), the payload; integers
//! little-endian.  Anything that does not match (another build, a
//! truncated or damaged file) is ignored and the basis elaborated and
//! written again; reading never panics on bad bytes (`snapshot::decode`
//! returns errors).  A file is written to a temporary name and renamed into
//! place, so concurrent compiles read the old file or the whole new one.
//!
//! `SKEIN_BASIS_CACHE_LOG=1` prints what the cache did on stderr
//! (`basis cache: hit PATH`, `miss`, `written`, `ignored: WHY`).

use crate::toolchain::{cache_root, unique_suffix};
use std::fs;
use std::hash::Hasher;
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, SystemTime};

/// Bump when the layout of the snapshot changes without the executable
/// changing (never, in practice: the key includes the executable).
const FORMAT_VERSION: u32 = 1;

const MAGIC: &[u8; 8] = b"SKEINBAS";

/// Magic, version, key, length, checksum.
const HEADER_LEN: usize = 8 + 4 + 8 + 8 + 8;

/// Cache files of other builds unused for this long are removed.
const STALE_AFTER: Duration = Duration::from_secs(3600);

pub struct BasisCache {
    path: PathBuf,
    key: u64,
    log: bool,
}

impl BasisCache {
    /// The cache of this compiler build; `None` when turned off
    /// (`SKEIN_NO_BASIS_CACHE` set to anything but `0`) or when there is no
    /// cache directory or the executable cannot be identified.
    pub fn open() -> Option<BasisCache> {
        let log = std::env::var_os("SKEIN_BASIS_CACHE_LOG").is_some_and(|v| !v.is_empty() && v != "0");
        if std::env::var_os("SKEIN_NO_BASIS_CACHE").is_some_and(|v| !v.is_empty() && v != "0") {
            if log {
                eprintln!("basis cache: off (SKEIN_NO_BASIS_CACHE)");
            }
            return None;
        }
        let key = build_key()?;
        let path = cache_root()?.join(format!("basis-{:016x}.snap", key));
        Some(BasisCache { path, key, log })
    }

    /// Says what the cache did, when asked to (`SKEIN_BASIS_CACHE_LOG`).
    pub fn note(&self, what: &str) {
        if self.log {
            eprintln!("basis cache: {} {}", what, self.path.display());
        }
    }

    /// The payload of this build's cache file, if there is a sound one.
    pub fn load(&self) -> Option<Vec<u8>> {
        let Ok(mut bytes) = fs::read(&self.path) else {
            self.note("miss");
            return None;
        };
        match self.check(&bytes) {
            Ok(()) => {
                bytes.drain(..HEADER_LEN);
                Some(bytes)
            }
            Err(why) => {
                self.note(&format!("ignored ({}):", why));
                None
            }
        }
    }

    fn check(&self, bytes: &[u8]) -> Result<(), &'static str> {
        if bytes.len() < HEADER_LEN || &bytes[..8] != MAGIC {
            return Err("not a basis cache file");
        }
        let u32_at = |i: usize| u32::from_le_bytes(bytes[i..i + 4].try_into().expect("4 bytes"));
        let u64_at = |i: usize| u64::from_le_bytes(bytes[i..i + 8].try_into().expect("8 bytes"));
        if u32_at(8) != FORMAT_VERSION || u64_at(12) != self.key {
            return Err("another compiler's");
        }
        let payload = &bytes[HEADER_LEN..];
        if u64_at(20) != payload.len() as u64 {
            return Err("truncated");
        }
        if u64_at(28) != checksum(payload) {
            return Err("damaged");
        }
        Ok(())
    }

    /// Writes `payload` as this build's cache file (atomically), and
    /// removes stale files of other builds.  Failing to write is not an
    /// error: the next compile elaborates the basis again.
    pub fn store(&self, payload: &[u8]) {
        let Some(dir) = self.path.parent() else { return };
        let name = self.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let tmp = dir.join(format!(".{}.tmp-{}", name, unique_suffix()));
        let mut header = Vec::with_capacity(HEADER_LEN);
        header.extend_from_slice(MAGIC);
        header.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        header.extend_from_slice(&self.key.to_le_bytes());
        header.extend_from_slice(&(payload.len() as u64).to_le_bytes());
        header.extend_from_slice(&checksum(payload).to_le_bytes());
        let written = (|| {
            fs::create_dir_all(dir)?;
            let mut file = fs::OpenOptions::new().write(true).create_new(true).open(&tmp)?;
            file.write_all(&header)?;
            file.write_all(payload)?;
            drop(file);
            fs::rename(&tmp, &self.path)
        })();
        match written {
            Ok(()) => {
                self.note("written");
                self.remove_stale_files();
            }
            Err(e) => {
                let _ = fs::remove_file(&tmp);
                self.note(&format!("not written ({}):", e));
            }
        }
    }

    /// Removes other builds' cache files (and temporary files left by
    /// killed compiles) not modified for `STALE_AFTER`.
    fn remove_stale_files(&self) {
        let Some(dir) = self.path.parent() else { return };
        let Ok(entries) = fs::read_dir(dir) else { return };
        let now = SystemTime::now();
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            let ours = name.starts_with("basis-") || name.starts_with(".basis-");
            if !ours || !name.contains(".snap") || path == self.path {
                continue;
            }
            let modified = entry.metadata().and_then(|m| m.modified());
            let stale = modified.ok().and_then(|m| now.duration_since(m).ok()).is_some_and(|age| age > STALE_AFTER);
            if stale {
                let _ = fs::remove_file(&path);
            }
        }
    }
}

/// Identifies this compiler build: its executable file, version and the
/// cache format.
pub(crate) fn build_key() -> Option<u64> {
    let exe = std::env::current_exe().ok()?;
    let meta = fs::metadata(&exe).ok()?;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    h.write(env!("CARGO_PKG_VERSION").as_bytes());
    h.write_u32(FORMAT_VERSION);
    h.write_u64(meta.len());
    let modified = meta.modified().ok()?.duration_since(SystemTime::UNIX_EPOCH).ok()?;
    h.write_u128(modified.as_nanos());
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        h.write_u64(meta.dev());
        h.write_u64(meta.ino());
    }
    Some(h.finish())
}

/// Detects damaged files (not an adversary): SipHash with fixed keys, the
/// same in the process that wrote the file and the one that reads it
/// (they are one build).
fn checksum(bytes: &[u8]) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    h.write(bytes);
    h.finish()
}
