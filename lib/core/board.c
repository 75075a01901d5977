/* Board mechanics instantiated for both widths, behind one call each. */
#include "board.h"

#define NX_W 64
#include "board_w.h"
#include "board_tpl.h"
#undef NX_W
#define NX_W 128
#include "board_w.h"
#include "board_tpl.h"
#undef NX_W

int nx_board_owns_line(const nx_geom *geom, nx_bb stones)
{
    if (geom->nn <= 64) {
        ctx64 c;
        ctx_init64(&c, geom);
        return owns_line64(&c, stones.lo);
    } else {
        ctx128 c;
        ctx_init128(&c, geom);
        return owns_line128(&c, B_LOAD(stones));
    }
}

int nx_board_owns_line_through(const nx_geom *geom, nx_bb stones, int p)
{
    if (geom->nn <= 64) {
        ctx64 c;
        ctx_init64(&c, geom);
        return owns_line_through64(&c, stones.lo, p);
    } else {
        ctx128 c;
        ctx_init128(&c, geom);
        return owns_line_through128(&c, B_LOAD(stones), p);
    }
}

/* One flood from every stone that touches an empty point reaches exactly
 * the groups with a liberty; any stone left out is dead. */
int nx_board_dead_group(const nx_geom *geom, nx_bb stones, nx_bb empty)
{
    if (geom->nn <= 64) {
        ctx64 c;
        uint64_t s = stones.lo;
        ctx_init64(&c, geom);
        return group64(&c, expand64(&c, empty.lo) & s, s) != s;
    } else {
        ctx128 c;
        BB s = B_LOAD(stones);
        ctx_init128(&c, geom);
        return !B_EQ(group128(&c, B_AND(expand128(&c, B_LOAD(empty)), s), s),
                     s);
    }
}

nx_bb nx_board_expand(const nx_geom *geom, nx_bb x)
{
    if (geom->nn <= 64) {
        ctx64 c;
        ctx_init64(&c, geom);
        return nx_bb_make(expand64(&c, x.lo), 0);
    } else {
        ctx128 c;
        ctx_init128(&c, geom);
        return B_STORE(expand128(&c, B_LOAD(x)));
    }
}
