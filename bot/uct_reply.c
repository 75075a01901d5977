/* This file is the last-good-reply playouts of the UCT search (uct.h;
 * Drake 2009, "The Last-Good-Reply Policy for Monte-Carlo Go", and Baier
 * and Drake 2010, "The Power of Forgetting", LGRF-1).
 *
 * The search remembers, for each side and each point the opponent last
 * placed on, the reply that side made in the last simulation it won. A
 * playout turn plays that reply when the debt-aware steps (win now, block
 * a completion the opponent can afford, and with playouts=2 capture a
 * blocker) do not apply and the reply is a legal placement that completes
 * no line. A side that loses a simulation forgets the replies it made in
 * it. The playouts so learn, from the search itself, the answers that
 * hold in this game, where the uniform choice of the random step knows
 * none. */
#include <string.h>

#include "policy.h"
#include "uct.h"

void nxb_uct_reply_reset(nxb_uct *u)
{
    memset(u->reply, 0xff, sizeof u->reply); /* -1: no reply known. */
}

int nxb_uct_last_point(const nexus_game *g)
{
    nexus_turn t;
    size_t turns = 0;
    if (nexus_game_turn_count(&turns, g) != NEXUS_OK || turns == 0 ||
        nexus_game_turn_at(&t, g, turns - 1) != NEXUS_OK)
        return -1;
    return t.point;
}

/* Returns 1 and writes the turn if the reply r is a legal placement for
 * the side to move that completes no line, and 0 otherwise. */
static int reply_turn(nexus_turn *t, const nexus_game *g, int r)
{
    nexus_preview pv;
    if (r < 0 || nexus_game_preview(&pv, g, NULL, 0, r) != NEXUS_OK ||
        pv.audit != NEXUS_AUDIT_NONE)
        return 0;
    memset(t, 0, sizeof *t);
    t->point = r;
    return 1;
}

nexus_status nxb_uct_reply_turn(nxb_uct *u, nexus_turn *t, int prev)
{
    nxb_lines s;
    nexus_phase ph;
    nexus_color me = NEXUS_BLACK;
    uint64_t state;
    int n = nxb_size(u->g);
    if (nexus_game_phase(&ph, u->g) == NEXUS_OK && ph == NEXUS_PHASE_PLACE &&
        nexus_game_to_move(&me, u->g) == NEXUS_OK) {
        nxb_scan(&s, u->g, n);
        if (nxb_policy_win(t, u->g, &s) || nxb_policy_block(t, u->g, &s) ||
            (u->cfg.playout == NXB_PLAYOUT_POLICY2 &&
             nxb_policy2_capture(t, u->g, &s)) ||
            (prev >= 0 && reply_turn(t, u->g, u->reply[me][prev])))
            return NEXUS_OK;
        return nxb_policy_random(t, u->g, &s, &u->rng);
    }
    state = nxb_rng_next(&u->rng);
    return nexus_game_random_turn(t, u->g, &state);
}

/* Learns from the reply `point` of `side` to `prev`: the winner keeps it,
 * and the loser forgets it if it was the one remembered. */
static void learn(nxb_uct *u, nexus_color side, int prev, int point,
                  nexus_color winner)
{
    signed char *r;
    if (prev < 0 || point < 0)
        return;
    r = &u->reply[side][prev];
    if (side == winner)
        *r = (signed char)point;
    else if (*r == point)
        *r = -1;
}

void nxb_uct_reply_update(nxb_uct *u, const uint32_t *path, int depth,
                          nexus_color root, double black)
{
    nexus_color winner = black > 0.5   ? NEXUS_BLACK
                         : black < 0.5 ? NEXUS_WHITE
                                       : NEXUS_EMPTY;
    int prev = nxb_uct_last_point(u->g), d, k, point;
    if (winner == NEXUS_EMPTY)
        return;
    for (d = 1; d <= depth; d++) {
        point = u->ml.m[path[d]].point;
        learn(u, (d & 1) ? root : (nexus_color)(3 - root), prev, point,
              winner);
        prev = point;
    }
    for (k = 0; k < u->seq_n; k++) {
        nexus_color side = ((depth + k) & 1) ? (nexus_color)(3 - root) : root;
        learn(u, side, prev, u->seq[k], winner);
        prev = u->seq[k];
    }
}
