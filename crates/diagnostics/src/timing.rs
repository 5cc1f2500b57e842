//! Phase timings for finding slow compiler phases: with the environment
//! variable `SKEIN_TIME_PASSES` set, `timed` prints `time: PHASE SECONDS`
//! on stderr after each phase it wraps (parsing and elaboration, Mono,
//! lowering, every SSA pass, C emission, the C compiler).  Without it,
//! `timed` only runs the phase.

use std::sync::OnceLock;
use std::time::Instant;

/// Whether `SKEIN_TIME_PASSES` is set (read once).
pub fn timing_enabled() -> bool {
    static ENABLED: OnceLock<bool> = OnceLock::new();
    *ENABLED.get_or_init(|| std::env::var_os("SKEIN_TIME_PASSES").is_some())
}

/// Runs `phase`, printing how long it took when timing is enabled.
pub fn timed<T>(name: &str, phase: impl FnOnce() -> T) -> T {
    if !timing_enabled() {
        return phase();
    }
    let start = Instant::now();
    let result = phase();
    eprintln!("time: {:<24} {:8.3}s", name, start.elapsed().as_secs_f64());
    result
}
