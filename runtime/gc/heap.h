/* gc/heap.h — heaps, the unit of collection, and the collector's interface.
 *
 * A heap is a list of chunks owned by one task.  Heaps form a tree that
 * mirrors the tree of promoted forks (parent, depth); a sequential program
 * is the root task with the root heap at depth 0.  A promotion gives the
 * left half of a fork a child heap (heap_new) and the thief of the right
 * half another; the join merges both into the parent (heap_merge): the
 * chunk lists, remembered sets and pinned sets are appended in O(1) (the
 * pinned set after dropping the objects the merge unpins), and
 * each moved chunk is relabelled with the parent's heap and depth (O(number
 * of chunks), not of objects: the inline barriers read a chunk's depth, so
 * it must be exact).
 *
 * GENERATIONS.  A heap's chunks are young (`young`: where its mutator
 * allocates) or old (`chunks`: where collections copy survivors).  A minor
 * collection (collect.c) evacuates the young chunks only, promoting every
 * survivor straight to old ones; a major collection evacuates both.  Chunk
 * depths encode the generation: a heap at tree depth d labels its old
 * chunks 2d and its young ones 2d+1 (heap_chunk_depth), so its old chunks
 * look "just shallower" than its young ones and deeper than every
 * ancestor's chunks.  The write barrier's down-pointer test (skein.h,
 * BARRIERS; barrier.c) then sees a store of a young pointer into an old
 * object of the same heap as a down-pointer and records the slot in the
 * heap's own remembered set: those are the old->young roots of a minor
 * collection.  Heap depths (`depth`, unpin depths, lca_depth) stay tree
 * depths; only chunk labels and the mutator's `depth` are doubled.
 *
 * Invariants:
 *   - every chunk on `chunks` has heap == this heap and depth ==
 *     heap_chunk_depth(h, 0); every chunk on `young`, heap_chunk_depth(h, 1);
 *   - chunk_bytes == sum of the sizes of the chunks of both lists,
 *     young_bytes that of the young ones; merged_old_bytes <= young_bytes;
 *   - alloc_chunk, if not NULL, is on `young`; while a mutator allocates in
 *     it, the mutator's frontier (not alloc_chunk->frontier) is the truth;
 *     heap_sync() copies it back before anyone walks the heap;
 *     old_alloc, if not NULL, is on `chunks` (minor collections go on
 *     filling it);
 *   - objects with the PIN bit set outside a collection are exactly those
 *     in `pinned`: entangled objects (gc/barrier.c), which stay in place
 *     and are roots of every collection of the heap until a merge reaches
 *     their unpin depth (heap_merge) or the root heap is a leaf again
 *     (heap_unpin_all); pins from conservative roots last only for the
 *     collection that found them;
 *   - every slot of an object in a shallower heap that points into this heap
 *     is in `remembered` or `remembered_old` (the write barrier's
 *     down-pointers), in `remembered` when it points into a young chunk;
 *     and every slot of an object in an old chunk of this heap that points
 *     into a young chunk of this heap is in `remembered` (mutable objects,
 *     and objects a place message decodes, which it links after allocating
 *     them all, places/message.c: otherwise an immutable object is older
 *     than what it points to); both sets may also hold stale slots, which
 *     collections filter out.  REMEMBERED SETS: `remembered` holds the
 *     roots of every collection, `remembered_old` those of major ones only:
 *     the slots a collection keeps (in shallower heaps, pointing into this
 *     heap) point to old objects afterwards, which only a major collection
 *     moves, so they go to `remembered_old` and minor collections no
 *     longer visit them.  (Kept in one set, a child task filling an
 *     ancestor's array visited every slot it had filled at each of its
 *     minor collections: msort-strings, 6.6M visits for 1M strings.)  An
 *     entry of `remembered` may carry REM_OLD_TOO: the slot pointed to an
 *     old object of this heap when the barrier recorded it, so it is in
 *     `remembered_old` already, or in `remembered` without the bit;
 *     collections drop such entries instead of keeping a second one in
 *     `remembered_old` (a slot overwritten with young values between
 *     minor collections would otherwise gain an entry at every one);
 *   - only a leaf heap is collected, by its task; an internal heap (one with
 *     children) is frozen: nothing allocates in it or moves its objects
 *     until its children have been merged back into it.  Ancestors are thus
 *     collected when they are leaves again, never concurrently (see
 *     collect.c for why garbage stays bounded).
 * Called only by the thread running the heap's task, except `remembered`
 * and `suspects`, which tasks of descendant heaps may add to, and `pinned`,
 * which entangled tasks may add to (all three under `rem_lock`).
 *
 * The GC lock (`gc_lock`, heap_gc_lock): held by the heap's task for the
 * whole of a collection, and by heap_merge for the child while it moves
 * the child's chunks to the parent.  An entangled reader (barrier.c) holds
 * the lock of the heap its value points into while it validates and pins
 * the value, so that the owner neither moves the object nor hands its
 * chunks to the parent meanwhile.  At most one GC lock is held at a time,
 * except by a region's exit (region.c), which holds the region's and then
 * its parent's: no one waits for a second GC lock while holding one, so
 * this cannot deadlock.
 * Heap structures are never freed (heap_merge recycles them), so a reader
 * may lock a heap it found through a stale chunk label and then see that
 * the label changed.
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
void wordvec_append(WordVec *into, WordVec *from); /* frees from */
void wordvec_free(WordVec *v);

/* A list of blocks of slot addresses: appending two sets is O(1). */
#define REM_BLOCK_SLOTS 254
typedef struct RemBlock {
    struct RemBlock *next;
    size_t len;
    uintptr_t slots[REM_BLOCK_SLOTS];
} RemBlock;
typedef struct RemSet {
    RemBlock *head, *tail;
    size_t count;
} RemSet;
void remset_push(RemSet *r, uintptr_t slot);
void remset_append(RemSet *into, RemSet *from); /* empties from */
void remset_free(RemSet *r);
/* An entry of a heap's `remembered` whose slot is also remembered
 * elsewhere (heap.h, REMEMBERED SETS); slots are 8-byte aligned. */
#define REM_OLD_TOO ((uintptr_t)1)
static inline uintptr_t rem_slot(uintptr_t entry) { return entry & ~REM_OLD_TOO; }

typedef struct SkHeap {
    struct SkHeap *parent;
    uint32_t depth;
    Chunk *chunks, *chunks_tail; /* the old generation                   */
    Chunk *young, *young_tail;   /* the young generation (the nursery)     */
    Chunk *alloc_chunk;      /* where the mutator bumps (young)               */
    Chunk *old_alloc;        /* where minor collections promote to (old)      */
    size_t chunk_bytes;      /* bytes of all chunks of both lists             */
    size_t young_bytes;      /* bytes of the young chunks                     */
    size_t merged_old_bytes; /* of those, bytes that were old chunks of merged
                                children (survivors of their collections,
                                heap_merge): 0 after every collection         */
    size_t gc_trigger;       /* collect (major) before chunk_bytes would
                                exceed this                                   */
    size_t nursery_bytes;    /* collect (minor) before young_bytes would
                                exceed this                                   */
    uint64_t collections;    /* of this heap                                  */
    uint64_t last_major;     /* `collections` at its last major collection
                                (gc-stress spaces them: collect_heap)         */
    int minors_off;          /* the last minor collection promoted more than
                                SK_MINOR_SURVIVAL of its nursery: only major
                                collections until the next one (collect.c) */
    size_t min_trigger;      /* a child heap's smallest trigger (heap_continue) */
    RemSet remembered;       /* SkValue* slots in shallower heaps' mutable
                                objects pointing into this heap, and old->young
                                slots of its own: roots of every collection  */
    RemSet remembered_old;   /* slots in shallower heaps pointing to old
                                objects of this heap: roots of major
                                collections only (REMEMBERED SETS above)     */
    _Atomic int rem_lock;    /* guards `remembered`, `suspects` and `pinned`
                                against concurrent adds (heap_lock)          */
    WordVec pinned;          /* objects pinned for entanglement (under
                                rem_lock)                                    */
    WordVec suspects;        /* this heap's objects marked SUSPECT (under
                                rem_lock): unmarked when the heap is a leaf
                                again (heap_clear_suspects)                  */
    WordVec weaks;           /* this heap's weak objects with a heap target
                                (MLton.Weak; runtime/mlton.c, WEAKS): each
                                collection of the heap updates or clears
                                their targets (collect.c, process_weaks);
                                only the heap's task touches it, and merges
                                (under rem_lock)                             */
    struct SkHeap *next_free; /* on the list of recycled heaps               */
    /* Last: heap_init clears the fields before it. */
    _Atomic int gc_lock;     /* see "The GC lock" above; kept when the
                                structure is recycled                        */
} SkHeap;

/* The depth label of h's old (young: 0) or young (young: 1) chunks; a
 * mutator running in h has depth heap_chunk_depth(h, 1) (GENERATIONS). */
static inline uint32_t heap_chunk_depth(const SkHeap *h, int young) {
    return 2 * h->depth + (young ? 1u : 0u);
}
/* Takes and releases h's rem_lock (a spin lock: held for a few pushes). */
static inline void heap_lock(SkHeap *h) {
    while (atomic_exchange_explicit(&h->rem_lock, 1, memory_order_acquire)) {
    }
}
static inline void heap_unlock(SkHeap *h) {
    atomic_store_explicit(&h->rem_lock, 0, memory_order_release);
}

/* The UNPIN field of object header h (skein.h; gc/barrier.c, UNPINNING):
 * 1 + the depth at which the object is unpinned, 0 when it has none. */
static inline unsigned heap_unpin_field(SkHeader h) {
    return (unsigned)((h & SK_HDR_UNPIN_MASK) >> SK_HDR_UNPIN_SHIFT);
}

/* Whether heap a is h or one of h's ancestors. */
static inline int is_ancestor_or_self(const SkHeap *a, const SkHeap *h) {
    for (; h; h = h->parent)
        if (h == a) return 1;
    return 0;
}

/* Takes and releases h's gc_lock (held for a collection: waiters yield). */
void heap_gc_lock(SkHeap *h);
static inline void heap_gc_unlock(SkHeap *h) {
    atomic_store_explicit(&h->gc_lock, 0, memory_order_release);
}

/* The root heap and the main mutator (one of each in this increment). */
extern SkHeap sk_root_heap;
extern SkMutator sk_main_mutator;

void heap_init(SkHeap *h, SkHeap *parent);
/* A new (malloc'd) empty child heap of parent; counts it in the stats. */
SkHeap *heap_new(SkHeap *parent);
/* Makes `left`, a new child of `parent`, the heap that continues parent's
 * task after a promotion (sched_promote): it inherits what parent may still
 * allocate before collecting, and parent's growth allowance for its own
 * later collections (parent, now internal, allocates nothing until the
 * join). */
void heap_continue(SkHeap *left, SkHeap *parent);
/* Moves child's chunks, remembered set and pinned set into parent (its
 * parent) and frees child; unpins the child's pinned objects whose unpin
 * depth is parent's depth or deeper (gc/barrier.c, UNPINNING).  The child's task must be finished or be the
 * caller; no mutator may still allocate in child. */
void heap_merge(SkHeap *parent, SkHeap *child);
/* Puts h, emptied of chunks, on the list of heap structures to reuse
 * (heap_new); frees its sets. */
void heap_recycle(SkHeap *h);
/* Unmarks h's SUSPECT objects.  Only for a leaf heap (its task just joined
 * its children back in): no heap is deeper, so none of its objects holds a
 * down-pointer any more.  Entangled (pinned) objects stay SUSPECT. */
void heap_clear_suspects(SkHeap *h);
/* Unpins every entangled object of the root heap, once it is a leaf again
 * (every task it forked has joined, so no other task holds them). */
void heap_unpin_all(SkHeap *root);
/* Appends c to h's young (young: 1) or old (young: 0) chunk list, labels
 * it, and takes ownership of it. */
void heap_add_chunk(SkHeap *h, Chunk *c, int young);
/* Copies the mutator's frontier back into its allocation chunk. */
void heap_sync(SkMutator *m);
/* Points the mutator at h's allocation chunk (after a collection). */
void heap_resume(SkMutator *m);
/* A chunk for `object_bytes` charged against the max-heap cap, added to
 * h's young (young: 1) or old list, or NULL when the cap (or mmap)
 * refuses. */
Chunk *heap_acquire_chunk(SkHeap *h, size_t object_bytes, int young);
/* Prints the out-of-memory message for a request of `request` bytes (during
 * a collection: for to-space) and exits 1. */
SK_NORETURN void heap_out_of_memory(size_t request, int during_collection);
/* The chunk_bytes at which h should next be collected (major), given
 * `live` bytes of chunks left by its last major collection (0 for a new
 * heap). */
size_t heap_next_trigger(const SkHeap *h, size_t live);
/* The young bytes at which h is collected: its nursery_bytes, at most a
 * share of its trigger (the rest is for the old generation). */
size_t heap_nursery(const SkHeap *h);
/* Whether h should be collected before `more` bytes of chunks are added
 * to it (its nursery or its whole trigger would be exceeded). */
int heap_collection_due(const SkHeap *h, size_t more);
/* Whether h's next collection should be major: promoting another
 * nursery's worth would take its chunks past its trigger (or it has no
 * nursery). */
int heap_major_due(const SkHeap *h);
/* Records the heap size for the max-heap-size statistic. */
void heap_note_size(void);
/* Bytes in all heaps' chunks (what max-heap caps). */
extern _Atomic size_t sk_total_heap_bytes;

/* Precise roots registered by generated code: (slot address, count) pairs. */
extern WordVec sk_global_roots;

/* Collects m's heap (a local copying collection of a leaf heap): major
 * when the heap has reached its trigger, has no nursery, or gc-stress
 * says so (every other collection), minor otherwise; returns 1 after a
 * minor collection, 2 after a major one.  collect_heap_major always
 * collects all of it. */
int collect_heap(SkMutator *m);
void collect_heap_major(SkMutator *m);
/* Zeroes `bytes` of stack below the caller's frame, where the frames the
 * caller calls next will lie: the conservative stack scan reads every
 * word, and stale ones there (left by returned calls) would pin what they
 * point to. */
void gc_scrub_stack(size_t bytes);
/* A region's exit (gc/region.c): evacuates what is reachable from the
 * slots roots[0..nroots), the registered globals and the remembered slots
 * of r (m's leaf heap, with no pinned object) into r's parent's young
 * chunks, then releases r's chunks (r is left empty).  The caller holds the
 * GC locks of r and of its parent. */
void collect_region_exit(SkMutator *m, SkHeap *r, SkValue *roots[], size_t nroots);

/* Promotions inside regions (gc/region.c, SPLICE): the heap a promotion
 * of latent record rec (a fork, or a loop's link) must make internal goes
 * to *parent; returns the outermost of the task's regions newer than rec
 * (then *parent is its heap's parent), or NULL (then *parent is m->heap). */
struct SkRegion *region_promotion_parent(SkMutator *m, const SkFork *rec, SkHeap **parent);
/* Puts `left` (a new child of outer's parent) between that parent and
 * outer's heap; the task's region heaps move one level down. */
void region_splice(SkMutator *m, struct SkRegion *outer, SkHeap *left);

/* debug-gc: checks every invariant of h; prints what failed and aborts. */
void verify_heap(SkHeap *h, const char *when);

/* Place forks: hold (1) or release (0) the free heap list's lock. */
void heap_fork_guard(int hold);

#endif
