/* Turns: validation, captures, the audit, end of turn (R5-R11, R19). */
#include <string.h>

#include "turn.h"
#include "unblock.h"
#include "zobrist.h"

nexus_status nx_turn_allowed(const nexus_game *g)
{
    if (g->agreed || nx_cur(g)->outcome != NEXUS_OUTCOME_NONE)
        return NEXUS_E_GAME_OVER;
    if (g->offer_pending)
        return NEXUS_E_DRAW_PENDING;
    return NEXUS_OK;
}

/* Points as a set: every point on the board, none twice. */
static nexus_status points_to_set(nx_bb *set, const nexus_game *g,
                                  const int *points, int n, nexus_status dup)
{
    nx_bb s = nx_bb_zero();
    int i;
    if (n < 0 || n > NEXUS_MAX_POINTS || (n > 0 && !points))
        return NEXUS_E_INVALID_ARG;
    for (i = 0; i < n; i++) {
        if (points[i] < 0 || points[i] >= g->geom.nn)
            return NEXUS_E_OFF_BOARD;
        if (nx_bb_test(s, points[i]))
            return dup;
        s = nx_bb_or(s, nx_bb_bit(points[i]));
    }
    *set = s;
    return NEXUS_OK;
}

nexus_status nx_turn_check_unblock(nx_pos *after, nx_bb *set,
                                   const nexus_game *g, const int *unblock,
                                   int n_unblock)
{
    const nx_entry *cur = nx_cur(g);
    nx_pos pos;
    nx_bb s;
    nexus_status st;

    nx_pos_current(&pos, g);
    if (cur->unblock_k == 0) {
        if (n_unblock < 0 || n_unblock > NEXUS_MAX_POINTS)
            return NEXUS_E_INVALID_ARG;
        if (n_unblock > 0)
            return NEXUS_E_UNBLOCK_NOT_DUE;
        *after = pos;
        *set = nx_bb_zero();
        return NEXUS_OK;
    }
    if (n_unblock == 0)
        return NEXUS_E_MUST_UNBLOCK;
    st = points_to_set(&s, g, unblock, n_unblock, NEXUS_E_NOT_OFFERED);
    if (st != NEXUS_OK)
        return st;
    if (n_unblock != cur->unblock_k ||
        !nx_bb_eq(nx_bb_and(s, pos.stones[nx_side(nx_other(pos.color))]), s) ||
        !nx_unblock_offered(g, &pos, s, n_unblock, after))
        return NEXUS_E_NOT_OFFERED;
    *set = s;
    return NEXUS_OK;
}

/* The stones a legal placement captures, or why it is illegal (R7). */
static nexus_status placement(nx_bb *cap, const nexus_game *g,
                              const nx_pos *pos, int point, int cached)
{
    int me = nx_side(pos->color);
    if (cached && nx_bb_test(nx_cur(g)->legal, point)) {
        /* Known legal from the turn's scan, which also knows whether it
         * captures: flood-fill only then. */
        *cap = nx_bb_zero();
        if (nx_bb_test(nx_cur(g)->capturing, point))
            nx_place_one(&g->geom, pos->stones[me], pos->stones[1 - me],
                         point, cap);
        return NEXUS_OK;
    }
    switch (nx_point_status(g, pos, point, cap)) {
    case NEXUS_POINT_OCCUPIED:
        return NEXUS_E_OCCUPIED;
    case NEXUS_POINT_SUICIDE:
        return NEXUS_E_SUICIDE;
    case NEXUS_POINT_REPETITION:
        return NEXUS_E_REPETITION;
    default:
        return NEXUS_OK;
    }
}

nexus_status nx_turn_eval_run(nx_turn_eval *ev, const nexus_game *g,
                              const int *unblock, int n_unblock, int point)
{
    const nx_entry *cur = nx_cur(g);
    int color = cur->to_move, me = nx_side(color), them = 1 - me;
    nexus_status st = nx_turn_allowed(g);
    nx_bb cap;
    int64_t mover_debt;

    if (st != NEXUS_OK)
        return st;
    st = nx_turn_check_unblock(&ev->after, &ev->unblock, g, unblock,
                               n_unblock);
    if (st != NEXUS_OK)
        return st;
    if (point < 0 || point >= g->geom.nn)
        return NEXUS_E_OFF_BOARD;
    st = placement(&cap, g, &ev->after, point, n_unblock == 0);
    if (st != NEXUS_OK)
        return st;
    ev->point = point;
    ev->captured = cap;
    ev->debt[0] = cur->debt[0];
    ev->debt[1] = cur->debt[1];
    ev->debt[me] += (int64_t)n_unblock * g->unblock_debt +
                    (int64_t)nx_bb_count(cap) * g->capture_debt;
    ev->after.stones[me] = nx_bb_or(ev->after.stones[me], nx_bb_bit(point));
    ev->after.stones[them] = nx_bb_andnot(ev->after.stones[them], cap);
    ev->after.board_hash ^= nx_zobrist[me][point] ^ nx_stones_hash(cap, nx_other(color));
    ev->after.diff = ev->debt[0] - ev->debt[1];
    mover_debt = ev->debt[me];
    ev->net = mover_debt - ev->debt[them];
    if (!nx_owns_line_through(&g->geom, ev->after.stones[me], point))
        ev->audit = NEXUS_AUDIT_NONE;
    else if (ev->net <= 0)
        ev->audit = NEXUS_AUDIT_WIN;
    else if (nx_bb_count(ev->after.stones[me]) < ev->net)
        ev->audit = NEXUS_AUDIT_BANKRUPT;
    else
        ev->audit = NEXUS_AUDIT_PAY;
    return NEXUS_OK;
}

/* R11: exactly net distinct points, each holding the mover's stone. */
static nexus_status check_payment(nx_bb *pay, const nexus_game *g,
                                  const nx_turn_eval *ev,
                                  const nexus_turn *turn)
{
    int me = nx_side(nx_cur(g)->to_move);
    nexus_status st;

    if (turn->n_pay < 0 || turn->n_pay > NEXUS_MAX_POINTS)
        return NEXUS_E_INVALID_ARG;
    if (ev->audit != NEXUS_AUDIT_PAY) {
        *pay = nx_bb_zero();
        return turn->n_pay == 0 ? NEXUS_OK : NEXUS_E_PAYMENT_NOT_DUE;
    }
    if ((int64_t)turn->n_pay != ev->net)
        return NEXUS_E_PAYMENT_SIZE;
    st = points_to_set(pay, g, turn->pay, turn->n_pay,
                       NEXUS_E_PAYMENT_DUPLICATE);
    if (st != NEXUS_OK)
        return st;
    if (!nx_bb_eq(nx_bb_and(*pay, ev->after.stones[me]), *pay))
        return NEXUS_E_PAYMENT_NOT_OWN;
    return NEXUS_OK;
}

/* The audit and the end of the turn (R10, R13, R19) as the next entry. */
static void finish_turn(nx_entry *e, const nexus_game *g,
                        const nx_turn_eval *ev, nx_bb pay)
{
    const nx_entry *cur = nx_cur(g);
    int color = cur->to_move, me = nx_side(color);
    uint64_t board_hash = ev->after.board_hash;
    int quiet_limit = 2 * g->geom.nn, stones;

    memset(e, 0, sizeof *e); /* padding too, so entries copy predictably */
    e->stones[0] = ev->after.stones[0];
    e->stones[1] = ev->after.stones[1];
    e->debt[0] = ev->debt[0];
    e->debt[1] = ev->debt[1];
    e->outcome = NEXUS_OUTCOME_NONE;
    e->reason = NEXUS_REASON_NONE;
    if (ev->audit == NEXUS_AUDIT_WIN) {
        e->outcome = (unsigned char)color;
        e->reason = NEXUS_REASON_AUDIT;
    } else if (ev->audit == NEXUS_AUDIT_BANKRUPT) {
        e->outcome = (unsigned char)nx_other(color);
        e->reason = NEXUS_REASON_BANKRUPT;
    } else if (ev->audit == NEXUS_AUDIT_PAY) {
        e->stones[me] = nx_bb_andnot(e->stones[me], pay);
        board_hash ^= nx_stones_hash(pay, color);
        if (nx_owns_line(&g->geom, e->stones[me])) {
            e->outcome = (unsigned char)color;
            e->reason = NEXUS_REASON_AUDIT;
        } else {
            e->debt[0] = e->debt[1] = 0;
        }
    }
    e->hash = board_hash ^ nx_zobrist_diff(nx_entry_diff(e));
    e->captured = !nx_bb_empty(ev->captured);
    stones = nx_bb_count(nx_bb_or(e->stones[0], e->stones[1]));
    e->most_stones = (unsigned char)(stones > cur->most_stones ? stones
                                                               : cur->most_stones);
    e->quiet = e->captured ? 0 : (unsigned char)(cur->quiet + 1);
    if (e->outcome == NEXUS_OUTCOME_NONE && e->quiet >= quiet_limit) {
        e->outcome = NEXUS_OUTCOME_DRAW;
        e->reason = NEXUS_REASON_QUIET;
    }
    e->to_move = (unsigned char)nx_other(color);
    e->unblock = ev->unblock;
    e->pay = pay;
    e->point = (signed char)ev->point;
    e->declines = g->pending_declines;
    e->legal = nx_bb_zero();
    e->unblock_k = 0;
}

void nx_turn_begin(nexus_game *g)
{
    nx_entry *e = &g->hist.entries[g->hist.len - 1];
    nx_pos pos;
    int k, offered;

    e->legal = nx_bb_zero();
    e->capturing = nx_bb_zero();
    e->unblock_k = 0;
    if (e->outcome != NEXUS_OUTCOME_NONE)
        return;
    nx_pos_current(&pos, g);
    e->legal = nx_legal_scan(g, &pos, &e->capturing);
    if (!nx_bb_empty(e->legal))
        return;
    k = nx_unblock_search(g, &pos, &offered);
    if (k == 0) {
        e->outcome = (unsigned char)nx_other(e->to_move);
        e->reason = NEXUS_REASON_NO_PLACEMENT;
    } else if (!offered) {
        e->outcome = NEXUS_OUTCOME_NO_WINNER;
        e->reason = NEXUS_REASON_UNCOVERED;
    } else {
        e->unblock_k = (unsigned char)k;
    }
}

nexus_status nx_turn_play(nexus_game *g, const nexus_turn *turn)
{
    nx_turn_eval ev;
    nx_entry next;
    nx_bb pay;
    nexus_status st;

    st = nx_turn_eval_run(&ev, g, turn->unblock, turn->n_unblock, turn->point);
    if (st != NEXUS_OK)
        return st;
    st = check_payment(&pay, g, &ev, turn);
    if (st != NEXUS_OK)
        return st;
    st = nx_history_reserve(&g->hist, &g->alloc);
    if (st != NEXUS_OK)
        return st;
    /* Past this point nothing can fail: the turn is committed. */
    finish_turn(&next, g, &ev, pay);
    nx_history_push(&g->hist, &next);
    g->pending_declines = 0;
    nx_turn_begin(g);
    return NEXUS_OK;
}
