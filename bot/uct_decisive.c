/* Decisive and anti-decisive turns at every node of the UCT tree (Teytaud
 * and Teytaud 2010, "On the huge benefit of decisive moves in Monte-Carlo
 * Tree Search algorithms"); see nxb_uct_decisive() in uct.h.
 *
 * In Nexus a turn wins at once when it completes a line and wins its audit
 * (R10): the move lists mark such turns (nxb_move.wins) from the preview
 * of the placement. A node whose side to move has one keeps only that
 * turn. Otherwise, if the opponent could win at once after some turn, the
 * node keeps only the turns after which it cannot. Without the check, a
 * node's winning reply is found only once every other reply has been
 * tried, which a few hundred iterations on a big board never reach.
 *
 * The check is exact: each turn is played by the engine and the
 * opponent's completions are previewed, captures, repetition and debts
 * included. It costs one played turn per child, and only at nodes where
 * the opponent holds all but one point of some line: a turn cannot add
 * enemy stones, so it cannot give the opponent a completion elsewhere. */
#include <string.h>

#include "policy.h"
#include "uct.h"

/* The offered sets an unblocking check lists, and the candidates it tests
 * before the first offered one ends it (the strong bot's tree's bounds). */
#define UNBLOCK_SETS 8
#define UNBLOCK_TRIES 64

/* Returns 1 if colour c holds all but one point of a line of g, and 0
 * otherwise. The last point is empty, or holds a stone of the other side
 * that a payment or an unblocking could remove. */
static int holds_near_line(const nexus_game *g, int n, nexus_color c)
{
    nexus_position pos;
    nxb_line_counts lc;
    int line;
    if (nexus_game_position(&pos, g) != NEXUS_OK)
        return 1; /* It cannot tell, so the turns are checked. */
    nxb_count_lines(&lc, pos.cells, n);
    for (line = 0; line < 2 * n + 2; line++)
        if (lc.count[line][c] == n - 1)
            return 1;
    return 0;
}

/* Returns 1 if the side to move of u->g has a turn that wins at once, and 0
 * otherwise. In a placement, that is a completion of a line that wins its
 * audit (nxb_policy_win). When an unblocking is due, it is a winning turn
 * among those of the first UNBLOCK_SETS offered sets (listed into u->scratch):
 * a forced unblocking of k stones has C(m, k) candidate sets, and a check made
 * at every node must stay cheap, so a win after a later set is missed (which
 * only keeps a turn the check could have dropped). */
static int wins_at_once(nxb_uct *u, int n)
{
    nexus_phase ph;
    nexus_turn t;
    nxb_lines s;
    nxb_gen gen = u->cfg.gen;
    size_t added = 0, i;
    if (nexus_game_phase(&ph, u->g) != NEXUS_OK || ph == NEXUS_PHASE_OVER)
        return 0;
    if (ph == NEXUS_PHASE_PLACE) {
        nxb_scan(&s, u->g, n);
        return s.n_gap[0] > 0 && nxb_policy_win(&t, u->g, &s);
    }
    gen.set_cap = UNBLOCK_SETS;
    gen.set_tries = UNBLOCK_TRIES;
    u->scratch.n = 0;
    u->scratch.pool_n = 0;
    if (nxb_moves_generate(&u->scratch, &added, u->g, &gen) != NEXUS_OK)
        return 0;
    for (i = 0; i < added; i++)
        if (u->scratch.m[i].wins)
            return 1;
    return 0;
}

/* Returns 1 if the opponent can win at once after the move i, which is
 * played and undone on u->g, and 0 otherwise. A move that fails to play
 * counts as safe. */
static int lets_opponent_win(nxb_uct *u, size_t i, int n)
{
    nexus_turn t;
    int lost;
    nxb_moves_turn(&t, &u->ml, i);
    if (nexus_game_play(u->g, &t) != NEXUS_OK)
        return 0;
    u->work++;
    lost = wins_at_once(u, n);
    nexus_game_undo(u->g);
    return lost;
}

size_t nxb_uct_decisive(nxb_uct *u, size_t first, size_t added,
                        nexus_color side)
{
    nxb_move *m = u->ml.m;
    size_t i, kept = 0;
    int n = nxb_size(u->g);
    for (i = first; i < first + added; i++)
        if (m[i].wins) { /* A decisive turn, which the node plays. */
            m[first] = m[i];
            return 1;
        }
    if (added < 2 || !holds_near_line(u->g, n, (nexus_color)(3 - side)))
        return added;
    /* Anti-decisive: the turns after which the opponent cannot win at
     * once, kept in their order at the front of the range. */
    for (i = first; i < first + added; i++)
        if (!lets_opponent_win(u, i, n))
            m[first + kept++] = m[i];
    /* If every turn lets the opponent win, the node is lost whatever it
     * plays: all are kept, and the search sees the loss below. */
    return kept > 0 ? kept : added;
}
