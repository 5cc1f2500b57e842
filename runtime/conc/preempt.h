/* conc/preempt.h — time slices for coroutines (CML's preemption).
 *
 * A task whose coroutines are preemptible (CML running: RunCML.doit's
 * time slice) registers an SkPreemptSlot.  One timer thread per process
 * wakes at each registered slot's deadline, sets the slot's `due` flag and
 * then its task's heartbeat flag, so the task's next poll takes the slow
 * path (sk_poll_slow), which hands the due slice to the coroutines
 * (coroutines_poll: the scheduler's handler, in SML, switches threads when
 * that is safe).
 *
 * Invariants: a slot is on the timer's list exactly between
 * preempt_register and preempt_unregister, and its task's mutator
 * outlives that span (the task unregisters before it ends); the timer
 * thread touches only the list, the slots' `due` and deadlines, and their
 * tasks' heartbeat flags, all under the timer's lock but the two flags,
 * which are atomics.
 */
#ifndef SKEIN_CONC_PREEMPT_H
#define SKEIN_CONC_PREEMPT_H

#include <stdint.h>

#include "../include/skein.h"

typedef struct SkPreemptSlot {
    SkMutator *m;                  /* the task whose poll is asked for        */
    _Atomic uint32_t due;          /* a slice ended: the next poll switches   */
    uint64_t slice_ns;             /* the time slice                          */
    uint64_t deadline_ns;          /* sk_now_ns() at which this slice ends    */
    struct SkPreemptSlot *next;    /* the timer's list                        */
} SkPreemptSlot;

/* Puts s (m and slice_ns set) on the timer's list, its first slice
 * starting now; starts the timer thread on the first registration of
 * this process. */
void preempt_register(SkPreemptSlot *s);

/* Takes s off the list (no effect if it is not on it). */
void preempt_unregister(SkPreemptSlot *s);

/* Place forks: hold (1) or release (0) the timer's lock. */
void preempt_fork_guard(int hold);

#endif
