/* Positions of the engine: the current one and its hashes. */
#include "engine.h"

void nx_pos_current(nx_pos *pos, const nx_engine *e)
{
    const nx_entry *cur = nx_cur(e);
    pos->stones[0] = cur->stones[0];
    pos->stones[1] = cur->stones[1];
    pos->debt[0] = e->debt[0];
    pos->debt[1] = e->debt[1];
    pos->board_hash = e->board_hash;
    pos->color = e->to_move;
    pos->count = cur->count;
    pos->most = cur->most;
}

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
