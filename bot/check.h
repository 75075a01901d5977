/* The search bots make their tactical checks with the alpha-beta solver
 * (check.c). */
#ifndef NEXUS_BOT_CHECK_H
#define NEXUS_BOT_CHECK_H

#include "bot_internal.h"

/* A check returns this value when it did not finish: it reached the node
 * limit, or it had no first turn to give when `first` asked for one. */
#define NXB_CHECK_UNKNOWN (-1000)

/* Runs the alpha-beta solver (nexus_solve) on g within `plies`, `cap`
 * nodes and a table of `table` bytes. Returns +k if the side to move wins
 * in k plies, -k if it loses in k, 0 if neither happens within `plies`,
 * and NXB_CHECK_UNKNOWN if the search did not finish. Adds the nodes it
 * searched to *work, and writes the first turn of a win into *first. */
int nxb_check_solve(const nexus_game *g, int plies, unsigned long cap,
                    size_t table, unsigned long *work, nexus_turn *first);

#endif
