/* tests/test_chunk.c — acquiring and releasing chunks (gc/chunk.c): a
 * released chunk comes back reset; threads acquiring and releasing normal
 * and large chunks at once never get a chunk another holds; the
 * per-thread caches go back to the global pool when their threads exit
 * (by chunk_cache_flush or by themselves), so the pool ends where it
 * started; the caches keep the pool lock's acquisitions to a fraction of
 * the acquisitions and releases; a fork() with other threads' caches full
 * leaves the child a working pool.  Meant to run under ThreadSanitizer
 * too (make tsan-test). */
#include "tests/check.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>

#include "gc/chunk.h"

#define THREADS 4
#define ROUNDS 3000
#define HELD_MAX 40
/* more than a thread can hold: HELD_MAX plus a full cache plus a batch */
#define PER_THREAD_RESERVE (HELD_MAX + 64)

/* Failures seen by the threads (CHECK is not thread-safe). */
static _Atomic int thread_failures;
static _Atomic uint64_t thread_ops;

static int normal_ok(const Chunk *c, int large) {
    return c && c->heap == NULL && c->size == SK_CHUNK_BYTES && c->frontier == c->start &&
           c->starts_upto == c->start && c->depth == 0 && c->flags == (large ? CHUNK_LARGE : 0u) &&
           c->limit == (char *)c + SK_CHUNK_BYTES &&
           ((uintptr_t)c & (SK_CHUNK_BYTES - 1)) == 0 &&
           chunk_lookup((uintptr_t)c + SK_CHUNK_BYTES / 2) == c;
}

/* Marks a chunk handed out; fails when it already was (by another thread,
 * or by this one). */
static int mark(Chunk *c) { return atomic_exchange((_Atomic uint64_t *)c->start, 1) == 0; }
static void unmark(Chunk *c) { atomic_store((_Atomic uint64_t *)c->start, 0); }

static void fail(void) { atomic_fetch_add(&thread_failures, 1); }

/* Takes and drops between 0 and HELD_MAX chunks at a time: mostly normal
 * ones, some one-slice large ones (they share the caches) and some of two
 * slices (the global lists), dirtying each as a heap would.  Odd threads
 * flush their caches at the end, even ones leave it to their exit. */
static void *churn(void *arg) {
    uintptr_t id = (uintptr_t)arg;
    uint32_t seed = (uint32_t)(id * 2654435761u + 1);
    Chunk *held[HELD_MAX];
    int n = 0;
    uint64_t ops = 0;
    for (int r = 0; r < ROUNDS; r++) {
        seed = seed * 1103515245u + 12345u;
        int want = (int)((seed >> 16) % HELD_MAX);
        while (n < want) {
            unsigned kind = (seed >> 8) % 8 == 0 ? (unsigned)(n % 3) : 0;
            size_t bytes = kind == 0 ? 64 : kind == 1 ? SK_LARGE_OBJECT_BYTES + 8 : SK_CHUNK_BYTES;
            Chunk *c = chunk_acquire(bytes);
            if (!c) {
                fail();
                break;
            }
            if (kind == 2 ? !(c->heap == NULL && c->size == 2 * SK_CHUNK_BYTES && (c->flags & CHUNK_LARGE))
                          : !normal_ok(c, kind == 1))
                fail();
            if (!mark(c)) fail();
            c->heap = (struct SkHeap *)arg; /* as if a heap owned it */
            c->frontier += 64;
            c->flags |= CHUNK_FROM_SPACE;
            held[n++] = c;
            ops++;
        }
        while (n > want) {
            Chunk *c = held[--n];
            unmark(c);
            chunk_release(c);
            ops++;
        }
    }
    while (n > 0) {
        Chunk *c = held[--n];
        unmark(c);
        chunk_release(c);
        ops++;
    }
    atomic_fetch_add(&thread_ops, ops);
    if (id & 1) chunk_cache_flush();
    return NULL;
}

static pthread_barrier_t filled, forked;

/* Fills its cache, waits while the main thread forks, then exits. */
static void *hold_cache(void *arg) {
    (void)arg;
    Chunk *held[20];
    for (int i = 0; i < 20; i++) held[i] = chunk_acquire(64);
    for (int i = 0; i < 20; i++) chunk_release(held[i]);
    pthread_barrier_wait(&filled);
    pthread_barrier_wait(&forked);
    return NULL;
}

int main(void) {
    /* A released chunk comes back reset, from the thread's cache. */
    Chunk *c = chunk_acquire(64);
    CHECK(normal_ok(c, 0));
    c->heap = (struct SkHeap *)&c;
    c->depth = 5;
    c->flags |= CHUNK_TO_SPACE | CHUNK_KEEP;
    c->frontier += 128;
    c->starts_upto += 128;
    chunk_release(c);
    CHECK(chunk_cache_count() >= 1);
    Chunk *again = chunk_acquire(64);
    CHECK(again == c && normal_ok(again, 0));
    chunk_release(again);
    Chunk *big = chunk_acquire(3 * SK_CHUNK_BYTES);
    CHECK(big && big->size == 4 * SK_CHUNK_BYTES && (big->flags & CHUNK_LARGE) && big->heap == NULL);
    chunk_release(big);

    /* Lock acquisitions: acquiring and releasing one chunk over and over
     * stays in the cache; many at once move them in batches. */
    uint64_t l0 = chunk_pool_locks();
    for (int i = 0; i < 10000; i++) chunk_release(chunk_acquire(64));
    CHECK(chunk_pool_locks() - l0 <= 2);
    static Chunk *many[1000];
    l0 = chunk_pool_locks();
    for (int i = 0; i < 1000; i++) many[i] = chunk_acquire(64);
    for (int i = 0; i < 1000; i++) chunk_release(many[i]);
    uint64_t batched = chunk_pool_locks() - l0;
    CHECK(batched <= 2000 / 8);
    printf("  1000 acquisitions and 1000 releases: %llu pool lock acquisitions\n",
           (unsigned long long)batched);

    /* Flushing empties the cache into the pool (below its target). */
    chunk_pool_reserve((size_t)4096 * SK_CHUNK_BYTES, 0);
    size_t before = chunk_pool_count(), cached = chunk_cache_count();
    CHECK(cached > 0);
    chunk_cache_flush();
    CHECK(chunk_cache_count() == 0);
    CHECK(chunk_pool_count() == before + cached);

    /* Threads at once, with the target above raised so that nothing goes
     * dormant, and the pool filled beyond what the threads can hold, so
     * that it gets back exactly what it had. */
    static Chunk *warm[THREADS * PER_THREAD_RESERVE];
    for (int i = 0; i < THREADS * PER_THREAD_RESERVE; i++) warm[i] = chunk_acquire(64);
    for (int i = 0; i < THREADS * PER_THREAD_RESERVE; i++) chunk_release(warm[i]);
    chunk_cache_flush();
    size_t pool0 = chunk_pool_count();
    CHECK(pool0 >= THREADS * PER_THREAD_RESERVE);
    l0 = chunk_pool_locks();
    pthread_t t[THREADS];
    for (uintptr_t i = 0; i < THREADS; i++) pthread_create(&t[i], NULL, churn, (void *)(i + 1));
    for (int i = 0; i < THREADS; i++) pthread_join(t[i], NULL);
    uint64_t locks = chunk_pool_locks() - l0, ops = atomic_load(&thread_ops);
    CHECK(atomic_load(&thread_failures) == 0);
    CHECK(chunk_pool_count() == pool0);
    CHECK(locks * 4 < ops);
    printf("  %d threads: %llu chunk acquisitions and releases, %llu pool lock acquisitions\n", THREADS,
           (unsigned long long)ops, (unsigned long long)locks);

    /* A fork while another thread's cache is full: the child's pool works
     * (the other thread's cached chunks are lost to it, still free). */
    pthread_barrier_init(&filled, NULL, 2);
    pthread_barrier_init(&forked, NULL, 2);
    pthread_t h;
    pthread_create(&h, NULL, hold_cache, NULL);
    pthread_barrier_wait(&filled);
    fflush(stdout);
    chunk_pool_fork_guard(1);
    pid_t pid = fork();
    chunk_pool_fork_guard(0);
    if (pid == 0) {
        int bad = 0;
        Chunk *k[100];
        for (int i = 0; i < 100; i++) {
            k[i] = chunk_acquire(64);
            if (!normal_ok(k[i], 0) || !mark(k[i])) bad = 1;
        }
        for (int i = 0; i < 100; i++) {
            unmark(k[i]);
            chunk_release(k[i]);
        }
        chunk_cache_flush();
        _exit(bad);
    }
    int st = -1;
    waitpid(pid, &st, 0);
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    pthread_barrier_wait(&forked);
    pthread_join(h, NULL);
    CHECK(chunk_pool_count() == pool0);
    return check_report();
}
