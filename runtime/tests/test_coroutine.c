/* tests/test_coroutine.c — coroutines inside a task (conc/coroutine.c):
 * a coroutine's heap data, held only in its stack's locals, survives
 * collections made while it is suspended (its stack is scanned) and while
 * it runs (the main context's is); switches in both directions keep each
 * side's locals; an unstarted coroutine's closure is a root; ended
 * coroutines' stacks are reused; discarded ones are dropped.  Runs under
 * debug-gc and gc-stress too (tests/run.sh), and under the sanitizers. */
#include "tests/check.h"
#include "tests/heap_lists.h"

#include <stdint.h>

#include "conc/coroutine.h"
#include "runtime.h"

static int64_t main_co;
static int64_t rounds_ok, bodies_run;

static SK_NOINLINE void churn(int64_t records) {
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
    return check_report();
}
