/* The threat search of the strong bot (threat.c): forced wins made of
 * threats, proved against every reply. */
#ifndef NEXUS_BOT_THREAT_H
#define NEXUS_BOT_THREAT_H

#include "bot_internal.h"
#include "moves.h"

typedef struct nxb_threat {
    nexus_game *g;           /* The position searched, played and undone. */
    nxb_moves ml;            /* A stack of turn lists. */
    int n;                   /* The board size. */
    unsigned long nodes;     /* The turns played so far. */
    unsigned long max_nodes; /* The limit of nodes, or 0 for none. */
    int aborted;             /* 1 once max_nodes was reached. */
    nexus_status error;
} nxb_threat;

/* Starts a search on `g`, which the search borrows and restores after
 * each call. */
void nxb_threat_init(nxb_threat *t, nexus_game *g, unsigned long max_nodes);
void nxb_threat_release(nxb_threat *t);

/*
 * Finds whether the side to move of t->g, the attacker, forces a win by
 * threats within `depth` of its own turns, which is 2 * depth - 1 plies.
 * Each of its turns but the last leaves it a completion that it could
 * afford, and every reply of the defender is answered, every full legal
 * turn with its payments. Returns the length in plies of the shortest
 * such win, and writes the attacker's first turn into *first. Returns 0
 * if it found none: there may be a quiet win, or the node limit was
 * reached (t->aborted says which). A win found is exact, because every
 * turn of the defender is tried and the engine plays every line,
 * repetition included.
 */
int nxb_threat_win(nxb_threat *t, int depth, nexus_turn *first);

#endif
