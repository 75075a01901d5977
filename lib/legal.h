/* Legality of placements (R6, R7): board mechanics plus the repetition
 * check against the game's history. */
#ifndef NX_LEGAL_H
#define NX_LEGAL_H

#include "game.h"

/* A board with a side to move and a debt difference: the current state, or
 * the state after an unblocking removal. */
typedef struct nx_pos {
    nx_bb stones[2];     /* [0] Black, [1] White */
    uint64_t board_hash; /* Zobrist keys of the stones only */
    int64_t diff;        /* Black's debt minus White's */
    int color;           /* the side to move */
} nx_pos;

/* The current state of the game as a position. */
void nx_pos_current(nx_pos *pos, const nexus_game *g);

/* Remove stones (an unblocking set) and add debt to the side to move. */
void nx_pos_remove(nx_pos *pos, nx_bb stones, int64_t mover_debt);

/* Zobrist keys of a set of stones of one colour. */
uint64_t nx_stones_hash(nx_bb stones, int color);

/* The legal points of pos; capturing (may be NULL) receives the points
 * whose placement captures. */
nx_bb nx_legal_scan(const nexus_game *g, const nx_pos *pos, nx_bb *capturing);

/* The legal points of pos judged with the mover's debt as it is (*before)
 * and with `debt` more (*after): one board analysis for both (R15, R16). */
void nx_legal_two_debts(const nexus_game *g, const nx_pos *pos, int64_t debt,
                        nx_bb *before, nx_bb *after);

/* The status of point p (R7) and, unless occupied or suicide, the stones a
 * placement there captures. */
nexus_point_status nx_point_status(const nexus_game *g, const nx_pos *pos,
                                   int p, nx_bb *captured);

#endif
