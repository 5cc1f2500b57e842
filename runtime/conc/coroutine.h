/* conc/coroutine.h — coroutines: threads of control with stacks of their
 * own inside one task, switched explicitly (the basis builds CML's threads
 * on them: basis/cml/).
 *
 * A task's coroutines share its mutator, so they allocate in its heap and
 * need no barrier between them.  Exactly one of them runs at a time: the
 * task's own context (`main`, the stack the task started on) or one made
 * by sk_thread_new on a fiber of its own.  The others are suspended, their
 * callee-saved registers pushed on their own stack below `sp`.
 *
 * Invariants:
 *   - m->stack_hi is the top of the running coroutine's stack, so the
 *     collector's scan of the running stack is right on any of them;
 *   - every suspended coroutine of a task is on its group's `all` list (the
 *     main context is found as `group->main`), and the collector scans
 *     [sp, hi) of each (coroutines_scan) plus the closure of those not yet
 *     started: objects they reference are pinned, as for the running stack;
 *   - a switch happens only where the task has no latent or promoted fork
 *     of its own pending (m->newest and m->heap as when the group was
 *     created), so forks never interleave between coroutines;
 *   - a finished coroutine's fiber is released by the next coroutine to run
 *     (a stack cannot be freed by code running on it).
 */
#ifndef SKEIN_CONC_COROUTINE_H
#define SKEIN_CONC_COROUTINE_H

#include <stdint.h>

#include "../include/skein.h"

/* Calls visit(ctx, w) for every word w that the task's suspended
 * coroutines hold on their stacks (or in their saved frames), and for
 * their unstarted closures.  For a MINOR collection of the group's heap,
 * coroutines suspended since before its last collection are skipped:
 * everything they referenced then was promoted or pinned by that
 * collection, so none of their words can point into the young chunks
 * (old objects do not move in a minor collection), and a suspended
 * stack does not change. */
void coroutines_scan(SkMutator *m, int minor, void (*visit)(void *ctx, uintptr_t w), void *ctx);

/* The task leaves region heap `region` for `parent` (gc/region.c): a
 * group made inside the region must have no coroutine left (their stacks
 * and closures would point into the freed region: a clear error), and
 * then belongs to parent.  (Inside a region, sk_thread_new gives an idle
 * group made outside it to the region; one with threads is refused.) */
void coroutines_region_exit(SkMutator *m, struct SkHeap *region, struct SkHeap *parent);

/* The poll slow path (sk_poll_slow): if a time slice of the task's
 * coroutines ended, runs their preemption handler when switching is
 * allowed here (sk_thread_preempt in coroutine.c). */
void coroutines_poll(SkMutator *m);

/* A task that ends drops its coroutines (suspended ones never run again). */
void coroutines_task_end(SkMutator *m);

/* Place forks: hold (1) or release (0) the coroutine stack pool's lock
 * and the time-slice timer's. */
void coroutine_pool_fork_guard(int hold);

#endif
