/* The bots draw their random numbers from xoshiro256**, seeded through
 * splitmix64. The sequence is the same on every platform, and the
 * generator keeps no global state. */
#ifndef NEXUS_BOT_RNG_H
#define NEXUS_BOT_RNG_H

#include <stdint.h>

typedef struct nxb_rng {
    uint64_t s[4];
} nxb_rng;

/* Returns the next value of the splitmix64 sequence at *state, and
 * advances it. A match also derives the seeds of its games with it. */
uint64_t nxb_splitmix64(uint64_t *state);

/* Returns a seed mixed from two values, by splitmix64 of a combination of
 * them. */
uint64_t nxb_derive_seed(uint64_t seed, uint64_t stream);

/* Seeds rng from `seed`. */
void nxb_rng_seed(nxb_rng *rng, uint64_t seed);

/* Returns the next 64-bit value of rng. */
uint64_t nxb_rng_next(nxb_rng *rng);

/* Returns a value drawn uniformly from [0, bound), where bound must be at
 * least 1. Rejection keeps the draw unbiased. */
uint64_t nxb_rng_below(nxb_rng *rng, uint64_t bound);

#endif
