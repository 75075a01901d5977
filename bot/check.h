/* Tactical checks of the search bots with the alpha-beta solver
 * (check.c). */
#ifndef NEXUS_BOT_CHECK_H
#define NEXUS_BOT_CHECK_H

#include "bot_internal.h"
#include "clock.h"

/* What a check returns when it did not finish (the node limit, or no
 * principal turn to give when `first` asks for one). */
#define NXB_CHECK_UNKNOWN (-1000)

/* How often a solve with a deadline reads the clock, in nodes: a node
 * costs a few microseconds and a reading about one, so the search loses
 * under 1% and passes its deadline by at most this many nodes. */
#define NXB_SOLVE_CLOCK_NODES 64

/* nexus_solve() with a deadline as well (NULL: none): once it has passed
 * the search gives up, complete 0, as at its node limit. Returns what
 * nexus_solve() returns. */
nexus_status nxb_solve_until(nexus_solve_result *out, nexus_turn *line,
                             size_t cap, const nexus_game *game,
                             const nexus_solve_options *opts,
                             const nxb_deadline *deadline);

/* The alpha-beta solver (nxb_solve_until) on g within `plies`, `cap`
 * nodes, the deadline (NULL: none) and a table of `table` bytes: +k if
 * the side to move wins in k plies, -k if it loses in k, 0 if neither
 * does, NXB_CHECK_UNKNOWN if the search did not finish. The nodes searched
 * are added to *work; the first turn of a win goes to *first. */
int nxb_check_solve(const nexus_game *g, int plies, unsigned long cap,
                    const nxb_deadline *deadline, size_t table,
                    unsigned long *work, nexus_turn *first);

#endif
