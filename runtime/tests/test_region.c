/* tests/test_region.c — regions (gc/region.c): what escapes a region (its
 * result, the exception packet, what it stored into older objects,
 * registered globals) survives its exit in the parent heap, large objects
 * keep their place, nested regions pass data outwards, collections inside
 * a region and of the parent afterwards keep it all, and a loop of
 * regions full of garbage stays bounded without collecting.  Argument
 * "small" for the debug-gc and gc-stress runs. */
#include "tests/check.h"
#include "tests/heap_lists.h"

#include <stdint.h>

#include "gc/heap.h"
#include "runtime.h"

static SkValue roots[4];

static int64_t *int_at(SkValue v, size_t ptrs) { return (int64_t *)SK_BYTES(v, ptrs); }

static SK_NOINLINE void garbage(int64_t n) { (void)build_list(n); }

static int in_heap(SkValue v, const SkHeap *h) {
    const Chunk *c = chunk_lookup(v);
    return c && c->heap == h;
}

int main(int argc, char **argv) {
    m = sk_init(argc, argv);
    sk_register_roots(roots, 4);
    int small = argc > 1 && strcmp(argv[argc - 1], "small") == 0;
    int64_t n = small ? 500 : 20000;

    /* The result survives, in the parent (the root heap). */
    SkRegion rg;
    sk_region_enter(m, &rg);
    CHECK(m->heap != &sk_root_heap && m->heap->parent == &sk_root_heap && m->region == &rg);
    garbage(n);
    SkValue l = sk_region_exit(m, &rg, build_list(n));
    CHECK(m->heap == &sk_root_heap && m->region == NULL && m->depth == 1);
    CHECK(check_list(l, n));
    CHECK(in_heap(l, &sk_root_heap));
    CHECK(sk_rt.stats.regions == 1);

    /* A ref of the parent updated inside; a collection of the parent
     * afterwards keeps it (the slot became the parent's remembered slot). */
    roots[0] = sk_alloc_record(m, SK_KIND_MUTABLE, 1, 0);
    SK_FIELD(roots[0], 0) = NIL;
    sk_collect(m); /* roots[0] is old now */
    sk_region_enter(m, &rg);
    garbage(n);
    sk_write_ptr(m, roots[0], &SK_FIELD(roots[0], 0), build_list(n));
    garbage(n);
    CHECK(sk_region_exit(m, &rg, SK_UNIT) == SK_UNIT);
    CHECK(check_list(SK_FIELD(roots[0], 0), n) && in_heap(SK_FIELD(roots[0], 0), &sk_root_heap));
    garbage(n);
    sk_collect(m);
    CHECK(check_list(SK_FIELD(roots[0], 0), n));

    /* Nested: the inner region stores into the outer one's ref, which the
     * outer one returns; a global set inside survives too. */
    SkRegion outer, inner;
    sk_region_enter(m, &outer);
    SkValue cell = sk_alloc_record(m, SK_KIND_MUTABLE, 1, 0);
    SK_FIELD(cell, 0) = NIL;
    sk_region_enter(m, &inner);
    CHECK(m->heap->depth == 2);
    sk_write_ptr(m, cell, &SK_FIELD(cell, 0), build_list(n));
    roots[1] = build_list(7);
    CHECK(sk_region_exit(m, &inner, SK_UNIT) == SK_UNIT);
    CHECK(check_list(SK_FIELD(cell, 0), n) && in_heap(SK_FIELD(cell, 0), outer.heap));
    sk_collect(m); /* a collection of the outer region: cell is on the stack */
    cell = sk_region_exit(m, &outer, cell);
    CHECK(in_heap(cell, &sk_root_heap) && check_list(SK_FIELD(cell, 0), n));
    CHECK(check_list(roots[1], 7) && in_heap(roots[1], &sk_root_heap));

    /* An exception packet raised out of a region. */
    sk_region_enter(m, &rg);
    m->exn = build_list(5);
    m->raised = 1;
    CHECK(sk_region_exit(m, &rg, SK_UNIT) == SK_UNIT);
    CHECK(m->raised && check_list(m->exn, 5) && in_heap(m->exn, &sk_root_heap));
    m->raised = 0;
    /* ... and a handled one's stale packet is dropped. */
    sk_region_enter(m, &rg);
    m->exn = build_list(5);
    sk_region_exit(m, &rg, SK_UNIT);
    CHECK(m->exn == SK_UNIT);

    /* A large object keeps its place; its chunk becomes the parent's. */
    sk_region_enter(m, &rg);
    SkValue three = build_list(3); /* before: the array's fields are
                                       initialised without a barrier */
    SkValue big = sk_alloc_sequence(m, SK_KIND_ARRAY, 1, 0, 4000);
    for (int i = 0; i < 4000; i++) SK_FIELD(big, i) = SK_IMM(i);
    SK_FIELD(big, 17) = three;
    SkValue moved = sk_region_exit(m, &rg, big);
    CHECK(moved == big && in_heap(moved, &sk_root_heap));
    CHECK(SK_FIELD(moved, 3999) == SK_IMM(3999) && check_list(SK_FIELD(moved, 17), 3));
    CHECK(in_heap(SK_FIELD(moved, 17), &sk_root_heap));

    /* Garbage goes at each exit: many regions, each with about 1 MiB of
     * garbage, leave the heap bounded (without a collection of the root
     * heap, unless gc-stress collects at every allocation). */
    sk_collect(m);
    uint64_t collections = sk_rt.stats.collections;
    size_t before = atomic_load(&sk_total_heap_bytes);
    int rounds = small ? 20 : 500;
    int64_t sum = 0;
    for (int i = 0; i < rounds; i++) {
        sk_region_enter(m, &rg);
        garbage(small ? 2000 : 40000);
        SkValue r = sk_region_exit(m, &rg, build_list(3));
        sum += *int_at(r, 1);
    }
    CHECK(sum == 2 * rounds);
    CHECK(atomic_load(&sk_total_heap_bytes) < before + ((size_t)4 << 20));
    if (!sk_rt.options.gc_stress) CHECK(sk_rt.stats.collections == collections);
    CHECK(check_list(SK_FIELD(roots[0], 0), n));
    return check_report();
}
