//! The I/O and system primitives (basis/README.md, "I/O and system
//! primitives"): each is a call of one runtime function declared in the
//! "I/O and system primitives" section of `runtime/include/skein.h`.
//!
//! Invariant: every primitive here has only scalar (int) and pointer
//! arguments and an int, object or unit result; `unit` arguments are
//! dropped.  The runtime functions never raise: the SML wrappers in
//! `basis/` test the returned codes and raise the Basis exceptions.

/// How a primitive's C result becomes its SSA result.
#[derive(Clone, Copy)]
enum Res {
    /// `int64_t` (an SML int).
    Int,
    /// An `SkValue` (string, vector...).
    Value,
    /// A C `void` function; the SML result is unit.
    Unit,
}

/// (primitive name, C function, takes the mutator, number of arguments, result).
const TABLE: &[(&str, &str, bool, usize, Res)] = &[
    ("IO.errno", "sk_io_errno", false, 0, Res::Int),
    // Strings and Word8/Char sequences share one layout (one byte per
    // element), so the slot primitives are the string ones.
    ("Byte.unsafeSlotsOfString", "sk_bytes_slice", true, 3, Res::Value),
    ("Byte.unsafeStringOfSlots", "sk_bytes_slice", true, 3, Res::Value),
    ("Byte.unsafeStringIntoSlots", "sk_bytes_copy", false, 5, Res::Unit),
    ("Byte.unsafeCopySlots", "sk_bytes_copy", false, 5, Res::Unit),
    ("IO.open", "sk_io_open", false, 3, Res::Int),
    ("IO.close", "sk_io_close", false, 1, Res::Int),
    ("IO.readString", "sk_io_read_string", true, 2, Res::Value),
    ("IO.readSlots", "sk_io_read_string", true, 2, Res::Value),
    ("IO.readIntoSlots", "sk_io_read_into_slots", false, 4, Res::Int),
    ("IO.preadSlots", "sk_io_pread_slots", false, 5, Res::Int),
    ("IO.writeString", "sk_io_write_string", false, 4, Res::Int),
    ("IO.writeSlots", "sk_io_write_string", false, 4, Res::Int),
    ("IO.seek", "sk_io_seek", false, 3, Res::Int),
    ("IO.isatty", "sk_io_isatty", false, 1, Res::Int),
    ("IO.fstat", "sk_io_fstat", false, 2, Res::Int),
    ("IO.poll", "sk_io_poll", false, 5, Res::Int),
    ("OS.errorName", "sk_os_error_name", true, 1, Res::Value),
    ("OS.errorMsg", "sk_os_error_msg", true, 1, Res::Value),
    ("OS.syserror", "sk_os_syserror", false, 1, Res::Int),
    ("OS.constant", "sk_os_constant", false, 1, Res::Int),
    ("OS.FileSys.stat", "sk_fs_stat", false, 3, Res::Int),
    ("OS.FileSys.openDir", "sk_fs_opendir", false, 1, Res::Int),
    ("OS.FileSys.readDir", "sk_fs_readdir", true, 1, Res::Value),
    ("OS.FileSys.rewindDir", "sk_fs_rewinddir", false, 1, Res::Int),
    ("OS.FileSys.closeDir", "sk_fs_closedir", false, 1, Res::Int),
    ("OS.FileSys.chDir", "sk_fs_chdir", false, 1, Res::Int),
    ("OS.FileSys.mkDir", "sk_fs_mkdir", false, 2, Res::Int),
    ("OS.FileSys.rmDir", "sk_fs_rmdir", false, 1, Res::Int),
    ("OS.FileSys.remove", "sk_fs_unlink", false, 1, Res::Int),
    ("OS.FileSys.rename", "sk_fs_rename", false, 2, Res::Int),
    ("OS.FileSys.access", "sk_fs_access", false, 2, Res::Int),
    ("OS.FileSys.chmod", "sk_fs_chmod", false, 2, Res::Int),
    ("OS.FileSys.symlink", "sk_fs_symlink", false, 2, Res::Int),
    ("OS.FileSys.setTime", "sk_fs_set_time", false, 4, Res::Int),
    ("OS.FileSys.getDir", "sk_fs_getcwd", true, 0, Res::Value),
    ("OS.FileSys.readLink", "sk_fs_readlink", true, 1, Res::Value),
    ("OS.FileSys.tmpName", "sk_fs_tmpname", true, 0, Res::Value),
    ("OS.Process.system", "sk_os_system", false, 1, Res::Int),
    ("OS.Process.waitStatus", "sk_os_wait_status", false, 2, Res::Int),
    ("OS.Process.envDefined", "sk_os_env_defined", false, 1, Res::Int),
    ("OS.Process.getEnv", "sk_os_getenv", true, 1, Res::Value),
    ("OS.Process.environCount", "sk_os_environ_count", false, 0, Res::Int),
    ("OS.Process.environEntry", "sk_os_environ_entry", true, 1, Res::Value),
    ("OS.Process.sleepNs", "sk_os_sleep_ns", false, 1, Res::Unit),
    ("OS.Process.setExitHook", "sk_os_set_exit_hook", true, 1, Res::Unit),
    ("OS.Process.exit", "sk_os_exit", false, 1, Res::Unit),
    ("OS.Process.terminate", "sk_os_terminate", false, 1, Res::Unit),
    ("OS.Process.getpid", "sk_os_getpid", false, 0, Res::Int),
    ("CommandLine.name", "sk_cl_name", true, 0, Res::Value),
    ("CommandLine.argc", "sk_cl_argc", false, 0, Res::Int),
    ("CommandLine.arg", "sk_cl_arg", true, 1, Res::Value),
    ("Time.nowNs", "sk_time_now_ns", false, 0, Res::Int),
    ("Time.monotonicNs", "sk_time_monotonic_ns", false, 0, Res::Int),
    ("Time.startNs", "sk_time_start_ns", false, 0, Res::Int),
    ("Timer.cpuTimes", "sk_time_cpu", false, 1, Res::Int),
    ("Unix.spawn", "sk_unix_spawn", false, 6, Res::Int),
    ("Unix.waitpid", "sk_unix_waitpid", false, 1, Res::Int),
    ("Unix.kill", "sk_unix_kill", false, 2, Res::Int),
    ("Posix.IO.pipe", "sk_posix_pipe", false, 1, Res::Int),
    ("Posix.IO.dup2", "sk_posix_dup2", false, 2, Res::Int),
    ("Date.breakDown", "sk_date_breakdown", false, 3, Res::Int),
    ("Date.mkTime", "sk_date_mktime", false, 1, Res::Int),
    ("Date.strftime", "sk_date_strftime", true, 2, Res::Value),
];

/// The C statements for primitive `name` with argument expressions `args`
/// assigned to `dst`, or None when `name` is not an I/O primitive.
pub(crate) fn prim(name: &str, dst: &str, args: &[String]) -> Option<String> {
    let &(_, cfn, takes_m, n, res) = TABLE.iter().find(|e| e.0 == name)?;
    let mut call_args: Vec<String> = Vec::new();
    if takes_m {
        call_args.push("m".into());
    }
    call_args.extend(args.iter().take(n).cloned());
    let call = format!("{}({})", cfn, call_args.join(", "));
    Some(match res {
        Res::Int | Res::Value => format!("    {} = {};\n", dst, call),
        Res::Unit => format!("    {};\n    {} = SK_UNIT;\n", call, dst),
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn names_are_unique_and_calls_well_formed() {
        let mut names: Vec<&str> = super::TABLE.iter().map(|e| e.0).collect();
        names.sort();
        let before = names.len();
        names.dedup();
        assert_eq!(before, names.len(), "duplicate primitive name");
        let c = super::prim("IO.open", "x", &["p".into(), "f".into(), "md".into()]).unwrap();
        assert_eq!(c, "    x = sk_io_open(p, f, md);\n");
        let u = super::prim("OS.Process.sleepNs", "x", &["n".into()]).unwrap();
        assert!(u.contains("sk_os_sleep_ns(n);") && u.contains("x = SK_UNIT"));
        assert!(super::prim("Nope.nope", "x", &[]).is_none());
    }
}
