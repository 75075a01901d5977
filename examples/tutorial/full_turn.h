/* Tutorial step 2 (docs/tutorial.md): building a full turn. */
#ifndef TUTORIAL_FULL_TURN_H
#define TUTORIAL_FULL_TURN_H

#include <nexus.h>

/* The offered unblocking sets of the side to move, flattened (set i is
 * sets[i*k .. i*k+k-1]): *k is 0 and *n_sets 0 when none is due. The caller
 * frees *sets. */
nexus_status tut_unblock_sets(int **sets, int *k, int *n_sets,
                              const nexus_game *game);

/* The points legal after the unblocking set of `turn` (none: the legal
 * points of the side to move), into points[NEXUS_MAX_POINTS]. */
nexus_status tut_legal_points(int *points, size_t *count,
                              const nexus_game *game, const nexus_turn *turn);

/* Complete `turn` (its unblocking set and point already chosen) with the
 * payment its audit calls for: the first net stones the preview lists. */
nexus_status tut_pay_first(nexus_turn *turn, const nexus_game *game);

/* The simplest legal turn: the first offered set, the first point legal
 * after it, the first stones as payment. */
nexus_status tut_first_turn(nexus_turn *turn, const nexus_game *game);

#endif
