/* Uniform random full turns (nexus_game_random_turn documents the exact
 * draws): what playouts and random players need, at the cost of one point
 * test per point tried. */
#ifndef NX_RANDOM_H
#define NX_RANDOM_H

#include "turn.h"

/* Draw a legal turn of the live engine and evaluate it: *ev and its
 * payment *pay are ready for nx_turn_commit. Returns 0 (the state then
 * advanced arbitrarily) only if no point is legal, which a position whose
 * phase was computed (nx_turn_begin) never has without an unblocking. */
int nx_random_turn(nx_eval *ev, nx_bb *pay, const nx_engine *e,
                   uint64_t *state);

/* Returns a uniform payment of ev->net stones among the mover's, drawn as
 * nexus.h documents (a partial Fisher-Yates shuffle of the canonical
 * list), for an evaluated turn whose audit asks for one. */
nx_bb nx_random_payment(const nx_eval *ev, uint64_t *state);

#endif
