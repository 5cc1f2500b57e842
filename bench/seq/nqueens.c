/* bench/seq/nqueens.c: C baseline of nqueens.sml; the placed queens are an
 * array used as a stack (qs[row-1] is the most recent, like the head of
 * the SML list).  Argument: n.  Prints "nqueens N COUNT". */
#include "bench.h"
static int64_t qs[64];
static int ok(int64_t q, int64_t nq) {
    for (int64_t k = nq - 1, d = 1; k >= 0; k--, d++) {
        int64_t x = qs[k];
        if (q == x || q == x + d || q == x - d) return 0;
    }
    return 1;
}
static int64_t place(int64_t n, int64_t row) {
    if (row == n) return 1;
    int64_t acc = 0;
    for (int64_t c = 0; c < n; c++)
        if (ok(c, row)) { qs[row] = c; acc += place(n, row + 1); }
    return acc;
}
int main(int argc, char **argv) {
    int64_t n = arg(argc, argv, 0);
    printf("nqueens %lld %lld\n", (long long)n, (long long)place(n, 0));
    return 0;
}
