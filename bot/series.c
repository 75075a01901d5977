/* The seed rule of a series, shared by nexus_match_series() and by programs
 * that run the games of a series themselves (nexus match -j N) through
 * nexus_match_game_seeds(). */
#include "series.h"

#include "bot_internal.h"

uint64_t nxb_series_game_seed(uint64_t series_seed, uint64_t index)
{
    return nxb_derive_seed(series_seed, index + 3);
}

uint64_t nxb_game_bot_seed(uint64_t game_seed, nexus_color c)
{
    return nxb_derive_seed(game_seed, c == NEXUS_BLACK ? 1 : 2);
}

nexus_status nexus_match_game_seeds(uint64_t *black, uint64_t *white,
                                    uint64_t series_seed, unsigned int index)
{
    uint64_t game;
    if (!black || !white)
        return NEXUS_E_INVALID_ARG;
    game = nxb_series_game_seed(series_seed, index);
    *black = nxb_game_bot_seed(game, NEXUS_BLACK);
    *white = nxb_game_bot_seed(game, NEXUS_WHITE);
    return NEXUS_OK;
}
