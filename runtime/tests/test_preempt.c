/* tests/test_preempt.c — time slices of coroutines (conc/preempt.c,
 * coroutine.c PREEMPTION): a coroutine that spins at polls, as generated
 * code does, is interrupted by the handler once its slice ends, and not
 * before; the handler runs on the spinner's stack and may switch away and
 * back; a slice is mutator time (a spinner that collects all the time
 * gets a slice of time outside its collections); stopping preemption
 * stops the handler; registering and stopping many times keeps the
 * timer's list sound.  Runs under the sanitizers
 * (the timer thread sets the flags the mutator reads). */
#include "tests/check.h"

#include <stdint.h>

#include "conc/coroutine.h"
#include "runtime.h"

static SkMutator *m;
static int64_t main_co, spinner;
static int64_t handled;            /* handler calls */
static volatile int stop_spinning; /* set by main */
static uint64_t spin_limit_ns;     /* the spinner gives up after this */
static int64_t gave_up;            /* ... and counts it */
static volatile int collecting;    /* the spinner collects at every turn */

static SkValue make_closure(SkValue (*code)(SkMutator *, SkValue, SkValue)) {
    SkValue c = sk_alloc_record(m, SK_KIND_RECORD, 1, 0);
    SK_FIELD(c, 0) = SK_IMM((uintptr_t)code);
    return c;
}

/* The handler: on the spinner's stack, hands control back to main (as
 * CML's scheduler yields to the next thread). */
static SkValue handler(SkMutator *mm, SkValue self, SkValue arg) {
    (void)self, (void)arg;
    CHECK(mm == m);
    CHECK(sk_thread_current(m) == spinner);
    handled++;
    sk_thread_switch(m, main_co);
    return SK_UNIT;
}

/* Spins at a poll, as a loop of generated code does, until main says
 * stop; after spin_limit_ns without a switch it goes back to main itself. */
static SkValue spinner_body(SkMutator *mm, SkValue self, SkValue arg) {
    (void)mm, (void)self, (void)arg;
    for (;;) {
        uint64_t start = sk_now_ns();
        while (!stop_spinning) {
            if (sk_heartbeat_set(m)) sk_poll_slow(m);
            if (collecting) sk_collect(m);
            if (sk_now_ns() - start > spin_limit_ns) {
                gave_up++;
                sk_thread_switch(m, main_co);
                start = sk_now_ns();
            }
        }
        sk_thread_exit(m, main_co);
    }
}

int main(int argc, char **argv) {
    m = sk_init(argc, argv);
    main_co = sk_thread_current(m);
    SkValue h = make_closure(handler);
    spinner = sk_thread_new(m, make_closure(spinner_body));

    /* Slices of 2 ms end the spin, each after about 2 ms.  A slice is
     * the task's, counted from the end of the last one: what this loop
     * does between switches (a collection per allocation under
     * gc-stress, or time descheduled on a loaded machine) is in it, so
     * "not too early" is measured from the last end, not from the switch. */
    spin_limit_ns = 2000000000u;
    sk_thread_preempt(m, h, 2000);
    uint64_t last_end = sk_now_ns();
    for (int i = 0; i < 5; i++) {
        uint64_t t0 = sk_now_ns();
        sk_thread_switch(m, spinner);
        uint64_t end = sk_now_ns();
        CHECK(handled == i + 1);
        CHECK(end - last_end >= 1000000u); /* not before half a slice since the last end */
        CHECK(end - t0 < 1000000000u);     /* and soon after it */
        last_end = end;
    }
    CHECK(gave_up == 0);

    /* Stopped: the spinner runs its 30 ms and comes back by itself. */
    sk_thread_preempt(m, h, 0);
    spin_limit_ns = 30000000u;
    sk_thread_switch(m, spinner);
    CHECK(gave_up == 1);
    CHECK(handled == 5);

    /* Registered and stopped many times, then on again. */
    for (int i = 0; i < 1000; i++) {
        sk_thread_preempt(m, h, 1000 + i);
        sk_thread_preempt(m, h, i % 2 ? 0 : 500);
    }
    sk_thread_preempt(m, h, 1000);
    spin_limit_ns = 2000000000u;
    sk_thread_switch(m, spinner);
    CHECK(handled == 6);
    CHECK(gave_up == 1);

    /* Collections do not count: the slice (1 ms) ends after at least half
     * a slice of other work (less a little: the slice began at the last
     * switch, just before t0). */
    collecting = 1;
    uint64_t gc0 = m->gc_ns, t0 = sk_now_ns();
    sk_thread_switch(m, spinner);
    uint64_t gc = m->gc_ns - gc0, took = sk_now_ns() - t0;
    collecting = 0;
    CHECK(handled == 7);
    CHECK(gc > 0);
    CHECK(took - gc >= 400000u);

    /* The handler closure is a root while preemption is on. */
    sk_collect(m);
    sk_thread_switch(m, spinner);
    CHECK(handled == 8);

    sk_thread_preempt(m, h, 0);
    stop_spinning = 1;
    sk_thread_switch(m, spinner); /* it ends */
    return check_report();
}
