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

/* The 9x9 boards of the seeded repetition tests: White E5; Black A1 C3
 * (the current board), with D4 or F6 added, and C3 G7 H8 (as many stones
 * as with D4, reached by no single placement). */
extern const int RARE_E5[], RARE_NOW[], RARE_WITH_D4[], RARE_WITH_F6[],
    RARE_OTHER4[];

/* A 9x9 game at RARE_NOW and RARE_E5, Black to move, with `seeds`
 * recorded before it (nx_seed_positions), checked. */
nexus_game *rare_seeded(const nexus_position *seeds, size_t n);

/* The history's count chain reaches, from the last entry of `count`
 * stones, every entry of that count, by known links only. */
void rare_assert_chain(const nexus_game *g, int count);

#endif
