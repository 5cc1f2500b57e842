/* gc/barrier.c — the slow paths of the write and read barriers, and
 * entanglement management (pinning).
 *
 * The inline fast paths (skein.h, BARRIERS) call in here only for a
 * mutable object that is SUSPECT or, for writes, lies in a heap shallower
 * than the running task's.
 *
 * Write: if the stored value points into a chunk deeper than the object's,
 * the slot is a down-pointer and goes into the remembered set of the
 * value's heap, which that heap's collections use as a root.  Chunk depths
 * encode generations (heap.h, GENERATIONS): a young pointer stored into
 * an old object of the same heap is such a down-pointer too, and its slot
 * is a root of the heap's minor collections.  For a down-pointer into
 * another heap the object is marked SUSPECT (before the store): it now
 * holds a pointer that readers in other subtrees may not be allowed to
 * follow.  An old->young pointer needs no mark: every task that can reach
 * the object without entanglement runs in its heap or a descendant, for
 * which the value's heap (the same) is an ancestor.  If the object
 * itself belongs to a heap that is not the task's or an ancestor's (an
 * entangled object: the task got it from a concurrent task), every task
 * that can reach the object can reach the value, so the value is pinned
 * (below) before it is stored.
 *
 * Read (the entanglement check): a value that points into the task's heap,
 * an ancestor of it, the root heap or static data is safe.  Anything else
 * was allocated by a concurrent task: the read entangles the two tasks.
 * MPL's answer, followed here: the value and everything reachable from it
 * through immutable fields is PINNED, i.e. its owner's collections keep it
 * in place and treat it as a root, so the reader may use it; a mutable
 * object on the way is pinned and marked SUSPECT, so that reads from it
 * and writes into it come back here.  `@skein entanglement detect --`
 * instead stops the program at the first entangled read (the behaviour
 * before pinning existed), and `entanglement unchecked` skips the check.
 *
 * PINS and their invariant: the immutable fields of a pinned object point
 * only to pinned objects, objects of the root heap, or static data.
 *
 * UNPINNING (MPL's rule).  A pin carries an UNPIN depth (header bits 8..15,
 * skein.h): the depth of the lowest common ancestor of the reader's heap
 * and the value's heap, the lowest over all entangled reads of it.  When
 * the object's heap is merged into a heap at that depth or shallower
 * (heap_merge), every reader has joined: the object is unpinned and moves
 * again like any other.  The invariant extends to depths: a pinned
 * object's pinned children have unpin depths at most its own, so an
 * object never loses its pin while a pinned object that points to it keeps
 * its own.  A pinner therefore stops only at an object already pinned with
 * an unpin depth at most its own, and otherwise lowers it and goes on.  A
 * value written into an entangled object gets the object's unpin depth.
 * Whatever is still pinned when the root heap is a leaf again is unpinned
 * then (heap_unpin_all).  Unpin depths deeper than 254 are kept as 254
 * (unpinned later, never earlier).
 *
 * CONCURRENCY.  Collections move objects, so a reader may not look at an
 * object of a concurrent heap H while H's task collects it.  The reader
 * takes H's GC lock (heap.h), which the owner holds for every collection
 * and heap_merge holds while it relabels H's chunks, then re-reads the slot
 * it loaded the value from: if the slot still holds the value, the value
 * is a live object of H that cannot move until the lock is released.  Every
 * unpinned object reachable from it through immutable fields lies in H or
 * an ancestor of H (an object points only to its own heap, its ancestors
 * or pinned objects), and those ancestors are frozen (internal heaps are
 * neither collected nor merged while H exists), so holding H's lock alone
 * is enough.  PIN is set with an atomic or; the first to set it pushes the
 * object on its heap's pinned list (under that heap's rem_lock) and pins
 * what it points to.  A writer pins values of its own heap or its
 * ancestors, which only its own task could collect, so it takes no GC lock.
 */
#include <sched.h>
#include <stdio.h>

#include "../runtime.h"
#include "heap.h"
#include "../sched/sched.h"

static int is_mutable_kind(unsigned kind) {
    return kind == SK_KIND_MUTABLE || kind == SK_KIND_ARRAY;
}

/* Whether v needs no pin to be held by any task: immediates, static data
 * and objects of the root heap, either generation (frozen until every task
 * has joined). */
static int globally_safe(SkValue v, Chunk **chunk) {
    if (v == 0 || SK_IS_IMM(v)) return 1;
    Chunk *c = chunk_lookup(v);
    *chunk = c;
    return !c || __atomic_load_n(&c->depth, __ATOMIC_RELAXED) <= SK_ROOT_YOUNG_DEPTH;
}

/* Whether x is pinned with an unpin depth at most the one field `want`
 * encodes (nothing to lower). */
static int pinned_at_most(SkHeader h, unsigned want) {
    unsigned f = heap_unpin_field(h);
    return (h & SK_HDR_PIN) && f && f <= want;
}

/* The depth of the lowest common ancestor of heaps a and b.  Both chains
 * must be stable: the caller's own heap and a heap whose GC lock it holds
 * (whose ancestors are frozen while it exists). */
static unsigned lca_depth(const SkHeap *a, const SkHeap *b) {
    while (a->depth > b->depth) a = a->parent;
    while (b->depth > a->depth) b = b->parent;
    while (a != b) {
        a = a->parent;
        b = b->parent;
    }
    return a->depth;
}

/* Pins v and what it reaches through immutable fields, with unpin depth
 * at most `depth` (see PINS and UNPINNING above).  The caller holds the GC
 * lock of v's heap, or v's heap is its own or an ancestor of it. */
static void pin_closure(SkValue v, unsigned depth) {
    Chunk *vc;
    unsigned want = (depth > 254 ? 254 : depth) + 1;
    /* Most entangled reads meet an object pinned before (dedup: 970k reads
     * of 760k pinned objects): no work list for those. */
    if (globally_safe(v, &vc) || pinned_at_most(__atomic_load_n(&SK_HEADER(v), __ATOMIC_ACQUIRE), want)) return;
    WordVec work = {0};
    uint64_t bytes = 0, objects = 0;
    wordvec_push(&work, v);
    while (work.len) {
        SkValue x = (SkValue)work.data[--work.len];
        Chunk *c;
        if (globally_safe(x, &c)) continue;
        /* Pin, or lower the unpin depth; stop where there is nothing to do. */
        SkHeader old = __atomic_load_n(&SK_HEADER(x), __ATOMIC_ACQUIRE), next;
        do {
            if (pinned_at_most(old, want)) break;
            next = (old & ~SK_HDR_UNPIN_MASK) | SK_HDR_PIN | ((SkHeader)want << SK_HDR_UNPIN_SHIFT);
        } while (!__atomic_compare_exchange_n(&SK_HEADER(x), &old, next, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE));
        if (pinned_at_most(old, want)) continue;
        unsigned kind = sk_header_kind(old);
        if (!(old & SK_HDR_PIN)) {
            if (is_mutable_kind(kind)) __atomic_fetch_or(&SK_HEADER(x), SK_HDR_SUSPECT, __ATOMIC_RELEASE);
            SkHeap *h = __atomic_load_n(&c->heap, __ATOMIC_RELAXED);
            heap_lock(h);
            wordvec_push(&h->pinned, x);
            heap_unlock(h);
            bytes += 8 + sk_payload_bytes(old);
            objects++;
        }
        if (is_mutable_kind(kind)) continue; /* its reads and writes come back here */
        SkValue *f = (SkValue *)x;
        if (kind == SK_KIND_VECTOR) {
            uint64_t ep = sk_elem_ptrs(old), words = ep + sk_elem_bytes(old) / 8;
            for (uint64_t i = 0; ep && i < sk_seq_length(old); i++)
                for (uint64_t j = 0; j < ep; j++) wordvec_push(&work, f[i * words + j]);
        } else if (kind == SK_KIND_RECORD) {
            for (uint64_t i = 0; i < sk_record_ptrs(old); i++) wordvec_push(&work, f[i]);
        }
    }
    wordvec_free(&work);
    if (objects) {
        sk_stats_add(&sk_rt.stats.entangled_objects_pinned, objects);
        sk_stats_add(&sk_rt.stats.entangled_bytes_pinned, bytes);
        uint64_t now = atomic_fetch_add_explicit(&sk_rt.stats.entangled_bytes_live, bytes,
                                                 memory_order_relaxed) + bytes;
        sk_stats_max(&sk_rt.stats.entangled_bytes_watermark, now);
    }
}

/* Whether object obj (a mutable object the task holds) belongs to a heap
 * that is neither the task's nor an ancestor's.  A stale answer only ever
 * errs towards "foreign" (heaps merge towards the root). */
static int foreign_object(SkMutator *m, SkValue obj) {
    Chunk *c = chunk_lookup(obj);
    if (!c || __atomic_load_n(&c->depth, __ATOMIC_RELAXED) <= SK_ROOT_YOUNG_DEPTH) return 0;
    SkHeap *h = __atomic_load_n(&c->heap, __ATOMIC_RELAXED);
    return !is_ancestor_or_self(h, m->heap);
}

/* The caller's store of the value follows: whoever sees it must also see
 * the SUSPECT mark and the pins made here.  x86-64 keeps stores in order
 * (this is then only a compiler barrier); weaker machines need the fence. */
static inline void release_before_store(void) { __atomic_thread_fence(__ATOMIC_RELEASE); }

/* Records slot (of an object at chunk depth obj_depth) in h's remembered
 * set, unless the slot already points into a young chunk of h below
 * obj_depth: it was remembered by the store that put that pointer there
 * (`remembered` keeps a slot while it points into h's young chunks), so a
 * ref or array slot that is overwritten again and again with young values
 * is remembered once per collection, not once per store.  A slot pointing
 * to an old object of h is in `remembered_old` (or in `remembered`), which
 * minor collections do not visit: it is recorded again, marked
 * REM_OLD_TOO (heap.h, REMEMBERED SETS).  The value of the slot is read
 * before this store (the caller's), and each store remembers before it
 * writes, so a pointer seen there was remembered already. */
static void remember_unless_known(SkMutator *m, SkHeap *h, SkValue *slot, uint32_t obj_depth) {
    SkValue old = __atomic_load_n(slot, __ATOMIC_RELAXED);
    uintptr_t entry = (uintptr_t)slot;
    if (old && !SK_IS_IMM(old)) {
        Chunk *oc = chunk_lookup(old);
        uint32_t old_depth = oc ? __atomic_load_n(&oc->depth, __ATOMIC_RELAXED) : 0;
        if (oc && old_depth > obj_depth && __atomic_load_n(&oc->heap, __ATOMIC_RELAXED) == h) {
            if (old_depth & 1) return; /* young: heap_chunk_depth(h, 1) */
            entry |= REM_OLD_TOO;
        }
    }
    heap_lock(h);
    remset_push(&h->remembered, entry);
    heap_unlock(h);
    SCHED_COUNT(m, remembered);
}

/* The write slow path for a value that is not globally safe (vc: its
 * chunk).  Out of line, so that sk_write_barrier_slow's common exit (a
 * task in a child heap storing root-heap values into root-heap arrays:
 * every store of a merge sort after its first promotion) saves no
 * registers: msort-strings spent a fifth of its instructions here. */
SK_NOINLINE static void write_barrier_unsafe(SkMutator *m, SkValue obj, SkValue *slot, SkValue v,
                                             Chunk *vc) {
    SkHeader oh = __atomic_load_n(&SK_HEADER(obj), __ATOMIC_ACQUIRE);
    if (sk_rt.options.entanglement == SK_ENTANGLEMENT_MANAGE && (oh & SK_HDR_PIN) && foreign_object(m, obj)) {
        /* Whoever can reach obj can reach v: v keeps its pin as long as obj
         * (an unpin field of 0 cannot be here: obj is entangled). */
        unsigned f = heap_unpin_field(oh);
        pin_closure(v, f ? f - 1 : 0);
    }
    uint32_t obj_depth = sk_chunk_depth(obj);
    if (vc->depth <= obj_depth) {
        release_before_store();
        return;
    }
    SkHeap *h = __atomic_load_n(&vc->heap, __ATOMIC_RELAXED);
    if (h == __atomic_load_n(&chunk_lookup(obj)->heap, __ATOMIC_RELAXED)) {
        remember_unless_known(m, h, slot, obj_depth); /* old->young: no mark */
        release_before_store();
        return;
    }
    /* Before the store (sk_write_ptr): a reader that sees the down-pointer
     * sees the mark (release_before_store; the reader loads the slot with
     * acquire before the header). */
    if (!(SK_HEADER(obj) & SK_HDR_SUSPECT) &&
        !(__atomic_fetch_or(&SK_HEADER(obj), SK_HDR_SUSPECT, __ATOMIC_RELEASE) & SK_HDR_SUSPECT)) {
        /* First to mark it: remember it in its heap, to unmark it when that
         * heap is a leaf again. */
        SkHeap *oh = chunk_lookup(obj)->heap;
        heap_lock(oh);
        wordvec_push(&oh->suspects, (uintptr_t)obj);
        heap_unlock(oh);
        sk_stats_add(&sk_rt.stats.suspects, 1);
    }
    remember_unless_known(m, h, slot, obj_depth);
    release_before_store();
}

void sk_write_barrier_slow(SkMutator *m, SkValue obj, SkValue *slot, SkValue v) {
    if (v == 0 || SK_IS_IMM(v)) return;
    Chunk *vc = chunk_lookup(v);
    /* Nothing is shallower than the root heap's old chunks (nor static
     * data): no slot pointing there is remembered and no task needs such a
     * value pinned.  The root heap's young chunks need both checks: a
     * store into its old chunks is remembered. */
    if (!vc || __atomic_load_n(&vc->depth, __ATOMIC_RELAXED) == 0) return;
    write_barrier_unsafe(m, obj, slot, v, vc);
}

SK_NORETURN static void report_entanglement(SkValue obj, SkValue v, unsigned depth) {
    fflush(stdout);
    fprintf(stderr,
            "entanglement detected: a task read, from a mutable object at %p (heap depth %u), a "
            "pointer to an object at %p allocated by a concurrent task (heap depth %u) that is "
            "not its ancestor (stopped because of `@skein entanglement detect --`; by default "
            "such objects are pinned and the program goes on)\n",
            (void *)obj, sk_chunk_depth(obj) / 2, (void *)v, depth);
    sk_exit(1);
}

/* Locks the heap chunk c belongs to, once c's label is stable; NULL when c
 * was released (the value it held has moved). */
static SkHeap *lock_heap_of(Chunk *c) {
    for (;;) {
        SkHeap *h = __atomic_load_n(&c->heap, __ATOMIC_ACQUIRE);
        if (!h) return NULL;
        heap_gc_lock(h);
        if (__atomic_load_n(&c->heap, __ATOMIC_ACQUIRE) == h) return h;
        heap_gc_unlock(h);
    }
}

SkValue sk_read_barrier_slow(SkMutator *m, SkValue obj, SkValue *slot, SkValue v) {
    if (sk_rt.options.entanglement == SK_ENTANGLEMENT_UNCHECKED) return v;
    /* Counted per worker: one shared atomic counter, bumped by every worker
     * on every check, cost more than the check itself (msort-strings ran
     * slower on 2 workers than on 1: T2 0.45 s -> 0.27 s wall without it). */
    SCHED_COUNT(m, entanglement_checks);
    for (;;) {
        Chunk *vc;
        /* The root heap is everyone's ancestor (msort-strings: the strings
         * sit in the root heap and every comparison deep in the sort reads
         * two). */
        if (globally_safe(v, &vc)) return v;
        SkHeap *owner = __atomic_load_n(&vc->heap, __ATOMIC_RELAXED);
        if (owner && is_ancestor_or_self(owner, m->heap)) return v;
        SkHeap *h = lock_heap_of(vc);
        SkValue now = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
        if (now != v) { /* moved (or overwritten) meanwhile: check the new value */
            if (h) heap_gc_unlock(h);
            v = now;
            continue;
        }
        if (!h) { /* cannot be: a slot never keeps a pointer into a freed chunk */
            sched_yield();
            v = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
            continue;
        }
        if (is_ancestor_or_self(h, m->heap)) { /* merged into an ancestor meanwhile */
            heap_gc_unlock(h);
            return v;
        }
        SCHED_COUNT(m, entanglements);
        if (sk_rt.options.entanglement == SK_ENTANGLEMENT_DETECT) report_entanglement(obj, v, h->depth);
        pin_closure(v, lca_depth(m->heap, h));
        heap_gc_unlock(h);
        return v;
    }
}

SkValue sk_cas_ptr_slow(SkMutator *m, SkValue obj, SkValue *slot, SkValue expected, SkValue v) {
    sk_write_barrier_slow(m, obj, slot, v);
    for (;;) {
        SkValue seen = expected;
        if (__atomic_compare_exchange_n(slot, &seen, v, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
            return expected;
        if (!(SK_HEADER(obj) & SK_HDR_SUSPECT)) return seen;
        /* The value returned must be safe to hold: validate (and pin) the
         * slot's current value.  If that is `expected` again, a CAS now
         * would succeed: retry it rather than report a failure no single
         * moment explains. */
        SkValue now = sk_read_barrier_slow(m, obj, slot, seen);
        if (now != expected) return now;
    }
}
