/* This file gives callers the random numbers that nexus_game_random_turn
 * draws (core/rng.h), so that they can draw the same ones. */
#include "../core/rng.h"
#include "nexus.h"

nexus_status nexus_rng_next(uint64_t *out, uint64_t *state)
{
    if (!out || !state)
        return NEXUS_E_INVALID_ARG;
    *out = nx_rng_next(state);
    return NEXUS_OK;
}

nexus_status nexus_rng_below(uint64_t *out, uint64_t *state, uint64_t bound)
{
    if (!out || !state || bound == 0)
        return NEXUS_E_INVALID_ARG;
    *out = nx_rng_below(state, bound);
    return NEXUS_OK;
}
