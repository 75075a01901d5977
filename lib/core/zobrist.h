/* Zobrist hashing of positions (R12): the key of a position covers its
 * board and its debt difference. */
#ifndef NX_ZOBRIST_H
#define NX_ZOBRIST_H

#include <stdint.h>

#define NX_ZOBRIST_POINTS 81

/* The table holds one key per stone colour and point, as
 * nx_zobrist[color - 1][point]. */
extern const uint64_t nx_zobrist[2][NX_ZOBRIST_POINTS];

/* Returns the key of a debt difference. The difference is unbounded (R22),
 * so it is mixed by a bijective finaliser instead of looked up in a
 * table. */
static inline uint64_t nx_zobrist_diff(int64_t diff)
{
    uint64_t z = (uint64_t)diff + UINT64_C(0x9E3779B97F4A7C15);
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

#endif
