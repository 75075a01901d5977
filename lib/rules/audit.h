/* The audit (R10) and its payment (R11): the one place that decides what
 * completing a line does and which payments are valid. */
#ifndef NX_AUDIT_H
#define NX_AUDIT_H

#include "eval.h"

/* Returns 1 if a placement at `point` that leaves the mover the stones
 * `mine`, and `count` stones on the board, starts an audit (R10): the
 * mover then owns a line. R8: only the mover can own a line, and only one
 * through the point just placed, since the turn began with none; a line
 * takes n stones. Inline: every drawn or played turn asks it. */
static inline int nx_audit_due(const nx_engine *e, nx_bb mine, int count,
                               int point)
{
    return count >= e->geom.n && nx_geom_line_through(&e->geom, mine, point);
}

/* What the audit of an evaluated placement does: sets ev->audit, ev->net.
 * Inline: every drawn or played turn is judged. */
static inline void nx_audit_judge(nx_eval *ev, const nx_engine *e)
{
    int me = nx_side(ev->after.color);
    nx_bb mine = ev->after.stones[me];
    ev->net = ev->after.debt[me] - ev->after.debt[1 - me];
    if (!nx_audit_due(e, mine, ev->after.count, ev->point))
        ev->audit = NEXUS_AUDIT_NONE;
    else if (ev->net <= 0)
        ev->audit = NEXUS_AUDIT_WIN;
    else if (nx_bb_count(mine) < ev->net)
        ev->audit = NEXUS_AUDIT_BANKRUPT;
    else
        ev->audit = NEXUS_AUDIT_PAY;
}

/* nx_audit_check_payment past its common case (no payment due, none
 * given), which it has answered already. */
nexus_status nx_audit_check_payment_of(nx_bb *pay, const nx_engine *e,
                                       const nx_eval *ev, const int *points,
                                       int n_points);

/* R11: `points` must be exactly net distinct points each holding the
 * mover's stone after the placement; no payment when none is due. Inline
 * where most turns are: none due and none given. */
static inline nexus_status nx_audit_check_payment(nx_bb *pay,
                                                  const nx_engine *e,
                                                  const nx_eval *ev,
                                                  const int *points,
                                                  int n_points)
{
    if (n_points == 0 && ev->audit != NEXUS_AUDIT_PAY) {
        *pay = nx_bb_zero();
        return NEXUS_OK;
    }
    return nx_audit_check_payment_of(pay, e, ev, points, n_points);
}

/* Settle a paid audit on the board after payment: 1 if the mover still
 * owns a line (and wins), 0 if the debts reset (R10). */
int nx_audit_settle(const nx_engine *e, const nx_bb stones[2], int mover);

#endif
