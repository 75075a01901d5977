/* Geometry (R2-R4): the board's points, their neighbours and its lines, as
 * bitboard masks that depend only on the board size. Nothing here knows a
 * stone's colour or a rule. */
#ifndef NX_GEOM_H
#define NX_GEOM_H

#include "bitboard.h"
#include "bits.h"
#include "nexus.h"

/* The masks below, ready for the width templates (board_tpl.h): one
 * copy per word width, made once per game instead of once per call. */
typedef struct nx_masks64 {
    uint64_t board, nf, nl, row, col, diag, anti;
    uint64_t lines[2 * NEXUS_MAX_SIZE + 2]; /* in nx_geom_line order */
    const nx_bb *nbr; /* nx_neighbours of this size */
    const uint64_t (*through)[4]; /* nx_lines_through64 of this size */
    int n;
    unsigned div; /* p * div >> 16 == p / n for every point p */
} nx_masks64;

typedef struct nx_masks128 {
    nx_bb board, nf, nl, row, col, diag, anti;
    nx_bb lines[2 * NEXUS_MAX_SIZE + 2];
    const nx_bb *nbr;
    int n;
    unsigned div;
} nx_masks128;

/* nx_neighbours[n - 3][p]: the points next to point p of an n x n board
 * (R2), for every size and point: a table made by the compiler, read
 * where a point's neighbours are asked for, which on 9x9 costs a fraction
 * of a neighbour step over the whole board on two words. Constant data,
 * shared by every game. */
extern const nx_bb nx_neighbours[NEXUS_MAX_SIZE - NEXUS_MIN_SIZE + 1]
                                [NEXUS_MAX_POINTS];

/* nx_lines_through64[n - 3][p]: the lines through the point p of an n x n
 * board of one word (R4), sizes 3 to 8: its row, its column, the main
 * diagonal where p lies on it and the anti-diagonal where p lies on it.
 * A point off a diagonal has its row in that diagonal's place, so that
 * every point has four lines and the audit's test of them needs neither
 * the point's row and column nor a branch for the diagonals. Constant
 * data, made by the compiler and shared by every game. */
extern const uint64_t nx_lines_through64[NEXUS_MAX_SIZE - NEXUS_MIN_SIZE]
                                        [64][4];

typedef struct nx_geom {
    int n;            /* board size, 3..9 */
    int nn;           /* points on the board */
    int nlines;       /* 2n + 2 (R4) */
    unsigned char bits; /* the nx_bits of this processor (bits.h) */
    nx_bb board;      /* every point */
    nx_bb not_first;  /* every point but column A: may shift towards A */
    nx_bb not_last;   /* every point but the last column */
    nx_bb row;        /* row 1 */
    nx_bb col;        /* column A */
    nx_bb diag;       /* A1 to the bottom-right corner */
    nx_bb anti;       /* top-right to bottom-left corner */
    union {               /* the same masks in the board's word width: */
        nx_masks64 m64;   /* boards up to 8x8 */
        nx_masks128 m128; /* 9x9 */
    };
} nx_geom;

/* Fills geom with the tables of an n x n board. */
void nx_geom_init(nx_geom *geom, int n);

/* Returns 1 if `stones` fill one of the lines through the point p (R4),
 * and 0 otherwise. A board of one word reads the point's four lines from
 * nx_lines_through64. On 9x9 the lines come from the tables of two words,
 * and are not shifted into place, because a 128-bit shift by a variable
 * amount costs several instructions. The function is inline
 * because the audit of every placement calls it. */
static inline int nx_geom_line_through(const nx_geom *geom, nx_bb stones,
                                       int p)
{
    int n = geom->n, r, c;
    if (geom->nn <= 64) {
        const uint64_t *line = geom->m64.through[p];
        uint64_t miss = ~stones.lo;
        return !(line[0] & miss) || !(line[1] & miss) || !(line[2] & miss) ||
               !(line[3] & miss);
    }
    r = (int)(((unsigned)p * geom->m128.div) >> 16);
    c = p - r * n;
    return nx_bb_eq(nx_bb_and(stones, geom->m128.lines[r]),
                    geom->m128.lines[r]) ||
           nx_bb_eq(nx_bb_and(stones, geom->m128.lines[n + c]),
                    geom->m128.lines[n + c]) ||
           (r == c && nx_bb_eq(nx_bb_and(stones, geom->m128.diag),
                               geom->m128.diag)) ||
           (r + c == n - 1 && nx_bb_eq(nx_bb_and(stones, geom->m128.anti),
                                       geom->m128.anti));
}

/* Returns the number of points of a, by the processor's popcnt where the
 * geometry says it has one (bits.h), by the portable count elsewhere. */
static inline int nx_geom_count(const nx_geom *geom, nx_bb a)
{
#ifdef NX_HAVE_HW_BITS
    if (geom->bits == NX_BITS_HW)
        return nx_hw_bb_count(a);
#endif
    (void)geom;
    return nx_bb_count(a);
}

/* Returns what nx_bb_to_list_in (bitboard.h) returns, out of line
 * (geom.c). It is the portable list of nx_geom_list, whose registers
 * would otherwise burden every caller. */
int nx_geom_list_portable(const nx_geom *geom, nx_bb a, int *out,
                          size_t room);

/* nx_bb_to_list_in (bitboard.h) for a set of this board, by 256-bit
 * stores where the geometry says the processor has them. Returns the
 * number of points written; `room` (at least nn) may be written past
 * it. */
static inline int nx_geom_list(const nx_geom *geom, nx_bb a, int *out,
                               size_t room)
{
#ifdef NX_HAVE_HW_BITS
    if (geom->bits == NX_BITS_HW)
        return a.hi == 0 && room >= 64 ? nx_hw_word_list(a.lo, out)
                                       : nx_hw_bb_to_list_in(a, geom->nn, out,
                                                             room);
#endif
    return nx_geom_list_portable(geom, a, out, room);
}

/* Returns the point i, with 0 <= i < n, of the line `line` of an n x n
 * board. This is the one order of the lines (R4, nexus_line_points): the
 * rows 1..n, then the columns A.., then the main diagonal, then the
 * anti-diagonal, and the points of each line in increasing index. It
 * needs no geometry, so that nexus_line_points costs a few instructions a
 * point. */
static inline int nx_line_point(int n, int line, int i)
{
    if (line < n)
        return line * n + i;
    if (line < 2 * n)
        return i * n + (line - n);
    return i * n + (line == 2 * n ? i : n - 1 - i);
}

/* Returns the set of the points of the line `line`, with
 * 0 <= line < geom->nlines, in the order of nx_line_point. */
nx_bb nx_geom_line(const nx_geom *geom, int line);

#endif
