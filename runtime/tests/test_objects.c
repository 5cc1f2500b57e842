/* tests/test_objects.c — every object kind through the public header:
 * header encoding, sizes, immediates, strings, large sequences, and that
 * each kind survives a collection with its contents. */
#include "tests/check.h"

#include <stdint.h>

#include "gc/heap.h"
#include "runtime.h"

static SkValue g[16];

static int64_t *word_at(SkValue v, size_t ptrs, size_t i) {
    return (int64_t *)SK_BYTES(v, ptrs) + i;
}

#define MASK ((uintptr_t)0x5a5a5a5a5a5a5a5aull)
static uintptr_t la_before;

/* In its own frame, so that no stale copy of these pointers stays on the
 * part of the stack that main's collections scan. */
static SK_NOINLINE void make_large(SkMutator *m, size_t big) {
    /* large array of ints: a chunk of its own, never copied */
    SkValue la = sk_alloc_sequence(m, SK_KIND_ARRAY, 0, 8, big);
    for (size_t i = 0; i < big; i++) ((int64_t *)la)[i] = (int64_t)i * 7;
    g[9] = la;
    Chunk *lc = chunk_lookup(la);
    CHECK(lc && (lc->flags & CHUNK_LARGE) && lc->heap == &sk_root_heap && lc->depth == heap_chunk_depth(&sk_root_heap, 1));
    /* large array of pointers */
    SkValue lp = sk_alloc_sequence(m, SK_KIND_ARRAY, 1, 0, 100000);
    for (size_t i = 0; i < 100000; i++) SK_FIELD(lp, i) = SK_IMM(0);
    for (size_t i = 0; i < 100000; i += 1000) {
        SkValue e = sk_alloc_record(m, SK_KIND_RECORD, 0, 8);
        *word_at(e, 0, 0) = (int64_t)i;
        sk_write_ptr(m, lp, &SK_FIELD(lp, i), e); /* lp may be old by now */
    }
    g[10] = lp;
    la_before = g[9] ^ MASK; /* not a pointer: must not pin */

}

/* Also in its own frame: a register left pointing at a large array would
 * keep it alive (conservative roots are imprecise by design). */
static SK_NOINLINE void check_large(size_t big) {
    CHECK((g[9] ^ MASK) == la_before);
    int ok = 1;
    for (size_t i = 0; i < big; i++) ok &= ((int64_t *)g[9])[i] == (int64_t)i * 7;
    CHECK(ok);
    ok = 1;
    for (size_t i = 0; i < 100000; i++) {
        SkValue e = SK_FIELD(g[10], i);
        ok &= i % 1000 ? e == SK_IMM(0) : *word_at(e, 0, 0) == (int64_t)i;
    }
    CHECK(ok);
}

/* Three sk_round_f32 additions side by side, the shape gcc 12's SLP
 * vectorizer turned into one double-precision addpd when written as
 * (double)(float)(a + b) (skein.h). */
typedef struct { double x, y, z; } Vec3;
static SK_NOINLINE void add_single(Vec3 *r, const Vec3 *a, const Vec3 *b) {
    r->x = sk_round_f32(a->x + b->x);
    r->y = sk_round_f32(a->y + b->y);
    r->z = sk_round_f32(a->z + b->z);
}

static void check_single_precision_sums(void) {
    Vec3 acc = {0, 0, 0};
    for (int i = 0; i < 1000; i++) {
        float r = (float)i * 0.001f;
        Vec3 p = {r, (float)(r * 2.0f), (float)(1.0f - r)}, n;
        add_single(&n, &acc, &p);
        acc = n;
    }
    /* float32 sums, as Python's struct-rounded loop computes them */
    CHECK(acc.x == 499.4999694824219 && acc.y == 998.9999389648438 && acc.z == 500.5);
}

int main(int argc, char **argv) {
    SkMutator *m = sk_init(argc, argv);
    sk_register_roots(g, 16);
    check_single_precision_sums();

    /* immediates */
    CHECK(SK_IS_IMM(SK_IMM(5)) && SK_IMM_VALUE(SK_IMM(5)) == 5);
    CHECK(SK_IMM_VALUE(SK_IMM(-3)) == -3);
    CHECK(SK_IMM_VALUE(SK_CHAR('z')) == 'z' && SK_TRUE != SK_FALSE && SK_IS_IMM(SK_UNIT));

    /* immutable record: 2 pointers + 16 bytes */
    SkValue leaf = sk_alloc_record(m, SK_KIND_RECORD, 0, 8);
    *word_at(leaf, 0, 0) = 77;
    g[1] = leaf;
    SkValue r = sk_alloc_record(m, SK_KIND_RECORD, 2, 16);
    SK_FIELD(r, 0) = g[1];
    SK_FIELD(r, 1) = SK_IMM(9);
    *word_at(r, 2, 0) = -1;
    *word_at(r, 2, 1) = 123456789;
    g[0] = r;
    SkHeader h = SK_HEADER(r);
    CHECK(sk_header_kind(h) == SK_KIND_RECORD && sk_record_ptrs(h) == 2 && sk_record_bytes(h) == 16);
    CHECK(sk_payload_bytes(h) == 32 && (h & SK_HDR_GC_BITS) == 0);
    CHECK(((uintptr_t)r & 7) == 0);

    /* mutable record (ref cell) holding a real */
    SkValue ref = sk_alloc_record(m, SK_KIND_MUTABLE, 0, 8);
    *(double *)SK_BYTES(ref, 0) = 2.5;
    g[2] = ref;
    CHECK(sk_header_kind(SK_HEADER(ref)) == SK_KIND_MUTABLE);

    /* empty record still has an 8-byte payload */
    SkValue empty = sk_alloc_record(m, SK_KIND_RECORD, 0, 0);
    CHECK(sk_payload_bytes(SK_HEADER(empty)) == 8);

    /* vector of doubles */
    SkValue vd = sk_alloc_sequence(m, SK_KIND_VECTOR, 0, 8, 5);
    for (int i = 0; i < 5; i++) ((double *)vd)[i] = i * 0.5;
    g[3] = vd;
    CHECK(SK_LENGTH(vd) == 5 && sk_elem_bytes(SK_HEADER(vd)) == 8 && sk_elem_ptrs(SK_HEADER(vd)) == 0);

    /* string: byte vector with trailing NUL */
    SkValue s = sk_string_from_bytes(m, "hello, world", 12);
    g[4] = s;
    CHECK(SK_LENGTH(s) == 12 && strcmp(SK_STRING_BYTES(s), "hello, world") == 0);
    SkValue s8 = sk_string_from_bytes(m, "12345678", 8);
    CHECK(sk_payload_bytes(SK_HEADER(s8)) == 16 && SK_STRING_BYTES(s8)[8] == 0);
    SkValue s0 = sk_string_from_bytes(m, "", 0);
    CHECK(SK_LENGTH(s0) == 0 && SK_STRING_BYTES(s0)[0] == 0);

    /* Word8Array of 13 bytes, Word16 array, array of pointers */
    SkValue wa = sk_alloc_sequence(m, SK_KIND_ARRAY, 0, 1, 13);
    for (int i = 0; i < 13; i++) ((unsigned char *)wa)[i] = (unsigned char)(200 + i);
    g[5] = wa;
    SkValue w16 = sk_alloc_sequence(m, SK_KIND_ARRAY, 0, 2, 3);
    CHECK(sk_payload_bytes(SK_HEADER(w16)) == 8);
    SkValue pa = sk_alloc_sequence(m, SK_KIND_ARRAY, 1, 0, 100);
    for (int i = 0; i < 100; i++) SK_FIELD(pa, i) = SK_UNIT; /* before the next allocation */
    for (int i = 0; i < 100; i++) {
        SkValue e = sk_alloc_record(m, SK_KIND_RECORD, 0, 8);
        *word_at(e, 0, 0) = i * 3;
        sk_write_ptr(m, pa, &SK_FIELD(pa, i), i % 2 ? e : SK_IMM(i)); /* pa may be old by now */
    }
    g[6] = pa;
    CHECK(sk_header_kind(SK_HEADER(pa)) == SK_KIND_ARRAY && SK_LENGTH(pa) == 100);

    /* array of (pointer, int) elements */
    SkValue mixed = sk_alloc_sequence(m, SK_KIND_ARRAY, 1, 8, 50);
    for (int i = 0; i < 50; i++) ((SkValue *)mixed)[2 * i] = SK_UNIT; /* before the next allocation */
    for (int i = 0; i < 50; i++) {
        SkValue str = sk_string_from_bytes(m, "elem", 4);
        sk_write_ptr(m, mixed, &((SkValue *)mixed)[2 * i], str); /* mixed may be old by now */
        ((int64_t *)mixed)[2 * i + 1] = 1000 + i;
    }
    g[7] = mixed;

    /* zero-length array */
    SkValue za = sk_alloc_sequence(m, SK_KIND_ARRAY, 1, 0, 0);
    g[8] = za;
    CHECK(SK_LENGTH(za) == 0 && sk_payload_bytes(SK_HEADER(za)) == 8);

    size_t big = 1u << 20;
    make_large(m, big);
    /* static object outside every chunk: collector leaves it alone */
    static struct { SkHeader h; char bytes[8]; } static_str = {0, "static"};
    static_str.h = sk_sequence_header(SK_KIND_VECTOR, 0, 1, 6);
    g[11] = (SkValue)&static_str.bytes;
    CHECK(chunk_lookup(g[11]) == NULL);

    /* Forget the locals' values so that the collection has to move things. */
    r = ref = vd = s = wa = pa = mixed = leaf = 0;
    sk_collect(m);
    sk_collect(m);

    CHECK(SK_FIELD(g[0], 1) == SK_IMM(9) && *word_at(g[0], 2, 0) == -1 &&
          *word_at(g[0], 2, 1) == 123456789);
    CHECK(*word_at(SK_FIELD(g[0], 0), 0, 0) == 77 && SK_FIELD(g[0], 0) == g[1]);
    CHECK(*(double *)SK_BYTES(g[2], 0) == 2.5);
    int ok = 1;
    for (int i = 0; i < 5; i++) ok &= ((double *)g[3])[i] == i * 0.5;
    CHECK(ok);
    CHECK(strcmp(SK_STRING_BYTES(g[4]), "hello, world") == 0 && SK_LENGTH(g[4]) == 12);
    ok = 1;
    for (int i = 0; i < 13; i++) ok &= ((unsigned char *)g[5])[i] == 200 + i;
    CHECK(ok);
    ok = 1;
    for (int i = 0; i < 100; i++) {
        SkValue e = SK_FIELD(g[6], i);
        ok &= i % 2 ? (*word_at(e, 0, 0) == i * 3) : (e == SK_IMM(i));
    }
    CHECK(ok);
    ok = 1;
    for (int i = 0; i < 50; i++) {
        ok &= strcmp(SK_STRING_BYTES(((SkValue *)g[7])[2 * i]), "elem") == 0;
        ok &= ((int64_t *)g[7])[2 * i + 1] == 1000 + i;
    }
    CHECK(ok);
    CHECK(SK_LENGTH(g[8]) == 0);
    check_large(big);
    CHECK(g[11] == (SkValue)&static_str.bytes);
    CHECK(sk_rt.stats.collections >= 2);
    verify_heap(&sk_root_heap, "at the end of test_objects");
    CHECK(1);

    /* dropping the large objects frees their chunks */
    size_t before = sk_total_heap_bytes;
    g[9] = g[10] = 0;
    clear_stack();
    sk_collect(m);
    CHECK(sk_total_heap_bytes + (8u << 20) <= before);

    /* polls: flag clear is a no-op; set flag takes the slow path, which clears it */
    SK_POLL(m);
    atomic_store(&m->heartbeat, 1);
    SK_POLL(m);
    CHECK(atomic_load(&m->heartbeat) == 0);
    return check_report();
}
