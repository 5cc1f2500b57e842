/* sched/fiber.h — fibers: stacks of their own, switched in user space.
 *
 * A fiber is a stack (mmap'd, MAP_NORESERVE so only touched pages cost
 * memory, with an inaccessible guard region below it) plus a saved context
 * (just a stack pointer: the callee-saved registers are pushed on the
 * fiber's own stack by fiber_switch).  Each fiber embeds the SkMutator of
 * the task it runs: a task keeps its mutator, and so its `m` pointer, for
 * its whole life even when its fiber moves between workers.
 *
 * Invariants:
 *   - a fiber is either running on exactly one worker, parked (its context
 *     saved, resumable by exactly one party: see sched.c), or in the pool;
 *   - [guard_lo, lo) is PROT_NONE; [lo, hi) is the usable stack; the
 *     conservative stack scan of the fiber's task stops at hi;
 *   - pooled fibers keep their mapping (reuse costs no system call); their
 *     stale stack contents lie below any future stack pointer's frames that
 *     matter, and the scan starts at the current stack pointer.
 */
#ifndef SKEIN_SCHED_FIBER_H
#define SKEIN_SCHED_FIBER_H

#include <stddef.h>
#include <stdint.h>

#include "../include/skein.h"

#define SK_CACHE_LINE 64

/* Aligned to (and so sized in multiples of) a cache line; see fiber_create. */
typedef struct SkFiber {
    _Alignas(SK_CACHE_LINE) SkMutator m;            /* the task's mutator; m.fiber == this         */
    void *sp;                /* saved stack pointer while not running       */
    uintptr_t guard_lo, lo, hi;
    void (*entry)(struct SkFiber *);
    struct SkFork *task;     /* for task fibers: the frame whose g it runs  */
    struct SkCoroutine *co;  /* for coroutine fibers: the coroutine (conc/) */
    struct SkFiber *next;    /* pool link                                   */
    void *tsan_fiber;        /* ThreadSanitizer's fiber handle (tsan only)  */
} SkFiber;

/* Saves the callee-saved registers and stack pointer in *from_sp, loads
 * to_sp and returns on that stack.  Assembly (x86-64 and aarch64). */
void sk_fiber_switch(void **from_sp, void *to_sp);

/* A fiber with a stack of `stack_bytes` (rounded to pages) that will call
 * entry(fiber) when first switched to; entry must never return.  NULL when
 * the mapping fails. */
SkFiber *fiber_create(size_t stack_bytes, void (*entry)(SkFiber *));
/* Makes a fiber that is not running start afresh: entry(fiber) is called
 * when it is next switched to. */
void fiber_reset(SkFiber *f, void (*entry)(SkFiber *));
/* A pooled task fiber (SK_TASK_STACK_BYTES), or a new one; entry as above. */
SkFiber *fiber_get(void (*entry)(SkFiber *));
void fiber_put(SkFiber *f);
/* Whether address a lies in any fiber's guard region (stack overflow). */
int fiber_guard_hit(uintptr_t a);

/* Switches from the context saved in *from to fiber/context `to`, telling
 * the sanitizers (tsan, asan) about the switch when they are on. */
void fiber_jump(void **from_sp, void *to_sp, void *to_tsan_fiber);
/* The sanitizer handle of the calling thread's own (native) context. */
void *fiber_thread_handle(void);
/* A sanitizer handle for a context that runs on a fiber's stack without
 * being the fiber (conc/coroutine.c: threads sharing a stack), and its
 * end; NULL and nothing without ThreadSanitizer. */
void *fiber_tsan_context_new(void);
void fiber_tsan_context_free(void *context);

#define SK_TASK_STACK_BYTES ((size_t)64 << 20)
#define SK_ROOT_STACK_BYTES ((size_t)1 << 30)
#define SK_GUARD_BYTES ((size_t)64 << 10)

/* Place forks: hold (1) or release (0) the fiber pool's lock. */
void fiber_pool_fork_guard(int hold);

#endif
