/* The playout loop (playout.h) on a native word of one width. This file
 * is a template: playout.c includes it through ../core/widths.h for each
 * width, and again for each with NX_HW. It includes random_turn_tpl.h
 * and place_tpl.h, whose functions it calls.
 *
 * Instantiated:
 *   playout_turn64, playout_turn128, playout_turn64_hw, playout_turn128_hw
 *   playout64, playout128, playout64_hw, playout128_hw
 * The suffix 64 or 128 is the width of the board's word, and _hw marks
 * the copies that use the processor's bit instructions. */

#include "random_turn_tpl.h"
#include "place_tpl.h"

/* Plays one turn by the fast path: it draws a point on the current
 * position, places the stone and records the turn. An audit, or a
 * position without a legal point, goes to the general path instead.
 * Stores into *general whether the next position may need the general
 * path. Returns NEXUS_OK, or the error of recording the turn. */
static inline nexus_status T(playout_turn)(nx_engine *e,
                                           const nexus_allocator *a,
                                           const T(ctx) *c, uint64_t *state,
                                           int *general, int *turned)
{
    uint64_t saved = *state;
    BB cap = B_ZERO, own, opp;
    int p;
    nexus_status st;
    T(sides)(&e->cur, &own, &opp);
    p = T(draw_point)(&cap, e, c, &e->cur, own, opp, state);
    if (p < 0) {
        *state = saved;
        st = general_turn(e, a, state, 0, 1, turned);
        *general = nx_cur(e)->k != 0;
        return st;
    }
    switch (T(place_known)(e, a, own, opp, cap, p)) {
    case NX_PLACED_RECORDED:
        return NEXUS_OK;
    case NX_PLACED_AUDIT:
        return audit_turn(e, a, state, p, B_STORE(cap));
    default:
        return NEXUS_E_NOMEM;
    }
}

/* The generator's state lives in a local variable, whose address only
 * the inlined fast path sees: so the compiler keeps it in a register
 * across the stores of the history. The general turns take it through
 * *state. */
static nexus_status T(playout)(nx_engine *e, const nexus_allocator *a,
                               uint64_t *state, size_t limit,
                               uint32_t declines, size_t *played)
{
    const T(ctx) *c = T(ctx_of)(&e->geom);
    nexus_status st = NEXUS_OK;
    uint64_t rng = *state;
    size_t n = 0;
    /* Whether the position may have an unblocking due, or an offer
     * declined: not after a turn of the fast path, which records none. */
    int general = declines || nx_cur(e)->k;
    int turned = 1;
    for (; n < limit && !nx_engine_over(e); n++) {
        *state = rng;
        if (general) {
            st = general_turn(e, a, state, declines, 0, &turned);
            declines = 0;
            general = nx_cur(e)->k != 0;
            rng = *state;
        } else {
            st = T(playout_turn)(e, a, c, &rng, &general, &turned);
        }
        if (st != NEXUS_OK || !turned)
            break;
    }
    *state = rng;
    *played = n;
    return st;
}
