/* tests/check.h — the runtime tests' tiny harness.
 *
 * CHECK(cond) counts a pass or prints the failed condition with its line;
 * check_report() prints the closing line "N passed, N failed" and returns
 * the exit status.  run_child() runs a function in a forked child with its
 * stderr captured, for tests whose subject exits or aborts the process.
 */
#ifndef SKEIN_TESTS_CHECK_H
#define SKEIN_TESTS_CHECK_H

#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "include/skein.h"

static int check_passed, check_failed;

#define CHECK(cond)                                                                \
    do {                                                                           \
        if (cond) {                                                                \
            check_passed++;                                                        \
        } else {                                                                   \
            check_failed++;                                                        \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                          \
    } while (0)

static inline int check_report(void) {
    printf("%d passed, %d failed\n", check_passed, check_failed);
    fflush(stdout);
    return check_failed ? 1 : 0;
}

/* The conservative stack scan must see every frame on the real stack. */
#if defined(__SANITIZE_ADDRESS__)
#define SK_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SK_TEST_ASAN 1
#endif
#endif
#ifdef SK_TEST_ASAN
const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "detect_stack_use_after_return=0"; }
#endif

typedef struct ChildResult {
    int exited, status;   /* exited normally, with this status */
    int signaled, sig;    /* killed by this signal             */
    char err[16384];      /* what it wrote on stderr           */
} ChildResult;

static inline void run_child(void (*fn)(void *), void *arg, ChildResult *r) {
    int fds[2];
    memset(r, 0, sizeof *r);
    if (pipe(fds) != 0) {
        perror("pipe");
        exit(2);
    }
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        dup2(fds[1], 2);
        close(fds[1]);
        fn(arg);
        fflush(stdout);
        _exit(0);
    }
    close(fds[1]);
    size_t n = 0;
    ssize_t k;
    while ((k = read(fds[0], r->err + n, sizeof r->err - 1 - n)) > 0) n += (size_t)k;
    r->err[n] = 0;
    close(fds[0]);
    int st;
    waitpid(pid, &st, 0);
    r->exited = WIFEXITED(st);
    r->status = r->exited ? WEXITSTATUS(st) : -1;
    r->signaled = WIFSIGNALED(st);
    r->sig = r->signaled ? WTERMSIG(st) : 0;
}

/* Whether the program was given argument `word` (after the runtime options). */
static inline int has_arg(const char *word) {
    for (int i = 1; i < sk_argc(); i++)
        if (strcmp(sk_argv()[i], word) == 0) return 1;
    return 0;
}

/* Overwrites the dead stack below the caller's frame, so that stale copies
 * of pointers left by earlier calls cannot pin objects in later scans. */
__attribute__((unused)) static SK_NOINLINE void clear_stack(void) {
    volatile char buf[1 << 16];
    memset((char *)buf, 0, sizeof buf);
    __asm__ volatile("" : : "r"(buf) : "memory");
}

#endif
