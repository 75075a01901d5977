/* Placements through the API: legal points, point statuses, unblocking
 * sets, the turn preview, checking and playing turns. */
#include <string.h>

#include "../core/compiler.h"
#include "../rules/place.h"
#include "../rules/turn.h"
#include "../rules/unblock.h"
#include "game.h"

/* fill_points for a buffer shorter than the board: the set counted first,
 * then written if it fits. Out of line, so that the common call, with a
 * buffer for every point, carries none of the count's registers. */
static NX_NOINLINE nexus_status fill_short(int *points, size_t cap,
                                           size_t *count, nx_bb set)
{
    size_t n = (size_t)nx_bb_count(set);
    *count = n;
    if (cap < n)
        return NEXUS_E_BUFFER_TOO_SMALL;
    nx_bb_to_list(set, points);
    return NEXUS_OK;
}

/* Count-and-fill of a set of points of game's board in canonical order.
 * A buffer for every point of the board takes any set without counting
 * it first, eight points at a time (nexus.h allows the writes past the
 * count). */
static inline nexus_status fill_points(int *points, size_t cap,
                                       size_t *count, const nexus_game *game,
                                       nx_bb set)
{
    if (cap < (size_t)game->e.geom.nn)
        return fill_short(points, cap, count, set);
    *count = (size_t)nx_geom_list(&game->e.geom, set, points, cap);
    return NEXUS_OK;
}

static int bad_buffer(const int *points, size_t cap, const size_t *count)
{
    return !count || (cap > 0 && !points);
}

nx_bb nx_game_legal_fill(const nexus_game *g, nx_bb *capturing)
{
    nx_bb legal = nx_legal_set(&g->e, &g->e.cur, capturing);
    nx_cache_put(nx_game_cache(g), legal, *capturing);
    return legal;
}

nexus_status nexus_game_legal_points(int *points, size_t cap, size_t *count,
                                     const nexus_game *game)
{
    nx_bb capturing, set;
    if (!game || bad_buffer(points, cap, count))
        return NEXUS_E_INVALID_ARG;
    set = nx_game_over(game) ? nx_bb_zero() : nx_game_legal(game, &capturing);
    return fill_points(points, cap, count, game, set);
}

nexus_status nexus_game_point_status(nexus_point_status *out,
                                     const nexus_game *game, int point)
{
    nx_bb cap;
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    if (point < 0 || point >= game->e.geom.nn)
        return NEXUS_E_OFF_BOARD;
    *out = nx_point_status(&game->e, &game->e.cur, point, &cap);
    return NEXUS_OK;
}

nexus_status nexus_game_unblock_size(int *k, const nexus_game *game)
{
    if (!k || !game)
        return NEXUS_E_INVALID_ARG;
    *k = game->agreed ? 0 : nx_cur(&game->e)->k;
    return NEXUS_OK;
}

/* Visit the offered sets; write them while they fit. Returns how many. */
static size_t offered_sets(int *points, size_t cap, const nexus_game *game)
{
    int k = nx_cur(&game->e)->k, i;
    size_t n = 0;
    nx_combo c;
    int more = nx_offered_first(&c, &game->e, &game->e.cur, k, NULL);
    for (; more; more = nx_offered_next(&c, &game->e, &game->e.cur, NULL)) {
        if ((n + 1) * (size_t)k <= cap)
            for (i = 0; i < k; i++)
                points[n * (size_t)k + (size_t)i] = c.points[c.idx[i]];
        n++;
    }
    return n;
}

nexus_status nexus_game_unblock_sets(int *points, size_t cap, size_t *count,
                                     const nexus_game *game)
{
    int scratch[NEXUS_MAX_POINTS], k;
    size_t need;
    if (!game || bad_buffer(points, cap, count))
        return NEXUS_E_INVALID_ARG;
    k = game->agreed ? 0 : nx_cur(&game->e)->k;
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
    nx_bb s, capturing;
    nexus_status st;
    if (!game || bad_buffer(points, cap, count))
        return NEXUS_E_INVALID_ARG;
    if (nx_game_over(game))
        return NEXUS_E_GAME_OVER;
    if (nx_cur(&game->e)->k == 0)
        return n_set >= 0 && n_set <= NEXUS_MAX_POINTS ? NEXUS_E_UNBLOCK_NOT_DUE
                                                       : NEXUS_E_INVALID_ARG;
    st = nx_turn_unblock(&after, &s, &game->e, set, n_set);
    if (st != NEXUS_OK)
        return st;
    return fill_points(points, cap, count, game,
                       nx_legal_set(&game->e, &after, &capturing));
}

/* The cached legal sets, if any: a legal set asked for earlier answers
 * for its points without a point test. */
static void known_sets(nx_found *known, const nexus_game *g)
{
    known->whole =
        nx_cache_get(nx_game_cache(g), &known->legal, &known->capturing);
}

/* Everything play checks, in play's order: the game state (R19-R21), the
 * unblocking and the point (R5-R7, R15-R16), the payment (R11). */
static nexus_status check(nx_eval *ev, nx_bb *pay, const nexus_game *g,
                          const nexus_turn *t, const nx_found *known)
{
    nexus_status st = nx_game_turn_allowed(g);
    if (st != NEXUS_OK)
        return st;
    st = nx_turn_eval(ev, &g->e, t->unblock, t->n_unblock, t->point, known);
    if (st != NEXUS_OK)
        return st;
    return nx_audit_check_payment(pay, &g->e, ev, t->pay, t->n_pay);
}

nexus_status nexus_game_preview(nexus_preview *out, const nexus_game *game,
                                const int *unblock, int n_unblock, int point)
{
    nx_eval ev;
    nx_found known;
    nexus_status st;
    int me;
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    known_sets(&known, game);
    if ((st = nx_game_turn_allowed(game)) != NEXUS_OK ||
        (st = nx_turn_eval(&ev, &game->e, unblock, n_unblock, point,
                           &known)) !=
            NEXUS_OK)
        return st;
    me = nx_side(game->e.cur.color);
    memset(out, 0, sizeof *out);
    out->n_captured = nx_bb_to_list(ev.captured, out->captured);
    out->mover_debt = ev.after.debt[me];
    out->opponent_debt = ev.after.debt[1 - me];
    out->audit = ev.audit;
    out->net = ev.net;
    if (ev.audit == NEXUS_AUDIT_PAY)
        out->n_payers = nx_bb_to_list(ev.after.stones[me], out->payers);
    return NEXUS_OK;
}

nexus_status nexus_game_check_turn(const nexus_game *game,
                                   const nexus_turn *turn)
{
    nx_eval ev;
    nx_bb pay;
    nx_found known;
    if (!game || !turn)
        return NEXUS_E_INVALID_ARG;
    known_sets(&known, game);
    return check(&ev, &pay, game, turn, &known);
}

/* Returns 1 if the turn is a placement at a point of the known legal set
 * with nothing else to check or to record besides it: no unblocking (none
 * is due where a legal set is known), no payment given, no declined offer
 * to record, a game that goes on. Such a turn is played without an
 * evaluation (nx_turn_place_known) unless it starts an audit. */
static int plain(const nexus_game *g, const nexus_turn *t,
                 const nx_found *known)
{
    return known->whole && t->n_unblock == 0 && t->n_pay == 0 &&
           g->pending_declines == 0 && nx_game_turn_allowed(g) == NEXUS_OK &&
           t->point >= 0 && t->point < g->e.geom.nn &&
           nx_bb_test(known->legal, t->point);
}

/* The common turn (plain) played: its captures, if the known sets say it
 * makes any, then the record. Returns what nx_turn_place_known did. */
static nx_placed play_plain(nexus_game *g, int p, const nx_found *known)
{
    nx_bb cap = nx_bb_test(known->capturing, p)
                    ? nx_point_captures(&g->e, &g->e.cur, p)
                    : nx_bb_zero();
    return nx_turn_place_known(&g->e, &g->alloc, p, cap);
}

/* nexus_game_play past the common turn: the turn evaluated, checked and
 * committed, with the next position's sets in *found. The known sets
 * come by value: out of line and taking no address of the caller's, it
 * leaves the common turn its registers and no evaluation's frame. */
static NX_NOINLINE nexus_status play_checked(nexus_game *game,
                                             const nexus_turn *turn,
                                             nx_found known, nx_found *found)
{
    nx_eval ev;
    nx_bb pay;
    nexus_status st = check(&ev, &pay, game, turn, &known);
    if (st != NEXUS_OK)
        return st;
    return nx_turn_commit(&game->e, &game->alloc, &ev, pay,
                          game->pending_declines, found);
}

nexus_status nexus_game_play(nexus_game *game, const nexus_turn *turn)
{
    nx_found known, found;
    nexus_status st;
    nx_placed placed = NX_PLACED_AUDIT;
    size_t len;
    if (!game || !turn)
        return NEXUS_E_INVALID_ARG;
    /* The sets kept for the undo are those that vouch for the point. */
    len = game->e.hist.len;
    known_sets(&known, game);
    if (plain(game, turn, &known))
        placed = play_plain(game, turn->point, &known);
    if (placed == NX_PLACED_NOMEM)
        return NEXUS_E_NOMEM;
    if (placed == NX_PLACED_RECORDED)
        nx_turn_next_placed(&game->e, &found);
    else if ((st = play_checked(game, turn, known, &found)) != NEXUS_OK)
        return st;
    game->pending_declines = 0;
    nx_game_turned(game, known.whole, len, &found);
    return NEXUS_OK;
}

nexus_status nexus_game_place(nexus_game *game, int point)
{
    nexus_turn t;
    if (!game)
        return NEXUS_E_INVALID_ARG;
    t.n_unblock = 0;
    t.point = point;
    t.n_pay = 0;
    return nexus_game_play(game, &t);
}
