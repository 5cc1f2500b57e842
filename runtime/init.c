/* init.c — starting and ending a program: sk_init, sk_exit, statistics.
 *
 * Owns the SkRuntime record (runtime.h).  sk_init must be the first runtime
 * call, made by main() on the main thread: it parses the runtime options,
 * records the program's arguments and the main stack's bounds (the top is
 * where the conservative stack scan stops), installs the stack-overflow
 * handler and creates the root heap and the main mutator (used by the
 * runtime's unit tests, which run on the main thread without fibers;
 * generated programs enter through sk_main, sched/sched.c, which runs the
 * root task on a fiber of its own).
 */
#define _GNU_SOURCE
#include <inttypes.h>
#include <pthread.h>
#include <sched.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "gc/chunk.h"
#include "gc/heap.h"
#include "runtime.h"

SkRuntime sk_rt;

uint64_t sk_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void find_main_stack(void) {
    pthread_attr_t attr;
    void *addr = NULL;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        pthread_attr_getstack(&attr, &addr, &size);
        pthread_attr_destroy(&attr);
    }
    if (addr) {
        sk_rt.stack_lo = (uintptr_t)addr;
        sk_rt.stack_hi = (uintptr_t)addr + size;
    } else {
        /* Fallback: a little above this frame; main's frame lies below it. */
        sk_rt.stack_hi = ((uintptr_t)__builtin_frame_address(0) + 65536) & ~(uintptr_t)4095;
    }
}

/* The CPUs this process may run on (its affinity mask), at least 1. */
static unsigned available_cpus(void) {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) {
        int n = CPU_COUNT(&set);
        if (n > 0) return (unsigned)n;
    }
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (unsigned)n : 1;
}

SkMutator *sk_init(int argc, char **argv) {
    SkOptions o;
    int first;
    char err[512];
    if (sk_options_parse(argc, argv, &o, &first, err, sizeof err) != 0) {
        fprintf(stderr, "%s: %s\n", argc > 0 ? argv[0] : "skein", err);
        exit(1);
    }
    sk_rt.options = o;
    sk_rt.start_ns = sk_now_ns();
    /* argv[0] followed by the program's own arguments. */
    int n = argc - first;
    sk_rt.argv = calloc((size_t)n + 2, sizeof(char *));
    if (!sk_rt.argv) sk_out_of_memory("cannot copy the command line");
    sk_rt.argv[0] = argc > 0 ? argv[0] : "skein";
    for (int i = 0; i < n; i++) sk_rt.argv[i + 1] = argv[first + i];
    sk_rt.argc = n + 1;
    if (o.procs == 0) sk_rt.options.procs = available_cpus();
    find_main_stack();
    sk_errors_install();
    heap_init(&sk_root_heap, NULL);
    sk_main_mutator.heap = &sk_root_heap;
    sk_main_mutator.depth = heap_chunk_depth(&sk_root_heap, 1);
    sk_main_mutator.exn = SK_UNIT;
    sk_main_mutator.stack_hi = sk_rt.stack_hi;
    sk_main_mutator.latent_room = sk_initial_latent_room();
    heap_resume(&sk_main_mutator);
    sk_rt.initialised = 1;
    return &sk_main_mutator;
}

void sk_print_gc_stats(void) {
    const SkGcStats *s = &sk_rt.stats;
    double gc = (double)s->gc_ns / 1e9;
    double run = (double)(sk_now_ns() - sk_rt.start_ns) / 1e9;
    uint64_t minor = s->minor_collections, major = s->collections - minor;
    uint64_t minor_copied = s->minor_bytes_copied, major_copied = s->bytes_copied - minor_copied;
    double minor_gc = (double)s->minor_gc_ns / 1e9, major_gc = gc - minor_gc;
    fprintf(stderr,
            "GC statistics\n"
            "  collections:   %" PRIu64 "\n"
            "    minor:       %" PRIu64 " (%" PRIu64 " bytes copied, %.3f s)\n"
            "    major:       %" PRIu64 " (%" PRIu64 " bytes copied, %.3f s)\n"
            "  bytes copied:  %" PRIu64 "\n"
            "  bytes pinned:  %" PRIu64 " (%" PRIu64 " objects)\n"
            "  max heap size: %" PRIu64 " bytes\n"
            "  chunk pool:    %" PRIu64 " lock acquisitions; %zu free chunks pooled\n"
            "  GC time:       %.3f s of %.3f s (%.1f%%)\n",
            (uint64_t)s->collections, minor, minor_copied, minor_gc, major, major_copied,
            major_gc > 0 ? major_gc : 0.0, (uint64_t)s->bytes_copied, (uint64_t)s->bytes_pinned,
            (uint64_t)s->objects_pinned, (uint64_t)s->max_heap_bytes, chunk_pool_locks(),
            chunk_pool_count(), gc, run,
            run > 0 ? 100.0 * gc / run : 0.0);
    if (s->regions)
        fprintf(stderr,
                "  regions:       %" PRIu64 " (%" PRIu64 " merged into their parent, %" PRIu64
                " spliced by promotions); exits copied %" PRIu64 " of %" PRIu64 " bytes\n",
                (uint64_t)s->regions, (uint64_t)s->regions_merged, (uint64_t)s->region_splices,
                (uint64_t)s->region_bytes_copied,
                (uint64_t)s->region_bytes_in_scope);
}

void sk_exit(int status) {
    fflush(stdout);
    places_before_exit();
    if (sk_rt.options.gc_stats || sk_rt.options.stats) sk_print_gc_stats();
    if (sk_rt.options.stats) sk_print_sched_stats();
    fflush(stderr);
    exit(status);
}

int sk_argc(void) { return sk_rt.argc; }
char **sk_argv(void) { return sk_rt.argv; }
const char *sk_program_name(void) { return sk_rt.argv ? sk_rt.argv[0] : "skein"; }
