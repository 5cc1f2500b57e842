/* gc/chunk.c — mapping, pooling and looking up chunks; object-start bitmaps.
 *
 * Owns the chunk map (a two-level radix table over 48-bit addresses, one
 * entry per SK_CHUNK_BYTES slice), the global pool of free normal chunks
 * and the per-thread caches in front of it, the dormant chunks, the
 * regions fresh chunks are carved from and the chunks' object-start
 * bitmaps.  Chunks are never unmapped: other workers may hold stale
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
 * faults) for 3.0 s of user time.
 *
 * This is the GLOBAL pool; in front of it each thread keeps a cache of its
 * own (below).  pool_count, pool_target, chunk_pool_count and
 * chunk_trim_pool are about the global pool only: chunks in thread caches
 * count as in use (by the pool), at most CACHE_CAP per thread. */
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
 * releases it after, in parent and child alike.  Every list below and the
 * region cursor are under this one lock, so the child finds them whole;
 * the thread caches of the threads that did not survive the fork are
 * lost to the child, their chunks still mapped, with heap == NULL. */
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

/* Chunks moved between lists at most this many per lock acquisition when
 * trimming (the walk happens under the lock). */
#define TRIM_BATCH 64

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

/* Fresh SK_CHUNK_BYTES-aligned memory of `size` bytes times up to `max`
 * (as many as the current region still holds, at least one), or NULL;
 * *got says how many.  Called with pool_lock held. */
static char *carve_fresh(size_t size, size_t max, size_t *got) {
    *got = 0;
    if (size > REGION_BYTES / 4) {
        char *m = map_aligned(size, HUGE_PAGE_BYTES);
        if (m) *got = 1;
        return m;
    }
    if ((size_t)(region_end - region_cursor) < size) {
        char *r = map_aligned(REGION_BYTES, HUGE_PAGE_BYTES);
        if (!r) return NULL;
        region_cursor = r;
        region_end = r + REGION_BYTES;
    }
    size_t room = (size_t)(region_end - region_cursor) / size;
    *got = max < room ? max : room;
    char *m = region_cursor;
    region_cursor += *got * size;
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

/* Detaches the first n chunks (n >= 1, or fewer if the list is shorter)
 * of the list at *head; returns them, their last in *tail and their
 * number in *taken. */
static Chunk *list_cut(Chunk **head, size_t n, Chunk **tail, size_t *taken) {
    Chunk *first = *head, *last = first;
    size_t k = 0;
    if (first) {
        k = 1;
        while (k < n && last->next) {
            last = last->next;
            k++;
        }
        *head = last->next;
        last->next = NULL;
    }
    *tail = last;
    *taken = k;
    return first;
}

/* Gives a chunk's memory back to the operating system but keeps it mapped
 * and in the chunk map (see the file comment). */
static void make_dormant(Chunk *c) {
    uintptr_t page = 4096;
    uintptr_t body = ((uintptr_t)c + sizeof(Chunk) + page - 1) & ~(page - 1);
    uintptr_t end = (uintptr_t)c + c->size;
    if (body < end) madvise((void *)body, end - body, MADV_DONTNEED);
}

/* Gives the memory of the chunks of `list` (any sizes) back to the
 * operating system, outside the lock, then files them as dormant under
 * one acquisition of it. */
static void send_dormant(Chunk *list) {
    Chunk *normal = NULL, *normal_tail = NULL, *large = NULL, *large_tail = NULL;
    for (Chunk *c = list, *next; c; c = next) {
        next = c->next;
        make_dormant(c);
        int one = c->size == SK_CHUNK_BYTES;
        Chunk **head = one ? &normal : &large, **tail = one ? &normal_tail : &large_tail;
        c->next = *head;
        *head = c;
        if (!*tail) *tail = c;
    }
    if (!normal && !large) return;
    pool_lock_take();
    if (normal) {
        normal_tail->next = dormant_normal;
        dormant_normal = normal;
    }
    if (large) {
        large_tail->next = dormant_large;
        dormant_large = large;
    }
    pthread_mutex_unlock(&pool_lock);
}

/* Puts the n normal chunks first..tail into the global pool, up to its
 * target; the others go dormant. */
static void pool_put(Chunk *first, Chunk *tail, size_t n) {
    pool_lock_take();
    size_t room = pool_count < pool_target ? pool_target - pool_count : 0;
    if (n <= room) {
        tail->next = pool_head;
        pool_head = first;
        pool_count += n;
        first = NULL;
    } else if (room) {
        size_t k;
        Chunk *kept = list_cut(&first, room, &tail, &k);
        tail->next = pool_head;
        pool_head = kept;
        pool_count += k;
    }
    pthread_mutex_unlock(&pool_lock);
    send_dormant(first);
}

/* ---- per-thread caches --------------------------------------------------
 *
 * Every thread that acquires or releases normal chunks (those of one
 * slice, large or not) does it through a cache of its own, so that most
 * acquisitions and releases take no lock: a release pushes on the cache;
 * an acquisition pops from it, and when it is empty first moves a batch of
 * CACHE_BATCH chunks into it from the global pool (then from the dormant
 * chunks, then fresh ones) under one acquisition of the lock.  When a
 * release makes the cache hold more than CACHE_CAP chunks, CACHE_BATCH of
 * them go back to the global pool under one acquisition (those beyond
 * the pool's target go dormant, madvise outside the lock).  Before the
 * caches, 16 workers of msort allocating about 1 GB/s each would take the
 * one lock half a million times a second.
 *
 * Invariants: a cached chunk is free like a pooled one (heap == NULL,
 * mapped, in the chunk map, reset when acquired); only its thread touches
 * a cache.  A cache holds at most CACHE_CAP chunks between calls, so the
 * caches hold at most threads x CACHE_CAP chunks (2 MiB a thread) on top of
 * the pool's target.  A thread that exits flushes its cache (a destructor
 * of cache_key, registered when the thread first uses its cache); idle
 * workers flush theirs before they sleep (sched.c, chunk_cache_flush).
 * After a place's fork() the child's other threads are gone with their
 * caches: those chunks stay mapped and free, never reused (at most
 * threads x CACHE_CAP chunks of address space). */
#define CACHE_CAP 32
#define CACHE_BATCH 16

typedef struct ChunkCache {
    Chunk *head;    /* free normal chunks, linked through `next` */
    size_t count;
    int registered; /* cache_key is set: the thread flushes when it exits */
} ChunkCache;

static _Thread_local ChunkCache cache;
static pthread_key_t cache_key;
static int cache_key_made;
static pthread_once_t cache_key_once = PTHREAD_ONCE_INIT;

static void cache_thread_exit(void *arg) {
    (void)arg;
    chunk_cache_flush();
    cache.registered = 0; /* a later destructor using chunks registers again */
}

static void cache_key_create(void) {
    cache_key_made = pthread_key_create(&cache_key, cache_thread_exit) == 0;
}

static void cache_register(ChunkCache *cc) {
    pthread_once(&cache_key_once, cache_key_create);
    if (cache_key_made) pthread_setspecific(cache_key, cc);
    cc->registered = 1;
}

/* Fills the empty cache with up to CACHE_BATCH chunks; returns whether it
 * got any (none: mmap failed). */
static int cache_refill(ChunkCache *cc) {
    if (!cc->registered) cache_register(cc);
    Chunk *got = NULL, *tail = NULL;
    size_t n = 0, k = 0, fresh_n = 0;
    pool_lock_take();
    if (pool_head) {
        got = list_cut(&pool_head, CACHE_BATCH, &tail, &n);
        pool_count -= n;
    }
    if (n < CACHE_BATCH && dormant_normal) {
        Chunk *t, *more = list_cut(&dormant_normal, CACHE_BATCH - n, &t, &k);
        if (tail) tail->next = more;
        else got = more;
        n += k;
    }
    char *fresh = n < CACHE_BATCH ? carve_fresh(SK_CHUNK_BYTES, CACHE_BATCH - n, &fresh_n) : NULL;
    pthread_mutex_unlock(&pool_lock);
    for (size_t i = fresh_n; i-- > 0;) {
        Chunk *c = (Chunk *)(fresh + i * SK_CHUNK_BYTES);
        chunk_reset(c, SK_CHUNK_BYTES, 0);
        map_set((uintptr_t)c, SK_CHUNK_BYTES, c);
        c->next = got;
        got = c;
    }
    cc->head = got;
    cc->count = n + fresh_n;
    return cc->count != 0;
}

static void cache_push(ChunkCache *cc, Chunk *c) {
    if (!cc->registered) cache_register(cc);
    c->next = cc->head;
    cc->head = c;
    if (++cc->count <= CACHE_CAP) return;
    Chunk *tail;
    size_t n;
    Chunk *batch = list_cut(&cc->head, CACHE_BATCH, &tail, &n);
    cc->count -= n;
    pool_put(batch, tail, n);
}

void chunk_cache_flush(void) {
    ChunkCache *cc = &cache;
    if (!cc->head) return;
    Chunk *tail;
    size_t n;
    Chunk *all = list_cut(&cc->head, cc->count, &tail, &n);
    cc->count = 0;
    pool_put(all, tail, n);
}

size_t chunk_cache_count(void) { return cache.count; }

/* ---- acquiring and releasing --------------------------------------------- */

Chunk *chunk_acquire(size_t object_bytes) {
    size_t need = SK_CHUNK_HEADER_BYTES + object_bytes;
    int normal = need <= SK_CHUNK_BYTES && object_bytes <= SK_LARGE_OBJECT_BYTES;
    size_t size = normal ? SK_CHUNK_BYTES : (need + SK_CHUNK_BYTES - 1) & ~(SK_CHUNK_BYTES - 1);
    if (size < need) return NULL; /* overflow */
    Chunk *c = NULL;
    /* A large chunk of one slice is a normal chunk with another flag: both
     * kinds share the caches and the pool (programs allocating many medium
     * arrays would otherwise fault every one of them in). */
    if (size == SK_CHUNK_BYTES) {
        ChunkCache *cc = &cache;
        if (!cc->head && !cache_refill(cc)) return NULL;
        c = cc->head;
        cc->head = c->next;
        cc->count--;
        chunk_reset(c, size, normal ? 0 : CHUNK_LARGE);
        return c;
    }
    pool_lock_take();
    if ((c = take_dormant(&warm_large, size)) != NULL) warm_large_bytes -= size;
    else c = take_dormant(&dormant_large, size);
    size_t got = 0;
    char *m = c ? NULL : carve_fresh(size, 1, &got);
    pthread_mutex_unlock(&pool_lock);
    if (c) {
        chunk_reset(c, size, CHUNK_LARGE);
        return c;
    }
    if (!m) return NULL;
    c = (Chunk *)m;
    chunk_reset(c, size, CHUNK_LARGE);
    map_set((uintptr_t)m, size, c);
    return c;
}

void chunk_release(Chunk *c) {
    c->heap = NULL;
    c->flags &= CHUNK_LARGE;
    c->frontier = c->start;
    if (c->size == SK_CHUNK_BYTES) {
        cache_push(&cache, c);
        return;
    }
    pool_lock_take();
    if (warm_large_bytes + c->size <= warm_large_max) {
        c->next = warm_large;
        warm_large = c;
        warm_large_bytes += c->size;
        pthread_mutex_unlock(&pool_lock);
        return;
    }
    pthread_mutex_unlock(&pool_lock);
    c->next = NULL;
    send_dormant(c);
}

/* Sends warm large chunks dormant until at most `keep` bytes are left. */
static void trim_warm_large(size_t keep) {
    for (;;) {
        Chunk *list = NULL;
        pool_lock_take();
        for (int k = 0; k < TRIM_BATCH && warm_large_bytes > keep; k++) {
            Chunk *c = warm_large;
            warm_large = c->next;
            warm_large_bytes -= c->size;
            c->next = list;
            list = c;
        }
        pthread_mutex_unlock(&pool_lock);
        if (!list) return;
        send_dormant(list);
    }
}

void chunk_trim_pool(size_t keep_chunks) {
    for (;;) {
        Chunk *list = NULL, *tail;
        size_t n = 0;
        pool_lock_take();
        if (pool_count > keep_chunks) {
            size_t excess = pool_count - keep_chunks;
            list = list_cut(&pool_head, excess < TRIM_BATCH ? excess : TRIM_BATCH, &tail, &n);
            pool_count -= n;
        }
        pthread_mutex_unlock(&pool_lock);
        if (!list) return;
        send_dormant(list);
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
