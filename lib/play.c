/* The API of placements: legal points, statuses, unblocking sets, the turn
 * preview and playing turns. */
#include <string.h>

#include "turn.h"
#include "unblock.h"

/* Count-and-fill of a set of points in canonical order. */
static nexus_status fill_points(int *points, size_t cap, size_t *count,
                                nx_bb set)
{
    size_t n = (size_t)nx_bb_count(set);
    *count = n;
    if (cap < n)
        return NEXUS_E_BUFFER_TOO_SMALL;
    nx_bb_to_list(set, points);
    return NEXUS_OK;
}

static int bad_buffer(const int *points, size_t cap, const size_t *count)
{
    return !count || (cap > 0 && !points);
}

nexus_status nexus_game_legal_points(int *points, size_t cap, size_t *count,
                                     const nexus_game *game)
{
    if (!game || bad_buffer(points, cap, count))
        return NEXUS_E_INVALID_ARG;
    if (nx_turn_allowed(game) == NEXUS_E_GAME_OVER)
        return fill_points(points, cap, count, nx_bb_zero());
    return fill_points(points, cap, count, nx_cur(game)->legal);
}

nexus_status nexus_game_point_status(nexus_point_status *out,
                                     const nexus_game *game, int point)
{
    nx_pos pos;
    nx_bb cap;
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    if (point < 0 || point >= game->geom.nn)
        return NEXUS_E_OFF_BOARD;
    nx_pos_current(&pos, game);
    *out = nx_point_status(game, &pos, point, &cap);
    return NEXUS_OK;
}

nexus_status nexus_game_unblock_size(int *k, const nexus_game *game)
{
    if (!k || !game)
        return NEXUS_E_INVALID_ARG;
    *k = game->agreed ? 0 : nx_cur(game)->unblock_k;
    return NEXUS_OK;
}

/* Visit the offered sets; write them while they fit. Returns how many. */
static size_t offered_sets(int *points, size_t cap, const nexus_game *game)
{
    const nx_entry *cur = nx_cur(game);
    int k = cur->unblock_k, i;
    size_t n = 0;
    nx_combo c;
    nx_pos pos;

    nx_pos_current(&pos, game);
    if (!nx_combo_first(&c, pos.stones[nx_side(nx_other(pos.color))], k))
        return 0;
    do {
        if (!nx_unblock_offered(game, &pos, nx_combo_set(&c), k, NULL))
            continue;
        if ((n + 1) * (size_t)k <= cap)
            for (i = 0; i < k; i++)
                points[n * (size_t)k + (size_t)i] = c.points[c.idx[i]];
        n++;
    } while (nx_combo_next(&c));
    return n;
}

nexus_status nexus_game_unblock_sets(int *points, size_t cap, size_t *count,
                                     const nexus_game *game)
{
    int scratch[NEXUS_MAX_POINTS], k;
    size_t need;
    if (!game || bad_buffer(points, cap, count))
        return NEXUS_E_INVALID_ARG;
    k = game->agreed ? 0 : nx_cur(game)->unblock_k;
    if (k == 0) {
        *count = 0;
        return NEXUS_OK;
    }
    /* Search once into a scratch buffer, which holds every set when k = 1;
     * only larger answers need a second pass into the caller's buffer, so
     * that a short buffer is left untouched. */
    need = offered_sets(scratch, NEXUS_MAX_POINTS, game) * (size_t)k;
    *count = need;
    if (cap < need)
        return NEXUS_E_BUFFER_TOO_SMALL;
    if (need <= NEXUS_MAX_POINTS)
        memcpy(points, scratch, need * sizeof *points);
    else
        offered_sets(points, cap, game);
    return NEXUS_OK;
}

nexus_status nexus_game_legal_after_unblock(int *points, size_t cap,
                                            size_t *count,
                                            const nexus_game *game,
                                            const int *set, int n_set)
{
    nx_pos after;
    nx_bb s;
    nexus_status st;
    if (!game || bad_buffer(points, cap, count))
        return NEXUS_E_INVALID_ARG;
    if (nx_turn_allowed(game) == NEXUS_E_GAME_OVER)
        return NEXUS_E_GAME_OVER;
    if (nx_cur(game)->unblock_k == 0)
        return n_set >= 0 && n_set <= NEXUS_MAX_POINTS ? NEXUS_E_UNBLOCK_NOT_DUE
                                                       : NEXUS_E_INVALID_ARG;
    st = nx_turn_check_unblock(&after, &s, game, set, n_set);
    if (st != NEXUS_OK)
        return st;
    return fill_points(points, cap, count,
                       nx_legal_scan(game, &after, NULL));
}

static void fill_list(int *n_out, int *list, nx_bb set)
{
    *n_out = nx_bb_to_list(set, list);
}

nexus_status nexus_game_preview(nexus_preview *out, const nexus_game *game,
                                const int *unblock, int n_unblock, int point)
{
    nx_turn_eval ev;
    nexus_status st;
    int me;
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    st = nx_turn_eval_run(&ev, game, unblock, n_unblock, point);
    if (st != NEXUS_OK)
        return st;
    me = nx_side(nx_cur(game)->to_move);
    memset(out, 0, sizeof *out);
    fill_list(&out->n_captured, out->captured, ev.captured);
    out->mover_debt = ev.debt[me];
    out->opponent_debt = ev.debt[1 - me];
    out->audit = ev.audit;
    out->net = ev.net;
    if (ev.audit == NEXUS_AUDIT_PAY)
        fill_list(&out->n_payers, out->payers, ev.after.stones[me]);
    return NEXUS_OK;
}

nexus_status nexus_game_play(nexus_game *game, const nexus_turn *turn)
{
    if (!game || !turn)
        return NEXUS_E_INVALID_ARG;
    return nx_turn_play(game, turn);
}

nexus_status nexus_game_place(nexus_game *game, int point)
{
    nexus_turn t;
    if (!game)
        return NEXUS_E_INVALID_ARG;
    t.n_unblock = 0;
    t.point = point;
    t.n_pay = 0;
    return nx_turn_play(game, &t);
}
