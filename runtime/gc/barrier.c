/* gc/barrier.c — the slow paths of the write and read barriers.
 *
 * Both run only when the mutable object written or read lies in a heap
 * shallower than the running task's heap, the read one only when the
 * object is also marked SUSPECT (skein.h, BARRIERS).
 *
 * Write: if the stored value points into a heap deeper than the object's,
 * the slot is a down-pointer and goes into the remembered set of the
 * value's heap, which that heap's collections use as a root.  The value's
 * heap is the task's own or an ancestor (reads are checked), so it is not
 * being collected now; several descendant tasks may add to an ancestor's
 * set at once, hence its lock.  The object is marked SUSPECT: it now
 * holds a pointer that readers in other subtrees must not follow.
 *
 * Read (entanglement check): the value must point into the task's heap, an
 * ancestor of it, or outside every heap (static data).  Anything else was
 * allocated by a concurrent task: the program is entangled, and since this
 * runtime does not pin entangled objects (their owner's collection could
 * move them), it stops with "entanglement detected: ..." and status 1,
 * unless `@skein detect-entanglement false --` turned the check off.
 */
#include <stdio.h>

#include "../runtime.h"
#include "heap.h"
#include "../sched/sched.h"

void sk_write_barrier_slow(SkMutator *m, SkValue obj, SkValue *slot, SkValue v) {
    (void)m;
    if (v == 0 || SK_IS_IMM(v)) return;
    Chunk *vc = chunk_lookup(v);
    if (!vc) return;
    if (vc->depth <= sk_chunk_depth(obj)) return;
    /* Before the store (sk_write_ptr): a reader that sees the down-pointer
     * sees the mark (x86-64 keeps stores, and loads, in order). */
    if (!(SK_HEADER(obj) & SK_HDR_SUSPECT) &&
        !(__atomic_fetch_or(&SK_HEADER(obj), SK_HDR_SUSPECT, __ATOMIC_RELEASE) & SK_HDR_SUSPECT)) {
        /* First to mark it: remember it in its heap, to unmark it when that
         * heap is a leaf again. */
        SkHeap *oh = chunk_lookup(obj)->heap;
        heap_lock(oh);
        wordvec_push(&oh->suspects, (uintptr_t)obj);
        heap_unlock(oh);
        sk_stats_add(&sk_rt.stats.suspects, 1);
    }
    SkHeap *h = vc->heap;
    heap_lock(h);
    remset_push(&h->remembered, (uintptr_t)slot);
    heap_unlock(h);
    sk_stats_add(&sk_rt.stats.remembered, 1);
}

void sk_read_barrier_slow(SkMutator *m, SkValue obj, SkValue v) {
    if (v == 0 || SK_IS_IMM(v) || !sk_rt.options.detect_entanglement) return;
    /* Counted per worker: one shared atomic counter, bumped by every worker
     * on every check, cost more than the check itself (msort-strings ran
     * slower on 2 workers than on 1: T2 0.45 s -> 0.27 s wall without it). */
    if (m->worker) m->worker->entanglement_checks++;
    else sk_stats_add(&sk_rt.stats.entanglement_checks, 1);
    Chunk *vc = chunk_lookup(v);
    if (!vc) return;
    /* The root heap is everyone's ancestor (msort-strings: the strings sit
     * in the root heap and every comparison deep in the sort reads two).
     * A chunk at depth 0 is the root's for good; the owner heap itself is
     * not dereferenced (a child heap is freed when its join merges it). */
    if (__atomic_load_n(&vc->depth, __ATOMIC_RELAXED) == 0) return;
    SkHeap *owner = __atomic_load_n(&vc->heap, __ATOMIC_RELAXED);
    for (SkHeap *a = m->heap; a; a = a->parent)
        if (a == owner) return;
    sk_stats_add(&sk_rt.stats.entanglements, 1);
    fflush(stdout);
    fprintf(stderr,
            "entanglement detected: a task read, from a mutable object at %p (heap depth %u), a "
            "pointer to an object at %p allocated by a concurrent task (heap depth %u) that is "
            "not its ancestor; the program is not disentangled (run with `@skein "
            "detect-entanglement false --` to skip this check, at the risk of memory corruption)\n",
            (void *)obj, sk_chunk_depth(obj), (void *)v, (unsigned)vc->depth);
    sk_exit(1);
}
