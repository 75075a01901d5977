/* This file chooses the payments of an audit (R10, R11): the one that
 * keeps a line, and the heuristic payment of a lost audit (payment.h). */
#include <string.h>

#include "payment.h"

/* Looks for a payment of `net` stones that keeps a whole line. The audit
 * is then won, whichever such payment is made. Returns 1 and writes the
 * payment into pay if there is one, and 0 otherwise. */
int nxb_winning_payment(int *pay, int n, const nexus_preview *pv)
{
    unsigned char own[NEXUS_MAX_POINTS] = {0}, keep[NEXUS_MAX_POINTS] = {0};
    int line, j, i, paid = 0, points[NEXUS_MAX_SIZE];
    if ((int64_t)pv->n_payers - n < pv->net)
        return 0;
    for (i = 0; i < pv->n_payers; i++)
        own[pv->payers[i]] = 1;
    for (line = 0; line < 2 * n + 2; line++) {
        nxb_line(points, n, line);
        for (j = 0; j < n && own[points[j]]; j++)
            ;
        if (j == n)
            break;
    }
    if (line == 2 * n + 2)
        return 0;
    for (j = 0; j < n; j++)
        keep[points[j]] = 1;
    for (i = 0; i < pv->n_payers && paid < pv->net; i++)
        if (!keep[pv->payers[i]])
            pay[paid++] = pv->payers[i];
    return 1;
}

void nxb_heuristic_payment(int *pay, const nexus_position *pos, int n,
                           const nexus_turn *t, const nexus_preview *pv)
{
    unsigned char cells[NEXUS_MAX_POINTS];
    double value[NEXUS_MAX_POINTS], weight[2 * NEXUS_MAX_SIZE + 2];
    int order[NEXUS_MAX_POINTS], lines[4], i, j, k, m = pv->n_payers;
    nexus_color me = pos->to_move;
    nxb_line_counts lc;
    memcpy(cells, pos->cells, sizeof cells);
    for (i = 0; i < t->n_unblock; i++)
        cells[t->unblock[i]] = NEXUS_EMPTY;
    cells[t->point] = (unsigned char)me;
    for (i = 0; i < pv->n_captured; i++)
        cells[pv->captured[i]] = NEXUS_EMPTY;
    nxb_count_lines(&lc, cells, n);
    for (i = 0; i < 2 * n + 2; i++)
        weight[i] = nxb_line_weight(&lc, i, me);
    /* A stone is worth the weights of the lines through it. */
    for (i = 0; i < m; i++) {
        k = nxb_point_lines(lines, n, pv->payers[i]);
        for (value[i] = 0.0, j = 0; j < k; j++)
            value[i] += weight[lines[j]];
        order[i] = i;
    }
    /* A stable insertion sort orders the stones by worth, and ties stay
     * in canonical order. */
    for (i = 1; i < m; i++) {
        int v = order[i];
        for (j = i; j > 0 && value[order[j - 1]] > value[v]; j--)
            order[j] = order[j - 1];
        order[j] = v;
    }
    for (i = 0; i < (int)pv->net; i++)
        pay[i] = pv->payers[order[i]];
}
