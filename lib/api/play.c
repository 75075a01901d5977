/* This file answers the API's questions about placements: the legal
 * points, the status of a point, the unblocking sets and the preview of a
 * turn. It also checks turns and plays them. */
#include <string.h>

#include "../core/compiler.h"
#include "../rules/place.h"
#include "../rules/turn.h"
#include "../rules/unblock.h"
#include "game.h"

/* Does what fill_points does, for a buffer shorter than the board: the
 * set is counted first and written only if it fits. Returns NEXUS_OK, or
 * NEXUS_E_BUFFER_TOO_SMALL with the count in *count and the buffer left
 * untouched. The function is out of line, so that the common call, with a
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

/* Writes the points of `set`, a set of points of the game's board, in
 * canonical order, and their number into *count. A buffer with room for
 * every point of the board takes any set without a count first, eight
 * points at a time (nexus.h allows the writes past the count). Returns
 * NEXUS_OK, or NEXUS_E_BUFFER_TOO_SMALL when the set does not fit. */
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

NX_NOINLINE nx_bb nx_game_legal_fill(const nexus_game *g, nx_bb *capturing)
{
    nx_bb legal = nx_legal_set(&g->e, &g->e.cur, capturing);
    nx_cache_put(nx_game_cache(g), nx_game_key(g), legal, *capturing);
    return legal;
}

/* Does what nexus_game_legal_points does where the legal set must be
 * computed. The function is out of line, and its caller jumps to it, so
 * that the common list, of a cached set, keeps no registers for it. */
static NX_NOINLINE nexus_status legal_points_fill(int *points, size_t cap,
                                                  size_t *count,
                                                  const nexus_game *game)
{
    nx_bb capturing, set = nx_game_legal_fill(game, &capturing);
    return fill_points(points, cap, count, game, set);
}

nexus_status nexus_game_legal_points(int *points, size_t cap, size_t *count,
                                     const nexus_game *game)
{
    nx_bb set = nx_bb_zero();
    if (!game || bad_buffer(points, cap, count))
        return NEXUS_E_INVALID_ARG;
    if (!nx_game_over(game) && !nx_game_legal_known(game, &set))
        return legal_points_fill(points, cap, count, game);
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

/* Visits the offered sets in canonical order and writes each one while it
 * fits into the `cap` ints of `points`. Returns the number of sets,
 * written or not. */
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
    /* The search runs once into a scratch buffer, which holds every set
     * when k is 1. Only a larger answer needs a second pass into the
     * caller's buffer, so that a short buffer is left untouched. */
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

/* Stores the cached legal sets of the current position into *known, and
 * sets known->whole to 1 if the cache holds them and to 0 if not. A legal
 * set that was asked for earlier answers for its points without a point
 * test. */
static void known_sets(nx_found *known, const nexus_game *g)
{
    known->whole = nx_cache_get(nx_game_cache(g), nx_game_key(g),
                                &known->legal, &known->capturing);
}

/* Checks a turn as play does and in play's order: first the state of the
 * game (R19-R21), then the unblocking set and the point (R5-R7, R15,
 * R16), then the payment (R11). The evaluation goes to *ev and the checked
 * payment to *pay. Returns NEXUS_OK, or the error that play returns for
 * the turn. */
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
 * with nothing else to check or to record, and 0 otherwise. Such a turn
 * brings no unblocking set (none is due where a legal set is known) and no
 * payment, follows no declined offer that must be recorded, and comes in a
 * game that goes on. It is played without an evaluation
 * (nx_turn_place_known) unless it starts an audit. */
static int plain(const nexus_game *g, const nexus_turn *t,
                 const nx_found *known)
{
    return known->whole && t->n_unblock == 0 && t->n_pay == 0 &&
           nx_game_no_offers(g) && !nx_engine_over(&g->e) &&
           t->point >= 0 && t->point < g->e.geom.nn &&
           nx_bb_test(known->legal, t->point);
}

/* Plays a turn that plain() accepts at point p. The captures are looked
 * for only if the known sets say that the point captures. Returns what
 * nx_turn_place_known returns. */
static nx_placed play_plain(nexus_game *g, int p, const nx_found *known)
{
    nx_bb cap = nx_bb_test(known->capturing, p)
                    ? nx_point_captures(&g->e, &g->e.cur, p)
                    : nx_bb_zero();
    return nx_turn_place_known(&g->e, &g->alloc, p, cap);
}

/* Plays a turn that is not the common one: the turn is evaluated,
 * checked and committed, and the legal sets of the next position go to
 * *found. Returns NEXUS_OK, or the error that play returns for the turn.
 * The known sets come by value, and the function is out of line: so the
 * common turn in nexus_game_play keeps its registers and carries no frame
 * for an evaluation. */
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
    if (!game || !turn)
        return NEXUS_E_INVALID_ARG;
    /* The cached sets that vouch for the point stay in their cache for an
     * undo of this turn. */
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
    nx_game_turned(game, &found);
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
