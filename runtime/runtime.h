/* runtime.h — private state shared by the runtime's own files.
 *
 * Owns: the parsed runtime options (SkOptions), the collector statistics
 * (SkGcStats), the program's argument vector after the runtime options, and
 * the main thread's stack bounds.  Generated code never includes this; it
 * sees only include/skein.h.  All of it is written by sk_init() on the main
 * thread before any other runtime call, and read-only afterwards except the
 * statistics, which only the collector updates.
 */
#ifndef SKEIN_RUNTIME_H
#define SKEIN_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#include "include/skein.h"

typedef struct SkOptions {
    uint64_t max_heap;     /* cap on bytes in heap chunks; 0 = no cap    */
    int gc_stats;          /* print statistics at exit                   */
    int debug_gc;          /* verify the heap before and after every GC  */
    int gc_stress;         /* collect at every allocation                */
    unsigned procs;        /* workers (only 1 is used in this increment) */
    unsigned heartbeat_us; /* heartbeat period (not used yet)            */
} SkOptions;

typedef struct SkGcStats {
    uint64_t collections;
    uint64_t bytes_copied;
    uint64_t bytes_pinned;     /* total over all collections */
    uint64_t objects_pinned;   /* total over all collections */
    uint64_t max_heap_bytes;   /* peak bytes in heap chunks, during GC included */
    uint64_t gc_ns;
    uint64_t last_live_bytes;  /* heap chunk bytes after the last collection */
} SkGcStats;

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

#endif
