/* tests/test_collect.c — collections preserve reachable graphs and reclaim
 * garbage.  Arguments: none (10^6-node structures, plus allocation and GC
 * timings printed as "bench:" lines), "small" or "tiny" (for debug-gc and
 * gc-stress runs). */
#include "tests/check.h"

#include <stdint.h>

#include "gc/heap.h"
#include "runtime.h"

static SkValue roots[8];
static SkMutator *m;

#define NIL SK_IMM(0)

static int64_t *int_at(SkValue v, size_t ptrs) { return (int64_t *)SK_BYTES(v, ptrs); }

/* roots[0] := [n-1, ..., 1, 0] as cons cells (1 pointer + 1 int). */
static SK_NOINLINE void build_list(int64_t n) {
    roots[0] = NIL;
    for (int64_t i = 0; i < n; i++) {
        SkValue c = sk_alloc_record(m, SK_KIND_RECORD, 1, 8);
        SK_FIELD(c, 0) = roots[0];
        *int_at(c, 1) = i;
        roots[0] = c;
    }
}

static int check_list(SkValue l, int64_t n) {
    for (int64_t i = n - 1; i >= 0; i--, l = SK_FIELD(l, 0))
        if (!SK_IS_PTR(l) || *int_at(l, 1) != i || sk_header_kind(SK_HEADER(l)) != SK_KIND_RECORD)
            return 0;
    return l == NIL;
}

/* A complete tree; node = (left, right, key), key = heap-order index. */
static SK_NOINLINE SkValue build_tree(int depth, int64_t key) {
    if (depth == 0) return NIL;
    SkValue l = build_tree(depth - 1, 2 * key);
    SkValue r = build_tree(depth - 1, 2 * key + 1);
    SkValue node = sk_alloc_record(m, SK_KIND_RECORD, 2, 8);
    SK_FIELD(node, 0) = l;
    SK_FIELD(node, 1) = r;
    *int_at(node, 2) = key;
    return node;
}

static int64_t check_tree(SkValue t, int depth, int64_t key) {
    if (depth == 0) return t == NIL ? 0 : -1000000000;
    if (!SK_IS_PTR(t) || *int_at(t, 2) != key) return -1000000000;
    return 1 + check_tree(SK_FIELD(t, 0), depth - 1, 2 * key) +
           check_tree(SK_FIELD(t, 1), depth - 1, 2 * key + 1);
}

/* A ref cell array sharing nodes: a DAG with cycles through refs. */
static SK_NOINLINE void build_cycles(int64_t n) {
    roots[2] = sk_alloc_sequence(m, SK_KIND_ARRAY, 1, 0, (uint64_t)n);
    for (int64_t i = 0; i < n; i++) SK_FIELD(roots[2], i) = NIL;
    for (int64_t i = 0; i < n; i++) {
        SkValue r = sk_alloc_record(m, SK_KIND_MUTABLE, 1, 8);
        SK_FIELD(r, 0) = roots[2]; /* points back at the array: a cycle */
        *int_at(r, 1) = i;
        sk_write_ptr(m, roots[2], &SK_FIELD(roots[2], i), r); /* roots[2] may be old by now */
    }
}

static int check_cycles(int64_t n) {
    for (int64_t i = 0; i < n; i++) {
        SkValue r = SK_FIELD(roots[2], i);
        if (SK_FIELD(r, 0) != roots[2] || *int_at(r, 1) != i) return 0;
    }
    return 1;
}

/* Allocates `bytes` of short-lived garbage while roots[0] stays live. */
static SK_NOINLINE void churn(size_t bytes) {
    SkValue keep = NIL;
    for (size_t done = 0; done < bytes; done += 32) {
        SkValue c = sk_alloc_record(m, SK_KIND_RECORD, 1, 16);
        SK_FIELD(c, 0) = (done & 0xfff) ? keep : NIL;
        int_at(c, 1)[0] = (int64_t)done;
        int_at(c, 1)[1] = 0;
        keep = c;
    }
}

/* A weak object whose target, a fresh 100-cell list, nothing else holds. */
static SK_NOINLINE SkValue dead_weak(void) {
    SkValue l = NIL;
    for (int64_t i = 0; i < 100; i++) {
        SkValue c = sk_alloc_record(m, SK_KIND_RECORD, 1, 8);
        SK_FIELD(c, 0) = l;
        *int_at(c, 1) = i;
        l = c;
    }
    return sk_weak_new(m, (uint64_t)l, 0);
}

/* Weak objects (runtime/mlton.c, WEAKS): one to a live list follows it to
 * its copy, one to garbage is cleared, a scalar one is never registered
 * nor cleared, and a copy of a weak made outside the collector (as a place
 * message makes one) reads dead. */
static void test_weaks(void) {
    build_list(50);
    roots[3] = sk_weak_new(m, (uint64_t)roots[0], 0);
    roots[4] = dead_weak();
    roots[5] = sk_weak_new(m, 42, 1);
    size_t registered = sk_root_heap.weaks.len;
    clear_stack();
    sk_collect(m);
    CHECK(check_list(roots[0], 50));
    CHECK(sk_weak_alive(roots[3]) && ((uint64_t *)roots[3])[0] == (uint64_t)roots[0]);
    CHECK(!sk_weak_alive(roots[4]));
    CHECK(sk_weak_alive(roots[5]) && ((uint64_t *)roots[5])[0] == 42);
    CHECK(sk_root_heap.weaks.len + 1 == registered); /* the cleared one left the list */
    SkValue copy = sk_alloc_sequence(m, SK_KIND_ARRAY, 0, 8, 3);
    for (int i = 0; i < 3; i++) ((uint64_t *)copy)[i] = ((uint64_t *)roots[3])[i];
    CHECK(!sk_weak_alive(copy));
    roots[0] = NIL;
    clear_stack();
    sk_collect(m);
    CHECK(!sk_weak_alive(roots[3]));
    roots[3] = roots[4] = roots[5] = NIL;
}

int main(int argc, char **argv) {
    m = sk_init(argc, argv);
    sk_register_roots(roots, 8);
    int tiny = has_arg("tiny"), small = has_arg("small");
    int64_t n = tiny ? 300 : small ? 20000 : 1000000;
    int depth = tiny ? 8 : small ? 14 : 20;

    build_list(n);
    clear_stack();
    uint64_t t0 = sk_now_ns();
    uint64_t copied0 = sk_rt.stats.bytes_copied;
    sk_collect(m);
    uint64_t t1 = sk_now_ns();
    CHECK(check_list(roots[0], n));
    CHECK(sk_rt.stats.bytes_copied - copied0 >= (uint64_t)(n - 10) * 24);
    if (!tiny && !small)
        printf("bench: collect a %lld-node list (%.1f MiB live): %.1f ms\n", (long long)n,
               (double)(n * 24) / (1 << 20), (double)(t1 - t0) / 1e6);

    roots[1] = build_tree(depth, 1);
    clear_stack();
    t0 = sk_now_ns();
    sk_collect(m);
    t1 = sk_now_ns();
    CHECK(check_tree(roots[1], depth, 1) == ((int64_t)1 << depth) - 1);
    CHECK(check_list(roots[0], n));
    if (!tiny && !small)
        printf("bench: collect list + %lld-node tree (%.1f MiB live): %.1f ms\n",
               (long long)(((int64_t)1 << depth) - 1), (double)sk_root_heap.chunk_bytes / (1 << 20),
               (double)(t1 - t0) / 1e6);

    build_cycles(tiny ? 100 : 10000);
    sk_collect(m);
    sk_collect(m);
    CHECK(check_cycles(tiny ? 100 : 10000));
    CHECK(check_tree(roots[1], depth, 1) == ((int64_t)1 << depth) - 1);

    /* Garbage is reclaimed: drop the big structures, keep a small list, and
     * allocate 100 times its size; the heap stays bounded. */
    roots[1] = roots[2] = NIL;
    int64_t live_n = tiny ? 100 : small ? 5000 : 100000;
    build_list(live_n);
    clear_stack();
    sk_collect(m);
    size_t live_bytes = (size_t)live_n * 24;
    uint64_t collections0 = sk_rt.stats.collections;
    uint64_t peak0 = sk_total_heap_bytes;
    sk_rt.stats.max_heap_bytes = sk_total_heap_bytes;
    churn(live_bytes * 100 + ((size_t)64 << 20) * !tiny);
    CHECK(check_list(roots[0], live_n));
    CHECK(sk_rt.stats.collections > collections0);
    /* the growth policy allows live + max(live, 16M), plus a copy reserve */
    CHECK(sk_rt.stats.max_heap_bytes <= 3 * live_bytes + ((size_t)40 << 20));
    clear_stack();
    sk_collect(m);
    CHECK(sk_total_heap_bytes <= peak0 + ((size_t)4 << 20));
    /* the chunk pool follows the heap down: after a few collections with
     * little live data it holds about one trigger's worth of chunks */
    for (int i = 0; i < 20; i++) sk_collect(m);
    CHECK(chunk_pool_count() <= sk_root_heap.gc_trigger / ((size_t)1 << SK_CHUNK_LOG) + 16);

    if (!tiny && !small) {
        /* allocation throughput: 3-word records, mostly garbage */
        uint64_t k = 50000000;
        uint64_t c0 = sk_rt.stats.collections, g0 = sk_rt.stats.gc_ns;
        t0 = sk_now_ns();
        churn(k * 32);
        t1 = sk_now_ns();
        double secs = (double)(t1 - t0) / 1e9;
        printf("bench: %llu allocations of 32 bytes: %.2f s, %.0f M allocs/s, %.2f GB/s; "
               "%llu collections, %.1f%% of the time in GC\n",
               (unsigned long long)k, secs, (double)k / secs / 1e6, (double)k * 32 / secs / 1e9,
               (unsigned long long)(sk_rt.stats.collections - c0),
               100.0 * (double)(sk_rt.stats.gc_ns - g0) / (double)(t1 - t0));
        CHECK(check_list(roots[0], live_n));
    }
    test_weaks();
    printf("  %llu collections, %.1f MiB copied, %llu objects pinned, max heap %.1f MiB, GC %.1f ms\n",
           (unsigned long long)sk_rt.stats.collections, (double)sk_rt.stats.bytes_copied / (1 << 20),
           (unsigned long long)sk_rt.stats.objects_pinned,
           (double)sk_rt.stats.max_heap_bytes / (1 << 20), (double)sk_rt.stats.gc_ns / 1e6);
    return check_report();
}
