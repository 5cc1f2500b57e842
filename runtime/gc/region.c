/* gc/region.c — Region.run: region-style reclamation without region
 * inference (design: ARCHITECTURE 3.7).
 *
 * Owns the region records of a task (SkRegion, skein.h REGIONS: a stack
 * through m->region, each in the C frame of its Region.run site), entering
 * and leaving regions, and the splice that keeps promotions of latent work
 * older than a region sound.
 *
 * ENTER.  The task's heap P gets a fresh child heap R (depth + 1, as a
 * promoted fork's child heap, with P's remaining allowance: heap_continue)
 * and the task allocates in R.  R is an ordinary leaf heap while f runs:
 * it collects locally (minor and major), forks inside f promote below it
 * and join back into it, and the write barrier records in R's remembered
 * set every slot of an older heap (P or an ancestor, either generation:
 * R's depth labels 2(d+1), 2(d+1)+1 exceed P's 2d, 2d+1) that f made point
 * into R.
 *
 * EXIT (f returned or raised; every fork inside f has joined, so R is the
 * task's leaf heap again).  What survives is what escapes: the result,
 * the exception packet when f raised, and what R's remembered slots reach
 * (plus the registered globals, which generated code never sets inside f:
 * cheap insurance).  The stack is NOT a root: f's frames are gone, the
 * frames below hold only values made before the region or the result
 * that sk_region_exit returns (the Region.run site uses that value, never
 * the one it passed in: codegen prims_coll.rs), so a stale word there
 * pointing into R is dead.  Coroutines are kept out of regions (a switch
 * needs m->heap to be the group's base heap; a coroutine made inside a
 * region must be finished by its exit: coroutines_region_exit), so no
 * other stack of the task holds pointers into R either.  Two cases:
 *   - R has no pinned object: a copying collection of R whose to-space is
 *     P's young generation (collect_region_exit, collect.c's machinery)
 *     copies the survivors, the remembered slots become P's, and R's
 *     chunks are released at once.  The GC locks of R and P are held
 *     meanwhile, so an entangled reader of a remembered slot (the only
 *     way a concurrent task can come to an object of R) waits and then
 *     sees the slot's new value in P, with the copy complete.
 *   - R has pinned (entangled) objects: a concurrent task holds some of
 *     them, and they cannot move.  R is merged into P as a join merges a
 *     child (heap_merge: chunks, remembered set, pinned set; O(chunks)),
 *     so its garbage waits for P's next collection.  Only programs that
 *     share region data with concurrent tasks pay this; counted in
 *     `regions_merged`.
 * Either way P is then the task's leaf heap again: its suspects are
 * cleared as after a join (and, for the root heap, its entangled pins).
 *
 * SPLICE (promotion inside a region).  A heartbeat inside f promotes the
 * task's OLDEST latent work, which may be a fork or loop that began
 * before the region: its join comes after the region's exit, so its
 * heaps must not hang below R.  sched_promote asks region_promotion_parent
 * which heap the promotion must make internal: when the promoted record is
 * older than the task's regions R1 (outermost newer one) ... Rk, that is
 * P = R1's parent, and the new left heap L goes between P and R1
 * (region_splice): R1 ... Rk move one level down (their chunks are
 * relabelled, as heap_merge relabels).  R1's exit then evacuates into L,
 * which the fork's join merges into P as usual.  This needs no in-region
 * promotion to be pending at that moment, which holds because promotion
 * always takes the oldest latent work: while the older record was latent,
 * no newer one (inside the regions) was promoted.
 *
 * Called only by the thread running the task; never allocates from a heap
 * except to-space (the parent's chunks).
 */
#include <stdio.h>

#include "../runtime.h"
#include "heap.h"
#include "../conc/coroutine.h"

/* Slots P's remembered set may gain from region exits beyond 1 per 64
 * bytes of P's chunks before a collection of P cleans it. */
#define REGION_REMEMBERED_SLACK ((size_t)1 << 16)

void sk_region_enter(SkMutator *m, SkRegion *rg) {
    heap_sync(m);
    SkHeap *parent = m->heap;
    SkHeap *r = heap_new(parent);
    heap_continue(r, parent);
    rg->outer = m->region;
    rg->heap = r;
    rg->latent = m->newest;
    m->region = rg;
    m->heap = r;
    m->depth = heap_chunk_depth(r, 1);
    heap_resume(m);
    sk_stats_add(&sk_rt.stats.regions, 1);
}

SkValue sk_region_exit(SkMutator *m, SkRegion *rg, SkValue result) {
    SkHeap *r = rg->heap;
    if (m->region != rg || m->heap != r)
        sk_fatal("Region.run: the region being left is not the task's innermost open one");
    SkHeap *p = r->parent;
    heap_sync(m);
    coroutines_region_exit(m, r, p);
    /* A handled exception's packet may still sit in m->exn: not a root. */
    if (!m->raised) m->exn = SK_UNIT;
    if (sk_rt.options.debug_gc) verify_heap(r, "before a region's exit");
    /* R is a leaf: none of its objects holds a down-pointer any more.
     * (Their copies would keep the bit; P's suspects list would not name
     * them.) */
    if (r->suspects.len) heap_clear_suspects(r);
    heap_gc_lock(r);
    if (r->pinned.len) {
        heap_gc_unlock(r);
        heap_merge(p, r);
        sk_stats_add(&sk_rt.stats.regions_merged, 1);
        if (p->depth == 0) heap_unpin_all(p);
    } else {
        heap_gc_lock(p);
        SkValue *roots[2] = {&result, &m->exn};
        collect_region_exit(m, r, roots, m->raised ? 2 : 1);
        heap_gc_unlock(p);
        heap_gc_unlock(r);
        heap_recycle(r);
    }
    if (p->suspects.len) heap_clear_suspects(p);
    m->region = rg->outer;
    m->heap = p;
    m->depth = heap_chunk_depth(p, 1);
    heap_resume(m);
    if (sk_rt.options.debug_gc) verify_heap(p, "after a region's exit");
    /* A loop of regions each storing into the same outer slot adds that
     * slot to P's remembered set at every exit, and only a collection of
     * P filters the set: P's own allocation may never trigger one. */
    if (p->remembered.count > REGION_REMEMBERED_SLACK + p->chunk_bytes / 64)
        collect_heap(m); /* result: on this frame, pinned by the stack scan */
    return result;
}

/* Whether latent record rec is `from` or older than it in the task's chain
 * (through `older` links: a promoted record leaves the chain, but keeps
 * its own link, so every record older than `from` stays reachable). */
static int chain_holds(const SkFork *from, const SkFork *rec) {
    for (const SkFork *f = from; f; f = f->older)
        if (f == rec) return 1;
    return 0;
}

SkRegion *region_promotion_parent(SkMutator *m, const SkFork *rec, SkHeap **parent) {
    SkRegion *outer = NULL;
    for (SkRegion *rg = m->region; rg && chain_holds(rg->latent, rec); rg = rg->outer) outer = rg;
    *parent = outer ? outer->heap->parent : m->heap;
    return outer;
}

/* Moves h one level down the heap tree: its depth and its chunks' labels,
 * and its parent when new_parent is not NULL. */
static void relabel_one_deeper(SkHeap *h, SkHeap *new_parent) {
    heap_gc_lock(h); /* against entangled readers, as heap_merge */
    if (new_parent) h->parent = new_parent;
    h->depth++;
    for (int young = 0; young < 2; young++) {
        uint32_t depth = heap_chunk_depth(h, young);
        for (Chunk *c = young ? h->young : h->chunks; c; c = c->next)
            __atomic_store_n(&c->depth, depth, __ATOMIC_RELAXED);
    }
    heap_gc_unlock(h);
}

void region_splice(SkMutator *m, SkRegion *outer, SkHeap *left) {
    /* The task's heaps from m->heap up to outer's are exactly its regions
     * from the innermost to outer (see SPLICE). */
    SkRegion *rg = m->region;
    for (SkHeap *h = m->heap;; h = h->parent, rg = rg->outer) {
        if (!rg || rg->heap != h) sk_fatal("Region.run: a promotion found a heap between two regions");
        relabel_one_deeper(h, rg == outer ? left : NULL);
        if (rg == outer) break;
    }
    m->depth = heap_chunk_depth(m->heap, 1);
    sk_stats_add(&sk_rt.stats.region_splices, 1);
}
