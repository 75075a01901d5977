/* This file is the relative bonus of quality-based rewards (uct.h;
 * Pepels, Tak, Lanctot and Winands 2014, "Quality-based Rewards for
 * Monte-Carlo Tree Search Simulations").
 *
 * A win reached in fewer turns than the winner's wins usually take says
 * more about the position than a long one, whose later turns are mostly
 * the playout's noise. The search so keeps, for each colour, the mean and
 * the spread of the lengths of the simulations it won in this choice. A
 * new win of that colour is scored by how many spreads it lies below the
 * mean, through a sigmoid that bounds the bonus, and the result moves by
 * that bonus towards or away from its winner. The tree's mean of a turn
 * then prefers the turns that win soon and lose late. */
#include <math.h>

#include "uct.h"

/* Counts a win of `len` turns in the lengths `l`. */
static void count_length(nxb_uct_lengths *l, int len)
{
    double delta = len - l->mean;
    l->n += 1.0;
    l->mean += delta / l->n;
    l->m2 += delta * (len - l->mean);
}

double nxb_uct_length_bonus(nxb_uct *u, double black, int len)
{
    nexus_color w = black == 1.0   ? NEXUS_BLACK
                    : black == 0.0 ? NEXUS_WHITE
                                   : NEXUS_EMPTY;
    nxb_uct_lengths *l = &u->lengths[w];
    double b = 0.0;
    if (w == NEXUS_EMPTY)
        return black;
    if (l->n >= NXB_BONUS_MIN && l->m2 > 0.0) {
        double spread = sqrt(l->m2 / (l->n - 1.0));
        double lambda = (l->mean - len) / spread;
        /* The sigmoid maps lambda into (-1, 1). */
        b = -1.0 + 2.0 / (1.0 + exp(-NXB_BONUS_K * lambda));
    }
    count_length(l, len);
    return w == NEXUS_BLACK ? 1.0 + u->cfg.length_bonus * b / 2.0
                            : -u->cfg.length_bonus * b / 2.0;
}
