/* Tactical checks of the search bots with the alpha-beta solver
 * (check.c). */
#ifndef NEXUS_BOT_CHECK_H
#define NEXUS_BOT_CHECK_H

#include "bot_internal.h"

/* What a check returns when it did not finish (the node limit, or no
 * principal turn to give when `first` asks for one). */
#define NXB_CHECK_UNKNOWN (-1000)

/* The alpha-beta solver (nexus_solve) on g within `plies`, `cap` nodes
 * and a table of `table` bytes: +k if the side to move wins in k plies,
 * -k if it loses in k, 0 if neither does, NXB_CHECK_UNKNOWN if the search
 * did not finish. The nodes searched are added to *work; the first turn
 * of a win goes to *first. */
int nxb_check_solve(const nexus_game *g, int plies, unsigned long cap,
                    size_t table, unsigned long *work, nexus_turn *first);

#endif
