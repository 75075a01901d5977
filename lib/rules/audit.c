/* The audit and its payment (R10, R11). */
#include "audit.h"
#include "../core/board.h"

/* The line test of every turn, straight from the width templates. */
#define NX_W 64
#include "../core/board_w.h"
#include "../core/board_tpl.h"
#undef NX_W
#define NX_W 128
#include "../core/board_w.h"
#include "../core/board_tpl.h"
#undef NX_W

static int line_through(const nx_geom *g, nx_bb mine, int p)
{
    return g->nn <= 64 ? owns_line_through64(ctx_of64(g), mine.lo, p)
                       : owns_line_through128(ctx_of128(g), B_LOAD(mine), p);
}

void nx_audit_judge(nx_eval *ev, const nx_engine *e)
{
    int me = nx_side(ev->after.color);
    nx_bb mine = ev->after.stones[me];
    ev->net = ev->after.debt[me] - ev->after.debt[1 - me];
    /* R8: only the mover can own a line, and only one through the point
     * just placed, since the turn began with none; a line takes n stones. */
    if (ev->after.count < e->geom.n ||
        !line_through(&e->geom, mine, ev->point))
        ev->audit = NEXUS_AUDIT_NONE;
    else if (ev->net <= 0)
        ev->audit = NEXUS_AUDIT_WIN;
    else if (nx_bb_count(mine) < ev->net)
        ev->audit = NEXUS_AUDIT_BANKRUPT;
    else
        ev->audit = NEXUS_AUDIT_PAY;
}

nexus_status nx_audit_check_payment(nx_bb *pay, const nx_engine *e,
                                    const nx_eval *ev, const int *points,
                                    int n_points)
{
    int me = nx_side(ev->after.color);
    nexus_status st;

    if (n_points < 0 || n_points > NEXUS_MAX_POINTS)
        return NEXUS_E_INVALID_ARG;
    if (ev->audit != NEXUS_AUDIT_PAY) {
        *pay = nx_bb_zero();
        return n_points == 0 ? NEXUS_OK : NEXUS_E_PAYMENT_NOT_DUE;
    }
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
