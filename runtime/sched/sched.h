/* sched/sched.h — workers and the scheduler's private interface.
 *
 * A worker is a pthread (worker 0 is the main thread) with a Chase-Lev
 * deque of SkTasks and a scheduler context (its native thread stack) that
 * fibers switch back to when they park or finish.  See sched.c.
 */
#ifndef SKEIN_SCHED_SCHED_H
#define SKEIN_SCHED_SCHED_H

#include <pthread.h>
#include <stdint.h>

#include "../include/skein.h"
#include "deque.h"
#include "fiber.h"

/* A promoted fork's right half, as it sits in a deque.  Whoever takes it
 * out of a deque runs the fork's g if it wins the CAS of `state` from
 * TASK_PENDING to TASK_TAKEN; the forking task may instead reclaim g with
 * the same CAS at its join (after which `frame` may be dangling and is not
 * read).  Two references keep the record alive, the deque's (dropped by
 * whoever takes it out) and the forking task's (dropped at the join); the
 * last to drop frees it (task_release). */
enum { TASK_PENDING = 0, TASK_TAKEN = 1 };
typedef struct SkTask {
    SkFork *frame;
    _Atomic int state;
    _Atomic int refs;
} SkTask;

enum { ACT_NONE, ACT_PARK, ACT_DONE };

typedef struct SkWorker {
    Deque dq;
    unsigned id;
    pthread_t thread;
    void *sched_sp;                /* the scheduler loop's saved context    */
    void *tsan_self;
    _Atomic(SkMutator *) running;  /* the running task's mutator, or NULL   */
    int action;                    /* what the fiber that switched back wants */
    SkFork *action_frame;
    SkFiber *action_fiber;
    uint64_t rng;
    uint64_t work_ns, idle_ns, steals, tasks_run;
} SkWorker;

extern SkWorker *sk_workers;
extern unsigned sk_nworkers;

#endif
