/* A turn under evaluation: what the turn code (turn.h) computes and the
 * audit (audit.h) reads, before anything is committed. */
#ifndef NX_EVAL_H
#define NX_EVAL_H

#include "legal.h"

/* Everything a turn does up to the audit, computed without side effects. */
typedef struct nx_eval {
    nx_pos after;          /* after unblocking, placement and captures,
                              debts with their charges (R9) */
    nx_bb unblock;         /* the unblocking set */
    nx_bb captured;        /* stones captured */
    int point;
    nexus_audit_kind audit;
    int64_t net;           /* mover's debt minus opponent's */
} nx_eval;

/* A set of distinct points on the board; `dup` is the error for a point
 * named twice. */
nexus_status nx_points_to_set(nx_bb *set, const nx_geom *geom,
                              const int *points, int n, nexus_status dup);

#endif
