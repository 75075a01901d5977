/* The count chain of the history (lib/rules/history.h: each entry's link
 * to the last one of as many stones, and the last entry of each count),
 * which the whole-board analysis follows to the boards that a quiet
 * placement could repeat (lib/rules/legal_tpl.h, T(repeated_quiet)). Its
 * two unknown states are reached here with seeded histories (seed.h): a
 * link of NX_LINK_FAR (the previous board of that count 255 entries back
 * or more), and a last entry not known after an undo takes back such a
 * link. In both the analysis must read the whole history and still find
 * the repetition; the single-point test, which probes the hash table,
 * gives the expected status. */
#include "boards.h"
#include "api/game.h"
#include "test_util.h"

#include <stdlib.h>
#include <string.h>

#define N 9
#define FILLERS 300 /* boards of another count between the two: > 255 */

/* Distinct boards of 3 stones (E5 and two Black stones, not A1 C3),
 * never of the count that matters (4): the distance between the two
 * boards of 4 stones. */
static void fillers(nexus_position *pos, int n)
{
    int a, b, i = 0;
    for (a = 0; a < N * N && i < n; a++)
        for (b = a + 1; b < N * N && i < n; b++) {
            int black[3] = {a, b, -1};
            if (a == 40 || b == 40 || (a == 0 && b == 20))
                continue;
            rare_seed(&pos[i++], N, black, RARE_E5, 0);
        }
    assert_int_equal(i, n);
}

/* The game at RARE_NOW with RARE_WITH_D4, the fillers and, if `other`,
 * RARE_OTHER4 recorded before it. */
static nexus_game *seeded(int other)
{
    size_t n = FILLERS + 1 + (other ? 1 : 0);
    nexus_position *pos = calloc(n, sizeof *pos);
    nexus_game *g;
    assert_non_null(pos);
    rare_seed(&pos[0], N, RARE_WITH_D4, RARE_E5, 0);
    fillers(pos + 1, FILLERS);
    if (other)
        rare_seed(&pos[FILLERS + 1], N, RARE_OTHER4, RARE_E5, 0);
    g = rare_seeded(pos, n);
    free(pos);
    return g;
}

/* D4 is barred by repetition (the seeded board with_d4), in the point
 * test and in the whole-board set, of g and of a copy (no cached set). */
static void check_d4_barred(const nexus_game *g)
{
    nexus_game *c = NULL;
    nexus_point_status st;
    int legal[NEXUS_MAX_POINTS], k;
    size_t n = 0, i;
    TU_OK(nexus_game_point_status(&st, g, 30));
    TU_EQ(st, NEXUS_POINT_REPETITION);
    TU_OK(nexus_game_clone(&c, g));
    for (k = 0; k < 2; k++) {
        TU_OK(nexus_game_legal_points(legal, NEXUS_MAX_POINTS, &n,
                                      k ? c : g));
        TU_EQ(n, N * N - 4);
        for (i = 0; i < n; i++)
            assert_true(legal[i] != 30);
    }
    tu_check(c);
    nexus_game_free(c);
}

/* with_d4, the fillers, then another board of 4 stones: the last entry of
 * 4 stones is known, its link to with_d4 is too far. */
static void test_far_link(void **state)
{
    nexus_game *g = seeded(1);
    const nx_history *h = &g->e.hist;
    (void)state;
    /* the state named: the last board of 4 stones, its link too far */
    assert_int_equal(h->entries[h->last[4]].back, NX_LINK_FAR);
    check_d4_barred(g);
    nexus_game_free(g);
}

/* with_d4 and the fillers; Black plays A9 (4 stones, linked too far to
 * with_d4) and takes it back: the last entry of 4 stones is then not
 * known. Played again from there, A9's link is not known either. */
static void test_far_last_after_undo(void **state)
{
    nexus_game *g = seeded(0);
    int round;
    (void)state;
    check_d4_barred(g);
    for (round = 0; round < 2; round++) {
        tu_play(g, "A9");
        tu_check(g);
        TU_OK(nexus_game_undo(g));
        tu_check(g);
        /* the state named: the last entry of 4 stones not known */
        assert_int_equal(g->e.hist.last[4], NX_FAR_ENTRY);
        check_d4_barred(g);
    }
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_far_link),
        cmocka_unit_test(test_far_last_after_undo),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
