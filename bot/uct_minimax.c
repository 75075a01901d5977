/* This file is the implicit minimax backups of the UCT search (uct.h;
 * Lanctot, Winands, Pepels and Sturtevant 2014, "Monte Carlo Tree Search
 * with Heuristic Evaluations using Implicit Minimax Backups").
 *
 * Each node keeps, besides its playout mean, a minimax value for the
 * player who moved into it. A node gets the evaluation of its position
 * when it is first played: the open lines of both sides
 * (nxb_line_balance), or the result of a game it ends. Every backup then
 * sets an expanded node's value to the best that its visited children
 * leave the mover into it: one less the largest of their values. The
 * selection blends the two, (1 - minimax) times the mean plus minimax
 * times the minimax value, so that a line the evaluation refutes a few
 * plies down is left before the playouts' means have seen it. */
#include "uct.h"

/* Returns a child's minimax value for its mover: 1 for a proven win, 0
 * for a proven loss, and its value otherwise. */
static float child_minimax(const nxb_unode *c)
{
    return c->proven > 0 ? 1.0f : c->proven < 0 ? 0.0f : c->minimax;
}

void nxb_uct_minimax_leaf(nxb_uct *u, uint32_t node, nexus_color mover)
{
    nxb_unode *nd = &u->node[node];
    double black = nd->term ? (double)nd->term_black
                            : nxb_line_balance(u->g, nxb_size(u->g));
    nd->minimax = (float)(mover == NEXUS_BLACK ? black : 1.0 - black);
}

void nxb_uct_minimax_backup(nxb_uct *u, uint32_t node)
{
    nxb_unode *nd = &u->node[node];
    float best = -1.0f;
    uint32_t i;
    if (!nd->expanded)
        return;
    for (i = nd->first; i < nd->first + nd->count; i++) {
        const nxb_unode *c = &u->node[i];
        if ((c->visits > 0 || c->proven) && child_minimax(c) > best)
            best = child_minimax(c);
    }
    if (best >= 0.0f)
        nd->minimax = 1.0f - best;
}
