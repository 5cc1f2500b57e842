/* gc/verify.c — the debug-gc heap verifier.
 *
 * Checks, for one heap: every chunk is mapped to itself in the chunk map,
 * names this heap and the depth label of its list (old or young), and has
 * start <= frontier <= limit; the chunk sizes add up to chunk_bytes (the
 * young ones to young_bytes); objects parse exactly from start to
 * frontier; every header is well formed (valid bit, known kind, sane sizes,
 * MARK clear, no forwarding pointer); large chunks hold exactly one object;
 * every pointer field and registered global is an immediate, NULL, a
 * pointer outside every chunk (static data), the start of a non-filler
 * object in a chunk of this heap or an ancestor, or a pinned (entangled)
 * object of another heap; the PIN bit is set on
 * exactly the objects of the heap's pinned set; every slot of an object in
 * an old chunk that points into a young chunk of the heap is in the
 * heap's remembered set (the roots of minor collections: gc/heap.h,
 * GENERATIONS); every slot of an object in an ancestor heap that points
 * into the heap is in its `remembered` or `remembered_old`, in
 * `remembered` when it points into a young chunk (heap.h, REMEMBERED
 * SETS).  On the first violation it
 * prints what and where, and aborts.  Runs on the heap's task thread while
 * the heap is parseable (mutator frontier synced); never allocates.  It
 * brings the object-start bitmaps of ancestor chunks up to date, and
 * sibling tasks share those chunks, so verifications are serialised by a
 * global lock (collections only touch their own heap's bitmaps).
 */
#include <pthread.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "../runtime.h"
#include "heap.h"

static const char *verify_when;

SK_NORETURN static void violated(const char *what, const void *where, SkHeader h) {
    fflush(stdout);
    fprintf(stderr,
            "skein: debug-gc: heap invariant violated %s (collection %" PRIu64 "): %s "
            "(at %p, header 0x%016" PRIx64 ")\n",
            verify_when, sk_rt.stats.collections, what, where, h);
    abort();
}

static int header_well_formed(SkHeader h, const char **why) {
    if (!(h & SK_HDR_VALID)) return *why = "forwarding pointer or invalid header", 0;
    if (h & SK_HDR_MARK) return *why = "mark bit left set", 0;
    /* Outside collections every pin is an entanglement pin. */
    if ((h & SK_HDR_UNPIN_MASK) && !(h & SK_HDR_PIN)) return *why = "unpin depth on an unpinned object", 0;
    if ((h & SK_HDR_PIN) && !(h & SK_HDR_UNPIN_MASK)) return *why = "pinned object without an unpin depth", 0;
    unsigned k = sk_header_kind(h);
    switch (k) {
    case SK_KIND_RECORD:
    case SK_KIND_MUTABLE:
    case SK_KIND_FILLER:
        if (sk_record_bytes(h) & 7) return *why = "non-pointer bytes not a multiple of 8", 0;
        if (k == SK_KIND_FILLER && (h & SK_HDR_GC_BITS))
            return *why = "GC bits set on a filler", 0;
        if (k == SK_KIND_FILLER && sk_record_ptrs(h))
            return *why = "filler with pointer fields", 0;
        return 1;
    case SK_KIND_VECTOR:
    case SK_KIND_ARRAY:
        if (sk_elem_ptrs(h) && (sk_elem_bytes(h) & 7))
            return *why = "element with pointers has unaligned non-pointer bytes", 0;
        if (!sk_elem_ptrs(h) && !sk_elem_bytes(h) && sk_seq_length(h))
            return *why = "sequence of empty elements", 0;
        return 1;
    default:
        return *why = "unknown object kind", 0;
    }
}

static void check_pointer(SkHeap *h, SkValue v, const void *where) {
    if (v == 0 || SK_IS_IMM(v)) return;
    if (v & 7) violated("misaligned pointer", where, v);
    Chunk *c = chunk_lookup(v);
    if (!c) return; /* static data */
    if (!c->heap) violated("pointer into a freed chunk", where, v);
    if (!is_ancestor_or_self(c->heap, h)) {
        /* Only an entangled object, pinned (gc/barrier.c); its own task may
         * be allocating in its chunk, so its start bitmap is not ours to
         * bring up to date. */
        if (!(SK_HEADER(v) & SK_HDR_PIN))
            violated("pointer into a heap that is not an ancestor, to an unpinned object", where, v);
        if (sk_header_kind(SK_HEADER(v)) == SK_KIND_FILLER) violated("pointer to a filler", where, v);
        return;
    }
    if (c->depth / 2 != c->heap->depth) violated("chunk depth differs from its heap's", where, v);
    chunk_update_starts(c);
    if (!chunk_is_object_start(c, v - 8)) violated("pointer to no object start", where, v);
    SkHeader th = SK_HEADER(v);
    if (sk_header_kind(th) == SK_KIND_FILLER) violated("pointer to a filler", where, v);
}

/* Checks the pointer in *slot; when the slot lies in an old chunk
 * (old_young != NULL) and points into a young chunk of h, it goes on
 * old_young, to be looked up in the remembered set. */
static void check_slot(SkHeap *h, SkValue *slot, WordVec *old_young) {
    SkValue v = *slot;
    check_pointer(h, v, slot);
    if (!old_young || v == 0 || SK_IS_IMM(v)) return;
    Chunk *c = chunk_lookup(v);
    if (c && c->heap == h && chunk_is_young(c)) wordvec_push(old_young, (uintptr_t)slot);
}

/* What a walk of pointer slots (for_each_slot) needs: the heap, and
 * where the slots it looks for go. */
typedef struct SlotWalk {
    SkHeap *h;
    WordVec *a, *b;
} SlotWalk;

/* Calls visit on every pointer slot of the object with header at p. */
static void for_each_slot(char *p, void (*visit)(SlotWalk *, SkValue *), SlotWalk *w) {
    SkHeader hd = *(SkHeader *)p;
    SkValue *f = (SkValue *)(p + 8);
    if (sk_kind_is_sequence(sk_header_kind(hd))) {
        uint64_t ep = sk_elem_ptrs(hd), words = ep + sk_elem_bytes(hd) / 8;
        if (!ep) return;
        for (uint64_t i = 0; i < sk_seq_length(hd); i++)
            for (uint64_t j = 0; j < ep; j++) visit(w, &f[i * words + j]);
    } else if (sk_header_kind(hd) != SK_KIND_FILLER) {
        for (uint64_t i = 0; i < sk_record_ptrs(hd); i++) visit(w, &f[i]);
    }
}

static void check_slot_of(SlotWalk *w, SkValue *slot) { check_slot(w->h, slot, w->a); }

static void check_fields(SkHeap *h, char *p, WordVec *old_young) {
    SlotWalk w = {h, old_young, NULL};
    for_each_slot(p, check_slot_of, &w);
}

static int compare_words(const void *a, const void *b) {
    uintptr_t x = *(const uintptr_t *)a, y = *(const uintptr_t *)b;
    return x < y ? -1 : x > y;
}

/* The slots of set r (tags dropped) onto v. */
static void push_rem_slots(WordVec *v, const RemSet *r) {
    for (RemBlock *b = r->head; b; b = b->next)
        for (size_t i = 0; i < b->len; i++) wordvec_push(v, rem_slot(b->slots[i]));
}

/* Every slot of `slots` must be in h's `remembered` (and, when also_old,
 * may be in its `remembered_old` instead); `what` names the violation.
 * The sets are read after the slots were (under rem_lock): a store
 * remembers its slot before it writes the pointer, so a pointer seen is
 * remembered by now. */
static void check_in_sets(SkHeap *h, WordVec *slots, int also_old, const char *what) {
    if (!slots->len) return;
    WordVec rem = {0};
    heap_lock(h);
    push_rem_slots(&rem, &h->remembered);
    if (also_old) push_rem_slots(&rem, &h->remembered_old);
    heap_unlock(h);
    if (rem.len) qsort(rem.data, rem.len, sizeof *rem.data, compare_words);
    for (size_t i = 0; i < slots->len; i++) {
        uintptr_t slot = slots->data[i];
        if (!rem.len || !bsearch(&slot, rem.data, rem.len, sizeof slot, compare_words))
            violated(what, (void *)slot, *(SkValue *)slot);
    }
    wordvec_free(&rem);
}

/* The slot of an ancestor's object at *slot, if it points into w->h:
 * onto w->a (young target) or w->b (old target). */
static void note_down_slot(SlotWalk *w, SkValue *slot) {
    SkValue v = __atomic_load_n(slot, __ATOMIC_RELAXED);
    if (v == 0 || SK_IS_IMM(v)) return;
    Chunk *c = chunk_lookup(v);
    if (c && c->heap == w->h) wordvec_push(chunk_is_young(c) ? w->a : w->b, (uintptr_t)slot);
}

/* Every down-pointer from h's ancestors into h is remembered.  Ancestors
 * are internal heaps, frozen while h exists (heap.h): their chunk lists
 * do not change; sibling tasks may store into their objects meanwhile,
 * but not pointers into h (those would be entangled, and pinned). */
static void check_ancestor_slots(SkHeap *h) {
    WordVec young = {0}, old = {0};
    SlotWalk w = {h, &young, &old};
    for (SkHeap *a = h->parent; a; a = a->parent)
        for (int gen = 0; gen < 2; gen++)
            for (Chunk *c = gen ? a->young : a->chunks; c; c = c->next)
                for (char *p = c->start; p < c->frontier; p += 8 + sk_payload_bytes(*(SkHeader *)p))
                    for_each_slot(p, note_down_slot, &w);
    check_in_sets(h, &young, 0, "down-pointer to a young object missing from the remembered set");
    check_in_sets(h, &old, 1, "down-pointer missing from both remembered sets");
    wordvec_free(&young);
    wordvec_free(&old);
}

static int in_pinned_set(SkHeap *h, SkValue v) {
    for (size_t i = 0; i < h->pinned.len; i++)
        if (h->pinned.data[i] == v) return 1;
    return 0;
}

static pthread_mutex_t verify_lock = PTHREAD_MUTEX_INITIALIZER;

static void verify_heap_locked(SkHeap *h, const char *when);

void verify_heap(SkHeap *h, const char *when) {
    pthread_mutex_lock(&verify_lock);
    verify_heap_locked(h, when);
    pthread_mutex_unlock(&verify_lock);
}

/* Pass 1 over one of h's chunk lists: chunk metadata and headers; builds
 * start bitmaps.  Adds the chunks' sizes to *bytes and counts pinned
 * objects in *pinned. */
static void verify_chunks(SkHeap *h, Chunk *list, int young, size_t *bytes, size_t *pinned) {
    for (Chunk *c = list; c; c = c->next) {
        *bytes += c->size;
        for (uintptr_t a = (uintptr_t)c; a < (uintptr_t)c + c->size; a += SK_CHUNK_BYTES)
            if (chunk_lookup(a) != c) violated("chunk map does not name this chunk", c, 0);
        if (c->heap != h) violated("chunk on the heap's list names another heap", c, 0);
        if (c->depth != heap_chunk_depth(h, young))
            violated(young ? "young chunk's depth is not its heap's young depth"
                           : "old chunk's depth is not its heap's old depth", c, c->depth);
        if (c->flags & (CHUNK_FROM_SPACE | CHUNK_TO_SPACE | CHUNK_KEEP))
            violated("collection flags left on a chunk", c, c->flags);
        if (!(c->start <= c->frontier && c->frontier <= c->limit &&
              c->limit <= (char *)c + c->size))
            violated("chunk bounds out of order", c, 0);
        size_t objects = 0;
        char *p = c->start;
        while (p < c->frontier) {
            SkHeader hd = *(SkHeader *)p;
            const char *why;
            if (!header_well_formed(hd, &why)) violated(why, p, hd);
            size_t total = 8 + sk_payload_bytes(hd);
            if (total > (size_t)(c->frontier - p)) violated("object runs past the chunk frontier", p, hd);
            if (hd & SK_HDR_PIN) {
                (*pinned)++;
                if (!in_pinned_set(h, (SkValue)(p + 8)))
                    violated("pinned object missing from the heap's pinned set", p, hd);
            }
            objects++;
            p += total;
        }
        if ((c->flags & CHUNK_LARGE) && objects != 1)
            violated("large chunk does not hold exactly one object", c, objects);
        chunk_update_starts(c);
    }
}

static void verify_heap_locked(SkHeap *h, const char *when) {
    verify_when = when;
    size_t bytes = 0, young_bytes = 0, pinned = 0;
    verify_chunks(h, h->chunks, 0, &bytes, &pinned);
    verify_chunks(h, h->young, 1, &young_bytes, &pinned);
    if (young_bytes != h->young_bytes) violated("young_bytes differs from the sum of young chunk sizes", h, young_bytes);
    if (h->merged_old_bytes > h->young_bytes) violated("merged_old_bytes exceeds young_bytes", h, h->merged_old_bytes);
    bytes += young_bytes;
    if (bytes != h->chunk_bytes) violated("chunk_bytes differs from the sum of chunk sizes", h, bytes);
    if (pinned != h->pinned.len) violated("pinned set lists objects not pinned", h, pinned);
    if (h->alloc_chunk && h->alloc_chunk->depth != heap_chunk_depth(h, 1))
        violated("allocation chunk is not young", h->alloc_chunk, h->alloc_chunk->depth);
    /* Pass 2: pointers. */
    WordVec old_young = {0};
    for (Chunk *c = h->chunks; c; c = c->next)
        for (char *p = c->start; p < c->frontier; p += 8 + sk_payload_bytes(*(SkHeader *)p))
            check_fields(h, p, &old_young);
    for (Chunk *c = h->young; c; c = c->next)
        for (char *p = c->start; p < c->frontier; p += 8 + sk_payload_bytes(*(SkHeader *)p))
            check_fields(h, p, NULL);
    for (size_t i = 0; i < sk_global_roots.len; i += 2) {
        SkValue *slots = (SkValue *)sk_global_roots.data[i];
        for (size_t j = 0; j < sk_global_roots.data[i + 1]; j++) check_pointer(h, slots[j], &slots[j]);
    }
    check_in_sets(h, &old_young, 0, "old->young pointer missing from the remembered set");
    wordvec_free(&old_young);
    check_ancestor_slots(h);
}
