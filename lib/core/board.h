/* Board mechanics (R4, R6) for callers outside the hot loops: each call
 * picks the word width of the board (board_tpl.h holds the mechanics).
 * Pure functions of bitboards; nothing here knows debts or history. */
#ifndef NX_BOARD_H
#define NX_BOARD_H

#include "geom.h"

/* 1 if `stones` fill a whole line (R4). */
int nx_board_owns_line(const nx_geom *geom, nx_bb stones);

/* 1 if some group of `stones` has no liberty among `empty`. */
int nx_board_dead_group(const nx_geom *geom, nx_bb stones, nx_bb empty);

/* The points where one more stone completes a line of `stones`. */
nx_bb nx_board_completing(const nx_geom *geom, nx_bb stones);

/* The points orthogonally next to any point of x. */
nx_bb nx_board_expand(const nx_geom *geom, nx_bb x);

#endif
