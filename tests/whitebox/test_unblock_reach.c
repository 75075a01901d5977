/* Where a removal's legal point can be (lib/rules/unblock.c): besides the
 * removed stones and their neighbours, next to an own group that touches
 * them, and where the position before was barred only by repetition. On
 * 3x3 boards whose every expectation is worked out by hand from docs/rules.md
 * R6, R7, R15 and R16: in each, one single stone helps only through such a
 * far point, because the points around it are recorded (seed.h). */
#include "cross.h"
#include "seed.h"

/* The position of a test, Black to move, debts 0, the `n` boards of
 * `seeds` recorded at debts 0. */
static nexus_game *seeded(const char *board, const char *const *seeds,
                          size_t n)
{
    nexus_position pos[8];
    nexus_game *g;
    size_t i;
    assert_true(n <= COUNT(pos));
    for (i = 0; i < n; i++)
        tu_fill_position(&pos[i], seeds[i], 0, 0, TU_B, 0);
    g = tu_std_position(board, 0, 0, TU_B, 0);
    TU_OK(nx_seed_positions(g, pos, n));
    tu_check(g);
    return g;
}

/*     . . O    A1 and B1 beside each other: no suicide, but both
 *     O O .    recorded (Black on A1, on B1); C2 and A3 are surrounded
 *     . O O    and capture nothing: suicide. Blocked.
 *
 * Without C3, C2 and C3 are no suicide (each is empty beside the other),
 * and recorded too; A3 is still suicide. A1 and B1, two points away and
 * with no Black stone near, now make boards never seen: C3 helps through
 * them alone. Likewise B3 (its B3 and A3 recorded). C1, A2 and B2 free a
 * point beside A1 or B1, which makes a new board there. */
static void test_helps_where_repetition_barred(void **state)
{
    static const char *const boards[] = {
        "X.O/OO./.OO", ".XO/OO./.OO", /* A1, B1 */
        "..O/OO./.OX", "..O/OOX/.O.", /* C3 removed: C3, C2 */
        "..O/OO./.XO", "..O/OO./X.O", /* B3 removed: B3, A3 */
    };
    nexus_game *g;
    (void)state;
    g = seeded("..O/OO./.OO", boards, COUNT(boards));
    tu_assert_phase(g, NEXUS_PHASE_UNBLOCK);
    tu_assert_legal(g, "");
    tu_assert_status(g, "A1", NEXUS_POINT_REPETITION);
    tu_assert_status(g, "B1", NEXUS_POINT_REPETITION);
    tu_assert_all_empty_status(g, NEXUS_POINT_SUICIDE, "A1 B1");
    tu_assert_unblock(g, 1, "C1|A2|B2|B3|C3");
    /* Offered: with Black's debt at 4 nothing recorded repeats, so every
     * point that is no suicide is legal; A3 still is one. */
    tu_assert_legal_after(g, "C3", "A1 B1 C2 C3");
    tu_assert_legal_after(g, "B3", "A1 B1 A3 B3");
    tu_turn(g, "C3", "A1", NULL);
    tu_assert_board(g, "X.O/OO./.O.");
    tu_assert_debts(g, 4, 0);
    nexus_game_free(g);
}

/*     X . O    Black A1 has the one liberty B1, so B1 is suicide (it
 *     O O .    captures nothing: C1 keeps C2, the big White group C2 and
 *     . O O    A3); C2 and A3 are suicide. Blocked, nothing recorded.
 *
 * Without A2, A2 and A3 are no suicide but recorded (Black on each). B1,
 * not next to A2, is no suicide any more: A1, the Black group it joins,
 * touches A2 and so gained a liberty. A2 helps through B1 alone. The
 * other stones each free a point with an empty neighbour, never seen. */
static void test_helps_beside_own_group(void **state)
{
    static const char *const boards[] = {
        "X.O/XO./.OO", /* A2 removed: Black A2 */
        "X.O/.O./XOO", /* A2 removed: Black A3 */
    };
    nexus_game *g;
    (void)state;
    g = seeded("X.O/OO./.OO", boards, COUNT(boards));
    tu_assert_phase(g, NEXUS_PHASE_UNBLOCK);
    tu_assert_all_empty_status(g, NEXUS_POINT_SUICIDE, NULL);
    tu_assert_unblock(g, 1, "C1|A2|B2|B3|C3");
    /* C2 stays suicide: C1 keeps B1, the White group B1, A2 and A3. */
    tu_assert_legal_after(g, "A2", "B1 A2 A3");
    tu_turn(g, "A2", "B1", NULL);
    tu_assert_board(g, "XXO/.O./.OO");
    tu_assert_debts(g, 4, 0);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_helps_where_repetition_barred),
        cmocka_unit_test(test_helps_beside_own_group),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
