/* bench/seq/strings.c: C baseline of strings.sml, the same algorithm: the
 * pieces are built with snprintf and concatenated into one buffer, the
 * string is exploded into a singly linked list of chars, mapped (';' to
 * ',') into a new list, reversed into a new list and imploded into a new
 * buffer (each list freed once used, as a C programmer would), and size
 * and chars are hashed.  (An earlier version copied the buffer reversed
 * without any list: 20x faster than the SML, but not the same program.)
 * Arguments: n, r.  Prints "strings CHECKSUM". */
#include <string.h>
#include "bench.h"
typedef struct cell { char c; struct cell *next; } cell;
static cell *cons(char c, cell *next) {
    cell *x = malloc(sizeof *x);
    x->c = c;
    x->next = next;
    return x;
}
static void free_list(cell *l) {
    while (l) { cell *n = l->next; free(l); l = n; }
}
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
        /* explode: the list of s's chars, in order */
        cell *l = NULL;
        for (size_t i = total; i-- > 0;) l = cons(s[i], l);
        /* map: a new list with ';' replaced by ',' */
        cell *mhead = NULL, **mtail = &mhead;
        for (cell *c = l; c; c = c->next) { *mtail = cons(c->c == ';' ? ',' : c->c, NULL); mtail = &(*mtail)->next; }
        free_list(l);
        /* rev */
        cell *rv = NULL;
        for (cell *c = mhead; c; c = c->next) rv = cons(c->c, rv);
        free_list(mhead);
        /* implode */
        size_t len = 0;
        for (cell *c = rv; c; c = c->next) len++;
        char *t = malloc(len + 1), *q = t;
        for (cell *c = rv; c; c = c->next) *q++ = c->c;
        *q = 0;
        free_list(rv);
        h = mix(h, (int64_t)total);
        for (size_t i = 0; i < total; i++) h = mix(h, (unsigned char)t[i]);
        free(s); free(t);
    }
    printf("strings %lld\n", (long long)h);
    return 0;
}
