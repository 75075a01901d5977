/* Forced unblocking (R15-R17): the smallest sets of enemy stones whose
 * removal gives the side to move a legal placement, and which of them are
 * offered once the unblocking debt is added. */
#ifndef NX_UNBLOCK_H
#define NX_UNBLOCK_H

#include "legal.h"

/* What judging the removals at one position needs of that position and
 * computes once, when first needed: its points where a placement is no
 * suicide (nx_alive_set). Start it as NX_UNBLOCK_BASE_NONE. */
typedef struct nx_unblock_base {
    nx_bb alive;
    int known; /* 0 until alive is computed */
} nx_unblock_base;

#define NX_UNBLOCK_BASE_NONE {{0, 0}, 0}

/* k-subsets of a set of points in lexicographic (canonical, B1) order,
 * without allocation. */
typedef struct nx_combo {
    int m, k;
    int points[NEXUS_MAX_POINTS]; /* the m candidates, canonical order */
    int idx[NEXUS_MAX_POINTS];    /* the current subset, as indices */
    nx_unblock_base base;         /* nx_offered_*: of their position */
} nx_combo;

/* First k-subset of the points of `set`; 0 if k < 1 or k > |set|. */
int nx_combo_first(nx_combo *c, nx_bb set, int k);
/* Next subset; 0 when exhausted. */
int nx_combo_next(nx_combo *c);
/* The current subset as a bitboard. */
nx_bb nx_combo_set(const nx_combo *c);

/* 1 if `set` of size k is offered at pos (R16): removing it leaves a legal
 * placement judged with the debts before unblocking (R15), and one remains
 * with k * p2 added to the mover's debt. On success *after (may be NULL)
 * is the position after the removal, with that debt. */
int nx_unblock_offered(const nx_engine *e, const nx_pos *pos, nx_bb set,
                       int k, nx_pos *after);

/* nx_unblock_offered for one of many sets judged at pos, which share
 * *base (started as NX_UNBLOCK_BASE_NONE, then kept for pos). */
int nx_unblock_offered_from(nx_unblock_base *base, const nx_engine *e,
                            const nx_pos *pos, nx_bb set, int k,
                            nx_pos *after);

/* The offered sets of size k at pos in canonical order (B1): _first and
 * _next leave the next offered set current in *c (nx_combo_set) with the
 * position after it, the unblocking debt added, in *after (may be NULL);
 * they return 0 when there is none left. */
int nx_offered_first(nx_combo *c, const nx_engine *e, const nx_pos *pos,
                     int k, nx_pos *after);
int nx_offered_next(nx_combo *c, const nx_engine *e, const nx_pos *pos,
                    nx_pos *after);

/* The smallest helpful size k for pos, or 0 when no set of enemy stones
 * helps (R17, no-placement). *offered is 1 when some k-set is offered. */
int nx_unblock_search(const nx_engine *e, const nx_pos *pos, int *offered);

#endif
