/* This file changes positions of the engine outside the hot paths: it
 * removes the stones of an unblocking (nx_pos_remove). */
#include "engine.h"

void nx_pos_remove(nx_pos *pos, nx_bb stones)
{
    int opp = nx_other(pos->color);
    pos->stones[nx_side(opp)] = nx_bb_andnot(pos->stones[nx_side(opp)], stones);
    pos->board_hash ^= nx_stones_hash(stones, opp);
    pos->count -= nx_bb_count(stones);
}
