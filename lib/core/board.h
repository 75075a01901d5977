/* Board mechanics (R4, R6) for callers outside the hot loops. Each call
 * picks the word width of the board; board_tpl.h holds the mechanics. The
 * calls are pure functions of bitboards, and nothing here knows debts or
 * history. */
#ifndef NX_BOARD_H
#define NX_BOARD_H

#include "geom.h"

/* Returns 1 if `stones` fill a whole line (R4), and 0 otherwise. */
int nx_board_owns_line(const nx_geom *geom, nx_bb stones);

/* Returns 1 if some group of `stones` has no liberty among `empty`, and 0
 * otherwise. */
int nx_board_dead_group(const nx_geom *geom, nx_bb stones, nx_bb empty);

/* Returns the points where one more stone completes a line of `stones`. */
nx_bb nx_board_completing(const nx_geom *geom, nx_bb stones);

/* Returns the points orthogonally next to any point of x. */
nx_bb nx_board_expand(const nx_geom *geom, nx_bb x);

#endif
