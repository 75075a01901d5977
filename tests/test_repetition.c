/* Positional repetition (R6, R12-R14): a position is (board, Black debt -
 * White debt), side to move excluded; it is checked right after placement
 * and captures; every end of turn is recorded, with difference 0 after an
 * audit reset. Expectations are worked out by hand from the rules. */
#include "test_util.h"

#include <string.h>

/* The ko shape: White B2 has one liberty (C2); C2 is walled by White C1,
 * D2, C3, so Black C2 captures B2 and is left with one liberty (B2). */
static const char *const KO = ".XO../XO.O./.XO../...../.....";

static void test_ko_recapture_is_repetition(void **state)
{
    nexus_game *g = tu_std_position(KO, 0, 0, TU_B, 0);
    (void)state;
    tu_play(g, "C2");
    tu_assert_board(g, ".XO../X.XO./.XO../...../.....");
    tu_assert_debts(g, 2, 0);
    /* White B2 would capture C2 (+2 for White): back to the start board
     * with difference 0, which was recorded. */
    tu_assert_status(g, "B2", NEXUS_POINT_REPETITION);
    tu_turn_fails(g, NULL, "B2", NULL, NEXUS_E_REPETITION);
    {
        nexus_preview pv;
        TU_ST(nexus_game_preview(&pv, g, NULL, 0, tu_pt(5, "B2")),
              NEXUS_E_REPETITION);
    }
    /* B2 is missing from the legal points; its neighbours are not. */
    tu_assert_legal(g, "D1 E1 E2 A3 D3 E3 A4 B4 C4 D4 E4 A5 B5 C5 D5 E5");
    nexus_game_free(g);
}

static void test_ko_after_exchange_elsewhere(void **state)
{
    nexus_game *g = tu_std_position(KO, 0, 0, TU_B, 0);
    (void)state;
    tu_play(g, "C2 E5 A5");
    /* The board now differs from every recorded one by E5 and A5. */
    tu_assert_status(g, "B2", NEXUS_POINT_LEGAL);
    tu_play(g, "B2");
    tu_assert_board(g, ".XO../XO.O./.XO../...../X...O");
    tu_assert_debts(g, 2, 2);
    /* Black's immediate retake restores the position after A5 (same board,
     * difference +2): a repetition, although the side to move differs. */
    tu_assert_status(g, "C2", NEXUS_POINT_REPETITION);
    tu_turn_fails(g, NULL, "C2", NULL, NEXUS_E_REPETITION);
    nexus_game_free(g);
}

/* B0 = ".X.../XO.../.O.../O..../.....", Black to move.
 * 1. Black A3 (A2-A3 keeps one liberty, A1).
 * 2. White A1 captures A2 and A3 (White +2 p1).
 * 3. Black A2 captures A1 (Black +1 p1): the board is B0 again.
 * The difference moved by -p1, so with p1 = 2 this is a new position, and
 * with p1 = 0 it is the recorded start position. */
static const char *const B0 = ".X.../XO.../.O.../O..../.....";

static void test_same_board_other_difference_is_not_repetition(void **state)
{
    nexus_game *g = tu_position(B0, 2, 4, 0, 0, TU_B, 0);
    uint64_t h_start = 0;
    uint64_t h_now = 0;
    (void)state;
    TU_OK(nexus_game_hash(&h_start, g));
    tu_play(g, "A3");
    tu_assert_board(g, ".X.../XO.../XO.../O..../.....");
    tu_play(g, "A1");
    tu_assert_board(g, "OX.../.O.../.O.../O..../.....");
    tu_assert_debts(g, 0, 4);
    tu_assert_status(g, "A2", NEXUS_POINT_LEGAL);
    tu_play(g, "A2");
    tu_assert_board(g, B0);
    tu_assert_debts(g, 2, 4);
    TU_OK(nexus_game_hash(&h_now, g));
    assert_true(h_now != h_start);
    nexus_game_free(g);
}

static void test_same_board_same_difference_is_repetition(void **state)
{
    nexus_game *g = tu_position(B0, 0, 4, 0, 0, TU_B, 0);
    (void)state;
    tu_play(g, "A3 A1");
    tu_assert_board(g, "OX.../.O.../.O.../O..../.....");
    tu_assert_debts(g, 0, 0);
    tu_assert_status(g, "A2", NEXUS_POINT_REPETITION);
    tu_turn_fails(g, NULL, "A2", NULL, NEXUS_E_REPETITION);
    tu_assert_legal(g, "C1 D1 E1 C2 D2 E2 A3 C3 D3 E3 B4 C4 D4 E4 A5 B5 C5 "
                       "D5 E5");
    nexus_game_free(g);
}

/* Three kos on 9x9. K1 (top left) and K3 (bottom left): Black takes first
 * at C1 / C9, White retakes at B1 / B9. K2 (top right): White takes first at
 * G1, Black retakes at H1. Each capture is one stone, so the difference
 * alternates +2, 0, +2, ... and the sixth turn restores the start. */
static const char *const TRIPLE_KO =
    "XO.O.X.XO/.XO...XO./........./........./........./"
    "........./........./.XO....../XO.O.....";

static void test_long_cycle_triple_ko(void **state)
{
    nexus_game *g = tu_std_position(TRIPLE_KO, 0, 0, TU_B, 0);
    (void)state;
    tu_play(g, "C1");  /* K1 taken: diff +2 */
    tu_play(g, "G1");  /* K2 taken: diff 0 */
    /* Retaking K2 at once is the plain ko. */
    tu_assert_status(g, "H1", NEXUS_POINT_REPETITION);
    tu_play(g, "C9");  /* K3 taken: diff +2 */
    tu_assert_status(g, "B9", NEXUS_POINT_REPETITION);
    tu_assert_status(g, "B1", NEXUS_POINT_LEGAL);
    tu_play(g, "B1");  /* K1 back: diff 0, board never seen with K2, K3 taken */
    tu_play(g, "H1");  /* K2 back: diff +2 */
    tu_assert_board(g, "XO.O.X.XO/.XO...XO./........./........./........./"
                       "........./........./.XO....../X.XO.....");
    tu_assert_debts(g, 6, 4);
    tu_assert_quiet(g, 0);
    /* K3 back would restore the start position (start board, diff 0),
     * recorded six turns ago. G1 (K2 again) restores the position after
     * turn 4. */
    tu_assert_status(g, "B9", NEXUS_POINT_REPETITION);
    tu_assert_status(g, "G1", NEXUS_POINT_REPETITION);
    tu_turn_fails(g, NULL, "B9", NULL, NEXUS_E_REPETITION);
    tu_turn_fails(g, NULL, "G1", NULL, NEXUS_E_REPETITION);
    tu_assert_status(g, "E5", NEXUS_POINT_LEGAL);
    nexus_game_free(g);
}

/* Black completes row 5 with net 2, pays A5 and E5 (the placed stone), and
 * the debts reset: the recorded position is Y = the board after payment,
 * difference 0. White takes a ko (B1) and Black's retake restores exactly
 * (Y, 0). */
static void test_position_after_reset_recorded_with_zero(void **state)
{
    nexus_game *g = tu_std_position("OX.X./.OX../...../...../XXXX.", 2, 0,
                                    TU_B, 0);
    (void)state;
    tu_turn(g, NULL, "E5", "A5 E5");
    tu_assert_board(g, "OX.X./.OX../...../...../.XXX.");
    tu_assert_debts(g, 0, 0);
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    tu_play(g, "C1");
    tu_assert_board(g, "O.OX./.OX../...../...../.XXX.");
    tu_assert_debts(g, 0, 2);
    tu_assert_status(g, "B1", NEXUS_POINT_REPETITION);
    tu_turn_fails(g, NULL, "B1", NULL, NEXUS_E_REPETITION);
    nexus_game_free(g);
}

/* R14: the position after an audit payment is not checked. Start S (row 5
 * A5-D5 and E3, debts 0/0). Black D4, White E4 (one liberty, E5), Black E5
 * captures E4, completes row 5 with net 2 and pays D4 and E5: the board is
 * S again with both debts 0 - the recorded start position. The turn is
 * legal (the position checked is the one before the payment). */
static void test_payment_position_not_checked(void **state)
{
    const char *s = "...../...../....X/...../XXXX.";
    nexus_game *g = tu_std_position(s, 0, 0, TU_B, 0);
    uint64_t h0 = 0;
    uint64_t h1 = 0;
    nexus_preview pv;
    (void)state;
    TU_OK(nexus_game_hash(&h0, g));
    tu_play(g, "D4 E4");
    TU_OK(nexus_game_preview(&pv, g, NULL, 0, tu_pt(5, "E5")));
    TU_EQ(pv.n_captured, 1);
    TU_EQ(pv.captured[0], tu_pt(5, "E4"));
    TU_EQ(pv.audit, NEXUS_AUDIT_PAY);
    TU_EQ(pv.net, 2);
    tu_turn(g, NULL, "E5", "D4 E5");
    tu_assert_board(g, s);
    tu_assert_debts(g, 0, 0);
    tu_assert_quiet(g, 0);
    tu_assert_to_move(g, TU_W);
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    TU_OK(nexus_game_hash(&h1, g));
    assert_true(h0 == h1);
    nexus_game_free(g);
}

static void test_hash_keys_board_and_difference(void **state)
{
    const char *b = "X..../.O.../...../...../.....";
    nexus_game *a = tu_std_position(b, 2, 0, TU_B, 0);
    nexus_game *same = tu_std_position(b, 7, 5, TU_W, 3);
    nexus_game *other_diff = tu_std_position(b, 0, 2, TU_B, 0);
    nexus_game *other_board = tu_std_position("X..../..O../...../...../.....",
                                              2, 0, TU_B, 0);
    uint64_t ha = 0;
    uint64_t hs = 0;
    uint64_t hd = 0;
    uint64_t hb = 0;
    (void)state;
    TU_OK(nexus_game_hash(&ha, a));
    TU_OK(nexus_game_hash(&hs, same));
    TU_OK(nexus_game_hash(&hd, other_diff));
    TU_OK(nexus_game_hash(&hb, other_board));
    /* Same board and difference (+2), other debts, side and quiet count. */
    assert_true(ha == hs);
    assert_true(ha != hd);
    assert_true(ha != hb);
    nexus_game_free(a);
    nexus_game_free(same);
    nexus_game_free(other_diff);
    nexus_game_free(other_board);
}

static void test_start_position_is_recorded(void **state)
{
    /* The custom start is in the history even with White to move: the
     * same 3-turn cycle as above, started by White with colours swapped. */
    nexus_game *g = tu_position(".O.../OX.../.X.../X..../.....", 0, 4, 0, 0,
                                TU_W, 0);
    (void)state;
    tu_play(g, "A3 A1");
    tu_assert_status(g, "A2", NEXUS_POINT_REPETITION);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ko_recapture_is_repetition),
        cmocka_unit_test(test_ko_after_exchange_elsewhere),
        cmocka_unit_test(test_same_board_other_difference_is_not_repetition),
        cmocka_unit_test(test_same_board_same_difference_is_repetition),
        cmocka_unit_test(test_long_cycle_triple_ko),
        cmocka_unit_test(test_position_after_reset_recorded_with_zero),
        cmocka_unit_test(test_payment_position_not_checked),
        cmocka_unit_test(test_hash_keys_board_and_difference),
        cmocka_unit_test(test_start_position_is_recorded),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
