/* The threat search (threat.h): a proof search for forced wins in which
 * the attacker plays only threats, as threat-space search does in Go-Moku
 * (Allis, van den Herik and Huntjens 1993), and the defender every turn.
 *
 * In Nexus a threat is a line the attacker holds all but one point of,
 * with that point empty and an audit it could afford. The losses of the
 * strong bot 2 that the solver read were nearly all such sequences: a
 * completion the opponent could pay for, a blocker with one liberty that
 * the opponent captures to open the gap again, a payment made with spare
 * stones. Because the defender's every full turn is tried and every turn
 * is played by the engine, a win this search reports is a forced win;
 * only quiet wins (a turn that threatens nothing yet) escape it.
 *
 * The attacker's candidate turns are the placements on a line it holds
 * n - 2 points of or more, and the placements that capture; each is kept
 * if, once played, the attacker holds a gap it could afford
 * (nxb_opponent_affords, an estimate: the defender's replies are then
 * checked exactly). */
#include <string.h>

#include "payment.h"
#include "policy.h"
#include "threat.h"

#define NO_WIN 0

void nxb_threat_init(nxb_threat *t, nexus_game *g, unsigned long max_nodes)
{
    memset(t, 0, sizeof *t);
    t->g = g;
    t->n = nxb_size(g);
    t->max_nodes = max_nodes;
    nxb_moves_init(&t->ml);
}

void nxb_threat_release(nxb_threat *t)
{
    nxb_moves_free(&t->ml);
}

static int over(const nexus_game *g, nexus_outcome *o)
{
    nexus_phase ph = NEXUS_PHASE_OVER;
    nexus_game_phase(&ph, g);
    *o = NEXUS_OUTCOME_NONE;
    if (ph != NEXUS_PHASE_OVER)
        return 0;
    nexus_game_result(o, NULL, g);
    return 1;
}

static int play(nxb_threat *t, const nexus_turn *turn)
{
    if (t->max_nodes && t->nodes >= t->max_nodes) {
        t->aborted = 1;
        return 0;
    }
    t->nodes++;
    if ((t->error = nexus_game_play(t->g, turn)) != NEXUS_OK)
        return 0;
    return 1;
}

/* Looks for a completion of the side to move that wins its audit now.
 * Returns 1 and writes it into *win if there is one, and 0 otherwise. */
static int immediate_win(const nxb_threat *t, nexus_turn *win)
{
    nxb_lines s;
    nexus_phase ph;
    if (nexus_game_phase(&ph, t->g) != NEXUS_OK || ph != NEXUS_PHASE_PLACE)
        return 0;
    nxb_scan(&s, t->g, t->n);
    memset(win, 0, sizeof *win);
    return nxb_policy_win(win, t->g, &s);
}

/* Returns 1 if the attacker, after its turn and with the defender to
 * move, holds a gap that it could afford, and 0 otherwise. That threat is
 * what makes the turn forcing. */
static int threatens(const nxb_threat *t)
{
    nxb_lines s;
    nxb_scan(&s, t->g, t->n);
    return s.n_gap[1] > 0 && nxb_opponent_affords(&s);
}

/* Lists the placements worth trying as threats: those on a line that
 * holds n - 2 points of the attacker or more, and those that capture. */
static int candidate(const nxb_threat *t, const nxb_line_counts *lc,
                     nexus_color me, int p)
{
    nexus_preview pv;
    int lines[4], k = nxb_point_lines(lines, t->n, p), i;
    for (i = 0; i < k; i++)
        if (lc->count[lines[i]][me] >= t->n - 2)
            return 1;
    return nexus_game_preview(&pv, t->g, NULL, 0, p) == NEXUS_OK &&
           pv.n_captured > 0;
}

static int attack(nxb_threat *t, int depth, nexus_turn *first);

/* Searches the defender's replies after a threat, with `depth` turns of
 * the attacker left. Returns the plies from this reply to the attacker's
 * win against the longest defence, or NO_WIN if some reply holds. */
static int defend(nxb_threat *t, int depth, nexus_color attacker)
{
    /* Every turn and every payment, but no more of them than the search
     * has nodes (issue 27): a completion in debt on a 9x9 board can have
     * millions of payments, and a budget that cannot play them all
     * cannot prove the attacker's win either. The sets tested are not
     * capped, since a cut there could drop a reply the budget could
     * have played (nxb_gen.test_cap). */
    nxb_gen all = {0, 0, 0, 0, t->max_nodes, 0};
    size_t start = t->ml.n, pool = t->ml.pool_n, added = 0, i;
    unsigned long capped = t->ml.capped;
    int longest = NO_WIN, len = NO_WIN, held = 0, cut;
    nexus_outcome o;
    nexus_turn r;
    t->error = nxb_moves_generate(&t->ml, &added, t->g, &all);
    cut = t->ml.capped != capped; /* The searches below list turns too. */
    for (i = start; i < start + added && !t->error && !t->aborted; i++) {
        nxb_moves_turn(&r, &t->ml, i);
        if (!play(t, &r))
            break;
        if (over(t->g, &o))
            len = o == (nexus_outcome)attacker ? 1 : NO_WIN;
        else
            len = (len = attack(t, depth, NULL)) != NO_WIN ? 1 + len : NO_WIN;
        nexus_game_undo(t->g);
        if ((held = len == NO_WIN))
            break; /* This reply holds. */
        if (len > longest)
            longest = len;
    }
    /* A listed reply that holds refutes the threat whether the list was
     * cut or not, so the search goes on as without the cap. When every
     * listed reply lost, a reply left out may hold: nothing is proven,
     * and the search gives up. A cut list holds as many turns as the
     * budget has nodes, so the node limit stops such a search anyway;
     * this test keeps the search exact if the cap ever changes. */
    if (cut && !held)
        t->aborted = 1;
    if (len == NO_WIN || t->error || t->aborted)
        longest = NO_WIN;
    t->ml.n = start;
    t->ml.pool_n = pool;
    return longest;
}

/* Searches the attacker's threats with `depth` of its turns left. Returns
 * the plies of the shortest win by threats, and writes its first turn into
 * *first, or returns NO_WIN. */
static int attack(nxb_threat *t, int depth, nexus_turn *first)
{
    nxb_gen gen = {8, 8, 64, 1, 0, 0};
    nxb_line_counts lc;
    nexus_position pos;
    size_t start = t->ml.n, pool = t->ml.pool_n, added = 0, i;
    int best = NO_WIN, len;
    nexus_outcome o;
    nexus_turn m;
    if (immediate_win(t, &m)) {
        if (first)
            *first = m;
        return 1;
    }
    if (depth < 2 || nexus_game_position(&pos, t->g) != NEXUS_OK)
        return NO_WIN;
    nxb_count_lines(&lc, pos.cells, t->n);
    t->error = nxb_moves_generate(&t->ml, &added, t->g, &gen);
    for (i = start; i < start + added && !t->error && !t->aborted; i++) {
        nxb_moves_turn(&m, &t->ml, i);
        if (m.n_unblock == 0 && !candidate(t, &lc, pos.to_move, m.point))
            continue;
        if (!play(t, &m))
            break;
        len = NO_WIN;
        if (over(t->g, &o))
            len = o == (nexus_outcome)pos.to_move ? 1 : NO_WIN;
        else if (threatens(t) &&
                 (len = defend(t, depth - 1, pos.to_move)) != NO_WIN)
            len = 1 + len;
        nexus_game_undo(t->g);
        if (len != NO_WIN && (best == NO_WIN || len < best)) {
            best = len;
            if (first)
                *first = m;
            if (best <= 3)
                break; /* A win in 1 was looked for first, so none is
                          shorter. */
        }
    }
    t->ml.n = start;
    t->ml.pool_n = pool;
    return t->error || t->aborted ? NO_WIN : best;
}

int nxb_threat_win(nxb_threat *t, int depth, nexus_turn *first)
{
    int d, len = NO_WIN;
    t->aborted = 0;
    t->error = NEXUS_OK;
    /* Iterative deepening: the shortest win is found first. */
    for (d = 1; d <= depth && len == NO_WIN && !t->aborted; d++)
        len = attack(t, d, first);
    return len;
}
