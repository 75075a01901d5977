/* The audit (R10, R11): net debt, immediate win, bankruptcy, payment of
 * exactly net distinct own stones (the placed stone may pay), win if any
 * line remains, else both debts reset. Rejected payments change nothing.
 * Expectations are worked out by hand from the rules. */
#include "test_util.h"

#include <string.h>

/* Row 1 missing E1. */
static const char *const ROW = "XXXX./...../...../...../.....";
/* Row 1 missing E1; E1 also captures White E2 (walled by D2, E3); White A5
 * stands apart. Black's stones after E1: A1 B1 C1 D1 E1 D2 E3. */
static const char *const ROW_CAP = "XXXX./...XO/....X/...../O....";
/* Row 1 missing E1 and column E missing E1: E1 completes both. */
static const char *const TWO_LINES = "XXXX./....X/....X/....X/....X";

static void preview_of(nexus_preview *pv, nexus_game *g, const char *point)
{
    tu_snapshot snap;
    tu_snap_take(&snap, g);
    memset(pv, 0x5c, sizeof *pv);
    TU_OK(nexus_game_preview(pv, g, NULL, 0, tu_pt(tu_size(g), point)));
    tu_snap_check(&snap, g);
    tu_snap_free(&snap);
}

static void assert_points(const int *got, int n, int size, const char *list)
{
    int want[NEXUS_MAX_POINTS];
    int m = tu_points(size, list, want);
    int i;
    TU_EQ(n, m);
    for (i = 0; i < m; i++) {
        TU_EQ(got[i], want[i]);
    }
}

/* ------------------------------------------------------------------ */
/* Net <= 0: immediate win */

static void test_net_zero_wins(void **state)
{
    nexus_game *g = tu_std_position(ROW, 0, 0, TU_B, 0);
    nexus_preview pv;
    (void)state;
    preview_of(&pv, g, "E1");
    TU_EQ(pv.audit, NEXUS_AUDIT_WIN);
    TU_EQ(pv.net, 0);
    TU_EQ(pv.n_captured, 0);
    TU_EQ(pv.mover_debt, 0);
    TU_EQ(pv.opponent_debt, 0);
    tu_play(g, "E1");
    tu_assert_result(g, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
    tu_assert_board(g, "XXXXX/...../...../...../.....");
    tu_assert_phase(g, NEXUS_PHASE_OVER);
    nexus_game_free(g);
}

static void test_net_negative_wins(void **state)
{
    nexus_game *g = tu_std_position(ROW, 2, 6, TU_B, 0);
    nexus_preview pv;
    (void)state;
    preview_of(&pv, g, "E1");
    TU_EQ(pv.audit, NEXUS_AUDIT_WIN);
    TU_EQ(pv.net, -4);
    TU_EQ(pv.mover_debt, 2);
    TU_EQ(pv.opponent_debt, 6);
    tu_play(g, "E1");
    tu_assert_result(g, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
    tu_assert_debts(g, 2, 6);
    nexus_game_free(g);
}

static void test_net_counts_this_capture(void **state)
{
    /* White owes 2; E1 captures E2 (+2): net 0, a win. */
    nexus_game *g = tu_std_position(ROW_CAP, 0, 2, TU_B, 0);
    nexus_game *h = tu_std_position(ROW_CAP, 0, 0, TU_B, 0);
    nexus_preview pv;
    (void)state;
    preview_of(&pv, g, "E1");
    TU_EQ(pv.n_captured, 1);
    TU_EQ(pv.captured[0], tu_pt(5, "E2"));
    TU_EQ(pv.mover_debt, 2);
    TU_EQ(pv.opponent_debt, 2);
    TU_EQ(pv.audit, NEXUS_AUDIT_WIN);
    TU_EQ(pv.net, 0);
    tu_play(g, "E1");
    tu_assert_result(g, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
    tu_assert_board(g, "XXXXX/...X./....X/...../O....");
    /* With White owing nothing, the same capture makes net 2: pay. */
    preview_of(&pv, h, "E1");
    TU_EQ(pv.audit, NEXUS_AUDIT_PAY);
    TU_EQ(pv.net, 2);
    TU_EQ(pv.mover_debt, 2);
    TU_EQ(pv.opponent_debt, 0);
    assert_points(pv.payers, pv.n_payers, 5, "A1 B1 C1 D1 E1 D2 E3");
    nexus_game_free(g);
    nexus_game_free(h);
}

/* ------------------------------------------------------------------ */
/* Bankruptcy */

static void test_bankrupt(void **state)
{
    /* Net 6, and Black has 5 stones after E1. */
    nexus_game *g = tu_std_position(ROW, 6, 0, TU_B, 0);
    nexus_preview pv;
    (void)state;
    preview_of(&pv, g, "E1");
    TU_EQ(pv.audit, NEXUS_AUDIT_BANKRUPT);
    TU_EQ(pv.net, 6);
    TU_EQ(pv.mover_debt, 6);
    /* No payment is due at a bankruptcy. */
    tu_turn_fails(g, NULL, "E1", "A1 B1 C1 D1 E1", NEXUS_E_PAYMENT_NOT_DUE);
    tu_turn(g, NULL, "E1", NULL);
    tu_assert_result(g, NEXUS_OUTCOME_WHITE_WINS, NEXUS_REASON_BANKRUPT);
    tu_assert_board(g, "XXXXX/...../...../...../.....");
    tu_assert_phase(g, NEXUS_PHASE_OVER);
    TU_ST(nexus_game_place(g, tu_pt(5, "A2")), NEXUS_E_GAME_OVER);
    nexus_game_free(g);
}

static void test_placed_stone_counts_against_bankruptcy(void **state)
{
    /* Net 5 and exactly 5 stones counting E1: not bankrupt, pays them all. */
    nexus_game *g = tu_std_position(ROW, 5, 0, TU_B, 4);
    nexus_preview pv;
    (void)state;
    preview_of(&pv, g, "E1");
    TU_EQ(pv.audit, NEXUS_AUDIT_PAY);
    TU_EQ(pv.net, 5);
    assert_points(pv.payers, pv.n_payers, 5, "A1 B1 C1 D1 E1");
    tu_turn_fails(g, NULL, "E1", "A1 B1 C1 D1", NEXUS_E_PAYMENT_SIZE);
    tu_turn(g, NULL, "E1", "E1 D1 C1 B1 A1");
    tu_assert_board(g, "...../...../...../...../.....");
    tu_assert_debts(g, 0, 0);
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    tu_assert_to_move(g, TU_W);
    tu_assert_quiet(g, 5);
    nexus_game_free(g);
}

static void test_white_bankrupt(void **state)
{
    nexus_game *g = tu_std_position("OOOO./...../...../...../XX...", 1, 7,
                                    TU_W, 0);
    nexus_preview pv;
    (void)state;
    preview_of(&pv, g, "E1");
    TU_EQ(pv.audit, NEXUS_AUDIT_BANKRUPT);
    TU_EQ(pv.net, 6);
    TU_EQ(pv.mover_debt, 7);
    TU_EQ(pv.opponent_debt, 1);
    tu_play(g, "E1");
    tu_assert_result(g, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_BANKRUPT);
    nexus_game_free(g);
}

static void test_huge_debts(void **state)
{
    /* Debts are 64-bit: net 5e12 is a bankruptcy, net -5e12 a win. */
    const int64_t big = INT64_C(5000000000000);
    nexus_game *g = tu_std_position(ROW, big, 0, TU_B, 0);
    nexus_game *h = tu_std_position(ROW, 0, big, TU_B, 0);
    nexus_preview pv;
    (void)state;
    preview_of(&pv, g, "E1");
    TU_EQ(pv.audit, NEXUS_AUDIT_BANKRUPT);
    assert_true(pv.net == big);
    preview_of(&pv, h, "E1");
    TU_EQ(pv.audit, NEXUS_AUDIT_WIN);
    assert_true(pv.net == -big);
    tu_play(g, "E1");
    tu_assert_result(g, NEXUS_OUTCOME_WHITE_WINS, NEXUS_REASON_BANKRUPT);
    tu_play(h, "E1");
    tu_assert_result(h, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
    nexus_game_free(g);
    nexus_game_free(h);
}

/* ------------------------------------------------------------------ */
/* Paying */

static void test_pay_and_win_on_another_line(void **state)
{
    nexus_game *g = tu_std_position(TWO_LINES, 2, 0, TU_B, 0);
    nexus_game *h = tu_std_position(TWO_LINES, 2, 0, TU_B, 0);
    (void)state;
    /* Paying from row 1 leaves column E. */
    tu_turn(g, NULL, "E1", "A1 B1");
    tu_assert_board(g, "..XXX/....X/....X/....X/....X");
    tu_assert_result(g, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
    /* Paying from column E leaves row 1. */
    tu_turn(h, NULL, "E1", "E3 E2");
    tu_assert_board(h, "XXXXX/...../...../....X/....X");
    tu_assert_result(h, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
    nexus_game_free(g);
    nexus_game_free(h);
}

static void test_pay_outside_the_line_and_win(void **state)
{
    nexus_game *g = tu_std_position("XXXX./X..../..X../...../.....", 2, 0,
                                    TU_B, 0);
    (void)state;
    tu_turn(g, NULL, "E1", "C3 A2");
    tu_assert_board(g, "XXXXX/...../...../...../.....");
    tu_assert_result(g, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
    nexus_game_free(g);
}

static void test_pay_with_placed_stone_breaks_both(void **state)
{
    nexus_game *g = tu_std_position(TWO_LINES, 2, 0, TU_B, 0);
    (void)state;
    tu_turn(g, NULL, "E1", "A1 E1");
    tu_assert_board(g, ".XXX./....X/....X/....X/....X");
    tu_assert_debts(g, 0, 0);
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    tu_assert_phase(g, NEXUS_PHASE_PLACE);
    tu_assert_to_move(g, TU_W);
    nexus_game_free(g);
}

static void test_pay_and_reset(void **state)
{
    nexus_game *g = tu_std_position(ROW, 6, 2, TU_B, 3);
    nexus_game *ref = tu_std_position("....X/...../...../...../.....", 9, 9,
                                      TU_B, 0);
    nexus_preview pv;
    uint64_t h = 0;
    uint64_t href = 0;
    (void)state;
    preview_of(&pv, g, "E1");
    TU_EQ(pv.audit, NEXUS_AUDIT_PAY);
    TU_EQ(pv.net, 4);
    TU_EQ(pv.mover_debt, 6);
    TU_EQ(pv.opponent_debt, 2);
    assert_points(pv.payers, pv.n_payers, 5, "A1 B1 C1 D1 E1");
    tu_turn(g, NULL, "E1", "D1 A1 C1 B1");
    tu_assert_board(g, "....X/...../...../...../.....");
    tu_assert_debts(g, 0, 0);
    tu_assert_quiet(g, 4);
    tu_assert_to_move(g, TU_W);
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    /* The recorded position is (board, difference 0). */
    TU_OK(nexus_game_hash(&h, g));
    TU_OK(nexus_game_hash(&href, ref));
    assert_true(h == href);
    /* The turn is kept with its payment in canonical order. */
    {
        nexus_turn t;
        TU_OK(nexus_game_turn_at(&t, g, 0));
        TU_EQ(t.n_unblock, 0);
        TU_EQ(t.point, tu_pt(5, "E1"));
        assert_points(t.pay, t.n_pay, 5, "A1 B1 C1 D1");
    }
    /* White plays on normally. */
    tu_play(g, "C3");
    tu_assert_debts(g, 0, 0);
    nexus_game_free(g);
    nexus_game_free(ref);
}

static void test_white_pays_and_resets(void **state)
{
    nexus_game *g = tu_std_position("OOOO./...../...../...../XX...", 1, 3,
                                    TU_W, 0);
    nexus_preview pv;
    (void)state;
    preview_of(&pv, g, "E1");
    TU_EQ(pv.audit, NEXUS_AUDIT_PAY);
    TU_EQ(pv.net, 2);
    TU_EQ(pv.mover_debt, 3);
    TU_EQ(pv.opponent_debt, 1);
    assert_points(pv.payers, pv.n_payers, 5, "A1 B1 C1 D1 E1");
    tu_turn(g, NULL, "E1", "A1 E1");
    tu_assert_board(g, ".OOO./...../...../...../XX...");
    tu_assert_debts(g, 0, 0);
    tu_assert_to_move(g, TU_B);
    nexus_game_free(g);
}

static void test_capture_then_pay_win(void **state)
{
    /* E1 captures E2 (net 2); paying D2 and E3 keeps row 1: a win. */
    nexus_game *g = tu_std_position(ROW_CAP, 0, 0, TU_B, 0);
    (void)state;
    tu_turn(g, NULL, "E1", "D2 E3");
    tu_assert_board(g, "XXXXX/...../...../...../O....");
    tu_assert_debts(g, 2, 0);
    tu_assert_result(g, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
    nexus_game_free(g);
}

/* ------------------------------------------------------------------ */
/* Rejected payments: each its own status, nothing changes (checked by
 * tu_turn_fails through a snapshot). */

static void test_rejected_payments(void **state)
{
    nexus_game *g = tu_std_position(ROW_CAP, 0, 0, TU_B, 0);
    nexus_turn t;
    (void)state;
    /* Net is 2. */
    tu_turn_fails(g, NULL, "E1", NULL, NEXUS_E_PAYMENT_SIZE);
    tu_turn_fails(g, NULL, "E1", "A1", NEXUS_E_PAYMENT_SIZE);
    tu_turn_fails(g, NULL, "E1", "A1 B1 C1", NEXUS_E_PAYMENT_SIZE);
    tu_turn_fails(g, NULL, "E1", "A1 A1", NEXUS_E_PAYMENT_DUPLICATE);
    tu_turn_fails(g, NULL, "E1", "E1 E1", NEXUS_E_PAYMENT_DUPLICATE);
    /* A5 is White's, C3 empty, E2 is emptied by this very capture. */
    tu_turn_fails(g, NULL, "E1", "A1 A5", NEXUS_E_PAYMENT_NOT_OWN);
    tu_turn_fails(g, NULL, "E1", "C3 A1", NEXUS_E_PAYMENT_NOT_OWN);
    tu_turn_fails(g, NULL, "E1", "A1 E2", NEXUS_E_PAYMENT_NOT_OWN);
    /* Off-board points in the payment. */
    {
        tu_snapshot snap;
        tu_make_turn(&t, 5, NULL, "E1", "A1 B1");
        tu_snap_take(&snap, g);
        t.pay[1] = 25;
        TU_ST(nexus_game_play(g, &t), NEXUS_E_OFF_BOARD);
        t.pay[1] = -1;
        TU_ST(nexus_game_play(g, &t), NEXUS_E_OFF_BOARD);
        tu_snap_check(&snap, g);
        tu_snap_free(&snap);
    }
    /* Finally a valid payment goes through. */
    tu_turn(g, NULL, "E1", "E3 D2");
    tu_assert_result(g, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
    nexus_game_free(g);
}

/* A payment with both a repeated point and a point off the board is refused
 * as off the board, wherever the off-board point stands in the list. */
static void test_payment_error_order(void **state)
{
    /* Black owes 1 and captures E2 for 2 more: net 3. */
    nexus_game *g = tu_std_position(ROW_CAP, 1, 0, TU_B, 0);
    static const int orders[3][3] = {{0, 0, -1}, {-1, 0, 0}, {0, -1, 0}};
    nexus_turn t;
    int i;
    (void)state;
    for (i = 0; i < 3; i++) {
        tu_snapshot snap;
        tu_make_turn(&t, 5, NULL, "E1", "A1 B1 C1");
        memcpy(t.pay, orders[i], sizeof orders[i]);
        tu_snap_take(&snap, g);
        TU_ST(nexus_game_play(g, &t), NEXUS_E_OFF_BOARD);
        tu_snap_check(&snap, g);
        tu_snap_free(&snap);
    }
    tu_turn_fails(g, NULL, "E1", "A1 A1 B1", NEXUS_E_PAYMENT_DUPLICATE);
    tu_turn_fails(g, NULL, "E1", "B1 A1 A1", NEXUS_E_PAYMENT_DUPLICATE);
    nexus_game_free(g);
}

static void test_payment_not_due(void **state)
{
    nexus_game *plain = tu_std_position(ROW, 0, 0, TU_B, 0);
    nexus_game *win = tu_std_position(ROW, 0, 0, TU_B, 0);
    (void)state;
    /* No line, no audit. */
    tu_turn_fails(plain, NULL, "C3", "A1", NEXUS_E_PAYMENT_NOT_DUE);
    /* Net 0: an immediate win, nothing to pay. */
    tu_turn_fails(win, NULL, "E1", "A1", NEXUS_E_PAYMENT_NOT_DUE);
    tu_turn_fails(win, NULL, "E1", "E1", NEXUS_E_PAYMENT_NOT_DUE);
    tu_play(plain, "C3");
    tu_play(win, "E1");
    tu_assert_result(win, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
    nexus_game_free(plain);
    nexus_game_free(win);
}

static void test_preview_no_audit(void **state)
{
    nexus_game *g = tu_std_position(ROW_CAP, 0, 0, TU_B, 0);
    nexus_preview pv;
    (void)state;
    preview_of(&pv, g, "C3");
    TU_EQ(pv.audit, NEXUS_AUDIT_NONE);
    TU_EQ(pv.n_captured, 0);
    TU_EQ(pv.mover_debt, 0);
    TU_EQ(pv.opponent_debt, 0);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_net_zero_wins),
        cmocka_unit_test(test_net_negative_wins),
        cmocka_unit_test(test_net_counts_this_capture),
        cmocka_unit_test(test_bankrupt),
        cmocka_unit_test(test_placed_stone_counts_against_bankruptcy),
        cmocka_unit_test(test_white_bankrupt),
        cmocka_unit_test(test_huge_debts),
        cmocka_unit_test(test_pay_and_win_on_another_line),
        cmocka_unit_test(test_pay_outside_the_line_and_win),
        cmocka_unit_test(test_pay_with_placed_stone_breaks_both),
        cmocka_unit_test(test_pay_and_reset),
        cmocka_unit_test(test_white_pays_and_resets),
        cmocka_unit_test(test_capture_then_pay_win),
        cmocka_unit_test(test_rejected_payments),
        cmocka_unit_test(test_payment_error_order),
        cmocka_unit_test(test_payment_not_due),
        cmocka_unit_test(test_preview_no_audit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
