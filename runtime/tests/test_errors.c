/* tests/test_errors.c — how programs die, each case in a forked child:
 * uncaught exceptions, out of memory (max-heap and absurd requests), stack
 * overflow, and debug-gc catching a corrupted header. */
#include "tests/check.h"

#include <stdint.h>

#include "runtime.h"

static void uncaught_subscript(void *a) {
    (void)a;
    char *argv[] = {"prog", NULL};
    sk_init(1, argv);
    sk_uncaught_exception("Subscript", NULL);
}

static void uncaught_fail(void *a) {
    (void)a;
    char *argv[] = {"prog", NULL};
    sk_init(1, argv);
    sk_uncaught_exception("Fail", "no more cheese");
}

static SkValue root[1];

static void grow_forever(void *a) {
    (void)a;
    char *argv[] = {"prog", "@skein", "max-heap", "32M", "--", NULL};
    SkMutator *m = sk_init(5, argv);
    sk_register_roots(root, 1);
    root[0] = SK_IMM(0);
    for (int64_t i = 0;; i++) {
        SkValue c = sk_alloc_record(m, SK_KIND_RECORD, 1, 8);
        SK_FIELD(c, 0) = root[0];
        *(int64_t *)SK_BYTES(c, 1) = i;
        root[0] = c;
    }
}

static void huge_array(void *a) {
    (void)a;
    char *argv[] = {"prog", "@skein", "max-heap", "1G", "--", NULL};
    SkMutator *m = sk_init(5, argv);
    SkValue v = sk_alloc_sequence(m, SK_KIND_ARRAY, 0, 8, (uint64_t)1 << 35); /* 256 GiB */
    (void)v;
}

static void absurd_length(void *a) {
    (void)a;
    char *argv[] = {"prog", NULL};
    SkMutator *m = sk_init(1, argv);
    SkValue v = sk_alloc_sequence(m, SK_KIND_ARRAY, 1, 0, (uint64_t)1 << 62);
    (void)v;
}

static volatile int keep_going = 1;

static SK_NOINLINE int recurse(int n) {
    volatile char pad[256];
    pad[n & 255] = (char)n;
    if (!keep_going) return 0;
    return recurse(n + 1) + pad[(n * 7) & 255];
}

static void overflow(void *a) {
    (void)a;
    char *argv[] = {"prog", NULL};
    sk_init(1, argv);
    recurse(0);
}

static void corrupt(void *a) {
    (void)a;
    char *argv[] = {"prog", "@skein", "debug-gc", "--", NULL};
    SkMutator *m = sk_init(4, argv);
    sk_register_roots(root, 1);
    root[0] = SK_IMM(0);
    for (int i = 0; i < 1000; i++) {
        SkValue c = sk_alloc_record(m, SK_KIND_RECORD, 1, 8);
        SK_FIELD(c, 0) = root[0];
        root[0] = c;
    }
    sk_collect(m); /* passes */
    SkValue victim = SK_FIELD(SK_FIELD(root[0], 0), 0);
    SK_HEADER(victim) = (SK_HEADER(victim) & ~((SkHeader)0xf << 4)) | ((SkHeader)0xe << 4);
    sk_collect(m); /* must abort in the verifier */
    fprintf(stderr, "collector survived a corrupted header\n");
}

static void dangling(void *a) {
    (void)a;
    char *argv[] = {"prog", "@skein", "debug-gc", "--", NULL};
    SkMutator *m = sk_init(4, argv);
    sk_register_roots(root, 1);
    root[0] = sk_alloc_record(m, SK_KIND_RECORD, 1, 0);
    SkValue other = sk_alloc_record(m, SK_KIND_RECORD, 0, 8);
    SK_FIELD(root[0], 0) = other + 8; /* not an object start */
    sk_collect(m);
}

int main(void) {
    ChildResult r;
    run_child(uncaught_subscript, NULL, &r);
    CHECK(r.exited && r.status == 1 && strcmp(r.err, "unhandled exception: Subscript\n") == 0);
    run_child(uncaught_fail, NULL, &r);
    CHECK(r.exited && r.status == 1 &&
          strcmp(r.err, "unhandled exception: Fail: no more cheese\n") == 0);

    run_child(grow_forever, NULL, &r);
    CHECK(r.exited && r.status == 1 && strstr(r.err, "skein: out of memory") &&
          strstr(r.err, "max-heap 32M"));
    run_child(huge_array, NULL, &r);
    CHECK(r.exited && r.status == 1 && strstr(r.err, "out of memory") &&
          strstr(r.err, "max-heap 1G"));
    run_child(absurd_length, NULL, &r);
    CHECK(r.exited && r.status == 1 && strstr(r.err, "out of memory"));

    run_child(overflow, NULL, &r);
    CHECK(r.exited && r.status != 0 && strstr(r.err, "stack overflow"));
    if (!r.exited) fprintf(stderr, "overflow child: signal %d, stderr: %s\n", r.sig, r.err);

    run_child(corrupt, NULL, &r);
    CHECK(r.signaled && r.sig == SIGABRT && strstr(r.err, "skein: debug-gc: heap invariant") &&
          strstr(r.err, "unknown object kind"));
    run_child(dangling, NULL, &r);
    CHECK(r.signaled && r.sig == SIGABRT && strstr(r.err, "pointer to no object start"));
    return check_report();
}
