/* The repetition of quiet placements on 9x9, where the whole-board
 * analysis finds them by a look at each recorded board of one stone more,
 * along the history's count chain (lib/rules/legal_tpl.h,
 * T(repeated_quiet); its unknown links: test_count_chain), rather than a
 * probe per point. Seeded boards (tests/whitebox/seed.h) put next to the
 * position: one that a placement recreates with the same debts (barred,
 * R12), one that a placement recreates on the board alone but with other
 * debts (legal: the debt difference is part of the position), and one of
 * as many stones that no single placement reaches. Each point's status comes
 * also from the single-point test, which probes the hash table instead. */
#include "boards.h"
#include "test_util.h"

#include <string.h>

#define N 9

static void test_quiet_repetition_9x9(void **state)
{
    nexus_position pos[3];
    nexus_point_status st;
    nexus_game *g;
    int p, legal[NEXUS_MAX_POINTS];
    size_t n = 0, i;
    (void)state;
    rare_seed(&pos[0], N, RARE_WITH_D4, RARE_E5, 0);
    rare_seed(&pos[1], N, RARE_WITH_F6, RARE_E5, 2); /* Black's debt up by one capture */
    rare_seed(&pos[2], N, RARE_OTHER4, RARE_E5, 2);
    g = rare_seeded(pos, 3);
    /* The boards of one stone more are read along the chain. */
    rare_assert_chain(g, 4);
    for (p = 0; p < N * N; p++) {
        int empty = p != 0 && p != 20 && p != 40;
        TU_OK(nexus_game_point_status(&st, g, p));
        TU_EQ(st, !empty ? NEXUS_POINT_OCCUPIED
                  : p == 30 ? NEXUS_POINT_REPETITION
                            : NEXUS_POINT_LEGAL);
    }
    /* The whole-board set: every empty point but D4. */
    TU_OK(nexus_game_legal_points(legal, NEXUS_MAX_POINTS, &n, g));
    TU_EQ(n, N * N - 4);
    for (i = 0; i < n; i++)
        assert_true(legal[i] != 30);
    tu_play(g, "F6"); /* legal: the seeded board had other debts */
    tu_check(g);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_quiet_repetition_9x9),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
