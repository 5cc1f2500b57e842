/* tests/test_fiber.c — fiber switches: a ping-pong between the main context
 * and a fiber preserves callee-saved state and the stack of each side;
 * fibers get their own stacks with a guard region; pooled fibers are
 * reused; and several threads each switching among their own fibers do not
 * interfere.  Meant to run under ThreadSanitizer too (make tsan-test). */
#include "tests/check.h"

#include <pthread.h>

#include "sched/fiber.h"

typedef struct Ping {
    void *main_sp;
    void *main_tsan;
    SkFiber *f;
    long counter;
    int rounds;
    int off_stack; /* rounds whose frame was outside the fiber's stack */
} Ping;

static __thread Ping *current_ping;

static long deep_sum(int n) { return n == 0 ? 0 : n + deep_sum(n - 1); }

static void pong(SkFiber *f) {
    Ping *p = current_ping;
    volatile long local = 1000; /* lives on the fiber's stack across switches */
    for (;;) {
        p->counter += local++;
        uintptr_t fp = (uintptr_t)__builtin_frame_address(0);
        if (!(fp > f->lo && fp < f->hi)) p->off_stack++;
        fiber_jump(&f->sp, p->main_sp, p->main_tsan);
    }
}

static long ping_rounds(int rounds) {
    Ping p = {0};
    current_ping = &p;
    p.main_tsan = fiber_thread_handle();
    p.f = fiber_create(1 << 20, pong);
    if (!p.f) return -1;
    double d = 1.5;
    long expect = 0;
    for (int i = 0; i < rounds; i++) {
        fiber_jump(&p.main_sp, p.f->sp, p.f->tsan_fiber);
        expect += 1000 + i;
        d *= 1.0;
    }
    return p.counter == expect && d == 1.5 && p.off_stack == 0 ? rounds : -2;
}

static void *thread_main(void *arg) {
    intptr_t r = ping_rounds((int)(intptr_t)arg);
    return (void *)r;
}

int main(void) {
    CHECK(ping_rounds(10000) == 10000);
    SkFiber *f = fiber_create(1 << 20, NULL);
    CHECK(f && f->lo - f->guard_lo == SK_GUARD_BYTES && f->hi - f->lo >= (1u << 20));
    CHECK(f && fiber_guard_hit(f->guard_lo + 10) && !fiber_guard_hit(f->hi - 8));
    fiber_put(f);
    CHECK(fiber_get(NULL) == f); /* pooled fibers are reused */
    CHECK(deep_sum(1000) == 500500);
    pthread_t t[4];
    for (intptr_t i = 0; i < 4; i++) pthread_create(&t[i], NULL, thread_main, (void *)(5000 + i));
    for (intptr_t i = 0; i < 4; i++) {
        void *r;
        pthread_join(t[i], &r);
        CHECK((intptr_t)r == 5000 + i);
    }
    return check_report();
}
