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
    memset(u->reply2, 0xff, sizeof u->reply2);
}

int nxb_uct_last_point(const nexus_game *g, size_t back)
{
    nexus_turn t;
    size_t turns = 0;
    if (nexus_game_turn_count(&turns, g) != NEXUS_OK || turns <= back ||
        nexus_game_turn_at(&t, g, turns - 1 - back) != NEXUS_OK)
        return -1;
    return t.point;
}

/* Returns the reply remembered after the points prev2 and prev (either
 * -1 for none): with reply=2 the one for both (LGRF-2) if there is one,
 * else the one for prev alone. */
static int remembered(const nxb_uct *u, nexus_color me, int prev2, int prev)
{
    int r = -1;
    if (prev < 0)
        return -1;
    if (u->cfg.reply >= 2 && prev2 >= 0)
        r = u->reply2[me][prev2][prev];
    return r >= 0 ? r : u->reply[me][prev];
}

nexus_status nxb_uct_reply_turn(nxb_uct *u, nexus_turn *t, int prev2,
                                int prev)
{
    nexus_color me = NEXUS_BLACK;
    nxb_policy_extra x;
    x.capture = u->cfg.playout == NXB_PLAYOUT_POLICY2;
    x.reply = u->cfg.reply && nexus_game_to_move(&me, u->g) == NEXUS_OK
                  ? remembered(u, me, prev2, prev)
                  : -1;
    return nxb_policy2_turn(t, u->g, nxb_size(u->g), &x, &u->rng);
}

/* Learns from the reply `point` of `side` in *r: the winner keeps it, and
 * the loser forgets it if it was the one remembered. */
static void learn_one(signed char *r, nexus_color side, int point,
                      nexus_color winner)
{
    if (side == winner)
        *r = (signed char)point;
    else if (*r == point)
        *r = -1;
}

/* Learns from the reply `point` of `side` to prev, and with reply=2 to
 * prev2 and prev. */
static void learn(nxb_uct *u, nexus_color side, int prev2, int prev,
                  int point, nexus_color winner)
{
    if (prev < 0 || point < 0)
        return;
    learn_one(&u->reply[side][prev], side, point, winner);
    if (u->cfg.reply >= 2 && prev2 >= 0)
        learn_one(&u->reply2[side][prev2][prev], side, point, winner);
}

void nxb_uct_reply_update(nxb_uct *u, const uint32_t *path, int depth,
                          nexus_color root, double black)
{
    nexus_color winner = black > 0.5   ? NEXUS_BLACK
                         : black < 0.5 ? NEXUS_WHITE
                                       : NEXUS_EMPTY;
    int prev2 = nxb_uct_last_point(u->g, 1);
    int prev = nxb_uct_last_point(u->g, 0), d, k, point;
    if (winner == NEXUS_EMPTY)
        return;
    for (d = 1; d <= depth; d++) {
        point = u->ml.m[path[d]].point;
        learn(u, (d & 1) ? root : (nexus_color)(3 - root), prev2, prev,
              point, winner);
        prev2 = prev;
        prev = point;
    }
    for (k = 0; k < u->seq_n; k++) {
        nexus_color side = ((depth + k) & 1) ? (nexus_color)(3 - root) : root;
        learn(u, side, prev2, prev, u->seq[k], winner);
        prev2 = prev;
        prev = u->seq[k];
    }
}
