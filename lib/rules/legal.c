/* This file instantiates the legality of placements for both board
 * widths, and chooses the instance of each call. */
#include "legal.h"

/* Each width is compiled once more with the processor's bit instructions
 * (../core/bits.h), and 9x9 then on the SSE word. Its floods are most of
 * a turn there, and on the one-word boards BMI2 makes the list and the
 * analysis cheaper. */
#define NX_TEMPLATE "../rules/legal_calls_tpl.h"
#define NX_WIDTHS (NX_W64 | NX_W128)
#define NX_HW_WIDTHS (NX_W64 | NX_W128)
#include "../core/widths.h"

#ifdef NX_HAVE_HW_BITS
/* The 9x9 instance of the call f for this game's processor. */
#define WIDE(e, f) ((e)->geom.bits == NX_BITS_HW ? f##128_hw : f##128)
/* The one-word instance of the call f for this game's processor. */
#define NARROW(e, f) ((e)->geom.bits == NX_BITS_HW ? f##64_hw : f##64)
#else
#define WIDE(e, f) f##128
#define NARROW(e, f) f##64
#endif

/* Returns 1 for a board that fits one word, up to 8x8, and 0 for 9x9. */
static int narrow(const nx_engine *e) { return e->geom.nn <= 64; }

nexus_point_status nx_point_status(const nx_engine *e, const nx_pos *pos,
                                   int p, nx_bb *cap)
{
    return narrow(e) ? NARROW(e, status_bb)(e, pos, p, cap)
                     : WIDE(e, status_bb)(e, pos, p, cap);
}

nx_bb nx_point_captures(const nx_engine *e, const nx_pos *pos, int p)
{
    return narrow(e) ? NARROW(e, captures_bb)(e, pos, p)
                     : WIDE(e, captures_bb)(e, pos, p);
}

int nx_any_legal_scan(const nx_engine *e, const nx_pos *pos, nx_found *found)
{
    return narrow(e) ? NARROW(e, any_bb)(e, pos, found)
                     : WIDE(e, any_bb)(e, pos, found);
}

nx_bb nx_legal_set(const nx_engine *e, const nx_pos *pos, nx_bb *capturing)
{
    return narrow(e) ? NARROW(e, legal_bb)(e, pos, capturing)
                     : WIDE(e, legal_bb)(e, pos, capturing);
}

nx_bb nx_legal_closed64(const nx_engine *e, uint64_t empty, uint64_t one,
                        uint64_t two, nx_bb *capturing)
{
    return NARROW(e, closed_bb)(e, empty, one, two, capturing);
}

nx_bb nx_alive_set(const nx_engine *e, const nx_pos *pos)
{
    return narrow(e) ? NARROW(e, alive_bb)(e, pos) : WIDE(e, alive_bb)(e, pos);
}

nx_bb nx_removal_reach(const nx_engine *e, const nx_pos *pos, nx_bb set)
{
    return narrow(e) ? NARROW(e, reach_bb)(e, pos, set)
                     : WIDE(e, reach_bb)(e, pos, set);
}

int nx_any_legal_among_both(const nx_engine *e, const nx_pos *pos,
                            const nx_pos *charged, nx_bb cand, int found)
{
    return narrow(e) ? NARROW(e, both_bb)(e, pos, charged, cand, found)
                     : WIDE(e, both_bb)(e, pos, charged, cand, found);
}
