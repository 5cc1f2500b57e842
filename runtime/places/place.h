/* places/place.h — places' private interface: the message codec
 * (message.c) used by the channels (place.c).  See place.c for the design.
 */
#ifndef SKEIN_PLACES_PLACE_H
#define SKEIN_PLACES_PLACE_H

#include <stddef.h>
#include <stdint.h>

#include "../include/skein.h"

typedef struct MessageBuf {
    uint8_t *data;
    size_t len, cap;
} MessageBuf;

/* Appends the message form of value `root` (its whole object graph) to
 * out.  Does not allocate in any heap. */
void message_encode(SkValue root, MessageBuf *out);

/* A copy of the value message bytes[0..len) holds, allocated in m's heap.
 * Allocates (may collect); stops the program on a damaged message. */
SkValue message_decode(SkMutator *m, const uint8_t *bytes, size_t len);

void message_buf_free(MessageBuf *b);

#endif
