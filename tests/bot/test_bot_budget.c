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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_node_5x5),
        cmocka_unit_test(test_one_node_9x9),
        cmocka_unit_test(test_one_millisecond_5x5),
        cmocka_unit_test(test_one_millisecond_9x9),
        cmocka_unit_test(test_one_node_variants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
