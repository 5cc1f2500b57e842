/* prims.c — primitives the basis library calls that need the runtime:
 * strings from C bytes, raw output.  Each may allocate (and so collect) only
 * where its comment says so; called by the thread running the mutator.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "runtime.h"

/* Allocates. */
SkValue sk_string_from_bytes(SkMutator *m, const char *bytes, size_t len) {
    SkValue s = sk_alloc_sequence(m, SK_KIND_VECTOR, 0, 1, len);
    memcpy((char *)s, bytes, len);
    size_t payload = sk_sequence_payload(0, 1, len);
    memset((char *)s + len, 0, payload - len);
    return s;
}

int sk_write_bytes(int fd, const char *bytes, size_t len) {
    while (len) {
        ssize_t w = write(fd, bytes, len);
        if (w < 0) {
            if (errno == EINTR) continue;
            return -errno;
        }
        bytes += w;
        len -= (size_t)w;
    }
    return 0;
}
