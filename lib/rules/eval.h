/* A turn under evaluation holds what the turn code (turn.h) computes and
 * the audit (audit.h) reads, before anything is committed. */
#ifndef NX_EVAL_H
#define NX_EVAL_H

#include "legal.h"

/* The struct holds everything a turn does up to the audit, computed
 * without side effects. */
typedef struct nx_eval {
    nx_pos after;          /* the position after the unblocking, the
                              placement and the captures, with the debts
                              charged (R9) */
    nx_bb unblock;         /* the unblocking set */
    nx_bb captured;        /* the stones captured */
    int point;             /* the point of the placement */
    nexus_audit_kind audit; /* what the audit does (nx_audit_judge) */
    int64_t net;           /* the mover's debt minus the opponent's */
} nx_eval;

/* Stores the set of the n points of `points` into *set. Returns
 * NEXUS_E_INVALID_ARG for an n out of range or a NULL list, and
 * NEXUS_E_OFF_BOARD for a point off the board. Returns `dup`, the error the
 * caller chooses, for a point named twice. *set is untouched on error. */
nexus_status nx_points_to_set(nx_bb *set, const nx_geom *geom,
                              const int *points, int n, nexus_status dup);

#endif
