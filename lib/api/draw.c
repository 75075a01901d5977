/* This file makes draw offers and their answers (R20, R23), and undoes
 * the last action. The one test of whether a turn may come now (R19-R21)
 * belongs to game.h. */
#include "../core/compiler.h"
#include "../rules/turn.h"
#include "game.h"

/* Undoes what the common case of nexus_game_undo does not take. That is
 * an offer or an answer (R20), the start of the history, or a turn that
 * nx_turn_undo_plain does not take back: one with an extra, with a reset
 * of the debts, with a group table or with the count chain. The function
 * is out of line, so that the common case needs no saved registers. */
static NX_NOINLINE nexus_status undo_other(nexus_game *game)
{
    if (game->agreed) {
        game->agreed = 0;
        game->offer_pending = 1;
    } else if (game->offer_pending) {
        game->offer_pending = 0;
    } else if (game->pending_declines > 0) {
        game->pending_declines--;
        game->offer_pending = 1;
    } else if (game->e.hist.len <= 1) {
        return NEXUS_E_NO_HISTORY;
    } else {
        game->pending_declines = nx_turn_undo(&game->e);
    }
    return NEXUS_OK;
}

/* Undoes what the quiet case of nexus_game_undo does not take, where the
 * handle leaves the turn to the engine: a plain turn that captured
 * stones, or a turn that undo_other takes. The function is out of line
 * for the same reason as undo_other. */
static NX_NOINLINE nexus_status undo_rest(nexus_game *game)
{
    if (!nx_turn_undo_is_plain(&game->e))
        return undo_other(game);
    nx_turn_undo_plain(&game->e, nx_turn_undo_debts(&game->e));
    return NEXUS_OK;
}

/* Undo reverts exactly the last action: an offer, an answer, or a turn.
 * The common case, a plain turn without a capture on a small board, is
 * told by two tests, one of the handle and one of the entry. An undo
 * leaves the caches alone: the position it returns to finds its sets in
 * the cache of its history length (game.h). */
nexus_status nexus_game_undo(nexus_game *game)
{
    if (!game)
        return NEXUS_E_INVALID_ARG;
    if (nx_game_undo_general(game))
        return undo_other(game);
    if (!nx_turn_undo_is_quiet(&game->e))
        return undo_rest(game);
    nx_turn_undo_plain(&game->e, nx_turn_undo_quiet(&game->e));
    return NEXUS_OK;
}

nexus_status nexus_game_offer_draw(nexus_game *game)
{
    nexus_status st;
    if (!game)
        return NEXUS_E_INVALID_ARG;
    if ((st = nx_game_turn_allowed(game)) != NEXUS_OK)
        return st;
    game->offer_pending = 1;
    return NEXUS_OK;
}

nexus_status nexus_game_answer_draw(nexus_game *game, int accept)
{
    if (!game)
        return NEXUS_E_INVALID_ARG;
    if (!game->offer_pending)
        return NEXUS_E_NO_DRAW_OFFER;
    if (!accept && game->pending_declines == UINT32_MAX)
        return NEXUS_E_INVALID_ARG;
    game->offer_pending = 0;
    if (accept)
        game->agreed = 1;
    else
        game->pending_declines++;
    return NEXUS_OK;
}

nexus_status nexus_game_draw_pending(int *pending, const nexus_game *game)
{
    if (!pending || !game)
        return NEXUS_E_INVALID_ARG;
    *pending = game->offer_pending;
    return NEXUS_OK;
}
