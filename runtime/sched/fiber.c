/* sched/fiber.c — fiber stacks, the fiber pool and the context switch.
 *
 * Owns the assembly routine sk_fiber_switch (x86-64 System V and AArch64
 * AAPCS64; other targets fail to compile with a clear #error) and the pool
 * of task fibers.  See fiber.h for the invariants.  The switch saves only
 * the callee-saved registers: every switch is a call, so the compiler has
 * already saved the caller-saved ones.  The floating-point control state
 * (MXCSR, FPCR) is never changed by generated code and is not switched.
 *
 * Sanitizers: under ThreadSanitizer each fiber gets a tsan fiber handle and
 * fiber_jump announces switches (otherwise tsan would see one thread's
 * accesses on many stacks as races).  AddressSanitizer needs no help for
 * the switches the runtime makes (no fake stacks are used by its tests).
 */
#define _GNU_SOURCE
#include "fiber.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "../runtime.h"

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define SK_TSAN 1
#endif
#endif
#if defined(__SANITIZE_THREAD__)
#define SK_TSAN 1
#endif

#ifdef SK_TSAN
void *__tsan_get_current_fiber(void);
void *__tsan_create_fiber(unsigned flags);
void __tsan_destroy_fiber(void *fiber);
void __tsan_switch_to_fiber(void *fiber, unsigned flags);
#endif

#if defined(__x86_64__)
__asm__(".text\n"
        ".globl sk_fiber_switch\n"
        ".type sk_fiber_switch,@function\n"
        "sk_fiber_switch:\n"
        "  pushq %rbp\n"
        "  pushq %rbx\n"
        "  pushq %r12\n"
        "  pushq %r13\n"
        "  pushq %r14\n"
        "  pushq %r15\n"
        "  movq %rsp, (%rdi)\n"
        "  movq %rsi, %rsp\n"
        "  popq %r15\n"
        "  popq %r14\n"
        "  popq %r13\n"
        "  popq %r12\n"
        "  popq %rbx\n"
        "  popq %rbp\n"
        "  ret\n"
        ".size sk_fiber_switch, .-sk_fiber_switch\n"
        ".globl sk_fiber_trampoline\n"
        ".hidden sk_fiber_trampoline\n"
        ".type sk_fiber_trampoline,@function\n"
        "sk_fiber_trampoline:\n"
        "  movq %r12, %rdi\n"
        "  callq *%r13\n"
        "  ud2\n"
        ".size sk_fiber_trampoline, .-sk_fiber_trampoline\n");
#define FRAME_WORDS 9 /* 6 registers, return address, padding to 16 */
#elif defined(__aarch64__)
__asm__(".text\n"
        ".globl sk_fiber_switch\n"
        ".type sk_fiber_switch,%function\n"
        "sk_fiber_switch:\n"
        "  sub sp, sp, #160\n"
        "  stp x19, x20, [sp, #0]\n"
        "  stp x21, x22, [sp, #16]\n"
        "  stp x23, x24, [sp, #32]\n"
        "  stp x25, x26, [sp, #48]\n"
        "  stp x27, x28, [sp, #64]\n"
        "  stp x29, x30, [sp, #80]\n"
        "  stp d8, d9, [sp, #96]\n"
        "  stp d10, d11, [sp, #112]\n"
        "  stp d12, d13, [sp, #128]\n"
        "  stp d14, d15, [sp, #144]\n"
        "  mov x2, sp\n"
        "  str x2, [x0]\n"
        "  mov sp, x1\n"
        "  ldp x19, x20, [sp, #0]\n"
        "  ldp x21, x22, [sp, #16]\n"
        "  ldp x23, x24, [sp, #32]\n"
        "  ldp x25, x26, [sp, #48]\n"
        "  ldp x27, x28, [sp, #64]\n"
        "  ldp x29, x30, [sp, #80]\n"
        "  ldp d8, d9, [sp, #96]\n"
        "  ldp d10, d11, [sp, #112]\n"
        "  ldp d12, d13, [sp, #128]\n"
        "  ldp d14, d15, [sp, #144]\n"
        "  add sp, sp, #160\n"
        "  ret\n"
        ".size sk_fiber_switch, .-sk_fiber_switch\n"
        ".globl sk_fiber_trampoline\n"
        ".hidden sk_fiber_trampoline\n"
        ".type sk_fiber_trampoline,%function\n"
        "sk_fiber_trampoline:\n"
        "  mov x0, x19\n"
        "  blr x20\n"
        "  brk #0\n"
        ".size sk_fiber_trampoline, .-sk_fiber_trampoline\n");
#define FRAME_WORDS 20
#else
#error "skein: fibers need a context switch for this architecture (x86-64 and aarch64 exist)"
#endif

/* Global but hidden: C takes its address, and a GOT reference to a local
 * label in the asm lost the label's offset on aarch64 (binutils 2.40 made
 * the slot hold sk_fiber_switch's address: every first switch to a new
 * fiber looped in sk_fiber_switch). */
extern char sk_fiber_trampoline[];

static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static SkFiber *pool;

/* Place forks (places/place.c): takes the pool's lock before fork() and
 * releases it after, in parent and child alike. */
void fiber_pool_fork_guard(int hold) {
    if (hold) pthread_mutex_lock(&pool_lock);
    else pthread_mutex_unlock(&pool_lock);
}
/* Every fiber ever created (never unmapped), for fiber_guard_hit; pushed
 * with release stores so the signal handler can walk it without a lock. */
typedef struct FiberLink {
    SkFiber *f;
    struct FiberLink *next;
} FiberLink;
static _Atomic(FiberLink *) all_links;

SkFiber *fiber_create(size_t stack_bytes, void (*entry)(SkFiber *)) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t size = (stack_bytes + page - 1) & ~(page - 1);
    size_t total = size + SK_GUARD_BYTES;
    char *base = mmap(NULL, total, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (base == MAP_FAILED) return NULL;
    if (mprotect(base, SK_GUARD_BYTES, PROT_NONE) != 0) {
        munmap(base, total);
        return NULL;
    }
    /* Cache-line aligned (SkFiber's size is a multiple of the line): the
     * mutator's hot fields (newest, heartbeat) of fibers running on
     * different workers must not share a line, or every fork and join
     * invalidates the other worker's copy (par fib at procs 2 ran each
     * worker at 60% of the speed of procs 1 when they did). */
    SkFiber *f = aligned_alloc(SK_CACHE_LINE, sizeof *f);
    if (f) memset(f, 0, sizeof *f);
    FiberLink *link = malloc(sizeof *link);
    if (!f || !link) sk_out_of_memory("cannot allocate a fiber");
    f->guard_lo = (uintptr_t)base;
    f->lo = (uintptr_t)base + SK_GUARD_BYTES;
    f->hi = (uintptr_t)base + total;
    f->m.fiber = f;
    f->m.stack_hi = f->hi;
    fiber_reset(f, entry);
#ifdef SK_TSAN
    f->tsan_fiber = __tsan_create_fiber(0);
#endif
    link->f = f;
    link->next = atomic_load_explicit(&all_links, memory_order_relaxed);
    while (!atomic_compare_exchange_weak_explicit(&all_links, &link->next, link,
                                                  memory_order_release, memory_order_relaxed))
        ;
    return f;
}

void fiber_reset(SkFiber *f, void (*entry)(SkFiber *)) {
    f->entry = entry;
    uintptr_t *sp = (uintptr_t *)(f->hi - FRAME_WORDS * sizeof(uintptr_t));
    memset(sp, 0, FRAME_WORDS * sizeof(uintptr_t));
#if defined(__x86_64__)
    /* popped: r15 r14 r13 r12 rbx rbp, then ret */
    sp[2] = (uintptr_t)entry;
    sp[3] = (uintptr_t)f;
    sp[6] = (uintptr_t)sk_fiber_trampoline;
#else
    sp[0] = (uintptr_t)f;                   /* x19 */
    sp[1] = (uintptr_t)entry;               /* x20 */
    sp[11] = (uintptr_t)sk_fiber_trampoline; /* x30 */
#endif
    f->sp = sp;
}

SkFiber *fiber_get(void (*entry)(SkFiber *)) {
    pthread_mutex_lock(&pool_lock);
    SkFiber *f = pool;
    if (f) pool = f->next;
    pthread_mutex_unlock(&pool_lock);
    if (f) return f;
    f = fiber_create(SK_TASK_STACK_BYTES, entry);
    if (!f) sk_out_of_memory("cannot map a fiber stack");
    return f;
}

void fiber_put(SkFiber *f) {
    pthread_mutex_lock(&pool_lock);
    f->next = pool;
    pool = f;
    pthread_mutex_unlock(&pool_lock);
}

int fiber_guard_hit(uintptr_t a) {
    for (FiberLink *l = atomic_load_explicit(&all_links, memory_order_acquire); l; l = l->next)
        if (a >= l->f->guard_lo && a < l->f->lo + 4096) return 1;
    return 0;
}

void *fiber_thread_handle(void) {
#ifdef SK_TSAN
    return __tsan_get_current_fiber();
#else
    return NULL;
#endif
}

void *fiber_tsan_context_new(void) {
#ifdef SK_TSAN
    return __tsan_create_fiber(0);
#else
    return NULL;
#endif
}

void fiber_tsan_context_free(void *context) {
#ifdef SK_TSAN
    __tsan_destroy_fiber(context);
#else
    (void)context;
#endif
}

void fiber_jump(void **from_sp, void *to_sp, void *to_tsan_fiber) {
#ifdef SK_TSAN
    __tsan_switch_to_fiber(to_tsan_fiber, 0);
#else
    (void)to_tsan_fiber;
#endif
    sk_fiber_switch(from_sp, to_sp);
}
