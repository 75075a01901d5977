/* This file is the debt-aware playout policy of the MCTS and strong bots
 * (policy.h).
 *
 * A uniformly random playout loses the thread of a Nexus game in two ways:
 * it completes lines into audits it cannot win (bankruptcy, or a payment
 * that breaks every line and throws stones away), and it never stops the
 * opponent's completions. Each turn of this policy therefore:
 *
 * 1. wins at once if a completion wins its audit (no net debt, or a
 *    payment that keeps a line);
 * 2. else blocks the gap of a line the opponent could complete and afford
 *    (its net debt is at most 0, or it has that many stones off the line);
 * 3. else plays a uniformly random legal point that does not complete a
 *    line into a lost audit (such a point only if nothing else is legal);
 * 4. pays any audit it cannot win with the stones worth least to its
 *    lines (nxb_heuristic_payment).
 *
 * These are the rules the issue that introduced them lists, and the usual
 * knowledge of Monte Carlo programs for connection games (win now, stop
 * the immediate loss, otherwise random). */
#include <string.h>

#include "policy.h"

void nxb_scan(nxb_lines *s, const nexus_game *g, int n)
{
    nxb_line_counts *lc = &s->lc;
    int line, p, c;
    s->n = n;
    s->n_gap[0] = s->n_gap[1] = 0;
    s->stones[0] = s->stones[1] = 0;
    if (nexus_game_position(&s->pos, g) != NEXUS_OK) {
        memset(s, 0, sizeof *s);
        return;
    }
    s->me = s->pos.to_move;
    nxb_count_lines(lc, s->pos.cells, n);
    for (p = 0; p < n; p++) { /* The rows hold every stone once. */
        s->stones[0] += lc->count[p][s->me];
        s->stones[1] += lc->count[p][3 - s->me];
    }
    for (line = 0; line < 2 * n + 2; line++)
        for (c = 0; c < 2; c++) {
            nexus_color col = c == 0 ? s->me : (nexus_color)(3 - s->me);
            if (lc->count[line][col] == n - 1 &&
                lc->count[line][NEXUS_EMPTY] == 1)
                s->gap[c][s->n_gap[c]++] =
                    nxb_line_empty(s->pos.cells, n, line);
        }
}

int64_t nxb_net_debt(const nexus_position *pos, nexus_color c)
{
    return c == NEXUS_BLACK ? pos->black_debt - pos->white_debt
                            : pos->white_debt - pos->black_debt;
}

int nxb_opponent_affords(const nxb_lines *s)
{
    int64_t net = nxb_net_debt(&s->pos, (nexus_color)(3 - s->me));
    /* With the stone placed it holds stones + 1, n of them on the line. */
    return net <= 0 || (int64_t)s->stones[1] + 1 - s->n >= net;
}

/* Fills in the payment of the turn t at its audit: a winning payment if
 * there is one, and else the heuristic's. Returns 1 if the audit is won,
 * and 0 otherwise. */
static int settle(nexus_turn *t, const nxb_lines *s, const nexus_preview *pv)
{
    t->n_pay = 0;
    if (pv->audit == NEXUS_AUDIT_WIN)
        return 1;
    if (pv->audit != NEXUS_AUDIT_PAY)
        return 0;
    t->n_pay = (int)pv->net;
    if (nxb_winning_payment(t->pay, s->n, pv))
        return 1;
    nxb_heuristic_payment(t->pay, &s->pos, s->n, t, pv);
    return 0;
}

/* Step 1 plays a completion that wins its audit. */
int nxb_policy_win(nexus_turn *t, const nexus_game *g, const nxb_lines *s)
{
    nexus_preview pv;
    int i;
    for (i = 0; i < s->n_gap[0]; i++) {
        if (nexus_game_preview(&pv, g, NULL, 0, s->gap[0][i]) != NEXUS_OK)
            continue;
        t->n_unblock = 0;
        t->point = s->gap[0][i];
        t->n_pay = 0;
        if (pv.audit == NEXUS_AUDIT_WIN)
            return 1;
        if (pv.audit == NEXUS_AUDIT_PAY &&
            nxb_winning_payment(t->pay, s->n, &pv)) {
            t->n_pay = (int)pv.net;
            return 1;
        }
    }
    return 0;
}

/* Step 2 plays the gap of a line that the opponent could complete and
 * afford, if a placement there is legal and not a bankruptcy. */
int nxb_policy_block(nexus_turn *t, const nexus_game *g, const nxb_lines *s)
{
    nexus_preview pv;
    int i;
    if (s->n_gap[1] == 0 || !nxb_opponent_affords(s))
        return 0;
    for (i = 0; i < s->n_gap[1]; i++) {
        t->n_unblock = 0;
        t->point = s->gap[1][i];
        if (nexus_game_preview(&pv, g, NULL, 0, t->point) == NEXUS_OK &&
            pv.audit != NEXUS_AUDIT_BANKRUPT) {
            settle(t, s, &pv);
            return 1;
        }
    }
    return 0;
}

/* Step 3 plays a random legal point that is not a completion, because
 * step 1 found none that wins, so every completion loses its audit. When
 * nothing else is legal, it plays a completion that pays rather than one
 * that bankrupts. */
nexus_status nxb_policy_random(nexus_turn *t, const nexus_game *g,
                               const nxb_lines *s, nxb_rng *rng)
{
    int points[NEXUS_MAX_POINTS], count = 0, i;
    unsigned char gap[NEXUS_MAX_POINTS] = {0};
    nexus_preview pv;
    nexus_status st = nxb_legal(points, &count, g, NULL, 0);
    if (st != NEXUS_OK)
        return st;
    for (i = 0; i < s->n_gap[0]; i++)
        gap[s->gap[0][i]] = 1;
    t->n_unblock = 0;
    t->n_pay = 0;
    while (count > 0) {
        int k = (int)nxb_rng_below(rng, (uint64_t)count);
        if (!gap[points[k]]) {
            t->point = points[k];
            return NEXUS_OK;
        }
        points[k] = points[--count]; /* A losing completion waits. */
    }
    for (i = 0; i < s->n_gap[0]; i++) {
        t->point = s->gap[0][i];
        if (nexus_game_preview(&pv, g, NULL, 0, t->point) == NEXUS_OK &&
            pv.audit != NEXUS_AUDIT_BANKRUPT) {
            settle(t, s, &pv);
            return NEXUS_OK;
        }
    }
    /* Only bankruptcies are left, and the first legal one is played. */
    for (i = 0; i < s->n_gap[0]; i++)
        if (nexus_game_preview(&pv, g, NULL, 0, s->gap[0][i]) == NEXUS_OK) {
            t->point = s->gap[0][i];
            return NEXUS_OK;
        }
    return NEXUS_E_GAME_OVER;
}
