/* bench/io/lines.c: C baseline of lines.sml: getline over the file, each
 * line split at isspace characters (a scan that finds each token's start
 * and length, copying nothing), counting lines, tokens and bytes and
 * hashing the token lengths.  Argument: the file's path.  Prints
 * "lines LINES TOKENS BYTES HASH". */
#include <ctype.h>
#include "../seq/bench.h"
int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: lines PATH\n"); return 2; }
    FILE *f = fopen(argv[1], "r");
    if (!f) { perror(argv[1]); return 1; }
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    int64_t lines = 0, tokens = 0, bytes = 0, h = 0;
    while ((len = getline(&line, &cap, f)) != -1) {
        lines++;
        bytes += len;
        ssize_t i = 0;
        while (i < len) {
            while (i < len && isspace((unsigned char)line[i])) i++;
            if (i == len) break;
            ssize_t start = i;
            while (i < len && !isspace((unsigned char)line[i])) i++;
            tokens++;
            h = mix(h, i - start);
        }
    }
    free(line);
    fclose(f);
    printf("lines %lld %lld %lld %lld\n", (long long)lines, (long long)tokens, (long long)bytes, (long long)h);
    return 0;
}
