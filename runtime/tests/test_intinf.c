/* tests/test_intinf.c — IntInf (intinf.c) and Real text (realfmt.c)
 * primitives called directly: canonical form at the immediate boundary,
 * arithmetic and division signs against known values, survival of big
 * values across collections (held in precise roots), conversions and
 * rounding.  Run plain and under gc-stress debug-gc. */
#include "tests/check.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "runtime.h"

static SkValue g[8];
static SkMutator *m;

static int is(SkValue s, const char *want) {
    return SK_LENGTH(s) == strlen(want) && memcmp(SK_STRING_BYTES(s), want, strlen(want)) == 0;
}

static int dec_is(SkValue v, const char *want) { return is(sk_intinf_fmt(m, v, 10), want); }

int main(int argc, char **argv) {
    m = sk_init(argc, argv);
    sk_register_roots(g, 8);
    const int64_t max_imm = (INT64_C(1) << 62) - 1, min_imm = -(INT64_C(1) << 62);

    /* canonical form: immediates exactly in [-2^62, 2^62-1] */
    CHECK(SK_IS_IMM(sk_intinf_from_i64(m, max_imm)) && SK_IS_IMM(sk_intinf_from_i64(m, min_imm)));
    CHECK(!SK_IS_IMM(sk_intinf_from_i64(m, max_imm + 1)) && !SK_IS_IMM(sk_intinf_from_i64(m, min_imm - 1)));
    g[0] = sk_intinf_from_i64(m, max_imm + 1);
    g[1] = sk_intinf_sub(m, g[0], SK_IMM(1));
    CHECK(g[1] == SK_IMM(max_imm));
    CHECK(sk_intinf_add(m, g[0], sk_intinf_neg(m, g[0])) == SK_IMM(0));
    CHECK(dec_is(sk_intinf_from_i64(m, INT64_MIN), "~9223372036854775808"));
    CHECK(dec_is(sk_intinf_from_u64(m, UINT64_MAX), "18446744073709551615"));
    CHECK(sk_intinf_low64(sk_intinf_from_i64(m, -5)) == (uint64_t)-5);
    CHECK(sk_intinf_fits_i64(sk_intinf_from_i64(m, INT64_MIN)) && !sk_intinf_fits_i64(sk_intinf_from_u64(m, UINT64_MAX)));

    /* 2^200 survives collections in a root; arithmetic on it */
    g[2] = sk_intinf_pow(m, SK_IMM(2), 200);
    for (int i = 0; i < 3; i++) {
        g[3] = sk_intinf_mul(m, g[2], g[2]); /* garbage and live values mixed */
        sk_collect(m);
    }
    CHECK(dec_is(g[2], "1606938044258990275541962092341162602522202993782792835301376"));
    CHECK(sk_intinf_log2(g[2]) == 200 && sk_intinf_log2(g[3]) == 400);
    CHECK(is(sk_intinf_fmt(m, g[2], 16), "100000000000000000000000000000000000000000000000000"));
    CHECK(sk_intinf_compare(g[2], g[3]) < 0 && sk_intinf_compare(g[3], g[2]) > 0 && sk_intinf_compare(g[2], g[2]) == 0);
    CHECK(sk_intinf_compare(sk_intinf_neg(m, g[2]), SK_IMM(-1)) < 0);
    CHECK(sk_intinf_shl(m, SK_IMM(1), 200) != g[2] && sk_intinf_compare(sk_intinf_shl(m, SK_IMM(1), 200), g[2]) == 0);

    /* division signs: -(2^200 + 1) by 3 */
    g[4] = sk_intinf_neg(m, sk_intinf_add(m, g[2], SK_IMM(1)));
    CHECK(sk_intinf_mod(m, g[4], SK_IMM(3)) == SK_IMM(1));  /* 2^200 + 1 = 2 mod 3 */
    CHECK(sk_intinf_rem(m, g[4], SK_IMM(3)) == SK_IMM(-2));
    CHECK(sk_intinf_mod(m, g[4], SK_IMM(-3)) == SK_IMM(-2));
    CHECK(sk_intinf_compare(sk_intinf_sub(m, sk_intinf_quot(m, g[4], SK_IMM(3)), sk_intinf_div(m, g[4], SK_IMM(3))), SK_IMM(1)) == 0);

    /* digits and reals */
    g[5] = sk_string_from_bytes(m, "123456789012345678901234567890", 30);
    g[6] = sk_intinf_from_digits(m, g[5], 10, 1);
    sk_collect(m);
    CHECK(dec_is(g[6], "~123456789012345678901234567890"));
    CHECK(sk_intinf_to_real(g[2]) == ldexp(1.0, 200));
    CHECK(sk_intinf_to_real(sk_intinf_add(m, sk_intinf_shl(m, SK_IMM(1), 53), SK_IMM(1))) == ldexp(1.0, 53)); /* tie: even */
    CHECK(sk_intinf_to_real(sk_intinf_add(m, sk_intinf_shl(m, SK_IMM(1), 53), SK_IMM(3))) == ldexp(1.0, 53) + 4);
    CHECK(isinf(sk_intinf_to_real(sk_intinf_pow(m, SK_IMM(10), 400))));
    CHECK(sk_intinf_compare(sk_intinf_from_real(m, ldexp(1.0, 200)), g[2]) == 0);
    CHECK(sk_intinf_from_real(m, -3.0) == SK_IMM(-3));

    CHECK(is(sk_real_fmt(m, 0.1, 2, 12), "0.1") && is(sk_real_fmt(m, -1e21, 2, 12), "~1E21"));
    CHECK(is(sk_real_fmt(m, 1.5e-7, 0, 3), "1.500E~7") && is(sk_real_fmt(m, -0.0, 1, 0), "~0"));
    CHECK(is(sk_real_shortest(m, 0.1), "1:0") && is(sk_real_shortest(m, 123.456), "123456:3"));
    CHECK(is(sk_real_shortest(m, 5e-324), "5:-323"));
    return check_report();
}
