/*
 * Board strings for the rare-path tests that seed 9x9 histories
 * (test_repeat_quiet, test_count_chain): stones given as point indices.
 */
#ifndef NX_TEST_BOARDS_H
#define NX_TEST_BOARDS_H

#include "nexus.h"

/* The board string (rows bottom up, '/' between them, as
 * tu_fill_position reads it) of an n x n board with Black on `black` and
 * White on `white`, each a list of point indices ended by -1, into out
 * (n * (n + 1) chars). */
void rare_board(char *out, int n, const int *black, const int *white);

/* A position of that board, Black to move, with Black's debt black_debt
 * and White's 0, quiet count 0. */
void rare_seed(nexus_position *pos, int n, const int *black,
               const int *white, int black_debt);

#endif
