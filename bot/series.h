/* This header is the one place of the seed rule of a series
 * (nexus_match_series): the seed of game i and the seeds of its two
 * bots. */
#ifndef NEXUS_BOT_SERIES_H
#define NEXUS_BOT_SERIES_H

#include <stdint.h>

#include "nexus.h"

/* Returns the match seed of the game `index` of a series seeded
 * `series_seed`. */
uint64_t nxb_series_game_seed(uint64_t series_seed, uint64_t index);

/* Returns the seed that a game seeded `game_seed` gives its bot of the
 * colour `c`. */
uint64_t nxb_game_bot_seed(uint64_t game_seed, nexus_color c);

#endif
