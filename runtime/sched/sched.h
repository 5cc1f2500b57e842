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
    _Atomic uint64_t work_since;   /* start of the run in progress, or 0     */
    /* Barrier events counted per worker (gc/barrier.c): shared atomic
     * counters bumped by every worker cost more than the events.  Summed
     * with sk_rt.stats' (events outside workers) by sched.c's SCHED_COUNTER. */
    uint64_t entanglement_checks;  /* read-barrier checks                   */
    uint64_t entanglements;        /* entangled reads                       */
    uint64_t remembered;           /* down-pointers remembered              */
} SkWorker;

/* Counts one barrier event FIELD (an SkWorker counter, and the SkGcStats
 * field of that name) for task m. */
#define SCHED_COUNT(m, FIELD)                                                  \
    do {                                                                       \
        if ((m)->worker) (m)->worker->FIELD++;                                 \
        else sk_stats_add(&sk_rt.stats.FIELD, 1);                              \
    } while (0)

/* Promotes latent fork fr of the running task m (its owner's thread):
 * pushes an SkTask for its right half and moves m to a fresh child heap
 * (or, when rec, the record in the task's chain whose latent work fr is,
 * is older than regions the task is in, puts the new heap above them:
 * gc/region.c, SPLICE).  Returns 0, or -1 (nothing changed) when the
 * deque is full. */
int sched_promote(SkMutator *m, SkFork *fr, const SkFork *rec);
/* Joins promoted fork fr: reclaims its task (returns 1: the caller runs
 * it) or waits for the thief (returns 0: fr->result/raised/exn hold the
 * outcome); merges the heaps back.  Does not touch m->newest. */
int sched_join_promoted(SkMutator *m, SkFork *fr);

/* After a join merged heaps back: collects m's (leaf) heap if the merged
 * chunks took it past its trigger or its nursery (heap_collection_due:
 * merged chunks are young).  Heartbeats promote every few hundred
 * microseconds and each promotion starts a heap with a fresh chunk, so
 * without this the merged chunks would pile up in heaps that are promoted
 * again before they ever need a new chunk (and so never collect).  The
 * caller's live values must be on its stack (conservative roots) or in
 * m->exn; nothing pending (m->raised) is collected around. */
void sched_collect_if_due(SkMutator *m);

/* spork.c: may lp be split (an iteration after the running one)? */
static inline int spork_loop_splittable(const SkLoop *lp) {
    return lp->i < lp->hi && (uint64_t)lp->hi - (uint64_t)lp->i >= 2;
}
/* Splits [lp->i + 1, lp->hi) in half; the upper half becomes a stealable
 * piece.  Returns 0, or -1 when nothing could be promoted. */
int spork_split(SkMutator *m, SkLoop *lp);

extern SkWorker *sk_workers;
extern unsigned sk_nworkers;

/* Place forks (places/place.c): hold (1) or release (0) the scheduler's
 * locks around fork(). */
void sched_fork_guard(int hold);
/* In a place's process just after fork(): m, the root task, runs on its
 * worker; every other worker (idle at the fork: their deques are emptied)
 * and the heartbeat thread are started afresh, statistics restart at 0. */
void sched_after_fork_child(SkMutator *m);

#endif
