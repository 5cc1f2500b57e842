/* gc/verify.c — the debug-gc heap verifier.
 *
 * Checks, for one heap: every chunk is mapped to itself in the chunk map,
 * names this heap and its depth, and has start <= frontier <= limit; the
 * chunk sizes add up to chunk_bytes; objects parse exactly from start to
 * frontier; every header is well formed (valid bit, known kind, sane sizes,
 * MARK clear, no forwarding pointer); large chunks hold exactly one object;
 * every pointer field and registered global is an immediate, NULL, a
 * pointer outside every chunk (static data), the start of a non-filler
 * object in a chunk of this heap or an ancestor, or a pinned (entangled)
 * object of another heap; the PIN bit is set on
 * exactly the objects of the heap's pinned set.  On the first violation it
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
    if (c->depth != c->heap->depth) violated("chunk depth differs from its heap's", where, v);
    chunk_update_starts(c);
    if (!chunk_is_object_start(c, v - 8)) violated("pointer to no object start", where, v);
    SkHeader th = SK_HEADER(v);
    if (sk_header_kind(th) == SK_KIND_FILLER) violated("pointer to a filler", where, v);
}

static void check_fields(SkHeap *h, char *p) {
    SkHeader hd = *(SkHeader *)p;
    SkValue *f = (SkValue *)(p + 8);
    if (sk_kind_is_sequence(sk_header_kind(hd))) {
        uint64_t ep = sk_elem_ptrs(hd), words = ep + sk_elem_bytes(hd) / 8;
        if (!ep) return;
        for (uint64_t i = 0; i < sk_seq_length(hd); i++)
            for (uint64_t j = 0; j < ep; j++) check_pointer(h, f[i * words + j], &f[i * words + j]);
    } else if (sk_header_kind(hd) != SK_KIND_FILLER) {
        for (uint64_t i = 0; i < sk_record_ptrs(hd); i++) check_pointer(h, f[i], &f[i]);
    }
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

static void verify_heap_locked(SkHeap *h, const char *when) {
    verify_when = when;
    size_t bytes = 0, pinned = 0;
    /* Pass 1: chunk metadata and headers; builds start bitmaps. */
    for (Chunk *c = h->chunks; c; c = c->next) {
        bytes += c->size;
        for (uintptr_t a = (uintptr_t)c; a < (uintptr_t)c + c->size; a += SK_CHUNK_BYTES)
            if (chunk_lookup(a) != c) violated("chunk map does not name this chunk", c, 0);
        if (c->heap != h) violated("chunk on the heap's list names another heap", c, 0);
        if (c->depth != h->depth) violated("chunk depth differs from its heap's", c, 0);
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
                pinned++;
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
    if (bytes != h->chunk_bytes) violated("chunk_bytes differs from the sum of chunk sizes", h, bytes);
    if (pinned != h->pinned.len) violated("pinned set lists objects not pinned", h, pinned);
    /* Pass 2: pointers. */
    for (Chunk *c = h->chunks; c; c = c->next)
        for (char *p = c->start; p < c->frontier; p += 8 + sk_payload_bytes(*(SkHeader *)p))
            check_fields(h, p);
    for (size_t i = 0; i < sk_global_roots.len; i += 2) {
        SkValue *slots = (SkValue *)sk_global_roots.data[i];
        for (size_t j = 0; j < sk_global_roots.data[i + 1]; j++) check_pointer(h, slots[j], &slots[j]);
    }
}
