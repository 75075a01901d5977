/* A turn (R5): unblocking, placement and captures, audit, end of turn. */
#ifndef NX_TURN_H
#define NX_TURN_H

#include "legal.h"

/* Everything a turn does up to the audit, computed without side effects. */
typedef struct nx_turn_eval {
    nx_pos after;          /* board after unblocking, placement and captures;
                              diff with their debts */
    int64_t debt[2];       /* debts after unblocking and captures */
    nx_bb unblock;         /* the unblocking set */
    nx_bb captured;        /* stones captured */
    int point;
    nexus_audit_kind audit;
    int64_t net;           /* mover's debt minus opponent's */
} nx_turn_eval;

/* Validate (unblocking set, point) and evaluate the turn up to the audit. */
nexus_status nx_turn_eval_run(nx_turn_eval *ev, const nexus_game *g,
                              const int *unblock, int n_unblock, int point);

/* Validate an unblocking set against the current state (R16) and give the
 * position after it with the unblocking debt. */
nexus_status nx_turn_check_unblock(nx_pos *after, nx_bb *set,
                                   const nexus_game *g, const int *unblock,
                                   int n_unblock);

/* Fill the phase fields (legal points, unblocking size, no-placement or
 * uncovered end) of the last history entry. */
void nx_turn_begin(nexus_game *g);

/* Play a full turn atomically. */
nexus_status nx_turn_play(nexus_game *g, const nexus_turn *turn);

/* Check that the game accepts a turn now (not over, no pending offer). */
nexus_status nx_turn_allowed(const nexus_game *g);

#endif
