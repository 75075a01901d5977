/* The bots choose the payments of their audits here (payment.c). */
#ifndef NEXUS_BOT_PAYMENT_H
#define NEXUS_BOT_PAYMENT_H

#include "bot_internal.h"

/* Looks, for a preview whose audit asks a payment, for a payment of the
 * net stones that keeps a whole line, so that the audit is won. Returns 1
 * and writes the payment into pay if there is one, and returns 0
 * otherwise. */
int nxb_winning_payment(int *pay, int n, const nexus_preview *pv);

/* Writes into pay the payment that the heuristic chooses for the audit of
 * the turn t, played from the position `pos` and previewed as `pv`. It
 * pays the pv->net stones that are worth least to their lines. A stone is
 * worth the sum, over the lines through it without an enemy stone, of 4^k
 * for the k own stones of the line. Ties go in canonical order. */
void nxb_heuristic_payment(int *pay, const nexus_position *pos, int n,
                           const nexus_turn *t, const nexus_preview *pv);

#endif
