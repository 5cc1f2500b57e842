/* gc/chunk.c — mapping, pooling and looking up chunks; object-start bitmaps.
 *
 * Owns the chunk map (a two-level radix table over 48-bit addresses, one
 * entry per SK_CHUNK_BYTES slice), the pool of free normal chunks, the
 * dormant chunks, the regions fresh chunks are carved from and the chunks'
 * object-start bitmaps.  Chunks are never unmapped: other workers may hold stale
 * words pointing into any chunk (conservative stack scans look such words
 * up and read the chunk header), so a released chunk beyond the small pool
 * gives its memory back with madvise(MADV_DONTNEED) and stays mapped, with
 * heap == NULL, until reused.  See
 * chunk.h for the invariants.  Must never allocate from a heap.
 */
#define _GNU_SOURCE
#include "chunk.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "../runtime.h"

/* The pool never aims below the root heap's minimum allowance (16 MiB,
 * SK_MIN_GROWTH in heap.c): the next cycle takes that much again anyway.
 * With 16 chunks, heartbeat promotions (each starts a heap with a fresh
 * chunk; merged heaps collect with small child triggers) pushed chunks
 * through madvise and page faults: nqueens 12 on one worker made 12598
 * madvise calls and spent 0.48 s in the kernel for 0.67 s of user time. */
#define POOL_MIN_CHUNKS 256

_Atomic(ChunkMapLeaf *) chunk_map[(size_t)1 << MAP_ROOT_BITS];

/* Free chunks of one slice (normal ones and large ones that fit), linked
 * through `next`.  The pool keeps up to
 * pool_target chunks: what the next collection cycle will take again (set
 * by chunk_pool_reserve after each collection).  Beyond it, chunk memory
 * goes back to the operating system.  A fixed small pool (16 chunks) made
 * every cycle of an allocation-heavy program return its whole nursery and
 * fault it in again: binarytrees 18 spent 3.5 s in the kernel (1.19M minor
 * faults) for 3.0 s of user time. */
static Chunk *pool_head;
static size_t pool_count;
static size_t pool_target = POOL_MIN_CHUNKS;
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
/* How many times pool_lock was taken (under pool_lock; the fork guard's
 * takes are not counted): `@skein stats` prints it. */
static uint64_t pool_locks;

static void pool_lock_take(void) {
    pthread_mutex_lock(&pool_lock);
    pool_locks++;
}

/* Place forks (places/place.c): takes the pool's lock before fork() and
 * releases it after, in parent and child alike. */
void chunk_pool_fork_guard(int hold) {
    if (hold) pthread_mutex_lock(&pool_lock);
    else pthread_mutex_unlock(&pool_lock);
}
/* Chunks whose memory went back to the OS (madvise), still mapped: those
 * of one slice and bigger ones (reused only for the same size). */
static Chunk *dormant_normal, *dormant_large;
/* Released large chunks of more than one slice kept with their memory
 * (reused for the same size), up to warm_large_max bytes; beyond that
 * they go dormant.  A program that allocates and drops large objects of
 * one size over and over (TextIO's 64 KiB read chunks: 128 KiB chunks)
 * otherwise faulted every page of each one in again: reading 100 MB line
 * by line took 28000 minor faults, a quarter of the run in the kernel. */
static Chunk *warm_large;
static size_t warm_large_bytes;
static size_t warm_large_max = (size_t)POOL_MIN_CHUNKS * SK_CHUNK_BYTES / 4;


static void map_set(uintptr_t base, size_t size, Chunk *value) {
    for (uintptr_t a = base; a < base + size; a += SK_CHUNK_BYTES) {
        uintptr_t i = a >> SK_CHUNK_LOG;
        if (i >> MAP_INDEX_BITS) sk_fatal("chunk at %p lies above the 48-bit address space", (void *)a);
        _Atomic(ChunkMapLeaf *) *slot = (_Atomic(ChunkMapLeaf *) *)&chunk_map[i >> MAP_LEAF_BITS];
        ChunkMapLeaf *leaf = atomic_load_explicit(slot, memory_order_acquire);
        if (!leaf) {
            void *m = mmap(NULL, sizeof(ChunkMapLeaf), PROT_READ | PROT_WRITE,
                           MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (m == MAP_FAILED) sk_out_of_memory("cannot map the chunk table");
            ChunkMapLeaf *expected = NULL;
            if (atomic_compare_exchange_strong(slot, &expected, (ChunkMapLeaf *)m)) {
                leaf = m;
            } else {
                munmap(m, sizeof(ChunkMapLeaf));
                leaf = expected;
            }
        }
        atomic_store_explicit(&leaf->entry[i & (((uintptr_t)1 << MAP_LEAF_BITS) - 1)], value,
                              memory_order_release);
    }
}

/* mmap `size` bytes aligned to `align` (a power of two), or NULL. */
static char *map_aligned(size_t size, size_t align) {
    size_t span = size + align;
    char *raw = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return NULL;
    uintptr_t base = ((uintptr_t)raw + align - 1) & ~(uintptr_t)(align - 1);
    size_t before = base - (uintptr_t)raw;
    size_t after = span - before - size;
    if (before) munmap(raw, before);
    if (after) munmap((char *)base + size, after);
    return (char *)base;
}

/* Fresh chunks are carved out of regions of REGION_BYTES (aligned to the
 * huge-page size), one mmap per region.  Mapping each 64 KiB chunk on its
 * own cost an mmap and two munmaps per chunk: strings 10^6 (a 1.5 GB heap)
 * made 24212 mmap and 24201 munmap calls, now 64 and 51.  Untouched parts
 * of a region cost address space only; the tail of a region too small for
 * the next chunk is left untouched.  MADV_HUGEPAGE on the regions cut page
 * faults from 375k to 1.6k but tripled the kernel time on this project's
 * (virtualised) machines, all of it zeroing huge pages, so it is not used. */
#define REGION_BYTES ((size_t)32 << 20)
#define HUGE_PAGE_BYTES ((size_t)2 << 20)
static char *region_cursor, *region_end; /* under pool_lock */

/* Fresh SK_CHUNK_BYTES-aligned memory of `size` bytes, or NULL.  Called
 * with pool_lock held. */
static char *carve_fresh(size_t size) {
    if (size > REGION_BYTES / 4) return map_aligned(size, HUGE_PAGE_BYTES);
    if ((size_t)(region_end - region_cursor) < size) {
        char *r = map_aligned(REGION_BYTES, HUGE_PAGE_BYTES);
        if (!r) return NULL;
        region_cursor = r;
        region_end = r + REGION_BYTES;
    }
    char *m = region_cursor;
    region_cursor += size;
    return m;
}

static void chunk_reset(Chunk *c, size_t size, uint32_t flags) {
    c->heap = NULL;
    c->depth = 0;
    c->flags = flags;
    c->size = size;
    c->start = (char *)c + SK_CHUNK_HEADER_BYTES;
    c->frontier = c->start;
    c->limit = (char *)c + size;
    c->next = NULL;
    c->starts_upto = c->start;
}

/* Pops a dormant chunk of exactly `size` bytes. */
static Chunk *take_dormant(Chunk **list, size_t size) {
    for (Chunk **p = list; *p; p = &(*p)->next)
        if ((*p)->size == size) {
            Chunk *c = *p;
            *p = c->next;
            return c;
        }
    return NULL;
}

Chunk *chunk_acquire(size_t object_bytes) {
    size_t need = SK_CHUNK_HEADER_BYTES + object_bytes;
    int normal = need <= SK_CHUNK_BYTES && object_bytes <= SK_LARGE_OBJECT_BYTES;
    size_t size = normal ? SK_CHUNK_BYTES : (need + SK_CHUNK_BYTES - 1) & ~(SK_CHUNK_BYTES - 1);
    if (size < need) return NULL; /* overflow */
    pool_lock_take();
    Chunk *c = NULL;
    /* A large chunk of one slice is a normal chunk with another flag: both
     * kinds share the pool (programs allocating many medium arrays would
     * otherwise fault every one of them in). */
    if (size == SK_CHUNK_BYTES && pool_head) {
        c = pool_head;
        pool_head = c->next;
        pool_count--;
    } else if (size != SK_CHUNK_BYTES && (c = take_dormant(&warm_large, size)) != NULL) {
        warm_large_bytes -= size;
    } else {
        c = take_dormant(size == SK_CHUNK_BYTES ? &dormant_normal : &dormant_large, size);
    }
    char *m = c ? NULL : carve_fresh(size);
    pthread_mutex_unlock(&pool_lock);
    if (c) {
        chunk_reset(c, size, normal ? 0 : CHUNK_LARGE);
        return c;
    }
    if (!m) return NULL;
    c = (Chunk *)m;
    chunk_reset(c, size, normal ? 0 : CHUNK_LARGE);
    map_set((uintptr_t)m, size, c);
    return c;
}

/* Gives a chunk's memory back to the operating system but keeps it mapped
 * and in the chunk map (see the file comment). */
static void make_dormant(Chunk *c) {
    uintptr_t page = 4096;
    uintptr_t body = ((uintptr_t)c + sizeof(Chunk) + page - 1) & ~(page - 1);
    uintptr_t end = (uintptr_t)c + c->size;
    if (body < end) madvise((void *)body, end - body, MADV_DONTNEED);
}

static void push_dormant(Chunk *c) {
    make_dormant(c);
    pool_lock_take();
    if (c->size != SK_CHUNK_BYTES) {
        c->next = dormant_large;
        dormant_large = c;
    } else {
        c->next = dormant_normal;
        dormant_normal = c;
    }
    pthread_mutex_unlock(&pool_lock);
}

void chunk_release(Chunk *c) {
    c->heap = NULL;
    c->flags &= CHUNK_LARGE;
    c->frontier = c->start;
    if (c->size == SK_CHUNK_BYTES) {
        pool_lock_take();
        if (pool_count < pool_target) {
            c->next = pool_head;
            pool_head = c;
            pool_count++;
            pthread_mutex_unlock(&pool_lock);
            return;
        }
        pthread_mutex_unlock(&pool_lock);
    } else {
        pool_lock_take();
        if (warm_large_bytes + c->size <= warm_large_max) {
            c->next = warm_large;
            warm_large = c;
            warm_large_bytes += c->size;
            pthread_mutex_unlock(&pool_lock);
            return;
        }
        pthread_mutex_unlock(&pool_lock);
    }
    push_dormant(c);
}

/* Sends warm large chunks dormant until at most `keep` bytes are left. */
static void trim_warm_large(size_t keep) {
    for (;;) {
        pool_lock_take();
        Chunk *c = NULL;
        if (warm_large_bytes > keep) {
            c = warm_large;
            warm_large = c->next;
            warm_large_bytes -= c->size;
        }
        pthread_mutex_unlock(&pool_lock);
        if (!c) return;
        push_dormant(c);
    }
}

void chunk_trim_pool(size_t keep_chunks) {
    for (;;) {
        pool_lock_take();
        Chunk *c = NULL;
        if (pool_count > keep_chunks) {
            c = pool_head;
            pool_head = c->next;
            pool_count--;
        }
        pthread_mutex_unlock(&pool_lock);
        if (!c) return;
        push_dormant(c);
    }
}

void chunk_pool_reserve(size_t bytes, int may_shrink) {
    size_t want = bytes / SK_CHUNK_BYTES;
    if (want < POOL_MIN_CHUNKS) want = POOL_MIN_CHUNKS;
    pool_lock_take();
    /* Let the target fall slowly, and only when asked (by the root heap):
     * child heaps collect often and with small triggers, and must not
     * empty the pool that the other heaps' next cycles need. */
    size_t floor = may_shrink ? pool_target - pool_target / 4 : pool_target;
    pool_target = want > floor ? want : floor;
    size_t keep = pool_target;
    /* A quarter of the pool's target: the large objects of one cycle. */
    warm_large_max = pool_target * SK_CHUNK_BYTES / 4;
    size_t keep_large = warm_large_max;
    pthread_mutex_unlock(&pool_lock);
    chunk_trim_pool(keep);
    trim_warm_large(keep_large);
}

size_t chunk_pool_count(void) {
    pthread_mutex_lock(&pool_lock);
    size_t n = pool_count;
    pthread_mutex_unlock(&pool_lock);
    return n;
}

uint64_t chunk_pool_locks(void) {
    pthread_mutex_lock(&pool_lock);
    uint64_t n = pool_locks;
    pthread_mutex_unlock(&pool_lock);
    return n;
}

/* ---- object starts ----------------------------------------------------- */

static size_t word_index(const Chunk *c, uintptr_t a) { return (a - (uintptr_t)c) >> 3; }

static void set_start(Chunk *c, const char *p) {
    size_t i = word_index(c, (uintptr_t)p);
    c->starts[i >> 6] |= (uint64_t)1 << (i & 63);
}

/* Clears the bits of the words in [from, c->frontier). */
static void clear_starts_from(Chunk *c, const char *from) {
    if (from >= c->frontier) return;
    size_t i0 = word_index(c, (uintptr_t)from), i1 = word_index(c, (uintptr_t)c->frontier);
    size_t w0 = i0 >> 6, w1 = (i1 - 1) >> 6;
    c->starts[w0] &= ((uint64_t)1 << (i0 & 63)) - 1;
    for (size_t w = w0 + 1; w <= w1; w++) c->starts[w] = 0;
}

void chunk_update_starts(Chunk *c) {
    char *p = c->starts_upto;
    if (p >= c->frontier || (c->flags & CHUNK_LARGE)) return;
    /* Bits at and above starts_upto are stale (from the chunk's previous
     * use): clear them up to the frontier first. */
    clear_starts_from(c, p);
    for (; p < c->frontier; p += object_total_bytes(p)) set_start(c, p);
    c->starts_upto = p;
}

void chunk_sweep_starts_begin(Chunk *c) {
    if (c->flags & CHUNK_LARGE) return;
    clear_starts_from(c, c->start);
    c->starts_upto = c->frontier;
}

void chunk_sweep_start(Chunk *c, const char *p) {
    if (!(c->flags & CHUNK_LARGE)) set_start(c, p);
}

int chunk_is_object_start(const Chunk *c, uintptr_t header_address) {
    if (header_address < (uintptr_t)c->start || header_address >= (uintptr_t)c->frontier)
        return 0;
    if (c->flags & CHUNK_LARGE) return header_address == (uintptr_t)c->start;
    size_t i = word_index(c, header_address);
    return (c->starts[i >> 6] >> (i & 63)) & 1;
}

SkValue chunk_object_containing(Chunk *c, uintptr_t a) {
    if (a < (uintptr_t)c->start || a >= (uintptr_t)c->frontier) return 0;
    char *header;
    if (c->flags & CHUNK_LARGE) {
        header = c->start;
    } else {
        chunk_update_starts(c);
        size_t i = word_index(c, a);
        size_t w = i >> 6;
        uint64_t bits = c->starts[w] & (~(uint64_t)0 >> (63 - (i & 63)));
        while (!bits) {
            if (w == 0) return 0;
            bits = c->starts[--w];
        }
        size_t found = (w << 6) + (63 - (size_t)__builtin_clzll(bits));
        header = (char *)c + (found << 3);
    }
    SkHeader h = *(SkHeader *)header;
    if (!(h & SK_HDR_VALID) || sk_header_kind(h) == SK_KIND_FILLER) return 0;
    if (a >= (uintptr_t)header + object_total_bytes(header)) return 0;
    return (SkValue)(header + 8);
}
