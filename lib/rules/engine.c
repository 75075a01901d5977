/* Positions of the engine: hashes and unblocking removals. */
#include "engine.h"

uint64_t nx_stones_hash(nx_bb stones, int color)
{
    const uint64_t *keys = nx_zobrist[nx_side(color)];
    uint64_t h = 0;
    uint64_t w;
    for (w = stones.lo; w; w &= w - 1)
        h ^= keys[nx_ctz64(w)];
    for (w = stones.hi; w; w &= w - 1)
        h ^= keys[64 + nx_ctz64(w)];
    return h;
}

void nx_pos_remove(nx_pos *pos, nx_bb stones)
{
    int opp = nx_other(pos->color);
    pos->stones[nx_side(opp)] = nx_bb_andnot(pos->stones[nx_side(opp)], stones);
    pos->board_hash ^= nx_stones_hash(stones, opp);
    pos->count -= nx_bb_count(stones);
}
