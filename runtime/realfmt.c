/* realfmt.c — Real (IEEE double) formatting, parsing and IEEE helpers.
 *
 * Owns: the C side of Real.fmt (SCI, FIX, GEN), the shortest round-trip
 * digits behind Real.toDecimal / StringCvt.EXACT, correctly rounded
 * string-to-real conversion, IEEE classes and rounding modes.  The SML side
 * (basis/real.sml) checks arguments (Size for bad precisions), handles the
 * syntax of Real.scan and builds the strings passed to sk_real_strtod.
 *
 * Conventions: SML text uses `~` for minus signs, both in the mantissa and
 * in the exponent, and writes exponents without `+` or leading zeros.
 * Every function that returns a string allocates it (and so may collect);
 * they hold no heap pointers across that allocation.
 *
 * SHORTEST DIGITS: sk_real_shortest tries %.{p-1}e for p = 1, 2, ... 17 and
 * returns the first whose strtod reading is the same double (for a power
 * of two, whose gap above is wider than the gap below, also the p-digit
 * decimal above x when the nearest one is below it).  glibc's printf and
 * strtod are exact (correctly rounded), so the result is the shortest
 * decimal that reads back as x, the nearest one among those; 17 digits
 * always suffice for a double.
 */
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime.h"

/* Copies C printf output `in` to `out` in SML syntax: `-` -> `~`, `e`/`E`
 * -> `E`, exponent without `+` and leading zeros.  Returns the length. */
static size_t to_sml(const char *in, char *out) {
    size_t j = 0;
    const char *c = in;
    while (*c) {
        if (*c == '-') {
            out[j++] = '~';
            c++;
        } else if (*c == 'e' || *c == 'E') {
            out[j++] = 'E';
            c++;
            if (*c == '-') {
                out[j++] = '~';
                c++;
            } else if (*c == '+') {
                c++;
            }
            while (*c == '0' && c[1] != 0) c++;
        } else {
            out[j++] = *c++;
        }
    }
    out[j] = 0;
    return j;
}

/* Drops trailing zeros after a decimal point in buf[0..len) (and the point
 * itself when nothing follows it); returns the new length. */
static size_t trim_fraction(char *buf, size_t len) {
    if (!memchr(buf, '.', len)) return len;
    while (len > 0 && buf[len - 1] == '0') len--;
    if (len > 0 && buf[len - 1] == '.') len--;
    return len;
}

/* GEN (see sk_real_fmt) for precisions up to GEN_FAST_PREC with one
 * snprintf: "%.{p-1}e" gives the p significant digits rounded once and the
 * exponent X after rounding; the fixed style (-6 <= X < p) is those same
 * digits placed around the point, since "%.{p-1-X}f" rounds at the same
 * decimal position (glibc's printf is exact, so both round the same way).
 * Real.toString (GEN 12) takes this path. */
#define GEN_FAST_PREC 40
static SkValue gen_fast(SkMutator *m, double x, int p) {
    char e[GEN_FAST_PREC + 16], out[GEN_FAST_PREC + 24];
    snprintf(e, sizeof e, "%.*e", p - 1, x);
    const char *c = e;
    size_t j = 0;
    if (*c == '-') { out[j++] = '~'; c++; }
    /* the digits without the point, trailing zeros dropped (at least one) */
    char d[GEN_FAST_PREC + 1];
    int nd = 0;
    for (; *c != 'e'; c++)
        if (*c != '.') d[nd++] = *c;
    while (nd > 1 && d[nd - 1] == '0') nd--;
    int X = atoi(c + 1);
    if (x == 0 || (X >= -6 && X < p)) {
        if (x == 0) X = 0;
        if (X < 0) {
            out[j++] = '0';
            out[j++] = '.';
            for (int k = -1; k > X; k--) out[j++] = '0';
            memcpy(out + j, d, (size_t)nd);
            j += (size_t)nd;
        } else {
            for (int k = 0; k <= X; k++) out[j++] = k < nd ? d[k] : '0';
            out[j++] = '.';
            if (nd > X + 1) {
                memcpy(out + j, d + X + 1, (size_t)(nd - X - 1));
                j += (size_t)(nd - X - 1);
            } else {
                out[j++] = '0';
            }
        }
    } else {
        out[j++] = d[0];
        if (nd > 1) {
            out[j++] = '.';
            memcpy(out + j, d + 1, (size_t)(nd - 1));
            j += (size_t)(nd - 1);
        }
        out[j++] = 'E';
        if (X < 0) out[j++] = '~';
        j += (size_t)sprintf(out + j, "%d", X < 0 ? -X : X);
    }
    return sk_string_from_bytes(m, out, j);
}

/* Real.fmt: mode 0 = SCI, 1 = FIX, 2 = GEN, with a precision the caller
 * has checked (>= 0; >= 1 for GEN).  NaN is "nan", infinities "inf" and
 * "~inf".  GEN is C's %G with Poly/ML's threshold: with X the decimal
 * exponent after rounding to `prec` significant digits, the fixed style
 * when -6 <= X < prec, else the scientific style; trailing zeros dropped;
 * ".0" appended to a fixed-style integer (Real.toString's format). */
SkValue sk_real_fmt(SkMutator *m, double x, int64_t mode, int64_t prec) {
    if (isnan(x)) return sk_string_from_bytes(m, "nan", 3);
    if (isinf(x)) return x > 0 ? sk_string_from_bytes(m, "inf", 3) : sk_string_from_bytes(m, "~inf", 4);
    if (mode == 2 && prec <= GEN_FAST_PREC) return gen_fast(m, x, (int)prec);
    if (prec > 100000) prec = 100000; /* beyond every double's exact expansion */
    int p = (int)prec;
    const char *f = mode == 0 ? "%.*e" : "%.*f";
    if (mode == 2) {
        char e[64];
        snprintf(e, sizeof e, "%.*e", p - 1 > 40 ? 40 : p - 1, x);
        long X = strtol(strchr(e, 'e') + 1, NULL, 10);
        if (x == 0 || (X >= -6 && X < p)) {
            f = "%.*f";
            p = (int)(p - 1 - X);
        } else {
            f = "%.*e";
            p = p - 1;
        }
    }
    int n = snprintf(NULL, 0, f, p, x);
    if (n < 0) sk_out_of_memory("Real.fmt");
    char *buf = malloc((size_t)n + 1), *out = malloc((size_t)n + 4);
    if (!buf || !out) sk_out_of_memory("Real.fmt");
    snprintf(buf, (size_t)n + 1, f, p, x);
    if (mode == 2) {
        /* Trim the mantissa's zeros, keeping any exponent. */
        char *ep = strchr(buf, 'e');
        size_t mlen = ep ? (size_t)(ep - buf) : strlen(buf);
        size_t kept = trim_fraction(buf, mlen);
        memmove(buf + kept, buf + mlen, strlen(buf + mlen) + 1);
    }
    size_t len = to_sml(buf, out);
    if (mode == 2 && !strchr(out, '.') && !strchr(out, 'E')) {
        out[len++] = '.';
        out[len++] = '0';
        out[len] = 0;
    }
    free(buf);
    SkValue s = sk_string_from_bytes(m, out, len);
    free(out);
    return s;
}

/* Shortest digits of a finite, nonzero |x| as "DIGITS:EXP" where
 * |x| = 0.DIGITS * 10^EXP (IEEEReal.decimal_approx), DIGITS without
 * trailing zeros, EXP in C syntax. */
SkValue sk_real_shortest(SkMutator *m, double x) {
    char buf[64], out[64];
    x = fabs(x);
    int exp2;
    int pow2 = frexp(x, &exp2) == 0.5;
    int p;
    for (p = 1; p < 17; p++) {
        snprintf(buf, sizeof buf, "%.*e", p - 1, x);
        double y = strtod(buf, NULL);
        if (y == x) break;
        /* A power of two has a gap above it twice the gap below, so the
         * p-digit decimal above x can read back as x when the nearer one
         * below does not (2^-24 = 5.960464477539063E~8, 16 digits). */
        if (pow2 && y < x) {
            int mode = fegetround();
            fesetround(FE_UPWARD);
            snprintf(buf, sizeof buf, "%.*e", p - 1, x);
            fesetround(mode);
            if (strtod(buf, NULL) == x) break;
        }
    }
    if (p == 17) snprintf(buf, sizeof buf, "%.*e", p - 1, x);
    /* buf = "d.ddde[+-]XX" (or "de[+-]XX" when p = 1). */
    size_t j = 0;
    const char *c = buf;
    for (; *c && *c != 'e'; c++)
        if (*c != '.') out[j++] = *c;
    while (j > 1 && out[j - 1] == '0') j--;
    long e = strtol(c + 1, NULL, 10) + 1;
    j += (size_t)snprintf(out + j, sizeof out - j, ":%ld", e);
    return sk_string_from_bytes(m, out, j);
}

/* The double nearest to the decimal number in `s` (C syntax, validated by
 * the caller; NUL-terminated like every Skein string), rounded in the
 * current rounding mode. */
double sk_real_strtod(SkValue s) { return strtod(SK_STRING_BYTES(s), NULL); }

/* The same for single precision (Real32.scan, fromString, fromDecimal):
 * strtof rounds the decimal once, where (float)strtod(s) rounded it twice
 * ("1.0000000596046448", just above the midpoint 1 + 2^-24 between 1.0
 * and the next single, read as the midpoint double, then as 1.0 by the
 * ties-to-even second rounding). */
double sk_real_strtof(SkValue s) { return (double)strtof(SK_STRING_BYTES(s), NULL); }

/* IEEEReal.float_class as 0 NAN, 1 INF, 2 ZERO, 3 NORMAL, 4 SUBNORMAL. */
int64_t sk_real_class(double x) {
    switch (fpclassify(x)) {
    case FP_NAN: return 0;
    case FP_INFINITE: return 1;
    case FP_ZERO: return 2;
    case FP_SUBNORMAL: return 4;
    default: return 3;
    }
}

/* IEEEReal.rounding_mode as 0 TO_NEAREST, 1 TO_NEGINF, 2 TO_POSINF,
 * 3 TO_ZERO. */
static const int modes[4] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};

int64_t sk_real_get_round(void) {
    int r = fegetround();
    for (int i = 0; i < 4; i++)
        if (modes[i] == r) return i;
    return 0;
}

void sk_real_set_round(int64_t mode) {
    if (mode >= 0 && mode < 4) fesetround(modes[mode]);
}

/* x rounded to an integral value in the given mode (ties to even for
 * TO_NEAREST), independent of the current rounding mode. */
double sk_real_round_mode(double x, int64_t mode) {
    switch (mode) {
    case 1: return floor(x);
    case 2: return ceil(x);
    case 3: return trunc(x);
    default: {
        double r = round(x); /* ties away from zero */
        if (fabs(r - x) == 0.5) r = 2.0 * round(x / 2.0);
        return r;
    }
    }
}
