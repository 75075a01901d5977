/* Bad input: NULL handles and out-parameters, finished games, pending draw
 * offers, bad options. Every call returns an error and writes nothing. */
#include "bot_test_util.h"

#include <string.h>

static void test_null_arguments(void **state)
{
    nexus_bot *bot = NULL;
    nexus_game *g = bt_new(5, 2, 4);
    nexus_turn turn;
    nexus_match_result mr;
    nexus_series_result sr;
    const char *name;
    int v;
    (void)state;
    bt_ok(nexus_bot_new_simple(&bot));

    bt_status(nexus_bot_new_simple(NULL), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_new_random(NULL, 1), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_choose(NULL, bot, g), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_choose(&turn, NULL, g), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_choose(&turn, bot, NULL), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_offer_draw(NULL, bot, g), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_offer_draw(&v, NULL, g), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_offer_draw(&v, bot, NULL), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_answer_draw(NULL, bot, g), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_answer_draw(&v, NULL, g), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_answer_draw(&v, bot, NULL), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_seed(NULL, 1), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_name(NULL, bot), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_name(&name, NULL), NEXUS_E_INVALID_ARG);
    bt_status(nexus_match_play(NULL, NULL, bot, bot, NULL),
              NEXUS_E_INVALID_ARG);
    bt_status(nexus_match_play(&mr, NULL, NULL, bot, NULL),
              NEXUS_E_INVALID_ARG);
    bt_status(nexus_match_play(&mr, NULL, bot, NULL, NULL),
              NEXUS_E_INVALID_ARG);
    bt_status(nexus_match_series(NULL, bot, bot, NULL, 1),
              NEXUS_E_INVALID_ARG);
    bt_status(nexus_match_series(&sr, NULL, bot, NULL, 1),
              NEXUS_E_INVALID_ARG);
    bt_status(nexus_match_series(&sr, bot, NULL, NULL, 1),
              NEXUS_E_INVALID_ARG);
    nexus_bot_free(NULL);
    nexus_bot_free(bot);
    nexus_game_free(g);
}

/* A finished game: no turn to choose, no draw to offer or answer. */
static void test_finished_game(void **state)
{
    nexus_bot *simple = NULL, *random = NULL;
    nexus_game *g = bt_position("...../...../...../XX.XX/.....", 2, 4, 0, 0,
                                NEXUS_BLACK);
    nexus_turn turn;
    int v = -1;
    (void)state;
    bt_ok(nexus_bot_new_simple(&simple));
    bt_ok(nexus_bot_new_random(&random, 1));
    bt_play(g, "turn B place C4"); /* completes row 4 at 0-0: Black wins */
    memset(&turn, 0x5a, sizeof turn);
    bt_status(nexus_bot_choose(&turn, simple, g), NEXUS_E_GAME_OVER);
    bt_status(nexus_bot_choose(&turn, random, g), NEXUS_E_GAME_OVER);
    assert_int_equal(turn.point, 0x5a5a5a5a);
    bt_status(nexus_bot_offer_draw(&v, simple, g), NEXUS_E_GAME_OVER);
    bt_status(nexus_bot_answer_draw(&v, simple, g), NEXUS_E_GAME_OVER);
    assert_int_equal(v, -1);
    nexus_bot_free(simple);
    nexus_bot_free(random);
    nexus_game_free(g);
}

/* A pending offer must be answered before a turn is chosen; answering
 * needs an offer. */
static void test_draw_states(void **state)
{
    nexus_bot *bot = NULL;
    nexus_game *g = bt_new(5, 2, 4);
    nexus_turn turn;
    int v = -1;
    (void)state;
    bt_ok(nexus_bot_new_simple(&bot));
    bt_status(nexus_bot_answer_draw(&v, bot, g), NEXUS_E_NO_DRAW_OFFER);
    bt_ok(nexus_game_offer_draw(g));
    bt_status(nexus_bot_choose(&turn, bot, g), NEXUS_E_DRAW_PENDING);
    bt_status(nexus_bot_offer_draw(&v, bot, g), NEXUS_E_DRAW_PENDING);
    assert_int_equal(v, -1);
    bt_ok(nexus_game_answer_draw(g, 0));
    bt_ok(nexus_bot_choose(&turn, bot, g));
    nexus_bot_free(bot);
    nexus_game_free(g);
}

/* Bad match options: unknown version, bad game options. */
static void test_bad_match_options(void **state)
{
    nexus_bot *bot = NULL;
    nexus_match_options o = NEXUS_MATCH_OPTIONS_INIT;
    nexus_match_result r;
    nexus_series_result s;
    nexus_game *g = NULL;
    (void)state;
    bt_ok(nexus_bot_new_simple(&bot));
    memset(&r, 0x5a, sizeof r);
    o.version = 0;
    bt_status(nexus_match_play(&r, &g, bot, bot, &o), NEXUS_E_VERSION);
    bt_status(nexus_match_series(&s, bot, bot, &o, 2), NEXUS_E_VERSION);
    o.version = NEXUS_MATCH_OPTIONS_VERSION;
    o.game.size = 2;
    bt_status(nexus_match_play(&r, &g, bot, bot, &o), NEXUS_E_INVALID_ARG);
    o.game.size = 5;
    o.game.capture_debt = NEXUS_MAX_DEBT_RATE + 1;
    bt_status(nexus_match_play(&r, &g, bot, bot, &o), NEXUS_E_INVALID_ARG);
    o.game.capture_debt = 2;
    o.game.version = 99;
    bt_status(nexus_match_play(&r, &g, bot, bot, &o), NEXUS_E_VERSION);
    assert_null(g);
    assert_int_equal(r.turns, (size_t)0x5a5a5a5a5a5a5a5aULL);
    nexus_bot_free(bot);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_null_arguments),
        cmocka_unit_test(test_finished_game),
        cmocka_unit_test(test_draw_states),
        cmocka_unit_test(test_bad_match_options),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
