/* gc/chunk.h — chunks: the unit in which heaps get memory.
 *
 * A chunk is SK_CHUNK_BYTES-aligned memory obtained with mmap, starting with
 * a Chunk header followed by objects laid back to back from `start` to
 * `frontier` (the chunk is "parseable": walking headers from start reaches
 * frontier exactly).  Normal chunks are SK_CHUNK_BYTES long; a large object
 * gets a chunk of its own, a multiple of SK_CHUNK_BYTES long, holding just
 * that object.
 *
 * Invariants:
 *   - every chunk in use belongs to exactly one heap (`heap`), and `depth`
 *     is twice that heap's depth for an old chunk, plus one for a young
 *     one (gc/heap.h, GENERATIONS; updated when heaps merge at a join and
 *     when a minor collection keeps a young chunk, which becomes old);
 *   - the chunk map sends every SK_CHUNK_BYTES slice of a mapped chunk to
 *     its Chunk, and every other address to NULL, so chunk_lookup() answers
 *     "which chunk, if any, holds this address?" for arbitrary words (the
 *     conservative stack scan and the verifier rely on this);
 *   - chunks in the free pool, in a thread's cache or dormant have
 *     heap == NULL; chunks are
 *     never unmapped, so a chunk header found through the map stays
 *     readable.
 *
 * Object starts (for interior pointers): the inline allocation fast path
 * is a bump and records nothing, so each normal chunk carries an
 * object-start bitmap in its header (one bit per 8-byte word, set at each
 * header), valid for the objects below `starts_upto` and extended from
 * there to the frontier when a lookup needs it (chunk_update_starts).
 * Objects never move or change size inside a chunk, so the bits stay true
 * from one collection to the next; only a sweep, which merges dead objects
 * into fillers, rewrites them (it walks the chunk anyway).  (Rebuilding and freeing a
 * malloc'd bitmap for every chunk a stack word pointed into, at every
 * collection, made conservative scans of deep stacks slow and raced
 * between the debug-gc verifier and collections.)  Large chunks need no
 * bitmap: their one object starts at `start`.
 *
 * Thread safety: the chunk map is read with atomic loads so that workers
 * may look up addresses while another maps chunks.  Any thread may call
 * chunk_acquire and chunk_release: normal chunks go through a cache of
 * the calling thread's own (no lock; a batch of chunks moves between it
 * and the global pool under one acquisition of the pool lock when it runs
 * empty or overfull), large ones through the global lists under the pool
 * lock, which chunk_trim_pool and chunk_pool_reserve take too.  Chunks in
 * thread caches are free (heap == NULL) but outside the pool's count and
 * target: at most CACHE_CAP (chunk.c) per thread.  A chunk's fields
 * are written only by the thread of the task owning its heap (and at a
 * join, by the parent task, once the children are finished).
 */
#ifndef SKEIN_GC_CHUNK_H
#define SKEIN_GC_CHUNK_H

#include <stddef.h>
#include <stdatomic.h>
#include <stdint.h>

#include "../include/skein.h"

/* SK_CHUNK_LOG is in skein.h (the barriers read chunk depths inline).
 * 64 KiB: every task of a parallel program that gets promoted owns a heap
 * of its own, with at least one chunk being filled (and a to-space when it
 * collects); with 1 MiB chunks, msort of 10^7 on 2 workers peaked at 10.6
 * times the heap of 1 worker, almost all of it unfilled chunks. */
#define SK_CHUNK_BYTES ((size_t)1 << SK_CHUNK_LOG)
/* SK_LARGE_OBJECT_BYTES (skein.h): objects bigger than that get a chunk of
 * their own.  It must stay well below SK_CHUNK_BYTES. */
_Static_assert(SK_LARGE_OBJECT_BYTES * 8 <= SK_CHUNK_BYTES, "large-object threshold");

enum {
    CHUNK_LARGE = 1u << 0,      /* holds exactly one large object             */
    CHUNK_FROM_SPACE = 1u << 1, /* being evacuated by the running collection  */
    CHUNK_TO_SPACE = 1u << 2,   /* receiving copies in the running collection */
    CHUNK_KEEP = 1u << 3,       /* from-space chunk kept: holds pinned/large
                                   live objects                               */
};

typedef struct Chunk {
    struct SkHeap *heap;   /* owning heap; NULL while in the free pool      */
    uint32_t depth;        /* 2 x the owning heap's depth, + 1 when young    */
    uint32_t flags;        /* CHUNK_*                                        */
    size_t size;           /* bytes mapped, header included                  */
    char *start;           /* first object header                            */
    char *frontier;        /* end of the objects (== start when empty)       */
    char *limit;           /* end of usable space                            */
    struct Chunk *next;    /* next chunk of the same heap (or pool)          */
    char *starts_upto;     /* `starts` is valid for objects below this       */
    /* object-start bitmap of a normal chunk: bit i is set when word i of
     * the chunk (counted from the chunk's base) holds an object header */
    uint64_t starts[((size_t)1 << SK_CHUNK_LOG) / 8 / 64];
} Chunk;

_Static_assert(offsetof(Chunk, depth) == 8, "sk_chunk_depth reads the depth at offset 8");

/* Whether chunk c (of any heap) is a young chunk. */
static inline int chunk_is_young(const Chunk *c) { return c->depth & 1; }
/* The label of the root heap's young chunks: a chunk at this depth or
 * shallower belongs to the root heap. */
#define SK_ROOT_YOUNG_DEPTH 1u

/* Rounds the header up so objects start 64-byte aligned. */
#define SK_CHUNK_HEADER_BYTES ((sizeof(Chunk) + 63) & ~(size_t)63)

/* A fresh chunk able to hold `object_bytes` (header included) of objects:
 * a normal chunk when that fits, else a large one.  Zeroed only when newly
 * mapped.  Returns NULL when mmap fails. */
Chunk *chunk_acquire(size_t object_bytes);
/* Returns a chunk to the calling thread's cache (normal chunks; the
 * cache's overflow goes to the global pool up to the pool's target), or
 * its memory to the operating system (it stays mapped: see chunk.c). */
void chunk_release(Chunk *c);
/* Moves the calling thread's cached chunks to the global pool (beyond
 * its target: dormant).  Threads flush when they exit (by themselves: a
 * thread-specific destructor); idle workers call it before they sleep. */
void chunk_cache_flush(void);
/* Chunks in the calling thread's cache. */
size_t chunk_cache_count(void);
/* Returns the memory of chunks in the global pool beyond keep_chunks to
 * the operating system (shrinks the process after a big collection);
 * thread caches are left alone. */
void chunk_trim_pool(size_t keep_chunks);
/* Raises the pool's target to about `bytes` of normal chunks (what the
 * next collection cycle will allocate: called after a collection with the
 * heap's trigger), or when may_shrink lowers it towards that by a quarter,
 * and trims the pool to the target. */
void chunk_pool_reserve(size_t bytes, int may_shrink);
/* Normal chunks in the global pool (not in thread caches). */
size_t chunk_pool_count(void);
/* How many times the pool's lock has been taken (statistics). */
uint64_t chunk_pool_locks(void);

/* The chunk map: skein.h defines it (the write barrier's fast path reads
 * it); chunk.c writes it.  chunk_lookup is inline: the read barrier's
 * slow path calls it on every check. */
#define MAP_ADDRESS_BITS SK_MAP_ADDRESS_BITS
#define MAP_INDEX_BITS SK_MAP_INDEX_BITS
#define MAP_LEAF_BITS SK_MAP_LEAF_BITS
#define MAP_ROOT_BITS SK_MAP_ROOT_BITS
typedef SkChunkMapLeaf ChunkMapLeaf;
#define chunk_map sk_chunk_map

/* The chunk holding address a, or NULL (any address, any thread). */
static inline Chunk *chunk_lookup(uintptr_t a) { return (Chunk *)sk_chunk_of(a); }

/* The object pointer of the live (non-filler) object whose extent
 * [header, end) contains address a, or 0.  Brings c->starts up to date
 * first; the chunk must be parseable (no forwarded headers yet). */
SkValue chunk_object_containing(Chunk *c, uintptr_t a);
/* Extends c->starts over the objects between starts_upto and the frontier.
 * Called by the thread owning c's heap, or with c's heap frozen and the
 * caller serialised with every other caller for c (the verifier's lock). */
void chunk_update_starts(Chunk *c);
/* Whether the word at address a is an object header according to
 * c->starts (which must be up to date). */
int chunk_is_object_start(const Chunk *c, uintptr_t header_address);
/* A sweep rebuilds c->starts as it walks c: begin clears the bitmap and
 * declares it valid up to the frontier; then chunk_sweep_start(c, p) for
 * every header the sweep leaves (live objects and filler heads). */
void chunk_sweep_starts_begin(Chunk *c);
void chunk_sweep_start(Chunk *c, const char *p);

/* Total size of the object whose header is at p (header + payload). */
static inline size_t object_total_bytes(const char *p) {
    return 8 + sk_payload_bytes(*(const SkHeader *)p);
}

/* Place forks: hold (1) or release (0) the chunk pool's lock. */
void chunk_pool_fork_guard(int hold);

#endif
