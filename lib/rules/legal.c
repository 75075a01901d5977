/* Legality of placements, instantiated for both board widths. */
#include "legal.h"

#define NX_W 64
#include "../core/board_w.h"
#include "../core/board_tpl.h"
#include "legal_tpl.h"
#undef NX_W
#define NX_W 128
#include "../core/board_w.h"
#include "../core/board_tpl.h"
#include "legal_tpl.h"
#undef NX_W

/* Boards up to 8x8 fit one word. */
static int narrow(const nx_engine *e) { return e->geom.nn <= 64; }

nexus_point_status nx_point_status(const nx_engine *e, const nx_pos *pos,
                                   int p, nx_bb *cap)
{
    nexus_point_status st;
    if (narrow(e)) {
        ctx64 c;
        uint64_t k = 0;
        ctx_init64(&c, &e->geom);
        st = status64(e, &c, pos, p, &k);
        *cap = nx_bb_make(k, 0);
    } else {
        ctx128 c;
        BB k = B_ZERO;
        ctx_init128(&c, &e->geom);
        st = status128(e, &c, pos, p, &k);
        *cap = B_STORE(k);
    }
    return st;
}

int nx_any_legal(const nx_engine *e, const nx_pos *pos)
{
    if (narrow(e)) {
        ctx64 c;
        ctx_init64(&c, &e->geom);
        return any64(e, &c, pos);
    } else {
        ctx128 c;
        ctx_init128(&c, &e->geom);
        return any128(e, &c, pos);
    }
}

nx_bb nx_legal_set(const nx_engine *e, const nx_pos *pos, nx_bb *capturing)
{
    if (narrow(e)) {
        ctx64 c;
        uint64_t cap, legal;
        ctx_init64(&c, &e->geom);
        legal = legal64(e, &c, pos, &cap);
        *capturing = nx_bb_make(cap, 0);
        return nx_bb_make(legal, 0);
    } else {
        ctx128 c;
        BB cap, legal;
        ctx_init128(&c, &e->geom);
        legal = legal128(e, &c, pos, &cap);
        *capturing = B_STORE(cap);
        return B_STORE(legal);
    }
}

void nx_legal_two_debts(const nx_engine *e, const nx_pos *pos, int64_t d,
                        nx_bb *before, nx_bb *after)
{
    if (narrow(e)) {
        ctx64 c;
        uint64_t b, a;
        ctx_init64(&c, &e->geom);
        two_debts64(e, &c, pos, d, &b, &a);
        *before = nx_bb_make(b, 0);
        *after = nx_bb_make(a, 0);
    } else {
        ctx128 c;
        BB b, a;
        ctx_init128(&c, &e->geom);
        two_debts128(e, &c, pos, d, &b, &a);
        *before = B_STORE(b);
        *after = B_STORE(a);
    }
}
