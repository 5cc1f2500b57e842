/* intinf.c — arbitrary-precision integers (IntInf.int) on GMP.
 *
 * Owns: the slow paths of every IntInf primitive; the inline fast paths
 * (both operands small) are in the C prelude the code generator emits
 * (crates/codegen/src/prims_num.rs), which declares these functions.
 *
 * REPRESENTATION (an SkValue, held in pointer slots like any boxed value):
 *   - small: an immediate SK_IMM(n) for n in [-2^62, 2^62 - 1];
 *   - big: a RECORD object with no pointer fields and 8 * (1 + n) bytes:
 *     word 0 is the signed limb count s (|s| = n limbs, the sign of s the
 *     sign of the number, as GMP's _mp_size), words 1..n are the magnitude's
 *     64-bit limbs, least significant first, the top one nonzero.
 * INVARIANT (canonical form): a value in the small range is ALWAYS an
 * immediate, and big objects are normalised.  Equal integers therefore have
 * byte-identical representations, so the structural equality of `=`
 * (skc_poly_equal) is integer equality, and zero is exactly SK_IMM(0).
 *
 * GC: big objects hold no pointers and no malloc'd memory, so the collector
 * may copy them freely.  GMP never sees a heap address across an
 * allocation: operands are read through read-only mpz views
 * (mpz_roinit_n) of the objects, the result is computed into a temporary
 * malloc'd mpz, and only then is the result object allocated (which may
 * collect) and the limbs copied in.  Operand objects referenced from C
 * locals are pinned by the conservative stack scan anyway.
 *
 * Literals too big to be immediates are emitted by the code generator as
 * static objects in exactly this layout.
 */
#include <gmp.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "runtime.h"

#if GMP_LIMB_BITS != 64 || GMP_NAIL_BITS != 0
#error "Skein's IntInf needs 64-bit GMP limbs without nails"
#endif

#define II_MIN (-(INT64_C(1) << 62))
#define II_MAX ((INT64_C(1) << 62) - 1)

/* A read-only mpz view of v; `buf` holds the limb of a small value. */
static void view(SkValue v, mpz_ptr z, mp_limb_t *buf) {
    if (SK_IS_IMM(v)) {
        int64_t n = (int64_t)SK_IMM_VALUE(v);
        buf[0] = n < 0 ? (mp_limb_t)(-(uint64_t)n) : (mp_limb_t)n;
        mpz_roinit_n(z, buf, n < 0 ? -1 : n > 0 ? 1 : 0);
    } else {
        int64_t s = ((int64_t *)v)[0];
        mpz_roinit_n(z, (const mp_limb_t *)v + 1, (mp_size_t)s);
    }
}

/* The canonical value of z (allocates when big; may collect). */
static SkValue box(SkMutator *m, mpz_srcptr z) {
    size_t n = mpz_size(z);
    int sgn = mpz_sgn(z);
    if (n == 0) return SK_IMM(0);
    if (n == 1) {
        mp_limb_t l = mpz_getlimbn(z, 0);
        if (sgn > 0 && l <= (mp_limb_t)II_MAX) return SK_IMM((int64_t)l);
        if (sgn < 0 && l <= (mp_limb_t)1 << 62) return SK_IMM(-(int64_t)l);
    }
    if (n + 1 > SK_MAX_RECORD_BYTES / 8) sk_out_of_memory("IntInf.int too large");
    SkValue r = sk_alloc_record(m, SK_KIND_RECORD, 0, 8 * (n + 1));
    ((int64_t *)r)[0] = sgn < 0 ? -(int64_t)n : (int64_t)n;
    memcpy((uint64_t *)r + 1, mpz_limbs_read(z), 8 * n);
    return r;
}

/* Boxes and frees the temporary z. */
static SkValue box_clear(SkMutator *m, mpz_ptr z) {
    SkValue r = box(m, z);
    mpz_clear(z);
    return r;
}

SkValue sk_intinf_from_i64(SkMutator *m, int64_t n) {
    if (n >= II_MIN && n <= II_MAX) return SK_IMM(n);
    mpz_t z;
    mpz_init_set_si(z, n);
    return box_clear(m, z);
}

SkValue sk_intinf_from_u64(SkMutator *m, uint64_t n) {
    if (n <= (uint64_t)II_MAX) return SK_IMM((int64_t)n);
    mpz_t z;
    mpz_init(z);
    mpz_import(z, 1, -1, 8, 0, 0, &n);
    return box_clear(m, z);
}

/* Does v fit in int64_t? */
int sk_intinf_fits_i64(SkValue v) {
    if (SK_IS_IMM(v)) return 1;
    mpz_t z;
    mp_limb_t buf[1];
    view(v, z, buf);
    return mpz_fits_slong_p(z);
}

/* The low 64 bits of v's two's complement representation. */
uint64_t sk_intinf_low64(SkValue v) {
    if (SK_IS_IMM(v)) return (uint64_t)(int64_t)SK_IMM_VALUE(v);
    int64_t s = ((int64_t *)v)[0];
    uint64_t l = ((uint64_t *)v)[1];
    return s < 0 ? -l : l;
}

/* Is 0 <= v < 2^bits? */
int sk_intinf_fits_unsigned(SkValue v, int64_t bits) {
    mpz_t z;
    mp_limb_t buf[1];
    view(v, z, buf);
    return mpz_sgn(z) >= 0 && (mpz_sgn(z) == 0 || (int64_t)mpz_sizeinbase(z, 2) <= bits);
}

typedef void (*Op2)(mpz_ptr, mpz_srcptr, mpz_srcptr);

static SkValue binop(SkMutator *m, SkValue a, SkValue b, Op2 op) {
    mpz_t x, y, r;
    mp_limb_t bx[1], by[1];
    view(a, x, bx);
    view(b, y, by);
    mpz_init(r);
    op(r, x, y);
    return box_clear(m, r);
}

SkValue sk_intinf_add(SkMutator *m, SkValue a, SkValue b) { return binop(m, a, b, mpz_add); }
SkValue sk_intinf_sub(SkMutator *m, SkValue a, SkValue b) { return binop(m, a, b, mpz_sub); }
SkValue sk_intinf_mul(SkMutator *m, SkValue a, SkValue b) { return binop(m, a, b, mpz_mul); }
/* Division by zero is checked by the caller. */
SkValue sk_intinf_div(SkMutator *m, SkValue a, SkValue b) { return binop(m, a, b, mpz_fdiv_q); }
SkValue sk_intinf_mod(SkMutator *m, SkValue a, SkValue b) { return binop(m, a, b, mpz_fdiv_r); }
SkValue sk_intinf_quot(SkMutator *m, SkValue a, SkValue b) { return binop(m, a, b, mpz_tdiv_q); }
SkValue sk_intinf_rem(SkMutator *m, SkValue a, SkValue b) { return binop(m, a, b, mpz_tdiv_r); }
SkValue sk_intinf_andb(SkMutator *m, SkValue a, SkValue b) { return binop(m, a, b, mpz_and); }
SkValue sk_intinf_orb(SkMutator *m, SkValue a, SkValue b) { return binop(m, a, b, mpz_ior); }
SkValue sk_intinf_xorb(SkMutator *m, SkValue a, SkValue b) { return binop(m, a, b, mpz_xor); }

typedef void (*Op1)(mpz_ptr, mpz_srcptr);

static SkValue unop(SkMutator *m, SkValue a, Op1 op) {
    mpz_t x, r;
    mp_limb_t bx[1];
    view(a, x, bx);
    mpz_init(r);
    op(r, x);
    return box_clear(m, r);
}

SkValue sk_intinf_neg(SkMutator *m, SkValue a) { return unop(m, a, mpz_neg); }
SkValue sk_intinf_abs(SkMutator *m, SkValue a) { return unop(m, a, mpz_abs); }
SkValue sk_intinf_notb(SkMutator *m, SkValue a) { return unop(m, a, mpz_com); }

/* -1, 0 or 1. */
int sk_intinf_compare(SkValue a, SkValue b) {
    if (SK_IS_IMM(a) && SK_IS_IMM(b)) return (int64_t)a < (int64_t)b ? -1 : a == b ? 0 : 1;
    mpz_t x, y;
    mp_limb_t bx[1], by[1];
    view(a, x, bx);
    view(b, y, by);
    int c = mpz_cmp(x, y);
    return c < 0 ? -1 : c > 0;
}

/* a * 2^n; the caller bounds n. */
SkValue sk_intinf_shl(SkMutator *m, SkValue a, uint64_t n) {
    mpz_t x, r;
    mp_limb_t bx[1];
    view(a, x, bx);
    mpz_init(r);
    mpz_mul_2exp(r, x, (mp_bitcnt_t)n);
    return box_clear(m, r);
}

/* floor(a / 2^n). */
SkValue sk_intinf_shr(SkMutator *m, SkValue a, uint64_t n) {
    mpz_t x, r;
    mp_limb_t bx[1];
    view(a, x, bx);
    mpz_init(r);
    mpz_fdiv_q_2exp(r, x, (mp_bitcnt_t)n);
    return box_clear(m, r);
}

/* a^n, n >= 0. */
SkValue sk_intinf_pow(SkMutator *m, SkValue a, int64_t n) {
    mpz_t x, r;
    mp_limb_t bx[1];
    view(a, x, bx);
    mpz_init(r);
    mpz_pow_ui(r, x, (unsigned long)n);
    return box_clear(m, r);
}

/* floor(log2 a) for a > 0 (checked by the caller). */
int64_t sk_intinf_log2(SkValue a) {
    mpz_t x;
    mp_limb_t bx[1];
    view(a, x, bx);
    return (int64_t)mpz_sizeinbase(x, 2) - 1;
}

/* Digits of a in `base` (2, 8, 10 or 16), upper case, `~` for minus
 * (IntInf.fmt).  Allocates the string. */
SkValue sk_intinf_fmt(SkMutator *m, SkValue a, int64_t base) {
    mpz_t x;
    mp_limb_t bx[1];
    view(a, x, bx);
    size_t cap = mpz_sizeinbase(x, (int)base) + 2;
    char small[96];
    char *buf = cap <= sizeof small ? small : malloc(cap);
    if (!buf) sk_out_of_memory("IntInf.fmt");
    mpz_get_str(buf, -(int)base, x);
    if (buf[0] == '-') buf[0] = '~';
    /* x is a view of `a`, which the stack scan pins; buf is ours. */
    SkValue s = sk_string_from_bytes(m, buf, strlen(buf));
    if (buf != small) free(buf);
    return s;
}

/* The value of `digits` (a NUL-terminated, non-empty string of digits of
 * `base`, validated by the caller), negated when `negative`. */
SkValue sk_intinf_from_digits(SkMutator *m, SkValue digits, int64_t base, int64_t negative) {
    mpz_t r;
    mpz_init(r);
    if (mpz_set_str(r, SK_STRING_BYTES(digits), (int)base) != 0) mpz_set_ui(r, 0);
    if (negative) mpz_neg(r, r);
    return box_clear(m, r);
}

/* a rounded to the nearest double (ties to even); +-inf when too large. */
double sk_intinf_to_real(SkValue a) {
    if (SK_IS_IMM(a)) return (double)(int64_t)SK_IMM_VALUE(a);
    mpz_t x;
    mp_limb_t bx[1];
    view(a, x, bx);
    size_t bits = mpz_sizeinbase(x, 2);
    if (bits <= 63) return (double)mpz_get_si(x);
    /* The top 63 bits of |a|, with a sticky bit for the rest: rounding that
     * to 53 bits is rounding |a| to 53 bits. */
    mpz_t t;
    mpz_init(t);
    mpz_abs(t, x);
    size_t shift = bits - 63;
    int sticky = mpz_scan1(t, 0) < shift;
    mpz_tdiv_q_2exp(t, t, shift);
    uint64_t top = (uint64_t)mpz_get_ui(t) | (uint64_t)sticky;
    mpz_clear(t);
    double d = ldexp((double)top, shift > 100000 ? 100000 : (int)shift);
    return mpz_sgn(x) < 0 ? -d : d;
}

/* The integer d, which is finite and integral (checked by the caller). */
SkValue sk_intinf_from_real(SkMutator *m, double d) {
    if (d >= -4611686018427387904.0 && d < 4611686018427387904.0) return SK_IMM((int64_t)d);
    mpz_t r;
    mpz_init_set_d(r, d);
    return box_clear(m, r);
}
