/* Tests of the strong bot at the smallest budgets: one turn of work
 * (`nodes=1`) and one millisecond (`time=1`). The search spends shares of
 * its budget in steps (three quarters, then checks, then the rest), and a
 * share of a one-turn budget once rounded down to 0, which the search read
 * as no limit: the bot never answered. Each test plays whole turns with
 * such bots on 5x5 and 9x9 and checks every turn is legal; a search that
 * does not stop is caught by the test's ctest TIMEOUT, since a pass/fail
 * test measures no time itself. */
#include "bot_test_util.h"

/* A bot from its spec, failing the test on error. */
static nexus_bot *from_spec(const char *spec)
{
    nexus_bot *bot = NULL;
    size_t at = 0;
    bt_ok(nexus_bot_new_spec(&bot, &at, spec));
    nexus_bot_seed(bot, 7);
    return bot;
}

/* Plays `turns` turns (fewer if the game ends) between two bots made from
 * `spec` on an empty board of `size`; bt_selfplay checks that the engine
 * accepts every turn. Then asks once more from a position with stones and
 * debts on the board, where the tactical checks have lines to look at. */
static void plays_legal_turns(const char *spec, int size, size_t turns)
{
    nexus_bot *black = from_spec(spec), *white = from_spec(spec);
    nexus_game *g = bt_new(size, 2, 4);
    size_t played = bt_selfplay(g, black, white, turns);
    assert_true(played >= 1);
    nexus_game_free(g);
    if (size == 5) {
        nexus_turn t;
        g = bt_position("XXXX./...../XXX../...../OO.OO", 2, 4, 2, 0,
                        NEXUS_BLACK);
        bt_ok(nexus_bot_choose(&t, black, g));
        bt_ok(nexus_game_play(g, &t));
        nexus_game_free(g);
    }
    nexus_bot_free(black);
    nexus_bot_free(white);
}

static void test_one_node_5x5(void **state)
{
    (void)state;
    plays_legal_turns("strong:nodes=1", 5, 30);
}

static void test_one_node_9x9(void **state)
{
    (void)state;
    plays_legal_turns("strong:nodes=1", 9, 30);
}

static void test_one_millisecond_5x5(void **state)
{
    (void)state;
    plays_legal_turns("strong:time=1", 5, 30);
}

static void test_one_millisecond_9x9(void **state)
{
    (void)state;
    plays_legal_turns("strong:time=1", 9, 30);
}

/* Both budgets at once, and one node without the tree kept between turns
 * (the first search of a turn then starts from an empty tree). */
static void test_one_node_variants(void **state)
{
    (void)state;
    plays_legal_turns("strong:nodes=1,time=1", 5, 20);
    plays_legal_turns("strong:nodes=1,reuse=false", 5, 20);
    plays_legal_turns("strong:nodes=2", 9, 10);
}

/* Black completes row 1, 3 or 4 of this 9x9 board in debt 17 with 25
 * stones, fewer than n + 17: the audit is lost and 17 of its 25 stones are
 * paid, C(25, 17) = 1,081,575 payments for each completion. A solve of 100
 * nodes must give up after listing about its budget of them, not list them
 * all first, which took 200 ms of each tactical check of the strong bot on
 * 9x9. Listed in full, the 100 solves here take over two minutes of CPU,
 * past the test's timeout; bounded, well under a second. */
static void test_solve_budget_bounds_payments(void **state)
{
    nexus_game *g = bt_position("........./OOOO...../........./........./"
                                "........./XXXXXXXX./XXXXXXXX./"
                                "........./XXXXXXXX.",
                                2, 4, 17, 0, NEXUS_BLACK);
    nexus_solve_options o = NEXUS_SOLVE_OPTIONS_INIT;
    nexus_solve_result r;
    int i;
    (void)state;
    o.max_plies = 3;
    o.max_nodes = 100;
    o.table_bytes = (size_t)1 << 16;
    for (i = 0; i < 100; i++) {
        bt_ok(nexus_solve(&r, NULL, 0, g, &o));
        assert_false(r.complete);
        assert_true(r.nodes <= 101);
    }
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_node_5x5),
        cmocka_unit_test(test_one_node_9x9),
        cmocka_unit_test(test_one_millisecond_5x5),
        cmocka_unit_test(test_one_millisecond_9x9),
        cmocka_unit_test(test_one_node_variants),
        cmocka_unit_test(test_solve_budget_bounds_payments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
