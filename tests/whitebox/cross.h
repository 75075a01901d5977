/*
 * The board of most rare-path tests, the 3x3 cross, Black to move,
 * p1 = 2, p2 = 4:
 *
 *     . O .      White B1, A2, C2, B3
 *     O . O      every empty point (A1, C1, B2, A3, C3) has only White
 *     . O .      neighbours, each White stone has other liberties: suicide
 *
 * Black has no stone, so a Black placement never captures (each White
 * stone keeps a liberty besides the placed point) and is suicide exactly
 * when none of its neighbours is empty. Removing a set S of White stones
 * therefore makes legal, unless by repetition, exactly the points of S and
 * the empty points next to S: the tables list them, worked out by hand,
 * for every S. To make a size not help, a test records every position
 * such a placement makes ("the cross without S, Black on p") at the debts
 * the rule judges it with: before the unblocking debt for "helps" (R15),
 * after it for "offered" (R16).
 */
#ifndef NX_TEST_CROSS_H
#define NX_TEST_CROSS_H

#include "test_util.h"

#define CROSS_BOARD ".O./O.O/.O."

/* A removal set and the points that are not suicide after it. */
typedef struct removal {
    const char *set;
    const char *points;
} removal;

extern const removal CROSS_SINGLES[4];
extern const removal CROSS_PAIRS[6];
extern const removal CROSS_TRIPLES[4];
extern const removal CROSS_ALL[1];

#define COUNT(a) (sizeof(a) / sizeof(a)[0])

/* Positions to seed. */
typedef struct seeds {
    nexus_position pos[128];
    size_t n;
    int swap; /* colours swapped: White moves, Black holds the cross */
} seeds;

void start_seeds(seeds *s, int swap);

/* The cross without `set`, the mover's stone on `point`, the mover's debt
 * at `mover_debt` (the opponent's 0). */
void add_seed(seeds *s, const char *set, const char *point,
              int64_t mover_debt);

/* Every position the removals r[0..n-1] and a placement make. */
void add_removals(seeds *s, const removal *r, size_t n, int64_t debt);

/* The cross (swapped if s->swap), debts 0, quiet 0, with the seeds
 * recorded; checked consistent and left at debts 0 and quiet 0. */
nexus_game *seeded_cross(const seeds *s);

/* The cross with every removal of 1..levels stones blocked at debt 0
 * (levels 1: k = 2, ..., 4: no set helps). */
nexus_game *cross_blocked(int levels);

/* tu_assert_legal_after for each of r[0..n-1]. */
void assert_legal_after_each(const nexus_game *g, const removal *r,
                             size_t n);

#endif
