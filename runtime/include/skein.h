/* skein.h — the one header that generated C code includes.
 *
 * Owns: the value representation (object headers, immediates), the inline
 * fast paths (bump allocation, heartbeat poll) and the declarations of every
 * runtime entry point generated code may call.  Everything else in runtime/
 * is private to its directory.
 *
 * VALUES.  A value held in a pointer slot is an SkValue, one machine word:
 *   - low bit 1: an immediate (nullary constructors, chars, bools, unit):
 *     SK_IMM(n) == (n << 1) | 1;
 *   - 0: a null slot (only before initialisation or for runtime-private use);
 *   - otherwise an object pointer, 8-byte aligned, that points at the first
 *     field of an object; the object's one-word header sits just below it.
 *     It points into a heap chunk, or at static data outside every chunk
 *     (constant strings emitted by the compiler: never collected, and they
 *     must hold no pointers into heaps).
 * Unboxed ints, words and reals (64-bit) never live in pointer slots; they
 * sit in an object's non-pointer area or in C locals.
 *
 * OBJECTS.  [header][pointer fields ...][non-pointer bytes ...]
 * The header (SkHeader, 64 bits):
 *   bit 0      always 1 in a header.  During a collection a from-space
 *              object's header word may be replaced by a forwarding pointer
 *              (the new object pointer, low bit 0): that is the "forwarded"
 *              state; none survive a collection.
 *   bit 1      MARK      collector-private, clear outside collections
 *   bit 2      PIN       the object must not move (conservative root, or
 *                        entangled: reachable by a concurrent task)
 *   bit 3      SUSPECT   holds or held a down-pointer, or is an entangled
 *                        mutable object: reads of it are checked for
 *                        entanglement, writes too (BARRIERS)
 *   bits 4..7  kind      SK_KIND_*
 *   bits 8..15 UNPIN     of an object pinned by entanglement: 1 + the
 *                        depth at which it is unpinned (gc/barrier.c);
 *                        0 otherwise
 *   records (RECORD, MUTABLE, FILLER):
 *     bits 16..39  number of pointer fields
 *     bits 40..63  number of non-pointer bytes (a multiple of 8)
 *   sequences (VECTOR, ARRAY):
 *     bits 16..19  pointer fields per element (elements are [ptrs][bytes])
 *     bits 20..27  non-pointer bytes per element (1, 2, 4, 8 ... 255)
 *     bits 28..63  length in elements
 * Every object's payload is a multiple of 8 bytes and at least 8 bytes, so
 * objects never overlap and every address in [header, end) belongs to
 * exactly one object.  Byte sequences (1 byte per element, no pointers) are
 * followed by at least one zero byte, so a string's bytes are also a C
 * string.  Strings are VECTORs of bytes; their length is in the header.
 *
 * ALLOCATION.  Each running task has an SkMutator with a bump pointer
 * (frontier) and a limit.  sk_alloc() is the inline fast path; when the
 * space runs out it calls sk_alloc_slow(), which may collect.  Invariant the
 * generated code must keep: every pointer field of a new object is written
 * (with an SkValue) before the next call into the runtime (allocation, poll,
 * any sk_* function), because a collection scans it.
 *
 * ROOTS.  The C stack and registers are scanned conservatively: any word
 * that points into an object (interior pointers included) pins that object,
 * so C locals never need to be re-read after a collection.  Globals are
 * precise roots: register them once with sk_register_roots().  Generated
 * code must never keep only a pointer that lies outside its object (before
 * the header or past the end) across a call.
 *
 * TASKS AND THREADS.  Each task (the root task, and the right half of
 * every fork that another worker took) has its own SkMutator, embedded in
 * the fiber it runs on; generated code reaches it through the `m`
 * parameter every function has, never through thread-local storage, so a
 * task whose fiber migrates between workers keeps a valid `m`.  The
 * exception being raised (exn, raised) is per task for the same reason.
 * Functions that take an SkMutator must be called by the thread currently
 * running that mutator's task.
 *
 * FORK/JOIN (ForkJoin.par).  Generated code brackets the left branch with
 * sk_fork/sk_join on a stack-allocated SkFork.  Without a heartbeat (or an
 * idle worker's request) nothing else happens: the right branch then runs
 * inline, so a fork costs a few stores.  A poll that sees the heartbeat flag
 * promotes the oldest latent fork of the task: its right half becomes a
 * stealable task and the left half moves to a fresh child heap.  See
 * runtime/sched/sched.c.
 *
 * LATENT ROOM.  A task records at most `latent-forks` (option, default
 * SK_DEFAULT_LATENT_FORKS) latent DIVIDE-AND-CONQUER forks at a time: pars
 * whose right branch calls back into their own recursion (the compiler
 * decides: codegen prims_par.rs).  m->latent_room counts what is left
 * (sk_fork_dc takes one, its fast join or its promotion gives it back;
 * other forks do not count, so 0 <= room <= latent-forks).  Out of room,
 * such a par records nothing: it runs (f (), g ()) directly, calling the
 * `_skip` clones of its recursion, whose pars do not test the room and
 * whose entry poll is the gate sk_skip_gate: one load and branch that
 * leaves the clones (the call goes on in the function itself, which polls
 * and may record) on a heartbeat or when the task has room again.  So the
 * deep levels of a recursion cost about what the sequential elision does.
 * Promotion is unaffected where it matters: a heartbeat promotes the
 * task's OLDEST latent fork, and the recorded forks are the oldest ones of
 * the recursion (shallow levels are recorded before the room runs out); a
 * promotion frees room, so forks made afterwards are recorded again, and a
 * skipped fork's right branch, run inline, records its own forks.
 *
 * BARRIERS.  Stores of pointers into mutable objects (ref :=, array
 * update) go through sk_write_ptr, compare-and-swap through sk_cas_ptr;
 * loads of pointers from mutable objects through sk_read_ptr.  The write
 * barrier takes its slow path only when the mutable object lies in a chunk
 * shallower than the task's allocation chunks (sk_chunk_depth(obj) <
 * m->depth) or is SUSPECT: two loads and two tests.  Chunk depths are
 * twice the heap's depth, plus one for the young generation
 * (runtime/gc/heap.h, GENERATIONS), so the slow path runs for stores into
 * ancestors' objects and into the old objects of the task's own heap (in
 * a sequential program: into old objects only).  The write slow path
 * records down-pointers (and old->young pointers) in the pointed-to
 * heap's remembered set and marks the object SUSPECT (before the store)
 * when the pointer crosses heaps.  The read barrier's
 * slow path, the entanglement check, runs only for SUSPECT objects: a task
 * can read a pointer into a heap that is not its ancestor only from an
 * object holding a down-pointer (MPL's suspects: any other pointer stored
 * by a task points into the task's own heap or an ancestor, which is at
 * least as shallow as the object's heap and so an ancestor of every
 * reader of the object) or from an entangled object (pinned and marked
 * SUSPECT by the check).  Entangled objects are pinned, not refused:
 * runtime/gc/barrier.c.
 */
#ifndef SKEIN_H
#define SKEIN_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__GNUC__) || defined(__clang__)
/* SK_UNLIKELY marks raise paths, overflow and bounds checks, polls and
 * allocation slow paths: taken perhaps once in 10^4 times.  Plain
 * __builtin_expect says 1 in 10, and gcc multiplies such estimates down a
 * function's straight-line code: in a long top-level function a loop after
 * a few dozen checks fell below gcc's 1/1000 "hot" threshold and was
 * compiled for size (idiv for `mod 1000`, accumulators in memory): bench
 * loops' sequential elision ran 0.33 s instead of 0.17 s. */
#if defined(__has_builtin)
#if __has_builtin(__builtin_expect_with_probability)
#define SK_EXPECT_PROB 0.9999
#define SK_LIKELY(x) __builtin_expect_with_probability(!!(x), 1, SK_EXPECT_PROB)
#define SK_UNLIKELY(x) __builtin_expect_with_probability(!!(x), 0, SK_EXPECT_PROB)
#endif
#endif
#ifndef SK_LIKELY
#define SK_LIKELY(x) __builtin_expect(!!(x), 1)
#define SK_UNLIKELY(x) __builtin_expect(!!(x), 0)
#endif
#define SK_NOINLINE __attribute__((noinline))
#define SK_INLINE static inline __attribute__((always_inline))
#else
#define SK_INLINE static inline
#define SK_LIKELY(x) (x)
#define SK_UNLIKELY(x) (x)
#define SK_NOINLINE
#endif
#define SK_NORETURN _Noreturn

typedef uintptr_t SkValue;
typedef uint64_t SkHeader;

/* ---- immediates -------------------------------------------------------- */

#define SK_IMM(n) ((SkValue)(((uintptr_t)(n) << 1) | 1u))
#define SK_IMM_VALUE(v) ((intptr_t)(v) >> 1)
#define SK_IS_IMM(v) (((v) & 1u) != 0)
#define SK_IS_PTR(v) (((v) & 1u) == 0 && (v) != 0)
#define SK_UNIT SK_IMM(0)
#define SK_FALSE SK_IMM(0)
#define SK_TRUE SK_IMM(1)
#define SK_CHAR(c) SK_IMM((unsigned char)(c))

/* ---- headers ----------------------------------------------------------- */

enum {
    SK_KIND_RECORD = 1,  /* immutable: tuples, constructors, closures */
    SK_KIND_MUTABLE = 2, /* mutable record: ref cells                  */
    SK_KIND_VECTOR = 3,  /* immutable sequence: vectors, strings       */
    SK_KIND_ARRAY = 4,   /* mutable sequence: arrays                   */
    SK_KIND_FILLER = 5,  /* dead space inside a chunk; GC-internal     */
};

#define SK_HDR_VALID ((SkHeader)1 << 0)
#define SK_HDR_MARK ((SkHeader)1 << 1)
#define SK_HDR_PIN ((SkHeader)1 << 2)
#define SK_HDR_SUSPECT ((SkHeader)1 << 3)
#define SK_HDR_UNPIN_SHIFT 8
#define SK_HDR_UNPIN_MASK ((SkHeader)0xff << SK_HDR_UNPIN_SHIFT)
#define SK_HDR_GC_BITS (SK_HDR_MARK | SK_HDR_PIN | SK_HDR_SUSPECT | SK_HDR_UNPIN_MASK)

#define SK_MAX_RECORD_PTRS ((1u << 24) - 1)
#define SK_MAX_RECORD_BYTES ((1u << 24) - 8)
#define SK_MAX_ELEM_PTRS 15u
#define SK_MAX_ELEM_BYTES 255u
#define SK_MAX_LENGTH ((UINT64_C(1) << 36) - 1)

SK_INLINE SkHeader sk_record_header(unsigned kind, uint64_t ptrs, uint64_t bytes) {
    return SK_HDR_VALID | ((SkHeader)kind << 4) | (ptrs << 16) | (bytes << 40);
}
SK_INLINE SkHeader sk_sequence_header(unsigned kind, uint64_t elem_ptrs,
                                          uint64_t elem_bytes, uint64_t length) {
    return SK_HDR_VALID | ((SkHeader)kind << 4) | (elem_ptrs << 16) | (elem_bytes << 20) |
           (length << 28);
}

SK_INLINE unsigned sk_header_kind(SkHeader h) { return (unsigned)(h >> 4) & 0xfu; }
SK_INLINE int sk_kind_is_sequence(unsigned k) {
    return k == SK_KIND_VECTOR || k == SK_KIND_ARRAY;
}
SK_INLINE uint64_t sk_record_ptrs(SkHeader h) { return (h >> 16) & 0xffffffu; }
SK_INLINE uint64_t sk_record_bytes(SkHeader h) { return h >> 40; }
SK_INLINE uint64_t sk_elem_ptrs(SkHeader h) { return (h >> 16) & 0xfu; }
SK_INLINE uint64_t sk_elem_bytes(SkHeader h) { return (h >> 20) & 0xffu; }
SK_INLINE uint64_t sk_seq_length(SkHeader h) { return h >> 28; }

/* Payload bytes (after the header) of a sequence with this layout. */
SK_INLINE size_t sk_sequence_payload(uint64_t elem_ptrs, uint64_t elem_bytes,
                                         uint64_t length) {
    size_t raw = (size_t)length * (size_t)(elem_ptrs * 8 + elem_bytes);
    if (elem_ptrs == 0 && elem_bytes == 1) raw += 1; /* the trailing NUL */
    raw = (raw + 7) & ~(size_t)7;
    return raw < 8 ? 8 : raw;
}

/* Payload bytes of any object, from its header alone. */
SK_INLINE size_t sk_payload_bytes(SkHeader h) {
    if (sk_kind_is_sequence(sk_header_kind(h)))
        return sk_sequence_payload(sk_elem_ptrs(h), sk_elem_bytes(h), sk_seq_length(h));
    size_t raw = (size_t)(sk_record_ptrs(h) * 8 + sk_record_bytes(h));
    return raw < 8 ? 8 : raw;
}

/* ---- object access ----------------------------------------------------- */

#define SK_HEADER(v) (((SkHeader *)(v))[-1])
#define SK_FIELD(v, i) (((SkValue *)(v))[i])
/* Start of the non-pointer area of a record with `ptrs` pointer fields. */
#define SK_BYTES(v, ptrs) ((unsigned char *)(v) + 8 * (size_t)(ptrs))
#define SK_LENGTH(v) ((size_t)sk_seq_length(SK_HEADER(v)))
#define SK_STRING_BYTES(v) ((char *)(v))

/* ---- mutators and allocation ------------------------------------------- */

struct SkHeap;

/* The state a running task allocates, polls and raises through; one per
 * task (see TASKS AND THREADS).  The first fields are what generated code
 * touches; the rest is the runtime's. */
typedef struct SkMutator {
    char *frontier;              /* next free byte of the allocation chunk   */
    char *limit;                 /* fast path may bump up to here; equal to
                                    frontier when every allocation must take
                                    the slow path (gc-stress)                 */
    union {                      /* the gate of `_skip` clones: sk_skip_gate   */
        struct {
            _Atomic uint32_t heartbeat; /* nonzero: the next poll takes the slow path */
            int32_t latent_room; /* divide-and-conquer forks the task may still
                                    record (LATENT ROOM): 0..latent-forks     */
        };
        uint64_t gate;
    };
    struct SkHeap *heap;         /* the leaf heap of the task now running     */
    SkValue exn;                 /* the packet being raised                   */
    int raised;                  /* set while an exception propagates         */
    uint32_t depth;              /* == 2 * heap->depth + 1, the depth label of
                                    heap's young chunks (barrier fast path)   */
    struct SkFork *newest;       /* innermost fork whose left half runs now   */
    struct SkWorker *worker;     /* the worker running this task              */
    struct SkFiber *fiber;       /* the fiber the task runs on (NULL: none)   */
    uintptr_t stack_hi;          /* top of the stack running now (conservative
                                    scan): the fiber's, or a coroutine's       */
    struct SkCoroutines *coroutines; /* the task's coroutines (conc/), or NULL */
    struct SkRegion *region;     /* the task's innermost open Region.run
                                    (REGIONS), or NULL                         */
    uint64_t gc_ns;              /* time spent collecting this task's heaps
                                    (CML's time slices count the rest)        */
} SkMutator;

/* Slow path: refills the allocation area (collecting when the heap is due),
 * allocates a large object in its own chunk, or reports out of memory.
 * Returns the new object's pointer with its header written. */
SkValue sk_alloc_slow(SkMutator *m, SkHeader h, size_t payload_bytes);
/* Sequences whose length may not fit the header or whose size overflows:
 * checks, then allocates (in a chunk of their own when large). */
SkValue sk_alloc_sequence_slow(SkMutator *m, unsigned kind, uint64_t elem_ptrs,
                               uint64_t elem_bytes, uint64_t length);

/* Allocates an object with header `h` and `payload_bytes` (a multiple of 8,
 * at least 8, equal to sk_payload_bytes(h)).  Fields are not initialised. */
SK_INLINE SkValue sk_alloc(SkMutator *m, SkHeader h, size_t payload_bytes) {
    char *p = m->frontier;
    size_t total = payload_bytes + 8;
    if (SK_UNLIKELY((size_t)(m->limit - p) < total)) return sk_alloc_slow(m, h, payload_bytes);
    m->frontier = p + total;
    *(SkHeader *)p = h;
    return (SkValue)(p + 8);
}

SK_INLINE SkValue sk_alloc_record(SkMutator *m, unsigned kind, uint64_t ptrs,
                                      uint64_t bytes) {
    SkHeader h = sk_record_header(kind, ptrs, bytes);
    return sk_alloc(m, h, sk_payload_bytes(h));
}

/* Objects larger than this (header included) get a chunk of their own and
 * are never copied.  At most an eighth of a chunk, so that the space left
 * at the end of a normal chunk when the next object does not fit stays
 * small. */
#define SK_LARGE_OBJECT_BYTES ((size_t)1 << 13)

/* Pointer elements must then be initialised by the caller.  Large sequences
 * (and lengths beyond SK_MAX_LENGTH, which end in out of memory) take the
 * slow path.  A byte sequence's last payload word is zeroed here, so that
 * byte arrays and vectors (char, Word8, bool elements) keep the trailing
 * NUL and padding of the layout invariant as strings do. */
SK_INLINE SkValue sk_alloc_sequence(SkMutator *m, unsigned kind, uint64_t elem_ptrs,
                                        uint64_t elem_bytes, uint64_t length) {
    SkValue v;
    SkHeader h = sk_sequence_header(kind, elem_ptrs, elem_bytes, length);
    size_t payload = sk_sequence_payload(elem_ptrs, elem_bytes, length);
    if (SK_UNLIKELY(length > (SK_LARGE_OBJECT_BYTES >> 3)))
        v = sk_alloc_sequence_slow(m, kind, elem_ptrs, elem_bytes, length);
    else if (SK_UNLIKELY(payload + 8 > SK_LARGE_OBJECT_BYTES))
        v = sk_alloc_slow(m, h, payload);
    else
        v = sk_alloc(m, h, payload);
    if (elem_ptrs == 0 && elem_bytes == 1) ((uint64_t *)v)[payload / 8 - 1] = 0;
    return v;
}

/* ---- single precision ------------------------------------------------- */

/* x rounded to single precision, as a double (Real32.real's representation).
 * The empty asm keeps the float in a register as a float: gcc 12's SLP
 * vectorizer dropped the rounding of `(double)(float)(a + b)` when it
 * vectorized three such additions (a record of Real32s summed by foldl
 * gave double-precision sums at -O2, not at -O1).  The one before it hides
 * x from the constant folder, so that the conversion runs in the rounding
 * mode of the moment: gcc folded `(float)` of a constant double in
 * round-to-nearest, so Real32.nextAfter (1.0, 2.0), which rounds the next
 * double up under TO_POSINF, gave 1.0 once inlining made its argument a
 * constant (basis/real32-impl.sml; Real32.fromLarge MODE likewise). */
SK_INLINE double sk_round_f32(double x) {
#if defined(__x86_64__)
    __asm__("" : "+x"(x));
    float f = (float)x;
    __asm__("" : "+x"(f));
#elif defined(__aarch64__)
    __asm__("" : "+w"(x));
    float f = (float)x;
    __asm__("" : "+w"(f));
#else
    volatile double vx = x;
    float f = (float)vx;
    volatile float v = f;
    f = v;
#endif
    return (double)f;
}

/* Loop runners (codegen prims_par.rs) run a chunk of iterations in a
 * version where every index is known to lie within +-SK_SMALL_INDEX, so
 * that gcc can drop the overflow checks of index arithmetic. */
#define SK_SMALL_INDEX ((int64_t)1 << 40)

/* ---- polls ------------------------------------------------------------- */

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define SK_HAS_TSAN_FEATURE 1
#endif
#endif
#ifndef SK_HAS_TSAN_FEATURE
#define SK_HAS_TSAN_FEATURE 0
#endif

/* Emitted at function entries and loop back-edges: one load and a branch.
 * On x86-64 the test is a compare with memory (cmpl $0 / jne, one fused
 * instruction pair, no register taken): gcc does not fold an atomic load
 * into a compare, and loads the flag into a register and tests it.  The
 * asm reads the flag once per execution, as the relaxed load does (the
 * heartbeat thread's store is a plain atomic store; a poll may see it one
 * poll late).  ThreadSanitizer builds keep the atomic load, which it can
 * see.  sk_skip_gate is the entry test of a `_skip` clone (LATENT ROOM):
 * nonzero on a heartbeat or when the task may record a fork again, one
 * 64-bit test of both fields. */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && \
    !defined(__SANITIZE_THREAD__) && !SK_HAS_TSAN_FEATURE
SK_INLINE int sk_heartbeat_set(SkMutator *m) {
    int set;
    __asm__ volatile("cmpl $0, %1" : "=@ccne"(set) : "m"(m->heartbeat));
    return set;
}
SK_INLINE int sk_skip_gate(SkMutator *m) {
    int open;
    __asm__ volatile("cmpq $0, %1" : "=@ccne"(open) : "m"(m->gate));
    return open;
}
#else
SK_INLINE int sk_heartbeat_set(SkMutator *m) {
    return atomic_load_explicit(&m->heartbeat, memory_order_relaxed) != 0;
}
SK_INLINE int sk_skip_gate(SkMutator *m) {
    return __atomic_load_n(&m->gate, __ATOMIC_RELAXED) != 0;
}
#endif
#define SK_POLL(m)                                                                       \
    do {                                                                                 \
        if (SK_UNLIKELY(sk_heartbeat_set(m))) sk_poll_slow(m);                           \
    } while (0)

/* How many times a loop counter at `from` may step up while below `to`
 * (codegen polls.rs QuietLoop): to - from, at least 0, at most
 * SK_TRIPS_MANY so that a few terms add up without overflow.  A loop
 * entered with at most BOUNDED_TRIPS of these runs its copy without polls. */
#define SK_TRIPS_MANY (UINT64_C(1) << 20)
SK_INLINE uint64_t sk_trips(int64_t from, int64_t to) {
    if (from >= to) return 0;
    uint64_t d = (uint64_t)to - (uint64_t)from;
    return d < SK_TRIPS_MANY ? d : SK_TRIPS_MANY;
}

/* The stop of one strip of a strip-mined loop (codegen polls.rs StripTest)
 * whose counter at `x` steps up while below (or at) `lim`: `lim` itself
 * when it is at most SK_STRIP steps away, else x + SK_STRIP (no overflow:
 * lim is further).  sk_strip_down likewise for a counter stepping down
 * while above `lim`.  SK_STRIP is polls.rs BOUNDED_TRIPS. */
#define SK_STRIP 256
SK_INLINE int64_t sk_strip_up(int64_t x, int64_t lim) {
    return x < lim && (uint64_t)lim - (uint64_t)x > SK_STRIP ? x + SK_STRIP : lim;
}
SK_INLINE int64_t sk_strip_down(int64_t x, int64_t lim) {
    return x > lim && (uint64_t)x - (uint64_t)lim > SK_STRIP ? x - SK_STRIP : lim;
}

/* Heartbeat slow path: clears the flag and promotes the task's oldest latent
 * fork, if any (sched.c). */
void sk_poll_slow(SkMutator *m);

/* ---- chunks, barriers ---------------------------------------------------- */

/* Heap chunks are 2^SK_CHUNK_LOG-byte aligned; the chunk header's second
 * word holds its depth label: 2 x the owning heap's depth, + 1 for a young
 * chunk (runtime/gc/chunk.h asserts the offset).  Every
 * mutable object (ref, array) lives in a chunk, in its first slice. */
#define SK_CHUNK_LOG 16
SK_INLINE uint32_t sk_chunk_depth(SkValue obj) {
    return *(const uint32_t *)((obj & ~(((uintptr_t)1 << SK_CHUNK_LOG) - 1)) + 8);
}

/* The chunk map (runtime/gc/chunk.h; chunk.c writes it): a two-level radix
 * table over 48-bit addresses, one entry per 2^SK_CHUNK_LOG slice, naming
 * the chunk that holds the slice or NULL.  The write barrier reads the
 * depth of a value's chunk through it: a value may be static data, which
 * lies in no chunk. */
#define SK_MAP_ADDRESS_BITS 48
#define SK_MAP_LEAF_BITS 16
#define SK_MAP_INDEX_BITS (SK_MAP_ADDRESS_BITS - SK_CHUNK_LOG)
#define SK_MAP_ROOT_BITS (SK_MAP_INDEX_BITS - SK_MAP_LEAF_BITS)
typedef struct SkChunkMapLeaf {
    _Atomic(void *) entry[(size_t)1 << SK_MAP_LEAF_BITS];
} SkChunkMapLeaf;
extern _Atomic(SkChunkMapLeaf *) sk_chunk_map[(size_t)1 << SK_MAP_ROOT_BITS];

/* The chunk holding address a, or NULL (any address, any thread). */
SK_INLINE void *sk_chunk_of(uintptr_t a) {
    uintptr_t i = a >> SK_CHUNK_LOG;
    if (SK_UNLIKELY(i >> SK_MAP_INDEX_BITS)) return 0;
    SkChunkMapLeaf *leaf = atomic_load_explicit(&sk_chunk_map[i >> SK_MAP_LEAF_BITS], memory_order_acquire);
    if (!leaf) return 0;
    return atomic_load_explicit(&leaf->entry[i & (((uintptr_t)1 << SK_MAP_LEAF_BITS) - 1)], memory_order_acquire);
}

/* The depth label of the chunk holding value v; 0 (the root heap's old
 * chunks: nothing is shallower) for immediates and static data. */
SK_INLINE uint32_t sk_value_depth(SkValue v) {
    if (v == 0 || SK_IS_IMM(v)) return 0;
    const char *c = (const char *)sk_chunk_of(v);
    return c ? __atomic_load_n((const uint32_t *)(c + 8), __ATOMIC_RELAXED) : 0;
}

void sk_write_barrier_slow(SkMutator *m, SkValue obj, SkValue *slot, SkValue v);
SkValue sk_read_barrier_slow(SkMutator *m, SkValue obj, SkValue *slot, SkValue v);
SkValue sk_cas_ptr_slow(SkMutator *m, SkValue obj, SkValue *slot, SkValue expected, SkValue v);

/* Whether a store of pointer v into mutable object obj needs the slow
 * path: obj is SUSPECT (it holds a down-pointer, or it is an entangled
 * object), or obj lies in a shallower chunk than the task's (an
 * ancestor's, or an old one of the task's heap) and v in a deeper chunk
 * than obj's (a down-pointer or an old->young pointer).  The value test
 * keeps sequential programs that store old values into old arrays (a
 * merge sort's) off the slow path: msort-strings made 3.6M calls per
 * 200k strings, 13% of its instructions. */
SK_INLINE int sk_write_needs_barrier(SkMutator *m, SkValue obj, SkValue v) {
    if (SK_HEADER(obj) & SK_HDR_SUSPECT) return 1;
    uint32_t d = sk_chunk_depth(obj);
    return d < m->depth && sk_value_depth(v) > d;
}

/* *slot = v where slot is a pointer field of mutable object obj. */
SK_INLINE void sk_write_ptr(SkMutator *m, SkValue obj, SkValue *slot, SkValue v) {
    if (SK_UNLIKELY(sk_write_needs_barrier(m, obj, v))) sk_write_barrier_slow(m, obj, slot, v);
    *slot = v;
}

/* The value of pointer field *slot of mutable object obj.  The slow path
 * may return a newer value of the slot than the one first loaded (it
 * re-reads the slot once it has made the value safe to hold). */
SK_INLINE SkValue sk_read_ptr(SkMutator *m, SkValue obj, SkValue *slot) {
    /* Acquire: the header is read after the slot (a plain load on x86-64),
     * so a down-pointer read here comes with its writer's SUSPECT mark. */
    SkValue v = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (SK_UNLIKELY(__atomic_load_n(&SK_HEADER(obj), __ATOMIC_RELAXED) & SK_HDR_SUSPECT))
        return sk_read_barrier_slow(m, obj, slot, v);
    return v;
}

/* Compare-and-swap of pointer field *slot of mutable object obj (by
 * identity): stores v if the slot holds `expected`; returns what the slot
 * held (== expected exactly when the store happened). */
SK_INLINE SkValue sk_cas_ptr(SkMutator *m, SkValue obj, SkValue *slot, SkValue expected, SkValue v) {
    if (SK_UNLIKELY(sk_write_needs_barrier(m, obj, v))) return sk_cas_ptr_slow(m, obj, slot, expected, v);
    SkValue seen = expected;
    __atomic_compare_exchange_n(slot, &seen, v, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return seen;
}

/* ---- fork/join ----------------------------------------------------------- */

/* Runs the right branch of fork fr for a task that is not the forking one
 * and stores the result's bits in *out.  Per-site adapters find the
 * branch's closure in the frame the SkFork heads (generated code), the
 * generic ones in fr->g. */
struct SkFork;
typedef void (*SkParRun)(SkMutator *m, struct SkFork *fr, uint64_t *out);

/* A latent fork: pushed by sk_fork, popped by sk_join.  The chain from
 * m->newest through `older` holds the task's LATENT work only: a promotion
 * unlinks the fork it promotes (sk_poll_slow), so the join finds
 * m->newest == fr exactly when fr was not promoted. */
typedef struct SkFork {
    struct SkFork *older;        /* the next older latent record of the task */
    SkParRun run;                /* NULL in an SkLoop's link                  */
    SkValue g;                   /* the right branch, for generic adapters    */
    /* runtime-private from here (valid only when promoted) */
    int raised;                  /* g raised (exn) when it ran elsewhere      */
    SkValue exn;
    uint64_t result;             /* g's result bits when it ran elsewhere     */
    struct SkHeap *parent_heap, *left_heap, *right_heap;
    struct SkTask *task;
    struct SkFiber *owner;       /* the fiber to resume at the join           */
    int counted;                 /* took latent room (sk_fork_dc)             */
    _Atomic int join;            /* 2 at promotion; the last to decrement it
                                    resumes the owner                          */
} SkFork;

/* Pushes latent fork fr (its `g` already set if `run` reads it). */
SK_INLINE void sk_fork(SkMutator *m, SkFork *fr, SkParRun run) {
    fr->older = m->newest;
    fr->run = run;
    fr->counted = 0;
    m->newest = fr;
}

/* sk_fork for a divide-and-conquer par, which takes latent room (LATENT
 * ROOM; only when sk_fork_room). */
SK_INLINE void sk_fork_dc(SkMutator *m, SkFork *fr, SkParRun run) {
    sk_fork(m, fr, run);
    fr->counted = 1;
    m->latent_room--;
}

int sk_join_slow(SkMutator *m, SkFork *fr);

/* Whether a par whose right branch recurses may record a latent fork now
 * (LATENT ROOM); when 0 the caller runs both branches itself. */
SK_INLINE int sk_fork_room(const SkMutator *m) {
    return m->latent_room > 0;
}

/* Ends the left branch (which may have raised: m->raised).  Returns 1 when
 * the caller must now run g itself (unless the left branch raised); 0 when
 * g already ran elsewhere: fr->result, fr->raised, fr->exn hold its outcome.
 * m->raised and m->exn are preserved. */
SK_INLINE int sk_join(SkMutator *m, SkFork *fr) {
    if (SK_LIKELY(m->newest == fr)) {
        m->newest = fr->older;
        return 1;
    }
    return sk_join_slow(m, fr);
}

/* sk_join of an sk_fork_dc fork: a latent fork gives its room back (a
 * promoted one gave it at its promotion). */
SK_INLINE int sk_join_dc(SkMutator *m, SkFork *fr) {
    if (SK_LIKELY(m->newest == fr)) {
        m->newest = fr->older;
        m->latent_room++;
        return 1;
    }
    return sk_join_slow(m, fr);
}

#define SK_DEFINE_PAR_RUN(NAME, T)                                                      \
    static inline void NAME(SkMutator *m, SkFork *fr, uint64_t *out) {                 \
        union { T v; uint64_t bits; } u;                                               \
        u.bits = 0;                                                                    \
        u.v = ((T(*)(SkMutator *, SkValue, SkValue))(uintptr_t)SK_IMM_VALUE(SK_FIELD(fr->g, 0)))( \
            m, fr->g, SK_UNIT);                                                        \
        *out = u.bits;                                                                 \
    }
SK_DEFINE_PAR_RUN(sk_par_run_i64, int64_t)
SK_DEFINE_PAR_RUN(sk_par_run_u64, uint64_t)
SK_DEFINE_PAR_RUN(sk_par_run_u8, uint8_t)
SK_DEFINE_PAR_RUN(sk_par_run_f64, double)
SK_DEFINE_PAR_RUN(sk_par_run_ptr, SkValue)

/* The value of bits stored by an SkParRun for type T. */
#define SK_PAR_BITS(T, bits) (((union { T v; uint64_t b; }){.b = (bits)}).v)

/* ---- parallel loops (ForkJoin.parform, ForkJoin.reducem) ---------------- */

/* A running parallel loop: an SkLoop in the C frame of the loop, linked into
 * the task's latent-work chain (m->newest) like an SkFork; its `link` is an
 * SkFork whose `run` is NULL and whose other fields are unused.  Generated
 * code runs the loop with a per-site runner `run` (iterations lp->i .. lp->hi-1, storing lp->i before each iteration and
 * re-reading lp->hi after it, polling on the back edge).  A heartbeat may
 * split the remaining range [i+1, hi): lp->hi shrinks and the upper half
 * becomes a stealable piece (runtime/sched/spork.c).  Nothing else happens
 * unless a heartbeat comes: no allocation, no deque operation.
 * Reductions keep the accumulator's bits in `acc` (read by run on entry,
 * written back on exit) and fold pieces that ran elsewhere with
 * `combine(m, lp, piece_acc)`; loops without one have combine == NULL. */
struct SkLoop;
typedef void (*SkLoopRun)(SkMutator *m, struct SkLoop *lp);
typedef void (*SkLoopCombine)(SkMutator *m, struct SkLoop *lp, uint64_t piece_acc);
typedef struct SkLoop {
    SkFork link;                 /* chain link; link.run == NULL             */
    int64_t i;                   /* the iteration running now (owner only)  */
    int64_t hi;                  /* end of the owner's range (owner only)    */
    SkValue body;                /* the closure int -> T                     */
    SkValue env;                 /* the combining closure (reductions), or unit */
    SkLoopRun run;
    SkLoopCombine combine;
    uint64_t zero;               /* the identity's bits (reductions)         */
    uint64_t acc;                /* the accumulator's bits (reductions)      */
    struct SkPiece *pieces;      /* split-off pieces, newest (lowest) first  */
    uint64_t splits;             /* number of times this record was split    */
} SkLoop;

SK_INLINE void sk_loop_begin(SkMutator *m, SkLoop *lp, int64_t lo, int64_t hi, SkValue body,
                             SkValue env, SkLoopRun run, SkLoopCombine combine, uint64_t zero) {
    lp->link.older = m->newest;
    lp->link.run = NULL;
    lp->i = lo;
    lp->hi = hi;
    lp->body = body;
    lp->env = env;
    lp->run = run;
    lp->combine = combine;
    lp->zero = zero;
    lp->acc = zero;
    lp->pieces = NULL;
    lp->splits = 0;
    m->newest = &lp->link;
}

/* Joins the pieces newest-first (running reclaimed ones inline), keeps the
 * lowest raising iteration's exception in m->raised/m->exn. */
void sk_loop_join_slow(SkMutator *m, SkLoop *lp);

/* Ends the loop after lp->run returned (perhaps raising). */
SK_INLINE void sk_loop_end(SkMutator *m, SkLoop *lp) {
    if (SK_UNLIKELY(lp->pieces != NULL)) sk_loop_join_slow(m, lp);
    m->newest = lp->link.older;
}

/* ---- regions (Region.run; runtime/gc/region.c) -------------------------- */

/* REGIONS.  Region.run f is emitted as sk_region_enter, a call of the
 * closure f, and sk_region_exit (codegen prims_coll.rs), with the SkRegion
 * in the C frame: f allocates in a fresh child heap of the task's heap,
 * and the exit copies what escapes (the result, the exception packet when
 * f raised, what the write barrier saw stored into older heaps) into the
 * parent heap and frees the region's chunks.  sk_region_exit returns the
 * result's new pointer: the caller must use it and nothing else it got
 * from inside f (SkValue results; scalar results pass SK_UNIT). */
typedef struct SkRegion {
    struct SkRegion *outer;      /* the task's enclosing open region, or NULL */
    struct SkHeap *heap;         /* the region's heap                         */
    struct SkFork *latent;       /* m->newest at entry: the latent work older
                                    than the region (promotion splices it)   */
} SkRegion;
void sk_region_enter(SkMutator *m, SkRegion *rg);
SkValue sk_region_exit(SkMutator *m, SkRegion *rg, SkValue result);

/* ---- life cycle -------------------------------------------------------- */

/* The entry point of a generated program: sk_init, then the workers, then
 * program(m) as the root task on a fiber with a big (1 GiB, lazily
 * committed) stack; exits with sk_exit(0) when it returns. */
SK_NORETURN void sk_main(int argc, char **argv, void (*program)(SkMutator *m), int uses_fork_join);

/* Parses `@skein OPTION... --` (or `@mpl ... --`) off the front of argv,
 * sets up the root task and its heap, installs the stack-overflow handler
 * and returns the main mutator.  Bad options: message and exit(1).  Must be
 * called from main() before anything else in the runtime. */
SkMutator *sk_init(int argc, char **argv);

/* Registers `count` precise root slots (generated code's globals).  The
 * slots must stay valid for the rest of the run; the collector updates them. */
void sk_register_roots(SkValue *slots, size_t count);

/* Flushes output, prints gc-stats if asked and exits with `status`. */
SK_NORETURN void sk_exit(int status);

/* ---- errors ------------------------------------------------------------ */

/* An exception reached the top level: prints "unhandled exception: NAME"
 * ("unhandled exception: Fail: MESSAGE" when message is non-NULL) to stderr
 * and exits 1. */
SK_NORETURN void sk_uncaught_exception(const char *name, const char *message);

/* Prints "skein: out of memory: WHAT" and exits 1. */
SK_NORETURN void sk_out_of_memory(const char *what);

/* ---- primitives -------------------------------------------------------- */

/* Collects the current task's heap now (MLton.GC.collect). */
void sk_collect(SkMutator *m);

/* Coroutines (runtime/conc/coroutine.c; basis Thread primitives): a
 * handle is the coroutine's address as an int.  sk_thread_new makes a
 * suspended coroutine that will call closure () (unit -> unit, which must
 * never return: it ends with sk_thread_exit); sk_thread_switch suspends
 * the running coroutine and runs t; sk_thread_exit ends the running one and
 * runs t; sk_thread_discard frees a suspended coroutine that will never
 * run again. */
int64_t sk_thread_current(SkMutator *m);
int64_t sk_thread_new(SkMutator *m, SkValue closure);
void sk_thread_switch(SkMutator *m, int64_t t);
SK_NORETURN void sk_thread_exit(SkMutator *m, int64_t t);
void sk_thread_discard(SkMutator *m, int64_t t);
/* Preemption of the task's coroutines: every slice_us microseconds the
 * next poll calls handler () (coroutine.c PREEMPTION); slice_us <= 0
 * stops it. */
void sk_thread_preempt(SkMutator *m, SkValue handler, int64_t slice_us);

/* Places (runtime/places/place.c; basis Place primitives).  A place is a
 * forked process: sk_place_fork returns the child's pid in the parent and
 * 0 in the child (or -errno), and may only be called by the root task
 * outside any parallel section (else: a clear error, status 1).  A
 * channel endpoint is a socket's file descriptor: sk_place_channel returns
 * a connected pair as (fd0 << 32) | fd1 (or -errno); sk_place_send queues
 * a deep copy of v's object graph and never blocks (0, or -errno when the
 * peer is gone); sk_place_ready waits up to timeout_ms for a whole message
 * (1), returns 0 on timeout and -1 once the peer closed with nothing left;
 * sk_place_take decodes the next message into m's heap (only after a
 * ready of 1).  sk_place_wait blocks for a place's exit status (128+N for
 * signal N), sk_place_poll_exit returns it or -2 while the place runs.
 * sk_place_shared_alloc returns the address of `bytes` zeroed bytes that
 * every place sees at that address, or 0. */
int64_t sk_place_fork(SkMutator *m);
int64_t sk_place_channel(void);
void sk_place_close(int64_t fd);
int64_t sk_place_send(int64_t fd, SkValue v);
int64_t sk_place_ready(int64_t fd, int64_t timeout_ms);
SkValue sk_place_take(SkMutator *m, int64_t fd);
/* Waits up to timeout_ms until one of the endpoints in int array fds has
 * input (or is closed); returns how many do (0 on timeout).  Bytes already
 * buffered are not seen: call sk_place_ready on each first. */
int64_t sk_place_wait_any(SkValue fds, int64_t timeout_ms);
int64_t sk_place_wait(int64_t pid);
int64_t sk_place_poll_exit(int64_t pid);
void sk_place_kill(int64_t pid);
int64_t sk_place_shared_alloc(int64_t bytes);

/* A fresh string (byte VECTOR) holding a copy of bytes[0..len). */
SkValue sk_string_from_bytes(SkMutator *m, const char *bytes, size_t len);

/* Workers (MLton.Parallel.numberOfProcessors). */
int64_t sk_procs(void);
/* ForkJoin / MPL.GC statistics; `which` names a counter (sched.c). */
int64_t sk_stat(int64_t which);

/* The program's arguments after the runtime options (CommandLine). */
int sk_argc(void);
char **sk_argv(void);
const char *sk_program_name(void);

/* Writes all of bytes[0..len) to file descriptor fd; returns 0 or -errno. */
int sk_write_bytes(int fd, const char *bytes, size_t len);

/* ==== I/O and system primitives (runtime/io.c, runtime/os.c) ============
 * Called from crates/codegen/src/prims_io.rs for the basis's I/O and system
 * primitives (basis/README.md, "I/O and system primitives").  None raises:
 * int results are >= 0 or -errno; functions returning an object report
 * failure through sk_io_errno() (0 after success).  "Allocates" as above.
 * A "slot sequence" is a Word8/Char vector or array: one byte per element,
 * as in a string (the name is older than that layout). */
int64_t sk_io_errno(void);
SkValue sk_bytes_slice(SkMutator *m, SkValue seq, int64_t i, int64_t n);      /* allocates */
void sk_bytes_copy(SkValue dst, int64_t di, SkValue src, int64_t si, int64_t n);
int64_t sk_io_open(SkValue path, int64_t flags, int64_t mode);
int64_t sk_io_close(int64_t fd);
SkValue sk_io_read_string(SkMutator *m, int64_t fd, int64_t n);               /* allocates */
int64_t sk_io_read_into_slots(int64_t fd, SkValue arr, int64_t i, int64_t n);
int64_t sk_io_pread_slots(int64_t fd, SkValue arr, int64_t i, int64_t n, int64_t off);
int64_t sk_io_write_string(int64_t fd, SkValue str, int64_t i, int64_t n);
int64_t sk_io_seek(int64_t fd, int64_t off, int64_t whence);
int64_t sk_io_isatty(int64_t fd);
int64_t sk_io_fstat(int64_t fd, SkValue out);
int64_t sk_io_poll(SkValue fds, SkValue events, SkValue revents, int64_t n, int64_t timeout_ms);
SK_NORETURN void sk_basis_exn_uncaught(const char *name, SkValue arg);
SK_NORETURN void sk_match_failure_uncaught(const char *name, SkValue site);
SkValue sk_os_error_name(SkMutator *m, int64_t e);                            /* allocates */
SkValue sk_os_error_msg(SkMutator *m, int64_t e);                             /* allocates */
int64_t sk_os_syserror(SkValue name);
int64_t sk_os_constant(SkValue name);
int64_t sk_fs_stat(SkValue path, int64_t follow, SkValue out);
int64_t sk_fs_opendir(SkValue path);
SkValue sk_fs_readdir(SkMutator *m, int64_t dir);                             /* allocates */
int64_t sk_fs_rewinddir(int64_t dir);
int64_t sk_fs_closedir(int64_t dir);
int64_t sk_fs_chdir(SkValue p);
int64_t sk_fs_mkdir(SkValue p, int64_t mode);
int64_t sk_fs_rmdir(SkValue p);
int64_t sk_fs_unlink(SkValue p);
int64_t sk_fs_rename(SkValue a, SkValue b);
int64_t sk_fs_access(SkValue p, int64_t mode);
int64_t sk_fs_chmod(SkValue p, int64_t mode);
int64_t sk_fs_symlink(SkValue target, SkValue link);
int64_t sk_fs_set_time(SkValue p, int64_t sec, int64_t nsec, int64_t now);
SkValue sk_fs_getcwd(SkMutator *m);                                           /* allocates */
SkValue sk_fs_readlink(SkMutator *m, SkValue p);                              /* allocates */
SkValue sk_fs_tmpname(SkMutator *m);                                          /* allocates */
int64_t sk_os_system(SkValue cmd);
int64_t sk_os_wait_status(int64_t st, SkValue out);
int64_t sk_os_env_defined(SkValue name);
SkValue sk_os_getenv(SkMutator *m, SkValue name);                             /* allocates */
int64_t sk_os_environ_count(void);
SkValue sk_os_environ_entry(SkMutator *m, int64_t k);                         /* allocates */
void sk_os_sleep_ns(int64_t ns);
void sk_os_set_exit_hook(SkMutator *m, SkValue closure);
SK_NORETURN void sk_os_exit(int64_t status);
SK_NORETURN void sk_os_terminate(int64_t status);
int64_t sk_os_getpid(void);
SkValue sk_cl_name(SkMutator *m);                                             /* allocates */
int64_t sk_cl_argc(void);
SkValue sk_cl_arg(SkMutator *m, int64_t k);                                   /* allocates */
int64_t sk_time_now_ns(void);
int64_t sk_time_monotonic_ns(void);
int64_t sk_time_start_ns(void);
int64_t sk_time_cpu(SkValue out);
int64_t sk_date_breakdown(int64_t secs, int64_t local, SkValue out);
int64_t sk_date_mktime(SkValue fields);
SkValue sk_date_strftime(SkMutator *m, SkValue fmt, SkValue fields);          /* allocates */
int64_t sk_unix_spawn(SkValue path, SkValue args, int64_t nargs, SkValue env, int64_t nenv, SkValue out);
int64_t sk_unix_waitpid(int64_t pid);
int64_t sk_unix_kill(int64_t pid, int64_t sig);
int64_t sk_posix_pipe(SkValue out);
int64_t sk_posix_dup2(int64_t old, int64_t new_);
/* ==== end of I/O and system primitives ================================== */

/* ==== MLton compatibility primitives (runtime/mlton.c) =====================
 * Called from crates/codegen/src/prims_basis.rs for basis/mlton.sml
 * (basis/README.md, "MLton compatibility primitives").  None raises;
 * only sk_weak_new allocates (and so may collect). */
uint64_t sk_mlton_hash(SkValue v, int64_t is_object); /* 32-bit structural hash */
int64_t sk_mlton_size(SkValue v);                     /* bytes reachable from v */
int64_t sk_mlton_platform_arch(void);                 /* index in MLton's Arch.t */
int64_t sk_mlton_platform_os(void);                   /* index in MLton's OS.t */
int64_t sk_mlton_rusage_children(SkValue out);        /* [user ns, system ns] */
/* MLton.Weak (runtime/mlton.c, WEAKS): a new weak object (may collect: it
 * allocates) of a value's bits; `scalar`: bits of an unboxed value, never
 * collected.  sk_weak_alive: whether its target is still there. */
SkValue sk_weak_new(SkMutator *m, uint64_t bits, int64_t scalar);
/* MLton.Signal (runtime/signals.c): the closure (unit -> unit) the main
 * task's polls call when signals were caught. */
void sk_signal_dispatcher(SkMutator *m, SkValue closure);
SK_INLINE int sk_weak_alive(SkValue w) {
    const uint64_t *f = (const uint64_t *)w;
    return f[2] || (f[0] && f[1] == (uint64_t)w);
}
/* ==== end of MLton compatibility primitives ============================== */

/* ==== numeric primitives ================================================= */
/* IntInf (runtime/intinf.c: canonical form described there) and Real text
 * (runtime/realfmt.c); the code generator's inline fast paths for two
 * small IntInfs are in crates/codegen/src/prims_num.rs.  Functions that
 * take an SkMutator may allocate. */
SkValue sk_intinf_from_i64(SkMutator *m, int64_t n);
SkValue sk_intinf_from_u64(SkMutator *m, uint64_t n);
int sk_intinf_fits_i64(SkValue v);
uint64_t sk_intinf_low64(SkValue v);
SkValue sk_intinf_add(SkMutator *m, SkValue a, SkValue b);
SkValue sk_intinf_sub(SkMutator *m, SkValue a, SkValue b);
SkValue sk_intinf_mul(SkMutator *m, SkValue a, SkValue b);
SkValue sk_intinf_div(SkMutator *m, SkValue a, SkValue b);
SkValue sk_intinf_mod(SkMutator *m, SkValue a, SkValue b);
SkValue sk_intinf_quot(SkMutator *m, SkValue a, SkValue b);
SkValue sk_intinf_rem(SkMutator *m, SkValue a, SkValue b);
SkValue sk_intinf_andb(SkMutator *m, SkValue a, SkValue b);
SkValue sk_intinf_orb(SkMutator *m, SkValue a, SkValue b);
SkValue sk_intinf_xorb(SkMutator *m, SkValue a, SkValue b);
SkValue sk_intinf_neg(SkMutator *m, SkValue a);
SkValue sk_intinf_abs(SkMutator *m, SkValue a);
SkValue sk_intinf_notb(SkMutator *m, SkValue a);
int sk_intinf_compare(SkValue a, SkValue b);
SkValue sk_intinf_shl(SkMutator *m, SkValue a, uint64_t n);
SkValue sk_intinf_shr(SkMutator *m, SkValue a, uint64_t n);
SkValue sk_intinf_pow(SkMutator *m, SkValue a, int64_t n);
int64_t sk_intinf_log2(SkValue a);
SkValue sk_intinf_fmt(SkMutator *m, SkValue a, int64_t base);
SkValue sk_intinf_from_digits(SkMutator *m, SkValue digits, int64_t base, int64_t negative);
double sk_intinf_to_real(SkValue a);
SkValue sk_intinf_from_real(SkMutator *m, double d);
SkValue sk_real_fmt(SkMutator *m, double x, int64_t mode, int64_t prec);
SkValue sk_real_shortest(SkMutator *m, double x);
double sk_real_strtod(SkValue s);
double sk_real_strtof(SkValue s);
int64_t sk_real_class(double x);
int64_t sk_real_get_round(void);
void sk_real_set_round(int64_t mode);
double sk_real_round_mode(double x, int64_t mode);
/* Real.roundMode inline: floor (1), ceil (2) and trunc (3) by a truncating
 * conversion (cvttsd2si does not depend on the rounding mode) and a fix-up;
 * |x| >= 2^52, infinities and NaN are their own rounding.  The sign of the
 * result is x's (floor -0.0 = -0.0, ceil -0.5 = -0.0).  Without SSE4.1,
 * libm's floor is a call that also clobbers every xmm register: integrate's
 * Real.floor loop reloaded its constants after each. */
SK_INLINE double sk_real_round(double x, int64_t mode) {
    if (mode < 1 || mode > 3) return sk_real_round_mode(x, mode);
    if (!(__builtin_fabs(x) < 4503599627370496.0)) return x;
    double t = (double)(int64_t)x;
    if (mode == 1 && t > x) t -= 1.0;
    if (mode == 2 && t < x) t += 1.0;
    return __builtin_copysign(t, x);
}
/* Real.signBit, Real.abs and Real.copySign on the bits of the double.
 * gcc folds signbit, fabs and copysign of a value it proves non-negative
 * as if NaNs had no sign: with z a known 0.0, signbit (z / z) became 0 and
 * fabs (-(z / z)) became z / z, while x86 computes 0.0 / 0.0 as a NaN with
 * its sign set; so Real.signBit (0.0 / 0.0) depended on whether gcc saw
 * the constant.  The bits are what the hardware computed. */
SK_INLINE int sk_real_sign_bit(double x) {
    uint64_t u;
    __builtin_memcpy(&u, &x, 8);
    return (int)(u >> 63);
}
SK_INLINE double sk_real_with_sign(double x, uint64_t sign) {
    uint64_t u;
    __builtin_memcpy(&u, &x, 8);
    u = (u & ~(UINT64_C(1) << 63)) | (sign << 63);
    __builtin_memcpy(&x, &u, 8);
    return x;
}
/* As sk_real_with_sign (x, 0), but as one andpd: the mask applied in an SSE
 * vector, where the integer form moved x to a general register and back. */
typedef double SkRealPair __attribute__((vector_size(16)));
typedef uint64_t SkBitsPair __attribute__((vector_size(16)));
SK_INLINE double sk_real_abs(double x) {
    SkBitsPair mask = { ~(UINT64_C(1) << 63), 0 };
    SkRealPair v = { x, 0.0 };
    return ((SkRealPair)((SkBitsPair)v & mask))[0];
}
SK_INLINE double sk_real_copy_sign(double x, double y) { return sk_real_with_sign(x, (uint64_t)sk_real_sign_bit(y)); }
/* ==== end of numeric primitives ========================================== */

#endif /* SKEIN_H */
