/* The turn a UCT bot plays (uct.h): the root's decisions around the
 * search of uct.c. A win in one is played unsearched (root_win); a forced
 * win by threats is played at once (win_depth); after the search, the turn
 * chosen is checked against a forced win of the opponent by threats
 * (check_depth), and a turn so proven lost is set aside for the next best.
 * Among proven turns the bot wins fastest and, lost, resists longest. */
#include <limits.h>
#include <string.h>

#include "threat.h"
#include "uct.h"

/* The root's child to play: the fastest proven win if there is one, else
 * the most visited child not proven lost, else (every child lost) the
 * longest defence. */
static uint32_t final_choice(const nxb_uct *u)
{
    const nxb_unode *root = &u->node[0];
    uint32_t i, best = root->first;
    long best_key = LONG_MIN;
    for (i = root->first; i < root->first + root->count; i++) {
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

/* With root_win: 1 and the turn if a child of the root wins at once
 * (known from its preview when the children were listed). */
static int root_win(nxb_uct *u, nexus_turn *turn)
{
    const nxb_unode *root = &u->node[0];
    uint32_t i;
    for (i = root->first; u->cfg.root_win && i < root->first + root->count;
         i++)
        if (u->ml.m[i].wins) {
            nxb_moves_turn(turn, &u->ml, i);
            return 1;
        }
    return 0;
}

/* With win_depth: 1 and its first turn if the side to move forces a win
 * by threats within win_depth of its turns. */
static int threat_win(nxb_uct *u, nexus_turn *turn, nexus_status *st)
{
    nxb_threat t;
    int len;
    if (!u->cfg.win_depth)
        return 0;
    nxb_threat_init(&t, u->g, u->cfg.threat_nodes);
    len = nxb_threat_win(&t, u->cfg.win_depth, turn);
    u->work += t.nodes;
    *st = t.error;
    nxb_threat_release(&t);
    return len > 0 && *st == NEXUS_OK;
}

/* The plies of the opponent's forced win by threats after child c, 0 if
 * none was found. */
static int refutation(nxb_uct *u, uint32_t c, nexus_status *st)
{
    nxb_threat t;
    nexus_turn m, first;
    int len = 0;
    nxb_moves_turn(&m, &u->ml, c);
    if ((*st = nexus_game_play(u->g, &m)) != NEXUS_OK)
        return 0;
    nxb_threat_init(&t, u->g, u->cfg.threat_nodes);
    len = nxb_threat_win(&t, u->cfg.check_depth, &first);
    u->work += t.nodes + 1;
    *st = t.error;
    nxb_threat_release(&t);
    nexus_game_undo(u->g);
    return *st == NEXUS_OK ? len : 0;
}

/* The child to play, each candidate checked against a refutation by
 * threats (at most `checks` of them, while time remains). */
static uint32_t checked_choice(nxb_uct *u, const nxb_deadline *deadline,
                               nexus_status *st)
{
    uint32_t c = final_choice(u);
    int i, len;
    *st = NEXUS_OK;
    for (i = 0; i < u->cfg.checks && u->cfg.check_depth; i++) {
        if (u->node[c].proven || nxb_past(deadline))
            break; /* proven either way: nothing to check */
        len = refutation(u, c, st);
        if (*st != NEXUS_OK || len == 0)
            break;
        nxb_uct_prove(u, c, -1, 1 + len);
        c = final_choice(u);
    }
    return c;
}

nexus_status nxb_uct_choose(nxb_uct *u, const nexus_game *game,
                            nexus_turn *turn)
{
    nxb_deadline deadline;
    nexus_color root;
    nexus_status st;
    uint32_t c;
    nxb_deadline_in(&deadline, u->cfg.time_ms);
    st = nxb_uct_start(u, game, &root);
    if (st == NEXUS_OK && !root_win(u, turn) && !threat_win(u, turn, &st) &&
        st == NEXUS_OK) {
        st = nxb_uct_search(u, root, &deadline);
        if (st == NEXUS_OK)
            c = checked_choice(u, &deadline, &st);
        if (st == NEXUS_OK)
            nxb_moves_turn(turn, &u->ml, c);
    }
    nxb_uct_finish(u);
    return st;
}
