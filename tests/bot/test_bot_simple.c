/* The simple bot, docs/rules.md B1-B4, on hand-built positions. Every
 * expectation is worked out from the rules in the comment above it. */
#include "bot_test_util.h"

#include <string.h>

static int setup(void **state)
{
    nexus_bot *bot = NULL;
    if (nexus_bot_new_simple(&bot) != NEXUS_OK)
        return -1;
    *state = bot;
    return 0;
}

static int teardown(void **state)
{
    nexus_bot_free(*state);
    return 0;
}

static void expect_result(const nexus_game *game, nexus_outcome outcome,
                          nexus_reason reason)
{
    nexus_outcome o;
    nexus_reason r;
    bt_ok(nexus_game_result(&o, &r, game));
    assert_int_equal(o, outcome);
    assert_int_equal(r, reason);
}

static void test_name(void **state)
{
    const char *name = NULL;
    bt_ok(nexus_bot_name(&name, *state));
    /* Since 1.2; records written before say "bot", which every reader
     * still takes for the simple bot. */
    assert_string_equal(name, "simple");
}

/* B2.3: on the empty 5x5 board the centre (2,2) is C3. */
static void test_centre_empty_board(void **state)
{
    nexus_game *g = bt_new(5, 2, 4);
    bt_expect_turn(*state, g, "turn B place C3");
    nexus_game_free(g);
}

/* B2.3 ties: on 4x4 the centre is (1.5,1.5); B2, C2, B3, C3 are all at
 * squared distance 0.5 and B2 has the lowest index. Once B2 is taken, C2
 * (index 6) is the lowest of the other three. */
static void test_centre_ties_lowest_index(void **state)
{
    nexus_game *g = bt_new(4, 2, 4);
    bt_expect_turn(*state, g, "turn B place B2");
    bt_play(g, "turn B place B2");
    bt_expect_turn(*state, g, "turn W place C2");
    nexus_game_free(g);
}

/* B2.3: C3 is taken; the four points at distance 1 are C2 (7), B3 (11),
 * D3 (13), C4 (17): C2. */
static void test_centre_taken(void **state)
{
    nexus_game *g = bt_position("...../...../..O../...../.....", 2, 4, 0, 0,
                                NEXUS_BLACK);
    bt_expect_turn(*state, g, "turn B place C2");
    nexus_game_free(g);
}

/* B2.1 before B2.2 and B2.3: White threatens E2 (row 2 has four white
 * stones), the centre C3 is free, but C4 completes Black's row 4. Debts are
 * 0-0, so the audit is a win. */
static void test_complete_beats_block_and_centre(void **state)
{
    nexus_game *g = bt_position("...../OOOO./...../XX.XX/.....", 2, 4, 0, 0,
                                NEXUS_BLACK);
    bt_expect_turn(*state, g, "turn B place C4");
    bt_play(g, "turn B place C4");
    expect_result(g, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
    nexus_game_free(g);
}

/* B2.1 lowest index: A4 (15) completes column A, E5 (24) completes row 5. */
static void test_complete_lowest_index(void **state)
{
    nexus_game *g = bt_position("X..../X..../X..../...../XXXX.", 2, 4, 0, 0,
                                NEXUS_BLACK);
    bt_expect_turn(*state, g, "turn B place A4");
    nexus_game_free(g);
}

/* B2.1 ignores debt: Black owes 20, White 0; completing row 4 with C4 gives
 * net 20 with only 5 black stones: bankrupt. The bot completes anyway, and
 * White wins. */
static void test_complete_into_bankruptcy(void **state)
{
    nexus_game *g = bt_position("...../...../...../XX.XX/.....", 2, 4, 20, 0,
                                NEXUS_BLACK);
    bt_expect_turn(*state, g, "turn B place C4");
    bt_play(g, "turn B place C4");
    expect_result(g, NEXUS_OUTCOME_WHITE_WINS, NEXUS_REASON_BANKRUPT);
    nexus_game_free(g);
}

/* B3, careless: Black owes 2, White 0. C2 completes row 2; net 2 and Black
 * then has 7 stones, in canonical order A2 (5), B2 (6), C2, D2, E2, A5 (20),
 * B5 (21). The bot pays the first two, A2 and B2, breaking its line (paying
 * A5 B5 would have kept it and won). No line is left: both debts reset and
 * the game goes on. */
static void test_pay_first_stones_carelessly(void **state)
{
    int64_t bd = -1, wd = -1;
    nexus_game *g = bt_position("...../XX.XX/...../...../XX...", 2, 4, 2, 0,
                                NEXUS_BLACK);
    bt_expect_turn(*state, g, "turn B place C2 pay A2 B2");
    bt_play(g, "turn B place C2 pay A2 B2");
    expect_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    bt_ok(nexus_game_debts(&bd, &wd, g));
    assert_int_equal(bd, 0);
    assert_int_equal(wd, 0);
    nexus_game_free(g);
}

/* B3 counts the stone just placed: Black owes 3, White 0 and completes
 * row 1 with A1 (index 0, the first of its stones): it pays A1 B1 C1. */
static void test_pay_includes_placed_stone(void **state)
{
    nexus_game *g = bt_position(".XXXX/...../...../...../.....", 2, 4, 3, 0,
                                NEXUS_BLACK);
    bt_expect_turn(*state, g, "turn B place A1 pay A1 B1 C1");
    nexus_game_free(g);
}

/* B2.2: White holds four of row 4 (A4 free) and four of column E (E5
 * free); no black line can be completed. Blocks at the lower, A4 (15). */
static void test_block_lowest_index(void **state)
{
    nexus_game *g = bt_position("....O/....O/....O/.OOOO/.....", 2, 4, 0, 0,
                                NEXUS_BLACK);
    bt_expect_turn(*state, g, "turn B place A4");
    nexus_game_free(g);
}

/* B2.2 needs the last point to be legal: White holds A1-D1; E1's
 * neighbours are D1 and E2, both white, and the white groups keep
 * liberties on row 2, so E1 is suicide for Black. No block: centre C3. */
static void test_block_skips_illegal_point(void **state)
{
    nexus_point_status ps;
    nexus_game *g = bt_position("OOOO./....O/...../...../.....", 2, 4, 0, 0,
                                NEXUS_BLACK);
    bt_ok(nexus_game_point_status(&ps, g, bt_pt(g, "E1")));
    assert_int_equal(ps, NEXUS_POINT_SUICIDE);
    bt_expect_turn(*state, g, "turn B place C3");
    nexus_game_free(g);
}

/* B2.2 needs the last point empty: White holds A2-D2 but Black holds E2.
 * Nothing to block: centre C3. */
static void test_no_block_when_last_point_taken(void **state)
{
    nexus_game *g = bt_position("...../OOOOX/...../...../.....", 2, 4, 0, 0,
                                NEXUS_BLACK);
    bt_expect_turn(*state, g, "turn B place C3");
    nexus_game_free(g);
}

/* B2.2 counts only the opponent's stones: Black holding four of a line is
 * a completion (B2.1), not a block; White to move here blocks it. Row 3
 * has X at A3 B3 D3 E3, so White's block is C3 (also the centre, so the
 * case is paired with the next one). */
static void test_block_for_white(void **state)
{
    nexus_game *g = bt_position("...../...../XX.XX/...../.....", 2, 4, 0, 0,
                                NEXUS_WHITE);
    bt_expect_turn(*state, g, "turn W place C3");
    nexus_game_free(g);
}

/* B2.2 over B2.3 when they differ: Black holds B5 C5 D5 E5, A5 is free and
 * legal for White: White blocks A5 rather than the centre. */
static void test_block_beats_centre(void **state)
{
    nexus_game *g = bt_position("...../...../...../...../.XXXX", 2, 4, 0, 0,
                                NEXUS_WHITE);
    bt_expect_turn(*state, g, "turn W place A5");
    nexus_game_free(g);
}

/* B1 then B2 after the unblocking. 3x3, Black to move, no black stone:
 *   . O .
 *   O . O
 *   . O .
 * Every empty point touches only white stones (each white stone keeps a
 * corner liberty), so all are suicide: Black must unblock. One stone is
 * enough; each of B1 (1), A2 (3), C2 (5), B3 (7) is offered. B1 takes the
 * first, B1. Then Black may play A1, B1, C1 or B2 (A3 and C3 are still
 * suicide); no black line; row 2 has White on A2 and C2 with B2 empty and
 * legal: block B2. */
static void test_unblock_first_set(void **state)
{
    int sets[16];
    size_t count = 0;
    nexus_phase phase;
    nexus_game *g = bt_position(".O./O.O/.O.", 2, 4, 0, 0, NEXUS_BLACK);
    bt_ok(nexus_game_phase(&phase, g));
    assert_int_equal(phase, NEXUS_PHASE_UNBLOCK);
    bt_ok(nexus_game_unblock_sets(sets, 16, &count, g));
    assert_int_equal(count, 4);
    bt_expect_turn(*state, g, "turn B unblock B1 place B2");
    nexus_game_free(g);
}

/* B1 and B2.1 after the unblocking, at a point only legal after it.
 *   X X O
 *   O . O
 *   . O .
 * Black's group A1-B1 has the one liberty B2, which is surrounded by white
 * stones, so B2 is suicide; A3 and C3 touch only white stones with other
 * liberties: suicide. Offered sets of one stone: C1 (2), A2 (3), C2 (5),
 * B3 (7). B1: C1. With C1 gone, C1 completes row 1 (lowest completion).
 * Black's debt is then 4 (p2) against 0 with 3 stones: bankrupt, as B2.1
 * ignores debt. */
static void test_unblock_then_complete(void **state)
{
    nexus_game *g = bt_position("XXO/O.O/.O.", 2, 4, 0, 0, NEXUS_BLACK);
    bt_expect_turn(*state, g, "turn B unblock C1 place C1");
    bt_play(g, "turn B unblock C1 place C1");
    expect_result(g, NEXUS_OUTCOME_WHITE_WINS, NEXUS_REASON_BANKRUPT);
    nexus_game_free(g);
}

/* B1, B2.1 and B3 together.
 *   X X O
 *   X O O
 *   . O .
 * Black (A1 B1 A2, liberty A3) is blocked: A3 and C3 are suicide. Offered:
 * C1 (2), B2 (4), C2 (5), B3 (7); B1 takes C1. Then C1 (2) completes row 1
 * and A3 (6) column A: C1. Net debt 4 (p2), four black stones: Black pays
 * the first four, all of them, and the debts reset. */
static void test_unblock_complete_and_pay(void **state)
{
    int64_t bd = -1, wd = -1;
    nexus_game *g = bt_position("XXO/XOO/.O.", 2, 4, 0, 0, NEXUS_BLACK);
    bt_expect_turn(*state, g, "turn B unblock C1 place C1 pay A1 B1 C1 A2");
    bt_play(g, "turn B unblock C1 place C1 pay A1 B1 C1 A2");
    expect_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    bt_ok(nexus_game_debts(&bd, &wd, g));
    assert_int_equal(bd, 0);
    assert_int_equal(wd, 0);
    nexus_game_free(g);
}

/* B4: never offers, declines every offer. */
static void test_draws(void **state)
{
    int offer = -1, accept = -1;
    nexus_game *g = bt_new(5, 2, 4);
    bt_ok(nexus_bot_offer_draw(&offer, *state, g));
    assert_int_equal(offer, 0);
    bt_ok(nexus_game_offer_draw(g));
    bt_ok(nexus_bot_answer_draw(&accept, *state, g));
    assert_int_equal(accept, 0);
    nexus_game_free(g);
}

/* Deterministic: the same game gives the same turn, and seeding changes
 * nothing. */
static void test_deterministic(void **state)
{
    nexus_game *g = bt_new(7, 2, 4);
    bt_play(g, "turn B place D4");
    bt_expect_turn(*state, g, "turn W place D3");
    bt_ok(nexus_bot_seed(*state, 12345));
    bt_expect_turn(*state, g, "turn W place D3");
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_name),
        cmocka_unit_test(test_centre_empty_board),
        cmocka_unit_test(test_centre_ties_lowest_index),
        cmocka_unit_test(test_centre_taken),
        cmocka_unit_test(test_complete_beats_block_and_centre),
        cmocka_unit_test(test_complete_lowest_index),
        cmocka_unit_test(test_complete_into_bankruptcy),
        cmocka_unit_test(test_pay_first_stones_carelessly),
        cmocka_unit_test(test_pay_includes_placed_stone),
        cmocka_unit_test(test_block_lowest_index),
        cmocka_unit_test(test_block_skips_illegal_point),
        cmocka_unit_test(test_no_block_when_last_point_taken),
        cmocka_unit_test(test_block_for_white),
        cmocka_unit_test(test_block_beats_centre),
        cmocka_unit_test(test_unblock_first_set),
        cmocka_unit_test(test_unblock_then_complete),
        cmocka_unit_test(test_unblock_complete_and_pay),
        cmocka_unit_test(test_draws),
        cmocka_unit_test(test_deterministic),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
