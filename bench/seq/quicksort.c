/* bench/seq/quicksort.c: C baseline of quicksort.sml (Hoare partition,
 * middle pivot, int64 array).  Arguments: n, r.  Prints
 * "quicksort CHECKSUM". */
#include "bench.h"
static void qsort_(int64_t *a, int64_t lo, int64_t hi) {
    if (hi - lo < 1) return;
    int64_t p = a[lo + (hi - lo) / 2], i = lo, j = hi;
    for (;;) {
        while (a[i] < p) i++;
        while (a[j] > p) j--;
        if (i >= j) break;
        int64_t t = a[i]; a[i] = a[j]; a[j] = t;
        i++; j--;
    }
    qsort_(a, lo, j);
    qsort_(a, j + 1, hi);
}
int main(int argc, char **argv) {
    int64_t n = arg(argc, argv, 0), r = arg(argc, argv, 1), s = SEED, h = 0;
    int64_t *a = malloc(sizeof(int64_t) * n);
    for (int64_t k = 0; k < r; k++) {
        for (int64_t i = 0; i < n; i++) { s = next_rand(s); a[i] = s % 1000000; }
        qsort_(a, 0, n - 1);
        for (int64_t i = 0; i < n; i++) h = mix(h, a[i]);
    }
    printf("quicksort %lld\n", (long long)h);
    return 0;
}
