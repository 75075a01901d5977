/* The turn a UCT bot plays (uct.h): the root's decisions around the
 * search of uct.c. A win in one is played unsearched (root_win); a forced
 * win by threats is played at once (win_depth); after the search, the turn
 * chosen is checked against a forced win of the opponent by threats
 * (check_depth), and a turn so proven lost is set aside for the next best.
 * Among proven turns the bot wins fastest and, lost, resists longest. */
#include <limits.h>
#include <string.h>

#include "prove.h"
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

/* The table of a check: small, for a few thousand nodes. */
#define CHECK_TABLE ((size_t)1 << 20)

/* The alpha-beta solver on g within `plies` and `cap` nodes: +k if the
 * side to move wins in k plies, -k if it loses in k, 0 neither (or the
 * limit); the first turn of a win into *first. */
static int alphabeta(nxb_uct *u, const nexus_game *g, int plies,
                     unsigned long cap, nexus_turn *first)
{
    nexus_solve_options o = NEXUS_SOLVE_OPTIONS_INIT;
    nexus_solve_result r;
    nexus_turn line[64];
    o.max_plies = plies;
    o.max_nodes = cap;
    o.table_bytes = CHECK_TABLE;
    if (nexus_solve(&r, first ? line : NULL, first ? 64 : 0, g, &o) !=
        NEXUS_OK)
        return 0;
    u->work += (unsigned long)r.nodes;
    if (!r.complete || r.value == NEXUS_SOLVE_UNKNOWN)
        return 0;
    if (first && r.value == NEXUS_SOLVE_WIN) {
        if (r.line_length == 0)
            return 0; /* the limit stopped the line: no turn to play */
        *first = line[0];
    }
    return r.value == NEXUS_SOLVE_WIN ? r.plies : -r.plies;
}

/* With win_depth: 1 and its first turn if the side to move forces a win
 * within win_depth of its turns: by threats only, or (tactics 1) by a
 * proof-number search of every turn. */
static int threat_win(nxb_uct *u, nexus_turn *turn, unsigned long budget,
                      nexus_status *st)
{
    nxb_threat t;
    unsigned long long nodes = 0;
    unsigned long cap = u->cfg.threat_nodes;
    nexus_color me = NEXUS_BLACK;
    int len;
    *st = NEXUS_OK;
    /* At most a quarter of the budget, so that the search keeps the most */
    if (budget && budget / 4 < cap)
        cap = budget / 4;
    if (!u->cfg.win_depth || cap == 0)
        return 0;
    if (u->cfg.tactics == 2)
        return alphabeta(u, u->g, 2 * u->cfg.win_depth - 1, cap, turn) > 0;
    if (u->cfg.tactics == 1) {
        nexus_game_to_move(&me, u->g);
        len = nxb_prove_quick(u->g, me, 2 * u->cfg.win_depth - 1, cap,
                              CHECK_TABLE, &nodes, turn);
        u->work += (unsigned long)nodes;
        return len > 0;
    }
    nxb_threat_init(&t, u->g, cap);
    len = nxb_threat_win(&t, u->cfg.win_depth, turn);
    u->work += t.nodes;
    *st = t.error;
    nxb_threat_release(&t);
    return len > 0 && *st == NEXUS_OK;
}

/* The plies of the opponent's forced win after child c (by threats, or a
 * proof-number search), 0 if none was found. */
static int refutation(nxb_uct *u, uint32_t c, nexus_status *st)
{
    nxb_threat t;
    nexus_turn m, first;
    nexus_color you = NEXUS_BLACK;
    unsigned long long nodes = 0;
    int len = 0;
    nxb_moves_turn(&m, &u->ml, c);
    if ((*st = nexus_game_play(u->g, &m)) != NEXUS_OK)
        return 0;
    if (u->cfg.tactics == 2) {
        len = alphabeta(u, u->g, 2 * u->cfg.check_depth - 1,
                        u->cfg.threat_nodes, NULL);
        len = len > 0 ? len : 0;
    } else if (u->cfg.tactics == 1) {
        nexus_game_to_move(&you, u->g);
        len = nxb_prove_quick(u->g, you, 2 * u->cfg.check_depth - 1,
                              u->cfg.threat_nodes, CHECK_TABLE, &nodes, NULL);
        u->work += (unsigned long)nodes + 1;
        len = len > 0 ? len : 0;
    } else {
        nxb_threat_init(&t, u->g, u->cfg.threat_nodes);
        len = nxb_threat_win(&t, u->cfg.check_depth, &first);
        u->work += t.nodes + 1;
        *st = t.error;
        nxb_threat_release(&t);
    }
    nexus_game_undo(u->g);
    return *st == NEXUS_OK ? len : 0;
}

/* The turns a check may play: its cap, within what the budget has left
 * (0: nothing left). */
static unsigned long check_cap(const nxb_uct *u, unsigned long budget)
{
    if (!budget)
        return u->cfg.threat_nodes;
    if (u->work >= budget)
        return 0;
    return budget - u->work < u->cfg.threat_nodes ? budget - u->work
                                                  : u->cfg.threat_nodes;
}

/* The child to play, each candidate checked against a refutation (at
 * most `checks` of them, while the budget and the time last). */
static uint32_t checked_choice(nxb_uct *u, const nxb_deadline *deadline,
                               unsigned long budget, nexus_status *st)
{
    uint32_t c = final_choice(u);
    unsigned long cap = u->cfg.threat_nodes;
    int i, len;
    *st = NEXUS_OK;
    for (i = 0; i < u->cfg.checks && u->cfg.check_depth; i++) {
        if (u->node[c].proven || nxb_past(deadline) ||
            (u->cfg.threat_nodes = check_cap(u, budget)) == 0)
            break; /* proven either way, or no budget left */
        len = refutation(u, c, st);
        if (*st != NEXUS_OK || len == 0)
            break;
        nxb_uct_prove(u, c, -1, 1 + len);
        c = final_choice(u);
    }
    u->cfg.threat_nodes = cap;
    return c;
}

/* The search's share of the budget and time when turns are checked
 * after it: three quarters, the rest for the checks. */
static unsigned long search_share(const nxb_uct *u, unsigned long budget)
{
    return u->cfg.check_depth && u->cfg.checks ? budget - budget / 4 : budget;
}

nexus_status nxb_uct_choose(nxb_uct *u, const nexus_game *game,
                            nexus_turn *turn)
{
    nxb_deadline deadline, searching;
    nexus_color root;
    nexus_status st;
    unsigned long budget;
    uint32_t c;
    nxb_deadline_in(&deadline, u->cfg.time_ms);
    nxb_deadline_in(&searching,
                    (unsigned int)search_share(u, u->cfg.time_ms));
    st = nxb_uct_start(u, game, &root);
    budget = nxb_uct_turn_budget(u);
    u->kept = 0;
    if (st == NEXUS_OK && !root_win(u, turn) &&
        !threat_win(u, turn, budget, &st) && st == NEXUS_OK) {
        st = nxb_uct_search(u, root, &searching, search_share(u, budget));
        if (st == NEXUS_OK)
            c = checked_choice(u, &deadline, budget, &st);
        if (st == NEXUS_OK) {
            nxb_moves_turn(turn, &u->ml, c);
            u->chosen = c;
            u->kept = 1;
        }
    }
    nxb_uct_finish(u);
    return st;
}
