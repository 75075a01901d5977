/* This file is xoshiro256** (Blackman and Vigna, public domain), seeded
 * by splitmix64. */
#include "rng.h"

uint64_t nxb_splitmix64(uint64_t *state)
{
    uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

uint64_t nxb_derive_seed(uint64_t seed, uint64_t stream)
{
    uint64_t state = seed ^ (stream * UINT64_C(0xD1B54A32D192ED03));
    (void)nxb_splitmix64(&state);
    return nxb_splitmix64(&state);
}

void nxb_rng_seed(nxb_rng *rng, uint64_t seed)
{
    uint64_t state = seed;
    int i;
    for (i = 0; i < 4; i++)
        rng->s[i] = nxb_splitmix64(&state);
    /* splitmix64 never yields four zeros in a row, but the test is kept
     * explicit, because the all-zero state is the one that xoshiro cannot
     * leave. */
    if ((rng->s[0] | rng->s[1] | rng->s[2] | rng->s[3]) == 0)
        rng->s[0] = 1;
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

uint64_t nxb_rng_next(nxb_rng *rng)
{
    uint64_t *s = rng->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint64_t nxb_rng_below(nxb_rng *rng, uint64_t bound)
{
    /* The draw rejects the top partial block, so that every residue is
     * equally likely. */
    uint64_t limit = UINT64_MAX - (UINT64_MAX % bound + 1) % bound;
    uint64_t x;
    if (bound <= 1)
        return 0;
    do {
        x = nxb_rng_next(rng);
    } while (x > limit);
    return x % bound;
}
