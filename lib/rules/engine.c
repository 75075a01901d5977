/* This file changes positions of the engine outside the hot paths: it
 * removes the stones of an unblocking (nx_pos_remove). */
#include "engine.h"

void nx_pos_remove(nx_pos *pos, nx_bb stones)
{
    int opp = nx_other(pos->color), n;
    pos->stones[nx_side(opp)] = nx_bb_andnot(pos->stones[nx_side(opp)], stones);
    /* The pass over the stones that takes their keys counts them too, where
     * a separate count would be the portable one of this file. */
    pos->board_hash ^= nx_stones_hash_count(stones, opp, &n);
    pos->count -= n;
}
