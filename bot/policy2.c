/* The playout policy of the strong bot: the debt-aware policy of policy.c
 * with double threats (policy.h).
 *
 * Most games the strong bot lost were decided by a double threat: a
 * placement on the common empty point of two lines that each hold n - 2
 * stones of one side and nothing of the other, after which the side has
 * two gaps and the opponent can block one. A playout that neither makes
 * nor stops them misjudges every position one move before one. Each turn
 * therefore, after winning now and blocking a gap (policy.c), and before
 * the random point:
 *
 * 3. makes a double threat if the side could afford the completions;
 * 4. else takes the point of the opponent's double threat if the opponent
 *    could afford its completions.
 *
 * Which point of several: the first in canonical order (a playout needs a
 * cheap choice, not the best one). */
#include <string.h>

#include "policy.h"

/* The point where colour `c` (index 0: the side to move, 1: the other)
 * would make two gaps at once, or -1: a common empty point of two lines
 * holding n - 2 stones of c, two empty points and nothing else. */
static int fork_point(const nxb_lines *s, int c)
{
    unsigned char count[NEXUS_MAX_POINTS] = {0};
    nexus_color col = c == 0 ? s->me : (nexus_color)(3 - s->me);
    int n = s->n, line, j;
    for (line = 0; line < 2 * n + 2; line++) {
        if (s->lc.count[line][col] != n - 2 ||
            s->lc.count[line][NEXUS_EMPTY] != 2)
            continue;
        for (j = 0; j < n; j++) {
            int p = nxb_line_point(n, line, j);
            if (s->pos.cells[p] == NEXUS_EMPTY && ++count[p] == 2)
                return p;
        }
    }
    return -1;
}

/* 1 if colour index c, with two more stones, could pay for a completion
 * and keep its line: net debt at most 0 or that many stones off it. */
static int affords_later(const nxb_lines *s, int c)
{
    nexus_color col = c == 0 ? s->me : (nexus_color)(3 - s->me);
    int64_t net = nxb_net_debt(&s->pos, col);
    return net <= 0 || (int64_t)s->stones[c] + 2 - s->n >= net;
}

/* A placement at p if it is legal and no audit follows (a fork point is
 * never a completion of the side that would fork, but may be one of the
 * other side: then the debt-aware steps decide). */
static int quiet_at(nexus_turn *t, const nexus_game *g, int p)
{
    nexus_preview pv;
    if (p < 0 || nexus_game_preview(&pv, g, NULL, 0, p) != NEXUS_OK ||
        pv.audit != NEXUS_AUDIT_NONE)
        return 0;
    t->n_unblock = 0;
    t->point = p;
    t->n_pay = 0;
    return 1;
}

nexus_status nxb_policy2_turn(nexus_turn *t, const nexus_game *g, int n,
                              nxb_rng *rng)
{
    nxb_lines s;
    nexus_phase ph;
    uint64_t state;
    if (nexus_game_phase(&ph, g) == NEXUS_OK && ph == NEXUS_PHASE_PLACE) {
        nxb_scan(&s, g, n);
        if (nxb_policy_win(t, g, &s) || nxb_policy_block(t, g, &s))
            return NEXUS_OK;
        if ((affords_later(&s, 0) && quiet_at(t, g, fork_point(&s, 0))) ||
            (affords_later(&s, 1) && quiet_at(t, g, fork_point(&s, 1))))
            return NEXUS_OK;
        return nxb_policy_random(t, g, &s, rng);
    }
    state = nxb_rng_next(rng);
    return nexus_game_random_turn(t, g, &state);
}
