/* A random playout (nexus_game_playout) plays turns drawn exactly as
 * nx_random_turn draws them (random_turn.h; nexus.h documents the draws),
 * and records them without checking them again. Most turns of a playout
 * place a stone, with or without a capture, and start no audit. Those
 * take a path of their own, which draws the point on the current position
 * itself and writes the turn's entry in place. The other turns (an unblocking due, an audit,
 * a declined draw offer) take the general path of random_turn.c and turn.c. */
#ifndef NX_PLAYOUT_H
#define NX_PLAYOUT_H

#include "turn.h"

/* Play random turns of the live engine e from the generator state
 * *state until the game ends or `limit` turns are played; `declines` is
 * the number of draw offers declined before the first. *played receives
 * the number of turns played. The phase of the last position is left to
 * the caller (nx_turn_begin). Returns NEXUS_OK, or NEXUS_E_NOMEM if the
 * history could not grow (the turns played so far stay). */
nexus_status nx_playout(nx_engine *e, const nexus_allocator *a,
                        uint64_t *state, size_t limit, uint32_t declines,
                        size_t *played);

#endif
