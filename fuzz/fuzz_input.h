/*
 * Reading a fuzz input as a program: bytes taken one at a time; past the
 * end every byte reads as 0, so that any input is a whole program.
 */
#ifndef NEXUS_FUZZ_INPUT_H
#define NEXUS_FUZZ_INPUT_H

#include <stddef.h>
#include <stdint.h>

typedef struct input {
    const uint8_t *p;
    size_t n; /* bytes left */
} input;

static inline unsigned u8(input *in)
{
    if (in->n == 0)
        return 0;
    in->n--;
    return *in->p++;
}

/* Two bytes, little-endian. */
static inline unsigned u16(input *in)
{
    unsigned lo = u8(in);
    return lo | (u8(in) << 8);
}

#endif
