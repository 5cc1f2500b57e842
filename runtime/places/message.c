/* places/message.c — place messages: a value's object graph as bytes, and
 * back into the receiving task's heap (the deep copy of ARCHITECTURE 3.6).
 *
 * FORMAT.  Words (uint64_t, native byte order: places share a binary):
 *   [MESSAGE_MAGIC][object count n][root]
 *   then n objects in index order, each [header][payload words],
 * where the header has its GC bits cleared and every pointer word (of the
 * root, and of each object's pointer fields) is ENCODED: an immediate or 0
 * stays as it is; a pointer to object k becomes (k + 1) << 1 (even and
 * nonzero, so it cannot be taken for either).
 *
 * Objects are numbered in the order a breadth-first walk from the root
 * first meets them, so sharing and cycles (through refs and arrays) are
 * kept: a DAG arrives as a DAG.  Everything is copied, mutable objects
 * included (Racket's places copy mutable vectors too): a ref sent to
 * another place is a new ref there.  Code pointers are immediates in
 * closures and static data is copied like any object, so closures travel
 * too (every place runs the same executable at the same addresses, as
 * places are forked).
 *
 * Invariants: encoding reads the sender's objects without allocating, so
 * nothing moves under it (other tasks may mutate refs meanwhile: such a
 * racy read sends one of the values the ref held); decoding places every
 * object straight into old chunks of the receiving task's heap (no
 * collection can run meanwhile: nothing allocates through the mutator)
 * and then links them, so a decoded message is never copied by a minor
 * collection and needs no remembered slot (it points only into itself).
 */
#include "place.h"

#include <stdlib.h>
#include <string.h>

#include "../runtime.h"
#include "../gc/heap.h"

#define MESSAGE_MAGIC UINT64_C(0x536b65696e4d7367) /* "SkeinMsg" */

/* ---- a growable byte buffer ------------------------------------------- */

static void buf_reserve(MessageBuf *b, size_t more) {
    if (b->len + more <= b->cap) return;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + more) cap *= 2;
    uint8_t *d = realloc(b->data, cap);
    if (!d) sk_out_of_memory("cannot allocate a place message");
    b->data = d;
    b->cap = cap;
}

static void buf_word(MessageBuf *b, uint64_t w) {
    buf_reserve(b, 8);
    memcpy(b->data + b->len, &w, 8);
    b->len += 8;
}

void message_buf_free(MessageBuf *b) {
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}

/* ---- object numbering: an open-addressing map address -> index ------- */

/* The slot of address v: its word number, with higher bits folded in.
 * Objects met one after another mostly lie one after another (a list's
 * cells, a tree's nodes), so their slots do too, and the map is probed
 * in cache-friendly order: a multiplicative hash, which scatters them,
 * made encoding a 10^6-cell list three times slower (cache misses). */
typedef struct {
    SkValue key;
    uint64_t index;
} MapEntry;

/* Objects in normal chunks (nearly all) are numbered through a table per
 * chunk instead: one uint32 per word of the chunk, the object's index + 1
 * at its payload's word (0: not met yet), found through a small map keyed
 * by chunk (and the last chunk used, since consecutive objects mostly
 * share one).  A list's cells then cost an array read each, next to their
 * neighbours', not a hash probe (the map above took 14-20% of a place
 * program sending 10^6-cell lists).  Large objects and static data, which
 * lie in no normal chunk, use the map. */
#define CHUNK_WORDS (SK_CHUNK_BYTES >> 3)

typedef struct {
    const Chunk *chunk;
    uint32_t *index;
} ChunkTable;

typedef struct {
    MapEntry *entries;
    size_t cap, count;
    SkValue *order; /* objects by index: the walk's queue */
    size_t order_cap;
    ChunkTable *tables;
    size_t tcap, tcount;
    const Chunk *last_chunk;
    uint32_t *last_index;
} ObjectMap;

static size_t slot_of(SkValue v, size_t cap) {
    uint64_t w = (uint64_t)v >> 3;
    return (size_t)(w ^ (w >> 27)) & (cap - 1);
}

/* v's normal chunk, or NULL when v is numbered through the map. */
static const Chunk *table_chunk(SkValue v) {
    const Chunk *c = chunk_lookup(v);
    return c && !(c->flags & CHUNK_LARGE) && c->size == SK_CHUNK_BYTES ? c : NULL;
}

static void map_grow(ObjectMap *om) {
    size_t cap = om->cap ? om->cap * 2 : 1024;
    MapEntry *entries = calloc(cap, sizeof *entries);
    if (!entries) sk_out_of_memory("cannot number a place message's objects");
    for (size_t i = 0; i < om->cap; i++) {
        if (!om->entries[i].key) continue;
        size_t s = slot_of(om->entries[i].key, cap);
        while (entries[s].key) s = (s + 1) & (cap - 1);
        entries[s] = om->entries[i];
    }
    free(om->entries);
    om->entries = entries;
    om->cap = cap;
}

static size_t table_slot(const Chunk *c, size_t cap) { return ((uintptr_t)c >> SK_CHUNK_LOG) & (cap - 1); }

/* Chunk c's index table, made (zeroed) when c is met first. */
static uint32_t *chunk_table(ObjectMap *om, const Chunk *c) {
    if (c == om->last_chunk) return om->last_index;
    if ((om->tcount + 1) * 2 > om->tcap) {
        size_t cap = om->tcap ? om->tcap * 2 : 64;
        ChunkTable *t = calloc(cap, sizeof *t);
        if (!t) sk_out_of_memory("cannot number a place message's objects");
        for (size_t i = 0; i < om->tcap; i++) {
            if (!om->tables[i].chunk) continue;
            size_t s = table_slot(om->tables[i].chunk, cap);
            while (t[s].chunk) s = (s + 1) & (cap - 1);
            t[s] = om->tables[i];
        }
        free(om->tables);
        om->tables = t;
        om->tcap = cap;
    }
    size_t s = table_slot(c, om->tcap);
    while (om->tables[s].chunk && om->tables[s].chunk != c) s = (s + 1) & (om->tcap - 1);
    if (!om->tables[s].chunk) {
        uint32_t *index = calloc(CHUNK_WORDS, sizeof *index);
        if (!index) sk_out_of_memory("cannot number a place message's objects");
        om->tables[s] = (ChunkTable){c, index};
        om->tcount++;
    }
    om->last_chunk = c;
    om->last_index = om->tables[s].index;
    return om->last_index;
}

/* Queues v as object number om->count. */
static uint64_t map_queue(ObjectMap *om, SkValue v) {
    if (om->count == om->order_cap) {
        om->order_cap = om->order_cap ? om->order_cap * 2 : 1024;
        om->order = realloc(om->order, om->order_cap * sizeof *om->order);
        if (!om->order) sk_out_of_memory("cannot number a place message's objects");
    }
    om->order[om->count] = v;
    return om->count++;
}

/* The index of object v, numbering (and queueing) it if it is new. */
static uint64_t map_index(ObjectMap *om, SkValue v) {
    const Chunk *c = table_chunk(v);
    if (c) {
        uint32_t *t = chunk_table(om, c);
        size_t w = ((uintptr_t)v - (uintptr_t)c) >> 3;
        if (t[w]) return t[w] - 1;
        if (om->count >= UINT32_MAX - 1) sk_out_of_memory("a place message with more than 2^32 objects");
        t[w] = (uint32_t)om->count + 1;
        return map_queue(om, v);
    }
    if ((om->count + 1) * 2 > om->cap) map_grow(om);
    size_t s = slot_of(v, om->cap);
    while (om->entries[s].key) {
        if (om->entries[s].key == v) return om->entries[s].index;
        s = (s + 1) & (om->cap - 1);
    }
    om->entries[s] = (MapEntry){v, om->count};
    return map_queue(om, v);
}

static uint64_t encode_value(ObjectMap *om, SkValue v) {
    if (!SK_IS_PTR(v)) return v;
    return (map_index(om, v) + 1) << 1;
}

/* Calls f(ctx, slot) for every pointer word of object v (header h). */
#define FOR_EACH_POINTER_SLOT(v, h, SLOT, BODY)                                        \
    do {                                                                               \
        unsigned kind_ = sk_header_kind(h);                                            \
        if (sk_kind_is_sequence(kind_)) {                                              \
            uint64_t ep_ = sk_elem_ptrs(h), eb_ = sk_elem_bytes(h), n_ = sk_seq_length(h); \
            if (ep_) {                                                                 \
                size_t stride_ = (size_t)ep_ * 8 + (size_t)eb_;                        \
                for (uint64_t i_ = 0; i_ < n_; i_++)                                   \
                    for (uint64_t j_ = 0; j_ < ep_; j_++) {                            \
                        SkValue *SLOT = (SkValue *)((char *)(v) + i_ * stride_ + j_ * 8); \
                        BODY;                                                          \
                    }                                                                  \
            }                                                                          \
        } else {                                                                       \
            uint64_t np_ = sk_record_ptrs(h);                                          \
            for (uint64_t j_ = 0; j_ < np_; j_++) {                                    \
                SkValue *SLOT = &SK_FIELD(v, j_);                                      \
                BODY;                                                                  \
            }                                                                          \
        }                                                                              \
    } while (0)

/* The map and queue of the last message this thread encoded: kept for
 * the next one, emptied, unless they grew past MAP_KEEP_BYTES (fresh
 * zeroed memory costs a page fault per page; a 10^6-object list needs a
 * 32 MiB map). */
#define MAP_KEEP_BYTES ((size_t)64 << 20)
static _Thread_local ObjectMap spare_map;

static void map_release(ObjectMap *om) {
    for (size_t i = 0; i < om->tcap; i++) free(om->tables[i].index);
    if (om->cap * sizeof *om->entries > MAP_KEEP_BYTES) {
        free(om->entries);
        free(om->order);
        free(om->tables);
        return;
    }
    if (om->tables) memset(om->tables, 0, om->tcap * sizeof *om->tables);
    om->tcount = 0;
    om->last_chunk = NULL;
    om->last_index = NULL;
    if (om->count < om->cap / 16) {
        /* few entries in a big map: clear just theirs (every entry is one
         * of the queued objects numbered through the map, so clearing them
         * all in any order leaves no probe chain broken behind) */
        for (size_t k = 0; k < om->count; k++) {
            if (table_chunk(om->order[k])) continue;
            size_t s = slot_of(om->order[k], om->cap);
            while (om->entries[s].key != om->order[k]) s = (s + 1) & (om->cap - 1);
            om->entries[s].key = 0;
        }
    } else {
        if (om->entries) memset(om->entries, 0, om->cap * sizeof *om->entries);
    }
    om->count = 0;
    spare_map = *om;
}

void message_encode(SkValue root, MessageBuf *out) {
    ObjectMap om = spare_map;
    spare_map = (ObjectMap){0};
    buf_word(out, MESSAGE_MAGIC);
    size_t count_at = out->len;
    buf_word(out, 0);
    buf_word(out, encode_value(&om, root));
    for (size_t k = 0; k < om.count; k++) {
        SkValue v = om.order[k];
        SkHeader h = SK_HEADER(v) & ~SK_HDR_GC_BITS;
        size_t payload = sk_payload_bytes(h);
        buf_word(out, h);
        buf_reserve(out, payload);
        uint8_t *dst = out->data + out->len;
        memcpy(dst, (const void *)v, payload);
        out->len += payload;
        /* Numbering grows only the map, never `out`: dst stays valid. */
        FOR_EACH_POINTER_SLOT(v, h, slot, {
            uint64_t e = encode_value(&om, __atomic_load_n(slot, __ATOMIC_RELAXED));
            memcpy(dst + ((char *)slot - (char *)v), &e, 8);
        });
    }
    uint64_t n = om.count;
    memcpy(out->data + count_at, &n, 8);
    map_release(&om);
}

/* ---- decoding ------------------------------------------------------------ */

static uint64_t read_word(const uint8_t *p) {
    uint64_t w;
    memcpy(&w, p, 8);
    return w;
}

/* Checks that bytes[0..len) is a well-formed message: every header's
 * payload lies inside it and every encoded pointer names an object.  A
 * malformed one (which only a bug could make) is refused rather than
 * trusted. */
static int message_valid(const uint8_t *bytes, size_t len, uint64_t *count) {
    if (len < 24 || read_word(bytes) != MESSAGE_MAGIC) return 0;
    uint64_t n = read_word(bytes + 8);
    if (n > len / 16) return 0;
    size_t at = 24;
    for (uint64_t k = 0; k < n; k++) {
        if (len - at < 8) return 0;
        SkHeader h = read_word(bytes + at);
        unsigned kind = sk_header_kind(h);
        if (!(h & SK_HDR_VALID) || kind == SK_KIND_FILLER || kind == 0 || kind > SK_KIND_ARRAY) return 0;
        size_t payload = sk_payload_bytes(h);
        if (len - at - 8 < payload) return 0;
        at += 8 + payload;
    }
    *count = n;
    return at == len;
}

/* Room for a `total`-byte object in h's old generation: the current chunk
 * *cur while it has room, else a new one (a large object: a chunk of its
 * own, as the collector's to-space does). */
static char *decode_place(SkMutator *m, Chunk **cur, size_t total) {
    Chunk *c = *cur;
    if (total <= SK_LARGE_OBJECT_BYTES && c && (size_t)(c->limit - c->frontier) >= total) {
        char *p = c->frontier;
        c->frontier = p + total;
        return p;
    }
    /* No collection may run now (placed objects hold encoded fields and
     * nothing points to them): message_decode made room beforehand. */
    c = heap_acquire_chunk(m->heap, total, 0);
    if (!c) heap_out_of_memory(total, 0);
    char *p = c->frontier;
    if (total > SK_LARGE_OBJECT_BYTES) {
        c->frontier = c->limit = p + total;
    } else {
        c->frontier = p + total;
        *cur = c;
    }
    return p;
}

static SkValue decode_value(SkValue const *addr, uint64_t e) {
    if (!SK_IS_PTR(e)) return e;
    return addr[(e >> 1) - 1];
}

SkValue message_decode(SkMutator *m, const uint8_t *bytes, size_t len) {
    uint64_t n;
    if (!message_valid(bytes, len, &n)) sk_fatal("a place message arrived damaged");
    uint64_t root = read_word(bytes + 16);
    if (n == 0) return root;
    if (SK_IS_PTR(root) && root >> 1 > n) sk_fatal("a place message arrived damaged");
    /* The objects go straight into old chunks of the task's heap, laid
     * out as the collector's to-space would be: a message is usually kept
     * (a job, a result), so copying it out of the nursery again would be
     * wasted, and nothing points from it to younger objects, so it needs
     * no remembered slot.  Nothing here allocates through the mutator, so
     * no collection runs between placing the objects and linking them,
     * and `addr` (object k's address) can be plain C memory.  The bytes
     * take about as much room as the objects: collect first when that
     * much would pass the heap's trigger (or, twice over for the chunks'
     * unused ends, the max-heap cap). */
    heap_sync(m);
    if (sk_rt.options.gc_stress || heap_collection_due(m->heap, len)) collect_heap(m);
    uint64_t cap = sk_rt.options.max_heap;
    if (cap && atomic_load_explicit(&sk_total_heap_bytes, memory_order_relaxed) + 2 * len > cap)
        collect_heap_major(m);
    SkValue *addr = malloc(n * sizeof *addr);
    if (!addr) sk_out_of_memory("cannot decode a place message");
    Chunk *cur = NULL;
    size_t at = 24;
    for (uint64_t k = 0; k < n; k++) {
        SkHeader h = read_word(bytes + at);
        size_t total = 8 + sk_payload_bytes(h);
        char *p = decode_place(m, &cur, total);
        memcpy(p, bytes + at, total);
        addr[k] = (SkValue)(p + 8);
        at += total;
    }
    /* Link: the pointer fields hold encoded indices until now. */
    for (uint64_t k = 0; k < n; k++) {
        SkValue obj = addr[k];
        SkHeader h = SK_HEADER(obj);
        FOR_EACH_POINTER_SLOT(obj, h, slot, {
            uint64_t e = *slot;
            if (SK_IS_PTR(e) && e >> 1 > n) sk_fatal("a place message arrived damaged");
            *slot = decode_value(addr, e);
        });
    }
    SkValue v = decode_value(addr, root);
    free(addr);
    return v;
}
