/* The progress reports of the UCT search (uct.h): the estimate of the
 * child it would play, its visits and turns so far, and the principal
 * variation, the best child of each node from the root down. */
#include <limits.h>
#include <string.h>

#include "uct.h"

uint32_t nxb_uct_best_child(const nxb_uct *u, uint32_t node)
{
    const nxb_unode *nd = &u->node[node];
    uint32_t i, best = nd->first;
    long best_key = LONG_MIN;
    for (i = nd->first; i < nd->first + nd->count; i++) {
        const nxb_unode *c = &u->node[i];
        long key = (long)c->visits;
        if (c->proven > 0)
            key = LONG_MAX - c->plies;
        else if (c->proven < 0)
            key = LONG_MIN + 1 + c->plies;
        if (key > best_key) {
            best_key = key;
            best = i;
        }
    }
    return best;
}

/* Writes into pv the turns from the root through `first`. Returns their
 * number. */
static size_t principal(const nxb_uct *u, uint32_t first, nexus_turn *pv)
{
    size_t n = 0;
    uint32_t c = first;
    while (n < NEXUS_BOT_PV_MAX) {
        nxb_moves_turn(&pv[n++], &u->ml, c);
        if (!u->node[c].expanded || u->node[c].count == 0 ||
            u->node[c].term)
            break;
        c = nxb_uct_best_child(u, c);
        if (u->node[c].visits == 0 && !u->node[c].proven)
            break;
    }
    return n;
}

void nxb_uct_report(nxb_uct *u, uint32_t first, int final)
{
    nexus_turn pv[NEXUS_BOT_PV_MAX];
    nexus_bot_progress p;
    const nxb_unode *c;
    if (!u->ctl || !u->ctl->progress || u->node[0].count == 0)
        return;
    if (first == 0)
        first = nxb_uct_best_child(u, 0);
    c = &u->node[first];
    memset(&p, 0, sizeof p);
    p.final = final;
    /* A node's wins are its mover's, here the side to move; a root
     * proven for its mover (the opponent) is lost for the side. */
    p.proven = c->proven > 0 ? 1 : u->node[0].proven > 0 ? -1 : 0;
    p.win = p.proven ? (p.proven > 0 ? 1.0 : 0.0)
            : c->visits ? c->wins / c->visits
                        : 0.5;
    p.visits = u->iters;
    p.nodes = u->work;
    p.pv = pv;
    p.pv_length = principal(u, first, pv);
    nxb_progress_send(u->ctl, &p);
}

void nxb_uct_report_turn(nxb_uct *u, const nexus_turn *turn, double win,
                         int proven)
{
    nexus_bot_progress p;
    if (!u->ctl)
        return;
    memset(&p, 0, sizeof p);
    p.final = 1;
    p.proven = proven;
    p.win = win;
    p.visits = u->iters;
    p.nodes = u->work;
    p.pv = turn;
    p.pv_length = 1;
    nxb_progress_send(u->ctl, &p);
}

void nxb_uct_report_win(nxb_uct *u, const nexus_turn *turn)
{
    nxb_uct_report_turn(u, turn, 1.0, 1);
}
