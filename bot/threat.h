/* The threat search of the strong bot (threat.c): forced wins made of
 * threats, proved against every reply. */
#ifndef NEXUS_BOT_THREAT_H
#define NEXUS_BOT_THREAT_H

#include "bot_internal.h"
#include "moves.h"

typedef struct nxb_threat {
    nexus_game *g;           /* the position searched: played and undone */
    nxb_moves ml;            /* a stack of turn lists */
    int n;                   /* board size */
    unsigned long nodes;     /* turns played so far */
    unsigned long max_nodes; /* the search gives up past this, 0: never */
    int aborted;             /* max_nodes was reached */
    nexus_status error;
} nxb_threat;

/* Start a search on `g` (borrowed, restored after each call). */
void nxb_threat_init(nxb_threat *t, nexus_game *g, unsigned long max_nodes);
void nxb_threat_release(nxb_threat *t);

/*
 * Whether the side to move of t->g (the attacker) forces a win within
 * `depth` of its own turns (2 * depth - 1 plies) by threats: each of its
 * turns but the last leaves it a completion it could afford, and every
 * reply of the defender (every full legal turn, payments included) is
 * answered. Returns the length of the shortest such win in plies, the
 * attacker's first turn in *first; 0 if none was found (there may be a
 * quiet one, or the node limit was reached: see t->aborted). A win found
 * is exact: the defender's every turn is tried and the engine plays every
 * line, repetition included.
 */
int nxb_threat_win(nxb_threat *t, int depth, nexus_turn *first);

#endif
