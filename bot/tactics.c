/* This file holds a playout policy and the estimate of a playout cut
 * short. The policy wins now if a line can be completed into a won audit,
 * else stops the opponent's completion, else plays a uniformly random
 * turn. Uniform playouts lose the thread of the game on big boards,
 * because a line of nine is never completed by chance, and never blocked
 * either. The two rules keep a playout's result tied to the position it
 * started from. */
#include <string.h>

#include "bot_internal.h"
#include "moves.h"
#include "payment.h"

/* Writes into out the gap of each line that the side `c` holds but for
 * one empty point, one gap at most a line. Returns their number. */
static int gaps(int *out, const nexus_position *pos, int n, nexus_color c)
{
    int line, j, count = 0;
    for (line = 0; line < 2 * n + 2; line++) {
        int own = 0, gap = -1, points[NEXUS_MAX_SIZE];
        nxb_line(points, n, line);
        for (j = 0; j < n; j++) {
            int p = points[j];
            if (pos->cells[p] == (unsigned char)c)
                own++;
            else if (pos->cells[p] == NEXUS_EMPTY)
                gap = p;
        }
        if (own == n - 1 && gap >= 0)
            out[count++] = gap;
    }
    return count;
}

/* Returns 1 and writes the turn into *t if a placement at p wins its
 * audit, with no payment or with one that keeps a line, and 0
 * otherwise. */
static int winning_at(nexus_turn *t, const nexus_game *g, int p, int n)
{
    nexus_preview pv;
    if (nexus_game_preview(&pv, g, NULL, 0, p) != NEXUS_OK)
        return 0;
    memset(t, 0, sizeof *t);
    t->point = p;
    if (pv.audit == NEXUS_AUDIT_WIN)
        return 1;
    if (pv.audit != NEXUS_AUDIT_PAY || !nxb_winning_payment(t->pay, n, &pv))
        return 0;
    t->n_pay = (int)pv.net;
    return 1;
}

/* Draws a uniformly random turn as the engine draws it
 * (nexus_game_random_turn). The engine judges an offered stone, or a
 * point, only when it draws it, where nxb_random_turn lists every offered
 * set and legal point first. On a nearly full 9x9 board, where forced
 * unblockings are frequent, listing them took three quarters of the bot's
 * time (callgrind, docs/strength.md). */
static nexus_status random_turn(nexus_turn *t, const nexus_game *g,
                                nxb_rng *rng)
{
    uint64_t state = nxb_rng_next(rng);
    return nexus_game_random_turn(t, g, &state);
}

nexus_status nxb_tactical_turn(nexus_turn *t, const nexus_game *g, int n,
                               nxb_rng *rng)
{
    nexus_position pos;
    nexus_phase ph;
    int gap[2 * NEXUS_MAX_SIZE + 2], count, i;
    if (nexus_game_phase(&ph, g) != NEXUS_OK || ph != NEXUS_PHASE_PLACE ||
        nexus_game_position(&pos, g) != NEXUS_OK)
        return random_turn(t, g, rng);
    count = gaps(gap, &pos, n, pos.to_move);
    for (i = 0; i < count; i++)
        if (winning_at(t, g, gap[i], n))
            return NEXUS_OK;
    count = gaps(gap, &pos, n, (nexus_color)(3 - pos.to_move));
    for (i = 0; i < count; i++) {
        nexus_preview pv; /* The preview fails if the point is not legal. */
        if (nexus_game_preview(&pv, g, NULL, 0, gap[i]) == NEXUS_OK &&
            pv.audit == NEXUS_AUDIT_NONE) {
            memset(t, 0, sizeof *t);
            t->point = gap[i];
            return NEXUS_OK;
        }
    }
    return random_turn(t, g, rng);
}

/* Returns a side's prospects: the sum over its open lines, those without
 * an enemy stone, of 4^k - 1 for k own stones, divided by 1 + its net debt
 * when it owes more. */
static double prospects(const nexus_position *pos, const nxb_line_counts *lc,
                        int n, nexus_color c)
{
    double v = 0.0, w;
    int64_t net = c == NEXUS_BLACK ? pos->black_debt - pos->white_debt
                                   : pos->white_debt - pos->black_debt;
    int line;
    for (line = 0; line < 2 * n + 2; line++)
        if ((w = nxb_line_weight(lc, line, c)) > 0.0)
            v += w - 1.0;
    return net > 0 ? v / (1.0 + (double)net) : v;
}

double nxb_line_balance(const nexus_game *g, int n)
{
    nexus_position pos;
    nxb_line_counts lc;
    double b, w;
    if (nexus_game_position(&pos, g) != NEXUS_OK)
        return 0.5;
    nxb_count_lines(&lc, pos.cells, n);
    b = prospects(&pos, &lc, n, NEXUS_BLACK);
    w = prospects(&pos, &lc, n, NEXUS_WHITE);
    return b + w > 0.0 ? b / (b + w) : 0.5;
}
