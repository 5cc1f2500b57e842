/* bench/seq/binarytrees.c: C baseline of binarytrees.sml (Benchmarks Game
 * binary-trees with malloc/free per node).  Argument: maxDepth.  Prints
 * "binarytrees CHECKSUM" (sum of every check, as the SML version). */
#include "bench.h"
typedef struct tree { struct tree *l, *r; } tree;
static tree *make(int64_t d) {
    tree *t = malloc(sizeof *t);
    if (d == 0) { t->l = t->r = NULL; }
    else { t->l = make(d - 1); t->r = make(d - 1); }
    return t;
}
/* a Node(Leaf, Leaf) is a node with NULL children: check counts nodes */
static int64_t check(tree *t) { return t ? 1 + check(t->l) + check(t->r) : 0; }
static void release(tree *t) { if (t) { release(t->l); release(t->r); free(t); } }
int main(int argc, char **argv) {
    int64_t maxDepth = arg(argc, argv, 0);
    if (maxDepth < 6) maxDepth = 6;
    tree *st = make(maxDepth + 1);
    int64_t total = check(st);
    release(st);
    tree *longLived = make(maxDepth);
    for (int64_t d = 4; d <= maxDepth; d += 2) {
        int64_t iters = (int64_t)1 << (maxDepth - d + 4), s = 0;
        for (int64_t i = 0; i < iters; i++) { tree *t = make(d); s += check(t); release(t); }
        total += s;
    }
    total += check(longLived);
    printf("binarytrees %lld\n", (long long)total);
    return 0;
}
