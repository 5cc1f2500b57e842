/* tests/test_pinning.c — conservative stack roots pin: an object reachable
 * only from a C local (exact, interior or header address) stays in place
 * with its contents, and what it points to is still reachable (moved, with
 * the field updated); objects reachable only from precise roots move. */
#include "tests/check.h"

#include <stdint.h>

#include "gc/heap.h"
#include "runtime.h"

#define MASK ((uintptr_t)0xa5a5a5a5a5a5a5a5ull)
static SkMutator *m;
static SkValue g[4];
static uintptr_t hidden[64]; /* addresses XOR MASK: not roots, not pointers */

static int64_t *int_at(SkValue v, size_t ptrs) { return (int64_t *)SK_BYTES(v, ptrs); }

/* (child, 7, 8) -> child = (9) */
static SK_NOINLINE SkValue make_pair(int64_t tag) {
    SkValue child = sk_alloc_record(m, SK_KIND_RECORD, 0, 8);
    *int_at(child, 0) = tag * 10;
    SkValue parent = sk_alloc_record(m, SK_KIND_RECORD, 1, 16);
    SK_FIELD(parent, 0) = child;
    int_at(parent, 1)[0] = tag;
    int_at(parent, 1)[1] = -tag;
    hidden[tag] = child ^ MASK;
    return parent;
}

static int pair_ok(SkValue p, int64_t tag) {
    return sk_header_kind(SK_HEADER(p)) == SK_KIND_RECORD && int_at(p, 1)[0] == tag &&
           int_at(p, 1)[1] == -tag && *int_at(SK_FIELD(p, 0), 0) == tag * 10 &&
           (SK_HEADER(p) & SK_HDR_GC_BITS) == 0;
}

static SK_NOINLINE void churn(int rounds) {
    for (int i = 0; i < rounds; i++) {
        SkValue c = sk_alloc_record(m, SK_KIND_RECORD, 0, 24);
        *int_at(c, 0) = i;
    }
}

static SK_NOINLINE void test_exact_pointer(void) {
    volatile SkValue p = make_pair(1);
    uintptr_t where = p ^ MASK;
    churn(200000); /* several collections while p lives only in this frame */
    sk_collect(m);
    CHECK((p ^ MASK) == where);
    CHECK(pair_ok(p, 1));
    CHECK(sk_rt.stats.objects_pinned > 0);
}

static SK_NOINLINE void test_interior_pointer(void) {
    volatile uintptr_t inner = make_pair(2) + 12; /* inside the non-pointer area */
    uintptr_t where = (inner - 12) ^ MASK;
    sk_collect(m);
    churn(200000);
    sk_collect(m);
    CHECK(((inner - 12) ^ MASK) == where);
    CHECK(pair_ok(inner - 12, 2));
    /* the header's address and the last byte count too */
    volatile uintptr_t at_header = make_pair(3) - 8;
    volatile uintptr_t last_byte = make_pair(4) + 23;
    uintptr_t w3 = (at_header + 8) ^ MASK, w4 = (last_byte - 23) ^ MASK;
    sk_collect(m);
    CHECK(((at_header + 8) ^ MASK) == w3 && pair_ok(at_header + 8, 3));
    CHECK(((last_byte - 23) ^ MASK) == w4 && pair_ok(last_byte - 23, 4));
}

/* The pinned parent's child was not pinned: it moved, and the parent's
 * field followed it. */
static SK_NOINLINE void test_child_moves(void) {
    volatile SkValue p = make_pair(5);
    clear_stack();
    sk_collect(m);
    CHECK(pair_ok(p, 5));
#ifndef SK_TEST_ASAN /* stale copies in stack redzones may pin the child */
    CHECK((SK_FIELD(p, 0) ^ MASK) != hidden[5]);
#endif
}

/* Objects reachable only from registered globals move. */
static SK_NOINLINE void fill_globals(void) {
    g[0] = sk_alloc_sequence(m, SK_KIND_ARRAY, 1, 0, 40);
    /* pointer elements must be written before the next allocation, which
     * may collect (under gc-stress, always) */
    for (int i = 0; i < 40; i++) SK_FIELD(g[0], i) = SK_UNIT;
    for (int i = 0; i < 40; i++) {
        SkValue e = make_pair(10 + i);
        hidden[10 + i] = e ^ MASK;
        sk_write_ptr(m, g[0], &SK_FIELD(g[0], i), e); /* g[0] may be old by now */
    }
}

static SK_NOINLINE void test_unpinned_move(void) {
    fill_globals();
    clear_stack();
    sk_collect(m);
    int moved = 0, ok = 1;
    for (int i = 0; i < 40; i++) {
        SkValue e = SK_FIELD(g[0], i);
        moved += (e ^ MASK) != hidden[10 + i];
        ok &= pair_ok(e, 10 + i);
    }
    CHECK(ok);
    CHECK(moved >= 38); /* a stale register may pin one or two */
}

/* A pinned large object and a pin inside a chunk full of garbage: the chunk
 * is kept, swept into fillers, and later collections still parse it. */
static SK_NOINLINE void test_kept_chunk_reused(void) {
    volatile SkValue big = sk_alloc_sequence(m, SK_KIND_ARRAY, 0, 8, 100000);
    for (int i = 0; i < 100000; i++) ((int64_t *)big)[i] = i;
    uintptr_t wb = big ^ MASK;
    churn(1000);
    volatile SkValue p = make_pair(60);
    churn(1000);
    sk_collect(m);
    churn(300000);
    sk_collect(m);
    verify_heap(&sk_root_heap, "in test_kept_chunk_reused");
    CHECK(pair_ok(p, 60));
    CHECK((big ^ MASK) == wb && ((int64_t *)big)[99999] == 99999);
    /* the kept chunk holds fillers now */
    Chunk *c = chunk_lookup(p);
    int fillers = 0;
    for (char *q = c->start; q < c->frontier; q += 8 + sk_payload_bytes(*(SkHeader *)q))
        fillers += sk_header_kind(*(SkHeader *)q) == SK_KIND_FILLER;
    /* (under gc-stress p may be alone in a fresh chunk) */
    if (!sk_rt.options.gc_stress) CHECK(fillers >= 1);
}

int main(int argc, char **argv) {
    m = sk_init(argc, argv);
    sk_register_roots(g, 4);
    test_exact_pointer();
    test_interior_pointer();
    test_child_moves();
    if (!has_arg("small")) test_unpinned_move();
    test_kept_chunk_reused();
    return check_report();
}
