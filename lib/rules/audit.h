/* The audit (R10) and its payment (R11) are decided here, and nowhere
 * else: what completing a line does, and which payments are valid. */
#ifndef NX_AUDIT_H
#define NX_AUDIT_H

#include "eval.h"

/* Returns 1 if a placement at `point` starts an audit (R10), and 0
 * otherwise. The placement leaves the mover the stones `mine`, and `count`
 * stones on the board. An audit starts when the mover then owns a line.
 * By R8 only the mover can own a line, and only a line through the point
 * just placed, because the turn began with none; a line takes n stones.
 * The function is inline because every drawn or played turn calls it. */
static inline int nx_audit_due(const nx_engine *e, nx_bb mine, int count,
                               int point)
{
    return count >= e->geom.n && nx_geom_line_through(&e->geom, mine, point);
}

/* Judges the audit of an evaluated placement, and sets ev->audit and
 * ev->net. The function is inline because every drawn or played turn is
 * judged. */
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

/* Does what nx_audit_check_payment does past its common case, where no
 * payment is due and none is given, which the caller has answered. */
nexus_status nx_audit_check_payment_of(nx_bb *pay, const nx_engine *e,
                                       const nx_eval *ev, const int *points,
                                       int n_points);

/* Checks a payment by R11 and stores its stones into *pay. The payment
 * `points` must be exactly `net` distinct points, each holding a stone of
 * the mover after the placement, and it must be empty when no payment is
 * due. Returns NEXUS_OK, or NEXUS_E_PAYMENT_NOT_DUE for points given when
 * none is due, NEXUS_E_PAYMENT_SIZE for a wrong number of points,
 * NEXUS_E_PAYMENT_DUPLICATE or the error of a point off the board, and
 * NEXUS_E_PAYMENT_NOT_OWN for a point without the mover's stone. The
 * common case, no payment due and none given, is inline, because most
 * turns are of that case. */
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

/* Settles a paid audit on the board after the payment (R10). Returns 1 if
 * the mover still owns a line and so wins, and 0 if the debts reset. */
int nx_audit_settle(const nx_engine *e, const nx_bb stones[2], int mover);

#endif
