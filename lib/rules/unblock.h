/* Forced unblocking (R15-R17): the smallest sets of enemy stones whose
 * removal gives the side to move a legal placement, and which of them are
 * offered once the unblocking debt is added. */
#ifndef NX_UNBLOCK_H
#define NX_UNBLOCK_H

#include "legal.h"

/* What the judging of the removals at one position needs to know about
 * that position: the points where a placement is no suicide (nx_alive_set).
 * They are computed once, when first needed. Start the struct as
 * NX_UNBLOCK_BASE_NONE. */
typedef struct nx_unblock_base {
    nx_bb alive;
    int known; /* 0 until `alive` is computed */
} nx_unblock_base;

#define NX_UNBLOCK_BASE_NONE {{0, 0}, 0}

/* The subsets of k points of a set of points, walked in lexicographic
 * order without allocation. That order is the canonical order of the sets
 * on offer (B1). */
typedef struct nx_combo {
    int m, k;
    int points[NEXUS_MAX_POINTS]; /* the m candidates, in canonical order */
    int idx[NEXUS_MAX_POINTS];    /* the current subset, as indices */
    nx_unblock_base base;         /* the base of the position that
                                     nx_offered_first and _next judge */
} nx_combo;

/* Makes the first subset of k points of `set` current. Returns 1, or 0 if
 * k < 1 or k is more than the number of points of `set`. */
int nx_combo_first(nx_combo *c, nx_bb set, int k);
/* Makes the next subset current. Returns 1, or 0 when no subset is left. */
int nx_combo_next(nx_combo *c);
/* Returns the current subset as a set of points. */
nx_bb nx_combo_set(const nx_combo *c);

/* Returns 1 if the set `set` of k enemy stones is offered at pos (R16), and
 * 0 otherwise. A set is offered when removing it leaves a legal placement
 * judged with the debts before unblocking (R15), and one remains with
 * k * p2 added to the mover's debt. When it returns 1 and `after` is not
 * NULL, *after receives the position after the removal, with that debt. */
int nx_unblock_offered(const nx_engine *e, const nx_pos *pos, nx_bb set,
                       int k, nx_pos *after);

/* Returns what nx_unblock_offered returns, for one of many sets judged at
 * pos, which share *base. The caller starts *base as
 * NX_UNBLOCK_BASE_NONE, and keeps it while it judges sets at the same
 * pos. */
int nx_unblock_offered_from(nx_unblock_base *base, const nx_engine *e,
                            const nx_pos *pos, nx_bb set, int k,
                            nx_pos *after);

/* These two walk the offered sets of size k at pos, in canonical order
 * (B1). Each call makes the next offered set current in *c (read it with
 * nx_combo_set), and stores the position after it, with the unblocking
 * debt added, in *after when `after` is not NULL. Each returns 1, or 0
 * when no offered set is left. */
int nx_offered_first(nx_combo *c, const nx_engine *e, const nx_pos *pos,
                     int k, nx_pos *after);
int nx_offered_next(nx_combo *c, const nx_engine *e, const nx_pos *pos,
                    nx_pos *after);

/* Returns the smallest helpful size k for pos, or 0 when no set of enemy
 * stones helps (R17: the player to move then loses, by no-placement).
 * Sets *offered to 1 when some set of k stones is offered, and to 0
 * otherwise. */
int nx_unblock_search(const nx_engine *e, const nx_pos *pos, int *offered);

#endif
