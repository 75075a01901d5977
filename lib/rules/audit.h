/* The audit (R10) and its payment (R11): the one place that decides what
 * completing a line does and which payments are valid. */
#ifndef NX_AUDIT_H
#define NX_AUDIT_H

#include "eval.h"

/* What the audit of an evaluated placement does: sets ev->audit, ev->net. */
void nx_audit_judge(nx_eval *ev, const nx_engine *e);

/* R11: `points` must be exactly net distinct points each holding the
 * mover's stone after the placement; no payment when none is due. */
nexus_status nx_audit_check_payment(nx_bb *pay, const nx_engine *e,
                                    const nx_eval *ev, const int *points,
                                    int n_points);

/* Settle a paid audit on the board after payment: 1 if the mover still
 * owns a line (and wins), 0 if the debts reset (R10). */
int nx_audit_settle(const nx_engine *e, const nx_bb stones[2], int mover);

#endif
