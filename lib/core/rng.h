/* The library's random numbers (nexus_game_random_turn): splitmix64 on one
 * 64-bit state and Lemire's unbiased bounded draw, both documented in
 * nexus.h so that any language can reproduce a playout exactly. */
#ifndef NX_RNG_H
#define NX_RNG_H

#include <stdint.h>

#include "bitboard.h"
#include "wide.h"

/* Advances *state and returns the next number of splitmix64. */
static inline uint64_t nx_rng_next(uint64_t *state)
{
    uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* Returns a number drawn uniformly from [0, m), for m >= 1. The number is
 * the high word of x * m for a draw x, and x is drawn again while the low
 * word falls in the short first interval (Lemire 2019). */
static inline uint64_t nx_rng_below(uint64_t *state, uint64_t m)
{
    uint64_t low, high = nx_mul_wide(nx_rng_next(state), m, &low);
    if (low < m) {
        uint64_t t = (0 - m) % m;
        while (low < t)
            high = nx_mul_wide(nx_rng_next(state), m, &low);
    }
    return high;
}

#endif
