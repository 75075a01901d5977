/* Payments of an audit chosen by the bots (payment.c). */
#ifndef NEXUS_BOT_PAYMENT_H
#define NEXUS_BOT_PAYMENT_H

#include "bot_internal.h"

/* For a preview with audit PAY: 1 and a payment of net stones that keeps
 * a whole line (so the audit is won), if there is one; else 0. */
int nxb_winning_payment(int *pay, int n, const nexus_preview *pv);

/* The payment of the audit that turn t (its unblocking and point; played
 * from position `pos`, previewed as `pv`) calls for: the pv->net stones
 * worth least to their lines (over the lines through a stone without an
 * enemy stone, 4^k for k own stones), canonical order on ties. */
void nxb_heuristic_payment(int *pay, const nexus_position *pos, int n,
                           const nexus_turn *t, const nexus_preview *pv);

#endif
