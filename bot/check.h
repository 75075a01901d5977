/* The search bots make their tactical checks with the alpha-beta solver
 * (check.c). */
#ifndef NEXUS_BOT_CHECK_H
#define NEXUS_BOT_CHECK_H

#include "bot_internal.h"
#include "clock.h"

/* A check returns this value when it did not finish: it reached the node
 * limit, or it had no first turn to give when `first` asked for one. */
#define NXB_CHECK_UNKNOWN (-1000)

/* A solve with a deadline reads the clock once every this many nodes. A
 * node costs a few microseconds and a reading about one, so the search
 * loses under 1% to the clock and passes its deadline by at most this
 * many nodes. */
#define NXB_SOLVE_CLOCK_NODES 64

/* Does what nexus_solve() does, and also gives up once `deadline` has
 * passed, with complete 0, as at its node limit. A NULL deadline sets
 * none. Returns what nexus_solve() returns. */
nexus_status nxb_solve_until(nexus_solve_result *out, nexus_turn *line,
                             size_t cap, const nexus_game *game,
                             const nexus_solve_options *opts,
                             const nxb_deadline *deadline);

/* Runs the alpha-beta solver (nxb_solve_until) on g within `plies`, `cap`
 * nodes, the deadline, which may be NULL for none, and a table of `table`
 * bytes. Returns +k if the side to move wins in k plies, -k if it loses
 * in k, 0 if neither happens within `plies`, and NXB_CHECK_UNKNOWN if the
 * search did not finish. Adds the nodes it searched to *work, and writes
 * the first turn of a win into *first. */
int nxb_check_solve(const nexus_game *g, int plies, unsigned long cap,
                    const nxb_deadline *deadline, size_t table,
                    unsigned long *work, nexus_turn *first);

#endif
