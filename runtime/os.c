/* os.c — the system primitives under OS (FileSys, Process, errors),
 * CommandLine, Time, Timer, Date and Unix.
 *
 * Owns: the table of errno names (OS.errorName / OS.syserror), the table
 * of named system constants the SML side asks for by name (so no numeric
 * value of this platform is written in SML), and the exit hook (the basis's
 * OS.Process exit actions and stream flushing, run when the program ends
 * normally or through an uncaught exception).
 *
 * Same conventions as io.c: primitives never raise; ints are >= 0 or
 * -errno; object-returning ones report through sk_io_errno.  Directory
 * streams are DIR* pointers carried as ints.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "runtime.h"

extern char **environ;

/* io.c's per-thread error slot (sk_io_errno), set by the functions here
 * that return objects. */
void sk_io_set_errno(int64_t e);
#define set_err sk_io_set_errno

static int64_t neg_errno(void) { return -(int64_t)errno; }

/* ---- errors and constants ---------------------------------------------- */

#define E(x) { #x, x }
static const struct { const char *name; int value; } errnames[] = {
    { "ETOOBIG", E2BIG } /* the Basis name is "toobig" */, E(EACCES), E(EAGAIN), E(EBADF), E(EBADMSG), E(EBUSY), E(ECANCELED), E(ECHILD),
    E(EDEADLK), E(EDOM), E(EEXIST), E(EFAULT), E(EFBIG), E(EINPROGRESS), E(EINTR), E(EINVAL),
    E(EIO), E(EISDIR), E(ELOOP), E(EMFILE), E(EMLINK), E(EMSGSIZE), E(ENAMETOOLONG), E(ENFILE),
    E(ENODEV), E(ENOENT), E(ENOEXEC), E(ENOLCK), E(ENOMEM), E(ENOSPC), E(ENOSYS), E(ENOTDIR),
    E(ENOTEMPTY), E(ENOTSUP), E(ENOTTY), E(ENXIO), E(EPERM), E(EPIPE), E(ERANGE), E(EROFS),
    E(ESPIPE), E(ESRCH), E(ETIMEDOUT), E(EXDEV), E(EADDRINUSE), E(ECONNREFUSED), E(ECONNRESET),
    E(ENOTCONN), E(ENOTSOCK), E(EWOULDBLOCK),
};

/* Allocates.  The Basis name of errno e: lower case without the E
 * ("noent"), or "" when unknown. */
SkValue sk_os_error_name(SkMutator *m, int64_t e) {
    for (size_t k = 0; k < sizeof errnames / sizeof errnames[0]; k++)
        if (errnames[k].value == e) {
            char buf[32];
            const char *n = errnames[k].name + 1;
            size_t j = 0;
            for (; n[j] && j < sizeof buf - 1; j++) buf[j] = (char)(n[j] - 'A' + 'a');
            return sk_string_from_bytes(m, buf, j);
        }
    return sk_string_from_bytes(m, "", 0);
}

/* The errno whose Basis name is `name`, or -1. */
int64_t sk_os_syserror(SkValue name) {
    const char *s = SK_STRING_BYTES(name);
    for (size_t k = 0; k < sizeof errnames / sizeof errnames[0]; k++) {
        const char *n = errnames[k].name + 1;
        size_t j = 0;
        while (n[j] && s[j] && n[j] - 'A' + 'a' == s[j]) j++;
        if (!n[j] && !s[j]) return errnames[k].value;
    }
    return -1;
}

/* Allocates.  strerror(e). */
SkValue sk_os_error_msg(SkMutator *m, int64_t e) {
    const char *s = strerror((int)e);
    return sk_string_from_bytes(m, s, strlen(s));
}

#define C(x) { #x, x }
static const struct { const char *name; long value; } constants[] = {
    C(O_RDONLY), C(O_WRONLY), C(O_RDWR), C(O_APPEND), C(O_CREAT), C(O_EXCL), C(O_TRUNC),
    C(O_NOCTTY), C(O_NONBLOCK), C(O_SYNC), C(O_DSYNC), C(O_RSYNC),
    C(S_IRWXU), C(S_IRUSR), C(S_IWUSR), C(S_IXUSR), C(S_IRWXG), C(S_IRGRP), C(S_IWGRP),
    C(S_IXGRP), C(S_IRWXO), C(S_IROTH), C(S_IWOTH), C(S_IXOTH), C(S_ISUID), C(S_ISGID),
    C(S_ISVTX), C(R_OK), C(W_OK), C(X_OK), C(F_OK), C(SIGKILL), C(SIGTERM), C(SIGINT),
    C(SIGPIPE), C(SIGALRM), C(SIGHUP), C(SIGQUIT), C(SIGUSR1), C(SIGUSR2), C(SIGCHLD),
    C(SIGSEGV), C(SIGABRT), C(SIGFPE), C(SIGILL), C(SIGBUS), C(SIGSTOP), C(SIGCONT),
    C(SIGTSTP), C(SIGTTIN), C(SIGTTOU),
    C(EXIT_SUCCESS), C(EXIT_FAILURE),
};

/* The value of the named C constant; aborts on an unknown name (a basis
 * bug, caught by the tests). */
int64_t sk_os_constant(SkValue name) {
    for (size_t k = 0; k < sizeof constants / sizeof constants[0]; k++)
        if (strcmp(constants[k].name, SK_STRING_BYTES(name)) == 0) return constants[k].value;
    sk_fatal("unknown system constant %s", SK_STRING_BYTES(name));
}

/* ---- file system ------------------------------------------------------- */

int64_t sk_fs_opendir(SkValue path) {
    DIR *d = opendir(SK_STRING_BYTES(path));
    return d ? (int64_t)(intptr_t)d : neg_errno();
}

/* Allocates.  The next entry other than "." and ".."; "" at the end. */
SkValue sk_fs_readdir(SkMutator *m, int64_t dir) {
    for (;;) {
        errno = 0;
        struct dirent *e = readdir((DIR *)(intptr_t)dir);
        if (!e) {
            set_err(errno);
            return sk_string_from_bytes(m, "", 0);
        }
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        set_err(0);
        return sk_string_from_bytes(m, e->d_name, strlen(e->d_name));
    }
}

int64_t sk_fs_rewinddir(int64_t dir) {
    rewinddir((DIR *)(intptr_t)dir);
    return 0;
}

int64_t sk_fs_closedir(int64_t dir) { return closedir((DIR *)(intptr_t)dir) < 0 ? neg_errno() : 0; }
int64_t sk_fs_chdir(SkValue p) { return chdir(SK_STRING_BYTES(p)) < 0 ? neg_errno() : 0; }
int64_t sk_fs_mkdir(SkValue p, int64_t mode) { return mkdir(SK_STRING_BYTES(p), (mode_t)mode) < 0 ? neg_errno() : 0; }
int64_t sk_fs_rmdir(SkValue p) { return rmdir(SK_STRING_BYTES(p)) < 0 ? neg_errno() : 0; }
int64_t sk_fs_unlink(SkValue p) { return unlink(SK_STRING_BYTES(p)) < 0 ? neg_errno() : 0; }
int64_t sk_fs_rename(SkValue a, SkValue b) {
    return rename(SK_STRING_BYTES(a), SK_STRING_BYTES(b)) < 0 ? neg_errno() : 0;
}
int64_t sk_fs_access(SkValue p, int64_t mode) { return access(SK_STRING_BYTES(p), (int)mode) < 0 ? neg_errno() : 0; }
int64_t sk_fs_chmod(SkValue p, int64_t mode) { return chmod(SK_STRING_BYTES(p), (mode_t)mode) < 0 ? neg_errno() : 0; }
int64_t sk_fs_symlink(SkValue target, SkValue link) {
    return symlink(SK_STRING_BYTES(target), SK_STRING_BYTES(link)) < 0 ? neg_errno() : 0;
}

/* Sets access and modification times to (sec, nsec), or to now when now. */
int64_t sk_fs_set_time(SkValue p, int64_t sec, int64_t nsec, int64_t now) {
    struct timespec ts[2];
    ts[0].tv_sec = ts[1].tv_sec = (time_t)sec;
    ts[0].tv_nsec = ts[1].tv_nsec = (long)nsec;
    return utimensat(AT_FDCWD, SK_STRING_BYTES(p), now ? NULL : ts, 0) < 0 ? neg_errno() : 0;
}

/* Allocates. */
SkValue sk_fs_getcwd(SkMutator *m) {
    char buf[PATH_MAX];
    if (!getcwd(buf, sizeof buf)) {
        set_err(errno);
        return sk_string_from_bytes(m, "", 0);
    }
    set_err(0);
    return sk_string_from_bytes(m, buf, strlen(buf));
}

/* Allocates. */
SkValue sk_fs_readlink(SkMutator *m, SkValue p) {
    char buf[PATH_MAX];
    ssize_t n = readlink(SK_STRING_BYTES(p), buf, sizeof buf);
    if (n < 0) {
        set_err(errno);
        return sk_string_from_bytes(m, "", 0);
    }
    set_err(0);
    return sk_string_from_bytes(m, buf, (size_t)n);
}

/* Allocates.  A fresh name for a temporary file: the file is created
 * empty (mkstemp), so the name is not handed out twice. */
SkValue sk_fs_tmpname(SkMutator *m) {
    const char *dir = getenv("TMPDIR");
    char buf[PATH_MAX];
    snprintf(buf, sizeof buf, "%s/skeinXXXXXX", dir && *dir ? dir : "/tmp");
    int fd = mkstemp(buf);
    if (fd < 0) {
        set_err(errno);
        return sk_string_from_bytes(m, "", 0);
    }
    close(fd);
    set_err(0);
    return sk_string_from_bytes(m, buf, strlen(buf));
}

/* ---- process ----------------------------------------------------------- */

/* Runs cmd with /bin/sh -c; the raw wait status or -errno. */
int64_t sk_os_system(SkValue cmd) {
    fflush(NULL);
    int r = system(SK_STRING_BYTES(cmd));
    return r < 0 ? neg_errno() : r;
}

/* Decodes a raw wait status: out[0] = 0 exited (out[1] status), 1 signalled
 * (out[1] signal), 2 stopped (out[1] signal). */
int64_t sk_os_wait_status(int64_t st, SkValue out) {
    int64_t *o = (int64_t *)out;
    int s = (int)st;
    if (WIFEXITED(s)) { o[0] = 0; o[1] = WEXITSTATUS(s); }
    else if (WIFSIGNALED(s)) { o[0] = 1; o[1] = WTERMSIG(s); }
    else { o[0] = 2; o[1] = WSTOPSIG(s); }
    return 0;
}

int64_t sk_os_env_defined(SkValue name) { return getenv(SK_STRING_BYTES(name)) != NULL; }

/* Allocates. */
SkValue sk_os_getenv(SkMutator *m, SkValue name) {
    const char *v = getenv(SK_STRING_BYTES(name));
    return sk_string_from_bytes(m, v ? v : "", v ? strlen(v) : 0);
}

/* The number of environment entries; sk_os_environ_entry(k) is one. */
int64_t sk_os_environ_count(void) {
    int64_t n = 0;
    while (environ && environ[n]) n++;
    return n;
}
SkValue sk_os_environ_entry(SkMutator *m, int64_t k) { return sk_string_from_bytes(m, environ[k], strlen(environ[k])); }

void sk_os_sleep_ns(int64_t ns) {
    if (ns <= 0) return;
    struct timespec ts = { (time_t)(ns / 1000000000), (long)(ns % 1000000000) }, rem;
    while (nanosleep(&ts, &rem) < 0 && errno == EINTR) ts = rem;
}

/* The exit hook: a `unit -> unit` closure the basis registers once
 * (OS.Process's exit actions and stream flushing); called from exit(3)
 * through atexit, on the main thread, with the mutator that registered it.
 * Closure code is `R f(SkMutator *, SkValue self, A arg)` (codegen). */
static SkValue exit_hook;
static SkMutator *exit_hook_mutator;
static int exit_hook_running;

static void run_exit_hook(void) {
    if (!exit_hook || exit_hook_running) return;
    exit_hook_running = 1;
    SkValue c = exit_hook;
    ((SkValue(*)(SkMutator *, SkValue, SkValue))(uintptr_t)SK_IMM_VALUE(SK_FIELD(c, 0)))(exit_hook_mutator, c, SK_UNIT);
}

void sk_os_set_exit_hook(SkMutator *m, SkValue closure) {
    if (!exit_hook) {
        sk_register_roots(&exit_hook, 1);
        atexit(run_exit_hook);
    }
    exit_hook = closure;
    exit_hook_mutator = m;
}

/* OS.Process.exit: exit(3) (so the exit hook runs), statistics included. */
SK_NORETURN void sk_os_exit(int64_t status) { sk_exit((int)status); }

/* OS.Process.terminate: no exit actions, no flushing. */
SK_NORETURN void sk_os_terminate(int64_t status) { _exit((int)status); }

int64_t sk_os_getpid(void) { return (int64_t)getpid(); }

/* ---- command line ------------------------------------------------------ */

SkValue sk_cl_name(SkMutator *m) {
    const char *n = sk_program_name();
    return sk_string_from_bytes(m, n, strlen(n));
}
int64_t sk_cl_argc(void) { return sk_argc() > 0 ? sk_argc() - 1 : 0; }
SkValue sk_cl_arg(SkMutator *m, int64_t k) {
    const char *a = sk_argv()[k + 1];
    return sk_string_from_bytes(m, a, strlen(a));
}

/* ---- time -------------------------------------------------------------- */

/* Nanoseconds since the epoch (CLOCK_REALTIME). */
int64_t sk_time_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* Nanoseconds of a monotonic clock (Timer's real timers). */
int64_t sk_time_monotonic_ns(void) { return (int64_t)sk_now_ns(); }

/* sk_time_monotonic_ns() when the program started. */
int64_t sk_time_start_ns(void) { return (int64_t)sk_rt.start_ns; }

/* out[0] user, out[1] system CPU time of this process, out[2] GC time, all
 * in nanoseconds. */
int64_t sk_time_cpu(SkValue out) {
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    int64_t *o = (int64_t *)out;
    o[0] = (int64_t)ru.ru_utime.tv_sec * 1000000000 + (int64_t)ru.ru_utime.tv_usec * 1000;
    o[1] = (int64_t)ru.ru_stime.tv_sec * 1000000000 + (int64_t)ru.ru_stime.tv_usec * 1000;
    o[2] = (int64_t)sk_rt.stats.gc_ns;
    return 0;
}

/* ---- dates ------------------------------------------------------------- */

/* The broken-down fields an int array carries between SML and C:
 * 0 year, 1 month 0..11, 2 day 1..31, 3 hour, 4 minute, 5 second,
 * 6 week day 0..6 (Sunday 0), 7 year day 0..365, 8 isdst (<0 unknown),
 * 9 offset east of UTC in seconds. */
static void tm_to_fields(const struct tm *t, int64_t *o) {
    o[0] = t->tm_year + 1900; o[1] = t->tm_mon; o[2] = t->tm_mday; o[3] = t->tm_hour;
    o[4] = t->tm_min; o[5] = t->tm_sec; o[6] = t->tm_wday; o[7] = t->tm_yday;
    o[8] = t->tm_isdst; o[9] = t->tm_gmtoff;
}

static void fields_to_tm(const int64_t *o, struct tm *t) {
    memset(t, 0, sizeof *t);
    t->tm_year = (int)(o[0] - 1900); t->tm_mon = (int)o[1]; t->tm_mday = (int)o[2];
    t->tm_hour = (int)o[3]; t->tm_min = (int)o[4]; t->tm_sec = (int)o[5];
    t->tm_wday = (int)o[6]; t->tm_yday = (int)o[7]; t->tm_isdst = (int)o[8];
    t->tm_gmtoff = (long)o[9];
}

/* Breaks down secs since the epoch, in local time when local, else UTC;
 * 0, or -1 when out of range. */
int64_t sk_date_breakdown(int64_t secs, int64_t local, SkValue out) {
    time_t t = (time_t)secs;
    struct tm tm;
    if (!(local ? localtime_r(&t, &tm) : gmtime_r(&t, &tm))) return -1;
    tm_to_fields(&tm, (int64_t *)out);
    return 0;
}

/* Seconds since the epoch of the local time in fields (mktime), with the
 * normalised fields written back; INT64_MIN when not representable.  The
 * isdst field (<0 unknown) picks between the two instants of a wall-clock
 * time repeated when summer time ends. */
int64_t sk_date_mktime(SkValue fields) {
    struct tm tm;
    fields_to_tm((int64_t *)fields, &tm);
    if (tm.tm_isdst > 0) tm.tm_isdst = 1;
    else if (tm.tm_isdst < 0) tm.tm_isdst = -1;
    errno = 0;
    time_t t = mktime(&tm);
    if (t == (time_t)-1 && errno != 0) return INT64_MIN;
    tm_to_fields(&tm, (int64_t *)fields);
    return (int64_t)t;
}

/* Allocates.  strftime(fmt) of the fields. */
SkValue sk_date_strftime(SkMutator *m, SkValue fmt, SkValue fields) {
    struct tm tm;
    fields_to_tm((int64_t *)fields, &tm);
    size_t cap = 256 + 8 * SK_LENGTH(fmt);
    for (;;) {
        char *buf = malloc(cap);
        if (!buf) sk_out_of_memory("Date.fmt");
        size_t n = strftime(buf, cap, SK_STRING_BYTES(fmt), &tm);
        if (n > 0 || SK_LENGTH(fmt) == 0 || cap > (size_t)1 << 20) {
            SkValue s = sk_string_from_bytes(m, buf, n);
            free(buf);
            return s;
        }
        free(buf);
        cap *= 4;
    }
}

/* ---- Unix: child processes --------------------------------------------- */

#include <spawn.h>

/* Splits n NUL-separated strings of `joined` into a NULL-terminated,
 * malloc'ed vector pointing into joined's bytes. */
static char **split_args(SkValue joined, int64_t n) {
    char **v = calloc((size_t)n + 1, sizeof(char *));
    if (!v) sk_out_of_memory("Unix.execute");
    char *p = SK_STRING_BYTES(joined);
    for (int64_t k = 0; k < n; k++) {
        v[k] = p;
        p += strlen(p) + 1;
    }
    return v;
}

/* Starts `path` with the nargs NUL-separated arguments in args (argv[0]
 * included) and, when nenv >= 0, the environment in env (else this
 * process's), its stdin and stdout connected to pipes.  out[0] = pid,
 * out[1] = read end of the child's stdout, out[2] = write end of its
 * stdin (both close-on-exec here).  0 or -errno. */
int64_t sk_unix_spawn(SkValue path, SkValue args, int64_t nargs, SkValue env, int64_t nenv, SkValue out) {
    int to_child[2], from_child[2];
    if (pipe2(to_child, O_CLOEXEC) < 0) return neg_errno();
    if (pipe2(from_child, O_CLOEXEC) < 0) {
        int64_t e = neg_errno();
        close(to_child[0]);
        close(to_child[1]);
        return e;
    }
    char **argv = split_args(args, nargs);
    char **envp = nenv >= 0 ? split_args(env, nenv) : environ;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, to_child[0], 0);
    posix_spawn_file_actions_adddup2(&fa, from_child[1], 1);
    pid_t pid;
    fflush(NULL);
    int r = posix_spawn(&pid, SK_STRING_BYTES(path), &fa, NULL, argv, envp);
    posix_spawn_file_actions_destroy(&fa);
    free(argv);
    if (nenv >= 0) free(envp);
    close(to_child[0]);
    close(from_child[1]);
    if (r != 0) {
        close(to_child[1]);
        close(from_child[0]);
        return -(int64_t)r;
    }
    int64_t *o = (int64_t *)out;
    o[0] = pid;
    o[1] = from_child[0];
    o[2] = to_child[1];
    return 0;
}

/* waitpid(pid) (no options): the raw status or -errno. */
int64_t sk_unix_waitpid(int64_t pid) {
    int st;
    pid_t r;
    do r = waitpid((pid_t)pid, &st, 0);
    while (r < 0 && errno == EINTR);
    return r < 0 ? neg_errno() : st;
}

int64_t sk_unix_kill(int64_t pid, int64_t sig) { return kill((pid_t)pid, (int)sig) < 0 ? neg_errno() : 0; }

/* pipe(2): out[0] read end, out[1] write end; 0 or -errno. */
int64_t sk_posix_pipe(SkValue out) {
    int fds[2];
    if (pipe(fds) < 0) return neg_errno();
    ((int64_t *)out)[0] = fds[0];
    ((int64_t *)out)[1] = fds[1];
    return 0;
}

int64_t sk_posix_dup2(int64_t old, int64_t new_) { return dup2((int)old, (int)new_) < 0 ? neg_errno() : 0; }
