/* This file chooses the turn that a UCT bot plays (uct.h), with the
 * root's decisions around the search of uct.c. A win in one is played
 * without a search (root_win), and a forced win by threats is played at
 * once (win_depth). After the search, the turn chosen is checked against
 * a forced win of the opponent (check_depth), and a turn so proven lost is
 * set aside for the next best. Among proven turns the bot wins fastest
 * and, when lost, resists longest. */
#include <limits.h>
#include <string.h>

#include "book.h"
#include "check.h"
#include "prove.h"
#include "threat.h"
#include "uct.h"

/* Returns the root's child to play: the fastest proven win if there is
 * one, else the most visited child not proven lost, else, when every child
 * is lost, the longest defence. */
static uint32_t final_choice(const nxb_uct *u)
{
    return nxb_uct_best_child(u, 0);
}

/* Returns 1, with root_win, and writes the turn if a child of the root
 * wins at once, which its preview showed when the children were listed.
 * Returns 0 otherwise. */
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

/* The table of a check is small, for a few thousand nodes. */
#define CHECK_TABLE ((size_t)1 << 20)

/* The budget of one choice, in turns played and in time, 0 for none of
 * either, and when the choice began. A tactical search can so be given
 * what the time leaves. */
typedef struct plan {
    unsigned long budget; /* The turns, for the board (nxb_uct_turn_budget). */
    unsigned int time_ms; /* The milliseconds of CPU time. */
    double start_ms;      /* The CPU time at the start of the choice. */
} plan;

/* Returns the turns that a tactical search may play now: `want`, within
 * what the budget and the time leave after keeping `keep`, a fraction of
 * both. The time converts to turns at the rate measured so far, or the
 * last turn's. Returns 0 if nothing is left. Writes into *d the end of
 * that share of the time, or no deadline without a time. The rate only
 * estimates what a search's turns cost, so the search also stops at *d. */
static unsigned long allowance(const nxb_uct *u, const plan *p,
                               unsigned long want, double keep,
                               nxb_deadline *d)
{
    double ms = (double)p->time_ms * (1.0 - keep) -
                (nxb_cpu_ms() - p->start_ms), left;
    nxb_deadline_in(d, 0.0);
    if (nxb_stopped(u->ctl))
        return 0;
    if (p->budget) {
        left = (double)p->budget * (1.0 - keep) - (double)u->work;
        if (left < (double)want)
            want = left > 0.0 ? (unsigned long)left : 0;
    }
    if (p->time_ms) {
        nxb_deadline_in(d, ms);
        left = ms * u->rate;
        if (left < (double)want)
            want = left > 0.0 ? (unsigned long)left : 0;
    }
    return want;
}

/* Measures how fast the tactical searches play their turns, from one that
 * played `turns` since the CPU time `since`. The solver's turns cost
 * several playout turns each. The first guess is 200 a millisecond. */
static void measure(nxb_uct *u, unsigned long turns, double since)
{
    double ms = nxb_cpu_ms() - since;
    if (u->rate <= 0.0)
        u->rate = 200.0;
    if (ms > 0.5 && turns > 100)
        u->rate = 0.5 * u->rate + 0.5 * ((double)turns / ms);
}

/* Returns 1, with win_depth, and writes the first turn if the side to move
 * forces a win within win_depth of its turns, in at most `cap` turns.
 * The search is by threats alone for tactics 0, a proof-number search for
 * 1 and alpha-beta for 2. Returns 0 otherwise. */
static int threat_win(nxb_uct *u, nexus_turn *turn, unsigned long cap,
                      const nxb_deadline *d, nexus_status *st)
{
    nxb_threat t;
    unsigned long long nodes = 0;
    nexus_color me = NEXUS_BLACK;
    int len, plies = 2 * u->cfg.win_depth - 1;
    *st = NEXUS_OK;
    if (!u->cfg.win_depth || cap == 0)
        return 0;
    if (u->cfg.tactics == NXB_TACTICS_ALPHA_BETA)
        return (len = nxb_check_solve(u->g, plies, cap, d, CHECK_TABLE,
                                      &u->work, turn)) > 0;
    if (u->cfg.tactics == NXB_TACTICS_PROOF_NUMBER) {
        nexus_game_to_move(&me, u->g);
        len = nxb_prove_quick(u->g, me, plies, cap, CHECK_TABLE, &nodes,
                              turn);
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

/* The forced win by threats at the root, in a quarter of a node budget
 * and an eighth of a time budget alone. */
static int own_win(nxb_uct *u, const plan *p, nexus_turn *turn,
                   nexus_status *st)
{
    unsigned long before = u->work, cap;
    double since = nxb_cpu_ms();
    nxb_deadline d;
    int won;
    if (u->rate <= 0.0)
        measure(u, 0, since);
    cap = allowance(u, p, u->cfg.threat_nodes, p->budget ? 0.75 : 0.875, &d);
    won = threat_win(u, turn, cap, &d, st);
    measure(u, u->work - before, since);
    return won;
}

/* Returns the plies of the opponent's forced win after the child c within
 * check_depth of its turns, in at most `cap` turns. Returns 0 if there is
 * none, and -1 if the search did not finish. */
static int refutation(nxb_uct *u, uint32_t c, unsigned long cap,
                      const nxb_deadline *d, nexus_status *st)
{
    nxb_threat t;
    nexus_turn m, first;
    nexus_color you = NEXUS_BLACK;
    unsigned long long nodes = 0;
    int len = 0, plies = 2 * u->cfg.check_depth - 1;
    nxb_moves_turn(&m, &u->ml, c);
    if ((*st = nexus_game_play(u->g, &m)) != NEXUS_OK)
        return 0;
    u->work++;
    if (u->cfg.tactics == NXB_TACTICS_ALPHA_BETA) {
        len = nxb_check_solve(u->g, plies, cap, d, CHECK_TABLE, &u->work,
                              NULL);
        len = len == NXB_CHECK_UNKNOWN ? -1 : len;
    } else if (u->cfg.tactics == NXB_TACTICS_PROOF_NUMBER) {
        nexus_game_to_move(&you, u->g);
        len = nxb_prove_quick(u->g, you, plies, cap, CHECK_TABLE, &nodes,
                              NULL);
        u->work += (unsigned long)nodes;
        len = len > 0 ? len : len == 0 ? -1 : 0; /* 0 means not known. */
    } else {
        nxb_threat_init(&t, u->g, cap);
        len = nxb_threat_win(&t, u->cfg.check_depth, &first);
        len = len == 0 && t.aborted ? -1 : len;
        u->work += t.nodes;
        *st = t.error;
        nxb_threat_release(&t);
    }
    nexus_game_undo(u->g);
    return *st != NEXUS_OK ? 0 : len == -1 ? -1 : len > 0 ? len : 0;
}

/* Checks the child that the tree prefers, and the next ones while each is
 * refuted, at most `checks` in all for the choice, and keeps `keep` of
 * the budget. A child that holds is marked checked. Returns the child. */
static uint32_t check_best(nxb_uct *u, const plan *p, double keep,
                           int *checks, nexus_status *st)
{
    uint32_t c = final_choice(u);
    unsigned long cap;
    nxb_deadline d;
    int len;
    *st = NEXUS_OK;
    while (u->cfg.check_depth && *checks < u->cfg.checks &&
           !u->node[c].proven && !(u->node[c].checked & NXB_ROOT_CHECKED) &&
           (cap = allowance(u, p, u->cfg.threat_nodes, keep, &d)) > 0) {
        unsigned long before = u->work;
        double since = nxb_cpu_ms();
        ++*checks;
        len = refutation(u, c, cap, &d, st);
        measure(u, u->work - before, since);
        if (*st != NEXUS_OK || len < 0)
            break; /* An error, or out of budget before the answer. */
        if (len == 0) {
            u->node[c].checked |= NXB_ROOT_CHECKED; /* It holds, as far as
                                                   looked. */
            break;
        }
        nxb_uct_prove(u, c, -1, 1 + len);
        c = final_choice(u);
    }
    return c;
}

/* Searches until a fraction of the budget and the time is spent. Returns
 * NEXUS_OK, or the error of the search. */
static nexus_status search_to(nxb_uct *u, const plan *p, nexus_color root,
                              double share)
{
    nxb_deadline d;
    double used = nxb_cpu_ms() - p->start_ms;
    double ms = (double)p->time_ms * share - used;
    unsigned long turns = p->budget ? (unsigned long)(p->budget * share) : 0;
    if (p->time_ms && ms <= 0.0)
        return NEXUS_OK;
    /* A share of a small budget rounds down to 0, which the search reads
     * as no limit at all: a budget of one turn searched for ever. */
    if (p->budget && turns == 0)
        turns = 1;
    nxb_deadline_in(&d, p->time_ms ? ms : 0.0);
    return nxb_uct_search(u, root, &d, turns);
}

/* Searches the rest of the budget after the last checks had chosen *c.
 * If the search proves *c lost, which a check saw hold within its depth,
 * it stops there, and the turns it then prefers are checked with what is
 * left. If one holds it becomes *c and the rest is searched; if none does,
 * *c stays. Returns NEXUS_OK, or the error of the search or of a check. */
static nexus_status search_rest(nxb_uct *u, const plan *p, nexus_color root,
                                uint32_t *c, int *checks)
{
    uint32_t held = *c;
    nexus_status st;
    u->watch = (u->node[*c].checked & NXB_ROOT_CHECKED) ? *c : 0;
    st = search_to(u, p, root, 1.0);
    if (st == NEXUS_OK && u->watch && u->node[held].proven < 0) {
        u->watch = 0;
        *c = check_best(u, p, 0.0, checks, &st);
        if (st == NEXUS_OK && (u->node[*c].checked & NXB_ROOT_CHECKED))
            st = search_to(u, p, root, 1.0);
        else
            *c = held;
    }
    u->watch = 0;
    return st;
}

/* The search and its checks: three quarters of the budget searched, the
 * preferred turns checked until one holds, the rest searched (less what a
 * last check needs), and the turn then preferred checked too; what the
 * checks leave is searched (search_rest), and the turn then preferred is
 * played if it was checked or proven won, else the one checked last. The
 * one checked last gives way to an unchecked turn only when it was not
 * seen to hold, since a turn proven lost beyond a check's depth may still
 * outlast a turn that no check has seen. Budget given to checks that was
 * not needed goes back to the search. */
static nexus_status search_and_check(nxb_uct *u, const plan *p,
                                     nexus_color root, uint32_t *c)
{
    int checks = 0, checking = u->cfg.check_depth && u->cfg.checks;
    uint32_t last;
    nexus_status st = search_to(u, p, root, checking ? 0.75 : 1.0);
    if (st == NEXUS_OK && checking)
        check_best(u, p, 0.125, &checks, &st);
    if (st == NEXUS_OK && checking)
        st = search_to(u, p, root, 0.875);
    *c = final_choice(u);
    if (st != NEXUS_OK || !checking)
        return st;
    *c = check_best(u, p, 0.0, &checks, &st);
    if (st == NEXUS_OK)
        st = search_rest(u, p, root, c, &checks);
    last = final_choice(u);
    if (st == NEXUS_OK && ((u->node[last].checked & NXB_ROOT_CHECKED) ||
                           u->node[last].proven > 0 ||
                           (u->node[*c].proven < 0 &&
                            !(u->node[*c].checked & NXB_ROOT_CHECKED))))
        *c = last;
    return st;
}

/* Returns 1, with the book, and writes the turn if the opening book has
 * one for the game. The tree of the last choice is then let go, since
 * the next choice cannot grow it from this turn. Returns 0 otherwise. */
static int book_turn(nxb_uct *u, const nexus_game *game, nexus_turn *turn)
{
    if (!u->cfg.book || !nxb_book_turn(turn, game, &nxb_book5))
        return 0;
    u->kept = 0;
    u->iters = u->work = 0;
    nxb_uct_report_turn(u, turn, -1.0, 0); /* The book keeps no estimate. */
    return 1;
}

nexus_status nxb_uct_choose(nxb_uct *u, const nexus_game *game,
                            nexus_turn *turn)
{
    nexus_color root;
    nexus_status st;
    uint32_t c = 0;
    plan p;
    if (book_turn(u, game, turn))
        return NEXUS_OK;
    p.start_ms = nxb_cpu_ms();
    p.time_ms = u->cfg.time_ms;
    st = nxb_uct_start(u, game, &root);
    p.budget = nxb_uct_turn_budget(u);
    if (st == NEXUS_OK) /* A reused tree's root checks are of its turn. */
        for (c = u->node[0].first; c < u->node[0].first + u->node[0].count;
             c++)
            u->node[c].checked &= ~NXB_ROOT_CHECKED;
    c = 0;
    u->kept = 0;
    if (st == NEXUS_OK && !root_win(u, turn) && !own_win(u, &p, turn, &st) &&
        st == NEXUS_OK) {
        st = search_and_check(u, &p, root, &c);
        if (st == NEXUS_OK) {
            nxb_moves_turn(turn, &u->ml, c);
            u->chosen = c;
            u->kept = 1;
            nxb_uct_report(u, c, 1);
        }
    } else if (st == NEXUS_OK) {
        nxb_uct_report_win(u, turn);
    }
    nxb_uct_finish(u);
    return st;
}
