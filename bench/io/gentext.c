/* bench/io/gentext.c: writes the input of the `lines` benchmark, a
 * deterministic text of about N bytes (whole lines): lines of 0-15 words
 * of 1-12 lowercase letters separated by 1-3 blanks (space, sometimes a
 * tab), some with leading or trailing blanks, some empty, and every 97th
 * line long (a few hundred words, to cross buffer boundaries).  The
 * generator is bench.h's next_rand (seed 42).  Arguments: N, output path. */
#include "../seq/bench.h"
int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: gentext BYTES PATH\n"); return 2; }
    int64_t n = strtoll(argv[1], NULL, 10), written = 0, x = SEED, line = 0;
    FILE *f = fopen(argv[2], "w");
    if (!f) { perror(argv[2]); return 1; }
    static char buf[1 << 16];
    while (written < n) {
        size_t len = 0;
        x = next_rand(x);
        int64_t words = (line % 97 == 96) ? 300 + x % 200 : (x >> 8) % 16;
        if ((x >> 12) % 7 == 0) buf[len++] = ' ';
        for (int64_t w = 0; w < words && len < sizeof buf - 64; w++) {
            x = next_rand(x);
            int64_t wl = 1 + (x >> 4) % 12;
            if (w > 0) {
                int64_t blanks = 1 + (x >> 9) % 3;
                for (int64_t b = 0; b < blanks; b++) buf[len++] = (x >> 13) % 5 == 0 ? '\t' : ' ';
            }
            for (int64_t c = 0; c < wl; c++) {
                x = next_rand(x);
                buf[len++] = 'a' + (x >> 16) % 26;
            }
        }
        if ((x >> 20) % 11 == 0) buf[len++] = ' ';
        buf[len++] = '\n';
        fwrite(buf, 1, len, f);
        written += (int64_t)len;
        line++;
    }
    return fclose(f) == 0 ? 0 : 1;
}
