/* conc/coroutine.c — coroutines inside a task (see coroutine.h for the
 * invariants): creation, switching, ending, and what the collector scans.
 *
 * STACKS.  The first sk_rt.options.thread_stacks coroutines alive in a
 * group get a stack of their own: a fiber (sched/fiber.c: guarded,
 * MAP_NORESERVE, so an idle thread costs the pages it touched), and a
 * switch between two of them is a register swap.  The others SHARE one
 * fiber of the group: each runs with its frames at the same addresses,
 * so pointers into its stack stay valid, but only one of them (the
 * shared stack's `owner`) has its frames there at a time; the others'
 * frames are saved in a malloc'd buffer of their own, copied out when
 * another sharer needs the stack and back in when they run again.  A
 * fiber costs two memory mappings (its guard and its stack): the
 * kernel's limit of about 65530 mappings per process stopped programs at
 * some 32000 blocked threads before sharing, and a blocked sharer costs
 * only the bytes its frames use.  Copies run on the group's `switcher`
 * fiber when one sharer switches to another (the stack cannot be
 * overwritten while running on it); a switch between a sharer and a
 * coroutine with its own stack copies only when the target is a sharer
 * that does not own the shared stack.
 *
 * Fibers of finished coroutines go to a pool of this file's own (task
 * fibers run a different entry), and are reset before reuse.  All of this
 * runs on the thread of the task that owns the coroutines: no locks,
 * except the pool's.
 */
#define _GNU_SOURCE
#include "coroutine.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../runtime.h"
#include "../gc/heap.h"
#include "../sched/fiber.h"
#include "preempt.h"

/* Coroutine stacks are as big as task stacks: deep recursion in a thread
 * behaves as on a task, and untouched pages cost nothing. */
#define COROUTINE_STACK_BYTES SK_TASK_STACK_BYTES

typedef enum { CO_SUSPENDED, CO_RUNNING, CO_FINISHED } CoState;

typedef struct SkCoroutine {
    void *sp;                          /* saved stack pointer while suspended */
    uintptr_t hi;                      /* top of its stack                    */
    SkFiber *fiber;                    /* its stack; NULL for the main context */
    SkMutator *m;                      /* the task it belongs to              */
    SkValue entry;                     /* closure unit -> unit until started  */
    CoState state;
    uint64_t suspended_gen;            /* collections of the group's heap when
                                          it was last suspended (coroutines_scan) */
    int shares;                        /* runs on the group's shared stack    */
    uintptr_t *saved;                  /* a sharer's frames, [sp, hi), while  */
    size_t saved_words, saved_cap;     /*   it does not own the shared stack  */
    void *tsan_fiber;                  /* its sanitizer context (tsan only)   */
    struct SkCoroutine *prev, *next;   /* the group's `all` list              */
} SkCoroutine;

typedef struct SkCoroutines {
    SkCoroutine main;                  /* the task's own context              */
    SkCoroutine *running;
    SkCoroutine *all;                  /* every coroutine but main            */
    SkCoroutine *dead;                 /* finished: release its fiber          */
    struct SkFork *base_newest;        /* m->newest and m->heap when made:     */
    struct SkHeap *base_heap;          /*   switches require the same         */
    SkValue preempt_handler;           /* closure unit -> unit while preempting */
    SkPreemptSlot slice;               /* on the timer's list while preempting */
    uint64_t slice_start_ns;           /* when the running slice began, and   */
    uint64_t slice_start_gc_ns;        /*   m->gc_ns then                      */
    size_t own_stacks;                 /* coroutines alive with a fiber each  */
    SkFiber *shared;                   /* the sharers' stack (made lazily)    */
    SkCoroutine *owner;                /* the sharer whose frames are on it   */
    SkFiber *switcher;                 /* runs copies between two sharers     */
    SkCoroutine switcher_co;           /* its coroutine: m, for its entry     */
    SkCoroutine *switch_target;        /* the sharer the switcher runs next   */
} SkCoroutines;

static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static SkFiber *pool;

/* Place forks (places/place.c): takes the pool's lock before fork() and
 * releases it after, in parent and child alike. */
void coroutine_pool_fork_guard(int hold) {
    if (hold) {
        pthread_mutex_lock(&pool_lock);
        preempt_fork_guard(1);
    } else {
        preempt_fork_guard(0);
        pthread_mutex_unlock(&pool_lock);
    }
}

/* A coroutine fiber from the pool (reset to start at entry), or a new one. */
static SkFiber *pooled_fiber(void (*entry)(SkFiber *)) {
    pthread_mutex_lock(&pool_lock);
    SkFiber *f = pool;
    if (f) pool = f->next;
    pthread_mutex_unlock(&pool_lock);
    if (f) fiber_reset(f, entry);
    else if (!(f = fiber_create(COROUTINE_STACK_BYTES, entry))) sk_out_of_memory("cannot map a thread's stack");
    return f;
}

static void pool_fiber(SkFiber *f) {
    f->co = NULL;
    pthread_mutex_lock(&pool_lock);
    f->next = pool;
    pool = f;
    pthread_mutex_unlock(&pool_lock);
}

static SkCoroutines *group_of(SkMutator *m) {
    SkCoroutines *g = m->coroutines;
    if (g) return g;
    g = calloc(1, sizeof *g);
    if (!g) sk_out_of_memory("cannot allocate a thread group");
    g->main.hi = m->stack_hi;
    g->main.m = m;
    g->main.state = CO_RUNNING;
    /* made on the task's own context: the first call is there */
    g->main.tsan_fiber = m->fiber ? m->fiber->tsan_fiber : fiber_thread_handle();
    g->running = &g->main;
    g->base_newest = m->newest;
    g->base_heap = m->heap;
    m->coroutines = g;
    return g;
}

SK_NORETURN static void report_thread_in_region(void);

static SkCoroutine *handle(int64_t t) { return (SkCoroutine *)(uintptr_t)t; }

static void unlink_co(SkCoroutines *g, SkCoroutine *c) {
    if (c->prev) c->prev->next = c->next;
    else g->all = c->next;
    if (c->next) c->next->prev = c->prev;
    c->prev = c->next = NULL;
}

/* Moves c to the front of the group's `all` list: the list stays sorted
 * by suspended_gen, newest first, so a minor collection's scan stops at
 * the first coroutine suspended before the last collection. */
static void push_front(SkCoroutines *g, SkCoroutine *c) {
    if (g->all == c) return;
    if (c->prev) unlink_co(g, c); /* in the list, not first */
    c->next = g->all;
    if (g->all) g->all->prev = c;
    g->all = c;
}

static void release(SkCoroutines *g, SkCoroutine *c) {
    unlink_co(g, c);
    if (c->shares) {
        if (g->owner == c) g->owner = NULL;
        free(c->saved);
        fiber_tsan_context_free(c->tsan_fiber);
    } else if (c->fiber) {
        g->own_stacks--;
        pool_fiber(c->fiber);
    }
    free(c);
}

static void release_dead(SkCoroutines *g) {
    SkCoroutine *c = g->dead;
    g->dead = NULL;
    if (c) release(g, c);
}

static void *tsan_handle(SkCoroutine *c) { return c->tsan_fiber; }

static _Noreturn void coroutine_entry(SkFiber *f) {
    SkCoroutine *c = f->co;
    SkMutator *m = c->m;
    release_dead(m->coroutines);
    SkValue closure = c->entry; /* a C local: the running stack's scan sees it */
    c->entry = 0;
    ((SkValue(*)(SkMutator *, SkValue, SkValue))(uintptr_t)SK_IMM_VALUE(SK_FIELD(closure, 0)))(m, closure, SK_UNIT);
    sk_fatal("a thread's function returned instead of ending its thread");
}

int64_t sk_thread_current(SkMutator *m) { return (int64_t)(uintptr_t)group_of(m)->running; }

int64_t sk_thread_new(SkMutator *m, SkValue closure) {
    SkCoroutines *g = group_of(m);
    if (m->region && g->base_heap != m->heap) {
        /* A group with no thread but the task's own is as good as a new
         * one: it now belongs to the region (coroutines_region_exit). */
        release_dead(g);
        if (g->all) report_thread_in_region();
        g->base_heap = m->heap;
        g->base_newest = m->newest;
    }
    SkCoroutine *c = calloc(1, sizeof *c);
    if (!c) sk_out_of_memory("cannot allocate a thread");
    if (g->own_stacks < sk_rt.options.thread_stacks) {
        SkFiber *f = pooled_fiber(coroutine_entry);
        f->co = c;
        c->fiber = f;
        c->sp = f->sp;
        c->hi = f->hi;
        c->tsan_fiber = f->tsan_fiber;
        g->own_stacks++;
    } else {
        if (!g->shared) g->shared = pooled_fiber(coroutine_entry);
        c->shares = 1;
        c->fiber = g->shared;
        c->sp = NULL; /* set when it first takes the shared stack */
        c->hi = g->shared->hi;
        c->tsan_fiber = fiber_tsan_context_new();
    }
    c->m = m;
    c->entry = closure;
    c->suspended_gen = g->base_heap->collections;
    c->state = CO_SUSPENDED;
    push_front(g, c);
    return (int64_t)(uintptr_t)c;
}

SK_NORETURN static void report_switch_in_fork(void) {
    fflush(stdout);
    fputs("skein: a CML thread blocked, yielded or ended inside ForkJoin.par or a parallel loop, "
          "which is not supported: CML threads may use ForkJoin, but must not switch threads "
          "before its forks and loops return\n", stderr);
    sk_exit(1);
}

SK_NORETURN static void report_switch_in_region(void) {
    fflush(stdout);
    fputs("skein: a CML thread or actor blocked, yielded or ended inside a Region.run it did not create "
          "its threads in (an Actor.serve handler, say), which is not supported: its stack would keep "
          "pointers into the region; receive outside the region and handle inside it\n", stderr);
    sk_exit(1);
}

/* The copies of the shared stack read and write words of frames that are
 * not running (redzones included): under the address sanitizer they go
 * word by word in functions it does not instrument (its memcpy would
 * check the redzones); otherwise memcpy. */
#if SK_ASAN
SK_NO_ASAN static void copy_words(uintptr_t *to, const uintptr_t *from, size_t n) {
    for (size_t i = 0; i < n; i++) ((volatile uintptr_t *)to)[i] = ((const volatile uintptr_t *)from)[i];
}
#else
static void copy_words(uintptr_t *to, const uintptr_t *from, size_t n) { memcpy(to, from, n * sizeof *to); }
#endif

/* Copies the frames of sharer c, [c->sp, hi) of the shared stack, into
 * its buffer. */
static void save_frames(SkCoroutine *c) {
    size_t words = (c->hi - (uintptr_t)c->sp) / sizeof(uintptr_t);
    if (words > c->saved_cap) {
        free(c->saved);
        c->saved_cap = words + words / 4 + 16;
        c->saved = malloc(c->saved_cap * sizeof(uintptr_t));
        if (!c->saved) sk_out_of_memory("cannot save a thread's stack");
    }
    copy_words(c->saved, (const uintptr_t *)c->sp, words);
    c->saved_words = words;
}

static void restore_frames(SkCoroutine *c) {
    copy_words((uintptr_t *)c->sp, c->saved, c->saved_words);
    c->saved_words = 0;
}

/* Puts sharer `to`'s frames on the shared stack (saving the frames of the
 * suspended sharer that owns it, if any): a new sharer gets a fresh
 * starting frame.  Never runs on the shared stack. */
static void take_shared_stack(SkCoroutines *g, SkCoroutine *to) {
    SkCoroutine *o = g->owner;
    if (o == to) return;
    if (o && o->state == CO_SUSPENDED) save_frames(o);
    if (to->sp) {
        restore_frames(to);
    } else {
        fiber_reset(g->shared, coroutine_entry);
        g->shared->co = to;
        to->sp = g->shared->sp;
    }
    g->owner = to;
}

/* The switcher fiber's body: each time a sharer switches to another
 * sharer, it lands here, off the shared stack, puts the target's frames
 * there and jumps to it. */
static _Noreturn void switcher_entry(SkFiber *f) {
    SkCoroutines *g = f->co->m->coroutines;
    for (;;) {
        SkCoroutine *to = g->switch_target;
        take_shared_stack(g, to);
        fiber_jump(&f->sp, to->sp, tsan_handle(to));
    }
}

/* Jumps from the running coroutine `from` (its context saved in from->sp)
 * to `to`, putting `to`'s frames on the shared stack first when it is a
 * sharer that does not own it. */
static void jump(SkCoroutines *g, SkCoroutine *from, SkCoroutine *to) {
    if (!to->shares || g->owner == to) {
        fiber_jump(&from->sp, to->sp, tsan_handle(to));
    } else if (!from->shares) {
        take_shared_stack(g, to);
        fiber_jump(&from->sp, to->sp, tsan_handle(to));
    } else { /* from runs on the shared stack: copy from the switcher */
        if (!g->switcher) {
            g->switcher_co.m = from->m;
            g->switcher = pooled_fiber(switcher_entry);
            g->switcher->co = &g->switcher_co;
        }
        g->switch_target = to;
        fiber_jump(&from->sp, g->switcher->sp, g->switcher->tsan_fiber);
    }
}

/* Suspends the running coroutine (already marked by the caller) and runs
 * `to`; returns when something switches back. */
static void switch_to(SkMutator *m, SkCoroutines *g, SkCoroutine *to) {
    if (m->heap != g->base_heap && m->region && m->region->heap == m->heap && m->newest == m->region->latent)
        report_switch_in_region();
    if (m->newest != g->base_newest || m->heap != g->base_heap) report_switch_in_fork();
    if (to->state != CO_SUSPENDED) sk_fatal("switch to a thread that is %s", to->state == CO_RUNNING ? "running" : "finished");
    SkCoroutine *from = g->running;
    from->suspended_gen = g->base_heap->collections;
    if (from != &g->main) push_front(g, from);
    to->state = CO_RUNNING;
    g->running = to;
    m->stack_hi = to->hi;
    jump(g, from, to);
    release_dead(g);
}

void sk_thread_switch(SkMutator *m, int64_t t) {
    SkCoroutines *g = group_of(m);
    SkCoroutine *to = handle(t);
    if (to == g->running) return;
    g->running->state = CO_SUSPENDED;
    switch_to(m, g, to);
}

void sk_thread_exit(SkMutator *m, int64_t t) {
    SkCoroutines *g = group_of(m);
    SkCoroutine *me = g->running, *to = handle(t);
    if (me == &g->main) sk_fatal("the main thread cannot end like a thread");
    if (to == me) sk_fatal("a thread cannot end by switching to itself");
    me->state = CO_FINISHED;
    g->dead = me;
    switch_to(m, g, to);
    sk_fatal("a finished thread was resumed");
}

/* PREEMPTION.  While a handler is set, the timer thread (preempt.c) ends
 * a time slice every slice_us microseconds by raising the task's
 * heartbeat flag; the poll that sees it (sk_poll_slow) calls
 * coroutines_poll, which calls the handler on the running coroutine's
 * stack, as if the code at the poll had called it: the handler (CML's
 * scheduler) may switch threads, and returns when this one runs again.
 * Not while the task is inside a fork, a parallel loop or a region made
 * after the group (a switch there is refused: switch_to): that slice is
 * dropped.  The handler must not raise, and copes with being called
 * again inside itself (at a poll of its own code).
 * A slice is MUTATOR time: the timer's ticks come every slice_us of wall
 * time, and a tick ends the slice only once the task has run at least
 * half a slice since the last end, not counting its collections (so
 * gc-stress or debug-gc, which make collections most of the time, do not
 * make threads switch more often between their own steps than a normal
 * run does; half: a tick may come a little less than a slice after the
 * poll that ended the last one). */
void sk_thread_preempt(SkMutator *m, SkValue handler, int64_t slice_us) {
    SkCoroutines *g = group_of(m);
    if (g->preempt_handler) preempt_unregister(&g->slice);
    g->preempt_handler = 0;
    if (slice_us <= 0) return;
    g->preempt_handler = handler;
    g->slice.m = m;
    g->slice.slice_ns = (uint64_t)slice_us * 1000u;
    g->slice_start_ns = sk_now_ns();
    g->slice_start_gc_ns = m->gc_ns;
    preempt_register(&g->slice);
}

void coroutines_poll(SkMutator *m) {
    SkCoroutines *g = m->coroutines;
    if (!g || !atomic_exchange_explicit(&g->slice.due, 0, memory_order_relaxed)) return;
    SkValue h = g->preempt_handler;
    if (!h || m->heap != g->base_heap || m->newest != g->base_newest) return;
    uint64_t now = sk_now_ns();
    if ((now - g->slice_start_ns) - (m->gc_ns - g->slice_start_gc_ns) < g->slice.slice_ns / 2) return;
    g->slice_start_ns = now;
    g->slice_start_gc_ns = m->gc_ns;
    sk_stats_add(&sk_rt.stats.preemptions, 1);
    ((SkValue(*)(SkMutator *, SkValue, SkValue))(uintptr_t)SK_IMM_VALUE(SK_FIELD(h, 0)))(m, h, SK_UNIT);
}

void sk_thread_discard(SkMutator *m, int64_t t) {
    SkCoroutines *g = group_of(m);
    SkCoroutine *c = handle(t);
    if (c == &g->main || c->state != CO_SUSPENDED) return;
    release(g, c);
}

/* Reads words of stacks that are not running (redzones included), hence no
 * address sanitizer here. */
SK_NO_ASAN static void scan_suspended(SkCoroutines *g, SkCoroutine *c, void (*visit)(void *ctx, uintptr_t w), void *ctx) {
    if (c->state != CO_SUSPENDED) return;
    if (c->entry) visit(ctx, (uintptr_t)c->entry);
    if (c->shares && g->owner != c) {
        for (size_t i = 0; i < c->saved_words; i++) visit(ctx, c->saved[i]);
        return;
    }
    if (!c->sp) return; /* a sharer that never ran */
    for (uintptr_t a = (uintptr_t)c->sp; a + 8 <= c->hi; a += 8) visit(ctx, *(volatile uintptr_t *)a);
}

void coroutines_scan(SkMutator *m, int minor, void (*visit)(void *ctx, uintptr_t w), void *ctx) {
    SkCoroutines *g = m->coroutines;
    if (!g) return;
    /* collections of the group's heap, this one excluded */
    uint64_t gen = minor && m->heap == g->base_heap ? g->base_heap->collections : 0;
    if (!gen || g->main.suspended_gen >= gen) scan_suspended(g, &g->main, visit, ctx);
    for (SkCoroutine *c = g->all; c; c = c->next) {
        if (gen && c->suspended_gen < gen) break; /* and all after it (push_front) */
        scan_suspended(g, c, visit, ctx);
    }
    if (g->preempt_handler) visit(ctx, (uintptr_t)g->preempt_handler);
}

SK_NORETURN static void report_thread_in_region(void) {
    fflush(stdout);
    fputs("skein: a CML or MLton.Thread thread outlived the Region.run it was created in, or was "
          "created inside a Region.run by threads made outside it, which is not supported: "
          "threads may use Region.run, but must not switch threads across its boundary\n", stderr);
    sk_exit(1);
}

void coroutines_region_exit(SkMutator *m, struct SkHeap *region, struct SkHeap *parent) {
    SkCoroutines *g = m->coroutines;
    if (!g || g->base_heap != region) return;
    release_dead(g);
    if (g->all) report_thread_in_region();
    g->base_heap = parent;
    g->base_newest = m->newest;
}

void coroutines_task_end(SkMutator *m) {
    SkCoroutines *g = m->coroutines;
    if (!g) return;
    if (g->preempt_handler) preempt_unregister(&g->slice);
    m->coroutines = NULL;
    release_dead(g);
    while (g->all) {
        SkCoroutine *c = g->all;
        if (c->state == CO_RUNNING) sk_fatal("a task ended on one of its threads' stacks");
        release(g, c);
    }
    if (g->shared) pool_fiber(g->shared);
    if (g->switcher) pool_fiber(g->switcher);
    free(g);
}
