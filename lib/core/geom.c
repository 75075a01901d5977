/* Geometry: the masks of a board size, and its lines (R4). */
#include "geom.h"

/* The masks of the one width the board uses (they share storage). */
static void make_masks(nx_geom *g)
{
    nx_masks128 m;
    int i;
    m.board = g->board;
    m.nf = g->not_first;
    m.nl = g->not_last;
    m.row = g->row;
    m.col = g->col;
    m.diag = g->diag;
    m.anti = g->anti;
    m.n = g->n;
    m.div = 65536u / (unsigned)g->n + 1u;
    for (i = 0; i < g->nlines; i++)
        m.lines[i] = nx_geom_line(g, i);
    if (g->nn > 64) {
        g->m128 = m;
        return;
    }
    g->m64.board = m.board.lo;
    g->m64.nf = m.nf.lo;
    g->m64.nl = m.nl.lo;
    g->m64.row = m.row.lo;
    g->m64.col = m.col.lo;
    g->m64.diag = m.diag.lo;
    g->m64.anti = m.anti.lo;
    g->m64.n = m.n;
    g->m64.div = m.div;
    for (i = 0; i < g->nlines; i++)
        g->m64.lines[i] = m.lines[i].lo;
}

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
    make_masks(geom);
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
