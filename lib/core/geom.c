/* Geometry: the masks of a board size, and its lines (R4). */
#include "geom.h"

void nx_geom_init(nx_geom *geom, int n)
{
    int i;
    geom->n = n;
    geom->nn = n * n;
    geom->nlines = 2 * n + 2;
    geom->board = geom->not_first = geom->not_last = nx_bb_zero();
    geom->row = geom->col = geom->diag = geom->anti = nx_bb_zero();
    for (i = 0; i < n * n; i++) {
        nx_bb b = nx_bb_bit(i);
        geom->board = nx_bb_or(geom->board, b);
        if (i % n != 0)
            geom->not_first = nx_bb_or(geom->not_first, b);
        if (i % n != n - 1)
            geom->not_last = nx_bb_or(geom->not_last, b);
    }
    for (i = 0; i < n; i++) {
        geom->row = nx_bb_or(geom->row, nx_bb_bit(i));
        geom->col = nx_bb_or(geom->col, nx_bb_bit(i * n));
        geom->diag = nx_bb_or(geom->diag, nx_bb_bit(i * n + i));
        geom->anti = nx_bb_or(geom->anti, nx_bb_bit(i * n + (n - 1 - i)));
    }
}

nx_bb nx_geom_line(const nx_geom *geom, int line)
{
    int n = geom->n, i;
    nx_bb r = nx_bb_zero();
    if (line >= 2 * n)
        return line == 2 * n ? geom->diag : geom->anti;
    for (i = 0; i < n; i++)
        r = nx_bb_or(r, nx_bb_bit(line < n ? line * n + i : i * n + line - n));
    return r;
}
