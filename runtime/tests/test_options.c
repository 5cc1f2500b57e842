/* tests/test_options.c — `@skein ... --` parsing: valid, unknown and
 * malformed options, the @mpl alias, sizes, and what sk_init does with them
 * (program arguments; error message and exit 1), the latter in children. */
#include "tests/check.h"

#include "runtime.h"

static int parse(char **argv, SkOptions *o, int *first, char *err) {
    int argc = 0;
    while (argv[argc]) argc++;
    err[0] = 0;
    return sk_options_parse(argc, argv, o, first, err, 512);
}

#define ARGV(...) ((char *[]){"prog", __VA_ARGS__, NULL})

static void init_bad(void *arg) {
    char **argv = arg;
    int argc = 0;
    while (argv[argc]) argc++;
    sk_init(argc, argv);
    _exit(0);
}

static void init_args(void *arg) {
    (void)arg;
    char *argv[] = {"prog", "@skein", "gc-stats", "--", "a", "@skein", "--", NULL};
    sk_init(7, argv);
    int ok = sk_argc() == 4 && strcmp(sk_argv()[0], "prog") == 0 &&
             strcmp(sk_argv()[1], "a") == 0 && strcmp(sk_argv()[2], "@skein") == 0 &&
             strcmp(sk_argv()[3], "--") == 0 && sk_argv()[4] == NULL &&
             strcmp(sk_program_name(), "prog") == 0;
    sk_exit(ok ? 0 : 3);
}

int main(void) {
    SkOptions o;
    int first;
    char err[512];
    uint64_t n;

    CHECK(sk_parse_size("4G", &n) == 0 && n == ((uint64_t)4 << 30));
    CHECK(sk_parse_size("512m", &n) == 0 && n == ((uint64_t)512 << 20));
    CHECK(sk_parse_size("100K", &n) == 0 && n == 102400);
    CHECK(sk_parse_size("123", &n) == 0 && n == 123);
    CHECK(sk_parse_size("4X", &n) != 0 && sk_parse_size("", &n) != 0 &&
          sk_parse_size("G", &n) != 0 && sk_parse_size("-1", &n) != 0 &&
          sk_parse_size("4GB", &n) != 0 && sk_parse_size("99999999999999999999", &n) != 0 &&
          sk_parse_size("99999999999G", &n) != 0);

    CHECK(parse(ARGV("x", "y"), &o, &first, err) == 0 && first == 1 && !o.gc_stats);
    CHECK(parse((char *[]){"prog", NULL}, &o, &first, err) == 0 && first == 1);
    CHECK(parse(ARGV("@skein", "gc-stats", "debug-gc", "--", "a", "b"), &o, &first, err) == 0 &&
          first == 5 && o.gc_stats && o.debug_gc && !o.gc_stress && o.max_heap == 0);
    CHECK(parse(ARGV("@mpl", "max-heap", "4G", "gc-stress", "--"), &o, &first, err) == 0 &&
          first == 6 && o.max_heap == ((uint64_t)4 << 30) && o.gc_stress);
    CHECK(parse(ARGV("@skein", "procs", "4", "heartbeat-us", "50"), &o, &first, err) == 0 &&
          first == 6 && o.procs == 4 && o.heartbeat_us == 50);
    CHECK(parse(ARGV("@skein", "--"), &o, &first, err) == 0 && first == 3 && o.heartbeat == 1 &&
          o.heartbeat_us == 100);
    CHECK(parse(ARGV("@skein", "heartbeat", "off", "--"), &o, &first, err) == 0 && first == 5 &&
          o.heartbeat == 0);
    CHECK(parse(ARGV("@skein", "heartbeat", "off", "heartbeat", "on", "heartbeat-us", "1", "--"), &o,
                &first, err) == 0 &&
          first == 9 && o.heartbeat == 1 && o.heartbeat_us == 1);
    CHECK(parse(ARGV("@skein", "--"), &o, &first, err) == 0 &&
          o.entanglement == SK_ENTANGLEMENT_MANAGE);
    CHECK(parse(ARGV("@skein", "entanglement", "detect", "--"), &o, &first, err) == 0 &&
          first == 5 && o.entanglement == SK_ENTANGLEMENT_DETECT);
    CHECK(parse(ARGV("@skein", "entanglement", "unchecked", "entanglement", "manage", "--"), &o,
                &first, err) == 0 &&
          o.entanglement == SK_ENTANGLEMENT_MANAGE);
    CHECK(parse(ARGV("@skein", "detect-entanglement", "true", "--"), &o, &first, err) == 0 &&
          o.entanglement == SK_ENTANGLEMENT_DETECT);
    CHECK(parse(ARGV("@skein", "detect-entanglement", "false", "--"), &o, &first, err) == 0 &&
          o.entanglement == SK_ENTANGLEMENT_UNCHECKED);
    CHECK(parse(ARGV("@skein", "entanglement", "pin", "--"), &o, &first, err) != 0 &&
          strstr(err, "entanglement: expected manage, detect or unchecked, got 'pin'") != NULL);
    CHECK(parse(ARGV("@mpl", "procs", "2", "set-affinity", "affinity-base", "1", "affinity-stride",
                     "2", "--"), &o, &first, err) == 0 &&
          first == 10 && o.procs == 2 && o.set_affinity && o.affinity_base == 1 &&
          o.affinity_stride == 2);
    CHECK(parse(ARGV("@skein", "--"), &o, &first, err) == 0 && !o.set_affinity &&
          o.affinity_base == 0 && o.affinity_stride == 1);
    CHECK(parse(ARGV("@mpl", "affinity-stride", "0", "--"), &o, &first, err) != 0 &&
          strstr(err, "affinity-stride: expected a positive number, got '0'") != NULL);
    CHECK(parse(ARGV("@MLton", "gc-summary", "fixed-heap", "1G", "--", "x"), &o, &first, err) == 0 &&
          first == 6 && o.gc_stats && o.max_heap == ((uint64_t)1 << 30));
    CHECK(parse(ARGV("@MLton", "fixed-heap", "--"), &o, &first, err) != 0 &&
          strstr(err, "fixed-heap needs a size") != NULL);
    CHECK(parse(ARGV("@skein", "heartbeat", "sometimes", "--"), &o, &first, err) != 0 &&
          strstr(err, "heartbeat: expected on or off, got 'sometimes'") != NULL);
    CHECK(parse(ARGV("@skein", "heartbeat"), &o, &first, err) != 0 &&
          strstr(err, "got 'nothing'") != NULL);
    CHECK(parse(ARGV("@skein", "heartbeat-us", "0", "--"), &o, &first, err) != 0 &&
          strstr(err, "heartbeat-us") != NULL);
    CHECK(parse(ARGV("@skein", "--"), &o, &first, err) == 0 &&
          o.latent_forks == SK_DEFAULT_LATENT_FORKS);
    CHECK(parse(ARGV("@skein", "latent-forks", "0", "latent-forks", "3", "--"), &o, &first, err) == 0 &&
          first == 7 && o.latent_forks == 3);
    CHECK(parse(ARGV("@skein", "latent-forks", "-1", "--"), &o, &first, err) != 0 &&
          strstr(err, "latent-forks: expected a number of forks") != NULL);
    CHECK(parse(ARGV("@skein", "--"), &o, &first, err) == 0 &&
          o.thread_stacks == SK_DEFAULT_THREAD_STACKS);
    CHECK(parse(ARGV("@skein", "thread-stacks", "0", "--"), &o, &first, err) == 0 && o.thread_stacks == 0);
    CHECK(parse(ARGV("@skein", "thread-stacks", "many", "--"), &o, &first, err) != 0 &&
          strstr(err, "thread-stacks: expected a number of threads") != NULL);
    CHECK(parse(ARGV("x", "@skein", "gc-stats"), &o, &first, err) == 0 && first == 1 &&
          !o.gc_stats); /* only at the front */

    CHECK(parse(ARGV("@skein", "bogus", "--"), &o, &first, err) != 0 &&
          strstr(err, "unknown runtime option 'bogus'") != NULL);
    CHECK(parse(ARGV("@mpl", "gc-stats", "frob"), &o, &first, err) != 0 &&
          strstr(err, "'frob' after @mpl") != NULL);
    CHECK(parse(ARGV("@skein", "max-heap", "4X", "--"), &o, &first, err) != 0 &&
          strstr(err, "malformed size '4X'") != NULL);
    CHECK(parse(ARGV("@skein", "max-heap"), &o, &first, err) != 0 &&
          strstr(err, "needs a size") != NULL);
    CHECK(parse(ARGV("@skein", "max-heap", "--"), &o, &first, err) != 0 &&
          strstr(err, "needs a size") != NULL);
    CHECK(parse(ARGV("@skein", "max-heap", "0"), &o, &first, err) != 0);
    CHECK(parse(ARGV("@skein", "procs", "0", "--"), &o, &first, err) != 0 &&
          strstr(err, "procs") != NULL);
    CHECK(parse(ARGV("@skein", "procs", "two", "--"), &o, &first, err) != 0);

    ChildResult r;
    run_child(init_bad, ARGV("@skein", "bogus", "--"), &r);
    CHECK(r.exited && r.status == 1 && strstr(r.err, "prog: unknown runtime option 'bogus'"));
    run_child(init_bad, ARGV("@skein", "max-heap", "lots", "--"), &r);
    CHECK(r.exited && r.status == 1 && strstr(r.err, "malformed size 'lots'"));
    run_child(init_args, NULL, &r);
    CHECK(r.exited && r.status == 0 && strstr(r.err, "GC statistics") &&
          strstr(r.err, "collections:") && strstr(r.err, "bytes copied:") &&
          strstr(r.err, "bytes pinned:") && strstr(r.err, "max heap size:") &&
          strstr(r.err, "GC time:"));
    return check_report();
}
