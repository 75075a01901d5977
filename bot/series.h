/* The seed rule of a series (nexus_match_series), in one place: the seed of
 * game i and the seeds its two bots get. */
#ifndef NEXUS_BOT_SERIES_H
#define NEXUS_BOT_SERIES_H

#include <stdint.h>

#include "nexus.h"

/* The match seed of game `index` of a series seeded `series_seed`. */
uint64_t nxb_series_game_seed(uint64_t series_seed, uint64_t index);

/* The seed a game seeded `game_seed` gives its bot of colour `c`. */
uint64_t nxb_game_bot_seed(uint64_t game_seed, nexus_color c);

#endif
