/* The playout turn of the MCTS and strong bots: the debt-aware steps of
 * policy.c, and the optional steps that capture blockers and play a
 * remembered reply (policy.h).
 *
 * The games the strong bot 2 lost kept showing one pattern: a line held
 * all but one point, that point blocked by an enemy stone with a single
 * liberty; the capture of the blocker opens the gap, and the completion
 * that follows is paid with spare stones. A playout that never captures
 * a blocker misjudges every position where one is in atari. Each turn
 * therefore, after winning now and blocking a gap (policy.c), and before
 * the random point, captures such a blocker if the side could then afford
 * the completion: its net debt, the capture's added, at most 0, or at
 * least that many stones off the line. */
#include <string.h>

#include "policy.h"

/* Writes into out the enemy stone that blocks each line whose other
 * points the side to move holds, one stone at most a line. Returns their
 * number. */
static int blockers(int *out, const nxb_lines *s)
{
    nexus_color you = (nexus_color)(3 - s->me);
    int n = s->n, line, j, count = 0, points[NEXUS_MAX_SIZE];
    for (line = 0; line < 2 * n + 2; line++) {
        if (s->lc.count[line][s->me] != n - 1 ||
            s->lc.count[line][you] != 1)
            continue;
        nxb_line(points, n, line);
        for (j = 0; j < n; j++) {
            int p = points[j];
            if (s->pos.cells[p] == (unsigned char)you)
                out[count++] = p;
        }
    }
    return count;
}

/* Looks for a placement next to the blocker b that captures it, after
 * which the side could afford the completion. Returns 1 and writes the
 * turn into *t if there is one, and 0 otherwise. */
static int capture_blocker(nexus_turn *t, const nexus_game *g,
                           const nxb_lines *s, int b)
{
    static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    nexus_preview pv;
    int n = s->n, d, i;
    for (d = 0; d < 4; d++) {
        int r = b / n + dr[d], c = b % n + dc[d], p = r * n + c, took = 0;
        int64_t net;
        if (r < 0 || r >= n || c < 0 || c >= n ||
            s->pos.cells[p] != NEXUS_EMPTY ||
            nexus_game_preview(&pv, g, NULL, 0, p) != NEXUS_OK ||
            pv.audit != NEXUS_AUDIT_NONE)
            continue;
        for (i = 0; i < pv.n_captured; i++)
            took |= pv.captured[i] == b;
        net = pv.mover_debt - pv.opponent_debt;
        if (!took || (net > 0 && (int64_t)s->stones[0] + 2 - n < net))
            continue;
        t->n_unblock = 0;
        t->point = p;
        t->n_pay = 0;
        return 1;
    }
    return 0;
}

int nxb_policy2_capture(nexus_turn *t, const nexus_game *g,
                        const nxb_lines *s)
{
    int b[2 * NEXUS_MAX_SIZE + 2], count = blockers(b, s), i;
    for (i = 0; i < count; i++)
        if (capture_blocker(t, g, s, b[i]))
            return 1;
    return 0;
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

nexus_status nxb_policy2_turn(nexus_turn *t, const nexus_game *g, int n,
                              const nxb_policy_extra *x, nxb_rng *rng)
{
    nxb_lines s;
    nexus_phase ph;
    uint64_t state;
    if (nexus_game_phase(&ph, g) == NEXUS_OK && ph == NEXUS_PHASE_PLACE) {
        nxb_scan(&s, g, n);
        if (nxb_policy_win(t, g, &s) || nxb_policy_block(t, g, &s) ||
            (x->capture && nxb_policy2_capture(t, g, &s)) ||
            reply_turn(t, g, x->reply))
            return NEXUS_OK;
        return nxb_policy_random(t, g, &s, rng);
    }
    /* An unblocking is due, so the engine's uniform draw plays, which
     * judges an offered stone or a point only when it draws it. */
    state = nxb_rng_next(rng);
    return nexus_game_random_turn(t, g, &state);
}
