/* tests/test_heap_policy.c — the collection policy of gc/heap.c on heaps
 * built by hand (no mutator allocates in them): when a collection is due
 * and whether it is major (heap_collection_due, heap_major_due), the
 * triggers of child heaps (heap_next_trigger), and what a join
 * (heap_merge) hands the parent: the child's old chunks are survivors, so
 * a parent pushed past its trigger by them collects majorly at once
 * instead of promoting them in a minor collection first. */
#include "tests/check.h"

#include "gc/heap.h"
#include "runtime.h"

#define MIB ((size_t)1 << 20)

/* Gives h `bytes` (a multiple of the chunk size) of fresh chunks, young or
 * old. */
static void give_chunks(SkHeap *h, size_t bytes, int young) {
    int all = 1;
    for (size_t b = 0; b < bytes; b += SK_CHUNK_BYTES) all &= heap_acquire_chunk(h, 0, young) != NULL;
    CHECK(all);
}

static void test_child_trigger(void) {
    SkHeap *child = heap_new(&sk_root_heap);
    /* A fresh child may grow to its floor; after a major collection
     * leaving L bytes, to L plus the larger of 2L and the floor. */
    size_t floor = heap_next_trigger(child, 0);
    CHECK(floor >= 2 * MIB);
    CHECK(heap_next_trigger(child, MIB) == MIB + floor);
    CHECK(heap_next_trigger(child, 64 * MIB) == 3 * 64 * MIB);
    /* The root grows by at least its own minimum. */
    CHECK(heap_next_trigger(&sk_root_heap, MIB) >= 17 * MIB);
    heap_recycle(child);
}

static void test_merged_survivors_count_as_old(void) {
    SkHeap *parent = heap_new(&sk_root_heap);
    parent->gc_trigger = 8 * MIB;
    parent->nursery_bytes = 2 * MIB;
    SkHeap *child = heap_new(parent);
    /* The child promoted 7 MiB of survivors and has 1 MiB of young chunks. */
    give_chunks(child, 7 * MIB, 0);
    give_chunks(child, 1 * MIB, 1);
    CHECK(child->chunk_bytes == 8 * MIB && child->young_bytes == 1 * MIB);
    heap_merge(parent, child);
    /* All of it is the parent's young generation now, 7 MiB of it
     * survivors: a nursery's worth more would pass the trigger. */
    CHECK(parent->young_bytes == 8 * MIB && parent->chunk_bytes == 8 * MIB);
    CHECK(parent->merged_old_bytes == 7 * MIB);
    CHECK(heap_collection_due(parent, 0));
    CHECK(heap_major_due(parent));

    /* A merged child with only young chunks leaves a minor collection. */
    SkHeap *p2 = heap_new(&sk_root_heap);
    p2->gc_trigger = 8 * MIB;
    p2->nursery_bytes = 2 * MIB;
    SkHeap *c2 = heap_new(p2);
    give_chunks(c2, 3 * MIB, 1);
    heap_merge(p2, c2);
    CHECK(p2->merged_old_bytes == 0);
    CHECK(heap_collection_due(p2, 0));
    CHECK(!heap_major_due(p2));

    /* Survivors carried through two joins still count. */
    SkHeap *p3 = heap_new(&sk_root_heap);
    p3->gc_trigger = 64 * MIB;
    SkHeap *mid = heap_new(p3), *leaf = heap_new(mid);
    give_chunks(leaf, 2 * MIB, 0);
    heap_merge(mid, leaf);
    give_chunks(mid, 1 * MIB, 0);
    heap_merge(p3, mid);
    CHECK(p3->merged_old_bytes == 3 * MIB && p3->young_bytes == 3 * MIB);
}

int main(int argc, char **argv) {
    sk_init(argc, argv);
    test_child_trigger();
    test_merged_survivors_count_as_old();
    return check_report();
}
