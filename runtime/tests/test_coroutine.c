/* tests/test_coroutine.c — coroutines inside a task (conc/coroutine.c):
 * a coroutine's heap data, held only in its stack's locals, survives
 * collections made while it is suspended (its stack is scanned) and while
 * it runs (the main context's is); switches in both directions keep each
 * side's locals; an unstarted coroutine's closure is a root; ended
 * coroutines' stacks are reused; discarded ones are dropped; 50000
 * coroutines can be blocked at once (more than the fibers the kernel's
 * mapping limit allows: past `thread-stacks` they share a stack, copied
 * at switches), each keeping its locals, with switches between sharers,
 * between sharers and stack owners, and collections in between.  Runs
 * under debug-gc and gc-stress too, and with thread-stacks 0 and 1
 * (tests/run.sh), and under the sanitizers. */
#include "tests/check.h"
#include "tests/heap_lists.h"

#include <stdint.h>

#include "conc/coroutine.h"
#include "runtime.h"

static int64_t main_co;
static int64_t rounds_ok, bodies_run;

/* Garbage: `records` records of 16 bytes.  Under gc-stress each
 * allocation collects anyway (and, with debug-gc, verifies the heap
 * twice), so a sixteenth of them makes as many collections as the test
 * needs: all of them took 16 s there, 144 s under qemu. */
static SK_NOINLINE void churn(int64_t records) {
    if (sk_rt.options.gc_stress) records = records / 16 + 1;
    for (int64_t i = 0; i < records; i++) {
        SkValue c = sk_alloc_record(m, SK_KIND_RECORD, 0, 16);
        *(int64_t *)SK_BYTES(c, 0) = i;
    }
}

/* A closure: field 0 is the code pointer (as generated code makes them),
 * field 1 a list the body checks. */
static SkValue holder_body(SkMutator *mm, SkValue self, SkValue arg) {
    (void)arg;
    CHECK(mm == m);
    bodies_run++;
    CHECK(check_list(SK_FIELD(self, 1), 100));
    SkValue mine = build_list(1000); /* only in this frame */
    volatile double d = 2.5;
    for (int r = 0; r < 5; r++) {
        sk_thread_switch(m, main_co);
        churn(20000);
        sk_collect(m);
        if (check_list(mine, 1000) && d == 2.5) rounds_ok++;
    }
    sk_thread_exit(m, main_co);
}

static SkValue make_closure(SkValue (*code)(SkMutator *, SkValue, SkValue), SkValue extra) {
    SkValue c = sk_alloc_record(m, SK_KIND_RECORD, 2, 0);
    SK_FIELD(c, 0) = SK_IMM((uintptr_t)code);
    SK_FIELD(c, 1) = extra;
    return c;
}

static SkValue ender_body(SkMutator *mm, SkValue self, SkValue arg) {
    (void)mm, (void)self, (void)arg;
    bodies_run++;
    sk_thread_exit(m, main_co);
}

/* MANY: coroutine i holds a list of i % 7 + 1 cells in its frame and a
 * local copy of i; it switches to coroutine i + 1 (or main), and, when
 * resumed, checks both and ends by switching to main. */
#define MANY 50000
static int64_t many[MANY + 1];
static int64_t many_ok, many_started, many_collect_every = 1;

static SkValue many_body(SkMutator *mm, SkValue self, SkValue arg) {
    (void)arg;
    volatile int64_t i = SK_IMM_VALUE(SK_FIELD(self, 1));
    SkValue mine = build_list(i % 7 + 1);
    many_started++;
    if (i % many_collect_every == 0) {
        churn(2000);
        sk_collect(mm);
    }
    sk_thread_switch(mm, many[i + 1]);
    if (check_list(mine, i % 7 + 1) && i == SK_IMM_VALUE(SK_FIELD(self, 1))) many_ok++;
    sk_thread_exit(mm, main_co);
}

static void many_blocked(void) {
    /* gc-stress scans every stack (and debug-gc verifies the heap) at
     * every allocation, debug-gc at every collection: fewer there (more
     * than thread-stacks 1 allows stacks of their own, all the same). */
    int64_t n = sk_rt.options.gc_stress ? 40 : sk_rt.options.debug_gc ? MANY / 100 : MANY;
#if defined(__SANITIZE_THREAD__)
    n = 2000; /* each context is a thread to tsan, which allows 8128 */
#endif
    many_collect_every = n / 8; /* ten or so collections in all */
    for (int64_t i = 0; i < n; i++) {
        SkValue c = sk_alloc_record(m, SK_KIND_RECORD, 2, 0);
        SK_FIELD(c, 0) = SK_IMM((uintptr_t)many_body);
        SK_FIELD(c, 1) = SK_IMM(i);
        many[i] = sk_thread_new(m, c);
    }
    many[n] = main_co;
    sk_thread_switch(m, many[0]); /* each starts the next: all blocked */
    CHECK(many_started == n);
    churn(20000);
    sk_collect(m);
    /* Resume them in an order that makes sharers take the stack from each
     * other: odd ones first, then even ones, each ending into main. */
    for (int64_t i = 1; i < n; i += 2) sk_thread_switch(m, many[i]);
    sk_collect(m);
    for (int64_t i = 0; i < n; i += 2) sk_thread_switch(m, many[i]);
    CHECK(many_ok == n);
}

int main(int argc, char **argv) {
    m = sk_init(argc, argv);
    main_co = sk_thread_current(m);
    CHECK(sk_thread_current(m) == main_co);

    /* Suspended with data on its stack, across collections by either side. */
    SkValue l = build_list(100);
    int64_t t = sk_thread_new(m, make_closure(holder_body, l));
    l = NIL;
    churn(50000);
    sk_collect(m); /* the unstarted closure (and its list) must survive */
    SkValue mine = build_list(500);
    for (int r = 0; r < 5; r++) {
        sk_thread_switch(m, t);
        CHECK(sk_thread_current(m) == main_co);
        churn(20000);
        sk_collect(m);
        CHECK(check_list(mine, 500));
    }
    sk_thread_switch(m, t); /* its last round; it ends */
    CHECK(bodies_run == 1);
    CHECK(rounds_ok == 5);

    /* Ended coroutines' fibers are reused: many in sequence stay cheap. */
    for (int i = 0; i < 2000; i++) sk_thread_switch(m, sk_thread_new(m, make_closure(ender_body, NIL)));
    CHECK(bodies_run == 2001);

    /* A discarded coroutine never runs. */
    int64_t never = sk_thread_new(m, make_closure(ender_body, NIL));
    sk_thread_discard(m, never);
    sk_collect(m);
    CHECK(bodies_run == 2001);
    CHECK(check_list(mine, 500));

    many_blocked();
    CHECK(check_list(mine, 500));
    return check_report();
}
