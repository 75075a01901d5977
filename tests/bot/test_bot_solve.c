/* Tests of the solver (nexus_solve): the 3x3 standard game is a Black win
 * in 9 plies (the line of issue 18: A1 B2 B1 C1 A2 B3 C2xC1 A3 C1 paying
 * A2 C2); small hand-made positions whose values follow from the rules;
 * the same values without the transposition table; limits and errors. */
#include <string.h>

#include "bot_test_util.h"

static nexus_solve_options opts(int plies, size_t table)
{
    nexus_solve_options o = NEXUS_SOLVE_OPTIONS_INIT;
    o.max_plies = plies;
    o.table_bytes = table;
    return o;
}

/* Solve `g` and check value, length and that the line replays to the
 * claimed end. */
static void expect(nexus_game *g, const nexus_solve_options *o,
                   nexus_solve_value value, int plies)
{
    nexus_turn line[64];
    nexus_solve_result r;
    nexus_game *c = NULL;
    nexus_color mover, winner;
    nexus_outcome out;
    int i;
    bt_ok(nexus_solve(&r, line, 64, g, o));
    assert_int_equal(r.value, value);
    assert_int_equal(r.plies, plies);
    assert_true(r.complete);
    assert_true(r.nodes > 0);
    if (value == NEXUS_SOLVE_UNKNOWN)
        return;
    assert_int_equal(r.line_length, plies);
    bt_ok(nexus_game_clone(&c, g));
    nexus_game_to_move(&mover, c);
    for (i = 0; i < r.line_length; i++)
        bt_ok(nexus_game_play(c, &line[i]));
    bt_ok(nexus_game_result(&out, NULL, c));
    winner = value == NEXUS_SOLVE_WIN ? mover : (nexus_color)(3 - mover);
    assert_int_equal(out, winner == NEXUS_BLACK ? NEXUS_OUTCOME_BLACK_WINS
                                                : NEXUS_OUTCOME_WHITE_WINS);
    nexus_game_free(c);
}

static void test_3x3_is_a_black_win_in_9(void **state)
{
    nexus_game *g = bt_new(3, 2, 4);
    nexus_solve_options o = opts(9, (size_t)1 << 22), none = opts(9, 0);
    (void)state;
    expect(g, &o, NEXUS_SOLVE_WIN, 9);
    expect(g, &none, NEXUS_SOLVE_WIN, 9); /* the table changes no value */
    o.max_plies = 8;
    expect(g, &o, NEXUS_SOLVE_UNKNOWN, 8); /* and no shorter win */
    nexus_game_free(g);
}

static void test_win_in_one(void **state)
{
    nexus_game *g = bt_position("XX./.O./O..", 2, 4, 0, 0, NEXUS_BLACK);
    nexus_solve_options o = opts(5, (size_t)1 << 20);
    (void)state;
    expect(g, &o, NEXUS_SOLVE_WIN, 1);
    nexus_game_free(g);
}

/* White has rows 2 and 3 but for E2 and E3: Black blocks one, White
 * completes the other (net debt 0). */
static void test_loss_in_two(void **state)
{
    nexus_game *g = bt_position("X.X.X/OOOO./OOOO./X.X../.....", 2, 4, 0, 0,
                                NEXUS_BLACK);
    nexus_solve_options o = opts(4, (size_t)1 << 20);
    (void)state;
    expect(g, &o, NEXUS_SOLVE_LOSS, 2);
    nexus_game_free(g);
}

/* The capturable blocker (see test_bot_strong): capture E1 by E2, then
 * complete the row in debt and pay around it. */
static void test_capture_then_complete_in_three(void **state)
{
    nexus_game *g = bt_position("XXXXO/...../X.O../.O..X/..O..", 2, 4, 0, 0,
                                NEXUS_BLACK);
    nexus_solve_options o = opts(3, (size_t)1 << 20);
    nexus_turn line[3];
    nexus_solve_result r;
    (void)state;
    expect(g, &o, NEXUS_SOLVE_WIN, 3);
    bt_ok(nexus_solve(&r, line, 3, g, &o));
    assert_int_equal(line[0].point, bt_pt(g, "E2"));
    assert_int_equal(line[2].point, bt_pt(g, "E1"));
    assert_int_equal(line[2].n_pay, 2);
    nexus_game_free(g);
}

static void test_node_limit(void **state)
{
    nexus_game *g = bt_new(3, 2, 4);
    nexus_solve_options o = opts(9, 0);
    nexus_solve_result r;
    (void)state;
    o.max_nodes = 50;
    bt_ok(nexus_solve(&r, NULL, 0, g, &o));
    assert_false(r.complete);
    assert_int_equal(r.value, NEXUS_SOLVE_UNKNOWN);
    assert_true(r.nodes <= 51);
    nexus_game_free(g);
}

static void test_errors(void **state)
{
    nexus_game *g = bt_new(3, 2, 4);
    nexus_solve_options o = opts(4, 0);
    nexus_solve_result r;
    nexus_turn line[4];
    (void)state;
    memset(&r, 0x5a, sizeof r);
    bt_status(nexus_solve(NULL, NULL, 0, g, &o), NEXUS_E_INVALID_ARG);
    bt_status(nexus_solve(&r, NULL, 0, NULL, &o), NEXUS_E_INVALID_ARG);
    bt_status(nexus_solve(&r, line, 3, g, &o), NEXUS_E_INVALID_ARG);
    bt_status(nexus_solve(&r, NULL, 4, g, &o), NEXUS_E_INVALID_ARG);
    o.max_plies = 0;
    bt_status(nexus_solve(&r, NULL, 0, g, &o), NEXUS_E_INVALID_ARG);
    o.max_plies = 65;
    bt_status(nexus_solve(&r, NULL, 0, g, &o), NEXUS_E_INVALID_ARG);
    o = opts(4, 0);
    o.version = 7;
    bt_status(nexus_solve(&r, NULL, 0, g, &o), NEXUS_E_VERSION);
    bt_status(nexus_solve_options_init(&o, 7), NEXUS_E_VERSION);
    bt_status(nexus_solve_options_init(NULL, 1), NEXUS_E_INVALID_ARG);
    bt_ok(nexus_game_offer_draw(g));
    bt_status(nexus_solve(&r, NULL, 0, g, NULL), NEXUS_E_DRAW_PENDING);
    bt_ok(nexus_game_answer_draw(g, 1));
    bt_status(nexus_solve(&r, NULL, 0, g, NULL), NEXUS_E_GAME_OVER);
    assert_int_equal(r.plies, 0x5a5a5a5a); /* untouched on error */
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_3x3_is_a_black_win_in_9),
        cmocka_unit_test(test_win_in_one),
        cmocka_unit_test(test_loss_in_two),
        cmocka_unit_test(test_capture_then_complete_in_three),
        cmocka_unit_test(test_node_limit),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
