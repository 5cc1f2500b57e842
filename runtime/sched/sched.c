/* sched/sched.c — workers, work stealing, fork promotion, join and parking.
 *
 * Owns the workers (sk_workers), the heartbeat thread and the program's
 * entry point sk_main.
 *
 * FORKS.  ForkJoin.par(f, g) is compiled to sk_fork (push a latent frame
 * on the task's list: a few stores), a direct call of f, sk_join, and a
 * direct call of g when the join says so.  Parallel loops push an SkLoop
 * record on the same list (spork.c).  Latent work becomes stealable only
 * when its task's poll sees the heartbeat flag (sk_poll_slow), which the
 * heartbeat thread sets every `heartbeat-us` microseconds on every running
 * task that has latent work and could promote it (its worker's deque is
 * empty; the thread rests while no task can: see heartbeats below)
 * (`heartbeat off`: no thread, no promotion, the program runs
 * sequentially).  The poll promotes the task's OLDEST latent
 * work (the biggest piece of work): a loop is split (spork.c); a fork is
 * promoted:
 *   - the task's current heap P becomes internal: the left half continues
 *     in a new child heap L (the task switches heaps at once, on its own
 *     thread, so no other thread ever changes a running task's heap);
 *   - an SkTask naming the frame is pushed on the worker's deque;
 *   - the frame leaves the task's chain of latent work, so that its join
 *     (sk_join: m->newest != fr) takes the slow path with no flag in the
 *     frame for sk_fork to clear.
 * A thief that takes it creates the right heap R (child of P), runs g on a
 * pooled fiber with its own mutator, stores g's outcome in the frame and
 * decrements the frame's join counter.  At the join the owner either
 * reclaims g (pops it, or wins the task's CAS) and runs it inline after
 * merging L into P, or parks: its fiber switches to the worker's scheduler,
 * which decrements the join counter; whichever of the two decrements last
 * resumes the owner's fiber on its own worker.  The owner then merges L and
 * R into P and continues with P as its heap.  Exceptions: the generated
 * code applies the sequential rule (f's exception wins, g is not run inline
 * when f raised; if g ran elsewhere its outcome is discarded).
 *
 * IDLE WORKERS pop their own deque, then try random victims; between rounds
 * they back off exponentially (pauses, then sleeps on a condition variable
 * woken by the next promotion, with timeouts doubling up to 2 ms) instead
 * of spinning.  They never ask a busy worker to promote: promotions happen
 * only at heartbeats, so there are at most (workers x run time / heartbeat
 * period) of them; and a heartbeat promotes only when the worker's deque
 * is empty (its earlier promotions were all stolen or joined), so a worker
 * keeps at most one unstolen promotion waiting.
 *
 * Invariants: a task's mutator is used only by the thread running its
 * fiber; a fiber is resumed by exactly one party (the join counter
 * decides); frames of promoted forks live on their owner's fiber stack until
 * the join returns, and the owner cannot return from the join before the
 * thief (if any) has finished with the frame.
 */
#define _GNU_SOURCE
#include "sched.h"

#include <inttypes.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../conc/coroutine.h"
#include "../gc/heap.h"
#include "../runtime.h"

SkWorker *sk_workers;
unsigned sk_nworkers = 1;

/* Whether the program uses ForkJoin (sk_main): only then do workers other
 * than the main thread and the heartbeat thread run. */
static int program_forks;

static pthread_mutex_t sleep_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t sleep_cond = PTHREAD_COND_INITIALIZER;
static _Atomic int sleepers;

static void wake_one(void) {
    if (atomic_load(&sleepers) > 0) {
        pthread_mutex_lock(&sleep_lock);
        pthread_cond_signal(&sleep_cond);
        pthread_mutex_unlock(&sleep_lock);
    }
}

/* Waits on cond (lock held) for at most ns nanoseconds. */
static void timed_wait(pthread_cond_t *cond, pthread_mutex_t *lock, uint64_t ns) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_sec += (time_t)(ns / 1000000000);
    ts.tv_nsec += (long)(ns % 1000000000);
    if (ts.tv_nsec >= 1000000000) {
        ts.tv_sec++;
        ts.tv_nsec -= 1000000000;
    }
    pthread_cond_timedwait(cond, lock, &ts);
}

static void task_release(SkTask *t) {
    if (atomic_fetch_sub(&t->refs, 1) == 1) free(t);
}

static void sched_heartbeat_kick(void);

/* ---- promotion and join (on the task's own thread) ---------------------- */

int sched_promote(SkMutator *m, SkFork *fr, const SkFork *rec) {
    SkWorker *w = m->worker;
    SkTask *t = malloc(sizeof *t);
    if (!t) sk_out_of_memory("cannot allocate a task");
    t->frame = fr;
    atomic_store_explicit(&t->state, TASK_PENDING, memory_order_relaxed);
    atomic_store_explicit(&t->refs, 2, memory_order_relaxed);
    heap_sync(m);
    /* m->heap, unless rec is older than a region the task is in (region.c,
     * SPLICE). */
    SkHeap *parent;
    SkRegion *outer = region_promotion_parent(m, rec, &parent);
    SkHeap *left = heap_new(parent);
    /* The left half continues the task: it may allocate what the parent
     * still could have before collecting (so a promotion does not make the
     * task collect sooner; P + L stay within P's trigger). */
    heap_continue(left, parent);
    fr->parent_heap = parent;
    fr->left_heap = left;
    fr->right_heap = NULL;
    fr->task = t;
    fr->owner = m->fiber;
    fr->raised = 0;
    fr->exn = SK_UNIT;
    atomic_store(&fr->join, 2);
    if (deque_push(&w->dq, t) != 0) { /* full: keep the fork latent */
        free(t);
        heap_merge(parent, left);
        return -1;
    }
    if (outer) {
        region_splice(m, outer, left);
    } else {
        m->heap = left;
        m->depth = heap_chunk_depth(left, 1);
    }
    heap_resume(m);
    sk_stats_add(&sk_rt.stats.spawns, 1);
    sk_stats_max(&sk_rt.stats.max_fork_depth, left->depth);
    wake_one();
    return 0;
}

/* The oldest latent work of the chain: a latent fork, or a loop with at
 * least one iteration after the running one; *newer gets the record whose
 * `older` it is (NULL: it is m->newest).  Promoted forks are not in the
 * chain (sk_poll_slow unlinks them).  The walk stops at a loop split
 * before: when it was split, every older record had no latent work, and
 * none can have gained any while it is still in the chain. */
static SkFork *oldest_latent(SkMutator *m, SkFork **newer) {
    SkFork *oldest = NULL, *prev = NULL;
    for (SkFork *f = m->newest; f; prev = f, f = f->older) {
        if (f->run == NULL) {
            SkLoop *lp = (SkLoop *)f;
            if (spork_loop_splittable(lp)) {
                oldest = f;
                *newer = prev;
            }
            if (lp->splits) break;
        } else {
            oldest = f;
            *newer = prev;
        }
    }
    return oldest;
}

void sk_poll_slow(SkMutator *m) {
    atomic_store_explicit(&m->heartbeat, 0, memory_order_relaxed);
    /* A time slice of the task's coroutines may have ended (conc/
     * preempt.c): a program that polls only for that has no latent work. */
    coroutines_poll(m);
    /* Caught signals' SML handlers (signals.c; main task only). */
    signals_poll(m);
    if (!program_forks) return;
    sk_stats_add(&sk_rt.stats.heartbeats, 1);
    SkFork *oldest = NULL, *newer = NULL;
    /* Demand: while an earlier promotion of this worker waits in its
     * deque, no thief wanted it, and another would only add a task, a heap
     * and a join for nobody (on one worker, every heartbeat split loops
     * that then ran in pieces on the same worker).  An idle worker still
     * finds one stealable task at every busy worker at once. */
    if (m->worker && m->fiber && sk_rt.options.heartbeat && !deque_maybe_nonempty(&m->worker->dq))
        oldest = oldest_latent(m, &newer);
    int done = -1;
    if (oldest && oldest->run == NULL) {
        done = spork_split(m, (SkLoop *)oldest);
        if (done == 0) sk_stats_add(&sk_rt.stats.loop_splits, 1);
    } else if (oldest) {
        done = sched_promote(m, oldest, oldest);
        if (done == 0) {
            /* No longer latent: out of the chain, so that its join sees
             * m->newest != oldest and takes the slow path. */
            if (newer) newer->older = oldest->older;
            else m->newest = oldest->older;
            if (oldest->counted) m->latent_room++;
            sk_stats_add(&sk_rt.stats.fork_promotions, 1);
        }
    }
    if (done != 0) sk_stats_add(&sk_rt.stats.skipped_heartbeats, 1);
}

int sk_initial_latent_room(void) {
    unsigned k = sk_rt.options.latent_forks;
    return k == 0 || k > INT32_MAX / 2 ? INT32_MAX / 2 : (int)k;
}

/* The task switches to its worker's scheduler, asking for `action`. */
static void to_scheduler(SkMutator *m, int action, SkFork *fr) {
    SkWorker *w = m->worker;
    w->action = action;
    w->action_frame = fr;
    w->action_fiber = m->fiber;
    fiber_jump(&m->fiber->sp, w->sched_sp, w->tsan_self);
}

int sched_join_promoted(SkMutator *m, SkFork *fr) {
    SkTask *t = fr->task;
    SkWorker *w = m->worker;
    int mine = 0;
    SkTask *bottom = deque_pop(&w->dq);
    if (bottom == t) {
        free(t); /* both references were ours */
        mine = 1;
    } else {
        if (bottom && deque_push(&w->dq, bottom) != 0) sk_fatal("deque overflow on re-push");
        int expected = TASK_PENDING;
        mine = atomic_compare_exchange_strong(&t->state, &expected, TASK_TAKEN);
        task_release(t);
    }
    sched_heartbeat_kick(); /* the deque may be empty now */
    heap_sync(m);
    SkHeap *parent = fr->parent_heap;
    if (!mine) {
        to_scheduler(m, ACT_PARK, fr);
        /* Resumed (perhaps on another worker) after g finished. */
        heap_merge(parent, fr->right_heap);
    }
    heap_merge(parent, fr->left_heap);
    /* The fork's heaps are merged back: the parent is a leaf again.  When
     * it is the root, no other task is left to hold an entangled object. */
    if (parent->depth == 0) heap_unpin_all(parent);
    heap_clear_suspects(parent);
    m->heap = parent;
    m->depth = heap_chunk_depth(parent, 1);
    heap_resume(m);
    return mine;
}

void sched_collect_if_due(SkMutator *m) {
    if (!m->raised && heap_collection_due(m->heap, 0)) collect_heap(m);
}

int sk_join_slow(SkMutator *m, SkFork *fr) {
    int mine = sched_join_promoted(m, fr);
    m->newest = fr->older;
    sched_collect_if_due(m);
    return mine;
}

/* ---- fibers running stolen tasks ---------------------------------------- */

static void task_entry(SkFiber *f) {
    for (;;) {
        SkFork *fr = f->task;
        SkMutator *m = &f->m;
        m->heap = fr->right_heap;
        m->depth = heap_chunk_depth(m->heap, 1);
        m->exn = SK_UNIT;
        m->raised = 0;
        m->newest = NULL;
        m->region = NULL;
        m->latent_room = sk_initial_latent_room();
        heap_resume(m);
        fr->run(m, fr, &fr->result);
        coroutines_task_end(m);
        fr->raised = m->raised;
        fr->exn = m->exn;
        heap_sync(m);
        m->heap = NULL;
        m->raised = 0;
        m->exn = SK_UNIT;
        to_scheduler(m, ACT_DONE, fr);
    }
}

/* ---- the scheduler loop (on the worker's own thread stack) ------------- */

/* Runs f until it parks or finishes; follows resumptions it causes. */
static void run_fiber(SkWorker *w, SkFiber *f) {
    uint64_t t0 = sk_now_ns();
    atomic_store_explicit(&w->work_since, t0, memory_order_relaxed);
    for (;;) {
        f->m.worker = w;
        atomic_store(&w->running, &f->m);
        sched_heartbeat_kick();
        w->action = ACT_NONE;
        fiber_jump(&w->sched_sp, f->sp, f->tsan_fiber);
        atomic_store(&w->running, NULL);
        SkFork *fr = w->action_frame;
        if (w->action == ACT_DONE) fiber_put(w->action_fiber);
        else if (w->action != ACT_PARK) sk_fatal("fiber switched to its scheduler without an action");
        if (atomic_fetch_sub(&fr->join, 1) != 1) break;
        f = fr->owner; /* the last to arrive resumes the owner */
    }
    atomic_store_explicit(&w->work_since, 0, memory_order_relaxed);
    w->work_ns += sk_now_ns() - t0;
}

static uint64_t next_random(SkWorker *w) {
    uint64_t x = w->rng;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return w->rng = x;
}

static SkTask *take(Deque *d, int own) {
    SkTask *t = own ? deque_pop(d) : deque_steal(d);
    if (!t) return NULL;
    int expected = TASK_PENDING;
    if (atomic_compare_exchange_strong(&t->state, &expected, TASK_TAKEN)) return t;
    task_release(t); /* reclaimed by its owner */
    return NULL;
}

static inline void cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ volatile("yield");
#endif
}

/* Idle back-off: after a failed round, pause 2^round times (rounds below
 * SPIN_ROUNDS: about a microsecond growing to tens), then sleep on the
 * condition variable, woken by the next promotion or after a timeout that
 * doubles from SLEEP_MIN_NS to SLEEP_MAX_NS.  No sched_yield loop: on a
 * loaded machine it burned a core per idle worker. */
#define SPIN_ROUNDS 8
#define SLEEP_MIN_NS 50000
#define SLEEP_MAX_NS 2000000

static SkTask *find_work(SkWorker *w) {
    uint64_t t0 = sk_now_ns();
    SkTask *t = NULL;
    uint64_t sleep_ns = SLEEP_MIN_NS;
    for (unsigned round = 0;; round++) {
        if ((t = take(&w->dq, 1))) break;
        for (unsigned i = 0; i < 2 * sk_nworkers && !t; i++) {
            SkWorker *v = &sk_workers[next_random(w) % sk_nworkers];
            if (v != w) t = take(&v->dq, 0);
        }
        if (t) break;
        /* Idle workers never ask busy ones to promote: promotions happen
         * only at heartbeats, which bounds their cost (spork.c). */
        if (round < SPIN_ROUNDS) {
            for (unsigned k = 0; k < (4u << round); k++) cpu_relax();
            continue;
        }
        /* A sleeping worker allocates nothing: its cached free chunks go
         * back to the pool, where the busy workers find them (gc/chunk.c). */
        if (round == SPIN_ROUNDS) chunk_cache_flush();
        pthread_mutex_lock(&sleep_lock);
        atomic_fetch_add(&sleepers, 1);
        int any = 0;
        for (unsigned i = 0; i < sk_nworkers && !any; i++) any = deque_maybe_nonempty(&sk_workers[i].dq);
        if (!any) timed_wait(&sleep_cond, &sleep_lock, sleep_ns);
        atomic_fetch_sub(&sleepers, 1);
        pthread_mutex_unlock(&sleep_lock);
        if (sleep_ns < SLEEP_MAX_NS) sleep_ns *= 2;
    }
    w->idle_ns += sk_now_ns() - t0;
    return t;
}

static void run_task(SkWorker *w, SkTask *t) {
    SkFork *fr = t->frame;
    task_release(t);
    fr->right_heap = heap_new(fr->parent_heap);
    sk_stats_add(&sk_rt.stats.steals, 1);
    w->steals++;
    w->tasks_run++;
    SkFiber *f = fiber_get(task_entry);
    f->task = fr;
    run_fiber(w, f);
}

static _Noreturn void worker_loop(SkWorker *w) {
    for (;;) run_task(w, find_work(w));
}

/* set-affinity: pins the calling thread, worker i, to the
 * (affinity-base + i * affinity-stride)-th CPU of the process's affinity
 * mask as it was at start-up, counted modulo the mask's size.  A CPU the
 * kernel refuses leaves the thread unpinned. */
static cpu_set_t allowed; /* the process's mask before any pin (sk_main) */

static void pin_worker(unsigned i) {
    unsigned count = (unsigned)CPU_COUNT(&allowed);
    if (!count) return;
    unsigned want = (unsigned)(((uint64_t)sk_rt.options.affinity_base +
                                (uint64_t)i * sk_rt.options.affinity_stride) % count);
    for (unsigned cpu = 0; cpu < CPU_SETSIZE; cpu++) {
        if (!CPU_ISSET(cpu, &allowed)) continue;
        if (want-- == 0) {
            cpu_set_t one;
            CPU_ZERO(&one);
            CPU_SET(cpu, &one);
            (void)pthread_setaffinity_np(pthread_self(), sizeof one, &one);
            return;
        }
    }
}

static void *worker_main(void *arg) {
    SkWorker *w = arg;
    sk_errors_thread_init();
    if (sk_rt.options.set_affinity) pin_worker(w->id);
    w->tsan_self = fiber_thread_handle();
    worker_loop(w);
}

/* ---- heartbeats ---------------------------------------------------------- */

/* A tick can promote only on a worker that runs a task and whose deque is
 * empty (sk_poll_slow skips the others).  When no worker is in that state
 * the thread RESTS: it waits on hb_cond, with a timeout doubling from
 * heartbeat-us to HB_REST_MAX_NS, instead of waking every heartbeat-us for
 * nothing (procs 1 fib: its one promotion waits in the deque until its
 * join, and the ticks cost the thread 15% of a core, taken from the
 * workers on a busy machine).  A worker enters that state only where it
 * calls sched_heartbeat_kick: when it starts or resumes a fiber (after a
 * steal or a resumption) and when a join reclaims or waits for a promoted
 * task (the deque may have emptied); those are bounded by promotions. */
#define HB_REST_MAX_NS 10000000

static pthread_mutex_t hb_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t hb_cond = PTHREAD_COND_INITIALIZER;
static _Atomic int hb_resting;

static void sched_heartbeat_kick(void) {
    if (atomic_load(&hb_resting)) {
        pthread_mutex_lock(&hb_lock);
        pthread_cond_signal(&hb_cond);
        pthread_mutex_unlock(&hb_lock);
    }
}

/* Sets the flag of every running task with latent work; returns whether
 * some running task's worker has an empty deque (a tick could promote). */
static int heartbeat_tick(int set_flags) {
    int useful = 0;
    for (unsigned i = 0; i < sk_nworkers; i++) {
        SkMutator *rm = atomic_load(&sk_workers[i].running);
        if (!rm || deque_maybe_nonempty(&sk_workers[i].dq)) continue;
        useful = 1;
        if (set_flags && rm->newest) atomic_store_explicit(&rm->heartbeat, 1, memory_order_relaxed);
    }
    return useful;
}

static void heartbeat_rest(uint64_t ns) {
    pthread_mutex_lock(&hb_lock);
    atomic_store(&hb_resting, 1);
    /* Re-checked after announcing the rest: a kick from now on signals. */
    if (!heartbeat_tick(0)) timed_wait(&hb_cond, &hb_lock, ns);
    atomic_store(&hb_resting, 0);
    pthread_mutex_unlock(&hb_lock);
}

static void *heartbeat_main(void *arg) {
    (void)arg;
    uint64_t period_ns = sk_rt.options.heartbeat_us * 1000;
    struct timespec ts = {(time_t)(period_ns / 1000000000), (long)(period_ns % 1000000000)};
    uint64_t rest_ns = period_ns;
    for (;;) {
        nanosleep(&ts, NULL);
        if (heartbeat_tick(1)) {
            rest_ns = period_ns;
            continue;
        }
        rest_ns = rest_ns * 2 < HB_REST_MAX_NS ? rest_ns * 2 : HB_REST_MAX_NS;
        heartbeat_rest(rest_ns);
    }
    return NULL;
}

/* ---- the program's entry ------------------------------------------------- */

static void (*root_program)(SkMutator *m);

static void root_entry(SkFiber *f) {
    root_program(&f->m);
    sk_exit(0);
}


static void start_helper_threads(SkWorker *self) {
    for (unsigned i = 0; i < sk_nworkers && program_forks; i++)
        if (&sk_workers[i] != self &&
            pthread_create(&sk_workers[i].thread, NULL, worker_main, &sk_workers[i]) != 0)
            sk_out_of_memory("cannot start a worker thread");
    if (sk_rt.options.heartbeat && program_forks) {
        pthread_t hb;
        if (pthread_create(&hb, NULL, heartbeat_main, NULL) != 0)
            sk_out_of_memory("cannot start the heartbeat thread");
    }
}

void sched_fork_guard(int hold) {
    if (hold) {
        pthread_mutex_lock(&hb_lock);
        pthread_mutex_lock(&sleep_lock);
    } else {
        pthread_mutex_unlock(&sleep_lock);
        pthread_mutex_unlock(&hb_lock);
    }
}

void sched_after_fork_child(SkMutator *m) {
    SkWorker *self = m->worker;
    /* The parent's idle workers were waiting on these: their waiter
     * counts would make the child's first wait block for ever. */
    pthread_cond_init(&sleep_cond, NULL);
    pthread_cond_init(&hb_cond, NULL);
    atomic_store(&sleepers, 0);
    atomic_store(&hb_resting, 0);
    for (unsigned i = 0; i < sk_nworkers; i++) {
        SkWorker *w = &sk_workers[i];
        deque_init(&w->dq);
        w->work_ns = w->idle_ns = w->steals = w->tasks_run = 0;
        w->entanglement_checks = w->entanglements = w->remembered = 0;
        if (w != self) {
            atomic_store(&w->running, NULL);
            atomic_store(&w->work_since, 0);
        }
    }
    atomic_store(&self->work_since, sk_now_ns());
    start_helper_threads(self);
}

void sk_main(int argc, char **argv, void (*program)(SkMutator *m), int uses_fork_join) {
    sk_init(argc, argv);
    program_forks = uses_fork_join;
    sk_nworkers = sk_rt.options.procs;
    sk_workers = calloc(sk_nworkers, sizeof *sk_workers);
    if (!sk_workers) sk_out_of_memory("cannot allocate the workers");
    for (unsigned i = 0; i < sk_nworkers; i++) {
        deque_init(&sk_workers[i].dq);
        sk_workers[i].id = i;
        sk_workers[i].rng = 0x9E3779B97F4A7C15ull * (i + 1);
    }
    SkWorker *w0 = &sk_workers[0];
    w0->thread = pthread_self();
    w0->tsan_self = fiber_thread_handle();
    root_program = program;
    SkFiber *root = fiber_create(SK_ROOT_STACK_BYTES, root_entry);
    if (!root) sk_out_of_memory("cannot map the root task's stack");
    root->m.heap = &sk_root_heap;
    root->m.depth = heap_chunk_depth(&sk_root_heap, 1);
    root->m.exn = SK_UNIT;
    root->m.latent_room = sk_initial_latent_room();
    heap_resume(&root->m);
    sk_root_task_mutator = &root->m;
    /* A program without ForkJoin primitives never makes stealable work or
     * latent forks: its other workers would only sleep, and the heartbeat
     * thread would wake every heartbeat-us for nothing (strings: 46k
     * wake-ups, 5% of its samples in the kernel's task switch).
     * sk_nworkers keeps the procs option for numberOfProcessors. */
    if (sk_rt.options.set_affinity && sched_getaffinity(0, sizeof allowed, &allowed) != 0)
        sk_rt.options.set_affinity = 0;
    start_helper_threads(w0);
    if (sk_rt.options.set_affinity) pin_worker(0); /* after the others took the whole mask */
    run_fiber(w0, root);
    worker_loop(w0);
}

/* ---- statistics ---------------------------------------------------------- */

int64_t sk_procs(void) { return (int64_t)sk_nworkers; }

/* Work time includes the run in progress on each worker (ForkJoin's
 * workTimeSoFar is called from running code); idle time counts finished
 * idle spells only. */
static uint64_t worker_work_ns(const SkWorker *w, uint64_t now) {
    uint64_t since = atomic_load_explicit(&w->work_since, memory_order_relaxed);
    return w->work_ns + (since != 0 && now > since ? now - since : 0);
}

static uint64_t sum_workers(int idle) {
    uint64_t s = 0, now = sk_now_ns();
    for (unsigned i = 0; i < sk_nworkers && sk_workers; i++)
        s += idle ? sk_workers[i].idle_ns : worker_work_ns(&sk_workers[i], now);
    return s;
}

/* A barrier event counter (SCHED_COUNT): the workers' own counts plus
 * those counted outside workers. */
#define SCHED_COUNTER(FIELD)                                                    \
    static uint64_t counter_##FIELD(void) {                                     \
        uint64_t n = sk_rt.stats.FIELD;                                         \
        for (unsigned i = 0; i < sk_nworkers && sk_workers; i++) n += sk_workers[i].FIELD; \
        return n;                                                               \
    }
SCHED_COUNTER(entanglement_checks)
SCHED_COUNTER(entanglements)
SCHED_COUNTER(remembered)

int64_t sk_stat(int64_t which) {
    SkGcStats *s = &sk_rt.stats;
    switch (which) {
    case 0: return (int64_t)s->spawns;
    case 1: return 0; /* eager spawns: every spawn here is a promotion */
    case 2: return (int64_t)s->heartbeats;
    case 3: return (int64_t)s->skipped_heartbeats;
    case 4: return (int64_t)s->steals;
    case 5: return (int64_t)s->max_fork_depth;
    case 6: return (int64_t)sum_workers(0);        /* nanoseconds */
    case 7: return (int64_t)sum_workers(1);        /* nanoseconds */
    case 8: return (int64_t)s->collections;
    case 9: return (int64_t)s->gc_ns;              /* nanoseconds */
    case 10: return (int64_t)s->bytes_reclaimed;
    case 11: return (int64_t)s->bytes_in_scope;
    case 12: return (int64_t)counter_entanglements();
    case 13: return (int64_t)counter_entanglement_checks();
    case 14: return (int64_t)s->fork_promotions;
    case 15: return (int64_t)s->loop_splits;
    case 16: return (int64_t)s->suspects;
    case 17: return (int64_t)s->entangled_bytes_live;
    case 18: return (int64_t)s->entangled_bytes_watermark;
    case 19: return (int64_t)s->max_heap_bytes;
    case 20: return (int64_t)s->regions;
    case 21: return (int64_t)s->regions_merged;
    default: return 0;
    }
}

void sk_print_sched_stats(void) {
    SkGcStats *s = &sk_rt.stats;
    fprintf(stderr,
            "scheduler statistics\n"
            "  workers:       %u\n"
            "  heartbeats:    %" PRIu64 " (%" PRIu64 " skipped: nothing to promote, or a promotion still unstolen)\n"
            "  promotions:    %" PRIu64 " (par forks %" PRIu64 ", loop splits %" PRIu64 ")\n"
            "  spawns:        %" PRIu64 "\n"
            "  steals:        %" PRIu64 "\n"
            "  heaps created: %" PRIu64 " (deepest %" PRIu64 ")\n"
            "  local GCs:     %" PRIu64 " taking %.3f s; %" PRIu64 " bytes copied, %" PRIu64
            " bytes pinned\n"
            "  down-pointers remembered: %" PRIu64 " (%" PRIu64 " objects suspect); entanglement checks: %" PRIu64 "\n"
            "  entangled reads: %" PRIu64 "; objects pinned by entanglement: %" PRIu64 " (%" PRIu64
            " bytes; at most %" PRIu64 " bytes at once)\n",
            sk_nworkers, (uint64_t)s->heartbeats, (uint64_t)s->skipped_heartbeats,
            (uint64_t)s->fork_promotions + (uint64_t)s->loop_splits, (uint64_t)s->fork_promotions,
            (uint64_t)s->loop_splits, (uint64_t)s->spawns, (uint64_t)s->steals,
            (uint64_t)s->heaps_created, (uint64_t)s->max_fork_depth, (uint64_t)s->collections,
            (double)s->gc_ns / 1e9, (uint64_t)s->bytes_copied, (uint64_t)s->bytes_pinned,
            counter_remembered(), (uint64_t)s->suspects, counter_entanglement_checks(),
            counter_entanglements(), (uint64_t)s->entangled_objects_pinned,
            (uint64_t)s->entangled_bytes_pinned, (uint64_t)s->entangled_bytes_watermark);
    if (s->preemptions)
        fprintf(stderr, "  preemptions:   %" PRIu64 " (ends of CML threads' time slices handed to the scheduler)\n",
                (uint64_t)s->preemptions);
    /* The run in progress counts (the task that exits is in one). */
    uint64_t now = sk_now_ns();
    for (unsigned i = 0; i < sk_nworkers && sk_workers; i++)
        fprintf(stderr, "  worker %u: work %.3f s, idle %.3f s, steals %" PRIu64 "\n", i,
                (double)worker_work_ns(&sk_workers[i], now) / 1e9, (double)sk_workers[i].idle_ns / 1e9,
                sk_workers[i].steals);
}
