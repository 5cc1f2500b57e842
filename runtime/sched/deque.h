/* sched/deque.h — a Chase-Lev work-stealing deque of task pointers.
 *
 * One owner pushes and pops at the bottom; any thread steals from the top.
 * Fixed capacity (SK_DEQUE_CAPACITY, a power of two): pushes beyond it
 * fail and the caller keeps the work to itself (tasks enter the deque only
 * by promotion, at most one per fork nesting level, so the bound is the
 * depth of promoted forks, not the amount of work).  The memory orderings
 * follow Lê, Pop, Cohen and Zappa Nardelli, "Correct and efficient
 * work-stealing for weak memory models" (PPoPP 2013); written from the
 * paper's pseudo-code.
 */
#ifndef SKEIN_SCHED_DEQUE_H
#define SKEIN_SCHED_DEQUE_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#define SK_DEQUE_CAPACITY 4096

typedef struct Deque {
    _Alignas(64) _Atomic int64_t top;
    _Alignas(64) _Atomic int64_t bottom;
    _Alignas(64) _Atomic(void *) slots[SK_DEQUE_CAPACITY];
} Deque;

void deque_init(Deque *d);
/* Owner only.  0 on success, -1 when full. */
int deque_push(Deque *d, void *x);
/* Owner only.  The most recently pushed item, or NULL when empty. */
void *deque_pop(Deque *d);
/* Any thread.  The oldest item, or NULL when empty or when the steal lost
 * a race (the caller may retry). */
void *deque_steal(Deque *d);
/* Any thread: a racy hint that the deque holds something. */
int deque_maybe_nonempty(Deque *d);

#endif
