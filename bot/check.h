/* The search bots make their tactical checks with the alpha-beta solver
 * (check.c). */
#ifndef NEXUS_BOT_CHECK_H
#define NEXUS_BOT_CHECK_H

#include "bot_internal.h"
#include "clock.h"

/* A check returns this value when it did not finish: it reached the node
 * limit, or it had no first turn to give when `first` asked for one. */
#define NXB_CHECK_UNKNOWN (-1000)

/* A solve with a deadline reads the clock once its steps pass the next
 * reading, every NXB_SOLVE_CLOCK_STEPS steps. A node counts
 * NXB_SOLVE_NODE_STEPS steps and a turn it plays one: on 7x7 a node lists
 * its turns in about 18 microseconds and a turn plays in about 0.3, and a
 * reading costs about 0.7. Counting nodes alone let a check pass its
 * deadline by 6 ms, where a node played the hundreds of payments of a
 * completion in debt one after another (docs/strength.md, "A turn within
 * its time budget"). So a search passes
 * its deadline by at most 16 nodes or 1,024 turns, about 0.3 ms, and loses
 * well under 1% to the clock. */
#define NXB_SOLVE_NODE_STEPS 64
#define NXB_SOLVE_CLOCK_STEPS 1024

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
