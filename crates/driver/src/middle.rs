//! The middle end as the driver runs it: Core -> Mono -> SSA passes, with
//! the `--dump-ir=PHASE` printers and the `--check-ir` checkers.
//!
//! Phases, in order: `core`, `mono`, `lower` (the SSA program as lowered),
//! then every SSA pass of `skein_lower::passes::passes()`.  Dumps go to stdout, or
//! to the `--dump-ir-file` file, each preceded by a `(* after PHASE *)`
//! line, in phase order.  Invariant: a phase name the user gives is
//! validated before any work, so a typo is a user error (exit 1) that
//! lists the phases, never a silent no-op.  The environment variables
//! `SKEIN_DUMP_IR` (comma-separated phases, printed on stderr) and
//! `SKEIN_CHECK_IR` (any value) do the same for programs built by tests;
//! `SKEIN_SKIP_PASSES` (comma-separated SSA pass names) leaves passes out,
//! to bisect a miscompilation or measure what a pass gains.

use skein_diagnostics::timing::timed;
use skein_ir::{core, mono, ssa};
use std::io::Write;

#[derive(Clone, Debug, Default)]
pub struct IrOptions {
    pub dump: Vec<String>,
    pub dump_file: Option<String>,
    pub check: bool,
    /// Dumps asked for with `SKEIN_DUMP_IR`: printed on stderr.
    pub env_dump: Vec<String>,
}

/// Every phase name, in pipeline order.
pub fn phases() -> Vec<String> {
    let mut v: Vec<String> = ["core", "mono", "lower"].iter().map(|s| s.to_string()).collect();
    v.extend(skein_lower::passes::passes().into_iter().map(|p| p.name.to_string()));
    v
}

impl IrOptions {
    /// Checks the phase names.  `Ok(None)`: go on; `Ok(Some(code))`: the
    /// request was answered (`list`) or wrong, exit with `code`.
    pub fn new(dump: &[String], dump_file: Option<String>, check: bool) -> Result<IrOptions, u8> {
        let all = phases();
        if dump.iter().any(|d| d == "list") {
            println!("{}", all.join("\n"));
            return Err(0);
        }
        for d in dump {
            if !all.contains(d) {
                eprintln!("error: --dump-ir: unknown phase `{}`; the phases are: {} (or `list`)", d, all.join(", "));
                return Err(1);
            }
        }
        let check = check || std::env::var_os("SKEIN_CHECK_IR").is_some();
        let env_dump = std::env::var("SKEIN_DUMP_IR").map(|s| s.split(',').filter(|s| !s.is_empty()).map(str::to_string).collect()).unwrap_or_default();
        Ok(IrOptions { dump: dump.to_vec(), dump_file, check, env_dump })
    }

    fn wants(&self, phase: &str) -> bool {
        self.dump.iter().chain(&self.env_dump).any(|d| d == phase)
    }

    /// Does any dump ask for an SSA phase?
    pub fn wants_ssa(&self) -> bool {
        self.dump.iter().chain(&self.env_dump).any(|d| d != "core" && d != "mono")
    }
}

/// The passes `SKEIN_SKIP_PASSES` names.
fn skipped_passes() -> Vec<String> {
    std::env::var("SKEIN_SKIP_PASSES").map(|s| s.split(',').filter(|s| !s.is_empty()).map(str::to_string).collect()).unwrap_or_default()
}

/// Collected dump text, written at the end (or when the middle end fails).
pub struct Dumper<'o> {
    options: &'o IrOptions,
    text: String,
    env_text: String,
}

impl<'o> Dumper<'o> {
    pub fn new(options: &'o IrOptions) -> Dumper<'o> {
        Dumper { options, text: String::new(), env_text: String::new() }
    }

    fn add(&mut self, phase: &str, body: impl FnOnce() -> String) {
        if !self.options.wants(phase) {
            return;
        }
        let body = body();
        if self.options.dump.iter().any(|d| d == phase) {
            self.text.push_str(&format!("(* after {} *)\n{}", phase, body));
        }
        if self.options.env_dump.iter().any(|d| d == phase) {
            self.env_text.push_str(&format!("(* after {} *)\n{}", phase, body));
        }
    }

    /// Writes what was collected.  `Err` if the dump file cannot be written.
    pub fn finish(self) -> Result<(), ()> {
        eprint!("{}", self.env_text);
        match &self.options.dump_file {
            Some(f) => std::fs::write(f, &self.text).map_err(|e| eprintln!("error: cannot write `{}`: {}", f, e)),
            None => {
                let mut out = std::io::stdout().lock();
                let _ = out.write_all(self.text.as_bytes());
                let _ = out.flush();
                Ok(())
            }
        }
    }
}

/// Core -> Mono (-> SSA when `need_ssa`), dumping and checking as asked.
/// `Err` means a checker failed (reported on stderr).
pub fn run(core: &core::Program, options: &IrOptions, need_ssa: bool, d: &mut Dumper) -> Result<Option<ssa::Program>, ()> {
    d.add("core", || skein_ir::print::program_to_string(core));
    if options.check {
        report("Core", skein_ir::check::check_program(core))?;
    }
    let need_mono = need_ssa || options.check || options.wants("mono") || options.wants_ssa();
    if !need_mono {
        return Ok(None);
    }
    let mono = timed("mono", || skein_mono::monomorphise(core));
    d.add("mono", || mono::print::print_program(&mono));
    if options.check {
        report("Mono", mono::check::check_program(&mono))?;
    }
    if !(need_ssa || options.check || options.wants_ssa()) {
        return Ok(None);
    }
    let dump: Vec<String> = options.dump.iter().chain(&options.env_dump).cloned().collect();
    match skein_lower::run_pipeline(&mono, &skein_lower::PipelineOptions { dump, check: options.check, skip: skipped_passes() }) {
        Ok((p, dumps)) => {
            for (phase, text) in dumps {
                d.add(&phase, || text);
            }
            Ok(Some(p))
        }
        Err((pass, errors)) => {
            for e in &errors {
                eprintln!("internal compiler error: SSA IR check after {}: {}", pass, e);
            }
            Err(())
        }
    }
}

fn report(what: &str, r: Result<(), Vec<String>>) -> Result<(), ()> {
    r.map_err(|errors| {
        for e in &errors {
            eprintln!("internal compiler error: {} IR check: {}", what, e);
        }
    })
}
