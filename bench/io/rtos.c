/* bench/io/rtos.c: C baseline of rtos.sml: snprintf("%.12g") of the same
 * n values, rewritten in place to SML's syntax (what Real.toString
 * returns: "~" for "-", "E" for "e", no "+" or leading zeros in the
 * exponent, ".0" after an integral fixed-point result), summing the
 * lengths and hashing each length and first and last character.
 * Real.toString uses fixed point for decimal exponents -6 and -5 too,
 * where %g switches to exponent form at -5: such (rare) values are
 * formatted again with %.*f and their trailing zeros dropped.
 * Argument: n.  Prints "rtos SIZES HASH". */
#include <string.h>
#include "../seq/bench.h"
static int sml_syntax(char *s, int k) {
    char out[48];
    int j = 0, point = 0, exp = 0;
    for (int i = 0; i < k; i++) {
        char c = s[i];
        if (c == '-') out[j++] = '~';
        else if (c == 'e') {
            exp = 1;
            out[j++] = 'E';
            if (s[i + 1] == '-') { out[j++] = '~'; i++; }
            else if (s[i + 1] == '+') i++;
            while (s[i + 1] == '0' && i + 2 < k) i++;
        } else {
            if (c == '.') point = 1;
            out[j++] = c;
        }
    }
    if (!point && !exp) { out[j++] = '.'; out[j++] = '0'; }
    memcpy(s, out, j);
    s[j] = 0;
    return j;
}
int main(int argc, char **argv) {
    int64_t n = arg(argc, argv, 0), x = SEED, total = 0, h = 0;
    char buf[48];
    for (int64_t i = 0; i < n; i++) {
        x = next_rand(x);
        double v;
        if (i % 4 == 0) v = (double)(x % 1000);
        else {
            v = (double)(x - 1073741824) / (double)(i + 1);
            if (i % 8 == 1) v *= 1e-20;
            else if (i % 8 == 5) v *= 1e14;
        }
        int k = snprintf(buf, sizeof buf, "%.12g", v);
        char *e = strchr(buf, 'e');
        if (e && (e[1] == '-' && e[2] == '0' && (e[3] == '5' || e[3] == '6'))) {
            k = snprintf(buf, sizeof buf, "%.*f", 11 + (e[3] - '0'), v);
            while (buf[k - 1] == '0') k--;
            buf[k] = 0;
        }
        k = sml_syntax(buf, k);
        total += k;
        h = mix(mix(mix(h, k), (unsigned char)buf[0]), (unsigned char)buf[k - 1]);
    }
    printf("rtos %lld %lld\n", (long long)total, (long long)h);
    return 0;
}
