/* tests/test_message.c — place messages (places/message.c) and channels
 * (places/place.c) inside one process: a value's graph comes back equal,
 * with its sharing and cycles, its mutable objects copied (not aliased),
 * raw bytes, strings and arrays of pointers intact; decoding survives
 * collections at every allocation (run under gc-stress and debug-gc by
 * tests/run.sh, and under the sanitizers); a channel carries messages in
 * order, a big one bigger than the socket's buffer too (the writer
 * thread finishes it while this thread reads), and reports the peer's
 * close. */
#include "tests/check.h"
#include "tests/heap_lists.h"

#include <stdint.h>

#include "places/place.h"
#include "runtime.h"

/* A store into an object allocated before the value (it may have been
 * promoted meanwhile, under gc-stress): through the write barrier, as
 * generated code's updates are. */
#define W(obj, i, v) sk_write_ptr(m, (obj), &SK_FIELD((obj), (i)), (v))

static SK_NOINLINE SkValue build_graph(void) {
    SkValue g = sk_alloc_record(m, SK_KIND_RECORD, 7, 0);
    for (int i = 0; i < 7; i++) SK_FIELD(g, i) = SK_UNIT;
    SkValue l = build_list(100);
    W(g, 0, l);
    SkValue s = sk_string_from_bytes(m, "hello, place", 12);
    W(g, 1, s);
    SkValue r = sk_alloc_record(m, SK_KIND_MUTABLE, 0, 8);
    *(int64_t *)SK_BYTES(r, 0) = 41;
    W(g, 2, r);
    W(g, 3, r);
    SkValue cyc = sk_alloc_record(m, SK_KIND_MUTABLE, 1, 0);
    SK_FIELD(cyc, 0) = SK_UNIT;
    SkValue back = sk_alloc_record(m, SK_KIND_RECORD, 1, 8);
    SK_FIELD(back, 0) = cyc;
    *(int64_t *)SK_BYTES(back, 1) = 7;
    W(cyc, 0, back);
    W(g, 4, cyc);
    SkValue a = sk_alloc_sequence(m, SK_KIND_ARRAY, 1, 0, 3);
    W(a, 0, l);
    SK_FIELD(a, 1) = SK_IMM(12345);
    W(a, 2, s);
    W(g, 5, a);
    SkValue d = sk_alloc_sequence(m, SK_KIND_ARRAY, 0, 8, 4);
    for (int i = 0; i < 4; i++) ((double *)d)[i] = 0.5 * i;
    W(g, 6, d);
    return g;
}

static void check_graph(SkValue g, SkValue original) {
    CHECK(g != original);
    CHECK(check_list(SK_FIELD(g, 0), 100));
    CHECK(SK_FIELD(g, 0) != SK_FIELD(original, 0));
    SkValue s = SK_FIELD(g, 1);
    CHECK(SK_LENGTH(s) == 12 && memcmp(SK_STRING_BYTES(s), "hello, place", 13) == 0);
    SkValue r = SK_FIELD(g, 2);
    CHECK(SK_FIELD(g, 3) == r);                      /* sharing kept */
    CHECK(r != SK_FIELD(original, 2));               /* a new ref */
    CHECK(*(int64_t *)SK_BYTES(r, 0) == 41);
    CHECK(sk_header_kind(SK_HEADER(r)) == SK_KIND_MUTABLE);
    SkValue cyc = SK_FIELD(g, 4);
    SkValue back = SK_FIELD(cyc, 0);
    CHECK(SK_FIELD(back, 0) == cyc);                 /* the cycle kept */
    CHECK(*(int64_t *)SK_BYTES(back, 1) == 7);
    SkValue a = SK_FIELD(g, 5);
    CHECK(SK_LENGTH(a) == 3 && SK_FIELD(a, 0) == SK_FIELD(g, 0) && SK_FIELD(a, 1) == SK_IMM(12345) &&
          SK_FIELD(a, 2) == s);
    SkValue d = SK_FIELD(g, 6);
    CHECK(SK_LENGTH(d) == 4 && ((double *)d)[3] == 1.5);
}

int main(int argc, char **argv) {
    m = sk_init(argc, argv);

    /* The codec alone. */
    SkValue g = build_graph();
    MessageBuf b = {0};
    message_encode(g, &b);
    for (int round = 0; round < 3; round++) {
        SkValue copy = message_decode(m, b.data, b.len);
        sk_collect(m);
        check_graph(copy, g);
    }
    message_buf_free(&b);
    MessageBuf imm = {0};
    message_encode(SK_IMM(99), &imm);
    CHECK(message_decode(m, imm.data, imm.len) == SK_IMM(99));
    message_buf_free(&imm);

    /* A channel in one process: messages in order, a big one included. */
    int64_t pair = sk_place_channel();
    CHECK(pair >= 0);
    int64_t a = pair >> 32, z = pair & 0xffffffff;
    CHECK(sk_place_ready(z, 0) == 0);
    /* ~5 MB, more than a socket buffer (a collection per allocation makes
     * the copy quadratic: gc-stress runs a smaller one). */
    int64_t n = sk_rt.options.gc_stress ? 3000 : 200000;
    SkValue big = build_list(n);
    CHECK(sk_place_send(a, g) == 0);
    CHECK(sk_place_send(a, big) == 0);
    CHECK(sk_place_send(a, SK_IMM(5)) == 0);
    CHECK(sk_place_ready(z, 10000) == 1);
    check_graph(sk_place_take(m, z), g);
    CHECK(sk_place_ready(z, 10000) == 1);
    CHECK(check_list(sk_place_take(m, z), n));
    CHECK(sk_place_ready(z, 10000) == 1);
    CHECK(sk_place_take(m, z) == SK_IMM(5));
    CHECK(sk_place_ready(z, 0) == 0);
    /* Both directions on one pair. */
    CHECK(sk_place_send(z, SK_IMM(6)) == 0);
    CHECK(sk_place_ready(a, 10000) == 1 && sk_place_take(m, a) == SK_IMM(6));
    /* The peer's close: readable end of stream. */
    sk_place_close(a);
    CHECK(sk_place_ready(z, 10000) == -1);
    CHECK(sk_place_send(z, SK_IMM(1)) < 0 || sk_place_ready(z, 0) == -1);
    sk_place_close(z);

    /* Shared memory: zeroed, aligned, distinct. */
    int64_t s1 = sk_place_shared_alloc(64), s2 = sk_place_shared_alloc(8);
    CHECK(s1 != 0 && s2 != 0 && s1 != s2 && s1 % 8 == 0);
    CHECK(((int64_t *)(intptr_t)s1)[7] == 0);
    return check_report();
}
