/* The debt-aware playout policy that the MCTS and strong bots share
 * (policy.c). */
#ifndef NEXUS_BOT_POLICY_H
#define NEXUS_BOT_POLICY_H

#include "bot_internal.h"
#include "moves.h"
#include "payment.h"

/* What the lines of a position say, for its side to move (index 0) and
 * for the opponent (index 1). A gap is the empty point of a line that one
 * side holds all but one point of. The struct holds each side's gaps and
 * each side's number of stones. */
typedef struct nxb_lines {
    nexus_position pos;
    nxb_line_counts lc;
    nexus_color me; /* The side to move. */
    int n;
    int gap[2][2 * NEXUS_MAX_SIZE + 2];
    int n_gap[2];
    int stones[2];
} nxb_lines;

/* Fills *s with the lines of g, whose board is n x n. */
void nxb_scan(nxb_lines *s, const nexus_game *g, int n);

/* Returns the debt of the colour c less the debt of the other colour. */
int64_t nxb_net_debt(const nexus_position *pos, nexus_color c);

/* Returns 1 if the opponent of the side to move could complete a line now
 * and keep it through the audit, and 0 otherwise. It could when its net
 * debt is at most 0, or when it has at least that many stones off the
 * line, leaving its capture debt aside. */
int nxb_opponent_affords(const nxb_lines *s);

/* These are the steps of the debt-aware policy, which nxb_policy2_turn
 * (policy2.c) calls one by one. nxb_policy_win writes a completion that
 * wins its audit, and nxb_policy_block a block of the gap of a line that
 * the opponent could afford to complete. Each returns 1 and writes *t if
 * its step applies, and 0 otherwise. nxb_policy_random writes a random
 * point that does not complete a line into a lost audit; it always finds a
 * turn, and returns NEXUS_OK or the error of the call that failed. */
int nxb_policy_win(nexus_turn *t, const nexus_game *g, const nxb_lines *s);
int nxb_policy_block(nexus_turn *t, const nexus_game *g, const nxb_lines *s);
nexus_status nxb_policy_random(nexus_turn *t, const nexus_game *g,
                               const nxb_lines *s, nxb_rng *rng);

/* The step of the strong bot's policy (policy2.c) that captures a stone
 * blocking a line whose other points the side to move holds, when the
 * side could then afford the completion. Returns 1 and writes *t if it
 * applies, and 0 otherwise. */
int nxb_policy2_capture(nexus_turn *t, const nexus_game *g,
                        const nxb_lines *s);

/* The steps that a playout turn may take after it has found no win and no
 * block, before its random point. Each bot sets those of its options. */
typedef struct nxb_policy_extra {
    int capture; /* 1 to capture a blocker (nxb_policy2_capture). */
    int reply;   /* The point of a remembered reply, or -1 for none. */
} nxb_policy_extra;

/* Writes into *t the playout turn for the side to move of g, whose board
 * is n x n. In the placement phase the turn wins now, else blocks a gap,
 * else takes the steps of *x in their order, else is the random point of
 * nxb_policy_random. The reply is played only if it is a legal placement
 * that completes no line. When an unblocking is due, the engine's uniform
 * draw plays. Returns NEXUS_OK, or the error of the call that failed. */
nexus_status nxb_policy2_turn(nexus_turn *t, const nexus_game *g, int n,
                              const nxb_policy_extra *x, nxb_rng *rng);

#endif
