/* Turns (R5, R13, R15-R17, R19): their validation, their captures, the
 * end of a turn and the phase of the next position. The audit itself is
 * audit.c's. */
#include <string.h>

#include "../core/compiler.h"
#include "turn.h"
#include "unblock.h"

nexus_status nx_turn_unblock(nx_pos *after, nx_bb *set, const nx_engine *e,
                             const int *unblock, int n_unblock)
{
    int k = nx_cur(e)->k;
    nx_pos pos;
    nx_bb s;
    nexus_status st;

    if (k == 0) {
        if (n_unblock < 0 || n_unblock > NEXUS_MAX_POINTS)
            return NEXUS_E_INVALID_ARG;
        if (n_unblock > 0)
            return NEXUS_E_UNBLOCK_NOT_DUE;
        nx_pos_current(after, e);
        *set = nx_bb_zero();
        return NEXUS_OK;
    }
    if (n_unblock == 0)
        return NEXUS_E_MUST_UNBLOCK;
    nx_pos_current(&pos, e);
    st = nx_points_to_set(&s, &e->geom, unblock, n_unblock,
                          NEXUS_E_NOT_OFFERED);
    if (st != NEXUS_OK)
        return st;
    if (n_unblock != k ||
        !nx_bb_eq(nx_bb_and(s, pos.stones[nx_side(nx_other(pos.color))]), s) ||
        !nx_unblock_offered(e, &pos, s, k, after))
        return NEXUS_E_NOT_OFFERED;
    *set = s;
    return NEXUS_OK;
}

static nexus_status status_error(nexus_point_status s)
{
    switch (s) {
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

nexus_status nx_turn_eval(nx_eval *ev, const nx_engine *e, const int *unblock,
                          int n_unblock, int point, const nx_found *known)
{
    nx_bb cap;
    nexus_status st;

    if (nx_engine_over(e))
        return NEXUS_E_GAME_OVER;
    st = nx_turn_unblock(&ev->after, &ev->unblock, e, unblock, n_unblock);
    if (st != NEXUS_OK)
        return st;
    if (point < 0 || point >= e->geom.nn)
        return NEXUS_E_OFF_BOARD;
    /* One point test, not a whole-board scan: legality only when asked;
     * for a point known to be legal, only its captures, if it makes any. */
    if (n_unblock == 0 && known->whole && nx_bb_test(known->legal, point)) {
        cap = nx_bb_test(known->capturing, point)
                  ? nx_point_captures(e, &ev->after, point)
                  : nx_bb_zero();
    } else {
        st = status_error(nx_point_status(e, &ev->after, point, &cap));
        if (st != NEXUS_OK)
            return st;
    }
    nx_turn_place(ev, e, point, cap);
    return NEXUS_OK;
}

/* Computes the debts and the outcome that the audit leaves (R10), and
 * stores them into next, debt, outcome and reason. */
static void audit_outcome(nx_entry *next, int64_t debt[2], unsigned char *outcome,
                          unsigned char *reason, const nx_engine *e,
                          const nx_eval *ev, nx_bb pay)
{
    int color = ev->after.color, me = nx_side(color);
    *outcome = NEXUS_OUTCOME_NONE;
    *reason = NEXUS_REASON_NONE;
    if (ev->audit == NEXUS_AUDIT_WIN) {
        *outcome = (unsigned char)color;
        *reason = NEXUS_REASON_AUDIT;
    } else if (ev->audit == NEXUS_AUDIT_BANKRUPT) {
        *outcome = (unsigned char)nx_other(color);
        *reason = NEXUS_REASON_BANKRUPT;
    } else if (ev->audit == NEXUS_AUDIT_PAY) {
        next->stones[me] = nx_bb_andnot(next->stones[me], pay);
        if (nx_audit_settle(e, next->stones, color)) {
            *outcome = (unsigned char)color;
            *reason = NEXUS_REASON_AUDIT;
        } else {
            debt[0] = debt[1] = 0;
            next->flags |= NX_ENTRY_RESET;
        }
    }
}

/* What a turn leaves besides its entry: the debts and the key of their
 * difference, the board hash and the outcome. */
typedef struct nx_next {
    int64_t debt[2];
    uint64_t debt_key; /* The key of the debt difference. */
    uint64_t board_hash;
    unsigned char outcome, reason;
} nx_next;

/* Computes the entry of the position that a turn leaves into *next, and
 * what the turn leaves besides it into *nx. */
static void finish(nx_entry *next, nx_next *nx, const nx_engine *e,
                   const nx_eval *ev, nx_bb pay)
{
    const nx_entry *cur = nx_cur(e);
    /* The stones the turn placed and captured, less any paid. */
    int stones = ev->after.count - (ev->audit == NEXUS_AUDIT_PAY ? (int)ev->net : 0);
    next->stones[0] = ev->after.stones[0];
    next->stones[1] = ev->after.stones[1];
    nx_entry_counts(next, cur, stones,
                    nx_bb_empty(ev->captured) ? 0 : nx_bb_count(ev->captured),
                    ev->point);
    nx->debt[0] = ev->after.debt[0];
    nx->debt[1] = ev->after.debt[1];
    nx->board_hash = ev->after.board_hash;
    audit_outcome(next, nx->debt, &nx->outcome, &nx->reason, e, ev, pay);
    if (!nx_bb_empty(pay))
        nx->board_hash ^= nx_stones_hash(pay, ev->after.color);
    nx->debt_key = nx_zobrist_diff(nx->debt[0] - nx->debt[1]);
    next->hash = nx->board_hash ^ nx->debt_key;
    if (nx->outcome == NEXUS_OUTCOME_NONE && nx_quiet_over(e, next->quiet)) {
        nx->outcome = NEXUS_OUTCOME_DRAW;
        nx->reason = NEXUS_REASON_QUIET;
    }
}

/* Returns 1 if the turn needs an extra record (an unblocking, a payment
 * or declined offers), and 0 otherwise; few turns need one. An audit
 * that resets the debts needs one too, but it always has a payment
 * (net >= 1 stones, R11), so the test of the payment covers it. */
static int needs_extra(const nx_eval *ev, nx_bb pay, uint32_t declines)
{
    return !nx_bb_empty(ev->unblock) || !nx_bb_empty(pay) || declines;
}

/* Makes the position after a pushed turn the current one. */
static void adopt(nx_engine *e, const nx_next *nx)
{
    nx_cur_board(e);
    e->cur.debt[0] = nx->debt[0];
    e->cur.debt[1] = nx->debt[1];
    e->debt_key = nx->debt_key;
    e->cur.board_hash = nx->board_hash;
    e->cur.color = nx_other(e->cur.color);
    e->outcome = nx->outcome;
    e->reason = nx->reason;
}

/* Records a turn with its extra. It is kept out of the common path, so
 * that the common path's frame stays small. */
static NX_NOINLINE nexus_status record_extra(nx_engine *e,
                                             const nexus_allocator *a,
                                             const nx_eval *ev, nx_bb pay,
                                             uint32_t declines)
{
    nx_entry entry;
    nx_next nx;
    nx_extra x;
    nexus_status st;
    finish(&entry, &nx, e, ev, pay);
    x.turn = 0;
    x.unblock = ev->unblock;
    x.pay = pay;
    x.debt[0] = e->cur.debt[0];
    x.debt[1] = e->cur.debt[1];
    x.declines = declines;
    if (!nx_history_has_room(&e->hist, 1) &&
        (st = nx_history_reserve(&e->hist, a, 1)) != NEXUS_OK)
        return st;
    nx_history_push(&e->hist, &entry, &x);
    adopt(e, &nx);
    return NEXUS_OK;
}

/* Records a turn that needs no extra but whose audit ended the game (a
 * line won, or a side bankrupt). Such turns are rare, so the function is
 * kept out of line. */
static NX_NOINLINE void record_audited(nx_engine *e, const nx_eval *ev)
{
    nx_next nx;
    finish(nx_history_next(&e->hist), &nx, e, ev, nx_bb_zero());
    nx_history_push_next(&e->hist);
    adopt(e, &nx);
}

nexus_status nx_turn_record(nx_engine *e, const nexus_allocator *a,
                            const nx_eval *ev, nx_bb pay, uint32_t declines)
{
    nexus_status st;

    if (needs_extra(ev, pay, declines))
        return record_extra(e, a, ev, pay, declines);
    if (!nx_history_has_room(&e->hist, 0) &&
        (st = nx_history_reserve(&e->hist, a, 0)) != NEXUS_OK)
        return st;
    /* Past this point nothing can fail: the turn is committed, its entry
     * written in place. */
    if (ev->audit == NEXUS_AUDIT_NONE) {
        int me = nx_side(ev->after.color);
        nx_turn_push_plain(e, me, ev->after.stones[me],
                           ev->after.stones[1 - me], ev->after.board_hash,
                           ev->point, e->cur.count + 1 - ev->after.count);
    }
    else
        record_audited(e, ev);
    return NEXUS_OK;
}

void nx_turn_blocked(nx_engine *e, nx_entry *cur)
{
    int offered, k = nx_unblock_search(e, &e->cur, &offered);
    if (k == 0) {
        e->outcome = (unsigned char)nx_other(e->cur.color);
        e->reason = NEXUS_REASON_NO_PLACEMENT;
    } else if (!offered) {
        e->outcome = NEXUS_OUTCOME_NO_WINNER;
        e->reason = NEXUS_REASON_UNCOVERED;
    } else {
        cur->k = (unsigned char)k;
    }
}

nexus_status nx_turn_commit(nx_engine *e, const nexus_allocator *a,
                            const nx_eval *ev, nx_bb pay, uint32_t declines,
                            nx_found *found)
{
    nexus_status st = nx_turn_record(e, a, ev, pay, declines);
    if (st == NEXUS_OK)
        nx_turn_next(e, found);
    return st;
}

/* The one-word instance is in place.h, where play inlines it. */
#define NX_W 128
#include "../core/board_w.h"
#include "place_tpl.h"
#undef NX_W

nx_placed nx_turn_place_known128(nx_engine *e, const nexus_allocator *a,
                                 int p, nx_bb cap)
{
    const nx_bb *s = e->cur.stones;
    int me = nx_side(e->cur.color);
    return place_known128(e, a, B_LOAD(s[me]), B_LOAD(s[1 - me]),
                          B_LOAD(cap), p);
}

void nx_turn_begin(nx_engine *e, nx_found *found)
{
    nx_entry *cur = e->hist.top;
    cur->k = 0;
    found->whole = 0;
    if (nx_engine_over(e))
        return;
    if (nx_any_legal(e, &e->cur, found))
        return;
    found->whole = 0; /* the sets of a blocked position are never asked */
    nx_turn_blocked(e, cur);
}

uint32_t nx_turn_undo(nx_engine *e)
{
    const nx_history *h = &e->hist;
    const nx_entry *cur = nx_history_last(h);
    const nx_extra *x = nx_history_last_extra(h);
    int mover = nx_other(e->cur.color);
    uint32_t declines = x ? x->declines : 0;
    int64_t d = 0;
    uint64_t bh = 0;

    if (cur->flags & NX_ENTRY_RESET) {
        e->cur.debt[0] = x->debt[0];
        e->cur.debt[1] = x->debt[1];
        d = 1; /* the debts changed: their key is computed below */
    } else {
        d = nx_turn_debt(e, cur->captured,
                         x ? nx_geom_count(&e->geom, x->unblock) : 0);
        e->cur.debt[nx_side(mover)] -= d;
    }
    /* Debts as they were leave the key of their difference as it was,
     * and the entry before holds it with its board's keys. */
    if (d == 0)
        bh = cur[-1].hash ^ e->debt_key;
    nx_history_pop(&e->hist);
    nx_cur_board(e);
    nx_engine_keep_groups(e);
    e->cur.board_hash = d == 0 ? bh
                               : nx_cur(e)->hash ^ nx_engine_debts_changed(e);
    e->cur.color = mover;
    e->outcome = NEXUS_OUTCOME_NONE;
    e->reason = NEXUS_REASON_NONE;
    return declines;
}
