/* gc/heap.h — heaps, the unit of collection, and the collector's interface.
 *
 * A heap is a list of chunks owned by one task.  Heaps form a tree that
 * mirrors the task tree (parent, depth); a sequential program is the root
 * task with the root heap at depth 0.  This increment creates only the root
 * heap, but nothing here assumes there is just one: chunk lists append in
 * O(1) (join), the remembered and pinned sets are per heap, and a collection
 * names the heap it collects.
 *
 * Invariants:
 *   - every chunk on `chunks` has heap == this heap and depth == depth;
 *   - chunk_bytes == sum of the sizes of those chunks;
 *   - alloc_chunk, if not NULL, is on `chunks`; while a mutator allocates in
 *     it, the mutator's frontier (not alloc_chunk->frontier) is the truth;
 *     heap_sync() copies it back before anyone walks the heap;
 *   - objects with the PIN bit set after a collection are exactly those in
 *     `pinned` (entanglement pins, later); pins from conservative roots last
 *     only for the collection that found them.
 * Called only by the thread running the heap's task.
 */
#ifndef SKEIN_GC_HEAP_H
#define SKEIN_GC_HEAP_H

#include <stddef.h>
#include <stdint.h>

#include "../include/skein.h"
#include "chunk.h"

/* A growable array of words; used for root lists and GC work lists. */
typedef struct WordVec {
    uintptr_t *data;
    size_t len, cap;
} WordVec;

void wordvec_push(WordVec *v, uintptr_t w);
void wordvec_free(WordVec *v);

typedef struct SkHeap {
    struct SkHeap *parent;
    uint32_t depth;
    Chunk *chunks, *chunks_tail;
    Chunk *alloc_chunk;      /* where the mutator bumps                      */
    size_t chunk_bytes;      /* bytes of all chunks on the list               */
    size_t gc_trigger;       /* collect before chunk_bytes would exceed this  */
    WordVec remembered;      /* SkValue* slots in other heaps' mutable objects
                                pointing into this heap (write barrier, later) */
    WordVec pinned;          /* objects pinned for entanglement (later)      */
} SkHeap;

/* The root heap and the main mutator (one of each in this increment). */
extern SkHeap sk_root_heap;
extern SkMutator sk_main_mutator;

void heap_init(SkHeap *h, SkHeap *parent);
/* Appends c to h's chunk list and takes ownership of it. */
void heap_add_chunk(SkHeap *h, Chunk *c);
/* Copies the mutator's frontier back into its allocation chunk. */
void heap_sync(SkMutator *m);
/* Points the mutator at h's allocation chunk (after a collection). */
void heap_resume(SkMutator *m);
/* A chunk for `object_bytes` charged against the max-heap cap, or NULL when
 * the cap (or mmap) refuses. */
Chunk *heap_acquire_chunk(SkHeap *h, size_t object_bytes);
/* Prints the out-of-memory message for a request of `request` bytes (during
 * a collection: for to-space) and exits 1. */
SK_NORETURN void heap_out_of_memory(size_t request, int during_collection);
/* Records the heap size for the max-heap-size statistic. */
void heap_note_size(void);
/* Bytes in all heaps' chunks (what max-heap caps). */
extern size_t sk_total_heap_bytes;

/* Precise roots registered by generated code: (slot address, count) pairs. */
extern WordVec sk_global_roots;

/* Collects m's heap (a full local copying collection of a leaf heap). */
void collect_heap(SkMutator *m);

/* debug-gc: checks every invariant of h; prints what failed and aborts. */
void verify_heap(SkHeap *h, const char *when);

#endif
