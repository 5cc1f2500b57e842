/* gc/collect.c — the local copying collector of a leaf heap.
 *
 * A collection of heap H, the leaf heap of the calling task, needs no
 * synchronisation with other tasks: nothing outside H's task points into H
 * except H's remembered set (down-pointers from ancestors, recorded by the
 * write barrier) and entangled tasks, which hold only pinned objects of H
 * (gc/barrier.c): pinned objects stay in place and are roots.  The
 * collection holds H's GC lock, so no entangled task pins or validates an
 * object of H meanwhile.  The task's roots are its own fiber
 * stack (from the current frame up to m->stack_hi: the frames of ancestor
 * tasks that run on the same fiber are scanned too, harmlessly), the
 * stacks of its suspended coroutines (conc/coroutine.h) and its exception
 * packet.
 *
 * ANCESTORS.  Internal heaps are not collected while they have children:
 * they are collected when they are leaves again, i.e. by the first local
 * collection of the merged heap after the join.  This is sound without any
 * synchronisation, and garbage stays bounded: nothing allocates into an
 * internal heap (the task that forked allocates in its left child heap from
 * the promotion on), so an internal heap never grows while internal, and
 * its size is at most what its collection policy allowed when it was a
 * leaf.  The cost is that garbage created before a fork is kept until the
 * join; MPL's concurrent collection of internal heaps would reclaim it
 * earlier, at the price of a snapshot and a non-moving mark-sweep racing
 * with the mutators, which this runtime does not have yet.
 *
 * GENERATIONS (heap.h).  A MAJOR collection evacuates all of H's chunks;
 * a MINOR one only the young ones, and copies their survivors straight
 * into old chunks (promotion after one survival, as OCaml's minor heap):
 * H's old chunks are then treated like an ancestor's, never moved, and
 * the old->young slots of H's remembered set are roots.  Either way no
 * young chunk is left: kept chunks (pinned or large objects) become old,
 * every survivor is old, and the mutator starts a fresh nursery.  So a
 * remembered slot in H's own old chunks is dropped once evacuated (it
 * points to an old object now); slots in ancestors stay while they point
 * into H.  A major collection ignores remembered slots inside its
 * from-space (their objects are scanned like any other).
 *
 * The steps:
 *   1. The chunks to evacuate become from-space (CHUNK_FROM_SPACE) and
 *      leave H's lists; copies go to old chunks appended to H's old list
 *      (a major collection empties it first; a minor one goes on filling
 *      its last chunk).
 *   2. Conservative roots first: the C stack (callee-saved registers spilled
 *      into this frame) is scanned word by word; a word pointing anywhere
 *      into a from-space object (header to last byte) PINS it: PIN|MARK are
 *      set, its chunk gets CHUNK_KEEP and it goes on the `kept` list.  This
 *      must precede every copy, so that no pinned object is ever copied.
 *   3. Precise roots: registered globals, H's remembered set (slots in other
 *      heaps and, for a minor collection, in H's old chunks) and H's pinned
 *      set are evacuated.
 *   4. Cheney scan of the to-space (from where the copies began, in list
 *      order), interleaved with a
 *      scan of the kept objects, until both are exhausted.  Evacuating a
 *      pointer: immediates, NULL and pointers outside from-space are left
 *      alone; a forwarded object yields its forwarding pointer; a pinned
 *      object or the object of a large chunk is kept in place (marked once);
 *      anything else is copied and its header replaced by a forwarding
 *      pointer (the new object pointer, low bit 0).
 *   5. Kept normal chunks are swept: forwarded and dead objects become
 *      FILLER objects (so the chunk stays parseable and holds no forwarding
 *      pointer), kept ones stay; the chunk's object-start bitmap is
 *      rewritten on the way.  Kept chunks rejoin H as old chunks, after
 *      the to-space chunks; other from-space chunks are released.  MARK is cleared, and
 *      PIN too unless the object is in H's pinned set.
 *   Between 4 and 5, H's weak objects (MLton.Weak; runtime/mlton.c) are
 *   processed (process_weaks): their targets are not traced, so a target
 *   in from-space that the scan neither copied nor kept is dead and the
 *   weak is cleared; a copied one is followed to its copy.
 * Must never allocate from a heap; runs on the thread of H's task.
 */
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include "../runtime.h"
#include "heap.h"
#include "../conc/coroutine.h"

/* See the survival test at the end of collect(). */
#define SK_MINOR_SURVIVAL 4

typedef struct Collection {
    SkHeap *heap;
    SkHeap *to;          /* the heap receiving the copies: H, or H's
                            parent at a region's exit (region.c)    */
    int to_young;        /* copies go to `to`'s young list (region
                            exit) or its old one (collections)      */
    int major;           /* all of H, or its young chunks only      */
    Chunk *from;         /* the detached from-space list            */
    SkMutator *m;        /* the task collecting                     */
    Chunk *to_cur;       /* normal to-space chunk receiving copies  */
    WordVec kept;        /* objects kept in place; low bit set when
                            pinned only by this collection          */
    size_t kept_scanned; /* kept[0..kept_scanned) have been scanned */
    uint64_t bytes_copied, bytes_pinned, objects_pinned;
} Collection;

/* Whether chunk c is part of this collection's from-space.  The heap test
 * matters: other tasks collect their own heaps at the same time, and a
 * stale word on this task's stack may point into their from-space. */
static inline int in_from_space(const Collection *gc, const Chunk *c) {
    return c && (c->flags & CHUNK_FROM_SPACE) && c->heap == gc->heap;
}

/* Room for a `total`-byte copy when the current to-space chunk lacks it
 * (or the object is large: a chunk of its own). */
SK_NOINLINE static char *to_space_alloc_slow(Collection *gc, size_t total) {
    Chunk *c;
    if (total > SK_LARGE_OBJECT_BYTES) {
        c = heap_acquire_chunk(gc->to, total, gc->to_young);
        if (!c) goto exhausted;
        c->flags |= CHUNK_TO_SPACE;
        char *p = c->frontier;
        c->frontier = c->limit = p + total;
        return p;
    }
    c = heap_acquire_chunk(gc->to, total, gc->to_young);
    if (!c) goto exhausted;
    c->flags |= CHUNK_TO_SPACE;
    gc->to_cur = c;
    char *p = c->frontier;
    c->frontier = p + total;
    return p;
exhausted:
    heap_out_of_memory(total, 1);
}

static inline char *to_space_alloc(Collection *gc, size_t total) {
    Chunk *c = gc->to_cur;
    if (SK_LIKELY(total <= SK_LARGE_OBJECT_BYTES && c && (size_t)(c->limit - c->frontier) >= total)) {
        char *p = c->frontier;
        c->frontier = p + total;
        return p;
    }
    return to_space_alloc_slow(gc, total);
}

static void keep(Collection *gc, Chunk *c, SkValue v, int pinned_now) {
    c->flags |= CHUNK_KEEP;
    wordvec_push(&gc->kept, v | (uintptr_t)(pinned_now ? 1 : 0));
    if (SK_HEADER(v) & SK_HDR_PIN) {
        gc->bytes_pinned += 8 + sk_payload_bytes(SK_HEADER(v));
        gc->objects_pinned++;
    }
}

/* The objects copied word by word in line (list cells, tuples, small
 * strings: most objects); bigger ones go through memcpy. */
#define SMALL_COPY_BYTES 64

/* evacuate for a slot holding a pointer v (not NULL, not an immediate):
 * kept out of line so that immediate fields cost a test and a branch. */
SK_NOINLINE static void evacuate_pointer(Collection *gc, SkValue *slot, SkValue v) {
    Chunk *c = chunk_lookup(v);
    if (!in_from_space(gc, c)) return;
    SkHeader h = SK_HEADER(v);
    if (!(h & SK_HDR_VALID)) { /* forwarded */
        *slot = (SkValue)h;
        return;
    }
    if ((h & SK_HDR_PIN) || (c->flags & CHUNK_LARGE)) {
        if (!(h & SK_HDR_MARK)) {
            SK_HEADER(v) = h | SK_HDR_MARK;
            keep(gc, c, v, 0);
        }
        return;
    }
    size_t total = 8 + sk_payload_bytes(h); /* a multiple of 8 */
    char *p = to_space_alloc(gc, total);
    const uint64_t *src = (const uint64_t *)(v - 8);
    if (total <= SMALL_COPY_BYTES) {
        uint64_t *dst = (uint64_t *)p;
        for (size_t i = 0; i < total / 8; i++) dst[i] = src[i];
    } else {
        memcpy(p, src, total);
    }
    SkValue copy = (SkValue)(p + 8);
    SK_HEADER(v) = (SkHeader)copy;
    *slot = copy;
    gc->bytes_copied += total;
}

static inline void evacuate(Collection *gc, SkValue *slot) {
    SkValue v = *slot;
    if (v == 0 || SK_IS_IMM(v)) return;
    evacuate_pointer(gc, slot, v);
}

#define SCAN_PREFETCH_AHEAD 8

/* Evacuates every pointer field of the object whose header is at p. */
static void scan_object(Collection *gc, char *p) {
    SkHeader h = *(SkHeader *)p;
    unsigned kind = sk_header_kind(h);
    SkValue *fields = (SkValue *)(p + 8);
    if (sk_kind_is_sequence(kind)) {
        uint64_t ep = sk_elem_ptrs(h);
        if (!ep) return;
        uint64_t words = ep + sk_elem_bytes(h) / 8;
        uint64_t n = sk_seq_length(h);
        if (words == 1) {
            /* An array of pointers (msort's, a tabulated array of strings):
             * the targets' headers are the misses; ask for them early. */
            for (uint64_t i = 0; i < n; i++) {
                if (i + SCAN_PREFETCH_AHEAD < n)
                    __builtin_prefetch((const char *)fields[i + SCAN_PREFETCH_AHEAD] - 8, 1);
                evacuate(gc, &fields[i]);
            }
            return;
        }
        for (uint64_t i = 0; i < n; i++)
            for (uint64_t j = 0; j < ep; j++) evacuate(gc, &fields[i * words + j]);
    } else if (kind != SK_KIND_FILLER) {
        uint64_t n = sk_record_ptrs(h);
        for (uint64_t i = 0; i < n; i++) evacuate(gc, &fields[i]);
    }
}

/* ---- conservative roots ------------------------------------------------ */

static void pin_object(Collection *gc, Chunk *c, SkValue v) {
    SkHeader h = SK_HEADER(v);
    if (h & SK_HDR_MARK) return;
    int pinned_now = !(h & SK_HDR_PIN);
    SK_HEADER(v) = h | SK_HDR_MARK | SK_HDR_PIN;
    keep(gc, c, v, pinned_now);
}

/* A stack word w keeps the object it points into.  A word just past an
 * object's last field (a loop's end pointer, which the C compiler may keep
 * instead of the start) is the next object's header or the chunk's
 * frontier: it keeps the object before it too. */
static void pin_candidate(Collection *gc, uintptr_t w) {
    if (w < 4096) return;
    Chunk *c = chunk_lookup(w);
    if (!in_from_space(gc, c)) return;
    SkValue v = chunk_object_containing(c, w);
    if (v) pin_object(gc, c, v);
    if ((w & 7) == 0 && (!v || w == (uintptr_t)v - 8)) {
        SkValue before = chunk_object_containing(c, w - 8);
        if (before) pin_object(gc, c, before);
    }
}

/* Reads stack words that belong to other frames (redzones included), hence
 * no address sanitizer here. */
SK_NO_ASAN SK_NOINLINE static void scan_stack_words(Collection *gc) {
    uintptr_t lo = (uintptr_t)__builtin_frame_address(0) & ~(uintptr_t)7;
    uintptr_t hi = gc->m->stack_hi ? gc->m->stack_hi : sk_rt.stack_hi;
    for (uintptr_t a = lo; a + 8 <= hi; a += 8) pin_candidate(gc, *(volatile uintptr_t *)a);
}

static void pin_candidate_of(void *gc, uintptr_t w) { pin_candidate(gc, w); }

SK_NOINLINE void gc_scrub_stack(size_t bytes) {
    char *buf = __builtin_alloca(bytes);
    memset(buf, 0, bytes);
    __asm__ volatile("" : : "r"(buf) : "memory");
}

/* glibc mangles the frame and stack pointers in a jmp_buf, so setjmp alone
 * does not expose every register; __builtin_unwind_init() makes this frame
 * save all callee-saved registers, which puts them in the scanned range. */
SK_NOINLINE static void scan_stack(Collection *gc) {
    jmp_buf registers;
    /* setjmp leaves parts of the jmp_buf unwritten (the signal mask), and
     * this frame lies where the frames of earlier callees of collect_heap
     * (the debug-gc verifier, which reads every pointer of the heap) left
     * their words: clear it, or those stale words pin objects. */
    memset(&registers, 0, sizeof registers);
#if defined(__GNUC__) || defined(__clang__)
    __builtin_unwind_init();
#endif
    if (setjmp(registers) == 0) scan_stack_words(gc);
    coroutines_scan(gc->m, !gc->major, pin_candidate_of, gc);
    __asm__ volatile("" : : "r"(&registers) : "memory");
}

/* The remembered slots of the collected heap H (detached into r: H's
 * `remembered`, and for a major collection its `remembered_old` too) are
 * roots: a slot inside from-space is now an ordinary field of H (its heap
 * was merged into H, or it is an old->young slot and a major collection
 * moves both) and is traced normally; a slot in H's old chunks (a minor
 * collection) is evacuated and dropped (it points to an old object now);
 * a slot elsewhere (an ancestor) is evacuated when it points into
 * from-space and kept while it points into H, for H's `remembered_old`
 * (its target is old now), unless the entry is marked REM_OLD_TOO: that
 * slot's other entry is kept (heap.h, REMEMBERED SETS).  The
 * kept slots are compacted in place (r keeps its blocks; emptied ones at
 * the tail are freed).  A big remembered set is mostly consecutive slots
 * of one array (a tabulate into an ancestor's array), and the targets'
 * headers are the misses: they are prefetched REM_PREFETCH_AHEAD slots
 * early. */
#define REM_PREFETCH_AHEAD 8
static void evacuate_remembered(Collection *gc, RemSet *r) {
    RemBlock *wb = r->head;
    size_t wi = 0, kept = 0;
    for (RemBlock *b = r->head; b; b = b->next) {
        size_t len = b->len;
        for (size_t i = 0; i < len; i++) {
            /* the slot itself first (scattered slots: dedup's hash table),
             * then, once it is in the cache, the header it points to */
            if (i + 2 * REM_PREFETCH_AHEAD < len)
                __builtin_prefetch((const void *)b->slots[i + 2 * REM_PREFETCH_AHEAD], 0);
            if (i + REM_PREFETCH_AHEAD < len) {
                uintptr_t ahead = rem_slot(b->slots[i + REM_PREFETCH_AHEAD]);
                if (chunk_lookup(ahead))
                    __builtin_prefetch((const char *)*(volatile SkValue *)ahead - 8, 1);
            }
            uintptr_t entry = b->slots[i], slot = rem_slot(entry);
            Chunk *sc = chunk_lookup(slot);
            if (!sc || in_from_space(gc, sc)) continue;
            SkValue v = *(SkValue *)slot;
            if (v == 0 || SK_IS_IMM(v)) continue;
            Chunk *vc = chunk_lookup(v);
            if (!vc || vc->heap != gc->heap) continue; /* no longer points into H */
            if (vc->flags & CHUNK_FROM_SPACE) evacuate_pointer(gc, (SkValue *)slot, v);
            if (sc->heap == gc->heap) continue; /* H's old->young slot, old->old now */
            if (entry & REM_OLD_TOO) continue;
            /* wb is at or behind b: writing never overtakes reading */
            if (wi == REM_BLOCK_SLOTS) {
                wb->len = wi;
                wb = wb->next;
                wi = 0;
            }
            wb->slots[wi++] = slot;
            kept++;
        }
    }
    if (!kept) {
        remset_free(r);
        return;
    }
    wb->len = wi;
    RemBlock *rest = wb->next;
    wb->next = NULL;
    r->tail = wb;
    r->count = kept;
    RemSet tail = {rest, NULL, 0};
    remset_free(&tail);
}

/* ---- weak objects -------------------------------------------------------- */

/* What becomes of object v after the Cheney scan: v itself when the
 * collection does not move it (outside from-space, or kept in place), its
 * copy, or 0 when it is dead (in from-space, neither copied nor kept). */
static SkValue survivor(const Collection *gc, SkValue v) {
    if (!in_from_space(gc, chunk_lookup(v))) return v;
    SkHeader h = SK_HEADER(v);
    if (!(h & SK_HDR_VALID)) return (SkValue)h; /* forwarded */
    return (h & SK_HDR_MARK) ? v : 0;
}

/* Runs after the Cheney scan, before from-space is swept.  `list` holds
 * weak objects of the collected heap (runtime/mlton.c, WEAKS: a 3-word
 * int array [target, self, 0]); each live one gets its target's survivor
 * (0: the target died) and its own address in `self`; it stays on `into`
 * while its target lives in a heap (dead weaks and cleared ones leave the
 * list: a cleared weak that moves later fails the self check, which gives
 * the same answer, NONE).  A target outside from-space (an ancestor's, or
 * H's old chunks in a minor collection) is not examined and is kept. */
static void process_weaks(Collection *gc, WordVec *list, WordVec *into) {
    WordVec rest = {0};
    for (size_t i = 0; i < list->len; i++) {
        SkValue w = survivor(gc, (SkValue)list->data[i]);
        if (!w) continue;
        uint64_t *f = (uint64_t *)w;
        f[1] = (uint64_t)w;
        SkValue t = (SkValue)f[0];
        if (!t) continue;
        t = survivor(gc, t);
        f[0] = (uint64_t)t;
        if (t) wordvec_push(&rest, (uintptr_t)w);
    }
    wordvec_free(list);
    if (into == list) *list = rest;
    else wordvec_append(into, &rest);
}

/* ---- the collection ---------------------------------------------------- */

static void sweep_kept_chunk(Chunk *c) {
    char *filler = NULL; /* start of the filler being extended */
    chunk_sweep_starts_begin(c);
    for (char *p = c->start; p < c->frontier;) {
        SkHeader h = *(SkHeader *)p;
        size_t total;
        int live;
        if (!(h & SK_HDR_VALID)) { /* forwarded: the copy knows the size */
            total = 8 + sk_payload_bytes(SK_HEADER((SkValue)h));
            live = 0;
        } else {
            total = 8 + sk_payload_bytes(h);
            live = (h & SK_HDR_MARK) != 0;
        }
        if (live) {
            filler = NULL;
            chunk_sweep_start(c, p);
        } else if (filler) {
            size_t span = (size_t)(p + total - filler);
            *(SkHeader *)filler = sk_record_header(SK_KIND_FILLER, 0, span - 8);
        } else {
            filler = p;
            *(SkHeader *)p = sk_record_header(SK_KIND_FILLER, 0, total - 8);
            chunk_sweep_start(c, p);
        }
        p += total;
    }
}

/* The list of `to` that receives the copies. */
static inline Chunk *to_list(const Collection *gc) {
    return gc->to_young ? gc->to->young : gc->to->chunks;
}

/* Scans the copies from scan/ptr on (the receiving list's tail and its
 * frontier when the collection began; NULL: from the list's head, once
 * there is one) and the kept objects, until neither grows. */
static void cheney(Collection *gc, Chunk *scan, char *ptr) {
    for (;;) {
        int progress = 0;
        if (!scan && to_list(gc)) {
            scan = to_list(gc);
            ptr = scan->start;
        }
        while (scan) {
            while (ptr < scan->frontier) {
                scan_object(gc, ptr);
                ptr += object_total_bytes(ptr);
                progress = 1;
            }
            if (!scan->next) break;
            scan = scan->next;
            ptr = scan->start;
        }
        while (gc->kept_scanned < gc->kept.len) {
            SkValue v = gc->kept.data[gc->kept_scanned++] & ~(uintptr_t)1;
            scan_object(gc, (char *)v - 8);
            progress = 1;
        }
        if (!progress) break;
    }
}

/* Detaches the chunks to evacuate from H's lists into gc->from, flagged
 * CHUNK_FROM_SPACE: the young list, and for a major collection the old one
 * too.  A minor collection goes on copying into the old list's last chunk
 * (when it has room): *scan and *ptr get where the copies begin (NULL: at the
 * head of the old list, once there is one).  Returns the bytes in scope. */
static size_t detach_from_space(Collection *gc, Chunk **scan, char **ptr) {
    SkHeap *h = gc->heap;
    size_t in_scope = gc->major ? h->chunk_bytes : h->young_bytes;
    Chunk *from = h->young;
    if (gc->major && h->chunks) {
        h->chunks_tail->next = from;
        from = h->chunks;
        h->chunks = h->chunks_tail = NULL;
    }
    h->young = h->young_tail = h->alloc_chunk = NULL;
    h->chunk_bytes -= in_scope;
    h->young_bytes = 0;
    h->merged_old_bytes = 0;
    for (Chunk *c = from; c; c = c->next) c->flags |= CHUNK_FROM_SPACE;
    gc->from = from;
    Chunk *last = h->chunks_tail;
    *scan = last;
    *ptr = last ? last->frontier : NULL;
    if (last && !(last->flags & CHUNK_LARGE)) gc->to_cur = last;
    return in_scope;
}

/* Kept from-space chunks are swept and join the receiving list (H's old
 * chunks; at a region's exit, the parent's young ones); the others are
 * released. */
static void release_from_space(Collection *gc) {
    for (Chunk *c = gc->from, *next; c; c = next) {
        next = c->next;
        if (c->flags & CHUNK_KEEP) {
            if (!(c->flags & CHUNK_LARGE)) sweep_kept_chunk(c);
            c->flags &= ~(uint32_t)(CHUNK_FROM_SPACE | CHUNK_KEEP);
            heap_add_chunk(gc->to, c, gc->to_young);
        } else {
            atomic_fetch_sub_explicit(&sk_total_heap_bytes, c->size, memory_order_relaxed);
            sk_stats_add(&sk_rt.stats.bytes_reclaimed, c->size);
            chunk_release(c);
        }
    }
}

/* Clears MARK on the kept objects, and PIN on those pinned only by this
 * collection. */
static void unmark_kept(Collection *gc) {
    for (size_t i = 0; i < gc->kept.len; i++) {
        uintptr_t e = gc->kept.data[i];
        SkValue v = e & ~(uintptr_t)1;
        SkHeader clear = SK_HDR_MARK | ((e & 1) ? SK_HDR_PIN : 0);
        SK_HEADER(v) &= ~clear;
    }
    wordvec_free(&gc->kept);
}

static void count_collection(const Collection *gc, size_t in_scope, size_t live, uint64_t ns) {
    SkGcStats *s = &sk_rt.stats;
    sk_stats_add(&s->collections, 1);
    sk_stats_add(&s->bytes_copied, gc->bytes_copied);
    sk_stats_add(&s->bytes_pinned, gc->bytes_pinned);
    sk_stats_add(&s->objects_pinned, gc->objects_pinned);
    sk_stats_add(&s->bytes_in_scope, in_scope);
    if (!gc->major) {
        sk_stats_add(&s->minor_collections, 1);
        sk_stats_add(&s->minor_bytes_copied, gc->bytes_copied);
        sk_stats_add(&s->minor_gc_ns, ns);
    }
    atomic_store_explicit(&s->last_live_bytes, live, memory_order_relaxed);
}

static void collect(SkMutator *m, int major) {
    SkHeap *h = m->heap;
    uint64_t t0 = sk_now_ns();
    /* Entangled readers validate and pin h's objects under this lock. */
    heap_gc_lock(h);
    heap_sync(m);
    if (sk_rt.options.debug_gc) verify_heap(h, major ? "before a major collection" : "before a minor collection");

    Collection gc;
    memset(&gc, 0, sizeof gc);
    gc.heap = h;
    gc.to = h;
    gc.m = m;
    gc.major = major;
    Chunk *scan;
    char *scan_ptr;
    size_t in_scope = detach_from_space(&gc, &scan, &scan_ptr);

    /* scan_stack's frame will lie here: its padding slots would still
     * hold words of earlier callees. */
    gc_scrub_stack(1024);
    scan_stack(&gc);
    pin_candidate(&gc, m->exn);
    for (size_t i = 0; i < sk_global_roots.len; i += 2) {
        SkValue *slots = (SkValue *)sk_global_roots.data[i];
        size_t n = sk_global_roots.data[i + 1];
        for (size_t j = 0; j < n; j++) evacuate(&gc, &slots[j]);
    }
    /* Remembered slots (evacuate_remembered); slots added meanwhile would
     * land in the emptied h->remembered.  What the collection keeps
     * points to old objects: it goes to h->remembered_old. */
    RemSet rem = h->remembered, rem_old = {0};
    h->remembered.head = h->remembered.tail = NULL;
    h->remembered.count = 0;
    evacuate_remembered(&gc, &rem);
    if (major) {
        rem_old = h->remembered_old;
        h->remembered_old.head = h->remembered_old.tail = NULL;
        h->remembered_old.count = 0;
        evacuate_remembered(&gc, &rem_old);
    }
    for (size_t i = 0; i < h->pinned.len; i++) evacuate(&gc, (SkValue *)&h->pinned.data[i]);
    cheney(&gc, scan, scan_ptr);
    if (h->weaks.len) process_weaks(&gc, &h->weaks, &h->weaks);
    heap_lock(h);
    remset_append(&h->remembered_old, &rem_old);
    remset_append(&h->remembered_old, &rem);
    heap_unlock(h);

    for (Chunk *c = h->chunks; c; c = c->next) c->flags &= ~(uint32_t)CHUNK_TO_SPACE;
    release_from_space(&gc);
    unmark_kept(&gc);

    size_t live = h->chunk_bytes;
    /* Generations pay when most young objects die.  When a minor
     * collection promotes more than 1/SK_MINOR_SURVIVAL of what it
     * evacuated, minors are off until the next major collection: strings
     * (91% survival) copied 1.4 GB in minors on top of the 1.3 GB its
     * majors copy anyway, and msort (36%) scanned its deep stack at every
     * minor; binarytrees (9%) and msort-strings (3%) keep them. */
    if (!major && gc.bytes_copied * SK_MINOR_SURVIVAL > in_scope) h->minors_off = 1;
    if (major) h->minors_off = 0;
    if (major) {
        size_t trigger = heap_next_trigger(h, live);
        h->gc_trigger = trigger;
        /* The next cycle allocates up to trigger - live bytes and then
         * copies about live bytes into to-space: keep that many chunks at
         * hand. */
        chunk_pool_reserve(trigger, h->depth == 0);
    }
    if (major) h->last_major = h->collections;
    h->collections++;
    heap_resume(m);
    if (sk_rt.options.debug_gc) verify_heap(h, major ? "after a major collection" : "after a minor collection");
    heap_gc_unlock(h);
    uint64_t ns = sk_now_ns() - t0;
    count_collection(&gc, in_scope, live, ns);
    sk_stats_add(&sk_rt.stats.gc_ns, ns);
    m->gc_ns += ns;
}

/* Under gc-stress (a collection at every allocation), whether this one
 * is major: every second collection while the old generation is small,
 * then once per SK_STRESS_OLD_BYTES of it, so that copying it costs at
 * most that much per collection; and whenever the heap is over its
 * trigger.  Alternating regardless made a program that keeps 1 MB live
 * copy 38 GB in 40 000 majors for 80 000 allocations (31 s), and one
 * parallel test take 135 s of the CI's parallel suite. */
#define SK_STRESS_OLD_BYTES 4096
static int stress_major_due(const SkHeap *h) {
    uint64_t since = h->collections - h->last_major;
    size_t old = h->chunk_bytes - h->young_bytes;
    return h->chunk_bytes > h->gc_trigger || (since >= 2 && since * SK_STRESS_OLD_BYTES >= old);
}

int collect_heap(SkMutator *m) {
    SkHeap *h = m->heap;
    int major = sk_rt.options.gc_stress ? stress_major_due(h) : heap_major_due(h);
    collect(m, major);
    return major ? 2 : 1;
}

void collect_heap_major(SkMutator *m) { collect(m, 1); }

/* ---- region exit (gc/region.c) ------------------------------------------ */

/* The remembered slots of region heap R (detached into r): slots inside R
 * are ordinary fields (traced if their object survives); a slot elsewhere
 * (R's parent P or an ancestor) that still points into R is evacuated and
 * goes to P's remembered set: its value now lies in P's young chunks, so
 * the slot is a down-pointer into P or an old->young slot of P.  (Pushed
 * one by one, under one taking of P's lock: a set of its own appended to
 * P's would cost P a block of REM_BLOCK_SLOTS per region.) */
static void evacuate_region_remembered(Collection *gc, RemSet *r, SkHeap *into) {
    RemSet kept = {0}; /* pushed into `into` at the end, under one lock */
    for (RemBlock *b = r->head; b; b = b->next) {
        for (size_t i = 0; i < b->len; i++) {
            uintptr_t slot = rem_slot(b->slots[i]);
            Chunk *sc = chunk_lookup(slot);
            if (!sc || in_from_space(gc, sc)) continue;
            SkValue v = *(SkValue *)slot;
            if (v == 0 || SK_IS_IMM(v)) continue;
            Chunk *vc = chunk_lookup(v);
            if (!in_from_space(gc, vc)) continue; /* stale, or seen before */
            evacuate_pointer(gc, (SkValue *)slot, v);
            remset_push(&kept, slot);
        }
    }
    remset_free(r);
    heap_lock(into);
    for (RemBlock *b = kept.head; b; b = b->next)
        for (size_t i = 0; i < b->len; i++) remset_push(&into->remembered, b->slots[i]);
    heap_unlock(into);
    remset_free(&kept);
}

void collect_region_exit(SkMutator *m, SkHeap *r, SkValue *roots[], size_t nroots) {
    SkHeap *p = r->parent;
    Collection gc;
    memset(&gc, 0, sizeof gc);
    gc.heap = r;
    gc.to = p;
    gc.to_young = 1;
    gc.m = m;
    gc.major = 1;
    /* All of R is from-space; copies go to the end of P's young list: its
     * last chunk (its frontier is exact: P has not allocated since the
     * region began), then fresh chunks, scanned from that frontier on.
     * (A fresh chunk per exit made a loop of small regions collect P
     * every few hundred iterations.) */
    Chunk *from = r->young;
    if (r->chunks) {
        r->chunks_tail->next = from;
        from = r->chunks;
    }
    size_t in_scope = r->chunk_bytes;
    r->chunks = r->chunks_tail = r->young = r->young_tail = NULL;
    r->alloc_chunk = r->old_alloc = NULL;
    r->chunk_bytes = r->young_bytes = r->merged_old_bytes = 0;
    for (Chunk *c = from; c; c = c->next) c->flags |= CHUNK_FROM_SPACE;
    gc.from = from;
    Chunk *scan = p->young_tail;
    char *scan_ptr = scan ? scan->frontier : NULL;
    if (scan && !(scan->flags & CHUNK_LARGE)) gc.to_cur = scan;

    for (size_t i = 0; i < nroots; i++) evacuate(&gc, roots[i]);
    for (size_t i = 0; i < sk_global_roots.len; i += 2) {
        SkValue *slots = (SkValue *)sk_global_roots.data[i];
        size_t n = sk_global_roots.data[i + 1];
        for (size_t j = 0; j < n; j++) evacuate(&gc, &slots[j]);
    }
    evacuate_region_remembered(&gc, &r->remembered, p);
    evacuate_region_remembered(&gc, &r->remembered_old, p);
    cheney(&gc, scan, scan_ptr);
    /* R's surviving weaks now lie in P (both GC locks are held: no merge
     * into P runs meanwhile). */
    if (r->weaks.len) process_weaks(&gc, &r->weaks, &p->weaks);

    for (Chunk *c = scan ? scan->next : p->young; c; c = c->next) c->flags &= ~(uint32_t)CHUNK_TO_SPACE;
    /* The mutator goes on after the copies (release_from_space may append
     * a large chunk: gc.to_cur is the last normal one). */
    if (gc.to_cur) p->alloc_chunk = gc.to_cur;
    release_from_space(&gc);
    unmark_kept(&gc);
    /* (Not timed: two clock reads were a quarter of a small region's
     * cost.) */
    sk_stats_add(&sk_rt.stats.region_bytes_copied, gc.bytes_copied);
    sk_stats_add(&sk_rt.stats.region_bytes_in_scope, in_scope);
}
