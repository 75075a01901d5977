/* This file reads the past of a game from its history: the start
 * position, the turns played and the draw offers declined before each
 * turn. */
#include <string.h>

#include "game.h"

/* Fills *out with the position of a history entry. An entry holds no
 * debts and no side to move, so the caller gives them. */
static void entry_position(nexus_position *out, const nexus_game *game,
                           const nx_entry *e, const int64_t debt[2], int color)
{
    /* The cells are written eight at a time, because the bots read the
     * position at every turn of a playout. NEXUS_BLACK is 1 and
     * NEXUS_WHITE 2, so that a point's two bits are its colour. */
    const int nn = game->e.geom.nn;
    int p, j;
    memset(out, 0, sizeof *out);
    for (p = 0; p + 8 <= nn; p += 8) {
        uint64_t v = nx_byte_spread(nx_bb_byte(e->stones[0], p)) |
                     nx_byte_spread(nx_bb_byte(e->stones[1], p)) << 1;
        for (j = 0; j < 8; j++) /* One store where the compiler merges. */
            out->cells[p + j] = (unsigned char)(v >> 8 * j);
    }
    for (; p < nn; p++)
        out->cells[p] = (unsigned char)(nx_bb_test(e->stones[0], p) |
                                        nx_bb_test(e->stones[1], p) << 1);
    out->black_debt = debt[0];
    out->white_debt = debt[1];
    out->to_move = (nexus_color)color;
    out->quiet = e->quiet;
}

nexus_status nexus_game_position(nexus_position *out, const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    entry_position(out, game, nx_cur(&game->e), game->e.cur.debt,
                   game->e.cur.color);
    return NEXUS_OK;
}

nexus_status nexus_game_start_position(nexus_position *out, int *custom,
                                       const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    entry_position(out, game, &game->e.hist.entries[0], game->e.start_debt,
                   game->e.start_to_move);
    if (custom)
        *custom = game->custom_start;
    return NEXUS_OK;
}

nexus_status nexus_game_turn_at(nexus_turn *out, const nexus_game *game,
                                size_t index)
{
    const nx_extra *x;
    if (!out || !game || index >= game->e.hist.len - 1)
        return NEXUS_E_INVALID_ARG;
    x = nx_history_extra(&game->e.hist, index + 1);
    memset(out, 0, sizeof *out);
    out->point = game->e.hist.entries[index + 1].point;
    if (x) {
        out->n_unblock = nx_bb_to_list(x->unblock, out->unblock);
        out->n_pay = nx_bb_to_list(x->pay, out->pay);
    }
    return NEXUS_OK;
}

nexus_status nexus_game_declined_offers(int *out, const nexus_game *game,
                                        size_t index)
{
    const nx_extra *x;
    uint32_t n;
    size_t len = game ? game->e.hist.len : 0;
    if (!out || !game || index > len - 1)
        return NEXUS_E_INVALID_ARG;
    x = index == len - 1 ? NULL : nx_history_extra(&game->e.hist, index + 1);
    n = index == len - 1 ? game->pending_declines : x ? x->declines : 0;
    *out = n > INT32_MAX ? INT32_MAX : (int)n;
    return NEXUS_OK;
}
