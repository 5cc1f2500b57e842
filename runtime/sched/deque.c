/* sched/deque.c — Chase-Lev deque operations (see deque.h). */
#include "deque.h"

#define MASK (SK_DEQUE_CAPACITY - 1)

void deque_init(Deque *d) {
    atomic_store_explicit(&d->top, 0, memory_order_relaxed);
    atomic_store_explicit(&d->bottom, 0, memory_order_relaxed);
}

int deque_push(Deque *d, void *x) {
    int64_t b = atomic_load_explicit(&d->bottom, memory_order_relaxed);
    int64_t t = atomic_load_explicit(&d->top, memory_order_acquire);
    if (b - t >= SK_DEQUE_CAPACITY) return -1;
    atomic_store_explicit(&d->slots[b & MASK], x, memory_order_relaxed);
    atomic_thread_fence(memory_order_release);
    atomic_store_explicit(&d->bottom, b + 1, memory_order_relaxed);
    return 0;
}

void *deque_pop(Deque *d) {
    int64_t b = atomic_load_explicit(&d->bottom, memory_order_relaxed) - 1;
    atomic_store_explicit(&d->bottom, b, memory_order_relaxed);
    atomic_thread_fence(memory_order_seq_cst);
    int64_t t = atomic_load_explicit(&d->top, memory_order_relaxed);
    void *x = NULL;
    if (t <= b) {
        x = atomic_load_explicit(&d->slots[b & MASK], memory_order_relaxed);
        if (t == b) {
            /* The last item: race the thieves for it. */
            if (!atomic_compare_exchange_strong_explicit(&d->top, &t, t + 1, memory_order_seq_cst,
                                                         memory_order_relaxed))
                x = NULL;
            atomic_store_explicit(&d->bottom, b + 1, memory_order_relaxed);
        }
    } else {
        atomic_store_explicit(&d->bottom, b + 1, memory_order_relaxed);
    }
    return x;
}

void *deque_steal(Deque *d) {
    int64_t t = atomic_load_explicit(&d->top, memory_order_acquire);
    atomic_thread_fence(memory_order_seq_cst);
    int64_t b = atomic_load_explicit(&d->bottom, memory_order_acquire);
    if (t >= b) return NULL;
    void *x = atomic_load_explicit(&d->slots[t & MASK], memory_order_relaxed);
    if (!atomic_compare_exchange_strong_explicit(&d->top, &t, t + 1, memory_order_seq_cst,
                                                 memory_order_relaxed))
        return NULL;
    return x;
}

int deque_maybe_nonempty(Deque *d) {
    return atomic_load_explicit(&d->bottom, memory_order_relaxed) >
           atomic_load_explicit(&d->top, memory_order_relaxed);
}
