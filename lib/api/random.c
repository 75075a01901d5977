/* Random turns and playouts through the API (nexus.h documents the draws
 * exactly, rules/random.c makes them). */
#include "../rules/random.h"
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

/* One playout turn on an engine whose phase may not be computed yet: a
 * draw that finds no legal point is taken back, the phase computed (an
 * unblocking due, or the end), and the turn drawn again as random_turn
 * would from the same state. Returns 0 when the game is over. */
static int playout_turn(nx_eval *ev, nx_bb *pay, nx_engine *e,
                        uint64_t *state)
{
    uint64_t saved = *state;
    nx_found found;
    if (nx_random_turn(ev, pay, e, state))
        return 1;
    *state = saved;
    nx_turn_begin(e, &found);
    return !nx_engine_over(e) && nx_random_turn(ev, pay, e, state);
}

nexus_status nexus_game_playout(nexus_game *game, uint64_t seed,
                                size_t turn_limit, size_t *turns_played)
{
    uint64_t state = seed;
    nexus_status st;
    size_t n = 0;
    nx_eval ev;
    nx_bb pay;
    nx_found found;
    if (!game || !turns_played || turn_limit == 0)
        return NEXUS_E_INVALID_ARG;
    if ((st = nx_game_turn_allowed(game)) != NEXUS_OK)
        return st;
    nx_game_changed(game);
    nx_engine_drop_groups(&game->e);
    /* A drawn turn is legal by construction: it is recorded without being
     * checked again, and the phase of each position is left to the next
     * draw, which finds a legal point at once in all but a few positions.
     * That is what makes this faster than random_turn + play. */
    while (n < turn_limit && !nx_engine_over(&game->e) &&
           playout_turn(&ev, &pay, &game->e, &state)) {
        st = nx_turn_record(&game->e, &game->alloc, &ev, pay,
                            game->pending_declines);
        if (st != NEXUS_OK)
            break;
        game->pending_declines = 0;
        n++;
    }
    /* Leave the last position with its phase, as every call expects. */
    if (n > 0) {
        nx_turn_begin(&game->e, &found);
        nx_game_begun(game, &found);
    }
    *turns_played = n;
    return st;
}
