/* Legality of placements, instantiated for both board widths. */
#include "legal.h"

/* Each call on nx_bb, per width. */
#define NX_LEGAL_CALLS                                                         \
    static nexus_point_status T(status_bb)(const nx_engine *e,                 \
                                           const nx_pos *pos, int p,           \
                                           nx_bb *cap)                         \
    {                                                                          \
        BB k = B_ZERO;                                                         \
        nexus_point_status st =                                                \
            T(status)(e, T(ctx_of)(&e->geom), pos, p, &k);                     \
        *cap = B_STORE(k);                                                     \
        return st;                                                             \
    }                                                                          \
    static nx_bb T(captures_bb)(const nx_engine *e, const nx_pos *pos, int p) \
    {                                                                          \
        BB own, opp, k = B_ZERO;                                               \
        T(sides)(pos, &own, &opp);                                             \
        (void)T(place_at)(e, T(ctx_of)(&e->geom), pos, own, opp, p, &k);       \
        return B_STORE(k);                                                     \
    }                                                                          \
    static nx_bb T(legal_bb)(const nx_engine *e, const nx_pos *pos,            \
                             nx_bb *capturing)                                 \
    {                                                                          \
        BB cap, legal = T(legal)(e, T(ctx_of)(&e->geom), pos, &cap);           \
        *capturing = B_STORE(cap);                                             \
        return B_STORE(legal);                                                 \
    }                                                                          \
    static int T(any_bb)(const nx_engine *e, const nx_pos *pos, nx_found *f)   \
    {                                                                          \
        BB legal = B_ZERO, cap = B_ZERO;                                       \
        int any;                                                               \
        f->whole = 0;                                                          \
        any = T(any)(e, T(ctx_of)(&e->geom), pos, &legal, &cap, &f->whole);    \
        f->legal = B_STORE(legal);                                             \
        f->capturing = B_STORE(cap);                                           \
        return any;                                                            \
    }

#define NX_W 64
#include "../core/board_w.h"
#include "../core/board_tpl.h"
#include "legal_tpl.h"
NX_LEGAL_CALLS
#undef NX_W
#define NX_W 128
#include "../core/board_w.h"
#include "../core/board_tpl.h"
#include "legal_tpl.h"
NX_LEGAL_CALLS
#undef NX_W

/* Boards up to 8x8 fit one word. */
static int narrow(const nx_engine *e) { return e->geom.nn <= 64; }

nexus_point_status nx_point_status(const nx_engine *e, const nx_pos *pos,
                                   int p, nx_bb *cap)
{
    return narrow(e) ? status_bb64(e, pos, p, cap)
                     : status_bb128(e, pos, p, cap);
}

nx_bb nx_point_captures(const nx_engine *e, const nx_pos *pos, int p)
{
    return narrow(e) ? captures_bb64(e, pos, p) : captures_bb128(e, pos, p);
}

int nx_any_legal_scan(const nx_engine *e, const nx_pos *pos, nx_found *found)
{
    return narrow(e) ? any_bb64(e, pos, found) : any_bb128(e, pos, found);
}

nx_bb nx_legal_set(const nx_engine *e, const nx_pos *pos, nx_bb *capturing)
{
    return narrow(e) ? legal_bb64(e, pos, capturing)
                     : legal_bb128(e, pos, capturing);
}

nx_bb nx_alive_set(const nx_engine *e, const nx_pos *pos)
{
    return narrow(e) ? nx_bb_make(alive64(e, ctx_of64(&e->geom), pos), 0)
                     : B_STORE(alive128(e, ctx_of128(&e->geom), pos));
}

nx_bb nx_removal_reach(const nx_engine *e, const nx_pos *pos, nx_bb set)
{
    return narrow(e)
               ? nx_bb_make(reach64(e, ctx_of64(&e->geom), pos, set.lo), 0)
               : B_STORE(reach128(e, ctx_of128(&e->geom), pos, B_LOAD(set)));
}

int nx_any_legal_among_both(const nx_engine *e, const nx_pos *pos,
                            const nx_pos *charged, nx_bb cand, int found)
{
    return narrow(e) ? any_of_both64(e, ctx_of64(&e->geom), pos, charged,
                                     cand.lo, found)
                     : any_of_both128(e, ctx_of128(&e->geom), pos, charged,
                                      B_LOAD(cand), found);
}
