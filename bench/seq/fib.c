/* bench/seq/fib.c: C baseline of fib.sml (doubly recursive Fibonacci).
 * Argument: n.  Prints "fib N VALUE". */
#include "bench.h"
static int64_t fib(int64_t n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int main(int argc, char **argv) {
    int64_t n = arg(argc, argv, 0);
    printf("fib %lld %lld\n", (long long)n, (long long)fib(n));
    return 0;
}
