/* This file turns the points that a caller names for a turn (an unblocking
 * set, a payment) into a set. */
#include "eval.h"

nexus_status nx_points_to_set(nx_bb *set, const nx_geom *geom,
                              const int *points, int n, nexus_status dup)
{
    nx_bb s = nx_bb_zero();
    int i;
    if (n < 0 || n > NEXUS_MAX_POINTS || (n > 0 && !points))
        return NEXUS_E_INVALID_ARG;
    /* Every point is checked for the board before any is checked for a
     * repeat, so that the error does not depend on the order of the points
     * (nexus.h lists ::NEXUS_E_OFF_BOARD first). */
    for (i = 0; i < n; i++)
        if (points[i] < 0 || points[i] >= geom->nn)
            return NEXUS_E_OFF_BOARD;
    for (i = 0; i < n; i++) {
        if (nx_bb_test(s, points[i]))
            return dup;
        s = nx_bb_or(s, nx_bb_bit(points[i]));
    }
    *set = s;
    return NEXUS_OK;
}
