/*
 * Test-only hook: seed recorded positions into a game's history, so that
 * unit tests reach what no start position does (docs/rules.md R15-R17):
 * forced unblocking with k >= 2, sets that help but are not offered, the
 * `uncovered` and `no-placement` endings. Only a start position is
 * recorded when a game is created, and any enemy stone next to an empty
 * point gives that point a liberty once removed, so these need positions
 * that are illegal by repetition, i.e. recorded ones.
 *
 * Not part of libnexus: compiled only into the test programs of
 * tests/whitebox, which link libnexus.a and read lib/'s internal headers.
 */
#ifndef NX_TEST_SEED_H
#define NX_TEST_SEED_H

#include <stddef.h>

#include "nexus.h"

/*
 * Record the positions seeds[0..n-1] (board and debts; to_move is ignored,
 * quiet is kept in the entry) in `game`'s history, in that order, after
 * its current position, and leave the current position as it was: board,
 * debts, side to move and quiet count. The phase of the current position
 * (the unblocking due, or the end of the game) is then computed again
 * against the longer history, and the cached legal set is dropped.
 *
 * The consistency checker replays the debts from the start, so each seed's
 * debts must follow from the previous seed's (the current position's, for
 * the first) as a turn's would: equal; or one side's debt higher by a
 * multiple of p1 (at most 255 captures: the hook inserts a copy of the
 * previous entry when the other side would be the mover); or both 0 (an
 * audit reset). After the last seed the debts must come back to the
 * current ones: equal, or by a reset when the current debts are both 0.
 * The inserted copies and a copy of the current position at the end record
 * no new position.
 *
 * The seeded entries are positions, not turns: nexus_game_turn_at() gives
 * point -1 for them, a record of the game cannot be written, and undo must
 * not go back past the turns played after seeding.
 *
 * Returns NEXUS_OK; NEXUS_E_INVALID_ARG (NULL, a game that is over or has
 * an offer pending, debts that do not follow); the errors of
 * nexus_game_new_from_position() for a seed (NEXUS_E_DEAD_GROUP,
 * NEXUS_E_LINE_OWNED, ...); NEXUS_E_NOMEM. On error the game is unchanged.
 */
nexus_status nx_seed_positions(nexus_game *game, const nexus_position *seeds,
                               size_t n);

#endif
