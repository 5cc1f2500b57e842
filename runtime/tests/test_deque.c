/* tests/test_deque.c — the Chase-Lev deque: sequential LIFO/FIFO behaviour,
 * capacity, and a concurrent run where the owner pushes and pops while
 * thieves steal: every item must be taken exactly once.  Meant to run
 * under ThreadSanitizer too (make tsan-test). */
#include "tests/check.h"

#include <pthread.h>
#include <stdatomic.h>

#include "sched/deque.h"

#define ITEMS 200000
#define THIEVES 3

static Deque dq;
static _Atomic int taken[ITEMS + 1];
static _Atomic int done;
static _Atomic long stolen_count;

static void *thief(void *arg) {
    (void)arg;
    while (!atomic_load(&done) || deque_maybe_nonempty(&dq)) {
        void *x = deque_steal(&dq);
        if (x) {
            atomic_fetch_add(&taken[(intptr_t)x], 1);
            atomic_fetch_add(&stolen_count, 1);
        }
    }
    return NULL;
}

int main(void) {
    deque_init(&dq);
    /* sequential */
    CHECK(deque_pop(&dq) == NULL && deque_steal(&dq) == NULL);
    for (intptr_t i = 1; i <= 3; i++) CHECK(deque_push(&dq, (void *)i) == 0);
    CHECK(deque_steal(&dq) == (void *)1);
    CHECK(deque_pop(&dq) == (void *)3);
    CHECK(deque_pop(&dq) == (void *)2);
    CHECK(deque_pop(&dq) == NULL);
    int full = 0;
    for (intptr_t i = 1; i <= SK_DEQUE_CAPACITY + 1; i++) full |= deque_push(&dq, (void *)i) != 0;
    CHECK(full);
    while (deque_pop(&dq)) {
    }
    CHECK(deque_steal(&dq) == NULL);

    /* concurrent */
    pthread_t t[THIEVES];
    for (int i = 0; i < THIEVES; i++) pthread_create(&t[i], NULL, thief, NULL);
    intptr_t next = 1;
    long popped = 0;
    while (next <= ITEMS) {
        for (int k = 0; k < 5 && next <= ITEMS; k++)
            if (deque_push(&dq, (void *)next) == 0) next++;
        void *x = deque_pop(&dq);
        if (x) {
            atomic_fetch_add(&taken[(intptr_t)x], 1);
            popped++;
        }
    }
    for (void *x; (x = deque_pop(&dq));) {
        atomic_fetch_add(&taken[(intptr_t)x], 1);
        popped++;
    }
    atomic_store(&done, 1);
    for (int i = 0; i < THIEVES; i++) pthread_join(t[i], NULL);
    int once = 1;
    for (int i = 1; i <= ITEMS; i++) once &= atomic_load(&taken[i]) == 1;
    CHECK(once);
    CHECK(popped + atomic_load(&stolen_count) == ITEMS);
    return check_report();
}
