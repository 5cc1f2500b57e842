/* errors.c — how the program dies: uncaught exceptions, out of memory,
 * stack overflow, runtime bugs.
 *
 * Every user-facing failure prints one clear line on stderr and exits with
 * status 1; internal errors (runtime bugs) print "skein: internal error"
 * and abort.  Stack overflow: the kernel's guard gap below the main
 * thread's stack turns an overflow into SIGSEGV; the handler runs on an
 * alternate signal stack (sigaltstack), recognises a fault at or near the
 * stack limit and prints "stack overflow".  Fibers (sched/fiber.c) have
 * guard regions below their stacks; a fault in one is a task's stack
 * overflow.  Every worker thread installs its own alternate signal stack
 * (sk_errors_thread_init).  The handler uses only async-signal-safe calls
 * (and a lock-free walk of the fiber list).
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include "runtime.h"
#include "sched/fiber.h"

void sk_uncaught_exception(const char *name, const char *message) {
    fflush(stdout);
    if (message)
        fprintf(stderr, "unhandled exception: %s: %s\n", name, message);
    else
        fprintf(stderr, "unhandled exception: %s\n", name);
    sk_exit(1);
}

void sk_out_of_memory(const char *what) {
    fflush(stdout);
    fprintf(stderr, "skein: out of memory: %s\n", what);
    fflush(stderr);
    _exit(1);
}

void sk_fatal(const char *fmt, ...) {
    fflush(stdout);
    va_list ap;
    va_start(ap, fmt);
    fputs("skein: internal error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    abort();
}

static void say(const char *s) {
    size_t n = strlen(s);
    while (n) {
        ssize_t w = write(2, s, n);
        if (w <= 0) return;
        s += w;
        n -= (size_t)w;
    }
}

#define OVERFLOW_SLOP ((uintptr_t)1 << 16)

static void on_segv(int sig, siginfo_t *info, void *context) {
    uintptr_t addr = (uintptr_t)info->si_addr;
    uintptr_t sp = 0;
#if defined(__x86_64__)
    sp = (uintptr_t)((ucontext_t *)context)->uc_mcontext.gregs[REG_RSP];
#elif defined(__aarch64__)
    sp = (uintptr_t)((ucontext_t *)context)->uc_mcontext.sp;
#else
    (void)context;
#endif
    int near_limit = sk_rt.stack_lo && addr + OVERFLOW_SLOP >= sk_rt.stack_lo &&
                     addr < sk_rt.stack_lo + OVERFLOW_SLOP;
    int near_sp = sp && addr + OVERFLOW_SLOP >= sp && addr < sp + OVERFLOW_SLOP;
    if (fiber_guard_hit(addr)) {
        say("stack overflow: the program recursed too deeply (a task's stack is exhausted: the "
            "root task has 1 GiB, other tasks 64 MiB)\n");
        _exit(1);
    }
    if (near_limit || near_sp) {
        say("stack overflow: the program recursed too deeply (main thread stack exhausted; "
            "`ulimit -s` raises the limit)\n");
        _exit(1);
    }
    say(sig == SIGBUS ? "skein: internal error: bus error\n"
                      : "skein: internal error: segmentation fault\n");
    signal(SIGABRT, SIG_DFL);
    abort();
}

void sk_errors_thread_init(void) {
    size_t size = 64 * 1024;
    char *alt = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (alt == MAP_FAILED) return;
    stack_t ss;
    memset(&ss, 0, sizeof ss);
    ss.ss_sp = alt;
    ss.ss_size = size;
    sigaltstack(&ss, NULL);
}

void sk_errors_install(void) {
    static char *alt;
    size_t size = 64 * 1024;
    if (!alt) {
        alt = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (alt == MAP_FAILED) {
            alt = NULL;
            return;
        }
    }
    stack_t ss;
    memset(&ss, 0, sizeof ss);
    ss.ss_sp = alt;
    ss.ss_size = size;
    if (sigaltstack(&ss, NULL) != 0) return;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);
}
