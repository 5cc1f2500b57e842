/* signals.c — MLton.Signal's delivery (basis/mlton-signal.sml): POSIX
 * signals become calls of SML handlers at a safe point, never inside a C
 * signal handler.
 *
 * catch_signal, the C handler of every signal SML handles, only sets the
 * signal's bit in `pending` (atomics: async-signal-safe) and raises the
 * root task's heartbeat flag (sk_root_task_mutator).  That task's next poll takes the slow path
 * (sk_poll_slow, sched/sched.c), which calls signals_poll: it calls the
 * SML dispatcher closure (registered by sk_signal_dispatcher, a precise
 * root), which takes the pending signals one at a time (sk_signal_take)
 * and runs their handlers.  The program polls because codegen sees the
 * primitive MLton.Signal.setDispatcher (lib.rs, needs_polls); the
 * handlers run on the main task only (the root task: also while it is
 * inside a promoted fork's left branch, on whatever coroutine runs), and
 * a signal that comes while the program is blocked in a system call is
 * handled at the first poll after the call returns (SA_RESTART when
 * MLton.Signal.restart is true).
 *
 * Invariants: `pending` bits are set only by catch_signal and cleared
 * only by sk_signal_take; any_pending is set after the bit, and cleared
 * by signals_poll before the dispatcher takes bits, so no signal waits
 * for a later one.  Called from SML through _import (sk_signal_set,
 * sk_signal_take, sk_signal_mask, sk_signal_blocked) and the primitive
 * MLton.Signal.setDispatcher, on the main task.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>

#include "runtime.h"
#include "gc/heap.h"

#define SIGNAL_WORDS 2 /* signals 1..127 */

static _Atomic uint64_t pending[SIGNAL_WORDS];
static _Atomic int any_pending;
static SkValue dispatcher; /* closure unit -> unit, or 0; a root */
SkMutator *sk_root_task_mutator;

static void catch_signal(int sig) {
    if (sig <= 0 || sig >= 64 * SIGNAL_WORDS) return;
    atomic_fetch_or(&pending[sig / 64], UINT64_C(1) << (sig % 64));
    atomic_store(&any_pending, 1);
    SkMutator *m = sk_root_task_mutator;
    if (m) atomic_store_explicit(&m->heartbeat, 1, memory_order_release);
}

/* mode: 0 the default action, 1 ignore, 2 catch for the SML dispatcher;
 * + 4: SA_RESTART.  0, or -errno. */
int64_t sk_signal_set(int64_t sig, int64_t mode) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = (mode & 4) ? SA_RESTART : 0;
    switch (mode & 3) {
    case 0: sa.sa_handler = SIG_DFL; break;
    case 1: sa.sa_handler = SIG_IGN; break;
    default: sa.sa_handler = catch_signal; break;
    }
    if (sig <= 0 || sig >= 64 * SIGNAL_WORDS) return -EINVAL;
    return sigaction((int)sig, &sa, NULL) == 0 ? 0 : -errno;
}

void sk_signal_dispatcher(SkMutator *m, SkValue closure) {
    (void)m;
    static int registered;
    if (!registered) {
        registered = 1;
        sk_register_roots(&dispatcher, 1);
    }
    dispatcher = closure;
}

/* The lowest pending signal, its bit cleared; 0 when none is. */
int64_t sk_signal_take(void) {
    for (int w = 0; w < SIGNAL_WORDS; w++) {
        uint64_t bits = atomic_load(&pending[w]);
        while (bits) {
            int b = __builtin_ctzll(bits);
            uint64_t bit = UINT64_C(1) << b;
            if (atomic_fetch_and(&pending[w], ~bit) & bit) return 64 * w + b;
            bits = atomic_load(&pending[w]);
        }
    }
    return 0;
}

/* Sets *set to the n signals sigs[0..n) (all: every signal, sigs then
 * being the exceptions), leaving out numbers that name no signal; returns
 * how many it left out. */
static int64_t fill_set(sigset_t *set, const int64_t *sigs, int64_t n, int64_t all) {
    int64_t bad = 0;
    if (all) sigfillset(set);
    else sigemptyset(set);
    for (int64_t i = 0; i < n; i++) {
        if (sigs[i] <= 0 || sigs[i] >= 64 * SIGNAL_WORDS) bad++;
        else if (all) sigdelset(set, (int)sigs[i]);
        else sigaddset(set, (int)sigs[i]);
    }
    return bad;
}

/* sigprocmask(how: 0 block, 1 unblock, 2 set) of the signals fill_set
 * makes of sigs, n, all.  0, or -errno (-EINVAL for a number that names
 * no signal). */
int64_t sk_signal_mask(int64_t how, const int64_t *sigs, int64_t n, int64_t all) {
    sigset_t set;
    if (fill_set(&set, sigs, n, all)) return -EINVAL;
    int h = how == 0 ? SIG_BLOCK : how == 1 ? SIG_UNBLOCK : SIG_SETMASK;
    return pthread_sigmask(h, &set, NULL) == 0 ? 0 : -errno;
}

/* Whether signal sig is blocked in the calling thread (1, 0). */
int64_t sk_signal_blocked(int64_t sig) {
    sigset_t set;
    if (sig <= 0 || sig >= 64 * SIGNAL_WORDS || pthread_sigmask(SIG_BLOCK, NULL, &set) != 0) return 0;
    return sigismember(&set, (int)sig) == 1;
}

/* sigsuspend with the mask fill_set builds (numbers that name no signal
 * left out); returns when a handler ran (its SML part runs at the next
 * poll). */
void sk_signal_suspend(const int64_t *sigs, int64_t n, int64_t all) {
    sigset_t set;
    (void)fill_set(&set, sigs, n, all);
    sigsuspend(&set);
}

void signals_poll(SkMutator *m) {
    if (!atomic_load_explicit(&any_pending, memory_order_acquire) || m != sk_root_task_mutator || !dispatcher) return;
    atomic_store(&any_pending, 0);
    SkValue h = dispatcher;
    ((SkValue(*)(SkMutator *, SkValue, SkValue))(uintptr_t)SK_IMM_VALUE(SK_FIELD(h, 0)))(m, h, SK_UNIT);
}
