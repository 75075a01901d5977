/* The tactical checks use the alpha-beta solver (check.h). On the
 * positions where the strong bot 2 blundered (tests/bot/data/positions),
 * it proved the forced wins two to ten times faster than the proof-number
 * search. The threat search was no alternative: its attacker plays only
 * threats (threat.c), so it cannot see a forced win whose first turn
 * threatens nothing. */
#include "check.h"

int nxb_check_solve(const nexus_game *g, int plies, unsigned long cap,
                    const nxb_deadline *deadline, size_t table,
                    unsigned long *work, nexus_turn *first)
{
    nexus_solve_options o = NEXUS_SOLVE_OPTIONS_INIT;
    nexus_solve_result r;
    nexus_turn line[64];
    o.max_plies = plies;
    o.max_nodes = cap;
    o.table_bytes = table;
    if (nxb_solve_until(&r, first ? line : NULL, first ? 64 : 0, g, &o,
                        deadline) != NEXUS_OK)
        return NXB_CHECK_UNKNOWN;
    *work += (unsigned long)r.nodes;
    if (!r.complete)
        return NXB_CHECK_UNKNOWN;
    if (r.value == NEXUS_SOLVE_UNKNOWN)
        return 0;
    if (first && r.value == NEXUS_SOLVE_WIN) {
        if (r.line_length == 0)
            return NXB_CHECK_UNKNOWN; /* The limit stopped the line. */
        *first = line[0];
    }
    return r.value == NEXUS_SOLVE_WIN ? r.plies : -r.plies;
}
