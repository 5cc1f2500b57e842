/* bench/seq/bench.h: helpers shared by the C baselines; the same generator
 * and checksum as bench/lib/bench-util.sml:
 *   next(x) = (x * 1103515245 + 12345) mod 2^31   (seed 42)
 *   mix(h, v) = (h * 31 + v) mod 1000000007 */
#ifndef BENCH_H
#define BENCH_H
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#define SEED 42
static inline int64_t next_rand(int64_t x) { return (x * 1103515245 + 12345) % 2147483648LL; }
static inline int64_t mix(int64_t h, int64_t v) { return (h * 31 + v) % 1000000007; }
static inline int64_t arg(int argc, char **argv, int i) {
    if (i + 1 >= argc) { fprintf(stderr, "missing argument %d\n", i); exit(2); }
    return strtoll(argv[i + 1], NULL, 10);
}
#endif
