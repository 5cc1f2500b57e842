/* bench/io/itos.c: C baseline of itos.sml: snprintf("%lld") of the same
 * n values into a stack buffer, summing the lengths and hashing each
 * length and last character.  Argument: n.  Prints "itos SIZES HASH". */
#include "../seq/bench.h"
int main(int argc, char **argv) {
    int64_t n = arg(argc, argv, 0), x = SEED, total = 0, h = 0;
    char buf[32];
    for (int64_t i = 0; i < n; i++) {
        x = next_rand(x);
        int64_t v = i % 2 == 0 ? x - 1073741824 : (x - 1073741824) * x;
        int k = snprintf(buf, sizeof buf, "%lld", (long long)v);
        total += k;
        h = mix(mix(h, k), (unsigned char)buf[k - 1]);
    }
    printf("itos %lld %lld\n", (long long)total, (long long)h);
    return 0;
}
