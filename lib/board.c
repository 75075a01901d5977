/* Board mechanics: geometry, groups, captures, suicide, lines. */
#include "board.h"

void nx_geom_init(nx_geom *geom, int n)
{
    int i, j, k = 0;

    geom->n = n;
    geom->nn = n * n;
    geom->board = nx_bb_zero();
    geom->not_first = nx_bb_zero();
    geom->not_last = nx_bb_zero();
    for (i = 0; i < n * n; i++) {
        nx_bb b = nx_bb_bit(i);
        geom->board = nx_bb_or(geom->board, b);
        if (i % n != 0)
            geom->not_first = nx_bb_or(geom->not_first, b);
        if (i % n != n - 1)
            geom->not_last = nx_bb_or(geom->not_last, b);
    }
    for (i = 0; i < n; i++) {
        nx_bb row = nx_bb_zero(), col = nx_bb_zero();
        for (j = 0; j < n; j++) {
            row = nx_bb_or(row, nx_bb_bit(i * n + j));
            col = nx_bb_or(col, nx_bb_bit(j * n + i));
        }
        geom->lines[k++] = row;
        geom->lines[k++] = col;
    }
    geom->lines[k] = nx_bb_zero();
    geom->lines[k + 1] = nx_bb_zero();
    for (i = 0; i < n; i++) {
        geom->lines[k] = nx_bb_or(geom->lines[k], nx_bb_bit(i * n + i));
        geom->lines[k + 1] =
            nx_bb_or(geom->lines[k + 1], nx_bb_bit(i * n + (n - 1 - i)));
    }
    geom->nlines = k + 2;
}

nx_bb nx_group(const nx_geom *geom, nx_bb seed, nx_bb stones)
{
    nx_bb g = nx_bb_and(seed, stones), prev;
    if (geom->nn <= 64) {
        /* Boards up to 8x8 fit one word: a flood fill without the carries
         * between words is about twice as fast. */
        uint64_t s = stones.lo, w = g.lo, last, nf = geom->not_first.lo;
        uint64_t nl = geom->not_last.lo;
        int n = geom->n;
        do {
            last = w;
            w = (w | ((w & nl) << 1) | ((w & nf) >> 1) | (w << n) | (w >> n)) & s;
        } while (w != last);
        return nx_bb_make(w, 0);
    }
    do {
        prev = g;
        g = nx_bb_and(nx_bb_or(g, nx_expand(geom, g)), stones);
    } while (!nx_bb_eq(g, prev));
    return g;
}

int nx_owns_line(const nx_geom *geom, nx_bb stones)
{
    int i;
    for (i = 0; i < geom->nlines; i++)
        if (nx_bb_eq(nx_bb_and(stones, geom->lines[i]), geom->lines[i]))
            return 1;
    return 0;
}

static int full(nx_bb stones, nx_bb line)
{
    return nx_bb_eq(nx_bb_and(stones, line), line);
}

int nx_owns_line_through(const nx_geom *geom, nx_bb stones, int p)
{
    int n = geom->n, row = p / n, col = p % n;
    return full(stones, geom->lines[2 * row]) ||
           full(stones, geom->lines[2 * col + 1]) ||
           (row == col && full(stones, geom->lines[2 * n])) ||
           (row + col == n - 1 && full(stones, geom->lines[2 * n + 1]));
}

int nx_has_dead_group(const nx_geom *geom, nx_bb stones, nx_bb empty)
{
    /* One flood from every stone that touches an empty point reaches
     * exactly the groups with a liberty; any stone left out is dead. */
    nx_bb seeds = nx_bb_and(nx_expand(geom, empty), stones);
    return !nx_bb_eq(nx_group(geom, seeds, stones), stones);
}

/* Stones with at least two empty neighbours: their groups cannot be in
 * atari, which spares most flood fills in open positions. */
static nx_bb two_liberties(const nx_geom *geom, nx_bb stones, nx_bb empty)
{
    nx_bb a = nx_bb_shl(nx_bb_and(empty, geom->not_last), 1);
    nx_bb b = nx_bb_shr(nx_bb_and(empty, geom->not_first), 1);
    nx_bb c = nx_bb_shl(empty, geom->n), d = nx_bb_shr(empty, geom->n);
    nx_bb two = nx_bb_or(nx_bb_and(nx_bb_or(a, b), nx_bb_or(c, d)),
                         nx_bb_or(nx_bb_and(a, b), nx_bb_and(c, d)));
    return nx_bb_and(two, stones);
}

/* One-word boards (up to 8x8): the same analysis as below on plain
 * uint64_t, about half the instructions of the two-word version. */
static uint64_t expand64(uint64_t x, uint64_t nf, uint64_t nl, int n)
{
    return ((x & nl) << 1) | ((x & nf) >> 1) | (x << n) | (x >> n);
}

static uint64_t group64(uint64_t g, uint64_t stones, uint64_t nf,
                        uint64_t nl, int n)
{
    uint64_t last;
    do {
        last = g;
        g = (g | expand64(g, nf, nl, n)) & stones;
    } while (g != last);
    return g;
}

static void scan_board64(nx_scan *scan, const nx_geom *geom, uint64_t own,
                         uint64_t opp)
{
    uint64_t nf = geom->not_first.lo, nl = geom->not_last.lo;
    uint64_t empty = geom->board.lo & ~(own | opp);
    uint64_t a = (empty & nl) << 1, b = (empty & nf) >> 1;
    uint64_t c = empty << geom->n, d = empty >> geom->n;
    uint64_t two = ((a | b) & (c | d)) | (a & b) | (c & d);
    uint64_t rest, capturing = 0, supported = 0;
    int n = geom->n;

    scan->n_atari = 0;
    for (rest = opp & ~two; rest;) {
        uint64_t g = group64(rest & (0 - rest), opp, nf, nl, n);
        uint64_t libs = expand64(g, nf, nl, n) & empty;
        rest &= ~g;
        if (libs && !(libs & (libs - 1))) {
            scan->atari_lib[scan->n_atari] = (signed char)nx_ctz64(libs);
            scan->atari_group[scan->n_atari++] = nx_bb_make(g, 0);
            capturing |= libs;
        }
    }
    rest = own & expand64(empty & ~expand64(empty, nf, nl, n), nf, nl, n);
    while (rest) {
        uint64_t g = group64(rest & (0 - rest), own, nf, nl, n);
        uint64_t libs = expand64(g, nf, nl, n) & empty;
        rest &= ~g;
        if (libs & (libs - 1))
            supported |= libs;
    }
    scan->empty = nx_bb_make(empty, 0);
    scan->capturing = nx_bb_make(capturing, 0);
    scan->supported = nx_bb_make(supported, 0);
}

void nx_scan_board(nx_scan *scan, const nx_geom *geom, nx_bb own, nx_bb opp)
{
    nx_bb empty = nx_bb_andnot(geom->board, nx_bb_or(own, opp));
    nx_bb safe, rest, surrounded;

    if (geom->nn <= 64) {
        scan_board64(scan, geom, own.lo, opp.lo);
        return;
    }
    safe = two_liberties(geom, opp, empty);
    scan->empty = empty;
    scan->capturing = nx_bb_zero();
    scan->supported = nx_bb_zero();
    scan->n_atari = 0;
    /* An enemy group with a single liberty is captured by a stone there. */
    for (rest = nx_bb_andnot(opp, safe); !nx_bb_empty(rest);) {
        nx_bb g = nx_group(geom, nx_bb_bit(nx_bb_first(rest)), opp);
        nx_bb libs = nx_bb_and(nx_expand(geom, g), empty);
        rest = nx_bb_andnot(rest, g);
        if (nx_bb_single(libs)) {
            scan->atari_lib[scan->n_atari] = (signed char)nx_bb_first(libs);
            scan->atari_group[scan->n_atari++] = g;
            scan->capturing = nx_bb_or(scan->capturing, libs);
        }
    }
    /* Only an empty point without empty neighbours can be suicide; a stone
     * there joins the own groups around it, which keep a liberty if one of
     * them had two or more. */
    surrounded = nx_bb_andnot(empty, nx_expand(geom, empty));
    for (rest = nx_bb_and(own, nx_expand(geom, surrounded));
         !nx_bb_empty(rest);) {
        nx_bb g = nx_group(geom, nx_bb_bit(nx_bb_first(rest)), own);
        nx_bb libs = nx_bb_and(nx_expand(geom, g), empty);
        rest = nx_bb_andnot(rest, g);
        if (!nx_bb_single(libs))
            scan->supported = nx_bb_or(scan->supported, libs);
    }
}

nx_bb nx_scan_captures(const nx_scan *scan, int p)
{
    nx_bb cap = nx_bb_zero();
    int i;
    if (!nx_bb_test(scan->capturing, p))
        return cap;
    for (i = 0; i < scan->n_atari; i++)
        if (scan->atari_lib[i] == p)
            cap = nx_bb_or(cap, scan->atari_group[i]);
    return cap;
}

int nx_place_one(const nx_geom *geom, nx_bb own, nx_bb opp, int p,
                 nx_bb *captured)
{
    nx_bb pb = nx_bb_bit(p);
    nx_bb empty = nx_bb_andnot(geom->board, nx_bb_or(nx_bb_or(own, opp), pb));
    nx_bb adj = nx_expand(geom, pb), enemies = nx_bb_and(adj, opp);
    nx_bb cap = nx_bb_zero(), g;

    while (!nx_bb_empty(enemies)) {
        g = nx_group(geom, nx_bb_bit(nx_bb_first(enemies)), opp);
        enemies = nx_bb_andnot(enemies, g);
        if (nx_bb_empty(nx_bb_and(nx_expand(geom, g), empty)))
            cap = nx_bb_or(cap, g);
    }
    *captured = cap;
    if (!nx_bb_empty(cap) || !nx_bb_empty(nx_bb_and(adj, empty)))
        return 0;
    g = nx_group(geom, pb, nx_bb_or(own, pb));
    return nx_bb_empty(nx_bb_and(nx_expand(geom, g), empty));
}
