/* bench/seq/strings.c: C baseline of strings.sml: the same string is built
 * (snprintf of each piece, pieces concatenated into one buffer), ';' is
 * mapped to ',' while copying reversed (the SML explode/map/rev/implode),
 * and size and chars are hashed.  Arguments: n, r.  Prints
 * "strings CHECKSUM". */
#include <string.h>
#include "bench.h"
int main(int argc, char **argv) {
    int64_t n = arg(argc, argv, 0), r = arg(argc, argv, 1), h = 0;
    for (int64_t k = 0; k < r; k++) {
        /* pieces first (the SML builds a list of strings), then one concat */
        char **pieces = malloc(sizeof(char *) * n);
        size_t total = 0;
        for (int64_t i = 0; i < n; i++) {
            char buf[64];
            int len = snprintf(buf, sizeof buf, "%lld:%lld;", (long long)(i + k), (long long)((i + k) * 7 % 1000));
            pieces[i] = malloc(len + 1);
            memcpy(pieces[i], buf, len + 1);
            total += len;
        }
        char *s = malloc(total + 1), *p = s;
        for (int64_t i = 0; i < n; i++) { size_t len = strlen(pieces[i]); memcpy(p, pieces[i], len); p += len; free(pieces[i]); }
        *p = 0;
        free(pieces);
        char *t = malloc(total + 1);
        for (size_t i = 0; i < total; i++) { char c = s[total - 1 - i]; t[i] = c == ';' ? ',' : c; }
        t[total] = 0;
        h = mix(h, (int64_t)total);
        for (size_t i = 0; i < total; i++) h = mix(h, (unsigned char)t[i]);
        free(s); free(t);
    }
    printf("strings %lld\n", (long long)h);
    return 0;
}
