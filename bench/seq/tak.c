/* bench/seq/tak.c: C baseline of tak.sml.  Argument: repetitions r.
 * Prints "tak SUM", SUM = sum over i < r of tak(18 + i mod 3, 12, 6). */
#include "bench.h"
static int64_t tak(int64_t x, int64_t y, int64_t z) {
    return y < x ? tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y)) : z;
}
int main(int argc, char **argv) {
    int64_t r = arg(argc, argv, 0), acc = 0;
    for (int64_t i = 0; i < r; i++) acc += tak(18 + i % 3, 12, 6);
    printf("tak %lld\n", (long long)acc);
    return 0;
}
