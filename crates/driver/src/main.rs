//! `skein`, the command-line driver: parses the command line (with MLton/MPL
//! compatibility flags), runs the front end over an `.sml` or `.mlb`
//! program (`mlb_elab`), reports diagnostics and sets the exit status.
//!
//! Exit status: 0 on success, 1 on any user error (syntax or type errors,
//! a missing file, a bad flag), 2 on an internal compiler error (a panic,
//! caught and reported as such; never a crash with a backtrace).

mod basis_cache;
mod embedded;
mod exe_cache;
mod middle;
mod mlb_elab;
mod toolchain;

use clap::{Args, Parser, Subcommand};
use mlb_elab::{MlbElaborator, MlbOptions};
use skein_diagnostics::timing::timed;
use skein_diagnostics::{Diagnostics, Severity, SourceMap};
use skein_elaborate::{Basis, Elaborator};
use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::sync::Mutex;


#[derive(Parser, Debug)]
#[command(
    name = "skein",
    version,
    about = "Skein: a compiler for parallel and concurrent Standard ML",
    long_about = "Skein: a compiler for parallel and concurrent Standard ML.\n\n\
        FILE is an ML Basis file (.mlb) or an SML source file (.sml, .sig, .fun); \
        a source file is compiled as if by an .mlb file containing \
        `$(SML_LIB)/basis/basis.mlb` and then the file (with MLton's default \
        basis's `MLton` and `Unsafe` structures too).\n\n\
        MLton/MPL flags are accepted with one dash too: -mlb-path-var, -mlb-path-map, -default-type, -default-ann, -output."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    #[command(flatten)]
    common: CommonArgs,
}

#[derive(Args, Debug)]
struct CommonArgs {
    /// Defines an ML Basis path variable `$(NAME)` (MLton's -mlb-path-var);
    /// repeatable, later definitions win.  `SML_LIB` defaults to Skein's
    /// embedded basis library.
    #[arg(long = "mlb-path-var", value_name = "'NAME value'", global = true)]
    mlb_path_var: Vec<String>,

    /// Reads ML Basis path variables from FILE (MLton's -mlb-path-map): one
    /// `NAME value` per line, blank lines ignored; repeatable, later files
    /// win, and -mlb-path-var definitions win over all of them.
    #[arg(long = "mlb-path-map", value_name = "FILE", global = true)]
    mlb_path_map: Vec<String>,

    /// Default type of the overloaded literals and operators (MLton's
    /// -default-type); only the 64-bit defaults int64, word64 and real64
    /// are supported for now.
    #[arg(long = "default-type", value_name = "TYPE", global = true)]
    default_type: Vec<String>,

    /// An ML Basis annotation in force around the whole program (MLton's
    /// -default-ann), e.g. 'allowOrPats true'; repeatable.
    #[arg(long = "default-ann", value_name = "'ANNOTATION'", global = true)]
    default_ann: Vec<String>,

    /// Prints the intermediate program after PHASE: `core`, `mono`,
    /// `lower` (the SSA program as lowered) or an SSA pass name;
    /// repeatable or comma-separated; `--dump-ir=list` lists the phases.
    #[arg(long = "dump-ir", value_name = "PHASE", global = true, value_delimiter = ',')]
    dump_ir: Vec<String>,

    /// Writes the `--dump-ir` output to FILE instead of stdout.
    #[arg(long = "dump-ir-file", value_name = "FILE", global = true)]
    dump_ir_file: Option<String>,

    /// Runs the IR checkers on the elaborated (Core), monomorphised (Mono)
    /// and SSA program, the SSA checker after every pass: an internal
    /// consistency check of the compiler; a failure is a compiler bug.
    #[arg(long = "check-ir", global = true)]
    check_ir: bool,

    /// A flag for the link of `build` and `run` (MLton's -link-opt), after
    /// every library, e.g. '-lfoo' or '-L dir -lfoo' (split at spaces);
    /// repeatable.
    #[arg(long = "link-opt", value_name = "OPT", global = true, allow_hyphen_values = true)]
    link_opt: Vec<String>,

    /// A flag for compiling the extra `.c` files of `build` and `run`
    /// (MLton's -cc-opt), e.g. '-I dir' (split at spaces); repeatable.
    #[arg(long = "cc-opt", value_name = "OPT", global = true, allow_hyphen_values = true)]
    cc_opt: Vec<String>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Parse and type-check a program (no code is generated).
    Check {
        /// The program: an .mlb file or an .sml/.sig/.fun file.
        file: String,
        /// Print the elaborated signature of the program's own files
        /// (not the basis library) on stdout (format: docs/print-sig.md).
        #[arg(long)]
        print_sig: bool,
        /// Print the typed, module-free Core IR on stdout (same as
        /// `--dump-ir=core`).
        #[arg(long)]
        dump_core: bool,
    },
    /// Compile a program to an executable (C code through $CC, else cc,
    /// linked with the embedded runtime).
    Build {
        /// The program: an .mlb file or an .sml/.sig/.fun file.
        file: String,
        /// Extra C sources, objects and libraries (`.c`, `.o`, `.a`, `.so`) to
        /// compile and link with the program, for `_import` (as MLton's
        /// `mlton prog.mlb foo.c bar.o`).
        #[arg(value_name = "C_FILES")]
        inputs: Vec<String>,
        /// Name of the executable (default: FILE without its extension);
        /// `-output` is accepted too.
        #[arg(short = 'o', long = "output", value_name = "OUT")]
        output: Option<String>,
    },
    /// Compile a program (into a temporary directory) and run it, passing
    /// ARGS to it; exits with the program's exit status.
    Run {
        /// The program: an .mlb file or an .sml/.sig/.fun file.
        file: String,
        /// Extra C sources, objects and libraries (`.c`, `.o`, `.a`, `.so`), as
        /// for `build`.
        #[arg(value_name = "C_FILES")]
        inputs: Vec<String>,
        /// Arguments for the program (after `--`).
        #[arg(last = true, value_name = "ARGS")]
        args: Vec<String>,
    },
    /// Compiles a C file that includes skein.h and links it with the
    /// embedded runtime, exactly as `build` will link generated code (for
    /// testing the toolchain; not a user command).
    #[command(name = "link-c", hide = true)]
    LinkC {
        /// The C source file.
        file: String,
        /// Name of the executable.
        #[arg(short = 'o', long = "output", value_name = "OUT")]
        output: String,
    },
}

/// The panic message and location of the last panic, for the
/// "internal compiler error" report (the hook itself prints nothing).
static LAST_PANIC: Mutex<Option<String>> = Mutex::new(None);

fn main() -> ExitCode {
    std::panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let msg = if let Some(s) = payload.downcast_ref::<&str>() {
            s.to_string()
        } else if let Some(s) = payload.downcast_ref::<String>() {
            s.clone()
        } else {
            "unknown panic".to_string()
        };
        let text = match info.location() {
            Some(loc) => format!("{} (at {}:{})", msg, loc.file(), loc.line()),
            None => msg,
        };
        if let Ok(mut slot) = LAST_PANIC.lock() {
            *slot = Some(text);
        }
    }));

    let args: Vec<String> = std::env::args_os().map(|a| a.to_string_lossy().into_owned()).collect();
    // Deeply nested programs recurse deeply in the parser and elaborator:
    // run on a thread with a large stack.
    let work = move || std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| real_main(args)));
    let result = match std::thread::Builder::new().stack_size(512 << 20).spawn(work) {
        Ok(handle) => handle.join().unwrap_or_else(Err),
        Err(_) => {
            let args: Vec<String> = std::env::args_os().map(|a| a.to_string_lossy().into_owned()).collect();
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| real_main(args)))
        }
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(_) => {
            let msg = LAST_PANIC.lock().ok().and_then(|mut s| s.take()).unwrap_or_else(|| "unknown panic".to_string());
            let _ = std::io::stdout().flush();
            eprintln!("internal compiler error: {}", msg);
            eprintln!("note: this is a bug in Skein, not in your program; please report it");
            ExitCode::from(2)
        }
    }
}

/// MLton spells its long options with one dash; clap wants two.
fn mlton_compatible(args: Vec<String>) -> Vec<String> {
    let mut out = Vec::with_capacity(args.len());
    let mut passthrough = false;
    for a in args {
        if passthrough {
            out.push(a);
            continue;
        }
        if a == "--" {
            passthrough = true;
        }
        match a.as_str() {
            "-mlb-path-var" | "-mlb-path-map" | "-default-type" | "-default-ann" | "-output" | "-link-opt" | "-cc-opt" => out.push(format!("-{}", a)),
            _ => out.push(a),
        }
    }
    out
}

fn real_main(args: Vec<String>) -> u8 {
    let cli = match Cli::try_parse_from(mlton_compatible(args)) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => 0,
                _ => 1,
            };
        }
    };
    let options = match front_end_options(&cli.common) {
        Ok(o) => o,
        Err(msg) => {
            eprintln!("{}", msg);
            return 1;
        }
    };
    let ir = match middle::IrOptions::new(&cli.common.dump_ir, cli.common.dump_ir_file.clone(), cli.common.check_ir) {
        Ok(ir) => ir,
        Err(code) => return code,
    };
    match &cli.command {
        Command::Check { file, print_sig, dump_core } => match front_end(file, &options, *print_sig, *dump_core, &ir) {
            Ok(()) => 0,
            Err(()) => 1,
        },
        Command::Build { file, inputs, output } => {
            let out = output.clone().unwrap_or_else(|| default_output(file));
            let Ok(link) = link_options(inputs, &cli.common) else { return 1 };
            match build_executable(file, &options, &ir, &link, std::path::Path::new(&out), false) {
                Ok(()) => 0,
                Err(()) => 1,
            }
        }
        Command::Run { file, inputs, args } => {
            let Ok(link) = link_options(inputs, &cli.common) else { return 1 };
            run_program(file, &options, &ir, &link, args)
        }
        Command::LinkC { file, output } => {
            match toolchain::compile_and_link(file.as_ref(), output.as_ref(), &toolchain::LinkOptions::default()) {
                Ok(()) => 0,
                Err(e) => {
                    eprintln!("error: {}", e);
                    1
                }
            }
        }
    }
}

/// Front end, monomorphisation, lowering and the SSA passes: the program
/// ready for code generation.  `Err` means errors were reported.
fn compile_to_ssa(file: &str, options: &MlbOptions, ir: &middle::IrOptions) -> Result<skein_ir::ssa::Program, ()> {
    let (el, user_deltas) = timed("parse+elaborate", || elaborate(file, options))?;
    // Front-end data is freed by process exit, not here (Elaborator::finish).
    std::mem::forget(user_deltas);
    let core = timed("core", || el.finish());
    let mut dumper = middle::Dumper::new(ir);
    let result = middle::run(&core, ir, true, &mut dumper);
    dumper.finish()?;
    result?.ok_or(())
}

/// Compiles `file` to the executable `out` (C from the SSA program, then
/// the C compiler with the embedded runtime, or the executable cache when
/// it has built the same C before: exe_cache.rs).  C longer than
/// `SKEIN_SPLIT_C_BYTES` (default `SPLIT_C_BYTES`) is split into several
/// translation units compiled in parallel (codegen units.rs,
/// `toolchain::compile_and_link_units`).  `SKEIN_KEEP_C=1` keeps the
/// generated C beside the executable: `OUT.c`, and for a split program
/// also `OUT.2.c` ... `OUT.N.c` (`OUT.c` is unit 1, which holds the data
/// and `main`).  `private`: `out` is in skein's own temporary directory
/// (`run`), not the user's file.
fn build_executable(file: &str, options: &MlbOptions, ir: &middle::IrOptions, link: &toolchain::LinkOptions, out: &std::path::Path, private: bool) -> Result<(), ()> {
    let ssa = compile_to_ssa(file, options, ir)?;
    let units = timed("emit-c", || skein_codegen::emit_c_units(&ssa, split_c_bytes()));
    let cache = exe_cache::ExeCache::open(&units, link);
    let keep = std::env::var_os("SKEIN_KEEP_C").is_some();
    let cached = cache.as_ref().is_some_and(|cache| timed("cc (cached)", || cache.fetch(out, private)));
    if cached && !keep {
        return Ok(());
    }
    let dir = if keep { None } else { Some(temp_dir()?) };
    let mut c_paths = Vec::with_capacity(units.len());
    for (k, unit) in units.iter().enumerate() {
        let suffix = if k == 0 { ".c".to_string() } else { format!(".{}.c", k + 1) };
        let c_path = match &dir {
            Some(d) => d.join(format!("program{}", suffix)),
            None => {
                let mut p = out.as_os_str().to_owned();
                p.push(suffix);
                std::path::PathBuf::from(p)
            }
        };
        if let Err(e) = std::fs::write(&c_path, unit) {
            eprintln!("error: cannot write `{}`: {}", c_path.display(), e);
            return Err(());
        }
        c_paths.push(c_path);
    }
    if keep {
        // Units a previous, bigger split of the same output left beside it.
        for k in units.len() + 1.. {
            let mut p = out.as_os_str().to_owned();
            p.push(format!(".{}.c", k));
            if std::fs::remove_file(std::path::PathBuf::from(p)).is_err() {
                break;
            }
        }
    }
    if cached {
        return Ok(()); // only the kept C files were wanted (no temporary directory)
    }
    let result = timed("cc", || toolchain::compile_and_link_units(&c_paths, out, link));
    if let Some(d) = dir {
        let _ = std::fs::remove_dir_all(d);
    }
    if let (Ok(()), Some(cache)) = (&result, &cache) {
        cache.store(out, private);
    }
    result.map_err(|e| eprintln!("error: {}", e))
}

/// Generated C longer than this is split into several translation units
/// (gcc -O2 compiles about 80 KB of it a second on one core).
const SPLIT_C_BYTES: usize = 1_000_000;

/// `SKEIN_SPLIT_C_BYTES`, else `SPLIT_C_BYTES` (tests force splits of
/// small programs with a small value).
fn split_c_bytes() -> usize {
    std::env::var("SKEIN_SPLIT_C_BYTES").ok().and_then(|v| v.trim().parse().ok()).unwrap_or(SPLIT_C_BYTES)
}

/// A fresh private temporary directory.
fn temp_dir() -> Result<std::path::PathBuf, ()> {
    let base = std::env::temp_dir();
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    for i in 0..16 {
        let d = base.join(format!("skein-build-{}-{:x}-{}", std::process::id(), nanos, i));
        if std::fs::create_dir(&d).is_ok() {
            return Ok(d);
        }
    }
    eprintln!("error: cannot create a temporary directory in `{}`", base.display());
    Err(())
}

/// `skein run`: builds into a temporary directory, runs the program with
/// `args` and returns its exit status (1 when killed by a signal).
fn run_program(file: &str, options: &MlbOptions, ir: &middle::IrOptions, link: &toolchain::LinkOptions, args: &[String]) -> u8 {
    let dir = match temp_dir() {
        Ok(d) => d,
        Err(()) => return 1,
    };
    let exe = dir.join(default_output(file));
    let status = match build_executable(file, options, ir, link, &exe, true) {
        Ok(()) => {
            let _ = std::io::stdout().flush();
            match std::process::Command::new(&exe).args(args).status() {
                Ok(st) => st.code().map(|c| c as u8).unwrap_or(1),
                Err(e) => {
                    eprintln!("error: cannot run `{}`: {}", exe.display(), e);
                    1
                }
            }
        }
        Err(()) => 1,
    };
    let _ = std::fs::remove_dir_all(&dir);
    status
}

/// The link options of `build`/`run`: the extra C inputs (checked: they
/// exist and are `.c`, `.o`, `.a` or `.so` files; relative paths made
/// absolute) and the `-cc-opt`/`-link-opt` flags.  Errors are printed.
fn link_options(inputs: &[String], common: &CommonArgs) -> Result<toolchain::LinkOptions, ()> {
    let mut link = toolchain::LinkOptions::default();
    for i in inputs {
        let path = std::path::Path::new(i);
        let ext = path.extension().map(|e| e.to_string_lossy().into_owned()).unwrap_or_default();
        if !matches!(ext.as_str(), "c" | "o" | "a" | "so") {
            eprintln!("error: `{}`: extra inputs must be C sources, objects or libraries (.c, .o, .a, .so)", i);
            return Err(());
        }
        match std::fs::canonicalize(path) {
            Ok(p) => link.inputs.push(p),
            Err(e) => {
                eprintln!("error: cannot read `{}`: {}", i, e);
                return Err(());
            }
        }
    }
    link.cc_opts = common.cc_opt.iter().flat_map(|o| o.split_whitespace().map(String::from)).collect();
    link.link_opts = common.link_opt.iter().flat_map(|o| o.split_whitespace().map(String::from)).collect();
    Ok(link)
}

fn default_output(file: &str) -> String {
    let p = std::path::Path::new(file);
    p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "a.out".to_string())
}

/// Checks `-mlb-path-var`, `-mlb-path-map` and `-default-type` values;
/// the error is the whole message to print.
fn front_end_options(common: &CommonArgs) -> Result<MlbOptions, String> {
    flag_values(common).map_err(|e| match e {
        FlagError::Plain(msg) => format!("error: {}", msg),
        FlagError::Located(msg) => msg,
    })
}

enum FlagError {
    /// A message about a flag's value.
    Plain(String),
    /// A complete `file:line:col: error: message` line.
    Located(String),
}

impl From<String> for FlagError {
    fn from(msg: String) -> FlagError {
        FlagError::Plain(msg)
    }
}

fn flag_values(common: &CommonArgs) -> Result<MlbOptions, FlagError> {
    let mut options = MlbOptions::default();
    for file in &common.mlb_path_map {
        options.path_vars.extend(read_path_map(file)?);
    }
    for def in &common.mlb_path_var {
        let def = def.trim();
        let parsed = parse_path_definition(def);
        let (name, value) =
            parsed.ok_or_else(|| format!("-mlb-path-var expects 'NAME value' (one argument, a space between), got `{}`", def))?;
        options.path_vars.push((name, value));
    }
    for ty in &common.default_type {
        match ty.as_str() {
            "int64" | "word64" | "real64" => {}
            "int8" | "int16" | "int32" | "intinf" | "word8" | "word16" | "word32" | "real32" => {
                return Err(FlagError::Plain(format!(
                    "-default-type {} is not supported: Skein's default int and word are 64-bit \
                     (only int64, word64 and real64 are accepted for now)",
                    ty
                )))
            }
            _ => return Err(format!("-default-type: unknown type `{}` (expected e.g. int64, word64, real64)", ty).into()),
        }
        options.default_types.push(ty.clone());
    }
    options.default_annotations = common.default_ann.clone();
    options.basis_cache = true;
    Ok(options)
}

/// `NAME value` (a path variable definition), or `None` if malformed.
fn parse_path_definition(def: &str) -> Option<(String, String)> {
    let mut parts = def.trim().splitn(2, char::is_whitespace);
    let name = parts.next().unwrap_or("");
    let value = parts.next().map(str::trim).unwrap_or("");
    let name_ok = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !name_ok || value.is_empty() {
        return None;
    }
    Some((name.to_string(), value.to_string()))
}

/// The definitions of an `-mlb-path-map` file, in order.
fn read_path_map(file: &str) -> Result<Vec<(String, String)>, FlagError> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("-mlb-path-map: cannot read `{}`: {}", file, e))?;
    let mut defs = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let def = parse_path_definition(line).ok_or_else(|| {
            let col = line.len() - line.trim_start().len() + 1;
            FlagError::Located(format!("{}:{}:{}: error: expected a path variable definition `NAME value`, found `{}`", file, i + 1, col, line.trim()))
        })?;
        defs.push(def);
    }
    Ok(defs)
}

/// Parses and elaborates the program (MLB order, basis first), reports the
/// diagnostics, and returns the elaborator with the deltas of the user's
/// own files.  `Err` means errors were reported.
fn elaborate(file: &str, options: &MlbOptions) -> Result<(Elaborator, Vec<Basis>), ()> {
    // The one file nobody included: say plainly that it is missing.
    if let Err(e) = std::fs::metadata(file) {
        let reason = match e.kind() {
            std::io::ErrorKind::NotFound => "no such file".to_string(),
            _ => e.to_string(),
        };
        eprintln!("error: cannot read `{}`: {}", file, reason);
        eprintln!("1 error");
        return Err(());
    }
    let mut map = SourceMap::new();
    let mut mlb = MlbElaborator::new(&mut map, options);
    mlb.elab_root(file);
    let (el, diags, user_deltas) = mlb.finish();
    report(&map, &diags);
    if diags.has_errors() {
        let n = diags.error_count();
        eprintln!("{} error{}", n, if n == 1 { "" } else { "s" });
        return Err(());
    }
    Ok((el, user_deltas))
}

/// Parses and elaborates the program, prints what was asked for, reports
/// the diagnostics.  `Err` means errors were reported.
fn front_end(file: &str, options: &MlbOptions, print_sig: bool, dump_core: bool, ir: &middle::IrOptions) -> Result<(), ()> {
    let (el, user_deltas) = elaborate(file, options)?;
    let mut stdout = std::io::stdout().lock();
    if print_sig {
        let _ = stdout.write_all(el.print_sig(&user_deltas).as_bytes());
    }
    let _ = stdout.flush();
    drop(stdout);
    let mut ir = ir.clone();
    if dump_core && !ir.dump.iter().any(|d| d == "core") {
        ir.dump.push("core".into());
    }
    if ir.check || !ir.dump.is_empty() || !ir.env_dump.is_empty() {
        let core = el.finish();
        let mut dumper = middle::Dumper::new(&ir);
        let result = middle::run(&core, &ir, false, &mut dumper);
        dumper.finish()?;
        result?;
    } else {
        // Freed by process exit, not here (Elaborator::finish).
        std::mem::forget(el);
    }
    std::mem::forget(user_deltas);
    Ok(())
}

fn report(map: &SourceMap, diags: &Diagnostics) {
    let color = std::io::stderr().is_terminal();
    let mut err = std::io::stderr().lock();
    for d in &diags.items {
        let text = if d.span.is_dummy() {
            let sev = match d.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
                Severity::Note => "note",
            };
            let mut s = format!("{}: {}\n", sev, d.message);
            for n in &d.notes {
                s.push_str(&format!("  = {}\n", n));
            }
            s
        } else {
            map.render(d, color)
        };
        let _ = err.write_all(text.as_bytes());
    }
}
