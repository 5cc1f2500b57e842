/* tests/heap_lists.h — lists of cons cells built and checked by the
 * runtime's tests (a cell: 1 pointer field, the tail, and 8 raw bytes, an
 * int; the empty list is SK_IMM(0)), in the heap of the mutator `m` the
 * including test defines. */
#ifndef SKEIN_TESTS_HEAP_LISTS_H
#define SKEIN_TESTS_HEAP_LISTS_H

#include <stdint.h>

#include "include/skein.h"

#define NIL SK_IMM(0)

static SkMutator *m;

/* [n-1, ..., 0]. */
static SK_NOINLINE SkValue build_list(int64_t n) {
    SkValue l = NIL;
    for (int64_t i = 0; i < n; i++) {
        SkValue c = sk_alloc_record(m, SK_KIND_RECORD, 1, 8);
        SK_FIELD(c, 0) = l;
        *(int64_t *)SK_BYTES(c, 1) = i;
        l = c;
    }
    return l;
}

/* Whether l is [n-1, ..., 0]. */
static int check_list(SkValue l, int64_t n) {
    for (int64_t i = n - 1; i >= 0; i--, l = SK_FIELD(l, 0))
        if (!SK_IS_PTR(l) || *(int64_t *)SK_BYTES(l, 1) != i) return 0;
    return l == NIL;
}

#endif
