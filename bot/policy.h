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

#endif
