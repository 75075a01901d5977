/* This file instantiates the board mechanics for both widths and puts
 * each behind one call. NX_BOARD_CALLS defines owns_line_bb64,
 * owns_line_bb128, dead_group_bb64, dead_group_bb128, expand_bb64,
 * expand_bb128, completing_bb64 and completing_bb128. */
#include "board.h"

/* Each call of one width takes and returns the storage type nx_bb: it
 * converts its arguments to the native word, computes, and converts the
 * result back. */
#define NX_BOARD_CALLS                                                         \
    static int T(owns_line_bb)(const nx_geom *g, nx_bb s)                      \
    {                                                                          \
        return T(owns_line)(T(ctx_of)(g), B_LOAD(s));                          \
    }                                                                          \
    /* One flood from every stone that touches an empty point reaches        \
     * exactly the groups with a liberty. A stone that the flood leaves out  \
     * is in a group without a liberty. */                                   \
    static int T(dead_group_bb)(const nx_geom *g, nx_bb stones, nx_bb empty)   \
    {                                                                          \
        const T(ctx) *c = T(ctx_of)(g);                                        \
        BB s = B_LOAD(stones);                                                 \
        return !B_EQ(T(group)(c, B_AND(T(expand)(c, B_LOAD(empty)), s), s),    \
                     s);                                                       \
    }                                                                          \
    static nx_bb T(expand_bb)(const nx_geom *g, nx_bb x)                       \
    {                                                                          \
        return B_STORE(T(expand)(T(ctx_of)(g), B_LOAD(x)));                    \
    }                                                                          \
    static nx_bb T(completing_bb)(const nx_geom *g, nx_bb x)                   \
    {                                                                          \
        return B_STORE(T(completing)(T(ctx_of)(g), B_LOAD(x)));                \
    }

#define NX_W 64
#include "board_w.h"
#include "board_tpl.h"
NX_BOARD_CALLS
#undef NX_W
#define NX_W 128
#include "board_w.h"
#include "board_tpl.h"
NX_BOARD_CALLS
#undef NX_W

int nx_board_owns_line(const nx_geom *geom, nx_bb stones)
{
    return geom->nn <= 64 ? owns_line_bb64(geom, stones)
                          : owns_line_bb128(geom, stones);
}

int nx_board_dead_group(const nx_geom *geom, nx_bb stones, nx_bb empty)
{
    return geom->nn <= 64 ? dead_group_bb64(geom, stones, empty)
                          : dead_group_bb128(geom, stones, empty);
}

nx_bb nx_board_expand(const nx_geom *geom, nx_bb x)
{
    return geom->nn <= 64 ? expand_bb64(geom, x) : expand_bb128(geom, x);
}

nx_bb nx_board_completing(const nx_geom *geom, nx_bb stones)
{
    return geom->nn <= 64 ? completing_bb64(geom, stones)
                          : completing_bb128(geom, stones);
}
