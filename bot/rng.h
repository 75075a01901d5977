/* A small deterministic PRNG for the bots: xoshiro256** seeded through
 * splitmix64. Same sequence on every platform; no global state. */
#ifndef NEXUS_BOT_RNG_H
#define NEXUS_BOT_RNG_H

#include <stdint.h>

typedef struct nxb_rng {
    uint64_t s[4];
} nxb_rng;

/* splitmix64: one step of the sequence started at *state. Also used to
 * derive per-game seeds from a match seed. */
uint64_t nxb_splitmix64(uint64_t *state);

/* Mix two values into a seed (splitmix64 of a combination). */
uint64_t nxb_derive_seed(uint64_t seed, uint64_t stream);

void nxb_rng_seed(nxb_rng *rng, uint64_t seed);

uint64_t nxb_rng_next(nxb_rng *rng);

/* Uniform in [0, bound); bound must be >= 1. Unbiased (rejection). */
uint64_t nxb_rng_below(nxb_rng *rng, uint64_t bound);

#endif
