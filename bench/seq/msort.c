/* bench/seq/msort.c: C baseline of msort.sml: the same top-down merge sort
 * (split by alternation, stable merge) on a singly linked list, but
 * destructive (relinks nodes, no allocation during the sort), as C
 * programmers write it.  Arguments: n, r.  Prints "msort CHECKSUM". */
#include "bench.h"
typedef struct node { int64_t v; struct node *next; } node;
static node *merge(node *a, node *b) {
    node head, *t = &head;
    while (a && b) {
        if (a->v <= b->v) { t->next = a; a = a->next; } else { t->next = b; b = b->next; }
        t = t->next;
    }
    t->next = a ? a : b;
    return head.next;
}
static node *sort(node *l) {
    if (!l || !l->next) return l;
    /* split by alternation exactly as the SML split (x::xs, a, b) =
       split (xs, x::b, a) does */
    node *a = NULL, *b = NULL;
    while (l) { node *n = l->next; l->next = b; b = a; a = l; l = n; }
    return merge(sort(a), sort(b));
}
int main(int argc, char **argv) {
    int64_t n = arg(argc, argv, 0), r = arg(argc, argv, 1), s = SEED, h = 0;
    node *pool = malloc(sizeof(node) * n);
    for (int64_t i = 0; i < r; i++) {
        node *l = NULL;
        for (int64_t k = 0; k < n; k++) { s = next_rand(s); pool[k].v = s % 1000000; pool[k].next = l; l = &pool[k]; }
        for (l = sort(l); l; l = l->next) h = mix(h, l->v);
    }
    printf("msort %lld\n", (long long)h);
    return 0;
}
