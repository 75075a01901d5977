/* This file answers the read-only queries of a game's current state. */
#include <string.h>

#include "../core/board.h"
#include "game.h"

nexus_status nexus_game_options(nexus_options *out, const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    out->version = NEXUS_OPTIONS_VERSION;
    out->size = game->e.geom.n;
    out->capture_debt = game->e.capture_debt;
    out->unblock_debt = game->e.unblock_debt;
    out->allocator = game->alloc;
    return NEXUS_OK;
}

nexus_status nexus_game_to_move(nexus_color *out, const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    *out = (nexus_color)game->e.cur.color;
    return NEXUS_OK;
}

nexus_status nexus_game_phase(nexus_phase *out, const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    if (nx_game_over(game))
        *out = NEXUS_PHASE_OVER;
    else
        *out = nx_cur(&game->e)->k ? NEXUS_PHASE_UNBLOCK : NEXUS_PHASE_PLACE;
    return NEXUS_OK;
}

static nexus_color stone_at(const nx_entry *e, int p)
{
    return nx_bb_test(e->stones[0], p)   ? NEXUS_BLACK
           : nx_bb_test(e->stones[1], p) ? NEXUS_WHITE
                                         : NEXUS_EMPTY;
}

nexus_status nexus_game_stone(nexus_color *out, const nexus_game *game,
                              int point)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    if (point < 0 || point >= game->e.geom.nn)
        return NEXUS_E_OFF_BOARD;
    *out = stone_at(nx_cur(&game->e), point);
    return NEXUS_OK;
}

nexus_status nexus_game_debts(int64_t *black, int64_t *white,
                              const nexus_game *game)
{
    if (!game)
        return NEXUS_E_INVALID_ARG;
    if (black)
        *black = game->e.cur.debt[0];
    if (white)
        *white = game->e.cur.debt[1];
    return NEXUS_OK;
}

nexus_status nexus_game_quiet(int *out, const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    *out = nx_cur(&game->e)->quiet;
    return NEXUS_OK;
}

nexus_status nexus_game_turn_count(size_t *out, const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    *out = game->e.hist.len - 1;
    return NEXUS_OK;
}

nexus_status nexus_game_result(nexus_outcome *outcome, nexus_reason *reason,
                               const nexus_game *game)
{
    nexus_outcome o;
    nexus_reason r;
    if (!game)
        return NEXUS_E_INVALID_ARG;
    if (game->agreed) {
        o = NEXUS_OUTCOME_DRAW;
        r = NEXUS_REASON_AGREEMENT;
    } else {
        o = (nexus_outcome)game->e.outcome;
        r = (nexus_reason)game->e.reason;
    }
    if (outcome)
        *outcome = o;
    if (reason)
        *reason = r;
    return NEXUS_OK;
}

nexus_status nexus_game_owns_line(int *owns, const nexus_game *game,
                                  nexus_color color)
{
    if (!owns || !game || (color != NEXUS_BLACK && color != NEXUS_WHITE))
        return NEXUS_E_INVALID_ARG;
    *owns = nx_board_owns_line(&game->e.geom,
                               nx_cur(&game->e)->stones[nx_side(color)]);
    return NEXUS_OK;
}

nexus_status nexus_game_format_board(char *buf, size_t cap, size_t *count,
                                     const nexus_game *game)
{
    static const char glyph[] = {'.', 'X', 'O'};
    const nx_entry *e;
    int n, r, c;
    size_t need, i = 0;
    if (!count || !game || (cap > 0 && !buf))
        return NEXUS_E_INVALID_ARG;
    n = game->e.geom.n;
    need = (size_t)(n * (n + 1));
    *count = need;
    if (cap < need)
        return NEXUS_E_BUFFER_TOO_SMALL;
    e = nx_cur(&game->e);
    for (r = 0; r < n; r++) {
        for (c = 0; c < n; c++)
            buf[i++] = glyph[stone_at(e, r * n + c)];
        buf[i++] = r + 1 < n ? '/' : '\0';
    }
    return NEXUS_OK;
}

nexus_status nexus_game_hash(uint64_t *out, const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    *out = nx_cur(&game->e)->hash;
    return NEXUS_OK;
}
