/* places/place.c — places (ARCHITECTURE 3.6): isolated instances of the
 * program, each with its own heaps, workers, collector and scheduler,
 * talking over asynchronous channels that deep-copy what they carry.
 *
 * A PLACE IS A PROCESS.  sk_place_fork forks the program: the child is the
 * new place, with a copy of every global, heap and stack of its parent at
 * that instant (copy-on-write, so untouched memory costs nothing), and
 * runs the place's function on the task that called Place.spawn, then
 * exits.  Why not threads in one process, as the design first said: a
 * place must not see its parent's mutable state, and SML's module-level
 * state lives in C globals shared by every thread; a process gives each
 * place its own globals for free, lets a place be killed at any instant
 * without leaving a lock held or a heap half-collected in anyone else, and
 * frees all of a dead place's memory at once (the kernel does).  The
 * channel format is bytes, so the same API can later carry places on other
 * machines.
 *
 * Invariants:
 *   - A fork happens only from the root task with its heap the root heap
 *     (no promoted fork pending) and no latent fork pending (so the rule
 *     does not depend on whether a heartbeat promoted the enclosing par:
 *     inside a par's first branch or a parallel loop, spawn always stops
 *     the program with a message), so no other task exists: the other
 *     workers are idle, their deques empty, no heap is being collected.
 *     The runtime's own locks are taken around fork() (prepare/parent/child
 *     handlers) so the child never inherits one held by a vanished thread.
 *   - In the child: the other workers and the heartbeat thread are started
 *     afresh (sched_after_fork_child), channel state inherited
 *     from the parent (unsent output, unread input) is discarded, and the
 *     place dies with its parent (PR_SET_PDEATHSIG).
 *   - CHANNELS are the two ends of a Unix stream socket pair, one endpoint
 *     per file descriptor, each with ONE reader and ONE writer process.  A
 *     message is a frame [u64 length][message.c bytes].  Sends never block:
 *     what the socket does not take at once waits in the endpoint's output
 *     queue, written by this process's writer thread; frames of one
 *     endpoint go out in send order.  A place that exits first drains its
 *     output queues (so its last results arrive); the main program does
 *     not (its places die with it).
 *   - SHARED ARRAYS live in one shared anonymous mapping made before the
 *     first fork, so it sits at the same address in every place; its first
 *     word is the bump pointer all places allocate from.  Nothing in it is
 *     ever freed.
 */
#define _GNU_SOURCE
#include "place.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../conc/coroutine.h"
#include "../gc/chunk.h"
#include "../gc/heap.h"
#include "../runtime.h"
#include "../sched/fiber.h"
#include "../sched/sched.h"

/* ---- endpoints ------------------------------------------------------------ */

typedef struct OutFrame {
    uint8_t *data;
    size_t len, off;
    struct OutFrame *next;
} OutFrame;

typedef struct Endpoint {
    pthread_mutex_t in_lock; /* the input buffer (readers in this process)  */
    MessageBuf in;           /* bytes read and not yet taken                */
    size_t in_off;           /* start of the first frame not yet taken      */
    int eof;                 /* the peer closed (or the socket failed)      */
    OutFrame *out, *out_tail;/* under out_lock                              */
    int broken;              /* writes fail: output is dropped (out_lock)   */
} Endpoint;

static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static Endpoint **endpoints; /* by file descriptor, under table_lock */
static size_t endpoints_cap;

static pthread_mutex_t out_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t out_cond = PTHREAD_COND_INITIALIZER;     /* output queued */
static pthread_cond_t drained_cond = PTHREAD_COND_INITIALIZER; /* all written   */
static size_t frames_queued;  /* under out_lock */
static int writer_started;    /* under out_lock */

static int is_place;          /* this process is a place (not the main program) */

static Endpoint *endpoint(int64_t fd) {
    if (fd < 0 || fd > INT32_MAX) return NULL;
    pthread_mutex_lock(&table_lock);
    if ((size_t)fd >= endpoints_cap) {
        size_t cap = endpoints_cap ? endpoints_cap : 64;
        while (cap <= (size_t)fd) cap *= 2;
        Endpoint **t = realloc(endpoints, cap * sizeof *t);
        if (!t) sk_out_of_memory("cannot track a place channel");
        memset(t + endpoints_cap, 0, (cap - endpoints_cap) * sizeof *t);
        endpoints = t;
        endpoints_cap = cap;
    }
    Endpoint *e = endpoints[fd];
    if (!e) {
        e = calloc(1, sizeof *e);
        if (!e) sk_out_of_memory("cannot track a place channel");
        pthread_mutex_init(&e->in_lock, NULL);
        endpoints[fd] = e;
    }
    pthread_mutex_unlock(&table_lock);
    return e;
}

int64_t sk_place_channel(void) {
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0, sv) != 0) return -errno;
    /* The descriptors may be reused ones: their Endpoints start afresh. */
    for (int i = 0; i < 2; i++) {
        Endpoint *e = endpoint(sv[i]);
        pthread_mutex_lock(&out_lock);
        e->broken = 0;
        pthread_mutex_unlock(&out_lock);
        pthread_mutex_lock(&e->in_lock);
        e->eof = 0;
        pthread_mutex_unlock(&e->in_lock);
    }
    return ((int64_t)sv[0] << 32) | (int64_t)sv[1];
}

static void free_frames(OutFrame *f) {
    while (f) {
        OutFrame *next = f->next;
        free(f->data);
        free(f);
        f = next;
    }
}

void sk_place_close(int64_t fd) {
    Endpoint *e = endpoint(fd);
    if (!e) return;
    pthread_mutex_lock(&out_lock);
    /* Unsent output is dropped, as a close drops a socket's. */
    for (OutFrame *f = e->out; f; f = f->next) frames_queued--;
    free_frames(e->out);
    e->out = e->out_tail = NULL;
    if (!frames_queued) pthread_cond_broadcast(&drained_cond);
    pthread_mutex_unlock(&out_lock);
    pthread_mutex_lock(&e->in_lock);
    message_buf_free(&e->in);
    e->in_off = 0;
    pthread_mutex_unlock(&e->in_lock);
    close((int)fd);
}

/* ---- sending -------------------------------------------------------------- */

/* Writes what the socket takes of e's queue (out_lock held); returns 0,
 * or -1 when the socket failed (the queue is then dropped). */
static int write_queued(int fd, Endpoint *e) {
    while (e->out) {
        OutFrame *f = e->out;
        ssize_t n = send(fd, f->data + f->off, f->len - f->off, MSG_NOSIGNAL | MSG_DONTWAIT);
        if (n < 0) {
            if (errno == EINTR) continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK) return 0;
            for (OutFrame *g = e->out; g; g = g->next) frames_queued--;
            free_frames(e->out);
            e->out = e->out_tail = NULL;
            e->broken = 1;
            return -1;
        }
        f->off += (size_t)n;
        if (f->off < f->len) return 0;
        e->out = f->next;
        if (!e->out) e->out_tail = NULL;
        free(f->data);
        free(f);
        frames_queued--;
    }
    return 0;
}

/* The writer thread: writes queued output as sockets take it. */
static void *writer_main(void *arg) {
    (void)arg;
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, NULL);
    struct pollfd *fds = NULL;
    size_t fds_cap = 0;
    pthread_mutex_lock(&out_lock);
    for (;;) {
        while (!frames_queued) pthread_cond_wait(&out_cond, &out_lock);
        size_t n = 0;
        pthread_mutex_lock(&table_lock);
        for (size_t fd = 0; fd < endpoints_cap; fd++) {
            Endpoint *e = endpoints[fd];
            if (!e || !e->out) continue;
            if (n == fds_cap) {
                fds_cap = fds_cap ? fds_cap * 2 : 16;
                fds = realloc(fds, fds_cap * sizeof *fds);
                if (!fds) sk_out_of_memory("cannot write place messages");
            }
            fds[n++] = (struct pollfd){.fd = (int)fd, .events = POLLOUT};
        }
        pthread_mutex_unlock(&table_lock);
        pthread_mutex_unlock(&out_lock);
        if (n) (void)poll(fds, n, 100);
        pthread_mutex_lock(&out_lock);
        for (size_t i = 0; i < n; i++) {
            if (!fds[i].revents) continue;
            Endpoint *e = endpoint(fds[i].fd);
            if (e->out) write_queued(fds[i].fd, e);
        }
        if (!frames_queued) pthread_cond_broadcast(&drained_cond);
    }
    return NULL;
}

int64_t sk_place_send(int64_t fd, SkValue v) {
    Endpoint *e = endpoint(fd);
    if (!e) return -EBADF;
    MessageBuf b = {0};
    uint64_t len = 0;
    b.data = malloc(8);
    if (!b.data) sk_out_of_memory("cannot allocate a place message");
    b.cap = 8;
    b.len = 8;
    message_encode(v, &b);
    len = b.len - 8;
    memcpy(b.data, &len, 8);
    OutFrame *f = malloc(sizeof *f);
    if (!f) sk_out_of_memory("cannot allocate a place message");
    *f = (OutFrame){.data = b.data, .len = b.len, .off = 0, .next = NULL};
    pthread_mutex_lock(&out_lock);
    if (e->broken) {
        pthread_mutex_unlock(&out_lock);
        free_frames(f);
        return -EPIPE;
    }
    if (e->out_tail) e->out_tail->next = f;
    else e->out = f;
    e->out_tail = f;
    frames_queued++;
    /* An empty queue before this frame: write at once what the socket
     * takes, and wake the writer only for the rest. */
    int failed = e->out == f ? write_queued((int)fd, e) : 0;
    if (e->out) {
        if (!writer_started) {
            pthread_t t;
            if (pthread_create(&t, NULL, writer_main, NULL) != 0)
                sk_out_of_memory("cannot start the place writer thread");
            pthread_detach(t);
            writer_started = 1;
        }
        pthread_cond_signal(&out_cond);
    }
    if (!frames_queued) pthread_cond_broadcast(&drained_cond);
    pthread_mutex_unlock(&out_lock);
    return failed ? -EPIPE : 0;
}

/* ---- receiving ------------------------------------------------------------ */

/* Whether e's input holds a complete frame (in_lock held). */
static int frame_buffered(const Endpoint *e) {
    size_t avail = e->in.len - e->in_off;
    if (avail < 8) return 0;
    uint64_t len;
    memcpy(&len, e->in.data + e->in_off, 8);
    return avail - 8 >= len;
}

/* Reads what the socket has into e's input (in_lock held, fd nonblocking). */
static void read_available(int fd, Endpoint *e) {
    for (;;) {
        if (e->in_off && e->in_off == e->in.len) e->in_off = e->in.len = 0;
        /* Free space for this read: 64 KiB, or the rest of the frame being
         * read once its length is known (a 20 MB message would otherwise
         * grow the buffer ten times). */
        size_t need = 65536;
        if (e->in.len - e->in_off >= 8) {
            uint64_t flen;
            memcpy(&flen, e->in.data + e->in_off, 8);
            size_t frame_end = e->in_off + 8 + (size_t)flen;
            if (flen < ((uint64_t)1 << 40) && frame_end > e->in.len && frame_end - e->in.len > need)
                need = frame_end - e->in.len;
        }
        if (e->in.cap - e->in.len < need && e->in_off) { /* slide the unread bytes down */
            memmove(e->in.data, e->in.data + e->in_off, e->in.len - e->in_off);
            e->in.len -= e->in_off;
            e->in_off = 0;
        }
        if (e->in.cap - e->in.len < need) {
            size_t cap = e->in.cap * 2 > e->in.len + need ? e->in.cap * 2 : e->in.len + need;
            uint8_t *d = realloc(e->in.data, cap);
            if (!d) sk_out_of_memory("cannot read a place message");
            e->in.data = d;
            e->in.cap = cap;
        }
        ssize_t n = recv(fd, e->in.data + e->in.len, e->in.cap - e->in.len, MSG_DONTWAIT);
        if (n > 0) {
            e->in.len += (size_t)n;
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
        e->eof = 1; /* 0: the peer closed; other errors: as good as closed */
        return;
    }
}

int64_t sk_place_ready(int64_t fd, int64_t timeout_ms) {
    Endpoint *e = endpoint(fd);
    if (!e) return -1;
    uint64_t deadline = sk_now_ns() + (uint64_t)(timeout_ms < 0 ? 0 : timeout_ms) * 1000000;
    for (;;) {
        pthread_mutex_lock(&e->in_lock);
        read_available((int)fd, e);
        int ready = frame_buffered(e), eof = e->eof;
        pthread_mutex_unlock(&e->in_lock);
        if (ready) return 1;
        if (eof) return -1;
        uint64_t now = sk_now_ns();
        if (now >= deadline) return 0;
        struct pollfd p = {.fd = (int)fd, .events = POLLIN};
        int wait_ms = (int)((deadline - now + 999999) / 1000000);
        (void)poll(&p, 1, wait_ms);
    }
}

int64_t sk_place_wait_any(SkValue fds, int64_t timeout_ms) {
    size_t n = SK_LENGTH(fds);
    struct pollfd small[16];
    struct pollfd *p = n <= 16 ? small : malloc(n * sizeof *p);
    if (!p) sk_out_of_memory("cannot wait for place channels");
    for (size_t i = 0; i < n; i++) p[i] = (struct pollfd){.fd = (int)((int64_t *)fds)[i], .events = POLLIN};
    int r = poll(p, n, timeout_ms < 0 ? 0 : timeout_ms > INT32_MAX ? INT32_MAX : (int)timeout_ms);
    if (p != small) free(p);
    return r < 0 ? 0 : r;
}

SkValue sk_place_take(SkMutator *m, int64_t fd) {
    Endpoint *e = endpoint(fd);
    if (!e) sk_fatal("Place: taking from a closed channel");
    pthread_mutex_lock(&e->in_lock);
    if (!frame_buffered(e)) {
        pthread_mutex_unlock(&e->in_lock);
        sk_fatal("Place: no message to take");
    }
    uint64_t len;
    memcpy(&len, e->in.data + e->in_off, 8);
    /* Decoded in place, the lock held: the collections decoding may start
     * never take endpoint locks, and another reader of this endpoint (of
     * which there should be none) only waits. */
    SkValue v = message_decode(m, e->in.data + e->in_off + 8, len);
    e->in_off += 8 + len;
    /* A big message's buffer is not kept once read. */
    if (e->in_off == e->in.len && e->in.cap > ((size_t)1 << 20)) {
        message_buf_free(&e->in);
        e->in_off = 0;
    }
    pthread_mutex_unlock(&e->in_lock);
    return v;
}

/* ---- shared arrays --------------------------------------------------------- */

/* Address space reserved for shared arrays: pages cost memory only when
 * touched.  Smaller reservations are tried when the kernel refuses. */
#define SHARED_RESERVE_BYTES ((size_t)1 << 36)

static char *shared_base;
static size_t shared_size;
static pthread_once_t shared_once = PTHREAD_ONCE_INIT;

static void shared_reserve(void) {
    for (size_t size = SHARED_RESERVE_BYTES; size >= ((size_t)1 << 24); size /= 4) {
        void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p != MAP_FAILED) {
            shared_base = p;
            shared_size = size;
            atomic_store((_Atomic uint64_t *)shared_base, 64); /* the bump pointer's own line */
            return;
        }
    }
}

int64_t sk_place_shared_alloc(int64_t bytes) {
    pthread_once(&shared_once, shared_reserve);
    if (!shared_base || bytes < 0 || (uint64_t)bytes > shared_size) return 0;
    uint64_t size = ((uint64_t)bytes + 63) & ~(uint64_t)63;
    if (!size) size = 64;
    uint64_t at = atomic_fetch_add((_Atomic uint64_t *)shared_base, size);
    if (at + size > shared_size) return 0;
    return (int64_t)(intptr_t)(shared_base + at);
}

/* ---- forking a place ------------------------------------------------------- */

/* Lock order: out_lock before table_lock (the writer thread's). */
static void fork_prepare(void) {
    pthread_mutex_lock(&out_lock);
    pthread_mutex_lock(&table_lock);
    sched_fork_guard(1);
    heap_fork_guard(1);
    coroutine_pool_fork_guard(1);
    fiber_pool_fork_guard(1);
    chunk_pool_fork_guard(1);
}

static void fork_parent(void) {
    chunk_pool_fork_guard(0);
    fiber_pool_fork_guard(0);
    coroutine_pool_fork_guard(0);
    heap_fork_guard(0);
    sched_fork_guard(0);
    pthread_mutex_unlock(&table_lock);
    pthread_mutex_unlock(&out_lock);
}

static void fork_child(void) {
    fork_parent(); /* the forking thread holds every lock: release them */
    /* Channel state is the parent's: its unsent frames and unread bytes
     * must not be sent or taken twice; the writer thread did not survive. */
    for (size_t fd = 0; fd < endpoints_cap; fd++) {
        Endpoint *e = endpoints[fd];
        if (!e) continue;
        free_frames(e->out);
        e->out = e->out_tail = NULL;
        message_buf_free(&e->in);
        e->in_off = 0;
        pthread_mutex_init(&e->in_lock, NULL);
    }
    frames_queued = 0;
    writer_started = 0;
    /* The parent's writer thread may have been waiting on these. */
    pthread_cond_init(&out_cond, NULL);
    pthread_cond_init(&drained_cond, NULL);
}

static pthread_once_t atfork_once = PTHREAD_ONCE_INIT;
static void register_atfork(void) {
    if (pthread_atfork(fork_prepare, fork_parent, fork_child) != 0)
        sk_out_of_memory("cannot register the place fork handlers");
}

SK_NORETURN static void report_spawn_in_fork(void) {
    fflush(stdout);
    fputs("skein: Place.spawn inside a parallel task (a ForkJoin.par branch or a parallel "
          "loop's body), which is not supported: spawn places from the program's sequential "
          "part\n",
          stderr);
    sk_exit(1);
}

int64_t sk_place_fork(SkMutator *m) {
    if (m->heap != &sk_root_heap || m->newest || !m->worker) report_spawn_in_fork();
    pthread_once(&atfork_once, register_atfork);
    pthread_once(&shared_once, shared_reserve);
    fflush(NULL);
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) return -errno;
    if (pid > 0) return pid;
    /* The child: a new place. */
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != parent) _exit(1);
    is_place = 1;
    sched_after_fork_child(m);
    return 0;
}

int64_t sk_place_wait(int64_t pid) {
    int status;
    for (;;) {
        pid_t r = waitpid((pid_t)pid, &status, 0);
        if (r == (pid_t)pid) break;
        if (r < 0 && errno == EINTR) continue;
        return -1;
    }
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return -1;
}

int64_t sk_place_poll_exit(int64_t pid) {
    int status;
    pid_t r = waitpid((pid_t)pid, &status, WNOHANG);
    if (r == 0) return -2;
    if (r < 0) return -1;
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return -1;
}

void sk_place_kill(int64_t pid) {
    if (pid > 0) (void)kill((pid_t)pid, SIGKILL);
}

void places_before_exit(void) {
    if (!is_place) return;
    pthread_mutex_lock(&out_lock);
    while (frames_queued) pthread_cond_wait(&drained_cond, &out_lock);
    pthread_mutex_unlock(&out_lock);
}
