/* Tests of the MCTS bot (nexus_bot_new_mcts): options and their errors,
 * legal full turns through whole games (unblockings and payments
 * included), determinism for a seed and iteration budget, and that its
 * search sees a win in one. */
#include <math.h>
#include <string.h>

#include "bot_test_util.h"

static nexus_bot *mcts(unsigned long iterations, uint64_t seed)
{
    nexus_mcts_options o = NEXUS_MCTS_OPTIONS_INIT;
    nexus_bot *bot = NULL;
    o.iterations = iterations;
    o.seed = seed;
    bt_ok(nexus_bot_new_mcts(&bot, &o));
    return bot;
}

static void test_options(void **state)
{
    nexus_mcts_options o;
    nexus_bot *bot = NULL;
    const char *name;
    (void)state;
    bt_ok(nexus_mcts_options_init(&o, NEXUS_MCTS_OPTIONS_VERSION));
    assert_int_equal(o.iterations, 1000);
    assert_int_equal(o.time_ms, 0);
    assert_true(fabs(o.exploration - sqrt(2.0)) < 1e-12);
    bt_status(nexus_mcts_options_init(NULL, 1), NEXUS_E_INVALID_ARG);
    bt_status(nexus_mcts_options_init(&o, 99), NEXUS_E_VERSION);
    bt_status(nexus_bot_new_mcts(NULL, NULL), NEXUS_E_INVALID_ARG);
    o.version = 2;
    bt_status(nexus_bot_new_mcts(&bot, &o), NEXUS_E_VERSION);
    nexus_mcts_options_init(&o, 1);
    o.iterations = 0;
    bt_status(nexus_bot_new_mcts(&bot, &o), NEXUS_E_INVALID_ARG);
    nexus_mcts_options_init(&o, 1);
    o.exploration = -1.0;
    bt_status(nexus_bot_new_mcts(&bot, &o), NEXUS_E_INVALID_ARG);
    o.exploration = NAN;
    bt_status(nexus_bot_new_mcts(&bot, &o), NEXUS_E_INVALID_ARG);
    o.exploration = 1e9;
    bt_status(nexus_bot_new_mcts(&bot, &o), NEXUS_E_INVALID_ARG);
    assert_null(bot);
    bt_ok(nexus_bot_new_mcts(&bot, NULL));
    bt_ok(nexus_bot_name(&name, bot));
    assert_string_equal(name, "mcts-uniform");
    nexus_bot_free(bot);
}

/* A record of mcts(200, seed) against itself, 5x5. */
static void play(char *text, size_t cap, uint64_t seed)
{
    nexus_match_options mo = NEXUS_MATCH_OPTIONS_INIT;
    nexus_bot *a = mcts(200, seed), *b = mcts(200, seed + 1);
    nexus_match_result r;
    nexus_game *g = NULL;
    size_t len;
    mo.seed = seed;
    bt_ok(nexus_match_play(&r, &g, a, b, &mo));
    bt_ok(nexus_record_write(text, cap, &len, g));
    nexus_game_free(g);
    nexus_bot_free(a);
    nexus_bot_free(b);
}

static void test_deterministic(void **state)
{
    static char x[16384], y[16384], z[16384];
    (void)state;
    play(x, sizeof x, 7);
    play(y, sizeof y, 7);
    play(z, sizeof z, 8);
    assert_string_equal(x, y);
    assert_true(strcmp(x, z) != 0); /* the seed matters */
}

/* Whole games on every board size: each turn is accepted and the game
 * stays consistent (bt_selfplay checks both). Cheap p2 = 0 makes the
 * unblockings and payments frequent. */
static void test_legal_games(void **state)
{
    int size;
    (void)state;
    for (size = 3; size <= 6; size++) {
        nexus_game *g = bt_new(size, 2, 0);
        nexus_bot *a = mcts(60, (uint64_t)size), *b = mcts(60, 99);
        size_t turns = bt_selfplay(g, a, b, 300);
        assert_true(turns > 0);
        nexus_game_free(g);
        nexus_bot_free(a);
        nexus_bot_free(b);
    }
}

/* Black completes row 1 at E1 with net debt 0 and wins. */
static void test_takes_a_win(void **state)
{
    nexus_game *g = bt_position("XXXX./...../..O../.O.../O....", 2, 4, 0, 0,
                                NEXUS_BLACK);
    nexus_bot *bot = mcts(1000, 3);
    nexus_turn t;
    (void)state;
    bt_ok(nexus_bot_choose(&t, bot, g));
    assert_int_equal(t.point, bt_pt(g, "E1"));
    nexus_bot_free(bot);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_options),
        cmocka_unit_test(test_deterministic),
        cmocka_unit_test(test_legal_games),
        cmocka_unit_test(test_takes_a_win),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
