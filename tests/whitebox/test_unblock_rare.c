/* Forced unblocking beyond k = 1 and the endings of R17, reached through
 * recorded positions (seed.h) on the cross of cross.h: every expectation
 * below is worked out by hand from docs/rules.md R6, R7, R15-R17 and written
 * out in full. */
#include "cross.h"
#include "seed.h"

/* Seeded: no single stone helps (each of its placements repeats), so
 * k = 2, and every pair helps and is offered (nothing with two White
 * stones was recorded), in canonical order (B1=1, A2=3, C2=5, B3=7). */
static void test_k2(void **state)
{
    nexus_game *g;
    (void)state;
    g = cross_blocked(1);
    tu_assert_phase(g, NEXUS_PHASE_UNBLOCK);
    tu_assert_legal(g, "");
    /* R7: suicide is tested before repetition, so nothing reads
     * "repetition" in the current position. */
    tu_assert_all_empty_status(g, NEXUS_POINT_SUICIDE, NULL);
    tu_assert_unblock(g, 2, "B1 A2|B1 C2|B1 B3|A2 C2|A2 B3|C2 B3");
    assert_legal_after_each(g, CROSS_PAIRS, COUNT(CROSS_PAIRS));
    /* One stone is the wrong size now. */
    tu_turn_fails(g, "B1", "A1", NULL, NEXUS_E_NOT_OFFERED);
    tu_turn_fails(g, "A2 C2 B3", "A1", NULL, NEXUS_E_NOT_OFFERED);
    tu_turn_fails(g, "B1 A2", "C3", NULL, NEXUS_E_SUICIDE);
    /* 2 * p2 = 8 for Black; no capture: quiet goes on (R18). */
    tu_turn(g, "B1 A2", "A1", NULL);
    tu_assert_board(g, "X../..O/.O.");
    tu_assert_debts(g, 8, 0);
    tu_assert_quiet(g, 1);
    tu_assert_to_move(g, TU_W);
    tu_assert_phase(g, NEXUS_PHASE_PLACE);
    nexus_game_free(g);
}

/* Singles and pairs seeded: k = 3, all four triples offered. */
static void test_k3(void **state)
{
    nexus_game *g;
    (void)state;
    g = cross_blocked(2);
    tu_assert_unblock(g, 3, "B1 A2 C2|B1 A2 B3|B1 C2 B3|A2 C2 B3");
    assert_legal_after_each(g, CROSS_TRIPLES, COUNT(CROSS_TRIPLES));
    tu_turn_fails(g, "B1 A2", "A1", NULL, NEXUS_E_NOT_OFFERED);
    tu_turn(g, "B1 C2 B3", "C3", NULL);
    tu_assert_board(g, ".../O../..X");
    tu_assert_debts(g, 12, 0);
    nexus_game_free(g);
}

/* Up to triples seeded: only all four stones help, k = 4. */
static void test_k4(void **state)
{
    nexus_game *g;
    (void)state;
    g = cross_blocked(3);
    tu_assert_unblock(g, 4, "B1 A2 C2 B3");
    assert_legal_after_each(g, CROSS_ALL, COUNT(CROSS_ALL));
    tu_turn(g, "B1 A2 C2 B3", "B2", NULL);
    tu_assert_board(g, ".../.X./...");
    tu_assert_debts(g, 16, 0);
    nexus_game_free(g);
}

/* Everything seeded, the empty board with one Black stone included: no
 * set of White stones helps, not even all of them: Black loses (R17). */
static void test_no_placement_after_all_sets(void **state)
{
    nexus_game *g;
    int k = -1;
    (void)state;
    g = cross_blocked(4);
    tu_assert_phase(g, NEXUS_PHASE_OVER);
    tu_assert_result(g, NEXUS_OUTCOME_WHITE_WINS, NEXUS_REASON_NO_PLACEMENT);
    TU_OK(nexus_game_unblock_size(&k, g));
    TU_EQ(k, 0);
    tu_assert_legal(g, "");
    tu_turn_fails(g, "B1 A2 C2 B3", "B2", NULL, NEXUS_E_GAME_OVER);
    nexus_game_free(g);
}

/* No enemy stone at all: Black B2 alone, and every placement beside it
 * recorded. Each empty point is legal but for repetition, and there is
 * nothing to remove: no-placement at once. */
static void test_no_placement_without_enemy(void **state)
{
    /* B2 and one more Black stone, on each other point; C3's last. */
    static const char *const boards[] = {
        "X../.X./...", ".X./.X./...", "..X/.X./...", ".../XX./...",
        ".../.XX/...", ".../.X./X..", ".../.X./.X.", ".../.X./..X",
    };
    nexus_position pos[8];
    nexus_game *g;
    size_t i;
    (void)state;
    for (i = 0; i < COUNT(boards); i++)
        tu_fill_position(&pos[i], boards[i], 0, 0, TU_B, 0);
    /* All but C3 seeded: C3 is the one legal point, the others are legal
     * but for repetition (R7), so no unblocking is due. */
    g = tu_std_position(".../.X./...", 0, 0, TU_B, 3);
    TU_OK(nx_seed_positions(g, pos, 7));
    tu_check(g);
    tu_assert_phase(g, NEXUS_PHASE_PLACE);
    tu_assert_legal(g, "C3");
    tu_assert_all_empty_status(g, NEXUS_POINT_REPETITION, "C3");
    nexus_game_free(g);
    /* All eight: no legal point, no enemy stone to remove. */
    g = tu_std_position(".../.X./...", 0, 0, TU_B, 3);
    TU_OK(nx_seed_positions(g, pos, 8));
    tu_check(g);
    tu_assert_quiet(g, 3);
    tu_assert_result(g, NEXUS_OUTCOME_WHITE_WINS, NEXUS_REASON_NO_PLACEMENT);
    tu_assert_legal(g, "");
    nexus_game_free(g);
}

/* Singles seeded at debt 0 (k = 2); then the placements after {B1, A2}
 * seeded with Black's debt at 8 = 2 * p2, and two of those after
 * {B1, C2} (A1, B1). {B1, A2} still helps (judged at debt 0, R15) but
 * leaves no legal placement once the 8 are charged: not offered (R16).
 * {B1, C2} is offered with A1 and B1 now repetitions. */
static void test_helps_but_not_offered(void **state)
{
    seeds s;
    nexus_game *g;
    int set[2], pts[NEXUS_MAX_POINTS];
    size_t n = 0;
    (void)state;
    start_seeds(&s, 0);
    add_removals(&s, CROSS_SINGLES, COUNT(CROSS_SINGLES), 0);
    add_removals(&s, CROSS_PAIRS, 1, 8);
    add_seed(&s, "B1 C2", "A1", 8);
    add_seed(&s, "B1 C2", "B1", 8);
    g = seeded_cross(&s);
    tu_assert_unblock(g, 2, "B1 C2|B1 B3|A2 C2|A2 B3|C2 B3");
    tu_assert_legal_after(g, "B1 C2", "C1 B2 C2 C3");
    assert_legal_after_each(g, CROSS_PAIRS + 2, COUNT(CROSS_PAIRS) - 2);
    set[0] = tu_pt(3, "B1");
    set[1] = tu_pt(3, "A2");
    TU_ST(nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS, &n, g, set, 2),
          NEXUS_E_NOT_OFFERED);
    tu_turn_fails(g, "B1 A2", "A1", NULL, NEXUS_E_NOT_OFFERED);
    tu_turn_fails(g, "B1 C2", "A1", NULL, NEXUS_E_REPETITION);
    tu_turn(g, "B1 C2", "C1", NULL);
    tu_assert_debts(g, 8, 0);
    nexus_game_free(g);
}

/* The same with colours swapped: White to move, White's debt the one
 * charged (R9), the seeds' debts raised on White's side. */
static void test_helps_but_not_offered_white(void **state)
{
    seeds s;
    nexus_game *g;
    (void)state;
    start_seeds(&s, 1);
    add_removals(&s, CROSS_SINGLES, COUNT(CROSS_SINGLES), 0);
    add_removals(&s, CROSS_PAIRS + 5, 1, 8);
    g = seeded_cross(&s);
    tu_assert_unblock(g, 2, "B1 A2|B1 C2|B1 B3|A2 C2|A2 B3");
    tu_turn(g, "A2 B3", "A3", NULL);
    tu_assert_debts(g, 0, 8);
    tu_assert_to_move(g, TU_B);
    nexus_game_free(g);
}

/* Singles at debt 0, every pair's placements at debt 8: pairs help, none
 * is offered, so the rules do not cover the position (R17): no winner,
 * `uncovered`, even though triples would be offered (k is the smallest
 * helpful size, and it is 2). */
static void test_uncovered(void **state)
{
    seeds s;
    nexus_game *g;
    int k = -1;
    size_t count = 99;
    (void)state;
    start_seeds(&s, 0);
    add_removals(&s, CROSS_SINGLES, COUNT(CROSS_SINGLES), 0);
    add_removals(&s, CROSS_PAIRS, COUNT(CROSS_PAIRS), 8);
    g = seeded_cross(&s);
    tu_assert_phase(g, NEXUS_PHASE_OVER);
    tu_assert_result(g, NEXUS_OUTCOME_NO_WINNER, NEXUS_REASON_UNCOVERED);
    TU_OK(nexus_game_unblock_size(&k, g));
    TU_EQ(k, 0);
    TU_OK(nexus_game_unblock_sets(NULL, 0, &count, g));
    TU_EQ(count, 0);
    tu_turn_fails(g, "B1 A2 C2", "A1", NULL, NEXUS_E_GAME_OVER);
    nexus_game_free(g);
}

/* The hook refuses debts a turn could not reach, and a seed that is not
 * a position; the game is then unchanged. */
static void test_seed_refusals(void **state)
{
    nexus_game *g = tu_std_position(CROSS_BOARD, 0, 0, TU_B, 0);
    nexus_position pos[2];
    tu_snapshot snap;
    (void)state;
    tu_snap_take(&snap, g);
    tu_fill_position(&pos[0], "X../..O/.O.", 3, 0, TU_B, 0); /* odd, p1 2 */
    TU_ST(nx_seed_positions(g, pos, 1), NEXUS_E_INVALID_ARG);
    tu_fill_position(&pos[0], "X../..O/.O.", 2, 2, TU_B, 0); /* both rise */
    TU_ST(nx_seed_positions(g, pos, 1), NEXUS_E_INVALID_ARG);
    tu_fill_position(&pos[0], "XXX/..O/.O.", 0, 0, TU_B, 0); /* a line */
    TU_ST(nx_seed_positions(g, pos, 1), NEXUS_E_LINE_OWNED);
    tu_fill_position(&pos[0], "X../..O/.O.", 2, 0, TU_B, 0);
    tu_fill_position(&pos[1], "X../..O/.O.", 0, 2, TU_B, 0); /* a drop */
    TU_ST(nx_seed_positions(g, pos, 2), NEXUS_E_INVALID_ARG);
    TU_ST(nx_seed_positions(NULL, pos, 1), NEXUS_E_INVALID_ARG);
    TU_ST(nx_seed_positions(g, NULL, 1), NEXUS_E_INVALID_ARG);
    tu_snap_check(&snap, g);
    tu_snap_free(&snap);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_k2),
        cmocka_unit_test(test_k3),
        cmocka_unit_test(test_k4),
        cmocka_unit_test(test_no_placement_after_all_sets),
        cmocka_unit_test(test_no_placement_without_enemy),
        cmocka_unit_test(test_helps_but_not_offered),
        cmocka_unit_test(test_helps_but_not_offered_white),
        cmocka_unit_test(test_uncovered),
        cmocka_unit_test(test_seed_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
