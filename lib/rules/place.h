/* The common turn of play, recorded without an evaluation (turn.h,
 * nx_placed): the one-word instance of place_tpl.h inline, so that play
 * carries it with its own registers, and the two-word one in turn.c.
 * Include it once, in play's file: it instantiates a template. */
#ifndef NX_PLACE_H
#define NX_PLACE_H

#include "turn.h"

#define NX_W 64
#include "../core/board_w.h"
#include "place_tpl.h"
#undef NX_W

/* nx_turn_place_known on a board of two words. */
nx_placed nx_turn_place_known128(nx_engine *e, const nexus_allocator *a,
                                 int p, nx_bb cap);

/* Play the turn that places a stone of the side to move at point p of
 * the current position, known to be legal, capturing `cap`, when it
 * starts no audit and needs no extra (the caller checked that no
 * unblocking is due, no payment and no declined offer come with it): the
 * common turn, without an evaluation. The phase of the next position is
 * left to nx_turn_next. Returns what it did. */
static inline nx_placed nx_turn_place_known(nx_engine *e,
                                            const nexus_allocator *a, int p,
                                            nx_bb cap)
{
    const nx_bb *s = e->cur.stones;
    int me = nx_side(e->cur.color);
    if (e->geom.nn <= 64)
        return place_known64(e, a, s[me].lo, s[1 - me].lo, cap.lo, p);
    return nx_turn_place_known128(e, a, p, cap);
}

#endif
