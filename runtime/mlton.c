/* mlton.c — the runtime side of MLton compatibility extras (basis/mlton.sml):
 * MLton.hash, MLton.size, MLton.Platform's host, MLton.Rusage's children,
 * and MLton.Weak's objects (WEAKS below).
 *
 * Called from crates/codegen/src/prims_basis.rs (basis/README.md, "MLton
 * compatibility primitives").  None of these raises; only sk_weak_new
 * allocates (and may collect); the others do not, so the objects they
 * walk stay where they are while they walk them; they may be called from
 * any task.
 *
 * WEAKS.  A weak object is an int array of 3 words [target, self, scalar]
 * (no pointer fields, so no collection traces the target).  scalar = 1:
 * the target cannot be collected (the bits of an unboxed int, word or
 * real, an immediate, or static data outside every heap chunk); it is
 * never cleared and is not registered.  Otherwise target is a heap object
 * and the weak is registered on its task's current heap (m->heap: the
 * leaf, or a region's heap), whose collections update target to the
 * object's new address or clear it (0) when it died, and set self to the
 * weak's own address (gc/collect.c, process_weaks; merges carry the list
 * to the parent, region exits too).  A weak is alive (sk_weak_alive) when
 * scalar is set, or target is not 0 and self is the weak's address: a copy
 * made outside the collector (a place message, places/message.c) has a
 * stale self and reads as dead, as its target's address means nothing in
 * the receiving place.  Limitation: a weak shared with a concurrent task
 * through entanglement reads its target without the read barrier.
 *
 * Invariants: sk_mlton_hash agrees with structural equality
 * (skc_poly_equal): equal values hash equally.  Mutable objects (refs,
 * arrays) are equal only to themselves, and a collection may move them, so
 * they hash by kind alone, never by address or by their current contents.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "runtime.h"
#include "gc/heap.h"

/* ---- hash ----------------------------------------------------------- */

/* At most this many objects are visited (MLton also bounds its hash); a
 * value larger than that hashes by its first objects. */
#define HASH_FUEL 256

static uint64_t mix(uint64_t h, uint64_t x) {
    h ^= x + UINT64_C(0x9e3779b97f4a7c15) + (h << 6) + (h >> 2);
    return h;
}

static uint64_t mix_bytes(uint64_t h, const unsigned char *p, size_t n) {
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * UINT64_C(0x100000001b3);
    return h;
}

static uint64_t hash_value(SkValue v, uint64_t h, int *fuel) {
    for (;;) {
        if (SK_IS_IMM(v) || v == 0) return mix(h, (uint64_t)v);
        if (--*fuel < 0) return h;
        SkHeader hd = SK_HEADER(v) & ~SK_HDR_GC_BITS;
        unsigned k = sk_header_kind(hd);
        if (k == SK_KIND_MUTABLE || k == SK_KIND_ARRAY) return mix(h, k);
        h = mix(h, hd);
        if (k == SK_KIND_VECTOR) {
            uint64_t n = sk_seq_length(hd), ep = sk_elem_ptrs(hd), eb = sk_elem_bytes(hd);
            if (ep == 0) return mix_bytes(h, (const unsigned char *)v, n * eb);
            for (uint64_t i = 0; i < n && *fuel > 0; i++) {
                SkValue *e = (SkValue *)((char *)v + i * (ep * 8 + eb));
                for (uint64_t j = 0; j < ep; j++) h = hash_value(e[j], h, fuel);
                if (eb) h = mix_bytes(h, (const unsigned char *)(e + ep), eb);
            }
            return h;
        }
        uint64_t ptrs = sk_record_ptrs(hd), bytes = sk_record_bytes(hd);
        if (bytes) h = mix_bytes(h, SK_BYTES(v, ptrs), bytes);
        if (ptrs == 0) return h;
        for (uint64_t i = 0; i + 1 < ptrs; i++) h = hash_value(SK_FIELD(v, i), h, fuel);
        v = SK_FIELD(v, ptrs - 1); /* the last field in the loop: lists stay iterative */
    }
}

/* A structural hash of any value (scalars are passed as their bits, with
 * is_object 0), reduced to 32 bits as MLton.hash's Word32.word. */
uint64_t sk_mlton_hash(SkValue v, int64_t is_object) {
    int fuel = HASH_FUEL;
    uint64_t h = is_object ? hash_value(v, UINT64_C(0xcbf29ce484222325), &fuel)
                           : mix(UINT64_C(0xcbf29ce484222325), (uint64_t)v);
    h ^= h >> 33;
    h *= UINT64_C(0xff51afd7ed558ccd);
    h ^= h >> 33;
    return h & 0xffffffffu;
}

/* ---- size ----------------------------------------------------------- */

/* An open-addressing set of object addresses (the objects already
 * counted), so shared and cyclic structure counts once. */
typedef struct {
    SkValue *slots;
    size_t cap, used;
} AddrSet;

static int addrset_insert(AddrSet *s, SkValue v) {
    if (2 * (s->used + 1) > s->cap) {
        size_t ncap = s->cap ? 2 * s->cap : 1024;
        SkValue *ns = calloc(ncap, sizeof *ns);
        if (!ns) sk_fatal("MLton.size: out of memory");
        for (size_t i = 0; i < s->cap; i++)
            if (s->slots[i]) {
                size_t j = (size_t)(s->slots[i] >> 3) * 0x9e3779b97f4a7c15u & (ncap - 1);
                while (ns[j]) j = (j + 1) & (ncap - 1);
                ns[j] = s->slots[i];
            }
        free(s->slots);
        s->slots = ns;
        s->cap = ncap;
    }
    size_t j = (size_t)(v >> 3) * 0x9e3779b97f4a7c15u & (s->cap - 1);
    while (s->slots[j]) {
        if (s->slots[j] == v) return 0;
        j = (j + 1) & (s->cap - 1);
    }
    s->slots[j] = v;
    s->used++;
    return 1;
}

/* The bytes (headers included) of the heap objects reachable from v; 0 for
 * a scalar or an immediate.  An explicit stack, so deep lists are fine. */
int64_t sk_mlton_size(SkValue v) {
    AddrSet seen = {0};
    size_t sp = 0, cap = 256;
    SkValue *stack = malloc(cap * sizeof *stack);
    if (!stack) sk_fatal("MLton.size: out of memory");
    int64_t total = 0;
    stack[sp++] = v;
    while (sp) {
        SkValue x = stack[--sp];
        if (!SK_IS_PTR(x) || !addrset_insert(&seen, x)) continue;
        SkHeader hd = SK_HEADER(x);
        total += 8 + (int64_t)sk_payload_bytes(hd);
        uint64_t n, ep, stride;
        if (sk_kind_is_sequence(sk_header_kind(hd))) {
            n = sk_seq_length(hd);
            ep = sk_elem_ptrs(hd);
            stride = ep * 8 + sk_elem_bytes(hd);
        } else {
            n = 1;
            ep = sk_record_ptrs(hd);
            stride = 0;
        }
        for (uint64_t i = 0; i < n && ep; i++)
            for (uint64_t j = 0; j < ep; j++) {
                if (sp == cap) {
                    cap *= 2;
                    stack = realloc(stack, cap * sizeof *stack);
                    if (!stack) sk_fatal("MLton.size: out of memory");
                }
                stack[sp++] = ((SkValue *)((char *)x + i * stride))[j];
            }
    }
    free(stack);
    free(seen.slots);
    return total;
}

/* ---- platform and rusage --------------------------------------------- */

/* MLton.Platform.Arch.host as its index in MLton's datatype: Alpha AMD64
 * ARM ARM64 HPPA IA64 m68k MIPS PowerPC PowerPC64 RISCV S390 Sparc X86. */
int64_t sk_mlton_platform_arch(void) {
#if defined(__x86_64__)
    return 1;
#elif defined(__aarch64__)
    return 3;
#elif defined(__arm__)
    return 2;
#elif defined(__powerpc64__)
    return 9;
#elif defined(__powerpc__)
    return 8;
#elif defined(__riscv)
    return 10;
#elif defined(__s390__)
    return 11;
#elif defined(__i386__)
    return 13;
#else
    return 1;
#endif
}

/* MLton.Platform.OS.host as its index: AIX Cygwin Darwin FreeBSD Hurd HPUX
 * Linux MinGW NetBSD OpenBSD Solaris. */
int64_t sk_mlton_platform_os(void) {
#if defined(__APPLE__)
    return 2;
#elif defined(__FreeBSD__)
    return 3;
#elif defined(__NetBSD__)
    return 8;
#elif defined(__OpenBSD__)
    return 9;
#elif defined(__sun)
    return 10;
#else
    return 6;
#endif
}

/* The terminated children's [user, system] CPU times in ns into `out` (an
 * int array of 2). */
int64_t sk_mlton_rusage_children(SkValue out) {
    struct rusage ru;
    getrusage(RUSAGE_CHILDREN, &ru);
    int64_t *o = (int64_t *)out;
    o[0] = (int64_t)ru.ru_utime.tv_sec * 1000000000 + (int64_t)ru.ru_utime.tv_usec * 1000;
    o[1] = (int64_t)ru.ru_stime.tv_sec * 1000000000 + (int64_t)ru.ru_stime.tv_usec * 1000;
    return 0;
}

/* ---- weak objects (WEAKS above) ---------------------------------------- */

SkValue sk_weak_new(SkMutator *m, uint64_t bits, int64_t scalar) {
    /* bits, if a pointer, stays in this frame across the allocation: a
     * conservative root, so its object is neither freed nor moved. */
    volatile uint64_t keep = bits;
    SkValue w = sk_alloc_sequence(m, SK_KIND_ARRAY, 0, 8, 3);
    uint64_t *f = (uint64_t *)w;
    bits = keep;
    if (!scalar && (bits == 0 || SK_IS_IMM((SkValue)bits) || !chunk_lookup((uintptr_t)bits))) scalar = 1;
    f[0] = bits;
    f[1] = (uint64_t)w;
    f[2] = scalar ? 1 : 0;
    if (!scalar) wordvec_push(&m->heap->weaks, (uintptr_t)w);
    return w;
}
