//! The meaning of ML Basis programs: loads `.mlb` and source files and
//! elaborates them in the order and scopes MLton's ML Basis semantics give.
//!
//! A basis value here (`MlbEnv`) is the elaborator's `Basis`, the fixity
//! environment and the named bases (`basis b = ...`).  Elaborating a basis
//! declaration in an environment yields the *delta* it declares; a sequence
//! extends, `local` hides, `open` brings named bases in, `let` scopes.
//!
//! Invariants:
//! - The initial basis (`Elaborator::initial_basis`, `FixityEnv::initial`)
//!   is underneath everything: every `.mlb` file is elaborated starting from
//!   it and nothing else (an `.mlb` file is closed, as in MLton).
//! - Every distinct `.mlb` file is elaborated once; later occurrences denote
//!   the same basis (memoised by canonical path), so its source files are
//!   elaborated, and their Core code emitted, once.
//! - After the first error, no further source file is elaborated (later
//!   files would only report consequences of the first error).
//! - A source file is parsed with the syntax extensions (`SyntaxOptions`)
//!   that the annotations of the `ann`s around it enable.

use crate::basis_cache::BasisCache;
use crate::embedded;
use serde::{Deserialize, Serialize};
use skein_diagnostics::timing::timed;
use skein_diagnostics::{Diagnostic, Diagnostics, FileId, Severity, SourceMap, Span};
use skein_elaborate::snapshot::{self, SharedIn, SharedOut};
use skein_elaborate::{Basis, Elaborator, FileOptions};
use skein_syntax::mlb::{self, BasDec, BasDecKind, BasExp, BasExpKind, ModBind, PathLit};
use skein_syntax::{FixityEnv, SyntaxOptions};
use std::collections::{HashMap, HashSet};
use std::path::{Component, Path, PathBuf};
use std::rc::Rc;

/// Stands for `$(SML_LIB)` in an expanded path when it means the embedded
/// library (a byte no real path contains).
const SML_LIB_MARKER: &str = "\u{0}SML_LIB";

/// The basis library, as a source file root sees it first.
const BASIS_MLB: &str = "$(SML_LIB)/basis/basis.mlb";
/// Its key in the embedded library.
const BASIS_MLB_KEY: &str = "basis/basis.mlb";
/// What a source file root sees besides the basis library, as MLton's
/// default basis: (the `.mlb` file, the structure taken from it).
const DEFAULT_EXTRAS: [(&str, &str); 2] = [("$(SML_LIB)/basis/mlton.mlb", "MLton"), ("$(SML_LIB)/basis/unsafe.mlb", "Unsafe")];

/// A basis as the ML Basis language sees it.
#[derive(Clone, Serialize, Deserialize)]
pub struct MlbEnv {
    pub basis: Basis,
    pub fixity: FixityEnv,
    #[serde(with = "snapshot::shared_map")]
    pub bases: HashMap<String, Rc<MlbEnv>>,
}

impl MlbEnv {
    pub fn empty() -> MlbEnv {
        MlbEnv { basis: Basis::new(), fixity: FixityEnv::empty(), bases: HashMap::new() }
    }

    /// `self + other`: `other`'s bindings shadow `self`'s.
    pub fn extend(&mut self, other: &MlbEnv) {
        self.basis.extend(&other.basis);
        self.fixity.extend(&other.fixity);
        for (k, v) in &other.bases {
            self.bases.insert(k.clone(), v.clone());
        }
    }

    fn plus(&self, other: &MlbEnv) -> MlbEnv {
        let mut e = self.clone();
        e.extend(other);
        e
    }
}

/// Where a file lives.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
enum Location {
    /// In the embedded basis library, by its path under `$(SML_LIB)`
    /// (`basis/list.sml`).
    Embedded(String),
    /// On disk, lexically normalised (as shown in messages).
    Disk(PathBuf),
}

#[derive(Clone, Debug)]
struct SourceFile {
    location: Location,
    /// Part of the basis library (reached through `$(SML_LIB)`): may use
    /// `_prim`, its warnings are not shown, `--print-sig` leaves it out.
    library: bool,
}

impl SourceFile {
    fn display(&self) -> String {
        match &self.location {
            Location::Embedded(key) => format!("$(SML_LIB)/{}", key),
            Location::Disk(p) => p.display().to_string(),
        }
    }
}

#[derive(Clone, Copy)]
enum Namespace {
    Structure,
    Signature,
    Functor,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum FileKind {
    Source,
    Mlb,
}

fn file_kind(path: &str) -> Option<FileKind> {
    let ext = Path::new(path).extension().and_then(|e| e.to_str())?;
    match ext {
        "mlb" => Some(FileKind::Mlb),
        "sml" | "sig" | "fun" | "ML" | "sm" => Some(FileKind::Source),
        _ => None,
    }
}

/// Options of one front-end run.
#[derive(Clone, Debug, Default)]
pub struct MlbOptions {
    /// `-mlb-path-var 'NAME value'` definitions, later ones winning.
    pub path_vars: Vec<(String, String)>,
    /// `-default-type` values given (all 64-bit: the only ones supported).
    pub default_types: Vec<String>,
    /// `-default-ann` annotations: in force around the whole program, as
    /// if by an `ann` around the root file.
    pub default_annotations: Vec<String>,
    /// Whether to read and write the basis cache (`basis_cache.rs`).
    pub basis_cache: bool,
}

pub struct MlbElaborator<'m> {
    el: Elaborator,
    map: &'m mut SourceMap,
    diags: Diagnostics,
    /// What every user (non-library) source file declared, in elaboration
    /// order (for `--print-sig`).
    user_deltas: Vec<Basis>,
    initial: MlbEnv,
    path_vars: HashMap<String, String>,
    memo: HashMap<Location, Rc<MlbEnv>>,
    /// `.mlb` files being elaborated, to report cycles.
    active: Vec<Location>,
    /// The annotations of the enclosing `ann`s, outermost first.  They hold
    /// dynamically, as in MLton: also in an `.mlb` file elaborated (for the
    /// first time) under them.
    annotations: Vec<String>,
    /// Span and message of every diagnostic kept, to drop repeats (the
    /// copies of a rule body that or-patterns make report alike).
    reported: HashSet<(Span, String)>,
    /// Where the state after the basis library is kept between compiles;
    /// `None` when not used.
    basis_cache: Option<BasisCache>,
}

impl<'m> MlbElaborator<'m> {
    pub fn new(map: &'m mut SourceMap, options: &MlbOptions) -> MlbElaborator<'m> {
        let mut el = Elaborator::new();
        let basis = el.initial_basis();
        let initial = MlbEnv { basis, fixity: FixityEnv::initial(), bases: HashMap::new() };
        MlbElaborator {
            el,
            map,
            diags: Diagnostics::new(),
            user_deltas: Vec::new(),
            initial,
            path_vars: options.path_vars.iter().cloned().collect(),
            memo: HashMap::new(),
            active: Vec::new(),
            annotations: options.default_annotations.clone(),
            reported: HashSet::new(),
            basis_cache: if options.basis_cache { BasisCache::open() } else { None },
        }
    }

    /// The elaborator (for `print_sig` and `finish`), every diagnostic in
    /// order, and what the user's files declared.
    /// The bases of the `.mlb` files (`memo`, `initial`) are leaked, not
    /// freed: process exit frees them faster (see `Elaborator::finish`).
    pub fn finish(self) -> (Elaborator, Diagnostics, Vec<Basis>) {
        let MlbElaborator { el, diags, user_deltas, initial, memo, .. } = self;
        std::mem::forget((initial, memo));
        (el, diags, user_deltas)
    }

    /// Elaborates the program named on the command line: an `.mlb` file, or
    /// a source file as if in an `.mlb` after `$(SML_LIB)/basis/basis.mlb`
    /// (plus `MLton` and `Unsafe`, as MLton's default basis).
    pub fn elab_root(&mut self, path: &str) {
        let Some(kind) = file_kind(path) else {
            self.diags.error(
                Span::DUMMY,
                format!("`{}`: unknown file kind (expected an .mlb file or an SML source file: .sml, .sig, .fun)", path),
            );
            return;
        };
        let root = SourceFile { location: Location::Disk(normalize(Path::new(path))), library: false };
        let lit = PathLit { text: path.to_string(), span: Span::DUMMY };
        match kind {
            FileKind::Mlb => {
                if self.starts_with_basis(&root, 0) {
                    self.elab_basis();
                }
                self.elab_mlb_file(&root, &lit);
            }
            FileKind::Source => {
                let basis = self.elab_basis();
                let extras = self.default_extras(&root);
                let env = self.initial.plus(&basis).plus(&extras);
                self.elab_source_file(&env, &root, &lit);
            }
        }
    }

    /// The structures that MLton's default basis (what `mlton prog.sml`
    /// compiles against) adds to the Basis Library and that Skein has:
    /// `MLton` (from `mlton.mlb`) and `Unsafe` (from `unsafe.mlb`).  Only
    /// these two names are taken, not the rest of those files' bases (the
    /// Vector/Array extras of `build/sources.mlb` would otherwise leak into
    /// a program's `open Array`).  A library directory without these
    /// files (`-mlb-path-var 'SML_LIB dir'`) just adds nothing.  A
    /// structure that `root`'s text never names cannot be used, so it is
    /// not elaborated (most programs compile as fast as with the basis
    /// cache alone).
    fn default_extras(&mut self, root: &SourceFile) -> MlbEnv {
        let mut extras = MlbEnv::empty();
        let text = match &root.location {
            Location::Disk(p) => std::fs::read(p).map(|bytes| String::from_utf8_lossy(&bytes).into_owned()).unwrap_or_default(),
            Location::Embedded(_) => String::new(),
        };
        for (path, name) in DEFAULT_EXTRAS {
            if !text.contains(name) {
                continue;
            }
            let lit = PathLit { text: path.to_string(), span: Span::DUMMY };
            let present = match resolve_path(&self.path_vars, None, path) {
                Ok(file) => match &file.location {
                    Location::Embedded(key) => embedded::lookup(key).is_some(),
                    Location::Disk(p) => p.exists(),
                },
                Err(_) => false,
            };
            if !present {
                continue;
            }
            let initial = self.initial.clone();
            let env = self.elab_path(&initial, None, &lit);
            if let Some(s) = env.basis.env.structures.get(name).cloned() {
                extras.basis.env.bind_structure(name.to_string(), s);
            }
        }
        extras
    }

    // ------------------------------------------------------------ the basis first

    /// Elaborates `$(SML_LIB)/basis/basis.mlb` before anything else has
    /// been, or restores the state that leaves from the basis cache (see
    /// `basis_cache.rs` for why that is the same), and writes the cache
    /// after elaborating.  Returns the basis `basis.mlb` declares.
    fn elab_basis(&mut self) -> MlbEnv {
        let lit = PathLit { text: BASIS_MLB.to_string(), span: Span::DUMMY };
        let embedded = matches!(resolve_path(&self.path_vars, None, BASIS_MLB), Ok(f) if f.location == Location::Embedded(BASIS_MLB_KEY.into()));
        let untouched = self.map.is_empty() && self.memo.is_empty() && self.reported.is_empty() && self.diags.items.is_empty();
        let cache = if embedded && untouched { self.basis_cache.take() } else { None };
        if let Some(cache) = &cache {
            if let Some(basis) = timed("basis-cache-read", || self.restore_basis(cache)) {
                cache.note("hit");
                return basis;
            }
        }
        let initial = self.initial.clone();
        let basis = self.elab_path(&initial, None, &lit);
        if let Some(cache) = &cache {
            timed("basis-cache-write", || self.save_basis(cache));
        }
        basis
    }

    /// The state after the basis library, from the cache; `None` (and the
    /// state untouched) if the cache has no sound one.
    fn restore_basis(&mut self, cache: &BasisCache) -> Option<MlbEnv> {
        let bytes = cache.load()?;
        // Decoding checks what it reads; a panic would still be a bug in
        // it, and no reason to fail the compile.
        let decoded = std::panic::catch_unwind(|| snapshot::decode::<BasisStateIn>(&bytes));
        let state = match decoded {
            Ok(Ok(state)) => state,
            Ok(Err(why)) => {
                cache.note(&format!("ignored ({}):", why));
                return None;
            }
            Err(_) => {
                cache.note("ignored (reading it panicked):");
                return None;
            }
        };
        let texts: Option<Vec<&'static str>> =
            state.files.iter().map(|name| name.strip_prefix("$(SML_LIB)/").and_then(embedded::lookup)).collect();
        let basis_key = Location::Embedded(BASIS_MLB_KEY.into());
        let basis = state.memo.iter().find(|(location, _)| *location == basis_key).map(|(_, env)| (*env.0).clone());
        let (Some(texts), Some(basis)) = (texts, basis) else {
            cache.note("ignored (names files not in this library):");
            return None;
        };
        for (name, text) in state.files.into_iter().zip(texts) {
            self.map.add(name, text);
        }
        self.el = state.el;
        self.initial = state.initial;
        self.memo = state.memo.into_iter().map(|(location, env)| (location, env.0)).collect();
        self.reported = state.reported.into_iter().collect();
        skein_elaborate::scope::resume_seq_counter(state.seq);
        Some(basis)
    }

    /// Writes the state after the basis library to the cache (not after
    /// an error: the library has none, but a broken one must not stick).
    fn save_basis(&self, cache: &BasisCache) {
        if self.diags.has_errors() {
            cache.note("not written (errors in the basis library):");
            return;
        }
        let state = BasisStateOut {
            files: (0..self.map.len()).map(|i| self.map.name(FileId(i as u32))).collect(),
            seq: skein_elaborate::scope::seq_counter(),
            el: &self.el,
            initial: &self.initial,
            memo: self.memo.iter().map(|(location, env)| (location, SharedOut(env))).collect(),
            reported: self.reported.iter().collect(),
        };
        match snapshot::encode(&state) {
            Ok(bytes) => cache.store(&bytes),
            Err(why) => cache.note(&format!("not written ({}):", why)),
        }
    }

    /// Whether the first file the `.mlb` file `file` elaborates is
    /// `basis.mlb` (directly or as the first file of an `.mlb` file it
    /// names first), with nothing before it that reads or changes the
    /// environment.  Then elaborating `basis.mlb` first changes nothing.
    fn starts_with_basis(&self, file: &SourceFile, depth: u32) -> bool {
        if depth > 8 {
            return false;
        }
        let text = match &file.location {
            Location::Embedded(key) => embedded::lookup(key).map(str::to_string),
            Location::Disk(p) => std::fs::read(p).ok().map(|bytes| String::from_utf8_lossy(&bytes).into_owned()),
        };
        let Some(text) = text else { return false };
        let mut diags = Diagnostics::new();
        let decs = mlb::parse_mlb(&text, FileId(u32::MAX - 1), &mut diags);
        if diags.has_errors() {
            return false;
        }
        let First::Path(lit) = first_in_decs(&decs) else { return false };
        match resolve_path(&self.path_vars, Some(file), &lit.text) {
            Ok(next) if next.location == Location::Embedded(BASIS_MLB_KEY.into()) => true,
            Ok(next) if file_kind(&next.display()) == Some(FileKind::Mlb) => self.starts_with_basis(&next, depth + 1),
            _ => false,
        }
    }

    // ------------------------------------------------------------ basdecs

    fn elab_decs(&mut self, env: &MlbEnv, from: &SourceFile, decs: &[BasDec]) -> MlbEnv {
        let mut cur = env.clone();
        let mut delta = MlbEnv::empty();
        for d in decs {
            let dd = self.elab_dec(&cur, from, d);
            cur.extend(&dd);
            delta.extend(&dd);
        }
        delta
    }

    fn elab_dec(&mut self, env: &MlbEnv, from: &SourceFile, dec: &BasDec) -> MlbEnv {
        match &dec.kind {
            BasDecKind::Path(lit) => self.elab_path(env, Some(from), lit),
            BasDecKind::Local(hidden, body) => {
                let d1 = self.elab_decs(env, from, hidden);
                self.elab_decs(&env.plus(&d1), from, body)
            }
            BasDecKind::Ann(anns, body) => {
                let depth = self.annotations.len();
                self.annotations.extend(anns.iter().map(|a| a.text.clone()));
                let delta = self.elab_decs(env, from, body);
                self.annotations.truncate(depth);
                delta
            }
            BasDecKind::Basis(binds) => {
                // Simultaneous: no binding sees another of the same group.
                let mut delta = MlbEnv::empty();
                for b in binds {
                    let value = self.elab_exp(env, from, &b.def);
                    delta.bases.insert(b.name.name.clone(), Rc::new(value));
                }
                delta
            }
            BasDecKind::Open(names) => {
                let mut delta = MlbEnv::empty();
                for n in names {
                    match env.bases.get(&n.name) {
                        Some(b) => delta.extend(b),
                        None => self.diags.error(n.span, format!("unbound basis `{}`", n.name)),
                    }
                }
                delta
            }
            BasDecKind::Structure(binds) => self.rebind(env, binds, Namespace::Structure),
            BasDecKind::Signature(binds) => self.rebind(env, binds, Namespace::Signature),
            BasDecKind::Functor(binds) => self.rebind(env, binds, Namespace::Functor),
        }
    }

    /// `structure A = B and ...` (likewise signatures and functors): binds
    /// the new names to what the old ones denote in `env`, simultaneously.
    fn rebind(&mut self, env: &MlbEnv, binds: &[ModBind], namespace: Namespace) -> MlbEnv {
        let mut delta = MlbEnv::empty();
        for b in binds {
            let (old, new) = (&b.def.name, b.name.name.clone());
            let found = match namespace {
                Namespace::Structure => env.basis.env.structures.get(old).cloned().map(|s| delta.basis.env.bind_structure(new, s)),
                Namespace::Signature => env.basis.signatures.get(old).cloned().map(|s| delta.basis.signatures.insert(new, s)),
                Namespace::Functor => env.basis.functors.get(old).cloned().map(|f| delta.basis.functors.insert(new, f)),
            };
            // After an error, source files are no longer elaborated: a
            // missing name is then most likely a consequence, not news.
            if found.is_none() && !self.diags.has_errors() {
                let what = match namespace {
                    Namespace::Structure => "structure",
                    Namespace::Signature => "signature",
                    Namespace::Functor => "functor",
                };
                self.diags.error(b.def.span, format!("unbound {} `{}`", what, old));
            }
        }
        delta
    }

    fn elab_exp(&mut self, env: &MlbEnv, from: &SourceFile, exp: &BasExp) -> MlbEnv {
        match &exp.kind {
            BasExpKind::Bas(decs) => self.elab_decs(env, from, decs),
            BasExpKind::Name(n) => match env.bases.get(&n.name) {
                Some(b) => (**b).clone(),
                None => {
                    self.diags.error(n.span, format!("unbound basis `{}`", n.name));
                    MlbEnv::empty()
                }
            },
            BasExpKind::Let(decs, body) => {
                let d = self.elab_decs(env, from, decs);
                self.elab_exp(&env.plus(&d), from, body)
            }
        }
    }

    // ------------------------------------------------------------ files

    /// A path in a basdec: resolves it relative to `from` and elaborates
    /// the file it names.
    fn elab_path(&mut self, env: &MlbEnv, from: Option<&SourceFile>, lit: &PathLit) -> MlbEnv {
        let Some(file) = self.resolve(from, lit) else { return MlbEnv::empty() };
        let name = file.display();
        match file_kind(&name) {
            Some(FileKind::Mlb) => self.elab_mlb_file(&file, lit),
            Some(FileKind::Source) => self.elab_source_file(env, &file, lit),
            None => {
                self.diags.error(
                    lit.span,
                    format!("`{}`: unknown file kind (expected .mlb, .sml, .sig, .fun, .ML or .sm)", lit.text),
                );
                MlbEnv::empty()
            }
        }
    }

    fn resolve(&mut self, from: Option<&SourceFile>, lit: &PathLit) -> Option<SourceFile> {
        match resolve_path(&self.path_vars, from, &lit.text) {
            Ok(file) => Some(file),
            Err(PathError::Undefined(msg)) => {
                self.diags.push(
                    Diagnostic::error(lit.span, msg).with_note("define it with `-mlb-path-var 'NAME value'` or in the environment"),
                );
                None
            }
            Err(PathError::Other(msg)) => {
                self.diags.error(lit.span, msg);
                None
            }
        }
    }

    /// Reads a file, registering it in the source map.  A missing file is
    /// reported at the path that named it.
    fn load(&mut self, file: &SourceFile, lit: &PathLit) -> Option<(FileId, String)> {
        let name = file.display();
        let text = match &file.location {
            Location::Embedded(key) => match embedded::lookup(key) {
                Some(t) => t.to_string(),
                None => {
                    self.diags.error(lit.span, format!("file `{}` not found: Skein's basis library has no such file", name));
                    return None;
                }
            },
            Location::Disk(p) => match std::fs::read(p) {
                Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
                Err(e) => {
                    let reason = match e.kind() {
                        std::io::ErrorKind::NotFound => "no such file".to_string(),
                        _ => e.to_string(),
                    };
                    let mut msg = format!("cannot read `{}`: {}", name, reason);
                    if !lit.span.is_dummy() {
                        msg = format!("{} (included as `{}` from {})", msg, lit.text, self.map.name(lit.span.file));
                    }
                    self.diags.error(lit.span, msg);
                    return None;
                }
            },
        };
        let id = self.map.add(name, text.clone());
        Some((id, text))
    }

    /// An `.mlb` file: elaborated once in the initial basis; every
    /// occurrence denotes the same basis.
    fn elab_mlb_file(&mut self, file: &SourceFile, lit: &PathLit) -> MlbEnv {
        let key = match &file.location {
            Location::Disk(p) => Location::Disk(std::fs::canonicalize(p).unwrap_or_else(|_| p.clone())),
            embedded => embedded.clone(),
        };
        if let Some(done) = self.memo.get(&key) {
            return (**done).clone();
        }
        if self.active.contains(&key) {
            self.diags.error(lit.span, format!("`{}` includes itself (cyclic ML Basis files)", file.display()));
            return MlbEnv::empty();
        }
        let Some((id, text)) = self.load(file, lit) else { return MlbEnv::empty() };
        let mut parse_diags = Diagnostics::new();
        let decs = mlb::parse_mlb(&text, id, &mut parse_diags);
        let parse_failed = parse_diags.has_errors();
        self.absorb(parse_diags, file.library);
        if parse_failed {
            return MlbEnv::empty();
        }
        self.active.push(key.clone());
        let initial = self.initial.clone();
        let delta = self.elab_decs(&initial, file, &decs);
        self.active.pop();
        self.memo.insert(key, Rc::new(delta.clone()));
        delta
    }

    fn elab_source_file(&mut self, env: &MlbEnv, file: &SourceFile, lit: &PathLit) -> MlbEnv {
        if self.diags.has_errors() {
            return MlbEnv::empty();
        }
        let Some((id, text)) = self.load(file, lit) else { return MlbEnv::empty() };
        let mut diags = Diagnostics::new();
        // The basis library is plain SML whatever the user's annotations.
        let syntax = match file.library {
            true => SyntaxOptions::default(),
            false => SyntaxOptions::from_annotations(self.annotations.iter().map(String::as_str)),
        };
        let (program, fixity) = skein_syntax::parse_program_with(&text, id, &env.fixity, &syntax, &mut diags);
        if diags.has_errors() {
            self.absorb(diags, file.library);
            return MlbEnv::empty();
        }
        let options = FileOptions { allow_prims: file.library, locator: Some(self.map.locator(id)) };
        let deltas = self.el.elab_program(&env.basis, &program, &options, &mut diags);
        self.absorb(diags, file.library);
        let mut delta = MlbEnv { basis: Basis::new(), fixity, bases: HashMap::new() };
        for d in &deltas {
            delta.basis.extend(d);
        }
        if !file.library {
            self.user_deltas.extend(deltas);
        }
        delta
    }

    /// Keeps a file's diagnostics: all of a user file's, only the errors of
    /// a library file; a diagnostic already kept (same span and message) is
    /// dropped.
    fn absorb(&mut self, diags: Diagnostics, library: bool) {
        for d in diags.items {
            let repeat = !d.span.is_dummy() && !self.reported.insert((d.span, d.message.clone()));
            if (!library || d.severity == Severity::Error) && !repeat {
                self.diags.push(d);
            }
        }
    }
}

/// The state after the basis library, as the cache writes it (the field
/// order is the order of writing: `BasisStateIn` must list the same).
#[derive(Serialize)]
struct BasisStateOut<'a> {
    /// The names of the files read, in `SourceMap` order.
    files: Vec<&'a str>,
    seq: u64,
    el: &'a Elaborator,
    initial: &'a MlbEnv,
    memo: Vec<(&'a Location, SharedOut<'a, MlbEnv>)>,
    reported: Vec<&'a (Span, String)>,
}

#[derive(Deserialize)]
struct BasisStateIn {
    files: Vec<String>,
    seq: u64,
    el: Elaborator,
    initial: MlbEnv,
    memo: Vec<(Location, SharedIn<MlbEnv>)>,
    reported: Vec<(Span, String)>,
}

/// What a list of basis declarations elaborates first.
enum First<'a> {
    /// This file.
    Path(&'a PathLit),
    /// Nothing at all.
    Nothing,
    /// Something that reads or changes the environment (`open`,
    /// `structure A = B`, a basis name), before any file.
    Other,
}

fn first_in_decs(decs: &[BasDec]) -> First<'_> {
    for d in decs {
        let first = match &d.kind {
            BasDecKind::Path(lit) => First::Path(lit),
            BasDecKind::Ann(_, body) => first_in_decs(body),
            BasDecKind::Local(hidden, body) => match first_in_decs(hidden) {
                First::Nothing => first_in_decs(body),
                first => first,
            },
            BasDecKind::Basis(binds) => binds.iter().map(|b| first_in_exp(&b.def)).find(|f| !matches!(f, First::Nothing)).unwrap_or(First::Nothing),
            BasDecKind::Open(_) | BasDecKind::Structure(_) | BasDecKind::Signature(_) | BasDecKind::Functor(_) => First::Other,
        };
        if !matches!(first, First::Nothing) {
            return first;
        }
    }
    First::Nothing
}

fn first_in_exp(exp: &BasExp) -> First<'_> {
    match &exp.kind {
        BasExpKind::Bas(decs) => first_in_decs(decs),
        BasExpKind::Let(decs, body) => match first_in_decs(decs) {
            First::Nothing => first_in_exp(body),
            first => first,
        },
        BasExpKind::Name(_) => First::Other,
    }
}

enum PathError {
    /// An undefined or malformed path variable.
    Undefined(String),
    Other(String),
}

/// Expands the path variables of `text` and resolves it relative to the
/// file `from` that names it (the working directory for the root).
fn resolve_path(vars: &HashMap<String, String>, from: Option<&SourceFile>, text: &str) -> Result<SourceFile, PathError> {
    let lookup = |name: &str| -> Option<String> {
        if let Some(v) = vars.get(name) {
            return Some(v.clone());
        }
        match name {
            "SML_LIB" => Some(SML_LIB_MARKER.to_string()),
            "TARGET_ARCH" => Some(target_arch().to_string()),
            "TARGET_OS" => Some(std::env::consts::OS.to_string()),
            "DEFAULT_INT" => Some("int64".to_string()),
            "DEFAULT_WORD" => Some("word64".to_string()),
            "DEFAULT_REAL" => Some("real64".to_string()),
            _ => std::env::var(name).ok(),
        }
    };
    let expanded = mlb::expand_path_vars(text, &lookup).map_err(PathError::Undefined)?;
    let leaves = || PathError::Other(format!("path `{}` leaves $(SML_LIB)", text));
    if let Some(rest) = expanded.strip_prefix(SML_LIB_MARKER) {
        let key = normalize_virtual(rest.trim_start_matches('/')).ok_or_else(leaves)?;
        return Ok(SourceFile { location: Location::Embedded(key), library: true });
    }
    let path = Path::new(&expanded);
    let library = text.contains("$(SML_LIB)") || (from.map(|f| f.library).unwrap_or(false) && path.is_relative());
    let location = match from.map(|f| &f.location) {
        _ if path.is_absolute() => Location::Disk(normalize(path)),
        Some(Location::Embedded(key)) => {
            let dir = key.rsplit_once('/').map(|(d, _)| d).unwrap_or("");
            Location::Embedded(normalize_virtual(&format!("{}/{}", dir, expanded)).ok_or_else(leaves)?)
        }
        Some(Location::Disk(p)) => Location::Disk(normalize(&p.parent().unwrap_or(Path::new("")).join(path))),
        None => Location::Disk(normalize(path)),
    };
    Ok(SourceFile { location, library })
}

fn target_arch() -> &'static str {
    match std::env::consts::ARCH {
        "x86_64" => "amd64",
        "aarch64" => "arm64",
        other => other,
    }
}

/// Removes `.` and resolves `..` lexically (keeping leading `..`).
fn normalize(path: &Path) -> PathBuf {
    let mut out: Vec<Component> = Vec::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => match out.last() {
                Some(Component::Normal(_)) => {
                    out.pop();
                }
                Some(Component::RootDir) | Some(Component::Prefix(_)) => {}
                _ => out.push(c),
            },
            other => out.push(other),
        }
    }
    if out.is_empty() {
        return PathBuf::from(".");
    }
    out.iter().collect()
}

/// Normalises a `/`-separated path inside the embedded library; `None` if
/// it climbs above `$(SML_LIB)`.
fn normalize_virtual(path: &str) -> Option<String> {
    let mut parts: Vec<&str> = Vec::new();
    for p in path.split('/') {
        match p {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            other => parts.push(other),
        }
    }
    Some(parts.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalizes_paths() {
        assert_eq!(normalize(Path::new("a/./b/../c.sml")), PathBuf::from("a/c.sml"));
        assert_eq!(normalize(Path::new("../x/../y.mlb")), PathBuf::from("../y.mlb"));
        assert_eq!(normalize(Path::new("/a/../../b")), PathBuf::from("/b"));
        assert_eq!(normalize_virtual("basis/../basis/list.sml").as_deref(), Some("basis/list.sml"));
        assert_eq!(normalize_virtual("basis/../../x"), None);
    }

    fn resolve(vars: &[(&str, &str)], from: Option<&SourceFile>, text: &str) -> Result<SourceFile, PathError> {
        let vars = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        resolve_path(&vars, from, text)
    }

    fn location(r: Result<SourceFile, PathError>) -> (Location, bool) {
        match r {
            Ok(f) => (f.location, f.library),
            Err(PathError::Undefined(m)) | Err(PathError::Other(m)) => panic!("{}", m),
        }
    }

    #[test]
    fn resolves_paths_like_mlton() {
        let user = SourceFile { location: Location::Disk(PathBuf::from("proj/src/main.mlb")), library: false };
        let lib = SourceFile { location: Location::Embedded("basis/basis.mlb".into()), library: true };
        assert_eq!(location(resolve(&[], Some(&user), "a/b.sml")), (Location::Disk("proj/src/a/b.sml".into()), false));
        assert_eq!(location(resolve(&[], Some(&user), "../x.mlb")), (Location::Disk("proj/x.mlb".into()), false));
        assert_eq!(location(resolve(&[], Some(&user), "/abs/y.sml")), (Location::Disk("/abs/y.sml".into()), false));
        assert_eq!(location(resolve(&[], None, "./top.mlb")), (Location::Disk("top.mlb".into()), false));
        assert_eq!(
            location(resolve(&[], Some(&user), "$(SML_LIB)/basis/basis.mlb")),
            (Location::Embedded("basis/basis.mlb".into()), true)
        );
        assert_eq!(location(resolve(&[], Some(&lib), "list.sml")), (Location::Embedded("basis/list.sml".into()), true));
        assert_eq!(location(resolve(&[], Some(&lib), "build/../mlton.mlb")), (Location::Embedded("basis/mlton.mlb".into()), true));
        assert_eq!(
            location(resolve(&[("LIB", "vendor/lib")], Some(&user), "$(LIB)/l.mlb")),
            (Location::Disk("proj/src/vendor/lib/l.mlb".into()), false)
        );
        // SML_LIB pointed at a directory on disk is still the library.
        assert_eq!(
            location(resolve(&[("SML_LIB", "/opt/sml")], Some(&user), "$(SML_LIB)/basis/basis.mlb")),
            (Location::Disk("/opt/sml/basis/basis.mlb".into()), true)
        );
        assert!(matches!(resolve(&[], Some(&user), "$(SKEIN_SURELY_UNDEFINED_VAR)/x.sml"), Err(PathError::Undefined(_))));
        assert!(matches!(resolve(&[], Some(&lib), "../../escape.sml"), Err(PathError::Other(_))));
    }

    #[test]
    fn the_libraries_are_embedded() {
        for key in ["basis/basis.mlb", "basis/fork-join.mlb", "basis/mlton.mlb", "basis/mpl.mlb", "basis/unsafe.mlb", "basis/build/sources.mlb", "smlnj-lib/Util/smlnj-lib.mlb"] {
            assert!(embedded::lookup(key).is_some(), "{} not embedded", key);
        }
    }

    #[test]
    fn every_embedded_mlb_parses_and_names_existing_files() {
        for (key, text) in embedded::EMBEDDED_FILES.iter().filter(|(k, _)| k.ends_with(".mlb")) {
            let mut d = Diagnostics::new();
            let decs = mlb::parse_mlb(text, FileId(0), &mut d);
            assert!(d.items.is_empty(), "{}: {:?}", key, d.items);
            let mut paths = Vec::new();
            collect_paths(&decs, &mut paths);
            let dir = key.rsplit_once('/').map(|(d, _)| d).unwrap_or("");
            for p in paths {
                let full = match p.strip_prefix("$(SML_LIB)/") {
                    Some(rest) => rest.to_string(),
                    None => normalize_virtual(&format!("{}/{}", dir, p)).expect("inside SML_LIB"),
                };
                assert!(embedded::lookup(&full).is_some(), "{} names missing file {}", key, full);
            }
        }
    }

    /// The basis cache relies on it (`basis_cache.rs`): no path variable
    /// but `$(SML_LIB)` can change what the library's `.mlb` files mean.
    #[test]
    fn embedded_mlb_files_name_no_path_variable_but_sml_lib() {
        for (key, text) in embedded::EMBEDDED_FILES.iter().filter(|(k, _)| k.ends_with(".mlb")) {
            let mut d = Diagnostics::new();
            let mut paths = Vec::new();
            collect_paths(&mlb::parse_mlb(text, FileId(0), &mut d), &mut paths);
            for p in paths {
                let rest = p.strip_prefix("$(SML_LIB)").unwrap_or(&p);
                assert!(!rest.contains('$'), "{} names `{}`", key, p);
            }
        }
    }

    fn first_path(text: &str) -> Option<String> {
        let mut d = Diagnostics::new();
        let decs = mlb::parse_mlb(text, FileId(0), &mut d);
        assert!(d.items.is_empty(), "{:?}", d.items);
        match first_in_decs(&decs) {
            First::Path(lit) => Some(lit.text.clone()),
            First::Nothing | First::Other => None,
        }
    }

    #[test]
    fn the_first_file_an_mlb_file_elaborates() {
        assert_eq!(first_path("$(SML_LIB)/basis/basis.mlb a.sml").as_deref(), Some("$(SML_LIB)/basis/basis.mlb"));
        assert_eq!(first_path("ann \"allowOrPats true\" in end local in b.mlb end a.sml").as_deref(), Some("b.mlb"));
        assert_eq!(first_path("local basis B = bas end in c.sml end").as_deref(), Some("c.sml"));
        assert_eq!(first_path("basis B = let d.mlb in bas end end").as_deref(), Some("d.mlb"));
        assert_eq!(first_path("structure S = T a.sml"), None);
        assert_eq!(first_path("basis B = C a.sml"), None);
        assert_eq!(first_path("open B a.sml"), None);
        assert_eq!(first_path(""), None);
    }

    #[test]
    fn the_library_mlb_files_start_with_the_basis() {
        let mut map = SourceMap::new();
        let mlb = MlbElaborator::new(&mut map, &MlbOptions::default());
        for key in ["basis/basis.mlb", "basis/fork-join.mlb", "basis/mlton.mlb", "basis/mpl.mlb", "basis/unsafe.mlb", "basis/build/sources.mlb", "smlnj-lib/Util/smlnj-lib.mlb"] {
            let file = SourceFile { location: Location::Embedded(key.into()), library: true };
            let starts = key == "basis/basis.mlb" || mlb.starts_with_basis(&file, 0);
            assert!(starts, "{} does not start with basis.mlb", key);
        }
    }

    fn collect_paths(decs: &[BasDec], out: &mut Vec<String>) {
        for d in decs {
            match &d.kind {
                BasDecKind::Path(p) => out.push(p.text.clone()),
                BasDecKind::Local(a, b) => {
                    collect_paths(a, out);
                    collect_paths(b, out);
                }
                BasDecKind::Ann(_, b) => collect_paths(b, out),
                BasDecKind::Basis(binds) => {
                    for b in binds {
                        collect_exp_paths(&b.def, out);
                    }
                }
                _ => {}
            }
        }
    }

    fn collect_exp_paths(e: &BasExp, out: &mut Vec<String>) {
        match &e.kind {
            BasExpKind::Bas(d) => collect_paths(d, out),
            BasExpKind::Let(d, b) => {
                collect_paths(d, out);
                collect_exp_paths(b, out);
            }
            BasExpKind::Name(_) => {}
        }
    }
}
