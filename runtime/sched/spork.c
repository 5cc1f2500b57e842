/* sched/spork.c — heartbeat-split parallel loops (ForkJoin.parform,
 * ForkJoin.reducem), after Spork (McDonald, Westrick, Fluet, Acar).
 *
 * A parallel loop runs sequentially by default.  Its SkLoop record (in the
 * C frame of the loop, skein.h) sits in the task's chain of latent work
 * with the SkFork records, oldest first; the generated runner stores the
 * running index in lp->i and re-reads lp->hi after each iteration.  When a
 * heartbeat finds the loop to be the task's oldest latent work
 * (sk_poll_slow, sched.c), spork_split takes the remaining range
 * [i+1, hi), keeps its lower half (lp->hi = mid) and makes the upper half
 * [mid, hi) an SkPiece: a malloc'd promoted fork (sched_promote), stealable
 * like the right half of a par.  A thief runs a piece as a loop of its own
 * (a fresh SkLoop in its own chain), so its heartbeats split it again; the
 * owner's later heartbeats split what is left of its own range.  An
 * unpromoted loop costs its record's stores and one store per iteration:
 * no allocation and no deque operation.
 *
 * JOIN.  Pieces are split off from the top of the owner's range, so the
 * list lp->pieces (newest first) is in increasing index order and each
 * piece starts where the owner's range (or the previous piece) ends.  The
 * owner joins them in that order: a piece no one stole is reclaimed and run
 * inline on the same record (it may be split again: its pieces are pushed
 * on the list and joined next); a stolen one is waited for and its
 * accumulator combined.  Exceptions follow the sequential loop: the owner's
 * range is lowest, so once an exception is pending (the owner's or a
 * joined piece's) reclaimed pieces are not run and later pieces' outcomes
 * are discarded; the lowest raising iteration's exception wins.
 *
 * Heaps: a split is a fork promotion, so the owner continues in a child
 * heap and the thief allocates in a sibling; joins merge them back
 * newest-first, exactly as for nested par forks.
 *
 * Everything here runs on the thread of the task that owns the loop.
 */
#include <stddef.h>
#include <stdlib.h>

#include "sched.h"

/* A split-off range: a promoted fork whose right half is "run [lo, hi) of
 * loop's body".  `fork` must stay first (piece_run gets the piece as its
 * fork). */
typedef struct SkPiece {
    SkFork fork;
    struct SkPiece *next; /* the next older (higher) piece of the same loop */
    SkLoop *loop;         /* the split loop: body, env, run, combine, zero */
    int64_t lo, hi;
} SkPiece;

/* The SkParRun of a piece, on the thief's fiber: the range as a loop of
 * the thief's task, its accumulator as the result bits.  The piece's
 * `loop` lives on its owner's stack until the owner has joined the piece,
 * which waits for this to finish. */
static void piece_run(SkMutator *m, SkFork *fr, uint64_t *out) {
    SkPiece *p = (SkPiece *)(void *)fr;
    const SkLoop *src = p->loop;
    SkLoop lp;
    sk_loop_begin(m, &lp, p->lo, p->hi, src->body, src->env, src->run, src->combine, src->zero);
    lp.run(m, &lp);
    sk_loop_end(m, &lp);
    *out = lp.acc;
}

int spork_split(SkMutator *m, SkLoop *lp) {
    if (!spork_loop_splittable(lp)) return -1;
    int64_t from = lp->i + 1;
    int64_t mid = (int64_t)((uint64_t)from + ((uint64_t)lp->hi - (uint64_t)from) / 2);
    SkPiece *p = malloc(sizeof *p);
    if (!p) sk_out_of_memory("cannot allocate a loop piece");
    p->fork.older = NULL;
    p->fork.g = SK_UNIT;
    p->fork.run = piece_run;
    p->fork.result = 0;
    p->loop = lp;
    p->lo = mid;
    p->hi = lp->hi;
    if (sched_promote(m, &p->fork, &lp->link) != 0) {
        free(p);
        return -1;
    }
    lp->hi = mid;
    p->next = lp->pieces;
    lp->pieces = p;
    lp->splits++;
    return 0;
}

void sk_loop_join_slow(SkMutator *m, SkLoop *lp) {
    lp->hi = lp->i; /* nothing left to split while joining */
    while (lp->pieces) {
        SkPiece *p = lp->pieces;
        lp->pieces = p->next;
        int mine = sched_join_promoted(m, &p->fork);
        if (mine) {
            int64_t lo = p->lo, hi = p->hi;
            free(p);
            if (!m->raised) {
                lp->i = lo;
                lp->hi = hi;
                lp->run(m, lp);
                lp->hi = lp->i;
            }
            continue;
        }
        if (!m->raised) {
            if (p->fork.raised) {
                m->raised = 1;
                m->exn = p->fork.exn;
            } else if (lp->combine) {
                lp->combine(m, lp, p->fork.result);
            }
        }
        free(p);
        sched_collect_if_due(m); /* the piece's outcome is in lp->acc now */
    }
}
