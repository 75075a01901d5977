/* Board mechanics: geometry, groups, liberties, captures, suicide, lines.
 * Pure functions of bitboards; nothing here knows about debts or history. */
#ifndef NX_BOARD_H
#define NX_BOARD_H

#include "bitboard.h"
#include "nexus.h"

/* Masks that depend only on the board size. */
typedef struct nx_geom {
    int n;            /* board size */
    int nn;           /* points on the board */
    int nlines;       /* 2n + 2 (R4) */
    nx_bb board;      /* every point */
    nx_bb not_first;  /* every point but column A: may shift towards A */
    nx_bb not_last;   /* every point but the last column */
    nx_bb lines[2 * NEXUS_MAX_SIZE + 2];
} nx_geom;

void nx_geom_init(nx_geom *geom, int n);

/* The points orthogonally next to any point of x. */
static inline nx_bb nx_expand(const nx_geom *geom, nx_bb x)
{
    nx_bb r = nx_bb_or(nx_bb_shl(nx_bb_and(x, geom->not_last), 1),
                       nx_bb_shr(nx_bb_and(x, geom->not_first), 1));
    r = nx_bb_or(r, nx_bb_shl(x, geom->n));
    r = nx_bb_or(r, nx_bb_shr(x, geom->n));
    return nx_bb_and(r, geom->board);
}

/* The group of `stones` containing the stones of `seed`. */
nx_bb nx_group(const nx_geom *geom, nx_bb seed, nx_bb stones);

/* 1 if `stones` fill a whole line. */
int nx_owns_line(const nx_geom *geom, nx_bb stones);

/* 1 if `stones` fill a line through point p. A live game starts every turn
 * with no owned line, so after a placement only these lines can be full. */
int nx_owns_line_through(const nx_geom *geom, nx_bb stones, int p);

/* 1 if some group of `stones` has no liberty among `empty`. */
int nx_has_dead_group(const nx_geom *geom, nx_bb stones, nx_bb empty);

/* What placing a stone does on one board, analysed once for all points:
 * groups are flood-filled once per board instead of once per point. */
typedef struct nx_scan {
    nx_bb empty;       /* empty points */
    nx_bb capturing;   /* empty points that capture at least one enemy group */
    nx_bb supported;   /* points without empty neighbours next to an own
                          group with another liberty */
    int n_atari;       /* enemy groups with exactly one liberty */
    signed char atari_lib[NEXUS_MAX_POINTS];
    nx_bb atari_group[NEXUS_MAX_POINTS];
} nx_scan;

void nx_scan_board(nx_scan *scan, const nx_geom *geom, nx_bb own, nx_bb opp);

/* Stones captured by placing at empty point p (empty set if none). */
nx_bb nx_scan_captures(const nx_scan *scan, int p);

/* The empty points where a placement is not suicide (R6): those with an
 * empty neighbour, those that capture, and those next to an own group that
 * keeps another liberty. */
static inline nx_bb nx_scan_not_suicide(const nx_scan *scan,
                                        const nx_geom *geom)
{
    nx_bb open = nx_bb_and(scan->empty, nx_expand(geom, scan->empty));
    return nx_bb_or(open, nx_bb_and(scan->empty, nx_bb_or(scan->capturing,
                                                          scan->supported)));
}

/* Place at empty point p without a scan: the captured stones go to
 * *captured; returns 1 if the placement is suicide. */
int nx_place_one(const nx_geom *geom, nx_bb own, nx_bb opp, int p,
                 nx_bb *captured);

#endif
