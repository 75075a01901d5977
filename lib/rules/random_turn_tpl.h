/* The point draw of a random turn (nexus_game_random_turn documents it) on
 * a native word of one width. This file is a template: random_turn.c
 * includes it for each width, and playout_tpl.h for each copy of the
 * playout. It includes legal_tpl.h, whose point test it calls.
 *
 * Instantiated:
 *   draw_point64, draw_point128, draw_point64_hw, draw_point128_hw
 * The suffix 64 or 128 is the width of the board's word, and _hw marks
 * the copies that use the processor's bit instructions. */

#include "legal_tpl.h"

/* Returns a uniform legal point of pos (the position seen by its side to
 * move, whose stones are own and opp: e's current one, or one after an
 * unblocking removal), drawn as nexus.h documents, with the stones it
 * captures in *cap; -1 if no point is legal. */
static inline int T(draw_point)(BB *cap, const nx_engine *e, const T(ctx) *c,
                                const nx_pos *pos, BB own, BB opp,
                                uint64_t *state)
{
    BB cand = B_ANDN(B_MASK(c->board), B_OR(own, opp));
    int n = e->geom.nn - pos->count; /* |cand| */
    while (n > 0) {
        int p = B_SELECT(cand, (int)nx_rng_below(state, (uint64_t)n));
        *cap = B_ZERO;
        if (T(status_empty)(e, c, pos, own, opp, p, cap) == NEXUS_POINT_LEGAL)
            return p;
        cand = B_ANDN(cand, B_BIT(p));
        n--;
    }
    return -1;
}
