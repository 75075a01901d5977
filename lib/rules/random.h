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

#endif
