/* io.c — the I/O primitives under the Basis Library's IO stack (TextIO,
 * BinIO, Posix.IO, MPL.File), the byte/slot conversions under Byte and the
 * Word8 and Char mono sequences, and the error-code plumbing they share.
 *
 * Owns: sk_io_errno (the per-thread "last error" of primitives that return
 * a string or a sequence and so cannot return -errno), the conversions
 * between strings and the Word8/Char vectors and arrays ("slot sequences",
 * for history: codegen now stores their elements in one byte each, as
 * strings, crates/codegen/src/prims.rs ElemRepr::Byte).  A slot sequence
 * differs from a string only in its kind (ARRAY) or type, so one byte
 * slice and one byte copy serve every conversion, and a string's read and
 * write serve slot sequences too (codegen prims_io.rs maps the slot
 * primitives onto them).
 *
 * CONVENTIONS.  Primitives never raise and never print: those returning an
 * int return a count/descriptor >= 0 or -errno; those returning an object
 * set sk_io_errno to 0 on success and to errno on failure (returning an
 * empty string/sequence).  The SML wrappers (basis/io-*.sml, os-*.sml)
 * turn failures into OS.SysErr / IO.Io.  Functions whose comment says
 * "Allocates" may collect: their SkValue arguments stay valid because the
 * conservative stack scan pins what the caller holds, but they copy from
 * arguments only after allocating the result (nothing else moves).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "runtime.h"

static _Thread_local int64_t io_errno;

int64_t sk_io_errno(void) { return io_errno; }
void sk_io_set_errno(int64_t e) { io_errno = e; }

static int64_t neg_errno(void) { return -(int64_t)errno; }

/* ---- byte sequences ---------------------------------------------------- */

/* Allocates.  A new byte vector of seq[i .. i+n), seq a string or a byte
 * vector or array (the same layout). */
SkValue sk_bytes_slice(SkMutator *m, SkValue seq, int64_t i, int64_t n) {
    return sk_string_from_bytes(m, SK_STRING_BYTES(seq) + i, (size_t)n);
}

/* Copies n bytes from src[si ..] to dst[di ..]; the ranges may overlap. */
void sk_bytes_copy(SkValue dst, int64_t di, SkValue src, int64_t si, int64_t n) {
    memmove(SK_STRING_BYTES(dst) + di, SK_STRING_BYTES(src) + si, (size_t)n);
}

/* ---- file descriptors -------------------------------------------------- */

int64_t sk_io_open(SkValue path, int64_t flags, int64_t mode) {
    int fd;
    do fd = open(SK_STRING_BYTES(path), (int)flags | O_CLOEXEC, (mode_t)mode);
    while (fd < 0 && errno == EINTR);
    return fd < 0 ? neg_errno() : fd;
}

int64_t sk_io_close(int64_t fd) {
    if (close((int)fd) < 0 && errno != EINTR) return neg_errno();
    return 0;
}

static ssize_t read_retry(int fd, void *buf, size_t n) {
    ssize_t r;
    do r = read(fd, buf, n);
    while (r < 0 && errno == EINTR);
    return r;
}

static ssize_t write_retry(int fd, const void *buf, size_t n) {
    ssize_t r;
    do r = write(fd, buf, n);
    while (r < 0 && errno == EINTR);
    return r;
}

/* Reads at most n bytes with one read(2) into a C buffer. */
static unsigned char *read_some(int64_t fd, int64_t n, ssize_t *got) {
    unsigned char *buf = malloc(n > 0 ? (size_t)n : 1);
    if (!buf) sk_out_of_memory("I/O buffer");
    *got = read_retry((int)fd, buf, (size_t)n);
    return buf;
}

/* Allocates.  At most n bytes (one read); "" at end of file or on error. */
SkValue sk_io_read_string(SkMutator *m, int64_t fd, int64_t n) {
    ssize_t got;
    unsigned char *buf = read_some(fd, n, &got);
    io_errno = got < 0 ? errno : 0;
    SkValue s = sk_string_from_bytes(m, (const char *)buf, got < 0 ? 0 : (size_t)got);
    free(buf);
    return s;
}

/* One read into arr[i .. i+n); the count or -errno.  Straight into the
 * array: the caller's stack holds it, so it is pinned, and read(2) does
 * not allocate. */
int64_t sk_io_read_into_slots(int64_t fd, SkValue arr, int64_t i, int64_t n) {
    ssize_t got = read_retry((int)fd, (unsigned char *)arr + i, (size_t)n);
    return got < 0 ? neg_errno() : got;
}

/* pread(2) into slots arr[i .. i+n) from offset off, looping until n bytes
 * or end of file; the count or -errno. */
int64_t sk_io_pread_slots(int64_t fd, SkValue arr, int64_t i, int64_t n, int64_t off) {
    int64_t done = 0;
    while (done < n) {
        ssize_t got = pread((int)fd, (unsigned char *)arr + i + done, (size_t)(n - done), (off_t)(off + done));
        if (got < 0) {
            if (errno == EINTR) continue;
            return neg_errno();
        }
        if (got == 0) break;
        done += got;
    }
    return done;
}

/* One write of str[i .. i+n); the count or -errno. */
int64_t sk_io_write_string(int64_t fd, SkValue str, int64_t i, int64_t n) {
    ssize_t w = write_retry((int)fd, SK_STRING_BYTES(str) + i, (size_t)n);
    return w < 0 ? neg_errno() : w;
}


int64_t sk_io_seek(int64_t fd, int64_t off, int64_t whence) {
    int w = whence == 0 ? SEEK_SET : whence == 1 ? SEEK_CUR : SEEK_END;
    off_t r = lseek((int)fd, (off_t)off, w);
    return r < 0 ? neg_errno() : (int64_t)r;
}

int64_t sk_io_isatty(int64_t fd) { return isatty((int)fd) ? 1 : 0; }

/* Fills out[0..] as sk_fs_stat does, for an open descriptor. */
static void fill_stat(const struct stat *st, SkValue out);

int64_t sk_io_fstat(int64_t fd, SkValue out) {
    struct stat st;
    if (fstat((int)fd, &st) < 0) return neg_errno();
    fill_stat(&st, out);
    return 0;
}

/* out (an int array of >= 12 slots): mode, size, mtime s, mtime ns, dev,
 * ino, nlink, uid, gid, atime s, ctime s, file type (0 reg, 1 dir, 2 link,
 * 3 chr, 4 blk, 5 fifo, 6 sock). */
static void fill_stat(const struct stat *st, SkValue out) {
    int64_t *o = (int64_t *)out;
    o[0] = (int64_t)(st->st_mode & 07777);
    o[1] = (int64_t)st->st_size;
    o[2] = (int64_t)st->st_mtim.tv_sec;
    o[3] = (int64_t)st->st_mtim.tv_nsec;
    o[4] = (int64_t)st->st_dev;
    o[5] = (int64_t)st->st_ino;
    o[6] = (int64_t)st->st_nlink;
    o[7] = (int64_t)st->st_uid;
    o[8] = (int64_t)st->st_gid;
    o[9] = (int64_t)st->st_atim.tv_sec;
    o[10] = (int64_t)st->st_ctim.tv_sec;
    o[11] = S_ISREG(st->st_mode) ? 0 : S_ISDIR(st->st_mode) ? 1 : S_ISLNK(st->st_mode) ? 2
          : S_ISCHR(st->st_mode) ? 3 : S_ISBLK(st->st_mode) ? 4 : S_ISFIFO(st->st_mode) ? 5 : 6;
}

/* stat(2) (lstat(2) when follow is 0) of path into out; 0 or -errno. */
int64_t sk_fs_stat(SkValue path, int64_t follow, SkValue out) {
    struct stat st;
    int r = follow ? stat(SK_STRING_BYTES(path), &st) : lstat(SK_STRING_BYTES(path), &st);
    if (r < 0) return neg_errno();
    fill_stat(&st, out);
    return 0;
}

/* poll(2) on n descriptors: fds[k] and events[k] (bit 0 in, 1 out, 2 pri)
 * in, revents[k] out (same bits).  timeout_ms < 0 waits forever.  The
 * number of ready descriptors or -errno. */
int64_t sk_io_poll(SkValue fds, SkValue events, SkValue revents, int64_t n, int64_t timeout_ms) {
    struct pollfd *p = calloc(n > 0 ? (size_t)n : 1, sizeof *p);
    if (!p) sk_out_of_memory("poll");
    for (int64_t k = 0; k < n; k++) {
        int64_t ev = ((int64_t *)events)[k];
        p[k].fd = (int)((int64_t *)fds)[k];
        p[k].events = (short)(((ev & 1) ? POLLIN : 0) | ((ev & 2) ? POLLOUT : 0) | ((ev & 4) ? POLLPRI : 0));
    }
    int r;
    do r = poll(p, (nfds_t)n, timeout_ms < 0 ? -1 : (int)timeout_ms);
    while (r < 0 && errno == EINTR);
    if (r < 0) {
        int64_t e = neg_errno();
        free(p);
        return e;
    }
    for (int64_t k = 0; k < n; k++) {
        short re = p[k].revents;
        ((int64_t *)revents)[k] = ((re & (POLLIN | POLLHUP)) ? 1 : 0) | ((re & POLLOUT) ? 2 : 0) | ((re & POLLPRI) ? 4 : 0);
    }
    free(p);
    return r;
}

/* ---- uncaught IO.Io / OS.SysErr / Fail / Match / Bind ----------------- */

/* arg is the exception's argument.  Io: a record {cause, function, name}
 * (pointer fields in label order); SysErr: (string, syserror option), two
 * pointer fields.  Prints an informative line and exits 1. */
static int is_string(SkValue v) {
    return SK_IS_PTR(v) && sk_header_kind(SK_HEADER(v)) == SK_KIND_VECTOR && sk_elem_ptrs(SK_HEADER(v)) == 0 &&
           sk_elem_bytes(SK_HEADER(v)) == 1;
}

static int is_record(SkValue v, uint64_t ptrs) {
    return SK_IS_PTR(v) && sk_header_kind(SK_HEADER(v)) == SK_KIND_RECORD && sk_record_ptrs(SK_HEADER(v)) == ptrs;
}

/* The message of an uncaught Io, SysErr or Fail packet whose argument is
 * `arg`.  A user program may declare its own exception with one of these
 * names (a local one's packet holds its generative stamp, not the
 * argument, in that field): the shape is checked before anything is read,
 * and an unexpected one prints just the name. */
void sk_basis_exn_uncaught(const char *name, SkValue arg) {
    char msg[1024];
    if (strcmp(name, "Fail") == 0) {
        if (!is_string(arg)) sk_uncaught_exception(name, NULL);
        sk_uncaught_exception(name, SK_STRING_BYTES(arg));
    }
    int io = strcmp(name, "Io") == 0;
    if (io ? !(is_record(arg, 3) && is_string(SK_FIELD(arg, 1)) && is_string(SK_FIELD(arg, 2)))
           : !(is_record(arg, 2) && is_string(SK_FIELD(arg, 0))))
        sk_uncaught_exception(name, NULL);
    if (io) {
        SkValue cause = SK_FIELD(arg, 0);
        const char *fn = SK_STRING_BYTES(SK_FIELD(arg, 1));
        const char *file = SK_STRING_BYTES(SK_FIELD(arg, 2));
        const char *why = "";
        if (!SK_IS_IMM(cause)) {
            /* SysErr (msg, _) is [tag, (msg, opt)]; Fail msg is [tag, msg]. */
            SkValue a = SK_FIELD(cause, 1);
            if (is_record(a, 2) && is_string(SK_FIELD(a, 0))) why = SK_STRING_BYTES(SK_FIELD(a, 0));
            else if (is_string(a)) why = SK_STRING_BYTES(a);
        }
        snprintf(msg, sizeof msg, "%s \"%s\" failed%s%s", fn, file, *why ? ": " : "", why);
    } else {
        snprintf(msg, sizeof msg, "%s", SK_STRING_BYTES(SK_FIELD(arg, 0)));
    }
    sk_uncaught_exception(name, msg);
}

/* An uncaught Match or Bind raised by a failed match: `site` is the
 * hidden string the compiler gave the packet, the `file:line:col` of the
 * match (a packet of a user's own exception of that name holds something
 * else, and prints just the name). */
void sk_match_failure_uncaught(const char *name, SkValue site) {
    char msg[1024];
    if (!is_string(site)) sk_uncaught_exception(name, NULL);
    if (strcmp(name, "Bind") == 0)
        snprintf(msg, sizeof msg, "the value does not match the pattern of the val at %s", SK_STRING_BYTES(site));
    else
        snprintf(msg, sizeof msg, "no rule of the match at %s matches the value", SK_STRING_BYTES(site));
    sk_uncaught_exception(name, msg);
}
