/* Random turns and playouts through the API (nexus.h documents the draws
 * exactly, rules/random_turn.c makes them). */
#include "../rules/playout.h"
#include "../rules/random_turn.h"
#include "game.h"

nexus_status nexus_game_random_turn(nexus_turn *out, const nexus_game *game,
                                    uint64_t *rng_state)
{
    nx_eval ev;
    nx_bb pay;
    nexus_status st;
    if (!out || !game || !rng_state)
        return NEXUS_E_INVALID_ARG;
    if ((st = nx_game_turn_allowed(game)) != NEXUS_OK)
        return st;
    (void)nx_random_turn(&ev, &pay, &game->e, rng_state);
    out->n_unblock = nx_bb_to_list(ev.unblock, out->unblock);
    out->point = ev.point;
    out->n_pay = nx_bb_to_list(pay, out->pay);
    return NEXUS_OK;
}

nexus_status nexus_game_playout(nexus_game *game, uint64_t seed,
                                size_t turn_limit, size_t *turns_played)
{
    uint64_t state = seed;
    nexus_status st;
    size_t n = 0;
    nx_found found;
    if (!game || !turns_played || turn_limit == 0)
        return NEXUS_E_INVALID_ARG;
    if ((st = nx_game_turn_allowed(game)) != NEXUS_OK)
        return st;
    nx_game_changed(game);
    /* No whole-board question comes between a playout's turns, and its
     * point draws settle most points without a flood: the group table
     * would cost more to keep than it saves. */
    nx_engine_drop_groups(&game->e);
    st = nx_playout(&game->e, &game->alloc, &state, turn_limit,
                    game->pending_declines, &n);
    /* Leave the last position with its phase, as every call expects. */
    if (n > 0) {
        game->pending_declines = 0;
        nx_turn_begin(&game->e, &found);
        nx_game_begun(game, &found);
    }
    *turns_played = n;
    return st;
}
