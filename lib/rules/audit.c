/* This file judges the payment of an audit (R10, R11) and settles a paid
 * audit. */
#include "audit.h"
#include "../core/board.h"

nexus_status nx_audit_check_payment_of(nx_bb *pay, const nx_engine *e,
                                       const nx_eval *ev, const int *points,
                                       int n_points)
{
    int me = nx_side(ev->after.color);
    nexus_status st;

    if (n_points < 0 || n_points > NEXUS_MAX_POINTS)
        return NEXUS_E_INVALID_ARG;
    /* When no payment is due and no points are given, the inline caller
     * has answered already. So here points were given, and they are
     * refused. */
    if (ev->audit != NEXUS_AUDIT_PAY)
        return NEXUS_E_PAYMENT_NOT_DUE;
    if ((int64_t)n_points != ev->net)
        return NEXUS_E_PAYMENT_SIZE;
    st = nx_points_to_set(pay, &e->geom, points, n_points,
                          NEXUS_E_PAYMENT_DUPLICATE);
    if (st != NEXUS_OK)
        return st;
    if (!nx_bb_eq(nx_bb_and(*pay, ev->after.stones[me]), *pay))
        return NEXUS_E_PAYMENT_NOT_OWN;
    return NEXUS_OK;
}

int nx_audit_settle(const nx_engine *e, const nx_bb stones[2], int mover)
{
    /* Any full line wins, not only the one just completed. */
    return nx_board_owns_line(&e->geom, stones[nx_side(mover)]);
}
