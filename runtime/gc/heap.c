/* gc/heap.c — heaps: chunk lists, the allocation slow path, growth policy.
 *
 * Owns the root heap, the main mutator, the registered global roots and the
 * policy deciding when to collect.  Policy: after a collection leaving L
 * bytes of chunks, the heap may grow to L + max(L, SK_MIN_GROWTH) before the
 * next one, capped so that trigger + L (room to copy the survivors) stays
 * within max-heap.  Chunks freed by a collection go back to a small pool and
 * beyond it to the operating system, so the heap shrinks after collections.
 * Called only by the thread running the heap's task.
 */
#include "heap.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../runtime.h"

#define SK_MIN_GROWTH ((size_t)16 << 20)

SkHeap sk_root_heap;
SkMutator sk_main_mutator;
WordVec sk_global_roots;
size_t sk_total_heap_bytes;

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

void wordvec_free(WordVec *v) {
    free(v->data);
    v->data = NULL;
    v->len = v->cap = 0;
}

void heap_init(SkHeap *h, SkHeap *parent) {
    memset(h, 0, sizeof *h);
    h->parent = parent;
    h->depth = parent ? parent->depth + 1 : 0;
    h->gc_trigger = SK_MIN_GROWTH;
}

void heap_add_chunk(SkHeap *h, Chunk *c) {
    c->heap = h;
    c->depth = h->depth;
    c->next = NULL;
    if (h->chunks_tail)
        h->chunks_tail->next = c;
    else
        h->chunks = c;
    h->chunks_tail = c;
    h->chunk_bytes += c->size;
}

void heap_note_size(void) {
    if (sk_total_heap_bytes > sk_rt.stats.max_heap_bytes)
        sk_rt.stats.max_heap_bytes = sk_total_heap_bytes;
}

Chunk *heap_acquire_chunk(SkHeap *h, size_t object_bytes) {
    size_t need = SK_CHUNK_HEADER_BYTES + object_bytes;
    size_t size = (need + SK_CHUNK_BYTES - 1) & ~(SK_CHUNK_BYTES - 1);
    if (size < need) return NULL;
    uint64_t cap = sk_rt.options.max_heap;
    if (cap && sk_total_heap_bytes + size > cap) return NULL;
    Chunk *c = chunk_acquire(object_bytes);
    if (!c) return NULL;
    heap_add_chunk(h, c);
    sk_total_heap_bytes += c->size;
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
    int collected = 0;
    if (sk_rt.options.gc_stress) {
        collect_heap(m);
        collected = 1;
    }
    heap_sync(m);
    SkValue v;
    Chunk *c = hp->alloc_chunk;
    if (c && total <= SK_LARGE_OBJECT_BYTES && (size_t)(c->limit - c->frontier) >= total) {
        v = place(c, h, total);
    } else {
        size_t size = (SK_CHUNK_HEADER_BYTES + total + SK_CHUNK_BYTES - 1) & ~(SK_CHUNK_BYTES - 1);
        if (!collected && hp->chunk_bytes + size > hp->gc_trigger) {
            collect_heap(m);
            collected = 1;
            heap_sync(m);
            c = hp->alloc_chunk;
            if (c && total <= SK_LARGE_OBJECT_BYTES &&
                (size_t)(c->limit - c->frontier) >= total) {
                v = place(c, h, total);
                goto done;
            }
        }
        c = heap_acquire_chunk(hp, total);
        if (!c && !collected) {
            collect_heap(m);
            collected = 1;
            heap_sync(m);
            c = heap_acquire_chunk(hp, total);
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

void sk_collect(SkMutator *m) { collect_heap(m); }
