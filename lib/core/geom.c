/* Geometry: the masks of a board size, and its lines (R4). */
#include "geom.h"

/* The neighbours of point p on an n x n board, word w (0: points 0..63,
 * 1: the rest): each of the four candidate points counts where it lies on
 * the board and in that word. Constant expressions, so that the table is
 * data the compiler writes; a shift amount is kept in 0..63 even where its
 * bit is not taken. */
#define NB_BIT(q, w)                                                           \
    ((uint64_t)((q) >= 64 * (w) && (q) < 64 * (w) + 64) << ((q) & 63))
#define NB_WORD(n, p, w)                                                       \
    (((p) % (n) != 0 ? NB_BIT((p) - 1, w) : 0) |                               \
     ((p) % (n) != (n) - 1 ? NB_BIT((p) + 1, w) : 0) |                         \
     ((p) >= (n) ? NB_BIT((p) - (n), w) : 0) |                                 \
     ((p) + (n) < (n) * (n) ? NB_BIT((p) + (n), w) : 0))
#define NB(n, p) {NB_WORD(n, p, 0), NB_WORD(n, p, 1)}
#define NB9(n, p)                                                              \
    NB(n, p), NB(n, p + 1), NB(n, p + 2), NB(n, p + 3), NB(n, p + 4),          \
        NB(n, p + 5), NB(n, p + 6), NB(n, p + 7), NB(n, p + 8)
#define NB81(n)                                                                \
    {NB9(n, 0),  NB9(n, 9),  NB9(n, 18), NB9(n, 27), NB9(n, 36),             \
     NB9(n, 45), NB9(n, 54), NB9(n, 63), NB9(n, 72)}

const nx_bb nx_neighbours[NEXUS_MAX_SIZE - NEXUS_MIN_SIZE + 1]
                         [NEXUS_MAX_POINTS] = {
    NB81(3), NB81(4), NB81(5), NB81(6), NB81(7), NB81(8), NB81(9)};

/* The lines through point p of an n x n board of one word (n <= 8), for
 * nx_lines_through64: LT_SUM sets the bits off, off + step, ... of n points,
 * and a point past the board gets lines that no caller reads. The shift
 * amounts are kept in 0..63. */
#define LT_BIT(n, i, step, off)                                                \
    ((i) < (n) ? (uint64_t)1 << (((off) + (i) * (step)) & 63) : 0)
#define LT_SUM(n, step, off)                                                   \
    (LT_BIT(n, 0, step, off) | LT_BIT(n, 1, step, off) |                       \
     LT_BIT(n, 2, step, off) | LT_BIT(n, 3, step, off) |                       \
     LT_BIT(n, 4, step, off) | LT_BIT(n, 5, step, off) |                       \
     LT_BIT(n, 6, step, off) | LT_BIT(n, 7, step, off))
#define LT_ROW(n, p) LT_SUM(n, 1, ((p) / (n)) * (n))
#define LT(n, p)                                                               \
    {LT_ROW(n, p), LT_SUM(n, n, (p) % (n)),                                    \
     (p) / (n) == (p) % (n) ? LT_SUM(n, (n) + 1, 0) : LT_ROW(n, p),            \
     (p) / (n) + (p) % (n) == (n) - 1 ? LT_SUM(n, (n) - 1, (n) - 1)            \
                                      : LT_ROW(n, p)}
#define LT8(n, p)                                                              \
    LT(n, p), LT(n, p + 1), LT(n, p + 2), LT(n, p + 3), LT(n, p + 4),          \
        LT(n, p + 5), LT(n, p + 6), LT(n, p + 7)
#define LT64(n)                                                                \
    {LT8(n, 0),  LT8(n, 8),  LT8(n, 16), LT8(n, 24),                           \
     LT8(n, 32), LT8(n, 40), LT8(n, 48), LT8(n, 56)}

const uint64_t nx_lines_through64[NEXUS_MAX_SIZE - NEXUS_MIN_SIZE][64][4] = {
    LT64(3), LT64(4), LT64(5), LT64(6), LT64(7), LT64(8)};

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
    m.nbr = nx_neighbours[g->n - NEXUS_MIN_SIZE];
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
    g->m64.nbr = m.nbr;
    g->m64.through = nx_lines_through64[g->n - NEXUS_MIN_SIZE];
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
    geom->bits = (unsigned char)nx_bits_here();
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
    for (i = 0; i < n; i++)
        r = nx_bb_or(r, nx_bb_bit(nx_line_point(n, line, i)));
    return r;
}

int nx_geom_list_portable(const nx_geom *geom, nx_bb a, int *out,
                          size_t room)
{
    return nx_bb_to_list_in(a, geom->nn, out, room);
}
