/* This file instantiates the board mechanics for both widths and puts
 * each behind one call, which board_calls_tpl.h writes. */
#include "board.h"

#define NX_TEMPLATE "board_calls_tpl.h"
#define NX_WIDTHS (NX_W64 | NX_W128)
#include "widths.h"

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
