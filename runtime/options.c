/* options.c — runtime options, MLton style: `prog @skein OPTION... -- ARGS`.
 *
 * `@mpl` and `@MLton` are accepted as aliases of `@skein`, with the MPL
 * and MLton spellings below, so that the command lines of scripts written
 * for those compilers work unchanged.  The options end at `--` or at
 * the end of argv; what follows is the program's command line.  Options:
 *   max-heap SIZE   cap on heap memory; SIZE is bytes with an optional
 *                   K, M or G suffix (powers of 1024)
 *   gc-stats        print collection statistics at exit
 *   debug-gc        verify every heap invariant before and after each
 *                   collection
 *   gc-stress       collect at every allocation (every second one major
 *                   while the old generation is small, then one per
 *                   4 KB of it: gc/collect.c, stress_major_due)
 *   nursery SIZE    a heap's young generation: a minor collection when
 *                   its young chunks reach SIZE (default 16M, at most half the heap's
 *                   trigger; 0: no
 *                   generations, every collection is major)
 *   procs N         number of workers (default: the CPUs the process may
 *                   use; 0 in SkOptions until sk_init resolves it)
 *   heartbeat-us H  heartbeat period in microseconds (default 100)
 *   latent-forks K  a task records at most K latent par forks of a
 *                   recursion at a time (default 8; 0: no limit, every
 *                   par records its fork; skein.h LATENT ROOM)
 *   heartbeat on|off  off: no heartbeats, so latent forks and loops are
 *                   never promoted and everything runs sequentially
 *   entanglement manage|detect|unchecked   what a read of a pointer to an
 *                   object of a concurrent task does: pin it (default;
 *                   gc/barrier.c), stop the program with "entanglement
 *                   detected", or nothing (unsafe when the program is
 *                   entangled: for measuring the check's cost)
 *   detect-entanglement true|false   the older spelling: true is `detect`,
 *                   false `unchecked`
 *   stats           print scheduler and collector statistics at exit
 *   set-affinity    pin worker i to one CPU of the process's affinity mask,
 *                   the (affinity-base + i * affinity-stride)-th modulo
 *                   their count (MPL's options; base 0, stride 1)
 *   thread-stacks N the threads (CML, actors, MLton.Thread) of one task
 *                   that get a stack of their own (default 1024); the
 *                   others share one stack, their frames copied out and
 *                   in when they switch (conc/coroutine.c), so that
 *                   millions can be blocked at once; 0: all share
 *   gc-summary      MLton's name for gc-stats
 *   fixed-heap SIZE MLton's fixed heap size, taken as the cap max-heap
 * Parsing is pure (no output, no exit) so that it can be unit-tested;
 * sk_init() reports errors.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime.h"

void sk_options_default(SkOptions *o) {
    memset(o, 0, sizeof *o);
    o->procs = 0;
    o->heartbeat_us = 100;
    o->heartbeat = 1;
    o->latent_forks = SK_DEFAULT_LATENT_FORKS;
    o->entanglement = SK_ENTANGLEMENT_MANAGE;
    o->affinity_stride = 1;
    o->nursery = SK_DEFAULT_NURSERY_BYTES;
    o->thread_stacks = SK_DEFAULT_THREAD_STACKS;
}

/* Sets *out to values[i] for the i such that arg equals words[i] (words
 * ends with NULL); -1 when there is none. */
static int choose(const char *arg, const char *const *words, const int *values, int *out) {
    for (size_t i = 0; arg && words[i]; i++)
        if (strcmp(arg, words[i]) == 0) {
            *out = values[i];
            return 0;
        }
    return -1;
}

int sk_parse_size(const char *s, uint64_t *out) {
    if (!s || *s < '0' || *s > '9') return -1;
    errno = 0;
    char *end;
    unsigned long long n = strtoull(s, &end, 10);
    if (errno) return -1;
    unsigned shift = 0;
    switch (*end) {
    case '\0': break;
    case 'k': case 'K': shift = 10; end++; break;
    case 'm': case 'M': shift = 20; end++; break;
    case 'g': case 'G': shift = 30; end++; break;
    default: return -1;
    }
    if (*end != '\0') return -1;
    if (shift && n > (UINT64_MAX >> shift)) return -1;
    *out = (uint64_t)n << shift;
    return 0;
}

static int fail(char *err, size_t errlen, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return -1;
}

static int parse_count(const char *s, unsigned lo, unsigned hi, unsigned *out) {
    uint64_t n;
    if (!s) return -1;
    for (const char *p = s; *p; p++)
        if (*p < '0' || *p > '9') return -1;
    if (sk_parse_size(s, &n) || n < lo || n > hi) return -1;
    *out = (unsigned)n;
    return 0;
}

int sk_options_parse(int argc, char **argv, SkOptions *o, int *first, char *err, size_t errlen) {
    sk_options_default(o);
    int i = 1;
    *first = 1;
    if (argc < 2 || (strcmp(argv[1], "@skein") != 0 && strcmp(argv[1], "@mpl") != 0 &&
                     strcmp(argv[1], "@MLton") != 0))
        return 0;
    const char *group = argv[1];
    for (i = 2; i < argc; i++) {
        const char *opt = argv[i];
        const char *arg = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(opt, "--") == 0) {
            i++;
            break;
        } else if (strcmp(opt, "gc-stats") == 0 || strcmp(opt, "gc-summary") == 0) {
            o->gc_stats = 1;
        } else if (strcmp(opt, "debug-gc") == 0) {
            o->debug_gc = 1;
        } else if (strcmp(opt, "stats") == 0) {
            o->stats = 1;
        } else if (strcmp(opt, "entanglement") == 0) {
            static const char *const words[] = {"manage", "detect", "unchecked", NULL};
            static const int modes[] = {SK_ENTANGLEMENT_MANAGE, SK_ENTANGLEMENT_DETECT,
                                        SK_ENTANGLEMENT_UNCHECKED};
            if (choose(arg, words, modes, &o->entanglement))
                return fail(err, errlen, "runtime option entanglement: expected manage, detect or "
                                         "unchecked, got '%s'", arg ? arg : "nothing");
            i++;
        } else if (strcmp(opt, "detect-entanglement") == 0) {
            static const char *const words[] = {"true", "false", NULL};
            static const int modes[] = {SK_ENTANGLEMENT_DETECT, SK_ENTANGLEMENT_UNCHECKED};
            if (choose(arg, words, modes, &o->entanglement))
                return fail(err, errlen, "runtime option detect-entanglement: expected true or "
                                         "false, got '%s'", arg ? arg : "nothing");
            i++;
        } else if (strcmp(opt, "set-affinity") == 0) {
            o->set_affinity = 1;
        } else if (strcmp(opt, "affinity-base") == 0 || strcmp(opt, "affinity-stride") == 0) {
            int base = opt[9] == 'b';
            if (parse_count(arg, base ? 0 : 1, 1u << 20, base ? &o->affinity_base : &o->affinity_stride))
                return fail(err, errlen, "runtime option %s: expected a %s number, got '%s'", opt,
                            base ? "CPU" : "positive", arg ? arg : "nothing");
            i++;
        } else if (strcmp(opt, "gc-stress") == 0) {
            o->gc_stress = 1;
        } else if (strcmp(opt, "max-heap") == 0 || strcmp(opt, "fixed-heap") == 0) {
            if (!arg || strcmp(arg, "--") == 0)
                return fail(err, errlen, "runtime option %s needs a size (e.g. %s 4G)", opt, opt);
            if (sk_parse_size(arg, &o->max_heap) || o->max_heap == 0)
                return fail(err, errlen,
                            "runtime option %s: malformed size '%s' (expected a "
                            "positive number with an optional K, M or G suffix, e.g. 512M)",
                            opt, arg);
            i++;
        } else if (strcmp(opt, "nursery") == 0) {
            if (!arg || sk_parse_size(arg, &o->nursery))
                return fail(err, errlen,
                            "runtime option nursery: expected a size (bytes with an optional K, "
                            "M or G suffix; 0: no generations), got '%s'", arg ? arg : "nothing");
            i++;
        } else if (strcmp(opt, "procs") == 0) {
            if (parse_count(arg, 1, 4096, &o->procs))
                return fail(err, errlen, "runtime option procs: expected a number of workers "
                                         "from 1 to 4096, got '%s'", arg ? arg : "nothing");
            i++;
        } else if (strcmp(opt, "heartbeat") == 0) {
            if (arg && strcmp(arg, "on") == 0)
                o->heartbeat = 1;
            else if (arg && strcmp(arg, "off") == 0)
                o->heartbeat = 0;
            else
                return fail(err, errlen, "runtime option heartbeat: expected on or off, got '%s'",
                            arg ? arg : "nothing");
            i++;
        } else if (strcmp(opt, "heartbeat-us") == 0) {
            if (parse_count(arg, 1, 100000000, &o->heartbeat_us))
                return fail(err, errlen, "runtime option heartbeat-us: expected a positive "
                                         "number of microseconds, got '%s'", arg ? arg : "nothing");
            i++;
        } else if (strcmp(opt, "thread-stacks") == 0) {
            if (parse_count(arg, 0, 1000000, &o->thread_stacks))
                return fail(err, errlen, "runtime option thread-stacks: expected a number of threads "
                                         "from 0 to 1000000, got '%s'", arg ? arg : "nothing");
            i++;
        } else if (strcmp(opt, "latent-forks") == 0) {
            if (parse_count(arg, 0, 1000000, &o->latent_forks))
                return fail(err, errlen, "runtime option latent-forks: expected a number of forks "
                                         "from 0 (no limit) to 1000000, got '%s'", arg ? arg : "nothing");
            i++;
        } else {
            return fail(err, errlen,
                        "unknown runtime option '%s' after %s (known: max-heap SIZE, nursery SIZE, gc-stats, "
                        "debug-gc, gc-stress, procs N, heartbeat-us H, heartbeat on|off, latent-forks K, thread-stacks N, entanglement "
                        "manage|detect|unchecked, detect-entanglement true|false, stats, set-affinity, "
                        "affinity-base N, affinity-stride N, gc-summary, fixed-heap SIZE; end them "
                        "with --)",
                        opt, group);
        }
    }
    *first = i > argc ? argc : i;
    return 0;
}
