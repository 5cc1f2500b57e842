/* gc/heap.c — heaps: chunk lists, the allocation slow path, growth policy.
 *
 * Owns the root heap, the main mutator, the registered global roots, heap
 * creation and merging (fork/join), remembered sets and the policy
 * deciding when to collect (heap_collection_due, heap_next_trigger).
 * Policy: a heap is collected when its young chunks would exceed its
 * nursery (`@skein nursery SIZE --`, SK_DEFAULT_NURSERY_BYTES: a minor
 * collection) or all its chunks its trigger (a major one: collect.c
 * decides which).  After a major
 * collection leaving L bytes of chunks, the root heap may grow to
 * L + max(2L, SK_MIN_GROWTH) before the next one (each collection copies
 * about L bytes, so the headroom sets the copying cost per allocated
 * byte: with 2L instead of L, msort 10^6 x5 went from 1.39x to 1.13x of C
 * and binarytrees 20 from 1.28x to 1.00x in CPU time, for a peak heap
 * 448 -> 777 MB on msort); a child heap (a promoted task's) to
 * L + max((SK_CHILD_FACTOR - 1) * L, min_trigger) (the factor 3 gives it
 * the same 2L headroom: with 2, msort-strings 10^6 on 2 workers copied
 * 217 MB in 169 collections, with 3 155 MB in 126, wall 1.15 -> 1.05 s,
 * same peak heap), min_trigger being SK_CHILD_MIN_TRIGGER or, for the
 * heap that continues a task after a promotion, the allowance it
 * inherits (heap_continue): there may be many of them at once, most
 * short-lived, and a 16 MiB allowance each multiplied the peak heap of
 * parallel programs by the number of live tasks.  The headroom is added
 * to L, not a floor under 3L, and the child's is 4 MiB, not 2: a heap
 * whose survivors only grow (a piece of a loop filling an array with
 * strings) had room for a nursery and little else, and made a major
 * collection, copying all its old data again, at every few hundred KB of
 * survivors (15 in one piece).  msort-strings 10^6 on 2 workers copied
 * 81-88 MB with the floor, 74-87 MB with the headroom added, 69-74 MB
 * with 4 MiB; on 4 workers 100-111 MB before the 4 MiB, 80-96 MB after
 * (dedup: 48-62 -> 37-44 MB), with the same peak heaps.  Both are capped so that trigger + L (room to copy the survivors)
 * stays within max-heap.  Chunks freed by a collection go back to a pool sized for the next
 * cycle (chunk_pool_reserve) and beyond it to the operating system, so the
 * process shrinks when the live data does.
 * Called only by the thread running the heap's task (heap_merge: by the
 * parent's task once the child's task is finished).
 */
#include "heap.h"

#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../runtime.h"

#define SK_MIN_GROWTH ((size_t)16 << 20)
#define SK_CHILD_FACTOR 3
#define SK_CHILD_MIN_TRIGGER ((size_t)4 << 20)
#ifndef SK_NURSERY_SHARE
#define SK_NURSERY_SHARE 2
#endif

size_t heap_next_trigger(const SkHeap *h, size_t live) {
    size_t trigger;
    if (h->depth == 0) {
        trigger = live + (2 * live > SK_MIN_GROWTH ? 2 * live : SK_MIN_GROWTH);
    } else {
        size_t grow = live * (SK_CHILD_FACTOR - 1);
        trigger = live + (grow > h->min_trigger ? grow : h->min_trigger);
    }
    uint64_t cap = sk_rt.options.max_heap;
    if (cap) {
        size_t room = cap > 2 * (uint64_t)live ? (size_t)(cap - live) : live + SK_CHUNK_BYTES;
        if (trigger > room) trigger = room;
    }
    return trigger;
}

size_t heap_nursery(const SkHeap *h) {
    if (h->minors_off) return 0;
    size_t share = h->gc_trigger / SK_NURSERY_SHARE;
    return h->nursery_bytes < share ? h->nursery_bytes : share;
}

int heap_collection_due(const SkHeap *h, size_t more) {
    size_t nursery = heap_nursery(h);
    if (nursery && h->young_bytes + more > nursery) return 1;
    return h->chunk_bytes + more > h->gc_trigger;
}

/* Major when the old generation and a nursery's worth of promotions
 * could exceed the trigger.  The young chunks that were merged children's
 * old chunks count as old: they hold survivors of the children's
 * collections, which a minor collection would only copy to the old
 * generation for the major one after it to copy again (msort-strings on 2
 * workers: the root's first collection after the generating loop joined
 * promoted 19 MB in a minor, then copied them in a major). */
int heap_major_due(const SkHeap *h) {
    size_t nursery = heap_nursery(h);
    size_t old = h->chunk_bytes - h->young_bytes + h->merged_old_bytes;
    return !nursery || old + nursery > h->gc_trigger;
}

SkHeap sk_root_heap;
SkMutator sk_main_mutator;
WordVec sk_global_roots;
_Atomic size_t sk_total_heap_bytes;

void wordvec_push(WordVec *v, uintptr_t w) {
    if (v->len == v->cap) {
        size_t cap = v->cap ? v->cap * 2 : 256;
        uintptr_t *d = realloc(v->data, cap * sizeof *d);
        if (!d) sk_out_of_memory("cannot grow a runtime table");
        v->data = d;
        v->cap = cap;
    }
    v->data[v->len++] = w;
}

void wordvec_append(WordVec *into, WordVec *from) {
    for (size_t i = 0; i < from->len; i++) wordvec_push(into, from->data[i]);
    wordvec_free(from);
}

void wordvec_free(WordVec *v) {
    free(v->data);
    v->data = NULL;
    v->len = v->cap = 0;
}

void remset_push(RemSet *r, uintptr_t slot) {
    RemBlock *b = r->tail;
    if (!b || b->len == REM_BLOCK_SLOTS) {
        b = malloc(sizeof *b);
        if (!b) sk_out_of_memory("cannot grow a remembered set");
        b->next = NULL;
        b->len = 0;
        if (r->tail)
            r->tail->next = b;
        else
            r->head = b;
        r->tail = b;
    }
    b->slots[b->len++] = slot;
    r->count++;
}

void remset_append(RemSet *into, RemSet *from) {
    if (!from->head) return;
    if (into->tail)
        into->tail->next = from->head;
    else
        into->head = from->head;
    into->tail = from->tail;
    into->count += from->count;
    from->head = from->tail = NULL;
    from->count = 0;
}

void remset_free(RemSet *r) {
    for (RemBlock *b = r->head, *n; b; b = n) {
        n = b->next;
        free(b);
    }
    r->head = r->tail = NULL;
    r->count = 0;
}

/* Merged heaps, for reuse: a heap structure is never freed, because an
 * entangled reader may still lock it (heap.h, "The GC lock"). */
static SkHeap *free_heaps;
static pthread_mutex_t free_heaps_lock = PTHREAD_MUTEX_INITIALIZER;

/* Place forks (places/place.c): takes the pool's lock before fork() and
 * releases it after, in parent and child alike. */
void heap_fork_guard(int hold) {
    if (hold) pthread_mutex_lock(&free_heaps_lock);
    else pthread_mutex_unlock(&free_heaps_lock);
}

void heap_gc_lock(SkHeap *h) {
    for (unsigned spins = 0;; spins++) {
        int expected = 0;
        if (atomic_load_explicit(&h->gc_lock, memory_order_relaxed) == 0 &&
            atomic_compare_exchange_weak_explicit(&h->gc_lock, &expected, 1, memory_order_acquire,
                                                  memory_order_relaxed))
            return;
        if (spins > 64) sched_yield(); /* the holder may be collecting */
    }
}

SkHeap *heap_new(SkHeap *parent) {
    pthread_mutex_lock(&free_heaps_lock);
    SkHeap *h = free_heaps;
    if (h) free_heaps = h->next_free;
    pthread_mutex_unlock(&free_heaps_lock);
    if (!h) {
        h = malloc(sizeof *h);
        if (!h) sk_out_of_memory("cannot allocate a heap");
        atomic_init(&h->gc_lock, 0);
    }
    heap_init(h, parent);
    sk_stats_add(&sk_rt.stats.heaps_created, 1);
    return h;
}

/* Clears header bits atomically: an entangled task may set PIN or SUSPECT
 * in the same word at the same time (gc/barrier.c). */
static void clear_header_bits(SkValue v, SkHeader bits) {
    __atomic_fetch_and(&SK_HEADER(v), ~bits, __ATOMIC_RELAXED);
}

/* Releases v's pin (PIN, SUSPECT and the unpin depth); its size in bytes,
 * for the live entangled-bytes statistic. */
static uint64_t unpin_object(SkValue v) {
    uint64_t bytes = 8 + sk_payload_bytes(__atomic_load_n(&SK_HEADER(v), __ATOMIC_RELAXED));
    clear_header_bits(v, SK_HDR_PIN | SK_HDR_SUSPECT | SK_HDR_UNPIN_MASK);
    return bytes;
}

/* Unpins the objects of child's pinned set whose unpin depth the merge
 * into parent reaches (gc/barrier.c, UNPINNING): every task that read them
 * entangled is in parent's subtree and has joined.  The others stay in the
 * set (which moves to parent).  Called with child's GC lock held: no
 * reader can pin child's objects meanwhile. */
static void unpin_merged(SkHeap *parent, SkHeap *child) {
    WordVec *set = &child->pinned;
    size_t kept = 0;
    uint64_t bytes = 0;
    for (size_t i = 0; i < set->len; i++) {
        SkValue v = (SkValue)set->data[i];
        SkHeader h = __atomic_load_n(&SK_HEADER(v), __ATOMIC_RELAXED);
        unsigned unpin = heap_unpin_field(h);
        if (unpin && unpin - 1 >= parent->depth) {
            bytes += unpin_object(v);
        } else {
            set->data[kept++] = (uintptr_t)v;
        }
    }
    set->len = kept;
    if (bytes) atomic_fetch_sub_explicit(&sk_rt.stats.entangled_bytes_live, bytes, memory_order_relaxed);
}

/* Relabels the chunks of list `from` as parent's young chunks and appends
 * them to parent's young list. */
static void merge_chunks_young(SkHeap *parent, Chunk *from, Chunk *from_tail) {
    if (!from) return;
    uint32_t depth = heap_chunk_depth(parent, 1);
    /* Entangled readers and the inline barriers read these labels without
     * the lock: atomic stores (plain moves on x86-64). */
    for (Chunk *c = from; c; c = c->next) {
        __atomic_store_n(&c->heap, parent, __ATOMIC_RELEASE);
        __atomic_store_n(&c->depth, depth, __ATOMIC_RELAXED);
    }
    if (parent->young_tail)
        parent->young_tail->next = from;
    else
        parent->young = from;
    parent->young_tail = from_tail;
}

void heap_recycle(SkHeap *h) {
    remset_free(&h->remembered);
    remset_free(&h->remembered_old);
    wordvec_free(&h->pinned);
    wordvec_free(&h->suspects);
    wordvec_free(&h->weaks);
    pthread_mutex_lock(&free_heaps_lock);
    h->next_free = free_heaps;
    free_heaps = h;
    pthread_mutex_unlock(&free_heaps_lock);
}

void heap_merge(SkHeap *parent, SkHeap *child) {
    heap_gc_lock(child);
    /* Both of child's generations become parent's young one (heap.h). */
    merge_chunks_young(parent, child->chunks, child->chunks_tail);
    merge_chunks_young(parent, child->young, child->young_tail);
    parent->merged_old_bytes += child->chunk_bytes - child->young_bytes + child->merged_old_bytes;
    parent->chunk_bytes += child->chunk_bytes;
    parent->young_bytes += child->chunk_bytes;
    if (!parent->alloc_chunk) parent->alloc_chunk = child->alloc_chunk;
    unpin_merged(parent, child);
    heap_lock(parent);
    /* child's old objects are parent's young ones now: every slot that
     * points into child is a root of parent's next collection. */
    remset_append(&parent->remembered, &child->remembered);
    remset_append(&parent->remembered, &child->remembered_old);
    wordvec_append(&parent->suspects, &child->suspects);
    wordvec_append(&parent->pinned, &child->pinned);
    wordvec_append(&parent->weaks, &child->weaks);
    heap_unlock(parent);
    heap_gc_unlock(child);
    heap_recycle(child);
}

void heap_clear_suspects(SkHeap *h) {
    heap_gc_lock(h); /* against an entangled reader pinning h's objects */
    for (size_t i = 0; i < h->suspects.len; i++) {
        SkValue v = (SkValue)h->suspects.data[i];
        if (!(SK_HEADER(v) & SK_HDR_PIN)) clear_header_bits(v, SK_HDR_SUSPECT);
    }
    h->suspects.len = 0;
    heap_gc_unlock(h);
}

void heap_unpin_all(SkHeap *root) {
    if (!root->pinned.len) return;
    heap_gc_lock(root);
    uint64_t bytes = 0;
    for (size_t i = 0; i < root->pinned.len; i++) {
        bytes += unpin_object((SkValue)root->pinned.data[i]);
    }
    root->pinned.len = 0;
    heap_gc_unlock(root);
    atomic_fetch_sub_explicit(&sk_rt.stats.entangled_bytes_live, bytes, memory_order_relaxed);
}

void heap_init(SkHeap *h, SkHeap *parent) {
    /* Everything but the GC lock, which a stale reader may hold. */
    memset(h, 0, offsetof(SkHeap, gc_lock));
    h->parent = parent;
    h->depth = parent ? parent->depth + 1 : 0;
    h->min_trigger = SK_CHILD_MIN_TRIGGER;
    h->gc_trigger = heap_next_trigger(h, 0);
    h->nursery_bytes = sk_rt.options.nursery;
}

void heap_continue(SkHeap *left, SkHeap *parent) {
    if (parent->gc_trigger > parent->chunk_bytes &&
        parent->gc_trigger - parent->chunk_bytes > left->gc_trigger)
        left->gc_trigger = parent->gc_trigger - parent->chunk_bytes;
    /* The root's allowance, or the one its continuation inherited: on one
     * worker the task's spine of left heaps collects as often as the
     * sequential program does.  With the child floor (then 2 MiB) instead,
     * line-fit's T1 made 1560 collections against 251 for Ts, and
     * msort-strings 82 against 12. */
    left->min_trigger = parent->depth == 0 ? SK_MIN_GROWTH : parent->min_trigger;
}

void heap_add_chunk(SkHeap *h, Chunk *c, int young) {
    Chunk **head = young ? &h->young : &h->chunks, **tail = young ? &h->young_tail : &h->chunks_tail;
    c->heap = h;
    c->depth = heap_chunk_depth(h, young);
    c->next = NULL;
    if (*tail)
        (*tail)->next = c;
    else
        *head = c;
    *tail = c;
    h->chunk_bytes += c->size;
    if (young) h->young_bytes += c->size;
}

void heap_note_size(void) {
    size_t now = atomic_load_explicit(&sk_total_heap_bytes, memory_order_relaxed);
    uint64_t seen = atomic_load_explicit(&sk_rt.stats.max_heap_bytes, memory_order_relaxed);
    while (now > seen && !atomic_compare_exchange_weak_explicit(&sk_rt.stats.max_heap_bytes, &seen,
                                                                now, memory_order_relaxed,
                                                                memory_order_relaxed)) {
    }
}

Chunk *heap_acquire_chunk(SkHeap *h, size_t object_bytes, int young) {
    size_t need = SK_CHUNK_HEADER_BYTES + object_bytes;
    size_t size = (need + SK_CHUNK_BYTES - 1) & ~(SK_CHUNK_BYTES - 1);
    if (size < need) return NULL;
    uint64_t cap = sk_rt.options.max_heap;
    if (cap && atomic_load_explicit(&sk_total_heap_bytes, memory_order_relaxed) + size > cap)
        return NULL;
    Chunk *c = chunk_acquire(object_bytes);
    if (!c) return NULL;
    heap_add_chunk(h, c, young);
    atomic_fetch_add_explicit(&sk_total_heap_bytes, c->size, memory_order_relaxed);
    heap_note_size();
    return c;
}

void heap_sync(SkMutator *m) {
    Chunk *c = m->heap->alloc_chunk;
    if (c) c->frontier = m->frontier;
}

void heap_resume(SkMutator *m) {
    Chunk *c = m->heap->alloc_chunk;
    if (c) {
        m->frontier = c->frontier;
        m->limit = sk_rt.options.gc_stress ? c->frontier : c->limit;
    } else {
        m->frontier = m->limit = NULL;
    }
}

static void format_bytes(char *buf, size_t n, uint64_t bytes) {
    if (bytes >= ((uint64_t)1 << 30) && bytes % ((uint64_t)1 << 30) == 0)
        snprintf(buf, n, "%lluG", (unsigned long long)(bytes >> 30));
    else if (bytes >= ((uint64_t)1 << 20))
        snprintf(buf, n, "%lluM", (unsigned long long)(bytes >> 20));
    else
        snprintf(buf, n, "%lluK", (unsigned long long)(bytes >> 10));
}

void heap_out_of_memory(size_t request, int during_collection) {
    char msg[320], cap[32], live[32], req[32];
    format_bytes(live, sizeof live, sk_rt.stats.last_live_bytes);
    format_bytes(req, sizeof req, request);
    if (sk_rt.options.max_heap && during_collection) {
        format_bytes(cap, sizeof cap, sk_rt.options.max_heap);
        snprintf(msg, sizeof msg,
                 "copying the live data during a collection would exceed max-heap %s "
                 "(a copying collection needs room for the live data twice; live data after "
                 "the previous collection: %s)",
                 cap, live);
    } else if (sk_rt.options.max_heap) {
        format_bytes(cap, sizeof cap, sk_rt.options.max_heap);
        snprintf(msg, sizeof msg,
                 "allocating %s would exceed max-heap %s (live data after the last "
                 "collection: %s)",
                 req, cap, live);
    } else {
        snprintf(msg, sizeof msg,
                 "the operating system refused %s more (live data after the last collection: %s)",
                 req, live);
    }
    sk_out_of_memory(msg);
}

/* Places an object of `total` bytes at c's frontier. */
static SkValue place(Chunk *c, SkHeader h, size_t total) {
    char *p = c->frontier;
    c->frontier = p + total;
    *(SkHeader *)p = h;
    return (SkValue)(p + 8);
}

SkValue sk_alloc_slow(SkMutator *m, SkHeader h, size_t payload) {
    if (payload < 8 || (payload & 7) || payload > ((size_t)1 << 46)) {
        if (payload > ((size_t)1 << 46)) heap_out_of_memory(payload, 0);
        sk_fatal("allocation of %zu payload bytes (not a positive multiple of 8)", payload);
    }
    SkHeap *hp = m->heap;
    size_t total = payload + 8;
    int collected = 0; /* 1: minor, 2: major */
    if (sk_rt.options.gc_stress) collected = collect_heap(m);
    heap_sync(m);
    SkValue v;
    Chunk *c = hp->alloc_chunk;
    if (c && total <= SK_LARGE_OBJECT_BYTES && (size_t)(c->limit - c->frontier) >= total) {
        v = place(c, h, total);
    } else {
        size_t size = (SK_CHUNK_HEADER_BYTES + total + SK_CHUNK_BYTES - 1) & ~(SK_CHUNK_BYTES - 1);
        if (!collected && heap_collection_due(hp, size)) {
            collected = collect_heap(m);
            heap_sync(m);
            c = hp->alloc_chunk;
            if (c && total <= SK_LARGE_OBJECT_BYTES &&
                (size_t)(c->limit - c->frontier) >= total) {
                v = place(c, h, total);
                goto done;
            }
        }
        c = heap_acquire_chunk(hp, total, 1);
        if (!c && collected != 2) {
            collect_heap_major(m);
            collected = 2;
            heap_sync(m);
            c = heap_acquire_chunk(hp, total, 1);
        }
        if (!c) heap_out_of_memory(total, 0);
        v = place(c, h, total);
        if (!(c->flags & CHUNK_LARGE)) hp->alloc_chunk = c;
        else c->limit = c->frontier; /* nothing else goes in a large chunk */
    }
done:
    heap_resume(m);
    return v;
}

SkValue sk_alloc_sequence_slow(SkMutator *m, unsigned kind, uint64_t elem_ptrs,
                               uint64_t elem_bytes, uint64_t length) {
    if (elem_ptrs > SK_MAX_ELEM_PTRS || elem_bytes > SK_MAX_ELEM_BYTES)
        sk_fatal("sequence element layout %llu pointers + %llu bytes is too big",
                 (unsigned long long)elem_ptrs, (unsigned long long)elem_bytes);
    uint64_t esz = elem_ptrs * 8 + elem_bytes;
    if (length > SK_MAX_LENGTH || (esz && length > ((uint64_t)1 << 46) / esz))
        heap_out_of_memory((size_t)(length > ((uint64_t)1 << 46) ? ((uint64_t)1 << 46) : length) *
                       (esz ? esz : 1), 0);
    SkHeader h = sk_sequence_header(kind, elem_ptrs, elem_bytes, length);
    return sk_alloc_slow(m, h, sk_sequence_payload(elem_ptrs, elem_bytes, length));
}

void sk_register_roots(SkValue *slots, size_t count) {
    wordvec_push(&sk_global_roots, (uintptr_t)slots);
    wordvec_push(&sk_global_roots, (uintptr_t)count);
}

/* An explicit collection (MLton.GC.collect) should find what the program
 * dropped: words its returned calls left below this frame would sit in
 * the collector's own unwritten frame slots and pin what they point to (a
 * finalizable value freed by another's finalizer survived three
 * collections in tests/run/mlton_finalizable once inlining changed the
 * program's frames), so 8 KiB of it are cleared first. */
void sk_collect(SkMutator *m) {
    gc_scrub_stack(8192);
    collect_heap_major(m);
}
