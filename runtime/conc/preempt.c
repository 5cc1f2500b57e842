/* conc/preempt.c — the timer thread that ends coroutines' time slices
 * (see preempt.h for the contract and invariants).
 *
 * The thread sleeps on a condition variable (monotonic clock) until the
 * earliest deadline of the registered slots, or until a registration
 * changes the list; with no slot it waits without a timeout.  At a
 * deadline it marks the slot due, raises its task's heartbeat flag, and
 * starts the slot's next slice.  Started lazily, once per process: a place
 * (a fork of the process) that runs CML starts its own.
 */
#define _GNU_SOURCE
#include "preempt.h"

#include <pthread.h>
#include <stdatomic.h>
#include <time.h>
#include <unistd.h>

#include "../runtime.h"

static pthread_mutex_t timer_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t timer_cond;
static SkPreemptSlot *slots;
static pid_t timer_pid; /* the process whose timer thread runs (0: none) */

void preempt_fork_guard(int hold) {
    if (hold) pthread_mutex_lock(&timer_lock);
    else pthread_mutex_unlock(&timer_lock);
}

static void wait_until(uint64_t deadline_ns) {
    struct timespec ts = {(time_t)(deadline_ns / 1000000000u), (long)(deadline_ns % 1000000000u)};
    pthread_cond_timedwait(&timer_cond, &timer_lock, &ts);
}

static void *timer_main(void *arg) {
    (void)arg;
    pthread_mutex_lock(&timer_lock);
    for (;;) {
        if (!slots) {
            pthread_cond_wait(&timer_cond, &timer_lock);
            continue;
        }
        uint64_t now = sk_now_ns(), earliest = UINT64_MAX;
        for (SkPreemptSlot *s = slots; s; s = s->next) {
            if (s->deadline_ns <= now) {
                atomic_store_explicit(&s->due, 1, memory_order_relaxed);
                atomic_store_explicit(&s->m->heartbeat, 1, memory_order_release);
                s->deadline_ns = now + s->slice_ns;
            }
            if (s->deadline_ns < earliest) earliest = s->deadline_ns;
        }
        wait_until(earliest);
    }
    return NULL;
}

static void start_timer(void) {
    pthread_condattr_t attr;
    pthread_condattr_init(&attr);
    pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
    pthread_cond_init(&timer_cond, &attr);
    pthread_condattr_destroy(&attr);
    /* A forked place inherits its parent's list, whose tasks it does not
     * run. */
    slots = NULL;
    pthread_t t;
    if (pthread_create(&t, NULL, timer_main, NULL) != 0) sk_out_of_memory("cannot start the time-slice thread");
    pthread_detach(t);
    timer_pid = getpid();
}

void preempt_register(SkPreemptSlot *s) {
    pthread_mutex_lock(&timer_lock);
    if (timer_pid != getpid()) start_timer();
    atomic_store_explicit(&s->due, 0, memory_order_relaxed);
    s->deadline_ns = sk_now_ns() + s->slice_ns;
    s->next = slots;
    slots = s;
    pthread_cond_signal(&timer_cond);
    pthread_mutex_unlock(&timer_lock);
}

void preempt_unregister(SkPreemptSlot *s) {
    pthread_mutex_lock(&timer_lock);
    for (SkPreemptSlot **p = &slots; *p; p = &(*p)->next)
        if (*p == s) {
            *p = s->next;
            break;
        }
    s->next = NULL;
    pthread_mutex_unlock(&timer_lock);
}
