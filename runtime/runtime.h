/* runtime.h — private state shared by the runtime's own files.
 *
 * Owns: the parsed runtime options (SkOptions), the collector statistics
 * (SkGcStats), the program's argument vector after the runtime options, and
 * the main thread's stack bounds.  Generated code never includes this; it
 * sees only include/skein.h.  All of it is written by sk_init() on the main
 * thread before any other runtime call, and read-only afterwards except the
 * statistics, which the collectors and schedulers of all workers update with
 * atomic adds.
 */
#ifndef SKEIN_RUNTIME_H
#define SKEIN_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#include "include/skein.h"

/* Address sanitizer.  SK_ASAN is 1 in a build with it (gcc defines
 * __SANITIZE_ADDRESS__, clang has the feature), else 0.  SK_NO_ASAN marks a
 * function that reads memory the sanitizer would object to (stacks that are
 * not running, their redzones included) so that it is not instrumented. */
#if defined(__SANITIZE_ADDRESS__)
#define SK_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SK_ASAN 1
#endif
#endif
#ifndef SK_ASAN
#define SK_ASAN 0
#endif
#if SK_ASAN
#define SK_NO_ASAN __attribute__((no_sanitize("address")))
#else
#define SK_NO_ASAN
#endif

/* Default of the latent-forks option (skein.h LATENT ROOM). */
#define SK_DEFAULT_LATENT_FORKS 8u

/* A new task's m->latent_room: the latent-forks option (0: no limit). */
int sk_initial_latent_room(void);

enum {
    SK_ENTANGLEMENT_MANAGE = 0,   /* pin entangled objects (gc/barrier.c) */
    SK_ENTANGLEMENT_DETECT = 1,   /* stop the program at the first one    */
    SK_ENTANGLEMENT_UNCHECKED = 2 /* no read check (unsafe if entangled)  */
};

/* The default size of a heap's young generation (gc/heap.h, GENERATIONS). */
#define SK_DEFAULT_NURSERY_BYTES ((uint64_t)16 << 20)
/* Threads of a task with a stack of their own (options.c thread-stacks). */
#define SK_DEFAULT_THREAD_STACKS 1024

typedef struct SkOptions {
    uint64_t max_heap;     /* cap on bytes in heap chunks; 0 = no cap    */
    uint64_t nursery;      /* young chunk bytes that start a minor
                              collection; 0 = every collection is major  */
    int gc_stats;          /* print statistics at exit                   */
    int debug_gc;          /* verify the heap before and after every GC  */
    int gc_stress;         /* collect at every allocation                */
    unsigned procs;        /* workers                                    */
    unsigned heartbeat_us; /* heartbeat period in microseconds           */
    int heartbeat;         /* heartbeats on (default); off: never promote */
    unsigned latent_forks; /* latent par forks a task records at most
                              (skein.h LATENT ROOM; 0 = record every fork) */
    int entanglement;      /* SK_ENTANGLEMENT_*: pin entangled objects
                              (default), stop at the first, or skip checks */
    int stats;             /* print scheduler and GC statistics at exit  */
    int set_affinity;      /* pin worker i to an allowed CPU (MPL's option) */
    unsigned affinity_base, affinity_stride; /* worker i: allowed CPU number
                              (base + i * stride) mod count (default 0, 1) */
    unsigned thread_stacks; /* coroutines of a task with a stack of their
                              own; the others share one (conc/coroutine.c) */
} SkOptions;

/* Updated concurrently by all workers: relaxed atomic adds (sk_stats_add). */
typedef struct SkGcStats {
    _Atomic uint64_t collections;
    _Atomic uint64_t bytes_copied;
    _Atomic uint64_t minor_collections; /* ... of which minor (gc/collect.c) */
    _Atomic uint64_t minor_bytes_copied;
    _Atomic uint64_t minor_gc_ns;
    _Atomic uint64_t bytes_pinned;     /* total over all collections */
    _Atomic uint64_t objects_pinned;   /* total over all collections */
    _Atomic uint64_t max_heap_bytes;   /* peak bytes in heap chunks, during GC included */
    _Atomic uint64_t gc_ns;
    _Atomic uint64_t last_live_bytes;  /* chunk bytes of the last collected heap after it */
    _Atomic uint64_t bytes_reclaimed;  /* chunk bytes freed by collections */
    _Atomic uint64_t bytes_in_scope;   /* chunk bytes of heaps when collected */
    _Atomic uint64_t heaps_created;    /* heaps besides the root heap */
    _Atomic uint64_t spawns;           /* tasks made stealable (promotions) */
    _Atomic uint64_t fork_promotions;  /* ... of which par forks */
    _Atomic uint64_t loop_splits;      /* ... of which loop splits */
    _Atomic uint64_t steals;           /* promoted forks run by a thief */
    _Atomic uint64_t heartbeats;       /* poll slow paths taken */
    _Atomic uint64_t skipped_heartbeats; /* ... with nothing to promote */
    _Atomic uint64_t max_fork_depth;   /* deepest heap created */
    _Atomic uint64_t entanglement_checks; /* read-barrier slow paths */
    _Atomic uint64_t entanglements;    /* entangled reads found */
    _Atomic uint64_t entangled_objects_pinned; /* objects pinned by them (total) */
    _Atomic uint64_t entangled_bytes_pinned;   /* their bytes (total) */
    _Atomic uint64_t entangled_bytes_live;     /* bytes pinned now */
    _Atomic uint64_t entangled_bytes_watermark; /* most bytes pinned at once */
    _Atomic uint64_t remembered;       /* down-pointers recorded */
    _Atomic uint64_t suspects;         /* objects marked SUSPECT */
    _Atomic uint64_t regions;          /* Region.run calls (gc/region.c) */
    _Atomic uint64_t regions_merged;   /* ... whose heap was merged, not evacuated */
    _Atomic uint64_t region_splices;   /* promotions of work older than a region */
    _Atomic uint64_t preemptions;      /* ends of time slices handed to CML's handler */
    _Atomic uint64_t region_bytes_copied;   /* copied out of regions at their exits */
    _Atomic uint64_t region_bytes_in_scope; /* chunk bytes of the regions evacuated */
} SkGcStats;

static inline void sk_stats_add(_Atomic uint64_t *c, uint64_t n) {
    atomic_fetch_add_explicit(c, n, memory_order_relaxed);
}
static inline void sk_stats_max(_Atomic uint64_t *c, uint64_t n) {
    uint64_t seen = atomic_load_explicit(c, memory_order_relaxed);
    while (n > seen &&
           !atomic_compare_exchange_weak_explicit(c, &seen, n, memory_order_relaxed, memory_order_relaxed)) {
    }
}

typedef struct SkRuntime {
    SkOptions options;
    SkGcStats stats;
    int argc;          /* program arguments after the runtime options */
    char **argv;       /* argv[0] is the program name                 */
    uintptr_t stack_lo, stack_hi; /* main thread stack bounds         */
    uint64_t start_ns;
    int initialised;
} SkRuntime;

extern SkRuntime sk_rt;

/* Parses the runtime options at the front of argv[1..].  On success fills
 * *out, sets *first_program_arg to the index of the first program argument
 * and returns 0; on error writes a message to err and returns -1.  Pure: no
 * output, no exit (unit-testable). */
int sk_options_parse(int argc, char **argv, SkOptions *out, int *first_program_arg,
                     char *err, size_t errlen);
void sk_options_default(SkOptions *out);
/* Parses "4G", "512M", "100K", "123" into bytes; -1 on malformed input. */
int sk_parse_size(const char *s, uint64_t *out);

/* Prints "skein: internal error: ..." and aborts: a runtime bug. */
SK_NORETURN void sk_fatal(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Installs the SIGSEGV handler on an alternate stack (stack overflow). */
void sk_errors_install(void);

uint64_t sk_now_ns(void);
void sk_print_gc_stats(void);
/* Per-worker scheduler statistics (sched.c), printed by `stats`. */
void sk_print_sched_stats(void);
/* Sets up a thread's alternate signal stack (each worker calls it). */
void sk_errors_thread_init(void);

/* A place's process, before it exits: waits until its queued channel
 * output is written (places/place.c); nothing in the main program. */
void places_before_exit(void);

/* MLton.Signal (signals.c): runs the SML handlers of the signals caught
 * since the last call, when m is the main task's mutator (sk_poll_slow);
 * and the functions basis/mlton-signal.sml reaches through _import. */
void signals_poll(SkMutator *m);
/* The root task's mutator (sched.c sets it before the program runs; the
 * root fiber lives as long as the process): where signals are handled. */
extern SkMutator *sk_root_task_mutator;
int64_t sk_signal_set(int64_t sig, int64_t mode);
int64_t sk_signal_take(void);
int64_t sk_signal_mask(int64_t how, const int64_t *sigs, int64_t n, int64_t all);
int64_t sk_signal_blocked(int64_t sig);
void sk_signal_suspend(const int64_t *sigs, int64_t n, int64_t all);

#endif
