/* Forced unblocking (R15-R18) and the no-placement loss (R17).
 * Expectations are worked out by hand from the rules. */
#include "test_util.h"

#include <string.h>

/* The cross: White B1, A2, C2, B3 on 3x3. Every empty point (A1, C1, B2,
 * A3, C3) is surrounded by White stones that keep other liberties, so each
 * is suicide for Black. Removing any one White stone gives the points next
 * to it a liberty: k = 1, and all four stones are offered. */
static const char *const CROSS = ".O./O.O/.O.";

static void test_cross_must_unblock(void **state)
{
    nexus_game *g = tu_std_position(CROSS, 0, 0, TU_B, 5);
    (void)state;
    tu_assert_phase(g, NEXUS_PHASE_UNBLOCK);
    tu_assert_legal(g, "");
    tu_assert_all_empty_status(g, NEXUS_POINT_SUICIDE, NULL);
    tu_assert_unblock(g, 1, "B1|A2|C2|B3");
    tu_assert_legal_after(g, "B1", "A1 B1 C1 B2");
    tu_assert_legal_after(g, "A2", "A1 A2 B2 A3");
    tu_assert_legal_after(g, "C2", "C1 B2 C2 C3");
    tu_assert_legal_after(g, "B3", "B2 A3 B3 C3");
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    nexus_game_free(g);
}

static void test_cross_rejected_turns(void **state)
{
    nexus_game *g = tu_std_position(CROSS, 0, 0, TU_B, 5);
    int set[2];
    int pts[NEXUS_MAX_POINTS];
    size_t count = 0;
    (void)state;
    /* A placement without the unblocking. */
    tu_turn_fails(g, NULL, "A1", NULL, NEXUS_E_MUST_UNBLOCK);
    tu_turn_fails(g, NULL, "B2", NULL, NEXUS_E_MUST_UNBLOCK);
    TU_ST(nexus_game_place(g, tu_pt(3, "C3")), NEXUS_E_MUST_UNBLOCK);
    /* Sets that are not offered: an empty point, two stones, nothing. */
    tu_turn_fails(g, "B2", "B2", NULL, NEXUS_E_NOT_OFFERED);
    tu_turn_fails(g, "B1 A2", "A1", NULL, NEXUS_E_NOT_OFFERED);
    /* An offered set, then a point that is still suicide or occupied. */
    tu_turn_fails(g, "B1", "A3", NULL, NEXUS_E_SUICIDE);
    tu_turn_fails(g, "B1", "C2", NULL, NEXUS_E_OCCUPIED);
    /* legal_after_unblock with sets that are not offered. */
    set[0] = tu_pt(3, "B2");
    TU_ST(nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS, &count, g,
                                         set, 1),
          NEXUS_E_NOT_OFFERED);
    set[0] = tu_pt(3, "B1");
    set[1] = tu_pt(3, "A2");
    TU_ST(nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS, &count, g,
                                         set, 2),
          NEXUS_E_NOT_OFFERED);
    set[0] = 9;
    TU_ST(nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS, &count, g,
                                         set, 1),
          NEXUS_E_OFF_BOARD);
    set[0] = -1;
    TU_ST(nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS, &count, g,
                                         set, 1),
          NEXUS_E_OFF_BOARD);
    nexus_game_free(g);
}

static void test_cross_unblock_and_place(void **state)
{
    nexus_game *g = tu_std_position(CROSS, 0, 0, TU_B, 5);
    nexus_preview pv;
    nexus_turn t;
    int k = -1;
    size_t count = 99;
    int set[1];
    (void)state;
    set[0] = tu_pt(3, "B1");
    TU_OK(nexus_game_preview(&pv, g, set, 1, tu_pt(3, "B1")));
    TU_EQ(pv.n_captured, 0);
    TU_EQ(pv.mover_debt, 4);
    TU_EQ(pv.opponent_debt, 0);
    TU_EQ(pv.audit, NEXUS_AUDIT_NONE);
    tu_turn(g, "B1", "B1", NULL);
    tu_assert_board(g, ".X./O.O/.O.");
    /* p2 * k = 4 charged to Black; no capture, so quiet goes on (R18). */
    tu_assert_debts(g, 4, 0);
    tu_assert_quiet(g, 6);
    tu_assert_to_move(g, TU_W);
    tu_assert_phase(g, NEXUS_PHASE_PLACE);
    tu_assert_legal(g, "A1 C1 B2 A3 C3");
    TU_OK(nexus_game_unblock_size(&k, g));
    TU_EQ(k, 0);
    TU_OK(nexus_game_unblock_sets(NULL, 0, &count, g));
    TU_EQ(count, 0);
    TU_OK(nexus_game_turn_at(&t, g, 0));
    TU_EQ(t.n_unblock, 1);
    TU_EQ(t.unblock[0], tu_pt(3, "B1"));
    TU_EQ(t.point, tu_pt(3, "B1"));
    TU_EQ(t.n_pay, 0);
    /* No unblocking is due for White now. */
    tu_turn_fails(g, "B1", "A1", NULL, NEXUS_E_UNBLOCK_NOT_DUE);
    {
        int pts[NEXUS_MAX_POINTS];
        TU_ST(nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS, &count,
                                             g, set, 1),
              NEXUS_E_UNBLOCK_NOT_DUE);
    }
    nexus_game_free(g);
}

static void test_white_unblocks(void **state)
{
    /* Colours swapped, White to move, p2 = 7. */
    nexus_game *g = tu_position(".X./X.X/.X.", 2, 7, 1, 2, TU_W, 0);
    (void)state;
    tu_assert_phase(g, NEXUS_PHASE_UNBLOCK);
    tu_assert_unblock(g, 1, "B1|A2|C2|B3");
    tu_assert_legal_after(g, "C2", "C1 B2 C2 C3");
    tu_turn(g, "C2", "B2", NULL);
    tu_assert_board(g, ".X./XO./.X.");
    tu_assert_debts(g, 1, 9);
    tu_assert_quiet(g, 1);
    tu_assert_to_move(g, TU_B);
    nexus_game_free(g);
}

static void test_unblock_offers_only_useful_stones(void **state)
{
    /* White B1, A2, C2, B3, C3 (C2-C3-B3 one group). Removing C3 splits
     * that group but leaves every empty point (and C3) suicide: C3 is not
     * offered. */
    nexus_game *g = tu_std_position(".O./O.O/.OO", 0, 0, TU_B, 0);
    (void)state;
    tu_assert_all_empty_status(g, NEXUS_POINT_SUICIDE, NULL);
    tu_assert_unblock(g, 1, "B1|A2|C2|B3");
    tu_assert_legal_after(g, "B1", "A1 B1 C1 B2");
    tu_assert_legal_after(g, "A2", "A1 A2 B2 A3");
    tu_assert_legal_after(g, "C2", "C1 B2 C2");
    tu_assert_legal_after(g, "B3", "B2 A3 B3");
    tu_turn_fails(g, "C3", "C3", NULL, NEXUS_E_NOT_OFFERED);
    tu_turn(g, "B3", "B3", NULL);
    tu_assert_board(g, ".O./O.O/.XO");
    tu_assert_debts(g, 4, 0);
    nexus_game_free(g);
}

static void test_unblock_then_capture(void **state)
{
    /* White B1, A2-A3, C2-C3; Black B3. Removing A2 lets Black A2 capture
     * A3 (its last liberty was A2): 4 (p2) + 2 (p1). The capture resets the
     * quiet count. */
    nexus_game *g = tu_std_position(".O./O.O/OXO", 0, 0, TU_B, 7);
    nexus_preview pv;
    int set[1];
    (void)state;
    tu_assert_unblock(g, 1, "B1|A2|C2|A3|C3");
    tu_assert_legal_after(g, "A2", "A1 A2 B2");
    tu_assert_legal_after(g, "A3", "B2 A3");
    set[0] = tu_pt(3, "A2");
    TU_OK(nexus_game_preview(&pv, g, set, 1, tu_pt(3, "A2")));
    TU_EQ(pv.n_captured, 1);
    TU_EQ(pv.captured[0], tu_pt(3, "A3"));
    TU_EQ(pv.mover_debt, 6);
    TU_EQ(pv.audit, NEXUS_AUDIT_NONE);
    tu_turn(g, "A2", "A2", NULL);
    tu_assert_board(g, ".O./X.O/.XO");
    tu_assert_debts(g, 6, 0);
    tu_assert_quiet(g, 0);
    nexus_game_free(g);
}

/* Black A3-B3 (liberty B2) with White B1, A2, C2, C3: blocked. Removing C3
 * lets Black complete row 3 at C3; the unblocking debt counts in the net. */
static const char *const ROW3 = ".O./O.O/XXO";

static void test_unblock_debt_makes_bankrupt(void **state)
{
    nexus_game *g = tu_std_position(ROW3, 0, 0, TU_B, 0);
    nexus_preview pv;
    int set[1];
    (void)state;
    tu_assert_unblock(g, 1, "B1|A2|C2|C3");
    tu_assert_legal_after(g, "C3", "B2 C3");
    set[0] = tu_pt(3, "C3");
    TU_OK(nexus_game_preview(&pv, g, set, 1, tu_pt(3, "C3")));
    TU_EQ(pv.audit, NEXUS_AUDIT_BANKRUPT);
    TU_EQ(pv.net, 4);
    TU_EQ(pv.mover_debt, 4);
    tu_turn(g, "C3", "C3", NULL);
    tu_assert_result(g, NEXUS_OUTCOME_WHITE_WINS, NEXUS_REASON_BANKRUPT);
    nexus_game_free(g);
}

static void test_unblock_debt_balanced_wins(void **state)
{
    nexus_game *g = tu_std_position(ROW3, 0, 4, TU_B, 0);
    nexus_preview pv;
    int set[1];
    (void)state;
    set[0] = tu_pt(3, "C3");
    TU_OK(nexus_game_preview(&pv, g, set, 1, tu_pt(3, "C3")));
    TU_EQ(pv.audit, NEXUS_AUDIT_WIN);
    TU_EQ(pv.net, 0);
    tu_turn(g, "C3", "C3", NULL);
    tu_assert_result(g, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
    nexus_game_free(g);
}

static void test_unblock_debt_paid(void **state)
{
    /* p2 = 1: net 1, Black pays C3 and the debts reset. */
    nexus_game *g = tu_position(ROW3, 2, 1, 0, 0, TU_B, 0);
    nexus_preview pv;
    int set[1];
    (void)state;
    set[0] = tu_pt(3, "C3");
    TU_OK(nexus_game_preview(&pv, g, set, 1, tu_pt(3, "C3")));
    TU_EQ(pv.audit, NEXUS_AUDIT_PAY);
    TU_EQ(pv.net, 1);
    tu_turn_fails(g, "C3", "C3", NULL, NEXUS_E_PAYMENT_SIZE);
    tu_turn(g, "C3", "C3", "C3");
    tu_assert_board(g, ".O./O.O/XX.");
    tu_assert_debts(g, 0, 0);
    tu_assert_to_move(g, TU_W);
    nexus_game_free(g);
}

static void test_unblock_turn_reaches_quiet_limit(void **state)
{
    /* R18: the unblocking is no capture. 17 + 1 = 18 = 2 * 3^2: a draw. */
    nexus_game *g = tu_std_position(CROSS, 0, 0, TU_B, 17);
    (void)state;
    tu_turn(g, "A2", "A2", NULL);
    tu_assert_quiet(g, 18);
    tu_assert_result(g, NEXUS_OUTCOME_DRAW, NEXUS_REASON_QUIET);
    tu_assert_phase(g, NEXUS_PHASE_OVER);
    nexus_game_free(g);
}

static void test_offer_draw_while_unblock_due(void **state)
{
    /* R23: an offer is allowed while an unblocking is due. */
    nexus_game *g = tu_std_position(CROSS, 0, 0, TU_B, 0);
    (void)state;
    TU_OK(nexus_game_offer_draw(g));
    tu_check(g);
    TU_OK(nexus_game_answer_draw(g, 0));
    tu_check(g);
    tu_assert_phase(g, NEXUS_PHASE_UNBLOCK);
    tu_turn(g, "B3", "B3", NULL);
    nexus_game_free(g);
}

static void test_blocked_by_repetition(void **state)
{
    /* Start S = ".X./XOO/O.O" (diff 0). Black B3 captures A3 (+2). White
     * then has A1 and C1 (suicide) and A3, which would capture B3 and
     * restore S with diff 0: a repetition. So White must unblock. */
    nexus_game *g = tu_std_position(".X./XOO/O.O", 0, 0, TU_B, 0);
    (void)state;
    tu_play(g, "B3");
    tu_assert_board(g, ".X./XOO/.XO");
    tu_assert_debts(g, 2, 0);
    tu_assert_phase(g, NEXUS_PHASE_UNBLOCK);
    tu_assert_status(g, "A1", NEXUS_POINT_SUICIDE);
    tu_assert_status(g, "C1", NEXUS_POINT_SUICIDE);
    tu_assert_status(g, "A3", NEXUS_POINT_REPETITION);
    tu_assert_legal(g, "");
    tu_assert_unblock(g, 1, "B1|A2|B3");
    /* Without B1, A3 captures B3 on a board never seen. */
    tu_assert_legal_after(g, "B1", "A1 B1 C1 A3");
    tu_assert_legal_after(g, "A2", "A1 C1 A2 A3");
    /* Without B3, A3 restores S's board, but with White's debt 4 the
     * difference is -2, not 0: legal. */
    tu_assert_legal_after(g, "B3", "C1 A3 B3");
    tu_turn_fails(g, NULL, "A3", NULL, NEXUS_E_MUST_UNBLOCK);
    tu_turn(g, "B3", "A3", NULL);
    tu_assert_board(g, ".X./XOO/O.O");
    tu_assert_debts(g, 2, 4);
    tu_assert_quiet(g, 1);
    nexus_game_free(g);
}

/* ------------------------------------------------------------------ */
/* R17: no legal placement and no unblocking helps. */

/* Turns 1..737 of conformance game 171 (3x3, p1 = 1, p2 = 1), written
 * "[unblock:]point[/payment]". */
static const char *const GAME_171 =
    "C2 C1 C3 B1 B2 A3 A1/A1+B2 C1 B3 A1 B1 B2 A2 A2:A2 B2/B2+C2+B3 B2 "
    "C2 A1 A3 C1 B2:B2 B3 B1 C1 C3 A3/A1+A2+A3+B3 A3 B2 A2 A1 B1 C2 "
    "B3/B1+A3+B3+C3 A1 B2 C3 B1 B3 A1 C2 C1/B1 B1 C3:C1 B1 B3:C3/C3 A3 "
    "C1 B3 C3/A1+C1+B2+C3 B1 B3 C2 A1 C1 B2 B2:C3/C2 C2 A2:B2 A3 A2 A1 "
    "C1 B1 A2 B2/A1+B1+B2+A3+B3 A3 A2 B2 B3 B1 C3 C1 A3/B3 B3/B1+B3 C2 "
    "C3 B1 A1/A1+B2 B2 A1 B1 B3 A1/A1 B1:C2/C2 C2/C2+A3 C2 C3 B1 "
    "A1/A1+A2+B2 A1 B2 B1 A3 A2 C1/C1+B2+C3 B3 B1 A2 C1 A1 C3 B2 A2:A2 "
    "C2 A3 A1 C1 A3 A1:A1 C3/B2+A3+C3 A2 B1 B2 C1 C3/A1+A2 B1 A3 C1 C2 "
    "A2 A1/B2+C2+A3+C3 B3 C2 B1 C1 A3 A2 B2/B1+B3 B1 C3 A2 "
    "A1/A1+B2+A3+C3 B3 C3 C1 B2 A2 B1 C2 C3 C1 C2 A3 A1/A1+B1+B2+C2+C3 "
    "B2 A1 B3 C1 C3 A3 A2 C2 B1/B1+A2+B2+C3 A3 A1 A2 C2 C1 B2 A3 "
    "B1/A1+B1+C2 C1 A2 B1 A1 C2 C3/A1+A2+B2+C3 A2 A3 C2 B2 B1 A1 C3 "
    "C1/A1+C1+B2+A3 B1 C1 A3 C2 B2 A1 A2 A1 A3 B1/A1+B1+C2 B2 A1 C3 A2 "
    "B3/C3 C3 B1/B1+A3 A1 C2 A3 A2/B2+C2 C3 B1 B2 C2 B3:B3 C1 A3 "
    "C3/A2+C2+C3 A2 C3 C2 B2 A1/A1+A2+C2+A3 A1 B1 B2 C3 C2 A2 A3 B3 C1 "
    "A1 A3/C1+B2+C2 B1 C2 A2 C3 A1 B2 C1/A1+B1+C1+A2 B2 A2 C2 A3 C1 B1 "
    "A1 B2:B1 B2 A1/A3 A3/C1+C2+A3 C3 C1 A2 A1 B1 A2:A2 C2 A3 C1/C2 "
    "C2/C2+A3 C2 A1 A3 C3/A2+B2+C3 C3 B3 C1 B1 B2/C1 C2 C1/A3 C2 A2 A3 "
    "C1 B1 C2/C1+B2 B3 B2/A2+C2 A2 C2 A1 A3 B3 A1:A3 A1 C1/C1+B2+C2+C3 "
    "C2 B1 C3 A1 B2 B3 A2/A2+B2 B3 B2 A2 A3 C2:B3 A3 C2 C1/C1+B2+A3+C3 "
    "B1 C1 A3 B3 A1 B2 C2 C3 A2/A1+A2+C2+A3 A2 C2 A3 C3 B2 A1 C1/A2+B2 "
    "A2 B1 A1 B3 B2/A1+A2+C2+C3 B3 A1 B1 A3 A2 C3 A3 A1/C3 A2 A3 C2 A1 "
    "B3 C3/A1 A2 C1/B2 C2 B2 A1 C1/C1+B2+C3 C1 A2 C2 B1 B3 B2 A1 B1 A2 "
    "A1:A1 C3/A2+C2+B3 B3 A3 A2 B2 C2 C2:C2 B2/A1+A2+B2 B2 A3 C3 A2 "
    "A1/A1+C2+C3 A1 B3 A2 A3 C2 C1/C1+A3+B3 A1 B1 B3 A2 C3 A3 A2:A1 "
    "C1/C1+B2+A3 A2 C3 B2 C1 C2/A1+C2 B1 B3 A1 A3 C2 B3 C1/A1+B1+C2+C3 "
    "B2 C2 A2 B1 C3 A2:A1/C1 A2 A3 B2 C1/A1+C1+C2+A3 B3 C2 C3 A3 A2 C1 "
    "A1/A1+A2+B2+C3 C2 B2 C3 A3 B1 C1/B2+A3 C2 B2 A1 A2 C3 C1 A1 C3 "
    "A2:B1 A3/B2+C3 B2 A2 C3/B1+B2+C3 B2 B3 A2 A3 B1 C2 C3 A3 "
    "A1/A1+B1+A2+B2 B3 A1 A2 B2/A1+C1+B2 B3 C1 B1 B2 A2 A1/C3 A3 C2 B1 "
    "A2:A1 A2 C3/A1+C1+B2+C2 B2 C2 A2 B3 C1 A1 A3/C1+A2+B2 C1 A2 C3 B1 "
    "B2 A1/A2 B3 C2 A3:C1 A2 A3/C1+B2+B3+C3 B2 C2 C1 C3 B3 A1 A2 C3 "
    "A3/A2+B2+A3 A3 C2 B1 C3/C1 B2 A2 B3:A3 B3 C1/A1+B1+C1+B2 C3 B3 A2 "
    "B1 C1 A1 B2 B1 A3/C1+A2+B2+A3 A3 A1 A2 C1 A1/A3 A3 C2 B2 "
    "A3:C1/A1+B1 A3 B3 A1 A3 C3/C3 A2 B1 A3 C3/A1+C3 B3 A1 C2 "
    "C3/A1+B1+B2 A3 B3 A2 B1 C1 B2/B1+C3 C1 A1 B1 A2 C3 A3/A2+A3 A3 C2 "
    "C1 C3/A1+B2+C2 A1 B2 C2 B1/B1+C3 B1 A2 C3 C1 B1 C2/A2+B2+C2+B3 A1 "
    "A2 C3 B3 C2 B2 A3 B2 C1/A1+B1+C2+A3 A1 A3 C2 A2 B3 A2 C3/A1+B2+C3 "
    "B1 C3 B2 A2:A1 A3/C1+B2 C2 B2 C1 A2 B3 C3 C1 C2/A2+B2+C2+A3+C3 A3 "
    "C1 A2 C3 C2 B3 B2/A2+C2 C3 C2 A2 A1 B1 C1/A1+C1+C2+A3 A2 B3 C2 A3 "
    "A1 C1/C1+B3 B1 C1/C1+B2+A3 C1 B2 B3 C2 B1 A3 A2 A1 C1 C3/B2 B2 C2 "
    "A3/C1+B3 C1 C3 B3 A1:C3 B1 A1/A2+B2+A3+C3 C3 A3 B1 C2 C1 B3 B2 "
    "A2/A1+A2+C2+B3 B1 A2 B3 C1 A1 B2/C1+A3 A3 C3 C1 A1/A1+C3 B3 B1 C3 "
    "C2/A2 A1 C1 A2 B1 A3/A1+A2+A3+C3 C1 A2 C3 C2 B2 C3 A3/C1+B2 C2 B3 "
    "C1 A1 B2/C1+A2 A1 C3 C1 A2/A2+C3 B3 C3 A2 B1 C1 C3 B1/A1+C1+B3 B3 "
    "C1 B2 A3 A1/A1+B2 A3 A2 B2 A3/C3 C3 C2 A2:C3 A2 C2/C2 B1:A1/A2 A2 "
    "B3 A3/A2+B2+A3 A2 B3 B2 B1 C2/B2+C2 B2 B1 C1 C2 A1:C1 C2 A2:A1/C3 "
    "A3 C1 A1:A1 A2 B1 C1 B1 A1 C3 C1 C3 A3/A1+C1+A3+B3 B3 A1 B1 C1 C2 "
    "A3/A1+A2+B2+A3 C2 C3 A1 B3 A3 B2 B1 A2 A1 C2/C1+C2+B3+C3 C1 C3 A3 "
    "B1 B2:C2 A1 B3 C1:B2 C1 A1 C3/C1+C2+A3+B3 B3 B1 A2 C2 B2 A3 B3 A1 "
    "A2 B2/B2+C2+C3 C2 B2 C3 A3 B1:B1";

static void test_no_placement_loss(void **state)
{
    nexus_game *g = tu_new(3, 1, 1);
    nexus_preview pv;
    int k = -1;
    (void)state;
    tu_play_turns(g, GAME_171);
    /* Before the last turn: White B2/A1/A3 against Black B1 and
     * C2-C3-B3; White C1 captures all four Black stones (+4), owns the
     * anti-diagonal C1-B2-A3 with net 5 - 1 = 4 and exactly 4 stones. */
    tu_assert_board(g, "OX./.OX/OXX");
    tu_assert_debts(g, 1, 1);
    tu_assert_to_move(g, TU_W);
    tu_assert_legal(g, "C1");
    TU_OK(nexus_game_preview(&pv, g, NULL, 0, tu_pt(3, "C1")));
    TU_EQ(pv.n_captured, 4);
    TU_EQ(pv.audit, NEXUS_AUDIT_PAY);
    TU_EQ(pv.net, 4);
    TU_EQ(pv.n_payers, 4);
    tu_turn(g, NULL, "C1", "A1 C1 B2 A3");
    /* The board is empty with both debts 0. Every single-Black-stone
     * position with difference 0 was recorded earlier in this game, so
     * each point is a repetition for Black, and there is no White stone to
     * remove: Black has lost. */
    tu_assert_board(g, ".../.../...");
    tu_assert_debts(g, 0, 0);
    tu_assert_all_empty_status(g, NEXUS_POINT_REPETITION, NULL);
    tu_assert_result(g, NEXUS_OUTCOME_WHITE_WINS, NEXUS_REASON_NO_PLACEMENT);
    tu_assert_phase(g, NEXUS_PHASE_OVER);
    tu_assert_legal(g, "");
    TU_OK(nexus_game_unblock_size(&k, g));
    TU_EQ(k, 0);
    TU_ST(nexus_game_place(g, tu_pt(3, "B2")), NEXUS_E_GAME_OVER);
    TU_ST(nexus_game_offer_draw(g), NEXUS_E_GAME_OVER);
    /* Undo brings the game back before White's last turn. */
    TU_OK(nexus_game_undo(g));
    tu_check(g);
    tu_assert_board(g, "OX./.OX/OXX");
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cross_must_unblock),
        cmocka_unit_test(test_cross_rejected_turns),
        cmocka_unit_test(test_cross_unblock_and_place),
        cmocka_unit_test(test_white_unblocks),
        cmocka_unit_test(test_unblock_offers_only_useful_stones),
        cmocka_unit_test(test_unblock_then_capture),
        cmocka_unit_test(test_unblock_debt_makes_bankrupt),
        cmocka_unit_test(test_unblock_debt_balanced_wins),
        cmocka_unit_test(test_unblock_debt_paid),
        cmocka_unit_test(test_unblock_turn_reaches_quiet_limit),
        cmocka_unit_test(test_offer_draw_while_unblock_due),
        cmocka_unit_test(test_blocked_by_repetition),
        cmocka_unit_test(test_no_placement_loss),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
