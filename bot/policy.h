/* The debt-aware playout policy and the payment heuristic shared by the
 * MCTS and strong bots (policy.c). */
#ifndef NEXUS_BOT_POLICY_H
#define NEXUS_BOT_POLICY_H

#include "bot_internal.h"
#include "moves.h"
#include "payment.h"

/* What a position's lines say for its side to move (index 0) and the
 * opponent (index 1): the empty gap of each line one side holds all but
 * one point of, and each side's stones. */
typedef struct nxb_lines {
    nexus_position pos;
    nxb_line_counts lc;
    nexus_color me; /* the side to move */
    int n;
    int gap[2][2 * NEXUS_MAX_SIZE + 2];
    int n_gap[2];
    int stones[2];
} nxb_lines;

void nxb_scan(nxb_lines *s, const nexus_game *g, int n);

/* Colour c's debt minus the other's. */
int64_t nxb_net_debt(const nexus_position *pos, nexus_color c);

/* 1 if the opponent of the side to move could pay the audit of completing
 * a line now and keep it: its net debt is at most 0, or it has at least
 * that many stones off the line (its capture debt aside). */
int nxb_opponent_affords(const nxb_lines *s);

/* A playout turn of the debt-aware policy for the side to move of g. */
nexus_status nxb_policy_turn(nexus_turn *t, const nexus_game *g, int n,
                             nxb_rng *rng);

/* Its steps, for the strong bot's policy (policy2.c), each 1 and the turn
 * if it applies: a completion that wins its audit; a block of the gap of
 * an opponent's line it could afford; and the random point that does not
 * complete a line into a lost audit (always a turn, or an error). */
int nxb_policy_win(nexus_turn *t, const nexus_game *g, const nxb_lines *s);
int nxb_policy_block(nexus_turn *t, const nexus_game *g, const nxb_lines *s);
nexus_status nxb_policy_random(nexus_turn *t, const nexus_game *g,
                               const nxb_lines *s, nxb_rng *rng);

/* The playout turn of the strong bot (policy2.c): the debt-aware policy,
 * and before its random point, the capture of a stone that blocks a line
 * the side holds all other points of. */
nexus_status nxb_policy2_turn(nexus_turn *t, const nexus_game *g, int n,
                              nxb_rng *rng);

#endif
