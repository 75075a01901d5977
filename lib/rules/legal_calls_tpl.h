/* This template makes the calls of legal.h on the storage type nx_bb for
 * one instance of the width templates. Each call loads its sets into the
 * instance's native word, runs the template and stores the answer. It
 * includes legal_tpl.h. legal.c includes it through ../core/widths.h,
 * once for each width and once more for each width with NX_HW, the copy
 * that uses the processor's instructions (../core/bits.h).
 *
 * Instantiated:
 *   status_bb64, status_bb128, status_bb64_hw, status_bb128_hw
 *   captures_bb64, captures_bb128, captures_bb64_hw, captures_bb128_hw
 *   legal_bb64, legal_bb128, legal_bb64_hw, legal_bb128_hw
 *   any_bb64, any_bb128, any_bb64_hw, any_bb128_hw
 *   alive_bb64, alive_bb128, alive_bb64_hw, alive_bb128_hw
 *   reach_bb64, reach_bb128, reach_bb64_hw, reach_bb128_hw
 *   both_bb64, both_bb128, both_bb64_hw, both_bb128_hw
 *   closed_bb64, closed_bb64_hw
 * The suffix 64 or 128 is the width of the board's word, and _hw marks
 * the copies that use the processor's bit instructions. */

#include "legal_tpl.h"

/* Returns the status of point p of pos (nx_point_status). */
static nexus_point_status T(status_bb)(const nx_engine *e, const nx_pos *pos,
                                       int p, nx_bb *cap)
{
    BB k = B_ZERO;
    nexus_point_status st = T(status)(e, T(ctx_of)(&e->geom), pos, p, &k);
    *cap = B_STORE(k);
    return st;
}

/* Returns the stones a stone at legal point p captures
 * (nx_point_captures). */
static nx_bb T(captures_bb)(const nx_engine *e, const nx_pos *pos, int p)
{
    BB own, opp, k = B_ZERO;
    T(sides)(pos, &own, &opp);
    /* A one-word board keeps no group table, and its captures need no
     * test of suicide. */
#if NX_W == 64
    k = T(captures)(T(ctx_of)(&e->geom), own, opp, p);
#else
    (void)T(place_at)(e, T(ctx_of)(&e->geom), pos, own, opp, p, &k);
#endif
    return B_STORE(k);
}

/* Returns the legal points of pos (nx_legal_set). */
static nx_bb T(legal_bb)(const nx_engine *e, const nx_pos *pos,
                         nx_bb *capturing)
{
    BB cap, legal = T(legal)(e, T(ctx_of)(&e->geom), pos, &cap);
    *capturing = B_STORE(cap);
    return B_STORE(legal);
}

/* Returns 1 if pos has a legal point (nx_any_legal_scan). */
static int T(any_bb)(const nx_engine *e, const nx_pos *pos, nx_found *f)
{
    BB legal = B_ZERO, cap = B_ZERO;
    int any;
    f->whole = 0;
    any = T(any)(e, T(ctx_of)(&e->geom), pos, &legal, &cap, &f->whole);
    f->legal = B_STORE(legal);
    f->capturing = B_STORE(cap);
    return any;
}

/* Returns the points of pos where a stone is no suicide (nx_alive_set). */
static nx_bb T(alive_bb)(const nx_engine *e, const nx_pos *pos)
{
    return B_STORE(T(alive)(e, T(ctx_of)(&e->geom), pos));
}

/* Returns the points whose suicide removing `set` can end
 * (nx_removal_reach). */
static nx_bb T(reach_bb)(const nx_engine *e, const nx_pos *pos, nx_bb set)
{
    return B_STORE(T(reach)(e, T(ctx_of)(&e->geom), pos, B_LOAD(set)));
}

/* Returns `found` with the legal points found among `cand`
 * (nx_any_legal_among_both). */
static int T(both_bb)(const nx_engine *e, const nx_pos *pos,
                      const nx_pos *charged, nx_bb cand, int found)
{
    return T(any_of_both)(e, T(ctx_of)(&e->geom), pos, charged, B_LOAD(cand),
                          found);
}

#if NX_W == 64
/* Returns the legal points of the current position, which is the last
 * entry's, of a board that is not open (nx_legal_closed64). It is the
 * analysis that play runs after recording a turn, and it takes only the
 * sets that play computed for the open-board test: nx_legal_closed64
 * passes its arguments on, so that the call is a jump and this function's
 * frame the only one. */
static NX_NOINLINE nx_bb T(closed_bb)(const nx_engine *e, uint64_t empty,
                                      uint64_t one, uint64_t two,
                                      nx_bb *capturing)
{
    BB own, opp, cap, legal;
    T(sides)(&e->cur, &own, &opp);
    legal = T(scan_legal)(e, T(ctx_of)(&e->geom), &e->cur, own, opp, empty,
                          one, two, &cap, 1);
    *capturing = B_STORE(cap);
    return B_STORE(legal);
}
#endif
