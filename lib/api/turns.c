/* The legal-turns iterator and the turn count (rules/turns.c). */
#include "../core/alloc.h"
#include "../rules/turns.h"
#include "game.h"

struct nexus_turns {
    nexus_game *game; /* a clone: the caller's game may change meanwhile */
    nx_cursor cursor;
    int live;         /* the game had turns to give */
};

nexus_status nexus_turns_new(nexus_turns **out, const nexus_game *game)
{
    nexus_turns *it;
    nexus_status st;
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    it = nx_malloc(&game->alloc, sizeof *it);
    if (!it)
        return NEXUS_E_NOMEM;
    if ((st = nexus_game_clone(&it->game, game)) != NEXUS_OK) {
        nx_free(&game->alloc, it);
        return st;
    }
    it->live = nx_game_turn_allowed(game) == NEXUS_OK;
    /* Through the game's cache: the plays of a search over these turns
     * then need no point test (play.c). */
    if (it->live && nx_cur(&game->e)->k == 0)
        nx_cursor_init_legal(&it->cursor, &it->game->e, nx_game_legal(game));
    else if (it->live)
        nx_cursor_init(&it->cursor, &it->game->e);
    *out = it;
    return NEXUS_OK;
}

nexus_status nexus_turns_next(nexus_turn *out, nexus_turns *it)
{
    const nx_eval *ev;
    nx_bb pay;
    if (!out || !it)
        return NEXUS_E_INVALID_ARG;
    if (!it->live ||
        !(ev = nx_cursor_next(&it->cursor, &it->game->e, &pay))) {
        it->live = 0;
        return NEXUS_ITER_OVER;
    }
    out->n_unblock = nx_bb_to_list(ev->unblock, out->unblock);
    out->point = ev->point;
    out->n_pay = nx_bb_to_list(pay, out->pay);
    return NEXUS_OK;
}

void nexus_turns_free(nexus_turns *it)
{
    nexus_allocator a;
    if (!it)
        return;
    a = it->game->alloc;
    nexus_game_free(it->game);
    nx_free(&a, it);
}

nexus_status nexus_game_count_turns(uint64_t *count, const nexus_game *game)
{
    if (!count || !game)
        return NEXUS_E_INVALID_ARG;
    *count = nx_game_turn_allowed(game) == NEXUS_OK ? nx_count_turns(&game->e)
                                                    : 0;
    return NEXUS_OK;
}
