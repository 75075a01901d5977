/* Random playouts for the Monte Carlo searches.
 *
 * TEMPORARY: nxb_playout_local() stands in for nexus_game_playout() of
 * libnexus 1.1 (same contract: uniformly random full turns until the game
 * ends or `turn_limit` turns have been played) until that call is on main;
 * then every caller calls the library and this file goes. */
#include "bot_internal.h"

nexus_status nxb_playout_local(nexus_game *game, uint64_t seed,
                               size_t turn_limit, size_t *turns_played)
{
    nxb_rng rng;
    nexus_turn t;
    nexus_phase ph;
    nexus_status st;
    size_t played = 0;

    nxb_rng_seed(&rng, seed);
    while (played < turn_limit) {
        if ((st = nexus_game_phase(&ph, game)) != NEXUS_OK)
            return st;
        if (ph == NEXUS_PHASE_OVER)
            break;
        st = nxb_random_turn(&t, game, &rng);
        if (st == NEXUS_OK)
            st = nexus_game_play(game, &t);
        if (st != NEXUS_OK)
            return st;
        played++;
    }
    *turns_played = played;
    return NEXUS_OK;
}
